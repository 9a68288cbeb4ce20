"""A clause of no verb known before the first verb known of an English effect sentence (`Dance wildly and draw 1
card.`, `Name a card type, then look at …`): an act of its own, kept as text, not a lead of the verb's (`This round,`,
`Instead`). It was taken for the verb's lead, the sentence typed as that verb's effect alone, nothing said; MC125 says
it now, as it says the Japanese sentence (`その攻撃に対して防御し、カードを1枚引く。`).
"""

from __future__ import annotations

__all__ = ["lead_clause"]

_JOINS = frozenset({"and", "or", "then"})
_QUOTES = frozenset("\"“「")
_MODALS = frozenset({"may", "must", "can", "cannot", "will", "should", "could", "might"})


def lead_clause(masked: str, start: int, verb: int) -> int | None:
    """Where a clause ends that the words before the first verb known are, if they end with a clause's join (`and`,
    `then`, `, and then`, `or`): `Dance wildly and draw`, not a lead of the verb's (`This round,`, `Instead`). Its
    first word is no join, it holds no `,` `;` `.`, and its last word is no modal (`You may then remove …`: the verb's
    own). A bare `then` (no comma, no `and` or `or` before it) joins no clause: the words before it are the verb's
    subject (`Each player then draws 1 card.`, `You then draw 1 card.`, `Spider-Man then draws …`), and an act
    before `then` is written with a comma or `and` (`Sing a song, then draw 1 card.`). (Split from the end: linear
    on a run of blanks.)"""
    lead = masked[start:verb]
    if not lead[-1:].isspace():
        return None
    body = lead.rstrip()
    words = body.rsplit(None, 2)
    if len(words) < 2 or words[-1].lower() not in _JOINS:
        return None
    cut = len(body) - len(words[-1])
    if words[-1].lower() == "then" and len(words) == 3 and words[-2].lower() in ("and", "or"):
        cut = body.rindex(words[-2], 0, cut)
    elif words[-1].lower() == "then" and not body[:cut].rstrip().endswith(","):
        return None
    clause = body[:cut].rstrip()
    clause = clause[:-1] if clause.endswith(",") else clause
    # (a clause may open with a quote, its words blanked: `"Might is right!" she shouts, and draws 1 card.`)
    if not clause or not (clause[0].isalpha() or clause[0] in _QUOTES) or any(mark in clause for mark in ",;.") \
            or clause.split(None, 1)[0].lower() in _JOINS or clause.rsplit(None, 1)[-1].lower() in _MODALS:
        return None
    return start + len(clause.rstrip())
