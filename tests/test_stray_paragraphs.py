"""A malice heading without parentheses (`Wyrm Malice Malice Features`, as htrajan's Markdown writes it) is a
malice group, its introduction read; a heading that only ends with the words is none."""

from __future__ import annotations

from statblock.pipeline import read_text


def _codes(text: str, name: str = "m.md"):
    result = read_text(name, text)
    return result, [d for d in result.diagnostics if d.code == "SB174"]


def test_a_malice_heading_without_parentheses_is_a_group_with_its_introduction():
    text = ("###### Fen Malice Malice Features\n\nSpend it at the start of a turn.\n\n"
            "> ⭐️ **Mire (3 Malice)**\n>\n> Each enemy is slowed (EoT).\n\n"
            "###### Fen Malice Level 4+ Malice Features\n\nStronger.\n\n"
            "> ⭐️ **Deep Mire (5 Malice)**\n>\n> Each enemy is restrained (EoT).\n")
    result, _ = _codes(text)
    groups = [(s.name, s.kind, s.level, s.text, s.features) for s in result.statblocks]
    assert groups == [("Fen Malice", "malice_features", None, "Spend it at the start of a turn.", ("Mire",)),
                      ("Fen Malice", "malice_features", 4, "Stronger.", ("Deep Mire",))]


def test_a_heading_that_only_ends_with_the_words_is_no_group():
    text = "###### Using Malice Features\n\nSpend it wisely.\n\n> ⭐️ **Mire (3 Malice)**\n>\n> Each enemy is slowed (EoT).\n"
    result, _ = _codes(text)
    assert result.statblocks == []
    assert [a.name for a in result.abilities] == ["Mire"]
