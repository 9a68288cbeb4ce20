"""Reading a file's text, whatever its game: bytes to a `SourceFile`, or a diagnostic saying why not.

`read_source` decodes bytes; `read_decoded` checks text that is already decoded. The readers of each
game's formats are in its ruleset (`rulesets/<name>/frontends/`); the Markdown helpers here
(`md_blocks`, `markdown_text`) serve every ruleset.
"""

from __future__ import annotations

import re
import shlex

from ..diagnostics import Diagnostic, Severity, SourceFile, Span
from ..messages import Localized, msg

__all__ = ["MAX_NULS_SAID", "blank_nuls", "read_decoded", "read_source", "stray_nuls"]

def _file_span(path: str, text: str = "") -> Span:
    return SourceFile(path, text).span(0, 0)


# Byte-order marks, longest first: the UTF-32 LE mark begins with the UTF-16 LE one.
_BOMS = (
    (b"\xff\xfe\x00\x00", "utf-32-le", "UTF-32"),
    (b"\x00\x00\xfe\xff", "utf-32-be", "UTF-32"),
    (b"\xef\xbb\xbf", "utf-8", "UTF-8"),
    (b"\xff\xfe", "utf-16-le", "UTF-16"),
    (b"\xfe\xff", "utf-16-be", "UTF-16"),
)
_SNIFF = 8192  # bytes looked at to tell text from binary


def read_source(path: str, data: bytes, stdin_command: str | None = None) -> tuple[SourceFile | None, list[Diagnostic]]:
    """Decode a file: UTF-8, or UTF-16 or UTF-32 with a byte-order mark.

    `stdin_command` (`check`, `fmt`) says the data is standard input read by that command: advice names no file then.

    The mark is not part of the text (editors show no column for it), so positions count
    characters after it, as for UTF-8. Binary data, UTF-16 without a mark and invalid text give
    a diagnostic, not an exception.
    """
    codec, encoding = "utf-8", "UTF-8"
    for bom, bom_codec, bom_encoding in _BOMS:
        if data.startswith(bom):
            data, codec, encoding = data[len(bom):], bom_codec, bom_encoding
            break
    if codec == "utf-8" and b"\x00" in data[:_SNIFF] and not stray_nuls(data[:_SNIFF]):
        # A NUL or two are strays in text, said at their place (`blank_nuls`) while the rest is read. Without a mark the byte order of UTF-16 is only a guess from where the NULs fall, and
        # only text that is mostly ASCII shows the pattern: reading it would make the same file
        # readable or not depending on its words. Saying what to do is reliable.
        if _utf16_pattern(data[:_SNIFF]):
            return None, [Diagnostic("SB001", Severity.ERROR, msg("file.utf16_no_bom"), _file_span(path))]
        return None, [Diagnostic("SB002", Severity.ERROR, msg("file.binary"), _file_span(path))]
    try:
        text = data.decode(codec)
    except UnicodeDecodeError as error:
        # positions in the text as it would have been read: line breaks normalised as below
        good = _newlines(data[: error.start].decode(codec, "replace"))
        source = SourceFile(path, good)
        line, _ = source.position(len(good))
        legacy = _legacy_japanese(data) if codec == "utf-8" else None
        if legacy is not None:
            # a Japanese file saved as Shift_JIS or EUC-JP: the snippet shows the line as it reads in that encoding
            # (it showed the line cut at the first byte, `# `), and the message names the encoding and the command
            # that converts it; the file is still not read (which of the two it is stays a guess, said as one)
            return None, [_legacy_diagnostic(path, data, error.start, legacy, stdin_command)]
        if codec == "utf-8":
            message = msg("file.utf8", byte=f"{data[error.start]:02x}", line=line)
        else:
            message = msg("file.encoding", encoding=encoding, line=line,
                          bytes=" ".join(f"0x{b:02x}" for b in data[error.start : error.end]))
        return None, [Diagnostic("SB001", Severity.ERROR, message, source.span(len(good), len(good)))]
    if codec != "utf-8" and "\x00" in text[:_SNIFF]:  # a mark in front of binary data decodes "fine"
        return None, [Diagnostic("SB002", Severity.ERROR, msg("file.binary"), _file_span(path))]
    return SourceFile(path, _newlines(text)), []


# Japanese text saved by an older editor (Windows' Notepad before 2019, many Japanese tools): the encodings tried,
# with the name a message shows and the one `iconv` takes
_LEGACY_JAPANESE = (("Shift_JIS (CP932)", "cp932", "CP932"), ("EUC-JP", "euc_jp", "EUC-JP"))
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# what Japanese text is written in: kana, kanji, the ideographic space and punctuation, full-width forms, and
# half-width katakana (which Shift_JIS also reads each accented letter of Windows-1252 or Latin-1 text as: they are no
# evidence, only allowed)
_JAPANESE_CHARACTER = re.compile("[\u3000-\u30ff\u4e00-\u9fff\uff01-\uff5e]")
_HALF_WIDTH_KANA = re.compile("[\uff61-\uff9f]")
# kana, the evidence: no Japanese sentence goes without them, while Western text read as Shift_JIS gives one kanji
# per accented letter or curly quote and a letter after it (`Judge’s` reads `Judge痴`), and hardly ever a kana
_KANA = re.compile("[\u3041-\u3096\u30a1-\u30fa\u30fc]")


def _legacy_japanese(data: bytes) -> tuple[str, str, str] | None:
    """The legacy Japanese encoding invalid UTF-8 is surely in, if any (when unsure, None: the plain message).

    Sure means: the bytes are not mostly valid UTF-8 (a UTF-8 file with a stray byte is UTF-8, whatever the byte),
    they decode in whole, with no control characters, nearly all their non-ASCII characters are Japanese ones, and
    (full-width) kana are a good share of them. Of the two encodings, the one with more kana."""
    if _mostly_utf8(data):
        return None
    best, best_kana = None, 0
    for name, codec, iconv in _LEGACY_JAPANESE:
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            continue
        other = sum(1 for c in text if ord(c) > 0x7F)
        japanese = len(_JAPANESE_CHARACTER.findall(text))
        kana = len(_KANA.findall(text))
        allowed = japanese + len(_HALF_WIDTH_KANA.findall(text))
        if (other and not _CONTROL.search(text) and allowed * 10 >= other * 9 and kana * 5 >= japanese
                and kana > best_kana):
            best, best_kana = (name, codec, iconv), kana
    return best


def _mostly_utf8(data: bytes) -> bool:
    """Whether as many of the bytes above ASCII are in valid UTF-8 sequences as are not."""
    valid = invalid = 0
    rest = data
    while rest:
        try:
            text = rest.decode("utf-8")
        except UnicodeDecodeError as error:
            valid += len(rest[: error.start]) - len(rest[: error.start].decode("utf-8").encode("ascii", "ignore"))
            invalid += error.end - error.start
            rest = rest[error.end:]
        else:
            valid += len(rest) - len(text.encode("ascii", "ignore"))
            break
    return valid >= invalid


def _legacy_diagnostic(path: str, data: bytes, at: int, legacy: tuple[str, str, str],
                       stdin_command: str | None) -> Diagnostic:
    """SB001 for a file in a legacy Japanese encoding, placed at the character the byte `at` is in, as the file reads
    in that encoding, with the line and column of that reading in the message and the span alike."""
    import codecs

    name, python_codec, iconv = legacy
    source = SourceFile(path, _newlines(data.decode(python_codec)))
    # the characters complete before the byte (a lead byte it trails is held back: the caret is on its character)
    start = len(_newlines(codecs.getincrementaldecoder(python_codec)().decode(data[:at])))
    line, _ = source.position(start)
    if stdin_command is None:
        command = f"iconv -f {iconv} -t UTF-8 {shlex.quote(path)} > "
        command = Localized({"en": command + "NEW_FILE", "ja": command + "新しいファイル"})
    else:   # standard input: no file to name; the conversion goes in the pipe
        command = f"… | iconv -f {iconv} -t UTF-8 | statblock {stdin_command} -"
    message = msg("file.legacy_japanese", byte=f"{data[at]:02x}", line=line, encoding=name, command=command)
    return Diagnostic("SB001", Severity.ERROR, message, source.span(start, start + 1))


def _newlines(text: str) -> str:
    """Windows (and old Mac) line endings as `\\n`: positions stay right because only the `\\r` goes."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


_SURROGATE = re.compile("[\ud800-\udfff]")


def read_decoded(path: str, text: str) -> tuple[SourceFile | None, list[Diagnostic]]:
    """`read_source` for text that is already decoded (the API's `read_text`).

    A string may hold what no decoded file does: a lone surrogate (U+D800 to U+DFFF), which is
    not a character and which no encoder takes. Such text is refused, with SB001 at the first
    one, as `read_source` refuses invalid bytes: a surrogate from `surrogateescape` (U+DC80 to
    U+DCFF) is reported as the invalid UTF-8 byte it stands for, exactly as `read_source` would
    report the bytes it came from.
    """
    text = _newlines(text).lstrip("\ufeff")
    bad = _SURROGATE.search(text)
    if bad is None:
        return SourceFile(path, text), []
    # the snippet shows the line, with U+FFFD where each surrogate is
    source = SourceFile(path, _SURROGATE.sub("\ufffd", text))
    code = ord(bad.group())
    line = source.position(bad.start())[0]
    if 0xDC80 <= code <= 0xDCFF:
        message = msg("file.utf8", byte=f"{code - 0xDC00:02x}", line=line)
    else:
        message = msg("file.surrogate", code=f"{code:04X}", line=line)
    return None, [Diagnostic("SB001", Severity.ERROR, message, source.span(bad.start(), bad.end()))]


def blank_nuls(source: SourceFile) -> tuple[SourceFile, list[Diagnostic]]:
    """`source` with each NUL character (which no text holds: a stray a tool left, `read_source` lets a few through)
    read as a blank, and an error (SB013) at the line and column of each, so the rest of the file is still read and
    checked. Before, one NUL made an ability file `binary` (SB002) and nothing in it was read."""
    text = source.text
    if "\x00" not in text:
        return source, []
    blanked = SourceFile(source.path, text.replace("\x00", " "))
    said, at = [], text.find("\x00")
    while at >= 0:
        if len(said) == MAX_NULS_SAID:   # (the rest counted at the next one's place: 50,000 NULs after the 8 KiB that
            rest = text.count("\x00", at)   # `read_source` samples were 50,000 errors, 8.4 MB of them)
            said.append(Diagnostic("SB013", Severity.ERROR, msg("file.stray_nuls_more", count=f"{rest - 1:,}"),
                                   blanked.span(at, at + 1)))
            break
        said.append(Diagnostic("SB013", Severity.ERROR, msg("file.stray_nul"), blanked.span(at, at + 1)))
        at = text.find("\x00", at + 1)
    return blanked, said


#: How many stray NULs `blank_nuls` says each at its place; one more SB013 counts the rest.
MAX_NULS_SAID = 10


def stray_nuls(sample: bytes) -> bool:
    """Whether the NULs and other control characters of `sample`, bytes that decode as UTF-8, are few enough to be
    strays in text (at most two, or one in 256 bytes), which its reader says at their line and column, rather than
    the mark of binary data or of UTF-16 text without a byte-order mark, which put them all over a file. A settings
    file's reading (`fileio.read_utf8_source`, a hero file's) asks it: one NUL in a scenario's comment was said as a
    binary file, and `a<NUL>b = 1` as UTF-16."""
    controls = len(_BINARY_CONTROL.findall(sample))
    return controls <= max(2, len(sample) // 256)


# Control bytes no text holds (tab, line ends, form feed and escape are text's)
_BINARY_CONTROL = re.compile(b"[\x00-\x08\x0e-\x1a\x1c-\x1f\x7f]")


def _utf16_pattern(sample: bytes) -> bool:
    """Whether NULs fall on every other byte, as in UTF-16 text that is mostly ASCII.

    Either byte order: ASCII characters put a NUL in the high byte, so at least a quarter of
    the code units have one on the same side, and the other side has hardly any (a few CJK
    characters such as U+4E00 have a zero low byte). Binary data has its NULs on both sides.
    """
    units = len(sample) // 2
    if units < 2:
        return False
    even, odd = sample[0 : 2 * units : 2].count(0), sample[1 : 2 * units : 2].count(0)
    # the high byte is the odd one in little-endian, the even one in big-endian
    return any(high * 4 >= units and low * 8 <= high for high, low in ((odd, even), (even, odd)))
