"""Hero and target files: what they hold, and a clear message naming the field when they are wrong."""

from __future__ import annotations

import os
import re
import tomllib

import pytest

from statblock.rulesets.draw_steel.runtime.hero import (
    HeroFileError, Kit, default_target, load_hero, load_target, parse_hero, parse_target)

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


def test_a_hero_file_in_japanese():
    """The class in Japanese (`フューリー` was an unknown class), the characteristics in Japanese keys in quotes."""
    korva = hero('name = "コルヴァ"\nclass = "フューリー"\npotency = "筋力"\n[characteristics]\n"筋力" = 2\n'
                 '"敏捷力" = 1\n"知力" = -1\n"判断力" = 0\n"魅力" = 1\n')
    assert korva.hero_class == "fury" and korva.heroic_resource() == "ferocity"
    assert korva.characteristics == {"might": 2, "agility": 1, "reason": -1, "intuition": 0, "presence": 1}


def test_a_key_in_japanese_without_quotes_is_said_so(tmp_path):
    """TOML takes a bare key in ASCII only: `筋力 = 2` was `not valid TOML: Invalid statement (at line 3, column 1)`."""
    path = tmp_path / "hero.toml"
    path.write_text('name = "コルヴァ"\n[characteristics]\n筋力 = 2\n', encoding="utf-8")
    with pytest.raises(HeroFileError) as error:
        load_hero(path)
    assert str(error.value) == f'{path}:3:1: TOML takes the key `筋力` only in quotes (`"筋力" = 2`)'
    assert error.value.args[0].render("ja") == f'{path}:3:1: キー「筋力」は、TOML では引用符で囲んで書きます（「"筋力" = 2」）'


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
    pytest.param(lambda t: t.replace("level = 1", "level = 0"), "level", "from 1 to 10", id="level zero"),
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
    # limits: numbers in the game's range, short words, no booleans for numbers
    pytest.param(lambda t: t.replace("might = 2", f"might = {10**38}"), "characteristics.might", "from -10 to 10",
                 id="characteristic 10**38"),
    pytest.param(lambda t: t.replace("might = 2", "might = -11"), "characteristics.might", "from -10 to 10",
                 id="characteristic -11"),
    pytest.param(lambda t: t.replace("level = 1", "level = 11"), "level", "from 1 to 10", id="level 11"),
    pytest.param(lambda t: t.replace("level = 1", "level = true"), "level", "not bool True", id="level true"),
    pytest.param(lambda t: t.replace('"Korva"', '"' + "K" * 201 + '"'), "name", "at most 200 characters",
                 id="name too long"),
    pytest.param(lambda t: t.replace('"Panther"', '"' + "P" * 201 + '"'), "kit.name", "at most 200 characters",
                 id="kit name too long"),
    pytest.param(lambda t: t.replace("[1, 1, 1]", "[1, 1, 101]"), "kit.melee_damage", "from 0 to 100",
                 id="kit bonus 101"),
    pytest.param(lambda t: t.replace("[1, 1, 1]", "[1, -1, 1]"), "kit.melee_damage", "from 0 to 100",
                 id="kit bonus negative"),
    pytest.param(lambda t: t.replace("[1, 1, 1]", "[true, 1, 1]"), "kit.melee_damage", "three whole numbers",
                 id="kit bonus true"),
    pytest.param(lambda t: t.replace("[1, 1, 1]", "[[[[1]]], 1, 1]"), "kit.melee_damage[0][0]", "nested more than 4",
                 id="nested too deep"),
]


@pytest.mark.parametrize(("edit", "field", "words"), BAD_HEROES)
def test_bad_hero_files_name_the_field(edit, field, words):
    with pytest.raises(HeroFileError) as error:
        hero(edit(KORVA))
    message = str(error.value)
    assert message.startswith("hero.toml: ")
    assert f"`{field}`" in message
    assert words in message


def test_the_limits_are_inclusive():
    edge = (KORVA.replace("might = 2", "might = -10").replace("agility = 1", "agility = 10")
            .replace("level = 1", "level = 10"))
    korva = hero(edge.replace('"Panther"', '"' + "P" * 200 + '"').replace("[1, 1, 1]", "[0, 0, 100]"))
    assert (korva.characteristics["might"], korva.characteristics["agility"], korva.level) == (-10, 10, 10)
    assert korva.kit.melee_damage == (0, 0, 100)


def test_a_message_shows_a_huge_value_and_key_shortly():
    with pytest.raises(HeroFileError) as error:
        parse_hero({"name": "x", "characteristics": {"might": 10**5000}}, "hero.toml")
    assert "about 5001 digits" in str(error.value) and len(str(error.value)) < 200
    with pytest.raises(HeroFileError) as error:
        parse_hero({"name": "x", "k" * 100_000 + "\nline": 1}, "hero.toml")
    assert "\n" not in str(error.value) and len(str(error.value)) < 500


def test_data_nested_in_itself_is_refused_not_walked_forever():
    data: dict = {"name": "x"}
    data["kit"] = data
    with pytest.raises(HeroFileError, match="nested more than 4"):
        parse_hero(data, "hero.toml")


@pytest.mark.parametrize(("text", "words"), [
    pytest.param("name = 1" + "0" * 5000 + "\n", ":1:8: `name`: a number with thousands of digits",
                 id="5000 digits"),
    pytest.param('name = "x"\n\nlevel = ' + "[" * 50_000 + "]" * 50_000 + "\n", ":3:9: `level`: arrays or tables "
                 "nested hundreds deep", id="arrays 50000 deep"),
    pytest.param("x = " + "{a = " * 5000 + "1" + "}" * 5000 + "\n", "nested hundreds deep", id="inline tables"),
])
def test_toml_that_python_cannot_read_is_a_hero_file_error(tmp_path, text, words):
    path = tmp_path / "hero.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(HeroFileError) as error:
        load_hero(path)
    assert str(error.value).startswith(f"{path}:") and words in str(error.value)


def test_a_file_over_1_mb_is_not_read(tmp_path):
    path = tmp_path / "hero.toml"
    path.write_text(KORVA + "#" * (1 << 20), encoding="utf-8")
    with pytest.raises(HeroFileError, match="larger than 1 MB"):
        load_hero(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_not_a_hero_file(tmp_path):
    fifo = tmp_path / "hero.toml"
    os.mkfifo(fifo)  # with no writer, opening it for reading would wait forever
    with pytest.raises(HeroFileError, match="not a regular file"):
        load_hero(fifo)


def test_a_folder_is_not_a_hero_file(tmp_path):
    with pytest.raises(HeroFileError, match=f"^{re.escape(str(tmp_path))}: cannot read the file: "):
        load_hero(tmp_path)


def test_missing_and_invalid_files(tmp_path):
    with pytest.raises(HeroFileError, match="cannot read"):
        load_hero(tmp_path / "nope.toml")
    broken = tmp_path / "broken.toml"
    broken.write_text("name = \n", encoding="utf-8")
    with pytest.raises(HeroFileError, match="not valid TOML"):
        load_hero(broken)


@pytest.mark.parametrize(("text", "at", "en", "ja"), [
    ("name = \n", "1:8", "Invalid value", "値として読めません"),
    ('name = "Korva"\n[characteristics\n', "2:17", "Expected ']' at the end of a table declaration",
     "テーブルの宣言の終わりに「]」が必要です"),
])
def test_a_file_that_is_not_toml_says_why_in_each_language(tmp_path, text, at, en, ja):
    """tomllib's reason, English only, was quoted as it is in the Japanese message too; its Japanese is
    `toml_reasons`' (as the 虚構侵蝕 scenario's and the Marvel game state's are), its place with it."""
    broken = tmp_path / "broken.toml"
    broken.write_text(text, encoding="utf-8")
    with pytest.raises(HeroFileError) as error:
        load_hero(broken)
    assert str(error.value) == f"{broken}:{at}: not valid TOML: {en}"   # (its place was `(at line 1, column 8)`)
    assert error.value.args[0].render("ja") == f"{broken}:{at}: TOML として読めません: {ja}"


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
    pytest.param(lambda t: t.replace("stamina = 20", "stamina = 10000"), "stamina", id="stamina 10000"),
    pytest.param(lambda t: t.replace("stamina = 20", "stamina = -1"), "stamina", id="negative stamina"),
    pytest.param(lambda t: t.replace("stamina = 20", "stamina = false"), "stamina", id="stamina false"),
    pytest.param(lambda t: t.replace("holy = 3", "holy = 101"), "weaknesses.holy", id="weakness 101"),
    pytest.param(lambda t: t.replace("all = 2", "all = true"), "immunities.all", id="immunity true"),
    pytest.param(lambda t: t.replace('"ghoul"', '"' + "g" * 201 + '"'), "name", id="name too long"),
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


@pytest.mark.parametrize("edit, where, words", [
    # a misspelt characteristic: its key's line and column, and the closest name in the word's language
    (lambda t: t.replace("intuition = 0", "intution = 0"), ":9:1", ["`intution`", "did you mean `Intuition`"]),
    (lambda t: t.replace("agility = 1", '"敏捷" = 1'), ":7:1", ["`敏捷`", "did you mean `敏捷力`"]),
    # a value out of range: the key's line; an array's item: its array's key
    (lambda t: t.replace("level = 1", "level = 11"), ":4:1", ["`level`"]),
    (lambda t: t.replace("melee_damage = [1, 1, 1]", "melee_damage = [1, 1, 999]"), ":13:1", ["`kit.melee_damage"]),
    # a missing characteristic: its table's header
    (lambda t: t.replace("presence = 1\n", ""), ":5:1", ["`characteristics.presence`", "missing"]),
])
def test_a_bad_field_is_placed_at_its_line_and_column(tmp_path, edit, where, words):
    """A hero file's mistake named only the file and the field; a long file left the user looking for the line."""
    path = tmp_path / "hero.toml"
    path.write_text(edit(KORVA), encoding="utf-8")
    with pytest.raises(HeroFileError) as error:
        load_hero(path)
    said = str(error.value)
    assert said.startswith(f"{path}{where}: "), said
    for word in words:
        assert word in said


def test_a_misspelt_characteristic_is_guessed_in_japanese_too(tmp_path):
    path = tmp_path / "hero.toml"
    path.write_text(KORVA.replace("reason = -1", '"理性" = -1'), encoding="utf-8")
    with pytest.raises(HeroFileError) as error:
        load_hero(path)
    said = error.value.args[0].render("ja")
    assert said.startswith(f"{path}:8:1 の「characteristics.理性」") and "「知力」のことですか" in said


def test_a_characteristic_above_the_tables_is_told_where_it_goes(tmp_path):
    """`might = 2` at the top of the file was `unknown field; known fields: name, class, …`."""
    path = tmp_path / "hero.toml"
    path.write_text('name = "Korva"\nlevel = 1\nmight = 2\n', encoding="utf-8")
    with pytest.raises(HeroFileError) as error:
        load_hero(path)
    assert str(error.value).startswith(f"{path}:3:1: `might`: a characteristic goes in the [characteristics] table")


def test_a_bad_field_under_dotted_keys_is_placed_at_its_own_line(tmp_path):
    """`characteristics.intution = 2` on line 7, under dotted keys (TOML's other way to write a table): the mistake
    was placed at line 4, the first `characteristics.` key, the walk finding the table's first part only."""
    path = tmp_path / "hero.toml"
    path.write_text('name = "X"\nclass = "conduit"\nlevel = 1\ncharacteristics.might = 0\ncharacteristics.agility = 1\n'
                    'characteristics.reason = 0\n  characteristics . intution = 2\ncharacteristics.presence = 1\n',
                    encoding="utf-8")
    with pytest.raises(HeroFileError) as error:
        load_hero(path)
    assert str(error.value).startswith(f"{path}:7:3: `characteristics.intution`"), str(error.value)


def test_a_hero_file_that_is_not_utf8_says_its_line_and_what_to_do(tmp_path):
    """A hero file saved in Shift_JIS names the line of its first bad byte and says to save it as UTF-8, in both
    languages (before: `PATH: not UTF-8 text`, with neither)."""
    path = tmp_path / "hero.toml"
    path.write_bytes('# my hero\nname = "コルヴァ"\n'.encode("shift_jis"))
    with pytest.raises(HeroFileError) as error:
        load_hero(path)
    assert str(error.value) == f"{path}:2:9: not UTF-8 text; save the file as UTF-8"   # (it was `(line 2)`)
    assert error.value.args[0].render("ja") == f"{path}:2:9: UTF-8 のテキストではありません。ファイルを UTF-8 で保存してください"
