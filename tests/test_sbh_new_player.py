"""Song of Blades and Heroes tried as a new player would, from docs/sbh.md: what each command says when it cannot do
what was asked says what it can do instead."""

from __future__ import annotations

import pytest

from statblock.cli import main

_BAND = {"en": "# ruleset: sbh\nThe Green Hand\nPoints: 300\nElf Mage Q3+ C2 Magic-User, Forester\n"
               "3x Orc Archer Q4+ C3 Shooter (Long)\nWolf Q4+ C2 Animal, Long Move\n",
         "ja": "# ruleset: sbh\nウォーバンド：緑の手\nポイント：300\nエルフの魔法使い 質3+ 戦闘2 マジック・ユーザー、森林踏破\n"
               "4体 オークの射手 質4+ 戦闘3 射手（長）\n"}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("to", ["md", "ability"])
def test_convert_to_a_format_the_game_has_not_names_the_ones_it_has(to, lang, write, tmp_path, capsys):
    """`convert band.sbh --to md` said only that SBH does not offer it, leaving the player to guess `--to json`."""
    path = write("band.sbh", _BAND[lang])
    assert main(["convert", path, "--to", to, "--lang", lang, "-o", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    quoted = "「--to json」" if lang == "ja" else "`--to json`"   # (each language's quotes)
    assert f"convert --to {to}" in err and quoted in err and "Traceback" not in err, err
    assert main(["convert", path, "--to", "json", "-o", str(tmp_path / "out")]) == 0
