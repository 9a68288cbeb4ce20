"""Heroes and targets: what they hold, and how a TOML table becomes one.

A hero carries what binding needs: characteristics, level, class (and so a
heroic resource), the characteristic potency is based on, and kit damage. A
target carries what resolution needs: characteristics, Stamina, damage
immunities and weaknesses. Both are checked when read (each field by
`hero_fields.FieldReader`, the file itself by `hero_file`); a bad file raises
`HeroFileError` whose message names the field, so the runtime can assume
well-formed data.
"""

from __future__ import annotations

from pathlib import Path

import attrs

from ....messages import Listing
from ....vocabulary import Vocabulary
from ...similarity import english_close_matches
from ..vocabulary import resource_classes, vocabulary
from .hero_fields import ALL_DAMAGE, IMMUNE_TO_ALL, FieldReader, HeroFileError, describe
from .hero_file import load_toml, toml_table
from ....records import frozen

__all__ = [
    "ALL_DAMAGE",
    "Hero",
    "HeroFileError",
    "Kit",
    "Target",
    "default_target",
    "load_hero",
    "load_target",
    "parse_hero",
    "parse_target",
    "toml_table",
]

# What a hero's or target's own numbers may be (the limits of every field: `hero_fields`)
LEVEL_RANGE = (1, 10)
STAMINA_RANGE = (0, 9999)  # the largest solo monster of the books has 700
EDGES_RANGE = (0, 10)  # edges or banes against one target (two or more count as two)
STABILITY_RANGE = (0, 99)  # the books' largest is 10; stability never goes below 0


@frozen
class Kit:
    name: str | None = None
    melee_damage: tuple[int, int, int] = (0, 0, 0)
    ranged_damage: tuple[int, int, int] = (0, 0, 0)


@frozen
class Hero:
    name: str
    characteristics: dict[str, int] = attrs.field(hash=False)
    level: int = 1
    hero_class: str | None = None
    potency_characteristic: str | None = None
    kit: Kit = Kit()
    # its conditions when it rolls (`situation.py`): a condition's id, and the creature it is frightened of or
    # grabbed by (a name), or True
    conditions: dict[str, str | bool] = attrs.field(factory=dict, hash=False)
    # a beastheart's companion (`[companion]` in the file: its name and characteristics): who uses the abilities
    # with the Companion keyword (`companion.py`); None when the file gives none
    companion: Hero | None = attrs.field(default=None, eq=False, hash=False)

    def characteristic(self, name: str) -> int:
        """The score of `name`; `highest` is the best of all five."""
        if name == "highest":
            return max(self.characteristics.values())
        return self.characteristics[name]

    @property
    def potency_score(self) -> int:
        """The score potencies are based on: the class's characteristic if the file names one,
        else the highest, as seed 000 says ("あなたの最も高い能力値スコア")."""
        if self.potency_characteristic:
            return self.characteristics[self.potency_characteristic]
        return max(self.characteristics.values())

    def potency(self, strength: str, ruleset: Vocabulary | None = None) -> int:
        """weak/average/strong as a number: the potency score plus the strength's offset."""
        term = (ruleset or vocabulary()).potency_strengths.lookup(strength)
        return self.potency_score + int(term.extra["offset"])

    def heroic_resource(self, ruleset: Vocabulary | None = None) -> str | None:
        """The id of the class's heroic resource (`ferocity` for a fury), or None without a class."""
        if self.hero_class is None:
            return None
        for term in (ruleset or vocabulary()).heroic_resources.terms.values():
            if self.hero_class in resource_classes(term) and not term.extra.get("epic"):  # (not the summoner's eidos)
                return term.id
        return None


@frozen
class Target:
    name: str
    characteristics: dict[str, int] = attrs.field(hash=False)
    stamina: int | None = None
    immunities: dict[str, int | str] = attrs.field(factory=dict, hash=False)
    weaknesses: dict[str, int] = attrs.field(factory=dict, hash=False)
    # the target `roll` makes up when none is given: its name is a word of the report's language
    default: bool = attrs.field(default=False, eq=False)
    conditions: dict[str, str | bool] = attrs.field(factory=dict, hash=False)  # as a hero's
    edges: int = 0   # the roller's edges and banes against this target alone (cover, a rule of the table)
    banes: int = 0
    # squares by which it can shorten a push, pull or slide (a statblock's Stability; `resolve` applies it)
    stability: int = 0
    # an object, not a creature (`object = true`; `runtime/objects.py`): what seed 000 says of objects as targets
    is_object: bool = False


def default_target(ruleset: Vocabulary | None = None) -> Target:
    """What `roll` resolves against without --target: every characteristic 0, no immunities or
    weaknesses, Stamina unknown. A score of 0 resists only potencies of 0 or less."""
    ruleset = ruleset or vocabulary()
    return Target("target", {c: 0 for c in ruleset.characteristics.terms}, default=True)


# ---- reading -------------------------------------------------------------------------------

_HERO_FIELDS = ("name", "class", "level", "potency", "characteristics", "kit", "conditions", "companion")
_COMPANION_FIELDS = ("name", "characteristics")
_KIT_FIELDS = ("name", "melee_damage", "ranged_damage")
_TARGET_FIELDS = ("name", "characteristics", "stamina", "immunities", "weaknesses", "conditions", "edges", "banes",
                  "stability", "object")
#: What an object is immune to unless its file says otherwise (seed 000, 物体: 「特に明記されていない限り、物体は
#: 「毒・完全無効」および「精神・完全無効」を持ちます」).
OBJECT_IMMUNITIES = {"poison": IMMUNE_TO_ALL, "psychic": IMMUNE_TO_ALL}


def parse_hero(data: dict, origin: str = "<hero>", ruleset: Vocabulary | None = None, text: str | None = None) -> Hero:
    """A hero from an already-parsed TOML table; `origin` names the file in messages, and `text`, the file's text,
    places them at their line and column."""
    ruleset = ruleset or vocabulary()
    read = FieldReader(origin, ruleset, text)
    read.nesting(data)
    read.known_keys(data, _HERO_FIELDS)
    if "name" not in data:
        raise read.fail("name", "hero.name_missing")
    name = read.text(data, "name")
    level = read.integer(data, "level", "", LEVEL_RANGE) if "level" in data else 1
    hero_class = None
    if "class" in data:
        hero_class = read.text(data, "class").lower()
        term = ruleset.hero_classes.lookup(hero_class)  # in either language: `fury`, `フューリー`
        if term is not None:
            hero_class = term.id
        classes = sorted({name for t in ruleset.heroic_resources.terms.values() if t.extra.get("hero", True)
                          for name in resource_classes(t)})
        if hero_class not in classes:
            close = english_close_matches(hero_class, classes, n=1)
            if close:
                raise read.fail("class", "hero.class_guess", word=hero_class, guess=close[0])
            raise read.fail("class", "hero.class", word=hero_class, known=Listing(tuple(classes)))
    characteristics = read.characteristics(data)
    potency = read.characteristic_id(read.text(data, "potency"), "potency") if "potency" in data else None
    kit = Kit()
    if "kit" in data:
        table = read.table(data, "kit")
        read.known_keys(table, _KIT_FIELDS, "kit.")
        kit = Kit(
            read.text(table, "name", "kit.") if "name" in table else None,
            read.per_tier(table, "melee_damage", "kit.") if "melee_damage" in table else (0, 0, 0),
            read.per_tier(table, "ranged_damage", "kit.") if "ranged_damage" in table else (0, 0, 0),
        )
    companion = None
    if "companion" in data:
        # (its level, class and potency's characteristic the hero's, as it shares the hero's turn and resource)
        table = read.table(data, "companion")
        read.known_keys(table, _COMPANION_FIELDS, "companion.")
        companion = Hero(read.text(table, "name", "companion.") if "name" in table else "companion",
                         read.characteristics(table), level, hero_class, potency)
    return Hero(name, characteristics, level, hero_class, potency, kit, read.conditions(data), companion)


def parse_target(data: dict, origin: str = "<target>", ruleset: Vocabulary | None = None,
                 text: str | None = None) -> Target:
    """A target from an already-parsed TOML table (`text`: as `parse_hero`'s). Immunity and weakness keys are damage
    types or `all` (any damage); an immunity's value may be `"all"` (ignores that damage entirely)."""
    ruleset = ruleset or vocabulary()
    read = FieldReader(origin, ruleset, text)
    read.nesting(data)
    read.known_keys(data, _TARGET_FIELDS)
    name = read.text(data, "name") if "name" in data else Path(origin).stem
    if "stamina" not in data:
        raise read.fail("stamina", "hero.stamina_missing", example="stamina = 10")
    stamina = read.integer(data, "stamina", "", STAMINA_RANGE)
    is_object = data.get("object", False)
    if not isinstance(is_object, bool):
        raise read.fail("object", "hero.boolean", value=describe(is_object), true="true", false="false")
    immunities = read.damage_table(data, "immunities", allow_all_value=True)
    return Target(
        name,
        read.characteristics(data),
        stamina,
        {**OBJECT_IMMUNITIES, **immunities} if is_object else immunities,
        read.damage_table(data, "weaknesses", allow_all_value=False),
        conditions=read.conditions(data),
        edges=read.integer(data, "edges", "", EDGES_RANGE) if "edges" in data else 0,
        banes=read.integer(data, "banes", "", EDGES_RANGE) if "banes" in data else 0,
        stability=read.integer(data, "stability", "", STABILITY_RANGE) if "stability" in data else 0,
        is_object=is_object,
    )


def load_hero(path: str | Path, ruleset: Vocabulary | None = None) -> Hero:
    data, text = load_toml(path)
    return parse_hero(data, str(path), ruleset, text)


def load_target(path: str | Path, ruleset: Vocabulary | None = None) -> Target:
    data, text = load_toml(path)
    return parse_target(data, str(path), ruleset, text)
