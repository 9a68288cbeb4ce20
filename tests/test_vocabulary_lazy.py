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


def test_what_a_suggestion_is_looked_for_among_is_worked_out_once(monkeypatch):
    """The spellings a guess may be (and the `near` ones, only ever suggested) are worked out at the first unknown
    word, not again for each: a file of many unknown words paid the whole vocabulary for each. The guesses are the
    same: a close spelling, one only suggested (`near`), two letters swapped back."""
    import statblock.vocabulary as vocabulary

    category = Category("conditions", {
        "prone": Term("prone", ("Prone",), ("伏せ",), {"letter": "P"}),
        "dazed": Term("dazed", ("Dazed",), ("朦朧",), {"near": ("もうろう",)}),
        "slowed": Term("slowed", ("Slowed",), ("減速",)),
    })
    asked, is_japanese = [], vocabulary.is_japanese   # (asked of each one-character spelling: `p`, the letter)
    monkeypatch.setattr(vocabulary, "is_japanese", lambda word: asked.append(word) or is_japanese(word))
    assert category.suggest("pron") == "Prone"
    first = len(asked)
    assert category.suggest("もうろう") == "朦朧" and category.suggest("solwed") == "Slowed"
    assert category.suggest("xyzzy") is None
    assert first > 0 and len(asked) == first
