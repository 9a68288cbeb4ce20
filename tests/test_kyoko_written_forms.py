"""虚構侵蝕TRPG: forms players write that were read wrong, or kept in silence (docs/kyoko.md): a ［状態］'s target in
everyday words, a ［状態］ in a variant spelling of its name, a check's difficulty in bare parentheses, damage to
【装備ＨＰ】; each test names the reading it had before, in English and Japanese."""

from __future__ import annotations

import re

import pytest

from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import ConditionEffect


def card_with(effect: str):
    return read_cards(SourceFile("c.kyoko", f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n"))


def given(effect: str):
    (card,), problems = card_with(effect)
    return [(e.id, e.n, e.target) for e in card.effects if isinstance(e, ConditionEffect)], problems


@pytest.mark.parametrize("effect", ["対象に［憎悪／自分］を与える。", "対象に［憎悪/自分］を与える。", "Inflict [Hatred/self].",
                                    "対象に［憎悪／自身］を与える。"])
def test_hatred_of_oneself_in_everyday_words_reads_self(effect):
    # (`自分` was kept as written, while `[Hatred/self]` and `自身` read `self`: one target, two in the JSON)
    read, problems = given(effect)
    assert read == [("hatred", None, "self")] and problems == []


@pytest.mark.parametrize("effect", ["heal 【Sense】+1D6.", "heal 【Sense】×2.", "deal 2d6 damage.", "heal 2d6.",
                                    "deal 3 to 6 damage.", "heal 2-4."])
def test_a_japanese_message_on_an_english_card_has_no_english_example(effect):
    # (its Japanese gave the English examples `heal 【感覚】+1`, `heal 3`, `damage 7`: now the game's Japanese form)
    _, problems = card_with(effect)
    (said,) = [d for d in problems if d.code == "KY027"]
    ja = said.message.render("ja").replace(said.span.text, "")
    assert re.search(r"[A-Za-z]", ja) is None, ja
    assert "点回復" in ja or "点のダメージ" in ja

