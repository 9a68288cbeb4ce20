"""An ability's name without its 【】 and a signed number after it, with no verb (`感覚-2点`, `対象の感覚-2点。`, `Sense -2.`):
kept as text and said (KY027, a warning) with what it could be and what to write.

Written with its 【】, `【感覚】-2点` is a change of the ability as an item's data writes it (`StatChange`); without them, and with
no verb or amount's word after it, nothing says what it does: a change of the ability, a loss, damage? Before, it was text in
silence (the name is no word of the grammar's, and a number after a word's minus is no negative amount, KY027's other
form). With damage's or a recovery's word after it (`感覚-2点のダメージ`, `Deal Sense -2 damage`) it is a word's subtraction
in an amount's words, and says nothing, as before.

Found by one pattern over the folded line, its names the vocabulary's abilities, each run of blanks taken once: linear.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from ..catalog import message
from ..vocabulary import category, lookup
from ....diagnostics import Severity
from .line import Line, TextPieces

__all__ = ["warn_unbracketed_stats"]


@functools.cache
def _pattern() -> re.Pattern:
    # (as the line is folded: `装備ＨＰ` is `装備HP`)
    names = {unicodedata.normalize("NFKC", w) for term in category("abilities").terms.values() for w in (*term.ja, *term.en)}
    words = "|".join(re.escape(w) for w in sorted(names, key=len, reverse=True))
    # the name not inside 【】 nor part of a longer word (a particle, `の`, may stand before it); a sign and a number; 点 or points; then the clause's end, or
    # a particle of a verb it is the object or subject of (`身体+1点を得る`, `移動値+1となる`: said as `感覚+1点、` before it
    # is; was not), with no amount's word (`のダメージ`, `damage`, `回復`) after it
    return re.compile(rf"(?<![【A-Za-z0-9_\u30a0-\u30ff\u3400-\u9fff])(?P<name>{words})(?![A-Za-z0-9_】])[ \t]*+(?P<sign>[+\-])[ \t]*+(?P<n>\d{{1,9}}+)"
                      rf"(?:[ \t]*+(?:点|points?\b|pts?\b))?(?=[ \t]*+(?:$|[。.、,;；:：)）」!?！？]|[をがとに](?![ \t]*+(?:ダメージ|回復))))",
                      re.IGNORECASE)


def warn_unbracketed_stats(effects: list, line: Line) -> None:
    """KY027 at each ability's name with a signed number and no verb in the text pieces of `effects`."""
    folded = line.folded
    if "-" not in folded and "+" not in folded:
        return
    in_text = None
    for found in _pattern().finditer(folded):
        in_text = in_text or TextPieces(effects, line).holds
        if not in_text(*found.span()):
            continue
        name = line.span(*found.span("name")).text
        term = lookup("abilities", found.group("name"))
        english = found.group("name").isascii() and not re.search(r"[点]", found.group(0))
        label = term.en[0] if english else term.ja[0]
        sign, n = found.group("sign"), found.group("n")
        change = f"【{label}】{sign}{n}" if english else f"【{label}】{'＋' if sign == '+' else '－'}{n}"
        key = "stat_no_verb_en" if english else "stat_no_verb"
        said = message(key, written=line.quote(*found.span()), name=name, change=change, sign=sign, n=n, label=label)
        line.report("KY027", Severity.WARNING, said, *found.span(),
                    suggestion=message("stat_no_verb_help_en" if english else "stat_no_verb_help", change=change,
                                       label=label, n=n))
