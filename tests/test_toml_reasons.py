"""tomllib's reasons in Japanese (`frontends/toml_reasons.py`): a scenario or a game state that is not TOML said
`シナリオが TOML ではありません：Invalid value`, tomllib's English in the Japanese message (KY201, MC201)."""

from __future__ import annotations

import re
import tomllib

import pytest

from statblock.diagnostics import SourceFile
from statblock.frontends.toml_reasons import toml_error, toml_reason

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


@pytest.mark.parametrize(("text", "ja"), [("a = = 1", "値として読めません（1 行 5 列目）"),
                                          ("a = [1", "配列が閉じられていません（ファイルの終わり）")])
def test_a_whole_error_keeps_its_place_in_japanese(text, ja):
    """`toml_error`, for a message with no span of its own (a hero file's): the reason and where, both in Japanese."""
    with pytest.raises(tomllib.TOMLDecodeError) as raised:
        tomllib.loads(text)
    said = toml_error(str(raised.value))
    assert (said.by_lang["en"], said.by_lang["ja"]) == (str(raised.value), ja)


def test_an_error_the_table_does_not_know_stays_as_written():
    assert toml_error("Something new").by_lang == {"en": "Something new", "ja": "Something new"}


def _marvel(text):
    from statblock.rulesets.marvel_champions.runtime.loader import read_state

    return read_state(SourceFile("state.toml", text))[1]


def _kyoko(text):
    from statblock.rulesets.kyoko.sim.scenario import read_scenario

    return read_scenario(SourceFile("scenario.toml", text))[1]


@pytest.mark.parametrize(("read", "code", "ja"), [(_marvel, "MC201", "ゲームの状態を TOML として読めません: "),
                                                  (_kyoko, "KY201", "シナリオが TOML ではありません：")])
@pytest.mark.parametrize(("text", "reason", "at"), [
    ('[villain]\ncard = ["Rhino"\n', "配列が閉じられていません", (3, 1)),   # at end of document: the text's end
    ('[villain]\ncard = = 1\n', "値として読めません", (2, 8)),
])
def test_a_game_state_or_scenario_ending_too_soon_is_said_in_japanese_at_its_end(read, code, ja, text, reason, at):
    """tomllib's `(at end of document)` was no place the readers knew: the reason was quoted with it in English in
    the Japanese message (`Unclosed array (at end of document)`), and the diagnostic put at the file's start."""
    (said,) = read(text)
    assert (said.code, said.message.render("ja")) == (code, ja + reason)
    assert (said.span.line, said.span.column) == at
