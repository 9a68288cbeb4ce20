"""A feature's `effects` list beside the newer layout's keys (`power_roll:`, `sections:`, `body:`...).

The Steel Compendium's data-unified records say their text twice: in the newer keys and again in an `effects` list
of the older layout. The list was not read at all beside the newer keys, so what it alone holds (an effect a
hand-written feature lists under its `power_roll:` mapping) was dropped with no word. Each item is read now as the
older layout reads it, and what the newer keys say already is not read twice: a roll whose tiers are the same, an
effect whose words are there. A roll whose tiers differ is said (SB181): the `power_roll:` tiers are the ones read
and printed.
"""

from __future__ import annotations

import unicodedata

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Diagnostic, Severity
from ....messages import msg
from .raw import RawLine

__all__ = ["listed_beside"]


def _words(text: str) -> str:
    return " ".join(text.split()).casefold()


def listed_beside(reader, effects, lines: list[RawLine]) -> list[RawLine]:
    """The lines of the `effects` list's items (`reader.effect`) that `lines` (what the newer keys say) does not
    say already; SB181 in `reader.notes` for an item whose tiers differ from those of `lines`."""
    items = effects.value if isinstance(effects, yaml.SequenceNode) else [effects] if effects is not None else []
    tiers = {line.label.text: line.body.text for line in lines if line.kind == "tier" and line.label}
    rolled_here = any(line.kind == "roll" for line in lines)
    own_roll = next((line for line in lines if line.kind == "roll"), None)
    bonus = _bonus(own_roll) if own_roll is not None else None
    said = " \n ".join(_words(line.body.text) for line in lines)
    # the words under each label (`Effect:`), and those of no label: an item is the same only under its own label
    by_label: dict[str, str] = {}
    for line in lines:
        label = _label(line)
        by_label[label] = by_label.get(label, "") + " \n " + _words(line.body.text)
    added: list[RawLine] = []
    for item in items:
        read = whole = reader.effect(item)
        listed = [line for line in read if line.kind == "tier" and line.label]
        if tiers and (listed or rolled_here):
            read = [line for line in read if line.kind not in ("tier", "roll")]
            differs = next((line for line in listed
                            if _words(tiers.get(line.label.text, "")) != _words(line.body.text)), None)
            if differs is not None:
                rolled = tiers.get(differs.label.text, "")
                reader.notes.append(Diagnostic(
                    "SB181", Severity.WARNING,
                    msg("yaml.listed_roll_differs", tier=differs.label.text[:-1], listed=differs.body.text,
                        rolled=rolled or "-"),
                    differs.body.span()))
            roll = next((line for line in whole if line.kind == "roll"), None)
            if bonus is not None and roll is not None and _bonus(roll) != bonus and differs is None:
                said_bonus = msg("yaml.listed_bonus_differs", listed=roll.body.text, rolled=own_roll.body.text)
                reader.notes.append(Diagnostic("SB181", Severity.WARNING, said_bonus, roll.body.span()))
        for line in read:
            text = _words(line.body.text)
            label = _label(line)
            # (the newer keys' words again: a section, a paragraph, the trailing text; an item of a label of its own,
            # `name: Special`, whose words are only part of the `Effect:` section, was dropped with no word)
            again = text in (said if label == "" else by_label.get(label, ""))
            if line.kind not in ("tier", "roll") and text and again:
                continue
            added.append(line)
    return added


def _label(line: RawLine) -> str:
    """A line's label as words (`effect` of `Effect:`, `効果:`), "" for none; an effect's label in either language is
    `effect`, as a section's `label: Effect` is."""
    if line.label is None:
        return ""
    from ..vocabulary import vocabulary  # noqa: PLC0415

    written = line.label.text.strip().rstrip(":：").strip()
    section = vocabulary().sections.lookup(written)
    return section.id if section is not None else written.casefold()


def _bonus(line: RawLine) -> str:
    """A roll line's bonus, as words (`+ 2`; the full-width `＋２` the same)."""
    return " ".join(unicodedata.normalize("NFKC", line.body.text).replace("+", " + ").split()).casefold()
