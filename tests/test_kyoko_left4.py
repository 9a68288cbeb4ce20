"""虚構侵蝕TRPG: the leftovers of the last reviews (kyleft4), each in Japanese and English."""

from __future__ import annotations

import pytest

from statblock import cli
from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import ConditionEffect, Damage, Loss, Option, Recovery, StatChange, Term, Text

from conftest import ROOT
from test_kyoko_left3 import card_with, fixed   # (a card of one effect; the effect with every quick fix made)


@pytest.mark.parametrize("argv, form", [
    (["odds", "KS(3,4)>=2"], "`statblock odds --ruleset kyoko --check 'KS(3,4)>=2'`"),
    (["odds", "--ruleset", "kyoko", "ks10>=4"], "`statblock odds --ruleset kyoko --check 'ks10>=4'`"),
    (["roll", "KS(3,4)A>=2"], "`statblock roll --ruleset kyoko --check 'KS(3,4)A>=2'`"),
    (["--lang", "ja", "odds", "ＫＳ（３，４）>=2"], "「statblock odds --ruleset kyoko --check 'ＫＳ（３，４）>=2'」"),
], ids=["odds", "odds-ruleset", "roll", "ja-fullwidth"])
def test_a_check_where_the_file_goes_is_told_the_form_this_tool_takes(argv, form, capsys):
    assert cli.main(argv) == 2
    said = capsys.readouterr().err
    assert form in said and "--check" in said
    assert ("ファイルではありません" in said) == ("ja" in argv)


def test_a_missing_file_that_is_no_check_is_still_said_missing(capsys):
    assert cli.main(["odds", "nowhere.kyoko"]) == 2
    said = capsys.readouterr().err
    assert "no such file or folder: nowhere.kyoko" in said and "--check" not in said


# ---- 7. a ［状態］ in English brackets under another English name: `[Collapse]` as `［崩壊］` (was KY010, none given) ----

@pytest.mark.parametrize(("effect", "cid", "n", "fix"), [
    ("Inflict [Collapse 2] on the target.", "decay", 2, "Inflict [Decay 2] on the target."),
    ("Remove [Collapse].", "decay", None, "Remove [Decay]."),
    ("Gain [Focus].", "focused", None, "Gain [Focused]."),
    ("Inflict [Hate/User].", "hatred", None, "Inflict [Hatred/User]."),
    ("The target is [Knocked Out].", "unconscious", None, "The target is [Unconscious]."),
    ("Gain [Regenerate 3].", "regeneration", 3, "Gain [Regeneration 3]."),
])
def test_a_condition_under_another_english_name_is_read_as_ours(effect, cid, n, fix):
    cards, problems = card_with(effect)
    condition = next(e for e in cards[0].effects if isinstance(e, ConditionEffect))
    assert (condition.id, condition.n) == (cid, n)
    assert [p.code for p in problems] == ["KY039"] and problems[0].severity.name == "WARNING"
    assert "this tool's English name" in problems[0].text("en")
    assert "このツールでの英語名" in problems[0].text("ja")
    assert fixed(effect) == (fix, [])


def test_a_japanese_variant_is_still_told_the_rulebooks_spelling():
    _, problems = card_with("対象に［委縮］を与える。")
    assert [p.code for p in problems] == ["KY039"] and "rulebook's spelling" in problems[0].text("en")


def test_odds_and_sim_read_an_english_variant_as_ours(tmp_path, capsys):
    assert cli.main(["odds", "--ruleset", "kyoko", "--check", "KS(6,2)>=4", "--conditions", "Focus",
                     "--format", "json"]) == 0
    said = capsys.readouterr()
    assert "`Focus` is read as `Focused`" in said.err and "11/36" not in said.out   # (three dice: not two's odds)
    scenario = (ROOT / "examples" / "kyoko" / "scenario.toml").read_text(encoding="utf-8")
    assert "［崩壊２］" in scenario
    path = tmp_path / "s.toml"
    path.write_text(scenario.replace("［崩壊２］", "[Collapse 2]"), encoding="utf-8")
    assert cli.main(["sim", str(path), "--lang", "en"]) == 0
    said = capsys.readouterr()
    assert "`Collapse` is read as `Decay`" in said.err and "gains [Decay 2]" in said.out


# ---- 6. the fix for a cause of a ［状態］ that takes an n, written without one: no n made up (was `［崩壊3］`) ----

@pytest.mark.parametrize(("effect", "fix", "placeholder"), [
    ("対象に［炎上］を与える。", "対象に［崩壊n］を与える。", "［崩壊n］"),
    ("対象に［毒］を与える。", "対象に［崩壊n］を与える。", "［崩壊n］"),
    ("Inflict [Burning] on the target.", "Inflict [Decay n] on the target.", "[Decay n]"),
])
def test_a_cause_without_its_n_is_fixed_with_a_placeholder_never_a_number(effect, fix, placeholder):
    _, problems = card_with(effect)
    said = next(p for p in problems if p.code == "KY010")
    assert placeholder in said.text("en") and "3" not in said.text("en") + said.help("en")
    assert "nに効果の数値" in said.text("ja") and "nを効果の数値" in said.help("ja")
    text, after = fixed(effect)
    assert text == fix
    assert [p.code for p in after] == ["KY011"]   # (the placeholder is no n: said until it is filled)


@pytest.mark.parametrize(("effect", "fix"), [
    ("対象に［炎上3］を与える。", "対象に［崩壊3］を与える。"),   # (an n written is kept)
    ("［炎上］を解除する。", "［崩壊］を解除する。"),            # (named only: no n needed)
    ("Remove [Burning].", "Remove [Decay]."),
])
def test_a_cause_with_its_n_or_only_named_is_fixed_as_before(effect, fix):
    assert fixed(effect) == (fix, [])


def test_a_scenarios_cause_without_its_n_is_told_a_placeholder(tmp_path, capsys):
    path = tmp_path / "s.toml"
    path.write_text('# ruleset: kyoko\nseed = 1\n[character]\nname = "A"\nhp = 10\n[[events]]\nkind = "付与"\n'
                    '"状態" = "炎上"\n', encoding="utf-8")
    assert cli.main(["sim", str(path)]) != 0
    said = capsys.readouterr().err
    assert "`［崩壊n］`, its n the number of the effect" in said and "崩壊3" not in said


# ---- 3. a sum of abilities as an amount: said, never read (was a change of 【身体】 and a recovery of 【感覚】, silent) ----

def amounts_and_said(effect: str):
    (card,), problems = card_with(effect)
    return ([type(e).__name__ for e in card.effects if isinstance(e, Damage | Recovery | Loss | StatChange)],
            [p for p in problems if p.code == "KY027"], card)


@pytest.mark.parametrize(("effect", "written"), [
    ("【身体】+3【感覚】点回復", "【身体】+3【感覚】"),
    ("対象の【ＨＰ】を【身体】＋【感覚】点回復する。", "【身体】＋【感覚】"),
    ("「【身体】+【感覚】」点のダメージを与える。", "【身体】+【感覚】"),
    ("【身体】+2+【感覚】点のダメージ", "【身体】+2+【感覚】"),
    ("Heal 【Body】+3【Sense】.", "【Body】+3【Sense】"),
    ("Deal 【Body】+【Sense】 damage.", "【Body】+【Sense】"),
    ("Deal 「【Body】+3【Sense】」 damage.", "【Body】+3【Sense】"),
])
def test_a_sum_of_abilities_as_an_amount_is_said_and_not_read(effect, written):
    amounts, said, card = amounts_and_said(effect)
    assert amounts == []
    assert len(said) == 1 and said[0].severity.name == "WARNING" and said[0].span.text == written
    assert "abilities joined by signs" in said[0].text("en") and "符号でつないだ能力値" in said[0].text("ja")   # (kymend6)
    assert card.effect_text == effect   # (nothing lost)
    assert sum(1 for e in card.effects if isinstance(e, Term) and e.category == "abilities") >= 1


@pytest.mark.parametrize(("effect", "kinds"), [
    ("【感覚】+3点回復", ["Recovery"]),                           # one ability and its modifier: the game's
    ("【身体】+3、【感覚】点回復", ["StatChange", "Recovery"]),     # two things, a comma apart
    ("【身体】+3【移動値】+2", ["StatChange", "StatChange"]),       # an item's two changes, no amount
    ("【Body】+3 and heal 【Sense】.", ["StatChange", "Recovery"]),
])
def test_no_sum_where_there_is_none(effect, kinds):
    amounts, said, _ = amounts_and_said(effect)
    assert amounts == kinds and said == []


@pytest.mark.slow   # (thousands of repeats timed at two sizes, as the other bounded-time tests)
@pytest.mark.parametrize("piece", ["【身体】+3【感覚】点回復", "【身体】 " + " " * 50, "【" * 30 + "+", "【身体】+" + "3" * 40])
def test_sums_are_looked_for_in_linear_time(piece):
    from bounds import cpu_seconds

    short, long = piece * 1000, piece * 10000
    assert cpu_seconds(lambda: card_with(long)) < 12 * cpu_seconds(lambda: card_with(short)) + 0.5
    assert cpu_seconds(lambda: card_with("【身体】" + " " * 100_000 + "+【感覚】点回復")) < 5


# ---- 2. an ability's name, a signed number and no verb (`感覚-2点`): said with what to write (was text in silence) ----

@pytest.mark.parametrize(("effect", "written", "change"), [
    ("感覚-2点", "感覚-2点", "【感覚】－2"),
    ("対象の感覚－２点。", "感覚－２点", "【感覚】－2"),
    ("HP-2点、移動値+1。", "HP-2点", "【ＨＰ】－2"),
    ("装備ＨＰ＋３", "装備ＨＰ＋３", "【装備ＨＰ】＋3"),
    ("Sense -2.", "Sense -2", "【Sense】-2"),
    ("Your Move Value -1 point.", "Move Value -1 point", "【Move Value】-1"),
])
def test_an_ability_and_a_signed_number_with_no_verb_is_said(effect, written, change):
    (card,), problems = card_with(effect)
    said = [p for p in problems if p.code == "KY027"]
    assert said and said[0].span.text == written and said[0].severity.name == "WARNING"
    assert "without its 【】" in said[0].text("en") and "【】のない" in said[0].text("ja")   # (was "with no verb": kymend6)
    assert f"`{change}`" in said[0].help("en") and f"「{change}」" in said[0].help("ja")
    assert card.effect_text == effect and not [e for e in card.effects if isinstance(e, StatChange | Loss | Damage)]


@pytest.mark.parametrize("effect", [
    "【感覚】-2点",              # with its 【】: a change of the ability, read
    "感覚-2点のダメージを与える。",  # an amount's words after it: a word's subtraction, as before
    "Deal Sense -2 damage.",
    "達成値-2点",                # no ability
    "知覚感覚-2点",              # part of a longer word
    "Sensei -2.",
    "感覚-2点減少させる。",       # a verb after it
])
def test_no_verbless_change_where_there_is_none(effect):
    _, problems = card_with(effect)
    assert not [p for p in problems if p.code == "KY027" and "without its 【】" in p.text("en")]


@pytest.mark.slow
@pytest.mark.parametrize("piece", ["感覚-2点、", "感覚" + " " * 40 + "-", "Move Value " + "-" * 30])
def test_verbless_changes_are_looked_for_in_linear_time(piece):
    from bounds import cpu_seconds

    short, long = piece * 1000, piece * 10000
    assert cpu_seconds(lambda: card_with(long)) < 12 * cpu_seconds(lambda: card_with(short)) + 0.5
    assert cpu_seconds(lambda: card_with("感覚" + " " * 100_000 + "-2点")) < 5


# ---- 5. the causative `失わせる`: the target loses, not the user (was text with no word) ----

@pytest.mark.parametrize(("effect", "who"), [
    ("対象に【ＨＰ】を2点失わせる。", "target"),
    ("対象に【ＨＰ】を2点失わせ、［萎縮］を与える。", "target"),
    ("Make the target lose 2 HP.", "target"),
    ("Force each enemy to lose 1 HP.", "target"),
    ("【ＨＰ】を2点失う。", None),          # the user's own loss, as before
    ("Lose 2 HP.", None),
])
def test_a_loss_the_card_makes_another_take_is_the_targets(effect, who):
    (card,), problems = card_with(effect)
    (loss,) = [e for e in card.effects if isinstance(e, Loss)]
    assert (loss.amount.number, loss.who) == (int(next(ch for ch in effect if ch.isdigit())), who)
    assert ("who" in loss_json(card)) == (who is not None) and problems == []


@pytest.mark.parametrize("effect", ["対象に【ＨＰ】を2点失わせた場合、1点回復する。", "対象に【ＨＰ】を2点失わせない。",
                                    "If you make the target lose 2 HP, heal 1."])
def test_a_causative_loss_in_a_condition_or_denied_is_no_loss(effect):
    (card,), _ = card_with(effect)
    assert not [e for e in card.effects if isinstance(e, Loss)] and card.effect_text == effect


def loss_json(card) -> dict:
    return next(e for e in card.to_json()["effects"] if e["type"] == "loss")


# ---- 4. a loss and the noun after it: a relative (the noun the verb describes) is text; a connective noun is read by what
# ---- it joins, as the English (`代わりに`: a loss, was text as if a relative; `とき`, `場合`: a condition's, text) ----

def losses_of(effect: str) -> list:
    (card,), _ = card_with(effect)
    return [e.amount.number for e in card.effects if isinstance(e, Loss)]


@pytest.mark.parametrize(("effect", "expected"), [
    ("【ＨＰ】を2点失う代わりに、対象に3点のダメージを与える。", [2]),   # in exchange for it: the card's loss
    ("Lose 2 HP to deal 3 damage.", [2]),
    ("【ＨＰ】を2点失うかわりに3点回復する。", [2]),
    ("【ＨＰ】を2点失う一方、3点回復する。", [2]),
    ("【ＨＰ】を2点失うほか、［萎縮］を受ける。", [2]),
    ("【ＨＰ】を2点失う対象に3点のダメージを与える。", []),             # a relative: the noun the verb describes
    ("Any target that loses 2 HP takes 3 damage.", []),
    ("【ＨＰ】を2点失うとき、［集中］を得る。", []),                    # a condition's, as `When you lose 2 HP`
    ("When you lose 2 HP, gain [Focused].", []),
    ("【ＨＰ】を2点失う場合、［集中］を得る。", []),
])
def test_a_loss_before_a_connective_noun_is_read_as_the_english_reads_it(effect, expected):
    assert losses_of(effect) == expected


# ---- 1. a list under the effect: its items the card's options, one chosen (was text, nothing said of a choice) ----

def card_of(lines: str):
    return read_cards(SourceFile("c.kyoko", f"試作品（フィクションパワー）\n使用：行動\n効果：{lines}\n"))


@pytest.mark.parametrize(("lines", "kinds"), [
    ("以下から1つを選ぶ。\n- 対象の【ＨＰ】を3点回復する。\n・対象の［崩壊］を解除する。\n● 対象に［集中］を与える。",
     [["Term", "Recovery"], ["ConditionEffect"], ["ConditionEffect"]]),
    ("Choose one:\n- Recover 3.\n・Remove [Decay].\n● Gain [Focused].", [["Recovery"], ["ConditionEffect"], ["ConditionEffect"]]),
    ("次のどちらか。\n- 対象に３点の\nダメージを与える。\n- ［集中］を得る\n以上。", [["Damage"], ["ConditionEffect"]]),
    ("Choose one.\n* Deal 2 damage\n* Lose 1 HP.\nThen gain [Focused].", [["Damage"], ["Loss"]]),   # (the list ends)
])
def test_a_list_under_the_effect_is_read_as_its_options(lines, kinds):
    (card,), problems = card_of(lines)
    assert problems == []
    assert card.effect_text == lines   # (nothing lost: the marks are the options' own words)
    options = card.options()
    assert [[type(e).__name__ for e in option if not isinstance(e, Text)] for option in options] == kinds
    marks = [e for e in card.effects if isinstance(e, Option)]
    assert [m.index for m in marks] == list(range(1, len(kinds) + 1))
    assert [e["index"] for e in card.to_json()["effects"] if e["type"] == "option"] == [m.index for m in marks]


def test_each_option_is_checked():
    (card,), problems = card_of("以下から1つ。\n- 対象に［崩戒2］を与える。\n- Deal 2D6 damage.")
    assert [p.code for p in problems] == ["KY010", "KY027"] and len(card.options()) == 2


@pytest.mark.parametrize("lines", ["- 2点のダメージを与える。", "対象に3点のダメージを与える。\n・射程は隣接。",
                                   "対象の【ＨＰ】が3-2点…", "対象に3点のダメージ。\n-2点のダメージ。"])
def test_one_item_or_none_is_no_choice(lines):
    (card,), _ = card_of(lines)
    assert card.options() == () and not [e for e in card.effects if isinstance(e, Option)]
    assert card.effect_text == lines


@pytest.mark.slow
def test_many_options_are_read_in_linear_time():
    from bounds import cpu_seconds

    short, long = "\n".join(["- 3点のダメージ。"] * 500), "\n".join(["- 3点のダメージ。"] * 5000)
    assert cpu_seconds(lambda: card_of(long)) < 12 * cpu_seconds(lambda: card_of(short)) + 0.5
