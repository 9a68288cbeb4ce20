"""Text outside every ability (a heading's lore before a feature, a kit's introduction) is on no card, as the JSON and
`convert` keep it: `cards` says so, once, with how many passages in how many files, and where they are kept (it said
nothing: the lore was printed nowhere and unannounced). A note, no warning: `--error-on warning` is not failed by a
book's lore, which is meant to be there. Short examples written for these tests."""

from __future__ import annotations

import pytest

from statblock import cli

_FEATURE = """{lore}###### Bash

| **Melee, Strike, Weapon** | **Main action** |
| ------------------------- | --------------: |
| **📏 Melee 1**            | **🎯 One creature** |

**Power Roll + Might:**

- **≤11:** 2 damage
- **12-16:** 5 damage
- **17+:** 7 damage
"""


@pytest.mark.parametrize("lang, said", [
    ("en", "text outside every ability is on no card: 2 passages in 1 file"),
    ("ja", "どのアビリティにも入っていない文はカードに載りません：1 ファイルの 2 箇所"),
])
def test_lore_outside_the_abilities_is_said_to_be_on_no_card(tmp_path, capsys, lang, said):
    source = tmp_path / "goblins.md"
    source.write_text(_FEATURE.format(lore="## Goblin Lore\n\nGoblins live in warrens.\n\n## Goblin Ways\n\n"
                                           "They trade in stolen things.\n\n"), encoding="utf-8")
    out = tmp_path / "cards.md"
    assert cli.main(["--lang", lang, "cards", str(source), "-o", str(out), "--error-on", "warning"]) == 0
    err = capsys.readouterr().err
    assert said in err
    assert "Goblins live" not in out.read_text(encoding="utf-8")  # (on no card, as said)


def test_nothing_is_said_when_every_word_is_on_a_card(tmp_path, capsys):
    source = tmp_path / "bash.md"
    source.write_text(_FEATURE.format(lore=""), encoding="utf-8")
    assert cli.main(["cards", str(source), "-o", str(tmp_path / "cards.md")]) == 0
    assert "on no card" not in capsys.readouterr().err
