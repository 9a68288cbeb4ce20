"""虚構侵蝕TRPG: what the review of the kyleft7 merge found (kymend9), each in Japanese and English: a rule (`---` after
a blank line) or a `---` pair around cards is no front matter; `<!-->` is a whole comment; a block's close is searched
for once; an escaped `\\<` is text (cards read back); a title inside a fenced code block is no card file's; SBH's card
title where a Markdown reader does not show it at the top is said, and read once the file names its game."""

from __future__ import annotations

import time

import pytest

from test_kyoko_left6 import _checked, _md_cards

_CARDS = {"ja": ("## 焦熱の掌（フィクションパワー）\n- 使用：行動\n- 効果：対象に4点のダメージを与える。\n",
                 "## 止血帯（所持品）\n- 使用：行動\n- 効果：［崩壊］を解除する。\n", ("焦熱の掌", "止血帯")),
          "en": ("## Searing Palm (power)\n- Use: Action\n- Effect: Deal 4 damage.\n",
                 "## Tourniquet (item)\n- Use: Action\n- Effect: Remove [Decay].\n", ("Searing Palm", "Tourniquet"))}


def _names(result) -> set[str]:
    return {card.name for card in result.abilities}


@pytest.mark.parametrize("above", ["\n---\n\n", "---\n\n", "---\n"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_dashes_around_cards_are_no_front_matter(tmp_path, lang, above):
    # (a blank line then `---` is a rule in CommonMark; `---` … `---` around cards holds no `key: value`: no YAML)
    first, second, names = _CARDS[lang]
    path = tmp_path / "hr.md"
    path.write_text(above + first + "\n---\n\n" + second, encoding="utf-8")
    result = _checked(path, ruleset="kyoko")
    assert set(names) <= _names(result)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_front_matter_of_keys_is_still_skipped(tmp_path, lang):
    first, second, names = _CARDS[lang]
    path = tmp_path / "f.md"
    path.write_text("---\ntags: [cards]\ntitle: x\n---\n\n" + first + "\n" + second, encoding="utf-8")
    result = _checked(path, ruleset="kyoko")
    assert _names(result) == set(names) and not [d for d in result.diagnostics if d.severity.name == "ERROR"]


@pytest.mark.parametrize("opener", ["<!-->", "<!--->", "<?>"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_empty_comment_hides_only_its_line(tmp_path, lang, opener):
    first, second, names = _CARDS[lang]
    title = "# 虚構侵蝕TRPG のカード" if lang == "ja" else "# Kyoko Shinshoku TRPG cards"
    path = tmp_path / "e.md"
    path.write_text(f"{title}\n\n{first}\n{opener}\n\n{second}\n<!-- end -->\n", encoding="utf-8")
    assert _names(_checked(path)) == set(names)
    # (inside a card: the card's lines after it are its own)
    path.write_text(f"{title}\n\n{first}{opener}\n- 使用：割込\n\n{second}\n<!-- end -->\n", encoding="utf-8")
    assert _names(_checked(path)) == set(names)


@pytest.mark.parametrize("opener", ["<!-->", "<!--->"])
def test_an_empty_comment_above_the_title_is_passed(opener):
    from statblock.frontends.card_titles import card_title

    assert card_title(f"{opener}\n# 虚構侵蝕TRPG のカード\n\n<!-- x -->\n") == "虚構侵蝕TRPG のカード"


@pytest.mark.parametrize("hidden", ["<?x ?>", "<!-- メモ -->", "<!DOCTYPE x>"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_escaped_line_of_a_card_reads_back_from_its_markdown_cards(tmp_path, lang, hidden):
    from statblock import cli

    source = tmp_path / "p.kyoko"
    source.write_text(f"札（所持品）\n使用：行動\n効果：対象に4点のダメージを与える。\n{hidden}\n［崩壊２］を与える。\n",
                      encoding="utf-8")
    out = tmp_path / "p.md"
    assert cli.main(["cards", str(source), "-o", str(out), "--format", "md", "--lang", lang, "--force"]) == 0
    original, back = _checked(source), _checked(out)
    assert hidden in original.abilities[0].effect_text
    assert back.abilities[0].effect_text == original.abilities[0].effect_text
    assert "KY043" not in [d.code for d in back.diagnostics]


@pytest.mark.parametrize("title", ["# 虚構侵蝕TRPG のカード", "# Kyoko Shinshoku TRPG cards", "# Marvel Champions cards"])
@pytest.mark.parametrize("fence", ["~~~markdown", "```", "````md"])
def test_a_title_inside_a_fenced_code_block_is_no_card_file_s(tmp_path, title, fence):
    path = tmp_path / "guide.md"
    closing = fence.split("m")[0].rstrip()
    path.write_text(f"# Notes\n\n{fence}\n{title}\n{closing}\n", encoding="utf-8")
    assert [d.code for d in _checked(path).diagnostics] == []
    # (after the fence closes, the title is one again)
    path.write_text(f"# Notes\n\n{fence}\nx\n{closing}\n\n    {title}\n", encoding="utf-8")
    assert [d.code for d in _checked(path).diagnostics] == ["SB008"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_sbh_cards_whose_title_is_indented_are_said_at_its_line(tmp_path, lang):
    written = _md_cards(tmp_path, "sbh", lang).read_text(encoding="utf-8")
    kept = tmp_path / "kept.md"
    kept.write_text("\t" + written, encoding="utf-8")
    result = _checked(kept)
    (said,) = result.diagnostics
    assert (said.code, said.span.line) == ("SB008", 1)
    assert "indented" in said.message.render("en") and "字下げ" in said.message.render("ja")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_sbh_cards_below_other_words_are_said_and_read_once_named(tmp_path, lang):
    cards = _md_cards(tmp_path, "sbh", lang)
    written = cards.read_text(encoding="utf-8")
    plain = _checked(cards)
    kept = tmp_path / "kept.md"
    kept.write_text("Notes\n\n" + written, encoding="utf-8")
    (said,) = _checked(kept).diagnostics
    assert (said.code, said.span.line) == ("SB008", 3) and "# ruleset: sbh" in said.message.render("en")
    kept.write_text("# ruleset: sbh\n\nNotes\n\n" + written, encoding="utf-8")
    declared = _checked(kept)
    assert declared.ruleset == "sbh"
    assert [p.name for p in declared.abilities] == [p.name for p in plain.abilities]
    assert [d.code for d in declared.diagnostics if d.severity.name != "INFO"] == \
        [d.code for d in plain.diagnostics if d.severity.name != "INFO"]


@pytest.mark.slow
@pytest.mark.parametrize("run", ["<!--\n" * 40_000 + "--> x", "<?\n" * 40_000 + "?> x", "<!x\n" * 40_000 + "> x"],
                         ids=["comments", "instructions", "declarations"])
def test_opened_blocks_closed_with_words_after_are_found_in_linear_time(run):
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language.reader import read_cards

    def cost(text: str) -> float:
        start = time.process_time()
        read_cards(SourceFile("c.md", "# Kyoko Shinshoku TRPG cards\n\n## a (Item)\n- Use: Action\n- Effect: x\n" + text))
        return time.process_time() - start

    assert cost(run) < max(0.3, 30 * cost(run[:len(run) // 10]))


@pytest.mark.slow
@pytest.mark.parametrize("run", ["```\n" * 50_000, "~~~~\n" + "x\n" * 100_000, "   ```" + "`" * 100_000],
                         ids=["fences", "a-fence-s-lines", "a-long-fence"])
def test_fences_before_a_title_are_passed_in_linear_time(run):
    from statblock.frontends.card_titles import _unseen_title
    from statblock.rulesets import registry

    rulesets = registry.usable()

    def cost(text: str) -> float:
        start = time.process_time()
        _unseen_title(text + "\n    # 虚構侵蝕TRPG のカード", rulesets)
        return time.process_time() - start

    assert cost(run) < max(0.2, 30 * cost(run[:len(run) // 10]))


# ---- the review's incomplete fixes ----

@pytest.mark.parametrize("lang", ["en", "ja"])
def test_cdata_above_the_title_is_passed_as_the_reader_passes_it(tmp_path, lang):
    written = _md_cards(tmp_path, "kyoko", lang).read_text(encoding="utf-8")
    kept = tmp_path / "kept.md"
    kept.write_text("<![CDATA[\nx\n]]>\n" + written, encoding="utf-8")
    result = _checked(kept)
    assert result.ruleset == "kyoko" and len(result.abilities) == 2
    assert [d.code for d in result.diagnostics] == []


@pytest.mark.parametrize(("text", "said"), [
    ("焦熱《しょうねつ》の掌（フィクションパワー）\n使用：行動\n効果：x\n", ["焦熱《しょうねつ》"]),
    ("試作品（所持品）\n使用：行動\n効果：対象に焦熱《しょうねつ》の炎で3点のダメージを与える。\n", ["焦熱《しょうねつ》"]),
    ("Charm (item)\nUse: Action\nTarget: 単体\nEffect: Deal 3 damage with 魔剣《マケン》.\n", ["魔剣《マケン》"]),
    # (a power named in 《》, after kanji or not: no reading of kana alone, no ruby)
    ("試作品（所持品）\n使用：行動\n効果：対象に《限界突破》を使用する。\n", []),
    ("試作品（所持品）\n使用：行動\n効果：即座《限界突破》を使用する。\n", []),
])
def test_web_novel_ruby_with_no_bar_is_said(tmp_path, text, said):
    path = tmp_path / "c.kyoko"
    path.write_text(text, encoding="utf-8")
    result = _checked(path)
    found = [d for d in result.diagnostics if d.code == "KY046"]
    assert [d.span.text for d in found] == said
    for d in found:   # (the help names ruby, as the mark is)
        assert "しょうねつ" in d.suggestion.render("ja") or "《" in d.suggestion.render("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_tag_s_help_speaks_of_tags_not_of_ruby(tmp_path, lang):
    path = tmp_path / "c.kyoko"
    path.write_text("試作品（所持品）\n使用：行動\n対象：<b>単体</b>\n効果：x\n", encoding="utf-8")
    found = [d for d in _checked(path).diagnostics if d.code == "KY046"]
    assert len(found) == 2
    for d in found:
        shown = d.suggestion.render(lang)
        assert "焦熱" not in shown and d.span.text in shown


@pytest.mark.parametrize(("given", "names"), [
    ("散漫､集中", ["散漫", "集中"]), ("【散漫】【集中】", ["散漫", "集中"]), ("「散漫」「集中」", ["散漫", "集中"]),
    ("［散漫］、［集中］", ["［散漫］", "［集中］"]), ("散漫/集中", ["散漫", "集中"]), ("散漫／xyz", ["散漫", "xyz"]),
    ("憎悪／使用者、散漫/集中", ["憎悪／使用者", "散漫", "集中"]), ("Hatred/User", ["Hatred/User"]),   # (whom ［憎悪］ names: one)
])
def test_conditions_are_split_as_japanese_players_list_them(given, names):
    from statblock.rulesets.kyoko.odds_command import _conditions

    assert _conditions(given) == names


@pytest.mark.parametrize(("first", "line"), [("", 1), ("---\ntags: x\n---\n", 4)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_slip_of_a_ruleset_s_name_in_a_markdown_heading_is_said(tmp_path, lang, first, line):
    first_card = _CARDS[lang][0]
    path = tmp_path / "k.md"
    path.write_text(f"{first}# ruleset: kyouko\n\n{first_card}", encoding="utf-8")
    (said,) = _checked(path).diagnostics
    assert (said.code, said.span.line, said.span.text) == ("SB007", line, "kyouko")
    assert "kyoko" in said.suggestion.render(lang)


@pytest.mark.parametrize("name", ["ｋｙｏｋｏ", "ＫＹＯＫＯ"])
@pytest.mark.parametrize("suffix", [".md", ".txt"])
def test_a_full_width_ruleset_name_is_the_ruleset(tmp_path, name, suffix):
    path = tmp_path / ("k" + suffix)
    path.write_text(f"# ruleset: {name}\n\n## 札（所持品）\n- 使用：行動\n- 効果：対象に4点のダメージを与える。\n",
                    encoding="utf-8")
    result = _checked(path)
    assert result.ruleset == "kyoko" and [c.name for c in result.abilities] == ["札"]


@pytest.mark.slow
@pytest.mark.parametrize("run", ["焦" * 100_000 + "《", "焦《" * 50_000, "焦" * 100_000 + "《" + "あ" * 100_000,
                                 "【散漫】" * 25_000, "､" * 100_000],
                         ids=["kanji", "kanji-opened", "a-long-reading", "quoted-names", "separators"])
def test_bare_ruby_and_conditions_are_read_in_linear_time(run):
    from statblock.rulesets.kyoko.language.ruby_marks import _RUBY
    from statblock.rulesets.kyoko.odds_command import _conditions

    def cost(text: str) -> float:
        start = time.process_time()
        for _ in range(3):
            list(_RUBY.finditer(text))
            _conditions(text)
        return time.process_time() - start

    assert cost(run) < max(0.05, 30 * cost(run[:len(run) // 10]))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_file_checked_with_its_own_markdown_cards_is_not_said_as_same_names(tmp_path, lang):
    from statblock.pipeline import run

    source = tmp_path / "deck.kyoko"
    source.write_text("札（所持品）\n使用：行動\n効果：対象に4点のダメージを与える。\n\n盾（防具）\n使用：行動\n効果：x\n",
                      encoding="utf-8")
    cards = _md_cards_of(tmp_path, source, lang)
    report = run([str(source), str(cards)])
    assert [d.code for f in report.files for d in f.diagnostics if d.code == "KY044"] == []
    # (a user's second file of the same names is still said)
    other = tmp_path / "other.kyoko"
    other.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    report = run([str(source), str(cards), str(other)])
    assert [d.code for f in report.files for d in f.diagnostics if d.code == "KY044"] == ["KY044", "KY044"]


def _md_cards_of(tmp_path, source, lang: str):
    from statblock import cli

    out = tmp_path / "deck.md"
    assert cli.main(["cards", str(source), "-o", str(out), "--format", "md", "--lang", lang, "--force"]) == 0
    return out


@pytest.mark.parametrize(("text", "quoted"), [
    ("札（所持品）\n使用：行動\n効果：対象に４点のダメー\n   ジを与える。\n", "４点のダメー / ジ"),
    ("Charm (item)\nUse: Action\nEffect: Deal 4 dam\n\t  age.\n", "4 dam / age"),
])
def test_a_broken_word_is_quoted_without_the_next_line_s_indent(tmp_path, text, quoted):
    path = tmp_path / "b.kyoko"
    path.write_text(text, encoding="utf-8")
    (said,) = [d for d in _checked(path).diagnostics if d.code == "KY045"]
    assert f"`{quoted}`" in said.message.render("en") and f"「{quoted}」" in said.message.render("ja")
