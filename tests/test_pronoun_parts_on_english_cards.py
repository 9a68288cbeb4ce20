"""An English card says a part of a pronoun (`it can't hide`, `its speed is 0`) after a statistic changed or a condition
with `and`, as written: after a comma (`speed is 0 (EoT), it can't hide (EoT)`) the reader took it for words of the
part before, and the card read back as text (SB138). The Japanese cards read back as before."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled, _dumped


@pytest.mark.parametrize("clause, card", [
    ("speed is 0 and it can't hide (EoT)", "speed is 0 (EoT) and it can't hide (EoT)"),
    ("the target is slowed and its speed is 0 (EoT)", "slowed (EoT) and its speed is 0 (EoT)"),
    ("speed is 0 and its stability is 0 (EoT)", "speed is 0 (EoT) and its stability is 0 (EoT)"),
    ("you are slowed (EoT), it is prone", "you are slowed (EoT) and it is prone"),
], ids=["status", "stat-after-condition", "two-stats", "condition-after-condition"])
def test_a_pronouns_part_reads_back_from_either_card(clause, card):
    effects, codes = _compiled(clause)
    # (`it` after `you`, nothing else before it in the tier: whom it names is not read, SB185, dsleft9)
    said = ["SB185"] if clause.startswith("you ") else []
    assert codes == said and "text" not in [e.kind for e in effects]
    assert clause_text(effects, "en") == card
    for lang in ("en", "ja"):
        again, codes = _compiled(clause_text(effects, lang))
        assert _dumped(again) == _dumped(effects) and codes == said, clause_text(effects, lang)
