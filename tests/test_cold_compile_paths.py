"""The fast paths of a cold `check`'s compile steps, each against the slower way it stands in for: the end of a
front matter found by `str.find` where a pattern was tried at every offset (`stray`), and the letter-for-digit slips of
a target or distance line remembered for a short line (`number_slips`)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.rulesets.draw_steel.compiler import number_slips, stray

from conftest import DS_CORPUS


def _front_matter_end_by_pattern(text: str) -> int:
    """`stray._front_matter_end` as it was: the pattern searched in the text after the opening `---`."""
    if not text.startswith("---"):
        return 0
    close = re.search(r"^---[ \t]*$", text[3:], re.MULTILINE)
    return 0 if close is None else 3 + close.end()


_PIECES = ["---", "--", "-", "\n", "\r\n", " ", "\t", "a", "title: x", "\n---\n", "---  ", "----"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=14).map("".join))
def test_a_front_matter_ends_where_the_pattern_found_its_end(text):
    assert stray._front_matter_end(text) == _front_matter_end_by_pattern(text)


def test_the_front_matters_of_the_corpus_end_where_the_pattern_found_their_ends():
    ends = 0
    for path in sorted(DS_CORPUS.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        end = stray._front_matter_end(text)
        assert end == _front_matter_end_by_pattern(text), path
        ends += end > 0
    assert ends > 500  # (the Steel Compendium's files open with one)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0１9OoｌIＯ aX体\n", max_size=40), st.integers(0, 2))
def test_the_slips_of_a_line_remembered_are_those_the_pattern_finds(text, times):
    """Short or long (past `_CACHED`, never remembered), asked once or again: what the pattern finds everywhere."""
    text = text * (1 + times * number_slips._CACHED // max(1, len(text)))
    for _ in range(2):
        found = number_slips._slips(text)
        assert isinstance(found, tuple)
        assert [m.span() for m in found] == [m.span() for m in number_slips._SLIP.finditer(text)]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(["/", ".", "..", "a", "md", ".md", "MD", " ", "\\\\", "b.c"]), max_size=8).map("".join))
def test_a_file_s_suffix_is_the_one_its_path_gives(path):
    from pathlib import Path

    from statblock.rulesets import registry

    assert registry.suffix_of(path) == Path(path).suffix.lower()
