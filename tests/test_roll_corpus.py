"""`roll` and `odds` over every ability of ../shared/corpus: none may crash, every result is sane.

Every ability (a failure names it: `relative/path.md::Ability Name`) is bound to a hero with kit
damage and resolved against a plain target and one with immunities and weaknesses, through the same
functions the commands use; a few files also go through the command itself. The normal tier rolls a
sample of the abilities (one in `SAMPLE_EVERY`), the slow tier every other one.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from statblock.cli import main
from statblock.rulesets.draw_steel.runtime.bind import bind
from statblock.rulesets.draw_steel.runtime.hero import Hero, Kit, Target, default_target
from statblock.rulesets.draw_steel.runtime.odds import ability_odds
from statblock.rulesets.draw_steel.runtime.report_json import odds_json, resolution_json
from statblock.rulesets.draw_steel.runtime.report_text import resolution_text
from statblock.rulesets.draw_steel.runtime.resolve import resolve

from conftest import CORPUS, ON_THE_CORPUS, ROOT, corpus_abilities, corpus_report, in_sample, sweep

HERO = Hero("Tester", {"might": 2, "agility": 1, "reason": -1, "intuition": 3, "presence": 0},
            hero_class="talent", kit=Kit("Test kit", (1, 2, 3), (2, 2, 2)))
HARDY = Target("hardy", {"might": 3, "agility": -2, "reason": 0, "intuition": 1, "presence": 2}, 40,
               {"poison": "all", "all": 1}, {"fire": 3, "holy": 2})


def _indexes(sample: bool):
    """(id, index in `corpus_report().abilities`) of the abilities in the normal tier's sample, or of the others."""
    return ((case_id, index) for index, (case_id, _, _) in enumerate(corpus_abilities()) if in_sample(index) == sample)


@ON_THE_CORPUS
def test_the_corpus_has_abilities_with_power_rolls():
    abilities = corpus_report().abilities
    assert len(abilities) > 1000
    assert sum(1 for a in abilities if a.all_rolls()) > 500


@ON_THE_CORPUS
def test_corpus_abilities_roll_sample():
    """The normal tier's sample of the sweep below: one ability in `SAMPLE_EVERY`."""
    sweep(_indexes(sample=True), check_ability_rolls)


@pytest.mark.slow
def test_every_corpus_ability_rolls():
    """Every ability of the corpus not in the sample above."""
    sweep(_indexes(sample=False), check_ability_rolls)


def check_ability_rolls(index: int) -> None:
    ability = corpus_report().abilities[index]
    bound = bind(ability, HERO)
    rng = random.Random(index)
    resolution = resolve(bound, [default_target(), HARDY], rng, edges=index % 3, banes=index % 2)
    out = json.loads(json.dumps(resolution_json(resolution, bound)))
    assert resolution_text(resolution, bound).startswith(ability.name)
    if bound.roll is None:
        assert out["tier"] is None and out["targets"] == []
        return
    if "test" in out:  # a test the targets make: each target rolled, with its own score
        assert out["tier"] is None and all(t["test"]["tier"] in (1, 2, 3) for t in out["targets"])
        assert all(2 <= sum(t["test"]["dice"]) <= 20 for t in out["targets"])
    else:
        assert out["tier"] in (1, 2, 3)
        assert 2 <= out["natural"] <= 20
    for target in out["targets"]:
        assert isinstance(target["damage"], int) and target["damage"] >= 0
        assert all(isinstance(name, str) and name for name in target["conditions"])
    plain, hardy = resolution.targets
    # The hardy target is immune to 1 of everything and all poison; it is weak only to fire and holy.
    for dealt in hardy.damage:
        if dealt.damage_type not in ("fire", "holy"):
            assert dealt.dealt <= max(0, dealt.amount - 1)
    odds = ability_odds(bound)
    assert sum(odds.tiers.values()) == 1
    assert odds_json(odds)["expected_damage"] >= 0


def _one_file_per_folder() -> list[str]:
    chosen: dict[str, str] = {}
    for result in corpus_report().files:
        if result.abilities and result.abilities[0].all_rolls():
            chosen.setdefault(str(Path(result.path).parent), result.path)
    return sorted(chosen.values())


@pytest.mark.slow
@ON_THE_CORPUS
def test_corpus_abilities_through_the_commands(capsys):
    """`roll` and `odds` on the first ability of one file per folder of the corpus."""
    sweep(((Path(path).relative_to(CORPUS).as_posix(), path) for path in _one_file_per_folder()),
          lambda path: check_through_the_commands(capsys, path))


def check_through_the_commands(capsys, path: str) -> None:
    capsys.readouterr()  # nothing left over from a case before
    name = next(a.name for a in corpus_report().abilities if a.path == path and a.all_rolls())
    hero = str(ROOT / "abilities" / "heroes" / "korva-fury.toml")
    assert main(["roll", path, "--ability", name, "--hero", hero, "--seed", "1", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ability"] == name
    assert out["tier"] in (1, 2, 3) or ("test" in out and all(t["test"]["tier"] in (1, 2, 3) for t in out["targets"]))
    assert main(["odds", path, "--ability", name, "--hero", hero, "--format", "json"]) == 0
    odds = json.loads(capsys.readouterr().out)
    assert sum(odds["tiers"].values()) == pytest.approx(1)
