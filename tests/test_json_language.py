"""The JSON has no language: the same ability written in English and in Japanese gives the same
`parse --format json` apart from positions, the author's prose and the `written` objects.

What the comparison leaves out (`language_free`) is the contract's list, nothing more: positions
(`path`, `line`, `column`, `format`); prose (`name`, `flavor`, `trigger`, a section's `text`, the
words of `text` and `reference` effects, and the spelling an effect keeps out of its equality: the
words of `No effect`, a verb; the capital of a creature named at a sentence's start); and every `written` object,
which keeps what the author wrote.

Hand-written pairs first, then the whole corpus converted to Japanese (`convert --lang ja`) and read
back: a sample of the files in the normal tier, every file in the slow tier.
"""

from __future__ import annotations

import json
import typing
from pathlib import Path

import attrs
import pytest

from statblock.rulesets.draw_steel.authoring.convert import converted_text
from statblock.pipeline import read_file, read_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.serialize import parse_json

from conftest import CORPUS, ON_THE_CORPUS, ROOT, corpus_report, in_sample, sweep

# (and the icon before a monster feature's name: the format's, not the language's; a YAML record keeps it beside the
# feature, where the JSON does not look, and the converted native text before the name, where it does)
POSITIONS = frozenset({"path", "line", "column", "format", "icon"})
PROSE = frozenset({"name", "flavor", "trigger"})
# the words of a free-text clause, and what each effect kind keeps of its spelling only: fields out of equality, and
# the verb as written (`gain`, `得る`; whether it regains, `regains` or `回復する`, is part of equality since
# 2026-12-03, the spelling still the author's)
EFFECT_PROSE = {kind.kind: frozenset(f.name for f in attrs.fields(kind) if not f.eq or f.name == "verb")
                for kind in typing.get_args(fx.Effect)}
EFFECT_PROSE["text"] = EFFECT_PROSE["reference"] = frozenset({"text"})


# who an effect names (`who`, `whom`, `subject`), as its equality sees it (`fx.as_said`): a creature named at a sentence's
# start keeps its capital as written (`The target gains 5 temporary Stamina`), the spelling the author's, as a verb's is;
# Japanese, which has no capitals, reads `ターゲットは` as `the target` (since the twenty-third session)
EFFECT_SAID = {kind.kind: frozenset(f.name for f in attrs.fields(kind) if f.eq_key is fx.as_said)
               for kind in typing.get_args(fx.Effect)}


def _effect(effect: dict) -> dict:
    out = {k: fx.as_said(v) if k in EFFECT_SAID[effect["kind"]] else v
           for k, v in effect.items() if k not in EFFECT_PROSE[effect["kind"]]}
    if "effects" in out:
        out["effects"] = [_effect(e) for e in out["effects"]]
    if "options" in out:
        out["options"] = [[_effect(e) for e in option] for option in out["options"]]
    return out


def _roll(roll: dict | None) -> dict | None:
    if roll is None:
        return None
    tiers = [{**{k: v for k, v in tier.items() if k != "written"}, "effects": [_effect(e) for e in tier["effects"]]}
             for tier in roll["tiers"]]
    return {**{k: v for k, v in roll.items() if k not in POSITIONS | {"written"}}, "tiers": tiers}


def language_free(ability: dict) -> dict:
    """An ability's JSON without positions, prose and `written`: what must not depend on the language."""
    out = {k: v for k, v in ability.items() if k not in POSITIONS | PROSE | {"written"}}
    out["power_roll"] = _roll(out["power_roll"])
    out["power_rolls"] = [_roll(placed) for placed in out["power_rolls"]]
    out["sections"] = [{**{k: v for k, v in s.items() if k not in ("text", "written")}, "power_roll": _roll(s["power_roll"])}
                       for s in out["sections"]]
    return out


def abilities(name: str, text: str) -> list[dict]:
    result = read_text(name, text)
    assert not [d for d in result.diagnostics if d.severity.name == "ERROR"], [d.render() for d in result.diagnostics]
    return parse_json(result.abilities, result.statblocks)["abilities"]


def differences(before, after, path: str = "") -> list[str]:
    if isinstance(before, dict) and isinstance(after, dict):
        return [line for key in sorted(set(before) | set(after))
                for line in differences(before.get(key, "<none>"), after.get(key, "<none>"), f"{path}.{key}")]
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return [line for i, (a, b) in enumerate(zip(before, after)) for line in differences(a, b, f"{path}[{i}]")]
    return [] if before == after else [f"{path}: {before!r} != {after!r}"]


# ---- hand-written pairs ---------------------------------------------------------------------------
# Each Japanese ability says what its English one says, with the seeds' terms (`vocabulary.toml`,
# docs/glossary.md) and the ways Japanese writes tier ranges (`11以下`, `12〜16`, `17以上`).

PAIRS = [
    pytest.param(
        "Iron Sweep (Signature)\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature or object\n"
        "Power Roll + Might:\n≤11: 3 + M damage; push 1\n12-16: 6 + M damage; push 2\n17+: 9 + M damage; push 4\n",
        "鉄の薙ぎ払い (シグネチャー)\n近接、ストライク、武器 | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャーまたは物体\n"
        "パワーロール + 筋力:\n11以下: 3 + M ダメージ; プッシュ 1\n12-16: 6 + M ダメージ; プッシュ 2\n"
        "17以上: 9 + M ダメージ; プッシュ 4\n",
        id="signature-strike"),
    pytest.param(
        "Hammer of Dawn (3 Piety)\n*The sky cracks.*\nMagic, Ranged, Strike | Main action\n📏 Ranged 10 | 🎯 One creature\n"
        "Power Roll + Intuition:\n≤11: 3 + I holy damage; A < WEAK, prone\n12-16: 6 + I holy damage; A < AVERAGE, prone\n"
        "17+: 9 + I holy damage; A < STRONG, prone and can't stand (save ends)\n"
        "Effect: The ground shakes.\nSpend 2 Piety: The hammer rings again.\n",
        "暁の槌 (3 信心)\n*空が裂ける。*\n魔法、遠距離、ストライク | メインアクション\n📏 遠距離 10 | 🎯 1体のクリーチャー\n"
        "パワーロール + 判断力:\n11以下: 3 + I 聖なるダメージ; A < WEAK、伏せ\n12〜16: 6 + I 聖なるダメージ; A < AVERAGE、伏せ\n"
        "17以上: 9 + I 聖なるダメージ; A < STRONG、伏せ、および立ち上がれない (セーヴ終了)\n"
        "効果: 大地が揺れる。\n信心を2消費する: 槌がもう一度鳴る。\n",
        id="potency-spend-resource-first"),
    pytest.param(
        "Frost Ring (5 Wrath)\nArea, Magic | Maneuver\n📏 3 burst | 🎯 Each enemy in the area\n"
        "Power Roll + Might or Agility:\n≤11: 2 cold damage; slowed (EoT)\n12-16: 5 cold damage; slowed (save ends)\n"
        "17+: 7 cold damage; restrained (save ends)\nPersistent 1: The ring stays.\n",
        "霜の輪 (5 憤怒)\n領域、魔法 | マニューバ\n📏 3 バースト | 🎯 領域内の各敵\n"
        "パワーロール + 筋力または敏捷力:\n≤11: 2 冷気ダメージ; 減速 (ターン終了時まで)\n12-16: 5 冷気ダメージ; 減速 (セーヴ終了)\n"
        "17+: 7 冷気ダメージ; 拘束 (セーヴ終了)\n持続 1: 輪は残る。\n",
        id="area-two-characteristics-persistent"),
    pytest.param(
        "Ember Lash (2 Essence)\nFire, Magic, Ranged, Strike | Main action\n📏 Melee 1 or ranged 5 | 🎯 Two creatures\n"
        "Power Roll + Reason:\n≤11: 4 fire damage; pull 1\n12-16: 6 fire damage; vertical pull 2\n"
        "17+: 9 fire damage; M < 2 bleeding (save ends)\nSpecial: The lash ignores cover.\n",
        "燠の鞭 (2 真髄)\n火炎、魔法、遠距離、ストライク | メインアクション\n📏 近接 1 または 遠距離 5 | 🎯 2体のクリーチャー\n"
        "パワーロール + 知力:\n11以下: 4 火炎ダメージ; プル 1\n12-16: 6 火炎ダメージ; 垂直プル 2\n"
        "17以上: 9 火炎ダメージ; M < 2 出血 (セーヴ終了)\n特殊: 鞭は遮蔽を無視する。\n",
        id="melee-or-ranged-vertical-pull"),
    pytest.param(
        "Crushing Wave (7 Malice)\nArea, Magic | Villain action 2\n📏 2 cube within 10 | 🎯 Each creature in the area\n"
        "Power Roll + 3:\n≤11: 5 sonic damage; slide 1\n12-16: 8 sonic damage; slide 2; dazed (EoT)\n"
        "17+: 11 sonic damage; slide 3; P < 3 frightened (save ends)\n",
        "押し潰す波 (7 悪意)\n領域、魔法 | ヴィラン・アクション 2\n📏 2 キューブ 以内 10 | 🎯 領域内の各クリーチャー\n"
        "パワーロール + 3:\n11以下: 5 音波ダメージ; スライド 1\n12-16: 8 音波ダメージ; スライド 2; 朦朧 (ターン終了)\n"
        "17以上: 11 音波ダメージ; スライド 3; P < 3 恐怖 (セーヴ終了)\n",
        id="monster-villain-action-cube"),
    pytest.param(
        "Snap Guard\nMagic | Triggered action\n📏 Self | 🎯 Self\nTrigger: A creature moves adjacent to you.\n"
        "Effect: The creature makes an Agility test.\n≤11: 5 damage; prone\n12-16: 3 damage\n17+: No effect.\n",
        "鋭い守り\n魔法 | トリガーアクション\n📏 自身 | 🎯 自身\nトリガー: クリーチャーがあなたに隣接する。\n"
        "効果: そのクリーチャーは敏捷力テストを行う。\n11以下: 5 ダメージ; 伏せ\n12-16: 3 ダメージ\n17以上: 効果なし\n",
        id="trigger-test-no-effect"),
    pytest.param(
        "Grasping Roots (3 Ferocity)\nGreen, Magic, Melee | Main action\n📏 Melee 2 | 🎯 One enemy\n"
        "Power Roll + Might:\n≤11: 3 + M poison damage; grabbed\n12-16: 5 + M poison damage; grabbed; weakened (save ends)\n"
        "17+: 8 + M corruption damage; restrained and bleeding (save ends)\nStrained: You take 2 damage.\n",
        "掴む根 (3 猛威)\n緑、魔法、近接 | メインアクション\n📏 近接 2 | 🎯 1体の敵\n"
        "パワーロール + 筋力:\n≤11: 3 + M 毒ダメージ; つかまれ\n12-16: 5 + M 毒ダメージ; つかまれ; 衰弱 (セーヴ終了)\n"
        "17+: 8 + M 腐敗ダメージ; 拘束および出血 (セーヴ終了)\n負荷: あなたは2ダメージを受ける。\n",
        id="grab-weaken-strained"),
    pytest.param(
        "Rally Cry\nMagic | Maneuver\n📏 2 aura | 🎯 Self and each ally in the area\nEffect: Allies take heart.\n"
        "Spend 1 Drama: One more ally hears.\n",
        "鼓舞の叫び\n魔法 | マニューバ\n📏 2 オーラ | 🎯 自身と領域内の各味方\n効果: 味方は勇気づけられる。\n"
        "消費 1 演出: もう1体の味方が聞く。\n",
        id="aura-no-roll-spend"),
]


@pytest.mark.parametrize(("english", "japanese"), PAIRS)
def test_english_and_japanese_give_the_same_json(english, japanese):
    (en,), (ja,) = abilities("en.ability", english), abilities("ja.ability", japanese)
    assert differences(language_free(en), language_free(ja)) == []
    # the pair is really in two languages, and every word the Japanese author wrote is in the JSON
    assert en["written"] != ja["written"]
    for text, data in ((english, en), (japanese, ja)):
        assert all(word in text for word in written_words(data)), written_words(data)


def written_words(ability: dict) -> list[str]:
    """Every string of the `written` objects of an ability."""
    words = []
    def walk(node, inside: bool) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                walk(value, inside or key == "written")
        elif isinstance(node, list):
            for value in node:
                walk(value, inside)
        elif inside and isinstance(node, str):
            words.append(node)
    walk(ability, False)
    return words


def test_the_librarys_japanese_seeds_give_the_json_of_the_english_seeds():
    english, japanese = (read_file(str(ROOT / "abilities" / name)) for name in ("seeds.ability", "seeds.ja.ability"))
    en, ja = (parse_json(r.abilities, [])["abilities"] for r in (english, japanese))
    assert len(en) == len(ja) == 2
    for a, b in zip(en, ja):
        assert differences(language_free(a), language_free(b)) == [], a["name"]


def test_the_canonical_values_are_the_rulesets_english():
    (ja,) = abilities("ja.ability", PAIRS[4].values[1])
    assert ja["action"] == "villain_action_2" and ja["action_label"] == "Villain action 2"
    assert ja["distance"] == {"text": "2 cube within 10", "parts": [{"kind": "cube", "size": 2, "within": 10}]}
    assert ja["target"] == "Each creature in the area"
    assert ja["power_roll"]["label"] == "Power Roll + 3"
    assert [t["range"] for t in ja["power_roll"]["tiers"]] == ["≤11", "12-16", "17+"]
    assert ja["cost"] == {"amount": 7, "resource": "malice", "open_ended": False}
    assert ja["written"] == {"cost": "7 悪意", "tag": None, "keywords": ["領域", "魔法"], "action": "ヴィラン・アクション 2",
                             "distance": "2 キューブ 以内 10", "target": "領域内の各クリーチャー"}
    assert ja["power_roll"]["written"]["label"] == "パワーロール + 3:"
    assert [t["written"]["range"] for t in ja["power_roll"]["tiers"]] == ["11以下", "12-16", "17以上"]


def test_section_labels_are_canonical_and_kept_as_written():
    (ja,) = abilities("ja.ability", PAIRS[1].values[1])
    assert [(s["label"], s["written"]["label"]) for s in ja["sections"]] == [
        ("Effect", "効果"), ("Spend 2 Piety", "信心を2消費する")]
    # a monster's `2 Malice:` is a spend too, spelt the same way
    (monster,) = abilities("m.ability", "Bite\nMelee | Main action\nEffect: It bites.\n2 Malice: It bites again.\n")
    assert [(s["label"], s["kind"], s["written"]["label"]) for s in monster["sections"]] == [
        ("Effect", "effect", "Effect"), ("Spend 2 Malice", "spend", "2 Malice")]


def test_a_tag_in_the_name_is_canonical():
    text = "Stomp (Villain Action 1)\nArea | Villain action 1\n📏 1 burst | 🎯 Each enemy in the area\nEffect: Boom.\n"
    ja_text = "踏みつけ (ヴィラン・アクション 1)\n領域 | ヴィラン・アクション 1\n📏 1 バースト | 🎯 領域内の各敵\n効果: ドン。\n"
    (en,), (ja,) = abilities("en.ability", text), abilities("ja.ability", ja_text)
    assert en["tag"] == ja["tag"] == "Villain action 1"
    assert (en["written"]["tag"], ja["written"]["tag"]) == ("Villain Action 1", "ヴィラン・アクション 1")


def test_what_the_vocabulary_does_not_know_stays_as_written():
    """No canonical spelling without a known meaning: such a part is the author's words in both places."""
    text = "Odd Trick\nMagic | Main action\n📏 Ranged 5 | 🎯 One willing ally\nSolo Turns: Twice a round.\n"
    (ability,) = abilities("x.ability", text)
    assert ability["target"] == ability["written"]["target"] == "One willing ally"
    assert ability["sections"][0]["label"] == ability["sections"][0]["written"]["label"] == "Solo Turns"


# ---- the corpus, converted to Japanese and read back ------------------------------------------------


def _files(sample: bool) -> list[tuple[str, int]]:
    files = [(Path(result.path).relative_to(CORPUS).as_posix(), index)
             for index, result in enumerate(corpus_report().files) if result.abilities]
    return [(case_id, index) for number, (case_id, index) in enumerate(files) if in_sample(number) == sample]


def check_file(index: int, counts: dict) -> None:
    result = corpus_report().files[index]
    japanese = converted_text(result, "ability", "ja")
    again = read_text("converted.ability", japanese)
    before = parse_json(result.abilities, [])["abilities"]
    after = parse_json(again.abilities, [])["abilities"]
    assert len(after) == len(before)
    problems = []
    for en, ja in zip(before, after):
        changes = differences(language_free(en), language_free(ja))
        if changes:
            problems.append(f"{en['name']}: " + "; ".join(changes[:4]))
        counts["abilities"] += 1
        counts["japanese"] += ja["written"] != en["written"]
    assert problems == [], "\n".join(problems)


def _sweep(sample: bool) -> dict:
    counts = {"abilities": 0, "japanese": 0}
    sweep(_files(sample), lambda index: check_file(index, counts))
    return counts


@ON_THE_CORPUS
def test_corpus_json_has_no_language_sample():
    """The normal tier's sample of the sweep below: one file with abilities in `SAMPLE_EVERY`."""
    counts = _sweep(sample=True)
    assert counts["japanese"] > counts["abilities"] // 2  # the conversion really wrote Japanese


@pytest.mark.slow
def test_corpus_json_has_no_language(figure):
    counts = {"abilities": 0, "japanese": 0}
    files = _files(sample=True) + _files(sample=False)
    sweep(files, lambda index: check_file(index, counts))
    assert counts["abilities"] == len(corpus_report().abilities)
    assert counts["japanese"] > counts["abilities"] // 2
    figure(f"JSON without language: {counts['abilities']} of {len(corpus_report().abilities)} corpus abilities give "
           f"the same JSON in English and converted to Japanese ({counts['japanese']} with Japanese header words)")


def test_language_free_leaves_out_only_the_listed_keys():
    """The comparison is no looser than the contract: change any other field and it differs."""
    (en,) = abilities("en.ability", PAIRS[1].values[0])
    base = language_free(en)
    for key in ("keywords", "action", "action_label", "distance", "target", "cost", "tag", "metadata"):
        changed = json.loads(json.dumps(en))
        changed[key] = "changed"
        assert language_free(changed) != base, key
    for path in (("power_roll", "tiers", 0, "range"), ("sections", 1, "label"), ("power_roll", "label")):
        one = json.loads(json.dumps(en))
        node = one
        for step in path[:-1]:
            node = node[step]
        node[path[-1]] = "x"
        assert language_free(one) != base, path


def test_a_tacticians_mark_benefit_is_a_section_of_its_own_in_both_languages():
    """`Mark Benefit:` (the Tactician's abilities) was an unknown label, printed in English on a Japanese card."""
    text = "Mark Them\nMagic | Maneuver\n📏 Ranged 10 | 🎯 One creature\nMark Benefit: Each ally gains an edge.\n"
    ja_text = "マーク\n魔法 | マニューバー\n📏 遠距離 10 | 🎯 1体のクリーチャー\nマークの恩恵: 各味方は有利を得る。\n"
    (en,), (ja,) = abilities("en.ability", text), abilities("ja.ability", ja_text)
    assert en["sections"][0]["kind"] == ja["sections"][0]["kind"] == "mark_benefit"
    assert en["sections"][0]["label"] == ja["sections"][0]["label"] == "Mark Benefit"
    assert ja["sections"][0]["written"]["label"] == "マークの恩恵"
