"""A ［状態］ written in brackets other than ［］, kept as written and said, with the ［］ to write.

Seed 004 writes every ［状態］ in ［］ (「これらはすべて［状態］として表現される」), and the reader takes 〔〕 and [] as the same.
Players type a condition in the other marks near at hand, and each was lost in silence or told a wrong thing:

- in an ability's 【】 or a skill's 〈〉 (`【散漫】を与える`, `〈気絶〉`): an unknown ability or skill (KY021, KY022, errors),
  the message listing abilities; now the same error says it is the condition and to write `［散漫］` (`condition_in`);
- in a fiction power's 《》 (≪≫), in （）, or quoted in 『』, 「」, “” (`《気絶》を与える`, `（萎縮）を与える`, `「《委縮》」を与える`, `『散漫』を解除する`): text with no word, the
  condition lost; now KY032 (a warning) when it reads as one: with its n or target (`《崩壊3》`, `『憎悪／使用者』`), or given,
  taken or lifted (`を与える`, `を受ける`, `を得る`, `を解除`). A name alone in 《》 may be a power's (`《飛行》を使用する`) and
  says nothing;
- with no brackets at all, given, taken or gained (`崩壊3を与える`, `気絶を受ける`, `憎悪／使用者を与える`): text with no word;
  now KY032 too. Not within a longer word (`自己再生を得る`), nor named otherwise (`気絶させる`, `集中する`).
"""

from __future__ import annotations

import functools
import re

from ....diagnostics import Severity
from ..catalog import message
from ..vocabulary import category, condition, conditions, variant
from .line import Line, TextPieces

__all__ = ["as_condition", "warn_condition_marks"]

_BLANKS = " \t　"
# a condition's words: its name, its n, its target after ／ (`崩壊3`, `憎悪／使用者`, `Decay 3`); the name with the
# blanks around it (stripped after), each run of blanks taken whole: a lazy name before three optional runs of blanks
# was cubic in a run's length (`〈a` + 600 blanks + `x〉` took minutes to check)
_WORDS = re.compile(r"(?P<name>[^\d/／\n]++)(?P<n>\d{1,3})?+[ \t　]*+(?:[/／][ \t　]*+(?P<target>[^\n]{1,20}?)[ \t　]*+)?")
# (in （） too, folded to `()`: `対象に（萎縮）を与える`; before, text with no word)
_MARKS = re.compile(r"(?P<open>[《≪『「“(])(?P<inner>[^《》≪≫『』「」“”()\n]{1,24})(?P<close>[》≫』」”)])")
_PAIRS = {"《": "》", "≪": "≫", "『": "』", "「": "」", "“": "”", "(": ")"}
# given, taken or lifted right after it, the close of other marks it is in between (`「《委縮》」を与える`: before, the 」 hid
# the verb, and nothing was said)
# in English the verb stands before it (`Gain 《Focused》`, `inflict “Shaken” on`: before, nothing was said, while
# `《委縮》を得る` was KY032); a bounded look back
_GIVEN_BEFORE = re.compile(r"\b(?:gain|gains|give|gives|inflict|inflicts|suffer|suffers|remove|removes|take|takes)"
                           r"[ \t]++(?:the[ \t]++)?$", re.IGNORECASE)
_GIVEN = re.compile(r"[ \t]*(?:[》≫』」”)][ \t]*){0,2}(?:を|が|は)?[ \t]*(?:与え|受け|得|解除|付与|gain|give|suffer|remove)",
                    re.IGNORECASE)


def as_condition(folded: str) -> str | None:
    """`［散漫］` (its n or target as written) when `folded`, the words in some brackets, name a ［状態］; else None. An
    English name is given in English, in plain brackets (`Focus`, `Focused`: `[Focused]`; before, `［集中］` and
    `［Focused］`, the two languages mixed and one name told otherwise than the other)."""
    found = _WORDS.fullmatch(folded)
    name = "" if found is None else found.group("name").strip(_BLANKS)
    if not name or _named(name) is None:
        return None
    n, target = found.group("n"), found.group("target")
    if name.isascii():
        info = condition(name) or variant(name)
        return f"[{info.label('en')}{' ' + n if n else ''}{'/' + target.strip() if target else ''}]"
    return f"［{_named(name)}{n or ''}{'／' + target.strip() if target else ''}］"


def _named(name: str) -> str | None:
    """The ［状態］'s word `name` writes, in the rulebook's spelling (another spelling of its word, `委縮`, is `萎縮`, as
    in ［］: KY039), or None."""
    if condition(name) is not None:
        return name.strip()
    info = variant(name)
    return None if info is None else info.label("ja")


@functools.cache
def _bare() -> re.Pattern:
    """A ［状態］'s Japanese name without brackets, its n or target after it, given, taken or gained right after
    (`崩壊3を与える`, `気絶を受ける`, `憎悪/使用者を与える`); not inside a longer word (`自己再生を得る`)."""
    # (another spelling of its word too, `委縮を与える`: before, it said nothing, as `萎縮を与える` did)
    spellings = [n for info in conditions().values() for n in info.ja]
    spellings += [n for term in category("condition_variants").terms.values() for n in term.ja]
    names = "|".join(sorted((re.escape(n) for n in spellings), key=len, reverse=True))
    return re.compile(rf"(?<![\u4e00-\u9fff\u30a0-\u30ffA-Za-z0-9\[［〔《『「“【〈/])(?:{names})(?:[ \t]*\d{{1,3}})?"
                      r"(?:[ \t]*/[ \t]*[^\s/、。,.をがに]{1,12})?(?=[ \t]*[をが][ \t]*(?:与え|受け|得|付与))")


def warn_condition_marks(effects: list, line: Line) -> None:
    """KY032 for each ［状態］ in 《》, 『』, 「」 or “”, or with no brackets and given, in the text pieces of `effects`."""
    in_text = TextPieces(effects, line).holds
    for found in _bare().finditer(line.folded):
        if in_text(*found.span()):
            written = line.quote(*found.span())
            fixed = "［" + _rulebook(written.strip()) + "］"
            line.report("KY032", Severity.WARNING, message("condition_bare", written=written, fixed=fixed),
                        *found.span(), suggestion=message("replace", guess=fixed))
    for found in _MARKS.finditer(line.folded):
        if _PAIRS[found.group("open")] != found.group("close"):
            continue
        if not in_text(*found.span()):
            continue
        words = _WORDS.fullmatch(found.group("inner"))
        fixed = as_condition(found.group("inner"))
        if fixed is None or not (words.group("n") or words.group("target") or _GIVEN.match(line.folded, found.end())
                                 or _GIVEN_BEFORE.search(line.folded, max(0, found.start() - 16), found.start())):
            continue
        written = line.quote(*found.span())
        if not fixed.startswith("["):   # (as written: `《崩壊３》` is `［崩壊３］`; an English name in English)
            fixed = "［" + _rulebook(written[1:-1].strip()) + "］"
        line.report("KY032", Severity.WARNING, message("condition_marks", written=written, fixed=fixed),
                    *found.span(), suggestion=message("replace", guess=fixed))


def _rulebook(written: str) -> str:
    """The words of a ［状態］ as written (`委縮`, `昂揚３`), its name in the rulebook's spelling (`萎縮`, `高揚３`)."""
    for term in category("condition_variants").terms.values():
        for spelling in term.ja:
            if written.startswith(spelling):
                return conditions()[term.extra["condition"]].label("ja") + written[len(spelling):]
    return written
