"""The compiled regular expressions remembered between runs (`statblock.regex_store`): a pattern made
from the store is the pattern `re` makes, and a file that does not hold what it says is never used."""

from __future__ import annotations

import base64
import json
import re
from array import array
from re import _compiler, _parser

import pytest

from statblock import cache, check_pool, checking, regex_store
from statblock.cli import main

PATTERNS = [
    (r"(?P<WORD>[a-z]+)|(?P<NUMBER>\d+)", re.IGNORECASE),
    (r"(?:[ \t]+)*+(?:(?P<DAMAGE>damage)|(?P<PUSH>push))?", re.IGNORECASE),
    (r"対象に(\d+)点のダメージ", 0),
    (r"^\s*> ?(.*)$", re.MULTILINE),
    (r"(?i:ſ)tab\b", 0),
    (r"\bsave ends?\b(?=\))", 0),
]
TEXTS = ["Push 3 damage", "  DAMAGE", "対象に12点のダメージ", "> quoted\n> two", "Stab", "(save ends)", "ſtab"]


def _fresh(pattern: str) -> str:
    """`pattern` spelt so that `re`'s own cache has never seen it (a group of nothing in front)."""
    _fresh.count += 1
    return f"(?:){{0}}{'x' * _fresh.count}|" + pattern


_fresh.count = 0


def _compile_all(patterns):
    return [re.compile(pattern, flags) for pattern, flags in patterns]


@pytest.fixture
def store(tmp_path):
    yield tmp_path
    regex_store.close()


def test_patterns_made_from_the_store_are_re_s_own(store, monkeypatch):
    patterns = [(_fresh(p), f) for p, f in PATTERNS]
    regex_store.open_store(str(store))
    first = _compile_all(patterns)
    regex_store.close()
    assert _compiler.compile is regex_store._ORIGINAL
    assert len(list(store.glob("regex-v3-*.json"))) == 1
    re.purge()
    regex_store.open_store(str(store))
    monkeypatch.setattr(_parser, "parse", lambda *a, **k: pytest.fail("parsed again: not taken from the store"))
    again = _compile_all(patterns)
    monkeypatch.undo()
    regex_store.close()
    re.purge()
    plain = _compile_all(patterns)
    assert again == first == plain
    for made, expected in zip(again, plain):
        assert made.groupindex == expected.groupindex and made.groups == expected.groups
        for text in TEXTS:
            assert [m.groups() for m in made.finditer(text)] == [m.groups() for m in expected.finditer(text)]
            assert [m.span() for m in made.finditer(text)] == [m.span() for m in expected.finditer(text)]


def _written(folder):
    [path] = folder.glob("regex-v3-*.json")
    head, _, payload = path.read_bytes().partition(b"\n")
    return path, json.loads(head), json.loads(payload)


def _rewrite(path, header, entries, *, digest: bool = True):
    payload = json.dumps(entries, separators=(",", ":")).encode("ascii")
    if digest:
        header = {**header, "digest": cache._digest(payload)}
    path.write_bytes(json.dumps(header).encode() + b"\n" + payload)


@pytest.mark.parametrize("harm", ["digest", "key", "refused code", "not json", "deep header", "deep payload",
                                  "huge groups", "group out of range", "truncated"])
def test_a_file_that_does_not_hold_what_it_says_is_not_used(store, harm):
    pattern = _fresh(r"(?P<A>ab+)c|(?P<B>\d)")
    regex_store.open_store(str(store))
    expected = re.compile(pattern)
    regex_store.close()
    path, header, entries = _written(store)
    [entry] = [e for e in entries if e[0] == pattern]
    other = regex_store._entry("zzz", 0)[1]  # code that `_sre` takes, but of another pattern
    if harm == "digest":  # the code changed, the digest left as it was
        entry[3] = other
        _rewrite(path, header, entries, digest=False)
    elif harm == "key":  # written by another Python (its digest right): not read
        entry[3] = other
        _rewrite(path, {**header, "key": "another python"}, entries)
    elif harm == "refused code":  # the digest right, the code not code `_sre` accepts
        entry[3] = base64.b64encode(array(regex_store._WORD, [99999, 1, 2]).tobytes()).decode()
        _rewrite(path, header, entries)
    elif harm == "deep header":  # (`[[[…`: too deep to decode)
        path.write_bytes(b"[" * 200_000 + b"\n")
    elif harm == "deep payload":  # the digest right
        payload = b"[" * 200_000
        path.write_bytes(json.dumps({**header, "digest": cache._digest(payload)}).encode() + b"\n" + payload)
    elif harm == "huge groups":  # the digest right, a count of groups no memory holds
        entry[4] = 1 << 62
        _rewrite(path, header, entries)
    elif harm == "group out of range":  # the digest right, a group's number past the pattern's groups
        entry[5] = {"A": -1, "B": 7}
        _rewrite(path, header, entries)
    elif harm == "truncated":
        path.write_bytes(path.read_bytes()[:-40])
    else:
        path.write_bytes(b"{\n[[")
    re.purge()
    regex_store.open_store(str(store))
    made = re.compile(pattern)
    regex_store.close()
    assert made == expected
    assert made.match("abbc").lastgroup == "A" and made.match("7").lastgroup == "B"


def test_a_check_remembers_its_patterns_and_says_the_same(tmp_path, capsys):
    source = tmp_path / "one.ability"
    source.write_text("Strike\nMain action · Melee 1 · One creature\nPower Roll + Might:\n"
                      "≤11: 3 damage\n12-16: 5 damage; push 1\n17+: 7 damage; prone\n", encoding="utf-8")
    folder = tmp_path / "folder"
    runs = []
    for _ in range(2):
        re.purge()
        code = main(["check", "--no-cache", "--cache-dir", str(folder), str(source)])
        runs.append((code, capsys.readouterr()))
    assert runs[0] == runs[1]
    assert runs[0][0] == 0 and "checked 1 file, 1 ability" in runs[0][1].out + runs[0][1].err
    assert list(folder.glob("regex-v3-*.json"))
    assert _compiler.compile is regex_store._ORIGINAL


def test_an_entry_no_run_uses_is_dropped_after_its_writes(store):
    """A pattern made in a new order at each run (a library's class of characters built from a set) was remembered
    at each run and the file grew by one a run up to `MAX_ENTRIES`; now an entry no run used for `MAX_AGE` writes
    is dropped, one a run used is young again, and a run that adds nothing writes nothing."""
    old, kept = _fresh(r"old+"), _fresh(r"kept+")

    def run(*patterns):
        re.purge()
        regex_store.open_store(str(store))
        for pattern in patterns:
            re.compile(pattern)
        regex_store.close()
        return {entry[0]: entry[-1] for entry in _written(store)[2]}

    assert run(old, kept)[old] == 0
    for write in range(1, regex_store.MAX_AGE + 1):
        ages = run(kept, _fresh(f"new{write}"))   # (a new pattern each run: the file is written)
        assert ages[old] == write and ages[kept] == 0
    assert old in run(old, _fresh("again")) and run(_fresh("again2"))[old] == 1   # used: young again
    for _ in range(regex_store.MAX_AGE):
        ages = run(_fresh("more"))
    assert old not in ages and kept not in ages
    before = _written(store)[0].read_bytes()
    assert run(*(e[0] for e in _written(store)[2][:3])) and _written(store)[0].read_bytes() == before



def _watched(monkeypatch) -> list[str]:
    """What the next compiles do that the store spares (decoding its file, parsing a pattern), as it happens: the
    original functions run (a failure raised inside `re` would break pytest's own patterns while it reports it)."""
    done: list[str] = []
    read, parse = cache.read_remembered, _parser.parse
    monkeypatch.setattr(cache, "read_remembered", lambda *a: done.append("decoded") or read(*a))
    monkeypatch.setattr(_parser, "parse", lambda *a, **k: done.append("parsed") or parse(*a, **k))
    return done


def test_a_file_this_process_read_or_wrote_is_not_decoded_again(store, monkeypatch):
    """The tests run `main()` a thousand times in one process: the file is decoded once, and again only when it changed."""
    pattern = _fresh(r"(?P<A>once+)|again")
    regex_store.open_store(str(store))
    expected = re.compile(pattern)
    regex_store.close()  # written, and remembered as written
    re.purge()
    done = _watched(monkeypatch)
    regex_store.open_store(str(store))
    made = re.compile(pattern)
    regex_store.close()
    monkeypatch.undo()
    assert done == []
    assert made == expected and made.match("oncee").lastgroup == "A"


def test_a_file_another_run_rewrote_is_read_again(store, monkeypatch):
    first, second = _fresh(r"first+"), _fresh(r"second+")
    regex_store.open_store(str(store))
    re.compile(first)
    regex_store.close()
    path, header, entries = _written(store)
    _rewrite(path, header, [*entries, [second, 0, *regex_store._entry(second, 0), 0]])  # (as another process would)
    re.purge()
    done = _watched(monkeypatch)
    regex_store.open_store(str(store))
    made = re.compile(second)
    regex_store.close()
    monkeypatch.undo()
    assert done == ["decoded"]  # read again, and the pattern made from it
    re.purge()
    assert made == re.compile(second)


_SEEDED = """
from statblock.rulesets.draw_steel.frontends.md_table import _resource_cost
from statblock.rulesets.draw_steel.grammar.ja_verb_forms import ja_te
print(_resource_cost().pattern)
print(ja_te().pattern)
"""


def test_the_rulesets_alternations_are_spelt_the_same_under_every_hash_seed():
    """Alternations of words from a set, longest first: words of one length were in the set's order, which the hash
    seed changes, so that each run compiled a pattern of its own and rewrote the whole store (about 6 ms a run,
    a file of 500 KB) for one new entry."""
    import os
    import subprocess
    import sys

    spelt = {subprocess.run([sys.executable, "-c", _SEEDED], capture_output=True, text=True, check=True,
                            env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in (1, 2, 3, 4)}
    assert len(spelt) == 1
    assert "Heroic\\ Resources|Heroic\\ Resource|" in next(iter(spelt))


_MARKDOWN_IT = """
import sys
from statblock import regex_store
regex_store.open_store(sys.argv[1])
from markdown_it import MarkdownIt
MarkdownIt("commonmark").parse("> a *quoted* `line`\\n")
regex_store.close()
"""


def test_a_class_a_library_builds_from_a_set_is_found_under_every_hash_seed(tmp_path):
    """markdown-it's class of the characters that end a text is joined from a set, in the hash seed's order: each run
    met a pattern new to the store and wrote the whole file again (500 KB, and two processes racing to write it)."""
    import os
    import subprocess
    import sys

    def run(seed: int) -> bytes:
        subprocess.run([sys.executable, "-c", _MARKDOWN_IT, str(tmp_path)], check=True, capture_output=True,
                       env={**os.environ, "PYTHONHASHSEED": str(seed)})
        [path] = tmp_path.glob("regex-v3-*.json")
        return path.read_bytes()

    first = run(1)
    path = next(tmp_path.glob("regex-v3-*.json"))
    written = path.stat().st_mtime_ns
    assert run(2) == first and run(3) == first  # found: nothing new, nothing written
    assert path.stat().st_mtime_ns == written
    classes = [pattern for pattern, *_ in json.loads(first.partition(b"\n")[2])
               if pattern.startswith("[") and "`" in pattern and "\\*" in pattern]
    assert classes == ["[" + "".join(sorted(regex_store._CHARACTER.findall(classes[0][1:-1]))) + "]"]


@pytest.mark.parametrize("first, second", [
    ("[ca]", "[ac]"),   # (two characters apart: `re` keeps them in the order written)
    (r"[\*b\-a]", r"[a\-\*b]"),
    ("[あ\\]x]", "[x\\]あ]"),
    ("[\U0001F600z]", "[z\U0001F600]"),   # (outside the BMP: also kept in order)
])
def test_a_class_in_another_order_is_made_from_the_same_entry_and_matches_the_same(store, first, second):
    regex_store.open_store(str(store))
    re.purge()
    made = re.compile(first)
    regex_store.close()
    entries = len(_written(store)[2])
    regex_store.open_store(str(store))
    re.purge()
    again = re.compile(second, 0)
    regex_store.close()
    assert len(_written(store)[2]) == entries  # nothing new
    re.purge()
    plain = re.compile(second)
    assert again.pattern == second and again.flags == plain.flags and again.groups == 0
    for text in ["abc", "*-", "x]あ", "z\U0001F600", "", "q"]:
        assert [m.span() for m in again.finditer(text)] == [m.span() for m in plain.finditer(text)]
        assert [m.span() for m in made.finditer(text)] == [m.span() for m in plain.finditer(text)]


@pytest.mark.parametrize("pattern", [r"[a-z]", r"[^ab]", r"[\d.]", "[&a&]", "[ab]c", "[]", "x[ab]", "[ab]+"])
def test_a_pattern_that_is_no_class_of_single_characters_is_its_own_key(pattern):
    assert regex_store._key(pattern, 2) == (pattern, 2)



def _checked_compiling(path, data, ruleset=None):
    """`checking.check_bytes`, with a pattern of the file's own compiled first (in whichever process checks it)."""
    re.compile(_file_pattern(path))
    return _CHECK_BYTES(path, data, ruleset)


def _file_pattern(path) -> str:
    return f"(?:){{0}}{re.escape(str(path))}|file+"


_CHECK_BYTES = checking.check_bytes


@pytest.mark.slow  # (two workers forked)
def test_the_patterns_a_pool_s_workers_compile_are_remembered(store, tmp_path, monkeypatch):
    """`check` of many files reads most of them in forked workers: only the run that opened the store writes its file,
    and what the workers compiled was never written, so each such run compiled it again (about 5% of the workers'
    instructions on the published corpus). The workers hand their patterns to the run (`regex_store.adopt`)."""
    paths = []
    for number in range(2 * checking.POOL_AFTER + check_pool.RUN + 1):  # (this process and the worker read some)
        path = tmp_path / f"file{number}.ability"
        path.write_text(f"Strike {number}\nMain action · Melee 1 · One creature\nEffect: 3 damage\n", encoding="utf-8")
        paths.append(str(path))
    monkeypatch.setattr(checking, "check_bytes", _checked_compiling)
    regex_store.open_store(str(store))
    results = list(checking._results(paths, None, 2))
    regex_store.close()
    assert [r.path for r in results] == paths and all(r.read for r in results)
    written = {entry[0] for entry in _written(store)[2]}
    assert {_file_pattern(path) for path in paths} <= written
