"""虚構侵蝕TRPG's injected mistakes, as `test_injected_mistakes.py` is Draw Steel's: every check of BCDice's test cases
for the game (`bcdice/test/data/KyokoShinshoku.toml`, read in place, never copied) with one slip injected is said by
its code alone, at the characters of the slip, its message in English and Japanese: a dice size no die has (the
size one past it, `KS(6,2)` → `KS(7,2)`) is KY102 naming the size meant; a comparison typed `>` for `>=` is KY103.
The check as published reads without error (BCDice's own refusals, the cases it prints nothing for, left out)."""

from __future__ import annotations

import re
import tomllib

import pytest

from statblock.rulesets.kyoko.dice import SIZES, CheckError, parse_check

from conftest import CORPUS

CASES = CORPUS / "bcdice" / "test" / "data" / "KyokoShinshoku.toml"
# a check's dice size as written: its digits after `KS(` (a sum, `10+2`, is left out: no one size is meant)
_SIZE = re.compile(r"^KS\((?P<size>\d+)(?=[,)])")


def _checks() -> list[str]:
    # (a case BCDice prints nothing for is one of its own refusals, `KS(5,2)`: no check to inject a slip into)
    inputs = {case["input"] for case in tomllib.loads(CASES.read_text("utf-8"))["test"] if case.get("output")}
    return sorted(text for text in inputs if _SIZE.match(text))


CHECKS = _checks()


def _said(text: str) -> CheckError:
    with pytest.raises(CheckError) as raised:
        parse_check(text)
    return raised.value


def test_the_published_checks_are_read():
    assert len(CHECKS) >= 20
    for text in CHECKS:
        parse_check(text)   # (no error)


@pytest.mark.parametrize("text", CHECKS)
def test_a_dice_size_no_die_has_is_ky102_naming_the_size_meant(text):
    size = _SIZE.match(text)
    wrong = int(size.group("size")) + 1
    if wrong in SIZES:   # (1 → 2, 3 → 4: a size too; the slip is no slip)
        assert parse_check(text[:size.start("size")] + str(wrong) + text[size.end("size"):])
        return
    slipped = text[:size.start("size")] + str(wrong) + text[size.end("size"):]
    error = _said(slipped)
    assert (error.code, slipped[error.start:error.end]) == ("KY102", str(wrong))
    assert f"`{wrong}`" in error.message.render("en") and "did you mean" in error.message.render("en")
    assert f"「{wrong}」" in error.message.render("ja") and "のことですか" in error.message.render("ja")


@pytest.mark.parametrize("text", [text for text in CHECKS if ">=" in text])
def test_a_comparison_typed_without_its_equals_is_ky103(text):
    slipped = text.replace(">=", ">", 1)
    error = _said(slipped)
    assert (error.code, slipped[error.start:error.end]) == ("KY103", ">")
    assert error.message.render("en") != error.message.render("ja")
