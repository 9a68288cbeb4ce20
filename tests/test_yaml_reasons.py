"""PyYAML's problems in Japanese (`frontends/yaml_reasons.py`): a statblock's YAML or a front matter that is not YAML
said `YAML を読めません（mapping values are not allowed in this context）`, PyYAML's English in the Japanese message
(SB004). Short broken texts written for these tests."""

from __future__ import annotations

import re

import pytest
import yaml

from statblock.frontends.yaml_reasons import yaml_reason
from statblock.pipeline import read_text

BROKEN = ["a: b: c", "a:\n  - b\n c: d", "a: 'x", "\ta: 1", "a: @x", "- a\nb: c", "a: [1, 2", "a: {b: 1", "a: *x",
          "a: &x 1\nb: &x 2", 'a: "\\q"', "a: !x!y 1", "a: b\n- c", "[1, 2] x", "a: &", "%YAML 1.1\n%YAML 1.1\n---\na",
          "a: b\nc", "a: >\n\tb"]
LOADERS = [yaml.SafeLoader] + ([yaml.CSafeLoader] if hasattr(yaml, "CSafeLoader") else [])


@pytest.mark.parametrize("loader", LOADERS, ids=lambda loader: loader.__name__)
@pytest.mark.parametrize("text", BROKEN)
def test_each_problem_pyyaml_gives_is_said_in_japanese(loader, text):
    with pytest.raises(yaml.YAMLError) as raised:
        yaml.compose(text, Loader=loader)
    problem = raised.value.problem
    said = yaml_reason(problem)
    assert said.by_lang["en"] == problem
    japanese = re.sub(r"'[^']*'|%?YAML", "", said.by_lang["ja"])   # (what PyYAML quotes stays as it wrote it)
    assert said.by_lang["ja"] != problem and not re.search(r"[A-Za-z]{2,}", japanese), said.by_lang["ja"]


def test_a_problem_the_table_does_not_know_stays_as_written():
    assert yaml_reason("something new").by_lang == {"en": "something new", "ja": "something new"}


@pytest.mark.parametrize(("name", "text", "ja"), [
    ("front.md", "---\na: b: c\n---\n# X\n", "フロントマターを読めません（ここには「キー: 値」を書けません）"),
    ("block.yaml", "name: x\nb: c: d\n", "YAML を読めません（ここには「キー: 値」を書けません）。"),
])
def test_sb004_says_the_problem_in_japanese(name, text, ja):
    (said,) = [d for d in read_text(name, text).diagnostics if d.code == "SB004"]
    assert said.message.render("ja").startswith(ja)
    assert "mapping values are not allowed" in said.message.render("en")
