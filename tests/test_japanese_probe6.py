"""A sixth probe of Japanese authoring: a condition said as a verb, as Japanese prose says one lands
(`挑発される`, `拘束されている`, `つかまれている`, `朦朧となる`, `伏せ状態にされる`); seed 000 writes
「「つかまれて (grabbed)」いる」 and 「「衰弱 (weakened)」状態…にされた」. And the seventh probe's, from the seeds' phrasing: a
gloss inside a sentence (`伏せ状態（prone）になる`, seed 000's 「不利 (bane)」を受けます), a state said politely
(`出血しています`), a potency with なら after it (`M < 2 なら伏せ`), 引き寄せ for pull, a straight push
(`真っ直ぐ6スクエア押し戻す`), Stamina lost by a roll (seed 000's bleeding: 「1d6 + レベルに等しいスタミナを失います」),
and SB128 for a gloss that names another word (`減速 (prone)`)."""

from __future__ import annotations

import pytest

from builders import compile_one
from statblock.rulesets.draw_steel.runtime import effects as fx

_HEAD = ("X\n魔法｜マニューバ\n📏 遠距離 5｜🎯 1体のクリーチャー\nパワーロール + 敏捷力:\n≤11: 1 ダメージ\n"
         "12-16: 2 ダメージ\n17+: 3 ダメージ; ")
_HEAD_EN = ("X\nMagic | Maneuver\n📏 Ranged 5 | 🎯 One creature\nPower Roll + Agility:\n≤11: 1 damage\n"
            "12-16: 2 damage\n17+: 3 damage; ")


def _effects(clause, head=_HEAD):
    ability, diagnostics = compile_one(head + clause + "\n")
    return ability.power_roll.tiers[2].effects[1:], [d.code for d in diagnostics]


@pytest.mark.parametrize("clause, twin", [
    ("ターゲットは挑発される (EoT)", "ターゲットは挑発 (EoT)"),
    ("ターゲットは拘束される (セーヴ終了)", "ターゲットは拘束 (セーヴ終了)"),
    ("ターゲットは拘束されている (EoT)", "ターゲットは拘束 (EoT)"),
    ("ターゲットは弱体化される (EoT)", "ターゲットは弱体化 (EoT)"),
    ("ターゲットは朦朧となる (EoT)", "ターゲットは朦朧 (EoT)"),
    ("ターゲットはつかまれる", "ターゲットはつかまれ"),
    ("ターゲットはつかまれている (EoT)", "ターゲットはつかまれ (EoT)"),
    ("ターゲットは伏せ状態にされる", "ターゲットは伏せ"),
    ("P < AVERAGE、挑発される (EoT)", "P < AVERAGE、挑発 (EoT)"),
    ("M < WEAK、拘束される (セーヴ終了)", "M < WEAK、拘束 (セーヴ終了)"),
    ("ターゲットは挑発されます (EoT)", "ターゲットは挑発 (EoT)"),
], ids=["taunted-passive", "restrained-passive", "restrained-being", "weakened-passive", "dazed-to-naru",
        "grabbed-verb", "grabbed-being", "prone-put", "potency-taunted", "potency-restrained",
        "polite-passive"])
def test_a_condition_said_as_a_verb_is_the_condition(clause, twin):
    """(was: a condition of the ability's own named `挑発される`, `拘束される`, `朦朧となる`…, with no word)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and effects[0].kind in ("condition", "potency")


@pytest.mark.parametrize("clause", ["ターゲットは恐怖される", "ターゲットは出血される", "ターゲットは武器を落とす (EoT)"],
                         ids=["no-passive-of-frightened", "no-passive-of-bleeding", "a-deed"])
def test_no_passive_of_a_condition_that_is_not_done_to_someone(clause):
    effects, _ = _effects(clause)
    assert not any(getattr(e, "condition", None) in ("frightened", "bleeding") for e in effects)


@pytest.mark.parametrize("clause, twin", [
    ("減速 (slowed) (EoT)", "減速 (EoT)"),
    ("減速（slowed）", "減速"),
    ("伏せ (prone)", "伏せ"),
    ("ターゲットは「減速 (slowed)」状態になる (EoT)", "ターゲットは「減速」状態になる (EoT)"),
    ("ターゲットを1スクエア押し戻す（push）", "ターゲットを1スクエア押し戻す"),
    ("ターゲットを2スクエア押し戻します (push)", "ターゲットを2スクエア押し戻す"),
    ("プッシュ 2 (push)", "プッシュ 2"),
    ("プル３マス（引き）", "プル３マス"),
    ("スライド 3（滑り）", "スライド 3"),
    ("A < WEAK、伏せ (prone)、減速 (slowed) (EoT)", "A < WEAK、伏せ、減速 (EoT)"),
    ("伏せ（prone）；減速（slowed）（セーヴ終了）", "伏せ；減速（セーヴ終了）"),
    ("伏せ、および立ち上がれない (can't stand) (EoT)", "伏せ、および立ち上がれない (EoT)"),
    ("「拘束（restrained）」状態", "「拘束」状態"),
], ids=["condition", "full-width", "prone", "quoted", "seed-push", "polite-push", "push-count", "pull-seed-gloss",
        "slide-seed-gloss", "potency-list", "two-clauses", "rider", "seed-001-quoted"])
def test_a_gloss_after_a_word_of_the_game_reads_as_the_word(clause, twin):
    """Seed 000 glosses its words so: 「減速 (slowed)」, 「押し戻す（push）」, 「プル（引き）」 (was: the clause
    kept as text, with no diagnostic)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert effects[0].kind != "text"


@pytest.mark.parametrize("clause, bare", [("減速 (prone)", "減速"), ("プッシュ 2 (pull)", "プッシュ 2"),
                                         ("ターゲットは霧 (slowed)", "ターゲットは霧")],
                         ids=["another-condition", "another-move", "no-word-of-the-game"])
def test_a_gloss_of_another_word_is_not_dropped(clause, bare):
    assert _effects(clause)[0] != _effects(bare)[0]


@pytest.mark.parametrize("clause, twin", [
    ("ターゲットを伏せ状態にする", "ターゲットは伏せ状態になる"),
    ("ターゲットを伏せ状態にします", "ターゲットは伏せ状態になる"),
    ("ターゲットを拘束する (セーヴ終了)", "ターゲットは拘束 (セーヴ終了)"),
    ("ターゲットを挑発する (EoT)", "ターゲットは挑発 (EoT)"),
    ("ターゲットを減速させる (EoT)", "ターゲットは減速 (EoT)"),
    ("ターゲットをつかむ", "ターゲットはつかまれ"),
    ("M < WEAK、ターゲットを伏せ状態にする", "M < WEAK、ターゲットは伏せ"),
    ("各ターゲットを伏せ状態にする", "各ターゲットは伏せ"),
], ids=["ni-suru", "polite", "restrain", "taunt", "make-slowed", "grab-seed-000", "potency", "each-target"])
def test_a_condition_put_on_the_target_is_the_condition(clause, twin):
    """Seed 001: 「敵を「拘束（restrained）」状態にする」; seed 000: ターゲットを「つかむ（grab）」 (was: a
    condition of the ability's own named after the whole sentence, SB111, which told to write `ターゲットは…`)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and effects[0].kind in ("condition", "potency")


@pytest.mark.parametrize("clause", ["ターゲットは拘束する", "ターゲットを恐怖する", "ターゲットを出血させる",
                                    "ターゲットを燃焼状態にする"],
                         ids=["the-target-restrains", "no-verb-of-frightened", "no-causative-of-bleeding",
                              "no-condition"])
def test_no_condition_of_the_game_put_by_a_verb_it_has_not(clause):
    effects, _ = _effects(clause)
    assert all(getattr(e, "custom", True) for e in effects if e.kind == "condition")


@pytest.mark.parametrize("clause, twin", [
    ("ターゲットは伏せ状態になり、立ち上がれない (EoT)", "ターゲットは伏せ、および立ち上がれない (EoT)"),
    ("ターゲットは伏せ状態になり、減速 (EoT)", "ターゲットは伏せ、および減速 (EoT)"),
    ("伏せ状態になり、立ち上がれない (セーヴ終了)", "伏せ、および立ち上がれない (セーヴ終了)"),
    ("A < STRONG、伏せ状態になり、立ち上がれない (セーヴ終了)", "A < STRONG、伏せ、および立ち上がれない (セーヴ終了)"),
], ids=["rider", "condition", "no-subject", "potency"])
def test_a_condition_then_another_after_nari_is_both(clause, twin):
    """`伏せ状態になり、立ち上がれない` says seed 000's `prone and can't stand` in prose (was: text with no
    diagnostic, or two conditions of the ability's own, SB111)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and "text" not in [e.kind for e in effects]


@pytest.mark.parametrize("clause, kinds", [
    ("ターゲットは伏せ状態になり、2スクエア押し戻される", ["condition", "forced_move"]),
    ("ターゲットは霧になり、減速 (EoT)", ["text"]),
], ids=["a-move-after", "no-condition-first"])
def test_nari_before_no_condition_is_read_as_before(clause, kinds):
    assert [e.kind for e in _effects(clause)[0]] == kinds


@pytest.mark.parametrize("written, guess", [
    ("３ キューブ（近接１以内）", "３ キューブ（１以内）"),
    ("3 キューブ（近接 1 以内）", "3 キューブ（1 以内）"),
    ("近接1以内の3キューブ", "1以内の3キューブ"),
    ("3 cube within melee 1", "3 cube within 1"),
], ids=["full-width", "spaced", "within-first", "english"])
def test_an_area_within_a_melee_range_is_said_with_the_shape_meant(written, guess):
    """As `3 キューブ（遠距離 10 以内）` is (was: no range and no area known, with no diagnostic)."""
    ability, diagnostics = compile_one(f"X\n領域｜メインアクション\n📏 {written}｜🎯 領域内の各敵\n効果：何か。\n")
    (diagnostic,) = diagnostics
    assert (diagnostic.code, diagnostic.message.key) == ("SB119", "distance.unread")
    assert dict(diagnostic.suggestion.args) == {"word": written, "guess": guess}
    assert ability.distance["parts"] == []


@pytest.mark.parametrize("clause, twin", [
    ("ターゲットの筋力が2未満なら、ターゲットは伏せ状態になる", "M < 2、ターゲットは伏せ状態になる"),
    ("もしターゲットの敏捷力が WEAK 未満であれば、伏せ (EoT)", "A < WEAK、伏せ (EoT)"),
    ("ターゲットの知力が１未満なら、減速 (セーヴ終了)", "R < １、減速 (セーヴ終了)"),
    ("各ターゲットの魅力が並未満ならば、恐怖 (EoT)", "P < 並、恐怖 (EoT)"),
], ids=["seed-000", "if-weak", "full-width-digit", "each-target"])
def test_a_potency_said_in_prose_is_the_potency(clause, twin):
    """Seed 000 reads `A < 1、伏せ` aloud as 「ターゲットの[能力値]が[ポテンシー値]未満であれば、彼らは[効果を被る]」
    (was: text, with no diagnostic)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and effects[0].kind == "potency"


@pytest.mark.parametrize("clause", ["ターゲットの体力が2未満なら、伏せ", "ターゲットの筋力が2以上なら、伏せ"],
                         ids=["no-characteristic", "not-below"])
def test_no_potency_in_prose_without_a_characteristic_below_a_value(clause):
    assert [e.kind for e in _effects(clause)[0]] == ["text"]


# ---- the seventh probe ---------------------------------------------------------------------------

@pytest.mark.parametrize("clause, twin", [
    ("伏せ状態（prone）になる", "伏せ状態になる"),
    ("ターゲットは伏せ状態（prone）になる", "ターゲットは伏せ状態になる"),
    ("ターゲットは伏せ（prone）状態になります", "ターゲットは伏せ状態になる"),
    ("各ターゲットは次のストライクに「不利 (bane)」を受ける (EoT)", "各ターゲットは次のストライクに不利を受ける (EoT)"),
    ("あなたは次のストライクに「有利 (edge)」を得ます", "あなたは次のストライクに有利を得る"),
    ("ターゲットは次のパワーロールに「倍不利 (double bane)」を受ける", "ターゲットは次のパワーロールに倍不利を受ける"),
    ("各ターゲットは次のストライクに「不利」を受ける (EoT)", "各ターゲットは次のストライクに不利を受ける (EoT)"),
    ("ターゲットは次のストライクに不利（bane）を受ける", "ターゲットは次のストライクに不利を受ける"),
    ("A < STRONG、伏せ状態（prone）になり、立ち上がれない (セーヴ終了)", "A < STRONG、伏せ状態になり、立ち上がれない (セーヴ終了)"),
    ("ターゲットは「つかまれて (grabbed)」いる", "ターゲットはつかまれている"),
    ("ターゲットは「つかまれて (grabbed)」います", "ターゲットはつかまれている"),
    ("ターゲットは「衰弱 (weakened)」状態にされる", "ターゲットは衰弱状態にされる"),
    ("ターゲットは「衰弱」状態にされる", "ターゲットは衰弱状態にされる"),
    ("ターゲットは「減速 (slowed)」する (EoT)", "ターゲットは減速する (EoT)"),
], ids=["condition-naru", "subject", "gloss-before-state", "seed-000-bane", "seed-000-edge",
        "double-bane", "quoted-unglossed", "bane-unquoted", "nari-and-rider", "seed-000-grabbed",
        "seed-000-grabbed-polite", "seed-000-weakened-put", "quoted-condition-put", "quoted-condition-verb"])
def test_a_gloss_inside_a_sentence_reads_as_the_word(clause, twin):
    """Seed 000: 「不利 (bane)」を受けます, 「有利 (edge)」を得ます, 「つかまれて (grabbed)」いる, 「衰弱 (weakened)」状態…にされた
    (were: text, with no diagnostic, or SB111, a condition of the ability's own named `衰弱 にされる`)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and "text" not in [e.kind for e in effects]


@pytest.mark.parametrize("clause", ["ターゲットは次のストライクに「不利 (edge)」を受ける", "ターゲットは「霧」を受ける"],
                         ids=["gloss-of-the-other", "no-edge-or-bane"])
def test_a_quote_of_no_edge_or_bane_is_not_unquoted(clause):
    assert "edge_bane" not in [e.kind for e in _effects(clause)[0]]


@pytest.mark.parametrize("clause, twin", [
    ("出血しています", "出血"),
    ("ターゲットは出血しています (EoT)", "ターゲットは出血 (EoT)"),
    ("ターゲットは拘束されています (セーヴ終了)", "ターゲットは拘束 (セーヴ終了)"),
    ("ターゲットはつかまれています", "ターゲットはつかまれ"),
], ids=["bleeding", "bleeding-subject", "restrained", "grabbed"])
def test_a_state_said_politely_is_the_condition(clause, twin):
    """`…しています`: the polite `…している` (seed 000: 「出血している間」) (was: SB111, a condition named
    `出血しています`, or text)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and effects[0].kind == "condition"


@pytest.mark.parametrize("clause, twin", [
    ("M < 2 なら伏せ", "M < 2、伏せ"),
    ("Ｍ＜２なら伏せ", "Ｍ＜２、伏せ"),
    ("A < WEAK ならば、減速 (EoT)", "A < WEAK、減速 (EoT)"),
    ("M < 2 なら、ターゲットは伏せ状態になる", "M < 2、ターゲットは伏せ状態になる"),
    ("P < AVERAGE の場合、恐怖 (セーヴ終了)", "P < AVERAGE、恐怖 (セーヴ終了)"),
    ("M < 2 の場合は伏せ", "M < 2、伏せ"),
], ids=["seed-shortened", "full-width", "naraba-weak", "sentence", "no-baai", "no-baai-wa"])
def test_a_potency_with_nara_after_it_is_the_potency(clause, twin):
    """Seed 000 reads `A < 1、伏せ` aloud as 「…が1未満なら、伏せ状態になります」; shortened, `M < 2 なら伏せ` (was:
    SB111, a condition of the ability's own named `なら伏せ`)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and effects[0].kind == "potency"


@pytest.mark.parametrize("clause, twin", [
    ("6 冷気ダメージ、M < 2 なら つかまれ", "6 冷気ダメージ、M < 2、つかまれ"),
    ("6 ダメージ、Ａ＜弱ならば、減速 (EoT)", "6 ダメージ、Ａ＜弱、減速 (EoT)"),
    ("3 ダメージ、ターゲットの筋力が1未満なら、伏せ", "3 ダメージ、M < 1、伏せ"),
    ("9 ダメージ、もしターゲットの敏捷力が弱未満であれば、拘束 (セーヴ終了)", "9 ダメージ、A < 弱、拘束 (セーヴ終了)"),
], ids=["nara", "naraba-full-width", "prose", "prose-moshi"])
def test_a_potency_after_a_comma_reads_as_at_the_clause_start(clause, twin):
    """`6 damage, M < 2, grabbed` said in Japanese after `、`: a potency with なら after it, or said in prose, reads as it
    does at the start of a clause (was: the potency's effect the text `なら つかまれ`, with no diagnostic)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and [e.kind for e in effects] == ["damage", "potency"]
    assert "text" not in [e.kind for e in effects[1].effects]


@pytest.mark.parametrize("clause", ["6 ダメージ、伏せなら M < 2", "6 ダメージ、ターゲットの体力が2未満なら、伏せ"],
                         ids=["nara-before", "no-characteristic"])
def test_no_potency_after_a_comma_without_one(clause):
    effects, _ = _effects(clause)
    assert "potency" not in [e.kind for e in effects]


@pytest.mark.parametrize("clause, twin", [
    ("引き寄せ 3", "プル 3"),
    ("引き寄せ 2 マス", "プル 2 マス"),
    ("垂直引き寄せ 2", "垂直プル 2"),
], ids=["pull", "squares", "vertical"])
def test_hikiyose_is_pull(clause, twin):
    """引き寄せ, the noun of 引き寄せる (pull's verb) (was: SB110, an unknown forced movement)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and effects[0].kind == "forced_move"


@pytest.mark.parametrize("clause, twin", [
    ("ターゲットを真っ直ぐ6スクエア押し戻す", "ターゲットを6スクエア押し戻す"),
    ("ターゲットをまっすぐ2マス押し戻します", "ターゲットを2マス押し戻す"),
    ("ターゲットを真っすぐに3スクエア引き寄せる", "ターゲットを3スクエア引き寄せる"),
    ("ターゲットは真っ直ぐ最大 3 マス引き寄せられる", "ターゲットは最大 3 マス引き寄せられる"),
    ("真っ直ぐプッシュ 6", "プッシュ 6"),
], ids=["seed-push", "polite", "pull-ni", "passive-up-to", "notation"])
def test_a_straight_push_or_pull_is_the_move(clause, twin):
    """Seed 000: push and pull move a creature in a straight line (「直線」) already, not only along the map's rows,
    so 真っ直ぐ says nothing more (was: text, with no diagnostic)."""
    effects, codes = _effects(clause)
    assert (effects, codes) == _effects(twin)
    assert codes == [] and effects[0].kind == "forced_move" and not effects[0].vertical


@pytest.mark.parametrize("clause", ["あなたは真っ直ぐ3スクエアシフトできる"], ids=["own-move"])
def test_straight_is_read_only_of_a_move_that_is_straight(clause):
    """A creature's own move said to be straight is not read (a straight slide is a slide that may not turn back:
    test_japanese_probe8)."""
    assert [e.kind for e in _effects(clause)[0]] == ["text"]


@pytest.mark.parametrize("clause, head, who, dice, amount, level", [
    ("ターゲットは1d6 + レベルに等しいスタミナを失う", _HEAD, "the target", "1d6", 0, True),
    ("１ｄ６＋レベルに等しいスタミナを失います", _HEAD, None, "1d6", 0, True),
    ("ターゲットは2d6 + 3に等しいスタミナを失う", _HEAD, "the target", "2d6", -3, False),
    ("あなたは1d6に等しいスタミナを失う", _HEAD, "you", "1d6", 0, False),
    ("the target loses 1d6 + level Stamina", _HEAD_EN, "the target", "1d6", 0, True),
    ("you lose 2d6 + 2 Stamina", _HEAD_EN, "you", "2d6", -2, False),
], ids=["seed-000", "full-width-polite", "dice-and-number", "you", "english", "english-number"])
def test_stamina_lost_by_a_roll_is_a_loss_of_stamina(clause, head, who, dice, amount, level):
    """Seed 000's bleeding: 「1d6 + レベルに等しいスタミナを失います」, read as `the target loses 5 Stamina` is, with
    the dice and the level (was: text, with no diagnostic)."""
    (effect,), codes = _effects(clause, head)
    assert codes == []
    assert effect == fx.ResourceChange(who, "stamina", amount, "", dice, level)


@pytest.mark.parametrize("clause", ["ターゲットは1d6 + レベルに等しいスタミナを得る", "霧は1d6に等しいスタミナを失う",
                                    "the target loses 1d6 + level recoveries"],
                         ids=["gained", "no-creature", "not-stamina"])
def test_no_rolled_loss_but_of_stamina_by_a_creature(clause):
    head = _HEAD_EN if clause.isascii() else _HEAD
    assert [e.kind for e in _effects(clause, head)[0]] == ["text"]


@pytest.mark.parametrize("clause, head, who, resource, dice, amount", [
    ("the target loses 1d3 Recoveries", _HEAD_EN, "the target", "recovery", "1d3", 0),
    ("you lose 1d3 + 1 surges", _HEAD_EN, "you", "surge", "1d3", -1),
    ("ターゲットは回復 1d3 を失う", _HEAD, "the target", "recovery", "1d3", 0),
    ("ターゲットはリカバリー 1d3 を失います", _HEAD, "the target", "recovery", "1d3", 0),
], ids=["recoveries", "surges-and-number", "ja", "ja-polite"])
def test_another_resource_lost_by_a_roll(clause, head, who, resource, dice, amount):
    """`the target loses 1d3 Recoveries` (as `loses 2 Recoveries` is read, with the dice) was text, with no
    diagnostic; in Japanese as `回復 2 を失う` is written. A level added is Stamina's only."""
    (effect,), codes = _effects(clause, head)
    assert codes == []
    assert effect == fx.ResourceChange(who, resource, amount, "", dice, False)


@pytest.mark.parametrize("clause, who", [
    ("prone and the target loses 1d3 Recoveries", "the target"),
    ("the target is prone and loses 1d3 Recoveries", "the target"),
    ("prone and you lose 1d3 Recoveries", "you"),
    ("伏せ、ターゲットは回復 1d3 を失う", "the target"),
    ("ターゲットは伏せ状態になり、回復 1d3 を失う", "the target"),
], ids=["and-the-target", "said-of-the-first", "you", "ja", "ja-continuative"])
def test_a_rolled_loss_after_a_condition_is_both(clause, who):
    """The corpus's Ajax (`M < 6 prone and the target loses 1d3 Recoveries`) was text as a whole: the part after
    `and` was read by the grammar with `d3` as a word, and no part of a compound was read as the whole clause is;
    its Japanese card printed the English."""
    (condition, loss), codes = _effects(clause, _HEAD_EN if clause.isascii() else _HEAD)
    assert codes == []
    assert (condition.kind, condition.condition) == ("condition", "prone")
    assert loss == fx.ResourceChange(who, "recovery", 0, "", "1d3", False)


@pytest.mark.parametrize("clause", ["prone and the target loses 1d3 apples", "伏せ、ターゲットは回復 1d3 を得る",
                                    "the target gains 1d3 surges"],
                         ids=["no-resource", "ja-gained", "gained"])
def test_no_rolled_loss_in_a_compound_but_of_a_resource_lost(clause):
    assert [e.kind for e in _effects(clause, _HEAD_EN if clause.isascii() else _HEAD)[0]] == ["text"]


@pytest.mark.parametrize("clause", ["the target loses 1d3 apples", "ターゲットはスタミナ 1d3 を失う"],
                         ids=["no-resource", "ja-stamina-said-otherwise"])
def test_no_rolled_loss_of_what_is_no_resource(clause):
    head = _HEAD_EN if clause.isascii() else _HEAD
    assert [e.kind for e in _effects(clause, head)[0]] == ["text"]


@pytest.mark.parametrize("written", ["ターゲットは1d6 + レベルに等しいスタミナを失う", "the target loses 1d6 + level Stamina",
                                     "the target loses 1d3 Recoveries", "ターゲットは回復 1d3 を失う"],
                         ids=["ja", "en", "en-recoveries", "ja-recoveries"])
def test_a_rolled_loss_reads_back_from_its_card_in_both_languages(written):
    from statblock.rulesets.draw_steel.render.clauses import effect_text
    head = _HEAD_EN if written.isascii() else _HEAD
    (effect,), _ = _effects(written, head)
    assert effect.kind == "resource"
    for lang, again_head in (("en", _HEAD_EN), ("ja", _HEAD)):
        (again,), codes = _effects(effect_text(effect, lang), again_head)
        assert (again, codes) == (effect, [])


@pytest.mark.parametrize("clause, gloss", [
    ("減速 (prone)", "(prone)"),
    ("プッシュ 2 (pull)", "(pull)"),
    ("A < WEAK、伏せ (slowed)", "(slowed)"),
    ("伏せ (slowed) (EoT)", "(slowed)"),
], ids=["condition", "forced-move", "behind-a-potency", "with-a-duration"])
def test_a_gloss_naming_another_word_is_sb128(clause, gloss):
    """(was: text, with no diagnostic)."""
    ability, diagnostics = compile_one(_HEAD + clause + "\n")
    (found,) = diagnostics
    assert (found.code, found.severity.value, found.message.key) == ("SB128", "warning", "gloss.contradicts")
    assert dict(found.message.args)["gloss"] == gloss
    assert "text" in [e.kind for e in ability.power_roll.tiers[2].effects[1:]] or \
        ability.power_roll.tiers[2].effects[1].kind == "potency"


@pytest.mark.parametrize("clause", ["ターゲットは霧 (slowed)", "減速 (slowed)", "恐怖 (of the triggering ally) (EoT)"],
                         ids=["no-word-of-the-game", "its-own-gloss", "no-gloss"])
def test_no_sb128_without_a_word_of_the_game_glossed_as_another(clause):
    assert "SB128" not in _effects(clause)[1]


@pytest.mark.parametrize("clause", [
    "weakened (save ends), the target loses 1d6 Stamina", "M < 2 prone and the target loses 1d6 Stamina",
    "prone, and the target loses 1d6 + 2 Stamina", "prone and the target loses 1d6 + level Stamina",
    "the target is prone and loses 1d6 Stamina", "衰弱 (セーヴ終了)、ターゲットは1d6に等しいスタミナを失う",
    "ターゲットは伏せ状態になり、1d6 + 2に等しいスタミナを失う",
], ids=["comma", "potency", "plus-number", "plus-level", "said-of-the-first", "ja", "ja-continuative"])
def test_stamina_lost_by_a_roll_in_a_compound_reads_back_in_both_languages(clause):
    """A review found 115 compounds with a Stamina loss by a roll whose Japanese card printed the English: the
    Japanese (`ターゲットは1d6に等しいスタミナを失う`) was no part a compound reads, nor `loses 1d6 + 2 Stamina` in English."""
    from statblock.rulesets.draw_steel.render.clauses import effect_text

    head = _HEAD_EN if clause.isascii() else _HEAD
    effects, codes = _effects(clause, head)
    assert codes == []
    flat = [e for effect in effects for e in (effect.effects if effect.kind == "potency" else (effect,))]
    (loss,) = [e for e in flat if e.kind == "resource"]
    assert (loss.resource, loss.dice) == ("stamina", "1d6")
    for lang, again_head in (("en", _HEAD_EN), ("ja", _HEAD)):
        said = "; ".join(effect_text(e, lang) for e in effects)
        assert _effects(said, again_head) == (effects, [])


@pytest.mark.parametrize("clause", ["porne and the target loses 1d3 Recoveries", "M < 6 porne and the target loses 1d3 "
                                    "Recoveries", "porne and the target takes a bane on strikes"],
                         ids=["loss", "behind-a-potency", "bane"])
def test_a_misspelt_condition_before_a_sentence_is_said(clause):
    """A compound whose condition is misspelt is kept as text, and the slip said (SB101): it was text with no word, or
    a bane of a creature named `porne and the target` (found by the injected-mistake sweep once Ajax's `prone and the
    target loses 1d3 Recoveries` read)."""
    effects, codes = _effects(clause, _HEAD_EN)
    assert codes == ["SB101"]
    assert all(e.kind in ("text", "potency") for e in effects)
    assert not [e for e in effects if e.kind == "edge_bane"]
