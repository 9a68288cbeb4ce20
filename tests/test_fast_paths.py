"""The fast paths of a cold `check`, each against the slower way it stands in for.

`Fragment` (text mapped onto its file) and the Markdown helpers that cut and clean it: a one-run
fragment sliced by arithmetic, a whole slice that is the fragment itself, `**` pairs dropped
without the inline pattern, a line's quote markers and spaces skipped in one step must map every
character, and the end of the text, exactly where the general way does. The landmark lines of
`accounting` are found by one pattern where there were four steps, its fenced lines by one search
where it looked at every line, and the statblock reader's pre-check runs its pattern in three
parts, and the inline pattern is tried only at the characters its matches start with: each must find
exactly what it did."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.diagnostics import Fragment, SourceFile
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.compiler import accounting, slips
from statblock.rulesets.draw_steel.frontends import labels, md_lines, md_table, statblock_md
from statblock.rulesets.draw_steel.grammar import header_icons
from statblock.frontends import markdown_text
from statblock.frontends.markdown_text import (clean_inline, content_text, line_content, line_fragment,
                                               strip_container, stripped_content)

from conftest import DS_CORPUS, ON_THE_CORPUS, corpus_blocks, corpus_report, examples


def _offsets(fragment: Fragment) -> tuple[str, tuple[int, ...]]:
    """The text and the file offset of every index of it, its end included: all a fragment means."""
    return fragment.text, tuple(fragment.file_offset(i) for i in range(len(fragment.text) + 1))


def _general_slice(fragment: Fragment, start: int, end: int) -> Fragment:
    """`Fragment.slice` as its general case computes it, for any number of runs (the contract)."""
    runs = [(0, fragment.file_offset(start))]
    runs += [(index - start, offset) for index, offset in fragment.runs if start < index < end]
    return Fragment(fragment.text[start:end], tuple(runs), fragment.source)


def _joined(parts: list[str], separator: str) -> Fragment:
    """The lines `parts` of a file, each a fragment of its line, joined with `separator` (one run each, and one for
    each separator)."""
    source = SourceFile("x.md", "\n".join(parts))
    pieces, offset = [], 0
    for part in parts:
        pieces.append(Fragment.at(source, offset, offset + len(part)))
        offset += len(part) + 1
    return Fragment.join(pieces, separator)


_MARKUP = ["**", "*", "_", "__", "[a](b)", "[x **y**](../z)", "<br/>", "<b>", "</b>", "\\*", "\\|", "<!-- c -->",
           "[[a|b]]", "[[c]]", "[[", "]]",
           "[", "]", "(", ")", " ", "  ", "word", "≤11:", "📏", "a_b", "x*y", "***", "****"]
_TEXT = st.lists(st.sampled_from(_MARKUP), max_size=12).map("".join)


def _cut(source: SourceFile, start: int, end: int, cuts: list[int]) -> Fragment:
    """`Fragment.at(source, start, end)` with its one run cut in several at `cuts`: the same mapping."""
    inside = sorted({c for c in cuts if 0 < c < end - start})
    return Fragment(source.text[start:end], ((0, start), *((c, start + c) for c in inside)), source)


@pytest.mark.slow
@settings(max_examples=examples(400), deadline=None)
@given(_TEXT, st.lists(st.integers(0, 60), max_size=4))
def test_clean_inline_maps_the_same_however_the_runs_are_cut(text, cuts):
    source = SourceFile("x.md", "> " + text + "\n")
    one_run = Fragment.at(source, 2, 2 + len(text))
    assert _offsets(clean_inline(one_run)) == _offsets(clean_inline(_cut(source, 2, 2 + len(text), cuts)))


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(_TEXT, min_size=1, max_size=4), st.sampled_from(["", " ", " | "]), st.data())
def test_slice_and_strip_keep_their_contract(parts, separator, data):
    joined = _joined(parts, separator)
    length = len(joined.text)
    start = data.draw(st.integers(0, length))
    end = data.draw(st.integers(start, length))
    assert joined.slice(start, end) == _general_slice(joined, start, end)
    stripped = joined.text.strip()
    lead = len(joined.text) - len(joined.text.lstrip()) if stripped else length
    assert joined.strip() == _general_slice(joined, lead, lead + len(stripped))
    assert joined.slice(0, length) == _general_slice(joined, 0, length)
    for first, last in ((start, end), (end, start), (start - 3, end + 3), (start, None)):
        assert joined.slice_stripped(first, last) == joined.slice(first, last).strip()


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.text("ab ", min_size=1, max_size=3), min_size=1, max_size=12), st.data())
def test_a_slice_of_few_runs_walked_cuts_them_as_the_bisection_of_many(parts, data):
    # (`cut_runs` walks a fragment of up to `_FEW_RUNS` runs and bisects a longer one: both as the general way)
    joined = _joined(parts, "|")
    length = len(joined.text)
    start = data.draw(st.integers(0, length))
    end = data.draw(st.integers(start, length))
    assert joined.slice(start, end) == _general_slice(joined, start, end)
    assert _offsets(joined.slice(start, end)) == (joined.text[start:end],
                                                  tuple(joined.file_offset(i) for i in range(start, end + 1)))


def _span_of(span) -> tuple:
    return span.source, span.start, span.end


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.text("ab; ", min_size=1, max_size=4), min_size=1, max_size=5), st.sampled_from(["", "|"]),
       st.integers(0, 5), st.data())
def test_pieces_are_the_slices_and_their_spans(parts, separator, offset, data):
    # (`Fragment.pieces`, a tier line's clauses made in one call: each the slice and its span, of one run and of many)
    joined = _joined(parts, separator)
    one_run = SourceFile("x.md", " " * offset + joined.text).whole().slice(offset)
    for fragment in (joined, one_run):
        length = len(fragment.text)
        ends = sorted(data.draw(st.lists(st.integers(0, length), max_size=6)))
        cuts = [(start, end) for start, end in zip(ends, ends[1:]) if start < end]
        made = fragment.pieces(cuts)
        assert [(piece, _offsets(piece), _span_of(span)) for piece, span in made] \
            == [(fragment.slice(start, end), _offsets(fragment.slice(start, end)), _span_of(fragment.slice(start, end).span()))
                for start, end in cuts]



@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.text("ab; ", min_size=1, max_size=4), min_size=1, max_size=5), st.sampled_from(["", "|"]),
       st.integers(0, 5), st.data())
def test_pieces_said_are_the_pieces_of_their_bounds(parts, separator, offset, data):
    # (`Fragment.pieces_said`, a tier line's clauses made of the stripped parts `clauses._clause_texts` found: the same
    # fragments and spans as `pieces` of their bounds, of one run and of many, each fragment's text the part given)
    joined = _joined(parts, separator)
    one_run = SourceFile("x.md", " " * offset + joined.text).whole().slice(offset)
    for fragment in (joined, one_run):
        length = len(fragment.text)
        ends = sorted(data.draw(st.lists(st.integers(0, length), max_size=6)))
        said = [(start, fragment.text[start:end]) for start, end in zip(ends, ends[1:]) if start < end]
        made = fragment.pieces_said(said)
        assert [(piece, _offsets(piece), _span_of(span)) for piece, span in made] \
            == [(piece, _offsets(piece), _span_of(span))
                for piece, span in fragment.pieces([(start, start + len(text)) for start, text in said])]
        if len(fragment[1]) == 1:
            assert all(piece.text is text for (piece, _), (_, text) in zip(made, said))

_LINE = st.lists(st.sampled_from([">", "> ", " ", "\t", "- ", "text", "**x**", "| a |", "  ", "\r"]),
                 max_size=8).map("".join)


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(_LINE, min_size=1, max_size=4), st.integers(0, 4))
def test_a_line_without_its_quote_markers_is_read_in_one_step_as_in_two(lines, depth):
    source = SourceFile("x.md", "\n".join(lines))
    for index in range(len(lines)):
        two_steps = strip_container(line_fragment(source, index), depth)
        assert line_content(source, index, depth) == two_steps
        assert stripped_content(source, index, depth) == two_steps.strip()
        assert content_text(source, index, depth) == (two_steps.file_offset(0), two_steps.text)


def _landmark_in_steps(line: str):
    """`accounting._landmark` as four steps: the lead, then a roll header, or a tier label and its end."""
    if not line or len(line) > 4000:
        return None
    lead = re.match(accounting._LEAD, line)
    start = lead.end() if lead else 0
    if re.compile(accounting._ROLL, re.IGNORECASE).match(line, start):
        return "roll", start
    match = re.compile(accounting._TIER, re.IGNORECASE).match(line, start)
    if match is None or not re.compile(accounting._END).match(line, match.end()):
        return None
    return match.lastgroup, start


_PIECES = [" ", "\t", "\u3000", ">", "|", "- ", "• ", "1. ", "**", "__", "*", "_", "≤", "<=", "＜＝", "<", "11", "１２",
           "3", "-", "–", "~", "〜", " to ", "+", "＋", " or lower", " or higher", "以下", "以上", ":", "：", "power roll",
           "Power  Roll", "POWER ROLL", "パワーロール", "ſ", "K", "İ", "ı", "p", "P", "x", "é", "魔", "(", "[", "📏", "🗡",
           "\xa0", "-\xa0", "*\xa0", "・", "•\u2003", "#", "12.", "3)", "\r", "+", "（", "≦", "\ufe0f", "⭐"]


@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=10).map("".join))
def test_one_pattern_finds_the_landmarks_the_four_steps_found(line):
    assert accounting._landmark(line) == _landmark_in_steps(line)
    # the lead in runs ends where `_LEAD` does
    assert re.match(accounting._LEAD_RUNS, line).end() == re.match(f"(?>{accounting._LEAD})", line).end()


@settings(max_examples=examples(1000), deadline=None)
@given(st.lists(st.lists(st.sampled_from(_PIECES), max_size=6).map("".join), min_size=1, max_size=6).map("\n".join))
def test_every_line_with_a_landmark_is_one_that_may_have_one(text):
    """`unread_lines` looks only at the lines `_maybe_lines` gives: every line `_landmark` finds one in is among them."""
    lines = text.split("\n")
    maybe = accounting._maybe_lines(text, SourceFile("x.md", text).line_starts)
    assert {i for i, line in enumerate(lines) if accounting._landmark(line) is not None} <= set(maybe)
    assert maybe == sorted(set(maybe)) and all(0 <= i < len(lines) for i in maybe)


def test_the_lines_of_the_corpus_with_a_landmark_are_among_those_looked_at():
    for path in sorted(DS_CORPUS.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        lines = text.split("\n")
        assert ({i for i, line in enumerate(lines) if accounting._landmark(line) is not None}
                <= set(accounting._maybe_lines(text, SourceFile(str(path), text).line_starts))), path


def test_the_plain_lead_is_what_the_lead_takes_one_by_one():
    """`_landmark` skips these characters without the pattern: each is one `_LEAD` takes alone, whatever follows."""
    for character in accounting._PLAIN_LEAD:
        assert re.fullmatch(r"[ \t\u3000_]|[^\w\s<≤≦＜(（\[]", character), character
        assert re.match(f"(?>{accounting._LEAD})", character + "x").end() == 1


@pytest.mark.slow
def test_the_landmarks_of_the_corpus_are_found_as_before():
    lines = [line for path in sorted(DS_CORPUS.rglob("*.md")) for line in path.read_text(encoding="utf-8").split("\n")]
    found = [line for line in lines if _landmark_in_steps(line) is not None]
    assert [accounting._landmark(line) for line in lines] == [_landmark_in_steps(line) for line in lines]
    assert len(found) > 1000  # the corpus has thousands of tier lines: the comparison above means something


_FENCE_PIECES = ["```", "~~~", "``", "~~", "`", "~", "> ", ">", " ", "   ", "\t", "\r", "\n", "\n\n", "yaml", "x", "ds-feature"]


@pytest.mark.slow
@settings(max_examples=examples(2000), deadline=None)
@given(st.lists(st.sampled_from(_FENCE_PIECES), max_size=16).map("".join))
def test_fenced_lines_are_found_in_one_search_as_line_by_line(text):
    fences = accounting._fenced_lines(SourceFile("x.md", text))
    starts = [fence.start for fence in fences]
    lines = text.split("\n")
    assert {i for i in range(len(lines)) if accounting._within(fences, starts, i)} == accounting._fenced_lines_by_line(lines)
    assert {i for fence in fences for i in fence} == accounting._fenced_lines_by_line(lines)


def test_the_fenced_lines_of_the_corpus_are_found_as_before():
    texts = [path.read_text(encoding="utf-8") for path in sorted(DS_CORPUS.rglob("*.md"))]
    found = [{i for fence in accounting._fenced_lines(SourceFile("x.md", text)) for i in fence} for text in texts]
    assert found == [accounting._fenced_lines_by_line(text.split("\n")) for text in texts]
    assert sum(map(len, found)) > 100  # the corpus has fenced YAML: the comparison above means something


@pytest.mark.parametrize(("text", "lines"), [
    ("# Notes\n\n```\n- **≤11:** 2 damage\n- **12-16:** 5 damage\n```\n", []),
    ("# Notes\n\n> ~~~\n> - **≤11:** 2 damage\n> ~~~\n\n- **≤11:** 2 damage\n- **12-16:** 5 damage\n", [7, 8]),
    ("# Notes\n\n```\n- **≤11:** 2 damage\n~~~\n- **12-16:** 5 damage\n", []),  # unclosed: to the end
], ids=["fenced", "after-a-quoted-fence", "unclosed"])
def test_tier_lines_in_a_fence_are_left_out_and_those_after_it_reported(text, lines):
    found = [d.span.line for d in read_text("notes.md", text).diagnostics if d.code == "SB124"]
    assert found == lines


@pytest.mark.slow
@settings(max_examples=examples(300), deadline=None)
@given(st.text(max_size=6), st.lists(st.integers(1, 5), max_size=3), st.integers(0, 50))
def test_a_shape_is_placed_as_its_runs_moved_by_the_offset(text, cuts, offset):
    source = SourceFile("x.md", " " * 60)
    runs = ((0, 0), *((c, c) for c in sorted(set(cuts))))
    placed = md_lines.place((text, runs), offset, source)
    assert placed.__class__ is Fragment and placed.source is source
    assert placed == Fragment(text, tuple((index, at + offset) for index, at in runs), source)


def test_a_bold_name_worked_out_once_a_block_is_the_one_worked_out_each_time():
    """`sc_blocks.bold_name` keeps its answer on the block: asked again (and first), it is `_bold_name`'s, for every
    paragraph of the corpus; the blocks of one text, shared by two files of that text (`md_document.blocks` is
    cached by text), give each file its own fragments."""
    from statblock.rulesets.draw_steel.frontends import md_document, sc_blocks

    named = 0
    for path in sorted(DS_CORPUS.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        skip = md_document.split_front_matter(text)[0]
        try:
            blocks = md_document.blocks(text, skip)
        except md_document.TooDeep:
            continue
        first, second = SourceFile(str(path), text), SourceFile(str(path) + ".copy", text)
        for block in blocks:
            fresh = sc_blocks._bold_name(first, block) if block.kind == "paragraph" and block.end - block.start == 1 \
                else None
            for source in (first, first, second):
                kept = sc_blocks.bold_name(source, block)
                assert kept == fresh and (kept is None or kept.source is source)
            named += fresh is not None
    assert named > 1000  # the corpus names thousands of features in bold: the comparison above means something


@pytest.mark.parametrize("text", ["", "a", "a\n", "\n", "a\nbc\n\nd", "a\r\nb\r\n", "\n\n\n"])
def test_a_line_ends_where_its_break_is(text):
    from statblock.frontends.markdown_text import line_end

    source = SourceFile("x.md", text)
    for index in range(source.line_count):
        found = text.find("\n", source.line_starts[index])
        assert line_end(source, index) == (len(text) if found == -1 else found)


_STATBLOCK_PIECES = ["|", " | ", "Level 3", "level  x", "LEVEL", "Level", "\n", "\n\n", " ", "Malice Features)",
                     "malice featureſ)", "(Level 4+ Malice Features)", "```", "~~~", "ds-", "```ds-statblock", "> ",
                     "text", "\t", "悪意の特徴", "）", ")", "Malice", " Features", "MALICE FEATURES", "#", "###### ", ">",
                     "(Dynamic Terrain)", "(Level 1 Trap)", "（レベル 1 罠）", "EV 3", "<br/> Stamina", "**5**", "\r", "\u3000",
                     "(Level\n3"]


@settings(max_examples=examples(1000), deadline=None)
@given(st.lists(st.sampled_from(_STATBLOCK_PIECES), max_size=12).map("".join))
def test_the_statblock_pre_check_finds_what_its_pattern_finds(text):
    assert statblock_md._may_hold_statblocks(text) == bool(statblock_md._MAYBE.search(text))


@pytest.mark.parametrize("text", [
    "# a\n" * 100 + "# x (Level 3)\n", "| a |\n" * 100 + "| Goblin | Level 1 |\n", "# a\n" * 100, "| a |\n" * 100,
    "|\n" * 100 + "# (Level\n3", "\u3000| Goblin | EV 3 |", "x | Goblin | EV 3 |", "#\n" * 60 + "# Wyvern Malice Features",
    ">| Elemental | - | Level 8 |", "> > | **5**<br/> Stamina |", ">x | Goblin | EV 3 |", "> # (Level 3 Trap)",
])
def test_the_statblock_pre_check_finds_a_row_or_heading_after_many_lines_that_start_alike(text):
    # (the rows and headings are tried at their lines' starts, the first few dozen one by one, then by a search)
    assert statblock_md._may_hold_statblocks(text) == bool(statblock_md._MAYBE.search(text))


def test_the_statblock_pre_check_passes_the_corpus_files_it_passed():
    texts = [path.read_text(encoding="utf-8") for path in sorted(DS_CORPUS.rglob("*.md"))]
    assert [statblock_md._may_hold_statblocks(t) for t in texts] == [bool(statblock_md._MAYBE.search(t)) for t in texts]


_CELL_PIECES = ["📏", "🎯", "🗡", "⚔️", " ", "\t", "**", "*", "Ranged 10", "Main action", "|", "x", "\u200d", "\ufe0f"]


@settings(max_examples=examples(500), deadline=None)
@given(st.lists(st.lists(st.sampled_from(_CELL_PIECES), max_size=6).map("".join), min_size=1, max_size=3),
       st.data())
def test_a_cell_without_its_icons_is_cut_in_one_step_as_in_two(parts, data):
    row = _joined(parts, " | ")
    start = data.draw(st.integers(0, len(row.text)))
    end = data.draw(st.integers(start, len(row.text)))
    assert header_icons.strip_icons_of(row, start, end) == header_icons.strip_icons(row.slice(start, end))


@given(st.text(max_size=8), st.tuples(st.integers(0, 99), st.integers(0, 99)))
def test_the_fast_makers_make_what_the_classes_make(text, span):
    from statblock.rulesets.draw_steel import ast

    made, built = ast.word(text, span), ast.Word(text, span)
    assert (made, made.text, made.span, repr(made), hash(made)) == (built, built.text, built.span, repr(built), hash(built))
    fragment = SourceFile("t", text).whole()
    made = ast.clause_part(text, (made,), fragment.span(), fragment)
    built = ast.ClausePart(text, (built,), fragment.span(), fragment)
    assert (made, made.items, made.span, made.fragment, repr(made)) == (built, built.items, built.span, built.fragment,
                                                                         repr(built))


def test_a_fast_maker_refuses_a_class_whose_fields_it_does_not_set_in_order():
    import attrs
    import pytest

    from statblock.rulesets.draw_steel import ast

    @attrs.frozen
    class Three:
        a: int
        b: int
        c: int = 0

    with pytest.raises(TypeError):
        ast._maker(Three, "a b")
    with pytest.raises(TypeError):
        ast._maker(ast.Word, "span text")
    assert ast._maker(Three, "a b c")(1, 2, 3) == Three(1, 2, 3)  # (any number of fields)

    @attrs.frozen
    class Checked:
        a: int = attrs.field(validator=attrs.validators.instance_of(int))

    with pytest.raises(TypeError, match="only sets"):  # (its __init__ checks: made by it)
        ast._maker(Checked, "a")


_NOTE_PIECES = ["a", "b", " ", "  ", ";", "；", "(", ")", "（", "）", ".", "。", "1", "\t", "see below", "x"]


@settings(deadline=None)  # its first example imports the grammar (348 ms once on a busy machine: a flaky failure)
@given(st.lists(st.sampled_from(_NOTE_PIECES), max_size=10).map("".join))
def test_a_distances_note_is_found_where_its_pattern_finds_it(text):
    """`distances.note_match` finds, in linear time, what the note pattern's search finds (start, group, span)."""
    from statblock.rulesets.draw_steel.grammar import distances

    found = distances._DISTANCE_NOTE.search(text)
    group = None if found is None else ("after" if found.group("after") is not None else "inside")
    assert distances.note_match(text) == (None if found is None else (found.start(), group, *found.span(group)))


@pytest.mark.parametrize(("row", "cells"), [
    ("| Goblin | - | Level 1 | EV 3 |", [(" Goblin ", 1), (" - ", 10), (" Level 1 ", 14), (" EV 3 ", 24)]),
    ("| **5**<br> Stamina | x", [(" **5**<br> Stamina ", 1), (" x", 21)]),
    ("| 5 \\| 5 | Stamina |", [(" 5 \\| 5 ", 1), (" Stamina ", 10)]),  # an escaped bar is in its cell
    ("no bar here", [("no bar here", 0)]),
])
def test_a_statblock_row_is_cut_at_its_bars_with_each_cell_placed(row, cells):
    # (a row without a backslash is cut by str.split: the cells and offsets are the pattern's all the same)
    source = SourceFile("m.md", "# Goblin\n" + row + "\n")
    assert md_table.table_cells(source, 1) == [(text, 9 + at) for text, at in cells]


def _own_move_everywhere(text: str, rules) -> tuple[int, int] | None:
    """`slips.own_move_by_characteristic` as it was: both patterns searched through every text."""
    for pattern in (slips._EN_OWN_CHAR, slips._JA_OWN_CHAR):
        for found in pattern.finditer(text):
            verb = slips.fold(found.group("verb"))
            moves = verb in rules.own_moves if pattern is slips._EN_OWN_CHAR \
                else any(verb.startswith(slips.fold(move)) for move in rules.own_moves if not move.isascii())
            if moves and rules.characteristics.lookup(found.group("char")) is not None:
                return found.start("distance"), found.end("distance")
    return None


_OWN_MOVE_WORDS = ["the target", "shifts", "Shift", "teleports", "up to", "R", "a", "2 +", "+ 1", "squares", "SQUARES",
                   "Square", "sqaures", "ターゲットは", "マス", "スクエア", "まで", "シフトする", "移動する", "Ｒ", ",", "。"]


@given(st.lists(st.sampled_from(_OWN_MOVE_WORDS), max_size=8))
def test_an_own_move_by_a_characteristic_is_found_where_both_patterns_found_it(words):
    """`own_move_by_characteristic` searches with a pattern only where its word for squares is: it finds what
    searching every text with both found."""
    from statblock.rulesets.draw_steel.vocabulary import vocabulary
    rules = vocabulary()
    for text in (" ".join(words), "".join(words)):
        assert slips.own_move_by_characteristic(text, rules) == _own_move_everywhere(text, rules)
    assert slips.own_move_by_characteristic("the target shifts R SQUARES", rules) == (18, 19)
    assert slips.own_move_by_characteristic("ターゲットは R マスシフトする", rules) == (7, 8)


@given(st.text(alphabet="ab ;\n", max_size=12), st.integers(-2, 14), st.integers(-2, 14), st.data())
def test_the_span_of_a_whole_fragment_is_its_span_from_its_start_to_its_end(text, start, end, data):
    """`Fragment.span()` of a one-run fragment (taken in one sum) is what the general way gives for its bounds;
    and a slice of one (its bounds clamped in place) keeps `_general_slice`'s contract."""
    fragment = SourceFile("t.md", text).whole().slice(start, end)
    whole, bounded = fragment.span(), fragment.span(0, len(fragment.text))
    assert (whole.source, whole.start, whole.end) == (bounded.source, bounded.start, bounded.end)
    first = data.draw(st.integers(-2, len(fragment.text) + 2))
    last = data.draw(st.integers(-2, len(fragment.text) + 2))
    clamped_first = min(max(first, 0), len(fragment.text))
    clamped_last = max(min(last, len(fragment.text)), clamped_first)
    assert _offsets(fragment.slice(first, last)) == _offsets(_general_slice(fragment, clamped_first, clamped_last))


def _inline_matches_found(text: str) -> list[tuple[int, int, str | None]]:
    return [(match.start(), match.end(), match.lastgroup) for match in markdown_text._inline_matches(text)]


def _inline_finditer_found(text: str) -> list[tuple[int, int, str | None]]:
    return [(match.start(), match.end(), match.lastgroup) for match in markdown_text._INLINE.finditer(text)]


@settings(max_examples=examples(1000), deadline=None)
@given(st.lists(st.sampled_from([*_MARKUP, "\\", "\\\\", "a*", "*a", "_a_", "<a href=x>", "<!--", "-->", '"t"']),
                max_size=14).map("".join))
def test_the_inline_pattern_tried_at_its_first_characters_finds_what_finditer_finds(text):
    assert _inline_matches_found(text) == _inline_finditer_found(text)


@pytest.mark.parametrize("text", ["word*", "*word", " _a", "a_ b", "**x**y*", "[a] (b)", "\\q\\*", "a<b", "[[a]]]"])
def test_a_lookbehind_sees_the_text_before_where_the_inline_pattern_is_tried(text):
    assert _inline_matches_found(text) == _inline_finditer_found(text)


@pytest.mark.slow
def test_the_inline_pattern_tried_at_its_first_characters_finds_what_finditer_finds_in_the_corpus():
    lines = [line for path in sorted(DS_CORPUS.rglob("*.md")) for line in path.read_text(encoding="utf-8").split("\n")]
    assert [_inline_matches_found(line) for line in lines] == [_inline_finditer_found(line) for line in lines]


def test_a_table_row_s_cells_end_at_the_pipes_the_lookbehind_first_found():
    """`md_lines._CELL_END` as the lookbehind first wrote it (every row of up to six pipes, backslashes, letters and
    blanks)."""
    import itertools

    written = re.compile(r"(?<!\\)\|")
    rows = ["".join(row) for length in range(7) for row in itertools.product("|\\a ", repeat=length)]
    assert [[m.span() for m in md_lines._CELL_END.finditer(row)] for row in rows] \
        == [[m.span() for m in written.finditer(row)] for row in rows]


@pytest.mark.parametrize(("pattern", "last"), [
    (r"ab[:：]", ("[:：]", 3)),
    (r"(?:A[a-z ]{0,38}|[0-9]{1,12})[:：]", ("[:：]", 40)),
    (r"a|b[:：]", None),           # (a branch: not every match ends with the class)
    (r"(?i)ab[:]", None),          # (case ignored: a letter may stand for others)
    (r"ab[^:]", None),
    (r"ab[a-z]", None),
    (r"ab", None),
])
def test_the_characters_every_match_ends_with(pattern, last):
    found = labels.last_characters(re.compile(pattern))
    assert (found if found is None else (found[0].pattern, found[1])) == last


def test_the_label_terminal_ends_with_a_colon_within_its_longest_match():
    assert labels.last_characters(labels.label_patterns()[2]) is not None


_LABEL_PIECES = ["Effect", "Power Roll", "effect", "2d10", ":", "：", " ", "a", "Z", "9", "-", "–", "’", "+", "効果", "　",
                 "\n", "x" * 30, "Tier 1", "≤11"]


@pytest.mark.parametrize("text", ["E" + "x" * 38 + ": the longest label", "E" + "x" * 39 + ": one more", "Effect: x",
                                  "Effect：x", "A longer label of words: x", "9–10: x", "x: y", "効果：x", "≤11: 2 damage"])
def test_a_line_is_classified_as_without_the_label_shortcut(text):
    assert md_lines.classify(Fragment(text, ((0, 0),), None))[0] == _classified_without_shortcut(text)


@settings(max_examples=examples(1000), deadline=None)
@given(st.lists(st.sampled_from(_LABEL_PIECES), max_size=10).map("".join))
def test_a_line_the_label_shortcut_passes_over_has_no_label(text):
    colon, width = labels.last_characters(labels.label_patterns()[2])
    if colon.search(text, 0, width) is None:
        assert labels.label_end(text) == 0
    whole = Fragment(text, ((0, 0),), None)
    assert md_lines.classify(whole)[0] == _classified_without_shortcut(text)


def _classified_without_shortcut(text: str) -> str:
    for kind, pattern in zip(("roll", "tier", "labeled"), labels.label_patterns()):
        match = pattern.match(text)
        if match is not None and match.end():
            return kind
    return "labeled" if text[:1].islower() and labels.lowercase_label_end(text) else "text"


# ---- the ability's layout and lowering (`coldast`) ----------------------------------------------------------------


@settings(max_examples=examples(300), deadline=None)
@given(st.text(alphabet="0１9OoｌIＯ aX体\n", max_size=40))
def test_slips_are_looked_for_only_where_the_pattern_can_match(text):
    """`number_slips._slips` skips a text with no digit or no look-alike letter: it finds exactly what the pattern
    finds everywhere."""
    from statblock.rulesets.draw_steel.compiler import number_slips

    assert [m.span() for m in number_slips._slips(text)] == [m.span() for m in number_slips._SLIP.finditer(text)]


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 130), st.sampled_from([" ", "x", "\n", "-"])), max_size=4),
       st.sampled_from(["7", "７"]))
def test_a_long_number_is_found_where_its_run_is(pieces, digit):
    """SB005 looks at a line with `_LONG_RUN` first: a line without such a run has no long number (`_LONG_NUMBER`), and
    one with it has."""
    from statblock.rulesets.draw_steel.grammar import to_ast

    text = "".join(digit * size + separator for size, separator in pieces)
    assert (to_ast._LONG_RUN.search(text) is None) == (to_ast._LONG_NUMBER.search(text) is None)


def test_what_is_made_per_instance_is_made_for_that_category_alone():
    """`per_instance` gives a category's own result again, and another category's (with other words, or the same
    words in another object) its own: known by identity, never by what the category holds."""
    from statblock.rulesets.draw_steel.vocabulary import per_instance
    from statblock.vocabulary import Category, Term

    made = []

    @per_instance
    def spellings(category):
        made.append(category.name)
        return frozenset(s for term in category.terms.values() for s in term.en)

    first = Category("a", {"x": Term("x", ("X",), ())})
    second = Category("b", {"y": Term("y", ("Y",), ())})
    again = Category("a", {"x": Term("x", ("X",), ())})
    assert spellings(first) == {"X"} and spellings(second) == {"Y"}
    assert spellings(first) is spellings(first)
    assert spellings(again) == {"X"} and made == ["a", "b", "a"]


def test_what_is_made_per_instance_is_kept_for_a_few_instances_at_most():
    """A run of many files with declared resources makes a vocabulary for each (their patterns and target words kept
    by `per_instance`): the memo keeps `_MOST` at most, each object with its result, and makes one again after that."""
    from statblock.rulesets.draw_steel import vocabulary as ds_vocabulary
    from statblock.rulesets.draw_steel.learned import file_vocabulary
    from statblock.rulesets.draw_steel.target_phrases import target_words

    made = []
    sizes = ds_vocabulary.per_instance(lambda words: made.append(words) or len(made))
    objects = [object() for _ in range(ds_vocabulary._MOST + 1)]
    assert [sizes(o) for o in objects] == list(range(1, len(objects) + 1))
    assert sizes(objects[-1]) == len(objects) and sizes(objects[0]) == len(objects) + 1   # (dropped, made again)
    # the memos of a file's own vocabulary: a vocabulary of its own, its own target words, the ruleset's distance kinds
    rules = file_vocabulary("A Heroic Resource called zeal.")
    assert rules is not None and target_words(rules) is target_words(rules) and target_words(rules).rules is rules


@pytest.mark.parametrize("label", ["≤11", "12-16", "17+", "Tier 1", "Tier 1 (17+)", "１２－１６", "11 or lower", "foo"])
def test_a_tier_label_is_read_and_checked_as_it_was_before_it_was_remembered(label):
    """`tier_number` and the check of a label (`_label_says`) are remembered per label: each gives what the function
    underneath gives."""
    from statblock.rulesets.draw_steel.compiler import checks
    from statblock.rulesets.draw_steel.grammar import tier_labels

    number = tier_labels.tier_number(label)
    assert number == tier_labels.tier_number.__wrapped__(label)
    if number is not None:
        assert checks._label_says(label, number) == checks._says_its_range(checks._folded_label(label), number)


def _container_end_by_pattern(text: str, index: int, end: int, depth: int) -> int:
    """`markdown_text._container_end` as a pattern: `depth` times the blanks, then a `>` and one space if there."""
    return re.compile(rf"(?:[ \t]*(?:>[ ]?)?){{{depth}}}").match(text, index, end).end()


_QUOTED = [">text", "> text", ">", "> ", ">>x", "> > x", " > x", "\t>x", ">\tx", "> \tx", ">  x", "x", "", "- > x"]


@pytest.mark.parametrize("line", _QUOTED)
def test_the_end_of_one_quote_marker_is_found_in_one_step_as_marker_by_marker(line):
    """`_container_end`'s one step for a line one quote deep gives what the markers' pattern gives, for every depth
    and every stretch of the line."""
    from statblock.frontends.markdown_text import _container_end

    for depth in range(4):
        for start in range(len(line) + 1):
            for end in range(start, len(line) + 1):
                assert _container_end(line, start, end, depth) == _container_end_by_pattern(line, start, end, depth)


def test_the_origins_of_a_file_read_as_it_is_are_none_and_a_written_one_keeps_its_own():
    """`origins_summary` leaves the written-source module out for a plain `SourceFile`: what it gives is what the
    look at the source's class gives."""
    from statblock.frontends.json_origins import origins_summary
    from statblock.frontends.written_source import TextPlacer
    from statblock.pipeline import FileResult

    shown = SourceFile("x.json", '{"abilities": []}')
    assert origins_summary(FileResult("x.md", SourceFile("x.md", "text"))) == {"origins": {}}
    assert origins_summary(FileResult("x.md", SourceFile("x.md", "text"), origins={"a.md": 3})) == {"origins": {"a.md": 3}}
    placer = TextPlacer()
    placer.put("Grab", 0)
    placer.end_line()
    written = placer.source(shown, origins={"abilities/grab.md": 5})
    assert origins_summary(FileResult("x.json", written)) == {"origins": {"abilities/grab.md": 5}}
    assert origins_summary(FileResult("x.json", placer.source(shown))) == {"origins": {}}
    assert origins_summary(FileResult("x.json", None)) is None


@settings(max_examples=examples(300), deadline=None)
@given(st.text(alphabet="ab\n\r>|", max_size=30))
def test_a_file_s_lines_are_split_once_and_index_it_as_before(text):
    """`text_lines` is ``text.split("\\n")`` (a tuple), the same one each time it is asked for one text, and the line index
    made from it is where each line starts."""
    from statblock.positions import text_lines

    assert text_lines(text) == tuple(text.split("\n")) and text_lines(text) is text_lines(text)
    starts = [0] + [index + 1 for index, char in enumerate(text) if char == "\n"]
    assert SourceFile("x.md", text).line_starts == starts


def test_a_block_s_first_line_kept_on_it_is_the_one_stripped_each_time():
    """`sc_blocks.first_line` keeps its answer on the block (`Block.first`): asked again, and by another file of the
    same text (the blocks are cached by text), it is `stripped_text`'s, for every block of the corpus."""
    from statblock.frontends.markdown_text import stripped_text
    from statblock.rulesets.draw_steel.frontends import sc_blocks

    looked = 0
    for path, text, blocks in corpus_blocks():
        first, second = SourceFile(str(path), text), SourceFile(str(path) + ".copy", text)
        for block in blocks:
            fresh = stripped_text(first, block.start, block.quote[0])
            assert sc_blocks.first_line(first, block) == sc_blocks.first_line(second, block) == fresh
            looked += 1
    assert looked > 10000


def test_a_heading_s_text_kept_on_its_block_is_the_one_read_each_time():
    """`md_lines.block_heading_text` keeps a heading's text on its block (`Block.title`): asked again, and by another
    file of the same text, it is ``heading_text(line_fragment(...))``'s, placed in the file that asks, for every
    heading of the corpus."""
    from statblock.frontends.markdown_text import line_fragment
    from statblock.rulesets.draw_steel.frontends.md_lines import block_heading_text, heading_text

    headings = 0
    for path, text, blocks in corpus_blocks():
        first, second = SourceFile(str(path), text), SourceFile(str(path) + ".copy", text)
        for block in (b for b in blocks if b.kind == "heading"):
            fresh = heading_text(line_fragment(first, block.start))
            for source in (first, first, second):
                kept = block_heading_text(source, block)
                assert kept == fresh and kept.source is source
            headings += 1
    assert headings > 1000


@settings(max_examples=examples(300), deadline=None)
@given(st.from_regex(r"[+＋\-−–－]?[0-9]{1,12}", fullmatch=True))
def test_a_statistic_that_is_a_number_alone_is_said_in_no_relation_to_the_hero_s(value):
    """`statblocks._check` asks `_relation` (`= yours`, `R`, `Special`) only of a value that is no number alone: a
    number alone must be none of them, in English and Japanese alike."""
    from statblock.rulesets.draw_steel.compiler import statblocks
    from statblock.rulesets.draw_steel.vocabulary import vocabulary

    assert statblocks._NUMBER.fullmatch(value) is not None
    assert statblocks._relation(value, vocabulary()) is False
    assert statblocks._in_relation(value, vocabulary()) is False


def test_every_statistic_of_the_corpus_is_in_relation_or_not_as_when_it_was_asked():
    """`_in_relation` (a number alone answered at once) says of every value of every statblock of the corpus what
    `_relation` says."""
    from statblock.rulesets.draw_steel.compiler import statblocks
    from statblock.rulesets.draw_steel.frontends.statblocks import read_statblocks
    from statblock.rulesets.draw_steel.vocabulary import vocabulary

    rules = vocabulary()
    values = [value for path in sorted((DS_CORPUS / "monsters").rglob("*.md"))
              for block in read_statblocks(SourceFile(str(path), path.read_text(encoding="utf-8")), [])
              for value in block.fields.values() if isinstance(value, str)]
    # (and the values said in relation that the docstring of `_relation` names, which the monsters have none of)
    values += ["= yours", "＝ yours", "Your maximum Stamina", "20 + your level", "R", "1 + M", "M+2", "Special",
               "あなたと同じ", "2", " 2", "2 ", "-1", "10 (minion)", "+3", "1+M", "yours"]
    assert len(values) > 5000 and sum(statblocks._relation(value, rules) for value in values) >= 9
    assert [statblocks._in_relation(value, rules) for value in values] == [
        statblocks._relation(value, rules) for value in values]


@settings(max_examples=examples(1000), deadline=None)
@given(st.text(alphabet="inthe aAREaréÁªıİ領域内\u212a", max_size=20) | st.sampled_from(
    ["Each enemy in the area", "EACH ENEMY IN THE AREA", "each ally in the areas", "within the area", "領域内の各敵",
     "One creature", "in thearea", "xin the area", "in the Area."]))
def test_a_target_names_the_area_as_the_pattern_finds_it(target):
    """`consistency._names_the_area` (the pattern searched only where `area` or `領域内` stands) finds what the pattern
    finds, in any case."""
    from statblock.rulesets.draw_steel.compiler import consistency

    assert consistency._names_the_area(target) is (consistency._IN_THE_AREA.search(target) is not None)


@ON_THE_CORPUS
def test_every_target_of_the_corpus_names_the_area_as_the_pattern_finds_it():
    """Over the corpus read once (`corpus_report`, every file; it read every third file again, 1 s of CPU time)."""
    from statblock.rulesets.draw_steel.compiler import consistency

    targets = [a.target for result in corpus_report().files for a in result.abilities if a.target]
    assert len(targets) > 500 and any(consistency._names_the_area(t) for t in targets)
    assert [consistency._names_the_area(t) for t in targets] == [
        consistency._IN_THE_AREA.search(t) is not None for t in targets]
