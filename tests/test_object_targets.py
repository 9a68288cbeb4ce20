"""Objects among the targets (seed 000: an ability may target objects, which take its damage and can be moved):
`each object in the area is pushed 2 squares`, `each unattended object in the area takes 3 damage`, `one object in the
area takes 4 damage` and in Japanese `範囲内の各物体は2マスプッシュされる`, `放置された各物体は3ダメージを受ける` were text;
they are read as the objects' damage and forced moves, each card reading back. What the rules give creatures only,
said of objects (`each object in the area gains 2 surges`, read with no word), is said (SB182); `unattended` said of
a creature in a target line (`One unattended creature`, read with no word) is said (SB183). Homebrew written for
these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.rulesets.draw_steel.runtime import effects as fx


@pytest.mark.parametrize("clause, kind, subject", [
    ("each object in the area is pushed 2 squares", fx.ForcedMove, "each object in the area"),
    ("each unattended object in the area takes 3 damage", fx.Damage, "each unattended object in the area"),
    ("one object in the area takes 4 damage", fx.Damage, "one object in the area"),
    ("one object is pushed 2 squares", fx.ForcedMove, "one object"),
    ("範囲内の各物体は2マスプッシュされる", fx.ForcedMove, "each object in the area"),
    ("範囲内の各物体は2マス押し戻される", fx.ForcedMove, "each object in the area"),
    ("放置された各物体は3ダメージを受ける", fx.Damage, "each unattended object"),
    ("範囲内の1つの物体は4ダメージを受ける", fx.Damage, "one object in the area"),
], ids=["push-each", "damage-unattended", "damage-one", "push-one", "ja-push", "ja-push-native", "ja-unattended",
        "ja-one"])
def test_objects_among_the_targets_are_read_and_read_back(clause, kind, subject):
    (effect,) = clause_effects(clause)
    assert isinstance(effect, kind) and effect.subject == subject
    for lang in ("en", "ja"):
        assert clause_effects(clause_text((effect,), lang)) == (effect,)


SURGES = {"en": ("Shatter\nKeywords: Area, Magic\nType: Main action\nDistance: 3 burst\n"
                 "Target: Each creature and object in the area\nPower Roll + Might:\n≤11: {tier}\n12-16: 5 damage\n"
                 "17+: 7 damage\n"),
          "ja": ("粉砕\nキーワード: 領域, 魔法\n種別: メインアクション\n距離: 3 バースト\nターゲット: 領域内の各クリーチャーと各物体\n"
                 "パワーロール + 筋力:\n≤11: {tier}\n12-16: 5 ダメージ\n17+: 7 ダメージ\n")}


@pytest.mark.parametrize("lang, tier, said", [
    ("en", "each object in the area gains 2 surges", True), ("ja", "範囲内の各物体はサージ2を得る", True),
    ("en", "each object in the area is slowed (EoT)", True),
    ("en", "each object in the area takes 3 damage", False), ("ja", "範囲内の各物体は2マスプッシュされる", False),
    ("en", "each enemy in the area gains 2 surges", False),
], ids=["surges", "ja-surges", "slowed", "damage", "ja-push", "enemy-surges"])
def test_what_the_rules_give_creatures_only_is_said_of_objects(lang, tier, said):
    text = SURGES[lang].format(tier=tier)
    result = read_text("s.ability", text)
    found = [d for d in result.diagnostics if d.code == "SB182"]
    assert len(found) == said
    if said:
        (note,) = found
        assert note.severity == "warning" and note.span.line == text.split("\n").index(f"≤11: {tier}") + 1
        assert "the rules give creatures only" in note.message.render("en") and "ルールがクリーチャーにだけ与える" in note.message.render("ja")


@pytest.mark.parametrize("target, said", [("One unattended creature", True), ("1体の持ち主のいないクリーチャー", True),
                                          ("One unattended object", False), ("One creature", False)],
                         ids=["creature", "ja-creature", "object", "plain"])
def test_unattended_is_said_of_objects_only(target, said):
    text = f"Lift\nKeywords: Magic, Ranged\nType: Maneuver\nDistance: Ranged 5\nTarget: {target}\nEffect: It floats.\n"
    found = [d for d in read_text("l.ability", text).diagnostics if d.code == "SB183"]
    assert len(found) == said
    if said:
        assert text[found[0].span.start:found[0].span.end] == target


@pytest.mark.parametrize("lang, tier, who, kind", [
    ("ja", "範囲内の各物体は減速 (EoT)", "各物体", "減速"), ("ja", "範囲内の各物体はサージ2を得る", "各物体", "サージ"),
    ("en", "each object in the area is slowed (EoT)", "each object in the area", "slowed")],
    ids=["ja-slowed", "ja-surges", "en-slowed"])
def test_what_is_said_of_objects_is_said_in_the_messages_language(lang, tier, who, kind):
    """SB182 in Japanese named the objects and the effect in English (「each object in the area」は物体で、「slowed」は…)."""
    (note,) = [d for d in read_text("s.ability", SURGES[lang].format(tier=tier)).diagnostics if d.code == "SB182"]
    said = note.message.render(lang)
    assert who in said and kind in said
    if lang == "ja":
        assert not any("a" <= ch <= "z" for ch in said)
    else:
        assert not any("\u3040" <= ch <= "\u9fff" for ch in said)


@pytest.mark.parametrize("target, said", [
    ("持ち主のいない1体のクリーチャー", True), ("放置された1体のクリーチャー", True), ("One unattended object or creature", True),
    ("持ち主のいない1つの物体", False), ("放置された1つの物体またはクリーチャー", True)],
    ids=["ja-before-count", "ja-other-word", "en-object-first", "ja-object", "ja-object-first"])
def test_unattended_is_said_of_a_creature_however_the_line_orders_it(target, said):
    """SB183's own example (`持ち主のいない1体のクリーチャー`, the adjective before the count, as Japanese may write it)
    and `One unattended object or creature` (the adjective said of both nouns) were read with no word."""
    text = f"Lift\nKeywords: Magic, Ranged\nType: Maneuver\nDistance: Ranged 5\nTarget: {target}\nEffect: It floats.\n"
    found = [d for d in read_text("l.ability", text).diagnostics if d.code == "SB183"]
    assert len(found) == said


@pytest.mark.parametrize("line, english", [("持ち主のいない1体のクリーチャー", "One unattended creature"),
                                           ("放置された1つの物体", "One unattended object")])
def test_an_adjective_before_a_japanese_count_is_the_nouns(line, english):
    from statblock.rulesets.draw_steel.target_phrases import target_words
    from statblock.rulesets.draw_steel.vocabulary import vocabulary

    words = target_words(vocabulary())
    phrase = words.read(line)
    assert phrase is not None and words.spell(phrase, "en") == english
    assert words.read(words.spell(phrase, "ja")) == phrase
