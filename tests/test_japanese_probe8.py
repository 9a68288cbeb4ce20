"""An eighth probe of Japanese authoring: a forced move in the continuative form and a condition after it
(`ターゲットは2マス押し戻され、伏せ状態になる`, `ターゲットを2スクエア押し戻し、伏せ状態にする`), seed 000's
ターゲットを「つかむ（grab）」, a space between a gloss and the rest of its sentence (`減速 (slowed) になる`), a
straight slide (seed 000's 「直線」: a move that may not turn back, which a slide is only when an ability says so),
a condition in the passive's continuative (`拘束され、`), and the JSON of a statistic gained or lost the same in both
languages (`ターゲットは速度を2失う`: `speed`, not `速度`)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from builders import compile_one
from conftest import ROOT
from statblock.cli import main
from statblock.rulesets.draw_steel.render.clauses import effect_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime import effect_json

_HEAD = ("X\n魔法｜マニューバ\n📏 遠距離 5｜🎯 1体のクリーチャー\nパワーロール + 敏捷力:\n≤11: 1 ダメージ\n"
         "12-16: 2 ダメージ\n17+: 3 ダメージ; ")
_HEAD_EN = ("X\nMagic | Maneuver\n📏 Ranged 5 | 🎯 One creature\nPower Roll + Agility:\n≤11: 1 damage\n"
            "12-16: 2 damage\n17+: 3 damage; ")


def _effects(clause, head=None):
    head = head or (_HEAD_EN if clause.isascii() else _HEAD)
    ability, diagnostics = compile_one(head + clause + "\n")
    return tuple(ability.power_roll.tiers[2].effects[1:]), [d.code for d in diagnostics]


@pytest.mark.parametrize("clause, twin", [
    ("ターゲットは2マス押し戻され、伏せ状態になる", "push 2; prone"),
    ("ターゲットを2スクエア押し戻し、伏せ状態にする", "push 2; prone"),
    ("ターゲットは2マス押し戻され、伏せ状態になります", "push 2; prone"),
    ("ターゲットを2スクエア押し戻し、伏せ状態にします", "push 2; prone"),
    ("ターゲットを2スクエア押し戻して伏せ状態にする", "push 2; prone"),
    ("ターゲットを2スクエア押しやり、伏せ状態にする", "push 2; prone"),
    ("ターゲットを2マスプッシュし、伏せ状態にする", "push 2; prone"),
    ("ターゲットは2マスプッシュされ、伏せ状態になる", "push 2; prone"),
    ("ターゲットを3マス引き寄せ、つかむ", "pull 3; grabbed"),
    ("ターゲットを3マス引っ張り、つかむ", "pull 3; grabbed"),
    ("ターゲットは3マス引き寄せられ、つかまれる", "pull 3; grabbed"),
    ("ターゲットを2スクエア滑らせ、減速させる", "slide 2; slowed"),
    ("ターゲットは2マス滑らされ、減速 (EoT)", "slide 2; slowed (EoT)"),
    ("ターゲットを2スクエア押し戻し、2 ダメージ", "push 2; 2 damage"),
    ("ターゲットを3スクエア滑らせ、減速 (EoT)", "slide 3; slowed (EoT)"),
    ("ターゲットを2マス引き寄せ、「つかむ（grab）」", "pull 2; grabbed"),
    ("ターゲットは3マス引き寄せられ、つかまれます", "pull 3; grabbed"),
    ("ターゲットを2スクエア押し戻し、伏せ状態にします。", "push 2; prone"),
    ("ターゲットを2スクエア押し戻し、出血する", "push 2; bleeding"),
    ("ターゲットを安定性を無視して3マス押し戻し、伏せ状態にする", "push 3, ignoring stability; prone"),
    ("安定性を無視してターゲットを3マス押し戻し、伏せ状態にする", "push 3, ignoring stability; prone"),
    ("ターゲットは安定性を無視して3マス押し戻され、伏せ状態になる", "push 3, ignoring stability; prone"),
    ("ターゲットを安定性を無視して3マス押し戻して伏せ状態にする", "push 3, ignoring stability; prone"),
], ids=["passive", "active", "passive-polite", "active-polite", "te-form", "oshiyaru", "push-suru", "push-sareru",
        "pull", "pull-hipparu", "pull-passive", "slide", "slide-passive-lasting", "then-damage", "then-condition-alone",
        "then-seed-000-grab", "grabbed-polite", "stop", "then-what-the-targets-do",
        # (the te-form of 安定性を無視して is no cut: was text, with no diagnostic, each half read alone)
        "ignoring-stability", "ignoring-stability-first", "ignoring-stability-passive", "ignoring-stability-te-form"])
def test_a_forced_move_joined_to_a_condition_is_both(clause, twin):
    """The continuative of a forced move's verb (`押し戻し、`, `押し戻され、`, `引き寄せ、`, `滑らせ、`) joins it to what
    follows, said of the same creature (`伏せ状態にする` of `ターゲットを`) (was: text, with no diagnostic)."""
    effects, codes = _effects(clause)
    assert codes == []
    assert effects == _effects(twin)[0]


@pytest.mark.parametrize("clause, twin", [
    ("ターゲットを「つかむ（grab）」", "ターゲットをつかむ"),
    ("ターゲットを「つかむ (grab)」。", "ターゲットをつかむ"),
    ("ターゲットを「つかむ」", "ターゲットをつかむ"),
    ("ターゲットをつかむ（grab）", "ターゲットをつかむ"),
    ("ターゲットを2マス「押し戻す」", "ターゲットを2マス押し戻す"),
], ids=["seed-000", "stop", "quoted-unglossed", "unquoted", "forced-move-verb"])
def test_a_verb_of_the_game_quoted_whole_is_the_verb(clause, twin):
    """Seed 000: ターゲットを「つかむ（grab）」; `grab`, the verb of grabbed, glosses つかむ (was: text, with no
    diagnostic)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and effects[0].kind in ("condition", "forced_move")


@pytest.mark.parametrize("clause, code", [("ターゲットを「つかむ (push)」", "SB128"), ("ターゲットを「霧」", "SB138")],
                         ids=["gloss-of-another", "authors-word"])
def test_no_quoted_verb_read_but_of_its_own_gloss(clause, code):
    effects, codes = _effects(clause)
    assert [e.kind for e in effects] == ["text"] and codes == [code]  # (the author's word: text, said as such)


@pytest.mark.parametrize("clause, twin", [
    ("減速 (slowed) になる", "減速になる"),
    ("ターゲットは減速 (slowed) になる (EoT)", "ターゲットは減速になる (EoT)"),
    ("A < WEAK、減速 (slowed) になる", "A < WEAK、減速になる"),
    ("ターゲットは伏せ (prone) 状態になる", "ターゲットは伏せ状態になる"),
    ("ターゲットを伏せ（prone）　状態にする", "ターゲットを伏せ状態にする"),
], ids=["become", "subject-lasting", "potency", "state", "full-width-space"])
def test_a_space_after_a_gloss_does_not_end_its_sentence(clause, twin):
    """(was: text, or a condition of the ability's own named `減速 になる`)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == []


@pytest.mark.parametrize("clause, twin", [
    ("伏せ (prone) および減速", "伏せおよび減速"),
    ("減速 (slowed) (EoT)", "減速 (EoT)"),
], ids=["and", "duration"])
def test_a_space_after_a_gloss_before_another_word_still_ends_it(clause, twin):
    assert _effects(clause) == _effects(twin)


@pytest.mark.parametrize("clause", [
    "ターゲットを真っ直ぐ3スクエア滑らせる",
    "ターゲットをまっすぐに3マス滑らせます",
    "ターゲットは真っ直ぐ3マス滑らされる",
    "真っ直ぐスライド 3",
    "真っ直ぐ スライド 3",
    "straight slide 3",
], ids=["seed-word", "kana-ni-polite", "passive", "notation", "notation-spaced", "english"])
def test_a_straight_slide_is_a_slide_that_may_not_turn_back(clause):
    """Seed 000: a creature force moved (push, pull or slide) is often said to move straight (「真っ直ぐ」), which
    is a line that never turns back; push and pull are so always, a slide only when the ability says so (was: text,
    with no diagnostic)."""
    (effect,), codes = _effects(clause)
    assert codes == []
    assert effect == fx.ForcedMove("slide", 3, straight=True)
    assert effect_json.dump(effect)["straight"] is True and effect_json.load(effect_json.dump(effect)) == effect


@pytest.mark.parametrize("clause", ["ターゲットを真っ直ぐ3スクエア押し戻す", "straight push 3", "slide 3",
                                    "ターゲットを3スクエア滑らせる"],
                         ids=["push-is-straight", "english-push", "slide", "slide-sentence"])
def test_straight_is_said_only_of_a_slide_said_to_be(clause):
    (effect,), _ = _effects(clause)
    assert effect.kind == "forced_move" and not effect.straight and "straight" not in effect_json.dump(effect)


@pytest.mark.parametrize("written", ["ターゲットを真っ直ぐ3スクエア滑らせる", "ターゲットは真っ直ぐ最大3マス滑らされる",
                                     "1体のターゲットは真っ直ぐ3マス滑らされる", "straight slide 3"],
                         ids=["active", "up-to", "some-targets", "english"])
def test_a_straight_slide_reads_back_from_its_card_in_both_languages(written):
    (effect,), _ = _effects(written)
    for lang, head in (("en", _HEAD_EN), ("ja", _HEAD)):
        again, codes = _effects(effect_text(effect, lang), head)
        assert (again, codes) == ((effect,), [])


@pytest.mark.parametrize("clause, english, resource", [
    ("スタミナを5失う", "loses 5 Stamina", "stamina"),
    ("ターゲットはスタミナ 5 を失う", "the target loses 5 Stamina", "stamina"),
    ("ターゲットは速度を2失う", "the target loses 2 speed", "speed"),
    ("あなたは安定性 1 を得る", "you gain 1 stability", "stability"),
], ids=["stamina", "stamina-subject", "speed", "stability"])
def test_a_statistic_gained_or_lost_is_the_same_id_in_both_languages(clause, english, resource):
    """(was: the Japanese word in the JSON, `"resource": "スタミナ"`, where English gives `stamina`)."""
    (effect,), codes = _effects(clause)
    (twin,), _ = _effects(english)
    assert codes == [] and effect == twin and effect.resource == resource
    assert effect_json.dump(effect)["resource"] == resource


@pytest.mark.parametrize("clause", ["スタミナを5失う", "ターゲットは速度を2失う"], ids=["stamina", "speed"])
def test_a_statistic_lost_reads_back_from_its_card_in_both_languages(clause):
    (effect,), _ = _effects(clause)
    for lang, head in (("en", _HEAD_EN), ("ja", _HEAD)):
        again, codes = _effects(effect_text(effect, lang), head)
        assert (again, codes) == ((effect,), [])
    assert effect_text(effect, "ja").startswith(("スタミナ", "ターゲットは速度"))


@pytest.mark.slow
def test_the_json_of_a_japanese_ability_holds_ids_as_its_english_twin_does(tmp_path):
    """Every id a tier's effects hold (a resource, a condition, a forced move, a damage type) is the same in both
    languages; only `written`, `verb` and the words as written differ."""
    ja = ("試し\n魔法, 遠距離 | メインアクション\n📏 遠距離 5 | 🎯 1体のクリーチャー\nパワーロール + 敏捷力:\n"
          "≤11: 2 火炎ダメージ; スタミナを5失う\n12-16: 5 火炎ダメージ; ターゲットは2マス押し戻され、伏せ状態になる\n"
          "17+: 7 火炎ダメージ; ターゲットを「つかむ（grab）」; ターゲットを真っ直ぐ3スクエア滑らせる\n")
    en = ("Try\nMagic, Ranged | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + Agility:\n"
          "≤11: 2 fire damage; loses 5 Stamina\n12-16: 5 fire damage; push 2; prone\n"
          "17+: 7 fire damage; grabbed; straight slide 3\n")
    out = {}
    for lang, text in (("ja", ja), ("en", en)):
        path = tmp_path / f"{lang}.ability"
        path.write_text(text, encoding="utf-8")
        done = subprocess.run([sys.executable, "-m", "statblock", "parse", "--format", "json", str(path)],
                              capture_output=True, text=True, check=True)
        (ability,) = json.loads(done.stdout)["abilities"]
        out[lang] = [_ids(e) for t in ability["power_roll"]["tiers"] for e in t["effects"]]
    assert out["ja"] == out["en"]


def _ids(effect):
    return {k: v for k, v in effect.items() if k not in ("verb", "said", "squares", "who")}


@pytest.mark.parametrize("clause, twin", [
    ("ターゲットは拘束され、伏せ状態になる", "ターゲットは拘束、伏せ状態になる"),
    # joined as `と` joins, the duration at the end holds for both (test_silent_readings.py: a continuative)
    ("ターゲットは挑発され、減速 (EoT)", "ターゲットは挑発と減速 (EoT)"),
], ids=["restrained", "taunted"])
def test_a_condition_in_the_passive_continuative_is_the_condition(clause, twin):
    """`拘束され、`: the passive `拘束される` joined to what follows (was: SB111, a condition named `拘束され`)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and not any(e.custom for e in effects)


def test_no_passive_continuative_of_a_condition_not_done_to_someone():
    effects, _ = _effects("ターゲットは恐怖され、伏せ状態になる")
    assert "frightened" not in [getattr(e, "condition", None) for e in effects]


@pytest.mark.parametrize("lang, said", [("en", "straight slide 3"), ("ja", "真っ直ぐスライド 3")])
def test_roll_says_a_straight_slide(tmp_path, capsys, lang, said):
    path = tmp_path / "s.ability"
    path.write_text(_HEAD.replace("X\n", "試し\n") + "ターゲットを真っ直ぐ3スクエア滑らせる\n", encoding="utf-8")
    heroes = ROOT / "abilities" / "heroes"
    args = ["roll", str(path), "--ability", "試し", "--hero", str(heroes / "conduit.toml"), "--target",
            str(heroes / "bandit-target.toml"), "--tier", "3", "--seed", "1"]
    assert main([*args, "--lang", lang]) == 0
    assert said in capsys.readouterr().out
    assert main([*args, "--format", "json"]) == 0
    assert '"straight": true' in capsys.readouterr().out
