"""The summoner (a class after the first heroes book): the `Champion` keyword of the abilities that show their
champion, the Champion organization of the champion's stat block, the Essence they share with the
elementalist, and Eidos, their epic resource beside it from 10th level (it was read as Essence). `Champion` was SB103 on every champion ability, a stat block's
Champion was read as a role, and a summoner was a class neither SB150 nor hero files knew."""

from __future__ import annotations

import tomllib

import pytest

from statblock import parse_text
from statblock.pipeline import read_text, run
from statblock.rulesets.draw_steel.render.statblock_views import statblock_view
from statblock.rulesets.draw_steel.render.views import card_view
from statblock.rulesets.draw_steel.runtime.hero import parse_hero

from builders import FORMATS, Parts


def _codes(parts: Parts, fmt: str = "md-front-named") -> list[str]:
    name, build = FORMATS[fmt]
    return [d.code for d in read_text(name, build(parts)).diagnostics]


# ---- the Champion keyword ---------------------------------------------------------------------------------

@pytest.mark.parametrize("keywords", [("Champion", "Melee", "Strike", "Weapon"),
                                      ("Melee", "Champion", "Magic", "Strike")], ids=["first", "among"])
@pytest.mark.parametrize("fmt", ["native", "md-hero", "md-front-named", "yaml"])
def test_the_champion_keyword_is_known(keywords, fmt):
    assert _codes(Parts(keywords=keywords, hero_class="summoner"), fmt) == []


KEYWORDS = [("Champion", "champion"), ("チャンピオン", "champion")]


@pytest.mark.parametrize(("written", "keyword"), KEYWORDS, ids=["en", "ja"])
def test_the_champion_keyword_reads_in_either_language(written, keyword):
    name, build = FORMATS["native"]
    result = read_text(name, build(Parts(keywords=(written, "Melee", "Strike"))))
    assert result.diagnostics == [] and keyword in result.abilities[0].keywords


CHAMPION = ("The Champion Slams\nMelee, Champion, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n"
            "Power Roll + Reason:\n≤11: 5 damage\n12-16: 8 damage\n17+: 11 damage\n")


@pytest.mark.parametrize(("lang", "keyword"), [("en", "Champion"), ("ja", "チャンピオン")])
def test_a_card_names_the_champion_keyword_in_its_language(write, lang, keyword):
    (ability,) = run([write("a.ability", CHAMPION)]).abilities
    assert keyword in card_view(ability, lang=lang).keywords


# ---- Essence, the summoner's heroic resource ---------------------------------------------------------------

COSTS = [("9 Essence", "essence", []), ("9 Eidos", "eidos", []), ("9 エイドス", "eidos", []),
         ("9 Piety", "piety", ["SB150"])]


@pytest.mark.parametrize(("cost", "resource", "codes"), COSTS, ids=[c for c, _, _ in COSTS])
def test_a_summoner_pays_essence(cost, resource, codes):
    name, build = FORMATS["md-front-named"]
    result = read_text(name, build(Parts(cost=cost, hero_class="summoner")))
    assert [d.code for d in result.diagnostics] == codes
    assert result.abilities[0].cost_resource == resource


def test_a_summoner_paying_another_resource_is_told_essence():
    name, build = FORMATS["md-front-named"]
    (problem,) = read_text(name, build(Parts(cost="5 Wrath", hero_class="summoner"))).diagnostics
    assert problem.code == "SB150" and problem.help("en") == "write `5 Essence`"


@pytest.mark.parametrize("hero_class", ["elementalist", "summoner"])
def test_a_spend_of_essence_is_no_other_class_s(hero_class):
    assert _codes(Parts(sections=(("Spend 1 Essence", "More damage."),), hero_class=hero_class), "md-hero") == []


@pytest.mark.parametrize("written", ["summoner", "サモナー"], ids=["en", "ja"])
def test_a_summoner_hero_spends_essence(written):
    hero = parse_hero(tomllib.loads(f'name = "S"\nclass = "{written}"\nlevel = 1\n[characteristics]\nmight = 0\n'
                                    'agility = 1\nreason = 2\nintuition = 1\npresence = 0\n'), "s.toml")
    assert hero.heroic_resource() == "essence"


# ---- Eidos, the summoner's epic resource ------------------------------------------------------------------
# Their book's Eidos feature (10th level): "an epic resource called eidos", gained at a respite and kept until
# spent, spent "as if it were essence"; a champion's Champion Action costs it (`Reality Flense (1 Eidos)`). It was
# read as Essence, and every card printed `1 Essence` (真髄) where the book says eidos.

@pytest.mark.parametrize(("lang", "cost"), [("en", "9 Eidos"), ("ja", "9 エイドス")])
@pytest.mark.parametrize("written", ["9 Eidos", "9 エイドス"], ids=["written-en", "written-ja"])
def test_an_eidos_cost_prints_as_eidos(write, lang, cost, written):
    (ability,) = run([write("a.ability", CHAMPION.replace("Slams\n", f"Slams ({written})\n"))]).abilities
    assert ability.cost_resource == "eidos"
    assert card_view(ability, lang=lang).cost == cost


def test_eidos_is_the_summoner_s_alone():
    """An epic resource is its class's: a conduit paying eidos is told Piety, as for any other class's resource."""
    assert _codes(Parts(cost="1 Eidos", hero_class="conduit")) == ["SB150"]


@pytest.mark.parametrize(("cost", "spend"), [("1 Eidos", "Spend 1 Essence"), ("3 Essence", "Spend 1 Eidos")],
                         ids=["eidos-cost", "essence-cost"])
@pytest.mark.parametrize("fmt", ["native", "md-hero"], ids=["no-class", "summoner"])
def test_a_summoner_pays_eidos_and_essence_alike(cost, spend, fmt):
    """One hero pays both: no SB150 for a Spend of the other, with or without the class named (a native file names
    none)."""
    assert _codes(Parts(cost=cost, sections=((spend, "More damage."),), hero_class="summoner"), fmt) == []


def test_a_summoner_s_heroic_resource_stays_essence_beside_eidos():
    hero = parse_hero(tomllib.loads('name = "S"\nclass = "summoner"\nlevel = 10\n[characteristics]\nmight = 0\n'
                                    'agility = 1\nreason = 2\nintuition = 1\npresence = 0\n'), "s.toml")
    assert hero.heroic_resource() == "essence"


# ---- the champion's stat block -----------------------------------------------------------------------------

STATBLOCK = ("Avatar (Statblock)\nLevel: 8 | Roles: {roles} | EV: 9\n"
             "Size: 2 | Speed: 6 | Stamina: 60 | Stability: 3 | Free Strike: 9\n"
             "Might: +5 | Agility: +2 | Reason: +5 | Intuition: +2 | Presence: +2\n")

ROLES = [("Champion", "champion", ()), ("チャンピオン", "champion", ()),
         ("Champion Brute", "champion", ("brute",))]


@pytest.mark.parametrize(("roles", "organization", "kept"), ROLES, ids=["en", "ja", "with-a-role"])
def test_a_champion_is_an_organization(roles, organization, kept):
    (block,) = parse_text(STATBLOCK.format(roles=roles)).statblocks
    assert (block.organization, block.roles) == (organization, kept)


@pytest.mark.parametrize(("lang", "word"), [("en", "Champion"), ("ja", "チャンピオン")])
def test_a_champion_card_names_the_organization_in_its_language(lang, word):
    (block,) = parse_text(STATBLOCK.format(roles="Champion")).statblocks
    assert word in statblock_view(block, lang).sections[0].paragraphs[0]
