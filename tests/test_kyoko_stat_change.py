"""虚構侵蝕TRPG: a change to an ability as an item's data writes it (`【装備ＨＰ】＋３`, `【移動値】+2`): read as a typed
stat change (docs/kyoko.md, the effect table), in the JSON and on the cards; an amount's modifier
(`【感覚】+1点のダメージ`), dice and ± stay what they were."""

from __future__ import annotations

import json
import re

import pytest

from statblock import cli
from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import Damage, Recovery, StatChange


def effects(effect: str):
    (card,), problems = read_cards(SourceFile("cards.kyoko", f"防弾ベスト（所持品）\n使用：常時\n効果：{effect}\n"))
    return card, problems


CHANGES = [
    # (effect text, [(stat, change, text)], codes)
    ("【装備ＨＰ】＋３", [("armor_hp", 3, "【装備ＨＰ】＋３")], []),
    ("【装備HP】+3", [("armor_hp", 3, "【装備HP】+3")], []),
    ("【移動値】＋２する。", [("move", 2, "【移動値】＋２")], []),
    ("【感覚】－１", [("sense", -1, "【感覚】－１")], []),
    ("【感覚】−1", [("sense", -1, "【感覚】−1")], []),
    ("【装備ＨＰ】に＋３を得る。", [("armor_hp", 3, "【装備ＨＰ】に＋３")], []),
    ("【移動値】：+2点", [("move", 2, "【移動値】：+2点")], []),
    ("【装備ＨＰ】＋３、【移動値】－１", [("armor_hp", 3, "【装備ＨＰ】＋３"), ("move", -1, "【移動値】－１")], []),
    ("【Armor HP】 +3", [("armor_hp", 3, "【Armor HP】 +3")], []),
    ("【装備ＨＰ】＋１２３４", [("armor_hp", None, "【装備ＨＰ】＋１２３４")], ["KY024"]),
    ("【感角】+1", [(None, 1, "【感角】+1")], ["KY021"]),
    ("【装備ＨＰ】＋３されない。", [], []),   # denied: kept as text
]


@pytest.mark.parametrize(("text", "changes", "codes"), CHANGES, ids=[c[0] for c in CHANGES])
def test_a_stat_change_is_read(text, changes, codes):
    card, problems = effects(text)
    assert [(e.stat, e.change, e.text) for e in card.effects if isinstance(e, StatChange)] == changes
    assert [d.code for d in problems] == codes
    assert card.effect_text == text   # nothing dropped


@pytest.mark.parametrize(("text", "kind"), [
    ("【感覚】+1点のダメージ", Damage), ("「【感覚】±0」点回復", Recovery), ("【感覚】+12点回復", Recovery),
    ("【感覚】+1D6", None), ("【感覚】±0", None), ("【感覚】+1×2", None), ("【移動値】点のダメージ", Damage),
    ("【感覚】+2で判定を行う。", None), ("対象は【感覚】-2の判定に失敗すると気絶", None), ("【感覚】+2以上", None),
    ("【知力】+1で〈交渉〉判定", None),
], ids=["modifier-of-damage", "quoted-recovery", "modifier-of-recovery", "dice", "plus-minus", "times",
        "ability-damage", "check-with", "check-of", "at-least", "check-of-a-skill"])
def test_what_is_not_a_stat_change_stays_what_it_was(text, kind):
    card, problems = effects(text)
    assert not [e for e in card.effects if isinstance(e, StatChange)]
    assert kind is None or any(isinstance(e, kind) for e in card.effects)
    assert [d.code for d in problems if d.code not in ("KY021", "KY022")] == []   # (`知力`, `交渉`: not this game's)


def test_the_json_and_the_cards_show_the_change(tmp_path):
    path = tmp_path / "vest.kyoko"
    path.write_text("防弾ベスト（所持品）\n種別：防具\n使用：常時\n効果：【装備ＨＰ】＋３。【移動値】－１\n", encoding="utf-8")
    card, _ = effects("【装備ＨＰ】＋３")
    assert card.to_json()["effects"][0] == {"type": "stat_change", "stat": "armor_hp", "change": 3,
                                            "text": "【装備ＨＰ】＋３",
                                            "span": {"line": 3, "column": 4, "end_line": 3, "end_column": 12}}
    json.dumps(card.to_json())
    for lang, shown in (("ja", "能力値修正：【装備ＨＰ】+3、【移動値】-1"), ("en", "Stat changes: Armor HP +3, Move Value -1")):
        for fmt in ("txt", "md", "html"):
            out = tmp_path / f"cards.{lang}.{fmt}"
            assert cli.main(["--lang", lang, "cards", "--format", fmt, "-o", str(out), "--force", str(path)]) == 0
            text = out.read_text("utf-8")
            label, value = shown.split("：" if lang == "ja" else ": ", 1)
            assert label in text and value.split("、" if lang == "ja" else ", ")[0] in text, (lang, fmt)


@pytest.mark.parametrize("text", [
    "［攻撃］を行なう。ダメージは「【身体】＋１」点。", "ダメージ：「【感覚】＋２」点。", "「【身体】＋１」点を与える。",
    "【身体】＋１の値を使う。", "【感覚】+2の数値だけ移動する。",
])
def test_an_amount_in_quotes_or_a_value_is_no_stat_change(text):
    """`ダメージは「【身体】＋１」点`: the seed's 「」 hold an amount, so `【身体】＋１` there changes no ability; it was read as
    a stat change of 【身体】 by +1 (printed among the card's data), as was `【身体】＋１の値` (a value)."""
    card, problems = effects(text)
    # (`ダメージは「【身体】＋１」点`: damage written so is not read, and said: KY027)
    assert all(d.code == "KY027" for d in problems) and not [e for e in card.effects if isinstance(e, StatChange)]
    assert "".join(e.text for e in card.effects) == text


@pytest.mark.parametrize("text, written", [
    ("【ＨＰ】＋１回復する。", "【ＨＰ】＋１回復"), ("【感覚】＋１回復しない。", "【感覚】＋１回復"),
    ("2×【感覚】＋1回復。", "【感覚】＋1回復"), ("Heal 【Sense】+1D6.", "Heal 【Sense】+1"),
    ("heal 【Sense】×2.", "heal 【Sense】"), ("recover 【Sense】+1+2.", "recover 【Sense】+1"),
], ids=["hp", "denied", "product", "heal-dice", "heal-product", "recover-two-signs"])
def test_a_recovery_of_an_abilitys_points_without_its_marks_is_no_change_and_is_said(text, written):
    # `【感覚】＋１回復` and `Heal 【Sense】+1` were read as a change of 【感覚】 by +1, in silence (the card printed
    # `能力値修正：【感覚】+1`); both are recoveries now (`test_a_bare_recovery_of_an_abilitys_points_is_read_and_said`,
    # `test_a_recovery_of_an_abilitys_points_in_english_is_the_japanese_ones`), unless the words around it make an amount
    # the game does not write (dice, a product, a second sign), deny it, or the ability is what recovers (`【ＨＰ】`):
    # then it is text, and KY027 says it is not read
    card, problems = effects(text)
    assert not any(isinstance(e, StatChange | Recovery) for e in card.effects) and card.effect_text == text
    (said,) = [d for d in problems if d.code == "KY027"]
    assert said.span.text == written and said.severity.name == "WARNING" and "【感覚】" in said.text("ja")


BARE = [
    # (effect text, what is said, the form to write, the game's form: the same recovery)
    ("対象の【ＨＰ】を【感覚】＋１回復する。", "【感覚】＋１回復", "「【感覚】＋１」点回復", "対象の【ＨＰ】を「【感覚】＋1」点回復する。"),
    ("HPを【感覚】+1回復。", "【感覚】+1回復", "「【感覚】+1」点回復", "HPを「【感覚】+1」点回復。"),
    ("【装備ＨＰ】を【身体】－２回復する。", "【身体】－２回復", "「【身体】－２」点回復", "【装備ＨＰ】を「【身体】－2」点回復する。"),
    ("【ＨＰ】を【社会値】 ± 0 回復", "【社会値】 ± 0 回復", "「【社会値】 ± 0」点回復", "【ＨＰ】を「【社会値】±0」点回復"),
]


@pytest.mark.parametrize(("text", "written", "fixed", "game"), BARE, ids=[b[1] for b in BARE])
def test_a_bare_recovery_of_an_abilitys_points_is_read_and_said(text, written, fixed, game):
    """`【感覚】＋１回復`, the game's `「【感覚】＋1」点回復` without its 「」 and 点: was text that KY027 said was not read (and
    before that a change of 【感覚】 by +1, in silence); now the recovery the game's form is (the same stat, ability and
    modifier), and KY037 (a warning) says so with the form to write, in Japanese with no English word."""
    card, problems = effects(text)
    (recovery,) = [e for e in card.effects if isinstance(e, Recovery)]
    ((read,),) = [[e for e in effects(game)[0].effects if isinstance(e, Recovery)]]
    assert (recovery.stat, recovery.amount) == (read.stat, read.amount) and recovery.text == written
    assert "".join(e.text for e in card.effects) == text and not any(isinstance(e, StatChange) for e in card.effects)
    (said,) = problems
    assert (said.code, said.severity.name, said.span.text) == ("KY037", "WARNING", written)
    assert fixed in said.text("en") and fixed in said.text("ja") and said.suggestion is not None
    assert not re.search(r"[A-Za-z]", said.text("ja").replace(fixed, "").replace(written, ""))


@pytest.mark.parametrize("text", ["「【感覚】＋１」点回復する。", "【感覚】点回復する。", "Heal 3.", "Recover 【HP】 fully.",
                                  "【感覚】+1回復活する。"])
def test_the_games_recoveries_are_not_said(text):
    card, problems = effects(text)
    assert [d.code for d in problems] == []


RECOVERIES = [
    # (Japanese, English, the amount: ability and modifier)
    ("対象の【ＨＰ】を「【感覚】＋1」点回復する。", "Heal 【Sense】+1.", ("sense", 1)),
    ("対象の【ＨＰ】を【感覚】点回復する。", "recover 【Sense】.", ("sense", 0)),
    ("【ＨＰ】を「【感覚】±0」点回復する。", "heals 【感覚】 ±0 to the target.", ("sense", 0)),
    ("【ＨＰ】を「【身体】－1」点回復する。", "Recovers 【Body】 - 1.", ("body", -1)),
    ("【装備ＨＰ】を【感覚】点回復する。", "recover 【Sense】 【Armor HP】.", ("sense", 0)),
]


@pytest.mark.parametrize(("ja", "en", "amount"), RECOVERIES, ids=[r[1] for r in RECOVERIES])
def test_a_recovery_of_an_abilitys_points_in_english_is_the_japanese_ones(tmp_path, capsys, ja, en, amount):
    """`「【感覚】＋1」点回復` and `【感覚】点回復` are read (a recovery of 【感覚】's points, plus 1); their English, the word then
    the ability as `heal 3` is `3点回復`'s, was only said (KY027, not read): the card recovered nothing in the JSON.
    Now the same recovery, the same JSON but for the words and where they are, and the same card but for them."""
    path = tmp_path / "cards.kyoko"
    path.write_text(f"包帯（所持品）\n使用：行動\n効果：{ja}\n\nBandage (item)\nUse: Action\nEffect: {en}\n", "utf-8")
    assert cli.main(["check", str(path)]) == 0
    assert "0 warnings" in capsys.readouterr().out
    assert cli.main(["parse", "--format", "json", str(path)]) == 0
    cards = json.loads(capsys.readouterr().out)["items"]
    (japanese,), (english,) = ([{k: v for k, v in e.items() if k not in ("text", "span")} for e in c["effects"]
                                if e["type"] == "recovery"] for c in cards)
    assert japanese == english == {"type": "recovery", "stat": japanese["stat"],
                                   "amount": {"number": None, "ability": amount[0], "modifier": amount[1]}}
    assert japanese["stat"] == ("armor_hp" if "装備" in ja else "hp")
    recovery = next(e for e in cards[1]["effects"] if e["type"] == "recovery")
    assert en.startswith(recovery["text"]) and recovery["text"].rstrip(".") == recovery["text"]
    for lang, changes in (("en", "Stat changes"), ("ja", "能力値修正")):   # the same card, as written, nothing said
        assert cli.main(["cards", str(path), "--format", "txt", "--lang", lang, "-o", "-"]) == 0
        said = capsys.readouterr()
        assert f"{ja}\n" in said.out and f"{en}\n" in said.out and changes not in said.out
        assert "KY027" not in said.err
