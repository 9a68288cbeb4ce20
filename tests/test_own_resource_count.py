"""A count of a resource the ability defines, as a tier's outcome: the Summoner's Essence Transfer gives `2 charges
(see below)`, `3 charges`, `4 charges`, which its Effect spends (`You can spend charges to activate one of the
following effects`). Kept as text, the tiers' one difference was unread. Now the one using the ability gains that
many (`ResourceChange`, the resource as written, no verb), only when the ability's own text says spending it; a
count of anything else stays words. Japanese as seed 000 counts a resource (`2 サージを消費して`): `2 チャージ`,
spent as `チャージを消費`. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import tier_clauses

HEAD = "Test Siphon\nMagic, Melee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + 2:\n"


def _ability(clause: str, effect: str):
    text = HEAD + f"≤11: 2 damage; {clause}\n12-16: 5 damage; 9 charges\n17+: 8 damage; 9 charges\nEffect: {effect}\n"
    result = read_text("t.ability", text)
    (ability,) = result.abilities
    # (the diagnostics of the first tier's line: the others' `9 charges` are text in a Japanese ability, SB138)
    return ability, [d.code for d in result.diagnostics if d.span.line == 5]


def _gain(count, what):
    return {"kind": "resource", "who": None, "resource": what, "amount": count, "verb": ""}


SPEND = "You can spend charges to activate one of the following effects."

# (id, clause, the ability's Effect, the clause's effects after the damage)
COUNTS = [
    ("digits", "2 charges", SPEND, [_gain(2, "charges")]),
    ("see-below", "2 charges (see below)", SPEND, [_gain(2, "charges"), {"kind": "reference", "text": "below"}]),
    ("word", "three charges", SPEND, [_gain(3, "charges")]),
    ("spend-a-count", "2 charges", "You can spend 2 charges to shift 1 square.", [_gain(2, "charges")]),
    ("ja", "2 チャージ", "チャージを消費して、以下の効果を一つ起動できる。", [_gain(2, "チャージ")]),
    ("ja-full-width", "２チャージ", "チャージを 1 消費して、1 マスシフトできる。", [_gain(2, "チャージ")]),
    # nothing says the ability spends them: the words as written
    ("not-spent", "2 charges", "The charges glow.", [{"kind": "text", "text": "2 charges"}]),
    ("other-noun", "2 sparks", SPEND, [{"kind": "text", "text": "2 sparks"}]),
]


@pytest.mark.parametrize(("clause", "effect", "effects"), [c[1:] for c in COUNTS], ids=[c[0] for c in COUNTS])
def test_a_count_of_what_the_ability_spends(clause, effect, effects):
    from statblock.rulesets.draw_steel.runtime.effect_json import dump

    ability, codes = _ability(clause, effect)
    assert [dump(e) for e in ability.power_roll.tiers[0].effects][1:] == effects
    # (words kept as text are said so: SB138, an information)
    assert codes == (["SB138"] if any(e["kind"] == "text" for e in effects) else [])


@pytest.mark.parametrize(("clause", "effect", "lang", "written"), [
    ("2 charges (see below)", SPEND, "en", "2 charges (see below)"),
    ("2 チャージ", "チャージを消費して、以下の効果を一つ起動できる。", "ja", "2 チャージ"),
], ids=["en", "ja"])
def test_the_count_is_written_back_as_it_is_read(clause, effect, lang, written):
    ability, _ = _ability(clause, effect)
    assert tier_clauses(ability.power_roll.tiers[0], lang)[1] == written


def test_a_count_lowered_on_its_own_first_is_still_read_in_the_ability():
    """The Japanese card and the canonical form lower each clause on its own (no ability to say what it spends): `7
    charges` was kept as text there, and that text was remembered for the clause, so the ability read after it (the
    file read back by `convert --lang ja`) had text where the resource was: `convert` refused the file."""
    from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
    from statblock.rulesets.draw_steel.runtime.effect_json import dump

    assert [dump(e)["kind"] for e in clause_effects("7 charges")] == ["text"]  # on its own: nothing spends them
    ability, _ = _ability("7 charges", SPEND)
    assert [dump(e) for e in ability.power_roll.tiers[0].effects][1:] == [_gain(7, "charges")]


def test_a_published_layout_converts_to_japanese_with_its_count():
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    text = HEAD + "≤11: 2 damage; 6 charges (see below)\n12-16: 5 damage; 8 charges\n17+: 8 damage; 11 charges\n" \
        f"Effect: {SPEND}\n"
    result = read_text("t.ability", text)
    conversion = convert_result(result, "ability", "out/t.ability", "ja")
    assert conversion.problems == () and "8 「charges」" in conversion.text


def test_a_japanese_conversion_quotes_the_counted_word_and_reads_it_back():
    """`convert --lang ja` translated each clause on its own, where `9 charges` is text: the English was left
    unquoted on the Japanese file (`9 charges`, `2 charges (see below)`). Read in the ability, the count is the
    charges, and its Japanese `9 「charges」` (and `（「below」参照）`, the reference as the cards write it) reads back
    to it in the converted file."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    text = HEAD + "≤11: 2 damage; 6 charges (see below)\n12-16: 5 damage; 9 charges\n17+: 8 damage; 9 charges\n" \
        f"Effect: {SPEND}\n"
    conversion = convert_result(read_text("t.ability", text), "ability", "out/t.ability", "ja")
    assert conversion.problems == ()
    assert "; 9 「charges」" in conversion.text and "6 「charges」 （「below」参照）" in conversion.text
    (again,) = read_text("out/t.ability", conversion.text).abilities
    from statblock.rulesets.draw_steel.runtime.effect_json import dump

    assert [dump(e) for e in again.power_roll.tiers[0].effects][1:] == [_gain(6, "charges"),
                                                                          {"kind": "reference", "text": "below"}]
