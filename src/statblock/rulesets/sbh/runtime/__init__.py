"""The Magic-User of Song of Blades and Heroes, exactly as seed 003 gives it: exact odds by enumeration
(`odds`), one seeded activation step by step (`roll`), their text and JSON (`report`), and the
`odds` and `roll` commands (`command`). The rule facts are data in `rules`, each quoting the seed."""

from .odds import (ActivationOdds, InputError, MarginOdds, TransfixOdds, activation_odds, magic_attack_margins,
                   plan, transfix_odds)
from .report import Caster, OddsQuery, odds_json, odds_text, roll_json, roll_text
from .roll import Record, Step, roll_activation

__all__ = ["ActivationOdds", "Caster", "InputError", "MarginOdds", "OddsQuery", "Record", "Step", "TransfixOdds",
           "activation_odds", "magic_attack_margins", "odds_json", "odds_text", "plan", "roll_activation",
           "roll_json", "roll_text", "transfix_odds"]
