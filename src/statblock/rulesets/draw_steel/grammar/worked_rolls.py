"""A power roll's header as a card printed for one hero writes it (`cards --hero`): `Power Roll + Might (2d10 + 2):`,
`パワーロール + 筋力 (2d10 + 2):`, the hero's characteristic worked out in brackets after the roll's own words. The
header was unreadable (SB105, an error), so no hero's card read back. It is read as the roll it prints (`Power Roll +
Might`), and said (SB022, a warning): the card's numbers are that hero's (a characteristic already added to its tiers'
damage), not the ability's, and a card printed without `--hero` is the one that reads back as the ability.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Fragment, Severity
from ....messages import msg

__all__ = ["worked_roll"]

# `(2d10 + 2)`, `（2d10 − 1）`, and what may follow it to the header's end (its colon): matched whole from the last
# opening bracket, so no backtracking over a long header
# (full-width digits and `ｄ` too: `（２d10＋２）` was SB105)
_WORKED = re.compile(r"[(（][ \t]*[2２][dｄ][1１][0０][ \t]*[+＋\-−–][ \t]*[0-9０-９]{1,3}[ \t]*[)）][ \t]*[:：]?[ \t]*",
                     re.IGNORECASE)


def worked_roll(header: Fragment, name: str | None) -> tuple[str, Diagnostic | None]:
    """(the header's text to read, SB022) where it ends with one hero's worked-out dice (`+ Might (2d10 + 2):`: read
    as `+ Might :`); (its text, None) where it does not."""
    text = header.text
    at = max(text.rfind("("), text.rfind("（"))
    found = _WORKED.fullmatch(text, at) if at > 0 else None
    if found is None:
        return text, None
    dice = text[at:found.end()].rstrip(" \t:：")
    colon = ":" if text.rstrip().endswith((":", "：")) else ""
    said = Diagnostic("SB022", Severity.WARNING, msg("roll.worked_out", dice=dice), header.span(at, at + len(dice)),
                      name, msg("roll.worked_out_fix"))
    return text[:at].rstrip() + colon, said
