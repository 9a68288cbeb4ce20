"""JSON text read into Python values, knowing where every value is in the file.

`parse` gives the values `json.loads` gives (strict JSON: no NaN, no comments, no lone
surrogates), with objects and arrays as `JSONObject` (a dict) and `JSONArray` (a list) that also
know the file offset of each member's value. `string_fragment` turns the string literal at such an
offset into a `Fragment` whose every character maps onto the file: a character written as itself
onto itself, one written as an escape (`\\n`, `\\"`, `\\u2192`, a surrogate pair) onto the backslash
that starts it.

Invalid JSON raises `JSONTextError` at the exact character, with a message (English and Japanese)
that says what is wrong and what to do (`json_errors.py`). The scanner is iterative: nesting deeper than `max_depth`
is an error, never a RecursionError; it reads at most `MAX_CHARS` characters (the most the core
reads of any file), `MAX_VALUES` values and `MAX_CONTAINERS` arrays and objects, so that what it
builds stays bounded (a few hundred MB at worst; MarvelCDB's 1.5 MB of cards take about 0.1 s).

    data = parse(source.text)                                   # raises JSONTextError
    text = string_fragment(source, data[0].value_starts["text"])  # a Fragment of the first item's `text`
"""

from __future__ import annotations

import re

from ..diagnostics import Fragment, SourceFile
from ..fileio import MAX_FILE_BYTES
from .json_errors import (JSONTextError, control_character, cut, no_comma, not_a_name, not_a_value, problem, shown,
                          shown_ja, too_many, trailing_comma, unclosed)

__all__ = ["MAX_CHARS", "MAX_CONTAINERS", "MAX_DEPTH", "MAX_VALUES", "JSONArray", "JSONObject", "JSONTextError", "parse", "string_fragment",
           "value_runs"]

MAX_CHARS = MAX_FILE_BYTES
MAX_DEPTH = 200
# What a file of MAX_CHARS of real data holds, with room (MarvelCDB's 1.5 MB hold 41,000 values, 2,600 of
# them objects): the bound on what a file of tiny values (`[[],[],…]`) makes Python build.
MAX_VALUES = 4_000_000
MAX_CONTAINERS = 1_000_000


class JSONObject(dict):
    """A JSON object: a dict, with `start`/`end` (file offsets of its `{` and after its `}`) and
    `value_starts` (member name -> file offset of its value's first character; the last of a
    name written twice, like the value)."""

    __slots__ = ("start", "end", "value_starts")
    start: int
    end: int
    value_starts: dict


class JSONArray(list):
    """A JSON array: a list, with `start`/`end` (file offsets of its `[` and after its `]`) and
    `value_starts` (the file offset of each item's first character)."""

    __slots__ = ("start", "end", "value_starts")
    start: int
    end: int
    value_starts: list


_WS = re.compile(r"[ \t\n\r]*")
# `, "name": ` after a member's value, in one match (a name without escapes: nearly every one)
_NEXT_MEMBER = re.compile(r'[ \t\n\r]*,[ \t\n\r]*"([^"\\\x00-\x1f]*)"[ \t\n\r]*:[ \t\n\r]*')
_PLAIN = re.compile(r'[^"\\\x00-\x1f]*')           # string characters written as themselves
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?")
_SMALL_INT = re.compile(r"-?(?:0|[1-9][0-9]{0,17})(?![-+.0-9eE])")
_NUMBERISH = re.compile(r"[-+.0-9eE]+")
_HEX4 = re.compile(r"[0-9a-fA-F]{4}")
_SIMPLE_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


def parse(text: str, pos: int = 0, endpos: int | None = None, *, max_depth: int = MAX_DEPTH) -> object:
    """The JSON value in `text[pos:endpos]` (offsets in every result count from the start of `text`).

    Raises `JSONTextError` when that text is not one JSON value (whitespace around it is allowed)."""
    n = len(text) if endpos is None else min(endpos, len(text))
    if n - pos > MAX_CHARS:
        megabytes = (n - pos) // (1024 * 1024)
        raise JSONTextError(pos, pos, problem(
            f"the text is {megabytes} MB; at most {MAX_CHARS // (1024 * 1024)} MB of JSON is read: split it",
            f"テキストが {megabytes} MB あります。読める JSON は {MAX_CHARS // (1024 * 1024)} MB までです。分割してください"))
    ws = _WS.match
    plain = _PLAIN.match
    small_int = _SMALL_INT.match
    i = ws(text, pos, n).end()
    if i >= n:
        raise JSONTextError(i, i, problem("there is no JSON value here: the text is empty",
                                          "JSON の値がありません（テキストが空です）"))
    # frames of the containers being read: [container, is_object, key of the value being read]
    stack: list[list] = []
    values = containers = 0
    while True:
        # ---- a value starts at i
        start = i
        values += 1
        if values > MAX_VALUES:
            raise too_many(i, f"{MAX_VALUES:,} values", f"{MAX_VALUES:,} 個の値")
        ch = text[i] if i < n else ""
        if ch == '"':
            j = plain(text, i + 1, n).end()
            if j < n and text[j] == '"':
                value, i = text[i + 1 : j], j + 1
            else:
                value, i = _string(text, i, n)
        elif ch == "{" or ch == "[":
            if len(stack) >= max_depth:
                raise JSONTextError(i, i + 1, problem(
                    f"arrays and objects nested more than {max_depth} deep: flatten the data",
                    f"配列とオブジェクトの入れ子が {max_depth} 段を超えています。浅くしてください"))
            containers += 1
            if containers > MAX_CONTAINERS:
                raise too_many(i, f"{MAX_CONTAINERS:,} arrays and objects", f"{MAX_CONTAINERS:,} 個の配列とオブジェクト")
            is_object = ch == "{"
            container = JSONObject() if is_object else JSONArray()
            container.start = i
            container.value_starts = {} if is_object else []
            i = ws(text, i + 1, n).end()
            close = "}" if is_object else "]"
            if i < n and text[i] == close:
                container.end = i + 1
                value, i = container, i + 1
            else:
                frame = [container, is_object, None]
                stack.append(frame)
                if is_object:
                    frame[2], i = _key(text, i, n, container, after_comma=False)
                continue
        elif ch == "-" or "0" <= ch <= "9":
            small = small_int(text, i, n)
            if small is not None:
                value, i = int(small.group()), small.end()
            else:
                value, i = _number(text, i, n)
        elif ch == "t" and text.startswith("true", i, n):
            value, i = True, i + 4
        elif ch == "f" and text.startswith("false", i, n):
            value, i = False, i + 5
        elif ch == "n" and text.startswith("null", i, n):
            value, i = None, i + 4
        else:
            raise not_a_value(text, i, n, stack)
        # ---- a whole value ends at i: it goes into its container, and the containers it ends close
        while True:
            if not stack:
                i = ws(text, i, n).end()
                if i < n:
                    raise JSONTextError(i, i + 1, problem(
                        "there is more text after the JSON value: a file holds one value; put the items in one "
                        "array (`[…, …]`) or remove the rest",
                        "JSON の値の後にまだテキストがあります。ファイルに書ける値は 1 つです。"
                        "項目を 1 つの配列（「[…, …]」）にまとめるか、残りを削除してください"))
                return value
            frame = stack[-1]
            container, is_object = frame[0], frame[1]
            if is_object:
                key = frame[2]
                container[key] = value
                container.value_starts[key] = start
                member = _NEXT_MEMBER.match(text, i, n)
                if member is not None:
                    frame[2], i = member.group(1), member.end()
                    break
            else:
                container.append(value)
                container.value_starts.append(start)
            i = ws(text, i, n).end()
            ch = text[i] if i < n else ""
            if ch == ",":
                comma = i
                i = ws(text, i + 1, n).end()
                if is_object:
                    frame[2], i = _key(text, i, n, container, after_comma=True, comma=comma)
                elif i < n and text[i] == "]":
                    raise trailing_comma(comma, "]")
                break
            if ch == ("}" if is_object else "]"):
                container.end = i + 1
                value, start, i = container, container.start, i + 1
                stack.pop()
                continue
            raise no_comma(text, i, n, container, is_object)


def _key(text: str, i: int, n: int, container: JSONObject, *, after_comma: bool, comma: int = 0) -> tuple[str, int]:
    """Read `"name" :` at i; the position after the colon and its whitespace."""
    ch = text[i] if i < n else ""
    if ch != '"':
        raise not_a_name(text, i, n, container, after_comma, comma)
    key, i = _string(text, i, n)
    i = _WS.match(text, i, n).end()
    if i >= n or text[i] != ":":
        if i >= n:
            raise unclosed(text, i, container)
        raise JSONTextError(i, i + 1, problem(
            f"expected `:` after the name `{cut(key)}`, found {shown(text, i, n)}: write `\"name\": value`",
            f"名前「{cut(key)}」の後に「:」がなく{shown_ja(text, i, n)}があります。「\"name\": value」と書いてください"))
    return key, _WS.match(text, i + 1, n).end()


def _string(text: str, i: int, n: int) -> tuple[str, int]:
    """The string literal whose `"` is at i, decoded, and the position after its closing quote."""
    j = _PLAIN.match(text, i + 1, n).end()
    if j < n and text[j] == '"':
        return text[i + 1 : j], j + 1
    value, end, _ = _scan_string(text, i, n, False)
    return value, end


def _scan_string(text: str, i: int, n: int, want_runs: bool) -> tuple[str, int, list]:
    """The string literal at i: its value, the position after it, and (with `want_runs`) the runs
    of a `Fragment` of the value: (index in the value, file offset) where each stretch starts."""
    parts: list[str] = []
    runs: list[tuple[int, int]] = []
    length = 0
    j = i + 1
    plain = _PLAIN.match
    while True:
        k = plain(text, j, n).end()
        if k > j:
            if want_runs:
                runs.append((length, j))
            parts.append(text[j:k])
            length += k - j
        if k >= n:
            raise JSONTextError(i, i + 1, problem(
                "this string never ends: close it with `\"`",
                "この文字列が閉じられていません。「\"」で閉じてください"))
        ch = text[k]
        if ch == '"':
            return "".join(parts), k + 1, runs
        if ch != "\\":
            raise control_character(ch, k)
        char, j = _escape(text, k, n)
        if want_runs:
            runs.append((length, k))
        parts.append(char)
        length += 1


def _escape(text: str, k: int, n: int) -> tuple[str, int]:
    """The character the escape at k (its backslash) stands for, and the position after it."""
    code = text[k + 1] if k + 1 < n else ""
    simple = _SIMPLE_ESCAPES.get(code)
    if simple is not None:
        return simple, k + 2
    if code != "u":
        shown = "\\" + code if code and code.isprintable() else "\\"
        raise JSONTextError(k, min(k + 2, n), problem(  # (a backslash that ends the text is its last character)
            f"`{shown}` is not a JSON escape: write a backslash as `\\\\`; the escapes are "
            "`\\\"` `\\\\` `\\/` `\\b` `\\f` `\\n` `\\r` `\\t` `\\uXXXX`",
            f"「{shown}」は JSON のエスケープではありません。バックスラッシュは「\\\\」と書いてください。"
            "エスケープは「\\\"」「\\\\」「\\/」「\\b」「\\f」「\\n」「\\r」「\\t」「\\uXXXX」です"))
    if _HEX4.match(text, k + 2, n) is None:
        raise JSONTextError(k, k + 2, problem(
            "`\\u` takes four hexadecimal digits (`\\u2192`)",
            "「\\u」の後には 16 進数 4 桁が要ります（「\\u2192」）"))
    unit = int(text[k + 2 : k + 6], 16)
    if 0xD800 <= unit <= 0xDBFF:
        if text.startswith("\\u", k + 6, n) and _HEX4.match(text, k + 8, n) is not None:
            low = int(text[k + 8 : k + 12], 16)
            if 0xDC00 <= low <= 0xDFFF:
                return chr(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)), k + 12
    if 0xD800 <= unit <= 0xDFFF:
        raise JSONTextError(k, k + 6, problem(
            f"`\\u{text[k + 2 : k + 6]}` is half of a surrogate pair without its other half: write the "
            "character itself, or both halves (`\\ud83d\\ude00`)",
            f"「\\u{text[k + 2 : k + 6]}」はサロゲートペアの片方だけです。文字そのものか、"
            "両方の半分（「\\ud83d\\ude00」）を書いてください"))
    return chr(unit), k + 6


def _number(text: str, i: int, n: int) -> tuple[object, int]:
    match = _NUMBER.match(text, i, n)
    loose = _NUMBERISH.match(text, i, n)
    if match is None or loose.end() > match.end():
        token = loose.group()
        raise JSONTextError(i, loose.end(), problem(
            f"`{cut(token)}` is not a JSON number: write digits with at most one `.` and an exponent "
            "(`12`, `-0.5`, `1e3`), without leading zeros",
            f"「{cut(token)}」は JSON の数ではありません。数字と、多くて 1 つの「.」と指数で書いてください"
            "（「12」、「-0.5」、「1e3」。先頭に 0 を付けない）"))
    token = match.group()
    try:
        return (float(token) if match.group(1) or match.group(2) else int(token)), match.end()
    except ValueError:  # more digits than Python converts
        raise JSONTextError(i, match.end(), problem(
            f"a number of {len(token)} digits: write it in quotes if it is text",
            f"{len(token)} 桁の数があります。テキストなら引用符で囲んでください")) from None


def string_fragment(source: SourceFile, offset: int) -> Fragment:
    """The value of the string literal whose opening `"` is at file offset `offset` (a
    `value_starts` entry), each character mapped to itself in the file or to the backslash of the
    escape that wrote it."""
    text = source.text
    j = _PLAIN.match(text, offset + 1).end()
    if j < len(text) and text[j] == '"':
        return Fragment(text[offset + 1 : j], ((0, offset + 1),), source)
    value, _, runs = _scan_string(text, offset, len(text), True)
    return Fragment(value, tuple(runs) or ((0, offset + 1),), source)


def value_runs(source: SourceFile, owner, key: str, missing: int):
    """Where the value of `owner[key]` is in `source`, for a text written from it (`written_source.TextPlacer.put`):
    a string's characters one for one (`string_fragment`'s runs), another value's first offset, or `missing` when
    `owner` is no object or holds no `key`."""
    if not isinstance(owner, JSONObject) or key not in owner.value_starts:
        return missing
    start = owner.value_starts[key]
    return string_fragment(source, start).runs if isinstance(owner[key], str) else start
