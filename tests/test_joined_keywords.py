"""Keywords written as one (`Ranged. Strike`, a slip of the Steel Compendium's data-md-dse Bugbear Channeler):
read as the keywords they name, with an SB103 warning that says to separate them. It was an unknown keyword,
so the ability had no Ranged or Strike keyword for the checks and the cards."""

from __future__ import annotations

import pytest

from statblock.diagnostics import Severity
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

FEATURE = ("```ds-feature\nname: Bolt\ntype: Main action\nkeywords:\n  - Magic\n  - {}\ndistance: Ranged 10\n"
           "target: One creature\neffects:\n  - roll: Power Roll + 2\n    t1: 2 damage\n    t2: 4 damage\n"
           "    t3: 6 damage\n```\n")


@pytest.mark.parametrize(("written", "keywords"), [
    ("Ranged. Strike", ["magic", "ranged", "strike"]),
    ("Ranged;Strike", ["magic", "ranged", "strike"]),
    ("Ranged/Strike", ["magic", "ranged", "strike"]),
], ids=["dot", "semicolon", "slash"])
def test_keywords_written_as_one_are_read_and_reported(written, keywords):
    result = read_text("t.md", FEATURE.format(written))
    (problem,) = result.diagnostics
    assert (problem.code, problem.severity) == ("SB103", Severity.WARNING)
    assert "Ranged, Strike" in problem.render()
    assert ability_json(result.abilities[0])["keywords"] == keywords


@pytest.mark.parametrize("written", ["Ranged. Strikes", "Attack", "Ranged. Attack"], ids=["near", "one", "half"])
def test_a_word_that_is_not_keywords_joined_stays_unknown(written):
    (problem,) = read_text("t.md", FEATURE.format(written)).diagnostics
    assert problem.code == "SB103" and "as one" not in problem.render()


# a keyword whose list marker was kept (`- Area`, quoted in a YAML list: the data-md-dse siege engines' slip)
MARKED = [
    ('"- Ranged"', ["magic", "ranged"]),
    ('"* Ranged"', ["magic", "ranged"]),
    ('"• Ranged"', ["magic", "ranged"]),
]


@pytest.mark.parametrize(("written", "keywords"), MARKED, ids=["dash", "star", "bullet"])
def test_a_keyword_after_a_list_marker_is_read_and_reported(written, keywords):
    result = read_text("t.md", FEATURE.format(written))
    (problem,) = result.diagnostics
    assert (problem.code, problem.severity) == ("SB103", Severity.WARNING)
    assert "list marker" in problem.render() and "`Ranged`" in problem.render()
    assert ability_json(result.abilities[0])["keywords"] == keywords


@pytest.mark.parametrize("written", ['"- Rangd"', '"-Ranged"'], ids=["unknown", "no blank"])
def test_a_marker_before_no_keyword_stays_unknown(written):
    (problem,) = read_text("t.md", FEATURE.format(written)).diagnostics
    assert problem.code == "SB103" and "list marker" not in problem.render()
