"""虚構侵蝕TRPG: effect text that was read wrong in silence, as a player of the game writes it (docs/kyoko.md):
each test names the reading it had before."""

from __future__ import annotations

import pytest

from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import ConditionEffect, Damage, Loss, Recovery

from bounds import cpu_seconds


def card_with(effect: str):
    return read_cards(SourceFile("c.kyoko", f"試作品（フィクションパワー）\n使用：常時\n効果：{effect}\n"))


def conditions(effect: str):
    (card,), problems = card_with(effect)
    return [(e.id, e.referenced) for e in card.effects if isinstance(e, ConditionEffect)], problems


@pytest.mark.parametrize(("effect", "named"), [
    ("あなたは［萎縮］を受けない。", [("shaken", True)]),
    ("［気絶］にならない。", [("unconscious", True)]),
    ("［崩壊］を受けず、［散漫］も無効化する。", [("decay", True), ("distracted", True)]),
    ("［崩壊］を無効化する。", [("decay", True)]),
    ("［萎縮］［散漫］を受けない。", [("shaken", True), ("distracted", True)]),
    ("［崩壊］を受けなくなる。", [("decay", True)]),
    ("［憎悪］を与えられない。", [("hatred", True)]),
    ("［崩壊］への耐性を得る。", [("decay", True)]),
    ("You cannot gain [Decay].", [("decay", True)]),
    ("You are immune to [Decay] and [Shaken].", [("decay", True), ("shaken", True)]),
    ("You never become [Hatred].", [("hatred", True)]),
    ("対象は［萎縮］を受けることはない。", [("shaken", True)]), ("対象は［萎縮］を受けることがない。", [("shaken", True)]),
    ("対象は［萎縮］を受けることもない", [("shaken", True)]), ("対象に［萎縮］を与えることはできない。", [("shaken", True)]),
    ("［萎縮］を受けることはありません。", [("shaken", True)]), ("［気絶］になることは無い。", [("unconscious", True)]),
    ("［萎縮］を与えられることはない。", [("shaken", True)]),
    ("［萎縮］を受けることなく、［崩壊2］を受ける。", [("shaken", True), ("decay", False)]),
])
def test_a_condition_denied_or_made_of_no_effect_is_named_not_given(effect, named):
    """An immunity (`［萎縮］を受けない`, `［崩壊］を無効化する`, `immune to [Decay]`) names the ［状態］ and gives none: it
    was read as given (`referenced: false` in the JSON), and ［崩壊］ or ［憎悪］ without its n or target was an error
    (KY011, KY013) on a card that writes none because it gives none."""
    found, problems = conditions(effect)
    assert found == named and problems == [], [(d.code, str(d.message)) for d in problems]


@pytest.mark.parametrize("effect", ["［萎縮］を与える。", "［崩壊3］を受ける。", "Gain [Decay 3].", "［崩壊3］を受け、［萎縮］になる。",
                                    "［萎縮］を受けることになる。", "［萎縮］を受けることがある。"])
def test_a_condition_given_is_still_given(effect):
    found, problems = conditions(effect)
    assert found and not any(named for _, named in found) and problems == []


def test_a_given_condition_without_its_n_is_still_said():
    found, problems = conditions("［崩壊］を受ける。")
    assert found == [("decay", False)] and [d.code for d in problems] == ["KY011"]


@pytest.mark.slow   # (thousands of repeats timed at two sizes: the heavy tier, as the other bounded-time tests)
def test_many_immunities_read_in_linear_time():
    short, long = ("［萎縮］を受けない。" * 1000), ("［萎縮］を受けない。" * 10000)
    assert cpu_seconds(lambda: card_with(long)) < 12 * cpu_seconds(lambda: card_with(short)) + 0.5


@pytest.mark.parametrize(("effect", "number"), [
    ("対象にダメージを３点与える。", 3), ("対象はダメージを5点受ける。", 5), ("ダメージを 12 点与え、［萎縮］を与える。", 12),
])
def test_damage_dealt_with_its_points_after_wo_is_damage(effect, number):
    """`ダメージを3点与える` (damage, 3 points of it, dealt) was text with no word: the card's JSON had no damage."""
    (card,), problems = card_with(effect)
    assert [e.amount.number for e in card.effects if isinstance(e, Damage)] == [number] and problems == []


@pytest.mark.parametrize("effect", ["ダメージを２点減少させる。", "受けるダメージを３点軽減する。", "ダメージを3点受けない。",
                                    "ダメージを３与える。"])
def test_damage_changed_or_denied_after_wo_stays_text(effect):
    (card,), problems = card_with(effect)
    assert not any(isinstance(e, Damage) for e in card.effects) and problems == []


def card_of(lines: str):
    return read_cards(SourceFile("c.kyoko", f"試作品（フィクションパワー）\n使用：行動\n効果：{lines}"))


@pytest.mark.parametrize(("lines", "read"), [
    ("対象に３点の\nダメージを与える。\n", [("Damage", "３点の\nダメージ")]),
    ("対象の［崩壊］\nを解除する。\n", [("ConditionEffect", "［崩壊］")]),
    ("対象の［崩壊］を\n解除する。\n", [("ConditionEffect", "［崩壊］")]),
    ("難易度４の\n〈意志〉判定を行なう。\n", [("Check", "難易度４の\n〈意志〉判定")]),
    ("対象に３点の\r\n　　ダメージを与える。\r\n", [("Damage", "３点の\nダメージ")]),
    ("Deal 3\ndamage.\n", [("Damage", "3\ndamage")]),
])
def test_an_effect_line_broken_inside_a_sentence_is_read_with_the_next(lines, read):
    """A line break inside a sentence (a rulebook copied from its pages, a narrow box) cut each phrase over it: the
    damage was text with no word, the removal KY011 (a ［崩壊］ given without its n), the check KY031 (no skill)."""
    (card,), problems = card_of(lines)
    assert [(type(e).__name__, e.text) for e in card.effects if type(e).__name__ != "Text"] == read
    assert problems == [], [(d.code, str(d.message)) for d in problems]
    assert card.effect_text == lines.replace("\r", "").replace("　", "").rstrip("\n")


def test_a_removal_over_a_line_break_removes():
    (card,), _ = card_of("対象の［崩壊］\nを解除する。\n")
    (condition,) = card.conditions()
    assert condition.removes and condition.span.line == condition.span.end_line == 3


def test_lines_that_end_their_sentences_are_read_as_before():
    (card,), problems = card_of("対象に３点のダメージを与え、\n［崩壊２］を与える。\n対象は［萎縮］を受ける。\n")
    assert [(type(e).__name__, e.text) for e in card.effects] == [
        ("Text", "対象に"), ("Damage", "３点のダメージ"), ("Text", "を与え、"), ("Text", "\n"),
        ("ConditionEffect", "［崩壊２］"), ("Text", "を与える。"), ("Text", "\n"), ("Text", "対象は"),
        ("ConditionEffect", "［萎縮］"), ("Text", "を受ける。")]
    assert problems == []


def test_a_diagnostic_on_a_joined_line_is_at_its_own_line_and_column():
    (card,), problems = card_of("対象に３点の\nダメージを与え、［崩戒２］を与える。\n")
    (problem,) = problems
    assert (problem.code, problem.span.line, problem.span.column) == ("KY010", 4, 10)

def test_a_line_ending_in_a_plain_verb_ends_its_sentence():
    """`対象に［瀕死］を与える` with its 。 left out, then another sentence: still a sentence of its own, so ［瀕死］ given at
    its end is said (KY038) as before."""
    (card,), problems = card_of("対象に［瀕死］を与える\n対象は［萎縮］を受ける。\n")
    assert [d.code for d in problems] == ["KY038"]
    assert [e.text for e in card.effects] == ["対象に", "［瀕死］", "を与える", "\n", "対象は", "［萎縮］", "を受ける。"]



@pytest.mark.slow   # (thousands of repeats timed at two sizes: the heavy tier, as the other bounded-time tests)
def test_many_broken_lines_read_in_linear_time():
    short, long = "対象の［崩壊］\nを解除し、３点の\n" * 1000, "対象の［崩壊］\nを解除し、３点の\n" * 10000
    assert cpu_seconds(lambda: card_of(long + "ダメージ。\n")) < 12 * cpu_seconds(lambda: card_of(short + "ダメージ。\n")) + 0.5


@pytest.mark.parametrize("effect", ["ダメージを2D6点与える。", "ダメージを1d6+2点受ける。", "ダメージを3～6点与える。",
                                    "ダメージを3から6点与える。"])
def test_damage_after_wo_in_dice_or_a_range_is_said(effect):
    """`ダメージを2D6点与える` was text with no word, as `ダメージを3点与える` was; `ダメージ2D6` was said (KY027)."""
    (card,), problems = card_with(effect)
    assert not any(isinstance(e, Damage) for e in card.effects)
    assert [(d.code, d.span.column) for d in problems] == [("KY027", 4)]


@pytest.mark.parametrize(("lines", "code", "quoted", "column"), [
    ("対象にダメージを2D6\n点与える。\n", "KY027", "ダメージを2D6点", 7),
    ("対象にダメージを３～６\r\n　点与える。\n", "KY027", "ダメージを３～６点", 7),
    ("対象に2D6点の\nダメージを与える。\n", "KY027", "2D6点のダメージ", 7),
    ("対象に\n三点のダメージを与える。\n", "KY027", "三点のダメージ", 1),
    ("自身のHPを【感覚】＋１\n回復する。\n", "KY037", "【感覚】＋１回復", 10),
    ("自身のHPを【感覚】\n＋１回復する。\n", "KY037", "【感覚】＋１回復", 10),
    ("Deal damage\n2d6 to the target.\n", "KY027", "damage 2d6", 9),
    ("Deal 3 to\n6 damage.\n", "KY027", "3 to 6 damage", 9),
    ("Heal\n【Sense】+1D6.\n", "KY027", "Heal 【Sense】+1", 4),
    ("難易度３～\n５の〈意志〉判定を行う。\n", "KY030", "難易度３～５の〈意志〉判定", 4),
])
def test_a_diagnostic_over_a_line_break_quotes_the_words_on_one_line(lines, code, quoted, column):
    """A KY027, KY030 or KY037 span over a joined line break quoted a literal `\\n` (`ダメージを2D6\\n点`) in both languages: the
    words are quoted as written on one line (nothing between Japanese words, a blank between English ones), the span
    still where they are."""
    (card,), problems = card_of(lines)
    (problem,) = problems
    assert (problem.code, problem.span.column) == (code, column)
    assert problem.span.end_line == problem.span.line + (0 if lines.startswith("対象に\n") else 1)
    for lang in ("en", "ja"):
        said = problem.message.render(lang)
        assert "\n" not in said and quoted in said, said


@pytest.mark.parametrize("effect", ["受けるダメージを1D6点軽減する。", "ダメージを3～6点軽減する。"])
def test_damage_changed_by_dice_or_a_range_after_wo_says_nothing(effect):
    assert card_with(effect)[1] == []


@pytest.mark.parametrize(("effect", "number"), [
    ("【ＨＰ】を３点消費する。", 3), ("使用時、【ＨＰ】を2点消費して、対象に5点のダメージを与える。", 2),
    ("【ＨＰ】を3点支払う。", 3), ("HPを1点払って、［集中］を得る。", 1),
])
def test_hp_spent_as_a_cost_is_a_loss(effect, number):
    """`【ＨＰ】を2点消費` (spent as a cost, as a power's cost is written) is seed 004's self-inflicted loss of 【ＨＰ】
    (「何らかの効果で自発的に【ＨＰ】の現在値を減少させる」): it was text with no word."""
    (card,), problems = card_with(effect)
    assert [(e.stat, e.amount.number) for e in card.effects if isinstance(e, Loss)] == [("hp", number)]
    assert problems == []


@pytest.mark.parametrize("effect", ["【ＨＰ】を３点消費しない。", "【装備ＨＰ】を2点消費する。", "3点消費する。"])
def test_no_loss_where_none_is_spent_of_hp(effect):
    (card,), problems = card_with(effect)
    assert not any(isinstance(e, Loss) for e in card.effects) and problems == []


@pytest.mark.parametrize(("effect", "stat"), [
    ("Recover 3 Armor HP.", "armor_hp"), ("Heal 3 armor HP.", "armor_hp"), ("Armor HP recovers 3.", "armor_hp"),
    ("Armor HP heals 3.", "armor_hp"), ("Recover 3 HP.", "hp"), ("Heal 3.", "hp"), ("装備HPを3点回復する。", "armor_hp"),
])
def test_armor_hp_written_in_english_without_brackets_is_what_recovers(effect, stat):
    """`Recover 3 Armor HP` (【装備ＨＰ】's English name without its 【】, as `装備HPを3点回復` is read) was a recovery of
    【ＨＰ】, in silence."""
    (card,), problems = card_with(effect)
    assert [e.stat for e in card.effects if isinstance(e, Recovery)] == [stat] and problems == []


@pytest.mark.parametrize(("effect", "stat"), [
    ("The target loses 2 Armor HP\nRecover 3 HP.", "hp"), ("Lose 2 Armor HP\nrecover 3.", "hp"),
    ("If you have 0 Armor HP recover 3.", "hp"), ("Remove all Armor HP recover 3 HP.", "hp"),
    ("Each ally with 0 Armor HP recovers 3.", "hp"),
    ("対象の【装備ＨＰ】が0の場合\n自身は3点回復する。", "hp"), ("対象の【装備ＨＰ】が0の場合、自身は3点回復する。", "hp"),
    ("【装備ＨＰ】を2点減らし3点回復する。", "hp"), ("対象の【装備ＨＰ】を破壊し\n3点回復する。", "hp"),
    ("【装備ＨＰ】を失い、3点回復する。", "hp"),
    # the stat written with the recovery is still what it recovers
    ("Your Armor HP\nrecovers 3.", "armor_hp"), ("When your Armor HP recovers 3, deal 3 damage.", "armor_hp"),
    ("The target's Armor HP recovers 3.", "armor_hp"), ("Your 【Armor HP】 recovers 3.", "armor_hp"),
    ("対象の【装備ＨＰ】を\n3点回復する。", "armor_hp"), ("【装備ＨＰ】を即座に3点回復する。", "armor_hp"),
    ("【装備ＨＰ】を「【感覚】＋1」点回復する。", "armor_hp"),
    # a number that is no amount between them ends no clause (a review's finding: were 【ＨＰ】)
    ("【装備ＨＰ】を1ラウンドに2点回復する。", "armor_hp"), ("【装備ＨＰ】を1回だけ3点回復する。", "armor_hp"),
    # a condition on 【装備ＨＰ】's value without its comma, or another amount without its 点, ends the clause (the
    # review after: were armor_hp once only 点 ended a clause)
    ("【装備ＨＰ】が0の時3点回復する。", "hp"), ("【装備ＨＰ】が０の時３点回復する。", "hp"),
    ("【装備ＨＰ】が0になると3点回復する。", "hp"), ("【装備ＨＰ】が0であれば3点回復する。", "hp"),
    ("【装備ＨＰ】が１以上残っていれば３点回復する。", "hp"), ("【装備ＨＰ】を2減らし3点回復する。", "hp"),
])
def test_armor_hp_of_a_clause_before_is_not_what_recovers(effect, stat):
    """The stat a recovery recovers is the one written with it, never one of a clause before it: `Armor HP` at the end
    of a line (`The target loses 2 Armor HP` / `Recover 3 HP.`), or as the object of another verb (`If you have 0 Armor
    HP recover 3.`), or `【装備ＨＰ】` of a condition (`【装備ＨＰ】が0の場合、3点回復`) or of another amount
    (`【装備ＨＰ】を2点減らし3点回復`) made it a recovery of 【装備ＨＰ】, in silence."""
    (card,), problems = card_with(effect)
    assert [e.stat for e in card.effects if isinstance(e, Recovery)] == [stat]
