"""`timing` on a game state with no player: what `you` is, and the state after each step, said in words (`“you” is ?`
and an empty `state:` were printed)."""

from __future__ import annotations

import pytest

from statblock import cli


@pytest.mark.parametrize("lang, you, empty", [
    ("en", "“you” is no one (the state file names no player: add a [[players]] table)",
     "(no player, and no card with anything on it)"),
    ("ja", "「あなた」は未定（状態ファイルにプレイヤーがいません。[[players]] の表を加えてください）",
     "（プレイヤーも、何かが載ったカードもありません）")])
def test_timing_on_an_empty_state_says_that_no_player_is_you(tmp_path, capsys, lang, you, empty):
    path = tmp_path / "state.toml"
    path.write_text("")
    assert cli.main(["timing", str(path), "--event", "the villain attacks you", "--resolve", "--lang", lang]) == 0
    said = capsys.readouterr()
    assert "Traceback" not in said.err
    said = said.out
    assert you in said
    assert "?" not in said.splitlines()[0]   # (`“you” is ?`, before)
    lines = said.splitlines()
    state = next(n for n, line in enumerate(lines) if line.strip() in ("state:", "状態："))
    assert lines[state + 1].strip() == empty   # (`state:` was followed by nothing)


@pytest.mark.parametrize("lang, said", [
    ("en", "--event is empty: say the event as a player does; for example: the villain attacks you"),
    ("ja", "--event が空です。プレイヤーが言うようにイベントを書いてください。例：悪役があなたを攻撃する")])
@pytest.mark.parametrize("event", ["", "   "])
def test_an_empty_event_is_said_empty_with_examples_in_the_user_s_language(tmp_path, capsys, lang, said, event):
    """It was `` `` is not an event statblock knows`` (the empty words quoted), with English examples in Japanese."""
    path = tmp_path / "state.toml"
    path.write_text("")
    assert cli.main(["timing", str(path), "--event", event, "--lang", lang]) == 2
    assert said in capsys.readouterr().err
