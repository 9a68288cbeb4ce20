"""The Magic-User of Song of Blades and Heroes (seed 003): exact odds against an independent count,
each rule of the seed one by one, seeded rolls, JSON and Japanese output."""

from __future__ import annotations

import argparse
import json
import random
import re
from fractions import Fraction

import pytest

from statblock.rulesets.sbh.runtime import (Caster, InputError, OddsQuery, activation_odds, magic_attack_margins,
                                            odds_json, odds_text, plan, roll_activation, roll_json, roll_text,
                                            transfix_odds)
from statblock.rulesets.sbh.runtime import command, rules


# ---- an independent count: nested loops over every die, written apart from the runtime ----

def brute_successes(quality, dice):
    table = {}
    outcomes = [[]]
    for _ in range(dice):
        outcomes = [o + [face] for o in outcomes for face in (1, 2, 3, 4, 5, 6)]
    for outcome in outcomes:
        hits = len([face for face in outcome if face >= quality])
        table[hits] = table.get(hits, 0) + 1
    return {k: Fraction(v, 6 ** dice) for k, v in table.items()}


def brute_margins(caster_bonus, combat):
    table = {}
    for a in range(1, 7):
        for b in range(1, 7):
            table[a + caster_bonus - b - combat] = table.get(a + caster_bonus - b - combat, 0) + 1
    return {k: Fraction(v, 36) for k, v in table.items()}


@pytest.mark.parametrize("quality", range(2, 7))
@pytest.mark.parametrize("dice", (1, 2, 3))
def test_activation_odds_match_an_independent_count(quality, dice):
    odds = activation_odds(quality, dice)
    expected = brute_successes(quality, dice)
    assert {k: p for k, p in odds.successes.items() if p} == expected
    assert sum(odds.successes.values()) == 1
    assert all(isinstance(p, Fraction) for p in odds.successes.values())
    assert odds.failures == {dice - k: p for k, p in odds.successes.items()}


def test_success_is_a_die_at_or_over_quality_with_no_automatic_faces():
    assert activation_odds(4, 1).successes == {0: Fraction(1, 2), 1: Fraction(1, 2)}
    assert activation_odds(2, 1).successes[1] == Fraction(5, 6)
    assert activation_odds(6, 1).successes[1] == Fraction(1, 6)


# ---- three failures on a declared spell end magic ----

@pytest.mark.parametrize("quality", range(2, 7))
def test_magic_is_lost_only_on_three_failures(quality):
    assert activation_odds(quality, 1).magic_lost == 0
    assert activation_odds(quality, 2).magic_lost == 0
    assert activation_odds(quality, 3).magic_lost == Fraction(quality - 1, 6) ** 3


def _seed_where(test, **kwargs):
    for seed in range(5000):
        record = roll_activation(random.Random(seed), **kwargs)
        if test(record):
            return seed, record
    raise AssertionError("no seed found")


def test_three_failures_with_a_spell_declared_end_magic_and_without_do_not():
    seed, record = _seed_where(lambda r: r.failures == 3, quality=4, dice=3, declared_spell="transfix",
                               target_quality=4)
    assert record.magic_lost and not record.cast
    assert "magic_lost" in [s.kind for s in record.steps]
    plain = roll_activation(random.Random(seed), quality=4, dice=3)
    assert plain.failures == 3 and not plain.magic_lost


def test_a_model_whose_magic_ended_cannot_declare():
    record = roll_activation(random.Random(1), 3, 3, "transfix", target_quality=4, magic_lost=True)
    assert record.declared is None and not record.cast
    assert record.steps[0].kind == "refused_magic_lost"


# ---- successes are actions: moves and power ----

def test_plan_splits_actions_between_moves_and_the_spell():
    # the seed's example: 3 successes → 1 move and power 2, 2 moves and power 1, or 3 moves
    assert plan(3) == [(0, 3), (1, 2), (2, 1), (3, 0)]
    assert plan(0) == [(0, 0)]
    assert all(moves + power == 2 for moves, power in plan(2))


def test_power_is_the_actions_spent_not_the_dice_rolled():
    seed, record = _seed_where(lambda r: r.successes == 2, quality=4, dice=3, declared_spell="transfix",
                               power_wanted=3, target_quality=4)
    assert record.power == 2  # three dice, two successes: no power 3
    assert "power_capped" in [s.kind for s in record.steps]
    fewer = roll_activation(random.Random(seed), 4, 3, "transfix", 1, target_quality=4)
    assert (fewer.moves, fewer.power) == (1, 1)
    given_up = roll_activation(random.Random(seed), 4, 3, "transfix", 0, target_quality=4)
    assert (given_up.moves, given_up.power, given_up.cast) == (2, 0, False)
    assert "spell_given_up" in [s.kind for s in given_up.steps]


def test_range_by_power():
    assert rules.RANGE_BY_POWER == {1: "short", 2: "medium", 3: "long"}
    assert [transfix_odds(p, 4).range for p in (1, 2, 3)] == ["short", "medium", "long"]


# ---- restrictions ----

def test_no_casting_in_contact_and_line_of_sight_needed():
    contact = roll_activation(random.Random(2), 3, 2, "attack", target_combat=3, in_contact=True)
    assert contact.steps[0].kind == "refused_contact" and contact.declared is None and not contact.cast
    blind = roll_activation(random.Random(2), 3, 2, "transfix", target_quality=3, line_of_sight=False)
    assert blind.steps[0].kind == "refused_line_of_sight" and not blind.cast


def test_a_ranged_magic_attack_cannot_target_a_model_in_melee_but_transfix_can():
    attack = roll_activation(random.Random(2), 2, 2, "attack", target_combat=3, target_in_melee=True)
    assert attack.steps[0].kind == "refused_target_in_melee"
    seed, transfix = _seed_where(lambda r: r.cast, quality=2, dice=2, declared_spell="transfix", target_quality=4,
                                 target_in_melee=True)
    assert transfix.transfixed is not None


def test_transfix_has_no_range_extension():
    for band in ("double", "triple"):
        record = roll_activation(random.Random(0), 2, 2, "transfix", target_quality=4, band=band)
        assert record.steps[0].kind == "refused_transfix_range" and not record.cast


# ---- magic as a ranged attack ----

@pytest.mark.parametrize("power", (1, 2, 3))
@pytest.mark.parametrize("combat", (0, 3, 6))
@pytest.mark.parametrize("band, penalty", (("short", 0), ("double", -1), ("triple", -2)))
def test_attack_margins_match_an_independent_count(power, combat, band, penalty):
    odds = magic_attack_margins(power, combat, band)
    assert odds.margins == brute_margins(power + penalty, combat)
    assert odds.caster_total == power + penalty
    assert "margin_only" in odds.notes  # the seed gives no result by margin


def test_the_margin_only_note_reads_as_english():
    """The note said "the rules resolve magic … and gives no result" (the rules: plural, `give`)."""
    from statblock.rulesets.sbh.catalog_runtime import RUNTIME
    said = RUNTIME["sbh.runtime.note.margin_only"]["en"]
    assert "the rules resolve magic" in said and "and give no result by margin" in said and "gives" not in said


def test_good_shot_adds_one_and_poison_is_carried():
    assert magic_attack_margins(2, 3, good_shot=True).margins == brute_margins(3, 3)
    poisoned = magic_attack_margins(2, 3, poison=True)
    assert poisoned.margins == brute_margins(2, 3) and poisoned.applies == ("poison",)
    assert "poison_effect" in poisoned.notes


@pytest.mark.parametrize("rule", ("undead", "swarm", "stealth"))
def test_undead_swarm_and_stealth_do_not_change_magic(rule):
    for band in ("short", "double", "triple"):
        assert magic_attack_margins(2, 3, band, target_rules=[rule]).margins == \
            magic_attack_margins(2, 3, band).margins
    notes = magic_attack_margins(2, 3, target_rules=[rule]).notes
    assert ("stealth_no_protection" if rule == "stealth" else "no_minus_two") in notes


def test_the_triple_band_penalty_still_applies_against_undead():
    assert magic_attack_margins(3, 2, "triple", target_rules=["undead"]).caster_total == 1


def test_rule_objects_with_an_id_are_read():
    class Rule:
        id = "undead"
    assert "no_minus_two" in magic_attack_margins(1, 1, target_rules=[Rule()]).notes


def test_a_rolled_attack_adds_power_good_shot_and_band():
    record = roll_activation(random.Random(7), 2, 3, "attack", None, target_combat=2, band="double",
                             caster_rules=["good_shot", "poison"])
    assert record.cast
    step = next(s for s in record.steps if s.kind == "attack_roll")
    assert step.values["caster_total"] == step.values["caster_die"] + record.power + 1 - 1
    assert record.margin == step.values["caster_total"] - (step.values["target_die"] + 2)
    kinds = [s.kind for s in record.steps]
    assert "poison" in kinds and kinds[-1] == "margin_only"


# ---- Transfix ----

@pytest.mark.parametrize("power", (1, 2, 3))
@pytest.mark.parametrize("quality", range(2, 7))
def test_transfix_is_any_failure_of_one_die_per_power(power, quality):
    passes = brute_successes(quality, power).get(power, 0)  # every die succeeds
    assert transfix_odds(power, quality).transfixed == 1 - passes


def test_a_transfixed_model_gets_the_seed_effects():
    seed, record = _seed_where(lambda r: r.transfixed, quality=2, dice=3, declared_spell="transfix",
                               target_quality=5)
    kinds = [s.kind for s in record.steps]
    assert kinds[-5:] == ["effect_ends", "effect_no_move", "effect_attack_bonus", "effect_lethal",
                          "effect_morale_removed"]
    ends = next(s for s in record.steps if s.kind == "effect_ends")
    assert ends.values == {"actions": 2}
    assert next(s for s in record.steps if s.kind == "effect_attack_bonus").values == {"bonus": 2}
    test = next(s for s in record.steps if s.kind == "transfix_test")
    assert test.values["dice"] == record.power


# ---- rolls, bad input ----

def test_the_same_seed_plays_the_same_activation():
    kwargs = dict(quality=3, dice=3, declared_spell="attack", target_combat=2)
    first = roll_activation(random.Random(42), **kwargs)
    again = roll_activation(random.Random(42), **kwargs)
    assert first == again and roll_text(Caster("M", 3, 1), first) == roll_text(Caster("M", 3, 1), again)


@pytest.mark.parametrize("call", (lambda: activation_odds(1, 2), lambda: activation_odds(4, 4),
                                  lambda: transfix_odds(0, 4), lambda: magic_attack_margins(1, 7),
                                  lambda: magic_attack_margins(1, 2, "quadruple"),
                                  lambda: roll_activation(random.Random(0), 3, 2, "transfix"),
                                  lambda: roll_activation(random.Random(0), 3, 2, "fireball")))
def test_bad_values_are_refused(call):
    with pytest.raises(InputError):
        call()


# ---- output ----

def _parse(arguments, argv):
    parser = argparse.ArgumentParser()
    arguments(parser, "en")
    return parser.parse_args(argv)


def test_odds_json_shape(capsys):
    args = _parse(command.odds_arguments, ["--quality", "3", "--rules", "good_shot", "--target-quality", "4",
                                           "--target-combat", "3", "--format", "json"])
    assert command.run_odds(args) == 0
    found = json.loads(capsys.readouterr().out)
    assert [a["dice"] for a in found["activation"]] == [1, 2, 3]
    assert found["activation"][2]["magic_lost"] == "1/27"
    assert [p["transfixed"] for p in found["transfix"]["powers"]] == ["1/2", "3/4", "7/8"]
    assert found["attack"]["powers"][0]["modifiers"] == {"power": 1, "good_shot": 1}
    assert sum(Fraction(p) for p in found["attack"]["powers"][0]["margins"].values()) == 1
    assert "margin_only" in [n["key"] for n in found["notes"]]


def test_roll_json_shape(capsys):
    args = _parse(command.roll_arguments, ["--quality", "3", "--dice", "2", "--spell", "transfix",
                                           "--target-quality", "4", "--seed", "3", "--format", "json"])
    assert command.run_roll(args) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["seed"] == 3 and found["steps"][0]["step"] == "declared"
    assert all("text" in step for step in found["steps"])
    assert json.loads(json.dumps(roll_json(Caster("M", 3, 0), roll_activation(random.Random(3), 3, 2), 3)))



def test_a_roll_says_when_the_caster_is_no_magic_user():
    # 「Magic-Userアビリティを持つモデルは、魔法を唱える事ができます。」: a Warrior's declared Transfix was
    # played to the end without a word (odds said it); an activation without a spell needs no note
    warrior, mage = Caster("Warrior", 3, 3), Caster("Mage", 3, 2, ("magic_user",))
    record = roll_activation(random.Random(1), 3, 2, "transfix", target_quality=4)
    lines = roll_text(warrior, record, "en").splitlines()
    assert lines[1] == "note: Warrior is not a Magic-User and cannot cast; the spell is played as if it were one"
    assert "マジック・ユーザーではなく" in roll_text(warrior, record, "ja")
    assert "not a Magic-User" not in roll_text(mage, record, "en")
    assert "not a Magic-User" not in roll_text(warrior, roll_activation(random.Random(1), 3, 2), "en")
    assert roll_json(warrior, record, 1)["profile"]["magic_user"] is False


def test_transfix_odds_at_double_or_triple_range_say_it_cannot_be_cast_there():
    # 「トランスフィクス魔法は、遠距離攻撃のように射程を伸ばす事はできない。」: `--band triple` gave Transfix's
    # odds with no word that they hold only within range (roll refuses the same declaration)
    mage = Caster("Mage", 3, 2, ("magic_user",))
    far = OddsQuery(spells=("transfix",), target_quality=4, band="triple")
    assert "Transfix cannot extend its range" in odds_text(mage, far, "en")
    assert "transfix_in_range" in [n["key"] for n in odds_json(mage, far)["notes"]]
    near = OddsQuery(spells=("transfix",), target_quality=4)
    assert "extend" not in odds_text(mage, near, "en")
    assert "transfix_in_range" not in [n["key"] for n in odds_json(mage, near)["notes"]]

def test_japanese_output():
    caster = Caster("エルフ", 3, 2, ("magic_user",))
    text = odds_text(caster, OddsQuery(target_quality=4, target_combat=3), "ja")
    assert "アクティベーション" in text and "トランスフィクス" in text and "パワー" in text
    assert "attack" not in text and "successes" not in text
    record = roll_activation(random.Random(0), 3, 3, "transfix", target_quality=4)
    assert "宣言" in roll_text(caster, record, "ja")
    assert odds_json(caster, OddsQuery(), "ja")["notes"][0]["text"].startswith("注")


def test_usage_errors_exit_2(capsys):
    assert command.run_odds(_parse(command.odds_arguments, ["--quality", "8"])) == 2
    assert command.run_odds(_parse(command.odds_arguments, [])) == 2
    assert "out of range" in capsys.readouterr().err


def test_profile_from_file_finds_a_profile_with_a_did_you_mean(monkeypatch):
    from types import SimpleNamespace
    import statblock.pipeline as pipeline

    mage = SimpleNamespace(name="Elf Mage", quality=3, combat=2, rules=[SimpleNamespace(id="magic_user")])
    warband = SimpleNamespace(profiles=[mage, SimpleNamespace(name="Orc Archer", quality=4, combat=3, rules=[])])
    monkeypatch.setattr(pipeline, "read_file", lambda path: SimpleNamespace(statblocks=[warband], diagnostics=[]))
    assert command.profile_from_file("w.sbh", "elf  MAGE")[0] is mage
    with pytest.raises(command.ProfileError) as error:
        command.profile_from_file("w.sbh", "Elf Mag")
    assert "Elf Mage" in str(error.value.args[0])


def _rolled_until(check, **kwargs):
    """The first seeded roll (seeds 0, 1, …) whose record satisfies `check`."""
    for seed in range(500):
        record = roll_activation(random.Random(seed), **kwargs)
        if check(record):
            return record
    raise AssertionError("no seed gave the roll wanted")


def test_english_counts_are_singular_for_one_and_japanese_counts_unchanged():
    # `1 dice`, `1 successes, 0 failures`, `1 moves`, `with 1 dice` were printed
    mage = Caster("M", 4, 2, ("magic_user",))
    one = _rolled_until(lambda r: r.successes == 1 and r.transfixed, quality=4, dice=1, declared_spell="transfix",
                        target_quality=4)
    text = roll_text(mage, one, "en")
    assert "activation: 1 die against Quality 4+" in text and "— 1 success, 0 failures" in text
    assert "with 1 die: " in text and "— 1 failure" in text and "spends 2 actions" in text
    moved = _rolled_until(lambda r: r.successes == 2 and r.failures == 1, quality=4, dice=3)
    assert "— 2 successes, 1 failure" in roll_text(mage, moved, "en") and "actions: 2 moves" in roll_text(mage, moved, "en")
    single_move = _rolled_until(lambda r: r.successes == 1, quality=4, dice=2)
    assert "actions: 1 move" in roll_text(mage, single_move, "en").splitlines()[-1]
    capped = _rolled_until(lambda r: r.successes == 1, quality=4, dice=3, declared_spell="transfix",
                           power_wanted=3, target_quality=4)
    assert "but only 1 action: " in roll_text(mage, capped, "en")
    assert "ダイス 1 個、質4+" in roll_text(mage, one, "ja") and "成功 1、失敗 0" in roll_text(mage, one, "ja")
    # the JSON keeps the numbers
    step = roll_json(mage, one, 0)["steps"][1]
    assert step["dice"] == 1 and step["successes"] == 1 and step["failures"] == 0
    odds = odds_text(mage, OddsQuery(target_quality=4), "en")
    assert "  1 die, successes 0" in odds and "  2 dice, successes 0" in odds and "1 dice" not in odds
    assert "cast and transfixed: 1 die " in odds
    assert "ダイス 1 個、成功数 0" in odds_text(mage, OddsQuery(target_quality=4), "ja")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_casters_bonus_is_spaced_and_signed_as_the_targets_is(lang):
    # `d6 +0 against d6 + 3` and `d6 -1 …` at triple range: the two sides were written two ways
    mage = Caster("Mage", 3, 2, ("magic_user",))
    lines = odds_text(mage, OddsQuery(spells=("attack",), target_combat=3, band="triple"), lang).splitlines()
    sides = [re.search(r"d6 .*d6 \+ 3", line).group() for line in lines if re.search(r"d6 .*d6 \+ 3", line)]
    assert [side.split()[:3] for side in sides] == [["d6", "-", "1"], ["d6", "+", "0"], ["d6", "+", "1"]]


@pytest.mark.parametrize(("written", "guess"), [("アンデッド・スウォーム", "アンデッド、スウォーム"),
                                                ("Undead Swarm", "Undead, Swarm")])
def test_target_rules_without_a_comma_between_them_suggest_the_separated_rules(written, guess, capsys):
    # `--target-rules アンデッド・スウォーム` was "unknown special rule" with no hint; a profile line says to separate them
    args = _parse(command.odds_arguments, ["--quality", "3", "--target-combat", "3", "--target-rules", written])
    assert command.run_odds(args) == 2
    assert guess in capsys.readouterr().err


def test_a_supplement_caster_is_told_its_backfire_may_be_its_own():
    # seed 003: 「ネクロマンサーやサモナーなど、サプリメント開催の魔法使い系アビリティには、独自のバックファイアルールを
    # 持つものがある。」 A Necromancer's odds and roll said only "not a Magic-User", and gave the Magic-User's magic
    # lost on three failures as if it were its own
    from statblock.rulesets.sbh.runtime.report import odds_text

    necromancer, warrior = Caster("N", 3, 1, ("necromancer",)), Caster("W", 3, 3)
    assert necromancer.supplement_caster and not warrior.supplement_caster
    assert not Caster("M", 3, 2, ("magic_user",)).supplement_caster
    query = OddsQuery(spells=("transfix",), target_quality=4)
    assert "backfire rules of their own" in odds_text(necromancer, query, "en")
    assert "独自のバックファイアルール" in odds_text(necromancer, query, "ja")
    assert "backfire" not in odds_text(warrior, query, "en")
    record = roll_activation(random.Random(1), 3, 2, "transfix", target_quality=4)
    assert "backfire rules of their own" in roll_text(necromancer, record, "en")


def test_japanese_odds_and_rolls_name_the_stats_and_rules_as_the_japanese_cards_do():
    # (`odds --lang ja` printed `Quality 3+、Combat 2`, `Combat 3 への…`, `Quality 4+ のテスト` while the Japanese cards and
    # SH102/SH103 say 質 and 戦闘; and the rules in English, `Lethal`, `Poison`, `Magic-User`)
    from statblock.rulesets.sbh.catalog import CATALOG as SBH

    for key, texts in SBH.items():
        if key.startswith(("sbh.runtime.", "sbh.help.odds.", "sbh.help.roll.")) and "ja" in texts:
            words = re.sub(r"\{[^}]*\}|`[^`]*`|--[a-z-]+|JSON", "", texts["ja"])
            assert not re.search(r"[A-Za-z]{2,}", words), (key, texts["ja"])


@pytest.mark.parametrize("run", ["roll", "odds"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_warband_file_without_profile_is_read_and_several_profiles_are_said(capsys, tmp_path, run, lang):
    # (a file without `--profile` asked for it even when it held one profile, though SH204's row says a warband file
    # is enough; `--quality 3 FILE` left the file unread without a word; `--profile X --quality 3` dropped `--quality`
    # in silence: now the one profile is the caster, several are named, the options change a named profile, and
    # `--quality` without `--profile` says the file's profiles are not used)
    one = tmp_path / "one.sbh"
    one.write_text("Warband: A\nElf Mage Q4+ C2 Magic-User, Good Shot\n" if lang == "en"
                   else "ウォーバンド：A\nエルフの魔法使い 質4+ 戦闘2 マジック・ユーザー、グッドショット\n", encoding="utf-8")
    several = tmp_path / "two.sbh"
    several.write_text("Warband: B\nElf Mage Q3+ C2 Magic-User\nOrc Q4+ C3\n" if lang == "en"
                       else "ウォーバンド：B\nエルフの魔法使い 質3+ 戦闘2 マジック・ユーザー\nオーク 質4+ 戦闘3\n", encoding="utf-8")
    mage, orc = ("Elf Mage", "Orc") if lang == "en" else ("エルフの魔法使い", "オーク")
    arguments = command.roll_arguments if run == "roll" else command.odds_arguments
    extra = ["--dice", "2", "--seed", "1", "--format", "json"] if run == "roll" else ["--format", "json"]
    go = command.run_roll if run == "roll" else command.run_odds

    def shown(*argv):
        code = go(_parse(arguments, [*extra, "--lang", lang, *argv]))
        out = capsys.readouterr()
        return code, (json.loads(out.out)["profile"] if code == 0 else None), out.err

    code, found, said = shown(str(one))
    assert code == 0 and (found["name"], found["quality"], found["combat"]) == (mage, 4, 2) and said == ""
    code, found, said = shown("--profile", orc, "--quality", "3", "--combat", "4", str(several))
    assert code == 0 and (found["name"], found["quality"], found["combat"]) == (orc, 3, 4)
    code, _, said = shown(str(several))
    assert code == 2 and {"en": f"holds 2 profiles ({mage}, {orc}): name one with --profile NAME",
                          "ja": f"プロファイルが 2 個あります（{mage}、{orc}）"}[lang] in said
    code, found, said = shown("--quality", "3", str(several))
    assert code == 0 and (found["name"], found["quality"], found["combat"]) == ("Q3+ C0", 3, 0)
    assert {"en": f"the 2 profiles of {several} ({mage}, {orc}) are not used",
            "ja": f"{several} のプロファイル 2 個（{mage}、{orc}）は使いません"}[lang] in said
    code, found, said = shown("--quality", "3", str(one))
    assert code == 0 and {"en": f"the profile of {one} ({mage}) is not used", "ja": f"のプロファイル（{mage}）は使いません"}[lang] in said
    if lang == "ja":
        assert not re.search(r"[A-Za-z]{2,}", said.replace(str(one), "").replace("--quality", "").replace("--profile NAME", ""))


@pytest.mark.parametrize("seed", range(5))
def test_sums_and_percentages_are_the_fraction_arithmetics(seed):
    """`total` (the sum of chances over their least common denominator) and `percent` (in integers) are exactly what
    `sum` of Fractions and `(p × 2000 + 1) // 2` were, on chances of any denominators, none, and halves to round."""
    from statblock.rulesets.sbh.runtime.odds import total
    from statblock.rulesets.sbh.runtime.report import percent

    rng = random.Random(seed)
    for _ in range(2000):
        chances = [Fraction(rng.randint(0, 97), rng.randint(1, 216)) for _ in range(rng.randint(0, 7))]
        assert total(chances) == sum(chances, Fraction(0)) and isinstance(total(chances), Fraction)
        p = rng.choice([*chances, Fraction(1, 2000), Fraction(3, 2000), Fraction(0), Fraction(1)])
        tenths = (p * 2000 + 1) // 2
        assert percent(p) == f"{tenths // 10}.{tenths % 10}%"
    assert percent(Fraction(1, 2000)) == "0.1%" and percent(Fraction(1, 3)) == "33.3%" and total([]) == 0
