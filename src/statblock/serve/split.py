"""A deck of HTML cards, as a ruleset renders it, cut into its cards.

The preview shows each card beside its diagnostics, so it needs the cards one by one; it still
shows exactly what `statblock cards --format html` prints, because it cuts that very document
rather than rendering cards its own way. A card is an outermost `<article>` whose class list
holds `card` (every ruleset's templates write them so). Each card keeps the elements around it
(`<body class=…>`, a sheet, a deck), so that every rule of the deck's stylesheet still applies; a
small stylesheet of the preview's own puts the card at the top left of its frame instead of where
a printed sheet has it. What the document shows outside its cards (a warband's roster) is kept as
a document of its own.

The document is read with a few regular expressions rather than `html.parser` (ten times as fast
on a 200-card deck): it is the rulesets' own Jinja output, with every attribute quoted and every
text escaped, so a tag is `<name attributes>` with no `>` inside, and a `<style>` holds no tag.
"""

from __future__ import annotations

import html
import re

import attrs

from ..records import define, frozen

__all__ = ["PREVIEW_CSS", "CardPiece", "SplitDeck", "card_document", "split_deck"]

#: Elements that never have an end tag: they are never open around a card.
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source",
                   "track", "wbr"})
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
#: Elements whose content is not text on the page (and, for the first two, holds no tags).
_RAW = frozenset({"style", "script"})
_HIDDEN = frozenset({"style", "script", "title", "head", "template"})
_TAG = re.compile(r"<(?:(/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>|!--.*?-->|![^>]*>)", re.DOTALL)
_ATTRIBUTE = re.compile(r"""([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?""")
#: `data-source="path:line"`: where the card's ability starts (the rulesets that write it).
_SOURCE_LINE = re.compile(r":(\d+)$")

#: The preview's own rules, after the deck's: the card sits at the top left of its frame, at its
#: printed size, whatever position the printed sheet gives it.
PREVIEW_CSS = """
html, body { margin: 0 !important; padding: 0 !important; background: transparent !important;
  min-width: 0 !important; height: auto !important; min-height: 0 !important; }
[data-sb-wrap] { position: static !important; display: block !important; width: auto !important;
  height: auto !important; min-height: 0 !important; margin: 0 !important; padding: 0 !important;
  border: 0 !important; box-shadow: none !important; background: transparent !important; overflow: visible !important; }
article[data-sb-card] { position: relative !important; left: auto !important; top: auto !important; margin: 0 !important; }
"""
_REST_CSS = "body { margin: 0 !important; padding: 4px !important; background: transparent !important; }"


@frozen
class CardPiece:
    """One card of the deck."""

    markup: str              # the card's own HTML, inside the elements it stands in (from <body> on)
    heading: str             # the text of its first heading (its name, as the card prints it)
    source_line: int | None  # the line its ability starts on, when the card says so (`data-source`)


@frozen
class SplitDeck:
    lang: str
    css: str                  # the deck's stylesheets, in order
    cards: tuple[CardPiece, ...]
    rest: str | None          # the document without its cards, when it shows text of its own; else None


def card_document(deck: SplitDeck, piece: CardPiece, stylesheet: str) -> str:
    """A whole HTML document that shows one card alone: the deck's stylesheet (linked, at the URL
    `stylesheet`), the preview's, and the card in its surroundings."""
    return (f'<!DOCTYPE html>\n<html lang="{html.escape(deck.lang)}"><head><meta charset="utf-8">'
            f'<link rel="stylesheet" href="{html.escape(stylesheet)}"><style>{PREVIEW_CSS}</style></head>'
            f"{piece.markup}</html>\n")


@define
class _Card:
    start: int
    around: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]
    source_line: int | None
    depth: int
    end: int = 0
    heading: list[str] = attrs.Factory(list)


def split_deck(document: str) -> SplitDeck:
    """The cards of a rendered HTML deck, in the deck's order, with the deck's stylesheets."""
    stack: list[tuple[str, tuple[tuple[str, str], ...]]] = []
    cards: list[_Card] = []
    card: _Card | None = None
    heading_depth: int | None = None
    heading_done = False
    styles: list[str] = []
    lang = "en"
    text_outside = False
    position = 0
    while True:
        match = _TAG.search(document, position)
        text = document[position:match.start() if match else len(document)]
        if text.strip():
            if heading_depth is not None:
                card.heading.append(text)
            elif card is None and _shows(stack):
                text_outside = True
        if match is None:
            break
        position = match.end()
        closing, name = match.group(1), (match.group(2) or "").lower()
        if not name:  # a comment or a doctype
            continue
        if not closing:
            attributes = _attributes(match.group(3) or "")
            if name == "html":
                lang = dict(attributes).get("lang") or lang
            if name in _RAW:  # its text, up to its end tag, is not markup
                end = re.compile(rf"</{name}\s*>", re.IGNORECASE).search(document, position)
                inner_end = end.start() if end else len(document)
                if name == "style" and card is None:
                    styles.append(document[position:inner_end])
                position = end.end() if end else len(document)
                continue
            if name in _VOID or (match.group(3) or "").rstrip().endswith("/"):
                continue
            if card is None and name == "article" and "card" in (dict(attributes).get("class") or "").split():
                found = _SOURCE_LINE.search(dict(attributes).get("data-source") or "")
                around = tuple(item for item in stack if item[0] not in ("html", "head"))
                card = _Card(match.start(), around, int(found.group(1)) if found else None, len(stack))
                cards.append(card)
                heading_done = False
            elif card is not None and name in _HEADINGS and not heading_done and heading_depth is None:
                heading_depth = len(stack)
            stack.append((name, attributes))
            continue
        index = next((i for i in range(len(stack) - 1, -1, -1) if stack[i][0] == name), None)
        if index is None:  # a stray end tag: nothing was open to close
            continue
        del stack[index:]
        if heading_depth is not None and index <= heading_depth:
            heading_depth, heading_done = None, True
        if card is not None and index <= card.depth:
            card.end = match.end()
            card = None
    if card is not None:  # a card never closed: it runs to the end of the document
        card.end = len(document)
    pieces = tuple(CardPiece(_wrapped(document, found), " ".join(html.unescape("".join(found.heading)).split()),
                             found.source_line) for found in cards)
    rest = _rest(document, cards) if text_outside else None
    return SplitDeck(lang, "\n".join(styles), pieces, rest)


def _shows(stack) -> bool:
    """Whether text at this point of the document is on the page (in the body, in no style or title)."""
    names = [name for name, _ in stack]
    return "body" in names and not _HIDDEN.intersection(names)


def _attributes(text: str) -> tuple[tuple[str, str], ...]:
    return tuple((m.group(1).lower(), html.unescape(next((g for g in m.group(2, 3, 4) if g is not None), "")))
                 for m in _ATTRIBUTE.finditer(text))


def _wrapped(document: str, card: _Card) -> str:
    article = re.sub(r"^<article\b", '<article data-sb-card=""', document[card.start:card.end], count=1,
                     flags=re.IGNORECASE)
    opening = "".join(_start_tag(name, attributes) for name, attributes in card.around)
    closing = "".join(f"</{name}>" for name, _ in reversed(card.around))
    return opening + article + closing


def _start_tag(name: str, attributes: tuple[tuple[str, str], ...]) -> str:
    said = "".join(f' {key}="{html.escape(value, quote=True)}"' for key, value in attributes
                   if key != "style")  # (a sheet's own size and place: the preview lays the card out itself)
    return f'<{name}{said} data-sb-wrap="">'


def _rest(document: str, cards: list[_Card]) -> str:
    kept, last = [], 0
    for card in cards:
        kept.append(document[last:card.start])
        last = card.end
    kept.append(document[last:])
    text = "".join(kept)
    head_end = re.search(r"</head\s*>", text, re.IGNORECASE)
    at = head_end.start() if head_end else 0
    return text[:at] + f"<style>{_REST_CSS}</style>" + text[at:]
