"""The lexer `direct.DirectParser` runs in each parser state: lark's contextual lexer for that
state as one regular expression, built when the state is first met.

Lark's `BasicLexer` for a state tries its terminals in order (one alternation) and hands an
ignored token (whitespace) back to a loop that asks again. Here the ignored text before a token
is skipped by the same expression: ``(?:IGNORED)*+`` in front of the state's other terminals, in
lark's order. That reads the same tokens whenever no terminal tried before an ignored one can
match where ignored text starts; `_may_start_with` checks that when the expression is built; in
a state where it cannot be shown, the ignored text is skipped only where none of the terminals tried
before it matches (a look-ahead of those, `_skipped_unless`).

Lark compiles the expressions of every state when the parser is made (about 0.15 s for the
notation's 177 distinct ones); states are met lazily here, and states with the same terminals
(lark's `ContextualLexer` gives them one `BasicLexer`) share one `StateLexer`. Compiling a state's
expression still costs 0.5 to 15 ms (Python's `re` parses and compiles in Python), which a check of
one small file pays for dozens of states it meets a few times each. So a state's lexer first tries
its terminals one at a time, as lark's `BasicLexer` does, each terminal's expression compiled once
for every state (`_terminal`), and compiles its own one expression once it has read
`COMPILE_AFTER` tokens: a run pays that only for the states it uses often.
"""

from __future__ import annotations

import functools
import re
from re import _constants as sre  # the parsed form of a pattern, read by `_may_start_with`
from re import _parser as sre_parse
from typing import Callable

from .tables import LexerSpec, SpoiltTables, Terminal

__all__ = ["StateLexer", "StateLexers"]


class StateLexer:
    """What `DirectParser` needs to read a token in one parser state.

    ``match(text, pos)`` skips ignored text and matches one terminal: `lastgroup` is its name,
    or None when nothing but ignored text (possibly none) could be read, up to `end()`.
    `keywords` retypes a WORD that spells one of the state's string terminals:
    {terminal: {spelling: keyword}}."""

    __slots__ = ("match", "keywords", "_lexer", "_terminals", "_tries", "_uses")

    def __init__(self, lexer: LexerSpec, ascii: bool = False) -> None:
        """`ascii`: the lexer reads ASCII text only, and leaves out the terminals that cannot match any
        (`ダメージ`, `または`): in the states that try them first, a token of English costs less."""
        self.keywords: dict[str, dict[str, str]] = lexer.keywords
        terminals = lexer.terminals
        if ascii:
            terminals = [t for t in terminals if not _needs_non_ascii(t, lexer.flags)]
        self._lexer, self._terminals, self._uses = lexer, terminals, 0
        # [name, expression, compiled on first try (shared by every state: `_terminal`)]
        self._tries = [[t.name, t.regexp, None] for t in terminals]
        self.match: Callable[[str, int], re.Match | _Found] = self._one_at_a_time

    def _one_at_a_time(self, text: str, pos: int) -> re.Match | _Found:
        """`match` as lark reads a token: each terminal tried in turn, ignored ones skipped."""
        self._uses += 1
        if self._uses > COMPILE_AFTER:
            self.match = self.compiled()
            return self.match(text, pos)
        ignore = self._lexer.ignore
        while True:
            for entry in self._tries:
                pattern = entry[2]
                if pattern is None:
                    pattern = entry[2] = _terminal(entry[1], self._lexer.flags)
                found = pattern.match(text, pos)
                if found is not None:
                    break
            else:
                return _Found(None, pos, pos)
            if entry[0] not in ignore:
                return _Found(entry[0], pos, found.end())
            pos = found.end()

    def compiled(self) -> Callable[[str, int], re.Match]:
        """`match` as one expression of all the state's terminals (see the module's docstring)."""
        lexer, terminals = self._lexer, self._terminals
        ignored = [t for t in terminals if t.name in lexer.ignore]
        if not ignored:
            alternatives = "|".join(f"(?P<{t.name}>{t.regexp})" for t in terminals)
            return _skipping(_compile(alternatives, lexer.flags).match, lexer.ignore)
        alternatives = "|".join(f"(?P<{t.name}>{t.regexp})" for t in terminals if t not in ignored)
        if _skippable(terminals, ignored):
            skips = [t.regexp for t in ignored]
        else:
            # a terminal tried before an ignored one may start where ignored text does (`IGNORING_STABILITY`, ` ?,
            # ignoring stability`): the ignored text is skipped only where none of those matches, as lark's loop
            # skips it only where the ignored terminal is the first of the state's to match (was a loop in Python
            # over two matches a token, `_skipping`)
            skips = [_skipped_unless(terminal, terminals, ignored) for terminal in ignored]
        return _compile(_skip(skips, ignored) + _OPTIONAL % alternatives, lexer.flags).match


#: The state's terminals or nothing: `(?:A|B|)`, which matches what `(?:A|B)?` does (the alternatives tried in turn,
#: then nothing), as one branch; `re` runs `?` of a group as its general loop of repeats, 440 to 660 instructions of
#: the 4,000 to 5,700 a token's match costs.
_OPTIONAL = "(?:%s|)"


def _skip(skips: list[str], ignored: list[Terminal]) -> str:
    r"""The expression that skips the ignored text before a token: any run of the `skips` (the `ignored`
    terminals' expressions, each behind a look-ahead or not), taken whole: `(?:A|B)*+`. One ignored terminal
    of one character class (`[ \t]+`, the notation's blanks) is written so that `re` takes it without its
    general loop of repeats (that loop was a fifth of the cost of a token's match): `[ \t]*+`, or
    `(?:(?!R)[ \t]+)?+` behind a look-ahead (its first run takes every blank there is: a second never matches)."""
    if len(ignored) == 1 and _CLASS_RUN.fullmatch(ignored[0].regexp):
        return f"(?:{skips[0]})?+" if skips[0] != ignored[0].regexp else skips[0][:-1] + "*+"
    return "(?:%s)*+" % "|".join(skips)


# one character class repeated (`[ \t　]+`)
_CLASS_RUN = re.compile(r"\[(?:[^\]\\]|\\.)+\]\+")


#: Tokens a state's lexer reads one terminal at a time before it compiles its one expression.
COMPILE_AFTER = 128


@functools.lru_cache(maxsize=None)
def _terminal(regexp: str, flags: int) -> re.Pattern:
    """One terminal's expression, compiled once for all the states that try it."""
    return _compile(regexp, flags)


def _compile(expression: str, flags: int) -> re.Pattern:
    """An expression made of the tables' terminals, compiled: `SpoiltTables` if `re` refuses it (their file is then
    taken again: `direct.DirectParser.parse`)."""
    try:
        return re.compile(expression, flags)
    except (re.error, ValueError) as error:  # (ValueError: flags `re` cannot use with text)
        raise SpoiltTables(expression) from error


class _Found:
    """A token read one terminal at a time, answering as the `re.Match` of a state's expression does."""

    __slots__ = ("lastgroup", "_start", "_end")

    def __init__(self, kind: str | None, start: int, end: int) -> None:
        self.lastgroup, self._start, self._end = kind, start, end

    def span(self, group: str | None = None) -> tuple[int, int]:
        return self._start, self._end

    def end(self) -> int:
        return self._end


def _skipping(match: Callable[[str, int], re.Match | None], ignore: frozenset[str]) -> Callable[[str, int], re.Match]:
    """`match` made to read as a fused `StateLexer.match` does: past ignored tokens, and never None."""
    def skipping(text: str, pos: int) -> re.Match:
        while True:
            found = match(text, pos)
            if found is None:
                return _NOTHING.match(text, pos)
            if found.lastgroup not in ignore:
                return found
            pos = found.end()
    return skipping


_NOTHING = re.compile("")  # a match of no terminal, where it stands


class StateLexers(dict):
    """{parser state: its `StateLexer`}, each made on first use; `ascii`: lexers for ASCII text only."""

    def __init__(self, lexers: dict[int, LexerSpec], ascii: bool = False) -> None:
        super().__init__()
        self._specs, self._ascii = lexers, ascii
        self._made: dict[int, StateLexer] = {}  # by id() of the spec: states that share one share a lexer

    def settle(self) -> None:
        """Compile the one expression of every lexer made so far, as a long run ends up with (for
        measuring the parse of a text apart from the lexers' making)."""
        for lexer in self._made.values():
            lexer.match = lexer.compiled()

    def __missing__(self, state: int) -> StateLexer:
        lexer = self._specs[state]  # a KeyError for a state with no lexer, as a plain dict
        made = self._made.get(id(lexer))
        if made is None:
            made = self._made[id(lexer)] = StateLexer(lexer, self._ascii)
        self[state] = made
        return made


def _skippable(terminals: list, ignored: list) -> bool:
    """Whether ignored text can be skipped before trying the other terminals: no terminal tried
    before an ignored one may start with a character that starts ignored text."""
    if not ignored:
        return False
    starts: set[str] = set()
    for terminal in ignored:
        first = _first_chars(_parse(terminal))
        if first is None:
            return False
        starts |= first
    last = max(terminals.index(t) for t in ignored)
    return not any(_may_start_with(_parse(t), starts) for t in terminals[:last] if t not in ignored)


def _skipped_unless(terminal: Terminal, terminals: list, ignored: list) -> str:
    """The expression of the ignored `terminal`, matching only where no other terminal tried before it (in
    `terminals`, lark's order) matches: a look-ahead of those that may start as it does."""
    first = _first_chars(_parse(terminal))
    rivals = [t.regexp for t in terminals[:terminals.index(terminal)]
              if t not in ignored and (first is None or _may_start_with(_parse(t), first))]
    return f"(?!{'|'.join(rivals)}){terminal.regexp}" if rivals else terminal.regexp


def _parse(terminal: Terminal) -> list:
    """A terminal's pattern, parsed (what it starts with is all that is read of a string's)."""
    if terminal.literal is not None:
        return [(sre.LITERAL, ord(ch)) for ch in terminal.literal[:1]]
    return _parsed(terminal.regexp)


@functools.lru_cache(maxsize=None)
def _parsed(regexp: str) -> list:
    try:
        return list(sre_parse.parse(regexp))  # (the same terminals come back in many states)
    except re.error as error:
        raise SpoiltTables(regexp) from error


def _first_chars(items: list) -> set[str] | None:
    """The characters a match of `items` (a parsed pattern) can start with, when they are a few
    listed ones (`[ \\t]+`, `" "`), else None."""
    if not items:
        return None
    op, av = items[0]
    if op is sre.LITERAL:
        return {chr(av)}
    if op is sre.IN and all(o is sre.LITERAL for o, _ in av):
        return {chr(a) for _, a in av}
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT) and av[0] >= 1:
        return _first_chars(list(av[2]))
    if op is sre.SUBPATTERN:
        return _first_chars(list(av[3]))
    return None


def _may_start_with(items: list, chars: set[str]) -> bool:
    """Whether a match of `items` (a parsed pattern) may start with one of `chars`: True unless
    shown otherwise. (A pattern may ignore case: the chars are tried in either case.)"""
    variants = {one for ch in chars for variant in (ch, ch.lower(), ch.upper(), ch.casefold()) for one in variant}
    return _starts(items, variants) is not False


def _starts(items, chars: set[str]) -> bool | None:
    """True if a match may start with one of `chars`, False if it cannot, None if the items may
    match nothing (so the answer is the next items')."""
    for op, av in items:
        if op is sre.LITERAL:
            return chr(av) in chars
        if op is sre.NOT_LITERAL:
            return any(ch != chr(av) for ch in chars)
        if op is sre.IN:
            return any(_in_class(av, ch) for ch in chars)
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue  # zero-width: it may only narrow what follows
        if op is sre.SUBPATTERN:
            found = _starts(av[-1], chars)
        elif op is sre.ATOMIC_GROUP:
            found = _starts(av, chars)
        elif op is sre.BRANCH:
            answers = [_starts(branch, chars) for branch in av[1]]
            found = True if True in answers else (None if None in answers else False)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            found = _starts(av[2], chars)
            if found is False and av[0] == 0:
                found = None
        else:
            return True  # not known here: assume it may
        if found is not None:
            return found
    return None


_CATEGORIES = {sre.CATEGORY_DIGIT: r"\d", sre.CATEGORY_NOT_DIGIT: r"\D", sre.CATEGORY_SPACE: r"\s",
               sre.CATEGORY_NOT_SPACE: r"\S", sre.CATEGORY_WORD: r"\w", sre.CATEGORY_NOT_WORD: r"\W"}


def _in_class(items, ch: str) -> bool:
    """Whether `ch` is in a parsed character class (True when a part of it is not known here)."""
    negate = False
    found = False
    for op, av in items:
        if op is sre.NEGATE:
            negate = True
        elif op is sre.LITERAL:
            found = found or chr(av) == ch
        elif op is sre.RANGE:
            found = found or av[0] <= ord(ch) <= av[1]
        elif op is sre.CATEGORY and av in _CATEGORIES:
            found = found or re.fullmatch(_CATEGORIES[av], ch) is not None
        else:
            return True
    return found != negate


def _needs_non_ascii(terminal: Terminal, flags: int) -> bool:
    """Whether every match of `terminal` holds a character outside ASCII (so that no ASCII text holds
    one): False unless shown, the case-insensitive matching of `re` included (`ſ` matches `s`)."""
    if terminal.literal is not None:
        # (a string's own flags are not kept here: case is taken to be ignored, which may only say no)
        return any(_outside_ascii(re.escape(ch), flags | re.IGNORECASE) for ch in terminal.literal)
    return _sequence_needs(_parsed(terminal.regexp), flags)


def _sequence_needs(items, flags: int) -> bool:
    return any(_item_needs(op, av, flags) for op, av in items)


def _item_needs(op, av, flags: int) -> bool:
    if op is sre.LITERAL:
        return _outside_ascii(re.escape(chr(av)), flags)
    if op is sre.IN:
        return _class_outside_ascii(av, flags)
    if op is sre.SUBPATTERN:
        added = av[1] or 0
        return _sequence_needs(av[3], flags | added)
    if op is sre.ATOMIC_GROUP:
        return _sequence_needs(av, flags)
    if op is sre.BRANCH:
        return all(_sequence_needs(branch, flags) for branch in av[1])
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        return av[0] >= 1 and _sequence_needs(av[2], flags)
    return False  # zero-width (`(?!…)`, `\b`), any character, a category, a back reference: it may not


def _class_outside_ascii(items, flags: int) -> bool:
    """Whether a parsed character class holds no ASCII character (each part tried against all 128)."""
    parts = []
    for op, av in items:
        if op is sre.LITERAL:
            parts.append(re.escape(chr(av)))
        elif op is sre.RANGE:
            parts.append(f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}")
        else:  # negated, or a category (`\w`): it holds ASCII characters
            return False
    return _outside_ascii("[" + "".join(parts) + "]", flags)


@functools.lru_cache(maxsize=None)
def _outside_ascii(expression: str, flags: int) -> bool:
    """Whether the one-character `expression` matches no ASCII character, with `flags` (as `re` does)."""
    single = re.compile(expression, flags & (re.IGNORECASE | re.UNICODE))
    return not any(single.fullmatch(chr(code)) for code in range(128))
