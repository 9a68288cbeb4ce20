"""Marvel Champions: a clause opening a sentence whose comma is left out (`When the villain attacks you you may discard 1
card, then draw 1 card.`) ends where an effect's verb phrase begins (`language.run_on`), said (MC114), and reads as
the Japanese with its comma does; a time before an `if` clause stays in the condition (`At the end of your turn if you
exhaust a card, draw 1 card.`). Card texts made up in the printed style."""

from __future__ import annotations

import pytest

from bounds import time_bound


def reading(text: str):
    """(type, timing, the trigger's condition, [(condition, [(kind, amount)]) of each sentence]) of each ability of
    `text`, and the diagnostics' codes."""
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, diagnostics = read_card(card(text, kind="hero"))
    out = [(a["type"], a["timing"], a["condition"] and a["condition"]["text"],
            [(s["condition"], [(e["kind"], e["amount"]) for e in s["effects"]]) for s in a["effects"]])
           for a in compiled.to_json()["abilities"]]
    return out, diagnostics


def effects_of(text: str):
    """(type, timing, whether a condition is read, the kinds and amounts of all effects in order) of each ability."""
    found, _ = reading(text)
    return [(kind, timing, condition is not None or any(c for c, _ in sentences),
             [e for _, effects in sentences for e in effects]) for kind, timing, condition, sentences in found]


RUN_ON = [
    # (the discard was read into the condition, the draw alone an effect; with no comma at all the sentence was an
    # attack of the villain's, no condition)
    ("Response: When the villain attacks you you may discard 1 card, then draw 1 card.", "you", 38),
    ("Interrupt: When the villain attacks you discard 1 card, then draw 1 card.", "you", 39),
    ("Response: After you play an ally draw 1 card, then discard 1 card.", "ally", 32),
    ("Response: When the villain attacks you draw 1 card.", "you", 38),
    ("Response: After you defeat a minion that has attacked you draw 1 card.", "you", 57),
    ("Response: When you attack you may draw 1 card.", "attack", 25),
    ("Action: When the villain attacks you this round you may discard 1 card, then draw 1 card.", "round", 47),
    ("When the villain attacks you you may discard 1 card, then draw 1 card.", "you", 28),
    # (was no MC114 and the condition `When this card leaves play discard it`, no effect)
    ("Action: Draw 1 card. When this card leaves play discard it.", "play", 47),
    # (the clause's own verb no effect verb: the draw was read into the condition, MC114 advised a second draw)
    ("Response: When the villain is defeated you may draw 1 card.", "defeated", 38),
    # (the clause's own verb one of having or being, no modal: the draw was read into the condition, MC114 advised
    # writing a second draw after it)
    ("Response: After you have 3 cards in hand draw 1 card.", "hand", 40),
    ("Response: When there are no cards in your deck draw 1 card.", "deck", 46),
    # (a subject with no modal after the clause's object: `you` was read into the condition, MC114 advised a comma
    # after it; after the clause's verb or a preposition it is the clause's object, as above)
    ("Response: When the villain has 3 threat you draw 1 card.", "threat", 39),
    ("Response: When you defeat a minion you draw 1 card.", "minion", 34),
    ("Response: When the villain attacks you you draw 1 card.", "you", 38),
    # (a card's name in lower case after `play`: its verb was read as the effect, `get behind me draw 1 card` a
    # made-up modify, `stun beam` a stun)
    ("Response: When you play get behind me draw 1 card.", "me", 37),
    ("Response: When you play stun beam you may draw 1 card.", "beam", 33),
    # (`play` the noun, or with no object before the effect's verb and its amount: the draw was read as the object of
    # `play`, the sentence a condition with no effect)
    ("Response: After you put an ally into play draw 1 card.", "play", 41),
    ("Response: When an ally is removed from play draw 1 card.", "play", 43),
    ("Response: When an ally is in play draw 1 card.", "play", 33),
    ("Response: When you play draw 1 card.", "play", 23),
    # (a bare `play` before an effect verb with its amount, another effect after it: that verb was read as the object of
    # `play`, MC114 with nothing read, or `When you play draw 2 cards then` the condition)
    ("Response: When you play draw 1 card and deal 1 damage to the villain.", "play", 23),
    ("Response: When you play draw 2 cards then discard 1 card.", "play", 23),
]


@pytest.mark.parametrize("text, word, at", RUN_ON, ids=[t for t, *_ in RUN_ON])
def test_a_clause_with_no_comma_ends_where_the_effect_begins_and_says_so(text, word, at):
    fixed = text[:at] + "," + text[at:]
    assert text[:at].endswith(word)
    assert reading(text)[0] == reading(fixed)[0]
    found, diagnostics = reading(text)
    (said,) = [d for d in diagnostics if d.code == "MC114"]
    assert said.span.text == word and fixed.split(": ")[-1].split(". ")[-1] in said.message
    assert "MC114" not in [d.code for d in reading(fixed)[1]]


@pytest.mark.parametrize("english, japanese", [
    ("Response: When the villain attacks you you may discard 1 card, then draw 1 card.",
     "レスポンス：悪役があなたを攻撃した時、カードを1枚捨ててもよい。その後、カードを1枚引く。"),
    ("Response: When the villain attacks you draw 1 card.", "レスポンス：悪役があなたを攻撃した時、カードを1枚引く。"),
    ("Response: When the villain has 3 threat you draw 1 card.", "レスポンス：悪役に脅威が3個ある時、あなたはカードを1枚引く。"),
    ("Response: When you play draw 1 card and deal 1 damage to the villain.",
     "レスポンス：あなたがプレイした時、カードを1枚引き、悪役に1ダメージを与える。"),
])
def test_a_clause_with_no_comma_reads_as_the_japanese_with_its_comma(english, japanese):
    assert effects_of(english) == effects_of(japanese)


JAPANESE_RUN_ON = [
    # (was MC110, the trigger's condition not read, the sentence kept as written; the English read with MC114)
    ("レスポンス：ヴィランがあなたを攻撃したときあなたはカードを1枚捨ててもよい。", "とき",
     "Response: When the villain attacks you you may discard 1 card."),
    ("レスポンス：悪役があなたを攻撃した時カードを1枚引く。", "時", "Response: When the villain attacks you draw 1 card."),
    ("レスポンス：あなたが味方をプレイした後カードを1枚引く。", "後", "Response: After you play an ally draw 1 card."),
    ("レスポンス：あなたの手札が3枚になった後カードを1枚引く。", "後", "Response: After you have 3 cards in hand draw 1 card."),
]


@pytest.mark.parametrize("japanese, word, english", JAPANESE_RUN_ON, ids=[j for j, *_ in JAPANESE_RUN_ON])
def test_a_japanese_trigger_with_no_comma_ends_at_its_timing_word_and_says_so(japanese, word, english):
    at = japanese.index(word) + len(word)
    fixed = japanese[:at] + "、" + japanese[at:]
    assert reading(japanese)[0] == reading(fixed)[0]
    assert effects_of(japanese) == effects_of(english)
    _, diagnostics = reading(japanese)
    (said,) = [d for d in diagnostics if d.code == "MC114"]
    assert [d.code for d in diagnostics] == ["MC114"]
    assert said.span.text == word and fixed.split("：")[-1] in said.message


@pytest.mark.parametrize("text", [
    # (the clause's own verbs: joined to its verb, in the third person, after its modal, or a noun at its end)
    "Response: After the villain attacks and deals damage to you, draw 1 card.",
    "Response: When an enemy attacks you or an ally you control, draw 1 card.",
    "Response: After you take damage from an enemy attack, draw 1 card.",
    "Response: When an enemy resolves an undefended attack against you, draw 1 card.",
    "Response: When a character flips or leaves play, draw 1 card.",
    "Forced Interrupt: When your hero would take damage from an enemy attack, discard the top card of your deck.",
    "Response: After you attack or thwart, draw 1 card.",
    "Response: When you must discard a card, draw 1 card.",   # (a modal of the clause's own verb)
    "Response: When you have to discard a card, draw 1 card.",   # (`to` before it)
    "Response: After you have 3 cards in hand and draw 1 card, deal 1 damage.",   # (joined to `have`)
    "Response: After you have 3 cards in hand and you take damage, draw 1 card.",   # (joined, with its subject)
])
def test_a_clause_s_own_verbs_end_no_condition(text):
    found, diagnostics = reading(text)
    assert "MC114" not in [d.code for d in diagnostics]
    ((_, _, condition, _),) = found
    assert condition == text.split(": ", 1)[1].split(",")[0]


@pytest.mark.slow   # (a 10,000-verb clause, timed: the heavy tier)
def test_a_long_clause_is_read_in_bounded_time():
    text = "Response: When you " + " and ".join(["attack"] * 10_000) + " you may draw 1 card."
    with time_bound(5):
        found, _ = reading(text)
    assert found[0][3][-1][1] == [("draw", 1)]


def test_a_word_the_left_out_comma_parts_is_written_twice_for_no_slip():
    # (`you you` was MC121, advised `When the villain attacks you may discard …`: the villain's target lost)
    _, diagnostics = reading("Response: When the villain attacks you you may discard 1 card.")
    assert [d.code for d in diagnostics] == ["MC114"]
    _, diagnostics = reading("Response: When the villain attacks you, you you may discard 1 card.")
    assert [d.code for d in diagnostics] == ["MC121"]


TIME_AND_IF = [
    # (the `if` alone was the condition, the time dropped: done at once when it held; the Japanese read both)
    ("Action: At the end of your turn if you exhaust a card, draw 1 card.", "At the end of your turn if you exhaust a card",
     "アクション：あなたのターンの終了時に、あなたがカードを消耗した場合、カードを1枚引く。"),
    ("Action: At the end of your turn, if you exhaust a card, draw 1 card.",
     "At the end of your turn, if you exhaust a card", "アクション：あなたのターンの終了時に、あなたがカードを消耗した場合、カードを1枚引く。"),
    ("Action: After that thwart ends, if you have 2 cards, draw 1 card.", "After that thwart ends, if you have 2 cards",
     "アクション：その阻止が終わった後、あなたの手札が2枚ある場合、カードを1枚引く。"),
    ("Action: When you attack if you discard a card, draw 1 card.", "When you attack if you discard a card",
     "アクション：あなたが攻撃した時、あなたがカードを1枚捨てた場合、カードを1枚引く。"),
]


@pytest.mark.parametrize("english, condition, japanese", TIME_AND_IF, ids=[e for e, *_ in TIME_AND_IF])
def test_a_time_before_an_if_clause_stays_in_the_condition(english, condition, japanese):
    found, diagnostics = reading(english)
    assert found[0][3] == [(condition, [("draw", 1)])]
    assert "MC114" not in [d.code for d in diagnostics]
    assert effects_of(english) == effects_of(japanese)


def test_a_time_before_an_if_clause_is_read_in_bounded_time():
    # (the time is fullmatched before the `if`: a run of blanks is taken once)
    text = "Action: At the end of your turn" + " " * 20_000 + "x, y if you exhaust a card, draw 1 card."
    with time_bound(2):
        found, _ = reading(text)
    assert found[0][3][0][1] == [("draw", 1)]


# ---- how long a repeated trigger lasts (`Until the end of the turn, … each time …`), `syntax.time_before_subject` ----

_HEAL_EACH_TIME_JA = "アクション：ターン終了時まで、あなたがダメージを与えるたび、あなたのヒーローから2ダメージを回復する。"


@pytest.mark.parametrize("english, condition", [
    # (no condition: the heal done once, at once; the Japanese read the duration and the repeated trigger)
    ("Action: Until the end of the turn, each time you deal damage, heal 2 damage from your hero.",
     "Until the end of the turn, each time you deal damage"),
    ("Action: Until the end of the turn, heal 2 damage from your hero each time you deal damage.",
     "each time you deal damage"),
])
def test_a_repeated_trigger_that_lasts_reads_as_the_japanese(english, condition):
    found, _ = reading(english)
    assert found[0][3] == [(condition, [("heal", 2)])]
    assert effects_of(english) == effects_of(_HEAL_EACH_TIME_JA)
    assert reading(_HEAL_EACH_TIME_JA)[0][0][3] == [("ターン終了時まで、あなたがダメージを与えるたび", [("heal", 2)])]


def test_a_trailing_repeated_trigger_is_no_words_of_the_target():
    # (the heal's target was `your hero each time you deal damage`)
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, _ = read_card(card("Action: Heal 2 damage from your hero each time you deal damage.", kind="hero"))
    ((effect,),) = [[e for e in s["effects"]] for a in compiled.to_json()["abilities"] for s in a["effects"]]
    assert effect["target"]["text"] == "your hero"


@pytest.mark.parametrize("text", ["Action: Draw 1 card for each time you attacked this round.",
                                  "Action: Until the end of the round, your hero gets +1 ATK."])
def test_a_count_of_times_or_a_lasting_effect_is_no_repeated_trigger(text):
    found, _ = reading(text)
    assert [condition for condition, _ in found[0][3]] == [None]


# ---- a clause whose comma is written is never parted; a second clause of its own joined with its subject ----

SECOND_CLAUSE = [
    # (each was parted after `and you`/`or you`: the clause's second verb read as an effect, MC114 advised a comma)
    ("Response: When the villain attacks you and you take damage, draw 1 card.",
     "When the villain attacks you and you take damage"),
    ("Response: After you thwart and you remove the last threat from a scheme, draw 1 card.",
     "After you thwart and you remove the last threat from a scheme"),
    ("Response: After you defeat a minion or you defeat the villain, draw 1 card.",
     "After you defeat a minion or you defeat the villain"),
]


@pytest.mark.parametrize("text, condition", SECOND_CLAUSE, ids=[t for t, _ in SECOND_CLAUSE])
def test_a_condition_its_written_comma_ends_is_whole(text, condition):
    found, diagnostics = reading(text)
    assert found == [("response", condition.split()[0].lower(), condition, [(None, [("draw", 1)])])]
    assert "MC114" not in [d.code for d in diagnostics]


def test_a_leading_if_clause_its_written_comma_ends_is_whole():
    found, diagnostics = reading("Action: If you attack and you deal 3 damage, draw 1 card.")
    assert found[0][3] == [("If you attack and you deal 3 damage", [("draw", 1)])]
    assert "MC114" not in [d.code for d in diagnostics]


@pytest.mark.parametrize("text, condition", SECOND_CLAUSE, ids=[t for t, _ in SECOND_CLAUSE])
def test_a_second_clause_with_its_subject_is_the_condition_s_when_its_comma_is_left_out(text, condition):
    # (the comma left out: the clause's second verb, after `and you`, is its own; the draw starts the effect)
    left_out = text.replace(", draw", " draw")
    found, diagnostics = reading(left_out)
    assert found == reading(text)[0]
    (said,) = [d for d in diagnostics if d.code == "MC114"]
    assert said.span.text == condition.split()[-1]


# ---- a card's name that starts with a verb is no effect of the clause ----

NAMED = ["Get Behind Me!", "Stun Beam", "Take One for the Team", "Ready Stance"]


@pytest.mark.parametrize("name", NAMED)
def test_a_name_that_starts_with_a_verb_stays_in_the_condition(name):
    # (the clause was parted before the name: `When you play`, its name's verb an effect, `Stun Beam` stunned `Beam`)
    written = f"Response: When you play {name}, draw 1 card."
    found, diagnostics = reading(written)
    assert found == [("response", "when", f"When you play {name}", [(None, [("draw", 1)])])]
    assert "MC114" not in [d.code for d in diagnostics]
    found, diagnostics = reading(written.replace(", draw", " draw"))
    assert found == reading(written)[0]
    (said,) = [d for d in diagnostics if d.code == "MC114"]
    assert said.span.text == name.split()[-1]


def test_a_name_of_the_file_with_a_comma_is_read_whole_before_the_left_out_comma():
    # (the sentence's clause was cut at the name's comma, `When you play Bob`: no condition, a play of `When you`)
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, diagnostics = read_card(card("Action: When you play Bob, Agent of Hydra draw 1 card.", kind="hero"),
                                      ("Bob, Agent of Hydra",))
    ((sentence,),) = [a["effects"] for a in compiled.to_json()["abilities"]]
    assert sentence["condition"] == "When you play Bob, Agent of Hydra"
    assert [(e["kind"], e["amount"]) for e in sentence["effects"]] == [("draw", 1)]
    assert [d.span.text for d in diagnostics if d.code == "MC114"] == ["Hydra"]


def test_a_time_with_no_verb_and_no_comma_before_a_trailing_if_is_parted_from_the_effect():
    # (the whole sentence was read as the condition, `After this attack deal 1 damage … if it is stunned`: the damage
    # lost, kept as text; then the trailing `if` alone, the time dropped: the damage done at once. The time is an act's
    # noun with no verb, parted before the effect's verb as its comma would: both conditions, MC114 on `attack`)
    text = "Action: Draw 1 card. After this attack deal 1 damage to the villain if it is stunned."
    found, diagnostics = reading(text)
    assert found == reading(text.replace("attack deal", "attack, deal"))[0]
    assert found[0][3] == [(None, [("draw", 1)]), ("After this attack, if it is stunned", [("deal_damage", 1)])]
    assert [(d.code, d.span.text) for d in diagnostics] == [("MC114", "attack")]


VERBLESS_TIMES = [
    # (a time with no verb, an act's noun, and no comma: the effect's verb was taken for the clause's, the sentence a
    # condition alone, nothing done; the Japanese with its comma was text, MC125: `この攻撃の後、…`)
    ("Action: Attack the villain. After this attack deal 1 damage to a minion.", "attack",
     "アクション：悪役を攻撃する。この攻撃の後、ミニオンに1ダメージを与える。"),
    ("Action: Thwart. After that thwart draw 1 card.", "thwart", "アクション：阻止する。その阻止の後、カードを1枚引く。"),
    ("Response: After the attack deal 1 damage to the villain.", "attack", "レスポンス：攻撃の後、悪役に1ダメージを与える。"),
    ("After this activation deal 1 damage to the villain.", "activation", "このアクティベーションの後、悪役に1ダメージを与える。"),
]


@pytest.mark.parametrize("text, word, japanese", VERBLESS_TIMES, ids=[t for t, *_ in VERBLESS_TIMES])
def test_a_time_with_no_verb_ends_before_the_effect_s_verb_and_reads_as_the_japanese(text, word, japanese):
    at = text.rindex(word) + len(word)
    fixed = text[:at] + "," + text[at:]
    assert reading(text)[0] == reading(fixed)[0]
    assert [(d.code, d.span.text) for d in reading(text)[1]] == [("MC114", word)]
    assert effects_of(text) == effects_of(japanese)
    japanese_codes = [d.code for d in reading(japanese)[1]]
    assert "MC125" not in japanese_codes and "MC110" not in japanese_codes


@pytest.mark.parametrize("text", ["Action: Attack. Then deal 1 damage.", "アクション：攻撃する。その後、1ダメージを与える。",
                                  "Response: After the villain flips, deal 1 damage to it.",
                                  "Response: After the villain attacks you draw 1 card."])
def test_then_and_a_clause_with_its_own_verb_are_no_verbless_time(text):
    found, _ = reading(text)
    conditions = [c for *_, sentences in found for c, _ in sentences] + [c for _, _, c, _ in found]
    assert not any(c and c.rstrip().endswith(("the villain", "その")) for c in conditions)


TIMED_IF = [
    # (a time opening the sentence, its effect, a trailing `if`: with no comma the `if` was left in the effect's words and
    # the time alone its condition; with the comma, or after a period moment with or without it, the time was dropped
    # and the effect done at once when the `if` held)
    ("Action: After you thwart, deal 1 damage to a minion if it has no damage.", "After you thwart", "if it has no damage",
     "deal_damage", "アクション：あなたが阻止した後、それにダメージがないなら、ミニオンに1ダメージを与える。"),
    ("Action: When you attack, deal 1 damage to the villain if it is stunned.", "When you attack",
     "if it is stunned", "deal_damage", "アクション：あなたが攻撃した時、悪役がスタン状態なら、それに1ダメージを与える。"),
    ("Action: After this attack resolves, draw 1 card if you have no cards in hand.", "After this attack resolves",
     "if you have no cards in hand", "draw", "アクション：この攻撃の解決後、あなたの手札にカードがない場合、カードを1枚引く。"),
    ("Action: At the end of the round, deal 1 damage to an enemy if it is stunned.", "At the end of the round",
     "if it is stunned", "deal_damage", "アクション：ラウンドの終了時に、敵がスタン状態なら、それに1ダメージを与える。"),
]


@pytest.mark.parametrize("text, time, condition, effect, japanese", TIMED_IF, ids=[t for t, *_ in TIMED_IF])
def test_a_leading_time_and_a_trailing_if_are_both_the_condition_with_the_comma_or_without(text, time, condition,
                                                                                        effect, japanese):
    found, diagnostics = reading(text)
    assert [(said, [kind for kind, _ in effects]) for said, effects in found[0][3]] == [(f"{time}, {condition}",
                                                                                        [effect])]
    assert not diagnostics
    left_out = text.replace(f"{time}, ", f"{time} ")
    found, diagnostics = reading(left_out)
    assert found == reading(text)[0]
    (said,) = diagnostics
    assert (said.code, said.span.text) == ("MC114", time.split()[-1])
    assert effects_of(text) == effects_of(japanese)
    # (the Japanese conditional form with no comma after it reads as with it: the effect was text)
    assert reading(japanese.replace("なら、", "なら"))[0] == reading(japanese)[0]


def test_a_trailing_if_clause_s_words_are_no_words_of_the_effect_after_a_time():
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    for text in ("Action: After you thwart deal 1 damage to a minion if it has no damage.",
                 "Action: After you thwart, deal 1 damage to a minion if it has no damage."):
        compiled, _ = read_card(card(text, kind="hero"))
        ((effect,),) = [s["effects"] for a in compiled.to_json()["abilities"] for s in a["effects"]]
        assert effect["target"]["text"] == "a minion"


@pytest.mark.parametrize("english, japanese", [
    # (the draw was read as the `if` clause's own verb: no trigger condition, the whole sentence kept as text)
    ("Response: When you attack if you have no cards in hand draw 1 card.",
     "レスポンス：あなたが攻撃した時、あなたの手札にカードがない場合、カードを1枚引く。"),
    ("Response: When you attack if you control 3 allies draw 1 card.",
     "レスポンス：あなたが攻撃した時、あなたが味方を3体コントロールしている場合、カードを1枚引く。"),
])
def test_an_inner_if_clause_with_its_own_verb_ends_before_the_effect(english, japanese):
    condition = english.split(": ", 1)[1].split(" draw")[0]
    found, diagnostics = reading(english)
    assert found == [("response", "when", condition, [(None, [("draw", 1)])])]
    assert [d.span.text for d in diagnostics if d.code == "MC114"] == [condition.split()[-1]]
    assert effects_of(english) == effects_of(japanese)


def test_a_trailing_repeated_trigger_that_counts_what_the_ability_did_is_no_condition():
    # (`this way`: the whole sentence was its condition, the discard gated by what it discards; as a leading `Each
    # time … this way,` is none)
    text = ("Action: Discard the top 3 cards of your deck, then each time a [physical] card is discarded this way, "
            "draw 1 card.")
    found, _ = reading(text)
    assert found[0][3] == [(None, [("discard", None), ("draw", 1)])]


@pytest.mark.parametrize("text", ["アクション：あなたが攻撃するたびカードを1枚引く。", "アクション：あなたが攻撃するたびにカードを1枚引く。",
                                  "レスポンス：あなたが攻撃するたびカードを1枚引く。"])
def test_a_japanese_each_time_with_no_comma_after_it_reads_as_with_its_comma(text):
    # (`たび` and `たびに` are written with no comma as `なら` is: the sentence was text, the time not read)
    with_comma = text.replace("たびカード", "たび、カード").replace("たびにカード", "たびに、カード")
    assert reading(text)[0] == reading(with_comma)[0]
    # (a response's is its trigger's condition, timed `when`, as the English `Each time …,` is: it was its sentence's,
    # with MC110)
    ((_, timing, trigger, sentences),) = reading(text)[0]
    said = [trigger] if trigger is not None else [said for said, _ in sentences]
    assert said == [with_comma.split("：")[1].split("、")[0]] and (timing == "when") == text.startswith("レスポンス")
    head = "Action" if text.startswith("アクション") else "Response"
    assert effects_of(text) == effects_of(f"{head}: Each time you attack, draw 1 card.")


def test_again_is_no_japanese_each_time():
    assert [said for said, _ in reading("アクション：ふたたびカードを1枚引く。")[0][0][3]] == [None]


@pytest.mark.parametrize("text", ["レスポンス：悪役があなたを攻撃した時 1ダメージを与える。",
                                  "アクション：アタッチできない場合　メイン計画に脅威を1個置く。"])
def test_the_japanese_comma_advised_takes_no_space_after_it(text):
    # (the space typed before the effect was kept after the comma put in: `時、 1ダメージ`)
    (said,) = [d for d in reading(text)[1] if d.code == "MC114"]
    fixed = text.split("：")[1].replace(" ", "、").replace("　", "、")
    assert fixed in str(said.message) and "、 " not in str(said.message) and "、　" not in str(said.message)


@pytest.mark.parametrize("text", ["Response: When you play Stun Beam.", "Response: When you play get behind me.",
                                  "Action: Draw 1 card. After you play Get Behind Me!"])
def test_a_timing_alone_that_names_a_card_is_a_condition_with_no_effect(text):
    # (the name's verb counted as an effect after the clause's: no condition, the sentence a made-up play, in silence)
    found, diagnostics = reading(text)
    said, effects = found[0][3][-1]
    assert said is not None and effects == [("text", None)]
    assert [d.code for d in diagnostics] == ["MC114"]


# ---- a subject in the third person with no modal after the clause's verb (`… you each player draws 1 card`) --------

THIRD_PERSON_SUBJECTS = [
    # (the whole sentence was the condition, nothing done, MC114 advising a second effect after it; the Japanese with
    # its comma read)
    ("Response: After the villain attacks you each player draws 1 card.", "you",
     "レスポンス：悪役があなたを攻撃した後、各プレイヤーはカードを1枚引く。"),
    ("Response: After the villain attacks you the villain takes 1 damage.", "you",
     "レスポンス：悪役があなたを攻撃した後、悪役は1ダメージを受ける。"),
    ("Response: After you thwart each minion takes 1 damage.", "thwart",
     "レスポンス：あなたが阻止した後、各ミニオンは1ダメージを受ける。"),
    ("Response: When the villain attacks each player draws 1 card.", "attacks",
     "レスポンス：悪役が攻撃した時、各プレイヤーはカードを1枚引く。"),
    ("Action: If you are in hero form the villain takes 1 damage.", "form",
     "アクション：あなたがヒーロー形態である場合、悪役は1ダメージを受ける。"),
]


@pytest.mark.parametrize("text, word, japanese", THIRD_PERSON_SUBJECTS, ids=[t for t, *_ in THIRD_PERSON_SUBJECTS])
def test_a_third_person_subject_after_the_clause_s_verb_starts_the_effect(text, word, japanese):
    at = text.index(word) + len(word)
    fixed = text[:at] + "," + text[at:]
    assert reading(text)[0] == reading(fixed)[0]
    assert effects_of(text) == effects_of(japanese)
    _, diagnostics = reading(text)
    (said,) = [d for d in diagnostics if d.code == "MC114"]
    assert said.span.text == word and fixed.split(": ")[-1] in said.message


@pytest.mark.parametrize("text", [
    # (its verb joined to the clause's, or in a relative clause, or the noun after a preposition: the clause's own)
    "Response: When you attack and the villain takes damage, draw 1 card.",
    "Response: When a minion that the villain controls attacks you, draw 1 card.",
    "Response: After you deal damage to each minion that attacks you, draw 1 card.",
])
def test_a_third_person_verb_joined_to_the_clause_stays_the_clause_s(text):
    found, diagnostics = reading(text)
    assert "MC114" not in [d.code for d in diagnostics]
    ((_, _, condition, _),) = found
    assert condition == text.split(": ", 1)[1].split(",")[0]


@pytest.mark.parametrize("japanese, english", [
    ("強制レスポンス：悪役にアタッチできない場合ミニオンに1ダメージを与える。",
     "Forced Response: If you cannot attach to the villain deal 1 damage to a minion."),
    ("レスポンス：手札がない場合カードを1枚引く。", "Response: If you have no cards in hand draw 1 card."),
])
def test_a_japanese_if_with_no_comma_opening_a_trigger_s_first_sentence_is_read_as_the_english(japanese, english):
    # (the sentence was text: its condition is no time, MC110, and the `場合` with no comma after it was not read there,
    # where the English `If …` and the Japanese with its `、` were read)
    assert effects_of(japanese) == effects_of(english) == effects_of(japanese.replace("場合", "場合、"))
    _, diagnostics = reading(japanese)
    assert [d.code for d in diagnostics] == ["MC110", "MC114"]
    assert [d.span.text for d in diagnostics if d.code == "MC114"] == ["場合"]
