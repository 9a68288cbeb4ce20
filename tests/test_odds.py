"""Exact odds: checked against probabilities worked out by hand from the distribution of 2d10."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock import parse_text
from statblock.cli import main
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero
from statblock.rulesets.draw_steel.runtime.odds import ability_odds

from builders import STOMP
from conftest import ROOT

SEEDS_FILE = str(ROOT / "abilities" / "seeds.ability")
KORVA = str(ROOT / "abilities" / "heroes" / "korva-fury.toml")
CONDUIT = str(ROOT / "abilities" / "heroes" / "conduit.toml")


def ways(natural: int) -> int:
    """How many of the 100 outcomes of 2d10 sum to `natural`: 1 way to roll 2, 10 to roll 11, 1 to roll 20."""
    return 10 - abs(natural - 11) if 2 <= natural <= 20 else 0


def by_hand(modifier: int, edges: int = 0, banes: int = 0, bonus: int = 0) -> dict[int, Fraction]:
    """Tier probabilities straight from the seed's wording, summed over the natural totals 2-20."""
    net = min(edges, 2) - min(banes, 2)
    counts = {1: 0, 2: 0, 3: 0}
    for natural in range(2, 21):
        total = natural + modifier + bonus + (2 if net == 1 else -2 if net == -1 else 0)
        tier = 1 if total <= 11 else 2 if total <= 16 else 3
        if net == 2:
            tier = min(3, tier + 1)
        if net == -2:
            tier = max(1, tier - 1)
        if natural >= 19:
            tier = 3
        counts[tier] += ways(natural)
    return {tier: Fraction(count, 100) for tier, count in counts.items()}


def test_the_hand_formula_itself():
    assert sum(ways(n) for n in range(2, 21)) == 100
    assert sum(ways(n) for n in range(2, 10)) == 36      # 2d10 <= 9: 1 + 2 + ... + 8


# modifier, edges, banes, bonus, tier counts out of 100 (worked out in the comment)
LITERAL = [
    # Might 2: tier 1 is 2d10 <= 9 (36), tier 3 is 2d10 >= 15 (6+5+4+3+2+1 = 21), tier 2 the rest.
    pytest.param(2, 0, 0, 0, (36, 43, 21), id="Might 2"),
    # One edge: 2d10 + 4; tier 1 is 2d10 <= 7 (21), tier 3 is 2d10 >= 13 (8+7+...+1 = 36).
    pytest.param(2, 1, 0, 0, (21, 43, 36), id="Might 2, one edge"),
    # Double edge: every tier moves up one: (0, 36, 43 + 21).
    pytest.param(2, 2, 0, 0, (0, 36, 64), id="Might 2, double edge"),
    # Double bane: tiers move down, but naturals 19-20 (2 + 1 = 3 ways) stay tier 3.
    pytest.param(2, 0, 2, 0, (79, 18, 3), id="Might 2, double bane vs natural 19-20"),
    # Nothing but a natural 19-20 reaches tier 3, even with two banes.
    pytest.param(-10, 0, 2, 0, (97, 0, 3), id="hopeless roll with two banes still crits on 19-20"),
    # Edge and bane cancel: same as Might 2.
    pytest.param(2, 1, 1, 0, (36, 43, 21), id="edge and bane cancel"),
    # Bonus +1 is 2d10 + 3: tier 1 is 2d10 <= 8 (28), tier 3 is 2d10 >= 14 (28).
    pytest.param(2, 0, 0, 1, (28, 44, 28), id="a bonus of 1"),
]


@pytest.mark.parametrize(("modifier", "edges", "banes", "bonus", "counts"), LITERAL)
def test_literal_odds_match_the_hand_formula_and_the_code(modifier, edges, banes, bonus, counts):
    expected = {tier: Fraction(c, 100) for tier, c in zip((1, 2, 3), counts)}
    assert by_hand(modifier, edges, banes, bonus) == expected
    hero = Hero("h", {"might": modifier, "agility": 0, "reason": 0, "intuition": 0, "presence": 0})
    (brutal_slam, _) = parse_text(open(SEEDS_FILE, encoding="utf-8").read(), SEEDS_FILE).abilities
    odds = ability_odds(bind(brutal_slam, hero), edges=edges, banes=banes, bonus=bonus)
    assert odds.tiers == expected
    assert odds.critical == Fraction(3, 100)      # a main action: naturals 19 and 20


def odds_cli(capsys, *args) -> dict:
    assert main(["odds", SEEDS_FILE, *args, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("edges", "banes", "bonus"), [
    (0, 0, 0), (1, 0, 0), (2, 0, 0), (0, 1, 0), (0, 2, 0), (2, 1, 0), (1, 2, 0), (3, 3, 0), (0, 0, -2), (1, 0, 3),
], ids=lambda v: str(v))
def test_odds_command_matches_the_hand_formula(capsys, edges, banes, bonus):
    out = odds_cli(capsys, "--ability", "Brutal Slam", "--hero", KORVA,
                   "--edges", str(edges), "--banes", str(banes), "--bonus", str(bonus))
    expected = by_hand(2, edges, banes, bonus)
    assert out["ability"] == "Brutal Slam"
    assert {k: Fraction(v) for k, v in out["exact"]["tiers"].items()} == {str(t): p for t, p in expected.items()}
    assert out["tiers"] == {str(t): float(p) for t, p in expected.items()}
    assert out["critical"] == 0.03
    # Brutal Slam for Might 2 deals 5/8/11 (seed 000).
    damage = 5 * expected[1] + 8 * expected[2] + 11 * expected[3]
    assert Fraction(out["exact"]["expected_damage"]) == damage
    assert out["expected_damage"] == pytest.approx(float(damage))


def test_odds_command_for_the_conduit(capsys):
    out = odds_cli(capsys, "--ability", "Judgment's Hammer", "--hero", CONDUIT)
    assert out["damage_by_tier"] == {"1": 5, "2": 8, "3": 11}
    assert out["tiers"] == {"1": 0.36, "2": 0.43, "3": 0.21}
    assert out["expected_damage"] == pytest.approx(5 * 0.36 + 8 * 0.43 + 11 * 0.21)


def test_odds_text_output(capsys):
    assert main(["odds", SEEDS_FILE, "--ability", "brutal slam", "--hero", KORVA]) == 0
    out = capsys.readouterr().out
    assert "Brutal Slam" in out and "36.0%" in out and "9/25" in out


def test_a_tier_with_dice_or_without_damage_says_so(capsys, tmp_path):
    """`2d6 + 2` is counted at its mean (9), and said to be; a tier that deals no damage is `no damage`,
    not `0 damage` (which immunity may give)."""
    path = tmp_path / "coup.ability"
    path.write_text("Coup\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: 2d6 + 2 damage\n12-16: 5 damage\n"
                    "17+: slowed (save ends)\n", "utf-8")
    assert main(["odds", str(path), "--ability", "Coup", "--hero", KORVA, "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["damage_by_tier"] == {"1": 9, "2": 5, "3": 0}
    assert out["damage_kind_by_tier"] == {"1": "dice", "2": "fixed", "3": "none"}
    assert main(["odds", str(path), "--ability", "Coup", "--hero", KORVA]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].endswith("9 damage on average (dice)") and lines[2].endswith("5 damage")
    assert lines[3].endswith("no damage")
    # dice behind a potency that does not land against the plain target (every score 0) count for nothing
    path.write_text("Coup\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: 2 damage; A < -5 2d6 damage\n"
                    "12-16: 5 damage\n17+: 9 damage\n", "utf-8")
    assert main(["odds", str(path), "--ability", "Coup", "--hero", KORVA, "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["damage_kind_by_tier"]["1"] == "fixed"


HERO_SCORES = st.fixed_dictionaries({c: st.integers(-5, 5)
                                     for c in ("might", "agility", "reason", "intuition", "presence")})


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(HERO_SCORES, st.integers(0, 4), st.integers(0, 4), st.integers(-4, 4))
def test_probabilities_sum_to_one_and_more_edges_never_lower_the_expected_tier(scores, edges, banes, bonus):
    (brutal_slam, hammer) = parse_text(open(SEEDS_FILE, encoding="utf-8").read(), SEEDS_FILE).abilities
    for ability in (brutal_slam, hammer):
        bound = bind(ability, Hero("h", scores))
        odds = ability_odds(bound, edges=edges, banes=banes, bonus=bonus)
        more = ability_odds(bound, edges=edges + 1, banes=banes, bonus=bonus)
        assert sum(odds.tiers.values()) == 1
        assert all(0 <= p <= 1 for p in odds.tiers.values())
        assert more.expected_tier >= odds.expected_tier
        assert odds.tiers == by_hand(bound.roll.modifier, edges, banes, bonus)


# Seed 001: "それぞれ異なる自動結果を与える複数の効果を受けている場合、それらの効果は互いに打ち消し合い、
# すべての自動結果は無視される". `--tier` given twice: argparse used to keep the last one.
@pytest.mark.parametrize(("tiers", "expected"), [
    pytest.param(["3"], {"1": 0.0, "2": 0.0, "3": 1.0}, id="one automatic tier 3"),
    pytest.param(["3", "3"], {"1": 0.0, "2": 0.0, "3": 1.0}, id="tier 3 twice stands"),
    pytest.param(["1", "3"], {"1": 0.36, "2": 0.43, "3": 0.21}, id="tiers 1 and 3 cancel: a plain roll"),
], )
def test_automatic_tiers_given_twice_combine_as_the_seed_says(capsys, tiers, expected):
    args = [part for tier in tiers for part in ("--tier", tier)]
    out = odds_cli(capsys, "--ability", "Brutal Slam", "--hero", KORVA, *args)
    assert out["tiers"] == expected


def test_a_test_the_target_makes_ignores_the_heros_automatic_outcome_as_roll_does():
    """`Each target makes a Might test`: the target rolls 2d10 + its Might. The hero's edges, bonus and
    automatic outcome (seed 001: an effect gives *a* power roll its automatic tier) are for the hero's
    roll; `roll` left all of them out of the target's test, `odds` left out all but the automatic tier
    and so gave tier 1 100% for `--tier 1` where `roll` rolled the target's dice."""
    (compiled,) = parse_text(STOMP).abilities
    bound = bind(compiled, Hero("h", {"might": 2, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}))
    plain = ability_odds(bound)
    assert ability_odds(bound, automatic=1).tiers == plain.tiers
    assert plain.tiers == {1: Fraction(55, 100), 2: Fraction(35, 100), 3: Fraction(10, 100)}
