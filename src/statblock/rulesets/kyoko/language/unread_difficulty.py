"""A difficulty written with a number the reader does not read as a check's, kept as text (as before) and now said.

The reader reads a check as seed 004 writes it, `難易度4の〈意志〉判定` (and `〈意志〉判定（難易度4）`, `Difficulty 4 <Will>
check`). Players write a difficulty in other ways, and each was text with no word, the check lost:

- KY030, a range of difficulty: `難易度3～5の〈操作〉判定` (`3〜5`, `3-5`, `3から5`, `Difficulty 3-5 <Handling> check`). A
  check has one difficulty; the seed gives one by case when it depends on the situation (「難易度（簡単な拘束：3／厳重な拘束：
  5）の〈頑健〉判定」, a check of cases), never a range, so which applies is not known;
- KY031, any other difficulty with a number or an ability that is no check's: with no skill (`難易度4の判定`), apart from
  its check (`〈運動〉判定、難易度4`, `難易度は4`), with an ability, a sum or kanji for its number (`難易度【感覚】の〈意志〉判定`,
  `難易度5+1の〈意志〉判定`, `難易度四の〈意志〉判定`), or a number alone in parentheses after a check (`〈意志〉判定（4）`,
  `<Will> check (4)`: its difficulty or its dice, which is not known).

A difficulty without a number is no check and says nothing (`「難易度表」を参考にして`, `難易度を+1する`, the seed's words).
"""

from __future__ import annotations

import re

from ....diagnostics import Severity
from ....messages import Localized
from ..catalog import message
from ..vocabulary import lookup
from .line import Line, TextPieces

__all__ = ["warn_unread_difficulty"]

_TO = r"[ \t]*(?:[~〜\-]|から|to\b)[ \t]*"
# (on the folded line: 〈 for < and ＜, digits plain)
_SKILL_AFTER = r"(?:[ \t]*(?:での|で|の)?[ \t]*〈[^〉\n]{0,40}〉(?:[ \t]*(?:で[ \t]*)?判定|[ \t]+check\b)?)?"
_RANGE = re.compile(r"(?:難易度|\bdifficulty)[ \t]*(?::[ \t]*)?\d{1,9}" + _TO + r"\d{1,9}(?!\d)" + _SKILL_AFTER,
                    re.IGNORECASE)
# (not a change to a difficulty nor a bound: `難易度が2上昇する`, `難易度4以上の判定に成功した場合`)
_NUMBERED = re.compile(r"(?:難易度|\bdifficulty)[ \t]*(?:(?::|は|が|=|is\b)[ \t]*)?(?:\d{1,9}(?!\d)|【[^】\n]{0,20}】|[〇一二三四五六七八九十]{1,3})"
                       r"(?:[ \t]*[+\-][ \t]*\d{1,9})?(?![ \t]*(?:以|上|下|増|減|低|高|未満|超|点|or\b|\+|-))"
                       + _SKILL_AFTER, re.IGNORECASE)
# a check with a number alone in parentheses after it (`〈意志〉判定（4）`, `〈意志〉で判定（４）`, `<Will> check (4)`): the
# reader reads `〈意志〉判定（難易度4）`; a number alone may be its difficulty or its dice (a check rolls a skill's dice), so
# which is not known (before, the skill read and the rest text with no word); over a line break only when what follows the
# parenthesis goes on with the check's sentence (a particle, its end: `〈意志〉判定` / `（4）を行なう。`), not when it opens a
# numbered item of its own (`…〈知覚〉判定` / `（1）成功：…`)
_BARE_PAREN = re.compile(r"〈(?P<skill>[^〈〉\n]{1,40})〉(?P<check>[ \t]*(?:で[ \t]*)?判定|[ \t]+check\b)"
                         r"[ \t]*\n?[ \t]*(?P<paren>\()[ \t]*(?P<n>\d{1,9})[ \t]*\)", re.IGNORECASE)
# (what goes on with the check's sentence after the parenthesis: a particle, a joining word or its end)
_GOES_ON = re.compile(r"[ \t]*(?:[をでにのはがとも、。.,;\n]|(?:to|and|with|for|at)\b|$)", re.IGNORECASE)
# a name in a power's marks after it is KY028's (`難易度4の《意志》判定`)
_MARKED_AFTER = re.compile(r"[ \t]*(?:での|で|の)?[ \t]*[《≪]")


def warn_unread_difficulty(effects: list, line: Line) -> None:
    """KY030 for each range of difficulty, KY031 for each other numbered difficulty, in the text pieces of `effects`."""
    in_text = TextPieces(effects, line).holds

    ranges: list[int] = []
    for found in _RANGE.finditer(line.folded):
        if in_text(found.start()):
            ranges.append(found.start())
            written = line.quote(*found.span())
            line.report("KY030", Severity.WARNING, message("difficulty_range_unread", written=written),
                        *found.span(), suggestion=message("difficulty_range_help"))
    for found in _BARE_PAREN.finditer(line.folded):
        if in_text(found.end("check") - 1) and (   # (`判定` or `check` left as text: no check read there)
                "\n" not in line.span(found.end("check"), found.start("paren")).text
                or _GOES_ON.match(line.folded, found.end())):
            english = found.group("check").strip().lower() == "check"
            n = found.group("n").lstrip("0") or "0"
            skill = found.group("skill").strip()
            known = lookup("skills", skill)
            japanese = f"〈{known.ja[0] if known is not None and known.ja else skill}〉判定（難易度{n}）"
            # (in Japanese, the game's words, whatever the card's language: a Japanese message has no English word)
            fixed = Localized({"en": f"<{skill}> check (difficulty {n})" if english else japanese, "ja": japanese})
            line.report("KY031", Severity.WARNING, message("difficulty_bare_paren", written=line.quote(*found.span()),
                                                           n=n), *found.span(),
                        suggestion=message("difficulty_bare_paren_help", n=n, fixed=fixed))
    for found in _NUMBERED.finditer(line.folded):
        if found.start() in ranges or not in_text(found.start()) or _MARKED_AFTER.match(line.folded, found.end()):
            continue
        written = line.quote(*found.span())
        line.report("KY031", Severity.WARNING, message("difficulty_unread", written=written), *found.span(),
                    suggestion=message("difficulty_unread_help"))
