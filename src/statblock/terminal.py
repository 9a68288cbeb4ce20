"""Text that is safe to print on a terminal, and how wide it shows there.

File contents and file names are the user's data, and a hostile file can hold
terminal commands: `ESC [2J` clears the screen, a newline in a file name forges
a diagnostic line, U+202E turns the rest of a line around. Every text output
passes such data through `printable`, which shows these characters as visible
escapes and leaves everything else alone.
"""

from __future__ import annotations

import functools
import re

__all__ = ["char_width", "display_width", "json_printable", "ljust", "printable", "rjust"]

# Exactly the characters that can move the cursor, end a line, or reorder text when printed:
# C0 controls but TAB (a tab is ordinary text and shows as spaces), DEL and the C1 controls
# (Unicode category Cc), the line and paragraph separators (Zl, Zp), the bidi embeddings,
# overrides, isolates and marks, and lone surrogates (Cs): a file name that is not valid UTF-8
# reaches Python with its bad bytes as U+DC80..U+DCFF, and printing one raises
# UnicodeEncodeError instead of showing the name.
# (Both patterns are compiled at their first use, not at import: the command line imports this module before it opens
# the store of compiled patterns (`regex_store`), and `re` took some 10 M instructions a run to compile these two.)
_UNSAFE = "[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"

_NAMED = {"\n": "\\n", "\r": "\\r", "\x1b": "\\x1b"}


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    named = _NAMED.get(char)
    if named is not None:
        return named
    code = ord(char)
    if code <= 0x9F:
        return f"\\x{code:02x}"
    if 0xDC80 <= code <= 0xDCFF:  # a byte of the file name that was not UTF-8 (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    return f"<U+{code:04X}>"


def printable(text: str) -> str:
    """`text` with every control, bidi and line-breaking character shown as a visible escape.

    ESC is shown as the four characters ``\\x1b``, a newline as ``\\n``, a carriage return as
    ``\\r``, other C0 and C1 controls and DEL as ``\\xNN``, bidi controls and U+2028/U+2029 as
    ``<U+202E>``. TAB and every other character are kept. The result holds no character that
    `printable` would change again, it is never shorter than `text`, and every escape is ASCII,
    one terminal cell per character. Linear in the length of `text`; text with nothing to
    escape is returned as is.
    """
    unsafe = _compiled(_UNSAFE)
    if unsafe.search(text) is None:
        return text
    return unsafe.sub(_escape, text)


# what JSON written with `ensure_ascii=False` keeps raw of `_UNSAFE` (it escapes the C0 controls itself): DEL, the C1
# controls, the bidi characters and the line and paragraph separators
_JSON_UNSAFE = "[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]"


@functools.cache
def _compiled(pattern: str) -> re.Pattern:
    return re.compile(pattern)


def json_printable(dumped: str) -> str:
    """JSON text (`json.dumps(..., ensure_ascii=False)`) with the characters a terminal would act on that it keeps
    raw written as JSON's escapes (`\\u009b`, `\\u202e`): the same JSON to a program that reads it, nothing a
    terminal acts on (a message quoting a hostile file's words held them). Those characters stand only in strings."""
    unsafe = _compiled(_JSON_UNSAFE)
    if unsafe.search(dumped) is None:
        return dumped
    return unsafe.sub(lambda found: f"\\u{ord(found.group()):04x}", dumped)


@functools.lru_cache(maxsize=4096)
def char_width(char: str) -> int:
    """Columns one character takes on a terminal or in a monospaced table: 2 for East Asian wide
    and fullwidth characters (漢, あ, 、, most emoji), 0 for combining marks and controls, else 1.

    `wcwidth` follows the Unicode tables of East Asian widths and emoji; it is imported on the
    first character measured, as most runs never measure one."""
    from wcwidth import wcwidth

    return max(0, wcwidth(char))


def display_width(text: str) -> int:
    """Columns `text` takes on a terminal (the sum of `char_width`)."""
    if text.isascii():  # one column a character, and nothing to look up
        return len(text)
    return sum(map(char_width, text))


def ljust(text: str, width: int) -> str:
    """`text` followed by spaces up to `width` columns (wide characters count two)."""
    return text + " " * max(0, width - display_width(text))


def rjust(text: str, width: int) -> str:
    """`text` after spaces up to `width` columns (wide characters count two)."""
    return " " * max(0, width - display_width(text)) + text
