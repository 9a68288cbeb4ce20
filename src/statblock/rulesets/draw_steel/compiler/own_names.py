"""The names of conditions and statuses of an ability's own, as the lowering of conditions (`conditions.py`) makes them
from the author's words: a custom condition's name (`燃焼状態` is `燃焼`), a status's as written but for a first capital,
a verb written bare said as a status (`mark`: `marked`), and whether a word is one slip from a Draw Steel condition's.
Split from `conditions.py` (which decides what a word names).
"""

from __future__ import annotations

from ....vocabulary import fold
from ...similarity import is_japanese

__all__ = ["as_status", "one_slip", "own_condition_name", "status_name"]


def one_slip(word: str, guess: str) -> bool:
    """Whether `word` is one slip of the hand from `guess` (a letter left out, doubled, swapped or wrong):
    `slowd`, `dazd`; `swallowed` is no slip for `slowed`, nor `dazzled` for `dazed`."""
    a, b = fold(word), fold(guess)
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diffs = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        return len(diffs) == 1 or (len(diffs) == 2 and diffs[1] == diffs[0] + 1
                                   and a[diffs[0]] == b[diffs[1]] and a[diffs[1]] == b[diffs[0]])
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def as_status(word: str) -> str:
    """`word` as a status after `the target is`: a verb written bare takes its past participle (`mark`:
    `marked`, `seize`: `seized`; the few irregular ones a status is made of: `freeze`: `frozen`), a word
    that already reads as one (`dazzled`, `frozen`, a Japanese word) is kept."""
    lower = word.lower()
    if not word.isascii() or not word.isalpha() or lower.endswith(("ed", "en", "ing", "d")):
        return word
    if lower in _IRREGULAR:
        return word[:1] + _IRREGULAR[lower][1:]
    return word + ("d" if lower.endswith("e") else "ed")


#: Past participles of verbs a status may be named by, where -ed is wrong.
_IRREGULAR = {"freeze": "frozen", "bind": "bound", "shake": "shaken", "break": "broken", "hold": "held",
              "stick": "stuck", "hide": "hidden", "catch": "caught", "fight": "fought",
              "take": "taken", "give": "given", "spin": "spun", "sting": "stung", "strike": "struck",
              "drive": "driven", "weave": "woven", "steal": "stolen"}


# what the seeds write after a condition's name (「減速 (slowed)」状態): no part of the name
_STATE_SUFFIX = "状態"


def own_condition_name(word: str) -> str:
    """The name of a condition of the ability's own: `burning` for `Burning`, `燃焼` for `燃焼状態` (as `減速状態`
    is `減速`, slowed), so that `ターゲットは燃焼` and `ターゲットは燃焼状態` name one condition."""
    if word.endswith(_STATE_SUFFIX) and len(word) > len(_STATE_SUFFIX) and is_japanese(word):
        word = word[: -len(_STATE_SUFFIX)]
    return word.lower()


def status_name(words: str) -> str:
    """A status's name after its subject, as written but for a capital that only starts a word (`Can't hide`: the
    case of the first letter of the status, never a name's own): `has no line of effect except Lord Syuul` keeps the
    name (was lowercased, `lord syuul`, on both cards); `can't regain Stamina` keeps the game term's capital."""
    return words[:1].lower() + words[1:]
