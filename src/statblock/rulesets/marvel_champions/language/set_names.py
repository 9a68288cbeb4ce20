"""An encounter set's name a letter or two off in a card's text (MC128): `Shuffle the Hydar Assault encounter set
into the encounter deck` where MarvelCDB's `sets.json`, checked with the cards, names the set Hydra Assault.

Only where the text names a set: the capitalised words right before `set`, `sets`, `modular set` or `encounter set`
(`the Ship Command modular encounter set`), and those of a list ending there (`Thanos, Infinity Gauntlet and Standard
sets`), short words joining them kept (`Legions of Hydra`), a leading `the` left out. Never on a name of a set or of
a card of the data (nor its plural or possessive), nor on words a letter or two off a card's name (the card-name
reading of MC128 says those), nor on words written so twice or more in the file (a name its text uses). A letter or
two as `other_names` counts them: one edit, two for a name of 12 letters or more.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity
from ...similarity import osa_distance
from ..catalog import message
from .other_names import letter_limit, plain_name, letters_of, SHORTEST

__all__ = ["set_slips"]

#: the words that say a set is named: `set`, `sets`, `modular set`, `encounter sets` (`Set aside` opens a sentence)
_SET = re.compile(r"(?<![\w-])(?:(?i:modular|encounter)\s+)*sets?\b")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’.&/-]*")
_JOINS = frozenset(("of", "the", "a", "an", "in", "on", "to", "for", "by", "from", "with", "get"))
_LIST = frozenset(("and", "or"))
#: how far before the set's words its name (or a list of names) is looked for: a bound, so time stays linear
_BEFORE = 120
#: what ends the words before a set's name (a sentence, a clause, a tag): a list's commas do not
_CLAUSE_END = re.compile(r"[.:;!?()<>\[\]{}\"“”—–→]")


def _names_before(text: str, at: int):
    """(start, end) of each set name the words before `at` (where a set's words start) name: the capitalised run
    right before it and those of a list ending there, separated by commas, `and` or `or`."""
    window = text[max(0, at - _BEFORE):at]
    cut = max((m.end() for m in _CLAUSE_END.finditer(window)), default=0)
    base = at - len(window)
    words = [(base + m.start(), base + m.end()) for m in _WORD.finditer(window, cut)]
    run: list[tuple[int, int]] = []
    edge = at   # where the words read so far start
    for start, end in reversed(words):
        gap, word = text[end:edge].strip(), text[start:end]
        if gap or word in _LIST:   # a comma or `and`: the run is one name of a list, another may be before it
            yield from _run(text, run)
            run = []
            if gap not in ("", ","):
                return
        if word in _LIST:
            edge = start
        elif word[:1].isupper() or (run and word in _JOINS):
            run.insert(0, (start, end))
            edge = start
        else:
            break
    yield from _run(text, run)


def _run(text: str, run: list[tuple[int, int]]):
    while run and not text[run[0][0]].isupper():   # (`the Ship Command`: the name is what is capitalised)
        run = run[1:]
    if run:
        yield run[0][0], run[-1][1]


def set_slips(cards, sets: dict[str, tuple[str, int]], known: set[str], card_names) -> list[Diagnostic]:
    """MC128 of one file's cards (`source.CardSource`): a set's name a letter or two off where their text names a
    set. `sets`: each set's name, its file and line; `known`: the plain names (`other_names.plain_name`) of every set and
    card of the data; `card_names`: the index of the cards' names (`other_names.name_index`)."""
    targets = {plain_name(name): name for name in sets if letters_of(name) >= SHORTEST}
    places = []
    for card in cards:
        for paragraph in card.paragraphs:
            text = paragraph.text
            for found in _SET.finditer(text):
                for start, end in _names_before(text, found.start()):
                    said = text[start:end]
                    low = plain_name(said)
                    stem = re.sub(r"['’]s$", "", low)
                    if letters_of(said) < SHORTEST or low in known or stem in known or card_names.near(said):
                        continue
                    near = [name for key, name in sorted(targets.items())
                            if low not in (key + "s", key + "es") and key not in (low + "s", low + "es")
                            and abs(len(key) - len(low)) <= 2 and osa_distance(low, key, letter_limit(name)) <= letter_limit(name)]
                    if near:
                        places.append((card, paragraph, start, end, said, near[0]))
    # (words written so twice or more anywhere in the file's text are a name it uses)
    written = {said: sum(p.text.count(said) for card in cards for p in card.paragraphs)
               for said in {place[4] for place in places}}
    out = []
    for card, paragraph, start, end, said, name in places:
        if written[said] > 1:
            continue
        file, line = sets[name]
        out.append(Diagnostic("MC128", Severity.WARNING,
                              message("language.other_set", word=said, name=name, file=file, line=line),
                              paragraph.span(start, end), card.name,
                              message("language.replace", word=said, guess=name)))
    return out
