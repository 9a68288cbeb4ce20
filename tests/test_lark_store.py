"""Lark's parsers remembered in the run's cache folder (`statblock.lark_store`): never in the temp folder, loaded
without lark building the grammar again, and a file that does not hold what it says is never used."""

from __future__ import annotations

import json
import os
import pickle
import tempfile

import lark
import pytest

from statblock import cache, grammars, lark_store

GRAMMAR = """
start: item+
item: WORD | NUMBER
%import common.WORD
%import common.NUMBER
%import common.WS
%ignore WS
"""
OPTIONS = {"parser": "lalr", "lexer": "contextual", "strict": True}


def _tree(parser) -> str:
    return parser.parse("push 3 slide 2").pretty()


def _only_file(folder) -> str:
    (name,) = [name for name in os.listdir(folder) if name.endswith(".pickle")]
    return os.path.join(str(folder), name)


def test_a_second_build_loads_the_parser_without_building_the_grammar(tmp_path, monkeypatch):
    first = lark_store.build(GRAMMAR, folder=str(tmp_path), **OPTIONS)
    assert os.path.basename(_only_file(tmp_path)).startswith("lark-v1-")

    def refuse(*args, **kwargs):
        raise AssertionError("the grammar was built again")

    monkeypatch.setattr(lark.Lark, "__init__", refuse)
    second = lark_store.build(GRAMMAR, folder=str(tmp_path), **OPTIONS)
    assert _tree(second) == _tree(first)


def test_the_temp_folder_is_not_written(tmp_path, monkeypatch):
    """Lark's own `cache=True` wrote `.lark_cache_…` to the temp folder (lost when it is emptied, and read back
    from a shared `/tmp` whoever wrote it); the run's cache folder holds the parser instead."""
    temp, folder = tmp_path / "temp", tmp_path / "cache"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    monkeypatch.setattr(cache, "RUN_DIR", [str(folder)])
    parser = grammars.lalr(GRAMMAR + "\n// a grammar of this test alone\n")
    assert _tree(parser)
    assert os.listdir(temp) == []
    assert [name for name in os.listdir(folder) if name.startswith("lark-v1-")]


class _Planted:
    ran: list = []

    def __reduce__(self):
        return (_Planted.ran.append, ("code of a planted file ran",))


def _rewrite(path: str, payload: bytes) -> None:
    """`payload` under the file's own header: its key, and the digest of the new payload (a file that says the
    right thing and holds another)."""
    with open(path, "rb") as handle:
        key = json.loads(handle.readline())["key"]
    os.unlink(path)
    cache.write_remembered(path, key, payload, keep=8)


@pytest.mark.parametrize("payload", [
    pickle.dumps({"data": _Planted(), "memo": {}}),  # a class: never looked up, so never run
    pickle.dumps({"data": {}, "memo": {}}),  # plain data lark cannot load
    b"\x80\x05 not a pickle",
    b"",
], ids=["planted code", "wrong shape", "garbage", "empty"])
def test_a_file_that_holds_no_parser_is_built_again(tmp_path, payload):
    expected = _tree(lark_store.build(GRAMMAR, folder=str(tmp_path), **OPTIONS))
    path = _only_file(tmp_path)
    _rewrite(path, payload)
    assert _tree(lark_store.build(GRAMMAR, folder=str(tmp_path), **OPTIONS)) == expected
    assert _Planted.ran == []
    assert lark_store._read(path, os.path.basename(path)[len("lark-v1-"):-len(".pickle")]) is not None  # written again


def test_a_damaged_or_foreign_file_is_not_read(tmp_path):
    lark_store.build(GRAMMAR, folder=str(tmp_path), **OPTIONS)
    path = _only_file(tmp_path)
    key = os.path.basename(path)[len("lark-v1-"):-len(".pickle")]
    with open(path, "rb") as handle:
        raw = handle.read()
    with open(path, "wb") as handle:  # a byte of the payload changed: its digest no longer matches
        handle.write(raw[:-3] + bytes([raw[-3] ^ 1]) + raw[-2:])
    assert lark_store._read(path, key) is None
    other = lark_store.build(GRAMMAR + "\n%ignore \"!\"\n", folder=str(tmp_path), **OPTIONS)
    os.replace(_only_file_but(tmp_path, path), path)  # another grammar's file under this grammar's name
    assert lark_store._read(path, key) is None
    assert _tree(lark_store.build(GRAMMAR, folder=str(tmp_path), **OPTIONS)) == _tree(other)


def _only_file_but(folder, path) -> str:
    (name,) = [name for name in os.listdir(folder) if name.endswith(".pickle") and os.path.join(folder, name) != path]
    return os.path.join(str(folder), name)


def test_options_and_versions_are_part_of_the_key(tmp_path):
    lark_store.build(GRAMMAR, folder=str(tmp_path), **OPTIONS)
    lark_store.build(GRAMMAR, folder=str(tmp_path), **{**OPTIONS, "strict": False})
    assert len([name for name in os.listdir(tmp_path) if name.endswith(".pickle")]) == 2
    assert lark_store._key(GRAMMAR, OPTIONS, "1.3.1") != lark_store._key(GRAMMAR, OPTIONS, "1.3.2")


def test_a_folder_that_cannot_be_written_only_builds(tmp_path):
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    parser = lark_store.build(GRAMMAR, folder=str(blocked / "cache"), **OPTIONS)
    assert _tree(parser).startswith("start")


def test_only_the_files_written_last_are_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(lark_store, "MAX_FILES", 2)
    (tmp_path / "parse-tables-v1-0.json").write_text("{}")  # another store's file: not pruned with these
    for number in range(4):
        lark_store.build(GRAMMAR + f"\n// {number}\n", folder=str(tmp_path), **OPTIONS)
    assert len([name for name in os.listdir(tmp_path) if name.endswith(".pickle")]) == 2
    assert (tmp_path / "parse-tables-v1-0.json").exists()


@pytest.mark.slow
def test_every_grammar_of_the_rulesets_is_remembered(tmp_path, monkeypatch):
    """What lark saves of each grammar the rulesets build is plain data, so that it is written and read back
    (about 3 s: Marvel Champions' grammar is built afresh)."""
    from statblock.rulesets.draw_steel.grammar import parser as draw_steel
    from statblock.rulesets.kyoko.language import parser as kyoko
    from statblock.rulesets.marvel_champions.language import parser as marvel
    from statblock.rulesets.sbh.language import parser as sbh

    monkeypatch.setattr(cache, "RUN_DIR", [str(tmp_path)])
    builds = [lambda: draw_steel.load_grammar("native.lark"),
              lambda: draw_steel.load_grammar("notation.lark", start=list(draw_steel.NOTATION_STARTS)),
              kyoko.effect_parser.__wrapped__, marvel.ability_parser.__wrapped__, sbh.profile_parser.__wrapped__]
    built = [build() for build in builds]
    files = sorted(name for name in os.listdir(tmp_path) if name.endswith(".pickle"))
    assert len(files) == len(builds)
    for name in files:
        with open(tmp_path / name, "rb") as handle:
            handle.readline()
            assert lark_store._plain(handle.read())
    monkeypatch.setattr(lark.Lark, "__init__", None)  # (built again, each would fail)
    assert [type(build()) for build in builds] == [type(parser) for parser in built]


def test_a_parser_with_a_callback_is_built_and_not_remembered(tmp_path):
    """A transformer or callback is no data lark saves: such a parser is lark's own, every time."""

    class Words(lark.Transformer):
        def start(self, items):
            return [str(item.children[0]) for item in items]

    parser = lark_store.build(GRAMMAR, folder=str(tmp_path), transformer=Words(), **OPTIONS)
    assert parser.parse("push 3") == ["push", "3"]
    assert os.listdir(tmp_path) == []


def _deep_pickle(depth: int) -> bytes:
    """A pickle of lists `depth` deep (plain data: no class), written op by op (`pickle.dumps` would recurse)."""
    return b"\x80\x04" + b"]" * depth + b"a" * (depth - 1) + b"."


@pytest.mark.parametrize("raw", [
    b"[" * 200_000 + b"\n",                          # a header too deep to decode (it was SB006 in the user's file)
    b"[" * 900 + b"]" * 900 + b"\n",                 # deep, and short enough to decode
    b'{"key": ' + b"1" * 1000 + b"}\n",             # a number of a thousand digits for the key
    b'["key", "digest"]\n', b'"key"\n', b'{"key": {"a": 1}, "digest": []}\n',   # a header of other types
    b"\n", b'{"key":',                               # truncated
], ids=["deep header", "deep short header", "long number", "list header", "string header", "types", "no header",
        "truncated"])
def test_a_file_of_hostile_bytes_is_built_again_and_written_again(tmp_path, raw):
    expected = _tree(lark_store.build(GRAMMAR, folder=str(tmp_path), **OPTIONS))
    path = _only_file(tmp_path)
    with open(path, "wb") as handle:
        handle.write(raw)
    assert _tree(lark_store.build(GRAMMAR, folder=str(tmp_path), **OPTIONS)) == expected
    assert lark_store._read(path, os.path.basename(path)[len("lark-v1-"):-len(".pickle")]) is not None  # written again


@pytest.mark.parametrize("payload", [_deep_pickle(200_000), b"\x80\x04" + b"]" * 200_000 + b".",
                                     pickle.dumps({"data": [1, 2, {"x": ("y",)}], "memo": None, "options": "nope"}),
                                     b"\x80\x04\x8e" + (1 << 62).to_bytes(8, "little") + b"."],
                         ids=["deep lists", "many lists", "wrong types", "huge bytes"])
def test_a_payload_under_its_right_header_that_holds_no_parser_is_built_again(tmp_path, payload):
    expected = _tree(lark_store.build(GRAMMAR, folder=str(tmp_path), **OPTIONS))
    path = _only_file(tmp_path)
    _rewrite(path, payload)
    assert _tree(lark_store.build(GRAMMAR, folder=str(tmp_path), **OPTIONS)) == expected
    assert lark_store._read(path, os.path.basename(path)[len("lark-v1-"):-len(".pickle")]) is not None
