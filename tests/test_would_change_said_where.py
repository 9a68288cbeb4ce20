"""`fmt`'s "would change" says where the ability is (file:line:col) and what to do (it said `t.ability: formatting
would change `Slam`: …`, no place, no advice), and `convert`'s advises `--to ability` and `--to json` only where the
conversion that failed was neither (it said they keep every part when the failing one was `--to ability`)."""

from __future__ import annotations

import pytest

from statblock.cli import main

_TEXT = {"en": "# my notes\n\nSlam\nPower Roll + Might:\n<=11: 1 damage\n12-16: 2 damage\n17+: 3 damage\n",
         "ja": "# メモ\n\n叩きつけ\nパワーロール + 筋力:\n<=11: 1 ダメージ\n12-16: 2 ダメージ\n17+: 3 ダメージ\n"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_fmts_would_change_says_the_place_and_what_to_do(lang, monkeypatch):
    import attrs

    from statblock.rulesets.draw_steel.authoring import format as formatting

    real = formatting.layout
    monkeypatch.setattr(formatting, "layout", lambda tree, **kw: attrs.evolve(real(tree, **kw), name="Other"))
    problem = formatting.format_text(_TEXT[lang], "t.ability").problems[0]
    said = problem.render(lang)
    assert "t.ability:3:1" in said, said
    assert ("statblock check" in said and "report" in said) if lang == "en" else ("statblock check" in said
                                                                                    and "報告" in said), said


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("to", ["ability", "json", "md"])
def test_converts_advice_names_only_the_outputs_that_were_not_tried(to, lang, write, tmp_path, capsys, monkeypatch):
    from statblock.rulesets.draw_steel.authoring import convert

    monkeypatch.setattr(convert, "differences", lambda old, new: ["x"])
    path = write("in/slam.ability", "Slam\nPower Roll + Might:\n<=11: 1 damage\n12-16: 2 damage\n17+: 3 damage\n")
    main(["convert", path, "--to", to, "--lang", lang, "-o", str(tmp_path / "out")])
    said = " ".join(capsys.readouterr().err.split())
    assert f"{path}:1:1" in said, said
    assert (f"--to {to}" in said) is False or to == "md", said
    assert ("--to ability" in said) is (to == "md"), said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_converts_recount_says_the_place_of_the_ability_lost_and_what_to_do(lang, write, tmp_path, capsys,
                                                                                monkeypatch):
    """`would_recount` said the file alone, with no ability named and no advice (so did `would_change_statblock`)."""
    import attrs

    from statblock.rulesets.draw_steel.authoring import convert

    real = convert.read_text

    def changed(path, text):
        again = real(path, text)
        return attrs.evolve(again, abilities=again.abilities[:-1])

    monkeypatch.setattr(convert, "read_text", changed)
    text = ("Step\nEffect: You shift 1 square.\n\n\n\nSlam\nPower Roll + Might:\n<=11: 1 damage\n"
            "12-16: 2 damage\n17+: 3 damage\n")
    path = write("in/gob.ability", text)
    main(["convert", path, "--to", "md", "--lang", lang, "-o", str(tmp_path / "out")])
    said = " ".join(capsys.readouterr().err.split())
    assert f"{path}:6:1" in said and "Slam" in said, said
    assert ("report" if lang == "en" else "報告") in said


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("to", ["ability", "md"])
def test_converts_statblock_change_says_the_place_the_part_and_what_to_do(lang, to, monkeypatch):
    """`would_change_statblock` said `converting would change a statblock`: no place, no statblock, no part."""
    import attrs

    from conftest import DS_CORPUS
    from statblock.pipeline import read_file
    from statblock.rulesets.draw_steel.authoring import convert

    real = convert.read_text
    monkeypatch.setattr(convert, "read_text", lambda path, text: (lambda again: attrs.evolve(
        again, statblocks=[attrs.evolve(s, stamina=1) for s in again.statblocks]))(real(path, text)))
    result = read_file(str(DS_CORPUS / "monsters/Ajax the Invincible/Statblocks/Ajax the Invincible.md"))
    (statblock,) = result.statblocks
    said = [p.render(lang) for p in convert.convert_result(result, to, f"x.{'md' if to == 'md' else 'ability'}",
                                                           lang).problems]
    assert len(said) == 1 and f".md:{statblock.line}:1" in said[0] and "Ajax the Invincible" in said[0], said
    assert "`stamina`" in said[0] and ("report" if lang == "en" else "報告") in said[0], said
    assert ("--to ability" in said[0]) is (to == "md"), said
