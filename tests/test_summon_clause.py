"""A tier that summons creatures: the Summoner's Explosive Parade (`You summon four signature minions.`, five, six)
was kept as text, the count that is the whole of each tier's outcome unread. Seed 000 says a Magic ability may
「クリーチャーを召喚する」; a count before 体 in digits, as the seeds write one. Now `Summon` (kind `summon`): who,
how many, what (as written). A clause that says more than what and how many (where they appear) stays as written.
Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.effect_json import dump, load

HEAD = "Test Parade\nMagic, Ranged | Main action\n📏 Ranged 10 | 🎯 Special\nPower Roll + 2:\n"


def _tier1(clause: str):
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: You summon nine wisps\n17+: You summon ten wisps\n")
    (ability,) = result.abilities
    return [dump(e) for e in ability.power_roll.tiers[0].effects], [d.code for d in result.diagnostics]


def _summon(who, count, what, verb):
    return {"kind": "summon", "who": who, "count": count, "what": what, "verb": verb}


# (id, tier clause, effects)
SUMMONS = [
    ("word-count", "You summon four signature minions.", [_summon("You", 4, "signature minions", "summon")]),
    ("digits", "you summon 2 wisps", [_summon("you", 2, "wisps", "summon")]),
    ("article", "summon a wisp", [_summon(None, 1, "wisp", "summon")]),
    ("after-damage", "2 damage; you summon two wisps",
     [{"kind": "damage", "amount": 2, "characteristics": [], "damage_type": None},
      _summon("you", 2, "wisps", "summon")]),
    ("ja", "あなたはシグネチャー・ミニオンを4体召喚する", [_summon("you", 4, "シグネチャー・ミニオン", "召喚する")]),
    ("ja-polite-full-width", "ウィスプを４体召喚します。", [_summon(None, 4, "ウィスプ", "召喚する")]),
    # where they appear is more than a count: kept as written
    ("where-too", "You summon two wisps into unoccupied spaces",
     [{"kind": "text", "text": "You summon two wisps into unoccupied spaces"}]),
    # who summons is no creature the ruleset knows: kept as written
    ("unknown-doer", "The goblin summons two wolves", [{"kind": "text", "text": "The goblin summons two wolves"}]),
    ("no-count", "You summon your primordial storm", [{"kind": "text", "text": "You summon your primordial storm"}]),
]


@pytest.mark.parametrize(("clause", "effects"), [s[1:] for s in SUMMONS], ids=[s[0] for s in SUMMONS])
def test_a_tier_that_summons(clause, effects):
    said, codes = _tier1(clause)
    assert said == effects and codes == (["SB138"] if effects[0]["kind"] == "text" else [])  # (text: said, SB138)


def test_a_count_in_kanji_is_still_sb126():
    said, codes = _tier1("ウィスプを二体召喚する")
    assert said == [{"kind": "text", "text": "ウィスプを二体召喚する"}] and codes == ["SB126"]


@pytest.mark.parametrize(("effect", "lang", "written"), [
    (fx.Summon("You", 4, "signature minions", "summon"), "en", "You summon four signature minions"),
    (fx.Summon("you", 4, "シグネチャー・ミニオン", "召喚する"), "ja", "あなたはシグネチャー・ミニオンを4体召喚する"),
    (fx.Summon(None, 12, "wisps", "summon"), "en", "summon 12 wisps"),
    (fx.Summon("you", 2, "wisps", "summon"), "ja", "あなたは「wisps」を2体召喚する"),
    # (a name of two English words was text on reading the card back: a space ended what is summoned)
    (fx.Summon("you", 3, "bound motes", "summon"), "ja", "あなたは「bound motes」を3体召喚する"),
], ids=["en", "ja", "en-digits", "ja-english-name", "ja-english-name-of-two-words"])
def test_a_summon_is_written_back_and_reads_the_same(effect, lang, written):
    assert clause_text([effect], lang) == written
    assert load(dump(effect)) == effect
    said, _ = _tier1(written)
    assert load(said[0]) == effect
