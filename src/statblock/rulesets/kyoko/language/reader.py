"""Reading a native `.kyoko` file (docs/kyoko.md) into `Card`s, with exact positions.

A card is a paragraph (cards are separated by blank lines); a line whose first character is `#` (ASCII, as
written: a full-width `＃` is text) is a comment (`# ruleset: kyoko`). Each line is folded one character for one (full-width digits,
brackets, slashes, colons and parentheses to ASCII, `<` `>` to 〈 〉), so that an offset in the folded
line is an offset in the file:

- the paragraph's first line is the card's name with its kind in parentheses:
  `毒の刃（フィクションパワー）`, `応急キット（所持品）`, `Venom Blade (power)`;
- `使用：行動` / `Use: Action`, `対象：…` / `Target: …`, `効果：…` / `Effect: …`; an item's data, kept as
  written: `種別：乗物`, `価格：3`, `準備制限：…`, `搭乗人数：2` (seed 004 and the rulebook's item data);
  `射程：2` (an item's or power's range, also read: `ranges.py`);
- several fields may share a line, a space, `、`, `,`, `／` or `｜` before each label (`使用：行動　対象：単体`,
  `使用：行動、対象：単体`), as character sheets print them; `効果：` takes the rest of its line;
- a line without a label after `効果：` goes on with the effect (joined by a newline).

A card's kind may be an item's category (`刀（武器）`: an item of the category 武器).
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile, Span
from ..catalog import message
from ..model import Card, Detail, Note, Text
from ..vocabulary import lookup, suggest
from .broken_lines import continues, ends_sentence, read_lines
from .card_fields import keep_note, kind_of, read_use
from .field_labels import bare_label, bracketed_label, field_label, field_of, label_within, opening_label
from .effects import link_checks
from .folding import fold_line
from .hidden_html import HiddenBlocks
from .options import OPTION_MARK, read_options
from ....frontends.card_titles import front_matter_end
from .markdown_escapes import is_markdown, unescaped
from .ranges import read_range
from .reference import ReferenceSection, reference_heading

__all__ = ["LIST_MARKER", "card_name", "field_line", "fold_line", "read_cards"]

_ERROR, _WARNING = Severity.ERROR, Severity.WARNING
_NAME = re.compile(r"(?P<name>.*?\S)[ \t]*\((?P<kind>[^()]*)\)[ \t]*")
# a kind in other brackets (`お守り【所持品】`, `刀［武器］`): KY001 says to write it in parentheses
_OPENERS, _CLOSERS = "【[「〈", "】]」〉"
# a name in the marks the rulebook writes names in (its templates: 「《限界突破》を使用する」 a fiction power,
# 「〔中型刃物〕による攻撃」 an item) says its kind without parentheses
_MARKED = {"《": ("》", "power"), "〔": ("〕", "item")}
_FIELD = re.compile(r"(?P<label>[^\s:()\[\]【〈][^:()\[\]【〈]{0,15}?)[ \t]*:[ \t]*(?P<value>.*)")
_DETAILS = ("category", "price", "ready_limit", "capacity", "range")




class _Card:
    def __init__(self, name: str, kind: str | None, span: Span):
        self.name, self.kind, self.span = name, kind, span
        self.fields: dict[str, Span] = {}
        self.use: str | None = None
        self.target: str | None = None
        self.effects: list = []
        self.effect_start: int | None = None
        self.effect_end: int | None = None
        self.last_line_end: int | None = None  # where the previous effect line ended (for the newline)
        self.pending: list[tuple[str, int]] = []   # effect lines not read yet: their sentence goes on (folded, offset)
        self.mark: tuple[str, int] | None = None   # the list mark before the pending lines' first (`- `), and where
        self.details: list[Detail] = []
        self.category: str | None = None
        self.range = None
        self.notes: list = []
        self.uses: tuple[str, ...] = ()
        self.use_note: Text | None = None
        self.use_note_after: str | None = None
        self.more_use_notes: tuple = ()


def read_cards(source: SourceFile) -> tuple[list[Card], list[Diagnostic]]:
    """The cards of a native file and what was found wrong in them."""
    problems: list[Diagnostic] = []
    cards: list[_Card] = []
    card: _Card | None = None
    source = unescaped(source)   # (a Markdown file's `\\[`, `\\&`: Markdown's escapes, no words of the card)
    markdown = is_markdown(source)
    text = source.text
    start = front_matter_end(text) if markdown else 0   # (a Markdown card file's front matter, a note's tags: no card)
    reference: ReferenceSection | None = None   # (in the ［状態］ reference a Markdown card file holds: no card)
    hidden = HiddenBlocks(source, problems) if markdown else None
    named = False   # (the line before was a card's name alone)
    while start <= len(text):
        was_named, named = named, False
        end = text.find("\n", start)
        end = len(text) if end == -1 else end
        raw = fold_line(text[start:end].rstrip("\r"))
        left = len(raw) - len(raw.lstrip())
        line = raw.strip()
        offset = start + left
        start = end + 1
        if not line:
            card = None  # a blank line ends the card
            continue
        if markdown and _RULE.fullmatch(line):
            # (a Markdown rule, `---`, `***`: no words; under a card's name alone its heading's underline (setext), else
            # the card's end. It was a card named `---` (KY001), the card under it named so and its own name lost)
            card = card if was_named else None
            continue
        if hidden is not None and text.startswith("<", offset) and (past := hidden.past(offset, card is not None)):
            start = past   # (an HTML comment, on its line or several, which Markdown prints as nothing: the card
            continue       # writer's, which ends a list before a line after it, or an author's, said: hidden_html.py)
        if reference is not None:
            if reference.line(text[offset:offset + len(line)], offset, source, problems):
                continue
            reference.close(source, problems)
            reference = None   # (a line of another shape: the section has ended, the line read as any)
        if card is None and line.startswith("#") and text[offset] == "#":
            lang = reference_heading(text[offset:offset + len(line)])
            if lang is not None:   # `## ［状態］一覧`, `## Conditions`: the reference the card writer writes after the cards
                reference = ReferenceSection(lang)
                continue
        # (an ASCII `#` as written: a full-width `＃`, folded to `#`, is text, `＃２の場合は、…`; it was a comment, and the
        # line was in no output and no diagnostic)
        if line.startswith("#") and text[offset] == "#":
            heading = _HEADING.match(line)
            if heading is None or not card_name(line[heading.end():]) or not field_line(text, start) or (
                    card is not None and not _starts_a_card(card, line[heading.end():], text, start)):
                continue
            # `## 焦熱の掌（フィクションパワー）` then `使用：行動`: a Markdown heading's marks before a card's name (it was a
            # comment, and the card was named after its first field); a card commented out line by line stays one
            offset, line = offset + heading.end(), line[heading.end():]
        span = source.span(offset, offset + len(line))
        if card is not None and _starts_a_card(card, line, text, start):
            # (`癒しの歌（フィクションパワー）` right under a card, its fields under it: the next card, a blank line
            # missing; was the effect's text, each field `written twice`, KY004, and the card lost)
            problems.append(Diagnostic("KY009", _WARNING, message("name_in_card"), span,
                                       suggestion=message("name_in_card_help")))
            card = None
        if card is None:
            marker = LIST_MARKER.match(line)
            if marker is not None and (card_name(line[marker.end():]) or _fields_after_name(line[marker.end():])):
                # `■焦熱の掌（…）`, `・止血帯（所持品）`, `- Smoke Charm (item)`: a list's mark, no part of the name; so
                # before a name line that goes on with fields (`■刀（武器）　価格：1`: it was the name `■刀`)
                offset, line = offset + marker.end(), line[marker.end():]
                span = source.span(offset, offset + len(line))
            cut = _fields_after_name(line)
            head = line if cut is None else line[:cut].rstrip(" \t、,/|")
            card = _name_line(head, offset, source, source.span(offset, offset + len(head)), problems)
            cards.append(card)
            named = cut is None
            if cut is not None:   # `ナイフ（武器）　価格：１　使用：行動`: the fields after the name, as a sheet prints them
                _body_line(card, line[cut:], offset + cut, source, source.span(offset + cut, offset + len(line)),
                           problems)
            continue
        _body_line(card, line, offset, source, span, problems)
    if reference is not None:
        reference.close(source, problems)
    done = [_finish(c, source, problems) for c in cards]
    problems.sort(key=lambda d: d.span.start)
    return done, problems


# the marks of a list before a card's name line, and of a Markdown heading (`■`, `・`, `- `; `## `)
LIST_MARKER = re.compile(r"(?:[■□◆◇●○・･]|[-*+](?=[ \t]))[ \t]*")
_HEADING = re.compile(r"#{1,6}[ \t]+")
# a Markdown rule (CommonMark's thematic break: three `-`, `*` or `_` or more, blanks between), on a stripped line
_RULE = re.compile(r"(?:-[ \t]*+){3,}+|(?:\*[ \t]*+){3,}+|(?:_[ \t]*+){3,}+")


def card_name(line: str) -> bool:
    """Whether `line` (folded) is a card's name with a kind or category known in parentheses."""
    found = _NAME.fullmatch(line.strip())
    word = "" if found is None else found["kind"].strip()
    return found is not None and kind_of(word) is not None


def _starts_a_card(card: _Card, line: str, text: str, start: int) -> bool:
    """Whether `line` inside `card` is the next card's name line, a blank line missing before it: a name and its kind,
    no list's item (`・癒しの歌（フィクションパワー）` under `以下のどれか1つを使用できる。` is an option of the card), over
    a field the card has already, or its use (`対象：単体` under a list of powers is the card's own target); or a name
    line that goes on with such a field (`癒しの歌（フィクションパワー）　使用：行動`)."""
    if LIST_MARKER.match(line) is not None:
        return False
    cut = _fields_after_name(line)
    if cut is not None:
        field = field_of(line[cut:])
    elif card_name(line) or _other_kind(line):
        end = text.find("\n", start)
        field = field_of(fold_line(text[start:len(text) if end == -1 else end]).strip())
    else:
        return False
    return field is not None and (field == "use" or field in card.fields)


def field_line(text: str, start: int) -> bool:
    """Whether the line of `text` at `start` (the next one) opens with a field label known and its colon."""
    end = text.find("\n", start)
    line = fold_line(text[start:len(text) if end == -1 else end]).strip()
    marker = LIST_MARKER.match(line)   # (`- 使用：行動`: a field in a list, a Markdown card's)
    return opening_label().match(line, marker.end() if marker else 0) is not None


# a name line's kind in parentheses, then a blank or separator and a field's label and colon (`ナイフ（武器）　価格：１`), a
# label of English words too (`ナイフ（武器）　Extra Slot：2`, as `_OWN_LABEL` reads one). The look ahead of the English
# label starts at a capital: one starting at a blank went over the rest of a run of blanks from each blank of it
# (the square of the run: 16,000 blanks after `（）` took 8 s)
_NAME_THEN_FIELD = re.compile(r"\)[ \t、,/|]+(?P<label>[^\s:()]{1,16}?"
                              r"|(?=[A-Z][A-Za-z' -]{0,15}[ \t]*:)[A-Z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*){1,3})[ \t]*:")


def _fields_after_name(line: str) -> int | None:
    """Where the fields start on a name line that goes on with them (`ナイフ（武器）　価格：１　使用：行動`, as a
    character sheet prints an item on one line), or None. Before, the whole line was the name, KY001 saying it had
    no kind, and the card had no use."""
    found = _NAME_THEN_FIELD.search(line)   # (the first only: a line of many stays linear)
    name = None if found is None else _NAME.fullmatch(line[:found.start() + 1])
    if name is not None and (lookup("fields", found.group("label")) is not None or kind_of(name["kind"])):
        return found.start("label")   # (a label unknown after a kind known: the field's own KY003 says it)
    return None


def _other_kind(line: str) -> bool:
    """Whether `line` is a name with a known kind in other brackets (`癒しの歌【フィクションパワー】`, KY001 says so)."""
    other = _other_brackets(line)
    return other is not None and kind_of(line[other[1]:other[2]].strip()) is not None


def _other_brackets(line: str) -> tuple[int, int, int] | None:
    """Where the name ends and the kind starts and ends in a name line whose kind is in other brackets
    (`お守り【所持品】`), or None: the line ends with a closing bracket (blanks aside), the kind opens at the
    first opening bracket after any other closing one, and the name is what comes before, up to its last
    non-blank. One pass: a pattern tried each opening bracket to the line's end, which took the square of
    a line of them."""
    body = line.rstrip(" \t")
    close = len(body) - 1
    if close < 0 or body[close] not in _CLOSERS:
        return None
    after = max(body.rfind(mark, 0, close) for mark in _CLOSERS) + 1
    name_end = None
    for at in range(close):
        ch = body[at]
        if at >= after and ch in _OPENERS and name_end is not None:
            return name_end, at + 1, close
        if ch not in " \t":
            name_end = None if ch.isspace() else at + 1
    return None


def _name_line(line: str, offset: int, source: SourceFile, span: Span, problems) -> _Card:
    found = _NAME.fullmatch(line)
    if found is None:
        other = _other_brackets(line)
        word = line[other[1]:other[2]].strip() if other else ""
        if other is not None and kind_of(word):
            name_end, opened, closed = other[0], other[1] - 1, other[2]   # the brackets, as parentheses in place
            name = source.text[offset: offset + name_end]
            fixed = f"{name}（{word}）" if not name.isascii() else f"{name} ({word})"
            problems.append(Diagnostic("KY001", _ERROR, message("kind_brackets", name=name, word=word, fixed=fixed),
                                       span, suggestion=message("replace", guess=fixed)))
            same = f"{line[:opened]}({line[opened + 1:closed]}){line[closed + 1:]}"
            return _name_line(same, offset, source, span, [])
        marked = _MARKED.get(span.text[:1])
        if marked is not None and span.text.endswith(marked[0]) and span.text.count(span.text[0]) == 1 \
                and len(span.text) > 2:
            return _Card(span.text, marked[1], span)   # `《限界突破》`, `〔中型刃物〕`: the rulebook's marks say the kind
        problems.append(Diagnostic("KY001", _ERROR, message("no_kind", name=span.text), span))
        return _Card(span.text, None, span)
    name_span = source.span(offset, offset + found.end("name"))
    word_span = source.span(offset + found.start("kind"), offset + found.end("kind"))
    word = word_span.text.strip()
    kind, sort = kind_of(word) or (None, None)
    if kind is None:
        guess = suggest("kinds", word)
        problems.append(Diagnostic("KY002", _ERROR, message("kind_unknown", word=word), word_span,
                                   suggestion=None if guess is None else message("replace", guess=guess)))
    card = _Card(name_span.text, kind, name_span)
    card.category = sort
    return card


def _body_line(card: _Card, line: str, offset: int, source: SourceFile, span: Span, problems) -> None:
    """One line of a card after its name: its fields, one after another (`使用：行動　対象：単体`, in a loop: a line
    of thousands of fields was a recursion as deep, SB006 and the whole file lost), or more of the effect text."""
    marker = LIST_MARKER.match(line)
    if marker is not None and opening_label().match(line, marker.end()):
        # `- 使用：行動`, `・対象：単体`: a field in a list, as a Markdown card writes its fields (was KY001, the card named
        # after it; or, after the effect, more of it: a list's item), read as the field
        offset, line = offset + marker.end(), line[marker.end():]
        span = source.span(offset, offset + len(line))
    rest = (line, offset, span)
    while rest is not None:
        rest = _body_field(card, *rest, source, problems)


def _body_field(card: _Card, line: str, offset: int, span: Span, source: SourceFile, problems):
    """The first field of `line` read; the rest of the line, as `(line, offset, span)`, when more fields follow."""
    bracketed = bracketed_label().match(line)
    if bracketed is not None:   # `【使用】行動`, `［効果］…`: a label in brackets, read as `使用：行動`
        close = bracketed.end("label")
        head = source.span(offset, offset + bracketed.end())   # (with a colon written after it: replaced too)
        fixed = bracketed.group("label") + (": " if bracketed.group("label").isascii() else "：")
        problems.append(Diagnostic("KY003", _ERROR, message("field_brackets", word=head.text.rstrip(), fixed=fixed),
                                   head, suggestion=message("replace", guess=fixed)))
        colon = " " if bracketed.group("colon") else ":"   # (`【使用】：行動`: the colon written stays the one)
        _body_line(card, line[1:close] + colon + line[close + 1:], offset + 1, source, span, problems)
        return
    found = _FIELD.fullmatch(line)
    field = None
    if found is not None:
        label = found.group("label")
        term = lookup("fields", label)
        if term is not None:
            field = term.id
        else:
            guess = suggest("fields", label) or label_within(label)
            if guess is None and (card.effect_start is None or lookup("note_labels", label) is not None):
                # `スロット：1` before the effect, `備考：テスト用。` anywhere: the author's own line, kept as a note (KY036);
                # before, the first was an error and its words reached no card, the second more of the effect's text
                rest = _then_next_field(card, line, offset, found, source, problems)
                if rest is not None:   # `代償：【ＨＰ】2点　使用：行動`: the note, then the next field on the line
                    return rest
                value = found.group("value").rstrip().rstrip("、,/|").rstrip()
                note, said = keep_note(source.span(offset, offset + found.end("label")),
                                       source.span(offset + found.start("value"), offset + found.start("value") + len(value)))
                card.notes.append(note)
                problems.append(said)
                return
            if guess is not None or card.effect_start is None:
                label_span = source.span(offset, offset + found.end("label"))
                problems.append(Diagnostic("KY003", _ERROR, message("field_unknown", word=label_span.text),
                                           label_span,
                                           suggestion=None if guess is None else message("replace", guess=guess)))
                return
    if field is None:
        if card.effect_start is None:  # neither a field nor the rest of an effect
            bare = bare_label(line)
            if bare is not None:   # `使用 行動`, `使用＝行動`, `Use - Action`: a label and its value with no colon, read as
                # `使用：行動` (before, the last two were an unknown field, or the use type `- Action`)
                label_end, value_at = bare
                label = source.span(offset, offset + label_end).text
                colon = label + (": " if label.isascii() else "：")   # the fix: the label and its blanks
                fixed = colon + source.span(offset + value_at, offset + len(line)).text
                problems.append(Diagnostic("KY003", _ERROR, message("field_no_colon", word=label, fixed=fixed),
                                           source.span(offset, offset + value_at),
                                           suggestion=message("replace", guess=colon)))
                # (the colon right after the label, blanks up to the value: `Use - Action` is `Use:   Action`)
                same = line[:label_end] + ":" + " " * (value_at - label_end - 1) + line[value_at:]
                _body_line(card, same, offset, source, span, problems)
                return
            problems.append(Diagnostic("KY003", _ERROR, message("field_unknown", word=span.text), span))
            return
        _effect_line(card, line, offset, source, problems)
        return
    value_at = found.start("value")
    value = found.group("value")
    rest = _then_next_field(card, line, offset, found, source, problems) if field != "effect" else None
    if rest is not None:   # `使用：行動　対象：単体`: this field, then the next one on the same line
        return rest
    if field != "effect":  # (`使用：行動、` with nothing after: the separator is no part of the value, as between fields)
        value = value.rstrip().rstrip("、,/|，／｜").rstrip() or value
    value_span = source.span(offset + value_at, offset + value_at + len(value))
    if field in card.fields:
        label_span = source.span(offset, offset + found.end("label"))
        if field == "effect":  # a second `効果：` line: more of the effect, read (its words were dropped, no card had
            # them, their slips never checked), and said
            problems.append(Diagnostic("KY004", _WARNING, message("effect_twice", word=label_span.text), label_span))
            if value.strip():   # (`効果：` alone, its words on the lines under it: no empty line of the effect's)
                _effect_line(card, value, offset + value_at, source, problems)
            return
        # a second `使用：`, `対象：`, …: the first is the card's, the second kept as written, printed after the effect
        # and given in the JSON (`notes`) (its value was dropped: `使用：割込` under `使用：行動` in no output)
        card.notes.append(Note(label_span.text, value_span.text.strip(), value_span, label_span, again=True))
        problems.append(Diagnostic("KY004", _WARNING, message("field_twice", word=label_span.text), label_span))
        return
    card.fields[field] = value_span
    if field == "use":   # (`card_fields.py`: alternatives, `行動／割込`; words in parentheses after, `行動（攻撃）`)
        card.use, card.uses, card.use_note, card.use_note_after, card.more_use_notes = read_use(
            value_span, source.span(offset, offset + len(line)), source, problems)
    elif field == "target":
        card.target = value_span.text.strip()
    elif field in _DETAILS:
        _detail(card, field, value_span, problems)
    else:
        _effect_line(card, value, offset + value_at, source, problems)



def _then_next_field(card: _Card, line: str, offset: int, found: re.Match, source: SourceFile, problems):
    """When another field follows this one's value on its line: this field read, and the rest of the line, as
    `(line, offset, span)`; else None."""
    value_at = found.start("value")
    after = _next_field(found.group("value"), source.text[offset + value_at: offset + found.end("value")])
    if after is None:
        return None
    here = line[: value_at + after].rstrip().rstrip("、,/|").rstrip()   # (`使用：行動、対象：単体`)
    _body_line(card, here, offset, source, source.span(offset, offset + len(here)), problems)
    rest_at = offset + value_at + after
    return line[value_at + after:], rest_at, source.span(rest_at, offset + len(line))


# a label of the author's after a blank or separator in a field's value (`行動　スロット：1`, `Action  Slot: 1`): one word,
# no digit first (`10:30`), no bracket or mark a value's words hold
_OWN_LABEL = re.compile(r"(?<=[\s、,/|])[^\s\d:()\[\]【】〈〉「」『』、,/|.。+\-][^\s:()\[\]【】〈〉「」『』、,/|.。]{0,7}[ \t]*:")
# or words of such a label a blank apart, 16 characters at most, when what comes before them is a gap wider than one
# blank or a separator (`価格：１　Extra Slot：2`, `使用：行動  Extra slot: 1`, `対象：単体、追加 スロット：1`): the label whole
# (before, it was cut at its last word, `Slot`, and the price was `１　Extra`). After one blank the value's words and
# the label's cannot be told apart (`Target: One Creature Note: x`): the label is one word, as before
_WORD = r"[^\s\d:()\[\]【】〈〉「」『』、,/|.。+\-][^\s:()\[\]【】〈〉「」『』、,/|.。]{0,15}"
_OWN_WORDS = re.compile(rf"(?<=[\s、,/|])(?=[^:\n]{{3,16}}:){_WORD}(?: {_WORD}){{1,3}}[ \t]*:")
_WIDE_GAP = re.compile(r"(?:[\t\u3000、,/|，／｜]|  )$")


def _next_field(value: str, written: str) -> int | None:
    """Where another field starts in a field's value (after a space: `行動　対象：単体`), a field of the game's or a label
    of the author's (`行動　スロット：1`, kept as a note), or None. `written` is the value as in the file (the same length:
    a full-width blank is one, folded)."""
    own = _OWN_LABEL.search(value)
    words = _OWN_WORDS.search(value, 0, len(value) if own is None else own.end())
    while words is not None and _WIDE_GAP.search(written, max(0, words.start() - 2), words.start()) is None:
        words = _OWN_WORDS.search(value, words.start() + 1, len(value) if own is None else own.end())
    if words is not None:
        own = words
    # (the game's labels looked for up to the author's first only: each field of a long line is then found in the
    # words before it, and the line read in linear time; a label of the game's of one word is one of `_OWN_LABEL`'s)
    known = field_label().search(value, 0, len(value) if own is None else own.end())
    starts = [m.start() for m in (known, own) if m is not None]
    return min(starts) if starts else None


def _detail(card: _Card, field: str, value_span: Span, problems) -> None:
    """An item's datum kept as written; its category (種別) looked up, an unknown one warned (KY025)."""
    written = value_span.text.strip()
    card.details.append(Detail(field, written, value_span))
    if field == "range":
        card.range = read_range(value_span, problems)
        return
    if field != "category" or not written:
        return
    sort = lookup("categories", written)
    if sort is not None:
        card.category = sort.id
        return
    guess = suggest("categories", written)
    key, args = ("category_unknown", {}) if guess is None else ("category_guess", {"guess": guess})
    problems.append(Diagnostic("KY025", _WARNING, message(key, word=written, **args), value_span,
                               suggestion=None if guess is None else message("replace", guess=guess)))


def _effect_line(card: _Card, folded: str, offset: int, source: SourceFile, problems) -> None:
    """A line of effect text: read with the lines before it that do not end their sentence (`broken_lines.py`:
    `３点の` / `ダメージを与える。` is one damage), or alone."""
    if card.effect_start is None:
        card.effect_start = offset
    mark = OPTION_MARK.match(folded)
    if mark and folded[:1] in ("・", "･") and card.pending and card.pending[-1][0].rstrip()[-1:] in _NOUN_CLOSERS \
            and continues(source, card.effect_end, offset):
        mark = None   # (`難易度4の〈意志〉` / `・〈頑健〉判定`: a sentence broken before the dot between two nouns, one sentence;
                      # it was an item of its own, and the check read as 〈意志〉's alone, KY029 not said)
    if card.pending and (not continues(source, card.effect_end, offset) or mark):
        _read_pending(card, source, problems)   # (a list's item starts anew: never more of the line before it)
    if mark and folded[mark.end():].strip():   # (its words read from their first, as any line's: `- 3点のダメージ` is
        card.mark = (folded[:mark.end()], offset)   # damage; the mark before `3` was read as a minus and the number
        folded, offset = folded[mark.end():], offset + mark.end()   # refused, the item text in silence)
    card.pending.append((folded, offset))
    card.effect_end = offset + len(folded)
    if ends_sentence(folded):
        _read_pending(card, source, problems)


# the closing brackets of a noun a Japanese `・` joins to the next (`〈意志〉・〈頑健〉`, `［萎縮］・［散漫］`)
_NOUN_CLOSERS = ("〉", "］", "]", "】", "》")


def _read_pending(card: _Card, source: SourceFile, problems) -> None:
    if not card.pending:
        return
    mark, card.mark = card.mark, None
    start = card.pending[0][1] if mark is None else mark[1]
    if card.last_line_end is not None:
        gap = source.span(card.last_line_end, start)
        card.effects.append(Text("\n", gap))
    read = read_lines(source, card.pending, problems)
    if mark is not None:   # the mark one with the text after it, as written (`- 対象の`), or text of its own
        first = read[0] if read else None
        if isinstance(first, Text) and first.span.start == card.pending[0][1]:
            read[0] = Text(mark[0] + first.text, source.span(start, first.span.end))
        else:
            read.insert(0, Text(mark[0], source.span(start, card.pending[0][1])))
    card.effects.extend(read)
    card.last_line_end = card.pending[-1][1] + len(card.pending[-1][0])
    card.pending = []


def _finish(card: _Card, source: SourceFile, problems) -> Card:
    _read_pending(card, source, problems)
    if card.kind is not None or card.fields:
        if "use" not in card.fields:
            problems.append(Diagnostic("KY005", _WARNING, message("no_use", name=card.name), card.span))
        if "effect" not in card.fields:
            problems.append(Diagnostic("KY006", _WARNING, message("no_effect", name=card.name), card.span))
        elif not "".join(e.text for e in card.effects).strip():
            problems.append(Diagnostic("KY006", _WARNING, message("effect_empty", name=card.name),
                                       card.fields["effect"]))
    effect_span = None if card.effect_start is None else source.span(card.effect_start, card.effect_end)
    return Card(card.name, card.kind, card.use, card.target, tuple(link_checks(read_options(card.effects, source))), card.span,
                card.fields.get("use"), card.fields.get("target"), effect_span, tuple(card.details), card.category,
                card.range, tuple(card.notes), card.uses, card.use_note, card.use_note_after,
                card.more_use_notes)
