"""`cards_text.pdf_text`, which reads the whole-corpus PDFs back, reads what pdfminer.six reads.

The whole-corpus checks (`test_cards_corpus.py`) read the text of two PDFs of about 300 pages each;
pdfminer's own reading (`pdfminer_text`) takes 35 to 45 s of CPU time for each, `pdf_text` a few
seconds. It reads the file, fonts and CMaps with pdfminer and decodes each string as pdfminer does;
these tests hold it to the very characters pdfminer reads, on cards in both languages with emoji in
their prose (the `📏` and `🎯` that some readers drop) and Japanese in CJK font subsets.
"""

from __future__ import annotations

import pytest

from statblock.pipeline import run
from statblock.rulesets.draw_steel.render import render_cards

from cards_text import pdf_text, pdfminer_text
from conftest import CORPUS, ROOT

MONSTERS = CORPUS / "steel-compendium" / "monsters"
SEEDS_JA = ROOT / "abilities" / "seeds.ja.ability"


def _same_text(paths, lang: str) -> str:
    pdf = render_cards(run([str(p) for p in paths]).abilities, "pdf", lang=lang)
    text = pdf_text(pdf)
    assert text == pdfminer_text(pdf)
    return text


@pytest.mark.slow
def test_pdf_text_reads_what_pdfminer_reads():
    text = _same_text([MONSTERS / "Fossil Cryptic" / "Statblocks", SEEDS_JA], "ja")
    assert "📏" in text and "🎯" in text and "パワーロール" in text and "(cid:" not in text
    assert text.count("\f") > 1 and text.endswith("\f")


@pytest.mark.slow
def test_pdf_text_reads_what_pdfminer_reads_on_more_cards():
    """English cards from Markdown (a statblock and its malice features) and YAML."""
    goblins = CORPUS / "steel-compendium" / "ds-feature-yaml" / "monsters-Goblins"
    text = _same_text([MONSTERS / "Fossil Cryptic", goblins / "Features", goblins / "Statblocks" / "Goblin Assassin.md"],
                      "en")
    assert text.count("📏") >= 2 and text.count("\f") > 3
