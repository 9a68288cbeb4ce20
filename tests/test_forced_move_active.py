"""A forced move said of the one moving it, in either language: `ターゲットを垂直に2マス押し戻す`, `1体のターゲットを
最大3マス押す` (a counted target before the move), `ターゲットを安定性を無視して3マス押し戻す` and `安定性を無視して…`
before it; `you pull the target 5 squares, ignoring stability`, `The horse vertical slides the target up to 3
squares, ignoring stability`. Each read as the forced move (who of the targets, `vertical`, `up to`, `ignoring
stability` kept), printed on a card of either language and read back to the same effects. Were all text, with
no diagnostic. Also: a roll against a target grabbed by no one named says what it did with the move, and the
Japanese card of `regains 1 Recovery` does not say 回復 twice."""

from __future__ import annotations

import json
import random

import pytest

from statblock import parse_text
from statblock.cli import main
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime import effect_json
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero, Target
from statblock.rulesets.draw_steel.runtime.report_json import resolution_json
from statblock.rulesets.draw_steel.runtime.report_text import resolution_text
from statblock.rulesets.draw_steel.runtime.resolve import resolve
from statblock.rulesets.draw_steel.runtime.results import Moved, moved

from builders import slam
from conftest import ROOT
from test_japanese_readback import _compiled, _dumped

ZEROS = {"might": 0, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}

# (id, clause, (movement, distance, vertical, subject, up_to, ignores_stability), English card, Japanese card)
CARDS = [
    ("ja-whom-vertical", "ターゲットを垂直に2マス押し戻す", ("push", 2, True, None, False, False),
     "vertical push 2 squares", "垂直 プッシュ 2 スクエア"),
    ("ja-counted-whom", "1体のターゲットを最大3マス押す", ("push", 3, False, "one target", True, False),
     "one target is pushed up to 3 squares", "1体のターゲットは最大 3 スクエア押し戻される"),
    ("ja-counted-whom-vertical", "1体のターゲットを垂直に2マス押し戻す", ("push", 2, True, "one target", False, False),
     "one target is vertical pushed 2 squares", "1体のターゲットは垂直に 2 スクエア押し戻される"),
    ("ja-other-target", "もう1体のターゲットを2マス押し戻す", ("push", 2, False, "the other target", False, False),
     "the other target is pushed 2 squares", "もう1体のターゲットは 2 スクエア押し戻される"),
    ("ja-ignoring-after-whom", "ターゲットを安定性を無視して3マス押し戻す", ("push", 3, False, None, False, True),
     "push 3 squares, ignoring stability", "プッシュ 3 スクエア、安定性を無視"),
    ("ja-ignoring-first", "安定性を無視してターゲットを3マス押し戻す", ("push", 3, False, None, False, True),
     "push 3 squares, ignoring stability", "プッシュ 3 スクエア、安定性を無視"),
    ("ja-ignoring-no-whom", "安定性を無視して最大3マス押す", ("push", 3, False, None, True, True),
     "the target is pushed up to 3 squares, ignoring stability", "ターゲットは安定性を無視して最大 3 スクエア押し戻される"),
    ("ja-ignoring-you", "あなたは安定性を無視してターゲットを最大3マス引き寄せる", ("pull", 3, False, None, True, True),
     "the target is pulled up to 3 squares, ignoring stability", "ターゲットは安定性を無視して最大 3 スクエア引き寄せられる"),
    ("ja-ignoring-counted", "1体のターゲットを安定性を無視して垂直に2マス滑らせる",
     ("slide", 2, True, "one target", False, True),
     "one target is vertical slid 2 squares, ignoring stability", "1体のターゲットは安定性を無視して垂直に 2 スクエア滑らされる"),
    ("ja-ignoring-passive", "ターゲットは安定性を無視して2マス押し戻される", ("push", 2, False, None, False, True),
     "push 2 squares, ignoring stability", "プッシュ 2 スクエア、安定性を無視"),
    ("en-horse", "The horse vertical slides the target up to 3 squares, ignoring stability",
     ("slide", 3, True, None, True, True), "The horse vertical slides the target up to 3 squares, ignoring stability",
     "ターゲットは安定性を無視して垂直に最大 3 スクエア滑らされる"),
    ("en-you-pull-ignoring", "you pull the target 5 squares, ignoring stability", ("pull", 5, False, None, False, True),
     "you pull the target 5 squares, ignoring stability", "ターゲットは安定性を無視して 5 スクエア引き寄せられる"),
    ("en-you-pull", "you pull the target 5 squares", ("pull", 5, False, None, False, False),
     "you pull the target 5 squares", "ターゲットは 5 スクエア引き寄せられる"),
    ("en-each-target", "The chorogaunt slides each target up to 3 squares, ignoring stability",
     ("slide", 3, False, None, True, True),
     "The chorogaunt slides each target up to 3 squares, ignoring stability",
     "ターゲットは安定性を無視して最大 3 スクエア滑らされる"),
    ("en-one-target", "you push one target 2 squares", ("push", 2, False, "one target", False, False),
     "you push one target 2 squares", "1体のターゲットは 2 スクエア押し戻される"),
    ("en-no-doer", "push the target 3 squares", ("push", 3, False, None, False, False),
     "push the target 3 squares", "ターゲットは 3 スクエア押し戻される"),
    ("en-passive-some-ignoring", "one target is pushed 3 squares, ignoring stability",
     ("push", 3, False, "one target", False, True), "one target is pushed 3 squares, ignoring stability",
     "1体のターゲットは安定性を無視して 3 スクエア押し戻される"),
]


@pytest.mark.parametrize("clause, move, english, japanese",
                         [pytest.param(c, m, e, j, id=i) for i, c, m, e, j in CARDS])
def test_a_forced_move_said_of_the_one_moving_is_read_kept_and_read_back(clause, move, english, japanese):
    effects, codes = _compiled(clause)
    assert codes == [] and [e.kind for e in effects] == ["forced_move"], effects
    (effect,) = effects
    assert (effect.movement, effect.distance, effect.vertical, effect.subject, effect.up_to,
            effect.ignores_stability) == move
    assert clause_text(effects, "en") == english
    assert clause_text(effects, "ja") == japanese
    for printed in (english, japanese):
        again, again_codes = _compiled(printed)
        assert _dumped(again) == _dumped(effects), printed
        assert [e.ignores_stability for e in again] == [move[5]], printed
        assert again_codes == []
    assert effect_json.load(effect_json.dump(effect)) == effect


@pytest.mark.parametrize("clause", [
    pytest.param("an ally pushes the target 2 squares", id="another creature the ruleset knows moves it"),
    pytest.param("the target pushes you 2 squares", id="the target moves you"),
    pytest.param("you push each ally 2 squares", id="no target moved"),
    pytest.param("horse pushes the target 2 squares", id="a doer named without the"),
    pytest.param("安定性を無視して2マスシフトする", id="ja-own-move-ignoring"),
    pytest.param("敵を安定性を無視して2マス押し戻す", id="ja-no-target-moved"),
    pytest.param("ターゲットは安定性を無視して最大3マス押す", id="ja-the-target-pushes"),
])
def test_who_moves_whom_not_said_of_the_targets_stays_text(clause):
    effects, _ = _compiled(clause)
    assert [e.kind for e in effects] == ["text"], effects


# ---- a roll against a target grabbed by no one named ----------------------------------------------

def _roll(conditions: dict, stability: int = 0):
    (ability,) = parse_text(slam("2 damage; push 3")).abilities
    bound = bind(ability, Hero("Korva", {**ZEROS, "might": 2}))
    target = Target("Ogre", ZEROS, 30, conditions=conditions, stability=stability)
    return resolve(bound, [target], random.Random(1), automatic=1), bound


@pytest.mark.parametrize(("stability", "squares", "english", "japanese", "forced"), [
    pytest.param(0, 3, "push 3 (grabbed by no one named: moved at most 3; a grabbed creature is force moved only by its "
                 "grabber: name it in the target file's [conditions], grabbed = \"Name\")",
                 "プッシュ 3（つかまれ状態、つかんでいる者の名前なし: 最大3マス移動。",
                 {"moved": 3, "stability": 0, "grabbed_unnamed": True}, id="stability 0"),
    pytest.param(2, 1, "push 3 (stability 2: moved at most 1) (grabbed by no one named: moved at most 1;",
                 "プッシュ 3（安定性 2: 最大1マス移動）（つかまれ状態、つかんでいる者の名前なし: 最大1マス移動。",
                 {"moved": 1, "stability": 2, "grabbed_unnamed": True}, id="stability 2"),
])
def test_a_target_grabbed_by_no_one_named_is_moved_and_the_report_says_so(stability, squares, english, japanese,
                                                                          forced):
    """Seed 000 (つかまれ): a grabbed creature is force moved by its grabber only; with none named, whether the
    roller grabs it is not known: the move is made (as a grab of no one named gives no bane) and said."""
    result, bound = _roll({"grabbed": True}, stability)
    assert result.targets[0].moves == (Moved(squares, stability, grabbed_unnamed=True),)
    assert english in resolution_text(result, bound)
    assert japanese in resolution_text(result, bound, lang="ja")
    assert resolution_json(result, bound)["targets"][0]["forced_move"] == \
        {"movement": "push", "distance": 3, "vertical": False, **forced}


def test_a_target_grabbed_by_another_named_is_still_not_moved():
    assert moved(fx.ForcedMove("push", 3), Target("Ogre", ZEROS, 30, conditions={"grabbed": "Bandit"}), "Korva") \
        == Moved(0, grabbed_by="Bandit")


# ---- Recovery on a Japanese card ---------------------------------------------------------------

@pytest.mark.parametrize(("clause", "japanese"), [
    pytest.param("the target regains 1 Recovery", "ターゲットはリカバリー 1 を回復する", id="regains"),
    pytest.param("you regain 2 Recoveries", "あなたはリカバリー 2 を回復する", id="regain-plural"),
    pytest.param("the target gains 1 Recovery", "ターゲットは回復 1 を得る", id="gains: the chosen word"),
    pytest.param("the target regains 6 Stamina", "ターゲットはスタミナ 6 を回復する", id="stamina"),
])
def test_a_regained_recovery_is_not_said_with_the_verb_twice(clause, japanese):
    """`回復 1 を回復する` said 回復 twice: the vocabulary's other name for a Recovery, リカバリー (the community's;
    the seeds name only the recovery value, 回復値), where the chosen one is in the verb."""
    effects, _ = _compiled(clause)
    assert clause_text(effects, "ja") == japanese
    again, codes = _compiled(japanese)
    assert _dumped(again) == _dumped(effects) and codes == []


def test_roll_through_the_command_says_the_grab_of_no_one_named(capsys, write):
    path = write("grabbed.toml", 'name = "bandit"\nstamina = 15\n[conditions]\ngrabbed = true\n[characteristics]\n'
                                 "might = 0\nagility = 0\nreason = 0\nintuition = 0\npresence = 0\n")
    args = ["roll", str(ROOT / "abilities" / "seeds.ability"), "--ability", "Brutal Slam", "--hero",
            str(ROOT / "abilities" / "heroes" / "korva-fury.toml"), "--target", path, "--seed", "3"]
    assert main(args) == 0
    assert "(grabbed by no one named: moved " in capsys.readouterr().out
    assert main([*args, "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["targets"][0]["forced_move"]["grabbed_unnamed"] is True
