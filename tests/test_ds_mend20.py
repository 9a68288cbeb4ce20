"""What a review of the merge ce7009fd (dsleft11) found, mended in both languages. Short examples written for these
tests."""

from __future__ import annotations

import pytest

from test_japanese_readback import _compiled
from test_pronoun_referents import _landed, _reads_back


# `they`, `each of them` after a part about other creatures (`each enemy within 3 squares of you`, `2 スクエア以内の各味方`):
# those creatures, or the targets, which the rules do not say: not read (SB185), never the targets in silence (was prone
# on the targets, no word, the English card `prone`)
OTHERS_THEN_THEY = [
    "3 damage; each enemy within 3 squares of you is slowed (EoT); each of them is prone",
    "3 damage; each enemy within 3 squares of you is slowed (EoT); each of them is weakened (save ends)",
    "3 damage; each ally within 2 squares is slowed (EoT); they are prone",
    "3 ダメージ; 2 スクエア以内の各味方は減速 (EoT); 彼らそれぞれは伏せ",
    "3 ダメージ; 2 スクエア以内の各味方は減速 (EoT); 彼らは伏せ",
]


@pytest.mark.parametrize("clause", OTHERS_THEN_THEY)
def test_they_after_a_part_about_other_creatures_is_not_read(clause):
    effects, codes = _compiled(clause)
    assert codes == ["SB185"], clause
    last = effects[-1]
    assert last.refers_to == "unknown" and last.subject is not None
    landed = _landed(effects)
    assert "prone" not in landed and "weakened" not in landed
    _reads_back(clause, ["SB185"])


# a part about the targets after the others' gives `they` back to the targets
@pytest.mark.parametrize("clause", ["each ally within 2 squares is slowed (EoT); 3 damage; they are prone",
                                    "2 スクエア以内の各味方は減速 (EoT); 3 ダメージ; 彼らは伏せ"])
def test_they_after_the_targets_part_again_is_the_targets(clause):
    effects, codes = _compiled(clause)
    assert codes == [] and "prone" in _landed(effects)
