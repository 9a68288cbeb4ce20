"""The words of a sentence its effects are read from: past its leading condition (`after_condition`, the comma that
ends one, `condition_end`) and past a leading `For each …,` phrase (`after_for_each`); where the comma left out after a
clause opening it goes (`left_out_comma`). `sentences.Body` reads them."""

from __future__ import annotations

import functools
import re

from ..names import name_commas_blanked
from ..vocabulary import syntax_words
from .effects import mask
from .run_on import clause_comma, comma_ends_clause

__all__ = ["after_condition", "after_for_each", "condition_end", "left_out_comma"]


def condition_end(masked: str) -> int | None:
    """The comma that ends a condition (`After you play an [[Attack]], [[Thwart]], or [[Defense]] event,`:
    the last one; commas of a list are skipped)."""
    for match in re.finditer(r",", masked):
        rest = masked[match.end():].lstrip()
        # (a trait is `[____]` in the masked words: its inner brackets are blanked with its name)
        if re.match(r"(?:or|and)\s|\[_+\]", rest) or re.match(r"[^,]{1,30},\s+(?:or|and)\s", rest):
            continue
        return match.start()
    return None


def after_condition(words: str, offset: int, condition: str | None) -> tuple[str, int]:
    """The words of a sentence its effects are read from, and where they start: without a leading
    condition (`If this attack defeats a minion, you may deal 2 damage …`: its verbs are no effect)."""
    if not condition or not words.startswith(condition):
        return words, offset
    rest = words[len(condition):]
    skip = len(rest) - len(rest.lstrip(" ,、"))
    then = _THEN.match(rest, skip)   # (`If you don't then you take 1 damage`: `then` is no word of the subject)
    skip = then.end() if then is not None and rest[then.end():].strip(" .。") else skip
    if not rest[skip:].strip(" .。"):   # the condition is all it says (`If you cannot this card gains surge.`)
        return words, offset
    return rest[skip:], offset + len(condition) + skip


_THEN = re.compile(r"then\s+", re.IGNORECASE)


def left_out_comma(words: str, condition: str | None, names: tuple[str, ...] = ()) -> int | None:
    """Where the comma left out after a clause opening the sentence `words` goes (`run_on.clause_comma`, `names` the
    card names it reads whole), its condition `condition` or, with no comma at all, none."""
    if condition is None:   # (up to its first comma: one a condition was read to is none, `… this way, choose …`)
        first = re.search(r"[,;.]", name_commas_blanked(words, names))   # (not one inside a card's name)
        return clause_comma(words if first is None else words[:first.start()], names)
    # (a condition its written comma ends is whole: `If you attack and you deal 3 damage, draw 1 card.`)
    if not words.startswith(condition) or comma_ends_clause(words[len(condition):]):
        return None
    return clause_comma(condition, names)


def after_for_each(words: str, offset: int) -> tuple[str, int]:
    """The words of a sentence its effects are read from without a leading `For each …,` phrase (`For each printed
    [energy] resource a player discards this way, that player takes 1 damage.`: the player takes damage; `discards`
    only says what is counted; Japanese `…1つにつき、`, `…1枚ごとに、`), when words follow its comma."""
    masked = mask(words)
    for lead, japanese in _for_each():
        if japanese is not None:   # `…1つにつき、`: the phrase ends with it and a comma
            found = japanese.search(masked)
            if found is not None and found.start() > 0 and masked[found.end():].strip(" 。."):
                return words[found.end():], offset + found.end()
            continue
        if words[:len(lead)].lower() != lead.lower():
            continue
        end = _lead_end(mask(words), len(lead))
        if end is None:
            return words, offset
        rest = words[end + 1:]
        skip = len(rest) - len(rest.lstrip())
        if rest[skip:].strip(" .") and re.match(r"[^\W\d_]", rest[skip:]):
            return rest[skip:], offset + end + 1 + skip
    return words, offset


def _lead_end(masked: str, start: int) -> int | None:
    """Where a leading phrase from `start` ends: at its first comma that is no list's (`[energy], [mental], or …`)."""
    for match in re.finditer(r",", masked[start:]):
        rest = masked[start + match.end():].lstrip()
        if re.match(r"(?:or|and)\s|\[", rest):
            continue
        return start + match.start()
    return None



@functools.cache
def _for_each() -> tuple[tuple[str, re.Pattern | None], ...]:
    """Each spelling of `syntax.for_each`, with the pattern of a Japanese one and its comma."""
    return tuple((lead, None if lead.isascii() else re.compile(rf"{re.escape(lead)}\s*[、,，]\s*"))
                 for lead in syntax_words("for_each"))
