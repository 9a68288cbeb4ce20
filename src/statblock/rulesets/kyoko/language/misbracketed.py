"""A skill or an ability written in a fiction power's name marks, kept as text (as before) and now said (KY028).

The rulebook writes a fiction power's name in 《》 (「《限界突破》を使用する」) and a skill in 〈〉: the two marks look alike,
and `難易度4の《意志》判定` was kept as text with no word, the check lost. A name in 《》 (or ≪≫, as typed for it) that is a
skill or an ability the vocabulary knows is said, with the brackets to write; any other name in them is a power's.
"""

from __future__ import annotations

import re

from ....diagnostics import Severity
from ..catalog import message
from ..vocabulary import lookup
from .line import Line, TextPieces

__all__ = ["warn_misbracketed"]

_MARKED = re.compile(r"[《≪]([^《》≪≫\n]{1,24})[》≫]")
# a skill's field after a colon (`《学問：医学》`), as 〈〉 takes it
_FIELD = re.compile(r"[:：]")


def warn_misbracketed(effects: list, line: Line) -> None:
    """KY028 for each skill or ability in 《》 in the text pieces of `effects`."""
    in_text = TextPieces(effects, line).holds
    for found in _MARKED.finditer(line.folded):
        if not in_text(*found.span()):
            continue
        inner = found.group(1).strip()
        base = _FIELD.split(inner, maxsplit=1)[0].strip()
        if lookup("skills", base) is not None:
            what, fixed = "skill", f"〈{inner}〉"
        elif lookup("abilities", inner) is not None:
            what, fixed = "ability", f"【{inner}】"
        else:
            continue
        written = line.quote(*found.span())
        fixed = fixed[0] + written[1:-1].strip() + fixed[-1]   # (as written: `≪学問：医学≫` is `〈学問：医学〉`)
        said = message("other_brackets", written=written, what=message(f"what_{what}"), fixed=fixed)
        line.report("KY028", Severity.WARNING, said, *found.span(), suggestion=message("replace", guess=fixed))
