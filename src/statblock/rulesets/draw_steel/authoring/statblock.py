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
features. A dynamic terrain object is a block named `Name (Dynamic Terrain)`
with its flavor, its level, type, role and EV on one line, Stamina and Size
on the next, and a line for each statistic of a sentence:

```
Dart Trap (Dynamic Terrain)
*A concealed dart thrower hurls missiles at short range.*
Level: 1 | Type: Trap | Role: Ambusher | EV: 1
Stamina: 3 | Size: 1S
Direction: The dart trap fires in a fixed direction.
```
 Both are ordinary blocks to the parser (`check` reads their
features like any ability); `frontends/statblocks.py` gives them their
meaning, and this module turns them back into cards for the printers.
"""

from __future__ import annotations

from ..frontends.statblock_yaml import yaml_icons
from ..frontends.statblock_native import from_ability, labels_lang
from ..frontends.statblocks import (
    CHARACTERISTICS, FIELDS, MALICE_TAG, ROWS, STATBLOCK_TAG, Statblock, field_label, from_source, is_group_header,
    malice_tag, statblock_tag, statblocks_of)
from ..frontends.statblocks import terrain_label
from ..frontends.terrain import PROSE, TERRAIN_FIELDS, TERRAIN_KIND, TERRAIN_ROWS, terrain_tag
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
        # (a bar in a value escaped, as the reader splits cells at bars: `Stamina: 5 \| 5`, a minion squad's)
        cells = [f"{field_label(key, lang)}: {_escaped(statblock.fields[key])}"
                 for key in row if key in statblock.fields]
        if cells:
            label, _, rest = " | ".join(cells).partition(": ")
            lines.append((label, rest))
    for key, value in statblock.fields.items():
        if key not in FIELDS:
            lines.append((field_label(key, lang), value))  # a note in `lang` (`スキル`), the author's own as written
    return lines


def _escaped(value: str) -> str:
    """A value as a cell of a native line writes it: a bar in it escaped (`5 \\| 5`)."""
    return value.replace("|", "\\|")


def terrain_lines(terrain: Statblock, lang: str | None = None) -> list[tuple[str, str]]:
    """The native lines of a dynamic terrain object, as `header_lines` gives a statblock's: its rows, then a
    line for each statistic of a sentence (Direction, Typical Space, Link) and each of the author's own."""
    fields = terrain.fields
    lines = []
    for row in TERRAIN_ROWS:
        cells = [f"{terrain_label(key, lang)}: {_escaped(fields[key])}" for key in row if key in fields]
        if cells:
            label, _, rest = " | ".join(cells).partition(": ")
            lines.append((label, rest))
    rowed = {key for row in TERRAIN_ROWS for key in row}
    for key, value in fields.items():
        if key in PROSE or key not in TERRAIN_FIELDS and key not in rowed:
            lines.append((terrain_label(key, lang), value))
    return lines


def header_card(statblock: Statblock, lang: str | None = None) -> Card:
    """A statblock as a `Card`, for the native printer (Markdown prints `card.statblock` as the book's
    table); `lang` "ja" writes a statblock's labels and tag in Japanese."""
    flavor: tuple[str, ...] = ()
    if statblock.kind == TERRAIN_KIND:
        body = tuple(Section(label, (rest,)) for label, rest in terrain_lines(statblock, lang))
        paren = terrain_tag(lang)
        flavor = tuple(statblock.text.split("\n")) if statblock.text else ()
    elif statblock.kind == "malice_features":
        body = (Section(None, tuple((statblock.text or "").split("\n"))),) if statblock.text else ()
        paren = malice_tag(statblock, lang)
    else:
        body = tuple(Section(label, (rest,)) for label, rest in header_lines(statblock, lang))
        paren = statblock_tag(lang)
        flavor = tuple(statblock.text.split("\n")) if statblock.text else ()
    return Card(statblock.name, paren, None, flavor, Header((), None, None, None), body,
                dict(statblock.metadata), statblock.anchor, statblock=statblock,
                lang="ja" if lang == "ja" else None)
