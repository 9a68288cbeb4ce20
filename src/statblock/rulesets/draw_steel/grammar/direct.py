"""Running a lark LALR grammar's tables with a loop of our own, for short texts read often.

Why not `Lark.parse` with ``transformer=``: a notation clause is about seven tokens, and for
texts that short lark's general machinery (a lexer thread counting lines, parser state objects,
a `Token` built through keyword arguments, three wrapper calls per reduction, a `Tree` for every
inlined `_rule`) took more than half of a cold compile of a whole compendium (issue 11).
`DirectParser` takes the same steps with what lark built, checked (``strict=True``) and cached:
the LALR tables, the contextual lexer's regex for each parser state, and its keywords. It hands
the builder the children lark's tree builder would: tokens of `_TERMINALS` and anonymous strings
dropped, the children of `_rules` spliced in, a `?rule` with one child replaced by that child,
otherwise the method named by the rule's alias or name called with the children as arguments
(like an inline `Transformer`). `tests/test_direct_parser.py` checks that it agrees with
`Lark.parse`, positions included, on the corpus and on generated text.

What it leaves out, and refuses when constructed rather than misreading: `!rules`, `[optional]`
placeholders, templates, lexer callbacks other than keywords. Rejected text raises
`NotInGrammar`, without lark's error details: its callers fall back to verbatim text.
"""

from __future__ import annotations

from typing import Callable

from lark import Lark
from lark.grammar import Rule
from lark.lexer import BasicLexer, UnlessCallback
from lark.parsers.lalr_analysis import Shift

__all__ = ["DirectParser", "Lexeme", "NotInGrammar"]


class NotInGrammar(Exception):
    """The text cannot be read from the start rule asked for."""


class Lexeme(str):
    """A token as the builder gets it: its text, its terminal's name, and ``start_pos`` and
    ``end_pos`` in the parsed text (the builder works in indices: no lines and columns). Making
    one costs about a quarter of what lark's `Token` costs, made through keyword arguments."""

    __slots__ = ("type", "start_pos", "end_pos")


class DirectParser:
    """Parses texts with `lark`'s LALR tables and contextual lexer, calling `builder` as rules
    are reduced. `builder` may hold per-text state (the caller sets it and serializes calls)."""

    def __init__(self, lark: Lark, builder: object) -> None:
        frontend = lark.parser  # lark's layers: ParsingFrontend -> LALR_Parser -> _Parser
        table = frontend.parser.parser.parse_table
        self._start_states = table.start_states
        self._end_states = table.end_states
        rules = {arg for row in table.states.values() for action, arg in row.values() if action is not Shift}
        silent = _silent_rules(rules)
        reductions = {rule: (len(rule.expansion), _reducer(rule, builder, silent), rule.origin.name)
                      for rule in rules}
        # One row per parser state: for each symbol, the next state (after shifting a token, or
        # the goto after a reduction), or a reduction as (values popped, reducer, rule name).
        self._actions: dict[int, dict[str, int | tuple[int, Callable, str]]] = {
            state: {symbol: arg if action is Shift else reductions[arg] for symbol, (action, arg) in row.items()}
            for state, row in table.states.items()}
        self._lexers = {state: _StateLexer(lexer) for state, lexer in frontend.lexer.lexers.items()}

    def parse(self, text: str, start: str):
        """What the builder made of `text` read from the rule `start`; `NotInGrammar` if unreadable."""
        actions, lexers = self._actions, self._lexers
        end_state = self._end_states[start]
        state = self._start_states[start]
        states = [state]
        values: list = []
        pos, end = 0, len(text)
        while True:
            # the next token, read by the lexer of the current state, as lark's contextual lexer does
            while pos < end:
                lexer = lexers[state]
                match = lexer.match(text, pos)
                if match is None:
                    raise NotInGrammar
                kind, start_pos, pos = match.lastgroup, pos, match.end()
                if kind not in lexer.ignore:
                    token = Lexeme(match.group())
                    if kind in lexer.keywords:  # a WORD that spells `or`, `damage`, ... is that keyword
                        kind = lexer.keywords[kind].get(token, kind)
                    token.type, token.start_pos, token.end_pos = kind, start_pos, pos
                    break
            else:
                token, kind = None, "$END"
            # reduce as far as the token allows, then shift it
            while True:
                try:
                    action = actions[state][kind]
                except KeyError:
                    raise NotInGrammar from None
                if action.__class__ is int:
                    state = action
                    states.append(state)
                    values.append(token)
                    break
                size, reduce, name = action
                if size:  # pop the rule's values; its value takes the place of the first
                    value = reduce(values[-size:])
                    if size > 1:
                        del states[1 - size:], values[1 - size:]
                    state = states[-1] = actions[states[-2]][name]
                    values[-1] = value
                else:
                    value = reduce([])
                    state = actions[states[-1]][name]
                    states.append(state)
                    values.append(value)
                if token is None and state == end_state:
                    return value


class _StateLexer:
    """What `DirectParser` needs of the lexer lark's contextual lexer uses in one parser state."""

    __slots__ = ("match", "ignore", "keywords")

    def __init__(self, lexer: BasicLexer) -> None:
        patterns = lexer.scanner._mres  # one alternation of the state's terminals, split past 100 groups
        if len(patterns) == 1:
            self.match = patterns[0].match
        else:
            def match(text: str, pos: int):
                for pattern in patterns:
                    found = pattern.match(text, pos)
                    if found is not None:
                        return found
                return None
            self.match = match
        self.ignore = lexer.ignore_types
        # Lark retypes a WORD that spells one of the state's string terminals with an
        # `UnlessCallback`; for plain strings that is a table {terminal: {spelling: keyword}}.
        self.keywords: dict[str, dict[str, str]] = {}
        for kind, callback in lexer.callback.items():
            if not isinstance(callback, UnlessCallback) or any(
                    t.pattern.type != "str" or t.pattern.flags for t in callback.scanner.terminals):
                raise NotImplementedError(f"DirectParser knows only plain keywords, not {callback!r} on {kind}")
            self.keywords[kind] = {t.pattern.value: t.name for t in callback.scanner.terminals}


def _silent_rules(rules: set[Rule]) -> set[str]:
    """The `_rules` made only of filtered tokens (`_or: "or" | "Or"`): they never hand on a value."""
    alternatives: dict[str, list[Rule]] = {}
    for rule in rules:
        alternatives.setdefault(rule.origin.name, []).append(rule)
    return {name for name, rules in alternatives.items() if name.startswith("_") and all(
        symbol.is_term and symbol.filter_out for rule in rules for symbol in rule.expansion)}


def _reducer(rule: Rule, builder: object, silent: set[str]) -> Callable[[list], object]:
    """A function of a reduction's popped values (a fresh list) that does what lark's tree
    builder and an inline transformer do for `rule`."""
    options = rule.options
    if options.keep_all_tokens or options.empty_indices or options.template_source:
        raise NotImplementedError(f"DirectParser does not shape `!rule`, `[x]` or templates: {rule}")
    keep = [(index, not symbol.is_term and symbol.name.startswith("_"))  # (position, a list to splice in)
            for index, symbol in enumerate(rule.expansion)
            if not (symbol.filter_out if symbol.is_term else symbol.name in silent)]
    if any(splice for _, splice in keep):
        def children(values: list) -> list:
            out: list = []
            for index, splice in keep:
                if splice:
                    out.extend(values[index])
                else:
                    out.append(values[index])
            return out
    elif len(keep) == len(rule.expansion):
        children = _same
    else:
        positions = [index for index, _ in keep]

        def children(values: list) -> list:
            return [values[index] for index in positions]

    if rule.origin.name.startswith("_"):  # a `_rule` (or lark's `__x_plus_n`): its parent splices in the list
        return children
    name = rule.alias or rule.origin.name
    method = getattr(builder, name, None)
    if not callable(method):  # e.g. a rule named like the builder's `text`
        method = None
    if options.expand1 and not rule.alias:  # a `?rule`: a single child passes through
        if len(keep) == 1 and not keep[0][1]:
            index = keep[0][0]
            return lambda values: values[index]
        if method is None:
            raise LookupError(f"the builder has no method `{name}` for {rule}")
        return lambda values: out[0] if len(out := children(values)) == 1 else method(*out)
    if method is None:
        raise LookupError(f"the builder has no method `{name}` for {rule}")
    if children is _same:
        return lambda values: method(*values)
    return lambda values: method(*children(values))


def _same(values: list) -> list:
    return values
