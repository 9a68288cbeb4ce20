"""Who a tier's condition lands on when the tier names it: the targets (`the target is slowed`), some of them
(`one target is grabbed`), or the creature using the ability (`you are slowed (EoT)`, `あなたは減速 (EoT)`). Seed 000:
a tier's effects land on the targets unless it says otherwise, and one said of the user lands on it once, not on
each target; the table plays it (`roll` keeps it as the effect, said in the report's language, and applies it to no
target). Short examples written for these tests."""

from __future__ import annotations

import random

import attrs
import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target
from statblock.rulesets.draw_steel.runtime.report_text import resolution_text
from statblock.rulesets.draw_steel.runtime.resolve import resolve

HEAD = "Shove\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 Two creatures\n"
SCORES = {"might": 2, "agility": 1, "reason": 0, "intuition": 0, "presence": 0}


def _read(clause: str):
    """The ability whose every tier is `3 damage; clause` (in the clause's language), and its diagnostics' codes."""
    english = clause.isascii()
    roll, damage = ("Power Roll + Might:", "3 damage") if english else ("パワーロール + 筋力:", "3 ダメージ")
    text = HEAD + roll + "\n" + "".join(f"{label}: {damage}; {clause}\n" for label in ("≤11", "12-16", "17+"))
    result = read_text("t.ability", text)
    return result.abilities[0], [d.code for d in result.diagnostics]


def _tier1(clause: str):
    ability, codes = _read(clause)
    return ability.power_roll.tiers[0].effects[1:], codes


def _on(effects) -> list[tuple[str, str | None, str | None]]:
    return [(e.condition, e.subject and e.subject.lower(), e.duration and e.duration.kind) for e in effects]


ON_YOU = [
    ("en", "you are slowed (EoT)", [("slowed", "you", "end_of_turn")]),
    ("en-capital", "You are weakened (save ends)", [("weakened", "you", "save_ends")]),
    ("en-two", "you are slowed and weakened (EoT)", [("slowed", "you", "end_of_turn"), ("weakened", "you", "end_of_turn")]),
    ("en-knocked", "you are knocked prone", [("prone", "you", None)]),
    ("en-become", "you become frightened of the target (save ends)", [("frightened", "you", "save_ends")]),
    ("ja", "あなたは減速 (EoT)", [("slowed", "you", "end_of_turn")]),
    ("ja-become", "あなたは伏せ状態になる", [("prone", "you", None)]),
    ("ja-bare", "あなたは伏せ", [("prone", "you", None)]),
]


@pytest.mark.parametrize(("clause", "landed"), [row[1:] for row in ON_YOU], ids=[row[0] for row in ON_YOU])
def test_a_condition_on_you_is_read_as_on_the_user(clause, landed):
    """Was text (SB138): `you are slowed (EoT)` read no effect, and `あなたは減速` none either."""
    effects, codes = _tier1(clause)
    assert all(isinstance(e, fx.ApplyCondition) and not e.custom for e in effects)
    assert _on(effects) == landed and codes == []


@pytest.mark.parametrize("clause", [row[1] for row in ON_YOU], ids=[row[0] for row in ON_YOU])
def test_a_condition_on_you_printed_in_each_language_reads_back(clause):
    effects, _ = _tier1(clause)
    for lang in ("en", "ja"):
        printed = clause_text(effects, lang)
        again, codes = _tier1(printed)
        assert (again, codes) == (effects, []), (lang, printed)


def test_the_cards_say_who():
    effects, _ = _tier1("you are slowed (EoT)")
    assert clause_text(effects, "en") == "you are slowed (EoT)"
    assert clause_text(effects, "ja") == "あなたは減速 (EoT)"


def test_roll_lands_a_condition_on_you_on_no_target_and_says_it_once():
    """Seed 000: one power roll for the use, and what it says of the user lands on the user once. `roll` listed
    `you are slowed (EoT)` under each target (twice for two targets, as if the user were slowed twice); now it is
    the use's, said once on a line of its own, and no target's."""
    ability, _ = _read("you are slowed (EoT)")
    bound = bind(ability, Hero("Korva", SCORES, level=1))
    targets = [Target("Bandit", dict.fromkeys(SCORES, 0), 20), Target("Goblin", dict.fromkeys(SCORES, 0), 20)]
    result = resolve(bound, targets, random.Random(1))
    for landed in result.targets:
        assert landed.conditions == () and landed.text == ()
    assert [(type(e), e.subject) for e in result.on_you] == [(fx.ApplyCondition, "you")]
    for lang, said in (("en", "you are slowed (EoT)"), ("ja", "あなたは減速 (EoT)")):
        report = resolution_text(result, bound, lang=lang)
        assert report.count(said) == 1
        assert [line for line in report.splitlines() if said in line][0].startswith("  Korva")


ON_A_PRONOUN = [
    # a pronoun of one creature (`he is dazed`: how the English stat blocks say one of a creature by name): on it, kept,
    # as `it shifts 2 squares` keeps its doer; `they` is the targets, as before (each was text, SB138)
    ("it", "it is slowed (EoT)", "それは減速 (EoT)", [("slowed", "it", "end_of_turn")]),
    ("he", "he is dazed (save ends)", "彼は朦朧 (セーヴ終了)", [("dazed", "he", "save_ends")]),
    ("she-knocked", "she is knocked prone", "彼女は伏せ", [("prone", "she", None)]),
    ("it-two", "it is slowed and weakened (EoT)", "それは減速、および衰弱 (EoT)",
     [("slowed", "it", "end_of_turn"), ("weakened", "it", "end_of_turn")]),
    ("it-becomes", "it becomes frightened of you (save ends)", "それはあなたに対して恐怖 (セーヴ終了)",
     [("frightened", "it", "save_ends")]),
]


@pytest.mark.parametrize(("english", "japanese", "landed"), [row[1:] for row in ON_A_PRONOUN],
                         ids=[row[0] for row in ON_A_PRONOUN])
def test_a_condition_on_a_pronoun_keeps_it(english, japanese, landed):
    for clause in (english, japanese, english.capitalize()):
        effects, codes = _tier1(clause)
        assert _on(effects) == landed and codes == [], clause
    effects, _ = _tier1(english)
    assert clause_text(effects, "ja") == japanese
    assert _tier1(japanese)[0] == effects and _tier1(clause_text(effects, "en"))[0] == effects


def test_a_condition_on_a_pronoun_is_whom_the_tier_says():
    """Who `it` is the sentences around it say, not the rules: after `3 damage` (the targets'), the target, on whom
    `roll` lands it (`refers_to`, `compiler/pronouns.py`; it landed on no target, the tier's own words unread: changed
    on purpose, dsleft9 fix 1); with nothing before it, on no one, as `test_pronoun_referents` pins with SB185."""
    ability, _ = _read("it is slowed (EoT)")
    bound = bind(ability, Hero("Korva", SCORES, level=1))
    result = resolve(bound, [Target("Bandit", dict.fromkeys(SCORES, 0), 20)], random.Random(1))
    assert all([c.condition for c in landed.conditions] == ["slowed"] for landed in result.targets)
    # (`they` is still the targets)
    assert _on(_tier1("they are slowed (EoT)")[0]) == [("slowed", None, "end_of_turn")]


@pytest.mark.parametrize(("japanese", "english"), [
    # a rider after a condition said of the user or a pronoun, joined by `、`: the condition's rider, its duration
    # theirs, as English `you are prone and can't stand (save ends)` (was prone with no duration on the user, and a
    # status `can't stand` on the targets: the card `you are prone, the target is can't stand (save ends)`)
    ("あなたは伏せ、立ち上がれない (セーヴ終了)", "you are prone and can't stand (save ends)"),
    ("彼は伏せ、立ち上がれない (セーヴ終了)", "he is prone and can't stand (save ends)"),
], ids=["you", "he"])
def test_a_rider_after_a_condition_on_someone_is_theirs(japanese, english):
    effects, codes = _tier1(japanese)
    assert codes == [] and _tier1(english) == (effects, [])
    assert [(e.condition, e.riders, e.subject, e.duration.kind) for e in effects] == \
        [("prone", ("cant_stand",), english.split()[0], "save_ends")]
    assert clause_text(effects, "en") == english and _tier1(clause_text(effects, "ja"))[0] == effects


@pytest.mark.parametrize("clause", ["マインドキラーは伏せ、立ち上がれない (セーヴ終了)", "マインドキラーは伏せ、減速 (EoT)",
                                    "マインドキラーは伏せ、ターゲットは減速 (EoT)"])
def test_what_follows_a_condition_on_a_name_with_no_duration_stays_text(clause):
    """Whose the rider or the condition after it is is not read: text (SB138), as before (a condition on a name needs
    no duration now; the whole read the name prone and the targets the rest)."""
    effects, codes = _tier1(clause)
    assert [type(e) for e in effects] == [fx.Text] and codes == ["SB138"] * 3


@pytest.mark.parametrize(("english", "japanese", "who"), [
    # a status said with its own verb of the user or of a pronoun of one creature: on them, kept, in either language
    # (the English was text, SB138, so the card of `あなたは隠れられない (EoT)` did not read back)
    ("you can't hide (EoT)", "あなたは隠れられない (EoT)", "you"),
    ("she can't hide (EoT)", "彼女は隠れられない (EoT)", "she"),
    ("he drops his weapon (EoT)", "彼は「drops his weapon」 (EoT)", "he"),
], ids=["you", "she", "own-words"])
def test_a_status_of_the_user_or_a_pronoun_keeps_it(english, japanese, who):
    effects, codes = _tier1(english)
    assert codes == [] and [(e.custom, e.subject, e.who) for e in effects] == [(True, who, who)]
    assert clause_text(effects, "ja") == japanese and clause_text(effects, "en") == english
    assert _tier1(japanese) == (effects, [])


def test_each_of_them_is_no_pronoun_of_one():
    """`彼らそれぞれ` (`each of them`) is several, no subject kept as `it` is (the pronoun commit read it as a subject of
    its own, whose English card was text): the targets, as `彼らは減速 (EoT)` and `each of them is slowed (EoT)` are (was
    text)."""
    (effect,) = _tier1("彼らそれぞれは減速 (EoT)")[0]
    assert type(effect) is fx.ApplyCondition and (effect.condition, effect.subject, effect.who) == ("slowed", None, None)


@pytest.mark.parametrize("clause", ["you are pushed 2 squares", "あなたは 3 マス押し戻されるか、伏せ状態になる"])
def test_what_else_you_are_said_to_be_stays_text(clause):
    """A forced move of the user names no one who moves it: not read (as before), said."""
    effects, codes = _tier1(clause)
    assert [type(e) for e in effects] == [fx.Text] and codes == ["SB138"] * 3


# ---- on the user and on the targets at once, or on one of them ---------------------------------------------------

BOTH = [
    ("en", "you and the target are slowed (EoT)", [("slowed", "you", "end_of_turn"), ("slowed", None, "end_of_turn")]),
    ("en-targets-first", "each target and you are weakened (save ends)",
     [("weakened", None, "save_ends"), ("weakened", "you", "save_ends")]),
    ("en-two", "you and the target are slowed and weakened (EoT)",
     [("slowed", "you", "end_of_turn"), ("weakened", "you", "end_of_turn"),
      ("slowed", None, "end_of_turn"), ("weakened", None, "end_of_turn")]),
    ("en-knocked", "the target and you are knocked prone", [("prone", None, None), ("prone", "you", None)]),
    ("ja", "あなたとターゲットは減速 (EoT)", [("slowed", "you", "end_of_turn"), ("slowed", None, "end_of_turn")]),
    # (each ally, whom the table plays it on as on the user; `one ally` stays text: its Japanese is no topic read)
    ("en-each-ally", "each ally and the target are slowed (EoT)",
     [("slowed", "each ally", "end_of_turn"), ("slowed", None, "end_of_turn")]),
    ("ja-each-ally", "ターゲットと各味方は減速 (EoT)", [("slowed", None, "end_of_turn"), ("slowed", "each ally", "end_of_turn")]),
]


@pytest.mark.parametrize(("clause", "landed"), [row[1:] for row in BOTH], ids=[row[0] for row in BOTH])
def test_a_condition_on_you_and_the_target_lands_on_each(clause, landed):
    """Was text (SB138), nothing landing on either."""
    effects, codes = _tier1(clause)
    assert _on(effects) == landed and codes == []
    for lang in ("en", "ja"):
        printed = clause_text(effects, lang)
        assert _tier1(printed) == (effects, []), (lang, printed)


def test_the_cards_say_both_as_written():
    effects, _ = _tier1("you and the target are slowed (EoT)")
    assert clause_text(effects, "en") == "you and the target are slowed (EoT)"
    assert clause_text(effects, "ja") == "あなたとターゲットは減速 (EoT)"


EITHER = [
    ("en", "you or the target is dazed (EoT)", "you", None),
    ("en-target-first", "the target or you are knocked prone", None, "you"),
    ("ja", "あなたまたはターゲットは朦朧 (EoT)", "you", None),
]


@pytest.mark.parametrize(("clause", "one", "other"), [row[1:] for row in EITHER], ids=[row[0] for row in EITHER])
def test_a_condition_on_you_or_the_target_is_a_choice_of_who(clause, one, other):
    """Was text (SB138): a choice the user makes of who the conditions land on."""
    (choice,), codes = _tier1(clause)
    assert isinstance(choice, fx.Choice) and codes == []
    assert [[e.subject and e.subject.lower() for e in option] for option in choice.options] == [[one], [other]]
    assert len({attrs.evolve(option[0], subject=None) for option in choice.options}) == 1
    for lang in ("en", "ja"):
        printed = clause_text((choice,), lang)
        assert _tier1(printed) == ((choice,), []), (lang, printed)
    assert clause_text((choice,), "en") == (clause.replace("knocked ", "") if clause.isascii()
                                            else "you or the target is dazed (EoT)")


def test_roll_lands_the_targets_part_and_keeps_the_users_for_the_table():
    ability, _ = _read("you and the target are slowed (EoT)")
    bound = bind(ability, Hero("Korva", SCORES, level=1))
    result = resolve(bound, [Target("Bandit", dict.fromkeys(SCORES, 0), 20)], random.Random(1))
    (landed,) = result.targets
    assert [c.condition for c in landed.conditions] == ["slowed"] and landed.text == ()
    assert [(e.condition, e.subject) for e in result.on_you] == [("slowed", "you")]


def test_roll_picks_who_of_a_choice_and_says_it():
    ability, _ = _read("you or the target is dazed (EoT)")
    bound = bind(ability, Hero("Korva", SCORES, level=1))
    target = Target("Bandit", dict.fromkeys(SCORES, 0), 20)
    you = resolve(bound, [target], random.Random(1), choose=lambda options, _: options[0])
    them = resolve(bound, [target], random.Random(1), choose=lambda options, _: options[1])
    (on_you,), (on_them,) = you.targets, them.targets
    assert on_you.conditions == () and on_you.text == () and [e.subject for e in you.on_you] == ["you"]
    assert [c.condition for c in on_them.conditions] == ["dazed"] and on_them.text == () and them.on_you == ()
    assert [(c.picked, c.count) for c in on_you.choices] == [(0, 2)]


@pytest.mark.parametrize(("tier", "lang"), [
    ("you are slowed and the target is dazed (save ends)", "en"),
    ("you are slowed (EoT) and the target is dazed (EoT)", "ja"),
    ("one target is grabbed and the target is slowed", "en"),
])
def test_the_targets_named_after_someone_else_are_the_targets_again(tier, lang):
    """`you are slowed and the target is dazed (save ends)` put dazed on the user too (the subject of the part before
    ran on), and a card said `you are slowed (save ends), dazed (save ends)`, which reads so. Now dazed is the
    targets', and the cards say `the target is` / `ターゲットは` before it, each reading back."""
    text = ("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
            f"≤11: 3 damage; {tier}\n12-16: 5 damage\n17+: 8 damage\n")
    result = read_text("t.ability", text)
    effects = result.abilities[0].power_roll.tiers[0].effects[1:]
    assert [e.subject for e in effects][-1] is None and effects[0].subject is not None
    card = clause_text(list(effects), lang)
    assert ("the target is" if lang == "en" else "ターゲットは") in card
    back = read_text("b.ability", text.replace(tier, card))
    assert back.abilities[0].power_roll.tiers[0].effects[1:] == effects


SYMMETRIC = [
    ("you are slowed and the target is dazed (EoT)", "the target is dazed and you are slowed (EoT)"),
    ("the target is slowed and you are dazed (save ends)", "you are dazed and the target is slowed (save ends)"),
    ("あなたは減速、およびターゲットは朦朧 (EoT)", "ターゲットは朦朧、およびあなたは減速 (EoT)"),
]


@pytest.mark.parametrize(("one", "mirror"), SYMMETRIC)
def test_conditions_of_the_user_and_the_targets_sharing_a_duration_read_alike_in_either_order(one, mirror):
    """`the target is slowed and you are dazed (EoT)` was thought to get no SB134 where its mirror did: neither does,
    in either order or language. Seed 000 ends an effect at the end of the next turn of the creature that has it
    (EoT), or when that creature saves (save ends), so a duration written once after conditions of two creatures is
    each one's for its own condition, and the card writes it after each (`slowed (EoT), you are dazed (EoT)`)."""
    effects, codes = _tier1(one)
    mirrored, mirror_codes = _tier1(mirror)
    assert codes == mirror_codes == []
    assert sorted(_on(effects)) == sorted(_on(mirrored))
    assert len({e.duration for e in effects}) == 1 and all(e.duration is not None for e in effects)


@pytest.mark.parametrize(("one", "mirror"), [
    ("you gain an edge on strikes and the target is slowed (save ends)",
     "the target is slowed and you gain an edge on strikes (save ends)"),
    ("the target takes a bane on strikes and you are slowed (EoT)",
     "you are slowed and the target takes a bane on strikes (EoT)"),
])
def test_another_lasting_effect_of_another_creature_is_sb134_in_either_order(one, mirror):
    """SB134's rule (`shared_duration.py`): an earlier part lasting with no duration of its own, of another creature
    than a condition's, and not conditions alone: whose the one duration is is not read, in either order."""
    for clause in (one, mirror):
        effects, codes = _tier1(clause)
        assert effects == (fx.Text(clause),) and codes == ["SB134"] * 3


@pytest.mark.parametrize(("target", "clause", "lands"), [
    ("Each ally in the area", "each ally is slowed (EoT)", True),
    ("Two allies", "each ally is slowed (EoT)", True),
    ("領域内の各味方", "各味方は減速 (EoT)", True),
    ("Each enemy and each ally in the area", "each ally is slowed (EoT)", False),  # which targets are allies: unknown
    ("Self and each ally in the area", "each ally is slowed (EoT)", False),  # the user is a target too
])
def test_roll_lands_a_condition_on_each_ally_where_every_target_is_an_ally(target, clause, lands):
    """`each ally is slowed (EoT)` was kept for the table, on no target, even where the target line names the allies
    and nothing else: then each ally is each target (seed 000: the target line says whom the ability affects), and
    `roll` applies it to each. Where the targets may be others too, it stays said, not applied; the cards keep the
    clause as written either way."""
    english = clause.isascii()
    head = f"Rally\nArea | Main action\n📏 2 burst | 🎯 {target}\n"
    roll, damage = ("Power Roll + Might:", "3 damage") if english else ("パワーロール + 筋力:", "3 ダメージ")
    text = head + roll + "\n" + "".join(f"{label}: {damage}; {clause}\n" for label in ("≤11", "12-16", "17+"))
    ability = read_text("t.ability", text).abilities[0]
    bound = bind(ability, Hero("Korva", SCORES, level=1))
    result = resolve(bound, [Target("Ally", dict.fromkeys(SCORES, 0), 20)], random.Random(1))
    (landed,) = result.targets
    assert ([c.condition for c in landed.conditions] == ["slowed"]) is lands
    assert (landed.text == ()) is lands
    assert bound.rolls[0].tiers[0].clauses == ability.power_roll.tiers[0].clauses  # (what the cards print)
