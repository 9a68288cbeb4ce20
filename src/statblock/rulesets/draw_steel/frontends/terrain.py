"""Dynamic terrain objects as written: the words of their statistics, in any format.

The Monsters book's dynamic terrain (traps, siege engines, fortifications,
hazards, relics, trigger mechanisms) is set up in a stat block of its own: a
level, a terrain type and a role (`Level 1 Trap Ambusher`), EV, Stamina and
Size, and for some objects Immunity, Direction, Typical Space or Link, with
its flavor, followed by its features (Deactivate, Activate, abilities,
Upgrades). A `Statblock` of `kind` "dynamic_terrain" holds one, values as
written; where a value is `-` (an object with no Stamina) the dash is kept,
since the book says so on purpose.

This module holds the words and the small readings every format shares (the
native block `Name (Dynamic Terrain)`, the Markdown heading `Name (Level 1
Trap Ambusher)`, the `featureblock_type: Trap Ambusher` of the YAML); the
readers are `statblocks.py` (native) and `terrain_md.py` (Markdown, YAML,
front matter).
"""

from __future__ import annotations

import functools
import re

from ..vocabulary import vocabulary

__all__ = ["PROSE", "REQUIRED", "TERRAIN_FIELDS", "TERRAIN_KIND", "TERRAIN_ROWS", "TERRAIN_TAG", "heading_tag",
           "is_terrain_tag", "read_heading_tag", "split_type", "terrain_key", "terrain_tag", "terrain_value"]

TERRAIN_KIND = "dynamic_terrain"
TERRAIN_TAG = "Dynamic Terrain"

# id → native label, in the book's order. Level, Role, EV, Stamina, Size and Immunity are the ids of a
# monster's statblock (`statblocks.FIELDS`); the others are the terrain's own (`terrain_fields`).
TERRAIN_FIELDS = {
    "level": "Level", "terrain_type": "Type", "roles": "Role", "ev": "EV", "stamina": "Stamina", "size": "Size",
    "immunity": "Immunity", "weakness": "Weakness", "direction": "Direction", "typical_space": "Typical Space",
    "link": "Link",
}
# the native lines of numbers and short words; PROSE fields (a sentence each) take a line of their own
TERRAIN_ROWS = (("level", "terrain_type", "roles", "ev"), ("stamina", "size"), ("immunity", "weakness"))
PROSE = ("direction", "typical_space", "link")
# what every object of the book gives (Stamina may be `-`: it has none, which is said, not missing)
REQUIRED = ("level", "ev", "stamina", "size")

# a level of any length: one past `to_ast.MAX_DIGITS` is still the object's, and SB171 says it is too long
_HEADING_TAG = re.compile(r"^(?P<level_word>\S+?)\s*(?P<level>\d+)\s*(?P<rest>.*)$")


def terrain_tag(lang: str | None = None) -> str:
    """What a native terrain block's name line says in parentheses: `Dynamic Terrain`, `ダイナミック地形`."""
    return vocabulary().card_words.terms["dynamic_terrain"].label("ja" if lang == "ja" else "en")


@functools.cache
def _tags() -> frozenset[str]:
    term = vocabulary().card_words.terms["dynamic_terrain"]
    return frozenset(" ".join(s.lower().split()) for s in (*term.en, *term.ja))


def is_terrain_tag(tag: str | None) -> bool:
    """Whether a name's parenthesis names a dynamic terrain object (`Dynamic Terrain`, `ダイナミック地形`)."""
    return " ".join((tag or "").lower().split()) in _tags()


@functools.lru_cache(maxsize=256)
def terrain_key(label: str) -> str | None:
    """The field id of a terrain's label (`Typical Space`, `向き`, `Type`), or None for one of a monster's
    labels or none the ruleset knows (`statblocks._field_key` reads those)."""
    folded = " ".join(label.lower().split())
    term = vocabulary().terrain_fields.lookup(folded)
    if term is not None and any(folded == s.lower() for s in (*term.en, *term.ja)):
        return term.id
    return None


def terrain_value(value) -> str | None:
    """A value as written, blanks folded; a dash kept (`Stamina: -`: the object has none); None when empty."""
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        value = ", ".join(str(v) for v in value)
    text = " ".join(str(value).split())
    return text or None


def split_type(words: str) -> tuple[str | None, str | None]:
    """`Trap Ambusher` as (`Trap`, `Ambusher`): the last word is the role when it is one of a monster's
    (`Support`, `アンブッシャー`), the rest the terrain type; `Siege Engine` alone is a type with no role,
    `Artillery` alone a role with no type. Japanese may join the two with `・` (`罠・アンブッシャー`); a comma may
    part them (`Trap, Ambusher`, `罠、アンブッシャー`)."""
    words = " ".join(words.split())
    if not words:
        return None, None
    roles = vocabulary().monster_roles
    cut = max(words.rfind(mark) for mark in _TYPE_ROLE_MARKS)
    last = words[cut + 1:]
    if roles.lookup(last) is not None:
        rest = words[:max(cut, 0)].strip(_TYPE_ROLE_STRIP)
        return rest or None, last
    return words, None


# what may stand between a terrain type and its role (`Trap Ambusher`, `罠・アンブッシャー`, `Trap, Ambusher`)
_TYPE_ROLE_MARKS = (" ", "・", ",", "、", "，")
_TYPE_ROLE_STRIP = "".join(_TYPE_ROLE_MARKS)


def read_heading_tag(tag: str) -> tuple[str, str | None, str | None] | None:
    """(level, terrain type, role) of a Markdown heading's parenthesis (`Level 1 Trap Ambusher`, `レベル 3
    攻城兵器 アーティラリー`), or None unless it starts with a spelling of Level and a number and goes on
    with a terrain type or a role the ruleset knows (`Level 1 Feature` is no terrain object)."""
    match = _HEADING_TAG.match(" ".join(tag.split()))
    if match is None or not _is_level_word(match.group("level_word")):
        return None
    terrain_type, role = split_type(match.group("rest"))
    if role is None and (terrain_type is None or vocabulary().terrain_types.lookup(terrain_type) is None):
        return None
    if terrain_type is not None and not _a_type(terrain_type):
        return None  # `*Level 2 of the mine hides this nasty Ambusher*`: a sentence, flavor (was the type `of the …`)
    return match.group("level"), terrain_type, role


def _a_type(words: str) -> bool:
    """Whether `words` before a role may be a terrain type: one the ruleset names (`Trap`, `Siege Engine`, `罠`), or
    what a type's name can be, a few capitalised English words (`Power Fixture`) or a Japanese noun of no hiragana
    (`魔法装置`), not a sentence (`of the mine hides this nasty`, `鉱山に潜む`)."""
    if vocabulary().terrain_types.lookup(words) is not None:
        return True
    if not words.isascii():
        return " " not in words and not any("\u3041" <= ch <= "\u309f" for ch in words)
    said = words.split()
    return len(said) <= _MOST_TYPE_WORDS and all(word[0].isupper() and word.replace("-", "").isalpha()
                                                 for word in said)


#: the most words of a terrain type the ruleset does not name (its own have two at most: `Siege Engine`)
_MOST_TYPE_WORDS = 3


def _is_level_word(word: str) -> bool:
    term = vocabulary().statblock_fields.terms["level"]
    return word.lower() in {s.lower() for s in (*term.en, *term.ja)}


def heading_tag(fields: dict, lang: str | None = None) -> str | None:
    """The parenthesis of a Markdown heading that says a terrain's level, type and role (`Level 3 Siege
    Engine Artillery`), or None when it would not read back as they are (no level, a level that is not a
    number, a type that would be read as its role): its heading then says `Dynamic Terrain` and a
    bullet each says them."""
    level, terrain_type, role = fields.get("level"), fields.get("terrain_type"), fields.get("roles")
    if level is None or not level.isdigit() or (terrain_type is None and role is None):
        return None
    words = " ".join(w for w in (terrain_type, role) if w)
    label = vocabulary().statblock_fields.terms["level"].label("ja" if lang == "ja" else "en")
    tag = f"{label} {level} {words}"
    return tag if read_heading_tag(tag) == (level, terrain_type, role) else None
