"""Table-driven tests of the tier-line notation and the parts around the tiers.

Each row is `(source text, expected effects)`; the id says which form it covers.
"""

from __future__ import annotations

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.compiler.lower import Lowerer
from statblock.diagnostics import Fragment, SourceFile
from statblock.rulesets.draw_steel.grammar.clauses import parse_clauses
from statblock.rulesets.draw_steel.runtime.effects import (
    OwnMove, ApplyCondition, Choice, Damage, Duration, ForcedMove, NoEffect, PotencyGate, Text)

from builders import errors, markdown_ability, native_ability

SAVE = Duration("save_ends")
EOT = Duration("end_of_turn")
EOE = Duration("end_of_encounter")

M, A, R, I, P = "might", "agility", "reason", "intuition", "presence"


def prone(duration=None, riders=()):
    return ApplyCondition("prone", duration, tuple(riders))


def compile_tier1(line: str, path: str = "t.ability"):
    text = markdown_ability(line) if path.endswith(".md") else native_ability(line)
    result = parse_text(text, path)
    assert len(result.abilities) == 1, result.diagnostics
    tiers = result.abilities[0].power_roll.tiers
    assert [t.number for t in tiers] == [1, 2, 3]
    return tiers[0].effects, result.diagnostics


# ---- damage ---------------------------------------------------------------------------------

DAMAGE = [
    pytest.param("3 + M damage", (Damage(3, (M,)),), id="damage-one-characteristic"),
    pytest.param("7 + M or A damage", (Damage(7, (M, A)),), id="damage-either-characteristic"),
    pytest.param("8 + M, R, I, or P holy damage", (Damage(8, (M, R, I, P), "holy"),), id="damage-four-oxford-comma"),
    pytest.param("8 + M, R, I or P holy damage", (Damage(8, (M, R, I, P), "holy"),), id="damage-four-no-oxford-comma"),
    pytest.param("3 + Might damage", (Damage(3, (M,)),), id="damage-characteristic-name"),
    pytest.param("14 damage", (Damage(14),), id="damage-flat"),
    pytest.param("9 cold damage", (Damage(9, (), "cold"),), id="damage-typed-cold"),
    pytest.param("3 + I holy damage", (Damage(3, (I,), "holy"),), id="damage-typed-with-characteristic"),
    pytest.param("2 corruption damage", (Damage(2, (), "corruption"),), id="damage-typed-corruption"),
    pytest.param("7 damage, 3 psychic damage", (Damage(7), Damage(3, (), "psychic")), id="damage-two-amounts"),
    pytest.param("3 + M damage.", (Damage(3, (M,)),), id="damage-trailing-period"),
]

# ---- potency, in every spelling found in the wild ------------------------------------------

POTENCY = [
    pytest.param("A < WEAK, prone", (PotencyGate(A, "weak", None, (prone(),)),), id="potency-upper-comma"),
    pytest.param("A < [weak], prone", (PotencyGate(A, "weak", None, (prone(),)),), id="potency-bracketed-lower"),
    pytest.param("A < [WEAK], prone", (PotencyGate(A, "weak", None, (prone(),)),), id="potency-bracketed-upper"),
    pytest.param("A<weak prone", (PotencyGate(A, "weak", None, (prone(),)),), id="potency-no-spaces"),
    pytest.param("A < WEAK prone", (PotencyGate(A, "weak", None, (prone(),)),), id="potency-no-comma"),
    pytest.param("M < 2 prone", (PotencyGate(M, None, 2, (prone(),)),), id="potency-number"),
    pytest.param("M < 0 bleeding (save ends)", (PotencyGate(M, None, 0, (ApplyCondition("bleeding", SAVE),)),),
                 id="potency-zero"),
    pytest.param("M < -1 prone", (PotencyGate(M, None, -1, (prone(),)),), id="potency-negative-number"),
    pytest.param("R < AVERAGE, dazed (save ends)", (PotencyGate(R, "average", None, (ApplyCondition("dazed", SAVE),)),),
                 id="potency-average"),
    pytest.param("P < STRONG, frightened (save ends)",
                 (PotencyGate(P, "strong", None, (ApplyCondition("frightened", SAVE),)),), id="potency-strong"),
    pytest.param("I < 2 weakened (save ends)", (PotencyGate(I, None, 2, (ApplyCondition("weakened", SAVE),)),),
                 id="potency-intuition"),
    pytest.param("A < WEAK, prone.", (PotencyGate(A, "weak", None, (prone(),)),), id="potency-trailing-period"),
    pytest.param("A < STRONG, grabbed or prone",
                 (PotencyGate(A, "strong", None, (Choice(((ApplyCondition("grabbed"),), (prone(),))),)),),
                 id="potency-gating-a-choice"),
    pytest.param("R < 3 the target can't hide", (PotencyGate(R, None, 3, (Text("the target can't hide"),)),),
                 id="potency-gating-verbatim-text"),
]

# ---- conditions, durations and riders --------------------------------------------------------

CONDITIONS = [
    pytest.param("prone", (prone(),), id="condition-bare"),
    pytest.param("grabbed", (ApplyCondition("grabbed"),), id="condition-grabbed"),
    pytest.param("slowed (save ends)", (ApplyCondition("slowed", SAVE),), id="duration-save-ends"),
    pytest.param("slowed (EoT)", (ApplyCondition("slowed", EOT),), id="duration-eot"),
    pytest.param("bleeding until the end of the encounter", (ApplyCondition("bleeding", EOE),),
                 id="duration-end-of-encounter"),
    pytest.param("weakened until the end of their next turn", (ApplyCondition("weakened", EOT),),
                 id="duration-end-of-their-next-turn"),
    pytest.param("dazed until the start of your next turn",
                 (ApplyCondition("dazed", Duration("until", "until the start of your next turn")),),
                 id="duration-other-until-kept-verbatim"),
    pytest.param("restrained and bleeding (save ends)",
                 (ApplyCondition("restrained", SAVE), ApplyCondition("bleeding", SAVE)),
                 id="two-conditions-share-a-duration"),
    pytest.param("prone and can't stand", (prone(riders=("cant_stand",)),), id="rider-cant-stand"),
    pytest.param("prone and can’t stand", (prone(riders=("cant_stand",)),), id="rider-curly-apostrophe"),
    pytest.param("A < WEAK, prone and can't stand (save ends)",
                 (PotencyGate(A, "weak", None, (prone(SAVE, ("cant_stand",)),)),), id="potency-rider-duration"),
    pytest.param("the target is restrained (save ends)", (ApplyCondition("restrained", SAVE),),
                 id="condition-with-subject"),
    pytest.param("grabbed or prone", (Choice(((ApplyCondition("grabbed"),), (prone(),))),), id="choice-conditions"),
    pytest.param("3 damage and restrained (EoT)", (Damage(3), ApplyCondition("restrained", EOT)),
                 id="damage-and-condition"),
]

# ---- forced movement ---------------------------------------------------------------------------

FORCED = [
    pytest.param("push 1", (ForcedMove("push", 1),), id="push"),
    pytest.param("pull 3", (ForcedMove("pull", 3),), id="pull"),
    pytest.param("slide 2", (ForcedMove("slide", 2),), id="slide"),
    pytest.param("vertical push 2", (ForcedMove("push", 2, True),), id="vertical-push"),
    pytest.param("vertical pull 10", (ForcedMove("pull", 10, True),), id="vertical-pull"),
    pytest.param("pull 10 or push 10", (Choice(((ForcedMove("pull", 10),), (ForcedMove("push", 10),))),),
                 id="choice-forced"),
    pytest.param("push or pull 3", (Choice(((ForcedMove("push", 3),), (ForcedMove("pull", 3),))),),
                 id="choice-forced-one-distance"),
    pytest.param("slide, pull, or push 2",
                 (Choice(((ForcedMove("slide", 2),), (ForcedMove("pull", 2),), (ForcedMove("push", 2),))),),
                 id="choice-forced-serial-one-distance"),
    pytest.param("prone or pull 1", (Choice(((prone(),), (ForcedMove("pull", 1),))),),
                 id="choice-condition-or-forced"),
    pytest.param("prone or push or pull 2",
                 (Choice(((prone(),), (ForcedMove("push", 2),), (ForcedMove("pull", 2),))),),
                 id="choice-condition-or-forced-one-distance"),
    pytest.param("push 3, prone", (ForcedMove("push", 3), prone()), id="push-then-condition"),
]

# ---- whole tier lines from DESIGN.md ----------------------------------------------------------

LINES = [
    pytest.param("3 + M damage; push 1", (Damage(3, (M,)), ForcedMove("push", 1)), id="design-damage-push"),
    pytest.param("2 + M damage; A < STRONG, slowed (save ends)",
                 (Damage(2, (M,)), PotencyGate(A, "strong", None, (ApplyCondition("slowed", SAVE),))),
                 id="design-damage-potency-slowed"),
    pytest.param("5 damage; M < 0 bleeding (save ends)",
                 (Damage(5), PotencyGate(M, None, 0, (ApplyCondition("bleeding", SAVE),))), id="design-bleeding"),
    pytest.param("9 cold damage; P < 5 slowed (save ends); the wraith shifts up to 3 squares",
                 (Damage(9, (), "cold"), PotencyGate(P, None, 5, (ApplyCondition("slowed", SAVE),)),
                  OwnMove("the wraith", "shift", 3, up_to=True, verb="shifts")), id="design-wraith"),
    pytest.param("6 damage, vertical push 2", (Damage(6), ForcedMove("push", 2, True)), id="design-vertical-push"),
    pytest.param("10 psychic damage; slowed (EoT)", (Damage(10, (), "psychic"), ApplyCondition("slowed", EOT)),
                 id="design-psychic-eot"),
    pytest.param("14 damage; grabbed", (Damage(14), ApplyCondition("grabbed")), id="design-grabbed"),
    pytest.param("5 damage; M < 2 prone if size 1, or slowed (save ends) otherwise",
                 (Damage(5), PotencyGate(M, None, 2, (Text("prone if size 1, or slowed (save ends) otherwise"),))),
                 id="design-size-condition-gated-text"),
    pytest.param("14 damage; grabbed or prone", (Damage(14), Choice(((ApplyCondition("grabbed"),), (prone(),)))),
                 id="damage-then-choice"),
    pytest.param("3 damage; grabbed; A < AVERAGE, restrained (EoT)",
                 (Damage(3), ApplyCondition("grabbed"), PotencyGate(A, "average", None,
                                                                  (ApplyCondition("restrained", EOT),))),
                 id="three-clauses"),
    pytest.param("No effect.", (NoEffect("No effect."),), id="no-effect-period"),
    pytest.param("No effect", (NoEffect("No effect"),), id="no-effect"),
]

# ---- verbatim text ---------------------------------------------------------------------------

TEXT = [
    pytest.param("the wraith howls at the moon", (Text("the wraith howls at the moon"),), id="text-howl"),
    pytest.param("You swap places with the target", (Text("You swap places with the target"),), id="text-capitalised"),
    pytest.param("3 damage; the target loses their turn", (Damage(3), Text("the target loses their turn")),
                 id="text-after-damage"),
    pytest.param("teleport 3", (Text("teleport 3"),), id="text-move-of-no-one"),
    pytest.param("the target can't be pulled (see Lop)", (Text("the target can't be pulled (see Lop)"),),
                 id="text-with-parenthesis"),
    pytest.param("The target loses 1d6 Stamina & is marked!", (Text("The target loses 1d6 Stamina & is marked!"),),
                 id="text-with-odd-characters"),
]


@pytest.mark.parametrize("line, expected", DAMAGE + POTENCY + CONDITIONS + FORCED + LINES + TEXT)
def test_tier_line_compiles_to_effects(line, expected):
    effects, diagnostics = compile_tier1(line)
    assert effects == expected
    assert errors(diagnostics) == []


# ---- the same forms inside Steel Compendium Markdown, links read as their text ------------------

MARKDOWN = [
    pytest.param("3 damage; A < WEAK, [prone](../../Conditions/Prone.md) and can't stand (save ends)",
                 (Damage(3), PotencyGate(A, "weak", None, (prone(SAVE, ("cant_stand",)),))), id="link-in-potency"),
    pytest.param("5 damage; [grabbed](../Conditions/Grabbed)", (Damage(5), ApplyCondition("grabbed")),
                 id="link-condition"),
    pytest.param("2 damage; [slowed](<../Conditions/Slowed>) (EoT)", (Damage(2), ApplyCondition("slowed", EOT)),
                 id="link-angle-brackets"),
    pytest.param("**4** damage; push 2", (Damage(4), ForcedMove("push", 2)), id="bold-number"),
    pytest.param("6 + M damage; A < [weak], prone", (Damage(6, (M,)), PotencyGate(A, "weak", None, (prone(),))),
                 id="bracketed-potency-not-a-link"),
]


@pytest.mark.parametrize("line, expected", MARKDOWN)
def test_markdown_tier_line_compiles_to_effects(line, expected):
    effects, diagnostics = compile_tier1(line, "ability.md")
    assert effects == expected
    assert errors(diagnostics) == []


def test_forced_moves_sharing_one_distance_are_read_without_a_word_said():
    # `push or pull 2`: the movements offered share the distance written once, after the last (was the
    # first movement read as a condition's name, SB110, and the clause kept as text)
    effects, diagnostics = compile_tier1("5 damage; pull or push 2", "ability.md")
    assert effects == (Damage(5), Choice(((ForcedMove("pull", 2),), (ForcedMove("push", 2),))))
    assert [d.code for d in diagnostics] == ["SB131"]  # (the builder's lower tiers deal less damage: said)


def test_a_modified_movement_does_not_lend_its_modifier_to_the_distance_shared():
    # `vertical push or pull 2`: whether `vertical` is said of the pull too cannot be told; never read as a
    # vertical push or a plain pull
    effects, _ = compile_tier1("vertical push or pull 2")
    assert not any(isinstance(e, Choice) for e in effects)


def test_a_distance_after_no_movement_is_lent_to_none():
    # `push or prone 1`: `prone 1` names no forced move, so `push` gets no distance from it
    effects, _ = compile_tier1("push or prone 1")
    assert not any(isinstance(e, Choice) and ForcedMove("push", 1) in [o[0] for o in e.options] for e in effects)


def test_markdown_link_text_is_kept_verbatim_in_text_clauses():
    effects, _ = compile_tier1("3 damage; the target is [judged](../Judgment.md) by you", "ability.md")
    assert effects == (Damage(3), Text("the target is judged by you"))


# ---- one spelling, one meaning ------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["A < WEAK, prone", "A < [weak], prone", "A<weak prone", "A < [WEAK], prone",
                                     "A <WEAK,prone", "A < weak , prone",
                                     "A < WEAK: prone", "Ａ＜弱：伏せ"])  # (a colon was text after the strength)
def test_potency_spellings_agree(variant):
    assert compile_tier1(variant)[0] == compile_tier1("A < WEAK, prone")[0]


@pytest.mark.parametrize(("variant", "written"), [
    ("3 + M damage, M < WEAK, prone", "3 + M damage; M < WEAK, prone"),
    ("3 + M ダメージ、M < 弱、伏せ", "3 + M ダメージ; M < 弱、伏せ"),
    ("push 2, A < 1, prone or slowed (save ends)", "push 2; A < 1, prone or slowed (save ends)"),
    # two atoms and more before the potency (the tier was text)
    ("3 damage, push 1, M < WEAK, prone", "3 damage, push 1; M < WEAK, prone"),
    ("5 damage, push 2, slide 1, M < AVERAGE, prone", "5 damage; push 2; slide 1; M < AVERAGE, prone"),
    ("3ダメージ、プッシュ1、M<弱、伏せ", "3ダメージ; プッシュ1; M<弱、伏せ"),
    ("dazed, slowed (save ends), A < 2, prone", "dazed, slowed (save ends); A < 2, prone"),
])
def test_a_comma_before_a_potency_is_read_as_the_books_semicolon(variant, written):
    """The whole tier was text: its damage or forced movement was lost, with no report."""
    effects, diagnostics = compile_tier1(variant)
    assert effects == compile_tier1(written)[0] and not errors(diagnostics)
    assert not any(isinstance(effect, Text) for effect in effects)


# ---- parse_clauses and Lowerer.clause_part, below the ability level ------------------------------


def _clauses(text: str):
    fragment = Fragment.at(SourceFile("x.ability", text), 0, len(text))
    return parse_clauses(fragment)


def test_clauses_split_at_top_level_semicolons_only():
    parts = _clauses("3 damage; the target (who is; oddly, wet) slides;  ; push 1")
    assert [p.text for p in parts] == ["3 damage", "the target (who is; oddly, wet) slides", "push 1"]


def test_clause_part_spans_point_into_the_source():
    text = "3 damage;  push 1"
    parts = _clauses(text)
    assert [(p.span.start, p.span.end) for p in parts] == [(0, 8), (11, 17)]
    assert [p.span.text for p in parts] == ["3 damage", "push 1"]


@pytest.mark.parametrize("text, expected", [
    pytest.param("3 + M damage", (Damage(3, (M,)),), id="damage"),
    pytest.param("A < WEAK, prone", (PotencyGate(A, "weak", None, (prone(),)),), id="potency"),
    pytest.param("push 1", (ForcedMove("push", 1),), id="push"),
    pytest.param("the wraith shifts", (Text("the wraith shifts"),), id="text"),
])
def test_clause_part_lowers_one_clause(text, expected):
    (part,) = _clauses(text)
    lowerer = Lowerer()
    assert lowerer.clause_part(part) == expected
    assert lowerer.diagnostics == []


def test_unknown_forced_movement_words_read_as_text_not_as_movement():
    (part,) = _clauses("teleport 3")
    assert Lowerer().clause_part(part) == (Text("teleport 3"),)


def test_ast_equality_ignores_positions():
    first = _clauses("3 damage; push 1")
    second = _clauses("3 damage;     push 1")
    assert first == second


# ---- the parts around the tiers ------------------------------------------------------------------


def _ability(text: str):
    result = parse_text(text, "t.ability")
    assert errors(result.diagnostics) == []
    (ability,) = result.abilities
    return ability


@pytest.mark.parametrize("distance, parts", [
    pytest.param("Melee 1", [{"kind": "melee", "size": 1}], id="melee"),
    pytest.param("Ranged 10", [{"kind": "ranged", "size": 10}], id="ranged"),
    pytest.param("Melee 1 or ranged 5", [{"kind": "melee", "size": 1}, {"kind": "ranged", "size": 5}],
                 id="melee-or-ranged"),
    pytest.param("Self", [{"kind": "self"}], id="self"),
    pytest.param("3 burst", [{"kind": "burst", "size": 3}], id="burst"),
    pytest.param("2 cube within 10", [{"kind": "cube", "size": 2, "within": 10}], id="cube"),
    pytest.param("5 x 1 line within 1", [{"kind": "line", "size": 5, "width": 1, "within": 1}], id="line"),
    pytest.param("10 wall within 10", [{"kind": "wall", "size": 10, "within": 10}], id="wall"),
    pytest.param("2 aura", [{"kind": "aura", "size": 2}], id="aura"),
    # the unit, as the rules' prose says it
    pytest.param("3 cube within 10 squares", [{"kind": "cube", "size": 3, "within": 10}], id="cube-squares"),
    pytest.param("5 x 1 line within 1 square", [{"kind": "line", "size": 5, "width": 1, "within": 1}],
                 id="line-square"),
    pytest.param("Ranged 10 squares", [{"kind": "ranged", "size": 10}], id="ranged-squares"),
    pytest.param("Melee 1 square or ranged 5 Squares", [{"kind": "melee", "size": 1}, {"kind": "ranged", "size": 5}],
                 id="melee-square-or-ranged-Squares"),
    # several areas of one shape, as monsters write them
    pytest.param("Four 3 cubes within 10", [{"kind": "cube", "size": 3, "within": 10, "count": 4}], id="cubes"),
    pytest.param("Three 10 x 1 lines within 1", [{"kind": "line", "size": 10, "width": 1, "within": 1, "count": 3}],
                 id="lines"),
    pytest.param("1 burst, or 3 cube within 5", [{"kind": "burst", "size": 1}, {"kind": "cube", "size": 3, "within": 5}],
                 id="comma-or"),
])
def test_distance(distance, parts):
    ability = _ability(native_ability("1 damage", header=f"Magic, Strike | Main action\n📏 {distance} | 🎯 Self"))
    assert ability.distance == {"text": distance, "parts": parts}


@pytest.mark.parametrize("target", ["One creature or object", "Each enemy in the area", "Self", "Three creatures"])
def test_target(target):
    ability = _ability(native_ability("1 damage", header=f"Magic | Main action\n📏 Melee 1 | 🎯 {target}"))
    assert ability.target == target


@pytest.mark.parametrize("action, expected", [
    ("Main action", "main_action"), ("Maneuver", "maneuver"), ("Triggered action", "triggered_action"),
    ("Free triggered action", "free_triggered_action"), ("Move action", "move_action"),
    ("Free maneuver", "free_maneuver"), ("Villain action 1", "villain_action_1"),
    ("Villain Action 3", "villain_action_3"),
])
def test_action_type(action, expected):
    ability = _ability(native_ability("1 damage", header=f"Magic, Melee, Strike | {action}\n📏 Melee 1 | 🎯 Self"))
    assert ability.action == expected
    assert ability.action_label == action


def test_keywords():
    ability = _ability(native_ability("1 damage", header="Magic, Melee, Strike | Main action"))
    assert ability.keywords == ("magic", "melee", "strike")
    assert ability.keyword_labels == ("Magic", "Melee", "Strike")


@pytest.mark.parametrize("roll, characteristics, bonus", [
    pytest.param("Power Roll + Might:", ("might",), None, id="one"),
    pytest.param("Power Roll + Might or Agility:", ("might", "agility"), None, id="either"),
    pytest.param("Power Roll + Reason, Intuition, or Presence:", ("reason", "intuition", "presence"), None,
                 id="list"),
    pytest.param("Power Roll + 2:", (), 2, id="monster-bonus"),
    pytest.param("Power Roll + Might", ("might",), None, id="no-colon"),
])
def test_power_roll_header(roll, characteristics, bonus):
    ability = _ability(native_ability("1 damage", roll=roll))
    assert ability.power_roll.characteristics == characteristics
    assert ability.power_roll.bonus == bonus


@pytest.mark.parametrize("name, expected", [
    pytest.param("Judgment's Hammer (3 Piety)", ("Judgment's Hammer", 3, "piety", False, False), id="cost"),
    pytest.param("Bury the Point (2 Malice)", ("Bury the Point", 2, "malice", False, False), id="malice"),
    pytest.param("Storm (5+ Essence)", ("Storm", 5, "essence", True, False), id="open-ended-cost"),
    pytest.param("Brutal Slam (Signature)", ("Brutal Slam", None, None, False, True), id="signature"),
    pytest.param("Sword Stab (Signature Ability)", ("Sword Stab", None, None, False, True), id="signature-ability"),
    pytest.param("Plain Name", ("Plain Name", None, None, False, False), id="no-cost"),
])
def test_name_and_cost(name, expected):
    ability = _ability(native_ability("1 damage", name=name))
    assert (ability.name, ability.cost_amount, ability.cost_resource, ability.cost_open_ended,
            ability.signature) == expected


def test_trigger_is_read_apart_from_sections():
    ability = _ability(native_ability("1 damage", header="Magic | Triggered action\nTrigger: A creature targets you.",
                                       after="Effect: You shift 1 square."))
    assert ability.trigger == "A creature targets you."
    assert [(s.label, s.kind, s.text) for s in ability.sections] == [("Effect", "effect", "You shift 1 square.")]


@pytest.mark.parametrize("section, expected", [
    pytest.param("Effect: Something happens.", ("effect", None, None), id="effect"),
    pytest.param("Strained: You take 2 damage.", ("strained", None, None), id="strained"),
    pytest.param("Spend 2 Piety: The damage doubles.", ("spend", 2, "piety"), id="spend"),
    pytest.param("Spend 1 Wrath: Push 1 more.", ("spend", 1, "wrath"), id="spend-wrath"),
    pytest.param("Persistent 1: The effect lasts.", ("persistent", 1, None), id="persistent"),
    pytest.param("2 Malice: Another target.", ("spend", 2, "malice"), id="monster-malice"),
])
def test_sections(section, expected):
    ability = _ability(native_ability("1 damage", after=section))
    (compiled,) = ability.sections
    assert (compiled.kind, compiled.amount, compiled.resource) == expected


def test_a_misspelt_area_is_named_and_kept_as_written():
    result = parse_text(native_ability("1 damage", header="Area, Magic | Main action\n📏 3 brust | 🎯 Each enemy"),
                        "t.ability")
    (found,) = result.diagnostics  # the slip alone: the Area keyword is not compared with it (no SB141)
    assert found.code == "SB115" and found.span.text == "brust" and found.help() == \
        "replace `brust` with `burst`"
    assert result.abilities[0].distance["parts"] == [{"kind": "brust", "size": 3}]


def test_a_number_word_that_is_no_count_is_not_read_as_one():
    """`Four 3 cubes` is a count; `Melee 3 cube` (a word that names no number) is no distance the notation reads."""
    ability = _ability(native_ability("1 damage", header="Magic | Main action\n📏 Melee 3 cube | 🎯 Self"))
    assert ability.distance == {"text": "Melee 3 cube", "parts": []}
