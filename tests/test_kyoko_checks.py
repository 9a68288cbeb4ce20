"""虚構侵蝕TRPG: checks and difficulties written in ways the reader does not read as a check: kept as text and said,
never read as something else (KY029 on)."""

from __future__ import annotations

import pytest

from bounds import cpu_seconds

from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import Check, Term
from statblock.rulesets.kyoko.serialize import to_json


def card_with(effect: str):
    (card,), problems = read_cards(SourceFile("cards.kyoko", f"試作品（所持品）\n使用：行動\n対象：単体\n効果：{effect}\n"))
    return card, problems


# ---- KY029: a check of several skills ---------------------------------------------------------------

@pytest.mark.parametrize("effect, written", [
    ("難易度4の〈意志〉〈頑健〉判定に［成功］すれば［萎縮］を解除する。", "難易度4の〈意志〉〈頑健〉判定"),
    ("難易度３の〈意志〉・〈頑健〉判定を行なう。", "難易度３の〈意志〉・〈頑健〉判定"),
    ("難易度4の〈意志〉または〈頑健〉判定に成功する。", "難易度4の〈意志〉または〈頑健〉判定"),
    ("難易度4の〈運動〉か〈探知〉判定に失敗すると4点のダメージを受ける。", "難易度4の〈運動〉か〈探知〉判定"),
    ("難易度5の〈意志〉と〈頑健〉の判定に両方成功する。", "難易度5の〈意志〉と〈頑健〉の判定"),
    ("難易度４の〈探知〉／〈意志〉判定。", "難易度４の〈探知〉／〈意志〉判定"),
    ("難易度3の〈操作〉＋〈治療〉判定。", "難易度3の〈操作〉＋〈治療〉判定"),
    ("〈治療〉〈学問：医学〉判定（難易度３）。", "〈治療〉〈学問：医学〉判定（難易度３）"),
    ("Difficulty 4 <Will> or <Toughness> check; on a success, remove [Shaken].", "Difficulty 4 <Will> or <Toughness> check"),
], ids=["side-by-side", "nakaguro", "matawa", "ka", "to-no", "slash", "plus", "difficulty-after", "english"])
def test_a_check_of_several_skills_is_said_and_kept_as_text(effect, written):
    # was read as a check of its first skill (of its last, the difficulty after it), with no word
    card, problems = card_with(effect)
    assert [(d.code, d.severity.name) for d in problems] == [("KY029", "WARNING")], [str(d.message) for d in problems]
    assert problems[0].span.text == written
    assert "one skill" in problems[0].text("en") and "組み合わせ" in problems[0].text("ja")
    assert not [e for e in card.effects if isinstance(e, Check)]
    assert len([e for e in card.effects if isinstance(e, Term) and e.category == "skills"]) == 2
    assert "".join(e.text for e in card.effects) == effect   # kept as written, nothing lost


@pytest.mark.parametrize("effect", [
    "難易度3の〈操作〉判定（〈治療〉〈学問：医学〉を組み合わせ可能）を行ない、［成功］することで【ＨＰ】を「【感覚】±0」点回復する。",
    "難易度4の〈意志〉判定、〈頑健〉判定の順に行なう。",
    "難易度4の〈意志〉判定に成功すると〈頑健〉判定に+1。",
    "「〈操作〉vs〈探知〉」の［対決］を行なう。",
], ids=["seed-combinable", "two-checks", "skill-after-a-check", "seed-contest"])
def test_one_skill_checks_beside_other_skills_stay_checks(effect):
    card, problems = card_with(effect)
    assert "KY029" not in [d.code for d in problems]
    assert all(e.skill is not None for e in card.effects if isinstance(e, Check))


# ---- a difficulty with で, as players write it -------------------------------------------------------

@pytest.mark.parametrize("effect, written, difficulty, skill", [
    ("難易度４での〈頑健〉判定を行なう。", "難易度４での〈頑健〉判定", 4, "toughness"),
    ("難易度4で〈意志〉判定。", "難易度4で〈意志〉判定", 4, "will"),
    ("難易度 3 で 〈運動〉 判定。", "難易度 3 で 〈運動〉 判定", 3, "athletics"),
    ("〈運動〉で判定（難易度３）。", "〈運動〉で判定（難易度３）", 3, "athletics"),
], ids=["de-no", "de", "de-spaces", "de-difficulty-after"])
def test_a_difficulty_with_de_is_a_check(effect, written, difficulty, skill):
    # was text with no word: the check lost
    card, problems = card_with(effect)
    assert problems == [], [str(d.message) for d in problems]
    (check,) = [e for e in card.effects if isinstance(e, Check)]
    assert (check.text, check.difficulty, check.skill) == (written, difficulty, skill)


def test_a_skill_with_de_and_no_check_stays_a_skill():
    card, problems = card_with("〈運動〉で移動する。難易度表を参照する。")
    assert problems == [] and not [e for e in card.effects if isinstance(e, Check)]


# ---- KY030: a range of difficulty; KY031: a difficulty that is no check's ------------------------------

@pytest.mark.parametrize("effect, written", [
    ("難易度3～5の〈操作〉判定に［成功］すると扉を開ける。", "難易度3～5の〈操作〉判定"),
    ("難易度３〜５の〈探知〉判定。", "難易度３〜５の〈探知〉判定"),
    ("難易度３－５の〈頑健〉判定で解除。", "難易度３－５の〈頑健〉判定"),
    ("難易度3から5の〈頑健〉判定。", "難易度3から5の〈頑健〉判定"),
    ("難易度：3~5。", "難易度：3~5"),
    ("Difficulty 3-5 <Handling> check.", "Difficulty 3-5 <Handling> check"),
], ids=["fullwidth-tilde", "wave-dash", "fullwidth-minus", "kara", "no-skill", "english"])
def test_a_range_of_difficulty_is_said_and_kept_as_text(effect, written):
    # was text with no word
    card, problems = card_with(effect)
    assert [(d.code, d.severity.name) for d in problems] == [("KY030", "WARNING")], [str(d.message) for d in problems]
    assert problems[0].span.text == written
    assert "one difficulty" in problems[0].text("en") and "範囲" in problems[0].text("ja")
    assert not [e for e in card.effects if isinstance(e, Check)]
    assert "".join(e.text for e in card.effects) == effect


@pytest.mark.parametrize("effect, written", [
    ("難易度4の判定を行なう。", "難易度4"),
    ("〈運動〉判定、難易度4。", "難易度4"),
    ("難易度は4。", "難易度は4"),
    ("難易度【感覚】の〈意志〉判定。", "難易度【感覚】の〈意志〉判定"),
    ("難易度5+1の〈意志〉判定。", "難易度5+1の〈意志〉判定"),
    ("make a difficulty 4 check.", "difficulty 4"),
], ids=["no-skill", "apart", "wa", "ability", "sum", "english"])
def test_a_difficulty_that_is_no_checks_is_said(effect, written):
    card, problems = card_with(effect)
    assert [(d.code, d.severity.name) for d in problems] == [("KY031", "WARNING")], [str(d.message) for d in problems]
    assert problems[0].span.text == written
    assert "`難易度4の〈意志〉判定`" in problems[0].help("en")
    assert not [e for e in card.effects if isinstance(e, Check)]


@pytest.mark.parametrize("effect", [
    "〈操作〉判定の難易度は、「難易度表」を参考にして状況や操縦の困難さの度合いによって決定すること。",
    "物理的に拘束されている場合、難易度（簡単な拘束：3／厳重な拘束：5）の〈頑健〉判定を行ない、［成功］することで解除できる。",
    "難易度が2上昇する。", "難易度を+1する。", "難易度4以上の判定に成功した場合、［集中］を得る。", "難易度4の〈意志〉判定。",
    "難易度4の《意志》判定。",
], ids=["seed-table", "seed-cases", "raised", "plus-one", "bound", "a-check", "power-marks"])
def test_a_difficulty_without_a_number_a_change_or_a_check_says_no_ky030_or_ky031(effect):
    _, problems = card_with(effect)
    assert not {"KY030", "KY031"} & {d.code for d in problems}, [str(d.message) for d in problems]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("unit", ["《意志》【感覚】", "《気絶》を与え【感覚】", "2D6ダメージ【感覚】", "難易度4【感覚】",
                                  "難易度3～5の〈操作〉", "難易度4の〈意志〉〈頑健〉判定。"],
                         ids=["power-marks", "condition-marks", "dice-damage", "difficulty", "range", "skills"])
def test_many_words_said_among_many_pieces_are_read_in_linear_time(unit):
    """Each word said as text (KY027, KY028, KY030 to KY032) was looked for in every text piece of its line: a line of
    8,000 `《意志》【感覚】` took 5 s, quadratic; now by bisection."""
    card_with(unit * 10)
    small, large = (cpu_seconds(lambda: card_with(unit * n)) for n in (2000, 8000))
    assert large < 8 * small + 0.1, (small, large)   # four times the text, not sixteen times the time


def test_a_difficulty_in_kanji_is_said():
    card, problems = card_with("難易度四の〈意志〉判定。")
    assert [d.code for d in problems] == ["KY031"] and not [e for e in card.effects if isinstance(e, Check)]


# ---- the skills seed 004 says may be combined with a check ------------------------------------------------

@pytest.mark.parametrize("effect, combinable", [
    ("難易度3の〈操作〉判定（〈治療〉〈学問：医学〉を組み合わせ可能）を行ない、［成功］することで【ＨＰ】を「【感覚】±0」点回復する。",
     (("medicine", None), ("scholarship", "医学"))),
    ("難易度3の〈操作〉判定（〈修理〉、〈学問：工学〉を組み合わせ可能）を行なう。", (("mechanics", None), ("scholarship", "工学"))),
    ("Difficulty 3 <Handling> check (<Medicine> may be combined).", (("medicine", None),)),
], ids=["seed-treatment", "repair-comma", "english"])
def test_the_skills_combinable_with_a_check_are_the_checks(effect, combinable):
    # seed 004's 「（〈治療〉〈学問：医学〉を組み合わせ可能）」 was two skill terms after the check, unrelated to it in the JSON
    card, problems = card_with(effect)
    assert problems == []
    (check,) = [e for e in card.effects if isinstance(e, Check)]
    assert check.skill == "handling" and check.combinable == combinable
    assert to_json(card)["effects"][0]["combinable"] == [{"skill": s, "field": f} for s, f in combinable]
    assert "".join(e.text for e in card.effects) == effect   # the skills stay terms, the text as written


@pytest.mark.parametrize("effect", ["難易度3の〈操作〉判定（〈治療〉）。", "難易度3の〈操作〉判定。〈治療〉を組み合わせ可能。"])
def test_skills_not_said_combinable_in_parentheses_after_a_check_are_not(effect):
    card, _ = card_with(effect)
    assert all(e.combinable == () for e in card.effects if isinstance(e, Check))


# ---- a difficulty for each case, as seed 004 writes one ---------------------------------------------------

@pytest.mark.parametrize("effect, written, cases, skill", [
    ("物理的に拘束されている場合、難易度（簡単な拘束：3／厳重な拘束：5）の〈頑健〉判定を行ない、［成功］することで解除できる。",
     "難易度（簡単な拘束：3／厳重な拘束：5）の〈頑健〉判定", (("簡単な拘束", 3), ("厳重な拘束", 5)), "toughness"),
    ("難易度(簡単：3/困難：5)の〈運動〉判定。", "難易度(簡単：3/困難：5)の〈運動〉判定", (("簡単", 3), ("困難", 5)), "athletics"),
], ids=["seed-line-43", "half-width"])
def test_a_difficulty_for_each_case_is_a_checks(effect, written, cases, skill):
    # seed 004's own 「難易度（簡単な拘束：3／厳重な拘束：5）の〈頑健〉判定」 was text with no word (a skill term in it)
    card, problems = card_with(effect)
    assert problems == []
    (check,) = [e for e in card.effects if isinstance(e, Check)]
    assert (check.text, check.difficulty, check.cases, check.skill) == (written, None, cases, skill)
    assert [e for e in to_json(card)["effects"] if e["type"] == "check"][0]["cases"] == [
        {"case": case, "difficulty": n} for case, n in cases]
    assert "".join(e.text for e in card.effects) == effect


@pytest.mark.parametrize("effect", ["難易度（簡単な拘束）の〈頑健〉判定。", "難易度（簡単：3／困難：30）の〈頑健〉判定。",
                                    "難易度（簡単：3）の〈頑健〉判定。"], ids=["no-number", "out-of-range", "one-case"])
def test_cases_that_are_not_difficulties_stay_text(effect):
    card, _ = card_with(effect)
    assert not [e for e in card.effects if isinstance(e, Check)]
