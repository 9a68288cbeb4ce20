"""Every ruleset's reader on text nobody meant: no internal error (SB999), no exception, whatever comes.

Hypothesis writes lines from each game's own words, brackets, digits and punctuation, full- and
half-width, and plain noise; each file goes through the pipeline as `check` reads it.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
import pytest

from statblock.pipeline import read_text

WORDS = {
    "x.champions": ["Forced Response:", "Hero Action (attack):", "Retaliate 1.", "Uses (3 web counters).", "→",
                    "Limit once per round.", "Then,", "may", "[energy]", "[[Tech]]", "(Ally)", "Cost 2 · ATK 1",
                    "強制レスポンス：", "\"Boost\"", "Deal 3 damage to an enemy.", "Traits:", "—", "(", ")", ":"],
    "x.sbh": ["Warband:", "Points: 300", "2x", "Elf", "Q3+", "C2", "Magic-User", "Shooter (Long)", ",", "(", ")",
              "質３+", "戦闘２", "、", "#", "Hatred", "x2", "0x", "Q9+", "C-1"],
    "x.kyoko": ["（所持品）", "（フィクションパワー）", "使用：行動", "対象：単体", "効果：", "［崩壊３］", "［憎悪／使用者］",
                "難易度4の〈意志〉判定", "【感覚】点回復", "ダメージ5", "［", "］", "【", "〈", "「", "n", "(item)"],
    "x.json": ['[{"code": "01001", "pack_code": "core", "name": "X", "text": "', '<b>', '</b>', '<i>', '<hr />',
               '\\n', '\\"', '\\u2192', '"}]', '{', '}', '[', ']', ',', '"', ':', '/n', '&amp;'],
}


def _text(words: list[str]):
    piece = st.one_of(st.sampled_from(words), st.text(max_size=6))
    line = st.lists(piece, max_size=12).map(" ".join)
    return st.lists(line, max_size=12).map("\n".join)


def _never_crashes(path: str, text: str) -> None:
    result = read_text(path, text)
    codes = [d.code for d in result.diagnostics]
    assert "SB999" not in codes and "SB006" not in codes, (path, text, [str(d.message) for d in result.diagnostics])


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(WORDS)).flatmap(lambda path: st.tuples(st.just(path), _text(WORDS[path]))))
def test_no_ruleset_reader_crashes_on_any_text(case):
    path, text = case
    if path == "x.json":
        text = WORDS[path][0] + text.replace("\n", " ") + '"}]'
    _never_crashes(path, text)


SCENARIO = ['seed = 1', '[character]', 'hp = 12', '"装備ＨＰ" = 5', '"感覚" = 3', 'skills = { "意志" = "2D6" }',
            '[rules]', 'armor_split = false', '[[events]]', 'kind = "ダメージ"', 'amount = 4', 'armor = true',
            'kind = "付与"', '"状態" = "［崩壊３］"', 'kind = "ラウンド終了"', 'kind = "治療"', 'amount = -99',
            'hp = "x"', '[', ']', '= 3', 'kind = 7']
STATE = ['cards = ["homebrew.champions"]', 'you = "Kara"', '[villain]', 'card = "Steel Jaw"', '[[players]]',
         'name = "Kara"', 'hero = "Night Owl"', 'form = "hero"', 'play = ["Grapnel Line"]', 'damage = -1',
         'engaged = [{ card = "Dock Thug", exhausted = true }]', 'resources = { energy = "x" }', '[', 'form = 3']


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(SCENARIO), max_size=14), st.lists(st.sampled_from(STATE), max_size=12))
def test_sim_and_timing_never_crash_on_any_file(tmp_path_factory, scenario, state):
    from pathlib import Path

    from statblock import cli

    folder = tmp_path_factory.mktemp("hostile")
    (folder / "scenario.toml").write_text("\n".join(scenario) + "\n", encoding="utf-8")
    (folder / "state.toml").write_text("\n".join(state) + "\n", encoding="utf-8")
    examples = Path(__file__).parent.parent / "examples" / "marvel" / "homebrew.champions"
    (folder / "homebrew.champions").write_text(examples.read_text(encoding="utf-8"), encoding="utf-8")
    assert cli.main(["sim", str(folder / "scenario.toml")]) in (0, 1, 2)
    assert cli.main(["timing", str(folder / "state.toml"), "--event", "the villain attacks you"]) in (0, 1, 2)


def test_cards_of_a_file_whose_name_is_not_utf8(tmp_path, capsys):
    """A file name with bytes that are not UTF-8 (`r\\xe9sum\\xe9`, from a Latin-1 disk) is shown escaped on
    every game's cards, in HTML and Markdown: never an encoding error."""
    import os
    import shutil

    from statblock import cli

    from conftest import ROOT

    examples = ["abilities/seeds.ability", "examples/sbh/green-hand.sbh", "examples/kyoko/cards.kyoko",
                "examples/marvel/homebrew.champions"]
    for number, example in enumerate(examples):
        folder = tmp_path / f"in{number}"
        folder.mkdir()
        name = b"r\xe9sum\xe9" + os.path.splitext(example)[1].encode()
        shutil.copyfile(ROOT / example, os.path.join(os.fsencode(folder), name))
        for fmt in ("html", "md"):
            out = tmp_path / f"out{number}.{fmt}"
            assert cli.main(["cards", str(folder), "-o", str(out)]) == 0, (example, fmt, capsys.readouterr())
            assert "r\\xe9sum\\xe9" in out.read_text(encoding="utf-8") or fmt == "md", example
