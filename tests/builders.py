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


def slam(tier1: str, lang: str = "en") -> str:
    """A signature melee strike with `+ M` damage whose tier 1 line is `tier1`, in English or Japanese."""
    if lang == "ja":
        return ("叩きつけ (Signature)\n近接, ストライク, 武器 | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\n"
                f"パワーロール + 筋力:\n≤11: {tier1}\n12-16: 5 + M ダメージ\n17+: 8 + M ダメージ\n")
    return ("Slam (Signature)\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\n"
            f"Power Roll + Might:\n≤11: {tier1}\n12-16: 5 + M damage\n17+: 8 + M damage\n")


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


# an ability whose roll is a test each target makes (2d10 + its Might), not the hero's power roll
STOMP = """Stomp
Area, Magic | Main action
📏 2 burst | 🎯 Each enemy in the area
Effect: Each target makes a Might test.
≤11: 8 damage; prone
12-16: 4 damage
17+: No effect.
"""


def errors(diagnostics) -> list:
    return [d for d in diagnostics if d.severity is Severity.ERROR]


def only(diagnostics, code: str):
    """The one diagnostic of `code`; fails naming every diagnostic when there is not exactly one."""
    found = [d for d in diagnostics if d.code == code]
    assert len(found) == 1, [(d.code, str(d.message)) for d in diagnostics]
    return found[0]


def where(diagnostic) -> tuple[int, int, int, int]:
    """Where a diagnostic points: its first line and column and its end's (1-based)."""
    span = diagnostic.span
    return span.line, span.column, span.end_line, span.end_column


# ---- one ability, every input format ---------------------------------------------------------------

TIERS = ("1 damage", "5 damage", "9 damage")
LABELS = ("≤11", "12-16", "17+")


@attrs.frozen
class Parts:
    """What an ability says, independent of the format it is written in."""

    name: str = "Test"
    cost: str | None = None
    keywords: tuple[str, ...] = ("Magic", "Melee", "Strike")
    action: str = "Main action"
    distance: str = "Melee 1"
    target: str = "One creature"
    trigger: str | None = None
    roll: str | None = "Might"                    # None: no `Power Roll + …:` line (native formats only)
    tiers: tuple[str, ...] = TIERS
    labels: tuple[str, ...] = LABELS
    sections: tuple[tuple[str, str], ...] = ()   # (label, text) after the tiers
    hero_class: str = "conduit"                   # in the front matter of formats that have one

    @property
    def title(self) -> str:
        return f"{self.name} ({self.cost})" if self.cost else self.name


# ---- the same ability in every format ----------------------------------------------------------


def native(p: Parts) -> str:
    return _native([p.title, f"{', '.join(p.keywords)} | {p.action}", f"📏 {p.distance} | 🎯 {p.target}"], p)


def native_labeled(p: Parts) -> str:
    """The native format with labeled header fields instead of table rows."""
    return _native([p.title, f"Keywords: {', '.join(p.keywords)}", f"Type: {p.action}", f"Distance: {p.distance}",
                    f"Target: {p.target}"], p)


def _native(header: list[str], p: Parts) -> str:
    """A native ability: its `header` lines, then the trigger, the roll, the tiers and the sections."""
    lines = list(header)
    if p.trigger:
        lines.append(f"Trigger: {p.trigger}")
    if p.roll is not None:
        lines.append(f"Power Roll + {p.roll}:")
    lines += [f"{label}: {text}" for label, text in zip(p.labels, p.tiers)]
    lines += [f"{label}: {text}" for label, text in p.sections]
    return "\n".join(lines) + "\n"


def front_matter(p: Parts) -> str:
    return f"---\nclass: {p.hero_class}\nkeywords:\n  - Magic\nlevel: 1\n---\n\n"


FRONT_MATTER = front_matter(Parts())


def md_hero(p: Parts) -> str:
    return front_matter(p) + md_ability(p)


def md_ability(p: Parts) -> str:
    """A Steel Compendium hero ability under its heading, as it stands among other text (a kit's, a class's): no
    front matter."""
    return f"###### {p.title}\n\n" + _md_hero_body(p)


def quoted(text: str) -> str:
    """Markdown text as a `> ` block quote, line by line (an empty line a bare `>`)."""
    return "".join(f"> {line}".rstrip() + "\n" for line in text.splitlines())


def md_front_named(p: Parts) -> str:
    """The newer Steel Compendium hero layout (data-unified): no heading; the name, and the cost the
    heading's parentheses held, only in the front matter."""
    cost = f"cost: {p.cost}\n" if p.cost else ""
    return f"---\nclass: {p.hero_class}\n{cost}name: {p.name}\ntype: ability\n---\n\n" + _md_hero_body(p)


def _md_hero_body(p: Parts) -> str:
    tiers = "".join(f"- **{label}:** {text}\n" for label, text in zip(p.labels, p.tiers))
    trigger = f"**Trigger:** {p.trigger}\n\n" if p.trigger else ""
    sections = "".join(f"\n**{label}:** {text}\n" for label, text in p.sections)
    return ("*Flavor.*\n\n"
            f"| **{', '.join(p.keywords)}** | **{p.action}** |\n"
            "| --- | ---: |\n"
            f"| **📏 {p.distance}** | **🎯 {p.target}** |\n\n"
            + trigger + f"**Power Roll + {p.roll}:**\n\n" + tiers + sections)


def md_quote(p: Parts) -> str:
    tiers = "".join(f"> - **{label}:** {text}\n" for label, text in zip(p.labels, p.tiers))
    trigger = f"> **Trigger:** {p.trigger}\n>\n" if p.trigger else ""
    sections = "".join(f">\n> **{label}:** {text}\n" for label, text in p.sections)
    return ("###### Goblin Test\n\n"  # a whole statblock table: statblocks are checked too
            "| Goblin, Humanoid | - | Level 1 | Horde Harrier | EV 3 |\n| :-: | :-: | :-: | :-: | :-: |\n"
            "| **1S**<br/> Size | **5**<br/> Speed | **7**<br/> Stamina | **0**<br/> Stability | **1**<br/> Free Strike |\n"
            "| **+1**<br/> Might | **+1**<br/> Agility | **0**<br/> Reason | **0**<br/> Intuition | **-1**<br/> Presence |\n\n"
            f"> 🗡 **{p.title}**\n>\n"
            f"> | **{', '.join(p.keywords)}** | **{p.action}** |\n"
            "> | --- | ---: |\n"
            f"> | **📏 {p.distance}** | **🎯 {p.target}** |\n>\n"
            + trigger + f"> **Power Roll + {p.roll}:**\n>\n" + tiers + sections + "\n"
            "> ⭐️ **Crafty**\n>\n> The goblin is crafty.\n")


def _yaml(p: Parts, scalar: Callable[[str, str], str] = lambda key, text: f"    {key}: {text}\n") -> str:
    out = f"name: {p.name}\n"
    if p.cost:
        out += f"cost: {p.cost}\n"
    out += "keywords:\n" + "".join(f"  - {k}\n" for k in p.keywords)
    out += f"usage: {p.action}\ndistance: {p.distance}\ntarget: {p.target}\n"
    if p.trigger:
        out += f"trigger: {p.trigger}\n"
    out += f"effects:\n  - roll: Power Roll + {p.roll}\n"
    for key, text in zip(("tier1", "tier2", "tier3"), p.tiers):
        out += scalar(key, text)
    for label, text in p.sections or (("Effect", "Something else happens."),):
        out += f"  - name: {label}\n    effect: {text}\n"
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
    return front_matter(p) + "Some prose before the block.\n\n```ds-feature\n" + _yaml(p) + "```\n"


FORMATS = {
    "native": ("t.ability", native),
    "native-labeled": ("t.ability", native_labeled),
    "md-hero": ("t.md", md_hero),
    "md-quote": ("t.md", md_quote),
    "md-front-named": ("t.md", md_front_named),
    "yaml": ("t.yaml", yaml_plain),
    "yaml-quoted": ("t.yaml", yaml_quoted),
    "yaml-folded": ("t.yml", yaml_folded),
    "md-ds-feature": ("t.md", md_fence),
}


def bom_crlf(text: str) -> bytes:
    return ("\ufeff" + text.replace("\n", "\r\n")).encode("utf-8")


ENCODINGS = {"utf8": lambda text: text.encode("utf-8"), "bom-crlf": bom_crlf}


def compile_one(text: str):
    """(the one compiled ability of a native text, its diagnostics); fails naming them when there is not one."""
    from statblock import parse_text

    result = parse_text(text)
    assert len(result.abilities) == 1, [d.text() for d in result.diagnostics]
    return result.abilities[0], result.diagnostics


def converted_to_japanese(tmp_path, name: str, text: str):
    """`convert --to ability --lang ja` of a native text written as `name`: (the Japanese text, its one
    ability read back)."""
    from statblock.cli import main
    from statblock.pipeline import read_text

    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    out = tmp_path / "ja"
    assert main(["convert", str(source), "--to", "ability", "--lang", "ja", "-o", str(out)]) == 0
    (written,) = list(out.rglob("*.ability"))
    japanese = written.read_text(encoding="utf-8")
    (back,) = read_text(str(written), japanese).abilities
    return japanese, back


# ---- statblock's own JSON ----------------------------------------------------------------------------

#: The keys of a game's own JSON that say where a thing is written: they differ between a file's JSON and the JSON
#: of what is read back from it.
GAME_POSITIONS = ("path", "line", "column", "end_line", "end_column", "span")


def without_positions(data, keys: tuple[str, ...] = GAME_POSITIONS):
    """Parsed JSON with the `keys` of every object left out, at every depth (to compare a JSON with the JSON of what
    was read back from it)."""
    if isinstance(data, dict):
        return {k: without_positions(v, keys) for k, v in data.items() if k not in keys}
    if isinstance(data, list):
        return [without_positions(v, keys) for v in data]
    return data


def game_json(result) -> str:
    """The own JSON of a file of a game other than Draw Steel: its ruleset's list (`cards`, `warbands`, `items`)
    beside empty `abilities` and `statblocks`, the shape `parse --format json` prints."""
    import json

    from statblock.rulesets import registry

    lists = registry.get(result.ruleset).parse_json([result])
    return json.dumps({"abilities": [], "statblocks": [], **lists}, ensure_ascii=False, indent=2)


def champions_cards(tmp_path, capsys, text: str, name: str = "cards.champions") -> list[dict]:
    """The cards of `parse --format json` on a native Marvel Champions file holding `text`."""
    import json

    from statblock import cli

    path = tmp_path / name
    path.write_text(text, "utf-8")
    assert cli.main(["parse", str(path), "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)["cards"]
