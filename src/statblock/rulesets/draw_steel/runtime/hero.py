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
import os
import re
import reprlib
import stat
import tomllib
from pathlib import Path

import attrs

from ....diagnostics import StatblockError
from ....frontends.toml_text import MAX_KEY_PARTS, bare_key, long_dotted_key
from ....messages import Listing, Localized, Message, msg
from ....vocabulary import Vocabulary
from ..vocabulary import resource_classes, vocabulary

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

#: The key of an immunity or weakness that applies to every damage, typed or not
#: ("damage immunity 5" in a stat block).
ALL_DAMAGE = "all"
#: The value of an immunity that ignores all damage of its type ("poison immunity all").
IMMUNE_TO_ALL = "all"

# Limits on what a file may hold. A hero file is a few hundred bytes of short words and small
# numbers; the limits keep a hostile or mistaken one (an endless device, a 5,000-digit number,
# arrays nested a thousand deep) from hanging, eating memory or printing nonsense as damage.
MAX_FILE_BYTES = 1024 * 1024
MAX_NESTING = 4  # tables and arrays inside each other: `[kit]` with `melee_damage = [...]` is 3
MAX_TEXT = 200  # characters in a name, a class or a kit
CHARACTERISTIC_RANGE = (-10, 10)  # -5 to 5 in play, with room for homebrew
LEVEL_RANGE = (1, 10)
STAMINA_RANGE = (0, 9999)  # the largest solo monster of the books has 700
BONUS_RANGE = (0, 100)  # kit damage bonuses, immunity and weakness values: a few points in the books


class HeroFileError(StatblockError):
    """A hero or target file that cannot be used; the message names the file and the field. `offset` is where in
    the file's text (None: not known) and `problem` what is wrong there, without the file's name (for `check`)."""

    def __init__(self, message, offset: int | None = None, problem=None) -> None:
        super().__init__(message)
        self.offset = offset
        self.problem = problem if problem is not None else message


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
            if self.hero_class in resource_classes(term):
                return term.id
        return None


@attrs.frozen
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


class _Reader:
    """Checks one parsed TOML table, raising with the file, the line and column of the field where the file's text
    is known, and the dotted field name."""

    def __init__(self, origin: str, ruleset: Vocabulary, text: str | None = None):
        self.origin = origin
        self.ruleset = ruleset
        self.file_text = text

    def fail(self, field: str, problem: str, /, **args) -> HeroFileError:
        said = msg(problem, **args)
        offset = self._offset(field)
        return HeroFileError(msg("hero.field", origin=self._where(offset), field=_clip(field), message=said), offset,
                             msg("hero.field_only", field=_clip(field), message=said))

    def _where(self, offset: int | None) -> str:
        """`path:line:col` of an offset of the file, the path alone when it is not known."""
        if offset is None or self.file_text is None:
            return self.origin
        text = self.file_text
        return f"{self.origin}:{text.count(chr(10), 0, offset) + 1}:{offset - (text.rfind(chr(10), 0, offset) + 1) + 1}"

    def _offset(self, field: str) -> int | None:
        """Where a field's key is (`characteristics.intution`, `kit.melee_damage[1]`), or its table's header when
        the key is missing; None if the text is unknown or the field not found in it."""
        text = self.file_text
        if text is None:
            return None
        path: list[str | int] = []
        for part in field.split("."):
            name, _, rest = part.partition("[")
            path.append(name)
            path.extend(int(index) for index in re.findall(r"(\d+)\]", "[" + rest) if rest)
        from ....frontends.toml_text import Locator  # noqa: PLC0415 (only a bad file needs it)

        locator = Locator(text)
        while path:
            start, end = locator.key(tuple(path))
            if end:
                return start
            header = locator.headers.get(tuple(path))
            if header is not None:
                return text.rfind("\n", 0, header[0]) + 1  # (the header's line, from its first column)
            path.pop()
        return None

    def nesting(self, data: dict) -> None:
        """Refuse tables and arrays nested deeper than any field needs, before anything walks them."""
        stack: list[tuple[object, str, int]] = [(data, "", 1)]
        while stack:
            value, field, depth = stack.pop()
            if isinstance(value, dict):
                children = [(f"{field}.{key}" if field else str(key), item) for key, item in value.items()]
            elif isinstance(value, list):
                children = [(f"{field}[{index}]", item) for index, item in enumerate(value)]
            else:
                continue
            if depth > MAX_NESTING:
                raise self.fail(field, "hero.nested", limit=MAX_NESTING)
            stack.extend((item, name, depth + 1) for name, item in reversed(children))

    def known_keys(self, table: dict, allowed: tuple[str, ...], prefix: str = "") -> None:
        for key in table:
            if key not in allowed and "characteristics" in allowed and len(key) <= 60 \
                    and self.ruleset.characteristics.lookup(key) is not None:
                # `might = 2` above the tables: a characteristic the file has (an unknown field, it said)
                raise self.fail(prefix + key, "hero.characteristic_outside", table=f"[{prefix}characteristics]")
            if key not in allowed:
                close = difflib.get_close_matches(key, allowed, n=1)
                if close:
                    raise self.fail(prefix + key, "hero.unknown_field_guess", guess=close[0])
                raise self.fail(prefix + key, "hero.unknown_field", known=Listing(allowed))

    def integer(self, table: dict, key: str, prefix: str, bounds: tuple[int, int], also: str | None = None) -> int:
        """A whole number within `bounds` (inclusive); `also` names another value the caller takes."""
        value = table[key]
        low, high = bounds
        # TOML's `true` is no number here, though Python counts a bool as an int
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            if also is not None:
                raise self.fail(prefix + key, "hero.integer_or", low=low, high=high, also=also, value=_describe(value))
            raise self.fail(prefix + key, "hero.integer", low=low, high=high, value=_describe(value))
        return value

    def text(self, table: dict, key: str, prefix: str = "") -> str:
        value = table[key]
        if not isinstance(value, str) or not value.strip():
            raise self.fail(prefix + key, "hero.text", value=_describe(value))
        if len(value.strip()) > MAX_TEXT:
            raise self.fail(prefix + key, "hero.text_long", limit=MAX_TEXT, length=len(value.strip()))
        return value.strip()

    def table(self, data: dict, key: str) -> dict:
        value = data[key]
        if not isinstance(value, dict):
            raise self.fail(key, "hero.table", key=key, value=_describe(value))
        return value

    def characteristic_id(self, word: str, field: str) -> str:
        term = self.ruleset.characteristics.lookup(word)
        if term is None:
            names = Listing(tuple(t.id for t in self.ruleset.characteristics.terms.values()))
            # `敏捷` for 敏捷力, `intution`: the closest name, in the word's language (`理性` → 知力, a word only ever
            # suggested for it)
            guess = self.ruleset.characteristics.suggest(word) if len(word) <= 60 else None
            if guess is not None:
                raise self.fail(field, "hero.characteristic_guess", word=_clip(word), guess=guess, names=names)
            raise self.fail(field, "hero.characteristic", word=_clip(word), names=names)
        return term.id

    def characteristics(self, data: dict) -> dict[str, int]:
        if "characteristics" not in data:
            raise self.fail("characteristics", "hero.characteristics_missing", table="[characteristics]",
                            names=Listing(tuple(self.ruleset.characteristics.terms)))
        table = self.table(data, "characteristics")
        scores: dict[str, int] = {}
        for key in table:
            term_id = self.characteristic_id(key, f"characteristics.{key}")
            scores[term_id] = self.integer(table, key, "characteristics.", CHARACTERISTIC_RANGE)
        for term_id in self.ruleset.characteristics.terms:
            if term_id not in scores:
                raise self.fail(f"characteristics.{term_id}", "hero.missing")
        return scores

    def per_tier(self, table: dict, key: str, prefix: str) -> tuple[int, int, int]:
        value = table[key]
        low, high = BONUS_RANGE
        if (not isinstance(value, list) or len(value) != 3
                or any(isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high for v in value)):
            raise self.fail(prefix + key, "hero.per_tier", low=low, high=high, example="[1, 1, 1]",
                            value=_describe(value))
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
                    names = Listing((ALL_DAMAGE, *self.ruleset.damage_types.terms))
                    raise self.fail(field, "hero.damage_type", names=names)
                type_id = term.id
            if allow_all_value and value == IMMUNE_TO_ALL:
                out[type_id] = IMMUNE_TO_ALL
            else:
                also = f'"{IMMUNE_TO_ALL}"' if allow_all_value else None
                out[type_id] = self.integer(table, damage_type, f"{key}.", BONUS_RANGE, also)
        return out


    def conditions(self, data: dict) -> dict[str, str | bool]:
        """`[conditions]`: each key a condition (English or Japanese), each value `true`, or for frightened and
        grabbed the name of whom (`frightened = "Bandit"`)."""
        if "conditions" not in data:
            return {}
        table = self.table(data, "conditions")
        out: dict[str, str | bool] = {}
        for key, value in table.items():
            field = f"conditions.{key}"
            term = self.ruleset.conditions.lookup(key)
            if term is None:
                guess = self.ruleset.conditions.suggest(key)
                if guess is not None:
                    raise self.fail(field, "hero.condition_guess", word=_clip(key), guess=guess)
                raise self.fail(field, "hero.condition", word=_clip(key),
                                known=Listing(tuple(self.ruleset.conditions.terms)))
            if value is False:  # (a condition switched off: not there)
                continue
            if value is True:
                out[term.id] = True
            elif isinstance(value, str) and term.id in SOURCED_CONDITIONS:
                out[term.id] = self.text(table, key, "conditions.")
            else:
                problem = "hero.condition_source" if term.id in SOURCED_CONDITIONS else "hero.condition_value"
                raise self.fail(field, problem, value=_describe(value), true="true", example=f'{key} = "Bandit"')
        return out


#: Conditions a file may give the source of (`frightened = "Bandit"`): whom the creature fears, who grabs it.
SOURCED_CONDITIONS = ("frightened", "grabbed")
EDGES_RANGE = (0, 10)  # edges or banes against one target (two or more count as two)
STABILITY_RANGE = (0, 99)  # the books' largest is 10; stability never goes below 0

_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 40
_SHORT.maxlevel = 2


# the kinds of TOML value as a Japanese message names them (an English one keeps Python's short names)
_JA_KINDS = {"str": "文字列", "int": "整数", "float": "小数", "bool": "真偽値", "list": "配列", "dict": "表",
             "datetime": "日時", "date": "日付", "time": "時刻"}


def _describe(value) -> Localized:
    """The type and a short form of a value a file holds: it goes into a one-line message (`str 'パンサー'`; in
    Japanese `文字列 'パンサー'`, was `str` there too)."""
    if isinstance(value, int) and value.bit_length() > 64:  # counted, not shown: past 4300 digits str() raises
        digits = int(value.bit_length() * 0.30103) + 1
        return Localized({"en": f"a number of about {digits} digits", "ja": f"約 {digits} 桁の数"})
    kind, shown = type(value).__name__, _SHORT.repr(value)
    return Localized({"en": f"{kind} {shown}", "ja": f"{_JA_KINDS.get(kind, kind)} {shown}"})


def _clip(field: str) -> str:
    """A field name as a message shows it: on one line and short (keys are the file's text)."""
    field = field.replace("\r", "\\r").replace("\n", "\\n")
    return field if len(field) <= 60 else field[:59] + "…"


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
    read = _Reader(origin, ruleset, text)
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
            close = difflib.get_close_matches(hero_class, classes, n=1)
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
    read = _Reader(origin, ruleset, text)
    read.nesting(data)
    read.known_keys(data, _TARGET_FIELDS)
    name = read.text(data, "name") if "name" in data else Path(origin).stem
    if "stamina" not in data:
        raise read.fail("stamina", "hero.stamina_missing", example="stamina = 10")
    stamina = read.integer(data, "stamina", "", STAMINA_RANGE)
    is_object = data.get("object", False)
    if not isinstance(is_object, bool):
        raise read.fail("object", "hero.boolean", value=_describe(is_object), true="true", false="false")
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


def _read_bytes(path: str | Path) -> bytes:
    """The bytes of a regular file of at most MAX_FILE_BYTES.

    Opened without blocking, so that a FIFO with no writer does not hang, and checked to be a
    regular file before reading, so that /dev/zero or a terminal is not read at all.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise HeroFileError(msg("hero.not_regular", path=str(path), suffix=".toml"))
            data = handle.read(MAX_FILE_BYTES + 1)  # not the size fstat gave: the file may be growing
    except OSError as error:
        raise HeroFileError(msg("hero.unreadable", path=str(path), reason=error.strerror or str(error))) from None
    if len(data) > MAX_FILE_BYTES:
        raise HeroFileError(msg("hero.too_big", path=str(path), limit=MAX_FILE_BYTES // (1024 * 1024)))
    return data


def _load_toml(path: str | Path) -> tuple[dict, str]:
    """A hero or target file's table, and its text."""
    data = _read_bytes(path)
    try:
        return toml_table(data.decode("utf-8"), str(path))
    except UnicodeDecodeError:
        raise HeroFileError(msg("hero.not_utf8", path=str(path))) from None


def toml_table(text: str, path: str) -> tuple[dict, str]:
    """The table of a hero or target file's text, and the text; `HeroFileError` when it is no TOML to read."""
    try:
        long_key = long_dotted_key(text)  # tomllib takes the square of a key's parts: refuse first
        if long_key is not None:
            line = text.count("\n", 0, long_key.start()) + 1
            raise HeroFileError(msg("hero.long_key", path=str(path), line=line, key=_clip(long_key.group()),
                                    parts=MAX_KEY_PARTS, depth=MAX_NESTING))
        return tomllib.loads(text), text
    except tomllib.TOMLDecodeError as error:
        bare = bare_key(text, str(error))
        if bare is not None:  # `筋力 = 2`: TOML takes a key in Japanese only in quotes
            line, key = bare
            raise HeroFileError(msg("hero.quote_key", path=str(path), line=line, key=_clip(key), format="TOML")) from None
        raise HeroFileError(msg("hero.not_toml", path=str(path), format="TOML", message=str(error))) from None
    except ValueError:  # tomllib lets Python's limit on the digits of an integer through
        where = _where(text, _LONG_NUMBER)
        raise HeroFileError(msg("hero.long_number", path=str(path), where=where, low=CHARACTERISTIC_RANGE[0],
                                high=CHARACTERISTIC_RANGE[1])) from None
    except RecursionError:  # tomllib reads nested arrays and inline tables recursively
        where = _where(text, _DEEP_BRACKETS)
        raise HeroFileError(msg("hero.deep", path=str(path), where=where, depth=MAX_NESTING)) from None
    except MemoryError:
        raise HeroFileError(msg("hero.too_large", path=str(path))) from None


_LONG_NUMBER = re.compile(r"[0-9][0-9_]{999,}")
# A dotted key of more than MAX_KEY_PARTS parts (toml_text.long_dotted_key) is refused before tomllib reads
# it; a hero file needs at most MAX_NESTING, and keys are looked for in strings and comments too, hence the room.
_DEEP_BRACKETS = re.compile(r"(?:[\[{][ \t]*){100,}")


def _where(text: str, pattern: re.Pattern) -> Message | str:
    """`line N: `key`: ` for the first line where `pattern` matches, or nothing."""
    found = pattern.search(text)
    if found is None:
        return ""
    start = text.rfind("\n", 0, found.start()) + 1
    line = text.count("\n", 0, start) + 1
    key = text[start:found.start()].partition("=")[0].strip()
    return msg("hero.where_key", line=line, key=_clip(key)) if key else msg("hero.where", line=line)


def load_hero(path: str | Path, ruleset: Vocabulary | None = None) -> Hero:
    data, text = _load_toml(path)
    return parse_hero(data, str(path), ruleset, text)


def load_target(path: str | Path, ruleset: Vocabulary | None = None) -> Target:
    data, text = _load_toml(path)
    return parse_target(data, str(path), ruleset, text)
