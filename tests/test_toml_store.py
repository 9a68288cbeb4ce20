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


VOCABULARIES = [("statblock.rulesets.draw_steel", "vocabulary.toml"), ("statblock.rulesets.sbh", "vocabulary.toml"),
                ("statblock.rulesets.sbh", "words.toml"), ("statblock.rulesets.kyoko", "vocabulary.toml"),
                ("statblock.rulesets.marvel_champions", "vocabulary.toml")]


def _as_read(vocabulary) -> dict:
    return {name: {term: (t.en, t.ja, t.extra) for term, t in category.terms.items()}
            for name, category in vocabulary.categories.items()} | {"": (vocabulary.subject_phrases, vocabulary.partial_subjects, vocabulary.user_subjects)}


@pytest.mark.parametrize(("package", "resource"), VOCABULARIES)
def test_a_remembered_vocabulary_is_of_its_shape_and_not_read_again(store, monkeypatch, package, resource):
    from statblock.vocabulary import load_vocabulary

    first = _as_read(load_vocabulary(package, resource))
    _no_toml(monkeypatch)
    assert _as_read(load_vocabulary(package, resource)) == first


def _forge(path, data) -> None:
    """The file at `path` made to hold `data`, its header's digest made to match (a file of another shape)."""
    head = json.loads(path.read_bytes().partition(b"\n")[0])
    payload = json.dumps(data).encode("ascii")
    head["digest"] = cache._digest(payload)
    path.write_bytes(json.dumps(head).encode("ascii") + b"\n" + payload)


@pytest.mark.parametrize("forged", [
    {"x": 1},                                          # a category that is no table (was SB999 on every file)
    {"damage": {"fire": "fire"}},                      # a term that is no table
    {"damage": {"fire": {"en": "fire"}}},              # words that are no list
    {"damage": {"fire": {"ja": ["火", 3]}}},            # a word that is no text
    {"subjects": {"en": ["the target", None]}},
    {"subjects": []},
])
def test_a_remembered_vocabulary_of_the_right_digests_but_another_shape_is_read_again(store, forged):
    from statblock.vocabulary import load_vocabulary

    package = "statblock.rulesets.draw_steel"
    expected = _as_read(load_vocabulary(package))
    [path] = store.glob("toml-v1-*.json")
    _forge(path, forged)
    assert _as_read(load_vocabulary(package)) == expected
    assert json.loads(path.read_bytes().partition(b"\n")[2]) != forged   # remembered again, as read from the TOML


def test_a_forged_vocabulary_file_is_no_internal_error_of_check(tmp_path):
    """A run of its own: a test process has its vocabularies loaded already."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    ability = tmp_path / "a.ability"
    ability.write_text("Strike\n", encoding="utf-8")
    folder = tmp_path / "cache"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src")}
    argv = [sys.executable, "-m", "statblock.cli", "check", "--no-cache", "--cache-dir", str(folder), str(ability)]
    assert subprocess.run(argv, env=env, capture_output=True, timeout=120).returncode == 0
    forged = list(folder.glob("toml-v1-*.json"))
    assert forged
    for path in forged:
        _forge(path, {"x": 1})
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "SB999" not in done.stdout, done.stdout
