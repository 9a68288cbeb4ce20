"""PDF: the HTML cards laid out and printed by WeasyPrint, imported only when a PDF is asked for.

Printing is in two steps so that every card can be checked on the very layout that is printed:
`lay_out` gives WeasyPrint's documents, `overflowing_cards` reads their boxes, and `write_pdf`
prints them into one file; a long deck is printed a chunk of pages at a time, and `join_pdfs` makes
one file of the chunks (`printing.py`).

A print of unchanged cards is the same file, byte for byte: nothing in it says when it was made.
WeasyPrint's PDF has no date, but the fonts it rewrites with fontTools (a colour emoji font's
pictures taken out, a variable font made static) are stamped with the time of writing
(`head.modified`), unless `SOURCE_DATE_EPOCH` (reproducible-builds.org) gives another:
`write_pdf` gives fontTools the user's `SOURCE_DATE_EPOCH`, or `FONT_DATE`.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import threading
from collections.abc import Iterator

from ..diagnostics import StatblockError
from ..messages import msg
from ..records import frozen

__all__ = ["FONT_DATE", "Overflow", "PdfUnavailable", "join_pdfs", "joinable", "lay_out", "overflowing_cards",
           "source_date", "write_pdf"]

#: How far (CSS px) content may go past its box before it counts: rounding, and Pango's ink.
TOLERANCE = 0.5


#: The date the fonts a PDF embeds are stamped with when `SOURCE_DATE_EPOCH` gives none, as it would
#: give it (seconds since 1970-01-01 UTC): that day itself, the same for every print.
FONT_DATE = "0"
#: The latest `SOURCE_DATE_EPOCH` a font can carry: its `head` table counts seconds since 1904-01-01 in 64 bits.
_LATEST = 2**64 - 1 - 2082844800
_DATE_LOCK = threading.Lock()  # (the environment is the process's: one print at a time sets it)


class PdfUnavailable(StatblockError):
    """WeasyPrint, or the system libraries it prints with (Pango), is missing."""


class BadSourceDate(StatblockError):
    """`SOURCE_DATE_EPOCH` is set to something other than a whole number of seconds a font can carry."""


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


def source_date() -> str:
    """The date a PDF's fonts are stamped with: `SOURCE_DATE_EPOCH` as the environment gives it, or
    `FONT_DATE` if it gives none (or an empty one). `BadSourceDate` if the environment's is not a whole
    number of seconds from 0 to the latest a font can carry, as the reproducible builds' definition
    asks (rather than fontTools failing in the middle of a print)."""
    given = os.environ.get("SOURCE_DATE_EPOCH")
    if not given:  # (set to nothing: as if not set)
        return FONT_DATE
    if re.fullmatch(r"[0-9]{1,20}", given) is None or int(given) > _LATEST:
        raise BadSourceDate(msg("cards.bad_source_date", variable="SOURCE_DATE_EPOCH", value=given))
    return given


@contextlib.contextmanager
def _dated_fonts() -> Iterator[None]:
    # fontTools reads `SOURCE_DATE_EPOCH` each time it writes a font (`timeTools.timestampNow`)
    with _DATE_LOCK:
        given = os.environ.get("SOURCE_DATE_EPOCH")
        os.environ["SOURCE_DATE_EPOCH"] = source_date()
        try:
            yield
        finally:
            if given is None:
                del os.environ["SOURCE_DATE_EPOCH"]
            else:
                os.environ["SOURCE_DATE_EPOCH"] = given


def write_pdf(documents: list) -> bytes:
    """The PDF of laid-out documents, one after the other in one file, the same bytes for the same
    documents whenever it is written (see the module's words)."""
    with _quiet_weasyprint(), _dated_fonts():
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
