"""A web page, XML or SVG named to `check` is no ability text (SB011). Read as the native format (the default for a
suffix no ruleset reads), statblock's own HTML cards came back as five abilities named `<!DOCTYPE html>`, `.card {`
and so on, 0 errors, no word."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from statblock.cli import main

ROOT = Path(__file__).resolve().parents[1]


def _check(capsys, path) -> tuple[int, dict]:
    code = main(["check", "--format", "json", str(path)])
    return code, json.loads(capsys.readouterr().out)


def test_statblocks_own_html_cards_are_said_to_be_cards(tmp_path, capsys):
    out = tmp_path / "cards.html"
    assert main(["cards", str(ROOT / "abilities" / "seeds.ability"), "--format", "html", "-o", str(out)]) == 0
    capsys.readouterr()
    code, report = _check(capsys, out)
    assert (code, report["abilities"]) == (1, 0)
    (said,) = report["diagnostics"]
    assert (said["code"], said["line"], said["column"]) == ("SB011", 1, 1) and "statblock cards" in said["message"]


@pytest.mark.parametrize(("name", "text"), [
    ("saved.html", "<!doctype html>\n<html><body><h3>Brutal Slam</h3><p>≤11: 3 + M damage</p></body></html>\n"),
    ("page.htm", "  <html lang=\"ja\">\n<body>技</body></html>\n"),
    ("feed.xml", "<?xml version=\"1.0\"?>\n<abilities><ability>Slam</ability></abilities>\n"),
    ("icon.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n"),
    ("saved.htm", "<!-- saved from url=(0014)about:internet -->\n<!DOCTYPE html>\n<html></html>\n"),
    ("cards.xml", "<!-- exported -->\n<cards><card>Slam</card></cards>\n"),
])
def test_markup_is_said_and_nothing_is_read(tmp_path, capsys, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    code, report = _check(capsys, path)
    assert (code, report["abilities"], [d["code"] for d in report["diagnostics"]]) == (1, 0, ["SB011"])
    assert "web page" in report["diagnostics"][0]["message"]


def test_abilities_typed_into_a_text_file_are_still_read(tmp_path, capsys):
    path = tmp_path / "notes.txt"
    path.write_text("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nEffect: The target is <b>slowed</b>.\n",
                    encoding="utf-8")
    code, report = _check(capsys, path)
    assert (code, report["abilities"], report["diagnostics"]) == (0, 1, [])


@pytest.mark.parametrize("name", ["mine.ability", "notes.txt"])
def test_a_comment_over_abilities_is_no_web_page(tmp_path, capsys, name):
    """`<!--` alone made a file markup: an `.ability` or `.txt` file opening with `<!-- my abilities -->` over its
    abilities was said to be `a web page or XML` (read as native text, the comment would name the ability, `Slam`
    its flavor, no word). Said as the comment it is, to write with `#`; with `#` the ability is read."""
    path = tmp_path / name
    path.write_text("<!-- my abilities -->\nSlam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n"
                    "Effect: The target is slowed.\n", encoding="utf-8")
    code, report = _check(capsys, path)
    (said,) = report["diagnostics"]
    assert (said["code"], said["line"], report["abilities"]) == ("SB011", 1, 0)
    assert "web page" not in said["message"] and "`# …`" in said["message"]
    path.write_text(path.read_text(encoding="utf-8").replace("<!-- my abilities -->", "# my abilities"), "utf-8")
    code, report = _check(capsys, path)
    assert (code, report["abilities"], report["diagnostics"]) == (0, 1, [])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_statblocks_own_text_cards_are_said_to_be_cards(tmp_path, capsys, lang):
    """Read as native text, a text deck's rules and rows were a heap of errors about tier lines and names."""
    out = tmp_path / "cards.txt"
    assert main(["cards", str(ROOT / "abilities" / "seeds.ability"), "--format", "txt", "--lang", lang, "-o", str(out)]) == 0
    capsys.readouterr()
    code, report = _check(capsys, out)
    assert (code, report["abilities"], [d["code"] for d in report["diagnostics"]]) == (1, 0, ["SB011"])
    assert "statblock cards" in report["diagnostics"][0]["message"]
