"""A signature ability another creature is let to use, the action it is used as said before it: `as a free triggered
action, one ally within 10 squares of the target can use a strike signature ability against the target`. Seed 000
has a signature ability used off-turn as a free triggered action (and still a main action, for bleeding). Was text
(SB138): the action before it, and a creature narrowed by where it stands as who uses it, were not read. Now a
`UseAbility` with `free_triggered` (JSON `free_triggered`, given only then), its cards said in either language and
read back. The action said after it (the Tactician's Hammer and Anvil: `... against the target as a free triggered
action`) reads the same. Short examples written for these tests."""

from __future__ import annotations

import json

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effect_json
from statblock.rulesets.draw_steel.runtime import effects as fx


def _tier1(clause: str):
    roll = "Power Roll + Might:" if clause.isascii() else "パワーロール + 筋力:"
    damage = "3 damage" if clause.isascii() else "3 ダメージ"
    text = ("Rally\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n" + roll + "\n"
            + "".join(f"{label}: {damage}; {clause}\n" for label in ("≤11", "12-16", "17+")))
    result = read_text("t.ability", text)
    return result.abilities[0].power_roll.tiers[0].effects[1:], [d.code for d in result.diagnostics]


READ = [
    ("as a free triggered action, one ally within 10 squares of the target can use a strike signature ability "
     "against the target", "one ally within 10 squares of the target", None),
    ("as a free triggered action, one ally within 10 squares of the target can use a strike signature ability that "
     "gains an edge against the target", "one ally within 10 squares of the target", "edge"),
    ("as a free triggered action, one ally can use a signature ability", "one ally", None),
    # said after it (the Tactician's Hammer and Anvil), with a comma or without
    ("one ally within 10 squares of you can use a strike signature ability against the target as a free triggered "
     "action", "one ally within 10 squares of you", None),
    ("one ally can use a strike signature ability that gains an edge against the target, as a free triggered action.",
     "one ally", "edge"),
    ("フリー・トリガーアクションとして、ターゲットから10 スクエア以内の1体の味方は「the target」にストライク・"
     "シグネチャー・アビリティを使用できる", "one ally within 10 squares of the target", None),
]


@pytest.mark.parametrize("clause, who, edge", READ)
def test_the_action_before_it_is_read(clause, who, edge):
    (use,), codes = _tier1(clause)
    assert isinstance(use, fx.UseAbility) and use.free_triggered and use.can and codes == []
    assert (use.who, use.edge) == (who, edge)


@pytest.mark.parametrize("clause", [row[0] for row in READ])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_its_cards_say_the_action_and_read_back(clause, lang):
    effects, _ = _tier1(clause)
    card = clause_text(list(effects), lang)
    assert card.startswith("as a free triggered action, " if lang == "en" else "フリー・トリガーアクションとして、")
    back, codes = _tier1(card)
    assert back == effects and codes == []


def test_the_json_says_it_only_when_said():
    (free,), _ = _tier1("as a free triggered action, one ally can use a signature ability")
    (plain,), _ = _tier1("one ally can use a signature ability")
    assert effect_json.dump(free)["free_triggered"] is True and "free_triggered" not in effect_json.dump(plain)
    assert effect_json.load(json.loads(json.dumps(effect_json.dump(free)))) == free
    assert free != plain


@pytest.mark.parametrize("clause", [
    # another action: not read (several allies each are: tests/test_use_ability_each.py)
    "as a free maneuver, one ally can use a signature ability",
])
def test_what_is_not_so_stays_text(clause):
    effects, codes = _tier1(clause)
    assert effects == (fx.Text(clause),) and codes == ["SB138"] * 3


@pytest.mark.parametrize("clause, japanese", [
    # whom, a creature the ruleset knows: in its Japanese words, as a free strike's (was `「the nearest ally」に`)
    ("the target uses their signature ability against the nearest ally",
     "ターゲットは最も近い味方にシグネチャー・アビリティを使用する"),
    ("one ally can use a strike signature ability against the target",
     "1体の味方はターゲットにストライク・シグネチャー・アビリティを使用できる"),
    # anyone else: quoted, as written
    ("the target uses their signature ability against the griffon",
     "ターゲットは「the griffon」にシグネチャー・アビリティを使用する"),
])
def test_whom_is_said_in_japanese_and_read_back(clause, japanese):
    effects, codes = _tier1(clause)
    assert codes == [] and clause_text(list(effects), "ja") == japanese
    back, codes = _tier1(japanese)
    assert back == effects and codes == []
