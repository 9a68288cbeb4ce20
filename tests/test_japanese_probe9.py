"""A ninth probe of Japanese authoring (68 abilities written as a Japanese player would): a name whose parenthesis is
left open (`眠りの霧 (3 悪意`: the cost was lost with no word said), an area's reach after a comma
(`2 キューブ、遠距離 5 以内`: no area and no word said), a potency with the characteristic's name and の場合
(`敏捷力 < 2 の場合、伏せ`: read as a condition of the ability's own named `の場合`), a push that ignores stability said
as a sentence ends (`プッシュ 5、安定性を無視する`: text), and the IME's other kanji for a condition's reading
(`高速` for 拘束 was guessed to be 減速; `原則` for 減速 was an ability's own condition, said as such)."""

from __future__ import annotations

import pytest

from builders import compile_one
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.serialize import ability_json

_HEAD = ("X\n近接 | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n≤11: 1 ダメージ\n"
         "12-16: 2 ダメージ\n17+: 3 ダメージ; ")
_HEAD_EN = ("X\nMelee | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n≤11: 1 damage\n"
            "12-16: 2 damage\n17+: 3 damage; ")


def _effects(clause):
    ability, diagnostics = compile_one((_HEAD_EN if clause.isascii() else _HEAD) + clause + "\n")
    return tuple(ability.power_roll.tiers[2].effects[1:]), diagnostics


@pytest.mark.parametrize("name, at, paren", [
    ("眠りの霧 (3 悪意", 5, ")"), ("眠りの霧（3 悪意", 4, "）"), ("Sleep Fog (3 Malice", 10, ")"),
    ("Fog) of war", 3, "("),
], ids=["ja", "full-width", "en", "unopened"])
def test_a_name_whose_parenthesis_is_left_open_is_said(name, at, paren):
    ability, diagnostics = compile_one(f"{name}\n魔法 | メインアクション\n📏 遠距離 5 | 🎯 1体の敵\n効果: X。\n")
    assert ability.cost_amount is None and ability.name == name
    (found,) = [d for d in diagnostics if d.code == "SB112"]
    assert (found.span.start, found.span.end) == (at, at + 1)
    assert f"「{paren}」" in found.message.render("ja") and f"`{paren}`" in found.message.render("en")


def test_a_name_with_its_parenthesis_closed_is_not_said():
    ability, diagnostics = compile_one("眠りの霧 (3 悪意)\n魔法 | メインアクション\n📏 遠距離 5 | 🎯 1体の敵\n効果: X。\n")
    assert ability.cost_amount == 3 and [d.code for d in diagnostics] == []


def _distance(text):
    ability, diagnostics = compile_one(f"X\n領域 | メインアクション\n📏 {text} | 🎯 領域内の各クリーチャー\n効果: X。\n")
    return ability, diagnostics


@pytest.mark.parametrize("text, meant", [
    ("2 キューブ、5 以内", "2 キューブ（5 以内）"),
    ("2 キューブ、遠距離 5 以内", "2 キューブ（5 以内）"),
    ("2キューブ，5マス以内", "2キューブ（5マス以内）"),
    ("2 cube, within 5", "2 cube within 5"),
], ids=["comma", "comma-and-range", "full-width-comma", "english"])
def test_an_areas_reach_after_a_comma_is_said_with_the_shape_meant(text, meant):
    """(was: no area, and no diagnostic at all.) Nothing is compiled from the guess: the shape meant is said."""
    _, diagnostics = _distance(text)
    (found,) = diagnostics
    assert found.code == "SB119" and found.suggestion.render("en").endswith(f"`{meant}`")
    ability, diagnostics = _distance(meant)
    assert diagnostics == [] and ability.distance["parts"]


@pytest.mark.parametrize("clause, twin", [
    ("敏捷力 < 2 の場合、伏せ", "A < 2、伏せ"),
    ("敏捷力<2の場合、伏せ", "A < 2、伏せ"),
    ("筋力 < 並 なら伏せ", "M < AVERAGE、伏せ"),
    ("M < 2 の場合、伏せ", "M < 2、伏せ"),
], ids=["name-spaced", "name-tight", "name-strength", "letter"])
def test_a_potency_with_the_characteristics_name_then_if(clause, twin):
    """(was: a condition of the ability's own named `の場合`, SB111, beside prone)."""
    effects, diagnostics = _effects(clause)
    assert diagnostics == [] and effects == _effects(twin)[0]
    (gate,) = effects
    assert isinstance(gate, fx.PotencyGate) and [e.condition for e in gate.effects] == ["prone"]


@pytest.mark.parametrize("clause", [
    "プッシュ 5、安定性を無視する", "プッシュ 5、安定性を無視します", "プッシュ 5（安定性を無視）", "プッシュ 5、安定性無視",
    "プッシュ 5 (安定性無視)", "プッシュ 5、安定性を無視", "push 5, ignoring stability",
], ids=["plain", "polite", "parenthesised", "noun", "half-width-parens", "seed-form", "english"])
def test_a_push_ignoring_stability_said_as_a_sentence_ends(clause):
    """(was: text, with no diagnostic, but for `、安定性を無視` and the English.)"""
    (effect,), diagnostics = _effects(clause)
    assert diagnostics == [] and effect == fx.ForcedMove("push", 5, ignores_stability=True)


@pytest.mark.parametrize("clause, meant", [
    ("高速 (EoT)", "拘束"), ("原則 (EoT)", "減速"), ("徴発 (EoT)", "挑発"), ("出欠 (セーヴ終了)", "出血"),
    ("布施", "伏せ"), ("M < 2、原則 (EoT)", "減速"),
], ids=["restrained-not-slowed", "slowed", "taunted", "bleeding", "prone", "gated"])
def test_the_imes_other_kanji_for_a_conditions_reading_is_the_condition_meant(clause, meant):
    """こうそく is 拘束 (not 減速, one character off 高速); げんそく, 減速 (was: an ability's own condition, SB111)."""
    _, diagnostics = _effects(clause)
    (found,) = diagnostics
    assert found.code == "SB101" and f"「{meant}」の誤り" in found.message.render("ja")


@pytest.mark.parametrize("clause, meant", [("ターゲットは高速状態になる", "拘束"), ("ターゲットは原則状態になる", "減速")],
                         ids=["restrained", "slowed"])
def test_an_imes_kanji_said_of_the_target_is_warned_of(clause, meant):
    """Said to be the ability's own (a subject), but a spelling only ever suggested for a condition: warned of
    (was: an ability's own condition, with no diagnostic)."""
    (effect,), diagnostics = _effects(clause)
    assert effect.custom
    (found,) = diagnostics
    assert found.code == "SB111" and f"「{meant}」のつもりなら" in found.message.render("ja")


def test_an_authors_own_condition_said_of_the_target_is_still_not_warned_of():
    (effect,), diagnostics = _effects("ターゲットは燃焼状態になる")
    assert effect.custom and diagnostics == []


@pytest.mark.parametrize("word, meant", [("存在感", "魅力"), ("理性", "知力")], ids=["presence", "reason"])
def test_a_dictionary_word_for_a_characteristic_is_suggested_its_seed_word(word, meant):
    _, diagnostics = compile_one(f"X\n近接 | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + {word}:\n"
                                 "≤11: 1 ダメージ\n12-16: 2 ダメージ\n17+: 3 ダメージ\n")
    (found,) = diagnostics
    assert found.code == "SB104" and f"「{meant}」の誤り" in found.message.render("ja")


@pytest.mark.parametrize("clause", ["あなたは一時スタミナ 5 を得る", "あなたは 5 の一時スタミナを得る", "あなたは一時スタミナを5得る",
                                    "あなたは一時的スタミナ 5 を得る", "you gain 5 temporary Stamina"],
                         ids=["short-word", "number-first", "object-first", "seed-word", "english"])
def test_temporary_stamina_in_its_shorter_word(clause):
    """`一時スタミナ` (was: a resource of the author's named `一時スタミナ`, with no diagnostic)."""
    (effect,), diagnostics = _effects(clause)
    assert diagnostics == [] and effect == _effects("you gain 5 temporary Stamina")[0][0]
    assert effect.kind == "temporary_stamina"


@pytest.mark.parametrize("clause, can", [("ターゲットは回復を1消費する", False), ("あなたは回復を1消費できる", True),
                                         ("あなたはリカバリーを1回消費できる", True), ("あなたはリカバリー 1 を消費できる", True)],
                         ids=["object-first", "object-first-can", "counter", "word-first"])
def test_a_recovery_spent_said_object_first(clause, can):
    """`回復を1消費する`, as `サージを2得る` is said (was: text, with no diagnostic)."""
    (effect,), diagnostics = _effects(clause)
    assert diagnostics == []
    twin = _effects("you can spend 1 Recovery" if can else "the target spends 1 Recovery")[0][0]
    assert (effect.resource, effect.amount, effect.can) == (twin.resource, twin.amount, twin.can) == ("recovery", -1, can)


@pytest.mark.parametrize("line, english", [
    ("範囲内の全ての敵", "Each enemy in the area"), ("領域内のすべてのクリーチャー", "Each creature in the area"),
    ("全ての敵", "Each enemy"), ("領域内の各敵", "Each enemy in the area"),
], ids=["subete-kanji", "subete-kana", "no-place", "seed-word"])
def test_all_the_enemies_in_the_area_is_each_enemy(line, english):
    """`範囲内の全ての敵` (was: kept as written, so cards and exports had no English target)."""
    ability, diagnostics = compile_one(f"X\n領域 | メインアクション\n📏 3 バースト | 🎯 {line}\n効果: X。\n")
    assert diagnostics == [] and ability_json(ability)["target"] == english


@pytest.mark.parametrize("lang, said", [("ja", "別の出力フォルダ"), ("en", "its own output folder")])
def test_two_inputs_converted_to_one_output_say_what_to_do(tmp_path, capsys, lang, said):
    """`md/monsters.md` and `monsters.ability` both become `monsters.md`: the message said only that (no way out)."""
    from statblock.cli import main

    (tmp_path / "md").mkdir()
    ability = "X\n魔法 | メインアクション\n📏 遠距離 5 | 🎯 1体の敵\n効果: X。\n"
    (tmp_path / "monsters.ability").write_text(ability, encoding="utf-8")
    (tmp_path / "md" / "monsters.ability").write_text(ability, encoding="utf-8")
    code = main(["--lang", lang, "convert", "--to", "md", "-o", str(tmp_path / "out"),
                 str(tmp_path / "monsters.ability"), str(tmp_path / "md")])
    err = capsys.readouterr().err
    assert code == 2 and said in err and not (tmp_path / "out").exists()


@pytest.mark.parametrize("clause, condition", [
    ("ターゲットは恐怖する（セーヴ終了）", "frightened"), ("ターゲットは挑発された（EoT）", "taunted"),
    ("ターゲットは拘束された（セーヴ終了）", "restrained"), ("ターゲットは減速した", "slowed"),
    ("ターゲットはつかまれた", "grabbed"), ("ターゲットは出血した (EoT)", "bleeding"),
], ids=["frightened-suru", "taunted-past", "restrained-past", "slowed-past", "grabbed-past", "bleeding-past"])
def test_a_condition_said_with_its_verb_in_the_past_or_as_fearing(clause, condition):
    """The past the English `is taunted` is put in, and `恐怖する` (was: a condition of the ability's own named
    `挑発された`, `恐怖する`, with no diagnostic)."""
    (effect,), diagnostics = _effects(clause)
    assert diagnostics == [] and effect.condition == condition and not effect.custom


@pytest.mark.parametrize("clause, twin", [
    ("ターゲットは次のパワーロールにダブル不利を受ける", "the target takes a double bane on their next power roll"),
    ("あなたは次のストライクにダブル有利を得る", "you gain a double edge on your next strike"),
], ids=["bane", "edge"])
def test_a_double_edge_or_bane_in_katakana(clause, twin):
    """`ダブル有利` (was: text)."""
    (effect,), diagnostics = _effects(clause)
    (meant,), _ = _effects(twin)
    assert diagnostics == [] and effect.kind == "edge_bane" and effect.double
    assert (effect.which, effect.on) == (meant.which, meant.on)


@pytest.mark.parametrize("clause, word", [("スライド 7、垂直", "垂直"), ("slide 7, vertical", "vertical")],
                         ids=["ja", "en"])
def test_a_forced_moves_modifier_after_it_is_no_condition(clause, word):
    """(was: the slide and a condition of the ability's own named `垂直`, whose advice was `ターゲットは垂直`)."""
    effects, diagnostics = _effects(clause)
    assert [e.kind for e in effects] == ["text"]
    (found,) = diagnostics
    assert found.code == "SB111" and "ターゲットは" not in found.message.render("ja")
    assert f"{word}スライド 3" in found.suggestion.render("ja")
    assert _effects(f"{word} slide 7" if clause.isascii() else f"{word}スライド 7")[0][0].vertical


@pytest.mark.parametrize("label", ["パワーロール（筋力）:", "パワーロール (筋力):", "Power Roll (Might):"],
                         ids=["full-width", "half-width", "english"])
def test_a_power_roll_with_its_characteristic_in_parentheses_is_said(label):
    """`パワーロール（筋力）:` was a section of its own named so, the power roll lost with no diagnostic; now SB105,
    as `Power Roll (Might):` is."""
    from statblock import parse_text

    result = parse_text(f"X\n近接 | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\n{label}\n≤11: 3 ダメージ\n"
                        "12-16: 5 ダメージ\n17+: 7 ダメージ\n")
    (ability,) = result.abilities
    assert [d.code for d in result.diagnostics] == ["SB105"]
    assert ability.power_roll is not None and not any(s.roll for s in ability.sections)


@pytest.mark.parametrize("label, amount, resource", [("悪意 2", 2, "malice"), ("悪意２", 2, "malice"),
                                                     ("Malice 2", 2, "malice"), ("2 悪意", 2, "malice")],
                         ids=["ja", "full-width", "en", "amount-first"])
def test_a_spend_label_with_the_resource_first(label, amount, resource):
    """`悪意 2:` as a cost may be written `(悪意 3)` (was: a section of its own named so, with no diagnostic)."""
    ability, diagnostics = compile_one(f"X\n近接 | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\n効果: X。\n{label}: Y。\n")
    assert diagnostics == []
    spend = ability.sections[-1]
    assert (spend.kind, spend.amount, spend.resource) == ("spend", amount, resource)


def test_a_label_of_a_word_and_a_number_that_names_no_resource_stays_its_own():
    ability, _ = compile_one("X\n近接 | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\n効果: X。\nラウンド 2: Y。\n")
    assert ability.sections[-1].kind == "other"
