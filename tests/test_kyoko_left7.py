"""虚構侵蝕TRPG: what the forty-fifth session left (kyleft7), each in Japanese and English: a Markdown card file known
wherever a Markdown reader still shows its title at the top (a comment of several lines, `+++` front matter, a blank
line before `---`), said where its game cannot be told (below other words, indented as code), honoured when a
`# ruleset: kyoko` heading names it; what a Markdown reader hides inside a card said (KY043)."""

from __future__ import annotations

import time

import pytest

import test_kyoko_left6
from test_kyoko_left6 import _checked, _md_cards


# (front matter after a blank line is no front matter: CommonMark shows `---` there as a rule and `+++` as words, so
# kymend9 moved those two cases to the words above a title, where SB008 says them)
_HIDDEN_ABOVE = ["<!--\nprinted for the session\n-->\n", "<!-- a\n\nb -->\n\n", "+++\ntitle = \"呪具\"\ntags = [\"x\"]\n+++\n",
                 "<?xml version=\"1.0\"?>\n",
                 "<!DOCTYPE\nhtml>\n", "\ufeff<!--\n-->\n"]


def _kept(tmp_path, lang: str, above: str):
    """The Markdown cards of the example written in `lang`, with `above` put over them, checked."""
    written = _md_cards(tmp_path, "kyoko", lang).read_text(encoding="utf-8")
    kept = tmp_path / "kept.md"
    kept.write_text(above + written, encoding="utf-8")
    return kept, written


@pytest.mark.parametrize("above", _HIDDEN_ABOVE)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_kyoko_card_file_is_known_under_what_markdown_shows_nothing_of(tmp_path, lang, above):
    # (what a user puts above its title, as kyleft6's test has it, now with more of what Markdown hides)
    test_kyoko_left6.test_a_kyoko_card_file_is_known_under_what_a_user_puts_above_its_title(tmp_path, lang, above)


@pytest.mark.parametrize("above", ["メモ\n\n", "Notes for the session.\n\n", "<!-- a -->x\n", "<div>\n\n",
                                   "\n---\ntags: [cards]\n---\n", "\n\n+++\ntitle = \"x\"\n+++\n\n"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_card_file_whose_title_is_below_other_words_is_said_with_the_line_to_add(tmp_path, lang, above):
    kept, written = _kept(tmp_path, lang, above)
    result = _checked(kept)
    (said,) = result.diagnostics
    assert (result.ruleset, len(result.abilities), said.code, said.severity.name) == ("draw_steel", 0, "SB008", "WARNING")
    assert said.span.line == above.count("\n") + 1 and said.span.text.startswith("# ")
    for shown in (said.message.render("en"), said.message.render("ja")):
        assert "# ruleset: kyoko" in shown and "--ruleset kyoko" in shown
    # (and the line it names makes the file the game's: its cards read)
    kept.write_text("# ruleset: kyoko\n\n" + above + written, encoding="utf-8")
    declared = _checked(kept)
    assert declared.ruleset == "kyoko" and {"焦熱の掌", "止血帯"} <= {c.name for c in declared.abilities}
    # (the words above the title are read as any, and said: never lost)
    assert len(declared.abilities) == 2 or declared.diagnostics


@pytest.mark.parametrize("indent", ["\t", "    ", "  \t"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_title_indented_as_code_is_said_at_its_line(tmp_path, lang, indent):
    kept, _ = _kept(tmp_path, lang, "\n" + indent)
    result = _checked(kept)
    (said,) = result.diagnostics
    assert (len(result.abilities), said.code, said.span.line) == (0, "SB008", 2)
    assert "indented" in said.message.render("en") and "字下げ" in said.message.render("ja")
    assert "start of its line" in said.suggestion.render("en")


@pytest.mark.parametrize(("text", "expected"), [
    ("# ruleset: kyoko\n\n## 札（所持品）\n- 使用：行動\n- 効果：対象に4点のダメージを与える。\n", "kyoko"),
    ("---\ntags: [x]\n---\n# Ruleset: Kyoko\n\n## Charm (Item)\n- Use: Action\n- Effect: Deal 4 damage.\n", "kyoko"),
    ("# ruleset: chess\n\n###### Slam\n", "draw_steel"),   # (naming nothing installed: a heading, as before)
    ("Notes\n\n# ruleset: kyoko\n", "draw_steel"),          # (not at the top: a heading)
])
def test_a_ruleset_heading_at_a_markdown_file_s_top_names_its_game(text, expected):
    from statblock.rulesets import registry

    assert registry.choose("a.md", text).name == expected


def test_another_game_s_title_indented_is_said_as_not_read_back(tmp_path):
    written = _md_cards(tmp_path, "sbh", "en").read_text(encoding="utf-8")
    kept = tmp_path / "kept.md"
    kept.write_text("\t" + written, encoding="utf-8")
    (said,) = _checked(kept).diagnostics
    assert (said.code, said.span.line) == ("SB008", 1) and "not" in said.message.render("en")


def test_a_page_that_names_a_card_title_inside_its_abilities_is_not_said(tmp_path):
    page = tmp_path / "p.md"
    page.write_text("###### Slam\n\n| **Melee, Strike** | **Main action** |\n|---|---|\n| **📏 Melee 1** | **🎯 One "
                    "creature** |\n\n**Power Roll + Might:**\n\n- **≤11:** 2 damage\n- **12-16:** 5 damage\n- **17+:** 7 "
                    "damage\n\n    # 虚構侵蝕TRPG のカード\n", encoding="utf-8")
    result = _checked(page)
    assert len(result.abilities) == 1 and [d.code for d in result.diagnostics] == []


# ---- what a Markdown reader hides inside a card: said (KY043), never words of the card ----

_CARD = {"ja": "# 虚構侵蝕TRPG のカード\n\n## 札（所持品）\n- 使用：行動\n- 効果：対象に4点のダメージを与える。\n{hidden}\n  ［崩壊２］を与える。\n",
         "en": "# Kyoko Shinshoku TRPG cards\n\n## Charm (Item)\n- Use: Action\n- Effect: Deal 4 damage.\n{hidden}\n  "
               "Inflict [Decay 2].\n"}


@pytest.mark.parametrize(("hidden", "said"), [
    ("<!-- 作者のメモ -->", ["KY043"]),
    ("<!--\n作者のメモ\n使用：割込\n-->", ["KY043"]),
    ("  <!-- a note\n  on two lines -->", ["KY043"]),
    ("<?php echo 1; ?>", ["KY043"]),
    ("<!-- -->", []),   # (the card writer's own: ends a list)
])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_what_markdown_hides_inside_a_card_is_said_and_no_words_of_it(tmp_path, lang, hidden, said):
    path = tmp_path / "c.md"
    path.write_text(_CARD[lang].format(hidden=hidden), encoding="utf-8")
    result = _checked(path)
    assert [d.code for d in result.diagnostics] == said
    (card,) = result.abilities
    assert "メモ" not in card.effect_text and "<" not in card.effect_text and "note" not in card.effect_text
    assert ("崩壊" in card.effect_text) if lang == "ja" else ("Decay" in card.effect_text)
    for found in result.diagnostics:
        assert found.severity.name == "INFO" and found.span.line == 6 and found.span.text.startswith(hidden.strip()[:4])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_comment_never_closed_is_read_as_before(tmp_path, lang):
    path = tmp_path / "c.md"
    path.write_text(_CARD[lang].format(hidden="<!-- 閉じない"), encoding="utf-8")
    result = _checked(path)
    assert "閉じない" in result.abilities[0].effect_text   # (no block: the words kept, as any line)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_markup_kept_on_a_card_reads_back_from_its_markdown_cards(tmp_path, lang):
    from statblock import cli

    source = tmp_path / "c.kyoko"
    source.write_text("試作品（所持品）\n使用：行動\n効果：対象に4点のダメージを与える。<!-- x --> <?php ?> <https://a.b> "
                      "<span>強く</span>\n", encoding="utf-8")
    out = tmp_path / "c.md"
    assert cli.main(["cards", str(source), "-o", str(out), "--format", "md", "--lang", lang, "--force"]) == 0
    original, back = _checked(source), _checked(out)
    assert back.abilities[0].effect_text == original.abilities[0].effect_text
    assert [d.code for d in back.diagnostics] == [d.code for d in original.diagnostics] == ["KY042"] * 5


@pytest.mark.slow
@pytest.mark.parametrize("run", ["<!--\n" * 50_000, "<?\n" * 50_000 + "?>", "\t# x\n" * 50_000, "# " + " " * 100_000,
                                 "<!--" + "-" * 100_000, "\n" * 100_000 + "\t# Kyoko Shinshoku TRPG cards" + " " * 100_000])
def test_hidden_blocks_and_unseen_titles_are_found_in_linear_time(run):
    from statblock.diagnostics import SourceFile
    from statblock.frontends.card_titles import _unseen_title
    from statblock.rulesets import registry
    from statblock.rulesets.kyoko.language.reader import read_cards

    rulesets = registry.usable()

    def cost(text: str) -> float:
        start = time.process_time()
        _unseen_title(text + "\n# 虚構侵蝕TRPG のカード", rulesets)
        read_cards(SourceFile("c.md", "# Kyoko Shinshoku TRPG cards\n\n## a (Item)\n- Use: Action\n- Effect: x\n" + text))
        return time.process_time() - start

    assert cost(run) < max(0.2, 30 * cost(run[:len(run) // 10]))


# ---- two cards of one name: said (KY044), at the later, with where the first is ----

_TWO = {"ja": "毒の刃（フィクションパワー）\n使用：行動\n効果：対象に4点のダメージを与える。\n\n{second}（所持品）\n使用：行動\n"
              "効果：［崩壊２］を与える。\n",
        "en": "Venom Blade (power)\nUse: Action\nEffect: Deal 4 damage.\n\n{second} (item)\nUse: Action\n"
              "Effect: Inflict [Decay 2].\n"}


@pytest.mark.parametrize(("lang", "second", "said"), [
    ("ja", "毒の刃", ["KY044"]), ("ja", "毒の刃 ", ["KY044"]), ("ja", "毒の刃２", []), ("ja", "毒の矢", []),
    ("en", "Venom Blade", ["KY044"]), ("en", "venom  blade", ["KY044"]), ("en", "Ｖｅｎｏｍ Ｂｌａｄｅ", ["KY044"]),
    ("en", "Venom Blade 2", []),
])
def test_two_cards_of_one_name_in_a_file_are_said(tmp_path, lang, second, said):
    path = tmp_path / "c.kyoko"
    path.write_text(_TWO[lang].format(second=second), encoding="utf-8")
    result = _checked(path)
    assert [d.code for d in result.diagnostics] == said and len(result.abilities) == 2
    for found in result.diagnostics:
        assert (found.span.line, found.span.text) == (5, second.strip())
        assert "line 1" in found.message.render("en") and "1行目" in found.message.render(lang="ja")
        assert "--check" in found.message.render("en") and "rename" in found.suggestion.render("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_card_named_as_one_of_another_file_checked_with_it_is_said(tmp_path, lang):
    from statblock.pipeline import run

    first, second = tmp_path / "a.kyoko", tmp_path / "b.kyoko"
    text = _TWO[lang].format(second="盾" if lang == "ja" else "Shield")
    first.write_text(text, encoding="utf-8")
    second.write_text("\n\n" + text, encoding="utf-8")
    report = run([str(first), str(second)])
    said = [(f.path.rsplit("/", 1)[-1], d.code, d.span.line) for f in report.files for d in f.diagnostics]
    assert said == [("b.kyoko", "KY044", 3), ("b.kyoko", "KY044", 7)]
    assert "a.kyoko" in report.files[1].diagnostics[0].message.render("en")
    # (statblock's own JSON of the first, read with it: SB012's, not two cards of one name)
    from statblock import cli

    assert cli.main(["convert", str(first), "--to", "json", "-o", str(tmp_path / "out"), "--force"]) == 0
    (written,) = (tmp_path / "out").glob("*.json")
    report = run([str(first), str(written)])
    assert "KY044" not in [d.code for f in report.files for d in f.diagnostics]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_both_cards_of_one_name_are_printed(tmp_path, lang):
    from statblock import cli

    path = tmp_path / "c.kyoko"
    path.write_text(_TWO[lang].format(second="毒の刃" if lang == "ja" else "Venom Blade"), encoding="utf-8")
    out = tmp_path / "c.md"
    assert cli.main(["cards", str(path), "-o", str(out), "--format", "md", "--lang", lang, "--force"]) == 0
    written = out.read_text(encoding="utf-8")
    assert written.count("毒の刃" if lang == "ja" else "Venom Blade") == 2
    back = _checked(out)
    assert [d.code for d in back.diagnostics] == ["KY044"] and len(back.abilities) == 2


# ---- a word cut by a line break: said (KY045), where on one line it reads as the game's ----

@pytest.mark.parametrize(("effect", "said"), [
    ("対象に４点のダメー\nジを与える。", [("KY045", "４点のダメー\nジ")]),
    ("対象に４点のダ\nメージを与える。", [("KY045", "４点のダ\nメージ")]),
    ("難易度３の〈頑健〉判\n定を行う。", [("KY045", "難易度３の〈頑健〉判\n定")]),
    ("Deal 4 dam\nage to the target.", [("KY045", "4 dam\nage")]),
    # (a break between two words: one damage, as before, nothing said)
    ("対象に３点の\nダメージを与える。", []),
    ("Deal 4\ndamage to the\ntarget.", []),
    ("対象の［崩壊］\nを解除する。", []),
])
def test_a_word_cut_by_a_line_break_is_said(effect, said):
    from test_kyoko_left4 import card_of

    (card,), problems = card_of(effect)
    assert [(p.code, p.span.text) for p in problems] == said
    assert card.effect_text == effect   # (kept as written)
    for found in problems:
        assert "\n" not in found.suggestion.render("en")


@pytest.mark.slow
@pytest.mark.parametrize("piece", ["ダ\n", "４点のダメー\n", "dam\n", "〈頑\n"])
def test_words_cut_by_line_breaks_are_looked_for_in_linear_time(piece):
    from test_kyoko_left4 import card_of

    def cost(count: int) -> float:
        start = time.process_time()
        card_of("対象に" + piece * count + "与える。")
        return time.process_time() - start

    assert cost(4000) < max(0.5, 30 * cost(400))


# ---- `--conditions` listed as a Japanese player lists them ----

@pytest.mark.parametrize(("conditions", "dice"), [
    ("［萎縮］　［散漫］", 1), ("萎縮・散漫", 1), ("［萎縮］［散漫］", 1), ("[Shaken] [Distracted]", 1),
    ("萎縮、集中・硬直", 3), ("Decay 2, Focused", 3), ("憎悪／使用者　集中", 3), ("散漫,集中", 2),
])
@pytest.mark.parametrize("command", ["odds", "roll"])
def test_conditions_are_separated_as_a_player_lists_them(capsys, command, conditions, dice):
    from statblock import cli

    argv = [command, "--ruleset", "kyoko", "--check", "KS(6,2)>=4", "--conditions", conditions, "--format", "json"]
    assert cli.main(argv + (["--seed", "1"] if command == "roll" else [])) == 0
    assert f"KS(6,{dice})" in capsys.readouterr().out


def test_a_half_width_blank_between_two_names_is_still_one_unknown_name(capsys):
    from statblock import cli

    assert cli.main(["odds", "--ruleset", "kyoko", "--check", "KS(6,2)>=4", "--conditions", "萎縮 散漫"]) == 2
    assert "KY108" in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.parametrize("run", ["］" + " " * 100_000 + "x", "］" * 100_000, "］ " * 50_000 + "［"])
def test_conditions_are_separated_in_linear_time(run):
    from statblock.rulesets.kyoko.odds_command import _conditions

    def cost(text: str) -> float:
        start = time.process_time()
        _conditions(text)
        return time.process_time() - start

    assert cost(run) < max(0.05, 30 * cost(run[:len(run) // 10]))


# ---- ruby and markup where a card prints the words as written: said (KY046) ----

@pytest.mark.parametrize(("text", "said"), [
    ("｜焦熱《しょうねつ》の掌（フィクションパワー）\n使用：行動\n効果：x\n", ["｜焦熱《しょうねつ》"]),
    ("<ruby>魔剣<rt>まけん</rt></ruby>（武器）\n使用：行動\n効果：x\n", ["<ruby>", "<rt>", "</rt>", "</ruby>"]),
    ("Palm <b>of</b> Fire (power)\nUse: Action\nEffect: x\n", ["<b>", "</b>"]),
    ("試作品（所持品）\n使用：行動\n対象：<b>単体</b>\n効果：x\n", ["<b>", "</b>"]),
    ("試作品（所持品）\n使用：行動\n効果：対象に｜焦熱《しょうねつ》の炎で3点のダメージを与える。\n", ["｜焦熱《しょうねつ》"]),
    ("Charm (item)\nUse: Action\nEffect: Deal 3 damage with |Blaze《ほのお》.\n", ["|Blaze《ほのお》"]),
    # (the rulebook's marks, a skill in ASCII brackets, a power named in 《》: none)
    ("試作品（所持品）\n使用：行動\n効果：《限界突破》を使用する。\n", []),
    ("Palm <Will>（フィクションパワー）\n使用：行動\n対象：<Will> Single\n効果：x\n", []),
])
def test_ruby_and_markup_a_card_prints_as_written_are_said(tmp_path, text, said):
    path = tmp_path / "c.kyoko"
    path.write_text(text, encoding="utf-8")
    result = _checked(path)
    assert [(d.code, d.span.text) for d in result.diagnostics if d.code == "KY046"] == [("KY046", s) for s in said]
    assert len(result.abilities) == 1   # (read as before, the words kept)
    assert said[0] in result.abilities[0].name + (result.abilities[0].target or "") + result.abilities[0].effect_text \
        if said else True


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_ruby_is_said_alike_in_the_markdown_cards_read_back(tmp_path, lang):
    from statblock import cli

    source = tmp_path / "c.kyoko"
    source.write_text("｜焦熱《しょうねつ》の<b>掌</b>（フィクションパワー）\n使用：行動\n効果：対象に3点のダメージを与える。\n",
                      encoding="utf-8")
    out = tmp_path / "c.md"
    assert cli.main(["cards", str(source), "-o", str(out), "--format", "md", "--lang", lang, "--force"]) == 0
    original, back = _checked(source), _checked(out)
    assert [d.code for d in back.diagnostics] == [d.code for d in original.diagnostics] == ["KY046"] * 3
    assert back.abilities[0].name == original.abilities[0].name


@pytest.mark.slow
@pytest.mark.parametrize("run", ["｜" * 100_000, "｜" + "あ" * 100_000 + "《", "<b" + " " * 100_000, "</" * 50_000,
                                 "｜あ《" * 33_000])
def test_ruby_and_tags_are_found_in_linear_time(run):
    from statblock.rulesets.kyoko.language.ruby_marks import _RUBY, _TAG

    def cost(text: str) -> float:
        start = time.process_time()
        for _ in range(3):
            list(_RUBY.finditer(text))
            list(_TAG.finditer(text))
        return time.process_time() - start

    assert cost(run) < max(0.05, 30 * cost(run[:len(run) // 10]))
