"""A Markdown header cell in bold whose `**` are one of markup and one escaped (`**🎯 One creature\\*\\*`, as an
export writes it): both stars are the bold's, the target `One creature` (it was `One creature**`, and the card said
so). Bold written both ways, or escaped both ways, reads as before. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text

_BLOCK = """###### Bash

| **Melee, Strike, Weapon** | **Main action** |
| ------------------------- | --------------: |
| **📏 Melee 1**            | {target} |

**Power Roll + Might:**

- **≤11:** 2 damage
- **12-16:** 5 damage
- **17+:** 7 damage
"""
_BLOCK_JA = """###### 殴打

| **近接, ストライク, 武器** | **メインアクション** |
| ------------------------- | --------------: |
| **📏 近接 1**            | {target} |

**パワーロール + 筋力:**

- **≤11:** 2 ダメージ
- **12-16:** 5 ダメージ
- **17+:** 7 ダメージ
"""


@pytest.mark.parametrize("block, cell, target", [
    (_BLOCK, r"**🎯 One creature\*\*", "One creature"),
    (_BLOCK, r"**🎯 One creature or object\*\*", "One creature or object"),
    (_BLOCK_JA, r"**🎯 1体のクリーチャー\*\*", "1体のクリーチャー"),
], ids=["escaped-closer", "longer", "japanese"])
def test_a_mixed_bold_cell_reads_its_words(block, cell, target):
    result = read_text("bash.md", block.format(target=cell))
    (ability,) = result.abilities
    assert ability.target == target
    assert not [d for d in result.diagnostics if d.severity.name == "ERROR"]


@pytest.mark.parametrize("cell, target", [
    ("**🎯 One creature**", "One creature"),
    (r"\*\*🎯 One creature**", "One creature"),  # (the other way round: read so already, the stars before the icon)
    (r"🎯 One creature\*", "One creature*"),
], ids=["bold", "escaped-opener", "an-escaped-star-is-kept"])
def test_other_cells_read_as_before(cell, target):
    (ability,) = read_text("bash.md", _BLOCK.format(target=cell)).abilities
    assert ability.target == target
