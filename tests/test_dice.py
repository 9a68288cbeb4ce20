"""Power rolls exactly as seed 001 says: tiers, edges and banes, bonuses, natural 19-20."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from statblock.rulesets.draw_steel.runtime.dice import (
    automatic_outcome, edge_outcome, power_roll, roll_power, saving_throw, tier_for)


@pytest.mark.parametrize(("total", "tier"), [
    (-5, 1), (2, 1), (11, 1), (12, 2), (14, 2), (16, 2), (17, 3), (20, 3), (30, 3),
], ids=lambda v: str(v))
def test_tier_for_follows_the_seed_bands(total, tier):
    assert tier_for(total) == tier


# (edges, banes) -> (bonus to the total, tier shift), from "有利と不利を併せて振る".
EDGE_CASES = [
    pytest.param(0, 0, 0, 0, id="nothing"),
    pytest.param(1, 0, 2, 0, id="one edge is +2"),
    pytest.param(2, 0, 0, 1, id="two edges are a double edge: tier up, no number"),
    pytest.param(5, 0, 0, 1, id="more edges are still a double edge"),
    pytest.param(0, 1, -2, 0, id="one bane is -2"),
    pytest.param(0, 2, 0, -1, id="two banes are a double bane: tier down"),
    pytest.param(0, 4, 0, -1, id="more banes are still a double bane"),
    pytest.param(1, 1, 0, 0, id="edge and bane cancel"),
    pytest.param(2, 2, 0, 0, id="double edge and double bane cancel"),
    pytest.param(3, 5, 0, 0, id="two doubles cancel whatever their size"),
    pytest.param(2, 1, 2, 0, id="double edge and one bane is one edge"),
    pytest.param(4, 1, 2, 0, id="double edge of four and one bane is one edge"),
    pytest.param(1, 2, -2, 0, id="double bane and one edge is one bane"),
    pytest.param(1, 3, -2, 0, id="double bane of three and one edge is one bane"),
]


@pytest.mark.parametrize(("edges", "banes", "bonus", "shift"), EDGE_CASES)
def test_edges_and_banes_resolve_as_the_seed_lists(edges, banes, bonus, shift):
    outcome = edge_outcome(edges, banes)
    assert (outcome.bonus, outcome.tier_shift) == (bonus, shift)


# dice, modifier, keyword arguments -> (total, tier)
ROLLS = [
    pytest.param((4, 5), 2, {}, 11, 1, id="9 + 2 = 11 is tier 1"),
    pytest.param((5, 5), 2, {}, 12, 2, id="10 + 2 = 12 is tier 2"),
    pytest.param((7, 8), 2, {}, 17, 3, id="15 + 2 = 17 is tier 3"),
    pytest.param((4, 5), 2, {"edges": 1}, 13, 2, id="one edge lifts 11 to 13"),
    pytest.param((4, 5), 2, {"banes": 1}, 9, 1, id="one bane lowers 11 to 9"),
    pytest.param((4, 5), 2, {"edges": 2}, 11, 2, id="double edge: total stays, tier up"),
    pytest.param((7, 8), 2, {"edges": 2}, 17, 3, id="double edge cannot pass tier 3"),
    pytest.param((5, 5), 2, {"banes": 2}, 12, 1, id="double bane: total stays, tier down"),
    pytest.param((1, 1), 0, {"banes": 2}, 2, 1, id="double bane cannot go below tier 1"),
    pytest.param((4, 5), 2, {"bonus": 1}, 12, 2, id="a bonus adds to the total"),
    pytest.param((5, 5), 2, {"bonus": -1}, 11, 1, id="a penalty subtracts"),
    pytest.param((4, 4), 2, {"bonus": 1, "edges": 1}, 13, 2, id="bonus and edge both add"),
    # Bonuses go in before edges: 10 + 0 + 1 = 11 is tier 1, then the double edge makes it tier 2.
    pytest.param((5, 5), 0, {"bonus": 1, "edges": 2}, 11, 2, id="bonus counted before the double edge"),
    pytest.param((5, 6), 0, {"bonus": 1, "banes": 2}, 12, 1, id="bonus counted before the double bane"),
    pytest.param((9, 10), -5, {}, 14, 3, id="natural 19 is tier 3 whatever the total"),
    pytest.param((10, 10), -9, {"banes": 1, "bonus": -3}, 6, 3, id="natural 20 with a bane and a penalty"),
    # Seed 001: natural 19-20 is tier 3 "修正値に関わらず" (regardless of modifiers); see dice.py.
    pytest.param((9, 10), 2, {"banes": 2}, 21, 3, id="natural 19 with a double bane stays tier 3"),
    pytest.param((10, 10), -10, {"banes": 3}, 10, 3, id="natural 20 with many banes stays tier 3"),
    pytest.param((9, 9), 2, {"banes": 2}, 20, 2, id="natural 18 with a double bane drops to tier 2"),
]


@pytest.mark.parametrize(("dice", "modifier", "kwargs", "total", "tier"), ROLLS)
def test_power_roll(dice, modifier, kwargs, total, tier):
    roll = power_roll(dice, modifier, **kwargs)
    assert roll.natural == dice[0] + dice[1]
    assert (roll.total, roll.tier) == (total, tier)


def test_roll_power_is_reproducible_from_the_generator(rng):
    state = rng.getstate()
    first = [roll_power(rng, 2) for _ in range(20)]
    rng.setstate(state)
    assert [roll_power(rng, 2) for _ in range(20)] == first
    assert all(1 <= die <= 10 for roll in first for die in roll.dice)
    assert len({roll.natural for roll in first}) > 1


def test_roll_power_uses_only_the_generator_it_is_given():
    random.seed(1)
    a = roll_power(random.Random(7), 0)
    random.seed(2)
    b = roll_power(random.Random(7), 0)
    assert a == b


def test_saving_throw_ends_on_six_or_more(rng):
    results = [saving_throw(rng) for _ in range(300)]
    assert {die for die, _ in results} == set(range(1, 11))
    assert all(ended == (die >= 6) for die, ended in results)


@given(st.integers(1, 10), st.integers(1, 10), st.integers(-5, 5), st.integers(-3, 3),
       st.integers(0, 4), st.integers(0, 4))
def test_one_more_edge_never_lowers_the_tier(a, b, modifier, bonus, edges, banes):
    less = power_roll((a, b), modifier, bonus=bonus, edges=edges, banes=banes)
    more = power_roll((a, b), modifier, bonus=bonus, edges=edges + 1, banes=banes)
    assert more.tier >= less.tier
    assert 1 <= less.tier <= 3


def test_negative_edges_are_refused():
    with pytest.raises(ValueError):
        edge_outcome(-1, 0)


# Seed 001 (自動ティア結果): an automatic outcome takes precedence over edges, banes, bonuses and
# penalties; the dice still tell whether a critical hit happens.
@pytest.mark.parametrize(("dice", "kwargs", "tier"), [
    pytest.param((1, 1), {"automatic": 3}, 3, id="automatic tier 3 on a natural 2"),
    pytest.param((9, 9), {"automatic": 1, "edges": 2}, 1, id="automatic tier 1 beats a double edge"),
    pytest.param((1, 2), {"automatic": 2, "banes": 2, "bonus": -5}, 2, id="automatic tier 2 beats banes"),
    pytest.param((10, 10), {"automatic": 1}, 1, id="automatic tier 1 on a natural 20"),
])
def test_automatic_tier_outcomes(dice, kwargs, tier):
    roll = power_roll(dice, 2, **kwargs)
    assert roll.tier == tier
    assert roll.natural == sum(dice)


def test_automatic_tier_must_be_a_tier():
    with pytest.raises(ValueError):
        power_roll((5, 5), automatic=4)


# Seed 001 (自動ティア結果): "それぞれ異なる自動結果を与える複数の効果を受けている場合、それらの効果は互いに
# 打ち消し合い、すべての自動結果は無視される。複数の効果が同じ自動結果を与える場合は、その結果を得る。"
@pytest.mark.parametrize(("given", "outcome"), [
    pytest.param(None, None, id="none given"),
    pytest.param([], None, id="empty"),
    pytest.param([2], 2, id="one automatic tier 2"),
    pytest.param([3, 3], 3, id="the same outcome twice stands"),
    pytest.param([1, 3], None, id="different outcomes cancel"),
    pytest.param([3, 3, 1], None, id="two the same and one different: all ignored"),
    pytest.param([1, 2, 3], None, id="three different cancel"),
])
def test_several_automatic_outcomes_combine_as_the_seed_says(given, outcome):
    assert automatic_outcome(given) == outcome


def test_an_automatic_outcome_that_is_no_tier_is_refused():
    with pytest.raises(ValueError):
        automatic_outcome([4])
