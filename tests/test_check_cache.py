"""`check` streams, caches and uses every core, and none of it changes a single byte of its output."""

from __future__ import annotations

import json
import sqlite3

import pytest

from statblock import cache as cache_module
from statblock import checking
from statblock.cache import CheckCache
from statblock.cli import main

from conftest import CORPUS

COMPENDIUM = CORPUS / "steel-compendium"
GOOD = "Slam\nPower Roll + Might:\n≤11: 3 + M damage\n12-16: 6 + M damage\n17+: 9 + M damage\n"
BAD = GOOD.replace("9 + M damage", "9 + M damage; proen")


def check(capsys, *argv: str) -> tuple[int, str]:
    code = main(["check", *argv])
    return code, capsys.readouterr().out


@pytest.fixture
def cache_dir(tmp_path):
    return str(tmp_path / "cache")


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["json", "text", "github"])
def test_cold_warm_and_uncached_output_are_identical_on_the_corpus(capsys, cache_dir, fmt):
    uncached = check(capsys, str(COMPENDIUM), "--format", fmt, "--no-cache", "--jobs", "1")
    cold = check(capsys, str(COMPENDIUM), "--format", fmt, "--cache-dir", cache_dir)
    warm = check(capsys, str(COMPENDIUM), "--format", fmt, "--cache-dir", cache_dir)
    assert uncached == cold == warm
    if fmt == "json":
        data = json.loads(warm[1])
        assert data["files"] > 600 and data["abilities"] > 2000 and data["warnings"] > 0


def test_a_warm_run_checks_no_file(capsys, cache_dir, monkeypatch):
    check(capsys, str(COMPENDIUM / "abilities-Fury"), "--cache-dir", cache_dir)
    checked = []
    monkeypatch.setattr(checking, "check_bytes", lambda path, data, ruleset=None: checked.append(path))
    code, out = check(capsys, str(COMPENDIUM / "abilities-Fury"), "--cache-dir", cache_dir)
    assert code == 0 and checked == [] and "checked" in out


def test_a_changed_file_is_checked_again(capsys, cache_dir, write):
    path = write("a.ability", GOOD)
    assert check(capsys, path, "--cache-dir", cache_dir)[0] == 0
    write("a.ability", BAD)
    code, out = check(capsys, path, "--cache-dir", cache_dir)
    assert code == 1 and "SB101" in out and "proen" in out
    write("a.ability", GOOD)
    assert check(capsys, path, "--cache-dir", cache_dir)[0] == 0


def test_the_same_text_in_another_file_is_reported_with_its_own_path(capsys, cache_dir, write):
    first, second = write("a.ability", BAD), write("b.ability", BAD)
    check(capsys, first, "--cache-dir", cache_dir)
    code, out = check(capsys, second, "--cache-dir", cache_dir)
    assert code == 1 and "b.ability:5:" in out and "a.ability" not in out


def test_a_new_statblock_does_not_reuse_old_results(capsys, cache_dir, write, monkeypatch):
    path = write("a.ability", BAD)
    check(capsys, path, "--cache-dir", cache_dir)
    monkeypatch.setattr(cache_module, "fingerprint", lambda: b"another statblock")
    checked = []
    real = checking.check_bytes
    monkeypatch.setattr(checking, "check_bytes", lambda p, d, r=None: checked.append(p) or real(p, d, r))
    assert check(capsys, path, "--cache-dir", cache_dir)[0] == 1
    assert checked == [path]


def test_a_corrupt_cache_file_is_rebuilt(capsys, cache_dir, write, tmp_path):
    path = write("a.ability", BAD)
    check(capsys, path, "--cache-dir", cache_dir)
    database = tmp_path / "cache" / "check-v1.sqlite3"
    database.write_bytes(b"this is not a database" * 100)
    code, out = check(capsys, path, "--cache-dir", cache_dir)
    assert code == 1 and "SB101" in out
    rows = sqlite3.connect(database).execute("SELECT count(*) FROM results").fetchone()[0]
    assert rows == 1


_A_FINDING = '["SB101", "error", {MESSAGE}, 1, 1, 1, 1, null, null, null, null]'


@pytest.mark.parametrize("value", [
    '{"read": true}', "not json",
    '{"read": true, "abilities": 1, "findings": [' + _A_FINDING.replace("{MESSAGE}", '{"m": "no.such.key", "a": []}')
    + ']}',
    "[" * 200_000, "[1, 2]", "7", b"\x00\x01",     # too deep; a list, a number, bytes for the mapping
    '{"read": true, "abilities": 1, "ruleset": "draw_steel", "summary": null, "findings": ['
    + _A_FINDING.replace("{MESSAGE}", '{"l": ["en"]}') + "]}",                 # a list for a message's languages
    '{"read": true, "abilities": 7, "ruleset": "draw_steel", "summary": null, "findings": [], "pad": "'
    + "x" * 4000 + '"}',                                                        # longer than a value is read
], ids=["missing", "not json", "unknown message", "deep", "list", "number", "bytes", "wrong type", "huge"])
def test_a_damaged_row_is_never_trusted(capsys, cache_dir, write, tmp_path, value, monkeypatch):
    monkeypatch.setattr(cache_module, "MAX_VALUE", 2000)
    path = write("a.ability", BAD)
    expected = check(capsys, path, "--cache-dir", cache_dir)
    database = sqlite3.connect(tmp_path / "cache" / "check-v1.sqlite3")
    with database:
        database.execute("UPDATE results SET value = ?", (value,))
    assert check(capsys, path, "--cache-dir", cache_dir) == expected


def test_an_unusable_cache_folder_only_costs_time(capsys, write, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    path = write("a.ability", BAD)
    code, out = check(capsys, path, "--cache-dir", str(blocker / "cache"))
    assert code == 1 and "SB101" in out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("where", ["file", "under a file"])
def test_a_cache_folder_named_that_cannot_be_used_is_said_once(capsys, write, tmp_path, monkeypatch, lang, where):
    # The run goes on without the cache, as before, but says so once on stderr, with the reason and what to do.
    monkeypatch.delenv("STATBLOCK_CACHE_DIR", raising=False)
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    folder = str(blocker if where == "file" else blocker / "cache")
    paths = [write(f"{n}.ability", BAD) for n in range(3)]
    assert main(["check", "--lang", lang, "--cache-dir", folder, *paths]) == 1
    captured = capsys.readouterr()
    assert captured.out.count("SB101") == 3
    said = captured.err.splitlines()
    assert len(said) == 1 and folder in said[0] and "--cache-dir" in said[0] and "--no-cache" in said[0], said
    assert said[0].startswith("statblock: warning: " if lang == "en" else "statblock: 警告: ")
    assert ("File exists" if where == "file" else "Not a directory") in said[0] or lang == "ja"


def test_the_default_cache_folder_that_cannot_be_used_stays_quiet(capsys, write, tmp_path, monkeypatch):
    # (one not named by the user: nothing to act on in a run that only went slower)
    monkeypatch.delenv("STATBLOCK_CACHE_DIR", raising=False)
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setattr(cache_module, "default_dir", lambda: str(blocker))
    assert main(["check", write("a.ability", GOOD)]) == 0
    assert capsys.readouterr().err == ""


@pytest.mark.slow
def test_a_pool_of_workers_gives_the_same_results_in_the_same_order(capsys):
    one = check(capsys, str(COMPENDIUM / "monsters"), "--format", "json", "--no-cache", "--jobs", "1")
    two = check(capsys, str(COMPENDIUM / "monsters"), "--format", "json", "--no-cache", "--jobs", "2")
    assert one == two


def test_the_pool_leaves_the_collector_as_it_found_it(write, tmp_path, monkeypatch):
    """The parent's objects are frozen only while the workers are forked: a long-running caller (an
    editor's server) that checks many times keeps collecting its garbage, and one that froze objects of its
    own (this suite: `conftest.freeze_the_heap`) finds them frozen still. Asked of objects, not of
    `gc.get_freeze_count()`: a frozen object that dies during the check leaves the frozen generation (the
    count fell by 44 with this test run alone). The pool is asked for (two cores, enough files for two
    workers) and seen forking: with `POOL_AFTER + 8` files this test once checked in one process."""
    import gc

    from statblock import collector

    def in_reach(obj: object) -> bool:   # (`gc.get_objects` lists every generation but the frozen one)
        return any(seen is obj for seen in gc.get_objects())

    forks, real = [], collector.frozen_while_forking
    monkeypatch.setattr(collector, "frozen_while_forking", lambda: forks.append(1) or real())
    monkeypatch.setattr(checking.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    count = 2 * checking.POOL_AFTER + 8
    for number in range(count):
        write(f"lib/{number:03}.ability", GOOD)
    # a caller that froze objects of its own, then one that froze none
    for thaw in (False, True):
        if thaw:
            gc.unfreeze()
        frozen_by_the_caller = [] if thaw else [[] for _ in range(3)]
        if not thaw:
            gc.freeze()
        kept = [[] for _ in range(3)]   # made after the caller's freeze: frozen by no one
        run = checking.check_paths([str(tmp_path / "lib")], jobs=2)
        assert [r.abilities for r in run.results] == [1] * count
        assert not any(in_reach(obj) for obj in frozen_by_the_caller)
        assert all(in_reach(obj) for obj in kept)
        assert (gc.get_freeze_count() == 0) == thaw
    assert len(forks) == 2
    gc.freeze()


def test_results_stream_out_before_every_file_is_read(write, tmp_path, monkeypatch):
    for number in range(300):
        write(f"lib/{number:03}.ability", GOOD)
    reads = []
    real = checking.read_bounded
    monkeypatch.setattr(checking, "read_bounded", lambda p: reads.append(p) or real(p))
    run = checking.check_paths([str(tmp_path / "lib")], jobs=1)
    first = next(run.results)
    assert first.path.endswith("000.ability") and first.abilities == 1
    assert len(reads) <= checking.WINDOW + 1
    assert sum(1 for _ in run.results) == 299


def test_the_cache_bounds_its_size(tmp_path, monkeypatch):
    monkeypatch.setattr(cache_module, "MAX_ROWS", 10)
    store = CheckCache(str(tmp_path))
    for number in range(30):
        store.put(f"k{number}", {"n": number})
    store.close()
    store = CheckCache(str(tmp_path))
    assert store.get("k29") == {"n": 29} and store.get("k0") is None
    rows = sqlite3.connect(tmp_path / "check-v1.sqlite3").execute("SELECT count(*) FROM results").fetchone()[0]
    assert rows == 10
