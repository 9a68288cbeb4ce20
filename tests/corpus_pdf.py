"""The whole corpus, with the seeds' Japanese abilities, printed as one PDF per language, shared by the
tests that check that print: WeasyPrint's layout of its pages (nothing leaves a card) and its text (every
clause is on a card).

Printing the whole corpus is by far the dearest thing the suite does (a minute or more per language),
so it is printed once per language and process, through `render_cards` as `statblock cards` prints it;
the layout is checked on the very pages WeasyPrint laid out for that PDF. Tests that use it carry
`xdist_group(f"pdf-{lang}")` (see `PDF_LANGS`), so that under `pytest -n … --dist loadgroup` both checks
of one language run on one worker and the two languages print side by side.
"""

from __future__ import annotations

import functools
import time
from unittest import mock

import attrs
import pytest

from statblock.pipeline import read_file
from statblock.render.printing import print_jobs
from statblock.rulesets.draw_steel.render import render_cards
from statblock.rulesets.draw_steel.runtime.compiled import CompiledAbility

from cards_text import pdf_page_count
from conftest import ROOT, corpus_report

__all__ = ["PDF_LANGS", "PrintedCorpus", "overflows", "printed_corpus"]

SEEDS_JA = ROOT / "abilities" / "seeds.ja.ability"

#: The languages printed, as parameters that keep both checks of one language on one xdist worker.
PDF_LANGS = [pytest.param(lang, id=lang, marks=pytest.mark.xdist_group(f"pdf-{lang}")) for lang in ("en", "ja")]


@attrs.frozen
class PrintedCorpus:
    abilities: list[CompiledAbility]
    pdf: bytes
    #: For each card body that something leaves: how far (in CSS px) down and to the right.
    overflows: list[tuple[float, float]]
    #: When the print began (seconds since 1970).
    began: float


def _descendants(box):
    for child in getattr(box, "children", ()):
        yield child
        yield from _descendants(child)


def overflows(pages) -> list[tuple[float, float]]:
    """For each card body on WeasyPrint's laid-out `pages` that something leaves: how far (in CSS px)
    down and to the right."""
    out = []
    for page in pages:
        for body in _descendants(page._page_box):
            element = getattr(body, "element", None)
            if element is None or body.element_tag != "div" or "card-body" not in (element.get("class") or "").split():
                continue
            bottom, right = body.content_box_y() + body.height, body.content_box_x() + body.width
            inside = [d for d in _descendants(body) if hasattr(d, "margin_height")]
            down = max((d.position_y + d.margin_height() - bottom for d in inside), default=0.0)
            wide = max((d.position_x + d.margin_width() - right for d in inside), default=0.0)
            if down > 0.5 or wide > 0.5:
                out.append((down, wide))
    return out


@functools.cache
def printed_corpus(lang: str) -> PrintedCorpus:
    """The PDF `statblock cards` prints of the whole corpus and the seeds' Japanese abilities, and the
    overflows on the very pages it was printed from (the laid-out pages WeasyPrint writes to the PDF;
    cards refitted on the way were laid out more than once, and only their last layout is printed)."""
    from weasyprint.document import Document  # not at import: collecting the suite should not pay for WeasyPrint

    abilities = corpus_report().abilities + read_file(str(SEEDS_JA)).abilities
    began = time.time()
    found: list[tuple[float, float]] = []
    pages = 0
    write_pdf = Document.write_pdf

    def measure_and_write(document, *args, **kwargs):
        nonlocal pages
        found.extend(overflows(document.pages))
        pages += len(document.pages)
        return write_pdf(document, *args, **kwargs)

    # in this process, where the patch sees every page written (a print on many cores lays out the same
    # segments in forked workers: `test_printing.py` checks that it prints the same PDF)
    with mock.patch.object(Document, "write_pdf", measure_and_write), print_jobs(1):
        pdf = render_cards(abilities, "pdf", lang=lang)
    printed = pdf_page_count(pdf)
    assert pages == printed, f"{pages} laid-out pages were checked for a PDF of {printed}: " \
                             "the PDF is no longer written through weasyprint's Document.write_pdf"
    return PrintedCorpus(abilities, pdf, found, began)
