"""The fonts cards are printed with: which installed font draws each character, and how wide it is.

The card stylesheet asks for a list of families per face (`FACES`). Which installed font really
draws a character is fontconfig's answer, the one WeasyPrint (through Pango) and browsers on Linux
get too: the installed fonts sorted for the face's families, weight, slant and language, and the
first of them that has the character. Its advance width is read from the font file with fontTools.
All of it is looked up once per process, and only for the characters cards use.

Without fontconfig (no libfontconfig to load, as on a system without Pango) nothing is known
about the fonts: widths are then conservative (as wide as the widest common fonts), and
`font_notices` says so. It also says when the family a face asks for first is not installed, and
which characters no installed font has (they print as empty boxes), naming the font to install.
"""

from __future__ import annotations

import bisect
import ctypes
import ctypes.util
import functools
import logging
import struct
import unicodedata

import attrs
from markupsafe import Markup

from ..messages import Message, msg
from ..records import frozen

__all__ = ["FACES", "Face", "FaceMetrics", "Typeset", "css_families", "font_notices", "typeset"]

_log = logging.getLogger(__name__)

SANS = ("Noto Sans CJK JP", "Noto Sans JP", "Noto Sans", "DejaVu Sans", "sans-serif")
SERIF = ("Noto Serif CJK JP", "Noto Serif JP", "Noto Serif", "DejaVu Serif", "serif")
_GENERIC = {"sans-serif", "serif", "monospace", "cursive", "fantasy", "system-ui"}


@frozen
class Face:
    """One way text is set on a card: a family list as the stylesheet writes it, a weight, a slant."""

    families: tuple[str, ...]
    bold: bool = False
    italic: bool = False


#: The faces of the card stylesheet (templates/html/cards.css.j2), by the names fit.py uses.
FACES: dict[str, Face] = {
    "sans": Face(SANS),
    "sans_bold": Face(SANS, bold=True),
    "serif": Face(SERIF),
    "serif_bold": Face(SERIF, bold=True),
    "serif_italic": Face(SERIF, italic=True),
}

#: Where each family list's first choice comes from, for the notices.
_PACKAGES = {"Noto Sans CJK JP": "fonts-noto-cjk", "Noto Serif CJK JP": "fonts-noto-cjk"}


def css_families(families: tuple[str, ...]) -> Markup:
    """A `font-family` value for the stylesheet (the names are ours: nothing to escape)."""
    return Markup(", ".join(f if f in _GENERIC else f'"{f}"' for f in families))


# ---- fontconfig, through its C library ---------------------------------------------------------------

_FC_WEIGHT = {False: 80, True: 200}   # FC_WEIGHT_REGULAR, FC_WEIGHT_BOLD: CSS 400 and 700
_FC_SLANT = {False: 0, True: 100}     # FC_SLANT_ROMAN, FC_SLANT_ITALIC
_FC_MATCH = 0                         # FcResultMatch


class _FcFontSet(ctypes.Structure):
    _fields_ = [("nfont", ctypes.c_int), ("sfont", ctypes.c_int), ("fonts", ctypes.POINTER(ctypes.c_void_p))]


class FontconfigMissing(Exception):
    """fontconfig's library cannot be loaded."""


@functools.cache
def _fontconfig() -> ctypes.CDLL:
    names = [ctypes.util.find_library("fontconfig"), "libfontconfig.so.1", "libfontconfig.1.dylib",
             "libfontconfig-1.dll"]
    for name in filter(None, names):
        try:
            lib = ctypes.CDLL(name)
            break
        except OSError:
            continue
    else:
        raise FontconfigMissing("libfontconfig was not found")
    P, S, I = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int  # noqa: N806 - C types
    for function, args, result in (
        ("FcPatternCreate", [], P), ("FcPatternDestroy", [P], None),
        ("FcPatternAddString", [P, S, S], I), ("FcPatternAddInteger", [P, S, I], I),
        ("FcConfigSubstitute", [P, P, I], I), ("FcDefaultSubstitute", [P], None),
        ("FcFontSort", [P, P, I, P, ctypes.POINTER(I)], ctypes.POINTER(_FcFontSet)),
        ("FcPatternGetString", [P, S, I, ctypes.POINTER(S)], I),
        ("FcPatternGetInteger", [P, S, I, ctypes.POINTER(I)], I),
        ("FcPatternGetCharSet", [P, S, I, ctypes.POINTER(P)], I),
        ("FcCharSetHasChar", [P, ctypes.c_uint32], I),
    ):
        fn = getattr(lib, function)
        fn.argtypes, fn.restype = args, result
    return lib


@frozen
class Installed:
    """One installed font, in the order fontconfig tries them for a face."""

    families: tuple[str, ...]   # its family names (a font may have several, in several languages)
    path: str
    index: int                  # the face in a collection (.ttc), with the named instance above 16 bits
    charset: int = attrs.field(eq=False, repr=False)  # an FcCharSet*, alive as long as the process

    def has(self, ch: str) -> bool:
        return bool(_fontconfig().FcCharSetHasChar(self.charset, ord(ch)))


def _strings(lib, pattern, name: bytes) -> tuple[str, ...]:
    out, value = [], ctypes.c_char_p()
    while lib.FcPatternGetString(pattern, name, len(out), ctypes.byref(value)) == _FC_MATCH:
        out.append(value.value.decode("utf-8", "replace"))
    return tuple(out)


@functools.cache
def sorted_fonts(face: Face, lang: str) -> tuple[Installed, ...]:
    """The installed fonts fontconfig tries for `face` in `lang`, best first; every installed font
    that adds characters is in the list. Raises FontconfigMissing."""
    lib = _fontconfig()
    pattern = lib.FcPatternCreate()
    try:
        for family in face.families:
            lib.FcPatternAddString(pattern, b"family", family.encode())
        lib.FcPatternAddInteger(pattern, b"weight", _FC_WEIGHT[face.bold])
        lib.FcPatternAddInteger(pattern, b"slant", _FC_SLANT[face.italic])
        lib.FcPatternAddString(pattern, b"lang", lang.encode())
        lib.FcConfigSubstitute(None, pattern, 0)
        lib.FcDefaultSubstitute(pattern)
        result = ctypes.c_int()
        found = lib.FcFontSort(None, pattern, 1, None, ctypes.byref(result))
    finally:
        lib.FcPatternDestroy(pattern)
    if not found:
        return ()
    fonts = []
    for position in range(found.contents.nfont):  # the set is never freed: its charsets stay in use
        font = found.contents.fonts[position]
        paths, index, charset = _strings(lib, font, b"file"), ctypes.c_int(0), ctypes.c_void_p()
        lib.FcPatternGetInteger(font, b"index", 0, ctypes.byref(index))
        if not paths or lib.FcPatternGetCharSet(font, b"charset", 0, ctypes.byref(charset)) != _FC_MATCH:
            continue
        fonts.append(Installed(_strings(lib, font, b"family"), paths[0], index.value, charset.value))
    return tuple(fonts)


# ---- advance widths, read from the font files ---------------------------------------------------------


class _FontFile:
    """The advance widths of one font, in ems, looked up per character.

    fontTools opens the file (TrueType, OpenType, collections, WOFF) and reads `head` and `hhea`;
    the character map and the metrics are looked up in the raw tables, since decoding them whole
    (and the glyph names a CFF font carries) takes a fifth of a second for a CJK font."""

    def __init__(self, path: str, index: int) -> None:
        from fontTools.ttLib import TTFont

        self.font = TTFont(path, fontNumber=index & 0xFFFF, lazy=True)
        self.instance = index >> 16           # a named instance of a variable font, 1-based
        self.units = self.font["head"].unitsPerEm
        self.metrics = self.font.reader["hmtx"]
        self.long_metrics = self.font["hhea"].numberOfHMetrics
        self.lookup = _cmap_lookup(self.font.reader["cmap"]) or self._slow_lookup
        self.location = None
        if self.instance and "fvar" in self.font:
            instances = self.font["fvar"].instances
            if self.instance <= len(instances):
                self.location = dict(instances[self.instance - 1].coordinates)

    def _slow_lookup(self, code: int) -> int | None:
        name = self.font.getBestCmap().get(code)
        return None if name is None else self.font.getGlyphID(name)

    def advance(self, ch: str) -> float | None:
        glyph = self.lookup(ord(ch))
        if not glyph:
            return None
        if self.location is not None:  # a bold or other instance of a variable font
            glyphs = self.font.getGlyphSet(location=self.location, normalized=False)
            return glyphs[self.font.getGlyphName(glyph)].width / self.units
        entry = min(glyph, self.long_metrics - 1)
        return struct.unpack_from(">H", self.metrics, 4 * entry)[0] / self.units


def _cmap_lookup(data: bytes):
    """A function from a code point to a glyph index, from the best Unicode subtable of a raw `cmap`
    (format 12 or 4); None if the font has neither."""
    count = struct.unpack_from(">H", data, 2)[0]
    tables = {}
    for record in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, 4 + 8 * record)
        tables.setdefault((platform, encoding, struct.unpack_from(">H", data, offset)[0]), offset)
    for key in ((3, 10, 12), (0, 6, 12), (0, 4, 12), (3, 1, 4), (0, 3, 4), (0, 2, 4), (0, 1, 4), (0, 0, 4)):
        if key in tables:
            return (_format12 if key[2] == 12 else _format4)(data, tables[key])
    return None


def _format12(data: bytes, offset: int):
    groups = struct.unpack_from(">I", data, offset + 12)[0]
    flat = struct.unpack_from(f">{3 * groups}I", data, offset + 16)
    starts, ends, glyphs = flat[0::3], flat[1::3], flat[2::3]

    def lookup(code: int) -> int | None:
        at = bisect.bisect_left(ends, code)
        if at < groups and starts[at] <= code:
            return glyphs[at] + code - starts[at]
        return None

    return lookup


def _format4(data: bytes, offset: int):
    segments = struct.unpack_from(">H", data, offset + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", data, offset + 14)
    starts = struct.unpack_from(f">{segments}H", data, offset + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", data, offset + 16 + 4 * segments)
    range_at = offset + 16 + 6 * segments
    ranges = struct.unpack_from(f">{segments}H", data, range_at)

    def lookup(code: int) -> int | None:
        at = bisect.bisect_left(ends, code)
        if code > 0xFFFF or at >= segments or starts[at] > code:
            return None
        if ranges[at] == 0:
            return (code + deltas[at]) & 0xFFFF
        where = range_at + 2 * at + ranges[at] + 2 * (code - starts[at])
        if where + 2 > len(data):
            return None
        glyph = struct.unpack_from(">H", data, where)[0]
        return (glyph + deltas[at]) & 0xFFFF if glyph else None

    return lookup


@functools.cache
def _font_file(path: str, index: int) -> _FontFile | None:
    try:
        return _FontFile(path, index)
    except Exception as error:  # noqa: BLE001 - a font fontTools cannot read: its glyphs get conservative widths
        _log.debug("cannot read the font %s#%s: %s", path, index, error)
        return None


# ---- per face -------------------------------------------------------------------------------------------

TOFU = 1.2   # the empty box drawn for a character no font has (with its code inside): about this wide


def zero_width(ch: str) -> bool:
    """A character that takes no room of its own: a control, a format character (a joiner), a
    combining mark or a variation selector (Mn)."""
    return unicodedata.category(ch) in ("Cc", "Cf", "Mn", "Me")


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


#: The widest Latin characters of the common fonts (DejaVu Serif Bold's, in ems): a font nothing is
#: known about is taken to be this wide, class by class.
_WIDEST = {"m": 1.06, "w": 0.93, "M": 1.13, "W": 1.13, "%": 1.01, "@": 1.01, "&": 0.91}


def conservative_width(ch: str) -> float:
    """A width no common font goes past: for text set in a font nothing is known about."""
    if zero_width(ch):
        return 0.0
    if ch in _WIDEST:
        return _WIDEST[ch]
    if ch == " ":
        return 0.35
    if unicodedata.east_asian_width(ch) in ("W", "F", "A"):  # CJK fonts set the ambiguous ones (≤, ×) full width
        return 1.0
    if ch.isdigit():
        return 0.7
    if ch.islower():
        return 0.73
    return 0.95 if ch.isupper() else 0.85


class FaceMetrics:
    """How wide each character is in one face, in ems: the advance of the first font that has it."""

    def __init__(self, fonts: tuple[Installed, ...] | None) -> None:
        self.fonts = fonts          # None: fontconfig could not be asked
        self._widths: dict[str, float] = {" ": self._measure(" ")}

    def width(self, ch: str) -> float:
        width = self._widths.get(ch)
        if width is None:
            width = self._widths[ch] = self._measure(ch)
        return width

    def text_width(self, text: str) -> float:
        get = self._widths.get
        total = 0.0
        for ch in text:
            width = get(ch)
            total += width if width is not None else self.width(ch)
        return total

    def font_for(self, ch: str) -> Installed | None:
        """The installed font that draws `ch`, or None."""
        return next((font for font in self.fonts or () if font.has(ch)), None)

    def _measure(self, ch: str) -> float:
        if ch in "\t\n":
            ch = " "
        if self.fonts is None:
            return conservative_width(ch)
        if zero_width(ch):
            return 0.0
        font = self.font_for(ch)
        if font is None:
            return TOFU
        reader = _font_file(font.path, font.index)
        try:
            advance = reader.advance(ch) if reader is not None else None
        except Exception as error:  # noqa: BLE001 - a damaged font must not stop the printing
            _log.debug("cannot read the width of %r in %s: %s", ch, font.path, error)
            advance = None
        return advance if advance is not None else conservative_width(ch)


@frozen
class Typeset:
    """The faces of the cards in one language, measured with the fonts installed here."""

    lang: str
    faces: dict[str, FaceMetrics] = attrs.field(eq=False)
    problem: str | None = None    # why the fonts could not be looked up (then widths are conservative)

    def __getitem__(self, face: str) -> FaceMetrics:
        return self.faces[face]


@functools.cache
def typeset(lang: str) -> Typeset:
    """The card faces for `lang`, looked up once per process."""
    try:
        return Typeset(lang, {name: FaceMetrics(sorted_fonts(face, lang)) for name, face in FACES.items()})
    except (FontconfigMissing, OSError, AttributeError) as error:  # no library, or one without these functions
        return Typeset(lang, {name: FaceMetrics(None) for name in FACES}, str(error))


# ---- what to tell the user ------------------------------------------------------------------------------

_CJK_BLOCKS = ((0x1100, 0x11FF), (0x2E80, 0x2FDF), (0x3000, 0x9FFF), (0xA960, 0xA97F), (0xAC00, 0xD7FF),
               (0xF900, 0xFAFF), (0xFE30, 0xFE4F), (0xFF00, 0xFFEF), (0x20000, 0x3FFFF))
_EMOJI_BLOCKS = ((0x2600, 0x27BF), (0x2B00, 0x2BFF), (0x1F000, 0x1FAFF))

#: The font to install for characters of each kind, and the Debian and Ubuntu package that has it.
SUGGESTIONS = {
    "cjk": ("Noto Sans CJK JP", "fonts-noto-cjk"),
    "emoji": ("Noto Color Emoji", "fonts-noto-color-emoji"),
    "other": ("Noto Sans and the other Noto fonts", "fonts-noto-core, fonts-noto-extra"),
}


def _kind(ch: str) -> str:
    code = ord(ch)
    if unicodedata.category(ch) in ("Co", "Cn", "Cs"):
        return "unassigned"
    if any(low <= code <= high for low, high in _CJK_BLOCKS):
        return "cjk"
    if any(low <= code <= high for low, high in _EMOJI_BLOCKS):
        return "emoji"
    return "other"


def _shown_chars(chars: list[str], most: int = 24) -> str:
    shown = " ".join(ch if unicodedata.category(ch)[0] != "C" else f"U+{ord(ch):04X}" for ch in chars[:most])
    return shown + (" …" if len(chars) > most else "")


def font_notices(lang: str, text: str) -> list[Message]:
    """What the user should know about printing `text` (everything a deck prints) with the fonts
    installed here: fonts that cannot be looked up, faces whose first family is missing, and the
    characters no installed font has, with the font to install."""
    fonts = typeset(lang)
    if fonts.problem is not None:
        return [msg("cards.fonts_unknown", reason=fonts.problem)]
    notices = []
    for name in ("sans", "serif"):
        wanted = FACES[name].families[0]
        installed = fonts[name].fonts
        used = installed[0].families[0] if installed else None
        if not installed or wanted.casefold() not in (f.casefold() for f in installed[0].families):
            notices.append(msg("cards.font_missing", wanted=wanted, used=used or "?",
                               package=_PACKAGES.get(wanted, wanted)))
    missing: dict[str, list[str]] = {}
    sans = fonts["sans"]
    for ch in sorted(set(text)):
        if ch.isspace() or zero_width(ch) or sans.font_for(ch) is not None:
            continue
        missing.setdefault(_kind(ch), []).append(ch)
    for kind, chars in missing.items():
        if kind == "unassigned":
            notices.append(msg("cards.glyphs_unassigned", count=len(chars), chars=_shown_chars(chars)))
        else:
            font, package = SUGGESTIONS[kind]
            notices.append(msg("cards.glyphs_missing", count=len(chars), chars=_shown_chars(chars), font=font,
                               package=package))
    return notices
