"""What a cold `check` imports: only what the files it reads need. A Markdown file with no game's text does not load
another game's reader (虚構侵蝕's language and lark, 180 M instructions of a one-file check) to learn that its heading is
not that game's card file title."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from statblock.rulesets import registry

_MODULES = ("import json, sys; from statblock.cli import main; code = main(sys.argv[1:]); "
            "print(json.dumps(sorted(sys.modules)), file=sys.stderr); sys.exit(0)")


def _imported(tmp_path, name: str, text: str) -> set[str]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    env = {**os.environ, "STATBLOCK_CACHE_DIR": str(tmp_path / "cache")}
    for _ in range(2):  # (the second run: the parse tables the first one stored are read, as a user's runs have them)
        done = subprocess.run([sys.executable, "-c", _MODULES, "check", "--no-cache", "-q", str(path)],
                              capture_output=True, text=True, env=env, check=True, cwd=tmp_path)
    return set(json.loads(done.stderr.strip().splitlines()[-1]))


@pytest.mark.parametrize("text", ["# Notes\n\nJust some text.\n", "# メモ\n\nただの文章。\n"], ids=["en", "ja"])
def test_a_markdown_file_of_no_game_loads_no_other_games_reader(tmp_path, text):
    modules = _imported(tmp_path, "notes.md", text)
    assert "statblock.rulesets.kyoko.plugin" in modules  # (asked: its sniff reads the heading)
    assert not any(m.startswith("statblock.rulesets.kyoko.language") for m in modules)
    assert "lark" not in modules


@pytest.mark.parametrize("title", ["虚構侵蝕TRPG のカード", "Kyoko Shinshoku TRPG cards"], ids=["ja", "en"])
def test_the_card_file_title_is_still_known_by_its_heading(title):
    kyoko = registry.get("kyoko")
    assert kyoko.sniff("cards.md", f"# {title}\n\n## カード\n") == 10
    assert kyoko.sniff("cards.md", f"# {title}s\n") == 0
    assert registry.choose("cards.md", f"\ufeff# {title}\n").name == "kyoko"
    assert registry.choose("notes.md", "# Notes\n").name == "draw_steel"
