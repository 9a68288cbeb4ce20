"""The JSON form of a Song of Blades and Heroes warband (`statblock parse --format json`'s `warbands`).

Every field of the model is written, with the table's ids and the words as written; a span is
written as its position in the file (`line`, `column`, `end_line`, `end_column`; the warband's `path`
once). A profile also gets its `total` (points × count), a warband its `total` and
`personality_points`, and its `notes` (a Markdown roster's prose lines: `text`, and the span's position). A profile
with notes of its own (a table's notes cell, a `Notes:` field) gets its `notes` too, in the same form; a profile
without any has no `notes` key, as before.
"""

from __future__ import annotations

from ...positions import span_position
from .model import Note, Profile, RuleUse, Warband

__all__ = ["note_json", "position", "profile_json", "rule_json", "to_json"]


position = span_position   # (a span's place: each end looked up once)


def rule_json(use: RuleUse) -> dict:
    return {"id": use.id, "name": use.name_as_written, "spec": use.spec, "points": use.points,
            "personality": use.personality, "counted": use.counted, "span": position(use.span)}


def note_json(note: Note) -> dict:
    return {"text": note.text, "span": position(note.span)}


def profile_json(profile: Profile) -> dict:
    found = {"name": profile.name, "count": profile.count, "quality": profile.quality, "combat": profile.combat,
             "points": profile.points, "total": profile.total, "personality": profile.personality,
             "rules": [rule_json(use) for use in profile.rules], "span": position(profile.span)}
    if profile.notes:   # (written only when there are some: the JSON of a profile without any is as it was)
        found["notes"] = [note_json(note) for note in profile.notes]
    return found


def to_json(warband: Warband) -> dict:
    return {"name": warband.name, "path": warband.span.path, **position(warband.span), "limit": warband.limit,
            "total": warband.total, "personality_points": warband.personality_points,
            "profiles": [profile_json(profile) for profile in warband.profiles],
            "notes": [note_json(note) for note in warband.notes]}
