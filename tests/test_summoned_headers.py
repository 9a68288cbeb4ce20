"""The header and immunities of a summoned creature's statblock, as the Summoner's book writes them:
`| Undead | - | - | Signature Minion Harrier | 1 essence per minion summoned |` and `**Sonic R**<br>Immunity`.

`Signature` was read as a role (`["Signature", "harrier"]`): it says what kind of minion the creature is (a
summoner's signature minion), a qualifier of the organization (`qualifiers`, added to the JSON where there is
one). `Sonic R` was one immunity of a type `Sonic R` with no value: it is sonic immunity of the summoner's Reason
(`characteristic`, added to the entry where there is one). `Elemental (Earth, Fire, Void)` was three ancestries
cut at the commas in its brackets. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.statblock_views import statblock_view
from statblock.rulesets.draw_steel.serialize import statblock_json

FRONT = "---\nname: Test Wisp\ntype: statblock\n---\n\n"
ROWS = ("| {ancestry} | - | - | {roles} | 1 essence per minion summoned |\n|:-:|:-:|:-:|:-:|:-:|\n"
        "| **1T**<br>Size | **5**<br>Speed | **2**<br>Stamina | **0**<br>Stability | **1**<br>Free Strike |\n"
        "| **{immunity}**<br>Immunity | **Fly**<br>Movement | - | **{weakness}**<br>Weakness | "
        "**Sonic**<br>Free Strike Damage Type |\n"
        "| **-2**<br>Might | **+1**<br>Agility | **+2**<br>Reason | **0**<br>Intuition | **0**<br>Presence |\n")
TRAIT = "\n> ⭐️ **Test Glow**\n>\n> The wisp glows.\n"


def _wisp(roles="Minion Harrier", immunity="—", weakness="—", ancestry="Elemental (Air)"):
    result = read_text("wisp.md", FRONT + ROWS.format(roles=roles, immunity=immunity, weakness=weakness,
                                                      ancestry=ancestry) + TRAIT)
    (wisp,) = result.statblocks
    return statblock_json(wisp), [d.code for d in result.diagnostics]


# (id, roles as written, organization, roles, qualifiers: None for no key)
HEADERS = [
    ("signature-minion", "Signature Minion Harrier", "minion", ["harrier"], ["signature"]),
    ("plain-minion", "Minion Harrier", "minion", ["harrier"], None),
    ("lower-case", "signature minion artillery", "minion", ["artillery"], ["signature"]),
    ("own-role", "Signature Minion Harier", "minion", ["Harier"], ["signature"]),
    ("champion", "Champion", "champion", [], None),
]


@pytest.mark.parametrize(("written", "organization", "roles", "qualifiers"), [h[1:] for h in HEADERS],
                         ids=[h[0] for h in HEADERS])
def test_signature_is_a_qualifier_of_the_organization_and_no_role(written, organization, roles, qualifiers):
    said, codes = _wisp(roles=written)
    assert (said["organization"], said["roles"], said.get("qualifiers")) == (organization, roles, qualifiers)
    assert said["fields"]["roles"] == written and codes == []


_NATIVE = ("試験の風 (ステータスブロック)\n役割：{roles}\n"
           "サイズ：1S | 速度：５ | スタミナ：２ | 安定性：0 | フリー・ストライク：1\n"
           "耐性：{immunity}\n筋力：−2 | 敏捷力：＋2 | 知力：0 | 判断力：0 | 魅力：＋1\n")


def _native(roles="ミニオン・ハリアー", immunity="-"):
    (block,) = read_text("wind.ability", _NATIVE.format(roles=roles, immunity=immunity)).statblocks
    return block


@pytest.mark.parametrize(("written", "roles", "qualifiers"), [
    ("シグネチャー・ミニオン・ハリアー", ("harrier",), ("signature",)),
    ("シグネチャー ミニオン ハリアー", ("harrier",), ("signature",)),
    ("シグネチャー・ミニオン・ハーリヤー", ("ハーリヤー",), ("signature",)),
    ("ミニオン・ハリアー", ("harrier",), ()),
], ids=["nakaguro", "spaced", "own-role", "no-qualifier"])
def test_a_japanese_signature_minion(written, roles, qualifiers):
    block = _native(roles=written)
    assert (block.organization, block.roles, block.qualifiers) == ("minion", roles, qualifiers)


def test_a_card_prints_the_qualifier_in_its_language():
    block = _native(roles="シグネチャー・ミニオン・ハリアー")
    assert statblock_view(block, "en").sections[0].paragraphs[0].startswith("Signature Minion Harrier")


# (id, immunity as written, the entries read)
IMMUNITIES = [
    ("letter", "Sonic R", [{"type": "sonic", "value": None, "characteristic": "reason"}]),
    ("two-letters", "Corruption R, Poison R", [{"type": "corruption", "value": None, "characteristic": "reason"},
                                               {"type": "poison", "value": None, "characteristic": "reason"}]),
    ("number-plus-letter", "Fire 2 + R", [{"type": "fire", "value": 2, "characteristic": "reason"}]),
    ("letter-plus-number", "Fire R + 2", [{"type": "fire", "value": 2, "characteristic": "reason"}]),
    ("every-type", "Damage M", [{"type": None, "value": None, "characteristic": "might"}]),
    ("number", "Poison 5", [{"type": "poison", "value": 5}]),
    ("type-alone", "Psychic", [{"type": "psychic", "value": None}]),
    ("not-a-characteristic", "Fire Q", [{"type": "Fire Q", "value": None}]),
    ("lower-case-letter", "Fire r", [{"type": "Fire r", "value": None}]),
]


@pytest.mark.parametrize(("written", "entries"), [i[1:] for i in IMMUNITIES], ids=[i[0] for i in IMMUNITIES])
def test_an_immunity_whose_value_is_a_characteristic(written, entries):
    said, codes = _wisp(immunity=written, weakness=written)
    assert said["immunities"] == entries and said["weaknesses"] == entries
    assert said["fields"]["immunity"] == written and codes == []


@pytest.mark.parametrize(("written", "entries"), [
    ("音波 R", [{"type": "sonic", "value": None, "characteristic": "reason"}]),
    ("音波 Ｒ", [{"type": "sonic", "value": None, "characteristic": "reason"}]),
    ("毒 ２ ＋ Ｒ", [{"type": "poison", "value": 2, "characteristic": "reason"}]),
], ids=["letter", "full-width-letter", "full-width-sum"])
def test_a_japanese_immunity_whose_value_is_a_characteristic(written, entries):
    block = _native(immunity=written)
    assert statblock_json(block)["immunities"] == entries


@pytest.mark.parametrize(("written", "ancestry"), [
    ("Elemental (Earth, Fire, Void)", ["Elemental (Earth, Fire, Void)"]),
    ("Elemental (Air), Fey", ["Elemental (Air)", "Fey"]),
    ("Fey, Hag", ["Fey", "Hag"]),
], ids=["commas-in-brackets", "brackets-then-comma", "plain"])
def test_a_comma_in_brackets_does_not_cut_an_ancestry(written, ancestry):
    said, _ = _wisp(ancestry=written)
    assert said["ancestry"] == ancestry


@pytest.mark.parametrize(("roles", "cost", "codes"), [
    ("Signature Minion Harrier", "-", []),
    ("Signature Minion Harrier", "1 essence per minion summoned", []),
    ("Minion Harrier", "-", ["SB170"]),
], ids=["signature-no-cost", "signature-cost", "plain-no-cost"])
def test_a_signature_minion_has_its_summoners_level(roles, cost, codes):
    """A signature minion (a retainer's is written with `-` where a cost stands) has no level of its own, as one
    summoned at a cost has none: SB170 (an error) said it had none (seen on the Summoner's book, 2026-12-04); a
    minion that says neither still needs its level."""
    text = FRONT + ROWS.replace("1 essence per minion summoned", cost).format(
        roles=roles, immunity="—", weakness="—", ancestry="Abyssal") + TRAIT
    assert [d.code for d in read_text("wisp.md", text).diagnostics] == codes
