"""虚構侵蝕TRPG's dice: every BCDice test case of KyokoShinshoku (read in place), exact odds against a
brute-force count, the conditions that change the dice, KY1xx diagnostics and the odds command."""

from __future__ import annotations

import argparse
import itertools
import json
import random
import re
import tomllib
from collections import Counter
from fractions import Fraction

import pytest

from statblock.rulesets.kyoko import catalog, dice
from statblock.rulesets.kyoko.odds_command import odds_arguments, run_odds

from conftest import CORPUS

BCDICE = CORPUS / "bcdice/test/data/KyokoShinshoku.toml"
_FLAGS = ("fumble", "failure", "success", "critical")


def _cases():
    return tomllib.loads(BCDICE.read_text(encoding="utf-8"))["test"]


CASES = _cases()


def _game_parts(line: str) -> tuple[str, list[str]]:
    """BCDice's line split into its command echo and the parts after it (dice shown, value, result word)."""
    parts = line.split(" ＞ ")
    return parts[0], parts[1:]


def test_the_corpus_has_every_case():
    assert len(CASES) == 66


@pytest.mark.parametrize("index", range(len(CASES)))
def test_bcdice_case(index):
    case = CASES[index]
    command, expected = case["input"], case["output"]
    rolls = [(rand["sides"], rand["value"]) for rand in case.get("rands", [])]
    if expected == "":
        # BCDice prints nothing: not a command of the game. We say why instead, with a KY1xx code.
        with pytest.raises(dice.CheckError) as raised:
            dice.roll(command, rolls)
        assert raised.value.code.startswith("KY1")
        return
    fixed = dice.FixedDice(rolls)
    rolled = dice.roll(command, fixed)
    assert fixed.used == len(rolls), "every fixed die rolled, of the sides BCDice rolled"
    # the game's parts: the dice shown, the value, the result word
    assert _game_parts(rolled.text())[1] == _game_parts(expected)[1]
    assert rolled.text() == expected  # and the whole line, the echo included
    flags = {flag for flag in _FLAGS if case.get(flag)}
    if isinstance(rolled, dice.CheckRoll):
        implied = {None: set(), "fumble": {"fumble", "failure"}, "failure": {"failure"},
                   "success": {"success"}, "critical": {"critical", "success"}}[rolled.result]
        assert implied == flags
        assert int(_game_parts(expected)[1][-2 if rolled.result else -1]) == rolled.value
    else:
        assert not flags


def test_bcdice_cases_all_match():
    matched = 0
    for case in CASES:
        rolls = [(rand["sides"], rand["value"]) for rand in case.get("rands", [])]
        try:
            text = dice.roll(case["input"], rolls).text()
        except dice.CheckError:
            text = ""
        matched += text == case["output"]
    assert matched == len(CASES) == 66


# ---- reading ----

@pytest.mark.parametrize("typed", [
    "KS(10,2)A>=5", "ks(10,2)a>=5", "ＫＳ（１０，２）Ａ＞＝５", "KS(10、2)A≧5", "KS( 10 , 2 ) A >= 5",
    "KS(10,2)A>=5 攻撃判定", "KS(5+5,3-1)A>=4+1", "ＫＳ（１０，２）Ａ＞＝５　コメント",
])
def test_typed_forms(typed):
    check = dice.parse_check(typed)
    assert (check.size, check.dice, check.target, check.advantage, check.disadvantage) == (10, 2, 5, True, False)


def test_short_forms_and_comments():
    assert dice.parse_check("KS(10)") == dice.parse_check("KS10") == dice.parse_check("KS(10,)") == dice.Check(10, 1)
    assert dice.parse_check("KS(10,2) attack").comment == "attack"
    assert dice.parse_check("KS(10,2) Attack").option == ""
    assert dice.parse_check("KS(10,2) D").disadvantage
    assert dice.parse_check("KS(10,2--1)").dice == 3


@pytest.mark.parametrize(("typed", "code", "column"), [
    ("KS(5,2)", "KY102", 4), ("KS(0,2)>=3", "KY102", 4), ("KS(100,1)", "KY102", 4),
    ("KS(10", "KY101", 6), ("KS(10,2", "KY101", 8), ("KS(10,2)>=", "KY101", 11), ("KS(,2)", "KY101", 4),
    ("KS", "KY101", 3), ("KX(10,2)", "KY101", 1), ("KS(10,2)>=5x", "KY101", 12), ("KS(10,2)A攻撃", "KY101", 10),
    ("KS(10,2)>5", "KY103", 9), ("KS(10,2)<=5", "KY103", 9), ("KS(10,2)=5", "KY103", 9),
    ("KS(10,2)X>=5", "KY104", 9), ("KS(10,2)AD>=5", "KY104", 9),
    ("KS(10,201)", "KY105", 7), ("KR(7)", "KY107", 4), ("KR(4,4)", "KY107", 6), ("KRS(0,1)", "KY107", 5),
])
def test_malformed_commands(typed, code, column):
    with pytest.raises(dice.CheckError) as raised:
        dice.parse(typed)
    error = raised.value
    assert error.code == code
    assert error.code in catalog.CODES
    found = dice.diagnostic(error, text=typed).finding()
    assert found.column == column
    for lang in ("en", "ja"):
        text = dice.diagnostic(error, text=typed).render(lang=lang)
        assert code in text and "^" in text
        assert "{" not in text.split("\n")[0]


@pytest.mark.parametrize(("typed", "meant"), [("2D8>=4", "KS(8,2)>=4"), ("２Ｄ６≧５", "KS(6,2)>=5"),
                                            ("3d10>=6 A", "KS(10,3)A>=6"), ("1D4", "KS(4,1)"), ("2D8A>=4", "KS(8,2)A>=4"),
                                            ("2d6>=5 D", "KS(6,2)D>=5")],
                         ids=["ascii", "full-width", "advantage-after", "no-difficulty", "advantage-glued",
                              "disadvantage-after"])
def test_dice_written_as_a_skills_nDx_say_the_check_to_write(typed, meant):
    """A scenario's skill dice are `2D8` (nDx): `--check 2D8>=4` was `expected a check KS(x,y)>=z` alone, the order of
    size and count in KS left to guess (the other way round from nDx). The check it stands for is said, both languages."""
    with pytest.raises(dice.CheckError) as raised:
        dice.parse(typed)
    assert raised.value.code == "KY101"
    for lang in ("en", "ja"):
        assert f"`{meant}`" in dice.diagnostic(raised.value, text=typed).render(lang=lang).replace("「", "`").replace(
            "」", "`")
    assert dice.parse_check(meant).dice == int(re.search(r"\d+", meant.split(",")[1]).group())
    # (`3d10>=6 A` had been told `KS(10,3)>=6 A`, whose `A` is a comment: the advantage lost)
    assert (dice.parse_check(meant).advantage, dice.parse_check(meant).disadvantage) == (")A" in meant, ")D" in meant)


@pytest.mark.parametrize(("typed", "code"), [("2D7>=4", "KY102"), ("0D8>=4", "KY101")], ids=["no-size", "no-dice"])
def test_dice_of_no_size_or_no_dice_get_no_check_to_write(typed, code):
    """`2D7>=4` was told `KS(7,2)>=4` (itself KY102: 7 is no dice size), `0D8>=4` `KS(8,0)>=4` (no dice)."""
    with pytest.raises(dice.CheckError) as raised:
        dice.parse(typed)
    assert raised.value.code == code
    for lang in ("en", "ja"):
        assert "KS(7,2)" not in dice.diagnostic(raised.value, text=typed).render(lang=lang)
        assert "KS(8,0)" not in dice.diagnostic(raised.value, text=typed).render(lang=lang)


def test_did_you_mean_a_size():
    with pytest.raises(dice.CheckError) as raised:
        dice.parse("KS(7,2)")
    assert "did you mean `6`" in str(raised.value.message)
    assert "「6」のことですか" in raised.value.message.render("ja")


def test_diagnostic_in_a_file():
    from statblock.diagnostics import SourceFile

    text = "events:\n  - check: KS(5,2)>=4\n"
    source = SourceFile("scene.kyoko", text)
    start = text.index("KS(")
    with pytest.raises(dice.CheckError) as raised:
        dice.parse(text[start:text.index("\n", start)])
    found = dice.diagnostic(raised.value, source, start).finding()
    assert (found.path, found.line, found.column) == ("scene.kyoko", 2, 15)


def test_every_dice_message_has_both_languages():
    keys = [key for key in catalog.CATALOG if key.startswith(("kyoko.dice.", "kyoko.odds.", "kyoko.help.odds"))]
    assert keys
    for key in keys:
        assert set(catalog.CATALOG[key]) >= {"en", "ja"}, key


def test_the_conditions_help_names_what_is_accepted_in_both_languages():
    # it listed only 散漫, 集中 and 高揚, though ［飛行］ (with --role), every ［状態］ and the English names are accepted
    from statblock.rulesets.kyoko import vocabulary

    for lang in ("en", "ja"):
        parser = argparse.ArgumentParser()
        odds_arguments(parser, lang)
        shown = next(a.help for a in parser._actions if a.dest == "conditions")
        for name in ("散漫", "集中", "高揚", "飛行"):
            english = vocabulary.condition(name).en[0]
            assert name in shown and (english in shown if lang == "en" else "英語" in shown), (lang, name)
            assert dice.condition_id(english) == dice.condition_id(name)
        assert "--role" in shown and "--contest" in shown, lang
    assert dice.condition_id("萎縮") is not None  # another ［状態］, accepted (the help says it changes nothing)


# ---- rolling ----

def test_results_and_labels():
    cases = {"KS(10,1)>=5": {1: "fumble", 4: "failure", 5: "success", 9: "success", 10: "critical"},
             "KS(4,1)>=2": {1: "fumble", 2: "success", 4: "critical"},
             "KS(3,1)>=3": {3: "success", 4: "success"},   # a d4 capped at 3: never a critical
             "KS(10,1)": {1: "fumble", 5: None, 10: None},
             "KS(10,1)>=11": {10: "failure"}}
    for command, by_face in cases.items():
        for face, result in by_face.items():
            assert dice.roll_check(command, [face]).result == result, (command, face)
    rolled = dice.roll_check("KS(10,1)>=5", [10])
    assert (rolled.label("ja"), rolled.label("en")) == ("クリティカル", "critical")


def test_seeded_roll_is_repeatable_and_in_range():
    first = [dice.roll_check("KS(12,3)A>=6", random.Random(7)).to_json() for _ in range(1)]
    again = [dice.roll_check("KS(12,3)A>=6", random.Random(7)).to_json() for _ in range(1)]
    assert first == again
    rng = random.Random(1)
    for _ in range(300):
        rolled = dice.roll_check("KS(2,0)D>=2", rng)
        assert 1 <= rolled.value <= 2 and len(rolled.sets) == 2 and all(len(s.faces) == 2 for s in rolled.sets)


def test_fixed_dice_check_the_sides():
    with pytest.raises(AssertionError):
        dice.roll_check("KS(10,1)", [(12, 3)])


# ---- exact odds against an independent brute-force count ----

def _brute_force(x: int, y: int, advantage: bool, disadvantage: bool) -> tuple[int, Counter, int]:
    """Every outcome of every die, counted one by one (written apart from `dice`): the die's sides,
    how many outcomes give each value, and how many outcomes there are."""
    sides = {1: 4, 2: 4, 3: 4, 4: 4, 6: 6, 8: 8, 10: 10, 12: 12, 20: 20}[x]
    per_set = y if y >= 1 else 2
    sets = 2 if advantage or disadvantage else 1
    values = Counter()
    total = 0
    for faces in itertools.product(range(1, sides + 1), repeat=per_set * sets):
        kept = []
        for s in range(sets):
            chunk = faces[s * per_set:(s + 1) * per_set]
            raw = max(chunk) if y >= 1 else min(chunk)
            kept.append(min(raw, x))
        values[max(kept) if advantage else min(kept)] += 1
        total += 1
    return sides, values, total


def _classified(sides: int, values: Counter, total: int, z: int) -> dict[str, Fraction]:
    counts = Counter()
    for value, count in values.items():
        if value == 1:
            counts["fumble"] += count
        elif value < z:
            counts["failure"] += count
        elif value == sides:
            counts["critical"] += count
        else:
            counts["success"] += count
    return {name: Fraction(counts[name], total) for name in _FLAGS}


#: Every size, count and option whose outcomes can be counted one by one (at most 200,000 of them).
BRUTE = [(x, y, option) for x in (1, 2, 3, 4, 6, 8, 10, 12, 20) for y in (-1, 0, 1, 2, 3) for option in ("", "A", "D")
         if max(x, 4) ** ((y if y >= 1 else 2) * (2 if option else 1)) <= 200_000]


@pytest.mark.slow
@pytest.mark.parametrize(("x", "y", "option"), BRUTE)
def test_odds_against_brute_force(x, y, option):
    counted = _brute_force(x, y, option == "A", option == "D")
    for z in sorted({-1, 0, 1, 2, 3, x // 2 + 1, x - 1, x, x + 1}):
        odds = dice.check_odds(x, y, z, option == "A", option == "D")
        assert dict(odds.items()) == _classified(*counted, z), (x, y, z, option)
        assert sum(value for _, value in odds.items()) == 1


def test_odds_known_values():
    odds = dice.check_odds(10, 1, 5)
    assert (odds.fumble, odds.failure, odds.success, odds.critical) == (
        Fraction(1, 10), Fraction(3, 10), Fraction(5, 10), Fraction(1, 10))
    assert dice.check_odds(1, 5, 1).fumble == 1          # a d4 capped at 1 always fumbles
    assert dice.check_odds(3, 6, 4).failure == 1 - Fraction(1, 4 ** 6)
    assert dice.odds_of("KS(10,1)>=5") == odds
    with pytest.raises(dice.CheckError) as raised:
        dice.odds_of("KS(10,1)")
    assert raised.value.code == "KY106"
    with pytest.raises(ValueError):
        dice.check_odds(10, 1, 5, True, True)
    with pytest.raises(ValueError):
        dice.check_odds(5, 1, 5)


def test_odds_many_dice_stay_exact():
    odds = dice.check_odds(20, 50, 10, advantage=True)
    assert sum(value for _, value in odds.items()) == 1
    assert odds.fumble == Fraction(1, 20 ** 100)


# ---- conditions that change the number of dice (seed 004) ----

@pytest.mark.parametrize(("conditions", "contest", "expected"), [
    ([], None, 3), (["散漫"], None, 2), (["［集中］"], None, 4), (["[散漫]", "集中"], None, 3),
    (["高揚"], None, 3), (["高揚"], "active", 4), (["高揚"], "passive", 2),
    (["散漫", "高揚"], "passive", 1), (["集中", "高揚"], "active", 5),
    (["散漫", "散漫"], None, 2),                 # a condition is held or not: once
    (["distracted", "focused", "elated"], "active", 4),
    (["萎縮", "崩壊3", "憎悪／使用者"], None, 3),  # the others change no dice
])
def test_dice_for(conditions, contest, expected):
    assert dice.dice_for(conditions, 3, contest=contest) == expected


def test_dice_for_may_leave_no_die():
    assert dice.dice_for(["散漫"], 1) == 0
    # KS with no die left: two dice, the lower (BCDice's rule)
    assert dice.roll_check(dice.Check(10, dice.dice_for(["散漫"], 1)), [7, 3]).value == 3
    with pytest.raises(ValueError):
        dice.dice_for([], 1, contest="sideways")


def test_condition_ids():
    assert dice.condition_id("ＳＡＮＭＡＮ") is None
    assert dice.condition_id("［散漫］") == "distracted"
    assert dice.condition_id("再生2") == "再生"
    assert dice.condition_id("unknown") is None


# ---- the odds command ----

def _run(argv, capsys):
    parser = argparse.ArgumentParser()
    odds_arguments(parser, "en")
    code = run_odds(parser.parse_args(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_odds_command_text(capsys):
    code, out, _ = _run(["--check", "KS(10,1)>=5"], capsys)
    assert code == 0
    assert "fumble" in out and "1/10" in out and "critical" in out and "50.000%" in out
    code, out, _ = _run(["scene.kyoko", "--check", "ＫＳ（１０，１）＞＝５", "--lang", "ja"], capsys)
    assert code == 0 and "ファンブル" in out and "クリティカル" in out and "成功" in out and "失敗" in out


def test_odds_command_json_with_conditions(capsys):
    code, out, _ = _run(["--check", "KS(10,2)>=5", "--conditions", "散漫,高揚", "--contest", "passive",
                         "--format", "json"], capsys)
    assert code == 0
    shown = json.loads(out)
    assert (shown["base_dice"], shown["dice"]) == (2, 0)
    expected = dice.check_odds(10, 0, 5)
    assert {name: Fraction(value["fraction"]) for name, value in shown["odds"].items()} == dict(expected.items())


@pytest.mark.parametrize(("argv", "code_shown"), [
    (["--check", "KS(10,2)"], "KY106"), (["--check", "KS(5,2)>=3"], "KY102"),
    (["--check", "KS(10,2)>=3", "--conditions", "散慢"], "散漫"),
])
def test_odds_command_bad_input(capsys, argv, code_shown):
    code, out, err = _run(argv, capsys)
    assert code == 2 and not out and code_shown in err


def test_help_texts_in_the_catalog():
    parser = argparse.ArgumentParser()
    odds_arguments(parser, "ja")
    assert "判定" in parser.format_help()
    assert re.search(r"kyoko\.help\.odds", " ".join(catalog.CATALOG))


def test_odds_with_a_scenario_applies_its_conditions(capsys, tmp_path):
    path = tmp_path / "s.toml"
    path.write_text('seed = 1\n[character]\nhp = 10\nskills = { "意志" = "2D6" }\n'
                    '[[events]]\nkind = "gain"\ncondition = "散漫"\n'
                    '[[events]]\nkind = "gain"\ncondition = "集中"\n'
                    '[[events]]\nkind = "remove"\ncondition = "集中"\n', encoding="utf-8")
    for after, dice_count in ((None, 2), ("0", 2), ("1", 1), ("2", 2), ("3", 1)):
        argv = [str(path), "--check", "KS(6,2)>=4", "--format", "json"] + (["--after", after] if after else [])
        code, out, _ = _run(argv, capsys)
        assert code == 0 and json.loads(out)["dice"] == dice_count, after
    code, _, err = _run([str(path), "--check", "KS(6,2)>=4", "--after", "4"], capsys)
    assert code == 2 and "3" in err
    code, _, err = _run(["--check", "KS(6,2)>=4", "--after", "1"], capsys)
    assert code == 2 and "scenario" in err


@pytest.mark.parametrize(("events", "said"), [(1, "the scenario has 1 event\n"), (2, "the scenario has 2 events\n")])
def test_odds_after_past_the_scenario_says_its_events_in_their_number(capsys, tmp_path, events, said):
    # (`the scenario has 1 events`: the English count was plural-blind; the Japanese, `イベントは 1 個です`, unchanged)
    path = tmp_path / "s.toml"
    path.write_text('seed = 1\n[character]\nhp = 10\nskills = { "意志" = "2D6" }\n'
                    + '[[events]]\nkind = "gain"\ncondition = "散漫"\n' * events, encoding="utf-8")
    code, _, err = _run([str(path), "--check", "KS(6,2)>=4", "--after", "5"], capsys)
    assert code == 2 and err.endswith(said), err
    parser = argparse.ArgumentParser()
    odds_arguments(parser, "ja")
    code = run_odds(parser.parse_args([str(path), "--check", "KS(6,2)>=4", "--after", "5", "--lang", "ja"]))
    assert code == 2 and f"シナリオのイベントは {events} 個です" in capsys.readouterr().err


# ---- the odds command against an independent count, the character's conditions applied ----

#: seed 004 in a table of its own: ［散漫］ −1 die on every check, ［集中］ +1, ［高揚］ +1 on the active
#: check of a ［対決］ and −1 on the passive one (written apart from `dice.dice_changes`)
SEED_DICE = {"散漫": {None: -1, "active": -1, "passive": -1}, "集中": {None: 1, "active": 1, "passive": 1},
             "高揚": {None: 0, "active": 1, "passive": -1}}


@pytest.mark.slow
@pytest.mark.parametrize(("x", "y", "z", "option", "conditions", "contest"), [
    (6, 2, 4, "", ["散漫"], None), (10, 1, 5, "A", ["散漫"], None), (8, 2, 5, "D", ["集中"], None),
    (4, 1, 3, "", ["高揚"], "active"), (6, 2, 4, "A", ["散漫", "高揚"], "passive"), (3, 2, 3, "", ["集中", "散漫"], None),
    (12, 1, 12, "D", ["高揚"], None), (20, 1, 15, "", ["散漫"], None), (2, 1, 2, "A", ["集中", "高揚"], "active"),
])
def test_odds_command_with_conditions_against_brute_force(capsys, x, y, z, option, conditions, contest):
    argv = ["--check", f"KS({x},{y}){option}>={z}", "--conditions", "、".join(conditions), "--format", "json"]
    code, out, _ = _run(argv + (["--contest", contest] if contest else []), capsys)
    assert code == 0
    shown = json.loads(out)
    dice_count = y + sum(SEED_DICE[name][contest] for name in conditions)
    assert shown["dice"] == dice_count and shown["base_dice"] == y
    expected = _classified(*_brute_force(x, dice_count, option == "A", option == "D"), z)
    assert {name: Fraction(value["fraction"]) for name, value in shown["odds"].items()} == expected


def test_odds_command_with_a_scenarios_conditions_against_brute_force(capsys, tmp_path):
    path = tmp_path / "s.toml"
    path.write_text('# ruleset: kyoko\n[character]\nhp = 10\n'
                    '[[events]]\nkind = "gain"\ncondition = "集中"\n[[events]]\nkind = "gain"\ncondition = "高揚"\n',
                    encoding="utf-8")
    code, out, _ = _run([str(path), "--check", "KS(6,1)D>=4", "--after", "2", "--contest", "active",
                         "--format", "json"], capsys)
    assert code == 0
    found = {name: Fraction(value["fraction"]) for name, value in json.loads(out)["odds"].items()}
    assert found == _classified(*_brute_force(6, 3, False, True), 4)


@pytest.mark.parametrize("typed", ["KS(10," + "9" * 5000 + ")>=4", "KS(10,2)>=" + "9" * 5000, "KS(" + "9" * 5000 + ",2)",
                                   "KR(3," + "9" * 5000 + ")", "KS" + "9" * 5000])
def test_numbers_too_long_are_ky109_never_a_crash(typed):
    with pytest.raises(dice.CheckError) as raised:
        dice.parse(typed)
    assert raised.value.code == "KY109"
    shown = dice.diagnostic(raised.value, text=typed)
    assert shown.finding().column > 1 and "18" in shown.text("ja")


def test_flying_says_what_it_gives_and_the_same_option_written_is_one(capsys):
    # `D` written and ［飛行］ on a defence check gave one ［不利］ with no word, the same text as without `D`
    code, out, _ = _run(["--check", "KS(6,2)D>=4", "--conditions", "飛行", "--role", "defense"], capsys)
    assert code == 0 and "[Flying]: one's own defence check gains [Disadvantage]" in out
    assert "the [Disadvantage] written (`D`) and [Flying]'s are one [Disadvantage]" in out
    code, plain, _ = _run(["--check", "KS(6,2)>=4", "--conditions", "飛行", "--role", "defense"], capsys)
    assert "gains [Disadvantage]" in plain and "are one" not in plain
    # the odds are those of one ［不利］ either way
    assert out.splitlines()[-4:] == plain.splitlines()[-4:]
    code, out, _ = _run(["--check", "KS(6,2)A>=4", "--conditions", "飛行", "--role", "attack_grounded",
                         "--format", "json", "--lang", "ja"], capsys)
    shown = json.loads(out)
    assert [note["key"] for note in shown["notes"]] == ["flying_attack_grounded", "same_option"]
    assert "書かれた［有利］（「A」）と［飛行］による［有利］は1つの［有利］" in shown["notes"][1]["text"]
    assert {name: Fraction(v["fraction"]) for name, v in shown["odds"].items()} == dict(
        dice.check_odds(6, 2, 4, True, False).items())
    code, out, _ = _run(["--check", "KS(6,2)>=4", "--format", "json"], capsys)
    assert json.loads(out)["notes"] == []


def test_odds_conditions_take_the_vocabulary_english_names_with_a_did_you_mean(capsys):
    # `--conditions Flying` was KY108 "no ［状態］" (only 散漫/集中/高揚 had English names), and a misspelt
    # English name got no did-you-mean
    assert dice.condition_id("Flying") == "飛行" and dice.condition_id("［Decay3］") == "崩壊"
    assert dice.condition_id("Distracted") == "distracted" and dice.condition_id("Flyin") is None
    code, out, _ = _run(["--check", "KS(6,2)>=4", "--conditions", "Flying", "--role", "defense"], capsys)
    assert code == 0 and "gains [Disadvantage]" in out
    code, out, err = _run(["--check", "KS(6,2)>=4", "--conditions", "Distractd"], capsys)
    assert code == 2 and "did you mean `Distracted`?" in err
    code, out, err = _run(["--check", "KS(6,2)>=4", "--conditions", "飛業"], capsys)
    assert code == 2 and "did you mean `飛行`?" in err


def test_odds_conditions_name_the_condition_a_cause_is(capsys):
    # `--conditions 混乱` was "no ［状態］" and nothing more; seed 004 counts 混乱 among the causes of ［萎縮］
    code, _, err = _run(["--check", "KS(6,2)>=4", "--conditions", "混乱"], capsys)
    assert code == 2 and "KY108" in err and "among the causes of [Shaken], write `萎縮`" in err


# ---- roll: one check, as BCDice prints it ------------------------------------------------------------------

def _roll(argv, capsys):
    from statblock.rulesets.kyoko.roll_command import roll_arguments, run_roll

    parser = argparse.ArgumentParser()
    roll_arguments(parser, "en")
    code = run_roll(parser.parse_args(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_roll_prints_bcdices_line_with_the_dice_the_conditions_change(capsys):
    # the game had `odds` and `sim` but no command to roll one check; `roll` rolls it with the seed's dice rules
    import random

    code, out, _ = _roll(["cards.kyoko", "--check", "KS(6,2)>=4", "--seed", "1", "--lang", "ja"], capsys)
    assert code == 0 and out.strip() == dice.roll_check("KS(6,2)>=4", random.Random(1)).text()
    code, out, _ = _roll(["cards.kyoko", "--check", "ＫＳ（１０，２）Ａ＞＝５", "--conditions", "散漫", "--seed", "2"],
                         capsys)
    first, line, result = out.strip().split("\n")
    expected = dice.roll_check("KS(10,1)A>=5", random.Random(2))
    assert first == "dice 2 → 1 ([Distracted] -1)" and line == expected.text()
    assert result == f"result: {expected.label('en')}" and line.endswith(expected.text().split(" ＞ ")[-1])
    code, out, _ = _roll(["cards.kyoko", "--check", "KS(10,3)", "--seed", "3", "--format", "json"], capsys)
    shown = json.loads(out)
    assert code == 0 and shown["target"] is None and shown["result"] in (None, "fumble") and shown["seed"] == 3
    code, _, err = _roll(["cards.kyoko", "--check", "KS(7,2)>=5"], capsys)
    assert code == 2 and "KY102" in err


def test_roll_rolls_kr_and_krs_as_they_are_and_refuses_a_checks_options(capsys):
    import random

    code, out, _ = _roll(["cards.kyoko", "--check", "ＫＲ（４，２）", "--seed", "5"], capsys)
    assert code == 0 and out.strip() == dice.roll("KR(4,2)", random.Random(5)).text()
    code, _, err = _roll(["cards.kyoko", "--check", "KRS(4,1)", "--conditions", "散漫"], capsys)
    assert code == 2 and "no check" in err


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("tail", [" " * 100_000 + "x", "\t" * 100_000, ">=" + " " * 100_000, " A" * 50_000,
                                  ">=4" + " A" * 50_000, ">=4" + " " * 100_000 + "A", "A>=" + " " * 100_000 + "4"])
def test_dice_written_as_nDx_are_read_in_linear_time(tail):
    """The pattern of `2D8>=4` on 100,000 characters after it: time in proportion to the command's length."""
    from bounds import cpu_seconds

    def run(size):
        def call():
            with pytest.raises(dice.CheckError):
                dice.parse("2D8" + tail[:size])
        return call

    small, large = cpu_seconds(run(10_000), 3), cpu_seconds(run(100_000), 3)
    assert large < 20 * small + 0.05, (small, large)
