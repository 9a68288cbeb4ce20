"""Why a text is not TOML, in English and Japanese: tomllib says its reason in English only (`Invalid value`,
`Unclosed array`), and a Japanese message quoted it so. Each of tomllib's reasons (as Python 3.11 words them)
has its Japanese here; one this table does not know stays as tomllib wrote it, in both languages."""

from __future__ import annotations

import re

from ..messages import Localized
from .reasons import reasons_said

__all__ = ["toml_error", "toml_place", "toml_reason"]

# (tomllib's reason, its parts in braces, and the Japanese: a part is what tomllib quotes, a key or a character)
_REASONS = [
    ("Cannot declare {part} twice", "{part} が二度宣言されています"),
    ("Cannot mutate immutable namespace {part}", "{part} は変更できない名前空間です"),
    ("Cannot overwrite a value", "値を上書きできません"),
    ("Cannot redefine namespace {part}", "名前空間 {part} を定義し直せません"),
    ("Duplicate inline table key {part}", "インラインテーブルのキー {part} が重複しています"),
    ("Escaped character is not a Unicode scalar value", "エスケープされた文字が Unicode のスカラー値ではありません"),
    ("Expected '=' after a key in a key/value pair", "キーの後に「=」が必要です"),
    ("Expected ']' at the end of a table declaration", "テーブルの宣言の終わりに「]」が必要です"),
    ("Expected ']]' at the end of an array declaration", "配列の宣言の終わりに「]]」が必要です"),
    ("Expected newline or end of document after a statement", "文の後には改行かファイルの終わりが必要です"),
    ("Expected {part}", "{part} が必要です"),
    ("Found invalid character {part}", "不正な文字 {part} があります"),
    ("Illegal character {part}", "使えない文字 {part} があります"),
    ("Invalid date or datetime", "日付・日時として読めません"),
    ("Invalid hex value", "16進数の値として読めません"),
    ("Invalid initial character for a key part", "キーの先頭に使えない文字があります"),
    ("Invalid statement", "文として読めません"),
    ("Invalid value", "値として読めません"),
    ("Unclosed array", "配列が閉じられていません"),
    ("Unclosed inline table", "インラインテーブルが閉じられていません"),
    ("Unescaped '\\' in a string", "文字列の中にエスケープされていない「\\」があります"),
    ("Unterminated string", "文字列が閉じられていません"),
]
_SAID = reasons_said(_REASONS)


def toml_reason(reason: str) -> Localized:
    """tomllib's `reason` (its position left out) in both languages."""
    return _SAID(reason)


_POSITION = re.compile(r"\s*\(at (?:line (?P<line>\d+), column (?P<column>\d+)|(?P<end>end of document))\)\s*\Z")


def toml_error(error: str) -> Localized:
    """tomllib's whole error (`Invalid value (at line 2, column 5)`), for a message with no place of its own:
    as tomllib wrote it in English, its reason and position in Japanese (`値として読めません（2 行 5 列目）`)."""
    found = _POSITION.search(error)
    reason = toml_reason(error[:found.start()] if found else error).by_lang["ja"]
    if found is None:
        return Localized({"en": error, "ja": reason})
    where = "ファイルの終わり" if found.group("end") else f"{found.group('line')} 行 {found.group('column')} 列目"
    return Localized({"en": error, "ja": f"{reason}（{where}）"})


def toml_place(error: str, text: str) -> tuple[Localized, int]:
    """(the reason of tomllib's `error` in both languages, its place left out; the offset in `text` of that place:
    `at line 2, column 5`, or the text's end for `at end of document`, which was quoted in English as the
    reason, the place the text's start)."""
    found = _POSITION.search(error)
    if found is None:
        return toml_reason(error.strip()), 0
    if found.group("end"):
        return toml_reason(error[:found.start()]), len(text)
    start = 0
    for _ in range(int(found.group("line")) - 1):  # (one `find` a line: linear)
        newline = text.find("\n", start)
        if newline == -1:
            break
        start = newline + 1
    offset = min(start + int(found.group("column")) - 1, len(text))
    return _wide(toml_reason(error[:found.start()]), text, offset), offset


#: quotes a Japanese or English word processor types, which TOML does not take for its own (`"`), and their closers
_QUOTES = {"「": "」", "『": "』", "“": "”", "‘": "’", "”": "”", "＂": "＂"}


def _full_width(char: str) -> bool:
    return "\uff01" <= char <= "\uff5e" or char == "\u3000"


def _wide(reason: Localized, text: str, offset: int) -> Localized:
    """`reason`, and what to do when TOML stopped at a full-width form of an ASCII character, as a Japanese input method
    types them (`"判断力" = ２`, `level ＝ 1`, a full-width space; the whole run is named: `hp = １２`, write `12`), or
    at a Japanese or curly quote (`name = 「雷鳴」`, `name = “雷鳴”`: write `"雷鳴"`): TOML reads only the half-width
    ones, and `Invalid value` alone did not say that the `２` or the `「` was the fault."""
    char = text[offset:offset + 1]
    line_end = text.find("\n", offset)
    line_end = len(text) if line_end == -1 else line_end
    if char in _QUOTES:
        close = text.find(_QUOTES[char], offset + 1, line_end)
        if close == -1:
            return reason
        written = text[offset:close + 1]
        plain = '"' + text[offset + 1:close] + '"'
        shown = {"en": f"the quotes of `{written}` are no TOML's", "ja": f"「{written}」の引用符は TOML では読めません"}
        half = {"en": f"`{plain}`", "ja": f"半角の「{plain}」"}
    elif char and _full_width(char):
        end = offset
        while end < line_end and _full_width(text[end]):
            end += 1
        written = text[offset:end]
        plain = "".join(" " if c == "\u3000" else chr(ord(c) - 0xFEE0) for c in written)
        spaces = not plain.strip()
        shown = {"en": "a full-width space" if spaces else f"the full-width `{written}` is no TOML",
                 "ja": "全角スペース" if spaces else f"全角の「{written}」"}
        shown["en"] += " is no TOML" if spaces else ""
        shown["ja"] += "は TOML では読めません"
        half = {"en": "a plain space" if spaces else f"`{plain}`", "ja": "半角スペース" if spaces else f"半角の「{plain}」"}
    else:
        return reason
    return Localized({
        "en": f"{reason.by_lang['en']}: {shown['en']}; write {half['en']}",
        "ja": f"{reason.by_lang['ja']}。{shown['ja']}。{half['ja']}で書いてください",
    })
