"""Conditions and damage a tier says of creatures other than the targets and the user (`compiler/others.py`): allies
(`each ally is slowed (EoT)`) and creatures near someone (`each enemy within 2 squares of them is frightened of you
(save ends)`, `each enemy adjacent to the target takes 3 damage`), alone or with the target (`the target and one ally
within 2 squares of them are slowed (EoT)`). Seed 000: a tier's effects land on the targets unless it says otherwise;
these say otherwise. Each was text (SB138); now the effect is kept with whom it is said of, the cards say it so in
either language and read back to it, and `roll` applies it to no target and says it under each. Short examples
written for these tests."""

from __future__ import annotations

import random

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target
from statblock.rulesets.draw_steel.runtime.report_json import resolution_json
from statblock.rulesets.draw_steel.runtime.report_text import resolution_text
from statblock.rulesets.draw_steel.runtime.resolve import resolve

SCORES = {"might": 2, "agility": 1, "reason": 0, "intuition": 0, "presence": 0}


def _text(clause: str, damage: tuple[int, int, int] = (3, 5, 8)) -> str:
    english = clause.isascii()
    roll, word = ("Power Roll + Might:", "damage") if english else ("パワーロール + 筋力:", "ダメージ")
    labels = ("≤11", "12-16", "17+")
    return ("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n" + roll + "\n"
            + "".join(f"{label}: {amount} {word}; {clause}\n" for label, amount in zip(labels, damage)))


def _tier1(clause: str):
    result = read_text("t.ability", _text(clause))
    return result.abilities[0].power_roll.tiers[0].effects[1:], [d.code for d in result.diagnostics]


def _who(effects) -> list[tuple[str, str, str | None]]:
    return [(type(e).__name__, getattr(e, "condition", None) or str(e.amount), e.subject) for e in effects]


READ = [
    ("frightened-near-them", "each enemy within 2 squares of them is frightened of you (save ends)",
     [("ApplyCondition", "frightened", "each enemy within 2 squares of them")]),
    ("damage-near-target", "each enemy within 2 squares of the target takes 3 damage",
     [("Damage", "3", "each enemy within 2 squares of the target")]),
    ("adjacent-two-conditions", "each enemy adjacent to the target is slowed and weakened (save ends)",
     [("ApplyCondition", "slowed", "each enemy adjacent to the target"),
      ("ApplyCondition", "weakened", "each enemy adjacent to the target")]),
    ("each-ally", "each ally is slowed (EoT)", [("ApplyCondition", "slowed", "each ally")]),
    ("one-ally-near-you", "one ally within 5 squares of you is prone", [("ApplyCondition", "prone", "one ally within 5 squares of you")]),
    ("target-and-one-ally-near", "the target and one ally within 2 squares of them are slowed (EoT)",
     [("ApplyCondition", "slowed", None), ("ApplyCondition", "slowed", "one ally within 2 squares of them")]),
    ("one-ally-near-and-target", "one ally within 2 squares of them and the target are slowed (EoT)",
     [("ApplyCondition", "slowed", "one ally within 2 squares of them"), ("ApplyCondition", "slowed", None)]),
    ("target-and-one-ally", "the target and one ally are slowed (EoT)",
     [("ApplyCondition", "slowed", None), ("ApplyCondition", "slowed", "one ally")]),
    ("ja-each-ally", "各味方は減速 (EoT)", [("ApplyCondition", "slowed", "each ally")]),
    # allies said of all at once, as `each ally` (were text, SB138, their Japanese card English)
    ("all-allies", "all allies are slowed (EoT)", [("ApplyCondition", "slowed", "all allies")]),
    ("your-allies", "your allies are weakened (save ends)", [("ApplyCondition", "weakened", "your allies")]),
    ("target-and-all-allies", "the target and all allies are slowed (EoT)",
     [("ApplyCondition", "slowed", None), ("ApplyCondition", "slowed", "all allies")]),
    ("ja-all-allies", "すべての味方は減速 (EoT)", [("ApplyCondition", "slowed", "all allies")]),
    ("ja-your-allies", "あなたの味方は衰弱 (セーヴ終了)", [("ApplyCondition", "weakened", "your allies")]),
    ("ja-one-ally", "1体の味方は減速 (EoT)", [("ApplyCondition", "slowed", "one ally")]),
    # (the Japanese of `the target and one ally …`: it did not even lex, and was text)
    ("ja-target-and-one-ally", "ターゲットと1体の味方は減速 (EoT)",
     [("ApplyCondition", "slowed", None), ("ApplyCondition", "slowed", "one ally")]),
    ("ja-damage-near-target", "ターゲットから2 スクエア以内の各敵は 3 ダメージを受ける",
     [("Damage", "3", "each enemy within 2 squares of the target")]),
    # two others at once, the place said once of both (was text, SB138: `roll` applied neither)
    ("each-enemy-and-each-ally-in-the-area", "each enemy and each ally in the area is slowed (save ends)",
     [("ApplyCondition", "slowed", "each enemy in the area"), ("ApplyCondition", "slowed", "each ally in the area")]),
    ("each-ally-in-the-area", "each ally in the area is slowed (EoT)",
     [("ApplyCondition", "slowed", "each ally in the area")]),
    ("ja-each-enemy-and-each-ally-in-the-area", "領域内の各敵と領域内の各味方は減速 (セーヴ終了)",
     [("ApplyCondition", "slowed", "each enemy in the area"), ("ApplyCondition", "slowed", "each ally in the area")]),
    ("each-said-once", "each enemy and ally in the area are slowed (save ends)",
     [("ApplyCondition", "slowed", "each enemy in the area"), ("ApplyCondition", "slowed", "each ally in the area")]),
    # (the place said once, first, of both)
    ("ja-place-once", "領域内の各敵と各味方は減速 (セーヴ終了)",
     [("ApplyCondition", "slowed", "each enemy in the area"), ("ApplyCondition", "slowed", "each ally in the area")]),
]


@pytest.mark.parametrize(("clause", "read"), [row[1:] for row in READ], ids=[row[0] for row in READ])
def test_an_effect_said_of_others_is_read_with_whom_it_is_said_of(clause, read):
    effects, codes = _tier1(clause)
    assert _who(effects) == read and codes == []


@pytest.mark.parametrize("clause", [row[1] for row in READ], ids=[row[0] for row in READ])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_its_cards_read_back_to_the_same_effects(clause, lang):
    effects, _ = _tier1(clause)
    card = clause_text(list(effects), lang)
    assert "「" not in card  # (no English quoted on a Japanese card)
    back, codes = _tier1(card)
    assert back == effects and codes == [], card


@pytest.mark.parametrize(("clause", "english"), [("all allies are slowed (EoT)", "all allies are slowed (EoT)"),
                                                 ("すべての味方は減速 (EoT)", "all allies are slowed (EoT)"),
                                                 ("各味方は減速 (EoT)", "each ally is slowed (EoT)")])
def test_the_english_card_says_are_of_several(clause, english):
    effects, _ = _tier1(clause)
    assert clause_text(list(effects), "en") == english


def test_them_is_the_target():
    """`within 2 squares of them` (the target, in a tier) is kept as written (the English card prints the source's
    words), is the same creature as `of the target` (`effects.as_said`), and a Japanese card says it
    `ターゲットから2 スクエア以内の`, which reads back to it; a sentence's doer so measured (`gains 1 surge`) likewise (its
    Japanese card quoted the English)."""
    effects, _ = _tier1("each ally within 2 squares of them is slowed (EoT)")
    assert clause_text(list(effects), "en") == "each ally within 2 squares of them is slowed (EoT)"
    assert clause_text(list(effects), "ja").startswith("ターゲットから2 スクエア以内の各味方は")
    assert effects == _tier1("each ally within 2 squares of the target is slowed (EoT)")[0]
    assert effects != _tier1("each ally within 2 squares of you is slowed (EoT)")[0]
    gains, _ = _tier1("each ally within 2 squares of them gains 1 surge")
    assert gains == _tier1("each ally within 2 squares of the target gains 1 surge")[0]
    assert clause_text(list(gains), "ja") == "ターゲットから2 スクエア以内の各味方はサージ 1 を得る"


STAYS_TEXT = [
    # the Director and `the enemy` are no creature said where (each enemy alone may be an area's targets: read as some
    # of them, who as written, `test_card_subjects.py`)
    "the Director is slowed (EoT)", "the enemy is slowed (EoT)",
    "all enemies are slowed (EoT)", "all creatures are slowed (EoT)",
    "ディレクターは減速 (EoT)",
    # a status of the ability's own, a condition the rules do not define: the target's reading of it is not a
    # Draw Steel condition
    "each enemy within 2 squares of the target is burning (EoT)",
    "each ally within 2 squares of you can't hide (EoT)",
    # damage of two at once, the user and allies: no card says them so; damage of allies not narrowed (they may be the
    # targets: `Self and each ally`)
    "the target and each enemy adjacent to them take 3 damage",
    "each ally takes 2 damage",
    # a part after a join said of a creature of its own: the target's, not the subject's (each was read as the allies'
    # or the enemies', the target's weakened or slowed put on them)
    "each ally is slowed and the target is weakened (EoT)",
    "each enemy within 2 squares of the target takes 3 damage and the target is slowed",
    "each ally is slowed, and they are weakened (EoT)",
    "各味方は減速し、ターゲットは衰弱 (EoT)", "各味方は減速し、ターゲットを伏せ状態にする",
    # damage and a condition of others: a card would say them apart, which would not read back
    "each enemy adjacent to the target takes 3 damage and is slowed (EoT)",
]


@pytest.mark.parametrize("clause", STAYS_TEXT)
def test_what_is_not_so_read_stays_text_and_is_said(clause):
    effects, codes = _tier1(clause)
    assert effects == (fx.Text(clause),) and codes == ["SB138"] * 3  # (once a tier)


def test_damage_of_others_is_no_measure_of_the_tier():
    """SB131 (damage that goes down a tier) counted the 3 damage said of the enemies near the target in tier 1's
    damage to the target: tier 1 had 6, tier 2 5. Only the targets' damage compares."""
    text = _text("each enemy within 2 squares of the target takes 3 damage", damage=(3, 5, 8))
    text = text.replace("12-16: 5 damage; each enemy within 2 squares of the target takes 3 damage", "12-16: 5 damage")
    result = read_text("t.ability", text)
    assert [d.code for d in result.diagnostics] == []
    fewer = read_text("t.ability", text.replace("12-16: 5 damage", "12-16: 2 damage"))
    assert [d.code for d in fewer.diagnostics] == ["SB131"]


def test_roll_applies_it_to_no_target_and_says_it_under_each():
    result = read_text("t.ability", _text("each enemy within 2 squares of them is frightened of you (save ends)")
                       .replace("One creature", "Two creatures"))
    bound = bind(result.abilities[0], Hero("Korva", SCORES, level=1))
    targets = [Target("Bandit", dict.fromkeys(SCORES, 0), 20), Target("Goblin", dict.fromkeys(SCORES, 0), 20)]
    resolution = resolve(bound, targets, random.Random(1), automatic=1)
    for landed in resolution.targets:
        assert landed.conditions == () and [e.subject for e in landed.text] == ["each enemy within 2 squares of them"]
    assert resolution.on_you == ()
    report = resolution_text(resolution, bound)
    assert report.count("each enemy within 2 squares of them is frightened of you (save ends)") == 2
    data = resolution_json(resolution, bound)
    assert [t["conditions"] for t in data["targets"]] == [[], []]


@pytest.mark.parametrize(("target", "conditions", "said"), [
    # each creature in the area: the enemies and the allies are the targets, slowed once
    ("Each creature in the area", ["slowed"], ()),
    ("領域内の各クリーチャー", ["slowed"], ()),
    ("Each enemy and each ally in the area", ["slowed"], ()),
    # each enemy in the area: the enemies are the targets; the allies' slowed is said under each, for the table
    ("Each enemy in the area", ["slowed"], ("each ally in the area",)),
    ("Each ally in the area", ["slowed"], ("each enemy in the area",)),
    # `each marked enemy` is not each enemy: both said, none applied
    ("Each marked enemy in the area", [], ("each enemy in the area", "each ally in the area")),
])
def test_a_condition_of_each_enemy_and_each_ally_in_the_area_lands_on_whom_the_target_line_names(
        target, conditions, said):
    """`each enemy and each ally in the area is slowed (save ends)` was text: `roll` applied the slowed to no one.
    Both subjects are read; `bind` puts a condition on the targets where the target line names its subject (seed
    000: the target line says whom the ability affects), once, and `roll` says the rest under each target."""
    clause = "each enemy and each ally in the area is slowed (save ends)"
    text = (f"Cold Snap\nArea, Magic | Main action\n📏 3 burst | 🎯 {target}\nPower Roll + Might:\n"
            + "".join(f"{label}: 2 cold damage; {clause}\n" for label in ("≤11", "12-16", "17+")))
    result = read_text("t.ability", text)
    assert [d.code for d in result.diagnostics] == []
    bound = bind(result.abilities[0], Hero("Korva", SCORES, level=1))
    outcome = resolve(bound, [Target("bandit", dict.fromkeys(SCORES, 0), 20)], random.Random(1))
    (landed,) = outcome.targets
    assert [c.condition for c in landed.conditions] == conditions
    assert tuple(e.subject for e in landed.text) == said
    assert all(e.condition == "slowed" for e in landed.text)


CHOICES = [
    ("each-enemy-in-the-area", "each enemy in the area is prone or slowed (EoT)", "each enemy in the area"),
    ("ja-each-enemy-in-the-area", "領域内の各敵は伏せまたは減速 (EoT)", "each enemy in the area"),
    ("each-ally", "each ally is prone or slowed", "each ally"),
    ("ja-each-ally", "各味方は伏せもしくは減速 (セーヴ終了)", "each ally"),
    ("near-them", "each enemy within 2 squares of them is dazed, slowed, or weakened (save ends)",
     "each enemy within 2 squares of them"),
]


@pytest.mark.parametrize(("clause", "subject"), [row[1:] for row in CHOICES], ids=[row[0] for row in CHOICES])
def test_a_choice_of_conditions_said_of_others_is_read_and_its_cards_read_back(clause, subject):
    """`each enemy in the area is prone or slowed (EoT)` was text (SB138), while `the target is prone or slowed (EoT)`
    and `each enemy in the area is slowed (EoT)` were read: now a choice of the conditions, each option said of them;
    the Japanese (`または`, whose は was taken for a topic of its own) likewise; each card reads back to it."""
    effects, codes = _tier1(clause)
    assert codes == [] and [e.kind for e in effects] == ["choice"]
    (choice,) = effects
    assert len(choice.options) >= 2 and all(len(option) == 1 and option[0].kind == "condition"
                                            and option[0].subject == subject for option in choice.options)
    for lang in ("en", "ja"):
        card = clause_text(list(effects), lang)
        assert "「" not in card
        back, codes = _tier1(card)
        assert back == effects and codes == [], card


@pytest.mark.parametrize("clause", ["each enemy and each ally in the area are prone or slowed (EoT)",
                                    "each ally is prone or the target is slowed (EoT)"])
def test_a_choice_said_of_two_others_or_split_between_creatures_stays_text(clause):
    """No card says one choice of two subjects: text, said (SB138), never a choice on one of them."""
    effects, codes = _tier1(clause)
    assert [e.kind for e in effects] == ["text"] and "SB138" in codes


@pytest.mark.parametrize(("target", "on_the_target", "said"), [
    ("Each enemy in the area", 1, 0),  # (the enemies are the targets: the choice is on each, once)
    ("Each ally in the area", 0, 1),   # (the enemies are none of them: said under each, for the table)
])
def test_roll_puts_a_choice_of_conditions_on_whom_the_target_line_names(target, on_the_target, said):
    clause = "each enemy in the area is prone or slowed (EoT)"
    text = (f"Cold Snap\nArea, Magic | Main action\n📏 3 burst | 🎯 {target}\nPower Roll + Might:\n"
            + "".join(f"{label}: 2 cold damage; {clause}\n" for label in ("≤11", "12-16", "17+")))
    result = read_text("t.ability", text)
    assert [d.code for d in result.diagnostics] == []
    bound = bind(result.abilities[0], Hero("Korva", SCORES, level=1))
    outcome = resolve(bound, [Target("bandit", dict.fromkeys(SCORES, 0), 20)], random.Random(1))
    (landed,) = outcome.targets
    assert len(landed.conditions) == on_the_target and len(landed.text) == said
    assert {c.condition for c in landed.conditions} <= {"prone", "slowed"}
    assert all(e.subject == "each enemy in the area" for e in landed.text)
