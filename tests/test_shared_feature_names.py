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


def test_the_second_monsters_feature_rolls_when_the_firsts_has_an_error(capsys, two):
    """The first monster's feature of a shared name has an error (its tier 3 `proen`): the second's, which has none,
    is rolled by its monster's name (it was refused, the first's error shown: `_its_own` kept errors before it)."""
    lang, path, first, second, feature = two
    text = open(path, encoding="utf-8").read()
    high = "17+: 5 damage" if lang == "en" else "17+: 5 ダメージ"
    assert text.count(high) == 1
    open(path, "w", encoding="utf-8").write(text.replace(high, high + "; proen"))
    out, _ = _roll(capsys, path, f"{second}: {feature}", lang)
    assert _damage(out) > 0
    assert main(["roll", path, "--ability", f"{first}: {feature}", "--seed", "1"]) == 2
    assert "proen" in capsys.readouterr().err


_ALONE = {"en": "{feature}\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + 2:\n"
                "≤11: 1 damage\n12-16: 2 damage\n17+: 3 damage\n\n",
          "ja": "{feature}\n近接、ストライク、武器 | メイン・アクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 2:\n"
                "≤11: 1 ダメージ\n12-16: 2 ダメージ\n17+: 3 ダメージ\n\n"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_standalone_ability_before_a_monster_of_its_name_is_not_the_monsters(capsys, write, lang):
    """A standalone ability written before a statblock holding a feature of its name is no feature of it: the
    monster's own is rolled by its name (the standalone one was, and the monster's could never be), and the standalone
    one, no monster's, asks for a hero (it was rolled with the monster's statistics)."""
    _, second, feature = _NAMES[lang]
    text = _ALONE[lang].format(feature=feature) + _STATBLOCK[lang].format(name=second, level=3, might=3, low=7, high=13)
    path = write(f"alone.{lang}.ability", text)
    out, _ = _roll(capsys, path, f"{second}：{feature}", lang)
    assert _damage(out) > 0
    assert main(["roll", path, "--ability", feature, "--seed", "1"]) == 2
    assert "--hero" in capsys.readouterr().err


def test_a_misspelt_monsters_feature_is_suggested_and_shared_names_are_listed_with_their_monsters(capsys, two):
    lang, path, first, second, feature = two
    assert main(["roll", path, "--ability", f"{second}: {feature}x", "--seed", "1", "--lang", lang]) == 2
    err = capsys.readouterr().err
    mark = ": " if lang == "en" else "："
    suggestion = err.split("\n")[1]
    assert f"{second}{mark}{feature}" in suggestion
    assert f"  {first}{mark}{feature}\n" in err and f"  {second}{mark}{feature}\n" in err


@pytest.mark.parametrize(("name", "asked"), [("Note: Strike", "note:strike"), ("Note: Strike", "NOTE :  STRIKE"),
                                             ("注記：打撃", "注記 ： 打撃")])
def test_spacing_around_a_colon_in_a_name_does_not_matter(capsys, write, name, asked):
    lang = "ja" if name.startswith("注") else "en"
    path = write("n.ability", _ALONE[lang].format(feature=name))
    assert main(["roll", path, "--ability", asked, "--seed", "1", "--hero", write("h.toml", _HERO)]) == 0, \
        capsys.readouterr().err


_HERO = 'name = "Ash"\nlevel = 1\n[characteristics]\nmight = 2\nagility = 1\nreason = 0\nintuition = 0\npresence = 0\n'


@pytest.mark.slow
def test_a_long_name_is_split_only_where_a_monsters_name_fits(capsys, two, monkeypatch):
    """`--ability` of 100,000 colons: each split's halves were folded (quadratic: 40 s and 1.7 GB, the fold's cache
    keeping the halves). Now a name is split only where its monster's half is short enough to be a monster's name:
    the characters folded stay linear in the name's length."""
    from statblock.rulesets.draw_steel.runtime import lookup

    folded = []
    real = lookup.fold

    def counting(word):
        folded.append(len(word))
        return real(word)

    monkeypatch.setattr(lookup, "fold", counting)
    _, path, _, _, _ = two
    name = ":" * 100_000
    assert main(["roll", path, "--ability", name, "--seed", "1"]) == 2
    assert sum(folded) < 20 * len(name)
