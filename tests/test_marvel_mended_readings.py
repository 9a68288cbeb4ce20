"""Marvel Champions readings a review found wrong on hand-written cards, each in its section. Every card text here is
made up in the printed style."""

from __future__ import annotations

import pytest

from bounds import time_bound
from builders import champions_cards
from test_marvel_language import read


def parsed(tmp_path, capsys, text: str) -> list[dict]:
    """The cards of `parse --format json` on a native file holding `text`."""
    return champions_cards(tmp_path, capsys, text)


def effects(card: dict) -> list[tuple]:
    """(kind, target's words) of each effect of the card's only ability."""
    (ability,) = card["abilities"]
    return [(e["kind"], (e["target"] or {}).get("text")) for sentence in ability["effects"] for e in sentence["effects"]]


def cards(*texts: str) -> str:
    return "\n\n".join(f"Test {n} (Side Scheme)\n{text}" for n, text in enumerate(texts)) + "\n"


# ---- a subject that negates or limits what it may do ---------------------------------------------------------

def test_a_negating_subject_forbids(tmp_path, capsys):
    # was `allow` said of `No player` (a constant ability) or the draw made (a triggered one)
    found = parsed(tmp_path, capsys, cards(
        "No player can draw cards.", "Neither player can draw cards.", "No player can play more than 1 event each round.",
        "No minion can be defeated.", "When Revealed: No player may draw cards or play events this round."))
    assert [effects(card) for card in found] == [
        [("prohibit", "No player")], [("prohibit", "Neither player")], [("prohibit", "No player")],
        [("prohibit", "No minion")], [("prohibit", "No player")]]
    target = found[0]["abilities"][0]["effects"][0]["effects"][0]["target"]
    assert (target["noun"], target["quantity"]) == ("player", "each")   # (none of them: each is forbidden)


def test_subjects_neither_and_nor_join_are_each_forbidden(tmp_path, capsys):
    (card,) = parsed(tmp_path, capsys, cards("Neither the villain nor a minion can attack you."))
    (effect,) = [e for s in card["abilities"][0]["effects"] for e in s["effects"]]
    assert effect["kind"] == "prohibit"
    assert [(t["noun"], t["text"]) for t in effect["targets"]] == [("villain", "Neither the villain"),
                                                                    ("minion", "a minion")]


def test_a_negating_subject_with_no_modal_does_nothing(tmp_path, capsys):
    # was the opposite: the draw made by each player, the damage dealt to both, since the negating subjects were read
    found = parsed(tmp_path, capsys, cards("When Revealed: No player draws 1 card this round.",
                                           "Neither the villain nor Night Owl takes 1 damage.",
                                           "No minion takes damage this round."))
    assert [effects(card) for card in found] == [[("prohibit", "No player")], [("prohibit", "Neither the villain")],
                                                 [("prohibit", "No minion")]]
    assert [t["text"] for t in found[1]["abilities"][0]["effects"][0]["effects"][0]["targets"]] == [
        "Neither the villain", "Night Owl"]


def test_a_limiting_subject_restricts(tmp_path, capsys):
    # `No more than 1 player can attack this card`: was `allow` said of `No more than 1 player`
    found = parsed(tmp_path, capsys, cards("No more than 1 player can attack this card.",
                                           "Only 1 player can thwart this scheme each round.",
                                           "Only the first player can do this."))
    assert [effects(card) for card in found] == [[("restrict", "No more than 1 player")],
                                                 [("restrict", "Only 1 player")],
                                                 [("users", "Only the first player")]]
    target = found[0]["abilities"][0]["effects"][0]["effects"][0]["target"]
    assert (target["noun"], target["quantity"], target["count"]) == ("player", "up_to", 1)


def test_japanese_negating_subject_forbids_as_before(tmp_path, capsys):
    (card,) = parsed(tmp_path, capsys, "テスト計画（サイドスキーム）\nどのプレイヤーもカードを引くことができない。\n")
    assert [kind for kind, _ in effects(card)] == ["prohibit"]


@pytest.mark.slow   # (a 10,000-clause input, timed: the heavy tier)
def test_a_negating_subject_is_read_in_linear_time(tmp_path, capsys):
    # a sentence of 10,000 clauses opening with `No` and no modal near any: each is looked at over a few words
    text = "When Revealed: " + ", ".join(["no player draws a card"] * 10_000) + ", draw 1 card."
    with time_bound(10):
        parsed(tmp_path, capsys, cards(text))


# ---- a bare verb ending in a double `s` --------------------------------------------------------------------

def test_a_bare_verb_in_ss_is_governed_by_the_negation(tmp_path, capsys):
    # `pass` was taken for a verb in the third person: a pass made beside the prohibition
    found = parsed(tmp_path, capsys, cards("You cannot draw or pass the first player token.",
                                           "When Revealed: Do not draw or pass the first player token.",
                                           "When Revealed: The villain does not attack and passes the first player "
                                           "token."))
    assert [[kind for kind, _ in effects(card)] for card in found] == [["prohibit"], ["prohibit"], ["prohibit", "pass"]]


# ---- a time clause opening a sentence ----------------------------------------------------------------------

def test_an_opening_time_clause_makes_no_effect(tmp_path, capsys):
    # its verb was an attack said of `When the villain`, `Each time a minion`, `Each time you`
    found = parsed(tmp_path, capsys, cards(
        "When Revealed: When the villain attacks this round, deal 1 damage to it, draw 1 card, and discard 1 card.",
        "When Revealed: Each time a minion attacks you, deal 1 damage to it, draw 1 card, and discard 1 card.",
        "Response: Each time you attack, you can draw 1 card."))
    assert [[kind for kind, _ in effects(card)] for card in found] == [
        ["deal_damage", "draw", "discard"], ["deal_damage", "draw", "discard"], ["draw"]]
    assert effects(found[2]) == [("draw", "you")]


@pytest.mark.slow   # (a 10,000-clause input, timed: the heavy tier)
def test_an_opening_time_clause_is_read_in_linear_time(tmp_path, capsys):
    text = "When Revealed: When " + " and ".join(["the villain attacks"] * 10_000) + ", draw 1 card."
    with time_bound(10):
        (card,) = parsed(tmp_path, capsys, cards(text))
    assert [kind for kind, _ in effects(card)] == ["draw"]


# ---- `as well as` joining targets ---------------------------------------------------------------------------

def test_as_well_as_joins_targets(tmp_path, capsys):
    # only the first target was kept (`the villain`, targets [])
    found = parsed(tmp_path, capsys, cards(
        "When Revealed: Deal 1 damage to the villain as well as each minion.",
        "When Revealed: Remove 1 threat from the main scheme as well as each side scheme.",
        "When Revealed: Heal 3 damage from the villain as well."))
    targets = [[t["text"] for t in card["abilities"][0]["effects"][0]["effects"][0]["targets"]] for card in found]
    assert targets == [["the villain", "each minion"], ["the main scheme", "each side scheme"], []]
    assert effects(found[2]) == [("heal", "the villain")]


def test_as_well_as_before_a_verb_or_an_amount_joins_effects(tmp_path, capsys):
    # the draw and the second amount were taken for targets (`draw 1 card`, `1 threat from each side scheme`)
    found = parsed(tmp_path, capsys, cards(
        "Deal 1 damage to the villain as well as draw 1 card.",
        "Remove 1 threat from the main scheme as well as 1 threat from each side scheme."))
    assert [effects(card) for card in found] == [
        [("deal_damage", "the villain"), ("draw", None)],
        [("remove_threat", "the main scheme"), ("remove_threat", "each side scheme")]]
    assert found[0]["abilities"][0]["effects"][0]["effects"][0]["targets"] == []
    (negated,) = parsed(tmp_path, capsys, cards("You cannot attack as well as thwart."))
    assert effects(negated) == [("prohibit", "You")]   # (a verb the negation governs: no thwart made)


def test_japanese_joined_effects_as_before(tmp_path, capsys):
    (card,) = parsed(tmp_path, capsys, "テスト計画（サイドスキーム）\nヴィランに1ダメージを与え、カードを1枚引く。\n")
    assert [kind for kind, _ in effects(card)] == ["deal_damage", "draw"]


def test_japanese_targets_joined_by_to_as_before(tmp_path, capsys):
    (card,) = parsed(tmp_path, capsys, "テスト（トレチャリー）\n公開時：悪役と各ミニオンに1ダメージを与える。\n")
    assert [t["text"] for t in card["abilities"][0]["effects"][0]["effects"][0]["targets"]] == ["悪役", "各ミニオン"]


@pytest.mark.slow   # (a 10,000-clause input, timed: the heavy tier)
def test_as_well_as_is_read_in_linear_time(tmp_path, capsys):
    text = "When Revealed: Deal 1 damage to the villain" + " as well as the villain" * 10_000 + "."
    with time_bound(10):
        parsed(tmp_path, capsys, cards(text))


# ---- a status card given to several, and a stunned or confused one given ------------------------------------

def status_targets(card: dict) -> tuple:
    (effect,) = [e for s in card["abilities"][0]["effects"] for e in s["effects"]]
    return (effect["kind"], effect["target"]["text"], [t["text"] for t in effect["targets"]],
            [t["text"] for t in effect["one_of"]])


def test_a_status_card_given_to_targets_after_it_goes_to_each(tmp_path, capsys):
    # `to each minion and the villain`: only `each minion` was kept; a stunned one given was a `give` to no one
    found = parsed(tmp_path, capsys, cards(
        "Hero Action: Give a tough status card to each minion and the villain.",
        "Hero Action: Give a tough status card to each minion or the villain.",
        "Hero Action: Give a stunned status card to the villain.",
        "Hero Action: Give the villain and each minion a confused status card.",
        "Hero Action: Place a tough status card on the villain and each minion."))
    assert [status_targets(card) for card in found] == [
        ("tough", "each minion", ["each minion", "the villain"], []),
        ("tough", "each minion", [], ["each minion", "the villain"]),
        ("stun", "the villain", [], []),
        ("confuse", "the villain", ["the villain", "each minion"], []),
        ("tough", "the villain", ["the villain", "each minion"], [])]


def test_japanese_stunned_and_confused_status_cards_given(tmp_path, capsys):
    # were text (MC125); a tough one given was read already
    found = parsed(tmp_path, capsys, "テスト1（イベント）\nヒーローアクション：悪役にスタン状態カードを1枚与える。\n\n"
                                     "テスト2（イベント）\nヒーローアクション：悪役と各ミニオンに混乱状態カードを1枚与える。\n\n"
                                     "テスト3（イベント）\nヒーローアクション：各ミニオンと悪役にタフ状態カードを1枚与える。\n")
    assert [status_targets(card) for card in found] == [
        ("stun", "悪役", [], []), ("confuse", "悪役", ["悪役", "各ミニオン"], []),
        ("tough", "各ミニオン", ["各ミニオン", "悪役"], [])]


# ---- a permission of several verbs --------------------------------------------------------------------------

def test_a_permission_covers_every_verb_its_modal_governs(tmp_path, capsys):
    # the second verb was an action of the constant ability (`thwart`, `discard`), made by `--resolve`
    found = parsed(tmp_path, capsys, cards(
        "Any player can attack or thwart this card.", "You can draw 1 card and discard 1 card.",
        "Your hero can attack this minion and can thwart this scheme.",
        "Any player can attack this card and then draws 1 card."))
    assert [effects(card) for card in found] == [
        [("allow", "Any player")], [("allow", "You")], [("allow", "Your hero")],
        [("allow", "Any player"), ("draw", "Any player")]]
    first = found[0]["abilities"][0]["effects"][0]
    assert first["effects"][0]["text"] == "Any player can attack or thwart this card." and not first["choice"]


def test_a_japanese_permission_of_two_verbs_is_said_of_its_subject(tmp_path, capsys):
    # one permission already; its subject was lost (the first verb's, in its joining form `でき、`)
    found = parsed(tmp_path, capsys, "テスト1（アップグレード）\nあなたのヒーローはこのミニオンを攻撃でき、このスキームを阻止できる。\n\n"
                                     "テスト2（アップグレード）\nどのプレイヤーもこのカードを攻撃でき、阻止できる。\n")
    assert [effects(card) for card in found] == [[("allow", "あなたのヒーロー")], [("allow", "どのプレイヤー")]]


# ---- a Japanese limit that says `のみ` ----------------------------------------------------------------------

def test_japanese_only_in_a_leading_phrase_restricts_nothing(tmp_path, capsys):
    # `1ラウンドに1回のみ、…できる` was `restrict` with no limit; English `Once per round, you can draw 1 card.` is `allow`
    # limited to once a round
    japanese, english, form, only = parsed(tmp_path, capsys, (
        "テスト1（アップグレード）\n1ラウンドに1回のみ、あなたはカードを1枚引くことができる。\n\n"
        "Test 2 (Upgrade)\nOnce per round, you can draw 1 card.\n\n"
        "テスト3（アップグレード）\nヒーロー形態のみ、あなたはカードを1枚引くことができる。\n\n"
        "テスト4（アップグレード）\nこのミニオンは攻撃からのみダメージを受けることができる。\n"))
    assert [kind for kind, _ in effects(japanese)] == [kind for kind, _ in effects(english)] == ["allow"]
    limits = [{k: card["abilities"][0]["limit"][k] for k in ("scope", "count")} for card in (japanese, english)]
    assert limits == [{"scope": "round", "count": 1}] * 2
    assert japanese["abilities"][0]["limit"]["text"] == "1ラウンドに1回のみ"   # (as written)
    assert [kind for kind, _ in effects(form)] == ["allow"] and [kind for kind, _ in effects(only)] == ["restrict"]


# ---- the most counters a card may hold ------------------------------------------------------------------------

def test_a_counter_cap_names_its_counter_alone(tmp_path, capsys):
    # Japanese: the counter was `このカードのスキル`, `このカードの上の`; English `Max 3 counters here.` was text (MC125)
    found = parsed(tmp_path, capsys, (
        "テスト1（アップグレード）\nこのカードのスキルカウンターは最大3個まで。\n\n"
        "テスト2（アップグレード）\nこのカードの上のカウンターは最大3個まで。\n\n"
        "テスト3（アップグレード）\nここに置けるスキルカウンターは最大2個。\n\n"
        "Test 4 (Upgrade)\nMax 3 counters here.\n\nTest 5 (Upgrade)\nMax 3 skill counters here.\n"))
    read = [[(e["kind"], e["amount"], e["counters"]) for s in card["abilities"][0]["effects"] for e in s["effects"]]
            for card in found]
    assert read == [[("restrict", 3, "スキル")], [("restrict", 3, None)], [("restrict", 2, "スキル")],
                    [("restrict", 3, None)], [("restrict", 3, "skill")]]


# ---- a declined `may` whose comma is left out before `then` ---------------------------------------------------

def test_a_declining_if_before_then_is_the_condition(tmp_path, capsys):
    # `If you don't then you take 1 damage.` was text (MC114): the declining words were not followed by a comma
    found = parsed(tmp_path, capsys, cards(
        "When Revealed: You may discard a card. If you don't then you take 1 damage.",
        "When Revealed: You may discard a card. If you do not then take 1 damage.",
        "When Revealed: You may discard a card. If you do not, then take 1 damage."))
    for card in found:
        first, second = card["abilities"][0]["effects"]
        assert second["condition"] in ("If you don't", "If you do not")
        assert [(e["kind"], e["amount"]) for e in second["effects"]] == [("take_damage", 1)]
        assert second["effects"][0]["target"]["noun"] == "you"


def test_a_declining_if_before_a_bare_then_is_mc114(tmp_path, capsys):
    # `If you don't then.`: `then` with nothing after it was taken for the condition's end (only MC125 kept it)
    for text, condition in (("Hero Action: You may discard a card. If you don't then.", "If you don't then"),
                            ("アクション：カードを1枚捨ててもよい。そうしない場合。", "そうしない場合")):
        (ability,), diagnostics = read(text)
        assert [d.code for d in diagnostics] == ["MC114"]
        assert ability.effects[-1].condition == condition


def test_japanese_declined_may_as_before(tmp_path, capsys):
    (card,) = parsed(tmp_path, capsys, "テスト（トレチャリー）\n公開時：あなたはカードを1枚捨ててもよい。そうしない場合、1ダメージを受ける。\n")
    second = card["abilities"][0]["effects"][1]
    assert second["condition"] == "そうしない場合" and [e["kind"] for e in second["effects"]] == ["take_damage"]


def test_a_second_status_card_given_with_its_verb_left_out(tmp_path, capsys):
    # `… and each minion a stunned status card`: the stun was lost in the tough's words
    english, other, japanese = parsed(tmp_path, capsys, (
        "Test 1 (Event)\nHero Action: Give the villain a tough status card and each minion a stunned status card.\n\n"
        "Test 2 (Event)\nHero Action: Give the villain a tough status card and a minion a confused status card, then "
        "draw 1 card.\n\n"
        "テスト3（イベント）\nヒーローアクション：悪役にタフ状態カードを1枚与え、各ミニオンにスタン状態カードを1枚与える。\n"))
    assert effects(english) == [("tough", "the villain"), ("stun", "each minion")]
    assert effects(other) == [("tough", "the villain"), ("confuse", "a minion"), ("draw", None)]
    assert effects(japanese) == [("tough", "悪役"), ("stun", "各ミニオン")]   # (as before)


def test_a_second_status_card_placed_or_given_with_its_target_after_it(tmp_path, capsys):
    # `… and a stunned status card on each minion` was taken for a second target of the tough: the stun was lost
    placed, given = parsed(tmp_path, capsys, cards(
        "Place a tough status card on the villain and a stunned status card on each minion.",
        "Give a tough status card to the villain and a confused status card to each minion."))
    assert effects(placed) == [("tough", "the villain"), ("stun", "each minion")]
    assert effects(given) == [("tough", "the villain"), ("confuse", "each minion")]


def test_a_governed_may_makes_no_sentence_optional(tmp_path, capsys):
    # `No player may …` made both sentences optional (the player's choice): the damage was not dealt by --resolve
    negated, comma, japanese = parsed(tmp_path, capsys, cards(
        "When Revealed: No player may draw cards this round. Deal 1 damage to Night Owl.",
        "When Revealed: Until the end of the round, no player may draw cards. Deal 1 damage to Night Owl.")
        + "\nテスト2（サイドスキーム）\n公開時：どのプレイヤーもこのラウンドにカードを引くことができない。悪役に1ダメージを与える。\n")
    for card in (negated, comma, japanese):
        assert [s["optional"] for s in card["abilities"][0]["effects"]] == [False, False]
        assert [kind for kind, _ in effects(card)] == ["prohibit", "deal_damage"]
    assert comma["abilities"][0]["effects"][0]["effects"][0]["target"]["quantity"] == "each"


def test_a_japanese_permission_is_not_lent_to_a_later_subject_of_its_own(tmp_path, capsys):
    # `…攻撃でき、ボブは…阻止できる`: the thwart is Bob's, but the whole was one allow said of あなた
    (card,) = parsed(tmp_path, capsys, "テスト計画（サイドスキーム）\nあなたはこのミニオンを攻撃でき、ボブはこのスキームを阻止できる。\n")
    assert "あなた" not in [target for _, target in effects(card)]
    assert "".join(e["text"] for s in card["abilities"][0]["effects"] for e in s["effects"]).count("ボブ") == 1
    (joined,) = parsed(tmp_path, capsys, "テスト計画（サイドスキーム）\nあなたはこのミニオンを攻撃でき、このスキームを阻止できる。\n")
    assert effects(joined) == [("allow", "あなた")]   # (no subject of its own: the first verb's, as before)


def test_a_restriction_then_a_comma_and_a_verb_is_the_next_action(tmp_path, capsys):
    # `, and discard 1 card` after `can only …` is what to do next (the discard was lost in the restriction since
    # 9e999d8f); a list the restriction names stays its own (`can only attack or thwart`)
    found = parsed(tmp_path, capsys, cards(
        "When Revealed: You can only attack this minion this round, and discard 1 card.",
        "You can only attack or thwart this minion.", "Only 1 player can attack, thwart, and defend."))
    assert [effects(card) for card in found] == [[("restrict", "You"), ("discard", None)], [("restrict", "You")],
                                                 [("restrict", "Only 1 player")]]


def test_a_prohibition_then_a_comma_and_a_verb_is_the_next_action(tmp_path, capsys):
    # `, and discard 1 card` after `cannot …` was lost in the prohibition (one prohibit); a list it names stays its own
    found = parsed(tmp_path, capsys, cards(
        "You cannot attack this minion, and discard 1 card.", "You cannot thwart, attack, and defend.",
        "When Revealed: No player may draw cards this round, and each player discards 1 card."))
    assert [effects(card) for card in found] == [[("prohibit", "You"), ("discard", None)], [("prohibit", "You")],
                                                 [("prohibit", "No player"), ("discard", "each player")]]
    (japanese,) = parsed(tmp_path, capsys, "テスト計画（サイドスキーム）\nあなたはこのミニオンを攻撃できず、カードを1枚捨てる。\n")
    assert effects(japanese) == [("prohibit", "あなた"), ("discard", None)]


def test_a_second_status_card_with_no_target_of_its_own_is_the_firsts_targets(tmp_path, capsys):
    # `… and a stunned status card.`: the stun was lost in the tough's words (one tough effect)
    given, placed = parsed(tmp_path, capsys, cards(
        "Give the villain a tough status card and a stunned status card.",
        "Place a tough status card on the villain and a confused status card."))
    assert effects(given) == [("tough", "the villain"), ("stun", "the villain")]
    assert effects(placed) == [("tough", "the villain"), ("confuse", "the villain")]
    (japanese,) = parsed(tmp_path, capsys, "テスト計画（サイドスキーム）\n悪役にタフ状態カードを与え、スタン状態カードを与える。\n")
    assert effects(japanese) == [("tough", "悪役"), ("stun", "悪役")]   # (the stun was given to no one)


def test_more_than_one_status_card_is_their_number(tmp_path, capsys):
    # `Place 2 confused status cards on the villain` was a put of nothing, `Give your hero 2 tough status cards` a
    # give of nothing, `悪役に混乱状態カードを2枚置く` text
    found = parsed(tmp_path, capsys, cards(
        "Place 2 confused status cards on the villain.", "Give your hero 2 tough status cards.",
        "Give the villain a tough status card and 2 stunned status cards.", "Place a stunned status card on the villain.")
        + "\nテスト4（サイドスキーム）\n悪役に混乱状態カードを2枚置く。\n")
    read = [[(e["kind"], e["target"]["text"], e["amount"]) for s in card["abilities"][0]["effects"] for e in s["effects"]]
            for card in found]
    assert read == [[("confuse", "the villain", 2)], [("tough", "your hero", 2)],
                    [("tough", "the villain", None), ("stun", "the villain", 2)], [("stun", "the villain", None)],
                    [("confuse", "悪役", 2)]]


def test_as_well_as_joins_a_subjects_second_verb(tmp_path, capsys):
    # `Each player takes 1 damage as well as draws 1 card.` lost the damage (one draw of no one), as `and` reads it;
    # Japanese `各プレイヤーは1ダメージを受け、カードを1枚引く` drew the card for no one
    found = parsed(tmp_path, capsys, cards("Each player takes 1 damage as well as draws 1 card.",
                                           "Each player takes 1 damage and draws 1 card.")
                   + "\nテスト2（サイドスキーム）\n各プレイヤーは1ダメージを受け、カードを1枚引く。\n"
                   + "\nテスト3（サイドスキーム）\n悪役は準備状態になり、カードを1枚引く。\n")
    assert [effects(card) for card in found] == [
        [("take_damage", "Each player"), ("draw", "Each player")], [("take_damage", "Each player"), ("draw", "Each player")],
        [("take_damage", "各プレイヤー"), ("draw", "各プレイヤー")], [("ready", "悪役"), ("draw", None)]]


def test_a_possessed_plural_subjects_first_verb_is_its_own(tmp_path, capsys):
    # `Rapido's attacks gain ranged and deal indirect damage.` lost the gain (one deal over the whole); Japanese
    # `悪役の攻撃は遠隔を得る` was text (`…の攻撃` was no target)
    found = parsed(tmp_path, capsys, cards("Rapido's attacks gain ranged and deal indirect damage.",
                                           "Your allies get +1 ATK and deal 1 damage to the villain.")
                   + "\nテスト2（サイドスキーム）\n悪役の攻撃は遠隔を得る。\n")
    assert [[kind for kind, _ in effects(card)] for card in found] == [["gain", "deal_damage"], ["modify", "deal_damage"],
                                                                       ["gain"]]
    assert effects(found[0])[0] == ("gain", "Rapido's attacks")
    assert effects(found[2]) == [("gain", "悪役の攻撃")]
    assert [k["id"] for k in found[2]["abilities"][0]["effects"][0]["effects"][0]["keywords"]] == ["ranged"]


def test_an_opening_time_clause_is_the_sentences_condition(tmp_path, capsys):
    # `When the villain attacks this round, deal 1 damage to it.` had no condition: --resolve dealt it at once; a
    # delayed effect is done at the time it names (`While …`: as long as it holds); `Until …` is a lasting effect, done
    # now; `Each time … this way` counts what the ability did. Japanese `…した時、` was text
    found = parsed(tmp_path, capsys, cards(
        "Action: Draw 1 card. When the villain attacks this round, deal 1 damage to it.",
        "Boost: After this activation ends, shuffle this card into the encounter deck.",
        "Action: Ready your hero. While you are in hero form, draw 1 card.",
        "Action: Until the end of the round, each minion gets +1 ATK.",
        "When Revealed: Discard 2 cards. Each time a minion is discarded this way, take 1 damage.")
        + "\nテスト5（サイドスキーム）\nアクション：カードを1枚引く。悪役が攻撃した時、悪役に1ダメージを与える。\n"
        + "\nテスト6（サイドスキーム）\nアクション：カードを1枚引く。その後、悪役に1ダメージを与える。\n")
    conditions = [[s["condition"] for s in card["abilities"][0]["effects"]] for card in found]
    assert conditions == [[None, "When the villain attacks this round"], ["After this activation ends"],
                          [None, "While you are in hero form"], [None], [None, None], [None, "悪役が攻撃した時"], [None, None]]
    assert [kind for kind, _ in effects(found[5])] == ["draw", "deal_damage"]


def test_another_cards_name_is_a_target_in_any_case_and_in_japanese(tmp_path, capsys):
    # `to bob, agent of hydra and the villain` was no target (a lower-case name was no target word); Japanese
    # `ボブ、ヒドラの工作員に` was text (the file's card names were not given to the Japanese target reader)
    found = parsed(tmp_path, capsys, "Bob, Agent of Hydra (Minion)\nGuard.\n\n"
                   "Test 1 (Event)\nAction: Deal 2 damage to bob, agent of hydra and the villain.\n\n"
                   "ボブ、ヒドラの工作員（ミニオン）\nガード。\n\n"
                   "テスト3（イベント）\nヒーローアクション：ボブ、ヒドラの工作員に2ダメージを与える。\n")
    (english,) = [e for s in found[1]["abilities"][0]["effects"] for e in s["effects"]]
    assert [(t["noun"], t["text"]) for t in english["targets"]] == [("named", "bob, agent of hydra"),
                                                                    ("villain", "the villain")]
    assert effects(found[3]) == [("deal_damage", "ボブ、ヒドラの工作員")]
    assert found[3]["abilities"][0]["effects"][0]["effects"][0]["target"]["noun"] == "named"


def test_do_all_of_the_above_names_no_card(tmp_path, capsys):
    # `[wild] — Do all of the above.` was `resolve` said of a card named `Do`
    found = parsed(tmp_path, capsys, cards("[wild] — Do all of the above.", "[wild] — All of the above.")
                   + "\nテスト2（サイドスキーム）\n[wild] — 上記すべてを解決する。\n")
    assert [effects(card) for card in found] == [[("resolve", None)]] * 3


def test_costs_of_threat_removed_damage_dealt_and_a_card_returned(tmp_path, capsys):
    # each was a cost of text (`Remove 1 threat from the main scheme →`, `Deal your hero 1 damage →`, Japanese
    # `メインスキームから脅威を1個取り除く →`), or in the words of the cost before it (`Exhaust Redwing, return him …`)
    found = parsed(tmp_path, capsys, cards(
        "Action: Remove 1 threat from the main scheme → draw 1 card.", "Action: Deal your hero 1 damage → draw 1 card.",
        "Action: Exhaust Redwing, return him to your hand, and discard 1 card → draw 1 card.")
        + "\nテスト3（サイドスキーム）\nアクション：メインスキームから脅威を1個取り除く → カードを1枚引く。\n"
        + "\nテスト4（サイドスキーム）\nアクション：レッドウィングを消耗し、あなたの手札に戻し、カードを1枚捨てる → カードを1枚引く。\n")
    costs = [[(c["kind"], c["amount"], c["what"]) for c in card["abilities"][0]["costs"]] for card in found]
    assert costs == [[("remove_threat", 1, "the main scheme")], [("deal_damage", 1, "your hero")],
                     [("exhaust", None, "Redwing"), ("return", None, "him"), ("discard", 1, "card")],
                     [("remove_threat", 1, "メインスキーム")],
                     [("exhaust", None, "レッドウィング"), ("return", None, None), ("discard", 1, "カード")]]


def test_what_an_additional_cost_pays_for_is_no_action(tmp_path, capsys):
    # `As an additional cost for a player to attack, thwart, or defend, …` was a thwart (the verb after the list's
    # comma), the discard lost; one verb (`… to attack, you must discard …`) was read as now
    found = parsed(tmp_path, capsys, cards(
        "As an additional cost for a player to attack, thwart, or defend, that player must discard 1 card.",
        "As an additional cost for Wonder Man to attack, you must discard 1 card from your hand.")
        + "\nテスト2（サイドスキーム）\nプレイヤーが攻撃、阻止、または防御するための追加コストとして、そのプレイヤーはカードを1枚捨てる。\n")
    assert [effects(card) for card in found[:2]] == [[("discard", "that player")], [("discard", "you")]]
    assert "thwart" not in [kind for kind, _ in effects(found[2])]


def test_an_additional_costs_list_is_read_in_linear_time(tmp_path, capsys):
    text = "As an additional cost to attack" + ", defend" * 10_000 + ", you must discard 1 card."
    with time_bound(10):
        (card,) = parsed(tmp_path, capsys, cards(text))
    assert effects(card) == [("discard", "you")]


def test_only_after_the_verb_or_shika_restricts(tmp_path, capsys):
    # `can attack only Stryfe` was `allow` (what the subject may do, not all it may); Japanese `…しか攻撃できない` was text
    found = parsed(tmp_path, capsys, cards(
        "Hope Summers can attack only Stryfe and can thwart only this scheme.", "You can thwart only this scheme.",
        "Any player can attack this card.")
        + "\nテスト3（サイドスキーム）\nあなたはこのミニオンしか攻撃できない。\n"
        + "\nテスト4（サイドスキーム）\nあなたはカードを1枚しか引けない。\n")
    assert [effects(card) for card in found] == [
        [("restrict", "Hope Summers")], [("restrict", "You")], [("allow", "Any player")], [("restrict", "あなた")],
        [("text", None)]]   # (a count before しか: an amount at most, as before)


def test_a_japanese_prohibitions_subject_with_mo_is_each_forbidden(tmp_path, capsys):
    # `どのプレイヤーも…できない` was a prohibition said of no one; as English `No player can draw cards`: each player
    (card, english) = parsed(tmp_path, capsys, "テスト計画（サイドスキーム）\nどのプレイヤーもカードを引くことができない。\n\n"
                             + cards("No player can draw cards."))
    assert effects(card) == [("prohibit", "どのプレイヤー")]
    target, said = (c["abilities"][0]["effects"][0]["effects"][0]["target"] for c in (card, english))
    assert (target["noun"], target["quantity"]) == (said["noun"], said["quantity"]) == ("player", "each")


def test_a_gain_of_a_signed_stat_is_a_stat_changed(tmp_path, capsys):
    # `Your allies gain +1 ATK` was a gain of no keyword (`get +1 ATK` a stat changed); Japanese `を得る` as before
    found = parsed(tmp_path, capsys, cards("Your allies gain +1 ATK.", "Your hero gains -1 THW until the end of the round.",
                                           "Your allies gain retaliate 1.")
                   + "\nテスト3（サイドスキーム）\nあなたの味方は攻撃力+1を得る。\n")
    assert [effects(card) for card in found] == [[("modify", "Your allies")], [("modify", "Your hero")],
                                                 [("gain", "Your allies")], [("modify", "あなたの味方")]]


def test_a_condition_before_the_costs_and_counters_exhausted(tmp_path, capsys):
    # the condition was a cost of text; `Exhaust 2 fatigue counters` an exhaust of a card named so
    found = parsed(tmp_path, capsys, cards(
        "Action: If you are in [[Tiny]] hero form, exhaust Army of Ants → deal 1 damage to an enemy.",
        "Action: Exhaust 2 fatigue counters → draw 1 card.")
        + "\nテスト2（サイドスキーム）\nアクション：あなたが[[タイニー]]ヒーロー形態なら、このカードを消耗する → 敵1体に1ダメージを与える。\n"
        + "\nテスト3（サイドスキーム）\nアクション：疲労カウンターを2個消耗する → カードを1枚引く。\n")
    costs = [[(c["kind"], c["amount"], c["what"], c["text"]) for c in card["abilities"][0]["costs"]] for card in found]
    assert costs == [
        [("condition", None, None, "If you are in [[Tiny]] hero form"), ("exhaust", None, "Army of Ants", "exhaust Army of Ants")],
        [("remove_counters", 2, "fatigue", "Exhaust 2 fatigue counters")],
        [("condition", None, None, "あなたが[[タイニー]]ヒーロー形態なら"), ("exhaust", None, "このカード", "このカードを消耗する")],
        [("remove_counters", 2, "疲労", "疲労カウンターを2個消耗する")]]


def test_japanese_do_all_of_the_above_resolves(tmp_path, capsys):
    # `上記のすべてを行う` was text (English `Do all of the above.` and `上記すべてを解決する` resolve)
    found = parsed(tmp_path, capsys, cards("Do all of the above.")
                   + "\nテスト1（サイドスキーム）\n上記のすべてを行う。\n"
                   + "\nテスト2（サイドスキーム）\nカードを1枚引き、上記のすべてを行う。\n")
    assert [effects(card) for card in found] == [[("resolve", None)], [("resolve", None)],
                                                 [("draw", None), ("resolve", None)]]


def test_japanese_subjects_each_with_mo_are_each_forbidden(tmp_path, capsys):
    # `悪役もミニオンも攻撃できない` was a prohibit said of no one (English `Neither the villain nor a minion can attack`)
    found = parsed(tmp_path, capsys, cards("Neither the villain nor a minion can attack.")
                   + "\nテスト1（サイドスキーム）\n悪役もミニオンも攻撃できない。\n"
                   + "\nテスト2（サイドスキーム）\n悪役はあなたも攻撃できない。\n")
    (english,), (japanese,), (one,) = [[e for s in c["abilities"][0]["effects"] for e in s["effects"]] for c in found]
    assert [(t["noun"]) for t in english["targets"]] == [t["noun"] for t in japanese["targets"]] == ["villain", "minion"]
    assert (japanese["kind"], one["kind"], one["target"]["noun"], one["targets"]) == ("prohibit", "prohibit", "villain", [])


def test_japanese_totomoni_joins_a_subjects_second_verb(tmp_path, capsys):
    # `…受けるとともに、…` (as well as) was text; English `takes 1 damage as well as draws 1 card` read both
    found = parsed(tmp_path, capsys, cards("Each player takes 1 damage as well as draws 1 card.")
                   + "\nテスト1（サイドスキーム）\n各プレイヤーは1ダメージを受けるとともに、カードを1枚引く。\n")
    assert [effects(card) for card in found] == [[("take_damage", "Each player"), ("draw", "Each player")],
                                                 [("take_damage", "各プレイヤー"), ("draw", "各プレイヤー")]]


def test_japanese_own_act_done_before_the_next_is_done_first(tmp_path, capsys):
    # `カードを1枚捨ててから、…` (the te form and `から`: the sentence's own act, done first) was text; it is the discard,
    # then the draw, as English `Discard 1 card, then draw 2 cards.` (and `捨て、`) read it. (`捨てた後、` is a time
    # waited for, as `After you discard a card, …`: test_marvel_leftovers)
    found = parsed(tmp_path, capsys, cards("Discard 1 card, then draw 2 cards.")
                   + "\nテスト1（サイドスキーム）\nカードを1枚捨ててから、カードを2枚引く。\n"
                   + "\nテスト2（サイドスキーム）\nカードを1枚引いてから、敵1体に2ダメージを与える。\n")
    assert [effects(card) for card in found] == [[("discard", None), ("draw", None)],
                                                 [("discard", None), ("draw", None)],
                                                 [("draw", None), ("deal_damage", "敵1体")]]
    assert [s["condition"] for card in found for s in card["abilities"][0]["effects"]] == [None, None, None]


def test_japanese_done_after_in_the_middle_of_a_sentence_is_the_next_act(tmp_path, capsys):
    # `…引き、…捨てた後、…`: after the sentence's own act, the same doer's next one, done before the clause after it
    # (was draw, then text: conditions.sentence_condition takes `た後` only at a sentence's start); as English
    # `Draw 1 card, then discard 1 card, then …`. With a subject of its own it stays no act of the sentence's doer.
    found = parsed(tmp_path, capsys, cards("Draw 1 card, then discard 1 card, then deal 1 damage to the villain.")
                   + "\nテスト1（サイドスキーム）\nカードを1枚引き、カードを1枚捨てた後、悪役に1ダメージを与える。\n"
                   + "\nテスト2（サイドスキーム）\nカードを1枚引き、悪役が攻撃した後、悪役に1ダメージを与える。\n")
    assert [effects(card) for card in found][:2] == [[("draw", None), ("discard", None), ("deal_damage", "the villain")],
                                                     [("draw", None), ("discard", None), ("deal_damage", "悪役")]]
    assert [kind for kind, _ in effects(found[2])] == ["draw", "text"]


def test_japanese_delayed_after_keeps_a_clause_with_its_own_subject(tmp_path, capsys):
    # `悪役が攻撃した後、…`: another subject's act, a time waited for (English `After the villain attacks, …`)
    (card,) = parsed(tmp_path, capsys, cards("悪役が攻撃した後、それに1ダメージを与える。"))
    (ability,) = card["abilities"]
    (sentence,) = ability["effects"]
    # (a constant ability opened by it is timed by it, `after`, as English `After the villain attacks, …` is: the time is
    # the ability's condition, no longer its sentence's)
    assert (ability["timing"], ability["condition"]["text"]) == ("after", "悪役が攻撃した後")
    assert (sentence["condition"], [e["kind"] for e in sentence["effects"]]) == (None, ["deal_damage"])
