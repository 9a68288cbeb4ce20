"""What a Song of Blades and Heroes warband file reads into: the contract between `language/` (which
builds these), the runtime, the cards and the JSON (which read them).

Frozen attrs classes; every one keeps where it was written (`span`) and the words as written, so a
card or a diagnostic can always point back at the file.
"""

from __future__ import annotations

from ...diagnostics import Span
from ...records import frozen

__all__ = ["Note", "Profile", "RuleUse", "Warband"]


@frozen
class RuleUse:
    """One special rule on a profile, as written: `Shooter (Long)`, `Hatred (Elves)`, `Forester`."""

    id: str | None                     # the table's id (`shooter_long`); None for an unknown rule
    name_as_written: str               # `Shooter`, `shooter`, `マジック・ユーザー`
    spec: str | None                   # the words in parentheses (`Long`, `Elves`), None without
    span: Span                         # the whole use, parentheses included
    points: int = 0                    # the table's cost (0 for an unknown rule or variant)
    personality: bool = False
    counted: bool = True               # False when another rule of the profile replaces it


@frozen
class Profile:
    """One model (or `count` identical models) of a warband: `2x Elf Mage  Q3+ C2  Magic-User, Forester`."""

    name: str
    count: int
    quality: int                       # the number of `Q3+`
    combat: int
    rules: tuple[RuleUse, ...]
    points: int                        # one model's points (the formula of `points.py`)
    span: Span                         # the whole line
    name_span: Span | None = None
    notes: tuple["Note", ...] = ()     # the model's own notes (a table's notes cell, a `Notes:` field under its
                                       # heading, a note line indented under its profile line), as written

    @property
    def total(self) -> int:
        """The points of all `count` models."""
        return self.points * self.count

    @property
    def personality(self) -> bool:
        return any(use.personality and use.counted for use in self.rules)

    @property
    def rule_points(self) -> int:
        return sum(use.points for use in self.rules if use.counted)


@frozen
class Note:
    """A line of prose in a Markdown roster (`These two guard the mage.`): no model, kept as written."""

    text: str
    span: Span


@frozen
class Warband:
    """A warband: its name, its points limit (None when the file gives none) and its profiles."""

    name: str
    limit: int | None
    profiles: tuple[Profile, ...]
    span: Span                         # the name line (or the first line read when it has no name)
    limit_span: Span | None = None
    notes: tuple[Note, ...] = ()       # a Markdown roster's prose lines, in file order (and a model's note whose
                                       # profile could not be read, saying whose it is)

    @property
    def total(self) -> int:
        return sum(profile.total for profile in self.profiles)

    @property
    def personality_points(self) -> int:
        return sum(profile.total for profile in self.profiles if profile.personality)

    @property
    def models(self) -> int:
        return sum(profile.count for profile in self.profiles)

    def to_json(self) -> dict:
        from .serialize import to_json

        return to_json(self)
