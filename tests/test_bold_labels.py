"""A label in Markdown bold on a native line is read as the label (`**Effect:**`, `- **≤11:**`, `**効果：**`).

`**Effect:** ...` under the tiers continued tier 3 (`7 + M damage **Effect:** The target is marked.`: text, the
damage lost, no word said); a bold roll header and bold tiers were left unread (SB124).
"""

from __future__ import annotations

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.authoring.format import format_text

HEAD = "Test Strike\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\n"
TIERS = "≤11: 3 + M damage\n12-16: 5 + M damage\n17+: 7 + M damage\n"


def _one(text: str):
    result = parse_text(text, "t.ability")
    (ability,) = result.abilities
    return ability, result.diagnostics


@pytest.mark.parametrize("line", ["**Effect:** The target is marked.", "**Effect**: The target is marked.",
                                  "- **Effect:** The target is marked."])
def test_a_bold_section_label_after_the_tiers_is_a_section(line):
    ability, diagnostics = _one(HEAD + "Power Roll + Might:\n" + TIERS + line + "\n")
    assert diagnostics == []
    assert [t.effects[0].kind for t in ability.power_roll.tiers] == ["damage"] * 3
    assert [(s.label, s.text) for s in ability.sections] == [("Effect", "The target is marked.")]


@pytest.mark.parametrize("tiers", [
    "- **≤11:** 3 + M damage\n- **12-16:** 5 + M damage\n- **17+:** 7 + M damage\n",
    "**≤11:** 3 + M damage\n**12-16:** 5 + M damage\n**17+:** 7 + M damage\n",
    "**≤11**: 3 + M damage\n**12-16**: 5 + M damage\n**17+**: 7 + M damage\n",
])
@pytest.mark.parametrize("roll", ["**Power Roll + Might:**", "Power Roll + Might:", "**Power Roll + Might**:"])
def test_a_bold_roll_and_bold_tiers_are_read(roll, tiers):
    ability, diagnostics = _one(HEAD + roll + "\n" + tiers)
    assert diagnostics == []
    assert ability.power_roll.characteristics == ("might",)
    assert [t.number for t in ability.power_roll.tiers] == [1, 2, 3]
    assert [t.effects[0].amount for t in ability.power_roll.tiers] == [3, 5, 7]


def test_a_bold_japanese_label_is_a_section():
    ability, diagnostics = _one("祝福\n魔法｜メインアクション\n📏 遠距離10｜🎯 1体の味方\n**効果：**ターゲットは2つのサージを得る。\n")
    assert diagnostics == []
    assert [(s.kind, s.text) for s in ability.sections] == [("effect", "ターゲットは2つのサージを得る。")]


def test_fmt_writes_a_bold_label_without_the_markup():
    text = HEAD + "**Power Roll + Might:**\n- **≤11:** 3 + M damage\n- **12-16:** 5 + M damage\n- **17+:** 7 + M damage\n" \
        "**Effect:** The target is marked.\n"
    assert format_text(text).text == HEAD + "Power Roll + Might:\n" + TIERS + "Effect: The target is marked.\n"


@pytest.mark.parametrize("line", ["**Bold words** and more text.", "**Not a label.**", "**Note** this: it stays."])
def test_bold_words_that_are_no_label_stay_text(line):
    ability, _ = _one(HEAD + "Effect: Something happens.\n" + line + "\n")
    assert line in ability.sections[-1].text


@pytest.mark.parametrize("line", ["【効果】ターゲットは伏せ状態になる。", "【効果】 ターゲットは伏せ状態になる。"])
def test_a_label_in_lenticular_brackets_is_a_section(line):
    # `【効果】…` under the tiers continued tier 3 (SB137 said so); it is the Japanese heading of a paragraph
    ability, diagnostics = _one(HEAD + "Power Roll + Might:\n" + TIERS + line + "\n")
    assert diagnostics == []
    assert [t.effects[0].kind for t in ability.power_roll.tiers] == ["damage"] * 3
    assert [(s.kind, s.text) for s in ability.sections] == [("effect", "ターゲットは伏せ状態になる。")]


def test_words_in_lenticular_brackets_that_are_no_label_stay_text():
    ability, _ = _one(HEAD + "Effect: Something happens.\n【Power Roll】 is rolled.\n")
    assert "【Power Roll】 is rolled." in ability.sections[-1].text
