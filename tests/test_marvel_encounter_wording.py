"""Wording of the encounter cards (villains, minions, treacheries, attachments, schemes) that the newer scenario
packs print and statblock misread.

Every card text here is made up in the printed style; none is copied from the card data.
"""

from __future__ import annotations

import pytest

from statblock.rulesets.marvel_champions.language import read_paragraph

from test_marvel_language import card as _card


def card(text: str, name: str = "Test Brute", kind: str = "minion"):
    """A card whose paragraphs are the lines of `text` (`test_marvel_language.card`, a minion by default)."""
    return _card(text, name=name, kind=kind)


def one(text: str, **options):
    """(the ability, diagnostics) of one paragraph that holds one ability."""
    source = card(text, **options)
    abilities, diagnostics = read_paragraph(source.paragraphs[0], source)
    assert len(abilities) == 1, abilities
    return abilities[0], diagnostics


def effects(ability):
    return [effect for sentence in ability.effects for effect in sentence.effects]


# ---- a subject pronoun is no card's name ---------------------------------------------------------

@pytest.mark.parametrize("text, kind", [
    ("Forced Response: After Test Brute is attacked, give him a tough status card. He cannot be attacked again "
     "this phase.", "prohibit"),
    ("When Revealed: Find Test Ally and reveal her. She schemes.", "scheme"),
    ("When Revealed: If Test Brute is in play, he attacks you.", "attack"),
    # the Japanese side: 彼, 彼女, 彼ら were no target (`彼にタフ状態カードを1枚与える。` was text)
    ("強制レスポンス：テストブルートが攻撃された後、彼にタフ状態カードを1枚与える。", "tough"),
    ("公開時：彼女は計画を進める。", "scheme"),
    ("公開時：彼らはあなたを攻撃する。", "attack"),
])
def test_he_or_she_as_a_subject_is_the_pronoun_not_a_card_named_so(text, kind):
    # `He cannot be attacked …` was read as a card named `He` (`noun: named`), which no state holds: the pronoun is the
    # card the sentence is about, as `him`, `her`, `it` are
    ability, diagnostics = one(text)
    last = effects(ability)[-1]
    assert (last.kind, last.target.noun, last.target.quantity) == (kind, "it", "the")
    assert not diagnostics


# ---- `can have`/`can control` are permissions, `can only` a restriction: neither is an action ------

@pytest.mark.parametrize("text, kind, noun", [
    ("Test Brute can have any number of tough status cards.", "allow", "this"),   # (as before)
    ("This minion can only take damage from events.", "restrict", "minion"),
    ("You can only spend [physical] resources to pay for this card.", "restrict", "you"),
    ("The villain cannot attack allies.", "prohibit", "villain"),                  # (as before)
    # the Japanese side: `できる` after a verb was text
    ("悪役は味方を攻撃できる。", "allow", "villain"),
    ("悪役は攻撃できない。", "prohibit", "villain"),                                  # (as before)
    # a permission given to others (no trigger): was the attack made, by any player; the Japanese had no subject
    ("Any player can attack this card.", "allow", "player"),
    ("Any player can deal damage to Test Brute.", "allow", "player"),
    ("どのプレイヤーもこのカードを攻撃できる。", "allow", "player"),
    # `can only` in Japanese (`のみ` in a permission): was allow
    ("このミニオンは攻撃からのみダメージを受けることができる。", "restrict", "minion"),
])
def test_can_before_a_verb_is_a_permission_and_can_only_a_restriction(text, kind, noun):
    # `Any player can attack this card …` was an attack made (by any player), `can only take damage` damage taken:
    # `--resolve` would do them; a permission or a restriction is a rule, never an action
    ability, diagnostics = one(text, name="Test Brute", kind="attachment")
    [effect] = effects(ability)
    assert (effect.kind, effect.target.noun) == (kind, noun)
    assert not diagnostics


@pytest.mark.parametrize("text", [
    "Response: After you defeat a minion, you can deal 1 damage to the villain.",
    "Response: After you defeat a minion, you may deal 1 damage to the villain.",
])
def test_can_before_an_effect_of_a_triggered_ability_is_that_effect(text):
    # (a bare `can` read as a permission, `allow`, lost the damage: the review of the session's change)
    ability, _ = one(text)
    assert [effect.kind for effect in effects(ability)] == ["deal_damage"]


# ---- a card's name that holds a comma is one card, wherever the text writes it ----------------------

BOB = "Bob, Agent of Hydra (Minion)\nATK 1 · SCH 1 · HP 2\nWhen Revealed: Draw 1 card.\n\n"


def _file_effects(text: str, card: int = 1):
    """The effects of each ability of the `card`th card of a native file `text` (read as a whole: the file's names)."""
    from statblock.pipeline import read_text

    result = read_text("cards.champions", text)
    return [(ability, effects(ability)) for ability in result.statblocks[card].abilities]


@pytest.mark.parametrize("line, targets", [
    ("Hero Action: Deal 2 damage to Bob, Agent of Hydra.", ["Bob, Agent of Hydra"]),
    ("Hero Action: Deal 2 damage to the villain and Bob, Agent of Hydra.", ["the villain", "Bob, Agent of Hydra"]),
    ("Hero Action: Bob, Agent of Hydra gets +1 ATK.", ["Bob, Agent of Hydra"]),
    # the name written in another case is still the name, its comma no list's
    ("Hero Action: Deal 2 damage to BOB, AGENT OF HYDRA and the villain.", ["BOB, AGENT OF HYDRA", "the villain"]),
])
def test_another_cards_name_with_a_comma_is_one_target(line, targets):
    # `Bob` and `Agent of Hydra` were two cards: the name's comma was blanked in its own card's trigger condition
    # alone, and case-sensitively
    [(_, [effect])] = _file_effects(BOB + "Test Shot (Event)\n" + line + "\n")
    assert [target.text for target in (effect.targets or (effect.target,))] == targets
    assert all(target.noun == "named" for target in (effect.targets or (effect.target,)) if target.text != "the villain")


@pytest.mark.parametrize("line, condition, kind", [
    ("Forced Response: After Bob, Agent of Hydra schemes, draw 1 card.", "After Bob, Agent of Hydra schemes", "draw"),
    ("Hero Action: If Bob, Agent of Hydra is in play, draw 1 card.", "If Bob, Agent of Hydra is in play", "draw"),
    ("Forced Response: After bob, agent of hydra schemes, draw 1 card.", "After bob, agent of hydra schemes", "draw"),
    # the Japanese side (a guard: read so before): the name's `、` ends no condition
    ("強制レスポンス：ボブ、ヒドラの工作員が計画を進めた後、カードを1枚引く。", "ボブ、ヒドラの工作員が計画を進めた後", "draw"),
])
def test_a_condition_never_ends_inside_a_cards_name(line, condition, kind):
    text = BOB + "ボブ、ヒドラの工作員（ミニオン）\n攻撃 1 · 計画 1 · 体力 2\n\nTest Shot (Event)\n" + line + "\n"
    [(ability, [effect])] = _file_effects(text, card=2)
    said = ability.condition.text if ability.condition is not None else ability.effects[0].condition
    assert (said, effect.kind) == (condition, kind)


@pytest.mark.parametrize("line, noun", [
    ("When Revealed: Deal 1 damage to Bob, Agent of Hydra and the villain.", "this"),
    # the Japanese side (a guard: read so before)
    ("公開時：ボブ、ヒドラの工作員と悪役に1ダメージを与える。", "this"),
])
def test_the_cards_own_name_with_a_comma_is_this_card(line, noun):
    name = "ボブ、ヒドラの工作員" if "公開時" in line else "Bob, Agent of Hydra"
    ability, _ = one(line, name=name)
    [effect] = effects(ability)
    assert [target.noun for target in effect.targets] == [noun, "villain"]


# ---- a status card given to several, `each` ------------------------------------------------------

@pytest.mark.parametrize("text, targets", [
    # (one target named `the villain and Test Thug each`, Test Thug lost; `each` was part of the target's words)
    ("Action: Give the villain and Test Thug each a tough status card.", [("villain", "the villain"),
                                                                           ("named", "Test Thug")]),
    ("Action: Give up to 3 characters each a tough status card.", [("character", "up to 3 characters")]),
    # the Japanese side: `それぞれ` after whom it is given to was text
    ("アクション：悪役と各ミニオンにそれぞれタフ状態カードを1枚与える。", [("villain", "悪役"), ("minion", "各ミニオン")]),
    ("アクション：最大3体のキャラクターにそれぞれタフ状態カードを1枚与える。", [("character", "最大3体のキャラクター")]),
])
def test_a_status_card_given_to_each_of_several_is_given_to_each(text, targets):
    ability, diagnostics = one(text)
    [effect] = effects(ability)
    assert effect.kind == "tough"
    assert [(target.noun, target.text) for target in (effect.targets or (effect.target,))] == targets
    assert not diagnostics


@pytest.mark.parametrize("text, kind, noun", [
    # a status card placed on a character is that status (was a put, its target lost)
    ("Action: Place a confused status card on the villain.", "confuse", "villain"),
    ("Action: Place 1 stunned status card on each minion engaged with you.", "stun", "minion"),
    ("Action: Place a tough status card on your hero.", "tough", "hero"),
    # the Japanese side (was text)
    ("アクション：悪役に混乱状態カードを1枚置く。", "confuse", "villain"),
    ("アクション：あなたと交戦している各ミニオンにスタン状態カードを1枚置く。", "stun", "minion"),
    ("アクション：あなたのヒーローにタフ状態カードを置く。", "tough", "hero"),
])
def test_a_status_card_placed_on_a_character_is_that_status(text, kind, noun):
    ability, diagnostics = one(text)
    [effect] = effects(ability)
    assert (effect.kind, effect.target.noun) == (kind, noun)
    assert not diagnostics


@pytest.mark.parametrize("text, kind, noun", [
    # a selector after the noun: its words kept in the target's, its noun read (a guard: read so before)
    ("When Revealed: The player with the fewest cards in hand draws 1 card.", "draw", "player"),
    ("When Revealed: Place 2 threat on the side scheme with the least threat.", "place_threat", "side_scheme"),
    # the Japanese side, the selector before the noun: was text
    ("公開時：手札が最も少ないプレイヤーはカードを1枚引く。", "draw", "player"),
    ("公開時：脅威が最も少ないサイド計画に脅威を2個置く。", "place_threat", "side_scheme"),
])
def test_a_target_chosen_by_the_most_or_least_is_its_noun(text, kind, noun):
    ability, diagnostics = one(text, kind="treachery")
    [effect] = effects(ability)
    assert (effect.kind, effect.target.noun, effect.target.quantity) == (kind, noun, "the")
    assert not diagnostics


@pytest.mark.parametrize("text, amount, counters", [
    # counters placed `here` are on this card (was no target); `put` them is placing them (was a put of nothing)
    ("Action: Place 2 web counters here.", 2, "web"),
    ("Action: Spend X [energy] resources → put X energy counters here.", None, "energy"),
    # the Japanese side (a guard: read so before)
    ("アクション：ここにウェブカウンターを2個置く。", 2, "ウェブ"),
    ("アクション：X個の[energy]リソースを支払う → ここにエネルギーカウンターをX個置く。", None, "エネルギー"),
])
def test_counters_placed_or_put_here_are_on_this_card(text, amount, counters):
    ability, diagnostics = one(text, kind="upgrade")
    [effect] = effects(ability)
    assert (effect.kind, effect.amount, effect.counters, effect.target.noun) == ("place_counters", amount, counters, "this")
    assert not diagnostics


@pytest.mark.parametrize("text, amount, counters", [
    # the most counters this card may hold: a restriction with its amount and counter (was text, MC125)
    ("Max 3 skill counters here.", 3, "skill"),
    ("Maximum 2 charge counters on this card.", 2, "charge"),
    ("スキルカウンターは最大3個まで。", 3, "スキル"),
    ("ここに置けるスキルカウンターは最大3個。", 3, "スキル"),
])
def test_the_most_counters_a_card_may_hold_is_a_restriction_on_it(text, amount, counters):
    ability, diagnostics = one(text, kind="upgrade")
    [effect] = effects(ability)
    assert (effect.kind, effect.amount, effect.counters, effect.target.noun) == ("restrict", amount, counters, "this")
    assert not diagnostics


# ---- removing a card from the game and dealing an encounter card are costs ------------------------

@pytest.mark.parametrize("text, costs", [
    ("Alter-Ego Action: Deal the first player 1 encounter card → discard this card.",
     [("deal_card", 1, "the first player")]),
    ("Action: Remove this card from the game → draw 3 cards.", [("remove_from_game", None, "this card")]),
    # (the removal was part of the exhaust's words)
    ("Alter-Ego Action: Exhaust Test Hero and remove this obligation from the game → draw 1 card.",
     [("exhaust", None, "Test Hero"), ("remove_from_game", None, "this obligation")]),
    ("Action: Deal yourself an encounter card and spend a [energy] resource → draw 1 card.",
     [("deal_card", 1, "yourself"), ("spend", 1, None)]),
    ("Action: Deal it to yourself as a facedown encounter card → draw 1 card.", [("deal_card", None, "yourself")]),
    # the Japanese side
    ("分身アクション：遭遇カードを1枚スタートプレイヤーに配る → このカードを捨てる。", [("deal_card", 1, "スタートプレイヤー")]),
    ("アクション：このカードをゲームから取り除く → カードを3枚引く。", [("remove_from_game", None, "このカード")]),
    # a card put into play or tucked as the price: were costs of text
    ("Action: Put a minion into play → draw 1 card.", [("put", None, "a minion")]),
    ("Action: Exhaust this card and tuck an ally from your hand under Test Brute → draw 1 card.",
     [("exhaust", None, "this card"), ("tuck", None, "an ally from your hand")]),
    ("アクション：ミニオン1体を場に出す → カードを1枚引く。", [("put", None, "ミニオン1体")]),
    ("アクション：このカードを消耗し、手札の味方1枚をテストブルートの下に差し込む → カードを1枚引く。",
     [("exhaust", None, "このカード"), ("tuck", None, "手札の味方1枚")]),
    ("分身アクション：テストヒーローを消耗し、この義務をゲームから取り除く → カードを1枚引く。",
     [("exhaust", None, "テストヒーロー"), ("remove_from_game", None, "この義務")]),
    # facedown, either language (the Japanese `裏向きで` was a cost of text, MC110: the review of the session's change)
    ("Action: Deal yourself 1 facedown encounter card → draw 1 card.", [("deal_card", 1, "yourself")]),
    ("アクション：遭遇カードを1枚あなたに裏向きで配る → カードを1枚引く。", [("deal_card", 1, "あなた")]),
])
def test_removing_from_the_game_and_dealing_an_encounter_card_are_typed_costs(text, costs):
    ability, diagnostics = one(text, kind="obligation")
    assert [(cost.kind, cost.amount, cost.what) for cost in ability.costs] == costs
    assert not diagnostics


@pytest.mark.parametrize("text", [
    # `discard pile` is no discard: the search was cut in two, `discard pile for a minion and put it …` a discard cost
    "Hero Action: Search the encounter deck and discard pile for a minion and put it into play engaged with you → "
    "draw 2 cards.",
    # the Japanese side: the put, how it enters before `場に` (was a cost of text)
    "ヒーローアクション：遭遇デッキと捨て札からミニオン1体を探し、それをあなたと交戦状態で場に出す → カードを2枚引く。",
])
def test_a_search_of_the_discard_pile_is_no_discard_and_the_put_after_it_a_cost(text):
    ability, _ = one(text, kind="ally")
    assert [cost.kind for cost in ability.costs] == ["text", "put"]


# ---- threat placed or removed with its amount said after it keeps its scheme ----------------------

@pytest.mark.parametrize("text, kind, noun", [
    ("When Revealed: Place threat on the main scheme equal to that minion's SCH.", "place_threat", "main_scheme"),
    ("Hero Action: Remove threat from a scheme equal to your hero's THW.", "remove_threat", "scheme"),
    ("When Revealed: Place threat here equal to the number of players.", "place_threat", "this"),
    ("When Revealed: Place 2 threat on the main scheme.", "place_threat", "main_scheme"),   # (as before)
    # the Japanese side: an amount said by what it equals was text
    ("公開時：メイン計画にプレイヤーの人数に等しい数の脅威を置く。", "place_threat", "main_scheme"),
    ("公開時：ここに脅威をプレイヤーの人数に等しい数置く。", "place_threat", "this"),
    ("ヒーローアクション：スキームからあなたの阻止力に等しい数の脅威を取り除く。", "remove_threat", "scheme"),
])
def test_threat_with_its_amount_said_after_it_keeps_its_scheme(text, kind, noun):
    # the scheme was lost (no target), the counted reading wanting a number before `threat`, as damage's does not
    ability, diagnostics = one(text, kind="side_scheme")
    [effect] = effects(ability)
    assert (effect.kind, effect.target.noun) == (kind, noun)
    assert not diagnostics


# ---- a digit between the letters of a word is a slip of typing (MC130) ----------------------------

@pytest.mark.parametrize("text, word, guess", [
    ("When Revealed: Each minion engage3d with you activates against you.", "engage3d", "engaged"),
    ("Forced Response: After Test Brute attacks, dis4card the top card of your deck.", "dis4card", "discard"),
])
def test_a_digit_inside_a_word_is_reported_with_the_word_without_it(text, word, guess):
    # `Each minion engage3d with you` was the target, with nothing said
    source = card(text)
    _, diagnostics = read_paragraph(source.paragraphs[0], source)
    [found] = [d for d in diagnostics if d.code == "MC130"]
    assert found.severity.value == "warning"
    assert (found.span.line, found.span.column) == (2, text.index(word) + 1)
    assert guess in str(found.suggestion)


@pytest.mark.parametrize("text", [
    "When Revealed: Deal 3 damage to each minion.",
    "Attach to Test Brute. Test Brute gets +2 ATK.",
    "When Revealed: Find the Mark V Armor and the 3D Printer and attach them to Test Brute.",
    "When Revealed: Give Tabula Rasa 16 to the first player.",
    "When Revealed: Discard the top card (the agent47 card) of your deck.",   # (in parentheses: not read)
])
def test_digits_apart_from_letters_or_leading_are_no_slip(text):
    source = card(text)
    _, diagnostics = read_paragraph(source.paragraphs[0], source)
    assert "MC130" not in [d.code for d in diagnostics]


@pytest.mark.slow
@pytest.mark.parametrize("text, name", [
    # each cost's shape was tried to the text's end at every `and` (quadratic: 8,000 `remove a and` took 11 s, 16,000 four times that)
    ("Hero Action: " + "remove a and " * 16000 + "remove a → draw 1 card.", "Test Hero"),
    ("Hero Action: " + "deal x and " * 8000 + "deal x → draw 1 card.", "Test Hero"),
    # the card's own name, with a comma, blanked in a text rebuilt once per time it is written (quadratic)
    ("Forced Response: After " + "A, B " * 120000 + "enters play, draw 1 card.", "A, B"),
], ids=["remove", "deal", "own-name"])
def test_long_costs_and_names_are_read_in_bounded_time(text, name):
    from bounds import time_bound

    with time_bound(4):
        one(text, name=name)


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_names_commas_are_blanked_in_time_linear_in_the_text():
    # the bound above passed on the quadratic code too (a text rebuilt at each name, 120,000 times, within 4 s on a
    # quiet machine): four times the names must take about four times as long (quadratic: sixteen)
    from bounds import cpu_seconds

    from statblock.rulesets.marvel_champions.names import comma_names, name_commas_blanked

    found = comma_names("A, B")
    sizes = [cpu_seconds(lambda: name_commas_blanked(text, found, text.lower()), repeat=3)
             for text in ("After " + "A, B " * count + "enters play" for count in (10_000, 40_000))]
    assert sizes[1] < 8 * sizes[0], sizes
    assert name_commas_blanked("To A, B, c", found) == "To A_ B, c"   # (each name's commas, no other's)
