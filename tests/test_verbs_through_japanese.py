"""The English verbs of a tier's sentences through a Japanese card and back: each clause is printed in
Japanese, read back, and must give the same effects and, printed in English again, the clause's meaning.

Of the verbs the grammar reads, one says more than how it was written: `regains` (what was spent or lost
comes back, Stamina no higher than its maximum), which a Japanese card printed `を得る` and read back as
`gains`: `the target regains 6 Stamina` came back `the target gains 6 stamina`, and `convert --lang`
accepted it (the verb took no part in equality). It is now `を回復する` on a Japanese card and read back
as `regains`, and whether a verb regains is part of the effect's equality. Stamina is a resource the
vocabulary names (was printed 「stamina」 on a Japanese card and `stamina` on an English one).

The others are wording, the same effect said another way, and are kept as the rows below show: `has`,
`gains` or `takes` an edge or a bane (a Japanese card says 有利を得る, 不利を受ける as the seeds do),
`has speed 2` and `speed is 2`, `make` and `makes`."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.convert import convert_result
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

from test_japanese_readback import _compiled

# (id, English clause, the Japanese card, the English card of what the Japanese reads back to)
ROUND_TRIPS = [
    ("regains-stamina", "the target regains 6 Stamina", "ターゲットはスタミナ 6 を回復する",
     "the target regains 6 Stamina"),
    ("regain-you", "you regain 2 surges", "あなたはサージ 2 を回復する", "you regain 2 surges"),
    ("regains-each-ally", "each ally regains 5 Stamina", "各味方はスタミナ 5 を回復する",
     "each ally regains 5 Stamina"),
    ("regain-no-one", "regain 3 Stamina", "スタミナ 3 を回復する", "regain 3 Stamina"),
    ("regains-temporary", "the target regains 5 temporary Stamina", "ターゲットは一時的スタミナ 5 を回復する",
     "the target regains 5 temporary stamina"),
    ("gains", "you gain 2 surges", "あなたはサージ 2 を得る", "you gain 2 surges"),
    ("gains-stamina", "the target gains 6 Stamina", "ターゲットはスタミナ 6 を得る", "the target gains 6 Stamina"),
    ("gains-temporary", "the target gains 5 temporary Stamina", "ターゲットは一時的スタミナ 5 を得る",
     "the target gains 5 temporary stamina"),
    ("loses", "the Director loses 1 Malice", "ディレクターは悪意 1 を失う", "the Director loses 1 Malice"),
    # wording: the same effect said another way
    ("has-edge", "the target has an edge on their next strike", "ターゲットは次のストライクに有利を得る",
     "the target takes an edge on their next strike"),
    ("gains-bane", "the target gains a bane on their next strike", "ターゲットは次のストライクに不利を受ける",
     "the target takes a bane on their next strike"),
    ("has-speed", "the target has speed 2 (save ends)", "ターゲットの速度は 2 になる (セーヴ終了)",
     "the target's speed is 2 (save ends)"),
    ("has-weakness", "the target has fire weakness 5 (save ends)", "ターゲットは火弱点 5 (セーヴ終了)",
     "the target has fire weakness 5 (save ends)"),
    ("can-make", "one ally can make a free strike", "1体の味方はフリー・ストライクを行うことができる",
     "one ally can make a free strike"),
    ("shift", "you can shift up to 2 squares", "あなたは最大 2 スクエアシフトできる", "you can shift up to 2 squares"),
    ("teleport", "you teleport the target up to 6 squares", "あなたはターゲットを最大 6 スクエアテレポートする",
     "you teleport the target up to 6 squares"),
]


@pytest.mark.parametrize("clause, japanese, english", [pytest.param(c, j, e, id=i) for i, c, j, e in ROUND_TRIPS])
def test_a_verb_keeps_its_meaning_through_japanese(clause, japanese, english):
    effects, codes = _compiled(clause)
    assert codes == [] and "text" not in {e.kind for e in effects}, effects
    assert clause_text(effects, "ja") == japanese
    again, again_codes = _compiled(japanese)
    assert again == effects and again_codes == []
    assert clause_text(again, "en") == english
    assert [getattr(e, "regains", False) for e in again] == [getattr(e, "regains", False) for e in effects]


@pytest.mark.parametrize("one, other", [
    pytest.param("the target regains 6 Stamina", "the target gains 6 Stamina", id="resource"),
    pytest.param("the target regains 5 temporary Stamina", "the target gains 5 temporary Stamina", id="temporary"),
])
def test_regaining_is_not_gaining(one, other):
    assert _compiled(one)[0] != _compiled(other)[0]


@pytest.mark.parametrize("japanese, english", [
    pytest.param("ターゲットはスタミナ 6 を回復する", "the target regains 6 Stamina", id="after"),
    pytest.param("ターゲットはスタミナを6回復する", "the target regains 6 Stamina", id="object-first"),
    pytest.param("ターゲットは6スタミナを回復する", "the target regains 6 Stamina", id="number-first"),
])
def test_a_japanese_author_s_regain_reads_as_regains(japanese, english):
    effects, codes = _compiled(japanese)
    assert codes == [] and [e.regains for e in effects] == [True]
    assert clause_text(effects, "en") == english


SOURCE = ("Mending Strike\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\n"
          "Power Roll + Might:\n≤11: 2 damage; you regain 2 Stamina\n12-16: 5 damage\n17+: 8 damage\n")


def test_convert_to_japanese_and_back_keeps_regains():
    japanese = convert_result(read_text("m.ability", SOURCE), "ability", "m.ability", "ja")
    assert japanese.problems == () and "あなたはスタミナ 2 を回復する" in japanese.text
    english = convert_result(read_text("m.ability", japanese.text), "ability", "m.ability", "en")
    assert english.problems == () and "you regain 2 Stamina" in english.text
    (ability,) = read_text("m.ability", english.text).abilities
    (effect,) = [e for e in ability.power_roll.tiers[0].effects if isinstance(e, fx.ResourceChange)]
    assert effect.regains
