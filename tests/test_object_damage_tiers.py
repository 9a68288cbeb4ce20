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


@pytest.mark.parametrize("subject", ["each object takes {n} damage", "各物体は {n} ダメージを受ける",
                                     "one object takes {n} damage", "1つの物体は {n} ダメージを受ける"],
                         ids=["each-english", "each-japanese", "one-english", "one-japanese"])
def test_an_ability_that_damages_only_objects_is_measured_by_that_damage(subject):
    """Where no tier damages the targets but objects (an ability that targets objects), the objects' damage is the
    tiers' measure: `20`, `10`, `30` says tier 2 deals less (c9374d43 left it out everywhere: nothing was said)."""
    head = "Shatter\nArea, Magic | Main action\n📏 2 burst | 🎯 Each object in the area\nPower Roll + Might:\n"
    text = head + "".join(f"{rng}: {subject.format(n=n)}\n" for rng, n in (("≤11", 20), ("12-16", 10), ("17+", 30)))
    said = [d for d in read_text("o.ability", text).diagnostics if d.code == "SB131"]
    assert len(said) == 1 and "(10)" in said[0].text("en") and "(20)" in said[0].text("en")
    rising = text.replace(subject.format(n=10), subject.format(n=25))
    assert not [d for d in read_text("o.ability", rising).diagnostics if d.code == "SB131"]
