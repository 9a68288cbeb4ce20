"""Draw Steel abilities as item JSON for Foundry VTT's Draw Steel system (`--to foundry`).

One file per ability, `<source>/<ability>.json` (the source's path under the folder the inputs
share, as the other formats name their files, in lower-case ASCII), each an `Item` of type
`ability` in the shape the system's data model (`src/module/data/item/ability.mjs` of
MetaMorphic-Digital/draw-steel, version `SYSTEM_VERSION`) defines, with the power roll as its power
roll effects (`foundry_power.py`).
Foundry's "Import Data" on an item reads one; the folder is a compendium's source for the
Foundry CLI (each item has its `_id` and `_key`). The system's own migrations carry the data
forward to its later versions (`effect.before`/`after` and `spend` became special effects in 1.1).

What the model has no field for is written into its text fields, never dropped: sections and
further rolls into `effect.before`/`after`, a target it cannot type into `target.custom`, a
distance, cost or action it cannot type into `effect.before`. The JSON Schema of the model
(`foundry.schema.json`) checks each item in `validate`.
"""

from __future__ import annotations

import functools
import html
import json
import re
import unicodedata
from importlib import resources

import attrs

from ..canonical import TIER_RANGES, target as english_target
from ..render.clauses import tier_clauses
from ..runtime.compiled import CompiledAbility, CompiledRoll
from ..wording import Wording
from . import Exported, output_stems, unique
from .foundry_power import CONDITIONS, ROLL_KEYS, PowerEffects, foundry_id, power_effects

__all__ = ["SYSTEM_VERSION", "TARGET", "export", "validate"]

SYSTEM_ID = "draw-steel"
SYSTEM_VERSION = "0.10.0"
CORE_VERSION = "13.347"  # the Foundry VTT release the system's 0.8-0.10 series requires at least
TARGET = f"Foundry VTT draw-steel system {SYSTEM_VERSION}"
IMAGE = "icons/svg/item-bag.svg"

ACTION_TYPES = {"main_action": "main", "maneuver": "maneuver", "free_maneuver": "freeManeuver",
                "triggered_action": "triggered", "free_triggered_action": "freeTriggered", "move_action": "move",
                "no_action": "none", "villain_action": "villain"}
KEYWORDS = frozenset({"animal", "animapathy", "area", "charge", "chronopathy", "cryokinesis", "earth", "fire", "green",
                      "magic", "melee", "metamorphosis", "psionic", "pyrokinesis", "ranged", "resopathy", "rot",
                      "performance", "strike", "telekinesis", "telepathy", "void", "weapon"})
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_NOUNS = {"creature": "creature", "creatures": "creature", "object": "object", "objects": "object",
          "enemy": "enemy", "enemies": "enemy", "ally": "ally", "allies": "ally"}
_PAIRS = {("creature", "object"): "creatureObject", ("enemy", "object"): "enemyObject"}
_TARGET = re.compile(r"(one|two|three|four|five|six|each) (\w+)(?: (?:or|and) (\w+))?( in the area)?")
_SELF_TARGETS = {"self": "self", "special": "special", "self or one ally": "selfOrAlly",
                 "self or one creature": "selfOrCreature", "self and each ally in the area": "selfAlly",
                 "self and each ally": "selfAlly"}
# file names Windows reserves, whatever their extension
_RESERVED = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)),
                       *(f"lpt{i}" for i in range(1, 10))})


def export(results, lang: str) -> list[Exported]:
    """One item file per Draw Steel ability of `results`, in order; other rulesets' entries are
    not this format's (the command reports them)."""
    out: list[Exported] = []
    folders: set[str] = set()
    stems = output_stems([result.path for result in results])
    for result in results:
        parts = stems[result.path].split("/")
        folder = unique("/".join(_slug(part, "source", f"{result.path}/{index}") for index, part in enumerate(parts)),
                         folders)
        names: set[str] = set()
        for tree, ability in zip(result.asts, result.abilities):
            if not isinstance(ability, CompiledAbility):
                continue
            item, typed, text = _item(tree, ability, lang)
            name = unique(_slug(ability.name, "ability", ability.name), names)
            out.append(Exported(f"{folder}/{name}.json", json.dumps(item, ensure_ascii=False, indent=2) + "\n",
                                source=result.path, typed_clauses=typed, text_clauses=text))
    return out


# ---- one ability -------------------------------------------------------------------------------


def _item(tree, ability: CompiledAbility, lang: str) -> tuple[dict, int, int]:
    words = Wording(lang)
    seed = f"{ability.path}\x1f{ability.line}\x1f{ability.column}\x1f{ability.name}"
    item_id = foundry_id(seed, "item")
    notes: list[str] = []  # what the structured fields cannot say, for `effect.before`

    primary = _primary_roll(ability)
    power = power_effects(primary, lang, seed) if primary is not None else PowerEffects()
    roll = {"reactive": False, "formula": "", "characteristics": []} if primary is None else {
        "reactive": primary.kind != "power_roll", "formula": _roll_formula(primary),
        "characteristics": _roll_characteristics(primary)}
    typed, text = power.typed_clauses, power.text_clauses

    before, after = _sections_html(tree, ability, primary, words)
    if power.unplaced:
        after.insert(0, _roll_html(attrs.evolve(primary, tiers=tuple(power.unplaced)), words))
        text += sum(len(t.clauses or t.effects) for t in power.unplaced)
    in_sections = {id(section.roll) for section in ability.sections if section.roll is not None}
    for other in ability.all_rolls():
        if other is not primary:
            if id(other) not in in_sections:
                after.append(_roll_html(other, words))
            text += sum(len(t.clauses or t.effects) for t in other.tiers)

    system = {
        "_dsid": _slug(ability.name, "ability", ability.name),
        "story": ability.flavor or "",
        # (`Melee/Strike/Weapon`: one word written for three keywords, SB103: each keyword, none lost to the pairing)
        "keywords": [k if k in KEYWORDS else label for k, label in zip(
            ability.keywords, ability.keyword_labels if len(ability.keyword_labels) == len(ability.keywords)
            else ability.keywords)],
        "type": _action_type(ability, words, notes),
        "category": _category(ability),
        "resource": _resource(ability, words, notes),
        "trigger": ability.trigger or "",
        "distance": _distance(ability.distance, words, notes),
        "damageDisplay": "ranged" if "ranged" in ability.keywords and "melee" not in ability.keywords else "melee",
        "target": _target(ability.target, words),
        "power": {"roll": roll, "effects": power.effects},
        "effect": {"before": "".join(notes + before), "after": "".join(after)},
        "spend": _spend(ability),
    }
    item = {
        "_id": item_id,
        "_key": f"!items!{item_id}",
        "name": ability.name,
        "type": "ability",
        "img": IMAGE,
        "system": system,
        "effects": [{**e, "_key": f"!items.effects!{item_id}.{e['_id']}"} for e in power.custom_effects],
        "folder": None,
        "sort": 0,
        "ownership": {"default": 0},
        "flags": {"statblock": {"target": TARGET, "source": ability.path, "line": ability.line,
                                "column": ability.column, "format": ability.fmt,
                                **({"metadata": _plain(ability.metadata)} if ability.metadata else {})}},
        "_stats": {"systemId": SYSTEM_ID, "systemVersion": SYSTEM_VERSION, "coreVersion": CORE_VERSION,
                   "createdTime": None, "modifiedTime": None, "lastModifiedBy": None, "compendiumSource": None,
                   "duplicateSource": None, "exportSource": None},
    }
    return item, typed, text


def _primary_roll(ability: CompiledAbility) -> CompiledRoll | None:
    """The roll the item's power roll holds: the ability's own, else the first roll of a section or
    under the trigger (a test the targets make is the system's reactive roll)."""
    rolls = ability.all_rolls()
    return next((r for r in rolls if r.kind == "power_roll"), rolls[0] if rolls else None)


def _roll_characteristics(roll: CompiledRoll) -> list[str]:
    chosen = tuple(ROLL_KEYS) if roll.characteristics == ("highest",) else roll.characteristics
    return [c for c in chosen if c in ROLL_KEYS]


def _roll_formula(roll: CompiledRoll) -> str:
    """`@chr` (the best of the roll's characteristics), a monster's flat bonus, or nothing."""
    if roll.bonus is not None:
        return str(roll.bonus)
    return "@chr" if _roll_characteristics(roll) else ""


def _action_type(ability: CompiledAbility, words: Wording, notes: list[str]) -> str:
    """The system's action type; the number of a villain action (which it has no field for) in words."""
    action = ability.action
    numbered = re.fullmatch(r"(.*)_(\d+)", action or "")
    tagged = _tag_action(ability.tag, words)
    if numbered:
        action = numbered.group(1)
        notes.append(_paragraph(words.action(ability), bold=True))
    elif action is None and tagged is not None:
        action = tagged
        notes.append(_paragraph(words.tag(ability.tag), bold=True))
    if action in ACTION_TYPES:
        return ACTION_TYPES[action]
    if ability.action_label:
        notes.append(_labelled(words.label("fields", "action"), ability.action_label))
    return "none"


def _tag_action(tag: str | None, words: Wording) -> str | None:
    """The action type a tag names (`Villain Action 1`), or None."""
    if not tag:
        return None
    tag = tag.strip()
    number = _NUMBER_AT_END_REVERSED.match(tag[::-1])  # `Villain Action 1`: the number off
    term = words.rules.action_types.lookup(tag[:len(tag) - number.end()] if number else tag)
    return term.id if term is not None else None


# a tag's number and the blanks before it, read from the tag's end: `\s*\d+$` searched was tried from every digit of a
# run and went to its end, quadratic (a tag of 20,000 digits and `!`: 4 s an export)
_NUMBER_AT_END_REVERSED = re.compile(r"\d++\s*+")


def _category(ability: CompiledAbility) -> str:
    if ability.signature:
        return "signature"
    if "villain" in (ability.action or "") or (ability.tag or "").lower().startswith("villain"):
        return "villain"
    if ability.cost_amount is not None and ability.cost_resource not in (None, "malice"):
        return "heroic"
    return ""


def _resource(ability: CompiledAbility, words: Wording, notes: list[str]) -> int | None:
    """The cost the system spends (its heroic resource, or Malice for a monster); what it cannot
    hold (`5+`, `3-7 Malice`, `1 Malice per minion`) is said in words."""
    typed = ability.cost_amount if ability.cost_amount is not None and ability.cost_amount >= 1 else None
    if ability.cost_open_ended or (ability.cost_amount is not None and typed is None):
        notes.append(_labelled(words.label("fields", "cost"), words.cost(ability) or ""))
    if ability.tag is not None and _tag_action(ability.tag, words) is None:
        alone = ability.cost_amount is None and not ability.signature  # then the tag is the cost
        notes.append(_paragraph((words.composed_cost(ability) if alone else None) or ability.tag, bold=True))
    return typed


def _distance(distance: dict | None, words: Wording, notes: list[str]) -> dict:
    out = {"type": "special", "primary": None, "secondary": None, "tertiary": None}
    parts = (distance or {}).get("parts") or []
    kinds = [p["kind"] for p in parts]
    if kinds == ["melee", "ranged"] and all("size" in p for p in parts):
        return {**out, "type": "meleeRanged", "primary": parts[0]["size"], "secondary": parts[1]["size"]}
    if len(parts) == 1 and "note" not in distance:  # `Self; see below`: the note goes with the words
        part = parts[0]
        shaped = {"melee": ("size",), "ranged": ("size",), "burst": ("size",), "aura": ("size",),
                  "cube": ("size", "within"), "wall": ("size", "within"), "line": ("size", "width", "within"),
                  "self": (), "special": ()}.get(part["kind"])
        if shaped is not None and set(part) - {"kind"} == set(shaped):
            values = [part[k] for k in shaped] + [None] * (3 - len(shaped))
            return {"type": part["kind"], "primary": values[0], "secondary": values[1], "tertiary": values[2]}
    if distance is not None:
        notes.append(_labelled(words.label("fields", "distance"), words.distance(distance) or distance["text"]))
    return out


def _target(written: str | None, words: Wording) -> dict:
    """The system's target type and count; the words as the label wherever they say more."""
    if written is None:
        return {"type": "special", "custom": "", "value": None}
    english = (english_target(written) or written).strip().rstrip(".")
    label = words.target(written) or written
    lowered = english.lower()
    if lowered in _SELF_TARGETS:
        plain = lowered in ("self", "special")
        return {"type": _SELF_TARGETS[lowered], "custom": "" if plain else label, "value": None}
    match = _TARGET.fullmatch(lowered)
    nouns = (_NOUNS.get(match.group(2)), _NOUNS.get(match.group(3)) if match.group(3) else None) if match else ()
    kind = (_PAIRS.get(nouns) if nouns[1] else nouns[0]) if match else None
    if kind is None:
        return {"type": "special", "custom": label, "value": None}
    count = _NUMBERS.get(match.group(1))
    plain = count is not None and match.group(4) is None
    return {"type": kind, "custom": "" if plain else label, "value": count}


def _spend(ability: CompiledAbility) -> dict:
    spend = next((s for s in ability.sections if s.kind == "spend"), None)
    if spend is None:
        return {"value": None, "text": ""}
    return {"value": None if spend.open_ended else spend.amount, "text": spend.text}


# ---- text fields ---------------------------------------------------------------------------------


def _sections_html(tree, ability: CompiledAbility, primary, words: Wording) -> tuple[list[str], list[str]]:
    """The sections as paragraphs, before or after the power roll as they are in the source, each
    with its own roll (a further power roll, a test) after it; the first Spend section is the
    system's `spend` and is not repeated."""
    before, after = [], []
    roll_tree = _roll_tree(tree, ability, primary)
    roll_start = roll_tree.span.start if roll_tree is not None and roll_tree.span is not None else None
    first_spend = next((s for s in ability.sections if s.kind == "spend"), None)
    for index, section in enumerate(ability.sections):
        if section is first_spend:
            continue
        header_only = section.roll is not None and section.text.strip() == section.roll.label.strip()
        label = words.section_label(section)
        parts = [] if header_only else [_labelled(label, section.text) if label else _paragraph(section.text)]
        if section.roll is not None and section.roll is not primary:
            parts.append(_roll_html(section.roll, words))
        span = tree.sections[index].span if tree is not None and index < len(tree.sections) else None
        place = before if roll_start is not None and span is not None and span.start < roll_start else after
        place.extend(parts)
    return before, after


def _roll_tree(tree, ability: CompiledAbility, primary):
    if tree is None or primary is None:
        return None
    trees = tree.all_rolls()
    rolls = ability.all_rolls()
    return next((t for t, r in zip(trees, rolls) if r is primary), None)


def _roll_html(roll: CompiledRoll, words: Wording) -> str:
    label = html.escape(words.roll_label(roll) or roll.label.strip().rstrip(":："), quote=False)
    items = "".join(f"<li><strong>{html.escape(TIER_RANGES.get(t.number, t.range), quote=False)}:</strong> "
                    f"{html.escape('; '.join(tier_clauses(t, words.lang)), quote=False)}</li>" for t in roll.tiers)
    return (f"<p><strong>{label}:</strong></p>" if label else "") + f"<ul>{items}</ul>"


def _paragraph(text: str, bold: bool = False) -> str:
    lines = [html.escape(line.strip(), quote=False) for line in text.splitlines() if line.strip()]
    if bold:
        lines = [f"<strong>{line}</strong>" for line in lines]
    return "".join(f"<p>{line}</p>" for line in lines)


def _labelled(label: str, text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()] or [""]
    first = f"<p><strong>{html.escape(label, quote=False)}:</strong> {html.escape(lines[0], quote=False)}</p>"
    return first + _paragraph("\n".join(lines[1:]))


def _plain(value):
    """Metadata as JSON holds it (dates and other YAML values as their text)."""
    return json.loads(json.dumps(value, default=str, ensure_ascii=False))


# ---- file names ----------------------------------------------------------------------------------


def _slug(text: str, fallback: str, seed: str) -> str:
    """Lower-case ASCII letters, digits and hyphens, at most 60: a name every file system takes
    as it is; a name with none of them is `<fallback>-<hash>`."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", re.sub(r"['’]", "", ascii_text.lower())).strip("-")[:60].strip("-")
    if not slug:
        return f"{fallback}-{foundry_id(seed)[:8].lower()}"
    return f"{slug}-{fallback}" if slug in _RESERVED else slug


# ---- validation ----------------------------------------------------------------------------------


@functools.cache
def _validator():
    import jsonschema  # the `export` extra; imported only when an export is checked

    schema = json.loads(resources.files(__package__).joinpath("foundry.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def validate(exported: Exported) -> list[str]:
    """Why Foundry's draw-steel system would not take the file: its JSON, the JSON Schema of the
    model, and what a schema cannot say (an applied effect names a condition the system defines or
    an effect of the item). Empty when it would take it."""
    try:
        item = json.loads(exported.text)
    except ValueError as error:
        return [f"{exported.name}: not JSON ({error})"]
    problems = [f"{exported.name}: {'/'.join(map(str, e.absolute_path)) or '(item)'}: {e.message}"
                for e in sorted(_validator().iter_errors(item), key=lambda e: list(map(str, e.absolute_path)))]
    if problems:
        return problems
    own = {effect["_id"] for effect in item["effects"]}
    for effect_id, effect in item["system"]["power"]["effects"].items():
        if effect_id != effect["_id"]:
            problems.append(f"{exported.name}: power effect {effect_id} has the id {effect['_id']}")
        for number in (1, 2, 3):
            for key in (effect.get("applied", {}).get(f"tier{number}", {}).get("effects") or {}):
                if key not in CONDITIONS and key not in own:
                    problems.append(f"{exported.name}: tier {number} applies {key!r}, which is neither a condition "
                                    "of the system nor an effect of the item")
    return problems
