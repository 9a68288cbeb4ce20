"""The homebrew probe (`tests/homebrew_probe/`): abilities in wordings the rules allow but the corpus
may not use, in English and Japanese, native, Steel Compendium Markdown and ds-feature YAML. Each
fix they led to has a test of its own; here every one of them is read, carded in both languages and
rolled at each tier without an internal error, and what the probe pinned down stays so."""

from __future__ import annotations

import random

import pytest

from statblock.pipeline import run
from statblock.rulesets.draw_steel.render.views import card_view
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import default_target, load_hero
from statblock.rulesets.draw_steel.runtime.report_text import resolution_text
from statblock.rulesets.draw_steel.runtime.resolve import resolve

from conftest import ROOT

PROBE = ROOT / "tests" / "homebrew_probe"
HERO = ROOT / "abilities" / "heroes" / "korva-fury.toml"


def _report():
    return run([str(PROBE)])


def test_the_probe_is_read_without_an_internal_error():
    report = _report()
    assert len(report.abilities) >= 70
    assert [d.render() for d in report.diagnostics if d.code == "SB999"] == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_probe_ability_is_carded_and_rolled(lang):
    hero = load_hero(HERO)
    report = _report()
    broken = {d.ability for d in report.diagnostics if d.severity.value == "error"}
    for ability in report.abilities:
        card_view(ability, hero, lang=lang)
        if ability.name in broken or ability.power_roll is None:
            continue
        bound = bind(ability, hero)
        for tier in (1, 2, 3):
            resolution = resolve(bound, [default_target()], random.Random(tier), automatic=tier)
            assert resolution_text(resolution, bound, lang=lang).startswith(ability.name)


def _ability(name: str):
    return next(a for a in _report().abilities if a.name == name)


def test_what_the_probe_pinned_down():
    tiers = _ability("T7 Seed Style").power_roll.tiers  # `ティア 1 (11以下):`, as seed 000 writes a tier
    assert [t.number for t in tiers] == [1, 2, 3]
    (gain,) = _ability("J14 サージ").power_roll.tiers[0].effects[1:]  # `あなたはサージ1を獲得する`
    assert isinstance(gain, fx.ResourceChange) and (gain.resource, gain.amount) == ("surge", 1)
    middle = _ability("J11 三状態").power_roll.tiers[1].effects[1]  # `朦朧、減速、および衰弱 (セーヴ終了)`
    assert {e.duration.kind for e in middle.effects} == {"save_ends"}
    assert _ability("Tide Test").distance == {"text": "Self; see below", "parts": [{"kind": "self"}],
                                              "note": "see below"}
