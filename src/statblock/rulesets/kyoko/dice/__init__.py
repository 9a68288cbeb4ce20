"""虚構侵蝕TRPG's dice: the check `KS(x,y)>=z` (with `A` ［有利］ and `D` ［不利］), the observation roll
`KR(x)` / `KR(x,y)` and the convergence roll `KRS(x,y)`, read and rolled the way BCDice's game system
`KyokoShinshoku` does (its behaviour is learned from its help text and test cases; no code is taken).

The check, as BCDice plays it:

- x is a *dice size*: 4, 6, 8, 10, 12 or 20 roll that die; 1, 2 and 3 roll a d4 whose value is capped
  at x (an ability of 1 to 3). Any other x is not a check (BCDice prints nothing; we say why, KY102).
- y dice (1 when left out) are rolled and the highest is the value. With fewer than one die (y ≤ 0)
  two dice are rolled and the *lowest* is the value. The value is then capped at x (and at least 1).
- `A` (［有利］) rolls the whole check twice and keeps the higher value, `D` (［不利］) the lower.
- The result, first match wins: value 1 is a fumble (with or without a difficulty); below z a
  failure; the die's highest face (value = sides, so never for x = 1, 2, 3) a critical; otherwise
  (value ≥ z) a success. Without `>=z` only the fumble is judged.
- x, y and z may be sums (`KS(10+2,2-1)>=4+1`); `KS(10)` and `KS10` are `KS(10,1)`.

Text is read as users type it: full-width letters, digits and signs (`ＫＳ（１０，２）＞＝５`), `≧`,
lower case, `、` for the comma, spaces inside the parentheses and before `A`, `D` or `>=`. As in
BCDice, text after a space that does not continue the check is a comment.
"""

from __future__ import annotations

from .odds import (ACTIVE, CONDITIONS, PASSIVE, CheckOdds, check_odds, condition_id, condition_variant, dice_changes, dice_for, odds_of,
                   value_distribution)
from .reading import MAX_DICE, SIZES, Check, CheckError, Observation, diagnostic, parse, parse_check
from .rolling import (CRITICAL, FAILURE, FUMBLE, RESULTS, SUCCESS, CheckRoll, DiceSet, FixedDice, ObservationRoll,
                      judge, result_label, roll, roll_check)

__all__ = [
    "ACTIVE", "CONDITIONS", "CRITICAL", "FAILURE", "FUMBLE", "MAX_DICE", "PASSIVE", "RESULTS", "SIZES", "SUCCESS",
    "Check", "CheckError", "CheckOdds", "CheckRoll", "DiceSet", "FixedDice", "Observation", "ObservationRoll",
    "check_odds", "condition_id", "condition_variant", "diagnostic", "dice_changes", "dice_for", "judge", "odds_of", "parse",
    "parse_check", "result_label", "roll", "roll_check", "value_distribution",
]
