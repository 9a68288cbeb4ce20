"""A cost written as a range, as monsters' Malice features are listed (`Goblin Malice Features (3-7 Malice)`:
any amount from 3 to 7; `(2-7+ Malice)`: and more): it was a tag (`3-7 Malice`), with no cost. It is the
cost, its first amount in `amount` and its most in `upper_amount` (a key said only then), printed back as
written."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json
from statblock.rulesets.draw_steel.wording import Wording

_MD = """# Goblins

> ⭐️ **Malice Features {label}**
>
> The goblin activates a Malice Feature.
"""

CASES = [
    ("(3-7 Malice)", {"amount": 3, "resource": "malice", "open_ended": False, "upper_amount": 7}, "3-7 Malice", "3-7 悪意"),
    ("(2-7+ Malice)", {"amount": 2, "resource": "malice", "open_ended": True, "upper_amount": 7}, "2-7+ Malice",
     "2-7+ 悪意"),
    ("(3-7 悪意)", {"amount": 3, "resource": "malice", "open_ended": False, "upper_amount": 7}, "3-7 Malice", "3-7 悪意"),
    # as before: one amount, or one and more
    ("(3+ Malice)", {"amount": 3, "resource": "malice", "open_ended": True}, "3+ Malice", "3+ 悪意"),
    ("(3 Malice)", {"amount": 3, "resource": "malice", "open_ended": False}, "3 Malice", "3 悪意"),
]


def _read(label: str):
    result = read_text("goblins.md", _MD.format(label=label))
    (ability,) = result.abilities
    return ability, result.diagnostics


@pytest.mark.parametrize("label, cost, english, japanese", CASES, ids=[c[0] for c in CASES])
def test_a_cost_range_is_the_cost(label, cost, english, japanese):
    ability, diagnostics = _read(label)
    said = ability_json(ability)
    assert said["cost"] == cost and said["tag"] is None
    assert Wording("en").cost(ability) == english and Wording("ja").cost(ability) == japanese
    assert diagnostics == []


def test_a_range_that_goes_down_is_no_cost():
    """`7-3 Malice` is no range: kept as the author's tag, as before."""
    ability, _ = _read("(7-3 Malice)")
    said = ability_json(ability)
    assert said["cost"] is None and said["tag"] == "7-3 Malice"


@pytest.mark.parametrize("to, lang", [("md", "en"), ("md", "ja"), ("ability", "en")])
def test_a_cost_range_converts_and_reads_back(tmp_path, to, lang):
    """`statblock convert` wrote `(3 Malice)` for `(3-7 Malice)`: the range was lost on the way."""
    from statblock.cli import main

    source = tmp_path / "goblins.md"
    source.write_text(_MD.format(label="(2-7+ Malice)"), encoding="utf-8")
    assert main(["convert", "--to", to, "--lang", lang, "-q", "-o", str(tmp_path / "out"), str(source)]) == 0
    (written,) = (tmp_path / "out").iterdir()
    (ability,) = read_text(written.name, written.read_text(encoding="utf-8")).abilities
    assert ability_json(ability)["cost"] == CASES[1][1]
