"""The rulesets' TOML data remembered between runs as JSON (`statblock.toml_store`): the same data as
`tomllib` gives, and never a file that does not hold what it says."""

from __future__ import annotations

import json
import tomllib
from importlib import resources

import pytest

from statblock import cache, toml_store

TEXT = '''[damage.fire]
en = ["fire", "fiery"]
ja = ["火"]
weight = 1.5
count = 3
flag = true

[subjects]
en = ["the target"]
'''


@pytest.fixture
def store(tmp_path):
    toml_store.open_store(str(tmp_path))
    yield tmp_path
    toml_store.close()


def _no_toml(monkeypatch):
    monkeypatch.setattr(tomllib, "loads", lambda text: pytest.fail("read from the TOML again"))


@pytest.mark.parametrize("package", ["statblock.rulesets.draw_steel", "statblock.rulesets.sbh"])
def test_the_vocabulary_comes_back_as_tomllib_reads_it(store, monkeypatch, package):
    text = resources.files(package).joinpath("vocabulary.toml").read_text("utf-8")
    expected = tomllib.loads(text)
    assert toml_store.loads(text) == expected
    _no_toml(monkeypatch)
    again = toml_store.loads(text)
    assert again == expected and json.dumps(again) == json.dumps(expected)  # order and types too


def test_an_edited_text_is_read_again(store):
    assert toml_store.loads(TEXT)["damage"]["fire"]["count"] == 3
    edited = TEXT.replace("count = 3", "count = 4")
    assert toml_store.loads(edited)["damage"]["fire"]["count"] == 4
    assert toml_store.loads(TEXT)["damage"]["fire"]["count"] == 3
    assert len(list(store.glob("toml-v1-*.json"))) == 2


@pytest.mark.parametrize("harm", ["payload", "header", "not json", "deep header", "deep payload", "truncated", "list"])
def test_a_file_that_does_not_hold_what_it_says_is_not_used(store, harm):
    toml_store.loads(TEXT)
    [path] = store.glob("toml-v1-*.json")
    head, _, payload = path.read_bytes().partition(b"\n")
    if harm == "payload":  # the data changed, its digest left
        path.write_bytes(head + b"\n" + payload.replace(b'"count":3', b'"count":9'))
    elif harm == "header":  # another text's data (its digest right) under this text's name
        other = json.dumps({"other": 1}).encode()
        header = {"key": "0" * 32, "digest": cache._digest(other)}
        path.write_bytes(json.dumps(header).encode() + b"\n" + other)
    elif harm == "deep header":  # (`[[[…`: too deep to decode)
        path.write_bytes(b"[" * 200_000 + b"\n" + payload)
    elif harm in ("deep payload", "list"):  # under the text's own header, its digest right
        other = b"[" * 200_000 if harm == "deep payload" else b"[1, 2]"
        header = {**json.loads(head), "digest": cache._digest(other)}
        path.write_bytes(json.dumps(header).encode() + b"\n" + other)
    elif harm == "truncated":
        path.write_bytes(head + b"\n" + payload[: len(payload) // 2])
    else:
        path.write_bytes(b"[[[")
    assert toml_store.loads(TEXT) == tomllib.loads(TEXT)


def test_data_json_cannot_give_back_is_not_remembered(store):
    text = "when = 1979-05-27T07:32:00Z\nnumber = inf\n"
    assert toml_store.loads(text) == tomllib.loads(text)
    assert not list(store.glob("toml-v1-*.json"))


def test_a_closed_store_is_tomllib(tmp_path, monkeypatch):
    toml_store.close()
    assert toml_store.loads(TEXT) == tomllib.loads(TEXT)
    assert not list(tmp_path.glob("*"))
