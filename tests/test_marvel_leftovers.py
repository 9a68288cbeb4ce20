"""Marvel Champions readings left by earlier sessions, each read as the rules say in English and in Japanese, the two
languages to the same JSON (`read_as` leaves out the words). Card texts made up in the printed style."""

from __future__ import annotations

import pytest

from bounds import time_bound
from builders import champions_cards
from test_marvel_japanese import effects_json
from test_marvel_japanese_typed import read_as


def kinds(text: str) -> list[list[str]]:
    """The kinds of the effects of each sentence of `text`."""
    found, _ = read_as(text)
    return [[effect["kind"] for effect in effects] for _, _, effects in found]


# ---- objects of one Japanese verb joined by `と` ----------------------------------------------------------------

JOINED = [
    # (the stunned card was lost: the whole clause was text)
    ("アクション：悪役にタフ状態カードとスタン状態カードを与える。",
     "Action: Give the villain a tough status card and a stunned status card.", ["tough", "stun"]),
    # (the keyword was lost: text in Japanese, in English a stat changed alone)
    ("アクション：あなたのヒーローは防御力-1と報復1を得る。", "Action: Your hero gets -1 DEF and retaliate 1.",
     ["modify", "gain"]),
    ("アクション：あなたのヒーローは防御力-1と報復1を得る。", "Action: Your hero gains -1 DEF and retaliate 1.",
     ["modify", "gain"]),
    ("アクション：各ミニオンは攻撃力+1と計画力+1とガードと不屈を得る。",
     "Action: Each minion gets +1 ATK, +1 SCH, and guard and stalwart.", ["modify", "gain"]),
    # (a list of three: the later two were lost in English, or read as a target, `a stunned status card and`)
    ("アクション：悪役にタフ状態カード、スタン状態カード、混乱状態カードを与える。",
     "Action: Give the villain a tough status card, a stunned status card, and a confused status card.",
     ["tough", "stun", "confuse"]),
    ("アクション：悪役にタフ状態カードとスタン状態カードと混乱状態カードを与える。",
     "Action: Give the villain a tough status card and a stunned status card and a confused status card.",
     ["tough", "stun", "confuse"]),
    # (the other way round: the stat was lost in English, and `報復1と攻撃力+1` gave no keyword in Japanese)
    ("アクション：あなたのヒーローは報復1と攻撃力+1を得る。", "Action: Your hero gains retaliate 1 and +1 ATK.",
     ["gain", "modify"]),
]


@pytest.mark.parametrize("japanese, english, expected", JOINED, ids=[j for j, _, _ in JOINED])
def test_objects_joined_before_one_verb_are_each_read(japanese, english, expected):
    assert kinds(english) == [expected]
    assert read_as(japanese) == read_as(english)
    (_, _, effects), = read_as(english)[0]
    assert all(effect["target"] == effects[0]["target"] is not None for effect in effects)   # each the same one's


JOINED_KINDS = [
    # (objects of different kinds: the later one was given to no one, and `--resolve` left the damage by hand)
    ("アクション：悪役に2ダメージとスタン状態カードを与える。",
     "Action: Deal 2 damage to the villain and give the villain a stunned status card.", ["deal_damage", "stun"]),
    ("アクション：悪役にスタン状態カードと2ダメージを与える。",
     "Action: Give the villain a stunned status card and deal 2 damage to the villain.", ["stun", "deal_damage"]),
    ("アクション：悪役に2間接ダメージとタフ状態カードを与える。",
     "Action: Deal 2 indirect damage to the villain and give the villain a tough status card.", ["deal_damage", "tough"]),
    ("アクション：悪役に2ダメージ、スタン状態カードを与える。",
     "Action: Deal 2 damage to the villain and give the villain a stunned status card.", ["deal_damage", "stun"]),
]


@pytest.mark.parametrize("japanese, english, expected", JOINED_KINDS, ids=[j for j, _, _ in JOINED_KINDS])
def test_objects_of_different_kinds_share_their_target(japanese, english, expected):
    assert kinds(japanese) == kinds(english) == [expected]
    assert read_as(japanese) == read_as(english)
    (_, _, effects), = read_as(japanese)[0]
    assert [effect["target"]["noun"] for effect in effects] == ["villain", "villain"]


GAPPED = [
    # (a verb said once for two clauses, at the end of the second: the first clause was text, the villain's cards lost)
    ("アクション：悪役にスタン状態カードと混乱状態カードを、各ミニオンにタフ状態カードを与える。",
     "Action: Give the villain a stunned status card and a confused status card, and each minion a tough status card.",
     [("stun", "villain"), ("confuse", "villain"), ("tough", "minion")]),
    ("アクション：悪役に2ダメージを、各ミニオンに1ダメージを与える。",
     "Action: Deal 2 damage to the villain and 1 damage to each minion.",
     [("deal_damage", "villain"), ("deal_damage", "minion")]),
    ("アクション：悪役を、各ミニオンをスタン状態にする。", "Action: Stun the villain and stun each minion.",
     [("stun", "villain"), ("stun", "minion")]),
    ("アクション：悪役にスタン状態カードを、各ミニオンにタフ状態カードを与え、カードを1枚引く。",
     "Action: Give the villain a stunned status card and each minion a tough status card, and draw 1 card.",
     [("stun", "villain"), ("tough", "minion"), ("draw", None)]),
]


@pytest.mark.parametrize("japanese, english, expected", GAPPED, ids=[j for j, _, _ in GAPPED])
def test_a_clause_reads_the_verb_the_next_one_says_for_both(japanese, english, expected):
    (_, _, effects), = read_as(japanese)[0][0:1]
    assert [(e["kind"], (e["target"] or {}).get("noun")) for e in effects] == expected
    assert read_as(japanese) == read_as(english)


def test_a_clause_with_no_verb_whose_borrowed_verb_fits_nothing_stays_text():
    # (no guess: `歌を歌う` fits no shape, so the clause before it is no effect either)
    assert kinds("アクション：悪役にスタン状態カードを、歌を歌う。") == [["text"]]


@pytest.mark.slow   # (a 5,000–10,000-clause input, timed: the heavy tier)
def test_clauses_waiting_for_a_verb_are_read_in_bounded_time():
    waiting = "アクション：" + "悪役にスタン状態カードを、" * 10_000 + "各ミニオンにタフ状態カードを与える。"
    pairs = "アクション：" + "悪役にスタン状態カードを、各ミニオンにタフ状態カードを与え、" * 5_000 + "カードを1枚引く。"
    with time_bound(20):
        assert kinds(waiting) == [["text"]]   # (no clause but the last has a verb to lend: no guess)
        assert kinds(pairs) == [["stun", "tough"] * 5_000 + ["draw"]]


def test_a_later_object_shares_no_target_the_first_lacks():
    # (a subject, no target: the keyword is the hero's as before, and no target is made up for it)
    (_, _, (changed, given)), = read_as("アクション：あなたのヒーローは防御力-1と報復1を得る。")[0]
    assert changed["target"] == given["target"] and given["target"]["noun"] == "hero"


LISTED_TARGETS = [
    # (a later card after a target of its own: the whole was one tough card, to `the villain a stunned … and each minion`)
    ("アクション：悪役にスタン状態カードと混乱状態カードを与え、各ミニオンにタフ状態カードを与える。",
     "Action: Give the villain a stunned status card, a confused status card, and each minion a tough status card.",
     [("stun", "villain"), ("confuse", "villain"), ("tough", "minion")]),
    # (a card alone after it: to the target before it)
    ("アクション：悪役にスタン状態カードを与え、各ミニオンにタフ状態カードと混乱状態カードを与える。",
     "Action: Give the villain a stunned status card, each minion a tough status card, and a confused status card.",
     [("stun", "villain"), ("tough", "minion"), ("confuse", "minion")]),
]


@pytest.mark.parametrize("japanese, english, expected", LISTED_TARGETS, ids=[e for _, e, _ in LISTED_TARGETS])
def test_a_list_of_status_cards_with_a_later_target_gives_each_its_own(japanese, english, expected):
    (_, _, effects), = read_as(english)[0]
    assert [(effect["kind"], effect["target"]["noun"]) for effect in effects] == expected
    assert read_as(japanese) == read_as(english)


@pytest.mark.slow   # (a 5,000–10,000-clause input, timed: the heavy tier)
def test_a_list_of_status_cards_is_read_in_bounded_time():
    text = "Action: Give the villain a stunned status card" + ", each minion a tough status card" * 10_000 + "."
    with time_bound(10):   # (past the ellipsis limit no list is looked for: one effect, as before)
        assert len(kinds(text)) == 1 and "text" not in kinds(text)[0]


def test_a_stat_changed_and_a_keyword_keeps_the_keyword():
    (_, _, (changed, given)), = read_as("Action: Your hero gets -1 DEF and retaliate 1.")[0]
    assert [(k["id"], k["value"]) for k in given["keywords"]] == [("retaliate", 1)]
    assert changed["keywords"] == []


def test_targets_joined_by_to_stay_one_effect():
    # (`と` between targets, not objects: one effect on both, as before)
    assert kinds("アクション：ヒーローと悪役に2ダメージを与える。") == [["deal_damage"]]
    assert kinds("アクション：悪役にタフ状態カードとスタンを与える。") == [["text"]]   # (`スタン` is no object: kept)


def test_objects_joined_are_read_in_bounded_time():
    text = "アクション：悪役に" + "と".join(["タフ状態カード"] * 10_000) + "を与える。"
    with time_bound(10):
        assert kinds(text) == [["text"]]   # (no card joins so many: kept as written)


# ---- damage said of its kind (`間接ダメージを与える`, as `deal indirect damage`) ---------------------------------------

QUALIFIED = [
    # (the second clause was text, and with it the whole sentence: the gain was lost too)
    ("悪役の攻撃は遠隔を得て、間接ダメージを与える。", "The villain's attacks gain ranged and deal indirect damage.",
     ["gain", "deal_damage"]),
    ("アクション：悪役に2間接ダメージを与える。", "Action: Deal 2 indirect damage to the villain.", ["deal_damage"]),
    # (a possessor of any words: the English gain was lost, and `Your hero's attacks` named no target)
    ("あなたのヒーローの攻撃は遠隔を得て、間接ダメージを与える。", "Your hero's attacks gain ranged and deal indirect damage.",
     ["gain", "deal_damage"]),
    ("各ミニオンの攻撃は遠隔を得て、間接ダメージを与える。", "Each minion's attacks gain ranged and deal indirect damage.",
     ["gain", "deal_damage"]),
    ("あなたのヒーローの攻撃は遠隔を得る。", "Your hero's attacks gain ranged.", ["gain"]),
    ("アクション：1防御不能ダメージを受ける。", "Action: Take 1 unpreventable damage.", ["take_damage"]),
]


@pytest.mark.parametrize("japanese, english, expected", QUALIFIED, ids=[j for j, _, _ in QUALIFIED])
def test_damage_said_of_its_kind_reads_as_the_english(japanese, english, expected):
    assert kinds(english) == [expected]
    assert read_as(japanese) == read_as(english)


def test_a_possessed_subject_is_read_in_bounded_time():
    # (the attacks of attacks are no one's: no target, and no recursion into each owner)
    with time_bound(10):
        assert kinds("Your hero" + "'s attacks" * 5_000 + " gain ranged.") == [["gain"]]
        assert kinds("Your " + "hero's " * 10_000 + "attacks gain ranged and deal indirect damage.")[0][-1] == "deal_damage"


def test_damage_with_no_amount_and_no_kind_stays_text():
    # (`ダメージを与える` alone is no counted effect, as before)
    assert kinds("アクション：ダメージを与える。") == [["text"]]


def test_a_possessive_apostrophe_after_s_is_read_as_s_apostrophe_s():
    # `Angus' attacks gain ranged` was an attack made against `Angus'`; `Angus's attacks …` a gain of the card's own
    bare, _ = effects_json("Angus' attacks gain ranged this round.", kind="ally", name="Angus")
    spelt, _ = effects_json("Angus's attacks gain ranged this round.", kind="ally", name="Angus")
    curly, _ = effects_json("Angus’ attacks gain ranged this round.", kind="ally", name="Angus")
    assert bare == spelt == curly
    assert [(e["kind"], e["target"]["noun"]) for e in bare[0][2]] == [("gain", "this")]


OWNED_ATTACKS = [
    # (kind of card, English, Japanese, the owner's noun): `its`/`his` attacks were a gain of no one, `her attacks` the
    # pronoun's on any card; the owner is the target before it in the sentence, else the card itself when it is a
    # character, else the pronoun (`it`: a person names it)
    ("minion", "Its attacks gain ranged.", "それの攻撃は遠隔を得る。", "this"),
    ("villain", "While a minion is in play, his attacks gain piercing.", "ミニオンが場にある間、彼の攻撃は貫通を得る。",
     "this"),
    ("ally", "This round, her attacks gain overkill.", "このラウンド中、彼女の攻撃はオーバーキルを得る。", "this"),
    ("upgrade", "Its attacks gain ranged.", "それの攻撃は遠隔を得る。", "it"),
    ("upgrade", "The villain gets +1 ATK and its attacks gain ranged.", "悪役は攻撃力+1を得て、それの攻撃は遠隔を得る。",
     "villain"),
    ("minion", "Your hero gets +1 ATK and his basic attacks gain piercing.",
     "あなたのヒーローは攻撃力+1を得て、彼の攻撃は貫通を得る。", "hero"),
    # (an owner can attack and agrees in number, the sentence before may name it: these were the villain's own, the
    # ally card's own, the scheme's and the villain's own)
    ("villain", "When Revealed: Each minion gets +1 ATK. Their attacks gain piercing.",
     "公開時：各ミニオンは攻撃力+1を得る。彼らの攻撃は貫通を得る。", "minion"),
    ("ally", "Action: Ready an ally you control. Its attacks gain piercing.",
     "アクション：あなたがコントロールする味方1体を準備状態にする。それの攻撃は貫通を得る。", "ally"),
    ("hero", "Remove 1 threat from the main scheme and its attacks gain ranged.",
     "メイン計画から脅威を1個取り除き、それの攻撃は遠隔を得る。", "it"),
    ("villain", "Their attacks gain piercing.", "彼らの攻撃は貫通を得る。", "it"),
]


@pytest.mark.parametrize("kind, english, japanese, owner", OWNED_ATTACKS, ids=[e for _, e, _, _ in OWNED_ATTACKS])
def test_a_pronouns_attacks_are_the_attacks_of_what_it_points_to(kind, english, japanese, owner):
    assert [e["target"]["noun"] for e in read_alike(english, japanese, kind) if e["kind"] == "gain"] == [owner]


def test_the_cards_own_attacks_are_this_card_in_japanese_too():
    # `ラピッドの攻撃` on Rapido was another card's attacks (named) where `Rapido's attacks` is this card's
    japanese, _ = effects_json("ラピッドの攻撃は遠隔を得て、間接ダメージを与える。", kind="minion", name="ラピッド")
    english, _ = effects_json("Rapido's attacks gain ranged and deal indirect damage.", kind="minion", name="Rapido")
    assert japanese == english
    assert japanese[0][2][0]["target"]["noun"] == "this"


# ---- a card's name with a comma in a list of targets (`ボブ、ヒドラの工作員と悪役に`) -----------------------------

def targets_of(card: dict) -> list[tuple]:
    """(kind, amount, [(noun, quantity) of each target]) of each effect of the card's only ability."""
    (ability,) = card["abilities"]
    return [(e["kind"], e["amount"], [(t["noun"], t["quantity"]) for t in e["targets"]])
            for sentence in ability["effects"] for e in sentence["effects"]]


def test_a_name_with_a_comma_in_a_list_of_targets_is_one_target(tmp_path, capsys):
    # (the Japanese was text: `ボブ、ヒドラの工作員` was no target in a list, its comma a cut)
    found = champions_cards(tmp_path, capsys, "\n\n".join([
        "Bob, Agent of Hydra (Ally)", "ボブ、ヒドラの工作員（味方）",
        "Test (Side Scheme)\nWhen Revealed: Deal 2 damage to Bob, Agent of Hydra and the villain.",
        "テスト計画（サイドスキーム）\n公開時：ボブ、ヒドラの工作員と悪役に2ダメージを与える。",
        "テスト計画2（サイドスキーム）\n公開時：悪役、ボブ、ヒドラの工作員、各ミニオンに2ダメージを与える。"]) + "\n")
    english, japanese, listed = (targets_of(card) for card in found[2:])
    assert english == japanese == [("deal_damage", 2, [("named", "the"), ("villain", "the")])]
    assert listed == [("deal_damage", 2, [("villain", "the"), ("named", "the"), ("minion", "each")])]
    assert [t["text"] for t in found[3]["abilities"][0]["effects"][0]["effects"][0]["targets"]] == [
        "ボブ、ヒドラの工作員", "悪役"]


def test_a_name_with_a_comma_is_given_a_status_card(tmp_path, capsys):
    # (the Japanese was text: whom a status card is given to ran over no comma; the English read it)
    found = champions_cards(tmp_path, capsys, "\n\n".join([
        "Bob, Agent of Hydra (Ally)", "ボブ、ヒドラの工作員（味方）",
        "Test (Side Scheme)\nWhen Revealed: Give Bob, Agent of Hydra a tough status card.",
        "テスト計画（サイドスキーム）\n公開時：ボブ、ヒドラの工作員にタフ状態カードを与える。",
        "Test 2 (Side Scheme)\nWhen Revealed: Give Bob, Agent of Hydra and the villain a tough status card.",
        "テスト計画2（サイドスキーム）\n公開時：ボブ、ヒドラの工作員と悪役にタフ状態カードを与える。",
        "テスト計画3（サイドスキーム）\n公開時：悪役、各ミニオンにタフ状態カードを与える。"]) + "\n")
    english, japanese, english_two, japanese_two, listed = (targets_of(card) for card in found[2:])
    assert english == japanese == [("tough", None, [])]   # (one target: `target`, no list)
    assert [e["target"]["noun"] for card in found[2:4] for e in card["abilities"][0]["effects"][0]["effects"]] == [
        "named", "named"]
    assert found[3]["abilities"][0]["effects"][0]["effects"][0]["target"]["text"] == "ボブ、ヒドラの工作員"
    assert english_two == japanese_two == [("tough", None, [("named", "the"), ("villain", "the")])]
    assert listed == [("tough", None, [("villain", "the"), ("minion", "each")])]


def test_a_name_with_a_comma_no_card_holds_stays_text(tmp_path, capsys):
    # (no card of the file is so named: which words are the targets is not said, and no target is guessed)
    (card,) = champions_cards(tmp_path, capsys, "テスト計画（サイドスキーム）\n公開時：ボブ、ヒドラの工作員と悪役に2ダメージを与える。\n")
    assert [kind for kind, _, _ in targets_of(card)] == ["text"]


# ---- what an additional cost is paid for, in Japanese (`…ための追加コストとして、`) --------------------------------

ADDITIONAL = [
    # (both were text: the opening's verbs and commas were taken for clauses)
    ("プレイヤーが攻撃、阻止、または防御するための追加コストとして、そのプレイヤーはカードを1枚捨てる。",
     "As an additional cost for a player to attack, thwart, or defend, that player must discard 1 card.", ["discard"]),
    ("このスキームを阻止するための追加コストとして、2ダメージを受ける。",
     "As an additional cost to thwart this scheme, take 2 damage.", ["take_damage"]),
]


@pytest.mark.parametrize("japanese, english, expected", ADDITIONAL, ids=[j for j, _, _ in ADDITIONAL])
def test_an_additional_costs_opening_reads_as_the_english(japanese, english, expected):
    assert kinds(english) == [expected]
    assert read_as(japanese) == read_as(english)


def test_an_additional_costs_opening_is_read_in_bounded_time():
    text = "攻撃" + "、防御" * 10_000 + "するための追加コストとして、カードを1枚捨てる。"
    with time_bound(10):
        assert kinds(text) == [["discard"]]


# ---- a Japanese time clause opening a sentence, as the English one (a delayed effect) -------------------------------

def conditions(text: str) -> list[tuple]:
    """(whether it has a condition, the kinds of its effects) of each sentence of `text`'s one ability."""
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, _ = read_card(card(text, name="Test Hero", kind="hero"))
    (ability,) = compiled.to_json()["abilities"]
    return [(sentence["condition"] is not None, [e["kind"] for e in sentence["effects"]])
            for sentence in ability["effects"]]


DELAYED = [
    # (`…た時、` with no subject of its own: a time waited for, as `When you draw a card, …`; it was, and stays)
    ("アクション：カードを1枚引く。カードを引いた時、悪役に1ダメージを与える。",
     "Action: Draw 1 card. When you draw a card, deal 1 damage to the villain."),
    # (the three below were text, no condition: the damage said as words, never waited for)
    ("アクション：カードを1枚引く。このラウンド中、カードを引いた時、悪役に1ダメージを与える。",
     "Action: Draw 1 card. When you draw a card this round, deal 1 damage to the villain."),
    ("アクション：カードを1枚引く。カードを引くたびに、悪役に1ダメージを与える。",
     "Action: Draw 1 card. Each time you draw a card, deal 1 damage to the villain."),
    ("アクション：カードを1枚引く。カードを引く時、悪役に1ダメージを与える。",
     "Action: Draw 1 card. When you draw a card, deal 1 damage to the villain."),
    ("アクション：カードを1枚引く。悪役が攻撃するたびに、あなたの手札を1枚捨てる。",
     "Action: Draw 1 card. Each time the villain attacks, discard 1 card from your hand."),
    # (`…た後、` with no subject of its own, as `After you discard a card, …`: was read as the discard done first, then
    # the draw, while the English waited for a discard)
    ("アクション：カードを1枚引く。カードを1枚捨てた後、カードを2枚引く。",
     "Action: Draw 1 card. After you discard a card, draw 2 cards."),
    ("アクション：カードを1枚引く。カードを1枚捨てたあと、カードを2枚引く。",
     "Action: Draw 1 card. After you discard a card, draw 2 cards."),
]


@pytest.mark.parametrize("japanese, english", DELAYED, ids=[j for j, _ in DELAYED])
def test_a_japanese_opening_time_clause_is_delayed_as_the_english(japanese, english):
    assert conditions(japanese) == conditions(english)
    assert conditions(english)[0] == (False, ["draw"]) and conditions(english)[1][0]
    assert read_as(japanese) == read_as(english)


UNLESS = [
    # (`…でない限り、` opening a sentence was text, `--resolve` left it by hand; `Unless …, ` was judged)
    ("アクション：あなたがヒーロー形態でない限り、1ダメージを受ける。", "Action: Unless you are in hero form, take 1 damage."),
    ("アクション：あなたが分身形態でない限り、カードを1枚引く。", "Action: Unless you are in alter-ego form, draw 1 card."),
]


@pytest.mark.parametrize("japanese, english", UNLESS, ids=[j for j, _ in UNLESS])
def test_a_japanese_unless_opening_a_sentence_is_its_condition(japanese, english):
    assert conditions(japanese) == conditions(english) == [(True, conditions(english)[0][1])]
    assert "text" not in conditions(japanese)[0][1]
    assert read_as(japanese) == read_as(english)


def test_japanese_done_after_with_no_subject_is_a_time_waited_for():
    # (`…た後、` with no subject of its own is a time waited for, as English `After you discard a card this round, …`,
    # a time phrase before it or not; it was read as the discard done first, then the draw)
    english = conditions("Action: After you discard a card this round, draw 2 cards.")
    assert conditions("アクション：このラウンド中は、カードを1枚捨てた後、カードを2枚引く。") == english == [(True, ["draw"])]
    assert conditions("アクション：このラウンド中、悪役が攻撃した後、カードを2枚引く。") == [(True, ["draw"])]


# ---- unpreventable damage against a tough status card (`--resolve`) -----------------------------------------------

UNPREVENTABLE_CARDS = """# ruleset: marvel_champions
Night Owl (Hero)
ATK 2 · THW 2 · DEF 2 · HP 11 · Hand 5

Steel Jaw (Villain)
ATK 2 · SCH 1 · HP 14

Harbor Heist (Main Scheme)
Threat 6 · Target Threat 12

Hard Hit (Treachery)
When Revealed: Deal 3 unpreventable damage to the villain.

Hard Blow (Treachery)
公開時：悪役に3の防御不能ダメージを与える。

Soft Hit (Treachery)
When Revealed: Deal 3 damage to the villain.
"""


def resolved_villain(tmp_path, capsys, revealed: str) -> tuple[dict, list[str]]:
    """The villain (with a tough status card) after `revealed` is revealed, and the lines of its step."""
    import json

    from statblock import cli

    (tmp_path / "cards.champions").write_text(UNPREVENTABLE_CARDS, "utf-8")
    (tmp_path / "state.toml").write_text(
        'cards = ["cards.champions"]\nyou = "Kara"\n[villain]\ncard = "Steel Jaw"\nstatus = ["tough"]\n'
        f'[main_scheme]\ncard = "Harbor Heist"\n[[encounter]]\ncard = "{revealed}"\n'
        '[[players]]\nname = "Kara"\nhero = "Night Owl"\nform = "hero"\n', "utf-8")
    assert cli.main(["timing", str(tmp_path / "state.toml"), "--event", f"{revealed} is revealed", "--resolve",
                     "--format", "json"]) == 0
    step = json.loads(capsys.readouterr().out)["steps"][-1]
    return next(c for c in step["state"]["cards"] if c["name"] == "Steel Jaw"), step["lines"]


@pytest.mark.parametrize("revealed", ["Hard Hit", "Hard Blow"])
def test_unpreventable_damage_against_a_tough_status_card_is_left_by_hand(tmp_path, capsys, revealed):
    # (the tough status card prevented it and was discarded, in silence: seed 002 says nothing of which wins)
    villain, lines = resolved_villain(tmp_path, capsys, revealed)
    assert (villain["damage"], villain["statuses"]) == (0, ["tough"])
    assert len(lines) == 1 and lines[0].startswith("resolve by hand:") and "unpreventable" in lines[0]


def test_damage_of_no_kind_is_still_prevented_by_a_tough_status_card(tmp_path, capsys):
    villain, lines = resolved_villain(tmp_path, capsys, "Soft Hit")
    assert (villain["damage"], villain["statuses"]) == (0, [])
    assert lines == ["Steel Jaw's tough status card prevents the 3 damage and is discarded"]


def read_both(english: str, japanese: str, kind: str, names: tuple[str, str] = ("Test Card", "テストカード")):
    """`effects_json` of an English text and of its Japanese, on a card of `kind` named in each language."""
    return effects_json(english, kind=kind, name=names[0])[0], effects_json(japanese, kind=kind, name=names[1])[0]


def read_alike(english: str, japanese: str, kind: str, names: tuple[str, str] = ("Test Card", "テストカード")) -> list[dict]:
    """The effects of an English text on a card of `kind`, each sentence's in turn, once its Japanese (`read_both`) is
    shown to read to the same."""
    read_english, read_japanese = read_both(english, japanese, kind, names)
    assert read_japanese == read_english
    return [effect for _, _, effects in read_english for effect in effects]


# ---- a time phrase after the subject's `は` (`それの攻撃はこのラウンド中遠隔を得る`) --------------------------------

TIME_IN_THE_MIDDLE = [
    # (the time phrase between the subject and the rest: the whole was text, where the phrase opening it was read)
    ("ally", "それの攻撃はこのラウンド中遠隔を得る。", "Its attacks gain ranged this round."),
    ("hero", "悪役はこのラウンド中攻撃力+1を得る。", "The villain gets +1 ATK this round."),
    ("hero", "アクション：各ミニオンはこのターン中ガードを得る。", "Action: Each minion gains guard this turn."),
]


@pytest.mark.parametrize("kind, japanese, english", TIME_IN_THE_MIDDLE, ids=[j for _, j, _ in TIME_IN_THE_MIDDLE])
def test_a_time_phrase_after_the_subject_is_read_past_as_at_the_start(kind, japanese, english):
    read_english, read_japanese = read_both(english, japanese, kind)
    assert read_japanese == read_english
    assert "text" not in [e["kind"] for _, _, effects in read_japanese for e in effects]
    opening = japanese.replace("はこのラウンド中", "は").replace("はこのターン中", "は")
    moved = ("このラウンド中、" if "ラウンド" in japanese else "このターン中、") + opening
    if "：" in opening:
        head, rest = opening.split("：")
        moved = head + "：" + ("このターン中、" + rest)
    assert effects_json(moved, kind=kind, name="テストカード")[0] == read_japanese   # (the same as at the start)


def test_the_words_past_a_time_phrase_keep_their_place():
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, _ = read_card(card("悪役はこのラウンド中攻撃力+1を得る。", name="テストカード", kind="hero"))
    (effect,) = compiled.to_json()["abilities"][0]["effects"][0]["effects"]
    assert (effect["kind"], effect["target"]["text"]) == ("modify", "悪役")
    assert effect["text"] == "悪役はこのラウンド中攻撃力+1を得る。"   # (the phrase kept in its words)


def test_a_time_phrase_looked_for_in_bounded_time():
    with time_bound(10):
        assert kinds("悪役は" * 10_000 + "このラウンド中攻撃力+1を得る。") == [["text"]]


# ---- an attachment's `its attacks` are its host's (`Attach to an ally. Its attacks gain ranged.`) ----------------

ATTACHED_OWNERS = [
    # (the gain was the pronoun's, `it`, a person to name it: the sentence before says what it is attached to)
    ("Attach to an ally. Its attacks gain ranged.", "味方1体に装着する。それの攻撃は遠隔を得る。", "ally"),
    ("Attach to the villain. His attacks gain piercing.", "悪役に装着する。彼の攻撃は貫通を得る。", "villain"),
    ("Attach to a minion.\nIts attacks gain overkill.", "ミニオン1体に装着する。\nそれの攻撃はオーバーキルを得る。", "minion"),
]


@pytest.mark.parametrize("english, japanese, owner", ATTACHED_OWNERS, ids=[e for e, _, _ in ATTACHED_OWNERS])
def test_an_attachments_pronoun_attacks_are_its_hosts(english, japanese, owner):
    assert [e["target"]["noun"] for e in read_alike(english, japanese, "upgrade") if e["kind"] == "gain"] == [owner]


def test_a_pronouns_attacks_before_any_attach_stay_the_pronoun():
    # (no attach said before it: a person names it, as before)
    found, _ = effects_json("Its attacks gain ranged. Attach to an ally.", kind="upgrade", name="Test Card")
    assert [e["target"]["noun"] for _, _, effects in found for e in effects if e["kind"] == "gain"] == ["it"]


# ---- a Japanese head that names a mechanic of the card's own (`ヘルバウンド：…`), as English `Hellbound: …` ---------

MECHANIC_HEADS = [
    # (the Japanese was text, MC125 in `check`, where the English is MC116 and its damage read)
    ("ヘルバウンド：悪役に4ダメージを与える。", "Hellbound: Deal 4 damage to the villain."),
    ("ヘルバウンド：敵1体に4ダメージを与える。", "Hellbound: Deal 4 damage to an enemy."),
    ("フレンジー：カードを1枚引く。", "Frenzy: Draw 1 card."),
]


@pytest.mark.parametrize("japanese, english", MECHANIC_HEADS, ids=[j for j, _ in MECHANIC_HEADS])
def test_a_japanese_mechanics_name_before_a_colon_reads_as_the_english(japanese, english):
    read_japanese, codes_japanese = effects_json(japanese)
    read_english, codes_english = effects_json(english)
    assert read_japanese == read_english and codes_japanese == codes_english == ["MC116"]
    assert "text" not in [e["kind"] for _, _, effects in read_japanese for e in effects]


def test_a_mechanics_name_stays_in_the_sentences_words():
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, _ = read_card(card("ヘルバウンド：悪役に4ダメージを与える。", name="テストヒーロー", kind="hero"))
    (sentence,) = compiled.to_json()["abilities"][0]["effects"]
    assert sentence["text"] == "ヘルバウンド：悪役に4ダメージを与える。"
    assert sentence["effects"][0]["text"] == "悪役に4ダメージを与える。"


JAPANESE_LEAD_INS = [
    # (a condition, a verb, a set list's heading, a time: words of the sentence, no mechanic; nothing said, as before)
    "あなたがヒーロー形態の場合：カードを1枚引く。",
    "以下から選ぶ：カードを1枚引く。",
    "内容：ライノ。",
    "選択：カードを1枚引く。",   # (`Choose:`: a verb's noun, in kanji)
    "狂乱：カードを1枚引く。",   # (a name in kanji may be a verb's noun too: nothing said, as before)
]


@pytest.mark.parametrize("text", JAPANESE_LEAD_INS)
def test_a_japanese_head_that_is_a_condition_or_a_verb_names_no_mechanic(text):
    _, codes = effects_json(text)
    assert "MC116" not in codes


# ---- a pronoun's attacks after a verbless stat (`+3 ATK and her attacks gain overkill.`, a row after `she gets:`) --

VERBLESS_BEFORE_ATTACKS = [
    # (kind of card, English, Japanese, the owner): the gain was of no one (English: `+3 ATK and her attacks` named no
    # subject) and text (Japanese: `攻撃力+3、` no clause); the pronoun's attacks are read as where nothing comes before
    ("ally", "+3 ATK and her attacks gain overkill.", "攻撃力+3、彼女の攻撃はオーバーキルを得る。", "this"),
    ("minion", "+1 ATK and its attacks gain ranged.", "攻撃力+1、それの攻撃は遠隔を得る。", "this"),
    ("upgrade", "+1 ATK and its attacks gain ranged.", "攻撃力+1、それの攻撃は遠隔を得る。", "it"),
]


@pytest.mark.parametrize("kind, english, japanese, owner", VERBLESS_BEFORE_ATTACKS,
                         ids=[f"{k}-{e}" for k, e, _, _ in VERBLESS_BEFORE_ATTACKS])
def test_a_pronouns_attacks_after_a_verbless_stat_are_read(kind, english, japanese, owner):
    assert [(e["kind"], e["target"]["noun"]) for e in read_alike(english, japanese, kind)] == [("gain", owner)]


def test_a_stat_before_a_comma_is_read_with_what_follows_when_it_can_be():
    # (the verbless stat is passed over only when the sentence gives nothing read from its start: as before otherwise)
    assert kinds("アクション：攻撃力+2、報復1を得る。") == [["modify", "gain"]]
    assert kinds("アクション：攻撃力+1、計画力+1を得る。") == [["modify"]]


def test_a_row_of_a_table_after_she_gets_reads_her_attacks_in_both_languages(tmp_path, capsys):
    found = champions_cards(tmp_path, capsys, "\n\n".join([
        "Test Ally (Ally)\nWhile X is 1, she gets:\n(1) +3 ATK and her attacks gain overkill.",
        "テスト味方（味方）\nXが1である間、彼女は以下を得る：\n(1) 攻撃力+3、彼女の攻撃はオーバーキルを得る。"]) + "\n")
    rows = [[(e["kind"], e["target"] and e["target"]["noun"]) for e in card["abilities"][-1]["effects"][0]["effects"]]
            for card in found]
    assert rows[0] == rows[1] == [("gain", "this")]   # (the Japanese row was text: its key `(1)` and the stat)


@pytest.mark.parametrize("japanese, english", [("(1) カードを1枚引く。", "(1) Draw 1 card."),
                                               ("（2）悪役に2ダメージを与える。", "(2) Deal 2 damage to the villain.")])
def test_a_rows_key_opening_a_japanese_sentence_is_read_past_as_in_english(japanese, english):
    assert kinds(japanese) == kinds(english) != [["text"]]   # (was text)
    assert read_as(japanese) == read_as(english)


@pytest.mark.slow   # (a 5,000–10,000-clause input, timed: the heavy tier)
def test_a_verbless_stat_before_attacks_is_read_in_bounded_time():
    with time_bound(20):
        assert kinds("+3 ATK and " * 5_000 + "her attacks gain overkill.") == [["gain"]]
        assert kinds("攻撃力+3、" * 5_000 + "彼女の攻撃はオーバーキルを得る。") == [["text"]]


# ---- who controls a card (`The first player controls the Milano.`), seed 002's controlling player ----------------

CONTROLS = [
    # (was text, MC125 in `check`: read as the take_control of that player, as `… takes control of …` is)
    ("The first player controls the Milano.", "ファーストプレイヤーはミラノをコントロールする。", "player"),
    ("The first player controls this card.", "最初のプレイヤーはこのカードをコントロールする。", "player"),
    ("You control this card.", "あなたはこのカードをコントロールする。", "you"),
]


@pytest.mark.parametrize("english, japanese, who", CONTROLS, ids=[e for e, _, _ in CONTROLS])
def test_a_sentence_saying_who_controls_a_card_is_that_players_control(english, japanese, who):
    assert [(e["kind"], e["target"]["noun"]) for e in read_alike(english, japanese, "support", ("The Milano", "ミラノ"))
            ] == [("take_control", who)]
    assert effects_json("The first player takes control of the Milano.", kind="support", name="The Milano")[0] \
        == effects_json("The first player controls the Milano.", kind="support", name="The Milano")[0]


@pytest.mark.parametrize("text", ["The villain controls the Milano.", "ミニオンはミラノをコントロールする。",
                                  "Each character that player controls gets +1 THW."])
def test_controls_said_of_no_player_or_inside_a_sentence_is_no_control(text):
    # (a card controls nothing the seed says; a relative clause is read as before)
    assert "take_control" not in kinds(text)[0]


def test_the_first_player_is_one_player_in_japanese_as_in_english():
    found, _ = effects_json("ファーストプレイヤーはカードを1枚引く。")
    english, _ = effects_json("The first player draws 1 card.")
    assert found == english and found[0][2][0]["target"]["quantity"] == "the"
