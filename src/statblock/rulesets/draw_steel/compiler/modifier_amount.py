"""A weakness or an immunity whose amount holds a characteristic, read from a clause the grammar leaves as words.

The Talent's Smolder writes `the target has weakness equal to 5 + your Reason score (save ends)`: the amount is a
number and the characteristic of the hero using the ability, as `3 + R damage` is (seed 000: a characteristic's
score is its value). It reads as `DamageModifier` with `characteristics` (bound for a hero on a card: weakness 7 for
Reason 2, as damage is), and is written back `the target has weakness 5 + R (save ends)`, `ターゲットは弱点 5 + R
(セーヴ終了)`, which read the same. A type, a duration or a characteristic the ruleset does not know leaves the clause
as words (None here).
"""

from __future__ import annotations

import re

from ....vocabulary import Vocabulary, fold
from ..runtime import effects as fx

__all__ = ["characteristic_modifier"]

# `the target has [fire] weakness equal to 5 + your Reason score (save ends)`, `… weakness 5 + R (save ends)`
# (who: words one space apart, so that no run of blanks is split between it and the blanks after it in every way:
# a clause of a long run of blanks was quadratic)
_EN = re.compile(r"(?P<who>[A-Za-z][A-Za-z']*(?: [A-Za-z][A-Za-z']*)*?)\s+(?P<verb>has|have|gains?)\s+(?:(?P<type>[A-Za-z]+)\s+)?"
                 r"(?P<which>weakness|immunity)\s+(?:equal\s+to\s+)?(?P<amount>[0-9]{1,3})\s*\+\s*"
                 r"(?:(?:your|their)\s+(?P<name>[A-Za-z]+)\s+score|(?P<letter>[MARIP]))"
                 r"(?:\s*\((?P<duration>[^()]+)\))?\.?")
# `ターゲットは[火]弱点 5 + R (セーヴ終了)`
_JA = re.compile(r"(?P<who>[^\s、。は]+)は(?P<type>[^\s\d、。]*?)(?P<which>弱点|無効化)\s*(?P<amount>[0-9]{1,3})\s*[+＋]\s*"
                 r"(?P<letter>[MARIP])\s*(?:[(（](?P<duration>[^()（）]+)[)）])?。?")


def characteristic_modifier(text: str, rules: Vocabulary, duration_term, creature) -> fx.DamageModifier | None:
    """The weakness or immunity `text` gives, whose amount holds a characteristic, or None. `duration_term` finds the
    duration a text names (the lowerer's), `creature` the English of a Japanese creature (`ターゲット`)."""
    text = text.strip()
    if not any(word in text for word in ("weakness", "immunity", "弱点", "無効化")):
        return None
    found = _EN.fullmatch(text) if text.isascii() else _JA.fullmatch(text)
    if found is None:
        return None
    groups = found.groupdict()
    letters = rules.characteristic_letters()
    if groups.get("name"):
        characteristic = next((c for c in letters.values() if fold(c) == fold(groups["name"])), None)
    else:
        characteristic = letters.get(groups["letter"])
    duration = None
    if groups["duration"]:
        term = duration_term(groups["duration"].strip())
        if term is None:
            return None
        duration = fx.Duration(term.id)
    written = groups["type"]
    kind = rules.damage_types.lookup(written) if written and fold(written) != "damage" else None
    if characteristic is None or (written and fold(written) != "damage" and kind is None):
        return None
    if text.isascii():
        which, who, verb = groups["which"], groups["who"], groups["verb"]
    else:
        which = "weakness" if groups["which"] == "弱点" else "immunity"
        who, verb = creature(groups["who"]), ""
    return fx.DamageModifier(who, which, kind.id if kind is not None else None, int(groups["amount"]), duration, verb,
                             unnamed=not written, characteristics=(characteristic,))
