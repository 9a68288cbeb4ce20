"""虚構侵蝕TRPG through the command line: cards checked, parsed and printed with the ［状態］ reference,
a scenario played by `sim` with the game's own dice, and a check's odds beside the other games' `odds`."""

from __future__ import annotations

import json
import re

from statblock import cli
from statblock.rulesets.kyoko.catalog import CODES

from conftest import ROOT

CARDS = str(ROOT / "examples" / "kyoko" / "cards.kyoko")
SCENARIO = str(ROOT / "examples" / "kyoko" / "scenario.toml")


def test_the_example_cards_check_clean_and_parse(capsys):
    assert cli.main(["check", CARDS]) == 0
    assert "0 errors, 0 warnings" in capsys.readouterr().out
    assert cli.main(["parse", CARDS]) == 0
    items = json.loads(capsys.readouterr().out)["items"]
    assert [(item["name"], item["kind"], item["use"]) for item in items] == [
        ("焦熱の掌", "power", "action"), ("止血帯", "item", "action")]


def test_cards_with_the_condition_reference_in_japanese_and_english(tmp_path, capsys):
    for lang, words in (("ja", ["## ［状態］一覧", "### ［崩壊n］", "焦熱の掌（フィクションパワー）"]),
                        ("en", ["## Conditions", "Use: Action"])):
        out = tmp_path / f"cards.{lang}.md"
        assert cli.main(["cards", CARDS, "--lang", lang, "-o", str(out)]) == 0
        text = out.read_text(encoding="utf-8")
        assert all(word in text for word in words), text
        assert ("：" in text) == (lang == "ja")  # the full-width colon is the Japanese card's own
    assert "3 cards" in capsys.readouterr().err  # two cards and the reference


def test_sim_plays_the_scenario_with_the_games_dice(capsys):
    assert cli.main(["sim", SCENARIO, "--format", "json"]) == 0
    first = capsys.readouterr().out
    assert cli.main(["sim", SCENARIO, "--format", "json"]) == 0
    assert capsys.readouterr().out == first  # the scenario's seed: the same run
    assert cli.main(["sim", SCENARIO, "--lang", "ja"]) == 0
    text = capsys.readouterr().out
    assert "【装備ＨＰ】1/5" in text and "［崩壊2］" in text


def test_odds_of_a_check_through_the_command_of_several_games(capsys):
    assert cli.main(["odds", CARDS, "--check", "KS(6,2)>=4", "--format", "json"]) == 0
    said = json.dumps(json.loads(capsys.readouterr().out))
    assert "1/36" in said and "11/36" in said  # a fumble: both dice 1; a critical: a 6 among two dice


def test_the_guide_lists_every_code():
    guide = (ROOT / "docs" / "kyoko.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"(KY\d{3})", guide))
    assert set(CODES) <= listed
    assert "docs/kyoko.md" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_guides_scenario_and_cards_run_clean(tmp_path, capsys):
    guide = (ROOT / "docs" / "kyoko.md").read_text(encoding="utf-8")
    scenario = tmp_path / "guide.toml"
    scenario.write_text(re.findall(r"```toml\n(.*?)```", guide, re.S)[0], encoding="utf-8")
    cards = tmp_path / "guide.kyoko"
    cards.write_text(re.findall(r"```\n(# ruleset: kyoko\n.*?)```", guide, re.S)[0], encoding="utf-8")
    assert cli.main(["check", str(scenario), str(cards)]) == 0
    assert "0 errors, 0 warnings" in capsys.readouterr().out
    assert cli.main(["sim", str(scenario), "--format", "json"]) == 0
    steps = json.loads(capsys.readouterr().out)["steps"]
    assert [step["state"]["hp"] for step in steps] == [11, 11, 8]


def test_odds_of_a_scenario_after_an_event(capsys):
    assert cli.main(["odds", SCENARIO, "--check", "KS(6,2)>=4", "--after", "4", "--format", "json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert (shown["base_dice"], shown["dice"], shown["conditions"]) == (2, 1, [{"condition": "distracted", "change": -1}])


def test_check_of_a_folder_takes_the_scenarios_that_say_so(tmp_path, capsys):
    """A `.toml` in a folder is a scenario when its first line is `# ruleset: kyoko`: checked like one
    named directly, and never listed among files without abilities. Other `.toml` files (heroes, a
    scenario of no installed game, a FIFO) are not read."""
    import os

    scenario = (ROOT / "examples" / "kyoko" / "scenario.toml").read_text("utf-8")
    assert scenario.startswith("# ruleset: kyoko\n")
    folder = tmp_path / "table"
    folder.mkdir()
    (folder / "bad.toml").write_text(scenario.replace("[[events]]", "[[events]]\nkind = \"ダメージ\"\namount = 0\n",
                                                      1), "utf-8")
    (folder / "hero.toml").write_text('name = "Korva"\n[characteristics]\nmight = 2\n', "utf-8")
    (folder / "other.toml").write_text("# ruleset: nosuchgame\nx = 1\n", "utf-8")
    os.mkfifo(folder / "pipe.toml")
    named = cli.main(["check", "--no-cache", "--format", "json", str(folder / "bad.toml")])
    alone = json.loads(capsys.readouterr().out)
    code = cli.main(["check", "--no-cache", "--format", "json", str(folder)])
    walked = json.loads(capsys.readouterr().out)
    assert named == code == 1 and alone["errors"] >= 1
    assert walked["files"] == 1 and walked["files_without_abilities"] == []
    assert [d["code"] for d in walked["diagnostics"]] == [d["code"] for d in alone["diagnostics"]]
    # a scenario saved with CRLF line ends is one too
    (folder / "crlf.toml").write_bytes(scenario.replace("\n", "\r\n").encode("utf-8"))
    assert cli.main(["check", "--no-cache", "--format", "json", str(folder)]) == 1
    assert json.loads(capsys.readouterr().out)["files"] == 2
    from statblock.rulesets import registry

    assert registry.declared_file(str(folder / "crlf.toml")) and not registry.declared_file(str(folder / "hero.toml"))
    # a run that reads every file with another ruleset does not take another game's scenario
    cli.main(["check", "--no-cache", "--format", "json", "--ruleset", "draw_steel", str(folder)])
    assert json.loads(capsys.readouterr().out)["files"] == 0


def test_an_items_data_on_its_cards_in_each_language_and_format(tmp_path, capsys):
    """`種別：武器`, `価格：２` were errors, so never printed; an English md card wrote its kind in full-width
    parentheses (`Baton（Item）`)."""
    path = tmp_path / "items.kyoko"
    path.write_text("警棒（武器）\n価格：２　使用：行動　対象：単体\n効果：対象に３点のダメージを与える。\n",
                    encoding="utf-8")
    expected = {"ja": ["種別：武器", "価格：２", "使用：行動", "対象：単体"],
                "en": ["Category: Weapon", "Price: ２", "Use: Action", "Target: Single"]}
    for lang, words in expected.items():
        for fmt in ("md", "txt", "html"):
            out = tmp_path / f"cards.{lang}.{fmt}"
            assert cli.main(["cards", str(path), "--lang", lang, "-o", str(out)]) == 0
            text = re.sub(r"<[^>]+>\s*", "", out.read_text(encoding="utf-8")).replace("： ", "：").replace(": ", ":")
            found = [text.find(word.replace(": ", ":")) for word in words]
            assert -1 not in found and found == sorted(found), (lang, fmt, text[:400])
    out = tmp_path / "cards.en.md"
    assert "## 警棒 (Item)" in out.read_text(encoding="utf-8")
    capsys.readouterr()


def test_odds_options_take_the_words_a_scenario_takes_and_english_names_its_conditions(capsys):
    """`--contest 能動` and `--role 防御` were refused (a scenario's 対決 and 判定の種類 take them); the English output
    named a condition by its id, `distracted -1`, where Japanese writes ［散漫］-1."""
    for japanese, english in ((["--contest", "能動"], ["--contest", "active"]), (["--role", "防御"], ["--role", "defense"])):
        common = ["odds", CARDS, "--check", "KS(6,2)>=4", "--conditions", "高揚,飛行", "--format", "json"]
        assert cli.main(common + japanese) == 0
        first = capsys.readouterr().out
        assert cli.main(common + english) == 0
        assert first == capsys.readouterr().out
    assert cli.main(["odds", CARDS, "--check", "KS(6,2)>=4", "--conditions", "散漫", "--lang", "en"]) == 0
    assert "[Distracted] -1" in capsys.readouterr().out
