"""A sidebar in Steel Compendium Markdown (a block quote of the page's prose under a bold name with no icon, outside
any statblock) was read as an ability and printed as a card. Now it is the page's text, said with SB175 (info); a
feature (icon or not) and a quote holding an ability's parts are read as before. Short Markdown of our own."""

from __future__ import annotations

from statblock.pipeline import read_text

STATBLOCK = ("###### Bog Hound\n\n"
             "| Animal | - | Level 1 | Horde Harrier | EV 3 |\n| :-: | :-: | :-: | :-: | :-: |\n"
             "| **1M**<br/> Size | **7**<br/> Speed | **10**<br/> Stamina | **0**<br/> Stability | **2**<br/> Free Strike |\n"
             "| **-**<br/> Immunity | **-**<br/> Movement | - | **-**<br/> With Captain | **-**<br/> Weakness |\n"
             "| **+1**<br/> Might | **+2**<br/> Agility | **-2**<br/> Reason | **+0**<br/> Intuition | **-2**<br/> Presence |\n\n")


def _read(text: str):
    result = read_text("m.md", text)
    return [a.name for a in result.abilities], [(d.code, d.severity.value) for d in result.diagnostics]


def test_a_sidebar_under_a_heading_is_no_ability_and_is_said():
    names, codes = _read("###### Bog Lore\n\nHounds of the bog.\n\n> **Bog Hound Tactics**\n>\n"
                         "> Bog hounds hunt in packs.\n>\n> - **Motivation:** Hunger\n")
    assert names == [] and codes == [("SB175", "info")]


def test_a_feature_without_an_icon_after_a_statblock_table_is_still_a_feature():
    """A statblock whose features have no icons (a summoned creature's traits) keeps them all."""
    names, codes = _read(STATBLOCK + "> **Pack Sense**\n>\n> The hound knows where each of its allies is.\n\n"
                         "> **Bog Stink**\n>\n> Each enemy adjacent to a hound is weakened.\n")
    assert names == ["Pack Sense", "Bog Stink"] and "SB175" not in [c for c, _ in codes]


def test_a_quote_with_an_abilitys_section_or_an_icon_is_read_as_before():
    names, codes = _read("###### Bog Lore\n\n> **Bog Trick**\n>\n> Something odd.\n>\n> **Effect:** Each hound shifts 1 "
                         "square.\n\n> ⭐️ **Bog Stink**\n>\n> Each enemy adjacent to a hound is weakened.\n")
    assert names == ["Bog Trick", "Bog Stink"] and "SB175" not in [c for c, _ in codes]


def test_a_quote_with_a_japanese_sections_label_and_a_full_width_colon_is_read_as_before():
    """`**効果：**` (a full-width colon, as Japanese is typed) is an ability's section, as `**Effect:**` and `**効果:**` are:
    the label was cut at `:` only, so the quote was taken for a sidebar (SB175) and the ability lost (unless a digit in
    its line, `1マス`, passed it for an ability's label)."""
    for label in ("**効果：**", "**効果**：", "**効果:**"):
        names, codes = _read(f"###### 沼の伝承\n\n> **沼の策略**\n>\n> 何か奇妙なこと。\n>\n> {label} 各猟犬は減速状態になる。\n")
        assert names == ["沼の策略"] and "SB175" not in [c for c, _ in codes], label


def test_the_sidebar_is_said_in_japanese_too():
    result = read_text("m.md", "###### Bog Lore\n\n> **Bog Hound Tactics**\n>\n> Bog hounds hunt in packs.\n")
    (found,) = result.diagnostics
    assert "サイドバー" in found.render(False, "ja") and "sidebar" in found.render(False, "en")


def test_a_sidebar_after_a_statblocks_iconed_features_is_no_feature_and_is_a_warning():
    """Among features marked with icons, an icon-less quote of prose is a sidebar (the page's text), or a feature
    whose icon was left out: said as a warning (it was the statblock's last feature, in silence)."""
    result = read_text("m.md", STATBLOCK + "> ⭐️ **Pack Sense**\n>\n> The hound knows where its allies are.\n\n"
                       "> **Bog Hound Tactics**\n>\n> Bog hounds circle their prey before they strike.\n")
    assert [a.name for a in result.abilities] == ["Pack Sense"]
    assert [(s.name, s.features) for s in result.statblocks] == [("Bog Hound", ("Pack Sense",))]
    assert [(d.code, d.severity.value) for d in result.diagnostics] == [("SB175", "warning")]
    assert "among features marked with icons" in result.diagnostics[0].render(False, "en")


def test_an_iconless_quote_among_iconed_features_with_no_table_is_a_warning():
    """Under a heading of features marked with icons and no statblock table (a Malice heading's), an icon-less quote
    of prose was a sidebar said as info only, though it may be a feature whose icon was left out."""
    names, codes = _read("###### Bog Malice\n\n> ⭐️ **Bog Rush**\n>\n> Each hound gains a +2 bonus to speed.\n\n"
                         "> **Bog Swarm**\n>\n> Each hound can shift 1 square.\n")
    assert names == ["Bog Rush"] and codes == [("SB175", "warning")]
