"""What the readers keep of what they worked out, for the next time the same words come, against working it out
again: the same result, and nothing the caller can change in what is kept."""

from __future__ import annotations

import pytest

from statblock.rulesets.marvel_champions.language import effects


@pytest.fixture(scope="module")
def lowered_sentences():
    """Every (words, card name, card type, names with a comma) lowered while reading the fuzzer's first Marvel Champions inputs (real
    cards, and real cards made hostile), once each."""
    import test_fuzz_hostile as fuzz

    asked: dict[tuple, None] = {}
    kept = effects.lower_effects

    def spy(text, card_name="", card_type=None, names=()):
        asked.setdefault((text, card_name, card_type, names))
        return kept(text, card_name, card_type, names)

    patched = pytest.MonkeyPatch()
    for module in (effects, *_importers()):
        patched.setattr(module, "lower_effects", spy)
    try:
        for frontend in ("champions", "marvelcdb"):
            for index in range(60):
                try:
                    fuzz.check_case(fuzz.make_case(frontend, index))
                except Exception:  # noqa: BLE001 - the fuzzer's own tests say what fails; here only the words count
                    pass
    finally:
        patched.undo()
    assert len(asked) > 200
    return list(asked)


def _importers():
    from statblock.rulesets.marvel_champions.language import conditions, lower_case, sentences

    return (conditions, lower_case, sentences)


def test_a_sentences_kept_parts_are_those_worked_out_again(lowered_sentences):
    effects._lowered.cache_clear()
    for text, card_name, card_type, names in lowered_sentences:
        first = effects.lower_effects(text, card_name, card_type, names)      # worked out, and kept
        again = effects.lower_effects(text, card_name, card_type, names)      # the kept parts
        assert again == first == effects._lower(text, card_name, card_type, names), text
        assert again is not first   # (a new list each time: a caller's change to it is not kept)
        first.clear()
        assert effects.lower_effects(text, card_name, card_type, names) == again
    short = sum(len(text) <= effects.LOWERED_LONGEST for text, *_ in lowered_sentences)
    assert effects._lowered.cache_info().hits >= 2 * short   # (the second and third of each short one: kept)


def test_a_long_sentence_is_not_kept():
    effects._lowered.cache_clear()
    text = "Deal 1 damage to an enemy. " * 20
    assert len(text) > effects.LOWERED_LONGEST
    assert effects.lower_effects(text) == effects._lower(text, "", None)
    assert effects._lowered.cache_info().currsize == 0
