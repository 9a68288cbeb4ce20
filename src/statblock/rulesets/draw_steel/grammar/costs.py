"""Reading an ability's cost from its name's brackets (`(3 Piety)`, `（信心3）`, `(5+ Essence)`, `(3-Piety)`,
`(5 Heroic Resource)`, `(Signature, 3 Wrath)`), after a spaced dash (`Smite – 3 Piety`) or in square brackets (`Smite
[3 Piety]`): the amount and the heroic resource, with their spans in the file.
Split from `assemble.py`, whose assembler uses it."""

from __future__ import annotations

import re

import attrs

from .. import ast
from ....diagnostics import Fragment
from .clauses import parse_notation_text
from .to_ast import absolute_word

__all__ = ["CostReading"]

# (a blank inside the resource only before more of it, possessive: a run of blanks is taken once, not from each
# of its characters; `a`, 20,000 spaces and `x` took 2.8 s)
_RESOURCE_FIRST = re.compile(r"(?P<resource>[^\d\s０-９+＋](?:[^\d\s０-９+＋]|\s++(?=[^\d\s０-９+＋]))*+)\s*+"
                             r"(?P<amount>[0-9０-９]{1,9})\s*(?P<plus>[+＋]|以上)?$")
# `5以上の真髄`: Japanese writes `5+ Essence` as "Essence of 5 or more"
_AT_LEAST_FIRST = re.compile(r"(?P<amount>[0-9０-９]{1,9})\s*(?P<plus>以上)の?\s*(?P<resource>\S+)$")
# `5 Heroic Resource`, `5+ heroic resources`: an amount, then words with a space between them
# (the blanks before the plus and after it each taken once: `5`, 20,000 spaces and `x` took 2.7 s)
_RESOURCE_WORDS = re.compile(r"(?P<amount>[0-9０-９]{1,9})(?:\s*+(?P<plus>[+＋]))?\s++(?P<resource>\S+(?:\s+\S+)+?)\s*$")
# `3-Piety`, `3信心`: the amount and the resource with a hyphen between them or nothing (Japanese script)
_HYPHENATED = re.compile(r"(?P<amount>[0-9０-９]{1,9})(?P<plus>[+＋])?(?:\s*-\s*|(?=[^\x00-\x7f]))\s*(?P<resource>[^\W\d_]+)")
_FULLWIDTH = str.maketrans("０１２３４５６７８９", "0123456789")


# the fields `CostReading._cost` copies: a field added to the class must be copied there too
if tuple(field.name for field in attrs.fields(ast.Cost)) != ("amount", "resource", "open_ended", "span", "upper_amount"):
    raise TypeError("ast.Cost's fields changed: copy each of them in `CostReading._cost`")


class CostReading:
    """The cost-reading steps of the assembler (`assemble._Assembler`, which gives `ruleset`)."""

    def _cost(self, frag: Fragment) -> ast.Cost | None:
        """The cost `frag` is (`3 Piety`, `信心3`, `5+ Essence`), with its spans in the file; None for other words."""
        result = self._resource_first(frag) or self._resource_words(frag) or self._at_least(frag) \
            or self._hyphenated(frag) or parse_notation_text(frag.text, "cost")
        if not isinstance(result, ast.Cost):
            return None
        # (`attrs.evolve(result, resource=..., span=...)`, made directly: evolve looked up the class's fields each time)
        return ast.Cost(result.amount, absolute_word(result.resource, frag), result.open_ended, frag.span(*result.span),
                        result.upper_amount)

    def _cost_after_signature(self, frag: Fragment, start: int) -> ast.Cost | None:
        """`Signature, 3 Wrath`, `シグネチャー、3 憤怒`: the cost after the signature word and a separator."""
        rest = frag.text[start:]
        cut = len(rest) - len(rest.lstrip(" ,;、，；/"))
        if cut == 0 or not rest[cut:].strip():
            return None
        return self._cost(frag.slice_stripped(start + cut))

    def _signature_after_cost(self, frag: Fragment, said) -> tuple[bool, ast.Cost | None]:
        """`3 Wrath, Signature`: (True, the cost) when the words are a cost, a separator and the signature word."""
        text = frag.text
        cut = max(text.rfind(mark) for mark in ",;、，；/")
        if cut <= 0 or text[cut + 1:].strip().lower() not in {w.lower() for w in (*said.en, *said.ja)}:
            return False, None
        cost = self._cost(frag.slice_stripped(0, cut))
        return cost is not None, cost

    def _resource_first(self, cost: Fragment) -> ast.Cost | None:
        """`信心3`, `真髄 5+`: a cost in Japanese order, the resource before its amount. Taken only
        when the word is a heroic resource or close to one (then the checker says which), so that
        `Villain Action 2` stays a named cost."""
        match = _RESOURCE_FIRST.match(cost.text)
        if match is None:
            return None
        word = match.group("resource")
        resources = self.ruleset.heroic_resources
        if word not in resources and resources.suggest(word) is None:
            return None
        return ast.Cost(int(match.group("amount").translate(_FULLWIDTH)),
                        ast.Word(word.rstrip(), (0, len(word.rstrip()))), bool(match.group("plus")), (0, match.end()))

    def _unlabelled(self, cost: Fragment) -> Fragment:
        """`コスト：3 信心`, `Cost: 3 Piety`: the cost in a name's parentheses under its label, read
        as the cost written bare."""
        label, _, rest = cost.text.replace("：", ":").partition(":")
        if rest.strip() and label.strip() in self.ruleset.fields.terms["cost"].en + self.ruleset.fields.terms["cost"].ja:
            return cost.slice_stripped(len(label) + 1)
        return cost

    def _at_least(self, cost: Fragment) -> ast.Cost | None:
        """`5以上の真髄`: `5+ Essence` as Japanese says it, when the word is a heroic resource or close
        to one (then the checker says which)."""
        match = _AT_LEAST_FIRST.match(cost.text)
        resources = self.ruleset.heroic_resources
        if match is None or match.group("resource") not in resources and resources.suggest(match.group("resource")) is None:
            return None
        start, end = match.span("resource")
        return ast.Cost(int(match.group("amount").translate(_FULLWIDTH)),
                        ast.Word(match.group("resource"), (start, end)), True, (0, end))

    def _hyphenated(self, cost: Fragment) -> ast.Cost | None:
        """`3-Piety`, `5+-Wrath`, `3信心`: the amount against the resource, as a class document's heading over its
        heroic abilities writes it (`###### 3-Piety Ability`); taken only for a heroic resource's word."""
        match = _HYPHENATED.fullmatch(cost.text)
        if match is None or match.group("resource") not in self.ruleset.heroic_resources:
            return None
        start, end = match.span("resource")
        return ast.Cost(int(match.group("amount").translate(_FULLWIDTH)),
                        ast.Word(match.group("resource"), (start, end)), bool(match.group("plus")), (0, end))

    def _resource_words(self, cost: Fragment) -> ast.Cost | None:
        """`5 Heroic Resource`: an amount and a heroic resource of several words, which the cost grammar
        (one word after the amount) reads as a name. Taken only when the words are a heroic resource's or
        close to one (`5 Heroic Resorce`: then the checker says which, SB107, as for one word), so that any
        other words stay the tag they were."""
        match = _RESOURCE_WORDS.match(cost.text)
        resources = self.ruleset.heroic_resources
        if match is None or match.group("resource") not in resources and resources.suggest(match.group("resource")) is None:
            return None
        start, end = match.span("resource")
        return ast.Cost(int(match.group("amount").translate(_FULLWIDTH)),
                        ast.Word(match.group("resource"), (start, end)), bool(match.group("plus")), (0, end))

    def _dashed_cost(self, name: Fragment) -> tuple[Fragment, Fragment] | None:
        """`Smite – 3 Piety`, `Smite - 2 Malice`: (the name, the cost) when the words after a spaced dash are a cost
        in a resource the ruleset knows, as the brackets' `Smite (3 Piety)` is (was: all of it the name, the cost
        lost in silence). Other words after a dash (`Blade - Second Form`) stay the name's."""
        text = name.text
        at = max(text.rfind(" " + dash) for dash in "-–—")
        if at <= 0 or not text[at + 2:].startswith((" ", "\t")):
            return None
        tail = name.slice_stripped(at + 2)
        cost = self._cost(tail) if tail.text[:1].isdigit() or tail.text[:1] in "０１２３４５６７８９" else None
        if not self._resource_meant(cost):
            return None
        return name.slice_stripped(0, at), tail

    def _bracketed_cost(self, name: Fragment) -> tuple[Fragment, Fragment] | None:
        """`Smite [3 Piety]`: (the name, the cost) when the square brackets hold a cost in a resource the ruleset knows
        (was: all of it the name, the cost lost in silence); other words in square brackets stay the name's."""
        text = name.text
        open_at = max(text.rfind("["), text.rfind("［"))
        if open_at <= 0:
            return None
        inner = name.slice_stripped(open_at + 1, len(text) - 1)
        cost = self._cost(inner) if inner.text else None
        if not self._resource_meant(cost):
            return None
        return name.slice_stripped(0, open_at), inner

    def _resource_meant(self, cost: ast.Cost | None) -> bool:
        """Whether a cost read after a dash or in square brackets names a resource the ruleset knows, or one a slip
        from it (`3 Pity`: read as the cost, and SB107 names `Piety`, as for `(3 Pity)`)."""
        if cost is None:
            return False
        resources = self.ruleset.heroic_resources
        return resources.lookup(cost.resource.text) is not None or resources.suggest(cost.resource.text) is not None
