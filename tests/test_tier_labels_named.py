"""Tier labels named in words, as the rules' prose names tiers (`Tier 1:`, `ティア 1 (11以下):` as seed
000 writes it, `11 or lower:`): they were sections named `Tier 1`, under a power roll left with no
tiers and no diagnostic."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text


def _read(labels: tuple[str, str, str], header: str = "Power Roll + Might:"):
    lines = "\n".join(f"{label} {amount} damage" for label, amount in zip(labels, (2, 4, 6)))
    result = read_text("a.ability", f"Bash\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n{header}\n{lines}\n")
    (ability,) = result.abilities
    return ability, result.diagnostics


NAMED = [
    ("Tier 1:", "Tier 2:", "Tier 3:"),
    ("tier 1:", "tier 2:", "tier 3:"),
    ("ティア1:", "ティア2:", "ティア3:"),
    ("ティア１：", "ティア２：", "ティア３："),
    ("ティア 1 (11以下):", "ティア 2 (12-16):", "ティア 3 (17以上):"),   # seed 000's own words
    ("Tier 1 (≤11):", "Tier 2 (12–16):", "Tier 3 (17+):"),
    ("11 or lower:", "12-16:", "17 or higher:"),
    ("11 or lower:", "12 to 16:", "17 or higher:"),
    ("11 or less:", "12-16:", "17 or more:"),
    ("- Tier 1:", "- Tier 2:", "- Tier 3:"),
    # tier 3 written as tier 1 is (`<=11`): `>=17` was no label, so its line was joined to tier 2's, which lost
    # its damage to text, and only SB121 said `missing 17+`
    ("<=11:", "12-16:", ">=17:"), ("≤11:", "12-16:", "≥17:"), ("＜＝１１：", "１２－１６：", "＞＝１７："),
    # in Markdown bold, as the Steel Compendium writes them (frontends/bold_labels.py; they were left unread, SB121)
    ("**≤11:**", "**12-16:**", "**17+:**"), ("- **Tier 1:**", "- **Tier 2:**", "- **Tier 3:**"),
]


@pytest.mark.parametrize("labels", NAMED, ids=[" ".join(n) for n in NAMED])
def test_a_tier_named_in_words_is_a_tier(labels):
    ability, diagnostics = _read(labels)
    assert not diagnostics, [d.render() for d in diagnostics]
    assert [t.number for t in ability.power_roll.tiers] == [1, 2, 3]
    assert [t.effects[0].amount for t in ability.power_roll.tiers] == [2, 4, 6]
    assert not ability.sections


def test_a_tier_named_with_another_tiers_range_is_an_error():
    _, diagnostics = _read(("Tier 1 (≤11):", "Tier 2 (17+):", "Tier 3:"))
    assert [d.code for d in diagnostics] == ["SB120", "SB121"]


@pytest.mark.parametrize("labels", [("Tier one:", "Tier two:", "Tier three:"), ("**Low:**", "**Middle:**", "**High:**")])
def test_a_power_roll_with_no_tier_line_read_is_an_error(labels):
    """The header's tiers were all missing and nothing said so (`roll` had nothing to roll)."""
    _, diagnostics = _read(labels)
    assert "SB121" in [d.code for d in diagnostics]


def test_a_sentence_that_starts_with_a_tier_is_no_tier_line():
    text = ("Bash\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
            "≤11: 2 damage\n12-16: 4 damage\n17+: 6 damage\nEffect: The target is marked.\nTier 3 targets are also dazed.\n")
    result = read_text("a.ability", text)
    (ability,) = result.abilities
    assert not result.diagnostics
    assert ability.sections[0].text.endswith("Tier 3 targets are also dazed.")


def test_a_range_is_the_tier_its_numbers_fall_in():
    """`1-11` and `17-20` are tiers 1 and 3 written as ranges: SB120 names the label to write for each (they
    were both taken for tier 2, with `tier 2 covers 12-16, not 1-11` and `missing ≤11, 17+`)."""
    ability, diagnostics = _read(("1-11:", "12-16:", "17-20:"))
    assert [t.number for t in ability.power_roll.tiers] == [1, 2, 3]
    assert [(d.code, d.message.render("en")) for d in diagnostics] == [
        ("SB120", "tier 1 covers ≤11, not `1-11`"), ("SB120", "tier 3 covers 17+, not `17-20`")]


@pytest.mark.parametrize("labels", [("≤11 –", "12-16 –", "17+ –"), ("≤11 -", "12–16 -", "17+ —")])
def test_a_dash_after_a_tier_label_stands_for_its_colon(labels):
    # `≤11 – 3 + M damage`: the dash was read as the clause's first word, every tier kept as text with no word
    ability, diagnostics = _read(labels)
    assert not diagnostics, [d.render() for d in diagnostics]
    assert [t.effects[0].amount for t in ability.power_roll.tiers] == [2, 4, 6]


def test_a_minus_sign_after_a_tier_label_is_still_a_negative_number():
    _, diagnostics = _read(("≤11 -2 damage;", "12-16:", "17+:"))
    assert "SB113" in [d.code for d in diagnostics]
