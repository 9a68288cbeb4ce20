"""Marvel Champions' check across the files checked together (`Ruleset.summary`, `Ruleset.across`): a card name of
one file cased otherwise in another file's text (MC113, as within one file), through `check` (streamed, cached, in
workers) and through the pipeline (`parse`, `cards`). The cards are made up."""

from __future__ import annotations

import json

import pytest

from statblock.cache import CheckCache
from statblock.checking import check_paths
from statblock.pipeline import run
from statblock.rulesets import registry

TOWER = "Bell Tower (Support)\nAction: Exhaust Bell Tower → draw 1 card.\n"
PLAN = "Test Plan (Event)\nAction: Ready Bell tower.\n\nOther Plan (Event)\nAction: Draw 1 card.\n"
CDB = json.dumps([{"code": "99001", "pack_code": "test", "name": "Test Plot", "type_code": "event",
                   "text": "<b>Action</b>: Ready Bell tower."}])


def _folder(folder, files: dict[str, str]):
    folder.mkdir(exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, "utf-8")
    return str(folder)


def _checked(folder: str, cache=None) -> list[tuple[str, str, int, int, str]]:
    found = check_paths([folder], cache=cache, jobs=1)
    return [(f.path.rsplit("/", 1)[1], f.code, f.line, f.column, f.message.render("en"))
            for result in found.results for f in result.findings]


@pytest.mark.parametrize("files, where", [
    ({"a.champions": TOWER, "b.champions": PLAN}, ("b.champions", 2, 15)),
    ({"a.champions": TOWER, "b.json": CDB}, ("b.json", 1, None)),              # MarvelCDB data and a native file
], ids=["native", "marvelcdb"])
def test_a_name_of_another_file_cased_otherwise_is_mc113_at_the_slip(tmp_path, files, where):
    folder = _folder(tmp_path, files)
    found = [f for f in _checked(folder) if f[1] == "MC113"]
    assert len(found) == 1
    path, code, line, column, said = found[0]
    assert (path, line) == where[:2] and (where[2] is None or column == where[2])
    assert "`Bell tower`" in said and "`Bell Tower` of " in said and "a.champions (line 1)" in said
    report = run([folder])                                                     # the pipeline says the same
    assert [(d.code, d.span.path.rsplit("/", 1)[1], d.span.line) for d in report.diagnostics] == [("MC113", *where[:2])]


def test_one_file_alone_or_a_name_both_files_have_is_no_slip(tmp_path):
    assert _checked(_folder(tmp_path / "one", {"b.champions": PLAN})) == []
    both = tmp_path / "both"
    towers = TOWER + "\nBell tower (Support)\nAction: Draw 1 card.\n"   # a card of that spelling: which is meant?
    assert _checked(_folder(both, {"a.champions": towers, "b.champions": PLAN})) == []


def test_the_check_across_files_works_from_the_cache_and_keeps_names_only(tmp_path, monkeypatch):
    folder = _folder(tmp_path / "cards", {"a.champions": TOWER, "b.champions": PLAN})
    cache = tmp_path / "cache"
    first = _checked(folder, CheckCache(str(cache)))
    results = list(check_paths([folder], jobs=1).results)
    assert [r.summary for r in results if not r.across] == [[["Bell Tower", 1]], [["Test Plan", 1], ["Other Plan", 4]]]
    assert [r.empty for r in results] == [False, False, False]                 # the stage's result is no empty file
    ruleset = type(registry.get("marvel_champions"))
    done = ruleset.across
    monkeypatch.setattr(ruleset, "across", lambda *args: pytest.fail("no file changed: nothing is done again"))
    again = _checked(folder, CheckCache(str(cache)))                            # every file from the cache
    assert first == again and [f[1] for f in again] == ["MC113"]
    (tmp_path / "cards" / "b.champions").write_text(PLAN.replace("Bell tower", "Bell Tower"), "utf-8")
    monkeypatch.setattr(ruleset, "across", done)
    assert _checked(folder, CheckCache(str(cache))) == []                       # a file changed: done again


def test_a_ruleset_without_the_stage_finds_nothing_across_files():
    ruleset = registry.get("draw_steel")
    assert ruleset.summary(None) is None and ruleset.across({}, lambda path: None) == {}


def test_a_japanese_message_names_the_other_file(tmp_path):
    folder = _folder(tmp_path, {"a.champions": TOWER, "b.champions": PLAN})
    finding = next(f for r in check_paths([folder], jobs=1).results for f in r.findings)
    assert "a.champions" in finding.message.render("ja") and "大文字" in finding.message.render("ja")


def _failing_summary(result):
    raise ValueError("a bug in the summary")


@pytest.mark.parametrize("through", ["check", "pipeline"])
def test_a_summary_that_fails_leaves_the_files_own_findings_and_no_traceback(tmp_path, monkeypatch, through):
    """`Ruleset.summary` is an extra: a bug in it must not stop `parse` (the pipeline called it unguarded)."""
    folder = _folder(tmp_path, {"a.champions": TOWER, "b.champions": PLAN + "\nLone Card\n"})
    monkeypatch.setattr(registry.get("marvel_champions"), "summary", _failing_summary)
    if through == "check":
        found = check_paths([folder], jobs=1)
        assert [len(r.findings) > 0 for r in found.results] == [False, True]
    else:
        report = run([folder])
        assert len(report.files) == 2 and [d.code for d in report.diagnostics if d.code == "MC113"] == []


def test_a_file_gone_before_the_stage_across_files_is_no_traceback(tmp_path, monkeypatch):
    """`check` reads a file again for the stage across files: deleted meanwhile, it is left out of that stage."""
    folder = _folder(tmp_path, {"a.champions": TOWER, "b.champions": PLAN})
    ruleset = registry.get("marvel_champions")
    summary = ruleset.summary

    def summary_then_delete(result):
        found = summary(result)
        if result.path.endswith("b.champions"):
            (tmp_path / "b.champions").unlink()
        return found

    monkeypatch.setattr(ruleset, "summary", summary_then_delete)
    assert [f for f in _checked(folder) if f[1] in ("MC113", "SB999")] == []
