"""`each enemy in the area is pushed 2 squares` and `範囲内の各敵は2マスプッシュされる` were text (SB138) while the same
sentences of objects (`each object in the area is pushed 2 squares`) were read: the enemies in the area are read as
the objects in it are, each reading back in both languages. Homebrew written for these tests (review of dsyaml, O6)."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx


@pytest.mark.parametrize("clause, kind, subject", [
    ("each enemy in the area is pushed 2 squares", fx.ForcedMove, "each enemy in the area"),
    ("範囲内の各敵は2マスプッシュされる", fx.ForcedMove, "each enemy in the area"),
    ("each enemy in the area is knocked prone", fx.ApplyCondition, "each enemy in the area"),
    ("one enemy in the area is slowed (EoT)", fx.ApplyCondition, "one enemy in the area"),
    ("範囲内の1体の敵は減速 (EoT)", fx.ApplyCondition, "one enemy in the area")])
def test_the_enemies_in_the_area_are_read_as_the_objects_are(clause, kind, subject):
    (effect,) = clause_effects(clause)
    assert isinstance(effect, kind) and effect.subject == subject
    for lang in ("en", "ja"):
        assert clause_effects(clause_text((effect,), lang)) == (effect,)
