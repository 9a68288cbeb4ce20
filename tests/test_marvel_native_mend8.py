"""Marvel Champions' native `.champions` reader, after the review of the audit7 merge (aumend8): a stats line with one
item not read keeps its other stats (the item a note, MC006), in Japanese and English, so that a card right under
another is still split off and standard input is still this game's; an ability line is told by the line as a whole
(a trigger's label and colon, a sentence's particle or verb ending), not by one odd item. Lines broken inside a
Japanese sentence are joined with no blank before Japanese punctuation, full-width digits, brackets or markup, and a
line opening with a trigger's label or a keyword is never the line above going on."""

from __future__ import annotations

import io
import json

import pytest

from statblock import cli
from statblock.cli.stdin import other_game

HEAD = "# ruleset: marvel_champions\n"


def _parse(capsys, tmp_path, text: str) -> tuple[list[dict], list[str]]:
    path = tmp_path / "cards.champions"
    path.write_text(HEAD + text, encoding="utf-8")
    code = cli.main(["parse", str(path), "--format", "json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)["cards"], out.err.splitlines()


@pytest.mark.parametrize("name, line, stats, note", [
    ("鉄顎（悪役）", "計画１・攻撃２・体力１４（プレイヤーごと）", {"scheme": 1, "attack": 2}, "体力１４（プレイヤーごと）"),
    ("嵐の鴉（手下）", "攻撃１・体力４・ブースト ２つ", {"attack": 1, "health": 4}, "ブースト ２つ"),
    ("嵐の鴉（手下）", "攻撃１・体力４・ブースト２つ", {"attack": 1, "health": 4}, "ブースト２つ"),
    ("Storm Crow (Minion)", "ATK 1 · HP 4 · FOO two", {"attack": 1, "health": 4}, "FOO two"),
], ids=["per-player-ja", "boost-ja", "boost-glued-ja", "foo-en"])
def test_one_item_not_read_keeps_the_other_stats(tmp_path, capsys, name, line, stats, note):
    cards, err = _parse(capsys, tmp_path, f"{name}\n{line}\n強襲。\n")
    (card,) = cards
    assert {k: card["stats"][k] for k in stats} == stats
    assert [n["text"] for n in card.get("notes", [])] == [note]
    assert [a["text"] for a in card["abilities"]] == ["強襲。"]
    assert any("MC006" in e for e in err)


@pytest.mark.parametrize("line", [
    "強制レスポンス：屋上の情報屋をプレイした後、計画１つから脅威を１個取り除く。",
    "インタラプト：悪役が計画を進める時、脅威１個を取り除く。",
    "レスポンス：悪役が攻撃した後、体力１を回復する。",
    "脅威１個を取り除く。",
    "体力１を回復し、攻撃２を与える",
    "計画２つから脅威を取り除く",
], ids=["response", "interrupt", "heal", "alone", "no-stop", "counter-particle"])
def test_an_ability_line_under_the_stats_stays_an_ability(tmp_path, capsys, line):
    cards, err = _parse(capsys, tmp_path, f"屋上の情報屋（味方）\nコスト２・攻撃１・阻止２・体力２\n{line}\n")
    (card,) = cards
    assert card["stats"] == {"cost": 2, "attack": 1, "thwart": 2, "health": 2}
    assert [a["text"] for a in card["abilities"]] == [line]
    assert not any("MC006" in e for e in err)


@pytest.mark.parametrize("second", ["嵐の鴉（手下）\n攻撃１・体力４・ブースト ２つ\n強襲。\n",
                                    "Storm Crow (Minion)\nATK 1 · HP 4 · FOO two\nGuard.\n"], ids=["ja", "en"])
def test_a_card_right_under_another_is_split_off(tmp_path, capsys, second):
    cards, err = _parse(capsys, tmp_path, "屋上の情報屋（味方）\nコスト２・攻撃１・阻止２・体力２\nガード。\n" + second)
    assert [len(card["abilities"]) for card in cards] == [1, 1]
    assert any("MC012" in e for e in err)


@pytest.mark.parametrize("text", ["Storm Crow (Minion)\nATK 1 · HP 4 · FOO two\nGuard.\n",
                                  "嵐の鴉（手下）\n攻撃１・体力４・ブースト ２つ\n強襲。\n"], ids=["en", "ja"])
def test_standard_input_with_an_item_not_read_is_marvels(text, capsys, monkeypatch):
    assert other_game("<stdin>", text, None) is not None

    class Stdin:
        buffer = io.BytesIO(text.encode("utf-8"))

    monkeypatch.setattr("sys.stdin", Stdin)
    cli.main(["check", "--format", "json", "-"])
    codes = [d["code"] for d in json.loads(capsys.readouterr().out)["diagnostics"]]
    assert "SB201" in codes and "MC006" in codes
