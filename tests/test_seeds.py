"""The worked examples of the rules seed (Brutal Slam, Judgment's Hammer), in English notation.

The seed gives them in Japanese; `_english` turns the seed's tier lines into
the English notation with a small term table, so the English blocks tested
here are checked against the seed instead of being trusted as retyped.
"""

from __future__ import annotations

import re

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.vocabulary import vocabulary as draw_steel
from statblock.rulesets.draw_steel.runtime.effects import (
    ApplyCondition, Damage, Duration, ForcedMove, PotencyGate)

from conftest import SEEDS

BRUTAL_SLAM = """Brutal Slam (Signature)
*The heavy impact of your weapon attacks drives your foes ever back.*
Melee, Strike, Weapon | Main action
📏 Melee 1 | 🎯 One creature or object
Power Roll + Might:
≤11: 3 + M damage; push 1
12-16: 6 + M damage; push 2
17+: 9 + M damage; push 4
"""

JUDGMENTS_HAMMER = """Judgment's Hammer (3 Piety)
*Your divine fury is a hammer that crashes down upon the unrighteous.*
Magic, Ranged, Strike | Main action
📏 Ranged 10 | 🎯 One creature or object
Power Roll + Intuition:
≤11: 3 + I holy damage; A < WEAK, prone
12-16: 6 + I holy damage; A < AVERAGE, prone
17+: 9 + I holy damage; A < STRONG, prone and can't stand (save ends)
"""

# Judgment's Hammer as the seed writes it on the sheet of a conduit with Intuition 2.
JUDGMENTS_HAMMER_BOUND = """Judgment's Hammer (3 Piety)
Power Roll + Intuition:
≤11: 5 holy damage; A < 0, prone
12-16: 8 holy damage; A < 1, prone
17+: 11 holy damage; A < 2, prone and can't stand (save ends)
"""

# Seed term -> English notation, longest first.
_TERMS = [
    ("、および", " and "), ("聖なるダメージ", "holy damage"), ("ダメージ", "damage"), ("プッシュ", "push"),
    ("伏せ", "prone"), ("立ち上がれない", "can't stand"), ("セーヴ終了", "save ends"), ("、", ", "),
]


def _seed_text() -> str:
    (path,) = sorted(SEEDS.glob("000_*.txt"))
    return path.read_text("utf-8")


def _seed_tiers(header_marker: str, occurrence: int = 0) -> list[str]:
    """The three tier lines after the `occurrence`-th power roll header naming `header_marker`."""
    lines = _seed_text().splitlines()
    headers = [i for i, line in enumerate(lines) if line.startswith("パワーロール") and header_marker in line]
    start = headers[occurrence]
    tiers = [line for line in lines[start + 1 : start + 6] if re.match(r"^(≤11|12-16|17\+):", line)]
    assert len(tiers) == 3, tiers
    return tiers


def _english(line: str) -> str:
    for japanese, english in _TERMS:
        line = line.replace(japanese, english)
    return " ".join(line.split())


def _tier_lines(block: str) -> list[str]:
    return [line for line in block.splitlines() if re.match(r"^(≤11|12-16|17\+):", line)]


@pytest.mark.parametrize("block, marker, occurrence", [
    pytest.param(BRUTAL_SLAM, "筋力", 0, id="brutal-slam"),
    pytest.param(JUDGMENTS_HAMMER, "判断力", 0, id="judgments-hammer"),
    pytest.param(JUDGMENTS_HAMMER_BOUND, "判断力", 1, id="judgments-hammer-on-the-sheet"),
])
def test_english_blocks_say_what_the_seed_says(block, marker, occurrence):
    assert _tier_lines(block) == [_english(line) for line in _seed_tiers(marker, occurrence)]


def _compile(block: str):
    result = parse_text(block, "seed.ability")
    assert result.diagnostics == []
    (ability,) = result.abilities
    return ability


def test_brutal_slam():
    ability = _compile(BRUTAL_SLAM)
    assert ability.name == "Brutal Slam"
    assert ability.signature and ability.cost_amount is None
    assert ability.keywords == ("melee", "strike", "weapon")
    assert ability.action == "main_action"
    assert ability.distance["parts"] == [{"kind": "melee", "size": 1}]
    assert ability.power_roll.characteristics == ("might",)
    assert [(t.number, t.range) for t in ability.power_roll.tiers] == [(1, "≤11"), (2, "12-16"), (3, "17+")]
    assert [t.effects for t in ability.power_roll.tiers] == [
        (Damage(3, ("might",)), ForcedMove("push", 1)),
        (Damage(6, ("might",)), ForcedMove("push", 2)),
        (Damage(9, ("might",)), ForcedMove("push", 4)),
    ]


def test_judgments_hammer():
    ability = _compile(JUDGMENTS_HAMMER)
    assert ability.name == "Judgment's Hammer"
    assert (ability.cost_amount, ability.cost_resource) == (3, "piety")
    assert ability.keywords == ("magic", "ranged", "strike")
    assert ability.distance["parts"] == [{"kind": "ranged", "size": 10}]
    assert ability.target == "One creature or object"
    assert ability.power_roll.characteristics == ("intuition",)
    prone = ApplyCondition("prone")
    assert [t.effects for t in ability.power_roll.tiers] == [
        (Damage(3, ("intuition",), "holy"), PotencyGate("agility", "weak", None, (prone,))),
        (Damage(6, ("intuition",), "holy"), PotencyGate("agility", "average", None, (prone,))),
        (Damage(9, ("intuition",), "holy"),
         PotencyGate("agility", "strong", None, (ApplyCondition("prone", Duration("save_ends"), ("cant_stand",)),))),
    ]


def test_brutal_slam_worked_damage_for_might_2():
    """The seed: with Might 2 the three tiers deal 5, 8 and 11."""
    text = _seed_text()
    start = text.index("筋力が 2 のフューリーの場合")
    worked = [int(n) for n in re.findall(r"^(?:≤11|12-16|17\+): (\d+)$", text[start:start + 300], re.M)]
    tiers = _compile(BRUTAL_SLAM).power_roll.tiers
    damage = [next(e for e in t.effects if isinstance(e, Damage)) for t in tiers]
    assert all(d.characteristics == ("might",) for d in damage)
    assert [d.amount + 2 for d in damage] == worked == [5, 8, 11]


def test_judgments_hammer_on_the_sheet_is_the_symbolic_ability_with_intuition_2():
    """Binding Intuition 2 by hand turns the symbolic effects into the seed's sheet."""
    rules = draw_steel()
    symbolic = _compile(JUDGMENTS_HAMMER).power_roll.tiers
    bound = _compile(JUDGMENTS_HAMMER_BOUND).power_roll.tiers
    for sym, sheet in zip(symbolic, bound, strict=True):
        (sym_damage, sym_gate), (sheet_damage, sheet_gate) = sym.effects, sheet.effects
        assert sheet_damage == Damage(sym_damage.amount + 2, (), sym_damage.damage_type)
        offset = rules.potency_strengths.lookup(sym_gate.strength).extra["offset"]
        assert sheet_gate == PotencyGate(sym_gate.characteristic, None, 2 + offset, sym_gate.effects)
    assert [t.effects[1].value for t in bound] == [0, 1, 2]
