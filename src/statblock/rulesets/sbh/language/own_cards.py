"""statblock's own Markdown cards of warbands (`cards --format md`) read back: a file under the card writer's title
(`# Song of Blades and Heroes warbands`, `render/words.py`) is a roster table a warband (read as any roster table is:
`rows.py`) and, under it, a card a profile: `### Name`, its facts (`Quality 3+ · Combat 2 · 56 pts · ×2`), its special
rules (`Rules: Magic-User, Forester`), a Magic-User's odds (a legend and a table) and the model's own notes.

The roster's row is the profile, read; its card says it again, for printing: the facts, rules and odds a card prints
are checked against the row's profile as the card writer prints it, in either language (SH123, a warning, naming what
the card says and what the row gives: the row is read), and every other line of the card is the model's own note, as
the card printed it. Before, the file was said to be cards that are not read back (SB008), and read as a warband it
was a roster of no rules (the table) and a profile error a card (`·` is no stats separator in a profile line).
"""

from __future__ import annotations

import functools
import re

from ....diagnostics import Diagnostic, Severity, SourceFile, Span
from ..catalog import message
from ..model import Note
from .band import Band, note_at
from .lines import fold_width
from .markdown import HEADING, cells, is_separator, name_of, plain

__all__ = ["card_lang", "card_title_at", "read_card", "read_lost_card"]

_WARNING = Severity.WARNING


def card_title_at(text: str) -> int | None:
    """Where the card writer's title line starts, when `text` (a Markdown file) opens with it (after what a user may
    add above a title: `frontends/card_titles.py`), or has it as a heading below other words; else None."""
    from ....frontends.card_titles import card_title, title_line
    from ..render.words import WORDS

    titles = tuple(words["title"] for words in WORDS.values())
    title = card_title(text)
    if title is None or title not in titles:
        # (below other words, in a file whose game is told (`# ruleset: sbh`, --ruleset sbh): the first title line
        # outside a code block, as the Markdown shows it)
        found = title_line(text, titles)
        return None if found is None or found[2] else found[1]
    at = text.find(title)
    return text.rfind("\n", 0, at) + 1


def profile_named(band: Band | None, name: str, taken: set[int]) -> int | None:
    """The index of the first profile of `band` named `name` (as its roster row names it) whose card was not read yet."""
    if band is None:
        return None
    return next((i for i, p in enumerate(band.profiles) if p.name == name and (id(band), i) not in taken), None)


def card_lang(text: str, at: int | None) -> str:
    """The language of a card file whose title line starts at `at` (its title's)."""
    from ..render.words import WORDS

    title = text[at:text.find("\n", at) if at is not None and "\n" in text[at:] else len(text)] if at is not None else ""
    return next((lang for lang, words in WORDS.items() if words["title"] in title), "en")


def read_card(band: Band, index: int, text: str, start: int, source: SourceFile, problems: list[Diagnostic],
              lang: str = "en") -> int:
    """The card of `band.profiles[index]`, from the line at `start` (the one after its heading) to the next heading:
    its facts, rules and odds checked (SH123), its other lines the profile's notes (`lang`: the card file's language,
    that of what SH123 says a card lacks). Returns where the next line to read starts (the next heading's, or past the
    text)."""
    from ..render.views import magic_rows, odds_table, rule_name
    from ..render.words import LANGS, amount, words as words_of

    profile = band.profiles[index]
    expected = {lang: _printed(profile, words_of(lang), rule_name, amount) for lang in LANGS}
    odds = {lang: tuple(tuple(_cell(c) for c in row) for row in odds_table(magic_rows(profile, lang), lang))
            for lang in LANGS}
    # (a table on the card is the odds table when its head is, in either language: another is the model's note)
    heads, rule_labels, magic_labels = _card_words()
    labels = [words_of(lang) for lang in LANGS]
    caster = any(odds.values())
    seen: dict[str, bool] = {"facts": False, "rules": False, "odds": False}
    rows: list[tuple[str, ...]] = []
    table_span = None
    kind = None   # (the table being read: "odds", or "note", a table of the model's own)
    heading = source.span(text.rfind("\n", 0, max(start - 1, 0)) + 1, max(start - 1, 0))
    heading = source.span(heading.start, heading.start + len(heading.text.rstrip("\r")))
    lines, after = _card_lines(text, start)
    for lead, end, words in lines:
        span = source.span(lead, lead + len(words))
        folded = fold_width(words)
        if "|" not in words:
            kind = None
        elif kind is None and is_separator(_next(text, end)):
            row = cells(words)
            head = tuple(_cell(words[a:b]) for a, b in row.cells) if row is not None else (words,)
            kind = "odds" if head in heads else "note"
        if not words:
            pass
        elif kind == "odds":   # (the odds table: its head, then rows)
            if not is_separator(words):
                row = cells(words)
                rows.append(tuple(_cell(words[a:b]) for a, b in row.cells) if row is not None else (words,))
                table_span = span if table_span is None else source.span(table_span.start, span.end)
        # (each of the card's own lines once, in its place: a note written like one, `Rules: as the book`, after it is
        # the model's note)
        elif kind is not None:
            _note(band, index, source, lead, words)
        elif not seen["facts"] and _facts_like(folded):
            seen["facts"] = True
            # (as printed, else as what it says: compared by keys only when it is not as printed)
            if all(words != e["facts"] for e in expected.values()) \
                    and _facts_key(words) not in {_facts_key(e["facts"]) for e in expected.values()}:
                problems.append(_differs(span, words, expected, "facts", lang))
        elif not seen["rules"] and not seen["odds"] and any(folded.startswith(label) for label in rule_labels) \
                and (profile.rules or _names_rules(folded, labels)):
            # (`Rules: see the book` on a card of a model of no rules is its note; `Rules: Savage` says a rule)
            seen["rules"] = True
            said = [w["rules"] for w in labels]
            if all(words != e["rules"] for e in expected.values()) \
                    and _rules_key(words, said) not in {_rules_key(e["rules"], said) for e in expected.values()}:
                problems.append(_differs(span, words, expected, "rules", lang))
        elif caster and not seen["odds"] and any(folded.startswith(label) for label in magic_labels):
            seen["odds"] = True   # (the odds' legend: the table under it is checked)
        else:   # (the model's own note, as the card printed it)
            _note(band, index, source, lead, words)
    if rows and tuple(rows) not in odds.values():
        said = " / ".join(" | ".join(row) for row in odds["en"][1:]) or message("own_card_no_odds")
        problems.append(Diagnostic("SH123", _WARNING, message("own_card_odds", name=profile.name, expected=said),
                                   table_span))
    elif not rows and caster:
        problems.append(Diagnostic("SH123", _WARNING, message("own_card_odds_missing", name=profile.name), heading))
    if not seen["facts"]:
        problems.append(_differs(heading, "", expected, "facts", lang))
    if not seen["rules"] and profile.rules:
        problems.append(_differs(heading, "", expected, "rules", lang))
    return after


def read_lost_card(band: Band, name: str, heading: Span, text: str, start: int, source: SourceFile,
                   problems: list[Diagnostic]) -> int:
    """A card (`### Elf Wizard`, from the line at `start`) under a roster none of whose rows is named `name`, its
    heading renamed or its row taken out: said (SH134, at its heading), its heading and lines kept as the warband's
    notes, each saying whose (`Elf Wizard — Rules: Magic-User`). Before, read as a roster's lines: its facts line SH002,
    its odds table SH009, its rules line lost in silence. Returns where the next line to read starts."""
    problems.append(Diagnostic("SH134", _WARNING, message("own_card_no_row", name=name), heading))
    band.notes.append(Note(name, heading))
    lines, after = _card_lines(text, start)
    for lead, _, words in lines:
        if words:
            kept = _card_note(source, lead, words)
            band.notes.append(Note(f"{name} — {kept.text}", kept.span))
    return after


def _card_lines(text: str, start: int) -> tuple[list[tuple[int, int, str]], int]:
    """A card's lines from the one at `start` to the next heading: each as (where its words start, where the line ends,
    its words), and where the next line to read starts (the next heading's, or past the text)."""
    lines = []
    at = start
    while at <= len(text):
        end = text.find("\n", at)
        end = len(text) if end == -1 else end
        line = text[at:end].rstrip("\r")
        words = line.strip()
        if HEADING.match(words):
            break
        lines.append((at + len(line) - len(line.lstrip()), end, words))
        at = end + 1
    return lines, at


def _note(band: Band, index: int, source: SourceFile, lead: int, words: str) -> None:
    band.profile_notes.setdefault(index, []).append(_card_note(source, lead, words))


#: A backslash escape the card writer puts before a note's Markdown marks (`a \| b \*c\*`).
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def _card_note(source: SourceFile, lead: int, words: str) -> Note:
    """A card's line, a note: as the card writer was given it, its backslash escapes undone (`Notes: a | b` was read
    back with the backslash the writer put before its bar, and each round trip added more)."""
    note = note_at(source, True, lead, lead + len(words))
    return Note(_ESCAPE.sub(r"\1", note.text), note.span)


def _facts_key(words: str) -> str:
    """A facts line as what it says: full-width forms folded, `・` as `·`, no blanks, in lower case."""
    return re.sub(r"[ \t\u3000]+", "", fold_width(words).replace("・", "·")).lower()


_RULE_SEPARATOR = re.compile(r"[ \t]*+[,、][ \t]*+")


def _rules_key(words: str, labels: list[str]) -> tuple[str, ...]:
    """A rules line as what it says: its rules, each by its id when it names one (`Shooter (Long)`, `射手（長）`, any
    case, in any order), else as written, folded."""
    from ..vocabulary import rule

    folded = fold_width(words).strip()
    for label in labels:
        label = fold_width(label).strip()
        if folded.startswith(label):
            folded = folded[len(label):]
            break
    keys = []
    for item in _RULE_SEPARATOR.split(folded.strip()):
        found = rule(item.strip()) if item.strip() else None
        keys.append(found.id if found is not None else " ".join(item.split()).lower())
    return tuple(sorted(k for k in keys if k))


def _names_rules(folded: str, labels) -> bool:
    """Whether a rules line (`Rules: Savage`) names only rules of the game, each of them."""
    from ..vocabulary import rule

    for w in labels:
        label = fold_width(w["rules"]).strip()
        if folded.startswith(label):
            items = [item.strip() for item in _RULE_SEPARATOR.split(folded[len(label):].strip())]
            return bool(items) and all(item and rule(item) is not None for item in items)
    return False


def _printed(profile, words: dict[str, str], rule_name, amount) -> dict[str, str]:
    """The facts and rules lines the card writer prints for `profile` in the language of `words`."""
    facts = f"{words['quality']} {profile.quality}+ · {words['combat']} {profile.combat} · " \
            f"{amount(words, 'points', profile.points)}" + (f" · ×{profile.count}" if profile.count > 1 else "")
    rules = words["separator"].join(rule_name(use, words["lang"]) for use in profile.rules)
    return {"facts": facts, "rules": f"{words['rules']}{rules}".strip() if rules else ""}


@functools.cache
def _card_words() -> tuple[set[tuple[str, ...]], tuple[str, ...], tuple[str, ...]]:
    """What the card writer prints on every card, in each language: the odds table's head, and the rules line's and the
    odds legend's labels, folded (`特殊ルール：` as `特殊ルール:`, so `特殊ルール: ` is the rules line too)."""
    from ..render.views import odds_table
    from ..render.words import LANGS, words as words_of

    heads = {tuple(_cell(c) for c in odds_table((("",),), lang)[0]) for lang in LANGS}
    return (heads, tuple(fold_width(words_of(lang)["rules"]).strip() for lang in LANGS),
            tuple(fold_width(words_of(lang)["magic"]) for lang in LANGS))


#: A line that says a card's Quality and Combat, as the card writer prints them (`Quality 3+ · Combat 2 · …`).
_FACTS = re.compile(r"(?:Quality|質)[ \t]*+\d+\+?[ \t]*+[·・][ \t]*+(?:Combat|戦闘)[ \t]*+\d+")


def _facts_like(words: str) -> bool:
    return _FACTS.match(words) is not None


def _cell(text: str) -> str:
    """A table cell's words as shown: its emphasis marks and Markdown's escapes (`66\\.7\\%`) left out."""
    return re.sub(r"\\(.)", r"\1", plain(text)).strip()


def _next(text: str, end: int) -> str:
    """The line after the one ending at `end`, stripped."""
    if end >= len(text):
        return ""
    after = text.find("\n", end + 1)
    return text[end + 1:len(text) if after == -1 else after].strip()


def _differs(span, written: str, expected: dict[str, dict[str, str]], part: str, lang: str) -> Diagnostic:
    """SH123: a card's facts or rules line that is not its roster row's profile as the card writer prints it, in the
    language it is written in (a line the card lacks: in the card file's, `lang`; before, always English)."""
    from ...similarity import is_japanese

    right = expected[("ja" if is_japanese(written) else "en") if written else lang][part]
    return Diagnostic("SH123", _WARNING, message(f"own_card_{part}", written=written or "—", right=right or "—"), span)


def heading_name(source: SourceFile, offset: int, line: str) -> str:
    """The name a card's heading shows (`### **Elf** Mage`: `Elf Mage`), as a roster row's name is read."""
    return name_of(source.text, True, offset, offset + len(line)).strip()
