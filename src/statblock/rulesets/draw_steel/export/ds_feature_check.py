"""Reading an exported ds-feature file back (`ds_feature.validate`): every block must fit the Draw Steel
Elements plugin's feature schema (`FEATURE_SCHEMA`), and the file, read again by the YAML front-end, must
give the same abilities (`authoring/meaning.py`) with their metadata in their blocks, and the same
statblocks (`Expected` and `Wanted`, what the writer recorded).
"""

from __future__ import annotations

import functools

import attrs
import yaml

from ..authoring.meaning import differences, meaning, without_wording
from . import Exported
from ....records import frozen

__all__ = ["FEATURE_SCHEMA", "Expected", "Wanted", "blocks", "validate"]

_TEXT = {"type": "string"}

#: The plugin's feature, as its documentation (docs/Features.md of the plugin 6.0.1) and the Steel
#: Compendium's feature schema describe it, written here from that description: what `validate` holds
#: every block to. Unlike that schema, tier lines need no `roll` above them (bare tier lines).
FEATURE_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "ds-feature block",
    "type": "object",
    "required": ["type", "feature_type", "name", "effects"],
    "additionalProperties": False,
    "properties": {
        "type": {"const": "feature"},
        "feature_type": {"enum": ["ability", "trait"]},
        "name": {"type": "string", "minLength": 1},
        "icon": _TEXT, "cost": _TEXT, "ability_type": _TEXT, "flavor": _TEXT, "usage": _TEXT,
        "distance": _TEXT, "target": _TEXT, "trigger": _TEXT,
        "keywords": {"type": "array", "items": _TEXT},
        "metadata": {"type": "object"},
        "effects": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/effect"}},
    },
    "$defs": {
        "effect": {
            "type": "object",
            "additionalProperties": False,
            "properties": {"name": _TEXT, "cost": _TEXT, "effect": _TEXT, "roll": _TEXT,
                           "tier1": _TEXT, "tier2": _TEXT, "tier3": _TEXT},
            "anyOf": [{"required": ["effect"]}, {"required": ["roll", "tier1", "tier2", "tier3"]},
                      {"required": ["tier1", "tier2", "tier3"]}],
        },
    },
}


@frozen
class Expected:
    """What one written ability must read back as."""

    name: str
    meaning: dict          # `meaning.meaning` of the original, without its metadata
    metadata: dict
    loose: bool            # structured words were written in another language: compare `without_wording`


@frozen
class Wanted:
    """What a written file must read back as: its abilities and its statblocks and malice groups."""

    abilities: tuple
    statblocks: tuple


def blocks(name: str, text: str) -> list[object]:
    """The data of every feature written in a ds-feature file (fenced blocks of a note, or YAML)."""
    from ..frontends.yaml_load import load_yaml

    if name.endswith(".md"):
        out: list[object] = []
        for token in _fences().parse(text):
            info = token.info.strip().split(" ")[0] if token.type == "fence" else ""
            if info == "ds-feature":
                out.append(load_yaml(token.content)[0])
            elif info in ("ds-statblock", "ds-featureblock"):  # a group: the features it holds
                group = load_yaml(token.content)[0]
                nested = group.get("features") if isinstance(group, dict) else None
                out.extend(nested if isinstance(nested, list) else [])
        return out
    data, _ = load_yaml(text)
    return list(data) if isinstance(data, list) else [data]


@functools.cache
def _fences():
    """A CommonMark reader of blocks that finds fenced code and skips inline markup (which no fence needs)."""
    from markdown_it import MarkdownIt

    return MarkdownIt("zero").enable(["fence", "code", "blockquote", "list", "html_block"])


@functools.cache
def _validator():
    import jsonschema

    return jsonschema.Draft202012Validator(FEATURE_SCHEMA)


def _schema_problems(data: object, index: int) -> list[str]:
    validator = _validator()
    return [f"block {index + 1}: {'/'.join(map(str, error.absolute_path)) or 'feature'}: {error.message}"
            for error in validator.iter_errors(data)]


def _spaced(block):
    """A statblock with its introduction's line breaks read as spaces, as a YAML flavor gives them back."""
    return attrs.evolve(block, text=" ".join(block.text.split())) if block.text else block


def validate(exported: Exported) -> list[str]:
    """Why the file would not be a faithful ds-feature file (empty when it is): every block fits the
    feature schema, and reading the file back gives the same abilities with the same metadata."""
    from ....diagnostics import Severity
    from ....pipeline import read_text

    try:
        data = blocks(exported.name, exported.text)
    except yaml.YAMLError as error:
        return [f"not YAML: {error}"]
    problems = [p for index, item in enumerate(data) for p in _schema_problems(item, index)]
    again = read_text(exported.name, exported.text, "draw_steel")
    problems += [f"reads back with an error: {d.render()}" for d in again.diagnostics if d.severity is Severity.ERROR]
    wanted = exported.expected
    expected = wanted.abilities if isinstance(wanted, Wanted) else (wanted or ())
    if isinstance(wanted, Wanted):
        read_back = [block for block in again.statblocks if block.name in {b.name for b in wanted.statblocks}]
        if [_spaced(b) for b in wanted.statblocks] != [_spaced(b) for b in read_back]:
            problems.append(f"the statblocks read back differ: {[b.name for b in wanted.statblocks]} written, "
                            f"{[b.name for b in read_back]} read")
    if len(again.abilities) != len(expected) or len(data) != len(expected):
        return problems + [f"{len(expected)} abilities written, {len(again.abilities)} read back from "
                           f"{len(data)} blocks"]
    for index, (want, got, block) in enumerate(zip(expected, again.abilities, data)):
        now = meaning(got)
        now.pop("metadata")
        before = without_wording(want.meaning) if want.loose else want.meaning
        after = without_wording(now) if want.loose else now
        changes = differences(before, after) if before != after else []
        if changes:
            problems.append(f"`{want.name}` reads back changed: {'; '.join(changes[:3])}")
        written = block.get("metadata", {}) if isinstance(block, dict) else {}
        if written != want.metadata:
            problems.append(f"`{want.name}`: block {index + 1} holds other metadata than the ability's")
    return problems
