"""虚構侵蝕TRPG: what was still read wrong (docs/kyoko.md): an editor's quick fix inside brackets with blanks, ... Each
test names the reading it had before, in Japanese and English."""

from __future__ import annotations

import pytest

from statblock.diagnostics import SourceFile
from statblock.lsp.analysis import replacement
from statblock.rulesets.kyoko.language import read_cards


def card_with(effect: str):
    return read_cards(SourceFile("c.kyoko", f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n"))


def fixed(effect: str) -> tuple[str, list]:
    """The effect with every quick fix of its diagnostics made (from the last, so the places hold), and what the
    card then says."""
    text = f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n"
    _, problems = read_cards(SourceFile("c.kyoko", text))
    edits = [replacement(said, text) for said in problems]
    assert problems and None not in edits, problems
    for edit in sorted(edits, key=lambda e: e.start, reverse=True):
        text = text[:edit.start] + edit.text + text[edit.end:]
    _, after = read_cards(SourceFile("c.kyoko", text))
    return text.split("効果：", 1)[1].rstrip("\n"), after


@pytest.mark.parametrize(("effect", "expected"), [
    # (blanks inside the brackets: the fix wrote a second pair inside them, `［ ［萎縮］ ］`)
    ("対象に［ 委縮 ］を与える。", "対象に［ 萎縮 ］を与える。"),
    ("［ 委縮 ］と〔 昂揚 〕を解除する。", "［ 萎縮 ］と〔 高揚 〕を解除する。"),
    ("難易度4の〈 意思 〉判定を行う。", "難易度4の〈 意志 〉判定を行う。"),
    ("【 感角 】点回復する。", "【 感覚 】点回復する。"),
    ("Make a difficulty 4 < Wil > check.", "Make a difficulty 4 < Will > check."),
    # (other brackets than the fix's: `【［散漫］】`, with or without blanks; the brackets are the mistake)
    ("対象に【散漫】を与える。", "対象に［散漫］を与える。"),
    ("対象に【 散漫 】を与える。", "対象に［散漫］を与える。"),
    ("【意志】の技能を持つ。", "〈意志〉の技能を持つ。"),
    ("〈感覚〉点回復する。", "【感覚】点回復する。"),
    # (a cause the seed names, with its n: `［崩壊33］`, the n written twice)
    ("対象に［炎上3］を与える。", "対象に［崩壊3］を与える。"),
    ("Inflict [Burning 3].", "Inflict [Decay 3]."),
    # (the word only, as before, when the brackets hold more)
    ("対象に［崩戒3］を与える。", "対象に［崩壊3］を与える。"),
    ("対象に［ 崩戒 3 ］を与える。", "対象に［ 崩壊 3 ］を与える。"),
])
def test_a_quick_fix_inside_brackets_reads_cleanly(effect, expected):
    text, after = fixed(effect)
    assert text == expected and after == []
