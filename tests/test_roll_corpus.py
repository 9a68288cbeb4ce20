"""`roll` and `odds` over every ability of ../shared/corpus: none may crash, every result is sane.

One test id per ability (`relative/path.md::Ability Name`). Each ability is bound to a hero with
kit damage and resolved against a plain target and one with immunities and weaknesses, through the
same functions the commands use; a few files also go through the command itself.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from statblock.cli import main
from statblock.runtime.bind import bind
from statblock.runtime.hero import Hero, Kit, Target, default_target
from statblock.runtime.odds import ability_odds
from statblock.runtime.report import odds_json, resolution_json, resolution_text
from statblock.runtime.resolve import resolve

from conftest import CORPUS, ROOT, corpus_report

HERO = Hero("Tester", {"might": 2, "agility": 1, "reason": -1, "intuition": 3, "presence": 0},
            hero_class="talent", kit=Kit("Test kit", (1, 2, 3), (2, 2, 2)))
HARDY = Target("hardy", {"might": 3, "agility": -2, "reason": 0, "intuition": 1, "presence": 2}, 40,
               {"poison": "all", "all": 1}, {"fire": 3, "holy": 2})


def _params() -> list:
    params, seen = [], {}
    for index, ability in enumerate(corpus_report().abilities):
        base = f"{Path(ability.path).relative_to(CORPUS).as_posix()}::{ability.name}"
        seen[base] = seen.get(base, 0) + 1
        params.append(pytest.param(index, id=base if seen[base] == 1 else f"{base}#{seen[base]}"))
    return params


def test_the_corpus_has_abilities_with_power_rolls():
    abilities = corpus_report().abilities
    assert len(abilities) > 1000
    assert sum(1 for a in abilities if a.all_rolls()) > 500


@pytest.mark.slow
@pytest.mark.parametrize("index", _params())
def test_every_corpus_ability_rolls(index):
    ability = corpus_report().abilities[index]
    bound = bind(ability, HERO)
    rng = random.Random(index)
    resolution = resolve(bound, [default_target(), HARDY], rng, edges=index % 3, banes=index % 2)
    out = json.loads(json.dumps(resolution_json(resolution, bound)))
    assert resolution_text(resolution, bound).startswith(ability.name)
    if bound.roll is None:
        assert out["tier"] is None and out["targets"] == []
        return
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


@pytest.mark.parametrize("path", _one_file_per_folder(), ids=lambda p: Path(p).relative_to(CORPUS).as_posix())
def test_corpus_abilities_through_the_commands(capsys, path):
    name = next(a.name for a in corpus_report().abilities if a.path == path and a.all_rolls())
    hero = str(ROOT / "abilities" / "heroes" / "korva-fury.toml")
    assert main(["roll", path, "--ability", name, "--hero", hero, "--seed", "1", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ability"] == name and out["tier"] in (1, 2, 3)
    assert main(["odds", path, "--ability", name, "--hero", hero, "--format", "json"]) == 0
    odds = json.loads(capsys.readouterr().out)
    assert sum(odds["tiers"].values()) == pytest.approx(1)
