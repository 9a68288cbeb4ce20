"""A Japanese sentence about `クリーチャー` (a creature named by its noun alone) is read as the English
`the creature` is: its who is the ruleset's English, not the Japanese word (`クリーチャーの速度は 2 増加する`
gave who `クリーチャー` and the English card `クリーチャー's speed is increased by 2`), as `ターゲットの` is."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled

# (id, Japanese clause, the English card, who)
ROWS = [
    ("stat-by", "クリーチャーの速度は 2 増加する (EoT)", "the creature's speed is increased by 2 (EoT)", "the creature"),
    ("stat-target", "ターゲットの速度は 2 増加する (EoT)", "the target's speed is increased by 2 (EoT)", "the target"),
]


@pytest.mark.parametrize("japanese, english, who", [pytest.param(j, e, w, id=i) for i, j, e, w in ROWS])
def test_a_japanese_subject_is_the_ruleset_s_creature(japanese, english, who):
    effects, codes = _compiled(japanese)
    assert codes == [] and [e.who for e in effects] == [who]
    assert clause_text(effects, "en") == english
    assert clause_text(effects, "ja") == japanese


def test_the_english_reads_back_to_the_same_effect():
    assert _compiled("the creature's speed is increased by 2 (EoT)")[0][0].who == "the creature"
    assert _compiled("クリーチャーの速度は 2 増加する (EoT)")[0][0].who == "the creature"
