"""The shortcuts of the cold clause pass (`benchmarks/bench_tier_lines.py`), each against the way it stands in for.

A line whose every `;` comes before any opening bracket is cut by `str.split` without the substitution of its plain
brackets (`clauses._opens_after`); a clause said of others is matched by `others._EN` only when one of its verbs is
there; `leads._all_from` looks at a word's position directly; a subject is looked for among those of the phrase's
first word (`Vocabulary.subjects_by_first_word`); the vertical and stability clauses' patterns are tried only on a
clause with their last words; `and` and `or` are looked for only where a blank or a comma stands; the `なら` after a
potency is not looked for in ASCII text; the brackets before a join are counted by `str.count`; a clause with no
comma has no parts after one; a lowerer holds its ruleset's memo of clean clauses; a line's parts are handed on as
stripped (`clauses._clause_texts`); an ASCII condition word is not cut at Japanese particles, and a phrase is tried
for the user's subjects only when it starts with one. Each must give what the longer way gave."""

from __future__ import annotations

import re

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.diagnostics import SourceFile
from statblock.rulesets.draw_steel import ast, vertical
from statblock.rulesets.draw_steel.compiler import others, own_moves
from statblock.rulesets.draw_steel.compiler.lower import Lowerer
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.grammar import clauses, compound, leads
from statblock.vocabulary import fold
from statblock.rulesets.draw_steel.vocabulary import vocabulary

from conftest import examples

_LINE_PIECES = [";", "；", "(", ")", "[", "]", "（", "）", " ", "prone", "3 damage", "M < 2 slowed (save ends)"]


def _cut_as_before(text: str) -> list[str] | None:
    """`clauses._clause_texts`'s choice before the shortcut: the plain split where no bracket is left once the plain ones
    are out, the walk of depths otherwise (None for a line of no `;`)."""
    if ";" not in text and "；" not in text:
        return None
    if not clauses._has_bracket(text) or not clauses._has_bracket(clauses._PLAIN_BRACKETS.sub("", text)):
        return clauses._SEPARATOR.split(text)
    return clauses._top_level_pieces(text)


@settings(max_examples=examples(1000), deadline=None)
@given(st.lists(st.sampled_from(_LINE_PIECES), max_size=12).map("".join))
def test_a_line_whose_brackets_open_after_its_last_separator_splits_as_the_walk_does(text):
    last = max(text.rfind(";"), text.rfind("；"))
    if last >= 0 and clauses._opens_after(text, last):
        assert clauses._SEPARATOR.split(text) == clauses._top_level_pieces(text) == _cut_as_before(text)


def test_the_shortcut_is_taken_by_the_usual_line_and_not_by_a_bracket_before_a_separator():
    assert clauses._opens_after("5 damage; M < 1 slowed (save ends)", 8)
    text = "slowed (save ends; see below); 3 damage"
    assert not clauses._opens_after(text, text.rfind(";"))
    parts = [part.text for part in clauses.split_clauses(SourceFile("t.md", text).whole())]
    assert parts == ["slowed (save ends; see below)", "3 damage"]


_OTHERS_PIECES = ["each ally", " ", "is", "IS", "are", "Takes", "take", "takes", "slowed", "(", ")", "x", "\t",
                  "the target", "3 damage", "(EoT)"]


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(st.sampled_from(_OTHERS_PIECES), max_size=10).map("".join))
def test_a_clause_said_of_others_has_one_of_its_verbs_in_lower_case_wherever_the_pattern_matches(text):
    lowered = text.lower()
    if others._EN.match(text) is not None:
        assert " is " in lowered or " are " in lowered or " take" in lowered


@pytest.mark.parametrize("verb", ["is", "IS", "Is"])
def test_a_clause_said_of_others_is_still_read_with_its_verb_in_capitals(verb):
    (part,) = clauses.parse_clauses(SourceFile("t.md", f"each ally within 2 squares {verb} slowed (EoT)").whole())
    (effect,) = Lowerer().clause_part(part)
    assert isinstance(effect, fx.ApplyCondition) and effect.condition == "slowed"
    assert effect.subject == "each ally within 2 squares"


def _all_from_as_before(at: int, *nodes) -> bool:
    """`leads._all_from` without its look at a word's position: every node's fields walked alike."""
    left = list(nodes)
    while left:
        node = left.pop()
        if isinstance(node, tuple):
            if len(node) == 2 and node[0].__class__ is int and node[1].__class__ is int:
                if node[0] < at or node[1] < at:
                    return False
            else:
                left.extend(node)
        elif node is not None and node.__class__ not in leads._PLAIN and attrs.has(node.__class__):
            left.extend(getattr(node, f.name) for f in attrs.fields(node.__class__))
    return True


_SPANS = st.one_of(st.none(), st.tuples(st.integers(0, 9), st.integers(0, 9)))  # (a clause's tree holds no `Span`)
_WORDS = st.builds(ast.Word, st.sampled_from(["slowed", "M", "WEAK"]), _SPANS)


@settings(max_examples=examples(1000), deadline=None)
@given(st.integers(0, 9), st.lists(st.one_of(_WORDS, st.lists(_WORDS, max_size=3).map(tuple),
                                              st.builds(ast.ConditionPhrase, st.lists(_WORDS, max_size=3).map(tuple),
                                                        _SPANS)), max_size=4))
def test_a_words_position_looked_at_directly_is_judged_as_the_walk_of_its_fields_judges_it(at, nodes):
    assert leads._all_from(at, *nodes) == _all_from_as_before(at, *nodes)


def test_a_subject_is_looked_for_among_those_of_the_phrases_first_word_alone():
    rules = vocabulary()
    assert rules.subject_starts == tuple(said + " " for said in rules.subjects())
    assert all(said == fold(said) for said in rules.subjects())  # (single-spaced: a first word ends at a space)
    for said in rules.subjects():
        text = said + " slowed"
        first = next(other for other in rules.subjects() if text.startswith(other + " "))
        assert first == next(other for other in rules.subjects_by_first_word[text.partition(" ")[0]]
                             if text.startswith(other + " "))
    assert sorted(s for group in rules.subjects_by_first_word.values() for s in group) == sorted(rules.subjects())


def _vertical_as_before(text: str, rules):
    """`vertical.vertical_effect` and `stability_effect` as they were: each pattern tried on every clause."""
    folded = fold(text).rstrip(".。 ")
    if folded in rules.vertical_phrases:
        return fx.MakeVertical()
    found = vertical._EN.fullmatch(folded) if folded.isascii() else vertical._JA.fullmatch(text.strip().rstrip(".。 "))
    made = None
    if found is not None:
        what = fold(found.group("what"))
        term = rules.forced_moves.lookup(what)
        made = fx.MakeVertical() if what in vertical._EVERY else fx.MakeVertical(term.id) if term is not None else None
    found = vertical._EN_STABILITY.fullmatch(folded) if folded.isascii() \
        else vertical._JA_STABILITY.fullmatch(text.strip().rstrip(".。 "))
    if found is None:
        return made, None
    named, movement = vertical._movement(found.group("what"), rules)
    return made, (fx.IgnoreStability(movement) if named else None)


_VERTICAL_PIECES = ["the ", "this ", "push", "slide", "forced movement", " is ", " ignores ", "vertical", "stability",
                    "the target's ", "Vertical", ".", " ", "プッシュ", "は", "垂直に", "なる", "安定性を無視", "する", "。"]


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(st.sampled_from(_VERTICAL_PIECES), max_size=8).map("".join))
def test_a_clause_is_read_vertical_or_ignoring_stability_as_when_every_pattern_was_tried(text):
    rules = vocabulary()
    before, stability = _vertical_as_before(text, rules)
    assert vertical.vertical_effect(text, rules) == before
    assert vertical.stability_effect(text, rules) == stability


def test_the_vertical_clauses_still_read():
    rules = vocabulary()
    assert vertical.vertical_effect("the push is vertical", rules) == fx.MakeVertical("push")
    assert vertical.stability_effect("this slide ignores the target's stability", rules) == fx.IgnoreStability("slide")
    assert vertical.vertical_effect("スライドは垂直になる", rules) == fx.MakeVertical("slide")


_JOIN_PIECES = ["slowed", " ", "  ", ",", "and", "AND", "or", "then", "the", "you", "each", "(", ")", "x", "\t"]


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(st.sampled_from(_JOIN_PIECES), max_size=12).map("".join))
def test_the_joins_looked_for_where_a_blank_or_comma_stands_are_those_found_everywhere(text):
    for pattern in (compound._AND, compound._OR):
        everywhere = re.compile(pattern.pattern.removeprefix(r"(?=[\s,])"), pattern.flags)
        assert everywhere.pattern != pattern.pattern
        assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in everywhere.finditer(text)]


@settings(max_examples=examples(500), deadline=None)
@given(st.text("abcなら場合は、， ", max_size=10))
def test_the_if_after_a_potency_is_never_found_in_ascii_text(text):
    if text.isascii():
        assert clauses._IF_AFTER_POTENCY.sub("", text, count=1) == text


def _top_level_as_before(text: str, pattern: re.Pattern) -> list[tuple[int, int]]:
    """`compound._top_level` as it was: the brackets before each match counted a character at a time."""
    found, depth, counted = [], 0, 0
    for match in pattern.finditer(text):
        for ch in text[counted:match.start()]:
            depth += ch in "(（"
            depth -= ch in ")）"
        counted = match.start()
        if depth == 0:
            found.append(match.span())
    return found


def _comma_parts_as_before(text: str) -> list[tuple[int, int]]:
    """`own_moves.comma_parts` as it was: every character walked, a comma or none."""
    parts, depth, start = [], 0, None
    for at, char in enumerate(text):
        if char in "([（":
            depth += 1
        elif char in ")]）":
            depth = max(0, depth - 1)
        elif char in ",、，" and depth == 0:
            if start is not None:
                parts.append(own_moves._trimmed(text, start, at))
            start = at + 1
    if start is not None:
        parts.append(own_moves._trimmed(text, start, len(text)))
    return parts


_BRACKET_PIECES = ["slowed", " ", ",", "、", "，", "and", "or", "(", ")", "（", "）", "[", "]", "the", ".", "x"]


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(st.sampled_from(_BRACKET_PIECES), max_size=14).map("".join))
def test_the_top_level_joins_and_comma_parts_are_found_as_a_character_at_a_time(text):
    for pattern in (compound._AND, compound._OR, compound._JOINS):
        assert [m.span() for m in compound._top_level(text, pattern)] == _top_level_as_before(text, pattern)
    assert list(own_moves.comma_parts(text)) == _comma_parts_as_before(text)


def test_the_clean_clauses_a_lowerer_holds_are_its_rulesets_and_emptied_with_the_memo():
    from statblock.rulesets.draw_steel.compiler import lower
    lowerer = Lowerer()
    (part,) = clauses.parse_clauses(SourceFile("t.md", "3 damage").whole())
    effects = lowerer.clause_part(part)
    assert lowerer._clean is lower._CLEAN_CLAUSES[lowerer.rules.name] and lowerer._clean["3 damage"] == effects
    assert Lowerer().clause_part(part) is effects  # (another lowerer of the ruleset finds it)
    lower.forget_lowered()
    assert "3 damage" not in lowerer._clean and lowerer._clean is lower._CLEAN_CLAUSES[lowerer.rules.name]


def _fold_as_before(word: str) -> str:
    from statblock.rulesets.similarity import fold_japanese
    key = " ".join(word.replace("’", "'").replace("＇", "'").lower().split())
    return key if key.isascii() else fold_japanese(key)


@settings(max_examples=examples(2000), deadline=None)
@given(st.text(st.sampled_from("aZ '’＇\t\n\x1c\x85ｶカﾞ・ー ヴİK"), max_size=12) | st.text(max_size=12))
def test_a_word_is_folded_as_before_an_ascii_one_by_the_shorter_way(word):
    assert fold.__wrapped__(word) == _fold_as_before(word)


# (`the target is slowed and weakened (save ends)` is no compound now: a condition's name after one is the list's, one
# part with it, `compound._listed_after`)
@pytest.mark.parametrize("text", ["the target is slowed and takes a bane on strikes (save ends)",
                                  "one target is pushed up to 2 squares and knocked prone"])
def test_a_compounds_first_part_at_the_clauses_start_is_its_own_reading_not_a_copy(text):
    read = {}

    def parse(piece):
        read[piece] = items = clauses._parse_plain(piece)
        return items

    (found,) = compound.compound_items(text, parse, False, True)
    first, second = found.parts
    head = text[:text.index(" and ")]
    assert first is read[head]  # (was a copy moved by nothing)
    assert first == compound.moved(read[head], lambda p: p)  # (what the copy was)
    assert second and all(item.span[1] > len(head) for item in second)  # (a later part still where it stands)


_AND_PIECES = ["slowed", " ", "  ", ",", "and", "AND", "And", "then", "THEN", "the", "You", "each", "(", ")", "x", "\t",
               "\x1c", "\u3000", "é", "prone"]


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(st.sampled_from(_AND_PIECES), max_size=12).map("".join))
def test_the_joins_of_ascii_text_lowered_are_those_found_ignoring_case(text):
    if text.isascii():
        assert [m.span() for m in compound._top_level(text.lower(), compound._AND_LOWER)] \
            == [m.span() for m in compound._top_level(text, compound._AND)]
    if ")" not in text and "）" not in text:  # (`_a_rider` takes no duration off a piece with no closing bracket)
        assert compound._JA_OWN_DURATION.sub("", text) == text


def test_an_english_compounds_pieces_are_cut_at_its_joins_in_any_case():
    assert compound._pieces_en("the target is Slowed AND pushed 2 squares, Then prone") == [
        (0, "the target is Slowed"), (25, "pushed 2 squares"), (48, "prone")]
    # (restored: the merge of dsleft8 had this None, the clause text, SB138; a part after `Then` is its own, and
    # `AND` in capitals no list's join the grammar reads)
    assert compound._pieces_en("the target is Slowed AND weakened, Then prone") == [
        (0, "the target is Slowed"), (25, "weakened"), (40, "prone")]
    assert compound._pieces_en("prone and can't stand (EoT), you gain 2 surges") == [
        (0, "prone and can't stand (EoT)"), (29, "you gain 2 surges")]


def _cuts_as_before(text: str) -> list[tuple[int, int]] | None:
    """`clauses._clause_texts`'s bounds before a part with no blanks around it was taken as it stands: every part stripped, where it
    starts found by `lstrip`, empty parts left out."""
    if ";" not in text and "；" not in text and text and not (text[0].isspace() or text[-1].isspace()):
        return None
    pieces = [text] if ";" not in text and "；" not in text else \
        clauses._SEPARATOR.split(text) if not clauses._has_bracket(text) else clauses._top_level_pieces(text)
    cuts, start = [], 0
    for piece in pieces:
        if piece.strip():
            first = start + len(piece) - len(piece.lstrip())
            cuts.append((first, first + len(piece.strip())))
        start += len(piece) + 1
    return cuts


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(st.sampled_from([*_LINE_PIECES, "\t", "　", "x"]), max_size=12).map("".join))
def test_a_lines_clause_texts_are_its_stripped_parts_where_they_stand(text):
    # (`_clause_texts` hands on each part's stripped text, its start found without a copy made by `lstrip` where no
    # blank ends the part)
    said = clauses._clause_texts(text)
    before = _cuts_as_before(text)
    assert (said is None) == (before is None)
    if said is not None:
        assert [(start, start + len(part)) for start, part in said] == before
        assert all(text[start:start + len(part)] == part for start, part in said)


def test_a_lowerer_works_out_what_its_vocabulary_alone_decides_once_for_the_vocabulary():
    """`base.per_ruleset`: the subjects of some of the targets, the movement stems and the Japanese creature nouns are
    worked out once per vocabulary (a check makes a lowerer per ability), the same as a lowerer of its own found."""
    first, second = Lowerer(), Lowerer()
    for name in ("_some_subjects", "_some_starts", "_movements", "_creature_nouns"):
        assert getattr(first, name) is getattr(second, name)
    rules = first.rules
    fresh = {subject.removesuffix(" is") for subject in rules.partial_subjects if subject.endswith(" is")}
    assert fresh <= set(first._some_subjects) and "one target" in first._some_subjects
    assert first._some_starts == tuple(said + " " for said in first._some_subjects)
    assert "push" in first._movements and "ターゲット" in first._creature_nouns
    assert rules == vocabulary()  # (kept beside its fields: equality still compares the fields alone)


def test_a_phrase_is_tried_for_the_users_subjects_only_when_it_starts_with_one():
    """`_user_starts`, worked out once per vocabulary: every subject of the user or of a pronoun, with its space, so
    that a phrase that starts with none is not tried one by one; one that does is still read as said of them."""
    lowerer = Lowerer()
    rules = lowerer.rules
    assert lowerer._user_starts == tuple(said + " " for said in (*rules.user_subjects, *rules.pronoun_subjects))
    assert lowerer._user_starts is Lowerer()._user_starts
    for written, subject in (("you are slowed (EoT)", "you"), ("it is knocked prone (save ends)", "it"),
                             ("she becomes weakened (EoT)", "she")):
        part = clauses.parse_clauses(SourceFile("<t>", written).whole())[0]
        (effect,) = Lowerer().clause_part(part)
        assert isinstance(effect, fx.ApplyCondition) and effect.subject == subject, (written, effect)


@pytest.mark.parametrize("written", ["grabbed or prone (EoT)", "bleeding and slowed (save ends)", "slowed (EoT)",
                                     "つかまれか伏せ（EoT）", "出血と減速（セーヴ終了）"])
def test_an_ascii_condition_word_is_not_cut_at_japanese_particles(written, monkeypatch):
    """`_conditions_read` asks `_japanese_joined` (か, と, もしくは, ... between two conditions) only of a word with
    Japanese in it: an ASCII word holds none of the particles; the Japanese joins are still read."""
    asked = []
    joined = Lowerer._japanese_joined
    monkeypatch.setattr(Lowerer, "_japanese_joined", lambda self, word, particle: asked.append(word.text) or
                        joined(self, word, particle))
    clauses.forget_clauses()
    part = clauses.parse_clauses(SourceFile("<t>", written).whole())[0]
    effects = Lowerer().clause_part(part)
    assert all(not text.isascii() for text in asked)
    if not written.isascii():
        assert asked and (isinstance(effects[0], fx.Choice) or len(effects) == 2), effects
