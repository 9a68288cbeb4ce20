"""The `effects` items of a `ds-feature` as the Draw Steel Elements plugin documents them: tier keys
`11 or lower` / `12-16` / `17+` and `tier 1`..`tier 3` (besides `tier1` and `t1`), a critical result (`crit:`,
`nat 19-20:`), a nameless effect (a string), a named effect written as its one key (`- Effect: ...`,
`- Custom Named Effect: ...`), and a named effect with a cost (`name: Spend`, `cost: 1 Essence`). The tier keys
were not read (a false SB121 "missing ≤11, 12-16, 17+" and the tiers' text lost), the other items dropped
without a word, the cost of a named effect lost."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

HEAD = ("```ds-feature\nname: Bolt\ntype: Main action\nkeywords: Magic, Ranged, Strike\ndistance: Ranged 10\n"
        "target: One creature\neffects:\n")
ROLL = "- roll: Power Roll + Reason\n  {1}: 2 + R fire damage\n  {2}: 4 + R fire damage\n  {3}: 6 + R fire damage\n"
TIER_KEYS = [("tier1", "tier2", "tier3"), ("t1", "t2", "t3"), ("tier 1", "tier 2", "tier 3"),
             ("11 or lower", "12-16", "17+")]


def _read(effects: str, said=()) -> dict:
    result = read_text("t.md", HEAD + effects + "```\n")
    assert [(d.code, d.severity) for d in result.diagnostics] == list(said)
    (ability,) = result.abilities
    return ability_json(ability)


@pytest.mark.parametrize("keys", TIER_KEYS, ids=["tier1", "t1", "tier-space-1", "11-or-lower"])
def test_every_documented_tier_key_is_a_tier(keys):
    said = _read(ROLL.replace("{1}", keys[0]).replace("{2}", keys[1]).replace("{3}", keys[2]))
    assert [[e["amount"] for e in t["effects"]] for t in said["power_roll"]["tiers"]] == [[2], [4], [6]]


# (id, the item, the sections it gives: label and text)
ITEMS = [
    ("nameless", "- Just some effect text.\n", [(None, "Just some effect text.")]),
    ("key-named", "- Effect: You open four holes.\n", [("Effect", "You open four holes.")]),
    ("custom-key", "- Custom Named Effect: effect value\n", [("Custom Named Effect", "effect value")]),
    ("name-and-cost", "- name: Spend\n  cost: 1 Essence\n  effect: You target one more creature.\n",
     [("Spend 1 Essence", "You target one more creature.")]),
    ("crit", ROLL.format("", "tier1", "tier2", "tier3") + "  crit: 6 + R fire damage; the target is burning\n",
     [("Crit", "6 + R fire damage; the target is burning")]),
]


@pytest.mark.parametrize(("item", "sections"), [case[1:] for case in ITEMS], ids=[case[0] for case in ITEMS])
def test_every_documented_effect_item_is_read(item, sections):
    # (a critical result is no tier of the rules, a natural 19 or 20 the third: its section printed, never rolled, and
    # said so, SB016, since the forty-fourth session)
    said = _read(item, [("SB016", "info")] if "crit:" in item else [])
    assert [(s["label"] or None, s["text"]) for s in said["sections"]] == sections


def test_a_feature_granted_by_an_effect_is_an_ability_after_the_one_that_grants_it():
    # an `effects` item's `features:` list (`You gain the following ability.`): it was dropped without a word
    text = ("```ds-feature\nname: Blessed Arms\nfeature_type: trait\neffects:\n"
            "  - effect: You gain the following ability.\n    features:\n"
            "      - name: Holy Strike\n        ability_type: Signature\n        usage: Main action\n"
            "        keywords: [Melee, Strike, Weapon]\n        distance: Melee 1\n        target: One creature\n"
            "        effects:\n          - roll: Power Roll + Might\n            tier1: 2 + M holy damage\n"
            "            tier2: 5 + M holy damage\n            tier3: 7 + M holy damage\n```\n")
    result = read_text("t.md", text)
    assert result.diagnostics == []
    blessed, strike = (ability_json(a) for a in result.abilities)
    assert blessed["name"] == "Blessed Arms" and [s["text"] for s in blessed["sections"]] == [
        "You gain the following ability."]
    assert strike["name"] == "Holy Strike" and strike["signature"] and strike["action"] == "main_action"
    assert [t["effects"][0]["amount"] for t in strike["power_roll"]["tiers"]] == [2, 5, 7]


def test_a_feature_that_says_its_roll_and_effect_twice_reads_them_once():
    # the data-unified front matters repeat a feature's `effects` as `tier1`..`tier3` and `effect:` beside them
    text = ("```ds-feature\nname: Bolt\ntype: Main action\nkeywords: Magic, Ranged, Strike\ndistance: Ranged 10\n"
            "target: One creature\neffect: The target glows.\ntier1: 2 + R fire damage\ntier2: 4 + R fire damage\n"
            "tier3: 6 + R fire damage\neffects:\n" + ROLL.format("", "tier1", "tier2", "tier3")
            + "- name: Effect\n  effect: The target glows.\n```\n")
    result = read_text("t.md", text)
    assert result.diagnostics == []
    said = ability_json(result.abilities[0])
    assert [t["effects"][0]["amount"] for t in said["power_roll"]["tiers"]] == [2, 4, 6]
    assert [s["text"] for s in said["sections"]] == ["The target glows."]
