"""Standard input with no name, no `# ruleset:` line and no `--ruleset` that another game recognises as its own native
text (a warband's lines: `Warband: …`, `Elf Mage Q3+ C2 Magic-User`) is read as that game's, and said (SB201, a note
at 1:1, with the name that reads it otherwise). Before, it was read as Draw Steel, the default, with no word: `check -`
of a warband said `1 ability: 0 errors, 0 warnings` (an ability named `Warband: The Grey Wind` with a `Points` section
holding every profile), and `fmt -` rewrote it as that ability, every profile line indented under `Points:`, which
read back as a warband is notes under one profile (the audit6 session's game master's week)."""

from __future__ import annotations

import io
import json

import pytest

from statblock import cli

WARBANDS = {"en": "Warband: The Grey Wind\nPoints: 300\nGrey Sage Q3+ C2 Magic-User\n2x Wind Archer Q4+ C3 Shooter (Long)\n"
                  "Gust Hound Q4+ C2 Animal, Long Move\n",
            "ja": "ウォーバンド：灰色の風\nポイント：300\n灰色の賢者 質3+ 戦闘2 マジック・ユーザー\n2x 風の射手 質4+ 戦闘3 射手（長）\n"}
ABILITY = "Quick Step\nMove | Maneuver\n📏 Self | 🎯 Self\nEffect: You shift 2 squares.\n"


def _stdin(monkeypatch, data: bytes) -> None:
    class Stdin:
        buffer = io.BytesIO(data)

    monkeypatch.setattr("sys.stdin", Stdin)


@pytest.mark.parametrize("written", ["en", "ja"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_check_of_a_warband_on_standard_input_reads_it_as_one(capsys, monkeypatch, tmp_path, written, lang):
    _stdin(monkeypatch, WARBANDS[written].encode("utf-8"))
    code = cli.main(["check", "--format", "json", "--lang", lang, "-"])
    said = json.loads(capsys.readouterr().out)
    path = tmp_path / "band.sbh"
    path.write_text(WARBANDS[written], encoding="utf-8")
    assert cli.main(["check", "--format", "json", "--lang", lang, str(path)]) == code   # (its errors, SH110, as the file's)
    as_file = json.loads(capsys.readouterr().out)
    notes = [d for d in said["diagnostics"] if d["code"] == "SB201"]
    assert [(d["line"], d["column"], d["severity"]) for d in notes] == [(1, 1, "info")]
    assert "--stdin-name" in notes[0]["message"] and ".ability" in notes[0]["message"]
    assert ("Song of Blades and Heroes" if lang == "en" else "ソング・オブ・ブレイズ・アンド・ヒーローズ") in notes[0]["message"] \
        or "sbh" in notes[0]["message"]
    assert [(d["code"], d["line"]) for d in said["diagnostics"] if d["code"] != "SB201"] == \
           [(d["code"], d["line"]) for d in as_file["diagnostics"]]
    assert said["abilities"] == as_file["abilities"] > 1   # (each profile, as the file's: was 1, a Draw Steel ability)


@pytest.mark.parametrize("written", ["en", "ja"])
def test_fmt_of_a_warband_on_standard_input_gives_it_back_unchanged(capsys, monkeypatch, written):
    data = WARBANDS[written].encode("utf-8")
    _stdin(monkeypatch, data)
    written_out = io.BytesIO()

    class Stdout:
        buffer = written_out

        @staticmethod
        def write(text):
            return written_out.write(text.encode("utf-8"))

        @staticmethod
        def flush():
            pass

    monkeypatch.setattr("sys.stdout", Stdout)
    code = cli.main(["fmt", "-"])
    assert written_out.getvalue() == data   # (was the warband rewritten as a Draw Steel ability, its lines indented)
    assert code == 1   # (no fmt for a warband: said and given back, as with a `# ruleset: sbh` line and as `fmt FILE`)


def test_ability_text_stays_draw_steels(capsys, monkeypatch):
    _stdin(monkeypatch, ABILITY.encode("utf-8"))
    assert cli.main(["check", "--format", "json", "-"]) == 0
    said = json.loads(capsys.readouterr().out)
    assert said["abilities"] == 1 and "SB201" not in [d["code"] for d in said["diagnostics"]]


def test_a_ruleset_line_or_option_is_kept(capsys, monkeypatch):
    _stdin(monkeypatch, WARBANDS["en"].encode("utf-8"))
    cli.main(["check", "--format", "json", "--ruleset", "draw_steel", "-"])
    said = json.loads(capsys.readouterr().out)
    assert said["abilities"] == 1 and "SB201" not in [d["code"] for d in said["diagnostics"]]
