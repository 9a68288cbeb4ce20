"""SB176: a letter for a digit in a number of a distance or target line (O or o for 0, l or I for 1) is said at the
number, with the digits; the line was read as words with no word said. Words that hold such letters are not."""

from __future__ import annotations

import pytest

from builders import Parts, native
from statblock.pipeline import read_text

ZAP = Parts(name="Zap", keywords=("Magic", "Ranged"), distance="Ranged 10", target="One creature",
            tiers=("2 damage", "4 damage", "6 damage"))


def _said(distance: str = "Ranged 10", target: str = "One creature") -> list[tuple[str, str]]:
    text = native(ZAP).replace("Ranged 10 |", f"{distance} |").replace("| 🎯 One creature", f"| 🎯 {target}")
    result = read_text("z.ability", text)
    return [(d.span.text, str(d.suggestion)) for d in result.diagnostics if d.code == "SB176"]


@pytest.mark.parametrize(("distance", "said"), [
    ("3 cube within 1O", [("1O", "replace `1O` with `10`")]),
    ("Ranged l0", [("l0", "replace `l0` with `10`")]),
    ("Ranged 2o", [("2o", "replace `2o` with `20`")]),
    ("Melee l", [("l", "replace `l` with `1`")]),        # a lone letter where the number stands, the fix reading
    ("5 x l line within 1O", [("1O", "replace `1O` with `10`")]),
    ("3キューブ（1O以内）", [("1O", "replace `1O` with `10`")]),
    ("遠距離１Ｏ", [("１Ｏ", "replace `１Ｏ` with `１０`")]),
    # not slips: numbers, words with those letters, a lone letter the digit does not make read
    ("Ranged 10", []), ("3 cube within 10", []), ("Melee 1 (Oil flask)", []), ("O burst of lore", []),
    ("1 mile", []),
], ids=lambda value: value if isinstance(value, str) else None)
def test_a_letter_for_a_digit_in_a_distance_is_said(distance, said):
    assert _said(distance=distance) == said


@pytest.mark.parametrize(("target", "said"), [
    ("2O creatures", [("2O", "replace `2O` with `20`")]),
    ("1O体のクリーチャー", [("1O", "replace `1O` with `10`")]),
    ("One creature", []), ("I and one ally", []), ("Two creatures", []),
], ids=lambda value: value if isinstance(value, str) else None)
def test_a_letter_for_a_digit_in_a_target_line_is_said(target, said):
    assert _said(target=target) == said


def test_no_other_shape_is_guessed_for_a_distance_with_a_slip():
    """`Ranged 1O` was SB119 with the guess `1 rangedO` (the kind-first rewrite taking the letter along)."""
    text = native(ZAP).replace("Ranged 10 |", "Ranged 1O |")
    assert [d.code for d in read_text("z.ability", text).diagnostics] == ["SB176"]
