"""Either of two amounts, as the beastheart's companions write them: `Spend 1 or 2 Ferocity:` (a spend of
either amount) and `1 or 2 cube within 1` (an area of either size). The spend was SB107 (`or 2 Ferocity` an
unknown resource), and the distance had no parts, without a report."""

from __future__ import annotations

from pathlib import Path

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.format import format_text
from statblock.rulesets.draw_steel.serialize import ability_json

from builders import FORMATS, Parts, converted_to_japanese

EITHER = Parts(keywords=("Area", "Magic"), distance="1 or 2 cube within 1", target="Each creature in the area",
               sections=(("Spend 1 or 2 Ferocity", "The area grows."),), hero_class="fury")


@pytest.mark.parametrize("fmt", ["native", "md-hero", "md-quote", "md-front-named", "yaml", "md-ds-feature"])
def test_either_amount_is_read(fmt):
    name, build = FORMATS[fmt]
    result = read_text(name, build(EITHER))
    assert result.diagnostics == []
    said = ability_json(next(a for a in result.abilities if a.name == "Test"))
    assert said["distance"]["parts"] == [{"kind": "cube", "size": 1, "within": 1},
                                         {"kind": "cube", "size": 2, "within": 1}]
    (spend,) = [s for s in said["sections"] if s["kind"] == "spend"]
    assert (spend["label"], spend["amount"], spend["other_amount"], spend["resource"]) == (
        "Spend 1 or 2 Ferocity", 1, 2, "ferocity")


def test_one_amount_has_no_other():
    name, build = FORMATS["native"]
    (ability,) = read_text(name, build(Parts(sections=(("Spend 2 Piety", "More."),)))).abilities
    assert "other_amount" not in ability_json(ability)["sections"][0]


def test_a_slip_in_the_resource_is_still_said():
    name, build = FORMATS["native"]
    (problem,) = read_text(name, build(Parts(sections=(("Spend 1 or 2 Ferocty", "More."),)))).diagnostics
    assert problem.code == "SB107" and problem.help("en") == "replace `Ferocty` with `Ferocity`"


def test_the_canonical_layout_keeps_both_amounts():
    text = FORMATS["native"][1](EITHER)
    result = format_text(text, "t.ability")
    assert result.problems == () and "Spend 1 or 2 Ferocity:" in result.text


def test_japanese_cards_say_both_amounts_and_read_back(tmp_path: Path):
    japanese, back = converted_to_japanese(tmp_path, "either.ability", FORMATS["native"][1](EITHER))
    assert "猛威を1または2消費" in japanese
    (spend,) = [s for s in ability_json(back)["sections"] if s["kind"] == "spend"]
    assert (spend["amount"], spend["other_amount"], spend["resource"]) == (1, 2, "ferocity")
    assert [p["size"] for p in ability_json(back)["distance"]["parts"]] == [1, 2]
