"""虚構侵蝕TRPG: what the last session left (kyleft5), each in Japanese and English where the notation allows: a list
under the effect judged by its own lead-in; a Markdown card file's ［状態］ reference read back as the writer wrote it;
text cards said to be print-only; `sim` plays a loss whose effect names the character its target; English
brackets on Markdown cards as written."""

from __future__ import annotations

import pytest

from statblock.rulesets.kyoko.model import Option

from test_kyoko_left4 import card_of   # (a card whose effect is these lines)


def marks(lines: str) -> list[int]:
    """The options' indexes of the card whose effect is `lines`, in order (0 for an item that is a step)."""
    (card,), problems = card_of(lines)
    assert card.effect_text == lines and not [p for p in problems if p.severity.name == "ERROR"]
    return [e.index if isinstance(e, Option) else 0 for e in card.effects
            if isinstance(e, Option) or e.text.startswith(("- ", "・"))]


# ---- 1: each list is judged by its own lead-in (was: by the words before the card's first list) ----

@pytest.mark.parametrize(("lines", "expected"), [
    # steps, then a choice (the second list was steps: the words before the first say no choice)
    ("対象に［崩壊2］を与える。\n以下をすべて行う。\n- 3点のダメージを与える。\n- ［散漫］を与える。\n"
     "以下から1つを選ぶ。\n- 対象の【ＨＰ】を3点回復する。\n- 対象の［崩壊］を解除する。", [0, 0, 1, 2]),
    ("Do all of the following:\n- Deal 3 damage.\n- Inflict [Distracted].\nThen choose one:\n- Recover 3.\n"
     "- Gain [Focused].", [0, 0, 1, 2]),
    # a choice, then steps (the second list was options 3 and 4: the words before the first said a choice)
    ("以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\nその後、以下をすべて行う。\n・［散漫］を与える。\n・2点のダメージを与える。",
     [1, 2, 0, 0]),
    ("Choose one:\n- Recover 3.\n- Gain [Focused].\nThen do all of the following:\n- Inflict [Distracted].\n"
     "- Deal 2 damage.", [1, 2, 0, 0]),
    # two choices: each list's options count from 1
    ("以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\nさらに、次のうち1つを選ぶ。\n- ［散漫］を与える。\n- 2点のダメージを与える。",
     [1, 2, 1, 2]),
    ("Choose one:\n- Recover 3.\n- Gain [Focused].\nThen choose one more:\n- Inflict [Distracted].\n"
     "- Deal 2 damage.", [1, 2, 1, 2]),
    # a list of steps under a choice made in a sentence before the list's own lead-in: its lead-in says all
    ("以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\n対象に［萎縮］を与える。\n以下をすべて行う。\n- ［散漫］を与える。\n"
     "- 2点のダメージを与える。", [1, 2, 0, 0]),
])
def test_each_list_is_judged_by_its_own_lead_in(lines, expected):
    assert marks(lines) == expected


@pytest.mark.parametrize("lines", ["以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。",
                                   "次のどちらか。\n- 対象に３点の\nダメージを与える。\n- ［集中］を得る\n以上。",
                                   "Choose one.\n* Deal 2 damage\n* Lose 1 HP.\nThen gain [Focused]."])
def test_one_list_after_a_choice_is_still_options(lines):
    assert marks(lines) == [1, 2]
