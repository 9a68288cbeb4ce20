"""SB137: a line at the start of its line under a tier line continues the tier; when that makes the tier unreadable
it is said (`17+: 7 + M damage` then `spend 1 Piety: ...` made tier 3 text, its damage lost, in silence)."""

from __future__ import annotations

import pytest

from statblock import parse_text

HEAD = "Slam (3 Piety)\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n"


def _said(text: str):
    result = parse_text(text, "t.ability")
    return result.abilities, [d for d in result.diagnostics if d.code == "SB137"]


@pytest.mark.parametrize("line", ["spend 1 Piety: The target is shaken.", "Second Slam (3 Piety)",
                                  "**Bonus** the target is shaken."])
def test_a_line_that_unreads_the_tier_is_said(line):
    abilities, said = _said(HEAD + "17+: 8 damage\n" + line + "\n")
    (problem,) = said
    assert (problem.span.line, problem.span.column) == (7, 1)
    assert problem.severity.value == "warning"
    assert abilities[0].power_roll.tiers[2].effects[0].kind == "text"  # kept as read, nothing guessed away


@pytest.mark.parametrize("line", ["  and the target is shaken.", "prone"])
def test_an_indented_line_or_one_that_still_reads_is_not_said(line):
    # indented: the author continued the tier; `8 damage prone`: no clause that read is lost to text
    _, said = _said(HEAD + "17+: 8 damage;\n" + line + "\n")
    assert said == []


def test_a_markdown_paragraph_is_not_checked():
    text = ("###### Slam\n\n**Power Roll + Might:**\n\n- **≤11:** 3 damage\n- **12-16:** 5 damage\n"
            "- **17+:** 8 damage\n")
    assert [d for d in parse_text(text, "t.md").diagnostics if d.code == "SB137"] == []
