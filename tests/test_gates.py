"""A potency's effect read and lowered once for every gate before it (`grammar/gates.py`, `compiler/gate_memo.py`)
gives what reading and lowering each clause whole gives, positions and diagnostics included.

The reference is the clause reader and the lowering with the memos out of the way (`gate_of` answering None
everywhere): no clause's tree nor effects come from another's. Each clause is read after another clause of
its shape (another letter, another strength) has been read and kept, so that the memo answers it."""

from __future__ import annotations

import functools

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.diagnostics import SourceFile
from statblock.rulesets.draw_steel.compiler import lower
from statblock.rulesets.draw_steel.compiler.lower import Lowerer
from statblock.rulesets.draw_steel.grammar import clauses, gates

from conftest import ON_THE_CORPUS, corpus_tier_clauses, examples

LETTERS = "MARIP"
WORDS = ("WEAK", "AVERAGE", "STRONG")
DIGITS = ("0", "1", "2", "5", "9")


def _shape(node):
    """A node with its positions, which AST equality leaves out."""
    if attrs.has(type(node)):
        return (type(node).__name__,) + tuple(_shape(getattr(node, f.name)) for f in attrs.fields(type(node)))
    if isinstance(node, (tuple, list)):
        return tuple(_shape(item) for item in node)
    return node


def _fresh() -> None:
    clauses.forget_clauses()
    lower.forget_lowered()


def _read(text: str):
    """(tree with positions, effects, diagnostics as code, start, end, message) of `text` as one tier clause of a file."""
    source = SourceFile("x.md", "≤11: " + text)
    lowerer = Lowerer()
    out = []
    for part in clauses.parse_clauses(source.whole().slice(5, 5 + len(text))):
        out.append((_shape(part.items), lowerer.clause_part(part)))
    return out, [(d.code, d.span.start, d.span.end, str(d.message), str(d.suggestion)) for d in lowerer.diagnostics]


def _whole(text: str, monkeypatch):
    """What `text` reads and lowers to with no memo of gates."""
    with monkeypatch.context() as whole:
        whole.setattr(clauses, "gate_of", lambda text: None)
        whole.setattr(lower, "gate_of", lambda text: None)
        _fresh()
        return _read(text)


def _after_another(text: str, other: str):
    """What `text` reads and lowers to right after `other`, of the same gate shape, was read and lowered."""
    _fresh()
    _read(other)
    return _read(text)


def _variants(text: str) -> list[str]:
    """`text` with each other letter and strength of its gate's kind."""
    gate = gates.gate_of(text)
    strengths = DIGITS if gate.shape.digit else WORDS
    shape = gate.shape
    return [f"{letter}{shape.before}{strength}{shape.after}{shape.effect}" for letter in LETTERS for strength in strengths]


@functools.cache
def _published_gated() -> tuple[str, ...]:
    return tuple(sorted({part.text for _, part, _ in corpus_tier_clauses() if gates.gate_of(part.text) is not None}))


@ON_THE_CORPUS
def test_published_gated_clauses_are_many_and_share_their_effects():
    texts = _published_gated()
    shapes = {gates.gate_of(text).shape for text in texts}
    assert len(texts) > 300 and len(shapes) < len(texts) / 2


def _published_read_alike(monkeypatch, every_variant: bool) -> list[str]:
    """The published gated clauses (and, `every_variant`, each with every other gate of its kind) that do not read
    after another of their shape as they read whole."""
    failures = []
    for text in _published_gated():
        variants = _variants(text)
        for variant in (variants + [text]) if every_variant else [text]:
            other = text if variant != text else variants[-1] if variants[-1] != text else variants[0]
            if _after_another(variant, other) != _whole(variant, monkeypatch):
                failures.append(variant)
    return failures


@ON_THE_CORPUS
def test_every_published_gated_clause_reads_as_it_reads_whole(monkeypatch):
    failures = _published_read_alike(monkeypatch, every_variant=False)
    assert not failures, failures[:20]


@pytest.mark.slow
def test_every_published_gated_clause_with_every_gate_reads_as_it_reads_whole(monkeypatch):
    failures = _published_read_alike(monkeypatch, every_variant=True)
    assert not failures, failures[:20]


# Odd clauses: an effect a gate's words come back in (the reader finds the effect's text from the letter on),
# a reference, an unclosed bracket, a misspelt condition (a diagnostic at its own column after either gate),
# a potency after the effect, a full stop, words of no effect, an unknown strength, commas and colons.
ODD = [
    "M < 2 slowed (save ends)", "A < 2 a", "M < 2 m < 2 prone", "M < WEAK, weak, prone",
    "M < 2 prone M < 1 slowed", "M < 2 the target is beheaded (see Lop).", "M < 2 slowed (save ends",
    "M < 2 porne", "M < WEAK, porne and slowed (save ends)", "M < 2 slowed. The target falls prone",
    "M < 2 push 2", "M < 2 push two", "M < 2 the target loses 1d3 Recoveries", "M < 2 teleport 3",
    "M < 2 weakened (save ends), 5 psychic damage", "M < 2, slowed (save ends), you gain 2 surges",
    "M < 2 prone and can't stand (save ends)", "M < 2 dazed or slowed (EoT)", "M < 2 damage 3", "M < 2 dazed, 3 damage",
    "M < 2 no effect", "M < 2 slowed (save ends) or A < 3 restrained", "M < 2 , slowed",
    "M < 2 slowed; prone", "M < 2 x", "M < 2 slowed (EoT)...", "M < 2 vertical push 3",
    "M < 2 the target has fire weakness 5 (save ends)", "M < 2 the forced movement is vertical",
]


@pytest.mark.parametrize("text", ODD)
def test_odd_gated_clauses_read_as_each_read_whole(text, monkeypatch):
    variants = _variants(text)
    for variant in variants:
        for other in (variants[0], variants[-1]):
            assert _after_another(variant, other) == _whole(variant, monkeypatch), (variant, other)


def test_a_misspelt_effect_is_said_where_it_is_after_each_gate():
    _fresh()
    first, said = _read("M < WEAK, porne")
    second, said_again = _read("M < AVERAGE, porne")
    assert said[0][1:3] == (5 + 10, 5 + 15) and said_again[0][1:3] == (5 + 13, 5 + 18)


def test_the_effect_moves_with_the_gate():
    _fresh()
    _read("M < WEAK, prone")
    gate = gates.gate_of("A < AVERAGE, prone")
    (potency,) = clauses.parse_clause_text("A < AVERAGE, prone")
    assert gates.remembered(gate) is not None  # (answered by the memo)
    assert potency.characteristic.text == "A" and potency.strength.span == (4, 11)
    assert potency.body[0].span == (13, 18) and potency.span == (0, 18)


def test_no_gate_is_read_from_other_text():
    for text in ("Ｍ＜弱、伏せ", "M < 弱、伏せ", "X < 2 prone", "m < 2 prone", "M < 12 prone", "M < WEAKEST prone",
                 "M < 2 Prone", "M < 2 (prone)", "M < -1 prone", "M < [WEAK] prone", "M <2\tprone"):
        assert gates.gate_of(text) is None, text


def test_the_memo_is_emptied_with_the_clauses():
    _read("M < WEAK, slowed (save ends)")
    assert gates.remembered(gates.gate_of("A < STRONG, slowed (save ends)")) is not None
    clauses.forget_clauses()
    assert gates.remembered(gates.gate_of("A < STRONG, slowed (save ends)")) is None


_EFFECT_WORDS = ["prone", "slowed", "weak", "a", "m", "the", "target", "is", "and", "or", ",", "(save ends)", "(EoT)",
                 "push", "2", "<", "M < 1", ";", ".", "damage", "porne", "(see Lop)", "(", ")", "can't", "stand"]


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(LETTERS), st.sampled_from(WORDS + DIGITS), st.sampled_from([" < ", "<", " <"]),
       st.sampled_from([" ", ", ", ",", "  ,  "]), st.sampled_from("abcdefghijklmnopqrstuvwxyz"),
       st.lists(st.sampled_from(_EFFECT_WORDS), max_size=6))
def test_generated_gated_clauses_read_as_each_read_whole(letter, strength, before, after, first, words):
    text = f"{letter}{before}{strength}{after}{first}{' '.join(words)}"
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert gates.gate_of(text) is not None
        variants = _variants(text)
        other = variants[0] if variants[0] != text else variants[-1]
        assert _after_another(text, other) == _whole(text, monkeypatch)
