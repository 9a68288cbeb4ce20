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

import re

from ....diagnostics import Diagnostic, Severity, SourceFile
from ..catalog import message
from .band import Band, note_at
from .markdown import HEADING, cells, is_separator, name_of, plain

__all__ = ["card_title_at", "read_card"]

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


def read_card(band: Band, index: int, text: str, start: int, source: SourceFile, problems: list[Diagnostic]) -> int:
    """The card of `band.profiles[index]`, from the line at `start` (the one after its heading) to the next heading:
    its facts, rules and odds checked (SH123), its other lines the profile's notes. Returns where the next line to read
    starts (the next heading's, or past the text)."""
    from ..render.views import magic_rows, odds_table, rule_name
    from ..render.words import LANGS, amount, words as words_of

    profile = band.profiles[index]
    expected = {lang: _printed(profile, words_of(lang), rule_name, amount) for lang in LANGS}
    odds = {lang: tuple(tuple(_cell(c) for c in row) for row in odds_table(magic_rows(profile, lang), lang))
            for lang in LANGS}
    labels = [words_of(lang) for lang in LANGS]
    seen: dict[str, bool] = {"facts": False, "rules": False, "odds": False}
    rows: list[tuple[str, ...]] = []
    table_span = None
    at = start
    while at <= len(text):
        end = text.find("\n", at)
        end = len(text) if end == -1 else end
        line = text[at:end].rstrip("\r")
        words = line.strip()
        if HEADING.match(words):
            break
        lead = at + len(line) - len(line.lstrip())
        span = source.span(lead, lead + len(words))
        if not words:
            pass
        elif "|" in words and (rows or is_separator(_next(text, end))):   # (the odds table: its head, then rows)
            if not is_separator(words):
                row = cells(words)
                rows.append(tuple(_cell(words[a:b]) for a, b in row.cells) if row is not None else (words,))
                table_span = span if table_span is None else source.span(table_span.start, span.end)
        # (each of the card's own lines once, in its place: a note written like one, `Rules: as the book`, after it is
        # the model's note)
        elif not seen["facts"] and any(words == e["facts"] for e in expected.values()):
            seen["facts"] = True
        elif not seen["facts"] and _facts_like(words):
            seen["facts"] = True
            problems.append(_differs(span, words, expected, "facts"))
        elif not seen["rules"] and not seen["odds"] and any(_label(words, w["rules"]) for w in labels):
            seen["rules"] = True
            if not any(words == e["rules"] for e in expected.values()):
                problems.append(_differs(span, words, expected, "rules"))
        elif not seen["odds"] and any(words.startswith(w["magic"]) for w in labels):
            seen["odds"] = True   # (the odds' legend: the table under it is checked)
        else:   # (the model's own note, as the card printed it)
            band.profile_notes.setdefault(index, []).append(note_at(source, True, lead, lead + len(words)))
        at = end + 1
    if rows and tuple(rows) not in odds.values():
        said = " / ".join(" | ".join(row) for row in odds["en"][1:]) or message("own_card_no_odds")
        problems.append(Diagnostic("SH123", _WARNING, message("own_card_odds", name=profile.name, expected=said),
                                   table_span))
    elif seen["odds"] and not rows or not rows and any(odds.values()):
        problems.append(Diagnostic("SH123", _WARNING, message("own_card_odds_missing", name=profile.name),
                                   source.span(start, start)))
    if not seen["facts"]:
        problems.append(_differs(source.span(start, start), "", expected, "facts"))
    if not seen["rules"] and profile.rules:
        problems.append(_differs(source.span(start, start), "", expected, "rules"))
    return at


def _printed(profile, words: dict[str, str], rule_name, amount) -> dict[str, str]:
    """The facts and rules lines the card writer prints for `profile` in the language of `words`."""
    facts = f"{words['quality']} {profile.quality}+ · {words['combat']} {profile.combat} · " \
            f"{amount(words, 'points', profile.points)}" + (f" · ×{profile.count}" if profile.count > 1 else "")
    rules = words["separator"].join(rule_name(use, words["lang"]) for use in profile.rules)
    return {"facts": facts, "rules": f"{words['rules']}{rules}".strip() if rules else ""}


def _label(words: str, label: str) -> bool:
    return words.startswith(label.strip()) and bool(label.strip())


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


def _differs(span, written: str, expected: dict[str, dict[str, str]], part: str) -> Diagnostic:
    """SH123: a card's facts or rules line that is not its roster row's profile as the card writer prints it."""
    from ...similarity import is_japanese

    right = expected["ja" if is_japanese(written) else "en"][part]
    return Diagnostic("SH123", _WARNING, message(f"own_card_{part}", written=written or "—", right=right or "—"), span)


def heading_name(source: SourceFile, offset: int, line: str) -> str:
    """The name a card's heading shows (`### **Elf** Mage`: `Elf Mage`), as a roster row's name is read."""
    return name_of(source.text, True, offset, offset + len(line)).strip()
