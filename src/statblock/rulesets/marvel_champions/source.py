"""A card as a front-end found it, before its abilities are read: what the front-ends hand on."""

from __future__ import annotations

import attrs

from ...diagnostics import Fragment, Span
from ...records import frozen

__all__ = ["CardSource"]


@frozen
class CardSource:
    """One card of a file.

    `paragraphs` are the card's ability text, one paragraph a `Fragment` (an ability, a keyword line,
    or reminder text), with the markup of MarvelCDB taken out and every character's position in the
    file kept: `<b>Forced Response</b>:` reads `Forced Response:`, `<i>(attack)</i>` reads `(attack)`;
    icons stay as written (`[energy]`, `[per_hero]`, `[star]`) and traits too (`[[Tech]]`). A boost
    (`<hr />` then its text) is a paragraph of its own, as MarvelCDB writes it (`Boost: …`), or
    starts with `Boost:` when the card says no more.
    """

    name: str
    span: Span                          # where its name is in the file
    code: str | None = None             # MarvelCDB's code (`01001a`); None in a native file
    type: str | None = None             # MarvelCDB's type_code: hero, alter_ego, ally, event, upgrade, support,
                                        # resource, villain, main_scheme, side_scheme, minion, treachery,
                                        # attachment, environment, obligation, player_side_scheme, ...
    subname: str | None = None
    traits: tuple[str, ...] = ()        # `Avenger.`, `Tech. Armor.` as words: ("Avenger",), ("Tech", "Armor")
    stats: dict = attrs.field(factory=dict, eq=False)  # the card's numbers as given: cost, attack, thwart, ...
    paragraphs: tuple[Fragment, ...] = ()
    boost_icons: int | None = None      # the number of boost icons (MarvelCDB `boost`), when given
    unread_stats: tuple[Fragment, ...] = ()   # a native card's stats whose value cannot be read (`SCH 2+`, MC006):
                                        # the card's notes (kind `stats`), as written
