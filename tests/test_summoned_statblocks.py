"""Statblocks of creatures a hero summons, as data-unified's md-dse-linked writes the Summoner's minions and
champions: a Markdown table whose first row gives no level or EV but the creature's cost
(`| Fey | - | - | Minion Artillery | 3 essence for two minions |`), maybe after a paragraph of flavor; a
statistic said in relation to the hero (`R`, `1 + M`, `Your maximum Stamina`, `Special`). The table was passed
over (no statblock, its statistics lost without a word); read, the cost was the creature's role, and each such
statistic a false SB170 (no Level) or SB171 (not a number). Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import statblock_json

FRONT = "---\nname: Test Wisp\ntype: statblock\n---\n\n"
ROWS = ("| Fey | - | - | {roles} | {cost} |\n|:-:|:-:|:-:|:-:|:-:|\n"
        "| **1T**<br>Size | **5**<br>Speed | **{stamina}**<br>Stamina | **{stability}**<br>Stability | "
        "**3**<br>Free Strike |\n"
        "| **-2**<br>Might | **+1**<br>Agility | **+2**<br>Reason | **0**<br>Intuition | **0**<br>Presence |\n")
TRAIT = "\n> ⭐️ **Test Glow**\n>\n> The wisp glows.\n"


def _table(roles="Minion Artillery", cost="3 essence for two minions", stamina="5 \\| 5", stability="0"):
    return ROWS.format(roles=roles, cost=cost, stamina=stamina, stability=stability)


# (id, the file, organization, roles, cost)
TABLES = [
    ("table-first", FRONT + _table() + TRAIT, "minion", ["artillery"], "3 essence for two minions"),
    ("flavor-first", FRONT + "A wisp of test light.\n\n" + _table() + TRAIT, "minion", ["artillery"],
     "3 essence for two minions"),
    # a champion: the organization the summoner's book gives their champion where a minion's says Minion (was kept
    # as written, a role the ruleset did not know)
    ("champion", FRONT + _table(roles="Champion", cost="9 essence for one champion") + TRAIT, "champion", [],
     "9 essence for one champion"),
    ("per-minion", FRONT + _table(cost="1 essence per minion summoned") + TRAIT, "minion", ["artillery"],
     "1 essence per minion summoned"),
    # the cost in Japanese, or a resource's name and number alone: was read as the creature's roles (`真髄`,
    # `3（ミニオン2体につき）`), and the statblock said to have no level (a false SB170)
    ("japanese", FRONT + _table(cost="真髄 3（ミニオン2体につき）") + TRAIT, "minion", ["artillery"],
     "真髄 3（ミニオン2体につき）"),
    ("japanese-champion", FRONT + _table(roles="Champion", cost="真髄9（勇者1体につき）") + TRAIT, "champion", [],
     "真髄9（勇者1体につき）"),
    ("resource-alone", FRONT + _table(cost="3 Essence") + TRAIT, "minion", ["artillery"], "3 Essence"),
]


@pytest.mark.parametrize(("text", "organization", "roles", "cost"), [t[1:] for t in TABLES],
                         ids=[t[0] for t in TABLES])
def test_a_table_without_level_or_ev_is_a_summoned_creatures_statblock(text, organization, roles, cost):
    result = read_text("wisp.md", text)
    assert result.diagnostics == []  # no level: a summoned creature's is its summoner's
    (wisp,) = result.statblocks
    said = statblock_json(wisp)
    assert (said["name"], said["kind"], said["level"]) == ("Test Wisp", "statblock", None)
    assert (said["organization"], said["roles"], said["fields"]["Cost"]) == (organization, roles, cost)
    assert (said["speed"], said["free_strike"], said["characteristics"]["reason"]) == (5, 3, 2)
    assert [a.name for a in result.abilities] == ["Test Glow"]


def test_a_table_of_other_cells_is_no_statblock():
    text = FRONT + "| Fey | - | - | Minion Artillery | - |\n|:-:|:-:|:-:|:-:|:-:|\n| a | b | c | d | e |\n" + TRAIT
    assert read_text("wisp.md", text).statblocks == []


@pytest.mark.parametrize(("stamina", "stability"), [
    ("Special", "R"), ("SPECIAL", "2 + R"), ("= yours", "0"), ("20 + your level", "R + 1"),
], ids=["special-letter", "upper-sum", "equal-yours", "your-level"])
def test_a_statistic_said_in_relation_to_the_hero_is_kept(stamina, stability):
    result = read_text("wisp.md", FRONT + _table(stamina=stamina, stability=stability) + TRAIT)
    assert result.diagnostics == []
    (wisp,) = result.statblocks
    assert statblock_json(wisp)["fields"]["stamina"] == stamina


@pytest.mark.parametrize(("stamina", "stability"), [("5O", "0"), ("5", "Q"), ("5", "R R")],
                         ids=["letter-o", "no-characteristic", "two-letters"])
def test_a_statistic_that_is_no_number_nor_relation_is_still_sb171(stamina, stability):
    result = read_text("wisp.md", FRONT + _table(stamina=stamina, stability=stability) + TRAIT)
    assert [d.code for d in result.diagnostics] == ["SB171"]


def test_a_monster_without_a_level_or_cost_still_lacks_its_level():
    text = FRONT + _table(cost="-") + TRAIT
    assert [d.code for d in read_text("wisp.md", text).diagnostics] == ["SB170"]


def test_a_ds_statblock_keeps_its_cost():
    text = ("```ds-sb\nname: Test Wisp\ntype: statblock\ncost: 3 essence for two minions\nlevel: 0\nstamina: 5 | 5\n"
            "speed: 5\nstability: 0\nfree_strike: 3\nmight: 0\nagility: 0\nreason: 0\nintuition: 0\npresence: 0\n```\n")
    (wisp,) = read_text("wisp.md", text).statblocks
    assert statblock_json(wisp)["fields"]["Cost"] == "3 essence for two minions"


# an ability printed with its power roll after its name, its tiers three paragraphs without `≤11`, `12-16`, `17+`
# (the linked Markdown drops the tier marks): the roll stayed in the name and the tiers were untyped paragraphs
STRIKE = ("> 🏹 **Test Zap 2d10 {bonus}{tag}**\n>\n> | **Magic, Ranged, Strike** | **Main action** |\n"
          "> |---|---:|\n> | **📏 Ranged 5** | **🎯 One creature** |\n>\n{tiers}")
TIERS = "> 2 fire damage\n>\n> 4 fire damage\n>\n> 6 fire damage; push 2\n>\n> **Effect:** The target glows.\n"


@pytest.mark.parametrize(("bonus", "tag", "characteristics", "number"), [
    ("+ 5", " (Signature Ability)", [], 5),
    ("+ R", " (Signature Ability)", ["reason"], None),
    ("+ Might", "", ["might"], None),
    ("+ 3", " (3 Malice)", [], 3),
], ids=["number-signature", "letter", "word-no-tag", "cost"])
def test_a_power_roll_after_the_name_and_its_unmarked_tiers(bonus, tag, characteristics, number):
    from statblock.rulesets.draw_steel.serialize import ability_json

    result = read_text("zap.md", STRIKE.format(bonus=bonus, tag=tag, tiers=TIERS))
    assert result.diagnostics == []
    (zap,) = (ability_json(a) for a in result.abilities)
    assert zap["name"] == "Test Zap" and zap["signature"] == ("Signature" in tag)
    roll = zap["power_roll"]
    assert (roll["characteristics"], roll["bonus"]) == (characteristics, number)
    assert [[e["kind"] for e in t["effects"]] for t in roll["tiers"]] == [["damage"], ["damage"],
                                                                         ["damage", "forced_move"]]
    assert [s["label"] for s in zap["sections"]] == ["Effect"]


def test_two_paragraphs_after_a_named_roll_stay_paragraphs():
    from statblock.rulesets.draw_steel.serialize import ability_json

    tiers = "> 2 fire damage\n>\n> **Effect:** The target glows.\n"
    result = read_text("zap.md", STRIKE.format(bonus="+ 5", tag="", tiers=tiers))
    (zap,) = (ability_json(a) for a in result.abilities)
    assert zap["name"] == "Test Zap"
    assert any("2 fire damage" in (s["text"] or "") for s in zap["sections"])


@pytest.mark.parametrize("name", ["Test 2d10 Zap", "Test Zap 2d10", "Test Zap 2d10 + "],
                         ids=["inside", "no-bonus", "empty-bonus"])
def test_a_name_with_dice_but_no_roll_after_it_is_kept(name):
    text = f"> 🏹 **{name}**\n>\n> | **Magic** | **Maneuver** |\n> |---|---:|\n> | **📏 Self** | **🎯 Self** |\n"
    (zap,) = read_text("zap.md", text).abilities
    assert zap.name == name.strip()


# a summoner's fixture: a featureblock with a terrain type, a role and its Stamina and Size in `stats:`, said in
# relation to the hero; it was a malice group (its statistics dropped), or no block at all from the front matter
FIXTURE = ("name: Test Spring\nrole: Support\nstats:\n  - name: Stamina\n    value: 20 + your level\n"
           "  - name: Size\n    value: \"2\"\nterrain_type: Hazard\ntype: featureblock\nfeatures:\n"
           "  - body: Each ally near the spring regains 2 Stamina.\n    icon: ⭐️\n    name: Test Welling\n")


@pytest.mark.parametrize("text", [
    "```ds-fb\n" + FIXTURE + "```\n",
    "---\n" + FIXTURE + "---\n\n*Hazard Support*\n\n> ⭐️ **Test Welling**\n>\n"
    "> Each ally near the spring regains 2 Stamina.\n",
], ids=["fenced", "front-matter"])
def test_a_featureblock_with_a_terrain_type_is_a_terrain_object_of_the_hero(text):
    result = read_text("spring.md", text)
    assert result.diagnostics == []  # a hero's object: no level or EV of its own
    (spring,) = result.statblocks
    said = statblock_json(spring)
    assert said["kind"] == "dynamic_terrain" and said["name"] == "Test Spring"
    assert said["fields"] == {"terrain_type": "Hazard", "roles": "Support", "stamina": "20 + your level", "size": "2"}
    assert said["features"] == ["Test Welling"]


def test_a_directors_terrain_object_still_needs_its_level_and_ev():
    text = "```ds-fb\n" + FIXTURE.replace("20 + your level", "20") + "```\n"
    assert [(d.code, d.severity.name) for d in read_text("spring.md", text).diagnostics] == [
        ("SB170", "WARNING"), ("SB170", "WARNING")]


def test_a_featureblock_without_terrain_words_is_still_a_malice_group():
    text = ("```ds-fb\nname: Test Malice\ntype: featureblock\nfeatures:\n  - body: Each foe shifts 1.\n"
            "    name: Test Shift\n```\n")
    (group,) = read_text("malice.md", text).statblocks
    assert statblock_json(group)["kind"] == "malice_features"


# a monster's tier that ends with the creature's own shift, said without who or squares (`4 fire damage; shift
# 3`, the Summoner's Flow of Magma): was a text clause, where `shift 3 squares` was read
@pytest.mark.parametrize(("clause", "kinds", "distance"), [
    ("4 fire damage; shift 3", ["damage", "own_move"], 3),
    ("shift 2", ["own_move"], 2),
    ("4 damage; shift 3 squares", ["damage", "own_move"], 3),
    ("4 damage; teleport 3", ["damage", "text"], None),  # who moves whom is not said
], ids=["after-damage", "alone", "squares", "teleport-stays-text"])
def test_a_bare_shift_is_the_creatures_own_move(clause, kinds, distance):
    from statblock.rulesets.draw_steel.serialize import ability_json

    text = STRIKE.format(bonus="+ 2", tag="", tiers=f"> {clause}\n>\n> 5 damage\n>\n> 6 damage\n")
    result = read_text("zap.md", text)
    (zap,) = (ability_json(a) for a in result.abilities)
    first = zap["power_roll"]["tiers"][0]["effects"]
    assert [e["kind"] for e in first] == kinds
    if distance is not None:
        move = first[-1]
        assert (move["who"], move["movement"], move["distance"]) == (None, "shift", distance)


# a caption and the features it names in one quote (`> **Level 10 Champion Advancement Feature**`, then `> ⭐️
# **Size Increase**` and an ability): was one feature named after the caption, the trait's name in its text
CAPTIONED = ("> **Level 10 Test Advancement Feature**\n>\n> ⭐️ **Test Growth**\n>\n> The wisp is now size 2.\n>\n"
             "> ❗️ **Test Flare**\n>\n> | **Magic** | **Maneuver** |\n> |---|---:|\n"
             "> | **📏 Self** | **🎯 Self** |\n"
             ">\n> **Effect:** The wisp glows.\n")


@pytest.mark.parametrize(("text", "names"), [
    (CAPTIONED, ["Test Growth", "Test Flare"]),
    ("> **Level 10 Test Advancement Feature**\n\n"
     + CAPTIONED.split("\n", 2)[2].replace("\n>\n> ❗️", "\n\n> ❗️"), ["Test Growth", "Test Flare"]),
    ("> ⭐️ **Test Growth**\n>\n> The wisp is now size 2.\n>\n> **Level 10 Test Note**\n", ["Test Growth"]),
], ids=["one-quote", "quotes-of-their-own", "no-caption"])
def test_a_caption_quoted_with_its_features_names_them(text, names):
    result = read_text("wisp.md", text)
    assert [a.name for a in result.abilities] == names


@pytest.mark.parametrize(("head", "cost", "first_text"), [
    ("> ⭐️ **Test Pile** 1 Essence", (1, "essence"), "The wisp leaves a wall."),
    ("> ⭐️ **Test Pile** 3 Malice", (3, "malice"), "The wisp leaves a wall."),
    ("> ⭐️ **Test Pile** 1 Gold", None, "1 Gold The wisp leaves a wall."),  # no resource: the text's
    ("> ⭐️ **Test Pile** 2 walls rise.", None, "2 walls rise. The wisp leaves a wall."),
], ids=["essence", "malice", "no-resource", "words"])
def test_a_cost_after_a_features_bold_name_is_its_cost(head, cost, first_text):
    from statblock.rulesets.draw_steel.serialize import ability_json

    result = read_text("wisp.md", head + "\n>\n> The wisp leaves a wall.\n")
    (pile,) = (ability_json(a) for a in result.abilities)
    said = (pile["cost"]["amount"], pile["cost"]["resource"]) if pile["cost"] else None
    assert said == cost
    assert " ".join(s["text"] for s in pile["sections"]) == first_text


@pytest.mark.parametrize("to", ["ability", "md"])
def test_a_fixture_converts_and_reads_back_the_same(to):
    # the native form writes `Type: Hazard | Role: Support` first (no level): read as an ability's `Type:`
    # (its action), the object's type and role were lost
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result = read_text("spring.md", "```ds-fb\n" + FIXTURE + "```\n")
    conversion = convert_result(result, to, "out." + to)
    assert conversion.problems == ()
    back = read_text("out." + to, conversion.text)
    assert [statblock_json(s)["fields"] for s in back.statblocks] == [statblock_json(s)["fields"]
                                                                     for s in result.statblocks]
    assert back.diagnostics == []


@pytest.mark.parametrize("to", ["ability", "md"])
def test_a_squads_stamina_with_bars_converts_and_reads_back(to):
    # `5 | 5` (a minion squad's Stamina, one per minion): the native line split it at its bar, so the Stamina
    # read back was `5` and `convert` refused the file (it would change); written `5 \| 5` now
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result = read_text("wisp.md", FRONT + _table() + TRAIT)
    conversion = convert_result(result, to, "out." + to)
    assert conversion.problems == ()
    (back,) = read_text("out." + to, conversion.text).statblocks
    assert statblock_json(back)["fields"]["stamina"] == "5 | 5"


_IN_EFFECT = ("You have the following ability.\\n\\n###### Test Wisp Statblock\\n\\n>\\n>**Test Wisp**\\n>\\n"
              ">| Elemental | - | Level 2 | Brute | EV - |\\n>|:-:|:-:|:-:|:-:|:-:|\\n"
              ">| **1T**<br>Size | **5**<br>Speed | **12**<br>Stamina | **0**<br>Stability | **3**<br>Free Strike |\\n"
              ">| **-2**<br>Might | **+1**<br>Agility | **+2**<br>Reason | **0**<br>Intuition | **0**<br>Presence |\\n>\\n"
              ">> **Test Glow**\\n>>\\n>> The wisp glows.")


@pytest.mark.parametrize("path, text", [
    ("f.yaml", 'effects:\n    - effect: "' + _IN_EFFECT + '"\nname: Summon Test Wisp\ntype: feature\n'),
    ("f.json", '{"effects": [{"effect": "' + _IN_EFFECT + '"}], "name": "Summon Test Wisp", "type": "feature"}'),
])
def test_a_statblock_in_a_yaml_effect_string_is_read_as_its_markdown_is(path, text):
    """A feature whose `effect:` string holds the summoned creature's heading, statblock table and quoted traits (the
    data-unified YAML of an elementalist's summon): the statblock was a line of text, its trait lost among the
    effect's lines. Now the Markdown after the effect's words is read as the Markdown front-end reads it: the
    statblock (named where the YAML writes its name) holding its trait, the effect's own words its text."""
    result = read_text(path, text)
    assert [d.code for d in result.diagnostics] == []
    (block,) = result.statblocks
    said = statblock_json(block)
    assert (said["name"], said["level"], said["stamina"], said["features"]) == ("Test Wisp", 2, 12, ["Test Glow"])
    at = text.index("**Test Wisp**") + 2
    assert (said["line"], said["column"]) == (text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at))
    caller = next(a for a in result.abilities if a.name == "Summon Test Wisp")
    assert [s.text for s in caller.sections] == ["You have the following ability."]


def test_a_statblock_in_an_effect_string_of_a_fenced_feature_is_read():
    """The same feature in the data-unified linked Markdown (a ```ds-feature fence holding the record): its statblock
    and the creature's trait were lost with no word at all (the fence's lines are the YAML reader's, which kept the
    string as text). Now read as in the YAML file, placed in the fence."""
    text = ("---\nname: Summon Test Wisp\ntype: feature\n---\n\n```ds-feature\neffects:\n    - effect: \""
            + _IN_EFFECT + "\"\nname: Summon Test Wisp\ntype: feature\n```\n")
    result = read_text("f.md", text)
    assert [d.code for d in result.diagnostics] == []
    (block,) = result.statblocks
    said = statblock_json(block)
    assert (said["name"], said["stamina"], said["features"]) == ("Test Wisp", 12, ["Test Glow"])
    at = text.index("**Test Wisp**") + 2
    assert (said["line"], said["column"]) == (text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at))


def test_the_words_of_a_relation_are_made_once_per_vocabulary():
    """`Special` and a characteristic's letter (`1 + M`) are worked out once per vocabulary, not per statistic:
    asked again, the same pattern; another vocabulary (another object: a file's learned words make one) has its
    own, from its own letters."""
    import attrs

    from statblock.rulesets.draw_steel.compiler import statblocks
    from statblock.rulesets.draw_steel.vocabulary import vocabulary
    from statblock.vocabulary import Category

    rules = vocabulary()
    special, letters = statblocks._said_apart(rules)
    assert statblocks._said_apart(rules)[1] is letters
    assert "special" in special and letters.fullmatch("1 + M") and letters.fullmatch("R") and not letters.fullmatch("Q")
    terms = {key: term for key, term in rules.characteristics.terms.items() if term.extra.get("letter") == "M"}
    other = attrs.evolve(rules, categories={**rules.categories, "characteristics": Category("characteristics", terms)})
    assert statblocks._said_apart(other)[1].fullmatch("M") and statblocks._said_apart(other)[1].fullmatch("R") is None
    assert statblocks._said_apart(rules)[1].fullmatch("R")


# ---- a summoned creature's flavor ---------------------------------------------------------------------------
# The summoner's book describes each minion over its table (data-unified Markdown: the paragraph before the table,
# `flavor:` in the YAML and JSON). The table was found after the paragraph, the paragraph dropped with no word:
# no card and no statblock said it.

FLAVOR = "A wisp of test light, flickering."
FLAVORED = [
    ("front-matter", "wisp.md", FRONT + FLAVOR + "\n\n" + _table() + TRAIT),
    ("heading", "wisp.md", "###### Test Wisp\n\n*" + FLAVOR + "*\n\n" + _table() + TRAIT),
    ("yaml", "wisp.yaml", f"name: Test Wisp\ntype: statblock\nflavor: {FLAVOR}\norganization: Minion\n"
                          "role: Artillery\nstamina: 5\nspeed: 5\nmight: -2\n"),
    ("native", "wisp.ability", f"Test Wisp (Statblock)\n*{FLAVOR}*\nRoles: Minion Artillery\n"
                               "Size: 1T | Speed: 5 | Stamina: 5 | Stability: 0 | Free Strike: 3\n"),
]


@pytest.mark.parametrize(("path", "text"), [f[1:] for f in FLAVORED], ids=[f[0] for f in FLAVORED])
def test_a_summoned_creature_keeps_its_flavor(path, text):
    (wisp,) = read_text(path, text).statblocks
    assert (wisp.name, statblock_json(wisp)["text"]) == ("Test Wisp", FLAVOR)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_statblock_card_prints_the_flavor(lang):
    from statblock.rulesets.draw_steel.render.statblock_views import statblock_view

    (wisp,) = read_text("wisp.md", FRONT + FLAVOR + "\n\n" + _table() + TRAIT).statblocks
    assert statblock_view(wisp, lang=lang).flavor == FLAVOR


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("to", ["ability", "md", "json"])
def test_a_flavor_converts_and_reads_back(to, lang):
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result = read_text("wisp.md", FRONT + FLAVOR + "\n\n" + _table() + TRAIT)
    conversion = convert_result(result, to, "out." + to, lang=lang)
    assert conversion.problems == ()
    (back,) = read_text("out." + to, conversion.text).statblocks
    assert statblock_json(back)["text"] == FLAVOR


def test_a_flavor_line_under_a_heading_with_no_statblock_table_after_it_is_no_statblock():
    text = "###### Test Wisp\n\n*" + FLAVOR + "*\n\n| a | b |\n|---|---|\n| c | d |\n"
    assert read_text("wisp.md", text).statblocks == []


def test_a_paragraph_of_plain_words_under_a_heading_is_the_flavor_too():
    """Not only an italic line: a paragraph of plain words between the heading and the table is the creature's
    description (it made the statblock unread, the file other text: tests/test_statblock_intro.py)."""
    (wisp,) = read_text("wisp.md", "###### Test Wisp\n\n" + FLAVOR + "\n\n" + _table() + TRAIT).statblocks
    assert (wisp.name, statblock_json(wisp)["text"]) == ("Test Wisp", FLAVOR)


# ---- an immunity worth the summoner's characteristic, on a card of the other language --------------------------
# `Corruption R, Poison R` (the summoner's undead minions: immune by their summoner's Reason) was quoted whole on a
# Japanese card (`「Corruption R」、「Poison R」`), the types' words untranslated; a number alone was translated.

@pytest.mark.parametrize(("written", "lang", "printed"), [
    ("Corruption R, poison 2 + R", "ja", "無効化 汚染 R、毒 2 + R"),
    ("Fire R + 2", "ja", "無効化 火 R + 2"),
    ("汚染 R、毒 Ｒ", "en", "Immunity Corruption R, poison R"),
    ("Corruption 5", "ja", "無効化 汚染 5"),  # (as before)
], ids=["letter-and-sum", "sum-after", "ja-written", "number"])
def test_an_immunity_of_a_characteristic_prints_its_type_in_the_card_s_language(written, lang, printed):
    from statblock.rulesets.draw_steel.render.statblock_views import statblock_view

    text = ("Test Wisp (Statblock)\nRoles: Minion Artillery\n"
            "Size: 1T | Speed: 5 | Stamina: 5 | Stability: 0 | Free Strike: 3\n"
            f"Immunity: {written} | Movement: Fly\n")
    (wisp,) = read_text("wisp.ability", text).statblocks
    (rows,) = [s.paragraphs for s in statblock_view(wisp, lang=lang).sections if s.label is None]
    assert any(row.startswith(printed) for row in rows), rows


# ---- what a summoner pays for a creature, on a card of the other language ------------------------------------------
# `3 essence for two minions` was printed in English on a Japanese card (`コスト: 3 essence for two minions`).

@pytest.mark.parametrize(("written", "lang", "printed"), [
    ("3 essence for two minions", "ja", "真髄 3（ミニオン2体につき）"),
    ("9 essence for one champion", "ja", "真髄 9（チャンピオン1体につき）"),
    ("1 essence per minion summoned", "ja", "真髄 1（召喚するミニオン1体につき）"),
    ("真髄 3（ミニオン2体につき）", "en", "3 essence for two minions"),
    ("真髄 1（召喚するミニオン1体につき）", "en", "1 essence per minion summoned"),
    ("3 gold for two minions", "ja", "3 gold for two minions"),  # (no resource of the rules: as written)
], ids=["for-two", "champion", "per-minion", "ja-for-two", "ja-per-minion", "other-words"])
def test_a_summoned_creature_s_cost_prints_in_the_card_s_language(written, lang, printed):
    from statblock.rulesets.draw_steel.render.statblock_views import statblock_view

    # (the book's table, or a native block's `Cost:` line, as `convert` writes it)
    for path, text in (("wisp.md", FRONT + _table(cost=written) + TRAIT),
                       ("wisp.ability", "Test Wisp (Statblock)\nRoles: Minion Artillery\n"
                                        f"Size: 1T | Speed: 5 | Stamina: 5 | Stability: 0\nCost: {written}\n")):
        if path == "wisp.md" and lang == "en":
            continue  # (a table's cost cell is read in the book's English words)
        (wisp,) = read_text(path, text).statblocks
        (cost,) = [s.paragraphs for s in statblock_view(wisp, lang=lang).sections if s.label in ("Cost", "コスト")]
        assert cost == (printed,), path
