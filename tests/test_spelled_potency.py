"""Potencies spelt out inside a tier's clause (`grammar/spelled.py`), as the classes' books write them.

`X, or if M < AVERAGE, Y` is monsters' `X; or if M < 2 Y` (Y instead of X when the potency lands), and
`X, and if M < AVERAGE, Y` the same with Y as well; both were a whole clause of text, or a choice the
creature makes. A spelt-out potency with a sentence behind it (`if P < 1, the target's speed is 0`) is read
as the bare potency is. Short notation of our own, no book's text."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.views import card_view
from statblock.rulesets.draw_steel.runtime.effect_json import dump as effect_to_json

HEAD = "Test Jab\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"


def _tier1(clause: str):
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    (ability,) = result.abilities
    return ability, [effect_to_json(e) for e in ability.power_roll.tiers[0].effects], \
        [(d.code, d.severity.value) for d in result.diagnostics]


def _shape(effects) -> list:
    """Each effect's kind and what tells it apart; a potency's gated effects inside it."""
    out = []
    for e in effects:
        kind = e["kind"]
        if kind == "potency":
            out.append(("potency", e["characteristic"], e["strength"] or e["value"], e.get("otherwise", False),
                        e.get("said"), _shape(e["effects"])))
        elif kind == "condition":
            out.append(("condition", e["condition"], (e["duration"] or {}).get("kind")))
        elif kind == "stat":
            out.append(("stat", e["stat"], e["value"], e["halved"]))
        elif kind == "text":
            out.append(("text", e["text"]))
        elif kind == "damage":
            out.append(("damage", e["amount"]))
        else:
            out.append((kind,))
    return out


READ = [
    ("or-if-condition", "2 damage; dazed (EoT), or if M < WEAK, dazed (save ends)",
     [("damage", 2), ("condition", "dazed", "end_of_turn"),
      ("potency", "might", "weak", True, "or if", [("condition", "dazed", "save_ends")])]),
    ("or-if-sentence", "The target is slowed (EoT), or if A < AVERAGE, the target's speed is 0 (save ends).",
     [("condition", "slowed", "end_of_turn"),
      ("potency", "agility", "average", True, "or if", [("stat", "speed", 0, False)])]),
    # a stat first: was a choice of the creature using the ability, the potency one of its options
    ("or-if-after-a-stat", "The target's speed is halved (EoT), or if R < 2, the target is restrained (EoT)",
     [("stat", "speed", None, True),
      ("potency", "reason", 2, True, "or if", [("condition", "restrained", "end_of_turn")])]),
    # `and if`: as well; the words before it stay words of their own
    ("and-if-after-words", "the target glows faintly, and if P < STRONG, they are weakened (save ends)",
     [("text", "the target glows faintly"),
      ("potency", "presence", "strong", False, "and if", [("condition", "weakened", "save_ends")])]),
    # a sentence behind `if`: read as behind the bare potency
    ("if-then-sentence", "3 damage; if I < AVERAGE, the target's speed is 0 (EoT)",
     [("damage", 3), ("potency", "intuition", "average", False, "if", [("stat", "speed", 0, False)])]),
    # a typographic apostrophe in the sentence
    ("curly-apostrophe", "slowed (EoT), or if A < 1, the target’s speed is 0 (EoT)",
     [("condition", "slowed", "end_of_turn"), ("potency", "agility", 1, True, "or if", [("stat", "speed", 0, False)])]),
    ("if-who-has-then-words", "if the target has M < 1, before anything else happens, they fall over",
     [("potency", "might", 1, False, "if the target has",
       [("text", "before anything else happens, they fall over")])]),
]


@pytest.mark.parametrize("clause, expected", [r[1:] for r in READ], ids=[r[0] for r in READ])
def test_the_spelt_out_potency_is_read(clause, expected):
    _, effects, diagnostics = _tier1(clause)
    assert _shape(effects) == expected
    assert not [d for d in diagnostics if d[1] == "error"]


UNCHANGED = [
    # `or` with no potency after it: what it was
    ("or-no-potency", "push 2, or the target is slowed (EoT)"),
    # `and if` not before a potency
    ("and-if-no-potency", "3 damage, and if you wish, push 1"),
    # the join inside brackets is not one
    ("in-brackets", "dazed (until they stand, or if M < 2, until the end of the encounter)"),
    # `; or if`: read as before
    ("semicolon", "slowed (save ends); or if M < 2 restrained (save ends)"),
]


@pytest.mark.parametrize("clause", [u[1] for u in UNCHANGED], ids=[u[0] for u in UNCHANGED])
def test_what_has_no_join_reads_as_before(clause, monkeypatch):
    from statblock.rulesets.draw_steel.compiler import lower
    from statblock.rulesets.draw_steel.grammar import clauses

    def fresh():  # (what was read and lowered before is not reused: clause caches, clean lowered clauses)
        clauses.forget_clauses()
        lower.forget_lowered()

    fresh()
    _, effects, diagnostics = _tier1(clause)
    with monkeypatch.context() as without:
        without.setattr(clauses, "joined_potencies", lambda text, parse: None)
        without.setattr(clauses, "spelled_as_bare", lambda text, parse: None)
        fresh()
        _, before, before_diagnostics = _tier1(clause)
    fresh()
    assert effects == before and diagnostics == before_diagnostics


def test_cards_print_the_potency_after_the_effect_it_replaces():
    ability, _, _ = _tier1("2 damage; dazed (EoT), or if M < WEAK, dazed (save ends)")
    (first, *_) = card_view(ability).roll.tiers
    assert list(first.clauses[-2:]) == ["dazed (EoT)", "or if M < WEAK they are dazed (save ends)"]


@pytest.mark.parametrize("clause", [r[1] for r in READ], ids=[r[0] for r in READ])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_printed_card_reads_back_the_same(clause, lang):
    ability, _, _ = _tier1(clause)
    # (`〔原文〕` marks the author's English on a Japanese card; the reader does not take it off)
    printed = "; ".join(card_view(ability, lang=lang).roll.tiers[0].clauses).replace("〔原文〕", "")
    again, _, _ = _tier1(printed)
    assert again.power_roll.tiers[0].effects == ability.power_roll.tiers[0].effects
