"""Draw Steel clauses of the dsleft9 task, in English and Japanese: whom a pronoun of one creature names (`refers_to`,
applied by `roll` when the tier says it is the target; SB185 when nothing says); one duration written after the last
of several creatures' parts (SB134); a statistic of no one named then conditions in Japanese; a verb made of a
condition's word (`伏せる`, `掴まれる`: SB138 with the word to write); `grabbed by you` on a Japanese card. Short
examples written for these tests."""

from __future__ import annotations

import random

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effect_json
from statblock.rulesets.draw_steel.runtime.apply import apply_tier
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target
from statblock.rulesets.draw_steel.runtime.resolve import resolve

from test_japanese_readback import _compiled, _dumped

SCORES = {"might": 2, "agility": 1, "reason": 0, "intuition": 0, "presence": 0}
BANDIT = Target("Bandit", dict.fromkeys(SCORES, 0), 20)


def _diagnostics(clause: str):
    text = ("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
            f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    return read_text("t.ability", text).diagnostics


def _reads_back(clause: str, codes) -> None:
    """The tier line of `clause`, as each card prints it clause by clause, reads back to the same effects."""
    text = ("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
            f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    tier = read_text("t.ability", text).abilities[0].power_roll.tiers[0]
    for lang in ("en", "ja"):
        card = "; ".join(clause_text(group, lang) for group in tier.clauses)
        again, again_codes = _compiled(card)
        assert _dumped(again) == _dumped(tier.effects) and again_codes == codes, card


def _landed(effects) -> list[str]:
    return [c.condition for c in apply_tier(effects, BANDIT).conditions]


# a pronoun after a part of the targets' (damage, a bare statistic, `the target`): the target, applied
OF_THE_TARGET = [
    ("3 damage; its speed is 0 (EoT), and it is prone and slowed", "3 ダメージ; その速度は 0 になり (EoT)、伏せ、および減速"),
    ("3 damage; its speed is 0 (EoT), and it is prone and slowed", "3 ダメージ; それの速度は 0 になる (EoT)、それは伏せ、および減速"),
    ("the target's speed is 0 (EoT), and it is prone and slowed", "ターゲットの速度は 0 になる (EoT)、それは伏せ、および減速"),
    ("speed is 0 and it is prone (EoT)", "速度は 0 になる、それは伏せ (EoT)"),
    ("push 2; he is dazed (save ends)", "プッシュ 2; 彼は朦朧 (セーヴ終了)"),
]


@pytest.mark.parametrize(("english", "japanese"), OF_THE_TARGET,
                         ids=["its-after-damage", "それの-after-damage", "the-targets", "bare-stat", "he-after-push"])
def test_a_pronoun_after_a_part_of_the_targets_is_the_target(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == [] and twin_codes == []
    assert _dumped(effects) == _dumped(twin)
    said = [e for e in effects if getattr(e, "refers_to", None) is not None]
    assert said and all(e.refers_to == "target" for e in said)
    assert {"prone", "dazed"} & set(_landed(effects))   # (roll applied none of them)
    _reads_back(english, [])


@pytest.mark.parametrize(("english", "japanese"), [
    ("its speed is 0 (EoT), and it is prone and slowed", "その速度は 0 になり (EoT)、伏せ、および減速"),
    ("it is slowed (EoT)", "それは減速 (EoT)"),
    ("you are slowed (EoT) and it is prone (EoT)", "あなたは減速 (EoT)、それは伏せ (EoT)"),
], ids=["its-first", "it-alone", "after-you"])
def test_a_pronoun_nothing_names_says_so(english, japanese):
    """Nothing before it in the tier is about a creature (the user is never `it`): `unknown`, SB185 at the pronoun, and
    `roll` applies it to no one, as before, now said."""
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == ["SB185"] and twin_codes == ["SB185"]
    assert _dumped(effects) == _dumped(twin)
    assert {e.refers_to for e in effects if getattr(e, "refers_to", None)} == {"unknown"}
    assert _landed(effects) == []
    (found,) = _diagnostics(english)
    line = found.span.source.text.splitlines()[found.span.source.position(found.span.start)[0] - 1]
    assert found.code == "SB185" and found.span.text in ("it", "its") and line.startswith("≤11:")
    (ja_found,) = _diagnostics(japanese)
    assert ja_found.span.text in ("それ", "その") and "それ" in ja_found.text("ja") + "その"
    _reads_back(english, ["SB185"])


def test_a_pronoun_after_a_creature_by_name_is_it():
    effects, codes = _compiled("3 damage; the wraith is dazed (EoT) and it is prone")
    assert codes == [] and effects[-1].refers_to == "the wraith" and _landed(effects) == []


def test_refers_to_in_json_and_back():
    effects, _ = _compiled("3 damage; it is prone")
    data = effect_json.dump(effects[1])
    assert data["refers_to"] == "target" and effect_json.load(data) == effects[1]
    plain, _ = _compiled("3 damage; prone")
    assert "refers_to" not in effect_json.dump(plain[1])   # (the JSON of every other shape is what it was)


def test_roll_applies_what_a_pronoun_of_the_target_is():
    text = ("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
            "≤11: 3 damage; its speed is 0 (EoT), and it is prone and slowed\n12-16: 5 damage\n17+: 8 damage\n")
    ability = read_text("t.ability", text).abilities[0]
    bound = bind(ability, Hero("Korva", SCORES, level=1))
    result = resolve(bound, [BANDIT], random.Random(1), automatic=1)
    assert [c.condition for c in result.targets[0].conditions] == ["prone", "slowed"]


# one duration after the last of several creatures' conditions: each one's for its own (seed 000: EoT ends at the end
# of the next turn of the creature that has it; `test_condition_subjects.SYMMETRIC`), in Japanese as in English
# (`あなたは減速し、それは伏せ (EoT)` left the user's slowed no duration, where `you are slowed and it is prone (EoT)` gave it)
@pytest.mark.parametrize(("english", "japanese"), [
    ("3 damage; you are slowed and it is prone (EoT)", "3 ダメージ; あなたは減速し、それは伏せ (EoT)"),
    ("you are slowed and the target is prone (EoT)", "あなたは減速し、ターゲットは伏せ (EoT)"),
], ids=["you-it", "you-target"])
def test_one_duration_after_several_creatures_conditions_is_each_ones(english, japanese):
    effects, codes = _compiled(english)
    twin, twin_codes = _compiled(japanese)
    assert codes == twin_codes == [] and _dumped(effects) == _dumped(twin)
    conditions = [e for e in effects if e.kind == "condition"]
    assert [(e.condition, e.duration.kind) for e in conditions] == [("slowed", "end_of_turn"), ("prone", "end_of_turn")]
    assert conditions[0].subject == "you" and getattr(conditions[1], "refers_to", None) in (None, "target")


@pytest.mark.parametrize("clause", ["you gain an edge on strikes and it is slowed (EoT)",
                                    "あなたはストライクに有利を得て、それは減速 (EoT)"])
def test_another_lasting_effect_of_another_creature_stays_text(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes and set(codes) <= {"SB134", "SB138"}


@pytest.mark.parametrize("clause", ["the target is slowed and it is prone (EoT)", "ターゲットは減速し、それは伏せ (EoT)",
                                    "prone and slowed (EoT)"])
def test_one_creatures_parts_share_the_duration(clause):
    effects, codes = _compiled(clause)
    assert codes == [] and [e.duration.kind for e in effects] == ["end_of_turn", "end_of_turn"]


# a statistic of no one named, then conditions: the targets' all, in Japanese as in English (was SB138)
@pytest.mark.parametrize(("japanese", "english"), [
    ("速度は 0 になる (EoT)、伏せ、および減速", "speed is 0 (EoT), prone, and slowed"),
    ("速度は 0 になり (EoT)、伏せ、および減速", "speed is 0 (EoT), prone, and slowed"),
    ("速度は 0 になる (EoT)、伏せ", "speed is 0 (EoT) and prone"),
], ids=["list", "continuative", "one"])
def test_a_statistic_of_no_one_then_conditions(japanese, english):
    effects, codes = _compiled(japanese)
    twin, twin_codes = _compiled(english)
    assert codes == [] and twin_codes == [] and _dumped(effects) == _dumped(twin)
    assert effects[0].kind == "stat" and all(e.subject is None for e in effects[1:])
    _reads_back(japanese, [])


# a verb made of a condition's word: SB138 with the word the notation reads, as a replacement (an editor's quick fix)
@pytest.mark.parametrize(("clause", "verb", "guess"), [
    ("ターゲットは伏せる (EoT)", "伏せる", "伏せ"),
    ("ターゲットは掴まれる (EoT)", "掴まれる", "つかまれる"),
    ("ターゲットは伏せる", "伏せる", "伏せ"),
])
def test_a_verb_of_a_conditions_word_is_said_with_the_word(clause, verb, guess):
    (found,) = _diagnostics(clause)
    assert found.code == "SB138" and f"`{guess}`" in found.text("en") and f"「{guess}」" in found.text("ja")
    args = dict(found.suggestion.args)
    assert found.suggestion.key == "word.replace" and (args["word"], args["guess"]) == (verb, guess)
    fixed, codes = _compiled(clause.replace(verb, guess))
    assert codes == [] and fixed[0].condition in ("prone", "grabbed")


@pytest.mark.parametrize("clause", ["ターゲットは死亡する (EoT)", "ターゲットは燃える (EoT)"])
def test_other_verbs_keep_the_plain_sb138(clause):
    (found,) = _diagnostics(clause)
    assert found.code == "SB138" and found.suggestion.key == "text.unread_help"


# `grabbed by you` on a Japanese card: in Japanese (`あなたにつかまれ`, seed 000's 「敵に「つかまれて」」), read back
@pytest.mark.parametrize(("english", "japanese"), [
    ("grabbed by you", "あなたにつかまれ"),
    ("the target is grabbed by you (EoT)", "あなたにつかまれ (EoT)"),
    ("grabbed by the target", "ターゲットにつかまれ"),
])
def test_grabbed_by_a_creature_the_ruleset_knows_in_japanese(english, japanese):
    effects, codes = _compiled(english)
    assert codes == [] and clause_text(effects, "ja") == japanese
    assert _compiled(japanese) == (effects, [])
    _reads_back(english, [])


@pytest.mark.slow
@pytest.mark.parametrize("make", [
    lambda n: "3 damage; " + "it is prone and " * n + "it is slowed",
    lambda n: "ターゲットは" + "あなたに" * n + "つかまれ",
    lambda n: "速度は 0 になる (EoT)、" + "伏せ、" * n + "および減速",
], ids=["pronouns", "particles", "ja-list"])
def test_long_clauses_are_read_in_linear_time(make):
    from bounds import cpu_seconds, time_bound

    with time_bound(60):
        small = cpu_seconds(lambda: _compiled(make(25_000 // 8)))
        large = cpu_seconds(lambda: _compiled(make(100_000 // 8)))
    assert large < 8 * small, (small, large)
