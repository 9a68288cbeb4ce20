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
FORMAT = 1
_PREFIX = "parse-tables-v1-"
#: The largest file read back (the notation's tables are about 170 KB).
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
    ({symbol: next state (a shift, or the goto after a reduction) or a `Rule` to reduce}); the rules;
    each state's lexer; and every terminal's expression by name (for the front-ends that match labels
    with the grammar's own terminals). `generation` counts the times they were taken again (`heal`)."""

    __slots__ = ("start_states", "end_states", "states", "rules", "lexers", "terminals", "generation", "_origin")

    def __init__(self, start_states: dict[str, int], end_states: dict[str, int],
                 states: dict[int, dict[str, int | Rule]], rules: list[Rule], lexers: dict[int, LexerSpec],
                 terminals: dict[str, str]) -> None:
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
        rules: dict[object, Rule] = {}

        def rule_of(rule) -> Rule:
            found = rules.get(rule)
            if found is None:
                options = rule.options
                found = rules[rule] = Rule(
                    Symbol(rule.origin.name, False),
                    tuple(Symbol(s.name, s.is_term, bool(s.is_term and s.filter_out)) for s in rule.expansion),
                    rule.alias, RuleOptions(bool(options.expand1), bool(options.keep_all_tokens),
                                            tuple(options.empty_indices or ()), options.template_source))
            return found

        states = {state: {symbol: arg if action is Shift else rule_of(arg) for symbol, (action, arg) in row.items()}
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
        return cls(dict(table.start_states), dict(table.end_states), states, list(rules.values()), lexers,
                   {t.name: t.pattern.to_regexp() for t in lark.terminals})

    # ---- as plain data --------------------------------------------------------------------------

    def to_data(self) -> dict:
        index = {id(rule): number for number, rule in enumerate(self.rules)}
        specs: dict[int, int] = {}
        lexer_data: list = []
        lexers = {}
        for state, spec in self.lexers.items():
            if id(spec) not in specs:
                specs[id(spec)] = len(lexer_data)
                lexer_data.append({"terminals": [[t.name, t.regexp, t.literal] for t in spec.terminals],
                                   "keywords": spec.keywords, "ignore": sorted(spec.ignore), "flags": spec.flags})
            lexers[str(state)] = specs[id(spec)]
        return {
            "start_states": self.start_states,
            "end_states": self.end_states,
            "rules": [[rule.origin.name, rule.alias, [[s.name, s.is_term, s.filter_out] for s in rule.expansion],
                       [rule.options.expand1, rule.options.keep_all_tokens, list(rule.options.empty_indices),
                        rule.options.template_source]] for rule in self.rules],
            "states": {str(state): {symbol: arg if isinstance(arg, int) else [index[id(arg)]]
                                    for symbol, arg in row.items()} for state, row in self.states.items()},
            "lexers": lexers,
            "lexer_specs": lexer_data,
            "terminals": self.terminals,
        }

    @classmethod
    def from_data(cls, data: dict) -> "Tables":
        """The tables of `to_data`'s output; ValueError (or KeyError, TypeError) when it is not that."""
        rules = [Rule(Symbol(_str(origin), False), tuple(Symbol(_str(n), _bool(t), _bool(f)) for n, t, f in expansion),
                      None if alias is None else _str(alias),
                      RuleOptions(_bool(expand1), _bool(keep), tuple(_bool(e) for e in empty),
                                  None if template is None else _str(template)))
                 for origin, alias, expansion, (expand1, keep, empty, template) in data["rules"]]
        states = {}
        for state, row in data["states"].items():
            actions: dict[str, int | Rule] = {}
            for symbol, arg in row.items():
                if isinstance(arg, list):
                    (number,) = arg
                    actions[symbol] = rules[_int(number)]
                else:
                    actions[symbol] = _int(arg)
            states[int(state)] = actions
        said: dict[tuple[str, str], bool] = {}  # (each literal checked once: the states' lexers share them)
        specs = [LexerSpec([Terminal(_str(name), _str(regexp), None if literal is None else _literal(regexp, literal, said))
                            for name, regexp, literal in spec["terminals"]],
                           {_str(kind): {_str(s): _str(k) for s, k in words.items()}
                            for kind, words in spec["keywords"].items()},
                           frozenset(_str(name) for name in spec["ignore"]), _int(spec["flags"]))
                 for spec in data["lexer_specs"]]
        lexers = {int(state): specs[_int(number)] for state, number in data["lexers"].items()}
        tables = cls({_str(k): _int(v) for k, v in data["start_states"].items()},
                     {_str(k): _int(v) for k, v in data["end_states"].items()}, states, rules, lexers,
                     {_str(k): _str(v) for k, v in data["terminals"].items()})
        tables._check()
        return tables

    def _check(self) -> None:
        """Every state an action or a lexer names exists (a file of the right shape but wrong tables)."""
        known = self.states.keys()
        for row in self.states.values():
            for arg in row.values():
                if isinstance(arg, int) and arg not in known:
                    raise ValueError(f"no state {arg}")
        if not set(self.start_states.values()) | set(self.end_states.values()) <= known:
            raise ValueError("a start or end state that is not in the table")
        if not self.lexers.keys() <= known:
            raise ValueError("a lexer for a state that is not in the table")


_FLAGGED = re.compile(r"\(\?[a-zA-Z]+:(.*)\)", re.DOTALL)


def _literal(regexp: str, literal, said: dict[tuple[str, str], bool]) -> str:
    """`literal`, when `regexp` is the expression lark makes of it (the text escaped, in its flags: `(?i:damage)`);
    ValueError when it is not (a file whose expression for the word `damage` is another is of the wrong tables)."""
    key = (regexp, _str(literal))
    agrees = said.get(key)
    if agrees is None:
        core = re.escape(literal)
        while regexp != core and (found := _FLAGGED.fullmatch(regexp)) is not None:
            regexp = found.group(1)
        agrees = said[key] = regexp == core
    if not agrees:
        raise ValueError(f"the expression of {literal!r} is not that word")
    return literal


def _str(value) -> str:
    if not isinstance(value, str):
        raise TypeError(f"not a string: {value!r}")
    return value


def _int(value) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"not an integer: {value!r}")
    return value


def _bool(value) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"not true or false: {value!r}")
    return value


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
