"""A YAML statblock's own keys beside its statistics, in English and Japanese, written with capitals or in lower case:
its lists of abilities (`Abilities:`, `アビリティ:`, `特性:`, `Villain Actions:`, `ヴィラン・アクション:`) read as its
abilities, a list of words under a label of the author's own (`Notes:`, `備考:`) kept as a field, any other key no
part reads said (SB014), never dropped with no word; a statblock that gives no EV is still read as one; a terrain
object's or a malice group's capitalised keys read as their lower-case twins are. Homebrew written for these tests
(the review of the merge of dsyaml found each dropped or printed twice)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text

HEAD = {"en": "Name: Goblin\nEV: 3\nStamina: 3\nMight: 1\n", "ja": "名前: ゴブリン\nスタミナ: 3\n筋力: 1\n",
        "lower": "name: Goblin\nev: 3\nstamina: 3\nmight: 1\n"}
ITEM = {"en": "  - Name: Bow\n    Effect: It shoots.\n", "ja": "  - 名前: 弓\n    効果: 矢を放つ。\n",
        "lower": "  - name: Bow\n    effect: It shoots.\n"}


def codes(result, code="SB014") -> list[str]:
    return [d.message for d in result.diagnostics if d.code == code]


@pytest.mark.parametrize("lang, key", [("en", "Abilities"), ("en", "Traits"), ("en", "Villain Actions"),
                                       ("ja", "アビリティ"), ("ja", "特性"), ("ja", "特徴"), ("ja", "ヴィラン・アクション"),
                                       ("lower", "villain_actions"), ("lower", "abilities")])
def test_a_list_of_abilities_is_read_as_the_statblocks_abilities(lang, key):
    result = read_text("m.yaml", HEAD[lang] + f"{key}:\n" + ITEM[lang])
    (ability,) = result.abilities
    assert ability.name in ("Bow", "弓")
    (block,) = result.statblocks
    assert block.features == (ability.name,) and codes(result) == []


@pytest.mark.parametrize("lang, key, words", [("en", "Notes", "Cheese."), ("ja", "備考", "チーズが好き。")])
def test_a_list_of_words_under_an_own_label_is_a_field(lang, key, words):
    result = read_text("m.yaml", HEAD[lang] + f"{key}:\n  - {words}\n  - {words}\n")
    (block,) = result.statblocks
    assert block.fields[key] == f"{words}, {words}" and codes(result) == []


@pytest.mark.parametrize("lang, key", [("en", "Tactics"), ("ja", "戦術"), ("lower", "tactics")])
def test_any_other_key_of_a_statblock_no_part_reads_is_said(lang, key):
    text = HEAD[lang] + f"{key}:\n  - Plan: {{Turn: 1}}\n"
    said = codes(read_text("m.yaml", text))
    assert len(said) == 1 and f"`{key}`" in said[0]
    said = codes(read_text("m.yaml", HEAD[lang] + f"{key}:\n  Round: 2\n"))
    assert len(said) == 1 and f"`{key}`" in said[0]


@pytest.mark.parametrize("lang", ["en", "ja", "lower"])
def test_a_statblock_with_no_ev_is_a_statblock(lang):
    head = "".join(line + "\n" for line in HEAD[lang].splitlines() if not line.lower().startswith("ev:"))
    if lang == "ja":
        head = head.replace("スタミナ: 3\n", "")  # (no スタミナ either: its characteristic says it is a monster's)
    result = read_text("m.yaml", head + {"en": "Abilities:\n", "ja": "アビリティ:\n", "lower": "abilities:\n"}[lang]
                       + ITEM[lang])
    (block,) = result.statblocks
    assert block.kind == "statblock" and block.fields["might"].lstrip("+") == "1" and codes(result) == []


@pytest.mark.parametrize("text", ["Name: Spike Trap\nLevel: 1\nEV: 2\nStamina: 6\nDeactivate: Disarmed.\n",
                                  "name: Spike Trap\nlevel: 1\nev: 2\nstamina: 6\ndeactivate: Disarmed.\n",
                                  "名前: スパイク・トラップ\nレベル: 1\nEV: 2\nスタミナ: 6\n解除: 罠を外せる。\n"])
def test_a_terrain_objects_statistics_are_not_said_unread(text):
    result = read_text("t.yaml", text)
    (block,) = result.statblocks
    assert block.kind == "dynamic_terrain" and block.fields["stamina"] == "6"
    assert codes(result) == []


@pytest.mark.parametrize("text", [
    "Name: Goblin Malice\nType: featureblock\nFeatures:\n  - Name: Scurry\n    Cost: 3 Malice\n"
    "    Effect: Each goblin shifts 2 squares.\n",
    "名前: ゴブリンの悪意\ntype: featureblock\n特徴:\n  - 名前: 逃げ足\n    コスト: 3 悪意\n"
    "    効果: 各ゴブリンは2マスシフトする。\n"])
def test_a_capitalised_malice_group_reads_its_features(text):
    result = read_text("g.yaml", text)
    (feature,) = result.abilities
    (group,) = result.statblocks
    assert group.kind == "malice_features" and group.features == (feature.name,)
    assert codes(result) == [] and codes(result, "SB106") == []


@pytest.mark.parametrize("lang, key, said", [("en", "Villain Actions", "Villain action"),
                                             ("lower", "villain_actions", "Villain action"),
                                             ("ja", "ヴィラン・アクション", "ヴィラン・アクション")])
def test_an_ability_under_villain_actions_is_a_villain_action(lang, key, said):
    """What the list says of its items (a villain action) is no longer lost; an item's own action is its own."""
    result = read_text("m.yaml", HEAD[lang] + f"{key}:\n" + ITEM[lang])
    (ability,) = result.abilities
    assert ability.action.startswith("villain_action")
    own = ITEM[lang].replace("\n    ", "\n    usage: Maneuver\n    ", 1)
    (ability,) = read_text("m.yaml", HEAD[lang] + f"{key}:\n" + own).abilities
    assert ability.action == "maneuver"
