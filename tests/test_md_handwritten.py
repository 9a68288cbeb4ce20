"""Abilities written in Markdown by hand, the way the .ability format writes its fields: one `**Label:**` line
under another in one paragraph (Markdown joins them; Obsidian shows each on its own line, as the author meant),
and abilities of no power roll under a heading. Short Markdown of our own."""

from __future__ import annotations

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.convert import converted_text


def _abilities(text: str):
    result = read_text("homebrew.md", text)
    return result, {a.name: a for a in result.abilities}


FIELDS = ("## Blazing Fist (3 Wrath)\n\n*A punch wreathed in flame.*\n\n"
          "**Keywords:** Melee, Strike, Weapon\n**Type:** Main action\n**Distance:** Melee 1\n**Target:** One creature\n\n"
          "**Power Roll + Might:**\n- ≤11: 3 + M fire damage\n- 12-16: 5 + M fire damage; push 1\n"
          "- 17+: 8 + M fire damage\n")


def test_field_lines_in_one_paragraph_are_the_header_fields():
    """The keywords were `Melee, Strike, Weapon Type: Main action Distance: Melee 1 Target: One creature` (SB103 on
    that), and the type, distance and target were lost."""
    result, found = _abilities(FIELDS)
    fist = found["Blazing Fist"]
    assert fist.keywords == ("melee", "strike", "weapon")
    assert fist.action == "main_action"
    assert fist.distance["text"] == "Melee 1" and fist.target == "One creature"
    assert not [d.code for d in result.diagnostics]
    text = converted_text(result, "ability")
    assert "Melee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature" in text


def test_a_trigger_line_then_an_effect_line_are_two_sections():
    """A trigger held the effect after it (`An enemy moves adjacent to you. Effect: …`)."""
    result, found = _abilities("## Shield Bash\n\n**Keywords:** Melee, Weapon\n**Type:** Triggered action\n\n"
                               "**Trigger:** An enemy moves adjacent to you.\n**Effect:** The enemy is pushed 1 square.\n")
    bash = found["Shield Bash"]
    assert bash.trigger == "An enemy moves adjacent to you."
    assert [(s.label, s.text) for s in bash.sections] == [("Effect", "The enemy is pushed 1 square.")]


def test_an_ability_of_no_power_roll_with_labelled_fields_is_read():
    """`## Second Wind` with `**Keywords:**`, `**Type:**` and `**Effect:**` lines was the page's text, with no word:
    the file had one ability fewer than the author wrote."""
    result, found = _abilities("# Homebrew\n\nSome words.\n\n## Second Wind\n\n**Keywords:** -\n**Type:** Maneuver\n\n"
                               "**Effect:** You regain 5 Stamina.\n\n" + FIELDS)
    assert list(found) == ["Second Wind", "Blazing Fist"]
    wind = found["Second Wind"]
    assert wind.action == "maneuver" and wind.keywords == ()
    assert [s.text for s in wind.sections] == ["You regain 5 Stamina."]


def test_one_field_label_or_prose_lines_are_not_an_ability():
    """One labelled line (`**Type:** …` in a page's prose) is no ability, and a paragraph whose lines are not all
    labelled stays one paragraph."""
    result, found = _abilities("## Lore\n\n**Type:** This is about lore.\n\n## More lore\n\n"
                               "**Keywords:** are words.\nThey tell what an ability is.\n**Type:** is the action.\n")
    assert found == {}


def test_a_page_explaining_the_fields_is_not_an_ability():
    """A rules page's section with two field labels over words about them (`**Distance:** How far away the target can
    be.`) was read as an ability named after the heading, its distance and target those words, with nothing said. Two
    field labels make an ability when one of them holds what its field holds (a known keyword, an action type, a
    distance, a target)."""
    result, found = _abilities("# Guide\n\n## Reading an Ability\n\n**Distance:** How far away the target can be.\n\n"
                               "**Target:** Who or what the ability affects.\n\n## The Keywords\n\n"
                               "**Keywords:** Words such as Melee or Magic.\n**Type:** The action it takes.\n")
    assert found == {}
    result, found = _abilities("## Hex Bolt\n\n**Keywords:** Magic, Hexcraft\n**Type:** Spell action\n"
                               "**Distance:** Ranged 10\n\n**Effect:** The target is marked.\n")
    assert found["Hex Bolt"].distance is not None  # homebrew words beside one field that reads: an ability


def test_japanese_field_lines_are_split_too():
    result, found = _abilities("## 炎の拳\n\n**キーワード：** 近接、ストライク、武器\n**種別：** メインアクション\n"
                               "**距離：** 近接 1\n**ターゲット：** 1体のクリーチャー\n\n**効果：** ターゲットは伏せ状態になる。\n")
    fist = found["炎の拳"]
    assert fist.action == "main_action" and fist.keywords == ("melee", "strike", "weapon")
    assert fist.distance["text"] == "近接 1"


def test_tiers_in_an_ordered_list_are_tiers():
    """`1. **≤11:** 2 damage` was no tier: SB121 (no tiers) and three SB124s telling the author to put the lines under
    the power roll, where they were."""
    result, found = _abilities("**Quick Jab**\n\n| Melee, Strike | Main action |\n|---|---|\n| 📏 Melee 1 | 🎯 One creature |"
                               "\n\n**Power Roll + Agility:**\n1. **≤11:** 2 damage\n2. **12-16:** 4 damage\n"
                               "3) **17+:** 6 damage\n")
    jab = found["Quick Jab"]
    assert [t.range for t in jab.power_roll.tiers] == ["≤11", "12-16", "17+"]
    assert not [d.code for d in result.diagnostics]


def test_a_numbered_line_of_text_in_a_list_keeps_its_words():
    """The number of an ordered list is its marker; the words after it are the item's, kept."""
    result, found = _abilities(FIELDS + "\n**Effect:** Choose one:\n\n1. You shift 2 squares.\n2. You gain 1 surge.\n")
    text = converted_text(result, "ability")
    assert "1. You shift 2 squares." in text and "2. You gain 1 surge." in text
