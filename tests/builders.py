"""Small builders for test inputs: one ability around a tier line, in each input format."""

from __future__ import annotations

from statblock.diagnostics import Severity

FILLER_TIERS = ("1 damage", "2 damage")


def native_ability(tier1: str, *, name: str = "Test Ability", header: str = "",
                   roll: str = "Power Roll + Might:", after: str = "") -> str:
    """A native `.ability` block whose tier 1 line is `tier1`.

    `header` goes between the name and the power roll (keywords, distance ...);
    `after` follows the tier lines (sections).
    """
    lines = [name]
    if header:
        lines.append(header.rstrip("\n"))
    lines += [roll, f"≤11: {tier1}", f"12-16: {FILLER_TIERS[0]}", f"17+: {FILLER_TIERS[1]}"]
    if after:
        lines.append(after.rstrip("\n"))
    return "\n".join(lines) + "\n"


def markdown_ability(tier1: str, *, name: str = "Test Ability") -> str:
    """A Steel Compendium hero ability file whose tier 1 list item is `tier1`."""
    return (
        f"###### {name}\n"
        "\n"
        "*A flavor line.*\n"
        "\n"
        "| **Melee, Strike, Weapon** |     **Main action** |\n"
        "| ------------------------- | ------------------: |\n"
        "| **📏 Melee 1**            | **🎯 One creature** |\n"
        "\n"
        "**Power Roll + Might:**\n"
        "\n"
        f"- **≤11:** {tier1}\n"
        f"- **12-16:** {FILLER_TIERS[0]}\n"
        f"- **17+:** {FILLER_TIERS[1]}\n"
    )


def errors(diagnostics) -> list:
    return [d for d in diagnostics if d.severity is Severity.ERROR]
