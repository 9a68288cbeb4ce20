"""`statblock export`: Draw Steel abilities as `ds-feature` notes (Obsidian) and Forge Steel homebrew.

Each export is checked by its own `validate` (the `ds-feature` YAML read back by the YAML front-end
to the same meaning; the Forge Steel sourcebook against the JSON Schema of its model, every tier read
back to the same effects), and the tests check that `validate` notices a broken file. The command is
tested for what it refuses (input errors, another game's files, existing outputs, an input as output,
a format that is not installed or cannot be loaded) and for writing nothing, or leaving the old file
whole, when anything fails. The slow tier exports the whole shared corpus to both formats.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from statblock.cli import main
from statblock.pipeline import read_file, read_text
from statblock.rulesets.draw_steel.export import FORMATS, ds_feature, forgesteel, output_stems, safe_name, slug

from conftest import ROOT, corpus_report

LIBRARY = ROOT / "abilities"
LIBRARY_FILES = sorted(str(p) for p in LIBRARY.glob("*.ability"))
MODULES = {"ds-feature": ds_feature, "forgesteel": forgesteel}

# ---- small texts, each a case the mapping must get right ------------------------------------------------

TRIGGERED = """Back Off (2 Piety)
*You shove them away.*
Magic, Melee | Free triggered action
📏 Melee 1 | 🎯 One creature
Trigger: A creature moves adjacent to you.
Effect: You push the creature 2 squares.
Spend 2 Piety: The push distance becomes 4.
"""

LINES = """Lines of Force
Area, Magic | Main action
📏 Three 10 x 1 lines within 1 | 🎯 Each enemy in the area
Power Roll + Reason:
≤11: 2 damage; R < WEAK, slowed (save ends)
12-16: 4 damage; R < AVERAGE, slowed (save ends)
17+: 6 damage; R < STRONG, slowed (save ends)
Effect: Write ```code``` here.
```
Not a fence.
"""

LABEL_ALONE = """Ajax Lead
¶ He leads.
Add the following maneuver:
¶ Strike them.
"""

VILLAIN = """☠️ Take Them Under (Villain Action 3)
Area, Magic | -
📏 3 cube within 10 | 🎯 Each enemy in the area
Power Roll + 3:
≤11: 5 psychic damage; P < 1 frightened (save ends)
12-16: 8 psychic damage; P < 2 frightened (save ends)
17+: 11 psychic damage; P < 3 frightened and dazed (save ends)
2 Malice: The target is also bleeding (save ends).
"""

SMALL = {"triggered": TRIGGERED, "lines": LINES, "label-alone": LABEL_ALONE, "villain": VILLAIN}


def _read(name: str, text: str):
    result = read_text(f"{name}.ability", text)
    assert not [d for d in result.diagnostics if d.severity.value == "error"], result.diagnostics
    return result


def _exported(fmt: str, results, lang=None):
    exported = MODULES[fmt].export(results, lang)
    for item in exported:
        assert MODULES[fmt].validate(item) == [], item.name
        assert item.lost == ()
    return exported


def _sourcebook_abilities(exported) -> list[dict]:
    (book,) = exported
    return [a for c in json.loads(book.text)["classes"] for a in c["abilities"]]


# ---- round trips of the library and small texts ----------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("lang", [None, "en", "ja"])
@pytest.mark.parametrize("fmt", ["ds-feature", "forgesteel"])
def test_the_library_exports_and_validates_in_every_language(fmt, lang):
    results = [read_file(path) for path in LIBRARY_FILES]
    exported = _exported(fmt, results, lang)
    assert sum(item.abilities for item in exported) == sum(len(r.abilities) for r in results) > 30


@pytest.mark.parametrize("name", list(SMALL))
@pytest.mark.parametrize("fmt", ["ds-feature", "forgesteel"])
def test_small_texts_export_and_validate(fmt, name):
    exported = _exported(fmt, [_read(name, SMALL[name])])
    assert sum(item.abilities for item in exported) == 1


def test_ds_feature_reads_back_to_the_same_abilities_with_every_field():
    result = read_file(str(LIBRARY / "seeds.ability"))
    (note,) = _exported("ds-feature", [result])
    assert note.name == "seeds.md" and note.source == result.path
    blocks = ds_feature.blocks(note.name, note.text)
    hammer = next(b for b in blocks if b["name"] == "Judgment's Hammer")
    assert hammer["cost"] == "3 Piety" and hammer["usage"] == "Main action" and hammer["distance"] == "Ranged 10"
    assert hammer["keywords"] == ["Magic", "Ranged", "Strike"]
    assert hammer["effects"][0] == {"roll": "Power Roll + Intuition", "tier1": "3 + I holy damage; A < WEAK, prone",
                                    "tier2": "6 + I holy damage; A < AVERAGE, prone",
                                    "tier3": "9 + I holy damage; A < STRONG, prone and can't stand (save ends)"}
    again = read_text(note.name, note.text)
    assert [a.name for a in again.abilities] == [a.name for a in result.abilities]


def test_ds_feature_places_trigger_spend_icon_and_villain_action():
    (note,) = _exported("ds-feature", [_read("t", TRIGGERED + "\n" + VILLAIN)])
    back_off, villain = ds_feature.blocks(note.name, note.text)
    assert back_off["trigger"] == "A creature moves adjacent to you."
    assert back_off["effects"][-1] == {"cost": "Spend 2 Piety", "effect": "The push distance becomes 4."}
    assert villain["icon"] == "☠️" and villain["ability_type"] == "Villain Action 3"
    assert villain["effects"][-1] == {"cost": "2 Malice", "effect": "The target is also bleeding (save ends)."}


def test_ds_feature_fence_outlasts_backticks_in_the_text():
    (note,) = _exported("ds-feature", [_read("lines", LINES)])
    assert "\n````ds-feature\n" in note.text  # the text holds ``` lines: the fence is longer
    (block,) = ds_feature.blocks(note.name, note.text)
    assert block["effects"][1]["effect"] == "Write ```code``` here.\n```\nNot a fence."


def test_ds_feature_of_yaml_input_is_yaml_with_the_metadata_in_the_block(write):
    path = write("feature.yaml", "type: feature\nfeature_type: trait\nname: Crafty\nmetadata:\n  level: 2\n"
                                 "effects:\n  - effect: The monarch doesn't provoke opportunity attacks.\n")
    (item,) = _exported("ds-feature", [read_file(path)])
    assert item.name == "feature.yaml" and item.text.startswith("# written by statblock export for")
    (block,) = ds_feature.blocks(item.name, item.text)
    assert block["name"] == "Crafty" and block["effects"] == [
        {"effect": "The monarch doesn't provoke opportunity attacks."}]


def test_forgesteel_keeps_numbers_symbolic_and_writes_the_model():
    abilities = _sourcebook_abilities(_exported("forgesteel", [read_file(str(LIBRARY / "seeds.ability"))]))
    hammer = next(a for a in abilities if a["name"] == "Judgment's Hammer")
    assert hammer["cost"] == 3 and hammer["type"]["usage"] == "Main Action" and hammer["type"]["qualifiers"] == ["3 Piety"]
    assert hammer["distance"] == [{"type": "Ranged", "value": 10, "value2": 0, "within": 0, "special": "",
                                   "qualifier": ""}]
    roll = hammer["sections"][0]["roll"]
    assert roll["characteristic"] == ["Intuition"] and roll["bonus"] == 0
    assert roll["tier1"] == "3 + I holy damage; A < [weak], prone"
    assert roll["tier3"] == "9 + I holy damage; A < [strong], prone and can't stand (save ends)"
    slam = next(a for a in abilities if a["name"] == "Brutal Slam")
    assert slam["cost"] == "signature" and slam["sections"][0]["roll"]["tier1"] == "3 + M damage; push 1"


def test_forgesteel_types_triggers_spends_villain_actions_and_odd_distances():
    abilities = _sourcebook_abilities(_exported("forgesteel", [_read("t", TRIGGERED + "\n" + VILLAIN + "\n" + LINES)]))
    back_off, villain, lines = abilities
    assert back_off["type"] | {"qualifiers": None} == {"usage": "Triggered Action", "free": True, "time": "",
                                                       "trigger": "A creature moves adjacent to you.",
                                                       "qualifiers": None, "freeStrike": False}
    assert back_off["sections"][-1] == {"type": "field", "name": "Spend Piety", "value": 2, "repeatable": False,
                                        "effect": "The push distance becomes 4."}
    assert villain["type"]["usage"] == "Villain Action" and villain["type"]["order"] == 3
    roll = villain["sections"][0]["roll"]
    assert roll["bonus"] == 3 and roll["characteristic"] == [] and roll["tier1"].endswith("P < 1 frightened (save ends)")
    assert lines["distance"][0]["type"] == "Special" and lines["distance"][0]["special"] == "Three 10 x 1 lines within 1"
    assert {a["id"] for a in abilities} == {"statblock-t-back-off", "statblock-t-take-them-under",
                                            "statblock-t-lines-of-force"}


# ---- validate notices a broken file -------------------------------------------------------------------------


def test_ds_feature_validate_notices_changed_effects_schema_and_metadata():
    (note,) = _exported("ds-feature", [read_file(str(LIBRARY / "seeds.ability"))])
    changed = ds_feature.validate(note.__class__(note.name, note.text.replace("3 + M damage", "4 + M damage"),
                                                 note.abilities, note.source, expected=note.expected))
    assert any("`Brutal Slam` reads back changed" in p for p in changed), changed
    unknown = ds_feature.validate(note.__class__(note.name, note.text.replace("usage: Main action", "usage: Main action\nspeed: 5", 1),
                                                 note.abilities, note.source, expected=note.expected))
    assert any("Additional properties are not allowed" in p for p in unknown), unknown
    dropped = ds_feature.validate(note.__class__(note.name, note.text.rsplit("```ds-feature", 1)[0],
                                                 note.abilities, note.source, expected=note.expected))
    assert any("abilities written" in p for p in dropped), dropped


def test_forgesteel_validate_notices_changed_tiers_and_a_model_it_would_not_take():
    (book,) = _exported("forgesteel", [read_file(str(LIBRARY / "seeds.ability"))])

    def again(text: str) -> list[str]:
        return forgesteel.validate(book.__class__(book.name, text, book.abilities, book.source, expected=book.expected))

    assert any("reads back as other effects" in p for p in again(book.text.replace("3 + M damage", "3 damage", 1)))
    assert any("'Action' is not one of" in p for p in again(book.text.replace('"Main Action"', '"Action"', 1)))
    data = json.loads(book.text)
    data["classes"][0]["abilities"][0]["distance"][0]["value"] = 2
    assert any("distance `Melee 1` written as `Melee 2`" in p for p in again(json.dumps(data)))
    data = json.loads(book.text)
    data["classes"][0]["abilities"][1]["description"] = "Your divine fury is a hammer."
    assert any("is not kept whole" in p for p in again(json.dumps(data)))
    assert again("{")[0].startswith("not JSON")


# ---- names of output files -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "safe"), [
    ("a.md", True), ("abilities-Fury/Brutal Slam.md", True), ("../a.md", False), ("/a.md", False),
    ("a//b.md", False), ("a\\b.md", False), ("C:a.md", False), ("a/./b", False), ("", False), ("a\nb", False),
])
def test_safe_name_keeps_a_file_inside_the_output_folder(name, safe):
    assert safe_name(name) is safe


def test_output_stems_mirror_the_inputs_and_keep_a_suffix_only_to_tell_two_apart(tmp_path):
    paths = [str(tmp_path / "x" / "a.ability"), str(tmp_path / "x" / "a.md"), str(tmp_path / "x" / "y" / "b.md")]
    assert output_stems(paths) == {paths[0]: "a.ability", paths[1]: "a.md", paths[2]: "y/b"}
    assert output_stems([paths[2]]) == {paths[2]: "b"}
    assert slug("Mind Spike (3 Essence)") == "mind-spike-3-essence" and slug("...") == "ability"
    assert slug("CON") == "ability-con" and slug("心の刃") == "心の刃"


# ---- the command ---------------------------------------------------------------------------------------------


def _run(capsys, argv: list[str]) -> tuple[int, str]:
    code = main(["export", *argv])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


@pytest.mark.parametrize("fmt", ["ds-feature", "forgesteel"])
def test_the_command_writes_and_says_what_it_wrote(capsys, tmp_path, fmt):
    out = tmp_path / "out"
    code, said = _run(capsys, [str(LIBRARY), "--to", fmt, "-o", str(out)])
    assert code == 0, said
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    names = ["abilities.ds-sourcebook"] if fmt == "forgesteel" else [
        f"{Path(p).stem}.md" for p in LIBRARY_FILES]
    assert written == sorted(names)
    assert f"to {fmt} ({MODULES[fmt].TARGET})" in said and "exported 40 abilities from 5 files" in said
    assert not [p for p in out.rglob(".*")], "a temporary file was left behind"


@pytest.mark.parametrize("fmt", [f for f in FORMATS if f != "ds-feature"])
def test_a_statblock_the_target_does_not_take_is_said(capsys, tmp_path, fmt):
    """These targets take abilities: a monster's features are exported, its statblock was left out without a word."""
    code, said = _run(capsys, [str(ROOT / "abilities" / "homebrew-monster.ability"), "--to", fmt, "-o",
                               str(tmp_path / "out")])
    assert code == 0, said
    (warning,) = [line for line in said.splitlines() if "statblock `" in line]
    assert warning.startswith("statblock: warning: not exported to ") and "`Mirewife`" in warning
    assert said.rstrip().endswith("; 1 statblock not exported (see above)")


def test_output_dash_writes_an_export_of_one_file_to_standard_output(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["export", str(LIBRARY), "--to", "forgesteel", "-o", "-"]) == 0
    captured = capsys.readouterr()
    book = json.loads(captured.out)  # the one sourcebook, and nothing else on standard output
    assert book["type"] == "Homebrew" and "exported 40 abilities" in captured.err
    assert main(["export", str(LIBRARY), "--to", "ds-feature", "-o", "-"]) == 2  # a note per file: a folder
    captured = capsys.readouterr()
    assert captured.out == "" and f"this export makes {len(LIBRARY_FILES)}; give an output folder" in captured.err
    assert list(tmp_path.iterdir()) == []  # no folder named `-`


def test_an_existing_output_is_kept_unless_force(capsys, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "seeds.md").write_text("mine", encoding="utf-8")
    code, said = _run(capsys, [str(LIBRARY / "seeds.ability"), "--to", "ds-feature", "-o", str(out)])
    assert code == 2 and "seeds.md exists" in said and "nothing written" in said
    assert (out / "seeds.md").read_text(encoding="utf-8") == "mine"
    code, said = _run(capsys, [str(LIBRARY / "seeds.ability"), "--to", "ds-feature", "-o", str(out), "--force"])
    assert code == 0, said
    assert "```ds-feature" in (out / "seeds.md").read_text(encoding="utf-8")


def test_an_input_is_never_overwritten_even_with_force(capsys, tmp_path):
    (note,) = _exported("ds-feature", [read_file(str(LIBRARY / "seeds.ability"))])
    path = tmp_path / "seeds.md"
    path.write_text(note.text, encoding="utf-8")
    code, said = _run(capsys, [str(path), "--to", "ds-feature", "-o", str(tmp_path), "--force"])
    assert code == 2 and "is one of the inputs" in said
    assert path.read_text(encoding="utf-8") == note.text


def test_ds_feature_names_a_file_every_file_system_takes_and_never_one_twice(capsys, tmp_path):
    text = (LIBRARY / "seeds.ability").read_text(encoding="utf-8")
    folder = tmp_path / "in" / "Vol. 2."
    folder.mkdir(parents=True)
    for name in ("Ajax: the Invincible.ability", "Slam.ability", "slam.ability"):
        (folder / name).write_text(text, encoding="utf-8")
    (tmp_path / "in" / "other.ability").write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    code, said = _run(capsys, [str(tmp_path / "in"), "--to", "ds-feature", "-o", str(out)])
    assert code == 0, said
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert written == ["Vol. 2/Ajax- the Invincible.md", "Vol. 2/Slam.ability.md", "Vol. 2/slam.ability-2.md",
                       "other.md"]


def test_a_file_named_twice_is_exported_once(capsys, tmp_path):
    out = tmp_path / "out"
    code, said = _run(capsys, [str(LIBRARY), str(LIBRARY / "seeds.ability"), f"{LIBRARY}/./seeds.ability",
                               "--to", "forgesteel", "-o", str(out)])
    assert code == 0, said
    assert "exported 40 abilities from 5 files" in said
    (book,) = out.iterdir()
    names = [a["name"] for c in json.loads(book.read_text(encoding="utf-8"))["classes"] for a in c["abilities"]]
    assert len(names) == len(set(names)) == 40


def test_input_errors_stop_the_export_before_anything_is_written(capsys, tmp_path):
    code, said = _run(capsys, [str(ROOT / "examples" / "typo.ability"), "--to", "forgesteel", "-o", str(tmp_path / "o")])
    assert code == 1 and "unknown condition `proen`" in said and "nothing written: the input has 1 error" in said
    assert not (tmp_path / "o").exists()


def test_another_games_file_is_refused(capsys, tmp_path):
    code, said = _run(capsys, [str(ROOT / "examples" / "sbh" / "green-hand.sbh"), str(LIBRARY / "seeds.ability"),
                               "--to", "ds-feature", "-o", str(tmp_path / "o")])
    assert code == 2 and "is read by the ruleset Song of Blades and Heroes (sbh)" in said
    assert not (tmp_path / "o").exists()


def test_missing_input_and_no_ability_are_said(capsys, tmp_path):
    code, said = _run(capsys, [str(tmp_path / "nothing.ability"), "--to", "ds-feature", "-o", str(tmp_path / "o")])
    assert code == 2 and "no such file or folder" in said
    empty = tmp_path / "empty.ability"
    empty.write_text("# only a comment\n", encoding="utf-8")
    code, said = _run(capsys, [str(empty), "--to", "ds-feature", "-o", str(tmp_path / "o")])
    assert code == 1 and "no ability found" in said
    assert not (tmp_path / "o").exists()


def test_a_file_that_fails_validation_means_nothing_is_written(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(ds_feature, "validate", lambda item: ["a test says no"] if item.name == "seeds.md" else [])
    code, said = _run(capsys, [str(LIBRARY), "--to", "ds-feature", "-o", str(tmp_path / "o")])
    assert code == 1 and "seeds.md would not be taken by" in said and "a test says no" in said
    assert "nothing written: validation found 1 problem" in said
    assert not (tmp_path / "o").exists()


def test_a_format_that_crashes_is_said_and_writes_nothing(capsys, tmp_path, monkeypatch):
    def broken(*args):
        raise KeyError("no such field")

    monkeypatch.setattr(ds_feature, "export", broken)
    code, said = _run(capsys, [str(LIBRARY), "--to", "ds-feature", "-o", str(tmp_path / "o")])
    assert code == 2 and "the ds-feature export failed, which is a bug" in said and "KeyError" in said
    monkeypatch.undo()
    monkeypatch.setattr(forgesteel, "validate", broken)
    code, said = _run(capsys, [str(LIBRARY), "--to", "forgesteel", "-o", str(tmp_path / "o")])
    assert code == 1 and "validation failed: KeyError" in said and "Traceback" not in said
    assert not (tmp_path / "o").exists()


def test_what_the_target_cannot_hold_is_said_and_fails_the_run(capsys, tmp_path, monkeypatch):
    real = ds_feature.export
    monkeypatch.setattr(ds_feature, "export", lambda results, lang: [
        item.__class__(item.name, item.text, item.abilities, item.source, ("a clause with no home",),
                       expected=item.expected) for item in real(results, lang)])
    code, said = _run(capsys, [str(LIBRARY / "seeds.ability"), "--to", "ds-feature", "-o", str(tmp_path)])
    assert code == 1 and "warning: not placed in" in said and "a clause with no home" in said
    assert (tmp_path / "seeds.md").exists()


def test_a_failed_write_leaves_the_old_file_whole(capsys, tmp_path, monkeypatch):
    (tmp_path / "seeds.md").write_text("old", encoding="utf-8")

    def full_disk(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("statblock.fileio.os.fsync", full_disk)
    code, said = _run(capsys, [str(LIBRARY / "seeds.ability"), "--to", "ds-feature", "-o", str(tmp_path), "--force"])
    assert code == 2 and "No space left on device" in said and "1 could not be written" in said
    assert (tmp_path / "seeds.md").read_text(encoding="utf-8") == "old"
    assert sorted(os.listdir(tmp_path)) == ["seeds.md"]


def test_a_format_not_installed_is_said_not_a_traceback(capsys, tmp_path, monkeypatch):
    monkeypatch.setitem(FORMATS, "foundry", "statblock.rulesets.draw_steel.export.not_written_yet")
    code, said = _run(capsys, [str(LIBRARY), "--to", "foundry", "-o", str(tmp_path / "o")])
    assert code == 2 and "the foundry export is not in this installation yet" in said
    assert "use ds-feature or forgesteel" in said and "Traceback" not in said
    assert not (tmp_path / "o").exists()


def test_a_format_that_cannot_be_loaded_is_said(capsys, tmp_path, monkeypatch):
    package = tmp_path / "brokenformats"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "bad.py").write_text("raise RuntimeError('half written')\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setitem(FORMATS, "foundry", "brokenformats.bad")
    code, said = _run(capsys, [str(LIBRARY), "--to", "foundry", "-o", str(tmp_path / "o")])
    assert code == 2 and "cannot be loaded: RuntimeError: half written" in said
    assert not (tmp_path / "o").exists()


def test_the_command_speaks_japanese(capsys, tmp_path):
    out = tmp_path / "o"
    code, said = _run(capsys, [str(LIBRARY / "seeds.ability"), "--to", "forgesteel", "-o", str(out), "--lang", "ja"])
    assert code == 0 and "のアビリティを forgesteel 形式" in said and "書き込みました" in said
    code, said = _run(capsys, [str(LIBRARY / "seeds.ability"), "--to", "forgesteel", "-o", str(out), "--lang", "ja"])
    assert code == 2 and "はすでにあります" in said


def test_the_help_is_in_japanese(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["export", "--help", "--lang", "ja"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("使い方: statblock export ")
    for text in ("書き出す形式", "書き込むフォルダー", "すでにある出力ファイルを上書きします", "進捗バー"):
        assert text in out.replace("\n", "").replace(" ", ""), text
    assert "the target:" not in out


# ---- the whole corpus (slow) ----------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["ds-feature", "forgesteel"])
def test_the_whole_corpus_exports_with_no_validation_failure_and_nothing_lost(fmt, figure):
    results = corpus_report().files
    abilities = sum(len(r.abilities) for r in results)
    started = time.process_time()
    exported = MODULES[fmt].export(results, None)
    made = time.process_time()
    failures = {item.name: problems for item in exported if (problems := MODULES[fmt].validate(item))}
    checked = time.process_time()
    lost = [line for item in exported for line in item.lost]
    assert not failures, {name: problems[:3] for name, problems in list(failures.items())[:10]}
    assert not lost, lost[:10]
    assert sum(item.abilities for item in exported) == abilities > 2000
    figure(f"export --to {fmt}: {abilities} abilities of the corpus in {len(exported)} file(s), 0 validation "
           f"failures, 0 lost; export {made - started:.1f} s, validation {checked - made:.1f} s of CPU")


def test_cards_print_a_monsters_statblock_before_its_features(capsys, tmp_path):
    """A monster's statistics are a card of their own, in file order before its features, labels in the card's
    language (the statblock was left out of the deck, with a warning)."""
    out = tmp_path / "cards.md"
    assert main(["cards", str(ROOT / "abilities" / "homebrew-monster.ability"), "--format", "md", "-o", str(out)]) == 0
    assert "statblock `" not in capsys.readouterr().err
    text = out.read_text("utf-8")
    assert "### Mirewife (Statblock)\n\nLevel 3 · Elite Hexer · EV 20\n" in text
    assert "Size 1M · Speed 6 · Stamina 120 · Stability 1 · Free Strike 5" in text
    assert text.index("### Mirewife (Statblock)") < text.index("### 🏹 Bog Curse")
    out = tmp_path / "cards.txt"
    assert main(["cards", str(ROOT / "abilities" / "homebrew-monster.ability"), "--lang", "ja", "-o", str(out)]) == 0
    text = out.read_text("utf-8")
    assert "スタッツ・ブロック" in text and "レベル 3 · エリート ヘクサー · EV 20" in text
    assert "サイズ 1M · 速度 6 · スタミナ 120 · 安定性 1 · フリー・ストライク 5" in text
    # the values the ruleset has words for, in Japanese (they were `Poison 5 · 移動 Swim · 弱点 Fire 5`)
    assert "無効化 毒 5 · 移動 水泳 · 弱点 火 5" in text


@pytest.mark.parametrize(("row", "printed"), [
    ("Immunity: Corruption 2, psychic 2 | Movement: Climb, swim", "無効化 汚染 2、精神 2 · 移動 登攀、水泳"),
    ("Immunity: Damage 3 | Movement: Fly, hover, teleport | Weakness: Holy 5",
     "無効化 ダメージ 3 · 移動 飛行、ホバー、テレポート · 弱点 聖なる 5"),
    ("Immunity: Mud 2 | Movement: Slither", "無効化 「Mud」 2 · 移動 Slither"),  # words of one's own: as written (a type quoted)
])
def test_a_japanese_statblock_card_prints_damage_types_and_movement_in_japanese(tmp_path, row, printed):
    source = tmp_path / "m.ability"
    source.write_text("Bog Thing (Statblock)\nLevel: 1 | Roles: Horde Brute | EV: 3\n"
                      "Size: 1M | Speed: 5 | Stamina: 10 | Stability: 0 | Free Strike: 2\n" + row + "\n"
                      "Might: 1 | Agility: 0 | Reason: 0 | Intuition: 0 | Presence: 0\n", "utf-8")
    out = tmp_path / "cards.txt"
    assert main(["cards", str(source), "--lang", "ja", "-o", str(out), "-q"]) == 0
    assert printed in out.read_text("utf-8")
    assert main(["cards", str(source), "-o", str(tmp_path / "en.txt"), "-q"]) == 0
    assert row.split(" | ")[0].split(": ")[1] in (tmp_path / "en.txt").read_text("utf-8")  # English: as written


def test_ds_feature_writes_a_monster_as_the_plugin_shows_it(capsys, tmp_path):
    """A statblock as a ```ds-statblock block and a malice group as a ```ds-featureblock, each holding its
    features: they read back to the same statblocks and abilities. The statblock was left out."""
    source = ROOT / "abilities" / "homebrew-monster.ability"
    code, said = _run(capsys, [str(source), "--to", "ds-feature", "-o", str(tmp_path / "out")])
    assert code == 0 and "statblock `" not in said, said
    (written,) = (tmp_path / "out").rglob("*.md")
    text = written.read_text("utf-8")
    assert text.count("```ds-statblock") == 1 and text.count("```ds-featureblock") == 1
    again, original = read_file(str(written)), read_file(str(source))
    assert again.diagnostics == []
    assert [b for b in again.statblocks] == [b for b in original.statblocks]
    assert [a.name for a in again.abilities] == [a.name for a in original.abilities]


def test_an_english_card_of_a_japanese_statblock_prints_the_words_the_ruleset_knows_in_english(tmp_path):
    """A statblock written in Japanese printed `エリート・ヘクサー`, `毒 5`, `飛行、ホバー` and a terrain object
    `攻城兵器 · アーティラリー` on an English card; known words are in English now, one of the author's own
    (`泥`) as written."""
    source = tmp_path / "m.ability"
    source.write_text("沼の魔女（ステータスブロック）\nレベル: 3 | 役割: エリート・ヘクサー | EV: 20\n"
                      "サイズ: 1M | 速度: 6 | スタミナ: 120 | 安定性: 1 | フリー・ストライク: 5\n"
                      "耐性: 毒 5、泥 2 | 移動: 飛行、ホバー | 弱点: 火炎 5\n"
                      "筋力: 0 | 敏捷力: 2 | 知力: 1 | 判断力: 3 | 魅力: 3\n\n"
                      "投石機（ダイナミック地形）\nレベル: 3 | 地形種別: 攻城兵器 | 役割: アーティラリー | EV: 10\n"
                      "スタミナ: 50 | サイズ: 2\n", "utf-8")
    out = tmp_path / "cards.txt"
    assert main(["cards", str(source), "-o", str(out), "-q"]) == 0
    text = out.read_text("utf-8")
    assert "Level 3 · Elite Hexer · EV 20" in text
    assert "Immunity Poison 5, 泥 2 · Movement Fly, hover · Weakness Fire 5" in text
    assert "Level 3 · Siege Engine · Artillery · EV 10" in text
