"""虚構侵蝕TRPG: what the forty-fourth session left (kyleft6), each in Japanese and English where the notation allows: a
list is a choice only where its lead-in says one in the rules' words (a word that only holds one, `選択した対象`,
`if either target`, `choose one target`, is none), and statblock's own JSON written while any such word made a choice
reads back with no KY034."""

from __future__ import annotations

import re
import time

import pytest

from test_kyoko_mend7 import _json_of, _read_back, marks


# ---- a choice only where the rules' words say one ----

@pytest.mark.parametrize(("lines", "expected"), [
    # the words that say a choice of the list's items
    ("以下のいずれかを与える。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("以下のいずれか1つを与える。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("次のうちどちらかを選択する。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("1つを選択する。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("以下から選ぶ。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("次のどちらか。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("Either:\n- Deal 2 damage.\n- Gain [Focused].", [1, 2]),
    ("Do either of the following:\n- Deal 2 damage.\n- Gain [Focused].", [1, 2]),
    ("Inflict one of these:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("Choose two:\n- [Immobilized]\n- [Distracted]\n- [Shaken]", [1, 2, 3]),
    ("Select one:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("Choose one more:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    # near misses: a word that only holds a choice's word is none (each of these lists is done whole)
    ("選択した対象に以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("対象を選択し、以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("いずれかの対象が隣接しているなら、以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("対象のどちらかが［崩壊］を受けているなら、以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("If either target is adjacent, inflict:\n- [Immobilized]\n- [Distracted]", [0, 0]),
    ("Choose one target. It suffers:\n- 2 damage.\n- [Distracted].", [0, 0]),
    ("Choose one target and inflict:\n- [Immobilized]\n- [Distracted]", [0, 0]),
    ("Choose one of these creatures; it suffers:\n- [Immobilized]\n- [Distracted]", [0, 0]),
    ("Select one ally within range; it gains:\n- [Focused]\n- [Elated]", [0, 0]),
])
def test_a_choice_is_read_only_where_the_rules_words_say_one(lines, expected):
    assert marks(lines) == expected


@pytest.mark.parametrize("lines", [
    # (a line between two items with a near miss is the list's still: it leads into no list of its own)
    "以下から1つを選ぶ。\n- 3点のダメージを与える。\n  選択した対象が隣接しているなら、さらに1点。\n- ［集中］を得る。",
    "Choose one:\n- Deal 3 damage.\n  If either target is adjacent, 1 more.\n- Gain [Focused].",
])
def test_a_near_miss_between_items_keeps_the_choice(lines):
    assert marks(lines) == [1, 2]


def _two_lists_as_before(effects: list) -> list:
    """The JSON `effects` of a card of a choice then a list whose lead-in holds a near miss, as the reader wrote them
    before (the second list a choice too: its marks options, counted from 1)."""
    out, index, past = [], 0, 0
    for n, effect in enumerate(effects):
        at_start = n == 0 or (effects[n - 1]["type"], effects[n - 1]["text"]) == ("text", "\n")
        if effect["type"] == "option":
            past = effect["index"]
        elif at_start and past and effect["type"] == "text" and effect["text"].startswith("- "):
            index += 1
            out.append({"type": "option", "index": index, "text": "- ", "span": effect["span"]})
            if effect["text"][2:]:
                out.append({**effect, "text": effect["text"][2:]})
            continue
        out.append(effect)
    return out


@pytest.mark.parametrize("lines", [
    "以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\n選択した対象に、以下を与える。\n- ［萎縮］\n- ［散漫］",
    "Choose one:\n- Recover 3.\n- Gain [Focused].\nIf either target is adjacent, inflict:\n- [Immobilized]\n"
    "- [Distracted]",
])
def test_json_written_while_a_near_miss_made_a_choice_reads_back_with_no_warning(lines):
    items = _json_of(lines)
    before = _two_lists_as_before(items[0]["effects"])
    assert [e["index"] for e in before if e["type"] == "option"] == [1, 2, 1, 2]
    assert [e["index"] for e in items[0]["effects"] if e["type"] == "option"] == [1, 2]
    assert _read_back(items) == []
    items[0]["effects"] = before
    assert _read_back(items) == []
    before[[e["type"] for e in before].index("option")]["index"] = 9
    assert _read_back(items) == ["KY034"]   # (an index edited alone is still said)


@pytest.mark.slow
@pytest.mark.parametrize("run", [
    "1" * 100_000 + "つ", "１" * 100_000, "choose" + " " * 100_000 + "one", "choose one" + " " * 100_000 + "x",
    "either" + " " * 100_000, "いずれか" + " " * 100_000 + "の", "以下の" + " " * 100_000 + "うち", "1つ " * 33_000,
    "one of" + " " * 100_000 + "these" + " " * 100_000 + "x", "pick " + "1" * 100_000 + "x",
])
def test_the_choice_words_are_found_in_linear_time(run):
    from statblock.rulesets.kyoko.language.options import _CHOICE

    def cost(text: str) -> float:
        start = time.process_time()
        list(_CHOICE.finditer(text))
        return time.process_time() - start

    small = re.sub(r"(.)\1{999,}", lambda m: m.group(1) * (len(m.group(0)) // 10), run)
    assert cost(run) < max(0.05, 30 * cost(small))


# ---- a list inside an option or a step keeps its nesting on every card ----

_NESTED = {
    "en": ("Choose one:\n- Recover 3 HP and remove every condition you have, then gain a long list of things that "
           "wraps past the width.\n- Do all of the following:\n  - Deal 2 damage.\n  - Inflict [Distracted].\n"
           "- Gain [Focused].", "Deal 2 damage."),
    "ja": ("以下をすべて行う。\n・3点のダメージを与える。\n・以下から1つを選ぶ。\n　・【ＨＰ】を3点回復する。\n　・［集中］を得る。",
           "【ＨＰ】を3点回復する。"),
}


def _written(tmp_path, lang: str, fmt: str) -> str:
    from statblock import cli

    source = tmp_path / "c.kyoko"
    source.write_text(f"試作品（フィクションパワー）\n使用：行動\n効果：{_NESTED[lang][0]}\n", encoding="utf-8")
    out = tmp_path / f"c.{fmt}"
    assert cli.main(["cards", str(source), "-o", str(out), "--format", fmt, "--lang", lang, "--force"]) == 0
    return out.read_text(encoding="utf-8")


def _indent(line: str) -> int:
    from statblock.render.env import display_width

    return display_width(line[:len(line) - len(line.lstrip())])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_text_card_keeps_a_list_inside_an_item_inside_it(tmp_path, lang):
    lines = _written(tmp_path, lang, "txt").split("\n")
    inner = next(line for line in lines if _NESTED[lang][1] in line)
    outer = lines[lines.index(inner) - 1]
    assert _indent(inner) > _indent(outer) >= 2
    if lang == "en":   # (an item's wrapped line goes on under its words, past its mark)
        wrapped = lines[next(n for n, line in enumerate(lines) if "Recover 3 HP" in line) + 1]
        assert wrapped.startswith("    ") and wrapped.strip().startswith("list of things")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_html_card_keeps_a_list_inside_an_item_inside_it(tmp_path, lang):
    page = _written(tmp_path, lang, "html")
    inner = re.search(r'<p class="block effect">([^<]*)' + re.escape(_NESTED[lang][1]), page).group(1)
    outer = re.search(r'<p class="block effect">([^<]*)' + ("- Do all" if lang == "en" else "・以下から"), page).group(1)
    assert (outer, inner) == ("", "\u3000" + ("- " if lang == "en" else "・"))


def test_text_cards_wrap_an_author_s_deep_indentation_within_the_width():
    from statblock.render.env import wrap

    text = wrap("Effect: x\n" + " " * 5000 + "- " + "word " * 40, 72, 2, 0, nested=True)
    assert max(map(len, text.split("\n"))) <= 72 and text.count("word") == 40


# ---- a card file statblock wrote is known by its writer's title; another game's, which nothing reads, is said ----

_GAMES = {"marvel_champions": "examples/marvel/homebrew.champions", "sbh": "examples/sbh/green-hand.sbh",
          "kyoko": "examples/kyoko/cards.kyoko"}


def _md_cards(tmp_path, game: str, lang: str, name: str = "cards.md") -> "Path":
    from conftest import ROOT
    from statblock import cli

    out = tmp_path / name
    assert cli.main(["cards", str(ROOT / _GAMES[game]), "-o", str(out), "--format", "md", "--lang", lang,
                     "--force"]) == 0
    return out


def _checked(*paths, ruleset: str | None = None):
    from statblock.pipeline import run

    report = run([str(p) for p in paths], ruleset=ruleset)
    (result,) = report.files
    return result


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", ["marvel_champions", "kyoko", "sbh"])
def test_each_game_s_card_writer_prints_a_title_its_ruleset_knows(tmp_path, game, lang):
    from statblock.frontends.card_titles import card_title
    from statblock.rulesets import registry

    title = card_title(_md_cards(tmp_path, game, lang).read_text(encoding="utf-8"))
    assert title in registry.get(game).card_titles
    assert [r.name for r in registry.usable() if title in r.card_titles] == [game]


@pytest.mark.parametrize("name", ["cards.md", "cards.txt"])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", ["marvel_champions", "sbh"])
def test_another_game_s_markdown_cards_are_said_not_read(tmp_path, game, lang, name):
    if game == "sbh" and name == "cards.md":   # (read back since sbhcli4: test_sbh_cli4; under another name, not)
        result = _checked(_md_cards(tmp_path, game, lang, name))
        assert (len(result.abilities), result.diagnostics) == (4, [])
        return
    result = _checked(_md_cards(tmp_path, game, lang, name))
    assert (len(result.abilities), [(d.code, d.severity.name, d.span.line) for d in result.diagnostics]) == (
        0, [("SB008", "WARNING", 1)])
    said = result.diagnostics[0].message.render(lang)
    assert registry_label(game, lang) in said and ("cards --format md" in said)


def registry_label(game: str, lang: str) -> str:
    from statblock.rulesets import registry

    return registry.get(game).label(lang)


def test_markdown_of_no_card_file_is_not_said_to_be_one(tmp_path):
    notes = tmp_path / "notes.md"
    notes.write_text("# My Marvel Champions cards\n\nSome words.\n\n# Marvel Champions cards list\n", encoding="utf-8")
    assert _checked(notes).diagnostics == []


_ABOVE = ["\n\n", "---\ntags: [cards]\ntitle: 呪具\n---\n\n", "<!-- printed for the session -->\n",
          "\ufeff---\naliases: []\n---\n<!-- kept -->\n\n"]


@pytest.mark.parametrize("above", _ABOVE)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_kyoko_card_file_is_known_under_what_a_user_puts_above_its_title(tmp_path, lang, above):
    written = _md_cards(tmp_path, "kyoko", lang).read_text(encoding="utf-8")
    kept = tmp_path / "kept.md"
    kept.write_text(above + written, encoding="utf-8")
    result = _checked(kept)
    assert (result.ruleset, len(result.abilities), [d.code for d in result.diagnostics]) == ("kyoko", 2, [])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_kyoko_markdown_card_file_under_another_name_reads_back_through_its_escapes(tmp_path, lang):
    source = tmp_path / "c.kyoko"
    skill = "<Will>" if lang == "en" else "〈意志〉"
    source.write_text(f"試作品（フィクションパワー）\n使用：行動\n効果：難易度3の{skill}判定に［成功］すれば［崩壊］を解除できる。"
                      "[集中]: *2回* & more.\n", encoding="utf-8")
    from statblock import cli

    out = tmp_path / "cards.txt"   # (Markdown, saved under another name)
    assert cli.main(["cards", str(source), "-o", str(out), "--format", "md", "--lang", lang, "--force"]) == 0
    assert "\\" in out.read_text(encoding="utf-8")
    original, back = _checked(source), _checked(out)
    assert back.ruleset == "kyoko" and [d.code for d in back.diagnostics] == [d.code for d in original.diagnostics]
    assert back.abilities[0].effect_text == original.abilities[0].effect_text


@pytest.mark.slow
@pytest.mark.parametrize("run", [
    "---\n" + "a: b\n" * 50_000, "<!--" + "-" * 100_000, "\n" * 100_000 + "# x", " " * 100_000 + "# x",
    "# " + "#" * 100_000, "# x" + " " * 100_000 + "#" * 100_000, "<!-- " + "-- " * 50_000 + "-->\n# x",
])
def test_a_card_file_s_title_is_found_in_bounded_time(run):
    from statblock.frontends.card_titles import card_title, front_matter_end

    start = time.process_time()
    for _ in range(20):
        card_title(run)
        front_matter_end(run)
    assert time.process_time() - start < 0.5


# ---- `<…>` an author writes: Markdown shows it as written and reads it back; HTML never makes it markup ----

_ANGLED = {
    "en": ("Palm <b>of</b> <Will>（フィクションパワー）\n使用：行動（<i>attack</i>）\n対象：<Will> Single\n"
           "効果：A difficulty 3 <Will> check; <script>alert(1)</script> & <http://x.y> &lt;\nChoose one:\n"
           "- Gain <Will>.\n- Do all of the following:\n  - <Toughness> roll.\n  - <img src=x onerror=alert(1)>\n"),
    "ja": ("<b>焦熱</b>の掌（フィクションパワー）\n使用：行動（<i>攻撃</i>）\n対象：<意志>の単体\n"
           "効果：難易度3の<意志>判定に［成功］すれば［崩壊］を解除できる。<script>alert(1)</script>\n以下から1つを選ぶ。\n"
           "- <意志>を得る。\n- 以下をすべて行う。\n  - <頑健>判定。\n  - <img src=x onerror=alert(1)>\n"),
}


def _shown(markdown: str) -> tuple[list, str]:
    """The HTML tokens CommonMark makes of `markdown`, and the text it shows."""
    from markdown_it import MarkdownIt

    def walk(tokens):
        for token in tokens:
            yield token
            yield from walk(token.children or [])

    tokens = list(walk(MarkdownIt("commonmark").parse(markdown)))
    return ([t.content for t in tokens if t.type in ("html_inline", "html_block")],
            "".join(t.content for t in tokens if t.type == "text"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_angle_brackets_show_as_written_on_markdown_cards_and_read_back(tmp_path, lang):
    from statblock import cli

    source = tmp_path / "c.kyoko"
    source.write_text(_ANGLED[lang], encoding="utf-8")
    out = tmp_path / "c.md"
    cli.main(["cards", str(source), "-o", str(out), "--format", "md", "--lang", lang, "--force"])
    written = out.read_text(encoding="utf-8")
    html, text = _shown(written.split("\n## ［状態］一覧" if lang == "ja" else "\n## Conditions")[0])
    assert html == []   # (none of the author's `<…>` is markup where the Markdown is shown)
    # (and the file shows them nearly as written: a `<` escaped only where it could open HTML, no `>`)
    assert "\\>" not in written and ("\\<Will>" if lang == "en" else "の<意志>判定") in written
    for angled in re.findall(r"<[^<>\n]*>", _ANGLED[lang]):
        assert angled in text, angled
    original, back = _checked(source), _checked(out)
    assert [d.code for d in back.diagnostics] == [d.code for d in original.diagnostics]
    assert [(c.name, c.target, c.effect_text) for c in back.abilities] == [
        (c.name, c.target, c.effect_text) for c in original.abilities]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_angle_brackets_are_never_markup_on_html_cards(tmp_path, lang):
    page = _written_cards(tmp_path, _ANGLED[lang], lang, "html")
    for tag in ("<script", "<img", "<b>", "<i>", "<Will>", "<意志>"):
        assert tag not in page, tag
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and ("&lt;Will&gt;" if lang == "en" else "&lt;意志&gt;") in page


def _written_cards(tmp_path, text: str, lang: str, fmt: str) -> str:
    from statblock import cli

    source = tmp_path / "c.kyoko"
    source.write_text(text, encoding="utf-8")
    out = tmp_path / f"c.{fmt}"
    cli.main(["cards", str(source), "-o", str(out), "--format", fmt, "--lang", lang, "--force"])
    return out.read_text(encoding="utf-8")


@pytest.mark.slow
@pytest.mark.parametrize("run", ["<" * 100_000, ">" * 100_000, "<a" * 50_000, "<意志>" * 25_000, "[<" * 50_000])
def test_angle_brackets_are_escaped_in_linear_time(run):
    from statblock.render.env import markdown_escape

    def cost(text: str) -> float:
        start = time.process_time()
        markdown_escape(text, brackets=True)
        return time.process_time() - start

    assert cost(run) < max(0.05, 30 * cost(run[:len(run) // 10]))


# ---- markup where a skill would be read is said as markup, not as an unknown skill ----

@pytest.mark.parametrize(("effect", "said"), [
    ("対象に4点のダメージを与える。<b>強く</b>", [("KY042", "<b>"), ("KY042", "</b>")]),
    ("Deal 4 damage. <span class=\"x\">Hard</span><br/>", [("KY042", '<span class="x">'), ("KY042", "</span>"),
                                                           ("KY042", "<br/>")]),
    ("Deal 4 damage. See <https://example.com/cards>.", [("KY042", "<https://example.com/cards>")]),
    ("難易度3の<img src=x onerror=alert(1)>判定。", [("KY042", "<img src=x onerror=alert(1)>")]),
    # (a skill of the game's, a specialty skill, a word of no HTML shape: never markup)
    ("難易度3の<意志>判定。難易度3の<Will>判定。", []),
    ("難易度3の<Fire Magic※>判定。", []),
    ("難易度3の<Ancient Lore>判定。", [("KY022", "Ancient Lore")]),
    ("難易度3の〈b〉判定。", [("KY022", "b")]),   # (in the game's own brackets: a skill written, unknown)
])
def test_markup_where_a_skill_would_be_read_is_said_as_markup(effect, said):
    from test_kyoko_left4 import card_of

    (card,), problems = card_of(effect)
    assert [(p.code, p.span.text) for p in problems if p.code in ("KY022", "KY042")] == said
    assert card.effect_text == effect   # (kept as written)


@pytest.mark.slow
@pytest.mark.parametrize("run", ["a" + " " * 100_000 + "b", "a " * 50_000 + "=", "/" + " " * 100_000, "https:" + "x" * 100_000,
                                 "a" + "-" * 100_000 + " /"])
def test_markup_is_recognised_in_linear_time(run):
    from statblock.rulesets.kyoko.language.markup import _MARKUP

    def cost(text: str) -> float:
        start = time.process_time()
        for _ in range(5):
            _MARKUP.fullmatch(text)
        return time.process_time() - start

    assert cost(run) < max(0.05, 30 * cost(run[:len(run) // 10] + run[-2:]))
