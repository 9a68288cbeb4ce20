"""Marvel Champions: readings the moment-timed abilities' merge (mcleft8) had broken, mended by the rule (the review of
9ab1fc90): a modal or `did` after a subject is the clause's verb, never a time with no verb; one reading of a clause
whose comma is left out with the sentence's period or without it; a state sentence after a timed one stays the
constant's; only an act's noun before Japanese `の時/の後`; a keyword's reminder whose `(` was lost is the keyword's.
Each in English and Japanese. Card texts made up in the printed style."""

from __future__ import annotations

import pytest

from test_marvel_moments import abilities, shape
from test_marvel_run_on import reading


# ---- 1. a modal or `did` after a subject is the clause's verb -------------------------------------------------------

@pytest.mark.parametrize("text, condition, kind", [
    # (was the condition `When the villain would`, the effect an attack, MC114 advising a comma after `would`)
    ("Forced Interrupt: When the villain would attack you deal 1 damage to the villain.",
     "When the villain would attack you", "deal_damage"),
    ("Response: When the villain can attack you draw 1 card.", "When the villain can attack you", "draw"),
    ("Response: When the villain should attack you draw 1 card.", "When the villain should attack you", "draw"),
    ("Response: After the villain did attack you draw 1 card.", "After the villain did attack you", "draw"),
    # (a verb with its `-s` left out, then its object and the effect's verb: the clause's own)
    ("Response: When the villain attack you draw 1 card.", "When the villain attack you", "draw"),
    ("Forced Interrupt: 悪役があなたを攻撃しようとする時悪役に1ダメージを与える。", "悪役があなたを攻撃しようとする時",
     "deal_damage"),
])
def test_a_modal_after_a_subject_is_the_clause_s_verb_no_verbless_time(text, condition, kind):
    (found,), diagnostics = reading(text)
    assert found[2] == condition
    assert [k for _, effects in found[3] for k, _ in effects] == [kind]
    assert "MC114" in [d.code for d in diagnostics]


def test_did_not_after_a_subject_is_the_if_clause_s_verb():
    # (was the condition `If your ally`, the effect a prohibition)
    (found,), _ = reading("Response: If your ally did not thwart this round draw 1 card.")
    assert found[3] == [("If your ally did not thwart this round", [("draw", 1)])]


@pytest.mark.parametrize("text, condition", [
    ("Response: After this attack deal 1 damage to the villain.", "After this attack"),
    ("Response: After each thwart draw 1 card.", "After each thwart"),
])
def test_an_act_s_noun_is_still_a_time_with_no_verb(text, condition):
    (found,), _ = reading(text)
    assert found[2] == condition


# ---- 2. one reading whatever the trailing period -------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Forced Response: After the villain attacks you the villain schemes.",
    "Forced Response: After the villain attacks you the villain schemes",
    "When you play an event the villain schemes.",
    "Forced Interrupt: When the villain attacks you the villain heals.",
])
def test_a_condition_before_a_lone_third_person_verb_is_kept_and_said(text):
    # (was no condition, the sentence typed an attack or a play, nothing said)
    (found,), diagnostics = reading(text)
    assert found[3][0][0] is not None and found[3][0][1] == [("text", None)]
    assert "MC114" in [d.code for d in diagnostics]


def test_clause_comma_answers_alike_with_or_without_the_period():
    from statblock.rulesets.marvel_champions.language.run_on import clause_comma

    for words in ("After the villain attacks you the villain schemes", "When the villain attacks you draw 1 card",
                  "After the villain attacks you the villain takes 1 damage"):
        assert clause_comma(words) == clause_comma(words + ".") == clause_comma(words + " .")


# ---- 3. a state after a timed sentence stays the constant's ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Your hero gets +1 DEF. After the villain attacks you, draw 1 card. While you are in hero form, your hero gets +1 ATK.",
    "あなたのヒーローは防御力+1を得る。悪役があなたを攻撃した後、カードを1枚引く。あなたがヒーロー形態である間、あなたのヒーローは"
    "攻撃力+1を得る。",
])
def test_a_state_after_a_timed_sentence_is_the_constant_s(text):
    # (was a step of the after ability, done when the villain attacked)
    found, _ = abilities(text)
    assert [shape(a) for a in found] == [("constant", None, False, ["modify", "modify"]),
                                         ("constant", "after", True, ["draw"])]
    assert found[0]["effects"][1]["condition"] is not None


# ---- 4. Japanese `の時/の後` after an act's noun only ----------------------------------------------------------------

@pytest.mark.parametrize("text", ["このとき、カードを1枚引く。", "悪役フェイズの時、カードを1枚引く。"])
def test_a_japanese_no_toki_after_no_act_is_no_moment(text):
    # (`あなたがヒーロー形態のとき、` is no moment either: a state, timed `while`, test_marvel_leftovers9)
    # (was a constant timed `when`, by a condition no event meets, nothing said)
    found, _ = abilities(text)
    assert [shape(a) for a in found] == [("constant", None, False, ["text"])]   # (kept as written: MC125 by check)


@pytest.mark.parametrize("text, condition", [("Response: この攻撃の後、カードを1枚引く。", "この攻撃の後"),
                                             ("Response: After this attack, draw 1 card.", "After this attack")])
def test_an_act_s_noun_before_no_ato_is_a_moment(text, condition):
    (found,), _ = reading(text)
    assert (found[1], found[2]) == ("after", condition)


# ---- 5. a keyword's reminder with its bracket lost -----------------------------------------------------------------

@pytest.mark.parametrize("text", ["Hinder 3[per_hero]. When revealed, place 3[per_hero] threat here.)",
                                  "妨害3[per_hero]。公開時、ここに脅威を3[per_hero]個置く。）"])
def test_a_keyword_s_reminder_whose_bracket_was_lost_is_no_ability(text):
    # (was a when_revealed ability: revealed placed 3 threat, and Hinder 3 more)
    found, diagnostics = abilities(text, kind="side_scheme")
    assert [a["type"] for a in found] == ["keyword"]
    assert all(s["reminder"] for s in found[0]["effects"]) and found[0]["effects"]
    assert "MC108" in diagnostics


def test_a_sentence_with_a_stray_bracket_after_no_keyword_is_still_read():
    found, _ = abilities("Draw 1 card. Deal 1 damage to the villain.)")
    assert [e["kind"] for a in found for s in a["effects"] for e in s["effects"]] == ["draw", "deal_damage"]


# ---- 7. `Whenever` opens a constant's timed sentence as `When` does -------------------------------------------------

@pytest.mark.parametrize("text", ["Your hero gets +1 ATK. Whenever the villain attacks you, draw 1 card.",
                                  "あなたのヒーローは攻撃力+1を得る。悪役があなたを攻撃するたびに、カードを1枚引く。"])
def test_whenever_after_a_constant_sentence_is_a_moment_of_its_own(text):
    # (the English stayed one constant ability, its draw never listed by timing; the Japanese was split)
    found, _ = abilities(text)
    assert [shape(a) for a in found] == [("constant", None, False, ["modify"]), ("constant", "when", True, ["draw"])]


@pytest.mark.parametrize("text", ["Alter-Ego Action:\n- If you have no cards in hand, draw 1 card.", "[star] Boost:"])
def test_a_head_with_no_words_stays_an_ability_of_its_own(text):
    # (the regrouping once dropped it: MarvelCDB's Parental Guidance and Radioactive Man lost their heads)
    found, _ = abilities(text)
    assert found[0]["trigger"] in ("Alter-Ego Action", "Boost")


# ---- 6. a trigger with no colon is printed once --------------------------------------------------------------------

@pytest.mark.parametrize("text, lang, line", [
    # (was `When Defeated: When Defeated, draw 1 card.`, read back as another ability)
    ("Guard. When Defeated, draw 1 card.", "en", "■ When Defeated: draw 1 card."),
    ("Guard. 敗北時、カードを1枚引く。", "ja", "■ 敗北時：カードを1枚引く。"),
    ("Action Deal 2 damage to the villain.", "en", "▷ Action: Deal 2 damage to the villain."),
])
def test_a_trigger_written_with_a_comma_or_nothing_for_its_colon_is_printed_once(text, lang, line):
    from statblock.rulesets.marvel_champions.language import read_card
    from statblock.rulesets.marvel_champions.render import render_cards
    from test_marvel_language import card

    compiled, _ = read_card(card(text, kind="minion"))
    printed = render_cards([compiled], "txt", lang).decode("utf-8")
    assert [row for row in printed.splitlines() if row.startswith(("■ ", "▷ "))][-1] == line
    again, _ = read_card(card(line[2:], kind="minion"))
    assert [a.type for a in again.abilities] == [a.type for a in compiled.abilities if a.type != "keyword"]


# ---- 8. a comma for the colon after a slash's whole trigger, a label, a name, Japanese `に` --------------------------

@pytest.mark.parametrize("text, types, form, name", [
    # (each was a constant timed `when`, or text, no MC109: it never fired)
    ("When Revealed/When Defeated, draw 1 card.", ["when_revealed", "when_defeated"], None, None),
    ("When Revealed (Alter-Ego), place 1 threat on the main scheme.", ["when_revealed"], "alter_ego", None),
    ("公開時（分身）、メイン計画に脅威を1個置く。", ["when_revealed"], "alter_ego", None),
    ("Last Stand — When Defeated, draw 1 card.", ["when_defeated"], None, "Last Stand"),
    ("公開時に、メイン計画に脅威を1個置く。", ["when_revealed"], None, None),
])
def test_an_own_moment_with_a_comma_for_its_colon_is_its_trigger(text, types, form, name):
    found, diagnostics = abilities(text, kind="minion")
    assert [a["type"] for a in found] == types
    assert {(a["form"], a["name"]) for a in found} == {(form, name)}
    assert all(s["effects"][0]["kind"] != "text" for a in found for s in a["effects"])
    assert "MC109" in diagnostics


@pytest.mark.parametrize("text, line", [
    ("Last Stand — When Defeated, draw 1 card.", "■ Last Stand — When Defeated: draw 1 card."),
    ("When Revealed (Alter-Ego), place 1 threat on the main scheme.",
     "■ When Revealed (Alter-Ego): place 1 threat on the main scheme."),
])
def test_a_named_or_labelled_trigger_with_a_comma_is_printed_once(text, line):
    from statblock.rulesets.marvel_champions.language import read_card
    from statblock.rulesets.marvel_champions.render import render_cards
    from test_marvel_language import card

    compiled, _ = read_card(card(text, kind="minion"))
    printed = render_cards([compiled], "txt", "en").decode("utf-8")
    assert [row for row in printed.splitlines() if row.startswith(("■ ", "▷ "))][-1] == line


# ---- 10. an adverb before the verb is no misspelt verb ---------------------------------------------------------------

@pytest.mark.parametrize("text", ["Again, draw 1 card.", "Again draw 1 card."])
def test_an_adverb_a_letter_from_a_verb_before_the_verb_is_no_slip(text):
    # (was MC111 `did you mean Gain`, and a gain typed before the draw)
    found, diagnostics = abilities(text)
    assert [e["kind"] for a in found for s in a["effects"] for e in s["effects"]] == ["draw"]
    assert "MC111" not in diagnostics


def test_a_misspelt_verb_before_its_object_is_still_said():
    found, diagnostics = abilities("Exhuast your identity.")
    assert [e["kind"] for a in found for s in a["effects"] for e in s["effects"]] == ["exhaust"]
    assert "MC111" in diagnostics


def test_a_would_clause_with_no_comma_is_listed_for_its_event(tmp_path, capsys):
    # (listed before the mend too, but with an attack typed for its effect, `test_a_modal_after_a_subject_…`; it stays
    # listed, its effect the damage)
    from test_marvel_moments import listed

    entries = listed(tmp_path, capsys, "Test Plan (Support)\nCost 0\nForced Interrupt: When the villain would attack you "
                     "deal 1 damage to the villain.", "play", "the villain attacks you")
    assert [(e["card"], e["window"]) for e in entries] == [("Test Plan", "before")]
