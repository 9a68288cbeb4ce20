"""Song of Blades and Heroes, what the review of sbhcli4 found (sbhmend8): a total row repeating the warband's limit,
`fmt -` after a top-level option, and the Markdown cards' own lines (notes, the rules line in Japanese)."""

from __future__ import annotations

import json

import pytest

from statblock import cli
from test_sbh_cli4 import WARBAND_EN, WARBAND_JA, _read_within, _said, _stdin


def _parsed(path, capsys) -> list:
    cli.main(["parse", str(path)])
    return json.loads(capsys.readouterr().out)["warbands"]


_ROSTER = {"en": ("## Elves\n\n", "Points: 300\n", "| Name | Quality | Combat | pts |\n|---|---|---|---|\n"
                  "| Orc | 4+ | 3 | 23 |\n| Total | | | 23 / {limit} |\n"),
           "ja": ("## エルフ\n\n", "ポイント：300\n", "| 名前 | 質 | 戦闘 | 点 |\n|---|---|---|---|\n"
                  "| オーク | 4+ | 3 | 23 |\n| 合計 | | | 23／{limit} |\n")}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("where", ["limit-line-first", "limit-line-after", "front-matter"])
def test_a_total_row_repeating_the_warband_s_limit_says_nothing(tmp_path, capsys, lang, where):
    """`Points: 300` and a total row `23 / 300`: the same limit said twice, nothing to say (sbhcli4 said SH003 "this
    one is ignored"; before it, the row's limit was not read at all and nothing was said)."""
    heading, line, table = _ROSTER[lang]
    table = table.format(limit=300)
    text = {"limit-line-first": heading + line + "\n" + table, "limit-line-after": heading + table + "\n" + line,
            "front-matter": "---\npoints: 300\n---\n" + heading + table}[where]
    path = tmp_path / "roster.md"
    path.write_text(text, encoding="utf-8")
    code, out = _said(path, capsys, lang)
    assert code == 0 and "SH003" not in out, out
    assert _parsed(path, capsys)[0]["limit"] == 300


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_total_row_with_another_limit_than_the_warband_s_is_said(tmp_path, capsys, lang):
    heading, line, table = _ROSTER[lang]
    path = tmp_path / "roster.md"
    path.write_text(heading + line + "\n" + table.format(limit=250), encoding="utf-8")
    code, out = _said(path, capsys, lang)
    assert "SH003" in out and "300" in out, out
    assert _parsed(path, capsys)[0]["limit"] == 300


# ---- fmt - gives standard input back ---------------------------------------------------------------------------

_JA = "ウォーバンド：緑の手\nエルフの魔法使い 質3+ 戦闘2 マジック・ユーザー\n"


@pytest.mark.parametrize("text", ["Smite\r\nMain action\r\n", _JA], ids=["en-crlf", "ja"])
@pytest.mark.parametrize("words", [["--lang", "ja", "fmt", "-", "--chek"], ["--lang", "en", "fmt", "--lang", "xx", "-"],
                                   ["--lang=ja", "fmt", "-", "--chek"], ["--lang", "ja", "fmt", "--ruleset", "x", "-",
                                                                          "--chek"],
                                   ["fmt", "-", "-", "--ruleset", "nonesuch"], ["fmt", "-", "-"]])
def test_fmt_of_standard_input_after_a_top_level_option_gives_the_text_back(monkeypatch, capfdbinary, text, words):
    """`statblock --lang ja fmt - --chek`: the top-level option's value `ja` was taken for the command, `fmt` never
    seen, nothing given back; `fmt - - --ruleset nonesuch` and `fmt - -` were refused with standard input unread."""
    _stdin(monkeypatch, text.encode("utf-8"))
    try:
        code = cli.main(words)
    except SystemExit as refused:
        code = refused.code
    assert code == 2
    assert capfdbinary.readouterr().out == text.encode("utf-8")


@pytest.mark.parametrize("words", [["fmt", "--lang", "-", "f.ability"], ["--lang", "-", "fmt", "f.ability"],
                                   ["fmt", "--ruleset", "-", "f.ability", "--chek"]])
def test_a_dash_that_is_an_option_s_value_does_not_read_standard_input(monkeypatch, capfdbinary, words):
    """`fmt --lang - f.ability`: `-` is `--lang`'s (bad) value, no path: the usage error said, standard input never read
    (at a terminal, it waited for Ctrl-D after the error)."""
    import io

    class Unreadable:
        @property
        def buffer(self):
            raise AssertionError("standard input read")

    monkeypatch.setattr("sys.stdin", Unreadable())
    with pytest.raises(SystemExit) as refused:
        cli.main(words)
    assert refused.value.code == 2 and capfdbinary.readouterr().out == b""


# ---- a card's own lines --------------------------------------------------------------------------------------

_CARDS = {"en": "# Song of Blades and Heroes warbands\n\n## W\n\n|  | Quality | Combat | Special rules | pts |\n"
                "|---|---|---|---|---|\n| Orc | 4+ | 3 |  | 23 |\n| total | | | | 23 |\n\n### Orc\n\n"
                "Quality 4+ · Combat 3 · 23 pts\n\n",
          "ja": "# ソング・オブ・ブレイド・アンド・ヒーローズのウォーバンド\n\n## W\n\n|  | 質 | 戦闘 | 特殊ルール | 点 |\n"
                "|---|---|---|---|---|\n| オーク | 4+ | 3 |  | 23 |\n| 合計 | | | | 23 |\n\n### オーク\n\n"
                "質 3+ · 戦闘 2 · 23点\n\n".replace("質 3+ · 戦闘 2", "質 4+ · 戦闘 3")}


@pytest.mark.parametrize("lang, note", [
    ("en", "Magic-User odds: none, he is no caster"), ("ja", "魔法の確率：なし、魔法は使わない"),
    ("en", "Rules: see the book, page 12"), ("ja", "特殊ルール：本の12ページを見よ"),
    ("en", "| Weapon | Range |\n|---|---|\n| Bow | Long |"), ("ja", "| 武器 | 射程 |\n|---|---|\n| 弓 | 長 |")])
def test_a_note_on_a_card_of_a_model_with_no_rules_nor_magic_is_kept(tmp_path, capsys, lang, note):
    """A card's line that is no rules line nor odds of its model (a model of no rules, no Magic-User): the model's note,
    kept. Before: SH123 (the card "has no Magic-User odds table, though its row … is a Magic-User", false; "they are
    none") and the note lost from `parse`."""
    path = tmp_path / "cards.md"
    path.write_text(_CARDS[lang] + note + "\n", encoding="utf-8")
    code, out = _said(path, capsys, lang)
    assert code == 0 and "SH123" not in out, out
    assert [n["text"] for n in _parsed(path, capsys)[0]["profiles"][0]["notes"]] == note.split("\n")


@pytest.mark.parametrize("lang, line", [("en", "Rules: Savage"), ("ja", "特殊ルール：獰猛")])
def test_a_card_giving_rules_its_row_has_not_is_said(tmp_path, capsys, lang, line):
    path = tmp_path / "cards.md"
    path.write_text(_CARDS[lang] + line + "\n", encoding="utf-8")
    code, out = _said(path, capsys, lang)
    assert out.count("SH123") == 1, out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_card_missing_its_odds_is_said_at_its_heading(tmp_path, capsys, lang):
    """SH123 of a card with no odds table (or no facts line) points at the card's heading, not at an empty span on the
    blank line under it."""
    source = tmp_path / "band.sbh"
    source.write_text("Warband: W\nElf Mage Q3+ C2 Magic-User\n5x Orc Q4+ C3\n", encoding="utf-8")
    cards = tmp_path / "cards.md"
    cli.main(["cards", str(source), "--format", "md", "--lang", lang, "-o", str(cards)])
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text[:text.index("\n", text.index("Magic-User" if lang == "en" else "マジック・ユーザー",
                                                          text.index("### "))) + 1], encoding="utf-8")
    capsys.readouterr()
    code, out = _said(cards, capsys, lang)
    assert out.count("SH123") == 1 and "### Elf Mage" in out and "^^^" in out, out


# ---- equivalent spellings on a card -----------------------------------------------------------------------

def _cards(tmp_path, capsys, text, lang) -> str:
    source = tmp_path / "band.sbh"
    source.write_text(text, encoding="utf-8")
    cards = tmp_path / "cards.md"
    cli.main(["cards", str(source), "--format", "md", "--lang", lang, "-o", str(cards)])
    capsys.readouterr()
    return cards.read_text(encoding="utf-8")


@pytest.mark.parametrize("text, lang, old, new", [
    (WARBAND_JA, "ja", "特殊ルール：射手（長）", "特殊ルール: 射手（長）"),
    (WARBAND_JA, "ja", "質 3+ · 戦闘 2 · 56点", "質 3+・戦闘 2・56点"),
    (WARBAND_JA, "ja", "質 3+ · 戦闘 2 · 56点", "質３+ ・ 戦闘２ ・ ５６点"),
    (WARBAND_JA, "ja", "特殊ルール：動物、長距離移動", "特殊ルール：長距離移動、動物"),
    (WARBAND_JA, "ja", "特殊ルール：動物、長距離移動", "特殊ルール：Long Move, Animal"),
    (WARBAND_EN, "en", "Rules: Animal, Long Move", "Rules: Long Move, Animal"),
    (WARBAND_EN, "en", "Rules: Animal, Long Move", "Rules:  Animal ,Long Move"),
    (WARBAND_EN, "en", "Rules: Shooter (Long)", "Rules: shooter (long)"),
    (WARBAND_EN, "en", "Quality 4+ · Combat 3 · 33 pts · ×2", "Quality 4+ ·  Combat 3 · 33 pts · ×2"),
    (WARBAND_EN, "en", "Rules: Animal, Long Move", "特殊ルール：動物、長距離移動")])
def test_a_card_saying_the_same_facts_another_way_is_not_said(tmp_path, capsys, text, lang, old, new):
    """The card's facts and rules compared as what they say (the same rules in any order, full- or half-width marks,
    blanks), not character for character. Before: SH123 on each, and `特殊ルール: 射手（長）` (a half-width colon) not
    even taken for the rules line: a note, and the rules said missing in English in a Japanese file."""
    cards = tmp_path / "cards.md"
    written = _cards(tmp_path, capsys, text, lang)
    assert old in written
    cards.write_text(written.replace(old, new), encoding="utf-8")
    code, out = _said(cards, capsys, lang)
    assert "SH123" not in out, out
    profiles = [p for w in _parsed(cards, capsys) for p in w["profiles"]]
    assert not any(n["text"] for p in profiles for n in p.get("notes", [])), profiles


@pytest.mark.parametrize("text, lang, old, right", [
    (WARBAND_JA, "ja", "特殊ルール：射手（長）\n", "特殊ルール：射手（長）"),
    (WARBAND_EN, "en", "Rules: Shooter (Long)\n", "Rules: Shooter (Long)")])
def test_a_card_missing_its_rules_line_says_them_in_the_card_s_language(tmp_path, capsys, text, lang, old, right):
    cards = tmp_path / "cards.md"
    written = _cards(tmp_path, capsys, text, lang)
    cards.write_text(written.replace(old, ""), encoding="utf-8")
    code, out = _said(cards, capsys, "en")
    assert out.count("SH123") == 1 and right in out, out


# ---- warbands that survive cards then check ---------------------------------------------------------------

def _warbands(path, capsys) -> list:
    cli.main(["parse", str(path)])
    return [(w["name"], w["limit"], w["total"],
             [(p["name"], p["count"], p["quality"], p["combat"], p["points"], [r["id"] for r in p["rules"]])
              for p in w["profiles"]])
            for w in json.loads(capsys.readouterr().out)["warbands"]]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text", [
    "Warband: T\nTotal Q3+ C3 Leader\nOrc Q4+ C3\n", "ウォーバンド：T\n合計 質3+ 戦闘3 リーダー\nオーク 質4+ 戦闘3\n",
    "ウォーバンド：T\n計 質3+ 戦闘3\nオーク 質4+ 戦闘3\n", "Warband: Empty\nPoints: 50\n\nWarband: W2\nWolf Q4+ C2\n",
    "ウォーバンド：空\nポイント：50\n\nウォーバンド：W2\n狼 質4+ 戦闘2\n"],
    ids=["total-en", "total-ja", "kei-ja", "empty-en", "empty-ja"])
def test_cards_of_these_warbands_read_back(tmp_path, capsys, lang, text):
    """A profile named `Total` (`合計`, `計`) was read back as the total row, the profile lost; a warband with no profile
    swallowed the next one (its `## W2` a note, Wolf its profile, SH113)."""
    source = tmp_path / "band.sbh"
    source.write_text(text, encoding="utf-8")
    cards = tmp_path / "cards.md"
    cli.main(["cards", str(source), "--format", "md", "--lang", lang, "-o", str(cards)])
    capsys.readouterr()
    assert _warbands(cards, capsys) == _warbands(source, capsys)
    code, out = _said(cards, capsys)
    assert "SH113" not in out and "SH002" not in out and "SH123" not in out, out


@pytest.mark.parametrize("head, total, second", [
    ("| Name | Quality | Combat | pts |", "| total | | | 0 |", "## Wolf2"),
    ("| 名前 | 質 | 戦闘 | 点 |", "| 合計 | | | 0 |", "## 狼の群れ"),
    ("| Name | Quality | Combat | pts |", "", "## Wolf2")])
def test_a_markdown_warband_of_no_profile_keeps_the_next_one_apart(tmp_path, capsys, head, total, second):
    """`## Empty` with a roster table of no profile, then `## Wolf2` and its roster: two warbands (before, one, "Empty",
    holding Wolf, `Wolf2` a note)."""
    table = head + "\n|---|---|---|---|\n"
    path = tmp_path / "roster.md"
    path.write_text(f"## Empty\n\n{table}{total}\n\n{second}\n\n{table}| Wolf | 4+ | 2 | 15 |\n", encoding="utf-8")
    assert [(w[0], [p[0] for p in w[3]]) for w in _warbands(path, capsys)] == [("Empty", []), (second[3:], ["Wolf"])]


@pytest.mark.parametrize("row", ["| Total | 3+ | 3 | 30 |", "| 合計 | 3+ | 3 | 30 |", "| 計 | 3+ | 3 | 30 |"])
def test_a_roster_row_of_a_model_named_total_is_a_profile(tmp_path, capsys, row):
    path = tmp_path / "roster.md"
    path.write_text("## W\n\n| Name | Quality | Combat | pts |\n|---|---|---|---|\n" + row + "\n| Orc | 4+ | 3 | 23 |\n"
                    "| total | | | 53 |\n", encoding="utf-8")
    code, out = _said(path, capsys)
    assert code == 0 and "0 warnings" in out, out
    assert [p[0] for p in _warbands(path, capsys)[0][3]] == [row.split("|")[1].strip(), "Orc"]


@pytest.mark.parametrize("first, total", [("| Total | 3+/3 | 30 |", "| total | | 53 |"),
                                          ("| Elf | 3+/3 | 30 |", "| 合計 | 53 |"), ("| 計 | 3+／3 | 30 |", "| total | 53 |")])
def test_a_roster_of_one_stats_column_tells_a_total_row_from_a_model_named_total(tmp_path, capsys, first, total):
    path = tmp_path / "roster.md"
    path.write_text("# ruleset: sbh\n## W\n\n| Name | Q/C | pts |\n|---|---|---|\n" + first + "\n| Orc | 4+/3 | 23 |\n"
                    + total + "\n", encoding="utf-8")
    code, out = _said(path, capsys)
    assert code == 0 and "0 warnings" in out, out
    assert [p[0] for p in _warbands(path, capsys)[0][3]] == [first.split("|")[1].strip(), "Orc"]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", ["`Code`", "a`b", "**x**"])
def test_a_name_with_backticks_reads_back_from_its_card(tmp_path, capsys, lang, name):
    """`` `Code` Q4+ C2 ``: its card's cell `` \\`Code\\` `` read back as `` `Code\\ ``, in silence (an escaped backtick was
    blanked as a code mark)."""
    source = tmp_path / "band.sbh"
    source.write_text(f"Warband: W\n{name} Q4+ C2\n", encoding="utf-8")
    cards = tmp_path / "cards.md"
    cli.main(["cards", str(source), "--format", "md", "--lang", lang, "-o", str(cards)])
    capsys.readouterr()
    assert _warbands(cards, capsys) == _warbands(source, capsys)
    code, out = _said(cards, capsys)
    assert "SH123" not in out, out


def test_an_escaped_backtick_in_a_roster_cell_is_text(tmp_path, capsys):
    path = tmp_path / "roster.md"
    path.write_text("## W\n\n| Name | Quality | Combat | pts |\n|---|---|---|---|\n| \\`Code\\` | 4+ | 2 | 15 |\n",
                    encoding="utf-8")
    assert _warbands(path, capsys)[0][3][0][0] == "`Code`"


@pytest.mark.parametrize("text, lang, old, new, kept", [
    (WARBAND_EN, "en", "### Elf Mage", "### Elf Wizard", "Elf Wizard — Rules: Magic-User, Forester"),
    (WARBAND_JA, "ja", "### エルフの魔法使い", "### エルフの賢者", "エルフの賢者 — 特殊ルール：マジック・ユーザー、森林踏破")])
def test_a_card_renamed_apart_from_its_row_is_said_and_kept(tmp_path, capsys, text, lang, old, new, kept):
    """`### Elf Wizard` under a roster of no such row: SH134 at its heading, its lines the warband's notes. Before, read as
    roster lines: SH002 on its facts line, SH009 on its odds table, its rules line lost with nothing said."""
    cards = tmp_path / "cards.md"
    written = _cards(tmp_path, capsys, text, lang)
    cards.write_text(written.replace(old, new), encoding="utf-8")
    code, out = _said(cards, capsys, lang)
    assert code == 0 and out.count("SH134") == 1 and new in out, out
    assert "SH002" not in out and "SH009" not in out, out
    notes = [n["text"] for n in _parsed(cards, capsys)[0]["notes"]]
    assert new[4:] in notes and kept in notes, notes


# ---- a total cell, a total line ----------------------------------------------------------------------------

@pytest.mark.parametrize("cell, rest", [("23 / 300 max", "/ 300 max"), ("23 (of 300)", "(of 300)"),
                                        ("23 / 300 / 400", "/ 300 / 400"), ("23 - 300", "- 300"),
                                        ("23点（上限300）", "（上限300）")])
def test_words_after_a_total_cell_s_number_are_said(tmp_path, capsys, cell, rest):
    """`| Total | | | 23 / 300 max |`: the total read, the rest was left unread in silence; now said (SH135)."""
    path = tmp_path / "roster.md"
    path.write_text("## W\n\n| Name | Quality | Combat | pts |\n|---|---|---|---|\n| Orc | 4+ | 3 | 23 |\n"
                    f"| Total | | | {cell} |\n", encoding="utf-8")
    for lang in ("en", "ja"):
        code, out = _said(path, capsys, lang)
        assert out.count("SH135") == 1 and rest in out and "SH113" not in out, out


@pytest.mark.parametrize("cell", ["23", "23 pts", "**23**", "23点", "23 / 300", "23／300点"])
def test_a_total_cell_of_a_total_or_a_limit_says_nothing(tmp_path, capsys, cell):
    path = tmp_path / "roster.md"
    path.write_text("## W\n\n| Name | Quality | Combat | pts |\n|---|---|---|---|\n| Orc | 4+ | 3 | 23 |\n"
                    f"| Total | | | {cell} |\n", encoding="utf-8")
    code, out = _said(path, capsys)
    assert code == 0 and "0 warnings" in out, out


@pytest.mark.parametrize("line, limit", [("Total: 23 / 300", 300), ("合計：23／300点", 300), ("Total: 23 of 250 pts", 250),
                                         ("Total: 23", None)])
def test_a_native_total_line_against_the_limit_gives_the_limit(tmp_path, capsys, line, limit):
    """`Total: 23 / 300` in a `.sbh` file was SH001 while a Markdown total row of the same words was read."""
    path = tmp_path / "band.sbh"
    path.write_text(f"Warband: W\nOrc Q4+ C3\n{line}\n", encoding="utf-8")
    code, out = _said(path, capsys)
    assert code == 0 and "0 warnings" in out, out
    assert _parsed(path, capsys)[0]["limit"] == limit


def test_a_native_total_line_over_its_limit_is_said(tmp_path, capsys):
    path = tmp_path / "band.sbh"
    path.write_text("ウォーバンド：W\nポイント：20\nオーク 質4+ 戦闘3\n合計：23／20点\n", encoding="utf-8")
    code, out = _said(path, capsys, "ja")
    assert code == 1 and "SH111" in out and "SH003" not in out, out


@pytest.mark.slow
@pytest.mark.parametrize("line", ["Total: 23" + " " * 100_000 + "x", "Total: 23 pts" + " " * 100_000 + "/ x",
                                  "Total: 23 /" + " " * 100_000 + "300 x", "Total: 23" + " /" * 50_000],
                         ids=["blanks", "pts-blanks", "slash-blanks", "slashes"])
def test_a_long_native_total_line_reads_in_linear_time(tmp_path, capsys, line):
    """`TOTAL_LINE` with its limit (`Total: 23 / 300`) on 100,000 characters that end in no limit."""
    _read_within(tmp_path / "band.sbh", f"Warband: W\nOrc Q4+ C3\n{line}\n", capsys)


@pytest.mark.slow
@pytest.mark.parametrize("cell", ["23" + " " * 100_000 + "max", "23 pts" + " " * 100_000 + "x", "23" + "*" * 100_000 + "x",
                                  "\\`" * 50_000], ids=["blanks", "pts-blanks", "stars", "escaped-backticks"])
def test_a_long_total_cell_with_words_after_it_reads_in_linear_time(tmp_path, capsys, cell):
    _read_within(tmp_path / "roster.md", "## W\n\n| Name | Quality | Combat | pts |\n|---|---|---|---|\n"
                 f"| Orc | 4+ | 3 | 23 |\n| total | | | {cell} |\n", capsys)


@pytest.mark.slow
@pytest.mark.parametrize("line", ["Rules: " + "Animal, " * 12_000, "特殊ルール：" + "動物、" * 30_000,
                                  "Quality 4+" + " ・" * 50_000, "| a " * 25_000 + "|\n|---|---|\n" + "| b " * 25_000 + "|"],
                         ids=["rules-en", "rules-ja", "facts-dots", "own-table"])
def test_a_long_line_of_a_card_compared_as_it_says_reads_in_linear_time(tmp_path, capsys, line):
    """A card's rules compared by their ids (`own_cards._rules_key`), its facts folded, a table of its own: 100,000
    characters."""
    _read_within(tmp_path / "cards.md", "# Song of Blades and Heroes warbands\n\n## W\n\n|  | Quality | Combat | pts |\n"
                 f"|---|---|---|---|\n| Orc | 4+ | 3 | 23 |\n| total | | | 23 |\n\n### Orc\n\n{line}\n", capsys)


def test_the_guide_speaks_of_no_seed_anywhere():
    """Users have no seeds: sbhcli4 took `seed 003` out of the Magic-User section only; six more places said it."""
    from conftest import ROOT

    guide = (ROOT / "docs" / "sbh.md").read_text(encoding="utf-8")
    import re

    assert re.findall(r"(?i)\b(?:the|seed) (?:seed\b|00\d)", guide) == []


@pytest.mark.parametrize("title, heading", [("Elves", "Green Hand"), ("エルフ", "緑の手")])
def test_a_heading_under_front_matter_s_title_is_kept_as_a_note(tmp_path, capsys, title, heading):
    """`title: Elves` over `## Green Hand` and its roster: the warband is `Elves` (the title), and `Green Hand` was in no
    output; it is the warband's note, as a section's heading inside a warband is."""
    path = tmp_path / "roster.md"
    path.write_text(f"---\ntitle: {title}\n---\n## {heading}\n\n| Name | Quality | Combat | pts |\n|---|---|---|---|\n"
                    "| Orc | 4+ | 3 | 23 |\n", encoding="utf-8")
    (warband,) = _parsed(path, capsys)
    assert warband["name"] == title and [n["text"] for n in warband["notes"]] == [heading]
    cards = tmp_path / "cards.md"
    cli.main(["cards", str(path), "--format", "md", "-o", str(cards)])
    capsys.readouterr()
    (back,) = _parsed(cards, capsys)
    assert back["name"] == title and [n["text"] for n in back["notes"]] == [heading]


def test_a_heading_under_a_title_of_the_same_words_is_no_note(tmp_path, capsys):
    path = tmp_path / "roster.md"
    path.write_text("---\ntitle: Elves\n---\n# Elves\n\n| Name | Quality | Combat | pts |\n|---|---|---|---|\n"
                    "| Orc | 4+ | 3 | 23 |\n", encoding="utf-8")
    assert _parsed(path, capsys)[0].get("notes", []) == []


# (the facts line's separators no reader reads: `·`, a card's, is read since the facts line a card prints is, odds12)
@pytest.mark.parametrize("facts, rules", [("Quality 3+ ~ Combat 2 ~ 56 pts", "Rules: Magic-User, Forester"),
                                          ("質 3+ ~ 戦闘 2 ~ 56点", "特殊ルール：マジック・ユーザー、森林踏破")])
def test_a_line_under_a_model_that_cannot_be_read_is_kept(tmp_path, capsys, facts, rules):
    """`## W` over a facts line that cannot be read (SH002) and a rules line: the rules line was lost, nothing said of it;
    now the warband's note, saying whose."""
    path = tmp_path / "roster.md"
    path.write_text(f"## W\n\n{facts}\n{rules}\n\n| Name | Quality | Combat |\n|---|---|---|\n| Orc | 4+ | 3 |\n",
                    encoding="utf-8")
    code, out = _said(path, capsys)
    assert out.count("SH002") == 1, out
    assert [n["text"] for n in _parsed(path, capsys)[0]["notes"]] == [f"W — {rules}"]


@pytest.mark.parametrize("facts, rules, named", [
    ("Quality 3+ · Combat 2 · 56 pts", "Rules: Magic-User, Forester", ["Magic-User", "Forester"]),
    ("Q3+ C2 56 pts", "Rules: Magic-User, Forester", ["Magic-User", "Forester"]),
    ("質 3+ · 戦闘 2 · 56点", "特殊ルール：マジック・ユーザー、森林踏破", ["マジック・ユーザー", "森林踏破"])])
def test_a_points_note_ending_a_block_s_stats_line_is_no_part_of_its_rules(tmp_path, capsys, facts, rules, named):
    """`## W` over a stats line ending in a points note and a rules line: the note ran on into the rules when the block
    was laid out as one profile line (an unknown rule `56 pts Rules: Magic-User`, SH101); now kept as a `Points:` field
    is, and checked so (SH112 when it is not the profile's cost)."""
    path = tmp_path / "roster.md"
    table = "\n\n| Name | Quality | Combat |\n|---|---|---|\n| Orc | 4+ | 3 |\n"
    path.write_text(f"## W\n\n{facts}\n{rules}{table}", encoding="utf-8")
    code, out = _said(path, capsys)
    assert "SH101" not in out and "SH112" not in out, out
    profile = _parsed(path, capsys)[0]["profiles"][0]
    assert (profile["name"], profile["points"], [r["name"] for r in profile["rules"]]) == ("W", 56, named)
    path.write_text(f"## W\n\n{facts.replace('56', '40')}\n{rules}{table}", encoding="utf-8")
    code, out = _said(path, capsys)
    assert out.count("SH112") == 1 and "SH101" not in out, out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("note", ["Notes: a | b *c* `d` \\e", "備考：弓｜剣 *印* [x]"])
def test_a_note_with_markdown_marks_reads_back_from_its_card_as_written(tmp_path, capsys, lang, note):
    """The card writer escapes a note's marks (`a \\| b \\*c\\*`); read back, the escapes were kept, and each round
    trip added more."""
    source = tmp_path / "band.sbh"
    source.write_text(f"Warband: W\nOrc Q4+ C3\n    {note}\n", encoding="utf-8")
    cards = tmp_path / "cards.md"
    cli.main(["cards", str(source), "--format", "md", "--lang", lang, "-o", str(cards)])
    again = tmp_path / "again.md"
    cli.main(["cards", str(cards), "--format", "md", "--lang", lang, "-o", str(again)])
    capsys.readouterr()
    for path in (source, cards, again):
        assert [n["text"] for n in _parsed(path, capsys)[0]["profiles"][0]["notes"]] == [note], path
