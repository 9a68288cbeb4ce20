"""docs/sbh.md's warband examples pass `check`: every indented or fenced block of it that is a native file (its first
line `# ruleset: sbh`), and every roster table it shows (a head, a delimiter row and rows), reads with no diagnostic at
all, through the same reading `statblock check` runs. Before, the guide's first example was two warbands of too many
personalities (SH110, twice), and its table a Magic-User of 56 points in 108 (SH110: a new player's copy failed)."""

from __future__ import annotations

import re

from statblock.pipeline import read_text

from conftest import ROOT

GUIDE = ROOT / "docs" / "sbh.md"


def _examples() -> list[str]:
    """The guide's code blocks (indented by four spaces after a blank line, or fenced) whose first line names the
    ruleset, without their indentation."""
    examples, block, fenced = [], None, False
    lines = GUIDE.read_text(encoding="utf-8").split("\n") + [""]
    previous = ""
    for line in lines:
        if line.startswith("```"):
            if fenced:
                examples.append("\n".join(block))
                block, fenced = None, False
            else:
                block, fenced = [], True
            previous = line
            continue
        if fenced:
            block.append(line)
        elif block is not None and (line.startswith("    ") or not line.strip()):
            block.append(line[4:])
        else:
            if block is not None:
                examples.append("\n".join(block).rstrip("\n") + "\n")
                block = None
            if line.startswith("    ") and not previous.strip():
                block = [line[4:]]
        previous = line
    return [text for text in examples if re.match(r"# ruleset: sbh\s*\n", text)]


def test_the_guides_native_examples_pass_check():
    examples = _examples()
    assert examples, "docs/sbh.md holds no native warband example"
    for text in examples:
        result = read_text("example.sbh", text)
        assert result.statblocks
        assert [d.render() for d in result.diagnostics] == [], text


def test_the_first_example_holds_a_warband_in_each_language():
    (first, *_) = _examples()
    result = read_text("example.sbh", first)
    assert [w.name for w in result.statblocks] == ["The Green Hand", "緑の手"]
    assert all(w.total <= w.limit and 3 * w.personality_points <= w.total for w in result.statblocks)


def _tables() -> list[str]:
    """The guide's roster tables shown as code (indented, in a list item too): a head, a delimiter row and rows."""
    tables, block = [], []
    for line in GUIDE.read_text(encoding="utf-8").split("\n") + [""]:
        if line.startswith("    ") and line.strip().startswith("|"):
            block.append(line.strip())
            continue
        if len(block) >= 3 and re.fullmatch(r"\|[-:| ]+\|", block[1]):
            tables.append("\n".join(block) + "\n")
        block = []
    return tables


def test_the_guides_roster_tables_pass_check():
    tables = _tables()
    assert len(tables) >= 2 and any("名前" in table for table in tables), "docs/sbh.md shows no table in each language"
    for text in tables:
        result = read_text("example.md", text)
        assert result.statblocks and result.statblocks[0].profiles
        assert [d.render() for d in result.diagnostics] == [], text
