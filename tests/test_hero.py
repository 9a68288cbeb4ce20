"""Hero and target files: what they hold, and a clear message naming the field when they are wrong."""

from __future__ import annotations

import tomllib

import pytest

from statblock.runtime.hero import (HeroFileError, Kit, default_target, load_hero, load_target, parse_hero,
                                    parse_target)

from conftest import ROOT

HEROES = ROOT / "abilities" / "heroes"

KORVA = """
name = "Korva"
class = "fury"
level = 1
[characteristics]
might = 2
agility = 1
reason = -1
intuition = 0
presence = 1
[kit]
name = "Panther"
melee_damage = [1, 1, 1]
ranged_damage = [0, 0, 2]
"""


def hero(text: str):
    return parse_hero(tomllib.loads(text), "hero.toml")


def test_a_full_hero_file():
    korva = hero(KORVA)
    assert korva.name == "Korva"
    assert korva.hero_class == "fury"
    assert korva.characteristics == {"might": 2, "agility": 1, "reason": -1, "intuition": 0, "presence": 1}
    assert korva.kit == Kit("Panther", (1, 1, 1), (0, 0, 2))
    assert korva.heroic_resource() == "ferocity"


def test_class_gives_the_heroic_resource_from_the_ruleset():
    conduit = load_hero(HEROES / "conduit.toml")
    assert conduit.heroic_resource() == "piety"
    assert hero(KORVA.replace('class = "fury"\n', "")).heroic_resource() is None


@pytest.mark.parametrize(("potency_line", "scores", "expected"), [
    # Seed 000: weak = score - 2, average = score - 1, strong = score; Intuition 2 gives 0/1/2.
    pytest.param('potency = "intuition"', (3, 0, 0, 2, 0), (0, 1, 2), id="named characteristic"),
    pytest.param('potency = "I"', (3, 0, 0, 2, 0), (0, 1, 2), id="by letter"),
    pytest.param("", (3, 0, 0, 2, 0), (1, 2, 3), id="default: the highest"),
    pytest.param("", (-1, -1, -2, -1, -1), (-3, -2, -1), id="low scores go below zero"),
])
def test_potency_values(potency_line, scores, expected):
    body = "\n".join(f"{k} = {v}" for k, v in zip(("might", "agility", "reason", "intuition", "presence"), scores))
    h = hero(f'name = "h"\n{potency_line}\n[characteristics]\n{body}\n')
    assert (h.potency("weak"), h.potency("average"), h.potency("strong")) == expected
    assert h.potency("WEAK") == expected[0]


# (edit to Korva's file, the field the message must name, words it must contain)
BAD_HEROES = [
    pytest.param(lambda t: t.replace("might = 2\n", ""), "characteristics.might", "missing",
                 id="missing characteristic"),
    pytest.param(lambda t: t.replace("might = 2", 'might = "2"'), "characteristics.might", "whole number",
                 id="characteristic is a string"),
    pytest.param(lambda t: t.replace("might = 2", "might = 2.5"), "characteristics.might", "whole number",
                 id="characteristic is a float"),
    pytest.param(lambda t: t.replace("might = 2", "might = true"), "characteristics.might", "whole number",
                 id="characteristic is a boolean"),
    pytest.param(lambda t: t.replace("might = 2", "mihgt = 2"), "characteristics.mihgt", "unknown characteristic",
                 id="misspelt characteristic"),
    pytest.param(lambda t: t.replace('class = "fury"', 'class = "barbarian"'), "class", "unknown class",
                 id="unknown class"),
    pytest.param(lambda t: t.replace('class = "fury"', 'class = "furry"'), "class", "did you mean `fury`",
                 id="misspelt class"),
    pytest.param(lambda t: t.replace('class = "fury"', "class = 3"), "class", "string", id="class is a number"),
    pytest.param(lambda t: t.replace('name = "Korva"\n', ""), "name", "missing", id="no name"),
    pytest.param(lambda t: t.replace("level = 1", "level = 0"), "level", "at least 1", id="level zero"),
    pytest.param(lambda t: t.replace("level = 1", 'level = "one"'), "level", "whole number", id="level text"),
    pytest.param(lambda t: t.replace("level = 1", "levle = 1"), "levle", "did you mean `level`", id="unknown field"),
    pytest.param(lambda t: t.replace("[1, 1, 1]", "[1, 1]"), "kit.melee_damage", "three whole numbers",
                 id="kit with two tiers"),
    pytest.param(lambda t: t.replace("[1, 1, 1]", '["1", 1, 1]'), "kit.melee_damage", "three whole numbers",
                 id="kit with text"),
    pytest.param(lambda t: t.replace("melee_damage", "melee_dmg"), "kit.melee_dmg", "unknown field", id="kit field"),
    pytest.param(lambda t: 'potency = "luck"\n' + t, "potency", "unknown characteristic", id="potency unknown"),
    pytest.param(lambda t: 'name = "Korva"\ncharacteristics = 3\n', "characteristics", "table",
                 id="characteristics not a table"),
    pytest.param(lambda t: 'name = "Korva"\n', "characteristics", "missing", id="no characteristics"),
]


@pytest.mark.parametrize(("edit", "field", "words"), BAD_HEROES)
def test_bad_hero_files_name_the_field(edit, field, words):
    with pytest.raises(HeroFileError) as error:
        hero(edit(KORVA))
    message = str(error.value)
    assert message.startswith("hero.toml: ")
    assert f"`{field}`" in message
    assert words in message


def test_missing_and_invalid_files(tmp_path):
    with pytest.raises(HeroFileError, match="cannot read"):
        load_hero(tmp_path / "nope.toml")
    broken = tmp_path / "broken.toml"
    broken.write_text("name = \n", encoding="utf-8")
    with pytest.raises(HeroFileError, match="not valid TOML"):
        load_hero(broken)


def test_example_heroes_load():
    korva = load_hero(HEROES / "korva-fury.toml")
    assert (korva.characteristics["might"], korva.characteristics["reason"], korva.hero_class) == (2, -1, "fury")
    bandit = load_target(HEROES / "bandit-target.toml")
    assert bandit.characteristics["agility"] == 0


TARGET = """
name = "ghoul"
stamina = 20
[characteristics]
might = 1
agility = 2
reason = -1
intuition = 0
presence = 0
[immunities]
poison = "all"
all = 2
[weaknesses]
holy = 3
"""


def test_target_with_immunities_and_weaknesses():
    target = parse_target(tomllib.loads(TARGET), "ghoul.toml")
    assert target.stamina == 20
    assert target.immunities == {"poison": "all", "all": 2}
    assert target.weaknesses == {"holy": 3}


@pytest.mark.parametrize(("edit", "field"), [
    pytest.param(lambda t: t.replace("holy = 3", "hloy = 3"), "weaknesses.hloy", id="unknown damage type"),
    pytest.param(lambda t: t.replace("holy = 3", 'holy = "all"'), "weaknesses.holy", id="weakness all"),
    pytest.param(lambda t: t.replace("all = 2", "all = -2"), "immunities.all", id="negative immunity"),
    pytest.param(lambda t: t.replace("stamina = 20\n", ""), "stamina", id="no stamina"),
    pytest.param(lambda t: t.replace("agility = 2\n", ""), "characteristics.agility", id="missing characteristic"),
])
def test_bad_target_files_name_the_field(edit, field):
    with pytest.raises(HeroFileError, match=f"`{field}`"):
        parse_target(tomllib.loads(edit(TARGET)), "ghoul.toml")


def test_default_target_has_zero_characteristics_and_no_immunities():
    target = default_target()
    assert set(target.characteristics.values()) == {0}
    assert len(target.characteristics) == 5
    assert not target.immunities and not target.weaknesses


def test_the_director_is_not_a_hero_class(tmp_path):
    """Malice is the Director's resource: `class = "director"` is not a hero."""
    path = tmp_path / "director.toml"
    path.write_text('name = "X"\nclass = "director"\nlevel = 1\n[characteristics]\nmight = 1\nagility = 1\n'
                    'reason = 1\nintuition = 1\npresence = 1\n', encoding="utf-8")
    with pytest.raises(HeroFileError, match="unknown class `director`"):
        load_hero(path)
