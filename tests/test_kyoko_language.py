"""虚構侵蝕TRPG, the language half: the vocabulary of seed 004, the `.kyoko` card format, the effect
grammar and its checks (docs/kyoko.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.catalog import CATALOG, CODES
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import Check, ConditionEffect, Damage, Recovery, StatChange, Term, Text
from statblock.rulesets.kyoko.serialize import to_json
from statblock.rulesets.kyoko.vocabulary import category, condition, conditions

from bounds import cpu_seconds
from builders import only, where
from conftest import SEEDS

ROOT = Path(__file__).resolve().parents[1]
SEED = next(SEEDS.glob("004_*.txt"))

SAMPLE = """\
# ruleset: kyoko
# 自作の所持品とフィクションパワー（例）

止血帯（所持品）
使用：行動
対象：単体
効果：対象の【ＨＰ】を「【感覚】±0」点回復し、［崩壊］を解除する。

焦熱の掌（フィクションパワー）
使用：行動
対象：単体
効果：対象に4点のダメージを与え、［崩壊２］を与える。
対象は難易度3の〈頑健〉判定に［成功］すれば［崩壊］を解除できる。

挑発の叫び（フィクションパワー）
使用：割込
対象：単体
効果：対象に［憎悪／使用者］を与える。

再生の護符（所持品）
使用：常時
対象：自身
効果：［再生1］を得る。【装備ＨＰ】を2点回復する。

Smoke Charm (item)
Use: Action
Target: self
Effect: gain [Hidden]. Difficulty 4 <Will> check, damage 2.
"""


def read(text: str, path: str = "cards.kyoko"):
    return read_cards(SourceFile(path, text))


def card_with(effect: str, use: str = "行動"):
    return read(f"試作品（所持品）\n使用：{use}\n対象：単体\n効果：{effect}\n")


# ---- the vocabulary ---------------------------------------------------------------------------------

def test_fourteen_conditions_with_their_parameters():
    table = conditions()
    assert [c.ja[0] for c in table.values()] == [
        "瀕死", "死亡", "萎縮", "気絶", "硬直", "憎悪", "散漫", "崩壊", "隠密", "高揚", "再生", "集中", "搭乗", "飛行"]
    assert {c.id for c in table.values() if c.param == "number"} == {"decay", "regeneration"}
    assert {c.id for c in table.values() if c.param == "target"} == {"hatred"}
    for info in table.values():
        assert info.en and info.does["ja"] and info.does["en"] and info.ends["ja"] and info.ends["en"]
        assert condition(info.en[0]) is info and condition(info.ja[0]) is info


@pytest.mark.parametrize("lang, words", [
    ("ja", ("外的要因", "条件の指定がなければ", "難易度3", "〈頑健〉")),
    ("en", ("outer one easily removed", "no condition to remove it is set", "difficulty 3", "Toughness")),
], ids=["ja", "en"])
def test_decay_card_names_both_cases_of_its_check(lang, words):
    """Seed 004, ［崩壊］: 「原因が簡単に取り除くことのできる外的要因または条件の指定がない場合であれば、…難易度3の
    〈頑健〉判定」. The reference card said "for a simple cause" only, and left out the common case of a ［崩壊］
    with no condition set, which has the check too."""
    ends = conditions()["decay"].ends[lang]
    assert all(word in ends for word in words), ends


def test_every_condition_and_word_is_in_the_seed():
    seed = SEED.read_text("utf-8")
    for info in conditions().values():
        assert f"［{info.ja[0]}" in seed, info.id
    from_rulebook = set()
    for name in ("abilities", "skills", "bracket_words"):
        for term in category(name).terms.values():
            assert term.ja[0] in seed or term.extra.get("origin") in ("bcdice", "rulebook"), (name, term.id)
            if term.ja[0] not in seed and term.extra.get("origin") == "rulebook":
                from_rulebook.add(term.id)
    # (the words the published web rulebook's pages name besides the seed, each with its page in the vocabulary)
    assert from_rulebook == {"body", "social", "specialty", "hand", "deck", "idea", "ties", "real_world", "mechanics",
                             "fiction_erosion", "observer", "fiction_core", "ver_th", "erosion", "remnant"}
    for term in category("uses").terms.values():
        assert term.ja[0] in seed


def test_every_english_alias_is_marked_ours():
    text = (ROOT / "src/statblock/rulesets/kyoko/vocabulary.toml").read_text("utf-8")
    for line in text.splitlines():
        if re.match(r"(en|does_en|ends_en) = ", line):
            assert line.endswith("# ours"), line


# ---- the format and the effects ---------------------------------------------------------------------

def test_sample_file_reads_without_problems():
    cards, problems = read(SAMPLE)
    assert problems == []
    assert [(c.name, c.kind, c.use, c.target) for c in cards] == [
        ("止血帯", "item", "action", "単体"), ("焦熱の掌", "power", "action", "単体"),
        ("挑発の叫び", "power", "interrupt", "単体"), ("再生の護符", "item", "constant", "自身"),
        ("Smoke Charm", "item", "action", "self")]
    tourniquet, palm, taunt, charm, smoke = cards
    heal = next(e for e in tourniquet.effects if isinstance(e, Recovery))
    assert (heal.stat, heal.amount.ability, heal.amount.modifier, heal.text) == ("hp", "sense", 0, "「【感覚】±0」点回復")
    decay = tourniquet.conditions()[0]
    assert (decay.id, decay.removes) == ("decay", True)
    damage = next(e for e in palm.effects if isinstance(e, Damage))
    assert damage.amount.number == 4 and damage.text == "4点のダメージ"
    assert [(c.id, c.n, c.removes) for c in palm.conditions()] == [("decay", 2, False), ("decay", None, True)]
    (check,) = palm.checks()
    assert (check.difficulty, check.skill, check.ends) == (3, "toughness", "decay")
    assert (check.span.line, check.span.column) == (13, 4)
    assert [(c.id, c.target) for c in taunt.conditions()] == [("hatred", "user")]
    regen = charm.conditions()[0]
    assert (regen.id, regen.n) == ("regeneration", 1)
    armor = next(e for e in charm.effects if isinstance(e, Recovery))
    assert (armor.stat, armor.amount.number) == ("armor_hp", 2)
    assert [type(e).__name__ for e in smoke.effects if not isinstance(e, Text)] == ["ConditionEffect", "Check", "Damage"]


def test_nothing_dropped():
    cards, _ = read(SAMPLE)
    for card in cards:
        assert card.effect_text == card.effect_span.text
        for effect in card.effects:
            assert effect.text == effect.span.text


def test_json():
    cards, _ = read(SAMPLE)
    data = json.loads(json.dumps([to_json(c) for c in cards], ensure_ascii=False))
    assert data[1]["effects"][1] == {"type": "damage", "amount": {"number": 4, "ability": None, "modifier": 0},
                                    "text": "4点のダメージ", "span": {"line": 12, "column": 7, "end_line": 12,
                                                                 "end_column": 14}}
    assert cards[0].to_json()["kind"] == "item"


@pytest.mark.parametrize("info", list(conditions().values()), ids=lambda i: i.id)
def test_every_condition_with_and_without_its_parameter(info):
    name = info.ja[0]
    plain, _ = card_with(f"［{name}］を与える。")
    with_n, _ = card_with(f"［{name}3］を与える。")
    target, _ = card_with(f"［{name}／使用者］を与える。")
    _, plain_problems = card_with(f"［{name}］を与える。")
    _, n_problems = card_with(f"［{name}3］を与える。")
    _, target_problems = card_with(f"［{name}／使用者］を与える。")
    if info.param == "number":
        assert with_n[0].conditions()[0].n == 3 and n_problems == []
        assert only(plain_problems, "KY011")
        assert only(target_problems, "KY011") and only(target_problems, "KY012")
    elif info.param == "target":
        assert target[0].conditions()[0].target == "user" and target_problems == []
        assert only(plain_problems, "KY013")
        assert {d.code for d in n_problems} == {"KY012", "KY013"}
    else:
        follows_hp = ["KY038"] if info.id in ("dying", "dead") else []   # (given: they follow 【ＨＰ】, a warning)
        assert plain[0].conditions()[0].id == info.id and [d.code for d in plain_problems] == follows_hp
        assert only(n_problems, "KY012").help("ja") == f"「［{name}］」と書いてください"
        assert only(target_problems, "KY012")
    english, problems = card_with(f"[{info.en[0]}{' 2' if info.param == 'number' else ''}"
                                  f"{'/User' if info.param == 'target' else ''}]")
    assert problems == [] and english[0].conditions()[0].id == info.id


def test_hatred_of_a_particular_character():
    cards, problems = card_with("［憎悪／（特定のキャラクター）］を与える。")
    assert problems == [] and cards[0].conditions()[0].target == "（特定のキャラクター）"


@pytest.mark.parametrize("written", ["[崩壊3]", "［崩壊３］", "［崩壊3］", "[崩壊３]", "〔崩壊3〕", "［ 崩壊 3 ］"])
def test_width_variants_of_brackets_and_digits(written):
    cards, problems = card_with(f"{written}を与える。")
    assert problems == []
    (effect,) = cards[0].conditions()
    assert (effect.id, effect.n, effect.text) == ("decay", 3, written)


@pytest.mark.parametrize("written", ["［憎悪／使用者］", "[憎悪/使用者]", "［憎悪/使用者］", "[憎悪／使用者]"])
def test_width_variants_of_slashes(written):
    cards, problems = card_with(written)
    assert problems == [] and cards[0].conditions()[0].target == "user"


def test_width_variants_of_checks_and_amounts():
    cards, problems = card_with("難易度４の<意志>判定。ダメージ５。５点回復。【HP】を「【感覚】＋1」点回復。")
    assert problems == []
    effects = [e for e in cards[0].effects if not isinstance(e, Text)]
    assert isinstance(effects[0], Check) and effects[0].difficulty == 4 and effects[0].skill == "will"
    assert effects[1].amount.number == 5 and effects[2].amount.number == 5
    assert effects[-1].amount.modifier == 1


def test_rule_words_in_brackets_are_not_conditions():
    cards, problems = card_with("［行動］として使用し、判定で［クリティカル］が発生したら［有利］を得る。")
    assert problems == []
    assert [e.id for e in cards[0].effects if isinstance(e, Term)] == ["action", "critical", "advantage"]


def test_plain_words_stay_text():
    cards, problems = card_with("ダメージを受けるたびに難易度表を参照する。ダイスを振る。")
    assert problems == [] and all(isinstance(e, Text) for e in cards[0].effects)


def test_a_condition_named_not_applied_needs_no_parameter():
    cards, problems = card_with("［崩壊］を解除する。［憎悪］を受けている対象に［再生］が解除されない。")
    assert problems == []
    assert [(c.id, c.referenced) for c in cards[0].conditions()] == [
        ("decay", True), ("hatred", True), ("regeneration", True)]


def test_skill_with_a_field():
    cards, problems = card_with("難易度3の〈学問：医学〉判定")
    assert problems == [] and (cards[0].checks()[0].skill, cards[0].checks()[0].field) == ("scholarship", "医学")


# ---- the checks: position, message (English and Japanese), did-you-mean -------------------------------------

def test_unknown_condition():
    _, problems = card_with("対象に［崩戒3］を与える。")
    d = only(problems, "KY010")
    assert where(d) == (4, 8, 4, 10)
    assert str(d.message) == "unknown condition `［崩戒］`; did you mean `［崩壊］`?"
    assert d.text("ja") == "［崩戒］という状態はありません。［崩壊］のことですか？"
    assert d.help("ja") == "「［崩壊］」と書いてください"


def test_a_conditions_n_in_parentheses_is_told_how_the_game_writes_it():
    # (`［崩壊（３）］` was "unknown condition ［崩壊（］; did you mean ［崩壊］?", a fix that then needed its n, KY011)
    for effect, fixed in (("対象に［崩壊（３）］を与える。", "［崩壊3］"), ("inflict [Decay (3)].", "[Decay 3]"),
                          ("対象に［再生(2)］を与える。", "［再生2］")):
        _, problems = card_with(effect)
        d = only(problems, "KY010")
        assert d.span.text == effect[effect.index("["if "[" in effect else "［"): effect.index("]" if "]" in effect else "］") + 1]
        assert d.help("en") == f"write `{fixed}`" and "did you mean" not in str(d.message)
        assert d.help("ja") == f"「{fixed}」と書いてください"


@pytest.mark.parametrize(("written", "code", "fixed"), [
    ("［崩壊（1000）］", "KY010", "［崩壊1000］"), ("［崩壊：1000］", "KY010", "［崩壊1000］"), ("［再生（-2）］", "KY010", "［再生n］"),
    ("［再生：-2］", "KY010", "［再生n］"), ("［崩壊（強）］", "KY010", "［崩壊n］"), ("［気絶（３）］", "KY012", "［気絶］"),
    ("［気絶：３］", "KY012", "［気絶］"), ("[Decay (1000)]", "KY010", "[Decay 1000]"), ("[Decay (three)]", "KY010", "[Decay n]"),
    ("[Regeneration (-2)]", "KY010", "[Regeneration n]"), ("[Unconscious (3)]", "KY012", "[Unconscious]")])
def test_any_argument_joined_to_a_condition_is_quoted_as_written_and_told_the_games_form(written, code, fixed):
    # (`［崩壊（1000）］` was "unknown condition ［崩壊（］", the name read up to its n; `［気絶（３）］` "unknown ［気絶（］")
    _, problems = card_with(f"対象に{written}を与える。")
    d = only(problems, code)
    assert d.span.text == written and f"`{written}`" in d.text("en") and written in d.text("ja")
    assert d.help("en") == f"write `{fixed}`" and d.help("ja") == f"「{fixed}」と書いてください"


@pytest.mark.parametrize(("written", "shown"), [("［崩落（３）］", "［崩落］"), ("[Decy (3)]", "[Decy]")])
def test_an_unknown_name_with_a_joined_argument_is_said_by_its_name(written, shown):
    _, problems = card_with(f"対象に{written}を与える。")
    d = only(problems, "KY010")
    assert d.span.text == shown[1:-1] and d.text("en").startswith(f"unknown condition `{shown}`; did you mean")


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("unit", ["［崩壊（1000）］", "［気絶：３］", "［崩壊：" + " " * 50 + "x］", "［崩壊" + " " * 50 + "（３］"])
def test_joined_arguments_are_told_in_linear_time(unit):
    card_with(unit * 10)
    small, large = (cpu_seconds(lambda: card_with(unit * n)) for n in (2500, 10000))
    assert large < 8 * small + 0.1, (small, large)   # four times the text, not sixteen times the time


@pytest.mark.parametrize(("effect", "fixed"), [("［崩壊：3］を与える。", "［崩壊3］を与える。"),
                                             ("［憎悪：使用者］を与える。", "［憎悪／使用者］を与える。"),
                                             ("［崩壊（３）］を与える。", "［崩壊3］を与える。"),
                                             ("inflict [Hatred: User].", "inflict [Hatred/User].")])
def test_a_joined_conditions_fix_replaces_its_brackets(effect, fixed):
    # (KY010 was said at the name, `崩壊：`, and an editor's quick fix replaced it alone: `［崩壊33］`)
    from statblock.lsp.analysis import replacement

    text = f"試作品（所持品）\n使用：行動\n対象：単体\n効果：{effect}\n"
    (said,) = read(text)[1]
    found = replacement(said, text)
    assert said.code == "KY010" and (text[:found.start] + found.text + text[found.end:]).endswith(f"効果：{fixed}\n")


@pytest.mark.parametrize(("effect", "code", "fixed"), [
    ("［崩壊（３）／使用者］を与える。", "KY012", "［崩壊3］を与える。"), ("inflict [Decay (3)/User].", "KY012", "inflict [Decay 3]."),
    ("［憎悪（３）／使用者］を与える。", "KY010", "［憎悪／使用者］を与える。"),
    ("inflict [Hatred (3)/User].", "KY010", "inflict [Hatred/User]."),
    ("［気絶（３）／使用者］を与える。", "KY012", "［気絶］を与える。")])
def test_a_joined_condition_with_a_target_is_read_as_its_siblings(effect, code, fixed):
    # (with a slash, the joined n took the old path: the name read up to its n, `崩壊（`, an unknown condition, its
    # fix `［崩壊］`; now as `［崩壊（３）］` and `［崩壊3／使用者］` are told, at the whole brackets)
    from statblock.lsp.analysis import replacement

    text = f"試作品（所持品）\n使用：行動\n対象：単体\n効果：{effect}\n"
    (said,) = read(text)[1]
    found = replacement(said, text)
    assert said.code == code and said.span.text == effect[effect.index("［" if "［" in effect else "["):][:len(said.span.text)]
    assert (text[:found.start] + found.text + text[found.end:]).endswith(f"効果：{fixed}\n")
    ja = said.text("ja").replace(said.span.text, "").replace(found.text, "")
    assert not re.search(r"[A-Za-z]{2,}", ja)   # (no English word; `n` is the game's own)


@pytest.mark.parametrize(("effect", "shown"), [("対象に［死亡］を与える。", "［死亡］"), ("対象は［瀕死］を受ける。", "［瀕死］"),
                                             ("inflict [Dead].", "[Dead]"), ("the target becomes [Dying].", "[Dying]"),
                                             ("対象は［瀕死］になり、移動できない。", "［瀕死］"),
                                             ("命中した場合、対象は［瀕死］になる。", "［瀕死］"),
                                             ("If hit, the target becomes [Dying].", "[Dying]"),
                                             ("the target is given [Dead].", "[Dead]")])
def test_dying_or_dead_given_by_a_card_is_said_to_follow_hp(effect, shown):
    # (seed 004: 【ＨＰ】 at 0 or below makes ［瀕死］; a scenario giving it is KY211, a card said nothing)
    _, problems = card_with(effect)
    d = only(problems, "KY038")
    assert d.severity.name == "WARNING" and d.span.text == shown
    assert "HP" in d.text("en") and "【ＨＰ】" in d.text("ja") and not re.search(r"[A-Za-z]", d.text("ja"))


@pytest.mark.parametrize("effect", ["［瀕死］になった場合、【ＨＰ】を1点回復する。", "対象の［瀕死］を解除する。",
                                    "【ＨＰ】が「0」以下になると、キャラクターは［瀕死］になる。", "When you become [Dying], heal 1.",
                                    "remove [Dying]."])
def test_dying_or_dead_only_named_lifted_or_waited_for_is_not_said(effect):
    _, problems = card_with(effect)
    assert "KY038" not in [d.code for d in problems]


@pytest.mark.parametrize("effect", [
    "the target cannot become [Dying].", "the target does not become [Dead].", "the target never becomes [Dead].",
    "the target won't ever become [Dying].", "the target cannot be given [Dying].",
    "対象は［瀕死］にならない。", "対象は［瀕死］にならず、【ＨＰ】は1になる。", "［死亡］を受けない。",
    "対象が［瀕死］になる、または［死亡］になるとき、【ＨＰ】を1点回復する。",
    "対象が［瀕死］になる、［死亡］になる、または［気絶］を受けるとき、【ＨＰ】を1点回復する。",
    "対象が［瀕死］になり、【ＨＰ】が0のとき、1点回復する。",
    "the target becomes [Dying] only when its HP is 0.", "When you become [Dying] or [Dead], heal 1."])
def test_dying_or_dead_denied_or_listed_in_what_an_effect_waits_for_is_not_said(effect):
    # (KY038 fired at English denials, `cannot become [Dying]`, and at ［瀕死］ in `［瀕死］になる、または［死亡］になるとき`:
    # the verb's comma was taken for the end of a giving sentence)
    _, problems = card_with(effect)
    assert "KY038" not in [d.code for d in problems]


@pytest.mark.parametrize("effect", [
    "A target that becomes [Dying] loses [Decay].", "Any creature who becomes [Dying] loses [Decay].",
    "A creature which has become [Dead] drops what it holds.", "Each time a target becomes [Dying] you regain 1 HP.",
    "Every time an ally becomes [Dead] you heal 1.", "As soon as the target becomes [Dying] it loses [Decay].",
    "When you, or an ally, become [Dying], heal 1.",
    # (the Japanese, said nothing before: the guards that both languages read alike)
    "［瀕死］になった対象は［崩壊］を解除する。", "［瀕死］になる対象は［崩壊］を解除する。",
    "対象が［瀕死］になるたびに【ＨＰ】を1点回復する。", "対象が［瀕死］になるたび、あなたは1点回復する。",
    "あなた、または味方が［瀕死］になったとき、1点回復する。"])
def test_dying_or_dead_in_a_relative_or_waiting_clause_is_not_said(effect):
    # (a giving verb gives where it ends its clause, as `［瀕死］を与える。`: the English ones were KY038, the relative
    # `that`/`who`/`which` and `each time` not read as what only waits for it, nor `you, or an ally,` as one subject)
    _, problems = card_with(effect)
    assert "KY038" not in [d.code for d in problems]


LONG_SUBJECT = "the target of your strike" + " of the ally" * 20   # (past the words looked at before a bracket)


@pytest.mark.parametrize("effect", [
    "When the target of your strike, or an ally, becomes [Dying], heal 1.",
    "When the target of your strike or an ally becomes [Dying], heal 1.",
    f"When {LONG_SUBJECT}, or an ally, becomes [Dying], heal 1.", f"When {LONG_SUBJECT} becomes [Dying], heal 1.",
    "Heal 1. When the target of your strike, or an ally, becomes [Dead], heal 1.",
    # (the Japanese, said nothing before: both languages read alike)
    "あなたの攻撃の対象、または味方が［瀕死］になったとき、1点回復する。"])
def test_dying_or_dead_waited_for_by_a_subject_of_any_length_is_not_said(effect):
    # (a subject of more than a determiner and three words was no subject alone: the waiting clause was taken to end at
    # its comma, the bracket given, KY038; a subject longer than the words looked at lost its `When`)
    _, problems = card_with(effect)
    assert "KY038" not in [d.code for d in problems]


@pytest.mark.parametrize("effect", ["The target that you hit becomes [Dying].", "Roll so that the target becomes [Dead].",
                                    "If hit, or if it fails, the target becomes [Dying].",
                                    "The target, and each ally, become [Dying].",
                                    "命中した対象は［瀕死］になる。", "命中した場合、または失敗した場合、対象は［瀕死］になる。"])
def test_dying_or_dead_given_after_a_relative_or_waiting_clause_is_said(effect):
    # (the verb has a subject of its own, or the waiting clause ended at its comma)
    _, problems = card_with(effect)
    assert [d.code for d in problems].count("KY038") == 1


@pytest.mark.parametrize("effect", [
    "Hit the target, which inflicts [Dying].", "Strike the ogre, who becomes [Dying].",
    "If you roll a 1, or a 2, become [Dying].", "If the target hits, or misses, become [Dying].",
    "If you hit the ogre, which is adjacent, become [Dying].",
    # (the Japanese, said before too: the two languages read alike)
    "対象を攻撃し、それにより［瀕死］を与える。", "1か2を出した場合、［瀕死］になる。"])
def test_dying_or_dead_given_after_a_comma_set_off_phrase_is_said(effect):
    # (a relative word after a comma says what the effect does, it restricts nothing; `, or a 2,` after a clause with
    # its own verb is added to its object, not its subject, so the waiting clause ended at the first comma: the English
    # ones said nothing before, as if the effect only waited for [Dying])
    _, problems = card_with(effect)
    assert [d.code for d in problems].count("KY038") == 1


@pytest.mark.parametrize("effect", [
    "対象に［瀕死］を与え、【ＨＰ】が0のとき、1点回復する。", "対象は［瀕死］になり、【ＨＰ】が0のとき、1点回復する。",
    "対象を［瀕死］にし、【ＨＰ】が0のとき、1点回復する。",
    # (the English, said before too)
    "Inflict [Dying] on the target, and when its HP is 0, heal 1.",
    "The target becomes [Dying], and when its HP is 0, it heals 1."])
def test_dying_or_dead_given_before_a_waiting_clause_it_is_not_in_is_said(effect):
    # (the card's own act, `与え`, or a subject that is the sentence's topic, `対象は`, stands outside the clause that
    # waits after it: the Japanese said nothing, where the English says KY038)
    _, problems = card_with(effect)
    assert [d.code for d in problems].count("KY038") == 1


@pytest.mark.parametrize("effect", [
    "あなたが対象に［瀕死］を与え、【ＨＰ】が0のとき、1点回復する。", "対象は［瀕死］になる、または［死亡］になるとき、1点回復する。",
    "［瀕死］を受け、【ＨＰ】が0なら、1点回復する。",
    "When you give the target [Dying] and its HP is 0, heal 1.", "When the target, or each adjacent ally, becomes [Dying], heal 1.",
    # (a relative clause set off by commas after the subject: an aside in the waiting clause; it was KY038)
    "If the target, which is adjacent, becomes [Dying], heal 1.", "When an ally, who is adjacent, becomes [Dead], heal 1.",
    "隣接している対象が［瀕死］になった場合、1点回復する。"])
def test_dying_or_dead_in_a_waiting_clause_with_its_own_subject_is_not_said(effect):
    _, problems = card_with(effect)
    assert "KY038" not in [d.code for d in problems]


@pytest.mark.parametrize(("effect", "said"), [
    ("命中した場合は、［瀕死］になり、【ＨＰ】が0のとき、1点回復する。", False),
    ("命中した場合には、［瀕死］になり、【ＨＰ】が0のとき、1点回復する。", False),
    ("命中した場合は［瀕死］になり、【ＨＰ】が0のとき、1点回復する。", False),
    ("命中したときは、［瀕死］を受け、【ＨＰ】が0なら、1点回復する。", False),
    ("1か2を出した場合は、［瀕死］になる。", True), ("命中した場合は、対象は［瀕死］になり、【ＨＰ】が0のとき、1点回復する。", True),
    # (the English, which said so before too)
    ("If it hits, when it becomes [Dying] and its HP is 0, heal 1.", False),
    ("If it hits, then when it becomes [Dying] and its HP is 0, heal 1.", False),
    ("If you roll a 1 or a 2, then you become [Dying].", True),
    ("If it hits, then the target becomes [Dying], and when its HP is 0, it heals 1.", True),
])
def test_a_condition_ending_in_wa_is_a_condition_not_a_topic(effect, said):
    # (`命中した場合は、［瀕死］になり、【ＨＰ】が0のとき、…` was KY038, where `命中した場合、…` is not: the `は` after
    # `場合` was taken for the sentence's topic, which stands outside the clause that waits; it is the condition's)
    _, problems = card_with(effect)
    assert ("KY038" in [d.code for d in problems]) is said


@pytest.mark.parametrize("effect", ["対象は［瀕死］になる、または［死亡］になる。", "the target becomes [Dying] or [Dead]."])
def test_dying_or_dead_listed_and_given_are_each_said(effect):
    _, problems = card_with(effect)
    assert [d.span.text[1:-1] for d in problems if d.code == "KY038"] in (["瀕死", "死亡"], ["Dying", "Dead"])


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("unit", ["対象が［瀕死］になる、", "［死亡］を与え、", "cannot become [Dying] ", "if hit, you become [Dead], ",
                                  "a target that becomes [Dying] ", "when you, or an ally, become [Dead], ",
                                  "hit the target, which inflicts [Dying], ", "if you roll a 1, or a 2, become [Dead], ",
                                  "対象に［瀕死］を与え、【ＨＰ】が0のとき、", "対象は、［瀕死］になり、",
                                  "when the target of your strike, or an ally, becomes [Dying], ",
                                  "when the target of your strike becomes [Dying] and becomes [Dead] ",
                                  "when the ally of the ally of the ally, or an ally, becomes [Dead] and "])
def test_dying_or_dead_given_or_not_is_told_in_linear_time(unit):
    card_with(unit * 10)
    small, large = (cpu_seconds(lambda: card_with(unit * n)) for n in (2500, 10000))
    assert large < 8 * small + 0.1, (small, large)   # four times the text, not sixteen times the time


def test_unknown_condition_english_suggests_english():
    _, problems = card_with("gain [Hiden].")
    d = only(problems, "KY010")
    assert where(d) == (4, 10, 4, 15) and d.help("en") == "write `[Hidden]`"  # in the brackets and script of the English name


def test_unknown_condition_says_what_to_do():
    # seed 004 makes no ［状態］ of an author's own ("これらはすべて［状態］として表現される", fourteen named): an
    # unknown one stays an error, and its message, which said only "there is none", lists them and says what to write
    _, problems = card_with("対象に［凍結］を与える。")
    d = only(problems, "KY010")
    assert d.severity.name == "ERROR" and where(d) == (4, 8, 4, 10)
    assert "［瀕死］［死亡］［萎縮］［気絶］［硬直］［憎悪］［散漫］［崩壊］［隠密］［高揚］［再生］［集中］［搭乗］［飛行］だけです" in d.text("ja")
    assert "［］なしの文章で書いてください" in d.text("ja")
    assert "[Dying], [Dead]," in d.text("en") and "[Flying] and no others" in d.text("en")


@pytest.mark.parametrize(("effect", "fix"), [
    ("対象に［炎上3］を与える。", "［崩壊3］"),     # seed 004: 出血、毒、炎上、圧迫 … ［崩壊］
    ("対象に［毒］を与える。", "［崩壊n］"),        # given without its n: a placeholder the user fills, no n made up
    ("［毒］を解除する。", "［崩壊］"),              # only named: no n needed
    ("対象に［混乱］を与える。", "［萎縮］"),        # 恐怖、混乱、苦痛 … ［萎縮］
    ("対象に［転倒］を与える。", "［硬直］"),        # 不安定な体勢、転倒、拘束 … ［硬直］
    ("gain [Burning 2].", "[Decay 2]"),
    ("gain [Hostile/User].", "[Hatred/User]"),
])
def test_a_cause_written_as_a_condition_names_the_condition_of_the_seed(effect, fix):
    # ［炎上3］ was "no such condition", with no did-you-mean; the seed names burning among the causes of ［崩壊］
    _, problems = card_with(effect)
    d = only(problems, "KY010")
    assert d.severity.name == "ERROR" and d.help("en") in (f"write `{fix}`", f"write `{fix}`, its n the effect's number")
    assert "の原因の一つです" in d.text("ja") and "among the causes of" in d.text("en")


def test_an_english_condition_is_shown_in_plain_brackets_in_its_messages():
    # `unknown condition `［Focus］`; did you mean `［Focused］`?` put an English name in full-width brackets, while the
    # fix wrote `[Focused]`; each name is now shown as the fix writes it, in the brackets of its script
    # (`[Focus]` itself is now another English name of ［集中］, read, KY039: a slip of ours stands for it)
    _, problems = card_with("gain [Focsed]. give [Hatred]. gain [Hidden 2]. gain [Decay 2/User].")
    said = [d.text("en") for d in problems]
    assert said == ["unknown condition `[Focsed]`; did you mean `[Focused]`?",
                    "`[Hatred]` needs its target: write `[Hatred/User]` or `[Hatred/(the character)]`",
                    "`[Hidden]` takes no number or target: write `[Hidden]`",
                    "`[Decay n]` takes no target: write `[Decay 2]`"]
    assert all("［" not in text for text in said)
    _, problems = card_with("［崩壊2／使用者］を与える。")
    assert only(problems, "KY012").text("ja") == "［崩壊n］は対象をとりません。［崩壊2］と書いてください"


def test_decay_without_n():
    _, problems = card_with("［崩壊］を与える。")
    d = only(problems, "KY011")
    assert where(d) == (4, 4, 4, 8)
    assert "needs its n" in d.text("en") and d.text("ja").startswith("［崩壊］にはn")
    assert "`［崩壊n］`" in d.help("en") and "3" not in d.help("en")   # (was `［崩壊3］`, an n made up: kymend6)


def test_decay_without_n_in_english_is_fixed_in_english():
    # the fix in the brackets and words of the English name (it said `［Decay3］`, mixing the two)
    _, problems = card_with("Give [Decay] to the target.")
    d = only(problems, "KY011")
    assert d.text("en") == "`[Decay]` needs its n, the damage each round" and "`[Decay n]`" in d.help("en")


def test_literal_n_is_a_missing_n():
    _, problems = card_with("［再生n］を得る。")
    assert where(only(problems, "KY011")) == (4, 4, 4, 9)


@pytest.mark.parametrize("written, fixed", [
    ("［崩壊3点］を与える。", "［崩壊3］"), ("［再生２回］を得る。", "［再生2］"), ("［萎縮3回］を与える。", "［萎縮］"),
    ("[Decay 3 pts]", "[Decay 3]"),
], ids=["points", "times", "no-n", "english"])
def test_words_after_a_conditions_n_are_told_the_games_form(written, fixed):
    # (`［崩壊3点］`: was KY007 "expected ］", the whole effect line text, its other phrases not read)
    (card,), problems = read(f"札 (所持品)\n使用：行動\n効果：{written}難易度4の〈意志〉判定。\n")
    d = only(problems, "KY010")
    assert d.help("en") == f"write `{fixed}`" and len(problems) == 1
    assert [e for e in card.effects if isinstance(e, Check)]   # the rest of the line is read


def test_hatred_without_target():
    _, problems = card_with("x［憎悪］")
    d = only(problems, "KY013")
    assert where(d) == (4, 5, 4, 9)
    assert d.help("ja") == "「［憎悪／使用者］」と書いてください" and "needs its target" in d.text("en")


def test_difficulty_out_of_range():
    _, problems = card_with("難易度21の〈意志〉判定")
    d = only(problems, "KY023")
    assert where(d) == (4, 7, 4, 9)
    assert d.text("en") == "difficulty 21 cannot be meant: a difficulty is 2 to 20"
    assert d.text("ja") == "難易度21はありえません。難易度は2から20です"


def test_unknown_skill():
    _, problems = card_with("難易度4の〈意思〉判定")
    d = only(problems, "KY022")
    assert where(d) == (4, 10, 4, 12)
    assert d.text("ja") == "〈意思〉という技能はありません。〈意志〉のことですか？" and d.help("en") == "write `〈意志〉`"


def test_unknown_ability():
    _, problems = card_with("【感角】点回復する。")
    d = only(problems, "KY021")
    assert where(d) == (4, 5, 4, 7)
    assert "did you mean `【感覚】`" in d.text("en") and d.help("ja") == "「【感覚】」と書いてください"
    _, problems = card_with("【Sence】")
    assert only(problems, "KY021").help("en") == "write `【Sense】`"


def test_an_unknown_skill_or_ability_with_none_close_says_what_is_known_and_what_to_write():
    # (`〈交渉〉`: the rulebook's full list of skills is not known here; before, the message was "unknown skill" alone)
    _, problems = card_with("難易度4の〈交渉〉判定。【知力】＋1。")
    skill, ability = only(problems, "KY022"), only(problems, "KY021")
    assert where(skill) == (4, 10, 4, 12)
    assert "〈意志〉〈操作〉" in skill.text("ja") and "〈学問：…〉" in skill.text("ja") and "※" in skill.text("ja")
    assert "<Will>" in skill.text("en") and "not known here" in skill.text("en")
    assert "〈交渉※〉" in skill.help("en") and "〈交渉※〉" in skill.help("ja")
    assert "【感覚】【身体】" in ability.text("ja") and "【Sense】" in ability.text("en") and ability.help("en")


@pytest.mark.parametrize("written, code, fixed", [
    ("【意志】で判定する。", "KY021", "〈意志〉"), ("難易度4の〈感覚〉判定。", "KY022", "【感覚】"),
], ids=["skill-in-ability-brackets", "ability-in-skill-brackets"])
def test_a_skill_or_ability_in_the_others_brackets_is_told_its_brackets(written, code, fixed):
    _, problems = card_with(written)
    d = only(problems, code)
    assert d.help("en") == f"write `{fixed}`" and fixed in d.text("ja")


@pytest.mark.parametrize("written, fixed", [
    ("難易度4の《意志》判定。", "〈意志〉"), ("≪学問：医学≫を組み合わせる。", "〈学問：医学〉"), ("《感覚》点回復。", "【感覚】"),
], ids=["skill", "field", "ability"])
def test_a_skill_or_ability_in_a_powers_marks_is_said_and_kept_as_text(written, fixed):
    (card,), problems = read(f"札 (所持品)\n使用：行動\n効果：{written}\n")
    assert [d.code for d in problems] == ["KY028"]
    assert problems[0].severity.name == "WARNING" and problems[0].help("en") == f"write `{fixed}`"
    assert "".join(e.text for e in card.effects) == written   # kept as written, nothing lost
    assert not [e for e in card.effects if isinstance(e, Check)]


def test_a_powers_name_in_its_marks_is_no_ky028():
    _, problems = card_with("《限界突破》を使用する。")
    assert problems == []


def test_the_rulebooks_abilities_and_specialty_skills_are_known():
    # 【身体】 and 【社会値】 are the web rulebook's (its templates, its free time); a skill marked ※ is a specialty
    # (専門技能) of the character's own, any name: they were KY021 and KY022 errors on published text
    (card,), problems = read("調査 (所持品)\n使用：行動\n対象：自身\n効果：難易度3の〈VER-TH※〉判定。〈虚構侵蝕※〉を使う。"
                             "【身体】点回復する。【社会値】を1点減らす。\n")
    assert problems == []
    check = next(e for e in card.effects if isinstance(e, Check))
    assert (check.skill, check.field, check.difficulty) == ("specialty", "VER-TH", 3)
    terms = [(e.category, e.id, e.text) for e in card.effects if isinstance(e, Term)]
    assert ("skills", "specialty", "〈虚構侵蝕※〉") in terms and ("abilities", "social", "【社会値】") in terms
    assert next(e for e in card.effects if isinstance(e, Recovery)).amount.ability == "body"
    _, problems = card_with("難易度3の〈※〉判定")   # (a mark with no name: no skill)
    assert [d.code for d in problems] == ["KY022"]


@pytest.mark.parametrize("use_line, effect_line, fix", [
    ("【使用】行動", "【効果】対象に2点のダメージを与える。", "使用："),
    ("【使用】：行動", "［効果］対象に2点のダメージを与える。", "使用："),
    ("[Use] Action", "[Effect] deal 2 damage.", "Use: "),
], ids=["lenticular", "with-colon", "english"])
def test_a_field_label_in_brackets_is_read_as_the_field_and_said(use_line, effect_line, fix):
    # (`【使用】行動`: was KY003 "unknown field `【使用】行動`", the card with no use and no effect)
    (card,), problems = read(f"札 (所持品)\n{use_line}\n{effect_line}\n")
    assert [d.code for d in problems] == ["KY003", "KY003"]
    assert problems[0].help("en") == f"write `{fix}`" and problems[0].span.column == 1
    assert card.use == "action" and [e for e in card.effects if isinstance(e, Damage)]


def test_a_note_label_after_the_effect_is_kept_as_a_note():
    # (`備考：テスト用。` after the effect was more of its text with no word; then more of its text with KY003, a
    # warning; now the author's note, kept as written and said, KY036)
    (card,), problems = read("札 (所持品)\n使用：行動\n効果：対象に2点のダメージを与える。\n備考：テスト用。\n")
    d = only(problems, "KY036")
    assert d.severity.name == "WARNING" and where(d) == (4, 1, 4, 3) and "「備考」" in d.text("ja")
    assert card.effect_text == "対象に2点のダメージを与える。"
    assert [(n.label, n.text, n.span.column) for n in card.notes] == [("備考", "テスト用。", 4)]
    _, problems = read("札 (所持品)\n使用：行動\n効果：以下の効果を得る。\n［集中］を得る。\n")
    assert problems == []


def test_unknown_use_type():
    _, problems = card_with("ダメージ5", use="割り込み")
    d = only(problems, "KY020")
    assert where(d) == (2, 4, 2, 8)
    assert d.text("ja") == "使用「割り込み」はありません。「割込」のことですか？"
    _, problems = read("A (item)\nUse: Actoin\nEffect: damage 1\n")
    assert only(problems, "KY020").help("en") == "write `Action`"


@pytest.mark.parametrize(("use", "fix"), [("Reaction", "Interrupt"), ("リアクション", "割込"), ("Passive", "Constant"),
                                        ("パッシブ", "常時"),
                                        # (the katakana of Action was told `割込`, the closest letters)
                                        ("アクション", "行動"), ("インタラプト", "割込"), ("じょうじ", "常時")])
def test_other_games_use_words_suggest_the_games_own(use, fix):
    # `Use: Reaction` was told `did you mean `Action`?` (the closest letters), though a reaction is an ［割込］
    _, problems = card_with("［集中］を得る。", use=use)
    d = only(problems, "KY020")
    assert d.help("en") == f"write `{fix}`" and d.severity.name == "ERROR"


def test_card_structure_checks():
    _, problems = read("名無し\n使用：行動\n効果：ダメージ1\n")
    assert where(only(problems, "KY001")) == (1, 1, 1, 4)
    _, problems = read("刃（ぶき）\n使用：行動\n効果：ダメージ1\n")
    assert where(only(problems, "KY002")) == (1, 3, 1, 5)
    _, problems = read("刃（所持品）\n仕様：行動\n効果：ダメージ1\n")
    d = only(problems, "KY003")
    assert where(d) == (2, 1, 2, 3) and d.help("ja") == "「使用」と書いてください"
    assert only(problems, "KY005")
    _, problems = read("刃（所持品）\n使用：行動\n使用：割込\n効果：ダメージ1\n")
    assert where(only(problems, "KY004")) == (3, 1, 3, 3)
    _, problems = read("刃（所持品）\n使用：行動\n")
    assert only(problems, "KY006")


def test_unclosed_bracket():
    _, problems = card_with("［崩壊3を与える")
    d = only(problems, "KY007")
    assert d.span.line == 4 and "］" in d.text("en") and "］" in d.text("ja")


def test_every_language_code_is_documented_and_has_messages():
    doc = (ROOT / "docs/kyoko.md").read_text("utf-8")
    language = [code for code in CODES if code.startswith("KY0")]
    assert language
    for code in language:
        assert code in doc, code
    for key, texts in CATALOG.items():
        if key.startswith("kyoko.") and key in _LANGUAGE_KEYS:
            assert texts.get("en") and texts.get("ja"), key


_LANGUAGE_KEYS = {"kyoko.no_kind", "kyoko.kind_unknown", "kyoko.field_unknown", "kyoko.field_twice", "kyoko.no_use",
                  "kyoko.no_effect", "kyoko.effect_unreadable", "kyoko.condition_unknown", "kyoko.condition_guess",
                  "kyoko.needs_n", "kyoko.no_param", "kyoko.needs_target", "kyoko.use_unknown", "kyoko.use_guess",
                  "kyoko.ability_unknown", "kyoko.ability_guess", "kyoko.skill_unknown", "kyoko.skill_guess",
                  "kyoko.difficulty_range", "kyoko.replace", "kyoko.category_unknown", "kyoko.category_guess",
                  "kyoko.kind_brackets", "kyoko.condition_joined"}


@pytest.mark.parametrize("written", ["5 点 の ダメージ", "5点 のダメージ", "5 点の ダメージ", "5点　の　ダメージ",
                                     "5 点 ダメージ"])
def test_spaces_around_ten_and_no_in_damage_as_around_a_difficultys_no(written):
    # `5 点 の ダメージ` stayed text while `難易度 4 の 〈意志〉` was read
    cards, problems = card_with(f"対象に{written}を与える。")
    assert problems == []
    (damage,) = [e for e in cards[0].effects if isinstance(e, Damage)]
    assert damage.amount.number == 5 and damage.text == written


def test_spaces_around_ten_in_a_recovery_and_a_quoted_amount():
    cards, problems = card_with("【ＨＰ】を5 点 回復。「【感覚】±0」 点 回復。「操縦者の【移動値】」 点 の ダメージ。2D6 点 の ダメージ。")
    assert [d.code for d in problems] == ["KY027"]   # the dice, kept as text, are said
    found = [e for e in cards[0].effects if not isinstance(e, Text)]
    assert [type(e).__name__ for e in found] == ["Term", "Recovery", "Recovery", "Damage"]  # dice stay text
    assert found[1].amount.number == 5 and found[2].amount.ability == "sense" and found[3].amount.ability == "move"


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_run_of_opening_quotes_is_read_in_linear_time():
    from statblock.rulesets.kyoko.language.parser import parse_effect

    parse_effect("「")
    timings = []
    for n in (4000, 16000):
        timings.append(cpu_seconds(lambda: parse_effect("「" * n + "。5点回復")))
    assert timings[1] < 8 * timings[0] + 0.05, timings  # four times the text, not sixteen times the time


# ---- an item's data, and fields sharing a line, as the rulebook and character sheets print them -------------

def test_fields_sharing_a_line_are_each_read():
    """`使用：行動　対象：単体` (a full-width space between fields, as sheets print them) was the use type
    `行動　対象：単体`, KY020, and no target; each field is now read at its own place."""
    one_line, problems = read("手当（所持品）\n使用：行動　対象：単体\n効果：【ＨＰ】を2点回復する。\n")
    assert not problems, [str(d.message) for d in problems]
    lines, _ = read("手当（所持品）\n使用：行動\n対象：単体\n効果：【ＨＰ】を2点回復する。\n")
    (card,), (twin,) = one_line, lines
    assert (card.use, card.target, card.effects) == (twin.use, twin.target, twin.effects)
    assert card.target_span.text == "単体" and (card.target_span.line, card.target_span.column) == (2, 10)
    (english,), problems = read("Kit (item)\nUse: Action  Target: Single\nEffect: heal 2\n")
    assert not problems and (english.use, english.target) == ("action", "Single")


@pytest.mark.parametrize("separator", ["、", "，", ",", "／", "/", "｜", "|"])
def test_fields_sharing_a_line_after_a_comma_or_a_slash(separator):
    # `使用：行動、対象：単体` was the use type `行動、対象：単体` (KY020) and no target
    (card,), problems = read(f"手当（所持品）\n使用：行動{separator}対象：単体\n効果：【ＨＰ】を2点回復する。\n")
    assert not problems, [str(d.message) for d in problems]
    assert (card.use, card.target) == ("action", "単体") and card.target_span.column == 10


def test_a_label_without_its_colon_is_read_with_an_error_saying_where_the_colon_goes():
    # `使用 行動` and `効果 対象に…` were KY003 "unknown field `使用 行動`", and then KY005 and KY006 for a card that has
    # both lines: each is now read as its field, with KY003 at the label saying to write the colon
    (card,), problems = read("杖（所持品）\n使用 行動\n効果　対象に３点のダメージを与える。\n")
    assert [d.code for d in problems] == ["KY003", "KY003"]
    assert card.use == "action" and card.effect_text == "対象に３点のダメージを与える。"
    assert where(problems[0]) == (2, 1, 2, 4) and problems[0].help("ja") == "「使用：」と書いてください"
    assert "「効果：対象に３点のダメージを与える。」と書いてください" in problems[1].text("ja")
    (card,), problems = read("Staff (item)\nUse Action\nEffect: damage 1\n")
    assert [d.code for d in problems] == ["KY003"] and card.use == "action"
    assert problems[0].help("en") == "write `Use: `"


@pytest.mark.parametrize("use, effect, fix", [
    ("使用＝行動", "効果＝対象に３点のダメージを与える。", "「使用：行動」と書いてください"),
    ("使用 = 行動", "効果 ＝ 対象に３点のダメージを与える。", "「使用：行動」と書いてください"),
    ("Use - Action", "Effect - deal 3 damage", "`Use: Action`"),
    ("Use = Action", "Effect — deal 3 damage", "`Use: Action`"),
    ("使用 － 行動", "効果 － 3点のダメージ", "「使用：行動」と書いてください"),
], ids=["fullwidth-equals", "spaced-equals", "dash", "equals-emdash", "fullwidth-dash"])
def test_a_mark_written_for_the_colon_is_read_as_one_with_an_error(use, effect, fix):
    # `使用＝行動` was "unknown field `使用＝行動`" and the card had no use (KY005) nor effect (KY006); `Use - Action` the
    # use type `- Action` (KY020) and the effect `- deal 3 damage`
    (card,), problems = read(f"杖（所持品）\n{use}\n{effect}\n")
    assert [d.code for d in problems] == ["KY003", "KY003"]
    assert card.use == "action" and card.effect_text in ("対象に３点のダメージを与える。", "deal 3 damage", "3点のダメージ")
    assert fix in problems[0].text("ja" if fix.startswith("「") else "en")
    value = "行動" if "行動" in use else "Action"
    assert (problems[0].span.line, problems[0].span.column) == (2, 1) and problems[0].span.text == use[:use.index(value)]


def test_a_value_that_starts_with_a_sign_after_a_blank_keeps_it():
    (card,), problems = read("杖（所持品）\n使用：行動\n効果 -3点のダメージを受ける。\n")
    # (and the negative amount is said, KY027: before, in silence)
    assert [d.code for d in problems] == ["KY003", "KY027"] and card.effect_text == "-3点のダメージを受ける。"


@pytest.mark.parametrize(("kind", "expected"), [("アイテム", "item"), ("パワー", "power"), ("ｱｲﾃﾑ", "item")])
def test_the_katakana_of_item_and_power_name_the_kind(kind, expected):
    # `回復薬（アイテム）` was KY002 with no did-you-mean, though `(item)` and `(power)` are read
    (card,), problems = read(f"回復薬（{kind}）\n使用：行動\n効果：【ＨＰ】を３点回復する。\n")
    assert not problems and card.kind == expected


def test_an_effect_takes_the_rest_of_its_line():
    (card,), problems = read("札（所持品）\n効果：「使用：割込」の所持品と 対象：単体 を書く。\n使用：行動\n")
    assert not problems and card.effect_text == "「使用：割込」の所持品と 対象：単体 を書く。"


def test_an_items_data_is_kept_and_its_category_read():
    """`種別：乗物` (seed 004's words), `価格`, `準備制限`, `搭乗人数` were KY003 errors; they are kept as
    written (JSON `details`), the category read (`category`), an unknown one a warning (KY025)."""
    text = "バイク（所持品）\n種別：乗物　価格：5\n搭乗人数：2\n準備制限：駐車場\n使用：常時\n効果：［搭乗］を得る。\n"
    (card,), problems = read(text)
    assert not problems, [str(d.message) for d in problems]
    assert card.category == "vehicle"
    assert [(d.field, d.text) for d in card.details] == [("category", "乗物"), ("price", "5"), ("capacity", "2"),
                                                         ("ready_limit", "駐車場")]
    found = to_json(card)
    assert found["category"] == "vehicle" and found["details"][1]["span"]["column"] == 10
    (card,), problems = read("杖（所持品）\n種別：魔道具\n使用：行動\n効果：ダメージ1\n")
    d = only(problems, "KY025")
    assert d.severity.name == "WARNING" and d.help("ja") == "「道具」と書いてください"
    assert card.category is None and card.details[0].text == "魔道具"


@pytest.mark.parametrize(("kind", "category"), [("武器", "weapon"), ("道具", "tool"), ("防具", "armor"),
                                                ("乗物", "vehicle"), ("義体", "prosthesis"), ("Weapon", "weapon")])
def test_an_items_category_as_its_kind(kind, category):
    """`刀（武器）` was KY002 (an unknown kind); a weapon is an item of the category 武器."""
    (card,), problems = read(f"刀（{kind}）\n使用：行動\n効果：ダメージ3\n")
    assert not problems and (card.kind, card.category) == ("item", category)


@pytest.mark.parametrize(("line", "fixed", "kind"), [("お守り【所持品】", "お守り（所持品）", "item"),
                                                     ("刀［武器］", "刀（武器）", "item"),
                                                     ("Charm [item]", "Charm (item)", "item"),
                                                     ("念力「FP」", "念力（FP）", "power")])
def test_a_kind_in_other_brackets_is_told_to_take_parentheses_and_still_read(line, fixed, kind):
    """`お守り【所持品】` was KY001 suggesting `お守り【所持品】（所持品）`; the fix is the kind in parentheses, and the
    card is read with that kind meanwhile (its other fields checked as usual)."""
    (card,), problems = read(f"{line}\n使用：常時\n効果：［集中］を得る。\n")
    d = only(problems, "KY001")
    assert fixed in d.help("ja") and (card.kind, card.use) == (kind, "constant")
    assert card.name == fixed.split("（")[0].split(" (")[0]


def test_an_unknown_label_starting_with_a_known_one_suggests_it():
    _, problems = read("刃（所持品）\n使用タイミング：行動\n効果：ダメージ1\n")
    assert only(problems, "KY003").help("ja") == "「使用」と書いてください"


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("line", ["刀{marks}", "刀{marks}武器］x"], ids=["unclosed", "closed-then-text"])
def test_a_name_line_of_opening_brackets_is_read_in_linear_time(line):
    """KY001's look for a kind in other brackets read on from each `【` to the line's end: 10,000 took a second."""
    read(line.format(marks="【") + "\n使用：行動\n効果：ダメージ3\n")
    timings = [cpu_seconds(lambda: read(line.format(marks="【" * n) + "\n使用：行動\n効果：ダメージ3\n"))
               for n in (5000, 20000)]
    assert timings[1] < 8 * timings[0] + 0.05, timings  # four times the text, not sixteen times the time


@pytest.mark.parametrize("written, shown, fixed", [
    ("《気絶》を与える。", "《気絶》", "［気絶］"), ("『散漫』を解除する。", "『散漫』", "［散漫］"), ("“萎縮”を受ける。", "“萎縮”", "［萎縮］"),
    ("「気絶」を受ける。", "「気絶」", "［気絶］"), ("対象に《崩壊３》。", "《崩壊３》", "［崩壊３］"),
    ("『憎悪／使用者』。", "『憎悪／使用者』", "［憎悪／使用者］"), ("≪Decay 2≫.", "≪Decay 2≫", "[Decay 2]"),
], ids=["power-marks", "double-quote", "curly", "quote", "with-n", "with-target", "english"])
def test_a_condition_in_other_marks_is_said_and_kept_as_text(written, shown, fixed):
    # was text with no word, the condition lost
    (card,), problems = read(f"札 (所持品)\n使用：行動\n効果：{written}\n")
    assert [(d.code, d.severity.name) for d in problems] == [("KY032", "WARNING")], [str(d.message) for d in problems]
    assert problems[0].span.text == shown and problems[0].help("en") == f"write `{fixed}`"
    assert "in other brackets" in problems[0].text("en") and "別の括弧" in problems[0].text("ja")
    assert "".join(e.text for e in card.effects) == written
    assert not [e for e in card.effects if not isinstance(e, Text)]


@pytest.mark.parametrize("written", ["《飛行》を使用する。", "《再生》。", "「集中」という言葉。", "『気絶』（小説）。"],
                         ids=["power", "power-alone", "word", "title"])
def test_a_name_alone_in_marks_may_be_a_powers_or_a_word(written):
    _, problems = read(f"札 (所持品)\n使用：行動\n効果：{written}\n")
    assert problems == [], [str(d.message) for d in problems]


@pytest.mark.parametrize("written, code, fixed", [
    ("対象に【散漫】を与える。", "KY021", "［散漫］"), ("【崩壊3】を与える。", "KY021", "［崩壊3］"),
    ("【憎悪／使用者】。", "KY021", "［憎悪／使用者］"), ("〈気絶〉を与える。", "KY022", "［気絶］"),
], ids=["ability", "ability-n", "ability-target", "skill"])
def test_a_condition_in_an_abilitys_or_skills_brackets_is_told_so(written, code, fixed):
    # was "unknown ability `【散漫】`: the abilities known are …", never naming the condition
    _, problems = card_with(written)
    d = only(problems, code)
    assert d.help("en") == f"write `{fixed}`" and "is the condition" in d.text("en") and "状態" in d.text("ja")


@pytest.mark.parametrize("written", ["［崩壊］［萎縮］［散漫］を解除する。", "［崩壊］・［萎縮］を解除。", "［崩壊］／［萎縮］を解除。",
                                     "［崩壊］ ［萎縮］を解除する。"], ids=["side-by-side", "nakaguro", "slash", "blank"])
def test_conditions_listed_side_by_side_are_all_lifted(written):
    # `［崩壊］［萎縮］を解除する` was KY011 (`［崩壊］` needs its n): only the last of the list was lifted
    (card,), problems = read(f"札 (所持品)\n使用：行動\n効果：{written}\n")
    assert problems == [], [str(d.message) for d in problems]
    conditions = [e for e in card.effects if isinstance(e, ConditionEffect)]
    assert len(conditions) >= 2 and all(c.removes for c in conditions)


def test_conditions_listed_side_by_side_and_named_need_no_n_but_given_do():
    _, problems = card_with("［再生］［崩壊］は重複しない。")
    assert problems == []
    _, problems = card_with("［崩壊］［萎縮］を与える。")
    assert [d.code for d in problems] == ["KY011"]   # given: its n is needed


@pytest.mark.parametrize("text, use, effect", [
    ("ナイフ（武器）　価格：１　使用：行動　対象：単体\n効果：対象に3点のダメージを与える。\n", "action", "対象に3点のダメージを与える。"),
    ("ナイフ（武器）、使用：行動\n効果：3点のダメージ。\n", "action", "3点のダメージ。"),
    ("ナイフ（所持品） 使用：行動 効果：対象に3点のダメージ。\n", "action", "対象に3点のダメージ。"),
    ("Knife (item) Use: Action\nEffect: damage 3\n", "action", "damage 3"),
], ids=["sheet", "comma", "effect-too", "english"])
def test_fields_after_the_name_on_its_line_are_read(text, use, effect):
    # the whole line was the name, KY001 saying it had no kind, and the card had no use
    (card,), problems = read(text)
    assert problems == [], [str(d.message) for d in problems]
    assert card.name in ("ナイフ", "Knife") and card.kind == "item" and card.use == use
    assert card.effect_text == effect and any(isinstance(e, Damage) for e in card.effects)


def test_an_unknown_label_after_the_name_is_its_own_ky003():
    # (an error, KY003, and its words reached no card; now a note of the author's, kept, KY036)
    (card,), problems = read("名前（所持品） 謎：値\n使用：行動\n効果：x\n")
    assert card.name == "名前" and [d.code for d in problems] == ["KY036"]
    assert [(n.label, n.text) for n in card.notes] == [("謎", "値")]


def test_a_line_of_thousands_of_fields_is_read_without_a_recursion_as_deep():
    # each field after the first was read by a call within the last: 2,000 on one line was a RecursionError (SB006 in
    # `check`, the whole file lost)
    (card,), problems = read("ナイフ（武器）\n使用：行動" + " 価格：１" * 3000 + "\n効果：3点のダメージ。\n")
    assert card.use == "action" and any(isinstance(e, Damage) for e in card.effects)
    assert [d.code for d in problems] == ["KY004"] * 2999   # the price written again and again: the first is kept


@pytest.mark.parametrize("written, shown, fixed", [
    ("対象に崩壊3を与える。", "崩壊3", "［崩壊3］"), ("気絶を受ける。", "気絶", "［気絶］"), ("再生２を得る。", "再生２", "［再生２］"),
    ("憎悪／使用者を与える。", "憎悪／使用者", "［憎悪／使用者］"),
], ids=["decay", "faint", "regeneration", "hatred"])
def test_a_condition_without_brackets_given_is_said(written, shown, fixed):
    # was text with no word, the condition lost
    (card,), problems = read(f"札 (所持品)\n使用：行動\n効果：{written}\n")
    assert [(d.code, d.severity.name, d.span.text) for d in problems] == [("KY032", "WARNING", shown)]
    assert problems[0].help("en") == f"write `{fixed}`" and "without its brackets" in problems[0].text("en")
    assert "".join(e.text for e in card.effects) == written


@pytest.mark.parametrize("written", ["自己再生を得る。", "気絶させる。", "集中する。", "［崩壊3］を与える。", "萎縮している。"])
def test_a_conditions_name_in_other_words_says_nothing(written):
    _, problems = read(f"札 (所持品)\n使用：行動\n効果：{written}\n")
    assert problems == [], [str(d.message) for d in problems]


@pytest.mark.parametrize("written, shown, fixed", [("ﾀﾞﾒｰｼﾞ5。5点のﾀﾞﾒｰｼﾞを与える。", "ﾀﾞﾒｰｼﾞ", "ダメージ"),
                                                   ("対象にｽﾀﾝを与える。", "ｽﾀﾝ", "スタン")], ids=["damage", "word"])
def test_halfwidth_katakana_are_said_once_a_line(written, shown, fixed):
    # `ﾀﾞﾒｰｼﾞ5` was text with no word, the damage lost: its ﾞ folds to a combining mark, never ダ
    (card,), problems = read(f"札 (所持品)\n使用：行動\n効果：{written}\n")
    assert [(d.code, d.severity.name, d.span.text) for d in problems] == [("KY033", "WARNING", shown)]
    assert problems[0].help("en") == f"write `{fixed}`" and "半角カタカナ" in problems[0].text("ja")
    assert "".join(e.text for e in card.effects) == written


@pytest.mark.parametrize("label, fixed", [("タイミング：行動", "使用"), ("Timing: Action", "Use")])
def test_other_games_timing_label_is_told_use(label, fixed):
    # `タイミング：行動`, the label of the use type on other games' sheets, was KY003 with no help
    (card,), problems = read(f"加速（パワー）\n{label}\n効果：［集中］を得る。\n")
    d = only(problems, "KY003")
    assert d.help("en") == f"write `{fixed}`" and card.use is None   # told, never read as it


# ---- the rulebook's other terms in ［ ］ (KY035) ----------------------------------------------------------

@pytest.mark.parametrize("effect", [
    "［手札］からカードを1枚選んで［山札］に戻す。", "[イデア]を1点消費する。", "［しがらみ］をひとつ選ぶ。",
    "そのキャラクターが［現実世界］にいる限り有効。", "［侵蝕度］を+1する。", "［虚構核］の位置を知る。",
    "［観測者］のみ使用できる。", "[VER-TH]で調べる。", "Draw one card from the [Deck] into your [Hand].",
])
def test_the_rulebooks_bracketed_terms_are_rule_words(effect):
    """The web rulebook writes its terms in brackets (`［手札］`, `［山札］` on its fiction-card page, `［イデア］`,
    `［しがらみ］`, `［侵蝕度］` …): each was KY010, an error, "unknown condition"; now a rule word, with no diagnostic."""
    (card,), problems = card_with(effect)
    assert problems == [], [str(d.message) for d in problems]
    assert all(not isinstance(e, ConditionEffect) for e in card.effects)
    assert "".join(e.text for e in card.effects) == effect


@pytest.mark.parametrize("effect, word", [
    ("［判定］のダイスを1個増やす。", "［判定］"), ("Roll one more die on a [Check].", "[Check]"),
    ("［休息］の間、有効。", "［休息］"),
])
def test_an_unknown_bracketed_word_only_named_is_a_warning(effect, word):
    """An unknown word in ［ ］ that nothing gives, takes or gains is no claim of a ［状態］: the rulebook brackets other
    terms too. It was KY010, an error; now KY035, a warning at the word, kept as written (read as no condition)."""
    (card,), problems = card_with(effect)
    said = only(problems, "KY035")
    assert said.severity.name == "WARNING" and said.span.text in word and len(problems) == 1
    assert "no condition" in said.text("en") and "［状態］としては読みません" in said.text("ja")
    assert "".join(e.text for e in card.effects) == effect


@pytest.mark.parametrize("effect", [
    "対象に［凍結］を与える。", "［魅了］状態になる。", "［石化］を受ける。", "gain [Frozen].", "inflicts [Charmed].",
    "対象に［凍結3］を与える。",
])
def test_an_unknown_bracketed_word_given_stays_an_unknown_condition(effect):
    _, problems = card_with(effect)
    assert only(problems, "KY010").severity.name == "ERROR"


@pytest.mark.parametrize("effect", [
    "受けるダメージ5点軽減する。", "ダメージ2軽減。", "5点のダメージを軽減する。", "与えるダメージ3点増加。",
    "3点のダメージを無効にする。", "5点のダメージまで肩代わりする。",
])
def test_an_amount_that_changes_some_damage_is_no_damage_dealt(effect):
    """`受けるダメージ5点軽減する` (the damage taken is 5 less) was read as 5 damage dealt, in silence; an amount followed
    by the words that change some damage by it is kept as text, as a signed one is (`ダメージ+3`)."""
    (card,), problems = card_with(effect)
    assert problems == [] and not [e for e in card.effects if isinstance(e, Damage)]
    assert "".join(e.text for e in card.effects) == effect


def test_damage_dealt_or_taken_beside_a_change_is_still_read():
    (card,), _ = card_with("5点のダメージを受ける。ダメージ4を与える。受けるダメージを3点軽減する。")
    assert [e.amount.number for e in card.effects if isinstance(e, Damage)] == [5, 4]


@pytest.mark.parametrize("effect, fixed", [
    ("deal [Sense] damage.", "【Sense】"), ("［意志］判定を行なう。", "〈意志〉"), ("［感覚］点のダメージ。", "【感覚】"),
])
def test_an_ability_or_a_skill_in_square_brackets_is_told_its_brackets(effect, fixed):
    """`deal [Sense] damage`: an ability in a ［状態］'s brackets was KY010, "unknown condition", with the list of the
    ［状態］; now KY028 (as for one in 《》), a warning with the brackets to write, the words kept as written."""
    (card,), problems = card_with(effect)
    said = only(problems, "KY028")
    assert said.severity.name == "WARNING" and said.help("en") == f"write `{fixed}`" and len(problems) == 1
    assert "".join(e.text for e in card.effects) == effect


@pytest.mark.parametrize("head, name", [
    ("■焦熱の掌（フィクションパワー）", "焦熱の掌"), ("・止血帯（所持品）", "止血帯"), ("- Smoke Charm (item)", "Smoke Charm"),
    ("## 焦熱の掌（フィクションパワー）", "焦熱の掌"), ("### 刀（武器）", "刀"),
])
def test_a_list_mark_or_a_heading_before_a_cards_name_is_no_part_of_it(head, name):
    """`■焦熱の掌（…）` was the card `■焦熱の掌`; `## 焦熱の掌（…）` was a comment, and the card was named after its first
    field (`使用：行動`, KY001 and KY005, the name lost)."""
    (card,), problems = read(f"# ruleset: kyoko\n{head}\n使用：行動\n効果：3点のダメージを与える。\n")
    assert problems == [] and card.name == name and card.use == "action"
    assert card.span.text == name


def test_a_full_width_hash_starts_no_comment():
    # (`＃`, folded to `#`, made the line a comment: `＃２の場合は、…` inside an effect was in no output and no diagnostic;
    # Draw Steel's files read `＃` as text too)
    text = ("# ruleset: kyoko\n\n焦熱の掌（フィクションパワー）\n使用：行動\n効果：対象に4点のダメージを与える。\n"
            "＃２の場合は、さらに1点のダメージを与える。\n# a comment\n\n＃メモ\n")
    cards, problems = read(text)
    assert cards[0].effect_text == "対象に4点のダメージを与える。\n＃２の場合は、さらに1点のダメージを与える。"
    assert [(d.code, d.span.text) for d in problems] == [("KY001", "＃メモ")]   # (a line alone: a card with no kind, said)


def test_a_card_commented_out_line_by_line_stays_a_comment():
    cards, problems = read("# ruleset: kyoko\n# 止血帯（所持品）\n# 使用：行動\n\n★必殺（FP）\n使用：行動\n効果：x\n")
    assert [c.name for c in cards] == ["★必殺"] and problems == []


@pytest.mark.parametrize("written, use, note", [
    ("行動（攻撃）", "action", "攻撃"), ("割込 (防御時)", "interrupt", "防御時"), ("Action (attack)", "action", "attack"),
])
def test_a_use_type_with_a_note_in_parentheses_is_read_and_the_note_said(written, use, note):
    """`使用：行動（攻撃）` was KY020, an error "unknown use type", and the card had no use; the use is read now, and a
    warning says the note is not (a card has no place for it)."""
    (card,), problems = read(f"札（所持品）\n使用：{written}\n効果：3点のダメージを与える。\n")
    said = only(problems, "KY020")
    assert card.use == use and said.severity.name == "WARNING" and note in said.text("en") and note in said.text("ja")
    assert said.span.text == written


def test_a_use_type_with_an_unknown_word_in_parentheses_stays_unknown():
    (card,), problems = read("札（所持品）\n使用：攻撃（行動）\n効果：x\n")
    assert card.use is None and only(problems, "KY020").severity.name == "ERROR"


@pytest.mark.parametrize("effect", [
    "ダイスを１個増やす（［集中］と同様）。", "［散漫］と同じく扱う。", "Roll one more die, like [Focused].",
    "As with [Distracted], roll one die less.",
])
def test_a_condition_likened_to_is_only_named(effect):
    """`（［集中］と同様）` (as ［集中］ does) was read as ［集中］ given (`referenced: false`): the effect likens itself to
    it and gives nothing."""
    (card,), problems = card_with(effect)
    (named,) = [e for e in card.effects if isinstance(e, ConditionEffect)]
    assert named.referenced and not named.removes and problems == []


def test_conditions_listed_with_to_are_still_given():
    (card,), problems = card_with("［崩壊3］と［萎縮］を与える。")
    assert [e.referenced for e in card.effects if isinstance(e, ConditionEffect)] == [False, False] and problems == []


@pytest.mark.parametrize("effect, number", [
    ("［攻撃］を行なう。ダメージは5点。", 5), ("ダメージ：3点", 3), ("ダメージ:4", 4),
])
def test_damage_as_a_label_and_its_number_is_read(effect, number):
    """`ダメージは5点`, `ダメージ：3点` (a weapon's damage as its data writes it) were text with no word, the damage lost."""
    (card,), problems = card_with(effect)
    assert problems == [] and [e.amount.number for e in card.effects if isinstance(e, Damage)] == [number]
    assert "".join(e.text for e in card.effects) == effect


@pytest.mark.parametrize("effect", ["ダメージ：【身体】＋２", "ダメージは「【身体】＋１」点。"])
def test_damage_as_a_label_and_an_abilitys_amount_is_said(effect):
    """`ダメージ：【身体】＋２` was read as a change of 【身体】 by +2; `ダメージは「【身体】＋１」点` was text with no word.
    Neither is read (the game writes `「【身体】＋２」点のダメージ`): KY027 says so, with that fix."""
    (card,), problems = card_with(effect)
    said = only(problems, "KY027")
    assert said.help("en").endswith("点のダメージ`") and not [e for e in card.effects if isinstance(e, (Damage, StatChange))]


@pytest.mark.parametrize("effect", ["受けるダメージが5以上の場合、使用できる。", "ダメージは0点になる。", "ダメージが3点以下なら無効。"])
def test_damage_compared_or_set_is_no_damage_dealt(effect):
    (card,), problems = card_with(effect)
    assert problems == [] and not [e for e in card.effects if isinstance(e, Damage)]


@pytest.mark.parametrize("effect", ["ダメージが２倍になる。", "ダメージ2倍。", "ダメージが3割増える。", "ダメージは50%減少。"])
def test_a_multiplier_of_damage_is_no_damage_dealt(effect):
    """`ダメージが２倍になる` (damage doubles) must not read as 2 damage dealt (a review of the label form found it)."""
    (card,), problems = card_with(effect)
    assert not [e for e in card.effects if isinstance(e, Damage)]


@pytest.mark.parametrize(("text", "names"), [
    ("雷撃の杖（所持品）\n使用：行動\n対象：単体\n効果：対象に3点のダメージを与える。\n"
     "癒しの歌（フィクションパワー）\n使用：行動\n対象：単体\n効果：対象の【ＨＰ】を2点回復する。\n", ["雷撃の杖", "癒しの歌"]),
    ("Shock Rod (item)\nUse: action\nTarget: single\nEffect: Deal 3 damage to the target.\n"
     "Healing Song (power)\nUse: action\nTarget: single\nEffect: The target recovers 2 HP.\n", ["Shock Rod", "Healing Song"]),
], ids=["ja", "en"])
def test_a_cards_name_line_with_no_blank_line_before_it_starts_the_next_card(text, names):
    """`癒しの歌（フィクションパワー）` right under a card's effect, then its fields: was more of the effect's text and each
    field KY004 `written twice, the first one is kept`, the second card lost. Now the next card, KY009 saying a blank
    line is missing, in both languages."""
    cards, problems = read_cards(SourceFile("c.kyoko", text))
    assert [c.name for c in cards] == names
    assert [p.code for p in problems] == ["KY009"]
    assert problems[0].span.text == names[1] + text.split(names[1], 1)[1].split("\n")[0]
    assert "blank line" in problems[0].text("en") and "空行" in problems[0].text("ja")
    assert all(c.effects for c in cards)


def test_a_name_with_a_kind_inside_an_effect_and_no_field_under_it_is_the_effects_text():
    """Only a name line over a field line starts a card: a line of the effect's text is kept as it was."""
    text = "雷撃の杖（所持品）\n使用：行動\n効果：対象に3点のダメージを与える。\n予備の杖（所持品）\n"
    cards, problems = read_cards(SourceFile("c.kyoko", text))
    assert [c.name for c in cards] == ["雷撃の杖"] and not [p for p in problems if p.code == "KY009"]


@pytest.mark.parametrize("text", [
    "変身（フィクションパワー）\n使用：行動\n効果：以下のどれか1つを使用できる。\n・焦熱の掌（フィクションパワー）\n"
    "・癒しの歌（フィクションパワー）\n対象：単体\n",
    "Transform (power)\nUse: action\nEffect: Use one of the following.\n- Searing Palm (power)\n- Healing Song (power)\n"
    "Target: single\n",
], ids=["ja", "en"])
def test_a_list_of_powers_in_an_effect_then_a_field_is_one_card(text):
    """A bulleted power under the effect, then the card's own target: audit4 (fe7f7c1d) made `癒しの歌` a card holding
    only 対象 (KY009, KY005, KY006) and the first card lost its target. A list's item is never a name line."""
    cards, problems = read_cards(SourceFile("c.kyoko", text))
    assert len(cards) == 1 and cards[0].target is not None
    assert not [p for p in problems if p.code in ("KY009", "KY005", "KY006")]


@pytest.mark.parametrize(("second", "name"), [
    ("## 癒しの歌（フィクションパワー）\n使用：行動\n", "癒しの歌"),
    ("癒しの歌【フィクションパワー】\n使用：行動\n", "癒しの歌"),
    ("癒しの歌（フィクションパワー）　使用：行動\n", "癒しの歌"),
    ("## Healing Song (power)\nUse: action\n", "Healing Song"),
    ("Healing Song (power)  Use: action\n", "Healing Song"),
], ids=["ja-heading", "ja-other-brackets", "ja-one-line", "en-heading", "en-one-line"])
def test_a_cards_name_line_as_a_heading_or_with_its_fields_starts_the_next_card(second, name):
    """`## 癒しの歌（フィクションパワー）` under a card was a comment (KY004 twice), `癒しの歌（フィクションパワー）　使用：行動`
    more of the effect (the card lost): each starts the next card, KY009."""
    text = "雷撃の杖（所持品）\n使用：行動\n対象：単体\n効果：対象に3点のダメージを与える。\n" + second + \
        "対象：単体\n効果：対象の【ＨＰ】を2点回復する。\n"
    cards, problems = read_cards(SourceFile("c.kyoko", text))
    assert [c.name for c in cards] == ["雷撃の杖", name]
    assert [p.code for p in problems] == ["KY009"] + (["KY001"] if "【" in second else [])  # (KY001: the brackets)
