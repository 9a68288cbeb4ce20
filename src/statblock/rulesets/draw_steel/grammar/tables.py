"""A lark LALR parser's tables as plain data, remembered between runs, so that a run reads its texts
with `direct.DirectParser` without importing lark at all.

`DirectParser` needs only what lark worked out from a grammar: the parse table (each state's shifts
and reductions), each rule's shape (its name, alias and which symbols of it are kept), and each
state's lexer (its terminals in order, as expressions, the keywords a WORD may spell, what is
ignored). A cold start used to pay for lark itself (about 35 ms of imports) and for unpickling its
cached parser (about 25 ms for the notation, 10 for the native grammar): a fifth of the CPU time of a
`check` of one small file, for tables that change only when the grammar or lark does. `Tables.of` takes them from a
lark parser; `load` keeps them in the run's cache folder (`cache.run_dir()`), one JSON file per grammar
text, start rules, lark version, Python version and version of this module (the `MAX_FILES` written
last are kept), and reads them back in a few milliseconds.

The file is never trusted beyond its digest: a file whose key or digest does not match, that does
not decode, or whose tables are not of the expected shape is ignored, the tables are taken from lark
(its own cache) and written again. Nor is a file whose digest is right trusted further: an expression
of it that `re` refuses (`SpoiltTables`, raised where a terminal is first compiled, at its first use) has
the tables taken from lark then (`Tables.heal`), written again, and the text read again with them; its
expressions are not all compiled when the file is read, which would cost every run for a file that is
nearly never wrong. Nor is an expression that matches no characters (`(?:)`, `x*`): lark makes no such terminal, so
a token of no characters is `SpoiltTables` too (`direct.DirectParser`); nor the expression of a word (`"damage"`)
that is not that word escaped (`Tables.from_data`); nor tables that refuse a native file lark reads
(`frontends.native`). An expression of another pattern that matches something (`[a-z]+` for `[0-9]+`) is still
taken as the file says: only asking lark again would tell, which is what the file saves. The file is written by
`fileio.atomic_write`; a folder that cannot be written only means the next run asks lark again. Lark itself is still what reads a text
outside the grammar, for its error and position (`parser.py`), imported only then.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys

__all__ = ["LexerSpec", "Rule", "SpoiltTables", "Symbol", "Tables", "Terminal", "lark_version", "load"]

#: The format of the remembered tables (part of the file's key): change it when their shape changes.
FORMAT = 2
_PREFIX = "parse-tables-v1-"  # (the format is in the key: older files are pruned with the rest)
#: The largest file read back (the notation's tables are about 200 KB).
MAX_BYTES = 16 << 20
#: Files of tables kept in the folder: when more are written (a grammar edited, lark upgraded), the ones
#: written longest ago are removed.
MAX_FILES = 8


class Symbol:
    """A symbol of a rule: a terminal (`is_term`; `filter_out` when the tree never keeps it) or a rule."""

    __slots__ = ("name", "is_term", "filter_out")

    def __init__(self, name: str, is_term: bool, filter_out: bool = False) -> None:
        self.name, self.is_term, self.filter_out = name, is_term, filter_out


class RuleOptions:
    """The options of a rule that decide its value's shape (as lark's `RuleOptions` names them)."""

    __slots__ = ("expand1", "keep_all_tokens", "empty_indices", "template_source")

    def __init__(self, expand1: bool, keep_all_tokens: bool = False, empty_indices: tuple = (),
                 template_source: str | None = None) -> None:
        self.expand1, self.keep_all_tokens = expand1, keep_all_tokens
        self.empty_indices, self.template_source = empty_indices, template_source


class Rule:
    """One alternative of a rule: `origin: expansion`, with its alias (`-> name`) and options."""

    __slots__ = ("origin", "expansion", "alias", "options")

    def __init__(self, origin: Symbol, expansion: tuple[Symbol, ...], alias: str | None, options: RuleOptions) -> None:
        self.origin, self.expansion, self.alias, self.options = origin, expansion, alias, options

    def __repr__(self) -> str:
        return f"<{self.origin.name} : {' '.join(symbol.name for symbol in self.expansion)}>"


class Terminal:
    """A terminal as a state's lexer tries it: its name, its expression, and its text when it is a
    literal string (`"damage"`) rather than a pattern."""

    __slots__ = ("name", "regexp", "literal")

    def __init__(self, name: str, regexp: str, literal: str | None = None) -> None:
        self.name, self.regexp, self.literal = name, regexp, literal

    def __repr__(self) -> str:
        return f"Terminal({self.name!r}, {self.regexp!r})"


class LexerSpec:
    """One lexer of lark's contextual lexer (states with the same terminals share one): its terminals
    in the order they are tried, the keywords a terminal's match may spell ({terminal: {spelling:
    keyword}}), the terminals that are skipped, and the flags of every expression."""

    __slots__ = ("terminals", "keywords", "ignore", "flags")

    def __init__(self, terminals: list[Terminal], keywords: dict[str, dict[str, str]], ignore: frozenset[str],
                 flags: int) -> None:
        self.terminals, self.keywords, self.ignore, self.flags = terminals, keywords, ignore, flags


class SpoiltTables(Exception):
    """An expression of the tables that `re` refuses (`re.error`, the cause): tables read from a file are
    taken from lark again (`Tables.heal`); tables lark gave are a fault of the grammar or of this code."""


class Tables:
    """What `DirectParser` runs: the start and end state of each start rule; each state's actions
    ({symbol: a state number (a shift, or the goto after a reduction), or ``-1 - n`` for a reduction by
    ``rules[n]``}: plain numbers, so that tables read from a file are checked a row at a time and turned into
    what the parse loop runs only for the states it meets); the rules; each state's lexer; and every
    terminal's expression by name (for the front-ends that match labels with the grammar's own terminals).
    `generation` counts the times they were taken again (`heal`)."""

    __slots__ = ("start_states", "end_states", "states", "rules", "lexers", "terminals", "generation", "_origin")

    def __init__(self, start_states: dict[str, int], end_states: dict[str, int], states: dict[int, dict[str, int]],
                 rules: list[Rule], lexers: dict[int, LexerSpec], terminals: dict[str, str]) -> None:
        self.start_states, self.end_states, self.states = start_states, end_states, states
        self.rules, self.lexers, self.terminals = rules, lexers, terminals
        self.generation = 0
        self._origin: tuple | None = None  # (file, key, what builds lark's parser) of tables read from a file

    def heal(self) -> bool:
        """Take the tables from lark again, in place, and write them to the file they were read from, when they were
        read from one (True); False for tables lark gave (then nothing is done: their fault is not the file's)."""
        if self._origin is None:
            return False
        path, key, build = self._origin
        fresh = Tables.of(build())
        for name in ("start_states", "end_states", "states", "rules", "lexers", "terminals"):
            setattr(self, name, getattr(fresh, name))
        self._origin = None
        self.generation += 1
        _write(path, key, fresh)
        return True

    def pattern(self, name: str) -> re.Pattern:
        """The terminal `name`'s expression, compiled (the tables taken from lark again if `re` refuses it)."""
        try:
            return re.compile(self.terminals[name])
        except re.error:
            if not self.heal():
                raise
            return re.compile(self.terminals[name])

    @classmethod
    def of(cls, lark) -> "Tables":
        """The tables of a `Lark` parser built with ``parser="lalr"`` and ``lexer="contextual"``.
        Raises NotImplementedError for what `DirectParser` does not run (lexer callbacks, bytes,
        keywords that are not plain strings)."""
        from lark.lexer import PatternStr, UnlessCallback, _create_unless
        from lark.parsers.lalr_analysis import Shift

        frontend = lark.parser  # lark's layers: ParsingFrontend -> LALR_Parser -> _Parser
        table = frontend.parser.parser.parse_table
        rules: list[Rule] = []
        numbers: dict[object, int] = {}  # lark's rule -> the number of ours in `rules`

        def reduction(rule) -> int:
            number = numbers.get(rule)
            if number is None:
                options = rule.options
                number = numbers[rule] = len(rules)
                rules.append(Rule(
                    Symbol(rule.origin.name, False),
                    tuple(Symbol(s.name, s.is_term, bool(s.is_term and s.filter_out)) for s in rule.expansion),
                    rule.alias, RuleOptions(bool(options.expand1), bool(options.keep_all_tokens),
                                            tuple(options.empty_indices or ()), options.template_source)))
            return -1 - number

        states = {state: {symbol: arg if action is Shift else reduction(arg) for symbol, (action, arg) in row.items()}
                  for state, row in table.states.items()}
        specs: dict[int, LexerSpec] = {}  # by id() of lark's lexer: states that share one share ours
        lexers = {}
        for state, lexer in frontend.lexer.lexers.items():
            spec = specs.get(id(lexer))
            if spec is None:
                if lexer.user_callbacks or lexer.use_bytes or lexer.re is not re:
                    raise NotImplementedError("DirectParser knows no lexer callbacks, bytes nor `regex`")
                terminals, callbacks = _create_unless(lexer.terminals, lexer.g_regex_flags, lexer.re, lexer.use_bytes)
                keywords: dict[str, dict[str, str]] = {}
                for kind, callback in callbacks.items():
                    if not isinstance(callback, UnlessCallback) or any(
                            t.pattern.type != "str" or t.pattern.flags for t in callback.scanner.terminals):
                        raise NotImplementedError(f"DirectParser knows only plain keywords, not {callback!r} on {kind}")
                    keywords[kind] = {t.pattern.value: t.name for t in callback.scanner.terminals}
                spec = specs[id(lexer)] = LexerSpec(
                    [Terminal(t.name, t.pattern.to_regexp(), t.pattern.value if isinstance(t.pattern, PatternStr)
                              else None) for t in terminals],
                    keywords, frozenset(lexer.ignore_types), lexer.g_regex_flags)
            lexers[state] = spec
        return cls(dict(table.start_states), dict(table.end_states), states, rules, lexers,
                   {t.name: t.pattern.to_regexp() for t in lark.terminals})

    # ---- as plain data --------------------------------------------------------------------------
    # Each thing written once and named by its number where it comes back (a rule's symbols, a lexer's terminals), so
    # that the file is small and quick to decode; its checks (`from_data`) are of whole rows and lists at a time.

    def to_data(self) -> dict:
        symbols: dict[tuple, int] = {}
        tokens: dict[tuple, int] = {}
        specs: dict[int, int] = {}
        lexer_data: list = []
        lexers = {}
        for state, spec in self.lexers.items():
            if id(spec) not in specs:
                specs[id(spec)] = len(lexer_data)
                lexer_data.append({"terminals": [tokens.setdefault((t.name, t.regexp, t.literal), len(tokens))
                                                 for t in spec.terminals],
                                   "keywords": spec.keywords, "ignore": sorted(spec.ignore), "flags": spec.flags})
            lexers[str(state)] = specs[id(spec)]
        rules = [[rule.origin.name, rule.alias,
                  [symbols.setdefault((s.name, s.is_term, s.filter_out), len(symbols)) for s in rule.expansion],
                  [rule.options.expand1, rule.options.keep_all_tokens, list(rule.options.empty_indices),
                   rule.options.template_source]] for rule in self.rules]
        return {
            "start_states": self.start_states,
            "end_states": self.end_states,
            "symbols": [list(symbol) for symbol in symbols],
            "rules": rules,
            "states": {str(state): row for state, row in self.states.items()},
            "tokens": [list(token) for token in tokens],
            "lexers": lexers,
            "lexer_specs": lexer_data,
            "terminals": self.terminals,
        }

    @classmethod
    def from_data(cls, data: dict) -> "Tables":
        """The tables of `to_data`'s output; ValueError (or KeyError, TypeError) when it is not that: every value is
        of its type, every number names a state, rule, symbol or terminal there is."""
        symbols = []
        for name, is_term, filter_out in data["symbols"]:
            if type(name) is not str or type(is_term) is not bool or type(filter_out) is not bool:
                raise TypeError(f"not a symbol: {name!r}")
            symbols.append(Symbol(name, is_term, filter_out))
        origins: dict[str, Symbol] = {}
        rules = []
        for origin, alias, expansion, (expand1, keep, empty, template) in data["rules"]:
            if not (type(origin) is str and _text(alias) and type(expand1) is bool and type(keep) is bool
                    and _text(template)):
                raise TypeError(f"not a rule: {origin!r}")
            _numbers(expansion, 0, len(symbols))
            if not {bool}.issuperset(map(type, empty)):
                raise TypeError(f"not a rule's empty places: {empty!r}")
            symbol = origins.get(origin)
            if symbol is None:
                symbol = origins[origin] = Symbol(origin, False)
            rules.append(Rule(symbol, tuple(map(symbols.__getitem__, expansion)), alias,
                              RuleOptions(expand1, keep, tuple(empty), template)))
        known = {int(state) for state in data["states"]}  # (`int` refuses what is not a number)
        states = {}
        for state, row in data["states"].items():
            if type(row) is not dict:
                raise TypeError(f"not a row: {row!r}")
            values = row.values()
            _numbers(values, -len(rules), None)
            beyond = set(values).difference(known)  # (reductions, and shifts to states there are not)
            if beyond and max(beyond) >= 0:
                raise ValueError(f"no state {max(beyond)}")
            states[int(state)] = row
        tokens = []
        for name, regexp, literal in data["tokens"]:
            if type(name) is not str or type(regexp) is not str or not _text(literal):
                raise TypeError(f"not a terminal: {name!r}")
            if literal is not None:   # (each terminal is written once: each word checked once)
                _literal(regexp, literal)
            tokens.append(Terminal(name, regexp, literal))
        specs = []
        for spec in data["lexer_specs"]:
            numbers, keywords, ignore, flags = spec["terminals"], spec["keywords"], spec["ignore"], spec["flags"]
            _numbers(numbers, 0, len(tokens))
            if not (type(keywords) is dict and type(ignore) is list and type(flags) is int and _texts(ignore)
                    and all(type(words) is dict and _texts(words.values()) for words in keywords.values())):
                raise TypeError("not a lexer")
            specs.append(LexerSpec(list(map(tokens.__getitem__, numbers)), keywords, frozenset(ignore), flags))
        lexers = data["lexers"]
        _numbers(lexers.values(), 0, len(specs))
        lexers = {int(state): specs[number] for state, number in lexers.items()}
        start_states, end_states, terminals = data["start_states"], data["end_states"], data["terminals"]
        for mapping in (start_states, end_states, lexers, terminals):
            if type(mapping) is not dict:
                raise TypeError("not a mapping")
        _numbers(start_states.values(), 0, None)
        _numbers(end_states.values(), 0, None)
        if not _texts(terminals.values()):
            raise TypeError("not a terminal's expression")
        tables = cls(start_states, end_states, states, rules, lexers, terminals)
        tables._check()
        return tables

    def _check(self) -> None:
        """Every state a start rule, an end or a lexer names exists (a file of the right shape but wrong tables; the
        states the actions name are checked by `from_data`, row by row)."""
        known = self.states.keys()
        if not set(self.start_states.values()) | set(self.end_states.values()) <= known:
            raise ValueError("a start or end state that is not in the table")
        if not self.lexers.keys() <= known:
            raise ValueError("a lexer for a state that is not in the table")


def _numbers(values, low: int, high: int | None) -> None:
    """Raise TypeError unless every one of `values` is an integer (not a bool), ValueError unless each is at least
    `low` and below `high` (None: no bound): checked by the types and the extremes found in C, not one call a value."""
    if not values:
        return
    if not {int}.issuperset(map(type, values)):
        raise TypeError(f"not integers: {values!r}")
    if min(values) < low or (high is not None and max(values) >= high):
        raise ValueError(f"a number out of bounds: {values!r}")


_FLAGGED = re.compile(r"\(\?[a-zA-Z]+:(.*)\)", re.DOTALL)


def _literal(regexp: str, literal: str) -> None:
    """ValueError unless `regexp` is the expression lark makes of the word `literal` (the text escaped, in its flags:
    `(?i:damage)`): a file whose expression for the word `damage` is another is of the wrong tables."""
    core = re.escape(literal)
    while regexp != core and (found := _FLAGGED.fullmatch(regexp)) is not None:
        regexp = found.group(1)
    if regexp != core:
        raise ValueError(f"the expression of {literal!r} is not that word")


def _text(value) -> bool:
    """Whether `value` is a string or None."""
    return value is None or type(value) is str


def _texts(values) -> bool:
    """Whether every one of `values` is a string."""
    return {str}.issuperset(map(type, values))


# ---- remembered between runs -------------------------------------------------------------------


def lark_version() -> str | None:
    """The installed lark's version, read from its package without importing it (None if not found)."""
    from importlib.util import find_spec

    try:
        spec = find_spec("lark")
        if spec is None or not spec.origin:
            return None
        with open(spec.origin, encoding="utf-8") as handle:
            found = re.search(r"""^__version__\s*(?::\s*str\s*)?=\s*["']([^"']+)["']""", handle.read(), re.M)
    except (OSError, ValueError, ImportError):
        return None
    return found.group(1) if found else None


def load(text: str, build, starts: tuple[str, ...] = (), folder: str | None = None) -> Tables:
    """The tables of the grammar `text` read from the rules `starts`: remembered in `folder` (default:
    the cache folder), else `Tables.of(build())` (`build` makes the lark parser), then remembered."""
    version = lark_version()
    if version is None:
        return Tables.of(build())
    python = "%d.%d" % sys.version_info[:2]  # (lark's keywords are worked out with this Python's `re`)
    key = hashlib.blake2b("\0".join([str(FORMAT), version, python, _own_code(), text, *starts]).encode("utf-8"),
                          digest_size=16).hexdigest()
    if folder is None:
        from ....cache import run_dir

        folder = run_dir()
    path = os.path.join(folder, _PREFIX + key + ".json")
    tables = _read(path, key)
    if tables is None:
        tables = Tables.of(build())
        _write(path, key, tables)
    else:
        tables._origin = (path, key, build)
    return tables


def _own_code() -> str:
    """This module's source: a change to how tables are taken or written changes every key."""
    try:
        with open(__file__, encoding="utf-8") as handle:
            return handle.read()
    except OSError:
        return ""


def _read(path: str, key: str) -> Tables | None:
    from ....cache import read_remembered

    payload = read_remembered(path, key, MAX_BYTES)
    if payload is None:
        return None
    try:
        return Tables.from_data(json.loads(payload))
    except (ValueError, KeyError, TypeError, AttributeError, IndexError, RecursionError):
        return None


def _write(path: str, key: str, tables: Tables) -> None:
    from ....cache import write_remembered

    payload = json.dumps(tables.to_data(), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    write_remembered(path, key, payload, MAX_FILES)
