"""Front-end for MarvelCDB's card data: a JSON array of card objects (`code`, `pack_code`, `name`,
`type_code`, `text`, the card's numbers, ...), as in MarvelCDB's `pack/*.json` files.

Each card object is one `CardSource`. Its `text` is HTML-ish: the bold timing trigger is `<b>…</b>`,
reminder text `<i>…</i>`, a boost is set apart by `<hr />`, line breaks are `\\n`. The ability
paragraphs are that text split at line breaks, `<hr />`, `<br />` and `<p>`, with the tags taken out
and HTML entities decoded (`&amp;` is `&`, `&nbsp;` a plain space, `&#8594;` `→`), and every
character kept at its place in the file, through the JSON's escapes too. Icons (`[energy]`,
`[per_hero]`, `[star]`) and traits (`[[Tech]]`) stay as written. A paragraph after `<hr />` that does
not name its trigger is a boost: it starts with `Boost: ` (those words standing on the `<hr />`).

A tag left open at the end of a paragraph, a closing tag that closes nothing and `<b>` inside `<b>`
(surely a `</b>` mistyped) are reported (MC003) and the text is read without them. A reprint
(`duplicate_of`, with no name or text of its own in the data) is kept: its name is its original's
when the original is in the same file, else the original's code; `stats["duplicate_of"]` says which.
Text MarvelCDB gives by a stat (`attack_text`, `health_text`: printed in that stat's box) is more ability
paragraphs, after `text`'s, and `boost_text` a boost (`Boost: …`). The card's `flavor` is not ability text and
is not read, nor is a paragraph of `text` all in italics that is no reminder text in parentheses: flavor
written in the text, as homebrew data does (reported, MC009).
"""

from __future__ import annotations

import html.entities
import re

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....frontends.json_text import JSONArray, JSONObject, JSONTextError, parse, string_fragment
from ..catalog import message
from ..source import CardSource
from .marvelcdb_fields import card_stats, card_text, card_traits, card_type

__all__ = ["read_marvelcdb", "sniff", "split_traits", "text_paragraphs"]

_SNIFF_CHARS = 4096
_SCHEMES = frozenset({"main_scheme", "side_scheme", "player_side_scheme"})
_THREATS = ("base_threat", "threat", "escalation_threat")
_CODE_KEY = re.compile(r'"code"\s*:\s*"')
_PACK_KEY = re.compile(r'"pack_code"\s*:')


def sniff(text: str) -> int:
    """10 when `text` starts as MarvelCDB card data (an array whose first object has `code` and
    `pack_code`), 0 otherwise. Looks at the first few KB only."""
    head = text[:_SNIFF_CHARS].lstrip("\ufeff \t\r\n")
    if not head.startswith("["):
        return 0
    body = head[1:].lstrip(" \t\r\n")
    if not body.startswith("{"):
        return 0
    return 10 if _CODE_KEY.search(head) and _PACK_KEY.search(head) else 0


def read_marvelcdb(source: SourceFile) -> tuple[list[CardSource], list[Diagnostic]]:
    if not source.text.strip():
        return [], []
    try:
        data = parse(source.text)
    except JSONTextError as error:
        return [], [error.diagnostic(source, "MC002", message("json_invalid", problem=error.problem))]
    if not _is_card_data(data):
        start = data.start if isinstance(data, (JSONArray, JSONObject)) else len(source.text) - len(source.text.lstrip())
        return [], [Diagnostic("MC001", Severity.WARNING, message("not_card_data"), source.span(start, start + 1))]
    problems: list[Diagnostic] = []
    originals = {card["code"]: card for card in data if isinstance(card, dict) and isinstance(card.get("code"), str)
                 and isinstance(card.get("name"), str) and "duplicate_of" not in card}
    cards = []
    for item, start in zip(data, data.value_starts):
        if not isinstance(item, JSONObject):
            problems.append(Diagnostic("MC001", Severity.WARNING, message("not_a_card"), source.span(start, start + 1)))
            continue
        card = _card(source, item, originals, problems)
        if card is not None:
            cards.append(card)
            cards.extend(_back(source, item, card, problems))
        _unknown_text_fields(source, item, problems)
    return cards, problems


#: Text MarvelCDB prints by a stat, in its box (an ally's ATK box: `attack_text`, `Response: After Rictor attacks, …`;
#: a minion's HP box: `health_text`), or in the boost area (`boost_text`, the boost ability's words without `Boost:`).
_STAT_TEXT = re.compile(r"(?:attack|thwart|defense|recover|health|hand_size|scheme|base_threat|threat|"
                        r"escalation_threat|cost|boost)_text")
#: The fields of a MarvelCDB card that hold text; a field of another name with "text" in it is a slip.
_TEXT_FIELDS = frozenset({"text", "back_text", "flavor", "back_flavor"})


def _back(source: SourceFile, item: JSONObject, front: CardSource, problems: list[Diagnostic]) -> list[CardSource]:
    """The back of a double-sided card whose back MarvelCDB gives in the same object (`back_name`,
    `back_text`), as a card of its own."""
    text = item.get("back_text")
    if not (isinstance(text, str) and text):
        return []
    name = item.get("back_name")
    name = str(name) if isinstance(name, str) and name.strip() else front.name
    at = item.value_starts["back_name"] if isinstance(item.get("back_name"), str) else item.value_starts["back_text"]
    paragraphs = text_paragraphs(string_fragment(source, item.value_starts["back_text"]), problems, name)
    return [CardSource(name=name, span=string_fragment(source, at).span(), code=front.code, type=front.type,
                       traits=front.traits, paragraphs=paragraphs)]


def _unknown_text_fields(source: SourceFile, item: JSONObject, problems: list[Diagnostic]) -> None:
    """A field that is not MarvelCDB's but holds text by its name (`"scheme text"`): its words would be
    lost without a word, so it is reported."""
    for key, value in item.items():
        if isinstance(value, str) and "text" in str(key).lower() and key not in _TEXT_FIELDS \
                and not _STAT_TEXT.fullmatch(str(key)):
            at = item.value_starts[key]
            problems.append(Diagnostic("MC007", Severity.WARNING, message("unknown_text_field", field=str(key)),
                                       source.span(at, at + 1), ability=_text(item, "name"),
                                       suggestion=message("use_text_field", field=str(key))))


def _is_card_data(data) -> bool:
    """An array of card objects: one at least has a `code` and a `pack_code` (or it is empty)."""
    if not isinstance(data, JSONArray):
        return False
    return not data or any(isinstance(item, dict) and "code" in item and "pack_code" in item for item in data)


def _card(source: SourceFile, item: JSONObject, originals: dict, problems: list[Diagnostic]) -> CardSource | None:
    code = item.get("code")
    code = str(code) if isinstance(code, (str, int)) and not isinstance(code, bool) else None
    name = item.get("name")
    card = str(name) if isinstance(name, str) and name.strip() else None
    stats = card_stats(source, item, problems, card)
    duplicate_of = item.get("duplicate_of")
    name = item.get("name")
    if not (isinstance(name, str) and name.strip()) and isinstance(duplicate_of, str):
        # a reprint: MarvelCDB gives its name and text at the original's code only
        stats["duplicate_of"] = duplicate_of
        original = originals.get(duplicate_of)
        start = item.value_starts["duplicate_of"]
        span = string_fragment(source, start).span()
        if original is None:
            return CardSource(name=duplicate_of, span=span, code=code, stats=stats)
        return CardSource(name=str(original["name"]), span=span, code=code, type=_text(original, "type_code"),
                          subname=_text(original, "subname"), traits=split_traits(_text(original, "traits") or ""),
                          stats=stats, boost_icons=_count(original.get("boost")))
    if not (isinstance(name, str) and name.strip()):
        at = item.value_starts.get("name", item.start)
        problems.append(Diagnostic("MC004", Severity.WARNING, message("card_no_name"), source.span(at, at + 1)))
        return None
    name_fragment = string_fragment(source, item.value_starts["name"])
    if code is None:
        problems.append(Diagnostic("MC004", Severity.WARNING, message("card_no_code"), name_fragment.span(), str(name)))
    if _text(item, "type_code") in _SCHEMES:
        _threat_per_hero(stats)
    _x_stats(stats)
    paragraphs: tuple[Fragment, ...] = ()
    paragraphs = card_text(source, item, problems, str(name), text_paragraphs)
    paragraphs += _stat_texts(source, item, problems, str(name))
    return CardSource(name=str(name), span=name_fragment.span(), code=code,
                      type=card_type(source, item, problems, str(name)), subname=_text(item, "subname"),
                      traits=card_traits(source, item, problems, str(name), split_traits),
                      stats=stats, paragraphs=paragraphs, boost_icons=_count(stats.get("boost")))


def _stat_texts(source: SourceFile, item: JSONObject, problems: list[Diagnostic], name: str) -> tuple[Fragment, ...]:
    """The paragraphs of the text MarvelCDB gives by a stat (`attack_text`, `health_text`, `boost_text`), in the
    order of the object, after `text`'s: abilities printed on the card as its text's are. `boost_text` is the boost
    ability: its first paragraph reads `Boost: …` (the label standing on the value's opening quote) unless it says so."""
    found: list[Fragment] = []
    for key, value in item.items():
        if not (isinstance(value, str) and value.strip() and _STAT_TEXT.fullmatch(str(key))):
            continue
        at = item.value_starts[key]
        paragraphs = list(text_paragraphs(string_fragment(source, at), problems, name))
        if key == "boost_text" and paragraphs and not _BOOST.match(paragraphs[0].text):
            paragraphs[0] = _labelled(paragraphs[0], (at, at + 1))
        found.extend(paragraphs)
    return tuple(found)


#: The stats MarvelCDB writes as -1 when the card prints X (Titania's ATK, an event's cost, a scheme's escalation).
_X_STATS = frozenset({"cost", "attack", "thwart", "defense", "recover", "health", "hand_size", "scheme",
                      "base_threat", "threat", "escalation_threat", "attack_cost", "thwart_cost"})


def _x_stats(stats: dict) -> None:
    """A stat of -1 is MarvelCDB's X (no card prints a negative stat): it is `"X"`, as a native stats line writes it,
    so that nothing counts it as -1 (an event that costs X is not free)."""
    for key in _X_STATS:
        value = stats.get(key)
        if value == -1 and not isinstance(value, bool):
            stats[key] = "X"


def _threat_per_hero(stats: dict) -> None:
    """MarvelCDB gives a scheme's threat (`base_threat`, `threat`, `escalation_threat`) per hero unless its
    `…_fixed` is true: that is `…_per_hero`, as a native stats line says it (`Target Threat 7[per_hero]`); nor when
    its `…_per_group` is (counted over groups of players instead: `"threat_per_group": true`)."""
    for key in _THREATS:
        if isinstance(stats.get(key), int) and not isinstance(stats[key], bool) and stats.get(f"{key}_fixed") is not True \
                and stats.get(f"{key}_per_group") is not True:
            stats.setdefault(f"{key}_per_hero", True)


def _text(item: dict, key: str) -> str | None:
    value = item.get(key)
    return str(value) if isinstance(value, str) and value else None


def _count(value) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


# `Avenger. Tech.`, `S.H.I.E.L.D. Spy.`, `Trap!`, `Activation Order 1`; Japanese `アベンジャー。テック。`
_TRAIT_END = re.compile(r"(?<=[.!])\s+|[。、]\s*")


def split_traits(text: str) -> tuple[str, ...]:
    """The traits of a `traits` line as words: `Tech. Armor.` is ("Tech", "Armor"); an abbreviation
    keeps its dots (`S.H.I.E.L.D.`), as the text's `[[S.H.I.E.L.D.]]` writes it."""
    traits = []
    for word in _TRAIT_END.split(text.strip()):
        word = word.strip()
        if word.endswith(".") and "." not in word[:-1]:
            word = word[:-1].rstrip()
        if word:
            traits.append(word)
    return tuple(traits)


# ---- a card's text: markup out, positions kept -------------------------------------------------------

_MARKUP = re.compile(
    r"<(/?)([A-Za-z][A-Za-z0-9]*)(?:\s[^<>]*?)?\s*(/?)>"                       # a tag
    r"|&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});"      # an entity
    r"|\r\n|[\r\n\u2028\u2029]"                                              # a line break
    r"|(?<![\w/])(/n)(?![\w/])"                                                # a line break written `/n`
    r"|</([A-Za-z][A-Za-z0-9]*)(?=\s*[:：])"                                   # `</b:`: a closing tag lacking `>`
    r"|(?<!\\)(\\n)"                                                          # a line break escaped twice: `\\n`
)
_BREAKS = frozenset({"hr", "br", "p"})       # tags that end a paragraph (open or closed)
_VOID = frozenset({"img", "wbr"})            # tags that close nothing and need no closing
# bold inside bold is surely a `</b>` mistyped; italics inside italics is reminder text italicising a word
_NO_NESTING = frozenset({"b", "strong"})
_BOOST = re.compile(r"(?:\[star\]\s*)?(?:boost|ブースト)\b", re.IGNORECASE)
_BOOST_LABEL = "Boost: "
_LEAD = re.compile(r"\[star\]|\s")            # what may come before a paragraph's bold trigger
_ITALIC = frozenset({"i", "em"})
_ICONS = re.compile(r"\[[^\[\]]*\]")        # `[star]`, `[[Tech]]` (its inner brackets)


class _Paragraph:
    """A paragraph being built: its characters and the runs that map them onto the file."""

    __slots__ = ("base", "parts", "runs", "length", "italic", "plain")

    def __init__(self, base: Fragment) -> None:
        self.base = base
        self.parts: list[str] = []
        self.runs: list[tuple[int, int]] = []
        self.length = 0
        self.italic = False     # words of it in italics ...
        self.plain = False      # ... and words not in italics (or in bold too)

    def mark(self, text: str, tags) -> None:
        """Note whether the words `text`, written inside the open `tags`, are in italics alone. Punctuation and
        spaces alone are no words (`<i>"…"</i> \u2014<i>Wendell Rand</i>`: a quote and its speaker, the dash
        between them left out of the italics, are flavor still)."""
        if any(ch.isalnum() for ch in text):
            names = {name for name, _, _ in tags}
            if names & _ITALIC and not names & _NO_NESTING:
                self.italic = True
            else:
                self.plain = True

    def flavor(self, text: str) -> bool:
        """All in italics, and not reminder text in parentheses: a line of story, a quote or its speaker."""
        return self.italic and not self.plain and not text.startswith("(") \
            and any(ch.isalpha() for ch in _ICONS.sub("", text))

    def _run(self, offset: int) -> None:
        runs = self.runs
        if not runs or runs[-1][1] + self.length - runs[-1][0] != offset:
            runs.append((self.length, offset))

    def literal(self, start: int, end: int) -> None:
        """The characters `start:end` of the base text, as they are."""
        if start >= end:
            return
        base = self.base
        if len(base.runs) == 1:
            self._run(base.runs[0][1] + start - base.runs[0][0])
        else:
            piece = base.slice(start, end)
            for index, offset in piece.runs:
                if index:
                    self.runs.append((self.length + index, offset))
                else:
                    self._run(offset)
        self.parts.append(base.text[start:end])
        self.length += end - start

    def char(self, text: str, offset: int) -> None:
        """Characters that all stand on the file offset `offset` (what an entity decodes to)."""
        for ch in text:
            self._run(offset)
            self.parts.append(ch)
            self.length += 1

    def lead(self) -> str:
        """The text so far."""
        return "".join(self.parts)

    def fragment(self) -> Fragment | None:
        if not self.length:
            return None
        whole = Fragment("".join(self.parts), tuple(self.runs), self.base.source)
        stripped = whole.strip()
        return stripped if stripped.text else None


def text_paragraphs(text: Fragment, problems: list[Diagnostic], card: str | None = None) -> tuple[Fragment, ...]:
    """The ability paragraphs of a card's `text` (a Fragment of the decoded JSON string), markup out;
    a markup slip is reported in `problems`, under the card's name `card`."""
    source = text.source
    raw = text.text
    if _MARKUP.search(raw) is None:  # no tag, entity or line break: the text is one paragraph
        stripped = text.strip()
        return (stripped,) if stripped.text else ()
    paragraphs: list[Fragment] = []
    current = _Paragraph(text)
    open_tags: list[tuple[str, int, int]] = []     # (name, start, end) in `raw`
    rule_at: tuple[int, int] | None = None         # file offsets of the `<hr />` before this paragraph
    bold_lead = False                              # the paragraph starts in bold: it names its trigger
    cursor = 0

    def report(key: str, start: int, end: int, code: str = "MC003", **args) -> None:
        span = source.span(text.file_offset(start), text.file_offset(end - 1) + 1)
        problems.append(Diagnostic(code, Severity.WARNING, message(key, **args), span, card))

    def close_paragraph(at: int | None = None) -> None:
        """End the paragraph; `at`: where the text goes on after a line break (a tag the next lines close first is
        markup over several lines, `<b>If …\nIf …, the players lose the game.</b>`: kept open, no slip)."""
        nonlocal current, rule_at, bold_lead
        carried = [tag for tag in open_tags if at is not None and _closed_later(raw, at, tag[0])]
        for name, start, end in open_tags:
            if (name, start, end) not in carried:
                report("markup_unclosed", start, end, tag=raw[start:end], close=f"</{name}>")
        open_tags[:] = carried
        found = current.fragment()
        if found is not None and current.flavor(found.text):
            problems.append(Diagnostic("MC009", Severity.WARNING, message("flavor_in_text"), found.span(), card,
                                       suggestion=message("use_flavor_field", field="flavor", tag="<i>…</i>")))
        elif found is not None:
            if rule_at is not None and not bold_lead and not _BOOST.match(found.text):
                found = _labelled(found, rule_at)
            paragraphs.append(found)
            rule_at = None
        current = _Paragraph(text)
        bold_lead = False

    for match in _MARKUP.finditer(raw):
        start, end = match.span()
        current.mark(raw[cursor:start], open_tags)
        current.literal(cursor, start)
        cursor = end
        tag = match.group(2)
        if tag is not None:
            name = tag.lower()
            if name in _BREAKS:
                close_paragraph(end if name != "hr" else None)   # a rule ends what was marked before it
                if name == "hr":
                    rule_at = (text.file_offset(start), text.file_offset(end - 1) + 1)
            elif name in _VOID or match.group(3):
                pass
            elif match.group(1):  # a closing tag
                for k in range(len(open_tags) - 1, -1, -1):
                    if open_tags[k][0] == name:
                        del open_tags[k]
                        break
                else:
                    report("markup_stray_close", start, end, tag=match.group(), open=f"<{name}>")
            elif name in _NO_NESTING and any(open_name == name for open_name, _, _ in open_tags):
                report("markup_nested", start, end, tag=match.group(), close=f"</{name}>")
                for k in range(len(open_tags) - 1, -1, -1):
                    if open_tags[k][0] == name:
                        del open_tags[k]
                        break
            else:
                if name in ("b", "strong") and not _LEAD.sub("", current.lead()):
                    bold_lead = True
                open_tags.append((name, start, end))
        elif match.group(6) is not None:  # `<b>Forced Response</b: …`: the tag it surely is, reported
            name = match.group(6).lower()
            report("markup_no_end", start, end, tag=match.group(), fixed=f"{match.group()}>")
            for k in range(len(open_tags) - 1, -1, -1):
                if open_tags[k][0] == name:
                    del open_tags[k]
                    break
        elif match.group(5) is not None:  # `\n` written with the wrong slash: a line break that slipped
            report("slash_n", start, end, code="MC008", written="/n", escape="\\n")
            close_paragraph(end)
        elif match.group(7) is not None:  # `\\n` in the JSON: the two characters `\` `n`, a line break escaped twice
            report("slash_n", start, end, code="MC008", written=source.text[text.file_offset(start):
                                                                            text.file_offset(end - 1) + 1],
                   escape="\\n")
            close_paragraph(end)
        elif match.group(4) is not None:
            decoded = _entity(match.group(4))
            current.mark(decoded or match.group(), open_tags)
            if decoded is None:
                current.literal(start, end)
            else:
                current.char(decoded, text.file_offset(start))
        else:
            close_paragraph(end)
    current.mark(raw[cursor:], open_tags)
    current.literal(cursor, len(raw))
    close_paragraph()
    return tuple(paragraphs)


def _closed_later(raw: str, at: int, name: str) -> bool:
    """Whether the first `name` tag after `at` in `raw` closes it (`</b>`), before a paragraph rule (`<hr />`)."""
    for match in re.finditer(rf"<(/?)({re.escape(name)}|hr)\b[^<>]*>", raw[at:], re.IGNORECASE):
        return match.group(2).lower() == name and bool(match.group(1))
    return False


def _entity(name: str) -> str | None:
    """The text an entity (`amp`, `#8594`, `#x2192`) stands for, or None to keep it as written."""
    if name[0] == "#":
        try:
            number = int(name[2:], 16) if name[1] in "xX" else int(name[1:])
        except ValueError:
            return None
        if number == 0 or 0xD800 <= number <= 0xDFFF or number > 0x10FFFF:
            return None
        return " " if number == 0xA0 else chr(number)
    if name == "nbsp":
        return " "
    return html.entities.html5.get(name + ";")


def _labelled(paragraph: Fragment, rule: tuple[int, int]) -> Fragment:
    """`Boost: ` and the paragraph: a boost that does not say so, the label standing on its `<hr />`
    (`rule`: its start and end in the file), one character on each of the tag's."""
    start, end = rule
    runs = [(0, start)]
    for index in range(1, len(_BOOST_LABEL)):
        at = min(start + index, end - 1)
        if at != runs[-1][1] + index - runs[-1][0]:
            runs.append((index, at))
    runs.extend((index + len(_BOOST_LABEL), at) for index, at in paragraph.runs)
    return Fragment(_BOOST_LABEL + paragraph.text, tuple(runs), paragraph.source)
