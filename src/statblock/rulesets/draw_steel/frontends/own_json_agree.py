"""Whether an ability of statblock's own JSON, read back, is what its canonical values say (`own_json.py`).

The JSON says much twice: a canonical value (`keywords: ["magic", "ranged"]`, a tier's `effects`) and the words the
author wrote for it (`written.keywords: ["Magic", "Ranged"]`, a tier's `written.text`), which are what is read back
so that the author's wording comes back. Someone editing the JSON by hand, or a script, changes one of the two; the
other then says something else. The ability read back is written out again (`serialize.ability_json`) and held
against the JSON's own values. Where a tier's effects differ from its text, the effects are the JSON's content: the
ability is read again from them, and the text left is said; where anything else differs (keywords, an action, a
distance, a cost, whose canonical label the JSON holds too), the written words were read, and that is said. Never
in silence (SB009, a warning, at the value). Only what the JSON holds is compared (a hand-written JSON may leave keys
out); positions, `written` itself and the prose, which has one place only, are not.
"""

from __future__ import annotations

import re
from typing import Iterator

from ....frontends.json_text import JSONArray, JSONObject
from ....frontends.own_json_agree import differences as json_differences
from ....records import frozen

__all__ = ["Difference", "differences"]

# compared: what has a canonical value and words written for it (or is written from it, as a tier's effects are
# printed when the tier keeps no text of its own)
_COMPARED = frozenset({"cost", "signature", "tag", "keywords", "action", "distance", "target", "power_roll", "sections"})
# never compared, at any depth (besides positions): the format read, what was written, and counts of the source's
# clauses (a layout, not a meaning: `clauses` is left out where each clause holds one effect), a roll's place
_IGNORED = frozenset({"format", "written", "clauses", "at", "section"})
_STEP = re.compile(r"\.?([^.\[]+)|\[([0-9]+)\]")
_TIER = re.compile(r".*?\.tiers\[[0-9]+\]")


@frozen
class Difference:
    """A value of the JSON (`path` from the ability, `offset` in the file) the ability read back holds otherwise;
    `tier`: the tier object it is in (its effects), if any."""

    path: str
    offset: int
    tier: JSONObject | None


def differences(item: JSONObject, read: dict) -> Iterator[Difference]:
    """The values of `item` (an ability of the JSON) that `read` (the JSON of the ability read back) holds
    otherwise (the core's walk, `frontends/own_json_agree.py`), of the keys compared, in the order of the JSON."""
    for path, offset in json_differences(item, read, _IGNORED):
        if _STEP.match(path).group(1) in _COMPARED:
            tier = _TIER.match(path)
            yield Difference(path, offset, _at(item, tier.group()) if tier else None)


def _at(item: JSONObject, path: str) -> JSONObject | None:
    """The object at `path` (`power_roll.tiers[1]`) in `item`, or None."""
    value = item
    for step in _STEP.finditer(path):
        key, index = step.group(1), step.group(2)
        if key is not None and isinstance(value, JSONObject):
            value = value.get(key)
        elif index is not None and isinstance(value, JSONArray) and int(index) < len(value):
            value = value[int(index)]
        else:
            return None
    return value if isinstance(value, JSONObject) else None
