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


# (the audit7 session, a Japanese author: a hero file's `"判断力" = ２`, typed by a Japanese input method, said
# `値として読めません` at the `２` and nothing of why: TOML reads only the half-width forms)
@pytest.mark.parametrize(("text", "char", "plain"), [('"判断力" = ２\n', "２", "2"), ("level ＝ 1\n", "＝", "="),
                                                     ("level = [1,　2]\n", "\u3000", " ")],
                         ids=["digit", "equals", "space"])
def test_a_full_width_character_where_toml_stops_is_named_with_its_half_width_form(text, char, plain):
    from statblock.frontends.toml_reasons import toml_place

    with pytest.raises(tomllib.TOMLDecodeError) as raised:
        tomllib.loads(text)
    said, offset = toml_place(str(raised.value), text)
    assert text[offset] == char
    if char == "\u3000":
        assert "全角スペース" in said.by_lang["ja"] and "full-width space" in said.by_lang["en"]
    else:
        assert f"全角の「{char}」" in said.by_lang["ja"] and f"半角の「{plain}」" in said.by_lang["ja"]
        assert f"`{char}`" in said.by_lang["en"] and f"write `{plain}`" in said.by_lang["en"]


def test_a_half_width_fault_says_nothing_of_full_width():
    from statblock.frontends.toml_reasons import toml_place

    with pytest.raises(tomllib.TOMLDecodeError) as raised:
        tomllib.loads("a = = 1")
    said, _ = toml_place(str(raised.value), "a = = 1")
    assert said.by_lang["ja"] == "値として読めません" and said.by_lang["en"] == "Invalid value"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_hero_file_and_a_scenario_say_it(tmp_path, capsys, lang):
    from statblock import cli

    hero = tmp_path / "hero.toml"
    hero.write_text('name = "ミサキ"\nclass = "conduit"\nlevel = 1\n[characteristics]\n"判断力" = ２\n', "utf-8")
    ability = tmp_path / "a.ability"
    ability.write_text("Smite\nMagic | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + Intuition:\n"
                       "≤11: 2 damage\n12-16: 4 damage\n17+: 6 damage\n", "utf-8")
    assert cli.main(["roll", str(ability), "--ability", "Smite", "--hero", str(hero), "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert ("全角の「２」" in err and "半角の「2」" in err) if lang == "ja" else ("`２`" in err and "`2`" in err)
    scenario = tmp_path / "scenario.toml"
    scenario.write_text('# ruleset: kyoko\nseed = 42\n[character]\nname = "ミサキ"\nhp = １２\n', "utf-8")
    cli.main(["sim", str(scenario), "--lang", lang])
    out = capsys.readouterr()
    said = out.out + out.err
    assert ("全角の「１２」" in said and "半角の「12」" in said) if lang == "ja" else ("`１２`" in said and "`12`" in said)


# (the aumend8 session: a Japanese or curly quote got `Invalid value` alone; `hp = １２` named only the `１`)
@pytest.mark.parametrize(("text", "ja", "en"), [
    ("name = 「雷鳴」\n", ("「「雷鳴」」の引用符", '半角の「"雷鳴"」'), ("`「雷鳴」`", '`"雷鳴"`')),
    ("name = “雷鳴”\n", ("「“雷鳴”」の引用符", '半角の「"雷鳴"」'), ("`“雷鳴”`", '`"雷鳴"`')),
    ("hp = １２\n", ("全角の「１２」", "半角の「12」"), ("`１２`", "write `12`")),
    ("hp = １２ \n", ("全角の「１２」", "半角の「12」"), ("`１２`", "write `12`")),
], ids=["japanese-quotes", "curly-quotes", "digits", "digits-blank"])
def test_a_quote_or_a_run_of_full_width_characters_is_named_whole(text, ja, en):
    from statblock.frontends.toml_reasons import toml_place

    with pytest.raises(tomllib.TOMLDecodeError) as raised:
        tomllib.loads(text)
    said, _ = toml_place(str(raised.value), text)
    assert all(part in said.by_lang["ja"] for part in ja), said.by_lang["ja"]
    assert all(part in said.by_lang["en"] for part in en), said.by_lang["en"]


@pytest.mark.slow
def test_a_long_run_of_full_width_characters_is_named_in_linear_time():
    import time

    from statblock.frontends.toml_reasons import toml_place

    def cost(n: int) -> float:
        text = "hp = " + "１" * n + "\n"
        error = "Invalid value (at line 1, column 6)"
        start = time.process_time()
        toml_place(error, text)
        return time.process_time() - start

    assert cost(100_000) < 20 * max(cost(10_000), 0.01)
