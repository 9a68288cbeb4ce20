"""虚構侵蝕TRPG: an item's or a power's `射程：` (range) read in the seed's areas, and healing written as
players write it (`ＨＰを２回復`: full-width, the 【】 and 点 left out), on cards, in the JSON and in
diagnostics (docs/kyoko.md, "Range" and the effect table)."""

from __future__ import annotations

import json

import pytest

from statblock import cli
from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import Recovery


def read(text: str):
    return read_cards(SourceFile("cards.kyoko", text))


def card(range_line: str, effect: str = "対象に3点のダメージを与える。"):
    range_line = f"{range_line}\n" if range_line else ""
    (found,), problems = read(f"試作品（所持品）\n使用：行動\n対象：単体\n{range_line}効果：{effect}\n")
    return found, problems


RANGES = [
    # (written, kind, areas)
    ("射程：２", "areas", 2), ("射程：2", "areas", 2), ("射程：2エリア", "areas", 2), ("射程：０", "areas", 0),
    ("射程：至近", "close", 0), ("射程：同じエリア", "close", 0), ("射程：隣接", "adjacent", 1),
    ("射程：視界", "sight", None), ("射程：制限なし", "unlimited", None), ("射程：なし", "none", None),
    ("Range: 3 areas", "areas", 3), ("Range: Close", "close", 0), ("Range: sight", "sight", None),
]


@pytest.mark.parametrize(("line", "kind", "areas"), RANGES, ids=[r[0] for r in RANGES])
def test_a_range_is_read_in_areas(line, kind, areas):
    found, problems = card(line)
    assert problems == []
    assert (found.range.kind, found.range.areas) == (kind, areas)
    assert found.range.text == line.split("：" if "：" in line else ": ", 1)[1]
    assert [d.field for d in found.details] == ["range"]


@pytest.mark.parametrize(("line", "severity", "words"), [
    ("射程：", "error", "射程："),
    ("射程：-1", "error", "-1"),
    ("射程：100エリア", "error", "100エリア"),
    ("射程：10m", "warning", "10m"),
    ("射程：視野", "warning", "視野"),
], ids=["empty", "negative", "too-far", "metres", "unknown-word"])
def test_a_wrong_range_is_ky026_and_kept(line, severity, words):
    found, problems = card(line)
    (problem,) = [d for d in problems if d.code == "KY026"]
    assert problem.severity.value == severity and words in problem.span.source.text[problem.span.start - 3:]
    assert found.range.kind is None and found.effects          # the card is still read
    assert [d.text for d in found.details] == [line.split("：", 1)[1]]


def test_a_range_sharing_a_line_as_character_sheets_print_it():
    (found,), problems = read("火球（FP）\n使用：行動　対象：単体　射程：２\n効果：対象に3点のダメージを与える。\n")
    assert problems == [] and (found.target, found.range.kind, found.range.areas) == ("単体", "areas", 2)


def test_range_on_cards_and_in_json(tmp_path, capsys):
    path = tmp_path / "cards.kyoko"
    path.write_text("火球（FP）\n使用：行動\n射程：２エリア\n効果：対象に3点のダメージを与える。\n\n"
                    "槍（武器）\n使用：行動\n射程：至近\n効果：対象に3点のダメージを与える。\n", "utf-8")
    assert cli.main(["parse", "--format", "json", str(path)]) == 0
    items = json.loads(capsys.readouterr().out)["items"]
    assert [(i["range"]["kind"], i["range"]["areas"], i["range"]["text"]) for i in items] == [
        ("areas", 2, "２エリア"), ("close", 0, "至近")]
    for lang, words in (("en", ["Range: 2 areas", "Range: Close"]), ("ja", ["射程：２エリア", "射程：至近"])):
        assert cli.main(["cards", str(path), "--format", "txt", "--lang", lang, "-o", "-"]) == 0
        out = capsys.readouterr().out
        assert all(w in out for w in words), out


HEALS = [
    # (effect as written, what recovers, the amount, the words the recovery covers)
    ("ＨＰを２回復する。", "hp", 2, "ＨＰを２回復"),
    ("HPを2回復する。", "hp", 2, "HPを2回復"),
    ("ＨＰが３回復する。", "hp", 3, "ＨＰが３回復"),
    ("HP2点回復。", "hp", 2, "HP2点回復"),
    ("HP 4回復。", "hp", 4, "HP 4回復"),
    ("【ＨＰ】を２回復する。", "hp", 2, "２回復"),
    ("装備ＨＰを３点回復する。", "armor_hp", 3, "装備ＨＰを３点回復"),
    ("対象の装備HPを1回復。", "armor_hp", 1, "装備HPを1回復"),
    ("【装備ＨＰ】を１回復する。", "armor_hp", 1, "１回復"),
]


@pytest.mark.parametrize(("effect", "stat", "amount", "words"), HEALS, ids=[h[0] for h in HEALS])
def test_healing_as_players_write_it_is_a_recovery(effect, stat, amount, words):
    found, problems = card("", effect)
    assert problems == []
    (recovery,) = [e for e in found.effects if isinstance(e, Recovery)]
    assert (recovery.stat, recovery.amount.number, recovery.text) == (stat, amount, words)
    assert found.effect_text == effect


@pytest.mark.parametrize("effect", ["2回復活できる。", "1日に2回復讐する。", "ＭＰを２回復する。", "2回使用できる。"])
def test_a_number_before_kaifuku_without_the_stat_stays_text(effect):
    found, problems = card("", effect)
    assert problems == [] and not [e for e in found.effects if isinstance(e, Recovery)]
