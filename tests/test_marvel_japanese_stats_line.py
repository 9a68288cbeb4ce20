"""Marvel Champions, as a Japanese author writes a `.champions` card. A Japanese ability line right under a card's
stats is an ability, never a stats line. Japanese writes no blank between words, so a `、` cut such a line into items
of a stat's shape, and one naming a stat (`計画１つから…`, `脅威１個を…`) made the whole line stats: MC006 on
`強制レスポンス` as an unknown stat, the card's ability lost (`アビリティ 0 件`). A stats line's own items stay as
they were. And a sentence broken over two lines after a comma (`…をプレイした後、` / `計画１つから…`) is one paragraph,
as the printed card wraps it: each line was an ability of its own, the response with no effect, nothing said (the
audit7 session: a Japanese author)."""

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


WRAPPED = {
    "ja": ("# ruleset: marvel_champions\n屋上の情報屋（味方）\nコスト２・攻撃１・阻止２・体力２\n"
           "強制レスポンス：屋上の情報屋をプレイした後、\n計画１つから脅威を１個取り除く。\n",
           "強制レスポンス：屋上の情報屋をプレイした後、計画１つから脅威を１個取り除く。"),
    "en": ("# ruleset: marvel_champions\nRooftop Informant (Ally)\nCost 2 · ATK 1 · THW 2 · HP 2\n"
           "Forced Response: After you play Rooftop Informant,\nremove 1 threat from a scheme.\n",
           "Forced Response: After you play Rooftop Informant, remove 1 threat from a scheme."),
}


@pytest.mark.parametrize("written", ["ja", "en"])
def test_a_sentence_broken_after_a_comma_is_one_ability(tmp_path, capsys, written):
    text, whole = WRAPPED[written]
    path = tmp_path / "ally.champions"
    path.write_text(text, encoding="utf-8")
    card, _ = _parse(capsys, path)
    (ability,) = card["abilities"]
    assert ability["text"] == whole and ability["type"] == "response" and ability["condition"] is not None
    assert [kind for sentence in ability["effects"] for kind in (e["kind"] for e in sentence["effects"])] == [
        "remove_threat"]
    assert (ability["span"]["line"], ability["span"]["end_line"]) == (4, 5)
    for lang in ("en", "ja"):   # (the card prints one ability, which reads back)
        assert cli.main(["cards", str(path), "-o", "-", "--format", "txt", "--lang", lang]) == 0
        out = capsys.readouterr().out
        lines = out.splitlines()
        rules = [at for at, line in enumerate(lines) if line.startswith("═")]
        abilities = [line for line in lines[rules[0]:rules[-1]] if line.startswith(("■", "▷"))]
        assert len(abilities) == 1 and ("Response" in abilities[0] or "レスポンス" in abilities[0])


def test_a_list_of_options_under_a_comma_is_not_joined(tmp_path, capsys):
    path = tmp_path / "ally.champions"
    path.write_text("# ruleset: marvel_champions\n屋上の情報屋（味方）\nコスト２\nアクション：次のうち1つを選ぶ、\n"
                    "・カードを1枚引く。\n・敵1体に1ダメージを与える。\n", encoding="utf-8")
    card, _ = _parse(capsys, path)
    assert card["abilities"][0]["text"] == "アクション：次のうち1つを選ぶ、"


@pytest.mark.slow
def test_many_broken_lines_are_joined_in_linear_time():
    import time

    from statblock.diagnostics import SourceFile
    from statblock.rulesets.marvel_champions.frontends.native import read_native

    def cost(n: int) -> float:
        source = SourceFile("brew.champions", "# ruleset: marvel_champions\nX (Ally)\n" + "a,\n" * n + "b.\n")
        start = time.process_time()
        read_native(source)
        return time.process_time() - start

    small, large = cost(10_000), cost(100_000)
    assert large < 20 * max(small, 0.01)
