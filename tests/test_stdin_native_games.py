"""Standard input with no name, no `# ruleset:` line and no `--ruleset` holding Marvel Champions' or 虚構侵蝕's native
text (a card's name and type in brackets over its stats or its first field) is read as that game's, said (SB201), as a
warband's already was (test_stdin_other_game). Before, it was read as Draw Steel's with no word: `check -` said `1
ability: 0 errors`, and `fmt -` rewrote `ATK 1 · HP 4` as `*ATK 1 · HP 4*`, `使用：行動` as `使用: 行動`, exit 0 (the
review of audit6, finding 6). No Draw Steel text of the corpus, the examples or the homebrew files is taken for
another game's (slow tier)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from statblock import cli
from statblock.cli.stdin import other_game
from statblock.rulesets import registry

ROOT = Path(__file__).resolve().parent.parent
CORPUS = Path("/work/shared/corpus")

TEXTS = {
    ("marvel_champions", "en"): "Storm Crow (Minion)\nATK 1 · HP 4\nGuard.\n",
    ("marvel_champions", "ja"): "嵐の鴉（手下）\n攻撃 1 · 体力 4\nガード。\n",
    ("kyoko", "ja"): "旋風の刃（フィクションパワー）\n使用：行動\n対象：単体\n効果：対象に３点のダメージを与える。\n",
    ("kyoko", "en"): "Whirlwind Blade (Power)\nUse: Action\nTarget: Single\nEffect: Deal 3 damage to the target.\n",
}
SUFFIX = {"marvel_champions": ".champions", "kyoko": ".kyoko"}


def _stdin(monkeypatch, data: bytes) -> None:
    class Stdin:
        buffer = io.BytesIO(data)

    monkeypatch.setattr("sys.stdin", Stdin)


class _Stdout:
    def __init__(self):
        self.buffer = io.BytesIO()

    def write(self, text):
        return self.buffer.write(text.encode("utf-8"))

    def flush(self):
        pass


@pytest.mark.parametrize("game, written", list(TEXTS))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_check_reads_another_games_native_text_as_its_file(capsys, monkeypatch, tmp_path, game, written, lang):
    text = TEXTS[game, written]
    _stdin(monkeypatch, text.encode("utf-8"))
    code = cli.main(["check", "--format", "json", "--lang", lang, "-"])
    said = json.loads(capsys.readouterr().out)
    path = tmp_path / f"cards{SUFFIX[game]}"
    path.write_text(text, encoding="utf-8")
    assert cli.main(["check", "--format", "json", "--lang", lang, str(path)]) == code
    as_file = json.loads(capsys.readouterr().out)
    notes = [d for d in said["diagnostics"] if d["code"] == "SB201"]
    assert [(d["line"], d["column"], d["severity"]) for d in notes] == [(1, 1, "info")]
    assert game in notes[0]["message"] and SUFFIX[game] in notes[0]["message"]
    assert [(d["code"], d["line"], d["column"]) for d in said["diagnostics"] if d["code"] != "SB201"] == \
           [(d["code"], d["line"], d["column"]) for d in as_file["diagnostics"]]
    assert said["abilities"] == as_file["abilities"]


@pytest.mark.parametrize("game, written", list(TEXTS))
def test_fmt_gives_another_games_native_text_back_unchanged(monkeypatch, game, written):
    data = TEXTS[game, written].encode("utf-8")
    _stdin(monkeypatch, data)
    out = _Stdout()
    monkeypatch.setattr("sys.stdout", out)
    code = cli.main(["fmt", "-"])
    assert out.buffer.getvalue() == data   # (was rewritten as a Draw Steel ability: `*ATK 1 · HP 4*`, `使用: 行動`)
    assert code == 1   # (neither game offers fmt: said and given back, as with a `# ruleset:` line)


@pytest.mark.parametrize("game, written", list(TEXTS))
def test_a_ruleset_line_or_option_still_decides(capsys, monkeypatch, game, written):
    _stdin(monkeypatch, TEXTS[game, written].encode("utf-8"))
    cli.main(["check", "--format", "json", "--ruleset", "draw_steel", "-"])
    said = json.loads(capsys.readouterr().out)
    assert "SB201" not in [d["code"] for d in said["diagnostics"]]
    assert other_game("<stdin>", f"# ruleset: draw_steel\n{TEXTS[game, written]}", None) is None


@pytest.mark.parametrize("text", [
    "Cinder Lash (Signature)\n*A whip of embers.*\nFire, Magic | Main action\n",
    "Heavy Blow (Ally)\nEffect: You strike.\n",            # (a type of Marvel's over no stats line)
    "Guard (Minion)\nStamina 4 · Speed 5\n",               # (stats of Draw Steel's labels)
    "Quick Step\nUse: Move\n",                             # (a field under a name of no kind)
    "止血帯\n使用：行動\n",
])
def test_draw_steel_looking_text_stays_draw_steels(text):
    assert other_game("<stdin>", text, None) is None


def _draw_steel_texts():
    files = [*sorted((CORPUS / "steel-compendium").rglob("*.md")),
             *sorted(ROOT.glob("abilities/*.ability")), *sorted(ROOT.glob("examples/*.ability")),
             *sorted(ROOT.glob("tests/homebrew_probe/*.ability"))]
    assert len(files) > 600
    return files


@pytest.mark.slow
def test_no_draw_steel_file_is_taken_for_another_games():
    taken = []
    for path in _draw_steel_texts():
        text = path.read_text(encoding="utf-8")
        for ruleset in registry.usable():
            if ruleset.name in SUFFIX and ruleset.sniff("<stdin>" + SUFFIX[ruleset.name], text) > 1:
                taken.append((str(path), ruleset.name))
    assert taken == []


@pytest.mark.slow
@pytest.mark.parametrize("example, game", [("examples/marvel/homebrew.champions", "marvel_champions"),
                                           ("examples/kyoko/cards.kyoko", "kyoko"),
                                           ("examples/sbh/green-hand.sbh", "sbh")])
def test_each_example_without_its_ruleset_line_is_its_games(example, game):
    text = (ROOT / example).read_text(encoding="utf-8")
    assert registry.directive(text) is not None
    found = other_game("<stdin>", text.split("\n", 1)[1], None)
    assert found is not None and found.name == game


@pytest.mark.slow
@pytest.mark.parametrize("game", ["marvel_champions", "kyoko"])
def test_the_sniff_is_linear_on_long_lines(game):
    import time

    for text in ("a" * 100_000 + " (Minion)\n" + "ATK 1 " * 20_000, "（" * 100_000 + "\n使用：" + " " * 100_000,
                 "x (" + " " * 100_000 + ")\n" + "· " * 50_000):
        began = time.process_time()
        registry.get(game).sniff("<stdin>" + SUFFIX[game], text)
        assert time.process_time() - began < 2
