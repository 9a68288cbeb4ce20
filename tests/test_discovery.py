"""Installed rulesets, remembered between runs (`rulesets/discovery.py`): the remembered answer is used
only while nothing it was read from has changed, and is never trusted otherwise."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib.metadata import Distribution

import pytest

from statblock.rulesets import discovery
from statblock.rulesets.discovery import EntryPoint, entry_points, load, stamp

GROUP = "statblock.rulesets"


def _install(site, name: str, points: str, version: str = "0.1"):
    """What pip writes for a distribution that declares `points` (lines of `name = module:attr`)."""
    info = site / f"{name}-{version}.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{points}\n", encoding="utf-8")
    return info


@pytest.fixture()
def site(tmp_path, monkeypatch):
    folder = tmp_path / "site"
    folder.mkdir()
    monkeypatch.syspath_prepend(str(folder))
    # what a test installs changed a moment ago: remember it anyway (the racy case has its own test)
    monkeypatch.setattr(discovery, "RACY_NS", -10**18)
    return folder


def _names(points) -> list[str]:
    return [point.name for point in points]


def test_what_is_installed_later_is_found_at_once(site, tmp_path):
    cache = str(tmp_path / "cache")
    assert "first" not in _names(entry_points(GROUP, cache))
    _install(site, "first", "first = first_module:RULESET")
    assert EntryPoint("first", "first_module:RULESET", "first") in entry_points(GROUP, cache)
    _install(site, "second", "second = second_module:RULESET")
    assert {"first", "second"} <= set(_names(entry_points(GROUP, cache)))


def test_an_entry_point_rewritten_in_place_is_read_again(site, tmp_path):
    cache = str(tmp_path / "cache")
    info = _install(site, "editable", "old = old_module:RULESET")
    assert "old" in _names(entry_points(GROUP, cache))
    before = stamp()
    # an editable reinstall rewrites the file in its folder: the folders' listings stay the same
    (info / "entry_points.txt").write_text(f"[{GROUP}]\nnew = new_module:RULESET\n", encoding="utf-8")
    assert stamp() != before
    found = _names(entry_points(GROUP, cache))
    assert "new" in found and "old" not in found


def test_a_copy_that_keeps_the_time_and_size_is_seen(site, tmp_path):
    """`cp -p`, `rsync -a` or an archive can leave a rewritten entry_points.txt with its old modification
    time and size: its change time still moves, and `utime` cannot set that back."""
    cache = str(tmp_path / "cache")
    info = _install(site, "kept-times", "aaa = toy_a:RULESET")
    before = os.stat(info / "entry_points.txt")
    assert "aaa" in _names(entry_points(GROUP, cache))
    (info / "entry_points.txt").write_text(f"[{GROUP}]\nbbb = toy_b:RULESET\n", encoding="utf-8")
    os.utime(info / "entry_points.txt", ns=(before.st_atime_ns, before.st_mtime_ns))
    after = os.stat(info / "entry_points.txt")
    assert (after.st_mtime_ns, after.st_size) == (before.st_mtime_ns, before.st_size)
    found = _names(entry_points(GROUP, cache))
    assert "bbb" in found and "aaa" not in found


def test_a_scan_of_something_changed_a_moment_ago_is_not_written_down(site, tmp_path, monkeypatch):
    monkeypatch.setattr(discovery, "RACY_NS", 2_000_000_000)
    cache = tmp_path / "cache"
    _install(site, "fresh", "fresh = fresh_module:RULESET")
    assert "fresh" in _names(entry_points(GROUP, str(cache)))
    assert not cache.exists() or not os.listdir(cache)  # a second change in the same tick could hide
    monkeypatch.setattr(discovery, "time", type("Later", (), {"time_ns": staticmethod(lambda: 10**30)}))
    assert "fresh" in _names(entry_points(GROUP, str(cache)))
    assert len(os.listdir(cache)) == 1  # once it has settled, it is remembered


def test_the_stamp_sees_each_thing_the_scan_reads(site, monkeypatch):
    before = stamp()
    assert stamp() == before  # nothing changed: the same stamp
    info = _install(site, "thing", "thing = thing_module:RULESET")
    added = stamp()
    assert added != before
    stat = os.stat(info / "entry_points.txt")
    os.utime(info / "entry_points.txt", ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
    assert stamp() != added
    monkeypatch.syspath_prepend(str(site.parent / "elsewhere"))
    assert stamp() not in (before, added)


def test_a_removed_working_folder_is_only_absent(site, tmp_path, monkeypatch):
    def gone():
        raise FileNotFoundError("the working folder was removed")

    monkeypatch.setattr(sys, "path", ["", *sys.path])
    monkeypatch.setattr(os, "getcwd", gone)
    _install(site, "still", "still = still_module:RULESET")
    assert "still" in _names(entry_points(GROUP, str(tmp_path / "cache")))


def test_a_second_run_does_not_import_importlib_metadata(tmp_path):
    site = tmp_path / "site"
    _install(site, "statblock-toy", "toy = statblock_toy:RULESET")
    plugins = os.path.join(os.path.dirname(__file__), "plugins")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), plugins]), STATBLOCK_CACHE_DIR=str(tmp_path / "c"))
    script = ("import sys; from statblock.rulesets import discovery, registry; discovery.RACY_NS = -10**18; "
              "names = list(registry.entries()); "
              "print(registry.entries()['toy'].origin, 'importlib.metadata' in sys.modules, "
              "type(registry.get('toy')).__name__)")
    runs = [subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
            for _ in range(2)]
    assert [run.returncode for run in runs] == [0, 0], runs[0].stderr + runs[1].stderr
    assert runs[0].stdout.split() == ["statblock-toy", "True", "Toy"]   # scanned, and written down
    assert runs[1].stdout.split() == ["statblock-toy", "False", "Toy"]  # read back, nothing imported


def _file(cache: str) -> str:
    (name,) = [n for n in os.listdir(cache) if n.startswith("entry-points-")]
    return os.path.join(cache, name)


def test_a_remembered_answer_is_used_only_under_its_stamp(site, tmp_path):
    cache = str(tmp_path / "cache")
    entry_points(GROUP, cache)
    path = _file(cache)
    data = json.loads(open(path, encoding="utf-8").read())
    data["points"].append({"name": "remembered", "value": "nowhere:RULESET", "origin": "a test"})
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(data, handle)
    # under the same stamp, the file is the answer (which is what makes a run cheaper) ...
    assert EntryPoint("remembered", "nowhere:RULESET", "a test") in entry_points(GROUP, cache)
    # ... and once anything it was read from changes, it is not trusted
    _install(site, "newcomer", "newcomer = newcomer_module:RULESET")
    found = _names(entry_points(GROUP, cache))
    assert "remembered" not in found and "newcomer" in found


@pytest.mark.parametrize("damage", ["", "{not json", "[]", '{"stamp": 3}', "null", "[" * 200_000,
                                    '{"stamp": "S", "group": "statblock.rulesets", "points": []' + " " * (1 << 20) + "}",
                                    '{"stamp": "S", "group": "statblock.rulesets", "points": [{"name": 1}]}',
                                    '{"stamp": "S", "group": "statblock.rulesets", '
                                    '"points": [{"name": 1, "value": 2, "origin": 3}]}'])
def test_a_damaged_file_is_read_again_and_rewritten(site, tmp_path, damage):
    _install(site, "kept", "kept = kept_module:RULESET")
    cache = str(tmp_path / "cache")
    expected = entry_points(GROUP, cache)
    path = _file(cache)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(damage.replace('"S"', json.dumps(stamp())))
    assert entry_points(GROUP, cache) == expected
    assert json.loads(open(path, encoding="utf-8").read())["stamp"] == stamp()  # rewritten whole


def test_a_folder_that_cannot_be_written_only_costs_a_scan(site, tmp_path):
    _install(site, "plain", "plain = plain_module:RULESET")
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert "plain" in _names(entry_points(GROUP, str(blocker / "cache")))
    assert blocker.read_text(encoding="utf-8") == "not a folder"


class _Foreign(Distribution):
    """A distribution found by a finder of its own (a zipapp's, an app bundler's)."""

    def read_text(self, filename):
        if filename == "METADATA":
            return "Metadata-Version: 2.1\nName: foreign\nVersion: 1\n"
        if filename == "entry_points.txt":
            return f"[{GROUP}]\nforeign = foreign_module:RULESET\n"
        return None

    def locate_file(self, path):
        return path


class _ForeignFinder:
    @staticmethod
    def find_module(*args, **kwargs):
        return None

    @staticmethod
    def find_spec(*args, **kwargs):
        return None

    @staticmethod
    def find_distributions(context=None):
        return iter([_Foreign()])


def test_a_finder_the_stamp_cannot_see_is_always_asked(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, _ForeignFinder])
    for _ in range(2):
        assert EntryPoint("foreign", "foreign_module:RULESET", "foreign") in entry_points(GROUP, str(cache))
    assert not cache.exists()  # nothing remembered of what it cannot vouch for


def test_only_the_environments_written_last_are_kept(site, tmp_path):
    cache = tmp_path / "cache"
    cache.mkdir()
    for i in range(discovery.MAX_FILES + 8):
        stale = cache / f"entry-points-v1-{i:016x}.json"
        stale.write_text("{}", encoding="utf-8")
        os.utime(stale, ns=(10**18 + i, 10**18 + i))
    entry_points(GROUP, str(cache))
    left = sorted(n for n in os.listdir(cache) if n.startswith("entry-points-"))
    assert len(left) == discovery.MAX_FILES
    assert "entry-points-v1-0000000000000000.json" not in left  # the oldest went first
    assert f"{discovery._PREFIX}{discovery._environment()}.json" in left  # and the one just written stays


@pytest.mark.parametrize(("value", "expected"), [
    ("os.path", os.path),
    ("os.path:join", os.path.join),
    ("os:path.join", os.path.join),
    ("os : path.join", os.path.join),
    ("os.path:join [extra, other]", os.path.join),
])
def test_a_value_loads_as_importlib_loads_it(value, expected):
    from importlib.metadata import EntryPoint as Standard

    assert load(value) is expected
    assert load(value) is Standard(name="x", value=value, group=GROUP).load()


@pytest.mark.parametrize(("value", "error"), [("", ValueError), ("os:path join", ValueError),
                                              ("no_such_module_here:X", ImportError), ("os:no_such_thing", AttributeError)])
def test_a_value_that_names_nothing_fails_to_load(value, error):
    with pytest.raises(error):
        load(value)


@pytest.mark.parametrize(("argv", "expected"), [
    (["check", "x.ability"], None),
    (["check", "--cache-dir", "D", "x.ability"], "D"),
    (["check", "--cache-dir=D", "--no-cache", "x.ability"], "D"),
    (["check", "--cache", "D", "x.ability"], "D"),  # argparse takes a prefix: so does this
    (["check", "--cache-dir"], None),  # (argparse says what is missing)
    (["check", "--", "--cache-dir", "D"], None),  # file names after `--`
])
def test_the_command_line_says_where_to_remember(argv, expected):
    from statblock.cli.common import argv_cache_dir

    assert argv_cache_dir(argv) == expected


@pytest.mark.slow
def test_check_remembers_in_its_cache_folder(tmp_path):
    sample = os.path.join(os.path.dirname(__file__), "..", "abilities", "seeds.ability")
    env = {k: v for k, v in os.environ.items() if k != "STATBLOCK_CACHE_DIR"}
    env.update(XDG_CACHE_HOME=str(tmp_path / "xdg"), HOME=str(tmp_path / "home"))

    def run(*options):
        done = subprocess.run([sys.executable, "-m", "statblock", "check", *options, sample], env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr

    def remembered(folder) -> list[str]:
        return [n for n in os.listdir(folder) if n.startswith("entry-points-")] if folder.exists() else []

    run("--no-cache", "--cache-dir", str(tmp_path / "mine"))
    assert len(remembered(tmp_path / "mine")) == 1 and not (tmp_path / "xdg").exists()
    assert not (tmp_path / "mine" / "check-v1.sqlite3").exists()  # --no-cache: no results written
    assert [n for n in os.listdir(tmp_path / "mine") if n.startswith("parse-tables-")]  # the grammars' tables too
    run()
    assert len(remembered(tmp_path / "xdg" / "statblock")) == 1
