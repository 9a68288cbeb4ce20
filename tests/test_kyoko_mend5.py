"""虚構侵蝕TRPG: the kyleft3 merge's review (regressions and what it left), in Japanese and English alike: a loss of
【ＨＰ】 read by its verb's ending (a waiting word is a whole word; an obligation a condition waits for is no loss;
conditional, relative and denied losses are none); a number before an ability's amount said however it is written; a
negative amount said only of what is negative. Each test names the reading it had before."""

from __future__ import annotations

import pytest

from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.language import read_cards


def card_with(effect: str):
    return read_cards(SourceFile("c.kyoko", f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n"))


def losses(effect: str) -> list[int]:
    (card,), _ = card_with(effect)
    return [e.amount.number for e in card.effects if type(e).__name__ == "Loss"]


def read_and_said(effect: str):
    (card,), problems = card_with(effect)
    amounts = [type(e).__name__ for e in card.effects if type(e).__name__ in ("Damage", "Recovery", "Loss", "StatChange")]
    return amounts, [(d.code, d.severity.name, d.span.text) for d in problems]


@pytest.mark.parametrize(("effect", "number"), [
    # (a verb that goes on to the next one: `時間`, `間合い`, `際限` are no waiting words `時`, `間`, `際`; nor is `まで`
    # after `して`, even so far as; before, text with no word)
    ("【ＨＰ】を1点消費して時間を止める。", 1), ("【ＨＰ】を3点支払って時を止める。", 3),
    ("【ＨＰ】を1点減らして間合いを詰め、3点のダメージを与える。", 1), ("【ＨＰ】を2点消費してまで攻撃する。", 2),
    ("【ＨＰ】を3点減らし際限なく走る。", 3),
    ("Spend 1 HP to close the distance and deal 3 damage.", 1), ("Spend 1 HP and stop time.", 1),
    # (forms that end the clause or carry the act on, and a permission: the card's loss, as before)
    ("【ＨＰ】を2点失う。", 2), ("【ＨＰ】を2点消費し、3点回復する。", 2), ("【ＨＰ】を2点消費することで、3点回復する。", 2),
    ("【ＨＰ】を2点消費してもよい。", 2), ("【ＨＰ】を2点失うが、3点回復する。", 2), ("【ＨＰ】を3点減少", 3),
    ("【ＨＰ】を2点失います。", 2), ("【ＨＰ】を2点失わなければならない。", 2), ("You may spend 2 HP.", 2),
])
def test_a_loss_whose_verb_goes_on_or_ends_its_clause_is_read(effect, number):
    assert losses(effect) == [number]


@pytest.mark.parametrize("effect", [
    # (an obligation a waiting word follows: the condition's; before, read as a loss, while English was text)
    "【ＨＰ】を2点失わなければならない場合、［萎縮］を受ける。", "【ＨＰ】を2点失わなくてはならないとき、［萎縮］を受ける。",
    "【ＨＰ】を2点支払わねばならない場合、3点回復する。", "If you must lose 2 HP, gain [Shaken].",
    # (conditionals, relatives and denials: before, each Japanese one was a loss, each English one text)
    "【ＨＰ】を2点失うと、［集中］を得る。", "【ＨＰ】を2点消費すると、3点回復する。", "【ＨＰ】を2点消費すれば、3点回復する。",
    "【ＨＰ】を2点減少したら、3点回復する。", "【ＨＰ】を2点減らしたら、3点回復する。", "【ＨＰ】を2点失っても、3点回復する。",
    "If you lose 2 HP, gain [Focused].", "If you spend 2 HP, heal 3.",
    "【ＨＰ】を2点消費しなければ、［萎縮］を受ける。", "Unless you spend 2 HP, gain [Shaken].",
    "【ＨＰ】を2点失うキャラクターは［集中］を得る。", "Any character that loses 2 HP gains [Focused].",
    "【ＨＰ】を2点失うことなく、3点回復する。", "【ＨＰ】を2点消費せずに3点回復する。", "You don't lose 2 HP and heal 3.",
    "【ＨＰ】を2点失うまで攻撃する。", "【ＨＰ】を3点消費時、1点回復する。",   # (`…失う代わりに`: a loss now, kyleft4)
])
def test_a_loss_a_condition_a_relative_or_a_denial_names_is_none(effect):
    assert losses(effect) == []


@pytest.mark.parametrize(("effect", "written"), [
    # (after a sign or a word: before, text with no word; `3【感覚】…` was said)
    ("+3【感覚】点のダメージを与える。", "3【感覚】点のダメージ"), ("Lv3【感覚】点のダメージを与える。", "3【感覚】点のダメージ"),
    ("＋３【感覚】点回復する。", "３【感覚】点回復"),
])
def test_a_number_before_an_ability_after_a_sign_or_word_is_said(effect, written):
    amounts, said = read_and_said(effect)
    assert amounts == [] and said == [("KY027", "WARNING", written)]


@pytest.mark.parametrize(("effect", "written"), [
    # (a negative loss the grammar took as a change of 【ＨＰ】 by -2, in silence, while `Lose -2 HP` was said)
    ("【ＨＰ】を-2点失う。", "【ＨＰ】を-2点失"), ("【ＨＰ】を－２点減少させる。", "【ＨＰ】を－２点減少"), ("Lose -2 HP.", "Lose -2 HP"),
    # (a sign after a particle or an amount's verb is still one)
    ("対象に-2点のダメージを与える。", "-2点のダメージ"), ("Deal -2 damage.", "-2 damage"),
])
def test_a_negative_loss_is_said_not_read_as_a_change(effect, written):
    amounts, said = read_and_said(effect)
    assert amounts == [] and said == [("KY027", "WARNING", written)]


@pytest.mark.parametrize("effect", [
    # (a list's bullets: before, each item called negative, and `- 3点回復` told to be written as a loss)
    "以下から1つを選ぶ。\n- 2点のダメージを与える。\n- 3点回復する。", "Choose one:\n- Deal 2 damage.\n- Heal 3.",
    # (a word minus a number is a subtraction, not a negative amount: before, called negative)
    "感覚-2点のダメージを与える。", "達成値-2点のダメージを与える。", "ボーナス‐2点のダメージを与える。", "Deal Sense -2 damage.",
])
def test_a_bullet_or_a_subtraction_is_no_negative_amount(effect):
    (card,), problems = card_with(effect)
    assert [d for d in problems if d.code == "KY027"] == []


@pytest.mark.parametrize(("effect", "written", "example"), [
    # (English as Japanese: before, text with no word, or a recovery of 2 and a change of 【Sense】 in silence)
    ("Deal 3 【Sense】+1 damage.", "3 【Sense】+1 damage", "【Sense】+1 damage"),
    ("Heal 2 【Sense】+1.", "Heal 2 【Sense】+1", "heal 【Sense】+1"),
    # (the example keeps the modifier written: before, `「【感覚】＋3」点のダメージ`, the +1 dropped)
    ("3【感覚】＋1点のダメージを与える。", "3【感覚】＋1点のダメージ", "「【感覚】＋1」点のダメージ"),
])
def test_a_number_before_an_ability_and_its_modifier_is_said_in_both_languages(effect, written, example):
    amounts, said = read_and_said(effect)
    assert amounts == [] and said == [("KY027", "WARNING", written)]
    (card,), (problem,) = card_with(effect)
    assert example in problem.message.render("en") and "「【感覚】＋1」" in problem.message.render("ja").replace("+", "＋")


@pytest.mark.parametrize("effect", [
    # (a ［状態］ in （）, or in 《》 inside 「」: before, nothing said, while `《委縮》を与える` was KY032)
    "対象に（萎縮）を与える。", "「《委縮》」を与える。",
])
def test_a_condition_in_parentheses_or_nested_marks_is_said(effect):
    _, problems = card_with(effect)
    assert [(d.code, "［萎縮］" in d.message.render("ja")) for d in problems] == [("KY032", True)]


@pytest.mark.parametrize("effect", ["対象に（1ラウンド）を与える。", "（気絶）", "3点のダメージ（最大5）を与える。"])
def test_other_words_in_parentheses_say_nothing(effect):
    assert [d for d in card_with(effect)[1] if d.code == "KY032"] == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_conditions_given_twice_are_both_held(lang, capsys):
    # (before, the second `--conditions` replaced the first in silence)
    import json

    from statblock import cli

    assert cli.main(["--lang", lang, "odds", "--ruleset", "kyoko", "--check", "KS(10,2)>=5", "--conditions", "散漫",
                     "--conditions", "集中", "--contest", "active", "--format", "json"]) == 0
    assert [c["condition"] for c in json.loads(capsys.readouterr().out)["conditions"]] == ["distracted", "focused"]
