"""`roll` of a potency that takes the place of the effect before it (`prone, or if M < STRONG, prone and can't
stand (save ends)`) and of a potency said of some of the targets (`if one target has M < 2, they are restrained`).

A review (2026-12-03) found both wrong: the replacing potency imposed its condition, merged it into the one it
replaced, then took away what had been applied since the first, its own condition included (the target was left
with none); the potency of one target was applied to every target."""

from __future__ import annotations

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.runtime.apply import apply_tier
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target

ZEROS = {"might": 0, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}


def _tier1(clause: str, might: int = 0):
    text = f"X\nMagic | Main action\n📏 Ranged 10 | 🎯 Two creatures\nPower Roll + Might:\n≤11: {clause}\n" \
           "12-16: 5 damage\n17+: 7 damage\n"
    (ability,) = parse_text(text, "x.ability").abilities
    bound = bind(ability, Hero("Korva", {**ZEROS, "might": 2}))
    return apply_tier(bound.roll.tiers[0].effects, Target("Ogre", {**ZEROS, "might": might}, 30))


@pytest.mark.parametrize(("clause", "might", "expected"), [
    pytest.param("2 damage; bleeding (EoT); or if M < 2 bleeding (save ends)", 0, [("bleeding", "save_ends", ())],
                 id="the same condition again: the second"),
    pytest.param("2 damage; bleeding (EoT); or if M < 2 bleeding (save ends)", 3, [("bleeding", "end_of_turn", ())],
                 id="resisted: the first stays"),
    pytest.param("2 damage; prone, or if M < STRONG, prone and can't stand (save ends)", 0,
                 [("prone", "save_ends", ("cant_stand",))], id="spelt out, with a rider"),
    pytest.param("5 damage; slowed (save ends), or if M < STRONG, slowed (EoT)", 0, [("slowed", "end_of_turn", ())],
                 id="a shorter duration replaces"),
    pytest.param("2 damage; slowed (EoT); or if M < 2 weakened (save ends)", 0, [("weakened", "save_ends", ())],
                 id="another condition replaces"),
])
def test_a_replacing_potency_leaves_its_own_condition(clause, might, expected):
    result = _tier1(clause, might)
    assert [(c.condition, c.duration.kind, tuple(c.riders)) for c in result.conditions] == expected


def test_a_potency_of_one_target_is_left_to_the_player():
    result = _tier1("2 damage; if one target has M < 2, they are restrained (EoT)")
    assert result.conditions == () and not result.potency_checks
    assert len(result.text) == 1 and result.text[0].subject is not None


@pytest.mark.parametrize("clause", ["M < 2、「不利 (bane)」の霧に包まれる", "M < 2、減速 (slowed) の霧に包まれる"])
def test_a_gloss_inside_words_kept_as_written_stays_in_them(clause):
    """A gloss is blanked so that a clause reads without it; words kept as written (a potency's text) were taken
    from the blanked text (`「不利       」の霧に包まれる`: the author's `(bane)` lost, no diagnostic)."""
    from statblock.rulesets.draw_steel.grammar.clauses import parse_clause_text

    (potency,) = parse_clause_text(clause)
    assert potency.body_text == clause.split("、", 1)[1]


@pytest.mark.parametrize(("grabber", "roller", "grabbed", "refused"), [
    pytest.param("Bandit", "Korva", False, "Bandit", id="grabbed by another: not grabbed again"),
    pytest.param("Korva", "Korva", True, None, id="grabbed by the roller: the grab stands"),
    pytest.param("Bandit", None, True, None, id="the roller not known: grabbed, as before"),
    pytest.param(None, "Korva", True, None, id="not grabbed: grabbed"),
])
def test_a_target_grabbed_by_another_is_not_grabbed_again(grabber, roller, grabbed, refused):
    """Seed 000 (つかまれ): 「すでに敵につかまれているキャラクターは、別の敵によって再びつかまれることはありません」. `roll`
    refused the forced move of a target grabbed by another but still showed it grabbed by the roller (review)."""
    text = "X\nMagic | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n≤11: 2 damage; grabbed\n" \
           "12-16: 5 damage\n17+: 7 damage\n"
    (ability,) = parse_text(text, "x.ability").abilities
    bound = bind(ability, Hero("Korva", {**ZEROS, "might": 2}))
    conditions = {"grabbed": grabber} if grabber else {}
    result = apply_tier(bound.roll.tiers[0].effects, Target("Ogre", ZEROS, 30, conditions=conditions), roller=roller)
    assert ("grabbed" in [c.condition for c in result.conditions]) == grabbed
    assert result.grab_refused == refused
