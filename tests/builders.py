"""Small builders for test inputs: one ability around a tier line, in each input format."""

from __future__ import annotations

from typing import Callable

import attrs

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


# ---- one ability, every input format ---------------------------------------------------------------

TIERS = ("1 damage", "2 damage", "3 damage")
LABELS = ("≤11", "12-16", "17+")


@attrs.frozen
class Parts:
    """What an ability says, independent of the format it is written in."""

    name: str = "Test"
    cost: str | None = None
    keywords: tuple[str, ...] = ("Magic", "Melee", "Strike")
    action: str = "Main action"
    roll: str = "Might"
    tiers: tuple[str, ...] = TIERS
    labels: tuple[str, ...] = LABELS


# ---- the same ability in every format ----------------------------------------------------------


def native(p: Parts) -> str:
    name = f"{p.name} ({p.cost})" if p.cost else p.name
    lines = [name, f"{', '.join(p.keywords)} | {p.action}", "📏 Melee 1 | 🎯 One creature",
             f"Power Roll + {p.roll}:"]
    lines += [f"{label}: {text}" for label, text in zip(p.labels, p.tiers)]
    return "\n".join(lines) + "\n"


FRONT_MATTER = "---\nclass: censor\nkeywords:\n  - Magic\nlevel: 1\n---\n\n"


def md_hero(p: Parts) -> str:
    name = f"{p.name} ({p.cost})" if p.cost else p.name
    tiers = "".join(f"- **{label}:** {text}\n" for label, text in zip(p.labels, p.tiers))
    return (FRONT_MATTER + f"###### {name}\n\n*Flavor.*\n\n"
            f"| **{', '.join(p.keywords)}** | **{p.action}** |\n"
            "| --- | ---: |\n"
            "| **📏 Melee 1** | **🎯 One creature** |\n\n"
            f"**Power Roll + {p.roll}:**\n\n" + tiers)


def md_quote(p: Parts) -> str:
    name = f"{p.name} ({p.cost})" if p.cost else p.name
    tiers = "".join(f"> - **{label}:** {text}\n" for label, text in zip(p.labels, p.tiers))
    return ("###### Goblin Test\n\n"
            "| Goblin, Humanoid | - | Level 1 |\n| :-: | :-: | :-: |\n| **1S**<br/> Size | x | y |\n\n"
            f"> 🗡 **{name}**\n>\n"
            f"> | **{', '.join(p.keywords)}** | **{p.action}** |\n"
            "> | --- | ---: |\n"
            "> | **📏 Melee 1** | **🎯 One creature** |\n>\n"
            f"> **Power Roll + {p.roll}:**\n>\n" + tiers + "\n"
            "> ⭐️ **Crafty**\n>\n> The goblin is crafty.\n")


def _yaml(p: Parts, scalar: Callable[[str, str], str] = lambda key, text: f"    {key}: {text}\n") -> str:
    out = f"name: {p.name}\n"
    if p.cost:
        out += f"cost: {p.cost}\n"
    out += "keywords:\n" + "".join(f"  - {k}\n" for k in p.keywords)
    out += f"usage: {p.action}\ndistance: Melee 1\ntarget: One creature\neffects:\n"
    out += f"  - roll: Power Roll + {p.roll}\n"
    for key, text in zip(("tier1", "tier2", "tier3"), p.tiers):
        out += scalar(key, text)
    out += "  - name: Effect\n    effect: Something else happens.\n"
    return out


def yaml_plain(p: Parts) -> str:
    return _yaml(p)


def yaml_quoted(p: Parts) -> str:
    return _yaml(p, lambda key, text: f'    {key}: "{text}"\n')


def yaml_folded(p: Parts) -> str:
    """Each tier as a folded block scalar, one clause per source line."""
    def folded(key: str, text: str) -> str:
        return f"    {key}: >-\n" + "".join(f"      {clause.strip()}{';' if i < text.count(';') else ''}\n"
                                           for i, clause in enumerate(text.split(";")))
    return _yaml(p, folded)


def md_fence(p: Parts) -> str:
    return FRONT_MATTER + "Some prose before the block.\n\n```ds-feature\n" + _yaml(p) + "```\n"


FORMATS = {
    "native": ("t.ability", native),
    "md-hero": ("t.md", md_hero),
    "md-quote": ("t.md", md_quote),
    "yaml": ("t.yaml", yaml_plain),
    "yaml-quoted": ("t.yaml", yaml_quoted),
    "yaml-folded": ("t.yml", yaml_folded),
    "md-ds-feature": ("t.md", md_fence),
}
YAML_FORMATS = {"yaml", "yaml-quoted", "yaml-folded", "md-ds-feature"}


def bom_crlf(text: str) -> bytes:
    return ("\ufeff" + text.replace("\n", "\r\n")).encode("utf-8")


ENCODINGS = {"utf8": lambda text: text.encode("utf-8"), "bom-crlf": bom_crlf}
