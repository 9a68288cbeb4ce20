"""A forced move said of the creature moved (`one target is vertical pushed up to 3 squares`,
`1体のターゲットは垂直に最大2マス押し戻される`): a card in either language keeps who is moved, `vertical`
and `up to`, and what it prints reads back to the same effects.

Was: an English card of a vertical forced move on some targets printed `vertical push 2 squares` (who
was dropped); a Japanese card printed `1体のターゲットは垂直 プッシュ 3 スクエア` (read as text) and, of
`the target is pushed 2 squares`, `プッシュ 2 スクエア`; `ターゲットは最大2マス押し戻される` was text."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.authoring.convert import convert_result
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime import effect_json

from conftest import ON_THE_CORPUS, corpus_tier_clauses
from test_japanese_readback import HEAD, _compiled, _dumped

# (id, clause as written, the English card, the Japanese card)
CARDS = [
    ("en-vertical-some", "one target is vertical pushed up to 3 squares",
     "one target is vertical pushed up to 3 squares", "1体のターゲットは垂直に最大 3 スクエア押し戻される"),
    ("en-vertical-some-exact", "one target is vertical pushed 2 squares",
     "one target is vertical pushed 2 squares", "1体のターゲットは垂直に 2 スクエア押し戻される"),
    ("en-passive", "the target is pushed 2 squares",
     "the target is pushed 2 squares", "ターゲットは 2 スクエア押し戻される"),
    ("en-passive-up-to", "the target is pushed up to 2 squares",
     "the target is pushed up to 2 squares", "ターゲットは最大 2 スクエア押し戻される"),
    ("en-passive-other-slid", "the other target is slid up to 2 squares",
     "the other target is slid up to 2 squares", "もう1体のターゲットは最大 2 スクエア滑らされる"),
    ("en-passive-pulled-one", "one target is pulled 1 square",
     "one target is pulled 1 square", "1体のターゲットは 1 スクエア引き寄せられる"),
    ("ja-vertical-some", "1体のターゲットは垂直に2マス押し戻される",
     "one target is vertical pushed 2 squares", "1体のターゲットは垂直に 2 スクエア押し戻される"),
    ("ja-vertical-some-name", "1体のターゲットは垂直プッシュ 2 スクエア",
     "one target is vertical pushed 2 squares", "1体のターゲットは垂直に 2 スクエア押し戻される"),
    ("ja-up-to", "ターゲットは最大2マス押し戻される",
     "the target is pushed up to 2 squares", "ターゲットは最大 2 スクエア押し戻される"),
    ("ja-vertical-up-to", "ターゲットは垂直に最大2マス押し戻される",
     "the target is vertical pushed up to 2 squares", "ターゲットは垂直に最大 2 スクエア押し戻される"),
    ("ja-some", "1体のターゲットはプッシュ 2 スクエア",
     "one target is pushed 2 squares", "1体のターゲットは 2 スクエア押し戻される"),
    # the notation's own form stays so
    ("plain", "push 2", "push 2", "プッシュ 2"),
    ("plain-vertical", "vertical slide 2", "vertical slide 2", "垂直 スライド 2"),
    ("ja-plain-passive", "ターゲットは2マス押し戻される", "push 2 squares", "プッシュ 2 スクエア"),
]


@pytest.mark.parametrize("clause, english, japanese", [pytest.param(c, e, j, id=i) for i, c, e, j in CARDS])
def test_a_forced_move_keeps_who_is_moved_and_reads_back_in_both_languages(clause, english, japanese):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["forced_move"] and codes == []
    assert clause_text(effects, "en") == english
    assert clause_text(effects, "ja") == japanese
    for printed in (english, japanese):
        again, again_codes = _compiled(printed)
        assert _dumped(again) == _dumped(effects), printed
        assert again_codes == []


@pytest.mark.parametrize("clause, up_to, dumped", [
    pytest.param("ターゲットは最大2マス押し戻される", True, True, id="ja-up-to-dumped"),
    pytest.param("1体のターゲットは垂直に2マス押し戻される", False, False, id="ja-no-up-to"),
    # `said` spells it already: the JSON is what it was (no `up_to` key)
    pytest.param("one target is pushed up to 3 squares", True, False, id="en-said-spells-it"),
    pytest.param("push 3", False, False, id="plain"),
])
def test_up_to_is_how_a_forced_move_was_written_not_what_it_does(clause, up_to, dumped):
    (effect,), _ = _compiled(clause)
    assert effect.up_to is up_to
    data = effect_json.dump(effect)
    assert ("up_to" in data) is dumped
    assert effect_json.load(data).up_to is up_to
    assert effect == fx.ForcedMove(effect.movement, effect.distance, effect.vertical, effect.characteristics,
                                   effect.toward, effect.subject)  # up to 2 is at most 2: the same effect


@pytest.mark.parametrize("clause", [
    "垂直 3",                              # no forced move named
    "ターゲットは垂直に2マスシフトする",   # a creature's own move is not vertical so
    "あなたはターゲットを垂直に2マス押し戻される",  # the passive, of a creature named with を
])
def test_a_vertical_or_up_to_where_no_forced_move_is_said_stays_text(clause):
    effects, _ = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and effects[0].text == clause


# ---- who, written at the start of a sentence -------------------------------------------------------

@pytest.mark.parametrize("clause, japanese", [
    pytest.param("The target gains 5 temporary Stamina", "ターゲットは一時的スタミナ 5 を得る", id="temporary-stamina"),
    pytest.param("Each target gains 2 surges", "各ターゲットはサージ 2 を得る", id="resource"),
    pytest.param("The target takes a bane on the strike", "ターゲットはそのストライクに不利を受ける", id="bane"),
    pytest.param("You teleport the target up to 4 squares", "あなたはターゲットを最大 4 スクエアテレポートする",
                 id="own-move"),
    pytest.param("Any target whose Stamina is equal to or less than 8 dies",
                 "スタミナが 8 以下のいずれかのターゲットは死亡する", id="slay"),
    pytest.param("The enemy's stability is halved (EoT)", "敵の安定性は半減する (EoT)", id="stat"),
    # (a status the vocabulary names, in its Japanese; any other in the author's words, its capitals kept: test_status_case.py)
    pytest.param("The target can't regain Stamina (save ends)", "ターゲットはスタミナを回復できない (セーヴ終了)",
                 id="custom-status"),
    pytest.param("One target is pushed 2 squares", "1体のターゲットは 2 スクエア押し戻される", id="forced-some"),
])
def test_who_written_with_a_capital_reads_back_from_the_japanese_card(clause, japanese):
    """A Japanese card has no capitals: `ターゲットは…` reads `the target`, the same creature as `The target`
    at the start of the sentence (was: a different `who`, so 48 corpus clauses did not read back)."""
    effects, codes = _compiled(clause)
    assert "text" not in {e.kind for e in effects}
    assert clause_text(effects, "ja") == japanese
    again, again_codes = _compiled(japanese)
    assert again == effects and again_codes == codes
    assert effect_json.dump(effects[0]) != effect_json.dump(again[0])  # the JSON keeps who as written (`The target`)


@pytest.mark.parametrize("one, other", [
    pytest.param(fx.TemporaryStamina("the target", 5), fx.TemporaryStamina("the ally", 5), id="another-creature"),
    pytest.param(fx.ResourceChange("The Director", "malice", 1), fx.ResourceChange("the director", "malice", 1),
                 id="only-the-first-letter"),
])
def test_only_a_capital_at_the_start_is_layout(one, other):
    assert one != other


@pytest.mark.slow
@ON_THE_CORPUS
def test_every_corpus_clause_printed_in_japanese_reads_back_to_the_same_effects(figure):
    """Every tier clause of the corpus the grammar structures, printed by a Japanese card and read back,
    is what its source reads as (was 5057 of 5111: 6 vertical forced moves on some targets, 48 a `who`
    written with a capital)."""
    structured = same = 0
    misses = []
    for _, part, effects in corpus_tier_clauses():
        if all(isinstance(e, fx.Text) for e in effects):
            continue
        structured += 1
        japanese = clause_text(effects, "ja")
        if clause_effects(japanese) == clause_effects(part.text):
            same += 1
        else:
            misses.append((part.text, japanese))
    figure(f"corpus tier clauses whose Japanese card reads back the same: {same}/{structured}")
    assert structured > 5000
    assert misses == [], misses[:10]


@pytest.mark.parametrize("clause, converted", [
    # `who` with a capital: the JSON keeps `The target`, which the Japanese reads back as `the target`; the capital is
    # spelling, as a verb's words are (`meaning.without_wording`): translated (was kept in English)
    pytest.param("The target gains 5 temporary Stamina", "ターゲットは一時的スタミナ 5 を得る", id="capital"),
    pytest.param("the target gains 5 temporary Stamina", "ターゲットは一時的スタミナ 5 を得る", id="translated"),
    pytest.param("one target is vertical pushed up to 3 squares", "1体のターゲットは垂直に最大 3 スクエア押し戻される",
                 id="forced-translated"),
])
def test_convert_to_japanese_keeps_the_json_of_who(clause, converted):
    """`convert --lang ja`: a clause is translated only where the converted file's JSON is the original's, up to
    spelling (a verb's words, a capital at a sentence's start)."""
    source = HEAD + f"≤11: 3 damage; {clause}\n12-16: 5 damage\n17+: 8 damage\n"
    conversion = convert_result(read_text("t.ability", source), "ability", "t.ability", "ja")
    assert conversion.problems == ()
    assert f"; {converted}\n" in conversion.text
