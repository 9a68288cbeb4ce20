"""What a card prints in a name's parentheses and in a statblock's first row, in one language and one order: a
retainer's `(Encounter)` is `(エンカウント)` on a Japanese card (seed 000's word, エンカウント; was printed in English),
and read back from it; a YAML or JSON statblock's organization, a field of its own, is said before the role as a
Markdown table's `Solo Brute` says it (was after the EV: `Level 3 · Brute · EV 40 · Solo`)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.statblock_views import statblock_view
from statblock.rulesets.draw_steel.serialize import ability_json
from statblock.rulesets.draw_steel.wording import Wording

from builders import compile_one


@pytest.mark.parametrize("tag", ["Encounter", "エンカウント"])
def test_an_encounter_tag_is_said_in_the_cards_language(tag):
    ability, diagnostics = compile_one(f"Shove Hard ({tag})\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n"
                                       "Effect: The target is pushed 2 squares.\n")
    assert diagnostics == []
    assert (Wording("en").cost(ability), Wording("ja").cost(ability)) == ("Encounter", "エンカウント")


def test_an_encounter_tag_written_in_japanese_is_the_same_in_the_json():
    markdown = ("> 🗡 **Shove Hard ({tag})**\n>\n> | **Melee, Strike** | **Main action** |\n> |---|---:|\n"
                "> | **📏 Melee 1** | **🎯 One creature** |\n>\n> **Effect:** The target is pushed 2 squares.\n")
    english, japanese = (ability_json(read_text("r.md", markdown.format(tag=tag)).abilities[0])
                         for tag in ("Encounter", "エンカウント"))
    assert english["tag"] == japanese["tag"] == "Encounter"
    assert japanese["written"]["tag"] == "エンカウント"  # (as written, kept)


_YAML = """\
type: statblock
name: Test Brute
level: 3
roles: [Brute]
organization: Solo
ev: "40"
ancestry: [Humanoid]
stamina: "120"
speed: 5
size: 1M
stability: 2
free_strike: 5
might: 3
agility: 1
reason: 0
intuition: 0
presence: 1
"""

_MARKDOWN = """\
###### Test Brute

| Humanoid | - | Level 3 | Solo Brute | EV 40 |
|:---:|:---:|:---:|:---:|:---:|
| **1M**<br/> Size | **5**<br/> Speed | **120**<br/> Stamina | **2**<br/> Stability | **5**<br/> Free Strike |
| **-**<br/> Immunity | **-**<br/> Movement | - | **-**<br/> With Captain | **-**<br/> Weaknesses |
| **Might +3** | **Agility +1** | **Reason 0** | **Intuition 0** | **Presence +1** |
"""


@pytest.mark.parametrize("lang, row", [("en", "Level 3 · Solo Brute · EV 40"), ("ja", "レベル 3 · ソロ ブルート · EV 40")])
def test_the_organization_is_said_before_the_role_in_either_format(lang, row):
    rows = [statblock_view(read_text(path, text).statblocks[0], lang).sections[0].paragraphs[0]
            for path, text in (("brute.yaml", _YAML), ("brute.md", _MARKDOWN))]
    assert rows == [row, row]


def test_an_organization_with_no_role_is_before_the_ev():
    text = _YAML.replace("roles: [Brute]\n", "").replace("Solo", "Minion")
    assert statblock_view(read_text("m.yaml", text).statblocks[0]).sections[0].paragraphs[0] == "Level 3 · Minion · EV 40"


@pytest.mark.parametrize("lang, row", [("en", "Level 3 · Minion Brute · EV 40"), ("ja", "レベル 3 · ミニオン ブルート · EV 40")])
def test_an_organization_the_role_says_already_is_said_once(lang, row):
    """`organization: Minion` beside `roles: [Minion Brute]`: the organization once (was `Minion Minion Brute`)."""
    text = _YAML.replace("[Brute]", "[Minion Brute]").replace("Solo", "Minion")
    assert statblock_view(read_text("m.yaml", text).statblocks[0], lang).sections[0].paragraphs[0] == row
