"""A fifth probe of Japanese authoring: small counts in kanji (`サージを二つ得る`), which the seeds write in
digits (`2つ`, `1スクエア`, `1体`); costs as Japanese phrases them (`5以上の真髄`, `コスト：3 信心`); and the
separator each card language prints its lists with."""

from __future__ import annotations

import pytest

from builders import compile_one
from conftest import ON_THE_CORPUS, corpus_report

_HEAD = ("X\n魔法｜マニューバ\n📏 自身｜🎯 自身\nパワーロール + 敏捷力:\n≤11: 1 ダメージ\n12-16: 2 ダメージ\n"
         "17+: 3 ダメージ; ")


@pytest.mark.parametrize("clause, word, digit", [
    ("ドラゴンはサージを二つ得る", "二", "2"),
    ("ターゲットを二マス押し戻す", "二", "2"),
    ("二マス押し戻す", "二", "2"),
    ("ターゲットを三スクエア引き寄せる", "三", "3"),
], ids=["surges-of-whom-unknown", "push-sentence", "push-bare", "pull-sukuea"])
def test_a_count_in_kanji_is_a_warning_with_its_digit(clause, word, digit):
    """(was: read as a custom condition named after the whole sentence, SB111, with no word of the count)."""
    ability, diagnostics = compile_one(_HEAD + clause + "\n")
    assert [e.kind for e in ability.power_roll.tiers[2].effects[1:]] == ["text"]
    (diagnostic,) = diagnostics
    assert (diagnostic.code, diagnostic.message.key) == ("SB126", "count.in_kanji")
    assert dict(diagnostic.suggestion.args) == {"word": word, "guess": digit}
    start = len(_HEAD) + clause.index(word)
    assert (diagnostic.span.start, diagnostic.span.end) == (start, start + 1)


@pytest.mark.parametrize("clause, digits", [
    ("サージを二つ得る", "サージを2つ得る"),
    ("あなたはサージを一つ得ます", "あなたはサージを1つ得る"),
    ("各ターゲットはサージを三つ得る", "各ターゲットはサージを3つ得る"),
    ("ディレクターは悪意を二つ失う", "ディレクターは悪意を2つ失う"),
], ids=["surges", "polite-you", "each-target", "director-loses"])
def test_a_resource_counted_in_kanji_is_read_as_its_digits(clause, digits):
    """As `you gain two surges` is read as `you gain 2 surges` (was: a custom condition named after the
    sentence, SB111)."""
    ability, diagnostics = compile_one(_HEAD + clause + "\n")
    twin, _ = compile_one(_HEAD + digits + "\n")
    assert diagnostics == []
    effects = ability.power_roll.tiers[2].effects[1:]
    assert effects == twin.power_roll.tiers[2].effects[1:] and effects[0].kind == "resource"


@pytest.mark.parametrize("clause", ["ターゲットは一体化する", "サージを2つ得る"], ids=["ittaika", "digits"])
def test_no_count_in_kanji_no_warning(clause):
    _, diagnostics = compile_one(_HEAD + clause + "\n")
    assert "count.in_kanji" not in [d.message.key for d in diagnostics]


def _cost(written: str) -> tuple:
    ability, diagnostics = compile_one(f"X {written}\n魔法、ストライク｜メインアクション\n📏 近接1｜🎯 1体のクリーチャー\n"
                                       "効果：ターゲットは減速（セーヴ終了）。\n")
    return (ability.name, ability.cost_amount, ability.cost_resource, ability.cost_open_ended,
            [d.code for d in diagnostics])


@pytest.mark.parametrize("written, english", [
    ("（5以上の真髄）", "(5+ Essence)"),
    ("（5 以上の真髄）", "(5+ Essence)"),
    ("（真髄5以上）", "(5+ Essence)"),
    ("（コスト：3 信心）", "(3 Piety)"),
    ("（コスト:5以上の真髄）", "(5+ Essence)"),
    ("(Cost: 3 Piety)", "(3 Piety)"),
], ids=["ijou-no", "ijou-spaced", "resource-first-ijou", "label-ja", "label-ijou", "label-en"])
def test_a_cost_as_japanese_writes_it_is_the_cost(written, english):
    """(was: `5以上の真髄` an unknown heroic resource `以上の真髄`, SB107; `コスト：3 信心` a tag, no cost)."""
    assert _cost(written) == _cost(english)
    assert _cost(written)[1] is not None


def test_a_misspelt_resource_at_least_is_still_named():
    assert _cost("（5以上の真随）")[1:] == (5, "真随", True, ["SB107"])


_JA_BLOCK = ("沼の魔女 (ステータスブロック)\n祖先：{ancestry}\nレベル：4 | 役割：エリート・コントローラー | EV：24\n"
             "サイズ：1M | 速度：5 | スタミナ：120 | 安定性：0 | フリー・ストライク：5\n"
             "免疫：毒 5、火炎 3 | 弱点：冷気 2、雷撃 1\n移動：登攀、水泳\n"
             "筋力：−1 | 敏捷力：＋2 | 知力：0 | 判断力：0 | 魅力：－1\n")
_EN_BLOCK = ("Mire Witch (Statblock)\nAncestry: {ancestry}\nLevel: 4 | Roles: Elite Controller | EV: 24\n"
             "Size: 1M | Speed: 5 | Stamina: 120 | Stability: 0 | Free Strike: 5\n"
             "Immunity: poison 5, fire 3 | Weakness: cold 2, lightning 1\nMovement: climb, swim\n"
             "Might: -1 | Agility: +2 | Reason: 0 | Intuition: 0 | Presence: -1\n")


@pytest.mark.parametrize("source, ancestry, lang, rows", [
    (_JA_BLOCK, "フェイ、ハグ、人間", "en", ("Fey, Hag, Human", "Immunity Poison 5, fire 3 · Movement Climb, swim · "
                                              "Weakness Cold 2, lightning 1")),
    (_EN_BLOCK, "Fey, Hag, Human", "ja", ("フェイ、ハグ、人間", "無効化 毒 5、火 3 · 移動 登攀、水泳 · 弱点 冷気 2、電撃 1")),
    (_JA_BLOCK, "フェイ、ハグ、人間", "ja", ("フェイ、ハグ、人間", "無効化 毒 5、火炎 3 · 移動 登攀、水泳 · 弱点 冷気 2、雷撃 1")),
    (_EN_BLOCK, "Fey, Hag, Human", "en", ("Fey, Hag, Human", "Immunity poison 5, fire 3 · Movement climb, swim · "
                                          "Weakness cold 2, lightning 1")),
], ids=["ja-on-en", "en-on-ja", "ja-as-written", "en-as-written"])
def test_a_statblock_card_joins_its_lists_as_its_language_does(source, ancestry, lang, rows):
    """(was: `フェイ、ハグ、人間` on an English card and `Fey, Hag, Human` on a Japanese one, then each as written
    joined as the card's language joins a list; the monster keywords are now in the card's language; `雷撃`, as many
    Japanese games write lightning, printed as written on an English card)."""
    from statblock import parse_text
    from statblock.rulesets.draw_steel.render.statblock_views import statblock_view

    (block,) = parse_text(source.format(ancestry=ancestry)).statblocks
    paragraphs = statblock_view(block, lang).sections[0].paragraphs
    assert (paragraphs[1], paragraphs[3]) == rows


@pytest.mark.parametrize("clause, printed", [
    ("ターゲットを1スクエア引き寄せる", "プル 1 スクエア"),
    ("プッシュ 2 マス", "プッシュ 2 スクエア"),
    ("push 3 squares", "プッシュ 3 スクエア"),
    ("あなたは2スクエアまでシフトできる", "あなたは最大 2 スクエアシフトできる"),
    ("push 3", "プッシュ 3"),
], ids=["seed-pull", "masu", "english", "shift", "no-unit"])
def test_a_japanese_card_says_a_square_as_the_seeds_do(clause, printed):
    """Seed 000 writes a square スクエア throughout (`1スクエア`) and never マス (was: `プル 1 マス` on a Japanese
    card, for an author who wrote スクエア)."""
    from statblock.rulesets.draw_steel.render.clauses import tier_clauses

    ability, _ = compile_one(_HEAD + clause + "\n")
    assert tier_clauses(ability.power_roll.tiers[2], "ja")[1] == printed


def _tier3(clause: str, english: bool = False) -> tuple:
    head = _HEAD.replace("ダメージ", "damage").replace("魔法｜マニューバ", "Magic | Maneuver").replace(
        "自身｜🎯 自身", "Self | 🎯 Self").replace("パワーロール + 敏捷力", "Power Roll + Agility") if english else _HEAD
    ability, diagnostics = compile_one(head + clause + "\n")
    return ability.power_roll.tiers[2].effects[1:], [d.code for d in diagnostics]


@pytest.mark.parametrize("clause, english", [
    ("ターゲットは出血する (セーヴ終了)", "the target is bleeding (save ends)"),
    ("ターゲットは出血している (EoT)", "the target is bleeding (EoT)"),
    ("ターゲットは減速する (EoT)", "the target is slowed (EoT)"),
    ("ターゲットは衰弱する (セーヴ終了)", "the target is weakened (save ends)"),
    ("M < 2、出血する (EoT)", "M < 2 bleeding (EoT)"),
], ids=["bleeds", "is-bleeding", "slows", "weakens", "potency"])
def test_a_condition_said_as_its_verb_is_the_condition(clause, english):
    """Seed 000 says a creature bleeds so: 「クリーチャーが出血している間」 (was: a custom status `出血する`, which an
    English card printed `the target 出血する (save ends)`)."""
    effects, codes = _tier3(clause)
    assert codes == []
    assert effects == _tier3(english, english=True)[0]


def test_to_restrain_is_not_restrained():
    """`拘束する` is to restrain someone: not read as the condition."""
    effects, _ = _tier3("ターゲットは拘束する (EoT)")
    assert effects != _tier3("the target is restrained (EoT)", english=True)[0]


@pytest.mark.parametrize("written", ["ヴィラン・アクション 1", "ヴィランアクション1", "悪役アクション 1"],
                         ids=["chosen", "no-dot", "akuyaku"])
def test_a_villain_action_in_japanese_words(written):
    """`悪役アクション`, villain in the Japanese word (was: a tag of its own, no villain action)."""
    from statblock import parse_text
    from statblock.rulesets.draw_steel.serialize import ability_json

    (ability,) = parse_text(f"X ({written})\n魔法｜-\n📏 自身｜🎯 自身\n効果：何か。\n").abilities
    assert ability_json(ability)["tag"] == "Villain action 1"


@pytest.mark.parametrize("ancestry, lang, printed", [
    ("Fey, Mirebeast, Shadow Elf", "ja", "フェイ、Mirebeast、シャドウ・エルフ"),
    ("ヒューマノイド、ゴブリン", "en", "Humanoid, Goblin"),
    ("Undead", "ja", "アンデッド"),
], ids=["unknown-as-written", "ja-on-en", "one"])
def test_a_monster_keyword_is_in_the_cards_language_where_the_ruleset_knows_it(ancestry, lang, printed):
    """A statblock's keywords (its `Ancestry`) in the vocabulary's `monster_keywords`: in the card's language,
    read either way; one it does not know is printed as written (was: every keyword as written)."""
    from statblock import parse_text
    from statblock.rulesets.draw_steel.render.statblock_views import statblock_view

    (block,) = parse_text(_EN_BLOCK.format(ancestry=ancestry)).statblocks
    assert statblock_view(block, lang).sections[0].paragraphs[1] == printed


@pytest.mark.parametrize("immunity, lang, printed", [
    ("chosen type 3 (see Elementally Attuned)", "ja", "無効化 「chosen type」 3（「Elementally Attuned」参照）"),
    ("chosen type 3 (see Elementally Attuned)", "en", "Immunity chosen type 3 (see Elementally Attuned)"),
    ("fire 3 (see Hot Blood), poison 2", "ja", "無効化 火 3（「Hot Blood」参照）、毒 2"),
    ("火炎 3（「Hot Blood」参照）", "en", "Immunity Fire 3 (see Hot Blood)"),
], ids=["words-ja", "words-en", "known-type-ja", "ja-note-on-en"])
def test_an_immunity_whose_type_is_in_words_is_quoted_on_a_japanese_card(immunity, lang, printed):
    """`chosen type 3 (see Elementally Attuned)`: the author's words for the type quoted, the note in the card's
    language, as a clause's `（「Lop」参照）` (was: the English printed bare among the Japanese)."""
    from statblock import parse_text
    from statblock.rulesets.draw_steel.render.statblock_views import statblock_view

    (block,) = parse_text(_EN_BLOCK.replace("poison 5, fire 3", immunity).format(ancestry="Fey")).statblocks
    assert statblock_view(block, lang).sections[0].paragraphs[3].split(" · ")[0] == printed


@pytest.mark.parametrize("source, lang, printed", [
    ("Skills: Alertness, Track", "ja", "警戒、追跡"),
    ("スキル：威圧、忍び足", "en", "Intimidate, Sneak"),
    ("Skills: Basket Weaving", "ja", "Basket Weaving"),
], ids=["en-on-ja", "ja-on-en", "unknown-as-written"])
def test_a_statblocks_skills_are_in_the_cards_language(source, lang, printed):
    """A companion's `Skills` note (`Alertness`): in the vocabulary's `skills` (was as written on a Japanese card)."""
    from statblock import parse_text
    from statblock.rulesets.draw_steel.render.statblock_views import statblock_view

    (block,) = parse_text(_EN_BLOCK.format(ancestry="Animal") + source + "\n").statblocks
    (skills,) = [s for s in statblock_view(block, lang).sections if s.label in ("Skills", "スキル")]
    assert skills.paragraphs == (printed,)


@pytest.mark.slow
@ON_THE_CORPUS
def test_every_monster_keyword_and_skill_of_the_corpus_has_its_japanese():
    """Each keyword of a corpus statblock's Ancestry (and each skill of its Skills note) is one the vocabulary says in
    Japanese, so no corpus statblock card prints one in English (was every one of them: about 1,100 English runs)."""
    from statblock.rulesets.draw_steel.runtime.statblocks import split_list
    from statblock.rulesets.draw_steel.vocabulary import vocabulary

    rules = vocabulary()
    blocks = [b for result in corpus_report().files for b in result.statblocks]
    keywords = {part for b in blocks for part in b.ancestry}
    assert len(keywords) > 30
    assert sorted(k for k in keywords if rules.monster_keywords.lookup(k) is None) == []
    skills = {part for b in blocks for key, value in b.fields.items()
              if getattr(rules.statblock_notes.lookup(key), "id", None) == "skills" for part in split_list(value)}
    assert sorted(s for s in skills if rules.skills.lookup(s) is None) == []
