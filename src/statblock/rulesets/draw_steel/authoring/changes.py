"""What a conversion would change in an ability, said in the user's words (`convert.would_change`): each part of the
ability that reads back otherwise (its flavor, keywords, a tier of its power roll, its sections), with what it was
and what it would become where those are words or numbers. `meaning.differences` gives the same as paths of the
JSON (`plain_flavor: [1] != null`), which is for a developer, not for the person converting a file."""

from __future__ import annotations

import re

from ....messages import Listing, msg

__all__ = ["said_changes"]

#: The parts of an ability's meaning, each with the message naming it (`convert.part.flavor`: "its flavor").
_PARTS = {
    "name": "name", "flavor": "flavor", "plain_flavor": "plain_flavor", "keywords": "keywords",
    "keyword_labels": "keywords", "action": "action", "action_label": "action", "distance": "distance",
    "target": "target", "trigger": "trigger", "power_roll": "power_roll", "power_rolls": "power_roll",
    "trigger_roll": "power_roll", "sections": "sections", "cost_amount": "cost", "cost_resource": "cost",
    "cost_open_ended": "cost", "cost_upper_amount": "cost", "signature": "cost", "cost": "cost", "tag": "tag",
    "metadata": "metadata", "written": "written",
}
_TIER = re.compile(r"\.tiers\[(\d+)\]")
_SECTION = re.compile(r"^sections\[(\d+)\]")


def said_changes(before: dict, after: dict, limit: int = 3) -> Listing:
    """Each part of the ability that differs between two meanings (`meaning.meaning`), once, in the order of the
    ability's parts, as a message: `its flavor (`Kewords Melee` would read back as nothing)`; at most `limit` said,
    the rest counted."""
    said: dict[tuple, object] = {}
    for path, old, new in _differences(before, after, ""):
        top = re.split(r"[.\[]", path, maxsplit=1)[0]
        part = msg(f"convert.part.{_PARTS.get(top, 'other')}", key=top)
        tier, section = _TIER.search(path), _SECTION.match(path)
        key: tuple = (_PARTS.get(top, top),)
        written = path.split(".")[1] if top == "written" and path.startswith("written.") else None
        if written in _PARTS:
            # (how a part is written, `written.action`: that part's name, as written; was "its written", ja "written")
            part, key = msg("convert.part_written", part=msg(f"convert.part.{_PARTS[written]}")), key + (written,)
        if tier is not None:
            part, key = msg("convert.part_tier", part=part, tier=int(tier.group(1)) + 1), key + (tier.group(1),)
        elif section is not None:
            part, key = msg("convert.part_section", number=int(section.group(1)) + 1), key + (section.group(1),)
        if key in said:
            continue
        if top == "plain_flavor":   # (the guessed lines by their words, not their indices)
            old, new = _lines(before, old), _lines(after, new)
        shown = _values(old, new)
        said[key] = msg("convert.change_from_to", part=part, **shown) if shown else msg("convert.change", part=part)
    return Listing(tuple(said.values()), limit=limit)


def _differences(before, after, path: str):
    """(path, before, after) of each value that differs, walking dicts and lists of one length."""
    if isinstance(before, dict) and isinstance(after, dict):
        for key in list(before) + [k for k in after if k not in before]:
            yield from _differences(before.get(key), after.get(key), f"{path}.{key}" if path else str(key))
    elif isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        for index, (a, b) in enumerate(zip(before, after)):
            yield from _differences(a, b, f"{path}[{index}]")
    elif before != after:
        yield path, before, after


def _lines(meaning: dict, indices) -> list[str] | None:
    """The flavor's lines at `indices` (a meaning's `plain_flavor`), in order."""
    if not isinstance(indices, list):
        return None
    lines = (meaning.get("flavor") or "").split("\n")
    return [lines[n] for n in indices if isinstance(n, int) and 0 <= n < len(lines)]


def _values(old, new) -> dict | None:
    """What a part was and would be, as words (`Kewords Melee`, nothing, 3 items), or None when it is no words."""
    shown = [_value(old), _value(new)]
    return None if None in shown else {"before": shown[0], "after": shown[1]}


def _value(value):
    if value is None or value == [] or value == "":
        return msg("convert.nothing")
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return f"`{value}`"
    if isinstance(value, str):
        text = " ".join(value.split())
        return f"`{text if len(text) <= 60 else text[:59] + '…'}`"
    if isinstance(value, list) and all(isinstance(item, (int, str)) for item in value):
        return _value(", ".join(map(str, value)))
    if isinstance(value, list):
        return str(len(value))
    return None
