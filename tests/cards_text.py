"""Reading rendered cards back as plain text, the way a person sees them, for every format."""

from __future__ import annotations

import html
import io
import re
from html.parser import HTMLParser

from markdown_it import MarkdownIt
from pdfminer.high_level import extract_text_to_fp
from pdfminer.pdfpage import PDFPage

__all__ = ["compact", "html_cards", "html_text", "markdown_text", "pdf_page_count", "pdf_text", "visible_text"]


class _Text(HTMLParser):
    """Visible text of an HTML page, and of each `.card` on it."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.cards: list[list[str]] = []
        self._skip = 0
        self._depth = 0
        self._card_depth: int | None = None

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script", "title"):
            self._skip += 1
        if tag in ("br", "p", "div", "li", "tr", "h1", "h2", "h3", "td", "th", "span", "b", "footer", "header"):
            self._emit(" ")
        if tag == "article" and ("class", "card") in [(k, (v or "").split()[0]) for k, v in attrs if k == "class"]:
            self._card_depth = self._depth
            self.cards.append([])
        if tag not in ("br", "meta", "link", "img", "hr", "input"):
            self._depth += 1

    def handle_endtag(self, tag):
        if tag in ("style", "script", "title"):
            self._skip -= 1
        if tag not in ("br", "meta", "link", "img", "hr", "input"):
            self._depth -= 1
        if tag == "article" and self._card_depth == self._depth:
            self._card_depth = None
        self._emit(" ")

    def handle_data(self, data):
        if not self._skip:
            self._emit(data)

    def _emit(self, text: str) -> None:
        self.parts.append(text)
        if self._card_depth is not None and self.cards:
            self.cards[-1].append(text)


def html_text(page: str) -> str:
    parser = _Text()
    parser.feed(page)
    return "".join(parser.parts)


def html_cards(page: str) -> list[str]:
    """The visible text of each card, in order."""
    parser = _Text()
    parser.feed(page)
    return ["".join(card) for card in parser.cards]


def markdown_text(markdown: str) -> str:
    """What a Markdown viewer shows: rendered by markdown-it (CommonMark plus tables, as GitHub)."""
    rendered = MarkdownIt("commonmark").enable("table").render(markdown)
    return html_text(rendered)


def pdf_text(data: bytes) -> str:
    """The PDF's text as pdfminer.six reads it in content order (no layout analysis: the order
    WeasyPrint wrote the cards in), one form feed after each page.

    pypdf was tried first: on a whole-corpus PDF it misreads the large CJK font subsets WeasyPrint
    writes (digits came out as `ö•`). pypdfium2 reads those right, but drops an emoji drawn alone in its
    font run (the `📏` and `🎯` of the corpus's prose) and turns a hyphen at a line's end into U+FFFE.
    pdfminer.six installs with pip and reads the whole-corpus Japanese PDF to the very characters, in
    the same order, that poppler's `pdftotext -raw` reads; it is slower (about 30 s for that PDF).
    """
    out = io.StringIO()
    extract_text_to_fp(io.BytesIO(data), out, laparams=None)
    return out.getvalue()


def pdf_page_count(data: bytes) -> int:
    return sum(1 for _ in PDFPage.get_pages(io.BytesIO(data)))


def visible_text(fmt: str, data: bytes) -> str:
    if fmt == "pdf":
        return pdf_text(data)
    text = data.decode("utf-8")
    return {"html": html_text, "md": markdown_text, "txt": lambda t: t}[fmt](text)


def compact(text: str) -> str:
    """Text with every kind of white space removed, so that line breaks and wrapping don't matter."""
    return re.sub(r"\s+", "", html.unescape(text))
