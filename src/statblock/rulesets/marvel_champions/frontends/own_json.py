"""statblock's own JSON of Marvel Champions cards (`parse --format json`, `convert --to json`) read back.

The JSON of a card keeps its fields canonical (`name`, `subname`, `type`: MarvelCDB's type code, `traits`, `stats`:
the card's numbers and flags as the front-ends give them, `code`) and every ability, option and note as the words
it was read from (`text`, markup taken out: the native text it stands for). Each card is given to the language
reader as a front-end gives one (`CardSource`): its paragraphs are those texts, each a `Fragment` of its JSON string
(every character placed on the JSON, through its escapes), in the order the card had them (by their positions in
the file the JSON was written from; in the JSON's order when they say none); an option opens with the bullet the
JSON leaves out (`• `, standing on its string's opening quote) unless it is a numbered step (`1. …`), which has none.
What is read is what the card's text says again: a hand-edited word is checked like any card's, at its place in
the JSON; what the JSON gives that no card text says (its `type`, `stats`) is checked as MarvelCDB's fields are.

What cannot be read back (not JSON, no `cards` list, an entry that is no card, a card with no name, a text that is
no string) is said (MC011, an error) where it is and left out; the other cards are read.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....frontends.json_kinds import wrong_items, wrong_kinds
from ....frontends.own_json_agree import disagreements
from ....frontends.own_lists import OwnList, unread
from ....frontends.json_text import JSONArray, JSONObject, string_fragment
from ..catalog import message
from ..source import CardSource
from .marvelcdb_fields import card_stats, card_type

__all__ = ["agree", "read_own_json", "read_with_items", "sniff"]

#: the list of cards, its problems said as MC011
_CARDS = OwnList("cards", "MC011", message, "own_json_no_cards", "own_json_not_card")
_BULLET = "• "
_STEP = re.compile(r"\s*[0-9０-９]{1,2}(?:[.)]\s+|[．）]\s*)(?=\S)")  # (`1. Remove …`: a step, printed with no bullet)


def sniff(text: str) -> bool:
    """Whether `text` is statblock's own JSON holding Marvel Champions cards."""
    return _CARDS.sniff(text)


def _unread(source: SourceFile, offset: int, said, card: str | None = None) -> Diagnostic:
    return unread(source, offset, "MC011", said, card)


def read_own_json(source: SourceFile) -> tuple[list[CardSource], list[Diagnostic]]:
    cards, problems, _ = read_with_items(source)
    return cards, problems


def read_with_items(source: SourceFile) -> tuple[list[CardSource], list[Diagnostic], JSONArray | None]:
    """The cards of `source`, what cannot be read back, and the JSON's list of cards (for `agree`)."""
    items, problems = _CARDS.open(source)
    if items is None:
        return [], problems, None
    cards: list[CardSource] = []
    for item in _CARDS.entries(source, items, problems):
        card = _card(source, item, problems)
        if card is not None:
            cards.append(card)
    return cards, problems, items


def agree(source: SourceFile, items: JSONArray, cards: list[CardSource], read: list,
          diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """MC011 (a warning) for each card of the JSON `items` that holds a value (an ability's typed effects, a
    keyword's number) otherwise than the card read from its words (`cards`, compiled as `read`): the first such
    value, where it is. The values are written from the words, which were read (`frontends/own_json_agree.py`)."""
    def say(item: JSONObject, path: str, offset: int) -> Diagnostic:
        offset = max(0, min(offset, len(source.text) - 1))
        name = str(item.get("name"))
        return Diagnostic("MC011", Severity.WARNING, message("own_json_derived", key=path, name=name, words="text"),
                          source.span(offset, offset + 1), name)

    return disagreements(items, [(card.span, compiled.to_json()) for card, compiled in zip(cards, read)],
                         diagnostics, say)


def _card(source: SourceFile, item: JSONObject, problems: list[Diagnostic]) -> CardSource | None:
    name = item.get("name")
    if not isinstance(name, str) or not name.strip():
        problems.append(_unread(source, item.value_starts.get("name", item.start), message("own_json_no_name", key="name")))
        return None
    name_fragment = string_fragment(source, item.value_starts["name"])
    _kinds(source, item, _CARD_KINDS, problems, name)
    if isinstance(item.get("traits"), JSONArray):
        _kinds(source, item["traits"], {"traits": "text"}, problems, name)
    code = item.get("code")
    code = code if isinstance(code, str) else None
    subname = item.get("subname")
    traits = [t for t in item.get("traits") or () if isinstance(t, str)] if isinstance(item.get("traits"), list) else []
    given = item.get("stats")
    stats: dict = {}
    if isinstance(given, JSONObject):
        stats = card_stats(source, given, problems, name)
        for key, value in given.items():  # (what no number or flag is, as a reprint's `duplicate_of`, kept as given)
            if key not in stats and isinstance(value, str):
                stats[key] = value
            elif isinstance(value, (list, dict)):
                said = message("own_json_stat", key=key, x='"X"', yes="true", no="false", none="null")
                problems.append(_unread(source, given.value_starts[key], said, name))
    boost = stats.get("boost")
    return CardSource(name=name, span=name_fragment.span(), code=code,
                      type=card_type(source, item, problems, name, "type"),
                      subname=subname if isinstance(subname, str) and subname.strip() else None, traits=tuple(traits),
                      stats=stats, paragraphs=tuple(_paragraphs(source, item, problems, name)),
                      unread_stats=tuple(_unread_stats(source, item, problems, name)),
                      boost_icons=boost if isinstance(boost, int) and not isinstance(boost, bool) else None)


def _paragraphs(source: SourceFile, item: JSONObject, problems: list[Diagnostic], card: str) -> list[Fragment]:
    """The card's paragraphs: each ability's text then its options', its notes among them where the card had them."""
    placed: list[tuple[tuple[int, int], list[Fragment]]] = []
    at = (0, 0)
    ranges = [_range(a) for a in item.get("abilities") or () if isinstance(a, JSONObject)] \
        if isinstance(item.get("abilities"), list) else []
    for kind in ("abilities", "notes"):
        listed = item.get(kind)
        if not isinstance(listed, JSONArray):
            continue
        for entry in listed:
            if not isinstance(entry, JSONObject) or kind == "notes" and entry.get("kind") == "stats":
                continue   # (a stat not read: `_unread_stats`)
            held = _range(entry)
            if kind == "abilities" and held is not None and \
                    any(r is not None and r != held and r[0] <= held[0] and held[1] <= r[1] for r in ranges):
                continue  # (`Attach to X.` read from `Attach to X. Uses (2 counters).`: its words are that one's too)
            _kinds(source, entry, {"options": "list"}, problems, card)
            said = _lines(source, entry, problems, card)
            for option in entry.get("options") or () if kind == "abilities" and isinstance(entry.get("options"), list) else ():
                if isinstance(option, JSONObject):
                    said += [line if _STEP.match(line.text) else _bulleted(line)
                             for line in _lines(source, option, problems, card)]
            if kind == "abilities" and isinstance(entry.get("closing"), str):   # (`(Max 1 per round.)` after them)
                said += _lines(source, entry, problems, card, "closing")
            at = _where(entry) or (at if kind == "abilities" else (1 << 62, 0))
            placed.append((at, said))
    placed.sort(key=lambda pair: pair[0])  # (stable: abilities with no position stay in the JSON's order)
    return [line for _, lines in placed for line in lines]


def _unread_stats(source: SourceFile, item: JSONObject, problems: list[Diagnostic], card: str) -> list[Fragment]:
    """The card's stats whose value the native reader could not read (its notes of kind `stats`, `SCH 2+`), as written:
    notes again, never the card's abilities."""
    notes = item.get("notes")
    return [line for note in (notes if isinstance(notes, JSONArray) else ())
            if isinstance(note, JSONObject) and note.get("kind") == "stats"
            for line in _lines(source, note, problems, card)]


_CARD_KINDS = {"subname": "text", "code": "text", "type": "text", "traits": "list", "stats": "object",
               "abilities": "list", "notes": "list"}
_NULLABLE = frozenset({"subname", "code", "type"})


def _kinds(source: SourceFile, owner, expected: dict[str, str], problems: list[Diagnostic], card: str) -> None:
    """MC011 for each member of `owner` of another kind than `expected` says, which is not read (a list's items:
    each that is not text, `expected` naming the list)."""
    if isinstance(owner, JSONArray):
        (key, kind), = expected.items()
        found = [(f"{key}[{n}]", at, wanted, held) for n, at, wanted, held in wrong_items(owner, kind)]
    else:
        found = wrong_kinds(owner, expected, _NULLABLE)
    for key, at, wanted, held in found:
        problems.append(_unread(source, at, message("own_json_kind", key=key, expected=wanted, found=held), card))


def _where(entry: JSONObject) -> tuple[int, int] | None:
    """The line and column the entry was read at in the file the JSON was written from, when it says."""
    span = entry.get("span")
    if isinstance(span, dict) and all(isinstance(span.get(k), int) and not isinstance(span.get(k), bool)
                                      for k in ("line", "column")):
        return span["line"], span["column"]
    return None


def _range(entry: JSONObject) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """Where the entry's words were in the file the JSON was written from, when it says: (start, end) positions."""
    span = entry.get("span")
    keys = ("line", "column", "end_line", "end_column")
    if isinstance(span, dict) and all(isinstance(span.get(k), int) and not isinstance(span.get(k), bool) for k in keys):
        return (span["line"], span["column"]), (span["end_line"], span["end_column"])
    return None


def _lines(source: SourceFile, entry: JSONObject, problems: list[Diagnostic], card: str,
           key: str = "text") -> list[Fragment]:
    """The entry's `text` (or other `key`: an ability's `closing`), one paragraph a line (a line break written in it
    starts another, as in a native file)."""
    text = entry.get(key)
    if not isinstance(text, str):
        problems.append(_unread(source, entry.value_starts.get(key, entry.start), message("own_json_no_text", key=key),
                                card))
        return []
    whole = string_fragment(source, entry.value_starts[key])
    lines, index = [], 0
    for line in text.split("\n"):
        part = whole.slice(index, index + len(line)).strip()
        if part.text:
            lines.append(part)
        index += len(line) + 1
    return lines


def _bulleted(line: Fragment) -> Fragment:
    """`line` after the bullet an option is printed with (which the JSON's text leaves out), the bullet standing on
    the line's first character."""
    at = line.file_offset(0)
    runs = ((0, at), (1, at), *((index + len(_BULLET), offset) for index, offset in line.runs))
    return Fragment(_BULLET + line.text, runs, line.source)
