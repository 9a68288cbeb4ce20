"""A signature ability given a cost too, in one pair of parentheses (`Jab (Signature, 3 Wrath)`): the cost was taken
for a tag (`, 3 Wrath`) and lost in silence. It is read, so that SB153 says a signature ability costs nothing, and
every output keeps both (the converted file reads back to the same ability)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.convert import convert_result

BODY = ("\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
        "≤11: 2 damage\n12-16: 5 damage\n17+: 8 damage\n")


def _read(text: str, path: str = "t.ability"):
    result = read_text(path, text)
    (ability,) = result.abilities
    return ability, [d.code for d in result.diagnostics]


@pytest.mark.parametrize("paren", ["Signature, 3 Wrath", "3 Wrath, Signature", "Signature; 3 Wrath",
                                   "シグネチャー、3 憤怒", "Signature / 3 Wrath"])
def test_a_signature_with_a_cost_keeps_both_and_is_said(paren):
    ability, codes = _read(f"Jab ({paren})" + BODY)
    assert (ability.signature, ability.cost_amount, ability.cost_resource, ability.tag) == (True, 3, "wrath", None)
    assert codes == ["SB153"]


@pytest.mark.parametrize("paren, tag", [("Signature", None), ("Signature Ability", None), ("Signature, Magic", ", Magic"),
                                        ("3 Wrath", None)])
def test_other_parentheses_read_as_before(paren, tag):
    ability, codes = _read(f"Jab ({paren})" + BODY)
    assert ability.tag == tag and codes == []
    assert ability.signature == paren.startswith("Signature") and (ability.cost_amount is not None) == ("Wrath" in paren)


@pytest.mark.parametrize("to, lang, said", [("ability", "en", "Jab (Signature, 3 Wrath)"),
                                            ("ability", "ja", "Jab (シグネチャー、3 憤怒)"),
                                            ("md", "en", "###### Jab (Signature, 3 Wrath)")])
def test_converted_the_signature_and_the_cost_stay(to, lang, said):
    """`convert` printed only the cost (`Jab (3 Wrath)`): the ability read back was no longer a signature one."""
    source = "Jab (Signature, 3 Wrath)" + BODY
    converted = convert_result(read_text("t.ability", source), to, f"out.{'md' if to == 'md' else 'ability'}", lang)
    assert converted.problems == () and said in converted.text
    ability, codes = _read(converted.text, f"out.{'md' if to == 'md' else 'ability'}")
    assert (ability.signature, ability.cost_amount, ability.cost_resource) == (True, 3, "wrath") and codes == ["SB153"]
