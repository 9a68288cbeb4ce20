"""Marvel Champions, as a Japanese author writes a `.champions` card. A Japanese ability line right under a card's
stats is an ability, never a stats line. Japanese writes no blank between words, so a `、` cut such a line into items of a stat's shape, and one naming a stat
(`計画１つから…`, `脅威１個を…`) made the whole line stats: MC006 on `強制レスポンス` as an unknown stat, the card's
ability lost (`アビリティ 0 件`). A stats line's own items stay as they were (the audit7 session: a Japanese
author)."""

from __future__ import annotations

import json

import pytest

from statblock import cli

HEAD = "# ruleset: marvel_champions\n屋上の情報屋（味方）\nコスト２・攻撃１・阻止２・体力２\n"
LINES = [
    "強制レスポンス：屋上の情報屋をプレイした後、計画１つから脅威を１個取り除く。",
    "インタラプト：悪役が計画を進める時、脅威１個を取り除く。",
    "レスポンス：悪役が攻撃した後、体力１を回復する。",
    "脅威１個を取り除く。",
]


def _parse(capsys, path) -> tuple[dict, list[str]]:
    code = cli.main(["parse", str(path), "--format", "json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    (card,) = json.loads(out.out)["cards"]
    return card, [line for line in out.err.splitlines() if "MC006" in line]


@pytest.mark.parametrize("line", LINES, ids=["response", "interrupt", "heal", "alone"])
def test_a_japanese_ability_under_the_stats_is_an_ability(tmp_path, capsys, line):
    path = tmp_path / "ally.champions"
    path.write_text(HEAD + line + "\n", encoding="utf-8")
    card, mc006 = _parse(capsys, path)
    assert mc006 == []
    assert card["stats"] == {"cost": 2, "attack": 1, "thwart": 2, "health": 2}
    assert [a["text"] for a in card["abilities"]] == [line]
    assert card.get("notes", []) == []


def test_the_response_keeps_its_effect(tmp_path, capsys):
    path = tmp_path / "ally.champions"
    path.write_text(HEAD + LINES[0] + "\n", encoding="utf-8")
    card, _ = _parse(capsys, path)
    (ability,) = card["abilities"]
    assert ability["type"] == "response" and ability["forced"] and ability["effects"]


@pytest.mark.parametrize("stats", ["攻撃 1 · 計画 ２＋ · 体力 4", "攻撃１・速さ３・体力４", "ATK 1 · SCH 2+ · THW two · HP 4"],
                         ids=["value", "name", "english"])
def test_a_stats_line_with_a_value_or_name_not_read_is_still_one(tmp_path, capsys, stats):
    path = tmp_path / "crow.champions"
    path.write_text(f"# ruleset: marvel_champions\n嵐の鴉（手下）\n{stats}\nガード。\n", encoding="utf-8")
    card, mc006 = _parse(capsys, path)
    assert card["stats"]["attack"] == 1 and card["stats"]["health"] == 4 and mc006
    assert [a["text"] for a in card["abilities"]] == ["ガード。"]

