"""Forge Steel homebrew (`statblock export --to forgesteel`): abilities in Forge Steel's ability model.

Forge Steel imports homebrew as a *sourcebook* (a `.ds-sourcebook` JSON file, read whole and brought up
to date by its update logic), and a sourcebook holds abilities in its classes. So one export is one
sourcebook named after what was exported, with one homebrew class per folder of input files (a lone
file: per file), whose `abilities` are the abilities read there, in order.

An ability: `type` (usage, free, trigger, qualifiers), `keywords`, `distance` (typed parts; a shape
Forge Steel has no type for is one `Special` part holding the text), `target`, `cost` (the amount, or
`signature`), `repeatable` (`5+ Malice`), and `sections` in the order of the source: text (`Effect`,
paragraphs), fields (`Spend 2`, `Persistent 1`, `Special`, other labels) and power rolls with their
characteristics or bonus and the three tiers. The tier text is the canonical clause text with
potency written as Forge Steel writes it (`A < [weak]`): Forge Steel works out `3 + M` and `[weak]`
for the hero itself, so numbers stay symbolic. What the model has no place for (a cost's resource
word, a tag such as `3-7 Malice`, a roll header of no known characteristic) is kept in its text
fields: the qualifiers of the ability's type, or a text section.

`validate` checks the file against a JSON Schema of the model (`forgesteel_schema.py`) and reads every
tier back through the grammar: each must lower to the effects of the original clauses.
"""

from __future__ import annotations

import functools
import json
import re

from ....diagnostics import SourceFile
from ..authoring.clauses import clause_effects
from ..authoring.layout import CANONICAL_TIER_LABELS, Card, Roll, Section, layout
from ..canonical import distance_text, tag as canonical_tag
from ..grammar.clauses import split_clauses
from ..vocabulary import vocabulary
from . import Exported, abilities_of, common_name, common_source, output_stems, slug, unique
from .forgesteel_schema import SCHEMA, VERSION, OTHER_ELEMENTS
from ....records import frozen

__all__ = ["SUFFIX", "TARGET", "export", "validate"]

TARGET = f"Forge Steel {VERSION} homebrew sourcebook"
SUFFIX = ".ds-sourcebook"

_USAGE = {"main_action": ("Main Action", False), "maneuver": ("Maneuver", False),
          "free_maneuver": ("Maneuver", True), "move_action": ("Move Action", False),
          "triggered_action": ("Triggered Action", False), "free_triggered_action": ("Triggered Action", True),
          "no_action": ("No Action", False)}
_SHAPES = {"melee": "Melee", "ranged": "Ranged", "self": "Self", "aura": "Aura", "burst": "Burst", "cube": "Cube",
           "line": "Line", "wall": "Wall", "special": "Special"}
_CHARACTERISTICS = {"might": "Might", "agility": "Agility", "reason": "Reason", "intuition": "Intuition",
                    "presence": "Presence"}
_VILLAIN = re.compile(r"Villain action (\d+)", re.IGNORECASE)
# `A < WEAK`, `M < 弱` as the canonical clause spells a potency: the strength word after `<`
_POTENCY = re.compile(r"(?<= < )(?P<word>[^\s,、;]+)")


@frozen
class _Expected:
    """What one written ability must say: its tiers' effects, clause by clause, its distance, and its
    prose (flavor, trigger, the text of each section), each kept whole in a text field."""

    name: str
    rolls: tuple        # per power roll, in order: per tier number 1..3, the effects of each clause
    distance: str | None
    texts: tuple[str, ...] = ()


# ---- the parts of an ability ---------------------------------------------------------------------------


def _distance(compiled, written: str | None) -> list[dict]:
    """Forge Steel's distance parts; one `Special` part with the text when they would not say it all."""
    if compiled.distance is None:
        return []
    parts = []
    for part in compiled.distance.get("parts", []):
        shape = _SHAPES.get(part.get("kind"))
        if shape is None:
            parts = []
            break
        parts.append({"type": shape, "value": part.get("size") or 0, "value2": part.get("width") or 0,
                      "within": part.get("within") or 0, "special": "", "qualifier": ""})
    if parts and distance_words(parts) == distance_text(compiled.distance):
        return parts
    return [{"type": "Special", "value": 0, "value2": 0, "within": 0, "special": written or "", "qualifier": ""}]


def distance_words(parts: list[dict]) -> str:
    """The canonical English of Forge Steel distance parts (`Melee 1 or ranged 5`, `3 cube within 1`)."""
    words = []
    for part in parts:
        kind, value, within = part["type"], part["value"], part["within"]
        if kind in ("Melee", "Ranged"):
            text = f"{kind} {value}"
        elif kind in ("Self", "Special"):
            text = kind if kind == "Self" or not part["special"] else part["special"]
        elif kind == "Line":
            text = f"{value} x {part['value2']} line"
        else:
            text = f"{value} {kind.lower()}"
        if within and kind in ("Cube", "Line", "Wall", "Burst", "Aura"):
            text += f" within {within}"
        words.append(text if not words else text[:1].lower() + text[1:])
    return " or ".join(words)


def _cost(compiled, card: Card) -> tuple[int | str, list[str]]:
    """The ability's cost for Forge Steel, and the words it cannot hold (for the type's qualifiers)."""
    if compiled.cost_amount is not None:
        return compiled.cost_amount, [card.paren] if card.paren else []
    if compiled.signature:
        return "signature", [compiled.tag] if compiled.tag else []
    if compiled.tag and not _VILLAIN.fullmatch(_english_tag(compiled.tag)):
        return 0, [compiled.tag]
    return 0, []


def _english_tag(tag: str) -> str:
    return canonical_tag(tag) or ""


def _type(compiled, card: Card, qualifiers: list[str]) -> dict:
    usage, free = _USAGE.get(compiled.action or "", ("Other", False))
    out = {"usage": usage, "free": free, "trigger": compiled.trigger or "", "time": "",
           "qualifiers": qualifiers, "freeStrike": False}
    villain = _VILLAIN.fullmatch(_english_tag(compiled.tag)) if compiled.tag else None
    if villain is not None:
        out["usage"], out["order"] = "Villain Action", int(villain.group(1))
    elif usage == "Other" and card.header.action:
        out["time"] = card.header.action  # an action type Forge Steel has no usage for, as written
    return out


def forge_potency(text: str) -> str:
    """A tier's text with each potency strength written as Forge Steel writes it (`A < [weak]`),
    where the result still means the same (else the tier as it was)."""
    terms = vocabulary().potency_strengths

    def bracketed(match: re.Match) -> str:
        term = terms.lookup(match.group("word"))
        return f"[{term.id}]" if term is not None else match.group()

    forged = _POTENCY.sub(bracketed, text)
    return forged if forged == text or tier_effects(forged) == tier_effects(text) else text


def tier_effects(text: str) -> tuple:
    """The effects of a tier's text, clause by clause."""
    return tuple(clause_effects(part.text) for part in split_clauses(SourceFile("<tier>", text).whole()))


def _roll(roll: Roll, compiled_roll, lost: list[str], where: str) -> list[dict]:
    """The roll section of one power roll (after a text section with its header when Forge Steel cannot
    say it: a characteristic it does not know)."""
    characteristics = [_CHARACTERISTICS.get(c) for c in compiled_roll.characteristics]
    sections = []
    if None in characteristics:
        sections.append({"type": "text", "text": roll.header or ""})
        characteristics = [c for c in characteristics if c is not None]
    tiers = {f"tier{n}": "" for n in CANONICAL_TIER_LABELS}
    for tier in roll.tiers:
        number = next((n for n, label in CANONICAL_TIER_LABELS.items() if label == tier.label), None)
        if number is None or tiers[f"tier{number}"]:
            lost.append(f"{where}: the tier line `{tier.label}: {tier.text}` names no tier of its own")
            continue
        tiers[f"tier{number}"] = forge_potency(tier.text)
    body = {"type": "Test" if compiled_roll.kind == "test" else "Power Roll", "characteristic": characteristics,
            "bonus": compiled_roll.bonus or 0, **tiers}
    return sections + [{"type": "roll", "roll": body}]


def _field_name(section: Section, compiled_section) -> str:
    """`Spend`, `Persistent`, `Special`; with the resource a Spend names (`Spend Malice`), which Forge
    Steel would otherwise take for the hero's own."""
    label = section.label or ""
    if compiled_section.amount is None:
        return label
    words = [w for w in label.split() if w.rstrip("+") != str(compiled_section.amount)]
    return " ".join(words) or label


def _section(section: Section, compiled_section, lost: list[str], where: str) -> list[dict]:
    text = "\n".join(section.lines)
    if section.label is None or compiled_section.kind == "effect":
        out = [{"type": "text", "text": text}]
    else:
        out = [{"type": "field", "name": _field_name(section, compiled_section),
                "value": compiled_section.amount or 0, "repeatable": compiled_section.open_ended, "effect": text}]
    if section.roll is not None:
        out += _roll(section.roll, compiled_section.roll, lost, where)
    return out


def _tier_clauses(roll) -> dict:
    """Per tier number, the effects of each clause of a roll's syntax tree."""
    return {tier.number: tuple(clause_effects(part.text) for part in tier.clauses) for tier in roll.tiers}


def ability(card: Card, tree, compiled, ability_id: str, lost: list[str]) -> tuple[dict, _Expected]:
    """The Forge Steel ability of one ability laid out as `card` (`tree`, `compiled`: the same, as syntax
    and compiled), and what it must read back as."""
    where = card.name
    cost, qualifiers = _cost(compiled, card)
    sections: list[dict] = []
    rolls: list[dict] = []
    own = len(card.body) - len(compiled.sections)
    for part in card.body[:own]:
        if isinstance(part, Roll):
            sections += _roll(part, compiled.power_roll, lost, where)
            rolls.append(_tier_clauses(tree.power_roll))
        elif part.roll is not None:  # tier lines under the trigger (the trigger itself is the type's)
            sections += _roll(part.roll, compiled.trigger_roll, lost, where)
            rolls.append(_tier_clauses(tree.trigger.roll))
    for part, section_tree, compiled_section in zip(card.body[own:], tree.sections, compiled.sections, strict=True):
        if isinstance(part, Roll):
            sections += _roll(part, compiled_section.roll, lost, where)
        else:
            sections += _section(part, compiled_section, lost, where)
        if section_tree.roll is not None:
            rolls.append(_tier_clauses(section_tree.roll))
    written = {
        "id": ability_id, "name": card.name, "description": "\n".join(card.flavor),
        "type": _type(compiled, card, qualifiers),
        "keywords": list(card.header.keywords),
        "distance": _distance(compiled, card.header.distance),
        "target": card.header.target or "",
        "cost": cost, "repeatable": compiled.cost_open_ended, "minLevel": 1,
        "sections": sections,
    }
    distance = distance_text(compiled.distance) if compiled.distance is not None else None
    texts = [compiled.trigger or "", "\n".join(card.flavor)]
    texts += ["\n".join(part.lines) for part in card.body[own:] if isinstance(part, Section)]
    return written, _Expected(compiled.name, tuple(rolls), distance, tuple(t for t in texts if t))


# ---- the sourcebook ---------------------------------------------------------------------------------


def _groups(results) -> dict[str, list]:
    """The read files by the folder they are in (relative to what all share; a lone file: its stem)."""
    stems = output_stems([r.path for r in results])
    groups: dict[str, list] = {}
    for result in results:
        folder = stems[result.path].rpartition("/")[0]
        groups.setdefault(folder, []).append(result)
    return groups


def _heroclass(name: str, class_id: str, abilities: list[dict], description: str) -> dict:
    return {"id": class_id, "name": name, "description": description, "type": "standard", "subclassName": "",
            "subclassCount": 0, "primaryCharacteristicsOptions": [], "primaryCharacteristics": [],
            "featuresByLevel": [{"level": level, "features": []} for level in range(1, 11)],
            "abilities": abilities, "subclasses": [], "level": 1, "characteristics": []}


def export(results, lang: str | None = None) -> list[Exported]:
    """One sourcebook holding every ability of `results`, one class per folder of input files."""
    results = [r for r in results if r.abilities]
    if not results:
        return []
    book = common_name([r.path for r in results])
    note = f"Exported by statblock for Forge Steel {VERSION} from: "
    classes, expected, lost, ids = [], [], [], set()
    for folder, members in _groups(results).items():
        name = folder or book
        class_id = unique(f"statblock-{slug(name)}", ids)
        abilities = []
        for result in members:
            for tree, compiled in abilities_of(result):
                card = layout(tree, lang=lang) if lang is not None else layout(tree)
                found: list[str] = []
                written, wanted = ability(card, tree, compiled, unique(f"{class_id}-{slug(card.name)}", ids), found)
                abilities.append(written)
                expected.append(wanted)
                lost += [f"{result.path}: {item}" for item in found]
        paths = ", ".join(r.path for r in members)
        classes.append(_heroclass(name, class_id, abilities, note + paths))
    sourcebook = {"id": f"statblock-{slug(book)}", "name": book, "description": note + book, "type": "Homebrew",
                  "classes": classes, **{key: [] for key in OTHER_ELEMENTS}}
    text = json.dumps(sourcebook, ensure_ascii=False, indent=1) + "\n"
    source = common_source([r.path for r in results])
    return [Exported(slug(book, 120) + SUFFIX, text, len(expected), source, tuple(lost), expected=tuple(expected))]


# ---- validating ------------------------------------------------------------------------------------


@functools.cache
def _validator():
    import jsonschema

    return jsonschema.Draft202012Validator(SCHEMA)


def validate(exported: Exported) -> list[str]:
    """Why Forge Steel would not take the file as the abilities it was made from (empty when it would):
    the sourcebook fits the schema of Forge Steel's model, and every tier reads back to the effects of
    the original clauses, every distance to the original distance."""
    try:
        data = json.loads(exported.text)
    except ValueError as error:
        return [f"not JSON: {error}"]
    problems = [f"{'/'.join(map(str, error.absolute_path)) or 'sourcebook'}: {error.message}"
                for error in _validator().iter_errors(data)]
    if problems:
        return problems
    written = [a for c in data["classes"] for a in c["abilities"]]
    expected = exported.expected or ()
    if len(written) != len(expected):
        return [f"{len(expected)} abilities exported, {len(written)} written"]
    for got, want in zip(written, expected):
        problems += _ability_problems(got, want)
    return problems


def _ability_problems(got: dict, want: _Expected) -> list[str]:
    problems = []
    if got["name"] != want.name:
        problems.append(f"`{want.name}` written as `{got['name']}`")
    rolls = [s["roll"] for s in got["sections"] if s["type"] == "roll"]
    if len(rolls) != len(want.rolls):
        return problems + [f"`{want.name}`: {len(want.rolls)} power rolls, {len(rolls)} written"]
    for index, (roll, tiers) in enumerate(zip(rolls, want.rolls)):
        for number, effects in tiers.items():
            text = roll.get(f"tier{number}", "") if number in CANONICAL_TIER_LABELS else ""
            if tier_effects(text) != effects:
                problems.append(f"`{want.name}`: roll {index + 1}, tier {number} reads back as other effects: {text!r}")
    if want.distance is not None:
        parts = got["distance"]
        whole = len(parts) == 1 and parts[0]["type"] == "Special" and parts[0]["special"]  # as written
        if not whole and distance_words(parts) != want.distance:
            problems.append(f"`{want.name}`: distance `{want.distance}` written as `{distance_words(parts)}`")
    strings = set(_strings(got))
    problems += [f"`{want.name}`: the text {text[:60]!r} is not kept whole" for text in want.texts if text not in strings]
    return problems


def _strings(data) -> list[str]:
    """Every string in a JSON value."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for value in data.values() for s in _strings(value)]
    if isinstance(data, list):
        return [s for value in data for s in _strings(value)]
    return []
