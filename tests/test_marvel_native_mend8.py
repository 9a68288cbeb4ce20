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


CARD = "屋上の情報屋（味方）\nコスト２\n"


@pytest.mark.parametrize("below", ["１つの計画から脅威を１個取り除く。", "「まだだ！」と宣言し、カードを１枚引く。",
                                   "<b>計画</b>から脅威を１個取り除く。", "（最大１回）カードを１枚引く。"],
                         ids=["digit", "quote", "markup", "bracket"])
def test_a_japanese_line_after_a_comma_joins_with_no_blank(tmp_path, capsys, below):
    cards, _ = _parse(capsys, tmp_path, f"{CARD}強制レスポンス：屋上の情報屋をプレイした後、\n{below}\n")
    (ability,) = cards[0]["abilities"]
    assert ability["text"].startswith("強制レスポンス：屋上の情報屋をプレイした後、") and " " not in ability["text"]


def test_an_english_line_after_a_comma_still_joins_with_a_blank(tmp_path, capsys):
    cards, _ = _parse(capsys, tmp_path, "Rooftop Informant (Ally)\nCost 2\nForced Response: After you play Rooftop "
                                        "Informant,\nremove 1 threat from a scheme.\n")
    (ability,) = cards[0]["abilities"]
    assert ability["text"] == "Forced Response: After you play Rooftop Informant, remove 1 threat from a scheme."


@pytest.mark.parametrize("lines, heads", [
    ("強制インタラプト：悪役が計画を進める時、\nレスポンス：体力１を回復する。", ["interrupt", "response"]),
    ("Forced Response: After you play Rooftop Informant,\nResponse: draw 1 card.", ["response", "response"]),
    ("ガード、\n強襲。", None),
    ("Guard,\nAssault.", None),
], ids=["trigger-ja", "trigger-en", "keyword-ja", "keyword-en"])
def test_a_line_opening_with_a_trigger_or_keyword_is_not_joined(tmp_path, capsys, lines, heads):
    cards, _ = _parse(capsys, tmp_path, f"{CARD}{lines}\n")
    abilities = cards[0]["abilities"]
    assert [a["text"] for a in abilities] == lines.split("\n")
    if heads:
        assert [a["type"] for a in abilities] == heads
    else:
        assert abilities[1]["type"] == "keyword" and abilities[1]["keywords"]


@pytest.mark.slow
@pytest.mark.parametrize("below", ["レスポンス" * 20_000 + "：体力１を回復する。", "ガード、" * 25_000, "a" * 100_000 + ":"])
def test_a_long_line_below_a_comma_is_read_in_linear_time(below):
    import time

    from statblock.diagnostics import SourceFile
    from statblock.rulesets.marvel_champions.frontends.native import read_native

    def cost(n: int) -> float:
        text = "# ruleset: marvel_champions\nX（味方）\nコスト２\n" + ("強襲、\n" + below[: n] + "\n") * 10
        start = time.process_time()
        read_native(SourceFile("brew.champions", text))
        return time.process_time() - start

    small, large = cost(10_000), cost(100_000)
    assert large < 20 * max(small, 0.01)


@pytest.mark.parametrize("text, stats", [
    ("屋上の情報屋（味方）\nコスト２・攻撃１、\n阻止２・体力２\nガード。\n", {"cost": 2, "attack": 1, "thwart": 2, "health": 2}),
    ("Rooftop Informant (Ally)\nCost 2 · ATK 1,\nTHW 2 · HP 2\nGuard.\n", {"cost": 2, "attack": 1, "thwart": 2, "health": 2}),
], ids=["ja", "en"])
def test_a_stats_line_ending_in_a_comma_goes_on_below(tmp_path, capsys, text, stats):
    cards, err = _parse(capsys, tmp_path, text)
    (card,) = cards
    assert card["stats"] == stats
    assert len(card["abilities"]) == 1 and card["abilities"][0]["type"] == "keyword"
    assert not any("MC125" in e or "MC006" in e for e in err)


@pytest.mark.parametrize("line", ["強制インタラプト：悪役が計画を進める時、", "Forced Interrupt: When the villain schemes,"],
                         ids=["ja", "en"])
def test_a_trigger_with_no_effect_is_said(tmp_path, capsys, line):
    cards, err = _parse(capsys, tmp_path, f"{CARD}{line}\n")
    assert [a["text"] for a in cards[0]["abilities"]] == [line]
    assert any("MC147" in e for e in err)
