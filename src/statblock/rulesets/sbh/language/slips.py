"""What `reader.py` says of a roster line's slips: a full-width comment mark a user may have meant as one (in a
profile line, `hint_full_width`; in a warband's name, SH020, `say_name_mark`), a comment that cut a profile's stats off
(`cut_mark`, `not_a_profile`: SH001's message), a points number written with a decimal point or an exponent (SH018,
`say_inexact`), two names for one warband that differ (SH003, `say_names`), a key a slip
off a roster's own whose value fits it (`Warbnd: Elves`, `Poinst: 300`: `near_key`, SH021 or SH001's did-you-mean)."""

from __future__ import annotations

import difflib
import re

import attrs

from ....diagnostics import Diagnostic, Severity, SourceFile
from ...similarity import osa_distance
from ..catalog import message
from ..vocabulary import words
from .lines import FULL_WIDTH_MARK, LIMIT_LINE, PROFILE_LIKE, WARBAND_LINE, comment_of, fold_width, inexact_number

__all__ = ["cut_mark", "hint_full_width", "not_a_profile", "say_inexact", "say_name_mark", "say_names", "near_key",
           "say_near_key"]

_WARNING = Severity.WARNING


def hint_full_width(source: SourceFile, start: int, end: int, problems: list[Diagnostic], before: int) -> None:
    """A native profile line's SH002 or SH101 (`problems[before:]`) at or past a full-width `＃` or `／／` after a blank
    in `source.text[start:end]` (`エルフ 質3+ 戦闘2 ／／予備`): its message says that only an ASCII mark starts a comment,
    as the user may have meant one (before, nothing hinted at the mark)."""
    mark = FULL_WIDTH_MARK.search(source.text, start, end)
    if mark is None:
        return
    for index in range(before, len(problems)):
        said = problems[index]
        if said.code in ("SH001", "SH002", "SH101") and said.span.end > mark.start():
            problems[index] = attrs.evolve(said, message=message("full_width_mark", said=said.message, mark=mark.group()))


#: A full-width mark in a warband's name that a user may have meant as a comment: `／／` after a blank, `＃` after a blank
#: and before one (`＃ 緑の手`, `緑の手 ＃ 春`; `チーム ＃2` is a name's number, as a profile's `エルフ ＃２` is)
_NAME_MARK = re.compile(r"(?:^|(?<=\s))(?:／／|＃(?=\s|$))")


def say_name_mark(source: SourceFile, start: int, end: int, name: str, problems: list[Diagnostic]) -> None:
    """A native warband's name (`source.text[start:end]`) holding a full-width mark a user may have meant as a comment
    (`＃ 緑の手`, `ポイント：300 ／／ 予定`): the name is as written, and SH020 (a warning at the mark) says that only an ASCII
    `#` or `//` (or `※`) starts a comment (before, nothing was said: the line named the warband, a limit on it lost)."""
    mark = _NAME_MARK.search(source.text[start:end])
    if mark is not None:
        at = start + mark.start()
        problems.append(Diagnostic("SH020", _WARNING, message("name_full_width_mark", name=name, mark=mark.group()),
                                   source.span(at, at + len(mark.group()))))


def not_a_profile(raw: str, markdown: bool, written: str) -> str:
    """SH001's message: when the line's comment holds what a profile has (`Wolf #2 Q4+ C2 Animal`, `狼 ※2 質4+`), that
    its mark starts a comment there and how to write the character (a backslash before it)."""
    mark = cut_mark(raw, markdown, written)
    return message("not_a_profile") if mark is None else message("not_a_profile_comment", mark=mark)


def cut_mark(raw: str, markdown: bool, written: str) -> str | None:
    """The mark of a native line's comment (`raw` folded, `written` as written) that holds a profile's Quality or Combat
    (`#` of `Wolf #2 Q4+ C2`), or None."""
    comment = None if markdown else comment_of(raw, written)
    return comment[0] if comment is not None and PROFILE_LIKE.search(comment[1]) else None


def say_inexact(source: SourceFile, at: int, stop: int, problems: list[Diagnostic]) -> None:
    """SH018 at a limit's or a total's number written with a decimal point or an exponent (`source.text[at:stop]`,
    `300.0`), in front matter or in a line of the roster: not read, the whole number it writes given as the fix."""
    written = source.text[at:stop]
    whole = _whole(fold_width(written))
    problems.append(Diagnostic(
        "SH018", _WARNING, message("inexact_points", written=written), source.span(at, stop),
        suggestion=message("replace", guess=whole) if whole is not None else None))


def _whole(written: str) -> str | None:
    """The whole number a YAML number with a point or an exponent writes (`300.0`, `3e2`: `300`), or None (`300.5`, or
    one of more digits than a points limit has)."""
    try:
        value = float(written.replace("_", ""))
    except ValueError:   # (`300._5`: YAML's digits, no number Python writes)
        return None
    return str(int(value)) if value.is_integer() and value < 10 ** 9 else None


def say_names(source: SourceFile, at: int, stop: int, names: tuple[str, str], kept: str,
              problems: list[Diagnostic]) -> None:
    """SH003 at `source.text[at:stop]` when one warband is given two names (`names`: the first given, then the one
    written there) that differ: both said and the one it takes, `kept`; the same name twice says nothing."""
    first, other = (name.strip() for name in names)
    if first != other:
        problems.append(Diagnostic("SH003", _WARNING, message("names_differ", name=first, other=other, kept=kept.strip()),
                                   source.span(at, stop)))


# (a key-like word at a line's start before its colon, folded: a word or two of letters, `Warbnd`, `Band Nmae`, `ポイソト`;
# anchored, so a long line is scanned once)
_KEY = re.compile(r"(?P<key>[^\W\d_]+(?:[ \t][^\W\d_]+)?)[ \t]*:")


def near_key(line: str, name: bool = True) -> tuple[int, int, str] | None:
    """A key-like word before a colon starting `line` (folded) that is no key of a warband's name or points limit but
    one slip from one (a letter added, lost or changed, or two swapped: `Warbnd`: `Warband`, `Poinst`: `Point`,
    `ウォバンド`: `ウォーバンド`) whose value fits it: its start, end and the key, or None. A points key is guessed only
    when the line with it would be a limit's (`Poinst: 300`, not `Paints: green and brown`), a warband's name key only
    where a warband's name can stand (`name`; not on a note line under a named warband, `Hand: magnetised arms`). Keys
    of four characters or more only, so that a short word (`Band`, `Pt`) guesses nothing."""
    found = _KEY.match(line)
    if found is None or len(found.group("key")) < 4:
        return None
    written = found.group("key").casefold()
    keys = {key.casefold(): key for key in (*words("warband"), *words("points")) if len(key) >= 4}
    if written in keys:
        return None
    points = {key.casefold() for key in words("points")}
    fits = []
    for folded, key in keys.items():
        if osa_distance(written, folded, 1) != 1:   # (a letter added, lost, changed, or two swapped)
            continue
        fixed = line[:found.start("key")] + key + line[found.end("key"):]
        if folded in points:
            if LIMIT_LINE.fullmatch(fixed) is not None or inexact_number(fixed) is not None:
                fits.append(folded)
        elif name and WARBAND_LINE.fullmatch(fixed) is not None:
            fits.append(folded)
    # (of two keys a slip away, `Poinst`: `Point` or `Points`, the closer by difflib's ratio, as before)
    guess = difflib.get_close_matches(written, fits, n=1, cutoff=0)
    return (found.start("key"), found.end("key"), keys[guess[0]]) if guess else None


def say_near_key(source: SourceFile, at: int, near: tuple[int, int, str], problems: list[Diagnostic]) -> None:
    """SH021 at a line's key near a roster's own (`near`, from `at` in the file): the line read as it is, said."""
    written = source.text[at + near[0]:at + near[1]]
    problems.append(Diagnostic("SH021", _WARNING, message("near_key", key=written, guess=near[2]),
                               source.span(at + near[0], at + near[1]), suggestion=message("replace", guess=near[2])))
