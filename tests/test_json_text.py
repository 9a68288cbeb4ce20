"""The core's JSON reader with positions (frontends/json_text.py): the values json.loads gives, every
string character mapped onto the file (through escapes), and invalid JSON reported at its place."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings, strategies as st

from statblock.diagnostics import SourceFile
from statblock.frontends import json_text
from statblock.frontends.json_text import JSONArray, JSONObject, JSONTextError, parse, string_fragment

# ---- the property: same values as json.loads, every string character where it is written -------------

_SCALARS = (st.none() | st.booleans() | st.integers(min_value=-(10**30), max_value=10**30)
            | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12))
_VALUES = st.recursive(
    _SCALARS,
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=6), children, max_size=5),
    max_leaves=25,
)
_SHORT = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escaped_string(value: str, choices) -> str:
    """`value` as a JSON string literal, each character written as itself or escaped, at random."""
    out = ['"']
    for ch in value:
        how = choices.draw(st.integers(0, 3)) if ch not in _SHORT and ch >= " " else 1
        if how == 0:
            out.append(ch)
        elif how == 1 and ch in _SHORT:
            out.append(_SHORT[ch])
        elif how == 2 and ch == "/":
            out.append("\\/")
        else:
            units = ch.encode("utf-16-be")
            for k in range(0, len(units), 2):
                hex_digits = f"{int.from_bytes(units[k:k + 2], 'big'):04x}"
                out.append("\\u" + (hex_digits.upper() if choices.draw(st.booleans()) else hex_digits))
    out.append('"')
    return "".join(out)


def _encode(value, choices) -> str:
    """JSON text of `value` with random escapes and whitespace."""
    space = choices.draw(st.sampled_from(["", " ", "\n  ", "\t", "\r\n"]))
    if isinstance(value, str):
        return _escaped_string(value, choices)
    if isinstance(value, list):
        return "[" + space + ("," + space).join(_encode(item, choices) for item in value) + space + "]"
    if isinstance(value, dict):
        members = [_escaped_string(key, choices) + space + ":" + space + _encode(item, choices)
                   for key, item in value.items()]
        return "{" + space + ("," + space).join(members) + space + "}"
    return json.dumps(value)


_ESCAPE = re.compile(r"\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|\\.")


def _check_strings(text: str, source: SourceFile, value, offset: int) -> int:
    """Check every string in `value` (at file offset `offset`); the number of characters checked."""
    checked = 0
    if isinstance(value, str):
        fragment = string_fragment(source, offset)
        assert fragment.text == value
        previous = offset
        for index, ch in enumerate(value):
            at = fragment.file_offset(index)
            assert at > previous
            previous = at
            if text[at] == "\\":
                escape = _ESCAPE.match(text, at).group()
                assert json.loads('"' + escape + '"') == ch
            else:
                assert text[at] == ch and ch not in '"\\'
            checked += 1
        assert text[offset] == '"'
        return checked
    if isinstance(value, JSONArray):
        assert text[value.start] == "[" and text[value.end - 1] == "]"
        for item, start in zip(value, value.value_starts, strict=True):
            checked += _check_strings(text, source, item, start)
    elif isinstance(value, JSONObject):
        assert text[value.start] == "{" and text[value.end - 1] == "}"
        assert value.value_starts.keys() == value.keys()
        for key, item in value.items():
            checked += _check_strings(text, source, item, value.value_starts[key])
    return checked


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(_VALUES, st.data())
def test_values_and_positions_match_json_loads(value, data):
    text = data.draw(st.sampled_from([" ", "", "\n"])) + _encode(value, data) + "\n"
    parsed = parse(text)
    assert parsed == json.loads(text)
    source = SourceFile("t.json", text)
    _check_strings(text, source, parsed, len(text) - len(text.lstrip()))


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(_VALUES, st.booleans(), st.sampled_from([None, 1, 2, "\t"]))
def test_json_dumps_output_reads_the_same(value, ascii_only, indent):
    text = json.dumps(value, ensure_ascii=ascii_only, indent=indent)
    parsed = parse(text)
    assert parsed == json.loads(text)
    _check_strings(text, SourceFile("t.json", text), parsed, 0)


def test_escapes_map_onto_their_backslash():
    text = '{"t": "a\\"b\\n\\u2192\\ud83d\\ude00c"}'
    source = SourceFile("t.json", text)
    data = parse(text)
    fragment = string_fragment(source, data.value_starts["t"])
    assert fragment.text == 'a"b\n→😀c'
    offsets = [fragment.file_offset(k) for k in range(len(fragment.text))]
    assert [text[o] for o in offsets] == ["a", "\\", "b", "\\", "\\", "\\", "c"]
    assert offsets == [7, 8, 10, 11, 13, 19, 31]
    assert fragment.slice(6).span().column == 32


def test_a_part_of_the_text_is_read_in_place():
    text = "```json\n[1, \"x\"]\n```"
    data = parse(text, 8, 16)
    assert data == [1, "x"] and data.value_starts == [9, 12]
    assert string_fragment(SourceFile("t.md", text), 12).span().column == 6  # the x


# ---- invalid JSON: where and why -----------------------------------------------------------------------

@pytest.mark.parametrize("text, line, column, words", [
    ("", 1, 1, "empty"),
    ("[1,\n 2,\n]", 2, 3, "comma before `]`"),
    ('{"a": 1,}', 1, 8, "comma before `}`"),
    ('{"a" 1}', 1, 6, "expected `:`"),
    ("[1\n 2]", 2, 2, "comma is missing"),
    ('{"a": 1 "b": 2}', 1, 9, "comma is missing"),
    ('{"a": }', 1, 7, "value is missing"),
    ("[\n}", 2, 1, "does not close the `[` opened at line 1, column 1"),
    ('[1, {"a": [2]', 1, 14, "ends inside the object opened at line 1, column 5"),
    ('["ab\ncd"]', 1, 5, "line break inside a string"),
    ('["a\tb"]', 1, 4, "`\\t`"),
    ('["\\x"]', 1, 3, "`\\x` is not a JSON escape"),
    ('["\\u12"]', 1, 3, "four hexadecimal digits"),
    ('["\\ud800x"]', 1, 3, "surrogate pair"),
    ('["\\udc00"]', 1, 3, "surrogate pair"),
    ('  "abc', 1, 3, "never ends"),
    ("[NaN]", 1, 2, "`NaN` is not a JSON value"),
    ("[True]", 1, 2, "write `true`"),
    ("['a']", 1, 2, "double quotes"),
    ("{'a': 1}", 1, 2, "single quotes"),
    ("{a: 1}", 1, 2, "the name `a` has no quotes"),
    ("[hello]", 1, 2, "`hello` has no quotes"),
    ("[01]", 1, 2, "`01` is not a JSON number"),
    ("[1.]", 1, 2, "`1.` is not a JSON number"),
    ("[-]", 1, 2, "`-` is not a JSON number"),
    ("[1] [2]", 1, 5, "more text after the JSON value"),
    ("// note\n[]", 1, 1, "no comments"),
    ("[#]", 1, 2, "expected a value"),
    ('{"a": 1 ]', 1, 9, "expected `,` or `}`"),
    ("[" + "9" * 5000 + "]", 1, 2, "5000 digits"),
])
def test_invalid_json_is_reported_where_it_is(text, line, column, words):
    with pytest.raises(JSONTextError) as caught:
        parse(text)
    error = caught.value
    source = SourceFile("bad.json", text)
    assert (error.span(source).line, error.span(source).column) == (line, column)
    assert words in error.problem.by_lang["en"]
    assert error.problem.by_lang["ja"] and error.problem.by_lang["ja"] != error.problem.by_lang["en"]


def test_nesting_is_bounded_without_recursion():
    assert parse("[" * 200 + "]" * 200) == json.loads("[" * 200 + "]" * 200)
    for text in ("[" * 201 + "]" * 201, "[" * 100_000, '{"a":' * 50_000):
        with pytest.raises(JSONTextError) as caught:
            parse(text)
        assert caught.value.start == 200 * (1 if text[1] == "[" else 5)
        assert "nested more than 200 deep" in str(caught.value)
    with pytest.raises(JSONTextError):
        parse("[[[1]]]", max_depth=2)


def test_the_size_is_bounded(monkeypatch):
    monkeypatch.setattr(json_text, "MAX_CHARS", 10)
    assert parse("[1, 2, 3]") == [1, 2, 3]
    with pytest.raises(JSONTextError, match="MB of JSON is read"):
        parse("[1, 2, 3, 4]")


def test_a_name_written_twice_keeps_the_last_as_json_loads_does():
    text = '{"a": 1, "a": "two"}'
    data = parse(text)
    assert data == json.loads(text) and data.value_starts == {"a": 14}


def test_the_number_of_values_and_containers_is_bounded(monkeypatch):
    monkeypatch.setattr(json_text, "MAX_VALUES", 5)
    monkeypatch.setattr(json_text, "MAX_CONTAINERS", 2)
    assert parse('[1, "a", [2]]') == [1, "a", [2]]
    with pytest.raises(JSONTextError, match="more than 5 values") as caught:
        parse("[1, 2, 3, 4, 5]")
    assert caught.value.start == 13
    with pytest.raises(JSONTextError, match="more than 2 arrays and objects") as caught:
        parse("[[], {}]")
    assert caught.value.start == 5
