"""Ruby and markup where a card prints words as written (KY046, a warning): a Japanese player writes a reading over
kanji as web novels do (`｜焦熱《しょうねつ》の掌`) or as HTML does (`<ruby>焦熱<rt>しょうねつ</rt></ruby>`), and an author
copies `<b>…</b>` from a page into a card's name. Every card prints its name, target and effect as written, as text
(HTML cards escape it, no card prints ruby), so the marks would be printed around the words: said where they are, in
the name or the target (any tag) and in the effect (the web novels' ruby: an effect's HTML is KY042's already). Kept as
written, read as before (before, said nowhere: the name `｜焦熱《しょうねつ》の掌` printed as such)."""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity
from ..catalog import message
from .markup import ELEMENTS

__all__ = ["ruby_and_markup"]

# `｜親文字《ルビ》` (its start marked by `｜` or `|`): one pass, each run taken whole, no backtracking
# or, as web novels most often write it, with no bar: a run of kanji then its reading in kana (`焦熱《しょうねつ》`); a
# power named in 《》 (`《限界突破》`) is no reading of kana alone, so no ruby
_RUBY = re.compile(r"[｜|][^｜|《》\n]{1,50}+《[^《》\n]{1,50}+》|[\u3400-\u9fff\uf900-\ufaff々〆ヶ]{1,50}+《[ぁ-ゖァ-ヺー・]{1,50}+》")
# an HTML tag: `<ruby>`, `</rt>`, `<b>`, `<span class="x">`, `<br/>` (an element HTML has, then attributes with no `<`
# `>`); a skill in ASCII brackets (`<Will>`, `対象：<Will> Single`) is no tag
_TAG = re.compile(r"</?(?P<name>[A-Za-z][A-Za-z0-9-]*+)(?:[ \t]++[^<>\n]*+)?/?>")


def ruby_and_markup(cards) -> list[Diagnostic]:
    """KY046 for each ruby or tag in a card's name or target, and each web novels' ruby in its effect."""
    found = []
    for card in cards:
        for span, patterns in ((card.span, (_RUBY, _TAG)), (card.target_span, (_RUBY, _TAG)),
                               (card.effect_span, (_RUBY,))):
            if span is None:
                continue
            text = span.text
            for pattern in patterns:
                for mark in pattern.finditer(text):
                    if pattern is _TAG and mark.group("name").lower() not in ELEMENTS:
                        continue
                    at = span.source.span(span.start + mark.start(), span.start + mark.end())
                    help_ = "markup_help" if pattern is _TAG else "ruby_or_markup_help"   # (a tag's help names tags)
                    found.append(Diagnostic("KY046", Severity.WARNING, message("ruby_or_markup", written=mark.group()),
                                            at, suggestion=message(help_, written=mark.group())))
    found.sort(key=lambda d: d.span.start)
    return found
