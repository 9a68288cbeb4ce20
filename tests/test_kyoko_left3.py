"""虚構侵蝕TRPG: what was still read wrong (docs/kyoko.md): an editor's quick fix inside brackets with blanks or other
brackets; a ［状態］ in another spelling of its word in `odds`, `sim` and other marks; losses of 【ＨＰ】 named in a relative
or waiting clause, or owed; a number before an ability's amount; a negative amount. Each test names the reading it had
before, in Japanese and English."""

from __future__ import annotations

import json

import pytest

from statblock import cli

from statblock.diagnostics import SourceFile
from statblock.lsp.analysis import replacement
from statblock.rulesets.kyoko.language import read_cards


def card_with(effect: str):
    return read_cards(SourceFile("c.kyoko", f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n"))


def fixed(effect: str) -> tuple[str, list]:
    """The effect with every quick fix of its diagnostics made (from the last, so the places hold), and what the
    card then says."""
    text = f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n"
    _, problems = read_cards(SourceFile("c.kyoko", text))
    edits = [replacement(said, text) for said in problems]
    assert problems and None not in edits, problems
    for edit in sorted(edits, key=lambda e: e.start, reverse=True):
        text = text[:edit.start] + edit.text + text[edit.end:]
    _, after = read_cards(SourceFile("c.kyoko", text))
    return text.split("効果：", 1)[1].rstrip("\n"), after


@pytest.mark.parametrize(("effect", "expected"), [
    # (blanks inside the brackets: the fix wrote a second pair inside them, `［ ［萎縮］ ］`)
    ("対象に［ 委縮 ］を与える。", "対象に［ 萎縮 ］を与える。"),
    ("［ 委縮 ］と〔 昂揚 〕を解除する。", "［ 萎縮 ］と〔 高揚 〕を解除する。"),
    ("難易度4の〈 意思 〉判定を行う。", "難易度4の〈 意志 〉判定を行う。"),
    ("【 感角 】点回復する。", "【 感覚 】点回復する。"),
    ("Make a difficulty 4 < Wil > check.", "Make a difficulty 4 < Will > check."),
    # (other brackets than the fix's: `【［散漫］】`, with or without blanks; the brackets are the mistake)
    ("対象に【散漫】を与える。", "対象に［散漫］を与える。"),
    ("対象に【 散漫 】を与える。", "対象に［散漫］を与える。"),
    ("【意志】の技能を持つ。", "〈意志〉の技能を持つ。"),
    ("〈感覚〉点回復する。", "【感覚】点回復する。"),
    # (a cause the seed names, with its n: `［崩壊33］`, the n written twice)
    ("対象に［炎上3］を与える。", "対象に［崩壊3］を与える。"),
    ("Inflict [Burning 3].", "Inflict [Decay 3]."),
    # (the word only, as before, when the brackets hold more)
    ("対象に［崩戒3］を与える。", "対象に［崩壊3］を与える。"),
    ("対象に［ 崩戒 3 ］を与える。", "対象に［ 崩壊 3 ］を与える。"),
])
def test_a_quick_fix_inside_brackets_reads_cleanly(effect, expected):
    text, after = fixed(effect)
    assert text == expected and after == []


# ---- a ［状態］ in another spelling of its word: one reading for every command ---------------------------------------

SCENARIO = ('# ruleset: kyoko\nseed = 1\n[character]\nhp = 10\nskills = { "意志" = "2D6" }\n'
            '[[events]]\nkind = "gain"\ncondition = "［委縮］"\n[[events]]\nkind = "付与"\n"状態" = "昂揚"\n')


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_odds_reads_a_condition_in_another_spelling_and_says_it(lang, capsys):
    # (`昂揚`, the older spelling of 高揚: before, KY108, an error, and no odds; a card read it, KY039)
    assert cli.main(["--lang", lang, "odds", "--ruleset", "kyoko", "--check", "KS(10,2)>=5", "--conditions", "散漫,昂揚",
                     "--contest", "active", "--format", "json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["dice"] == 2 and [c["condition"] for c in json.loads(out)["conditions"]] == [
        "distracted", "elated"]
    assert "warning[KY039]" in err and "高揚" in err and "1:4" in err
    assert cli.main(["--lang", lang, "roll", "--ruleset", "kyoko", "--check", "KS(10,2)>=5", "--conditions", "［委縮］",
                     "--seed", "1"]) == 0
    assert "warning[KY039]" in capsys.readouterr().err


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_sim_plays_a_condition_in_another_spelling_and_says_it(lang, tmp_path, capsys):
    # (before, KY206, an error, and the scenario was not played; `check` said the same)
    path = tmp_path / "s.toml"
    path.write_text(SCENARIO, encoding="utf-8")
    assert cli.main(["--lang", lang, "sim", str(path), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [d["code"] for d in report["diagnostics"]] == ["KY039", "KY039"]
    assert [c["id"] for c in report["steps"][-1]["state"]["conditions"]] == ["萎縮", "高揚"]
    assert cli.main(["--lang", lang, "sim", str(path)]) == 0
    out, err = capsys.readouterr()
    assert err.count("warning[KY039]") == 2
    assert cli.main(["--lang", lang, "odds", str(path), "--after", "2", "--check", "KS(10,2)>=5", "--contest",
                     "passive", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["dice"] == 1   # (［高揚］ held, passive: one die fewer)


@pytest.mark.parametrize(("effect", "code", "fix"), [
    # (before, nothing was said of the first three: the name in other marks, or bare, was no ［状態］'s to the reader)
    ("対象に《委縮》を与える。", "KY032", "［萎縮］"),
    ("『ひん死』を解除する。", "KY032", "［瀕死］"),
    ("対象は昂揚を得る。", "KY032", "［高揚］"),
    # (before, an unknown ability listing the abilities)
    ("対象に【委縮】を与える。", "KY021", "［萎縮］"),
])
def test_a_condition_in_another_spelling_in_other_marks_is_said_with_the_rulebooks(effect, code, fix):
    _, problems = card_with(effect)
    (said,) = problems
    assert said.code == code and fix in said.message.render("en") and fix in said.message.render("ja")
    text, after = fixed(effect)
    assert fix in text and after == []


# ---- losses of 【ＨＰ】: a relative clause's, an obligation, a waiting one, a clause of any length --------------------

def losses(effect: str) -> list[int]:
    (card,), _ = card_with(effect)
    return [e.amount.number for e in card.effects if type(e).__name__ == "Loss"]


@pytest.mark.parametrize("effect", [
    # (a relative clause's subject, `that`, `which`, `who`: it names a loss a character waits for; before, read as one)
    "Any creature that loses 2 HP gains [Focused].", "A target which loses 2 HP gains [Shaken].",
    "A target who must lose 2 HP gains [Focused].", "Each ally that has to pay 1 HP gains [Focused].",
    # (as the Japanese waiting words are: before, each of these was read as a loss)
    "【ＨＰ】を2点失ったキャラクターは［集中］を得る。", "【ＨＰ】を2点失う場合、1点回復する。",
    "【ＨＰ】を2点減少させるとき、［集中］を得る。", "【ＨＰ】を2点消費したとき、［集中］を得る。", "HPを1点失うたびに1点回復する。",
    # (a condition's word further back than 200 characters: before, not seen, and the loss read)
    "If " + "the very " * 40 + "tired target is hit, you lose 2 HP.".replace(",", ""),
    "【ＨＰ】を2点失わなければ、対象に3点のダメージを与える。",   # (if it is not lost: a condition, no obligation)
])
def test_a_loss_only_named_is_no_loss(effect):
    assert losses(effect) == []


@pytest.mark.parametrize(("effect", "number"), [
    # (must lose: before, `失わなければならない` was text with no word, while `You must lose 2 HP` was a loss)
    ("【ＨＰ】を2点失わなければならない。", 2), ("HPを3点支払わねばならない。", 3), ("【ＨＰ】を1点減らさなくてはいけない。", 1),
    ("You must lose 2 HP.", 2),
    # (a verb with its own subject after a relative clause, or one a comma sets off, still makes a loss)
    ("The creature who you hit loses 2 HP.", 2), ("Hit the target, which loses 2 HP.", 2),
    ("The target that you hit loses 3 HP.", 3),
    ("Lose 2 HP. " + "The very " * 40 + "tired target gains [Focused].", 2),
])
def test_a_loss_ordered_or_stated_is_read(effect, number):
    assert losses(effect) == [number]


@pytest.mark.slow   # (thousands of repeats timed at two sizes: the heavy tier, as the other bounded-time tests)
@pytest.mark.parametrize("trigger", ["Any creature that loses 2 HP ", "If you lose 2 HP ", "【ＨＰ】を2点失う場合",
                                     "HPを1点失わなければならない", "3【感覚】点のダメージ", "-2点のダメージ",
                                     "Deal -2 damage ", "「3【感覚】」点回復"])
def test_many_losses_in_one_clause_read_in_linear_time(trigger):
    from bounds import cpu_seconds

    short, long = trigger * 1000, trigger * 10000
    assert cpu_seconds(lambda: card_with(long)) < 12 * cpu_seconds(lambda: card_with(short)) + 0.5


# ---- amounts the game does not write: a number before an ability, a negative one -----------------------------------

def read_and_said(effect: str):
    (card,), problems = card_with(effect)
    amounts = [type(e).__name__ for e in card.effects if type(e).__name__ in ("Damage", "Recovery", "Loss", "StatChange")]
    return amounts, [(d.code, d.severity.name, d.span.text) for d in problems]


@pytest.mark.parametrize(("effect", "written"), [
    # (before, read as 【感覚】 points, the 3 dropped in silence; in 「」, text in silence)
    ("対象に3【感覚】点のダメージを与える。", "3【感覚】点のダメージ"),
    ("対象に３【感覚】点のダメージを与える。", "３【感覚】点のダメージ"),
    ("対象に「3【感覚】」点のダメージを与える。", "「3【感覚】」点のダメージ"),
    ("2【感覚】＋1点回復する。", "2【感覚】＋1点回復"),
    ("【ＨＰ】を3 【身体】点回復する。", "3 【身体】点回復"),
])
def test_a_number_right_before_an_abilitys_amount_is_said_not_dropped(effect, written):
    amounts, said = read_and_said(effect)
    assert amounts == [] and said == [("KY027", "WARNING", written)]
    (card,), (problem,) = card_with(effect)
    assert "3" in problem.message.render("ja") or "2" in problem.message.render("ja")


@pytest.mark.parametrize(("effect", "written"), [
    # (before, each was text in silence: a negative amount is none the game writes)
    ("対象に-2点のダメージを与える。", "-2点のダメージ"), ("対象に－２点のダメージを与える。", "－２点のダメージ"),
    ("Deal -2 damage.", "-2 damage"), ("Deal −2 points of damage.", "−2 points of damage"),
    ("-2点回復する。", "-2点回復"), ("Heal -2.", "Heal -2"), ("Lose -2 HP.", "Lose -2 HP"),
])
def test_a_negative_amount_is_said(effect, written):
    amounts, said = read_and_said(effect)
    assert amounts == [] and said == [("KY027", "WARNING", written)]


@pytest.mark.parametrize("effect", [
    # (an ability's modifier, a range, dice, an amount of points: read or said as before, no negative amount)
    "対象に【感覚】-2点のダメージを与える。", "対象に「【感覚】-2」点のダメージを与える。", "対象に3～6点のダメージを与える。",
    "対象に1D6-2点のダメージを与える。", "対象に【感覚】点のダメージを与える。", "1ラウンドに【感覚】点回復する。",
    "対象に2点のダメージを与える。",
])
def test_modifiers_ranges_and_dice_are_no_negative_amount(effect):
    _, said = read_and_said(effect)
    assert "amount_negative" not in str(card_with(effect)[1]) and "amount_number_ability" not in str(card_with(effect)[1])
