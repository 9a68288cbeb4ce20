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
    initialism."""
    text = text.strip(" ,、。")
    while text.endswith(".") and not ends_initialism(text):
        text = text[:-1].rstrip(" ,、。")
    return text.lstrip(".").strip()
