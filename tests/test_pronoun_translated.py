"""A clause whose meaning its tier decides (`they` after a part kept as text: SB185, whom it names not read) is said in
the other language as its tier reads it: `convert --lang ja` writes `3 ダメージ; the ogre shoves the ally; 彼らは伏せ`
(was `伏せ`, the targets' in the file written, in silence: the clause was translated as read on its own), and `export
--to ds-feature --lang ja` writes (was exit 1, `reads back changed`). Both languages, each way. Short examples written
for these tests (authoring/translation.py)."""

from __future__ import annotations

import pytest

from statblock.cli import main
from statblock.pipeline import read_text
from test_japanese_readback import _dumped

HEAD = "Shove\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + 2:\n"
TAIL = "12-16: 5 damage\n17+: 8 damage\n"
CASES = [
    ("3 damage; the ogre shoves the ally; they are prone", "ja", "彼らは伏せ"),
    ("3 ダメージ; the ogre shoves the ally; 彼らは伏せ", "en", "they are prone"),
    ("3 damage; 地面が揺れる; they are prone", "ja", "彼らは伏せ"),
]
IDS = ["en-to-ja", "ja-to-en", "japanese-text"]


def _tier(text: str):
    result = read_text("m.ability", text)
    return result.abilities[0].power_roll.tiers[0], sorted(d.code for d in result.diagnostics)


@pytest.mark.parametrize(("line", "lang", "said"), CASES, ids=IDS)
@pytest.mark.parametrize("to", ["ability", "md"])
def test_convert_keeps_whom_a_pronoun_is_said_of(capsys, tmp_path, line, lang, said, to):
    source = tmp_path / "m.ability"
    source.write_text(HEAD + f"≤11: {line}\n" + TAIL, encoding="utf-8")
    out = tmp_path / "out"
    assert main(["convert", str(source), "--to", to, "--lang", lang, "-o", str(out)]) == 0, capsys.readouterr()
    written = (out / f"m.{to}").read_text(encoding="utf-8")
    assert f"; {said}\n" in written, written
    before, codes = _tier(source.read_text(encoding="utf-8"))
    after, again_codes = _tier(written) if to == "ability" else (None, None)
    assert "SB185" in codes
    if after is not None:
        assert _dumped(after.effects) == _dumped(before.effects) and again_codes == codes


@pytest.mark.parametrize(("line", "lang", "said"), CASES, ids=IDS)
def test_ds_feature_export_in_the_other_language_writes(capsys, tmp_path, line, lang, said):
    source = tmp_path / "m.ability"
    source.write_text(HEAD + f"≤11: {line}\n" + TAIL, encoding="utf-8")
    out = tmp_path / "out"
    assert main(["export", str(source), "--to", "ds-feature", "--lang", lang, "-o", str(out)]) == 0, \
        capsys.readouterr()
    assert said in (out / "m.md").read_text(encoding="utf-8")
