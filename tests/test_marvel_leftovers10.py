"""Marvel Champions readings left by the forty-third session, each in English and in Japanese (card texts made up in
the printed style), each read back from the cards (txt, md, html): a side scheme is one whatever list of a state holds
it; a txt card's headless ability; `Next,` a sequence word as `Then,`; `、また` one more act; a quote in 「」 a sentence
of its own; options written inline after a choice's lead-in; an ASCII period ending a Japanese sentence (MC132)."""

from __future__ import annotations

import pytest

from test_marvel_timing import card, game, peter, ability, said
from statblock.rulesets.marvel_champions.model import Effect
from statblock.rulesets.marvel_champions.runtime import timing, window_json, window_text


# ---- a side scheme listed under `encounter` is a side scheme -------------------------------------------------------

def _side_scheme_state(where: str):
    scheme = card("Bomb Scare", "side_scheme", ability("Forced Response: After the villain schemes, draw 1 card.",
                                                       "response", forced=True, condition="After the villain schemes",
                                                       effects=[said("Draw 1 card.", Effect("draw", 1))]))
    return game(peter(after=f'[[{where}]]\ncard = "Bomb Scare"\nthreat = 2\n'), scheme)


@pytest.mark.parametrize("lang, label", [("en", "side scheme"), ("ja", "サイド計画")])
@pytest.mark.parametrize("where", ["encounter", "side_schemes"])
def test_a_side_scheme_is_labelled_a_side_scheme_whatever_list_holds_it(where, lang, label):
    # (under `encounter` it was "encounter card in play", プレイ中の遭遇カード)
    state = _side_scheme_state(where)
    (copy,) = [c for c in state.copies if c.name == "Bomb Scare"]
    assert copy.zone == "side_schemes" and copy.threat == 2
    window = timing(state, "the villain schemes")[0]
    printed = [line for line in window_text(window, lang=lang).splitlines() if "Bomb Scare" in line]
    assert printed and all(label in line for line in printed), printed
    assert "encounter card in play" not in window_text(window, lang="en")
    assert [e["zone"] for e in window_json(window)["entries"] if e["card"] == "Bomb Scare"] == ["side_schemes"]


# ---- a txt card's headless ability reads back -----------------------------------------------------------------------

def txt_abilities(printed: str) -> list[str]:
    """The paragraphs of a txt card as a reader finds them: a line marked ■ or ▷ opens an ability, one indented with
    `• ` an option of it, any other indented line goes on with the one before it (a wrapped line); the legend and the
    card's frame left out."""
    found: list[str] = []
    for line in printed.splitlines()[2:]:
        if line.startswith(("■ ", "▷ ")):
            found.append(line[2:])
        elif line.startswith("  • "):
            found.append(line.strip())
        elif line.startswith("  ") and found:
            words = line.strip()
            glue = " " if found[-1][-1:].isascii() and words[:1].isascii() else ""
            found[-1] = f"{found[-1]}{glue}{words}"
    return found


def printed_paragraphs(compiled, fmt: str, lang: str) -> list[str]:
    """The paragraphs of `compiled`'s card as `cards` prints them in `fmt` (html: the blocks its HTML lays out), as a
    reader of the card would take them back: each ability its head, colon and words, each option a `• ` line."""
    from statblock.rulesets.marvel_champions.render import render_cards
    from statblock.rulesets.marvel_champions.render.blocks import block_cards
    from statblock.rulesets.marvel_champions.render.labels import labels
    from statblock.rulesets.marvel_champions.render.views import card_views

    if fmt == "txt":
        return txt_abilities(render_cards([compiled], "txt", lang).decode("utf-8"))
    if fmt == "md":
        printed = render_cards([compiled], "md", lang).decode("utf-8")
        return [("• " if line.startswith("  - ") else "") + line.lstrip()[2:].replace("**", "").replace("（強制）", "")
                for line in printed.splitlines() if line.lstrip().startswith("- ")]
    words = labels(lang)
    (card,) = block_cards([compiled], card_views([compiled], lang, words), words.card_labels())
    return [f"{b.label[2:]}{' ' if b.spaced else ''}{b.text}" if b.badge else b.text for b in card.blocks]


def _shape(compiled) -> list[tuple]:
    return [(a.type, a.trigger, a.timing, [[e.kind for e in s.effects] for s in a.effects]) for a in compiled.abilities]


HEADLESS = [
    # (printed indented as a wrapped line: read back, it ran on into the ability before it)
    ("Hero Action: Deal 2 damage to the villain.\nYou get +1 THW.\nGuard.",
     "ヒーローアクション：悪役に2ダメージを与える。\nあなたは阻止力+1を得る。\nガード。"),
    ("Response: After you play an event, deal 1 damage to the villain and draw 1 card, then discard 1 card from "
     "your hand.\nWhile you are in hero form, you get +1 THW and +1 ATK and +1 DEF.\nToughness.",
     "レスポンス：あなたがイベントをプレイした後、悪役に1ダメージを与え、カードを1枚引き、その後あなたの手札からカードを1枚捨てる。"
     "\nあなたがヒーロー形態である間、あなたは阻止力+1と攻撃力+1と防御力+1を得る。\nタフネス。"),
]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("english, japanese", HEADLESS, ids=["short", "wrapped"])
def test_a_headless_ability_on_a_txt_card_reads_back(english, japanese, lang):
    from statblock.rulesets.marvel_champions.language import read_card
    from statblock.rulesets.marvel_champions.render import render_cards
    from test_marvel_language import card as source

    text = english if lang == "en" else japanese
    first, _ = read_card(source(text))
    printed = render_cards([first], "txt", lang).decode("utf-8")
    again, diagnostics = read_card(source("\n".join(txt_abilities(printed))))
    assert _shape(again) == _shape(first) and len(again.abilities) == len(text.splitlines())
    assert not diagnostics
    for fmt in ("md", "html"):   # (these told them apart already)
        again, _ = read_card(source("\n".join(printed_paragraphs(first, fmt, lang))))
        assert _shape(again) == _shape(first), fmt


# ---- `Next,` opens a sentence as `Then,` does ------------------------------------------------------------------------

def _sentences(text: str) -> list[tuple[bool, list[tuple[str, str]]]]:
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    compiled, diagnostics = read_card(source(text))
    assert not diagnostics
    return [(s.then, [(e.kind, e.text) for e in s.effects]) for a in compiled.abilities for s in a.effects]


NEXT = [
    # (English `Next,` was no then, the discard's words `Next, discard 1 card.`)
    ("Action: Deal 1 damage to the villain. Next, discard 1 card.", "Action: Deal 1 damage to the villain. Then, discard 1 card.",
     "アクション：悪役に1ダメージを与える。次に、カードを1枚捨てる。"),
    ("Action: Draw 2 cards. Next, each player discards 1 card.", "Action: Draw 2 cards. Then, each player discards 1 card.",
     "アクション：カードを2枚引く。次に、各プレイヤーはカードを1枚捨てる。"),
]


@pytest.mark.parametrize("english, then, japanese", NEXT, ids=[e for e, *_ in NEXT])
def test_next_with_its_comma_is_a_then(english, then, japanese):
    from test_marvel_japanese_typed import read_as

    assert _sentences(english) == _sentences(then)
    assert [t for t, _ in _sentences(english)] == [t for t, _ in _sentences(japanese)] == [False, True]
    assert read_as(english) == read_as(then) == read_as(japanese)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("english, then, japanese", NEXT, ids=[e for e, *_ in NEXT])
def test_next_on_a_card_reads_back(english, then, japanese, lang):
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    text = english if lang == "en" else japanese
    first, _ = read_card(source(text))
    for fmt in ("txt", "md", "html"):
        assert _sentences("\n".join(printed_paragraphs(first, fmt, lang))) == _sentences(text), fmt


def test_next_with_no_comma_is_no_then():
    # (`Next round, …` a time: no sequence word)
    assert [t for t, _ in _sentences("Action: Deal 1 damage to the villain. Next round, you get +1 THW.")] == [False, False]


# ---- `、また` mid-sentence: one more act, as `and also` -----------------------------------------------------------

ALSO = [
    # (the sentence was text, both effects lost)
    ("アクション：悪役に1ダメージを与える、またカードを1枚引く。", "Action: Deal 1 damage to the villain, and also draw 1 card."),
    ("アクション：悪役に1ダメージを与える、また、カードを1枚引く。", "Action: Deal 1 damage to the villain and draw 1 card."),
    ("アクション：悪役に1ダメージを与える、さらにカードを1枚引く。", "Action: Deal 1 damage to the villain and draw 1 card."),
    ("アクション：各プレイヤーはカードを1枚引く、また悪役に1ダメージを与える。",
     "Action: Each player draws 1 card and deals 1 damage to the villain."),
]


@pytest.mark.parametrize("japanese, english", ALSO, ids=[j for j, _ in ALSO])
def test_also_after_a_comma_joins_one_more_act(japanese, english):
    from test_marvel_japanese_typed import read_as

    found = read_as(japanese)
    assert found == read_as(english)
    assert len(found[0][0][2]) == 2 and "text" not in [e["kind"] for e in found[0][0][2]]


def test_or_after_a_comma_stays_an_alternative():
    from test_marvel_japanese_typed import read_as

    assert read_as("アクション：悪役に1ダメージを与える、またはカードを1枚引く。") == \
        read_as("Action: Deal 1 damage to the villain or draw 1 card.")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("japanese, english", ALSO[:1], ids=["also"])
def test_also_on_a_card_reads_back(japanese, english, lang):
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    text = english if lang == "en" else japanese
    first, _ = read_card(source(text))
    for fmt in ("txt", "md", "html"):
        assert _sentences("\n".join(printed_paragraphs(first, fmt, lang))) == _sentences(text), fmt


# ---- a quote in 「」 that ends with its own period is a sentence of its own ------------------------------------------

QUOTED = [
    # (the quote's 。 ended a sentence inside it: `」カードを1枚引く。` was text, the draw lost)
    ("アクション：「力こそ正義。」カードを1枚引く。", 'Action: "Might is right." Draw 1 card.'),
    ("アクション：「力こそ正義。」 カードを1枚引く。", 'Action: "Might is right." Draw 1 card.'),
    ("アクション：悪役に1ダメージを与える。「力こそ正義！」カードを1枚引く。",
     'Action: Deal 1 damage to the villain. "Might is right!" Draw 1 card.'),
    # (English in corner quotes: the quote was read into the draw's sentence)
    ("Action: Deal 1 damage to the villain. 「Might is right.」 Draw 1 card.",
     'Action: Deal 1 damage to the villain. "Might is right." Draw 1 card.'),
]


@pytest.mark.parametrize("text, english", QUOTED, ids=[t for t, _ in QUOTED])
def test_a_quoted_sentence_in_corner_quotes_is_its_own_and_the_next_reads(text, english):
    from test_marvel_japanese_typed import read_as

    assert read_as(text) == read_as(english)
    kinds = [[e["kind"] for e in effects] for _, _, effects in read_as(text)[0]]
    assert kinds[-2:] == [["text"], ["draw"]]


@pytest.mark.parametrize("text, sentences", [
    # (before a particle the quote is words of its sentence, as English `gains "…".`)
    ("アクション：悪役は「レスポンス：カードを1枚引く。」を得る。", 1),
    ("アクション：「力こそ正義」を持つミニオンに1ダメージを与える。", 1),
    ("アクション：「力こそ正義。」と言い、カードを1枚引く。", 1),
    # (a quote left open: its period ends a sentence, as before)
    ("アクション：「力こそ正義。カードを1枚引く。", 2),
])
def test_a_quote_before_a_particle_is_words_of_its_sentence(text, sentences):
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    compiled, _ = read_card(source(text))
    assert len(compiled.abilities[0].effects) == sentences


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_quoted_sentence_on_a_card_reads_back(lang):
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    text = QUOTED[0][0] if lang == "ja" else QUOTED[3][0]
    first, _ = read_card(source(text))
    for fmt in ("txt", "md", "html"):
        assert _sentences("\n".join(printed_paragraphs(first, fmt, lang))) == _sentences(text), fmt


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "アクション：" + "「" * 100_000 + "カードを1枚引く。",
    "アクション：「" + "力" * 100_000 + "カードを1枚引く。",
    "アクション：" + "「力。」" * 25_000 + "カードを1枚引く。",
    "アクション：" + "「力。" * 25_000 + "」カードを1枚引く。",
    "アクション：" + "「力」を" * 25_000 + "得る。",
    "アクション：悪役に1ダメージを与える" + "、また" * 33_000 + "カードを1枚引く。",
    "Action: Deal 1 damage to the villain. " + "Next, " * 16_000 + "draw 1 card.",
    "アクション：悪役に1ダメージを与える。" + "あ." * 25_000,
    "アクション：悪役に1ダメージを与える" + ".)" * 50_000 + "。",
], ids=["openers", "open-quote", "quotes", "periods", "names", "also", "next", "ascii-periods", "closers"])
def test_the_new_readings_are_linear_on_long_runs(text):
    from bounds import time_bound
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    with time_bound(20):
        read_card(source(text))


# ---- options written inline after a choice's lead-in are options -------------------------------------------------

def _choice(text: str) -> list[tuple]:
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    compiled, diagnostics = read_card(source(text))
    return [(a.type, [[e.kind for e in s.effects] for s in a.effects],
             [[[(e.kind, e.amount) for e in s.effects] for s in o.effects] for o in a.options])
            for a in compiled.abilities], [d.code for d in diagnostics]


INLINE = [
    # (read `choose` alone, the options' words kept in its text, not read, with two misleading MC108)
    ("Action: Choose one: 1) Deal 2 damage to an enemy; 2) Draw 1 card.",
     "Action: Choose one:\n• Deal 2 damage to an enemy.\n• Draw 1 card."),
    ("Action: Choose one: (1) Deal 2 damage to an enemy, or (2) draw 1 card.",
     "Action: Choose one:\n• Deal 2 damage to an enemy.\n• Draw 1 card."),
    ("Action: Choose one: ① Deal 2 damage to an enemy. ② Draw 1 card.",
     "Action: Choose one:\n• Deal 2 damage to an enemy.\n• Draw 1 card."),
    ("Action: Choose one: • Deal 2 damage to an enemy. • Draw 1 card. • Remove 1 threat from a scheme.",
     "Action: Choose one:\n• Deal 2 damage to an enemy.\n• Draw 1 card.\n• Remove 1 threat from a scheme."),
    ("アクション：1つを選ぶ：1) 敵1体に2ダメージを与える；2) カードを1枚引く。",
     "アクション：1つを選ぶ：\n• 敵1体に2ダメージを与える。\n• カードを1枚引く。"),
    ("アクション：1つを選ぶ：（１）敵1体に2ダメージを与える；（２）カードを1枚引く。",
     "アクション：1つを選ぶ：\n• 敵1体に2ダメージを与える。\n• カードを1枚引く。"),
    ("アクション：1つを選ぶ：①敵1体に2ダメージを与える。②カードを1枚引く。",
     "アクション：1つを選ぶ：\n• 敵1体に2ダメージを与える。\n• カードを1枚引く。"),
    ("アクション：1つを選ぶ：・敵1体に2ダメージを与える　・カードを1枚引く。",
     "アクション：1つを選ぶ：\n• 敵1体に2ダメージを与える。\n• カードを1枚引く。"),
    # (a Japanese bullet or a circled number opening a line: options as `• ` ones; they were MC120, no bullet)
    ("アクション：1つを選ぶ：\n・敵1体に2ダメージを与える。\n・カードを1枚引く。",
     "アクション：1つを選ぶ：\n• 敵1体に2ダメージを与える。\n• カードを1枚引く。"),
    ("アクション：1つを選ぶ：\n①敵1体に2ダメージを与える。\n②カードを1枚引く。",
     "アクション：1つを選ぶ：\n• 敵1体に2ダメージを与える。\n• カードを1枚引く。"),
]


@pytest.mark.parametrize("inline, bulleted", INLINE, ids=[i for i, _ in INLINE])
def test_options_written_inline_are_options_as_bulleted_ones_are(inline, bulleted):
    found, codes = _choice(inline)
    assert (found, codes) == _choice(bulleted)
    assert codes == [] and len(found[0][2]) == bulleted.count("•")


def test_options_inline_read_alike_in_both_languages():
    english, japanese = _choice(INLINE[0][0]), _choice(INLINE[4][0])
    assert [o for *_, o in english[0]] == [o for *_, o in japanese[0]]


@pytest.mark.parametrize("text", [
    # (no choice's options: read whole, as before)
    "Response: After Snowguard enters play, she gets: (1) +3 ATK; (2) +3 THW.",
    "Action: Choose one: 1) Deal 2 damage to an enemy.",
    "Action: Deal 2 damage to an enemy. Choose up to 12) targets.",
    "アクション：ブラック・キャットを選ぶ：カードを1枚引く。",
])
def test_a_number_or_a_dot_that_lists_no_options_is_read_as_before(text):
    found, _ = _choice(text)
    assert all(not options for *_, options in found)


@pytest.mark.parametrize("fmt", ["txt", "md", "html"])
@pytest.mark.parametrize("inline", [INLINE[0][0], INLINE[4][0], INLINE[6][0]], ids=["en", "ja", "circled"])
def test_options_written_inline_read_back_from_the_cards(inline, fmt):
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    lang = "en" if inline.isascii() or "Action" in inline else "ja"
    compiled, _ = read_card(source(inline))
    printed = printed_paragraphs(compiled, fmt, lang)
    assert _choice("\n".join(printed)) == _choice(inline), printed


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "Action: Choose one: " + "• Draw 1 card. " * 10_000,
    "アクション：1つを選ぶ：" + "・カードを1枚引く。" * 10_000,
    "Action: Choose one: 1) Draw 1 card; " + "12) " * 30_000,
    "Action: Choose one: 1) Draw 1 card" + ";" * 100_000 + " 2) Draw 1 card.",
    "Action: Choose one: 1) Draw 1 card" + " or" * 30_000 + " 2) Draw 1 card.",
    "Action: " + ":" * 50_000 + " (1) x" + "：" * 50_000,
    "Action: Choose one:" + " " * 100_000 + "x",
], ids=["bullets", "japanese-bullets", "numbers", "separators", "ors", "colons", "blanks"])
def test_options_inline_are_found_in_linear_time(text):
    from bounds import time_bound
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    with time_bound(20):
        read_card(source(text))


# ---- an ASCII period ending a Japanese sentence ------------------------------------------------------------------

PERIODS = [
    # (japanese, english, MC132 said): the sentence was text, the effects lost
    ("アクション：悪役に1ダメージを与える.カードを1枚引く。", "Action: Deal 1 damage to the villain. Draw 1 card.", True),
    ("アクション：悪役に1ダメージを与える.カードを1枚引く.", "Action: Deal 1 damage to the villain. Draw 1 card.", False),
    ("アクション：悪役に1ダメージを与える.).", "Action: Deal 1 damage to the villain.).", False),
]


@pytest.mark.parametrize("japanese, english, said", PERIODS, ids=[j for j, *_ in PERIODS])
def test_an_ascii_period_ends_a_japanese_sentence(japanese, english, said):
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_japanese_typed import read_as
    from test_marvel_language import card as source

    found = read_as(japanese)
    assert found[0] == read_as(english)[0]
    assert "text" not in [e["kind"] for _, _, effects in found[0] for e in effects]
    _, diagnostics = read_card(source(japanese))
    light = [d for d in diagnostics if d.code == "MC132"]
    assert len(light) == said and all(d.severity.value == "info" for d in light)
    if said:
        assert source(japanese).paragraphs[0].source.text[light[0].span.start] == "."
        assert "。" in light[0].message.render("ja") and light[0].suggestion


@pytest.mark.parametrize("text", ["アクション：S.H.I.E.L.D.エージェントに1ダメージを与える。", "アクション：カードを1枚引く。Draw 1 card."])
def test_a_period_of_latin_words_is_no_slip(text):
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    _, diagnostics = read_card(source(text))
    assert "MC132" not in [d.code for d in diagnostics]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_ascii_period_on_a_card_reads_back(lang):
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    text = PERIODS[0][0] if lang == "ja" else PERIODS[0][1]
    compiled, _ = read_card(source(text))
    for fmt in ("txt", "md", "html"):
        # (the card prints the words as written, the period too: read back, MC132 says it again)
        assert _sentences_said("\n".join(printed_paragraphs(compiled, fmt, lang))) == _sentences_said(text), fmt


def _sentences_said(text: str):
    """`_sentences` of `text`, whatever it says of it (MC132 is information)."""
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    compiled, _ = read_card(source(text))
    return [(s.then, [(e.kind, e.text) for e in s.effects]) for a in compiled.abilities for s in a.effects]
