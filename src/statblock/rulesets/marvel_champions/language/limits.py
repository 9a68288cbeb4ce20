"""An ability's limit: the words of one (`Limit once per round.`, `Max 1 per player.`), and one in parentheses that ends
a sentence (`(Generate [wild] resources instead if …. Limit once per round.)`, `Draw 1 card (limit once per round).`:
homebrew cards'; the limit was lost)."""

from __future__ import annotations

import re

import attrs

from ..model import Limit
from ..vocabulary import syntax_words, vocabulary
from . import japanese as ja

__all__ = ["leading_limit", "limit_of", "sentence_limit", "unknown_scope", "unread_limit"]


#: An icon `[per_hero]` with the blanks before it. A match starts only where a run of blanks starts (`\s*` tried
#: from each blank of a run, each going to its end, was quadratic: `(Limit` + 20,000 spaces + `once per round.)`
#: took 0.34 s, 40,000 1.3 s); the leftmost match did start there, so the same are found.
_PER_ICON = re.compile(r"(?<!\s)\s*+\[per_(hero|player)\]")


#: The word before a limit's scope: `per`, or `each` for it (`Limit once each round.`), but not `of each`, which counts
#: copies (`Max 1 of each per round.`: over rounds; it was `per_round`, and MC122 said `round` was no scope)
_SCOPE_WORD = re.compile(r"\b(?:per|(?<!\bof\s)each)\s+", re.IGNORECASE)


def limit_of(text: str) -> Limit | None:
    """The limit a limit's words give (`Limit once per round.`, `Max 1 per player.`, `Max 1[per_hero].`,
    `（ラウンドにつき1回まで。）`), or None."""
    words = text.strip().strip("()（）。. ").strip()
    icon = _PER_ICON.search(words)
    if icon is not None and re.match(r"\s*[A-Za-z]", words[icon.end():]):
        return None   # `Max 1[per_hero] synergy counters here.`: how many things a card holds, no limit (as MC123's)
    # `Max 1[per_hero].`: the icon is `per hero` (`Max 1 per hero`, a limit of copies, as `Max 1 per player`)
    words = _PER_ICON.sub(r" per \1", words)
    if ja.is_japanese(words):   # `（ラウンドにつき1回まで。）`
        found = ja.limit_parts(words)
        return Limit(found[0], found[1], text.strip(), found[2]) if found else None
    limit_words = "|".join(re.escape(w) for w in syntax_words("limit"))
    counts = {s.lower(): t.extra["count"] for t in vocabulary().syntax.terms.values() if "count" in t.extra
              for s in t.en}
    # (`each` as `per`: `Limit once each round.`, as Japanese `各ラウンドに1回まで`; it was no limit, MC110)
    match = re.match(rf"(?:{limit_words})\s+(\w+)\b(.*?){_SCOPE_WORD.pattern}(.+?)$", words, re.IGNORECASE)
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


#: Words in parentheses that end a sentence (`… (limit once per round).`, `(… instead if …. Limit once per round.)`,
#: `カードを1枚引く（ラウンドにつき1回まで）。`)
_FINAL_PARENTHESES = re.compile(r"[(（]([^()（）]*)[)）][ \t]*[.。]?[ \t]*$")
_LONGEST = 80   # the words of a limit are few: longer words are none


def sentence_limit(text: str) -> tuple[Limit, int, int] | None:
    """(the limit, where its words start in `text`, where its parentheses start) of a limit that is the last
    sentence of words in parentheses ending the sentence `text` (alone in them or after other words), or None."""
    found = _FINAL_PARENTHESES.search(text)
    if found is None:
        return None
    inner = found.group(1)
    body = inner.rstrip().rstrip(".。")
    cut = max(body.rfind("."), body.rfind("。")) + 1   # (walked back once: linear on any run of words)
    words = inner[cut:].strip()
    if not words or len(words) > _LONGEST:
        return None
    limit = limit_of(words)
    if limit is None:
        return None
    return limit, found.start(1) + inner.index(words, cut), found.start()


#: A limit that opens a sentence, before its comma (`Once per phase, you may play …`, as newer cards print a limit on
#: a permission); Japanese names its scope first (`フェイズにつき1回、…`, `1ラウンドに1回、…`), without `まで`.
_LEADING_EN = re.compile(r"(?P<words>(?:once|twice|\d{1,2} times?) per [\w-]+(?: [\w-]+){0,2}?)\s*,\s*(?=\S)",
                         re.IGNORECASE)
#: ... and one with no comma after it when its scope is one word a limit has (`Once per phase draw 1 card.`: was the
#: sentence's words, the limit lost in silence); a scope of more words needs the comma to say where it ends
_LEADING_BARE_EN = re.compile(r"(?P<words>(?:once|twice|\d{1,2} times?) per (?:round|phase|game))\s+(?=[a-z])",
                              re.IGNORECASE)
#: (`1ラウンドに1回のみ、…`: `only` after the count says no more, as `Once per round,` does)
_LEADING_JA = re.compile(r"(?P<said>(?P<words>[^\s、。,，]{1,12}?[0-9０-９]?\s*回)(?:のみ|だけ)?)\s*[、,，]\s*(?=\S)")


def leading_limit(text: str) -> tuple[Limit, int] | None:
    """(the limit, where the sentence's words after it start) of a limit that opens the sentence `text` before a comma
    (`Once per phase, you may …`: phase, 1; `フェイズにつき1回、…`), or None. Its words are the limit's text."""
    if ja.is_japanese(text):
        found = _LEADING_JA.match(text)
        words = found.group("words") if found else ""
        parts = ja.limit_parts(words + next(iter(w for w in syntax_words("limit_end") if not w.isascii()), "")) \
            if found else None
        return (Limit(parts[0], parts[1], found.group("said"), parts[2]), found.end()) if parts else None
    found = _LEADING_EN.match(text) or _LEADING_BARE_EN.match(text)
    if found is None:
        return None
    limit = limit_of(f"{syntax_words('limit')[0]} {found.group('words')}")
    return (attrs.evolve(limit, text=found.group("words")), found.end()) if limit is not None else None


#: Where an English limit's scope ends: before `per player`, an icon, `for each …`, or the limit's closing marks
_SCOPE_END = re.compile(r"\s+per\s|\s*\[per_|\s+for\s+each\b|\s*[.)）]", re.IGNORECASE)


def unknown_scope(limit: Limit) -> tuple[str, int, str | None] | None:
    """(the scope's words as written, where they start in the limit's text, the known scope they are a slip of or
    None) of an English limit counted over nothing a printed card counts one over (`Limit once per fight.`,
    `… per rnd.`), or None when its scope is one (the vocabulary's `limit_scopes`: the periods and things of the
    published cards; `round for each aspect` is counted over rounds). A Japanese limit's scope is always one (any
    other words are no limit: MC110)."""
    if ja.is_japanese(limit.text):
        return None
    scopes = vocabulary().limit_scopes
    if scopes.lookup(limit.scope.split("_for_each_")[0].replace("_", " ")) is not None:
        return None
    found = _SCOPE_WORD.search(limit.text)   # (after `each` too: `Limit once each fight.` was read with nothing said)
    if found is None:
        return None
    rest = limit.text[found.end():]
    end = _SCOPE_END.search(rest)
    words = (rest[:end.start()] if end else rest).rstrip()
    if not words:
        return None
    if scopes.lookup(words) is not None:   # `once per round per hero`: the scope is known, what follows it is not
        end = re.search(r"\s*[.)）]*\s*$", rest)
        words = rest[:end.start()] if end else rest
        return words, found.end(), None
    guess = scopes.suggest(words)
    if guess is not None and len(guess.split()) != len(words.split()):   # a word more is no slip (`per encounter`
        guess = None                                                    # is not `per encounter card`)
    return words, found.end(), guess


#: English words that say a limit (`Limit …`, `Max …`, `once a round`, `twice each phase`, `1x per round`)
_LIMIT_LIKE = re.compile(r"^\s*(?:limit|max)\b|\b(?:once|twice|thrice|one|two|three|\d+\s*(?:x|times?))\s+"
                         r"(?:per|a|an|each|every)\s+\w+", re.IGNORECASE)


#: How many things a card holds, no limit of uses or copies (`Max 3 cards tucked here.`, `(Limit 1 ally at a time.)`,
#: `Max 1[per_hero] synergy counters here.`, published cards): `Max` or `Limit`, a number (a per-hero icon after it),
#: a noun, and no `per`, `each` or `every` after it
_CAPACITY = re.compile(r"\s*(?:max|limit)\s+\d+(?:\s*\[per_(?:hero|player|group)\])?\s+(?!(?:x|times?|per)\b)[a-z][a-z-]*\b(?![^()]*\b(?:per|each|every)\b)",
                       re.IGNORECASE)


def unread_limit(text: str) -> tuple[int, int] | None:
    """(start, end) in `text` of English words that say a limit but are not one the reader takes (`(Limit once a
    round.)`, `(Limit: once per round.)`, `(Max. 1 per player.)`, `(once per round)`, `(Limit one per round.)`): the
    words in parentheses that end the sentence, or the sentence itself when it opens with `Limit` or `Max`; None
    when there are none, or when they read as a limit. Japanese is MC110's."""
    if ja.is_japanese(text):
        return None
    found = _FINAL_PARENTHESES.search(text)
    if found is not None:
        start, end = found.start(), found.end()
        words = found.group(1)
    elif re.match(r"\s*(?:limit|max)\b", text, re.IGNORECASE):
        start, end, words = len(text) - len(text.lstrip()), len(text.rstrip()), text
    else:
        return None
    if len(words) > _LONGEST or not _LIMIT_LIKE.search(words) or limit_of(words) is not None \
            or _CAPACITY.match(words):
        return None
    return start, end
