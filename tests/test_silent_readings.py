"""Tier clauses that were read as something they are not, with no word said: a checker is trusted only if it is never
silently wrong. Each is now read as what it is, or kept as text with a diagnostic that says so.

Was: `ターゲットは R マスシフトする` (a shift by a characteristic's distance) was a condition named `r マスシフトする`,
`the target is R` one named `r`; `the target takes a bane on strikes until the end of their next turn` had the bane on
`strikes until the end of their next turn` and no duration; `one target is pushed up to 2 squares and prone` put prone
on every target (`and is prone`, `and knocked prone` on the one); `the target takes a bane on strikes and is slowed
(save ends)` was text, said nowhere; `ターゲットはストライクに不利を受け（セーヴ終了）、減速（セーヴ終了）` a status named
`ストライクに不利を受け`. Short notation of our own."""

from __future__ import annotations

import itertools
import re

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx

from test_japanese_readback import HEAD, _compiled, _dumped


def _flat(effects):
    for effect in effects:
        yield effect
        if isinstance(effect, fx.PotencyGate):
            yield from _flat(effect.effects)
        if isinstance(effect, fx.Choice):
            for option in effect.options:
                yield from _flat(option)


# ---- words in condition position that name no condition --------------------------------------------------------

# (id, clause, the diagnostic it must carry, or None: text, honestly, with no slip to name)
NOT_A_CONDITION = [
    ("ja-shift-by-characteristic", "ターゲットは R マスシフトする", "SB133"),
    ("ja-shift-by-characteristic-can", "ターゲットは R マスシフトできる", "SB133"),
    ("ja-shift-up-to-characteristic", "ターゲットは最大 R マスシフトする", "SB133"),
    ("ja-teleport-by-characteristic-plus", "ターゲットは M + 1 マステレポートする", "SB133"),
    ("ja-shift-by-characteristic-eot", "ターゲットは R マスシフトする (EoT)", "SB133"),
    ("ja-shift-by-characteristic-save", "ターゲットはR マスシフトする（セーヴ終了）", "SB133"),
    ("ja-shift-by-characteristic-gated", "M < 弱、ターゲットは R マスシフトする", "SB133"),
    ("en-shift-by-characteristic", "the target shifts R squares", "SB133"),
    ("en-shift-up-to-characteristic", "the target can shift up to R squares", "SB133"),
    ("en-shift-by-characteristic-eot", "the target shifts R squares (EoT)", "SB133"),
    ("en-shift-by-characteristic-gated", "M < WEAK, you shift 2 + A squares", "SB133"),
    ("en-letter", "the target is R", None),
    ("en-letter-save", "the target is M (save ends)", None),
    ("en-letter-some", "one target is R", None),
    ("en-letter-gated", "M < WEAK, the target is R (save ends)", None),
    ("en-copula-twice", "the target is is prone", None),
    ("en-letter-squares-status", "the target R squares (EoT)", None),
    ("en-moved-status", "the target slid R squares (EoT)", None),
    ("ja-letter", "ターゲットは R", None),
    ("ja-letter-some", "1体のターゲットはM", None),
    ("ja-squares", "ターゲットは R マス", None),
    ("ja-squares-eot", "ターゲットは R マス (EoT)", None),
    # a bane or an edge joined after a status: a sentence of its own (was one status named by all the words)
    ("en-status-and-bane", "the target can't hide and takes a bane on strikes (save ends)", None),
    ("en-status-comma-and-double-bane", "the target can't hide, and has a double bane on tests (EoT)", None),
    ("en-status-or-edge", "the target can't fly or gains an edge on strikes (EoT)", None),
]


@pytest.mark.parametrize("clause, code", [pytest.param(c, k, id=i) for i, c, k in NOT_A_CONDITION])
def test_words_that_name_no_condition_are_no_condition(clause, code):
    effects, codes = _compiled(clause)
    assert not any(isinstance(e, fx.ApplyCondition) for e in _flat(effects)), effects
    assert any(isinstance(e, fx.Text) for e in _flat(effects))
    if code is not None:
        assert code in codes


# the author's own conditions and statuses stay theirs: a name, not a move or a distance
OWN = [
    ("en-own", "the target is frobbed", "frobbed"),
    ("en-own-two-words", "the target is blood soaked (EoT)", "blood soaked"),
    ("ja-own", "ターゲットは燃焼", "burning"),   # (a known state: its English name, `own_state_names.py`)
    ("ja-own-some", "1体のターゲットは燃焼（セーヴ終了）", "burning"),
    ("ja-status", "ターゲットは武器を落とす（セーヴ終了）", "武器を落とす"),
    ("en-status", "the target can't hide (save ends)", "can't hide"),
    ("en-own-becomes", "the target becomes wet (save ends)", "wet"),
    ("en-status-condition-inside", "the target can't be frightened (save ends)", "can't be frightened"),
    # several phrases: the words as written, not joined by `and` as the grammar splits them (the cards printed
    # `falls into the pit and lands hard and can't stand`)
    ("en-status-commas", "the target falls into the pit, lands hard, and can't stand (EoT)",
     "falls into the pit, lands hard, and can't stand"),
    ("en-status-and", "the target drops their weapon and can't stand (save ends)", "drops their weapon and can't stand"),
]


@pytest.mark.parametrize("clause, name", [pytest.param(c, n, id=i) for i, c, n in OWN])
def test_the_abilitys_own_conditions_are_still_read(clause, name):
    effects, codes = _compiled(clause)
    assert [(type(e), e.condition, e.custom) for e in effects] == [(fx.ApplyCondition, name, True)]
    assert codes == []


# ---- a duration spelt out after an edge or a bane --------------------------------------------------------------

# (id, clause, what the bane is on, the duration's kind, its words when kept as written)
UNTIL = [
    ("en-their-next-turn", "the target takes a bane on strikes until the end of their next turn", "strikes",
     "end_of_turn", None),
    ("en-no-scope", "the target takes a bane until the end of their next turn", None, "end_of_turn", None),
    ("en-double", "the target takes a double bane on strikes until the end of their next turn", "strikes",
     "end_of_turn", None),
    ("en-encounter", "the target has a bane on strikes until the end of the encounter", "strikes",
     "end_of_encounter", None),
    # another creature's turn is no EoT (seed 000: the affected creature's), kept as written
    ("en-your-next-turn", "the target takes a bane on ability rolls until the start of your next turn",
     "ability rolls", "until", "until the start of your next turn"),
    ("ja-their-next-turn", "ターゲットは次のターンの終了時までストライクに不利を受ける", "strikes", "end_of_turn", None),
    ("ja-encounter", "ターゲットはエンカウント終了時までストライクに不利を受ける", "strikes", "end_of_encounter", None),
]


@pytest.mark.parametrize("clause, on, kind, written", [pytest.param(c, o, k, w, id=i) for i, c, o, k, w in UNTIL])
def test_a_duration_after_an_edge_or_a_bane_is_its_duration(clause, on, kind, written):
    (effect,), codes = _compiled(clause)
    assert isinstance(effect, fx.EdgeOrBane) and codes == []
    assert (effect.on, effect.duration.kind, effect.duration.text) == (on, kind, written)
    for printed in (clause_text((effect,), "en"), clause_text((effect,), "ja")):
        again, again_codes = _compiled(printed)
        assert _dumped(again) == _dumped((effect,)) and again_codes == [], printed


# how long said first in a Japanese sentence: was a statistic named `次のターンの終了時まで速度` (said nowhere) and a damage
# type named `次のターンの終了時まで火炎` (SB102)
JA_UNTIL_FIRST = [
    ("stat-lost", "ターゲットは次のターンの終了時まで速度を2失う", "stat", "end_of_turn"),
    ("weakness", "ターゲットは次のターンの終了時まで火炎弱点 5", "damage_modifier", "end_of_turn"),
    ("weakness-gained", "ターゲットはエンカウント終了時まで火炎弱点 5 を得る", "damage_modifier", "end_of_encounter"),
]


@pytest.mark.parametrize("clause, kind, duration", [pytest.param(c, k, d, id=i) for i, c, k, d in JA_UNTIL_FIRST])
def test_how_long_said_first_in_a_japanese_sentence_is_its_duration(clause, kind, duration):
    (effect,), codes = _compiled(clause)
    assert (effect.kind, effect.duration.kind, codes) == (kind, duration, [])
    english, _ = _compiled(clause_text((effect,), "en"))
    assert _dumped(english) == _dumped((effect,))


def test_a_resource_gained_for_a_while_is_no_sentence():
    effects, _ = _compiled("あなたは次のターンの終了時までサージを2得る")
    assert [e.kind for e in effects] == ["text"]


def test_a_sentence_after_a_duration_spelt_out_is_no_part_of_it():
    effects, codes = _compiled("the target is slowed until the end of their next turn and takes a bane on strikes "
                               "until the end of their next turn")
    assert [(e.kind, e.duration.kind) for e in effects] == [("condition", "end_of_turn"), ("edge_bane", "end_of_turn")]
    assert codes == []


# ---- who a condition after a forced move lands on --------------------------------------------------------------

SOME = [
    ("and", "one target is pushed up to 2 squares and prone", "prone"),
    ("and-is", "one target is pushed up to 2 squares and is prone", "prone"),
    ("and-knocked", "one target is pushed up to 2 squares and knocked prone", "prone"),
    ("and-lasting", "one target is slid 2 squares and restrained (EoT)", "restrained"),
    ("and-pulled", "one target is pulled 1 square and grabbed", "grabbed"),
]


@pytest.mark.parametrize("clause, condition", [pytest.param(c, k, id=i) for i, c, k in SOME])
def test_a_condition_joined_to_some_targets_forced_move_is_on_them(clause, condition):
    effects, codes = _compiled(clause)
    assert codes == []
    assert [(e.kind, e.subject) for e in effects] == [("forced_move", "one target"), ("condition", "one target")]
    assert effects[1].condition == condition
    for printed in (clause_text(effects, "en"), clause_text(effects, "ja")):
        again, _ = _compiled(printed)
        assert _dumped(again) == _dumped(effects), printed


def test_the_three_forms_of_some_targets_pushed_and_prone_agree():
    read = [_dumped(_compiled(clause)[0]) for _, clause, _ in SOME[:3]]
    assert read[0] == read[1] == read[2]


def test_a_condition_joined_to_every_targets_forced_move_is_every_targets():
    effects, _ = _compiled("push 2 and prone")
    assert [(e.kind, getattr(e, "subject", None)) for e in effects] == [("forced_move", None), ("condition", None)]


# ---- one duration after parts joined by `and` -------------------------------------------------------------------

# seed 000: a duration at the end of an effect's description ends that effect, all the creature suffers
SHARED = [
    ("en-bane-then-slowed", "the target takes a bane on strikes and is slowed (save ends)", "save_ends"),
    ("en-slowed-then-bane", "The target is slowed and takes a bane on power rolls (save ends).", "save_ends"),
    ("en-eot", "the target takes a bane on strikes and is slowed (EoT)", "end_of_turn"),
    ("ja-bane-then-slowed", "ターゲットはストライクに不利を受け、減速（セーヴ終了）", "save_ends"),
    ("ja-slowed-then-bane", "ターゲットは減速し、ストライクに不利を受ける（セーヴ終了）", "save_ends"),
]


@pytest.mark.parametrize("clause, kind", [pytest.param(c, k, id=i) for i, c, k in SHARED])
def test_one_duration_at_the_end_holds_for_each_lasting_part_of_one_creature(clause, kind):
    effects, codes = _compiled(clause)
    assert codes == []
    assert sorted(e.kind for e in effects) == ["condition", "edge_bane"]
    assert all(e.duration is not None and e.duration.kind == kind for e in effects)
    english = clause_text(effects, "en")
    again, _ = _compiled(english)
    assert _dumped(again) == _dumped(effects), english


# each part with its own duration, as a card prints it: read as written (the Japanese verb joined to the next part
# with its duration was a status named `ストライクに不利を受け`; a plain one a condition named `…不利を受ける`)
OWN_DURATIONS = [
    ("ja-joined", "ターゲットはストライクに不利を受け（セーヴ終了）、減速（セーヴ終了）"),
    ("ja-plain", "ターゲットはストライクに不利を受ける (セーヴ終了)、減速 (セーヴ終了)"),
    ("ja-slowed-first", "ターゲットは減速 (セーヴ終了)、パワーロールに不利を受ける (セーヴ終了)"),
    ("en", "the target takes a bane on strikes (save ends) and is slowed (save ends)"),
]


@pytest.mark.parametrize("clause", [pytest.param(c, id=i) for i, c in OWN_DURATIONS])
def test_each_part_with_its_own_duration_is_read(clause):
    effects, codes = _compiled(clause)
    assert codes == []
    assert sorted(e.kind for e in effects) == ["condition", "edge_bane"]
    assert all(e.duration.kind == "save_ends" and not getattr(e, "custom", False) for e in effects)


@pytest.mark.parametrize("clause", [
    pytest.param("you gain an edge on strikes and the target is slowed (save ends)", id="en"),
    pytest.param("you have damage immunity 2 and the target is slowed (EoT)", id="en-immunity"),
    pytest.param("あなたはストライクに有利を得て、ターゲットは減速（セーヴ終了）", id="ja"),
])
def test_one_duration_after_parts_of_several_creatures_is_text_and_said(clause):
    effects, codes = _compiled(clause)
    assert effects == [fx.Text(clause)] or list(effects) == [fx.Text(clause)]
    assert codes == ["SB134"]


# ---- the audit: generated clauses, none silently a condition that does not exist -------------------------------

_CHARACTERISTIC = re.compile(r"(?:^|\s)[marip](?:\s|$)|\d|マス|スクエア|squares?\b")

EN_WORDS = ["R", "M", "R squares", "2 squares", "shifts R squares", "shifted R squares", "R away", "is prone"]
JA_WORDS = ["R マスシフトする", "R マスシフトできる", "R マス", "R", "R マス移動する", "R マステレポートする", "R マスシフト"]
EN_FORMS = ["the target is {}", "the target is {} (save ends)", "the target is {} (EoT)", "one target is {}",
            "M < WEAK, the target is {}", "M < WEAK, the target is {} (save ends)", "the target {} (EoT)",
            "the target is {} until the end of their next turn", "each target is {}", "M < WEAK, the target {} (EoT)"]
JA_FORMS = ["ターゲットは{}", "ターゲットは {}", "ターゲットは{}（セーヴ終了）", "ターゲットは {} (EoT)", "1体のターゲットは{}",
            "M < 弱、ターゲットは {}", "M < 弱、ターゲットは{}（セーヴ終了）", "Ｍ＜弱：ターゲットは{}"]
GENERATED = [form.format(word) for form, word in itertools.chain(itertools.product(EN_FORMS, EN_WORDS),
                                                                 itertools.product(JA_FORMS, JA_WORDS))]


def test_no_generated_clause_is_silently_a_condition_named_by_a_distance_or_a_characteristic():
    wrong = []
    for clause in GENERATED:
        effects, codes = _compiled(clause)
        named = [e.condition for e in _flat(effects) if isinstance(e, fx.ApplyCondition) and e.custom
                 and _CHARACTERISTIC.search(e.condition)]
        if named and not codes:
            wrong.append((clause, named))
    assert len(GENERATED) == 136 and wrong == []


# ---- a subject and then one word, with no `is` -----------------------------------------------------------------

def _severities(clause: str) -> list[tuple[str, str]]:
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    return [(d.code, d.severity.value) for d in result.diagnostics]


# a word close to a Draw Steel condition after a subject with no `is` is the slip a misspelt condition with no subject
# is (was a status of the ability's own, said nowhere); `ターゲットは伏ぜ` says `is` as Japanese does, and is the
# ability's own warned about one slip away, as `the target is dazd` is
SUBJECT_SLIPS = [
    ("en-eot", "the target proen (EoT)", "proen", [("SB101", "error")]),
    ("en-save", "the target slowd (save ends)", "slowd", [("SB101", "error")]),
    ("en-each", "each target weakend (save ends)", "weakend", [("SB101", "error")]),
    ("en-gated", "M < 2, the target proen (EoT)", "proen", [("SB101", "error")]),
    ("en-no-duration", "the target proen", None, [("SB101", "error")]),
    ("en-said-is", "the target is proen (EoT)", "proen", [("SB111", "warning")]),
    ("ja-said-is", "ターゲットは伏ぜ (EoT)", "伏ぜ", [("SB111", "warning")]),
    ("ja-said-is-save", "ターゲットは減俗（セーヴ終了）", "減俗", [("SB111", "warning")]),
]


@pytest.mark.parametrize("clause, name, codes", [pytest.param(c, n, k, id=i) for i, c, n, k in SUBJECT_SLIPS])
def test_a_misspelt_condition_after_a_subject_is_said(clause, name, codes):
    effects, _ = _compiled(clause)
    named = [e.condition for e in _flat(effects) if isinstance(e, fx.ApplyCondition)]
    assert named == ([name] if name else [])
    if name is None:
        assert [type(e) for e in effects] == [fx.Text]
    assert _severities(clause) == codes


# a Draw Steel condition's own name so is that condition (was a status of the ability's own named `prone`)
SUBJECT_NAMES = [
    ("eot", "the target prone (EoT)", "prone", "end_of_turn"),
    ("save", "each target weakened (save ends)", "weakened", "save_ends"),
    ("no-duration", "the target slowed", "slowed", None),
    ("gated", "M < 2, the target dazed (save ends)", "dazed", "save_ends"),
    # the verb, as 出血する is read (was a status of the ability's own named `bleeds`)
    ("bleeds", "the target bleeds (EoT)", "bleeding", "end_of_turn"),
    ("bleed-plural", "the targets bleed (save ends)", "bleeding", "save_ends"),
    ("bleeds-gated", "M < 2, bleeds (save ends)", "bleeding", "save_ends"),
    # `becomes` says a condition as `is` does (was a status named `becomes frightened of you`)
    ("becomes", "the target becomes frightened of you (save ends)", "frightened", "save_ends"),
    ("becomes-no-duration", "each target becomes prone", "prone", None),
    ("becomes-some", "one target becomes slowed (EoT)", "slowed", "end_of_turn"),
    # `falls prone`, as the rules' prose says it (was a status of the ability's own named `falls prone`)
    ("falls-prone", "the target falls prone (EoT)", "prone", "end_of_turn"),
    ("fall-prone-plural", "the targets fall prone (save ends)", "prone", "save_ends"),
    ("falls-prone-no-duration", "the target falls prone", "prone", None),
]


@pytest.mark.parametrize("clause, name, kind", [pytest.param(c, n, k, id=i) for i, c, n, k in SUBJECT_NAMES])
def test_a_condition_named_after_a_subject_is_that_condition(clause, name, kind):
    effects, codes = _compiled(clause)
    (condition,) = [e for e in _flat(effects) if isinstance(e, fx.ApplyCondition)]
    assert (condition.condition, condition.custom, condition.duration and condition.duration.kind) == (name, False, kind)
    assert codes == []


# ---- a condition after a duration spelt out ---------------------------------------------------------------------

# seed 000: a duration ends the effect it is written after; the condition after `and` has none of its own, as
# `restrained (save ends) and prone` reads (was a duration `until the end of the encounter and slowed`, and with
# `is`, text said nowhere)
AFTER_UNTIL = [
    ("is", "bleeding until the end of the encounter and is slowed"),
    ("bare", "bleeding until the end of the encounter and slowed"),
    ("subject", "the target is bleeding until the end of the encounter and is slowed"),
    ("subject-bare", "the target is bleeding until the end of the encounter and slowed"),
    ("after-damage", "5 damage; bleeding until the end of the encounter and is slowed"),
]


@pytest.mark.parametrize("clause", [pytest.param(c, id=i) for i, c in AFTER_UNTIL])
def test_a_condition_after_a_duration_spelt_out_is_its_own(clause):
    effects, codes = _compiled(clause)
    conditions = [(e.condition, e.duration and e.duration.kind) for e in effects if isinstance(e, fx.ApplyCondition)]
    assert conditions == [("bleeding", "end_of_encounter"), ("slowed", None)] and codes == []
    for lang in ("en", "ja"):
        again, again_codes = _compiled(clause_text(effects, lang))
        assert list(again) == list(effects) and again_codes == [], lang


# any word after it is in condition position, said as one is (was the duration `until the end of the encounter and
# frobbed`, with no word said), on whom the condition before it is
AFTER_UNTIL_WORDS = [
    ("own", "bleeding until the end of the encounter and frobbed", ("frobbed", True, None), [("SB111", "warning")]),
    ("slip", "bleeding until the end of the encounter and slowd", ("slowd", True, None), [("SB101", "error")]),
    ("some", "one target is bleeding until the end of the encounter and slowed", ("slowed", False, "one target"), []),
]


@pytest.mark.parametrize("clause, last, codes", [pytest.param(c, w, k, id=i) for i, c, w, k in AFTER_UNTIL_WORDS])
def test_a_word_after_a_duration_spelt_out_is_no_part_of_it(clause, last, codes):
    effects, _ = _compiled(clause)
    first, then = effects
    assert (first.condition, first.duration.kind) == ("bleeding", "end_of_encounter")
    assert (then.condition, then.custom, then.subject) == last and then.duration is None
    assert _severities(clause) == codes


# ---- a Japanese condition and then a sentence of the same creature ----------------------------------------------

# `ターゲットは減速、一時的スタミナ 2 を得る`: the condition bare, as seed 000 names conditions (`伏せ、および立ち上がれない`),
# reads as the continuative `減速し、` does (was text, said nowhere)
JA_CONDITION_THEN = [
    ("stamina", "ターゲットは減速、一時的スタミナ 2 を得る", "ターゲットは減速し、一時的スタミナ 2 を得る"),
    ("bane", "ターゲットは減速、ストライクに不利を受ける", "ターゲットは減速し、ストライクに不利を受ける"),
    ("state", "ターゲットは伏せ状態、ストライクに不利を受ける（EoT）", "ターゲットは伏せ状態になり、ストライクに不利を受ける（EoT）"),
    ("two", "ターゲットは伏せ、減速、一時的スタミナ 2 を得る", "ターゲットは伏せ、減速し、一時的スタミナ 2 を得る"),
]


@pytest.mark.parametrize("clause, joined", [pytest.param(c, j, id=i) for i, c, j in JA_CONDITION_THEN])
def test_a_japanese_condition_then_a_sentence_reads_as_the_continuative_does(clause, joined):
    effects, codes = _compiled(clause)
    expected, _ = _compiled(joined)
    assert codes == [] and not any(isinstance(e, fx.Text) for e in effects)
    assert list(effects) == list(expected)
    for lang in ("en", "ja"):
        again, again_codes = _compiled(clause_text(effects, lang))
        assert list(again) == list(effects) and again_codes == [], lang


# ---- `The target` where the card's sentence runs on -------------------------------------------------------------

CAPITALISED = [
    ("bane", "The target is slowed (save ends) and takes a bane on power rolls (EoT)",
     "slowed (save ends), and the target takes a bane on power rolls (EoT)"),
    ("stamina", "The target is slowed and gains 2 temporary Stamina.", "slowed, and the target gains 2 temporary stamina"),
    ("after-a-move", "You shift 2 squares and The target takes a bane on strikes (EoT)",
     "You shift 2 squares and the target takes a bane on strikes (EoT)"),
]


@pytest.mark.parametrize("clause, card", [pytest.param(c, w, id=i) for i, c, w in CAPITALISED])
def test_the_target_is_lowered_where_the_cards_sentence_runs_on(clause, card):
    effects, _ = _compiled(clause)
    assert clause_text(effects, "en") == card
    again, _ = _compiled(card)
    assert list(again) == list(effects)


# ---- an effect, `or`, and a potency ----------------------------------------------------------------------------

# seed 000: a potency is the target's characteristic against the value, which no one is asked, so a potency after
# `or` is the effect a target too weak to resist takes instead (`or if the target has M < 2 they are prone`), not an
# option the user picks: `、または M < 2、` was a choice where `、または、M < 2、` was a potency instead, and English
# `slowed (EoT) or M < 2 prone` a choice where `…, or if the target has M < 2 they are prone` was the potency
OR_POTENCY = [
    ("en", "slowed (EoT) or M < 2 prone", "slowed"),
    ("en-spelt", "slowed (EoT), or if the target has M < 2 they are prone", "slowed"),
    ("en-own", "the target is burning (EoT) or M < AVERAGE, prone", "burning"),
    # (`, or M < 2, prone` and `; or M < 2, prone` were text, or the slowed and text, said nowhere)
    ("en-comma", "slowed (EoT), or M < 2, prone", "slowed"),
    ("en-semicolon", "slowed (EoT); or M < 2, prone", "slowed"),
    ("en-own-comma", "the target is burning (EoT), or M < 2, prone", "burning"),
    ("ja", "ターゲットは減速（EoT）、または M < 2、伏せ", "slowed"),
    ("ja-comma", "ターゲットは減速（EoT）、または、M < 2、伏せ", "slowed"),
    ("ja-own", "ターゲットは燃焼（EoT）、または M < 2、伏せ", "burning"),
]


@pytest.mark.parametrize("clause, first", [pytest.param(c, f, id=i) for i, c, f in OR_POTENCY])
def test_a_potency_after_or_is_instead_of_the_effect_before_it(clause, first):
    effects, codes = _compiled(clause)
    assert codes == []
    condition, gate = effects
    assert (condition.condition, condition.duration.kind) == (first, "end_of_turn")
    assert isinstance(gate, fx.PotencyGate) and gate.otherwise and gate.characteristic == "might"
    assert [e.condition for e in gate.effects] == ["prone"]
    for lang in ("en", "ja"):
        again, again_codes = _compiled(clause_text(effects, lang))
        assert list(again) == list(effects) and again_codes == [], (lang, clause_text(effects, lang))


def test_an_effect_or_a_potency_reads_the_same_in_both_languages():
    read = [_compiled(clause)[0] for _, clause, first in OR_POTENCY if first == "slowed"]
    assert all(list(r) == list(read[0]) for r in read)


def test_some_targets_becoming_a_condition_keep_who():
    effects, codes = _compiled("one target becomes slowed (EoT)")
    (condition,) = [e for e in _flat(effects) if isinstance(e, fx.ApplyCondition)]
    assert condition.subject == "one target" and codes == []


@pytest.mark.parametrize("clause", ["R (save ends)", "M < WEAK, A (EoT)"])
def test_a_characteristics_letter_in_condition_position_says_a_potency_is_written_whole(clause):
    """`R (save ends)`: a potency cut short, kept as written with SB111, whose advice was to write `the target is
    Red` (the letter as a past participle)."""
    result = read_text("t.ability", HEAD + f"≤11: 2 damage; {clause}\n12-16: 5 damage\n17+: 7 damage\n")
    (said,) = [d for d in result.diagnostics if d.code == "SB111"]
    english, japanese = said.render(), said.render(lang="ja")
    assert "characteristic's letter" in english and "< WEAK, slowed" in english and "is R" not in english and "Red" not in english
    assert "特性の略号" in japanese


# ---- a status of the ability's own, then `and` and a Draw Steel condition --------------------------------------

# (id, clause, the status's words, the condition, the duration's kind); was one status named by all the words, the
# condition lost with no word said
STATUS_THEN_CONDITION = [
    ("is", "the target can't shift and is slowed (save ends)", "can't shift", "slowed", "save_ends"),
    ("bare", "the target can't hide and slowed (save ends)", "can't hide", "slowed", "save_ends"),
    ("commas", "the target drops their weapon, can't shift, and is prone (EoT)", "drops their weapon, can't shift",
     "prone", "end_of_turn"),
    ("plural", "they can't shift and are weakened (EoT)", "can't shift", "weakened", "end_of_turn"),
]


@pytest.mark.parametrize("clause, status, condition, kind",
                         [pytest.param(*row[1:], id=row[0]) for row in STATUS_THEN_CONDITION])
def test_a_draw_steel_condition_after_a_status_is_that_condition(clause, status, condition, kind):
    effects, codes = _compiled(clause)
    assert [(e.condition, e.custom, e.duration.kind) for e in effects] == [(status, True, kind), (condition, False, kind)]
    assert effects[0].who and effects[1].who is None and codes == []
    # the card says it as written, and reads back the same
    said = clause_text(effects, "en")
    assert said == clause.replace("can't hide and slowed", "can't hide and is slowed").replace(", and", " and")
    assert _compiled(said)[0] == effects


@pytest.mark.parametrize("clause", ["the target and the enemy are slowed (EoT)", "you and the enemy are slowed (EoT)"])
def test_a_creature_in_condition_position_is_no_condition(clause):
    """Was a custom condition named `you` (SB111 advised `the target is youed`), the others slowed."""
    effects, codes = _compiled(clause)
    assert [type(e) for e in effects] == [fx.Text] and effects[0].text == clause and codes == ["SB138"]


# a Japanese continuative (`拘束され、`, `減速し、`) joins parts of one creature as `and` does: the duration at the end
# holds for each (the first had none: restrained for ever); `減速し` was a condition of its own named so (SB111)
JA_CONTINUATIVE = [
    ("passive", "ターゲットは拘束され、伏せ状態になる（セーヴ終了）", ["restrained", "prone"], "save_ends"),
    ("suru", "ターゲットは出血し、減速（EoT）", ["bleeding", "slowed"], "end_of_turn"),
    ("suru-then-become", "ターゲットは減速し、伏せ状態になる（セーヴ終了）", ["slowed", "prone"], "save_ends"),
]


@pytest.mark.parametrize("clause, conditions, kind", [pytest.param(*row[1:], id=row[0]) for row in JA_CONTINUATIVE])
def test_a_japanese_continuative_shares_the_duration_at_the_end(clause, conditions, kind):
    effects, codes = _compiled(clause)
    assert [(e.condition, e.custom, e.duration and e.duration.kind) for e in effects] \
        == [(name, False, kind) for name in conditions]
    assert codes == []


@pytest.mark.parametrize("clause", ["伏せ、減速 (EoT)", "A < WEAK、伏せ (prone)、減速 (slowed) (EoT)", "prone, slowed (EoT)"])
def test_a_list_with_commas_alone_shares_its_last_duration(clause):
    """A list of conditions joined by `、` or `,` alone is a list as with `and`: the duration at its end is each one's
    (was the last one's alone, prone for ever)."""
    effects, _ = _compiled(clause)
    gated = effects[0].effects if isinstance(effects[0], fx.PotencyGate) else effects
    assert [(e.condition, e.duration and e.duration.kind) for e in gated] \
        == [("prone", "end_of_turn"), ("slowed", "end_of_turn")]


@pytest.mark.parametrize("clause", [row[1] for row in STATUS_THEN_CONDITION if not row[1].startswith("they")],
                         ids=[row[0] for row in STATUS_THEN_CONDITION if not row[1].startswith("they")])
def test_a_status_then_a_condition_reads_back_from_its_japanese_card(clause):
    """The Japanese card (`ターゲットは「can't shift」、および減速 (セーヴ終了)`) read back as one status named
    `can't shift」、および減速`, its closing quote and the condition inside the name. (A status the vocabulary names is
    said in its Japanese now, joined to the conditions: `ターゲットはシフトできず、ターゲットは減速 (セーヴ終了)`.)"""
    effects, _ = _compiled(clause)
    said = clause_text(effects, "ja")
    assert ("」、および" in said or "ず、ターゲットは" in said) and _compiled(said) == (effects, [])


def test_a_status_said_of_they_is_the_targets_on_a_japanese_card():
    """`they can't hide`: the Japanese card said `「they」は「can't hide」`, which read back as a status named
    `は can't hide`; then `ターゲットは…`, read back as `the target`; the pronoun is 彼ら (`pronouns.they`)."""
    effects, _ = _compiled("they can't hide (save ends)")
    said = clause_text(effects, "ja")
    back, codes = _compiled(said)
    assert said.startswith("彼らは隠れられない") and codes == []  # (the vocabulary's words for the status)
    assert [(e.condition, e.who) for e in back] == [("can't hide", "they")]


# (id, clause, the status's words, the conditions with their riders); several conditions after a status, a rider
# after one (was one status named by all the words: prone and slowed lost)
STATUS_THEN_CONDITIONS = [
    ("two", "the target can't shift and is slowed and weakened (save ends)", "can't shift",
     [("slowed", ()), ("weakened", ())]),
    ("commas", "the target can't shift, is slowed, and is weakened (save ends)", "can't shift",
     [("slowed", ()), ("weakened", ())]),
    ("rider", "the target falls into the pit, and is prone and can't stand (EoT)", "falls into the pit",
     [("prone", ("cant_stand",))]),
    ("lands-prone", "the target falls into the pit, lands prone, and can't stand (EoT)", "falls into the pit",
     [("prone", ("cant_stand",))]),
]


@pytest.mark.parametrize("clause, status, conditions", [pytest.param(*row[1:], id=row[0])
                                                         for row in STATUS_THEN_CONDITIONS])
def test_conditions_after_a_status_are_those_conditions(clause, status, conditions):
    effects, codes = _compiled(clause)
    assert [(e.condition, e.custom, e.riders) for e in effects] \
        == [(status, True, ()), *((name, False, riders) for name, riders in conditions)]
    assert len({e.duration for e in effects}) == 1 and codes == []
    assert _compiled(clause_text(effects, "en"))[0] == effects and _compiled(clause_text(effects, "ja"))[0] == effects


@pytest.mark.parametrize("clause", ["the target can't shift and is slowed and can't hide (save ends)",
                                    "the target can't shift and is slowed and frobbed (EoT)"])
def test_a_condition_among_a_statuss_words_is_text(clause):
    """Which of the words are the status and which the condition's is not read: text (was one status named by all
    of them, the condition lost)."""
    effects, codes = _compiled(clause)
    assert [type(e) for e in effects] == [fx.Text] and codes == ["SB138"]  # (text, said as such)
