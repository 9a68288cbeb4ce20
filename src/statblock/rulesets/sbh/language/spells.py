"""A profile line read with the spells a Magic-User's line may end with (`Magic-User; Spells: Transfix`, `魔法：呪縛`):
the spells are the model's note, its points note after them the profile's (`reader.read_warband` reads the line)."""

from __future__ import annotations

import re

import attrs

from ....diagnostics import Diagnostic, SourceFile
from ..model import Profile
from ..vocabulary import word_pattern
from .band import note_at
from .lines import POINTS_NOTE
from .profile_line import read_profile
from .slips import hint_full_width

__all__ = ["SPELLS", "read_spelled_profile"]

SPELLS = re.compile(rf"(?:{word_pattern('spells')})[ \t]*:", re.IGNORECASE)   # (a Magic-User's spells: `Spells: …`)
# (a Magic-User's spells after its rules, `Magic-User; Spells: Transfix`, `マジック・ユーザー 魔法：呪縛`: the blanks or the
# separator before the label; it starts only where a run of blanks starts, so a long run is scanned once)
_INLINE_SPELLS = re.compile(rf"(?<![ \t,;、])(?:[ \t]*[,;、][ \t]*|[ \t]+)(?=(?:{word_pattern('spells')})[ \t]*:)",
                            re.IGNORECASE)

_BARE_NUMBER = re.compile(r"[ \t]*[(\[][ \t]*\d+[ \t]*[)\]]")   # (`(2)`, `[2]`: a number in brackets with no unit)


def read_spelled_profile(line: str, stats_end: int, offset: int, source: SourceFile, markdown: bool,
                         problems: list[Diagnostic]) -> Profile | None:
    """The profile of `line` (at `offset` in the file; its Quality or Combat ends at `stats_end`), its spells after its
    rules a note of it; what is wrong is added to `problems` (in a native file with the hint of a full-width mark)."""
    before = len(problems)
    # (a Magic-User's spells written after its rules, `Magic-User; Spells: Transfix, Fireball`, `魔法：呪縛`: the
    # model's note, as a `Spells:` line under it is; before, each spell an unknown rule, SH101)
    spells = _INLINE_SPELLS.search(line, stats_end)
    words, spells_end = line, len(line)
    if spells is not None:
        # (a points note ending the line after the spells, `…; Spells: Transfix (40 pts)`, is the profile's,
        # checked as on a line without spells: the spells blanked out, so that each offset stays the file's;
        # before, it was in the spells' note and never checked. A bare number in brackets, `Fireball (2)`,
        # may be the spell's: left in the note)
        points = POINTS_NOTE.search(line, spells.end())
        if points is not None and points.start() > spells.end() and not _BARE_NUMBER.fullmatch(points.group()):
            spells_end = points.start()
            words = line[:spells.start()] + " " * (spells_end - spells.start()) + line[spells_end:]
        else:
            words = line[:spells.start()]
    profile = read_profile(words, offset, source, problems)
    if not markdown and len(problems) > before:
        hint_full_width(source, offset, offset + len(line), problems, before)
    if profile is not None and spells is not None:
        profile = attrs.evolve(profile, notes=profile.notes + (
            note_at(source, markdown, offset + spells.end(), offset + spells_end),))
    return profile
