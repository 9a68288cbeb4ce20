"""Slips in the names a card's text writes: warned with a did-you-mean, never corrected in silence.

Card data is typed by hand, and a name is easily written a letter off: `Exhaust Training Regiment` on the
card named Training Regimen (MC112), `Remy LeBeau` in a card's text where its file's card is named `Remy
Lebeau` (MC113). Both are reported only where the words cannot be another real name:

- MC112, a card's own name a letter or two off: the same number of capitalised words as the name, a letter
  off it (two for a name of 12 letters or more), names of 5 letters or more; neither its plural or possessive
  (`Regimens`, `Crossbone's`), nor the same words but for punctuation (`Embiggen` for Embiggen!), nor the first
  words of a longer name (`Controlled Innocents` for Controller), nor the name of another card of the file, nor a
  trait (`[[…]]`) or words in quotes (an ability's name). Japanese: a run of katakana a letter or two off a
  katakana name of 5 letters or more, as the same word folded (`・`, a final `ー`) is none.
- MC113, a card name of the file cased otherwise: capitalised as a name is (its first letter upper case; the
  lower-case word is a common noun, `backflip`), and no card of the file is named so.

Which of the two spellings is the slip the data does not say: the message names both and where the card's
name is, and suggests the card's; but a name the text writes one way at least twice, and never as the card is
named, is taken for the slip: one warning at the card's name, suggesting the text's spelling.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity
from ...similarity import fold_japanese, is_japanese, osa_distance
from ..catalog import message
from .other_names import SHORTEST

__all__ = ["name_slips", "names_elsewhere"]

_TWO_LETTERS = 12      # a name this long may be two letters off (`Collection` is two off Collector, and a word)
_LONGEST = (80, 8)     # letters and words of the longest name looked for: no card's is longer (and time stays
                       # linear in the text whatever a file calls its cards)
_WORD = re.compile(r"[A-Za-z][A-Za-z'’.&-]*")
_KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc・]+")
_HIDDEN = re.compile(r"\[\[[^\[\]]*\]\]|\"[^\"]*\"|“[^“”]*”")   # traits and quoted ability names


def _hidden(text: str) -> str:
    """`text` with traits and words in quotes blanked out (same length)."""
    return _HIDDEN.sub(lambda m: " " * len(m.group()), text)


def _letters(name: str) -> int:
    return sum(c.isalpha() for c in name)


def _looked_for(name: str) -> bool:
    return len(name) <= _LONGEST[0] and len(name.split()) <= _LONGEST[1]


def _plain(words: str) -> str:
    """`words` lower case, without apostrophes and the punctuation a name may end with (`Embiggen!`)."""
    return re.sub(r"['’]", "", words.lower()).rstrip("!?.")


def _near(said: str, target: str, limit: int) -> bool:
    """Whether `said` is a letter or two (`limit`) off a name (`target`: its `_plain` form), and no plural or
    possessive of it (`Regimens`, `Crossbone's` for Crossbones) nor the same words but for punctuation (`Embiggen`
    for Embiggen!)."""
    low = _plain(said)
    if low == target or low == target + "s" or low == target + "es":
        return False
    return osa_distance(low, target, limit) <= limit


def _words(text: str) -> list[tuple[int, int]]:
    """(start, end) of each word of `text` (traits and quotes left out)."""
    return [found.span() for found in _WORD.finditer(_hidden(text))]


def _runs(text: str, words: list[tuple[int, int]], count: int, firsts):
    """(start, end) of each run of `count` words joined by single spaces from a word of `firsts` (indexes in
    `words`: those worth trying), its first word capitalised, that no capitalised word continues (`Controlled
    Innocents` is a longer name than `Controlled`); a full stop after it is left out (the name's own, `M.O.D.O.K.`,
    is its caller's to put back)."""
    for first in firsts:
        if first + count > len(words):
            continue
        start, end = words[first][0], words[first + count - 1][1]
        if not text[start].isupper() or any(words[n][1] + 1 != words[n + 1][0] or text[words[n][1]] != " "
                                            for n in range(first, first + count - 1)):
            continue
        after = words[first + count] if first + count < len(words) else None
        if after is not None and after[0] == end + 1 and text[end] == " " and text[after[0]].isupper():
            continue
        yield start, end - 1 if text[end - 1] == "." else end


def _own_name_slips(card, others: set[str], words) -> list[Diagnostic]:
    """MC112 for `card`: its own name a letter or two off in its text. `others`: the file's other names, lower
    case; `words`: `_words` of each paragraph."""
    name = card.name.strip()
    japanese = is_japanese(name)
    if not _looked_for(name) or japanese and (len(name) < SHORTEST or _KATAKANA.fullmatch(name) is None) \
            or not japanese and _letters(name) < SHORTEST:
        return []
    target, limit = _plain(name), 2 if _letters(name) >= _TWO_LETTERS else 1
    found = []
    for paragraph, paragraph_words in zip(card.paragraphs, words):
        text = paragraph.text
        if japanese:
            spans = [m.span() for m in _KATAKANA.finditer(_hidden(text))]
        else:
            count = len(name.split())
            near = [n for n in range(len(paragraph_words) - count + 1)   # (most runs: too long or short to be near)
                    if abs(paragraph_words[n + count - 1][1] - paragraph_words[n][0] - len(name)) <= limit + 2]
            spans = _runs(text, paragraph_words, count, near)
        for start, end in spans:
            said = text[start:end]
            if japanese and fold_japanese(said) == fold_japanese(name) or said.lower() in others \
                    or not _near(said, target, limit):
                continue
            found.append(Diagnostic("MC112", Severity.WARNING,
                                    message("language.own_name_slip", word=said, name=name),
                                    paragraph.span(start, end), card.name,
                                    message("language.replace", word=said, guess=name)))
    return found


def _cased_places(cards, names, words):
    """(card, paragraph, start, name, said) of each place a name of `names` is written in the cards' text,
    capitalised as a name (`said`: as written, the name's length). Each run of words is looked up once for each
    number of words a name has: linear in the text, whatever the number of names."""
    named = {name.lower(): name for name in names
             if _letters(name) >= 4 and any(c.isupper() for c in name) and _looked_for(name)}
    counts = sorted({len(name.split()) for name in named.values()})
    # the first word of each name, lower case, without a full stop: a run whose first word starts no name is none
    firsts = {found.group().rstrip(".") for found in map(_WORD.match, named) if found is not None}
    for card, card_words in zip(cards, words):
        for paragraph, paragraph_words in zip(card.paragraphs, card_words):
            text = paragraph.text
            starting = [n for n, (start, end) in enumerate(paragraph_words)
                        if text[start].isupper() and text[start:end].lower().rstrip(".") in firsts]
            for count in counts if starting else ():
                for start, end in _runs(text, paragraph_words, count, starting):
                    # (with the full stop or mark a name may end with: `M.O.D.O.K.`, `Bamf!`)
                    name = named.get(text[start:end].lower()) or named.get(text[start:end + 1].lower())
                    if name is not None:
                        yield card, paragraph, start, name, text[start:start + len(name)]


def _cased_slips(cards, names: dict[str, list], words) -> list[Diagnostic]:
    """MC113: a card name of the file, in any card's text, capitalised as a name but cased otherwise."""
    found = []
    written: dict[str, int] = {}     # how often each name of the file is written as it is named
    for card, paragraph, start, name, said in _cased_places(cards, names, words):
        if said == name:
            written[name] = written.get(name, 0) + 1
        if said == name or said in names:
            continue
        where = names[name][0].span.line
        found.append((Diagnostic("MC113", Severity.WARNING, message("language.name_case", word=said, name=name, line=where),
                                 paragraph.span(start, start + len(name)), card.name,
                                 message("language.replace", word=said, guess=name)), name, said))
    return _misnamed(found, names, written)


def _misnamed(found: list[tuple[Diagnostic, str, str]], names: dict[str, list],
              written: dict[str, int]) -> list[Diagnostic]:
    """The MC113 of `found` (each with the name and how the text writes it), but where the text writes a name one
    way at least twice and never as the card is named (`Gorr the God Butcher` all through the text of the card named
    `Gorr The God Butcher`): then the card's name is the slip, reported once where it is, with the text's spelling,
    instead of at each place the text writes it."""
    places: dict[str, list[tuple[Diagnostic, str]]] = {}
    for diagnostic, name, said in found:
        places.setdefault(name, []).append((diagnostic, said))
    misnamed = {name: written_as[0][1] for name, written_as in places.items()
                if len(written_as) >= 2 and not written.get(name) and len({said for _, said in written_as}) == 1}
    out = [diagnostic for diagnostic, name, _ in found if name not in misnamed]
    for name, said in misnamed.items():
        card = names[name][0]
        out.append(Diagnostic("MC113", Severity.WARNING,
                              message("language.name_misnamed", word=said, name=name, count=len(places[name])),
                              card.span, card.name, message("language.replace", word=name, guess=said)))
    return out


def names_elsewhere(cards, elsewhere: dict[str, tuple[str, int]]) -> list[Diagnostic]:
    """MC113 across files: a card name of another file (`elsewhere`: each name, the file and line of its card)
    capitalised as a name but cased otherwise in these cards' text (one file's `source.CardSource`s), as
    `name_slips` reports one of their own file's. Not when a card of either is named as the text writes it (which
    spelling is the slip is then not said), nor a name of their own file (`name_slips` tells those)."""
    own = {card.name.strip() for card in cards if card.name.strip()}
    lower = {name.lower() for name in own}
    names = {name: where for name, where in elsewhere.items() if name.lower() not in lower}
    if not names:
        return []
    words = [[_words(p.text) for p in card.paragraphs] for card in cards]
    found = []
    for card, paragraph, start, name, said in _cased_places(cards, names, words):
        if said == name or said in own or said in elsewhere:
            continue
        path, line = names[name]
        found.append(Diagnostic("MC113", Severity.WARNING,
                                message("language.name_case_elsewhere", word=said, name=name, file=path, line=line),
                                paragraph.span(start, start + len(name)), card.name,
                                message("language.replace", word=said, guess=name)))
    return sorted(found, key=lambda d: d.span.start)


def name_slips(cards) -> list[Diagnostic]:
    """The name slips (MC112, MC113) of one file's cards (`source.CardSource`), in the order of the file."""
    names: dict[str, list] = {}
    for card in cards:
        if card.name.strip():
            names.setdefault(card.name.strip(), []).append(card)
    lower = {name.lower() for name in names}
    words = [[_words(p.text) for p in card.paragraphs] for card in cards]
    found = [d for card, card_words in zip(cards, words)
             for d in _own_name_slips(card, lower - {card.name.strip().lower()}, card_words)]
    found += _cased_slips(cards, names, words)
    return sorted(found, key=lambda d: d.span.start)
