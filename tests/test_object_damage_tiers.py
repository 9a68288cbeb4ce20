"""SB131 (a tier deals less damage than the one below) measures a tier by its damage to the targets: damage said of
objects, narrowed or not (`each object takes 20 damage`, `1つの物体は 20 ダメージを受ける`), is no part of it. It was
counted in (`tier 2 deals less damage (4) than tier 1 (23)`) where the objects were named alone; the objects in the
area were already left out. Damage said of the targets, or of enemies, still counts."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text

HEADER = "Blast\nArea, Magic | Main action\n📏 2 burst | 🎯 Each enemy in the area\nPower Roll + Might:\n"


def _codes(first_tier: str) -> list[str]:
    text = HEADER + f"≤11: 3 damage; {first_tier}\n12-16: 4 damage\n17+: 6 damage\n"
    return [d.code for d in read_text("b.ability", text).diagnostics]


@pytest.mark.parametrize("said", [
    "each object takes 20 damage", "one object takes 20 damage", "each unattended object takes 20 damage",
    "各物体は 20 ダメージを受ける", "1つの物体は 20 ダメージを受ける", "持ち主のいない各物体は 20 ダメージを受ける"])
def test_damage_to_objects_is_no_part_of_a_tiers_damage(said):
    assert "SB131" not in _codes(said)


@pytest.mark.parametrize("said", ["each enemy takes 20 damage", "各敵は 20 ダメージを受ける", "20 damage"])
def test_damage_to_the_targets_still_counts(said):
    assert "SB131" in _codes(said)
