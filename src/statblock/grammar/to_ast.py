"""From a front-end's raw lines to the `Ability` AST.

The layout of a block (which line is the name, a tier, a section) comes from
the front-end; the notation inside each line is read here with
`notation.lark`. A tier clause the grammar cannot read becomes a verbatim
`TextClause`: nothing is dropped.
"""

from __future__ import annotations

import functools
import re
import threading

import attrs

from .. import ast
from ..diagnostics import Diagnostic, Fragment
from ..frontends.raw import RawAbility
from ..rulesets import Ruleset, draw_steel
from .direct import DirectParser, Lexeme, NotInGrammar
from .parser import NOTATION_STARTS, load_grammar

__all__ = ["build_ability", "parse_clause_text", "parse_clauses", "parse_distance", "parse_notation_text",
           "split_clauses", "tier_number"]

_DAMAGE_WORD = re.compile(r"damage|ダメージ", re.IGNORECASE)
_FULLWIDTH_DIGITS = str.maketrans("０１２３４５６７８９－−", "0123456789--")


def _int(text: str) -> int:
    return int(text.translate(_FULLWIDTH_DIGITS))


# ---- notation trees to AST nodes -------------------------------------------------


class _Builder:
    """Builds AST nodes from a notation parse of one piece of text: `DirectParser` calls the
    method named by each rule (or its alias) with the rule's children, as lark's inline
    transformers are called.

    Positions are ``(start, end)`` indices into that text: a clause's tree
    depends on its text alone, so it can be shared between every place the
    same clause is written. `ClausePart.fragment` maps them to the file.
    """

    def __init__(self, text: str) -> None:
        self.text = text

    def _word(self, token: Lexeme) -> ast.Word:
        return ast.Word(str(token), (token.start_pos, token.end_pos))

    def _bounds(self, node) -> tuple[int, int]:
        """Indices covered by a token, a node or a tuple of nodes."""
        if isinstance(node, Lexeme):
            return node.start_pos, node.end_pos
        if isinstance(node, tuple):
            return self._bounds(node[0])[0], self._bounds(node[-1])[1]
        return node.span

    def _node_span(self, first, last) -> tuple[int, int]:
        return self._bounds(first)[0], self._bounds(last)[1]

    # clauses
    def plain_clause(self, body):
        return body

    def potency_clause(self, potency):
        return (potency,)

    def fallback_clause(self, body, potency):
        options = (body, (potency,))
        return (ast.OrClause(options, self._node_span(body[0], potency)),)

    def _after(self, token: Lexeme) -> str:
        """The text after `token`, without the separating comma."""
        rest = self.text[token.end_pos :]
        rest = rest.lstrip(" \t\u3000]")
        if rest[:1] in (",", "、", "，"):
            rest = rest[1:]
        return rest.strip().rstrip(".。")

    def potency(self, char, strength, body):
        word, value, token = strength
        return ast.PotencyClause(self._word(char), word, value, body, self._after(token),
                                 self._node_span(char, body[-1]))

    def gated_text(self, char, strength, rest):
        word, value, _ = strength
        text = ast.TextClause(str(rest).strip(), self._node_span(rest, rest))
        return (ast.PotencyClause(self._word(char), word, value, (text,), text.text, self._node_span(char, rest)),)

    def strength_word(self, token):
        return self._word(token), None, token

    def strength_value(self, number):
        return None, _int(str(number)), number

    def body(self, *parts):
        if len(parts) == 1:
            return parts[0]
        first, rest = parts[0], parts[1]
        if len(first) == 1 and isinstance(first[0], ast.OrClause):
            options = first[0].options + (rest,)
        else:
            options = (first, rest)
        return (ast.OrClause(options, self._node_span(options[0][0], options[-1][-1])),)

    def atoms(self, *items):
        return tuple(items)

    def damage(self, amount, *rest):
        chars: tuple = ()
        damage_type = None
        for item in rest:
            if isinstance(item, tuple):
                chars = item
            elif isinstance(item, ast.Word):
                damage_type = item
        # the `damage` keyword is filtered out of the tree: end the span after it
        last = rest[-1] if rest else amount
        # the `damage` keyword is filtered out of the tree: the first one after the amount ends the span
        keyword = _DAMAGE_WORD.search(self.text, amount.end_pos)
        span = self._node_span(amount, last)
        if keyword is not None:
            span = (span[0], keyword.end())
        return ast.DamageClause(_int(str(amount)), chars, damage_type, span)

    def ja_damage(self, amount, *rest):
        """`聖なるダメージ`: the damage type is the word's part before ダメージ."""
        chars = rest[0] if len(rest) == 2 else ()
        token = rest[-1]
        type_text = str(token)[: -len("ダメージ")]
        damage_type = ast.Word(type_text, (token.start_pos, token.start_pos + len(type_text)))
        return ast.DamageClause(_int(str(amount)), chars, damage_type, self._node_span(amount, token))

    def damage_type(self, token):
        return self._word(token)

    def chars(self, *tokens):
        return tuple(self._word(t) for t in tokens)

    def damage_and_conditions(self, damage, conditions):
        return ast.DamageAndConditions(damage, conditions, self._node_span(damage, conditions))

    def forced(self, words, number):
        return ast.ForcedClause(words, _int(str(number)), self._node_span(words[0], number))

    def conditions(self, *items):
        phrases = []
        duration = None
        for item in items:
            if isinstance(item, ast.Duration):
                duration = item
            else:
                phrases.append(ast.ConditionPhrase(item, self._node_span(item[0], item[-1])))
        last = duration if duration is not None else phrases[-1]
        return ast.ConditionsClause(tuple(phrases), duration, self._node_span(phrases[0], last))

    def paren_duration(self, words):
        text = " ".join(w.text for w in words)
        start, end = self._node_span(words[0], words[-1])
        # the span covers the parentheses, which the grammar drops from the tree
        opening = max(self.text.rfind("(", 0, start), self.text.rfind("（", 0, start))
        closing = min((i for i in (self.text.find(")", end), self.text.find("）", end)) if i != -1), default=end - 1)
        return ast.Duration(text, True, (opening if opening != -1 else start, closing + 1))

    def until_duration(self, token):
        return ast.Duration(str(token).strip(), False, self._node_span(token, token))

    def words(self, *tokens):
        return tuple(self._word(t) for t in tokens)

    def number(self, token):
        return token

    # distance
    def distance(self, *parts):
        return tuple(parts)

    def reach_distance(self, word, number):
        return ast.DistancePart(self._word(word), _int(str(number)), span=self._node_span(word, number))

    def area_distance(self, size, shape, within=None):
        end = within if within is not None else shape
        return ast.DistancePart(self._word(shape), _int(str(size)), None,
                                _int(str(within)) if within is not None else None, self._node_span(size, end))

    def line_distance(self, length, width, shape, within=None):
        end = within if within is not None else shape
        return ast.DistancePart(self._word(shape), _int(str(length)), _int(str(width)),
                                _int(str(within)) if within is not None else None, self._node_span(length, end))

    def named_distance(self, word):
        return ast.DistancePart(self._word(word), span=self._node_span(word, word))

    # power roll header
    def roll(self, bonus, gloss=None):
        return bonus

    def gloss(self, words):
        return words

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

    def named_cost(self, words, number=None):
        return ("named", " ".join(w.text for w in words) + (f" {number}" if number is not None else ""))


# ---- public helpers ------------------------------------------------------------


# What `split_clauses` looks at: visiting only these (most lines have no `;` at all) is
# several times faster than a loop over every character.
_SEPARATOR_OR_BRACKET = re.compile(r"[;；(\[（)\]）]")


def split_clauses(fragment: Fragment) -> list[Fragment]:
    """Split a tier line at top-level `;` (not inside brackets), dropping empty parts."""
    text = fragment.text
    bounds = []
    depth = start = 0
    if ";" in text or "；" in text:
        for mark in _SEPARATOR_OR_BRACKET.finditer(text):
            ch = mark.group()
            if ch in "([（":
                depth += 1
            elif ch in ")]）":
                if depth:
                    depth -= 1
            elif depth == 0:
                bounds.append((start, mark.start()))
                start = mark.end()
    bounds.append((start, len(text)))
    parts = []
    for start, end in bounds:
        # the stripped part sliced in one step: the same fragment as `slice(start, end).strip()`
        piece = text[start:end]
        stripped = piece.strip()
        if stripped:
            start += len(piece) - len(piece.lstrip())
            parts.append(fragment.slice(start, start + len(stripped)))
    return parts


_BUILDER_LOCK = threading.Lock()


@functools.cache
def _building_parser() -> tuple[DirectParser, _Builder]:
    """The notation parser with the AST builder run inside it: no parse tree is made."""
    builder = _Builder("")
    return DirectParser(load_grammar("notation.lark", start=NOTATION_STARTS), builder), builder


@functools.lru_cache(maxsize=1 << 16)
def parse_clause_text(text: str) -> tuple:
    """The AST items of one clause's text, positions relative to it (cached: clauses repeat a lot)."""
    parser, builder = _building_parser()
    with _BUILDER_LOCK:
        builder.text = text
        try:
            return tuple(parser.parse(text, "clause"))
        except NotInGrammar:
            pass
        try:
            return tuple(parser.parse(text, "gated_text"))
        except NotInGrammar:
            return (ast.TextClause(text, (0, len(text))),)


def parse_clauses(fragment: Fragment) -> tuple[ast.ClausePart, ...]:
    """Every clause of a tier line, structured where the grammar can, verbatim otherwise."""
    return tuple(ast.ClausePart(part.text, parse_clause_text(part.text), part.span(), part)
                 for part in split_clauses(fragment))


@functools.lru_cache(maxsize=1 << 14)
def parse_notation_text(text: str, start: str):
    """A header part (`distance`, `roll`, `cost`) read with relative positions, or None if unreadable."""
    parser, builder = _building_parser()
    with _BUILDER_LOCK:
        builder.text = text
        try:
            return parser.parse(text, start)
        except NotInGrammar:
            return None


def _absolute_word(word: ast.Word, fragment: Fragment) -> ast.Word:
    return ast.Word(word.text, fragment.span(*word.span))


def parse_distance(fragment: Fragment) -> ast.Distance:
    text = fragment.text
    relative = parse_notation_text(text, "distance") or ()
    parts = tuple(attrs.evolve(part, kind=_absolute_word(part.kind, fragment), span=fragment.span(*part.span))
                  for part in relative)
    return ast.Distance(text, parts, fragment.span())


def tier_number(label: str) -> int | None:
    """1, 2 or 3 from a tier label as written (`≤11`, `12-16`, `17+`), None if unreadable."""
    text = label.translate(_FULLWIDTH_DIGITS).strip(" \t-*•✦★✸◆◇:：")
    if not any(ch.isdigit() for ch in text):
        return None
    if text[:1] in "≤<≦＜" or text.endswith("以下"):
        return 1
    if text.endswith(("+", "＋", "以上")):
        return 3
    if any(dash in text for dash in "-–—~〜～"):
        return 2
    return None


def build_ability(raw: RawAbility, ruleset: Ruleset | None = None) -> tuple[ast.Ability, list[Diagnostic]]:
    """The AST of one ability block found by a front-end, and the problems met building it."""
    from .assemble import assemble  # the layout step builds on the helpers above

    return assemble(raw, ruleset or draw_steel())
