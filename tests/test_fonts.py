"""The fonts cards are printed with: fontconfig's choice of font per character, advance widths read
from the font files, and what the user is told when a font or a glyph is missing.

The widths are compared with fontTools reading the same files its own way (whole `cmap` and `hmtx`
tables), never with numbers written here. Machines without fontconfig skip what needs it; a
machine without the Noto fonts is made in a subprocess with a fontconfig file that knows only the
DejaVu fonts.
"""

from __future__ import annotations

import functools
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from statblock.messages import Message
from statblock.render import fonts
from statblock.render.fonts import FACES, font_notices, sorted_fonts, typeset

from conftest import ROOT

SEEDS_JA = ROOT / "abilities" / "seeds.ja.ability"
SAMPLE = "Judgment's Hammer: 3 + M damage; A < WEAK, prone (save ends) 裁きの槌、伏せ ≤11 12-16 17+ 📏 🎯 “é” — ×"


def _fontconfig_or_skip() -> None:
    if typeset("en").problem is not None:
        pytest.skip(f"fontconfig cannot be used here: {typeset('en').problem}")


#: The tests that read every installed font's tables with fontTools (about a second of CPU time a process, the Noto
#: CJK files): under `--dist loadgroup` they share one worker and its cache, in either tier.
FONT_TABLES = pytest.mark.xdist_group("font-tables")


@functools.cache
def _fonttools_tables(path: str, index: int) -> tuple[dict, dict, int]:
    from fontTools.ttLib import TTFont

    font = TTFont(path, fontNumber=index & 0xFFFF)
    return font.getBestCmap(), font["hmtx"].metrics, font["head"].unitsPerEm


def _fonttools_width(path: str, index: int, ch: str) -> float | None:
    cmap, metrics, units = _fonttools_tables(path, index)
    name = cmap.get(ord(ch))
    return None if name is None else metrics[name][0] / units


def _noto_installed() -> bool:
    return all(FACES[face].families[0] in sorted_fonts(FACES[face], "ja")[0].families for face in ("sans", "serif"))


# ---- widths --------------------------------------------------------------------------------------------


@pytest.mark.slow
@FONT_TABLES
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("face", list(FACES))
def test_a_character_is_as_wide_as_in_the_first_font_fontconfig_sorts_that_has_it(face, lang):
    _fontconfig_or_skip()
    measured = typeset(lang)[face]
    checked = 0
    for ch in sorted(set(SAMPLE)):
        widths = (_fonttools_width(f.path, f.index, ch) for f in sorted_fonts(FACES[face], lang))
        expected = next((w for w in widths if w is not None), None)
        if expected is None:  # no font here has it: it prints as a box, as wide as `TOFU`
            assert measured.width(ch) == fonts.TOFU
            continue
        assert measured.width(ch) == pytest.approx(expected), ch
        checked += 1
    assert checked > len(set(SAMPLE)) // 2
    assert measured.text_width("Hammer") == pytest.approx(sum(measured.width(c) for c in "Hammer"))


@pytest.mark.slow
@FONT_TABLES
def test_the_raw_tables_read_like_fonttools():
    """The character map (formats 4 and 12) and the metrics are looked up in the raw tables: the
    same glyph widths as fontTools' own reading, on every font fontconfig offers here."""
    _fontconfig_or_skip()
    rng = random.Random(20261201)
    seen = set()
    for font in sorted_fonts(FACES["sans"], "en") + sorted_fonts(FACES["serif_bold"], "ja"):
        if (font.path, font.index) in seen:
            continue
        seen.add((font.path, font.index))
        reader = fonts._font_file(font.path, font.index)
        cmap, _, _ = _fonttools_tables(font.path, font.index)
        codes = rng.sample(sorted(cmap), min(400, len(cmap))) + [rng.randrange(0x30000) for _ in range(400)]
        for code in codes:
            if 0xD800 <= code <= 0xDFFF:
                continue
            assert reader.advance(chr(code)) == _fonttools_width(font.path, font.index, chr(code)), \
                (font.path, hex(code))
    assert seen


def test_bold_faces_get_bold_fonts():
    _fontconfig_or_skip()
    from fontTools.ttLib import TTFont

    def weight(face: str) -> int:
        font = sorted_fonts(FACES[face], "en")[0]
        return TTFont(font.path, fontNumber=font.index & 0xFFFF, lazy=True)["OS/2"].usWeightClass

    if weight("sans_bold") < 600:
        pytest.skip("no bold font of the card families is installed (Pango would embolden the regular one)")
    assert weight("sans") < 600 <= weight("sans_bold")
    assert weight("serif") < 600 <= weight("serif_bold")


@FONT_TABLES
def test_without_fontconfig_widths_are_conservative(monkeypatch):
    """No fontconfig: widths as wide as the widest common fonts have, and a notice that says so."""
    _fontconfig_or_skip()
    text = "".join(chr(c) for c in range(0x20, 0x7F)) + "éüñ≤×…—’裁き"
    real = {}
    for face in FACES.values():
        for font in sorted_fonts(face, "en"):
            if "Emoji" in font.families[0] or "Mono" in font.families[0]:
                continue  # keycap digits and fixed pitch: never the cards' text
            for ch in text:
                width = _fonttools_width(font.path, font.index, ch)
                real[ch] = max(real.get(ch, 0.0), width or 0.0)

    def missing():
        raise fonts.FontconfigMissing("libfontconfig was not found")

    monkeypatch.setattr(fonts, "_fontconfig", missing)
    typeset.cache_clear()
    try:
        fallback = typeset("en")
        assert fallback.problem == "libfontconfig was not found"
        for ch in text:
            assert fallback["sans_bold"].width(ch) >= real[ch] - 1e-9, ch
        notices = font_notices("en", text)
        assert [n.key for n in notices] == ["cards.fonts_unknown"]
        assert "fontconfig" in notices[0].render("en") and "fontconfig" in notices[0].render("ja")
    finally:
        typeset.cache_clear()


# ---- notices -------------------------------------------------------------------------------------------


def test_nothing_to_say_when_the_fonts_are_installed():
    _fontconfig_or_skip()
    if not _noto_installed():
        pytest.skip("the Noto CJK fonts are not installed here")
    assert font_notices("ja", SEEDS_JA.read_text("utf-8")) == []
    assert font_notices("en", SAMPLE) == []


@pytest.mark.parametrize("ch, kind", [("槌", "cjk"), ("ア", "cjk"), ("한", "cjk"), ("、", "cjk"), ("📏", "emoji"),
                                      ("⭐", "emoji"), ("𓀀", "other"), ("ꦄ", "other"), ("\ue000", "unassigned"),
                                      ("\U0010fffd", "unassigned")])
def test_each_missing_character_names_a_font_that_has_it(ch, kind):
    assert fonts._kind(ch) == kind


def _not_in_any_font(candidates: str) -> str | None:
    """The first of `candidates` that no font fontconfig knows has, read with fontTools."""
    installed = {(f.path, f.index) for face in FACES.values() for f in sorted_fonts(face, "en")}
    for ch in candidates:
        if all(_fonttools_width(path, index, ch) is None for path, index in installed):
            return ch
    return None


@FONT_TABLES
def test_a_character_no_installed_font_has_is_a_warning_with_the_font_to_install():
    _fontconfig_or_skip()
    script = _not_in_any_font("𓀀𒀀ꦄ𐤀𑀅")
    private = _not_in_any_font("\ue000\uf8ff\U000f0000")
    if script is None or private is None:
        pytest.skip("every candidate character has a font here")
    notices = {n.key: n for n in font_notices("en", f"Hammer {script} and {private} 3 damage")}
    missing = dict(notices["cards.glyphs_missing"].args)
    assert missing["count"] == 1 and missing["chars"] == script
    assert missing["font"].startswith("Noto") and "fonts-noto" in missing["package"]
    assert script in notices["cards.glyphs_missing"].render("ja")
    assert dict(notices["cards.glyphs_unassigned"].args)["count"] == 1


# ---- a machine without the Noto fonts -----------------------------------------------------------------


def dejavu_only(tmp_path: Path) -> dict[str, str]:
    """The environment of a process whose fontconfig knows only the DejaVu fonts (skips the test when
    they are not installed)."""
    _fontconfig_or_skip()
    folders = {os.path.dirname(f.path) for f in sorted_fonts(FACES["sans"], "en") if f.families[0] == "DejaVu Sans"}
    if not folders:
        pytest.skip("the DejaVu fonts are not installed here")
    config = tmp_path / "fonts.conf"
    config.write_text(f"""<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>{folders.pop()}</dir>
  <cachedir>{tmp_path / "fontconfig-cache"}</cachedir>
</fontconfig>
""", encoding="utf-8")
    return {**os.environ, "FONTCONFIG_FILE": str(config)}


def _cards(env: dict[str, str], *argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "statblock.cli", "cards", *argv, "-q"], env=env,
                          capture_output=True, text=True, timeout=600)


@pytest.mark.slow
def test_without_noto_the_cards_say_what_to_install(tmp_path):
    env = dejavu_only(tmp_path)
    out = tmp_path / "cards.html"
    # English cards and messages; the abilities' own words are Japanese
    done = _cards(env, str(SEEDS_JA), "-o", str(out))
    assert done.returncode == 0, done.stderr
    warnings = [line for line in done.stderr.splitlines() if line.startswith("statblock: warning: ")]
    assert any("Noto Sans CJK JP" in w and "fonts-noto-cjk" in w for w in warnings), done.stderr
    glyphs = [w for w in warnings if "fonts-noto-cjk" in w and re.search("[\u3040-\u30ff\u4e00-\u9fff]", w)]
    assert len(glyphs) == 1, done.stderr  # the Japanese characters have no font, and the warning shows some
    assert out.exists()
    strict = _cards(env, str(SEEDS_JA), "-o", str(out), "--force", "--error-on", "warning")
    assert strict.returncode == 1 and "fonts-noto-cjk" in strict.stderr


@pytest.mark.slow
def test_cards_with_nothing_to_say_exit_0_even_on_warnings(tmp_path):
    _fontconfig_or_skip()
    if not _noto_installed():
        pytest.skip("the Noto CJK fonts are not installed here")
    done = _cards(dict(os.environ), str(SEEDS_JA), "--lang", "ja", "-o", str(tmp_path / "c.html"),
                  "--error-on", "warning")
    assert done.returncode == 0 and "warning" not in done.stderr, done.stderr


def test_notices_are_messages_in_both_languages():
    for key, args in [("cards.font_missing", {"wanted": "Noto Sans CJK JP", "used": "DejaVu Sans",
                                              "package": "fonts-noto-cjk"}),
                      ("cards.overflow", {"count": 1, "names": "Hammer (a.ability:1)"})]:
        message = Message(key, tuple(args.items()))
        english, japanese = message.render("en"), message.render("ja")
        assert english != japanese and all(str(v) in english and str(v) in japanese for v in args.values())
