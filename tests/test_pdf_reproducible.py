"""The same cards print the same PDF, byte for byte: whenever, in whichever process, under whichever
hash seed. The one thing that varied was the date fontTools stamps in a font it rewrites for WeasyPrint
(a colour emoji font with its pictures taken out): now `SOURCE_DATE_EPOCH`, the user's or `FONT_DATE`.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time

import pytest

from statblock import cli
from statblock.pipeline import read_text
from statblock.render import pdf as pdf_module
from statblock.render import printing
from statblock.rulesets.draw_steel.render import render_cards

#: An ability whose card shows an emoji (published text has a few in its effects): the colour emoji font
#: is the one fontTools rewrites.
EMOJI = "Sighting Shot (3 Wrath)\nMagic | Maneuver\n📏 Ranged 10 | 🎯 One enemy\nEffect: The target takes 2 damage ❇️.\n"
#: A date, as `SOURCE_DATE_EPOCH` writes it: 1971-01-01.
A_DATE = 365 * 86400


def font_dates(pdf: bytes) -> dict[str, int]:
    """The modification date (seconds since 1970) of each font file embedded in a PDF, by font name."""
    from fontTools.misc.timeTools import epoch_diff
    from fontTools.ttLib import TTFont
    from pypdf import PdfReader

    dates = {}
    for page in PdfReader(io.BytesIO(pdf)).pages:
        for font in page["/Resources"]["/Font"].values():
            for descendant in font.get_object().get("/DescendantFonts", []):
                descriptor = descendant.get_object()["/FontDescriptor"].get_object()
                for key in ("/FontFile2", "/FontFile3"):
                    if key in descriptor:
                        data = descriptor[key].get_object().get_data()
                        dates[str(descriptor["/FontName"])] = TTFont(io.BytesIO(data))["head"].modified + epoch_diff
    return dates


def _emoji_cards(lang: str = "en") -> bytes:
    return render_cards(read_text("emoji.ability", EMOJI).abilities, "pdf", lang=lang)


def test_a_print_is_the_same_file_whatever_the_clock(monkeypatch):
    """Printed again a day later (the clock moved), the PDF is the same bytes; the rewritten emoji font
    is dated `FONT_DATE`, and the environment is left as it was. (On the old code the emoji font carried
    the time of the print, and the two files differed in its stream.)"""
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    first = _emoji_cards()
    now = time.time
    monkeypatch.setattr(time, "time", lambda: now() + 86400)
    assert _emoji_cards() == first
    dates = font_dates(first)
    assert any("Emoji" in name for name in dates), dates  # the font fontTools rewrites is in the print
    assert {date for name, date in dates.items() if "Emoji" in name} == {int(pdf_module.FONT_DATE)}
    assert "SOURCE_DATE_EPOCH" not in os.environ


def test_the_fonts_carry_the_user_s_source_date_epoch(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", str(A_DATE))
    dates = font_dates(_emoji_cards("ja"))
    assert {date for name, date in dates.items() if "Emoji" in name} == {A_DATE}
    assert os.environ["SOURCE_DATE_EPOCH"] == str(A_DATE)


@pytest.mark.parametrize("value", ["abc", "1.5", "-3", " 12", "١٢", str(2**64)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_source_date_epoch_no_font_can_carry_is_said_before_the_print(monkeypatch, tmp_path, capsys, value, lang):
    """(On the old code fontTools raised a ValueError in the middle of the print: a traceback.)"""
    (tmp_path / "a.ability").write_text(EMOJI, encoding="utf-8")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
    laid = []
    monkeypatch.setattr(printing, "lay_out", lambda html: laid.append(html))
    out = tmp_path / "a.pdf"
    assert cli.main(["cards", str(tmp_path / "a.ability"), "-o", str(out), "--lang", lang]) == 2
    said = capsys.readouterr().err
    assert "SOURCE_DATE_EPOCH" in said and value in said and "Traceback" not in said
    assert ("1970-01-01" in said) and (("seconds" in said) if lang == "en" else ("秒数" in said and "seconds" not in said))
    assert not out.exists() and not laid  # said before any layout, and nothing written


def test_an_empty_source_date_epoch_is_as_if_unset(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "")
    assert pdf_module.source_date() == pdf_module.FONT_DATE
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    assert pdf_module.source_date() == "0"


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_two_processes_with_other_hash_seeds_print_the_same_file(tmp_path, lang):
    """`statblock cards` run twice, in fresh processes a second apart or more and with other hash seeds:
    the same file."""
    (tmp_path / "a.ability").write_text(EMOJI + "\n" + EMOJI.replace("Sighting", "Second"), encoding="utf-8")
    prints = []
    for seed in ("1", "2"):
        env = {k: v for k, v in os.environ.items() if k != "SOURCE_DATE_EPOCH"} | {"PYTHONHASHSEED": seed}
        out = tmp_path / f"{seed}.pdf"
        done = subprocess.run([sys.executable, "-m", "statblock", "cards", str(tmp_path / "a.ability"), "-o", str(out),
                               "--lang", lang], env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        prints.append(out.read_bytes())
        time.sleep(1.1)  # (the fonts' dates count seconds: the clock has moved on between the two)
    assert prints[0] == prints[1]
    assert any("Emoji" in name for name in font_dates(prints[0]))
