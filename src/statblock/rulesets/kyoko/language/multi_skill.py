"""A check written with two skills or more, kept as text and said (KY029).

Seed 004 writes a check with one skill (「難易度4の〈意志〉判定」) and, once, the skills that may be combined with it in
parentheses after it (「難易度3の〈操作〉判定（〈治療〉〈学問：医学〉を組み合わせ可能）」), without saying what combining
does; it never writes a check of two skills side by side. `難易度4の〈意志〉〈頑健〉判定` (`〈意志〉・〈頑健〉`,
`〈意志〉か〈頑健〉`, `<Will> or <Toughness> check`, `〈治療〉〈学問：医学〉判定（難易度3）`) may mean either skill, the
better one, or both checks: the seed does not say. It was read as a check of its first skill (of its last, when the
difficulty came after), with no word: now the check is kept as text (its skills still read as skills) and said.
"""

from __future__ import annotations

import re

import attrs

from ....diagnostics import Severity
from ..catalog import message
from ..model import Check, Term, Text
from .line import Line

__all__ = ["read_combinable", "unread_multi_skill_checks"]

# what players write between two skills of one check (nothing too: `〈意志〉〈頑健〉`)
# (a line break too, of a sentence broken between its skills: `難易度4の〈意志〉` / `・〈頑健〉判定`)
_BETWEEN = re.compile(r"[ \t\u3000\r\n]*+(?:[・、，,/／+＋&＆]|と|か|や|又は|または|もしくは|あるいは|及び|および|\bor\b|\band\b)?"
                      r"[ \t\u3000\r\n]*+", re.IGNORECASE)
# the check's word after its last skill (`判定`, `の判定`, ` check`)
_CHECK_WORD = re.compile(r"[ \t\u3000]*(?:[ので][ \t\u3000]*)?判定|[ \t]+check\b", re.IGNORECASE)
_SKILL = re.compile(r"[〈<＜][^〉>＞\n]*[〉>＞]")


def unread_multi_skill_checks(effects: list, line: Line) -> list:
    """`effects` with each check of several skills kept as text (its skill a skill term), each said (KY029)."""
    out: list = []
    for index, effect in enumerate(effects):
        if isinstance(effect, Check):
            ahead, behind = _skills_ahead(effects, index), _skills_behind(effects, index)
            if ahead is not None or behind is not None:
                first = effects[index if behind is None else behind]
                last = effects[index if ahead is None else ahead]
                end = last.span.end - line.offset
                if ahead is not None:   # (and the check's word after its last skill)
                    end += _CHECK_WORD.match(effects[ahead + 1].text).end()
                _report(first.span.start - line.offset, end, line)
                out.extend(_as_text(effect, line))
                continue
        out.append(effect)
    return out


def _skills_ahead(effects: list, index: int) -> int | None:
    """`難易度4の〈意志〉〈頑健〉判定`: a check with no word of its own after its skill, then more skills and the word:
    the index of its last skill."""
    if not effects[index].text.rstrip().endswith(("〉", ">", "＞")):
        return None
    at, last = index + 1, None
    while at < len(effects):
        effect = effects[at]
        if isinstance(effect, Term) and effect.category == "skills":
            last = at
        elif not (isinstance(effect, Text) and _BETWEEN.fullmatch(effect.text)):
            found = isinstance(effect, Text) and _CHECK_WORD.match(effect.text) is not None
            return last if found else None
        at += 1
    return None


def _skills_behind(effects: list, index: int) -> int | None:
    """`〈治療〉〈学問：医学〉判定（難易度3）`: skills right before a check that starts with its skill: the index of the
    first."""
    if not effects[index].text.lstrip().startswith(("〈", "<", "＜")):
        return None
    at, first = index - 1, None
    while at >= 0:
        effect = effects[at]
        if isinstance(effect, Term) and effect.category == "skills":
            first = at
        elif not (isinstance(effect, Text) and _BETWEEN.fullmatch(effect.text)):
            break
        at -= 1
    return first


def _report(start: int, end: int, line: Line) -> None:
    written = line.quote(start, end)
    line.report("KY029", Severity.WARNING, message("check_skills", written=written), start, end,
                suggestion=message("check_skills_help"))


def _as_text(check: Check, line: Line) -> list:
    """The check as text around its skill, a skill term."""
    start = check.span.start - line.offset
    found = _SKILL.search(check.text)
    pieces = []
    if found.start():
        pieces.append(Text(check.text[:found.start()], line.span(start, start + found.start())))
    pieces.append(Term("skills", check.skill, found.group(), line.span(start + found.start(), start + found.end())))
    if found.end() < len(check.text):
        pieces.append(Text(check.text[found.end():], line.span(start + found.end(), start + len(check.text))))
    return pieces


# the parentheses after a check that name the skills combinable with it, and the words that say so
_FIELD = re.compile(r"[:：]([^〉>＞]+)[〉>＞]")
_OPEN = re.compile(r"[ \t]*[(（][ \t]*")
_COMBINABLE = re.compile(r"[ \t]*(?:を[ \t]*)?組み合わせ(?:可能|られる|できる|てもよい)|[ \t]+may[ \t]+be[ \t]+combined\b",
                         re.IGNORECASE)


def read_combinable(effects: list) -> list:
    """`effects` with each check that seed 004's parentheses follow (「難易度3の〈操作〉判定（〈治療〉〈学問：医学〉を組み合わせ
    可能）」, `<Handling> check (<Medicine> may be combined)`) holding the skills they name as `combinable`; the skills stay
    skill terms, the text as written."""
    out = list(effects)
    for index, effect in enumerate(effects):
        if not isinstance(effect, Check) or index + 1 >= len(effects):
            continue
        opening = effects[index + 1]
        if not (isinstance(opening, Text) and _OPEN.fullmatch(opening.text)):
            continue
        at, skills = index + 2, []
        while at < len(effects):
            piece = effects[at]
            if isinstance(piece, Term) and piece.category == "skills":
                field = _FIELD.search(piece.text)   # (`〈学問：医学〉`'s 医学, as a check's own field)
                skills.append((piece.id, field.group(1).strip() if field else None))
            elif not (isinstance(piece, Text) and _BETWEEN.fullmatch(piece.text)):
                break
            at += 1
        if skills and at < len(effects) and isinstance(effects[at], Text) and _COMBINABLE.match(effects[at].text):
            out[index] = attrs.evolve(effect, combinable=tuple(skills))
    return out

