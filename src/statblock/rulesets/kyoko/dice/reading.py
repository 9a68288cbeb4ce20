"""Reading a 虚構侵蝕TRPG dice command (`KS(x,y)>=z` with `A`/`D`, `KR(x)`, `KR(x,y)`, `KRS(x,y)`) the way
BCDice's game system `KyokoShinshoku` reads it; every fault a `CheckError` (KY1xx) at its place."""

from __future__ import annotations

import re
import unicodedata

from ....diagnostics import Diagnostic, Severity, SourceFile, StatblockError
from .. import catalog
from ....records import frozen

__all__ = ["MAX_DICE", "SIZES", "Check", "CheckError", "Observation", "diagnostic", "normalized", "parse", "parse_check"]

# dice size x → the die rolled; 1 to 3 are a d4 capped at x
SIZES: dict[int, int] = {1: 4, 2: 4, 3: 4, 4: 4, 6: 6, 8: 8, 10: 10, 12: 12, 20: 20}
# ［現実乖離］ stage → die (KR, KRS); ［リアリティライン］ level → dice (KR)
_STAGES = (4, 6, 8, 10, 12, 20)
_REALITY_LINE = {3: 1, 2: 2, 1: 3}
MAX_DICE = 200   # our own limit on dice rolled or counted at once (BCDice's is not part of the game)

#: More digits than this are not read as a number (Python refuses past 4,300; no check comes near).
MAX_DIGITS = 18


# ---- errors and diagnostics ----------------------------------------------------------------------

class CheckError(StatblockError, ValueError):
    """A command that is not a check the game has. Its one argument is a `Message`; `code` is its KY1xx
    code and `start`/`end` the characters of the command it is about."""

    def __init__(self, message, code: str, start: int, end: int) -> None:
        super().__init__(message)
        self.code, self.start, self.end = code, start, max(end, start + 1)

    @property
    def message(self):
        return self.args[0]


def diagnostic(error: CheckError, source: SourceFile | None = None, offset: int = 0,
               text: str | None = None) -> Diagnostic:
    """The error as a diagnostic with a caret: in `source` at `offset` (where the command starts in
    that file), or in a one-line source holding just the command `text`."""
    if source is None:
        source, offset = SourceFile("<check>", text or ""), 0
    span = source.span(offset + error.start, offset + error.end)
    return Diagnostic(error.code, Severity.ERROR, error.message, span)


# ---- reading a command ---------------------------------------------------------------------------

_EXTRA = {"、": ",", "，": ",", "≧": "≧", "≥": "≧", "−": "-", "－": "-", "‐": "-", "ー": "-", "＝": "="}


def normalized(text: str) -> str:
    """Full-width to half-width and upper case, one character for one (so positions stay those of
    the text as typed); `≧` and `≥` are kept as one character and read as `>=`."""
    out = []
    for char in text:
        if char in _EXTRA:
            out.append(_EXTRA[char])
            continue
        folded = unicodedata.normalize("NFKC", char)
        out.append(folded.upper() if len(folded) == 1 else char)
    return "".join(out)


@frozen
class Check:
    """A parsed `KS` check: dice size x, dice y, difficulty z (None when not given), `A`/`D`."""

    size: int
    dice: int = 1
    target: int | None = None
    advantage: bool = False
    disadvantage: bool = False
    comment: str = ""

    @property
    def sides(self) -> int:
        return SIZES[self.size]

    @property
    def option(self) -> str:
        return "A" if self.advantage else "D" if self.disadvantage else ""

    def command(self) -> str:
        """The command as BCDice echoes it: `KS(10,3)A>=5`, the sums worked out."""
        target = "" if self.target is None else f">={self.target}"
        return f"KS({self.size},{self.dice}){self.option}{target}"


@frozen
class Observation:
    """`KR(x)` / `KR(x,y)` (the highest of 1 to 3 dice) or `KRS(x,y)` (the sum of y dice)."""

    kind: str            # "KR" or "KRS"
    stage: int
    line: int | None = None
    count: int = 1
    comment: str = ""

    @property
    def sides(self) -> int:
        return _STAGES[self.stage - 1]

    @property
    def dice(self) -> int:
        return _REALITY_LINE[self.line] if self.kind == "KR" and self.line is not None else self.count

    def command(self) -> str:
        if self.kind == "KRS":
            return f"KRS({self.stage},{self.count})"
        return f"KR({self.stage})" if self.line is None else f"KR({self.stage},{self.line})"


class _Reader:
    """A small reader over the normalized command; every fault raises a `CheckError` at its place."""

    def __init__(self, text: str) -> None:
        self.shown = text
        self.text = normalized(text)
        self.at = 0

    def fail(self, expected: str, **args) -> CheckError:
        end = self.at + 1
        return CheckError(catalog.message("dice.unreadable", expected=catalog.message(expected, **args)),
                          "KY101", self.at, end)

    def spaces(self) -> None:
        while self.at < len(self.text) and self.text[self.at].isspace():
            self.at += 1

    def peek(self, skip_spaces: bool = False) -> str:
        at = self.at
        if skip_spaces:
            while at < len(self.text) and self.text[at].isspace():
                at += 1
        return self.text[at] if at < len(self.text) else ""

    def take(self, char: str) -> bool:
        if self.peek() == char:
            self.at += 1
            return True
        return False

    def value(self, digits: re.Match) -> int:
        """The whole number of `digits` (matched at `self.at`); too many digits are KY109."""
        if len(digits.group().lstrip("0")) > MAX_DIGITS:
            raise CheckError(catalog.message("dice.too_long", digits=len(digits.group()), limit=MAX_DIGITS), "KY109",
                             self.at, self.at + len(digits.group()))
        return int(digits.group().lstrip("0") or "0")

    def number(self, spaced: bool = True) -> tuple[int, int, int]:
        """A sum of whole numbers with `+` and `-` (signs may stack: `2--1` is 3), as BCDice's
        arithmetic reads the `[-+0-9]` text it allows; (value, start, end). Spaces may stand around
        the terms when `spaced` (inside parentheses), only before the sum otherwise."""
        self.spaces()
        start, total, sign = self.at, 0, 1
        while True:
            if spaced:
                self.spaces()
            while self.peek() in ("+", "-"):
                if self.peek() == "-":
                    sign = -sign
                self.at += 1
                if spaced:
                    self.spaces()
            digits = re.match(r"[0-9]+", self.text[self.at:])
            if not digits:
                raise self.fail("dice.expect_number")
            total += sign * self.value(digits)
            self.at += len(digits.group())
            end = self.at
            if self.peek(skip_spaces=spaced) not in ("+", "-"):
                break
            sign = 1
        self.at = end
        return total, start, end

    def comment(self) -> str:
        """What is left: nothing, or a comment after a space; anything else is a fault."""
        rest = self.text[self.at:]
        if not rest:
            return ""
        if rest[0].isspace():
            return self.shown[self.at:].strip()
        raise self.fail("dice.expect_end")


# dice written as a skill's are in a scenario, `2D8>=4` (count, `D`, size; the difficulty), on the normalized command
# (an option, `A` advantage or `D` disadvantage, after the size or one blank after the difficulty: `2D8A>=4`,
# `3d10>=6 A`, KS's `KS(10,3)A>=6`; after the difficulty in KS it is a comment, and the advantage lost)
_ND = re.compile(r"(?P<count>\d{1,3})D(?P<size>\d{1,3})(?P<option>[AD])?"
                 r"(?:[ \t]*(?:>=|≧)[ \t]*(?P<difficulty>\d{1,3})(?:[ \t](?P<late>[AD])(?=[ \t]|$))?)?"
                 r"(?P<rest>[ \t][^\n]*)?")


def parse(text: str) -> Check | Observation:
    """A `KS`, `KR` or `KRS` command; raises `CheckError` (KY1xx) for anything else."""
    reader = _Reader(text)
    reader.spaces()
    head = re.match(r"KRS|KR|KS", reader.text[reader.at:])
    if not head:
        written = _ND.fullmatch(reader.text.rstrip(), reader.at)
        if written is not None and int(written["size"]) not in SIZES:
            # (`2D7>=4`: no dice size; the hint had been `KS(7,2)>=4`, itself KY102)
            size = int(written["size"])
            near = min(SIZES, key=lambda known: (abs(known - size), known)) if size > 0 else None
            hint = catalog.message("dice.did_you_mean", size=near) if near is not None else ""
            raise CheckError(catalog.message("dice.bad_size", size=written["size"], hint=hint), "KY102",
                             written.start("size"), written.end("size"))
        if written is not None and int(written["count"]) > 0:
            # (`2D8>=4`, as a scenario's skill dice are written: the check it stands for, size and count the other way
            # round in KS; before, `expected a check KS(x,y)>=z` alone. `0D8`, no dice, stands for no check)
            fixed = f"KS({int(written['size'])},{int(written['count'])}){written['option'] or written['late'] or ''}"
            if written["difficulty"]:
                fixed += f">={int(written['difficulty'])}"
            if written["rest"]:
                fixed += reader.shown[written.start("rest"):written.end("rest")]
            said = catalog.message("dice.expect_command_nd", written=reader.shown[reader.at:written.end()], fixed=fixed)
            raise CheckError(catalog.message("dice.unreadable", expected=said), "KY101", reader.at, written.end())
        raise reader.fail("dice.expect_command")
    reader.at += len(head.group())
    if head.group() == "KS":
        return _check(reader)
    return _observation(reader, head.group())


def parse_check(text: str) -> Check:
    """A `KS` check; raises `CheckError` (KY1xx) for anything else."""
    parsed = parse(text)
    if not isinstance(parsed, Check):
        raise CheckError(catalog.message("dice.unreadable", expected=catalog.message("dice.expect_command")),
                         "KY101", 0, len(text.rstrip()) or 1)
    return parsed


def _check(reader: _Reader) -> Check:
    dice = 1
    if reader.take("("):
        size, size_start, size_end = reader.number()
        reader.spaces()
        if reader.take(","):
            reader.spaces()
            if reader.peek() != ")":
                dice, dice_start, dice_end = reader.number()
                reader.spaces()
                if abs(dice) > MAX_DICE:
                    raise CheckError(catalog.message("dice.too_many", count=dice, limit=MAX_DICE),
                                     "KY105", dice_start, dice_end)
        elif reader.peek() != ")":
            raise reader.fail("dice.expect_comma")
        if not reader.take(")"):
            raise reader.fail("dice.expect_close")
    else:
        # `KS10` (and `KS(10)`, which BCDice's preprocessor turns into `KS10`)
        digits = re.match(r"[0-9]+", reader.text[reader.at:])
        if not digits:
            raise reader.fail("dice.expect_open", command="KS")
        size, size_start, size_end = reader.value(digits), reader.at, reader.at + len(digits.group())
        reader.at = size_end
    if size not in SIZES:
        near = min(SIZES, key=lambda known: (abs(known - size), known)) if size > 0 else None
        hint = catalog.message("dice.did_you_mean", size=near) if near is not None else ""
        raise CheckError(catalog.message("dice.bad_size", size=reader.shown[size_start:size_end].strip(), hint=hint),
                         "KY102", size_start, size_end)
    # `A` or `D`, and the difficulty; spaces are allowed before them
    advantage = disadvantage = False
    word = re.match(r"(\s*)([A-Z]+)", reader.text[reader.at:])
    if word:
        spaced, option = bool(word.group(1)), word.group(2)
        start = reader.at + word.start(2)
        if option in ("A", "D") and _continues(reader.text[reader.at + word.end():]):
            advantage, disadvantage = option == "A", option == "D"
            reader.at += word.end()
        elif option in ("A", "D") and not spaced:
            reader.at += word.end()
            raise reader.fail("dice.expect_end")
        elif not spaced:
            raise CheckError(catalog.message("dice.bad_option", option=reader.shown[start:start + len(option)]),
                             "KY104", start, start + len(option))
        # else: a word after a space is a comment
    target = _target(reader)
    return Check(size, dice, target, advantage, disadvantage, reader.comment())


def _continues(rest: str) -> bool:
    """After an option letter: the end, a space (a comment follows) or the comparison."""
    return not rest or rest[0].isspace() or rest.lstrip()[:1] in ("≧", ">", "<", "=")


_COMPARISON = re.compile(r"\s*(>=|=>|≧|<=|=<|>|<|==|=|!=|<>)")


def _target(reader: _Reader) -> int | None:
    found = _COMPARISON.match(reader.text[reader.at:])
    if not found:
        return None
    start = reader.at + found.start(1)
    reader.at += found.end()
    op = found.group(1)
    value, _, _ = reader.number(spaced=False)
    if op not in (">=", "≧"):
        raise CheckError(catalog.message("dice.bad_comparison", op=reader.shown[start:start + len(op)], target=value),
                         "KY103", start, start + len(op))
    return value


def _observation(reader: _Reader, kind: str) -> Observation:
    line = None
    count = 1
    if kind == "KR" and not reader.peek() == "(":
        digits = re.match(r"[0-9]+", reader.text[reader.at:])
        if not digits:
            raise reader.fail("dice.expect_open", command=kind)
        stage, start, end = reader.value(digits), reader.at, reader.at + len(digits.group())
        reader.at = end
    else:
        if not reader.take("("):
            raise reader.fail("dice.expect_open", command=kind)
        stage, start, end = reader.number()
        reader.spaces()
        if kind == "KRS" or reader.peek() == ",":
            if not reader.take(","):
                raise reader.fail("dice.expect_comma")
            second, second_start, second_end = reader.number()
            reader.spaces()
            if kind == "KR":
                line = second
                if line not in _REALITY_LINE:
                    raise CheckError(catalog.message("dice.bad_stage", value=line), "KY107", second_start, second_end)
            else:
                count = second
                if abs(count) > MAX_DICE:
                    raise CheckError(catalog.message("dice.too_many", count=count, limit=MAX_DICE),
                                     "KY105", second_start, second_end)
        if not reader.take(")"):
            raise reader.fail("dice.expect_close")
    if not 1 <= stage <= len(_STAGES):
        raise CheckError(catalog.message("dice.bad_stage", value=stage), "KY107", start, end)
    return Observation(kind, stage, line, count, reader.comment())


