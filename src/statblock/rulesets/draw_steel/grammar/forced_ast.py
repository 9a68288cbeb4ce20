"""The nodes of forced moves (`push 2`, `slide 3 toward the target`, `push M + 1`, `one target is pushed up to 2 squares
and prone`) and of where a move goes (`toward the target`, `（キューブの中心に向かって）`), from a notation parse: a mixin of
`to_ast.ClauseBuilder`, whose docstring says how the parser calls it.
"""

from __future__ import annotations

import attrs

from .. import ast
from ..toward_phrases import toward_english
from ..vocabulary import vocabulary
from .building import BuilderBase, to_int as _int
from .direct import NotInGrammar

__all__ = ["ForcedBuilder", "Named"]


class Named(tuple):
    """The words of `names` when one of them was quoted (the author's own word); otherwise
    `names` gives a plain tuple."""


class ForcedBuilder(BuilderBase):
    """The forced move nodes of `ClauseBuilder` (see the module's docstring)."""

    def forced_and_conditions(self, forced, conditions):
        """`push 2 and prone`; `one target is pushed up to 2 squares and prone`: the conditions after `and` are
        said of some of the targets as the forced move is (`and knocked prone`, `and is prone` say so too, read
        by `compound.py`), so they take its subject's words (`one target is`), their span their own."""
        words = forced.words
        text = " ".join(w.text for w in words).lower()
        rules = vocabulary()
        said = next((s for s in rules.partial_subjects if text.startswith(s + " ")), None)
        if said is None or not conditions.phrases or conditions.phrases[0].words[0].text.lower() in ("is", "are"):
            return (forced, conditions)  # (`and is prone`: a sentence of its own, `compound.py`'s)
        first = conditions.phrases[0]
        subject = words[: len(said.split())]
        phrase = attrs.evolve(first, words=(*subject, *first.words))
        return (forced, attrs.evolve(conditions, phrases=(phrase, *conditions.phrases[1:])))

    def forced_char(self, token):
        return (self._word(token),)

    def forced(self, words, *rest):
        if isinstance(words, Named):
            raise NotInGrammar  # a word quoted is the author's own, never a forced move's
        words = tuple(words)
        ignoring = rest[-1] if rest and getattr(rest[-1], "type", None) == "IGNORING_STABILITY" else None
        if ignoring is not None:
            rest = rest[:-1]
        up_to = rest[0] == "up_to"
        number, *rest = rest[1:] if up_to else rest
        chars = next((r for r in rest if isinstance(r, tuple)), ())
        toward = next((r for r in rest if isinstance(r, ast.Word)), None)
        squares = "squares" in rest
        last = toward if toward is not None else (chars[-1] if chars else number)
        end = self._bounds(last)[1]
        if squares and toward is None:
            end = self._find(r"squares?|マス|スクエア", end).end()
        if ignoring is not None:
            end = ignoring.end_pos
        return ast.ForcedClause(words, _int(str(number)), (self._bounds(words[0])[0], end), chars, toward, squares,
                                up_to, ignores_stability=ignoring is not None)

    def forced_char_first(self, words, number, *rest):
        """`push M + 1`: `push 1 + M`, the characteristic the last of the words before `+`."""
        if isinstance(words, Named) or len(words) < 2:
            raise NotInGrammar
        *words, char = words
        forced = self.forced(tuple(words), number, (char,), *rest)
        return attrs.evolve(forced, span=(forced.span[0], max(forced.span[1], number.end_pos)))

    def toward(self, *tokens):
        """`toward the target`, `away from the target`: the words as written, from the first (the tree drops it)."""
        lowered = self.text.lower()
        start = max(lowered.rfind("toward", 0, tokens[0].start_pos), lowered.rfind("away", 0, tokens[0].start_pos),
                    lowered.rfind("in the direction", 0, tokens[0].start_pos))
        return ast.Word(self.text[start:tokens[-1].end_pos], (start, tokens[-1].end_pos))

    def quoted_toward(self, token):
        """`（「toward the center of the cube」）`: where a Japanese card says the forced move goes."""
        words = self._quoted(token)
        if len(words) < 2 or str(token)[-1] != "」" or not (
                words[0].text.lower() in ("toward", "towards")
                or (len(words) > 2 and [w.text.lower() for w in words[:2]] == ["away", "from"])
                or (len(words) > 3 and [w.text.lower() for w in words[:3]] == ["in", "the", "direction"])):
            raise NotInGrammar
        return ast.Word(" ".join(w.text for w in words), (words[0].span[0], words[-1].span[1]))

    def ja_toward(self, token):
        """`（キューブの中心に向かって）`: where a Japanese card says a move goes, as the ruleset's English
        (`toward the center of the cube`); a place it has no words for as written."""
        english = toward_english(vocabulary(), str(token))
        return ast.Word(english or str(token), (token.start_pos, token.end_pos))
