"""A feature's `effects` list beside the newer layout's keys (`power_roll:`, `sections:`, `body:`...).

The Steel Compendium's data-unified records say their text twice: in the newer keys and again in an `effects` list
of the older layout. The list was not read at all beside the newer keys, so what it alone holds (an effect a
hand-written feature lists under its `power_roll:` mapping) was dropped with no word. Each item is read now as the
older layout reads it, and what the newer keys say already is not read twice: a roll whose tiers are the same, an
effect whose words are there. A roll whose tiers differ is said (SB181): the `power_roll:` tiers are the ones read
and printed.
"""

from __future__ import annotations

import yaml

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
    said = " \n ".join(_words(line.body.text) for line in lines)
    added: list[RawLine] = []
    for item in items:
        read = reader.effect(item)
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
        for line in read:
            text = _words(line.body.text)
            if line.kind not in ("tier", "roll") and text and text in said:
                continue  # (the newer keys' words again: a section, a paragraph, the trailing text)
            added.append(line)
    return added
