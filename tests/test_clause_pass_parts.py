"""A tier line's parts as `clauses.parse_clauses` hands them on: of a fragment of one stretch of its file (most), each
part's fragment and span made where the line is cut (without `Fragment.pieces_said`'s list of pairs); of a fragment of
several stretches, by `pieces_said`. Either way, what the general way gives: the cut of `split_clauses`, each part read
whole, or joined potencies and Japanese sentences each a part of their own, in English and in Japanese."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.diagnostics import Fragment, SourceFile
from statblock.rulesets.draw_steel import ast
from statblock.rulesets.draw_steel.grammar import clauses

from conftest import examples

_PIECES = [";", "；", " ", "  ", "(", ")", "（", "）", "3 damage", "M < 2 slowed (save ends)", "prone", ", or if M < 1, ",
           "if", "。", "5 の火炎ダメージ", "伏せ状態になる", "M < 2、減速 (セーヴ終了)", "push 2", "x"]


def _parts_the_general_way(fragment: Fragment) -> list:
    """The parts of a line as `parse_clauses` gave them before (every line's pieces made by `pieces_said`)."""
    parts = []
    said = clauses._clause_texts(fragment.text)
    for whole, span in fragment.pieces_said(said) if said is not None else ((fragment, fragment.span()),):
        text = whole.text
        if "if" not in text and ", or " not in text and "。" not in text:
            parts.append(ast.ClausePart(text, clauses.parse_clause_text(text), span, whole))
            continue
        for joined in clauses._joined(whole):
            for part in clauses._sentences(joined):
                parts.append(ast.ClausePart(part.text, clauses.parse_clause_text(part.text), part.span(), part))
    return parts


def _as_compared(parts) -> list:
    # (a span equals every other span: its offsets compared)
    return [(p.text, p.items, p.span.start, p.span.end, p.fragment.text, p.fragment.runs) for p in parts]


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=8).map("".join))
def test_a_lines_parts_are_those_of_the_general_way_from_one_stretch_of_its_file(text):
    fragment = SourceFile("t.md", "- " + text).whole().slice(2)  # (one run, not at the file's start)
    assert len(fragment.runs) == 1
    assert _as_compared(clauses.parse_clauses(fragment)) == _as_compared(_parts_the_general_way(fragment))


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=4).map("".join),
       st.lists(st.sampled_from(_PIECES), min_size=1, max_size=4).map("".join))
def test_a_lines_parts_are_those_of_the_general_way_from_several_stretches_of_its_file(first, second):
    source = SourceFile("t.md", first + "\n> " + second)
    fragment = Fragment.join([source.whole().slice(0, len(first)), source.whole().slice(len(first) + 3)])
    assert len(fragment.runs) > 1
    assert _as_compared(clauses.parse_clauses(fragment)) == _as_compared(_parts_the_general_way(fragment))


def test_the_parts_of_a_usual_line_stand_where_they_are_written_in_the_file():
    source = SourceFile("t.md", "- 5 damage;  M < 2 slowed (save ends) ")
    first, second = clauses.parse_clauses(source.whole().slice(2))
    assert (first.text, first.span.start, first.span.end, first.fragment.runs) == ("5 damage", 2, 10, ((0, 2),))
    assert (second.text, second.span.start, second.span.end, second.fragment.runs) \
        == ("M < 2 slowed (save ends)", 13, 37, ((0, 13),))
    assert isinstance(second.items[0], ast.PotencyClause)
