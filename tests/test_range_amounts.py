"""A section's amount written as a range, as the beastheart writes it: `Spend 1–5 Ferocity:` (`1-5`, `1～5`)
is a spend of 1 with upper_amount 5. The en dash label was unlabelled text in silence, and `Spend 2-4 Malice:`
was SB107 offering to replace `-4 Malice` with `Malice`. (A range in a name's parentheses, `(3-7 Malice)`,
stays a tag: test_japanese_output.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from statblock.cli import main
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.format import format_text
from statblock.rulesets.draw_steel.serialize import ability_json

from builders import FORMATS, Parts

RANGED = Parts(sections=(("Spend 1–4 Ferocity", "The target takes 1 damage per ferocity."),
                         ("Spend 2-3 Malice", "The target slides 1 square per malice.")),
               hero_class="fury")


@pytest.mark.parametrize("fmt", ["native", "md-hero", "md-quote", "md-front-named", "yaml", "md-ds-feature"])
def test_a_range_is_read(fmt):
    name, build = FORMATS[fmt]
    result = read_text(name, build(RANGED))
    said = ability_json(next(a for a in result.abilities if a.name == "Test"))
    assert [d.code for d in result.diagnostics if d.code != "SB150"] == []  # (SB150: malice on a fury's)
    spends = [(s["amount"], s["upper_amount"], s["resource"]) for s in said["sections"] if s["kind"] == "spend"]
    assert spends == [(1, 4, "ferocity"), (2, 3, "malice")]


@pytest.mark.parametrize("label", ["Spend 1-5 Wrath", "Spend 1–5 Wrath", "Spend 1 - 5 Wrath", "Spend 1～5 Wrath"])
def test_a_range_in_any_dash(label):
    name, build = FORMATS["native"]
    (ability,) = read_text(name, build(Parts(sections=((label, "More."),), hero_class="censor"))).abilities
    (spend,) = ability_json(ability)["sections"]
    assert (spend["kind"], spend["amount"], spend["upper_amount"], spend["resource"]) == ("spend", 1, 5, "wrath")


def test_one_amount_has_no_upper():
    name, build = FORMATS["native"]
    (ability,) = read_text(name, build(Parts(sections=(("Spend 2 Piety", "More."),)))).abilities
    assert "upper_amount" not in ability_json(ability)["sections"][0]


def test_a_dash_between_words_is_no_label():
    text = FORMATS["native"][1](Parts(sections=(("Effect", "Go."),))) + "Calm–quiet times: rest.\n"
    (ability,) = read_text("t.ability", text).abilities
    (effect,) = ability_json(ability)["sections"]
    assert effect["label"] == "Effect" and effect["text"].endswith("Calm–quiet times: rest.")


def test_the_canonical_layout_keeps_the_range():
    result = format_text(FORMATS["native"][1](RANGED), "t.ability")
    assert result.problems == () and "Spend 1–4 Ferocity:" in result.text  # a label as written


def test_cards_and_japanese_say_the_range_and_read_back(tmp_path: Path):
    source = tmp_path / "ranged.ability"
    source.write_text(FORMATS["native"][1](RANGED), encoding="utf-8")
    cards = tmp_path / "cards.txt"
    assert main(["cards", str(source), "--format", "txt", "-o", str(cards), "-q"]) in (0, 1)
    assert "Spend 1-4 Ferocity:" in cards.read_text(encoding="utf-8")
    out = tmp_path / "ja"
    assert main(["convert", str(source), "--to", "ability", "--lang", "ja", "-o", str(out)]) == 0
    (written,) = list(out.rglob("*.ability"))
    japanese = written.read_text(encoding="utf-8")
    assert "猛威を1～4消費" in japanese and "悪意を2～3消費" in japanese
    (back,) = read_text(str(written), japanese).abilities
    said = ability_json(back)
    assert [(s["amount"], s["upper_amount"]) for s in said["sections"] if s["kind"] == "spend"] == [(1, 4), (2, 3)]
