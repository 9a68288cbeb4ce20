"""The nodes of potencies (`M < WEAK, prone`, `if the target has M < 2 they are instead restrained`, `M < 2.5 prone`
kept as text), from a notation parse: a mixin of `to_ast.ClauseBuilder`, whose docstring says how the parser calls it.
"""

from __future__ import annotations

import re

import attrs

from .. import ast
from .building import BuilderBase, to_int as _int
from .direct import Lexeme, NotInGrammar

__all__ = ["PotencyBuilder"]


class PotencyBuilder(BuilderBase):
    """The potency nodes of `ClauseBuilder` (see the module's docstring)."""

    def potency_clause(self, potency):
        return (potency,)

    def atoms_then_potency(self, *items):
        """`3 + M damage, M < WEAK, prone`, `3 damage, push 1, M < WEAK, prone`: the atoms, read as
        `atoms` reads them, then the potency, as if a `;` stood before it."""
        return (*self.atoms(*items[:-1]), items[-1])

    def fallback_clause(self, body, potency):
        options = (body, (potency,))
        return (ast.OrClause(options, self._node_span(body[0], potency)),)

    def _after(self, token: Lexeme) -> str:
        """The text after `token` as written, without the separating comma (a `なら` after a potency stays: the
        text is kept as written when it does not read; `clauses.parse_clause_text` reads the body after it)."""
        rest = self.written[token.end_pos :]
        rest = rest.lstrip(" \t\u3000]")
        if rest[:1] in (",", "、", "，", ":", "："):
            rest = rest[1:]
        return rest.strip().rstrip(".。")

    def potency(self, char, strength, body):
        word, value, token = strength
        body, instead = _without_instead(body)
        return ast.PotencyClause(self._word(char), word, value, body, self._after(token),
                                 self._node_span(char, body[-1]), otherwise=instead)

    def spelled_potency(self, *items):
        *subject, char, strength, body = items
        word, value, token = strength
        said = self.text[:char.start_pos].strip()  # the clause starts with it
        otherwise = re.match(r"(?:or|または|もしくは|あるいは|ないしは)\b", said, re.IGNORECASE) is not None
        body, instead = _without_instead(body)
        who = subject[0] if subject else None
        return ast.PotencyClause(self._word(char), word, value, body, self._after(token),
                                 (0, self._bounds(body[-1])[1]), said, who, otherwise or instead)

    def gate_subject(self, *tokens):
        return self.text[tokens[0].start_pos:tokens[-1].end_pos]

    def gated_text(self, char, strength, rest):
        word, value, _ = strength
        said = str(rest)
        if _NOT_GATED.match(said):
            # `M < 2.5 prone` (a potency is a whole number: no `.5` for it to gate), `M < 2.` (no
            # words at all): the clause stays text
            raise NotInGrammar
        if _ANOTHER_POTENCY.search(said):
            # `dazed (save ends) or R < 2 slowed`: the words hold a potency of their own, which this one
            # would gate too; the whole clause stays text
            raise NotInGrammar
        # (the words as written: a gloss blanked for reading stays in text kept verbatim)
        text = ast.TextClause(self.written[rest.start_pos:rest.end_pos].strip(), self._node_span(rest, rest))
        return (ast.PotencyClause(self._word(char), word, value, (text,), text.text, self._node_span(char, rest)),)

    def strength_word(self, token):
        return self._word(token), None, token

    def strength_value(self, number):
        return None, _int(str(number)), number


# words no potency gates: the rest of a number (`.5`), or nothing but punctuation
_NOT_GATED = re.compile(r"[.,，．][0-9０-９]|[\s.,;:。、，．：]*$")
# a potency in words a potency gates (`… or R < 2 slowed`): a letter or a word, then `<`
_ANOTHER_POTENCY = re.compile(r"(?<![^\W\d_])[^\W\d_]+\s*[<＜]")


def _without_instead(body: tuple) -> tuple[tuple, bool]:
    """`if the target has I < 2 they are instead frightened (save ends)`: `instead` after the copula of the
    potency's first condition says that what it gates lands in place of the effect before it (as `or if` does),
    never a part of the condition's name (was a custom condition `instead frightened`). The body without the
    word, and whether it was there."""
    first = body[0] if body else None
    if not isinstance(first, ast.ConditionsClause) or not first.phrases:
        return body, False
    words = first.phrases[0].words
    at = next((i for i, w in enumerate(words[:5]) if w.text.lower() == "instead"), None)
    if at is None or at + 1 >= len(words) or (at > 0 and words[at - 1].text.lower() not in ("is", "are")):
        return body, False
    phrase = attrs.evolve(first.phrases[0], words=words[:at] + words[at + 1:])
    return (attrs.evolve(first, phrases=(phrase, *first.phrases[1:])), *body[1:]), True
