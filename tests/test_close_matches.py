"""`similarity.english_close_matches` stands in for `difflib.get_close_matches` (every did-you-mean of an English
word): it must give exactly what difflib gives, the same candidates in the same order, for any word, candidates,
count and cutoff; and refuse what difflib refuses."""

from __future__ import annotations

import difflib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import examples
from statblock.rulesets.similarity import english_close_matches
from statblock.rulesets.sbh.vocabulary import vocabulary as sbh_vocabulary

# few letters, so that words share many and the bounds are often near the cutoff
_WORDS = st.text(alphabet="aabcdeé -Ａ火", max_size=12)


@settings(max_examples=examples(600), deadline=None, derandomize=True)
@given(word=_WORDS, candidates=st.lists(_WORDS, max_size=25), n=st.integers(1, 4),
       cutoff=st.sampled_from([0.0, 0.3, 0.5, 0.6, 0.6666666666666666, 0.75, 0.8, 1.0]))
def test_it_gives_what_difflib_gives(word, candidates, n, cutoff):
    assert english_close_matches(word, candidates, n, cutoff) == difflib.get_close_matches(word, candidates, n, cutoff)


@settings(max_examples=examples(200), deadline=None, derandomize=True)
@given(word=st.text(alphabet="abcdefghijklmnopqrstuvwxyz -'", max_size=16))
def test_it_gives_what_difflib_gives_from_a_vocabulary(word):
    """The same list asked again (its letters counted once): a ruleset's rule names, as a slip of one is looked up."""
    spellings = sorted({s.lower() for term in sbh_vocabulary().rules.terms.values() for s in term.en})
    for cutoff in (0.6, 0.75):
        assert english_close_matches(word, spellings, 1, cutoff) == difflib.get_close_matches(word, spellings, 1, cutoff)
        assert english_close_matches(word, spellings, 3, cutoff) == difflib.get_close_matches(word, spellings, 3, cutoff)


@pytest.mark.parametrize("n, cutoff", [(0, 0.6), (1, -0.1), (1, 1.5)])
def test_it_refuses_what_difflib_refuses(n, cutoff):
    with pytest.raises(ValueError):
        difflib.get_close_matches("a", ["a"], n, cutoff)
    with pytest.raises(ValueError):
        english_close_matches("a", ["a"], n, cutoff)
