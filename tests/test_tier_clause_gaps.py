"""Tier clauses that were text, or read wrongly, and are read as their neighbours are, in English and Japanese:

- a passive forced move joined by `and` to a condition that shares its `is` (`the target is pushed 2 squares and
  knocked prone`), as the Japanese continuative (`ターゲットは2マス押し戻され、伏せ状態になる`) was read already;
  and the Japanese card of it (`ターゲットは 2 スクエア押し戻される、伏せ`), which was text;
- a statistic lost or gained for a while (`the target loses 2 speed (EoT)`, `ターゲットは速度を2失う (EoT)`), as
  `the target's speed is decreased by 2 (EoT)` is (and `reduced by`, which was text);
- a forced move whose distance is a characteristic (`pull R`, `push M + 1`, `ターゲットを R マス引き寄せる`), as
  `slide 2 + R` is: bound to a hero, the card and `roll` say the worked number;
- `until the end of their next turn` is EoT (seed 000: the affected creature's next turn) only when the turn it
  names is the affected creature's: `you have … until the end of their next turn` is kept as written (was EoT).
"""

from __future__ import annotations

import random

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target
from statblock.rulesets.draw_steel.runtime.report_json import resolution_json
from statblock.rulesets.draw_steel.runtime.report_text import resolution_text
from statblock.rulesets.draw_steel.runtime.resolve import resolve

from builders import slam
from test_japanese_readback import _compiled, _dumped

EOT, SAVE, EOE = fx.END_OF_TURN, fx.SAVE_ENDS, fx.END_OF_ENCOUNTER
PRONE = fx.ApplyCondition("prone")


def _reads(clause: str, expected: tuple, english: str, japanese: str) -> None:
    """`clause` compiles to `expected` with no diagnostic, its cards are `english` and `japanese`, and each card
    reads back to the same effects."""
    effects, codes = _compiled(clause)
    assert (effects, codes) == (expected, [])
    assert clause_text(effects, "en") == english
    assert clause_text(effects, "ja") == japanese
    for printed in (english, japanese):
        again, again_codes = _compiled(printed)
        assert (_dumped(again), again_codes) == (_dumped(effects), []), printed


# ---- a passive forced move and a condition ----------------------------------------------------------------

# (id, clause, effects, English card, Japanese card)
PASSIVE_AND = [
    ("en-pushed-knocked-prone", "the target is pushed 2 squares and knocked prone",
     (fx.ForcedMove("push", 2), PRONE),
     "the target is pushed 2 squares and knocked prone", "ターゲットは 2 スクエア押し戻される、伏せ"),
    ("en-pulled-knocked-prone", "the target is pulled 3 squares and knocked prone",
     (fx.ForcedMove("pull", 3), PRONE),
     "the target is pulled 3 squares and knocked prone", "ターゲットは 3 スクエア引き寄せられる、伏せ"),
    # some of the targets: the condition is on the one moved (`and [is] knocked prone`)
    ("en-some-up-to", "one target is pushed up to 2 squares and knocked prone",
     (fx.ForcedMove("push", 2, subject="one target"), fx.ApplyCondition("prone", subject="one target")),
     "one target is pushed up to 2 squares and knocked prone",
     "1体のターゲットは最大 2 スクエア押し戻される、1体のターゲットは伏せ"),
    ("en-slid-slowed", "the target is slid 2 squares and slowed (save ends)",
     (fx.ForcedMove("slide", 2), fx.ApplyCondition("slowed", SAVE)),
     "the target is slid 2 squares and slowed (save ends)", "ターゲットは 2 スクエア滑らされる、減速 (セーヴ終了)"),
    ("en-slid-is-slowed", "the target is slid 2 squares and is slowed (save ends)",
     (fx.ForcedMove("slide", 2), fx.ApplyCondition("slowed", SAVE)),
     "the target is slid 2 squares and slowed (save ends)", "ターゲットは 2 スクエア滑らされる、減速 (セーヴ終了)"),
    ("en-some-knocked-prone", "one target is knocked prone",
     (fx.ApplyCondition("prone", subject="one target"),), "one target is prone", "1体のターゲットは伏せ"),
    # the Japanese continuative, as the seeds join two verbs (its card says the condition as written, but the verb the joined parts were cut from: `伏せ状態`)
    ("ja-pushed-prone", "ターゲットは2マス押し戻され、伏せ状態になる",
     (fx.ForcedMove("push", 2), PRONE), "push 2 squares, prone", "プッシュ 2 スクエア、伏せ状態"),
    ("ja-pulled-prone", "ターゲットは3マス引き寄せられ、伏せ状態になる",
     (fx.ForcedMove("pull", 3), PRONE), "pull 3 squares, prone", "プル 3 スクエア、伏せ状態"),
    ("ja-slid-slowed", "ターゲットは2マス滑らされ、減速状態になる (セーヴ終了)",
     (fx.ForcedMove("slide", 2), fx.ApplyCondition("slowed", SAVE)),
     "slide 2 squares, slowed (save ends)", "スライド 2 スクエア、減速状態 (セーヴ終了)"),
    ("ja-some-up-to", "1体のターゲットは最大2マス押し戻され、伏せ状態になる",
     (fx.ForcedMove("push", 2, subject="one target"), fx.ApplyCondition("prone", subject="one target")),
     "one target is pushed up to 2 squares and knocked prone",
     "1体のターゲットは最大 2 スクエア押し戻される、1体のターゲットは伏せ状態"),
    # the Japanese card's own form: the passive's plain form, then `、`
    ("ja-card-plain", "ターゲットは 2 スクエア押し戻される、伏せ",
     (fx.ForcedMove("push", 2), PRONE), "push 2 squares, prone", "プッシュ 2 スクエア、伏せ"),
    ("ja-card-some", "1体のターゲットは最大 2 スクエア押し戻される、1体のターゲットは伏せ",
     (fx.ForcedMove("push", 2, subject="one target"), fx.ApplyCondition("prone", subject="one target")),
     "one target is pushed up to 2 squares and knocked prone",
     "1体のターゲットは最大 2 スクエア押し戻される、1体のターゲットは伏せ"),
]


@pytest.mark.parametrize("clause, expected, english, japanese",
                         [pytest.param(c, e, en, ja, id=i) for i, c, e, en, ja in PASSIVE_AND])
def test_a_passive_forced_move_and_a_condition(clause, expected, english, japanese):
    _reads(clause, expected, english, japanese)


@pytest.mark.parametrize("clause", [
    pytest.param("the target is knocked prone and left hanging at the edge of the area", id="prose-after"),
    pytest.param("the target is pushed 2 squares and hanging on", id="no-condition"),
    pytest.param("you shift 2 squares and knocked prone", id="not-a-passive"),
])
def test_what_shares_no_is_with_a_passive_stays_text(clause):
    effects, _ = _compiled(clause)
    assert [e.kind for e in effects] == ["text"]


# ---- a statistic lost or gained for a while ----------------------------------------------------------------

SPEED_LOST = fx.StatChange("the target", "speed", None, duration=EOT, by=-2)
STAT_FOR_A_WHILE = [
    ("en-loses", "the target loses 2 speed (EoT)", (SPEED_LOST,),
     "the target loses 2 speed (EoT)", "ターゲットは速度を 2 失う (EoT)"),
    ("en-gains", "the target gains 2 stability until the end of the encounter",
     (fx.StatChange("the target", "stability", None, duration=EOE, by=2),),
     "the target gains 2 stability until the end of the encounter", "ターゲットは安定性を 2 得る (エンカウント終了)"),
    ("en-reduced", "the target's speed is reduced by 2 (EoT)", (SPEED_LOST,),
     "the target's speed is decreased by 2 (EoT)", "ターゲットの速度は 2 減少する (EoT)"),
    ("ja-object-first", "ターゲットは速度を2失う (EoT)", (SPEED_LOST,),
     "the target loses 2 speed (EoT)", "ターゲットは速度を 2 失う (EoT)"),
    ("ja-number-after", "ターゲットは速度 2 を失う (セーヴ終了)",
     (fx.StatChange("the target", "speed", None, duration=SAVE, by=-2),),
     "the target loses 2 speed (save ends)", "ターゲットは速度を 2 失う (セーヴ終了)"),
]


@pytest.mark.parametrize("clause, expected, english, japanese",
                         [pytest.param(c, e, en, ja, id=i) for i, c, e, en, ja in STAT_FOR_A_WHILE])
def test_a_statistic_lost_for_a_while(clause, expected, english, japanese):
    _reads(clause, expected, english, japanese)


@pytest.mark.parametrize("clause, kinds", [
    pytest.param("the target loses 2 surges (EoT)", ["text"], id="a-resource-does-not-last"),
    pytest.param("ターゲットはサージを2得る (EoT)", ["text"], id="ja-a-resource-does-not-last"),
    pytest.param("the target loses 2 speed", ["resource"], id="no-duration-as-before"),
])
def test_only_a_statistic_is_lost_for_a_while(clause, kinds):
    effects, _ = _compiled(clause)
    assert [e.kind for e in effects] == kinds


# ---- a forced move's distance from a characteristic -------------------------------------------------------

# (id, clause, effect, English card, Japanese card)
CHARACTERISTIC_DISTANCE = [
    ("pull-R", "pull R", fx.ForcedMove("pull", 0, characteristics=("reason",)), "pull R", "プル R"),
    ("push-M-plus-1", "push M + 1", fx.ForcedMove("push", 1, characteristics=("might",)), "push 1 + M", "プッシュ 1 + M"),
    ("slide-2-plus-A", "slide 2 + A", fx.ForcedMove("slide", 2, characteristics=("agility",)),
     "slide 2 + A", "スライド 2 + A"),
    ("vertical-slide-A", "vertical slide A", fx.ForcedMove("slide", 0, True, ("agility",)),
     "vertical slide A", "垂直 スライド A"),
    ("push-might-named", "push Might", fx.ForcedMove("push", 0, characteristics=("might",)), "push M", "プッシュ M"),
    ("squares", "push 1 + M squares", fx.ForcedMove("push", 1, characteristics=("might",)),
     "push 1 + M squares", "プッシュ 1 + M スクエア"),
    ("ja-pull-R", "プル R", fx.ForcedMove("pull", 0, characteristics=("reason",)), "pull R", "プル R"),
    ("ja-push-M-plus-1", "プッシュ M + 1", fx.ForcedMove("push", 1, characteristics=("might",)),
     "push 1 + M", "プッシュ 1 + M"),
    ("ja-vertical-pull-R", "垂直プル R", fx.ForcedMove("pull", 0, True, ("reason",)), "vertical pull R", "垂直 プル R"),
    ("ja-whom-R", "ターゲットを R マス引き寄せる", fx.ForcedMove("pull", 0, characteristics=("reason",)), "pull R", "プル R"),
    ("ja-R-alone", "Rマス引き寄せる", fx.ForcedMove("pull", 0, characteristics=("reason",)), "pull R", "プル R"),
    ("ja-passive-M-plus-1", "ターゲットは M + 1 マス押し戻される", fx.ForcedMove("push", 1, characteristics=("might",)),
     "push 1 + M squares", "プッシュ 1 + M スクエア"),
    ("ja-vertical-2-plus-A", "ターゲットを垂直に 2 + A マス滑らせる", fx.ForcedMove("slide", 2, True, ("agility",)),
     "vertical slide 2 + A squares", "垂直 スライド 2 + A スクエア"),
]


@pytest.mark.parametrize("clause, expected, english, japanese",
                         [pytest.param(c, e, en, ja, id=i) for i, c, e, en, ja in CHARACTERISTIC_DISTANCE])
def test_a_forced_move_of_a_characteristic(clause, expected, english, japanese):
    _reads(clause, (expected,), english, japanese)


@pytest.mark.parametrize("clause", [
    pytest.param("grabbed R", id="no-forced-move"),
    pytest.param("pul R", id="no-forced-move-misspelt"),
    pytest.param("ターゲットは R マスシフトする", id="ja-own-move"),
])
def test_a_characteristic_after_other_words_is_no_forced_move(clause):
    effects, _ = _compiled(clause)
    assert "forced_move" not in [e.kind for e in effects]


ZEROS = {"might": 0, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}


@pytest.mark.parametrize("tier, lang, card, said, distance", [
    pytest.param("2 damage; pull R", "en", "2 damage, pull 2", "pull 2", 2, id="pull-R"),
    pytest.param("2 damage; push M + 1", "en", "2 damage, push 4", "push 4", 4, id="push-M-plus-1"),
    pytest.param("2 ダメージ; プル R", "ja", "2 ダメージ、プル 2", "プル 2", 2, id="ja-pull-R"),
    pytest.param("2 ダメージ; ターゲットを R マス引き寄せる", "ja", "2 ダメージ、プル 2 スクエア", "プル 2", 2, id="ja-sentence"),
])
def test_a_hero_works_out_the_distance_on_the_card_and_in_roll(tier, lang, card, said, distance):
    (ability,) = parse_text(slam(tier, lang)).abilities
    bound = bind(ability, Hero("Korva", {**ZEROS, "might": 3, "reason": 2}))
    assert clause_text(bound.roll.tiers[0].effects, lang) == card
    result = resolve(bound, [Target("Ogre", ZEROS, 30)], random.Random(1), automatic=1)
    assert said in resolution_text(result, bound, lang=lang)
    assert resolution_json(result, bound)["targets"][0]["forced_move"]["distance"] == distance


# ---- EoT spelt out ---------------------------------------------------------------------------------------------

THEIRS = fx.Duration("until", "until the end of their next turn")
TARGETS = fx.Duration("until", "until the end of the target's next turn")


@pytest.mark.parametrize("clause, duration", [
    # the affected creature's next turn: EoT, as seed 000 abbreviates it
    pytest.param("prone until the end of their next turn", EOT, id="condition"),
    pytest.param("the target is taunted until the end of their next turn", EOT, id="target-taunted"),
    pytest.param("one ally has damage immunity 2 until the end of their next turn", EOT, id="ally-their-own"),
    pytest.param("the target has fire weakness 5 until the end of the target's next turn", EOT, id="target-the-targets"),
    pytest.param("the target's speed is 0 until the end of its next turn", EOT, id="stat-its"),
    pytest.param("you have damage immunity 2 (EoT)", EOT, id="eot-is-yours"),
    pytest.param("あなたはダメージ耐性 2 (次のターンの終了時まで)", EOT, id="ja-names-no-one"),
    # another creature's turn than the affected one's: no EoT, the words as written
    pytest.param("you have damage immunity 2 until the end of their next turn", THEIRS, id="you-their"),
    pytest.param("you have damage immunity 2 until the end of the target's next turn", TARGETS, id="you-the-targets"),
    pytest.param("one ally has damage immunity 2 until the end of the target's next turn", TARGETS,
                 id="ally-the-targets"),
    pytest.param("you gain 2 stability until the end of their next turn",
                 fx.Duration("until", "until the end of their next turn"), id="you-stat"),
])
def test_eot_spelt_out_is_eot_only_on_the_creature_whose_turn_it_names(clause, duration):
    effects, codes = _compiled(clause)
    assert codes == []
    (effect,) = effects
    assert effect.duration == duration
    if duration.kind == "until":  # the cards keep the words, and read back to them
        for lang in ("en", "ja"):
            again, _ = _compiled(clause_text(effects, lang))
            assert again == effects, lang
