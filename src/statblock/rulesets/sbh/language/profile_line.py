"""Reading one profile line of a warband (`Orc Archer Q4+ C3 Shooter (Long) = 56 pts`, `2x Elf Q3+ C2`,
`エルフ 2体 Q3+ C2`) into a `Profile`, with exact positions: its grammar is `warband.lark` (`parser.py`);
here the points note is cut off the end and checked (SH112), a count is found where rosters write it
(`2x`, `x2`, `(x3)`, `2体`, `×3`, at the end of the line), the rules named are resolved, and a parse error
says what was expected.
"""

from __future__ import annotations

import re

from lark import Token, Tree

from ....diagnostics import Diagnostic, Severity, SourceFile, Span
from ..catalog import amount, message
from ..model import Profile, RuleUse
from ..points import profile_points
from ..vocabulary import rule, word_pattern
from .lines import NO_RULES, POINTS_NOTE, fold_width
from .markdown import is_markdown, name_of
from .parser import UnexpectedInput, error_position, expected, parse_profile
from .rules import check_rules, resolve_rule

__all__ = ["MAX_COUNT", "count_of", "number_of", "read_profile", "shown_number"]

_ERROR, _WARNING = Severity.ERROR, Severity.WARNING


def _count_written() -> str:
    """A count as written: `2x`, `x2`, `2体`, and both marks at once, `×2体`, `x2体` (a multiplication sign
    before the number and a Japanese counter after it, as Japanese rosters write it)."""
    count = word_pattern("count")
    before = "|".join(w for w in count.split("|") if w.isascii() or not w.isalpha())  # `x`, `×`: not `体`
    counter = "|".join(w for w in count.split("|") if not (w.isascii() or not w.isalpha()))  # `体`, `人`…
    return rf"(?:(?:{before})[ \t]*\d+(?:[ \t]*(?:{counter}))?|\d+[ \t]*(?:{count}))"


def _name_patterns():
    written = _count_written()
    return (
        # a count written after the name, as rosters print it: `Axe Thrower x2`, `Orc (x3)`, `Orc(x3)`,
        # `エルフ 2体`, `エルフ2体`, `ゴブリン×3`, `ゴブリンx3` (Japanese writes no space), `Goblin×3` (a
        # multiplication sign is never part of a word)
        # (the first two start only where a run of spaces starts: linear on a long run)
        re.compile(rf"(?:(?<![ \t])[ \t]+(?P<count>\(?{written}\)?)"
                   rf"|(?<![ \t])[ \t]*(?P<paren>\({written}\))"
                   rf"|(?<=[^\x00-\x7f])(?<![\d×])(?P<ja>{written})"
                   rf"|(?P<times>×[ \t]*\d+))$", re.IGNORECASE),
        # a number alone before the name (`2 Ogres`): a count written without its `x`, or part of a name
        re.compile(r"(?P<number>\d+)[ \t]+\S"),
        # a separator left between the name and the Quality: `Elf Mage - Q3+ C2`, `Elf Mage: Q3+`, `エルフ、Q3+`, `オーク・質4+`,
        # `Elf | Q3+ | C2`, `Elf / Q3+`, `Elf ; Q3+`, `エルフ／質3+` (the separators a profile line takes between its stats)
        re.compile(r"(?<![ \t])[ \t]*[-–—:,、・/|;][ \t]*$"),
    )


_COUNT_AFTER, _BARE_NUMBER, _NAME_END = _name_patterns()


def _end_count_pattern():
    written = _count_written()
    # a count written at the end of a profile line, after its stats or its rules, as some rosters print it:
    # `Orc Q4+ C3 x3`, `Orc Q4+ C3 Animal, x3`, `Orc Q4+ C3 Animal (x3)`, `オーク Q4+ C3 動物3体`, `Orc Q4+ C3×3`.
    # Each alternative starts only where a run of spaces or separators starts (the lookbehinds), so a long
    # run is scanned once, not once from each of its characters: linear.
    return re.compile(
        rf"(?:(?<![ \t,;、])(?:[ \t]*[,;、][ \t]*|[ \t]+)(?P<count>{written}|\({written}\))"
        rf"|(?<![ \t(])(?P<paren>\({written}\))"
        rf"|(?<=[^\x00-\x7f)])(?<![\d×])(?P<ja>{written})"
        rf"|(?<![ \t×])(?P<times>×[ \t]*\d+))$", re.IGNORECASE)


_COUNT_END = _end_count_pattern()


def _bracketed_stats_pattern():
    quality = rf"(?:{word_pattern('quality')})(?:[ \t]*:)?[ \t]*\d+\+?"
    combat = rf"(?:{word_pattern('combat')})(?![^\W\d_])(?:[ \t]*:)?[ \t]*\d+"
    between = r"(?:[ \t]*[,/|;、・])?[ \t]*"
    # the stats in brackets after the name, as some rosters print them: `Elf Mage (Q3+, C2) Magic-User`,
    # `エルフの魔法使い（質3+／戦闘2）` (folded: `(質3+/戦闘2)`), `Orc [C3 Q4+]`; each match starts at a bracket and
    # holds none, and each optional `:` or separator takes the blanks before it (no run of blanks split two ways):
    # linear on any line
    # or each in its own brackets: `Elf Mage (Q3+) (C2)`, `エルフ（質3+）（戦闘2）`, `Orc [C3] [Q4+]`
    between = rf"(?:[ \t]*[)\]]{between}[(\[][ \t]*|{between})"
    return re.compile(rf"(?P<open>[(\[])[ \t]*(?:{quality}{between}{combat}|{combat}{between}{quality})[ \t]*"
                      rf"(?P<close>[)\]])", re.IGNORECASE)


_BRACKETED_STATS = _bracketed_stats_pattern()


def _stats_unbracketed(line: str) -> str:
    """`line` with the brackets around its stats blanked, one character for one (offsets unchanged), when
    they are written so (`Elf Mage (Q3+, C2) Magic-User` is read as `Elf Mage  Q3+, C2  Magic-User`)."""
    found = _BRACKETED_STATS.search(line)
    if found is None or found.start() == 0:
        return line
    stats = found.group()
    marks = [ch for ch in stats if ch in "()[]"]
    if any({"(": ")", "[": "]"}[a] != b for a, b in zip(marks[::2], marks[1::2])):
        return line
    return line[: found.start()] + stats.translate(_BRACKETS_BLANKED) + line[found.end():]


_BRACKETS_BLANKED = str.maketrans("()[]", "    ")
_COUNT_WORD = re.compile(rf"(?:^|(?<=[ \t(])){_count_written()}(?=$|[ \t)])", re.IGNORECASE)
_RULE_LEAD = re.compile(r"[-–—][ \t]+")


def _parse(line: str) -> tuple[Tree, re.Match | None, re.Match | None]:
    """The parse tree of a profile line, its points note if it ends with one, and its count if one is
    written after the stats or the rules (`Orc Q4+ C3 Animal x3`), before or after the note. A line read
    without its note the way it was read with it (its last rule's name, a number taken as the
    specification of a rule that needs one: `Hatred (3)`), or not read at all, is read whole; a count
    is never a rule (`x3` is none), so a line that reads without it is read so."""
    note = POINTS_NOTE.search(line)
    count = _COUNT_END.search(line)
    tries: list[tuple[re.Match | None, re.Match | None]] = []
    if note is not None and note.start() > 0:
        inner = _COUNT_END.search(line, 0, note.start())
        if inner is not None and inner.start() > 0:
            tries.append((note, inner))       # `Orc Q4+ C3 x3 = 69`
    if count is not None and count.start() > 0:
        inner = POINTS_NOTE.search(line, 0, count.start())
        if inner is not None and inner.start() > 0:
            tries.append((inner, count))      # `Orc Q4+ C3 (69) x3`
    if note is not None and note.start() > 0:
        tries.append((note, None))
    if count is not None and count.start() > 0:
        tries.append((None, count))
    for note_try, count_try in tries:
        end = min(m.start() for m in (note_try, count_try) if m is not None)
        try:
            tree = parse_profile(line[:end])
        except UnexpectedInput:
            continue
        if note_try is not None and note_try.group("par") and _last_rule_needs_spec(tree):
            continue
        return tree, note_try, count_try
    return parse_profile(line), None, None


def _no_rules(rules: Tree) -> bool:
    """Whether a profile's rules say it has none (`Orc Q4+ C3 None`, `特殊ルール：なし`, `Orc Q4+ C3 -`), as a table's
    rules cell may (before, SH101 on a line while the same word in a cell was read so)."""
    if len(rules.children) != 1 or len(rules.children[0].children) != 1:
        return False
    return NO_RULES.fullmatch(str(rules.children[0].children[0]).strip().rstrip(".。")) is not None


def _last_rule_needs_spec(tree: Tree) -> bool:
    rule_trees = [c for c in tree.children if isinstance(c, Tree) and c.data == "rules"]
    if not rule_trees:
        return False
    last = rule_trees[0].children[-1]
    found = rule(str(last.children[0]).strip())
    return len(last.children) == 1 and found is not None and found.needs_spec


def read_profile(line: str, offset: int, source: SourceFile, problems: list[Diagnostic]) -> Profile | None:
    first = len(problems)  # this profile's diagnostics are the ones after it (counting all of them is quadratic)
    try:
        try:
            tree, note, end_count = _parse(line)
        except UnexpectedInput:
            unbracketed = _stats_unbracketed(line)
            if unbracketed == line:
                raise
            # (before, SH002 at the name: the stats were not read in brackets)
            line = unbracketed
            tree, note, end_count = _parse(line)
    except UnexpectedInput as error:
        at = error_position(error, line)
        problems.append(Diagnostic("SH002", _ERROR, message("profile_unreadable", expected=_expected(
            error, source.text[offset: offset + len(line)], at)),
                                   source.span(offset + at, offset + min(len(line), _token_end(line, at)))))
        return None

    def span_of(first: Token, last: Token | None = None) -> Span:
        last = last or first
        return source.span(offset + first.start_pos, offset + last.start_pos + len(str(last).rstrip()))

    count, name_token, quality, combat, uses = 1, None, 2, 0, []
    count_span = None
    for child in tree.children:
        if isinstance(child, Token):  # NAME
            name_token = child
        elif child.data == "count":
            count = count_of(str(child.children[0]))
            count_span = span_of(child.children[0])
        elif child.data == "quality":
            quality = number_of(_number(child))
            if not 2 <= quality <= 6:
                problems.append(Diagnostic("SH102", _ERROR, message("quality_range", value=shown_number(_number(child))),
                                           span_of(child.children[0], child.children[-1])))
        elif child.data == "combat":
            combat = number_of(_number(child))
            if not 0 <= combat <= 6:
                problems.append(Diagnostic("SH103", _ERROR, message("combat_range", value=shown_number(_number(child))),
                                           span_of(child.children[0], child.children[-1])))
        elif child.data == "rules" and not _no_rules(child):
            for item in child.children:
                uses.append(_rule(item, span_of, problems))
    name_span = span_of(name_token)
    # (the name as the line has it: in Markdown, its emphasis marks blanked, `**Dwarf Lord** — Q3+`, `**Orc x2**`)
    written = line[name_token.start_pos: name_token.start_pos + (name_span.end - name_span.start)]
    name_span, count, count_span = _name_and_count(name_span, count, count_span, source, problems, written)
    if end_count is not None:
        count, count_span = _end_count(end_count, offset, source, count, count_span, problems)
    _count_in_name(name_span, count_span, source, problems)
    if count == 0 and count_span is not None:
        problems.append(Diagnostic("SH005", _ERROR, message("zero_count"), count_span))
    elif count > MAX_COUNT and count_span is not None:
        problems.append(Diagnostic("SH007", _ERROR, message("huge_count", most=MAX_COUNT), count_span))
        count = MAX_COUNT
    uses = check_rules(uses, problems)
    rule_points = sum(use.points for use in uses if use.counted)
    # out-of-range values (diagnosed above) are counted at the nearest bound
    points = profile_points(min(6, max(2, quality)), min(6, max(0, combat)), rule_points)
    if note is not None and not any(d.severity is _ERROR for d in problems[first:]):
        _check_note(note, offset, source, count, points, problems)  # (a profile in error has no sure points)
    # (`Elf \#1`: `Elf #1`, as a note's mark; in Markdown, as Markdown shows it)
    name = name_of(source.text, is_markdown(source.path), name_span.start, name_span.end)
    return Profile(name, count, quality, combat, tuple(uses), points, source.span(offset, offset + len(line)),
                   name_span)


#: The most models one profile line may count; a count past it is SH007 (a warband is a handful).
MAX_COUNT = 999


def count_of(written: str) -> int:
    """The number in a written count (`2x`, `(x3)`, `2体`); MAX_COUNT + 1 for any longer one, which is
    reported, never made into a number of thousands of digits."""
    digits = re.sub(r"\D", "", written)
    return int(digits) if len(digits) <= len(str(MAX_COUNT)) else MAX_COUNT + 1


def _name_and_count(span: Span, count: int, count_span: Span | None, source: SourceFile,
                    problems: list[Diagnostic], written: str | None = None) -> tuple[Span, int, Span | None]:
    """The name's span without a separator left before the Quality (`Elf Mage -`), and the count: one
    written after the name (`Axe Thrower x2`) when none is written before it. A number alone before the
    name (`2 Ogres`) stays in the name, with a warning (SH006) saying how a count is written. `written`: the name as
    the line read has it, character for character (a Markdown line's emphasis marks blanked), else the file's."""
    text = fold_width(span.text if written is None or len(written) != len(span.text) else written)
    end = _NAME_END.search(text)
    if end is not None and end.start() > 0:
        text = text[: end.start()]
    after = _COUNT_AFTER.search(text)
    if after is not None and count_span is None and after.start() > 0:
        group = next(g for g in ("count", "paren", "ja", "times") if after.group(g))
        count = count_of(after.group(group))
        count_span = source.span(span.start + after.start(group), span.start + after.end())
        text = text[: after.start()]
    elif count_span is None:
        bare = _BARE_NUMBER.match(text)
        if bare is not None:
            at = span.start + bare.start("number")
            number = bare.group("number")
            models = amount(number, "model")  # (the digits as written: they may be too many for an int)
            problems.append(Diagnostic("SH006", _WARNING, message("bare_count", number=number, models=models),
                                       source.span(at, span.start + bare.end("number")),
                                       suggestion=message("bare_count_fix", number=bare.group("number"))))
    return source.span(span.start, span.start + len(text.rstrip())), count, count_span


def _count_in_name(span: Span, count_span: Span | None, source: SourceFile, problems: list[Diagnostic]) -> None:
    """SH011 for a count written inside the name `span`, with words before it (`Veteran 2x Orc`, `大量 1000x Orc`):
    one at the name's start is the grammar's count and one at its end is read as the count (`_COUNT_AFTER`);
    one between words is left in the name and said: the profile is one model, or as many as the count written
    elsewhere on the line says (`3x Veteran 2x Orc`, `Veteran 2x Orc Q4+ C3 x3`: 3, was said to be one, or not said)."""
    text = fold_width(span.text)
    inside = _COUNT_WORD.search(text)
    if inside is None or inside.start() == 0 or inside.end() >= len(text.rstrip()):
        return  # (at the name's end beside a count before it, `2x Squad x2`: a name may end so)
    name = " ".join((text[: inside.start()] + text[inside.end():]).split())
    said = message("count_in_name", count=inside.group(), name=name) if count_span is None else \
        message("count_in_name_counted", count=inside.group(), counted=count_span.text)
    problems.append(Diagnostic("SH011", _WARNING, said, source.span(span.start + inside.start(),
                                                                    span.start + inside.end())))


def _end_count(found: re.Match, offset: int, source: SourceFile, count: int, count_span: Span | None,
               problems: list[Diagnostic]) -> tuple[int, Span | None]:
    """The count written at the end of the line (`Orc Q4+ C3 x3`): the profile's count when no other is
    written; with another (`2x Orc Q4+ C3 x3`) the first is kept and the second diagnosed (SH008): a
    warning when they agree, an error when they do not, never a count chosen in silence."""
    group = next(g for g in ("count", "paren", "ja", "times") if found.group(g))
    number = count_of(found.group(group))
    span = source.span(offset + found.start(group), offset + found.end(group))
    if count_span is None:
        return number, span
    if number == count:
        problems.append(Diagnostic("SH008", _WARNING, message("count_twice_same", first=count_span.text,
                                                              second=span.text), span,
                                   suggestion=message("drop_count", count=span.text)))
    else:
        problems.append(Diagnostic("SH008", _ERROR, message("count_twice", first=count_span.text, second=span.text,
                                                            models=amount(count, "model")), span))
    return count, count_span


def _check_note(note: re.Match, offset: int, source: SourceFile, count: int, points: int,
                problems: list[Diagnostic]) -> None:
    """SH112: a points note that is neither the profile's points nor (for several models) its total."""
    kind = next(k for k in ("eq", "par", "word") if note.group(k))
    text = note.group(kind)
    digits = re.search(r"\d+", text)
    written = number_of(digits.group())
    if written == points or (count > 1 and written == points * count):
        return
    span = source.span(offset + note.start(kind), offset + note.end(kind))
    # (the note as written around its number, one character for one: `（18点）` is fixed as `（26点）`, not `(26点)`)
    fixed = span.text[: digits.start()] + str(points) + span.text[digits.end():]
    if count > 1:
        said = message("points_note_count", written=shown_number(digits.group()), points=amount(points, "point"),
                       count=count, total=points * count)
    else:
        said = message("points_note", written=shown_number(digits.group()), points=amount(points, "point"))
    problems.append(Diagnostic("SH112", _WARNING, said, span, suggestion=message("replace", guess=fixed)))


def _number(tree: Tree) -> str:
    return next(str(t) for t in tree.children if isinstance(t, Token) and t.type == "NUMBER")


#: The most digits of a Quality, a Combat or a points note made into a number: a longer one is past every
#: range whatever it is (and Python refuses to make an int of more than 4,300 digits).
_MOST_DIGITS = 9


def number_of(digits: str) -> int:
    """The number `digits` writes; 10 ** _MOST_DIGITS, past every range, for one of more digits than that."""
    digits = digits.lstrip("0") or "0"
    return int(digits) if len(digits) <= _MOST_DIGITS else 10 ** _MOST_DIGITS


def shown_number(digits: str) -> str:
    """A number as a message shows it: as its value is, cut short past twenty digits."""
    digits = digits.lstrip("0") or "0"
    return digits if len(digits) <= 20 else digits[:20] + "…"


def _rule(item: Tree, span_of, problems: list[Diagnostic]) -> RuleUse:
    name_token = item.children[0]
    spec = None
    last = name_token
    markdown = is_markdown(span_of(name_token).source.path)
    if len(item.children) > 1:
        parts = item.children[1].children
        spec_tokens = [t for t in parts if t.type in ("SPEC", "BRACKET_SPEC")]
        # (its comment marks' escapes undone, as a name's: `Hatred (elves \#1)`; in Markdown, as Markdown shows it)
        spec = name_of(str(spec_tokens[0]).strip(), markdown) if spec_tokens else ""
        last = parts[-1]
    span = span_of(name_token, last)
    name_span = span_of(name_token)
    name = name_span.text
    stop = len(name.rstrip(".。"))
    if 0 < stop < len(name) and len(item.children) == 1:
        # `Stealth.`: the full stop of a sentence ending the rules, no part of a rule's name (none ends with one)
        name = name[:stop].rstrip()
        span = name_span = span.source.span(name_span.start, name_span.start + len(name))
    lead = _RULE_LEAD.match(name)  # `C2 - Magic-User`: a dash set between the Combat and the rules
    if lead is not None and lead.end() < len(name):
        name = name[lead.end():]
        span = span.source.span(name_span.start + lead.end(), span.end)
    if _COUNT_WORD.search(name) is not None and rule(name) is None:
        # `Orc Q4+ C3 x3, Animal`: a count among the rules (one at the line's end is read as the count)
        problems.append(Diagnostic("SH101", _ERROR, message("count_in_rules", word=name), span))
        return RuleUse(None, name, spec, span, counted=False)
    # (its comment marks' escapes undone, as a name's: `Forester \// spare`, as the JSON writes a rule so named)
    return resolve_rule(name_of(name, markdown), spec, span, problems)


def _token_end(line: str, at: int) -> int:
    """The end of the word at `at` (for the caret's width)."""
    found = re.compile(r"[^\s,;、()]+").match(line, at)
    return found.end() if found else at + 1  # (clamped to the line by the caller: none past its end)


_EXPECT = (("NAME", "expect_quality"), ("QUALITY", "expect_quality"), ("COMBAT", "expect_combat"),
           ("RPAR", "expect_close"), ("RBRACKET", "expect_close"), ("NUMBER", "expect_number"), ("_RULESEP", "expect_rules"))


# the bracket that closes each a specification may open with (`warband.lark`'s LPAR and LBRACKET), as written (the
# line read is folded: `（` is `(`)
_CLOSING = {"(": ")", "[": "]", "【": "】", "{": "}", "（": "）", "［": "］", "｛": "｝"}


def _expected(error: UnexpectedInput, written: str, at: int):
    """What the profile line `written` (as in the file) was expected to hold at `at`."""
    wanted = expected(error)
    for terminal, key in _EXPECT:
        if terminal in wanted:
            if key == "expect_close":   # the bracket the specification opened with (`Shooter {Long` asked for `)`)
                opened = max(written.rfind(mark, 0, at + 1) for mark in _CLOSING)
                return message(key, close=_CLOSING[written[opened]] if opened >= 0 else ")")
            return message(key)
    return message("expect_rules")
