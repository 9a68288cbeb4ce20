"""Why a text is not YAML, in English and Japanese: PyYAML says its problem in English only (`mapping values are not
allowed here`), and a Japanese message quoted it so (SB004). The problems PyYAML (6; libyaml's words through its C loader, and its own) gives for the mistakes people make
in a statblock's YAML or a front matter, and the ones statblock's own loader gives (`yaml_load.py`), have their
Japanese here; one this table does not know stays as PyYAML wrote it, in both languages."""

from __future__ import annotations

from ..messages import Localized
from .reasons import reasons_said

__all__ = ["yaml_reason"]

# (PyYAML's problem, its parts in braces, and the Japanese, a format string (a brace doubled): a part is what PyYAML
# quotes, a character or a token)
_REASONS = [
    # (libyaml's words, which the C loader gives, then the pure-Python PyYAML's for the same mistakes)
    ("mapping values are not allowed in this context", "ここには「キー: 値」を書けません"),
    ("mapping values are not allowed here", "ここには「キー: 値」を書けません"),
    ("could not find expected ':'", "「:」がありません"),
    ("did not find expected key", "キーがあるべきところにありません（インデントを確かめてください）"),
    ("did not find expected '-' indicator", "「-」があるべきところにありません"),
    ("did not find expected ',' or ']'", "「,」か「]」があるべきところにありません"),
    ("did not find expected ',' or '}'", "「,」か「}}」があるべきところにありません"),
    ("did not find expected <document start>", "文書の始まりがあるべきところにありません"),
    ("did not find expected alphabetic or numeric character", "英数字があるべきところにありません"),
    ("expected <block end>, but found {part}", "ブロックの終わりがあるべきところに {part} があります"),
    ("expected '<document start>', but found {part}", "文書の始まりがあるべきところに {part} があります"),
    ("expected ',' or ']', but got {part}", "「,」か「]」があるべきところに {part} があります"),
    ("expected ',' or '}', but got {part}", "「,」か「}}」があるべきところに {part} があります"),
    ("expected alphabetic or numeric character, but found {part}", "英数字があるべきところに {part} があります"),
    ("found unexpected end of stream", "途中でファイルが終わっています"),
    ("found character that cannot start any token", "ここに書けない文字があります"),
    ("found character {part} that cannot start any token", "文字 {part} はここに書けません"),
    ("found a tab character where an indentation space is expected", "インデントにタブ文字があります（空白で字下げしてください）"),
    ("found undefined alias", "定義されていないエイリアスがあります"),
    ("found undefined alias {part}", "定義されていないエイリアス {part} があります"),
    ("found undefined tag handle", "定義されていないタグがあります"),
    ("found undefined tag handle {part}", "定義されていないタグ {part} があります"),
    ("found unknown escape character", "不明なエスケープ文字があります"),
    ("found unknown escape character {part}", "不明なエスケープ文字 {part} があります"),
    ("found duplicate %YAML directive", "%YAML ディレクティブが重複しています"),
    ("found duplicate YAML directive", "YAML ディレクティブが重複しています"),
    ("second occurrence", "アンカーの二度目の定義です"),
    # (statblock's own loader's, `yaml_load.py`)
    ("nested too deeply", "入れ子が深すぎます"),
    ("{part} is not a character", "{part} は文字ではありません"),
]
_SAID = reasons_said(_REASONS)


def yaml_reason(problem: str) -> Localized:
    """PyYAML's `problem` in both languages."""
    return _SAID(problem)
