"""The canonical value of each structured part of a compiled ability, the same whatever the
language it was written in: what the JSON holds (`serialize.py`).

A part the ruleset's vocabulary knows is spelt from its ids in the ruleset's English (`Main
action`, `Power Roll + Might`, `Spend 2 Piety`, `One creature`, `2 cube within 10`); a tier's range
follows from its number (`≤11`, `12-16`, `17+`). A part the vocabulary does not know has no
canonical spelling and stays as written. The words as written go to the JSON's `written` objects.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from .runtime.compiled import CompiledAbility, CompiledRoll, CompiledSection, CompiledTier
from .wording import Wording

__all__ = ["TIER_RANGES", "action_label", "cost_written", "distance_text", "roll_label", "section_label", "tag",
           "target", "tier_range"]

TIER_RANGES = {1: "≤11", 2: "12-16", 3: "17+"}

# `3-7 Malice`, `3〜7 悪意`: an amount, or a range of amounts, of a resource
_RESOURCE_TAG = re.compile(r"(\d+(?:\s*[-–〜~]\s*\d+)?\+?)\s*([^\d\s+]+)")


_LONGEST_TAG = 100  # a longer tag is no amount of a resource, and the pattern need not be tried on it


@functools.cache
def _english() -> Wording:
    return Wording("en")


def tier_range(tier: CompiledTier) -> str:
    return TIER_RANGES.get(tier.number, tier.range)


def action_label(ability: CompiledAbility) -> str | None:
    return _english().action(ability)


def target(written: str | None) -> str | None:
    return _english().target(written)


def distance_text(distance: dict) -> str:
    return _english().distance(distance)


def roll_label(roll: CompiledRoll) -> str:
    """`Power Roll + Might or Agility`, `Power Roll + 2` (no colon); a test's label as written."""
    return _english().roll_label(roll) or ""


def section_label(section: CompiledSection) -> str:
    """`Effect`, `Spend 2 Piety`, `Persistent 1`, `Power Roll`; a label of no known kind as written."""
    words = _english()
    term = words.rules.sections.terms.get(section.kind)
    if not section.label or term is None:
        return section.label
    out = [term.label("en")]
    if section.amount is not None:
        out.append(f"{section.amount}{'+' if section.open_ended else ''}"
                   + (f"-{section.upper_amount}" if section.upper_amount is not None else ""))
        if section.other_amount is not None:
            out.append(f"or {section.other_amount}")
        if section.resource:
            out.append(words.label("heroic_resources", section.resource, section.resource))
    return " ".join(out)


def tag(written: str | None) -> str | None:
    """The other words in a name's parentheses: a numbered action type (`Villain Action 1`) or an
    amount of a resource (`3-7 Malice`) spelt canonically, anything else as written."""
    if written is None:
        return None
    words = _english()
    text = written.strip()
    digits = 0
    while digits < len(text) and text[-1 - digits].isdecimal():
        digits += 1
    action = words.rules.action_types.lookup(text[:-digits].rstrip()) if 0 < digits < len(text) else None
    if action is not None and action.extra.get("numbered"):
        return f"{action.label('en')} {unicodedata.normalize('NFKC', text[-digits:])}"
    known = words.known_tag(text)
    if known is not None:  # (`エンカウント`: `Encounter`, the JSON in one language)
        return known.label("en")
    match = _RESOURCE_TAG.fullmatch(text) if len(text) <= _LONGEST_TAG else None
    resource = words.rules.heroic_resources.lookup(match.group(2)) if match else None
    if resource is None:
        return written
    amount = re.sub(r"\s*[-–〜~]\s*", "-", match.group(1))
    return f"{amount} {resource.label('en')}"


def cost_written(ability: CompiledAbility) -> str | None:
    """The cost as the author wrote it (`5 Wrath`, `3 信心`)."""
    if ability.cost_label is not None or ability.cost_amount is None:
        return ability.cost_label
    upper = "" if ability.cost_upper_amount is None else f"-{ability.cost_upper_amount}"
    return f"{ability.cost_amount}{upper}{'+' if ability.cost_open_ended else ''} {ability.cost_resource}"
