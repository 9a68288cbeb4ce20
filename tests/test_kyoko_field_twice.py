"""`効果：` written twice on one 虚構侵蝕TRPG card (KY004): the second line is more of the effect, read and said.

`効果：…` written again under a card's effect (an author's second effect line, with its own label) was said (KY004,
`the first one is kept`) and its words were dropped: no card, no JSON, nothing of `対象は［散慢］を解除する。` left, its
slip (`散慢`) never checked. Now it is read as more of the effect (a card has one), on the card and in the JSON,
its slips checked, and still said.
"""

from __future__ import annotations

import pytest

from statblock import parse_text
from statblock.rulesets.kyoko.serialize import to_json

CARDS = {"ja": ("止血帯（所持品）\n使用：行動\n対象：単体\n効果：対象の【ＨＰ】を3点回復する。\n効果：\t対象は［散漫］を解除する。\n",
                "効果", "対象は［散漫］を解除する。"),
         "en": ("Tourniquet (item)\nUse: Action\nTarget: Single\nEffect: The target recovers 3 HP.\n"
                "Effect: The target loses [Distracted].\n", "Effect", "The target loses [Distracted].")}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_second_is_more_of_the_effect_and_said(lang):
    text, label, second = CARDS[lang]
    result = parse_text("# ruleset: kyoko\n" + text, "c.kyoko")
    (card,) = result.abilities
    assert second in card.effect_text and card.effect_text.index(second) > 0
    assert any(type(e).__name__ == "ConditionEffect" for e in card.effects)  # (the ［散漫］ lifted, read)
    (said,) = [d for d in result.diagnostics if d.code == "KY004"]
    assert (said.span.line, said.span.column) == (6, 1)
    assert "more of the effect" in said.text("en") and "効果の続き" in said.text("ja")
    assert second in str(to_json(card))


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_slip_in_the_second_is_checked(lang):
    text = CARDS[lang][0].replace("散漫", "散慢").replace("Distracted", "Distractd")
    result = parse_text("# ruleset: kyoko\n" + text, "c.kyoko")
    assert "KY010" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("fmt", ["md", "txt"])
def test_the_card_prints_it(lang, fmt, tmp_path):
    from statblock.cli import main

    text, label, second = CARDS[lang]
    path = tmp_path / "c.kyoko"
    path.write_text(text, encoding="utf-8")
    out = tmp_path / ("cards." + fmt)
    assert main(["cards", str(path), "--format", fmt, "--lang", lang, "-o", str(out)]) == 0
    assert second.replace("[", "").replace("]", "") in out.read_text(encoding="utf-8").replace("\\", "").replace("[", "").replace("]", "")


# ---- any other field written twice (the review of audit5): its second value was in no output, KY004 said only
# `the first one is kept`; now kept as written, printed after the effect, given in the JSON's notes ----

TWICE = {"ja": ("止血帯（所持品）\n使用：行動\n使用：割込\n対象：単体\n対象：全体\n効果：対象の【ＨＰ】を3点回復する。\n",
                [("使用", "割込"), ("対象", "全体")]),
         "en": ("Tourniquet (item)\nUse: Action\nUse: Reaction\nTarget: Single\nTarget: All\n"
                "Effect: The target recovers 3 HP.\n", [("Use", "Reaction"), ("Target", "All")])}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_second_field_is_kept_and_said(lang):
    text, kept = TWICE[lang]
    result = parse_text("# ruleset: kyoko\n" + text, "c.kyoko")
    (card,) = result.abilities
    assert card.use == "action" and card.target in ("単体", "Single")   # (the first is the card's)
    assert [(n["label"], n["text"]) for n in to_json(card)["notes"]] == kept
    said = [d for d in result.diagnostics if d.code == "KY004"]
    assert len(said) == 2
    assert all("kept as written" in d.text("en") and "書かれたまま" in d.text("ja") for d in said)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("fmt", ["md", "txt", "html"])
def test_the_card_prints_the_second_after_the_effect(lang, fmt, tmp_path):
    from statblock.cli import main

    text, kept = TWICE[lang]
    path = tmp_path / "c.kyoko"
    path.write_text(text, encoding="utf-8")
    out = tmp_path / ("cards." + fmt)
    assert main(["cards", str(path), "--format", fmt, "--lang", lang, "-o", str(out)]) == 0
    printed = out.read_text(encoding="utf-8")
    effect = printed.index("3")   # (the effect's words, `3点回復`, `3 HP`)
    assert all(printed.index(value, effect) > effect for _, value in kept)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_markdown_card_with_a_second_field_reads_back(lang, tmp_path):
    from statblock.cli import main
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    text, kept = TWICE[lang]
    path = tmp_path / "c.kyoko"
    path.write_text(text, encoding="utf-8")
    out = tmp_path / "cards.md"
    assert main(["cards", str(path), "--format", "md", "--lang", lang, "-o", str(out)]) == 0
    (card, *_), _ = read_cards(SourceFile("c.md", out.read_text(encoding="utf-8")))
    (original,), _ = read_cards(SourceFile("c.kyoko", text))
    assert (card.use, card.target, card.effect_text) == (original.use, original.target, original.effect_text)
    assert [(n.label, n.text) for n in card.notes] == [(n.label, n.text) for n in original.notes]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_second_effect_label_alone_adds_no_empty_line(lang):
    # (`効果：` alone, its words on the next line: the effect's text had an empty line between the two)
    text, label, second = CARDS[lang]
    head, _, tail = text.rpartition(f"{label}：\t" if lang == "ja" else f"{label}: ")   # (the second label)
    text = head + (f"{label}：\n" if lang == "ja" else f"{label}:\n") + tail
    result = parse_text("# ruleset: kyoko\n" + text, "c.kyoko")
    (card,) = result.abilities
    assert second in card.effect_text and "\n\n" not in card.effect_text
    assert "KY004" in [d.code for d in result.diagnostics]
