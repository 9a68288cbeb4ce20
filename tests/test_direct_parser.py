"""`DirectParser` reads the notation exactly as `Lark.parse` with an inline transformer does.

`DirectParser` (issue 11: a cold compile spent most of its time in lark's general machinery)
runs lark's own tables and per-state lexers with its own loop. The reference here is the
documented way: lark's parse tree with a transformer calling the same builder (what
`Lark(..., transformer=...)` does during the parse, which lark documents as the same as applying it
after; after, the parser is lark's plain one, which `lark_store` remembers between runs, where a parser
with a transformer is built again by every process: about 5 s of CPU with the Japanese start rules).
For every text and every start rule, both give the same AST, positions included, or both reject the text.
"""

from __future__ import annotations

import functools

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark import Token, Transformer, Tree
from lark.exceptions import UnexpectedInput, VisitError

from statblock.rulesets.draw_steel.grammar.direct import DirectParser, Lexeme, NotInGrammar
from statblock.rulesets.draw_steel.grammar.parser import NOTATION_STARTS, load_grammar, native_parser
from statblock.rulesets.draw_steel.grammar.to_ast import ClauseBuilder

from conftest import ON_THE_CORPUS, ROOT, corpus_report, in_sample, sweep

REJECTED = "rejected"


class _LarkCallsTheBuilder(Transformer):
    """lark's inline transformer protocol, passing the builder the tokens it expects."""

    def __init__(self, builder: ClauseBuilder) -> None:
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
def _parsers(starts: tuple[str, ...] = tuple(NOTATION_STARTS)):
    direct_builder, lark_builder = ClauseBuilder(""), ClauseBuilder("")
    reference = load_grammar("notation.lark", start=list(starts))
    direct = DirectParser(load_grammar("notation.lark", start=list(starts)), direct_builder)
    return direct, direct_builder, (reference, _LarkCallsTheBuilder(lark_builder)), lark_builder


def _shape(node):
    """A node with its positions, which AST equality leaves out."""
    if isinstance(node, Lexeme):
        return ("lexeme", str(node), node.start_pos, node.end_pos)
    if attrs.has(type(node)):
        return (type(node).__name__,) + tuple(_shape(getattr(node, f.name)) for f in attrs.fields(type(node)))
    if isinstance(node, (tuple, list)):
        return tuple(_shape(item) for item in node)
    return node


def _both(text: str, start: str, starts: tuple[str, ...] = tuple(NOTATION_STARTS)):
    """(ours, lark's): the shapes `DirectParser` and `Lark.parse` give `text` from `start`, or REJECTED;
    both parsers are made for the start rules `starts`."""
    direct, direct_builder, reference, lark_builder = _parsers(starts)
    direct_builder.text = lark_builder.text = text
    try:
        ours = _shape(direct.parse(text, start))
    except NotInGrammar:
        ours = REJECTED
    grammar, transformer = reference
    try:
        theirs = _shape(_transform(transformer, grammar.parse(text, start=start)))
    except (UnexpectedInput, NotInGrammar):  # the grammar's, or the builder's (two durations in a row, …)
        theirs = REJECTED
    return ours, theirs


def _transform(transformer: _LarkCallsTheBuilder, tree: Tree):
    """`transformer` applied to lark's `tree`, a builder's own error raised as itself (lark wraps it)."""
    try:
        return transformer.transform(tree)
    except VisitError as error:
        raise error.orig_exc from None


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


# ---- the parse memo: the steps a path of tokens takes are worked out once ------------------------------------

SAME_SHAPES = ["3 + M damage", "5 + R damage", "12 + A damage", "push 1", "push 3", "slide 2",
               "M < WEAK, prone (save ends)", "R < STRONG, slowed (save ends)", "A < 2 grabbed",
               "3 + M damage; push 1", "the target is slowed (EoT)", "3 damage (; push", "3 +",
               "the target takes a bane on their next strike", "each ally shifts 2 squares",
               "the target regains 5 Stamina", "you gain 2 surges"]


def _fresh() -> tuple[DirectParser, ClauseBuilder]:
    builder = ClauseBuilder("")
    return DirectParser(load_grammar("notation.lark", start=NOTATION_STARTS), builder), builder


def _read(parser: DirectParser, builder: ClauseBuilder, text: str, start: str):
    builder.text = text
    try:
        return _shape(parser.parse(text, start))
    except NotInGrammar:
        return REJECTED


@pytest.mark.parametrize("start", [pytest.param("clause", marks=pytest.mark.slow), "sentence"])
def test_a_path_met_again_reads_as_the_first_time_and_as_lark(start):
    parser, builder = _fresh()
    first = [_read(parser, builder, text, start) for text in SAME_SHAPES]
    assert parser._nodes > 0  # the steps were remembered
    again = [_read(parser, builder, text, start) for text in SAME_SHAPES]
    assert again == first == [_both(text, start)[1] for text in SAME_SHAPES]
    assert REJECTED in first and any(shape != REJECTED for shape in first)


def test_a_refused_token_is_refused_again_from_the_memo():
    parser, builder = _fresh()
    for _ in range(2):  # (`+` is read; the end of the text after it is what the tables refuse)
        assert _read(parser, builder, "3 +", "clause") == REJECTED
    assert any(step is None for node in _nodes_of(parser) for step in node.steps.values())


def test_whether_the_builder_gets_a_token_is_settled_once_per_node_and_kind():
    """A dropped token (`_COMMA`, `;`) and a kept one (`WORD`, `NUMBER`) are told apart when their step is worked out,
    and the step says so (the kind the builder gets, None for a dropped one), rather than at every token read."""
    parser, builder = _fresh()
    assert _read(parser, builder, "5 damage, prone or slowed", "clause") == _both("5 damage, prone or slowed",
                                                                                  "clause")[1]
    kept = {kind: step[2] for node in _nodes_of(parser) for kind, step in node.steps.items() if step is not None}
    assert kept["WORD"] == "WORD" and kept["NUMBER"] == "NUMBER"
    assert kept["$END"] is None and any(kind in parser._dropped and made is None for kind, made in kept.items())
    assert all(made in (None, kind) for kind, made in kept.items())


def test_the_memo_stays_within_its_bound_and_reads_the_same_when_emptied(monkeypatch):
    from statblock.rulesets.draw_steel.grammar import direct

    monkeypatch.setattr(direct, "MEMO_NODES", 7)
    parser, builder = _fresh()
    texts = [f"{n} + M damage; push {n}" for n in range(3)] + SAME_SHAPES * 2
    for text in texts:
        assert _read(parser, builder, text, "clause") == _both(text, "clause")[1]
        assert parser._nodes <= 7
        assert len(_nodes_of(parser)) <= 7 + len(parser._roots)


def _nodes_of(parser: DirectParser) -> list:
    """Every node of the parse memo."""
    found, todo = {}, list(parser._roots.values())
    while todo:
        node = todo.pop()
        if id(node) not in found:  # (paths that reach one stack share its node: the memo may loop)
            found[id(node)] = node
            todo.extend(step[1] for step in node.steps.values() if step is not None and step[1] is not None)
    return list(found.values())


@pytest.mark.parametrize("name", ["notation.lark", "native.lark"])
def test_the_grammars_recurse_only_on_the_left_so_the_memo_stacks_stay_shallow(name):
    """A rule that could derive itself other than at its start (`x: "(" x ")"`, `x: y x`) would let
    the state stack, copied into each memo node, grow with the text: reading would take time with
    the square of its length."""
    from statblock.rulesets.draw_steel.grammar.to_ast import JA_STARTS

    starts = NOTATION_STARTS + JA_STARTS if name == "notation.lark" else ["start"]
    grammar = load_grammar(name, start=starts)
    later: dict[str, set[str]] = {}   # rule -> the rules it names after its first symbol
    every: dict[str, set[str]] = {}   # rule -> every rule it names
    for rule in grammar.rules:
        for index, symbol in enumerate(rule.expansion):
            if not symbol.is_term:
                every.setdefault(rule.origin.name, set()).add(symbol.name)
                if index:
                    later.setdefault(rule.origin.name, set()).add(symbol.name)

    def reachable(name: str) -> set[str]:
        seen, todo = set(), [name]
        while todo:
            for named in every.get(todo.pop(), ()):
                if named not in seen:
                    seen.add(named)
                    todo.append(named)
        return seen

    growing = [(rule, named) for rule, names in later.items() for named in names
               if named == rule or rule in reachable(named)]
    assert growing == []
    assert any(rule.origin.name in every.get(rule.origin.name, ()) for rule in grammar.rules)  # left recursion there is


# ---- the native block grammar: whole `.ability` files --------------------------------------------------


def _native_both(text: str):
    """How `DirectParser` (through `native._blocks`' shape) and lark read a native file: each ability's
    name and lines with every token's text, terminal and position, or REJECTED."""
    from statblock.rulesets.draw_steel.frontends import native

    def token(t):
        return str(t), t.type, t.start_pos, t.end_pos

    def shape(blocks):
        return [[token(item) if isinstance(item, str) else (item[0], [token(t) for t in item[1]]) for item in block]
                for block in blocks]

    text = text[:native._parsed_extent(text)]
    try:
        direct = shape(native._direct().parse(text, "start"))
    except NotInGrammar:
        direct = REJECTED
    try:
        tree = native_parser().parse(text)
        by_lark = shape([[item if isinstance(item, Token) else (item.data, item.children) for item in block.children]
                         for block in tree.children])
    except UnexpectedInput:
        by_lark = REJECTED
    return direct, by_lark


NATIVE_ODDITIES = [
    "Name\n≤11: 3 damage\n",
    "\n\n# comment\n  \nName (3 Piety)\r\n*flavor*\r\nA | B\r\n\r\nSecond\n¶ text\n",
    "Name\n\u3000≤11: 2\n",                   # an ideographic space where a line starts
    "Name\n11以下: 2\n12〜16： 3\n17以上 4\n",
    "Name\n# meta: x: 1\nPower Roll + Might:\n1+ Malice: more\n",
    "A\n\n\n\nB\n   \t\nC",
    "Name\n|\n｜\n📏\n“quoted”\n_x_\n*\n",
    "#only a comment\nName",
    "Name\n:",
]


def test_native_files_read_as_lark_reads_them():
    """Every `.ability` file of this project, some odd text, and 300 of the hostile fuzzer's native inputs
    (which lark refuses now and then: the direct parser must refuse those too, or a diagnostic is lost)."""
    from test_fuzz_hostile import make_case

    texts = [p.read_text("utf-8") for p in sorted((ROOT / "abilities").glob("*.ability"))] + NATIVE_ODDITIES
    for index in range(300):
        data = make_case("native", index).data
        texts.append(data if isinstance(data, str) else data.decode("utf-8", "replace"))
    results = [_native_both(text) for text in texts]
    assert [direct for direct, _ in results] == [by_lark for _, by_lark in results]
    assert sum(direct == REJECTED for direct, _ in results) >= 1 and sum(direct != REJECTED for direct, _ in results) > 250


def _corpus_in_native(sample: bool):
    from statblock.rulesets.draw_steel.authoring.convert import converted_text

    for index, result in enumerate(corpus_report().files):
        if result.abilities and (not sample or in_sample(index)):
            for lang in (None, "ja"):
                yield f"{result.path} ({lang or 'en'})", converted_text(result, "ability", lang)


@pytest.mark.slow
@ON_THE_CORPUS
def test_a_sample_of_the_corpus_in_native_reads_as_lark_reads_it():
    assert sweep(_corpus_in_native(True), _reads_as_lark) > 40


@pytest.mark.slow
def test_the_whole_corpus_in_native_reads_as_lark_reads_it():
    assert sweep(_corpus_in_native(False), _reads_as_lark) > 1000


def _reads_as_lark(text: str) -> None:
    direct, by_lark = _native_both(text)
    assert by_lark != REJECTED and direct == by_lark


def test_every_start_rule_of_a_potency_needs_a_less_than_sign():
    """`clauses._parse_plain` does not try the start rules of a potency (`GATED_STARTS`) on a text with no `<`
    (nor `＜`): shown here on the grammar itself, each of them derives no text without a token that is one."""
    from statblock.rulesets.draw_steel.grammar.clauses import GATED_STARTS
    from statblock.rulesets.draw_steel.grammar.to_ast import JA_STARTS

    grammar = load_grammar("notation.lark", start=list(NOTATION_STARTS) + JA_STARTS)
    less_than = {t.name for t in grammar.terminals
                 if t.pattern.type == "str" and ("<" in t.pattern.value or "＜" in t.pattern.value)}
    assert less_than  # (the grammar's `_lt`)
    free: set[str] = set()  # the rules that derive some text with no such token
    while True:
        found = {rule.origin.name for rule in grammar.rules if rule.origin.name not in free and all(
            symbol.name not in less_than if symbol.is_term else symbol.name in free for symbol in rule.expansion)}
        if not found:
            break
        free |= found
    assert "clause" in free and "sentence" in free  # (the check tells the rules apart)
    assert GATED_STARTS <= {rule.origin.name for rule in grammar.rules}
    assert not GATED_STARTS & free
