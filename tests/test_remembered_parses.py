"""`grammars.remembered`: the parse tree of a short text is kept for the next time the text comes, and a file reads
the same whether its trees were kept or parsed afresh (the Marvel Champions, SBH and 虚構侵蝕 readers use it)."""

from __future__ import annotations

import json

import pytest
from lark import Tree

from statblock import parse_text
from statblock.grammars import REMEMBERED_LONGEST, UnexpectedInput, lalr, remembered
from statblock.rulesets import registry
from statblock.rulesets.kyoko.language.parser import parse_effect
from statblock.rulesets.marvel_champions.language.parser import parse
from statblock.rulesets.sbh.language.parser import parse_profile

from conftest import ROOT

GRAMMAR = r"""
start: WORD+
WORD: /[a-z]+/
%ignore " "
"""


@pytest.fixture
def counted():
    parser = lalr(GRAMMAR)
    calls: list[str] = []

    @remembered
    def read(text: str) -> Tree:
        """One text's tree."""
        calls.append(text)
        return parser.parse(text)

    return read, calls


def test_a_short_text_is_parsed_once(counted):
    read, calls = counted
    first = read("one two")
    assert read("one two") is first and calls == ["one two"]
    assert read("three") is not first and calls == ["one two", "three"]
    assert read.__doc__ == "One text's tree."


def test_a_long_text_is_parsed_each_time(counted):
    read, calls = counted
    text = " ".join(["word"] * (REMEMBERED_LONGEST // 5 + 1))
    assert len(text) > REMEMBERED_LONGEST
    assert read(text) == read(text) and calls == [text, text]


def test_a_text_that_does_not_parse_raises_each_time(counted):
    read, calls = counted
    for _ in range(2):
        with pytest.raises(UnexpectedInput):
            read("one 2")
    assert calls == ["one 2", "one 2"]


EXAMPLES = ["marvel/homebrew.champions", "sbh/green-hand.sbh", "kyoko/cards.kyoko"]


@pytest.mark.parametrize("example", EXAMPLES)
def test_a_file_reads_the_same_with_its_trees_kept(example):
    """Read with every memo empty, then again from the memos: the same JSON and diagnostics (a reader that changed a
    tree it was given would show here, the second reading getting the changed tree)."""
    path = ROOT / "examples" / example
    text = path.read_text("utf-8")

    def reading():
        result = parse_text(text, str(path))
        said = [d.finding().to_json() for d in result.diagnostics]
        return json.dumps([registry.get(result.ruleset).parse_json([result]), said], ensure_ascii=False)

    for memo in (parse, parse_profile, parse_effect):
        memo.cache_clear()
    cold = reading()
    assert parse.cache_info().currsize + parse_profile.cache_info().currsize + parse_effect.cache_info().currsize
    assert reading() == cold
