"""Song of Blades and Heroes rosters in Markdown (docs/sbh.md, "Markdown"): tables in English and Japanese
heads, models under their headings, emphasis, and a `.md` file found to be a warband by its content. Each
reads as the text roster it writes, with its diagnostics in its cells."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock import cli
from statblock.diagnostics import SourceFile
from statblock.rulesets.sbh.language import read_warband

from conftest import examples


def read(text: str, path: str = "band.md"):
    return read_warband(SourceFile(path, text))


def facts(text: str, path: str = "band.md"):
    bands, problems = read(text, path)
    return ([(b.name, b.limit, [(p.name, p.count, p.quality, p.combat, p.points,
                                 [(u.id, u.counted) for u in p.rules]) for p in b.profiles]) for b in bands],
            sorted(d.code for d in problems))


def where(text: str, code: str, path: str = "band.md") -> list[str]:
    """The words each diagnostic of `code` points at."""
    _, problems = read(text, path)
    return [d.span.text for d in problems if d.code == code]


TEXT = """The Green Hand
Points: 300
Elf Mage Q3+ C2 Magic-User, Forester
Wolf x2 Q4+ C2 Animal, Long Move
"""

TABLES = [
    pytest.param("# The Green Hand\n\nPoints: 300\n\n| Name | Points | Quality | Combat | Special rules |\n"
                 "|------|-------:|---------|--------|---------------|\n"
                 "| Elf Mage | 56 | 3+ | 2 | Magic-User, Forester |\n| Wolf x2 | 26 | 4+ | 2 | Animal, Long Move |\n",
                 id="english"),
    pytest.param("# The Green Hand\nPoints: 300\n\n| **Name** | **Pts** | **Q** | **C** | **Special Rules:** |\n"
                 "|:-|:-:|:-:|:-:|:-|\n| **Elf Mage** | 56 | Q3+ | C2 | Magic-User, Forester |\n"
                 "| Wolf x2 | 52 | 4+ | 2 | Animal, Long Move |\n| **Total** | **108** | | | |\n",
                 id="emphasis-labels-total"),
    pytest.param("# The Green Hand\nPoints: 300\n\nName | Count | Quality | Combat | Rules | Notes\n"
                 "--- | --- | --- | --- | --- | ---\nElf Mage | 1 | 3+ | 2 | Magic-User, Forester | leader\n"
                 "Wolf | 2 | 4+ | 2 | Animal, Long Move | fast\n", id="no-outer-pipes-count-column"),
    pytest.param("# The Green Hand\nポイント上限：300\n\n| 名前 | 数 | ポイント | 質 | 戦闘 | 特殊ルール | 備考 |\n"
                 "|---|---|---|---|---|---|---|\n| Elf Mage | | 56 | 3+ | 2 | マジック・ユーザー、森林踏破 | |\n"
                 "| Wolf | ２ | 26 | ４＋ | ２ | 動物、長距離移動 | |\n| 合計 | | 108 | | | | |\n", id="japanese"),
]


@pytest.mark.parametrize("table", TABLES)
def test_a_roster_table_reads_as_its_text_twin(table):
    (bands, codes) = facts(table)
    (text_bands, text_codes) = facts(TEXT, "band.sbh")
    assert codes == text_codes == ["SH110"]
    assert [(b[1], [p[1:] for p in b[2]]) for b in bands] == [(b[1], [p[1:] for p in b[2]]) for b in text_bands]
    assert [p[0] for p in bands[0][2]] == ["Elf Mage", ("Wolf")]


CELLS = [
    # (a row, the code, the words it points at)
    ("| Orc | 23 | 7+ | 3 | |", "SH102", ["7+"]),
    ("| Orc | 23 | 4+ | 9 | |", "SH103", ["9"]),
    ("| Orc | 99 | 4+ | 3 | |", "SH112", ["99"]),
    ("| Orc x3 | 99 | 4+ | 3 | |", "SH112", ["99"]),
    ("| Orc | 26 | 4+ | 3 | Shootr (Long) |", "SH101", ["Shootr (Long)"]),
    ("| Orc | 26 | 4+ | 3 | Hatred |", "SH106", ["Hatred"]),
    ("| Orc | 23 | | 3 | |", "SH002", ["|"]),
    ("| Orc | 23 | 4+ | - | |", "SH002", ["-"]),
    ("| Orc x2 | 23 | 4+ | 3 | | 3 |", "SH008", ["3"]),
]


@pytest.mark.parametrize(("row", "code", "words"), CELLS, ids=[c[1] + "-" + str(i) for i, c in enumerate(CELLS)])
def test_a_rows_diagnostic_points_into_its_cell(row, code, words):
    head = "| Name | Points | Quality | Combat | Special Rules |" + (" Count |" if row.count("|") == 7 else "")
    text = f"Band\n\n{head}\n|{'---|' * (head.count('|') - 1)}\n{row}\n"
    assert where(text, code) == words


def test_right_points_and_totals_are_quiet_and_a_wrong_total_row_is_sh113():
    head = "| Name | Points | Total | Quality | Combat | Special Rules |\n|---|---|---|---|---|---|\n"
    assert facts("Band\n" + head + "| Orc x3 | 23 | 69 | 4+ | 3 | |\n| Total | 69 | | | | |\n")[1] == []
    assert where("Band\n" + head + "| Orc x3 | 23 | 23 | 4+ | 3 | |\n", "SH112") == ["23"]
    assert where("Band\n" + head + "| Orc x3 | 23 | 69 | 4+ | 3 | |\n| **Total** | **70** | | | | |\n",
                 "SH113") == ["70"]
    assert where("Band\n" + head + "| Orc x3 | 23 | 69 | 4+ | 3 | |\n| | | | | 合計： | 70 |\n", "SH113") == ["70"]


@pytest.mark.parametrize(("table", "code", "words"), [
    ("| Spell | Power | Range |\n|---|---|---|\n| Bolt | 1 | short |\n", "SH009", ["| Spell | Power | Range |"]),
    ("| Quality | Combat | Name |\n|---|---|---|\n| 3+ | 2 | Elf |\n", "SH009", ["| Quality | Combat | Name |"]),
    ("| Name | Quality | Combat | Weapon |\n|---|---|---|---|\n| Elf | 3+ | 2 | bow |\n", "SH010", ["Weapon"]),
], ids=["not-a-roster", "name-after-stats", "unknown-column"])
def test_a_table_read_otherwise_is_said(table, code, words):
    assert where("Band\n\n" + table, code) == words


BLOCKS = [
    pytest.param("# The Green Hand\nPoints: 300\n\n## Elf Mage (56 pts)\n- **Quality:** 3+\n- **Combat:** 2\n"
                 "- **Special Rules:** Magic-User, Forester\n\n## Wolf x2\nQ4+ C2 Animal, Long Move\n", id="english"),
    pytest.param("# The Green Hand\nポイント：300\n\n### Elf Mage\n* 質：3+\n* 戦闘：2\n* 特殊ルール：マジック・ユーザー、森林踏破\n"
                 "* ポイント：56\n\n### Wolf\n・質：4+\n・戦闘：2\n・特殊ルール：動物、長距離移動\n・数：2\n\n合計：108点\n",
                 id="japanese"),
]


@pytest.mark.parametrize("text", BLOCKS)
def test_a_model_under_its_heading_reads_as_its_profile_line(text):
    (bands, codes) = facts(text)
    (text_bands, _) = facts(TEXT, "band.sbh")
    assert codes == ["SH110"]
    assert [(b[0], b[1], [p[1:] for p in b[2]]) for b in bands] == [(b[0], b[1], [p[1:] for p in b[2]])
                                                                    for b in text_bands]


def test_a_models_fields_are_checked_where_they_are_written():
    text = "# Band\n## Orc (99 pts)\n- Quality: 8+\n- Combat: 3\n## Elf\n- Quality: 3+\n- Special Rules: Forester\n"
    _, problems = read(text)
    assert [(d.code, d.span.text) for d in problems] == [("SH102", "8+"), ("SH002", "Elf")]
    assert where("# Band\n## Orc (99 pts)\n- Quality: 4+\n- Combat: 3\n\nTotal: 5\n", "SH112") == ["99"]
    assert where("# Band\n## Orc\n- Quality: 4+\n- Combat: 3\n\nTotal: 5\n", "SH113") == ["5"]


@pytest.mark.parametrize(("line", "name"), [
    ("- **Elf Mage** Q3+ C2 Magic-User", "Elf Mage"),
    ("> Elf Mage `Q3+ C2` Magic-User", "Elf Mage"),
    ("1. *Elf Mage* Q3+ C2 Magic-User", "Elf Mage"),
])
def test_emphasis_and_quotes_are_not_words(line, name):
    (band,), problems = read(f"# Band\n\n---\n{line}\n")
    assert [p.name for p in band.profiles] == [name] and band.name == "Band"
    assert [d.code for d in problems] == ["SH110"]


@pytest.mark.parametrize(("text", "ruleset"), [
    ("| Name | Points | Quality | Combat | Special rules |\n|---|---|---|---|---|\n| Orc | 23 | 4+ | 3 | |\n", "sbh"),
    ("# Orcs\n- Orc Q4+ C3\n", "sbh"),
    ("# Orcs\n## Orc\n- 質：4+\n- 戦闘：3\n", "sbh"),
    ("# ruleset: sbh\nOrc Q4+ C3\n", "sbh"),
    ("# Orcs\n\n## Orc\n**Q4+ C3** Animal\n", "sbh"),
    ("# 魔法使い\n・エルフ（魔法使い）Ｑ３＋　Ｃ２　マジック・ユーザー\n", "sbh"),
    ("###### Strike\n\n| **Melee, Strike** | **Main action** |\n|---|---|\n| **📏 Melee 1** | **🎯 One creature** |\n\n"
     "**Effect:** You shift 1 square.\n", "draw_steel"),
], ids=["table", "profile-line", "heading", "directive", "stats-under-heading", "no-space-after-parenthesis",
    "draw-steel-ability"])
def test_a_markdown_file_is_a_warband_when_it_holds_one(tmp_path, capsys, text, ruleset):
    path = tmp_path / "file.md"
    path.write_text(text, "utf-8")
    cli.main(["parse", "--format", "json", str(path)])
    out = json.loads(capsys.readouterr().out)
    if ruleset == "sbh":
        assert [w["profiles"][0]["name"] for w in out["warbands"]] in (["Orc"], ["エルフ（魔法使い）"])
    else:
        assert "warbands" not in out and [a["name"] for a in out["abilities"]] == ["Strike"]


@pytest.mark.parametrize(("text", "bands"), [
    pytest.param("# My warbands\n\n## Elves (300 pts)\n\n| Name | Q | C | Special Rules |\n|---|---|---|---|\n"
                 "| Elf Mage | 3+ | 2 | Magic-User |\n\n## Orcs\n\n### Heroes\n- Orc Boss Q3+ C4 Leader\n### Troops\n"
                 "- Orc x3 Q4+ C3\n",
                 [("Elves", 300, ["Elf Mage"]), ("Orcs", None, ["Orc Boss", "Orc"])], id="title-warbands-sections"),
    pytest.param("## エルフ（300ポイント）\n- エルフ 質3+ 戦闘2\n## オーク - 200 pts\n- オーク 質4+ 戦闘3\n",
                 [("エルフ", 300, ["エルフ"]), ("オーク", 200, ["オーク"])], id="japanese-limits"),
    pytest.param("# Elves\n## Heroes\n- Elf Mage Q3+ C2 Magic-User\n## Troops\n- Elf x2 Q4+ C3\n",
                 [("Elves", None, ["Elf Mage", "Elf"])], id="sections-of-one-warband"),
    pytest.param("## Elves\n- Elf Q3+ C2\n## Orcs\n- Orc Q4+ C3\n",
                 [("Elves", None, ["Elf"]), ("Orcs", None, ["Orc"])], id="warbands-at-one-level"),
])
def test_headings_name_warbands_and_sections(text, bands):
    found, problems = read(text)
    assert [(b.name, b.limit, [p.name for p in b.profiles]) for b in found] == bands
    assert not [d for d in problems if d.code in ("SH001", "SH002")]


@pytest.mark.parametrize(("front", "name", "limit", "codes"), [
    ('---\ntitle: "The Green Hand"\ntags: [sbh, elves]\npoints: 300\n---\n', "The Green Hand", 300, []),
    ("---\nname: 緑の手\nポイント: 300\ndate: 2024-01-08\n---\n", "緑の手", 300, []),
    ("---\ntitle: Elves\nsize: big\n---\n", "Elves", None, ["SH015"]),
], ids=["obsidian", "japanese-limit", "unknown-key"])
def test_front_matter_names_the_warband_and_its_metadata_is_not_the_roster(front, name, limit, codes):
    (band,), problems = read(front + "\n| Name | Q | C |\n|---|---|---|\n| Elf | 3+ | 2 |\n")
    assert (band.name, band.limit, [p.name for p in band.profiles]) == (name, limit, ["Elf"])
    assert [d.code for d in problems] == codes


@pytest.mark.parametrize(("front", "name", "span"), [
    ("---\ntitle: Elves #2\n---\n", "Elves", "Elves"),               # (` #2`: a YAML comment, the user's YAML)
    ("---\ntitle: 'Elves #2'\n---\n", "Elves #2", "Elves #2"),
    ("---\ntitle: エルフ #2 # 古い\n---\n", "エルフ", "エルフ"),
    ('---\ntitle: "エルフ\\u3000#2"\n---\n', "エルフ\u3000#2", "エルフ\\u3000#2"),   # (an escape, as YAML reads it)
    ("---\ntitle: >-\n  The Green\n  Hand\ntags:\n  - sbh\n---\n", "The Green Hand", ">-\n  The Green\n  Hand"),
])
def test_front_matter_is_read_as_yaml_reads_it(front, name, span):
    """Front matter is read by PyYAML: `title: Elves #2` names `Elves` (YAML's comment is left out, and nothing is said:
    it is the user's YAML), a quoted or folded value is what YAML makes of it. Before, read by hand: `Elves #2`, and a
    folded title was `>-` with its lines SH001."""
    (band,), problems = read(front + "- Elf Q3+ C2\n")
    assert (band.name, band.span.text, [p.name for p in band.profiles], problems) == (name, span, ["Elf"], [])


@pytest.mark.parametrize(("text", "name", "key"), [
    ("---\nsize: big\n---\n- Elf Q3+ C2\n", "band", "size"),
    ("---\nsize:\n  - big\n  - small\n---\n# Elves\n- Elf Q3+ C2\n", "Elves", "size"),
    ("---\n大きさ: 大\n---\n- エルフ 質3+ 戦闘2\n", "band", "大きさ"),
    ("---\n大きさ: 大\n---\n# 緑の手\n- エルフ 質3+ 戦闘2\n", "緑の手", "大きさ"),
], ids=["no-title", "a-list-value", "japanese", "japanese-heading"])
def test_an_unknown_front_matter_key_is_said_and_names_nothing(text, name, key):
    """A front matter key that is nothing a roster has is SH015 (a warning) at the key, saying which keys are read, and
    none of its lines is the roster's: the warband is named by its title or heading (or, without either, its file).
    Before, with no title, the key's line named the warband (`size: big`) and nothing was said; after a title, SH001."""
    (band,), problems = read(text)
    assert (band.name, [p.name for p in band.profiles], band.notes) == (name, ["エルフ" if "エルフ" in text else "Elf"], ())
    assert [(d.code, d.severity.value, d.span.line, d.span.column, d.span.text) for d in problems] == [
        ("SH015", "warning", 2, 1, key)]
    en, ja = problems[0].text("en"), problems[0].text("ja")
    assert f"`{key}`" in en and "`title:`" in en and "`points: 300`" in en
    assert f"「{key}」" in ja and "「ウォーバンド: 緑の手」" in ja and "「ポイント: 300」" in ja


def test_front_matter_lines_a_roster_has_are_read_as_before():
    """A key whose line is a roster's (a limit, `Warband Name:`, a profile) is read as that line, no SH015."""
    (band,), problems = read("---\nWarband Name: Elves\nLimit: 200\nElf: Q3+ C2\n---\n- Orc Q4+ C3\n")
    assert (band.name, band.limit, [p.name for p in band.profiles], problems) == ("Elves", 200, ["Elf", "Orc"], [])


@pytest.mark.parametrize(("front", "name", "limit", "profiles"), [
    ("title: Elves\npoints:\n  300\n", "Elves", 300, ["Orc"]),
    ("title: エルフ\nポイント:\n  300\n", "エルフ", 300, ["Orc"]),
    ("Warband Name:\n  The Green\n  Hand\nLimit:\n\n  200\nElf:\n  Q3+ C2\n", "The Green Hand", 200, ["Elf", "Orc"]),
], ids=["points", "japanese", "over-lines"])
def test_a_roster_line_key_whose_value_is_on_the_lines_under_it_is_read(front, name, limit, profiles):
    """A key whose value YAML reads on the lines under it (`points:` over `  300`) is read as YAML reads the pair: the
    roster's line `points: 300`, no SH015. Before, the key's line alone was judged: SH015, whose message says
    `points: 300` is read."""
    (band,), problems = read(f"---\n{front}---\n- Orc Q4+ C3\n")
    assert (band.name, band.limit, [p.name for p in band.profiles], problems) == (name, limit, profiles, [])


@pytest.mark.parametrize(("front", "name", "limit", "profiles"), [
    ("title: Elves\npoints: # the limit\n  300\n", "Elves", 300, ["Orc"]),
    ("title: Elves\npoints: 300 # ours\n", "Elves", 300, ["Orc"]),
    ("title: Elves\npoints:\n  # the limit\n  300\n", "Elves", 300, ["Orc"]),
    ("title: Elves\n# the warband's points\npoints: 300\n", "Elves", 300, ["Orc"]),
    ("# 緑の手の設定\ntitle: 緑の手\n  # 上限\nポイント: # 上限\n  300\n", "緑の手", 300, ["Orc"]),
    ("title: Elves\nElf: Q3+ C2 # the leader\n  # comment\n", "Elves", None, ["Elf", "Orc"]),
    ("title: Elves\npoints:\n  '300 pts'\n", "Elves", 300, ["Orc"]),
    ('"Warband Name": Elves\n"Limit": 200\n', "Elves", 200, ["Orc"]),
], ids=["comment-over-value", "comment-after-value", "comment-between", "comment-line", "japanese",
        "profile-comment", "quoted-words", "quoted-keys"])
def test_front_matter_is_read_as_yaml_reads_its_comments_and_quotes(front, name, limit, profiles):
    """A YAML comment is nothing: in a pair (`points: # the limit` over `  300`, `points: 300 # ours`) it is no part of
    the roster's line, and a comment line between the keys is no line. A key's or value's quotes are no words of it.
    Before, `points: # …` over its value was SH015 at the key, and a comment line SH001."""
    (band,), problems = read(f"---\n{front}---\n- Orc Q4+ C3\n")
    assert (band.name, band.limit, [p.name for p in band.profiles], band.notes, problems) == (
        name, limit, profiles, (), [])


@pytest.mark.parametrize(("front", "at", "written"), [
    ('title: Elves\npoints: "300"\n', (3, 9), '"300"'),
    ("title: Elves\npoints:\n  '300'\n", (4, 3), "'300'"),
    ('title: エルフ\nポイント: "300"\n', (3, 7), '"300"'),
    ('title: Elves\nTotal: "23"\n', (3, 8), '"23"'),
], ids=["points", "under-its-key", "japanese", "total"])
def test_a_number_in_quotes_where_a_number_is_wanted_is_read_and_said(front, at, written):
    """A number in quotes is text to YAML: where the roster wants a number (a limit, a total) it is read as the number
    and SH018 (a warning) at the quoted value says to write it without the quotes, in both languages. Before, SH015 at
    the key (not read), whose message said `points: 300` is read."""
    (band,), problems = read(f"---\n{front}---\n- Orc Q4+ C3\n")
    assert band.limit == (None if "Total" in front else int(written[1:-1]))
    assert [(d.code, d.severity.value, d.span.line, d.span.column, d.span.text, str(d.suggestion))
            for d in problems] == [("SH018", "warning", *at, written, f"write `{written[1:-1]}`")]
    assert "without the quotes" in problems[0].text("en") and "引用符を外して" in problems[0].text("ja")


@pytest.mark.parametrize(("front", "at", "written", "fix"), [
    ("title: Elves\npoints: 300.0\n", (3, 9), "300.0", "write `300`"),
    ("title: Elves\npoints: 3e2\n", (3, 9), "3e2", "write `300`"),
    ("title: Elves\npoints:\n  2.5e+2\n", (4, 3), "2.5e+2", "write `250`"),
    ("title: エルフ\nポイント: 300.0\n", (3, 7), "300.0", "write `300`"),
    ("title: Elves\npoints: 300.5\n", (3, 9), "300.5", "None"),
    ("title: Elves\nTotal: 23.0\n", (3, 8), "23.0", "write `23`"),
], ids=["point", "exponent", "under-its-key", "japanese", "fraction", "total"])
def test_points_in_front_matter_written_as_no_whole_number_are_said_at_the_value(front, at, written, fix):
    """`points: 300.0` or `points: 3e2`: SH018 at the value, saying points are a whole number in digits, the limit not
    read (a whole one given as the fix). Before, SH015 at the key: `points` said to be nothing a roster has."""
    (band,), problems = read(f"---\n{front}---\n- Orc Q4+ C3\n")
    assert band.limit is None and band.notes == ()
    assert [(d.code, d.severity.value, d.span.line, d.span.column, d.span.text, str(d.suggestion))
            for d in problems] == [("SH018", "warning", *at, written, fix)]
    assert "whole number" in problems[0].text("en") and "整数" in problems[0].text("ja")
    assert re.search(r"[A-Za-z]", problems[0].text("ja").replace(written, "")) is None


@pytest.mark.parametrize(("text", "bands", "codes"), [
    ("---\ntitle: The Green Hand\npoints: 300\n---\n\n# The Green Hand (300 pts)\n\n- Elf Q3+ C2\n",
     [("The Green Hand", 300, ["Elf"])], []),
    ("---\ntitle: 緑の手\nポイント: 300\n---\n\n# 緑の手（300点）\n\n- エルフ 質3+ 戦闘2\n", [("緑の手", 300, ["エルフ"])], []),
    ("---\ntitle: Lists\npoints: 300\n---\n\n## Elves (200 pts)\n\n- Elf Q3+ C2\n",
     [("Lists", 300, []), ("Elves", 200, ["Elf"])], ["SH004", "SH023"]),   # (two limits: two warbands, as before;
    # the front matter's limit the file's, the elves' own kept and said, SH023)
], ids=["same-limit", "japanese", "another-limit"])
def test_a_heading_with_the_front_matters_limit_names_its_warband(text, bands, codes):
    """Front matter's title and limit over a heading with the same limit (`# The Green Hand (300 pts)`, as a note that
    repeats its title writes it) is one warband, the heading's. Before, the front matter's was a warband of its own, no
    profile (SH004), and the heading's another."""
    found, problems = read(text)
    assert [(b.name, b.limit, [p.name for p in b.profiles]) for b in found] == bands
    assert [d.code for d in problems] == codes


def test_front_matter_with_a_value_under_its_key_is_a_hashable_record_as_any_other():
    """`Front` is a frozen record: one holding a pair read as one line hashes and compares as one with none does."""
    from statblock.rulesets.sbh.language.front import read_front  # noqa: PLC0415

    text = "---\ntitle: Elves\npoints:\n  300\n---\n"
    assert read_front(text).joined == {17: 30} and hash(read_front(text)) == hash(read_front(text))


@pytest.mark.parametrize(("text", "where", "name"), [
    ("---\ntitle: [Elves\n---\n- Elf Q3+ C2\n", (2, 8), "title: [Elves"),   # (at the `[` that is never closed)
    ("---\ntitle: 'Elves\n---\n- Elf Q3+ C2\n", (2, 8), "title: 'Elves"),   # (at the quote never closed)
    ("---\n大きさ: 大: 小\n---\n- エルフ 質3+ 戦闘2\n", (2, 7), "大きさ: 大: 小"),
], ids=["unclosed-bracket", "unclosed-quote", "japanese"])
def test_front_matter_yaml_cannot_read_is_said_and_read_as_markdown(text, where, name):
    """Front matter YAML cannot read is read as Markdown, as before (its lines kept: here a heading over the `---`),
    and said: SH016, a warning where YAML found its problem, saying it in both languages and how to quote a value.
    Before, it fell back to Markdown with no word."""
    (band,), problems = read(text)
    assert band.name == name and len(band.profiles) == 1
    assert [(d.code, d.severity.value, d.span.line, d.span.column) for d in problems] == [("SH016", "warning", *where)]
    en, ja = problems[0].text("en"), problems[0].text("ja")
    assert "YAML" in en and "quotes" in en and "引用符" in ja and not re.search(r"[A-Za-z]{3,}", re.sub("「[^」]*」", "", ja))


@pytest.mark.parametrize(("text", "at", "name", "profiles"), [
    ("---\nElves\n---\n- Elf Q3+ C2\n", "Elves", "Elves", ["Elf"]),   # (before, a heading over the `---`, silent)
    ("---\n- Elf Q3+ C2\n- Wolf Q4+ C2 Animal\n...\n# Elves\n- Orc Q4+ C3\n", "- Elf Q3+ C2", "Elves",
     ["Elf", "Wolf", "Orc"]),   # (a list: before, read with no word, its warband named after the file)
    ("---\n# a roster\nエルフ\n---\n- エルフ 質3+ 戦闘2\n", "# a roster", "a roster", ["エルフ"]),
    ("---\r\nエルフ  \r\n---\r\n- エルフ 質3+ 戦闘2\r\n", "エルフ", "エルフ", ["エルフ"]),
], ids=["scalar", "list", "japanese-heading", "crlf"])
def test_front_matter_of_no_key_value_lines_is_said_and_its_lines_read(text, at, name, profiles):
    """Front matter YAML reads as no `key: value` lines (a line of text, a list) is said: SH017, a warning at its first
    line of words, in both languages; its lines are the roster's Markdown lines, none dropped, and its closing `---`
    (or `...`) a blank line, no heading's underline. Before, it was read as Markdown with no word, `Elves` over the
    closing `---` a heading."""
    bands, problems = read(text)
    assert bands[-1].name == name and [p.name for band in bands for p in band.profiles] == profiles
    assert [(d.code, d.severity.value, d.span.line, d.span.column, d.span.text) for d in problems] == [
        ("SH017", "warning", 2, 1, at)]
    en, ja = problems[0].text("en"), problems[0].text("ja")
    assert "`key: value`" in en and "「キー: 値」" in ja and not re.search(r"[A-Za-z]{3,}", re.sub("「[^」]*」", "", ja))


def test_a_setext_heading_in_front_matter_of_no_key_value_lines_is_no_heading_of_its_fence():
    """The closing fence of such front matter is a blank line: `Elves` over it is a line of its own (here the
    warband's name, as a first line is), and the prose after the fence is no part of it."""
    (band,), problems = read("---\nElves\n---\nA small band.\n\n- Elf Q3+ C2\n")
    assert (band.name, [n.text for n in band.notes], [p.name for p in band.profiles]) == (
        "Elves", ["A small band."], ["Elf"])
    assert [d.code for d in problems] == ["SH017"]


@pytest.mark.parametrize(("head", "cell", "stats"), [
    ("Q/C", "3+/2", (3, 2)), ("質／戦闘", "3+ / 2", (3, 2)), ("Quality & Combat", "3+, 2", (3, 2)),
    ("質・戦闘", "３＋、２", (3, 2)), ("Q/C", "Q3+ C2", (3, 2)),
])
def test_quality_and_combat_in_one_column(head, cell, stats):
    (band,), problems = read(f"Band\n| Name | {head} | Points (each) |\n|---|---|---|\n| Elf | {cell} | 20 |\n")
    assert [(p.quality, p.combat) for p in band.profiles] == [stats]
    assert problems == []   # (Q3+ C2 is 20 points)


def test_a_stats_cell_without_its_combat_is_said_at_the_cell():
    _, problems = read("Band\n| Name | Q/C |\n|---|---|\n| Bear | 4+ |\n")
    assert [(d.code, d.span.text) for d in problems] == [("SH002", "4+")]


@pytest.mark.parametrize("head", ["| Name | Q | C | Points (each) |", "| 名前 | 質 | 戦闘 | ポイント（1体） |",
                                  "| Name | 質（Q） | C | Pts |", "| Name (model) | Q | C | Pts |"])
def test_a_head_with_a_note_in_parentheses_is_its_column(head):
    (band,), problems = read(f"Band\n{head}\n|---|---|---|---|\n| Elf | 3+ | 2 | 99 |\n")
    assert [(p.name, p.quality, p.combat) for p in band.profiles] == [("Elf", 3, 2)]
    assert [(d.code, d.span.text) for d in problems] == [("SH112", "99")]


def test_a_table_of_crlf_lines_reads_as_one_of_lf_lines():
    text = "# Band\n\n| Name | Q | C | Pts |\n|---|---|---|---|\n| Elf | 3+ | 2 | 99 |\n## Orc\n- Quality: 4+\n- Combat: 3\n"
    lf, crlf = read(text), read(text.replace("\n", "\r\n"))
    assert [(d.code, d.span.text) for d in crlf[1]] == [(d.code, d.span.text) for d in lf[1]] == [("SH112", "99")]
    assert [[(p.name, p.points) for p in b.profiles] for b in crlf[0]] == [[("Elf", 20), ("Orc", 23)]]


def test_the_sniff_of_a_markdown_file_reads_no_rule(tmp_path):
    """Every Markdown file is sniffed for a roster (Draw Steel's too): that reads the file's words (`words.toml`),
    never the hundred rules of `vocabulary.toml`, nor folds a spelling, and imports the table's reader (`markdown.py`,
    its patterns and record classes) only for a line over a separator that holds a Quality word, where it finds the
    roster as before (a fresh process, as a cold `check` is)."""
    import subprocess
    import sys

    script = ("import sys\n"
              "from statblock.rulesets.sbh.language.sniffing import sniff\n"
              "from statblock.rulesets.sbh import vocabulary as v\n"
              "reader = 'statblock.rulesets.sbh.language.markdown'\n"
              "assert sniff('# Goblin\\n\\n| Name | Stamina |\\n|---|---|\\n| Goblin | 3 |\\nquick, Q2\\n') == 0\n"
              "assert sniff('Elf Mage Q3+ C2 Spellcaster\\n') == 2\n"
              "print(v.vocabulary.cache_info().currsize, v._words.cache_info().currsize, reader in sys.modules)\n"
              "assert sniff('| Name | Quality | Combat |\\n|---|---|---|\\n| Elf | 3+ | 2 |\\n') == 2\n"
              "print(reader in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["0", "1", "False", "True"]


@pytest.mark.parametrize(("text", "expected"), [
    # the roster's head found after other lines with a `q` (`quick`, `equal`) and other tables
    ("A quick note, equal parts.\n\n| Quarry | Range |\n|---|---|\n| x | 1 |\n\n"
     "| Name | Points | Quality | Combat |\n|---|---|---|---|\n| Elf | 20 | 3+ | 2 |\n", 2),
    ("| 名前 | 品質 | 戦闘 |\n|---|---|---|\n| エルフ | 3+ | 2 |\n", 2),
    ("| Name | Q | C |\r\n|:--|:-:|--:|\r\n| Elf | 3+ | 2 |\r\n", 2),
    # a head with Quality and Combat but no separator under it, or no name's column: no roster by the table
    ("| Name | Quality | Combat |\n| Elf | a | b |\n", 0),
    ("| Quality | Combat |\n|---|---|\n| x | y |\n", 0),
    ("| Name | Quality | Combat |", 0),
    # a Quality and its number anywhere (emphasis marks as blanks), or none: `q` alone is no label
    ("The **Q**3+ C2 elf\n", 2), ("quiet quarry, quick quip 4 squares\n", 0), ("", 0),
])
def test_the_sniff_finds_a_roster_wherever_its_quality_word_stands(text, expected):
    from statblock.rulesets.sbh.language.sniffing import sniff

    assert sniff(text) == expected


def test_the_sniff_is_linear_in_a_long_line_of_quality_letters():
    from bounds import time_bound
    from statblock.rulesets.sbh.language.sniffing import sniff

    with time_bound(2):
        for text in ("q" * 60_000, "|Q" * 30_000 + "\n|-|-|\n", "q" + " " * 60_000 + "\n"):
            assert sniff(text) == 0


def test_the_rules_vocabulary_holds_the_file_words_too():
    from statblock.rulesets.sbh import vocabulary as v

    assert v.vocabulary().words.terms == v._words().categories["words"].terms
    assert "Quality" in v.words("quality") and v.vocabulary().rules.lookup("amphibious").id == "amphibious"
    assert v.vocabulary().words.lookup("クオリティ").id == "quality"


ROSTER = "# The Green Hand\n\n| Name | Q | C |\n|---|---|---|\n| Elf | 3+ | 2 |\n| Orc | 4+ | 3 |\n"


@pytest.mark.parametrize(("text", "notes", "codes"), [
    pytest.param(ROSTER + "\nThe orc guards the elf.\n", ["The orc guards the elf."], [], id="note-under-the-table"),
    pytest.param("# Band\nOur warband for the campaign.\n- Elf Q3+ C2\nThese two are friends:\n- Orc Q4+ C3\n",
                 ["Our warband for the campaign.", "These two are friends:"], [], id="sentences-between-models"),
    pytest.param("# 緑の手\n- エルフ 質3+ 戦闘2\nエルフは森で待ち伏せする。\n", ["エルフは森で待ち伏せする。"], [],
                 id="japanese-sentence"),
    pytest.param(ROSTER + "\n> Painted in **green**, 2024\n", ["Painted in **green**, 2024"], [],
                 id="quote-kept-as-written"),
    pytest.param("# Band\n- Elf Q3+ C2\nElf Archer 3+ 2\n", [], ["SH001"], id="a-quality-without-its-q"),
    pytest.param("# Band\n- Elf Q3+ C2\nElf Mage Magic-User, Forester\n", [], ["SH001"], id="rules-without-stats"),
    pytest.param("# Band\n- Elf Q3+ C2\n- Orc Warrior Tough\n", [], ["SH001"], id="a-rule-without-stats"),
    pytest.param("# Band\n- Elf Q3+ C2\n- Orc Warrior Tough and Strong.\n", ["Orc Warrior Tough and Strong."], [],
                 id="a-sentence-naming-rules"),
    pytest.param("# Band\n- Elf Q3+ C2\nElves: fast, Forester and Stealth.\n", ["Elves: fast, Forester and Stealth."],
                 [], id="a-sentence-naming-rules"),
    # (a parenthesis of prose holding a `Q`/`C` is no stats in brackets: a note, as before those were read)
    pytest.param("# Elves (300 pts)\n\nElf Q3+ C2\n\nWritten for the league rules (Q4 2024 edition).\n",
                 ["Written for the league rules (Q4 2024 edition)."], [], id="a-parenthesis-of-prose-with-a-q"),
    pytest.param("# エルフ（300ポイント）\n\nエルフ 質3+ 戦闘2\n\n大会規定（質4 2024年版）に合わせた。\n",
                 ["大会規定（質4 2024年版）に合わせた。"], [], id="japanese-parenthesis-of-prose"),
    pytest.param("---\ntitle: Elves\nsize: big\n---\n- Elf Q3+ C2\n", [], ["SH015"], id="front-matter-key-not-a-note"),
])
def test_prose_lines_of_a_markdown_roster_are_notes(text, notes, codes):
    """A sentence between the models or under the table was SH001 (not a profile): it is a note of the warband,
    kept as written (in the JSON and under the roster), never an error; a line that looks like a model missing
    its stats still is."""
    (band,), problems = read(text)
    assert [note.text for note in band.notes] == notes
    assert [d.code for d in problems] == codes
    for note in band.notes:
        assert note.span.text == note.text


def test_a_native_file_keeps_sh001_for_prose():
    (band,), problems = read("Band\nElf Q3+ C2\nThe elf leads.\n", "band.sbh")
    assert band.notes == () and [d.code for d in problems] == ["SH001"]


def test_notes_in_the_json_and_under_the_roster(tmp_path):
    path = tmp_path / "band.md"
    path.write_text(ROSTER + "\nThe orc guards the elf.\n", encoding="utf-8")
    bands, _ = read(path.read_text("utf-8"), str(path))
    data = bands[0].to_json()
    assert data["notes"] == [{"text": "The orc guards the elf.",
                              "span": {"line": 8, "column": 1, "end_line": 8, "end_column": 24}}]
    for fmt in ("txt", "md", "html"):
        target = tmp_path / f"cards.{fmt}"
        assert cli.main(["cards", "--format", fmt, "-o", str(target), "--force", str(path)]) == 0
        assert "The orc guards the elf." in target.read_text("utf-8"), fmt


def test_emphasis_around_a_name_and_its_count_before_a_dash_is_no_part_of_them():
    """`- **Crossbowmen x2** — Q3+ C3 …` was the profile `Crossbowmen x2**`, one model (the count lost, the points
    short, in silence), and `**Dwarf Lord** — Q3+` the name `Dwarf Lord**`: the emphasis marks are blanks in the line
    read, and the name and its count are read from it."""
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.sbh.language import read_warband

    text = ("# Dwarves\n\n- **Dwarf Lord** — Q3+ C4 — Leader, Steadfast\n"
            "- **Crossbowmen x2** — Q3+ C3 — Shooter (Medium), Slow\n")
    (band,), _ = read_warband(SourceFile("band.md", text))
    assert [(p.name, p.count) for p in band.profiles] == [("Dwarf Lord", 1), ("Crossbowmen", 2)]


def test_a_warband_line_with_its_limit_in_parentheses():
    """`## Warband: Dwarves (300 pts)` under the file's title `# The Iron Host`: the title was a warband of its own
    with no profile (SH004) and the limit was part of the name; the title gives way, as to `## Dwarves (300 pts)`."""
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.sbh.language import read_warband

    text = "# The Iron Host\n\n## Warband: Dwarves (300 pts)\n\n- Dwarf Lord Q3+ C4 Steadfast\n"
    (band,), problems = read_warband(SourceFile("band.md", text))
    assert (band.name, band.limit) == ("Dwarves", 300) and [d.code for d in problems] == []

    (band,), problems = read_warband(SourceFile("band.sbh", "Warband: Dwarves (200 pts)\nDwarf Q3+ C3 Steadfast\n"))
    assert (band.name, band.limit, problems) == ("Dwarves", 200, [])
    (band,), _ = read_warband(SourceFile("band.sbh", "ウォーバンド：緑の手（精鋭）\nエルフ 質3+ 戦闘2\n"))
    assert (band.name, band.limit) == ("緑の手（精鋭）", None)


@settings(max_examples=examples(400), deadline=None)
@given(st.text(alphabet="Qqu質aility値:*_` \t23x\n", max_size=24))
def test_a_quality_is_seen_through_emphasis_marks_as_where_they_are_made_blanks(text):
    """The sniff's first look (`_QUALITY_SEEN_MARKED`, on the text as written) finds a Quality where the pattern it stands
    for finds one in the text with its emphasis marks made blanks."""
    from statblock.rulesets.sbh.language import sniffing

    blanked = text.replace("*", " ").replace("_", " ").replace("`", " ")
    assert sniffing._quality_seen_in(text, sniffing._QUALITY_SEEN_MARKED) == sniffing._quality_seen_in(blanked)


def test_a_headings_points_note_with_no_blank_before_its_brackets_is_checked():
    # (`## エルフの魔法使い（99点）`: the name held `（99点）` and nothing was checked)
    text = "# Band\n## エルフの魔法使い（99点）\n- 質：3+\n- 戦闘：2\n## Elf Mage(99 pts)\n- Quality: 3+\n- Combat: 2\n"
    (band,), problems = read(text)
    assert [p.name for p in band.profiles] == ["エルフの魔法使い", "Elf Mage"]
    assert [(d.code, d.span.text) for d in problems] == [("SH112", "99"), ("SH112", "99")]


def test_a_models_notes_cell_or_notes_field_is_kept_on_its_profile():
    # (a notes column's cell and a `- Notes:` field under a heading were the warband's notes, `Elf Archer — Equipment:
    # Longbow, elven cloak`; before that, in no JSON and no card)
    text = ("# Elves\n\n| Name | Quality | Combat | Special rules | Equipment |\n|---|---|---|---|---|\n"
            "| Elf Archer | 3+ | 2 | Shooter (Long) | Longbow, elven cloak |\n\n"
            "## Elf Mage\n- Quality: 3+\n- Combat: 2\n- Notes: carries the staff\n")
    (band,), problems = read(text)
    assert not problems, [d.render() for d in problems]
    assert band.notes == ()
    assert [[(n.text, n.span.text) for n in p.notes] for p in band.profiles] == [
        [("Equipment: Longbow, elven cloak", "Longbow, elven cloak")],
        [("Notes: carries the staff", "Notes: carries the staff")]]
    text = ("# エルフ\n\n| 名前 | 質 | 戦闘 | 特殊ルール | 装備 |\n|---|---|---|---|---|\n| エルフの射手 | 3+ | 2 | 射手（長） | 長弓 |\n\n"
            "## エルフの魔法使い\n- 質：3+\n- 戦闘：2\n- 備考：杖を持つ\n")
    (band,), problems = read(text)
    assert not problems, [d.render() for d in problems]
    assert band.notes == () and [[n.text for n in p.notes] for p in band.profiles] == [["装備：長弓"], ["備考：杖を持つ"]]


@pytest.mark.parametrize(("text", "notes"), [
    ("# Elves\n\n## Elf Mage\n\n- Quality: 3+\n- Combat: 2\n- Special Rules: Magic-User\n- Spells: Transfix\n"
     "- Notes: leads\n\n## Orc x4\n\nQ4+ C3\n\n## Troll\n\nQ4+ C4\n", ["Spells: Transfix", "Notes: leads"]),
    ("# 緑の手\n\n## エルフの魔法使い\n\n- 質：3+\n- 呪文：トランスフィクス、遠距離攻撃としての魔法\n- 戦闘：2\n"
     "- 特殊ルール：マジック・ユーザー\n\n## オーク 4体\n\n質4+ 戦闘3\n\n## トロル\n\n質4+ 戦闘4\n",
     ["呪文：トランスフィクス、遠距離攻撃としての魔法"]),
], ids=["english", "japanese-among-the-stats"])
def test_a_magic_users_spells_field_is_its_models_note(text, notes):
    """A `- Spells:` field (`- 呪文：`) under a Magic-User's heading is the model's note, as a `- Notes:` field is, and the
    fields after it are still the model's. Before, it ended the model's fields: it and the fields after it were the
    warband's notes (a Combat after it lost, SH002)."""
    (band,), problems = read(text)
    assert (problems, band.notes) == ([], ())
    assert [(p.name, p.quality, p.combat, [n.text for n in p.notes]) for p in band.profiles][0][1:] == (3, 2, notes)


@pytest.mark.parametrize(("head", "cell", "note"), [
    ("Spells", "Transfix", "Spells: Transfix"),
    ("呪文", "トランスフィクス、遠距離攻撃としての魔法", "呪文：トランスフィクス、遠距離攻撃としての魔法"),
    ("魔法", "トランスフィクス", "魔法：トランスフィクス"),
], ids=["english", "japanese", "japanese-magic"])
def test_a_spells_column_is_a_notes_column(head, cell, note):
    """A roster table's column of a Magic-User's spells (`| Spells |`, `| 呪文 |`) is a notes column: its cell is the
    model's note, its head as its label, as `| Equipment |` is. Before, SH010 (the column not read) and the cell lost."""
    colon = "：" if head != "Spells" else ": "
    assert note == f"{head}{colon}{cell}"
    text = (f"# W\n\n| Name | Q | C | Special Rules | {head} |\n|---|---|---|---|---|\n"
            f"| Elf Mage | 3+ | 2 | Magic-User | {cell} |\n| Orc x6 | 4+ | 3 | | |\n")
    (band,), problems = read(text)
    assert (problems, band.notes) == ([], ())
    assert [[n.text for n in p.notes] for p in band.profiles] == [[note], []]


@pytest.mark.parametrize(("text", "note"), [
    ("# E\n\n| Name | Quality | Combat | Equipment |\n|---|---|---|---|\n| Elf Scout | 3+ | | Dagger |\n",
     "Elf Scout — Equipment: Dagger"),
    ("# E\n\n| Name | Quality | Combat | Equipment |\n|---|---|---|---|\n| Elf Scout | 3+ | C | Dagger |\n",
     "Elf Scout — Equipment: Dagger"),
    ("# E\n## Elf Scout\n- Quality: 3+\n- Notes: a dagger\n", "Elf Scout — Notes: a dagger"),
    ("# エ\n\n| 名前 | 質 | 戦闘 | 装備 |\n|---|---|---|---|\n| エルフの斥候 | 3+ | | 短剣 |\n", "エルフの斥候 — 装備：短剣"),
    ("# エ\n## エルフの斥候\n- 質：3+\n- 備考：短剣\n", "エルフの斥候 — 備考：短剣"),
])
def test_a_note_of_a_model_that_cannot_be_read_stays_the_warbands(text, note):
    # (a row missing its Combat lost its notes cell: it was read after the stats were found)
    (band,), problems = read(text)
    assert "SH002" in [d.code for d in problems] and band.profiles == ()
    assert [n.text for n in band.notes] == [note]


def test_no_rules_in_a_models_rules_field_as_in_a_tables_cell():
    # (`- Special Rules: None`, `- 特殊ルール：なし` under a heading were SH101; `None` in a table's cell was read)
    text = "# B\n## Orc\n- Quality: 4+\n- Combat: 3\n- Special Rules: None\n## オーク\n- 質：4+\n- 戦闘：3\n- 特殊ルール：なし\n"
    (band,), problems = read(text)
    assert not problems, [d.render() for d in problems]
    assert [(p.name, p.rules, p.points) for p in band.profiles] == [("Orc", (), 23), ("オーク", (), 23)]


@pytest.mark.parametrize("setext, atx", [
    ("# Elves\n- Elf Q3+ C2\n\nOrcs\n====\n- Orc Q4+ C3\n", "# Elves\n- Elf Q3+ C2\n\n# Orcs\n- Orc Q4+ C3\n"),
    ("Elves\n=====\n- Elf Q3+ C2\n\nOrcs\n=\n- Orc Q4+ C3\n", "# Elves\n- Elf Q3+ C2\n\n# Orcs\n- Orc Q4+ C3\n"),
    ("## Elves\n- Elf Q3+ C2\n\nOrcs\n----\n- Orc Q4+ C3\n", "## Elves\n- Elf Q3+ C2\n\n## Orcs\n- Orc Q4+ C3\n"),
    ("# エルフ\n- エルフ 質3+ 戦闘2\n\nオーク\n======\n- オーク 質4+ 戦闘3\n",
     "# エルフ\n- エルフ 質3+ 戦闘2\n\n# オーク\n- オーク 質4+ 戦闘3\n"),
    ("# エルフ\n- エルフ 質3+ 戦闘2\n\n> オーク\n> ---\n- オーク 質4+ 戦闘3\n",
     "# エルフ\n- エルフ 質3+ 戦闘2\n\n## オーク\n- オーク 質4+ 戦闘3\n"),
])
def test_a_setext_heading_is_the_heading_it_is(setext, atx):
    """`Orcs` over `====` or `----` is a heading, as markdown-it reads it, the same as `# Orcs` (`## Orcs`): before, a line
    of prose, a note of the warband above, and the models under it were that warband's."""
    assert facts(setext) == facts(atx)
    assert len(read(setext)[0]) == len(read(atx)[0])


@pytest.mark.parametrize("setext, atx", [
    ("## Elves\n- Elf Q3+ C2\n\nOrcs of the\nDeep Wood\n----\n- Orc Q4+ C3\n",
     "## Elves\n- Elf Q3+ C2\n\n## Orcs of the Deep Wood\n- Orc Q4+ C3\n"),
    ("Orcs of the\n**Deep** Wood (200 pts)\n====\n- Orc Q4+ C3\n", "# Orcs of the **Deep** Wood (200 pts)\n- Orc Q4+ C3\n"),
    ("森の\n守り手\n===\n- エルフ 質3+ 戦闘2\n", "# 森の守り手\n- エルフ 質3+ 戦闘2\n"),
    ("## Elves\n- Elf Q3+ C2\n\n> Orcs of the\n> *Deep* Wood\n> ----\n> - Orc Q4+ C3\n",
     "## Elves\n- Elf Q3+ C2\n\n> ## Orcs of the *Deep* Wood\n> - Orc Q4+ C3\n"),
    ("## Elves\n- Elf Q3+ C2\n\n> Deep Wood\n> ----\n> - Orc Q4+ C3\n", "## Elves\n- Elf Q3+ C2\n\n> ## Deep Wood\n> - Orc Q4+ C3\n"),
], ids=["second-warband", "with-a-limit", "japanese", "in-a-block-quote", "one-line-in-a-block-quote"])
def test_a_setext_heading_over_several_lines_is_one_heading(setext, atx):
    """A setext heading over several lines is one heading, its lines joined, as markdown-it reads it (in a block quote
    too): before, each line was a heading of its own, the first naming the warband and the others left out in silence
    (a section's title) or notes; in a block quote, no heading at all, its lines and underline notes."""
    assert facts(setext) == facts(atx)
    bands, _ = read(setext)
    assert all(band.notes == () for band in bands)
    assert re.sub(r"^[> ]+|\*", "", bands[-1].span.text.split("\n")[-1]) in ("Deep Wood", "Deep Wood (200 pts)", "守り手")


@pytest.mark.parametrize("text, name, limit, profiles", [
    ("Warband: Elves\nPoints: 300\nElf Mage Q3+ C2 Magic-User\nWolf Q4+ C2 Animal\n---\n", "Elves", 300,
     [("Elf Mage", ("Magic-User",)), ("Wolf", ("Animal",))]),
    ("# Elves\n\nElf Mage Q3+ C2 Magic-User\nWolf Q4+ C2 Animal\n---\n", "Elves", None,
     [("Elf Mage", ("Magic-User",)), ("Wolf", ("Animal",))]),
    ("---\nWarband: Elves (300 pts)\nElf Q3+ C2\nWolf Q4+ C2 Animal\n---\n", "Elves", 300,
     [("Elf", ()), ("Wolf", ("Animal",))]),
    ("ウォーバンド：エルフ\nエルフ 質3+ 戦闘2\n狼 質4+ 戦闘2 動物\n---\n", "エルフ", None, [("エルフ", ()), ("狼", ("動物",))]),
], ids=["labels-and-profiles", "after-a-heading", "unread-front-matter", "japanese"])
def test_roster_lines_over_a_thematic_break_are_read_each_on_its_own(text, name, limit, profiles):
    """Roster lines right over a `---` are one setext heading to CommonMark, but each is the roster's own line: joined
    as one heading (a review's finding), the warband was named by all of them and had no profile, or the next profile
    was read as a special rule of the one before."""
    bands, _ = read(text)
    assert [(b.name, b.limit) for b in bands] == [(name, limit)]
    assert [(p.name, tuple(r.name_as_written for r in p.rules)) for p in bands[0].profiles] == profiles


def test_a_line_of_prose_among_roster_lines_over_a_thematic_break_is_a_note():
    # (a review found it read as a section's title and dropped in silence)
    (band,), _ = read("# Elves\n\nElf Mage Q3+ C2 Magic-User\nThe wolf runs fast\nWolf Q4+ C2 Animal\n---\n")
    assert [p.name for p in band.profiles] == ["Elf Mage", "Wolf"]
    assert [n.text for n in band.notes] == ["The wolf runs fast"]


@pytest.mark.parametrize(("text", "names"), [
    ("# Orcs of the **Deep** Wood (200 pts)\n- Orc Q4+ C3\n", ["Orcs of the Deep Wood"]),
    ("## Elves\n- Elf Q3+ C2\n## Orcs **of** the Wood\n- Orc Q4+ C3\n", ["Elves", "Orcs of the Wood"]),
    ("## エルフ\n- エルフ 質3+ 戦闘2\n## **森の**オーク（200点）\n- オーク 質4+ 戦闘3\n", ["エルフ", "森のオーク"]),
])
def test_a_headings_name_with_emphasis_is_what_markdown_shows(text, names):
    """A heading with its limit, or one after a warband's profiles, is named as Markdown shows its words: before, the line
    with its emphasis marks blanked, `Orcs of the   Deep   Wood`."""
    assert [band.name for band in read(text)[0]] == names


@pytest.mark.parametrize(("text", "name", "profiles", "notes"), [
    ("# Band\n- Elf Q3+ C2\n```\nOrc Q4+ C3\n```\n~~~ text\nfoo bar\n\n~~~\nTroll Q4+ C4\n", "Band", ["Elf", "Troll"],
     ["Orc Q4+ C3", "foo bar"]),
    ("```sbh\nOrc Q4+ C3\n```\n# W\n- Elf Q3+ C2\n", "W", ["Elf"], ["Orc Q4+ C3"]),
    ("# W\n- Elf Q3+ C2\n  ```\n  Orc Q4+ C3\n  ```\n> ~~~\n> Imp Q4+ C2\n", "W", ["Elf"], ["Orc Q4+ C3", "Imp Q4+ C2"]),
    ("# W\n- Elf Q3+ C2\n````\nOrc Q4+ C3\n```\n", "W", ["Elf"], ["Orc Q4+ C3", "```"]),   # (no fence closes it)
    ("# 緑の手\n- エルフ 質3+ 戦闘2\n```\nオーク 質4+ 戦闘3\n```\n", "緑の手", ["エルフ"], ["オーク 質4+ 戦闘3"]),
    ("# W\n- Elf Q3+ C2\n```\n<!-- x\n```\n- Orc Q4+ C3\n", "W", ["Elf", "Orc"], ["<!-- x"]),   # (code, no comment)
], ids=["backticks-and-tildes", "before-the-title", "in-a-list-and-a-quote", "unclosed", "japanese", "a-comment-in-code"])
def test_a_fenced_code_blocks_lines_are_notes_kept_as_written(text, name, profiles, notes):
    """A fenced code block (```` ``` ````, `~~~`, as markdown-it reads it) holds no roster's line: each of its lines is a
    note of the warband, kept as written (in the JSON and under the roster), its fences nothing; it names no warband.
    Before, its lines were read as any other: `Orc Q4+ C3` in a code block was a profile, the fences notes."""
    (band,), problems = read(text)
    assert (band.name, [p.name for p in band.profiles], [n.text for n in band.notes]) == (name, profiles, notes)
    assert all(note.span.text == note.text for note in band.notes)
    # (a profile in code is said, SH019, at it: it is not read; nothing else is said)
    assert [(d.code, d.span.text) for d in problems] == [("SH019", n) for n in notes if re.search(r"[QC質戦]\d", n)]
    assert all(d.message.key == "sbh.code_profile_fenced" for d in problems)


@pytest.mark.parametrize(("text", "name", "profiles", "notes", "said"), [
    ("# Elves\n\nElf Q3+ C2\n\n    Orc Q4+ C3\n    Points: 300\n\nWolf Q4+ C2\n", "Elves", ["Elf", "Wolf"],
     ["Orc Q4+ C3", "Points: 300"], ["Orc Q4+ C3"]),
    ("# 緑の手\n\nエルフ 質3+ 戦闘2\n\n\tオーク 質4+ 戦闘3\n\tトロル 質4+ 戦闘4\n", "緑の手", ["エルフ"],
     ["オーク 質4+ 戦闘3", "トロル 質4+ 戦闘4"], ["オーク 質4+ 戦闘3"]),
    ("# Elves\n    Orc Q4+ C3\n\n- Elf Q3+ C2\n", "Elves", ["Elf"], ["Orc Q4+ C3"], ["Orc Q4+ C3"]),
    ("# Elves\n\n> Elf Q3+ C2\n>\n>     Imp Q4+ C2\n", "Elves", ["Elf"], ["Imp Q4+ C2"], ["Imp Q4+ C2"]),
    ("# Elves\n\nElf Q3+ C2\n\n    leads the band\n", "Elves", ["Elf"], ["leads the band"], []),
    ("# Elves\n\n- Elf Q3+ C2\n\n    Notes: leads\n- Orc Q4+ C3\n", "Elves", ["Elf", "Orc"], [], []),
    ("# Elves\nElf Q3+ C2 Forester\n    Notes: leads\n", "Elves", ["Elf"], [], []),
    ("# Elves\n\nElf Q3+ C2 Forester\n\n    Notes: leads\n    Orc Q4+ C3\n", "Elves", ["Elf"], ["Orc Q4+ C3"],
     ["Orc Q4+ C3"]),
], ids=["after-a-blank", "japanese-tabs", "after-a-heading", "in-a-quote", "prose", "in-a-list-item", "lazy-line",
        "a-model-note"])
def test_an_indented_code_blocks_lines_are_notes_and_a_profile_there_is_said(text, name, profiles, notes, said):
    """An indented code block (four blanks or a tab, where CommonMark makes one: after a blank line or a heading, not
    under a paragraph nor in a list item's indentation) holds no roster's line, as a fenced one: its lines are notes of
    the warband, kept as written; a line there that looks like a profile is said once a block (SH019, a warning, at
    it, EN and JA), so no model is left out in silence; a labelled note there indented under a profile is still that
    profile's note, as in a native file. Before, its lines were read as the roster's: `Orc` a profile, `Points: 300`
    the limit, though Markdown shows them as code."""
    (band,), problems = read(text)
    assert (band.name, [p.name for p in band.profiles], [n.text for n in band.notes]) == (name, profiles, notes)
    assert [(d.code, d.severity.value, d.span.text) for d in problems] == [("SH019", "warning", n) for n in said]
    assert [n.text for p in band.profiles for n in p.notes] == (["Notes: leads"] if "Notes: leads" in text else [])
    for d in problems:
        assert "indentation" in d.text("en") and "字下げを外して" in d.text("ja")
        # (true of a block right under a heading too: before, the message said "after a blank line" of every one)
        assert "after a blank line or a heading" in d.text("en") and "空行や見出しの後" in d.text("ja")


def test_a_thematic_break_after_a_blank_line_is_no_heading():
    text = "# Elves\n- Elf Q3+ C2\n\nArchers of the wood.\n\n---\n- Orc Q4+ C3\n"
    bands, _ = read(text)
    assert [b.name for b in bands] == ["Elves"] and [p.name for p in bands[0].profiles] == ["Elf", "Orc"]
    assert [n.text for n in bands[0].notes] == ["Archers of the wood."]


@pytest.mark.parametrize(("front", "other", "at"), [
    ('title: W\nWarband Name: "Elves #2"\n', "Elves #2", (3, 16)),
    ("title: W\npoints: 300\nウォーバンド名: エルフ\n", "エルフ", (4, 10)),
], ids=["english", "japanese"])
def test_a_second_name_in_front_matter_is_said_and_one_warband_read(front, other, at):
    """`title: W` and `Warband Name: Elves` in one front matter: one warband named `W`, and SH003 at the second name
    says which is used, in both languages. Before, two warbands, `W` with no profile (SH004)."""
    (band,), problems = read(f"---\n{front}---\n\n- Elf Q3+ C2\n")
    assert (band.name, [p.name for p in band.profiles]) == ("W", ["Elf"])
    assert [(d.code, d.severity.value, d.span.line, d.span.column, d.span.text) for d in problems] == [
        ("SH003", "warning", *at, other)]
    assert "`W`" in problems[0].text("en") and f"「{other}」は使いません" in problems[0].text("ja")


def test_a_second_name_in_front_matter_with_a_limit_gives_its_limit():
    """`Warband Name: Elves (300 pts)` under `title: W`: the name is not used (SH003 at `Elves`), its limit is read
    when the warband has none; before this, the limit was lost with the name."""
    (band,), problems = read("---\ntitle: W\nWarband Name: Elves (300 pts)\n---\n\n- Elf Q3+ C2\n")
    assert (band.name, band.limit) == ("W", 300)
    assert [(d.code, d.span.text) for d in problems] == [("SH003", "Elves")]
    (band,), problems = read("---\ntitle: W\npoints: 200\nWarband Name: Elves (300 pts)\n---\n\n- Elf Q3+ C2\n")
    assert band.limit == 200 and [(d.code, d.span.text) for d in problems] == [("SH003", "Elves (300 pts)")]



@pytest.mark.parametrize(("text", "path", "name", "limit", "codes"), [
    ("---\ntitle: Elves\n---\n\nWarband: Elves of Lorien\n\n- Elf Q3+ C2\n", "band.md", "Elves of Lorien", None,
     ["SH003"]),
    ("---\ntitle: Elves\n---\n\n## Warband: Elves of Lorien\n\n- Elf Q3+ C2\n", "band.md", "Elves of Lorien", None,
     ["SH003"]),
    ("---\ntitle: 春の編成\nポイント: 300\n---\n\nウォーバンド：エルフ\n\n- エルフ 質3+ 戦闘2\n", "band.md", "エルフ", 300,
     ["SH003"]),
    ("---\npoints: 300\n---\n\nWarband: Elves\n\n- Elf Q3+ C2\n", "band.md", "Elves", 300, []),
    ("---\ntitle: Elves\n---\n\nWarband: Elves\n\n- Elf Q3+ C2\n", "band.md", "Elves", None, []),
    ("# The Book\n\nWarband: Elves\n\n- Elf Q3+ C2\n", "band.md", "Elves", None, []),
    ("Points: 300\nWarband: Elves\nElf Q3+ C2\n", "band.sbh", "Elves", 300, []),
    ("ポイント：300\nウォーバンド：エルフ\nエルフ 質3+ 戦闘2\n", "band.sbh", "エルフ", 300, []),
    ("Points: 300\nWarband: Elves (300 pts)\nElf Q3+ C2\n", "band.sbh", "Elves", 300, []),
    ("Points: 300\nWarband: Elves (250 pts)\nElf Q3+ C2\n", "band.sbh", "Elves", 300, ["SH003"]),
], ids=["front-title", "front-title-heading", "japanese", "front-points", "front-same-name", "title-heading",
        "sbh-limit-first",
        "sbh-japanese", "sbh-same-limit", "sbh-other-limit"])
def test_a_warband_line_names_the_warband_front_matter_or_a_limit_line_began(text, path, name, limit, codes):
    """A title in front matter (or a file's `# Title`) and `Warband: Elves` in the body, or a limit line over the
    `Warband:` line: one warband, named by the `Warband:` line, as a title gives way to a heading's warband, the limit
    kept (a second limit in the name that differs is SH003; so is a title that differs from the name, said not
    dropped). Before, two warbands, the first with no profile (SH004), its limit lost to the one below."""
    (band,), problems = read(text, path)
    assert (band.name, band.limit, [p.name for p in band.profiles]) == (name, limit, [band.profiles[0].name])
    assert [d.code for d in problems] == codes


@pytest.mark.parametrize(("front", "name", "limit", "codes"), [
    ("ウォーバンド名：エルフ\n", "エルフ", None, []),
    ("ruleset: sbh\nウォーバンド名：エルフ\nポイント：３００\n", "エルフ", 300, []),
    ("title: 春の編成\nウォーバンド名：エルフ\n", "春の編成", None, ["SH003"]),
    ("tags: [sbh]\n合計：23点\n", "band", None, []),
], ids=["alone", "after-a-key", "after-a-title", "total"])
def test_a_front_matter_line_keyed_with_a_full_width_colon_is_read_as_with_an_ascii_one(front, name, limit, codes):
    """`ウォーバンド名：エルフ` (the colon full-width, as a Japanese input method types it) in front matter is no YAML
    key: the roster's line is read as with `:` (a name, a limit, a total), the other keys as YAML reads them. Before,
    YAML could not read the front matter (SH016) and `ruleset: sbh` named a warband of its own (SH004)."""
    (band,), problems = read(f"---\n{front}---\n\n- オーク 質4+ 戦闘3\n")
    assert (band.name, band.limit, [p.name for p in band.profiles]) == (name, limit, ["オーク"])
    assert [d.code for d in problems] == codes


@pytest.mark.parametrize(("text", "notes"), [
    ("---\ntitle: Elves\n---\n\n# Elves\n\n- Elf Q3+ C2\n\n## Notes\n\nThe mage stays back.\n",
     ["Notes", "The mage stays back."]),   # (a section's heading a note too, as written: it was dropped)
    ("---\ntitle: エルフ\n---\n\n# エルフ\n\n- エルフ 質3+ 戦闘2\n\n## 備考\n\n魔法使いは後ろに。\n", ["備考", "魔法使いは後ろに。"]),
    ("Warband: Elves\n\n## Heroes\n\n- Elf Q3+ C2\n\n### Archers\n\n- Elf Archer Q3+ C2\n", ["Heroes", "Archers"]),
], ids=["front-title", "japanese", "warband-line"])
def test_a_heading_under_a_warband_named_without_one_sets_its_level(text, notes):
    """A warband named by front matter's `title:` (or a `Warband:` line) and a heading over its profiles: that heading's
    level is the warband's, so a deeper heading after the profiles (`## Notes`, `## 備考`) is a section of it. Before,
    a warband of its own with no profile (SH004), the warband's notes under it."""
    (band,), problems = read(text)
    assert [n.text for n in band.notes] == notes and band.profiles
    assert "SH004" not in [d.code for d in problems]


@pytest.mark.parametrize(("text", "bands"), [
    ("Warband: Wood Elves\nPoints: 300\n\n## Heroes\n\n- Elf Lord Q3+ C3 Leader\n\n## Troops\n\n- 2x Elf Q3+ C2\n",
     [("Wood Elves", ["Elf Lord", "Elf"])]),
    ("ウォーバンド：森のエルフ\nポイント：300\n\n## 英雄\n\n- エルフ王 質3+ 戦闘3 リーダー\n\n## 兵\n\n- 2体 エルフ 質3+ 戦闘2\n",
     [("森のエルフ", ["エルフ王", "エルフ"])]),
    ("Warband: Elves\n\n## Heroes\n\n- Elf Q3+ C2\n\n# Orcs\n\n- Orc Q4+ C3\n", [("Elves", ["Elf"]), ("Orcs", ["Orc"])]),
    ("Warband: Elves\n\n- Elf Q3+ C2\n\n# Orcs\n\n- Orc Q4+ C3\n", [("Elves", ["Elf"]), ("Orcs", ["Orc"])]),
], ids=["sections", "japanese-sections", "shallower-heading", "heading-after-profiles"])
def test_section_headings_under_a_warband_line_are_sections(text, bands):
    """`Warband: Wood Elves` over `## Heroes` … `## Troops`: each heading at the first one's level or deeper is a
    section of that warband, in English and Japanese; a shallower heading, or a heading after its profiles with no
    section before it, still starts a warband. Before, `Troops` was a second warband holding the Elf, and SH110 was
    worked out on `Heroes`' part alone."""
    read_bands, problems = read(text)
    assert [(band.name, [p.name for p in band.profiles]) for band in read_bands] == bands
    assert "SH004" not in [d.code for d in problems]


@pytest.mark.parametrize(("text", "names"), [
    ("---\ntitle: My Rosters\n---\n\n# Elves (300 pts)\n\n- Elf Q3+ C2\n\n# Orcs (200 pts)\n\n- Orc Q4+ C3\n",
     ["Elves", "Orcs"]),
    ("---\ntitle: Wood Elves\n---\n\n# My warbands\n\n## Wood Elves\n\nPoints: 300\n\n- Elf Q3+ C2\n", ["Wood Elves"]),
    ("---\ntitle: Wood Elves\n---\n\n# Roster\n\n## Wood Elves (300 pts)\n\n- Elf Q3+ C2\n", ["Wood Elves"]),
    ("Warband: Wood Elves\nPoints: 300\n\n## Heroes\n\n- Elf Q3+ C2\n", ["Wood Elves"]),
    ("---\ntitle: 私の編成\n---\n\n# エルフ（300点）\n\n- エルフ 質3+ 戦闘2\n\n# オーク（200点）\n\n- オーク 質4+ 戦闘3\n",
     ["エルフ", "オーク"]),
    ("---\ntitle: 森のエルフ\n---\n\n# 編成表\n\n## 森のエルフ（300点）\n\n- エルフ 質3+ 戦闘2\n", ["森のエルフ"]),
    ("ウォーバンド：森のエルフ\nポイント：300\n\n## 英雄\n\n- エルフ 質3+ 戦闘2\n", ["森のエルフ"]),
], ids=["rosters-title", "document-heading", "document-heading-limit", "section-heading",
        "japanese-rosters-title", "japanese-document-heading", "japanese-section-heading"])
def test_a_document_title_or_a_section_heading_is_no_second_name(text, names):
    """A front matter `title:` over a document of warbands (`# Elves (300 pts)` … `# Orcs (200 pts)`), a document's
    heading (`# Roster` over `## Wood Elves`), a section's (`## Heroes` under `Warband: Wood Elves`): no second name of
    a warband, so SH003 says nothing, in English and Japanese, as before SH003 was said of two names. Before this,
    SH003 said each was the warband's second name."""
    bands, problems = read(text)
    assert [band.name for band in bands] == names and all(band.profiles for band in bands)
    assert problems == []


@pytest.mark.parametrize(("text", "name", "said"), [
    ("---\ntitle: Elves\n---\n\nWarband: Elves of Lorien\n\n- Elf Q3+ C2\n", "Elves of Lorien",
     ("Elves of Lorien", "Elves", "Elves of Lorien", "Elves of Lorien")),
    ("---\ntitle: Elves\n---\n\n## Warband: Wood Elves\n\n- Elf Q3+ C2\n", "Wood Elves",
     ("Wood Elves", "Elves", "Wood Elves", "Wood Elves")),
    ("---\ntitle: 春の編成\n---\n\nウォーバンド：エルフ\n\n- エルフ 質3+ 戦闘2\n", "エルフ",
     ("エルフ", "春の編成", "エルフ", "エルフ")),
    ("---\ntitle: 春の編成\n---\n\n## ウォーバンド：エルフ\n\n- エルフ 質3+ 戦闘2\n", "エルフ",
     ("エルフ", "春の編成", "エルフ", "エルフ")),
    ("---\ntitle: Elves\n---\n\n# Elves\n\n- Elf Q3+ C2\n", "Elves", None),
    ("---\ntitle: エルフ\n---\n\nウォーバンド：エルフ\n\n- エルフ 質3+ 戦闘2\n", "エルフ", None),
], ids=["title-warband-line", "title-warband-heading", "japanese-warband-line", "japanese-warband-heading",
        "same-heading", "same-japanese"])
def test_two_names_for_one_warband_that_differ_are_said(text, name, said):
    """A warband plainly given two names (front matter's `title:`, then a `Warband:` line or a heading that says
    `Warband:`) takes the second, and when they differ SH003 at it says both and the one taken, in English and Japanese;
    the same name twice says nothing. Before, the other name was dropped in silence."""
    (band,), problems = read(text)
    assert band.name == name and band.profiles
    if said is None:
        assert problems == []
        return
    at, first, other, kept = said
    assert [(d.code, d.severity.value, d.span.text) for d in problems] == [("SH003", "warning", at)]
    english, japanese = problems[0].text("en"), problems[0].text("ja")
    assert f"`{first}` and `{other}`; it takes `{kept}`" in english
    assert f"「{first}」と「{other}」の二つの名前があり、「{kept}」を使います" in japanese
    assert not re.search(r"[A-Za-z]", re.sub(r"「[^」]*」", "", japanese))   # (no English word but the names)
