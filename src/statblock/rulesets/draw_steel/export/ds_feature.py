"""`ds-feature` YAML for the Draw Steel Elements Obsidian plugin (`statblock export --to ds-feature`).

One file per input file: a Markdown note with one fenced ```ds-feature block per ability (the way the
plugin renders them), or, for a YAML input, a `.yaml` file of the features. A feature has the
plugin's fields: `type: feature`, `feature_type` (`ability`, or `trait` for a feature with no action,
keywords, distance, target or cost), `name`, `icon`, `cost` (a heroic resource or Malice) or
`ability_type` (`Signature`, `Villain Action 1`: what the book prints in the name's parentheses),
`flavor`, `keywords`, `usage`, `distance`, `target`, `trigger`, `metadata` and `effects`, each effect a
power roll (`roll`, `tier1`..`tier3`) or a labeled text (`name` or, for a Spend section, `cost`, and
`effect`, with the tiers of a test under it).

The words are the canonical layout's (`authoring/layout.py`), tier clauses the canonical clause text,
so the blocks read like the Steel Compendium's. `validate` reads the written text back with the YAML
front-end and requires every ability to mean what it meant (`authoring/meaning.py`), its metadata to
be in its block, and every block to fit the plugin's feature schema (`FEATURE_SCHEMA`); it and the
schema are `ds_feature_check.py`'s, and are named here too.
"""

from __future__ import annotations

import os
import re

import yaml

from ..authoring.layout import CANONICAL_TIER_LABELS, Card, Roll, Section, layout
from ..authoring.meaning import meaning
from . import Exported, abilities_of, output_stems, unique
from .ds_feature_check import FEATURE_SCHEMA, Expected, Wanted, blocks, validate

__all__ = ["FEATURE_SCHEMA", "TARGET", "blocks", "export", "feature", "validate"]

TARGET = "Draw Steel Elements 6.0.1 ds-feature blocks"

_TIER_KEYS = {number: f"tier{number}" for number in CANONICAL_TIER_LABELS}
_BULLET = "- "


def _text(lines: tuple[str, ...]) -> str:
    return "\n".join(lines)


def _tiers(roll: Roll, lost: list[str], where: str) -> dict:
    tiers: dict = {}
    for tier in roll.tiers:
        number = next((n for n, label in CANONICAL_TIER_LABELS.items() if label == tier.label), None)
        if number is None or _TIER_KEYS[number] in tiers:
            lost.append(f"{where}: the tier line `{tier.label}: {tier.text}` names no tier of its own")
            continue
        tiers[_TIER_KEYS[number]] = tier.text
    return tiers


def _section_effect(section: Section, kind: str | None, lost: list[str], where: str) -> dict:
    effect: dict = {}
    if section.list_item and section.label is not None and (section.lines or section.roll is not None):
        # a bulleted list's item that opens with its label: the bullet and the bold label in its text, which the YAML
        # reader reads as such (`effect: '- **Bonus:** You gain 1 surge.'`), its own tiers beside it (they were
        # written under `name:`, the bullet lost: the item came back a section of its own)
        effect["effect"] = f"{_BULLET}**{section.label}:** {_text(section.lines)}".rstrip()
        if section.roll is not None:
            effect.update(_tiers(section.roll, lost, where))
        return effect
    if section.label is not None:
        effect["cost" if kind == "spend" else "name"] = section.label
    text = _text(section.lines)
    if section.label is not None and not text and section.roll is None:
        # a label alone (`Add the following maneuver:`): an effect needs text, so its words are the text
        return {"effect": f"{section.label}:"}
    if text or section.label is None:
        # a bulleted list's item keeps its bullet (`- You shift 2 squares.`), which the YAML reader reads as such
        effect["effect"] = f"{_BULLET}{text}" if section.list_item and section.label is None else text
    if section.roll is not None:
        effect.update(_tiers(section.roll, lost, where))
    return effect


def _roll_effect(roll: Roll, lost: list[str], where: str) -> dict:
    effect = {"roll": roll.header} if roll.header is not None else {}
    effect.update(_tiers(roll, lost, where))
    return effect


def _is_trait(card: Card, compiled) -> bool:
    header = card.header
    return not (header.keywords or header.action or header.distance or header.target or card.paren
                or compiled.power_roll is not None or compiled.trigger is not None)


def feature(card: Card, compiled, lost: list[str]) -> dict:
    """The ds-feature mapping of one ability laid out as `card` (`compiled`: the same ability compiled,
    for the kinds of its sections). What cannot be placed is added to `lost`."""
    where = card.name
    out: dict = {"type": "feature", "feature_type": "trait" if _is_trait(card, compiled) else "ability",
                 "name": card.name}
    if card.icon:
        out["icon"] = card.icon
    if card.paren:
        out["cost" if compiled.cost_amount is not None else "ability_type"] = card.paren
    if card.flavor:
        out["flavor"] = _text(card.flavor)
    header = card.header
    if header.keywords:
        out["keywords"] = list(header.keywords)
    for key, value in (("usage", header.action), ("distance", header.distance), ("target", header.target)):
        if value:
            out[key] = value
    effects: list[dict] = []
    # the body is the trigger and the power roll (in the layout's order), then one part per section
    own = len(card.body) - len(compiled.sections)
    for part in card.body[:own]:
        if isinstance(part, Roll):
            effects.append(_roll_effect(part, lost, where))
        elif part.roll is None and part.lines:
            out["trigger"] = _text(part.lines)
        else:  # tier lines under the trigger: the trigger is a labeled effect they can follow
            effects.append(_section_effect(part, None, lost, where))
    for part, section in zip(card.body[own:], compiled.sections, strict=True):
        if isinstance(part, Roll):
            effects.append(_roll_effect(part, lost, where))
        else:
            effects.append(_section_effect(part, section.kind, lost, where))
    if card.metadata:
        out["metadata"] = dict(card.metadata)
    if not effects:  # the plugin needs one: the ability's name says all there is
        lost.append(f"{where}: no effect, power roll or section to write")
    out["effects"] = effects
    return out


class _Dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):  # libyaml's emitter when PyYAML has it
    """Plain YAML: text of several lines as literal blocks, no anchors, long lines kept whole."""

    def ignore_aliases(self, data) -> bool:
        return True


def _represent_text(dumper, text: str):
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style="|" if "\n" in text else None)


_Dumper.add_representer(str, _represent_text)


def _dump(data) -> str:
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=1 << 16,
                     default_flow_style=False)


def _fence(body: str) -> str:
    """A backtick fence longer than any run of backticks in `body`, so that no line of it closes the block."""
    longest = run = 0
    for ch in body:
        run = run + 1 if ch == "`" else 0
        longest = max(longest, run)
    return "`" * max(3, longest + 1)


#: The first line of a written file (after a note's front matter): what wrote it, for which target.
_SIGNATURE = f"written by statblock export for {TARGET}"


def _markdown(items: list[tuple[str, dict]], front: dict | None) -> str:
    parts = [f"---\n{_dump(front)}---\n"] if front else []
    parts.append(f"<!-- {_SIGNATURE} -->\n")
    for info, data in items:
        body = _dump(data)
        fence = _fence(body)
        parts.append(f"{fence}{info}\n{body}{fence}\n")
    return "\n".join(parts)


def _shared_metadata(cards: list[Card]) -> dict | None:
    metadata = [card.metadata for card in cards]
    return metadata[0] if metadata and metadata[0] and all(m == metadata[0] for m in metadata) else None


def _label_alone(section: dict) -> dict:
    """A section that is a label alone, as it reads back: a paragraph of the label's words and a colon."""
    if section["text"] or not section["label"] or section["power_roll"] is not None:
        return section
    words = " ".join(section["written"]["label"].split())
    return {**section, "label": "", "kind": "text", "amount": None, "resource": None, "open_ended": False,
            "text": f"{words}:", "written": {"label": ""}}


def _expected(compiled, translated: bool) -> Expected:
    data = meaning(compiled)
    metadata = data.pop("metadata")
    data["sections"] = [_label_alone(section) for section in data["sections"]]
    return Expected(compiled.name, data, dict(metadata), translated)


def export_file(result, name: str, lang: str | None = None) -> Exported:
    """One read file as one ds-feature file (`name`: its path in the output folder, with the suffix): in a
    note, a monster's statblock as a ```ds-statblock block and a malice group as a ```ds-featureblock, each
    holding its features, as the plugin shows them; the other abilities as ```ds-feature blocks."""
    lost: list[str] = []
    cards, features, expected = [], [], []
    for tree, compiled in abilities_of(result):
        card = layout(tree, lang=lang) if lang is not None else layout(tree)
        translated = lang is not None and card != layout(tree)
        cards.append(card)
        features.append(feature(card, compiled, lost))
        expected.append(_expected(compiled, translated))
    written: tuple = ()
    if name.endswith(".md"):
        items, written = _grouped(result, features, lost)
        text = _markdown(items, _shared_metadata(cards))
    else:
        text = f"# {_SIGNATURE}\n" + _dump(features[0] if len(features) == 1 else features)
    wanted = Wanted(tuple(expected), tuple(b for b in result.statblocks if b.name in written))
    return Exported(name, text, len(features), result.path, tuple(f"{result.path}: {item}" for item in lost),
                    expected=wanted, statblocks=tuple(written))


#: A statblock's field ids → the ds-statblock keys the plugin (and the YAML front-end) reads.
_STATBLOCK_KEYS = {"immunity": "immunities", "weakness": "weaknesses"}


def _grouped(result, features: list[dict], lost: list[str]) -> tuple[list[tuple[str, dict]], tuple[str, ...]]:
    """(fence info, data) of every block of the note, in file order, and the names of the groups written:
    each ability inside the statblock or malice group that holds it, the others on their own."""
    groups = [block for block in result.statblocks if block.kind in ("statblock", "malice_features", "dynamic_terrain")]
    owner: dict[int, int] = {}
    for number, block in enumerate(groups):
        for feature_name in block.features:
            index = next((i for i, a in enumerate(result.abilities) if a.name == feature_name and i not in owner), None)
            if index is not None:
                owner[index] = number
    places = [(block.line, 0, ("group", number)) for number, block in enumerate(groups)]
    places += [(ability.line, 1, ("ability", index)) for index, ability in enumerate(result.abilities)
               if index not in owner]
    items: list[tuple[str, dict]] = []
    for _, _, (kind, number) in sorted(places):
        if kind == "ability":
            items.append(("ds-feature", features[number]))
            continue
        block = groups[number]
        nested = [features[i] for i in sorted(i for i, n in owner.items() if n == number)]
        items.append(_group(block, nested, lost))
    return items, tuple(block.name for block in groups)


#: Keys the plugin's statblocks give as numbers (the Steel Compendium's own blocks do: `level: 1`,
#: `might: -2`); `ev` and `stamina` it gives as text (`ev: "3"`), as a value may say more (`10 (minion)`).
_NUMBERS = frozenset({"level", "speed", "stability", "free_strike", "might", "agility", "reason", "intuition",
                      "presence"})
_LISTS = frozenset({"roles", "ancestry"})   # lists in the plugin's blocks (`roles: [Horde Controller]`)


def _statblock_value(key: str, value: str):
    """A field's value as written, in the shape the plugin's blocks give it; it reads back the same."""
    if key in _NUMBERS and re.fullmatch(r"[+-]?\d{1,9}", value):
        return int(value)
    if key in _LISTS:
        return [part.strip() for part in value.split(",") if part.strip()] if key == "ancestry" else [value]
    return value


def _group(block, nested: list[dict], lost: list[str]) -> tuple[str, dict]:
    """A statblock as a ds-statblock mapping, a malice group as a ds-featureblock one, with its features."""
    from ..frontends.statblock_yaml import yaml_keys

    if block.kind == "dynamic_terrain":
        return "ds-featureblock", _terrain(block, nested)
    if block.kind == "malice_features":
        level = block.fields.get("level")
        data: dict = {"type": "featureblock",
                      "featureblock_type": f"Level {level} Malice Features" if level else "Malice Features",
                      "name": block.name}
        if block.text:
            data["flavor"] = block.text
        return "ds-featureblock", {**data, "features": nested} if nested else data
    data = {"type": "statblock", "name": block.name}
    known = yaml_keys()
    for field, value in block.fields.items():
        key = _STATBLOCK_KEYS.get(field, field)
        if key in known:
            data[key] = _statblock_value(key, value)
        else:
            lost.append(f"statblock `{block.name}`: the field `{field}: {value}` has no ds-statblock key")
    if nested:
        data["features"] = nested
    return "ds-statblock", data


#: A terrain object's fields its ds-featureblock gives as keys of their own; the rest go in `stats:`
_TERRAIN_KEYS = {"level": "level", "ev": "ev", "stamina": "stamina", "size": "size"}


def _terrain(block, nested: list[dict]) -> dict:
    """A dynamic terrain object as the Steel Compendium's `ds-featureblock`: `featureblock_type: Trap Ambusher`,
    `level`, `ev`, `flavor`, `stamina`, `size`, `stats:` for the rest (`Direction`), its features; `terrain_type`
    and `role` besides when the type and role would not read back from the one phrase (a role of one's own)."""
    from ..frontends.statblocks import terrain_label
    from ..frontends.terrain import split_type

    fields = block.fields
    said = (fields.get("terrain_type"), fields.get("roles"))
    phrase = " ".join(word for word in said if word)
    data: dict = {"type": "featureblock", "featureblock_type": phrase or "Dynamic Terrain", "name": block.name}
    if split_type(phrase) != said:
        data |= {key: value for key, value in (("terrain_type", said[0]), ("role", said[1])) if value}
    for field, key in _TERRAIN_KEYS.items():
        if field in fields:
            data[key] = _statblock_value(field, fields[field])
    if block.text:
        data["flavor"] = block.text
    stats = [{"name": terrain_label(key), "value": value} for key, value in fields.items()
             if key not in _TERRAIN_KEYS and key not in ("terrain_type", "roles")]
    if stats:
        data["stats"] = stats
    return {**data, "features": nested} if nested else data


def _suffix(path: str) -> str:
    return ".yaml" if os.path.splitext(path)[1].lower() in (".yaml", ".yml") else ".md"


def _safe_part(part: str) -> str:
    """A folder or file name of the input as every file system takes it: a colon, backslash or
    unprintable character becomes `-`, a trailing space or dot goes; `.`, `..` or nothing is `_`."""
    return "".join(c if c.isprintable() and c not in ":\\" else "-" for c in part).rstrip(" .") or "_"


def _names(results) -> dict[str, str]:
    """Each read file's output name: its path under the folder the inputs share, made safe, and told
    apart (a number) from one it would then meet, even on a file system that ignores case."""
    stems = output_stems([r.path for r in results])
    names: dict[str, str] = {}
    taken: set[str] = set()
    for result in results:
        base, suffix = "/".join(_safe_part(p) for p in stems[result.path].split("/")), _suffix(result.path)
        names[result.path] = unique(base, taken, suffix, str.casefold)
    return names


def export(results, lang: str | None = None) -> list[Exported]:
    """One file per read file that holds abilities: Markdown with fenced blocks, `.yaml` for YAML input."""
    results = [r for r in results if r.abilities]
    names = _names(results)
    return [export_file(r, names[r.path], lang) for r in results]
