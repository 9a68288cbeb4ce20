"""What is wrong with text that is not JSON, and what to do: `JSONTextError` (where, and a `Localized`
problem in English and Japanese) and the errors `json_text.parse` raises where a value, a name, a comma
or a closing bracket should be, or where the text ends too soon.
"""

from __future__ import annotations

import re

from ..diagnostics import Diagnostic, Severity, SourceFile, Span, StatblockError
from ..messages import Localized

__all__ = ["JSONTextError", "control_character", "cut", "no_comma", "not_a_name", "not_a_value", "problem", "shown",
           "shown_ja", "too_many", "trailing_comma", "unclosed"]

_WORD = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_VALUE_STARTS = frozenset('"{[-0123456789tfn')


class JSONTextError(StatblockError):
    """Text that is not JSON: where (`start`, `end`: file offsets) and why (`problem`, a `Localized`
    text in English and Japanese saying what is wrong and what to do)."""

    def __init__(self, start: int, end: int, problem: Localized) -> None:
        super().__init__(problem.by_lang["en"])
        self.start = start
        self.end = max(start, end)
        self.problem = problem

    def span(self, source: SourceFile) -> Span:
        return source.span(self.start, self.end)

    def diagnostic(self, source: SourceFile, code: str, message: object,
                   severity: Severity = Severity.ERROR) -> Diagnostic:
        """A diagnostic at the fault; `message` is the caller's (it usually holds `problem`)."""
        return Diagnostic(code, severity, message, self.span(source))


def problem(en: str, ja: str) -> Localized:
    return Localized({"en": en, "ja": ja})


def not_a_name(text: str, i: int, n: int, container, after_comma: bool, comma: int) -> JSONTextError:
    """Why no member's name in double quotes starts at i (after `{` or, when `after_comma`, the `,` at `comma`)."""
    ch = text[i] if i < n else ""
    if ch == "}" and after_comma:
        return trailing_comma(comma, "}")
    if ch == "":
        return unclosed(text, i, container)
    if ch == "'":
        return JSONTextError(i, i + 1, problem(
            "a name in single quotes: JSON names take double quotes (`\"name\"`)",
            "名前が一重引用符で囲まれています。JSON の名前は二重引用符（「\"name\"」）で囲んでください"))
    word = _WORD.match(text, i, n)
    if word is not None:
        return JSONTextError(i, word.end(), problem(
            f"the name `{word.group()}` has no quotes: JSON names take double quotes (`\"{word.group()}\"`)",
            f"名前「{word.group()}」に引用符がありません。JSON の名前は二重引用符（「\"{word.group()}\"」）で囲んでください"))
    return JSONTextError(i, i + 1, problem(
        f"expected a member's name in double quotes, found {shown(text, i, n)}",
        f"メンバーの名前（二重引用符で囲んだもの）があるはずの所に{shown_ja(text, i, n)}があります"))


def control_character(ch: str, k: int) -> JSONTextError:
    if ch == "\n" or ch == "\r":
        return JSONTextError(k, k + 1, problem(
            "a line break inside a string: write it as `\\n`, or close the string with `\"` before it",
            "文字列の中で改行しています。改行は「\\n」と書くか、その前で文字列を「\"」で閉じてください"))
    escape = "\\t" if ch == "\t" else f"\\u{ord(ch):04x}"
    return JSONTextError(k, k + 1, problem(
        f"a control character (U+{ord(ch):04X}) inside a string: write it as `{escape}`",
        f"文字列の中に制御文字（U+{ord(ch):04X}）があります。「{escape}」と書いてください"))


def not_a_value(text: str, i: int, n: int, stack: list) -> JSONTextError:
    """Why there is no value at i."""
    if i >= n:
        return unclosed(text, i, stack[-1][0])
    ch = text[i]
    if ch == "'":
        return JSONTextError(i, i + 1, problem(
            "text in single quotes: JSON strings take double quotes (`\"…\"`)",
            "テキストが一重引用符で囲まれています。JSON の文字列は二重引用符（「\"…\"」）で囲んでください"))
    if ch == "/" and text.startswith(("//", "/*"), i, n):
        return JSONTextError(i, i + 2, problem("a comment: JSON has no comments; remove it",
                                               "コメントがあります。JSON にはコメントを書けません。削除してください"))
    if ch in "]}" and stack:
        container, is_object = stack[-1][0], stack[-1][1]
        close = "}" if is_object else "]"
        if ch == close:  # `{"a": }`, `[1, ]` is a trailing comma, found before
            return JSONTextError(i, i + 1, problem(
                f"a value is missing before `{ch}`: write one, or remove the name",
                f"「{ch}」の前に値がありません。値を書くか、名前を削除してください"))
        return JSONTextError(i, i + 1, problem(
            f"`{ch}` does not close the `{'{' if is_object else '['}` opened {_where(text, container.start)}: "
            f"close it with `{close}`",
            f"「{ch}」は {_where_ja(text, container.start)}で開いた「{'{' if is_object else '['}」を閉じられません。"
            f"「{close}」で閉じてください"))
    word = _WORD.match(text, i, n)
    if word is not None:
        written = word.group()
        fix = {"True": "true", "False": "false", "None": "null", "NULL": "null", "Null": "null",
               "TRUE": "true", "FALSE": "false"}.get(written)
        if fix is not None:
            return JSONTextError(i, word.end(), problem(f"`{written}` is not JSON: write `{fix}`",
                                                        f"「{written}」は JSON ではありません。「{fix}」と書いてください"))
        if written in ("NaN", "Infinity"):
            return JSONTextError(i, word.end(), problem(
                f"`{written}` is not a JSON value: write a number, or null",
                f"「{written}」は JSON の値ではありません。数か null を書いてください"))
        return JSONTextError(i, word.end(), problem(
            f"`{cut(written)}` has no quotes: text in JSON takes double quotes (`\"{cut(written)}\"`)",
            f"「{cut(written)}」に引用符がありません。JSON のテキストは二重引用符（「\"{cut(written)}\"」）で囲んでください"))
    return JSONTextError(i, i + 1, problem(
        f"expected a value (text in double quotes, a number, true, false, null, an object or an array), "
        f"found {shown(text, i, n)}",
        f"値（二重引用符で囲んだテキスト、数、true、false、null、オブジェクト、配列）があるはずの所に"
        f"{shown_ja(text, i, n)}があります"))


def no_comma(text: str, i: int, n: int, container, is_object: bool) -> JSONTextError:
    """Why neither `,` nor the closing bracket follows a value at i."""
    if i >= n:
        return unclosed(text, i, container)
    close = "}" if is_object else "]"
    what_en, what_ja = ("members", "メンバー") if is_object else ("items", "項目")
    if text[i] in _VALUE_STARTS or text[i] == "'" or _WORD.match(text, i, n):
        return JSONTextError(i, i + 1, problem(
            f"a comma is missing between two {what_en}: add `,` before this",
            f"2 つの{what_ja}の間にコンマがありません。この前に「,」を加えてください"))
    return JSONTextError(i, i + 1, problem(
        f"expected `,` or `{close}` after a value, found {shown(text, i, n)}",
        f"値の後には「,」か「{close}」が来るはずですが、{shown_ja(text, i, n)}があります"))


def too_many(i: int, what_en: str, what_ja: str) -> JSONTextError:
    return JSONTextError(i, i + 1, problem(f"more than {what_en}: more than is read from one file; split it",
                                           f"{what_ja}を超えています。1 つのファイルから読める量を超えているので、分割してください"))


def trailing_comma(comma: int, close: str) -> JSONTextError:
    return JSONTextError(comma, comma + 1, problem(
        f"a comma before `{close}`: JSON allows no comma after the last item; remove it",
        f"「{close}」の前にコンマがあります。JSON では最後の項目の後にコンマを書けません。削除してください"))


def unclosed(text: str, i: int, container) -> JSONTextError:
    """The text ends inside `container`."""
    close, kind_en, kind_ja = ("}", "object", "オブジェクト") if isinstance(container, dict) else ("]", "array", "配列")
    return JSONTextError(i, i, problem(
        f"the text ends inside the {kind_en} opened {_where(text, container.start)}: close it with `{close}`",
        f"テキストが {_where_ja(text, container.start)}で開いた{kind_ja}の途中で終わっています。"
        f"「{close}」で閉じてください"))


def _line_column(text: str, offset: int) -> tuple[int, int]:
    return text.count("\n", 0, offset) + 1, offset - text.rfind("\n", 0, offset)


def _where(text: str, offset: int) -> str:
    line, column = _line_column(text, offset)
    return f"at line {line}, column {column}"


def _where_ja(text: str, offset: int) -> str:
    line, column = _line_column(text, offset)
    return f"{line} 行 {column} 列目"


def shown(text: str, i: int, n: int) -> str:
    if i >= n:
        return "the end of the text"
    ch = text[i]
    return f"`{ch}`" if ch.isprintable() and not ch.isspace() else f"U+{ord(ch):04X}"


def shown_ja(text: str, i: int, n: int) -> str:
    if i >= n:
        return "テキストの終わり"
    ch = text[i]
    return f"「{ch}」" if ch.isprintable() and not ch.isspace() else f"U+{ord(ch):04X} "


def cut(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
