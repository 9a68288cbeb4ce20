"""Rulesets as plug-ins: the registry, how a file's ruleset is chosen, and a ruleset from another
package (tests/plugins/statblock_toy) installed through the `statblock.rulesets` entry point."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from statblock import parse_text
from statblock.rulesets import registry

PLUGINS = Path(__file__).parent / "plugins"


# ---- the registry, in this process ---------------------------------------------------------------


def test_draw_steel_is_built_in_and_found_by_any_spelling_of_its_name():
    assert registry.entries()["draw_steel"].origin == "built-in"
    for spelling in ("draw_steel", "Draw-Steel", "draw steel", " DRAW_STEEL "):
        assert registry.get(spelling).name == "draw_steel"


def test_an_unknown_name_gets_a_did_you_mean():
    with pytest.raises(registry.UnknownRuleset) as raised:
        registry.get("draw_stel")
    assert raised.value.suggestion == "draw_steel"
    assert "draw_steel" in raised.value.known
    with pytest.raises(registry.UnknownRuleset) as raised:
        registry.get("chess")
    assert raised.value.suggestion is None


@pytest.mark.parametrize(("path", "text", "expected"), [
    ("a.ability", "Slam\n", "draw_steel"),
    ("a.md", "###### Slam\n", "draw_steel"),
    ("a.yaml", "name: Slam\n", "draw_steel"),
    ("notes.txt", "# ruleset: draw_steel\nSlam\n", "draw_steel"),
    ("notes.txt", "Slam\n", "draw_steel"),                      # nobody claims .txt: the default
    ("a.md", "# ruleset: chess\n\n###### Slam\n", "draw_steel"),  # a heading in Markdown, not a directive
])
def test_a_files_ruleset_comes_from_its_suffix_its_first_line_or_its_content(path, text, expected):
    assert registry.choose(path, text).name == expected


def test_a_community_file_goes_to_the_surest_reader_or_to_none(monkeypatch):
    class Cards(registry.Ruleset):
        name = "cards"
        read_suffixes = (".json",)

        def sniff(self, path, text):
            return 5 if '"code"' in text else 0

    class Decks(Cards):
        name = "decks"

        def sniff(self, path, text):
            return 7 if '"deck"' in text else 0

    monkeypatch.setattr(registry, "usable", lambda: [registry.get("draw_steel"), Cards(), Decks()])
    assert registry.choose("a.json", '[{"code": "01001"}]').name == "cards"
    assert registry.choose("a.json", '[{"code": "01001", "deck": 1}]').name == "decks"
    assert registry.choose("package.json", '{"name": "x"}') is None  # nobody's: read by none
    assert registry.choose("package.json", '{"name": "x"}', forced="draw_steel").name == "draw_steel"


def test_the_directive_is_the_first_line_only_and_tolerates_spacing_and_case():
    assert registry.directive("#ruleset:draw_steel\n") == ("draw_steel", 9, 19)
    assert registry.directive("  # Ruleset :  toy  # mine\nx")[0] == "toy"
    assert registry.directive("# ruleset：toy\n")[0] == "toy"  # a full-width colon, as a Japanese keyboard types it
    assert registry.directive("Slam\n# ruleset: toy\n") is None
    assert registry.directive("# rules: toy\n") is None


def test_a_directive_naming_nothing_installed_is_an_error_at_the_name():
    result = parse_text("# ruleset: draw_stel\nSlam\nMelee | Main action\nEffect: Hit.\n", "t.ability")
    (found,) = [d for d in result.diagnostics if d.code == "SB007"]
    assert (found.span.line, found.span.column, found.span.end_column) == (1, 12, 21)
    assert "draw_stel" in found.message.render("en") and "statblock rulesets" in found.message.render("en")
    assert "draw_steel" in found.help("en")
    assert not result.abilities  # not read by a ruleset it did not name


def test_forcing_a_ruleset_reads_any_file_with_it():
    result = parse_text("Slam\nMelee, Strike | Main action\nEffect: Hit.\n", "t.txt")
    forced = registry.choose("t.md", "Slam\n", forced="draw_steel")
    assert forced.name == "draw_steel" and result.ruleset == "draw_steel"


def test_folders_are_searched_for_every_rulesets_suffixes():
    found = registry.suffixes()
    assert {".ability", ".md", ".markdown", ".yaml", ".yml"} <= set(found)


def test_every_installed_ruleset_keeps_to_its_code_prefix_and_its_catalog():
    for ruleset in registry.usable():
        assert ruleset.code_prefix and all(code.startswith(ruleset.code_prefix) for code in ruleset.codes)
        assert all(key.startswith(ruleset.name + ".") for key in ruleset.catalog)
        assert ruleset.label("en") and ruleset.label("ja")


# ---- a ruleset from another package, through the entry point -------------------------------------


@pytest.fixture(scope="module")
def toy_env(tmp_path_factory):
    """An environment where `statblock_toy` is installed as a distribution declaring the entry point
    (what pip writes into site-packages: the package and its `*.dist-info`)."""
    site = tmp_path_factory.mktemp("site")
    info = site / "statblock_toy-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: statblock-toy\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[statblock.rulesets]\ntoy = statblock_toy:RULESET\n", encoding="utf-8")
    path = [str(site), str(PLUGINS), *filter(None, [os.environ.get("PYTHONPATH")])]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(path), STATBLOCK_LANG="en",
               STATBLOCK_CACHE_DIR=str(tmp_path_factory.mktemp("cache")))
    return env


def statblock(env, *argv, cwd=None):
    return subprocess.run([sys.executable, "-m", "statblock", *argv], env=env, cwd=cwd, capture_output=True,
                          text=True, timeout=120)


@pytest.fixture()
def files(tmp_path):
    (tmp_path / "deck.toy").write_text("# toy abilities\nPunch: 3 damage\nKick: 5 damage\n", encoding="utf-8")
    (tmp_path / "bad.toy").write_text("Punch: 3 damage\nKick: lots\n", encoding="utf-8")
    (tmp_path / "slam.ability").write_text("Slam\nMelee, Strike | Main action\nEffect: Hit.\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("# ruleset: toy\nHeadbutt: 4 damage\n", encoding="utf-8")
    return tmp_path


@pytest.mark.slow
def test_rulesets_lists_the_built_in_and_the_installed_one(toy_env):
    done = statblock(toy_env, "rulesets", "--format", "json")
    assert done.returncode == 0, done.stderr
    rows = {row["name"]: row for row in json.loads(done.stdout)["rulesets"]}
    assert rows["draw_steel"]["origin"] == "built-in"
    assert rows["toy"]["origin"] == "statblock-toy"
    assert rows["toy"]["native_suffixes"] == [".toy"]
    assert rows["toy"]["commands"] == ["check", "parse", "cards", "toyroll", "roll"]
    assert {"roll", "odds", "fmt", "convert", "cards"} <= set(rows["draw_steel"]["commands"])
    text = statblock(toy_env, "rulesets")
    assert "toy: Toy Game (statblock-toy)" in text.stdout and "draw_steel: Draw Steel (built in)" in text.stdout


@pytest.mark.slow
def test_check_reads_each_file_with_its_own_ruleset(toy_env, files):
    done = statblock(toy_env, "check", str(files), "--format", "json", "--no-cache")
    report = json.loads(done.stdout)
    assert report["files"] == 3 and report["abilities"] == 2 + 1 + 1  # notes.txt: no suffix a folder is searched for
    (bad,) = [d for d in report["diagnostics"] if d["code"] == "TY001"]
    assert (Path(bad["path"]).name, bad["line"], bad["column"]) == ("bad.toy", 2, 1)
    assert bad["message"] == "write the line as `NAME: N damage`"
    assert done.returncode == 1


@pytest.mark.slow
def test_the_check_cache_knows_the_ruleset(toy_env, files):
    slam = str(files / "slam.ability")
    first = json.loads(statblock(toy_env, "check", slam, "--format", "json").stdout)
    forced = json.loads(statblock(toy_env, "check", slam, "--format", "json", "--ruleset", "toy").stdout)
    again = json.loads(statblock(toy_env, "check", slam, "--format", "json").stdout)
    assert first == again and first["errors"] == 0
    assert forced["errors"] == 3  # not Draw Steel's result from the cache, nor the other way round
    named = json.loads(statblock(toy_env, "check", str(files / "notes.txt"), "--format", "json").stdout)
    assert named["abilities"] == 1 and named["errors"] == 0


@pytest.mark.slow
def test_parse_joins_the_json_of_every_ruleset(toy_env, files):
    done = statblock(toy_env, "parse", str(files / "deck.toy"), str(files / "slam.ability"), str(files / "notes.txt"))
    assert done.returncode == 0, done.stderr
    abilities = json.loads(done.stdout)["abilities"]
    assert [a["name"] for a in abilities if a.get("ruleset") == "toy"] == ["Punch", "Kick", "Headbutt"]
    assert [a["name"] for a in abilities if a.get("ruleset") != "toy"] == ["Slam"]


def test_cards_print_through_the_ruleset(toy_env, files, tmp_path):
    out = tmp_path / "deck.md"
    done = statblock(toy_env, "cards", str(files / "deck.toy"), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8") == "## Punch: 3 damage\n## Kick: 5 damage\n"
    assert "wrote 2 cards" in done.stderr


@pytest.mark.slow
def test_what_a_ruleset_does_not_offer_is_said_clearly(toy_env, files, tmp_path):
    pdf = statblock(toy_env, "cards", str(files / "deck.toy"), "-o", str(tmp_path / "deck.pdf"))
    assert pdf.returncode == 2 and "Toy Game prints no pdf cards; use txt or md" in pdf.stderr
    hero = statblock(toy_env, "cards", str(files / "deck.toy"), "--hero", "x.toml", "-o", str(tmp_path / "a.txt"))
    assert hero.returncode == 2 and "does not offer --hero" in hero.stderr
    fmt = statblock(toy_env, "fmt", str(files / "deck.toy"))
    assert fmt.returncode == 1 and "read by the ruleset Toy Game (toy), which does not offer fmt" in fmt.stderr
    assert (files / "deck.toy").read_text(encoding="utf-8").startswith("# toy abilities\n")
    convert = statblock(toy_env, "convert", str(files / "deck.toy"), "--to", "md", "-o", str(tmp_path / "out"))
    assert convert.returncode == 1 and "does not offer convert --to md" in convert.stderr
    mixed = statblock(toy_env, "cards", str(files / "deck.toy"), str(files / "slam.ability"), "-o",
                      str(tmp_path / "b.txt"))
    assert mixed.returncode == 2 and "several games (Toy Game and Draw Steel)" in mixed.stderr
    hero = str(Path(__file__).parent.parent / "abilities" / "heroes" / "korva-fury.toml")
    odds = statblock(toy_env, "odds", str(files / "deck.toy"), "--ability", "Punch", "--hero", hero)
    assert odds.returncode == 2 and "Traceback" not in odds.stderr
    assert "read by the ruleset Toy Game (toy), which does not offer odds" in odds.stderr


@pytest.mark.slow
def test_a_rulesets_own_command_runs(toy_env):
    done = statblock(toy_env, "toyroll", "4")
    assert (done.returncode, done.stdout) == (0, "toy rolled 8\n")
    assert "toyroll" in statblock(toy_env, "--help").stdout


@pytest.mark.slow
def test_a_command_two_rulesets_offer_runs_the_one_of_the_files_game(toy_env, files):
    toy = statblock(toy_env, "roll", str(files / "deck.toy"), "--ability", "kick")
    assert (toy.returncode, toy.stdout) == (0, "Kick hits for 5\n"), toy.stderr
    hero = str(Path(__file__).parent.parent / "abilities" / "heroes" / "korva-fury.toml")
    slam = statblock(toy_env, "roll", str(files / "slam.ability"), "--ability", "Slam", "--hero", hero, "--seed", "1")
    assert slam.returncode == 0 and "Slam" in slam.stdout and "(seed 1)" in slam.stdout, slam.stderr
    helped = statblock(toy_env, "roll", str(files / "deck.toy"), "--help")
    assert helped.returncode == 0 and "--ability" in helped.stdout and "--hero" not in helped.stdout
    listed = " ".join(statblock(toy_env, "--help").stdout.split())
    assert "roll a command of several games" in listed
    shared = " ".join(statblock(toy_env, "roll", "--help").stdout.split())
    assert "its game decides what the command does" in shared and "statblock COMMAND PATH --help" in shared
    missing = statblock(toy_env, "roll", str(files / "nowhere.toy"), "--ability", "x")
    assert missing.returncode == 2 and "no such file" in missing.stderr


@pytest.mark.slow
def test_forcing_an_unknown_ruleset_is_a_usage_error_with_a_suggestion(toy_env, files):
    done = statblock(toy_env, "check", str(files), "--ruleset", "tyo")
    assert done.returncode == 2
    assert "no ruleset named `tyo`" in done.stderr and "replace `tyo` with `toy`" in done.stderr
    forced = statblock(toy_env, "check", str(files / "slam.ability"), "--ruleset", "toy", "--format", "json")
    assert [d["code"] for d in json.loads(forced.stdout)["diagnostics"]] == ["TY001"] * 3


@pytest.mark.slow
def test_a_broken_ruleset_is_reported_and_the_others_still_work(toy_env, files, tmp_path):
    info = tmp_path / "broken-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[statblock.rulesets]\nbroken = no_such_module:RULESET\n", encoding="utf-8")
    env = dict(toy_env, PYTHONPATH=os.pathsep.join([toy_env["PYTHONPATH"], str(tmp_path)]))
    listed = statblock(env, "rulesets")
    assert listed.returncode == 0 and "broken (broken): cannot be loaded: ModuleNotFoundError" in listed.stdout
    done = statblock(env, "check", str(files / "deck.toy"), "--format", "json", "--no-cache")
    assert done.returncode == 0 and json.loads(done.stdout)["abilities"] == 2


@pytest.mark.slow
def test_grammars_made_from_the_vocabulary_are_the_same_text_in_every_run():
    """A grammar whose words come from the vocabulary must be the same text whatever order Python's hashing
    gives a set: lark caches the parse tables by the text, and a text that changes from run to run rebuilds
    them every time (about 4 s for Marvel Champions) and leaves a cache file behind each time."""
    import subprocess
    import sys

    code = ("import hashlib\n"
            "from statblock.rulesets.marvel_champions.language.parser import grammar_text as mc\n"
            "from statblock.rulesets.sbh.language.parser import grammar_text as sbh\n"
            "print(hashlib.sha256((mc() + sbh()).encode()).hexdigest())\n")
    digests = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                              env={**__import__("os").environ, "PYTHONHASHSEED": str(seed)}).stdout
               for seed in (1, 2, 3, 4)}
    assert len(digests) == 1


@pytest.mark.parametrize("path", ["a.md", "A.MD", "x/y.Markdown", ".md", "a.", "a..md", "dir.md/", "dir.md/x", "a.tar.gz",
                                  "", "a b.yml", "x/.hidden.yaml", "rules.ABILITY"])
def test_the_suffix_a_file_is_chosen_by_is_that_of_its_path(path):
    # (remembered, since several steps ask for each file's: the answer is `Path`'s all the same)
    assert registry.suffix_of(path) == Path(path).suffix.lower()
