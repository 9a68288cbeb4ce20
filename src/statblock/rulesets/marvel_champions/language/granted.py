"""The keywords an effect gives or takes away: `Klaw gains retaliate 1`, `Luke Cage gets retaliate 1`, `Your hero gets
+2 DEF, and gains retaliate 1 and stalwart`, `That attack gains overkill and piercing`, `loses guard`.

A keyword ability of a card (`Retaliate 1.`) is read by the grammar; here the keywords an effect's words name after
its verb (`gains`, `gets`, `has`, `loses`), each with the number its keyword takes (`retaliate 1`, `hinder 2[per_hero]`,
`incite X`), as a list joined by commas and `and`. `gets retaliate 1` is a keyword gained, never a stat modified
(`gets +1 ATK`): `Effect.keywords` says which; the runtime leaves a keyword given for a while to a player.

A Japanese effect names them before its verb (`報復1と不屈を得る`, `ガードのキーワードを失う`): `japanese_effects` types
the clause, and its object is read here, each keyword as the vocabulary spells it in Japanese.
"""

from __future__ import annotations

import functools
import re

from ..model import Keyword
from ..vocabulary import vocabulary
from .japanese import alternatives, is_japanese, ja_words

__all__ = ["GIVING", "granted"]

#: The effect kinds whose object may be keywords: given (`gains`, `gets`, `has`) or taken away (`loses`).
GIVING = frozenset({"gain", "modify", "lose"})


@functools.cache
def _keyword_pattern() -> tuple[re.Pattern, dict[str, tuple[str, bool]]]:
    """One keyword with its number (`retaliate 1`, `hinder 2[per_hero]`), as a whole word, longest spelling first; and
    (folded spelling -> (keyword id, whether it takes a number))."""
    ids: dict[str, tuple[str, bool]] = {}
    for term in vocabulary().keywords.terms.values():
        for spelling in (*term.en, *term.ja):
            ids[spelling.lower()] = (term.id, term.extra.get("value") == "number")
    names = "|".join(re.escape(s) for s in sorted(ids, key=len, reverse=True) if s.isascii())
    return re.compile(rf"(?P<name>{names})(?![\w-])(?:\s*(?P<n>\d{{1,3}}|X)(?![\w-])(?P<ph>\s*\[per_hero\])?)?",
                      re.IGNORECASE), ids


#: What joins two keywords of a list: a comma, `and`, `or`, or a comma and one of them.
_JOIN = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+", re.IGNORECASE)
#: What may follow the last keyword: the end, punctuation, `keyword(s)`, or words that say when or for what
#: (`for this attack`, `until the end of the round`, `while …`).
_AFTER = re.compile(r"\s*(?:keywords?\b|$|[.,;:)(]|(?:for|until|while|during|if|and|instead|this|that)\b)",
                    re.IGNORECASE)
_ARTICLE = re.compile(r"(?:the\s+)?", re.IGNORECASE)
#: A trait given with them (`the [[Giant]] trait`, and as a printed card shows it, `the Giant trait`, a word or three
#: before `trait`: the keywords after it were lost): no keyword, skipped.
_TRAIT = re.compile(r"(?:the\s+)?(?:\[\[[^\]]{1,40}\]\]|[^\W\d][\w.'’-]{0,39}+(?:[ \t]+[^\W\d][\w.'’-]{0,39}+){0,2}?)"
                    r"\s+traits?\b", re.IGNORECASE)


def granted(words: str) -> tuple[Keyword, ...]:
    """The keywords `words` (what follows a giving verb: `retaliate 1 and stalwart.`, `the guard keyword`) name as
    its object, in order; () when its object is anything else (`+1 ATK`, `a tough status card`, `the [[Aerial]]
    trait`), or when a keyword is only the start of it (`Guard Duty`)."""
    if is_japanese(words):
        return _granted_japanese(words)
    pattern, ids = _keyword_pattern()
    found: list[Keyword] = []
    at = _ARTICLE.match(words).end()
    while True:
        trait = _TRAIT.match(words, at)   # `gains the [[Giant]] trait and retaliate 1`: a trait beside the keywords
        join = _JOIN.match(words, trait.end()) if trait is not None else None
        if join is not None:
            at = join.end()
        match = pattern.match(words, at)
        if match is None:
            return ()
        keyword_id, numbered = ids[match.group("name").lower()]
        value = match.group("n")
        if value is not None and not numbered:   # `gains surge 2`? a number this keyword never takes: no list of them
            return ()
        found.append(Keyword(keyword_id, None, int(value) if value and value.isdigit() else None,
                             bool(match.group("ph")), text=match.group().strip()))
        join = _JOIN.match(words, match.end())
        if join is not None and pattern.match(words, join.end()):
            at = join.end()
            continue
        return tuple(found) if _AFTER.match(words, match.end()) else ()


@functools.cache
def _japanese_pattern() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """One Japanese keyword with its number (`報復1`, `報復 1`, `妨害2[per_hero]`), longest spelling first; what joins
    two of a list (`と`, `および`, a comma); and what may end it (`のキーワード`, `キーワード`)."""
    spellings = [s for term in vocabulary().keywords.terms.values() for s in term.ja]
    keyword = re.compile(rf"(?P<name>{alternatives(spellings)}) ?(?:(?P<n>\d{{1,3}}|X)(?![\d]) ?(?P<ph>\[per_hero\])?)?")
    join = re.compile(rf" ?(?:[、,，] ?(?:{alternatives(ja_words('and'))})?|{alternatives(ja_words('and'))}) ?")
    end = re.compile(rf" ?(?:の ?)?(?:{alternatives(ja_words('keyword_noun'))})? ?")
    return keyword, join, end


def _granted_japanese(words: str) -> tuple[Keyword, ...]:
    """The keywords a Japanese object names (`報復1と不屈`, `ガードのキーワード`), the whole of it; () when it is anything
    else (`タフ状態`, `攻撃力+1`) or a number stands after a keyword that takes none."""
    keyword, join, end = _japanese_pattern()
    _, ids = _keyword_pattern()
    words = " ".join(words.split())
    found: list[Keyword] = []
    at = 0
    while True:
        match = keyword.match(words, at)
        if match is None:
            return ()
        keyword_id, numbered = ids[match.group("name").lower()]
        value = match.group("n")
        if value is not None and not numbered:
            return ()
        found.append(Keyword(keyword_id, None, int(value) if value and value != "X" else None,
                             bool(match.group("ph")), text=match.group().strip()))
        joined = join.match(words, match.end())
        if joined is not None and joined.end() > match.end() and keyword.match(words, joined.end()):
            at = joined.end()
            continue
        return tuple(found) if end.fullmatch(words, match.end()) else ()
