"""`DirectParser` reads the notation exactly as `Lark.parse` with an inline transformer does.

`DirectParser` (issue 11: a cold compile spent most of its time in lark's general machinery)
runs lark's own tables and per-state lexers with its own loop. The reference here is the
documented way: `Lark(..., transformer=...)` calling the same builder. For every text and every
start rule, both give the same AST, positions included, or both reject the text.
"""

from __future__ import annotations

import functools

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark import Token, Transformer, Tree

from statblock.rulesets.draw_steel.grammar.direct import DirectParser, Lexeme, NotInGrammar
from statblock.rulesets.draw_steel.grammar.parser import NOTATION_STARTS, UnexpectedInput, load_grammar
from statblock.rulesets.draw_steel.grammar.to_ast import _Builder

from conftest import ON_THE_CORPUS, corpus_report

REJECTED = "rejected"


class _LarkCallsTheBuilder(Transformer):
    """lark's inline transformer protocol, passing the builder the tokens it expects."""

    def __init__(self, builder: _Builder) -> None:
        super().__init__()
        self.builder = builder

    def __default__(self, data, children, meta):
        if data.startswith("_"):  # lark inlines `_rules` into their parent
            return Tree(data, children, meta)
        return getattr(self.builder, data)(*(_lexeme(c) for c in children))


def _lexeme(child):
    if not isinstance(child, Token):
        return child
    lexeme = Lexeme(str(child))
    lexeme.type, lexeme.start_pos, lexeme.end_pos = child.type, child.start_pos, child.end_pos
    return lexeme


@functools.cache
def _parsers():
    direct_builder, lark_builder = _Builder(""), _Builder("")
    reference = load_grammar("notation.lark", start=NOTATION_STARTS, transformer=_LarkCallsTheBuilder(lark_builder))
    direct = DirectParser(load_grammar("notation.lark", start=NOTATION_STARTS), direct_builder)
    return direct, direct_builder, reference, lark_builder


def _shape(node):
    """A node with its positions, which AST equality leaves out."""
    if isinstance(node, Lexeme):
        return ("lexeme", str(node), node.start_pos, node.end_pos)
    if attrs.has(type(node)):
        return (type(node).__name__,) + tuple(_shape(getattr(node, f.name)) for f in attrs.fields(type(node)))
    if isinstance(node, (tuple, list)):
        return tuple(_shape(item) for item in node)
    return node


def _both(text: str, start: str):
    direct, direct_builder, reference, lark_builder = _parsers()
    direct_builder.text = lark_builder.text = text
    try:
        ours = _shape(direct.parse(text, start))
    except NotInGrammar:
        ours = REJECTED
    try:
        theirs = _shape(reference.parse(text, start=start))
    except (UnexpectedInput, NotInGrammar):  # the grammar's, or the builder's (two durations in a row, …)
        theirs = REJECTED
    return ours, theirs


@functools.cache
def _corpus_texts() -> list[str]:
    """Every clause, distance, target and power roll text of the corpus, once each."""
    texts = set()
    for ability in (a for f in corpus_report().files for a in f.asts):
        texts.add(ability.distance.text if ability.distance else "")
        for roll in ability.all_rolls():
            for tier in roll.tiers:
                texts.update(part.text for part in tier.clauses)
    return sorted(texts)


@pytest.mark.slow
@ON_THE_CORPUS
@pytest.mark.parametrize("start", NOTATION_STARTS)
def test_agrees_with_lark_on_the_corpus(start):
    disagreements = []
    for text in _corpus_texts():
        ours, theirs = _both(text, start)
        if ours != theirs:
            disagreements.append((text, ours, theirs))
    assert not disagreements, disagreements[:3]


PIECES = ["3", "12", "-2", "－3", "３", " ", "  ", "\t", "\u3000", ",", "、", ".", "。", ";", ":", "+", "＋", "<", "＜",
          "(", ")", "（", "）", "[", "]", "x", "×", "or", "Or", "and", "And", "damage", "Damage", "ダメージ",
          "within", "以内", "または", "、および", "聖なるダメージ", "until the end of the encounter", "A", "M", "WEAK",
          "prone", "save ends", "push", "slide", "holy", "can't", "can’t", "burst", "line", "Might", "Piety", "-"]

notation_text = st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=3)), max_size=16).map(" ".join) | \
    st.lists(st.sampled_from(PIECES), max_size=16).map("".join)


@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=notation_text, start=st.sampled_from(NOTATION_STARTS))
def test_agrees_with_lark_on_generated_text(text, start):
    ours, theirs = _both(text, start)
    assert ours == theirs


@pytest.mark.slow
@ON_THE_CORPUS
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_agrees_with_lark_on_mutated_corpus_text(data):
    text = data.draw(st.sampled_from(_corpus_texts()))
    at = data.draw(st.integers(0, len(text)))
    piece, cut = data.draw(st.sampled_from(PIECES) | st.text(max_size=2)), data.draw(st.integers(0, 3))
    text = text[:at] + piece + text[at + cut:]
    ours, theirs = _both(text, data.draw(st.sampled_from(NOTATION_STARTS)))
    assert ours == theirs
