"""Card names in running text: where a name's words end.

A period after a name usually ends its sentence, but the last period of an initialism is part of the
name (`M.O.D.O.K.`, `Tony Stark A.I.`): a name keeps it wherever it is read (an effect's target, a
noun of a trigger condition or of `--event`).
"""

from __future__ import annotations

import functools
import re

__all__ = ["comma_names", "ends_initialism", "name_commas_blanked", "names_blanked", "trim_name"]

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


#: The commas a card's name may hold (`Judge, Jury, Executioner`; Japanese `、`, `，`): no separator inside the name.
_NAME_COMMA = re.compile(r"[,、，]")


def comma_names(*names: str | None) -> tuple[str, ...]:
    """The names among `names` that hold a comma, each once, the longest first (a name that holds a shorter one is
    found whole): those whose commas `name_commas_blanked` blanks."""
    found = {name.strip() for name in names if name and _NAME_COMMA.search(name)}
    return tuple(sorted(found, key=lambda name: (-len(name), name)))


@functools.lru_cache(maxsize=64)
def _names_pattern(names: tuple[str, ...]) -> re.Pattern:
    # (a Latin name is a whole word: `Bob, Agent` is not found in `Bobby, Agent`; a Japanese one is glued to its
    # particle, `ボブ、ヒドラの工作員に`, and has no such bound)
    return re.compile("|".join(rf"(?<![A-Za-z0-9]){re.escape(name)}(?![A-Za-z0-9])" for name in names), re.IGNORECASE)


def name_commas_blanked(text: str, names: tuple[str, ...], masked: str | None = None) -> str:
    """`masked` (`text` when None; the same length) with the commas of each of `names` (`comma_names`) blanked (`_`)
    where `text` writes the name, in any case: so that no condition, target or subject ends inside a card's name
    (`Deal 2 damage to Bob, Agent of Hydra.` targeted `Bob`, and `Agent of Hydra` as a second card). The pieces are
    joined once: linear in the text (the text rebuilt at each name found was quadratic)."""
    base = text if masked is None else masked
    if not names or not _NAME_COMMA.search(text):
        return base
    pieces, last = [], 0
    for found in _names_pattern(names).finditer(text):
        pieces += [base[last:found.start()], _NAME_COMMA.sub("_", base[found.start():found.end()])]
        last = found.end()
    return "".join(pieces) + base[last:] if pieces else base


def names_blanked(text: str, names: tuple[str, ...], masked: str | None = None) -> str:
    """`masked` (`text` when None; the same length) with each of `names` blanked whole (`_`) where `text` writes it, in
    any case: no word of a card's name is read as a verb (`When you play Take One, for the Team …`). Linear in the
    text, as `name_commas_blanked`."""
    base = text if masked is None else masked
    if not names:
        return base
    pieces, last = [], 0
    for found in _names_pattern(names).finditer(text):
        pieces += [base[last:found.start()], "_" * (found.end() - found.start())]
        last = found.end()
    return "".join(pieces) + base[last:] if pieces else base
