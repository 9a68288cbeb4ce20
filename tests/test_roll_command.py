"""`statblock roll`: the seeds' worked examples through the command, errors, reproducibility."""

from __future__ import annotations

import json

import pytest

from statblock.cli import main

from conftest import ROOT

SEEDS_FILE = str(ROOT / "abilities" / "seeds.ability")
HEROES = ROOT / "abilities" / "heroes"
KORVA = str(HEROES / "korva-fury.toml")
CONDUIT = str(HEROES / "conduit.toml")
BANDIT = str(HEROES / "bandit-target.toml")


def roll(capsys, *args) -> dict:
    code = main(["roll", SEEDS_FILE, *args, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def seeds_by_tier(capsys, *args) -> dict[int, dict]:
    """The first result of each tier, searching seeds 0, 1, 2, ... through the command."""
    found: dict[int, dict] = {}
    for seed in range(200):
        out = roll(capsys, *args, "--seed", str(seed))
        found.setdefault(out["tier"], out)
        if len(found) == 3:
            return found
    raise AssertionError(f"only tiers {sorted(found)} in 200 seeds")


def check_roll_arithmetic(out: dict, modifier: int) -> None:
    """The reported numbers agree with each other and with the seed's tier bands."""
    assert out["natural"] == sum(out["dice"])
    assert out["total"] == out["natural"] + modifier
    band = 1 if out["total"] <= 11 else 2 if out["total"] <= 16 else 3
    assert out["tier"] == (3 if out["natural"] >= 19 else band)
    assert out["critical"] == (out["natural"] >= 19)     # both examples are main actions


def test_brutal_slam_for_a_fury_with_might_2_deals_5_8_11(capsys):
    # Seed 000: "筋力が 2 のフューリーの場合 ... ≤11: 5, 12-16: 8, 17+: 11", pushing 1, 2, 4.
    by_tier = seeds_by_tier(capsys, "--ability", "Brutal Slam", "--hero", KORVA)
    for tier, (damage, push) in {1: (5, 1), 2: (8, 2), 3: (11, 4)}.items():
        out = by_tier[tier]
        check_roll_arithmetic(out, 2)
        (target,) = out["targets"]
        assert target["damage"] == damage
        assert target["damage_type"] is None
        assert target["forced_move"] == {"movement": "push", "distance": push, "vertical": False}
        assert target["conditions"] == []


def test_judgments_hammer_for_a_conduit_against_a_bandit_with_agility_0(capsys):
    # Seed 000: tier 1, 5 holy damage and the bandit resists (0 is not below 0); tier 2, 8 holy
    # and prone; tier 3, 11 holy, prone and can't stand (save ends).
    by_tier = seeds_by_tier(capsys, "--ability", "Judgment's Hammer", "--hero", CONDUIT, "--target", BANDIT)
    expected = {1: (5, []), 2: (8, ["prone"]), 3: (11, ["prone"])}
    for tier, (damage, conditions) in expected.items():
        out = by_tier[tier]
        check_roll_arithmetic(out, 2)
        (target,) = out["targets"]
        assert target["name"] == "bandit"
        assert (target["damage"], target["damage_type"], target["conditions"]) == (damage, "holy", conditions)
        assert target["stamina_after"] == target["stamina"] - damage
        (potency,) = target["potency"]
        assert (potency["characteristic"], potency["score"], potency["potency"]) == ("agility", 0, tier - 1)
    (tier3,) = by_tier[3]["targets"][0]["condition_details"]
    assert tier3 == {"condition": "prone", "duration": {"kind": "save_ends"}, "riders": ["can't stand"],
                     "custom": False}
    assert by_tier[2]["targets"][0]["condition_details"][0]["duration"] is None


def test_a_bandit_with_agility_1_stays_standing_on_tier_2(capsys, write):
    sturdy = write("sturdy.toml", open(BANDIT, encoding="utf-8").read().replace("agility = 0", "agility = 1"))
    by_tier = seeds_by_tier(capsys, "--ability", "Judgment's Hammer", "--hero", CONDUIT, "--target", sturdy)
    assert by_tier[2]["targets"][0]["conditions"] == []
    assert by_tier[2]["targets"][0]["damage"] == 8
    assert by_tier[3]["targets"][0]["conditions"] == ["prone"]


def test_immunity_and_weakness_through_the_command(capsys, write):
    body = open(BANDIT, encoding="utf-8").read()
    resistant = write("resistant.toml", body + "[immunities]\nholy = 3\n")
    weak = write("weak.toml", body + "[weaknesses]\nall = 2\n")
    out = roll(capsys, "--ability", "Judgment's Hammer", "--hero", CONDUIT, "--seed", "4",
               "--target", resistant, "--target", weak)
    rolled = {1: 5, 2: 8, 3: 11}[out["tier"]]
    assert [t["damage"] for t in out["targets"]] == [rolled - 3, rolled + 2]


def test_the_same_seed_gives_the_same_result(capsys):
    args = ("--ability", "Judgment's Hammer", "--hero", CONDUIT, "--target", BANDIT, "--edges", "1")
    results = [roll(capsys, *args, "--seed", str(seed)) for seed in (11, 11, 12, 11)]
    assert results[0] == results[1] == results[3]
    assert results[0]["seed"] == 11
    different = [roll(capsys, *args, "--seed", str(seed))["dice"] for seed in range(20)]
    assert len({tuple(d) for d in different}) > 1


def test_edges_banes_and_bonus_reach_the_roll(capsys):
    plain = roll(capsys, "--ability", "Brutal Slam", "--hero", KORVA, "--seed", "9")
    edged = roll(capsys, "--ability", "Brutal Slam", "--hero", KORVA, "--seed", "9", "--edges", "1", "--bonus", "1")
    assert edged["dice"] == plain["dice"]
    assert edged["total"] == plain["total"] + 3
    assert (edged["edges"], edged["bonus"], edged["edge_outcome"]) == (1, 1, "edge")


def test_text_output(capsys):
    assert main(["roll", SEEDS_FILE, "--ability", "Judgment's Hammer", "--hero", CONDUIT,
                 "--target", BANDIT, "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Judgment's Hammer (Conduit)")
    assert "holy damage" in out and "bandit" in out and "seed 1" in out


def test_the_made_up_target_is_named_in_the_reports_language(capsys):
    """Without --target, `roll --lang ja` named the made-up target `target`; the JSON keeps `target`."""
    args = ["roll", SEEDS_FILE, "--ability", "Brutal Slam", "--hero", KORVA, "--seed", "1", "--surges", "1"]
    assert main([*args, "--lang", "ja"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-2].startswith("  ターゲット: ") and "ターゲットに +2 ダメージ" in lines[2], lines
    assert "target" not in "\n".join(lines[1:])
    assert main(args) == 0
    assert capsys.readouterr().out.splitlines()[-2].startswith("  target: ")
    assert [t["name"] for t in roll(capsys, *args[2:], "--lang", "ja")["targets"]] == ["target"]


@pytest.mark.parametrize(("args", "words"), [
    pytest.param(["--ability", "Brutal Slamm", "--hero", KORVA], ["no ability named `Brutal Slamm`",
                 "did you mean: `Brutal Slam`", "Judgment's Hammer"], id="unknown ability lists those found"),
    pytest.param(["--ability", "Brutal Slam", "--hero", "missing.toml"], ["missing.toml", "cannot read"],
                 id="missing hero file"),
])
def test_usage_errors_exit_2_with_a_clear_message(capsys, args, words):
    for command in ("roll", "odds"):
        assert main([command, SEEDS_FILE, *args]) == 2
        err = capsys.readouterr().err
        assert "Traceback" not in err
        for word in words:
            assert word in err


@pytest.mark.parametrize(("hero_text", "field"), [
    pytest.param('name = "x"\n[characteristics]\nmight = 2\n', "characteristics.agility", id="missing"),
    pytest.param('name = "x"\nclass = "wizard"\n[characteristics]\nmight = 2\n', "class", id="unknown class"),
    pytest.param('name = "x"\n[characteristics]\nmight = "two"\n', "characteristics.might", id="wrong type"),
    pytest.param('name = \n', "not valid TOML", id="broken TOML"),
])
def test_a_bad_hero_file_names_the_field_and_exits_2(capsys, write, hero_text, field):
    hero = write("hero.toml", hero_text)
    for command in ("roll", "odds"):
        assert main([command, SEEDS_FILE, "--ability", "Brutal Slam", "--hero", hero]) == 2
        err = capsys.readouterr().err
        assert field in err and "hero.toml" in err
        assert "Traceback" not in err


def test_bad_target_file_exits_2(capsys, write):
    target = write("t.toml", 'stamina = "ten"\n')
    assert main(["roll", SEEDS_FILE, "--ability", "Brutal Slam", "--hero", KORVA, "--target", target]) == 2
    assert "`stamina`" in capsys.readouterr().err


def test_odds_of_an_ability_without_a_power_roll_exits_2(capsys, write):
    path = write("quiet.ability", "Quiet Step\nMove action\nEffect: You shift 2 squares.\n")
    assert main(["odds", path, "--ability", "Quiet Step", "--hero", KORVA]) == 2
    assert "no power roll" in capsys.readouterr().err
    assert main(["roll", path, "--ability", "Quiet Step", "--hero", KORVA, "--format", "json", "--seed", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["power_roll"], out["tier"], out["natural"], out["critical"]) == (False, None, None, False)


def test_negative_edges_are_bad_usage(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["roll", SEEDS_FILE, "--ability", "Brutal Slam", "--hero", KORVA, "--edges", "-1"])
    assert exit_.value.code == 2
    assert "--edges" in capsys.readouterr().err


def test_automatic_tier_and_downgrade_options(capsys):
    out = roll(capsys, "--ability", "Brutal Slam", "--hero", KORVA, "--seed", "3", "--tier", "3", "--banes", "2")
    assert (out["tier"], out["automatic_tier"], out["targets"][0]["damage"]) == (3, 3, 11)
    high = next(o for o in (roll(capsys, "--ability", "Brutal Slam", "--hero", KORVA, "--seed", str(s))
                            for s in range(100)) if o["tier"] == 3)
    lowered = roll(capsys, "--ability", "Brutal Slam", "--hero", KORVA, "--seed", str(high["seed"]), "--downgrade", "2")
    assert (lowered["rolled_tier"], lowered["tier"], lowered["targets"][0]["damage"]) == (3, 2, 8)
    assert main(["odds", SEEDS_FILE, "--ability", "Brutal Slam", "--hero", KORVA, "--tier", "1",
                 "--format", "json"]) == 0
    odds = json.loads(capsys.readouterr().out)
    assert (odds["tiers"], odds["expected_damage"]) == ({"1": 1.0, "2": 0.0, "3": 0.0}, 5.0)


@pytest.mark.slow
@pytest.mark.parametrize(("english", "japanese", "hero"), [
    pytest.param("Brutal Slam", "荒々しい叩きつけ", KORVA, id="Brutal Slam"),
    pytest.param("Judgment's Hammer", "裁きの槌", CONDUIT, id="Judgment's Hammer"),
])
def test_the_japanese_seed_text_rolls_the_same(capsys, english, japanese, hero):
    ja_file = str(ROOT / "abilities" / "seeds.ja.ability")
    tiers = set()
    for seed in range(25):
        en = roll(capsys, "--ability", english, "--hero", hero, "--target", BANDIT, "--seed", str(seed))
        assert main(["roll", ja_file, "--ability", japanese, "--hero", hero, "--target", BANDIT,
                     "--seed", str(seed), "--format", "json"]) == 0
        ja = json.loads(capsys.readouterr().out)
        assert {k: v for k, v in ja.items() if k not in ("ability", "path")} == \
               {k: v for k, v in en.items() if k not in ("ability", "path")}
        tiers.add(en["tier"])
    assert tiers == {1, 2, 3}


PRISM = """Prism Bolt
Psionic, Ranged, Strike | Main action
📏 Ranged 10 | 🎯 One creature
Power Roll + Might:
≤11: 3 + M cold, fire, or holy damage
12-16: 5 + M cold, fire, or holy damage
17+: 7 + M cold, fire, or holy damage
"""


def test_a_damage_type_choice_is_the_most_against_each_target_and_said(capsys, write):
    path = write("prism.ability", PRISM)
    body = open(BANDIT, encoding="utf-8").read()
    weak = write("weak.toml", body + "[weaknesses]\nfire = 5\n")
    args = ["roll", path, "--ability", "Prism Bolt", "--hero", KORVA, "--target", BANDIT, "--target", weak,
            "--tier", "3", "--seed", "1"]
    assert main([*args, "--format", "json"]) == 0
    plain, fire = json.loads(capsys.readouterr().out)["targets"]
    assert plain["damage"] == 9 and plain["damage_type"] == "cold"  # equals: the first
    assert fire["damage"] == 14 and fire["damage_type"] == "fire"
    assert fire["choices"] == [{"picked": 1, "options": 3, "damage_types": ["cold", "fire", "holy"]}]
    assert main(args) == 0
    assert "chose fire damage of cold, fire, holy: the most against this target" in capsys.readouterr().out
    assert main([*args, "--surges", "2"]) == 0
    assert "2 surges spent: +4 damage to bandit" in capsys.readouterr().out


MONSTER = str(ROOT / "abilities" / "homebrew-monster.ability")


def test_a_monsters_feature_is_rolled_by_its_monster_without_a_hero_file(capsys):
    """A director rolls the Mirewife's Bog Curse (`Power Roll + 3`) with no hero file: the monster whose
    statblock holds it uses it. `--hero` was required, for an ability no hero uses."""
    code = main(["roll", MONSTER, "--ability", "Bog Curse", "--seed", "3", "--format", "json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["hero"] == "Mirewife" and out["modifier"] == 3
    check_roll_arithmetic(out, 3)
    assert main(["odds", MONSTER, "--ability", "Reed Lash", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)


def test_a_heros_ability_without_a_hero_file_says_to_give_one(capsys):
    assert main(["roll", SEEDS_FILE, "--ability", "Brutal Slam"]) == 2
    said = capsys.readouterr().err
    assert "`Brutal Slam` is no monster's feature" in said and "--hero HERO.toml" in said


def test_a_monster_whose_statblock_lacks_a_characteristic_is_not_guessed(capsys, tmp_path):
    text = open(MONSTER, encoding="utf-8").read().replace(" | Presence: +3", "")
    path = tmp_path / "m.ability"
    path.write_text(text, encoding="utf-8")
    assert main(["roll", str(path), "--ability", "Reed Lash"]) == 2
    assert "lacks its level or a characteristic" in capsys.readouterr().err


def test_potency_surges_in_the_report(capsys):
    """Seed 000: 2 surges raise the potency against one target by 1. The seed's bandit (Agility 0)
    resists the conduit's tier 1 `A < 0`; with the surges, A 0 < 1 lands and the bandit is prone."""
    out = roll(capsys, "--ability", "Judgment's Hammer", "--hero", CONDUIT, "--target", BANDIT,
               "--tier", "1", "--seed", "1", "--potency-surges", "1")
    assert out["potency_surges"] == 1
    (bandit,) = out["targets"]
    assert bandit["potency"] == [{"characteristic": "agility", "potency": 1, "score": 0, "landed": True,
                                  "raised": True}]
    assert bandit["conditions"] == ["prone"]
    assert main(["roll", SEEDS_FILE, "--ability", "Judgment's Hammer", "--hero", CONDUIT, "--target", BANDIT,
                 "--tier", "1", "--seed", "1", "--potency-surges", "1"]) == 0
    assert "2 surges spent: potency +1 against bandit" in capsys.readouterr().out
