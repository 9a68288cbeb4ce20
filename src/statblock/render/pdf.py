"""PDF: the HTML cards laid out and printed by WeasyPrint, imported only when a PDF is asked for.

Printing is in two steps so that every card can be checked on the very layout that is printed:
`lay_out` gives WeasyPrint's documents, `overflowing_cards` reads their boxes, and `write_pdf`
prints them into one file; a long deck is printed a chunk of pages at a time, and `join_pdfs` makes
one file of the chunks (`printing.py`).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator

from ..diagnostics import StatblockError
from ..records import frozen

__all__ = ["Overflow", "PdfUnavailable", "join_pdfs", "joinable", "lay_out", "overflowing_cards", "write_pdf"]

#: How far (CSS px) content may go past its box before it counts: rounding, and Pango's ink.
TOLERANCE = 0.5


class PdfUnavailable(StatblockError):
    """WeasyPrint, or the system libraries it prints with (Pango), is missing."""


def _weasyprint():
    try:
        import weasyprint
    except ImportError:
        raise PdfUnavailable("PDF cards need WeasyPrint: pip install 'statblock[pdf]'") from None
    except OSError as error:  # WeasyPrint imports, but cannot load Pango through cffi
        raise PdfUnavailable(f"PDF cards need the Pango libraries WeasyPrint prints with "
                             f"(Debian: apt-get install libpango-1.0-0 libpangoft2-1.0-0): {error}") from None
    return weasyprint


@contextlib.contextmanager
def _quiet_weasyprint() -> Iterator[None]:
    # WeasyPrint warns about the browser-only rules of the stylesheet (`line-break`, `keep-all`):
    # expected, and not the user's business.
    logger = logging.getLogger("weasyprint")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


def lay_out(html: str):
    """WeasyPrint's laid-out document of a self-contained HTML page (no external file is fetched)."""
    weasyprint = _weasyprint()
    with _quiet_weasyprint():
        return weasyprint.HTML(string=html, base_url=None, url_fetcher=_no_fetching).render()


def write_pdf(documents: list) -> bytes:
    """The PDF of laid-out documents, one after the other in one file."""
    with _quiet_weasyprint():
        if len(documents) == 1:
            return documents[0].write_pdf()
        return documents[0].copy([page for document in documents for page in document.pages]).write_pdf()


def joinable() -> None:
    """Nothing if PDFs can be joined (`join_pdfs`), else `PdfUnavailable` saying what to install."""
    import importlib.util

    if importlib.util.find_spec("pypdf") is None:
        raise PdfUnavailable("a PDF of this many cards is written in parts and joined by pypdf: "
                             "pip install 'statblock[pdf]'")


def join_pdfs(chunks: list[bytes]) -> bytes:
    """One PDF of `chunks` (PDFs WeasyPrint wrote), their pages in order: the first chunk's document
    (title, language, metadata) with the pages and bookmarks of the others added after its own."""
    import io

    joinable()
    from pypdf import PdfWriter

    writer = PdfWriter(clone_from=io.BytesIO(chunks[0]))
    for chunk in chunks[1:]:
        writer.append(io.BytesIO(chunk))
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _no_fetching(url: str, *args, **kwargs):
    # Ability text is data: nothing in it may make the printer read a file or the network.
    raise ValueError(f"statblock cards load no external resources (asked for {url!r})")


# ---- checking the layout ---------------------------------------------------------------------------


@frozen
class Overflow:
    """A card whose content leaves its box on WeasyPrint's layout (lengths in CSS px)."""

    card: int        # the card's `data-card` number
    down: float      # how far content goes past the bottom of the card's body, or into its foot
    right: float     # how far content goes past the right of the card's body
    height: float    # the height of the card's body


def _descendants(box) -> Iterator:
    for child in getattr(box, "children", ()):
        yield child
        yield from _descendants(child)


def _class(box) -> list[str]:
    element = getattr(box, "element", None)
    return (element.get("class") or "").split() if element is not None else []


def overflowing_cards(document) -> list[Overflow] | None:
    """The cards of a laid-out document whose content leaves their body or runs into their foot;
    None if this WeasyPrint's boxes cannot be read (then nothing is known)."""
    out = []
    for page in document.pages:
        root = getattr(page, "_page_box", None)
        if root is None:
            return None
        for card in _descendants(root):
            if getattr(card, "element_tag", None) != "article" or "card" not in _class(card):
                continue
            body = next((box for box in _descendants(card) if "card-body" in _class(box)), None)
            if body is None:
                continue
            number = int(card.element.get("data-card", "-1"))
            top, left = body.content_box_y(), body.content_box_x()
            bottom, right = top + body.height, left + body.width
            foot = next((child for child in body.children if "foot" in _class(child)), None)
            floor = foot.position_y if foot is not None else bottom
            down = wide = 0.0
            for child in body.children:
                if child is foot:
                    continue
                for box in (child, *_descendants(child)):
                    if not hasattr(box, "margin_height"):
                        continue
                    down = max(down, box.position_y + box.margin_height() - floor)
                    wide = max(wide, box.position_x + box.margin_width() - right)
            if foot is not None:
                down = max(down, foot.position_y + foot.margin_height() - bottom)
            if down > TOLERANCE or wide > TOLERANCE:
                out.append(Overflow(number, max(down, 0.0), max(wide, 0.0), body.height))
    return out
