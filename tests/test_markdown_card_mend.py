"""What a review of the Markdown card's mark and hard line break found (merge dscards10), mended: a fenced block of
code in an ability's body is kept as the page's text and said (SB190; it was dropped with no word, and under a card's
mark a whole heading's text with it); a mark over a heading no reader takes for an ability stays the page's text with
the heading; a hard line break is CommonMark's wherever it is (`\\ ` at a line's end is the author's backslash and
a space, a backslash in a code span the author's, two trailing spaces a break too; it was read by what else the file
held); the break before a label line, after a quoted feature's name and in a flavor line leaves no `\\`; a mark
indented as code is no mark; and the reading stays linear in a deck of cards (each ability's look at the whole file
for a break made it quadratic). Short examples written for these tests, in English and Japanese."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.convert import convert_result
from statblock.rulesets.draw_steel.authoring.other_text import other_text
from statblock.rulesets.draw_steel.grammar.card_marks import CARD_MARK
from statblock.rulesets.draw_steel.render import render_cards

_HEADER = "| **Melee, Strike** | **Main action** |\n| --- | ---: |\n| **📏 Melee 1** | **🎯 One creature** |\n\n"
_HEADER_JA = "| **近接, ストライク** | **メインアクション** |\n| --- | ---: |\n| **📏 近接 1** | **🎯 1体のクリーチャー** |\n\n"

FENCED = {
    "marked": f"{CARD_MARK}\n### Crafty\n\n```\ncode here\n```\n",
    "marked-ja": f"{CARD_MARK}\n### 狡猾\n\n```\nここにコード\n```\n",
    "unmarked": f"### Stab\n\n{_HEADER}**Effect:** You shift.\n\n~~~\ncode here\n~~~\n",
    "unmarked-ja": f"### 突き\n\n{_HEADER_JA}**効果:** シフトする。\n\n~~~\nここにコード\n~~~\n",
    "quoted": "> ⭐️ **Undying**\n>\n> The thing does not die.\n>\n> ```\n> code here\n> ```\n",
}


@pytest.mark.parametrize("shape", list(FENCED))
def test_a_fenced_block_in_an_abilitys_body_is_kept_and_said(shape):
    """Its lines the page's text inside the ability (a note on the card, kept by `convert`), SB190 at its opening
    line; the ability read as before."""
    text = FENCED[shape]
    words = "ここにコード" if shape.endswith("-ja") else "code here"
    read = read_text("cards.md", text)
    assert len(read.abilities) == 1
    assert [(d.code, d.span.start) for d in read.diagnostics] == [("SB190", text.index("```" if "```" in text
                                                                                          else "~~~"))]
    assert any(words in "\n".join(p.lines) and p.within is not None for p in other_text(read))
    assert words in convert_result(read, "ability", "a.ability", None).text


def test_a_fenced_block_outside_every_ability_is_the_pages_text_unsaid():
    read = read_text("notes.md", "# Notes\n\n```\ncode here\n```\n")
    assert read.abilities == [] and read.diagnostics == []
    assert any("code here" in "\n".join(p.lines) for p in other_text(read))


@pytest.mark.parametrize("name,intro,feature", [
    ("Crafty", "Intro words.", "> ⭐️ **Undying**\n>\n> The thing does not die.\n"),
    ("狡猾", "前書き。", "> ⭐️ **不死**\n>\n> それは死なない。\n"),
], ids=["en", "ja"])
def test_a_mark_over_a_heading_read_as_no_ability_stays_the_pages_text(name, intro, feature):
    """The heading's text is the page's (the quoted feature under it an ability of its own): the mark above it with
    it, from line 1 (it was taken out as the card writer's whatever the heading was read as)."""
    read = read_text("cards.md", f"{CARD_MARK}\n### {name}\n\n{intro}\n\n{feature}")
    assert len(read.abilities) == 1 and read.abilities[0].name != name
    (first, *_) = other_text(read)
    assert first.line == 1 and first.lines[:2] == (CARD_MARK, f"### {name}")


@pytest.mark.parametrize("lines,got", [
    ("**Effect:** You shift.\\ \nThen you rest.\n", ["You shift.\\ Then you rest."]),
    ("**効果:** シフトする。\\ \nその後休む。\n", ["シフトする。\\ その後休む。"]),
    ("**Effect:** Type `dir C:\\\nD:` now.\n", ["Type `dir C:\\ D:` now."]),
    ("**効果:** `dir C:\\\nD:` と打つ。\n", ["`dir C:\\ D:` と打つ。"]),
    ("**Effect:** Type ``a ` C:\\\nD:`` now.\\\nThen rest.\n", ["Type ``a ` C:\\ D:`` now.\nThen rest."]),
    ("**Effect:** Type \\`C:\\\nD:` now.\n", ["Type `C:\nD:` now."]),  # (no span: `\`` escaped)
    ("**Effect:** You shift.  \nThen you rest.\n", ["You shift.\nThen you rest."]),
    ("**効果:** シフトする。  \nその後休む。\n", ["シフトする。\nその後休む。"]),
], ids=["backslash-space", "backslash-space-ja", "code-span", "code-span-ja", "code-span-double", "escaped-backtick",
        "two-spaces", "two-spaces-ja"])
def test_a_hard_line_break_is_commonmarks_whatever_else_the_file_holds(lines, got):
    """`\\ ` then the line's end is the author's backslash; a backslash in a code span is theirs; two spaces at a
    line's end are a break: the same reading alone and beside a real break elsewhere in the file (which made the
    first read as a break, its backslash lost)."""
    alone = read_text("a.md", f"### Q\n\n{lines}")
    beside = read_text("a.md", f"### Q\n\n{lines}\n**Special:** a\\\nb\n")
    assert [s.text for s in alone.abilities[0].sections] == got
    assert [s.text for s in beside.abilities[0].sections] == [*got, "a\nb"]


@pytest.mark.parametrize("text,sections", [
    ("**Effect:** You shift.\\\n**Special:** Only once.\n", [("effect", "You shift."), ("special", "Only once.")]),
    ("**効果:** シフトする。\\\n**特殊:** 1回だけ。\n", [("effect", "シフトする。"), ("special", "1回だけ。")]),
    ("**Effect:** You shift.\\\n**Special:** Only\nonce.\n", [("effect", "You shift."), ("special", "Only once.")]),
    ("**効果:** シフトする。\\\n**特殊:** 1回\nだけ。\n", [("effect", "シフトする。"), ("special", "1回だけ。")]),
    ("**Effect:** You shift.\\\nThen **rest:** now.\n", [("effect", "You shift.\nThen rest: now.")]),
], ids=["en", "ja", "label-over-words", "label-over-words-ja", "words-first"])
def test_a_hard_break_before_a_label_line_leaves_no_backslash(text, sections):
    (ability,) = read_text("a.md", f"### Q\n\n{text}").abilities
    assert [(s.kind, s.text) for s in ability.sections] == sections


@pytest.mark.parametrize("roll,tiers", [
    ("**Power Roll + Might:**\\\n**≤11:** 3 damage\\\n**12-16:** 6 damage\\\n**17+:** 9 damage\n",
     ["3 damage", "6 damage", "9 damage"]),
    ("**パワーロール + 筋力:**\\\n**≤11:** 3 ダメージ\\\n**12-16:** 6 ダメージ\\\n**17+:** 9 ダメージ\n",
     ["3 ダメージ", "6 ダメージ", "9 ダメージ"]),
], ids=["en", "ja"])
def test_a_hard_break_after_a_roll_and_its_tiers_leaves_no_backslash(roll, tiers):
    read = read_text("a.md", f"### Stab\n\n{_HEADER}{roll}")
    assert [d.code for d in read.diagnostics] == []
    assert [t.text for r in read.abilities[0].all_rolls() for t in r.tiers] == tiers


@pytest.mark.parametrize("name,words", [("Undying", "The thing does not die."), ("不死", "それは死なない。")],
                         ids=["en", "ja"])
def test_a_hard_break_after_a_quoted_features_name_leaves_no_backslash(name, words):
    (ability,) = read_text("a.md", f"> ⭐️ **{name}**\\\n> {words}\n").abilities
    assert ability.name == name and [s.text for s in ability.sections] == [words]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hard_break_in_a_flavor_line_leaves_no_backslash_and_reads_back(lang):
    first, second = ("The fury strikes.", "It roars.") if lang == "en" else ("怒りが襲う。", "それは吼える。")
    effect = "**Effect:** x\n" if lang == "en" else "**効果:** x\n"
    (ability,) = read_text("a.md", f"{CARD_MARK}\n### Q\n\n*{first}*\\\n*{second}*\n\n{effect}").abilities
    assert ability.flavor is not None and "\\" not in ability.flavor
    assert ability.flavor.split() == f"{first}\n{second}".split()
    card = render_cards([ability], "md", lang=lang).decode("utf-8")
    assert "\\\\" not in card
    (back,) = read_text("cards.md", card).abilities
    assert back.flavor.split() == ability.flavor.split()


@pytest.mark.parametrize("indent", ["\t", "    "], ids=["tab", "four-spaces"])
def test_a_mark_indented_as_code_is_no_mark(indent):
    text = f"{indent}{CARD_MARK}\n### Crafty\n\nThe assassin hides.\n"
    assert read_text("notes.md", text).abilities == []
    (marked,) = read_text("cards.md", f"   {CARD_MARK}\n### Crafty\n\nThe assassin hides.\n").abilities
    assert marked.name == "Crafty"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_line_of_equals_signs_or_tildes_reads_back_from_its_card(lang):
    """The card writer escapes a line's first `=` or `~` (`\\=\\=\\=`: a setext underline or a fence otherwise);
    the reader unescapes them as CommonMark does (it kept the backslashes, and each reading added more)."""
    (ability,) = read_text("a.ability", "Q\nEffect: You shift.\n===\n~~~ wave\n").abilities
    card = render_cards([ability], "md", lang=lang).decode("utf-8")
    (back,) = read_text("cards.md", card).abilities
    assert [s.text for s in back.sections] == [s.text for s in ability.sections] == ["You shift.\n===\n~~~ wave"]


@pytest.mark.parametrize("text,line", [
    ("###\n\n**Effect:** You shift.\n", 1),
    (f"{CARD_MARK}\n### ###\n\n**効果:** シフトする。\n", 2),
], ids=["en", "ja"])
def test_a_heading_of_no_words_over_an_ability_is_said(text, line):
    read = read_text("cards.md", text)
    assert [a.name for a in read.abilities] == ["(unnamed)"]
    assert [(d.code, d.span.line) for d in read.diagnostics] == [("SB191", line)]


@pytest.mark.parametrize("mark", ["<!--statblock: ability card-->", "<!-- Statblock: Ability Card -->",
                                  f"{CARD_MARK} <!-- mine -->", f"{CARD_MARK[:-3]}  -->"],
                         ids=["no-spaces", "case", "second-comment", "inner-spaces"])
@pytest.mark.parametrize("name,words", [("Crafty", "The assassin hides."), ("狡猾", "暗殺者は隠れる。")], ids=["en", "ja"])
def test_a_near_miss_of_the_mark_is_said(mark, name, words):
    """No mark (the heading over prose alone stays the page's), said at the comment (SB192, information)."""
    read = read_text("cards.md", f"{mark}\n### {name}\n\n{words}\n")
    assert read.abilities == []
    assert [(d.code, d.span.line) for d in read.diagnostics] == [("SB192", 1)]
    assert [d.code for d in read_text("cards.md", f"<!-- my notes -->\n### {name}\n\n{words}\n").diagnostics] == []


@pytest.mark.slow
@pytest.mark.parametrize("mark", [CARD_MARK + "\n", ""], ids=["marked", "unmarked"])
def test_a_deck_of_cards_is_read_in_linear_time(mark):
    """Each ability looked at the whole file for a hard break (to its end when it has none), and each heading at
    every block for whether the page is one of cards: quadratic in a deck."""
    from bounds import cpu_seconds, time_bound

    def read(n):  # (a text of its own each time)
        text = "".join(f"{mark}### Card {i}\n\n**Effect:** x {i}\n\n" for i in range(n))
        return lambda: read_text("cards.md", text + "\n" * (n * 200))

    with time_bound(120):
        found = read(4_000)().abilities
        small = cpu_seconds(read(1_000))
        large = cpu_seconds(read(4_000))
    assert len(found) == 4_000
    assert large < 6 * small + 0.1, (small, large)  # 4 times the cards: about 4 times the work (quadratic: 16)


@pytest.mark.slow
def test_code_spans_and_hard_breaks_are_read_in_linear_time():
    """Many backtick runs of different lengths, none closed, and a paragraph of many broken lines: linear."""
    from bounds import cpu_seconds, time_bound

    def read(n):
        ticks = " ".join("`" * (i % 50 + 1) + "\\" * (i % 3) for i in range(n // 30))
        lines = "".join(f"w{i} `a\\\n" for i in range(n // 10))
        return lambda: read_text("a.md", f"### Q\n\n**Effect:** {ticks}\\\n{lines}end.\n")

    with time_bound(60):
        read(100_000)()
        small = cpu_seconds(read(25_000))
        large = cpu_seconds(read(100_000))
    assert large < 8 * small + 0.1, (small, large)
