"""A monster's statblock in YAML under its table's labels (`Name: Goblin Sniper`, `Stamina: 3`, `Free Strike: 2`, and
in Japanese `名前:`, `スタミナ:`, `フリー・ストライク:`) was read as an ability named after the monster, its statistics
printed as sections (`Roles:`, `EV:`), no statblock. It is read as the statblock the same keys in lower case give,
its abilities (`Abilities:`) as its abilities, and a label of the author's own (`Lair:`, `備考:`) kept as a field of
the statblock, as the Markdown table keeps one. Homebrew written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json, statblock_json

STATS = {"en": ("Name: Goblin Sniper\nLevel: 1\nRoles: [Minion Artillery]\nAncestry: [Goblin, Humanoid]\n"
                "EV: 3 for four minions\nStamina: 3\nSpeed: 5\nSize: 1S\nStability: 0\nFree Strike: 2\n"
                "With Captain: +5 bonus to ranged distance\nMight: -2\nAgility: 2\nReason: 0\nIntuition: 0\n"
                "Presence: -1\n"),
         "ja": ("名前: ゴブリン狙撃手\nレベル: 1\n役割: [Minion Artillery]\n祖先: [ゴブリン, 人型生物]\n"
                "EV: 3 for four minions\nスタミナ: 3\n速度: 5\nサイズ: 1S\n安定性: 0\nフリー・ストライク: 2\n"
                "キャプテン同伴: 遠距離の距離 +5\n筋力: -2\n敏捷力: 2\n知力: 0\n判断力: 0\n魅力: -1\n")}
LOWER = {"Name": "name", "Level": "level", "Roles": "roles", "Ancestry": "ancestry", "EV": "ev", "Stamina": "stamina",
         "Speed": "speed", "Size": "size", "Stability": "stability", "Free Strike": "free_strike",
         "With Captain": "with_captain", "Might": "might", "Agility": "agility", "Reason": "reason",
         "Intuition": "intuition", "Presence": "presence", "名前": "name", "レベル": "level", "役割": "roles",
         "祖先": "ancestry", "スタミナ": "stamina", "速度": "speed", "サイズ": "size", "安定性": "stability",
         "フリー・ストライク": "free_strike", "キャプテン同伴": "with_captain", "筋力": "might", "敏捷力": "agility",
         "知力": "reason", "判断力": "intuition", "魅力": "presence"}


def lowered(text: str) -> str:
    return "".join(LOWER.get(line.split(":")[0], line.split(":")[0]) + ":" + line.split(":", 1)[1] + "\n"
                   for line in text.splitlines())


def block(text: str) -> dict:
    said = statblock_json(read_text("m.yaml", text).statblocks[0])
    return {k: v for k, v in said.items() if k not in ("line", "column", "fields")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_statblock_under_its_labels_is_the_statblock(lang):
    result = read_text("m.yaml", STATS[lang])
    assert result.abilities == [] and result.diagnostics == []
    assert block(STATS[lang]) == block(lowered(STATS[lang]))
    said = block(STATS[lang])
    assert (said["stamina"], said["free_strike"], said["organization"], said["roles"]) == (3, 2, "minion", ["artillery"])


@pytest.mark.parametrize("lang, key, own", [("en", "Lair", "A sunken hut."), ("ja", "備考", "チーズが好き。")])
def test_a_label_of_the_authors_own_is_a_field_of_the_statblock(lang, key, own):
    (read,) = read_text("m.yaml", STATS[lang] + f"{key}: {own}\n").statblocks
    assert read.fields[key] == own


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_its_abilities_are_read_as_its_abilities(lang):
    text = STATS[lang] + ("Abilities:\n  - Name: Bow\n    Keywords: [Ranged, Strike, Weapon]\n    Type: Main action\n"
                          "    Distance: Ranged 10\n    Target: One creature\n    Roll: Power Roll + 2\n"
                          "    Tier1: 2 damage\n    Tier2: 4 damage\n    Tier3: 5 damage\n")
    result = read_text("m.yaml", text)
    (bow,) = result.abilities
    assert bow.name == "Bow" and len(ability_json(bow)["power_roll"]["tiers"]) == 3
    (sniper,) = result.statblocks
    assert sniper.features == ("Bow",) and result.diagnostics == []


def test_an_ability_under_capital_keys_stays_an_ability():
    """A feature's `Name:` with its `Keywords:` and `Level:` (a hero's feature) is no statblock."""
    text = "Name: Fire Lash\nKeywords: [Magic, Ranged]\nLevel: 2\nDistance: Ranged 10\nEffect: The lash burns.\n"
    result = read_text("a.yaml", text)
    assert [a.name for a in result.abilities] == ["Fire Lash"] and result.statblocks == []


def test_a_japanese_ability_under_its_labels_stays_an_ability():
    text = "名前: 炎の鞭\nキーワード: [魔法, 遠距離]\nレベル: 2\n距離: 遠距離 10\n効果: 鞭が燃える。\n"
    result = read_text("a.yaml", text)
    assert [a.name for a in result.abilities] == ["炎の鞭"] and result.statblocks == []
