"""A vocabulary folds its spellings at the first lookup, not when it is loaded (a ruleset's vocabulary may be
loaded for its words alone: a sniff of every Markdown file)."""

from __future__ import annotations

from statblock.vocabulary import Category, Term


def test_a_category_folds_its_spellings_at_the_first_lookup():
    category = Category("conditions", {"prone": Term("prone", ("Prone",), ("伏せ",), {"letter": "P"})})
    assert category._index is None
    assert category.lookup("PRONE").id == "prone"
    assert category.lookup("伏せ").id == "prone" and category.lookup("p").id == "prone"
    assert "prone" in category and "standing" not in category
    assert category._index is not None
    assert category.lookup("standing") is None
