"""Heroes and targets, read from TOML files.

A hero carries what binding needs: characteristics, level, class (and so a
heroic resource), the characteristic potency is based on, and kit damage. A
target carries what resolution needs: characteristics, Stamina, damage
immunities and weaknesses. Both are checked when read; a bad file raises
`HeroFileError` whose message names the field, so the runtime can assume
well-formed data.
"""

from __future__ import annotations

import difflib
import tomllib
from pathlib import Path

import attrs

from ..diagnostics import StatblockError
from ..rulesets import Ruleset, draw_steel

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
]

#: The key of an immunity or weakness that applies to every damage, typed or not
#: ("damage immunity 5" in a stat block).
ALL_DAMAGE = "all"
#: The value of an immunity that ignores all damage of its type ("poison immunity all").
IMMUNE_TO_ALL = "all"


class HeroFileError(StatblockError):
    """A hero or target file that cannot be used; the message names the file and the field."""


@attrs.frozen
class Kit:
    name: str | None = None
    melee_damage: tuple[int, int, int] = (0, 0, 0)
    ranged_damage: tuple[int, int, int] = (0, 0, 0)


@attrs.frozen
class Hero:
    name: str
    characteristics: dict[str, int] = attrs.field(hash=False)
    level: int = 1
    hero_class: str | None = None
    potency_characteristic: str | None = None
    kit: Kit = Kit()

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

    def potency(self, strength: str, ruleset: Ruleset | None = None) -> int:
        """weak/average/strong as a number: the potency score plus the strength's offset."""
        term = (ruleset or draw_steel()).potency_strengths.lookup(strength)
        return self.potency_score + int(term.extra["offset"])

    def heroic_resource(self, ruleset: Ruleset | None = None) -> str | None:
        """The id of the class's heroic resource (`ferocity` for a fury), or None without a class."""
        if self.hero_class is None:
            return None
        for term in (ruleset or draw_steel()).heroic_resources.terms.values():
            if term.extra.get("class") == self.hero_class:
                return term.id
        return None


@attrs.frozen
class Target:
    name: str
    characteristics: dict[str, int] = attrs.field(hash=False)
    stamina: int | None = None
    immunities: dict[str, int | str] = attrs.field(factory=dict, hash=False)
    weaknesses: dict[str, int] = attrs.field(factory=dict, hash=False)


def default_target(ruleset: Ruleset | None = None) -> Target:
    """What `roll` resolves against without --target: every characteristic 0, no immunities or
    weaknesses, Stamina unknown. A score of 0 resists only potencies of 0 or less."""
    ruleset = ruleset or draw_steel()
    return Target("target", {c: 0 for c in ruleset.characteristics.terms})


# ---- reading -------------------------------------------------------------------------------


class _Reader:
    """Checks one parsed TOML table, raising with the file and the dotted field name."""

    def __init__(self, origin: str, ruleset: Ruleset):
        self.origin = origin
        self.ruleset = ruleset

    def fail(self, field: str, message: str) -> HeroFileError:
        return HeroFileError(f"{self.origin}: `{field}`: {message}")

    def known_keys(self, table: dict, allowed: tuple[str, ...], prefix: str = "") -> None:
        for key in table:
            if key not in allowed:
                close = difflib.get_close_matches(key, allowed, n=1)
                hint = f"; did you mean `{close[0]}`?" if close else f"; known fields: {', '.join(allowed)}"
                raise self.fail(prefix + key, f"unknown field{hint}")

    def integer(self, table: dict, key: str, prefix: str = "", *, minimum: int | None = None) -> int:
        value = table[key]
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(prefix + key, f"must be a whole number, not {_describe(value)}")
        if minimum is not None and value < minimum:
            raise self.fail(prefix + key, f"must be at least {minimum}, not {value}")
        return value

    def text(self, table: dict, key: str, prefix: str = "") -> str:
        value = table[key]
        if not isinstance(value, str) or not value.strip():
            raise self.fail(prefix + key, f"must be a non-empty string, not {_describe(value)}")
        return value.strip()

    def table(self, data: dict, key: str) -> dict:
        value = data[key]
        if not isinstance(value, dict):
            raise self.fail(key, f"must be a table (`[{key}]`), not {_describe(value)}")
        return value

    def characteristic_id(self, word: str, field: str) -> str:
        term = self.ruleset.characteristics.lookup(word)
        if term is None:
            names = ", ".join(t.id for t in self.ruleset.characteristics.terms.values())
            raise self.fail(field, f"unknown characteristic `{word}`; expected one of {names}")
        return term.id

    def characteristics(self, data: dict) -> dict[str, int]:
        if "characteristics" not in data:
            raise self.fail("characteristics", "missing; add a [characteristics] table with "
                            + ", ".join(self.ruleset.characteristics.terms))
        table = self.table(data, "characteristics")
        scores: dict[str, int] = {}
        for key in table:
            term_id = self.characteristic_id(key, f"characteristics.{key}")
            scores[term_id] = self.integer(table, key, "characteristics.")
        for term_id in self.ruleset.characteristics.terms:
            if term_id not in scores:
                raise self.fail(f"characteristics.{term_id}", "missing")
        return scores

    def per_tier(self, table: dict, key: str, prefix: str) -> tuple[int, int, int]:
        value = table[key]
        if (not isinstance(value, list) or len(value) != 3
                or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
            raise self.fail(prefix + key, f"must be three whole numbers, one per tier, like [1, 1, 1]; "
                            f"not {_describe(value)}")
        return tuple(value)

    def damage_table(self, data: dict, key: str, *, allow_all_value: bool) -> dict[str, int | str]:
        if key not in data:
            return {}
        table = self.table(data, key)
        out: dict[str, int | str] = {}
        for damage_type, value in table.items():
            field = f"{key}.{damage_type}"
            if damage_type == ALL_DAMAGE:
                type_id = ALL_DAMAGE
            else:
                term = self.ruleset.damage_types.lookup(damage_type)
                if term is None:
                    names = ", ".join((ALL_DAMAGE, *self.ruleset.damage_types.terms))
                    raise self.fail(field, f"unknown damage type; expected one of {names}")
                type_id = term.id
            if allow_all_value and value == IMMUNE_TO_ALL:
                out[type_id] = IMMUNE_TO_ALL
            else:
                out[type_id] = self.integer(table, damage_type, f"{key}.", minimum=0)
        return out


def _describe(value) -> str:
    return f"{type(value).__name__} {value!r}"


_HERO_FIELDS = ("name", "class", "level", "potency", "characteristics", "kit")
_KIT_FIELDS = ("name", "melee_damage", "ranged_damage")
_TARGET_FIELDS = ("name", "characteristics", "stamina", "immunities", "weaknesses")


def parse_hero(data: dict, origin: str = "<hero>", ruleset: Ruleset | None = None) -> Hero:
    """A hero from an already-parsed TOML table; `origin` names the file in messages."""
    ruleset = ruleset or draw_steel()
    read = _Reader(origin, ruleset)
    read.known_keys(data, _HERO_FIELDS)
    if "name" not in data:
        raise read.fail("name", "missing; every hero needs a name")
    name = read.text(data, "name")
    level = read.integer(data, "level", minimum=1) if "level" in data else 1
    hero_class = None
    if "class" in data:
        hero_class = read.text(data, "class").lower()
        classes = sorted({t.extra["class"] for t in ruleset.heroic_resources.terms.values()
                          if "class" in t.extra and t.extra.get("hero", True)})
        if hero_class not in classes:
            close = difflib.get_close_matches(hero_class, classes, n=1)
            hint = f"did you mean `{close[0]}`?" if close else f"known classes: {', '.join(classes)}"
            raise read.fail("class", f"unknown class `{hero_class}`; {hint}")
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
    return Hero(name, characteristics, level, hero_class, potency, kit)


def parse_target(data: dict, origin: str = "<target>", ruleset: Ruleset | None = None) -> Target:
    """A target from an already-parsed TOML table. Immunity and weakness keys are damage types or
    `all` (any damage); an immunity's value may be `"all"` (ignores that damage entirely)."""
    ruleset = ruleset or draw_steel()
    read = _Reader(origin, ruleset)
    read.known_keys(data, _TARGET_FIELDS)
    name = read.text(data, "name") if "name" in data else Path(origin).stem
    if "stamina" not in data:
        raise read.fail("stamina", "missing; give the target's Stamina, like `stamina = 10`")
    stamina = read.integer(data, "stamina")
    return Target(
        name,
        read.characteristics(data),
        stamina,
        read.damage_table(data, "immunities", allow_all_value=True),
        read.damage_table(data, "weaknesses", allow_all_value=False),
    )


def _load_toml(path: str | Path) -> dict:
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except OSError as error:
        raise HeroFileError(f"{path}: cannot read the file: {error.strerror or error}") from None
    except tomllib.TOMLDecodeError as error:
        raise HeroFileError(f"{path}: not valid TOML: {error}") from None
    except UnicodeDecodeError:
        raise HeroFileError(f"{path}: not UTF-8 text") from None


def load_hero(path: str | Path, ruleset: Ruleset | None = None) -> Hero:
    return parse_hero(_load_toml(path), str(path), ruleset)


def load_target(path: str | Path, ruleset: Ruleset | None = None) -> Target:
    return parse_target(_load_toml(path), str(path), ruleset)
