"""An ability read once per distinct text (`ability_memo`): a repeat's reading placed where it stands is the reading
worked out afresh there, every position included; nothing the reading looks at lies outside the ability's stretch.
"""

from __future__ import annotations

import pytest

from statblock import parse_text


@pytest.mark.parametrize(("name", "later"), [
    ("###### Sleep **Fog** (3 Malice", "**Effect:** Sleep Fog (3 Malice is said here."),
    ("###### 眠り**の**霧 (3 悪意", "**効果:** 眠りの霧 (3 悪意 とここに書く。"),
])
def test_an_unclosed_parenthesis_of_a_name_is_said_on_the_name(name, later):
    """SB112 at the name's parenthesis, though markup makes the name's line differ from the name: the name was
    searched for to the end of the file, and found in another ability's words (line 13)."""
    text = (f"{name}\n\n*The mist.*\n\n| **Magic** | **Main action** |\n|---|---|\n"
            "| **📏 Ranged 10** | **🎯 One creature** |\n\n**Effect:** The target is dazed.\n\n###### Plain\n\n"
            f"{later}\n")
    said = [d for d in parse_text(text, "names.md").diagnostics if d.code == "SB112"]
    assert [(d.span.line, d.span.source.text[d.span.start:d.span.end].startswith(name[7:12])) for d in said] \
        == [(1, True)]

