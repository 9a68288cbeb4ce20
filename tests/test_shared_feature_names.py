"""`roll --ability` and `odds --ability` of a feature two monsters of one file share (`Spear Charge` of the goblin
and of the goblin boss): the first was always taken, with no word, and the second could never be rolled. The name may
now name the monster too (`Goblin Boss: Spear Charge`, `ゴブリンの親玉：槍突撃`), rolled with that monster's
statistics; a name alone that names several says, on stderr, which one it took and how to name another."""

from __future__ import annotations

import json

import pytest

from statblock.cli import main

_STATBLOCK = {
    "en": ("{name} (Statblock)\nLevel: {level} | Roles: Horde Harrier | EV: 3\nAncestry: Goblin, Humanoid\n"
           "Size: 1S | Speed: 6 | Stamina: 15 | Stability: 0 | Free Strike: 1\n"
           "Might: {might} | Agility: +2 | Reason: 0 | Intuition: 0 | Presence: -1\n\n"
           "🗡 Spear Charge (Signature)\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\n"
           "Power Roll + {might}:\n≤11: {low} damage\n12-16: 10 damage\n17+: {high} damage\n\n"),
    "ja": ("{name} (ステータスブロック)\nレベル: {level} | 役割: ホード・ハリアー | EV: 3\n"
           "サイズ: 1S | 速度: 6 | スタミナ: 15 | 安定性: 0 | フリー・ストライク: 1\n"
           "筋力: {might} | 敏捷力: +2 | 知力: 0 | 判断力: 0 | 魅力: -1\n\n"
           "🗡 槍突撃 (シグネチャー)\n近接、ストライク、武器 | メイン・アクション\n📏 近接 1 | 🎯 1体のクリーチャー\n"
           "パワーロール + {might}:\n≤11: {low} ダメージ\n12-16: 10 ダメージ\n17+: {high} ダメージ\n\n"),
}
_NAMES = {"en": ("Goblin", "Goblin Boss", "Spear Charge"), "ja": ("ゴブリン", "ゴブリンの親玉", "槍突撃")}


@pytest.fixture(params=["en", "ja"])
def two(request, write):
    lang = request.param
    first, second, feature = _NAMES[lang]
    text = _STATBLOCK[lang].format(name=first, level=1, might=2, low=3, high=5) + \
        _STATBLOCK[lang].format(name=second, level=3, might=3, low=7, high=13)
    return lang, write(f"two.{lang}.ability", text), first, second, feature


def _roll(capsys, path: str, name: str, lang: str):
    code = main(["roll", path, "--ability", name, "--seed", "1", "--tier", "3", "--format", "json", "--lang", lang])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out), captured.err


def _damage(out: dict) -> int:
    return json.dumps(out, ensure_ascii=False).count('"amount": 13')


@pytest.mark.parametrize("mark", [": ", ":", "：", " : "])
def test_the_second_monsters_feature_is_named_with_its_monster(capsys, two, mark):
    lang, path, first, second, feature = two
    out, err = _roll(capsys, path, f"{second}{mark}{feature}", lang)
    assert _damage(out) > 0 and err == ""
    out, _ = _roll(capsys, path, f"{first}{mark}{feature}", lang)
    assert _damage(out) == 0


def test_a_name_of_several_monsters_features_says_the_one_taken(capsys, two):
    lang, path, first, second, feature = two
    out, err = _roll(capsys, path, feature, lang)
    assert _damage(out) == 0  # (the first, as before)
    assert first in err and second in err
    assert ("Monster: Feature" if lang == "en" else "モンスター：特徴") in err


def test_odds_take_the_named_monster_too(capsys, two):
    lang, path, _, second, feature = two
    assert main(["odds", path, "--ability", f"{second}: {feature}", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["modifier"] == 3


def test_a_name_of_one_ability_says_nothing(capsys, write):
    path = write("one.ability", _STATBLOCK["en"].format(name="Goblin", level=1, might=2, low=3, high=5))
    _, err = _roll(capsys, path, "Spear Charge", "en")
    assert err == ""


def test_a_monster_that_has_no_such_feature_is_not_found(capsys, two):
    lang, path, _, _, feature = two
    assert main(["roll", path, "--ability", f"Nobody: {feature}", "--seed", "1"]) == 2
    assert "Nobody" in capsys.readouterr().err
