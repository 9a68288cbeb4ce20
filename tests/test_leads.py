"""A clause read and lowered once for every lead it may be written with, a potency's effect for every gate before it
and damage for every amount (`grammar/leads.py`, `compiler/lead_memo.py`), gives what reading and lowering each
clause whole gives, positions and diagnostics included.

The reference is the clause reader and the lowering with the memos out of the way (`lead_of` answering None
everywhere): no clause's tree nor effects come from another's. Each clause is read after another clause of
its shape (another letter, strength or amount) has been read and kept, so that the memo answers it."""

from __future__ import annotations

import functools

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.diagnostics import SourceFile
from statblock.rulesets.draw_steel.compiler import lower
from statblock.rulesets.draw_steel.compiler.lower import Lowerer
from statblock.rulesets.draw_steel.grammar import clauses, leads

from conftest import ON_THE_CORPUS, corpus_tier_clauses, examples

LETTERS = "MARIP"
WORDS = ("WEAK", "AVERAGE", "STRONG")
DIGITS = ("0", "1", "2", "5", "9")
AMOUNTS = ("1", "5", "9", "10", "12", "100", "999")


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
    """What `text` reads and lowers to with no memo of leads."""
    with monkeypatch.context() as whole:
        whole.setattr(clauses, "lead_of", lambda text: None)
        whole.setattr(lower, "lead_of", lambda text: None)
        _fresh()
        return _read(text)


def _after_another(text: str, other: str):
    """What `text` reads and lowers to right after `other`, of the same gate shape, was read and lowered."""
    _fresh()
    _read(other)
    return _read(text)


def _variants(text: str) -> list[str]:
    """`text` with each other letter and strength of its gate's kind, or each other amount."""
    shape = leads.lead_of(text).shape
    if shape.kind == "amount":
        return [f"{amount}{shape.rest}" for amount in AMOUNTS]
    if shape.kind == "distance":
        return [f"{shape.rest}{amount}" for amount in AMOUNTS]
    strengths = DIGITS if shape.digit else WORDS
    return [f"{letter}{shape.before}{strength}{shape.after}{shape.rest}" for letter in LETTERS for strength in strengths]


@functools.cache
def _published_led() -> tuple[str, ...]:
    return tuple(sorted({part.text for _, part, _ in corpus_tier_clauses() if leads.lead_of(part.text) is not None}))


@ON_THE_CORPUS
def test_published_clauses_with_a_lead_are_many_and_share_their_rest():
    texts = _published_led()
    for kind, least in (("gate", 300), ("amount", 300), ("distance", 50)):
        of_kind = [text for text in texts if leads.lead_of(text).shape.kind == kind]
        shapes = {leads.lead_of(text).shape for text in of_kind}
        assert len(of_kind) > least and len(shapes) < len(of_kind) / 2, kind


def _published_read_alike(monkeypatch, every_variant: bool) -> list[str]:
    """The published clauses with a lead (and, `every_variant`, each with every other gate of its kind) that do not read
    after another of their shape as they read whole."""
    failures = []
    for text in _published_led():
        variants = _variants(text)
        for variant in (variants + [text]) if every_variant else [text]:
            other = text if variant != text else variants[-1] if variants[-1] != text else variants[0]
            if _after_another(variant, other) != _whole(variant, monkeypatch):
                failures.append(variant)
    return failures


@ON_THE_CORPUS
def test_every_published_clause_with_a_lead_reads_as_it_reads_whole(monkeypatch):
    failures = _published_read_alike(monkeypatch, every_variant=False)
    assert not failures, failures[:20]


@pytest.mark.slow
def test_every_published_clause_with_every_lead_reads_as_it_reads_whole(monkeypatch):
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
    # damage: a word of no type, a keyword for a type, a misspelt type, an unknown characteristic, `damage` twice
    "5 damage", "5 + M damage", "5 fire damage", "5 psionic damage", "5 fier damage",
    "5 + M fire damage", "5 damage damage", "5 + P holy damage", "10 + R damage", "5 weakness damage",
    # a choice of characteristics or of types: as the books list them, a misspelt or unknown one, one given twice, a
    # keyword among types, an `or` that is a type's place (`5 or damage`)
    "7 + M or A damage", "8 + M, R, I, or P holy damage", "8 + M, R, I or P damage", "6 cold, fire, or sonic damage",
    "9 cold or fire damage", "5 + M or A fier damage", "5 + M or M damage", "5 cold or psionic damage",
    "5 colde, fire, or sonic damage", "5 or damage", "5 + M or A cold or fire damage", "5 fire or fire damage",
    # forced moves: each spelling, a misspelt one
    "push 2", "Push 2", "pull 1", "slide 3", "vertical push 2", "Vertical slide 7", "vertical pull 5",
]


@pytest.mark.parametrize("text", ODD)
def test_odd_clauses_with_a_lead_read_as_each_read_whole(text, monkeypatch):
    variants = _variants(text)
    for variant in variants:
        whole = _whole(variant, monkeypatch)   # (read afresh with no memo: the same whichever clause was read before)
        for other in (variants[0], variants[-1]):
            assert _after_another(variant, other) == whole, (variant, other)


def test_a_misspelt_effect_is_said_where_it_is_after_each_gate():
    _fresh()
    first, said = _read("M < WEAK, porne")
    second, said_again = _read("M < AVERAGE, porne")
    assert said[0][1:3] == (5 + 10, 5 + 15) and said_again[0][1:3] == (5 + 13, 5 + 18)


def test_the_effect_moves_with_the_gate():
    _fresh()
    _read("M < WEAK, prone")
    gate = leads.lead_of("A < AVERAGE, prone")
    (potency,) = clauses.parse_clause_text("A < AVERAGE, prone")
    assert leads.remembered(gate) is not None  # (answered by the memo)
    assert potency.characteristic.text == "A" and potency.strength.span == (4, 11)
    assert potency.body[0].span == (13, 18) and potency.span == (0, 18)


def test_damage_moves_with_its_amount():
    _fresh()
    _read("5 + M fire damage")
    (damage,) = clauses.parse_clause_text("120 + M fire damage")
    assert leads.remembered(leads.lead_of("120 + M fire damage")) is not None  # (answered by the memo)
    assert damage.amount == 120 and damage.characteristics[0].span == (6, 7) and damage.damage_type.span == (8, 12)
    assert damage.span == (0, 19)
    (_, effects), = _read("120 + M fire damage")[0]
    assert effects[0].amount == 120


def test_no_lead_is_read_from_other_text():
    for text in ("Ｍ＜弱、伏せ", "M < 弱、伏せ", "X < 2 prone", "m < 2 prone", "M < 12 prone", "M < WEAKEST prone",
                 "M < 2 Prone", "M < 2 (prone)", "M < -1 prone", "M < [WEAK] prone", "M <2\tprone",
                 "0 damage", "05 damage", "1000 damage", "-5 damage", "5 damage and prone", "5 fire damage.",
                 "2d6 damage", "5 + M + A damage", "5 + M and A damage", "5 cold and fire damage",
                 "5 + M or A or R damage", "5 + M, R damage", "5 + M or X damage", "5 cold, fire or damage", "5 , fire damage", "5 + X damage", "5 ダメージ", "5 Fire damage", "5damage",
                 "push 0", "push 03", "push 1000", "shove 2", "verticle push 2", "push 2 squares", "push 2, prone",
                 "push  2", "PUSH 2", "push R", "push 2 + R", "pull 3 toward the center of the cube"):
        assert leads.lead_of(text) is None, text


def test_a_shape_read_once_is_not_walked(monkeypatch):
    """Whether a clause's tree is kept for its lead (`kept_for`, a walk of the whole tree) is asked only when a second
    clause of its shape is read: a third of a published tier's shapes are written once."""
    _fresh()
    walked = []
    real = leads.kept_for
    monkeypatch.setattr(leads, "kept_for",
                        lambda items, lead: walked.append(lead.letter or lead.number) or real(items, lead))
    clauses.parse_clause_text("M < WEAK, dazed (save ends)")
    clauses.parse_clause_text("5 + M cold damage")
    clauses.parse_clause_text("push 3")
    assert walked == []
    (potency,) = clauses.parse_clause_text("A < STRONG, dazed (save ends)")
    assert walked == ["M"]  # (the first of the shape shown kept when the second asks, and the second answered so)
    assert leads.remembered(leads.lead_of("R < AVERAGE, dazed (save ends)")) is not None and walked == ["M"]
    assert potency.characteristic.text == "A" and potency.strength.span == (4, 10) and potency.span == (0, 29)


def test_the_memo_is_emptied_with_the_clauses():
    _read("M < WEAK, slowed (save ends)")
    assert leads.remembered(leads.lead_of("A < STRONG, slowed (save ends)")) is not None
    clauses.forget_clauses()
    assert leads.remembered(leads.lead_of("A < STRONG, slowed (save ends)")) is None


_EFFECT_WORDS = ["prone", "slowed", "weak", "a", "m", "the", "target", "is", "and", "or", ",", "(save ends)", "(EoT)",
                 "push", "2", "<", "M < 1", ";", ".", "damage", "porne", "(see Lop)", "(", ")", "can't", "stand"]


def _reads_as_read_whole(text: str) -> None:
    """`text`, which has a lead, reads after another clause of its shape as it reads whole."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert leads.lead_of(text) is not None
        variants = _variants(text)
        other = variants[0] if variants[0] != text else variants[-1]
        assert _after_another(text, other) == _whole(text, monkeypatch)


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(LETTERS), st.sampled_from(WORDS + DIGITS), st.sampled_from([" < ", "<", " <"]),
       st.sampled_from([" ", ", ", ",", "  ,  "]), st.sampled_from("abcdefghijklmnopqrstuvwxyz"),
       st.lists(st.sampled_from(_EFFECT_WORDS), max_size=6))
def test_generated_gated_clauses_read_as_each_read_whole(letter, strength, before, after, first, words):
    text = f"{letter}{before}{strength}{after}{first}{' '.join(words)}"
    _reads_as_read_whole(text)


@settings(max_examples=examples(200), deadline=None)
@given(st.sampled_from(AMOUNTS), st.sampled_from(["", " + M", " + R", " + A"]),
       st.sampled_from(["", " fire", " fier", " psionic", " a", " damage", " the", " weakness", " m", " and"]))
def test_generated_damage_reads_as_each_read_whole(amount, added, kind):
    text = f"{amount}{added}{kind} damage"
    _reads_as_read_whole(text)


def test_a_forced_move_moves_with_its_distance():
    _fresh()
    _read("vertical push 2")
    (forced,) = clauses.parse_clause_text("vertical push 12")
    assert leads.remembered(leads.lead_of("vertical push 12")) is not None  # (answered by the memo)
    assert forced.distance == 12 and forced.span == (0, 16) and [w.span for w in forced.words] == [(0, 8), (9, 13)]
    (_, effects), = _read("vertical push 12")[0]
    assert effects[0].distance == 12 and effects[0].vertical


def test_a_copy_with_changes_is_what_attrs_makes():
    from statblock.rulesets.draw_steel.runtime import effects as fx

    damage = fx.Damage(3, ("might",), "fire", subject="one target", level=True)
    gate = fx.PotencyGate("might", "weak", None, (damage,), said="if", written_strength="x")
    for node, changes in ((damage, {"amount": 12}), (gate, {"characteristic": "agility", "value": 2}),
                          (ast_word := leads.ast.word("M", (0, 1)), {"text": "A"})):
        made, evolved = leads.replaced(node, **changes), attrs.evolve(node, **changes)
        assert [getattr(made, f.name) for f in attrs.fields(type(node))] \
            == [getattr(evolved, f.name) for f in attrs.fields(type(node))]
    assert ast_word.text == "M"

    @attrs.frozen
    class Checked:
        amount: int = attrs.field(validator=attrs.validators.instance_of(int))

    with pytest.raises(TypeError):
        leads.replaced(Checked(1), amount=2)


def test_a_gate_s_ids_are_the_ruleset_s_whether_remembered_or_looked_up():
    """`lead_memo._gate_ids` remembers each spelling of a gate's letter and strength within a cold pass: what it gives,
    asked once or again, is what the ruleset's lookups give, for each ruleset apart, and the memo empties with the
    lowering's."""
    from types import SimpleNamespace

    from statblock.rulesets.draw_steel.compiler import lead_memo
    from statblock.rulesets.draw_steel.vocabulary import vocabulary

    rules = vocabulary()
    # another ruleset of other ids for the same words: its answers are its own, never the first's remembered
    other = SimpleNamespace(name="other", characteristics=SimpleNamespace(lookup=lambda word: SimpleNamespace(id="x")),
                            potency_strengths=SimpleNamespace(lookup=lambda word: None))
    _fresh()
    gates = [f"{letter} < {strength} slowed" for letter in LETTERS for strength in WORDS + DIGITS]
    for asked in range(2):
        for text in gates:
            lead = leads.lead_of(text)
            looked_up = lead_memo._looked_up_gate(rules, lead)
            assert lead_memo._gate_ids(rules, lead) == looked_up, (text, asked)
            assert looked_up[0] == rules.characteristics.lookup(lead.letter).id
            assert (looked_up[1] is None) == lead.shape.digit and (looked_up[2] is None) != lead.shape.digit
            assert lead_memo._gate_ids(other, lead) == ("x", None, int(lead.number) if lead.shape.digit else None)
    assert lead_memo._GATE_IDS
    lower.forget_lowered()
    assert not lead_memo._GATE_IDS


# the amount's expression as it was, each run of letters free to give letters back (`[a-z]+`)
_AMOUNT_GIVING_BACK = leads._AMOUNT.pattern.replace("[a-z]++", "[a-z]+")
AMOUNT_PIECES = ["5", "12", " ", " + ", "M", "R", ", ", ",", " or ", "or", "fire", "cold", "damage", "damages", " damage",
                 "d", "a", "x"]


def test_the_amount_takes_each_run_of_letters_whole():
    assert "[a-z]+" not in leads._AMOUNT.pattern.replace("[a-z]++", "")
    assert _AMOUNT_GIVING_BACK != leads._AMOUNT.pattern


@settings(max_examples=examples(600), deadline=None)
@given(st.lists(st.sampled_from(AMOUNT_PIECES), max_size=10).map("".join))
def test_the_amount_matches_what_it_matched_giving_letters_back(text):
    import re

    found, before = leads._AMOUNT.match(text), re.compile(_AMOUNT_GIVING_BACK).match(text)
    assert (found and (found.span(), found.groups())) == (before and (before.span(), before.groups()))


@pytest.mark.parametrize("text", ["5 damage", "5 fire damage", "6 cold, fire, or sonic damage", "7 + M or A damage",
                                  "8 + M, R, I, or P holy damage", "5 fire damages", "5 fire damage damage",
                                  "5 damage fire damage", "12 or damage"])
def test_the_amount_of_written_damage_is_found_as_before(text):
    import re

    found, before = leads._AMOUNT.match(text), re.compile(_AMOUNT_GIVING_BACK).match(text)
    assert (found and (found.span(), found.groups())) == (before and (before.span(), before.groups()))
