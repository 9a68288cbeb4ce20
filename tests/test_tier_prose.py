"""Tier clauses written as English prose that were kept as text unread (or read wrongly), each now read by the
rules of seeds 000/001, or kept as text and said. Each new reading prints in English and Japanese and reads back
the same. Short notation of our own."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effect_json
from statblock.rulesets.draw_steel.runtime import effects as fx

READ = [
    # a tier's area said as the ability's distance (seed 000: 「X バースト」 as a tier's outcome)
    ("distance-is", "The distance is a 3 burst", fx.TierArea(3, "burst")),
    ("distance-becomes", "its distance becomes a 2 cube", fx.TierArea(2, "cube")),
    ("distance-is-line", "the distance is a 5 x 1 line", fx.TierArea(5, "line", 1)),
    # a forced action: a signature ability used (seed 000's 「シグネチャー・アビリティ」), as a free strike made is
    ("use-signature", "the target uses a signature ability against a creature of your choice",
     fx.UseAbility("the target", "a creature of your choice", verb="uses")),
    ("use-signature-gated", "P < 1 the target uses a signature ability against the nearest ally",
     fx.PotencyGate("presence", None, 1, (fx.UseAbility("the target", "the nearest ally"),))),
    ("can-use-strike-edge", "one ally can use a strike signature ability that gains an edge against the target",
     fx.UseAbility("one ally", "the target", True, strike=True, edge="edge")),
    ("ja-use", "ターゲットは「the nearest ally」にシグネチャー・アビリティを使用する",
     fx.UseAbility("the target", "the nearest ally")),
]

# `falls prone` is prone alone (vocabulary), but before `and is dazed` it was a status of the ability's own named
# `falls prone` (custom, with the save), prone lost, in silence
COMPOUND = [
    ("falls-prone-and", "A < 1 the target falls prone and is dazed (save ends)",
     (fx.PotencyGate("agility", None, 1, (fx.ApplyCondition("prone", fx.SAVE_ENDS),
                                          fx.ApplyCondition("dazed", fx.SAVE_ENDS))),)),
    ("lands-prone-and", "the target lands prone and is slowed (EoT)",
     (fx.ApplyCondition("prone", fx.END_OF_TURN), fx.ApplyCondition("slowed", fx.END_OF_TURN))),
    ("status-and", "the target can't shift and is slowed (save ends)",  # (a status of its own, as before)
     (fx.ApplyCondition("can't shift", fx.SAVE_ENDS, custom=True, who="the target"),
      fx.ApplyCondition("slowed", fx.SAVE_ENDS))),
]


@pytest.mark.parametrize("clause, expected", [c[1:] for c in COMPOUND], ids=[c[0] for c in COMPOUND])
def test_a_condition_of_several_words_before_and_is_that_condition(clause, expected):
    effects = clause_effects(clause)
    assert effects == expected
    for lang in ("en", "ja"):
        assert clause_effects(clause_text(effects, lang)) == effects


@pytest.mark.parametrize("clause, expected", [r[1:] for r in READ], ids=[r[0] for r in READ])
def test_the_clause_is_its_effect(clause, expected):
    assert clause_effects(clause) == (expected,)


@pytest.mark.parametrize("clause", [r[1] for r in READ], ids=[r[0] for r in READ])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_cards_print_it_and_it_reads_back(clause, lang):
    effects = clause_effects(clause)
    assert clause_effects(clause_text(effects, lang)) == effects


def test_a_signature_ability_used_is_its_own_kind_in_the_json():
    data = effect_json.dump(fx.UseAbility("one ally", "the target", True, "use", True, "double_bane"))
    assert (data["kind"], data["ability"], data["edge"]) == ("use_ability", "strike_signature", "double_bane")
    assert effect_json.load(data) == fx.UseAbility("one ally", "the target", True, strike=True, edge="double_bane")
    assert "edge" not in effect_json.dump(fx.UseAbility("you"))


def test_roll_leaves_a_signature_ability_used_to_the_player():
    from statblock.rulesets.draw_steel.runtime.apply import apply_tier
    from statblock.rulesets.draw_steel.runtime.hero import Target

    use = fx.UseAbility("the target", "the nearest ally")
    result = apply_tier((fx.Damage(2), use), Target("t", dict.fromkeys(
        ("might", "agility", "reason", "intuition", "presence"), 0), 20))
    assert [d.amount for d in result.damage] == [2] and result.text == (use,)


def test_the_distance_sentence_is_printed_as_written_and_kept_in_the_json():
    (area,) = clause_effects("The distance is a 3 burst")
    assert area.said == "The distance is a"
    assert clause_text((area,), "en") == "The distance is a 3 burst"
    assert clause_text((area,), "ja") == "3 バースト"
    assert effect_json.dump(area)["said"] == "The distance is a"
    assert effect_json.load(effect_json.dump(area)).said == "The distance is a"
    assert "said" not in effect_json.dump(fx.TierArea(3, "burst"))


STAYS = [
    ("distance-melee", "The distance is Melee 2"),          # a reach, no area
    ("distance-of-other", "the pull's distance is a 3 burst"),  # not the ability's distance
    ("distance-unknown-shape", "the distance is a 3 blob"),
    ("use-unknown-doer", "the wizard's cat uses a signature ability"),   # no creature the ruleset knows
    # (`as a free triggered action, one ally can use a signature ability`, the action said before it or after whom, is
    # read: test_use_ability_action.py)
    # another action after whom (was read as whom: `against` "an enemy as a free maneuver")
    ("use-as-after-whom-edge", "the target can use a strike signature ability that gains an edge against an enemy as a "
                               "free maneuver"),
    ("use-other-ability", "the target uses a heroic ability"),
    ("use-no-one-named", "uses a signature ability against the nearest ally"),
]


@pytest.mark.parametrize("clause", [s[1] for s in STAYS], ids=[s[0] for s in STAYS])
def test_what_is_not_so_stays_text(clause):
    assert clause_effects(clause) == (fx.Text(clause),)


# A second sentence in a tier clause: the first read, what does not read kept as text after it (it was all text,
# the condition before it unread). The English card prints it as written; the Japanese reads back.
SENTENCES = [
    ("after-save-ends", "slowed (save ends). The target can't regain Stamina until the condition ends.",
     (fx.ApplyCondition("slowed", fx.SAVE_ENDS), fx.Text("The target can't regain Stamina until the condition ends."))),
    ("after-potency", "M < 1 weakened (save ends). While weakened this way, the target takes 2 poison damage at the "
     "start of each of its turns.",
     (fx.PotencyGate("might", None, 1, (fx.ApplyCondition("weakened", fx.SAVE_ENDS),)),
      fx.Text("While weakened this way, the target takes 2 poison damage at the start of each of its turns."))),
    ("both-read", "3 damage. The target is slowed (EoT)",
     (fx.Damage(3), fx.ApplyCondition("slowed", fx.END_OF_TURN))),
    # a known condition with its source, said of the target (`kept_as_text` looks at a phrase's last word: `you`)
    ("source-after-potency", "I < 2 the target is frightened of you (save ends). The target must move away from you.",
     (fx.PotencyGate("intuition", None, 2, (fx.ApplyCondition("frightened", fx.SAVE_ENDS, source="of you"),)),
      fx.Text("The target must move away from you."))),
    ("text-between", "3 damage. The rift hums. You gain 1 surge",
     (fx.Damage(3), fx.Text("The rift hums."), fx.ResourceChange("You", "surge", 1))),
]


@pytest.mark.parametrize("clause, expected", [s[1:] for s in SENTENCES], ids=[s[0] for s in SENTENCES])
def test_each_sentence_is_read_and_the_rest_kept(clause, expected):
    assert clause_effects(clause) == expected


AS_WRITTEN = ("after-save-ends", "after-potency", "text-between")


@pytest.mark.parametrize("clause", [s[1] for s in SENTENCES if s[0] in AS_WRITTEN], ids=AS_WRITTEN)
def test_the_english_card_prints_the_sentences_as_written(clause):
    assert clause_text(clause_effects(clause), "en") == clause


@pytest.mark.parametrize("clause", [s[1] for s in SENTENCES], ids=[s[0] for s in SENTENCES])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_sentences_read_back(clause, lang):
    effects = clause_effects(clause)
    assert clause_effects(clause_text(effects, lang)) == effects


def test_a_first_sentence_that_does_not_read_keeps_the_clause_text():
    """The first sentence is what the rest may say more of: unread, nothing after it is read either."""
    clause = "The rift closes. 3 damage"
    assert clause_effects(clause) == (fx.Text(clause),)


def test_a_sentence_of_no_condition_known_is_kept_as_text_not_made_a_condition():
    (gate, rest) = clause_effects("M < 1 weakened (save ends). Glimmering dust")
    assert isinstance(gate, fx.PotencyGate) and rest == fx.Text("Glimmering dust")


def test_in_a_tier_the_japanese_card_reads_back_to_the_same_effects():
    from statblock.pipeline import read_text

    head = "Test Spit\nMagic, Ranged, Strike | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + 2:\n"
    clause = SENTENCES[1][1]
    english = read_text("t.ability", head + f"≤11: 3 damage; {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    effects = english.abilities[0].power_roll.tiers[0].effects
    japanese = read_text("t.ability", head + f"≤11: {clause_text(effects, 'ja')}\n12-16: 5 damage\n17+: 8 damage\n")
    assert japanese.abilities[0].power_roll.tiers[0].effects == effects
    # (the later sentence, kept as text, is said so in each: SB138, an information, at its words)
    for result in (english, japanese):
        (said,) = result.diagnostics
        assert (said.code, said.severity.value) == ("SB138", "info")
        assert result.source.text[said.span.start:said.span.end] == effects[-1].text


def test_many_sentences_are_read_in_linear_time():
    from bounds import time_bound
    from statblock.rulesets.draw_steel.grammar.clauses import parse_clause_text

    with time_bound(10):
        items = parse_clause_text("3 damage. " + "".join(f"Odd word {n}. " for n in range(3000)) + "Slowed (EoT)")
    assert isinstance(items[1], clause_ast().TextClause) and len(items) == 3, items


def clause_ast():
    from statblock.rulesets.draw_steel import ast
    return ast


@pytest.mark.parametrize("clause", ["減速 (セーヴ終了)。何かが起こる。", "M < 1、衰弱 (セーヴ終了)。何かが起こる。"])
def test_japanese_prose_after_a_sentence_keeps_the_clause_one_text(clause):
    """As a Japanese tier's prose stays whole (test_japanese_probe4.py): only the English a card prints is cut off."""
    effects = clause_effects(clause)
    assert len(effects) == 1 and not any(isinstance(e, fx.ApplyCondition) for e in effects)



def _tier1(clause: str):
    from statblock.pipeline import read_text

    head = "Shove\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
    result = read_text("t.ability", head + f"≤11: 3 damage; {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    return result.abilities[0].power_roll.tiers[0].effects, [(d.code, d.severity.value) for d in result.diagnostics]


@pytest.mark.parametrize("clause", ["push special", "vertical slide special", "M < 2 pull special", "プッシュ 特殊"])
def test_a_forced_move_of_special_distance_stays_text_and_is_said(clause):
    """Seed 000's forced movement has a distance in squares; `special` (given elsewhere in the ability's text) is
    no distance, so the tier moves no one: kept as text (was: in silence), SB110 asks for the distance."""
    effects, codes = _tier1(clause)
    assert codes == [("SB110", "warning")]
    assert not any(isinstance(e, fx.ForcedMove) for e in effects)
    gated = [e for e in effects if isinstance(e, fx.PotencyGate)]
    texts = [e for e in effects if isinstance(e, fx.Text)] + [x for g in gated for x in g.effects]
    assert [t.text for t in texts] == [clause.removeprefix("M < 2 ")]


@pytest.mark.parametrize("clause, said", [
    ("push special and prone", "push special"),
    ("M < 2 push special and prone", "push special"),
    ("slide special, and the target is dazed (EoT)", "slide special"),
], ids=["and-condition", "behind-a-potency", "comma"])
def test_a_forced_move_of_special_distance_joined_to_more_is_said_too(clause, said):
    """A published tier 3 `push special and prone` (its tiers 1 and 2 `push special`, each SB110): it was kept as
    text with nothing said, the one tier of the three; the movement is now named as in the others."""
    from statblock.pipeline import read_text

    head = "Shove\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
    result = read_text("t.ability", head + f"≤11: 3 damage; {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    (found,) = result.diagnostics
    assert (found.code, found.severity.value) == ("SB110", "warning")
    assert said in found.message.render("en")
    assert not any(isinstance(e, fx.ForcedMove) for e in result.abilities[0].power_roll.tiers[0].effects)


@pytest.mark.parametrize("clause", ["push special effects apply", "push specially hard"], ids=["prose", "other-word"])
def test_special_in_longer_prose_is_not_named(clause):
    """No SB110 for prose that only starts so: the text is said as text (SB138, information), nothing more."""
    effects, codes = _tier1(clause)
    assert codes == [("SB138", "info")]


def test_a_forced_move_in_words_behind_a_potency_is_said_too():
    effects, codes = _tier1("M < 1 push two")
    assert codes == [("SB126", "warning")]


@pytest.mark.parametrize("clause", ["you and the enemy are slowed (EoT)", "the target and the enemy are slowed (EoT)"])
def test_a_condition_on_the_targets_and_someone_unread_stays_text_whole(clause):
    """Such a clause is not cut: half of it read would slow the target alone, the text (verbatim, the English
    card printing it so) is what is left to the player, as `roll` says it, and `check` (SB138, an information: it was
    said nowhere). (`you and the target are slowed (EoT)` is read, on each: test_condition_subjects.py.)"""
    effects, codes = _tier1(clause)
    assert effects[1:] == (fx.Text(clause),) and codes == [("SB138", "info")]
    assert clause_text(effects[1:], "en") == clause


# a full stop that ends no sentence: an abbreviation's (`e.g.`, `vs.`, `St.`) or one lower case follows; the clause
# was cut there, `e.g.` kept as text and the example after it read as the tier's effect (`the target is slowed`)
@pytest.mark.parametrize("clause", [
    "3 damage. e.g. the target is slowed (EoT)",
    "3 damage. Vs. the target is slowed (EoT)",
    "3 damage. push 2. The target can't move.",
])
def test_a_stop_that_ends_no_sentence_cuts_nothing(clause):
    effects = clause_effects(clause)
    assert not any(isinstance(e, fx.ApplyCondition | fx.ForcedMove) for e in effects)
    assert "".join(e.text for e in effects if isinstance(e, fx.Text)).replace(" ", "") in clause.replace(" ", "") \
        and any(isinstance(e, fx.Text) for e in effects)


def test_sentence_stops_skip_abbreviations_and_lower_case():
    from statblock.rulesets.draw_steel.grammar.full_stops import sentence_stops

    assert sentence_stops("2 damage. e.g. this. St. Cuthbert. The target") == [(19, 21), (33, 35)]


# a tier's area among other effects (`3 damage. The distance is a 3 burst`) was read, but cards joined it with a
# comma (`3 damage, The distance is a 3 burst`, `3 ダメージ、3 バースト`), text when read back; now a sentence of its own
@pytest.mark.parametrize("clause", ["3 damage. The distance is a 3 burst", "3 damage. 2 cube", "3 ダメージ。3 バースト"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_tier_area_after_another_effect_reads_back(clause, lang):
    effects = clause_effects(clause)
    assert any(isinstance(e, fx.TierArea) for e in effects) and any(isinstance(e, fx.Damage) for e in effects)
    assert clause_effects(clause_text(effects, lang)) == effects


# a clause after a condition's `by`/`of` was taken for its source (`slowed` with source `by the noise unless it is
# deaf`): slowed on every target, the `unless` lost to a field no one applies; alone and as a later sentence
@pytest.mark.parametrize("clause", ["the target is slowed by the noise unless it is deaf (save ends)",
                                    "3 damage. The target is slowed by the noise unless it is deaf (save ends).",
                                    "3 damage. The target is grabbed by you while it is adjacent (save ends)."])
def test_a_clause_after_a_condition_is_no_source(clause):
    effects = clause_effects(clause)
    assert not any(isinstance(e, fx.ApplyCondition) for e in effects)
    assert isinstance(effects[-1], fx.Text) and ("unless" in effects[-1].text or "while" in effects[-1].text)


def test_a_source_is_still_a_source():
    (effect,) = clause_effects("the target is frightened of the knight (save ends)")
    assert (effect.condition, effect.source) == ("frightened", "of the knight")
