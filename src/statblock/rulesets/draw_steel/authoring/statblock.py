"""Monster statblocks: the native form, and writing them back (reading is `frontends/statblocks.py`).

A statblock in the native format is a block named `Name (Statblock)` whose
lines are the book's table, row by row, as `Label: value` cells separated
by `|`; the monster's features (traits, abilities, villain actions) are
the ordinary ability blocks that follow it, up to the next statblock:

```
Goblin Assassin (Statblock)
Level: 1 | Roles: Horde Ambusher | EV: 3
Ancestry: Goblin, Humanoid
Size: 1S | Speed: 6 | Stamina: 15 | Stability: 0 | Free Strike: 2
Immunity: - | Movement: Climb | With Captain: - | Weakness: -
Might: -2 | Agility: +2 | Reason: 0 | Intuition: 0 | Presence: -2

🗡 Sword Stab (Signature)
...
```

A group of malice features is a block named `Name (Malice Features)` with
its introduction as a paragraph (`¶ At the start of ...`), followed by the
features. Both are ordinary blocks to the parser (`check` reads their
features like any ability); `frontends/statblocks.py` gives them their
meaning, and this module turns them back into cards for the printers.
"""

from __future__ import annotations

from ..frontends.statblock_md import yaml_icons
from ..frontends.statblocks import (
    CHARACTERISTICS, FIELDS, MALICE_TAG, ROWS, STATBLOCK_TAG, Statblock, field_label, from_ability, from_source,
    is_group_header, labels_lang, malice_tag, statblock_tag, statblocks_of)
from .layout import Card, Header, Section

__all__ = ["CHARACTERISTICS", "FIELDS", "MALICE_TAG", "ROWS", "STATBLOCK_TAG", "Statblock", "field_label", "from_ability",
           "from_source", "header_card", "header_lines", "is_group_header", "labels_lang", "malice_tag", "statblocks_of",
           "yaml_icons"]


# ---- writing ------------------------------------------------------------------------------------


def header_lines(statblock: Statblock, lang: str | None = None) -> list[tuple[str, str]]:
    """The native lines of a statblock, as (first label, rest of the line) pairs: one per book row; the
    labels in English, or in Japanese with `lang` "ja" (the values as written)."""
    lines = []
    for row in ROWS:
        cells = [f"{field_label(key, lang)}: {statblock.fields[key]}" for key in row if key in statblock.fields]
        if cells:
            label, _, rest = " | ".join(cells).partition(": ")
            lines.append((label, rest))
    for key, value in statblock.fields.items():
        if key not in FIELDS:
            lines.append((key, value))
    return lines


def header_card(statblock: Statblock, lang: str | None = None) -> Card:
    """A statblock as a `Card`, for the native printer (Markdown prints `card.statblock` as the book's
    table); `lang` "ja" writes a statblock's labels and tag in Japanese."""
    if statblock.kind == "malice_features":
        body = (Section(None, tuple((statblock.text or "").split("\n"))),) if statblock.text else ()
        paren = malice_tag(statblock, lang)
    else:
        body = tuple(Section(label, (rest,)) for label, rest in header_lines(statblock, lang))
        paren = statblock_tag(lang)
    return Card(statblock.name, paren, None, (), Header((), None, None, None), body,
                dict(statblock.metadata), statblock.anchor, statblock=statblock,
                lang="ja" if lang == "ja" else None)
