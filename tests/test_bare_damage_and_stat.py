"""Two tier clauses of the Summoner's book that stayed text: damage of a characteristic alone (Summoner's Sword,
`R damage`, then `2 + R damage`) and a statistic set with no one named behind a potency (Freezing Howl,
`M < STRONG speed is 0 (EoT)`). The first is `0 + R damage` as written shorter (and a card writes it so back);
the second is the target's speed, as Japanese `速度は 0 になる (EoT)` was already read and as a card of it wrote it
in English (`speed is 0 (EoT)`), which did not read back. Short examples written for these tests."""

from __future__ import annotations

import json

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime.effect_json import dump, load

HEAD = "Test Blade\nMagic, Melee, Strike | Main action\n📏 Melee 3 | 🎯 One creature\nPower Roll + Reason:\n"


def _tier1(clause: str):
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 9 + R damage\n17+: 9 + R damage\n")
    (ability,) = result.abilities
    return [dump(e) for e in ability.power_roll.tiers[0].effects], [d.code for d in result.diagnostics]


def _said(effects) -> list[str]:
    """The codes a tier of `effects` is told with: SB138 (an information) for words kept as text, nothing else."""
    return ["SB138"] if '"kind": "text"' in json.dumps(effects) else []


def _damage(chars, damage_type=None):
    return {"kind": "damage", "amount": 0, "characteristics": chars, "damage_type": damage_type}


# (id, clause, effects)
DAMAGE = [
    ("letter", "R damage", [_damage(["reason"])]),
    ("letter-type", "R fire damage", [_damage(["reason"], "fire")]),
    ("letters", "R or I damage", [_damage(["reason", "intuition"])]),
    ("ja", "R ダメージ", [_damage(["reason"])]),
    ("ja-full-width-type", "Ｒ 火炎ダメージ", [_damage(["reason"], "fire")]),
    # no characteristic's letter, or no damage type the ruleset knows: the words as written
    ("not-a-letter", "Q damage", [{"kind": "text", "text": "Q damage"}]),
    ("unknown-type", "R frost damage", [{"kind": "text", "text": "R frost damage"}]),
]


@pytest.mark.parametrize(("clause", "effects"), [d[1:] for d in DAMAGE], ids=[d[0] for d in DAMAGE])
def test_damage_of_a_characteristic_alone(clause, effects):
    said, codes = _tier1(clause)
    assert said == effects and codes == _said(effects)


@pytest.mark.parametrize(("lang", "written"), [("en", "R damage"), ("ja", "R ダメージ")], ids=["en", "ja"])
def test_damage_of_a_characteristic_alone_is_written_as_it_reads(lang, written):
    said, _ = _tier1(written)
    (effect,) = [load(e) for e in said]
    assert clause_text([effect], lang) == written


def _stat(duration="end_of_turn"):
    return {"kind": "stat", "who": None, "stat": "speed", "value": 0, "halved": False,
            "duration": {"kind": duration}, "verb": "is"}


STATS = [
    ("gated", "2 damage; M < 1 speed is 0 (EoT)",
     [{"kind": "potency", "characteristic": "might", "strength": None, "value": 1, "effects": [_stat()]}]),
    ("alone", "2 damage; speed is 0 (save ends)", [_stat("save_ends")]),
    ("halved", "2 damage; M < 1 stability is halved (EoT)",
     [{"kind": "potency", "characteristic": "might", "strength": None, "value": 1, "effects": [
         {"kind": "stat", "who": None, "stat": "stability", "value": None, "halved": True,
          "duration": {"kind": "end_of_turn"}, "verb": "is"}]}]),
    # a word that is no statistic: as written
    ("no-statistic", "2 damage; M < 1 courage is 0 (EoT)",
     [{"kind": "potency", "characteristic": "might", "strength": None, "value": 1,
       "effects": [{"kind": "text", "text": "courage is 0 (EoT)"}]}]),
]


@pytest.mark.parametrize(("clause", "effects"), [s[1:] for s in STATS], ids=[s[0] for s in STATS])
def test_a_statistic_set_with_no_one_named(clause, effects):
    said, codes = _tier1(clause)
    assert said[1:] == effects and codes == _said(effects)


def test_the_english_card_of_the_japanese_reads_back_the_same():
    said, _ = _tier1("2 damage; M < 1 速度は 0 になる (EoT)")
    gate = load(said[1])
    english = clause_text([gate], "en")
    assert english == "M < 1 speed is 0 (EoT)"
    again, _ = _tier1(f"2 damage; {english}")
    assert load(again[1]) == gate
