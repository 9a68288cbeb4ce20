"""Hypothesis round trips over generated abilities, with strategies shaped like the grammar.

An ability is generated part by part (name and cost, flavor, header rows or
labelled fields, power roll, three tier lines of clauses, sections), each
part in one of the spellings people use. Then:

- `fmt` keeps its meaning, and `fmt` of the result changes nothing;
- converting it to Markdown and reading that back keeps its meaning;
- converting it to native (from the Markdown) gives the `fmt` text again.

Each property runs `QUICK` examples in the normal tier and `ROUND_TRIP` more in the slow tier.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from statblock.rulesets.draw_steel.authoring.convert import convert_result
from statblock.rulesets.draw_steel.authoring.format import format_text, meaning_of_text
from statblock.rulesets.draw_steel.authoring.meaning import differences, meaning, word_changes
from statblock.pipeline import read_text

ROUND_TRIP = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
QUICK = settings(ROUND_TRIP, max_examples=20)  # the normal tier: a few examples of each property

LETTERS = ["M", "A", "R", "I", "P"]
NAMES = {"M": "Might", "A": "Agility", "R": "Reason", "I": "Intuition", "P": "Presence"}
CONDITIONS = ["bleeding", "dazed", "frightened", "grabbed", "prone", "restrained", "slowed", "taunted", "weakened"]
DAMAGE_TYPES = ["acid", "cold", "corruption", "fire", "holy", "lightning", "poison", "psychic", "sonic"]
DURATIONS = ["", " (save ends)", " (EoT)", " until the end of the encounter", " until the start of your next turn"]
KEYWORDS = ["Area", "Charge", "Magic", "Melee", "Psionic", "Ranged", "Strike", "Weapon", "Fire", "Void"]
ACTIONS = ["Main action", "Maneuver", "Move action", "Triggered action", "Free triggered action", "Free maneuver"]
DISTANCES = ["Melee 1", "Ranged 10", "Melee 1 or ranged 5", "Self", "3 burst", "2 cube within 10",
             "5 x 1 line within 1", "10 wall within 10", "2 aura"]
TARGETS = ["One creature", "One creature or object", "Each enemy in the area", "Self", "Three creatures"]
RESOURCES = ["Piety", "Essence", "Wrath", "Ferocity", "Malice", "Clarity"]
SPACE = st.sampled_from([" ", " ", " ", "  "])
WORDS = st.lists(st.sampled_from(["the", "target", "moves", "away", "glows", "softly", "and", "sings", "you", "gain",
                                  "a", "surge", "ally", "within", "distance", "shifts", "twice", "loudly"]),
                 min_size=2, max_size=8).map(" ".join)


@st.composite
def characteristics(draw, names: bool = False) -> str:
    """`M`, `M or A`, `M, R, I, or P` (or the names: `Might or Agility`)."""
    count = draw(st.sampled_from([1, 2, 4]))
    picked = [NAMES[x] if names else x for x in draw(st.permutations(LETTERS))[:count]]
    if count == 1:
        return picked[0]
    if count == 2:
        return f"{picked[0]} or {picked[1]}"
    return ", ".join(picked[:-1]) + f", or {picked[-1]}"


@st.composite
def damage(draw) -> str:
    amount = draw(st.integers(1, 20))
    plus = draw(st.sampled_from(["+", " + ", "  +  "]))
    chars = f"{plus}{draw(characteristics())}" if draw(st.booleans()) else ""
    kind = f" {draw(st.sampled_from(DAMAGE_TYPES))}" if draw(st.booleans()) else ""
    return f"{amount}{chars}{kind} damage"


@st.composite
def conditions(draw) -> str:
    first = draw(st.sampled_from(CONDITIONS))
    if first == "prone" and draw(st.booleans()):
        first += " and can't stand"
    elif draw(st.integers(0, 3)) == 0:
        first += f" and {draw(st.sampled_from(CONDITIONS))}"
    return first + draw(st.sampled_from(DURATIONS))


@st.composite
def forced(draw) -> str:
    vertical = "vertical " if draw(st.integers(0, 3)) == 0 else ""
    return f"{vertical}{draw(st.sampled_from(['push', 'pull', 'slide']))} {draw(st.integers(1, 5))}"


@st.composite
def potency(draw) -> str:
    letter = draw(st.sampled_from(LETTERS))
    strength = draw(st.sampled_from(["WEAK", "AVERAGE", "STRONG"]))
    spelling = draw(st.sampled_from([
        f"{letter} < {strength}, ", f"{letter}<{strength.lower()} ", f"{letter} < [{strength.lower()}] ",
        f"{letter.lower()} < {strength.title()}, ", f"{letter} < {draw(st.integers(-1, 4))} "]))
    return spelling + draw(st.one_of(conditions(), forced()))


CLAUSE = st.one_of(damage(), conditions(), forced(), potency(), WORDS,
                   st.builds(lambda a, b: f"{a} or {b}", conditions(), conditions()),
                   st.just("No effect."))


@st.composite
def tier_line(draw, label: str) -> str:
    clauses = draw(st.lists(CLAUSE, min_size=1, max_size=3))
    separator = draw(st.sampled_from(["; ", ";  ", " ; "]))
    return f"{label}{draw(SPACE)}{separator.join(clauses)}"


@st.composite
def ability(draw) -> str:
    lines = []
    name = draw(st.sampled_from(["Stormcall", "Iron Jaw", "Grave Song", "Ember Wake", "Quiet Step"]))
    resource = draw(st.sampled_from(RESOURCES))  # the cost's, and its Spend sections' (one payer: else SB150)
    cost = draw(st.sampled_from(["", " (Signature)", " (Signature Ability)",
                                 f" ({draw(st.integers(1, 9))}{draw(st.sampled_from(['', '+']))} {resource})",
                                 " (Villain Action 2)"]))
    lines.append(name + cost)
    flavor = draw(st.sampled_from(["", "*It hums.*", "A plain flavor line.", "Flavor: The air goes still."]))
    if flavor:
        lines.append(flavor)
    keywords = ", ".join(draw(st.lists(st.sampled_from(KEYWORDS), min_size=1, max_size=4, unique=True)))
    action, distance, target = (draw(st.sampled_from(ACTIONS)), draw(st.sampled_from(DISTANCES)),
                                draw(st.sampled_from(TARGETS)))
    if draw(st.booleans()):
        lines += [f"{keywords} | {action}", f"📏 {distance} | 🎯 {target}"]
    else:
        lines += [f"Keywords: {keywords}", f"Type: {action}", f"Distance: {distance}", f"Target: {target}"]
    if draw(st.integers(0, 3)) == 0:
        lines.append(f"Trigger: {draw(WORDS)}.")
    if draw(st.integers(0, 4)):
        roll = draw(st.one_of(st.integers(0, 4).map(str), characteristics(names=True)))
        lines.append(f"Power Roll{draw(SPACE)}+{draw(SPACE)}{roll}{draw(st.sampled_from([':', '']))}")
        for label in (draw(st.sampled_from(["≤11:", "<=11:", "- ≤11:"])), draw(st.sampled_from(["12-16:", "12–16"])),
                      draw(st.sampled_from(["17+:", "17+"]))):
            lines.append(draw(tier_line(label)))
    for _ in range(draw(st.integers(0, 3))):
        spent = resource if f" {resource})" in cost else "Piety"
        label = draw(st.sampled_from(["Effect", "Special", "Strained", f"Spend 2 {spent}", "Persistent 1",
                                      "2 Malice" if spent == "Malice" else f"Spend 1 {spent}"]))
        body = [f"{label}: {draw(WORDS)}."]
        if draw(st.integers(0, 3)) == 0:
            body.append(f"  {draw(WORDS)}.")
        lines += body
    return "\n".join(lines) + "\n"


ABILITY_FILE = st.lists(ability(), min_size=1, max_size=3).map(lambda blocks: "\n".join(blocks))


@pytest.mark.slow
@QUICK
@given(ABILITY_FILE)
def test_fmt_keeps_the_meaning_and_is_idempotent(text):
    check_fmt_keeps_the_meaning_and_is_idempotent(text)


@pytest.mark.slow
@ROUND_TRIP
@given(ABILITY_FILE)
def test_fmt_keeps_the_meaning_and_is_idempotent_at_length(text):
    check_fmt_keeps_the_meaning_and_is_idempotent(text)


def check_fmt_keeps_the_meaning_and_is_idempotent(text: str) -> None:
    before, problems = meaning_of_text("g.ability", text)
    assert problems == []
    result = format_text(text, "g.ability")
    assert result.problems == ()
    after, _ = meaning_of_text("g.ability", result.text)
    assert [differences(a, b) for a, b in zip(before, after)] == [[]] * len(before)
    assert format_text(result.text, "g.ability").text == result.text
    assert word_changes(text, result.text) == ({}, {})


@pytest.mark.slow
@QUICK
@given(ABILITY_FILE)
def test_markdown_round_trip_keeps_the_meaning(text):
    check_markdown_round_trip_keeps_the_meaning(text)


@pytest.mark.slow
@ROUND_TRIP
@given(ABILITY_FILE)
def test_markdown_round_trip_keeps_the_meaning_at_length(text):
    check_markdown_round_trip_keeps_the_meaning(text)


def check_markdown_round_trip_keeps_the_meaning(text: str) -> None:
    source = read_text("g.ability", text)
    to_md = convert_result(source, "md", "g.md")
    assert to_md.problems == (), to_md.text
    back = read_text("g.md", to_md.text)
    assert [meaning(a, loose=True) for a in back.abilities] == [meaning(a, loose=True) for a in source.abilities]
    to_native = convert_result(back, "ability", "g2.ability")
    assert to_native.problems == ()
    formatted = format_text(text, "g.ability").text
    if "\n  " not in formatted:  # Markdown joins wrapped lines; everything else comes back as `fmt` writes it
        assert to_native.text == formatted
