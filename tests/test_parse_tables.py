"""The parse tables `DirectParser` runs, taken from lark once and remembered as plain data (`grammar.tables`).

What must hold: tables read back from their file parse every text exactly as the tables taken from
lark do; the file is used only when its key and digest match and its tables are whole, and is
otherwise written again; a folder that cannot be written costs only the speed; and a `check` whose
tables are remembered does not import lark at all (that is what makes it start faster).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import lark
import pytest

from statblock import cache
from statblock.rulesets.draw_steel.grammar import tables, to_ast
from statblock.rulesets.draw_steel.grammar.direct import DirectParser, NotInGrammar
from statblock.rulesets.draw_steel.grammar.parser import NOTATION_STARTS, _grammar_text, load_grammar, native_parser
from statblock.rulesets.draw_steel.frontends import native

from conftest import ROOT, corpus_tier_clauses

STARTS = tuple(NOTATION_STARTS + to_ast.JA_STARTS)


def _notation(folder, build=None) -> tables.Tables:
    return tables.load(_grammar_text("notation.lark"),
                       build or (lambda: load_grammar("notation.lark", start=list(STARTS))), STARTS, str(folder))


def _files(folder) -> list:
    return sorted(p for p in folder.iterdir() if p.name.startswith("parse-tables-"))


def _never():
    raise AssertionError("lark was asked for tables that were remembered")


def _reading(parser: DirectParser, builder, text: str, start: str):
    builder.text = text
    try:
        return parser.parse(text, start)
    except NotInGrammar:
        return "rejected"


@pytest.mark.slow
def test_remembered_tables_read_every_clause_as_lark_s_tables_do(tmp_path):
    _notation(tmp_path)  # written
    remembered = _notation(tmp_path, _never)  # read back: lark is not asked again
    fresh = tables.Tables.of(load_grammar("notation.lark", start=list(STARTS)))
    ours, theirs = to_ast.ClauseBuilder(""), to_ast.ClauseBuilder("")
    from_file, from_lark = DirectParser(remembered, ours), DirectParser(fresh, theirs)
    texts = sorted({part.text for _, part, _ in corpus_tier_clauses()})
    texts += ["3 + M ダメージ；プッシュ1", "A < 弱、伏せ（セーブで終了）", "((", "", "  ; ;", "x" * 300]
    compared = 0
    for text in texts:
        for start in ("clause", "sentence", "gated_text"):
            assert _reading(from_file, ours, text, start) == _reading(from_lark, theirs, text, start), (text, start)
            compared += 1
    assert compared > 3000
    assert remembered.terminals == fresh.terminals and remembered.start_states == fresh.start_states


def test_the_native_grammar_s_remembered_tables_read_files_as_lark_does(tmp_path):
    text = _grammar_text("native.lark")
    tables.load(text, native_parser, (), str(tmp_path))
    remembered = tables.load(text, _never, (), str(tmp_path))
    source = (ROOT / "abilities" / "seeds.ability").read_text("utf-8")
    source = source[: native._parsed_extent(source)]  # (as `read_native` hands it on)
    shape = native._Shape()
    ours = DirectParser(remembered, shape).parse(source, "start")
    assert ours == DirectParser(native_parser(), shape).parse(source, "start") and len(ours) >= 2


@pytest.mark.slow
def test_the_file_is_keyed_by_grammar_starts_and_lark_version(tmp_path, monkeypatch):
    _notation(tmp_path)
    tables.load(_grammar_text("notation.lark"), lambda: load_grammar("notation.lark", start=["clause"]), ("clause",),
                str(tmp_path))
    assert len(_files(tmp_path)) == 2  # other start rules: other tables
    monkeypatch.setattr(tables, "lark_version", lambda: "0.0.1")
    _notation(tmp_path)
    assert len(_files(tmp_path)) == 3  # another lark: taken again


def test_another_python_takes_the_tables_again(tmp_path, monkeypatch):
    _notation(tmp_path)
    monkeypatch.setattr(tables, "sys", type("OtherPython", (), {"version_info": (3, 99, 0)}))
    _notation(tmp_path)
    assert len(_files(tmp_path)) == 2


@pytest.mark.slow
def test_only_the_tables_written_last_are_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(tables, "MAX_FILES", 3)
    versions = [f"0.0.{n}" for n in range(5)]
    for number, version in enumerate(versions):
        monkeypatch.setattr(tables, "lark_version", lambda version=version: version)
        _notation(tmp_path)
        for path in _files(tmp_path):  # (written in order, a second apart as far as the clock can tell)
            os.utime(path, ns=(path.stat().st_mtime_ns - 10**9,) * 2)
    assert len(_files(tmp_path)) == 3
    for version in versions[-3:]:  # the last three are still read back, without asking lark
        monkeypatch.setattr(tables, "lark_version", lambda version=version: version)
        _notation(tmp_path, _never)


def test_lark_s_version_is_read_without_importing_it():
    assert tables.lark_version() == lark.__version__


@pytest.mark.slow
@pytest.mark.parametrize("spoil", ["truncate", "digest", "key", "shape", "state", "reduction", "symbol", "bool",
                                   "garbage", "empty", "huge", "deep header", "deep payload"])
def test_a_spoilt_file_is_never_trusted_and_is_written_again(tmp_path, spoil):
    _notation(tmp_path)
    (path,) = _files(tmp_path)
    raw = path.read_bytes()
    head, _, payload = raw.partition(b"\n")
    header = json.loads(head)
    if spoil == "truncate":
        raw = raw[: len(raw) // 2]
    elif spoil == "digest":
        raw = head + b"\n" + payload.replace(b'"WORD"', b'"WORX"', 1)
    elif spoil == "key":
        raw = json.dumps({**header, "key": "0" * 32}).encode() + b"\n" + payload
    elif spoil in ("shape", "state", "reduction", "symbol", "bool"):
        data = json.loads(payload)
        actions = [(row, symbol, arg) for row in data["states"].values() for symbol, arg in row.items()]
        if spoil == "shape":
            data["rules"][0][2] = "not a list of symbols"
        elif spoil == "state":  # a shift to a state the table does not have
            row, symbol, _ = next(action for action in actions if action[2] >= 0)
            row[symbol] = 10 ** 6
        elif spoil == "reduction":  # a reduction by a rule there is not
            row, symbol, _ = next(action for action in actions if action[2] < 0)
            row[symbol] = -1 - len(data["rules"])
        elif spoil == "symbol":  # a rule of a symbol there is not
            data["rules"][0][2].append(len(data["symbols"]))
        else:  # a state named by `true`, which Python would take for 1
            data["start_states"][next(iter(data["start_states"]))] = True
        payload = json.dumps(data).encode()
        raw = json.dumps({**header, "digest": cache._digest(payload)}).encode() + b"\n" + payload
    elif spoil == "deep header":  # (`[[[…`: too deep to decode)
        raw = b"[" * 200_000 + b"\n" + payload
    elif spoil == "deep payload":  # the digest right
        payload = b"[" * 200_000
        raw = json.dumps({**header, "digest": cache._digest(payload)}).encode() + b"\n" + payload
    elif spoil == "garbage":
        raw = b"\xff\xfe[[[[" * 1000
    elif spoil == "empty":
        raw = b""
    else:
        raw = b" " * (tables.MAX_BYTES + 10)
    path.write_bytes(raw)
    built = []
    parser = DirectParser(_notation(tmp_path, lambda: built.append(1) or load_grammar("notation.lark",
                                                                                      start=list(STARTS))),
                          to_ast.ClauseBuilder("3 + M damage"))
    assert built == [1]  # asked lark again
    assert path.read_bytes() != raw and tables._read(str(path), json.loads(path.read_bytes().partition(b"\n")[0])["key"])
    assert parser.parse("3 + M damage", "clause") is not None


def test_a_folder_that_cannot_be_written_costs_only_the_speed(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    first = _notation(blocked / "cache")
    assert isinstance(first, tables.Tables) and not (blocked / "cache").exists()


@pytest.mark.slow
def test_a_check_whose_tables_are_remembered_imports_no_lark(tmp_path):
    script = ("import sys\nfrom statblock.cli import main\ncode = main(['check', '--no-cache', '-q', sys.argv[1], "
              "sys.argv[2]])\nprint(code, 'lark' in sys.modules)\n")
    env = {**os.environ, "STATBLOCK_CACHE_DIR": str(tmp_path / "cache")}
    files = [str(ROOT / "abilities" / "seeds.ability"), str(ROOT / "abilities" / "seeds.ja.ability")]
    assert all(os.path.exists(f) for f in files)
    runs = [subprocess.run([sys.executable, "-c", script, *files], env=env, capture_output=True, text=True, timeout=120)
            for _ in range(2)]
    assert [run.stdout.splitlines()[-1].split() for run in runs] == [["0", "True"], ["0", "False"]], \
        [run.stderr for run in runs]


def test_a_native_text_outside_the_grammar_still_gets_lark_s_error():
    """The one path that needs lark: a text the tables refuse is read by lark for its error (a trailing
    line break, which `read_native` itself never hands on)."""
    with pytest.raises(native._NotInGrammar) as caught:
        native._blocks("Test\nPower Roll + Might:\n")
    assert isinstance(caught.value.error, lark.exceptions.UnexpectedInput)


def _spoil(path, which=None) -> int:
    """Make the expressions of the tables file at `path` (every one, or the terminal `which`) ones `re` refuses, its
    digest right: a file of the expected shape whose tables fail only when used. How many were spoilt."""
    head, _, payload = path.read_bytes().partition(b"\n")
    data = json.loads(payload)
    spoilt = 0
    for number, terminal in enumerate(data["tokens"]):  # (the lexers' terminals, each written once)
        if terminal[2] is None and which in (None, terminal[0]):
            terminal[1] = "(" + terminal[1]
            spoilt += sum(spec["terminals"].count(number) for spec in data["lexer_specs"])  # (as its lexers see it)
    for name in data["terminals"]:
        if which in (None, name):
            data["terminals"][name] = "(" + data["terminals"][name]
    payload = json.dumps(data).encode()
    path.write_bytes(json.dumps({**json.loads(head), "digest": cache._digest(payload)}).encode() + b"\n" + payload)
    return spoilt


def _expressions_compile(path) -> bool:
    import re

    head = json.loads(path.read_bytes().partition(b"\n")[0])
    remembered = tables._read(str(path), head["key"])
    for expression in [*remembered.terminals.values(),
                       *(t.regexp for spec in remembered.lexers.values() for t in spec.terminals)]:
        try:
            re.compile(expression)
        except re.error:
            return False
    return True


@pytest.mark.slow
@pytest.mark.parametrize("which", [None, "WORD"])
def test_tables_whose_expressions_re_refuses_are_taken_again_not_blamed_on_the_file(tmp_path, which):
    """A tables file whose digest is right but whose expressions `re` refuses made SB999 ("internal error while reading
    this file") of every file it read: now the tables are taken from lark where an expression first fails, written
    again, and the files read as with good tables."""
    (tmp_path / "one.md").write_text("Strike (Main Action)\nKeywords: Melee, Strike, Weapon\nDistance: Melee 1\n"
                                     "Target: One creature\nPower Roll + Might:\n- ≤11: 2 damage\n- 12-16: 5 damage\n"
                                     "- 17+: 7 damage\n", encoding="utf-8")
    script = ("import sys\nfrom statblock.cli import main\ncode = main(['check', '--no-cache', *sys.argv[1:]])\n"
              "print(code, 'lark' in sys.modules)\n")
    env = {**os.environ, "STATBLOCK_CACHE_DIR": str(tmp_path / "cache")}
    files = [str(ROOT / "abilities" / "seeds.ability"), str(ROOT / "abilities" / "seeds.ja.ability"),
             str(tmp_path / "one.md")]

    def run():
        done = subprocess.run([sys.executable, "-c", script, *files], env=env, capture_output=True, text=True,
                              timeout=300)
        return done.stdout, done.stderr

    clean, _ = run()
    assert "SB999" not in clean and clean.splitlines()[-1] == "0 True"
    spoilt = sum(_spoil(path, which) for path in _files(tmp_path / "cache"))
    assert spoilt >= 2
    again, errors = run()
    assert "SB999" not in again + errors and again == clean
    assert all(_expressions_compile(path) for path in _files(tmp_path / "cache"))  # written again, whole
    last, _ = run()
    assert last.splitlines()[-1] == "0 False"  # (read back and trusted: lark not imported)


def test_parsers_of_tables_healed_by_another_read_with_the_healed_tables(tmp_path):
    _notation(tmp_path)
    (path,) = _files(tmp_path)
    _spoil(path)
    remembered = _notation(tmp_path)
    builder = to_ast.ClauseBuilder("3 + M damage")
    first, second = DirectParser(remembered, builder), DirectParser(remembered, builder)
    fresh = DirectParser(load_grammar("notation.lark", start=list(STARTS)), to_ast.ClauseBuilder("3 + M damage"))
    expected = fresh.parse("3 + M damage", "clause")
    assert first.parse("3 + M damage", "clause") == expected
    assert remembered.generation == 1 and _expressions_compile(path)
    assert second.parse("3 + M damage", "clause") == expected   # (derived again from the healed tables)
    assert remembered.pattern("WORD").match("damage")


def test_tables_lark_gave_are_not_healed_and_their_fault_is_raised():
    import re

    given = tables.Tables.of(load_grammar("notation.lark", start=list(STARTS)))
    given.terminals = {**given.terminals, "WORD": "(" + given.terminals["WORD"]}
    assert not given.heal()
    with pytest.raises(re.error):
        given.pattern("WORD")


def test_a_parser_works_out_only_the_rows_of_the_states_it_meets(tmp_path):
    """The table as the parse loop runs it is made a state at a time (a run meets few of the notation's 1,200 states):
    every state's row was made when the parser was, each run."""
    remembered = _notation(tmp_path)
    parser = DirectParser(remembered, to_ast.ClauseBuilder("3 + M damage"))
    assert not parser._actions
    assert parser.parse("3 + M damage", "clause") is not None
    assert 0 < len(parser._actions) < len(remembered.states) // 10


def _forge(path, change) -> None:
    """The tables file at `path` changed by `change(data)`, its digest made right again."""
    head, _, payload = path.read_bytes().partition(b"\n")
    data = json.loads(payload)
    change(data)
    payload = json.dumps(data).encode()
    path.write_bytes(json.dumps({**json.loads(head), "digest": cache._digest(payload)}).encode() + b"\n" + payload)


def _expression(name: str, regexp: str):
    def change(data) -> None:
        for terminal in data["tokens"]:   # (each terminal written once; the lexers name them by number)
            if terminal[0] == name:
                terminal[1] = regexp
        data["terminals"][name] = regexp
    return change


def _native_source() -> str:
    source = (ROOT / "abilities" / "seeds.ability").read_text("utf-8")
    return source[: native._parsed_extent(source)]


@pytest.mark.parametrize(("name", "regexp"), [("NAME", "(?:)"), ("NAME", "[a-z]*"), ("_NL", "(?=\n)")])
def test_tables_with_an_expression_that_matches_nothing_are_taken_again(tmp_path, name, regexp):
    """An expression `re` takes but that matches no characters: lark makes no such terminal, and a token of none
    read the file wrong (or would read it for ever)."""
    text = _grammar_text("native.lark")
    tables.load(text, native_parser, (), str(tmp_path))
    (path,) = _files(tmp_path)
    _forge(path, _expression(name, regexp))
    remembered = tables.load(text, native_parser, (), str(tmp_path))
    shape = native._Shape()
    expected = DirectParser(native_parser(), shape).parse(_native_source(), "start")
    assert DirectParser(remembered, shape).parse(_native_source(), "start") == expected
    assert remembered.generation == 1 and tables._read(str(path), json.loads(path.read_bytes().split(b"\n")[0])["key"])


def test_tables_whose_word_has_another_expression_are_not_read(tmp_path):
    """The expression of a word of the grammar (`"damage"`) must be that word escaped (in its flags)."""
    _notation(tmp_path)
    (path,) = _files(tmp_path)
    key = json.loads(path.read_bytes().split(b"\n")[0])["key"]
    assert tables._read(str(path), key) is not None
    literals = []

    def change(data) -> None:
        for terminal in data["tokens"]:
            if terminal[2] is not None and not literals:
                literals.append(terminal[2])
            if terminal[2] in literals:
                terminal[1] = "(?i:" + terminal[1] + "s?)"   # valid, and another word
    _forge(path, change)
    assert literals and tables._read(str(path), key) is None


def test_native_tables_that_refuse_a_file_lark_reads_are_taken_again(tmp_path, monkeypatch):
    """An expression of another pattern (`NAME` that reads only `zzz`): the tables refuse the file, lark reads it,
    and the tables are taken again for the next file."""
    text = _grammar_text("native.lark")
    tables.load(text, native_parser, (), str(tmp_path))
    (path,) = _files(tmp_path)
    _forge(path, _expression("NAME", "zzz"))
    remembered = tables.load(text, native_parser, (), str(tmp_path))
    direct = DirectParser(remembered, native._Shape())
    monkeypatch.setattr(native, "native_tables", lambda: remembered)
    monkeypatch.setattr(native, "_direct", lambda: direct)
    with pytest.raises(NotInGrammar):
        direct.parse(_native_source(), "start")
    blocks = native._blocks(_native_source())
    assert len(blocks) >= 2 and remembered.generation == 1
    assert direct.parse(_native_source(), "start") == DirectParser(native_parser(), native._Shape()).parse(
        _native_source(), "start")
