"""Building the AST of an ability's header parts: a distance (`Melee 1 or ranged 5`, `3 cube within 10`,
`Four 3 cubes within 10`, `10以内の2キューブ`), a power roll's bonus (`+ 2`, `+ Might or Agility`) and a
cost (`3 Malice`, `5+ Focus`), the `distance`, `roll` and `cost` rules of `notation.lark`. A mixin of
`to_ast.ClauseBuilder`; `clauses.parse_notation_text` runs it, and `distances.py` reads what it gives.
"""

from __future__ import annotations

import attrs

from .. import ast
from ....vocabulary import NUMBER_WORDS, fold
from .building import BuilderBase, to_int as _int
from .direct import NotInGrammar

__all__ = ["HeaderBuilder"]


def _count(word) -> int:
    """`Four` in `Four 3 cubes within 10`: a number word, else not this rule (`Melee 3 cube` is no count)."""
    number = NUMBER_WORDS.get(fold(str(word)))
    if number is None:
        raise NotInGrammar
    return number


def _bracketed(runs) -> tuple:
    """The characteristics in `(Might or Agility)` after a roll's number: the words between each `or` or comma, each
    run one word (`(see below)` is one word, `see below`, that `check` names as no characteristic, SB104)."""
    return tuple(ast.word(" ".join(w.text for w in run), (run[0].span[0], run[-1].span[1])) for run in runs)


class HeaderBuilder(BuilderBase):
    """The header parts of `to_ast.ClauseBuilder` (see the module's docstring)."""

    # distance
    def distance(self, *parts):
        return tuple(one for part in parts for one in (part if isinstance(part, tuple) else (part,)))

    and_distance = distance  # (which joiner: `distances.py` reads it between the parts)

    def reach_distance(self, word, number):
        return ast.DistancePart(self._word(word), _int(str(number)), span=self._node_span(word, number))

    def area_distance(self, size, shape, within=None):
        end = within if within is not None else shape
        return ast.DistancePart(self._word(shape), _int(str(size)), None,
                                _int(str(within)) if within is not None else None, self._node_span(size, end))

    def area_size_choice(self, size, other, shape, within=None):
        """`1 or 2 cube within 1`: two parts, either size, as `Melee 1 or ranged 5` is two."""
        return self.area_distance(size, shape, within), self.area_distance(other, shape, within)

    def line_distance(self, length, width, shape, within=None):
        end = within if within is not None else shape
        return ast.DistancePart(self._word(shape), _int(str(length)), _int(str(width)),
                                _int(str(within)) if within is not None else None, self._node_span(length, end))

    def ja_area_distance(self, within, size, shape):
        """`10以内の2キューブ`: the reach first, as Japanese writes it."""
        return ast.DistancePart(self._word(shape), _int(str(size)), None, _int(str(within)),
                                self._node_span(within, shape))

    def ja_line_distance(self, within, length, width, shape):
        """`1以内の5×1ライン`."""
        return ast.DistancePart(self._word(shape), _int(str(length)), _int(str(width)), _int(str(within)),
                                self._node_span(within, shape))

    def counted_area_distance(self, count, size, shape, within=None):
        """`Four 3 cubes within 10`: a number word, then an area (`shape` may be plural)."""
        return attrs.evolve(self.area_distance(size, shape, within), count=_count(count),
                            span=self._node_span(count, within if within is not None else shape))

    def counted_line_distance(self, count, length, width, shape, within=None):
        """`Three 10 x 1 lines within 1`."""
        return attrs.evolve(self.line_distance(length, width, shape, within), count=_count(count),
                            span=self._node_span(count, within if within is not None else shape))

    def ja_counted_area_distance(self, within, size, shape, count):
        """`10以内の3キューブ4つ`."""
        return attrs.evolve(self.ja_area_distance(within, size, shape), count=_int(str(count)),
                            span=self._node_span(within, count))

    def ja_counted_line_distance(self, within, length, width, shape, count):
        """`1以内の10×1ライン3つ`."""
        return attrs.evolve(self.ja_line_distance(within, length, width, shape), count=_int(str(count)),
                            span=self._node_span(within, count))

    def named_distance(self, word):
        return ast.DistancePart(self._word(word), span=self._node_span(word, word))

    # power roll header
    def roll(self, bonus, gloss=None):
        """A characteristic's gloss (`+ 筋力 (Might)`) is read with it; after a number (`+ 2 (Might)`, a monster's
        score and the characteristic it is, seed 001: a power roll adds a characteristic) the words in brackets
        are the characteristic: both are kept (it was `+ 2`, the characteristic dropped with no word said)."""
        if gloss is not None and bonus[0] == "bonus":
            return ("bonus", bonus[1], _bracketed(gloss))
        return bonus

    def gloss(self, *runs):
        return runs

    def roll_number(self, number):
        return ("bonus", _int(str(number)))

    def roll_characteristics(self, chars):
        return ("characteristics", chars)

    def roll_words(self, *tokens):
        return ("characteristics", (ast.Word(" ".join(str(t) for t in tokens), self._node_span(tokens[0], tokens[-1])),))

    # cost
    def resource_cost(self, number, *rest):
        open_ended = len(rest) == 2
        resource = rest[-1]
        return ast.Cost(_int(str(number)), self._word(resource), open_ended, self._node_span(number, resource))

    def ranged_cost(self, number, upper, *rest):
        low, high = _int(str(number)), abs(_int(str(upper).replace("−", "-").replace("－", "-")))
        if high <= low:
            raise NotInGrammar  # (`7-3 Malice` is no range: kept as written)
        resource = rest[-1]
        return ast.Cost(low, self._word(resource), len(rest) == 2, self._node_span(number, resource), high)

    def named_cost(self, words, number=None):
        return ("named", " ".join(w.text for w in words) + (f" {number}" if number is not None else ""))
