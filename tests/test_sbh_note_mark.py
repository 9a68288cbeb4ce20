"""`Elf Scout Q3+ C2 ※偵察役`: a Japanese note (`※`) after a profile line was cut as a comment: in no card and not in
the JSON. It is the model's note now, as written (`※偵察役`), on every card format, and a card reads back to it. A `#`
or `//` comment after a profile stays a comment; a `※` with no words after it is none."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text


def _notes(path: str, text: str) -> list[list[str]]:
    read = read_text(path, text)
    return [[note["text"] for note in profile.get("notes", [])] for band in read.statblocks
            for profile in band.to_json()["profiles"]]


@pytest.mark.parametrize("line, note", [
    ("Elf Scout Q3+ C2 ※偵察役", "※偵察役"),
    ("エルフの斥候 質3+ 戦闘2 森林踏破 ※偵察役", "※偵察役"),
    ("Elf Scout Q3+ C2 ※ scouts ahead", "※ scouts ahead"),
], ids=["en", "ja", "spaced"])
def test_a_note_after_a_profile_is_the_models(line, note):
    assert _notes("w.sbh", f"Warband: Elves\n{line}\n") == [[note]]


@pytest.mark.parametrize("line", ["Elf Scout Q3+ C2 # mine", "Elf Scout Q3+ C2 // mine", "Elf Scout Q3+ C2 ※"],
                         ids=["hash", "slashes", "bare-mark"])
def test_a_comment_after_a_profile_stays_a_comment(line):
    assert _notes("w.sbh", f"Warband: Elves\n{line}\n") == [[]]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("form", ["md", "txt", "html"])
def test_every_card_keeps_the_note_and_it_reads_back(tmp_path, lang, form):
    from statblock.cli import main

    source = tmp_path / "w.sbh"
    source.write_text("Warband: Elves\nElf Scout Q3+ C2 ※偵察役\n", encoding="utf-8")
    out = tmp_path / f"cards.{form}"
    assert main(["cards", str(source), "--format", form, "--lang", lang, "-o", str(out)]) == 0
    card = out.read_text(encoding="utf-8")
    assert "※偵察役" in card
    if form == "md":
        assert _notes(str(out), card) == [["※偵察役"]]
        assert [d.code for d in read_text(str(out), card).diagnostics] == []
