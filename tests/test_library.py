"""The ability library in `abilities/`: it checks clean, and the homebrew file uses every construct.

The homebrew file is the language's own showcase: if a construct is added to
the grammar or the vocabulary, the coverage test below fails until an
ability uses it.
"""

from __future__ import annotations

import functools
import re

import pytest

from statblock.rulesets.draw_steel.authoring.format import format_text
from statblock.diagnostics import Severity
from statblock.pipeline import read_file, run
from statblock.rulesets.draw_steel.vocabulary import vocabulary as draw_steel
from statblock.rulesets.draw_steel.runtime import effects as fx

from conftest import ROOT

LIBRARY = ROOT / "abilities"
HOMEBREW = LIBRARY / "homebrew.ability"
SEEDS_MORE = LIBRARY / "seeds-more.ability"
MONSTER = LIBRARY / "homebrew-monster.ability"
OURS = [HOMEBREW, SEEDS_MORE, MONSTER]


@functools.cache
def _homebrew():
    return read_file(str(HOMEBREW))


def _walk(effects):
    for effect in effects:
        yield effect
        if isinstance(effect, fx.PotencyGate):
            yield from _walk(effect.effects)
        elif isinstance(effect, fx.Choice):
            for option in effect.options:
                yield from _walk(option)


def _tiers(ability):
    return [tier for roll in ability.all_rolls() for tier in roll.tiers]


def _effects():
    return [e for a in _homebrew().abilities for t in _tiers(a) for e in _walk(t.effects)]


def test_the_whole_library_checks_clean():
    report = run([str(LIBRARY)])
    assert [d.render() for d in report.diagnostics if d.severity is Severity.ERROR] == []
    assert report.files_without_abilities == []


@pytest.mark.parametrize("path", OURS, ids=lambda p: p.name)
def test_our_files_check_without_a_warning(path):
    result = read_file(str(path))
    assert result.abilities
    assert [d.render() for d in result.diagnostics] == []


def test_every_keyword_action_type_and_distance_shape():
    rules = draw_steel()
    abilities = _homebrew().abilities
    assert set(rules.keywords.terms) <= {k for a in abilities for k in a.keywords}
    actions = {a.action for a in abilities}
    expected = {t.id for t in rules.action_types.terms.values() if not t.extra.get("numbered")}
    assert expected <= actions
    assert any(a and a.startswith("villain_action_") for a in actions)
    shapes = {part["kind"] for a in abilities if a.distance for part in a.distance["parts"]}
    assert {"melee", "ranged", "self", "burst", "cube", "line", "wall", "aura"} <= shapes
    assert any(len(a.distance["parts"]) == 2 for a in abilities if a.distance)  # Melee 1 or ranged 5


def test_costs_and_the_name_line():
    abilities = _homebrew().abilities
    assert any(a.cost_open_ended and a.cost_resource == "essence" for a in abilities)
    assert {a.cost_resource for a in abilities} >= {"essence", "wrath", "piety", "ferocity", "clarity", "drama",
                                                    "discipline", "insight", "focus", "malice"}
    assert any(a.signature for a in abilities)
    assert any(a.tag == "Villain Action 1" for a in abilities)
    assert all(a.flavor for a in abilities if a.name != "Ironbark Hide")
    assert any(a.metadata for a in abilities)


def test_every_damage_form():
    rules = draw_steel()
    damages = [e for e in _effects() if isinstance(e, fx.Damage)]
    assert {len(d.characteristics) for d in damages} >= {0, 1, 2, 4}
    assert set(rules.damage_types.terms) <= {d.damage_type for d in damages}
    several = [t for a in _homebrew().abilities for t in _tiers(a)
               if sum(isinstance(e, fx.Damage) for e in t.effects) > 1]
    assert several


def test_every_potency_condition_duration_and_movement():
    rules = draw_steel()
    effects = _effects()
    gates = [e for e in effects if isinstance(e, fx.PotencyGate)]
    assert {g.strength for g in gates} >= {"weak", "average", "strong"}
    assert any(g.value is not None for g in gates)
    assert {g.characteristic for g in gates} == set(rules.characteristics.terms)
    # a gate on a status the ability describes with its own verb: `the target can't take triggered actions`
    assert any(any(isinstance(x, fx.ApplyCondition) and x.who and x.duration for x in g.effects) for g in gates)
    conditions = [e for e in effects if isinstance(e, fx.ApplyCondition)]
    assert set(rules.conditions.terms) <= {c.condition for c in conditions if not c.custom}
    assert any(c.custom for c in conditions)
    assert {c.duration.kind for c in conditions if c.duration} >= {"end_of_turn", "save_ends", "end_of_encounter",
                                                                     "until"}
    assert any("cant_stand" in c.riders for c in conditions)
    moves = [e for e in effects if isinstance(e, fx.ForcedMove)]
    assert {m.movement for m in moves} == {"push", "pull", "slide"}
    assert any(m.vertical for m in moves)
    assert any(isinstance(e, fx.Choice) for e in effects)
    assert any(isinstance(e, fx.NoEffect) for e in effects)


def test_every_section_kind_and_the_trigger():
    abilities = _homebrew().abilities
    kinds = {s.kind for a in abilities for s in a.sections}
    assert {"effect", "spend", "persistent", "strained", "special", "power_roll", "text"} <= kinds
    assert any(s.roll and s.roll.kind == "test" for a in abilities for s in a.sections)  # tiers under a section
    assert any(s.kind == "spend" and s.label == "2 Malice" for a in abilities for s in a.sections)
    assert any(a.trigger and a.action == "triggered_action" for a in abilities)
    assert any(a.trigger and a.action == "free_triggered_action" for a in abilities)
    assert any(r.bonus is not None for a in abilities for r in a.all_rolls())
    assert any(len(r.characteristics) == 4 for a in abilities for r in a.all_rolls())


def test_every_spelling_of_potency_and_tier_labels_is_written_somewhere():
    text = HOMEBREW.read_text(encoding="utf-8")
    for spelling in (r"A < WEAK,", r"A < \[average\]", r"A<weak", r"M < 2 ", r"a < strong",
                     r"^<=11:", r"^12–16:", r"^17\+ :", r"^≤11:", r"^Keywords:", r"^Type:", r"^Distance:",
                     r"^Target:", r"\(Signature Ability\)", r"^# meta:", r"^¶ ", r"^  \w"):
        assert re.search(spelling, text, re.MULTILINE), spelling


@pytest.mark.parametrize("path", [SEEDS_MORE, MONSTER], ids=lambda p: p.name)
def test_our_other_files_are_in_canonical_layout(path):
    text = path.read_text(encoding="utf-8")
    assert format_text(text, str(path)).text == text


def test_the_homebrew_monster_is_a_whole_statblock():
    from statblock.rulesets.draw_steel.authoring.convert import abilities_of, convert_result
    from statblock.rulesets.draw_steel.authoring.statblock import statblocks_of

    result = read_file(str(MONSTER))
    mirewife, malice = statblocks_of(result)
    assert mirewife.problems() == [] and malice.kind == "malice_features"
    abilities = abilities_of(result)
    assert {a.tag for a in abilities} >= {"Villain Action 1", "Villain Action 2", "Villain Action 3"}
    assert any(a.trigger for a in abilities) and any(not a.keywords and not a.power_roll for a in abilities)
    assert convert_result(result, "md", "mirewife.md").problems == ()


def test_every_library_file_renders_as_cards(tmp_path):
    from statblock import cli

    for path in sorted(LIBRARY.glob("*.ability")):
        out = tmp_path / f"{path.stem}.txt"
        assert cli.main(["cards", str(path), "-o", str(out)]) == 0
        assert out.read_text(encoding="utf-8").strip()


def test_fmt_rewrites_only_the_block_of_typed_spellings():
    text = HOMEBREW.read_text(encoding="utf-8")
    result = format_text(text, str(HOMEBREW))
    assert result.problems == ()
    cut = text.index("# ---- spellings people type")
    assert result.text[:cut] == text[:cut]
    assert "Quick Jab (Signature)\n*A short, sharp blow to keep them honest.*\nMelee, Strike, Weapon | Main action\n" \
           in result.text
    assert "≤11: 2 + A damage; A < WEAK, prone\n12-16: 4 + A damage; A < AVERAGE, prone\n" in result.text
    assert format_text(result.text).text == result.text


def test_seeds_more_matches_the_seed_text():
    """The seed's worked Judgment's Hammer for a conduit with Intuition 2, in both languages."""
    english, japanese = read_file(str(SEEDS_MORE)).abilities[:2]
    assert [t.effects for t in _tiers(english)] == [t.effects for t in _tiers(japanese)]
    tier3 = _tiers(english)[2].effects
    assert tier3 == (fx.Damage(11, (), "holy"),
                     fx.PotencyGate("agility", None, 2, (fx.ApplyCondition("prone", fx.SAVE_ENDS, ("cant_stand",)),)))
