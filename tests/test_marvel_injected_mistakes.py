"""Marvel Champions' injected mistakes, as `test_injected_mistakes.py` is Draw Steel's: cards of MarvelCDB's data (read
in place, never copied) with one slip of hand in a timing trigger that opens an ability (`<b>Hero Action</b>:` →
`Hero Aciton`, two adjacent letters of its last word swapped, `injecting.typo`): the slip is MC101 and nothing else new,
at the word written, its did-you-mean naming the trigger as printed, in English and Japanese. A trigger only quoted in a
sentence (`cancel its "<b>When Revealed</b>" effects`) opens nothing and is left alone."""

from __future__ import annotations

import functools
import re

import pytest

from statblock.pipeline import read_text

from conftest import CORPUS
from injecting import typo

PACKS = ("core.json", "core_encounter.json")
PER_PACK = 10
# a trigger in bold opening an ability: at the text's start or a line's, its colon after it
_TRIGGER = re.compile(r'(?:(?<="text": ")|(?<=\\n))<b>(?P<trigger>(?:Hero |Alter-Ego |Forced )?(?:Action|Interrupt|Response)'
                      r'|When Revealed|When Defeated)</b>:')


#: The tests that read the packs run on one worker under `--dist loadgroup`: the packs' published diagnostics
#: (`_pack`, about 0.6 s of CPU) are worked out once, not by every worker.
pytestmark = pytest.mark.xdist_group("marvel-packs")


@functools.cache
def _text(name: str) -> str:
    return (CORPUS / "marvelcdb" / "pack" / name).read_text("utf-8")


@functools.cache
def _pack(name: str) -> tuple[str, frozenset]:
    """A pack's text and the diagnostics it gives as published (code, start)."""
    text = _text(name)
    return text, frozenset((d.code, d.span.start) for d in read_text(name, text).diagnostics)


def _places() -> list[tuple[str, int]]:
    """Up to `PER_PACK` triggers of each pack, spread over it: (pack, where the trigger starts). Its text only: this
    runs while every process collects the tests."""
    places = []
    for name in PACKS:
        found = [m.start("trigger") for m in _TRIGGER.finditer(_text(name))]
        step = max(1, len(found) // PER_PACK)
        places += [(name, at) for at in found[::step][:PER_PACK]]
    return places


PLACES = _places()
#: Each place as a case: every place in the whole suite; in the inner loop every third of each pack's (spread over it
#: as they are), the rest in the slow tier. Each case reads its whole pack again.
PLACE_CASES = [pytest.param(pack, at, id=f"{pack}@{at}", marks=() if index % PER_PACK % 3 == 0 else pytest.mark.slow)
               for index, (pack, at) in enumerate(PLACES)]


def test_the_packs_hold_triggers_to_slip():
    assert len(PLACES) == PER_PACK * len(PACKS)


@pytest.mark.parametrize(("pack", "at"), PLACE_CASES)
def test_a_trigger_misspelt_is_mc101_naming_it(pack, at):
    text, published = _pack(pack)
    trigger = _TRIGGER.match(text, at - 3).group("trigger")
    *head, last = trigger.split(" ")
    wrong = " ".join([*head, typo(last)])
    slipped = text[:at] + wrong + text[at + len(trigger):]
    added = [d for d in read_text(pack, slipped).diagnostics
             if (d.code, d.span.start) not in published and d.code != "MC125"]
    assert [d.code for d in added] == ["MC101"], [d.render() for d in added]
    (found,) = added
    assert found.span.start == at and found.span.text == wrong
    assert f"`{trigger}`" in found.text("en") and f"「{trigger}」" in found.text("ja")
