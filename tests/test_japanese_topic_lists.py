"""A Japanese list of conditions after its topic is the topic's whole list: `5 ダメージ、あなたは伏せ、減速、および衰弱` puts
all three on the user, as `5 damage, you are prone, slowed, and weakened` does (the grammar read `減速、および衰弱` as a
clause of its own, slowed and weakened then landing on the targets, in silence; the Japanese card of the English read
back so). `compiler/japanese_topic.py`."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.render.clauses import clause_text

from test_japanese_readback import _compiled, _dumped


@pytest.mark.parametrize("japanese, english", [
    ("5 ダメージ、あなたは伏せ、減速、および衰弱", "5 damage, you are prone, slowed, and weakened"),
    ("それの速度は 0 になる (EoT)、それは伏せ、減速、および衰弱",
     "its speed is 0 (EoT), and it is prone, slowed, and weakened"),
    ("5 ダメージ、それは伏せ、減速、および衰弱 (EoT)", "5 damage, it is prone, slowed, and weakened (EoT)"),
], ids=["you", "it-after-speed", "it-duration"])
def test_a_topics_list_of_three_is_the_topics(japanese, english):
    ja, ja_codes = _compiled(japanese)
    en, en_codes = _compiled(english)
    # (a pronoun first, nothing before it in the tier naming whom it is: SB185, dsleft9)
    said = ["SB185"] if english.startswith("its ") else []
    assert ja_codes == en_codes == said and _dumped(ja) == _dumped(en)
    for lang in ("en", "ja"):
        again, codes = _compiled(clause_text(en, lang))
        assert _dumped(again) == _dumped(en) and codes == said, clause_text(en, lang)


@pytest.mark.parametrize("japanese, english", [
    ("伏せ、減速、および衰弱", "prone, slowed, and weakened"),
    ("5 ダメージ、あなたは伏せ、減速", "5 damage, you are prone, slowed"),
    ("あなたは伏せ (EoT)、減速、および衰弱", "you are prone (EoT), slowed, and weakened"),
], ids=["no-topic", "two-no-and", "topic-with-its-duration"])
def test_other_lists_are_read_as_before(japanese, english):
    ja, _ = _compiled(japanese)
    en, _ = _compiled(english)
    assert _dumped(ja) == _dumped(en)
