"""Marvel Champions' check across the files checked together (`Ruleset.summary`, `Ruleset.across`): a card name of
one file cased otherwise in another file's text (MC113, as within one file), through `check` (streamed, cached, in
workers) and through the pipeline (`parse`, `cards`). The cards are made up."""

from __future__ import annotations

import json

import pytest

from statblock.cache import CheckCache
from statblock.checking import check_paths
from statblock.diagnostics import Diagnostic, Severity
from statblock.messages import msg
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
    assert [r.summary["names"] for r in results if not r.across] == [[["Bell Tower", 1]],
                                                                   [["Test Plan", 1], ["Other Plan", 4]]]
    assert [r.empty for r in results] == [False, False, False]                 # the stage's result is no empty file
    ruleset = type(registry.get("marvel_champions"))
    done = ruleset.across
    monkeypatch.setattr(ruleset, "across", lambda *args: pytest.fail("no file changed: nothing is done again"))
    again = _checked(folder, CheckCache(str(cache)))                            # every file from the cache
    assert first == again and [f[1] for f in again] == ["MC113"]
    (tmp_path / "cards" / "b.champions").write_text(PLAN.replace("Bell tower", "Bell Tower"), "utf-8")
    monkeypatch.setattr(ruleset, "across", done)
    assert _checked(folder, CheckCache(str(cache))) == []                       # a file changed: done again


def test_a_ruleset_of_no_stage_of_its_own_finds_only_its_json_read_twice():
    ruleset = registry.get("sbh")  # (every ruleset has SB012, the core's: its own JSON beside its source)
    assert ruleset.summary(None) is None and ruleset.across({}, lambda path: None) == {}
    assert ruleset.across({"a.sbh": {"origins": {}}, "b.sbh": {"origins": {}}}, lambda path: None) == {}


def test_a_japanese_message_names_the_other_file(tmp_path):
    folder = _folder(tmp_path, {"a.champions": TOWER, "b.champions": PLAN})
    finding = next(f for r in check_paths([folder], jobs=1).results for f in r.findings)
    assert "a.champions" in finding.message.render("ja") and "大文字" in finding.message.render("ja")


def _failing_summary(result):
    raise ValueError("a bug in the summary")


def _codes(folder: str, through: str) -> list[tuple[str, str, int]]:
    """(file, code, line) of every finding, in the order `check` streams them or the pipeline lists them."""
    if through == "check":
        return [(f.path.rsplit("/", 1)[1], f.code, f.line) for r in check_paths([folder], jobs=1).results
                for f in r.findings]
    return [(d.span.path.rsplit("/", 1)[1], d.code, d.span.line) for d in run([folder]).diagnostics]


@pytest.mark.parametrize("through", ["check", "pipeline"])
def test_a_summary_that_fails_leaves_the_files_own_findings_and_no_traceback(tmp_path, monkeypatch, through):
    """`Ruleset.summary` is an extra: a bug in it must not stop `parse` (the pipeline called it unguarded), nor be
    silent (it was: the check across files went without the file and said nothing). It is SB999 in each file."""
    folder = _folder(tmp_path, {"a.champions": TOWER, "b.champions": PLAN + "\nLone Card\n"})
    monkeypatch.setattr(registry.get("marvel_champions"), "summary", _failing_summary)
    found = _codes(folder, through)
    assert found == [("a.champions", "SB999", 1), ("b.champions", "SB999", 1), ("b.champions", "MC005", 7)]
    said = next(f for r in check_paths([folder], jobs=1).results for f in r.findings).message
    assert "ValueError: a bug in the summary" in said.render("en") and "ValueError" in said.render("ja")


def _across_naming(path: str):
    """An `across` that also gives a finding for `path`, besides the true ones."""
    ruleset = registry.get("marvel_champions")
    done = type(ruleset).across

    def across(summaries, source):
        found = done(ruleset, summaries, source)
        first = source(next(iter(summaries)))
        return {**found, path: [Diagnostic("MC113", Severity.WARNING, msg("file.nested"), first.span(0, 0))]}
    return across


@pytest.mark.parametrize("through", ["check", "pipeline"])
@pytest.mark.parametrize("path", ["elsewhere.champions", ""], ids=["another-path", "empty"])
def test_findings_across_files_for_a_file_not_checked_are_an_internal_error(tmp_path, monkeypatch, through, path):
    """`across` giving findings for a path that is none of its files: the pipeline stopped on a `StopIteration`
    (`next` over its files), `check` dropped them silently. Now SB999 at the first file; the true findings stand."""
    folder = _folder(tmp_path, {"a.champions": TOWER, "b.champions": PLAN})
    monkeypatch.setattr(registry.get("marvel_champions"), "across", _across_naming(path))
    assert _codes(folder, through) == [("a.champions", "SB999", 1), ("b.champions", "MC113", 2)]
    said = [f for r in check_paths([folder], jobs=1).results for f in r.findings][0].message
    assert f"`{path}`" in said.render("en") and f"「{path}」" in said.render("ja")


@pytest.mark.parametrize("through", ["check", "pipeline"])
def test_findings_across_files_keep_each_files_order_by_line(tmp_path, monkeypatch, through):
    """What `across` gives, in whatever order, is placed by line among the file's own findings (`parse`), and
    after them in line order (`check`, which streams each file's own findings first: docs/rulesets.md)."""
    plan = PLAN.replace("\nOther Plan", "\nLone Card\n\nOther Plan") + "Action: Ready Bell tower.\n"
    folder = _folder(tmp_path, {"a.champions": TOWER, "b.champions": plan})
    ruleset = registry.get("marvel_champions")
    done = type(ruleset).across
    monkeypatch.setattr(ruleset, "across", lambda summaries, source: {
        path: found[::-1] for path, found in done(ruleset, summaries, source).items()})
    found = _codes(folder, through)
    if through == "pipeline":
        assert found == [("b.champions", "MC113", 2), ("b.champions", "MC005", 4), ("b.champions", "MC113", 8)]
    else:
        assert found == [("b.champions", "MC005", 4), ("b.champions", "MC113", 2), ("b.champions", "MC113", 8)]


def test_check_gives_the_findings_across_files_in_the_order_the_files_were_found(tmp_path, monkeypatch):
    """Two rulesets with a stage across files: their findings come file by file as the files were found (they
    came ruleset by ruleset)."""
    folder = _folder(tmp_path, {"a.ability": "", "b.champions": PLAN, "c.champions": TOWER, "d.ability": ""})
    steel = registry.get("draw_steel")

    def across(summaries, source):
        return {path: [Diagnostic("SB999", Severity.ERROR, msg("file.nested"), source(path).span(0, 0))]
                for path in summaries}
    monkeypatch.setattr(steel, "summary", lambda result: [])
    monkeypatch.setattr(steel, "across", across)
    found = [(r.path.rsplit("/", 1)[1], f.code) for r in check_paths([folder], jobs=1).results if r.across
             for f in r.findings]
    assert found == [("a.ability", "SB999"), ("b.champions", "MC113"), ("d.ability", "SB999")]


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


# ---- in the editor (`statblock lsp`): the files beside the open document are the ones checked with it ----------


def _in_editor(path, text: str) -> list[tuple[str, int]]:
    from statblock.lsp.analysis import analyze

    found = analyze("file://" + str(path), 1, str(path), text, "utf-16")
    return [(d.code, d.span.line) for d in found.diagnostics if d.code == "MC113"]


def test_the_editor_finds_mc113_with_the_files_beside_the_document(tmp_path):
    folder = tmp_path / "pack"
    _folder(folder, {"a.champions": TOWER, "b.champions": PLAN, "notes.md": "# Notes\n\nNothing here.\n"})
    assert _in_editor(folder / "b.champions", PLAN) == [("MC113", 2)]
    # the editor's text, not the file's: mended before it is saved
    assert _in_editor(folder / "b.champions", PLAN.replace("Bell tower", "Bell Tower")) == []
    # a neighbour changed on disk is read again
    (folder / "a.champions").write_text(TOWER.replace("Bell Tower", "Bell tower") + "\n", "utf-8")
    assert _in_editor(folder / "b.champions", PLAN) == []


def test_the_editor_reads_no_neighbour_past_the_choice_of_its_ruleset(tmp_path, monkeypatch):
    from statblock.lsp import across

    folder = tmp_path / "mixed"
    _folder(folder, {"b.champions": PLAN, **{f"ability{i}.md": "# Slam\n\n**Power Roll + Might:**\n" for i in range(5)}})
    read = []
    real = across.guarded
    monkeypatch.setattr(across, "guarded", lambda result, *a: read.append(result.path) or real(result, *a))
    assert _in_editor(folder / "b.champions", PLAN) == []
    assert read == []  # Draw Steel files: their ruleset chosen, none of them parsed


def test_a_document_alone_or_of_a_ruleset_without_the_stage_reads_nothing_beside_it(tmp_path, monkeypatch):
    from statblock.lsp import across
    from statblock.lsp.analysis import analyze

    _folder(tmp_path / "alone", {"b.champions": PLAN})
    monkeypatch.setattr(across, "_summary", lambda *a: pytest.fail("read a neighbour"))
    assert _in_editor(tmp_path / "alone" / "b.champions", PLAN) == []
    band = "# ruleset: sbh\nWarband: The Few\nPoints: 100\nElf Scout Q3+ C2 Forester, Stealth\n"
    _folder(tmp_path / "alone", {"x.sbh": band})
    # (every built-in ruleset has the stage, SB012: one whose `summary` gives None has none)
    monkeypatch.setattr(type(registry.get("sbh")), "summary", lambda self, result: None)
    assert analyze("file://x", 1, str(tmp_path / "alone" / "x.sbh"), band, "utf-16").diagnostics == []


def test_a_keystroke_reads_no_neighbours_text(tmp_path, monkeypatch):
    from statblock.lsp import across

    folder = tmp_path / "pack2"
    _folder(folder, {"a.champions": TOWER, "b.champions": PLAN})
    assert _in_editor(folder / "b.champions", PLAN) == [("MC113", 2)]   # the neighbour's summary read once
    monkeypatch.setattr(across, "_source", lambda path: pytest.fail(f"read {path} again"))
    assert _in_editor(folder / "b.champions", PLAN) == [("MC113", 2)]
    assert _in_editor(folder / "b.champions", PLAN.replace("Ready Bell tower", "Ready Bell Tower")) == []


def test_a_folder_of_too_many_entries_is_not_looked_through(tmp_path, monkeypatch):
    from statblock.lsp import across

    monkeypatch.setattr(across, "MAX_ENTRIES", 3)
    folder = tmp_path / "big"
    _folder(folder, {"a.champions": TOWER, "b.champions": PLAN, "c.txt": "x", "d.txt": "y"})
    assert _in_editor(folder / "b.champions", PLAN) == []
