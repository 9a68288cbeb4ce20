"""A creature's own move, then `and` and a signature ability the same creature uses: `The target shifts up to their
speed and uses their signature ability against any enemies of your choice` (the Talent's Synaptic Override, tiers 2
and 3). Was text: the grammar reads the move, and `ability_use` the use, but not the two joined, nor `their
signature ability` (any creature's signature ability is its own: read as `a signature ability`). Now the move and the
`UseAbility` of who moves; `can shift ... and use` can do both. The Japanese card joins them with the move's
continuative (`…シフトし、…を使用する`, `…シフトでき、…を使用できる`), read back the same. Short examples written for
these tests."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

# (clause, the move's movement, its speed, whether both are a choice, whom the ability is used against)
CASES = [
    ("The target shifts up to their speed and uses their signature ability against any enemies of your choice.",
     "shift", True, False, "any enemies of your choice"),
    ("The target moves up to their speed and uses their signature ability against any enemies of your choice.",
     "move", True, False, "any enemies of your choice"),
    ("the target can shift 2 squares and use a signature ability", "shift", False, True, None),
    ("you teleport 3 squares and use a strike signature ability against the target", None, None, None, None),
]


@pytest.mark.parametrize("clause, movement, speed, can, against", CASES[:3], ids=[c[0][:40] for c in CASES[:3]])
def test_the_move_and_the_use_are_read(clause, movement, speed, can, against):
    move, use = clause_effects(clause)
    assert isinstance(move, fx.OwnMove) and isinstance(use, fx.UseAbility)
    assert (move.movement, move.speed, move.can) == (movement, speed, can)
    assert (use.who.lower(), use.can, use.against, use.strike) == ("the target", can, against, False)


@pytest.mark.parametrize("clause", [c[0] for c in CASES[:3]], ids=[c[0][:40] for c in CASES[:3]])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_card_reads_back_the_same(clause, lang):
    effects = clause_effects(clause)
    printed = clause_text(effects, lang)
    assert clause_effects(printed) == effects, printed
    if lang == "ja":
        assert "シグネチャー・アビリティ" in printed and "signature" not in printed


@pytest.mark.parametrize("clause", [
    CASES[3][0],  # (`use` with no `can` before the move: which the creature must or may do is not said)
    "The target shifts up to their speed and uses the wand.",
    "The target shifts up to their speed and uses a signature ability twice, then falls prone.",
])
def test_any_other_words_stay_text(clause):
    assert [type(e) for e in clause_effects(clause)] == [fx.Text]


def test_their_signature_ability_alone_is_a_signature_ability():
    (use,) = clause_effects("the target uses their signature ability against the nearest ally")
    (plain,) = clause_effects("the target uses a signature ability against the nearest ally")
    assert isinstance(use, fx.UseAbility) and use == plain


# `your signature ability`: one of the user's, not the doer's own; its card printed `a signature ability`, the `your`
# lost. Now `yours`, said on both cards (`あなたのシグネチャー・アビリティ`) and read back.
YOURS = [
    "The target shifts up to their speed and uses your signature ability against a creature of your choice.",
    "one ally can use your strike signature ability that gains an edge against the target",
    "two allies can each use your signature ability",
]


@pytest.mark.parametrize("clause", YOURS, ids=[c[:40] for c in YOURS])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_your_signature_ability_is_kept_on_the_card(clause, lang):
    effects = clause_effects(clause)
    use = effects[-1]
    assert isinstance(use, fx.UseAbility) and use.yours
    printed = clause_text(effects, lang)
    assert ("your " if lang == "en" else "あなたのシグネチャー" if not use.strike else "あなたのストライク") in printed
    assert clause_effects(printed) == effects, printed


def test_your_signature_ability_is_not_the_targets_own():
    (yours,) = clause_effects("the target uses your signature ability against the nearest ally")
    (theirs,) = clause_effects("the target uses their signature ability against the nearest ally")
    assert yours != theirs and not theirs.yours


def test_yours_is_in_the_json_and_back():
    from statblock.rulesets.draw_steel.runtime.effect_json import dump, load

    (use,) = clause_effects("the target uses your signature ability")
    assert dump(use)["yours"] is True and load(dump(use)) == use
    (theirs,) = clause_effects("the target uses their signature ability")
    assert "yours" not in dump(theirs)


# `a main action ability of your choice` (not only a signature one; the user picks which): was text (SB138). Now
# `main_action` and `your_choice` of the `UseAbility`, said on both cards (`あなたが選んだメインアクションのアビリティ`)
# and read back; alone or after an own move.
MAIN = [
    ("the target uses a main action ability of your choice", True),
    ("one ally can use a main action ability", False),
    ("the target shifts up to their speed and uses a main action ability of your choice", True),
    ("the target can shift 2 squares and use a main action ability", False),
]


@pytest.mark.parametrize("clause, chosen", MAIN, ids=[c[0][:40] for c in MAIN])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_main_action_ability_is_read_and_said(clause, chosen, lang):
    effects = clause_effects(clause)
    use = effects[-1]
    assert isinstance(use, fx.UseAbility) and use.main_action and use.your_choice == chosen and not use.strike
    printed = clause_text(effects, lang)
    if lang == "ja":
        assert "メインアクションのアビリティ" in printed and ("あなたが選んだ" in printed) == chosen
        assert not any(c.isascii() and c.isalpha() for c in printed), printed
    else:
        assert printed == clause
    assert clause_effects(printed) == effects, printed


def test_a_main_action_ability_is_in_the_json_and_back():
    from statblock.rulesets.draw_steel.runtime.effect_json import dump, load

    (use,) = clause_effects("the target uses a main action ability of your choice")
    said = dump(use)
    assert (said["ability"], said["your_choice"]) == ("main_action", True) and load(said) == use
    (signature,) = clause_effects("the target uses a signature ability")
    assert dump(signature)["ability"] == "signature" and "your_choice" not in dump(signature)
