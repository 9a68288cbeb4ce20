"""WeasyPrint's own layout of the PDF cards: no card's content leaves its box, in English or Japanese.

WeasyPrint breaks lines itself (with Pango), a little differently from a browser, so the PDF is
checked on its own layout boxes, for every ability of the corpus and the seeds' Japanese abilities.
"""

from __future__ import annotations

import attrs
import pytest
import weasyprint

from statblock.pipeline import run
from statblock.render import cards as cards_module
from statblock.render import render_text

from conftest import CORPUS, ROOT

PATHS = [str(CORPUS), str(ROOT / "abilities" / "seeds.ja.ability")]


def _descendants(box):
    for child in getattr(box, "children", ()):
        yield child
        yield from _descendants(child)


def _overflows(html: str) -> list[tuple[float, float]]:
    """For each card body that something leaves: how far (in CSS px) down and to the right."""
    out = []
    for page in weasyprint.HTML(string=html).render().pages:
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


@pytest.fixture(scope="module")
def abilities():
    return run(PATHS).abilities


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_pdf_card_overflows(abilities, lang):
    assert _overflows(render_text(abilities, "pdf", lang=lang)) == []


def test_the_check_sees_an_overflowing_card(monkeypatch):
    def largest_type(view, size, labels):  # every card in the largest type, whatever its length
        return [attrs.evolve(view, fit=0)]

    monkeypatch.setattr(cards_module, "fit_card", largest_type)
    assert _overflows(render_text(run([str(CORPUS / "steel-compendium" / "abilities-Fury")]).abilities, "pdf"))
