"""Marvel Champions reader's fast paths, each against the way it stands in for: a bare timing condition's opening
words found by one pattern of all the timing words (`lone_conditions._bare_opening`) where each word's own pattern was
tried in turn."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import examples
from statblock.rulesets.marvel_champions.language import lone_conditions
from statblock.rulesets.marvel_champions.language.masking import mask
from statblock.rulesets.marvel_champions.vocabulary import vocabulary


def _openings() -> list[str]:
    terms = vocabulary().timings.terms
    return [w for t in lone_conditions._BARE_TIMINGS[1:] for w in terms[t].en]


def _opens_word_by_word(body: str) -> bool:
    return any(re.match(rf"{re.escape(w)}\s+\S", body, re.IGNORECASE) for w in _openings())


_PIECES = st.sampled_from([*_openings(), *(w.upper() for w in _openings()), " ", "  ", "\t", "\n", ",", ".", "x",
                           "the villain attacks", "draw 1 card", "Whenever", "After", "when", "afterwards"])


@settings(max_examples=examples(500), deadline=None, derandomize=True)
@given(st.lists(_PIECES, max_size=6).map("".join))
def test_one_pattern_opens_what_each_words_pattern_opened(text):
    body = mask(text).rstrip().rstrip(".").rstrip()
    assert bool(lone_conditions._bare_opening().match(body)) == _opens_word_by_word(body)


def test_bare_timings_of_the_guides_sentences():
    for words, expected in [("When the villain attacks.", "When the villain attacks"),
                            ("After you play this card.", "After you play this card"),
                            ("When the villain attacks, draw 1 card.", None), ("Draw 1 card.", None)]:
        assert lone_conditions.english_bare_timing(words) == expected
