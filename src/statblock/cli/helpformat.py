"""argparse's help in the user's language: its own words from the catalog, and wide text wrapped right."""

from __future__ import annotations

import argparse
import re

from ..messages import msg

__all__ = ["HelpFormatter", "is_wide", "wrap"]


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help in a language of the catalog: its own words (`usage:`) translated, and text with
    wide characters wrapped by the columns it takes on a terminal (argparse counts characters, so a
    line of Japanese would run twice as wide as the terminal)."""

    def __init__(self, prog: str, lang: str = "en", **kwargs) -> None:
        super().__init__(prog, **kwargs)
        self._lang = lang

    def add_usage(self, usage, actions, groups, prefix=None):
        if prefix is None:
            prefix = msg("help.usage").render(self._lang) + ": "
        super().add_usage(usage, actions, groups, prefix)

    def _format_usage(self, usage, actions, groups, prefix):
        from ..terminal import display_width

        width = display_width(prefix)
        if width == len(prefix):
            return super()._format_usage(usage, actions, groups, prefix)
        # argparse lines the usage's later lines up under its first by len(prefix): lay it out with a
        # prefix of spaces as wide as the translated one, then put the translated one in their place
        return super()._format_usage(usage, actions, groups, " " * width).replace(" " * width, prefix, 1)

    def _split_lines(self, text, width):
        text = self._whitespace_matcher.sub(" ", text).strip()
        return wrap(text, width) if is_wide(text) else super()._split_lines(text, width)

    def _fill_text(self, text, width, indent):
        text = self._whitespace_matcher.sub(" ", text).strip()
        if not is_wide(text):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))


def is_wide(text: str) -> bool:
    from ..terminal import display_width

    return display_width(text) != len(text)


# Where a line of Japanese may not break: before closing brackets, the comma and the full stop, small
# kana and the long-vowel mark; after opening brackets (禁則処理, kept simple). An ASCII `.` may start a
# line: it begins a file suffix (`.md`).
_NO_LINE_START = frozenset("、。，．・：；？！）］｝」』】〕〉》〙〗ー…ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]},:;?!")
_NO_LINE_END = frozenset("（［｛「『【〔〈《〘〖([{")
_TOKENS = re.compile(r"\s+|[!-~]+|.", re.DOTALL)  # spaces, a run of ASCII (a word, an option), one other character


def wrap(text: str, width: int) -> list[str]:
    """`text` in lines at most `width` terminal columns wide where it can be: broken at spaces and
    between wide characters (Japanese has no spaces between words), never inside an ASCII word."""
    from ..terminal import char_width, display_width

    pieces: list[list] = []  # [text no line may break inside, whether a space comes before it]
    spaced = False
    for token in _TOKENS.findall(text):
        if token.isspace():
            spaced = True
            continue
        if pieces and not spaced:
            before = pieces[-1][0][-1]
            wide = char_width(before) == 2 or char_width(token[0]) == 2
            if not wide or token[0] in _NO_LINE_START or before in _NO_LINE_END:
                pieces[-1][0] += token
                continue
        pieces.append([token, spaced])
        spaced = False
    pieces = _keep_lone_characters_with_their_word(pieces)
    lines: list[str] = []
    line, used = "", 0
    for piece, space in pieces:
        gap = " " if space and line else ""
        size = display_width(piece)
        if line and used + len(gap) + size > width:
            lines.append(line)
            line, used = piece, size
        else:
            line, used = line + gap + piece, used + len(gap) + size
    if line:
        lines.append(line)
    return lines



def _keep_lone_characters_with_their_word(pieces: list[list]) -> list[list]:
    """`pieces` with a wide character that ends a run of Japanese (before a space, a closing bracket, a
    comma or full stop, or the end: `す。`, `ば en`) joined to the piece before it, so that no line starts with
    one character left of the word before (`書き直しま` / `す。`), nor with a particle left of the ASCII word it
    follows (`1` / `つ）`)."""
    from ..terminal import char_width

    kept: list[list] = []
    for index, (piece, space) in enumerate(pieces):
        after = pieces[index + 1] if index + 1 < len(pieces) else None
        lone = (char_width(piece[0]) == 2 and piece[0] not in _NO_LINE_START and piece[0] not in _NO_LINE_END
                and all(c in _NO_LINE_START for c in piece[1:]))
        if lone and kept and (len(piece) > 1 or after is None or after[1]):
            kept[-1][0] += (" " if space else "") + piece   # (a particle after an ASCII word: `1 つ）`)
        else:
            kept.append([piece, space])
    return kept
