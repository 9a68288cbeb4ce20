"""Compound sentences in a tier (`The target can shift 1 square and make a free strike`, Japanese
`ターゲットは1マスシフトし、フリー・ストライクを行う`): each part alone was read, the whole was text. Each
part is read, the first part's subject said again for a part that starts with a verb; the clause stays
text if a part is not read, and cards print the parts as one sentence that reads back the same."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.grammar import compound
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

from conftest import examples


def _said(effects) -> list[tuple]:
    """Each effect's kind and what tells it apart here."""
    out = []
    for e in effects:
        if isinstance(e, fx.ApplyCondition):
            out.append(("condition", e.condition, e.duration.kind if e.duration else None))
        elif isinstance(e, fx.OwnMove):
            out.append(("own_move", e.who.lower(), e.distance, e.can))
        elif isinstance(e, fx.FreeStrike):
            out.append(("free_strike", e.who.lower() if e.who else None, e.can))
        elif isinstance(e, fx.ResourceChange):
            out.append(("resource", e.who.lower() if e.who else None, e.resource, e.amount))
        elif isinstance(e, fx.EdgeOrBane):
            out.append(("bane", e.who.lower() if e.who else None, e.on))
        elif isinstance(e, fx.ForcedMove):
            out.append(("forced", e.movement, e.distance))
        elif isinstance(e, fx.Damage):
            out.append(("damage", e.amount))
        else:
            out.append((type(e).__name__, getattr(e, "text", None)))
    return out


CASES = [
    ("The target can shift 1 square and make a free strike",
     [("own_move", "the target", 1, True), ("free_strike", "the target", True)]),
    ("the target shifts 2 squares and is slowed (save ends)",
     [("own_move", "the target", 2, False), ("condition", "slowed", "save_ends")]),
    ("you shift 1 square and gain 1 surge", [("own_move", "you", 1, False), ("resource", "you", "surge", 1)]),
    ("the target takes 2 damage and is pushed 1 square", [("damage", 2), ("forced", "push", 1)]),
    ("you gain 1 surge, shift 1 square, and make a free strike",
     [("resource", "you", "surge", 1), ("own_move", "you", 1, False), ("free_strike", "you", False)]),
    ("Grabbed, and the target takes a bane on the Escape Grab maneuver",
     [("condition", "grabbed", None), ("bane", "the target", "the Escape Grab maneuver")]),
    ("The target regains 12 Stamina and the Director gains 3 Malice.",
     [("resource", "the target", "stamina", 12), ("resource", "the director", "malice", 3)]),
    ("ターゲットは1マスシフトし、フリーストライクを行う",
     [("own_move", "the target", 1, False), ("free_strike", "the target", False)]),
    # the polite form the seeds write, at the end of the last part
    ("ターゲットは1マスシフトし、フリー・ストライクを行います",
     [("own_move", "the target", 1, False), ("free_strike", "the target", False)]),
    ("ターゲットは1マスシフトして、サージ 1 を得る",
     [("own_move", "the target", 1, False), ("resource", "the target", "surge", 1)]),
    ("ターゲットは 1 マスシフトでき、フリー・ストライクを行うことができる",
     [("own_move", "the target", 1, True), ("free_strike", "the target", True)]),
    ("ターゲットは 2 マスシフトし、減速 (セーヴ終了)",
     [("own_move", "the target", 2, False), ("condition", "slowed", "save_ends")]),
    # a comma before a part that names its own subject: two sentences, as monsters' tiers join them (was text)
    ("slide 2, the bard can shift 1 square", [("forced", "slide", 2), ("own_move", "the bard", 1, True)]),
    ("3 damage, you gain 1 surge", [("damage", 3), ("resource", "you", "surge", 1)]),
    ("push 1, each ally can shift 1 square", [("forced", "push", 1), ("own_move", "each ally", 1, True)]),
    # `, then` with no `and` or `or` anywhere in the clause (was never cut: only `and`/`or` were looked for)
    ("pull 3, then the bard shifts 2 squares", [("forced", "pull", 3), ("own_move", "the bard", 2, False)]),
]


@pytest.mark.parametrize("text, expected", CASES, ids=[c[0] for c in CASES])
def test_every_part_is_read(text, expected):
    assert _said(clause_effects(text)) == expected


STAYS_TEXT = [
    # a part that is no clause of the grammar
    "the target is prone and hanging onto the edge of the fissure",
    # a part that would be a condition of the ability's own: the `and` may be inside its name
    "the target is knocked prone and left hanging at the edge of the area",
    # the last duration, after parts about two creatures: whose it is, is not read (SB134); of one creature it holds
    # for both (`The target is slowed and takes a bane on power rolls (save ends).`: test_silent_readings.py)
    "you gain an edge on strikes and the target is slowed (save ends)",
    # a condition of someone other than the targets is not theirs
    "you shift 1 square and are slowed (save ends)",
    # two amounts of damage (SB118)
    "5 damage and 2d6 fire damage",
    # a part after a comma with its own subject, not read
    "push 1, the bard is hanging onto the ledge",
    "prone, the area is difficult terrain",
]


@pytest.mark.parametrize("text", STAYS_TEXT, ids=STAYS_TEXT)
def test_a_part_not_read_leaves_the_clause_as_text(text):
    assert clause_effects(text) == (fx.Text(text),)


UNCHANGED = [("prone and can't stand (EoT)", "prone and can't stand (EoT)"),
             ("restrained and bleeding (save ends)", "restrained and bleeding (save ends)"),
             ("push 2 and the target is bleeding (save ends)", "push 2, bleeding (save ends)")]


@pytest.mark.parametrize("text, printed", UNCHANGED, ids=[u[0] for u in UNCHANGED])
def test_what_was_read_before_reads_and_prints_the_same(text, printed):
    assert clause_text(clause_effects(text)) == printed


PRINTED = [
    ("The target can shift 1 square and make a free strike",
     "The target can shift 1 square and make a free strike",
     "ターゲットは 1 スクエアシフトでき、フリー・ストライクを行うことができる"),
    ("the target shifts 2 squares and is slowed (save ends)",
     "the target shifts 2 squares and is slowed (save ends)", "ターゲットは 2 スクエアシフトし、減速 (セーヴ終了)"),
    ("you shift 1 square and gain 1 surge", "you shift 1 square and gain 1 surge", "あなたは 1 スクエアシフトし、サージ 1 を得る"),
    ("Grabbed, and the target takes a bane on the Escape Grab maneuver",
     "grabbed, and the target takes a bane on the Escape Grab maneuver",
     "つかまれ、ターゲットはつかみ脱出マニューバに不利を受ける"),
    ("ターゲットは1マスシフトし、フリーストライクを行う",
     "the target shifts 1 square and makes a free strike", "ターゲットは 1 スクエアシフトし、フリー・ストライクを行う"),
    ("2 damage and the target can shift 1 square", "2 damage, and the target can shift 1 square",
     "2 ダメージ、ターゲットは 1 スクエアシフトできる"),
    # a condition is the targets': said so after a sentence of someone else's
    ("you shift 1 square and the target is slowed (save ends)", "you shift 1 square and the target is slowed (save ends)",
     "あなたは 1 スクエアシフトし、ターゲットは減速 (セーヴ終了)"),
    ("you shift 1 square and push 1", "you shift 1 square and push 1",
     "あなたは 1 スクエアシフトし、ターゲットを 1 スクエア押し戻す"),
    # a subject in the author's words is quoted on a Japanese card, and starts a part of its own there after `、` (was
    # text when read back)
    ("slide 2, the bard can shift 1 square", "slide 2, and the bard can shift 1 square",
     "スライド 2、「the bard」は 1 スクエアシフトできる"),
    ("2 damage and the bard shifts 1 square", "2 damage, and the bard shifts 1 square",
     "2 ダメージ、「the bard」は 1 スクエアシフトする"),
    # a verb after a part that names a subject, the first part naming none: said of that part's subject (the English
    # card was text when read back)
    ("3 damage, and the target makes a free strike and is slowed (EoT)",
     "3 damage, and the target makes a free strike and is slowed (EoT)",
     "3 ダメージ、ターゲットはフリー・ストライクを行い、減速 (EoT)"),
]


@pytest.mark.parametrize("text, english, japanese", PRINTED, ids=[p[0] for p in PRINTED])
def test_cards_print_one_sentence_that_reads_back(text, english, japanese):
    effects = clause_effects(text)
    assert clause_text(effects) == english
    assert clause_text(effects, "ja") == japanese
    assert _said(clause_effects(english)) == _said(effects)
    assert _said(clause_effects(japanese)) == _said(effects)


CHOICES = [
    ("Pull 1, or the tonguer shifts 2 squares", [[("forced", "pull", 1)], [("own_move", "the tonguer", 2, False)]],
     "pull 1, or the tonguer shifts 2 squares", "プル 1、または「the tonguer」は 2 スクエアシフトする"),
    ("the target shifts 1 square or makes a free strike",
     [[("own_move", "the target", 1, False)], [("free_strike", "the target", False)]],
     "the target shifts 1 square, or the target makes a free strike",
     "ターゲットは 1 スクエアシフトする、またはターゲットはフリー・ストライクを行う"),
]


@pytest.mark.parametrize("text, options, english, japanese", CHOICES, ids=[c[0] for c in CHOICES])
def test_a_choice_between_a_forced_move_and_a_sentence(text, options, english, japanese):
    """`Pull 1, or the tonguer shifts …`: one option or the other, each read; it was text."""
    (choice,) = clause_effects(text)
    assert isinstance(choice, fx.Choice)
    assert [_said(option) for option in choice.options] == options
    assert clause_text((choice,)) == english and clause_text((choice,), "ja") == japanese
    assert clause_effects(english) == (choice,)
    assert [_said(o) for o in clause_effects(japanese)[0].options] == options


def test_two_amounts_of_damage_joined_by_and_stay_text():
    """SB118's case (`5 damage and 2d6 fire damage`) is no compound: which amount is the tier's is unread."""
    assert clause_effects("5 damage and 2d6 fire damage") == (fx.Text("5 damage and 2d6 fire damage"),)


GATED = [
    ("A < WEAK, the target can shift 1 square and make a free strike",
     [("own_move", "the target", 1, True), ("free_strike", "the target", True)],
     "A < WEAK、ターゲットは 1 スクエアシフトでき、フリー・ストライクを行うことができる"),
    ("R < 2 the target shifts 1 square and is slowed (EoT)",
     [("own_move", "the target", 1, False), ("condition", "slowed", "end_of_turn")],
     "R < 2、ターゲットは 1 スクエアシフトし、減速 (EoT)"),
]


@pytest.mark.parametrize("text, gated, japanese", GATED, ids=[g[0] for g in GATED])
def test_a_compound_behind_a_potency(text, gated, japanese):
    """The potency gates every part; its words were kept as text behind it."""
    (gate,) = clause_effects(text)
    assert isinstance(gate, fx.PotencyGate) and _said(gate.effects) == gated
    assert clause_text((gate,)) == text and clause_text((gate,), "ja") == japanese
    assert _said(clause_effects(japanese)[0].effects) == gated


# The shortcuts before the compound reader cuts a clause: each must answer as the patterns it stands for.
JOIN_PIECES = ["and", "AND", "or", "Or", " ", "\t", "\u3000", ",", "x", "band", "orb", "(", ")", "。"]


@settings(max_examples=examples(400), deadline=None)
@given(text=st.lists(st.sampled_from(JOIN_PIECES), max_size=10).map("".join))
def test_the_quick_look_for_a_join_misses_none_the_join_patterns_find(text):
    found = compound._AND.search(text) is not None or compound._OR.search(text) is not None
    if found:
        assert "and" in text.lower() or "or" in text.lower()
        assert compound._JOINS.search(text) is not None


@pytest.mark.parametrize("text", ["10 + M or A damage", "11 + M, R, I, or P lightning damage",
                                  "4 corruption or fire damage", "pull 8 or push 8"])
def test_options_with_no_sentence_verb_are_not_read_again_part_by_part(text):
    asked = []

    def parse(part):
        asked.append(part)
        return None

    assert compound.compound_items(text, parse, False, read=True) is None
    assert asked == []


def test_options_with_a_sentence_verb_are_read_part_by_part():
    asked = []

    def parse(part):
        asked.append(part)
        return None

    compound.compound_items("Pull 1, or the tonguer shifts 1 square", parse, False, read=True)
    assert asked  # (the parts were tried: a choice needs a sentence, and `shifts` may make one)


CONDITION_THEN_SENTENCE = [
    # no comma before `and`: the whole was one sentence of a creature called `grabbed and the target`, the
    # condition lost (a bane's and a damage modifier's subject is not checked as a taker of damage is)
    ("A < 2 grabbed and the target takes a bane on the Escape Grab maneuver",
     [("condition", "grabbed", None), ("bane", "the target", "the Escape Grab maneuver")]),
    ("restrained and the target has a bane on strikes",
     [("condition", "restrained", None), ("bane", "the target", "strikes")]),
    ("slowed, weakened, and the target takes a bane on strikes",
     [("condition", "slowed", None), ("condition", "weakened", None), ("bane", "the target", "strikes")]),
]


@pytest.mark.parametrize("text, expected", CONDITION_THEN_SENTENCE, ids=[c[0] for c in CONDITION_THEN_SENTENCE])
def test_a_condition_then_a_sentence_joined_by_and_keeps_the_condition(text, expected):
    effects = clause_effects(text)
    if isinstance(effects[0], fx.PotencyGate):
        effects = effects[0].effects
    assert _said(effects) == expected
    assert all(getattr(e, "who", None) in (None, "the target") for e in effects)
    printed = clause_effects(text)
    for language in ("en", "ja"):
        read_back = clause_effects(clause_text(printed, language))
        assert _said(read_back[0].effects if isinstance(read_back[0], fx.PotencyGate) else read_back) == expected


@pytest.mark.parametrize("text", ["the target and each ally adjacent to them take a bane on strikes",
                                  "the target and the creature have fire weakness 5 (EoT)"])
def test_a_subject_of_two_creatures_is_no_condition(text):
    """Only a part that names a condition is cut from the subject: two creatures joined by `and` are not."""
    assert not any(isinstance(e, fx.ApplyCondition) for e in clause_effects(text))


DAMAGE_MODIFIER_PARTS = [
    "Weakened (EoT) and the target has fire weakness 5 (EoT)",
    "the target has fire weakness 5 (EoT) and is slowed (EoT)",
    "push 2 and the target has fire weakness 3 (save ends)",
    "slowed (save ends), and the target has fire weakness 3 (save ends)",
    "prone and the target has damage immunity 2 (EoT)",
]


@pytest.mark.parametrize("text", DAMAGE_MODIFIER_PARTS, ids=DAMAGE_MODIFIER_PARTS)
def test_a_damage_modifier_sentence_in_a_compound_prints_what_reads_back(text):
    """`the target has fire weakness 5` is a sentence as a bane is: the English card joined it to its neighbour
    with a bare comma (`weakened (EoT), the target has fire weakness 5 (EoT)`), which reads as text."""
    effects = clause_effects(text)
    assert len(effects) == 2 and any(isinstance(e, fx.DamageModifier) for e in effects)
    for language in ("en", "ja"):
        assert clause_effects(clause_text(effects, language)) == effects
