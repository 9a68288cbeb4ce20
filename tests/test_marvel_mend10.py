"""Marvel Champions readings the review of the merge mcleft9 found wrong (card texts made up in the printed style), each
in English and in Japanese: a state word inside a `When` clause's subject or object is no state of the clause; a
response's or an interrupt's trigger is a moment even where it says a state; a state negated, contracted or joined."""

from __future__ import annotations

import pytest

from test_marvel_leftovers9 import abilities


MOMENTS = [
    # (a state word that is not the clause's own predicate: a relative clause or a noun's modifier; was `while`)
    ("When the villain attacks a player who is stunned, draw 1 card.", "悪役がスタン状態のプレイヤーを攻撃した時、カードを1枚引く。"),
    ("When a card that is in play leaves play, draw 1 card.", "場に出ているカードが場を離れた時、カードを1枚引く。"),
    ("When an ally that is exhausted is defeated, draw 1 card.", "消耗している味方が倒された時、カードを1枚引く。"),
]


@pytest.mark.parametrize("english, japanese", MOMENTS, ids=[e for e, _ in MOMENTS])
def test_a_state_word_inside_the_clause_leaves_it_a_moment(english, japanese):
    assert abilities(english) == abilities(japanese) == [("constant", "when", True)]


TRIGGERS = [
    # (a triggered ability's condition is a moment: the `while` reading is a constant's alone; the trigger was lost)
    ("Response: When you are stunned, draw 1 card.", "レスポンス：あなたがスタン状態のとき、カードを1枚引く。", "response"),
    ("Response: When you are in hero form, draw 1 card.", "レスポンス：あなたがヒーロー形態のとき、カードを1枚引く。", "response"),
    ("Forced Interrupt: When a minion that is engaged with you attacks, draw 1 card.",
     "強制インタラプト：あなたと交戦しているミニオンが攻撃する時、カードを1枚引く。", "interrupt"),
]


@pytest.mark.parametrize("english, japanese, kind", TRIGGERS, ids=[e for e, _, _ in TRIGGERS])
def test_a_triggers_state_is_its_moment(english, japanese, kind):
    assert abilities(english) == abilities(japanese) == [(kind, "when", True)]


STATES = [
    # (negated, contracted, joined: each holds over a period as `When you are in hero form` does)
    ("When you are not in hero form, you get +1 THW.", "あなたがヒーロー形態でないとき、あなたは阻止力+1を得る。"),
    ("When you're in hero form, you get +1 THW.", "あなたがヒーロー形態のとき、あなたは阻止力+1を得る。"),
    ("When you are stunned or confused, you get +1 THW.", "あなたがスタン状態か混乱状態のとき、あなたは阻止力+1を得る。"),
    ("When you are in hero form or alter-ego form, you get +1 THW.",
     "あなたがヒーロー形態か分身形態のとき、あなたは阻止力+1を得る。"),
]


@pytest.mark.parametrize("english, japanese", STATES, ids=[e for e, _ in STATES])
def test_a_negated_contracted_or_joined_state_holds_over_a_period(english, japanese):
    assert abilities(english) == abilities(japanese) == [("constant", "while", True)]


def test_a_state_an_object_follows_and_a_moment_joined_to_it():
    assert abilities("When you are engaged with a minion and the villain attacks, draw 1 card.") == [
        ("constant", "when", True)]
    assert abilities("Response: When you are engaged with a minion, draw 1 card.") == [("response", "when", True)]
    # (the Japanese trigger's comma left out: still the trigger's moment)
    assert abilities("レスポンス：あなたがスタン状態のときカードを1枚引く。") == [("response", "when", True)]


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "When you are engaged with " + "is engaged with " * 6_000 + "a minion, you get +1 THW.",
    "When " + "you are stunned or " * 5_000 + "in hero form, you get +1 THW.",
    "When " + "who " * 25_000 + "are stunned, you get +1 THW.",
    "レスポンス：あなたが" + "スタン状態でない" * 12_000 + "とき、カードを1枚引く。",
], ids=["engaged", "joined", "who", "japanese-not"])
def test_the_state_readings_are_linear_on_long_runs(text):
    from bounds import time_bound
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card
    with time_bound(20):
        read_card(card(text))


def _shapes(text: str) -> list[tuple[str, str | None, bool, list[str]]]:
    """(type, timing, has a limit, effect kinds) of each ability of a card whose text is `text`."""
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card
    compiled, _ = read_card(card(text))
    return [(a.type, a.timing, a.limit is not None, [e.kind for s in a.effects for e in s.effects])
            for a in compiled.abilities]


RESPONSE_STEPS = [
    # (a later sentence of a response or an interrupt is its step, by the rules (`the remainder of the ability text`):
    # the mcleft9 merge made it a headless constant, with the response's limit and its later steps)
    ("Response: After you play an event, choose a minion. The chosen minion gets -1 ATK.",
     "レスポンス：あなたがイベントをプレイした後、ミニオン1体を選ぶ。そのミニオンは攻撃力-1を得る。", ["choose", "modify"], False),
    ("Response: After you attack, draw 1 card. You get +1 THW. (Max once per round.)",
     "レスポンス：あなたが攻撃した後、カードを1枚引く。あなたは阻止力+1を得る。（ラウンドにつき1回まで。）", ["draw", "modify"], True),
    ("Response: After you attack, draw 1 card. You get +1 THW. Deal 1 damage to the villain.",
     "レスポンス：あなたが攻撃した後、カードを1枚引く。あなたは阻止力+1を得る。悪役に1ダメージを与える。",
     ["draw", "modify", "deal_damage"], False),
    ("Forced Response: After the villain attacks you, draw 1 card. The villain gets -1 ATK.",
     "強制レスポンス：悪役があなたを攻撃した後、カードを1枚引く。悪役は攻撃力-1を得る。", ["draw", "modify"], False),
]


@pytest.mark.parametrize("english, japanese, kinds, limited", RESPONSE_STEPS, ids=[e for e, *_ in RESPONSE_STEPS])
def test_a_responses_later_sentence_is_its_step(english, japanese, kinds, limited):
    for text in (english, japanese):
        (found,) = _shapes(text)
        assert found[0] == "response" and found[2] == limited and found[3] == kinds, text


def _abilities_of(text: str, kind: str) -> list[str]:
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card
    compiled, _ = read_card(card(text, kind=kind))
    return [a.type for a in compiled.abilities if a.type != "keyword"]


OWN_MOMENT_STEPS = [
    # (a later timed sentence tied to what the ability did stays its step; it was made the card's constant, mcleft9)
    ("When Revealed: Deal 1 damage to the villain. When you do, draw 1 card.",
     "公開時：悪役に1ダメージを与える。そうした時、カードを1枚引く。", "scheme"),
    ("When Revealed: Choose a minion. After the chosen minion attacks, draw 1 card.",
     "公開時：ミニオン1体を選ぶ。選んだミニオンが攻撃した後、カードを1枚引く。", "scheme"),
    ("When Revealed: Deal 1 damage to the villain. When the villain attacks next, draw 1 card.",
     "公開時：悪役に1ダメージを与える。悪役が次に攻撃した時、カードを1枚引く。", "scheme"),
    # (a treachery leaves play once it resolves: a constant of it could never fire)
    ("When Revealed: The villain attacks you. When the attack resolves, discard 1 card.",
     "公開時：悪役があなたを攻撃する。その攻撃が解決された時、カードを1枚捨てる。", "treachery"),
    ("When Revealed: Deal 1 damage to the villain. After the villain attacks, draw 1 card.",
     "公開時：悪役に1ダメージを与える。悪役が攻撃した後、カードを1枚引く。", "treachery"),
]


@pytest.mark.parametrize("english, japanese, kind", OWN_MOMENT_STEPS, ids=[e for e, *_ in OWN_MOMENT_STEPS])
def test_an_own_moments_tied_sentence_stays_its_step(english, japanese, kind):
    assert _abilities_of(english, kind) == _abilities_of(japanese, kind) == ["when_revealed"]


def test_an_untied_moment_on_a_card_that_stays_is_its_own_ability():
    text = "When Revealed: Deal 1 damage to the villain. After the villain attacks, draw 1 card."
    assert _abilities_of(text, "scheme") == ["when_revealed", "constant"]


BROKEN_INSIDE_A_PAIR = [
    # (an opener left open inside a pair the closer closes: the pair stays one, the opener is said; mcleft9 read the
    # closer as closing nothing, blanked it, and said it and the `(`: the damage was lost as text)
    ("アクション：悪役に1ダメージを与える（「タイニー）。カードを1枚引く。", "「"),
    ("Action: Deal 1 damage to the villain (spend [energy). Draw 1 card.", "["),
    ("Action: Deal 1 damage to the villain (spend 「energy). Draw 1 card.", "「"),
    ("アクション：悪役に1ダメージを与える（[エネルギー）。カードを1枚引く。", "["),
]


@pytest.mark.parametrize("text, opener", BROKEN_INSIDE_A_PAIR, ids=[t for t, _ in BROKEN_INSIDE_A_PAIR])
def test_an_opener_left_open_inside_a_pair_is_said_and_the_pair_kept(text, opener):
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card
    compiled, diagnostics = read_card(card(text))
    (ability,) = compiled.abilities
    assert [e.kind for s in ability.effects for e in s.effects] == ["deal_damage", "draw"]
    said = [d for d in diagnostics if d.code == "MC108"]
    assert len(said) == 1 and opener in said[0].message
    assert f"Test Hero\n{text}\n"[said[0].span.start] == opener   # (its column)


@pytest.mark.slow
def test_openers_left_open_inside_pairs_are_scanned_in_linear_time():
    from bounds import time_bound
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card
    with time_bound(20):
        read_card(card("Action: Deal 1 damage " + "(" * 30_000 + "[" * 30_000 + ")" * 30_000 + ". Draw 1 card."))
    with time_bound(20):
        read_card(card("Action: Deal 1 damage " + "([" * 30_000 + ")" * 30_000 + ". Draw 1 card."))
