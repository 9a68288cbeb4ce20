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
        elif (verb := _a_conditions_verb(text)) is not None:
            # (`「黒き竜」は伏せる (EoT)`, `ターゲットはあなたに掴まれ`: a verb made of a condition's word, the word to write)
            word, guess = verb
            out.append(Diagnostic("SB138", Severity.INFO, msg("text.unread_verb", text=text, word=word, guess=guess),
                                  span, name, msg("word.replace", word=word, guess=guess)))
        else:
            out.append(Diagnostic("SB138", Severity.INFO, msg("text.unread", text=text), span, name,
                                  msg("text.unread_help")))
    return out


#: what comes before a Japanese clause's last word: a topic's は, a particle, a comma, a blank, a quote's end
_BEFORE_LAST_WORD = "はにがを、 」"


def _a_conditions_verb(text: str) -> tuple[str, str] | None:
    """The last word of a Japanese clause kept as text (before a duration in brackets) and the condition's word to
    write for it, when it is a verb made of one (`伏せる`: `伏せ`; `掴まれる`, `掴まれ`: `つかまれ`,
    `statuses.condition_of_a_verb`); else None. Found by scans from the end, in linear time."""
    if text.isascii():
        return None
    words = text.rstrip(" 。.")
    opened = max(words.rfind("("), words.rfind("（"))
    if opened > 0 and words.endswith((")", "）")):
        words = words[:opened].rstrip()
    start = max(words.rfind(mark) for mark in _BEFORE_LAST_WORD) + 1
    word = words[start:]
    if not word or word.isascii():
        return None
    from ..vocabulary import vocabulary
    from .statuses import condition_of_a_verb

    guess = condition_of_a_verb(vocabulary(), word if word.endswith("る") else word + "る")
    # (the condition's name, which reads after a name and after an agent, `あなたにつかまれ`, where `つかまれる` does not)
    guess = guess.removesuffix("る") if guess is not None else None
    return (word, guess) if guess is not None and guess != word else None   # (`彼らそれぞれは伏せ`: the word, no verb)
