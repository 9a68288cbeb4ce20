"""A forced move against one target (`runtime/results.py`, `moved`): its stability shortens a push, pull or slide,
vertical or not, to no fewer than 0 squares, unless it is written `ignoring stability` (was text); a creature
grabbed by another is not moved (seed 000, つかまれ). The ability's distance stays the `distance` of the JSON;
`moved` and `stability` are added only when they say something. The seed's example is Brutal Slam (seed 000: `push 1`, `push 2`, `push 4` by tier)."""

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
from statblock.rulesets.draw_steel.runtime.hero import Hero, HeroFileError, Target, parse_target
from statblock.rulesets.draw_steel.runtime.report_json import resolution_json
from statblock.rulesets.draw_steel.runtime.report_text import resolution_text
from statblock.rulesets.draw_steel.runtime.apply import apply_tier
from statblock.rulesets.draw_steel.runtime.resolve import resolve
from statblock.rulesets.draw_steel.runtime.results import Moved, moved

from builders import slam
from conftest import ROOT
from test_japanese_readback import _compiled

SEEDS_FILE = str(ROOT / "abilities" / "seeds.ability")
KORVA = str(ROOT / "abilities" / "heroes" / "korva-fury.toml")
BANDIT = str(ROOT / "abilities" / "heroes" / "bandit-target.toml")
ZEROS = {"might": 0, "agility": 0, "reason": 0, "intuition": 0, "presence": 0}


def target(stability: int = 0, **conditions) -> Target:
    return Target("Ogre", ZEROS, 30, conditions=conditions, stability=stability)


@pytest.mark.parametrize(("move", "stability", "expected"), [
    pytest.param(fx.ForcedMove("push", 4), 2, Moved(2, 2), id="push 4, stability 2: 2"),
    pytest.param(fx.ForcedMove("push", 1), 2, Moved(0, 1), id="push 1, stability 2: 0, never below"),
    pytest.param(fx.ForcedMove("push", 2), 2, Moved(0, 2), id="push 2, stability 2: 0"),
    pytest.param(fx.ForcedMove("pull", 3), 1, Moved(2, 1), id="a pull too"),
    pytest.param(fx.ForcedMove("slide", 5), 3, Moved(2, 3), id="a slide too"),
    pytest.param(fx.ForcedMove("push", 3, vertical=True), 1, Moved(2, 1), id="a vertical push too"),
    pytest.param(fx.ForcedMove("push", 3, up_to=True), 1, Moved(2, 1), id="push up to 3: at most 2"),
    pytest.param(fx.ForcedMove("push", 3), 0, Moved(3, 0), id="stability 0: the whole distance"),
    pytest.param(fx.ForcedMove("push", 0), 2, Moved(0, 0), id="push 0: nothing to take off"),
    pytest.param(fx.ForcedMove("push", 10, ignores_stability=True), 3, Moved(10, 0), id="ignoring stability"),
    pytest.param(fx.ForcedMove("slide", 3, vertical=True, ignores_stability=True), 2, Moved(3, 0),
                 id="a vertical slide ignoring stability"),
])
def test_stability_shortens_a_forced_move(move, stability, expected):
    assert moved(move, target(stability)) == expected


@pytest.mark.parametrize(("grabber", "roller", "expected"), [
    pytest.param("Bandit", "Korva", Moved(0, grabbed_by="Bandit"), id="grabbed by another: not moved"),
    pytest.param("korva", "Korva", Moved(1, 2), id="grabbed by the roller: moved, stability counted"),
    pytest.param(True, "Korva", Moved(1, 2, grabbed_unnamed=True), id="grabbed by no one named: not known, moved, said"),
    pytest.param("Bandit", None, Moved(1, 2), id="roller not known: moved"),
])
def test_a_grabbed_target_is_moved_only_by_its_grabber(grabber, roller, expected):
    assert moved(fx.ForcedMove("push", 3), target(2, grabbed=grabber), roller) == expected


def _brutal_slam(capsys, stability: int, write) -> dict[int, dict]:
    """Brutal Slam (seed 000: push 1, 2, 4) by Korva against the seed's bandit with `stability`: one result a
    tier, through the command."""
    body = open(BANDIT, encoding="utf-8").read().replace("stamina = 15", f"stamina = 15\nstability = {stability}")
    path = write("steady.toml", body)
    found: dict[int, dict] = {}
    for seed in range(200):
        assert main(["roll", SEEDS_FILE, "--ability", "Brutal Slam", "--hero", KORVA, "--target", path,
                     "--seed", str(seed), "--format", "json"]) == 0
        out = json.loads(capsys.readouterr().out)
        found.setdefault(out["tier"], out)
        if len(found) == 3:
            return found
    raise AssertionError(f"only tiers {sorted(found)}")


def test_brutal_slam_against_a_bandit_of_stability_2(capsys, write):
    by_tier = _brutal_slam(capsys, 2, write)
    for tier, (push, squares, taken) in {1: (1, 0, 1), 2: (2, 0, 2), 3: (4, 2, 2)}.items():
        (data,) = by_tier[tier]["targets"]
        assert data["forced_move"] == {"movement": "push", "distance": push, "vertical": False,
                                       "moved": squares, "stability": taken}
        assert data["forced_moves"] == [data["forced_move"]]


def test_stability_0_adds_no_key(capsys, write):
    by_tier = _brutal_slam(capsys, 0, write)
    assert by_tier[3]["targets"][0]["forced_move"] == {"movement": "push", "distance": 4, "vertical": False}


@pytest.mark.parametrize(("lang", "against", "said"), [
    pytest.param("en", target(2), "push 4 (stability 2: moved at most 2)", id="en"),
    pytest.param("ja", target(2), "プッシュ 4（安定性 2: 最大2マス移動）", id="ja"),
    pytest.param("en", target(5, grabbed="Bandit"), "push 4 (grabbed by Bandit: not moved)", id="en-grabbed"),
    pytest.param("ja", target(5, grabbed="Bandit"), "プッシュ 4（Banditにつかまれ状態: 移動しない）", id="ja-grabbed"),
    pytest.param("en", target(0), "push 4\n", id="en-no-stability"),
])
def test_the_report_says_what_stability_did(lang, against, said):
    (ability,) = parse_text(slam("2 damage; push 4")).abilities
    bound = bind(ability, Hero("Korva", {**ZEROS, "might": 2}))
    result = resolve(bound, [against], random.Random(1), automatic=1)
    text = resolution_text(result, bound, lang=lang)
    assert said in text + "\n", text
    data = resolution_json(result, bound)["targets"][0]["forced_move"]
    assert data["distance"] == 4
    assert data.get("moved", 4) == result.targets[0].moves[0].squares


def test_a_move_made_vertical_afterwards_is_shortened_too():
    (ability,) = parse_text(slam("push 3; the forced movement is vertical")).abilities
    effects = bind(ability, Hero("Korva", ZEROS)).roll.tiers[0].effects
    if not any(isinstance(e, fx.MakeVertical) for e in effects):
        pytest.fail(f"`the forced movement is vertical` is no longer read as such: {effects}")
    result = apply_tier(effects, target(1))
    assert [(m.vertical, m.distance) for m in result.forced_moves] == [(True, 3)]
    assert result.moves == (Moved(2, 1),)


@pytest.mark.parametrize(("value", "expected"), [
    pytest.param("2", 2, id="a number"),
    pytest.param("0", 0, id="zero"),
])
def test_a_target_file_gives_its_stability(value, expected):
    data = {"name": "Ogre", "stamina": 30, "characteristics": ZEROS, "stability": int(value)}
    assert parse_target(data).stability == expected


@pytest.mark.parametrize("value", [
    pytest.param(-1, id="negative"),
    pytest.param("two", id="text"),
    pytest.param(True, id="bool"),
    pytest.param(1000, id="too large"),
])
def test_a_bad_stability_names_the_field(value):
    with pytest.raises(HeroFileError, match="stability"):
        parse_target({"name": "Ogre", "stamina": 30, "characteristics": ZEROS, "stability": value})


# (id, clause, the English card, the Japanese card): `ignoring stability` read, kept on cards, read back
IGNORING = [
    ("notation", "Push 10, ignoring stability", "push 10, ignoring stability", "プッシュ 10、安定性を無視"),
    ("no-comma", "push 3 ignoring stability", "push 3, ignoring stability", "プッシュ 3、安定性を無視"),
    ("vertical-up-to", "vertical slide up to 3, ignoring stability", "vertical slide up to 3, ignoring stability",
     "ターゲットは安定性を無視して垂直に最大 3 スクエア滑らされる"),
    ("characteristic", "push 2 + M, ignoring stability", "push 2 + M, ignoring stability",
     "プッシュ 2 + M、安定性を無視"),
    ("some-targets", "one target is pushed 3 squares, ignoring stability",
     "one target is pushed 3 squares, ignoring stability", "1体のターゲットは安定性を無視して 3 スクエア押し戻される"),
    ("ja", "プッシュ 10、安定性を無視", "push 10, ignoring stability", "プッシュ 10、安定性を無視"),
]


@pytest.mark.parametrize("clause, english, japanese", [pytest.param(c, e, j, id=i) for i, c, e, j in IGNORING])
def test_ignoring_stability_is_read_and_kept(clause, english, japanese):
    effects, codes = _compiled(clause)
    assert codes == [] and [(e.kind, e.ignores_stability) for e in effects] == [("forced_move", True)]
    assert clause_text(effects, "en") == english
    assert clause_text(effects, "ja") == japanese
    for printed in (english, japanese):
        again, again_codes = _compiled(printed)
        assert again == effects and again_codes == [], printed
    assert effect_json.load(effect_json.dump(effects[0])) == effects[0]


def test_a_move_ignoring_stability_is_not_shortened_and_the_report_says_so():
    (ability,) = parse_text(slam("2 damage; push 4, ignoring stability")).abilities
    bound = bind(ability, Hero("Korva", {**ZEROS, "might": 2}))
    result = resolve(bound, [target(3)], random.Random(1), automatic=1)
    assert result.targets[0].moves == (Moved(4, 0),)
    assert "push 4, ignoring stability\n" in resolution_text(result, bound) + "\n"
    assert "プッシュ 4、安定性を無視\n" in resolution_text(result, bound, lang="ja") + "\n"
    assert resolution_json(result, bound)["targets"][0]["forced_move"] == \
        {"movement": "push", "distance": 4, "vertical": False, "ignores_stability": True}


def test_push_then_ignoring_stability_is_not_a_clause_of_its_own():
    """`push 2, prone` is two clauses; `push 2, ignoring stability` one (the comma belongs to it)."""
    effects, _ = _compiled("push 2, prone")
    assert [e.kind for e in effects] == ["forced_move", "condition"] and not effects[0].ignores_stability
