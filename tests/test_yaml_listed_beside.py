"""What a YAML feature's `effects` list holds beside its own roll or the newer layout's keys, read or said, never
dropped with no word: its own flat tiers where the list's roll differs; a listed roll whose bonus differs (SB181); a
listed item whose words are only part of a longer section under another label; an `effect:` written as a mapping
inside `power_roll:` (SB014). Homebrew written for these tests (the review of the merge of dsyaml)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

DAMAGE = {"en": "{} damage", "ja": "{} ダメージ"}


def read(text: str):
    result = read_text("a.yaml", text)
    (ability,) = result.abilities
    return ability_json(ability), [d.code for d in result.diagnostics]


def all_text(ability: dict) -> str:
    return str(ability)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_own_flat_tiers_are_kept_when_the_lists_roll_differs(lang):
    d = DAMAGE[lang].format
    text = (f"name: Jab\nbody: You strike.\nroll: Power Roll + 2\ntier1: {d(2)}\ntier2: {d(3)}\ntier3: {d(4)}\n"
            f"effects:\n  - roll: Power Roll + 2\n    tier1: {d(5)}\n    tier2: {d(6)}\n    tier3: {d(7)}\n")
    ability, codes = read(text)
    said = all_text(ability)
    assert d(2) in said and d(4) in said and "SB181" in codes


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_listed_roll_of_another_bonus_is_said(lang):
    d = DAMAGE[lang].format
    text = (f"name: Jab\npower_roll:\n  formula: + 2\n  tiers:\n    tier1: {d(2)}\n    tier2: {d(3)}\n    tier3: {d(4)}\n"
            f"effects:\n  - roll: Power Roll + 3\n    tier1: {d(2)}\n    tier2: {d(3)}\n    tier3: {d(4)}\n")
    assert "SB181" in read(text)[1]


@pytest.mark.parametrize("lang, effect, part", [
    ("en", "You shift 2 squares. Each ally adjacent to you gains 1 surge.", "You shift 2 squares."),
    ("ja", "あなたは2マスシフトする。あなたに隣接する各味方はサージ1を得る。", "あなたは2マスシフトする。")])
def test_a_listed_item_under_its_own_label_is_kept_though_its_words_are_part_of_a_section(lang, effect, part):
    text = (f"name: Dash\nsections:\n  - label: Effect\n    text: {effect}\n"
            f"effects:\n  - name: Special\n    effect: {part}\n")
    ability, _ = read(text)
    assert [s["label"] for s in ability["sections"]].count("Special") == 1


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_effect_mapping_inside_a_power_roll_is_said(lang):
    d = DAMAGE[lang].format
    text = (f"name: Jab\npower_roll:\n  formula: + 2\n  tiers:\n    tier1: {d(2)}\n    tier2: {d(3)}\n    tier3: {d(4)}\n"
            "  effect:\n    text: hi\n")
    assert "SB014" in read(text)[1]
