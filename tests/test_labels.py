"""Labels as authors write them: a label of the ruleset's in lower case (`effect:`) is that label in every
format, one close to a label is SB125, and lower-case prose after a name stays the flavor it is."""

from __future__ import annotations

from statblock import parse_text
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json


def test_labels_written_in_lower_case_are_labels():
    """`distance: Self`, `effect: ...` after a name: the grammar's labels start with a capital, and these lines
    were the ability's flavor, in silence (no distance, no target, no effect)."""
    lower = "Test Gain\nType: Main action\ndistance: Self\ntarget: Self\neffect: You gain 2 surges.\n"
    (ability,) = parse_text(lower, "t.ability").abilities
    (upper,) = parse_text(lower.replace("distance", "Distance").replace("target", "Target")
                          .replace("effect", "Effect"), "t.ability").abilities
    said, written = ability_json(ability), ability_json(upper)
    assert said["flavor"] is None and said["distance"] == written["distance"] and said["target"] == "Self"
    assert [(s["kind"], s["text"]) for s in said["sections"]] == [("effect", "You gain 2 surges.")]
    # a line of prose that only starts with a word and a colon stays the flavor it was
    (prose,) = parse_text("Test Gain\nnote: the wind howls.\nType: Main action\n", "t.ability").abilities
    assert ability_json(prose)["flavor"] == "note: the wind howls." and ability_json(prose)["sections"] == []


def test_statistics_written_in_lower_case_are_read():
    text = ("Bog Hound (Statblock)\nlevel: 2 | roles: Horde Harrier | ev: 4\n"
            "size: 1M | speed: 7 | stamina: 12 | stability: 0 | free strike: 2\n"
            "might: +1 | agility: +2 | reason: -3 | intuition: 0 | presence: -2\n")
    result = read_text("t.ability", text)
    assert result.diagnostics == []
    (monster,) = result.statblocks
    assert (monster.level, monster.size, monster.stamina, monster.free_strike, monster.characteristics["might"]) == (
        2, "1M", 12, 2, 1)


def test_a_markdown_label_in_lower_case_is_a_label():
    text = ("###### Test Gain\n\n| Magic | Main action |\n|---|---|\n| **📏 Self** | **🎯 Self** |\n\n"
            "**effect:** You gain 2 surges.\n")
    (ability,) = parse_text(text, "t.md").abilities
    (upper,) = parse_text(text.replace("effect:", "Effect:"), "t.md").abilities
    assert [(s["kind"], s["text"]) for s in ability_json(ability)["sections"]] == [("effect", "You gain 2 surges.")]
    said, written = ability_json(ability)["sections"][0], ability_json(upper)["sections"][0]
    assert said.pop("written") == {"label": "effect"} and written.pop("written") == {"label": "Effect"}
    assert said == written


_JA_SLAM = "叩きつけ\n近接, ストライク | メインアクション\nパワーロール + 筋力:\n≤11: 3 ダメージ\n12-16: 5 ダメージ\n17+: 8 ダメージ\n"


def _label_warnings(sections: str) -> list[tuple[str, str]]:
    result = read_text("t.ability", _JA_SLAM + sections)
    return [(d.code, str(d.suggestion)) for d in result.diagnostics]


def test_a_japanese_label_one_kanji_off_is_named():
    """`効架:` (`効果:` with its second kanji converted wrong): two characters are too short for the
    similarity cutoff, and the effect stood as a section of its own label with no report."""
    assert _label_warnings("効架：ターゲットは伏せ状態になる。\n") == [("SB125", "replace `効架` with `効果`")]
    assert _label_warnings("持結：ターゲットは伏せ状態になる。\n") == [("SB125", "replace `持結` with `持続`")]


def test_a_japanese_word_near_a_label_is_not_taken_for_it():
    """Two-kanji words that share a kanji with a label are words of their own when the ability has that
    label already (`結果:` beside `効果:`), and a kana for a kanji (`効く`) or a longer word (`効果的`)
    is no slip of one character; an English word this short (`Efct`) is not guessed at either."""
    assert _label_warnings("効果：ターゲットは伏せ状態になる。\n結果：ターゲットは倒れる。\n") == []
    assert _label_warnings("効く：ターゲットは伏せ状態になる。\n") == []
    assert _label_warnings("効果的：ターゲットは伏せ状態になる。\n") == []
    assert read_text("t.ability", _JA_SLAM + "Efc: The target is prone.\n").diagnostics == []
