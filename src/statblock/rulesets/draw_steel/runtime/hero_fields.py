"""The fields of a hero or target file, checked one by one: `FieldReader` takes a parsed TOML table and raises
`HeroFileError` naming the file, the field's line and column and what it should hold (a whole number in a range,
a characteristic, a damage type, a condition), with the closest name where a word is misspelt.
"""

from __future__ import annotations

import reprlib

from ....diagnostics import StatblockError
from ....frontends.toml_text import field_offset
from ....messages import Listing, Localized, msg
from ....vocabulary import Vocabulary
from ...similarity import english_close_matches

__all__ = [
    "ALL_DAMAGE",
    "BONUS_RANGE",
    "CHARACTERISTIC_RANGE",
    "IMMUNE_TO_ALL",
    "MAX_NESTING",
    "MAX_TEXT",
    "SOURCED_CONDITIONS",
    "FieldReader",
    "HeroFileError",
    "clip",
    "describe",
]

#: The key of an immunity or weakness that applies to every damage, typed or not
#: ("damage immunity 5" in a stat block).
ALL_DAMAGE = "all"
#: The value of an immunity that ignores all damage of its type ("poison immunity all").
IMMUNE_TO_ALL = "all"

# Limits on what a file may hold (a hero file is a few hundred bytes of short words and small numbers): arrays
# nested a thousand deep or a 5,000-digit number are refused with a word, not walked or printed as damage.
MAX_NESTING = 4  # tables and arrays inside each other: `[kit]` with `melee_damage = [...]` is 3
MAX_TEXT = 200  # characters in a name, a class or a kit
CHARACTERISTIC_RANGE = (-10, 10)  # -5 to 5 in play, with room for homebrew
BONUS_RANGE = (0, 100)  # kit damage bonuses, immunity and weakness values: a few points in the books
#: Conditions a file may give the source of (`frightened = "Bandit"`): whom the creature fears, who grabs it.
SOURCED_CONDITIONS = ("frightened", "grabbed")


class HeroFileError(StatblockError):
    """A hero or target file that cannot be used; the message names the file and the field. `offset` is where in
    the file's text (None: not known) and `problem` what is wrong there, without the file's name (for `check`)."""

    def __init__(self, message, offset: int | None = None, problem=None) -> None:
        super().__init__(message)
        self.offset = offset
        self.problem = problem if problem is not None else message


class FieldReader:
    """Checks one parsed TOML table, raising with the file, the line and column of the field where the file's text
    is known, and the dotted field name."""

    def __init__(self, origin: str, ruleset: Vocabulary, text: str | None = None):
        self.origin = origin
        self.ruleset = ruleset
        self.file_text = text

    def fail(self, field: str, problem: str, /, **args) -> HeroFileError:
        said = msg(problem, **args)
        offset = None if self.file_text is None else field_offset(self.file_text, field)
        return HeroFileError(msg("hero.field", origin=self.place(offset), field=clip(field), message=said), offset,
                             msg("hero.field_only", field=clip(field), message=said))

    def place(self, offset: int | None) -> str:
        """`path:line:col` of an offset of the file, the path alone when it is not known."""
        if offset is None or self.file_text is None:
            return self.origin
        text = self.file_text
        return f"{self.origin}:{text.count(chr(10), 0, offset) + 1}:{offset - (text.rfind(chr(10), 0, offset) + 1) + 1}"

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
                close = english_close_matches(key, allowed, n=1)
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
                raise self.fail(prefix + key, "hero.integer_or", low=low, high=high, also=also, value=describe(value))
            raise self.fail(prefix + key, "hero.integer", low=low, high=high, value=describe(value))
        return value

    def text(self, table: dict, key: str, prefix: str = "") -> str:
        value = table[key]
        if not isinstance(value, str) or not value.strip():
            raise self.fail(prefix + key, "hero.text", value=describe(value))
        if len(value.strip()) > MAX_TEXT:
            raise self.fail(prefix + key, "hero.text_long", limit=MAX_TEXT, length=len(value.strip()))
        return value.strip()

    def table(self, data: dict, key: str) -> dict:
        value = data[key]
        if not isinstance(value, dict):
            raise self.fail(key, "hero.table", key=key, value=describe(value))
        return value

    def characteristic_names(self) -> Listing:
        """The keys a characteristics table takes: the ids in English (`might`), and in Japanese the seeds' word with
        the id beside it (`筋力（might）`), both being read (a Japanese key was listed by its English id alone)."""
        return Listing(tuple(Localized({"en": t.id, "ja": f"{t.label('ja')}（{t.id}）"})
                             for t in self.ruleset.characteristics.terms.values()))

    def characteristic_id(self, word: str, field: str) -> str:
        term = self.ruleset.characteristics.lookup(word)
        if term is None:
            names = self.characteristic_names()
            # `敏捷` for 敏捷力, `intution`: the closest name, in the word's language (`理性` → 知力, a word only ever
            # suggested for it)
            guess = self.ruleset.characteristics.suggest(word) if len(word) <= 60 else None
            if guess is not None:
                raise self.fail(field, "hero.characteristic_guess", word=clip(word), guess=guess, names=names)
            raise self.fail(field, "hero.characteristic", word=clip(word), names=names)
        return term.id

    def characteristics(self, data: dict) -> dict[str, int]:
        if "characteristics" not in data:
            raise self.fail("characteristics", "hero.characteristics_missing", table="[characteristics]",
                            names=self.characteristic_names())
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
                            value=describe(value))
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
                    raise self.fail(field, "hero.condition_guess", word=clip(key), guess=guess)
                raise self.fail(field, "hero.condition", word=clip(key),
                                known=Listing(tuple(self.ruleset.conditions.terms)))
            if value is False:  # (a condition switched off: not there)
                continue
            if value is True:
                out[term.id] = True
            elif isinstance(value, str) and term.id in SOURCED_CONDITIONS:
                out[term.id] = self.text(table, key, "conditions.")
            else:
                problem = "hero.condition_source" if term.id in SOURCED_CONDITIONS else "hero.condition_value"
                raise self.fail(field, problem, value=describe(value), true="true", example=f'{key} = "Bandit"')
        return out


_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 40
_SHORT.maxlevel = 2


# the kinds of TOML value as a Japanese message names them (an English one keeps Python's short names)
_JA_KINDS = {"str": "文字列", "int": "整数", "float": "小数", "bool": "真偽値", "list": "配列", "dict": "表",
             "datetime": "日時", "date": "日付", "time": "時刻"}


def describe(value) -> Localized:
    """The type and a short form of a value a file holds: it goes into a one-line message (`str 'パンサー'`; in
    Japanese `文字列 'パンサー'`, was `str` there too)."""
    if isinstance(value, int) and value.bit_length() > 64:  # counted, not shown: past 4300 digits str() raises
        digits = int(value.bit_length() * 0.30103) + 1
        return Localized({"en": f"a number of about {digits} digits", "ja": f"約 {digits} 桁の数"})
    kind, shown = type(value).__name__, _SHORT.repr(value)
    return Localized({"en": f"{kind} {shown}", "ja": f"{_JA_KINDS.get(kind, kind)} {shown}"})


def clip(field: str) -> str:
    """A field name as a message shows it: on one line and short (keys are the file's text)."""
    field = field.replace("\r", "\\r").replace("\n", "\\n")
    return field if len(field) <= 60 else field[:59] + "…"
