"""Marvel Champions readings where English and Japanese must agree (the same effects, targets and timing), and the
time they take: time phrases that opened a sentence and were dropped, a Japanese subject before an act the English
reads, a head's words kept in their place, and a pronoun's attacks after many targets that cannot own them. Card texts
made up in the printed style."""

from __future__ import annotations

import re

import pytest

from bounds import time_bound
from test_marvel_japanese_typed import read_as
from test_marvel_leftovers import kinds


# ---- a pronoun's attacks after many targets that cannot own them (`attack_owners.earlier_owners`) ------------------

@pytest.mark.slow   # (a 10,000-clause input, timed: the heavy tier)
def test_pronouns_attacks_after_many_targets_that_cannot_own_them_are_read_in_bounded_time():
    # (each of the pronoun's attacks scanned the whole sentence before for an owner: 10,000 x 10,000 `can_own` calls,
    # over 40 s in each language; now the sentence before's last owner is found once for one and once for many)
    english = ("Action: " + " and ".join(["remove 1 threat from a scheme"] * 10_000) + ". "
               + " and ".join(["its attacks gain ranged"] * 10_000) + ".")
    japanese = ("アクション：" + "スキーム1つから脅威1つを取り除き、" * 9_999 + "スキーム1つから脅威1つを取り除く。"
                + "それの攻撃は遠隔を得て、" * 9_999 + "それの攻撃は遠隔を得る。")
    with time_bound(20):
        assert kinds(english) == kinds(japanese) == [["remove_threat"] * 10_000, ["gain"] * 10_000]


def test_a_pronouns_attacks_take_the_last_owner_of_the_sentence_before_of_their_number():
    # (a scheme cannot own attacks; of the two allies before it, the last of one for `its`, the many for `their`)
    english = ("Action: Ready each ally and ready an ally and remove 1 threat from a scheme. "
               "Its attacks gain ranged and their attacks gain piercing.")
    found, _ = read_as(english)
    (_, _, effects) = found[1]
    assert [(e["target"]["noun"], e["target"]["quantity"]) for e in effects] == [("ally", "a"), ("ally", "each")]


# ---- the start or end of a period opening a sentence (`At the end of the phase, …`), `syntax.period_moment` -------

def timed(text: str) -> list[tuple[str | None, list[str]]]:
    """(the condition's words, the kinds of its effects) of each sentence of `text`'s abilities; a constant ability's
    first sentence has its ability's condition (`At the end of the phase, draw 1 card.`: the moment it is timed by)."""
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, _ = read_card(card(text, name="Test Hero", kind="hero"))
    return [(sentence["condition"] or (n == 0 and ability["type"] == "constant" and ability["condition"]
                                       and ability["condition"]["text"] or None),
             [e["kind"] for e in sentence["effects"]])
            for ability in compiled.to_json()["abilities"] for n, sentence in enumerate(ability["effects"])]


PERIOD_MOMENTS = [
    # (the English time was dropped: the draw read, no condition, done at once; the Japanese was all text)
    ("At the end of the phase, draw 1 card.", "フェイズの終了時に、カードを1枚引く。"),
    ("At the start of your turn, draw 1 card.", "あなたのターンの開始時に、カードを1枚引く。"),
    ("At the beginning of the villain phase, draw 1 card.", "悪役フェイズの開始時、カードを1枚引く。"),
    ("Action: At the end of the round, deal 1 damage to the villain.", "アクション：ラウンド終了時に、悪役に1ダメージを与える。"),
    ("Action: Draw 1 card. At the end of the round, your hero gets +1 ATK.",
     "アクション：カードを1枚引く。ラウンドの終了時には、あなたのヒーローは攻撃力+1を得る。"),
]


@pytest.mark.parametrize("english, japanese", PERIOD_MOMENTS, ids=[e for e, _ in PERIOD_MOMENTS])
def test_the_start_or_end_of_a_period_opening_a_sentence_is_its_condition(english, japanese):
    read_english, read_japanese = timed(english), timed(japanese)
    condition, kinds_ = read_english[-1]
    assert condition is not None and english.split(": ")[-1].split(". ")[-1].startswith(condition)
    assert read_japanese[-1][0] is not None and "text" not in kinds_
    assert [k for _, k in read_japanese] == [k for _, k in read_english]
    assert read_as(japanese) == read_as(english)


MOMENTS_WITHOUT_COMMA = [
    # (the first effect was read into the condition, in silence: `At the end of your turn draw 1 card` the condition,
    # only the discard an effect)
    ("Action: At the end of your turn draw 1 card, then discard 1 card.", "turn"),
    ("Action: Deal 1 damage to an enemy. At the end of the phase you may discard 1 card, then draw 2 cards.", "phase"),
    ("At the start of each round draw 1 card, and each player heals 1 damage.", "round"),
    # (no comma at all: the draw was done at once, the time in its words only)
    ("Action: At the end of your turn draw 1 card.", "turn"),
    ("Action: At the end of the turn each player draws 1 card.", "turn"),
    ("Action: At the end of the villain phase each player must discard 1 card, then draw 1 card.", "phase"),
]


@pytest.mark.parametrize("text, word", MOMENTS_WITHOUT_COMMA, ids=[t for t, _ in MOMENTS_WITHOUT_COMMA])
def test_a_moment_with_no_comma_after_it_ends_before_the_effect_and_says_so(text, word):
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    fixed = text.replace(f" {word} ", f" {word}, ", 1)
    assert timed(text) == timed(fixed)
    assert timed(text)[-1][0].endswith(word)
    _, diagnostics = read_card(card(text, kind="hero"))
    (found,) = [d for d in diagnostics if d.code == "MC114"]
    assert found.span.text == word and fixed.split(": ")[-1].split(". ")[-1] in found.message
    assert [d.code for d in read_card(card(fixed, kind="hero"))[1]] == []


def test_a_moment_s_own_noun_phrase_with_no_verb_in_it_is_no_missing_comma():
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    # (no effect verb before the comma: the moment is all the condition; `the discard pile` no verb; a verb in a
    # clause that carries the period's noun phrase on, or a noun `attack` where the comma is written, is no effect: a
    # review found `At the end of the round in which, you attack, …` advised and `At the end of an enemy` read)
    for text in ("Action: At the end of the villain's turn, draw 1 card.",
                 "Action: At the end of the round in which you discarded the discard pile, draw 1 card.",
                 "Action: At the end of the round in which you attack, draw 1 card.",
                 "Action: At the end of the phase that you heal, draw 1 card.",
                 "Action: At the end of an enemy attack, draw 1 card.",
                 "Action: At the end of an enemy attack against you, draw 1 card."):
        assert "MC114" not in [d.code for d in read_card(card(text, kind="hero"))[1]], text
        assert timed(text) == [(text.split(": ", 1)[1].split(",")[0], ["draw"])]


@pytest.mark.parametrize("text", [
    "Action: At the end of the round each enemy takes 1 damage.", "Action: At the end of the round the villain heals 3 damage.",
    "Action: At the end of the round any player may draw 1 card.", "Action: At the end of an enemy attack draw 1 card.",
    "Action: At the end of the round each enemy takes 1 damage, then draw 1 card."])
def test_no_comma_is_put_inside_a_subject_after_a_moment(text):
    # (a review found `… the round each enemy, takes 1 damage.` advised and read: the comma goes only right after a
    # period's noun, `round`, `turn`, `phase`, …, never between a subject the words may be and its verb)
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    assert "MC114" not in [d.code for d in read_card(card(text, kind="hero"))[1]]


@pytest.mark.parametrize("japanese, condition", [
    ("アクション：悪役フェイズ中、カードを1枚引く。", "悪役フェイズ中"), ("アクション：ターン中は、カードを1枚引く。", "ターン中は"),
    ("アクション：集中、カードを1枚引く。", None), ("アクション：その最中、カードを1枚引く。", None)])
def test_a_japanese_period_it_holds_in_is_a_period_s_noun_with_its_naka(japanese, condition):
    # (any `…中、` was a condition: `集中` (focus), `その最中` are no period the cards time by)
    assert timed(japanese)[0][0] == condition


def test_a_time_until_the_end_of_a_period_stays_a_lasting_effect_done_now():
    # (`…の終了時まで` is how long, no moment waited for: as English `Until the end of the round, …`, no condition)
    assert timed("アクション：このラウンドの終了時まで、あなたのヒーローは攻撃力+1を得る。") == [(None, ["modify"])]
    assert timed("Action: Until the end of the round, your hero gets +1 ATK.") == [(None, ["modify"])]


_END_OF_ROUND = "Forced Response: At the end of the round, draw 1 card."


@pytest.mark.parametrize("japanese, english", [
    ("強制レスポンス：ラウンドの終了時に、カードを1枚引く。", _END_OF_ROUND),
    ("強制レスポンス：ラウンド終了時、カードを1枚引く。", _END_OF_ROUND),
    # (a particle `syntax.period_moment`'s reading takes and `timings.at` did not: MC110 and no condition)
    ("強制レスポンス：ラウンドの終了時には、カードを1枚引く。", _END_OF_ROUND),
    ("強制レスポンス：ラウンドの終了時点で、カードを1枚引く。", _END_OF_ROUND),
    ("強制レスポンス：悪役フェイズの開始時には、カードを1枚引く。",
     "Forced Response: At the start of the villain phase, draw 1 card."),
    ("強制レスポンス：悪役フェイズの開始時点に、カードを1枚引く。",
     "Forced Response: At the start of the villain phase, draw 1 card."),
])
def test_a_japanese_trigger_at_the_end_of_a_period_is_timed_at_as_the_english(japanese, english):
    # (`ラウンドの終了時に、` was an unread condition, MC110, the ability text; `ラウンド終了時、` was timed `when`)
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    def ability(text: str, name: str) -> tuple[dict, list[str]]:
        compiled, diagnostics = read_card(card(text, name=name, kind="hero"))
        (found,) = compiled.to_json()["abilities"]
        return {k: v for k, v in found.items() if k in ("type", "timing", "forced")}, [d.code for d in diagnostics]

    assert ability(japanese, "テストヒーロー") == ability(english, "Test Hero") == ({"type": "response", "timing": "at",
                                                                                "forced": True}, [])
    assert read_as(japanese) == read_as(english)


@pytest.mark.parametrize("english, japanese", [
    ("At the end of the round", "ラウンドの終了時に"), ("At the end of the round", "ラウンド終了時"),
    ("At the start of your turn", "あなたのターンの開始時"), ("At the end of your turn", "あなたのターンの終了時に"),
    ("At the end of the villain phase", "悪役フェイズの終了時"), ("At the end of the round", "ラウンドの終了時には"),
    ("At the start of the villain phase", "悪役フェイズの開始時点で")])
def test_a_japanese_moment_of_a_period_is_the_event_the_english_is(english, japanese):
    # (the Japanese turn's start and end were no event, a judgement; the others were `when`: before the moment)
    from statblock.rulesets.marvel_champions.runtime.events import read_condition

    def reading(text: str) -> list[tuple]:
        return [(r.kind, r.window, r.phase, [n.role for n in r.subject]) for r in read_condition(text) or ()]

    assert reading(japanese) == reading(english) != []


# ---- words of the card's own inside a trigger (`Forced Mission Response`), MC116 ---------------------------------

def printed_head(text: str, lang: str) -> str:
    """The head of `text`'s ability as `cards` prints it in `lang` (the words before its colon)."""
    from statblock.rulesets.marvel_champions.render import render_cards
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, _ = read_card(card(text))
    printed = render_cards([compiled], "txt", lang).decode("utf-8")
    line = [line for line in printed.splitlines() if line.startswith(("■ ", "▷ "))][-1]   # (after the legend)
    return re.split("[:：]", line[2:])[0]   # (a Japanese card's colon is the full-width one)


@pytest.mark.parametrize("text, lang, head", [
    ("Forced Mission Response: After the villain attacks you, draw 1 card.", "en", "Forced Mission Response"),
    ("強制ミッションレスポンス：悪役が攻撃した後、カードを1枚引く。", "ja", "強制ミッションレスポンス"),
    ("Hero Mission Action (attack): Draw 1 card.", "en", "Hero Mission Action (attack)"),
    ("ヒーローミッションアクション：カードを1枚引く。", "ja", "ヒーローミッションアクション"),
    ("Mission Response: After you defeat a minion, draw 1 card.", "en", "Mission Response"),   # (as before)
    ("強制ミッションレスポンス：悪役が攻撃した後、カードを1枚引く。", "en", "ミッションForced Response"),   # (as before)
])
def test_words_inside_a_trigger_are_printed_where_they_stand_and_read_back_the_same(text, lang, head):
    # (`Mission Forced Response`: the words moved before the trigger, so the card read back had another head)
    from test_marvel_language import read

    assert printed_head(text, lang) == head
    if lang == ("en" if text.isascii() else "ja"):
        (again,), _ = read(text.replace(text.split(":")[0].split("：")[0], head, 1))
        (ability,), _ = read(text)
        assert (again.trigger, again.lead, again.type, again.forced, again.form) == \
            (ability.trigger, ability.lead, ability.type, ability.forced, ability.form)


@pytest.mark.parametrize("text, first_player, forced, form", [
    ("First Player Mission Action: Draw 1 card.", True, False, None),
    ("ファーストプレイヤーミッションアクション：カードを1枚引く。", True, False, None),
    ("Forced Mission Interrupt: When the villain attacks you, draw 1 card.", False, True, None),
    ("Alter-Ego Mission Action: Draw 1 card.", False, False, "alter_ego"),
    ("Mission Action: Draw 1 card.", False, False, None),
])
def test_words_of_the_cards_own_inside_a_trigger_are_reported_as_before_one(text, first_player, forced, form):
    # (the speller matched first: MC101, `First Player Action` guessed and `Mission` taken out, where `Mission Action:`
    # said MC116 and kept `Mission`)
    from test_marvel_language import read

    (ability,), diagnostics = read(text)
    assert [d.code for d in diagnostics] == ["MC116"]
    assert (ability.first_player, ability.forced, ability.form, ability.lead) == \
        (first_player, forced, form, "Mission" if text.isascii() else "ミッション")


@pytest.mark.parametrize("text, guess", [("Foced Response: After you thwart, draw 1 card.", "Forced Response"),
                                         ("Hero Reponse: After you thwart, draw 1 card.", "Hero Response"),
                                         ("First Player Actoin: Draw 1 card.", "First Player Action")])
def test_a_misspelt_trigger_is_still_a_guess(text, guess):
    from test_marvel_language import read

    (ability,), diagnostics = read(text)
    assert [d.code for d in diagnostics] == ["MC101"] and ability.lead is None and guess in str(diagnostics[0].message)


# ---- a Japanese subject before an act the reader reads (`あなたは悪役に2ダメージを与える`, `彼女は以下を得る：`) --------

DOERS = [
    # (the Japanese was text: the words before `は` were taken for the target; English reads who deals it as no target)
    ("アクション：あなたは悪役に2ダメージを与える。", "Action: You deal 2 damage to the villain."),
    ("アクション：あなたは、悪役に2ダメージを与える。", "Action: You deal 2 damage to the villain."),
    ("アクション：悪役は各ミニオンに1ダメージを与える。", "Action: The villain deals 1 damage to each minion."),
    ("アクション：あなたはメイン計画に脅威を1個置く。", "Action: You place 1 threat on the main scheme."),
    ("アクション：あなたはスキーム1つから脅威1つを取り除く。", "Action: You remove 1 threat from a scheme."),
    ("アクション：あなたは悪役に2ダメージを与え、カードを1枚引く。", "Action: You deal 2 damage to the villain and draw 1 card."),
]


@pytest.mark.parametrize("japanese, english", DOERS, ids=[j for j, _ in DOERS])
def test_a_japanese_subject_before_a_target_is_who_does_it_as_in_english(japanese, english):
    assert "text" not in kinds(japanese)[0]
    assert read_as(japanese) == read_as(english)


def test_an_unknown_japanese_subject_before_a_target_stays_text():
    # (words the reader knows as no one: no guess, as before)
    assert kinds("アクション：ほげほげは悪役に2ダメージを与える。") == [["text"]]


LEAD_INS = [
    # (the Japanese lead-in was text, where English `She gets:` is the change the rows after it say)
    ("彼女は以下を得る：", "She gets:"),
    ("あなたのヒーローは以下を得る：", "Your hero gets:"),
    ("悪役は次を得る：", "The villain gets:"),
    ("Xが1である間、彼女は以下を得る：\n(1) 攻撃力+3、彼女の攻撃はオーバーキルを得る。\n(2) 攻撃力+1。",
     "While X is 1, she gets:\n(1) +3 ATK and her attacks gain overkill.\n(2) +1 ATK."),
]


@pytest.mark.parametrize("japanese, english", LEAD_INS, ids=[j.split("\n")[0] for j, _ in LEAD_INS])
def test_a_japanese_subject_gets_the_following_reads_as_the_english(japanese, english):
    assert kinds(japanese)[0] == ["modify"]
    assert read_as(japanese) == read_as(english)


def test_gets_the_following_with_no_subject_stays_text():
    assert kinds("以下を得る：") == kinds("Gets:") == [["text"]]


@pytest.mark.parametrize("japanese, english", [
    ("アクション：敵1体またはミニオン1体に2ダメージを与える。", "Action: Deal 2 damage to an enemy or a minion."),
    ("アクション：メイン計画またはサイド計画1つから脅威を1個取り除く。",
     "Action: Remove 1 threat from the main scheme or a side scheme.")])
def test_the_ha_of_a_choice_is_no_subject(japanese, english):
    # (`または` ends with `は`: its first target is no one who does it)
    assert read_as(japanese) == read_as(english)


# ---- a leading time phrase no condition takes stays in the effect's words (`This round, draw 1 card.`) ------------

def worded(text: str) -> list[tuple[str | None, list[str]]]:
    """(the condition's words, the words of its effects) of each sentence of `text`'s abilities."""
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, _ = read_card(card(text, name="Test Hero" if text.isascii() else "テストヒーロー", kind="hero"))
    return [(sentence["condition"], [e["text"] for e in sentence["effects"]])
            for ability in compiled.to_json()["abilities"] for sentence in ability["effects"]]


KEPT_TIMES = [
    # (the English effect's words began at its verb: `This round,` and `Until …,` were in no output but the sentence's
    # text, where the Japanese kept `このラウンド中、`; a counted effect lost them, an effect of no count kept them)
    ("Action: This round, draw 1 card.", "アクション：このラウンド中、カードを1枚引く。", "This round, ", "このラウンド中、"),
    ("Action: Until the end of the round, deal 1 damage to the villain.",
     "アクション：このラウンドの終了時まで、悪役に1ダメージを与える。", "Until the end of the round, ", "このラウンドの終了時まで、"),
    ("Action: Until the end of the turn, heal 2 damage from your hero.",
     "アクション：このターンの終了時まで、あなたのヒーローから2ダメージを回復する。", "Until the end of the turn, ",
     "このターンの終了時まで、"),
    ("Action: Exhaust your hero. This turn, remove 2 threat from a scheme.",
     "アクション：あなたのヒーローを消耗させる。このターン中、スキーム1つから脅威2つを取り除く。", "This turn, ", "このターン中、"),
]


@pytest.mark.parametrize("english, japanese, phrase, ja_phrase", KEPT_TIMES, ids=[e for e, *_ in KEPT_TIMES])
def test_a_leading_time_phrase_no_condition_takes_stays_in_the_effects_words(english, japanese, phrase, ja_phrase):
    (*_, (condition, (words,))), (*_, (ja_condition, (ja_words,))) = worded(english), worded(japanese)
    assert condition is None and ja_condition is None   # (a lasting effect done now: no moment waited for)
    assert words.startswith(phrase) and ja_words.startswith(ja_phrase)
    assert read_as(japanese) == read_as(english)


def test_words_before_a_counted_verb_are_kept_as_before_an_uncounted_one():
    # (`instead` was lost before `draw`, a counted verb, and kept before `ready`)
    assert worded("Action: Exhaust your hero and instead draw 1 card.") == [
        (None, ["Exhaust your hero", "instead draw 1 card."])]
    assert worded("Action: Draw 1 card and instead ready your hero.") == [
        (None, ["Draw 1 card", "instead ready your hero."])]


# ---- the period an effect holds in (`During the villain phase, …`, `悪役フェイズ中、…`), `timings.during` -----------

DURING = [
    # (the English draw was read with no condition, done at once and `During …,` lost; the Japanese was all text)
    ("Action: During the villain phase, draw 1 card.", "アクション：悪役フェイズ中、カードを1枚引く。"),
    ("Action: Draw 1 card. During the player phase, deal 1 damage to the villain.",
     "アクション：カードを1枚引く。プレイヤーフェイズ中、悪役に1ダメージを与える。"),
    ("Action: During the villain phase, your hero gets +1 DEF.", "アクション：悪役フェイズの期間中、あなたのヒーローは防御力+1を得る。"),
]


@pytest.mark.parametrize("english, japanese", DURING, ids=[e for e, _ in DURING])
def test_the_period_an_effect_holds_in_is_its_condition(english, japanese):
    (*_, (condition, kinds_)), (*_, (ja_condition, ja_kinds)) = timed(english), timed(japanese)
    assert condition is not None and condition.startswith("During ") and ja_condition.endswith("中")
    assert kinds_ == ja_kinds and "text" not in kinds_
    assert read_as(japanese) == read_as(english)


def test_a_constant_ability_in_a_period_is_timed_during_in_both_languages():
    # (the Japanese was a sentence condition of an ability with no timing, where the English is timed `during`)
    from test_marvel_language import read

    def head(text: str) -> tuple:
        (ability,), _ = read(text)
        return ability.type, ability.timing

    assert head("プレイヤーフェイズ中、あなたのヒーローは攻撃力+1を得る。") == head(
        "During the player phase, your hero gets +1 ATK.") == ("constant", "during")


@pytest.mark.parametrize("english, japanese", [
    ("Action: During this round, draw 1 card.", "アクション：このラウンド中、カードを1枚引く。"),
    ("This round, your hero gets +1 ATK.", "このラウンド中、あなたのヒーローは攻撃力+1を得る。")])
def test_the_period_now_going_on_stays_a_lasting_effect_in_its_words(english, japanese):
    # (as before: no condition, no timing; the words kept in the effect's)
    (_, (english_words,)), = worded(english)
    (_, (japanese_words,)), = worded(japanese)
    assert [c for c, _ in worded(english)] == [c for c, _ in worded(japanese)] == [None]
    assert english_words.startswith(english.split(": ")[-1].split(",")[0]) and japanese_words.startswith("このラウンド中、")


# ---- the same pronoun twice in one sentence has one owner (`attack_owners.owned_attacks`) -------------------------

@pytest.mark.parametrize("text, name", [
    ("Action: Its attacks gain ranged and its attacks gain piercing.", "Test Hero"),
    ("アクション：それの攻撃は遠隔を得て、それの攻撃は貫通を得る。", "テストヒーロー"),
    ("Action: His attacks gain ranged and his basic attacks gain piercing.", "Test Hero"),
])
def test_the_same_pronouns_attacks_twice_in_a_sentence_have_one_owner(text, name):
    # (on a hero the first was the hero's and the second left `it`: the first's owner, this card, is none a pronoun
    # points back to)
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, _ = read_card(card(text, name=name, kind="hero"))
    ((sentence,),) = [ability["effects"] for ability in compiled.to_json()["abilities"]]
    assert [(e["target"]["noun"], e["target"]["card_types"]) for e in sentence["effects"]] == [("this", ["hero"])] * 2


def test_another_pronoun_after_a_pronouns_attacks_keeps_its_own_reading():
    # (as before: `their` is of many, which this card is not; an ally named between owns the second)
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    def owners(text: str) -> list[tuple]:
        compiled, _ = read_card(card(text, name="Test Hero", kind="hero"))
        return [(e["target"]["noun"], e["target"]["quantity"]) for a in compiled.to_json()["abilities"]
                for s in a["effects"] for e in s["effects"]]

    assert owners("Action: Its attacks gain ranged and their attacks gain piercing.") == [("this", "this"),
                                                                                         ("it", "the")]
    assert owners("Action: Its attacks gain ranged and ready an ally and its attacks gain piercing.") == [
        ("this", "this"), ("ally", "a"), ("ally", "a")]


@pytest.mark.parametrize("english, japanese", [
    ("When the villain attacks you, deal 1 damage to it.", "悪役があなたを攻撃した時、それに1ダメージを与える。"),
    ("[star] When the villain attacks you, deal 1 damage to it.", "[star] 悪役があなたを攻撃した時、それに1ダメージを与える。"),
    ("After the villain attacks you, draw 1 card.", "悪役があなたを攻撃した後、カードを1枚引く。"),
])
def test_a_constant_ability_opened_by_a_moment_is_timed_by_it_in_both_languages(english, japanese):
    # (seed 002: a constant ability has no bold trigger and is active while its card is in play; one opened by `When …,`
    # or `After …,` does its effect at that moment, as the runtime's constant window reads its condition. Its timing was
    # null, the moment a sentence's condition, in silence; with `[star]` the moment was dropped, its effect always on)
    from test_marvel_language import read

    def head(text: str) -> tuple:
        (ability,), diagnostics = read(text)
        return (ability.type, ability.timing, ability.condition is not None,
                [[e.kind for e in s.effects] for s in ability.effects], [s.condition for s in ability.effects],
                [d.code for d in diagnostics])

    timing = english.removeprefix("[star] ").split()[0].lower()
    assert head(english) == head(japanese) == ("constant", timing, True, [[english.split(", ")[1].split()[0]
                                                                            .replace("deal", "deal_damage")]],
                                               [None], [])


def test_a_constant_moment_keeps_the_if_after_it_as_its_sentence_s_condition():
    from test_marvel_language import read

    (ability,), _ = read("When the villain is defeated, if you have 3 cards in hand, you win the game.")
    assert (ability.timing, ability.condition.text) == ("when", "When the villain is defeated")
    assert [(s.condition, [e.kind for e in s.effects]) for s in ability.effects] == [
        ("if you have 3 cards in hand", ["win"])]


@pytest.mark.parametrize("english, japanese", [
    ("When Hela is defeated, if Odin is not attached to the main scheme, you win the game.",
     "ヘラが倒された時、オーディンがメイン計画にアタッチされていない場合、あなたはゲームに勝利する。"),
    ("When the villain attacks you, if it is stunned, draw 1 card.", "悪役があなたを攻撃した時、それがスタン状態なら、カードを1枚引く。"),
    ("After you thwart, if there is no damage, draw 1 card.", "あなたが阻止した後、ダメージがないならカードを1枚引く。"),
    ("When the villain attacks you draw 1 card.", "悪役があなたを攻撃した時カードを1枚引く。"),
], ids=["time-then-if", "time-then-nara", "after-then-nara", "comma-left-out"])
def test_a_japanese_constant_moment_with_a_condition_after_it_or_no_comma_is_timed_as_the_english(english, japanese):
    # (the Japanese was timing null: `…時、…場合` the sentence's condition whole, in silence; with its comma left out,
    # MC114 said how it was read, and it was not read so)
    from test_marvel_language import read

    def head(text: str) -> tuple:
        (ability,), diagnostics = read(text)
        return (ability.type, ability.timing, ability.condition is not None,
                [(s.condition is not None, [e.kind for e in s.effects]) for s in ability.effects],
                [d.code for d in diagnostics])

    assert head(japanese) == head(english)
    assert head(japanese)[1] == english.split()[0].lower()
