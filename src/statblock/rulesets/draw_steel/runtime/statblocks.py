"""Compiled statblocks: a monster's statistics, its groups of malice features, dynamic terrain objects.

The compiler's output for a statblock, whatever format it was read from
(`frontends/statblocks.py` reads them, `compiler/statblocks.py` compiles
and checks them). Numbers are numbers (None where the source has none or
not a number: `check` reports it), organization and roles are canonical ids
where the ruleset knows the word, and `features` names the abilities that
belong to the statblock, in order (each is also among the file's compiled
abilities, at or after the statblock's line).
"""

from __future__ import annotations

import re

from collections.abc import Mapping

import attrs

from ....records import frozen

__all__ = ["split_note", "CompiledStatblock", "ImmunityOrWeakness", "characteristic_value", "list_joiner", "split_list",
           "split_modifier"]


@frozen
class ImmunityOrWeakness:
    """One entry of a statblock's `Immunity` or `Weakness`: `Fire 5`, `Damage 3` (every type), `Sonic R`."""

    damage_type: str | None   # canonical id where known (`fire`), else as written; None: every type
    value: int | None         # None when the entry gives no number
    # a characteristic (id) the value is, or adds to the number (`Sonic R`, `Fire 2 + R`: a summoned creature's
    # immunity by its summoner's Reason); None when the value is a number alone
    characteristic: str | None = None
    # one of the list's types, not each (`Cold, fire, or lightning 5`: the list joined by `or`, the type chosen
    # elsewhere, as a published orc's trait does); False for a list of each (`Fire 5, cold 5`)
    one_of: bool = False
    # what the entry says of itself in brackets after its number (`Attuned damage type 3 (see Elementally Attuned)`, a
    # beastheart's drake: where its type is chosen), as written; None when it says nothing
    note: str | None = None


def split_list(text: str | None) -> tuple[str, ...]:
    """The entries of a statistic that lists them: `Fey, Hag`; `フェイ、ハッグ` as Japanese writes a list (the
    compiler reads them, the cards print them); `Elemental (Earth, Fire, Void)`, a list in brackets, one entry."""
    text = text or ""
    if ")" not in text and "）" not in text:
        parts = _COMMA.split(text)
    else:  # a comma whose next bracket closes is inside brackets: the text read once, from its end
        parts, end, closes = [], len(text), False
        for at in range(len(text) - 1, -1, -1):
            if text[at] in ")）" or text[at] in "(（":
                closes = text[at] in ")）"
            elif text[at] in ",、，" and not closes:
                parts.append(text[at + 1:end])
                end = at
        parts = [text[:end], *reversed(parts)]
    return tuple(part.strip() for part in parts if part.strip())


# a comma, but none inside brackets (`Elemental (Earth, Fire, Void)` is one ancestry). Split with the pattern
# `[,、，](?![^()（）]*[)）])`, each comma looked at the rest of the text up to a bracket: 20,000 commas in a
# statblock's Immunity, 1.9 s
_COMMA = re.compile(r"[,、，]")


# the `or`/`and` before a list's last entry (`Cold, fire, or lightning`), and Japanese `または`/`および`
_JOINER = re.compile(r"(?:(?P<or>or|または)|(?P<and>and|および))(?:\s+|(?<=[^\x00-\x7f])\s*)", re.IGNORECASE)


def list_joiner(part: str) -> tuple[str | None, str]:
    """An entry of a list (`split_list`) without the `or`/`and` the list's last entry may start with, and which it was
    (`or lightning`: (`or`, `lightning`); `または雷`: (`or`, `雷`)); (None, the entry) when it starts with neither."""
    found = _JOINER.match(part)
    if found is None or not part[found.end():].strip():
        return None, part
    return ("or" if found.group("or") else "and"), part[found.end():]


def split_note(part: str) -> tuple[str, str | None]:
    """An entry and the words in brackets that end it, when a type and number come before them: `Attuned damage
    type 3 (see Elementally Attuned)` as (`Attuned damage type 3`, `(see Elementally Attuned)`); else (entry, None)
    (`Elemental (Earth, Fire)`, with no number before the brackets, is one entry)."""
    text = part.rstrip()
    if not text.endswith((")", "）")):
        return part, None
    opening = max(text.rfind("("), text.rfind("（"))
    head = text[:opening].rstrip()
    if opening <= 0 or split_modifier(head)[1] is None:
        return part, None
    return head, text[opening:]


def split_modifier(part: str) -> tuple[str, str | None]:
    """`Fire 5` as (`Fire`, `5`), `Corruption -2` as (`Corruption`, `-2`), `Poison` as (`Poison`, None): the
    words of an entry and the signed number that ends it. Read from the end in one pass (the compiler reads
    the entry, the cards print it): a pattern of lazy words before blanks and a number tried the rest of a
    run of blanks at each of its characters."""
    cut = len(part)
    while cut and part[cut - 1].isdecimal():
        cut -= 1
    if cut == len(part):
        return part.rstrip(), None
    if cut and part[cut - 1] in "+-−":
        cut -= 1
    return part[:cut].rstrip(), part[cut:]


def characteristic_value(part: str, letters: Mapping[str, str]) -> re.Match | None:
    """The match of an entry whose value is a characteristic's letter, or added to its number (`Sonic R`, `Fire 2 +
    R`, `Fire R + 2`, `音波 Ｒ`: groups `kind`, `before`, `letter`, `after`), on the entry stripped with its full-width
    letters and digits folded (`match.string`); None for any other, or a letter no characteristic's among `letters`
    (`rules.characteristic_letters()`: upper case only). The compiler reads the characteristic, a card prints it."""
    found = _CHARACTERISTIC_VALUE.fullmatch(part.strip().translate(_FULLWIDTH))
    return found if found is not None and found.group("letter") in letters else None


_CHARACTERISTIC_VALUE = re.compile(
    r"(?P<kind>\S.*?)\s+(?:(?P<before>\d+)\s*\+\s*)?(?P<letter>[A-Za-z])(?:\s*\+\s*(?P<after>\d+))?")
_FULLWIDTH = str.maketrans({**{chr(0xFF10 + i): str(i) for i in range(10)},
                            **{chr(0xFF21 + i): chr(0x41 + i) for i in range(26)}, "＋": "+", "\u3000": " "})


@frozen
class CompiledStatblock:
    """A statblock (`kind` "statblock"), a group of malice features (`kind` "malice_features") or a
    dynamic terrain object (`kind` "dynamic_terrain").

    A terrain object has a level, `terrain_type`, `roles` (its one role), `ev`,
    `stamina` (a number only when the book gives one: `3 per square` stays in
    `fields`), `size`, `text` (its flavor) and `features`; the rest of what it
    says (Immunity, Direction, Typical Space, Link) is in `fields`.
    A malice group has only a name, `level` (the lowest level it is for, from
    `Level 4+ Malice Features`, or None), `text` (its introduction) and
    `features`. `fields` keeps every value as written, including those the
    book has no column for; positions, format and metadata are left out of
    equality, so the same monster read from two formats compares equal.
    """

    name: str
    kind: str
    level: int | None = None
    organization: str | None = None
    roles: tuple[str, ...] = ()
    # what kind of its organization the creature is (`Signature Minion Harrier`: `signature`), ids
    qualifiers: tuple[str, ...] = ()
    terrain_type: str | None = None   # a dynamic terrain object's (`siege_engine`; as written where unknown)
    ev: str | None = None
    ancestry: tuple[str, ...] = ()
    size: str | None = None
    speed: int | None = None
    movement: tuple[str, ...] = ()
    stamina: int | None = None
    stability: int | None = None
    free_strike: int | None = None
    immunities: tuple[ImmunityOrWeakness, ...] = ()
    weaknesses: tuple[ImmunityOrWeakness, ...] = ()
    with_captain: str | None = None
    characteristics: dict = attrs.field(factory=dict, hash=False)   # might … presence → int or None
    fields: dict = attrs.field(factory=dict, hash=False)
    text: str | None = None
    features: tuple[str, ...] = ()
    path: str = attrs.field(default="", eq=False)
    line: int = attrs.field(default=1, eq=False)
    column: int = attrs.field(default=1, eq=False)
    fmt: str = attrs.field(default="ability", eq=False)
    metadata: Mapping = attrs.field(factory=dict, eq=False, hash=False)  # read-only
    # the line its YAML mapping starts on, which may hold its `features:` before its `name:` (None: not YAML)
    block_line: int | None = attrs.field(default=None, eq=False)
