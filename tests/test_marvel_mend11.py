"""Marvel Champions readings the review of the merge mcleft9 left open (card texts made up in the printed style), each
in English and in Japanese: a Japanese adverb opening a sentence with no comma; `then` with commas or after a modal
between a subject and its verb."""

from __future__ import annotations

import pytest

from test_marvel_japanese_typed import read_as
from test_marvel_leftovers9 import _read


def _kinds(text: str) -> list[list[str]]:
    compiled, _ = _read(text)
    (ability,) = compiled.abilities
    return [[e.kind for e in s.effects] for s in ability.effects]


# ---- a Japanese adverb that opens a sentence, no comma after it -----------------------------------------------------

ADVERBS = [
    # (the second sentence was text: the draw lost; with the comma it was read)
    ("Action: Deal 1 damage to the villain. Also draw 1 card.", "アクション：悪役に1ダメージを与える。またカードを1枚引く。"),
    ("Action: Deal 1 damage to the villain. Additionally draw 1 card.",
     "アクション：悪役に1ダメージを与える。さらにカードを1枚引く。"),
    ("Action: Deal 1 damage to the villain. Again deal 1 damage to the villain.",
     "アクション：悪役に1ダメージを与える。再び悪役に1ダメージを与える。"),
]


@pytest.mark.parametrize("english, japanese", ADVERBS, ids=[j for _, j in ADVERBS])
def test_an_adverb_with_no_comma_is_read_past(english, japanese):
    assert _kinds(english) == _kinds(japanese) == [["deal_damage"], [_kinds(english)[1][0]]]
    assert _kinds(japanese)[1] != ["text"]
    compiled, _ = _read(japanese)
    assert compiled.abilities[0].effects[1].text.startswith(("また", "さらに", "再び"))   # (the sentence keeps its words)


def test_or_is_no_also():
    # `または` (or) is no `また` (also) and a word: the choice read as before, not `は…` after `また`
    assert _kinds("アクション：悪役に1ダメージを与える、またはカードを1枚引く。") == [["deal_damage", "draw"]]
    (_, _, effects), = read_as("アクション：悪役に1ダメージを与える、またはカードを1枚引く。")[0]
    assert [e["kind"] for e in effects] == ["deal_damage", "draw"]


# ---- `then` with commas, or after a modal, between a subject and its verb ------------------------------------------

SUBJECT_THEN = [
    # (the subject was lost: `draw[None]`, the draw yours)
    ("Action: Each player, then, draws 1 card.", "アクション：各プレイヤーは、その後、カードを1枚引く。", False),
    ("Action: Each player, then draws 1 card.", "アクション：各プレイヤーは、その後カードを1枚引く。", False),
    ("Action: Each player may then draw 1 card.", "アクション：各プレイヤーはその後カードを1枚引いてもよい。", True),
    ("Action: Each player must then take 1 damage.", "アクション：各プレイヤーはその後1ダメージを受けなければならない。", False),
]


@pytest.mark.parametrize("english, japanese, optional", SUBJECT_THEN, ids=[e for e, *_ in SUBJECT_THEN])
def test_then_with_commas_or_a_modal_keeps_the_subject(english, japanese, optional):
    for text in (english, japanese):
        found, _ = read_as(text)
        (may, _, effects), = found
        assert (effects[0]["target"]["noun"], effects[0]["target"]["quantity"]) == ("player", "each"), text
        assert may is optional, text


@pytest.mark.slow
def test_a_subject_of_blanks_and_commas_before_then_is_read_in_linear_time():
    from bounds import time_bound
    for run in (" " * 100_000, ", " * 50_000, " then" * 20_000):
        with time_bound(10):
            compiled, _ = _read(f"Action: Each player{run}, then, draws 1 card.")
        assert compiled.abilities


# ---- old faults, both languages -------------------------------------------------------------------------------------

def _effects(text: str) -> list[list[tuple[str, str | None]]]:
    compiled, _ = _read(text)
    (ability,) = compiled.abilities
    return [[(e.kind, e.target.noun if e.target else None) for e in s.effects] for s in ability.effects]


@pytest.mark.parametrize("japanese", ["アクション：カードを1枚引く。次に、カードを1枚捨てる。",
                                      "アクション：カードを1枚引く。その上で、カードを1枚捨てる。"])
def test_next_and_on_top_of_that_are_then(japanese):
    # (`次に` (next), `その上で`: each read as a discard of its own, two discards in the sentence)
    english = "Action: Draw 1 card. Then, discard 1 card."
    assert _effects(japanese) == _effects(english) == [[("draw", None)], [("discard", None)]]
    assert [then for _, then, _ in read_as(japanese)[0]] == [then for _, then, _ in read_as(english)[0]] == [False, True]


def test_next_time_is_still_a_moment():
    compiled, _ = _read("次に悪役が攻撃した時、カードを1枚引く。")
    assert [(a.type, a.timing) for a in compiled.abilities] == [("constant", "when")]


@pytest.mark.parametrize("english, japanese", [
    # (`が` as `は`: `attack[None]`, `activate[None]`, who attacks lost)
    ("Action: The villain attacks you.", "アクション：悪役があなたを攻撃する。"),
    ("Action: The villain activates.", "アクション：悪役が起動する。"),
])
def test_a_subject_with_ga_is_the_subject(english, japanese):
    assert _effects(english) == _effects(japanese)
    assert _effects(japanese)[0][0][1] == "villain"


@pytest.mark.parametrize("english, japanese", [
    ("Response: After you play an event, choose a minion. The chosen minion gets -1 ATK.",
     "レスポンス：あなたがイベントをプレイした後、ミニオン1体を選ぶ。選んだミニオンは攻撃力-1を得る。"),
    ("Action: Deal 1 damage to the chosen minion.", "アクション：選んだミニオンに1ダメージを与える。"),
    ("Action: Deal 1 damage to the chosen minion.", "アクション：選ばれたミニオンに1ダメージを与える。"),
])
def test_the_chosen_minion_is_a_target(english, japanese):
    # (the Japanese was text)
    assert _effects(english) == _effects(japanese)
    assert _effects(japanese)[-1][0][1] == "minion"


@pytest.mark.parametrize("text", ["強制レスポンス（強制アクション）：悪役があなたを攻撃した後、カードを1枚引く。",
                                  "Forced Response (Forced): After the villain attacks you, draw 1 card."])
def test_a_trigger_word_in_the_parentheses_is_said(text):
    # (a Japanese word, as a capitalized English one, was taken for a card's name, `When Revealed (Norman Osborn)`;
    # `(mandatory)` and `（強制）` alone, the note a Markdown card prints, are taken off since the forty-fifth session:
    # test_marvel_leftovers11)
    compiled, diagnostics = _read(text)
    assert [d.code for d in diagnostics] == ["MC107"]
    assert compiled.abilities[0].qualifier is None
    source = f"Test Hero\n{text}\n"
    assert source[diagnostics[0].span.start:diagnostics[0].span.end] in ("強制アクション", "Forced")   # (its column)


@pytest.mark.parametrize("text", ["公開時（ノーマン・オズボーン）：カードを1枚引く。", "When Revealed (Norman Osborn): Draw 1 card."])
def test_a_name_in_the_parentheses_is_a_qualifier(text):
    compiled, diagnostics = _read(text)
    assert not diagnostics and compiled.abilities[0].qualifier in ("ノーマン・オズボーン", "Norman Osborn")


# ---- a later timed sentence tied to what the ability did stays its step (R4 of the review, the cases left untested) --

TIED = [
    ("When Revealed: Discard the top card of the encounter deck. When the discarded card is revealed, draw 1 card.",
     "公開時：遭遇デッキの一番上のカードを捨てる。捨てたカードが公開された時、カードを1枚引く。", "discard"),
    ("When Revealed: Deal 1 damage. After the villain next attacks you, draw 1 card.",
     "公開時：1ダメージを与える。次に悪役があなたを攻撃した後、カードを1枚引く。", "deal_damage"),
    ("When Revealed: Deal 1 damage. When the villain attacks before the end of the round, draw 1 card.",
     "公開時：1ダメージを与える。ラウンド終了前に悪役が攻撃した時、カードを1枚引く。", "deal_damage"),
    ("When Revealed: Deal 1 damage. After you resolve this ability, draw 1 card.",
     "公開時：1ダメージを与える。この能力を解決した後、カードを1枚引く。", "deal_damage"),
]


def _minion(text: str):
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card
    compiled, _ = read_card(card(text, kind="minion"))
    return [(a.type, a.timing, [[e.kind for e in s.effects] for s in a.effects]) for a in compiled.abilities]


@pytest.mark.parametrize("english, japanese, first", TIED, ids=[e for e, *_ in TIED])
def test_a_timed_sentence_tied_to_the_ability_stays_its_step(english, japanese, first):
    assert _minion(english) == _minion(japanese) == [("when_revealed", None, [[first], ["draw"]])]


def test_a_timed_sentence_tied_to_nothing_is_the_cards_own():
    # (the control: on a card that stays in play, a moment the ability did not make is an ability of its own)
    for text in ("When Revealed: Deal 1 damage. After the villain attacks, draw 1 card.",
                 "公開時：1ダメージを与える。悪役が攻撃した後、カードを1枚引く。"):
        assert _minion(text) == [("when_revealed", None, [["deal_damage"]]), ("constant", "after", [["draw"]])]


# ---- a closer after the last period of a line --------------------------------------------------------------------

@pytest.mark.parametrize("text", ["アクション：悪役に1ダメージを与える。）", "アクション：悪役に1ダメージを与える。)",
                                  "アクション：悪役に1ダメージを与える。」", "Action: Deal 1 damage to the villain.)",
                                  "Action: Deal 1 damage to the villain.）"])
def test_a_closer_at_a_lines_end_is_no_sentence(text):
    # (the Japanese closer was a sentence of its own, a `text` effect; English `….)` none)
    compiled, diagnostics = _read(text)
    (ability,) = compiled.abilities
    assert [[e.kind for e in s.effects] for s in ability.effects] == [["deal_damage"]]
    assert [d.code for d in diagnostics] == ["MC108"]
    assert ability.text.endswith((")", "）", "」"))   # (the words as written)


@pytest.mark.slow
def test_a_run_of_periods_and_closers_is_read_in_linear_time():
    from bounds import time_bound
    for run in ("。）" * 50_000, "。" + "）" * 100_000, "。" * 100_000 + "）"):
        with time_bound(10):
            compiled, _ = _read("アクション：悪役に1ダメージを与える" + run)
        assert compiled.abilities


@pytest.mark.parametrize("text", ['Action: "Deal 1 damage.)" Draw 1 card.', 'Action: "Deal 1 damage. " Draw 1 card.'])
def test_a_quoted_sentence_with_a_closer_or_blank_before_its_quote_is_its_own(text):
    # (its words were taken into the draw's sentence: the damage said nowhere; now the quote is a sentence of its own,
    # kept as text as `"Deal 1 damage."` is)
    compiled, _ = _read(text)
    (ability,) = compiled.abilities
    assert [[e.kind for e in s.effects] for s in ability.effects] == [["text"], ["draw"]]
    assert "Deal 1 damage" in ability.effects[0].effects[0].text


@pytest.mark.slow
def test_an_unclosed_quote_of_blanks_and_closers_is_read_in_linear_time():
    from bounds import time_bound
    for run in ('"a' + " " * 100_000, '"' + "a " * 50_000, '"a.' + ")" * 100_000, '"' + "a.) " * 25_000):
        with time_bound(10):
            compiled, _ = _read(f"Action: Draw 1 card. {run} Draw 1 card.")
        assert compiled.abilities
