"""Forms of Draw Steel ability text that were kept as text or read wrongly, in English and in Japanese where the
form exists in both: the passive of a forced move (`ターゲットは2マス押し戻される`), what follows a potency's
effect (`;`, `and`, a full stop, a comma), a target line that counts targets (`ターゲット二体`), parts joined by the
te-form with no `、` (`1マスシフトしてフリー・ストライクを行う`). Each form read, printed on a card in either
language, and read back the same. (A cost given only by a heading over several abilities:
test_class_documents.py.)"""

from __future__ import annotations

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import tier_clauses
from statblock.rulesets.draw_steel.serialize import target
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.compiled import CompiledTier

from builders import compile_one, slam


def _tier1(line: str, lang: str) -> tuple[CompiledTier, list[str]]:
    result = parse_text(slam(line, lang))
    (ability,) = result.abilities
    return ability.power_roll.tiers[0], [d.code for d in result.diagnostics]


def _kinds(effects) -> list:
    """Each effect's kind and what tells it apart here; a potency's as a list of what it gates."""
    out = []
    for e in effects:
        if isinstance(e, fx.PotencyGate):
            out.append(("gate", _kinds(e.effects)))
        elif isinstance(e, fx.ForcedMove):
            out.append(("forced", e.movement, e.distance, e.subject))
        elif isinstance(e, fx.Damage):
            out.append(("damage", e.amount, e.damage_type))
        elif isinstance(e, fx.ApplyCondition):
            out.append(("condition", e.condition))
        elif isinstance(e, fx.OwnMove):
            out.append(("own_move", e.who, e.distance))
        elif isinstance(e, fx.FreeStrike):
            out.append(("free_strike", e.who))
        elif isinstance(e, fx.ResourceChange):
            out.append(("resource", e.who, e.resource, e.amount))
        else:
            out.append((type(e).__name__,))
    return out


def _reads_back(tier: CompiledTier) -> None:
    """The tier printed in each language reads back to the same effects."""
    for lang in ("en", "ja"):
        printed = "; ".join(tier_clauses(tier, lang))
        again, codes = _tier1(printed, lang)
        assert (_kinds(again.effects), codes) == (_kinds(tier.effects), []), (lang, printed)


# ---- 1. the passive of a forced move --------------------------------------------------------------

PASSIVE = [
    ("ターゲットは2マス押し戻される", "the target is pushed 2 squares", ("forced", "push", 2, None)),
    ("ターゲットは2マス押し出される", "the target is pushed 2 squares", ("forced", "push", 2, None)),
    ("ターゲットは 3 スクエア引き寄せられる", "the target is pulled 3 squares", ("forced", "pull", 3, None)),
    ("ターゲットは3マス引っ張られる", "the target is pulled 3 squares", ("forced", "pull", 3, None)),
    ("ターゲットは2マススライドされる", "the target is slid 2 squares", ("forced", "slide", 2, None)),
    ("ターゲットは2マス滑らされる", "the target is slid 2 squares", ("forced", "slide", 2, None)),
    ("ターゲットは2マスプッシュされる", "the target is pushed 2 squares", ("forced", "push", 2, None)),
    # the polite form the seeds write
    ("ターゲットは2マス押し戻されます", "the target is pushed 2 squares", ("forced", "push", 2, None)),
    ("ターゲットは3マス引き寄せられます", "the target is pulled 3 squares", ("forced", "pull", 3, None)),
    ("1体のターゲットは2マス押し戻される", "one target is pushed 2 squares", ("forced", "push", 2, "one target")),
]


@pytest.mark.parametrize("japanese, english, expected", PASSIVE, ids=[c[0] for c in PASSIVE])
def test_a_passive_forced_move_is_the_forced_move(japanese, english, expected):
    """(was: kept as text, with no message; the active `ターゲットを2マス押し戻す` was read)"""
    tier, codes = _tier1("3 ダメージ; " + japanese, "ja")
    twin, twin_codes = _tier1("3 damage; " + english, "en")
    assert (_kinds(tier.effects[1:]), codes) == ([expected], [])
    assert _kinds(twin.effects[1:]) == [expected] and twin_codes == []
    _reads_back(tier)


@pytest.mark.parametrize("clause", [
    "2マス押し戻される",  # of no one
    "ターゲットを2マス押し戻される",  # whom, with a passive verb
    "あなたは2マス押し戻される",  # not the targets, as `you are pushed 2 squares` is not read
    # (`ターゲットは最大2マス押し戻される` is read now, as `the target is pushed up to 2 squares` is:
    # test_forced_move_sentences.py)
    "ターゲットは2マス押し潰される",  # no forced move's verb
], ids=["no-one", "whom", "you", "other-verb"])
def test_a_passive_that_is_no_forced_move_of_the_targets_stays_text(clause):
    assert _kinds(clause_effects(clause)) == [("Text",)]


# a choice said of the targets in sentences (`押し戻されるか、伏せ状態になる`: a verb's plain form and か, or `、または`),
# each option a forced move or conditions: read as `push 3 or prone` is (was text, said nowhere)
JA_CHOICES = [
    ("push-or-prone", "ターゲットは 3 マス押し戻されるか、伏せ状態になる", [("push", 3), ("prone",)], None),
    ("no-comma", "ターゲットは 3 マス押し戻されるか伏せ状態になる", [("push", 3), ("prone",)], None),
    ("or-word", "ターゲットは 3 マス押し戻される、または伏せ状態になる", [("push", 3), ("prone",)], None),
    ("polite", "ターゲットは 3 マス押し戻されます。または伏せ状態になります", [("push", 3), ("prone",)], None),
    ("condition-first", "ターゲットは伏せ状態になるか、3 マス押し戻される", [("prone",), ("push", 3)], None),
    ("pull-or-slowed", "ターゲットは減速するか、2 マス引き寄せられる", [("slowed",), ("pull", 2)], None),
    ("duration", "ターゲットは伏せ状態になるか、拘束される (セーヴ終了)", [("prone",), ("restrained",)], None),
    # (a status named `出血するか` and slowed, before: the choice's particle in a condition's name)
    ("two-conditions", "ターゲットは出血するか、減速 (セーヴ終了)", [("bleeding",), ("slowed",)], None),
    ("one-target", "1体のターゲットは 3 マス押し戻されるか、伏せ状態になる", [("push", 3), ("prone",)], "one target"),
    ("each-target", "各ターゲットは 3 マス押し戻されるか、伏せ状態になる", [("push", 3), ("prone",)], None),
]


# the same in English: a first option with its subject, said in the passive, and a second that shares its `is`
EN_CHOICES = [
    ("en-knocked", "the target is pushed 3 squares or knocked prone", [("push", 3), ("prone",)], None),
    ("en-is-knocked", "the target is pushed 3 squares or is knocked prone", [("push", 3), ("prone",)], None),
    ("en-pulled-or-slowed", "the target is pulled 2 squares or is slowed (EoT)", [("pull", 2), ("slowed",)], None),
    ("en-one-target", "one target is pushed 2 squares or knocked prone", [("push", 2), ("prone",)], "one target"),
    # (every target, each said so or all at once: `knocked` was known after `the target is` alone, the option a custom
    # condition named `knocked prone` and the choice text)
    ("en-each-target", "each target is pushed 2 squares or knocked prone", [("push", 2), ("prone",)], None),
    ("en-the-targets", "the targets are pulled 2 squares or knocked prone", [("pull", 2), ("prone",)], None),
]
CHOICES = JA_CHOICES + EN_CHOICES


def _option(effects) -> tuple:
    (effect,) = effects
    if isinstance(effect, fx.ForcedMove):
        return (effect.movement, effect.distance)
    return (effect.condition,)


@pytest.mark.parametrize("clause, options, subject", [c[1:] for c in CHOICES], ids=[c[0] for c in CHOICES])
def test_a_choice_in_sentences_is_the_choice(clause, options, subject):
    english = clause.isascii()
    tier, codes = _tier1(("3 damage; " if english else "3 ダメージ; ") + clause, "en" if english else "ja")
    (choice,) = tier.effects[1:]
    assert isinstance(choice, fx.Choice) and codes == []
    assert [_option(o) for o in choice.options] == options
    assert {getattr(o[0], "subject") for o in choice.options} == {subject}
    assert not any(o[0].custom for o in choice.options if isinstance(o[0], fx.ApplyCondition))
    _reads_back(tier)


@pytest.mark.parametrize("clause", ["each target is knocked prone", "the targets are knocked prone",
                                    "they are knocked prone", "the creature is knocked prone"])
def test_knocked_prone_after_any_subject_of_the_targets_is_prone(clause):
    """Was a custom condition named `knocked prone`, said nowhere, after any subject but `the target is`."""
    tier, codes = _tier1("3 damage; " + clause, "en")
    assert [(e.condition, e.custom) for e in tier.effects[1:]] == [("prone", False)] and codes == []
    _reads_back(tier)


@pytest.mark.parametrize("japanese", [
    "あなたは 3 マス押し戻されるか、伏せ状態になる",   # not the targets: `you are pushed` is not read either
    "ターゲットは 3 マス押し戻されるか、何かが起こる",   # an option that does not read
    "ターゲットはサージを得るか、伏せ状態になる",       # a sentence of what the target gets, as `gains`: no choice read
], ids=["you", "prose", "resource"])
def test_a_japanese_choice_that_does_not_read_stays_text_and_is_said(japanese):
    tier, codes = _tier1("3 ダメージ; " + japanese, "ja")
    assert _kinds(tier.effects[1:]) == [("Text",)] and codes == ["SB138"]


# ---- 2. what follows a potency's effect -------------------------------------------------------------

_GATED = [("gate", [("condition", "weakened"), ("damage", 5, "psychic")])]
_NOT_GATED = [("gate", [("condition", "weakened")]), ("damage", 5, "psychic")]

AFTER_POTENCY = [
    # `;` ends the potency's clause: what follows is not gated
    ("P < 2 weakened (save ends); 5 psychic damage", _NOT_GATED),
    ("P < 2、弱体化 (セーヴ終了); 5 精神ダメージ", _NOT_GATED),
    ("P < 2、弱体化 (セーヴ終了)；5 精神ダメージ", _NOT_GATED),
    # a full stop ends its sentence: the next sentence is an effect of its own
    ("P < 2 weakened (save ends). 5 psychic damage", _NOT_GATED),
    ("P < 2 weakened (save ends). 5 psychic damage.", _NOT_GATED),
    ("P < 2、弱体化 (セーヴ終了)。5 精神ダメージ", _NOT_GATED),
    # `and` writes the damage with the potency's effect: gated
    ("P < 2 weakened (save ends) and 5 psychic damage", _GATED),
    ("P < 2 weakened and 5 psychic damage", [("gate", [("condition", "weakened"), ("damage", 5, "psychic")])]),
    ("P < 2、弱体化 (セーヴ終了) および 5 精神ダメージ", _GATED),
    ("P < 2、弱体化 (セーヴ終了)、および 5 精神ダメージ", _GATED),
    ("P < 2、弱体化 および 5 精神ダメージ", _GATED),
    # a list that starts with the damage, as monsters' abilities write one
    ("M < 2 3 damage, bleeding (save ends)", [("gate", [("damage", 3, None), ("condition", "bleeding")])]),
    ("M < 2、3 ダメージ、出血 (セーヴ終了)", [("gate", [("damage", 3, None), ("condition", "bleeding")])]),
]


@pytest.mark.parametrize("line, expected", AFTER_POTENCY, ids=[c[0] for c in AFTER_POTENCY])
def test_what_a_potency_gates(line, expected):
    """A potency gates the effect written with it (was: `. 5 psychic damage` and `および 5 精神ダメージ` kept as
    text inside the potency)."""
    lang = "en" if line.isascii() else "ja"
    tier, codes = _tier1(line, lang)
    assert (_kinds(tier.effects), codes) == (expected, [])
    _reads_back(tier)


@pytest.mark.parametrize("line", [
    "P < 2 weakened (save ends), 5 psychic damage",
    "P < 2 prone, 5 damage",
    "P < 2 push 2, 3 damage",
    "P < 2、弱体化 (セーヴ終了)、5 精神ダメージ",
    "P < 2、伏せ、5 ダメージ",
], ids=["en-duration", "en-condition", "en-forced", "ja-duration", "ja-condition"])
def test_damage_after_a_comma_in_a_potency_is_kept_as_text_and_said(line):
    """A comma may be a list's or stand for `;`: which is not read (was: gated, silently)."""
    lang = "en" if line.isascii() else "ja"
    tier, codes = _tier1(line, lang)
    ((gate,),) = [[e for e in tier.effects]]
    assert isinstance(gate, fx.PotencyGate) and _kinds(gate.effects) == [("Text",)]
    assert codes == ["SB127"]


@pytest.mark.parametrize("line", [
    "M < 2, slowed (save ends), you gain 2 surges",
    "M < 2 prone, you gain 1 surge",
    "M < 2 3 damage, you gain 1 surge",
    "M < 2, slowed (save ends), each ally gains 2 surges",
    "M < 2, slowed (save ends), the Director gains 2 Malice",
    "M < 2, weakened (save ends), you shift 2 squares",
    "M < 2, slowed (save ends), you gain an edge on strikes (EoT)",
    "M < 2、減速 (セーヴ終了)、あなたはサージを2つ得る",
    "M < 2、伏せ、各味方は 1 スクエアシフトする",
], ids=["surges", "condition", "damage", "each-ally", "director", "own-move", "edge", "ja-surges", "ja-each-ally"])
def test_another_creatures_part_after_a_comma_in_a_potency_is_kept_as_text_and_said(line):
    """Seed 000 reads a potency as `if the target's Might is below 2, they [suffer the effect]`: what another
    creature gets is no effect the target suffers, and a comma may be a list's or stand for `;`, so whether the
    potency gates it is not read (was: gated, silently: your surges hung on the target's Might)."""
    lang = "en" if line.isascii() else "ja"
    tier, codes = _tier1(line, lang)
    ((gate,),) = [[e for e in tier.effects]]
    assert isinstance(gate, fx.PotencyGate) and _kinds(gate.effects) == [("Text",)]
    assert codes == ["SB127"]


@pytest.mark.parametrize(("line", "gated"), [
    ("M < 2, slowed (save ends) and you gain 2 surges", True),
    ("M < 2, slowed (save ends), and you gain 2 surges", True),
    ("M < 2 prone and each ally gains 2 surges", True),
    ("M < 2、伏せ、およびあなたはサージを2つ得る", True),
    ("M < 2、減速 (セーヴ終了)、および各味方は 1 スクエアシフトする", True),
    ("M < 2, slowed (save ends); you gain 2 surges", False),
    ("M < 2、伏せ; あなたはサージを2つ得る", False),
    # the target's own, or some of the targets': a list, gated as before
    ("M < 2, slowed (save ends), the target takes a bane on strikes", True),
    ("M < 2, slowed (save ends), push 2", True),
    # the potency's only effect is yours: `if the target has M < 2, you gain 2 surges`
    ("M < 2, you gain 2 surges", True),
], ids=["and", "comma-and", "each-ally", "ja-and", "ja-and-duration", "semicolon", "ja-semicolon", "the-target",
        "push", "only-yours"])
def test_another_creatures_part_said_with_and_or_a_semicolon_reads_and_reads_back(line, gated):
    """`and` (`、および`) writes it with the potency's effect, `;` ends that effect first: each is read so, and the
    English and Japanese cards print it so that it reads back the same (the Japanese with `、および`)."""
    lang = "en" if line.isascii() else "ja"
    tier, codes = _tier1(line, lang)
    assert codes == [] and "Text" not in str(_kinds(tier.effects))
    gate = tier.effects[0]
    assert isinstance(gate, fx.PotencyGate) and (len(tier.effects) == 1) is gated
    _reads_back(tier)


# ---- 3. a target line that counts targets --------------------------------------------------------

TARGETS = [
    ("ターゲット二体", "Two targets"),
    ("ターゲット2体", "Two targets"),
    ("二体のターゲット", "Two targets"),
    ("2体のターゲット", "Two targets"),
    ("ターゲット三体", "Three targets"),
    ("1体のターゲット", "One target"),
    ("Two targets", "Two targets"),
    ("two targets", "Two targets"),
    ("2体のクリーチャー", "Two creatures"),
    ("クリーチャー二体", "Two creatures"),
]


@pytest.mark.parametrize("written, english", TARGETS, ids=[c[0] for c in TARGETS])
def test_a_counted_target_line(written, english):
    """(was: `ターゲット二体` kept as written, so an English card printed the Japanese)"""
    ability, diagnostics = compile_one(f"X\n魔法｜メインアクション\n📏 遠距離 5｜🎯 {written}\n効果：何か。\n")
    assert (target(ability.target), diagnostics) == (english, [])
    from statblock.rulesets.draw_steel.wording import Wording  # noqa: PLC0415

    japanese = Wording("ja").target(ability.target)
    again, _ = compile_one(f"X\n魔法｜メインアクション\n📏 遠距離 5｜🎯 {japanese}\n効果：何か。\n")
    assert target(again.target) == english


# ---- 4. the te-form with no `、` ---------------------------------------------------------------------

TE_FORM = [
    ("1マスシフトしてフリー・ストライクを行う", "1マスシフトし、フリー・ストライクを行う"),
    ("ターゲットは1マスシフトしてフリー・ストライクを行う", "ターゲットは1マスシフトし、フリー・ストライクを行う"),
    ("ターゲットは1マスシフトしてフリー・ストライクを行います", "ターゲットは1マスシフトし、フリー・ストライクを行う"),
    ("あなたは1マスシフトしてサージ 1 を得る", "あなたは1マスシフトし、サージ 1 を得る"),
    ("ターゲットは2マスシフトして減速 (セーヴ終了)", "ターゲットは 2 マスシフトし、減速 (セーヴ終了)"),
]


@pytest.mark.parametrize("joined, with_comma", TE_FORM, ids=[c[0] for c in TE_FORM])
def test_the_te_form_joins_parts_as_its_comma_form_does(joined, with_comma):
    """(was: kept as text; `…シフトし、…` was read)"""
    effects = clause_effects(joined)
    assert _kinds(effects) == _kinds(clause_effects(with_comma))
    assert not any(isinstance(e, fx.Text) for e in effects) and len(effects) == 2
    tier, codes = _tier1("3 ダメージ; " + joined, "ja")
    assert codes == []
    _reads_back(tier)


def test_the_te_form_english_twin():
    assert _kinds(clause_effects("the target can shift 1 square and make a free strike")) == [
        ("own_move", "the target", 1), ("free_strike", "the target")]


@pytest.mark.parametrize("clause", ["ターゲットは全てを見てしまう", "ターゲットは1マスシフトして何かをする"],
                         ids=["no-parts", "part-unread"])
def test_a_te_form_whose_parts_do_not_read_stays_text(clause):
    assert _kinds(clause_effects(clause)) == [("Text",)]


@pytest.mark.parametrize("line, printed", [
    ("P < 2 weakened (save ends). 5 psychic damage", "P < 2、衰弱 (セーヴ終了)。5 精神ダメージ"),
    ("P < 2 weakened (save ends) and 5 psychic damage", "P < 2、衰弱 (セーヴ終了) および 5 精神ダメージ"),
], ids=["full-stop", "and"])
def test_convert_to_japanese_writes_what_the_potency_gates(tmp_path, line, printed):
    """`convert --lang ja` writes the clause in Japanese (was: a comma, which now reads as SB127's text) and it
    reads back to the same effects."""
    from builders import converted_to_japanese  # noqa: PLC0415

    tier, _ = _tier1(line, "en")
    japanese, back = converted_to_japanese(tmp_path, "slam.ability", slam(line))
    assert printed in japanese
    assert _kinds(back.power_roll.tiers[0].effects) == _kinds(tier.effects)


@pytest.mark.parametrize(("line", "joiner"), [("P < 2 weakened (save ends), 5 psychic damage", "`and`"),
                                              ("P < 2、弱体化 (セーヴ終了)、5 精神ダメージ", "「および」")],
                         ids=["english-ability", "japanese-ability"])
def test_sb127_says_the_word_in_the_abilitys_own_language(line, joiner):
    """The message is in the user's language, the word to write in the ability's (as SB150's)."""
    from statblock import parse_text
    from builders import slam

    result = parse_text(slam(line, "en" if line.isascii() else "ja"))
    (found,) = [d for d in result.diagnostics if d.code == "SB127"]
    for lang in ("en", "ja"):
        said = found.suggestion.render(lang)
        assert (joiner.strip("`「」") in said) and (("および" in said) is (joiner == "「および」"))


# ---- a list of options with the serial comma, mixed kinds -----------------------------------------------------------

# `A, B, or C` is a choice of three, whatever each is (the notation's `prone, slowed, or push 2` was so already):
# said of the targets in a sentence it was a choice of the first two together or the last (`pushed 3 squares and
# slowed, or prone`); in Japanese, whose serial comma is `、または`, the first was no option but an effect of its own
# (`伏せ、減速、またはプッシュ 2`: prone, then slowed or push 2), unlike its English twin and a list of conditions alone
SERIAL = [
    ("en-sentence", "the target is pushed 3 squares, slowed, or knocked prone", [[("forced", "push", 3, None)],
                                                                                  [("condition", "slowed")],
                                                                                  [("condition", "prone")]]),
    ("en-sentence-duration", "each target is pulled 2 squares, restrained, or knocked prone (save ends)",
     [[("forced", "pull", 2, None)], [("condition", "restrained")], [("condition", "prone")]]),
    ("ja-list", "伏せ、減速、またはプッシュ 2",
     [[("condition", "prone")], [("condition", "slowed")], [("forced", "push", 2, None)]]),
    ("ja-list-duration", "減速 (EoT)、伏せ、またはプッシュ 2",
     [[("condition", "slowed")], [("condition", "prone")], [("forced", "push", 2, None)]]),
    # (in sentences, each verb in its plain form before `、`: was text)
    ("ja-sentences", "ターゲットは 3 マス押し戻される、伏せ状態になる、または減速する",
     [[("forced", "push", 3, None)], [("condition", "prone")], [("condition", "slowed")]]),
    ("ja-sentences-duration", "ターゲットは 2 マス引き寄せられる、拘束される、または伏せ状態になる (セーヴ終了)",
     [[("forced", "pull", 2, None)], [("condition", "restrained")], [("condition", "prone")]]),
]


@pytest.mark.parametrize("clause, options", [s[1:] for s in SERIAL], ids=[s[0] for s in SERIAL])
def test_a_serial_list_of_unlike_options_is_a_choice_of_each(clause, options):
    lang = "en" if clause.isascii() else "ja"
    tier, codes = _tier1(("3 damage; " if lang == "en" else "3 ダメージ; ") + clause, lang)
    (choice,) = tier.effects[1:]
    assert isinstance(choice, fx.Choice) and codes == []
    assert [_kinds(option) for option in choice.options] == options
    _reads_back(tier)


def test_a_japanese_part_joined_by_its_continuative_before_a_choice_stays_text_and_is_said():
    """`減速し、` is `and`, not a list's comma: slowed and then a choice, or a choice of slowed and pushed, is not read."""
    tier, codes = _tier1("3 ダメージ; ターゲットは減速し、3 マス押し戻されるか、伏せ状態になる", "ja")
    assert _kinds(tier.effects[1:]) == [("Text",)] and codes == ["SB138"]


@pytest.mark.parametrize("clause, lang", [
    ("prone, slowed or push 2", "en"),        # no serial comma: prone, then a choice (as before)
    ("伏せ、減速またはプッシュ 2", "ja"),      # its Japanese: または with no 、
    ("5 damage, prone, or push 2", "en"),     # damage before a list keeps its damage
    ("5 ダメージ、伏せ、またはプッシュ 2", "ja"),
])
def test_an_effect_before_a_choice_with_no_serial_comma_stays_before_it(clause, lang):
    tier, codes = _tier1(clause, lang)
    first, choice = tier.effects
    assert not isinstance(first, fx.Choice) and isinstance(choice, fx.Choice) and len(choice.options) == 2
    _reads_back(tier)


# ---- a status said of the targets after another sentence of theirs ------------------------------------------------

# `… and can't regain Stamina (save ends)` after a sentence in the passive took its `is` (`the target is can't regain
# Stamina`), and a status said with its own subject in a compound (`…, and the target can't hide (save ends)`) was
# taken for a misspelt condition: the clause was text (SB138); its card said `and is the target can't …`
STATUS_AFTER = [
    ("passive-list", "The target is slowed, takes a bane on power rolls, and can't regain Stamina (save ends).",
     [("condition", "slowed"), ("edge_bane", "bane"), ("status", "can't regain Stamina")]),
    ("own-subject", "the target takes a bane on power rolls, and the target can't regain Stamina (save ends)",
     [("edge_bane", "bane"), ("status", "can't regain Stamina")]),
    ("after-a-move", "the target shifts 2 squares, and the target can't hide (save ends)",
     [("own_move", "shift"), ("status", "can't hide")]),
]


def _said(effects) -> list[tuple[str, str]]:
    out = []
    for e in effects:
        if isinstance(e, fx.ApplyCondition):
            out.append(("status", e.condition) if e.who else ("condition", e.condition))
        elif isinstance(e, fx.EdgeOrBane):
            out.append(("edge_bane", e.which))
        else:
            out.append((e.kind, getattr(e, "movement", "")))
    return out


@pytest.mark.parametrize("clause, said", [s[1:] for s in STATUS_AFTER], ids=[s[0] for s in STATUS_AFTER])
def test_a_status_after_another_sentence_of_the_targets_is_read(clause, said):
    tier, codes = _tier1("3 damage; " + clause, "en")
    assert _said(tier.effects[1:]) == said and codes == []
    assert all(e.duration == fx.SAVE_ENDS for e in tier.effects[1:] if isinstance(e, fx.ApplyCondition)) \
        or said[0][0] == "own_move"
    printed = "; ".join(tier_clauses(tier, "en"))[len("3 damage; "):]
    assert " is the target" not in printed and " is The target" not in printed
    if clause.startswith("The target is slowed"):  # (the card says it as written, the duration once)
        assert printed == clause.rstrip(".")
    _reads_back(tier)
