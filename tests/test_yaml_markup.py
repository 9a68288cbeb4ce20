"""Inline Markdown in `ds-feature` YAML values, as the newer Steel Compendium data writes it (its `.yaml` files
and the fenced blocks of its linked Markdown): `[restrained](scc.v1:…) (save ends)` is the condition, as in its
Markdown. The link was kept in the text and the clause read as text: no condition, no report."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

from builders import FORMATS, Parts

LINKED = Parts(tiers=("2 damage; M < WEAK [restrained](scc.v1:heroes/condition/restrained) (save ends)",
                      "5 damage; M < AVERAGE [restrained](../../condition/restrained.md) (save ends)",
                      "9 **fire** damage; [push](scc.v1:heroes/movement/forced-movement) 2"),
               sections=(("Effect", "The target makes a **Might test**."),))
PLAIN = Parts(tiers=("2 damage; M < WEAK restrained (save ends)", "5 damage; M < AVERAGE restrained (save ends)",
                     "9 fire damage; push 2"),
              sections=(("Effect", "The target makes a Might test."),))


@pytest.mark.parametrize("fmt", ["yaml", "yaml-quoted", "yaml-folded", "md-ds-feature", "md-hero"])
def test_linked_words_read_as_the_words(fmt):
    name, build = FORMATS[fmt]
    linked, plain = read_text(name, build(LINKED)), read_text(name, build(PLAIN))
    assert linked.diagnostics == [] and plain.diagnostics == []
    said, written = ability_json(linked.abilities[0]), ability_json(plain.abilities[0])
    assert said["power_roll"]["tiers"] == written["power_roll"]["tiers"]
    assert [s["text"] for s in said["sections"]] == [s["text"] for s in written["sections"]]


def test_a_slip_in_a_linked_word_points_at_the_word():
    name, build = FORMATS["yaml"]
    text = build(Parts(tiers=("2 damage; [proen](scc.v1:heroes/condition/prone)",) + PLAIN.tiers[1:]))
    (problem,) = read_text(name, text).diagnostics
    assert problem.code == "SB101"
    assert text[problem.span.start:problem.span.end] == "proen"
