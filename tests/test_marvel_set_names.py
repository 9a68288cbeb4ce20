"""An encounter set's name a letter or two off where a card's text names a set (MC128), against MarvelCDB's
`sets.json` checked with the cards (`language/set_names.py`): said with the set meant, never on a name of the data,
nor where the text names no set. The cards and sets are made up."""

from __future__ import annotations

import json

import pytest

from statblock.cache import CheckCache
from statblock.checking import check_paths
from statblock.pipeline import run

SETS = [{"code": "test_assault", "name": "Test Assault", "card_set_type_code": "modular"},
        {"code": "ship_control", "name": "Ship Control", "card_set_type_code": "modular"},
        {"code": "legions_of_tests", "name": "Legions of Tests", "card_set_type_code": "modular"}]


def _folder(tmp_path, text: str, sets=SETS, name: str = "sets.json"):
    (tmp_path / "pack").mkdir(exist_ok=True)
    (tmp_path / name).write_text(json.dumps(sets, indent="\t"), "utf-8")
    card = {"code": "99001", "pack_code": "test", "name": "Test Plot", "type_code": "treachery",
            "set_code": "test_assault", "text": text}
    (tmp_path / "pack" / "test.json").write_text(json.dumps([card], indent="\t"), "utf-8")
    return str(tmp_path)


def _slips(folder: str) -> list[tuple[str, str]]:
    return [(d.code, d.span.text) for f in run([folder]).files for d in f.diagnostics if d.code == "MC128"]


@pytest.mark.parametrize("text, said", [
    ("<b>When Revealed</b>: Reveal a card of the Tset Assault encounter set.", "Tset Assault"),
    ("<b>When Revealed</b>: Shuffle the Legions of Tests and Ship Contrl sets into the encounter deck.", "Ship Contrl"),
    ("<b>Setup</b>: Test Plot, Tesst Assault, and Standard sets.", "Tesst Assault"),
    ("<b>When Revealed</b>: Set aside the Legion of Tests modular encounter set.", "Legion of Tests"),
], ids=["encounter-set", "list-with-and", "list-with-commas", "joined-by-of"])
def test_a_set_name_a_letter_off_is_said_with_the_set_meant(tmp_path, text, said):
    folder = _folder(tmp_path, text)
    (found,) = [d for f in run([folder]).files for d in f.diagnostics if d.code == "MC128"]
    assert (found.span.text, found.severity.value, found.span.source.path.endswith("test.json")) == (said, "warning", True)
    meant = {"Tset Assault": "Test Assault", "Tesst Assault": "Test Assault", "Ship Contrl": "Ship Control",
             "Legion of Tests": "Legions of Tests"}[said]
    assert f"encounter set `{meant}`" in found.text("en") and "sets.json (line " in found.text("en")
    assert found.help("en") == f"replace `{said}` with `{meant}`"
    assert f"エンカウンターセット「{meant}」" in found.text("ja")


@pytest.mark.parametrize("text", [
    "<b>When Revealed</b>: Reveal a card of the Test Assault encounter set.",       # the set as named
    "<b>When Revealed</b>: Reveal a card of the Test Assaults encounter sets.",     # its plural
    "<b>When Revealed</b>: Deal 1 damage to Tset Assault.",                          # no set named there
    "<b>When Revealed</b>: Discard the Tset Assault set. Then reveal the Tset Assault set.",   # a name it uses
    "<b>When Revealed</b>: Reveal a card of the Test Plott encounter set.",          # a card's name a letter off
    "<b>When Revealed</b>: Shuffle that modular set into the encounter deck.",      # no name
], ids=["as-named", "plural", "no-set-named", "written-twice", "card-name", "no-name"])
def test_no_set_slip_where_the_words_are_a_name_or_name_no_set(tmp_path, text):
    assert _slips(_folder(tmp_path, text)) == []


def test_without_the_sets_no_set_is_known_and_none_is_said(tmp_path):
    folder = _folder(tmp_path, "<b>When Revealed</b>: Reveal a card of the Tset Assault encounter set.")
    assert _slips(folder + "/pack") == []   # (the pack alone: no sets.json checked with it)
    assert [f.ruleset for f in run([folder]).files] == ["marvel_champions"] * 2   # (sets.json: read, for its names)


def test_a_changed_sets_file_is_checked_afresh_through_the_cache(tmp_path):
    """The sets are the summary of sets.json, a file of the check across files: its bytes are in that stage's cache
    key, so a set renamed gives the new finding (read from a sets.json found beside the pack, it would be stale)."""
    (tmp_path / "data").mkdir()
    folder = _folder(tmp_path / "data", "<b>When Revealed</b>: Reveal a card of the Tset Assault encounter set.")
    cache = CheckCache(str(tmp_path / "cache"))

    def found():
        return [(f.code, f.line) for r in check_paths([folder], cache=cache, jobs=1).results for f in r.findings
                if f.code == "MC128"]

    assert found() == [("MC128", 8)] and found() == [("MC128", 8)]   # (the second from the cache)
    renamed = [dict(s, name="Tset Assault") if s["code"] == "test_assault" else s for s in SETS]
    (tmp_path / "data" / "sets.json").write_text(json.dumps(renamed, indent="\t"), "utf-8")
    assert found() == []
    cache.close()
