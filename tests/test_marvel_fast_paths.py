"""Marvel Champions' per-ability shortcuts give what the work they skip gave: the Japanese shapes asked of a clause
by its last character, one space already single, a value's JSON by its type, a word ending a short sentence by one
pattern. Each is held against the plain way it replaced."""

from __future__ import annotations

import random
from pathlib import Path

import attrs

from statblock.diagnostics import Span
from statblock.pipeline import run
from statblock.rulesets.marvel_champions import serialize
from statblock.rulesets.marvel_champions.language import effects as marvel_effects
from statblock.rulesets.marvel_champions.language import japanese_effects as ja_effects
from statblock.rulesets.marvel_champions.vocabulary import syntax_words

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "marvel"


def test_the_shapes_a_clause_is_asked_are_every_shape_its_last_character_may_end():
    for end in ("final", "link"):
        every = ja_effects._effect_shapes(end)
        lasts = {form[-1:] for _, _, forms in every for form in forms} | {"」", "a"}
        assert len(lasts) > 5   # (the test is of something: the verbs end in several characters)
        for last in lasts:
            clause = "敵1体に" + last
            expected = tuple(entry for entry in every if clause.endswith(entry[2]))
            asked = ja_effects._shapes_ending(end, last)
            assert [entry for entry in asked if clause.endswith(entry[2])] == list(expected)
            assert all(any(form[-1:] == last for form in entry[2]) for entry in asked)


def _single_spaced(text: str) -> tuple[str, list[int]]:   # (the loop every sentence went through)
    out, where = [], []
    for index, char in enumerate(text):
        if char.isspace() and out and out[-1] == " ":
            continue
        out.append(" " if char.isspace() else char)
        where.append(index)
    where.append(len(text))
    return "".join(out), where


def test_single_spaced_gives_what_the_loop_gave():
    rng = random.Random(11)
    pieces = ["敵", "に", "3", " ", "  ", "\t", "\u3000", "\n", "\x1c", "a", "、", "\xa0"]
    fast = 0
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert ja_effects.single_spaced(text) == _single_spaced(text), repr(text)
        fast += "  " not in text and not any(c.isspace() and c != " " for c in text)
    assert fast > 100   # (the shortcut was taken, and the loop too)


def _value(value):   # (the JSON of a value as it was written, asking each value's type in turn)
    if value is None or isinstance(value, (str, int, float)):
        return value
    if isinstance(value, Span):
        return {"line": value.line, "column": value.column, "end_line": value.end_line, "end_column": value.end_column}
    if attrs.has(type(value)):
        return {field.name: _value(getattr(value, field.name)) for field in attrs.fields(type(value))
                if not (field.metadata.get("json_if_set") and getattr(value, field.name) == field.default)}
    if isinstance(value, (tuple, list)):
        return [_value(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _value(item) for key, item in value.items()}
    return value


def test_the_json_of_an_ability_is_what_asking_each_value_gave():
    report = run([str(EXAMPLES)])
    abilities = [a for f in report.files for card in f.statblocks for a in card.abilities]
    assert len(abilities) > 5
    for ability in abilities:
        assert serialize.ability_json(ability) == {**_value(ability), "priority": ability.priority}
    for card in (c for f in report.files for c in f.statblocks):
        assert serialize.position(card.span) == _value(card.span)


def test_a_word_ending_a_short_sentence_is_found_by_one_pattern_as_by_each():
    import re

    for term in ("only", "designation"):
        spellings = [w for w in syntax_words(term) if w.isascii()]
        assert spellings
        _, pattern = marvel_effects._phrase_ends(term, False)
        for words in [f"hero form {w.lower()}" for w in spellings] + [w.lower() for w in spellings] \
                + ["mass form", "hero form only now", "a b", "x " + spellings[0].lower() + "s"]:
            each = any(re.search(rf"\S\s+{re.escape(w.lower())}$", words) for w in spellings)
            assert (pattern.search(words) is not None) == each, words
