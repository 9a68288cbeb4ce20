"""`odds`/`roll --profile` in a file of several warbands: two warbands may each have their own profile of one name (the
rules limit a warband's own roster, not a file's; SH122 is of one warband's profiles), so `--profile "B: Archer"` names
B's, and a name that two warbands give profiles of other statistics or rules finds the first with a note naming the
warbands and how to name the other. Before, B's Archer could never be chosen, and nothing said it was there (the review
of audit6, finding 1)."""

from __future__ import annotations

import json

import pytest

from statblock import cli

FILES = {"en": ("# ruleset: sbh\nWarband: Alpha\nArcher Q4+ C2\n\nWarband: Beta\nArcher Q3+ C2\n", "Archer", "Beta"),
         "ja": ("# ruleset: sbh\nウォーバンド：甲\n射手 質4+ 戦闘2\n\nウォーバンド：乙\n射手 質3+ 戦闘2\n", "射手", "乙")}


def _odds(capsys, path, *more) -> tuple[int, dict, str]:
    code = cli.main(["odds", str(path), "--format", "json", *more])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if out.out.strip() else {}), out.err


@pytest.mark.parametrize("written", ["en", "ja"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_second_warbands_profile_is_named_with_its_warband(tmp_path, capsys, written, lang):
    text, profile, second = FILES[written]
    path = tmp_path / "w.sbh"
    path.write_text(text, encoding="utf-8")
    for colon in (":", "："):
        code, shown, _ = _odds(capsys, path, "--lang", lang, "--profile", f"{second}{colon} {profile}")
        assert code == 0 and shown["profile"]["quality"] == 3   # (was: no profile `Beta: Archer`, exit 2)
    code, shown, _ = _odds(capsys, path, "--lang", lang, "--profile", f"{second.upper()}:{profile}")
    assert code == 0 and shown["profile"]["quality"] == 3


@pytest.mark.parametrize("written", ["en", "ja"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_ambiguous_name_finds_the_first_and_says_so(tmp_path, capsys, written, lang):
    text, profile, second = FILES[written]
    path = tmp_path / "w.sbh"
    path.write_text(text, encoding="utf-8")
    code, shown, err = _odds(capsys, path, "--lang", lang, "--profile", profile)
    assert code == 0 and shown["profile"]["quality"] == 4
    (note,) = [line for line in err.splitlines() if "--profile" in line]   # (was: nothing said)
    assert second in note and profile in note


def test_the_same_profile_in_two_warbands_needs_no_note(tmp_path, capsys):
    path = tmp_path / "w.sbh"
    path.write_text("# ruleset: sbh\nWarband: Alpha\nArcher Q4+ C2\n\nWarband: Beta\nArcher Q4+ C2\n", "utf-8")
    code, shown, err = _odds(capsys, path, "--profile", "Archer")
    assert code == 0 and shown["profile"]["quality"] == 4 and "--profile" not in err


def test_an_unknown_warband_is_no_profile(tmp_path, capsys):
    path = tmp_path / "w.sbh"
    path.write_text(FILES["en"][0], encoding="utf-8")
    code, _, err = _odds(capsys, path, "--profile", "Gamma: Archer")
    assert code == 2 and "Gamma: Archer" in err
