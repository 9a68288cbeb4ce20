"""The spaces an author writes on purpose are the card's: a non-breaking space (U+00A0, `–1\u00a0square`, a name kept
on one line) and the ideographic space a Japanese author types (U+3000, `嵐の\u3000一撃`) are printed as written on
the Markdown and text cards of every game, and a Draw Steel Markdown card reads back to the same words. Before, the
filter that puts a heading, a table cell or a card's title on one line (`render/env._oneline`) split the text on
every Unicode blank and joined it with ASCII spaces: each such space became a plain one, with no word (the audit6
session's game master's week). Line breaks, tabs and runs of ASCII blanks are still one space there."""

from __future__ import annotations

import json

import pytest

from statblock import cli
from statblock.render.env import environment

NBSP, IDEO = "\u00a0", "\u3000"

DS_EN = (f"Storm{NBSP}Lash (3 Piety)\n"
         "Magic, Ranged, Strike | Main action\n"
         "📏 Ranged 10 | 🎯 One creature\n"
         "Power Roll + Intuition:\n"
         "≤11: 3 + I lightning damage\n"
         "12-16: 6 + I lightning damage\n"
         "17+: 9 + I lightning damage\n"
         f"Effect: The target takes a –1{NBSP}penalty to speed.\n")
DS_JA = (f"嵐の{IDEO}一撃 (信心3)\n"
         "魔法、遠距離、ストライク | メインアクション\n"
         "📏 遠距離10 | 🎯 1体のクリーチャー\n"
         "パワーロール + 判断力:\n"
         "11以下: 3 + I 電撃ダメージ\n"
         "12-16: 6 + I 電撃ダメージ\n"
         "17以上: 9 + I 電撃ダメージ\n"
         f"効果: ターゲットは{IDEO}次のターンまで光る。\n")
KYOKO = f"# ruleset: kyoko\n旋風の{IDEO}刃（フィクションパワー）\n使用：行動\n対象：単体\n効果：対象に３点のダメージを与える。\n"
KYOKO_EN = f"# ruleset: kyoko\nWhirl{NBSP}Blade (power)\nUse: Action\nTarget: Single\nEffect: Deal 3 damage to the target.\n"
SBH = f"# ruleset: sbh\nWarband: Grey{NBSP}Wind\nGrey{NBSP}Sage Q3+ C2\n"
SBH_JA = f"# ruleset: sbh\nウォーバンド：灰色の{IDEO}風\n灰色の{IDEO}賢者 質3+ 戦闘2\n"
MARVEL = f"# ruleset: marvel_champions\nStorm{NBSP}Crow (Minion)\nATK 1 · SCH 1 · HP 4\nGuard.\n"
MARVEL_JA = f"# ruleset: marvel_champions\n嵐の{IDEO}鴉（手下）\n攻撃 1 · 計画 1 · 体力 4\nガード。\n"

CASES = [("a.ability", DS_EN, f"Storm{NBSP}Lash"), ("a.ability", DS_JA, f"嵐の{IDEO}一撃"),
         ("a.kyoko", KYOKO, f"旋風の{IDEO}刃"), ("a.kyoko", KYOKO_EN, f"Whirl{NBSP}Blade"),
         ("a.sbh", SBH, f"Grey{NBSP}Sage"), ("a.sbh", SBH_JA, f"灰色の{IDEO}賢者"),
         ("a.champions", MARVEL, f"Storm{NBSP}Crow"), ("a.champions", MARVEL_JA, f"嵐の{IDEO}鴉")]
IDS = ["draw-steel-en", "draw-steel-ja", "kyoko-ja", "kyoko-en", "sbh-en", "sbh-ja", "marvel-en", "marvel-ja"]


def _cards(tmp_path, capsys, name: str, text: str, fmt: str, lang: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    out = tmp_path / f"cards-{lang}.{fmt}"
    assert cli.main(["cards", str(path), "--format", fmt, "--lang", lang, "-o", str(out), "--force"]) in (0, 1)
    capsys.readouterr()
    return out.read_text("utf-8")


@pytest.mark.parametrize("fmt", ["md", "txt"])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("name", "text", "title"), CASES, ids=IDS)
def test_a_cards_title_keeps_its_spaces(tmp_path, capsys, name, text, title, fmt, lang):
    assert title in _cards(tmp_path, capsys, name, text, fmt, lang)


@pytest.mark.parametrize(("text", "words"), [(DS_EN, f"–1{NBSP}penalty"), (DS_JA, f"ターゲットは{IDEO}次")],
                         ids=["en", "ja"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_draw_steel_markdown_card_keeps_them_and_reads_back(tmp_path, capsys, text, words, lang):
    card = _cards(tmp_path, capsys, "a.ability", text, "md", lang)
    assert words in card
    source, back = tmp_path / "a.ability", tmp_path / f"cards-{lang}.md"

    def abilities(path):
        assert cli.main(["parse", str(path), "--format", "json"]) == 0
        found = json.loads(capsys.readouterr().out)["abilities"]
        return [(a["name"], [s["text"] for s in a["sections"]]) for a in found]

    assert abilities(back) == abilities(source)


def test_line_breaks_and_runs_of_blanks_are_still_one_space():
    oneline = environment("md", "statblock.rulesets.draw_steel.render").filters["oneline"]
    assert oneline(" a \n\t b  c ") == "a b c"
    assert oneline(f"a{NBSP}{NBSP}b{IDEO}c") == f"a{NBSP}{NBSP}b{IDEO}c"
    assert oneline("a\u2028b") == "a b"   # (a line separator is a line break)


@pytest.mark.slow
@pytest.mark.parametrize("run", [" \t\n" * 33_334, f" {NBSP}" * 50_000, f"a{IDEO} \n" * 25_000],
                         ids=["layout-blanks", "blank-and-nbsp", "ideographic-and-breaks"])
def test_a_long_run_of_blanks_is_put_on_one_line_in_linear_time(run):
    """100,000 characters of blanks, kept and not, in a title or a cell: one pass (each run of layout blanks entered
    once), under a bound of CPU time scaled by how busy the machine is."""
    from bounds import time_bound

    oneline = environment("md", "statblock.rulesets.draw_steel.render").filters["oneline"]
    with time_bound(0.5):
        line = oneline(run)
    assert "\n" not in line and "\t" not in line and line.count(NBSP) == run.count(NBSP) \
        and line.count(IDEO) == run.count(IDEO)


@pytest.mark.parametrize("left, kept", [
    ("x" * 66 + f" {NBSP} Lash", f"{'x' * 66} {NBSP}\n"),   # (the review of audit6, finding 7: `x… \nLash`, the space lost)
    (f"{NBSP}Lash of the storm", f"{NBSP}Lash"),             # (a paragraph's first: `finditer` of `\S` skipped it)
    ("嵐" * 33 + f"の{IDEO}一撃", f"の{IDEO}"),
])
def test_a_line_broken_at_a_space_keeps_the_spaces_written(left, kept):
    from statblock.render.env import spread, wrap

    assert kept in spread(left, "3 Piety")
    assert (wrap(left, 40) + "\n").replace("\n", "").count(NBSP) == left.count(NBSP)
    assert wrap(left, 40).replace("\n", "").count(IDEO) == left.count(IDEO)


def test_a_line_still_breaks_at_layout_blanks_and_sheds_them():
    from statblock.render.env import wrap

    assert wrap("alpha beta\tgamma delta", 11) == "alpha beta\ngamma delta"
    assert all(not line.endswith((" ", "\t")) for line in wrap("word " * 40, 23).splitlines())


@pytest.mark.parametrize(("name", "text", "words"), [
    ("a.ability", DS_EN.replace("a –1", "a\t–1"), "takes a –1"),
    ("a.ability", DS_JA.replace("ターゲットは", "ターゲット\tは"), "ターゲット は"),
    ("a.kyoko", KYOKO.replace("対象に", "対象\tに"), "対象 に"),
    # (a sentence, printed as written on a card in either language: keywords alone a Japanese card prints in Japanese)
    ("a.champions", MARVEL.replace("Guard.", "Guard.\nYou get\t+1 THW."), "You get +1 THW."),
], ids=["draw-steel-en", "draw-steel-ja", "kyoko", "marvel"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_tab_is_one_space_on_a_text_card(tmp_path, capsys, name, text, words, lang):
    # (the review of audit6: a tab was printed raw, `You　bite^Ithe`, its width counted as none)
    card = _cards(tmp_path, capsys, name, text, "txt", lang)
    assert "\t" not in card and words in card.replace("\n", " ")
