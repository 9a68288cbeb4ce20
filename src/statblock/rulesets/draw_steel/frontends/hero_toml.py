"""A hero or target file (`.toml`) named to `check`: read as `roll` and `odds` read it, its problems said in place.

A TOML file is no ability text. Named to `check` it was read as the native format, the default for a suffix no
ruleset reads: a hero file came back as one ability named `# The seed's bandit…`, a Marvel Champions state as four
(`[villain]`, `[[players]]`), with no word. A hero or target file (by its keys: a hero's `class`, `level`,
`potency`, `kit`; a target's `stamina`, immunities, weaknesses) is now read as `--hero` and `--target` read it, each
problem an SB010 at the key; any other TOML file is said to be none (a state of another game is read by its own
command, `timing` or `sim`).
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....messages import msg

__all__ = ["hero_file_problems"]

# keys only a hero file has, and keys only a target file has (runtime/hero.py's fields)
_HERO_KEYS = ("class", "level", "potency", "kit", "companion")
_TARGET_KEYS = ("stamina", "immunities", "weaknesses", "object", "edges", "banes", "stability")
_AT = re.compile(r"at line (\d{1,9}), column (\d{1,9})\)$")
_LINE = re.compile(r"(?:line|行) ?(\d{1,9})")


def hero_file_problems(source: SourceFile) -> list[Diagnostic]:
    """What is wrong with `source` as a hero or target file (nothing when `roll --hero` would read it)."""
    from ..runtime.hero import HeroFileError, parse_hero, parse_target, toml_table

    try:
        data, text = toml_table(source.text, source.path)
        if any(key in data for key in _HERO_KEYS) or not any(key in data for key in _TARGET_KEYS) and "name" in data \
                and "characteristics" in data:
            parse_hero(data, source.path, text=text)
        elif any(key in data for key in _TARGET_KEYS):
            parse_target(data, source.path, text=text)
        else:
            return [Diagnostic("SB010", Severity.WARNING, msg("hero_file.none", format="TOML", hero="--hero", target="--target",
                                                                  timing="statblock timing", sim="statblock sim"),
                               source.span(0, 0))]
    except HeroFileError as error:
        offset = error.offset if error.offset is not None else _offset_said(source, str(error))
        return [Diagnostic("SB010", Severity.ERROR, error.problem,   # (one character, none at the end of the text)
                           source.span(offset, min(offset + 1, len(source.text))))]
    return []


def _offset_said(source: SourceFile, said: str) -> int:
    """The offset of the place a message names (`at line 3, column 9)`, `line 3`), else the file's start."""
    found = _AT.search(said)
    line, column = (int(found.group(1)), int(found.group(2))) if found else (None, 1)
    if line is None:
        found = _LINE.search(said)
        line = int(found.group(1)) if found else 1
    if not 1 <= line <= source.line_count:
        return 0
    start = source.line_starts[line - 1]
    return min(start + column - 1, len(source.text))
