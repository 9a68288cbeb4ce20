"""Reading rendered cards back as plain text, the way a person sees them, for every format."""

from __future__ import annotations

import contextlib
import html
import io
import re
from html.parser import HTMLParser
from unittest import mock

from markdown_it import MarkdownIt
from pdfminer.high_level import extract_text_to_fp
from pdfminer.pdffont import PDFUnicodeNotDefined
from pdfminer.pdfinterp import PDFResourceManager
from pdfminer.pdfpage import PDFPage
from pdfminer.pdftypes import PDFObjRef, dict_value, stream_value
from pdfminer.psparser import LIT

__all__ = ["compact", "html_cards", "html_text", "markdown_text", "pdf_page_count", "pdf_text", "pdfminer_text",
           "printed_pages", "visible_text"]


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


def pdfminer_text(data: bytes) -> str:
    """The PDF's text as pdfminer.six reads it in content order (no layout analysis: the order
    WeasyPrint wrote the cards in), one form feed after each page.

    pypdf was tried first: on a whole-corpus PDF it misreads the large CJK font subsets WeasyPrint
    writes (digits came out as `ö•`). pypdfium2 reads those right, but drops an emoji drawn alone in its
    font run (the `📏` and `🎯` of the corpus's prose) and turns a hyphen at a line's end into U+FFFE.
    pdfminer.six installs with pip and reads the whole-corpus Japanese PDF to the very characters, in
    the same order, that poppler's `pdftotext -raw` reads; it is slow (about 45 s of CPU time for a
    whole-corpus PDF), so `pdf_text` reads the same text faster, and a test holds the two to the same
    characters.
    """
    out = io.StringIO()
    extract_text_to_fp(io.BytesIO(data), out, laparams=None)
    return out.getvalue()


def pdf_text(data: bytes) -> str:
    """The very text `pdfminer_text` reads (the characters of every shown string, in content order, one
    form feed after each page), several times faster: pdfminer.six reads the file, its fonts and
    their CMaps and decodes every string (`font.decode`, `font.to_unichr`, `(cid:N)` for a character
    without Unicode, as pdfminer writes it), but the content streams are read by one regular
    expression, and only the operators that choose a font or show text are acted on. pdfminer's own
    interpreter parses every operand of every operator (positions, colours, paths) into Python
    objects and lays each character out, which is where its time goes."""
    manager = PDFResourceManager(caching=True)
    out: list[str] = []
    for page in PDFPage.get_pages(io.BytesIO(data)):
        contents = page.contents if isinstance(page.contents, list) else [page.contents]
        stream = b"\n".join(stream_value(part).get_data() for part in contents if part is not None)
        _show_text(manager, stream, dict_value(page.resources or {}), out)
        out.append("\f")
    return "".join(out)


# A content stream's tokens: white space and comments (no group), strings, names, array and dictionary
# brackets, numbers, operators.
_TOKEN = re.compile(rb"""
    [\x00\t\n\x0c\r ]+ | %[^\r\n]*
  | <(?P<hex>[0-9A-Fa-f\x00\t\n\x0c\r ]*)>
  | (?P<literal>\()
  | /(?P<name>[^\x00\t\n\x0c\r ()<>\[\]{}/%]*)
  | (?P<open>\[|<<)
  | (?P<close>\]|>>)
  | (?P<number>[-+]?(?:\d+\.?\d*|\.\d+))
  | (?P<operator>[^\x00\t\n\x0c\r ()<>\[\]{}/%]+)
""", re.X)
_WHITE = re.compile(rb"[\x00\t\n\x0c\r ]")
_INLINE_IMAGE_END = re.compile(rb"[\x00\t\n\x0c\r ]EI(?=[\x00\t\n\x0c\r ]|$)")
_ESCAPES = {ord("n"): b"\n", ord("r"): b"\r", ord("t"): b"\t", ord("b"): b"\b", ord("f"): b"\f",
            ord("("): b"(", ord(")"): b")", ord("\\"): b"\\"}
_FORM = LIT("Form")


def _literal(data: bytes, at: int) -> tuple[bytes, int]:
    """The literal string whose `(` ends at `at`, its escapes and nested parentheses read; and where it ends."""
    out, depth, end = bytearray(), 1, len(data)
    while at < end:
        char = data[at]
        if char == 0x5C:  # backslash
            at += 1
            if at >= end:
                break
            char = data[at]
            if char in _ESCAPES:
                out += _ESCAPES[char]
                at += 1
            elif 0x30 <= char <= 0x37:  # up to three octal digits
                stop = at
                while stop < end and stop < at + 3 and 0x30 <= data[stop] <= 0x37:
                    stop += 1
                out.append(int(data[at:stop], 8) & 0xFF)
                at = stop
            elif char == 0x0D:  # a line break after the backslash is no character
                at += 2 if data[at + 1:at + 2] == b"\n" else 1
            elif char == 0x0A:
                at += 1
            else:
                out.append(char)
                at += 1
            continue
        if char == 0x28:
            depth += 1
        elif char == 0x29:
            depth -= 1
            if depth == 0:
                return bytes(out), at + 1
        out.append(char)
        at += 1
    return bytes(out), at


def _show_text(manager: PDFResourceManager, data: bytes, resources: dict, out: list[str]) -> None:
    """Append the text that content stream `data` shows to `out`: strings shown by `Tj`, `'`, `"` and
    `TJ` in the font `Tf` chose (kept by `q` and given back by `Q`), and the text of the forms `Do` draws."""
    fonts = {}
    for font_id, spec in dict_value(resources.get("Font") or {}).items():
        fonts[font_id] = manager.get_font(spec.objid if isinstance(spec, PDFObjRef) else None, dict_value(spec))
    xobjects = dict_value(resources.get("XObject") or {})
    font, saved, operands, outer = None, [], [], []

    def show(string: bytes) -> None:
        for cid in font.decode(string):
            try:
                out.append(font.to_unichr(cid))
            except PDFUnicodeNotDefined:
                out.append(f"(cid:{cid})")

    at, end, match = 0, len(data), _TOKEN.match
    while at < end:
        token = match(data, at)
        if token is None:  # a byte no token starts with: pdfminer skips it too
            at += 1
            continue
        at, kind = token.end(), token.lastgroup
        if kind is None:
            continue
        if kind == "operator":
            operator = token.group("operator")
            last = operands[-1] if operands else None
            if operator == b"TJ":
                if font is not None and isinstance(last, list):
                    for item in last:
                        if isinstance(item, bytes):
                            show(item)
            elif operator in (b"Tj", b"'", b'"'):
                if font is not None and isinstance(last, bytes):
                    show(last)
            elif operator == b"Tf":
                if len(operands) >= 2 and isinstance(operands[-2], str):
                    font = fonts.get(operands[-2])
            elif operator == b"q":
                saved.append(font)
            elif operator == b"Q":
                if saved:
                    font = saved.pop()
            elif operator == b"Do":
                xobject = xobjects.get(last) if isinstance(last, str) else None
                if xobject is not None:
                    xobject = stream_value(xobject)
                    if xobject.get("Subtype") is _FORM and "BBox" in xobject:
                        inner = dict_value(xobject.get("Resources")) if xobject.get("Resources") else resources
                        _show_text(manager, xobject.get_data(), inner, out)
            elif operator == b"ID":  # an inline image's data, up to `EI`
                stop = _INLINE_IMAGE_END.search(data, at)
                at = stop.end() if stop else end
            operands.clear()
            continue
        if kind == "hex":
            digits = _WHITE.sub(b"", token.group("hex"))
            value = bytes.fromhex((digits + b"0" * (len(digits) % 2)).decode("ascii"))
        elif kind == "literal":
            value, at = _literal(data, at)
        elif kind == "name":
            value = token.group("name").decode("latin-1")
        elif kind == "number":
            value = 0  # positions and sizes: not text
        elif kind == "open":
            outer.append(operands)
            operands = []
            continue
        else:  # the end of an array (or dictionary): its items are one operand
            value, operands = operands, (outer.pop() if outer else [])
        operands.append(value)


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


@contextlib.contextmanager
def printed_pages():
    """A list that gathers, while the block runs, the pages WeasyPrint laid out for every PDF written (the printed
    ones: a card refitted on the way was laid out more than once)."""
    from weasyprint.document import Document  # not at import: collecting the suite should not pay for WeasyPrint

    pages: list = []
    write_pdf = Document.write_pdf

    def capture(document, *args, **kwargs):
        pages.extend(document.pages)
        return write_pdf(document, *args, **kwargs)

    with mock.patch.object(Document, "write_pdf", capture):
        yield pages
