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



def test_a_range_written_in_english_is_shown_in_japanese_on_japanese_cards(tmp_path, capsys):
    # (`Range: Sight` was `射程：Sight` under `--lang ja`; a range written in Japanese stays as written, `２エリア`)
    path = tmp_path / "cards.kyoko"
    path.write_text("".join(f"Gun{i} (weapon)\nRange: {r}\nUse: Action\nEffect: damage 5.\n\n"
                            for i, r in enumerate(("Sight", "Close", "2 areas", "1 area"))), "utf-8")
    assert cli.main(["cards", str(path), "--format", "txt", "--lang", "ja", "-o", "-"]) == 0
    out = capsys.readouterr().out
    assert [line for line in out.splitlines() if line.startswith("射程")] == [
        "射程：視界", "射程：至近", "射程：2エリア", "射程：1エリア"], out


@pytest.mark.parametrize(("written", "lang", "shown"), [
    ("Range: ２ areas", "ja", "射程：2エリア"), ("射程：２", "ja", "射程：２"), ("Range: Ｓｉｇｈｔ", "ja", "射程：視界"),
    ("射程：２エリア", "ja", "射程：２エリア"), ("射程：２エリア", "en", "Range: 2 areas"), ("Range: ２ areas", "en", "Range: 2 areas")])
def test_a_ranges_language_is_its_words_not_the_width_of_its_digits(tmp_path, capsys, written, lang, shown):
    # (`Range: ２ areas` was `射程：２ areas` on a Japanese card: the range was taken for Japanese, as not ASCII)
    path = tmp_path / "cards.kyoko"
    path.write_text(f"Gun (weapon)\n{written}\nUse: Action\nEffect: damage 5.\n", "utf-8")
    assert cli.main(["cards", str(path), "--format", "txt", "--lang", lang, "-o", "-"]) == 0
    out = capsys.readouterr().out
    assert [line for line in out.splitlines() if line.startswith(shown.split("：")[0].split(":")[0])] == [shown], out


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


# Items and powers written the way players write them on their sites, in the rulebook's notation (names in 《》
# for fiction powers and 〔〕 for items, as its templates write them; full-width digits; fields sharing a line):
# (the card, its kind, its range's kind, the typed effects as (type, what, amount))
PLAYERS = [
    ("《限界突破》\n使用：割込\n対象：自身\n効果：【ＨＰ】を３点減少し、ダメージに＋５する。", "power", None, [("loss", "hp", 3)]),
    ("〔中型刃物〕（武器）\n種別：武器　価格：２\n使用：行動　対象：単体　射程：至近\n効果：〈運動〉で［攻撃］を行なう。ダメージ４。",
     "item", "close", [("damage", None, 4)]),
    ("《癒しの光》（FP）\n使用：行動\n対象：単体\n射程：２エリア\n効果：対象のＨＰを「【感覚】±0」点回復する。", "power",
     "areas", [("recovery", "hp", None)]),
    ("〔救急箱〕（道具）\n使用：行動\n射程：至近\n効果：対象の【ＨＰ】を２点回復し、［崩壊］を解除する。", "item", "close",
     [("recovery", "hp", 2), ("condition", "decay", None)]),
    ("《鉄壁》（FP）\n使用：割込\n対象：自身\n効果：【装備ＨＰ】を５回復する。", "power", None, [("recovery", "armor_hp", 5)]),
    ("〔拳銃〕（武器）\n使用：行動\n射程：２\n効果：〈操作〉で［攻撃］を行なう。５点のダメージ。", "item", "areas",
     [("damage", None, 5)]),
    ("《影渡り》\n使用：行動\n対象：自身\n効果：［隠密］を得る。", "power", None, [("condition", "hidden", None)]),
    ("〔スタンロッド〕（武器）\n使用：行動　射程：至近\n効果：対象に3点のダメージを与え、［硬直］を与える。", "item", "close",
     [("damage", None, 3), ("condition", "rigid", None)]),
    ("《呪縛》（FP）\n使用：行動\n対象：単体\n射程：視界\n効果：対象は難易度４の〈意志〉判定を行ない、［失敗］すると［萎縮］を受ける。",
     "power", "sight", [("check", None, None), ("condition", "shaken", None)]),
    ("〔防弾ジャケット〕\n使用：常時\n効果：【装備ＨＰ】＋３。", "item", None, []),
    ("《再生の祈り》（FP）\n使用：行動\n対象：単体\n射程：1\n効果：対象は［再生２］を得る。", "power", "areas",
     [("condition", "regeneration", None)]),
    ("〔毒ナイフ〕（武器）\n使用：行動\n射程：至近\n効果：対象に２点のダメージを与え、［崩壊１］を与える。", "item", "close",
     [("damage", None, 2), ("condition", "decay", None)]),
    ("《激昂》（FP）\n使用：行動\n対象：単体\n射程：視界\n効果：対象に［憎悪／使用者］を与える。", "power", "sight",
     [("condition", "hatred", None)]),
    ("〔バイク〕（乗物）\n種別：乗物\n準備制限：屋外\n搭乗人数：２\n使用：常時\n効果：【移動値】を＋３する。", "item", None, []),
    ("《応急処置》（FP）\n使用：行動\n対象：単体\n射程：至近\n効果：ＨＰを１Ｄ６回復。", "power", "close", []),
    ("《治癒の手》（FP）\n使用：行動\n射程：0エリア\n効果：HPを3回復。", "power", "areas", [("recovery", "hp", 3)]),
    ("〔義手〕（義体）\n使用：常時\n効果：〈運動〉判定のダイスを＋１個する。", "item", None, []),
    ("《集中》\n使用：行動\n対象：自身\n効果：［集中］を得る。", "power", None, [("condition", "focused", None)]),
    ("《火炎放射》（FP）\n使用：行動\n対象：範囲\n射程：１エリア\n効果：範囲内のキャラクター全員に４点のダメージを与え、［崩壊２］を与える。",
     "power", "areas", [("damage", None, 4), ("condition", "decay", None)]),
    ("〔包帯〕（道具）\n使用：行動\n射程：至近\n効果：対象のＨＰが１回復する。", "item", "close", [("recovery", "hp", 1)]),
]


@pytest.mark.parametrize(("text", "kind", "range_kind", "typed"), PLAYERS, ids=[p[0].split("\n")[0] for p in PLAYERS])
def test_players_items_and_powers_read_without_a_diagnostic(text, kind, range_kind, typed):
    (found,), problems = read(text + "\n")
    said = ["KY027"] if "Ｄ６" in text else []   # a recovery in dice, kept as text, is said (a warning)
    assert [d.code for d in problems] == said, [(d.code, str(d.message)) for d in problems]
    assert (found.kind, found.range.kind if found.range else None) == (kind, range_kind)
    shown = []
    for effect in found.effects:
        if isinstance(effect, Recovery):
            shown.append(("recovery", effect.stat, effect.amount.number))
        elif type(effect).__name__ == "Damage":
            shown.append(("damage", None, effect.amount.number))
        elif type(effect).__name__ == "ConditionEffect":
            shown.append(("condition", effect.id, None))
        elif type(effect).__name__ == "Check":
            shown.append(("check", None, None))
        elif type(effect).__name__ == "Loss":
            shown.append(("loss", effect.stat, effect.amount.number))
    assert shown == typed


LOSSES = [
    # (effect as written, the amount, the words the loss covers): seed 004's 「自発的に【ＨＰ】の現在値を減少させる」
    ("【ＨＰ】を３点減少し、ダメージに＋５する。", 3, "【ＨＰ】を３点減少"),
    ("ＨＰを１減少する。", 1, "ＨＰを１減少"),
    ("【HP】の現在値を2点減少させる。", 2, "【HP】の現在値を2点減少"),
    ("【ＨＰ】を２点失う。", 2, "【ＨＰ】を２点失う"),
]


@pytest.mark.parametrize(("effect", "amount", "words"), LOSSES, ids=[w for _, _, w in LOSSES])
def test_a_loss_of_hp_an_effect_makes_is_typed(effect, amount, words):
    found, problems = card("", effect)
    assert problems == []
    (loss,) = [e for e in found.effects if type(e).__name__ == "Loss"]
    assert (loss.stat, loss.amount.number, loss.text) == ("hp", amount, words)
    assert found.effect_text == effect


@pytest.mark.parametrize("effect", ["ダメージを２点減少する。", "【装備ＨＰ】を1点減少。", "【ＨＰ】を3点減少しない。",
                                    "判定のダイスを１個減少する。"])
def test_a_reduction_of_anything_else_or_denied_stays_text(effect):
    found, problems = card("", effect)
    assert problems == [] and not [e for e in found.effects if type(e).__name__ == "Loss"]


def test_a_loss_in_the_json(tmp_path, capsys):
    path = tmp_path / "cards.kyoko"
    path.write_text("《限界突破》\n使用：割込\n効果：【ＨＰ】を３点減少する。\n", "utf-8")
    assert cli.main(["parse", "--format", "json", str(path)]) == 0
    (item,) = json.loads(capsys.readouterr().out)["items"]
    assert [(e["type"], e.get("stat"), e.get("amount")) for e in item["effects"]][0] == (
        "loss", "hp", {"number": 3, "ability": None, "modifier": 0})


FULL = [
    # (effect as written, what recovers, the words the recovery covers)
    ("対象の【ＨＰ】を最大値まで回復する。", "hp", "【ＨＰ】を最大値まで回復"),
    ("【装備ＨＰ】が全回復する。", "armor_hp", "【装備ＨＰ】が全回復"),
    ("ＨＰを完全に回復する。", "hp", "ＨＰを完全に回復"),
    ("使用者の装備HPを最大まで回復。", "armor_hp", "装備HPを最大まで回復"),
]


@pytest.mark.parametrize(("effect", "stat", "words"), FULL, ids=[f[0] for f in FULL])
def test_a_recovery_to_the_maximum_is_a_recovery_of_it(effect, stat, words):
    """`【ＨＰ】を最大値まで回復する` (seed 004 says so of a ［余暇］) was text with no word: 【ＨＰ】 a term, the rest
    plain; it is a recovery whose amount is the maximum (JSON `amount.full`), its words as written."""
    found, problems = card("", effect)
    assert problems == []
    (recovery,) = [e for e in found.effects if isinstance(e, Recovery)]
    assert (recovery.stat, recovery.amount.full, recovery.amount.number, recovery.text) == (stat, True, None, words)
    assert "".join(e.text for e in found.effects) == effect  # (nothing dropped, nothing moved)


@pytest.mark.parametrize("effect", ["【ＨＰ】を最大値まで回復しない。", "HPを全回復できない。", "最大値まで回復する。",
                                    "【感覚】を最大値まで回復する。", "HPを全回復活させる。"])
def test_a_denied_or_statless_recovery_to_the_maximum_stays_text(effect):
    found, problems = card("", effect)
    assert problems == [] and not [e for e in found.effects if isinstance(e, Recovery)]
    assert "".join(e.text for e in found.effects) == effect


def test_a_recovery_to_the_maximum_in_the_json(tmp_path, capsys):
    path = tmp_path / "potion.kyoko"
    path.write_text("霊薬（所持品）\n使用：行動\n対象：単体\n効果：【ＨＰ】を最大値まで回復し、［崩壊］を解除する。\n", encoding="utf-8")
    assert cli.main(["parse", "--format", "json", str(path)]) == 0
    (item,) = json.loads(capsys.readouterr().out)["items"]
    (recovery,) = [e for e in item["effects"] if e["type"] == "recovery"]
    assert recovery["amount"] == {"number": None, "ability": None, "modifier": 0, "full": True}
    assert [e for e in item["effects"] if e["type"] == "text" and "最大値" in e["text"]] == []


CONTESTS = [
    # (written, active skill, passive skill, the contest's words)
    ("「〈操作〉vs〈探知〉」の［対決］を行なう。", "handling", "perception", "〈操作〉vs〈探知〉"),   # seed 004's own
    ("〈探知〉 VS 〈操作〉の対決。", "perception", "handling", "〈探知〉 VS 〈操作〉"),
    ("〈運動〉対〈頑健〉で対決する。", "athletics", "toughness", "〈運動〉対〈頑健〉"),
    ("<Handling> vs <Perception> contest", "handling", "perception", "<Handling> vs <Perception>"),
]


@pytest.mark.parametrize(("effect", "active", "passive", "words"), CONTESTS, ids=[c[0] for c in CONTESTS])
def test_two_skills_joined_by_vs_are_one_contest(effect, active, passive, words):
    """`「〈操作〉vs〈探知〉」の［対決］` (seed 004) was two skills side by side and `vs` as text: now one contest, the
    acting character's skill first (the seed's 能動判定), the answering one's second."""
    from statblock.rulesets.kyoko.model import Contest

    found, problems = card("", effect)
    assert problems == []
    (contest,) = [e for e in found.effects if isinstance(e, Contest)]
    assert (contest.active, contest.passive, contest.text) == (active, passive, words)
    assert "".join(e.text for e in found.effects) == effect


@pytest.mark.parametrize("effect", ["〈運動〉と〈探知〉の判定。", "〈運動〉、〈探知〉。", "〈運動〉vs使用者。"])
def test_skills_not_joined_by_vs_are_no_contest(effect):
    from statblock.rulesets.kyoko.model import Contest

    found, _ = card("", effect)
    assert not [e for e in found.effects if isinstance(e, Contest)]
    assert "".join(e.text for e in found.effects) == effect


@pytest.mark.parametrize("written, kind, areas", [
    ("2エリア以内", "areas", 2), ("Within 2 areas", "areas", 2), ("up to 3 areas", "areas", 3), ("１エリアまで", "areas", 1),
    ("同一エリア", "close", 0), ("視界内", "sight", None),
])
def test_a_range_written_as_players_write_it(written, kind, areas):
    """`射程：2エリア以内` (within 2 areas), `同一エリア`, `視界内` were KY026, an unknown range kept as text: a range is how
    far the target may be, so "within" says the same; the other two are the words of 至近 and 視界."""
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    (card,), problems = read_cards(SourceFile("c.kyoko", f"札（所持品）\n使用：行動\n射程：{written}\n効果：x\n"))
    assert problems == [] and (card.range.kind, card.range.areas) == (kind, areas)
