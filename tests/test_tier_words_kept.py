"""Nothing written in a tier is silently dropped: every word of each tier of the corpus is on its English card (the
clause text the card prints from the compiled effects, not the written text it keeps beside them). A condition about
someone joined to a status (`can't use triggered actions and is frightened of you`) was one status named by all the
words; a reading that drops words would fail here. Words the card says in its canonical form are listed, each why."""

from __future__ import annotations

import collections
import re

from statblock.rulesets.draw_steel.render.clauses import clause_text

from conftest import ON_THE_CORPUS, corpus_report, sweep

_WORDS = re.compile(r"[A-Za-z0-9]+")

#: words a card may say otherwise or leave out, its meaning kept: `and` between conditions (`bleeding (save ends) and
#: prone` is printed `bleeding (save ends), prone`), the subject a condition lands on with its copula (`the target is
#: grabbed`, `the creature is weakened` are printed `grabbed`, `weakened`, on the targets), `lands` (`lands prone`: `is
#: prone`). Each is one some tier's card says otherwise (`test_every_listed_word_is_one_a_card_rewords`); the words
#: once listed that every card keeps (`a`, `an`, `are`, `of`, `then`, `square`, `squares`, a duration's `save`, `ends`,
#: `end`, `turn`, `EoT`) are checked like any other.
CANONICAL = frozenset({"the", "and", "is", "target", "creature", "lands"})


def _words(text: str) -> collections.Counter:
    return collections.Counter(word.lower() for word in _WORDS.findall(text))


def _tiers():
    for result in corpus_report().files:
        for ability in result.abilities:
            for roll in ability.all_rolls():
                for tier in roll.tiers:
                    yield f"{result.path}::{ability.name}::{tier.range}", tier


def _kept(tier, excused: set[str] | None = None) -> None:
    said = set(_words(clause_text(tier.effects, "en")))
    lost = sorted(word for word in _words(tier.text) if word not in CANONICAL and word not in said)
    assert not lost, f"{tier.text!r}: {lost} not on the card {clause_text(tier.effects, 'en')!r}"
    if excused is not None:
        excused.update(word for word in _words(tier.text) if word in CANONICAL and word not in said)


@ON_THE_CORPUS
def test_every_word_of_a_corpus_tier_is_on_its_card():
    assert sweep(_tiers(), _kept) > 3000


@ON_THE_CORPUS
def test_every_listed_word_is_one_a_card_rewords():
    """No word is on the list that every card keeps: a listed word excuses nothing, and hides a card that drops it."""
    excused: set[str] = set()
    for _, tier in _tiers():
        _kept(tier, excused)
    assert excused == CANONICAL, f"listed but kept on every card: {sorted(CANONICAL - excused)}"


def test_a_lost_word_is_found():
    """The check finds what it looks for: a tier whose card lacks a word the tier says."""
    class Tier:
        text = "The target is frightened of all minotaurs (save ends)."
        effects = ()
    try:
        _kept(Tier)
    except AssertionError as error:
        assert "minotaurs" in str(error) and "frightened" in str(error)
    else:
        raise AssertionError("a tier with nothing on its card passed")
