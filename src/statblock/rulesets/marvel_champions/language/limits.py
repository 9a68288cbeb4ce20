"""An ability's limit: the words of one (`Limit once per round.`, `Max 1 per player.`), and one that ends words in
parentheses (`(Generate [wild] resources instead if …. Limit once per round.)`: a homebrew card's; the limit was lost)."""

from __future__ import annotations

import functools
import re

from ..model import Limit
from ..vocabulary import syntax_words, vocabulary
from . import japanese as ja

__all__ = ["limit_of", "reminder_limit"]


def limit_of(text: str) -> Limit | None:
    """The limit a limit's words give (`Limit once per round.`, `Max 1 per player.`, `Max 1[per_hero].`,
    `（ラウンドにつき1回まで。）`), or None."""
    words = text.strip().strip("()（）。. ").strip()
    # `Max 1[per_hero].`: the icon is `per hero` (`Max 1 per hero`, a limit of copies, as `Max 1 per player`)
    words = re.sub(r"\s*\[per_(hero|player)\]", r" per \1", words)
    if ja.is_japanese(words):   # `（ラウンドにつき1回まで。）`
        found = ja.limit_parts(words)
        return Limit(found[0], found[1], text.strip(), found[2]) if found else None
    limit_words = "|".join(re.escape(w) for w in syntax_words("limit"))
    counts = {s.lower(): t.extra["count"] for t in vocabulary().syntax.terms.values() if "count" in t.extra
              for s in t.en}
    match = re.match(rf"(?:{limit_words})\s+(\w+)\b(.*?)\bper\s+(.+?)$", words, re.IGNORECASE)
    if match is None:
        return None
    count_word = match.group(1).lower()
    # (digits that int() reads, and few: thousands of digits, or `²`, are no limit a card gives)
    count = int(count_word) if count_word.isdecimal() and len(count_word) <= 4 else counts.get(count_word)
    if count is None:
        return None
    scope = match.group(3)
    per_player = False
    for spelling in syntax_words("per_player"):
        if scope.lower().endswith(" " + spelling.lower()):
            scope, per_player = scope[: -len(spelling) - 1], True
    scope = re.sub(r"[\[\]]", "", scope).strip().lower().replace(" ", "_")
    return Limit(scope, count, text.strip(), per_player)


@functools.cache
def _last_limit() -> re.Pattern:
    """A limit that is the last sentence of words in parentheses."""
    words = "|".join(re.escape(w) for w in syntax_words("limit") if w.isascii())
    return re.compile(rf"^[(（].*[.。][ \t]*((?:{words})\b[^()（）.。]*)[.。]?[ \t]*[)）][.。]?[ \t]*$", re.DOTALL)


def reminder_limit(text: str) -> Limit | None:
    """The limit that ends the words in parentheses `text` is (`(… instead if …. Limit once per round.)`), or None."""
    found = _last_limit().search(text)
    return limit_of(found.group(1)) if found is not None else None
