"""The nodes of damage (`5 + M fire damage`, `2d6 + 3 cold damage`, `6 cold, fire, or sonic damage`, `5 聖なるダメージ`,
`3 + 筋力または敏捷力ダメージ`) and of damage with conditions after it, from a notation parse: a mixin of
`to_ast.ClauseBuilder`, whose docstring says how the parser calls it.
"""

from __future__ import annotations

import re

from .. import ast
from ..vocabulary import vocabulary
from .building import BuilderBase, to_int as _int
from .direct import Lexeme

__all__ = ["DamageBuilder"]

# the word that ends an amount of damage (filtered out of the tree)
_DAMAGE_WORD = re.compile(r"damage|ダメージ", re.IGNORECASE)


class DamageBuilder(BuilderBase):
    """The damage nodes of `ClauseBuilder` (see the module's docstring)."""

    def dice_damage(self, dice, *rest):
        return self._damage(dice, rest, str(dice))

    def ja_dice_damage(self, dice, *rest):
        return self._ja_damage(dice, rest, str(dice))

    def damage(self, amount, *rest):
        return self._damage(amount, rest, None)

    def _damage(self, amount, rest, dice):
        chars: tuple = ()
        damage_type = None
        others: tuple = ()
        fixed = 0
        if dice is not None and rest and isinstance(rest[0], Lexeme) and rest[0].type in ("NUMBER", "SIGNED"):
            fixed, rest = _int(str(rest[0])), rest[1:]
        for item in rest:
            if isinstance(item, _TypeChoice):
                damage_type, others = item[0], tuple(item[1:])
            elif isinstance(item, tuple):
                chars = item
            elif isinstance(item, ast.Word):
                damage_type = item
        # the `damage` keyword is filtered out of the tree: the first one after the amount ends the span
        keyword = _DAMAGE_WORD.search(self.text, amount.end_pos)
        if keyword is not None:
            span = (amount.start_pos, keyword.end())
        else:
            span = self._node_span(amount, rest[-1] if rest else amount)
        value = fixed if dice is not None else _int(str(amount))
        return ast.DamageClause(value, chars, damage_type, span, dice, others)

    def ja_damage(self, amount, *rest):
        return self._ja_damage(amount, rest, None)

    def _ja_damage(self, amount, rest, dice):
        """`聖なるダメージ`: the damage type is the word's part before ダメージ."""
        fixed = 0
        if dice is not None and rest and isinstance(rest[0], Lexeme) and rest[0].type in ("NUMBER", "SIGNED"):
            fixed, rest = _int(str(rest[0])), rest[1:]
        chars = next((r for r in rest if isinstance(r, tuple)), ())
        value = fixed if dice is not None else _int(str(amount))
        listed = tuple(self._word(r) for r in rest[:-1] if isinstance(r, Lexeme) and r.type == "WORD")  # `冷気、火炎、または`
        token = rest[-1]
        type_text = str(token)[: -len("ダメージ")]
        start = token.start_pos
        rest_of = type_text[1:].lstrip()
        if type_text.startswith("の") and not listed and (not rest_of or vocabulary().damage_types.lookup(rest_of)):
            # `5 の聖なるダメージ`, `5 のダメージ`: an amount as seed 000 writes it (「8 の聖なるダメージを与えます」)
            type_text, start = rest_of, start + len(type_text) - len(rest_of)
            if not type_text:
                return ast.DamageClause(value, chars, None, self._node_span(amount, token), dice)
        damage_type = ast.Word(type_text, (start, start + len(type_text)))
        if listed:
            return ast.DamageClause(value, chars, listed[0], self._node_span(amount, token), dice,
                                    listed[1:] + (damage_type,))
        return ast.DamageClause(value, chars, damage_type, self._node_span(amount, token), dice)

    def damage_type(self, *tokens):
        if len(tokens) == 1:
            return self._word(tokens[0])
        return _TypeChoice(self._word(t) for t in tokens)

    def chars(self, *tokens):
        if len(tokens) == 1 and "か" in tokens[0]:
            return self._split_at_ka(tokens[0])
        return tuple([self._word(t) for t in tokens])

    def _split_at_ka(self, token: Lexeme) -> tuple:
        """`筋力か敏捷力`: a Japanese word that is characteristics' names joined by か (`or`) is those
        characteristics; any other word with か in it is one word (`SB104` names it if it is none)."""
        parts, start = [], token.start_pos
        for part in str(token).split("か"):
            if part not in vocabulary().characteristics:
                return (self._word(token),)
            parts.append(ast.Word(part, (start, start + len(part))))
            start += len(part) + 1
        return tuple(parts)

    def ja_run_in_damage(self, amount, *items):
        """`3 + 筋力または敏捷力ダメージ`, `3 + 筋力または敏捷力火炎ダメージ`: the last characteristic is the
        run-in word's longest head that names one, the rest before ダメージ its type; with none, the whole
        head is the characteristic (SB104 says which it is not)."""
        *tokens, damage = items
        head = str(damage)[: -len("ダメージ")]
        size = next((i for i in range(len(head), 0, -1) if head[:i] in vocabulary().characteristics), len(head))
        at = damage.start_pos
        chars = (*(self._word(t) for t in tokens), ast.Word(head[:size], (at, at + size)))
        kind = ast.Word(head[size:], (at + size, at + len(head))) if size < len(head) else None
        return ast.DamageClause(_int(str(amount)), chars, kind, self._node_span(amount, damage))

    def damage_and_conditions(self, damage, conditions):
        return ast.DamageAndConditions(damage, conditions, self._node_span(damage, conditions))


class _TypeChoice(tuple):
    """The damage types of `6 cold, fire, or sonic damage`, as the builder hands them on."""
