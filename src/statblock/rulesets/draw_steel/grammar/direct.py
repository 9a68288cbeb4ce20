"""Running a lark LALR grammar's tables with a loop of our own, for short texts read often (the
notation's clauses) and for whole native files (their block grammar, `frontends/native.py`).

Why not `Lark.parse` with ``transformer=``: a notation clause is about seven tokens, and for
texts that short lark's general machinery (a lexer thread counting lines, parser state objects,
a `Token` built through keyword arguments, three wrapper calls per reduction, a `Tree` for every
inlined `_rule`) took more than half of a cold compile of a whole compendium (issue 11).
`DirectParser` takes the same steps with what lark built, checked (``strict=True``) and cached:
the LALR tables, and the contextual lexer's terminals and keywords for each parser state (read
by `lexing.StateLexer`, made when a state is first met, with the whitespace before a token
skipped in the same match). It hands the builder the children lark's tree builder would: tokens
of `_TERMINALS` and anonymous strings dropped (and never made), the children of `_rules` spliced
in, a `?rule` with one child replaced by that child, otherwise the method named by the rule's
alias or name called with the children as arguments (like an inline `Transformer`). How each
rule's value is made is worked out once (`_reduction`), so that a reduction costs the loop a few
tests and at most one call. The table steps are taken once per state stack and token kind: a
bounded memo (`_Node`, one per stack met, whatever path of tokens reached it) keeps the reductions
and the next stack each token kind leads to, so that `3 + R damage` replays what `3 + M damage`
worked out, and a long text of repeated shapes (a native file's lines) replays its own steps.
`tests/test_direct_parser.py` checks that it agrees with `Lark.parse`, positions included, on the
corpus and on generated text (issue 11 made it about twice as fast again: see
`benchmarks/bench_tier_lines.py`).

What it leaves out, and refuses when constructed rather than misreading: `!rules`, `[optional]`
placeholders, templates, lexer callbacks other than keywords. Rejected text raises
`NotInGrammar`, without lark's error details: its callers fall back to verbatim text.
"""

from __future__ import annotations

import operator
from typing import Callable

from .lexing import StateLexers
from .tables import Rule, SpoiltTables, Tables

__all__ = ["DirectParser", "Lexeme", "NotInGrammar", "child"]


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

    def __init__(self, tables: Tables, builder: object) -> None:
        if not isinstance(tables, Tables):  # a `Lark` parser: its tables
            tables = Tables.of(tables)
        self._derive(tables, builder)

    def _derive(self, tables: Tables, builder: object) -> None:
        """What the parse loop runs, worked out from `tables` (again after they are healed: `parse`)."""
        self.tables, self._builder, self._generation = tables, builder, tables.generation
        self._start_states = tables.start_states
        self._end_states = tables.end_states
        rules = tables.rules
        silent = _silent_rules(rules)
        self._dropped = _dropped_terminals(rules)
        # (every rule's worked out now: one the loop cannot shape is refused here, not when a text reaches it)
        reductions = [_table_entry(len(rule.expansion), *_reduction(rule, builder, silent), rule.origin.name)
                      for rule in rules]
        self._actions = _Rows(tables.states, reductions)
        # a state's lexer for any text, and one for ASCII text (see `lexing.StateLexer`)
        self._lexers = (StateLexers(tables.lexers), StateLexers(tables.lexers, ascii=True))
        self._roots: dict[str, _Node] = {}  # the parse memo, by start rule (see `parse`)
        self._by_stack: dict[tuple[int, ...], _Node] = {}  # its nodes, one per state stack
        self._nodes = 0

    def parse(self, text: str, start: str):
        """What the builder made of `text` read from the rule `start`; `NotInGrammar` if unreadable."""
        if self._generation != self.tables.generation:  # (healed by another parser of the same tables)
            self._derive(self.tables, self._builder)
        alphabet = 1 if text.isascii() else 0
        lexers = self._lexers[alphabet]
        node = self._roots.get(start)
        if node is None:
            node = self._roots[start] = _Node((self._start_states[start],))
        values: list = []
        pos, end = 0, len(text)
        try:
            return self._run(text, start, node, values, pos, end, lexers, alphabet)
        except SpoiltTables:
            # an expression of tables read from a file that `re` refuses: the tables are taken from lark again (and
            # written), or were already by another parser of them, and the text read with them; tables lark gave
            # have no file to blame
            if self._generation == self.tables.generation and not self.tables.heal():
                raise
            self._derive(self.tables, self._builder)
            return self.parse(text, start)

    def _run(self, text: str, start: str, node: "_Node", values: list, pos: int, end: int, lexers,
             alphabet: int) -> object:
        while True:
            # the next token, read by the lexer of the current state as lark's contextual lexer
            # does; ignored text before it is skipped by the same match (see `lexing`)
            if pos < end:
                lexer = node.lexers[alphabet]
                if lexer is None:
                    lexer = node.lexers[alphabet] = lexers[node.stack[-1]]
                match = lexer.match(text, pos)
                kind = match.lastgroup
                if kind is not None:
                    start_pos, pos = match.span(kind)
                    if pos == start_pos:  # (lark makes no terminal that matches nothing: tables of a file, wrong)
                        raise SpoiltTables(kind)
                    said = text[start_pos:pos]  # (sliced once: a WORD is looked up as a keyword, then made a token)
                    spellings = lexer.keywords.get(kind)
                    if spellings is not None:  # a WORD that spells `or`, `damage`, ... is that keyword
                        kind = spellings.get(said, kind)
                elif match.end() == end:  # nothing but ignored text up to the end
                    kind, pos = _END, end
                else:
                    raise NotInGrammar
            else:
                kind = _END
            # the reductions this token makes, its shift, and whether the builder gets it: worked out from the tables
            # the first time this stack meets this kind of token (`_step`), remembered on the node after
            step = node.steps.get(kind)
            if step is None:
                step = self._step(node, kind, start)
            reductions, node, kept = step
            for size, how, function, argument in reductions:
                # a reduction: its value takes the place of the rule's first value (see `_reduction`)
                if how is _CALL:
                    values[-size] = function(values[argument])
                elif how is _APPEND:
                    values[-size].append(values[argument])
                elif how is _LIST:
                    values[-size] = values[-size:]
                elif how is _SPREAD:
                    values[-size] = function(*values[argument])
                elif how is _OTHER:
                    if not size:  # an empty rule: a value pushed, as if it had one
                        values.append(function([]))
                        continue
                    values[-size] = function(values[-size:])
                elif how is _CALL_SOME:
                    values[-size] = function(*argument(values))
                elif how is _CALL_ALL:
                    values[-size] = function(*values[-size:])
                elif how is _PASS:
                    values[-size] = values[argument]
                # (else `_KEEP`: the first value is the rule's as it is)
                if size > 1:
                    del values[1 - size:]
            if node is None:  # the end of the text, and the start rule reduced
                return values[-1]
            if kept is None:  # a token the builder never gets
                values.append(None)
            else:
                token = Lexeme(said)
                token.type = kept  # (three stores: a little faster than one of a tuple)
                token.start_pos = start_pos
                token.end_pos = pos
                values.append(token)

    def forget(self) -> None:
        """Empty the parse memo (for measuring a cold parse)."""
        self._roots.clear()
        self._by_stack.clear()
        self._nodes = 0

    def settle(self) -> None:
        """Compile every state lexer made so far, as a long run has them (for measuring a parse apart
        from the making of lexers: `lexing.StateLexers.settle`)."""
        for lexers in self._lexers:
            lexers.settle()

    def _step(self, node: "_Node", kind: str, start: str):
        """(reductions, next node, the token's kind for the builder: None for a token it never gets) for the token
        `kind` read at `node` (the next node None when the text is accepted there); `NotInGrammar` when the tables
        have no action for it (a refusal is remembered too): the LALR steps of the general parser, taken on the node's
        state stack without values, so that whether a token is dropped is settled here, once per node and kind, not
        at every token. The result is kept on the node while the memo holds fewer than `MEMO_NODES` nodes (it is
        emptied when full: memory stays bounded on any input)."""
        if kind in node.steps:  # (refused before)
            raise NotInGrammar
        actions, end_state = self._actions, self._end_states[start]
        states = list(node.stack)
        reductions = []
        while True:
            action = actions[states[-1]].get(kind)
            if action is None:
                step = None
                break
            if action.__class__ is int:
                states.append(action)
                stack = tuple(states)
                following = self._by_stack.get(stack)
                if following is None:  # (one node per stack: what follows depends on the stack alone)
                    following = self._by_stack[stack] = _Node(stack)
                step = (tuple(reductions), following, None if kind in self._dropped else kind)
                break
            size, name, reduction = action
            if reduction is not None:
                reductions.append(reduction)
            if size:
                del states[-size:]
            states.append(actions[states[-1]][name])
            if kind is _END and states[-1] == end_state:
                step = (tuple(reductions), None, None)
                break
        if self._nodes >= MEMO_NODES:
            self.forget()
        else:
            node.steps[kind] = step
            self._nodes += 1
        if step is None:
            raise NotInGrammar
        return step


class _Rows(dict):
    """The table as the parse loop runs it, one row per parser state made when the state is first met (a run meets a
    few of the notation's 1,200): for each symbol, the next state (after shifting a token, or the goto after a
    reduction), or a reduction as (values popped, rule name, what the parse loop does: (values popped, how,
    function, argument), or None when it does nothing): see `_reduction`."""

    __slots__ = ("_states", "_reductions")

    def __init__(self, states: dict[int, dict[str, int]], reductions: list[tuple]) -> None:
        super().__init__()
        self._states, self._reductions = states, reductions

    def __missing__(self, state: int) -> dict[str, int | tuple]:
        reductions = self._reductions
        row = self[state] = {symbol: action if action >= 0 else reductions[-1 - action]
                             for symbol, action in self._states[state].items()}
        return row


class _Node:
    """A point of the parse memo: one state stack of the parser (reached by any path of tokens from
    a start rule), the lexers of its top state (for any text, for ASCII text), and the steps taken from here by each token kind
    met so far ({kind: (reductions, next node, the token's kind for the builder or None)}, or None for a token the
    tables refuse)."""

    __slots__ = ("stack", "lexers", "steps")

    def __init__(self, stack: tuple[int, ...]) -> None:
        self.stack = stack
        self.lexers: list = [None, None]  # of any text, of ASCII text
        self.steps: dict[str, tuple | None] = {}


#: The most nodes the parse memo holds (about 370 bytes each; the whole corpus needs about 1,000):
#: text made to defeat the memo empties it rather than growing it. A node's stack is as deep as the grammar
#: nests, never deeper: the notation recurses only on the left (a test checks), so that reading a
#: text of any length keeps a few states, and the memo a few megabytes at most.
MEMO_NODES = 10_000


def _table_entry(size: int, how: str, function: Callable | None, argument: object, name: str) -> tuple:
    """A reduction's entry in `DirectParser`'s table: (values popped, rule name, what the parse loop does), the last
    made once here rather than at each step worked out, and None for keeping the one value there is (nothing to do)."""
    return size, name, (None if how is _KEEP and size == 1 else (size, how, function, argument))


def child(value: object) -> object:
    """A builder method may be this function (``number = staticmethod(child)``) for a rule
    whose value is its one child as it is: `DirectParser` then calls nothing."""
    return value


def _silent_rules(rules) -> set[str]:
    """The `_rules` made only of filtered tokens (`_or: "or" | "Or"`): they never hand on a value."""
    alternatives: dict[str, list[Rule]] = {}
    for rule in rules:
        alternatives.setdefault(rule.origin.name, []).append(rule)
    return {name for name, rules in alternatives.items() if name.startswith("_") and all(
        symbol.is_term and symbol.filter_out for rule in rules for symbol in rule.expansion)}


# How a reduction makes its value from the values on the stack (see `_reduction`). The parse loop
# tests them the most frequent first (counted on the corpus's tier lines, a pass: call 1,375, append 1,283,
# list 803, spread 661, other 490, call some 278, call all 169; keep 37, `_step` leaving out the keeps of one value). `size` values are popped; the value takes
# the place of the first; `argument` is an index from the top of the stack.
_KEEP = "keep"            # the first popped value as it is: a `?rule` of one child, `child`, a silent `_rule`
_CALL = "call"            # function(values[argument]): a rule that hands the builder one child
_APPEND = "append"        # the first (a list from this `_rule`) with values[argument] appended
_LIST = "list"            # the popped values, a new list: a `_rule` that keeps all it reads
_SPREAD = "spread"        # function(*values[argument]): one child, a `_rule`'s list spliced in
_CALL_SOME = "call some"  # function(*argument(values)): some children (argument: an itemgetter)
_CALL_ALL = "call all"    # function(*popped values): every child handed on
_PASS = "pass"            # values[argument]: a `?rule` of one child, not the first
_OTHER = "other"          # function(popped values, a fresh list): several splices, the rest
_END = "$END"


def _dropped_terminals(rules) -> frozenset[str]:
    """Terminals that every rule filters out (`_COMMA`, anonymous strings): the builder never
    gets them, so they are not made into `Lexeme`s."""
    kept = {symbol.name for rule in rules for symbol in rule.expansion if symbol.is_term and not symbol.filter_out}
    return frozenset(symbol.name for rule in rules for symbol in rule.expansion
                     if symbol.is_term and symbol.filter_out and symbol.name not in kept)


def _reduction(rule: Rule, builder: object, silent: set[str]) -> tuple[str, Callable | None, object]:
    """(how, function, argument): how a reduction of `rule` makes its value from the values it
    pops, as lark's tree builder and an inline transformer would (see the module's docstring)."""
    options = rule.options
    if options.keep_all_tokens or options.empty_indices or options.template_source:
        raise NotImplementedError(f"DirectParser does not shape `!rule`, `[x]` or templates: {rule}")
    size = len(rule.expansion)
    keep = [(index, not symbol.is_term and symbol.name.startswith("_"))  # (position, a list to splice in)
            for index, symbol in enumerate(rule.expansion)
            if not (symbol.filter_out if symbol.is_term else symbol.name in silent)]
    spliced = [index for index, splice in keep if splice]
    single = keep[0][0] if len(keep) == 1 and not spliced else None  # the position of a lone child
    if not size:
        children = _children(keep, size)
        if rule.origin.name.startswith("_"):
            return _OTHER, children, None
        method = _method(builder, rule)
        return _OTHER, lambda values: method(*children(values)), None
    if rule.origin.name.startswith("_"):  # a `_rule` (or lark's `__x_plus_n`): its parent splices in the list
        if rule.origin.name in silent:
            return _KEEP, None, None
        if len(keep) == size and not spliced:
            return _LIST, None, None
        if len(keep) == 2 and spliced == [0] and keep[0][0] == 0:  # `__x: __x ITEM`, a list grown by one
            return _APPEND, None, keep[1][0] - size
        return _OTHER, _children(keep, size), None
    if options.expand1 and not rule.alias and single is not None:  # a `?rule`: a single child passes through
        return (_KEEP, None, None) if single == 0 else (_PASS, None, single - size)
    method = _method(builder, rule)
    if method is child:
        if single is None:
            raise NotImplementedError(f"`child` stands for a rule of one child, not {rule}")
        return (_KEEP, None, None) if single == 0 else (_PASS, None, single - size)
    if options.expand1 and not rule.alias:
        children = _children(keep, size)
        return _OTHER, lambda values: out[0] if len(out := children(values)) == 1 else method(*out), None
    if len(keep) == 1:
        return (_SPREAD if spliced else _CALL), method, keep[0][0] - size
    if spliced or not keep:
        children = _children(keep, size)
        return _OTHER, lambda values: method(*children(values)), None
    if len(keep) == size:
        return _CALL_ALL, method, None
    return _CALL_SOME, method, operator.itemgetter(*(index - size for index, _ in keep))


def _method(builder: object, rule: Rule) -> Callable:
    """The builder's method for `rule`: the one named by its alias, or by its name."""
    name = rule.alias or rule.origin.name
    method = getattr(builder, name, None)
    if not callable(method):  # e.g. a rule named like the builder's `text`
        raise LookupError(f"the builder has no method `{name}` for {rule}")
    return method


def _children(keep: list[tuple[int, bool]], size: int) -> Callable[[list], list]:
    """The children lark's tree builder gives a rule, from its popped values (a fresh list)."""
    if any(splice for _, splice in keep):
        def children(values: list) -> list:
            out: list = []
            for index, splice in keep:
                if splice:
                    out.extend(values[index])
                else:
                    out.append(values[index])
            return out
        return children
    if len(keep) == size:
        return _same
    positions = [index for index, _ in keep]
    return lambda values: [values[index] for index in positions]


def _same(values: list) -> list:
    return values
