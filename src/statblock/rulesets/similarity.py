"""Folding and closeness of words written in Japanese.

A Japanese game word has variants that are the same word: full-width or
half-width forms, katakana or hiragana, `ヴ` or `ブ` (`セーヴ`/`セーブ`), a
middle dot or none (`メイン・アクション`), a final long-vowel mark or none
(`マニューバ`/`マニューバー`), a space or none between two Japanese words.
`fold_japanese` maps them to one lookup key.

Closeness: `difflib`'s ratio suits English words, but a Japanese word is
often two characters, where one wrong character (`伏世` for `伏せ`) gives a
ratio of 0.5. `closest` measures Japanese words by edit distance, allowing
at least one edit, and English words by `difflib` as before.
"""

from __future__ import annotations

import difflib
import functools
import heapq
import re
import unicodedata

__all__ = ["JAPANESE_CHARS", "closest", "close_matches", "edit_distance", "english_close_matches", "fold_japanese",
           "is_japanese", "osa_distance"]

# Kana (with the long-vowel mark and iteration marks), CJK ideographs, half-width katakana.
JAPANESE_CHARS = "\u3005\u3006\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"
_FIRST = "\u3005"  # no text whose characters all come before this one holds any of them


# Each pattern is compiled on first use, apart: their character ranges cost 3 to 6 ms each to compile (`re`
# sets a bit per character of a range, in Python), which a run that meets no Japanese text with a space in it,
# or none at all, need not pay.
@functools.cache
def _japanese() -> re.Pattern:
    """Any Japanese character."""
    return re.compile(f"[{JAPANESE_CHARS}]")


@functools.cache
def _space_between() -> re.Pattern:
    """A space between two Japanese characters."""
    return re.compile(f"(?<=[{JAPANESE_CHARS}]) (?=[{JAPANESE_CHARS}])")


_TO_HIRAGANA = {code: code - 0x60 for code in range(0x30A1, 0x30F7)}
# `ヴァ` and `バ` are one sound written two ways (`ヴィラン`/`ビラン`, `セーヴ`/`セーブ`);
# after the kana are folded to hiragana, `ヴ` is `ゔ`.
_VU = (("ゔぁ", "ば"), ("ゔぃ", "び"), ("ゔぇ", "べ"), ("ゔぉ", "ぼ"), ("ゔ", "ぶ"))
_DOTS = str.maketrans("", "", "・･")


def is_japanese(text: str) -> bool:
    """Whether `text` holds any kana or kanji."""
    return not text.isascii() and max(text) >= _FIRST and _japanese().search(text) is not None


def fold_japanese(key: str) -> str:
    """The lookup key of a spelling already lower-cased and single-spaced (see `fold`), with its
    Japanese variants folded to one form (the module docstring lists them)."""
    key = unicodedata.normalize("NFKC", key).lower().translate(_DOTS).translate(_TO_HIRAGANA)
    if "ゔ" in key:
        for written, said in _VU:
            key = key.replace(written, said)
    if " " in key and max(key) >= _FIRST:  # (a key of one word has no space to drop: most of them)
        key = _space_between().sub("", key)
    return key[:-1] if len(key) > 1 and key.endswith("ー") else key


def _distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance of `a` and `b`, or `limit + 1` once it is known to exceed `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        if min(current) > limit:
            return limit + 1
        previous = current
    return previous[-1]


def edit_distance(a: str, b: str, limit: int) -> int:
    """How many letters (inserted, deleted or replaced) `a` is from `b`, or `limit + 1` once it is known to be
    more than `limit` (in time `len(a)` times `len(b)` at most, less when the lengths differ by more)."""
    return _distance(a, b, limit)


def osa_distance(a: str, b: str, limit: int) -> int:
    """As `edit_distance`, with two neighbouring letters swapped one edit too (`Aerail` for `Aerial`: one, not two):
    the optimal string alignment distance, a letter edited once at most; `limit + 1` once it is known to be more
    than `limit`. Only the cells within `limit` of the diagonal are computed (a path outside them costs more than
    `limit`): time `len(a)` times `2 * limit + 1`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    if limit <= 1:
        return _osa_within_one(a, b, limit)
    over = limit + 1
    width = len(b) + 1
    before: list[int] = []
    previous = [j if j <= limit else over for j in range(width)]
    for i in range(1, len(a) + 1):
        ca = a[i - 1]
        low, high = max(1, i - limit), min(len(b), i + limit)
        current = [over] * width
        if i <= limit:
            current[0] = i
        for j in range(low, high + 1):
            cb = b[j - 1]
            cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb and ca != cb:
                cost = min(cost, before[j - 2] + 1)
            current[j] = cost if cost <= limit else over
        if i > 1 and min(current) == over and min(previous) == over:
            return over   # (a swap reaches back two rows: both past the limit, no cell comes back under it)
        before, previous = previous, current
    return previous[-1]


def _osa_within_one(a: str, b: str, limit: int) -> int:
    """`osa_distance` for a limit of 0 or 1, by comparing the words around their first difference (time `len(a)`,
    with no table: the slip checks ask it of every verb or noun for every word)."""
    if a == b:
        return 0
    if limit < 1:
        return 1
    i = 0
    shorter = min(len(a), len(b))
    while i < shorter and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        one = a[i + 1:] == b[i + 1:] \
            or (i + 1 < len(a) and a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2:] == b[i + 2:])
    elif len(a) > len(b):
        one = a[i + 1:] == b[i:]
    else:
        one = a[i:] == b[i + 1:]
    return 1 if one else 2


def _allowed_edits(length: int, cutoff: float) -> int:
    """How many edits a Japanese word of `length` characters may be from a known one: one for a
    short word, growing with the length and with a looser `cutoff` (the difflib-style ratio the
    caller asked for), never the whole word."""
    return min(length - 1, max(1, int(length * (1 - cutoff) * 0.75 + 0.5)))


def close_matches(word: str, candidates, n: int = 1, cutoff: float = 0.75) -> list[str]:
    """The candidates closest to `word`, best first (at most `n`). `word` and the candidates are
    compared as given: fold them first."""
    candidates = list(candidates)
    if not is_japanese(word):
        return english_close_matches(word, candidates, n, cutoff)
    scored = []
    for order, candidate in enumerate(candidates):
        if not is_japanese(candidate):
            continue
        limit = _allowed_edits(max(len(word), len(candidate)), cutoff)
        distance = _distance(word, candidate, limit)
        if distance <= limit:
            scored.append((distance, order, candidate))
    return [candidate for _, _, candidate in sorted(scored)[:n]]


def english_close_matches(word: str, candidates, n: int = 3, cutoff: float = 0.6) -> list[str]:
    """Exactly `difflib.get_close_matches(word, candidates, n, cutoff)`, in less time. difflib bounds each candidate's
    ratio from the lengths, then from the letters shared, and matches only the candidates within both: here the
    candidates are grouped by length (a length out of bounds leaves its group out at once) and each one's letters
    counted, once for a list of candidates asked again (a vocabulary's spellings, for every unknown word), instead of
    through a `SequenceMatcher` a candidate. The order of the matches is difflib's (best first, ties by the larger
    candidate)."""
    if not n > 0:
        raise ValueError(f"n must be > 0: {n!r}")
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError(f"cutoff must be in [0.0, 1.0]: {cutoff!r}")
    size = len(word)
    letters: dict[str, int] = {}
    for letter in word:
        letters[letter] = letters.get(letter, 0) + 1
    matcher = None
    scored = []
    for length, group in _by_length(tuple(candidates)):
        total = length + size   # (each bound as difflib works it out: 2 * matches / total, 1 when both are empty)
        if (2.0 * min(length, size) / total if total else 1.0) < cutoff:
            continue
        for candidate, counts in group:
            shared = sum(count if count <= letters.get(letter, 0) else letters.get(letter, 0)
                         for letter, count in counts)
            if (2.0 * shared / total if total else 1.0) < cutoff:
                continue
            if matcher is None:
                matcher = difflib.SequenceMatcher()
                matcher.set_seq2(word)
            matcher.set_seq1(candidate)
            ratio = matcher.ratio()
            if ratio >= cutoff:
                scored.append((ratio, candidate))
    return [candidate for _, candidate in heapq.nlargest(n, scored)]


@functools.lru_cache(maxsize=64)
def _by_length(candidates: tuple[str, ...]) -> tuple[tuple[int, tuple[tuple[str, tuple[tuple[str, int], ...]], ...]], ...]:
    """The candidates by length: (length, ((candidate, (letter, how many times) of each of its letters), ...))."""
    groups: dict[int, list] = {}
    for candidate in candidates:
        counts: dict[str, int] = {}
        for letter in candidate:
            counts[letter] = counts.get(letter, 0) + 1
        groups.setdefault(len(candidate), []).append((candidate, tuple(counts.items())))
    return tuple((length, tuple(group)) for length, group in groups.items())


def closest(word: str, candidates, cutoff: float = 0.75) -> str | None:
    """The one candidate closest to `word`, or None when none is close enough."""
    found = close_matches(word, candidates, 1, cutoff)
    return found[0] if found else None
