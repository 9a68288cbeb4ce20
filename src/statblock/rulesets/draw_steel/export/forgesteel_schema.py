"""A JSON Schema of what `forgesteel.py` writes: a Forge Steel homebrew sourcebook whose classes hold
abilities, written from Forge Steel's TypeScript model (andyaiken/forgesteel, version `VERSION`):
`Sourcebook` (src/models/sourcebook.ts), `HeroClass` (class.ts), `Ability`, `AbilityType`,
`AbilityDistance` and the section types (ability.ts), `PowerRoll` (power-roll.ts), and the enums
`AbilityUsage`, `AbilityDistanceType`, `Characteristic` and `SourcebookType`.

The schema is closed (`additionalProperties: false`) where the model is: a key Forge Steel does not
know is a mistake here. The element lists a sourcebook has besides `classes` must be present (an
import fills in only some of them) and are empty, since the export writes none.
"""

from __future__ import annotations

__all__ = ["ABILITY_USAGES", "CHARACTERISTICS", "DISTANCE_TYPES", "SCHEMA", "VERSION"]

#: The Forge Steel release whose model this is (its package.json).
VERSION = "10.157.0"

ABILITY_USAGES = ("Main Action", "Maneuver", "Move Action", "No Action", "Triggered Action", "Villain Action",
                  "Champion Action", "Other", "Free Strike")
DISTANCE_TYPES = ("Self", "Melee", "Ranged", "Aura", "Burst", "Cube", "Line", "Wall", "Summoner Range", "Special")
CHARACTERISTICS = ("Might", "Agility", "Reason", "Intuition", "Presence")

#: the sourcebook's element lists other than `classes` (each an array of its own element type)
OTHER_ELEMENTS = ("adventures", "ancestries", "careers", "complications", "cultures", "domains", "encounters",
                  "imbuements", "items", "kits", "monsterGroups", "montages", "negotiations", "perks", "projects",
                  "subclasses", "tacticalMaps", "terrain", "titles", "skills", "languages")

_TEXT = {"type": "string"}
_WHOLE = {"type": "integer", "minimum": 0}


def _closed(required: dict, optional: dict | None = None) -> dict:
    return {"type": "object", "required": list(required), "additionalProperties": False,
            "properties": {**required, **(optional or {})}}


_ELEMENT = {"id": {"type": "string", "minLength": 1}, "name": _TEXT, "description": _TEXT}

_POWER_ROLL = _closed({
    "characteristic": {"type": "array", "items": {"enum": list(CHARACTERISTICS)}, "uniqueItems": True},
    "bonus": {"type": "integer"},
    "tier1": _TEXT, "tier2": _TEXT, "tier3": _TEXT,
}, {"type": {"enum": ["Power Roll", "Test"]}, "crit": _TEXT})

_SECTION = {"oneOf": [
    _closed({"type": {"const": "text"}, "text": _TEXT}),
    _closed({"type": {"const": "field"}, "name": {"type": "string", "minLength": 1}, "value": _WHOLE,
             "repeatable": {"type": "boolean"}, "effect": _TEXT}),
    _closed({"type": {"const": "roll"}, "roll": {"$ref": "#/$defs/powerRoll"}}),
    _closed({"type": {"const": "package"}, "tag": _TEXT}),
]}

_DISTANCE = _closed({
    "type": {"enum": list(DISTANCE_TYPES)}, "value": _WHOLE, "value2": _WHOLE, "within": _WHOLE,
    "special": _TEXT, "qualifier": _TEXT,
})

_ABILITY_TYPE = _closed({
    "usage": {"enum": list(ABILITY_USAGES)}, "free": {"type": "boolean"}, "trigger": _TEXT, "time": _TEXT,
    "qualifiers": {"type": "array", "items": _TEXT}, "freeStrike": {"type": "boolean"},
}, {"order": {"type": "integer", "minimum": 1}})

_ABILITY = _closed({
    **_ELEMENT,
    "type": {"$ref": "#/$defs/abilityType"},
    "keywords": {"type": "array", "items": _TEXT},
    "distance": {"type": "array", "items": {"$ref": "#/$defs/distance"}},
    "target": _TEXT,
    "cost": {"oneOf": [_WHOLE, {"const": "signature"}]},
    "repeatable": {"type": "boolean"},
    "minLevel": {"type": "integer", "minimum": 1, "maximum": 10},
    "sections": {"type": "array", "items": {"$ref": "#/$defs/section"}},
})

_NONE = {"type": "array", "maxItems": 0}

_CLASS = _closed({
    **_ELEMENT,
    "type": {"enum": ["standard", "master"]},
    "subclassName": _TEXT,
    "subclassCount": _WHOLE,
    "primaryCharacteristicsOptions": {"type": "array", "items": {"type": "array",
                                                                  "items": {"enum": list(CHARACTERISTICS)}}},
    "primaryCharacteristics": {"type": "array", "items": {"enum": list(CHARACTERISTICS)}},
    "featuresByLevel": {"type": "array", "items": _closed({"level": {"type": "integer", "minimum": 1,
                                                                      "maximum": 10}, "features": _NONE})},
    "abilities": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/ability"}},
    "subclasses": _NONE,
    "level": {"type": "integer", "minimum": 1, "maximum": 10},
    "characteristics": {"type": "array", "items": _closed({"characteristic": {"enum": list(CHARACTERISTICS)},
                                                           "value": {"type": "integer"}})},
})

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": f"Forge Steel {VERSION} homebrew sourcebook of classes' abilities",
    **_closed({
        **_ELEMENT,
        "type": {"const": "Homebrew"},
        "classes": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/heroClass"}},
        **{key: _NONE for key in OTHER_ELEMENTS},
    }),
    "$defs": {"heroClass": _CLASS, "ability": _ABILITY, "abilityType": _ABILITY_TYPE, "distance": _DISTANCE,
              "section": _SECTION, "powerRoll": _POWER_ROLL},
}
