"""Where a move goes, in either language: `toward the center of the cube` is `キューブの中心に向かって`, `toward
the target` `ターゲットに向かって`, `away from you` `あなたから離れて`. The words are the ruleset's: an area's
(`area`: 領域, the Area keyword's word; `cube`, `burst`, … the distance kinds') and a creature's (`creatures`).
Each language reads back to the other's words, so a move's `toward` is one English for both (was: the English
quoted on a Japanese card, `プル 5（「toward the center of the cube」）`). Words the ruleset does not know, and
English not spelt as the ruleset's, are quoted on a Japanese card as before (`（「toward the dragon」）`).
"""

from __future__ import annotations

import re

__all__ = ["toward_english", "toward_japanese", "toward_said"]

_CENTER_EN = "the center of the "
_CENTER_JA = "の中心"
# (English, Japanese) of each direction: toward a place, away from it
_WAYS = (("toward ", "に向かって"), ("away from ", "から離れて"))
_AREA_KINDS = ("burst", "aura", "cube", "line", "wall")
_LONGEST = 60  # characters of a place: linear time on any text


def _areas(rules) -> dict[str, str]:
    """{English noun: Japanese} of the areas a move can go to the center of."""
    areas = {"area": rules.keywords.terms["area"].label("ja")}
    for kind in _AREA_KINDS:
        term = rules.distance_kinds.terms.get(kind)
        if term is not None:
            areas[term.en[0]] = term.label("ja")
    return areas


def _place_japanese(rules, place: str) -> str | None:
    if place.startswith(_CENTER_EN):
        area = _areas(rules).get(place[len(_CENTER_EN):])
        return None if area is None else area + _CENTER_JA
    term = rules.creatures.lookup(place)
    if term is None or term.en[0] != place:
        return None
    return term.label("ja")


# `push 1 in the direction the target was moving` (a hazard's push, the way its target was going): `ターゲットが移動して
# いた方向に`, the creature the ruleset's
_DIRECTION_EN = re.compile(r"^in the direction (?P<who>.{1,%d}?) (?:was|were) moving$" % _LONGEST)
_DIRECTION_JA = re.compile(r"^(?P<who>.{1,%d}?)が移動していた方向に$" % _LONGEST)


def _direction_japanese(rules, toward: str) -> str | None:
    found = _DIRECTION_EN.match(toward)
    term = rules.creatures.lookup(found["who"]) if found is not None else None
    if term is None or term.en[0] != found["who"] or toward != _direction_english(term):
        return None
    return term.label("ja") + "が移動していた方向に"


def _direction_english(term) -> str:
    return f"in the direction {term.en[0]} {'were' if term.id == 'you' else 'was'} moving"


def toward_japanese(rules, toward: str) -> str | None:
    """`toward the center of the cube`: `キューブの中心に向かって`; `in the direction the target was moving`:
    `ターゲットが移動していた方向に`; None when the words are not the ruleset's, as it spells them (a card then quotes
    them)."""
    if toward.startswith("in the direction "):
        return _direction_japanese(rules, toward)
    for english, japanese in _WAYS:
        if toward.startswith(english):
            place = _place_japanese(rules, toward[len(english):])
            return None if place is None else place + japanese
    return None


_JA = re.compile(r"^(?P<place>.{1,%d}?)(?P<way>に向かって|から離れて)$" % _LONGEST)


def toward_english(rules, written: str) -> str | None:
    """`キューブの中心に向かって`: `toward the center of the cube`; `ターゲットに向かって`: `toward the target`; None when
    the place is not one the ruleset has words for; `ターゲットが移動していた方向に`: `in the direction the target was
    moving`."""
    direction = _DIRECTION_JA.match(written.strip())
    if direction is not None:
        term = rules.creatures.lookup(direction["who"])
        return None if term is None else _direction_english(term)
    found = _JA.match(written.strip())
    if found is None:
        return None
    english = dict((ja, en) for en, ja in _WAYS)[found["way"]]
    place = found["place"]
    if place.endswith(_CENTER_JA):
        area = next((en for en, ja in _areas(rules).items() if ja == place[:-len(_CENTER_JA)]), None)
        return None if area is None else f"{english}{_CENTER_EN}{area}"
    term = rules.creatures.lookup(place)
    return None if term is None else english + term.en[0]


def toward_said(toward: str) -> str:
    """Where a move goes on an English card, after it: ` toward the target`; words of a Japanese author's that the
    ruleset has no English for in the brackets they are read from (` （ドラゴンに向かって）`)."""
    return f" {toward}" if toward.isascii() else f" （{toward}）"
