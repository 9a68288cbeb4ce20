"""The front matter reader that stands in for PyYAML (`frontends/front_matter.py`): where it reads a
front matter, it must give exactly what `yaml_load.load_yaml` gives (the same keys in the same order,
the same values of the same types); where it cannot be sure, it must say so (None)."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.rulesets.draw_steel.frontends.yaml_load import load_yaml
from statblock.rulesets.draw_steel.frontends.front_matter import read_front_matter, simple_front_matter
from statblock.rulesets.draw_steel.frontends.md_document import split_front_matter as _front_matter

from conftest import DS_CORPUS, examples


def _typed(value):
    """`value` with the type of every part spelled out: `True == 1` and `1 == 1.0` in Python, not here."""
    if isinstance(value, dict):
        return ("dict", tuple((_typed(k), _typed(v)) for k, v in value.items()))
    if isinstance(value, list):
        return ("list", tuple(_typed(v) for v in value))
    return (type(value).__name__, value)


def _pyyaml(text: str):
    """What `load_yaml` makes of `text`, or the class of the error it raises."""
    try:
        return _typed(load_yaml(text)[0])
    except yaml.YAMLError as error:
        return type(error)


def _agrees(text: str) -> bool:
    mine = simple_front_matter(text)
    return mine is None or _typed(mine) == _pyyaml(text)


def test_every_corpus_front_matter_is_read_as_pyyaml_reads_it(figure):
    fronts = [_front_matter(path.read_text(encoding="utf-8"))[1] for path in sorted(DS_CORPUS.rglob("*.md"))]
    fronts = [front for front in fronts if front]
    disagree = [front for front in fronts if not _agrees(front)]
    assert not disagree, disagree[:3]
    fast = sum(simple_front_matter(front) is not None for front in fronts)
    figure(f"front matters read without PyYAML: {fast}/{len(fronts)}")
    assert fast >= 0.95 * len(fronts)


@pytest.mark.parametrize("text, expected", [
    ("level: 6\nname: Grab\nkeywords:\n  - Melee\n  - Strike\n",
     {"level": 6, "name": "Grab", "keywords": ["Melee", "Strike"]}),
    ("item_index: '01'\nflag: yes\nnothing:\nsign: -1\n",
     {"item_index": "01", "flag": True, "nothing": None, "sign": -1}),
    ("scc:\n- mcdm.heroes.v1:feature.ability\n", {"scc": ["mcdm.heroes.v1:feature.ability"]}),
], ids=["lists and numbers", "quotes, booleans and null", "a list at the key's indentation"])
def test_plain_front_matter_is_read_without_pyyaml(text, expected):
    assert _typed(simple_front_matter(text)) == _typed(expected) == _pyyaml(text)


@pytest.mark.parametrize("text", [
    "date: 2024-01-01\n", "octal: 017\n", "ratio: 1.5\n", "time: 1:30\n", "text: \"quoted\"\n",
    "a: &x 1\nb: *x\n", "a: !!str 5\n", "a: b: c\n", "a: 1 # comment\n", "# comment\na: 1\n", "a: 1\na: 2\n",
    "true: 1\n", "a:\n  b: 1\n", "a: 'it''s'\n", "a: [1, 2]\n", "a:\n  - 1\n   - 2\n", "a: x\n  - 1\n", "",
    "a: \u00a0x\n", "a: x\t\n", "a: ~\n", "a: <<\n", "a:  two spaces\n", "a: .inf\n", "a: 0x1F\n",
], ids=repr)
def test_anything_else_is_left_to_pyyaml(text):
    assert simple_front_matter(text) is None
    try:
        expected = load_yaml(text)
    except yaml.YAMLError as error:
        with pytest.raises(type(error)):
            read_front_matter(text)
    else:
        assert _typed(read_front_matter(text)[0]) == _typed(expected[0])


_KEYS = ["level", "name", "true", "null", "on", "a-b", "_x", "Key", "no", "level"]
# values of the shapes published front matters have (most of them read without PyYAML) ...
_PLAIN = ["yes", "No", "OFF", "null", "Null", "1", "-1", "+5", "-0", "0", "'quoted'", "''", "C#", "x:y", "1e3",
          "mcdm.v1:feature", "3 for four minions", "Ranged 10", "1M", "It's a trap", "a,b", "9 Piety", "a\"b",
          "12345678901234567890", "Three creatures", "'01'"]
# ... and the shapes it must leave to PyYAML
_TRICKY = ["01", "~", "1:30", "2024-01-01", "1.5", ".5", "'it''s'", "'", "\"dq\"", "a: b", "a #c", "x:", "*alias",
           "&anchor x", "!!str 5", " lead", "trail ", "\tx", "0x1F", "0o17", "1_000", "=", "<<", "[a, b]", "{a: b}",
           "- x", "é", "\u00a0x", "🎯 x", "a\u2028b", "-x", "+", "-", "%x", "@x", "`x", "|", ">", "?x", "? x"]


def _lines(values):
    return st.one_of(
        st.builds(lambda k, v: f"{k}: {v}", st.sampled_from(_KEYS), values),
        st.builds(lambda k: f"{k}:", st.sampled_from(_KEYS)),
        st.builds(lambda i, v: f"{i}- {v}", st.sampled_from(["", "  ", "    ", " "]), values),
        st.just(""),
    )


@st.composite
def _published(draw) -> list[str]:
    """A front matter as published files write one: each key once, a value or a list of items."""
    lines = []
    keys = ["level", "name", "a-b", "_x", "Key", "class", "cost", "item_id", "scc", "target", "Yes_or_no"]
    for key in draw(st.lists(st.sampled_from(keys), unique=True)):
        if draw(st.booleans()):
            lines.append(f"{key}: {draw(st.sampled_from(_PLAIN))}")
            continue
        lines.append(f"{key}:")
        indent = draw(st.sampled_from(["", "  "]))
        lines.extend(f"{indent}- {value}" for value in draw(st.lists(st.sampled_from(_PLAIN), max_size=3)))
    return lines


_DOCUMENT = st.one_of(
    _published(),
    st.lists(st.one_of(_lines(st.sampled_from(_PLAIN + _TRICKY)),
                       st.sampled_from(["# note", "  nested: 1", "---", "key :", "-", "a:b"])), max_size=12),
)


@settings(max_examples=examples(300), deadline=None)
@given(_DOCUMENT)
def test_where_it_reads_a_front_matter_it_agrees_with_pyyaml(lines):
    assert _agrees("\n".join(lines) + "\n")


@pytest.mark.slow
@settings(max_examples=5000, deadline=None)
@given(_DOCUMENT)
def test_where_it_reads_a_front_matter_it_agrees_with_pyyaml_at_length(lines):
    assert _agrees("\n".join(lines) + "\n")


def test_a_line_read_again_is_read_as_the_first_time():
    """`_known_line` (the per-line memo) gives what reading the line gives, and a front matter read twice (its lines
    from the memo the second time) is the same mapping."""
    from statblock.rulesets.draw_steel.frontends import front_matter

    text = "name: Goblin\nkeywords:\n  - Area\n  - Magic\nlevel: 4\nflag: yes\nitem_index: '01'\n"
    first = simple_front_matter(text)
    assert simple_front_matter(text) == first == {"name": "Goblin", "keywords": ["Area", "Magic"], "level": 4,
                                                   "flag": True, "item_index": "01"}
    for line in text.split("\n")[:-1]:
        assert front_matter._known_line(line) == front_matter._line(line)
    assert simple_front_matter("a: 1\na: 2\n") is None  # a key twice: PyYAML's to read, memo or not
    assert simple_front_matter("  - x\n") is None  # an item under no key
