"""A sixth probe of Japanese authoring: a condition said as a verb, as Japanese prose says one lands
(`挑発される`, `拘束されている`, `つかまれている`, `朦朧となる`, `伏せ状態にされる`); seed 000 writes
「「つかまれて (grabbed)」いる」 and 「「衰弱 (weakened)」状態…にされた」."""

from __future__ import annotations

import pytest

from builders import compile_one

_HEAD = ("X\n魔法｜マニューバ\n📏 遠距離 5｜🎯 1体のクリーチャー\nパワーロール + 敏捷力:\n≤11: 1 ダメージ\n"
         "12-16: 2 ダメージ\n17+: 3 ダメージ; ")


def _effects(clause):
    ability, diagnostics = compile_one(_HEAD + clause + "\n")
    return ability.power_roll.tiers[2].effects[1:], [d.code for d in diagnostics]


@pytest.mark.parametrize("clause, twin", [
    ("ターゲットは挑発される (EoT)", "ターゲットは挑発 (EoT)"),
    ("ターゲットは拘束される (セーヴ終了)", "ターゲットは拘束 (セーヴ終了)"),
    ("ターゲットは拘束されている (EoT)", "ターゲットは拘束 (EoT)"),
    ("ターゲットは弱体化される (EoT)", "ターゲットは弱体化 (EoT)"),
    ("ターゲットは朦朧となる (EoT)", "ターゲットは朦朧 (EoT)"),
    ("ターゲットはつかまれる", "ターゲットはつかまれ"),
    ("ターゲットはつかまれている (EoT)", "ターゲットはつかまれ (EoT)"),
    ("ターゲットは伏せる", "ターゲットは伏せ"),
    ("ターゲットは伏せ状態にされる", "ターゲットは伏せ"),
    ("P < AVERAGE、挑発される (EoT)", "P < AVERAGE、挑発 (EoT)"),
    ("M < WEAK、拘束される (セーヴ終了)", "M < WEAK、拘束 (セーヴ終了)"),
    ("ターゲットは挑発されます (EoT)", "ターゲットは挑発 (EoT)"),
], ids=["taunted-passive", "restrained-passive", "restrained-being", "weakened-passive", "dazed-to-naru",
        "grabbed-verb", "grabbed-being", "prone-verb", "prone-put", "potency-taunted", "potency-restrained",
        "polite-passive"])
def test_a_condition_said_as_a_verb_is_the_condition(clause, twin):
    """(was: a condition of the ability's own named `挑発される`, `拘束される`, `朦朧となる`…, with no word)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and effects[0].kind in ("condition", "potency")


@pytest.mark.parametrize("clause", ["ターゲットは恐怖される", "ターゲットは出血される", "ターゲットは武器を落とす (EoT)"],
                         ids=["no-passive-of-frightened", "no-passive-of-bleeding", "a-deed"])
def test_no_passive_of_a_condition_that_is_not_done_to_someone(clause):
    effects, _ = _effects(clause)
    assert not any(getattr(e, "condition", None) in ("frightened", "bleeding") for e in effects)
