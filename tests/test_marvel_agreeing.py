"""Marvel Champions readings where English and Japanese must agree (the same effects, targets and timing), and the
time they take: time phrases that opened a sentence and were dropped, a Japanese subject before an act the English
reads, a head's words kept in their place, and a pronoun's attacks after many targets that cannot own them. Card texts
made up in the printed style."""

from __future__ import annotations

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
    """(the condition's words, the kinds of its effects) of each sentence of `text`'s abilities."""
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, _ = read_card(card(text, name="Test Hero", kind="hero"))
    return [(sentence["condition"], [e["kind"] for e in sentence["effects"]])
            for ability in compiled.to_json()["abilities"] for sentence in ability["effects"]]


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
    return line[2:].split(":")[0]


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
