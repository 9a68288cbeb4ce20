"""SB165: a statblock's immunity or weakness entry with no value. A weakness is damage added, an immunity damage taken
off (`Fire 5`); `Weakness: Acid 5, fire` kept `fire` with no value and a roll against the creature changed no fire
damage, with no word. Entries that take their value otherwise say nothing. Short statblocks written for these
tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import statblock_json

HEAD = "Bog Hound (Statblock)\nLevel: 2 | Roles: Horde Harrier | EV: 4\n"
ROWS = ("Size: 1M | Speed: 7 | Stamina: 12 | Stability: 0 | Free Strike: 2\n{row}\n"
        "Might: +1 | Agility: +2 | Reason: -3 | Intuition: 0 | Presence: -2\n")


def _said(row: str):
    result = read_text("m.ability", HEAD + ROWS.format(row=row))
    return result, [d for d in result.diagnostics if d.code == "SB165"]


@pytest.mark.parametrize("row, entries, types", [
    ("Weakness: Acid 5, fire", ["fire"], {"fire"}),
    ("Immunity: Poison 5, fire Q", ["fire Q"], {"fire Q"}),
    ("Weakness: cold, Fire 5, lightning", ["lightning"], {"lightning"}),
    ("弱点: 酸 5、火", ["火"], {"fire"}),
], ids=["last", "no-number", "after-a-value", "japanese"])
def test_an_entry_no_later_entry_gives_a_value_is_said_where_it_is(row, entries, types):
    result, said = _said(row)
    text = HEAD + ROWS.format(row=row)
    assert [text[d.span.start:d.span.end] for d in said] == entries
    assert all(d.severity.name.lower() == "warning" for d in said)
    # still kept as written, with no value: said, not changed
    (statblock,) = result.statblocks
    kept = {m["type"] for m in statblock_json(statblock)["immunities"] + statblock_json(statblock)["weaknesses"]
            if m["value"] is None}
    assert types <= kept


@pytest.mark.parametrize("row", [
    "Immunity: Cold, fire, or lightning 5",   # the list's last value is each entry's
    "Immunity: Sonic R",                      # a characteristic's letter (a summoned creature's)
    "Immunity: Fire 2 + R",
    "Immunity: Attuned damage type 3 (see Elemental Bond)",
    "Immunity: Corruption all",
    "Immunity: Damage 3 | Weakness: Fire 5, holy 5",
    "Immunity: Psychic | Weakness: Fire 5",    # a type alone, in a list of no values: kept as written
], ids=["shared", "letter", "sum", "note", "all", "numbers", "type-alone"])
def test_an_entry_whose_value_is_given_otherwise_says_nothing(row):
    assert _said(row)[1] == []


def test_the_japanese_message_names_the_type_in_japanese():
    (said,) = _said("Weakness: Acid 5, fire")[1]
    assert "火 5" in said.suggestion.render("ja") and "Fire 5" in said.suggestion.render("en")
    assert "弱点" in said.message.render("ja")
