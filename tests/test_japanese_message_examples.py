"""Draw Steel: a Japanese message's example of a keywords line says what its English twin says, in words the notation
reads. SB179's Japanese help showed `キーワード: 近接、打撃`, and `打撃` is no keyword (SB103: did you mean
`ストライク`?): the author who followed the help got an error (the audit7 session: a Japanese author)."""

from __future__ import annotations

import json
import re

import pytest

from statblock import cli
from statblock.rulesets.draw_steel.catalog import CATALOG

_JA = re.compile(r"「キーワード[:：] ?([^」]+)」")
_EN = re.compile(r"`Keywords: ([^`]+)`")
PAIRS = [(key, ja, en) for key, entry in CATALOG.items() if "ja" in entry and "en" in entry
         for ja, en in zip(_JA.findall(entry["ja"]), _EN.findall(entry["en"]))]


def _keywords(tmp_path, capsys, line: str) -> tuple[list[str], list[str]]:
    path = tmp_path / "example.ability"
    path.write_text(f"Example\n{line}\nType: Main action\nDistance: Melee 1\nTarget: One creature\nEffect: Test.\n",
                    encoding="utf-8")
    cli.main(["parse", str(path), "--format", "json"])
    out = capsys.readouterr()
    (ability,) = json.loads(out.out)["abilities"]
    return ability["keywords"], [line for line in out.err.splitlines() if "[SB" in line]


def test_there_are_examples_to_check():
    assert any(key == "layout.plain_flavor_fix" for key, _, _ in PAIRS)


@pytest.mark.parametrize(("key", "ja", "en"), PAIRS, ids=[key for key, _, _ in PAIRS])
def test_the_japanese_example_reads_as_the_english_one(tmp_path, capsys, key, ja, en):
    ja_keywords, ja_said = _keywords(tmp_path, capsys, f"キーワード: {ja}")
    en_keywords, en_said = _keywords(tmp_path, capsys, f"Keywords: {en}")
    assert ja_said == [] and en_said == []
    assert ja_keywords == en_keywords
