"""A distance whose parts are all taken at once (`Self and ranged 10`, `自身と遠距離10`): the distance grammar
joined parts with `or` only, so it read no parts, in silence. The parts are read, and the JSON keeps the
joiner (`distance.joiner: "and"`, only when it is `and`) so cards print it back as written."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json
from statblock.rulesets.draw_steel.wording import Wording

from builders import FORMATS, Parts

BOTH = [{"kind": "self"}, {"kind": "ranged", "size": 10}]


def _read(distance: str, fmt: str = "native"):
    name, build = FORMATS[fmt]
    result = read_text(name, build(Parts(distance=distance, target="Self and one ally")))
    assert result.diagnostics == []
    return next(a for a in result.abilities if a.name == "Test")


@pytest.mark.parametrize("fmt", ["native", "md-hero", "md-quote", "yaml"])
@pytest.mark.parametrize("distance", ["Self and ranged 10", "自身と遠距離10", "自身および遠距離10",
                                      "自身、および遠距離10"])
def test_and_joins_the_parts(fmt, distance):
    ability = _read(distance, fmt)
    said = ability_json(ability)["distance"]
    assert said["parts"] == BOTH and said["joiner"] == "and"
    assert Wording("en").distance(said) == "Self and ranged 10"
    assert Wording("ja").distance(said) == "自身 と 遠距離 10"


def test_or_is_said_as_before():
    said = ability_json(_read("Self or ranged 10"))["distance"]
    assert said["parts"] == BOTH and "joiner" not in said
    assert Wording("en").distance(said) == "Self or ranged 10"


def test_and_with_words_that_are_no_distance_keeps_no_parts():
    """`Self and allies`: a target phrase's words; no part named `allies` is made up."""
    said = ability_json(_read("Self and allies"))["distance"]
    assert said["parts"] == [] and "joiner" not in said


def test_a_japanese_to_between_words_that_are_no_distance_cuts_nothing():
    """`と` joins parts only where both sides read as distances of known kinds (`自身と2体の味方`: a target
    phrase's words)."""
    said = ability_json(_read("自身と2体の味方"))["distance"]
    assert said["parts"] == [] and "joiner" not in said


def test_no_distance_kind_holds_a_japanese_to():
    """`distances._read_japanese_and` cuts at the first `と` only, which is sound while no distance kind's
    name holds one (a left side holding a `と` is then no distance)."""
    from statblock.rulesets.draw_steel.vocabulary import vocabulary

    names = [word for term in vocabulary().distance_kinds.terms.values() for word in (*term.en, *term.ja)]
    assert names and not [word for word in names if "と" in word]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_many_japanese_to_take_linear_time():
    """Each `と` of a long distance was a cut read on both sides again: 800 took 0.23 s, 5,000 about 9 s."""
    import bounds

    name, build = FORMATS["native"]
    text = build(Parts(distance="自身と" * 5_000 + "遠距離10"))
    read_text(name, build(Parts(distance="自身と遠距離10")))  # the grammars built (not this text: its parts are cached)
    assert bounds.cpu_seconds(lambda: read_text(name, text)) < 1.0


MIXED = ["Melee 1 or ranged 5 and Self", "Melee 1 or ranged 5 and 3 burst", "Self and melee 1 or ranged 5",
         "近接1または遠距離5および3バースト"]


@pytest.mark.parametrize("distance", MIXED, ids=MIXED)
def test_or_and_and_mixed_are_reported(distance):
    """`Melee 1 or ranged 5 and …` gave no parts, in silence: which parts go together is not read, and
    SB119 says so (English and Japanese), with what to write."""
    name, build = FORMATS["native"]
    result = read_text(name, build(Parts(distance=distance, target="One creature")))
    ability = next(a for a in result.abilities if a.name == "Test")
    assert ability_json(ability)["distance"]["parts"] == []
    (said,) = [d for d in result.diagnostics if d.code == "SB119"]
    assert said.severity.name == "WARNING" and "`or` and `and`" in said.message.render("en")
    assert "または" in said.message.render("ja") and said.suggestion is not None


NO_KIND = [("10 squares", "Ranged 10"), ("10 マス", "遠距離 10"), ("１０", "遠距離 １０"), ("5 squares away", "Ranged 5")]


@pytest.mark.parametrize("fmt", ["native", "md-hero", "yaml"])
@pytest.mark.parametrize("distance, ranged", NO_KIND, ids=[d for d, _ in NO_KIND])
def test_a_number_with_no_kind_is_reported(fmt, distance, ranged):
    """`📏 10 squares` named no range or area and was read with no parts, in silence: no reach on the card, the
    Ranged keyword not checked against it. SB119 says so, with the kinds known and what to write, in the
    language of the distance."""
    name, build = FORMATS[fmt]
    result = read_text(name, build(Parts(distance=distance, target="One creature")))
    ability = next(a for a in result.abilities if a.name == "Test")
    assert ability_json(ability)["distance"] == {"text": distance, "parts": []}  # kept as written
    (said,) = [d for d in result.diagnostics if d.code == "SB119"]
    assert said.severity.name == "WARNING" and said.message.key == "distance.no_kind"
    assert "burst" in said.message.render("en") and "バースト" in said.message.render("ja")
    assert f"`{ranged}`" in said.suggestion.render("en")


@pytest.mark.parametrize("distance", ["Self", "Special", "-", "—", "1-mile burst", "∞ x 3 line within 1"])
def test_no_kind_is_not_said_of_a_distance_that_names_one_or_no_number(distance):
    """Only a number with no kind: `Self` and a dash name no number, and the published text's shapes told in words
    (`1-mile burst`) name a kind."""
    name, build = FORMATS["native"]
    result = read_text(name, build(Parts(distance=distance, target="One creature")))
    assert not [d for d in result.diagnostics if d.message.key == "distance.no_kind"]


UNREAD = ["Ranged 10 or 5", "Melee 1, ranged 5", "Ranged: 10", "Melee 1 / Ranged 5", "3 burst, 10", "Ranged 5+",
          "近接1／遠距離5"]


@pytest.mark.parametrize("distance", UNREAD, ids=UNREAD)
def test_a_shape_of_kinds_and_numbers_that_does_not_read_is_said(distance):
    """A distance of nothing but kinds, numbers and joining marks that no rewrite reads had no parts in silence (a
    review's finding): SB119, with the shapes that read."""
    name, build = FORMATS["native"]
    result = read_text(name, build(Parts(distance=distance, target="One creature")))
    ability = next(a for a in result.abilities if a.name == "Test")
    assert ability_json(ability)["distance"]["parts"] == []
    (said,) = [d for d in result.diagnostics if d.code == "SB119"]
    assert said.message.key == "distance.unread" and said.suggestion.key == "distance.shapes"


@pytest.mark.parametrize("distance", ["1-mile burst", "∞ x 3 line within 1", "2 cube of unoccupied space within 10"])
def test_a_shape_told_in_words_stays_as_written_with_no_word(distance):
    """The published text's own shapes (words beside the kinds and numbers) are kept as written, not warned about."""
    name, build = FORMATS["native"]
    result = read_text(name, build(Parts(distance=distance, target="One creature")))
    assert not [d for d in result.diagnostics if d.code == "SB119"]


NO_SIZE = [("Ranged", "Ranged", "Ranged 10"), ("burst", "burst", "3 burst"), ("Melee or ranged 5", "Melee", "Melee 1"),
           ("遠距離", "遠距離", "遠距離 10"), ("キューブ", "キューブ", "3 キューブ")]


@pytest.mark.parametrize("fmt", ["native", "md-hero", "yaml"])
@pytest.mark.parametrize("distance, word, example", NO_SIZE, ids=[d for d, _, _ in NO_SIZE])
def test_a_range_or_area_with_no_number_is_reported(fmt, distance, word, example):
    """`📏 Ranged` (a homebrew author's slip) was read as a ranged part with no size, in silence: no reach known, and
    the Ranged keyword satisfied by it. SB119 points at the word, with an example (not a guess) in its language."""
    name, build = FORMATS[fmt]
    text = build(Parts(distance=distance, target="One creature"))
    result = read_text(name, text)
    (said,) = [d for d in result.diagnostics if d.code == "SB119"]
    assert said.severity.name == "WARNING" and said.message.key == "distance.no_size"
    assert f"`{example}`" in said.message.render("en") and f"「{example}」" in said.message.render("ja")
    line = text.splitlines()[said.span.line - 1]
    assert line[said.span.column - 1:].startswith(word)


@pytest.mark.parametrize("distance", ["Ranged 10", "Melee 1 or ranged 5", "3 burst", "5 x 1 line within 1", "Self",
                                      "Special", "遠距離 10", "3 キューブ（10 以内）", "Self or 2 burst"])
def test_a_range_or_area_with_its_number_is_not_reported(distance):
    name, build = FORMATS["native"]
    result = read_text(name, build(Parts(distance=distance, target="One creature")))
    assert not [d for d in result.diagnostics if d.message.key == "distance.no_size"]
