"""An ability's header in a Markdown paragraph written as the native notation writes it (`md_header_lines`).

`Magic, Ranged, Strike | Main action` then `📏 Ranged 10 | 🎯 One creature` under a heading, as an author copies
the docs' notation into a blog post, were paragraphs of text: the ability had no keywords, action, distance nor
target, its English card printed the Japanese header as it was, and `check` said nothing.
"""

from __future__ import annotations

import pytest

from statblock import parse_text

EN = ("## Lightning Spear (5 Piety)\n\n{rows}\n\n**Power Roll + Intuition:**\n\n"
      "- **≤11:** 4 + I lightning damage\n- **12-16:** 7 + I lightning damage\n- **17+:** 11 + I lightning damage\n")
JA = ("---\ntitle: 自作\n---\n\n## 稲妻の槍 (5 信心)\n\n{rows}\n\n**パワーロール + 判断力：**\n\n"
      "- **≤11：** 4 + I 雷ダメージ\n- **12-16：** 7 + I 雷ダメージ\n- **17+：** 11 + I 雷ダメージ\n")
ROWS = {"en": ("Magic, Ranged, Strike | Main action", "📏 Ranged 10 | 🎯 One creature"),
        "ja": ("魔法, 遠距離, ストライク | メインアクション", "📏 遠距離 10 | 🎯 1体のクリーチャー")}


def _one(text: str):
    result = parse_text(text, "blog.md")
    (ability,) = result.abilities
    return ability, result.diagnostics


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("join", ["\n\n", "\n"])  # two paragraphs, or one of two lines
def test_the_notations_header_rows_in_paragraphs_are_the_header(lang, join):
    page = (EN if lang == "en" else JA).format(rows=join.join(ROWS[lang]))
    ability, said = _one(page)
    assert list(ability.keywords) == ["magic", "ranged", "strike"]
    assert ability.action == "main_action"
    assert ability.distance is not None and ability.distance["parts"] == [{"kind": "ranged", "size": 10}]
    assert ability.target in ("One creature", "1体のクリーチャー")
    assert not ability.sections  # (no paragraph of text left of them)
    assert [d.code for d in said] == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_slip_in_such_a_row_is_said(lang):
    first = {"en": "Magic, Ranged, Strike | Manipulate action", "ja": "魔法, 遠距離, ストライク｜操作アクション"}[lang]
    page = (EN if lang == "en" else JA).format(rows=first + "\n\n" + ROWS[lang][1])
    ability, said = _one(page)
    assert list(ability.keywords) == ["magic", "ranged", "strike"]
    assert "SB106" in [d.code for d in said]


@pytest.mark.parametrize("text", ["Hit | Miss", "Roll high | roll often", "勝ち｜負け"])
def test_other_bars_stay_text(text):
    ability, _ = _one(EN.format(rows=text))
    assert ability.keywords == () and ability.action is None
    assert any(text in s.text for s in ability.sections)


def test_a_paragraph_after_the_body_stays_text():
    page = EN.format(rows="Magic, Ranged, Strike | Main action\n\n📏 Ranged 10 | 🎯 One creature")
    ability, _ = _one(page + "\nMagic, Strike | Main action\n")
    assert ability.action == "main_action"
    assert "Magic, Strike | Main action" in ability.sections[-1].text


@pytest.mark.slow
@pytest.mark.parametrize("run", ["a|" * 50_000, "魔法, " * 20_000 + "| メインアクション", "📏 " + "x" * 100_000 + " |",
                                 "a, " * 33_000 + "｜ b", "a " * 50_000 + "| Main action",
                                 # (the emphasis, escaped-bar, action-ending and hard-break patterns of the review's mend)
                                 "*" + "a" * 100_000 + " | b*", "_" * 100_000, "\\|" * 50_000, "Magic | " + "x action" * 12_500,
                                 "Magic | " + "action" * 16_000 + "\\" * 10_001, "*a* | " * 16_000])
def test_a_long_line_with_bars_is_read_in_linear_time(run):
    # (each pattern of `md_header_lines` is tried once over a line, none backtracks)
    from statblock.diagnostics import Fragment

    from bounds import time_bound
    from statblock.rulesets.draw_steel.frontends.md_header_lines import header_lines

    with time_bound(0.5):
        header_lines([Fragment(run, ((0, 0),), None)])
    with time_bound(5):
        parse_text(EN.format(rows=run), "blog.md")


@pytest.mark.slow
def test_an_introduction_of_many_paragraphs_with_bars_is_read_in_linear_time():
    # (whether the header has room for a paragraph's rows is kept as the ability's lines grow: it was counted from the
    # first line for each paragraph, 20,000 such paragraphs before a roll 6.2 s against 2.0 s for 10,000)
    from bounds import cpu_seconds

    def page(count: int) -> str:
        return EN.format(rows="\n\n".join(f"Hit {n} | Miss" for n in range(count)))

    small, large = page(4_000), page(16_000)
    ability, _ = _one(large)
    assert [s.kind for s in ability.sections] == ["text"] * 16_000 + ["power_roll"]
    assert cpu_seconds(lambda: parse_text(large, "blog.md")) < 8 * cpu_seconds(lambda: parse_text(small, "blog.md"))


# ---- the review of the merge (audit5): what the reading of such rows took that was not theirs ----

def _fields(ability):
    return (list(ability.keywords), ability.action, ability.distance and ability.distance["text"], ability.target)


@pytest.mark.parametrize(("lang", "line"), [("en", "*Magic | Mystery*"), ("ja", "*魔法｜それは古い呪文だ*"),
                                            ("en", "_Fire and Void | both answer me_")])
def test_a_line_wholly_in_emphasis_is_flavour(lang, line):
    # (it was read as the header: SB103 `*Magic`, SB106 `Mystery*`, exit 1)
    ability, said = _one((EN if lang == "en" else JA).format(rows=line))
    assert ability.flavor == line.strip("*_")
    assert ability.keywords == () and ability.action is None
    assert [d.code for d in said] == []


@pytest.mark.parametrize(("lang", "line"), [("en", "Magic, Ranged, Strike \\| Main action"),
                                            ("ja", "魔法, 遠距離, ストライク \\| メインアクション"),
                                            ("ja", "魔法, 遠距離, ストライク\\｜メインアクション"),
                                            ("en", "📏 Ranged 10 \\| 🎯 One creature"),
                                            ("ja", "📏 遠距離 10 \\| 🎯 1体のクリーチャー")])
def test_an_escaped_bar_is_the_texts(lang, line):
    # (`\|` is how a card writes a bar of its text: it was read as the header's, the backslash left in the keyword,
    # SB103 `Strike \`, or in the distance, `Ranged 10 \` with no word)
    ability, said = _one((EN if lang == "en" else JA).format(rows=line))
    assert _fields(ability) == ([], None, None, None)
    # (CommonMark escapes ASCII punctuation only: `\｜` keeps its backslash)
    assert any(line.replace("\\|", "|") in s.text for s in ability.sections)
    assert [d.code for d in said] == []


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("paragraph_first", [True, False])
def test_a_header_table_after_a_header_paragraph_is_the_header(lang, paragraph_first):
    # (the table became text: no distance nor target, no word; the other way round, no keywords nor action)
    keywords, distance = ROWS[lang]
    if paragraph_first:
        cells = distance.split(" | ")
        rows = keywords + "\n\n| **" + cells[0] + "** | **" + cells[1] + "** |\n|---|---|"
    else:
        cells = keywords.split(" | ")
        rows = "| **" + cells[0] + "** | **" + cells[1] + "** |\n|---|---|\n\n" + distance
    ability, said = _one((EN if lang == "en" else JA).format(rows=rows))
    assert list(ability.keywords) == ["magic", "ranged", "strike"] and ability.action == "main_action"
    assert ability.distance["parts"] == [{"kind": "ranged", "size": 10}]
    assert ability.target in ("One creature", "1体のクリーチャー")
    assert not ability.sections and [d.code for d in said] == []


@pytest.mark.parametrize(("lang", "line"), [("en", "*Magic*, Ranged | Main action"), ("ja", "*魔法*、遠距離｜メインアクション"),
                                            ("en", "[Magic](x.md), Ranged | **Main action**"),
                                            ("ja", "[魔法](x.md), 遠距離 | **メインアクション**"),
                                            ("en", "Magic, Ranged <!-- x --> | Main action"),
                                            ("ja", "魔法, 遠距離 <!-- x --> ｜ メインアクション")])
def test_a_header_paragraphs_markdown_is_cleaned_as_a_tables(lang, line):
    # (the markup stayed in the keyword: SB103 `*Magic*`, `[Magic](x.md)`, `Ranged <!-- x -->`)
    ability, said = _one((EN if lang == "en" else JA).format(rows=line))
    assert list(ability.keywords) == ["magic", "ranged"] and ability.action == "main_action"
    assert [d.code for d in said] == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hard_break_ends_a_header_row(lang):
    # (`Main action\` was SB106, and the line after the break stayed text)
    ability, said = _one((EN if lang == "en" else JA).format(rows="\\\n".join(ROWS[lang])))
    assert list(ability.keywords) == ["magic", "ranged", "strike"] and ability.action == "main_action"
    assert ability.distance["parts"] == [{"kind": "ranged", "size": 10}]
    assert not ability.sections and [d.code for d in said] == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_both_rows_are_read_after_an_introduction(lang):
    # (the keywords were read, the 📏 row after them stayed text, no word)
    intro = {"en": "The spear was forged in the storm.", "ja": "その槍は嵐の中で鍛えられた。"}[lang]
    ability, said = _one((EN if lang == "en" else JA).format(rows=intro + "\n\n" + "\n\n".join(ROWS[lang])))
    assert list(ability.keywords) == ["magic", "ranged", "strike"] and ability.action == "main_action"
    assert ability.distance["parts"] == [{"kind": "ranged", "size": 10}]
    assert [d.code for d in said] == []


@pytest.mark.parametrize("text", ["Strike | Miss", "Melee | Ranged", "📏 I measured twice | cut once",
                                  "Aim carefully | 🎯 then fire", "When in doubt | Maneuver", "Charge | Retreat",
                                  "魔法｜稲妻《いなずま》が走る。", "勝者は｜メインアクション", "魔法・遠距離｜詠唱"])
def test_prose_whose_one_cell_looks_like_a_field_stays_text(text):
    # (both cells must be the header's fields; `Strike | Miss` printed `Miss` as the action, SB106)
    ability, said = _one(EN.format(rows=text))
    assert _fields(ability) == ([], None, None, None)
    assert any(text in s.text for s in ability.sections)
    assert [d.code for d in said] == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_header_paragraphs_card_reads_back(lang, tmp_path):
    from statblock import cli

    page = (EN if lang == "en" else JA).format(rows="\n\n".join(ROWS[lang]))
    source = tmp_path / "blog.md"
    source.write_text(page, encoding="utf-8")
    out = tmp_path / "card.md"
    assert cli.main(["cards", str(source), "-o", str(out), "--format", "md", "--lang", lang]) == 0
    again, said = _one(out.read_text(encoding="utf-8"))
    first, _ = _one(page)
    assert _fields(again)[:2] == _fields(first)[:2] and again.distance["parts"] == first.distance["parts"]
    assert [d.code for d in said] == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_bar_in_a_features_text_reads_back_from_its_card(lang, tmp_path):
    # (a ds-feature trait's effect `Magic, Ranged | Main action`: its card, no header table, writes `Magic, Ranged \| Main action`, read
    # back as the header, SB103 `Ranged \`)
    from statblock import cli

    effect = {"en": "Magic, Ranged | Main action", "ja": "魔法、遠距離｜メインアクション"}[lang]
    source = tmp_path / "f.md"
    source.write_text("```ds-feature\ntype: feature\nfeature_type: trait\nname: Whisper\n"
                      f"effects:\n- effect: \"{effect}\"\n```\n", encoding="utf-8")
    out = tmp_path / "card.md"
    assert cli.main(["cards", str(source), "-o", str(out), "--format", "md", "--lang", lang]) == 0
    again, said = _one(out.read_text(encoding="utf-8"))
    assert again.keywords == () and any(effect in s.text for s in again.sections)
    assert [d.code for d in said] == []
