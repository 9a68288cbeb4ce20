"""`up to` in a forced move's own form (`push up to 3`, `スライド 最大 2 + R`) and in the Japanese active
sentence (`最大3マス押す`, `ターゲットを最大2マス押し戻す`, `最大3マスプッシュ`): read as the forced move with
`up_to`, printed on a card of either language with `up to` kept, read back to the same effects, and said by
`roll`. Was: all of them text (the notation's `push up to 3` refused as not how a forced move is written, the
Japanese active sentence with 最大 too, `押す` and a bare `プッシュ` after the squares not known as verbs).

`up to 3` is what `3` does (a forced move is never more than its distance): `up_to` is how it was written."""

from __future__ import annotations

import random

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effect_json
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target
from statblock.rulesets.draw_steel.runtime.report_json import resolution_json
from statblock.rulesets.draw_steel.runtime.report_text import resolution_text
from statblock.rulesets.draw_steel.runtime.resolve import resolve

from builders import slam
from test_japanese_readback import _compiled, _dumped

ZEROS = {"might": 0, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}

# (id, clause as written, (movement, distance, vertical), the English card, the Japanese card)
CARDS = [
    ("en-notation", "push up to 3", ("push", 3, False), "push up to 3", "ターゲットは最大 3 スクエア押し戻される"),
    ("en-vertical", "vertical slide up to 2", ("slide", 2, True), "vertical slide up to 2",
     "ターゲットは垂直に最大 2 スクエア滑らされる"),
    ("en-squares", "push up to 3 squares", ("push", 3, False), "push up to 3 squares",
     "ターゲットは最大 3 スクエア押し戻される"),
    # no Japanese sentence says `+ R` or `toward …`: the forced move's own form, with 最大
    ("en-characteristic", "slide up to 2 + R", ("slide", 2, False), "slide up to 2 + R", "スライド 最大 2 + R"),
    ("en-toward", "pull up to 4 toward the center of the cube", ("pull", 4, False),
     "pull up to 4 toward the center of the cube", "プル 最大 4（キューブの中心に向かって）"),
    ("ja-push", "最大3マス押す", ("push", 3, False), "the target is pushed up to 3 squares",
     "ターゲットは最大 3 スクエア押し戻される"),
    ("ja-push-name", "最大3マスプッシュ", ("push", 3, False), "the target is pushed up to 3 squares",
     "ターゲットは最大 3 スクエア押し戻される"),
    ("ja-push-name-do", "最大 3 スクエアプッシュする", ("push", 3, False), "the target is pushed up to 3 squares",
     "ターゲットは最大 3 スクエア押し戻される"),
    ("ja-whom", "ターゲットを最大2マス押し戻す", ("push", 2, False), "the target is pushed up to 2 squares",
     "ターゲットは最大 2 スクエア押し戻される"),
    ("ja-you", "あなたは最大3マス押す", ("push", 3, False), "the target is pushed up to 3 squares",
     "ターゲットは最大 3 スクエア押し戻される"),
    ("ja-vertical", "垂直に最大2マス押す", ("push", 2, True), "the target is vertical pushed up to 2 squares",
     "ターゲットは垂直に最大 2 スクエア押し戻される"),
    ("ja-notation", "スライド 最大 2 + R", ("slide", 2, False), "slide up to 2 + R", "スライド 最大 2 + R"),
    # without 最大: the forced move, no `up to`
    ("ja-push-exact", "3マス押す", ("push", 3, False), "push 3 squares", "プッシュ 3 スクエア"),
]


@pytest.mark.parametrize("clause, move, english, japanese",
                         [pytest.param(c, m, e, j, id=i) for i, c, m, e, j in CARDS])
def test_up_to_is_read_kept_on_cards_and_read_back(clause, move, english, japanese):
    effects, codes = _compiled(clause)
    assert codes == [] and [e.kind for e in effects] == ["forced_move"], effects
    (effect,) = effects
    assert (effect.movement, effect.distance, effect.vertical) == move
    up_to = "up to" in english
    assert effect.up_to is up_to
    assert clause_text(effects, "en") == english
    assert clause_text(effects, "ja") == japanese
    for printed in (english, japanese):
        again, again_codes = _compiled(printed)
        assert _dumped(again) == _dumped(effects), printed
        assert [e.up_to for e in again] == [up_to], printed
        assert again_codes == []
    assert effect_json.load(effect_json.dump(effect)).up_to is up_to   # the cache's JSON keeps it


@pytest.mark.parametrize("clause", [
    "ターゲットは最大3マス押す",    # the target pushes: of whom, not said
    "敵は最大3マス押す",            # someone else pushes
])
def test_a_push_by_another_than_you_stays_text(clause):
    effects, _ = _compiled(clause)
    assert [e.kind for e in effects] == ["text"]


@pytest.mark.parametrize(("tier", "lang", "said"), [
    pytest.param("2 damage; push up to 3", "en", "push up to 3", id="en"),
    pytest.param("2 damage; push up to 3", "ja", "プッシュ 最大3", id="ja"),
    pytest.param("2 ダメージ; 最大3マス押す", "ja", "プッシュ 最大3", id="ja-source"),
])
def test_roll_says_up_to(tier, lang, said):
    source_lang = "ja" if "ダメージ" in tier else "en"
    (ability,) = parse_text(slam(tier, source_lang)).abilities
    bound = bind(ability, Hero("Korva", {**ZEROS, "might": 2}))
    result = resolve(bound, [Target("Ogre", ZEROS, 30)], random.Random(1), automatic=1)
    assert said in resolution_text(result, bound, lang=lang)
    forced = resolution_json(result, bound)["targets"][0]["forced_move"]
    assert forced == {"movement": "push", "distance": 3, "vertical": False, "up_to": True}

