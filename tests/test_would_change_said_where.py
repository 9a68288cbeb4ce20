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
