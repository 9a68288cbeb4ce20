"""A tenth probe of Japanese authoring (abilities written from seed 000's phrasing): a potency with なら before a
condition said in the continuative and a rider (`M < STRONG なら伏せ状態になり、立ち上がれない (セーヴ終了)`: read as two
statuses of the ability's own, `伏せ状態になり` and `立ち上がれない`, where `M < STRONG、伏せ状態になり、…` read as prone and
can't stand), and a rider after a list's comma (`伏せ、立ち上がれない (セーヴ終了)`, `prone, can't stand (save ends)`:
the condition with no duration, and a status named `can't stand`, in silence)."""

from __future__ import annotations

import pytest

from builders import compile_one
from statblock.rulesets.draw_steel.render.clauses import effect_text
from statblock.rulesets.draw_steel.runtime import effects as fx

_HEAD = ("X\n近接 | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n≤11: 1 ダメージ\n"
         "12-16: 2 ダメージ\n17+: 3 ダメージ; ")
_HEAD_EN = ("X\nMelee | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n≤11: 1 damage\n"
            "12-16: 2 damage\n17+: 3 damage; ")
_PRONE_CANT_STAND = fx.ApplyCondition("prone", fx.Duration("save_ends"), ("cant_stand",), False, None, None)


def _effects(clause):
    ability, diagnostics = compile_one((_HEAD_EN if clause.isascii() else _HEAD) + clause + "\n")
    return tuple(ability.power_roll.tiers[2].effects[1:]), [d.code for d in diagnostics]


@pytest.mark.parametrize("clause", [
    "M < STRONG なら伏せ状態になり、立ち上がれない (セーヴ終了)",
    "M < STRONG ならば伏せ状態になり、立ち上がれない (セーヴ終了)",
    "M < STRONG なら、伏せ状態になり、立ち上がれない (セーヴ終了)",
    "Ｍ＜強なら伏せ状態になり、立ち上がれない (セーヴ終了)",
    "M < STRONG、伏せ状態になり、立ち上がれない (セーヴ終了)",
], ids=["nara", "naraba", "nara-comma", "full-width", "comma-as-before"])
def test_nara_before_a_continuative_condition_and_a_rider(clause):
    (gate,), codes = _effects(clause)
    assert codes == []
    assert (gate.kind, gate.characteristic, gate.strength) == ("potency", "might", "strong")
    assert gate.effects == (_PRONE_CANT_STAND,)


@pytest.mark.parametrize("clause", [
    "伏せ、立ち上がれない (セーヴ終了)", "M < STRONG なら伏せ、立ち上がれない (セーヴ終了)",
    "prone, can't stand (save ends)", "M < STRONG, prone, can't stand (save ends)",
], ids=["ja", "ja-potency", "en", "en-potency"])
def test_a_rider_after_a_lists_comma_is_the_conditions(clause):
    effects, codes = _effects(clause)
    assert codes == []
    said = effects[0].effects if effects[0].kind == "potency" else effects
    assert said == (_PRONE_CANT_STAND,)
    # and its cards say it as `and` does, which reads back the same in both languages
    for lang in ("en", "ja"):
        again, again_codes = _effects(effect_text(effects[0], lang))
        assert (again, again_codes) == (effects, [])


@pytest.mark.parametrize("clause", ["weakened and prone, can't stand (save ends)", "weakened, prone, can't stand (save ends)"])
def test_conditions_listed_before_a_rider_after_a_comma_share_its_duration(clause):
    """As in `weakened and prone and can't stand (save ends)` (weakened was left with no duration, a review's finding)."""
    effects, codes = _effects(clause)
    assert codes == []
    assert [(e.condition, e.duration.kind, e.riders) for e in effects] == [
        ("weakened", "save_ends", ()), ("prone", "save_ends", ("cant_stand",))]


# (`M < 0 ならターゲットは減速状態になり、プッシュ 2` was here; the push after the continuative is read now, slowed and push 2:
# tests/test_card_readback_shapes.py)
@pytest.mark.parametrize("clause", ["M < 0 ならターゲットは減速状態になり、霧が晴れる", "M < 2 ならターゲットはスライド 2"])
def test_a_potency_body_kept_as_text_keeps_its_nara(clause):
    """The body after なら is read, but a body that stays text stays as written, なら and all (it was cut off)."""
    from statblock.rulesets.draw_steel.render.clauses import clause_text

    effects, _ = _effects(clause)
    assert clause_text(effects, "ja").replace(" ", "").replace("、なら", "なら") == clause.replace(" ", "")


@pytest.mark.parametrize("clause, resource", [("あなたは勝利を1得る", "勝利"), ("あなたはヒーロートークンを1消費する", "ヒーロートークン")])
def test_an_authors_resource_before_wo_is_still_read(clause, resource):
    """Only names holding more than a name are refused before を (a review found the first fix refused any resource
    the ruleset does not know, which `you gain 1 Victory` reads)."""
    (effect,), _ = _effects(clause)
    assert (effect.kind, effect.resource) == ("resource", resource)


@pytest.mark.parametrize("clause, kinds", [
    ("can't stand (save ends)", [("condition", "can't stand", True)]),
    ("prone (EoT), can't stand (save ends)", [("condition", "prone", False), ("condition", "can't stand", True)]),
    ("burning, can't stand (save ends)", [("condition", "burning", True), ("condition", "can't stand", True)]),
], ids=["alone", "condition-with-its-own-duration", "after-a-status-of-its-own"])
def test_a_rider_is_not_joined_where_and_would_say_otherwise(clause, kinds):
    """A rider alone, or after a condition that lasts otherwise or a status of the ability's own, stays as it was."""
    effects, _ = _effects(clause)
    assert [(e.kind, e.condition, e.custom) for e in effects] == kinds


@pytest.mark.parametrize("clause, kinds", [
    ("ターゲットは伏せ状態になり回復を1消費する", ["text"]),
    ("減速 回復を1消費する", ["text"]),
    ("M < 2 なら回復を1消費する", ["potency"]),
    ("M < 2 なら悪意を1失う", ["potency"]),
    ("サージを2得る", ["resource"]),
    ("回復を1消費する", ["resource"]),
    ("ターゲットは速度を2失う (EoT)", ["stat"]),
    ("一時的スタミナを5得る", ["temporary_stamina"]),
], ids=["condition-before", "condition-and-blank-before", "potency-spend", "potency-lose", "gain", "spend", "statistic",
        "temporary-stamina"])
def test_only_what_is_gained_or_spent_stands_before_wo(clause, kinds):
    """`…を1消費する`, `…を1失う`: any run of words before を was the resource's name (a review's finding: a resource named
    `伏せ状態になり回復`, or `m < 2   回復` with the potency lost, in silence); only a resource, a statistic, temporary
    Stamina or a damage modifier stands there now, the rest read as before (a potency, or text)."""
    effects, _ = _effects(clause)
    assert [e.kind for e in effects] == kinds
    for effect in effects:
        if effect.kind == "potency":
            (inner,) = effect.effects
            assert (inner.kind, inner.resource) in (("resource", "recovery"), ("resource", "malice"))


@pytest.mark.parametrize("clause", ["M < 2 なら", "筋力 < 2 の場合", "Ｍ＜２なら、"], ids=["nara", "no-baai", "full-width"])
def test_a_potency_with_nara_and_nothing_after_is_sb117(clause):
    """As `M < 2` with nothing after it is (SB117); with its なら it was text, said nowhere (a review's finding)."""
    effects, codes = _effects(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB117"]


@pytest.mark.parametrize("clause, english", [("あなたは悪意を3消費する", "you spend 3 Malice"),
                                             ("ターゲットは回復を1消費する", "the target spends a Recovery")],
                         ids=["you", "the-target"])
def test_a_spend_said_of_you_has_the_verbs_base_form_in_english(clause, english):
    """`you spends 3 Malice` on the English card of a Japanese spend (a review's finding)."""
    effects, _ = _effects(clause)
    assert effect_text(effects[0], "en") == english
