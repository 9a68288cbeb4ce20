"""Dynamic terrain objects (the Monsters book's traps, siege engines, fortifications, hazards, relics,
trigger mechanisms): their statistics (level, terrain type, role, EV, Stamina, Size, Direction, Typical
Space, Link, flavor) were read from no layout: `parse` listed their abilities and nothing else, `check` said
nothing about them. Each layout now gives a statblock of kind `dynamic_terrain`, the same one whatever the
layout or language, with the features that follow it, and `check` warns when one lacks what the book always
gives (SB170)."""

from __future__ import annotations

import json

import pytest

from statblock.diagnostics import Severity
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import statblock_json

FLAVOR = "A loop of rope waits in the leaves."
DEACTIVATE = "> 🌀 **Deactivate**\n>\n> The snare must be cut.\n\n"
ABILITY = ("> ❗️ **Yank**\n>\n> | **Melee, Strike** | **Free triggered action** |\n> |---|---:|\n"
           "> | **📏 Melee 0** | **🎯 The triggering creature** |\n>\n> **Trigger:** A creature steps in.\n>\n"
           "> **Power Roll + 2:**\n>\n> - **≤11:** 2 damage\n> - **12-16:** 3 damage; A < 1 prone\n"
           "> - **17+:** 4 damage; A < 2 restrained (save ends)\n")
FEATURES = ["Deactivate", "Yank"]
BULLETS = "- **EV:** 2\n- **Stamina:** 3\n- **Size:** 1S\n- **Direction:** The loop faces the path.\n"


def heading(tag: str = "Level 1 Trap Ambusher", bullets: str = BULLETS) -> str:
    return f"###### Test Snare ({tag})\n\n{FLAVOR}\n\n{bullets}\n" + DEACTIVATE + ABILITY


def front_matter(stats: str = "") -> str:
    stats = stats or ('    - name: EV\n      value: "2"\n    - name: Stamina\n      value: "3"\n'
                      '    - name: Size\n      value: 1S\n    - name: Direction\n      value: The loop faces the path.\n')
    return (f"---\nflavor: {FLAVOR}\nlevel: 1\nname: Test Snare\nrole: Ambusher\nstats:\n{stats}"
            "terrain_type: Trap\ntype: dynamic-terrain\n---\n\n" + FLAVOR + "\n\n" + BULLETS + "\n" + DEACTIVATE + ABILITY)


def featureblock(kind: str = "type: featureblock\nfeatureblock_type: Trap Ambusher") -> str:
    return (f"~~~ds-featureblock\n{kind}\nname: Test Snare\nlevel: 1\nev: \"2\"\nflavor: {FLAVOR}\n"
            "stamina: \"3\"\nsize: 1S\nstats:\n  - name: Direction\n    value: The loop faces the path.\n"
            "features:\n  - name: Deactivate\n    icon: 🌀\n    effects:\n      - effect: The snare must be cut.\n"
            "  - name: Yank\n    icon: ❗️\n    keywords: [Melee, Strike]\n    usage: Free triggered action\n"
            "    distance: Melee 0\n    target: The triggering creature\n    trigger: A creature steps in.\n"
            "    effects:\n      - roll: Power Roll + 2\n        tier1: 2 damage\n"
            "        tier2: 3 damage; A < 1 prone\n        tier3: 4 damage; A < 2 restrained (save ends)\n~~~\n")


NATIVE = ("Test Snare (Dynamic Terrain)\n*A loop of rope waits in the leaves.*\n"
          "Level: 1 | Type: Trap | Role: Ambusher | EV: 2\nStamina: 3 | Size: 1S\n"
          "Direction: The loop faces the path.\n\n"
          "🌀 Deactivate\n¶ The snare must be cut.\n\n"
          "❗️ Yank\nMelee, Strike | Free triggered action\n📏 Melee 0 | 🎯 The triggering creature\n"
          "Trigger: A creature steps in.\nPower Roll + 2:\n≤11: 2 damage\n12-16: 3 damage; A < 1 prone\n"
          "17+: 4 damage; A < 2 restrained (save ends)\n")
NATIVE_JA = ("Test Snare (ダイナミック地形)\n*A loop of rope waits in the leaves.*\n"
             "レベル：1 | 地形種別：罠 | 役割：アンブッシャー | EV：2\nスタミナ：3 | サイズ：1S\n"
             "向き：The loop faces the path.\n\n" + NATIVE.split("\n\n", 1)[1])

LAYOUTS = {
    "heading.md": heading(),
    "front-matter.md": front_matter(),
    "featureblock.md": featureblock(),
    "typed-featureblock.md": featureblock("type: Trap Ambusher"),
    "native.ability": NATIVE,
}


def terrain_of(path: str, text: str):
    result = read_text(path, text)
    assert [d for d in result.diagnostics if d.severity is Severity.ERROR] == []
    (terrain,) = [s for s in result.statblocks if s.kind == "dynamic_terrain"]
    return result, terrain


@pytest.mark.parametrize("path", LAYOUTS)
def test_every_layout_gives_the_objects_statistics(path):
    result, terrain = terrain_of(path, LAYOUTS[path])
    said = statblock_json(terrain)
    assert (said["name"], said["kind"], said["level"], said["terrain_type"], said["roles"]) == \
        ("Test Snare", "dynamic_terrain", 1, "trap", ["ambusher"])
    assert (said["ev"], said["stamina"], said["size"], said["text"]) == ("2", 3, "1S", FLAVOR)
    assert said["fields"]["direction"] == "The loop faces the path."
    assert said["features"] == FEATURES and [a.name for a in result.abilities] == FEATURES
    assert result.diagnostics == []


def test_every_layout_gives_the_same_object():
    objects = {path: terrain_of(path, text)[1] for path, text in LAYOUTS.items()}
    first = objects.pop("native.ability")
    assert all(other == first for other in objects.values()), objects


def test_japanese_labels_give_the_same_object():
    assert terrain_of("ja.ability", NATIVE_JA)[1].terrain_type == "trap"
    english = statblock_json(terrain_of("en.ability", NATIVE)[1])
    japanese = statblock_json(terrain_of("ja.ability", NATIVE_JA)[1])
    for said in (english, japanese):
        said.pop("path"), said.pop("fields")
    assert japanese == english


def test_the_front_matter_and_its_bullets_are_one_object():
    result, terrain = terrain_of("t.md", front_matter())
    assert len(result.statblocks) == 1
    assert (terrain.line, terrain.column) == (4, 7)  # the front matter's `name: Test Snare`


def test_prose_statistics_and_a_dash_are_kept_as_written():
    bullets = "- **EV:** 2 per 10 x 10 patch\n- **Stamina:** -\n- **Size:** One or more squares\n"
    result, terrain = terrain_of("t.md", heading("Level 3 Hazard Hexer", bullets))
    assert result.diagnostics == []  # the book's `Stamina: -` says it has none: nothing missing
    assert (terrain.ev, terrain.stamina, terrain.size) == ("2 per 10 x 10 patch", None, "One or more squares")
    assert terrain.fields["stamina"] == "-" and terrain.terrain_type == "hazard" and terrain.roles == ("hexer",)


@pytest.mark.parametrize("tag, terrain_type, roles", [
    ("Level 1 Trigger Support", "trigger", ("support",)),
    ("Level 2 Siege Engine Artillery", "siege_engine", ("artillery",)),
    ("Level 2 Siege Engine", "siege_engine", ()),
    ("Level 2 Defender", None, ("defender",)),
])
def test_the_heading_says_level_type_and_role(tag, terrain_type, roles):
    terrain = terrain_of("t.md", heading(tag))[1]
    assert (terrain.terrain_type, terrain.roles) == (terrain_type, roles)


def test_a_dynamic_terrain_heading_takes_level_type_and_role_from_bullets():
    bullets = "- **Level:** 2\n- **Type:** Trap\n- **Role:** Lurker\n" + BULLETS
    terrain = terrain_of("t.md", heading("Dynamic Terrain", bullets))[1]
    assert (terrain.level, terrain.terrain_type, terrain.roles) == (2, "trap", ("Lurker",))


def test_a_heading_of_a_level_and_other_words_is_no_terrain_object():
    text = "###### Test Bolt (Level 1 Feature)\n\nA bolt of light.\n\n" + ABILITY
    assert read_text("t.md", text).statblocks == []


@pytest.mark.parametrize("path, text, suggestion", [
    ("t.md", heading(bullets="- **EV:** 2\n- **Stamina:** 3\n"), "- **Size:** …"),
    # (the body's `- **Size:** 1S` left out too: a Size the body gives is the object's, test below)
    ("t.md", front_matter('    - name: EV\n      value: "2"\n    - name: Stamina\n      value: "3"\n')
     .replace("- **Size:** 1S\n", ""), "- name: Size"),
    ("t.md", featureblock().replace("size: 1S\n", ""), "size: …"),
    ("t.ability", NATIVE.replace(" | Size: 1S", ""), "Size: …"),
    ("t.ability", NATIVE_JA.replace(" | サイズ：1S", ""), "サイズ: …"),
])
def test_a_missing_statistic_is_a_warning_at_the_name(path, text, suggestion):
    result = read_text(path, text)
    (problem,) = result.diagnostics
    assert (problem.code, problem.severity) == ("SB170", Severity.WARNING)
    assert text[problem.span.start:problem.span.end].startswith("Test Snare")
    assert suggestion in problem.render(), problem.render()
    assert "ダイナミック地形にサイズがありません" in problem.render(lang="ja")


def test_a_level_that_is_no_number_is_reported_at_it():
    text = NATIVE.replace("Level: 1", "Level: one")
    (problem,) = read_text("t.ability", text).diagnostics
    assert problem.code == "SB171" and text[problem.span.start:problem.span.end] == "one"


@pytest.mark.parametrize("path, text", [
    ("t.md", heading("Level " + "1" * 101 + " Trap Ambusher")),
    ("t.ability", NATIVE.replace("Level: 1", "Level: " + "1" * 101)),
], ids=["heading", "native"])
def test_a_level_too_long_to_read_is_reported_not_lost(path, text):
    result = read_text(path, text)
    (terrain,) = result.statblocks  # the heading is still the object's (it was read as no object at all)
    assert terrain.kind == "dynamic_terrain" and terrain.level is None
    (problem,) = [d for d in result.diagnostics if d.code == "SB171"]
    assert text[problem.span.start:problem.span.end] == "1" * 101
    assert "101 digits" in problem.render() and "101 桁" in problem.render(lang="ja")


def test_a_misspelt_label_is_reported_not_lost():
    text = NATIVE.replace("Stamina: 3", "Stamnia: 3")
    result = read_text("t.ability", text)
    (problem,) = result.diagnostics
    assert (problem.code, problem.severity) == ("SB172", Severity.WARNING) and "`Stamina`" in problem.render()
    assert result.statblocks[0].fields["Stamnia"] == "3"


def test_a_monsters_json_has_no_terrain_key():
    text = ("Test Brute (Statblock)\nLevel: 1 | Roles: Elite Brute | EV: 12\nSize: 1M | Speed: 5 | Stamina: 40 | "
            "Stability: 1 | Free Strike: 3\nMight: +2 | Agility: 0 | Reason: 0 | Intuition: 0 | Presence: 0\n")
    (monster,) = read_text("t.ability", text).statblocks
    assert "terrain_type" not in json.loads(json.dumps(statblock_json(monster)))


# ---- cards ----------------------------------------------------------------------------------------


def test_the_card_shows_every_statistic_and_the_flavor():
    from statblock.rulesets.draw_steel.render.statblock_views import statblock_view

    terrain = terrain_of("t.md", heading())[1]
    view = statblock_view(terrain)
    assert (view.name, view.cost, view.flavor) == ("Test Snare", "Dynamic Terrain", FLAVOR)
    rows, direction = view.sections
    assert rows.paragraphs == ("Level 1 · Trap · Ambusher · EV 2", "Stamina 3 · Size 1S")
    assert (direction.label, direction.paragraphs) == ("Direction", ("The loop faces the path.",))


def test_a_japanese_card_says_labels_type_and_role_in_japanese():
    from statblock.rulesets.draw_steel.render.statblock_views import statblock_view

    view = statblock_view(terrain_of("t.md", heading())[1], "ja")
    assert view.cost == "ダイナミック地形"
    assert view.sections[0].paragraphs == ("レベル 1 · 罠 · アンブッシャー · EV 2", "スタミナ 3 · サイズ 1S")
    assert view.sections[1].label == "向き"


def test_cards_print_the_object_before_its_features(tmp_path):
    from statblock.cli import main

    source = tmp_path / "snare.md"
    source.write_text(heading(), encoding="utf-8")
    out = tmp_path / "cards.txt"
    assert main(["cards", str(source), "--format", "txt", "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert text.index("Dynamic Terrain") < text.index("Level 1 · Trap · Ambusher · EV 2") < text.index("Yank")
    assert FLAVOR in text and "Direction: The loop faces the path." in text


# ---- convert and fmt ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", [None, "ja"])
@pytest.mark.parametrize("to, suffix", [("ability", ".ability"), ("md", ".md")])
@pytest.mark.parametrize("path", LAYOUTS)
def test_convert_keeps_every_value(path, to, suffix, lang):
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result, terrain = terrain_of(path, LAYOUTS[path])
    converted = convert_result(result, to, "out" + suffix, lang)
    assert converted.problems == ()  # convert's own check: the statblocks read back equal, features too
    again, back = terrain_of("out" + suffix, converted.text)
    assert back == terrain and back.fields == terrain.fields and back.features == terrain.features
    assert statblock_json(back)["terrain_type"] == "trap"


def test_native_output_is_the_books_rows_in_the_language_asked():
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result, _ = terrain_of("t.md", heading())
    english = convert_result(result, "ability", "out.ability").text
    assert english.startswith("Test Snare (Dynamic Terrain)\n*A loop of rope waits in the leaves.*\n"
                              "Level: 1 | Type: Trap | Role: Ambusher | EV: 2\nStamina: 3 | Size: 1S\n"
                              "Direction: The loop faces the path.\n")
    japanese = convert_result(result, "ability", "out.ability", "ja").text
    assert japanese.startswith("Test Snare (ダイナミック地形)\n*A loop of rope waits in the leaves.*\n"
                               "レベル: 1 | 地形種別: Trap | 役割: Ambusher | EV: 2\nスタミナ: 3 | サイズ: 1S\n"
                               "向き: The loop faces the path.\n")


def test_markdown_output_is_the_compendiums_heading_and_bullets():
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result, _ = terrain_of("t.ability", NATIVE)
    text = convert_result(result, "md", "out.md").text
    assert text.startswith(f"###### Test Snare (Level 1 Trap Ambusher)\n\n{FLAVOR}\n\n- **EV:** 2\n")
    assert "- **Direction:** The loop faces the path.\n" in text
    japanese = convert_result(result, "md", "out.md", "ja").text
    assert japanese.startswith("###### Test Snare (レベル 1 Trap Ambusher)\n") and "- **スタミナ:** 3\n" in japanese
    # converted again without --lang: the labels stay in the language they are written in
    again = convert_result(read_text("out.md", japanese), "md", "again.md").text
    assert again.startswith("###### Test Snare (レベル 1 Trap Ambusher)\n") and "- **スタミナ:** 3\n" in again


@pytest.mark.parametrize("change", [
    lambda text: text.replace("Role: Ambusher", "Role: Lurker"),   # a role of one's own: not in the heading
    lambda text: text.replace("Level: 1", "Level: 1st"),          # no number
    lambda text: text.replace("Level: 1 | ", ""),                 # no level
], ids=["own-role", "level-word", "no-level"])
def test_a_heading_that_would_not_read_back_says_dynamic_terrain(change):
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result = read_text("t.ability", change(NATIVE))
    (terrain,) = result.statblocks
    text = convert_result(result, "md", "out.md").text
    assert text.startswith("###### Test Snare (Dynamic Terrain)\n")
    (back,) = read_text("out.md", text).statblocks
    assert back == terrain


def test_the_front_matter_keeps_its_values_through_native():
    """A file of the newer Steel Compendium: every value of its front matter comes back from native."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result, terrain = terrain_of("t.md", front_matter())
    converted = convert_result(result, "ability", "out.ability")
    assert converted.problems == ()
    assert read_text("out.ability", converted.text).statblocks[0].metadata["stats"][3]["name"] == "Direction"


def test_fmt_writes_the_canonical_rows_and_is_stable():
    from statblock.rulesets.draw_steel.authoring.format import format_text

    messy = ("Test Snare (Dynamic Terrain)\nlevel: 1 |  type: Trap|Role: Ambusher | EV: 2\n"
             "*A loop of rope waits in the leaves.*\nStamina: -\nSize: 1S | Lair: a hut\n\n"
             "🌀 Deactivate\n¶ The snare must be cut.\n")
    once = format_text(messy, "t.ability").text
    assert once.startswith("Test Snare (Dynamic Terrain)\n*A loop of rope waits in the leaves.*\n"
                           "Level: 1 | Type: Trap | Role: Ambusher | EV: 2\nStamina: - | Size: 1S\nLair: a hut\n")
    assert format_text(once, "t.ability").text == once


# ---- export ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [NATIVE, NATIVE.replace("Role: Ambusher", "Role: Lurker")], ids=["book", "own-role"])
def test_ds_feature_writes_the_object_as_a_featureblock_that_reads_back(capsys, tmp_path, text):
    from statblock.cli import main

    source = tmp_path / "snare.ability"
    source.write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    assert main(["export", str(source), "--to", "ds-feature", "-o", str(out)]) == 0, capsys.readouterr()
    assert "not exported" not in capsys.readouterr().err
    written = (out / "snare.md").read_text(encoding="utf-8")
    assert "```ds-featureblock\ntype: featureblock\nfeatureblock_type: Trap " in written
    (before,) = read_text("snare.ability", text).statblocks
    (after,) = read_text("snare.md", written).statblocks
    assert after == before and after.features == before.features


@pytest.mark.parametrize("fmt", ["foundry", "forgesteel"])
def test_a_target_of_abilities_says_it_leaves_the_object_out(capsys, tmp_path, fmt):
    from statblock.cli import main

    source = tmp_path / "snare.ability"
    source.write_text(NATIVE, encoding="utf-8")
    assert main(["export", str(source), "--to", fmt, "-o", str(tmp_path / "out")]) == 0
    said = capsys.readouterr()
    said = said.out + said.err
    (warning,) = [line for line in said.splitlines() if "dynamic terrain object `Test Snare`" in line]
    assert warning.startswith("statblock: warning: not exported to ")
    # the summary counts it as what it is (it said `1 statblock`)
    assert said.rstrip().endswith("; 1 dynamic terrain object not exported (see above)")


def test_the_summary_counts_monsters_and_terrain_objects_apart(capsys, tmp_path):
    from statblock.cli import main

    brute = ("Test Brute (Statblock)\nLevel: 1 | Roles: Elite Brute | EV: 12\nSize: 1M | Speed: 5 | Stamina: 40 | "
             "Stability: 1 | Free Strike: 3\nMight: +2 | Agility: 0 | Reason: 0 | Intuition: 0 | Presence: 0\n\n"
             "🗡 Bash\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nEffect: The target is pushed 1.\n\n")
    (tmp_path / "both.ability").write_text(brute + NATIVE, encoding="utf-8")
    for lang, ending in (("en", "; 1 statblock not exported (see above); 1 dynamic terrain object not exported "
                                "(see above)"),
                         ("ja", "。書き出していないステータスブロック 1 件（上記）。書き出していないダイナミック地形 1 件（上記）")):
        out = tmp_path / f"out-{lang}"
        assert main(["export", str(tmp_path / "both.ability"), "--to", "foundry", "-o", str(out), "--lang", lang]) == 0
        said = capsys.readouterr()
        assert (said.out + said.err).rstrip().endswith(ending), said


def test_a_japanese_heading_in_full_width_parentheses():
    text = ("###### テストの罠（レベル 2 罠・アンブッシャー）\n\n落ち葉の下で縄の輪が待つ。\n\n"
            "- **EV：** 2\n- **スタミナ：** 3\n- **サイズ：** 1S\n- **向き：** 道に向いている。\n\n" + DEACTIVATE)
    result, terrain = terrain_of("t.md", text)
    assert result.diagnostics == []
    assert (terrain.name, terrain.level, terrain.terrain_type, terrain.roles) == ("テストの罠", 2, "trap", ("ambusher",))
    assert terrain.fields["direction"] == "道に向いている。" and terrain.text == "落ち葉の下で縄の輪が待つ。"


def test_a_yaml_alias_is_reported_once():
    text = featureblock().replace('ev: "2"', "ev: *two")
    diagnostics = read_text("t.md", text).diagnostics
    assert [d.code for d in diagnostics] == ["SB004"]  # not SB170 besides: the value is there, unread


def test_problems_name_what_a_director_would_fix():
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.draw_steel.frontends.statblocks import from_source

    (complete,) = from_source(SourceFile("t.md", heading()))
    assert complete.kind == "dynamic_terrain" and complete.problems() == []
    (lacking,) = from_source(SourceFile("t.md", heading(bullets="- **EV:** 2\n- **Stamina:** -\n")))
    assert lacking.problems() == ["Test Snare: no Size"]  # `Stamina: -` is said: not missing


@pytest.mark.parametrize("written", ['"three"', "three", "'three'  ", '"three" \t'])
def test_a_front_matter_stat_is_reported_at_its_value(written):
    """A `stats:` entry's `value:` is placed without its quotes or trailing blanks (a misspelt label's
    SB172 points at it)."""
    stats = ('    - name: EV\n      value: "2"\n    - name: Stamnia\n'
             f'      value: {written}\n    - name: Size\n      value: 1S\n')
    text = front_matter(stats)
    (problem,) = read_text("t.md", text).diagnostics
    assert problem.code == "SB172" and text[problem.span.start:problem.span.end] == "three"


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_front_matter_stat_with_a_long_run_of_blanks_takes_linear_time():
    """The value's regular expression tried the rest of the blanks at each of them: 20,000 took 2 s."""
    import bounds

    stats = "    - name: Direction\n      value: a" + " " * 20_000 + "b\n"
    text = front_matter(stats)
    read_text("t.md", front_matter())  # the readers warm
    assert bounds.cpu_seconds(lambda: read_text("t.md", text)) < 0.5


@pytest.mark.parametrize("path, text", [
    ("front-matter.md", front_matter().replace("level: 1\n", "level: 1\nimmunity: [fire, poison]\n")),
    ("featureblock.md", featureblock().replace("level: 1\n", "level: 1\nimmunity: [fire, poison]\n")),
    ("block-list.md", featureblock().replace("level: 1\n", "level: 1\nimmunity:\n  - fire\n  - poison\n")),
], ids=["front-matter", "featureblock", "block-list"])
def test_a_yaml_list_of_immunities_is_kept(path, text):
    """A list (as a monster's `ds-statblock` may write `immunities:`) was dropped in silence: its values
    are the statistic, joined as the bullets write them."""
    _, terrain = terrain_of(path, text)
    assert terrain.fields["immunity"] == "fire, poison"
    assert statblock_json(terrain)["fields"]["immunity"] == "fire, poison"


def test_a_stats_value_written_as_a_list_or_a_mapping_is_the_books_text():
    """A `stats:` entry's value written as a YAML list or mapping printed as Python spells them (`['fire',
    'poison']`); it is a list as the book writes one (`fire, poison`), a mapping's pairs as `fire 5`."""
    stats = ('    - name: EV\n      value: "2"\n    - name: Stamina\n      value: "3"\n    - name: Size\n'
             '      value: 1S\n    - name: Immunity\n      value: [fire, poison]\n    - name: Weakness\n'
             '      value: {holy: 5}\n')
    _, terrain = terrain_of("snare.md", front_matter(stats))
    assert (terrain.fields["immunity"], terrain.fields["weakness"]) == ("fire, poison", "holy 5")


def test_a_ds_statblock_immunity_written_as_a_mapping_is_kept():
    """`immunities: {fire: 5}` in a ds-statblock was dropped with no report; it is the immunity `fire 5`."""
    text = ("```ds-statblock\ntype: statblock\nname: Bog Thing\nlevel: 1\nroles: [Horde, Brute]\nev: 3\nsize: 1M\n"
            "speed: 5\nstamina: 10\nstability: 0\nfree_strike: 2\nimmunities:\n  fire: 5\n  poison: 2\n"
            "weaknesses: [{holy: 3}]\nmight: 1\nagility: 0\nreason: 0\nintuition: 0\npresence: 0\n```\n")
    result = read_text("bog.md", text)
    assert result.diagnostics == []
    (block,) = result.statblocks
    assert [(m.damage_type, m.value) for m in block.immunities] == [("fire", 5), ("poison", 2)]
    assert [(m.damage_type, m.value) for m in block.weaknesses] == [("holy", 3)]


def test_an_ability_named_outside_its_quote_stays_in_its_place():
    """`❗️ **Snap**` over a quote holding its ability, after the object's quoted features (an upgrade's ability, so
    written): the abilities were listed with it first, before the features above it, and `convert` read its own
    output back in file order and refused the file (`converting Deactivate would change name ...`)."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    snap = ("❗️ **Snap**\n\n> | **Melee, Strike** | **Free triggered action** |\n> |---|---:|\n"
            "> | **📏 Melee 0** | **🎯 The triggering creature** |\n>\n> **Trigger:** A creature steps in.\n>\n"
            "> **Effect:** The loop tightens.\n")
    text = heading() + "\n" + snap
    result = read_text("snare.md", text)
    assert [a.name for a in result.abilities] == [*FEATURES, "Snap"]
    assert convert_result(result, "ability", "out/snare.ability").problems == ()


_RECORD = {"features": [{"name": "Deactivate", "icon": "🌀", "body": "The snare must be cut."}],
           "flavor": FLAVOR, "level": 1, "name": "Test Snare", "role": "Ambusher",
           "stats": [{"name": "EV", "value": "2"}, {"name": "Stamina", "value": "3"}, {"name": "Size", "value": "1S"}],
           "terrain_type": "Trap", "type": "dynamic-terrain"}


@pytest.mark.parametrize("path", ["t.json", "t.yaml"])
def test_a_terrain_record_of_its_own_is_read(path):
    """The data-unified JSON and YAML of a terrain object (`type: dynamic-terrain`, its EV in a `stats:` list, no
    `ev:` key): its flavor, level, terrain type, role and statistics were lost with no word (the file was taken for
    one of features only); now the object is read as its Markdown twin's front matter is."""
    import yaml

    text = json.dumps(_RECORD, indent=2, ensure_ascii=False) if path.endswith(".json") else \
        yaml.safe_dump(_RECORD, allow_unicode=True)
    _, terrain = terrain_of(path, text)
    said = statblock_json(terrain)
    assert (said["name"], said["level"], said["terrain_type"], said["roles"], said["text"]) == \
        ("Test Snare", 1, "trap", ["ambusher"], FLAVOR)
    assert (terrain.fields["ev"], terrain.fields["stamina"], terrain.fields["size"]) == ("2", "3", "1S")


FRONT_ALONE = "---\nlevel: 1\nname: Test Snare\nrole: Ambusher\nterrain_type: Trap\ntype: dynamic-terrain\n---\n\n"


@pytest.mark.parametrize("bullets", ["- **EV:** 2\n- **Stamina:** 3\n- **Size:** 1S\n",
                                     # (the Japanese labels, as the heading form reads them)
                                     "- **EV:** 2\n- **スタミナ:** 3\n- **サイズ:** 1S\n"], ids=["english", "japanese"])
def test_a_front_matter_without_statistics_takes_the_bodys(bullets):
    """A front matter that names the object but gives no `stats:` nor `flavor:` (written by hand in the data-unified
    layout): the body's flavor paragraph and statistic bullets are the object's, as under a heading. They were lost,
    the card printing none of them, SB170 asking for the front matter's `stats:` three times."""
    result, terrain = terrain_of("t.md", FRONT_ALONE + FLAVOR + "\n\n" + bullets + "\n" + DEACTIVATE + ABILITY)
    assert [d.code for d in result.diagnostics] == []
    assert (terrain.fields["ev"], terrain.fields["stamina"], terrain.fields["size"]) == ("2", "3", "1S")
    assert terrain.text == FLAVOR and terrain.level == 1
    assert list(terrain.features) == FEATURES


def test_a_line_that_says_the_type_and_role_again_is_no_flavor():
    """The summoner's fixtures print `*Hazard Ambusher*` over their statistics: the front matter's type and role,
    said again, not the object's flavor (a paragraph of other words is)."""
    text = FRONT_ALONE + "*Trap Ambusher*\n\n- **EV:** 2\n- **Stamina:** 3\n- **Size:** 1S\n\n" + DEACTIVATE + ABILITY
    terrain = terrain_of("t.md", text)[1]
    assert terrain.text is None and terrain.fields["ev"] == "2"
    terrain = terrain_of("t.md", text.replace("*Trap Ambusher*", "*Trap Ambusher in the leaves*"))[1]
    assert terrain.text == "Trap Ambusher in the leaves"


def test_the_front_matters_statistics_stand_over_the_bodys():
    """Where both say a statistic, the front matter's is read (the body says it again), as before."""
    text = front_matter().replace("- **EV:** 2", "- **EV:** 9")
    terrain = terrain_of("t.md", text)[1]
    assert terrain.fields["ev"] == "2" and terrain.text == FLAVOR


@pytest.mark.parametrize(("text", "lang", "said"), [(NATIVE, "en", "4 damage"), (NATIVE_JA, "ja", "4 ダメージ"),
                                                    (front_matter(), "en", "4 damage")],
                         ids=["native", "japanese", "front-matter"])
def test_roll_uses_a_terrain_objects_own_feature(tmp_path, capsys, text, lang, said):
    """`roll` without a hero: the object is the one who uses its feature (`Power Roll + 2`: the book's bonus; it has
    no characteristics). It was refused, `no statblock in the file holds it`, though the object does."""
    from statblock import cli

    path = tmp_path / ("snare.ability" if text.startswith("Test") else "snare.md")
    path.write_text(text, encoding="utf-8")
    code = cli.main(["--lang", lang, "roll", str(path), "--ability", "Yank", "--tier", "3", "--seed", "1"])
    out = capsys.readouterr().out
    assert code == 0 and "Test Snare" in out and said in out and "+ 2" in out


def test_roll_refuses_a_terrain_feature_that_adds_a_characteristic(tmp_path, capsys):
    """An object has no Might to add (`Power Roll + Might`): refused, with what to give, not rolled with 0."""
    from statblock import cli

    path = tmp_path / "snare.ability"
    path.write_text(NATIVE.replace("Power Roll + 2:", "Power Roll + Might:"), encoding="utf-8")
    code = cli.main(["roll", str(path), "--ability", "Yank", "--seed", "1"])
    captured = capsys.readouterr()
    assert code != 0 and "--hero" in captured.err and captured.out == ""


@pytest.mark.parametrize(("name", "bullets"), [("Test Snare", "- **EV:** 2\n- **Stamina:** 3\n- **Size:** 1S\n"),
                                               ("試験の罠", "- **EV:** 2\n- **スタミナ:** 3\n- **サイズ:** 1S\n")],
                         ids=["english", "japanese"])
def test_a_body_titled_with_the_objects_name_gives_its_statistics(name, bullets):
    """A body that opens with the object's name as a heading (`# Test Snare`), then its flavor and bullets: the
    reader stopped at the heading, so SB170 asked three times for statistics the bullets give and the flavor was
    lost with no word."""
    text = FRONT_ALONE.replace("Test Snare", name) + f"# {name}\n\n{FLAVOR}\n\n{bullets}\n" + DEACTIVATE + ABILITY
    result, terrain = terrain_of("t.md", text)
    assert [d.code for d in result.diagnostics] == []
    assert (terrain.fields["ev"], terrain.fields["stamina"], terrain.fields["size"]) == ("2", "3", "1S")
    assert terrain.text == FLAVOR and list(terrain.features) == FEATURES


@pytest.mark.parametrize(("front", "line"), [
    (FRONT_ALONE, "*Level 1 Trap Ambusher*"),
    (FRONT_ALONE.replace("role: Ambusher\n", "").replace("Trap", "罠"), "*レベル 1 罠*"),
    (FRONT_ALONE.replace("Ambusher", "アンブッシャー").replace("Trap", "罠"), "*レベル 1 罠 アンブッシャー*"),
], ids=["english", "japanese-no-role", "japanese"])
def test_a_line_that_says_the_level_type_and_role_again_is_no_flavor(front, line):
    """The heading form's tag said again over the bullets (`*Level 1 Trap Ambusher*`) was read as the flavor; another
    level is other words, kept as flavor."""
    text = front + f"{line}\n\n- **EV:** 2\n- **Stamina:** 3\n- **Size:** 1S\n\n" + DEACTIVATE + ABILITY
    terrain = terrain_of("t.md", text)[1]
    assert terrain.text is None and terrain.fields["ev"] == "2"
    terrain = terrain_of("t.md", text.replace(" 1 ", " 2 "))[1]
    assert terrain.text == line.strip("*").replace(" 1 ", " 2 ")


def test_a_null_item_of_a_front_matter_list_is_no_item():
    """`immunity: [fire, null]` lost its `fire` (the list was passed over), a stats value `[1S, null]` printed
    `1S, None`."""
    stats = '    - name: EV\n      value: "2"\n    - name: Stamina\n      value: "3"\n    - name: Size\n      value: [1S, null]\n'
    text = front_matter(stats).replace("level: 1\n", "level: 1\nimmunity: [fire, null]\n")
    _, terrain = terrain_of("t.md", text)
    assert (terrain.fields["immunity"], terrain.fields["size"]) == ("fire", "1S")


# ---- the text around the statistic bullets --------------------------------------------------------

PROSE = "The snare is hidden in leaves."
PROSE_JA = "罠は落ち葉に隠れている。"
BULLETS_JA = "- **EV：** 2\n- **スタミナ：** 3\n- **サイズ：** 1S\n"


@pytest.mark.parametrize("text, flavor, prose", [
    (heading(bullets=BULLETS + "\n" + PROSE + "\n"), FLAVOR, PROSE),
    (front_matter().replace(BULLETS, BULLETS + "\n" + PROSE + "\n"), FLAVOR, PROSE),
    ("###### テストの罠（レベル 1 罠・アンブッシャー）\n\n落ち葉の下で縄の輪が待つ。\n\n" + BULLETS_JA + "\n" + PROSE_JA + "\n\n"
     + DEACTIVATE + ABILITY, "落ち葉の下で縄の輪が待つ。", PROSE_JA),
], ids=["heading", "front-matter", "japanese"])
def test_prose_after_the_statistics_is_the_objects_text(text, flavor, prose):
    """A paragraph after the statistic bullets (`The snare is hidden in leaves.`) was in no output: not the object's
    text, and not the file's other text (the object's reach, up to its first feature, holds it). It is the object's
    text after its flavor: in the JSON, on its card, and written back by `convert`."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result, terrain = terrain_of("t.md", text)
    assert terrain.text == f"{flavor}\n{prose}" and terrain.fields["size"] == "1S"
    assert list(terrain.features) == FEATURES and result.diagnostics == []
    assert statblock_json(terrain)["text"] == terrain.text
    converted = convert_result(result, "md", "out.md")
    assert converted.problems == () and prose in converted.text
    assert terrain_of("out.md", converted.text)[1].text == terrain.text


@pytest.mark.parametrize("bullets, words", [
    ("- **EV:** 2\n- Hidden in the grass\n- **Stamina:** 3\n- **Size:** 1S\n", "Hidden in the grass"),
    ("- **EV：** 2\n- 草むらに隠れている\n- **スタミナ：** 3\n- **サイズ：** 1S\n", "草むらに隠れている"),
], ids=["english", "japanese"])
def test_a_bullet_of_words_among_the_statistics_ends_no_reading(bullets, words):
    """`- Hidden in the grass` among the statistic bullets ended their reading: the Stamina and Size after it were
    lost (SB170 asking for them) and its words were in no output. It is the object's text; the bullets go on."""
    result, terrain = terrain_of("t.md", heading(bullets=bullets))
    assert result.diagnostics == []
    assert (terrain.fields["ev"], terrain.fields["stamina"], terrain.fields["size"]) == ("2", "3", "1S")
    assert terrain.text == f"{FLAVOR}\n{words}"


def test_an_ability_named_outside_a_quote_after_the_statistics_is_no_text():
    """A bold name over its header table after the bullets (`❗️ **Yank**`, unquoted) is an ability of its own, not the
    object's text."""
    unquoted = "\n".join(line.removeprefix("> ").removeprefix(">") for line in ABILITY.splitlines()) + "\n"
    result, terrain = terrain_of("t.md", heading(bullets=BULLETS + "\n" + PROSE + "\n").replace(
        DEACTIVATE + ABILITY, unquoted))
    assert terrain.text == f"{FLAVOR}\n{PROSE}" and [a.name for a in result.abilities] == ["Yank"]


@pytest.mark.parametrize("line", ["*Level 1 Trap Ambusher*", "*Trap, Ambusher*", "*Trap Ambusher*",
                                  "*レベル 1 罠・アンブッシャー*", "*罠、アンブッシャー*"])
def test_a_line_under_a_dynamic_terrain_heading_that_says_type_and_role_is_no_flavor(line):
    """Under `(Dynamic Terrain)`, `*Trap, Ambusher*` (a comma between the type and the role) or `*Level 1 Trap
    Ambusher*` says what the heading's parenthesis says in the book's other layout: the object's level, type and
    role, no flavor (it was flavor, and SB170 asked for a level the line gives)."""
    bullets = ("- **Level:** 1\n" if "1" not in line else "") + BULLETS
    result, terrain = terrain_of("t.md", f"###### Test Snare (Dynamic Terrain)\n\n{line}\n\n{FLAVOR}\n\n{bullets}\n"
                                        + DEACTIVATE + ABILITY)
    assert result.diagnostics == []
    assert (terrain.level, terrain.terrain_type, terrain.roles, terrain.text) == (1, "trap", ("ambusher",), FLAVOR)


def test_a_comma_between_type_and_role_restates_the_front_matter():
    text = FRONT_ALONE + "*Trap, Ambusher*\n\n- **EV:** 2\n- **Stamina:** 3\n- **Size:** 1S\n\n" + DEACTIVATE + ABILITY
    assert terrain_of("t.md", text)[1].text is None


def test_a_line_of_other_values_than_the_heading_stays_flavor():
    terrain = terrain_of("t.md", f"###### Test Snare (Level 1 Trap Ambusher)\n\n*Hazard, Hexer*\n\n{BULLETS}\n")[1]
    assert terrain.text == "Hazard, Hexer" and terrain.terrain_type == "trap"


@pytest.mark.parametrize("line", ["*Level 2 of the mine hides this nasty Ambusher*",
                                  "*レベル 2 鉱山に潜む アンブッシャー*"])
def test_a_sentence_that_starts_with_level_and_ends_with_a_role_stays_flavor(line):
    """Under `(Dynamic Terrain)` with no Level or Type bullet, a flavor line that starts with `Level 2` and ends with a
    role's word is no tag: the words between are no type (was the type `of the mine hides this nasty`, the flavor
    lost, no word)."""
    result, terrain = terrain_of("t.md", f"###### Test Snare (Dynamic Terrain)\n\n{line}\n\n{FLAVOR}\n\n{BULLETS}\n"
                                        + DEACTIVATE + ABILITY)
    assert (terrain.level, terrain.terrain_type, terrain.roles) == (None, None, ())
    assert terrain.text == f"{line.strip('*')}\n{FLAVOR}" and "SB170" in {d.code for d in result.diagnostics}


@pytest.mark.parametrize("line, terrain_type", [("*Level 1 Power Fixture Support*", "Power Fixture"),
                                                ("*レベル 1 魔法装置 サポート*", "魔法装置")])
def test_a_type_the_ruleset_does_not_name_is_still_a_type(line, terrain_type):
    result, terrain = terrain_of("t.md", f"###### Test Snare (Dynamic Terrain)\n\n{line}\n\n{FLAVOR}\n\n{BULLETS}\n"
                                        + DEACTIVATE + ABILITY)
    assert (terrain.level, terrain.terrain_type, terrain.roles, terrain.text) == (1, terrain_type, ("support",), FLAVOR)


@pytest.mark.parametrize("tag, line, bullets, role, text", [
    # no role given but by the line: the role (every object has one of a closed list; a role's word is no flavor)
    ("Dynamic Terrain", "*Support*", "- **Level:** 1\n- **Type:** Trap\n" + BULLETS, ("support",), FLAVOR),
    ("Level 1 Trap", "*Support*", BULLETS, ("support",), FLAVOR),
    ("Dynamic Terrain", "*サポート*", "- **レベル：** 1\n- **地形種別：** 罠\n" + BULLETS, ("support",), FLAVOR),
    # a role given by the heading: another role's word is the author's, flavor
    ("Level 1 Trap Ambusher", "*Support*", BULLETS, ("ambusher",), f"Support\n{FLAVOR}"),
    ("Dynamic Terrain", "*Support*", "- **Level:** 1\n- **Type:** Trap\n- **Role:** Ambusher\n" + BULLETS,
     ("ambusher",), f"Support\n{FLAVOR}"),
], ids=["dynamic-terrain-bullets", "type-in-heading", "japanese", "role-in-heading", "role-in-bullets"])
def test_a_line_of_a_role_word_alone_is_the_role_where_none_is_given(tag, line, bullets, role, text):
    """Under `(Dynamic Terrain)` (or a heading whose parenthesis gives the level and type, `(Level 1 Trap)`), an italic
    line that is only a role's word is the object's role, not flavor: each object of the book has one role of a closed
    list, as the Steel Compendium's headings say with its level and type (`Bear Trap (Level 1 Trap Ambusher)`), and
    the flavor line is a sentence about the object. Where the heading or a bullet gives the role, another role's word
    is the author's own words, kept as flavor. (Behaviour as before; these pin the decision.)"""
    result, terrain = terrain_of("t.md", f"###### Test Snare ({tag})\n\n{line}\n\n{FLAVOR}\n\n{bullets}\n"
                                        + DEACTIVATE + ABILITY)
    assert (terrain.level, terrain.terrain_type, terrain.roles, terrain.text) == (1, "trap", role, text)
    assert [d.code for d in result.diagnostics] == []
