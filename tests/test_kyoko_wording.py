"""虚構侵蝕TRPG, the language audit against seed 004: the rulebook's own sentences read without a false
diagnostic, the ways it writes damage, recovery and checks (with spaces, in English too), a condition
only named, and the new diagnostics (KY008, KY014, KY024, an empty `使用：` or `効果：`) with their place
and both languages."""

from __future__ import annotations


import pytest

from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import Check, ConditionEffect, Damage, Loss, Recovery, Term, Text

from bounds import cpu_seconds
from conftest import SEEDS

SEED = next(SEEDS.glob("004_*.txt"))


def card_with(effect: str, use: str = "行動"):
    return read_cards(SourceFile("c.kyoko", f"試作品（所持品）\n使用：{use}\n対象：単体\n効果：{effect}\n"))


def structured(effect: str):
    cards, problems = card_with(effect)
    assert problems == [], [(d.code, str(d.message)) for d in problems]
    return [e for e in cards[0].effects if not isinstance(e, Text)]


def structured_and_said(effect: str):
    """The structured effects of a card whose only diagnostic is KY027 (damage of a form the game does not write,
    kept as text and said)."""
    cards, problems = card_with(effect)
    assert [(d.code, d.severity.name) for d in problems] == [("KY027", "WARNING")], [str(d.message) for d in problems]
    return [e for e in cards[0].effects if not isinstance(e, Text)]


def codes(effect: str) -> list[tuple[str, int, int]]:
    _, problems = card_with(effect)
    return [(d.code, d.span.column, d.span.end_column) for d in problems]


@pytest.mark.parametrize("number", range(1, 101))
def test_every_line_of_the_seed_reads_as_effect_text_without_a_false_diagnostic(number):
    line = SEED.read_text(encoding="utf-8").splitlines()[number - 1]
    cards, problems = card_with(line)
    assert problems == [], [(d.code, str(d.message), d.span.text) for d in problems]
    assert cards[0].effect_text == line


def test_a_skill_check_without_a_difficulty_stays_text_after_the_skill():
    # seed line 94: 〈運動〉判定を行なうことができ — `判定` once failed to parse (KY007) after a lone skill
    (skill,) = structured("降りるキャラクターは〈運動〉判定を行なうことができる。")
    assert isinstance(skill, Term) and skill.id == "athletics"
    (check,) = structured("〈意志〉判定（難易度4）")   # a difficulty after it makes it a check (below)
    assert isinstance(check, Check) and (check.skill, check.difficulty) == ("will", 4)


@pytest.mark.parametrize(("written", "difficulty", "skill", "field"), [
    ("〈運動〉判定（難易度４）", 4, "athletics", None), ("〈意志〉判定(難易度:3)", 3, "will", None),
    ("〈学問：医学〉判定（難易度３）", 3, "scholarship", "医学"), ("〈頑健〉判定 （難易度 5）", 5, "toughness", None),
    ("難易度：３の〈操作〉判定", 3, "handling", None), ("難易度4〈意志〉判定", 4, "will", None),
    ("<Athletics> check (difficulty 4)", 4, "athletics", None),
])
def test_a_check_with_its_difficulty_after_it_or_after_a_colon(written, difficulty, skill, field):
    """Players write the difficulty after the check, in parentheses (`〈運動〉判定（難易度4）`): the difficulty was
    left as text and the check read as a lone skill. `難易度：3の` (a colon) was text too."""
    (check,) = structured(written + "に［成功］すれば［硬直］を解除できる。")[:1]
    assert isinstance(check, Check) and (check.difficulty, check.skill, check.field) == (difficulty, skill, field)
    assert check.text == written


def test_a_difficulty_in_parentheses_out_of_range_points_at_its_number():
    cards, problems = card_with("〈運動〉判定（難易度２５）")
    (problem,) = problems
    assert problem.code == "KY023" and problem.span.text == "２５"


@pytest.mark.parametrize(("written", "number"), [
    ("5点のダメージ", 5), ("5 点のダメージ", 5), ("５　点のダメージ", 5), ("5点ダメージ", 5), ("ダメージ5", 5),
    ("ダメージ 5", 5), ("damage 5", 5), ("deal 5 damage", 5), ("「【移動値】」 点のダメージ", None),
])
def test_damage_as_the_rulebook_writes_it(written, number):
    (damage,) = [e for e in structured(written) if isinstance(e, Damage)]
    assert damage.amount.number == number and damage.text.strip() == damage.text


@pytest.mark.parametrize(("written", "number", "stat"), [
    ("5点回復", 5, "hp"), ("5 点回復する", 5, "hp"), ("【ＨＰ】を「【感覚】±0」 点回復", None, "hp"),
    ("【装備ＨＰ】が3点回復する", 3, "armor_hp"), ("recover 3", 3, "hp"), ("heal 2 【Armor HP】", 2, "armor_hp"),
    # as an English sentence writes it (was text, the recovery dropped in silence)
    ("The target recovers 4 HP.", 4, "hp"), ("The user heals 3.", 3, "hp"), ("It heals 2 【Armor HP】.", 2, "armor_hp"),
])
def test_recovery_as_the_rulebook_writes_it_and_in_english(written, number, stat):
    (recovery,) = [e for e in structured(written) if isinstance(e, Recovery)]
    assert (recovery.amount.number, recovery.stat) == (number, stat)


def test_each_recovery_recovers_what_its_own_words_name():
    found = [e.stat for e in structured("【装備ＨＰ】を2点回復し、【ＨＰ】を3点回復する。") if isinstance(e, Recovery)]
    assert found == ["armor_hp", "hp"]


@pytest.mark.parametrize("written", ["2D6点のダメージ", "ダメージ2D6", "ダメージ1d6", "1d6 damage"])
def test_dice_are_never_read_as_an_amount(written):
    # (kept as text, as before, and now said: KY027, a warning)
    assert not [e for e in structured_and_said(written) if isinstance(e, Damage | Recovery)]


def test_check_with_spaces():
    (check,) = structured("難易度 4 の 〈意志〉 判定")
    assert isinstance(check, Check) and (check.difficulty, check.skill, check.text) == (4, "will", "難易度 4 の 〈意志〉 判定")


@pytest.mark.parametrize(("written", "removes"), [
    ("［憎悪］には必ず対象が指定される。", False), ("新たに［憎悪］を受けるか", False), ("同時に［崩壊］を受けた場合", False),
    ("［崩壊］によるダメージ", False), ("［再生］を得る効果が終了する", False),
    # seed 004 says a ［状態］ ends as `…は解除される`: that lifts it, as its English twin `[Decay] is removed.` does
    # (pinned False before: `は` was missing from the particles read); denying the lifting lifts nothing
    ("［崩壊］は解除される", True), ("［再生］が解除されない", False), ("［崩壊］は解除できない", False),
    ("［気絶］を取り除けない", False), ("[Decay] is not removed.", False),
    ("Remove [Decay].", True), ("ends [Regeneration]", True), ("while under [Hatred], attack it", False),
    ("[Decay] is removed.", True),
    # a removal denied before the bracket names it and lifts nothing, and needs no n (was KY011, "needs its n";
    # `cannot remove [Decay]` was read as lifting it)
    ("The target is not removed from [Decay].", False), ("The target cannot remove [Decay].", False),
    ("The target isn't freed from [Decay].", False), ("It can't be released from [Decay].", False),
    ("[Decay] cannot be removed.", False), ("[Decay] can't be removed.", False),
    ("The target is removed from [Decay].", True), ("The target is freed from [Decay].", True),
    # the lifting denied in another tense or way, or only the condition of what follows, lifts nothing (each was
    # read as lifting it); `must lift`, `lift and`, `after lifting` still lift
    ("［崩壊］を解除できなかった場合、5点回復する。", False), ("［崩壊］が解除されなかった場合", False),
    ("［崩壊］を解除しなかった場合", False), ("［崩壊］は解除されていない。", False), ("［気絶］は取り除かれない。", False),
    ("［崩壊］を解除することはできない。", False), ("［崩壊］の解除はできない。", False), ("［崩壊］は解除不可。", False),
    ("［崩壊］を解除せず、5点回復する。", False), ("［崩壊］が解除された場合、5点回復する。", False),
    ("［気絶］を解除する効果では解除できない。", False), ("［瀕死］が解除されるまで持続する。", False),
    ("［崩壊］を解除してはならない。", False), ("［気絶］を取り除いてはいけない。", False),
    ("［崩壊］を解除しなければならない。", True), ("［崩壊］を解除し、5点回復する。", True),
    ("［崩壊］を解除した後、5点回復する。", True), ("［気絶］を取り除き、5点回復する。", True),
    # the English twins of `［崩壊］が解除された場合`, `［瀕死］が解除されるまで`: a condition waiting for the lifting
    ("If [Decay] is removed, recover 5.", False), ("When [Decay] ends, recover 5.", False),
    ("Until [Decay] ends, recover 5.", False),
    # how much or how soon, between the particle and the verb, or before the bracket in English: still lifted
    # (each was KY011, "needs its n", and ［萎縮］ was given, not lifted)
    ("［崩壊］をすべて解除する。", True), ("［崩壊］を全て解除し、5点回復する。", True), ("［萎縮］を即座に解除する。", True),
    ("［崩壊］は自動的に解除される。", True), ("［崩壊］をすべて解除できない。", False),
    ("Remove all [Decay] from the target.", True), ("Remove all of the [Decay].", True),
    ("The target cannot remove all [Decay].", False),
    # the plain form and こと denied (each was read as lifting it); `…ことになる` still lifts
    ("［崩壊］が解除されることはない。", False), ("［崩壊］を解除することはない。", False),
    ("［崩壊］は解除されることもない。", False), ("［気絶］を取り除くことはない。", False),
    ("［崩壊］が解除されることになる。", True),
])
def test_a_condition_only_named_needs_no_parameter(written, removes):
    (condition,) = [e for e in structured(written) if isinstance(e, ConditionEffect)]
    assert condition.referenced and condition.removes == removes


@pytest.mark.parametrize(("written", "kept"), [
    # damage or a recovery its words deny is not done: text, never an amount (was damage 5, recovery 3)
    ("ダメージ５を受けない。", []), ("対象に5点のダメージを与えない。", []), ("【ＨＰ】を3点回復しない。", []),
    ("ダメージ5を受け、3点回復しない。", ["Damage"]), ("ダメージ5を受ける。", ["Damage"]),
    # denied in the past (a condition of what follows): not done either (was damage 5, recovery 5)
    ("ダメージ５を受けなかった場合、3点回復する。", ["Recovery"]), ("5点回復しなかった場合、ダメージ5を受ける。", ["Damage"]),
])
def test_damage_or_recovery_denied_stays_text(written, kept):
    assert [type(e).__name__ for e in structured(written) if isinstance(e, Damage | Recovery)] == kept


@pytest.mark.parametrize(("written", "lifted"), [
    # every ［状態］ of a list is what the words after the list do (the first ones were read as given, in silence)
    ("対象の［高揚］と［憎悪］を解除する。", [True, True]),
    ("［散漫］、［集中］、［硬直］は解除される。", [True, True, True]),
    ("［崩壊3］と［萎縮］を与える。", [False, False]),
    ("［崩壊3］を与え、［萎縮］を解除する。", [False, True]),
    ("Remove [Decay], [Shaken] and [Elated].", [True, True, True]),
    ("Inflict [Decay 2] and [Shaken].", [False, False]),
    # `or` as English reads it (the first was given, with a false KY011 `needs its n`)
    ("［崩壊］か［萎縮］を解除する。", [True, True]), ("［崩壊］または［萎縮］を解除する。", [True, True]),
    ("Remove [Decay] or [Shaken].", [True, True]),
])
def test_each_condition_of_a_list_is_lifted_or_given_with_the_list(written, lifted):
    assert [e.removes for e in structured(written) if isinstance(e, ConditionEffect)] == lifted


@pytest.mark.parametrize(("written", "code"), [("［崩壊］を与える。", "KY011"), ("［憎悪］を与える。", "KY013"),
                                               ("Gain [Regeneration].", "KY011"), ("[Hatred] on the target", "KY013")])
def test_a_condition_given_still_needs_its_parameter(written, code):
    assert [c for c, *_ in codes(written)] == [code]


def test_nested_brackets_are_one_error_at_the_inner_bracket():
    cards, problems = card_with("［［［崩壊3］］］を与える。")
    (nested,) = problems
    assert (nested.code, nested.span.column, nested.span.end_column) == ("KY008", 5, 7)
    assert nested.help("ja") == "「［崩壊3］」と書いてください" and "do not nest" in nested.text("en")
    assert cards[0].conditions()[0].id == "decay" and cards[0].effect_text == "［［［崩壊3］］］を与える。"
    deep = "［" * 3000 + "崩壊3" + "］" * 3000
    cards, problems = card_with(deep)
    assert [d.code for d in problems] == ["KY008"] and cards[0].effect_text == deep


@pytest.mark.parametrize("written", ["［崩壊0］", "［崩壊-3］", "［再生1000］", "［崩壊" + "9" * 5000 + "］"])
def test_decay_or_regeneration_n_out_of_range(written):
    cards, problems = card_with(written)
    (problem,) = problems
    assert problem.code == "KY014" and "1" in problem.text("en") and "999" in problem.text("ja")
    assert len(problem.text("en")) < 200 and cards[0].conditions()[0].n is None


@pytest.mark.parametrize(("written", "code"), [("ダメージ1000", "KY024"), ("1000点のダメージ", "KY024"),
                                               ("「【感覚】＋1000」点回復", "KY024"), ("ダメージ" + "9" * 5000, "KY024"),
                                               ("難易度" + "9" * 5000 + "の〈意志〉判定", "KY023")])
def test_huge_numbers_are_reported_never_a_crash(written, code):
    cards, problems = card_with(written)
    assert [d.code for d in problems] == [code] and len(problems[0].text("ja")) < 200
    assert cards[0].effect_text == written


def test_empty_use_and_effect():
    _, problems = read_cards(SourceFile("c.kyoko", "刃（所持品）\n使用：\n効果：\n"))
    assert [(d.code, d.span.line) for d in problems] == [("KY020", 2), ("KY006", 3)]
    assert problems[0].text("ja") == "「使用：」が空です。行動・割込・常時のいずれかを書いてください"
    assert "empty" in problems[1].text("en")


@pytest.mark.slow
def test_a_long_effect_line_reads_in_bounded_time():
    # a 300 KB line of effect text once took minutes (every check joined the whole text before and after it)
    from bounds import time_bound

    pieces = ("［崩壊3］", "ダメージ5", "【感覚】点回復", "難易度4の〈意志〉判定", "。", "［崩壊］を解除", "text ")
    line = "".join(pieces[i % len(pieces)] for i in range(40_000))
    with time_bound(20):   # (CPU time scaled by the machine's state, not wall time)
        cards, problems = card_with(line)
    assert problems == [] and cards[0].effect_text == line
    assert sum(1 for e in cards[0].effects if isinstance(e, Check) and e.ends == "decay") > 1000


@pytest.mark.parametrize(("written", "ends"), [
    # the sentence names what it lifts after the check: that one, not the last condition before it (was shaken)
    ("［萎縮］を与える。難易度3の〈頑健〉判定に［成功］すれば［崩壊］を解除できる。", "decay"),
    ("［萎縮］を与える。難易度4の〈意志〉判定に［成功］すれば［崩壊］は解除される。", "decay"),
    ("Gain [Decay 2] and [Shaken]. Difficulty 4 <Will> check; on a success, remove [Decay].", "decay"),
    ("Difficulty 4 <Will> check; on a success, remove [Shaken].", "shaken"),
    # the seed's way: the condition in the sentence before, the check's sentence lifts it
    ("［集中］を得る。自身の手番の終了時に難易度4の〈意志〉判定を行ない、［失敗］することで解除される。", "focused"),
    ("［崩壊2］を与える。難易度3の〈頑健〉判定に［成功］すれば解除できる。", "decay"),
    # a condition given after the check is not what it lifts; a sentence that lifts nothing ends nothing
    ("［崩壊2］を与える。難易度3の〈頑健〉判定に［成功］すれば解除し、［萎縮］を与える。", "decay"),
    ("［崩壊2］を与える。難易度3の〈頑健〉判定に失敗すれば［萎縮］を与える。", None),
    # a condition only mentioned after the check, not lifted, is not what it ends (was regeneration, decay)
    ("［萎縮］を与える。難易度3の〈頑健〉判定に［成功］すれば解除されるが、［再生］の効果は受けない。", "shaken"),
    ("［萎縮］を与える。難易度3の〈頑健〉判定に［成功］すれば解除され、［崩壊］を受けている間は2点のダメージを受ける。",
     "shaken"),
])
def test_a_check_ends_the_condition_its_own_sentence_lifts(written, ends):
    (check,) = [e for e in structured(written) if isinstance(e, Check)]
    assert check.ends == ends


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("effect", ["［崩壊３］{blanks}を与える。", "ダメージ5{blanks}を受ける。"], ids=["condition", "damage"])
def test_a_long_run_of_blanks_after_a_condition_or_damage_is_read_in_linear_time(effect):
    """Two runs of blanks around an optional particle were tried at every split: 20,000 blanks took seconds."""

    card_with(effect.format(blanks=" "))
    timings = []
    for n in (5000, 20000):
        timings.append(cpu_seconds(lambda: card_with(effect.format(blanks=" " * n))))
    assert timings[1] < 8 * timings[0] + 0.05, timings  # four times the text, not sixteen times the time


@pytest.mark.parametrize("written", ["「【感覚】×２」点のダメージ", "「２×【感覚】」点のダメージ", "【感覚】」点のダメージ",
                                     "「【感覚】÷2」点回復"])
def test_an_amount_the_game_does_not_write_stays_text_never_a_false_unclosed_quote(written):
    """`「【感覚】×２」点のダメージ` was KY007 "expected 」 closing the amount" with the 」 right there, and `」`
    after an unquoted ability failed too; no amount is read from them (never the 2 of `×２` as damage 2)."""
    # (a product in 「」 before 点のダメージ is now said too: KY027, a warning; the others stay silent text)
    said = written.startswith("「") and written.endswith("点のダメージ")
    effects = (structured_and_said if said else structured)(written + "を与える。")
    assert not [e for e in effects if isinstance(e, Damage | Recovery)]
    assert [e.id for e in effects] == ["sense"]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_run_of_quotes_and_ability_brackets_is_read_in_linear_time():
    effect = "「【" * 3000 + "感覚】」点のダメージ"
    assert cpu_seconds(lambda: card_with(effect)) < 1.0


@pytest.mark.parametrize(("written", "fixed"), [("［憎悪：使用者］", "［憎悪／使用者］"), ("［憎悪（黒衣の男）］", "［憎悪／黒衣の男］"),
                                                ("［崩壊：２］", "［崩壊2］"), ("[Hatred: User]", "[Hatred/User]"),
                                                ("[Decay: 2]", "[Decay 2]"), ("［再生＋２］", "［再生2］")])
def test_a_target_or_n_joined_by_a_colon_or_parentheses_is_told_the_games_form(written, fixed):
    """`［憎悪：使用者］` was KY010 "no such condition" with no fix (`[Hatred: User]` suggested `[Hatred]`, dropping
    the target; `［崩壊：２］` suggested `［崩壊］`, dropping the n): the fix is now the seed's form."""
    cards, problems = card_with(written + "を与える。")
    (problem,) = problems
    assert problem.code == "KY010" and fixed in problem.help("ja") and fixed in problem.text("en")
    assert written[1:-1] in problem.text("ja")   # as written, its n too (`［崩壊：］` lost the ２)


@pytest.mark.parametrize("written", ["−３点のダメージ", "－3点のダメージ", "＋３点のダメージ", "1d6+3点のダメージ", "-2 damage"])
def test_a_signed_number_is_never_an_amount_dealt(written):
    """`−３点のダメージ` was damage 3, its sign dropped in silence: a signed number changes some damage, it is no
    amount dealt (an ability's modifier, `【感覚】＋１点`, is read as before)."""
    # (dice before the sign, `1d6+3点`, are said: KY027; so is a negative amount, `−３点のダメージ`, which was silent)
    effects = (structured_and_said if "d6" in written or written[0] in "−－-" else structured)(written + "。")
    assert not [e for e in effects if isinstance(e, Damage | Recovery)]
    (damage,) = structured("【感覚】＋１点のダメージ。")
    assert isinstance(damage, Damage) and (damage.amount.ability, damage.amount.modifier) == ("sense", 1)


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("inside", ["憎悪{blanks}x", "憎悪：x{blanks}y", "憎悪（x{blanks}y）"], ids=["head", "arg", "par"])
def test_a_long_run_of_blanks_in_an_unknown_condition_is_read_in_linear_time(inside):
    """KY010's look for a target joined otherwise tried the rest of a run of blanks at each of them: 10,000
    blanks took a second, four times as many sixteen times as long."""
    card_with(f"［{inside.format(blanks=' ')}］を与える。")
    timings = [cpu_seconds(lambda: card_with(f"［{inside.format(blanks=' ' * n)}］を与える。")) for n in (5000, 20000)]
    assert timings[1] < 8 * timings[0] + 0.05, timings  # four times the text, not sixteen times the time


@pytest.mark.parametrize(("written", "fix"), [("対象に5ダメージ。", "5点のダメージ"), ("対象に５ダメージ。", "5点のダメージ"),
                                              ("対象に2D6点のダメージ。", None), ("deal 2d6 damage.", None)])
def test_damage_the_game_does_not_write_is_said(written, fix):
    """`2D6点のダメージ`, `5ダメージ` and `「【感覚】×2」点のダメージ` (as other games write damage) were kept as text in
    silence, the card's JSON without damage and nothing said: KY027, a warning, says what the game writes."""
    cards, problems = card_with(written)
    (d,) = problems
    assert d.code == "KY027" and d.severity.name == "WARNING"
    assert not [e for e in cards[0].effects if isinstance(e, Damage)]
    assert "ダメージとして読みません" in d.text("ja") and "not read as damage" in d.text("en")
    assert (d.help("ja") == f"「{fix}」と書いてください") if fix else d.suggestion is None


@pytest.mark.parametrize("written", ["ダメージ+3。", "+3ダメージ。", "このダメージは【装備ＨＰ】を代わりに減少させることはできない。",
                                     "ダメージを2点減少できる。", "【ＨＰ】にn点のダメージを受ける。", "ダメージを受けるたびに"])
def test_a_change_to_damage_or_a_mention_of_it_is_not_said(written):
    _, problems = card_with(written)
    assert problems == [], [str(d.message) for d in problems]


@pytest.mark.parametrize("written", ["【ＨＰ】を2D6点回復する。", "【ＨＰ】を１ｄ６回復する。", "heal 2d6."])
def test_a_recovery_in_dice_is_said(written):
    # as damage in dice: kept as text in silence before, KY027 now
    cards, problems = card_with(written)
    (d,) = problems
    assert d.code == "KY027" and "not read as a recovery" in d.text("en") and "回復として読みません" in d.text("ja")
    assert not [e for e in cards[0].effects if isinstance(e, Recovery)]


@pytest.mark.parametrize("effect", ["受ける2ダメージまでを無効化する。", "5ダメージ以上を受けたとき、［集中］を得る。",
                                    "受けた3ダメージを軽減する。"], ids=["up-to-taken", "at-least", "taken"])
def test_a_threshold_or_damage_taken_is_no_bare_damage(effect):
    """KY027 said `受ける2ダメージまで` was damage written without 点, and its fix (`2点のダメージ`) made the card deal it (a
    review's finding): a threshold or damage taken is not damage dealt."""
    assert "KY027" not in [code for code, _, _ in codes(effect)]


def test_bare_damage_dealt_is_still_said():
    assert [code for code, _, _ in codes("対象に5ダメージを与える。")] == ["KY027"]


@pytest.mark.parametrize("use", ["行動、", "行動,", "行動／"])
def test_a_separator_ending_a_field_is_no_part_of_its_value(use):
    """`使用：行動、` was KY020, an unknown use type `行動、` (a review's finding); the separator is dropped as it is
    between two fields on one line."""
    cards, problems = card_with("対象に5点のダメージを与える。", use=use)
    assert problems == [] and (cards[0].use, cards[0].use_span.text) == ("action", "行動")


@pytest.mark.parametrize(("written", "said"), [
    ("対象に３～６点のダメージを与える。", "３～６点のダメージ"), ("対象に3〜6点のダメージ。", "3〜6点のダメージ"),
    ("対象に3 - 6点のダメージ。", "3 - 6点のダメージ"), ("対象に3から6点のダメージ。", "3から6点のダメージ"),
    ("ダメージ3～6。", "ダメージ3～6"), ("deal damage 3-6.", "damage 3-6"), ("deal 3 to 6 damage.", "3 to 6 damage"),
    ("【ＨＰ】を2～4点回復する。", "2～4点回復"), ("ＨＰを2〜4回復する。", "2〜4回復"), ("heal 2-4.", "heal 2-4"),
], ids=["fullwidth-tilde", "wave-dash", "hyphen", "kara", "after-damage", "english", "english-to", "recovery",
        "recovery-bare", "heal"])
def test_a_range_of_damage_or_recovery_is_said_and_never_read_as_one_end(written, said):
    """`３～６点のダメージ` was read as 6 points of damage (`ダメージ3～6` as 3, `heal 2-4` as 2), in silence: the game's
    amounts are one number, so a range is kept as text and said (KY027)."""
    cards, problems = card_with(written)
    (d,) = problems
    assert (d.code, d.severity.name, d.span.text) == ("KY027", "WARNING", said)
    assert "not a range" in d.text("en") and "範囲ではなく" in d.text("ja")
    assert not [e for e in cards[0].effects if isinstance(e, Damage | Recovery)]
    assert "".join(e.text for e in cards[0].effects) == written


@pytest.mark.parametrize(("written", "said", "fixed"), [
    ("対象に三点のダメージを与える。", "三点のダメージ", "3点のダメージ"), ("【ＨＰ】を二点回復する。", "二点回復", "2点回復"),
    ("十二点のダメージ。", "十二点のダメージ", "12点のダメージ"),
], ids=["damage", "recovery", "twelve"])
def test_an_amount_in_kanji_is_said_with_its_digits(written, said, fixed):
    # was text with no word: the damage lost
    cards, problems = card_with(written)
    (d,) = problems
    assert (d.code, d.severity.name, d.span.text) == ("KY027", "WARNING", said)
    assert d.help("en") == f"write `{fixed}`" and "漢数字" in d.text("ja")
    assert not [e for e in cards[0].effects if isinstance(e, Damage | Recovery)]


@pytest.mark.parametrize(("written", "fixed"), [("［崩壊二］を与える。", "［崩壊2］"), ("［再生十］を得る。", "［再生10］")])
def test_a_conditions_n_in_kanji_is_told_in_digits(written, fixed):
    # `［崩壊二］` was told `did you mean ［崩壊］?`, which then needs its n
    _, problems = card_with(written)
    (d,) = problems
    assert d.code == "KY010" and d.help("en") == f"write `{fixed}`"


def test_words_with_kanji_digits_are_no_amount():
    _, problems = card_with("一点集中で攻撃する。十分に注意する。")
    assert problems == []


@pytest.mark.parametrize(("written", "said"), [
    ("対象にＫＳ（８，２）点のダメージを与える。", "ＫＳ（８，２）点のダメージ"), ("KS(8,2) damage.", "KS(8,2) damage"),
    ("【ＨＰ】をKS(6,1)点回復する。", "KS(6,1)点回復"),
], ids=["fullwidth", "english", "recovery"])
def test_a_checks_dice_as_an_amount_are_said(written, said):
    # `ＫＳ（８，２）点のダメージ`, the game's dice as BCDice writes them, were text with no word
    cards, problems = card_with(written)
    (d,) = problems
    assert (d.code, d.span.text) == ("KY027", said)
    assert not [e for e in cards[0].effects if isinstance(e, Damage | Recovery)]


@pytest.mark.parametrize(("written", "said"), [
    ("2×【感覚】点のダメージを与える。", "2×【感覚】点のダメージ"), ("【感覚】x2点のダメージ。", "【感覚】x2点のダメージ"),
    ("2×【感覚】点回復する。", "2×【感覚】点回復"), ("【感覚】x2点回復。", "【感覚】x2点回復"),
    ("【感覚】×２点のダメージ。", "【感覚】×２点のダメージ"),
], ids=["times-ability-damage", "ability-x-damage", "times-ability-recovery", "ability-x-recovery", "ability-times"])
def test_a_product_is_never_read_as_one_of_its_factors(written, said):
    """`2×【感覚】点のダメージ` was read as 【感覚】 points of damage, `【感覚】x2点回復` as a recovery of 2, in silence: a
    product is no amount of the game's; kept as text and said (KY027)."""
    cards, problems = card_with(written)
    (d,) = problems
    assert (d.code, d.span.text) == ("KY027", said) and "product" in d.text("en")
    assert not [e for e in cards[0].effects if isinstance(e, Damage | Recovery)]
    assert "".join(e.text for e in cards[0].effects) == written


@pytest.mark.parametrize(("written", "said"), [("対象に5点の貫通ダメージを与える。", "5点の貫通ダメージ"),
                                              ("5点の追加ダメージ。", "5点の追加ダメージ")], ids=["piercing", "extra"])
def test_damage_with_a_word_between_is_said(written, said):
    # was text with no word, the damage lost
    cards, problems = card_with(written)
    (d,) = problems
    assert (d.code, d.span.text) == ("KY027", said) and "`5点のダメージ`" in d.text("en")
    assert not [e for e in cards[0].effects if isinstance(e, Damage)]


@pytest.mark.parametrize(("written", "loss", "number"), [
    ("対象の【ＨＰ】を５点減らす。", "【ＨＰ】を５点減らす", 5), ("ＨＰを３減らす。", "ＨＰを３減らす", 3),
    ("【ＨＰ】を2点減らしてもよい。", "【ＨＰ】を2点減らし", 2),
], ids=["herasu", "bare", "te"])
def test_hp_reduced_with_herasu_is_a_loss(written, loss, number):
    # `【ＨＰ】を５点減らす` (減らす, the verb of 減少させる) was text with no word
    cards, problems = card_with(written)
    assert problems == []
    (found,) = [e for e in cards[0].effects if isinstance(e, Loss)]
    assert (found.text, found.amount.number, found.stat) == (loss, number, "hp")


@pytest.mark.parametrize("written", ["【ＨＰ】を3点減らさない。", "【ＨＰ】を3点減らしはしない。", "受けるダメージを３点減らす。",
                                     "【装備ＨＰ】を1点減らす。"], ids=["denied", "denied-wa", "damage", "armor"])
def test_no_loss_denied_or_of_damage_or_armor(written):
    cards, _ = card_with(written)
    assert not [e for e in cards[0].effects if isinstance(e, Loss)]


@pytest.mark.parametrize(("written", "damage", "number"), [
    ("deal 5 points of damage.", "5 points of damage", 5), ("deal 5pt damage.", "5pt damage", 5),
    ("deal 5 pts damage.", "5 pts damage", 5), ("deal 【Sense】 points of damage.", "【Sense】 points of damage", None),
], ids=["points-of", "pt", "pts", "ability"])
def test_points_of_damage_in_english(written, damage, number):
    # `deal 5 points of damage` was text with no word (only `5 damage` and `damage 5` were read)
    cards, problems = card_with(written)
    assert problems == []
    (found,) = [e for e in cards[0].effects if isinstance(e, Damage)]
    assert (found.text, found.amount.number) == (damage, number)


@pytest.mark.parametrize("written", ["2d6 points of damage.", "3 to 6 points of damage."])
def test_dice_or_a_range_of_points_of_damage_are_said(written):
    cards, problems = card_with(written)
    assert [d.code for d in problems] == ["KY027"] and not [e for e in cards[0].effects if isinstance(e, Damage)]


@pytest.mark.parametrize(("written", "said"), [("対象に「判定の達成値」点のダメージを与える。", "「判定の達成値」点のダメージ"),
                                              ("【ＨＰ】を「判定の達成値」点回復する。", "「判定の達成値」点回復")],
                         ids=["damage", "recovery"])
def test_an_amount_in_words_is_said(written, said):
    # was text with no word, the damage lost
    cards, problems = card_with(written)
    (d,) = problems
    assert (d.code, d.span.text) == ("KY027", said) and "is words" in d.text("en")
    assert not [e for e in cards[0].effects if isinstance(e, Damage | Recovery)]


def test_seed_words_of_a_reduction_by_a_worded_amount_say_nothing():
    _, problems = card_with("ダメージを「判定の達成値」点減少できる。")
    assert problems == []
