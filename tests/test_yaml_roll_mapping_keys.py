"""The keys of a YAML `power_roll:` mapping as an author may write them, read as their lower-case twins are: `Tier1`,
full-width `ティア１`, `効果:`/`Effect:` beside the tiers, and `tiers:` given as a list of the three tiers in order. Each
was SB017 (and SB121: no tiers) though the same keys written flat, or in lower case, were read. Homebrew written for
these tests (the review of the merge of dsyaml)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

TIERS = {"en": ("2 damage", "5 damage", "7 damage"), "ja": ("2 ダメージ", "5 ダメージ", "7 ダメージ")}
KEYS = {"capital": ("Tier1", "Tier2", "Tier3"), "fullwidth": ("ティア１", "ティア２", "ティア３"),
        "lower": ("tier1", "tier2", "tier3")}


def read(text: str):
    result = read_text("a.yaml", text)
    (ability,) = result.abilities
    return ability_json(ability), [d.code for d in result.diagnostics]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("keys", ["capital", "fullwidth", "lower"])
@pytest.mark.parametrize("effect", ["effect", "Effect", "効果"])
def test_tier_and_effect_keys_of_a_roll_mapping_are_read_however_written(lang, keys, effect):
    said = "何か起きる。" if lang == "ja" else "Something happens."
    text = ("name: X\npower_roll:\n  formula: + 2\n"
            + "".join(f"  {key}: {tier}\n" for key, tier in zip(KEYS[keys], TIERS[lang])) + f"  {effect}: {said}\n")
    ability, codes = read(text)
    assert len(ability["power_roll"]["tiers"]) == 3 and "SB017" not in codes and "SB121" not in codes
    assert [s["text"] for s in ability["sections"]] == [said]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tiers_given_as_a_list_are_the_three_tiers_in_order(lang):
    text = "name: X\npower_roll:\n  formula: + 2\n  tiers:\n" + "".join(f"    - {tier}\n" for tier in TIERS[lang])
    ability, codes = read(text)
    assert len(ability["power_roll"]["tiers"]) == 3 and codes == []
    flat = "name: X\npower_roll:\n  formula: + 2\n  tiers:\n" + "".join(
        f"    {key}: {tier}\n" for key, tier in zip(KEYS["lower"], TIERS[lang]))
    assert ability == read(flat)[0]


def test_a_list_of_other_than_three_tiers_is_still_said():
    text = "name: X\npower_roll:\n  formula: + 2\n  tiers:\n    - 2 damage\n    - 5 damage\n"
    ability, codes = read(text)
    assert "SB017" in codes or "SB014" in codes


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("keys", [("Tier 1", "Tier 2", "Tier 3"), ("ティア１", "ティア２", "ティア３")])
def test_flat_tier_keys_with_a_space_or_full_width_are_tiers(lang, keys):
    """`Tier 1:` (a capital and a space) was a section (SB121), so `convert` refused and the card did not read back."""
    text = "name: X\nroll: Power Roll + 2\n" + "".join(f"{key}: {tier}\n" for key, tier in zip(keys, TIERS[lang]))
    ability, codes = read(text)
    assert len(ability["power_roll"]["tiers"]) == 3 and ability["sections"] == [] and "SB121" not in codes


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_keys_of_no_tier_are_said_ten_times_then_counted(lang):
    """10,000 `tierN:` keys were 10,000 SB016 warnings; SB013 says ten stray NULs and counts the rest."""
    text = "name: X\nroll: Power Roll + 2\n" + "".join(f"tier{n}: {TIERS[lang][0]}\n" for n in range(1, 61))
    result = read_text("a.yaml", text)
    said = [d for d in result.diagnostics if d.code == "SB016"]
    assert len(said) == 11 and "46" in said[-1].message.render(lang) and "tier14" in said[-1].message.render(lang)
    (ability,) = result.abilities
    assert len(ability_json(ability)["sections"]) == 57  # (each key's text still kept, none lost)


@pytest.mark.slow
def test_ten_thousand_keys_of_no_tier_are_eleven_warnings():
    text = "name: X\nroll: Power Roll + 2\n" + "".join(f"tier{n}: 2 damage\n" for n in range(1, 10_001))
    said = [d for d in read_text("a.yaml", text).diagnostics if d.code == "SB016"]
    assert len(said) == 11 and "9,986" in said[-1].message.render("en")


@pytest.mark.parametrize("lang, key", [("en", "Power Roll"), ("en", "power roll"), ("ja", "パワーロール")])
def test_a_power_roll_key_written_as_its_label_gives_the_bonus(lang, key):
    """`Power Roll: + 2` was SB014 (`+ 2` no text) and the bonus lost, where `power_roll: + 2` gives it."""
    text = f"name: X\n{key}: + 2\n" + "".join(f"tier{n}: {tier}\n" for n, tier in enumerate(TIERS[lang], start=1))
    ability, codes = read(text)
    assert ability["power_roll"]["bonus"] == 2 and "SB014" not in codes
