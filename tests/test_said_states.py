"""A state of several words said of someone with a duration (`compiler/said_states.py`): `R < 1 the mindkiller is
invisible to the target (save ends)` kept its potency but its body was text (SB138), as was `the target is invisible to
you (save ends)`: no status of several words after `is` was read, for any subject. Seed 000 names the conditions (a
closed list); any other state is the ability's own, kept as written with its duration, on whom the sentence names: the
targets' applied by `roll`, anyone else's left to the table. Short examples written for these tests."""

from __future__ import annotations

import random
import time

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target
from statblock.rulesets.draw_steel.runtime.resolve import resolve

from test_japanese_readback import _compiled

SCORES = {"might": 2, "agility": 1, "reason": 0, "intuition": 0, "presence": 0}


def _state(condition: str, duration: fx.Duration, subject: str | None, custom: bool = True) -> fx.ApplyCondition:
    return fx.ApplyCondition(condition, duration, (), custom, None, subject)


READ = [
    ("the mindkiller is invisible to the target (save ends)",
     _state("invisible to the target", fx.SAVE_ENDS, "the mindkiller")),
    ("the target is invisible to you (save ends)", _state("invisible to you", fx.SAVE_ENDS, None)),
    ("one target is hidden from the knight (EoT)", _state("hidden from the knight", fx.END_OF_TURN, "one target")),
    ("each ally is hidden from the knight (EoT)", _state("hidden from the knight", fx.END_OF_TURN, "each ally")),
    ("you are invisible to the target (EoT)", _state("invisible to the target", fx.END_OF_TURN, "you")),
    ("Lord Syuul is hidden from view until the end of the encounter",
     _state("hidden from view", fx.END_OF_ENCOUNTER, "Lord Syuul")),
    # (a condition the rules name, said of the creature by name: that condition, on it)
    ("the mindkiller is slowed (save ends)", _state("slowed", fx.SAVE_ENDS, "the mindkiller", custom=False)),
    # Japanese, as its card says them: the author's English quoted, or a name and a state in Japanese words
    ("「the mindkiller」は「invisible to the target」状態 (セーヴ終了)",
     _state("invisible to the target", fx.SAVE_ENDS, "the mindkiller")),
    ("「マインドキラー」はターゲットから見えない (セーヴ終了)", _state("ターゲットから見えない", fx.SAVE_ENDS, "マインドキラー")),
    ("各味方はあなたから見えない (EoT)", _state("あなたから見えない", fx.END_OF_TURN, "each ally")),
    ("「マインドキラー」は減速 (セーヴ終了)", _state("slowed", fx.SAVE_ENDS, "マインドキラー", custom=False)),
]


@pytest.mark.parametrize("clause, effect", READ, ids=[
    "named", "target", "one-target", "each-ally", "you", "capitalised-until", "named-condition",
    "ja-quoted-english", "ja-name", "ja-each-ally", "ja-name-condition"])
def test_a_state_said_of_someone_is_read_as_written(clause, effect):
    effects, codes = _compiled(clause)
    assert effects == (effect,) and codes == []
    assert effects[0].subject == effect.subject  # (not a part of equality: said as written)
    # each card reads back to the same effect (the English card of a Japanese name is the author's words)
    for lang in ("en", "ja") if clause.isascii() else ("ja",):
        assert clause_effects(clause_text(effects, lang)) == effects


def test_the_mindkillers_state_keeps_its_potency_and_its_words():
    effects, codes = _compiled("R < 1 the mindkiller is invisible to the target (save ends)")
    assert codes == [] and effects == (fx.PotencyGate("reason", None, 1, (READ[0][1],)),)
    assert clause_text(effects, "en") == "R < 1 the mindkiller is invisible to the target (save ends)"
    assert clause_text(effects, "ja") == "R < 1、「the mindkiller」は「invisible to the target」状態 (セーヴ終了)"
    assert clause_effects(clause_text(effects, "ja")) == effects


@pytest.mark.parametrize("clause", [
    "the target is bound and the knight is gagged (save ends)",  # (two parts)
    "the target is pushed away (EoT)",                            # (a movement, no state)
    "the target and one ally are invisible to you (EoT)",         # (no card says a status of both so)
    "you and the enemy are invisible to the knight (EoT)",        # (`the enemy`: which one is not said)
    "the target is hidden if it is dark (EoT)",                   # (a clause after it)
    "the target is 2 squares away (EoT)",
])
def test_what_is_no_state_of_someone_stays_text(clause):
    effects, codes = _compiled(clause)
    assert effects == (fx.Text(clause),) and codes == ["SB138"]


def test_roll_applies_the_targets_state_and_leaves_the_named_creatures_to_the_table():
    head = "Veil\nMagic, Ranged, Strike | Main action\n📏 Ranged 10 | 🎯 One creature\nPower Roll + Might:\n"
    clauses = "the target is invisible to you (save ends); the mindkiller is invisible to the target (save ends)"
    text = head + "".join(f"{label}: 3 damage; {clauses}\n" for label in ("≤11", "12-16", "17+"))
    bound = bind(read_text("t.ability", text).abilities[0], Hero("Korva", SCORES, level=1))
    resolution = resolve(bound, [Target("Bandit", dict.fromkeys(SCORES, 0), 20)], random.Random(1), automatic=1)
    (landed,) = resolution.targets
    assert [(c.condition, c.custom) for c in landed.conditions] == [("invisible to you", True)]
    assert [e.subject for e in landed.text] == ["the mindkiller"]


def test_a_long_run_of_words_is_read_in_bounded_time():
    clause = "the target is " + "very " * 10_000 + "invisible (save ends)"
    started = time.process_time()
    effects, _ = _compiled(clause)
    assert time.process_time() - started < 5 and len(effects) == 1


SEVERAL = [
    ("the knight and its allies are slowed (EoT)", "「the knight」とその味方は減速 (EoT)",
     [("slowed", "the knight"), ("slowed", "its allies")]),
    ("you and each ally are slowed (EoT)", "あなたと各味方は減速 (EoT)", [("slowed", "you"), ("slowed", "each ally")]),
    ("Lord Syuul and their allies are invisible to the target (save ends)",
     "「Lord Syuul」と彼らの味方は「invisible to the target」状態 (セーヴ終了)",
     [("invisible to the target", "Lord Syuul"), ("invisible to the target", "their allies")]),
]


@pytest.mark.parametrize("clause, japanese, said", SEVERAL, ids=["named-and-its-allies", "you-and-each-ally", "capitalised"])
def test_several_creatures_joined_each_get_it(clause, japanese, said):
    """`the knight and its allies are slowed (EoT)`, `you and each ally are slowed (EoT)` were text (SB138): the user
    with others had no reading (`roll` would have applied it to no one). Each creature is now its own subject, as
    `each enemy and each ally in the area are slowed` is (`compiler/others.py`): the cards say them once, as written,
    and read back; `roll` lands the user's once (seed 000) and leaves the others' to the table."""
    for written in (clause, japanese):
        effects, codes = _compiled(written)
        assert [(e.condition, e.subject) for e in effects] == said and codes == []
        assert clause_text(effects, "en") == clause and clause_text(effects, "ja") == japanese


def test_roll_lands_the_users_part_once_and_says_the_allies_under_each_target():
    head = "Rally\nMagic, Ranged, Strike | Main action\n📏 Ranged 10 | 🎯 Two creatures\nPower Roll + Might:\n"
    text = head + "".join(f"{label}: 3 damage; you and each ally are slowed (EoT)\n" for label in ("≤11", "12-16", "17+"))
    bound = bind(read_text("t.ability", text).abilities[0], Hero("Korva", SCORES, level=1))
    targets = [Target("Bandit", dict.fromkeys(SCORES, 0), 20), Target("Goblin", dict.fromkeys(SCORES, 0), 20)]
    resolution = resolve(bound, targets, random.Random(1), automatic=1)
    assert [(e.condition, e.subject) for e in resolution.on_you] == [("slowed", "you")]
    for landed in resolution.targets:
        assert landed.conditions == () and [e.subject for e in landed.text] == ["each ally"]
