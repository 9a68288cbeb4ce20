"""Card names in running text: where a name's words end.

A period after a name usually ends its sentence, but the last period of an initialism is part of the
name (`M.O.D.O.K.`, `Tony Stark A.I.`): a name keeps it wherever it is read (an effect's target, a
noun of a trigger condition or of `--event`).
"""

from __future__ import annotations

import re

__all__ = ["ends_initialism", "trim_name"]

_INITIALISM_END = re.compile(r"(?:^|[^\w.])(?:\w\.){2,}$")


def ends_initialism(text: str) -> bool:
    """Whether `text` ends with an initialism (two or more single letters, each with its period)."""
    return _INITIALISM_END.search(text) is not None


def trim_name(text: str) -> str:
    """`text` without the spaces, commas and periods around it, but for the period that ends an
    initialism. Linear in the length of `text`."""
    text = text.strip(" ,、。")
    body = text.rstrip(" ,、。.")
    # only the first period after the name's last word can end an initialism: a letter must come
    # before it, and what follows it is all periods, spaces and commas
    if text[len(body):len(body) + 1] == "." and ends_initialism(body + "."):
        body += "."
    return body.lstrip(".").strip()
