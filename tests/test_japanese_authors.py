"""Abilities as a Japanese author writes them (the second probe of Japanese-native input): full-width
typing, the seeds' words, and the places where an English card or a statblock met Japanese text."""

from __future__ import annotations

import pytest

from statblock import parse_text

from builders import compile_one


def _ability(tiers: str, header: str = "パワーロール＋判断力：") -> str:
    return f"光の楔（３ 信心）\n魔法、遠距離、ストライク｜メインアクション\n📏 遠距離 １０｜🎯 １体のクリーチャー\n{header}\n{tiers}\n"


# ---- tier labels typed in full width --------------------------------------------------------------

@pytest.mark.parametrize("middle", ["１２－１６：", "12－16:", "12−16:", "１２〜１６："])
@pytest.mark.parametrize("low", ["≤１１：", "＜＝１１：", "11以下:"])
def test_a_full_width_tier_label_is_a_tier(low, middle):
    """`１２－１６` is typed with the full-width hyphen-minus (U+FF0D) of a Japanese keyboard, `12−16`
    with a minus sign; both are the seed's `12-16` (was: a section named `１２－１６`, and the 17+ line
    a test of its own in it)."""
    ability, diagnostics = compile_one(_ability(f"{low}３ 聖なるダメージ\n{middle}６ 聖なるダメージ\n１７＋：９ 聖なるダメージ"))
    assert not diagnostics, [d.text() for d in diagnostics]
    assert [t.number for t in ability.power_roll.tiers] == [1, 2, 3]
    assert [t.effects[0].amount for t in ability.power_roll.tiers] == [3, 6, 9]
    assert not ability.sections


# ---- full-width letters: Latin, so that a word of them ends where Japanese starts ------------------

@pytest.mark.parametrize("clause, amount, chars, damage_type", [
    ("３＋Ｉダメージ", 3, ("intuition",), None),      # the whole line typed in full width, no spaces
    ("3+Ｉダメージ", 3, ("intuition",), None),
    ("３＋Ｉ聖なるダメージ", 3, ("intuition",), "holy"),
    ("3+I聖なるダメージ", 3, ("intuition",), "holy"),  # as before
])
def test_a_full_width_characteristic_against_the_damage_word(clause, amount, chars, damage_type):
    """`Ｍダメージ` was one word (full-width Latin letters were read as Japanese script), so the clause
    was kept as text with no diagnostic; `３＋Ｍ ダメージ` with a space was damage."""
    ability, diagnostics = compile_one(_ability(f"≤11: {clause}\n12-16: 5 ダメージ\n17+: 7 ダメージ"))
    assert not diagnostics, [d.text() for d in diagnostics]
    (damage,) = ability.power_roll.tiers[0].effects
    assert (damage.amount, damage.characteristics, damage.damage_type) == (amount, chars, damage_type)


def test_a_full_width_potency_against_the_condition():
    ability, diagnostics = compile_one(_ability("≤11: ３ ダメージ；Ａ＜ＷＥＡＫ伏せ\n12-16: 5 ダメージ\n17+: 7 ダメージ"))
    assert not diagnostics, [d.text() for d in diagnostics]
    gate = ability.power_roll.tiers[0].effects[1]
    assert (gate.characteristic, gate.strength, gate.effects[0].condition) == ("agility", "weak", "prone")


# ---- an English card of a Japanese ability ---------------------------------------------------------

@pytest.mark.parametrize("written, english", [
    ("近接 1", "Melee 1"), ("遠距離 10", "Ranged 10"), ("1 バースト", "1 burst"), ("自身", "Self"),
    ("10以内の3キューブ", "3 cube within 10"), ("5 x 1 ライン 以内 1", "5 x 1 line within 1"),
    ("近接 1 または 遠距離 5", "Melee 1 or ranged 5"),
    ("Melee 1", "Melee 1"), ("3 cube within 10", "3 cube within 10"),  # English: as the author wrote it
    ("Ranged 5 (see below)", "Ranged 5 (see below)"),
])
def test_an_english_card_prints_the_distance_in_english(written, english):
    """The target, keywords and action of a Japanese ability were English on an English card, its
    distance was the author's Japanese (`Distance: 近接 1`)."""
    from statblock.rulesets.draw_steel.render.views import card_view
    from statblock.pipeline import read_text

    text = f"技\n近接、ストライク | メインアクション\n📏 {written} | 🎯 1体の敵\n効果: x。\n"
    (ability,) = read_text("a.ability", text).abilities
    assert card_view(ability, lang="en").distance == english


# ---- sentences after a subject ---------------------------------------------------------------------

def _first_tier(clause: str):
    ability, diagnostics = compile_one(f"技\nパワーロール + 筋力:\n≤11: 2 ダメージ; {clause}\n12-16: 5 ダメージ\n17+: 7 ダメージ\n")
    return ability.power_roll.tiers[0].effects[1:], diagnostics


@pytest.mark.parametrize("clause, which, on", [
    ("ターゲットは有利を得る", "edge", None),                    # the seeds' verb for an edge (seed 001)
    ("あなたは次のストライクに有利を得る", "edge", "your next strike"),  # (vocabulary `edge_scopes`)
    ("ターゲットは次のストライクに不利を受ける", "bane", "their next strike"),  # as before
])
def test_an_edge_is_gained_with_the_seeds_verb(clause, which, on):
    """`有利を得る` was a condition of the ability's own named `次のストライクに有利を得る`, with no diagnostic."""
    from statblock.rulesets.draw_steel.runtime import effects as fx

    (effect,), diagnostics = _first_tier(clause)
    assert not diagnostics
    assert isinstance(effect, fx.EdgeOrBane) and (effect.which, effect.on) == (which, on)


@pytest.mark.parametrize("clause", ["ターゲットは武器を落とす", "ターゲットは速度が下がる", "ターゲットは恐怖に陥る"])
def test_a_sentence_with_an_object_is_no_condition(clause):
    """`ターゲットは武器を落とす` (the target drops its weapon) was a condition named `武器を落とす`; the
    English `the target drops their weapon` is text, and so is it now."""
    from statblock.rulesets.draw_steel.runtime import effects as fx

    (effect,), _ = _first_tier(clause)
    assert isinstance(effect, fx.Text) and effect.text == clause


def test_a_sentence_with_an_object_and_a_duration_is_a_status_of_its_own():
    """As `the target drops their weapon (EoT)`: what the target does, for a while, said of the target."""
    from statblock.rulesets.draw_steel.runtime import effects as fx

    (effect,), diagnostics = _first_tier("ターゲットは武器を落とす (EoT)")
    (english,), _ = _first_tier("the target drops their weapon (EoT)")
    assert not diagnostics
    assert isinstance(effect, fx.ApplyCondition) and effect.custom
    assert (effect.who, effect.duration, effect.subject) == (english.who, english.duration, english.subject)


@pytest.mark.parametrize("clause", ["ターゲットは燃焼", "ターゲットは伏せ状態になる", "ターゲットは「burning」状態"])
def test_a_condition_after_a_subject_stays_one(clause):
    from statblock.rulesets.draw_steel.runtime import effects as fx

    (effect,), _ = _first_tier(clause)
    assert isinstance(effect, fx.ApplyCondition)


@pytest.mark.parametrize("clause, english", [
    ("あなたは 1 マス シフトできる", "you can shift 1 square"),
    ("ターゲットは次のストライクに不利を受ける", "the target takes a bane on their next strike"),
    ("あなたは次のストライクに有利を得る", "you take an edge on your next strike"),
    ("ターゲットはフリー・ストライクを行うことができる", "the target can make a free strike"),
    ("ターゲットはサージ 1 を得る", "the target gains 1 surge"),
    # said of nobody: the base form, as an English tier writes it (was `makes`, `teleports`, `takes`)
    ("フリー・ストライクを行う", "make a free strike"),
    ("最大 2 マステレポートする", "teleport up to 2 squares"),
    ("次のストライクに有利を受ける", "take an edge on their next strike"),
])
def test_an_english_card_of_a_japanese_sentence_has_english_verbs(clause, english):
    """The verb the author wrote was printed on English cards whatever its language (`you can シフト 1 square`,
    `the target 受ける a bane`)."""
    from statblock.rulesets.draw_steel.render.clauses import effect_text

    (effect,), diagnostics = _first_tier(clause)
    assert not diagnostics
    assert effect_text(effect, "en") == english


# ---- a class's resource, told in Japanese -----------------------------------------------------------

_FURY = "# meta: class: fury\n資源違い (3 信心)\n近接, ストライク, 武器 | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\n" \
        "パワーロール + 筋力:\n≤11: 3 + M ダメージ\n12-16: 6 + M ダメージ\n17+: 9 + M ダメージ\n信心を2消費する: ターゲットは伏せ状態になる。\n"


def test_a_class_paying_in_another_resource_is_told_in_japanese():
    """The Japanese message named the class by its id (`furyのコストは…`), and for a Spend section
    said the resource's English id and helped with an English label (`「Spend 2 Ferocity」と書いて…`)."""
    result = parse_text(_FURY)
    found = [d for d in result.diagnostics if d.code == "SB150"]
    assert len(found) == 2, [d.text() for d in result.diagnostics]
    cost, spend = (d.text("ja") for d in found)
    assert cost == "フューリーのコストは猛威で払います（信心ではありません）"
    assert spend == "フューリーが消費するのは猛威です（信心ではありません）"
    assert found[1].help("ja") == "「猛威を2消費する」と書いてください"
    assert found[0].text("en") == "a fury pays in Ferocity, not 信心"
    assert found[1].text("en") == "a fury spends Ferocity, not Piety"
    # What to write goes into the ability as it is, so it is in the ability's language whatever the message's:
    # the English help once said `3 Ferocity` and `Spend 2 Ferocity`, a mixed form in a Japanese ability.
    assert found[0].help("en") == "write `3 猛威`" and found[0].help("ja") == "「3 猛威」と書いてください"
    assert found[1].help("en") == "write `猛威を2消費する`"


def test_a_class_paying_in_another_resource_in_english_is_told_what_to_write_in_english():
    """The other way round: a Japanese message about an English ability helped with `3 猛威` (a Japanese
    word in an English ability); now with the English form, in the Japanese sentence."""
    english = "# meta: class: fury\nWrong (3 Piety)\nMelee, Strike, Weapon | Main action\n" \
              "Power Roll + Might:\n≤11: 3 damage\n12-16: 6 damage\n17+: 9 damage\nSpend 2 Piety: The target is prone.\n"
    cost, spend = (d for d in parse_text(english).diagnostics if d.code == "SB150")
    assert cost.help("ja") == "「3 Ferocity」と書いてください" and cost.help("en") == "write `3 Ferocity`"
    assert spend.help("ja") == "「Spend 2 Ferocity」と書いてください"


@pytest.mark.parametrize(("written", "japanese"), [("Eidos", "エイドス"), ("Essence", "真髄"), ("Wrath", "憤怒"),
                                                   ("エイドス", "エイドス")],
                         ids=["eidos", "essence", "wrath", "written-in-japanese"])
def test_the_resource_written_is_named_in_japanese_in_a_japanese_message(written, japanese):
    """A Japanese message quoted the English an author wrote (`（Eidosではありません）`); a resource the ruleset knows
    has a Japanese name, which it says. The English message quotes it as written."""
    text = f"# meta: class: conduit\nWrong (1 {written})\nMagic | Main action\nEffect: The target takes 5 holy damage.\n"
    (found,) = [d for d in parse_text(text).diagnostics if d.code == "SB150"]
    assert found.text("ja") == f"コンジットのコストは信心で払います（{japanese}ではありません）"
    assert found.text("en") == f"a conduit pays in Piety, not {written}"


# ---- the third probe: what the second left -----------------------------------------------------------

def _english_tier(clause: str):
    result = parse_text(f"Test\nPower Roll + Might:\n≤11: 2 damage; {clause}\n12-16: 5 damage\n17+: 7 damage\n")
    return result.abilities[0].power_roll.tiers[0].effects[1:], result.diagnostics


def _json(effects) -> list:
    from statblock.rulesets.draw_steel.runtime import effect_json

    out = [effect_json.dump(e) for e in effects]
    for effect in out:
        effect.pop("verb", None)  # the author's own verb, in the language written
        effect.pop("said", None)  # a condition's Japanese words as written (`伏せ状態になる`), as the verb
    return out


@pytest.mark.parametrize("clause, english", [
    # the number first, as seed 000 writes a resource (「2 サージを消費して」)
    ("各ターゲットは1サージを得る", "each target gains 1 surge"),
    ("あなたは 2 サージを得る", "you gain 2 surges"),
    ("2サージを得る", "gain 2 surges"),
    ("２ サージ を得る", "gain 2 surges"),
    ("5の一時的スタミナを得る", "gain 5 temporary Stamina"),
    ("あなたは 5 の一時的スタミナを得る", "you gain 5 temporary Stamina"),
    ("ディレクターは1悪意を失う", "the Director loses 1 Malice"),
    ("各ターゲットはサージ 1 を得る", "each target gains 1 surge"),  # as before
])
def test_a_resource_gained_with_the_number_first(clause, english):
    """Only `サージ 1 を得る` was read; `1サージを得る` and `5の一時的スタミナを得る` stayed text."""
    effects, diagnostics = _first_tier(clause)
    expected, _ = _english_tier(english)
    assert not diagnostics, [d.text() for d in diagnostics]
    assert _json(effects) == _json(expected) and expected[0].kind != "text"


@pytest.mark.parametrize("clause, english", [
    ("サージ2を獲得する", "gain 2 surges"),
    ("1サージを獲得する", "gain 1 surge"),
    ("あなたは２サージを獲得する", "you gain 2 surges"),
    ("各ターゲットはサージ 1 を獲得する", "each target gains 1 surge"),
    ("5の一時的スタミナを獲得する", "gain 5 temporary Stamina"),
    ("一時的スタミナ 5 を獲得する", "gain 5 temporary Stamina"),
])
def test_a_resource_gained_with_kakutoku_suru(clause, english):
    """`を獲得する` is the verb of homebrew written from English `gain`: it was text, `を得る` a gain."""
    effects, diagnostics = _first_tier(clause)
    expected, _ = _english_tier(english)
    assert not diagnostics, [d.text() for d in diagnostics]
    assert _json(effects) == _json(expected) and expected[0].kind != "text"


@pytest.mark.parametrize("clause, english", [
    # the counter was read as part of the resource: `つのサージ`, with no diagnostic
    ("あなたは1つのサージを得る", "you gain 1 surge"),
    ("あなたは2個のサージを獲得する", "you gain 2 surges"),
])
def test_a_counter_before_the_resource_is_no_part_of_its_name(clause, english):
    effects, diagnostics = _first_tier(clause)
    expected, _ = _english_tier(english)
    assert not diagnostics, [d.text() for d in diagnostics]
    assert _json(effects) == _json(expected)


@pytest.mark.parametrize("clause, english", [
    # a status of the ability's own named `次のストライクに二重の不利を受ける` (no diagnostic: said of the target)
    ("ターゲットは次のストライクに二重の不利を受ける (EoT)", "the target has a double bane on its next strike (EoT)"),
    ("ターゲットは次のストライクに二重不利を受ける", "the target has a double bane on its next strike"),
    ("あなたは次のストライクに有利を獲得する", "you have an edge on your next strike"),  # was text
])
def test_an_edge_or_a_bane_in_homebrew_words(clause, english):
    from statblock.rulesets.draw_steel.runtime import effects as fx

    (effect,), diagnostics = _first_tier(clause)
    (expected,), _ = _english_tier(english)
    assert not diagnostics, [d.text() for d in diagnostics]
    assert isinstance(effect, fx.EdgeOrBane)
    assert (effect.which, effect.double, effect.duration) == (expected.which, expected.double, expected.duration)


def test_an_english_card_of_a_gain_with_no_one_named():
    """`2サージを得る` names no one: an English card says `gain 2 surges`, as an English author writes it."""
    from statblock.rulesets.draw_steel.render.clauses import effect_text

    (effect,), _ = _first_tier("2サージを得る")
    assert effect_text(effect, "en") == "gain 2 surges"


@pytest.mark.parametrize("duration", ["（セーヴで終了）", "(セーブで終了)", "（セーヴィング・スローで終了）", "(セーヴ終了)"])
def test_save_ends_said_as_a_sentence(duration):
    """`（セーヴで終了）` is how a Japanese sentence says the seed's `セーヴ終了` (was SB109 and text)."""
    effects, diagnostics = _first_tier(f"減速{duration}")
    expected, _ = _english_tier("slowed (save ends)")
    assert not diagnostics, [d.text() for d in diagnostics]
    assert _json(effects) == _json(expected)


@pytest.mark.parametrize("clause, english", [
    # the seeds' words as homebrew shortens them: each was SB109 and text
    ("減速 (次のターン終了時まで)", "slowed (EoT)"),
    ("減速 次のターン終了時まで", "slowed (EoT)"),
    ("減速 (エンカウント終了まで)", "slowed until the end of the encounter"),
    ("減速 (セーヴィング・スロー終了)", "slowed (save ends)"),
])
def test_a_duration_in_homebrew_words(clause, english):
    effects, diagnostics = _first_tier(clause)
    expected, _ = _english_tier(english)
    assert not diagnostics, [d.text() for d in diagnostics]
    assert _json(effects) == _json(expected)


@pytest.mark.parametrize("duration", ["(ターンで終了)", "(エンカウントで終了)"])
def test_no_other_duration_is_said_with_de_shuuryou(duration):
    """The seeds name no `…で終了` for the end of a turn or of an encounter: still a did-you-mean."""
    _, diagnostics = _first_tier(f"減速{duration}")
    assert [d.code for d in diagnostics] == ["SB109"]


@pytest.mark.parametrize("clause, english", [
    ("1体の味方はフリー・ストライクを行える", "one ally can make a free strike"),
    ("ターゲットはフリー・ストライクを行える", "the target can make a free strike"),
    ("1体の味方はフリー・ストライクを行うことができる", "one ally can make a free strike"),  # as before
])
def test_a_free_strike_in_the_short_potential_form(clause, english):
    """`行える` is `行うことができる` said short (was text); `1体の味方` is `one ally` (was written in
    Japanese in the JSON)."""
    effects, diagnostics = _first_tier(clause)
    expected, _ = _english_tier(english)
    assert not diagnostics, [d.text() for d in diagnostics]
    assert _json(effects) == _json(expected) and expected[0].kind == "free_strike"


@pytest.mark.parametrize("tier, said, english, japanese", [
    ("3 ダメージ; 燃焼", "ターゲットは燃焼", "write whom it lands on before it to say so",
     "意図どおりなら「ターゲットは燃焼」と書いてください"),
    ("3 damage; burning", "the target is burning", "write `the target is burning` to say so",
     "意図どおりなら、前に誰に対するものかを書いてください"),
    ("3 damage; mark", "the target is marked", "write `the target is marked` to say so",
     "意図どおりなら、前に誰に対するものかを書いてください"),
])
def test_a_custom_condition_is_advised_in_the_messages_language(tier, said, english, japanese):
    """SB111 in English advised `the target is 燃焼` (English and Japanese in one phrase), and in Japanese
    gave no form at all. Each message now advises in its own language: the form with a subject where the
    clause is in that language, else the same said in words; never a form of both."""
    result = parse_text(f"技\nパワーロール + 筋力:\n≤11: {tier}\n12-16: 5 ダメージ\n17+: 7 ダメージ\n")
    (found,) = [d for d in result.diagnostics if d.code == "SB111"]
    # (the known conditions named in the language the author wrote too, where it is not the message's)
    written_ja = "燃焼" in tier
    assert f"({english}, or use one of: bleeding{' (出血)' if written_ja else ''}," in found.text("en")
    assert f"（{japanese}。状態異常のつもりなら 出血{'' if written_ja else '（bleeding）'}、" in found.text("ja")
    assert "the target is 燃焼" not in found.text("en") and "ターゲットはburning" not in found.text("ja")
    # written so, it is the ability's own, as meant: nothing to warn about
    result = parse_text(f"技\nパワーロール + 筋力:\n≤11: {tier.split(';')[0]}; {said}\n12-16: 5 ダメージ\n17+: 7 ダメージ\n")
    assert [d.code for d in result.diagnostics] == []


# ---- a monster statblock table written in Japanese ---------------------------------------------------

_TABLE_EN = """###### Mirewife

| Fey, Hag | - | Level 3 | Elite Hexer | EV 20 |
| :-: | :-: | :-: | :-: | :-: |
| **1M**<br/> Size | **6**<br/> Speed | **120**<br/> Stamina | **1**<br/> Stability | **5**<br/> Free Strike |
| **Poison 5**<br/> Immunity | **Swim**<br/> Movement | - | **-**<br/> With Captain | **Fire 5**<br/> Weakness |
| **0**<br/> Might | **+2**<br/> Agility | **+1**<br/> Reason | **+3**<br/> Intuition | **+3**<br/> Presence |
"""

_TABLE_JA = """###### 沼の魔女

| フェイ, ハグ | - | {level} | エリート ヘクサー | EV 20 |
| :-: | :-: | :-: | :-: | :-: |
| **1M**<br/> サイズ | **6**<br/> 速度 | **120**<br/> スタミナ | **1**<br/> 安定性 | **5**<br/> フリー・ストライク |
| **毒 5**<br/> 耐性 | **水泳**<br/> 移動 | - | **-**<br/> キャプテン同伴 | **火炎 5**<br/> 弱点 |
| **0**<br/> 筋力 | **+2**<br/> 敏捷力 | **+1**<br/> 知力 | **+3**<br/> 判断力 | **+3**<br/> 魅力 |
"""


def _statblocks(text: str):
    from statblock.pipeline import read_text
    from statblock.rulesets.draw_steel.serialize import statblock_json

    result = read_text("monster.md", text)
    return [statblock_json(s) for s in result.statblocks], result.diagnostics


@pytest.mark.parametrize("level", ["レベル 3", "レベル3", "レベル３"])
def test_a_japanese_statblock_table_is_read_as_its_english_twin(level):
    """`レベル 3` (the seeds' word) in the first row: the table was not taken for a statblock, with no word."""
    (english,), _ = _statblocks(_TABLE_EN)
    found, diagnostics = _statblocks(_TABLE_JA.format(level=level))
    assert not diagnostics, [d.text() for d in diagnostics]
    (japanese,) = found
    said = ("name", "path", "ancestry", "movement", "fields", "features", "line", "column")
    assert {k: v for k, v in japanese.items() if k not in said} == {k: v for k, v in english.items() if k not in said}
    assert (japanese["level"], japanese["organization"], japanese["roles"], japanese["stamina"]) == (3, "elite", ["hexer"], 120)


def test_a_statblock_table_whose_level_is_not_read_is_reported():
    """`Lv 3`: no level the table reader knows, but `EV 20` makes it a statblock's table: SB170 says the
    level is missing, in the table's words, rather than the table being passed over in silence."""
    found, diagnostics = _statblocks(_TABLE_JA.format(level="Lv 3"))
    assert len(found) == 1 and [d.code for d in diagnostics] == ["SB170"]
    assert diagnostics[0].help() == "add a `レベル N` cell to the first row of the statblock's table"
    assert diagnostics[0].help("ja") == "ステータスブロックの表の1行目に「レベル N」のセルを足してください"


# ---- a status said with a verb of its own, in Japanese ------------------------------------------------

@pytest.mark.parametrize("clause, english", [
    ("ターゲットは隠れられない（セーヴ終了）", "the target can't hide (save ends)"),
    ("ターゲットは 隠れられない (EoT)", "the target can't hide (EoT)"),
    ("ターゲットは立ち上がれない (EoT)", "the target can't stand (EoT)"),
    ("ターゲットは武器を落とす (EoT)", "the target drops their weapon (EoT)"),  # as before
])
def test_a_japanese_status_with_a_verb_says_whom_it_is_about(clause, english):
    """`ターゲットは隠れられない（セーヴ終了）` was a condition named `隠れられない` said of no one, where
    `the target can't hide (save ends)` is a status said of the target: a Japanese word ending as a verb
    or an adjective does (ない, る, ...) is what the target does or cannot do, as one holding を is."""
    (effect,), diagnostics = _first_tier(clause)
    (expected,), _ = _english_tier(english)
    assert not diagnostics, [d.text() for d in diagnostics]
    keep = ("kind", "who", "subject", "duration", "custom", "riders")
    assert {k: v for k, v in _json([effect])[0].items() if k in keep} == \
        {k: v for k, v in _json([expected])[0].items() if k in keep}
    assert _json([effect])[0]["who"] == "the target"


@pytest.mark.parametrize("clause, english", [
    ("ターゲットは隠れられない", "the target can't hide"),   # no duration: words, as in English
    ("ターゲットは燃焼 (セーヴ終了)", "the target is burning (save ends)"),  # a noun: a condition's name
    ("ターゲットは飛んでいる (EoT)", "the target is flying (EoT)"),  # `…ている`: `is …ing`
    ("ターゲットは濡れ状態になる (EoT)", "the target is 濡れ状態 (EoT)"),  # a condition said to land
])
def test_the_other_japanese_statuses_read_as_their_english(clause, english):
    (effect,), _ = _first_tier(clause)
    (expected,), _ = _english_tier(english)
    keep = ("kind", "who", "subject", "duration", "custom")
    assert {k: v for k, v in _json([effect])[0].items() if k in keep} == \
        {k: v for k, v in _json([expected])[0].items() if k in keep}


def test_a_status_of_one_target_is_left_to_the_user_to_place():
    """`1体のターゲットは隠れられない (EoT)`: about one of the targets (the user says which), as
    `1体のターゲットはつかまれ` is, and said once on a card; said with a verb of its own, as `one target can't hide
    (EoT)` is (who, too: its English card was `one target is 隠れられない`, then `one target 隠れられない`; the status is
    the vocabulary's, its English card in English)."""
    from statblock.rulesets.draw_steel.render.clauses import effect_text

    (effect,), _ = _first_tier("1体のターゲットは隠れられない (EoT)")
    assert (effect.subject, effect.who) == ("one target", "one target")
    assert effect_text(effect, "ja") == "1体のターゲットは隠れられない (EoT)"
    assert effect_text(effect, "en") == "one target can't hide (EoT)"


@pytest.mark.parametrize("label", ["ターゲット", "対象"])
def test_a_labelled_japanese_header_has_its_target(label):
    """`対象：自身`, as most Japanese rulebooks label a target, is the target line as `ターゲット` is: it
    was a section of its own, and the ability had no target, in silence."""
    text = f"テスト\n種別：メイン・アクション\n距離：自身\n{label}：自身\n効果：サージ2を得る。\n"
    (ability,) = parse_text(text, "t.ability").abilities
    english = parse_text("Test\nType: Main action\nDistance: Self\nTarget: Self\nEffect: You gain 2 surges.\n",
                         "t.ability").abilities[0]
    from statblock.rulesets.draw_steel.serialize import ability_json

    assert ability_json(ability)["target"] == ability_json(english)["target"] == "Self"
    assert ability_json(ability)["written"]["target"] == "自身"
    assert [s.kind for s in ability.sections] == [s.kind for s in english.sections] == ["effect"]


@pytest.mark.parametrize("clause", [
    # a condition on someone the targets are not: it landed on the targets, with no diagnostic
    # (`あなたは伏せ`, on the user, is read as `you are prone` is: test_condition_subjects.py)
    # (`各味方は減速 (EoT)`, `1体の味方は減速 (EoT)`, allies, are read as said of them: test_said_of_others.py)
    "ディレクターは減速 (EoT)", "敵は減速 (EoT)",
    # a topic of creatures the vocabulary has no word for: a custom condition named after the sentence
    "ターゲットとそれに隣接する各味方は弱体 (EoT)", "隣接する敵は減速 (EoT)",
])
def test_a_condition_said_of_someone_else_is_text(clause):
    """Its English (`each ally is slowed (EoT)`, `adjacent enemies are slowed (EoT)`) is text, and
    said so (SB138, an information)."""
    from statblock.rulesets.draw_steel.runtime import effects as fx

    (effect,), diagnostics = _first_tier(clause)
    assert isinstance(effect, fx.Text) and effect.text == clause, effect
    assert [(d.code, d.severity.value) for d in diagnostics] == [("SB138", "info")]


@pytest.mark.parametrize("clause, subject", [
    ("ターゲットは減速 (EoT)", None), ("各ターゲットは減速 (EoT)", None), ("1体のターゲットは減速 (EoT)", "one target"),
    ("1体のクリーチャーは減速 (EoT)", "one creature"),  # as before
])
def test_a_condition_said_of_the_targets_lands_on_them(clause, subject):
    from statblock.rulesets.draw_steel.runtime import effects as fx

    (effect,), diagnostics = _first_tier(clause)
    assert isinstance(effect, fx.ApplyCondition) and (effect.condition, effect.subject) == ("slowed", subject)
    assert not diagnostics


@pytest.mark.parametrize("clause", [
    # a forced move or a potency said of someone who is not the targets: it was applied to the targets
    "あなたはプッシュ 3 マス", "敵はプッシュ 3 マス", "あなたはM < 3、朦朧", "ディレクターはM < 3、朦朧",
])
def test_a_forced_move_or_potency_of_someone_else_is_text(clause):
    from statblock.rulesets.draw_steel.runtime import effects as fx

    (effect,), diagnostics = _first_tier(clause)
    assert isinstance(effect, fx.Text) and effect.text == clause, effect
    assert [(d.code, d.severity.value) for d in diagnostics] == [("SB138", "info")]  # (said, as text)


def test_a_potency_said_of_you_in_english_is_text():
    """`if you have M < 3, dazed` gated the targets' potency as `if the target has` does."""
    from statblock.rulesets.draw_steel.runtime import effects as fx

    ability, _ = compile_one("Zap\nPower Roll + Might:\n≤11: 2 damage; if you have M < 3, dazed\n"
                             "12-16: 5 damage; if the target has M < 3, dazed\n17+: 7 damage\n")
    low, middle, _ = ability.power_roll.tiers
    assert isinstance(low.effects[1], fx.Text) and isinstance(middle.effects[1], fx.PotencyGate)


@pytest.mark.parametrize("clause, english", [
    ("プッシュ2マス", "push 2 squares"),   # was SB999: an internal error, the whole file unread
    ("プッシュ 2 マス", "push 2 squares"),
    ("スライド３マス", "slide 3 squares"),
])
def test_a_forced_move_with_its_squares_against_the_number(clause, english):
    effects, diagnostics = _first_tier(clause)
    expected, _ = _english_tier(english)
    assert not diagnostics, [d.text() for d in diagnostics]
    assert _json(effects) == _json(expected)


@pytest.mark.parametrize("clause, english", [
    # a characteristic's name against `ダメージ`: one word, and the clause was text with no diagnostic
    ("3 + 筋力ダメージ", "3 + M damage"),
    ("3+筋力ダメージ", "3 + M damage"),
    ("3 + 筋力 ダメージ", "3 + M damage"),  # as before
])
def test_a_characteristic_name_against_the_damage_word(clause, english):
    ability, diagnostics = compile_one(f"技\nパワーロール + 筋力:\n≤11: {clause}\n12-16: 5 ダメージ\n17+: 7 ダメージ\n")
    expected, _ = compile_one(f"Zap\nPower Roll + Might:\n≤11: {english}\n12-16: 5 damage\n17+: 7 damage\n")
    assert not diagnostics, [d.text() for d in diagnostics]
    assert _json(ability.power_roll.tiers[0].effects) == _json(expected.power_roll.tiers[0].effects)


def test_a_status_of_two_japanese_words_keeps_its_name_as_written():
    """`継続ダメージ` is read as `継続` and `ダメージ`: its name is still `継続ダメージ`, not `継続 ダメージ`."""
    (effect,), _ = _first_tier("ターゲットは継続ダメージ (セーヴ終了)")
    assert effect.condition == "継続ダメージ"


# ---- how long, said before the condition or in brackets ----------------------------------------------

@pytest.mark.parametrize("clause, english", [
    # Japanese says how long first: `エンカウント終了時まで出血` was one custom condition of that name
    ("エンカウント終了時まで出血", "bleeding until the end of the encounter"),
    ("次のターンの終了時まで挑発", "taunted (EoT)"),
    ("ターゲットはエンカウント終了時まで出血", "the target is bleeding until the end of the encounter"),
    ("ターゲットは エンカウント終了時まで伏せ状態になる", "the target is prone until the end of the encounter"),
    ("1体のターゲットはセーヴ終了まで出血", "one target is bleeding (save ends)"),
    ("出血 セーヴ終了まで", "bleeding (save ends)"),   # `until save ends` is save ends
    # in brackets: `挑発（あなたの次のターンの開始時まで）` was text, with no diagnostic
    ("挑発（エンカウント終了時まで）", "taunted until the end of the encounter"),
])
def test_a_japanese_duration_before_the_condition_or_in_brackets(clause, english):
    (effect,), diagnostics = _first_tier(clause)
    (expected,), english_diagnostics = _english_tier(english)
    assert not diagnostics and not english_diagnostics
    assert _json([effect]) == _json([expected])


@pytest.mark.parametrize("clause, written", [
    # a phrase of the vocabulary's `until_phrases` is the English phrase it stands for, so the JSON has no language
    ("P < AVERAGE、あなたの次のターンの開始時まで挑発", "until the start of your next turn"),
    ("P < AVERAGE、挑発（あなたの次のターンの開始時まで）", "until the start of your next turn"),
    ("P < AVERAGE、ラウンド終了時まで挑発", "until the end of the round"),
    # English in brackets: was SB109 `unknown duration ...; did you mean (EoT)?`, which is another duration
    ("P < AVERAGE, taunted (until the start of your next turn)", "until the start of your next turn"),
    ("P < AVERAGE, taunted until the start of the Director's next turn", "until the start of the Director's next turn"),
    # one of the author's own is kept as written
    ("P < AVERAGE、霧が晴れるまで挑発", "霧が晴れるまで"),
])
def test_a_duration_in_words_is_kept_with_its_condition(clause, written):
    (potency,), diagnostics = _first_tier(clause)
    assert not diagnostics, [d.text() for d in diagnostics]
    (condition,) = potency.effects
    assert condition.condition == "taunted" and not condition.custom
    assert (condition.duration.kind, condition.duration.text) == ("until", written)


@pytest.mark.parametrize("english, japanese", [
    # in brackets, as a Japanese card's other durations are (was `挑発 あなたの次のターンの開始時まで`)
    ("taunted until the start of your next turn", "挑発 (あなたの次のターンの開始時まで)"),
    ("slowed until the end of the round", "減速 (ラウンドの終了時まで)"),
    ("slowed until the mist disappears", "減速 「until the mist disappears」"),   # as written, quoted
])
def test_a_japanese_card_prints_a_known_duration_in_words_in_japanese(english, japanese):
    """It printed `挑発 「until the start of your next turn」`; what it prints reads back the same."""
    from statblock.rulesets.draw_steel.render.clauses import tier_clauses

    ability, diagnostics = compile_one(f"Test\nPower Roll + Might:\n≤11: 2 damage; {english}\n12-16: 5 damage\n17+: 7 damage\n")
    assert not diagnostics
    printed = tier_clauses(ability.power_roll.tiers[0], "ja")
    assert printed[-1] == japanese, printed
    (effect,), _ = _first_tier(printed[-1])
    assert _json([effect]) == _json(ability.power_roll.tiers[0].effects[1:])


@pytest.mark.parametrize("clause", ["エンカウント終了時まで燃える", "あそこまで燃える"])
def test_a_word_of_the_authors_own_holding_made_is_still_reported(clause):
    """Only a known duration is split from a word of one's own (`燃える` lasts until the end of the encounter);
    `あそこまで燃える` is one word of the author's, and both are a custom condition said with SB111."""
    (effect,), diagnostics = _first_tier(clause)
    assert [d.code for d in diagnostics] == ["SB111"]
    assert effect.custom
    assert (effect.duration is not None) == clause.startswith("エンカウント")


# ---- a potency strength in other Japanese words --------------------------------------------------------

@pytest.mark.parametrize("written, meant", [("平均", "並"), ("普通", "並"), ("中", "並"), ("弱い", "弱"), ("強い", "強")])
def test_a_potency_strength_in_other_words_is_told_the_seeds_word(written, meant):
    """`M < 平均` was SB108 with only the list of strengths: it suggests the seed's word now, and is never
    read as it (the error stays: which strength was meant is the author's to say)."""
    _, diagnostics = _first_tier(f"M < {written}、伏せ")
    (found,) = diagnostics
    assert found.code == "SB108" and found.help("ja") == f"「{written}」を「{meant}」に直してください"


def test_a_card_prints_an_unknown_potency_strength_as_written():
    """The card of an ability with SB108 printed `M < None`; it prints what the author wrote."""
    from statblock.rulesets.draw_steel.render.clauses import tier_clauses
    from statblock.rulesets.draw_steel.runtime import effect_json

    ability, _ = compile_one("技\nパワーロール + 筋力:\n≤11: 2 ダメージ; M < 平均、伏せ\n12-16: 5 ダメージ\n17+: 7 ダメージ\n")
    tier = ability.power_roll.tiers[0]
    assert tier_clauses(tier, "ja")[-1] == "M < 平均、伏せ"
    assert tier_clauses(tier, "en")[-1] == "M < 平均, prone"
    gate = tier.effects[1]
    assert effect_json.load(effect_json.dump(gate)).written_strength == "平均"  # kept in the JSON too
