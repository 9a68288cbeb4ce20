"""A fourth probe of Japanese-native input: abilities and monsters written the way the seeds (000, 001)
phrase them (スクエア for a square, 「ターゲットを1スクエア押し戻す」, 範囲内の…), the way a Japanese keyboard
types them (`ー` for a dash, full-width digits) and with kanji counts (`二体のクリーチャー`), each
compared with its English twin."""

from __future__ import annotations

import attrs
import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.authoring.format import format_text
from statblock.rulesets.draw_steel.render.statblock_views import statblock_view
from statblock.rulesets.draw_steel.serialize import target

from builders import compile_one


def _tier3(clause: str, english: bool = False) -> tuple:
    """The effects of tier 3 past its damage, and the diagnostics, of an ability whose tier 3 ends with `clause`."""
    head = ("X\nMagic | Maneuver\n📏 Self | 🎯 Self\nPower Roll + Agility:\n≤11: 1 damage\n12-16: 2 damage\n"
            "17+: 3 damage; " if english else
            "X\n魔法｜マニューバ\n📏 自身｜🎯 自身\nパワーロール + 敏捷力:\n≤11: 1 ダメージ\n12-16: 2 ダメージ\n"
            "17+: 3 ダメージ; ")
    ability, diagnostics = compile_one(head + clause + "\n")
    return ability.power_roll.tiers[2].effects[1:], [d.code for d in diagnostics]


@pytest.mark.parametrize("clause, english", [
    ("あなたは1スクエアまでシフトできる", "you can shift up to 1 square"),
    ("あなたは最大 2 スクエアシフトできる", "you can shift up to 2 squares"),
    ("あなたはターゲットを最大 6 スクエアテレポートする", "you teleport the target up to 6 squares"),
    ("プッシュ 2 スクエア", "push 2 squares"),
    ("1体のターゲットはプッシュ 3 スクエア", "one target is pushed 3 squares"),
], ids=["shift", "shift-up-to", "teleport-whom", "push-unit", "one-target"])
def test_suku_e_a_is_a_square_as_masu_is(clause, english):
    """スクエア is the seeds' word for a square (「5 スクエアまでテレポート」) (was: the sentence kept as text
    with no message; only マス was read)."""
    effects, codes = _tier3(clause)
    assert codes == []
    assert [e.kind for e in effects] == [e.kind for e in _tier3(english, english=True)[0]]
    assert effects == _tier3(clause.replace("スクエア", "マス"))[0]


@pytest.mark.parametrize("clause, english", [
    ("ターゲットを1スクエア押し戻す", "push 1"),
    ("ターゲットを2マス押し出す", "push 2"),
    ("ターゲットを2マスプッシュする", "push 2"),
    ("ターゲットを3スクエア引き寄せる", "pull 3"),
    ("ターゲットを2スクエア滑らせる", "slide 2"),
    ("あなたはターゲットを2マス押し戻す。", "push 2"),
], ids=["seed-push", "oshidasu", "push-suru", "pull", "slide", "you-push"])
def test_a_sentence_that_moves_the_target_is_its_forced_move(clause, english):
    """Seed 000's Brutal Slam in prose: 「ターゲットを1スクエア押し戻す（push）」 (was: kept as text, no message)."""
    effects, codes = _tier3(clause)
    assert codes == []
    (move,) = effects
    (twin,) = _tier3(english, english=True)[0]
    assert (move.kind, move.movement, move.distance, move.subject) == ("forced_move", twin.movement,
                                                                       twin.distance, None)


# (`ターゲットを最大2マス押し戻す`, once here, is the targets' forced move, up to 2: test_forced_move_up_to.py)
@pytest.mark.parametrize("clause", ["あなたを2マス押し戻す", "敵はターゲットを2マス押し戻す"],
                         ids=["moves-you", "someone-else"])
def test_a_push_sentence_of_someone_else_stays_text(clause):
    effects, _ = _tier3(clause)
    assert [e.kind for e in effects] == ["text"]


@pytest.mark.parametrize("dash", ["-", "－", "ー", "ｰ", "―", "‐", "−", "なし"],
                         ids=["ascii", "full-width", "long-vowel", "half-width-long-vowel", "bar", "hyphen",
                              "minus", "nashi"])
def test_a_japanese_dash_says_no_keywords(dash):
    """Seed 000: an ability without keywords writes 「-」; a Japanese keyboard types `－` or `ー` (was:
    SB103, an unknown keyword `ー`, printed on the card)."""
    text = f"踏み込み\n{dash}｜マニューバ\n📏 自身｜🎯 自身\n効果：あなたは２スクエアまでシフトする。\n"
    ability, diagnostics = compile_one(text)
    assert (ability.keywords, ability.action, [d.code for d in diagnostics]) == ((), "maneuver", [])
    formatted = format_text(text)
    assert formatted.problems == () and formatted.text.split("\n")[1] == "- | マニューバ"


@pytest.mark.parametrize("distance, guess", [
    ("3 キューブ（遠距離 10 以内）", "3 キューブ（10 以内）"),
    ("遠距離10以内の3キューブ", "10以内の3キューブ"),
    ("5×1ライン（遠距離１マス以内）", "5×1ライン（１マス以内）"),
    ("3 cube within ranged 10", "3 cube within 10"),
], ids=["bracketed", "japanese-order", "line-squares", "english"])
def test_a_range_named_before_within_is_reported_with_the_area_meant(distance, guess):
    """`3 キューブ（遠距離 10 以内）` (was: no parts and no message: no area for the cards or the
    Area keyword's check)."""
    ability, diagnostics = compile_one(f"毒霧\n領域、魔法｜メインアクション\n📏 {distance}｜🎯 領域内の各敵\n効果：何か。\n")
    assert ability.distance["parts"] == []
    (diagnostic,) = diagnostics
    assert diagnostic.code == "SB119" and dict(diagnostic.suggestion.args)["guess"] == guess
    assert compile_one(f"X\n領域｜メインアクション\n📏 {guess}｜🎯 領域内の各敵\n")[0].distance["parts"]


@pytest.mark.parametrize("written, english", [
    ("二体のクリーチャー", "Two creatures"),
    ("三体の敵", "Three enemies"),
    ("一体の味方", "One ally"),
    ("味方二体", "Two allies"),
    ("二体のクリーチャーまたは物体", "Two creatures or objects"),
    ("1つの物体", "One object"),
    ("範囲内の各敵", "Each enemy in the area"),
    ("効果範囲内の各クリーチャー", "Each creature in the area"),
], ids=["kanji-two", "kanji-three", "kanji-one", "count-after", "or-object", "tsu", "hanni", "kouka-hanni"])
def test_japanese_targets_of_kanji_counts_and_the_seeds_area(written, english):
    """A small count in kanji, as Japanese writes one, and 範囲内 (seed 000: 「範囲内のターゲット」) (was:
    kept as written, so an English card printed the Japanese)."""
    ability, diagnostics = compile_one(f"X\n魔法｜メインアクション\n📏 遠距離 5｜🎯 {written}\n効果：何か。\n")
    assert (target(ability.target), diagnostics) == (english, [])


_GOBLIN = ("ゴブリンの斥候 (ステータスブロック)\nレベル：１ | 役割：{roles} | EV：３\n"
           "サイズ：1S | 速度：６ | スタミナ：１８０ | 安定性：0 | フリー・ストライク：1\n"
           "移動：{movement}\n筋力：−1 | 敏捷力：＋2 | 知力：0 | 判断力：0 | 魅力：－1\n")


@pytest.mark.parametrize("roles, organization, role", [
    ("ミニオン・ハーリヤー", "minion", "ハーリヤー"),
    ("ミニオン・ハリアー", "minion", "harrier"),
    ("ソウル・イーター", None, "ソウル・イーター"),
], ids=["own-role", "known", "no-organization"])
def test_a_japanese_organization_before_a_role_of_ones_own(roles, organization, role):
    """`ミニオン・ハーリヤー` is a minion of a role the ruleset does not know, as `Minion Harier` is (was: one
    role `ミニオン・ハーリヤー`, no organization)."""
    (block,) = parse_text(_GOBLIN.format(roles=roles, movement="飛行")).statblocks
    assert (block.organization, block.roles) == (organization, (role,))


@pytest.mark.parametrize("dash", ["-", "―", "ー", "－", "なし"])
def test_a_japanese_dash_is_an_empty_statblock_field(dash):
    """`移動：―` says the monster has no other movement (was: a movement mode named `―`)."""
    result = parse_text(_GOBLIN.format(roles="ミニオン・ハリアー", movement=dash))
    (block,) = result.statblocks
    assert block.movement == () and "movement" not in block.fields


def test_an_english_card_of_a_japanese_statblock_prints_ascii_digits_and_the_known_role():
    """(was: `Level １ · ミニオン・ハーリヤー · EV ３`, `Stamina １８０` on an English card)"""
    (block,) = parse_text(_GOBLIN.format(roles="ミニオン・ハーリヤー", movement="-")).statblocks
    rows = statblock_view(block, "en").sections[0].paragraphs
    assert rows[0] == "Level 1 · Minion ハーリヤー · EV 3"
    assert "Speed 6 · Stamina 180 · Stability 0" in rows[1]
    japanese = statblock_view(block, "ja").sections[0].paragraphs
    assert japanese[0] == "レベル １ · ミニオン・ハーリヤー · EV ３"  # the author's own digits, on a Japanese card


@pytest.mark.parametrize("clause, on, english, japanese", [
    ("ターゲットは次のストライクに不利を受ける", "their next strike",
     "the target takes a bane on their next strike", "ターゲットは次のストライクに不利を受ける"),
    ("あなたは次のストライクに有利を得る", "your next strike",
     "you take an edge on your next strike", "あなたは次のストライクに有利を得る"),
    ("ターゲットは次のパワーロールに倍不利を受ける", "their next power roll",
     "the target takes a double bane on their next power roll", "ターゲットは次のパワーロールに倍不利を受ける"),
    ("the target takes a bane on their next strike", "their next strike",
     "the target takes a bane on their next strike", "ターゲットは次のストライクに不利を受ける"),
    ("you have an edge on your next strike", "your next strike",
     "you have an edge on your next strike", "あなたは次のストライクに有利を得る"),
    ("the target has an edge on the Escape Grab maneuver", "the Escape Grab maneuver",
     "the target has an edge on the Escape Grab maneuver", "ターゲットはつかみ脱出マニューバに有利を得る"),
    ("ターゲットは次の爪攻撃に不利を受ける", "次の爪攻撃",  # the author's own: as written
     "the target takes a bane on 次の爪攻撃", "ターゲットは次の爪攻撃に不利を受ける"),
], ids=["bane-next-strike", "edge-your-next-strike", "double-bane-power-roll", "english-bane", "english-edge",
        "escape-grab", "own-words"])
def test_what_an_edge_or_a_bane_is_on_in_either_language(clause, on, english, japanese):
    """`次のストライク` on an English card (was: `the target takes a bane on 次のストライク`) and `their next
    strike` on a Japanese one (was: `「their next strike」に`); an edge is 得る on a Japanese card, as seed 001
    says it (「パワーロールに有利を得る」; was: 有利を受ける)."""
    from statblock.rulesets.draw_steel.render.clauses import effect_text

    effects, codes = _tier3(clause, english=clause.isascii())
    (effect,) = effects
    assert (codes, effect.on, effect_text(effect, "en"), effect_text(effect, "ja")) == ([], on, english, japanese)


@pytest.mark.parametrize("clause, english", [
    ("ターゲットは火炎弱点 5 を得る (セーヴ終了)", "the target has fire weakness 5 (save ends)"),
    ("ターゲットは酸弱点5を得る", "the target has acid weakness 5"),
    ("ターゲットはダメージ耐性 2 を得る (EoT)", "the target has damage immunity 2 (EoT)"),
], ids=["fire-save-ends", "acid", "damage-immunity"])
def test_a_weakness_gained_is_a_weakness(clause, english):
    """`ターゲットは火炎弱点 5 を得る` (was: a resource named 火炎弱点 gained, with no message)."""
    effects, codes = _tier3(clause)
    (twin,) = _tier3(english, english=True)[0]
    (effect,) = effects
    assert codes == [] and (effect.kind, effect.which, effect.damage_type, effect.amount, effect.duration) == (
        twin.kind, twin.which, twin.damage_type, twin.amount, twin.duration)


@pytest.mark.parametrize("clause", ["ターゲットは火炎弱点 5 を失う", "あなたはサージ 2 を得る (EoT)"],
                         ids=["weakness-lost", "gain-that-lasts"])
def test_a_gain_that_is_no_gain_stays_text(clause):
    effects, _ = _tier3(clause)
    assert [e.kind for e in effects] == ["text"]


@pytest.mark.parametrize("clause", ["出血 (セーヴ終了/save ends)", "出血（セーヴ終了／save ends）",
                                    "A < WEAK、出血 (セーヴ終了/save ends)"],
                         ids=["seed", "full-width", "behind-a-potency"])
def test_a_duration_glossed_as_the_seed_writes_it(clause):
    """Seed 000: 「(セーヴ終了/save ends)」 (was: the clause kept as text, no message)."""
    effects, codes = _tier3(clause)
    plain, _ = _tier3(clause.replace("/save ends", "").replace("／save ends", ""))
    assert codes == [] and effects == plain


def test_a_duration_glossed_as_another_stays_text():
    effects, _ = _tier3("出血 (セーヴ終了/EoT)")
    assert [e.kind for e in effects] == ["text"]


@pytest.mark.parametrize("clause, name, english, japanese", [
    ("ターゲットは帯電状態（セーヴ終了）", "帯電", "the target is 帯電 (save ends)", "ターゲットは帯電状態 (セーヴ終了)"),
    ("ターゲットは帯電（セーヴ終了）", "帯電", "the target is 帯電 (save ends)", "ターゲットは帯電状態 (セーヴ終了)"),
    ("ターゲットは帯電状態になる", "帯電", "the target is 帯電", "ターゲットは帯電状態"),
    ("1体のターゲットは帯電状態（EoT）", "帯電", "one target is 帯電 (EoT)", "1体のターゲットは帯電状態 (EoT)"),
    # (a state the vocabulary knows: its English name, each card in its language, `own_state_names.py`)
    ("ターゲットは燃焼状態（セーヴ終了）", "burning", "the target is burning (save ends)", "ターゲットは燃焼状態 (セーヴ終了)"),
    ("ターゲットは燃焼（セーヴ終了）", "burning", "the target is burning (save ends)", "ターゲットは燃焼状態 (セーヴ終了)"),
], ids=["jotai", "bare", "ni-naru", "one-target", "known-jotai", "known-bare"])
def test_a_japanese_condition_of_ones_own_is_named_without_jotai(clause, name, english, japanese):
    """`燃焼状態` is the condition 燃焼, as `減速状態` is 減速 (was: two conditions, 燃焼状態 and 燃焼, and an English
    card printing `燃焼状態 (save ends)` with no subject, unlike `the target is blood soaked`)."""
    from statblock.rulesets.draw_steel.render.clauses import effect_text

    effects, codes = _tier3(clause)
    (effect,) = effects
    assert (codes, effect.condition, effect.custom) == ([], name, True)
    assert (effect_text(effect, "en"), effect_text(effect, "ja")) == (english, japanese)


@pytest.mark.parametrize("row, code, japanese", [
    ("領域、魔法｜メインアクション\n📏 遠距離 10｜🎯 領域内の各敵",
     "SB141", "領域キーワードには領域（「3 バースト」「10 以内の 2 キューブ」など）が必要ですが、距離が「遠距離 10」になっています"),
    ("近接、ストライク｜メインアクション\n📏 遠距離 10｜🎯 1体の敵",
     "SB140", "近接キーワードには近接の距離（「近接 1」など）が必要ですが、距離が「遠距離 10」になっています"),
    ("領域、魔法｜メインアクション\n📏 3 キューブ（遠距離 10 以内）｜🎯 領域内の各敵",
     "SB119", "距離「3 キューブ（遠距離 10 以内）」は、射程や範囲を読み取れない形で書かれています。射程も範囲も"
              "分からないため、カード、エクスポート、キーワードの確認ではこれらなしで扱われます"),
], ids=["area", "melee", "unread-distance"])
def test_japanese_messages_about_the_distance_read_as_japanese(row, code, japanese):
    """(was: 「…が必要です（「遠距離 10」ではなく）」, an English `not X` in brackets, and 「2 キューブ 以内 10」, the
    English word order; 「確認にはありません」 for `go without it`)"""
    _, diagnostics = compile_one(f"X\n{row}\n効果：何か。\n")
    assert [(d.code, d.text("ja")) for d in diagnostics] == [(code, japanese)]


def test_japanese_messages_about_weaker_tiers_read_as_japanese():
    _, diagnostics = compile_one("X\n近接、ストライク｜メインアクション\n📏 近接 1｜🎯 1体の敵\nパワーロール + 筋力:\n"
                                 "≤11: 3 ダメージ; プッシュ 2\n12-16: 2 ダメージ; プッシュ 1\n17+: 5 ダメージ; プッシュ 3\n")
    assert sorted(d.text("ja") for d in diagnostics) == [
        "ティア2のダメージ (2) がティア1 (3) より少なくなっています。上のティアが下のティアより弱くなることはないはずです。"
        "数値を確認してください",
        "ティア2のプッシュ 1 がティア1のプッシュ 2 より小さくなっています。上のティアが下のティアより弱くなることはないはずです"]


@pytest.mark.parametrize("tiers, japanese", [
    ("≤11: 3 ダメージ; スライド 3\n12-16: 5 ダメージ; スライド 2\n17+: 7 ダメージ; スライド 4",
     "ティア2のスライド 2 がティア1のスライド 3 より小さくなっています。上のティアが下のティアより弱くなることはないはずです"),
    ("≤11: 3 ダメージ; A < 強、伏せ\n12-16: 5 ダメージ; A < 弱、伏せ\n17+: 7 ダメージ; A < 強、伏せ",
     "ポテンシーがティア1（強）からティア2（弱）で弱くなっています。ポテンシーは上のティアで同じか強くなるはずです（弱、並、強の順）"),
    ("≤11: 3 ダメージ\n12-16: プル -1\n17+: 7 ダメージ",
     "ここに負の数があります。ダメージ・強制移動・移動・一時的スタミナは 0 以上の数で書くため、この節はテキストのまま残します"),
], ids=["slide-down", "potency-down", "negative"])
def test_japanese_messages_name_game_words_in_japanese(tiers, japanese):
    """(was: 「ティア2のslide 2 がティア1のslide 3 より…」, 「（STRONG）…（WEAK、AVERAGE、STRONG）」, and 一時スタミナ
    where the vocabulary says 一時的スタミナ)"""
    _, diagnostics = compile_one(f"X\n近接、ストライク｜メインアクション\n📏 近接 1｜🎯 1体の敵\nパワーロール + 筋力:\n{tiers}\n")
    assert [d.text("ja") for d in diagnostics] == [japanese]


_MD_HEAD = ("###### {name}\n\n| **近接、ストライク、武器** | **メインアクション** |\n| --- | ---: |\n"
            "| **📏 近接２** | **🎯 １体の敵** |\n\n")


@pytest.mark.parametrize("name, roll, tiers", [
    ("捕縛", "**パワーロール＋筋力：**\n", ["・**≤１１：** ４＋Ｍダメージ", "・**１２－１６：** ６＋Ｍダメージ；Ａ＜並、つかまれ",
                                       "・**１７＋：** ９＋Ｍダメージ；Ａ＜強、つかまれ"]),
    ("捕縛", "**パワーロール＋筋力：**\n", ["**≤11：** 4 + M ダメージ", "**12-16：** 6 + M ダメージ",
                                       "**17+：** 9 + M ダメージ"]),
    ("Slash", "**Power Roll + Might:**\n", ["**≤11:** 4 + M damage", "**12-16:** 6 + M damage",
                                          "**17+:** 9 + M damage"]),
    ("Slash", "", ["**Power Roll + Might:**", "≤11: 4 + M damage", "12-16: 6 + M damage", "17+: 9 + M damage"]),
], ids=["japanese-bullets", "japanese", "english", "english-roll-in-the-paragraph"])
def test_markdown_tier_lines_one_under_another(name, roll, tiers):
    """Tier lines with no blank line between them, as Obsidian shows them (was: one paragraph, its first
    tier holding the others' text, SB121 and SB124)."""
    text = _MD_HEAD.format(name=name) + roll + "\n".join(tiers) + "\n"
    spaced = _MD_HEAD.format(name=name) + roll + "\n" + "\n\n".join(tiers) + "\n"
    result, twin = parse_text(text, "a.md"), parse_text(spaced, "a.md")
    assert [d.code for d in result.diagnostics] == [d.code for d in twin.diagnostics] == []
    (ability,), (expected,) = result.abilities, twin.abilities
    assert [t.effects for t in ability.power_roll.tiers] == [t.effects for t in expected.power_roll.tiers]


def test_a_markdown_paragraph_of_a_tier_and_prose_is_one_paragraph():
    text = _MD_HEAD.format(name="X") + "**パワーロール＋筋力：**\n\n**≤11：** 4 ダメージ\nそして何か。\n"
    (ability,) = parse_text(text, "a.md").abilities
    (joined,) = ability.power_roll.tiers[0].effects
    assert (joined.kind, joined.text) == ("text", "4 ダメージそして何か。")  # the lines joined (no space between two
    # Japanese characters, odds12: was `4 ダメージ そして何か。`)


@pytest.mark.parametrize("line, japanese", [
    ('kit = "パンサー"', "「kit」: 表（「[kit]」）にしてください（今は 文字列 'パンサー'）"),
    ("level = true", "「level」: 1 から 10 までの整数にしてください（今は 真偽値 True）"),
    ('name = 3', "「name」: 空でない文字列にしてください（今は 整数 3）"),
], ids=["kit-string", "level-bool", "name-int"])
def test_a_japanese_message_about_a_hero_file_names_the_kind_in_japanese(tmp_path, line, japanese):
    """(was: 「今は str 'パンサー'」, Python's name of the kind)"""
    from statblock.diagnostics import StatblockError
    from statblock.rulesets.draw_steel.runtime.hero import load_hero

    text = 'name = "カエデ"\nlevel = 1\n[characteristics]\n"筋力" = 2\n"敏捷力" = 1\n"知力" = 0\n"判断力" = 0\n"魅力" = 0\n'
    key = line.split(" = ")[0]
    lines = [x for x in text.split("\n") if not x.startswith(key + " ")]
    path = tmp_path / "h.toml"
    path.write_text(line + "\n" + "\n".join(lines), encoding="utf-8")
    with pytest.raises(StatblockError) as error:
        load_hero(path)
    assert error.value.args[0].render("ja") == f"{path}:1:1 の{japanese}"


@pytest.mark.parametrize("lang, cost, spend, gain", [
    ("ja", "5 猛威", "猛威を2消費", "あなたは猛威 2 を得る"),
    ("en", "5 Ferocity", "Spend 2 Ferocity", "you gain 2 Ferocity"),
])
def test_a_title_costs_the_heroes_own_resource_on_their_card(lang, cost, spend, gain):
    """`(5 英雄リソース)` and `英雄リソースを2消費：` on a fury's card are 猛威, as a gain of one already was
    (was: 5 英雄リソース and 英雄リソースを2消費 beside あなたは猛威 2 を得る)."""
    from statblock.rulesets.draw_steel.render.views import card_view
    from statblock.rulesets.draw_steel.runtime.hero import Hero

    (ability,) = parse_text("全力 (5 英雄リソース)\n近接、ストライク｜メインアクション\n📏 近接 1｜🎯 1体のクリーチャー\n"
                            "パワーロール + 筋力:\n≤11: 3 ダメージ; あなたは2の英雄リソースを得る\n12-16: 5 ダメージ\n"
                            "17+: 7 ダメージ\n英雄リソースを2消費：追加で何か。\n").abilities
    fury = Hero(name="Korva", characteristics={"might": 2, "agility": 1, "reason": 0, "intuition": 0, "presence": 0},
                hero_class="fury")
    view = card_view(ability, fury, lang)
    assert (view.cost, view.sections[0].label, view.roll.tiers[0].clauses[1]) == (cost, spend, gain)
    assert card_view(ability, None, lang).cost == ("5 英雄リソース" if lang == "ja" else "5 Heroic Resource")


@pytest.mark.parametrize("clause, english", [
    ("ターゲットは挑発（あなたの次のターンの開始時まで）", "the target is taunted (until the start of your next turn)"),
    ("ターゲットは挑発（自分の次のターンの終了時まで）", "the target is taunted (until the end of your next turn)"),
    ("ターゲットは挑発（セーヴ終了/save ends）", "the target is taunted (save ends)"),
    ("ターゲットの速度は0になる（あなたの次のターンの終了時まで）", "the target's speed is 0 (until the end of your next turn)"),
], ids=["start-of-your-turn", "jibun", "glossed", "stat"])
def test_a_bracketed_duration_after_a_sentence(clause, english):
    """`ターゲットは挑発（あなたの次のターンの開始時まで）` (was: text with no message, or SB109 `did you mean (EoT)`
    for 自分の…, a false error: after a bare condition the same brackets were read)."""
    effects, codes = _tier3(clause)
    assert codes == [] and effects == _tier3(english, english=True)[0]


@pytest.mark.parametrize("clause, english", [
    ("あなたはサージを2得る", "you gain 2 surges"),
    ("あなたはサージを2つ得る", "you gain 2 surges"),
    ("あなたはサージを 1 獲得する", "you gain 1 surge"),
    ("あなたは一時的スタミナを5得る", "you gain 5 temporary Stamina"),
    ("ディレクターは悪意を1失う", "the Director loses 1 Malice"),
    ("スタミナが8以下のターゲットは死ぬ", "スタミナが8以下のターゲットは死亡する"),
], ids=["surge", "surge-tsu", "kakutoku", "temporary-stamina", "malice", "shinu"])
def test_japanese_gains_with_the_object_first(clause, english):
    """What is gained first, with を (`サージを2得る`), and 死ぬ for dies (were: text, no message)."""
    effects, codes = _tier3(clause)
    (effect,) = effects
    (twin,) = _tier3(english, english=english.isascii())[0]
    assert codes == [] and effect.kind == twin.kind
    assert (attrs.evolve(effect, verb=twin.verb) if hasattr(twin, "verb") else effect) == twin


@pytest.mark.parametrize("clause", ["なし", "なし。", "何も起こらない", "何も起きない。"])
def test_a_japanese_tier_of_nothing(clause):
    """(was: SB111, a condition of the ability's own named なし)"""
    effects, codes = _tier3(clause)
    assert codes == [] and [e.kind for e in effects] == ["none"]


@pytest.mark.parametrize("text, line", [
    ("X\n近接、ストライク｜メインアクション\n📏 近接 1｜🎯 1体の敵\nパワーロール + 筋力 (Might):\n"
     "≤11: 3 ダメージ\n12-16: 5 ダメージ\n17+: 7 ダメージ\n", "パワーロール + 筋力 (Might):"),
    ("X\nキーワード：魔法、遠距離\n種別：メインアクション\n距離：遠距離 10\nターゲット：1体のクリーチャー\n効果：何か。\n",
     "📏 遠距離 10 | 🎯 1体のクリーチャー"),
    ("巨人 (ステータスブロック)\nレベル：5 | 役割：リーダー | EV：28\nサイズ：3 | 速度：5 | スタミナ：180 | 安定性：4 | "
     "フリー・ストライク：6\n免疫：毒 3 | 移動：― | 弱点：音波 5\n筋力：+4 | 敏捷力：-1 | 知力：0 | 判断力：+1 | 魅力：+2\n",
     "無効化: 毒 3 | 弱点: 音波 5"),
], ids=["seed-gloss", "labelled-rows", "statblock-menneki"])
def test_fmt_formats_what_a_japanese_author_writes(text, line):
    """fmt refused these files (`パワーロール + 筋力 (Might):`, seed 000's header, lost its gloss; the labels
    キーワード, 種別, 距離, ターゲット and a statblock's 免疫 were 'words it would drop', though the layout writes
    them as rows or as 無効化)."""
    result = format_text(text)
    assert result.problems == () and line in result.text.split("\n")
    assert format_text(result.text).text == result.text


@pytest.mark.parametrize("clause, plain", [
    ("ターゲットは伏せ状態になります", "ターゲットは伏せ状態になる"),
    ("ターゲットは伏せ状態になります（セーヴ終了）。", "ターゲットは伏せ状態になる（セーヴ終了）"),
    ("あなたは2サージを得ます", "あなたは2サージを得る"),
    ("ターゲットは次のストライクに不利を受けます", "ターゲットは次のストライクに不利を受ける"),
    ("あなたは 2 マスまでシフトできます", "あなたは 2 マスまでシフトできる"),
    ("スタミナが 8 以下のターゲットは死亡します", "スタミナが 8 以下のターゲットは死亡する"),
    ("ターゲットはフリー・ストライクを行います", "ターゲットはフリー・ストライクを行う"),
    ("ターゲットを2マス押し戻します", "ターゲットを2マス押し戻す"),
    ("ディレクターは悪意を1失います", "ディレクターは悪意を1失う"),
], ids=["naru", "naru-duration", "eru", "ukeru", "dekiru", "shibou", "okonau", "oshimodosu", "ushinau"])
def test_a_japanese_sentence_in_desu_masu(clause, plain):
    """Seed 000 writes です・ます (「伏せ状態になります」); a tier sentence so was text with no message."""
    effects, codes = _tier3(clause)
    expected, _ = _tier3(plain)
    assert codes == [] and "text" not in [e.kind for e in effects]
    assert [attrs.evolve(e, verb=None) if hasattr(e, "verb") else e for e in effects] == \
        [attrs.evolve(e, verb=None) if hasattr(e, "verb") else e for e in expected]


@pytest.mark.parametrize("clause, english", [
    ("3 + A ダメージを与える", "3 + A damage"),
    ("5 ダメージを与えます", "5 damage"),
    ("5 の聖なるダメージを与えます", "5 holy damage"),
    ("あなたは 8 の聖なるダメージを与える", "8 holy damage"),
    ("アビリティは 3 + 敏捷力スコアに等しいダメージを与えます", "3 + A damage"),
    ("5 の聖なるダメージ", "5 holy damage"),
    ("6 + 敏捷力スコアに等しいダメージ", "6 + A damage"),
], ids=["ataeru", "masu", "no-holy", "anata", "seed-prose", "no-alone", "score"])
def test_damage_dealt_as_the_seed_says_it(clause, english):
    """Seed 000: 「8 の聖なるダメージを与えます」, 「3 + 筋力スコアに等しいダメージを与え」 (were: text with no
    message, or SB104 for a characteristic named 筋力スコアに等しい)."""
    effects, codes = _tier3(clause)
    assert codes == [] and effects == _tier3(english, english=True)[0]


def test_damage_dealt_by_the_target_is_no_damage_of_the_tier():
    effects, _ = _tier3("ターゲットは 5 ダメージを与える")
    assert [e.kind for e in effects] == ["text"]


def test_the_japanese_summary_of_check_counts_as_japanese_counts():
    """(was: `1 ファイル、14 アビリティを確認しました: エラー 0 件、警告 1 件`, a number before a noun with no counter)"""
    from statblock.messages import summary

    assert summary(1, [(("アビリティ", "アビリティ"), 14)], 0, 1, 0, "ja") == [
        "1 ファイル（アビリティ 14 件）を確認しました。エラー 0 件、警告 1 件"]   # (what was counted in the game's words: sbhcli4)


@pytest.mark.parametrize("tag", ["（ヴィラン・アクション１）", "(Villain Action ２)", "（ヴィラン・アクション 1）"])
@pytest.mark.parametrize("lang, printed", [("ja", "ヴィラン・アクション 1"), ("en", "Villain action 1")])
def test_a_villain_action_numbered_in_full_width_digits_prints_ascii_ones(tag, lang, printed):
    """(was: `Villain action １` on an English card, `ヴィラン・アクション １` on a Japanese one)"""
    from statblock.rulesets.draw_steel.render.views import card_view

    (ability,) = parse_text(f"悪鬼 {tag}\n領域｜-\n📏 3 バースト｜🎯 領域内の各敵\n効果：何か。\n").abilities
    assert card_view(ability, None, lang).cost == printed.replace("1", "2" if "２" in tag else "1")


@pytest.mark.parametrize("clause, english", [
    ("7 の聖なるダメージを与えます。ターゲットは伏せ状態になります", "7 holy damage; prone"),
    ("5 ダメージ。プッシュ 2。", "5 damage; push 2"),
    ("ターゲットは伏せ状態になる（セーヴ終了）。あなたは1サージを得る", "prone (save ends); you gain 1 surge"),
], ids=["seed-prose", "terse", "duration-then-gain"])
def test_japanese_sentences_ended_with_a_full_stop_are_clauses(clause, english):
    """A tier of two sentences, as the seeds' prose writes one (was: the whole tier text, no message); fmt
    keeps the author's 。 between them."""
    effects, codes = _tier3(clause)
    assert codes == [] and effects == _tier3(english, english=True)[0]
    text = ("X\n魔法｜マニューバ\n📏 自身｜🎯 自身\nパワーロール + 敏捷力:\n≤11: 1 ダメージ\n12-16: 2 ダメージ\n"
            f"17+: 3 ダメージ; {clause}\n")
    formatted = format_text(text)
    assert formatted.problems == () and f"17+: 3 ダメージ; {clause}" in formatted.text


@pytest.mark.parametrize("clause", ["ターゲットは隠れられない。その後何か", "ターゲットは伏せ状態になります。何かが起こる。"])
def test_japanese_sentences_of_prose_stay_one_text(clause):
    effects, _ = _tier3(clause)
    assert [(e.kind, e.text) for e in effects] == [("text", clause)]


@pytest.mark.parametrize("keywords", ["魔法", "魔法、遠距離、ストライク"])
def test_shatei_is_suggested_for_a_ranged_distance(keywords):
    """`射程 10`, the word other games' Japanese give a range (was: a distance of a kind named 射程, no message
    without the Ranged keyword; SB140 only, with it)."""
    _, diagnostics = compile_one(f"X\n{keywords}｜メインアクション\n📏 射程 10｜🎯 1体のクリーチャー\n効果：何か。\n")
    (diagnostic,) = diagnostics
    assert diagnostic.code == "SB115" and diagnostic.help("ja") == "「射程」を「遠距離」に直してください"
