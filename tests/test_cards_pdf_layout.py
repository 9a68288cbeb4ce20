"""WeasyPrint's own layout of the PDF cards: no card's content leaves its box, in English or Japanese.

WeasyPrint breaks lines itself (with Pango), a little differently from a browser, so the PDF is
checked on its own layout boxes, for every ability of the corpus and the seeds' Japanese abilities
(the pages the shared whole-corpus PDF of `corpus_pdf` was printed from).
"""

from __future__ import annotations

import attrs
import pytest

from statblock.pipeline import run
from statblock.render import cards as cards_module
from statblock.render import render_text

from conftest import CORPUS
from corpus_pdf import PDF_LANGS, overflows, printed_corpus


def _overflows(html: str) -> list[tuple[float, float]]:
    """For each card body that something leaves: how far (in CSS px) down and to the right."""
    import weasyprint  # not at import: collecting the suite should not pay for WeasyPrint

    return overflows(weasyprint.HTML(string=html).render().pages)


@pytest.mark.slow
@pytest.mark.parametrize("lang", PDF_LANGS)
def test_no_pdf_card_overflows(lang):
    assert printed_corpus(lang).overflows == []


@pytest.mark.slow
def test_the_check_sees_an_overflowing_card(monkeypatch):
    def largest_type(view, size, labels):  # every card in the largest type, whatever its length
        return [attrs.evolve(view, fit=0)]

    monkeypatch.setattr(cards_module, "fit_card", largest_type)
    assert _overflows(render_text(run([str(CORPUS / "steel-compendium" / "abilities-Fury")]).abilities, "pdf"))
