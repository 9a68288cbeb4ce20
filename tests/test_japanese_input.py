"""Japanese input is read as well as English (issue 13, points 1 and 5): the seeds' prose forms and
the community's terms are aliases, spacing is optional where Japanese writes none, a misspelt
Japanese word gets a did-you-mean as `proen` does, and nothing is dropped without a diagnostic."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock import parse_text
from statblock.rulesets.draw_steel.vocabulary import vocabulary as draw_steel
from statblock.vocabulary import fold
from statblock.rulesets.similarity import closest
from statblock.rulesets.draw_steel.runtime import effects as fx

from conftest import examples


def compile_one(text: str):
    result = parse_text(text)
    assert len(result.abilities) == 1, [d.text() for d in result.diagnostics]
    return result.abilities[0], result.diagnostics


def tier_one(clause: str, header: str = "パワーロール + 筋力:"):
    """The effects and diagnostics of `clause` written as the first tier of an ability."""
    ability, diagnostics = compile_one(f"技\n{header}\n≤11: {clause}\n12-16: 5 ダメージ\n17+: 7 ダメージ\n")
    return ability.power_roll.tiers[0].effects, diagnostics


def flat(effects) -> list:
    out = []
    for effect in effects:
        if isinstance(effect, fx.PotencyGate):
            out.extend(flat(effect.effects))
        elif isinstance(effect, fx.Choice):
            for option in effect.options:
                out.extend(flat(option))
        else:
            out.append(effect)
    return out


# ---- misspelt words: an error with a did-you-mean, at the word ------------------------------------

@pytest.mark.parametrize("written, meant", [
    ("伏世", "伏せ"),        # one wrong kanji in a two-character word
    ("拘速", "拘束"),
    ("もうろう", "朦朧"),    # the kana reading of a kanji condition
    ("掴まれ", "つかまれ"),  # the kanji form of a kana condition
    ("proen", "prone"),     # English, as before
])
def test_a_misspelt_condition_is_an_error_with_a_did_you_mean(written, meant):
    _, diagnostics = tier_one(f"2 ダメージ; A < 弱、{written}")
    found = [d for d in diagnostics if d.code == "SB101"]
    assert len(found) == 1, [d.text() for d in diagnostics]
    assert found[0].severity.value == "error"
    assert f"`{meant}`" in found[0].text()
    assert found[0].span.text == written
    assert found[0].span.line == 3


@pytest.mark.parametrize("written, meant", [
    ("A < 弱い、伏せ", "弱"),          # a potency strength
    ("2 火災ダメージ", "火"),           # a damage type
])
def test_other_misspelt_japanese_words_get_a_did_you_mean(written, meant):
    _, diagnostics = tier_one(written)
    assert any(d.severity.value == "error" and f"`{meant}`" in d.text() for d in diagnostics), \
        [d.text() for d in diagnostics]


def test_the_guess_is_the_spelling_that_is_close():
    """A did-you-mean names the spelling the word is close to, in the user's alphabet, so that the guess shows why it
    was made: `弱体可` is one character from seed 001's `弱体化`, not from `衰弱`, weakened's first spelling."""
    guess = draw_steel().conditions.suggest("弱体可")
    assert guess == "弱体化" and draw_steel().conditions.lookup(guess).id == "weakened"


@pytest.mark.parametrize("header, written, meant", [
    ("魔法、攻撃 | メインアクション\n📏 自身 | 🎯 自身", "攻撃", "ストライク"),  # (not 突撃, Charge: one character away)
    ("魔法、遠隔 | メインアクション\n📏 自身 | 🎯 自身", "遠隔", "遠距離"),
    ("魔法 | メインアクション\n📏 遠隔 10 | 🎯 クリーチャー1体", "遠隔", "遠距離"),
    ("魔法 | メインアクション\n📏 自身 | 🎯 自身\nパワーロール + 理性:", "理性", "知力"),
    ("魔法 | メインアクション\n📏 自身 | 🎯 自身\nパワーロール + 直感:", "直感", "判断力"),
    ("近接、打撃 | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー", "打撃", "ストライク"),  # (was: 突撃, Charge)
    ("範囲、魔法 | メインアクション\n📏 2 バースト | 🎯 領域内の各敵", "範囲", "領域"),  # (was: no guess)
    ("Melee, Attack | Main action\n📏 Melee 1 | 🎯 One creature", "Attack", "Strike"),  # (was: no guess)
    ("AoE, Magic | Main action\n📏 2 burst | 🎯 Each enemy in the area", "AoE", "Area"),  # (was: no guess)
], ids=["strike", "ranged-keyword", "ranged-distance", "reason", "intuition", "strike-dageki", "area-hani",
        "strike-attack", "area-aoe"])
def test_other_games_japanese_words_are_guessed_as_draw_steels(header, written, meant):
    """Words a player brings from other games' translations (遠隔攻撃, 直感, 打撃, 範囲; `Attack`, `AoE` in English) are
    suggested for the seeds' words,
    never read as them: an error at the word with the word meant (were: `攻撃` guessed as `突撃`, Charge; `遠隔`,
    `理性` and `直感` unknown with no guess, and `遠隔 10` a distance of an unknown kind with no word said)."""
    tiers = "\n≤11: 2 ダメージ\n12-16: 5 ダメージ\n17+: 7 ダメージ\n" if "パワーロール" in header else "\n効果：何か。\n"
    if "Main action" in header:  # (the English words other games give an attack, an area)
        tiers = "\nEffect: Something.\n"
    _, diagnostics = compile_one(f"技\n{header}{tiers}")
    found = [d for d in diagnostics if f"`{written}`" in d.text()]
    assert len(found) == 1 and found[0].severity.value == "error", [d.text() for d in diagnostics]
    assert f"did you mean `{meant}`" in found[0].text() and found[0].span.text == written


def test_a_guess_from_a_spelling_only_suggested_is_the_terms_first():
    """`もうろう` is only ever suggested (`near`), never read: the guess is the condition's first spelling."""
    assert draw_steel().conditions.suggest("もうろう") == "朦朧"


# ---- variants and aliases are read as the word -----------------------------------------------------

@pytest.mark.parametrize("written, condition", [
    ("伏せ状態", "prone"),          # seed 000's prose
    ("つかまれ状態", "grabbed"),    # seed 000
    ("弱体化", "weakened"),         # seed 001
    ("衰弱", "weakened"),           # seed 000, the abilities chapter
    ("ツカマレ", "grabbed"),        # katakana for hiragana
    ("朦朧状態", "dazed"),
])
def test_the_seeds_variants_of_a_condition_are_that_condition(written, condition):
    effects, diagnostics = tier_one(f"2 ダメージ; {written}")
    assert not diagnostics, [d.text() for d in diagnostics]
    conditions = [e for e in flat(effects) if isinstance(e, fx.ApplyCondition)]
    assert [(c.condition, c.custom) for c in conditions] == [(condition, False)]


def test_the_abilities_chapter_word_is_printed_for_weakened():
    """衰弱 (seed 000, the abilities chapter) and 弱体化 (seed 001) are both read; cards print 衰弱."""
    assert draw_steel().conditions.lookup("弱体化").label("ja") == "衰弱"


@pytest.mark.parametrize("written, duration", [
    ("減速 (ターン終了時まで)", "end_of_turn"),
    ("減速 (次のターンの終了時まで)", "end_of_turn"),
    ("減速 (EoT)", "end_of_turn"),
    ("減速 (セーブ終了)", "save_ends"),
    ("減速（セーヴ終了）", "save_ends"),
    ("出血 エンカウント終了時まで", "end_of_encounter"),
    ("出血 (エンカウントの終了時まで)", "end_of_encounter"),
])
def test_japanese_durations(written, duration):
    effects, diagnostics = tier_one(written)
    assert not diagnostics, [d.text() for d in diagnostics]
    (condition,) = flat(effects)
    assert condition.duration.kind == duration


# ---- spacing is optional, and a word stops where it should ----------------------------------------

@pytest.mark.parametrize("written, expected", [
    ("3+M聖なるダメージ", [fx.Damage(3, ("might",), "holy")]),
    ("3 + M 聖なるダメージ", [fx.Damage(3, ("might",), "holy")]),
    ("2 炎ダメージ", [fx.Damage(2, (), "fire")]),
    ("2 火ダメージ", [fx.Damage(2, (), "fire")]),
    ("プッシュ3", [fx.ForcedMove("push", 3)]),
    ("垂直に プッシュ 4", [fx.ForcedMove("push", 4, True)]),
    ("垂直プル2", [fx.ForcedMove("pull", 2, True)]),
    ("伏せまたは減速", [fx.ApplyCondition("prone"), fx.ApplyCondition("slowed")]),
    ("伏せおよび減速", [fx.ApplyCondition("prone"), fx.ApplyCondition("slowed")]),
    ("A<弱、伏せ", [fx.ApplyCondition("prone")]),
    ("敏捷力 < 並、伏せ", [fx.ApplyCondition("prone")]),
])
def test_japanese_clauses_with_or_without_spaces(written, expected):
    effects, diagnostics = tier_one(written)
    assert not diagnostics, [d.text() for d in diagnostics]
    assert flat(effects) == expected


@pytest.mark.parametrize("written, damage_type", [
    ("3+MかAダメージ", None), ("3 + M か A ダメージ", None), ("3+MまたはAダメージ", None),
    ("3+MかA火炎ダメージ", "fire"), ("3 + 筋力か敏捷力ダメージ", None), ("3 + 筋力または敏捷力ダメージ", None),
    ("3+筋力または敏捷力火炎ダメージ", "fire"),
])
def test_japanese_or_between_characteristics_is_the_english_or(written, damage_type):
    """`3 + M or A damage` in Japanese: か (`or`) and または, spaced or run into the next word. Was: `3+MかAダメージ`
    a damage of type `かA` (SB102), `3+MまたはAダメージ` and `3 + 筋力または敏捷力ダメージ` text with no report,
    `筋力か敏捷力` one unknown characteristic."""
    effects, diagnostics = tier_one(written)
    assert not diagnostics, [d.text() for d in diagnostics]
    assert flat(effects) == [fx.Damage(3, ("might", "agility"), damage_type)]
    english, _ = tier_one("3 + M or A fire damage" if damage_type else "3 + M or A damage")
    assert flat(english) == flat(effects)


@pytest.mark.parametrize("written", ["3+筋力または敏捷性ダメージ", "3 + 筋力か敏捷性 ダメージ"])
def test_a_misspelt_characteristic_after_japanese_or_is_named(written):
    """Run into ダメージ, or joined by か, an unknown characteristic's name is still reported (SB104), not text."""
    _, diagnostics = tier_one(written)
    assert [d.code for d in diagnostics] == ["SB104"]


def test_or_between_conditions_is_a_choice():
    effects, _ = tier_one("伏せまたは減速")
    assert len(effects) == 1 and isinstance(effects[0], fx.Choice)


def test_no_effect_with_a_japanese_full_stop():
    effects, diagnostics = tier_one("効果なし。")
    assert not diagnostics
    assert [type(e) for e in effects] == [fx.NoEffect]


# ---- the header: keywords, action, cost, distance; section labels ---------------------------------

def header(name: str, row: str, distance: str = "📏 近接 1 | 🎯 1体の敵") -> str:
    return f"{name}\n{row}\n{distance}\nパワーロール + 筋力:\n≤11: 2 ダメージ\n12-16: 5 ダメージ\n17+: 7 ダメージ\n"


@pytest.mark.parametrize("row, keywords, action", [
    ("魔法・ストライク・武器 | メイン・アクション", ("magic", "strike", "weapon"), "main_action"),
    ("近接、武器 | フリーマニューバ", ("melee", "weapon"), "free_maneuver"),
    ("近接・武器 | フリー・マニューバー", ("melee", "weapon"), "free_maneuver"),
    ("突撃・近接 | ムーヴアクション", ("charge", "melee"), "move_action"),   # ds-starter.lill.dev
    ("近接 | ムーブアクション", ("melee",), "move_action"),
    ("近接・ストライク ｜ メインアクション", ("melee", "strike"), "main_action"),  # a full-width bar
    ("ＭＡＧＩＣ, Melee | Main action", ("magic", "melee"), "main_action"),     # full-width Latin
])
def test_keyword_and_action_rows(row, keywords, action):
    ability, diagnostics = compile_one(header("技", row))
    assert not diagnostics, [d.text() for d in diagnostics]
    assert (ability.keywords, ability.action) == (keywords, action)


@pytest.mark.parametrize("name, amount, resource, open_ended", [
    ("裁きの槌 (信心3)", 3, "piety", False),
    ("裁きの槌（信心 3）", 3, "piety", False),
    ("裁きの槌 (3 信心)", 3, "piety", False),
    ("元素の奔流 (真髄5+)", 5, "essence", True),
])
def test_a_cost_in_either_order(name, amount, resource, open_ended):
    ability, diagnostics = compile_one(header(name, "魔法 | メインアクション"))
    assert not diagnostics, [d.text() for d in diagnostics]
    assert (ability.name, ability.cost_amount, ability.cost_resource, ability.cost_open_ended) == \
        (name.split(" ")[0].split("（")[0], amount, resource, open_ended)


def test_a_misspelt_resource_in_japanese_order_is_reported():
    ability, diagnostics = compile_one(header("裁きの槌 (信身3)", "魔法 | メインアクション"))
    found = [d for d in diagnostics if d.code == "SB107"]
    assert found and "`信心`" in found[0].text() and found[0].span.text == "信身"
    assert ability.cost_amount == 3


def test_a_named_cost_stays_a_tag():
    ability, _ = compile_one(header("Howl (Villain Action 2)", "Magic | Main action"))
    assert ability.cost_amount is None and ability.action is not None


@pytest.mark.parametrize("distance, parts", [
    ("1以内の5×1ライン", [{"kind": "line", "size": 5, "width": 1, "within": 1}]),
    ("5×1ライン（1以内）", [{"kind": "line", "size": 5, "width": 1, "within": 1}]),
    ("2キューブ（10以内）", [{"kind": "cube", "size": 2, "within": 10}]),
    ("10以内の2キューブ", [{"kind": "cube", "size": 2, "within": 10}]),
    ("10以内に10ウォール", [{"kind": "wall", "size": 10, "within": 10}]),
    ("2 キューブ 以内 10", [{"kind": "cube", "size": 2, "within": 10}]),
    ("近接1または遠距離5", [{"kind": "melee", "size": 1}, {"kind": "ranged", "size": 5}]),
    ("3バースト", [{"kind": "burst", "size": 3}]),
    # the unit, as seed 000 writes a reach (`あなたから5スクエア以内`)
    ("10スクエア以内の3キューブ", [{"kind": "cube", "size": 3, "within": 10}]),
    ("10マス以内の3キューブ", [{"kind": "cube", "size": 3, "within": 10}]),
    ("1スクエア以内の5×1ライン", [{"kind": "line", "size": 5, "width": 1, "within": 1}]),
    ("10以内の3キューブ4つ", [{"kind": "cube", "size": 3, "within": 10, "count": 4}]),
    ("近接 1または遠距離 10スクエア", [{"kind": "melee", "size": 1}, {"kind": "ranged", "size": 10}]),
    ("近接 1マス", [{"kind": "melee", "size": 1}]),
    ("1以内に10×1ライン3つ", [{"kind": "line", "size": 10, "width": 1, "within": 1, "count": 3}]),
])
def test_japanese_distances(distance, parts):
    # (an area without 領域 is SB144; targets in the area with no area, SB145)
    keywords, target = ("近接", "1体の敵") if parts[0]["kind"] == "melee" else ("領域", "領域内の各敵")
    ability, diagnostics = compile_one(header("技", f"{keywords} | メインアクション", f"📏 {distance} | 🎯 {target}"))
    assert not diagnostics, [d.text() for d in diagnostics]
    assert ability.distance["parts"] == parts


@pytest.mark.parametrize("label, amount, plus, resource", [
    ("猛威を2消費する", 2, False, "ferocity"),   # seed 000: 「[英雄リソース]を X 消費する」
    ("猛威を 2 消費する", 2, False, "ferocity"),
    ("信心を1+消費する", 1, True, "piety"),
    ("消費 2 猛威", 2, False, "ferocity"),
])
def test_spend_sections_in_the_seeds_word_order(label, amount, plus, resource):
    ability, diagnostics = compile_one(header("技", "近接 | メインアクション") + f"{label}: 追加で2ダメージ。\n")
    assert not diagnostics, [d.text() for d in diagnostics]
    (section,) = ability.sections
    assert (section.kind, section.amount, section.open_ended, section.resource) == ("spend", amount, plus, resource)


def test_a_highest_characteristic_roll_in_japanese():
    ability, diagnostics = compile_one("技\nパワーロール + 最も高い能力値:\n≤11: 2 ダメージ\n12-16: 5 ダメージ\n17+: 7 ダメージ\n")
    assert not diagnostics, [d.text() for d in diagnostics]
    assert ability.power_roll.characteristics == ("highest",)


# ---- nothing unread goes without a diagnostic at its line -----------------------------------------

def test_an_unknown_japanese_condition_phrase_is_reported_where_it_is():
    line = "≤11: 2 ダメージ; 伏せそして減速"
    _, diagnostics = tier_one(line.removeprefix("≤11: "))
    (found,) = [d for d in diagnostics if d.span.text == "伏せそして減速"]
    assert (found.span.line, found.span.column) == (3, line.index("伏せそして減速") + 1)


# ---- English and Japanese compile to the same effects ---------------------------------------------

PAIRS = [
    ("Judgment's Hammer (3 Piety)\nMagic, Ranged, Strike | Main action\n📏 Ranged 10 | 🎯 One creature or object\n"
     "Power Roll + Intuition:\n≤11: 3 + I holy damage; A < WEAK, prone\n12-16: 6 + I holy damage; A < AVERAGE, prone\n"
     "17+: 9 + I holy damage; A < STRONG, prone and can't stand (save ends)\n",
     "裁きの槌 (信心3)\n魔法・遠距離・ストライク | メイン・アクション\n📏 遠距離10 | 🎯 1体のクリーチャーまたは物体\n"
     "パワーロール + 判断力:\n≤11: 3+I聖なるダメージ; A<弱、伏せ状態\n12-16: 6 + I 聖なるダメージ; A < 並、伏せ\n"
     "17+: 9 + I 聖なるダメージ; A < 強、伏せ、および立ち上がれない (セーブ終了)\n"),
    ("Brutal Slam\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
     "≤11: 3 + M damage; push 1\n12-16: 6 + M damage; vertical push 2\n17+: 9 + M damage; push 4; M < STRONG, "
     "bleeding until the end of the encounter\nSpend 2 Ferocity: The target is also weakened (EoT).\n",
     "ブルータル・スラム\n近接・ストライク・武器 | メインアクション\n📏 近接1 | 🎯 1体のクリーチャー\nパワーロール+筋力:\n"
     "≤11: 3+Mダメージ; プッシュ1\n12-16: 6+Mダメージ; 垂直に プッシュ 2\n17+: 9+Mダメージ; プッシュ4; M<強、"
     "出血 エンカウント終了時まで\n猛威を2消費する: ターゲットは衰弱状態にもなる (ターン終了時まで)。\n"),
    ("Frost Cage\nArea, Magic | Main action\n📏 2 cube within 10 | 🎯 Each enemy in the area\nPower Roll + Reason:\n"
     "≤11: 2 cold damage; slowed or prone\n12-16: 4 fire damage; restrained (EoT)\n17+: 6 cold damage; R < 2, dazed (save ends)\n",
     "氷の檻\n領域・魔法 | メインアクション\n📏 2キューブ（10以内） | 🎯 領域内の各敵\nパワーロール + 知力:\n"
     "≤11: 2 冷気ダメージ; 減速または伏せ\n12-16: 4 炎ダメージ; 拘束 (次のターンの終了時まで)\n17+: 6 冷気ダメージ; R < 2、朦朧 (セーヴ終了)\n"),
    ("Surge Line\nArea, Magic | Maneuver\n📏 5 x 1 line within 1 | 🎯 Each enemy in the area\nPower Roll + Agility:\n"
     "≤11: pull 2\n12-16: slide 3; grabbed\n17+: slide 5; frightened and slowed (save ends)\n",
     "奔流の線\n領域、魔法 | マニューバー\n📏 1以内の5×1ライン | 🎯 領域内の各敵\nパワーロール + 敏捷力:\n"
     "≤11: プル2\n12-16: スライド 3; つかまれ状態\n17+: スライド5; 恐怖 および 減速 (セーブ終了)\n"),
]


@pytest.mark.parametrize("english, japanese", PAIRS, ids=lambda text: text.split("\n")[0])
def test_english_and_japanese_compile_alike(english, japanese):
    en, en_problems = compile_one(english)
    ja, ja_problems = compile_one(japanese)
    assert not en_problems and not ja_problems, [d.text() for d in (*en_problems, *ja_problems)]
    for field in ("cost_amount", "cost_resource", "keywords", "action"):
        assert getattr(ja, field) == getattr(en, field), field
    assert sorted(ja.keywords) == sorted(en.keywords)
    assert ja.distance["parts"] == en.distance["parts"]
    assert [t.effects for t in ja.power_roll.tiers] == [t.effects for t in en.power_roll.tiers]
    assert ja.power_roll.characteristics == en.power_roll.characteristics
    assert [(s.kind, s.amount, s.resource) for s in ja.sections] == [(s.kind, s.amount, s.resource) for s in en.sections]


# ---- folding and closeness --------------------------------------------------------------------------

@pytest.mark.parametrize("one, other", [
    ("メイン・アクション", "メインアクション"),
    ("フリー・マニューバー", "フリーマニューバ"),
    ("セーブ終了", "セーヴ終了"),
    ("ヴィラン・アクション", "ビランアクション"),
    ("ﾌﾟｯｼｭ", "プッシュ"),       # half-width katakana
    ("つかまれ", "ツカマレ"),
    ("ＭＡＧＩＣ", "magic"),
    ("エンカウント 終了", "エンカウント終了"),
])
def test_spellings_that_fold_together(one, other):
    assert fold(one) == fold(other)


@pytest.mark.parametrize("one, other", [
    ("伏せ", "伏世"), ("プッシュ", "プル"), ("push", "Push 2"), ("ターン", "ターンー終了"),
])
def test_spellings_that_stay_apart(one, other):
    assert fold(one) != fold(other)


@pytest.mark.parametrize("word, candidates, expected", [
    ("伏世", ["伏せ", "出血"], "伏せ"),
    ("魔法", ["伏せ", "出血"], None),          # nothing in common: no guess
    ("毒", ["酸", "火"], None),                # one character: never guessed
    ("ターン終了時", ["ターン終了時まで", "セーヴ終了"], "ターン終了時まで"),
    ("prone", ["proen", "bleeding"], "proen"),  # English keeps difflib's ratio
])
def test_closest_suits_short_japanese_words(word, candidates, expected):
    assert closest(word, candidates) == expected


# ---- the shortcuts of `similarity` -------------------------------------------------------------

_NEAR = st.text(st.sampled_from("a ≤’\u3000\u3004\u3005\u3006\u303f\u3040あアｱ・ー一\u9fff\uf900\uff65\uff66\uff9f\uffa0ヴ"),
                max_size=12)


@settings(max_examples=examples(300), deadline=None)
@given(_NEAR)
def test_japanese_is_told_without_the_pattern_as_with_it(text):
    """`is_japanese` and `fold_japanese` skip their patterns for text whose every character comes before
    the first Japanese one: the answers are the patterns' own."""
    from statblock.rulesets import similarity

    anywhere = re.compile(f"[{similarity.JAPANESE_CHARS}]")
    assert similarity.is_japanese(text) == (anywhere.search(text) is not None)
    folded = similarity.fold_japanese(text.lower())
    between = re.compile(f"(?<=[{similarity.JAPANESE_CHARS}]) (?=[{similarity.JAPANESE_CHARS}])")
    assert between.search(folded) is None


def test_a_check_of_english_with_icons_compiles_no_japanese_pattern(tmp_path):
    """The character ranges of Japanese cost milliseconds to compile: a cold `check` of an English file, its icons
    past U+3005 (`📏`, `🎯`), compiles neither pattern, though the vocabulary's Japanese words are folded (none of
    them has a space to drop); a key with one still has it dropped (a fresh process, as a cold `check` is)."""
    import subprocess
    import sys

    path = tmp_path / "bolt.md"
    path.write_text("# Bolt\n\n| **Magic, Ranged** | **Main action** |\n|---|---|\n"
                    "| **📏 Ranged 10** | **🎯 One creature** |\n\n**Power Roll + Reason:**\n\n"
                    "- **≤11:** 2 damage\n- **12-16:** 4 damage\n- **17+:** 6 damage\n", encoding="utf-8")
    script = ("import sys\nfrom statblock.cli import main\nfrom statblock.rulesets import similarity as s\n"
              f"code = main(['check', '--no-cache', '--jobs', '1', '-q', {str(path)!r}])\n"
              "print(code, s._japanese.cache_info().currsize, s._space_between.cache_info().currsize)\n"
              "print(s.fold_japanese('ターゲット は'), s.fold_japanese('ターゲット 1'))\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-2:] == ["0 0 0", "たーげっとは たーげっと 1"]


def test_the_shortcut_starts_at_the_first_japanese_character():
    from statblock.rulesets import similarity

    assert similarity._FIRST == min(similarity.JAPANESE_CHARS.replace("-", ""))


@pytest.mark.parametrize(("header", "written"), [
    ("Attach, Weapon | Maneuver\n📏 Melee 1 | 🎯 One object", "Attach"),
    ("Tack, Weapon | Maneuver\n📏 Melee 1 | 🎯 One object", "Tack"),
    ("打, 武器 | マニューバー\n📏 近接 1 | 🎯 1つの物体", "打"),
    ("範, 魔法 | マニューバー\n📏 近接 1 | 🎯 1つの物体", "範"),
], ids=["attach", "tack", "da", "han"])
def test_a_homebrew_keyword_near_another_games_word_is_no_slip_of_it(header, written):
    """A word only ever suggested (`near`: `Attack` for Strike, `打撃` for ストライク, `範囲` for 領域) is suggested only
    when written as it is: `Attach`, a homebrew keyword, was an error 'did you mean `Strike`?' (audit4's d72338c4; the
    LSP's quick fix wrote Strike); it is an unknown keyword again, a warning with no guess."""
    effect = "\nEffect: You attach the hook.\n" if header.isascii() or "Melee" in header else "\n効果：フックを付ける。\n"
    _, diagnostics = compile_one(f"Grapple Hook\n{header}{effect}")
    found = [d for d in diagnostics if f"`{written}`" in d.text()]
    assert len(found) == 1 and found[0].severity.value == "warning", [d.text() for d in diagnostics]
    assert "did you mean" not in found[0].text() and "のことですか" not in found[0].text()


def test_a_full_width_english_word_is_told_the_english_keyword():
    """`ＡｏＥ` (Latin letters written wide, in an English file) was told `領域`: English is told `Area`."""
    _, diagnostics = compile_one("Fire Wave\nＡｏＥ, Magic | Main action\n📏 2 burst | 🎯 Each enemy in the area\n"
                                 "Effect: Something.\n")
    found = [d for d in diagnostics if "ＡｏＥ" in d.text()]
    assert len(found) == 1 and "`Area`" in found[0].text() and "領域" not in found[0].text(), \
        [d.text() for d in diagnostics]
