"""The beastheart (a class after the first heroes book): its `Beastheart` and `Companion` keywords, and the
Ferocity it shares with the fury. Both keywords were SB103 on every beastheart ability, and a beastheart
paying another class's resource went unsaid."""

from __future__ import annotations

import tomllib

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.runtime.hero import parse_hero

from builders import FORMATS, Parts


def _codes(parts: Parts, fmt: str = "md-front-named") -> list[str]:
    name, build = FORMATS[fmt]
    return [d.code for d in read_text(name, build(parts)).diagnostics]


@pytest.mark.parametrize("keywords", [("Beastheart", "Melee", "Strike", "Weapon"),
                                      ("Companion", "Melee", "Strike", "Weapon")])
@pytest.mark.parametrize("fmt", ["native", "md-hero", "md-front-named", "yaml"])
def test_the_beastheart_keywords_are_known(keywords, fmt):
    assert _codes(Parts(keywords=keywords, hero_class="beastheart"), fmt) == []


def test_the_japanese_keywords_read_as_the_english_ones():
    name, build = FORMATS["native"]
    english = read_text(name, build(Parts(keywords=("Companion", "Melee", "Strike"))))
    japanese = read_text(name, build(Parts(keywords=("コンパニオン", "近接", "ストライク"))))
    assert english.diagnostics == [] and japanese.diagnostics == []


def test_a_beastheart_pays_ferocity_as_a_fury_does():
    assert _codes(Parts(cost="5 Ferocity", hero_class="beastheart")) == []
    assert _codes(Parts(cost="5 Ferocity", hero_class="fury")) == []
    assert _codes(Parts(sections=(("Spend 1 Ferocity", "More damage."),), hero_class="beastheart"),
                  "md-hero") == []


def test_a_beastheart_paying_another_resource_is_told_ferocity():
    name, build = FORMATS["md-front-named"]
    (problem,) = read_text(name, build(Parts(cost="5 Piety", hero_class="beastheart"))).diagnostics
    assert problem.code == "SB150" and problem.help("en") == "write `5 Ferocity`"


def test_a_beastheart_hero_spends_ferocity():
    hero = parse_hero(tomllib.loads('name = "B"\nclass = "beastheart"\nlevel = 1\n[characteristics]\nmight = 2\n'
                                    'agility = 1\nreason = 0\nintuition = 1\npresence = 0\n'), "b.toml")
    assert hero.heroic_resource() == "ferocity"

