"""Clauses of two parts whose English or Japanese card did not read back to the same effects: each card now does."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled


@pytest.mark.parametrize("clause, english", [
    # a choice of forced moves of one distance before a forced move said of the creature: the distance said once
    # (was `pull 3 or push 3, the target is pushed 2 squares`, the second push read as the last option's)
    ("pull or push 3, the target is pushed 2 squares", "pull or push 3, the target is pushed 2 squares"),
    # after `can`, a part that is no `can` of the same creature says its subject again (was `…and is slowed (save
    # ends)`, text; `…and gains 2 surges`, the surges no one's)
    ("the target can shift 1 square, the target is slowed (save ends)",
     "the target can shift 1 square and the target is slowed (save ends)"),
    ("the target can shift 1 square, the target gains 2 surges", "the target can shift 1 square and the target gains 2 surges"),
    ("you can shift 1 square, you gain 2 surges", "you can shift 1 square and you gain 2 surges"),
    # a choice of conditions, then a forced move said of the creature, joined by `and` as written (was a comma: the move
    # read as the last option's)
    ("prone or grabbed and the target is pushed 2 squares", "prone or grabbed and the target is pushed 2 squares"),
    # a potency spelt out that lands instead, after another potency: `and` alone, as written (was `, and if …`, text)
    ("A < WEAK, restrained (save ends) and if the target has M < 2 they are instead restrained (save ends)",
     "A < WEAK, restrained (save ends) and if the target has M < 2 they are instead restrained (save ends)"),
    # after an effect that is no potency, `, and` as before
    ("5 damage and if the target has M < 2 they are instead restrained (save ends)",
     "5 damage, and if the target has M < 2 they are instead restrained (save ends)"),
    # a potency that lands instead after a sentence: `and … they are instead`, as written (was `or M < 2 restrained`,
    # read as a choice between the shift and the potency)
    ("you shift 1 square and M < 2 they are instead restrained (save ends)",
     "you shift 1 square and M < 2 they are instead restrained (save ends)"),
], ids=["pull-or-push", "can-then-condition", "can-then-gain", "you-can-then-gain", "choice-then-passive",
        "instead-after-potency", "instead-after-damage", "instead-after-sentence"])
def test_an_english_card_of_two_parts_reads_back(clause, english):
    effects = clause_effects(clause)
    assert clause_text(effects, "en") == english
    assert clause_effects(english) == effects
    assert clause_effects(clause_text(effects, "ja")) == effects


@pytest.mark.parametrize("clause, japanese", [
    # `に対して` is no te-form to cut a compound at (was cut after `対して`, read as `対する`: the clause was text)
    ("you shift 1 square, the target is frightened of you (save ends)",
     "あなたは 1 スクエアシフトし、ターゲットはあなたに対して恐怖 (セーヴ終了)"),
    ("the target shifts 1 square and is frightened of the triggering ally (save ends)",
     "ターゲットは 1 スクエアシフトし、トリガーとなった味方に対して恐怖 (セーヴ終了)"),
], ids=["you", "triggering-ally"])
def test_a_japanese_compound_with_a_conditions_source_reads_back(clause, japanese):
    effects = clause_effects(clause)
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(japanese) == effects


def test_a_forced_move_said_of_the_targets_in_an_option_of_several_effects_reads_back_in_japanese():
    """`prone or grabbed, the target is pushed 2 squares` (the push the second option's, as English reads it): in the
    notation's form inside the option (was `…、またはつかまれ、ターゲットは 2 スクエア押し戻される`, text to the reader)."""
    effects = clause_effects("prone or grabbed, the target is pushed 2 squares")
    japanese = clause_text(effects, "ja")
    assert japanese == "伏せ、またはつかまれ、プッシュ 2 スクエア"
    assert clause_effects(japanese) == effects
    # alone, it is said as the source says it
    assert clause_text(clause_effects("the target is pushed 2 squares"), "ja") == "ターゲットは 2 スクエア押し戻される"


@pytest.mark.parametrize("clause, japanese", [
    # a forced move in the notation's form after a sentence: said of the one moving, as seed 000 says it (was
    # `ターゲットは 2 スクエアシフトし、プッシュ 2`, text to the reader)
    ("the target shifts 2 squares and push 2", "ターゲットは 2 スクエアシフトし、ターゲットを 2 スクエア押し戻す"),
    ("you shift 1 square, vertical slide 2, and gain 2 surges",
     "あなたは 1 スクエアシフトし、ターゲットを垂直に 2 スクエア滑らせ、サージ 2 を得る"),
    ("the target makes a free strike and push 2, ignoring stability",
     "ターゲットはフリー・ストライクを行い、ターゲットを安定性を無視して 2 スクエア押し戻す"),
    # before a later part, in its continuative form (was `…プッシュ 2 スクエア、フリー・ストライクを行う`, the strike no one's)
    ("ターゲットは 2 スクエアシフトし、ターゲットを 2 スクエア押し戻し、フリー・ストライクを行う",
     "ターゲットは 2 スクエアシフトし、ターゲットを 2 スクエア押し戻し、フリー・ストライクを行う"),
    ("「the dragon」は 2 スクエアシフトし、ターゲットを最大 3 スクエア引き寄せ、サージ 2 を得る",
     "「the dragon」は 2 スクエアシフトし、ターゲットを最大 3 スクエア引き寄せ、サージ 2 を得る"),
    # after a sentence the creature must do: its continuative, しなければならず (was `…しなければならない、…`, text)
    ("the target must shift 2 squares and push 2", "ターゲットは 2 スクエアシフトしなければならず、ターゲットを 2 スクエア押し戻す"),
    ("ターゲットは 2 スクエアシフトしなければならず、ターゲットを最大 3 スクエア滑らせる",
     "ターゲットは 2 スクエアシフトしなければならず、ターゲットを最大 3 スクエア滑らせる"),
    # a characteristic in the distance: said so too, before a later part (was `…スライド 2 + R、フリー・ストライクを行う`, text)
    ("the target shifts 2 squares, slide 2 + R, and makes a free strike",
     "ターゲットは 2 スクエアシフトし、ターゲットを 2 + R スクエア滑らせ、フリー・ストライクを行う"),
    ("ターゲットは 2 スクエアシフトし、ターゲットを垂直に 2 + A スクエア滑らせ、サージ 2 を得る",
     "ターゲットは 2 スクエアシフトし、ターゲットを垂直に 2 + A スクエア滑らせ、サージ 2 を得る"),
], ids=["push-after-shift", "slide-before-gain", "ignoring-after-strike", "ja-push-before-strike", "ja-pull-before-gain",
        "after-must", "ja-after-must", "characteristic-before-strike", "ja-characteristic-before-gain"])
def test_a_forced_move_after_a_sentence_reads_back_from_a_japanese_card(clause, japanese):
    effects = clause_effects(clause)
    assert any(type(e).__name__ == "ForcedMove" for e in effects)
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(japanese) == effects
    assert clause_effects(clause_text(effects, "en")) == effects


@pytest.mark.parametrize("japanese, english", [
    # a forced move in the notation's form after a sentence of the targets, as an author writes it (was text: the
    # part read as said of the topic, `ターゲットはプッシュ 2`, one forced move of an unknown name)
    ("ターゲットは 2 スクエアシフトし、プッシュ 2", "the target shifts 2 squares and push 2"),
    ("ターゲットはフリー・ストライクを行い、プル 1（「toward the dragon」）",
     "the target makes a free strike and pull 1 toward the dragon"),
    ("ターゲットは 2 スクエアシフトし、スライド 2 + R", "the target shifts 2 squares and slide 2 + R"),
    # after a condition said so, behind a potency too (was text, the なら and all)
    ("M < 0 ならターゲットは減速状態になり、プッシュ 2", "M < 0 slowed, push 2"),
], ids=["push", "pull-toward", "slide-characteristic", "after-a-condition"])
def test_a_japanese_forced_move_after_a_sentence_of_the_targets_is_read(japanese, english):
    effects = clause_effects(japanese)
    assert clause_effects(english) == effects
    assert "ForcedMove" in repr(effects) and "Text(" not in repr(effects)
    assert clause_effects(clause_text(effects, "ja")) == effects


@pytest.mark.parametrize("clause, english, japanese", [
    # the targets are several, as the vocabulary says (`several`), in a compound as anywhere else (was `…and is slowed`,
    # which read back as text: the card writer's compound kept a list of its own, `you` and `they`)
    ("the targets shift 2 squares and are slowed (save ends)", "the targets shift 2 squares and are slowed (save ends)",
     "ターゲット全員は 2 スクエアシフトし、減速 (セーヴ終了)"),
    ("they shift 1 square and are slowed (save ends)", "they shift 1 square and are slowed (save ends)", None),
], ids=["the-targets", "they"])
def test_several_take_are_after_a_sentence_of_theirs(clause, english, japanese):
    effects = clause_effects(clause)
    assert clause_text(effects, "en") == english
    assert clause_effects(english) == effects
    if japanese is not None:
        assert clause_text(effects, "ja") == japanese
        assert clause_effects(japanese) == effects


@pytest.mark.parametrize("japanese, english", [
    # a creature the ruleset does not know, named by a Japanese author: the English card says the name as written, and
    # reads it back (was text: mixed text was read by the Japanese start rules alone, `ドラゴン shifts` a forced move's
    # name, and a compound of it cut at `、` only)
    ("ドラゴンは 2 スクエアシフトする", "ドラゴン shifts 2 squares"),
    ("ドラゴンは 2 スクエアシフトし、ターゲットを 2 スクエア押し戻す", "ドラゴン shifts 2 squares and push 2 squares"),
    ("ドラゴンは 2 スクエアシフトし、フリー・ストライクを行う", "ドラゴン shifts 2 squares and makes a free strike"),
], ids=["shift", "shift-and-push", "shift-and-strike"])
def test_a_japanese_authors_creature_reads_back_from_an_english_card(japanese, english):
    effects = clause_effects(japanese)
    assert "Text(" not in repr(effects) and effects[0].who == "ドラゴン"
    assert clause_text(effects, "en") == english
    assert clause_effects(english) == effects
    assert clause_effects(clause_text(effects, "ja")) == effects


@pytest.mark.parametrize("clause, english, japanese", [
    # a later part whose verb is its own form, no `can`'s: the subject's, on either card (was no one's in English,
    # `gains 2 surges`, the subject's in Japanese: the Japanese card read back otherwise)
    ("the target can shift 2 squares and gains 2 surges", "the target can shift 2 squares and the target gains 2 surges",
     "ターゲットは 2 スクエアシフトでき、サージ 2 を得る"),
    # after `must`, a part the grammar reads with none (`must make a free strike` was no one's)
    ("the target must shift 2 squares and make a free strike", "the target must shift 2 squares and make a free strike",
     "ターゲットは 2 スクエアシフトしなければならず、フリー・ストライクを行う"),
    ("the target must shift 2 squares and gain 2 surges", "the target must shift 2 squares and gain 2 surges",
     "ターゲットは 2 スクエアシフトしなければならず、サージ 2 を得る"),
], ids=["can-then-gains", "must-then-strike", "must-then-gain"])
def test_a_part_after_can_or_must_is_the_subjects(clause, english, japanese):
    effects = clause_effects(clause)
    assert effects[-1].who == "the target"
    assert clause_text(effects, "en") == english
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(english) == effects
    assert clause_effects(japanese) == effects


@pytest.mark.parametrize("clause, japanese", [
    ("the target can shift 2 squares and gain 2 surges", "ターゲットは 2 スクエアシフトでき、サージ 2 を得ることができる"),
    ("you can shift 2 squares and gain 2 surges", "あなたは 2 スクエアシフトでき、サージ 2 を得ることができる"),
    ("the target can gain 2 surges", "ターゲットはサージ 2 を得ることができる"),
    ("the target can regain 5 Stamina", "ターゲットはスタミナ 5 を回復することができる"),
], ids=["can-shift-and-gain", "you-can-shift-and-gain", "can-gain", "can-regain"])
def test_a_gain_in_the_scope_of_can_is_the_subjects_choice(clause, japanese):
    """A bare `gain` after `can` (`the target can shift 2 squares and gain 2 surges`) is the subject's gain it may take,
    as the shift is: the English card gave the gain to no one and the Japanese one to the target (`…シフトでき、サージ 2
    を得る`), so the Japanese card read back otherwise; `can gain` alone was text."""
    effects = clause_effects(clause)
    assert type(effects[-1]).__name__ == "ResourceChange" and effects[-1].can and effects[-1].who == clause.split(" can")[0]
    assert clause_text(effects, "en") == clause
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(clause) == clause_effects(japanese) == effects


@pytest.mark.parametrize("clause, japanese", [
    # the creature whose ability it is, by name, and its allies: one subject (was text: after two words the grammar
    # took `and` for a scope's join; a Japanese card quoted the English)
    ("the knight and its allies shift 2 squares", "「the knight」とその味方は 2 スクエアシフトする"),
    ("the knight and their allies can shift 2 squares", "「the knight」と彼らの味方は 2 スクエアシフトできる"),
    ("the knight and each ally shift 2 squares", "「the knight」と各味方は 2 スクエアシフトする"),
    # (a name is `the` and a noun or two, whatever its last letter and its capitals)
    ("the goblin assassin and its allies shift 2 squares", "「the goblin assassin」とその味方は 2 スクエアシフトする"),
    ("the colossus and its allies shift 2 squares", "「the colossus」とその味方は 2 スクエアシフトする"),
    ("The Ashen Hoarder and each ally shift 2 squares", "「The Ashen Hoarder」と各味方は 2 スクエアシフトする"),
    # a name without `the`, one to three capitalised words no rules word is (`Lord Syuul …` was text; `Ajax …` was read,
    # its Japanese card quoting `「Ajax and its allies」`, the allies untranslated)
    ("Ajax and its allies shift 2 squares", "「Ajax」とその味方は 2 スクエアシフトする"),
    ("Lord Syuul and their allies can shift 2 squares", "「Lord Syuul」と彼らの味方は 2 スクエアシフトできる"),
    ("Queen Bargnot Vex and each ally shift 2 squares",
     "「Queen Bargnot Vex」と各味方は 2 スクエアシフトする"),
    # (a particle between capitalised words, `of`, `the`, `von`: was text)
    ("Lord of Ash and its allies shift 2 squares", "「Lord of Ash」とその味方は 2 スクエアシフトする"),
    ("Voice of the Deep and their allies can shift 2 squares", "「Voice of the Deep」と彼らの味方は 2 スクエアシフトできる"),
], ids=["its-allies", "their-allies", "each-ally", "two-words", "noun-in-s", "capitals", "one-capitalised-word",
        "two-capitalised-words", "three-capitalised-words", "particle", "two-particles"])
def test_a_named_creature_and_its_allies_move(clause, japanese):
    effects = clause_effects(clause)
    assert [type(e).__name__ for e in effects] == ["OwnMove"] and effects[0].who == clause.split(" s")[0].split(" can")[0]
    assert clause_text(effects, "en") == clause
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(japanese) == effects


@pytest.mark.parametrize("clause", [
    "Lord Malice and their allies can shift 2 squares",   # (a rules word, `Malice`, is no part of a name)
    "Each Enemy Here and its allies shift 2 squares",     # (nor a word that opens a noun phrase)
    "Lord Syuul The Great Old and its allies shift 2 squares",  # (four words)
    "Push of the Wind and its allies shift 2 squares",  # (a particle in no name of a rules word)
    "Might of the Storm and their allies can shift 2 squares",
    "Lord of the and its allies shift 2 squares",  # (nor last)
], ids=["rules-word", "noun-phrase", "four-words", "forced-move-of", "characteristic-of", "particle-last"])
def test_capitalised_words_that_are_no_name_are_no_creature(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]


@pytest.mark.parametrize("clause", [
    "Might and its allies shift 2 squares",            # (a characteristic)
    "Stamina and each ally shift 2 squares",           # (a resource)
    "Magic and their allies can shift 2 squares",      # (a keyword)
    "Push and its allies shift 2 squares",             # (a forced move)
    "they and their allies shift 2 squares",           # (a pronoun)
], ids=["characteristic", "resource", "keyword", "forced-move", "pronoun"])
def test_one_rules_word_before_and_is_no_name(clause):
    """One word before `and its allies` was a name whatever it was (`Might and its allies` moved as one creature so
    named, its Japanese card `「Might and its allies」は…`, the English quoted): one word is checked as two or three
    are, and a rules word or a pronoun is no name; the clause is kept as written, said (SB138), on both cards."""
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]
    assert "「" not in clause_text(clause_effects(clause), "ja")


def test_a_sentence_joined_to_a_verb_is_no_creature():
    # (`The rift remains open and`: no creature's name; a resource gained by it was the first reading of the grammar
    # that reads two words before `and`)
    assert type(clause_effects("The rift remains open and regains 5 Stamina.")[0]).__name__ == "Text"


@pytest.mark.parametrize("clause", [
    "the target falls and its allies shift 2 squares",  # (a creature the ruleset knows, then what it does)
    "the door opens and each ally shifts 2 squares",  # (`each ally shifts`: one creature's verb)
    "the door opens and its allies shift 2 squares",  # (a verb said of one creature where a name's noun stands)
    "the target can't fly and its allies shift 2 squares",
], ids=["known-creature-falls", "one-creatures-verb", "verb-for-a-noun", "cant"])
def test_a_sentence_before_and_is_no_named_creature(clause):
    """A named creature is a noun phrase (`the knight`, `the goblin assassin`): `the target falls and its allies shift
    2 squares` was one creature named `the target falls and its allies` who shifts (the fall lost, no word; its
    Japanese card 「the target falls」とその味方), and is kept as written, said (SB138), as before the named creature
    was read."""
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]


@pytest.mark.parametrize("clause, english, japanese", [
    ("the knight and its allies shift 2 squares, and gain 2 surges", "the knight and its allies shift 2 squares and gain 2 surges",
     "「the knight」とその味方は 2 スクエアシフトし、サージ 2 を得る"),
    ("the knight and its allies shift 2 squares and gain 2 surges", "the knight and its allies shift 2 squares and gain 2 surges",
     "「the knight」とその味方は 2 スクエアシフトし、サージ 2 を得る"),
    ("Lord Syuul and their allies can shift 2 squares and gain 2 surges",
     "Lord Syuul and their allies can shift 2 squares and gain 2 surges",
     "「Lord Syuul」と彼らの味方は 2 スクエアシフトでき、サージ 2 を得ることができる"),
], ids=["comma-and", "and", "capitalised-can"])
def test_a_named_creature_and_its_allies_do_two_things(clause, english, japanese):
    """`the knight and its allies shift 2 squares, and gain 2 surges` was text (SB138), with its comma or without: a
    compound's first subject of two joined had to start with a creature the ruleset knows (`you and each ally …`), so
    the `and` of `the knight and its allies` cut the clause; its Japanese card's later part was no one's. Both parts
    are now the named creature's and its allies', as `you and each ally shift 2 squares and gain 2 surges` are."""
    effects = clause_effects(clause)
    assert [type(e).__name__ for e in effects] == ["OwnMove", "ResourceChange"]
    assert {e.who for e in effects} == {english.split(" can ")[0].split(" shift")[0]}
    assert clause_text(effects, "en") == english
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(english) == clause_effects(japanese) == effects


@pytest.mark.parametrize("japanese, english, card", [
    # a name in Japanese, quoted or in katakana unquoted, and its allies: read as `the mindkiller and its allies` is
    # (the condition was text, SB138; the shift one creature named `マインドキラーとその味方`, the allies in its name)
    ("「マインドキラー」とその味方は減速 (EoT)", "the mindkiller and its allies are slowed (EoT)",
     "「マインドキラー」とその味方は減速 (EoT)"),
    ("マインドキラーとその味方は減速 (EoT)", "the mindkiller and its allies are slowed (EoT)",
     "「マインドキラー」とその味方は減速 (EoT)"),
    ("マインドキラーとその味方は2マスシフトする", "the mindkiller and its allies shift 2 squares",
     "「マインドキラー」とその味方は 2 スクエアシフトする"),
    ("「黒き竜」と彼らの味方は 2 スクエアシフトできる", "the mindkiller and their allies can shift 2 squares",
     "「黒き竜」と彼らの味方は 2 スクエアシフトできる"),
], ids=["quoted-condition", "katakana-condition", "katakana-shift", "quoted-kanji-can"])
def test_a_japanese_name_and_its_allies_read_as_an_english_name_does(japanese, english, card):
    name = card[1:card.index("」")]
    effects = clause_effects(japanese)

    def said_of(effect):
        return type(effect).__name__, getattr(effect, "who", None), getattr(effect, "subject", None)

    assert [said_of(e) for e in effects] == [
        tuple(part.replace("the mindkiller", name) if isinstance(part, str) else part for part in said_of(e))
        for e in clause_effects(english)]
    assert _compiled(japanese)[1] == []
    assert clause_text(effects, "en") == english.replace("the mindkiller", name)
    assert clause_text(effects, "ja") == card
    assert clause_effects(card) == effects


@pytest.mark.parametrize("japanese", [
    "スタミナとその味方は 2 スクエアシフトする",     # (a resource)
    "「減速」とその味方は 2 スクエアシフトする",     # (a condition, quoted)
    "筋力と各味方は 2 スクエアシフトする",           # (a characteristic)
], ids=["resource", "quoted-condition", "characteristic"])
def test_one_rules_word_before_to_is_no_name_in_japanese(japanese):
    """`スタミナとその味方は 2 スクエアシフトする` moved one creature named `スタミナとその味方` (its English card
    `スタミナとその味方 shifts 2 squares`): a creature after と, no creature nor name before it, is no one, as `Stamina
    and its allies …` is none; kept as written, said (SB138)."""
    effects, codes = _compiled(japanese)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]


@pytest.mark.parametrize("clause, japanese", [
    # a pronoun is no name: said in Japanese as seed 000 says it (`彼らは`), as `the target` is said `ターゲットは` (was
    # the English quoted as a name, `「they」は 2 スクエアシフトする`)
    ("they shift 2 squares", "彼らは 2 スクエアシフトする"),
    ("they can shift 2 squares", "彼らは 2 スクエアシフトできる"),
    ("they gain 2 surges", "彼らはサージ 2 を得る"),
    ("it shifts 1 square", "それは 1 スクエアシフトする"),
    ("he makes a free strike", "彼はフリー・ストライクを行う"),
    ("She teleports 3 squares", "彼女は 3 スクエアテレポートする"),
    ("each of them shifts 2 squares", "彼らそれぞれは 2 スクエアシフトする"),
    ("they take a bane on their next strike", "彼らは次のストライクに不利を受ける"),
], ids=["they", "they-can", "they-gain", "it", "he", "she-capital", "each-of-them", "they-bane"])
def test_a_pronoun_doer_is_said_in_japanese(clause, japanese):
    effects = clause_effects(clause)
    assert _compiled(clause)[1] == []
    assert clause_text(effects, "en") == clause
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(japanese) == effects


@pytest.mark.parametrize("japanese, english", [
    # a Japanese pronoun reads as the English one (was kept as written: `彼ら shifts 2 squares`, a Japanese word and
    # the verb of one creature on the English card)
    ("彼らは 2 スクエアシフトする", "they shift 2 squares"),
    ("彼らはサージ 2 を得る", "they gain 2 surges"),
    ("それは 2 スクエアシフトする", "it shifts 2 squares"),
    ("彼らそれぞれはサージ 2 を得る", "each of them gains 2 surges"),
], ids=["they", "they-gain", "it", "each-of-them"])
def test_a_japanese_pronoun_reads_as_the_english_one(japanese, english):
    effects = clause_effects(japanese)
    assert effects == clause_effects(english)
    assert clause_text(effects, "en") == english
    assert clause_effects(clause_text(effects, "ja")) == effects


@pytest.mark.parametrize("japanese, english", [
    # a condition or a state said of a name in Japanese: its English card says the name as written, and reads back (was
    # text to the reader: the clause was not ASCII, so no English reading was tried)
    ("マインドキラーとその味方は減速 (EoT)", "マインドキラー and its allies are slowed (EoT)"),
    ("「マインドキラー」は減速 (EoT)", "マインドキラー is slowed (EoT)"),
    ("「黒き竜」は衰弱 (セーヴ終了)", "黒き竜 is weakened (save ends)"),
    # (a state of the author's own in English quoted after it: was text, SB138, the English card's reading not read back)
    ("「マインドキラー」は「invisible to the target」状態 (セーヴ終了)", "マインドキラー is invisible to the target (save ends)"),
], ids=["and-its-allies", "alone", "kanji-name", "own-state"])
def test_the_english_card_of_a_condition_on_a_japanese_name_reads_back(japanese, english):
    effects = clause_effects(japanese)
    assert _compiled(japanese)[1] == [] and all(e.subject for e in effects)
    assert clause_text(effects, "en") == english
    assert clause_effects(english) == effects
    assert clause_effects(clause_text(effects, "ja")) == effects


@pytest.mark.parametrize("japanese, card", [
    # a name in Japanese, the topic of a sentence: quoted on the card, as its author quoted it and as the card of a
    # condition on it is (`「マインドキラー」は減速`); the card lost the quotes (`マインドキラーは 2 スクエアシフトする`)
    ("「マインドキラー」は 2 スクエアシフトする", "「マインドキラー」は 2 スクエアシフトする"),
    ("マインドキラーは 2 スクエアシフトする", "「マインドキラー」は 2 スクエアシフトする"),
    ("「黒き竜」はサージ 2 を得る", "「黒き竜」はサージ 2 を得る"),
    ("「黒き竜」はフリー・ストライクを行う", "「黒き竜」はフリー・ストライクを行う"),
], ids=["quoted", "katakana", "gain", "free-strike"])
def test_a_japanese_name_keeps_its_quotes_on_a_sentence_card(japanese, card):
    effects = clause_effects(japanese)
    assert clause_text(effects, "ja") == card
    assert clause_effects(card) == effects
    assert clause_effects(clause_text(effects, "en")) == effects


@pytest.mark.parametrize("clause", [
    # a condition, then `and` and the allies of the one named before: a condition names no one, so no one's allies are
    # said; kept as written (SB138), as `Might and its allies …` and Japanese `朦朧とその味方は…` are (was read as
    # dazed, then its allies shifting: a condition word taken for half of the doer's words, the other half a subject)
    "Dazed and its allies shift 2 squares",
    "dazed and their allies can shift 2 squares",
    "Slowed and its allies shift 2 squares",
], ids=["dazed", "lower-case-their", "slowed"])
def test_a_condition_and_its_allies_is_no_one(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]
    # (a condition, then a sentence of another creature, is still two parts)
    assert [type(e).__name__ for e in clause_effects("dazed and each ally shifts 2 squares")] == ["ApplyCondition", "OwnMove"]


@pytest.mark.parametrize("clause, japanese", [
    # one rule for every name's length: up to three words of its own, `the` before them or not (`the Lord of Ash` was
    # refused by a limit of three words in all for names with `the`, where `Lord of Ash` was a name)
    ("the Lord of Ash and its allies shift 2 squares", "「the Lord of Ash」とその味方は 2 スクエアシフトする"),
    ("the Voice of the Deep and their allies can shift 2 squares", "「the Voice of the Deep」と彼らの味方は 2 スクエアシフトできる"),
    ("the goblin assassin captain and its allies shift 2 squares",
     "「the goblin assassin captain」とその味方は 2 スクエアシフトする"),
], ids=["the-particle", "the-two-particles", "the-three-words"])
def test_a_name_with_the_has_the_limits_of_any_name(clause, japanese):
    effects = clause_effects(clause)
    assert [type(e).__name__ for e in effects] == ["OwnMove"] and _compiled(clause)[1] == []
    assert clause_text(effects, "en") == clause
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(japanese) == effects


@pytest.mark.parametrize("clause", [
    "the Lord Syuul The Great and its allies shift 2 squares",  # (four words of its own)
    "the knight of and its allies shift 2 squares",  # (a particle last)
    "the door slams shut and its allies shift 2 squares",  # (a verb said of one creature, not last)
], ids=["four-words", "particle-last", "verb-inside"])
def test_a_name_with_the_past_the_limits_is_none(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]


@pytest.mark.parametrize("clause", [
    # a name's words hold no verb said of one creature before any of the creatures joined to it, not only before `its
    # allies` (`the door opens and each ally shift …` was one creature called `the door opens`, its card
    # `「the door opens」と各味方は…`); in Japanese, quoted, the same
    "the door opens and each ally shift 2 squares",
    "the door opens and their allies shift 2 squares",
    "the door opens and each ally are slowed (EoT)",
    "「the door opens」と各味方は 2 スクエアシフトする",
    "「the door opens」とその味方は 2 スクエアシフトする",
], ids=["each-ally", "their-allies", "state", "ja-each-ally", "ja-its-allies"])
def test_a_name_holds_no_verb_before_any_creature_joined(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]
    # (a name that holds none is still one: `the knight and each ally`)
    named = clause_effects(clause.replace("the door opens", "the knight"))
    assert [type(e).__name__ for e in named] in (["OwnMove"], ["ApplyCondition", "ApplyCondition"])


@pytest.mark.parametrize("clause", [
    # a condition, `and`, then one creature with the verb's form for several: the two are one subject, which names no
    # one (SB138), as a condition and its allies is (was dazed, then each ally shifting, the card `dazed, and each ally
    # shift 2 squares`, a verb's form for several said of one)
    "Dazed and each ally shift 2 squares",
    "slowed and one ally within 5 squares shift 2 squares",
    "dazed and the target shift 2 squares",
], ids=["each-ally", "narrowed", "the-target"])
def test_a_condition_and_a_creature_with_a_verb_for_several_is_no_one(clause):
    effects, codes = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and codes == ["SB138"]
    assert clause_text(effects, "en") == clause and clause_text(effects, "ja") == clause
    # (the verb's form for one, a `can`, or a creature of several: a condition, then a sentence of its own)
    for other in (clause.replace(" shift ", " shifts "), clause.replace(" shift ", " can shift "),
                  "dazed and you shift 2 squares"):
        assert [type(e).__name__ for e in clause_effects(other)] == ["ApplyCondition", "OwnMove"]


@pytest.mark.parametrize("japanese, english, card", [
    # a name in katakana unquoted before は and a condition: the condition on it, as before `とその味方は…` and as
    # quoted (was a condition made up of all the word, `マインドキラーは減速`, SB111)
    ("マインドキラーは減速 (EoT)", "マインドキラー is slowed (EoT)", "「マインドキラー」は減速 (EoT)"),
    ("ガル・ヴァードは衰弱 (セーヴ終了)", "ガル・ヴァード is weakened (save ends)", "「ガル・ヴァード」は衰弱 (セーヴ終了)"),
    # a pronoun: on the targets, as `they are slowed (EoT)` is (was text, SB138)
    ("彼らは減速 (EoT)", "slowed (EoT)", "減速 (EoT)"),
], ids=["katakana", "katakana-dot", "they"])
def test_a_condition_on_a_japanese_name_or_pronoun_agrees_with_english(japanese, english, card):
    effects, codes = _compiled(japanese)
    assert codes == [] and [type(e).__name__ for e in effects] == ["ApplyCondition"] and not effects[0].custom
    assert clause_text(effects, "en") == english and clause_text(effects, "ja") == card
    assert clause_effects(english) == effects and clause_effects(card) == effects


@pytest.mark.parametrize("japanese, english, card", [
    # a name in any script unquoted before は and a Draw Steel condition: the condition on it, as on a katakana name
    # (was a condition made up of all the word, `黒き竜は減速`, SB111); a kind of monster is a name (`ドラゴン`: Japanese
    # says `the dragon` with no article; its English card `ドラゴン is slowed` was text, SB138)
    ("黒き竜は減速 (EoT)", "黒き竜 is slowed (EoT)", "「黒き竜」は減速 (EoT)"),
    ("竜は衰弱 (セーヴ終了)", "竜 is weakened (save ends)", "「竜」は衰弱 (セーヴ終了)"),
    ("ドラゴンは減速 (EoT)", "ドラゴン is slowed (EoT)", "「ドラゴン」は減速 (EoT)"),
    ("ゴブリンの射手は伏せ状態 (EoT)", "ゴブリンの射手 is prone (EoT)", "「ゴブリンの射手」は伏せ (EoT)"),
], ids=["kanji-kana", "one-kanji", "monster-kind", "with-no"])
def test_a_condition_on_a_name_in_any_script(japanese, english, card):
    effects, codes = _compiled(japanese)
    assert codes == [] and [type(e).__name__ for e in effects] == ["ApplyCondition"] and not effects[0].custom
    assert effects[0].subject == card[1:card.index("」")]
    assert clause_text(effects, "en") == english and clause_text(effects, "ja") == card
    assert clause_effects(english) == effects and clause_effects(card) == effects


@pytest.mark.parametrize("clause, codes", [
    # the notation's own words in any script are no name (`最大`, as `ダメージ`), nor words about a creature the ruleset
    # knows (`隣接する敵`: text, as before); no condition after は, the clause stays what it was (SB111); a noun of the
    # notation (`マス`, the grammar's unit) is said as a time is, SB138 (`test_a_noun_of_the_notation_names_no_creature`)
    ("最大は減速 (EoT)", ["SB111"]), ("マスは減速 (EoT)", ["SB138"]), ("隣接する敵は減速 (EoT)", ["SB138"]),
    ("敵将は減速 (EoT)", ["SB111"]), ("黒き竜は燃焼 (EoT)", ["SB111"]),
], ids=["notation-kanji", "notation-katakana", "about-an-enemy", "holds-enemy", "no-condition"])
def test_words_that_are_no_name_before_a_condition(clause, codes):
    effects, said = _compiled(clause)
    assert said == codes and not any(getattr(e, "subject", None) for e in effects)


@pytest.mark.parametrize("clause, codes", [
    # a time or a thing before は is no creature: the vocabulary's time words (its durations' katakana, `ラウンド`,
    # `ターン`; in English the words after `the` or `next` in them, `turn`, `round`) and what opens a noun phrase that
    # points (`この`, `次の`, `これ`) make no name (was the condition on a creature `このラウンド`, `the next turn`); with a
    # time's word the clause is kept as written and said (SB138) in both languages (was SB111 in Japanese, a condition
    # named all the words, advised as `ターゲットはこのラウンドは伏せ`)
    ("このラウンドは伏せ", ["SB138"]), ("次のターンの間は減速", ["SB138"]), ("今回は減速 (EoT)", ["SB111"]),
    # (a demonstrative before は, `この効果`, `これ`: kept as written, SB138, as English `this is slowed` is; were a
    # condition named all the words, SB111, on the targets: test_demonstrative_names.py)
    ("この効果は減速 (EoT)", ["SB138"]), ("これは減速 (EoT)", ["SB138"]),
    ("the next turn is slowed", ["SB138"]), ("the round is slowed (EoT)", ["SB138"]),
], ids=["this-round", "next-turn-ja", "this-time", "this-effect", "this", "next-turn", "the-round"])
def test_a_time_or_a_thing_is_no_name(clause, codes):
    effects, said = _compiled(clause)
    assert said == codes and not any(getattr(e, "subject", None) for e in effects)
    # (`それは`, a pronoun of one creature, is still one: `it`)
    assert [e.subject for e in _compiled("それは減速 (EoT)")[0]] == ["it"]


@pytest.mark.parametrize("japanese, english", [
    # conditions listed after a pronoun's は share its subject and the duration written once at the end, as English
    # `she is prone, slowed (EoT)` and Japanese `あなたは伏せ、減速 (EoT)` do (was prone on her with no duration, slowed
    # (EoT) on the targets)
    ("彼女は伏せ、減速 (EoT)", "she is prone, slowed (EoT)"),
    ("それは伏せ、減速 (EoT)", "it is prone, slowed (EoT)"),
    ("彼は伏せ、減速 (セーヴ終了)", "he is prone, slowed (save ends)"),
], ids=["she", "it", "he-save-ends"])
def test_conditions_listed_after_a_pronoun_are_its(japanese, english):
    effects, codes = _compiled(japanese)
    assert codes == ["SB185"] and effects == clause_effects(english)  # (nothing before the pronoun in the tier names whom it is: SB185, dsleft9)
    assert [(e.condition, e.subject) for e in effects] == [("prone", english.split()[0])] + [
        ("slowed", english.split()[0])]
    assert effects[0].duration is not None and effects[0].duration == effects[1].duration


@pytest.mark.parametrize("clause, same", [
    ("伏せもしくは減速 (EoT)", "伏せまたは減速 (EoT)"), ("出血あるいは減速", "出血または減速"),
    ("出血ないしは減速 (EoT)", "出血または減速 (EoT)"), ("M < 2、伏せもしくは減速 (EoT)", "M < 2、伏せまたは減速 (EoT)"),
    ("ターゲットは伏せもしくは減速 (EoT)", "ターゲットは伏せまたは減速 (EoT)"),
], ids=["moshikuha", "aruiha", "naishiha", "in-a-potency", "after-the-target"])
def test_a_choice_of_conditions_with_any_or(clause, same):
    # もしくは, あるいは, ないしは offer two conditions as または does: a choice (was slowed on a creature `伏せもしく`, the
    # prone lost in silence; before the names in any script a made-up condition, SB111)
    effects, said = _compiled(clause)
    assert said == [] and effects == _compiled(same)[0]
    inner = [e for effect in effects for e in (getattr(effect, "effects", None) or (effect,))]
    assert [type(e).__name__ for e in inner] == ["Choice"]


def test_a_name_holds_no_condition():
    # a name before は is no condition's word, ends in none, lists none first, nor ends in the stem of a conjunction of
    # `or` (`伏せもしく`): the words are said (SB111), never a condition on such a creature
    # (nor says one is in a condition, a time while in it: `伏せ状態の間`, `拘束中`, `伏せている間`, `伏せのとき`)
    for clause in ("伏せは減速", "出血と伏せは減速", "伏せ状態の間は減速 (EoT)", "拘束中は減速 (EoT)",
                   "つかまれている間は減速 (EoT)", "伏せている間は減速 (EoT)", "伏せのときは減速 (EoT)", "出血中は伏せ"):
        effects, said = _compiled(clause)
        assert said == ["SB111"] and not any(getattr(e, "subject", None) for e in effects)


@pytest.mark.parametrize("clause, name", [
    # a condition's or a time's word inside a name's own word, or before its `の`, is the name's (a review's finding:
    # each was a made-up condition of the whole text, SB111, or text, SB138, after the first mend)
    ("出血公は伏せ", "出血公"), ("待ち伏せの狩人は減速 (EoT)", "待ち伏せの狩人"), ("恐怖の王は伏せ", "恐怖の王"),
    ("グラウンドの竜は減速 (EoT)", "グラウンドの竜"), ("the Round Knight is slowed (EoT)", "the Round Knight"),
    ("the End Warden is prone", "the End Warden"),
], ids=["bleeding-lord", "ambush-hunter", "king-of-fear", "ground-dragon", "round-knight", "end-warden"])
def test_a_name_may_hold_a_condition_s_or_a_time_s_word(clause, name):
    effects, said = _compiled(clause)
    assert said == [] and [(type(e).__name__, e.subject) for e in effects] == [("ApplyCondition", name)]


@pytest.mark.parametrize("clause, card", [
    # a Draw Steel condition on a creature by name with no duration (`the dragon is prone`, `マインドキラーは伏せ`): on
    # it, as with one (was text, SB138; `黒き竜は減速` a made-up condition, SB111)
    ("the dragon is prone", "「the dragon」は伏せ"),
    ("Ajax is dazed", "「Ajax」は朦朧"),
    ("マインドキラーは伏せ", "「マインドキラー」は伏せ"),
    ("黒き竜は減速", "「黒き竜」は減速"),
], ids=["the-noun", "proper", "katakana", "kanji"])
def test_a_condition_on_a_name_with_no_duration(clause, card):
    effects, codes = _compiled(clause)
    assert codes == [] and [type(e).__name__ for e in effects] == ["ApplyCondition"]
    assert effects[0].subject and effects[0].duration is None and not effects[0].custom
    assert clause_text(effects, "ja") == card
    assert clause_effects(card) == effects and clause_effects(clause_text(effects, "en")) == effects
    # (a state of the ability's own needs its duration: `the door is open` stays text)
    assert [e.kind for e in _compiled("the door is open")[0]] == ["text"]


@pytest.mark.parametrize("clause, card", [
    # Draw Steel conditions listed after a creature by name, one duration for all, as after `the target is` (was text,
    # SB138; `the dragon is prone and weakened (EoT)` SB134, weakened read as the targets')
    ("the dragon is prone and weakened (EoT)", "「the dragon」は伏せ、および衰弱 (EoT)"),
    ("Ajax is dazed, slowed, and weakened (save ends)", "「Ajax」は朦朧、減速、および衰弱 (セーヴ終了)"),
    ("黒き竜は伏せと衰弱 (EoT)", "「黒き竜」は伏せ、および衰弱 (EoT)"),
    ("マインドキラーは伏せ、および衰弱", "「マインドキラー」は伏せ、および衰弱"),
], ids=["and", "series", "ja-to", "ja-oyobi"])
def test_conditions_listed_on_a_name(clause, card):
    effects, codes = _compiled(clause)
    assert codes == [] and len(effects) >= 2 and len({e.subject for e in effects}) == 1 and effects[0].subject
    assert not any(e.custom for e in effects) and len({e.duration for e in effects}) == 1
    assert clause_text(effects, "ja") == card
    assert clause_effects(card) == effects and clause_effects(clause_text(effects, "en")) == effects
    # (a part no condition of the rules: as before, nothing said of the name, and said: text or a made-up condition)
    other, said = _compiled(clause.replace("weakened", "burning").replace("衰弱", "燃焼"))
    assert not any(getattr(e, "subject", None) for e in other) and said in (["SB138"], ["SB111"])


@pytest.mark.parametrize("clause, english, card", [
    # a Draw Steel condition about someone, said of a creature by name or of allies: the condition with whom it is
    # about, as after `the target is` (the Japanese was a state of the ability's own named `あなたに対して恐怖`, said
    # nowhere, its English card `マインドキラー is あなたに対して恐怖` not read back; the English was text, SB138)
    ("マインドキラーはあなたに対して恐怖 (セーヴ終了)", "マインドキラー is frightened of you (save ends)",
     "「マインドキラー」はあなたに対して恐怖 (セーヴ終了)"),
    ("各味方はあなたに対して恐怖 (セーヴ終了)", "each ally is frightened of you (save ends)", "各味方はあなたに対して恐怖 (セーヴ終了)"),
    ("黒き竜はあなたに対して挑発 (EoT)", "黒き竜 is taunted by you (EoT)", "「黒き竜」はあなたに対して挑発 (EoT)"),
    ("the dragon is frightened of the target (save ends)", "the dragon is frightened of the target (save ends)",
     "「the dragon」はターゲットに対して恐怖 (セーヴ終了)"),
    ("it is frightened of you (save ends)", "it is frightened of you (save ends)", "それはあなたに対して恐怖 (セーヴ終了)"),
], ids=["katakana", "each-ally", "kanji-taunted", "the-noun", "pronoun"])
def test_a_condition_about_someone_on_a_name(clause, english, card):
    effects, codes = _compiled(clause)
    assert codes == (["SB185"] if clause.startswith("it ") else []) and [type(e).__name__ for e in effects] == \
        ["ApplyCondition"]  # (nothing before the pronoun in the tier names whom it is: SB185, dsleft9)
    assert effects[0].source and effects[0].subject and not effects[0].custom
    assert clause_text(effects, "en") == english and clause_text(effects, "ja") == card
    assert clause_effects(english) == effects and clause_effects(card) == effects


@pytest.mark.parametrize("clause, english", [
    # a condition said with its verb after a name (`伏せ状態になる`, `拘束される`, `出血する`), as after `ターゲットは` (a
    # katakana name's was text, SB138; another's a made-up condition, SB111, whose card did not read back)
    ("ドラゴンは伏せ状態になる", "ドラゴン is prone"),
    ("竜は伏せ状態になる", "竜 is prone"),
    ("黒き竜は拘束される (セーヴ終了)", "黒き竜 is restrained (save ends)"),
    ("「the dragon」は出血する (セーヴ終了)", "the dragon is bleeding (save ends)"),
], ids=["katakana-become", "kanji-become", "passive", "quoted-suru"])
def test_a_condition_said_with_its_verb_on_a_name(clause, english):
    effects, codes = _compiled(clause)
    assert codes == [] and [type(e).__name__ for e in effects] == ["ApplyCondition"] and effects[0].subject
    assert clause_text(effects, "en") == english
    assert clause_effects(english) == effects and clause_effects(clause_text(effects, "ja")) == effects


@pytest.mark.parametrize("clause, codes", [("ダメージは減速 (EoT)", ["SB111"]), ("スクエアは減速 (EoT)", ["SB138"])])
def test_the_notation_s_own_katakana_word_is_no_name(clause, codes):
    # (a review found `ダメージは減速 (EoT)` slowed on a creature `ダメージ`, said nowhere: the notation's own words, as
    # its vocabulary's, are no name; a made-up condition, said, as before; a noun of the notation's measures, the clause
    # kept as written and said, SB138, as `the square is slowed (EoT)` is)
    effects, said = _compiled(clause)
    assert said == codes and not any(getattr(e, "subject", None) for e in effects)


@pytest.mark.parametrize("clause, japanese", [
    # a status said of a pronoun: the Japanese card says the pronoun (the vocabulary's `pronouns`), as the English does,
    # and reads back to it (was `ターゲットは隠れられない (EoT)`, read back as `the target`)
    ("they can't hide (EoT)", "彼らは隠れられない (EoT)"),
    ("they can't hide and are slowed (EoT)", "彼らは「can't hide」、および減速 (EoT)"),
], ids=["status", "status-and-condition"])
def test_the_japanese_card_of_a_status_on_a_pronoun_says_the_pronoun(clause, japanese):
    effects = clause_effects(clause)
    assert effects[0].who == "they"
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(japanese) == effects
    assert clause_text(clause_effects(japanese), "en") == clause
    # (`the target` is said as before)
    assert clause_text(clause_effects("the target can't hide (EoT)"), "ja") == "ターゲットは隠れられない (EoT)"


@pytest.mark.parametrize("clause, who, english, japanese", [
    ("you are prone or slowed (EoT)", "you", "you are prone or slowed (EoT)", "あなたは伏せまたは減速 (EoT)"),
    ("あなたは伏せまたは減速 (EoT)", "you", "you are prone or slowed (EoT)", "あなたは伏せまたは減速 (EoT)"),
    ("the black dragon is prone or slowed (EoT)", "the black dragon", "the black dragon is prone or slowed (EoT)",
     "「the black dragon」は伏せまたは減速 (EoT)"),
    ("黒き竜は伏せまたは減速 (EoT)", "黒き竜", "黒き竜 is prone or slowed (EoT)", "「黒き竜」は伏せまたは減速 (EoT)"),
    ("one target is prone or slowed (save ends)", "one target", "one target is prone or slowed (save ends)",
     "1体のターゲットは伏せまたは減速 (セーヴ終了)"),
], ids=["you", "you-ja", "name", "name-ja", "some-of-the-targets"])
def test_conditions_offered_after_a_creature_are_all_its(clause, who, english, japanese):
    # `you are prone or slowed`: the creature said first is the one every option is about (the slowed was the target's,
    # the choice between a condition on you and one on the target; the cards then said `prone or slowed (EoT)`)
    effects, said = _compiled(clause)
    assert said == [] and [type(e).__name__ for e in effects] == ["Choice"]
    assert {c.subject for option in effects[0].options for c in option} == {who}
    assert (clause_text(effects, "en"), clause_text(effects, "ja")) == (english, japanese)
    assert _compiled(english)[0] == effects == _compiled(japanese)[0]


@pytest.mark.parametrize("clause", ["you are prone or the target is slowed (EoT)", "あなたは伏せ、またはターゲットは減速 (EoT)"])
def test_an_option_that_names_the_target_after_another_creature_is_theirs(clause):
    # the option that says `the target` keeps it, and each card says it (was `you are prone (EoT) or slowed (EoT)`, read
    # back as two conditions on you)
    effects, said = _compiled(clause)
    assert said == [] and [[c.subject for c in option] for option in effects[0].options] == [["you"], [None]]
    english, japanese = clause_text(effects, "en"), clause_text(effects, "ja")
    assert english == "you are prone (EoT) or the target is slowed (EoT)"
    assert japanese == "あなたは伏せ (EoT)、またはターゲットは減速 (EoT)"
    assert _compiled(english)[0] == effects == _compiled(japanese)[0]


@pytest.mark.parametrize("clause, same", [
    ("伏せ、もしくは減速 (EoT)", "伏せ、または減速 (EoT)"),
    ("黒き竜は伏せもしくは減速 (EoT)", "黒き竜は伏せまたは減速 (EoT)"),
    ("黒き竜は伏せ、あるいは減速 (EoT)", "黒き竜は伏せ、または減速 (EoT)"),
    ("マインドキラーは出血ないしは減速 (セーヴ終了)", "マインドキラーは出血または減速 (セーヴ終了)"),
    ("伏せ、減速、もしくは衰弱 (EoT)", "伏せ、減速、または衰弱 (EoT)"),
], ids=["after-a-comma", "after-a-name", "after-a-name-and-a-comma", "after-a-katakana-name", "serial-comma"])
def test_any_or_word_offers_conditions_wherever_it_stands(clause, same):
    # もしくは, あるいは, ないしは are the grammar's `or` as または is, after a comma and after a name too (were SB111:
    # a condition named `もしくは減速`, or all the words `黒き竜は伏せもしくは減速`); the cards say または, and read back the same
    effects, said = _compiled(clause)
    assert said == [] and effects == _compiled(same)[0]
    assert [type(e).__name__ for e in effects] == ["Choice"]
    english, japanese = clause_text(effects, "en"), clause_text(effects, "ja")
    assert _compiled(english)[0] == effects == _compiled(japanese)[0]


@pytest.mark.parametrize("clause", [
    "このラウンドは伏せ", "ターンは伏せ", "ラウンドは伏せ (EoT)", "スクエアは減速 (EoT)", "マスは伏せ", "エリアは減速 (EoT)",
    "バーストは減速 (EoT)", "the square is slowed (EoT)", "the area is slowed (EoT)", "the burst is prone",
    "the wall is prone", "the next round is prone",
])
def test_a_noun_of_the_notation_names_no_creature(clause):
    # a time, a measure, a shape or a place of the notation before は or `is` (the vocabulary's times, distance kinds
    # and target places, the grammar's unit) is no creature: the clause is kept as written and said (SB138: write it as
    # the notation reads one) in both languages (`ターンは伏せ`, `the square is slowed` were conditions on creatures so
    # named; `このラウンドは伏せ`, `スクエアは減速` a condition named all the words, SB111, advised after `ターゲットは`)
    effects, said = _compiled(clause)
    assert [e.kind for e in effects] == ["text"] and said == ["SB138"]


@pytest.mark.parametrize("clause, who", [
    ("the Round Knight is prone", "the Round Knight"), ("ラインバッカーは伏せ", "ラインバッカー"),
    ("the wall guardian is prone", "the wall guardian"),
])
def test_a_name_that_holds_a_noun_of_the_notation_in_its_own_word_is_a_name(clause, who):
    effects, said = _compiled(clause)
    assert said == [] and [e.subject for e in effects] == [who]


def test_conditions_after_a_joined_verb_are_its_topics():
    # Japanese says conditions after a verb joined to them of its topic: `あなたは 1 マスシフトし、減速` slows you (was the
    # target, the card `あなたは…し、ターゲットは減速`); after a name, a condition is no part read (as `the dragon shifts 2
    # squares and is slowed` is none): the clause is said (SB138), not the target slowed
    effects, said = _compiled("あなたは 1 マスシフトし、減速 (EoT)")
    assert said == [] and [getattr(e, "subject", "-") for e in effects] == ["-", "you"]
    assert _compiled(clause_text(effects, "en"))[0] == effects == _compiled(clause_text(effects, "ja"))[0]
    effects, said = _compiled("ドラゴンは 2 スクエアシフトし、減速 (EoT)")
    assert [e.kind for e in effects] == ["text"] and said == ["SB138"]


@pytest.mark.parametrize("clause", ["黒き竜は燃焼する (EoT)", "黒き竜は燃焼 (EoT)", "黒き竜は燃焼状態になる (EoT)"])
def test_a_state_of_its_own_after_a_name_is_advised_as_its_card_writes_it(clause):
    # a name in kanji before a state that is no Draw Steel condition: SB111 (no name is read before a made-up word),
    # whose advice is what reads (the name and the state quoted, `「黒き竜」は「燃焼」状態`; was `ターゲットは黒き竜は
    # 燃焼する`, which names the target and keeps all the words as the state's name); what it advises reads with no
    # word said, a state of the creature's, and its Japanese card (was `「黒き竜」は燃焼状態`, text) reads back the same
    from statblock.pipeline import read_text
    from test_japanese_readback import HEAD

    result = read_text("t.ability", HEAD + f"≤11: {clause}\n12-16: 5 damage\n17+: 8 damage\n")
    (said,) = result.diagnostics
    assert said.code == "SB111" and "「「黒き竜」は「燃焼」状態」" in said.render(lang="ja")
    effects, codes = _compiled("「黒き竜」は「燃焼」状態 (EoT)")
    assert codes == [] and [(e.condition, e.custom, e.subject) for e in effects] == [("burning", True, "黒き竜")]
    assert clause_text(effects, "ja") == "「黒き竜」は「燃焼」状態 (EoT)"
    assert _compiled(clause_text(effects, "ja"))[0] == effects


@pytest.mark.parametrize("clause, english, japanese", [
    ("you gain 2 surges or the target is slowed (EoT)", "you gain 2 surges, or the target is slowed (EoT)",
     "あなたはサージ 2 を得る、またはターゲットは減速 (EoT)"),
    ("you shift 2 squares or the target is prone", "you shift 2 squares, or the target is prone",
     "あなたは 2 スクエアシフトする、またはターゲットは伏せ"),
], ids=["after-a-gain", "after-a-move"])
def test_an_option_on_the_targets_after_a_sentence_of_another_says_them(clause, english, japanese):
    # Japanese says a bare condition after a sentence of its topic's (`あなたは…シフトする、または伏せ`: you prone), so the
    # cards name the targets in such an option (were `または伏せ` and `, or prone`, the Japanese read back as yours)
    effects, said = _compiled(clause)
    assert said == [] and (clause_text(effects, "en"), clause_text(effects, "ja")) == (english, japanese)
    assert _compiled(english)[0] == effects == _compiled(japanese)[0]


@pytest.mark.parametrize("clause, same", [
    ("マインドキラーは減速 (次のターンの終了時まで)", "マインドキラーは減速 (EoT)"),
    ("黒き竜は伏せ（エンカウント終了時まで）", "黒き竜は伏せ (エンカウント終了)"),
], ids=["eot-in-words", "eoe-in-words-wide-brackets"])
def test_a_duration_in_words_in_brackets_after_a_name_is_read(clause, same):
    # a duration in words in brackets after a named creature's condition: its bracket was taken for a part of the
    # state (`減速 (`), and the clause kept as text (SB138) where `(EoT)` was read, as `the mindkiller is slowed until
    # the end of its next turn` is
    effects, said = _compiled(clause)
    assert said == [] and effects == _compiled(same)[0] and effects[0].subject


@pytest.mark.parametrize("clause, japanese", [
    # a choice of three or more conditions on some of the targets: each an option (the Japanese card was read as one
    # option of the first two, or text)
    ("one target is prone, slowed, or weakened (save ends)", "1体のターゲットは伏せ、減速、または衰弱 (セーヴ終了)"),
    ("one target is prone, slowed, grabbed, or weakened (EoT)", "1体のターゲットは伏せ、減速、つかまれ、または衰弱 (EoT)"),
], ids=["three", "four"])
def test_a_choice_of_several_conditions_on_some_targets_reads_back(clause, japanese):
    effects = clause_effects(clause)
    assert len(effects) == 1 and len(effects[0].options) == clause.count(",") + 1
    assert clause_text(effects, "en") == clause
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(japanese) == effects
    assert clause_effects(clause_text(clause_effects(japanese), "en")) == effects


@pytest.mark.parametrize("clause, japanese", [
    # options each said of a creature of their own, a forced move one of them: a choice (the Japanese card was text)
    ("you are slowed or the target is pushed 2 squares", "あなたは減速、またはターゲットは 2 スクエア押し戻される"),
    ("the dragon is slowed or the target is pushed 2 squares",
     "「the dragon」は減速、またはターゲットは 2 スクエア押し戻される"),
    ("you are slowed or one target is pushed 2 squares", "あなたは減速、または1体のターゲットは 2 スクエア押し戻される"),
], ids=["you", "named", "one-target"])
def test_options_each_of_their_own_creature_read_back_from_a_japanese_card(clause, japanese):
    effects = clause_effects(clause)
    assert len(effects) == 1 and len(effects[0].options) == 2
    assert clause_text(effects, "ja") == japanese
    assert clause_effects(japanese) == effects
    assert clause_effects(clause_text(clause_effects(japanese), "en")) == effects


@pytest.mark.parametrize("japanese, english", [
    # a Japanese author's creature named again in the second part: the English card is two sentences of theirs (was
    # text when read back)
    ("ドラゴンは 2 スクエアシフトし、ドラゴンは減速 (EoT)", "ドラゴン shifts 2 squares and ドラゴン is slowed (EoT)"),
    ("マインドキラーは 2 スクエアシフトし、マインドキラーは伏せ", "マインドキラー shifts 2 squares and マインドキラー is prone"),
], ids=["slowed", "prone"])
def test_a_japanese_name_said_again_reads_back_from_the_english_card(japanese, english):
    effects = clause_effects(japanese)
    assert len(effects) == 2
    assert clause_text(effects, "en") == english
    assert clause_effects(english) == effects
    assert clause_effects(clause_text(effects, "ja")) == effects


@pytest.mark.parametrize("japanese, english", [
    # three options, the last naming its creature: the one with none after the first is the first's (was text, SB138,
    # where the two-option form read)
    ("あなたは伏せ、減速、またはターゲットは 2 スクエア押し戻される", "you are prone, slowed, or the target is pushed 2 squares"),
], ids=["pushed"])
def test_three_options_the_last_of_its_own_creature_read_as_the_english(japanese, english):
    effects = clause_effects(japanese)
    assert len(effects) == 1 and len(effects[0].options) == 3
    assert effects == clause_effects(english)
    for language in ("en", "ja"):
        assert clause_effects(clause_text(effects, language)) == effects


@pytest.mark.parametrize("clause, english, japanese", [
    ("the target's speed is 0 and they are prone (EoT)", "the target's speed is 0 (EoT) and the target is prone (EoT)",
     "ターゲットの速度は 0 になる (EoT)、伏せ (EoT)"),
    ("the target has speed 0 and is prone (EoT)", "the target has speed 0 (EoT) and the target is prone (EoT)",
     "ターゲットの速度は 0 になる (EoT)、伏せ (EoT)"),
    ("the target's speed is reduced by 2 (EoT) and the target is prone",
     "the target's speed is decreased by 2 (EoT) and the target is prone", "ターゲットの速度は 2 減少する (EoT)、伏せ"),
    ("the target's speed is reduced by 2 and it is prone", "the target's speed is decreased by 2 and it is prone",
     "ターゲットの速度は 2 減少する、それは伏せ"),
    ("the target's speed is 0 (EoT); prone (EoT)", "the target's speed is 0 (EoT) and the target is prone (EoT)",
     "ターゲットの速度は 0 になる (EoT)、伏せ (EoT)"),
    ("ターゲットの速度は 0 になる (EoT)、伏せ (EoT)", "the target's speed is 0 (EoT) and the target is prone (EoT)",
     "ターゲットの速度は 0 になる (EoT)、伏せ (EoT)"),
    ("the target's speed is 0 (EoT) and each ally is slowed (EoT)",
     "the target's speed is 0 (EoT) and each ally is slowed (EoT)", "ターゲットの速度は 0 になる (EoT)、各味方は減速 (EoT)"),
    ("A < 1 the target's speed is 0 (EoT) and the target is prone",
     "A < 1 the target's speed is 0 (EoT) and the target is prone", "A < 1、ターゲットの速度は 0 になる (EoT)、伏せ"),
    # another's statistic: a Japanese card says whose the conditions after it are (bare, they read as that creature's)
    ("you have speed 0 (EoT) and the target is prone", "you have speed 0 (EoT) and the target is prone",
     "あなたの速度は 0 になる (EoT)、ターゲットは伏せ"),
    # `your`: yours (was who `your`, its cards `your's speed`, `「your」の速度`), as `あなたの` is
    ("your speed is 0 (EoT) and the target is prone", "your speed is 0 (EoT) and the target is prone",
     "あなたの速度は 0 になる (EoT)、ターゲットは伏せ"),
    ("あなたの速度は 0 になる (EoT)", "your speed is 0 (EoT)", "あなたの速度は 0 になる (EoT)"),
    ("their speed is reduced by 2 (EoT)", "their speed is decreased by 2 (EoT)", "彼らの速度は 2 減少する (EoT)"),
    # several conditions listed after the targets' own statistic: whose, in Japanese too (bare, `伏せ、および減速` read
    # back as text)
    ("the target's speed is 0 (EoT) and the target is prone and slowed (save ends)",
     "the target's speed is 0 (EoT) and the target is prone and slowed (save ends)",
     "ターゲットの速度は 0 になる (EoT)、ターゲットは伏せ、および減速 (セーヴ終了)"),
], ids=["is-then-they-are", "has-then-is", "reduced-then-the-target", "reduced-then-it", "after-semicolon", "ja",
        "then-others", "gated", "yours-then-the-targets", "your", "ja-yours", "their", "then-several"])
def test_a_statistic_changed_then_a_condition_reads_back_from_each_card(clause, english, japanese):
    """The English card of a statistic changed, then the targets' conditions, was `the target's speed is 0 (EoT), prone
    (EoT)`, which read back as text (SB138): the conditions now say whose they are, `and the target is prone`."""
    effects, codes = _compiled(clause)
    assert codes == [] and "text" not in {e.kind for e in effects}
    assert clause_text(effects, "en") == english
    assert clause_text(effects, "ja") == japanese
    for card in (english, japanese):
        assert _compiled(card) == (effects, []), card


@pytest.mark.parametrize("clause", ["the target's speed is 0 (EoT) and M < 2, prone",
                                    "you have speed 0 (EoT) and M < 2, prone (EoT)"])
def test_a_potency_after_a_statistic_changed_reads_back_from_the_english_card(clause):
    # (the English card was `the target's speed is 0 (EoT), M < 2 prone`, which read back as text, SB138)
    effects, codes = _compiled(clause)
    assert codes == [] and [e.kind for e in effects] == ["stat", "potency"]
    assert " and M < 2 prone" in clause_text(effects, "en")
    for language in ("en", "ja"):
        assert _compiled(clause_text(effects, language)) == (effects, [])
