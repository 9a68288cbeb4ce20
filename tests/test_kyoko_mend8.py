"""虚構侵蝕TRPG: what the review of the kyleft6 merge found (kymend8), each in Japanese and English: a condition's
words are read in linear time however many blanks they hold; a list's lead-in is a choice when it asks to choose among
the list's items, and steps when what it chooses is a target, a die or a creature named outside the list."""

from __future__ import annotations

import pytest

from statblock.rulesets.kyoko.model import Option

from test_kyoko_left4 import card_of   # (a card whose effect is these lines)


def marks(lines: str) -> list[int]:
    """The options' indexes of the card whose effect is `lines`, in order (0 for an item that is a step)."""
    (card,), problems = card_of(lines)
    assert not [p for p in problems if p.severity.name == "ERROR"]
    return [e.index if isinstance(e, Option) else 0 for e in card.effects
            if isinstance(e, Option) or e.text.lstrip().startswith(("- ", "・"))]


# ---- the old fault: a condition's words with a long run of blanks were read in cubic time ----

@pytest.mark.parametrize(("words", "expected"), [
    ("散漫", "［散漫］"), (" 散漫 ", "［散漫］"), ("崩壊 3", "［崩壊3］"), ("崩壊3 ", "［崩壊3］"), ("憎悪／使用者", "［憎悪／使用者］"),
    ("憎悪 / 使用者 ", "［憎悪／使用者］"), ("委縮", "［萎縮］"), ("Focused", "[Focused]"), ("Decay 3", "[Decay 3]"),
    ("  ", None), ("a x", None), ("崩壊1234", None), ("", None), ("散漫\n", None),
])
def test_a_condition_s_words_are_read_as_before(words, expected):
    from statblock.rulesets.kyoko.language.condition_marks import as_condition

    assert as_condition(words) == expected


@pytest.mark.parametrize(("run", "expected"), [
    ("a" + " " * 600 + "x", None), ("a" + "　" * 600 + "x", None), ("a" + " \t" * 300 + "x", None),
    ("散漫" + " " * 600 + "/" + " " * 600 + "x", "［散漫／x］"), ("崩壊" + " " * 600 + "3" + " " * 600, "［崩壊3］"),
], ids=["blanks", "ideographic", "tabs", "target", "n"])
def test_a_condition_s_words_with_many_blanks_are_read_at_once(run, expected):
    from bounds import time_bound

    from statblock.rulesets.kyoko.language.condition_marks import as_condition

    with time_bound(0.5):   # (600 blanks took minutes)
        assert as_condition(run) == expected


@pytest.mark.parametrize("effect", ["<a" + " " * 600 + "x>", "〈a" + " " * 600 + "x〉", "【a" + " " * 600 + "x】"],
                         ids=["angle", "skill", "ability"])
def test_a_bracket_with_many_blanks_is_checked_at_once(effect):
    from bounds import time_bound

    with time_bound(2):
        (card,), problems = card_of("難易度3の" + effect + "判定。")
    assert card.effect_text == "難易度3の" + effect + "判定。"   # (kept as written)
    assert problems   # (and said: no skill or ability of that name)


@pytest.mark.slow
@pytest.mark.parametrize("run", ["a" + " " * 100_000 + "x", "a" + "　" * 100_000 + "x", "散漫" + " " * 100_000,
                                 "散漫" + " " * 100_000 + "3" + " " * 100_000, "散漫/" + " " * 100_000 + "x",
                                 "散漫/x" + " " * 100_000 + "y", "a " * 50_000, "崩壊" + "1" * 100_000],
                         ids=["blanks", "ideographic", "after", "around_n", "before_target", "in_target", "words",
                              "digits"])
def test_a_condition_s_words_are_read_in_linear_time(run):
    from bounds import time_bound

    from statblock.rulesets.kyoko.language.condition_marks import as_condition

    with time_bound(1):
        as_condition(run)


@pytest.mark.slow
@pytest.mark.parametrize("effect", ["<a" + " " * 100_000 + "x>", "〈a" + " " * 100_000 + "x〉"], ids=["angle", "skill"])
def test_a_bracket_with_many_blanks_is_checked_in_linear_time(effect):
    from bounds import time_bound

    with time_bound(10):
        card_of("難易度3の" + effect + "判定。")
