"""A compound whose first part's subject is longer than a plain creature: one narrowed by where it stands (`one ally
within 5 squares can spend a Recovery and shift up to 2 squares`), or two joined, one of them narrowed (`you and one
ally within 5 squares can spend a Recovery, and each of you gains an edge on your next power roll`). The later part
with no subject was read as no one's (`shift up to 2 squares`, not a `can`), and with two joined the clause was text
(SB138), cut at the subject's `and`; `each of you` is each of the two. Now the later part is said of the first part's
subject, `each of you` of each of them (`you and one ally within 5 squares each`), and both cards say it and read
back the same. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

EACH_OF_YOU = "you and one ally within 5 squares can spend a Recovery, and each of you gains an edge on your next power roll"
# (clause, who each part is said of, whether each part is a `can`)
CASES = [
    (EACH_OF_YOU, ["you and one ally within 5 squares", "you and one ally within 5 squares each"], [True, False]),
    ("one ally within 5 squares can spend a Recovery and shift up to 2 squares",
     ["one ally within 5 squares"] * 2, [True, True]),
    ("you and one ally within 5 squares can spend a Recovery and shift up to 2 squares",
     ["you and one ally within 5 squares"] * 2, [True, True]),
    ("you and your companion shift 2 squares, and each of you gains 2 surges",
     ["you and your companion", "you and your companion each"], [False, False]),
]


@pytest.mark.parametrize("clause, who, can", CASES, ids=[c[0][:50] for c in CASES])
def test_each_part_is_said_of_the_first_parts_subject(clause, who, can):
    effects = clause_effects(clause)
    assert [e.who for e in effects] == who
    assert [getattr(e, "can", False) for e in effects] == can


def test_each_of_you_gains_an_edge():
    spend, edge = clause_effects(EACH_OF_YOU)
    assert (spend.resource, spend.amount) == ("recovery", -1)
    assert isinstance(edge, fx.EdgeOrBane) and (edge.which, edge.on) == ("edge", "your next power roll")


@pytest.mark.parametrize("clause", [c[0] for c in CASES], ids=[c[0][:50] for c in CASES])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_card_says_it_and_reads_back_the_same(clause, lang):
    effects = clause_effects(clause)
    printed = clause_text(effects, lang)
    assert clause_effects(printed) == effects, printed
    if lang == "en":
        assert printed == clause
    else:
        assert not any(c.isascii() and c.isalpha() for c in printed), printed


@pytest.mark.parametrize("clause", [
    # (`each of you` after a subject that is not two joined, one of them you: whom it names is not said)
    "the target shifts 2 squares, and each of you gains 2 surges",
    "one ally within 5 squares can spend a Recovery, and each of you gains 2 surges",
])
def test_each_of_you_of_no_two_joined_stays_text(clause):
    assert [type(e) for e in clause_effects(clause)] == [fx.Text]


# A subject the ruleset does not know, quoted on a Japanese card (`「the dragon」は`): a later part with no subject of its
# own was read alone, and the card's clause as text; now said of the quoted one, as `ターゲットは` is.
@pytest.mark.parametrize("clause", ["the dragon can shift 2 squares and make a free strike",
                                    "the dragon shifts 2 squares and gains 2 surges"])
def test_a_quoted_subject_is_shared_on_the_japanese_card(clause):
    effects = clause_effects(clause)
    printed = clause_text(effects, "ja")
    assert printed.startswith("「the dragon」は") and "、" in printed
    assert clause_effects(printed) == effects, printed


# The same subject before a forced move of the notation's form (`「the dragon」は 2 スクエアシフトし、ターゲットを 2 スクエア
# 押し戻す`): the English card said `the dragon shifts 2 squares and push 2 squares`, the push in no person; now as the
# books say a creature's move (`the brawler pushes the target up to 5 squares`), read back the same; after `can`, in its
# base form (`the knight can shift 2 squares and push the target 2`). After `you`, as before.
FORCED_AFTER = [
    ("「the dragon」は 2 スクエアシフトし、ターゲットを 2 スクエア押し戻す",
     "the dragon shifts 2 squares and pushes the target 2 squares"),
    ("「the dragon」は 2 スクエアシフトし、ターゲットを垂直に最大 2 スクエア押し戻す",
     "the dragon shifts 2 squares and vertical pushes the target up to 2 squares"),
    ("the dragon gains 2 surges and slide 3", "the dragon gains 2 surges and slides the target 3"),
    ("The horse shifts 2 squares and pull 1, ignoring stability",
     "The horse shifts 2 squares and pulls the target 1, ignoring stability"),
    ("you shift 1 square and push 1", "you shift 1 square and push 1"),
    # after a sentence the creature may (must) do, the base form its `can` (`must`) goes on with
    ("the knight can shift 2 squares and push 2", "the knight can shift 2 squares and push the target 2"),
    ("「the knight」は 2 スクエアシフトでき、ターゲットを 2 スクエア押し戻す",
     "the knight can shift 2 squares and push the target 2 squares"),
    ("あなたは 1 スクエアシフトし、ターゲットを 1 スクエア押し戻す", "you shift 1 square and push 1 square"),
]


@pytest.mark.parametrize("clause, english", FORCED_AFTER, ids=[c[1] for c in FORCED_AFTER])
def test_a_forced_move_after_the_authors_creature_is_said_in_its_person(clause, english):
    effects = clause_effects(clause)
    assert [type(e) for e in effects] == [type(effects[0]), fx.ForcedMove]
    assert clause_text(effects, "en") == english
    for language in ("en", "ja"):
        assert clause_effects(clause_text(effects, language)) == effects, language
