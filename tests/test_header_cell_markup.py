"""A Steel Compendium header cell whose bold's opening markers were escaped and its closing ones lost
(`| **📏 Self** |  \\*\\*🎯 Self |`, as some published Shadow abilities have it): the asterisks before the cell's
icon are markup, the target is `Self`. It was read as the target `**🎯 Self`, and a card printed that. Asterisks
that no icon follows are the author's words and stay. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text


def _ability(distance_cell: str, target_cell: str):
    md = ("###### Coat the Edge\n\n*A little poison.*\n\n"
          "| **Magic**   | **Maneuver** |\n| ----------- | -----------: |\n"
          f"| {distance_cell} | {target_cell} |\n\n**Effect:** You gain 2 surges.\n")
    result = read_text("t.md", md)
    (ability,) = result.abilities
    return ability, [d.code for d in result.diagnostics]


# (id, distance cell, target cell, distance, target)
CELLS = [
    ("escaped-opening", "**📏 Self**", "\\*\\*🎯 Self", "Self", "Self"),
    ("escaped-opening-distance", "\\*\\*📏 Ranged 10", "**🎯 One creature**", "Ranged 10", "One creature"),
    ("bold", "**📏 Self**", "**🎯 Self**", "Self", "Self"),
    # no icon after them: the asterisks are the author's
    ("asterisks-no-icon", "**📏 Self**", "**🎯 Self or \\*one ally**", "Self", "Self or *one ally"),
]


@pytest.mark.parametrize(("distance_cell", "target_cell", "distance", "target"), [c[1:] for c in CELLS],
                         ids=[c[0] for c in CELLS])
def test_header_cell_markers_before_the_icon_are_markup(distance_cell, target_cell, distance, target):
    ability, codes = _ability(distance_cell, target_cell)
    assert (ability.distance["text"], ability.target) == (distance, target)
    # the page shows the escaped asterisks: an information says so (SB178); bold cells and the author's asterisks are
    # said nothing of
    escaped_first = any(cell.startswith("\\*") for cell in (distance_cell, target_cell))
    assert codes == (["SB178"] if escaped_first else [])


@pytest.mark.parametrize("distance_cell, target_cell, caret", [
    ("**📏 Self**", "\\*\\*🎯 Self", "\\*\\*"),
    ("\\*\\*📏 Ranged 10", "**🎯 One creature**", "\\*\\*"),
    ("📏 Self", "\\*🎯 Self", "\\*"),
], ids=["target", "distance", "one-marker"])
def test_the_information_points_at_the_asterisks_as_written(distance_cell, target_cell, caret):
    md = ("###### Coat the Edge\n\n| **Magic**   | **Maneuver** |\n| ----------- | -----------: |\n"
          f"| {distance_cell} | {target_cell} |\n\n**Effect:** You gain 2 surges.\n")
    result = read_text("t.md", md)
    (said,) = result.diagnostics
    assert said.code == "SB178" and said.severity.value == "info"
    assert md[said.span.start:said.span.end] == caret
    assert caret in said.render() and "**" in said.suggestion.render("en")
    assert "アスタリスク" in said.render(lang="ja")


@pytest.mark.parametrize("target_cell", ["\\*\\*\ufe0f Self", "\\*\\*\u200d Self"], ids=["variation-selector", "joiner"])
def test_an_invisible_character_is_no_icon_to_say_the_asterisks_before(target_cell):
    # (SB178 named `️` as the icon: a variation selector or a joiner alone is none, the review of the session's change)
    _, codes = _ability("**📏 Self**", target_cell)
    assert "SB178" not in codes


# The same cell in a native `.ability` file, whose text is not Markdown read (its escapes stay `\*`): the target was
# `\*\*🎯 Self`, printed so on the card, with no SB178. Now the same rule, by the same code: read as `Self`, SB178 at
# the escaped asterisks. In Japanese too.
NATIVE = [
    ("en-target", "Coat the Edge\nMagic | Maneuver\n📏 Self | \\*\\*🎯 Self\nEffect: You gain 2 surges.\n",
     "Self", "Self", "\\*\\*"),
    ("en-distance", "Coat the Edge\nMagic | Maneuver\n\\*\\*📏 Ranged 10 | 🎯 One creature\nEffect: You gain 2 surges.\n",
     "Ranged 10", "One creature", "\\*\\*"),
    ("ja-target", "刃を塗る\n魔法 | マニューバ\n📏 自身 | \\*🎯 自身\n効果: あなたはサージ 2 を得る。\n", "自身", "自身", "\\*"),
]


@pytest.mark.parametrize("text, distance, target, caret", [c[1:] for c in NATIVE], ids=[c[0] for c in NATIVE])
def test_a_native_cell_with_escaped_markers_before_its_icon_reads_the_same(text, distance, target, caret):
    result = read_text("t.ability", text)
    (ability,) = result.abilities
    assert (ability.distance["text"], ability.target) == (distance, target)
    (said,) = result.diagnostics
    assert said.code == "SB178" and text[said.span.start:said.span.end] == caret
    assert "アスタリスク" in said.render(lang="ja")
    # (the help named `**🎯 Self**` too, which a native file read as the target `🎯 Self`: now only the form `fmt`
    # writes)
    assert said.suggestion.render("en") in (f"write the cell without the asterisks, `📏 {distance}`",
                                            f"write the cell without the asterisks, `🎯 {target}`")


def test_a_native_cell_with_asterisks_no_icon_follows_keeps_them():
    result = read_text("t.ability", "Coat the Edge\nMagic | Maneuver\n📏 Self | Self or \\*one ally\n"
                                    "Effect: You gain 2 surges.\n")
    (ability,) = result.abilities
    assert ability.target == "Self or \\*one ally" and "SB178" not in [d.code for d in result.diagnostics]


# The second row's cells each alone on its line (`📏 Self`, then `🎯 Self`): the target was a paragraph of the card
# (its target `—`, nothing said); now the target, its asterisks said as in a row. A cell given twice is still SB123.
ONE_CELL_A_LINE = [
    ("en", "Bracing Stance\nMagic | Maneuver\n📏 Self\n🎯 Self\nEffect: You gain 2 surges.\n", "Self", "Self", []),
    ("en-target-first", "Bracing Stance\nMagic | Maneuver\n🎯 One creature\n📏 Melee 1\nEffect: You gain 2 surges.\n",
     "Melee 1", "One creature", []),
    ("en-escaped", "Bracing Stance\nMagic | Maneuver\n📏 Self\n\\*\\*🎯 Self\nEffect: You gain 2 surges.\n",
     "Self", "Self", ["SB178"]),
    ("ja", "構え\n魔法 | マニューバ\n📏 自身\n🎯 自身\n効果: あなたはサージ 2 を得る。\n", "自身", "自身", []),
    ("en-twice", "Bracing Stance\nMagic | Maneuver\n📏 Self\n🎯 Self\n🎯 Self\nEffect: You gain 2 surges.\n",
     "Self", "Self", ["SB123"]),
]


@pytest.mark.parametrize("text, distance, target, codes", [c[1:] for c in ONE_CELL_A_LINE],
                         ids=[c[0] for c in ONE_CELL_A_LINE])
def test_a_native_target_cell_alone_on_its_line_is_the_target(text, distance, target, codes):
    result = read_text("t.ability", text)
    (ability,) = result.abilities
    assert (ability.distance["text"], ability.target) == (distance, target)
    assert [d.code for d in result.diagnostics] == codes
    # (the line given twice is kept, as a section of its own: nothing lost)
    assert sum("🎯" in section.text for section in ability.sections) == ("SB123" in codes)


# A bold cell with its icon, as the help of SB178 says to write it: in a native file it was the target `🎯 One
# creature` (the icon kept, printed `Target 🎯 One creature`, nothing said); its markers escaped, `\\*\\*🎯 One
# creature\\*\\*`, the target was the cell as written, in a native file, and `🎯 One creature` on a Markdown page. Each
# reads as the cell's words; escaped markers are said (SB178), a bold's own are not. In Japanese too.
_NATIVE = "Coat the Edge\nMagic | Maneuver\n📏 Ranged 5 | {cell}\nEffect: You gain 2 surges.\n"
_NATIVE_JA = "刃を塗る\n魔法 | マニューバ\n{cell} | 🎯 1体のクリーチャー\n効果: あなたはサージ 2 を得る。\n"
_MD = ("###### Coat the Edge\n\n| **Magic** | **Maneuver** |\n| --- | ---: |\n| **📏 Ranged 5** | {cell} |\n\n"
       "**Effect:** You gain 2 surges.\n")
# (id, file, its text, the cell, the cell's words, the asterisks SB178 points at, or None for no diagnostic)
BOLD_CELLS = [
    ("native-bold", "t.ability", _NATIVE, "**🎯 One creature**", "One creature", None),
    ("native-italic", "t.ability", _NATIVE, "*🎯 One creature*", "One creature", None),
    ("native-escaped", "t.ability", _NATIVE, "\\*\\*🎯 One creature\\*\\*", "One creature", "\\*\\*"),
    ("native-escaped-italic", "t.ability", _NATIVE, "\\*🎯 One creature\\*", "One creature", "\\*"),
    ("native-ja-bold", "t.ability", _NATIVE_JA, "**📏 遠距離 5**", "遠距離 5", None),
    ("native-ja-escaped", "t.ability", _NATIVE_JA, "\\*\\*📏 遠距離 5\\*\\*", "遠距離 5", "\\*\\*"),
    ("md-escaped", "t.md", _MD, "\\*\\*🎯 One creature\\*\\*", "One creature", "\\*\\*"),
]


@pytest.mark.parametrize("name, text, cell, words, caret", [c[1:] for c in BOLD_CELLS], ids=[c[0] for c in BOLD_CELLS])
def test_a_bold_cell_with_its_icon_reads_as_its_words(name, text, cell, words, caret):
    icon = "🎯" if "🎯" in cell else "📏"
    result = read_text(name, text.format(cell=cell))
    (ability,) = result.abilities
    assert (ability.target if icon == "🎯" else ability.distance["text"]) == words
    if caret is None:
        assert result.diagnostics == []
        return
    (said,) = result.diagnostics
    assert said.code == "SB178" and text.format(cell=cell)[said.span.start:said.span.end] == caret
    assert "around the cell" in said.render() and "囲む" in said.render(lang="ja")
    # the help names a form that reads as the same words, said of nothing: in a native file the form `fmt` writes
    form = f"{icon} {words}"
    assert f"`{form}`" in said.suggestion.render("en") and f"「{form}」" in said.suggestion.render("ja")
    again = read_text(name, text.format(cell=form))
    (ability,) = again.abilities
    assert (ability.target if icon == "🎯" else ability.distance["text"]) == words and again.diagnostics == []
    if name.endswith(".ability"):
        from statblock.rulesets.draw_steel.authoring.format import format_text

        assert not format_text(text.format(cell=form), name).changed
