"""Slips a user makes that once lost text or crashed: each must now read right or be reported."""

from __future__ import annotations

import pytest

from statblock import parse_text
from statblock.cli import main

from conftest import ROOT

HERO = str(ROOT / "abilities" / "heroes" / "korva-fury.toml")

TYPO_ROLL = """Typo Roll
Melee, Strike | Main action
📏 Melee 1 | 🎯 One creature
Power Roll + Mihgt:
≤11: 3 + Q damage
12-16: 5 + M damage
17+: 8 + M damage
"""


def test_roll_and_odds_refuse_an_ability_with_errors(write, capsys):
    path = write("bad.ability", TYPO_ROLL)
    for command in (["roll", path, "--ability", "Typo Roll", "--hero", HERO, "--seed", "1"],
                    ["odds", path, "--ability", "Typo Roll", "--hero", HERO]):
        assert main(command) == 2
        err = capsys.readouterr().err
        assert "has errors" in err and "SB104" in err and "Traceback" not in err


def test_cards_print_an_unknown_letter_as_written(write, capsys, tmp_path):
    path = write("bad.ability", TYPO_ROLL)
    out = tmp_path / "cards.html"
    assert main(["cards", path, "--hero", HERO, "-o", str(out)]) == 1
    assert "3 + Q damage" in out.read_text(encoding="utf-8")


def test_japanese_roll_header_without_spaces():
    text = "技\nパワーロール + 筋力または敏捷力:\n≤11: 3 + M ダメージ\n12-16: 6 + M ダメージ\n17+: 9 + M ダメージ\n"
    result = parse_text(text)
    assert not result.diagnostics
    assert result.abilities[0].power_roll.characteristics == ("might", "agility")


def test_a_name_keeps_its_own_asterisks():
    result = parse_text("Strike *Twice*\nEffect: Hit.\n\n**Bold Name**\nEffect: x.\n")
    assert [a.name for a in result.abilities] == ["Strike *Twice*", "Bold Name"]


def test_convert_into_an_unwritable_place_is_a_clean_error(write, capsys, tmp_path):
    path = write("a.ability", "Name\nEffect: Hit.\n")
    blocker = tmp_path / "afile"
    blocker.write_text("", encoding="utf-8")
    assert main(["convert", path, "--to", "md", "-o", str(blocker)]) == 2
    assert "afile is a file; -o names the folder" in capsys.readouterr().err
    assert main(["convert", path, "--to", "md", "-o", str(blocker / "sub")]) == 2
    assert "cannot write" in capsys.readouterr().err


HERO_MD = """###### Weird Slam (3 Wrath)

| **Melee, Strike, Weapon** | **Main action** |
| --- | ---: |
| **📏 Melee 1** | **🎯 One creature** |

**Power Roll + Might:**

- **≤11:** 3 + M damage; push 1
- **12-16:** 6 + M damage; push 2
- **17+:** 9 + M damage; push 4

> A note.

| Table | Inside |
| --- | --- |
| a | b |
"""


def test_a_quoted_note_and_a_later_table_stay_in_a_hero_ability():
    (ability,) = parse_text(HERO_MD, "a.md").abilities
    assert ability.name == "Weird Slam"
    assert ability.keywords == ("melee", "strike", "weapon") and ability.action == "main_action"
    assert [s.text for s in ability.sections] == ["A note.", "Table | Inside", "a | b"]


def test_a_header_row_written_twice_is_reported_and_kept():
    text = ("Late Header\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nEffect: Hit.\n"
            "Magic, Ranged | Maneuver\n")
    result = parse_text(text)
    assert [(d.code, d.span.line) for d in result.diagnostics] == [("SB123", 5)]
    (ability,) = result.abilities
    assert ability.keywords == ("melee", "strike")
    assert "Magic, Ranged | Maneuver" in [s.text for s in ability.sections]


def test_a_test_the_targets_make_is_never_a_critical_hit(write, capsys):
    import json

    text = ("Quake\nArea | Main action\n📏 3 burst | 🎯 Each enemy in the area\n"
            "Effect: Each target makes a Might test.\n≤11: 5 damage\n12-16: 2 damage\n17+: No effect.\n")
    path = write("quake.ability", text)
    assert main(["odds", path, "--ability", "Quake", "--hero", HERO, "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["critical"] == 0


def test_fmt_spaces_a_power_roll_written_without_spaces(write):
    path = write("pr.ability", "Slam\nPower Roll+Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n")
    assert main(["fmt", path]) == 0
    with open(path, encoding="utf-8") as handle:
        assert handle.read().splitlines()[1] == "Power Roll + Might:"


def test_cards_refuse_an_output_suffix_they_cannot_write(write, capsys, tmp_path):
    path = write("a.ability", "Name\nEffect: Hit.\n")
    assert main(["cards", path, "-o", str(tmp_path / "x.docx")]) == 2
    assert "cannot tell the format from `.docx`" in capsys.readouterr().err
    assert not (tmp_path / "x.docx").exists()


@pytest.mark.parametrize("first", ["Melee, Strike, Weapon | Main action", "Main action", "Keywords: Melee\nType: Main action"])
def test_a_second_row_without_its_icons_is_the_second_row(first):
    # `Melee 1 | One creature` under the first row was the first row given twice (SB123, the distance and target
    # kept as text with advice about a blank line)
    result = parse_text(f"Slam\n{first}\nMelee 1 | One creature\nEffect: Hit.\n", "t.ability")
    assert result.diagnostics == []
    (ability,) = result.abilities
    assert ability.distance["parts"][0]["kind"] == "melee" and ability.target == "One creature"
    assert [s.text for s in ability.sections] == ["Hit."]


def test_a_first_row_given_twice_is_still_said():
    result = parse_text("Slam\nMelee, Strike | Main action\nMagic, Ranged | Maneuver\n", "t.ability")
    assert [d.code for d in result.diagnostics] == ["SB123"]


@pytest.mark.parametrize("text", [
    "打撃\nキーワード：近接、ストライク\nアクション：メインアクション\n距離：近接1\n対象：1体のクリーチャー\n効果：ターゲットは伏せ状態になる。\n",
    "打撃\nキーワード：近接、ストライク\nアクション種別：メインアクション\n距離：近接1\n対象：1体のクリーチャー\n効果：ターゲットは伏せ状態になる。\n",
])
def test_an_action_label_in_japanese_is_the_action_field(text):
    # `アクション：` was a section of its own, and each header field after it a section too: action, distance and target
    # lost with no word
    result = parse_text(text, "t.ability")
    assert result.diagnostics == []
    (ability,) = result.abilities
    assert ability.action == "main_action" and ability.distance is not None and ability.target == "1体のクリーチャー"
    assert [s.kind for s in ability.sections] == ["effect"]


def test_header_fields_after_a_misspelt_one_are_still_fields():
    # `Keywrods:` is said (SB125) and stays a section; the `Type:`, `Distance:` and `Target:` after it were sections too
    text = "Slam\nKeywrods: Melee, Strike\nType: Main action\nDistance: Melee 1\nTarget: One creature\nEffect: Hit.\n"
    result = parse_text(text, "t.ability")
    assert [d.code for d in result.diagnostics] == ["SB125"]
    (ability,) = result.abilities
    assert ability.action == "main_action" and ability.distance is not None and ability.target == "One creature"
    assert [s.label for s in ability.sections] == ["Keywrods", "Effect"]


def test_a_field_label_after_a_known_section_stays_a_section():
    result = parse_text("Slam\nMelee | Main action\nEffect: Hit.\nTarget: the one you hit\n", "t.ability")
    (ability,) = result.abilities
    assert ability.target is None and [s.label for s in ability.sections] == ["Effect", "Target"]


def test_header_fields_whose_labels_lost_their_colons_are_read():
    # `Keywords Melee, Strike` (no colon) was flavor text, the keywords lost in silence
    text = "Slam\nKeywords Melee, Strike\nType Main action\nDistance Melee 1\nTarget One creature\nEffect: Hit.\n"
    result = parse_text(text, "t.ability")
    assert result.diagnostics == []
    (ability,) = result.abilities
    assert ability.keywords == ("melee", "strike") and ability.action == "main_action"
    assert ability.distance["parts"][0]["kind"] == "melee" and ability.target == "One creature"
    assert ability.flavor is None


@pytest.mark.parametrize("line", ["Distance is no obstacle for you.", "Target practice never ends.",
                                  "Keywords are for the weak.", "Type faster."])
def test_flavor_that_starts_with_a_fields_word_stays_flavor(line):
    (ability,) = parse_text(f"Far Look\n{line}\nMagic | Maneuver\nEffect: You see far.\n", "t.ability").abilities
    assert ability.flavor == line and ability.keywords == ("magic",)


@pytest.mark.parametrize("cell", ["Keywords: none\nType: Maneuver", "None | Maneuver", "Keywords: None\nType: Maneuver",
                                  "キーワード：無し\n種別：マニューバ"])
def test_none_in_the_keyword_cell_is_no_keywords(cell):
    # `Keywords: none` was an unknown keyword `none` (SB103), kept as the ability's one keyword
    result = parse_text(f"Step\n{cell}\nEffect: You shift 2 squares.\n", "t.ability")
    assert result.diagnostics == []
    (ability,) = result.abilities
    assert ability.keywords == () and ability.action == "maneuver"


def test_none_in_the_keyword_cell_is_written_as_a_dash():
    from statblock.rulesets.draw_steel.authoring.format import format_text

    assert format_text("Step\nKeywords: none\nType: Maneuver\nEffect: You shift 2 squares.\n").text == \
        "Step\n- | Maneuver\nEffect: You shift 2 squares.\n"


def test_none_in_a_statblock_field_is_still_no_number():
    # `Stability: none` in a statblock stays SB171 (not a number): only the keyword cell reads `none` as nothing
    text = ("Bog Hound (Statblock)\nLevel: 2 | Roles: Horde Harrier | EV: 4\n"
            "Size: 1M | Speed: 7 | Stamina: 12 | Stability: none | Free Strike: 2\n"
            "Might: +1 | Agility: +2 | Reason: -3 | Intuition: 0 | Presence: -2\n")
    assert "SB171" in [d.code for d in parse_text(text, "m.ability").diagnostics]
