"""Any class's heroic resource outside a title: a Spend section (`Spend 2 Heroic Resource:`,
`英雄リソースを2消費：`) spends the hero's own, whatever the class, and a gain (`you gain 2 heroic
resource`, `あなたは2英雄リソースを得る`) is the resource gain a one-word resource gets. A card or a roll
for a hero names the hero's own resource (`2 Ferocity` for a fury); without a hero, `Heroic Resource`."""

from __future__ import annotations

import json

import pytest

from statblock.cli import main
from statblock.rulesets.draw_steel.vocabulary import resource_classes, vocabulary

from conftest import ROOT

KORVA = str(ROOT / "abilities" / "heroes" / "korva-fury.toml")

EN = """\
{front}# Test Strike

| **Magic, Strike** | **Main action** |
|---|---:|
| **📏 Melee 1** | **🎯 One creature** |

**Power Roll + Might:**

- **≤11:** 2 damage; you gain 2 heroic resources
- **12-16:** 5 damage; gain 1 Heroic Resource
- **17+:** 7 damage; you gain 2 heroic resource

**{spend}:** The target is dazed.
"""

JA = """\
{front}# テスト打撃

| **魔法、ストライク** | **メインアクション** |
|---|---:|
| **📏 近接1** | **🎯 1体のクリーチャー** |

**パワーロール＋筋力：**

- **11以下：** 2ダメージ；あなたは2英雄リソースを得る
- **12～16：** 5ダメージ；あなたは1英雄リソースを得る
- **17以上：** 7ダメージ；あなたは2英雄リソースを得る

**{spend}：** ターゲットは朦朧状態になる。
"""

SPENDS = [(EN, "Spend 2 Heroic Resource"), (EN, "Spend 2 Heroic Resources"), (JA, "英雄リソースを2消費"),
          (JA, "2英雄リソースを消費")]
CLASSES = sorted({name for term in vocabulary().heroic_resources.terms.values() if term.extra.get("hero", True)
                  for name in resource_classes(term)})


def _write(tmp_path, template, spend="Spend 2 Heroic Resource", hero_class=None):
    front = f"---\nclass: {hero_class}\n---\n" if hero_class else ""
    path = tmp_path / "a.md"
    path.write_text(template.format(front=front, spend=spend), encoding="utf-8")
    return str(path)


def _run(capsys, *args) -> str:
    code = main(list(args))
    captured = capsys.readouterr()
    assert code == 0, captured.err + captured.out
    return captured.out


def _parsed(capsys, path) -> dict:
    (ability,) = json.loads(_run(capsys, "parse", "--format", "json", path))["abilities"]
    return ability


@pytest.mark.parametrize("template, spend", SPENDS, ids=[s for _, s in SPENDS])
def test_a_spend_of_heroic_resource_is_the_heros_own(capsys, tmp_path, template, spend):
    ability = _parsed(capsys, _write(tmp_path, template, spend))
    (section,) = [s for s in ability["sections"] if s["kind"] == "spend"]
    assert (section["amount"], section["resource"]) == (2, "heroic_resource")
    assert section["written"]["label"] == spend


@pytest.mark.parametrize("hero_class", CLASSES)
@pytest.mark.parametrize("template, spend", SPENDS[::2], ids=["en", "ja"])
def test_no_class_is_told_it_spends_another_resource(capsys, tmp_path, template, spend, hero_class):
    assert len(CLASSES) >= 9
    out = _run(capsys, "--lang", "en", "check", "--no-cache", _write(tmp_path, template, spend, hero_class))
    assert "0 errors, 0 warnings" in out, out


@pytest.mark.parametrize("template, verb", [(EN, "gain"), (JA, "得る")], ids=["en", "ja"])
def test_a_gain_is_a_resource_change(capsys, tmp_path, template, verb):
    ability = _parsed(capsys, _write(tmp_path, template))
    gains = [[e for e in tier["effects"] if e["kind"] == "resource"] for tier in ability["power_roll"]["tiers"]]
    who = [None, "you"] if template is EN else ["you"]
    assert [(g["resource"], g["amount"]) for (g,) in gains] == [("heroic_resource", 2), ("heroic_resource", 1),
                                                                 ("heroic_resource", 2)]
    assert all(g["who"] in who and g["verb"] == verb for (g,) in gains)


def _tiers(text: str) -> list[str]:
    starts = ("≤11", "12-16", "17+")
    return [line.split(None, 1)[1] for line in text.splitlines() if line.startswith(starts)]


def test_a_card_without_a_hero_says_heroic_resource(capsys, tmp_path):
    cards = _run(capsys, "cards", _write(tmp_path, EN), "-o", "-", "--format", "txt", "--lang", "en")
    assert _tiers(cards) == ["2 damage; you gain 2 Heroic Resources", "5 damage; gain 1 Heroic Resource",
                                   "7 damage; you gain 2 Heroic Resources"]
    cards = _run(capsys, "cards", _write(tmp_path, JA), "-o", "-", "--format", "txt", "--lang", "ja")
    assert _tiers(cards)[0] == "2 ダメージ; あなたは英雄リソース 2 を得る"


def test_a_card_for_a_hero_names_the_class_resource(capsys, tmp_path):
    ferocity = vocabulary().heroic_resources.terms["ferocity"]
    cards = _run(capsys, "cards", _write(tmp_path, EN), "--hero", KORVA, "-o", "-", "--format", "txt",
                 "--lang", "en")
    assert _tiers(cards) == [f"2 damage; you gain 2 {ferocity.label('en')}",
                                   f"5 damage; gain 1 {ferocity.label('en')}",
                                   f"7 damage; you gain 2 {ferocity.label('en')}"]
    cards = _run(capsys, "cards", _write(tmp_path, JA), "--hero", KORVA, "-o", "-", "--format", "txt",
                 "--lang", "ja")
    assert _tiers(cards)[0] == f"2 ダメージ; あなたは{ferocity.label('ja')} 2 を得る"


@pytest.mark.parametrize("template, name, lang", [(EN, "Test Strike", "en"), (JA, "テスト打撃", "ja")],
                         ids=["en", "ja"])
def test_a_roll_for_a_hero_names_the_class_resource(capsys, tmp_path, template, name, lang):
    ferocity = vocabulary().heroic_resources.terms["ferocity"].label(lang)
    heroic = vocabulary().heroic_resources.terms["heroic_resource"].label(lang)
    out = _run(capsys, "roll", _write(tmp_path, template), "--ability", name, "--hero", KORVA, "--tier", "1",
               "--seed", "1", "--lang", lang)
    assert ferocity in out and heroic not in out
