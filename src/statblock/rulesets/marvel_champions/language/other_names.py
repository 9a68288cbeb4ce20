"""Another card's name, or a trait, a letter or two off in a card's text (MC128): warned with a did-you-mean, read
as written.

A card's text names other cards (`Place 2 threat on the Criminal Underworld side scheme.`, `search your deck for
Cybernetic Arm`) and traits (`[[Aerial]]`), and the data is typed by hand: `Criminal Underwold` where the file's
card is named Criminal Underworld. What the text names is said only where the data has no such name, and one close
to it:

- a run of words capitalised as a card name of the file (or of another file checked with it) is, a letter off it
  (two for a name of 12 letters or more), names of 5 letters or more, the same number of words; never the name of
  any card of the data (nor its plural or possessive, `Hydra Soldiers`, nor the same words but for punctuation),
  nor words that run on into more capitalised words either side (`Elite Hydra Soldier`: a longer name), nor the
  card's own name a letter off (MC112 says that), nor a lone word the text also writes in lower case (`Attack`
  opening a sentence is the word, not a card named Attach);
- a run of katakana (a Japanese name: `ブラックキャト` where a card of the file is ブラックキャット) a letter or two off
  a katakana name of 5 letters or more of another card, written once; never a name of any card of the data (folded:
  `・`, a final `ー`);
- a trait in double brackets (`[[Aerail]]`) that no card of the file has and the text writes once, a letter or two
  off a trait a card of the file has.

A letter off is one edit of the optimal string alignment distance (`similarity.osa_distance`): a letter added, left
out or changed, or two neighbours swapped (`Aerail` for Aerial), as MC112 and MC129 count it.
"""

from __future__ import annotations

import functools
import re

from ....diagnostics import Diagnostic, Severity
from ...similarity import fold_japanese, is_japanese, osa_distance
from ..catalog import message
from ..vocabulary import vocabulary

__all__ = ["SHORTEST", "letter_limit", "letters_of", "name_index", "other_name_slips", "plain_name"]

#: a name or word shorter than this is a letter off too many words to tell a slip (MC111's verbs, MC112's names,
#: MC128's other names, MC129's nouns: one length for all)
SHORTEST = 5
_TWO_LETTERS = 12      # a name this long may be two letters off
_LONGEST = (80, 8)     # letters and words of the longest name looked for (time stays linear in the text)
_WORD = re.compile(r"[A-Za-z][A-Za-z'’.&-]*")
_HIDDEN = re.compile(r"\[\[[^\[\]]*\]\]|\"[^\"]*\"|“[^“”]*”")   # traits and quoted ability names
_TRAIT = re.compile(r"\[\[([^\[\]\n]{1,80})\]\]")
_KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc・]+")   # (as MC112 reads a Japanese name in the text)


@functools.lru_cache(maxsize=65536)   # (each name again for each file checked beside it)
def plain_name(words: str) -> str:
    """`words` lower case, without apostrophes and the punctuation a name may end with."""
    return re.sub(r"['’]", "", words.lower()).rstrip("!?.")


def letters_of(name: str) -> int:
    return sum(c.isalpha() for c in name)


def _shape(words: str) -> tuple[bool, ...]:
    """Which words are capitalised: a name is written as it is cased (cased otherwise is MC113's)."""
    return tuple(word[:1].isupper() for word in words.split())


def _deletions(word: str) -> set[str]:
    """`word` and each string one letter shorter: two strings a letter apart share one of these."""
    return {word} | {word[:n] + word[n + 1:] for n in range(len(word))}


@functools.lru_cache(maxsize=65536)
def letter_limit(name: str) -> int:
    return 2 if letters_of(name) >= _TWO_LETTERS else 1


#: The most names one key of the index leads to (`_Names`): a key of more tells no slip of one from another.
_CROWDED = 16
#: How many pieces a long name is cut in: two edits, each a letter added, left out or changed (in one piece) or two
#: neighbours swapped (in two pieces, across a cut), change four pieces at most: one of five is as it was.
_PIECES = 5


def _pieces(length: int) -> tuple[tuple[int, int], ...]:
    """Where a string of `length` is cut in `_PIECES`: two edits leave one piece as it was."""
    return tuple((length * n // _PIECES, length * (n + 1) // _PIECES) for n in range(_PIECES))


class _Names:
    """The names looked for, indexed so that each run of words of the text is looked up in constant time: those a
    letter off by their one-letter deletions (two neighbours swapped share one too), the long ones (two letters off)
    by each of their pieces (`_pieces`): two edits leave one as it was, found in the text a run of words at most two
    characters from its place (a swap moves none)."""

    def __init__(self, targets: dict[str, object]):
        self.targets = targets
        self.short: dict[str, set[str]] = {}
        self.long: dict[tuple[int, int, str], list[str]] = {}
        for name in targets:
            key = plain_name(name)
            if letter_limit(name) == 1:
                for deleted in _deletions(key):
                    self.short.setdefault(deleted, set()).add(name)
            else:
                for piece, (start, end) in enumerate(_pieces(len(key))):
                    self.long.setdefault((len(key), piece, key[start:end]), []).append(name)
        # (a key of many names, alike but for a letter or two, `Test Criminal Underworld Qaab`, `… Qaac`, tells no
        # slip of one from another: left out, so that each run of words tries a bounded number of names, whatever
        # the files name their cards)
        self.short = {key: names for key, names in self.short.items() if len(names) <= _CROWDED}
        self.long = {key: names for key, names in self.long.items() if len(names) <= _CROWDED}
        self.long_lengths = frozenset(length for length, _, _ in self.long)   # (most of the five a run may be: none)
        self.counts = sorted({len(name.split()) for name in targets if not is_japanese(name)})
        self.japanese = any(is_japanese(name) for name in targets)

    def _long_near(self, low: str) -> set[str]:
        """The long names a piece of which `low` holds where two edits could have moved it (a superset of those
        two edits off it)."""
        found: set[str] = set()
        for length in range(len(low) - 2, len(low) + 3):
            if length not in self.long_lengths:
                continue
            for piece, (start, end) in enumerate(_pieces(length)):
                for shift in range(-2, 3):
                    if 0 <= start + shift and end + shift <= len(low):
                        found.update(self.long.get((length, piece, low[start + shift:end + shift]), ()))
        return found

    def near(self, said: str) -> list[str]:
        """The names `said` is a letter or two off (never one it is, nor its plural or possessive)."""
        low = plain_name(said)
        found = {name for deleted in _deletions(low) for name in self.short.get(deleted, ())}
        if self.long:
            count, shape = len(said.split()), _shape(said)
            found.update(name for name in self._long_near(low) if len(name.split()) == count
                         and _shape(name) == shape and abs(len(name) - len(said)) <= 2)
        out = []
        for name in sorted(found):
            target = plain_name(name)
            if low in (target, target + "s", target + "es") or target in (low + "s", low + "es") \
                    or _shape(name) != _shape(said):
                continue
            if osa_distance(low, target, letter_limit(name)) <= letter_limit(name):
                out.append(name)
        return out


def _runs(text: str, words: list[tuple[int, int]], count: int):
    """(start, end) of each run of `count` words joined by single spaces, its first word capitalised, that no
    capitalised word joined to it continues on either side; a full stop after it left out."""
    for first in range(len(words) - count + 1):
        start, end = words[first][0], words[first + count - 1][1]
        if not text[start].isupper() or any(words[n][1] + 1 != words[n + 1][0] or text[words[n][1]] != " "
                                            for n in range(first, first + count - 1)):
            continue
        after = words[first + count] if first + count < len(words) else None
        last = text[words[first + count - 1][0]:end]
        ends = last.endswith(".") and "." not in last[:-1]      # a full stop ends the sentence (not `S.H.I.E.L.D.`)
        if after is not None and after[0] == end + 1 and text[end] == " " and text[after[0]].isupper() and not ends:
            continue
        before = words[first - 1] if first else None
        if before is not None and before[1] + 1 == start and text[before[1]] == " " and text[before[0]].isupper() \
                and not text[before[0]:before[1]].endswith("."):
            continue
        yield start, end - 1 if text[end - 1] == "." else end


#: What a sentence opens after (its first word is capitalised for that, not as a name): the paragraph's start, a
#: full stop, a colon, a parenthesis, a bullet, an arrow, a dash, the star icon
_OPENS = re.compile(r"(?:^|[.:!?(•→—–]|\[star\])[ \t]*$")


#: A capitalised word, then short lower-case words, before or after a run: it is part of a longer name (`Rule by
#: Force`, `Ready for a Fight`, `Ronan the Accuser`), the capitalised word not one opening a sentence
_JOINS = r"(?:of|by|for|a|an|the|to|in|on|at|from|with|von|van|de|du|le|la)"   # (not `and`, `or`: two names)
_LONGER_BEFORE = re.compile(rf"(?:[^.:!?(•→—–\s][ \t])[A-Z][A-Za-z'’-]*(?:[ \t]{_JOINS}){{1,3}}[ \t]$")
_LONGER_AFTER = re.compile(rf"(?:[ \t]{_JOINS}){{1,3}}[ \t][A-Z]")


def _skipped(text: str, start: int, end: int, said: str, known: set[str], lower_words: set[str], own: str,
             own_limit: int) -> bool:
    """Whether the run `said` (at `start`..`end` of `text`) is no slip of another name: a name of the data (or one
    with its possessive), a common word or words opening a sentence, an ability's name (before a dash), or the
    card's own name a letter off (MC112's)."""
    low = plain_name(said)
    stem = re.sub(r"['’]s$", "", said)
    if low in known or plain_name(stem) in known:
        return True
    if not any(_shape(said)[1:]) and (_OPENS.search(text[max(0, start - 8):start]) or low in lower_words):
        return True
    if re.match(r"[ \t]*[—–―]", text[end:end + 3]) or _LONGER_BEFORE.search(text[max(0, start - 40):start]) \
            or _LONGER_AFTER.match(text[end:end + 40]):
        return True
    return abs(len(low) - len(own)) <= 2 and osa_distance(low, own, own_limit) <= own_limit


def _card_slips(cards, names: _Names, targets: dict, known: set[str], lower_words: set[str]) -> list[Diagnostic]:
    """MC128 of the cards: runs of their text a letter or two off a name of `targets` (found in `names`)."""
    places = []
    for card in cards:
        own = plain_name(card.name.strip())
        for paragraph in card.paragraphs:
            text = paragraph.text
            hidden = _HIDDEN.sub(lambda m: " " * len(m.group()), text)
            words = [m.span() for m in _WORD.finditer(hidden)]
            for count in names.counts:
                for start, end in _runs(text, words, count):
                    said = text[start:end]
                    if not _skipped(text, start, end, said, known, lower_words, own, letter_limit(card.name)):
                        near = [n for n in names.near(re.sub(r"['’]s$", "", said)) if n in targets]
                        if near:
                            places.append((card, paragraph, start, end, said, near[0]))
            for found in _KATAKANA.finditer(hidden) if names.japanese else ():   # `ブラックキャト`
                said = found.group()
                if letters_of(said) < SHORTEST or fold_japanese(said) in known \
                        or osa_distance(said, own, letter_limit(card.name)) <= letter_limit(card.name):
                    continue   # (a name of the data; or the card's own a letter off, MC112's)
                near = [name for name in names.near(said) if is_japanese(name) and name in targets]
                if near:
                    places.append((card, paragraph, found.start(), found.end(), said, near[0]))
    # words written so twice or more are a name the text uses (`Ronan`), whatever card the data lacks
    written: dict[str, int] = {}
    for _, _, _, _, said, _ in places:
        written[said] = written.get(said, 0) + 1
    return [_diagnostic(paragraph.span(start, end), card.name, said, name, targets[name])
            for card, paragraph, start, end, said, name in places if written[said] == 1]


def _diagnostic(span, card: str, said: str, name: str, where) -> Diagnostic:
    if isinstance(where, tuple):
        said_of = message("language.other_name_elsewhere", word=said, name=name, file=where[0], line=where[1])
    else:
        said_of = message("language.other_name", word=said, name=name, line=where)
    return Diagnostic("MC128", Severity.WARNING, said_of, span, card,
                      message("language.replace", word=said, guess=name))


def _trait_slips(cards) -> list[Diagnostic]:
    """MC128 for a trait in brackets that no card of the file has, written once, a letter or two off one a card has."""
    traits = {t.strip().lower(): t.strip() for card in cards for t in card.traits if letters_of(t) >= SHORTEST}
    written: dict[str, int] = {}
    places = []
    for card in cards:
        for paragraph in card.paragraphs:
            for match in _TRAIT.finditer(paragraph.text):
                inside = match.group(1).strip()
                written[inside.lower()] = written.get(inside.lower(), 0) + 1
                places.append((card, paragraph, match.start(1), inside))
    found = []
    for card, paragraph, start, inside in places:
        low = inside.lower()
        if low in traits or written[low] > 1 or is_japanese(inside) or letters_of(inside) < SHORTEST:
            continue
        near = [t for key, t in sorted(traits.items())
                if low not in (key + "s", key + "es") and key not in (low + "s", low + "es")
                and osa_distance(low, key, letter_limit(t)) <= letter_limit(t)]
        if near:
            span = paragraph.span(start, start + len(inside))
            found.append(Diagnostic("MC128", Severity.WARNING,
                                    message("language.other_trait", word=inside, name=near[0]), span, card.name,
                                    message("language.replace", word=inside, guess=near[0])))
    return found


@functools.cache
def _japanese_words() -> frozenset[str]:
    """Every Japanese word of the vocabulary, folded (`ダメージ`, `アタッチメント`): a word of the cards, no name."""
    return frozenset(fold_japanese(spelling) for category in vocabulary().categories.values()
                     for term in category.terms.values() for spelling in term.ja if is_japanese(spelling))


@functools.lru_cache(maxsize=65536)
def _looked_for(name: str) -> bool:
    if is_japanese(name):   # a Japanese name is a run of katakana in the text (as MC112 reads one)
        return letters_of(name) >= SHORTEST and len(name) <= _LONGEST[0] and _KATAKANA.fullmatch(name) is not None
    return letters_of(name) >= SHORTEST and len(name) <= _LONGEST[0] and len(name.split()) <= _LONGEST[1] \
        and name[:1].isupper()


def name_index(names) -> _Names:
    """The index of `names` (the card names of every file checked together) that `other_name_slips` looks names up
    in: built once for all the files, not once a file (it took the files times the names)."""
    return _Names({name: None for name in names if _looked_for(name)})


def other_name_slips(cards, elsewhere: dict[str, tuple[str, int]] | None = None, index: _Names | None = None
                     ) -> list[Diagnostic]:
    """MC128 of one file's cards (`source.CardSource`): another card's name a letter or two off in their text, and
    a trait. With `elsewhere` (the card names of the other files checked with it: each name's file and line),
    those names only, the file's own and the others' being the names the data has; without it, the file's own
    names and traits. `index` (`name_index`): the names of every file, looked up in place of an index of these."""
    own = {}
    for card in cards:
        if card.name.strip():
            own.setdefault(card.name.strip(), card.span.line)
    known = {plain_name(name) for name in (*own, *(elsewhere or ()))}
    known |= {plain_name(t) for card in cards for t in card.traits}
    known |= {fold_japanese(name) for name in (*own, *(elsewhere or ()), *(t for c in cards for t in c.traits))
              if is_japanese(name)} | _japanese_words()
    targets = dict(elsewhere) if elsewhere is not None else own
    targets = {name: where for name, where in targets.items() if _looked_for(name)}
    lower_words = {w for card in cards for p in card.paragraphs for w in re.findall(r"\b[a-z][a-z'’-]*", p.text)}
    names = index if index is not None else _Names(targets)
    found = _card_slips(cards, names, targets, known, lower_words) if targets else []
    if elsewhere is None:
        found += _trait_slips(cards)
    return sorted(found, key=lambda d: d.span.start)
