"""docs/authoring.md stays true: its diagnostics table lists exactly the codes statblock emits,
and its examples read clean."""

from __future__ import annotations

import re

from statblock.rulesets.draw_steel.compiler.codes import CODES
from statblock.pipeline import read_text

from conftest import ROOT

GUIDE = ROOT / "docs" / "authoring.md"


def _guide() -> str:
    return GUIDE.read_text(encoding="utf-8")


def test_the_diagnostics_table_lists_every_code():
    listed = re.findall(r"^\| (SB\d{3}) \|", _guide(), re.MULTILINE)
    assert sorted(listed) == sorted(CODES)
    assert len(listed) == len(set(listed))


def test_the_readme_links_the_guide():
    assert "docs/authoring.md" in (ROOT / "README.md").read_text(encoding="utf-8")


def _examples() -> list[str]:
    """The guide's fenced examples without a language that hold abilities, annotations (`← ...`) removed."""
    examples, block, info = [], None, ""
    for line in _guide().split("\n"):
        if line.startswith("```"):
            if block is None:
                block, info = [], line[3:].strip()
            else:
                text = "\n".join(block)
                if not info and ("Power Roll" in text or "(Statblock)" in text):
                    examples.append(text)
                block = None
            continue
        if block is not None:
            block.append(re.sub(r"\s+←.*$", "", line))
    return examples


def test_the_native_examples_read_clean():
    examples = _examples()
    assert len(examples) == 3  # the annotated ability, a monster's statblock, a dynamic terrain object
    for text in examples:
        result = read_text("example.ability", text)
        assert result.abilities
        assert [d.render() for d in result.diagnostics] == []
    assert [s.kind for s in read_text("example.ability", examples[2]).statblocks] == ["dynamic_terrain"]


def test_the_marvel_champions_guide_lists_every_code_of_its_ruleset():
    from statblock.rulesets.marvel_champions.catalog import CODES as MARVEL

    guide = (ROOT / "docs" / "marvel_champions.md").read_text(encoding="utf-8")
    listed = re.findall(r"^\| (MC\d{3}) \|", guide, re.MULTILINE)
    assert sorted(listed) == sorted(MARVEL) and len(listed) == len(set(listed))
    assert "docs/marvel_champions.md" in (ROOT / "README.md").read_text(encoding="utf-8")
