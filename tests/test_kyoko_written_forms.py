"""虚構侵蝕TRPG: forms players write that were read wrong, or kept in silence (docs/kyoko.md): a ［状態］'s target in
everyday words, a ［状態］ in a variant spelling of its name, a check's difficulty in bare parentheses, damage to
【装備ＨＰ】; each test names the reading it had before, in English and Japanese."""

from __future__ import annotations

import re

import pytest

from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import ConditionEffect

from bounds import cpu_seconds


def card_with(effect: str):
    return read_cards(SourceFile("c.kyoko", f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n"))


def given(effect: str):
    (card,), problems = card_with(effect)
    return [(e.id, e.n, e.target) for e in card.effects if isinstance(e, ConditionEffect)], problems


@pytest.mark.parametrize("effect", ["対象に［憎悪／自分］を与える。", "対象に［憎悪/自分］を与える。", "Inflict [Hatred/self].",
                                    "対象に［憎悪／自身］を与える。"])
def test_hatred_of_oneself_in_everyday_words_reads_self(effect):
    # (`自分` was kept as written, while `[Hatred/self]` and `自身` read `self`: one target, two in the JSON)
    read, problems = given(effect)
    assert read == [("hatred", None, "self")] and problems == []


@pytest.mark.parametrize("effect", ["heal 【Sense】+1D6.", "heal 【Sense】×2.", "deal 2d6 damage.", "heal 2d6.",
                                    "deal 3 to 6 damage.", "heal 2-4."])
def test_a_japanese_message_on_an_english_card_has_no_english_example(effect):
    # (its Japanese gave the English examples `heal 【感覚】+1`, `heal 3`, `damage 7`: now the game's Japanese form)
    _, problems = card_with(effect)
    (said,) = [d for d in problems if d.code == "KY027"]
    ja = said.message.render("ja").replace(said.span.text, "")
    assert re.search(r"[A-Za-z]", ja) is None, ja
    assert "点回復" in ja or "点のダメージ" in ja


@pytest.mark.parametrize(("effect", "written", "state"), [
    ("対象に［委縮］を与える。", "委縮", "shaken"), ("対象は［昂揚］を得る。", "昂揚", "elated"),
    ("対象に[委縮]を与える。", "委縮", "shaken"), ("Inflict [昂揚].", "昂揚", "elated"),
    ("［委縮］を解除する。", "委縮", "shaken"),
])
def test_a_condition_in_another_spelling_of_its_word_reads_as_it_and_says_the_rulebooks(effect, written, state):
    # (`委縮`, the newspapers' spelling of 萎縮, and `昂揚`, the older one of 高揚: the same words; before, KY010, an
    # error, "unknown condition", and the card gave no ［状態］)
    read, problems = given(effect)
    assert [r[0] for r in read] == [state]
    (said,) = problems
    assert (said.code, said.severity.name, said.span.text) == ("KY039", "WARNING", written)
    rulebook = {"shaken": "萎縮", "elated": "高揚"}[state]
    assert f"［{rulebook}］" in said.message.render("en") and f"［{rulebook}］" in said.message.render("ja")
    assert re.search(r"[A-Za-z]", said.message.render("ja")) is None


@pytest.mark.parametrize("effect", ["対象に［委縮］を与える。", "対象に[昂揚]を与える。", "［委縮］と［昂揚］を解除する。"])
def test_the_fix_of_a_condition_in_another_spelling_applies_cleanly(effect):
    # (an editor's quick fix replaces the word inside its brackets: the text then reads with no word said)
    from statblock.lsp.analysis import replacement

    text = f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n"
    source = SourceFile("c.kyoko", text)
    _, problems = read_cards(source)
    assert problems and all(d.code == "KY039" for d in problems)
    for edit in sorted((replacement(said, text) for said in problems), key=lambda e: e.start, reverse=True):
        text = text[:edit.start] + edit.text + text[edit.end:]
    (card,), after = read_cards(SourceFile("c.kyoko", text))
    assert after == [] and "委縮" not in text and "昂揚" not in text
    assert [e.id for e in card.effects if isinstance(e, ConditionEffect)] == [
        e.id for e in read_cards(source)[0][0].effects if isinstance(e, ConditionEffect)]


def test_dying_in_kana_reads_as_dying_and_is_still_said_given():
    # (`ひん死`, 瀕死 with its uncommon kanji in kana: read as ［瀕死］, so KY038 says that a card gives it, as of ［瀕死］)
    read, problems = given("対象に［ひん死］を与える。")
    assert [r[0] for r in read] == ["dying"]
    assert sorted(d.code for d in problems) == ["KY038", "KY039"]


def test_a_slip_of_another_word_is_still_an_unknown_condition():
    _, problems = given("対象に［崩戒3］を与える。")
    assert [(d.code, d.severity.name) for d in problems] == [("KY010", "ERROR")]


@pytest.mark.parametrize(("effect", "written", "n"), [
    ("〈意志〉判定（4）を行なう。", "〈意志〉判定（4）", "4"), ("〈意志〉で判定（４）を行なう。", "〈意志〉で判定（４）", "4"),
    ("難易度なしの〈頑健〉判定 (3) を行なう。", "〈頑健〉判定 (3)", "3"), ("Make a <Will> check (4).", "<Will> check (4)", "4"),
])
def test_a_check_with_a_number_alone_in_parentheses_is_said(effect, written, n):
    # (before, the skill read and `判定（4）` text with no word: the check and its number lost in silence; a number alone
    # may be the difficulty or the dice, so it is not read)
    (card,), problems = card_with(effect)
    (said,) = problems
    assert (said.code, said.severity.name, said.span.text) == ("KY031", "WARNING", written)
    assert not [e for e in card.effects if type(e).__name__ == "Check"]
    help_ja = said.help("ja")
    assert f"〈{'頑健' if '頑健' in effect else '意志'}〉判定（難易度{n}）" in help_ja
    assert re.search(r"[A-Za-z]", said.message.render("ja").replace(written, "") + help_ja) is None
    assert f"difficulty {n}" in said.help("en") or f"難易度{n}" in said.help("en")


def test_a_check_with_a_number_alone_in_parentheses_over_a_line_break_is_said():
    (card,), problems = read_cards(SourceFile("c.kyoko", "試作品（フィクションパワー）\n使用：行動\n効果：〈意志〉判定\n（4）を行なう。\n"))
    (said,) = problems
    assert said.code == "KY031" and "`〈意志〉判定（4）`" in said.message.render("en")


@pytest.mark.parametrize("effect", ["次の判定を選ぶ：〈知覚〉判定\n（1）成功：［高揚］を得る。", "Choose: <Perception> check\n(1) Success: gain [Elated]."])
def test_a_numbered_item_after_a_check_over_a_line_break_is_no_difficulty(effect):
    # (KY031 said the list's (1) could be the check's difficulty: a number opening an item of its own is none)
    _, problems = read_cards(SourceFile("c.kyoko", f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n"))
    assert "KY031" not in [p.code for p in problems]


@pytest.mark.parametrize("effect", ["〈意志〉判定（難易度4）を行なう。", "難易度4の〈意志〉判定を行なう。",
                                    "〈運動〉判定（+2）を行なう。", "〈運動〉判定（4個）を行なう。", "〈運動〉判定を行なう（4回まで）。"])
def test_a_check_read_or_with_other_words_in_parentheses_says_nothing_new(effect):
    _, problems = card_with(effect)
    assert "KY031" not in [d.code for d in problems]


@pytest.mark.parametrize(("effect", "written", "fixed_en"), [
    ("対象に3点の【装備ＨＰ】ダメージを与える。", "3点の【装備ＨＰ】ダメージ", "3点のダメージ"),
    ("対象に３点の装備HPダメージを与える。", "３点の装備HPダメージ", "3点のダメージ"),
    ("対象に3点【装備HP】ダメージを与える。", "3点【装備HP】ダメージ", "3点のダメージ"),
    ("Deal 3 Armor HP damage.", "3 Armor HP damage", "3 damage"),
    ("Deal 3 points of Armor HP damage.", "3 points of Armor HP damage", "3 damage"),
])
def test_damage_to_armor_hp_alone_is_said_once(effect, written, fixed_en):
    # (before, the number and the ability read apart and `ダメージ` text: no damage and no word; seed 004's damage goes to
    # 【ＨＰ】, or to 【装備ＨＰ】 instead as the one who takes it chooses, so damage to 【装備ＨＰ】 alone is none it writes)
    (card,), problems = card_with(effect)
    (said,) = problems
    assert (said.code, said.severity.name, said.span.text) == ("KY027", "WARNING", written)
    assert not [e for e in card.effects if type(e).__name__ == "Damage"]
    assert f"`{fixed_en}`" in said.message.render("en") and "「3点のダメージ」" in said.message.render("ja")
    assert re.search(r"[A-Za-z]", said.message.render("ja").replace(written, "")) is None


def test_damage_to_armor_hp_over_a_line_break_is_said():
    (card,), problems = read_cards(SourceFile("c.kyoko", "試作品（フィクションパワー）\n使用：行動\n効果：対象に3点の\n【装備ＨＰ】ダメージを与える。\n"))
    (said,) = problems
    assert said.code == "KY027" and "`3点の【装備ＨＰ】ダメージ`" in said.message.render("en")


@pytest.mark.parametrize("effect", ["対象に3点のダメージを与える。", "【ＨＰ】に3点のダメージを与える。", "Deal 3 damage.",
                                    "対象に「【装備ＨＰ】」点のダメージを与える。", "If you have 3 Armor HP, deal 2 damage."])
def test_damage_and_armor_hp_apart_say_nothing(effect):
    _, problems = card_with(effect)
    assert "KY027" not in [d.code for d in problems]


def test_another_ability_between_its_points_and_damage_is_a_word_between():
    # (as `5点の貫通ダメージ`; before, in silence)
    _, problems = card_with("対象に2点の【感覚】ダメージを与える。")
    (said,) = problems
    assert (said.code, said.span.text) == ("KY027", "2点の【感覚】ダメージ") and "【感覚】" in said.message.render("ja")


@pytest.mark.parametrize(("effect", "number"), [
    ("Lose 2 HP.", 2), ("Spend 1 HP to gain [Focused].", 1), ("Pay 3 points of 【HP】.", 3), ("The target loses 4 HP.", 4),
    ("自身の【ＨＰ】を2点失う。", 2), ("【ＨＰ】を1点消費して［集中］を得る。", 1),
])
def test_hp_lost_or_spent_in_english_is_a_loss_as_in_japanese(effect, number):
    # (`【ＨＰ】を2点失う` was a loss, `Lose 2 HP` text with no word: the two languages read two cards)
    (card,), problems = card_with(effect)
    (loss,) = [e for e in card.effects if type(e).__name__ == "Loss"]
    assert (loss.stat, loss.amount.number) == ("hp", number) and problems == []


@pytest.mark.parametrize("effect", ["You cannot lose 2 HP.", "You don't lose 1 HP.", "You never lose 2 HP.",
                                    "Lose 2 Armor HP.", "Lose 2 points.", "If you have 2 HP, heal 1."])
def test_hp_not_lost_or_not_hp_in_english_is_no_loss(effect):
    (card,), _ = card_with(effect)
    assert not [e for e in card.effects if type(e).__name__ == "Loss"]


@pytest.mark.parametrize("effect", [
    "When you lose 2 HP, gain [Elated].", "If the target loses 3 HP or more, it gains [Shaken].",
    "Whenever you would lose 2 HP or more, prevent it.", "The target never loses 2 HP from this.",
    "You can\u2019t lose 2 HP.", "You don\u2019t spend 1 HP.", "You don't need to spend 1 HP.",
    "You do not have to pay 2 HP.", "No character loses 2 HP this round.", "Repay 2 HP.", "close 2 HP",
    "【ＨＰ】を3点以上失った場合、［萎縮］を得る。", "【ＨＰ】を2点失った時、［萎縮］を得る。", "【ＨＰ】を2点失わない。",
    "You cannot attack and lose 2 HP in the same turn.", "Each time you lose 2 HP, gain [Elated].",
    "As long as you lose 2 HP, gain [Elated].", "As soon as you spend 1 HP, gain [Elated].",
])
def test_a_loss_a_condition_or_a_denial_names_is_text_in_both_languages(effect):
    # (a loss is ordered or stated: `Lose 2 HP.`, `The target loses 4 HP.`; before, each English one here was read as a
    # loss, and `【ＨＰ】を2点失った時` made the whole line KY007, an error, its condition text)
    (card,), problems = card_with(effect)
    assert not [e for e in card.effects if type(e).__name__ in ("Loss", "Damage")]
    assert "KY007" not in [p.code for p in problems]
    assert "".join(e.text for e in card.effects).replace("\u3000", "") == effect


@pytest.mark.parametrize(("effect", "number"), [
    ("Gain [Elated] and lose 2 HP.", 2), ("If you are hit, lose 3 HP.", 3), ("You lose 1 HP.", 1),
    ("Each target then loses 2 HP.", 2),
])
def test_a_loss_ordered_or_stated_after_a_clause_is_read(effect, number):
    (card,), _ = card_with(effect)
    (loss,) = [e for e in card.effects if type(e).__name__ == "Loss"]
    assert loss.amount.number == number


@pytest.mark.parametrize("effect", ["When you attack and lose 2 HP, deal 3 damage.",
                                    "攻撃して【ＨＰ】を2点失った時、3点のダメージを与える。"])
def test_a_loss_joined_by_and_to_a_condition_is_the_conditions_in_both_languages(effect):
    # (before, `and` started the loss's clause, and the condition's loss was read as the card's own)
    (card,), problems = card_with(effect)
    assert [(type(e).__name__, e.amount.number) for e in card.effects if type(e).__name__ in ("Loss", "Damage")] == [
        ("Damage", 3)] and problems == []


@pytest.mark.parametrize(("effect", "number"), [
    ("Target loses 2 HP.", 2), ("All enemies lose 1 HP.", 1), ("Allies lose 1 HP.", 1), ("The enemy character loses 2 HP.", 2),
    ("Each adjacent enemy loses 1 HP.", 1), ("You must pay 2 HP.", 2), ("You may lose 2 HP to deal 3 damage.", 2),
    ("You will lose 2 HP.", 2), ("The target's owner loses 2 HP.", 2), ("I lose 2 HP.", 2),
    ("When you are hit, you can spend 1 HP.", 1), ("対象は【ＨＰ】を2点失う。", 2), ("全ての敵は【ＨＰ】を1点失う。", 1),
    ("【ＨＰ】を2点支払ってもよい。", 2),
])
def test_a_loss_with_any_subject_or_modal_is_read_in_both_languages(effect, number):
    # (only a condition's word or a denial in the clause before the verb makes a loss text; before, a subject out of a
    # short list, a second word or a modal (`All enemies`, `Each adjacent enemy`, `You must`) made each one text in silence)
    (card,), problems = card_with(effect)
    (loss,) = [e for e in card.effects if type(e).__name__ == "Loss"]
    assert (loss.stat, loss.amount.number) == ("hp", number) and problems == []



@pytest.mark.parametrize(("effect", "amount"), [
    ("Deal 「【Sense】+1」 points of damage.", ("sense", 1, None)), ("Deal 「【Sense】+1」 damage.", ("sense", 1, None)),
    ("Deal 「2」 damage.", (None, 0, 2)), ("対象に「【感覚】＋1」点のダメージを与える。", ("sense", 1, None)),
    ("Gain [Elated] and deal 「2 」 damage.", (None, 0, 2)), ("Gain [Elated] and deal 「 2 」 damage.", (None, 0, 2)),
    ("Gain [Elated] and deal 「【Sense】 」 damage.", ("sense", 0, None)), ("Deal 「【Sense】+1 」 damage.", ("sense", 1, None)),
    ("［高揚］を得て「 2 」点のダメージを与える。", (None, 0, 2)), ("［高揚］を得て「【感覚】 」点のダメージを与える。", ("sense", 0, None)),
    ("対象に「【感覚】 + 2」点のダメージを与える。", ("sense", 2, None)), ("対象に「【感覚】 -2 」点のダメージを与える。", ("sense", -2, None)),
    ("Gain [Elated] and deal 「【Sense】 + 2」 damage.", ("sense", 2, None)),
])
def test_an_amount_in_quotes_before_english_damage_is_read(effect, amount):
    # (before, its number or modifier was lexed as one unquoted, its 」 no word the phrase could go on with: the whole line
    # was KY007, an error, and every effect of it text; `「【感覚】＋1」点のダメージ` was read)
    (card,), problems = card_with(effect)
    (damage,) = [e for e in card.effects if type(e).__name__ == "Damage"]
    assert (damage.amount.ability, damage.amount.modifier, damage.amount.number) == amount and problems == []


@pytest.mark.parametrize(("effect", "said"), [
    ("対象に1～「3 」点のダメージを与える。", "1～「3 」点のダメージ"), ("［高揚］を得て1～「3」点のダメージを与える。", "1～「3」点のダメージ"),
    ("2から「3」点のダメージを与える。", "2から「3」点のダメージ"), ("対象に1 ～ 「 3」点のダメージを与える。", "1 ～ 「 3」点のダメージ"),
    ("「1」～「3」点のダメージを与える。", "「1」～「3」点のダメージ"), ("【ＨＰ】を1～「3」点回復する。", "1～「3」点回復"),
    ("Deal 1 to 「3」 damage.", "1 to 「3」 damage"), ("Gain [Elated] and deal 1 to 「3」 points of damage.", "1 to 「3」 points of damage"),
])
def test_a_range_with_a_number_in_quotes_is_said_as_one_without(effect, said):
    # (before, the quote opened on the range's last number, read as the damage or recovery 3 in silence; `1～3点のダメージ`
    # was KY027 already)
    (card,), problems = card_with(effect)
    assert not [e for e in card.effects if type(e).__name__ in ("Damage", "Recovery")]
    assert [(p.code, p.span.text) for p in problems] == [("KY027", said)]
    assert ("range" in problems[0].message.render("en")) and "範囲" in problems[0].message.render("ja")


@pytest.mark.parametrize(("effect", "said", "fixed"), [
    ("対象に「-2」点のダメージを与える。", "「-2」点のダメージ", "`2点のダメージ`"), ("「+2」点のダメージを与える。", "「+2」点のダメージ", "`2点のダメージ`"),
    ("［高揚］を得て「－2」点のダメージを与える。", "「－2」点のダメージ", "`2点のダメージ`"), ("「 +2 」点回復する。", "「 +2 」点回復", "`2点回復`"),
    ("Deal 「-2」 damage.", "「-2」 damage", "`2 damage`"), ("Gain [Elated] and deal 「+2」 points of damage.", "「+2」 points of damage", "`2 damage`"),
])
def test_a_signed_number_alone_in_quotes_is_said_with_what_to_write(effect, said, fixed):
    # (before, text with no word: the quote holds a modifier with no ability, no amount of the game's)
    _, problems = card_with(effect)
    assert [(p.code, p.span.text) for p in problems] == [("KY027", said)]
    assert fixed in problems[0].message.render("en") and problems[0].message.render("ja").count("「") >= 4


@pytest.mark.parametrize("effect", ["Gain [Elated] and deal 「-2」 damage.", "［高揚］を得て「－2」点のダメージを与える。"])
def test_a_signed_number_in_quotes_leaves_its_clause_text_and_the_line_read(effect):
    # (the quote opened on a number the amount cannot read after its sign: the whole line was KY007, an error, and
    # [Elated] was lost with it)
    (card,), problems = card_with(effect)
    assert [e.id for e in card.effects if type(e).__name__ == "ConditionEffect"] == ["elated"]
    assert not [e for e in card.effects if type(e).__name__ == "Damage"] and "KY007" not in [p.code for p in problems]


@pytest.mark.parametrize(("effect", "said"), [
    ("Deal 3 【Armor HP】 damage.", "3 【Armor HP】 damage"), ("Deal 3 points of 【Armor HP】 damage.", "3 points of 【Armor HP】 damage"),
    ("Deal 3 【Sense】 damage.", "3 【Sense】 damage"), ("対象に3点の【感覚】ダメージを与える。", "3点の【感覚】ダメージ"),
    ("対象に3点の【装備ＨＰ】ダメージを与える。", "3点の【装備ＨＰ】ダメージ"),
])
def test_a_number_before_an_abilitys_damage_is_said_not_dropped_in_both_languages(effect, said):
    # (the English forms were read as damage of the ability's points, the 3 dropped in silence)
    (card,), problems = card_with(effect)
    assert not [e for e in card.effects if type(e).__name__ == "Damage"]
    assert [(p.code, p.span.text) for p in problems] == [("KY027", said)]


@pytest.mark.parametrize(("effect", "fixed"), [("Deal ３ Armor HP damage.", "`3 damage`"), ("Deal 3 【Sense】 damage.", "`3 damage`"),
                                                ("対象に３点の【装備ＨＰ】ダメージを与える。", "`3点のダメージ`")])
def test_the_fix_of_an_unread_damage_is_in_the_cards_language_whatever_its_digits(effect, fixed):
    # (`Deal ３ Armor HP damage.`, an English card with a full-width digit, was advised the Japanese `3点のダメージ`)
    _, problems = card_with(effect)
    (said,) = problems
    assert fixed in said.message.render("en")


@pytest.mark.parametrize(("effect", "stat", "number"), [
    ("HPを3 回復する。", "hp", 3), ("【ＨＰ】を３ 回復する。", "hp", 3), ("HP３ 回復。", "hp", 3),
    ("装備HPを2　回復する。", "armor_hp", 2),
])
def test_a_blank_between_a_recovery_number_and_kaifuku_is_read(effect, stat, number):
    # (`HPを3回復` was read and `HPを3 回復` was KY007, an error, the whole line text)
    (card,), problems = card_with(effect)
    (recovery,) = [e for e in card.effects if type(e).__name__ == "Recovery"]
    assert (recovery.stat, recovery.amount.number) == (stat, number) and problems == []

@pytest.mark.slow   # (thousands of repeats timed at two sizes: the heavy tier, as the other bounded-time tests)
@pytest.mark.parametrize("trigger", ["〈意志〉判定（", "〈意志〉判定（4）", "3点の【装備ＨＰ】", "3点の【装備ＨＰ】ダメージ", "3点の【",
                                     "lose 2 ", "lose 2 HP ", "［委縮］", "3 Armor HP ", "When you lose 2 HP, ",
                                     "Deal 3 【Sense】 damage ", "「 2 」 damage ", "〈意志〉判定\n（1）成功：",
                                     "1～「3」点のダメージ", "You must pay 2 HP, ", "「-2」点のダメージ"])
def test_many_triggers_of_these_forms_read_in_linear_time(trigger):
    short, long = trigger * 1000, trigger * 10000
    assert cpu_seconds(lambda: card_with(long)) < 12 * cpu_seconds(lambda: card_with(short)) + 0.5


@pytest.mark.parametrize(("effect", "japanese"), [
    ("Deal 3 damage. If the target has [Decay], deal 1 more damage.", "3点のダメージを与える。対象が［崩壊］を受けている場合、さらに1点のダメージを与える。"),
    ("Deal 2 additional damage.", "さらに2点のダメージを与える。"),
    ("Deal 2 extra points of damage.", "さらに2点のダメージを与える。"),
])
def test_more_damage_in_english_is_damage_as_the_japanese_is(effect, japanese):
    # (`1 more damage` was text in English alone: its Japanese, `さらに1点のダメージ`, was a damage)
    amounts = [[e.amount.number for e in card_with(text)[0][0].effects if type(e).__name__ == "Damage"]
               for text in (effect, japanese)]
    assert amounts[0] == amounts[1] and amounts[0]


@pytest.mark.parametrize("effect", ["Your attacks deal 1 extra damage this round.",
                                    "The target's next attack deals 2 additional damage.",
                                    "次の攻撃のダメージを+2する。",
                                    "The target takes no more than 2 damage.", "The target takes at most 2 damage.",
                                    "If the target took at least 3 damage, it is [Decay]."])
def test_a_damage_bonus_or_bound_is_no_damage_dealt(effect):
    # (a bonus to attacks, `deal 1 extra damage` said of them, was Damage(1), its Japanese text; a cap's number was
    # a damage dealt)
    (card,), _ = card_with(effect)
    assert [type(e).__name__ for e in card.effects if type(e).__name__ == "Damage"] == []


def test_more_damage_after_then_is_dealt():
    (card,), _ = card_with("Deal 2 damage, then deal 1 more damage.")
    assert [e.amount.number for e in card.effects if type(e).__name__ == "Damage"] == [2, 1]
