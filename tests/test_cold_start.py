"""What a cold `check` imports: only what the files it reads need. A Markdown file with no game's text does not load
another game's reader (虚構侵蝕's language and lark, 180 M instructions of a one-file check) to learn that its heading is
not that game's card file title; a Draw Steel Markdown file with no front matter and no YAML fence does not import
PyYAML (96 M)."""

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


_ABILITY = {
    "en": ("| **Melee, Strike, Weapon** | **Main action** |\n| --- | ---: |\n| **📏 Melee 1** | **🎯 One creature** |\n\n"
           "**Power Roll + Might:**\n\n- **≤11:** 3 + M damage; push 1\n- **12-16:** 6 + M damage; push 2\n"
           "- **17+:** 9 + M damage; push 4\n"),
    "ja": ("| **近接、ストライク、武器** | **メインアクション** |\n| --- | ---: |\n| **📏 近接 1** | **🎯 1体のクリーチャー** |\n\n"
           "**パワーロール + 筋力:**\n\n- **≤11:** 3 + M ダメージ; プッシュ 1\n- **12-16:** 6 + M ダメージ; プッシュ 2\n"
           "- **17+:** 9 + M ダメージ; プッシュ 4\n"),
}


@pytest.mark.slow  # (a fresh process each, ~2 s of CPU: the inner loop keeps the no-other-game ones)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_markdown_ability_with_no_yaml_is_checked_without_pyyaml(tmp_path, lang):
    modules = _imported(tmp_path, "slam.md", f"###### Brutal Slam\n\n{_ABILITY[lang]}")
    assert "statblock.rulesets.draw_steel.frontends.steel_compendium" in modules  # (read: one ability, below)
    assert not any(m == "yaml" or m.startswith("yaml.") for m in modules)


@pytest.mark.slow  # (a fresh process each, ~2 s of CPU)
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("front, said", [
    ("---\nname: Brutal Slam\n---\n", []),                              # plain: PyYAML's resolver only
    ("---\nname: &a Brutal Slam\nalias: *a\n---\n", [("SB004", "warning", 3)]),  # PyYAML reads it: the alias said
    ("---\nname: [unclosed\n---\n", [("SB004", "warning", 3)]),           # PyYAML cannot read it: said
], ids=["plain", "alias", "broken"])
def test_a_front_matter_is_read_as_before_pyyaml_imported_at_its_first_use(tmp_path, lang, front, said):
    """Each checked in a fresh process, where PyYAML is first imported by that reading: the ability read, the YAML's
    problems said where they are."""
    path = tmp_path / "slam.md"
    path.write_text(f"{front}\n###### Brutal Slam\n\n{_ABILITY[lang]}", encoding="utf-8")
    env = {**os.environ, "STATBLOCK_CACHE_DIR": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-m", "statblock", "check", "--no-cache", "--format", "json", str(path)],
                          capture_output=True, text=True, env=env, check=False, cwd=tmp_path)
    assert "Traceback" not in done.stderr
    report = json.loads(done.stdout)
    assert report["abilities"] == 1
    assert [(d["code"], d["severity"], d["line"]) for d in report["diagnostics"] if d["code"] == "SB004"] == said
