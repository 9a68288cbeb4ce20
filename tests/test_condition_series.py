"""Three or more conditions that share one duration print as a list is written: `dazed, slowed, and weakened (EoT)`
(`朦朧、減速、および衰弱 (EoT)`), not `dazed and slowed and weakened`; two stay `restrained and bleeding`."""
from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

SERIES = [
    # (as written, the English card, the Japanese card)
    ("dazed, slowed, and weakened (EoT)", "dazed, slowed, and weakened (EoT)", "朦朧、減速、および衰弱 (EoT)"),
    ("dazed, slowed and weakened (EoT)", "dazed, slowed, and weakened (EoT)", "朦朧、減速、および衰弱 (EoT)"),
    ("dazed and slowed and weakened (EoT)", "dazed, slowed, and weakened (EoT)", "朦朧、減速、および衰弱 (EoT)"),
    ("P < 3 frightened, slowed, and weakened (save ends)", "P < 3 frightened, slowed, and weakened (save ends)",
     "P < 3、恐怖、減速、および衰弱 (セーヴ終了)"),
    ("bleeding, dazed, prone, and weakened (save ends)", "bleeding, dazed, prone, and weakened (save ends)",
     "出血、朦朧、伏せ、および衰弱 (セーヴ終了)"),
    ("朦朧、減速、および衰弱 (EoT)", "dazed, slowed, and weakened (EoT)", "朦朧、減速、および衰弱 (EoT)"),
    ("P < 2、恐怖、減速、および衰弱 (セーヴ終了)", "P < 2 frightened, slowed, and weakened (save ends)",
     "P < 2、恐怖、減速、および衰弱 (セーヴ終了)"),
]


@pytest.mark.parametrize(("text", "english", "japanese"), SERIES, ids=[s[0] for s in SERIES])
def test_three_conditions_print_as_a_list(text, english, japanese):
    effects = clause_effects(text)
    assert clause_text(effects, "en") == english
    assert clause_text(effects, "ja") == japanese
    for language in ("en", "ja"):  # (each card reads back to the same effects)
        assert clause_effects(clause_text(effects, language)) == effects, language


@pytest.mark.parametrize(("text", "english", "japanese"), [
    ("restrained and bleeding (save ends)", "restrained and bleeding (save ends)", "拘束、および出血 (セーヴ終了)"),
    ("prone and can't stand (save ends)", "prone and can't stand (save ends)", "伏せ、および立ち上がれない (セーヴ終了)"),
])
def test_two_stay_joined_by_and(text, english, japanese):
    effects = clause_effects(text)
    assert (clause_text(effects, "en"), clause_text(effects, "ja")) == (english, japanese)


def test_the_same_list_said_of_you_and_the_target():
    """Said of two creatures at once (`render/both.py`), the conditions are the same list."""
    effects = clause_effects("you and the target are dazed, slowed, and weakened (EoT)")
    conditions = [e for e in effects if isinstance(e, fx.ApplyCondition)]
    assert [c.condition for c in conditions] == ["dazed", "slowed", "weakened"] * 2
    assert clause_text(effects, "en").endswith("dazed, slowed, and weakened (EoT)")
    assert clause_text(effects, "ja").endswith("朦朧、減速、および衰弱 (EoT)")
    for language in ("en", "ja"):
        assert clause_effects(clause_text(effects, language)) == effects, language
