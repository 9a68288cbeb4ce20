"""Song of Blades and Heroes through the command line: a warband file checked, parsed, printed as
cards, and its Magic-User's odds and roll, beside Draw Steel's commands of the same names."""

from __future__ import annotations

import json
import re

import pytest

from statblock import cli
from statblock.rulesets.sbh.catalog import CODES

from conftest import ROOT

WARBAND = str(ROOT / "examples" / "sbh" / "green-hand.sbh")


def test_the_example_warband_checks_clean_and_parses_to_its_points(capsys):
    assert cli.main(["check", WARBAND]) == 0
    assert "0 errors, 0 warnings" in capsys.readouterr().out
    assert cli.main(["parse", WARBAND]) == 0
    (warband,) = json.loads(capsys.readouterr().out)["warbands"]
    assert (warband["name"], warband["limit"], warband["total"]) == ("The Green Hand", 300, 232)
    archers = next(p for p in warband["profiles"] if p["name"] == "Orc Archer")
    assert (archers["count"], archers["quality"], archers["combat"], archers["points"]) == (2, 4, 3, 33)


def test_cards_in_english_and_japanese(tmp_path, capsys):
    for lang, words in (("en", ["232 / 300", "Magic-User odds", "96.3%"]),
                        ("ja", ["232 / 300", "魔法の確率", "特殊ルール：マジック・ユーザー"])):
        out = tmp_path / f"cards.{lang}.md"
        assert cli.main(["cards", WARBAND, "--lang", lang, "-o", str(out)]) == 0
        text = out.read_text(encoding="utf-8").replace("\\", "")  # Markdown's escapes (`96\\.3\\%`) aside
        assert all(word in text for word in words), text
    assert "4 枚のカード" in capsys.readouterr().err  # a card a profile (the roster is no card, as in HTML)


def test_odds_and_roll_are_the_warband_files_own(capsys):
    assert cli.main(["odds", WARBAND, "--profile", "elf mage", "--format", "json"]) == 0
    odds = json.loads(capsys.readouterr().out)
    assert json.dumps(odds).count("1/27") >= 1  # three failures on three dice at Quality 3+: (2/6)^3
    first = cli.main(["roll", WARBAND, "--profile", "Elf Mage", "--dice", "3", "--spell", "transfix", "--power", "1",
                      "--target-quality", "4", "--seed", "7"]), capsys.readouterr().out
    again = cli.main(["roll", WARBAND, "--profile", "Elf Mage", "--dice", "3", "--spell", "transfix", "--power", "1",
                      "--target-quality", "4", "--seed", "7"]), capsys.readouterr().out
    assert first == again and first[0] == 0 and first[1]
    assert cli.main(["odds", WARBAND, "--profile", "Elf Mgae"]) == 2
    assert "Elf Mage" in capsys.readouterr().err  # a did-you-mean


def test_the_guide_lists_every_code():
    guide = (ROOT / "docs" / "sbh.md").read_text(encoding="utf-8")
    listed = re.findall(r"^\| `?(SH\d{3})`? \|", guide, re.MULTILINE)
    assert sorted(listed) == sorted(CODES) and len(listed) == len(set(listed))
    assert "docs/sbh.md" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_a_warbands_own_errors_do_not_stop_a_sound_profiles_odds(tmp_path, capsys):
    """A warband over its limit, with too many personalities, still has a Magic-User whose odds and
    roll are worked out; an error on the profile's own line stops them (exit 1, the error said)."""
    path = tmp_path / "over.sbh"
    path.write_text("Warband: Over\nPoints: 50\nLord Q3+ C2 Magic-User, Leader\nGrunt Q4+ C3\n"
                    "Broken Q3+ C2 Magic-User, Shootr (Long)\n", "utf-8")
    assert cli.main(["check", "--no-cache", str(path)]) == 1
    assert {"SH110", "SH111"} <= set(re.findall(r"SH\d+", capsys.readouterr().out))
    assert cli.main(["odds", str(path), "--profile", "Lord", "--format", "json"]) == 0
    assert "1/27" in capsys.readouterr().out
    assert cli.main(["roll", str(path), "--profile", "Lord", "--dice", "2", "--seed", "1"]) == 0
    capsys.readouterr()
    assert cli.main(["odds", str(path), "--profile", "Broken"]) == 1
    said = capsys.readouterr()
    assert "SH101" in said.out + said.err and "SH110" not in said.out + said.err


def test_cards_are_counted_alike_in_every_format(tmp_path, capsys):
    # text and Markdown said `wrote 5 cards` for the 4 profiles HTML said `wrote 4 cards` for (the roster counted)
    said = {}
    for fmt in ("txt", "md", "html"):
        assert cli.main(["cards", WARBAND, "--format", fmt, "-o", str(tmp_path / f"cards.{fmt}")]) == 0
        said[fmt] = re.search(r"wrote (\d+) cards?", capsys.readouterr().err).group(1)
    assert said == {"txt": "4", "md": "4", "html": "4"}


def test_a_profile_written_in_full_width_letters_is_found_by_its_plain_name(tmp_path, capsys):
    path = tmp_path / "band.sbh"
    path.write_text("Warband: Wide\nＷｉｔｃｈ Ｑ３＋ Ｃ２ Ｍａｇｉｃ－Ｕｓｅｒ\n", encoding="utf-8")
    assert cli.main(["odds", str(path), "--profile", "witch", "--format", "json"]) == 0
    assert "Ｗｉｔｃｈ" in capsys.readouterr().out


def test_a_profile_named_by_part_of_its_name_is_suggested(tmp_path, capsys):
    # (`--profile エルフ` for `エルフの魔法使い` said only that there was no such profile: too short for a close match)
    path = tmp_path / "band.sbh"
    path.write_text("部隊：緑\nエルフの魔法使い 質3+ 戦闘2 マジック・ユーザー\nオーク 質4+ 戦闘3\n", encoding="utf-8")
    assert cli.main(["--lang", "ja", "odds", str(path), "--profile", "エルフ"]) == 2
    assert "「エルフの魔法使い」のことですか" in capsys.readouterr().err
    path.write_text("Band: Two\nElf Mage Q3+ C2 Magic-User\nElf Scout Q3+ C2\n", encoding="utf-8")
    assert cli.main(["odds", str(path), "--profile", "Elf"]) == 2
    assert "did you mean" not in capsys.readouterr().err   # (two profiles hold it: none is guessed)


@pytest.mark.parametrize("lang, listed", [("en", "(its profiles: Elf Mage, Elf Scout)"),
                                          ("ja", "（プロファイル：Elf Mage, Elf Scout）")])
def test_a_profile_not_found_lists_the_warband_s_profiles(tmp_path, capsys, lang, listed):
    # (`roll W.sbh --profile x` said only `no profile `x``: the user had to open the file to learn the names)
    path = tmp_path / "band.sbh"
    path.write_text("Band: Two\nElf Mage Q3+ C2 Magic-User\nElf Scout Q3+ C2\n", encoding="utf-8")
    assert cli.main(["--lang", lang, "roll", str(path), "--dice", "2", "--profile", "x"]) == 2
    err = capsys.readouterr().err
    assert listed in err and err.count("\n") == 1, err
    assert cli.main(["--lang", lang, "roll", str(path), "--dice", "2", "--profile", "Elf Mgae"]) == 2
    err = capsys.readouterr().err
    assert listed in err and ("did you mean `Elf Mage`?" if lang == "en" else "「Elf Mage」のことですか") in err


@pytest.mark.parametrize("option, written, said", [
    ("--target-rules", "undaed", "did you mean `Undead`?"), ("--rules", "good shoot", "did you mean `Good Shot`?")])
def test_a_rule_name_no_rule_has_is_a_usage_error_never_left_out(capsys, option, written, said):
    # (it was dropped in silence: the target played as living, the caster without Good Shot)
    assert cli.main(["odds", WARBAND, "--quality", "3", "--combat", "2", option, written, "--spell", "attack",
                     "--target-combat", "3"]) == 2
    assert said in capsys.readouterr().err


def test_rule_names_are_read_as_a_profile_writes_them(capsys):
    assert cli.main(["odds", WARBAND, "--quality", "3", "--combat", "2", "--rules", "Good-Shot", "--spell", "attack",
                     "--target-combat", "3", "--target-rules", "Undead、隠密", "--format", "json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    # (the target's rules were one unknown word, `undead、隠密`, and played as none: the assertion that only looked
    # for `good_shot` anywhere in the output held before the change too)
    assert "good_shot" in shown["profile"]["rules"]
    assert sorted(shown["attack"]["target_rules"]) == ["stealth", "undead"]


@pytest.mark.parametrize("written, rule", [("Lethal (Undead)", "lethal"), ("Shooter (Long)", "shooter_long"),
                                           ("射手（長）", "shooter_long"), ("Hatred (Elves)", "hatred")])
def test_a_rule_written_with_its_spec_or_variant_is_read(capsys, written, rule):
    """As a profile line writes it, parentheses and all (it was `unknown special rule`)."""
    assert cli.main(["odds", WARBAND, "--quality", "3", "--combat", "2", "--rules", written, "--spell", "attack",
                     "--target-combat", "3", "--format", "json"]) == 0
    assert rule in json.loads(capsys.readouterr().out)["profile"]["rules"]


@pytest.mark.parametrize("written, rule", [
    ("Shooter L", "shooter_long"), ("Shooter-S", "shooter_short"), ("Shooter [Long]", "shooter_long"),
    ("射手【長】", "shooter_long"), ("射手 長", "shooter_long"), ("Shooter: Medium", "shooter_medium"),
    ("Shooters (Long)", "shooter_long"), ("ＳＨＯＯＴＥＲ　Ｌ", "shooter_long"), ("Lethal vs Undead", "lethal"),
], ids=["letter", "dash", "brackets", "lenticular", "ja-blank", "colon", "plural", "full-width", "vs"])
def test_the_rule_options_read_what_a_warband_line_reads(capsys, written, rule):
    # `Shooter L` is read by the warband reader (`Shooter L` on a profile line); the options said `unknown special rule
    # `Shooter L`; did you mean `Shooter`?`, and likewise each form here
    assert cli.main(["odds", WARBAND, "--quality", "3", "--combat", "2", "--rules", written, "--spell", "attack",
                     "--target-combat", "3", "--format", "json"]) == 0
    assert rule in json.loads(capsys.readouterr().out)["profile"]["rules"]


@pytest.mark.parametrize("written, said", [
    ("Shooter (Far)", "unknown special rule `Shooter (Far)`"), ("Shooter {Long", "did you mean `Shooter (Long)`?"),
    ("Shooter Lo", "unknown special rule `Shooter Lo`")])
def test_a_variant_no_rule_has_is_still_a_usage_error(capsys, written, said):
    assert cli.main(["odds", WARBAND, "--quality", "3", "--combat", "2", "--target-rules", written, "--spell", "attack",
                     "--target-combat", "3"]) == 2
    assert said in capsys.readouterr().err


def test_odds_and_roll_without_a_file_as_their_help_says(capsys):
    # (`odds --quality 3 --combat 2` and `roll --ruleset sbh --quality 3 --dice 2` were `unrecognized arguments:
    # --quality`: the command of several games wanted a file first, while the help shows `[WARBAND.sbh]`)
    assert cli.main(["odds", "--ruleset", "sbh", "--quality", "3", "--combat", "2", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["profile"]["quality"] == 3
    assert cli.main(["odds", "--quality", "3", "--combat", "2", "--ruleset", "sbh", "--lang", "ja"]) == 0
    assert capsys.readouterr().out.startswith("Q3+ C2：質3+、戦闘2")
    assert cli.main(["roll", "--ruleset", "sbh", "--quality", "3", "--dice", "2"]) == 0
    assert "Quality 3+" in capsys.readouterr().out
    # (sbh's `--rules` is its own, no abbreviation of `--ruleset`)
    assert cli.main(["odds", "--rules", "Good Shot", "--quality", "3", "--ruleset", "sbh", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["profile"]["rules"] == ["good_shot", "magic_user"]
    # without a file nor --ruleset: which game is meant is asked for, in the language of the messages
    assert cli.main(["odds", "--quality", "3", "--combat", "2"]) == 2
    err = capsys.readouterr().err
    assert "--ruleset" in err and "sbh" in err and "unrecognized" not in err
    assert cli.main(["--lang", "ja", "odds", "--quality", "3"]) == 2
    assert "ファイルなし" in capsys.readouterr().err
    assert cli.main(["odds", WARBAND, "--quality", "3", "--combat", "2", "--ruleset", "sbh"]) == 0   # (with a file as before)
    with pytest.raises(SystemExit):   # (another command's unknown option is still refused, as argparse refuses it)
        cli.main(["check", "--bogus", WARBAND])
    assert "unrecognized arguments: --bogus" in capsys.readouterr().err


@pytest.mark.parametrize("lang, name, said", [("en", "Witch", "Witch: Quality 3+, Combat 0"),
                                              ("ja", "魔女", "魔女：質3+、戦闘0")])
def test_a_profile_named_without_a_file_keeps_its_name(lang, name, said, capsys):
    # (`--profile Witch --quality 3` with no file said `Q3+ C0`: the name given was dropped)
    assert cli.main(["odds", "--ruleset", "sbh", "--profile", name, "--quality", "3", "--lang", lang]) == 0
    assert capsys.readouterr().out.startswith(said)
    assert cli.main(["odds", "--ruleset", "sbh", "--profile", name, "--quality", "3", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["profile"]["name"] == name
    assert cli.main(["roll", "--ruleset", "sbh", "--profile", name, "--quality", "3", "--dice", "2", "--lang", lang]) == 0
    assert name in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["--bogus", "odds", WARBAND, "--profile", "Elf Mage"],
                                  ["--frobnicate=1", "roll", "--ruleset", "sbh", "--quality", "3", "--dice", "1"],
                                  ["--lang", "ja", "--bogus", "odds", "--ruleset", "sbh", "--quality", "3"]],
                         ids=["odds", "roll", "ja"])
def test_an_unknown_option_before_a_command_of_several_games_is_refused(argv, capsys):
    # (it was dropped: the odds printed, exit 0; before the commands of several games took options first it was
    # refused as any command's is)
    with pytest.raises(SystemExit) as stop:
        cli.main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    unknown = argv[2] if argv[0] == "--lang" else argv[0]
    assert unknown in err and ("知らない引数があります" in err if "ja" in argv else "unrecognized arguments" in err), err


@pytest.mark.parametrize("lang, said", [("en", "no such file"), ("ja", "ファイル")])
def test_a_file_after_the_options_of_a_command_of_several_games_is_read(lang, said, capsys):
    # (`roll --ruleset sbh --quality 3 --dice 2 nosuchfile` rolled: only the first word was taken for the file)
    for argv in (["roll", "--ruleset", "sbh", "--quality", "3", "--dice", "2", "nosuchfile"],
                 ["roll", "--quality", "3", "--dice", "2", "nosuchfile", "--ruleset", "sbh"],
                 ["odds", "--profile", "Elf Mage", "nosuchfile"]):
        assert cli.main(["--lang", lang, *argv]) == 2
        err = capsys.readouterr().err
        assert "nosuchfile" in err and said in err, err
    # (`odds --profile Elf WARBAND` was `statblock odds without a file`)
    assert cli.main(["--lang", lang, "odds", "--profile", "elf mage", WARBAND, "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["profile"]["quality"] == 3


KYOKO_CARDS = str(ROOT / "examples" / "kyoko" / "cards.kyoko")


@pytest.mark.parametrize("argv, unknown", [
    (["odds", "--qualty", "3", WARBAND], "--qualty"), (["roll", "--qualty=3", "--dice", "2", WARBAND], "--qualty=3"),
    (["odds", "--ruleset", "sbh", "--qualty", "3", WARBAND], "--qualty"), (["odds", "--bogus", KYOKO_CARDS], "--bogus"),
    (["odds", "--check", "KS(1,1)>=1", "--bogus", "3", KYOKO_CARDS], "--bogus")],
    ids=["odds", "roll", "ruleset", "kyoko", "kyoko-check"])
@pytest.mark.parametrize("lang, said", [("en", "unrecognized arguments: "), ("ja", "知らない引数があります：")],
                         ids=["en", "ja"])
def test_an_unknown_option_before_the_file_is_named_unknown(argv, unknown, lang, said, capsys):
    # (each game took the value after the unknown option for the file: `odds --qualty 3 W.sbh` said `no such file
    # or folder: 3`, `odds --bogus K.kyoko` that --check is required, `odds --check … --bogus 3 K.kyoko` that the
    # games cannot tell which is the file)
    with pytest.raises(SystemExit) as stop:
        cli.main(["--lang", lang, *argv])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.rstrip().endswith(said + unknown), err


def test_a_ruleset_without_its_value_is_told_with_the_commands_usage(capsys):
    # (it showed an inner helper's usage, `statblock odds [--ruleset RULESET] [--lang LANG]`)
    with pytest.raises(SystemExit) as stop:
        cli.main(["odds", WARBAND, "--ruleset"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "usage: statblock odds [-h]" in err and "--ruleset" in err and "RULESET]" not in err, err


def test_words_the_games_read_differently_are_not_guessed_a_file(capsys):
    from statblock.cli import _file_word
    from statblock.rulesets.ruleset import Command

    def valued(parser, lang):
        parser.add_argument("file", nargs="?")
        parser.add_argument("--x")

    def flag(parser, lang):
        parser.add_argument("file", nargs="?")
        parser.add_argument("--x", action="store_true")

    one, other = Command("odds", "", valued, None), Command("odds", "", flag, None)
    assert _file_word([one, other], ["--x", "a.sbh"]) == (False, None, [])
    assert _file_word([one], ["--x", "a.sbh"]) == (True, None, [])
    assert _file_word([other], ["--x", "a.sbh"]) == (True, "a.sbh", [])
    assert _file_word([one, other], ["a.sbh", "--x"]) == (True, "a.sbh", [])
    # an option neither knows is named (as written, each time), one that some game knows is not
    assert _file_word([one, other], ["--y", "3", "--x", "1", "--y=2", "a.sbh"]) == (True, "3", ["--y", "--y=2"])
    assert _file_word([one], ["--y", "3", "a.sbh"]) == (True, "3", ["--y"])


@pytest.mark.parametrize(("word", "guess"), [("金縛り", None), ("トランスフィックス", "トランスフィクス")])
def test_a_spell_no_word_names_is_refused_in_japanese_with_the_seeds_words(capsys, word, guess):
    """`--spell 金縛り` with `--lang ja`: the choices with the seed's word for each (`transfix（トランスフィクス）`; they
    were the English ids alone, `attack、transfix`), and the closest spelling; English keeps argparse's list."""
    warband = str(ROOT / "examples/sbh/green-hand.sbh")
    with pytest.raises(SystemExit) as exit_:
        cli.main(["odds", warband, "--profile", "Elf Mage", "--spell", word, "--lang", "ja"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert f"「{word}」は選べません（選べるもの：transfix（トランスフィクス）、attack（遠距離攻撃としての魔法））" in err
    assert (f"「{guess}」のことですか" in err) if guess else "のことですか" not in err
    with pytest.raises(SystemExit):
        cli.main(["odds", warband, "--profile", "Elf Mage", "--spell", word])
    assert "choose from attack, transfix" in capsys.readouterr().err
