"""Readings of a card's lines beside the fields the game defines (`reader.py`):

- a use type of alternatives, `使用：行動／割込` (`Use: Action or Interrupt`): the card may be declared as either.
  Seed 004 names three use types and says which are declared: ［気絶］ forbids declaring ［行動］ and ［割込］, ［萎縮］ forbids
  declaring a 「使用：割込」 card; 常時 is in effect all the time and never declared (「使用：常時」の効果等で常に［再生］を
  得ている). So 行動 and 割込 may stand as alternatives (which one is chosen when the card is declared); 常時 beside
  either is no choice made at a declaration: said (KY020), the declared one read;
- the kind a name line's parentheses say: an item and its category together (`所持品／武器`), besides a kind or a
  category alone;
- a labelled line of the author's that is none of the game's fields (`スロット：1`, `代償：【ＨＰ】2点`, `Slot: 1`): kept
  as a note, as written (its label too), printed on the card and given in the JSON, never read, and said (KY036, a
  warning naming the game's fields). Before, the first was an unknown use type and the card had none; the second an
  error and its words reached no card.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile, Span
from ..catalog import message
from ..model import Note, Text
from ..vocabulary import lookup, suggest

__all__ = ["keep_note", "kind_of", "read_use", "read_uses"]

# a use type with words in parentheses after it (`行動（攻撃）`, `Action (attack)`, `行動／割込（攻撃）`)
# (words in them: `行動（）` is no use type, said with a did-you-mean, not a note of nothing)
_USE_NOTE = re.compile(r"(?P<use>[^()（）]*[^()（）\s])[ \t　]*[(（](?P<note>[^()（）]*[^()（）\s　][^()（）]*)[)）]")

# words in parentheses after a use type among alternatives, another after them (`行動（攻撃）／割込`: `_notes_between`)
_PARENS = re.compile(r"[ \t　]*[(（](?P<note>[^()（）]*[^()（）\s　][^()（）]*)[)）]")

# between alternatives (the line is folded: ／ is `/`, ・ stays): `行動／割込`, `行動・割込`, `行動または割込`, `Action or Interrupt`
_BETWEEN = re.compile(r"[ \t　]*(?:[/／・、,，|｜]|または|もしくは|\bor(?=[ \t]))[ \t　]*", re.IGNORECASE)
_DECLARED = frozenset({"action", "interrupt"})


def read_use(value_span: Span, line_span: Span, source: SourceFile, problems: list[Diagnostic]):
    """A `使用：` value read: (the use type's id or None, every use type it names in the order written, the words in
    parentheses after it as written or None, the use type those words follow when it is not the last of several
    (`行動（攻撃）／割込`: `action`) or None, the words in parentheses after later use types, each with the one it
    follows: `Card.more_use_notes`). Words in parentheses after the use type (`行動（攻撃）`) are kept, not
    read (the rulebook's pages give a use type none; seed 004 writes ［攻撃］ as an act, not a use type) and said,
    KY020, a warning: before, the use was an unknown one (KY020, an error), then the words were dropped from card and
    JSON with a word."""
    word = value_span.text.strip()
    if not word:
        problems.append(Diagnostic("KY020", Severity.ERROR, message("use_empty"), line_span))
        return None, (), None, None, ()
    term = lookup("uses", word)
    if term is not None:
        return term.id, (term.id,), None, None, ()
    at = value_span.start + len(value_span.text) - len(value_span.text.lstrip())
    read = _notes_between(word, source.span(at, at + len(word)), source, problems)
    if read is not None:
        return read
    noted = _USE_NOTE.fullmatch(word)
    if noted is not None:
        head = source.span(at, at + noted.end("use"))
        said: list[Diagnostic] = []
        term = lookup("uses", noted["use"])
        uses = (term.id,) if term is not None else read_uses(noted["use"], head, source, said)
        if uses and all(d.span == head for d in said):   # (no part unknown: 常時 beside 行動 is said at the whole)
            problems.extend(said)
            problems.append(Diagnostic("KY020", Severity.WARNING, message("use_note", word=word, use=noted["use"],
                                                                          note=noted["note"]), value_span))
            note = Text(noted["note"], source.span(at + noted.start("note"), at + noted.end("note")))
            return uses[0], uses, note, None, ()
    uses = read_uses(word, value_span, source, problems)
    if uses is not None:   # `行動／割込`: either, as the card is declared
        return (uses[0] if uses else None), uses, None, None, ()
    guess = suggest("uses", word)
    key, args = ("use_unknown", {}) if guess is None else ("use_guess", {"guess": guess})
    problems.append(Diagnostic("KY020", Severity.ERROR, message(key, word=word, **args), value_span,
                               suggestion=None if guess is None else message("replace", guess=guess)))
    return None, (), None, None, ()


def _notes_between(word: str, span: Span, source: SourceFile, problems: list[Diagnostic]):
    """`行動（攻撃）／割込`: use types of alternatives, words in parentheses after one of them that is not the last
    (before, KY020 said `行動（攻撃）` was an unknown use type, and the card had none): read as `read_use` gives it, the
    words kept after the use type they follow; None when the value is not use types between separators once its
    parentheses are taken out (the caller reads it otherwise). A part that is no use type is said at its words, as in
    `read_uses`; words in parentheses after a later use type too (`行動（攻撃）／割込（防御）`: `防御` after 割込) are kept
    after the use type they follow (`Card.more_use_notes`) and said, KY020 at them, a warning (before, an error and
    the words were in neither card nor JSON)."""
    notes = list(_PARENS.finditer(word))
    if not notes or len(notes) == 1 and notes[0].end() == len(word):   # (none, or `行動／割込（攻撃）`: `_USE_NOTE`'s)
        return None
    blanked = word   # (each parenthesis a blank: the positions of the parts after them stay those of the line)
    for found in notes:
        blanked = blanked[:found.start()] + " " * (found.end() - found.start()) + blanked[found.end():]
    def written_before(found: re.Match) -> str:   # (the use type as written just before a parenthesis)
        return _BETWEEN.split(blanked[:found.start()])[-1].strip()

    before = written_before(notes[0])
    if not before:
        return None
    said: list[Diagnostic] = []
    uses = read_uses(blanked, span, source, said, shown=word)
    if uses is None:   # (one use type with words in several parentheses after it: `行動（攻撃）（防御）`)
        term = lookup("uses", blanked.strip())
        if term is None:
            return None
        uses = (term.id,)
    problems.extend(said)
    if not uses:
        return None, (), None, None, ()
    problems.append(Diagnostic("KY020", Severity.WARNING, message("use_note", word=word, use=before,
                                                                  note=notes[0]["note"]), span))

    def followed(found: re.Match) -> str | None:
        term = lookup("uses", written_before(found))
        return term.id if term is not None and term.id in uses else None

    def kept(found: re.Match) -> Text:
        return Text(found["note"], source.span(span.start + found.start("note"), span.start + found.end("note")))

    more = []
    for extra in notes[1:]:
        words = kept(extra)
        more.append((followed(extra), words))
        problems.append(Diagnostic("KY020", Severity.WARNING, message(
            "use_note_more", note=extra["note"], use=written_before(extra)), words.span))
    after = followed(notes[0])
    return uses[0], uses, kept(notes[0]), (after if after in uses[:-1] else None), tuple(more)


def read_uses(word: str, span: Span, source: SourceFile, problems: list[Diagnostic], shown: str | None = None) \
        -> tuple[str, ...] | None:
    """The use types of a `使用：` value of alternatives (`行動／割込`), in the order written, each once; None when the
    value is not several words between separators (the caller reads it as one use type). A part that is no use type
    is KY020 at its words, with a did-you-mean; 常時 beside a declared use type is KY020 too (above). `shown`: the value
    as written, when `word` is it with words blanked (`_notes_between`)."""
    parts, at = [], 0
    for between in _BETWEEN.finditer(word):
        parts.append((at, word[at:between.start()]))
        at = between.end()
    parts.append((at, word[at:]))
    if len(parts) < 2 or any(not text.strip() for _, text in parts):
        return None
    uses: list[str] = []
    for start, text in parts:
        where = source.span(span.start + start, span.start + start + len(text))
        term = lookup("uses", text.strip())
        if term is None:
            guess = suggest("uses", text.strip())
            key, args = ("use_unknown", {}) if guess is None else ("use_guess", {"guess": guess})
            problems.append(Diagnostic("KY020", Severity.ERROR, message(key, word=text.strip(), **args), where,
                                       suggestion=None if guess is None else message("replace", guess=guess)))
        elif term.id not in uses:
            uses.append(term.id)
    declared = [use for use in uses if use in _DECLARED]
    if declared and len(declared) < len(uses):
        problems.append(Diagnostic("KY020", Severity.ERROR, message("use_constant_alternative", word=shown or word),
                                   span))
        return tuple(declared)
    return tuple(uses)


def keep_note(label_span: Span, value_span: Span) -> tuple[Note, Diagnostic]:
    """An author's labelled line kept as a note, and the warning that says so."""
    label = label_span.text
    note = Note(label, value_span.text.strip(), value_span, label_span)
    said = message("field_kept", word=label)
    return note, Diagnostic("KY036", Severity.WARNING, said, label_span)


# between an item's kind and its category written together (`所持品／武器`, `武器・所持品`, `item, weapon`)
_KIND_AND_CATEGORY = re.compile(r"[ \t　]*[/／・･、,，|｜][ \t　]*|[ \t　]+")


def kind_of(word: str) -> tuple[str, str | None] | None:
    """(the kind's id, the item category's id or None) a name line's parenthesised words say, or None: a kind
    (`所持品`, `power`), an item's category (`武器`: an item), or an item and its category together, either first
    (`所持品／武器`, `武器・所持品`, `item, weapon`; before, KY002, an unknown kind, and the card had none)."""
    term = lookup("kinds", word)
    if term is not None:
        return term.id, None
    sort = lookup("categories", word)
    if sort is not None:
        return "item", sort.id   # `刀（武器）`: a weapon is an item
    parts = [part for part in _KIND_AND_CATEGORY.split(word.strip()) if part]
    if len(parts) != 2:
        return None
    for first, second in (parts, parts[::-1]):
        term, sort = lookup("kinds", first), lookup("categories", second)
        if term is not None and term.id == "item" and sort is not None:
            return "item", sort.id
    return None
