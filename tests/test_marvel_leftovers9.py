"""Marvel Champions readings left by the forty-second session's reviews, each in English and in Japanese (card texts
made up in the printed style): a state after `When` is no moment; a stray closing bracket loses no words; `then` after a
subject keeps it; Japanese adverbs opening a sentence; a later sentence that is the card's own ability; Japanese card
marks."""

from __future__ import annotations

import attrs
import pytest

from test_marvel_japanese_typed import read_as
from test_marvel_language import card
from statblock.rulesets.marvel_champions.language import read_card


def abilities(text: str) -> list[tuple[str, str | None, bool]]:
    """(type, timing, has a condition) of each ability of a card whose text is `text`."""
    compiled, _ = read_card(card(text))
    return [(a.type, a.timing, a.condition is not None) for a in compiled.abilities]


# ---- a state after `When` is a constant condition, not a moment ----------------------------------------------------

STATES = [
    # (timed `when`: `timing` listed it as a moment; the Japanese was text)
    ("When you are in hero form, you get +1 THW.", "あなたがヒーロー形態のとき、あなたは阻止力+1を得る。"),
    ("When you are in alter-ego form, you get +1 THW.", "あなたが分身形態の時、あなたは阻止力+1を得る。"),
    ("When you are engaged with a minion, you get +1 THW.", "あなたがミニオンと交戦しているとき、あなたは阻止力+1を得る。"),
    ("When you are stunned, you get +1 THW.", "あなたがスタン状態のとき、あなたは阻止力+1を得る。"),
]


@pytest.mark.parametrize("english, japanese", STATES, ids=[e for e, _ in STATES])
def test_a_state_after_when_holds_over_a_period(english, japanese):
    assert abilities(english) == abilities(japanese) == [("constant", "while", True)]
    assert read_as(english) == read_as(japanese)
    (_, _, effects), = read_as(english)[0]
    assert [e["kind"] for e in effects] == ["modify"]


MOMENTS = [
    # (a moment stays one: an act, or a state a moment is joined to)
    ("When the villain is defeated, you get +1 THW.", "悪役が倒された時、あなたは阻止力+1を得る。"),
    ("When the villain attacks you, you get +1 THW.", "悪役があなたを攻撃した時、あなたは阻止力+1を得る。"),
]


@pytest.mark.parametrize("english, japanese", MOMENTS, ids=[e for e, _ in MOMENTS])
def test_a_moment_after_when_stays_a_moment(english, japanese):
    assert abilities(english) == abilities(japanese) == [("constant", "when", True)]


def test_a_state_joined_to_a_moment_is_the_moment():
    assert abilities("When you are in hero form and the villain attacks you, draw 1 card.") == [
        ("constant", "when", True)]


@pytest.mark.parametrize("english, japanese", [
    ("Enters play with 2 threat. After the villain attacks you, draw 1 card. When you are in hero form, you get +1 THW.",
     "脅威2個と共に場に出る。悪役があなたを攻撃した後、カードを1枚引く。あなたがヒーロー形態のとき、あなたは阻止力+1を得る。"),
])
def test_a_later_state_sentence_is_the_first_constant_again(english, japanese):
    # (a state no moment of its own: no constant timed by it, but the first one's, as `While …,` is)
    assert abilities(english) == abilities(japanese) == [("constant", None, False), ("constant", "after", True)]


# ---- a closing bracket that closes nothing loses none of the words after it ---------------------------------------

def _read(text: str):
    compiled, diagnostics = read_card(card(text))
    return compiled, diagnostics


STRAY_CLOSERS = [
    # (the period before the bracket was read inside one sentence: the draw was lost, with nothing said for `]`, `」`)
    ("Action: Deal 1 damage to the villain.) Draw 1 card.", ")"),
    ("Action: Deal 1 damage to the villain.] Draw 1 card.", "]"),
    ("Action: Deal 1 damage to the villain.」 Draw 1 card.", "」"),
    ("Action: Deal 1 damage to the villain.） Draw 1 card.", "）"),
    # (Japanese: the sentence after the bracket was text)
    ("アクション：悪役に1ダメージを与える。）カードを1枚引く。", "）"),
    ("アクション：悪役に1ダメージを与える。)カードを1枚引く。", ")"),
    ("アクション：悪役に1ダメージを与える。」カードを1枚引く。", "」"),
    ("アクション：悪役に1ダメージを与える。]カードを1枚引く。", "]"),
]


@pytest.mark.parametrize("text, closer", STRAY_CLOSERS, ids=[t for t, _ in STRAY_CLOSERS])
def test_a_stray_closer_is_said_and_the_words_after_it_read(text, closer):
    compiled, diagnostics = _read(text)
    (ability,) = compiled.abilities
    assert [[e.kind for e in s.effects] for s in ability.effects] == [["deal_damage"], ["draw"]]
    assert closer in ability.text   # (the ability's words as written)
    said = [d for d in diagnostics if d.code == "MC108"]
    assert len(said) == 1 and closer in said[0].message
    source = f"Test Hero\n{text}\n"
    assert source[said[0].span.start] == closer   # (its column)


def test_a_stray_closer_inside_a_sentence_is_no_word_of_its_target():
    compiled, diagnostics = _read("Action: Deal 1 damage to the villain) and draw 1 card.")
    (sentence,) = compiled.abilities[0].effects
    assert [(e.kind, e.target.text if e.target else None) for e in sentence.effects] == [
        ("deal_damage", "the villain"), ("draw", None)]
    assert [d.code for d in diagnostics] == ["MC108"]


@pytest.mark.parametrize("text", ["Action: Draw 1 card. (See [[S.H.I.E.L.D.]] rules.) Draw 1 card.",
                                  "Action: Give the villain a stunned status card. 「Draw 1 card.」 Draw 1 card."])
def test_closers_that_close_something_are_not_said(text):
    _, diagnostics = _read(text)
    assert "MC108" not in [d.code for d in diagnostics]


@pytest.mark.slow
def test_a_run_of_stray_closers_is_read_in_linear_time():
    from bounds import time_bound
    text = "Action: Deal 1 damage to the villain." + ".)" * 50_000 + " Draw 1 card."
    with time_bound(10):
        compiled, _ = _read(text)
    assert compiled.abilities


# ---- `then` between a subject and its verb ------------------------------------------------------------------------

SUBJECT_THEN = [
    # (the subject was lost: the draw was yours, the damage `you`'s with no words)
    ("Action: Each player then draws 1 card.", "アクション：各プレイヤーはその後カードを1枚引く。", "draw", "player"),
    ("Action: Each player then takes 1 damage.", "アクション：各プレイヤーはその後1ダメージを受ける。", "take_damage", "player"),
    ("Action: Each player draws 1 card, then discards 1 card.", "アクション：各プレイヤーはカードを1枚引き、その後カードを1枚捨てる。",
     "draw", "player"),
    ("Action: Each player draws 1 card, then discards 1 card.", "アクション：各プレイヤーはカードを1枚引き、カードを1枚捨てる。",
     "draw", "player"),
]


@pytest.mark.parametrize("english, japanese, kind, noun", SUBJECT_THEN, ids=[e for e, *_ in SUBJECT_THEN])
def test_then_after_a_subject_keeps_the_subject(english, japanese, kind, noun):
    (_, _, effects), = read_as(english)[0]
    assert (effects[0]["kind"], effects[0]["target"]["noun"], effects[0]["target"]["quantity"]) == (kind, noun, "each")
    assert all(e["target"]["noun"] == noun for e in effects)
    assert read_as(english) == read_as(japanese)


# ---- a Japanese adverb opening a sentence, before its effect --------------------------------------------------------

ADVERBS = [
    # (the sentence was text, its effect lost)
    ("アクション：悪役に1ダメージを与える。ふたたび、カードを1枚引く。", "Action: Deal 1 damage to the villain. Again, draw 1 card."),
    ("アクション：悪役に1ダメージを与える。再び、カードを1枚引く。", "Action: Deal 1 damage to the villain. Again, draw 1 card."),
    ("アクション：悪役に1ダメージを与える。さらに、カードを1枚引く。", "Action: Deal 1 damage to the villain. Also, draw 1 card."),
    ("アクション：悪役に1ダメージを与える。また、各プレイヤーはカードを1枚引く。",
     "Action: Deal 1 damage to the villain. Also, each player draws 1 card."),
    ("アクション：悪役はさらに攻撃力+1を得る。", "Action: The villain gets +1 ATK."),
    # (`その後、` read so already: kept so, `then`)
    ("アクション：悪役に1ダメージを与える。その後、カードを1枚引く。", "Action: Deal 1 damage to the villain. Then, draw 1 card."),
]


@pytest.mark.parametrize("japanese, english", ADVERBS, ids=[j for j, _ in ADVERBS])
def test_an_adverb_opening_a_japanese_sentence_is_read_past(japanese, english):
    assert "text" not in [e["kind"] for _, _, effects in read_as(japanese)[0] for e in effects]
    assert read_as(japanese) == read_as(english)


# ---- a later sentence that is the card's own ability, after a triggered one ---------------------------------------

def shapes(text: str) -> list[tuple[str, str | None, list[str]]]:
    """(type, timing, the kinds of its effects) of each ability of a card whose text is `text`."""
    compiled, _ = read_card(card(text))
    return [(a.type, a.timing, [e.kind for s in a.effects for e in s.effects]) for a in compiled.abilities]


OWN_MOMENT_THEN_EVENT = [
    # (the timed sentence stayed a step of the When Revealed, never fired at its moment)
    ("When Revealed: Deal 1 damage. After the villain attacks, draw 1 card.",
     "公開時：1ダメージを与える。悪役が攻撃した後、カードを1枚引く。", "when_revealed", "after"),
    ("Guard. When Revealed, deal 1 damage. When the villain attacks, draw 1 card.",
     "ガード。公開時、1ダメージを与える。悪役が攻撃した時、カードを1枚引く。", "when_revealed", "when"),
    ("When Defeated: Deal 1 damage. After the villain attacks, draw 1 card.",
     "敗北時：1ダメージを与える。悪役が攻撃した後、カードを1枚引く。", "when_defeated", "after"),
]


@pytest.mark.parametrize("english, japanese, kind, timing", OWN_MOMENT_THEN_EVENT,
                         ids=[e for e, *_ in OWN_MOMENT_THEN_EVENT])
def test_an_event_s_moment_after_an_own_moment_is_the_card_s_ability(english, japanese, kind, timing):
    expected = [(kind, None, ["deal_damage"]), ("constant", timing, ["draw"])]
    assert [s for s in shapes(english) if s[0] != "keyword"] == expected
    assert [s for s in shapes(japanese) if s[0] != "keyword"] == expected
    compiled, _ = read_card(card(english))
    assert [a.text for a in compiled.abilities][-1] == english.rsplit(". ", 1)[-1]   # (its words its own)


DELAYED = [
    # (a delayed effect of the ability stays its: the end of a period, a time or a card the ability named)
    ("When Defeated: Deal 1 damage. At the end of the phase, draw 1 card.", "敗北時：1ダメージを与える。フェイズの終了時に、カードを1枚引く。"),
    ("When Revealed: Choose a minion. When that minion is defeated, draw 1 card.",
     "公開時：ミニオン1体を選ぶ。そのミニオンが倒された時、カードを1枚引く。"),
    ("When Revealed: Deal 1 damage. When the villain attacks this round, draw 1 card.",
     "公開時：1ダメージを与える。このラウンド中、悪役が攻撃した時、カードを1枚引く。"),
    # (not after an action: a timed sentence there waits for its moment once, as the action says)
    ("Action: Deal 1 damage. After the villain attacks, draw 1 card.", "アクション：1ダメージを与える。悪役が攻撃した後、カードを1枚引く。"),
]


@pytest.mark.parametrize("english, japanese", DELAYED, ids=[e for e, _ in DELAYED])
def test_a_delayed_effect_stays_the_ability_s(english, japanese):
    assert len(shapes(english)) == len(shapes(japanese)) == 1


@pytest.mark.parametrize("english, japanese", [
    # (tied to the response: a time that passes, a card it chose)
    ("Response: After you play an event, draw 1 card. You get +1 THW this round.",
     "レスポンス：あなたがイベントをプレイした後、カードを1枚引く。このラウンド中、あなたは阻止力+1を得る。"),
    ("Response: After you play an event, choose a minion. It gets -1 ATK.",
     "レスポンス：あなたがイベントをプレイした後、ミニオン1体を選ぶ。それは攻撃力-1を得る。"),
    ("Response: After you play an event, draw 1 card. Deal 1 damage to an enemy.",
     "レスポンス：あなたがイベントをプレイした後、カードを1枚引く。敵1体に1ダメージを与える。"),
    # (a stat changed too: the rules' `the remainder of the ability text` is the response's; mcmend10 took back the
    # reading of it as the card's constant, test_marvel_mend10)
    ("Response: After you play an event, draw 1 card. You get +1 THW.",
     "レスポンス：あなたがイベントをプレイした後、カードを1枚引く。あなたは阻止力+1を得る。"),
    ("Forced Interrupt: When the villain attacks you, draw 1 card. The villain gains retaliate 1.",
     "強制割り込み：悪役があなたを攻撃する時、カードを1枚引く。悪役は報復1を得る。"),
])
def test_a_step_of_a_response_stays_its(english, japanese):
    assert len(shapes(english)) == len(shapes(japanese)) == 1


# ---- Japanese cards print Japanese marks after a trigger ------------------------------------------------------------

JAPANESE_CARD = ("ヒーローアクション（攻撃）：悪役に2ダメージを与える。\n"
                 "強制レスポンス：悪役があなたを攻撃した後、カードを1枚引く。\n"
                 "レスポンス：あなたがイベントをプレイした後、悪役に1ダメージを与える。")


def _japanese_cards(fmt: str) -> str:
    from statblock.rulesets.marvel_champions.render import render_cards
    compiled, _ = read_card(card(JAPANESE_CARD))
    compiled = attrs.evolve(compiled, traits=("アベンジャー", "シールド"))
    return render_cards([compiled], fmt, "ja").decode("utf-8")


@pytest.mark.parametrize("fmt", ["txt", "md"])
def test_japanese_cards_print_the_full_width_colon(fmt):
    # (was `レスポンス: …`, `**レスポンス** (強制): …`, `アベンジャー. シールド.`)
    printed = _japanese_cards(fmt)
    assert "ヒーローアクション（攻撃）" + ("**：" if fmt == "md" else "：") in printed
    assert "レスポンス" + ("**：" if fmt == "md" else "：") in printed
    assert ": " not in printed and "(" not in printed.replace("(seed", "")
    assert "アベンジャー。シールド。" in printed
    if fmt == "md":
        assert "**強制レスポンス**（強制）：" in printed


def test_a_japanese_txt_card_reads_back():
    printed = _japanese_cards("txt")
    lines = [line[2:] for line in printed.splitlines()[1:] if line.startswith(("■ ", "▷ "))]   # (not the legend)
    again, diagnostics = read_card(card("\n".join(lines)))
    first, _ = read_card(card(JAPANESE_CARD))

    def shape(compiled):
        return [(a.type, a.trigger, a.timing, a.label, [[e.kind for e in s.effects] for s in a.effects])
                for a in compiled.abilities]

    assert shape(again) == shape(first) and not diagnostics


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "When you are " + " " * 100_000 + "in hero form, you get +1 THW.",
    "When you are in " + "[[" * 50_000 + " hero form, you get +1 THW.",
    "When you are " + "is " * 33_000 + "in hero form, you get +1 THW.",
    "あなたが" + "形態の" * 33_000 + "とき、あなたは阻止力+1を得る。",
    "アクション：各プレイヤーは" + "その後" * 33_000 + "カードを1枚引く。",
    "Response: After you play an event, draw 1 card. " + "You get +1 THW. " * 6_000,
], ids=["spaces", "brackets", "is", "japanese-state", "japanese-then", "constants"])
def test_the_new_readings_are_linear_on_long_runs(text):
    from bounds import time_bound
    with time_bound(20):
        read_card(card(text))
