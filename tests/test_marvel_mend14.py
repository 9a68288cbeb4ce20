"""Marvel Champions, what the review of mcleft12 found, each in English and in Japanese: a verb before a card's noun
with no determiner is a verb (`Exhaust ally.`, `discard card`) unless the noun is a kind of card named in a list
(`an attack or thwart event`); an English possessive is no quote where Japanese stands between two apostrophes; a
stats line ending a sentence (`ATK X · SCH X.`, `Cost X.`) is still stats; a symbol in a list of icons is an icon."""

from __future__ import annotations

import pytest

from test_marvel_mend12 import _read


def _kinds(text: str) -> list:
    compiled = _read(text)[0]
    return [[e.kind for e in s.effects] for a in compiled.abilities for s in a.effects]


def _card_file(text: str):
    """The first card of a `.champions` file of `text` as `check` reads it, and its diagnostics."""
    from statblock.pipeline import read_text

    result = read_text("c.champions", "# ruleset: marvel_champions\n" + text + "\n")
    return result.statblocks[0], result.diagnostics


# ---- a verb before a card's noun with no determiner is a verb ------------------------------------------------------

VERB_BEFORE_NOUN = [
    ("Action: Draw 1 card, then discard card.", [["draw"], ["discard"]], "アクション：カードを1枚引き、その後カードを1枚捨てる。"),
    ("Action: Exhaust ally.", [["exhaust"]], "アクション：味方1体を消耗する。"),
    ("Action: Ready ally.", [["ready"]], "アクション：味方1体を準備状態にする。"),
    ("Action: Attack minion.", [["attack"]], None),
    ("Action: Defeat minion.", [["defeat"]], "アクション：ミニオン1体を倒す。"),
    ("Action: Heal ally 2 damage.", [["heal"]], None),
    ("Action: Discard event cards from your hand.", [["discard"]], None),
]


@pytest.mark.parametrize("text, kinds, japanese", VERB_BEFORE_NOUN,
                         ids=["discard-card", "exhaust", "ready", "attack", "defeat", "heal", "discard-events"])
def test_a_verb_before_a_cards_noun_is_a_verb(text, kinds, japanese):
    # (mcleft12 read these as text, MC125 alone: the discard of `then discard card` was lost into the draw's words)
    flat = [k for s in _kinds(text) for k in s]
    assert flat == [k for s in kinds for k in s] and "text" not in flat, _kinds(text)
    if japanese is not None:
        assert [k for s in _kinds(japanese) for k in s] == flat


@pytest.mark.parametrize("text", [
    "Hero Action: Search your deck for an attack or thwart event and add it to your hand.",
    "Hero Action: Search your deck for up to 2 attack or thwart events and add them to your hand.",
    "Hero Action: Search your deck for an attack, thwart or defense event and add it to your hand.",
    "Hero Action: Search your deck for an attack, thwart, or defense card and add it to your hand.",
], ids=["singular", "plural", "three", "three-oxford"])
def test_a_kind_of_card_in_a_list_is_no_verb(text):
    # (`thwart events`, `attack, thwart or defense event`: a spurious thwart effect)
    assert "thwart" not in [k for s in _kinds(text) for k in s], _kinds(text)


def test_a_verb_after_a_noun_in_a_list_is_still_a_verb():
    assert _kinds("Action: Discard a card or ready ally.") == _kinds("Action: Discard a card or ready an ally.")


# ---- an English possessive between Japanese is no quote ------------------------------------------------------------

@pytest.mark.parametrize("text, kinds", [
    ("アクション：Ant-Man's Helmetを手札に加え、Wasp's Stingerを捨てる。", ["add", "discard"]),
    ("アクション：悪役に1ダメージを与え、Wasp's Stingerを捨て、Ant-Man's Helmetを手札に加える。",
     ["deal_damage", "discard", "add"]),
    ("アクション：Wasp’s Stingerを捨て、Ant-Man’s Helmetを手札に加える。", ["discard", "add"]),
], ids=["add-discard", "three", "curly"])
def test_an_english_possessive_between_japanese_is_no_quote(text, kinds):
    # (the words between the two apostrophes were blanked as a quote: add, discard read discard, discard)
    assert [k for s in _kinds(text) for k in s] == kinds
    compiled = _read(text)[0]
    texts = [e.text for a in compiled.abilities for s in a.effects for e in s.effects]
    assert any("Wasp" in t for t in texts) and any("Ant-Man" in t for t in texts), texts


def test_a_japanese_single_quote_is_still_a_quote():
    kinds = _kinds("アクション：'力こそ正義'と宣言し、カードを1枚引く。")
    assert kinds == [["text", "draw"]]


# ---- a stats line ending a sentence --------------------------------------------------------------------------------

def test_stats_ending_a_sentence_with_x_are_stats():
    # (mcleft12: `ATK X · SCH X.` was a constant ability, ATK lost, only MC125)
    card, diagnostics = _card_file("Boss (Minion)\nATK X · SCH X.\nGuard.")
    assert card.stats.get("attack") == "X"
    assert "MC006" in [d.code for d in diagnostics]
    assert [a.text for a in card.abilities] == ["Guard."]


@pytest.mark.parametrize("text", ["Test (Event)\nCost X.", "テスト (Event)\nコスト X。"], ids=["en", "ja"])
def test_a_cost_ending_a_sentence_is_said_as_a_value(text):
    # (was a constant ability and MC125; in Japanese MC110 `not read as a keyword`)
    card, diagnostics = _card_file(text)
    codes = [d.code for d in diagnostics]
    assert "MC006" in codes and "MC125" not in codes and "MC110" not in codes, codes
    assert not card.abilities


# ---- a symbol in a list of icons, or after a verb that takes a resource, is an icon ---------------------------------

def _strays(text: str) -> list[str]:
    from test_marvel_left12 import _strays as strays

    return strays(text)


LISTED_ICONS = [
    ("Resource: Generate a ⚡ or 🧠 resource.", "Resource: Generate a [energy] or [mental] resource."),
    ("Action: Discard a 🧠 or a ✊ resource.", "Action: Discard a [mental] or a [physical] resource."),
    ("Action: Choose a resource (⚡, 🧠, ✊, or ✳). Draw 1 card.",
     "Action: Choose a resource ([energy], [mental], [physical], or [wild]). Draw 1 card."),
    ("Action: Choose to either spend ⚡⚡ or take 3 damage.", "Action: Choose to either spend [energy][energy] or take 3 damage."),
    ("This card generates ✳ for each ally you control.", "This card generates [wild] for each ally you control."),
    ("This resource is used as if it were ⚡.", "This resource is used as if it were [energy]."),
    ("Boost: Discard this card (★ and ✦).", "Boost: Discard this card ([star] and [boost])."),
    ("When Revealed: Choose a non-wild (non-✳) resource type. Draw 1 card.",
     "When Revealed: Choose a non-wild (non-[wild]) resource type. Draw 1 card."),
    ("リソース：⚡か🧠のリソースを1つ生み出す。", "リソース：[energy]か[mental]のリソースを1つ生み出す。"),
    ("リソース：⚡のリソースを1つ生み出す。", "リソース：[energy]のリソースを1つ生み出す。"),
]


@pytest.mark.parametrize("symbol, icon", LISTED_ICONS, ids=["generate-or", "discard-or", "list", "spend", "generates",
                                                            "as-if", "star-and-boost", "non", "ja-ka", "ja-no"])
def test_a_symbol_in_a_list_of_icons_or_after_a_resource_verb_is_the_icon(symbol, icon):
    # (mcleft12: kept as written and said, MC135 advising `[energy]`; a printed card read back said it 19 times)
    from test_marvel_leftovers11 import _meaning

    assert _strays(symbol) == []
    assert _meaning(_read(symbol)[0]) == _meaning(_read(icon)[0])


@pytest.mark.parametrize("fmt", ["txt", "md"])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text", [
    "Resource: Generate a [energy] or [mental] resource.",
    "Action: Choose to either spend [energy][energy] or take 3 damage.",
    "Action: Choose a resource ([energy], [mental], [physical], or [wild]). Draw 1 card.",
], ids=["generate-or", "spend", "list"])
def test_a_printed_cards_icons_read_back_unsaid(text, lang, fmt):
    from test_marvel_leftovers10 import printed_paragraphs

    printed = printed_paragraphs(_read(text)[0], fmt, lang)
    assert _strays("\n".join(printed)) == [], printed


def test_a_symbol_in_a_list_of_no_icons_is_still_said():
    assert _strays("Action: Say ★ or draw 1 card.") == ["★"]


# ---- slow tier: an unclosed quote before many commas, in linear time ------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "アクション：'力" + "あ、" * 50_000 + "カードを1枚引く。",
    "アクション：『" + "あ、" * 50_000 + "カードを1枚引く。",
    "アクション：「" + "あ、" * 50_000 + "カードを1枚引く。",
    "アクション：『力』と" + " " * 50_000 + "、" * 50_000 + "カードを1枚引く。",
    "Action: Choose " + "⚡, " * 30_000 + "or ✳.",
], ids=["single", "double", "corner", "blanks", "icon-list"])
def test_an_unclosed_quote_before_many_commas_is_read_in_linear_time(text, tmp_path):
    # (mcleft12: 82 s and 85 s, each comma scanned back to the opener)
    from bounds import time_bound
    from statblock.pipeline import run

    path = tmp_path / "cards.champions"
    path.write_text(f"# ruleset: marvel_champions\nTest (Event)\nCost 1\n{text}\n", "utf-8")
    with time_bound(20):
        run([str(path)])


# ---- an English quote said before a condition or a permission, a comma or `then` after `and` -----------------------

@pytest.mark.parametrize("text, alone", [
    ('Action: Say "Power" and, if you have 3 or more cards in hand, draw 1 card.',
     "Action: If you have 3 or more cards in hand, draw 1 card."),
    ('Action: Yell "Power" and, if you have 3 or more cards in hand, draw 1 card.',
     "Action: If you have 3 or more cards in hand, draw 1 card."),
    ('Action: Say "Power" and then you may deal 1 damage to the villain.',
     "Action: You may deal 1 damage to the villain."),
    ('Action: Say "Power", and then draw 1 card.', "Action: Draw 1 card."),
], ids=["and-comma", "yell", "and-then", "comma-and-then"])
def test_an_english_quote_before_and_comma_or_and_then_is_text(text, alone):
    # (the quote was inside the draw's words, nothing said; `then` stayed in the effect's words)
    from test_marvel_left12 import _sentence

    compiled, _ = _read(text)
    kinds, condition, optional = _sentence(compiled)
    alone_kinds, alone_condition, alone_optional = _sentence(_read(alone)[0])
    assert kinds == [("text", None, None)] + alone_kinds
    assert (condition, optional) == (alone_condition, alone_optional)
    (sentence,) = compiled.abilities[0].effects
    assert sentence.effects[0].text.endswith('"Power"')
    assert not any(e.text.lower().startswith(("then", "and")) for e in sentence.effects[1:])


# ---- Japanese limits: over a basic power's use, and over a thing counted ---------------------------------------------

@pytest.mark.parametrize("english, japanese", [
    ("Action: Draw 1 card. (Limit once per basic power use.)", "アクション：カードを1枚引く。（基本パワーの使用につき1回まで。）"),
    ("Action: Draw 1 card. (Limit once per enemy.)", "アクション：カードを1枚引く。（敵1体につき1回まで。）"),
    ("Action: Draw 1 card. (Limit once per hero.)", "アクション：カードを1枚引く。（ヒーロー1人につき1回まで。）"),
    ("Action: Draw 1 card. (Limit once per card.)", "アクション：カードを1枚引く。（カード1枚につき1回まで。）"),
    ("Action: Draw 1 card. (Limit once per minion.)", "アクション：カードを1枚引く。（ミニオン1体ごとに1回まで。）"),
], ids=["basic-power-use", "enemy", "hero", "card", "minion-gotoni"])
def test_a_japanese_limit_over_a_counted_thing_is_the_english_one(english, japanese):
    # (MC110, the limit kept as written, the ability unlimited)
    from test_marvel_left12 import _limit_json

    assert _limit_json(english) is not None
    assert _limit_json(japanese) == _limit_json(english)
    assert not [d.code for d in _read(japanese)[1]]
