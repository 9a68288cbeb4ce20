"""A list of conditions written with commas alone (`dazed, slowed, weakened (EoT)`, `朦朧、減速、衰弱 (EoT)`) shares the
duration written once at its end, as with `and` (seed 000: a duration at the end of an effect's description ends the
effect): each condition of it, not the last alone (the others were for ever). What is no list keeps its own: a potency
between (`slowed, M < WEAK weakened`), a duration before a comma, a forced move, words that name no condition."""
from __future__ import annotations

import json

import pytest

from statblock import cli
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

HEADS = {"en": "Power Roll + Might:", "ja": "パワーロール + 筋力:"}
LISTS = [
    # (as written, its language, the English card, the Japanese card)
    ("dazed, slowed, weakened (EoT)", "en", "dazed, slowed, and weakened (EoT)", "朦朧、減速、および衰弱 (EoT)"),
    ("朦朧、減速、衰弱 (EoT)", "ja", "dazed, slowed, and weakened (EoT)", "朦朧、減速、および衰弱 (EoT)"),
    ("prone, slowed (save ends)", "en", "prone and slowed (save ends)", "伏せ、および減速 (セーヴ終了)"),
    ("dazed, frightened of you (EoT)", "en", "dazed and frightened of you (EoT)", "朦朧、およびあなたに対して恐怖 (EoT)"),
    ("伏せ、減速 (セーヴ終了)", "ja", "prone and slowed (save ends)", "伏せ、および減速 (セーヴ終了)"),
]


def _tier_effects(text: str, lang: str) -> tuple:
    result = read_text("x.ability", f"X\n{HEADS[lang]}\n≤11: 2 damage; {text}\n12-16: 5 damage\n17+: 7 damage\n")
    assert not result.diagnostics
    return result.abilities[0].power_roll.tiers[0].effects[1:]


@pytest.mark.parametrize(("text", "lang", "english", "japanese"), LISTS, ids=[row[0] for row in LISTS])
def test_a_list_with_commas_alone_shares_its_last_duration(text, lang, english, japanese):
    effects = _tier_effects(text, lang)
    kind = effects[-1].duration.kind
    assert [e.duration and e.duration.kind for e in effects] == [kind] * len(effects) and len(effects) > 1
    assert (clause_text(effects, "en"), clause_text(effects, "ja")) == (english, japanese)
    for language in ("en", "ja"):  # (each card reads back to the same effects)
        assert clause_effects(clause_text(effects, language)) == effects, language


KEPT = [
    # (as written, [(condition, duration kind)] of its conditions, gated ones inside their gate)
    ("slowed, M < WEAK weakened (save ends)", [("slowed", None), ("weakened", "save_ends")]),
    ("減速、M < 弱、衰弱 (セーヴ終了)", [("slowed", None), ("weakened", "save_ends")]),
    ("slowed (save ends), dazed, weakened (EoT)", [("slowed", "save_ends"), ("dazed", None), ("weakened", "end_of_turn")]),
    ("減速 (セーヴ終了)、朦朧、衰弱 (EoT)", [("slowed", "save_ends"), ("dazed", None), ("weakened", "end_of_turn")]),
    ("prone, push 2", [("prone", None)]),
    ("伏せ、プッシュ 2", [("prone", None)]),
    ("dazed, push 2, slowed (EoT)", [("dazed", None), ("slowed", "end_of_turn")]),
    ("dazed, the target can't hide (EoT)", [("dazed", None), ("can't hide", "end_of_turn")]),  # (a status of its own)
]


@pytest.mark.parametrize(("text", "conditions"), KEPT, ids=[row[0] for row in KEPT])
def test_what_is_no_list_keeps_its_own(text, conditions):
    effects = clause_effects(text)
    said = [c for e in effects for c in (e.effects if isinstance(e, fx.PotencyGate) else (e,))
            if isinstance(c, fx.ApplyCondition)]
    assert [(c.condition, c.duration and c.duration.kind) for c in said] == conditions
    for language in ("en", "ja"):
        assert clause_effects(clause_text(effects, language)) == effects, language


@pytest.mark.parametrize("text", ["5 damage, dazed, slowed (EoT)", "5 damage, dazed, slowed and weakened (EoT)",
                                  "5 ダメージ、朦朧、減速 (EoT)"])
def test_the_list_after_damage_shares_it(text):
    """The conditions after the damage are the list (`5 damage, dazed, slowed and weakened` left dazed for ever)."""
    effects = clause_effects(text)
    assert isinstance(effects[0], fx.Damage)
    assert {e.duration.kind for e in effects[1:]} == {"end_of_turn"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_condition_with_none_before_one_with_a_duration_is_a_sentence_of_its_own(lang):
    """On a card, conditions that last no while before one that does end their sentence (`slowed. Weakened (save
    ends)`), which reads back so; `slowed, weakened (save ends)` now gives both the duration."""
    effects = (fx.ApplyCondition("dazed"), fx.ApplyCondition("slowed"), fx.ApplyCondition("weakened", fx.SAVE_ENDS))
    written = clause_text(effects, lang)
    assert written == {"en": "dazed and slowed. Weakened (save ends)", "ja": "朦朧、および減速。衰弱 (セーヴ終了)"}[lang]
    assert clause_effects(written) == effects


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_roll_puts_the_duration_on_each(lang, tmp_path, capsys):
    hero = tmp_path / "korva.toml"
    hero.write_text('name = "Korva"\nlevel = 1\n[characteristics]\nmight = 2\nagility = 1\nreason = 0\nintuition = 0\n'
                    'presence = 0\n', encoding="utf-8")
    listed = {"en": "dazed, slowed, weakened (EoT)", "ja": "朦朧、減速、衰弱 (EoT)"}[lang]
    path = tmp_path / "jab.ability"
    path.write_text(f"Jab\n{HEADS[lang]}\n≤11: 2 damage; {listed}\n12-16: 5 damage\n17+: 7 damage\n", encoding="utf-8")
    code = cli.main(["roll", str(path), "--ability", "Jab", "--hero", str(hero), "--tier", "1", "--seed", "1",
                     "--format", "json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [(c["condition"], c["duration"]) for c in out["targets"][0]["condition_details"]] \
        == [(name, {"kind": "end_of_turn"}) for name in ("dazed", "slowed", "weakened")]


@pytest.mark.slow   # (10,000 words in one clause, timed at two sizes: the heavy tier)
def test_ten_thousand_conditions_in_one_list_are_read_in_linear_time():
    from bounds import cpu_seconds, time_bound

    def read(n, word, comma, last):  # (a text of its own each time: a clause read before is not read again)
        return lambda: clause_effects(f"{word}{comma}" * n + last)

    with time_bound(30):
        effects = read(10_000, "dazed", ", ", "weakened (EoT)")()
        small = cpu_seconds(read(2_500, "slowed", ", ", "weakened (EoT)"))
        large = cpu_seconds(read(10_000, "減速", "、", "衰弱 (EoT)"))
    assert len(effects) == 10_001 and {e.duration.kind for e in effects} == {"end_of_turn"}
    assert large < 8 * small + 0.1, (small, large)  # 4 times the words: about 4 times the work (quadratic: 16)


OF_SOMEONE = [
    # (as written, [(condition, duration kind)]): a phrase saying whom it is of starts a list; what is before it keeps
    # no duration (the afternoon's first version gave the target's prone the EoT of your weakened)
    ("the target is prone, you are weakened (EoT)", [("prone", None), ("weakened", "end_of_turn")]),
    ("slowed, you are weakened, the target is prone (EoT)",
     [("slowed", None), ("weakened", None), ("prone", "end_of_turn")]),
    ("the target is dazed, slowed (EoT)", [("dazed", "end_of_turn"), ("slowed", "end_of_turn")]),
    # a Japanese topic, its word one with the condition's, starts a list as `the target is` does (was the first with
    # no duration: `ターゲットは朦朧` named no condition to the list)
    ("ターゲットは朦朧、減速 (EoT)", [("dazed", "end_of_turn"), ("slowed", "end_of_turn")]),
    ("あなたは朦朧、減速 (EoT)", [("dazed", "end_of_turn"), ("slowed", "end_of_turn")]),
    ("ターゲットは伏せ、あなたは衰弱 (EoT)", [("prone", None), ("weakened", "end_of_turn")]),
    ("減速、あなたは衰弱、ターゲットは伏せ (EoT)", [("slowed", None), ("weakened", None), ("prone", "end_of_turn")]),
]


@pytest.mark.parametrize(("text", "conditions"), OF_SOMEONE, ids=[row[0] for row in OF_SOMEONE])
def test_a_phrase_of_someone_starts_a_list(text, conditions):
    effects = clause_effects(text)
    if "あなたは朦朧" in text:  # (both yours, as `you are dazed, slowed (EoT)` says)
        assert effects == clause_effects("you are dazed, slowed (EoT)")
    assert [(e.condition, e.duration and e.duration.kind) for e in effects
            if isinstance(e, fx.ApplyCondition)] == conditions
    for language in ("en", "ja"):  # (each card reads back to the same effects)
        assert clause_effects(clause_text(effects, language)) == effects, language


@pytest.mark.parametrize("text", ["prone and can't stand, slowed (save ends)",
                                  "dazed, prone and can't stand, slowed (EoT)"])
def test_a_condition_with_a_rider_before_a_lasting_one_is_printed_with_a_comma(text):
    # (the reader's list stops at the rider's phrase, so the lasting condition after it is alone: the card's
    # `prone and can't stand. Slowed (save ends)` read back as text, SB138)
    effects = clause_effects(text)
    assert "can't stand, slowed" in clause_text(effects, "en")
    for language in ("en", "ja"):
        assert clause_effects(clause_text(effects, language)) == effects, language


@pytest.mark.parametrize(("text", "lang"), [("burning, dazed, slowed (EoT)", "en"), ("dazed, burning (EoT)", "en"),
                                             ("5 damage, burning, slowed (save ends)", "en"),
                                             ("「burning」状態、朦朧、減速 (EoT)", "ja")])
def test_a_word_that_names_no_condition_is_in_the_list_and_said(text, lang):
    """`burning` is no Draw Steel condition: a status of the ability's own, which SB111 says, and in a list of
    conditions the duration at the end is its too (it had none, in silence, and the card `the target is burning, dazed,
    and slowed (EoT)` read back with one)."""
    result = read_text("x.ability", f"X\n{HEADS[lang]}\n≤11: 2 damage; {text}\n12-16: 5 damage\n17+: 7 damage\n")
    effects = [e for e in result.abilities[0].power_roll.tiers[0].effects if isinstance(e, fx.ApplyCondition)]
    kind = effects[-1].duration.kind
    assert [e.duration and e.duration.kind for e in effects] == [kind] * len(effects)
    assert "burning" in [e.condition for e in effects if e.custom]
    if lang == "en":
        assert "SB111" in [d.code for d in result.diagnostics]  # (the word said, at its place)
    for language in ("en", "ja"):
        assert clause_effects(clause_text(effects, language)) == tuple(effects), language
