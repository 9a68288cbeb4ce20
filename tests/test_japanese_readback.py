"""Japanese tier clauses read as well as English ones (issue 13): each English clause is compiled,
printed in Japanese by the card writer, and the Japanese read back must compile to the same
effects (fields marked `eq=False`, such as `verb` and `said`, are how a clause was written, not
what it does, and are left out of the comparison; of a gain's verb, whether it regains is compared)."""

from __future__ import annotations

import attrs
import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime import effect_json

HEAD = "Test Spit\nMagic, Ranged, Strike | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + 2:\n"


def _compiled(clause: str):
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    (ability,) = result.abilities
    return ability.power_roll.tiers[0].effects, [d.code for d in result.diagnostics]


def _meaning(data):
    """A dumped effect without the fields that take no part in equality."""
    if isinstance(data, list):
        return [_meaning(item) for item in data]
    if not isinstance(data, dict):
        return data
    cls = effect_json.KINDS.get(data.get("kind"))
    unequal = {f.name for f in attrs.fields(cls) if not f.eq} if cls is not None else set()
    # a verb is spelling, but whether it regains is meaning (`regains`, `回復する`: fx.regains)
    meant = {f.name for f in attrs.fields(cls) if f.eq_key is fx.regains} if cls is not None else set()
    return {key: fx.regains(value) if key in meant else _meaning(value) for key, value in data.items()
            if key not in unequal}


def _dumped(effects) -> list:
    return _meaning([effect_json.dump(e) for e in effects])


def _kinds(effects) -> set[str]:
    out = set()
    for effect in effects:
        out.add(effect.kind)
        if isinstance(effect, fx.PotencyGate):
            out |= _kinds(effect.effects)
        if isinstance(effect, fx.Choice):
            out |= {k for option in effect.options for k in _kinds(option)}
    return out


# (id, English clause, an effect kind it must compile to: the case tests what it says it tests)
CASES = [
    ("condition-source", "frightened of the triggering ally (save ends)", "condition"),
    ("forced-toward", "pull 3 toward the center of the cube", "forced_move"),
    ("passive-forced-some", "one target is pushed up to 3 squares", "forced_move"),
    ("damage", "3 damage", "damage"),
    ("damage_characteristic", "3 + M damage", "damage"),
    ("damage_characteristics", "7 + M or A damage", "damage"),
    ("damage_type_and_list", "8 + M, R, I, or P holy damage", "damage"),
    ("damage_dice", "2d6 + 7 + A fire damage", "damage"),
    ("damage_dice_only", "1d6 fire damage", "damage"),
    ("damage_type_choice", "6 cold, fire, or sonic damage", "choice"),
    ("potency_strength", "A < WEAK, prone", "potency"),
    ("potency_value", "M < 2 slowed (save ends)", "potency"),
    ("potency_spelt_out", "if the target has M < 2 they are bleeding", "potency"),
    ("potency_otherwise", "or if the target has M < 2 they are bleeding", "potency"),
    ("potency_subject", "if one target has M < 3 they are dazed (save ends)", "potency"),
    ("potency_sentence", "M < 2 the target takes a bane on their next strike", "edge_bane"),
    ("condition", "prone", "condition"),
    ("condition_rider", "prone and can't stand (EoT)", "condition"),
    ("conditions_shared_duration", "restrained and bleeding (save ends)", "condition"),
    ("conditions_serial", "dazed, slowed, and weakened (save ends)", "condition"),
    ("condition_until", "bleeding until the end of the encounter", "condition"),
    ("condition_own_duration", "restrained (save ends) and prone", "condition"),
    ("condition_some_targets", "one target is grabbed", "condition"),
    ("condition_other_target", "the other target is restrained (save ends)", "condition"),
    ("custom_status_explicit", "the target is slagged (save ends)", "condition"),
    ("custom_status_who", "the target can't hide (save ends)", "condition"),
    ("custom_status_two_words", "the target is blood soaked", "condition"),
    ("choice_conditions", "grabbed or prone", "choice"),
    ("choice_serial_conditions", "bleeding, dazed, or slowed (save ends)", "choice"),
    ("choice_forced", "pull 10 or push 10", "choice"),
    ("forced", "push 1", "forced_move"),
    ("forced_vertical", "vertical slide 2", "forced_move"),
    ("forced_characteristic", "slide 2 + R", "forced_move"),
    ("forced_and_condition", "push 4 and prone", "forced_move"),
    ("forced_squares", "push 3 squares", "forced_move"),
    ("own_move_can", "the target can shift 1 square", "own_move"),
    ("own_move_up_to", "the sneak teleports up to 3 squares", "own_move"),
    ("own_move_whom", "you teleport the target up to 6 squares", "own_move"),
    ("temporary_stamina", "you gain 2 temporary stamina", "temporary_stamina"),
    ("temporary_stamina_many", "you and each ally adjacent to you gain 10 temporary Stamina", "temporary_stamina"),
    ("resource_gain", "each target gains 2 surges", "resource"),
    ("resource_loss", "the Director loses 1 Malice", "resource"),
    ("heroic_resource", "you gain 1 wrath", "resource"),
    ("bane_on", "the target takes a bane on their next strike", "edge_bane"),
    ("double_edge", "the target has a double edge on their next power roll", "edge_bane"),
    ("bane_duration", "the target takes a bane (save ends)", "edge_bane"),
    ("weakness", "the target has fire weakness 5 (save ends)", "damage_modifier"),
    ("immunity_any", "damage immunity 2", "damage_modifier"),
    ("immunity_type", "fire immunity 5", "damage_modifier"),
    ("stat_has", "the target has speed 2 (save ends)", "stat"),
    ("stat_is", "the target's speed is 0 (EoT)", "stat"),
    ("stat_halved", "the enemy's stability is halved (EoT)", "stat"),
    ("free_strike_against", "the target makes a free strike against the nearest ally", "free_strike"),
    ("free_strike_can", "one ally can make a free strike", "free_strike"),
    ("slay", "any target whose Stamina is equal to or less than 8 dies", "slay"),
    ("target_count", "Two creatures", "targets"),
    ("reference", "the target is beheaded (see Lop)", "reference"),
    ("vertical", "A < 0 the forced movement is vertical", "vertical"),
    ("no_effect", "No effect.", "none"),
    # the author's own words, quoted on a Japanese card (`「burning」`): each place one stands
    ("quoted-custom-condition", "the target is dragonsealed (save ends)", "condition"),
    ("quoted-custom-two-words-lasting", "the target is blood soaked (save ends)", "condition"),
    ("quoted-custom-after-known", "R < 1 slowed and the target is marked (save ends)", "condition"),
    ("quoted-custom-option", "dazed or the target is slimed (save ends)", "choice"),
    ("quoted-custom-some-targets", "one target is dragonsealed (save ends)", "condition"),
    ("quoted-status", "the target can't use magic abilities (EoT)", "condition"),
    ("quoted-rider-alone", "I < 2 can't stand (save ends)", "condition"),
    ("quoted-creature", "the griffon shifts up to 2 squares", "own_move"),
    ("quoted-creature-moved", "you teleport the griffon up to 6 squares", "own_move"),
    ("quoted-creature-whose", "the sneak's speed is 2 (EoT)", "stat"),
    ("quoted-creature-slain", "any minion whose Stamina is equal to or less than 8 dies", "slay"),
    ("quoted-creature-gains", "the griffon gains 2 surges", "resource"),
    ("quoted-scope", "the target takes a bane on the strike", "edge_bane"),
    ("quoted-scope-lasting", "the target has a double bane on strikes (save ends)", "edge_bane"),
    ("quoted-source", "taunted by you (EoT)", "condition"),
    ("quoted-toward", "pull 5 toward the center of the cube", "forced_move"),
    ("quoted-until", "the creature is weakened until the mist disappears", "condition"),
    # (Stamina is a resource the vocabulary names: スタミナ, test_verbs_through_japanese.py)
    ("quoted-resource", "the target regains 6 Vigor", "resource"),
    ("quoted-reference", "the target is swallowed (see Swallowed)", "reference"),
    # an author's word with corner brackets of its own: printed so that it reads back as it is
    ("brackets-in-until", "the creature is weakened until the 「mist」 clears", "condition"),
    ("brackets-in-scope", "the target takes a bane on their next strike until the 「mist」 clears", "edge_bane"),
    ("brackets-around-reference", "the target is beheaded (see 「Lop」)", "reference"),
    ("brackets-in-reference", "the target is beheaded (see the 「Lop」 rule)", "reference"),
    # effects the classes' books write that were text (test_typed_tier_effects.py)
    ("damage-some-targets", "an enemy takes 6 damage", "damage"),
    ("damage-one-target-dice", "one target takes 2d6 + 3 cold damage", "damage"),
    ("damage-level", "lightning damage equal to 5 + your level", "damage"),
    ("damage-level-alone", "damage equal to your level", "damage"),
    ("stat-increased", "the target's speed is increased by 2 (EoT)", "stat"),
    ("stat-decreased", "the target's stability is decreased by 1 (save ends)", "stat"),
    ("own-move-speed", "the target can shift up to their speed", "own_move"),
    ("own-move-speed-move", "you move up to your speed", "own_move"),
    ("spend-recovery", "the target can spend a Recovery", "resource"),
    ("tier-area", "2 burst", "area"),
    ("tier-area-line", "5 x 1 line", "area"),
    # a choice with a sentence of its own subject after it (was `プル 3、またはプッシュ 3、あなたは…`: the sentence read as
    # the push's only, so `convert --lang ja` kept the English)
    ("choice-then-sentence", "pull or push 3, you gain 2 surges", "resource"),
    ("choice-then-own-move", "pull or push 2, you can shift 2 squares", "own_move"),
    ("choice-of-distances-then-sentence", "pull 2 or slide 3, the Director gains 1 Malice", "resource"),
    ("choice-then-condition", "pull or push 3, the target is slowed (save ends)", "condition"),
    ("choice-then-sourced-condition", "pull or push 3, the target is frightened of you (save ends)", "condition"),
    # a potency instead of a potency before it in one clause (was cut with `。`, text)
    ("potency-then-instead", "M < 2 slowed (save ends) and M < 2 they are instead restrained (save ends)", "potency"),
    ("potency-then-instead-spelt", "5 damage, M < 2 slowed (save ends) and if the target has M < 2 they are instead "
                                   "restrained (save ends)", "potency"),
    # a condition with its rider, then a sentence (was text in English in silence, so the Japanese a homebrew author wrote,
    # `M < 強、伏せ、および立ち上がれない (EoT)、あなたはサージ 2 を得る`, stayed Japanese in `convert --lang en`)
    ("rider-then-sentence", "prone and can't stand (EoT), you gain 2 surges", "resource"),
    ("gated-rider-then-sentence", "M < STRONG, prone and can't stand (EoT), and you gain 2 surges", "potency"),
    # a status said with its subject after a bare condition (was `朦朧、およびターゲットは「can't shift」 (EoT)`, text)
    ("condition-then-status", "dazed (EoT), the target can't shift (EoT)", "condition"),
]


@pytest.mark.parametrize("clause, kind", [pytest.param(c, k, id=i) for i, c, k in CASES])
def test_the_japanese_the_card_prints_reads_back_to_the_same_effects(clause, kind):
    effects, english_codes = _compiled(clause)
    assert kind in _kinds(effects) and "text" not in _kinds(effects), effects
    japanese = clause_text(effects, "ja")
    again, codes = _compiled(japanese)
    assert _dumped(again) == _dumped(effects), japanese
    assert codes == english_codes, japanese


@pytest.mark.parametrize("japanese, english", [
    # issue 13: the seeds' prose forms
    ("ターゲットは伏せ状態になる", "prone"),
    ("ターゲットはつかまれ状態になる", "grabbed"),
    ("A < WEAK、ターゲットは伏せ状態になる", "A < WEAK, prone"),
    ("ターゲットは伏せ (セーヴ終了)", "prone (save ends)"),
    ("伏せかつ減速", "prone and slowed"),
    ("伏せかつ減速 (セーヴ終了)", "prone and slowed (save ends)"),
    ("冷気、火炎、または音波ダメージ", None),
    ("6 冷気、火炎、または音波ダメージ", "6 cold, fire, or sonic damage"),
    ("3 + M 冷気、または火炎ダメージ", "3 + M cold or fire damage"),
    ("出血、朦朧、または減速 (セーヴ終了)", "bleeding, dazed, or slowed (save ends)"),
    # written without the spaces the card puts in
    ("ターゲットは1マスシフトできる", "the target can shift 1 square"),
    ("あなたは一時的スタミナ2を得る", "you gain 2 temporary stamina"),
    # a rider on its own, as the vocabulary's English names it (was the status `立ち上がれない`: the JSON had a language)
    ("ターゲットは立ち上がれない (EoT)", "the target can't stand (EoT)"),
    ("立ち上がれない (セーヴ終了)", "can't stand (save ends)"),
    ("I < 2、立ち上がれない (セーヴ終了)", "I < 2 can't stand (save ends)"),
])
def test_japanese_written_by_hand_reads_as_the_english(japanese, english):
    effects, codes = _compiled(japanese)
    if english is None:  # no amount: not damage, and kept as written
        assert _kinds(effects) <= {"text", "condition"} and "damage" not in _kinds(effects)
        return
    expected, _ = _compiled(english)
    assert _dumped(effects) == _dumped(expected)
    assert codes == []


def test_an_edge_or_bane_on_what_japanese_names_keeps_its_words():
    effects, codes = _compiled("ターゲットは次の爪攻撃に倍不利を受ける (セーヴ終了)")
    assert effects == (fx.EdgeOrBane("the target", "bane", True, "次の爪攻撃", duration=fx.SAVE_ENDS),)
    assert codes == []


def test_an_edge_or_bane_on_what_the_vocabulary_names_is_its_english():
    """`次のストライク` is `their next strike` (vocabulary `edge_scopes`), as `1体のクリーチャー` is `One creature`
    (was: kept as written, so an English card printed `a bane on 次のストライク`)."""
    effects, codes = _compiled("ターゲットは次のストライクに倍不利を受ける (セーヴ終了)")
    assert effects == (fx.EdgeOrBane("the target", "bane", True, "their next strike", duration=fx.SAVE_ENDS),)
    assert codes == []


@pytest.mark.parametrize("english, japanese, on", [
    ("the target has a bane on its next strike", "ターゲットは次のストライクに不利を受ける", "their next strike"),
    ("the target has a double bane on its next power roll", "ターゲットは次のパワーロールに倍不利を受ける",
     "their next power roll"),
    ("the target takes a bane on the strike", "ターゲットはそのストライクに不利を受ける", "the strike"),
])
def test_an_edge_s_scope_is_one_english_for_both_languages(english, japanese, on):
    """`its next strike` (homebrew's word of one creature) was quoted on a Japanese card (`「its next strike」`); it is
    the vocabulary's `their next strike`, as `次のストライク` reads, so both languages give one JSON."""
    (said,), _ = _compiled(english)
    (read,), _ = _compiled(japanese)
    assert said.on == read.on == on and (said.which, said.double) == (read.which, read.double)


def test_a_japanese_subject_is_read_as_the_english_the_ruleset_gives():
    effects, _ = _compiled("1体のターゲットはつかまれ")
    (grabbed,) = effects
    assert (grabbed.condition, grabbed.subject) == ("grabbed", "one target")
    effects, _ = _compiled("ディレクターは悪意 1 を失う")
    assert effects == (fx.ResourceChange("the Director", "malice", -1),)


# ---- the author's words quoted (`「burning」`) -----------------------------------------------------

# (English clause, what the Japanese card prints: the author's words in 「」, nothing else English)
QUOTED = [
    ("the target is dragonsealed (save ends)", "ターゲットは「dragonsealed」状態 (セーヴ終了)"),
    ("the target is blood soaked (save ends)", "ターゲットは「blood soaked」状態 (セーヴ終了)"),
    ("the target can't use psionic abilities (EoT)", "ターゲットは「can't use psionic abilities」 (EoT)"),
    # (a rider on its own is said with the vocabulary's Japanese, as the seeds write it: was `「can't stand」`)
    ("I < 2 can't stand (save ends)", "I < 2、立ち上がれない (セーヴ終了)"),
    ("the griffon shifts up to 2 squares", "「the griffon」は最大 2 スクエアシフトする"),
    ("you teleport the griffon up to 6 squares", "あなたは「the griffon」を最大 6 スクエアテレポートする"),
    ("the sneak's speed is 2 (EoT)", "「the sneak」の速度は 2 になる (EoT)"),
    ("any minion whose Stamina is equal to or less than 8 dies", "スタミナが 8 以下の「any minion」は死亡する"),
    ("the target takes a bane on the first strike", "ターゲットは「the first strike」に不利を受ける"),
    # seed 000's words for the strike that triggered it (vocabulary `edge_scopes`)
    ("the target takes a bane on the strike", "ターゲットはそのストライクに不利を受ける"),
    ("the target has a bane on its next strike", "ターゲットは次のストライクに不利を受ける"),
    ("the target makes a free strike against the nearest ogre", "ターゲットは「the nearest ogre」にフリー・ストライクを行う"),
    ("frightened of the nearest ogre (save ends)", "恐怖（「of the nearest ogre」） (セーヴ終了)"),
    ("pull 5 toward the dragon", "プル 5（「toward the dragon」）"),
    ("pull 5 towards the center of the cube", "プル 5（「towards the center of the cube」）"),
    ("the creature is weakened until the mist disappears", "衰弱 「until the mist disappears」"),
    ("the target regains 6 Vigor", "ターゲットは「vigor」 6 を回復する"),
    ("the target is swallowed (see Swallowed)", "ターゲットは「swallowed」状態 （「Swallowed」参照）"),
    # corner brackets of the author's own: not quoted (quotes do not nest), or quoted once more
    # when they are around the whole (the reader takes off one pair around the whole only)
    ("the creature is weakened until the 「mist」 clears", "衰弱 until the 「mist」 clears"),
    ("the target is beheaded (see 「Lop」)", "ターゲットは「beheaded」状態 （「「Lop」」参照）"),
]


@pytest.mark.parametrize("english, japanese", QUOTED, ids=[e for e, _ in QUOTED])
def test_a_japanese_card_quotes_the_authors_own_words(english, japanese):
    effects, _ = _compiled(english)
    assert clause_text(effects, "ja") == japanese
    assert clause_text(effects, "en").count("「") == english.count("「")  # English cards quote nothing


@pytest.mark.parametrize("japanese, english", [
    ("ターゲットは「burning」 (セーヴ終了)", "the target is burning (save ends)"),  # without 状態: one word, a name
    ("ターゲットは「burning」状態になる", "the target is burning"),  # the seeds' prose form
    ("ターゲットは「can't hide」 (セーヴ終了)", "the target can't hide (save ends)"),  # several: a status
    ("ターゲットは「blood soaked」状態", "the target is blood soaked"),
    ("「減速」状態 (セーヴ終了)", "slowed (save ends)"),  # a game word quoted is that game word
    ("恐怖（「of the triggering ally」） (セーヴ終了)", "frightened of the triggering ally (save ends)"),
    ("「the griffon」は最大 2 マスシフトする", "the griffon shifts up to 2 squares"),
    ("ターゲットは「the strike」に不利を受ける", "the target takes a bane on the strike"),
    ("ターゲットはそのストライクに不利を受ける", "the target takes a bane on the strike"),
    ("ターゲットは「次の爪攻撃」に不利を受ける", None),  # Japanese quoted: the words inside
    # a game phrase quoted is that phrase (vocabulary `edge_scopes`)
    ("ターゲットは「次のストライク」に不利を受ける", "the target takes a bane on their next strike"),
])
def test_a_quoted_word_reads_as_the_words_inside(japanese, english):
    effects, codes = _compiled(japanese)
    assert "text" not in _kinds(effects), effects
    if english is not None:
        expected, expected_codes = _compiled(english)
        assert _dumped(effects) == _dumped(expected)
        assert codes == expected_codes
    else:
        assert effects[0].on == "次の爪攻撃"


@pytest.mark.parametrize("japanese", [
    "ターゲットは「」状態 (セーヴ終了)",         # nothing quoted
    "ターゲットは「 」状態",                      # only a space quoted
    "ターゲットは「burning (セーヴ終了)",         # unclosed
    "ターゲットは「burning」」状態",              # closed twice
    "ターゲットは」burning「状態",                # the wrong way round
    "ターゲットは「blood「soaked」」状態",        # nested
    "プル 3（「」）",
    "プル 3（「the center」）",                  # a place, but no `toward`
    "恐怖（「the triggering ally」）",            # a source, but no `of` or `by`
    "「push」 3",                                 # the author's word is no forced move
    # (`「拘束（restrained）」状態`, seed 001's gloss in a quote, reads as restrained: test_japanese_probe6.py)
])
def test_a_broken_or_misplaced_quote_leaves_the_clause_as_text(japanese):
    effects, codes = _compiled(japanese)
    assert [e.kind for e in effects] == ["text"] and effects[0].text == japanese
    assert codes == ["SB138"]  # (kept as text, and said so)


@pytest.mark.parametrize("clause", ["プッシュ 3", "3 ダメージ", "伏せ", "ターゲットは伏せ、および減速"])
def test_a_japanese_clause_that_is_no_sentence_is_still_read_as_a_clause(clause):
    effects, codes = _compiled(clause)
    assert "text" not in _kinds(effects) and codes == []


@pytest.mark.parametrize("english, japanese", [
    ("one ally within 5 squares can spend a Recovery", "5 スクエア以内の1体の味方はリカバリー 1 を消費できる"),
    ("each ally within 1 square gains 2 surges", "1 スクエア以内の各味方はサージ 2 を得る"),
    ("one ally adjacent to the target can make a free strike", "ターゲットに隣接する1体の味方はフリー・ストライクを行う"
     "ことができる"),
])
def test_a_creature_narrowed_by_where_it_stands_is_said_in_japanese(english, japanese):
    """`one ally within 5 squares` was quoted English on a Japanese card (`「one ally within 5 squares」`); it is said as
    seed 000 narrows a creature (`5スクエア以内のクリーチャー`), and reads back to the same JSON (`マス` too)."""
    effects, codes = _compiled(english)
    said = clause_text(effects, "ja")
    assert said == japanese and codes == []
    for written in (said, said.replace(" スクエア", "マス")):
        read, codes = _compiled(written)
        assert _dumped(read) == _dumped(effects) and codes == []


@pytest.mark.parametrize("english, japanese", [
    ("one ally within 4 squares of you can spend a Recovery", "あなたから4 スクエア以内の1体の味方はリカバリー 1 を消費できる"),
    ("each ally within 2 squares of the target gains 1 surge", "ターゲットから2 スクエア以内の各味方はサージ 1 を得る"),
    ("you or one ally within 6 squares of you can spend a Recovery",
     "あなたかあなたから6 スクエア以内の1体の味方はリカバリー 1 を消費できる"),
    ("you and each ally adjacent to you gain 5 temporary Stamina", "あなたとあなたに隣接する各味方は一時的スタミナ 5 を得る"),
    ("you or one ally within 3 squares of the target can spend a Recovery",
     "あなたかターゲットから3 スクエア以内の1体の味方はリカバリー 1 を消費できる"),
])
def test_two_creatures_joined_or_measured_from_someone_are_said_in_japanese(english, japanese):
    """`you or one ally within 10 squares of you` (a tactician's tier) was quoted English on a Japanese card; a creature
    measured from someone (`of you`: `あなたから`) and two known creatures joined (`or`: か, `and`: と) are said in
    Japanese and read back to the same JSON."""
    effects, codes = _compiled(english)
    said = clause_text(effects, "ja")
    assert said == japanese and codes == []
    read, codes = _compiled(said)
    assert _dumped(read) == _dumped(effects) and codes == []


@pytest.mark.parametrize("english, japanese", [
    ("each enemy within 2 squares of them is frightened of you (save ends)",
     "ターゲットから2 スクエア以内の各敵はあなたに対して恐怖 (セーヴ終了)"),
    ("each enemy within 2 squares of the target takes 3 damage", "ターゲットから2 スクエア以内の各敵は 3 ダメージを受ける"),
    ("the target and one ally within 2 squares of them are slowed (EoT)",
     "ターゲットとターゲットから2 スクエア以内の1体の味方は減速 (EoT)"),
    ("each ally is slowed (EoT)", "各味方は減速 (EoT)"),
])
def test_conditions_and_damage_said_of_others_are_said_in_japanese(english, japanese):
    """Said of creatures other than the targets (`compiler/others.py`): text before, which a Japanese card printed in
    English (`the target and one ally …`'s Japanese did not even lex); now said in Japanese, read back to the same
    effects (`of them`, the target in a tier, as `of the target`: `effects.as_said`), the same JSON but for that."""
    effects, codes = _compiled(english)
    said = clause_text(effects, "ja")
    assert said == japanese and codes == []
    read, codes = _compiled(said)
    assert read == effects and codes == []
    assert repr(_dumped(read)) == repr(_dumped(effects)).replace("of them", "of the target")


@pytest.mark.parametrize("english", [
    "you or the griffon can spend a Recovery",                 # one of the two is no creature the ruleset knows
    "you and the griffon gain 5 temporary Stamina",
    "one ally within 5 squares of the griffon gains 2 surges",  # measured from an unknown creature
])
def test_a_join_with_an_unknown_creature_stays_quoted(english):
    effects, _ = _compiled(english)
    said = clause_text(effects, "ja")
    assert "「" in said and said.count("「") == 1
    read, _ = _compiled(said)
    assert _dumped(read) == _dumped(effects)


@pytest.mark.parametrize("english, japanese", [
    ("frightened of you (save ends)", "あなたに対して恐怖 (セーヴ終了)"),
    ("taunted by you (EoT)", "あなたに対して挑発 (EoT)"),
    ("I < AVERAGE, the target is frightened of the triggering ally (save ends)",
     "I < AVERAGE、トリガーとなった味方に対して恐怖 (セーヴ終了)"),
    ("frightened of the triggering creature (EoT)", "トリガーとなったクリーチャーに対して恐怖 (EoT)"),
])
def test_a_condition_said_of_a_known_creature_is_said_in_japanese(english, japanese):
    """`frightened of the triggering ally` (a tactician's tier) printed 恐怖（「of the triggering ally」）, and even `frightened
    of you` printed 恐怖（「of you」）, though the Japanese reader takes `あなたに対して恐怖`: a source the ruleset knows is
    said so, and reads back to the same JSON."""
    effects, codes = _compiled(english)
    said = clause_text(effects, "ja")
    assert said == japanese and codes == []
    read, codes = _compiled(said)
    assert _dumped(read) == _dumped(effects) and codes == []


@pytest.mark.parametrize("english, quoted", [
    ("frightened of the griffon (save ends)", "「of the griffon」"),   # no creature the ruleset knows
    ("frightened of You (save ends)", "「of You」"),                   # not spelt as its English: quoted as written
])
def test_a_condition_of_another_source_keeps_it_quoted(english, quoted):
    effects, _ = _compiled(english)
    said = clause_text(effects, "ja")
    assert quoted in said
    read, _ = _compiled(said)
    assert _dumped(read) == _dumped(effects)


def test_an_unknown_creature_narrowed_stays_quoted():
    """`the griffon within 5 squares`: no creature the ruleset knows, so the author's words, quoted."""
    effects, _ = _compiled("the griffon within 5 squares gains 2 surges")
    assert "「the griffon within 5 squares」" in clause_text(effects, "ja")


@pytest.mark.parametrize("japanese, english", [
    ("シフト 3", "shift 3"),                           # a bare shift is the creature's own, as in English
    ("テレポート 3 スクエア", "teleport 3 squares"),
    ("あなたはテレポート 3", "you teleport 3 squares"),
    ("ターゲットは 3 スクエア移動する", "the target moves 3 squares"),
    ("あなたは最大 2 スクエア移動できる", "you can move up to 2 squares"),
])
def test_an_own_move_in_the_notation_s_order_reads_as_the_english(japanese, english):
    """`テレポート 3 スクエア`, `シフト 3` were text in silence (the English was read); `移動` of a number of squares
    printed `シフト` on a Japanese card, and `the target moves 3 squares` was text in English."""
    effects, codes = _compiled(japanese)
    expected, english_codes = _compiled(english)
    assert "own_move" in _kinds(effects)
    assert _dumped(effects) == _dumped(expected) and codes == english_codes == []
    for lang in ("ja", "en"):
        again, _ = _compiled(clause_text(effects, lang))
        assert _dumped(again) == _dumped(effects), clause_text(effects, lang)


@pytest.mark.parametrize("clause", ["テレポート 3", "移動 3", "teleport 3", "move 3"])
def test_a_bare_teleport_or_move_is_said_in_both_languages(clause):
    effects, codes = _compiled(clause)
    assert _kinds(effects) == {"text"} and codes == ["SB146"]


@pytest.mark.parametrize(("clause", "part"), [("3 damage, teleport 3", "teleport 3"), ("3 ダメージ、テレポート 3", "テレポート 3"),
                                              ("3 damage, push 2, move 3", "move 3")])
def test_a_bare_teleport_after_a_comma_of_a_clause_kept_as_text_is_said(clause, part):
    """`3 damage, teleport 3` is no clause of the grammar, so the whole clause was text with no word; its bare move is
    said as one alone is (SB146), at its own words, and the clause stays text as written."""
    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    (ability,) = result.abilities
    effects = ability.power_roll.tiers[0].effects
    (said,) = [d for d in result.diagnostics if d.code == "SB146"]
    assert _kinds(effects) == {"text"} and effects[0].text == clause
    assert said.span.text == part


@pytest.mark.parametrize("clause", ["3 damage, shift 3", "3 ダメージ、シフト 2", "3 damage, you teleport 3 squares",
                                    "slowed (save ends, teleport 3)"])
def test_a_move_whose_maker_is_said_or_inside_brackets_after_a_comma_is_not_said_so(clause):
    _, codes = _compiled(clause)
    assert "SB146" not in codes


@pytest.mark.parametrize("english, japanese", [
    ("pull 5 toward the center of the cube", "プル 5（キューブの中心に向かって）"),
    ("pull 3 toward the center of the area", "プル 3（領域の中心に向かって）"),
    ("push 2 away from you", "プッシュ 2（あなたから離れて）"),
    ("the target can shift 2 squares toward you", "ターゲットは 2 スクエアシフトできる（あなたに向かって）"),
    ("you can shift up to 3 squares toward the target", "あなたは最大 3 スクエアシフトできる（ターゲットに向かって）"),
], ids=["cube", "area", "away-from-you", "own-move", "own-move-target"])
def test_where_a_move_goes_is_said_in_japanese_and_read_back(english, japanese):
    """`toward the center of the cube`, `away from you`: the ruleset's words for the place, read back to the same
    English (was: the English quoted, `プル 5（「toward the center of the cube」）`)."""
    effects, _ = _compiled(english)
    assert clause_text(effects, "ja") == japanese
    assert _compiled(japanese)[0] == effects


def test_a_japanese_place_the_ruleset_has_no_words_for_is_kept_and_read_back_on_an_english_card():
    effects, _ = _compiled("プル 3（ドラゴンに向かって）")
    assert effects[0].toward == "ドラゴンに向かって"
    english = clause_text(effects, "en")
    assert english == "pull 3 （ドラゴンに向かって）"
    assert _compiled(english)[0] == effects


@pytest.mark.parametrize("english, japanese", [
    ("you and your companion each shift 2 squares", "あなたとあなたのコンパニオンそれぞれは 2 スクエアシフトする"),
    ("you and the target each gain 1 surge", "あなたとターゲットそれぞれはサージ 1 を得る"),
    ("you and one ally within 5 squares each shift 1 square",
     "あなたと5 スクエア以内の1体の味方それぞれは 1 スクエアシフトする"),
], ids=["companion", "target", "narrowed"])
def test_two_creatures_joined_then_each_are_said_in_japanese_and_read_back(english, japanese):
    """`you and your companion each`: the two creatures' words, then それぞれ (was: the English quoted,
    `「you and your companion each」は…`)."""
    effects, _ = _compiled(english)
    assert clause_text(effects, "ja") == japanese
    assert _compiled(japanese)[0] == effects


def test_each_after_one_creature_is_not_said_as_two():
    """`それぞれ` is read only after two creatures joined by と: a lone creature then それぞれ is no creature the
    ruleset knows, and `the target each` none it says."""
    from statblock.rulesets.draw_steel.creature_phrases import narrowed_english, narrowed_japanese
    from statblock.rulesets.draw_steel.vocabulary import vocabulary

    assert narrowed_english(vocabulary(), "ターゲットそれぞれ") is None
    assert narrowed_japanese(vocabulary(), "the target each") is None
    assert narrowed_english(vocabulary(), "あなたとドラゴンそれぞれ") is None
    # `or` then each is none the reader takes back (か), and one `each` only, however many are written
    assert narrowed_japanese(vocabulary(), "you or the target each") is None
    assert narrowed_japanese(vocabulary(), "you and the target" + " each" * 5000) is None
    assert narrowed_english(vocabulary(), "あなたとターゲット" + "それぞれ" * 5000) is None


@pytest.mark.parametrize("english, japanese", [
    ("the target makes a free strike against the nearest ally", "ターゲットは最も近い味方にフリー・ストライクを行う"),
    ("you can make a free strike against the target", "あなたはターゲットにフリー・ストライクを行うことができる"),
    ("the target makes a free strike against each ally", "ターゲットは各味方にフリー・ストライクを行う"),
    ("the target makes a free strike against the nearest ogre", "ターゲットは「the nearest ogre」にフリー・ストライクを行う"),
], ids=["nearest-ally", "the-target", "each-ally", "a-name-quoted"])
def test_whom_a_free_strike_is_made_against_is_said_in_japanese_where_the_ruleset_knows_it(english, japanese):
    """(was: always the English quoted, `ターゲットは「the nearest ally」に…`)."""
    effects, _ = _compiled(english)
    assert clause_text(effects, "ja") == japanese
    assert _compiled(japanese)[0] == effects


@pytest.mark.parametrize("english, japanese", [
    ("the target can't hide (save ends)", "ターゲットは隠れられない (セーヴ終了)"),
    ("dazed (EoT), the target can't shift (EoT)", "朦朧 (EoT)、ターゲットはシフトできない (EoT)"),
    ("the target can't regain Stamina (EoE)", "ターゲットはスタミナを回復できない (エンカウント終了)"),
    ("P < 2, the target can't use magic abilities (EoT)", "P < 2、ターゲットは魔法アビリティを使用できない (EoT)"),
    # joined to a condition, its continuative then the targets again (was `ターゲットは「can't shift」、および減速`)
    ("the target can't shift and is slowed (save ends)", "ターゲットはシフトできず、ターゲットは減速 (セーヴ終了)"),
], ids=["hide", "shift", "regain", "magic", "joined-quoted"])
def test_a_status_the_vocabulary_names_is_said_in_japanese_and_read_back(english, japanese):
    """`the target can't hide`: the vocabulary's `statuses` (was `ターゲットは「can't hide」`); the Japanese reads back
    to the English name, as a rider's does (the JSON has no language)."""
    effects, _ = _compiled(english)
    assert clause_text(effects, "ja") == japanese
    assert _compiled(japanese)[0] == effects
