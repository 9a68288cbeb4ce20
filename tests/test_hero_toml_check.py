"""`check` of a `.toml` file: a hero or target file is read as `roll --hero` and `--target` read it, never as ability
text. Named to `check` it was read as the native format (the default for a suffix no ruleset reads): the bundled
bandit's file came back as one ability named after its first comment line, the README's Marvel Champions state as
four (`[villain]`, `[[players]]`), 0 errors, no word."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from statblock.cli import main

ROOT = Path(__file__).resolve().parents[1]


def _check(capsys, *paths: str) -> tuple[int, dict]:
    code = main(["check", "--format", "json", *paths])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("name", sorted(p.name for p in (ROOT / "abilities" / "heroes").glob("*.toml")))
def test_the_bundled_hero_and_target_files_are_read_as_such(capsys, name):
    code, report = _check(capsys, str(ROOT / "abilities" / "heroes" / name))
    assert (code, report["abilities"], report["diagnostics"]) == (0, 0, [])


def test_a_game_state_of_another_ruleset_is_said_to_be_no_hero_file(capsys):
    code, report = _check(capsys, str(ROOT / "examples" / "marvel" / "state.toml"))
    assert (code, report["abilities"]) == (0, 0)
    assert [(d["code"], d["severity"], d["line"]) for d in report["diagnostics"]] == [("SB010", "warning", 1)]


@pytest.mark.parametrize(("text", "where", "said"), [
    ('name = "Korva"\nclass = "fury"\n[characteristics]\nmight = 2\nagility = 1\nreason = 0\nintuition = 1\n'
     'presence = 0\n[kit]\nmelee_damage = [1, 1]\n', (10, 1), "kit.melee_damage"),
    ('name = "Bandit"\nstamina = 15\nimmunities = { fier = 5 }\n', (3, 16), "immunities.fier"),
    ('name = "Korva\nlevel = 1\n', (1, 14), "TOML"),
    ('筋力 = 2\nname = "K"\nlevel = 1\n', (1, 1), "筋力"),
    ('name = "K"\n[characteristics]\n  筋力 = 2\n', (3, 3), "筋力"),   # (the key after its indent: it was 3:1)
    ('name = "K"\nlevel = 1 2\n', (2, 11), "TOML"),
])
def test_a_bad_hero_or_target_file_is_sb010_at_the_key(tmp_path, capsys, text, where, said):
    path = tmp_path / "hero.toml"
    path.write_text(text, encoding="utf-8")
    code, report = _check(capsys, str(path))
    (found,) = report["diagnostics"]
    assert (code, found["code"], found["severity"], (found["line"], found["column"])) == (1, "SB010", "error", where)
    assert said in found["message"]


def test_a_kyoko_scenario_is_still_its_rulesets(capsys):
    code, report = _check(capsys, str(ROOT / "examples" / "kyoko" / "scenario.toml"))
    assert code == 0 and not [d for d in report["diagnostics"] if d["code"] == "SB010"]


@pytest.mark.parametrize(("text", "en", "ja"), [
    ('name = "K"\nlevel = 1 2\n', ":2:11: not valid TOML: Expected newline or end of document after a statement",
     ":2:11: TOML として読めません: 文の後には改行かファイルの終わりが必要です"),
    ('name = "K"\n[characteristics]\n  筋力 = 2\n', ':3:3: TOML takes the key `筋力` only in quotes',
     ":3:3: キー「筋力」は、TOML では引用符で囲んで書きます"),
    ("name = 1" + "0" * 5000 + "\n", ":1:8: `name`: a number with thousands of digits", ":1:8: 「name」に数千桁の数"),
], ids=["not-toml", "japanese-key", "long-number"])
def test_roll_says_a_hero_file_s_toml_error_at_its_line_and_column(tmp_path, capsys, text, en, ja):
    """`roll --hero` said `hero.toml: not valid TOML: … (at line 2, column 11)` and a key or a long number at its line
    only (`hero.toml: line 3: …`): now `hero.toml:2:11: …`, as `check` and every diagnostic place it."""
    path = tmp_path / "hero.toml"
    path.write_text(text, encoding="utf-8")
    for lang, said in (("en", en), ("ja", ja)):
        code = main(["--lang", lang, "roll", str(ROOT / "abilities" / "seeds.ability"), "--ability", "Brutal Slam",
                     "--hero", str(path)])
        assert code == 2
        assert f"{path}{said}" in capsys.readouterr().err


@pytest.mark.parametrize("text", ["[", "a = ", "x = [1,"])
def test_a_toml_error_at_the_end_of_the_file_is_said_within_it(text):
    """TOML that ends mid-way (`[`) is an error at the end of the document: its span was one character past the text
    (found by the hostile fuzzer's scenario reader, `span 1..2 outside`); it now ends where the text does."""
    from statblock.pipeline import read_text

    (said,) = read_text("t.toml", text).diagnostics
    assert said.code == "SB010"
    assert 0 <= said.span.start <= said.span.end <= len(text)


_BOM = b"\xef\xbb\xbf"
_HERO = {"en": 'name = "Korva"\n', "ja": 'name = "コルヴァ"\n'}
_REST = 'class = "fury"\nlevel = 1\n[characteristics]\nmight = 2\nagility = 1\nreason = -1\nintuition = 0\npresence = 1\n'


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("command", ["roll", "odds", "cards", "check"])
def test_a_hero_file_with_a_byte_order_mark_is_read_by_every_command(tmp_path, capsys, command, lang):
    """UTF-8's byte-order mark, as Windows editors write it, is dropped wherever a hero file is read: `check` took the
    file, `roll`, `odds` and `cards --hero` refused it (`not valid TOML: Invalid statement` at 1:1)."""
    (tmp_path / "plain").mkdir()
    (tmp_path / "marked").mkdir()
    plain, marked = tmp_path / "plain" / "hero.toml", tmp_path / "marked" / "hero.toml"
    plain.write_bytes((_HERO[lang] + _REST).encode("utf-8"))
    marked.write_bytes(_BOM + (_HERO[lang] + _REST).encode("utf-8"))
    seeds = str(ROOT / "abilities" / ("seeds.ability" if lang == "en" else "seeds.ja.ability"))
    ability = "Brutal Slam" if lang == "en" else "荒々しい叩きつけ"

    def run(hero: Path) -> tuple[int, str, str]:
        args = {"roll": ["roll", seeds, "--ability", ability, "--hero", str(hero), "--seed", "3"],
                "odds": ["odds", seeds, "--ability", ability, "--hero", str(hero)],
                "cards": ["cards", seeds, "--hero", str(hero), "--format", "md", "-o", "-"],
                "check": ["check", str(hero)]}[command]
        code = main([*args, "--lang", lang])
        out, err = capsys.readouterr()
        return code, out, err

    code, out, err = run(plain)
    assert code == 0, err
    assert run(marked) == (code, out.replace(str(plain), str(marked)), err)


@pytest.mark.parametrize("command", ["roll", "check"])
def test_a_marked_hero_files_mistake_is_at_the_same_place_for_every_command(tmp_path, capsys, command):
    marked = tmp_path / "marked.toml"
    marked.write_bytes(_BOM + 'name = "コルヴァ\nlevel = 1\n'.encode("utf-8"))
    args = (["roll", str(ROOT / "abilities" / "seeds.ability"), "--ability", "Brutal Slam", "--hero", str(marked)]
            if command == "roll" else ["check", str(marked)])
    assert main(args) != 0
    out, err = capsys.readouterr()
    assert f"{marked}:1:13:" in out + err


@pytest.mark.parametrize(("folder", "name", "args"), [
    ("kyoko", "scenario.toml", ["sim"]),
    ("marvel", "state.toml", ["timing", "--event", "the villain initiates an attack against you"]),
], ids=["sim", "timing"])
def test_every_other_toml_reader_takes_the_mark_as_the_hero_reader_now_does(tmp_path, capsys, folder, name, args):
    """A scenario and a game state were read with their mark dropped already: held to it beside the hero file."""
    import shutil

    for kept in (ROOT / "examples" / folder).iterdir():
        shutil.copy(kept, tmp_path / kept.name)
    command, *options = args
    assert main([command, str(tmp_path / name), *options]) == 0
    plain = capsys.readouterr()
    (tmp_path / name).write_bytes(_BOM + (tmp_path / name).read_bytes())
    assert main([command, str(tmp_path / name), *options]) == 0
    assert capsys.readouterr() == plain
