"""Where the seeds name no Japanese term, the community translation's word is the one cards print
(ds-starter.lill.dev, ds-reference.lill.dev; docs/glossary.md); the word we had chosen before is still read,
so that a file written with it means what it meant."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.vocabulary import vocabulary

HEAD = "Test Spit\nMagic, Ranged, Strike | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + 2:\n"

# (category, id, the community's word, our earlier spellings still read)
COMMUNITY = [
    ("damage_types", "corruption", "汚染", ["腐敗"]),
    ("damage_types", "fire", "火", ["火炎", "炎"]),
    ("keywords", "fire", "火", ["火炎", "炎"]),
    ("damage_types", "acid", "酸", []),
    ("damage_types", "cold", "冷気", []),
    ("damage_types", "lightning", "電撃", ["雷撃", "雷"]),
    ("damage_types", "sonic", "音波", []),
    ("movement_modes", "fly", "飛行", []),
    ("movement_modes", "burrow", "穴掘り", []),
    ("movement_modes", "swim", "水泳", []),
    ("phrases", "immunity", "無効化", ["耐性"]),
]


@pytest.mark.parametrize(("category", "term_id", "printed", "earlier"), COMMUNITY)
def test_the_community_word_prints_and_ours_still_reads(category, term_id, printed, earlier):
    terms = vocabulary().categories[category]
    term = terms.terms[term_id]
    assert term.label("ja") == printed
    for spelling in (printed, *earlier):
        assert getattr(terms.lookup(spelling), "id", None) == term_id, spelling
    # our earlier words are marked ours in the glossary, the community's is not
    assert set(term.extra.get("ours", ())) == set(earlier)


def test_a_card_prints_the_community_word_for_damage_written_with_ours():
    from statblock.rulesets.draw_steel.render.clauses import tier_clauses

    text = HEAD + "≤11: 3 腐敗ダメージ\n12-16: 5 火炎ダメージ\n17+: 8 炎ダメージ\n"
    (ability,) = read_text("t.ability", text).abilities
    kinds = [e.damage_type for tier in ability.power_roll.tiers for e in tier.effects]
    assert kinds == ["corruption", "fire", "fire"]
    printed = [c for tier in ability.power_roll.tiers for c in tier_clauses(tier, "ja")]
    assert printed == ["3 汚染ダメージ", "5 火ダメージ", "8 火ダメージ"]


def test_an_immunity_prints_the_community_word_and_reads_back():
    """`ダメージ無効化 5`, `電撃無効化 5` (ds-starter.lill.dev, 戦闘/ダメージ); 耐性, the word cards printed before,
    still reads as an immunity."""
    from statblock.rulesets.draw_steel.render.clauses import tier_clauses

    text = HEAD + ("≤11: the target has fire immunity 5 (save ends)\n12-16: the target has damage immunity 2 (EoT)\n"
                   "17+: ターゲットは電撃耐性 3 (EoT)\n")
    (ability,) = read_text("t.ability", text).abilities
    printed = [c for tier in ability.power_roll.tiers for c in tier_clauses(tier, "ja")]
    assert printed == ["ターゲットは火無効化 5 (セーヴ終了)", "ターゲットはダメージ無効化 2 (EoT)", "ターゲットは電撃無効化 3 (EoT)"]
    again = HEAD + "".join(f"{label}: {clause}\n" for label, clause in zip(("≤11", "12-16", "17+"), printed))
    (back,) = read_text("t.ability", again).abilities
    assert [e.which for tier in back.power_roll.tiers for e in tier.effects] == ["immunity"] * 3
    assert [e.damage_type for tier in back.power_roll.tiers for e in tier.effects] == ["fire", None, "lightning"]


_STATBLOCK = ("沼の魔女 ({tag})\nレベル: 3 | 役割: エリート・ヘクサー | EV: 20\n"
              "サイズ: 1M | 速度: 6 | スタミナ: 120 | 安定性: 1 | フリー・ストライク: 5\n"
              "筋力: 0 | 敏捷力: +2 | 知力: +1 | 判断力: +3 | 魅力: +3\n")


@pytest.mark.parametrize("tag", ["スタッツ・ブロック", "スタッツブロック", "ステータスブロック"])
def test_a_statblock_tagged_with_either_word_is_a_statblock_and_fmt_writes_the_community_word(tag):
    """スタッツ・ブロック: ds-starter.lill.dev (戦闘/ダメージ); ステータスブロック, the tag we wrote before, still
    tags a statblock, and fmt writes the community's (as it writes one label for a field), losing nothing."""
    from statblock.rulesets.draw_steel.authoring.format import format_text
    from statblock.rulesets.draw_steel.frontends.statblocks import names_statblock, statblock_tag

    text = _STATBLOCK.format(tag=tag)
    assert names_statblock(text.split("\n")[0])
    assert statblock_tag("ja") == "スタッツ・ブロック" and statblock_tag() == "Statblock"
    result = format_text(text)
    assert result.problems == ()
    assert result.text.startswith("沼の魔女 (スタッツ・ブロック)\nレベル: 3 | 役割: エリート・ヘクサー")
    assert format_text(result.text).text == result.text
