"""Song of Blades and Heroes on the command line, as a player building a warband sees it (sbhcli4): `check` says what
it counted in the game's words, `fmt -` gives standard input back whatever refuses it, and the Markdown cards read
back to the same warband."""

from __future__ import annotations

import json
import re

import pytest

from statblock import cli

WARBAND_EN = ("Warband: The Green Hand\nPoints: 300\nElf Mage Q3+ C2 Magic-User, Forester\n"
              "2x Orc Archer Q4+ C3 Shooter (Long)\n3x Wolf Q4+ C2 Animal, Long Move\n")
WARBAND_JA = ("ウォーバンド：緑の手\nポイント：300\nエルフの魔法使い 質3+ 戦闘2 マジック・ユーザー、森林踏破\n"
              "2体 オークの射手 質4+ 戦闘3 射手（長）\n3体 狼 質4+ 戦闘2 動物、長距離移動\n")


@pytest.mark.parametrize("lang, said", [("en", "checked 1 file, 3 profiles: 0 errors, 0 warnings"),
                                        ("ja", "1 ファイル（プロファイル 3 件）を確認しました。エラー 0 件、警告 0 件")])
@pytest.mark.parametrize("text", [WARBAND_EN, WARBAND_JA], ids=["en_file", "ja_file"])
def test_check_of_a_warband_counts_profiles_not_abilities(tmp_path, capsys, lang, said, text):
    # (before: `checked 1 file, 2 abilities`, `アビリティ 2 件`: a warband holds no ability)
    path = tmp_path / "band.sbh"
    path.write_text(text, encoding="utf-8")
    assert cli.main(["check", str(path), "--lang", lang, "--no-cache"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == said


def test_check_json_adds_what_was_counted_and_keeps_abilities(tmp_path, capsys):
    (tmp_path / "band.sbh").write_text(WARBAND_EN, encoding="utf-8")
    (tmp_path / "a.ability").write_text("Smite\nMain action\n≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n",
                                        encoding="utf-8")
    cli.main(["check", str(tmp_path), "--format", "json", "--no-cache"])
    report = json.loads(capsys.readouterr().out)
    assert report["abilities"] == 4   # (the contract's key: all that was counted, as before)
    assert report["counted"] == {"abilities": 1, "profiles": 3}


@pytest.mark.parametrize("lang, said, none", [
    ("en", "checked 2 files, 1 ability, 3 profiles:", "no ability or profile found in 1 file:"),
    ("ja", "2 ファイル（アビリティ 1 件、プロファイル 3 件）を確認しました。", "アビリティが見つからなかったファイル (1):")])
def test_a_folder_of_two_games_says_each_count_in_its_words(tmp_path, capsys, lang, said, none):
    (tmp_path / "band.sbh").write_text(WARBAND_EN, encoding="utf-8")
    (tmp_path / "a.ability").write_text("Smite\nMain action\n≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n",
                                        encoding="utf-8")
    (tmp_path / "notes.md").write_text("# Notes\n\nNothing here yet.\n", encoding="utf-8")
    cli.main(["check", str(tmp_path), "--lang", lang, "--no-cache"])
    out = capsys.readouterr().out
    assert said in out.replace("3 files", "2 files").replace("3 ファイル", "2 ファイル")
    assert (none if lang == "ja" else "no ability found in 1 file:") in out


def test_a_warband_file_with_no_profile_is_said_to_have_no_profile(tmp_path, capsys):
    (tmp_path / "band.sbh").write_text("Warband: Empty\n", encoding="utf-8")
    cli.main(["check", str(tmp_path / "band.sbh"), "--no-cache"])
    assert "no profile found in 1 file:" in capsys.readouterr().out
    cli.main(["check", str(tmp_path / "band.sbh"), "--no-cache", "--lang", "ja"])
    assert "プロファイルが見つからなかったファイル (1):" in capsys.readouterr().out


def test_the_guide_s_magic_user_section_says_the_rule_not_where_the_project_read_it():
    """Users have no seeds: the Magic-User section said `exactly as seed 003 gives it`, `the seed says only "as usual"`;
    it says the rule itself (what `odds` and `roll` apply), and the rules where it quotes them."""
    from conftest import ROOT

    guide = (ROOT / "docs" / "sbh.md").read_text(encoding="utf-8")
    section = guide[guide.index("\n## Magic-User\n"):guide.index("\n## Cards")]
    assert "seed 003" not in section and "the seed" not in section
    assert "declare a spell before its\nactivation roll" in section and "three failures end its magic" in section
    assert "seed 003's Magic-User" not in guide


def _stdin(monkeypatch, data: bytes) -> None:
    import io

    class Stdin:
        buffer = io.BytesIO(data)

    monkeypatch.setattr("sys.stdin", Stdin)


@pytest.mark.parametrize("lang, said", [("en", "no ruleset named `nonesuch`"), ("ja", "「nonesuch」というルールセット")])
@pytest.mark.parametrize("words", [["--ruleset", "nonesuch", "-"], ["-", "--ruleset", "nonesuch"]])
@pytest.mark.parametrize("text", [WARBAND_EN, WARBAND_JA, "Smite\r\nMain action\r\n"], ids=["en", "ja", "crlf"])
def test_fmt_of_standard_input_refused_by_its_ruleset_option_gives_the_text_back(monkeypatch, capfdbinary, lang, said,
                                                                                  words, text):
    """An editor filters its buffer through `fmt -`: refused before standard input was read (exit 2, nothing on
    standard output), the buffer was replaced by nothing. Now read, given back byte for byte, the error said, exit 2."""
    _stdin(monkeypatch, text.encode("utf-8"))
    assert cli.main(["fmt", *words, "--lang", lang]) == 2
    out, err = capfdbinary.readouterr()
    assert out == text.encode("utf-8") and said in err.decode("utf-8")


@pytest.mark.parametrize("words, said", [(["fmt", "-", "--chek"], "--chek"), (["fmt", "--lang", "xx", "-"], "'xx'"),
                                         (["fmt", "-", "--ruleset"], "--ruleset")])
def test_fmt_of_standard_input_with_an_option_it_does_not_know_gives_the_text_back(monkeypatch, capfdbinary, words,
                                                                                   said):
    _stdin(monkeypatch, WARBAND_JA.encode("utf-8"))
    with pytest.raises(SystemExit) as refused:
        cli.main(words)
    assert refused.value.code == 2
    out, err = capfdbinary.readouterr()
    assert out == WARBAND_JA.encode("utf-8") and said in err.decode("utf-8")


def test_check_of_standard_input_refused_writes_nothing_to_standard_output(monkeypatch, capfdbinary):
    # (`check -` is no filter: its output is its report, and bad usage leaves standard input unread, as before)
    _stdin(monkeypatch, b"Slam\n")
    with pytest.raises(SystemExit):
        cli.main(["check", "-", "--chek"])
    assert capfdbinary.readouterr().out == b""
