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
                                 "a, " * 33_000 + "｜ b", "a " * 50_000 + "| Main action"])
def test_a_long_line_with_bars_is_read_in_linear_time(run):
    # (each pattern of `md_header_lines` is tried once over a line, none backtracks)
    from types import SimpleNamespace

    from bounds import time_bound
    from statblock.rulesets.draw_steel.frontends.md_header_lines import header_lines

    with time_bound(0.5):
        header_lines([SimpleNamespace(text=run)])
    with time_bound(5):
        parse_text(EN.format(rows=run), "blog.md")
