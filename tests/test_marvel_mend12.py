"""Marvel Champions: what the review of the inline options (mcleft10) found, each in English and in Japanese, each read
back from the cards (txt, md, html): the last inline option ends at its sentence's end, what follows it (a limit, a
`Then,` sentence) the ability's; a limit line after bulleted options the ability's limit."""

from __future__ import annotations

import pytest

from test_marvel_leftovers10 import printed_paragraphs


def _read(text: str):
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    return read_card(source(text))


def _shape(text: str) -> tuple:
    """Each ability's type, sentences (their effects' kinds and whether each is a `then`), limit and options (their
    words and effects), and the diagnostics' codes."""
    compiled, diagnostics = _read(text)
    return [(a.type, [([e.kind for e in s.effects], s.then) for s in a.effects],
             (a.limit.scope, a.limit.count) if a.limit else None,
             [(o.text.rstrip("。."), [[(e.kind, e.amount) for e in s.effects] for s in o.effects]) for o in a.options])
            for a in compiled.abilities], [d.code for d in diagnostics]


LIMITED = [
    # (the limit was read into option 2's words, the ability's limit null, nothing said)
    ("Hero Action: Choose one: 1) Deal 2 damage to an enemy. 2) Draw 1 card. (Max 1 per round.)",
     "Hero Action: Choose one:\n• Deal 2 damage to an enemy.\n• Draw 1 card.\n(Max 1 per round.)"),
    ("Hero Action: Choose one: 1) Deal 2 damage to an enemy; 2) Draw 1 card. Max 1 per round.",
     "Hero Action: Choose one:\n• Deal 2 damage to an enemy.\n• Draw 1 card.\nMax 1 per round."),
    ("ヒーローアクション：1つを選ぶ：1) 敵1体に2ダメージを与える；2) カードを1枚引く。（ラウンドにつき1回まで。）",
     "ヒーローアクション：1つを選ぶ：\n• 敵1体に2ダメージを与える。\n• カードを1枚引く。\n（ラウンドにつき1回まで。）"),
    ("ヒーローアクション：1つを選ぶ：①敵1体に2ダメージを与える。②カードを1枚引く。ラウンドにつき1回まで。",
     "ヒーローアクション：1つを選ぶ：\n• 敵1体に2ダメージを与える。\n• カードを1枚引く。\nラウンドにつき1回まで。"),
]


@pytest.mark.parametrize("inline, bulleted", LIMITED, ids=["en-parens", "en", "ja-parens", "ja-circled"])
def test_a_limit_after_the_last_inline_option_is_the_abilitys(inline, bulleted):
    found, codes = _shape(inline)
    ((kind, sentences, limit, options),) = found
    assert limit == ("round", 1) and codes == []
    assert [effects for _, effects in options] == [[[("deal_damage", 2)]], [[("draw", 1)]]]
    assert all("1" not in words[-3:] and "round" not in words and "ラウンド" not in words for words, _ in options)
    assert (found, codes) == _shape(bulleted)


def test_a_limit_line_after_bulleted_options_is_the_abilitys():
    # (it was a constant ability of its own, the choice's limit null)
    found, _ = _shape(LIMITED[0][1])
    assert len(found) == 1 and found[0][2] == ("round", 1) and len(found[0][3]) == 2


THEN = [
    # (the sentence was read into option 2, as if only drawing were followed by the discard)
    ("Hero Action: Choose one: 1) Deal 2 damage to an enemy; 2) Draw 1 card. Then, discard 1 card.",
     ["choose"], "Draw 1 card"),
    ("ヒーローアクション：1つを選ぶ：1) 敵1体に2ダメージを与える；2) カードを1枚引く。その後、カードを1枚捨てる。",
     ["options"], "カードを1枚引く"),
]


@pytest.mark.parametrize("text, lead, last", THEN, ids=["en", "ja"])
def test_a_then_sentence_after_the_last_inline_option_is_the_abilitys(text, lead, last):
    found, codes = _shape(text)
    ((kind, sentences, limit, options),) = found
    assert sentences == [(lead, False), (["discard"], True)] and codes == []
    assert [words for words, _ in options] == ["Deal 2 damage to an enemy" if text.isascii() or "Hero" in text
                                               else "敵1体に2ダメージを与える", last]


@pytest.mark.parametrize("text", [
    "Hero Action: Choose one: 1) Deal 2 damage to an enemy; 2) Draw 1 card. Discard 1 card.",
    "ヒーローアクション：1つを選ぶ：1) 敵1体に2ダメージを与える；2) カードを1枚引く。カードを1枚捨てる。",
])
def test_another_sentence_after_the_last_inline_option_is_no_part_of_it(text):
    # (whose it is, the last option's or the ability's, the words do not say: the paragraph read whole, as before the
    # inline options were read, the discard a sentence of the ability, not silently an option's)
    compiled, _ = _read(text)
    ((ability,),) = [compiled.abilities]
    assert not any("捨てる" in o.text or "Discard" in o.text for o in ability.options)
    assert any("discard" in [e.kind for e in s.effects] for s in ability.effects)


@pytest.mark.parametrize("fmt", ["txt", "md", "html"])
@pytest.mark.parametrize("text", [LIMITED[0][0], LIMITED[2][0], THEN[0][0], THEN[1][0]],
                         ids=["en-limit", "ja-limit", "en-then", "ja-then"])
def test_what_follows_the_options_reads_back_from_the_cards(text, fmt):
    compiled, _ = _read(text)
    lang = "en" if "Hero" in text else "ja"
    printed = printed_paragraphs(compiled, fmt, lang)
    assert _shape("\n".join(printed)) == _shape(text), printed
    assert printed.index(printed[-1]) > 2   # (after the options, as written)


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "Action: Choose one: 1) Draw 1 card; 2) Draw 1 card from " + "S.H.I.E.L.D." * 20_000,
    "Action: Choose one: 1) Draw 1 card; 2) Draw 1 card" + "(.)" * 30_000,
    "Action: Choose one: 1) Draw 1 card; 2) Draw 1 card. " + "Then, draw 1 card. " * 5_000,
    "アクション：" + "「力。」から" * 20_000 + "カードを1枚引く。",
    "アクション：" + "「力。」あなた" * 20_000,
], ids=["initialisms", "stops-in-parentheses", "sentences", "quotes-before-particles", "quotes-before-openers"])
def test_the_last_options_end_is_found_in_linear_time(text):
    from bounds import time_bound

    with time_bound(20):
        _read(text)


@pytest.mark.parametrize("text", [LIMITED[0][0], LIMITED[2][0], THEN[0][0], THEN[1][0]],
                         ids=["en-limit", "ja-limit", "en-then", "ja-then"])
def test_what_follows_the_options_comes_back_from_the_json(text):
    from builders import game_json, without_positions
    from statblock.pipeline import read_text
    from statblock.rulesets import registry

    result = read_text("x.champions", f"# ruleset: marvel_champions\n\nTest Event (Event)\nCost 1\n{text}\n")
    out = registry.get("marvel_champions").parse_json([result])["cards"]
    assert out[0]["abilities"][0]["closing"]
    back = read_text("cards.json", game_json(result))
    assert without_positions(registry.get("marvel_champions").parse_json([back])["cards"]) == without_positions(out)
    assert not back.diagnostics


@pytest.mark.parametrize("glued, spaced", [
    # (a circled number glued to the words before it opened no option: the whole read as text, MC125)
    ("アクション：1つを選ぶ：①敵1体に2ダメージを与える②カードを1枚引く。",
     "アクション：1つを選ぶ：①敵1体に2ダメージを与える。②カードを1枚引く。"),
    ("Action: Choose one: ① Deal 2 damage to an enemy② Draw 1 card.",
     "Action: Choose one: ① Deal 2 damage to an enemy. ② Draw 1 card."),
    # (a mark right after `または`, `or`: text and two MC108)
    ("アクション：1つを選ぶ：１）敵1体に2ダメージを与える；または２）カードを1枚引く。",
     "アクション：1つを選ぶ：１）敵1体に2ダメージを与える；２）カードを1枚引く。"),
    ("Action: Choose one: 1) Deal 2 damage to an enemy; or2) Draw 1 card.",
     "Action: Choose one: 1) Deal 2 damage to an enemy; 2) Draw 1 card."),
], ids=["ja-circled", "en-circled", "ja-or", "en-or"])
def test_a_circled_number_or_a_mark_after_or_opens_an_option_glued(glued, spaced):
    found, codes = _shape(glued)
    assert (found, codes) == _shape(spaced) and len(found[0][3]) == 2 and codes == []


@pytest.mark.parametrize("text", [
    "Action: Choose one: 1) Deal 2 damage to an enemy for2) turns.",
    "アクション：1つを選ぶ：ブラック・キャットにカードを1枚引かせる。",
])
def test_an_or_or_a_dot_inside_words_still_opens_none(text):
    found, _ = _shape(text)
    assert all(not options for *_, options in found)


@pytest.mark.parametrize("lang, label", [("en", "side scheme"), ("ja", "サイド計画")])
def test_a_side_scheme_in_a_players_play_list_is_a_side_scheme(lang, label):
    # (it was shown in "Ana's play area": only a side scheme under `encounter` was put with the side schemes)
    from test_marvel_timing import ability, card, game, peter, said
    from statblock.rulesets.marvel_champions.model import Effect
    from statblock.rulesets.marvel_champions.runtime import timing, window_json, window_text

    scheme = card("Bomb Scare", "side_scheme", ability("Forced Response: After the villain schemes, draw 1 card.",
                                                       "response", forced=True, condition="After the villain schemes",
                                                       effects=[said("Draw 1 card.", Effect("draw", 1))]))
    state = game(peter(play='["Bomb Scare"]'), scheme)
    (copy,) = [c for c in state.copies if c.name == "Bomb Scare"]
    assert copy.zone == "side_schemes"
    window = timing(state, "the villain schemes")[0]
    printed = [line for line in window_text(window, lang=lang).splitlines() if "Bomb Scare" in line]
    assert printed and all(label in line for line in printed), printed
    assert [e["zone"] for e in window_json(window)["entries"] if e["card"] == "Bomb Scare"] == ["side_schemes"]


@pytest.mark.parametrize("text, sentences", [
    # (a particle the fixed list had not: the quote cut off as a sentence, `から始まる…` another, both text)
    ("アクション：「力こそ正義。」から始まるカードを1枚引く。", 1),
    ("アクション：「力こそ正義。」までのカードを1枚捨てる。", 1),
    ("アクション：「力こそ正義。」より長い名前のカードを1枚引く。", 1),
    ("アクション：「力こそ正義。」へ向かう。", 1),
    # (a sentence that starts after it: its own, read)
    ("アクション：「力こそ正義。」カードを1枚引く。", 2),
    ("アクション：「力こそ正義。」あなたはカードを1枚引く。", 2),
    ("アクション：「力こそ正義。」もしあなたがヒーロー形態なら、カードを1枚引く。", 2),
    ("アクション：「力こそ正義。」その後、カードを1枚引く。", 2),
    ("Action: Deal 1 damage to the villain. \"Might is right.\" Draw 1 card.", 3),
])
def test_a_quote_ends_its_sentence_only_before_what_starts_one(text, sentences):
    compiled, _ = _read(text)
    assert len(compiled.abilities[0].effects) == sentences
    if sentences > 1:
        assert compiled.abilities[0].effects[-1].effects[0].kind == "draw"


@pytest.mark.parametrize("fmt", ["txt", "md", "html"])
def test_a_quote_before_a_particle_reads_back_from_the_cards(fmt):
    text = "アクション：「力こそ正義。」から始まるカードを1枚引く。"
    compiled, _ = _read(text)
    assert _shape("\n".join(printed_paragraphs(compiled, fmt, "ja"))) == _shape(text)


@pytest.mark.parametrize("text", [
    # (text, MC125 alone: nothing said of the `・` glued to the words before it)
    "ヒーローアクション：1つを選ぶ：・敵1体に2ダメージを与える・カードを1枚引く。",
    "アクション：1つを選ぶ：・ブラック・キャットに2ダメージを与える・カードを1枚引く。",
])
def test_a_middle_dot_glued_after_a_choice_is_said_with_how_to_write_an_option(text):
    compiled, diagnostics = _read(text)
    said = [d for d in diagnostics if d.code == "MC133"]
    assert said and all(d.span.text == "・" for d in said)
    assert all("。" in d.suggestion.render(lang) and "・" in d.message.render(lang) for d in said for lang in ("en", "ja"))
    assert not compiled.abilities[0].options   # (read as written: an option's mark or a name's dot)


@pytest.mark.parametrize("text", [
    "アクション：1つを選ぶ：・ブラック・キャットに2ダメージを与える　・カードを1枚引く。",   # (options read: the dot a name's)
    "アクション：ブラック・キャットを選ぶ：カードを1枚引く。",                          # (no list of options)
    "アクション：1つを選ぶ：・敵1体に2ダメージを与える。・カードを1枚引く。",
])
def test_no_glued_middle_dot_is_said_where_none_may_open_an_option(text):
    _, diagnostics = _read(text)
    assert "MC133" not in [d.code for d in diagnostics]


def test_a_bullet_glued_to_the_words_before_it_opens_an_option():
    # (`•` stands inside no word, as a circled number does not)
    glued = "Action: Choose one: • Deal 2 damage to an enemy• Draw 1 card."
    assert _shape(glued) == _shape("Action: Choose one: • Deal 2 damage to an enemy. • Draw 1 card.")
    assert len(_shape(glued)[0][0][3]) == 2


def _pasted(printed: str) -> str:
    """A txt card's ability lines as a user pastes them: their marks (■, ▷, 〔原文〕) with them, wrapped lines joined."""
    lines: list[str] = []
    for line in printed.splitlines()[2:]:
        if line.startswith(("■", "▷", "  • ")):
            lines.append(line.strip())
        elif line.startswith("  ") and lines:
            lines[-1] += ("" if line.strip()[:1] > "\u3000" and not line.strip()[:1].isascii() else " ") + line.strip()
    return "\n".join(lines)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text", [
    "Guard. Retaliate 1.\nWhen Revealed: Draw 1 card.",
    "Contents: Rhino (I) and Rhino (II).\nHero Action: Choose one:\n• Deal 2 damage to an enemy.\n• Draw 1 card.",
    "You get +1 THW.\nHero Action: Draw 1 card.",
    "ヒーローアクション：カードを1枚引く。\nあなたは阻止力+1を得る。",
], ids=["keywords", "contents-options", "constant", "japanese"])
def test_a_pasted_txt_card_reads_back_with_its_marks(text, lang):
    # (`■ 〔原文〕Guard. Retaliate 1.` read a constant of text and a keyword; `■ 〔原文〕Contents: …` an ability, not a
    # note; `▷ Hero Action: …` no head; `■ You get +1 THW.` kept `■` in its words)
    from statblock.rulesets.marvel_champions.render import render_cards

    first, _ = _read(text)
    printed = render_cards([first], "txt", lang).decode("utf-8")
    again, diagnostics = _read(_pasted(printed))
    assert _shape(_pasted(printed)) == _shape(text), _pasted(printed)
    assert [n.text for n in again.notes] == [n.text for n in first.notes]
    assert not any("■" in a.text or "〔原文〕" in a.text for a in again.abilities)
