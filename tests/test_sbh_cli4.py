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


# ---- the Markdown cards read back -------------------------------------------------------------------------------

RICH = """# ruleset: sbh
Warband: Iron Bears
Points: 400
Bear Chief Q3+ C4 Leader, Hero
    Notes: carries the banner
Witch Q3+ C1 Magic-User
    Spells: Transfix
2x Hunter Q4+ C2 Shooter (Medium), Hatred (Elves)
4x Goblin Q5+ C1
Warband: Rats
300 pts
6x Rat Q5+ C0 Animal, Swarm
12x Rat Pup Q6+ C0 Animal
"""


def _warbands(path, capsys) -> list:
    """What `parse` reads of `path`: each warband's name, limit and total, and each profile's count, stats, points,
    rules (by id: a variant is written in the card's language) and notes."""
    cli.main(["parse", str(path)])
    return [(w["name"], w["limit"], w["total"],
             [(p["name"], p["count"], p["quality"], p["combat"], p["points"],
               [(r["id"], r["counted"]) for r in p["rules"]], [n["text"] for n in p.get("notes", [])])
              for p in w["profiles"]])
            for w in json.loads(capsys.readouterr().out)["warbands"]]


def _said(path, capsys, lang="en") -> tuple[int, str]:
    code = cli.main(["check", str(path), "--no-cache", "--lang", lang])
    return code, capsys.readouterr().out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text", [WARBAND_EN, WARBAND_JA, RICH], ids=["en", "ja", "two-warbands-notes"])
def test_markdown_cards_read_back_to_the_same_warbands(tmp_path, capsys, lang, text):
    """`cards --format md` then `check` of the card file: the same profiles, points, rules and notes, and what check
    said of the warband, said again of the cards. Before: SB008, cards not read back, 0 abilities (and, read as a
    roster, a table of no name column, SH009, and a profile error on each card's `Quality 3+ · Combat 2` line)."""
    source = tmp_path / "band.sbh"
    source.write_text(text, encoding="utf-8")
    cards = tmp_path / f"cards.{lang}.md"
    assert cli.main(["cards", str(source), "--format", "md", "--lang", lang, "-o", str(cards)]) in (0, 1)
    capsys.readouterr()
    assert _warbands(cards, capsys) == _warbands(source, capsys)
    code, out = _said(cards, capsys)
    said_of_source = _said(source, capsys)
    assert code == said_of_source[0] and "SB008" not in out and "SH123" not in out
    codes = lambda said: sorted(re.findall(r"\[(SH\d+)\]", said))   # noqa: E731
    assert codes(out) == codes(said_of_source[1])
    assert out.splitlines()[-1] == said_of_source[1].splitlines()[-1]


def test_a_card_edited_apart_from_its_roster_row_is_said(tmp_path, capsys):
    """The row is the profile; its card says it again for printing: a card whose facts, rules or odds differ from the
    row is SH123, naming both (the row read)."""
    source = tmp_path / "band.sbh"
    source.write_text(WARBAND_EN, encoding="utf-8")
    cards = tmp_path / "cards.md"
    cli.main(["cards", str(source), "--format", "md", "-o", str(cards)])
    text = cards.read_text(encoding="utf-8")
    edited = text.replace("Quality 4+ · Combat 3 · 33 pts · ×2", "Quality 3+ · Combat 3 · 33 pts · ×2") \
        .replace("Rules: Animal, Long Move", "Rules: Animal").replace("96\\.3\\%", "97\\.3\\%")
    cards.write_text(edited, encoding="utf-8")
    capsys.readouterr()
    code, out = _said(cards, capsys)
    assert code == 0 and out.count("warning[SH123]") == 3, out
    assert "gives `Quality 4+ · Combat 3 · 33 pts · ×2`" in out and "gives `Rules: Animal, Long Move`" in out
    assert "Magic-User odds on the card of `Elf Mage`" in out
    assert _warbands(cards, capsys)[0][2] == 200   # (the rows read: the points as they were)
    code, out = _said(cards, capsys, "ja")
    assert "上の編成表の行では「Quality 4+ · Combat 3 · 33 pts · ×2」です" in out


@pytest.mark.parametrize("cell, limit", [("232 / 300", 300), ("**232 / 300**", 300), ("232／300点", 300), ("232", None)])
def test_a_roster_s_total_row_against_its_limit_gives_the_limit(tmp_path, capsys, cell, limit):
    """`| total | | | 232 / 300 |`, as rosters print the total against the limit: the limit read (before, `/ 300` was
    left unread in silence, and no limit checked); a roster whose names' column has no head is read (before, SH009)."""
    rows = ["|  | Quality | Combat | Special rules | pts |", "|---|---|---|---|---|",
            "| Elf Mage | 3+ | 2 | Magic-User, Forester | 56 |", "| 2× Orc Archer | 4+ | 3 | Shooter (Long) | 66 |",
            "| 3× Wolf | 4+ | 2 | Animal, Long Move | 78 |", "| Elf Scout | 3+ | 2 | Forester, Stealth | 32 |",
            f"| total | | | | {cell} |"]
    path = tmp_path / "roster.md"
    path.write_text("## The Green Hand\n\n" + "\n".join(rows) + "\n", encoding="utf-8")
    code, out = _said(path, capsys)
    assert code == 0 and "0 errors, 0 warnings" in out and "4 profiles" in out, out
    assert _warbands(path, capsys)[0][1:3] == (limit, 232)


def test_a_roster_s_total_over_its_limit_in_the_total_row_is_said(tmp_path, capsys):
    rows = ["| | 質 | 戦闘 | 特殊ルール | 点 |", "|---|---|---|---|---|",
            "| エルフの魔法使い | 3+ | 2 | マジック・ユーザー、森林踏破 | 56 |", "| 2× オークの射手 | 4+ | 3 | 射手（長） | 66 |",
            "| 3× 狼 | 4+ | 2 | 動物、長距離移動 | 78 |", "| 合計 | | | | 200 / 150 |"]
    path = tmp_path / "roster.md"
    path.write_text("## 緑の手\n\n" + "\n".join(rows) + "\n", encoding="utf-8")
    code, out = _said(path, capsys, "ja")
    assert code == 1 and "SH111" in out, out


@pytest.mark.parametrize("lang, said", [
    ("en", "personalities (Elf Mage (Magic-User, 56 pts), 2× Bear Hero (Hero, 90 pts)) cost"),
    ("ja", "パーソナリティ（Elf Mage（Magic-User、56点）、2× Bear Hero（Hero、90点））が")])
def test_too_many_personalities_names_each_and_why(tmp_path, capsys, lang, said):
    """A player does not always know Magic-User is a personality: SH110 said the sum alone; it names each."""
    path = tmp_path / "band.sbh"
    path.write_text("Warband: W\nElf Mage Q3+ C2 Magic-User, Forester\n2x Bear Hero Q4+ C3 Hero\nOrc Q4+ C3\n",
                    encoding="utf-8")
    code, out = _said(path, capsys, lang)
    assert code == 1 and said in out, out


def _read_within(path, text: str, capsys, seconds: float = 5) -> None:
    """`check` of `text`, written at `path`, in under `seconds` of CPU."""
    import time

    path.write_text(text, encoding="utf-8")
    started = time.process_time()
    _said(path, capsys)
    assert time.process_time() - started < seconds


@pytest.mark.slow
@pytest.mark.parametrize("cell", ["232" + " " * 100_000 + "x", "232 pts" + " " * 100_000 + "/ x",
                                  "232 /" + " " * 100_000 + "x", "232" + "/ " * 50_000],
                         ids=["blanks", "pts-blanks-slash", "slash-blanks", "slashes"])
def test_a_long_total_cell_reads_in_linear_time(tmp_path, capsys, cell):
    """The total row's `N / limit` (`rows._OVER_LIMIT`) on 100,000 characters of blanks that end in no limit."""
    _read_within(tmp_path / "roster.md", "## W\n\n|  | Quality | Combat | pts |\n|---|---|---|---|\n| Orc | 4+ | 3 | 23 |\n"
                 f"| total | | | {cell} |\n", capsys)


@pytest.mark.slow
@pytest.mark.parametrize("line", ["Quality 3+" + " " * 100_000 + "x", "Quality 3+ ·" + " " * 100_000 + "Combat x",
                                  "Rules: " + "a, " * 33_000, "| " * 50_000],
                         ids=["facts-blanks", "facts-dot-blanks", "rules", "pipes"])
def test_a_long_line_of_a_card_reads_in_linear_time(tmp_path, capsys, line):
    """A card's lines (`own_cards.py`: the facts, the rules, the odds table) on 100,000 characters."""
    _read_within(tmp_path / "cards.md", "# Song of Blades and Heroes warbands\n\n## W\n\n|  | Quality | Combat | pts |\n"
                 f"|---|---|---|---|\n| Orc | 4+ | 3 | 23 |\n| total | | | 23 |\n\n### Orc\n\n{line}\n", capsys)


def test_a_note_on_a_card_written_like_its_rules_line_is_a_note(tmp_path, capsys):
    """A card's own lines are read once each, in their place: a later `Rules: …` line is the model's note, kept."""
    path = tmp_path / "cards.md"
    path.write_text("# Song of Blades and Heroes warbands\n\n## W\n\n|  | Quality | Combat | Special rules | pts |\n"
                    "|---|---|---|---|---|\n| Orc | 4+ | 3 | Savage | 27 |\n| Elf | 3+ | 2 |  | 20 |\n\n"
                    "### Orc\n\nQuality 4+ · Combat 3 · 27 pts\n\nRules: Savage\n\nRules: as the book, page 12\n\n"
                    "### Elf\n\nQuality 3+ · Combat 2 · 20 pts\n", encoding="utf-8")
    code, out = _said(path, capsys)
    assert "SH123" not in out, out
    assert _warbands(path, capsys)[0][3][0][-1] == ["Rules: as the book, page 12"]
