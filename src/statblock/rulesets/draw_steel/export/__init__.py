"""Draw Steel abilities written out for the tools players play in (`statblock export`).

Each target format is a module of this package, named in `FORMATS`, with:

- `TARGET`: what it writes for, with the pinned version (`"Foundry VTT draw-steel system 0.9.2"`);
- `export(results, lang) -> list[Exported]`: the files written for the read files `results`
  (`pipeline.FileResult`s whose `asts` and `abilities` line up), one `Exported` per file written;
  `lang` (`en`, `ja`) is the language the structured words are written in (what the target shows as
  keywords, action types, labels); a part already written in it is kept as written;
- `validate(exported) -> list[str]`: why a written file would not be accepted by the target (its JSON
  Schema, a read-back), empty when it would. The command writes nothing that fails validation.

What the target's model cannot hold goes into its text fields; `Exported.lost` names anything that
could still not be placed, and the command reports it: nothing is dropped without a word.

The helpers below are shared by the formats: names of output files (`output_stems`, `slug`,
`safe_name`) and the pairs of syntax tree and compiled ability of a file (`abilities_of`).
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Callable

import attrs

from ....records import frozen

__all__ = ["FORMATS", "Exported", "abilities_of", "common_name", "common_source", "output_stems", "safe_name", "slug", "unique"]

#: format name (`--to`) → module that writes it
FORMATS = {
    "foundry": "statblock.rulesets.draw_steel.export.foundry",
    "ds-feature": "statblock.rulesets.draw_steel.export.ds_feature",
    "forgesteel": "statblock.rulesets.draw_steel.export.forgesteel",
}


@frozen
class Exported:
    """One file written by an export."""

    name: str                 # its path inside the output folder, '/'-separated ("abilities/mind-spike.json")
    text: str                 # its content
    abilities: int = 1        # how many abilities it holds
    source: str = ""          # the path of the file its abilities were read from
    lost: tuple[str, ...] = ()  # what could not be placed in the target's fields (should be empty)
    #: per ability written, its tier clauses: how many landed in typed effects, how many in text
    typed_clauses: int = 0
    text_clauses: int = 0
    #: what the format's `validate` compares the written text with (the originals, in the format's own
    #: terms); None when it needs nothing
    expected: object = attrs.field(default=None, eq=False, repr=False)
    #: the names of the statblocks and malice groups written in it (the command names the others it left out)
    statblocks: tuple[str, ...] = ()


def abilities_of(result) -> list[tuple[object, object]]:
    """(syntax tree, compiled ability) of every ability of a read file, in file order."""
    return list(zip(result.asts, result.abilities, strict=True))


_UNSAFE = re.compile(r"[^\w.-]+")
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{n}" for n in range(1, 10)), *(f"lpt{n}" for n in range(1, 10))}


def slug(text: str, limit: int = 60) -> str:
    """`Mind Spike (3 Essence)` → `mind-spike-3-essence`: a name part safe on every file system and
    in an id (letters of any script kept, lower case, at most `limit` characters), never empty."""
    folded = unicodedata.normalize("NFKC", text).lower()
    out = _UNSAFE.sub("-", folded).strip("-._")[:limit].strip("-._")
    if not out or out in _RESERVED:
        out = f"ability-{out}" if out else "ability"
    return out


def safe_name(name: str) -> bool:
    """Whether `name` ('/'-separated) stays inside the output folder on every file system: relative,
    no empty, `.` or `..` part, no backslash, colon or control character."""
    if not name or name.startswith("/") or "\\" in name or ":" in name:
        return False
    parts = name.split("/")
    return all(part not in ("", ".", "..") and part.isprintable() and not part.endswith((" ", "."))
               for part in parts)


def output_stems(paths: list[str]) -> dict[str, str]:
    """Each input path's name in the output folder, '/'-separated and without its suffix: its path
    relative to the folder all the inputs share (`abilities-Fury/Brutal Slam`; a lone file: its
    stem). Two inputs whose names differ only in their suffix keep it (`a.ability`, `a.md`)."""
    if not paths:
        return {}
    real = {path: os.path.abspath(path) for path in paths}
    common = os.path.commonpath([os.path.dirname(p) for p in real.values()])
    relative = {path: os.path.relpath(full, common).replace(os.sep, "/") for path, full in real.items()}
    stems = {path: os.path.splitext(rel)[0] for path, rel in relative.items()}
    taken: dict[str, int] = {}
    for stem in stems.values():
        taken[stem.lower()] = taken.get(stem.lower(), 0) + 1
    return {path: relative[path] if taken[stem.lower()] > 1 else stem for path, stem in stems.items()}


def common_source(paths: list[str]) -> str:
    """Where everything read from `paths` comes from: a lone file, or the folder the files share."""
    if len(paths) == 1:
        return paths[0]
    return os.path.commonpath([os.path.dirname(os.path.abspath(p)) for p in paths])


def common_name(paths: list[str]) -> str:
    """What to call everything read from `paths` together: the name of the folder they share, or the
    stem of a lone file."""
    source = common_source(paths)
    if len(paths) == 1:
        return os.path.splitext(os.path.basename(source))[0] or "abilities"
    return os.path.basename(source) or "abilities"


def unique(base: str, taken: set[str], suffix: str = "", key: Callable[[str], str] = str) -> str:
    """`base + suffix`, or `base-2 + suffix`, `base-3 + suffix`, … : the first whose `key` is not in
    `taken` (which it joins). `key=str.casefold` tells names apart as a file system that ignores case does."""
    name, number = base + suffix, 1
    while key(name) in taken:
        number += 1
        name = f"{base}-{number}{suffix}"
    taken.add(key(name))
    return name
