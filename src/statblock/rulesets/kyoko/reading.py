"""What `statblock check`, `parse` and `cards` read in a file of 虚構侵蝕TRPG: the cards of a `.kyoko`
file, or, for a scenario (`.toml` with `# ruleset: kyoko` on its first line, or `--ruleset kyoko`),
the scenario's own diagnostics (KY2xx) and no cards: a scenario holds a character and events; or the cards of
statblock's own JSON of them (`own_json.py`), read as the native text they stand for."""

from __future__ import annotations

import re

from ...diagnostics import Diagnostic, Severity
from .catalog import message

__all__ = ["read_result"]

# what `statblock cards --format txt` writes first: a rule of double lines over the first card. Those cards are for
# print only (DESIGN.md: printable cards), their lines wrapped to the page's width, so no reader can tell a wrapped line
# from the card's own; as Draw Steel's (SB011), they are said, not read
_OWN_TEXT_CARDS = re.compile(r"\ufeff?\s*+═{20,}[ \t]*\r?\n")
# what `statblock cards --format html` writes: a page that names statblock its generator (as Draw Steel's SB011 knows it)
_OWN_HTML_CARDS = re.compile(r"\ufeff?\s*+<!doctype html", re.IGNORECASE)
_GENERATOR = re.compile(r'<meta\s+name="generator"\s+content="statblock"')

# and last, the ［状態］ reference under a rule of its own (`Conditions` / `［状態］一覧`, then a rule of single lines): with
# the first rule, what tells the cards from a file of the user's that opens with a rule of its own (read as before). Its
# headings are the card writer's (`language/reference.py`), imported when a file opens with a rule: this module is
# imported for a scenario too, which needs none of the card reader
_TEXT_REFERENCE = r"\n═{{20,}}[ \t]*\r?\n(?:{headings})[ \t]*\r?\n─{{20,}}"


def _reference_at_end(reference: re.Pattern, text: str) -> bool:
    """Whether `text` ends with the ［状態］ reference the text card writer puts last: its rule of double lines, heading
    and rule of single lines after the last rule of double lines but the one that closes the file (before, anywhere:
    a file of the user's with a `Conditions` block before its cards was refused whole)."""
    body = text.rstrip()
    last = body.rfind("\n")
    if last == -1 or not _DOUBLE_RULE.fullmatch(body, last + 1):
        return False
    before = body.rfind("\n═", 0, last)
    return before != -1 and reference.match(body, before) is not None


_DOUBLE_RULE = re.compile(r"═{20,}[ \t]*+")


def _printed_cards(text: str) -> str | None:
    """`txt` or `html` when `text` is statblock's own printed cards (by its first 4,096 characters, and for text cards
    the reference at their end), else None."""
    head = text[:4096]
    if _OWN_TEXT_CARDS.match(head):
        from .language.reference import HEADINGS

        reference = re.compile(_TEXT_REFERENCE.format(headings="|".join(map(re.escape, HEADINGS.values()))))
        return "txt" if _reference_at_end(reference, text) else None
    if _OWN_HTML_CARDS.match(head) and _GENERATOR.search(head):
        return "html"
    return None


def read_result(result):
    source = result.source
    if source.path.lower().endswith(".toml"):
        from .sim import read_scenario

        _, problems = read_scenario(source)
        result.diagnostics.extend(problems)
        result.holds_abilities = False  # (a scenario is never listed among files without abilities)
        return result
    from .language import read_cards

    items = None
    if source.path.lower().endswith(".json"):  # statblock's own JSON: its cards written again as native text, read
        from ...frontends.json_origins import origins_of
        from .own_json import read_own_json

        written, problems, items = read_own_json(source)
        result.diagnostics.extend(problems)
        if written is None:
            return result
        result.source = written
        result.origins = origins_of(items)  # (the files it was written from: SB012 when one is read with it)
    elif (printed := _printed_cards(source.text)) is not None:   # (read as cards: a heap of errors)
        said = message("own_text_cards", command="statblock cards", format=printed)
        help_ = message("own_text_cards_help", md="--format md", json="statblock parse --format json")
        result.diagnostics.append(Diagnostic("KY041", Severity.ERROR, said, source.span(0, 1), suggestion=help_))
        return result
    cards, problems = read_cards(result.source)
    result.diagnostics.extend(problems)
    from .same_names import within

    result.diagnostics.extend(within(cards))   # (two cards of one name: KY044)
    from .language.ruby_marks import ruby_and_markup

    result.diagnostics.extend(ruby_and_markup(cards))   # (`｜焦熱《しょうねつ》`, `<b>` in a name: printed as written, KY046)
    result.abilities.extend(cards)
    if items is not None:  # (and what its values say otherwise than the words read: KY034, a warning)
        from .own_json import agree

        result.diagnostics.extend(agree(source, items, cards, result.diagnostics))
    return result
