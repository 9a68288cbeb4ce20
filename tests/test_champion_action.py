"""A summoner's champion's action (their book's Gravemaker: `| **Area, Magic, Ranged** | **Champion Action** |`)
was SB106, an unknown action type with `Main action` offered in its place. It is an action type of the book's
(`action_types.champion_action`, チャンピオン・アクション). Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text


def _ability(action: str):
    text = f"Test Grave\nArea, Magic, Ranged | {action}\n📏 3 burst | 🎯 Each enemy in the area\nEffect: 9 holy damage.\n"
    result = read_text("t.ability", text)
    (ability,) = result.abilities
    return ability.action, [d.code for d in result.diagnostics]


@pytest.mark.parametrize(("written", "action", "codes"), [
    ("Champion Action", "champion_action", []),
    ("Champion action", "champion_action", []),
    ("チャンピオン・アクション", "champion_action", []),
    ("Main action", "main_action", []),
    ("Champoin action", None, ["SB106"]),
], ids=["title-case", "sentence-case", "ja", "main", "misspelt"])
def test_the_champion_action(written, action, codes):
    assert _ability(written) == (action, codes)
