"""PDF: the HTML cards printed by WeasyPrint, imported only when a PDF is asked for."""

from __future__ import annotations

import logging
from collections.abc import Iterable

from ..diagnostics import StatblockError

__all__ = ["PdfUnavailable", "html_to_pdf"]


class PdfUnavailable(StatblockError):
    """WeasyPrint, or the system libraries it prints with (Pango), is missing."""


def html_to_pdf(html: str | Iterable[str]) -> bytes:
    """The PDF of a self-contained HTML page, or of several printed one after the other into one
    document (no external files are fetched)."""
    try:
        import weasyprint
    except ImportError:
        raise PdfUnavailable("PDF cards need WeasyPrint: pip install 'statblock[pdf]'") from None
    except OSError as error:  # WeasyPrint imports, but cannot load Pango through cffi
        raise PdfUnavailable(f"PDF cards need the Pango libraries WeasyPrint prints with "
                             f"(Debian: apt-get install libpango-1.0-0 libpangoft2-1.0-0): {error}") from None
    # WeasyPrint warns about the browser-only rules of the stylesheet (`line-break`, `keep-all`):
    # expected, and not the user's business.
    logger = logging.getLogger("weasyprint")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        if isinstance(html, str):
            return weasyprint.HTML(string=html, base_url=None, url_fetcher=_no_fetching).write_pdf()
        documents = [weasyprint.HTML(string=part, base_url=None, url_fetcher=_no_fetching).render() for part in html]
        pages = [page for document in documents for page in document.pages]
        return documents[0].copy(pages).write_pdf()
    finally:
        logger.setLevel(level)


def _no_fetching(url: str, *args, **kwargs):
    # Ability text is data: nothing in it may make the printer read a file or the network.
    raise ValueError(f"statblock cards load no external resources (asked for {url!r})")
