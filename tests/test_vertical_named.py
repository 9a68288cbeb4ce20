"""A clause that makes a named forced movement vertical, and a potency written with no `;` before it.

The Summoner's `push 4 M < WEAK push is vertical` (The Champion's Wrath) and the hags' `Slide 2; R < 1 the slide
is vertical` were kept as text: only `the forced movement is vertical` was read (`MakeVertical`). A clause that
names the movement (`the slide is vertical`, `push is vertical`, `スライドは垂直になる`) now makes that movement
vertical (`movement` added to the effect, only where named). A potency after an effect with blanks only between
(`push 4 M < WEAK ...`) is read as if `;` stood there, with SB135 saying it is missing. Short examples written
for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.apply import apply_tier
from statblock.rulesets.draw_steel.runtime.effect_json import dump, load
from statblock.rulesets.draw_steel.runtime.hero import Target

HEAD = "Test Gust\nMagic, Ranged, Strike | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + 2:\n"


def _tier1(clause: str):
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 9 damage; push 9\n17+: 9 damage; push 9\n")
    (ability,) = result.abilities
    tier = ability.power_roll.tiers[0]
    return [dump(e) for e in tier.effects], [d.code for d in result.diagnostics]


def _gate(effects):
    return [{"kind": "potency", "characteristic": "reason", "strength": None, "value": 1, "effects": effects}]


SLIDE = [{"kind": "forced_move", "movement": "slide", "distance": 2, "vertical": False}]
PUSH = [{"kind": "forced_move", "movement": "push", "distance": 2, "vertical": False}]

# (id, tier clause, effects)
NAMED = [
    ("the-slide", "slide 2; R < 1 the slide is vertical", SLIDE + _gate([{"kind": "vertical", "movement": "slide"}])),
    ("bare-push", "push 2; R < 1 push is vertical", PUSH + _gate([{"kind": "vertical", "movement": "push"}])),
    ("full-stop", "push 2; R < 1 The push is vertical.", PUSH + _gate([{"kind": "vertical", "movement": "push"}])),
    ("every", "push 2; R < 1 the forced movement is vertical", PUSH + _gate([{"kind": "vertical"}])),
    ("every-no-the", "push 2; R < 1 forced movement is vertical", PUSH + _gate([{"kind": "vertical"}])),
    ("and-condition", "slide 2; R < 1 the slide is vertical, and the target is restrained (EoT)",
     SLIDE + _gate([{"kind": "vertical", "movement": "slide"},
                    {"kind": "condition", "condition": "restrained", "duration": {"kind": "end_of_turn"},
                     "riders": [], "custom": False}])),
    ("ja-push", "プッシュ 2; R < 1 プッシュは垂直になる", PUSH + _gate([{"kind": "vertical", "movement": "push"}])),
    ("ja-polite", "スライド 2; R < 1 スライドは垂直になります。",
     SLIDE + _gate([{"kind": "vertical", "movement": "slide"}])),
    ("ja-every", "プッシュ 2; R < 1 強制移動は垂直になる", PUSH + _gate([{"kind": "vertical"}])),
    ("ja-seed-spelling", "プッシュ 2; R < 1 強制的移動は垂直になる", PUSH + _gate([{"kind": "vertical"}])),
    # no forced movement of that name: words kept as written
    ("unknown-move", "push 2; R < 1 the shove is vertical", PUSH + _gate([{"kind": "text", "text": "the shove is vertical"}])),
]


@pytest.mark.parametrize(("clause", "effects"), [n[1:] for n in NAMED], ids=[n[0] for n in NAMED])
def test_a_named_forced_movement_made_vertical(clause, effects):
    said, codes = _tier1(clause)
    assert said == effects and "SB135" not in codes


def test_only_the_named_movement_becomes_vertical():
    moves = (fx.ForcedMove("push", 3), fx.ForcedMove("slide", 2), fx.MakeVertical("slide"))
    result = apply_tier(moves, Target("t", {}, 10))
    assert result.forced_moves == (fx.ForcedMove("push", 3), fx.ForcedMove("slide", 2, True))
    every = apply_tier((*moves[:2], fx.MakeVertical()), Target("t", {}, 10))
    assert every.forced_moves == (fx.ForcedMove("push", 3, True), fx.ForcedMove("slide", 2, True))


@pytest.mark.parametrize(("effect", "lang", "written"), [
    (fx.MakeVertical("push"), "en", "the push is vertical"),
    (fx.MakeVertical("slide"), "ja", "スライドは垂直になる"),
    (fx.MakeVertical(), "en", "the forced movement is vertical"),
    (fx.MakeVertical(), "ja", "強制移動は垂直になる"),
], ids=["en-named", "ja-named", "en-every", "ja-every"])
def test_a_vertical_clause_is_written_back_and_reads_the_same(effect, lang, written):
    assert clause_text([effect], lang) == written
    assert load(dump(effect)) == effect
    said, _ = _tier1(f"{'push' if lang == 'en' else 'プッシュ'} 2; R < 1 {written}")
    assert load(said[-1]["effects"][0]) == effect


# (id, tier clause, effects, SB135 expected)
BARE = [
    ("push-then-potency", "push 2 R < 1 push is vertical", PUSH + _gate([{"kind": "vertical", "movement": "push"}]),
     True),
    ("damage-then-potency", "2 damage R < 1 prone",
     [{"kind": "damage", "amount": 2, "characteristics": [], "damage_type": None},
      *_gate([{"kind": "condition", "condition": "prone", "duration": None, "riders": [], "custom": False}])], True),
    ("ja-full-width", "プッシュ 2 Ｒ＜１ 伏せ",
     PUSH + _gate([{"kind": "condition", "condition": "prone", "duration": None, "riders": [], "custom": False}]),
     True),
    ("with-semicolon", "push 2; R < 1 push is vertical", PUSH + _gate([{"kind": "vertical", "movement": "push"}]),
     False),
    # a head that is words of its own: no guess, the whole clause kept as written
    ("prose-head", "the target is hurt R < 1 prone", [{"kind": "text", "text": "the target is hurt R < 1 prone"}],
     False),
    ("in-brackets", "2 damage (unless R < 1) prone",
     [{"kind": "text", "text": "2 damage (unless R < 1) prone"}], False),
]


@pytest.mark.parametrize(("clause", "effects", "warned"), [b[1:] for b in BARE], ids=[b[0] for b in BARE])
def test_a_potency_with_no_semicolon_before_it(clause, effects, warned):
    said, codes = _tier1(clause)
    assert said == effects
    assert ("SB135" in codes) == warned


def test_sb133_names_the_potency_and_the_effect():
    result = read_text("t.ability", HEAD + "≤11: 2 damage; push 2 R < 1 prone\n12-16: 9 damage; push 9\n"
                                           "17+: 9 damage; push 9\n")
    (diagnostic,) = [d for d in result.diagnostics if d.code == "SB135"]
    assert diagnostic.severity.value == "warning"
    assert diagnostic.span.source.text[diagnostic.span.start:diagnostic.span.end] == "R < 1"
    assert str(diagnostic.suggestion.render("en")) == "write `;` before `R < 1`: `push 2; R < 1`"
