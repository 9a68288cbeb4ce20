"""Whether a text with no `# ruleset:` line and no name (standard input) shows a card of a `.kyoko` file: a card's name
and its kind in parentheses (`旋風の刃（フィクションパワー）`, `Smoke Charm (Item)`), over a field's label and colon
(`使用：行動`), as the reader knows a card's first line. Asked by `cli.stdin.other_game` through `Kyoko.sniff`; before,
such text was read as Draw Steel's with no word, and `fmt -` rewrote its full-width colons and brackets."""

from __future__ import annotations

from .folding import fold_line
from .reader import LIST_MARKER, card_name, field_line

__all__ = ["looks_native"]

#: Characters of a text `looks_native` looks at: its first cards.
_HEAD = 1 << 16


def looks_native(text: str) -> bool:
    """Whether the first line of a paragraph (comments aside) in the first `_HEAD` characters is a card's name with a
    known kind, the line under it a known field's label and colon. A Draw Steel ability's name (`Cinder Lash
    (Signature)`) has no kind of this game, and its next line is flavour or keywords; the corpus and examples are
    checked (test_stdin_native_games)."""
    text = text[:_HEAD]
    start, first = 0, True
    while start < len(text):
        end = text.find("\n", start)
        end = len(text) if end == -1 else end
        raw = text[start:end].strip()
        line = fold_line(raw).strip()
        start = end + 1
        if not line:
            first = True
        elif not raw.startswith("#"):   # (an ASCII `#`: a comment; a full-width `＃`, folded to `#`, is text)
            if first:
                marker = LIST_MARKER.match(line)
                if card_name(line[marker.end():] if marker else line) and field_line(text, start):
                    return True
            first = False
    return False
