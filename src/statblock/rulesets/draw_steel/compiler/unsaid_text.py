"""Words of a tier clause kept as text that no diagnostic names: SB138 says them.

A tier clause (or a part of one: a potency's effect, an option of a choice, a sentence after the first) that the
notation does not read compiles to `fx.Text`: printed on the card word for word, applied by no one (`roll`, `odds`
and the exports list it as text). When it is a slip the ruleset knows (`3 + A damge`, `push two`, `M < STRONG;
prone`, SB109-SB146), a warning or an error says so; the rest (`the target and the enemy are slowed (EoT)`: which enemy
is not said; `the target has a Deathcount of 10`, `The rift closes.`) was kept with no word, which reads as if it was
understood. SB138, an information, says it at those words: not a warning, as most of it is an
ability's own prose (the published corpus keeps about a hundred such clauses, each meant as written), but seen in
`check` and the editor, so that an author who meant a rule sees that it was not read. Said once the ability's other
diagnostics are known (the grammar's, the lowering's, the checks'): words any of them touches are said already.
Such words that hold an asterisk (`5**+** M damage`: Markdown's emphasis escaped, `5\\*\\*+\\*\\*`, or left open) are
SB177 instead, a warning: no ability's prose means the card to print asterisks, and the words without them are
most likely the notation the author meant (`5+ M damage`), which the help gives.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, TouchedSpans
from ....messages import msg
from .. import ast
from ..runtime import effects as fx
from ..runtime.compiled import CompiledAbility

__all__ = ["texts_of", "unsaid_texts"]


def texts_of(effects) -> list[str]:
    """The words of every `fx.Text` in `effects`, nested ones too (a potency's effects, a choice's options), in
    order; `fx.NoEffect` (`no effect`) is read, and not among them."""
    out: list[str] = []
    for effect in effects:
        if effect.__class__ is fx.Text:
            out.append(effect.text)
        elif effect.__class__ is fx.PotencyGate:
            out.extend(texts_of(effect.effects))
        elif effect.__class__ is fx.Choice:
            for option in effect.options:
                out.extend(texts_of(option))
    return out


# an asterisk, with the backslash that escapes it where the words are as written (a native file's `5\*\*+\*\*`; a
# Markdown page's are read already): the help's words had the backslashes, `5\\+\\ M damage`
_ASTERISK = re.compile(r"\\?\*")


def unsaid_texts(tree: ast.Ability, compiled: CompiledAbility, said: list[Diagnostic]) -> list[Diagnostic]:
    """SB138 (information) at each text of the ability's tier clauses that no diagnostic of `said` touches."""
    out: list[Diagnostic] = []
    touched = None  # (what the diagnostics touch, made when a text is first found: most abilities have none)
    for tree_roll, roll in zip(tree.all_rolls(), compiled.all_rolls()):
        for tree_tier, tier in zip(tree_roll.tiers, roll.tiers):
            for part, effects in zip(tree_tier.clauses, tier.clauses):
                texts = texts_of(effects)
                if not texts or part.fragment is None or part.fragment.source is None:
                    continue
                if touched is None:
                    touched = TouchedSpans(said, part.fragment.source)
                out.extend(_unsaid(part, texts, touched, tree.name))
    return out


def _unsaid(part: ast.ClausePart, texts: list[str], touched: TouchedSpans, name: str | None) -> list[Diagnostic]:
    """SB138 at each of `texts` (a clause's, in order) that no diagnostic touches. A text is sought in the clause from
    after the one before it (the texts are the clause's own words)."""
    out: list[Diagnostic] = []
    at = 0
    for text in texts:
        start = part.text.find(text, at)
        if start < 0:
            start = part.text.find(text)
            if start < 0:
                continue
        end = start + len(text)
        at = end
        span = part.fragment.span(start, end)
        if touched(span.start, max(span.end, span.start + 1)):
            continue
        if "*" in text:   # (asterisks printed as written: emphasis escaped, `5\\*\\*+\\*\\* M damage`, or left open)
            bare = " ".join(_ASTERISK.sub("", text).split())
            out.append(Diagnostic("SB177", Severity.WARNING, msg("text.asterisks", text=text), span, name,
                                  msg("text.asterisks_help", bare=bare)))
        else:
            out.append(Diagnostic("SB138", Severity.INFO, msg("text.unread", text=text), span, name,
                                  msg("text.unread_help")))
    return out
