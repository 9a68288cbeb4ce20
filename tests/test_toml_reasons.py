"""tomllib's reasons in Japanese (`frontends/toml_reasons.py`): a scenario or a game state that is not TOML said
`シナリオが TOML ではありません：Invalid value`, tomllib's English in the Japanese message (KY201, MC201)."""

from __future__ import annotations

import re
import tomllib

import pytest

from statblock.frontends.toml_reasons import toml_reason

_POSITION = re.compile(r"\s*\(at (?:line \d+, column \d+|end of document)\)")


@pytest.mark.parametrize("text", ["a = = 1", "a = [1", 'a = "x', "[a", "a 1", "a = 1\na = 2", "a = {b = 1", "= 1",
                                  'a = "\\q"', "[[a", "a = {b = 1, b = 2}", "[a]\n[a]", "a = 1 b", "a = 0xZZ",
                                  "a = 1979-13-01T00:00:00"])
def test_each_reason_tomllib_gives_is_said_in_japanese(text):
    with pytest.raises(tomllib.TOMLDecodeError) as raised:
        tomllib.loads(text)
    reason = _POSITION.sub("", str(raised.value)).strip()
    said = toml_reason(reason)
    assert said.by_lang["en"] == reason
    quoted = re.findall(r"'[^']*'|\([^)]*\)", reason)   # (a key or a character tomllib quotes stays as it wrote it)
    japanese = said.by_lang["ja"]
    for part in quoted:
        japanese = japanese.replace(part, "")
    assert japanese != reason and not re.search(r"[A-Za-z]{2,}", japanese.replace("Unicode", "")), japanese


def test_a_reason_the_table_does_not_know_stays_as_written():
    assert toml_reason("Something new").by_lang["ja"] == "Something new"
