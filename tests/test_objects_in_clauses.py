"""Objects an ability targets (seed 000, 物体 (Object): an ability may target objects in its distance or area; one
that targets creatures and objects deals its damage to the objects). A tier's clause said of them (`each object in the
area takes 4 damage`, `領域内の各物体は 4 ダメージを受ける`) was text (SB138), and a Japanese author's loanword for object
(`オブジェクト`) no word of the target line (`1体のオブジェクト` printed as written on an English card), nor the rules'
`unattended` (`One unattended object` printed in English on a Japanese card). An object the map is made of, said with
`the` and no `each` (`the object is prone`, `surfaces`), stays no creature: text, as before."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.target_phrases import target_words
from statblock.rulesets.draw_steel.vocabulary import vocabulary

from test_japanese_readback import _compiled, _dumped

OBJECTS_TAKE = [
    ("each object in the area takes 4 damage", "each object in the area"),
    ("領域内の各物体は 4 ダメージを受ける", "each object in the area"),
    ("領域内の各オブジェクトは 4 ダメージを受ける", "each object in the area"),
    ("each object in the area takes 4 fire damage", "each object in the area"),
    ("each object within 2 squares of the target takes 3 damage", "each object within 2 squares of the target"),
]


@pytest.mark.parametrize("clause, subject", OBJECTS_TAKE, ids=["en", "ja", "ja-loanword", "typed", "near"])
def test_damage_said_of_the_objects_is_theirs(clause, subject):
    effects, codes = _compiled(clause)
    assert codes == []
    (damage,) = effects
    assert (damage.kind, damage.subject) == ("damage", subject)
    for lang in ("en", "ja"):
        again, codes = _compiled(clause_text(effects, lang))
        assert _dumped(again) == _dumped(effects) and codes == [], clause_text(effects, lang)


@pytest.mark.parametrize("clause", ["the object is prone", "オブジェクトは伏せ", "物体は伏せ", "the objects take 4 damage"])
def test_the_maps_object_is_still_no_creature(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]


@pytest.mark.parametrize("line, english, japanese", [
    ("1体のオブジェクト", "One object", "1体の物体"),
    ("領域内の各クリーチャーと各オブジェクト", "Each creature and object in the area", "領域内の各クリーチャーと各物体"),
    ("One unattended object", "One unattended object", "1体の持ち主のいない物体"),
    ("Two unattended objects", "Two unattended objects", "2体の持ち主のいない物体"),
    ("2体の持ち主のいない物体", "Two unattended objects", "2体の持ち主のいない物体"),
])
def test_target_lines_of_objects_are_read_in_either_language(line, english, japanese):
    words = target_words(vocabulary())
    phrase = words.read(line)
    assert phrase is not None
    assert (words.spell(phrase, "en"), words.spell(phrase, "ja")) == (english, japanese)
    assert words.read(japanese) == words.read(english) == phrase


def test_an_area_ability_on_objects_reads_whole():
    text = ("Test Quake\nArea, Magic | Main action\n📏 3 burst | 🎯 Each enemy and object in the area\nPower Roll + 2:\n"
            "≤11: 2 damage; each object in the area takes 2 damage\n12-16: 5 damage\n17+: 8 damage\n")
    result = read_text("t.ability", text)
    (ability,) = result.abilities
    assert [d.code for d in result.diagnostics] == []
    assert [e.kind for e in ability.power_roll.tiers[0].effects] == ["damage", "damage"]
