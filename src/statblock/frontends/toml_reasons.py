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
    return _wide(toml_reason(error[:found.start()]), text[offset:offset + 1]), offset


def _wide(reason: Localized, char: str) -> Localized:
    """`reason`, and what to do when the character it stopped at is a full-width form of an ASCII one, as a Japanese
    input method types them (`"判断力" = ２`, `level ＝ 1`, a full-width space): TOML reads only the half-width one,
    and `Invalid value` alone did not say that the `２` was the fault."""
    if not char or not ("\uff01" <= char <= "\uff5e" or char == "\u3000"):
        return reason
    plain = " " if char == "\u3000" else chr(ord(char) - 0xFEE0)
    shown = {"en": "a full-width space" if char == "\u3000" else f"the full-width `{char}`",
             "ja": "全角スペース" if char == "\u3000" else f"全角の「{char}」"}
    half = {"en": "a plain space" if plain == " " else f"`{plain}`",
            "ja": "半角スペース" if plain == " " else f"半角の「{plain}」"}
    return Localized({
        "en": f"{reason.by_lang['en']}: {shown['en']} is no TOML; write {half['en']}",
        "ja": f"{reason.by_lang['ja']}。{shown['ja']}は TOML では読めません。{half['ja']}で書いてください",
    })
