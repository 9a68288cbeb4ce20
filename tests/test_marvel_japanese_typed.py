"""Japanese effect sentences as a player types them read to the JSON the same English card reads to (they were text,
said as MC125 at most). Card texts made up in the printed style."""

from __future__ import annotations

import pytest

from test_marvel_japanese import effects_json


def read_as(text: str):
    """`effects_json` of `text`, a counter's name only said to be there (the Japanese one stays Japanese: `ウェブ`)."""
    found, codes = effects_json(text)
    return [(optional, then, [{**e, "counters": e["counters"] is not None} for e in effects])
            for optional, then, effects in found], codes

# ---- a count between the noun and を (`カード2枚を引く`) ------------------------------------------------------

COUNTED = [
    ("アクション：カード2枚を引く。", "Action: Draw 2 cards."),
    ("アクション：カード 2 枚を引く。", "Action: Draw 2 cards."),
    ("アクション：各プレイヤーはカード1枚を引く。", "Action: Each player draws 1 card."),
    ("アクション：スキーム1つから脅威2つを取り除く。", "Action: Remove 2 threat from a scheme."),
    ("アクション：メイン計画に脅威1つを置く。", "Action: Place 1 threat on the main scheme."),
    ("アクション：[energy]リソース1つを生み出す。", "Action: Generate 1 [energy] resource."),
    ("アクション：このカードにウェブカウンター2個を置く。", "Action: Place 2 web counters on this card."),
    ("アクション：敵1体にダメージ3を与える。", "Action: Deal 3 damage to an enemy."),
    # `の上に`, on top of a card, as `on` (it was text, MC125)
    ("アクション：このカードの上にウェブカウンターを2個置く。", "Action: Place 2 web counters on this card."),
    ("アクション：このカードの上に2個のウェブカウンターを置く。", "Action: Place 2 web counters on this card."),
    # `の上から`, off the top of a card, as `from` (it was text while `の上に` read)
    ("アクション：このカードの上からウェブカウンターを1個取り除く。", "Action: Remove 1 web counter from this card."),
]


@pytest.mark.parametrize("japanese, english", COUNTED, ids=[j for j, _ in COUNTED])
def test_a_count_between_the_noun_and_its_particle_reads_as_the_english(japanese, english):
    found = read_as(japanese)
    assert found == read_as(english)
    assert all(e["kind"] != "text" and e["amount"] is not None for _, _, effects in found[0] for e in effects)


def test_two_amounts_of_one_noun_stay_text():
    # `2カード3枚を引く`: two amounts, which is meant is not said: no amount is guessed
    ((_, _, (effect,)),), _ = effects_json("アクション：2カード3枚を引く。")
    assert effect["kind"] == "text"


# ---- a stat changed by a signed amount (`攻撃力+1を得る`, as `gets +1 ATK`) ----------------------------------------

CHANGED = [
    ("このミニオンは攻撃力+1を得る。", "This minion gets +1 ATK."),
    ("このミニオンは攻撃力+1と計画力+1を得る。", "This minion gets +1 ATK and +1 SCH."),
    ("アクション：このラウンド中、悪役は攻撃力+2を得る。", "Action: The villain gets +2 ATK this round."),
    ("アクション：あなたのヒーローは阻止力+1を得る。", "Action: Your hero gets +1 THW."),
    ("各ミニオンは攻撃力-1を得る。", "Each minion gets -1 ATK."),
    ("アクション：各ヒーローは防御力＋1を得る。", "Action: Each hero gets +1 DEF."),
    ("アクション：悪役はATK+2を得る。", "Action: The villain gets +2 ATK."),
]


@pytest.mark.parametrize("japanese, english", CHANGED, ids=[j for j, _ in CHANGED])
def test_a_stat_changed_by_a_signed_amount_reads_as_the_english(japanese, english):
    found = read_as(japanese)
    assert found == read_as(english)
    assert [e["kind"] for _, _, effects in found[0] for e in effects] == ["modify"]


@pytest.mark.parametrize("japanese", ["テストヒーローは攻撃力+1と報復1を得る。", "隣の敵は攻撃力+1を得る。",
                                      "このミニオンは攻撃力を得る。"],
                         ids=["a-stat-and-a-keyword", "an-unknown-subject", "no-amount"])
def test_a_stat_change_that_does_not_read_whole_stays_text(japanese):
    ((_, _, (effect,)),), _ = effects_json(japanese)
    assert effect["kind"] == "text"


# ---- an object left out of a clause joined to one that names it (`悪役をスタン状態にし、混乱状態にする`) -----------

LEFT_OUT = [
    ("アクション：悪役をスタン状態にし、混乱状態にする。", "Action: Stun and confuse the villain."),
    ("アクション：敵1体をスタンさせ、混乱させる。", "Action: Stun and confuse an enemy."),
    ("アクション：悪役と各ミニオンをスタン状態にし、混乱状態にする。", "Action: Stun and confuse the villain and each minion."),
    ("アクション：悪役または敵1体をスタンさせ、混乱させる。", "Action: Stun and confuse the villain or an enemy."),
    ("アクション：敵1体に3ダメージを与え、スタン状態にする。", "Action: Deal 3 damage to an enemy and stun it."),
    ("アクション：敵1体に3ダメージを与え、消耗させる。", "Action: Deal 3 damage to an enemy and exhaust it."),
]


@pytest.mark.parametrize("japanese, english", LEFT_OUT, ids=[j for j, _ in LEFT_OUT])
def test_an_object_left_out_is_the_one_the_clause_before_names(japanese, english):
    found = read_as(japanese)
    assert found == read_as(english)
    assert all(e["kind"] != "text" and e["target"] for _, _, effects in found[0] for e in effects)


@pytest.mark.parametrize("japanese", ["アクション：カードを1枚引き、スタン状態にする。", "アクション：スタン状態にする。",
                                      "アクション：敵1体に3ダメージを与え、歌を歌う。"],
                         ids=["nothing-named-before", "alone", "no-targeted-verb"])
def test_an_object_left_out_with_nothing_named_before_stays_text(japanese):
    found, codes = effects_json(japanese)
    assert found[0][2][-1]["kind"] == "text"


# ---- removed from the game (`このカードをゲームから取り除く`) ---------------------------------------------------------

REMOVED = [
    ("アクション：このカードをゲームから取り除く。", "Action: Remove this card from the game."),
    ("アクション：このカードをゲームから除外する。", "Action: Remove this card from the game."),
    ("アクション：その味方をゲームから取り除き、カードを1枚引く。", "Action: Remove that ally from the game and draw 1 card."),
]


@pytest.mark.parametrize("japanese, english", REMOVED, ids=[j for j, _ in REMOVED])
def test_a_card_removed_from_the_game_reads_as_the_english(japanese, english):
    found = read_as(japanese)
    assert found == read_as(english)
    assert found[0][0][2][0]["kind"] == "remove_from_game"


# ---- `ドローする` (the loanword players type for drawing) ----------------------------------------------------------

DRAWN = [
    ("アクション：カードを2枚ドローする。", "Action: Draw 2 cards."),
    ("アクション：カード2枚をドローする。", "Action: Draw 2 cards."),
    ("アクション：各プレイヤーはカードを1枚ドローする。", "Action: Each player draws 1 card."),
    ("アクション：カードを1枚ドローし、敵1体に1ダメージを与える。", "Action: Draw 1 card and deal 1 damage to an enemy."),
    ("アクション：カードを1枚ドローしてもよい。", "Action: Draw 1 card."),   # (`may` said of the sentence, below)
]


@pytest.mark.parametrize("japanese, english", DRAWN, ids=[j for j, _ in DRAWN])
def test_drawing_said_with_the_loanword_reads_as_the_english(japanese, english):
    found, _ = read_as(japanese)
    assert [effects for _, _, effects in found] == [effects for _, _, effects in read_as(english)[0]]
    assert found[0][2][0]["kind"] == "draw" and found[0][0] == ("てもよい" in japanese)


# ---- a card put into a deck and the deck shuffled (`…に混ぜてシャッフルする`) ---------------------------------------

SHUFFLED = [
    ("アクション：あなたの捨て札をあなたのデッキに混ぜてシャッフルする。", "Action: Shuffle your discard pile into your deck."),
    ("アクション：このカードを遭遇デッキに戻してシャッフルする。", "Action: Shuffle this card into the encounter deck."),
    ("アクション：そのカードをあなたのデッキに加えてシャッフルする。", "Action: Shuffle that card into your deck."),
    ("アクション：このカードを遭遇デッキに入れてシャッフルし、カードを1枚引く。",
     "Action: Shuffle this card into the encounter deck and draw 1 card."),
]


@pytest.mark.parametrize("japanese, english", SHUFFLED, ids=[j for j, _ in SHUFFLED])
def test_a_card_shuffled_into_a_deck_reads_as_the_english(japanese, english):
    found = read_as(japanese)
    assert found == read_as(english)
    assert found[0][0][2][0]["kind"] == "shuffle"


# ---- a condition said with `なら`, `ならば` or `たら` (`あなたが分身形態なら、…`) ----------------------------------------

IFS = [
    ("アクション：あなたが分身形態なら、カードを1枚引く。", "Action: If you are in alter-ego form, draw 1 card."),
    ("アクション：あなたが分身形態ならば、カードを1枚引く。", "Action: If you are in alter-ego form, draw 1 card."),
    ("アクション：敵1体に2ダメージを与える。その敵が倒されたら、カードを1枚引く。",
     "Action: Deal 2 damage to an enemy. If that enemy is defeated, draw 1 card."),
]


@pytest.mark.parametrize("japanese, english", IFS, ids=[j for j, _ in IFS])
def test_a_condition_said_with_nara_or_tara_reads_as_the_english(japanese, english):
    from test_marvel_language import one

    (ja, _), (en, _) = one(japanese), one(english)
    assert read_as(japanese) == read_as(english)
    assert [s.condition is not None for s in ja.effects] == [s.condition is not None for s in en.effects]
    assert ja.effects[-1].condition.endswith(("なら", "ならば", "たら"))


@pytest.mark.parametrize("japanese", ["アクション：悪役はスタン状態にならない。", "アクション：悪役が攻撃するならダメージを受けない。"],
                         ids=["naranai", "nara-with-no-comma"])
def test_nara_with_no_comma_after_it_is_no_comma_left_out(japanese):
    # `ならない` is no condition, and `なら` written with no comma after it (as Japanese writes it) lacks none: no MC114
    found, codes = effects_json(japanese)
    assert codes == [] and [e["kind"] for e in found[0][2]] == ["prohibit"]


# ---- verbs players type that a kind lacked (`変身する`, `進行させる`, `交戦させる`, `敗北する`, `配る`) ------------------

VERBS = [
    ("アクション：分身形態に変身する。", "Action: Change to alter-ego form.", "flip"),
    ("アクション：このスキームを進行させる。", "Action: Advance this scheme.", "advance"),
    ("アクション：ミニオン1体をあなたと交戦させる。", "Action: Engage a minion.", "engage"),
    ("アクション：各プレイヤーはゲームに敗北する。", "Action: Each player loses the game.", "win"),
    ("アクション：遭遇カードを1枚あなたに配る。", "Action: Deal yourself an encounter card.", "deal_card"),
    ("アクション：悪役のブーストカードを1枚追加で配る。", "Action: Deal the villain an additional boost card.", "deal_card"),
]


@pytest.mark.parametrize("japanese, english, kind", VERBS, ids=[j for j, *_ in VERBS])
def test_a_verb_players_type_reads_as_the_english(japanese, english, kind):
    found = read_as(japanese)
    assert found == read_as(english)
    assert found[0][0][2][0]["kind"] == kind


# ---- an amount that is all there is (`全てのダメージを回復する`, `脅威をすべて取り除く`) --------------------------------

ALL = [
    ("アクション：あなたのヒーローから全てのダメージを回復する。", "Action: Heal all damage from your hero."),
    ("アクション：あなたのヒーローのダメージをすべて回復する。", "Action: Heal all damage from your hero."),
    ("アクション：このスキームから脅威をすべて取り除く。", "Action: Remove all threat from this scheme."),
    ("アクション：このスキームからすべての脅威を取り除く。", "Action: Remove all threat from this scheme."),
]


@pytest.mark.parametrize("japanese, english", ALL, ids=[j for j, _ in ALL])
def test_an_amount_of_all_reads_as_the_english(japanese, english):
    found = read_as(japanese)
    assert found == read_as(english)
    (effect,) = found[0][0][2]
    assert effect["kind"] != "text" and effect["amount"] is None and effect["target"] is not None


# ---- one tough status card said with its count (`タフ状態カードを1枚与える`) -------------------------------------------

TOUGH = [
    ("アクション：悪役にタフ状態カードを1枚与える。", "Action: Give the villain a tough status card."),
    ("アクション：あなたのヒーローにタフ状態カードを1つ与える。", "Action: Give your hero a tough status card."),
    ("アクション：あなたはタフ状態カードを1枚得る。", "Action: You gain a tough status card."),
]


@pytest.mark.parametrize("japanese, english", TOUGH, ids=[j for j, _ in TOUGH])
def test_one_tough_status_card_reads_as_the_english(japanese, english):
    found = read_as(japanese)
    assert found == read_as(english)
    assert found[0][0][2][0]["kind"] == "tough"


def test_two_tough_status_cards_are_their_number():
    # (as English `Give the villain 2 tough status cards` reads: the amount 2, never one card; both were unread before)
    found, _ = effects_json("アクション：悪役にタフ状態カードを2枚与える。")
    assert (found[0][2][0]["kind"], found[0][2][0]["amount"]) == ("tough", 2)


# ---- a status said of its subject (`悪役はスタン状態になる`, as `The villain is stunned`) ------------------------------

BECOMES = [
    ("アクション：悪役はスタン状態になる。", "Action: The villain is stunned."),
    ("アクション：あなたのヒーローは混乱状態になる。", "Action: Your hero is confused."),
    ("アクション：悪役は準備状態になり、カードを1枚引く。", "Action: The villain readies and draw 1 card."),
]


@pytest.mark.parametrize("japanese, english", BECOMES, ids=[j for j, _ in BECOMES])
def test_a_status_said_of_its_subject_reads_as_the_english(japanese, english):
    found = read_as(japanese)
    assert found == read_as(english)
    assert found[0][0][2][0]["target"] is not None


def test_a_status_said_of_no_subject_stays_text():
    found, _ = effects_json("アクション：スタン状態になる。")
    assert found[0][2][0]["kind"] == "text"


# ---- a card put into play (`このカードを場に出す`) --------------------------------------------------------------------

PUT = [
    ("アクション：このカードを場に出す。", "Action: Put this card into play."),
    ("アクション：あなたの捨て札から味方を1枚場に出す。", "Action: Put an ally from your discard pile into play."),
    ("アクション：このカードを場に出し、カードを1枚引く。", "Action: Put this card into play and draw 1 card."),
]


@pytest.mark.parametrize("japanese, english", PUT, ids=[j for j, _ in PUT])
def test_a_card_put_into_play_reads_as_the_english(japanese, english):
    found = read_as(japanese)
    assert found == read_as(english)
    assert found[0][0][2][0]["kind"] == "put"


NO_COMMA = [
    ("アクション：あなたが分身形態ならカードを1枚引く。", "Action: If you are in alter-ego form, draw 1 card."),
    ("アクション：敵1体に2ダメージを与える。その敵が倒されたらカードを1枚引く。",
     "Action: Deal 2 damage to an enemy. If that enemy is defeated, draw 1 card."),
]


@pytest.mark.parametrize("japanese, english", NO_COMMA, ids=[j for j, _ in NO_COMMA])
def test_a_condition_with_no_comma_after_nara_or_tara_reads_as_the_english(japanese, english):
    from test_marvel_language import one

    (ja, codes), (en, _) = one(japanese), one(english)
    assert read_as(japanese) == read_as(english) and codes == []
    assert ja.effects[-1].condition.endswith(("なら", "たら")) and en.effects[-1].condition


@pytest.mark.parametrize("japanese", ["アクション：カードを1枚捨てなければならない。", "アクション：あなたが分身形態ならば歌を歌う。"],
                         ids=["naranai", "no-effect-after"])
def test_no_condition_is_cut_where_no_effect_follows_or_a_word_goes_on(japanese):
    from test_marvel_language import one

    ability, _ = one(japanese)
    # (`捨てなければならない`, must discard: the discard, as English `must discard`; no condition cut at its `なら`)
    kind = "discard" if japanese.endswith("ならない。") else "text"
    assert ability.effects[0].condition is None and ability.effects[0].effects[0].kind == kind


@pytest.mark.slow
def test_a_run_of_conditional_forms_is_read_in_linear_time():
    from bounds import time_bound
    from test_marvel_language import one

    with time_bound(10):
        ability, _ = one("アクション：" + "攻撃したら" * 20_000 + "カードを1枚引く。")
    assert ability.effects


# ---- what must be done (`捨てなければならない`), as English `must discard` -----------------------------------------

MUST = [
    ("アクション：そのプレイヤーはカードを1枚捨てなければならない。", "Action: That player must discard 1 card."),
    ("アクション：各プレイヤーはカードを1枚引かなければならない。", "Action: Each player must draw 1 card."),
    ("アクション：各プレイヤーはカードを1枚捨てなくてはならない。", "Action: Each player must discard 1 card."),
    ("アクション：悪役に3ダメージを与えなければなりません。", "Action: You must deal 3 damage to the villain."),
    ("アクション：各プレイヤーは山札をシャッフルしなければならない。", "Action: Each player must shuffle their deck."),
    # (the other spellings of `must`, polite and plain: each was text)
    ("アクション：カードを1枚捨てなければならない。", "Action: Discard 1 card."),
    ("アクション：カードを1枚捨てなければなりません。", "Action: Discard 1 card."),
    ("アクション：カードを1枚捨てなければいけない。", "Action: Discard 1 card."),
    ("アクション：カードを1枚捨てなくてはいけない。", "Action: Discard 1 card."),
    ("アクション：カードを1枚捨てねばならない。", "Action: Discard 1 card."),
]


@pytest.mark.parametrize("japanese, english", MUST, ids=[j for j, _ in MUST])
def test_what_must_be_done_reads_as_the_english(japanese, english):
    """A verb said with `must` (`syntax.must`) is the effect, as the English `must discard` is a discard: it was
    text (the clause's end matched no verb form, and the negation reader passes `must` by)."""
    found = read_as(japanese)
    assert found == read_as(english)
    assert all(e["kind"] != "text" for _, _, effects in found[0] for e in effects)


# ---- the kind of a damage (`間接ダメージ`, `indirect damage`): the effect's `damage_kind` ------------------------------

DAMAGE_KINDS = [
    ("アクション：悪役に2間接ダメージを与える。", "Action: Deal 2 indirect damage to the villain.", "indirect"),
    ("アクション：間接ダメージを与える。", "Action: Deal indirect damage.", "indirect"),
    ("アクション：1防御不能ダメージを受ける。", "Action: Take 1 unpreventable damage.", "unpreventable"),
    ("アクション：1結果的ダメージを受ける。", "Action: Take 1 consequential damage.", "consequential"),
    ("アクション：各プレイヤーは1間接ダメージを受ける。", "Action: Each player takes 1 indirect damage.", "indirect"),
    ("アクション：悪役に2ダメージを与える。", "Action: Deal 2 damage to the villain.", None),
]


@pytest.mark.parametrize("japanese, english, kind", DAMAGE_KINDS, ids=[j for j, _, _ in DAMAGE_KINDS])
def test_the_kind_of_a_damage_is_in_the_json(japanese, english, kind):
    """`indirect`, `unpreventable`, `consequential` (`間接`, `防御不能`, `結果的`) were read past and kept only in the
    effect's words: the JSON's `damage_kind` now, written only when said (plain damage's JSON as it was)."""
    found = read_as(japanese)
    assert found == read_as(english)
    ((_, _, (effect,)),), _ = found
    assert effect.get("damage_kind") == kind and ("damage_kind" in effect) == (kind is not None)
