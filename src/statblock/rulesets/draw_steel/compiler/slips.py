"""Slips that leave a tier clause as text: the shape of a known mechanic with one word misspelt.

The grammar reads `3 + A damage`, but `3 + A damge` is no clause it knows, so the clause is kept as
text. Kept silently, the tier would lose its damage in `roll`, `odds` and on the card, and `check`
would pass. These functions look at a clause the grammar left as text for the shape it nearly has,
and name the word that spoils it; the lowering reports it (`text_clauses.TextLowering._text`), and the clause
stays text: nothing is compiled from a guess.
"""

from __future__ import annotations

import re

from ...similarity import closest
from ....vocabulary import NUMBER_WORDS, Vocabulary, fold

__all__ = ["damage_slip", "damage_missing", "damage_unread", "duration_unbracketed", "forced_in_words", "forced_special",
           "forced_without_distance", "kanji_count", "own_move_by_characteristic", "potency_alone"]

#: `3 + A damge`, `3 + M or A damge`, `2d6 + 7 fire damge`, `6 cold, fire, or sonic damge`, `6 dmg`: an amount,
#: maybe types, then the word that should be `damage`
_EN_DAMAGE = re.compile(r"(?:[0-9]+|[0-9]*d[0-9]+)(?:\s*\+\s*(?:[0-9]+|[A-Za-z]{1,12}(?:\s+or\s+[A-Za-z]{1,12})*))*"
                        r"\s+(?:[A-Za-z]+,?\s+){0,6}(?P<word>[A-Za-z]+)\.?", re.IGNORECASE)
#: `8+R冷気ダメジ`, `５ダメジ`: an amount, then words that should end in `ダメージ`
_JA_DAMAGE = re.compile(r"[0-9０-９]+(?:\s*[+＋]\s*(?:[0-9０-９]+|[A-Za-zＡ-Ｚａ-ｚ]{1,12}"
                        r"(?:\s*(?:または|か|or)\s*[A-Za-zＡ-Ｚａ-ｚ]{1,12})*))*"
                        r"\s*(?P<word>[^\s0-9０-９+＋]+?)[。.]?")
#: Short forms authors write for `damage`, too far from it for the closeness measure.
_SHORT_FORMS = frozenset({"dmg", "dmg."})
_DAMAGE, _JA = "damage", "ダメージ"


def damage_slip(text: str) -> tuple[int, int, str] | None:
    """(start, end, word) in `text` of the word that should be `damage` (or `ダメージ`), when `text`
    is a damage clause but for that word; None otherwise."""
    stripped = text.rstrip()
    lead = len(text) - len(text.lstrip())
    found = _EN_DAMAGE.fullmatch(stripped, lead)
    if found is not None:
        word = found.group("word")
        folded = fold(word)
        if folded != _DAMAGE and (folded in _SHORT_FORMS or closest(folded, [_DAMAGE]) is not None):
            return found.start("word"), found.end("word"), _DAMAGE
        return None
    found = _JA_DAMAGE.fullmatch(stripped, lead)
    if found is None:
        return None
    word, end = found.group("word"), found.end("word")
    if word.endswith(_JA):
        return None
    # the misspelt `ダメージ` is the end of the words (`冷気ダメジ`: a type written against it)
    best = None
    for size in range(len(_JA) - 1, len(_JA) + 2):
        tail = word[-size:]
        if len(tail) == size and closest(tail, [_JA]) is not None:
            best = tail if best is None or _prefer(tail, best) else best
    if best is None:
        return None
    return end - len(best), end, _JA


def _prefer(tail: str, best: str) -> bool:
    """Whether `tail` is nearer `ダメージ` than `best` (shared characters, then length)."""
    shared = sum(ch in _JA for ch in tail) - sum(ch in _JA for ch in best)
    return shared > 0 or (shared == 0 and len(tail) < len(best))


# ---- `3 + M`: a damage clause with no word for `damage` at all ------------------------------------

#: The pieces of an amount written alone (`3 + M`, `5 + M, R, I, or P holy`, `３＋Ｍ`, `2d6 + 3 fire`): dice, a
#: number, a plus sign, a separator of a list (`,`, `、`, `or`, `または`, `か`), a word in Latin letters, a word in
#: any other script; the last, `other`, is anything else, which makes the clause no amount.
_TOKENS = re.compile(r"(?P<dice>[0-9０-９]*[dDｄ][0-9０-９]+(?![A-Za-zＡ-Ｚａ-ｚ]))|(?P<number>[0-9０-９]+)"
                     r"|(?P<plus>[+＋])|(?P<sep>[,，、])|(?P<latin>[A-Za-zＡ-Ｚａ-ｚ]+)"
                     r"|(?P<word>[^\sA-Za-zＡ-Ｚａ-ｚ0-9０-９+＋,，、.。]+)|(?P<other>[^\s.。])")
_OR = frozenset({"or", "または", "か"})


def damage_missing(text: str, rules: Vocabulary) -> str | None:
    """Whether `text`, a clause the grammar left as text, is an amount written with no word for
    `damage`: "damage" when the amount adds a characteristic (`3 + M`), rolls dice (`2d6 + 3`) or is
    followed by damage types alone (`6 holy`), for it is then almost surely damage with the word left
    out; "number" when it is numbers alone (`3`, `3 + 2`), which is likely damage but could be meant
    otherwise; None for anything else (`3 + M push`, `2 surges`).

    One pass over the clause's tokens: linear in its length."""
    tokens = [(m.lastgroup, m.group()) for m in _TOKENS.finditer(text.strip().rstrip(".。"))]
    if not tokens or tokens[0][0] not in ("number", "dice"):
        return None
    damage = tokens[0][0] == "dice"
    at, count = 1, len(tokens)
    while at < count and tokens[at][0] == "plus":  # `+ 3`, `+ 1d6`, `+ M`, `+ M, R, I, or P`
        at += 1
        if at < count and tokens[at][0] in ("number", "dice"):
            damage = damage or tokens[at][0] == "dice"
            at += 1
            continue
        named = 0
        while at < count:
            kind, token = tokens[at]
            if kind in ("latin", "word") and rules.characteristics.lookup(token) is not None \
                    and (named == 0 or _after_separator(tokens, at)):
                named, at = named + 1, at + 1
            elif kind == "sep" or (kind in ("latin", "word") and fold(token) in _OR and named):
                at += 1
            else:
                break
        if named == 0:
            return None
        damage = True
    # what follows the amount: damage types alone (`holy`, `cold, fire, or sonic`, `聖なる`)
    for kind, token in tokens[at:]:
        if kind == "sep" or (kind in ("latin", "word") and fold(token) in _OR):
            continue
        if kind not in ("latin", "word") or rules.damage_types.lookup(token) is None:
            return None
        damage = True
    return "damage" if damage else "number"


def _after_separator(tokens: list[tuple[str, str]], at: int) -> bool:
    """Whether the token at `at` follows a separator of a list (`,`, `or`): a characteristic listed after
    another (`M, R`), not a word written after the amount (`M holy`)."""
    kind, token = tokens[at - 1]
    return kind == "sep" or (kind in ("latin", "word") and fold(token) in _OR)


# ---- `2.5 damage`, `5 damage + 2 fire damage`: damage the grammar has no shape for --------------------

#: the word `damage` (`ダメージ`), which a clause must hold to be damage
_DAMAGE_WORD = re.compile(r"(?<![A-Za-z])damage(?![A-Za-z])|ダメージ", re.IGNORECASE)
#: `2.5`, `２．５`: a number with a fraction (damage in Draw Steel is a whole number)
_FRACTION = re.compile(r"(?<![0-9０-９])[0-9０-９]++[.．][0-9０-９]")
#: `5 damage + 2 fire damage`, `5 damage and 2d6 damage`, `5ダメージ＋2火炎ダメージ`: a second amount
#: joined to a first damage by a plus sign or a word for `and`
_SECOND = re.compile(r"(?:(?<![A-Za-z])damage\s*(?:\+|and\s|plus\s)|ダメージ\s*(?:[+＋]|と|および|、))\s*[0-9０-９]",
                     re.IGNORECASE)
#: an amount at the start of a clause (`5`, `2d6`, `２`)
_AMOUNT = re.compile(r"\s*[0-9０-９]")


def damage_unread(text: str) -> str | None:
    """Whether `text`, a clause the grammar left as text, is damage written in a shape the grammar does
    not read, so the tier deals none of it: "fraction" for an amount with a fraction (`2.5 damage`),
    "two" for two amounts joined by `+` or `and` (`5 damage + 2 fire damage`); None otherwise.
    Linear in the clause's length."""
    if _DAMAGE_WORD.search(text) is None or _AMOUNT.match(text) is None:
        return None
    if _FRACTION.search(text) is not None:
        return "fraction"
    if _SECOND.search(text) is not None:
        return "two"
    return None


# ---- `M < STRONG; prone`: a potency with nothing after it --------------------------------------------

#: A potency alone (`M < STRONG`, `A<2`, `Ｍ＜[weak]`, `筋力 < 強`), its full stop or comma after it
# (with the なら Japanese may say after it: `M < 2 なら`, `筋力 < 2 の場合` with nothing after were text, said nowhere)
_POTENCY = re.compile(r"\s*(?P<char>[^\W\d_]+)\s*[<＜]\s*(?:\[\s*[^\W\d_]+\s*\]|[^\W\d_]+|[-−－]?[0-9０-９]+)"
                      r"\s*(?:ならば|なら|であれば|の場合は?)?\s*[,，、.。:：]?\s*")


def potency_alone(text: str, rules: Vocabulary) -> bool:
    """Whether `text`, a clause the grammar left as text, is a potency of a known characteristic with
    no effect after it: the `;` after it ended the clause, so the clause after it is not gated (`M <
    STRONG; prone` makes every target prone)."""
    match = _POTENCY.fullmatch(text)
    return match is not None and rules.characteristics.lookup(match.group("char")) is not None


# ---- `push two`: a forced movement with its distance in words -----------------------------------------

_KANJI_NUMBERS = {kanji: number for number, kanji in enumerate("一二三四五六七八九十", start=1)}
_SQUARES = frozenset({"square", "squares", "マス", "スクエア"})


def forced_in_words(text: str, rules: Vocabulary) -> tuple[int, int, int] | None:
    """(start, end, number) in `text` of the word that gives a forced movement's distance, when `text`,
    a clause the grammar left as text, is a forced movement but for a distance in words (`push two`,
    `vertical slide three squares`, `プッシュ 二`, `垂直にプッシュ三マス`); None otherwise. A clause of more
    than a few words is none (bounded time)."""
    if len(text) > 80:
        return None
    words = text.strip().rstrip(".。").split()
    if len(words) < 2 and (not words or words[0].isascii()):
        return None  # (no word, or one of ASCII, `slowed`, the most asked: no verb and numeral, nor a unit to take off)
    if words[-1].lower() in _SQUARES:
        words.pop()
    elif words and (unit := next((u for u in ("マス", "スクエア") if words[-1].endswith(u)), None)):
        words[-1] = words[-1][:-len(unit)]
    if words and len(words[-1]) > 1 and words[-1][-1] in _KANJI_NUMBERS:  # `プッシュ二`: the numeral apart
        words[-1:] = [words[-1][:-1], words[-1][-1]]
    if len(words) < 2 or len(words) > 3:
        return None
    number = NUMBER_WORDS.get(words[-1].lower(), _KANJI_NUMBERS.get(words[-1]))
    if number is None or not _forced(words[:-1], rules):
        return None
    end = text.rindex(words[-1]) + len(words[-1])
    return end - len(words[-1]), end, number


def forced_without_distance(text: str, rules: Vocabulary) -> tuple[int, int] | None:
    """(start, end) in `text` of a forced movement's verb written with no distance at all (`Pull`, `vertical
    slide`, `プッシュ`), a clause the grammar left as text (it reads only a verb with a number); None otherwise."""
    if len(text) > 40:
        return None
    words = text.strip().rstrip(".。").split()
    if not 1 <= len(words) <= 2 or not _forced(words, rules):
        return None
    start = text.index(words[0])
    return start, text.rindex(words[-1]) + len(words[-1])


def forced_special(text: str, rules: Vocabulary) -> tuple[int, int, str] | None:
    """(start, end, the forced movement's words) of a forced movement whose distance is written `special` (`push
    special`, `vertical slide special`, `プッシュ 特殊`): seed 000 gives a forced movement a distance in squares
    (push X), and the word says only that the ability's text gives it elsewhere, so no move is read; None
    otherwise."""
    if len(text) > 120:
        return None
    words = text.strip().rstrip(".。").split()
    for cut in (2, 3):
        # the movement and `special`, alone or before what the clause joins to it (`push special and prone`, the
        # tier 3 of a published statblock whose tiers 1 and 2 are `push special`: it was kept as text unsaid)
        if len(words) < cut:
            return None
        last = words[cut - 1].rstrip(",、")
        term = rules.distance_kinds.lookup(last)
        if term is None or term.id != "special" or not _forced(words[:cut - 1], rules):
            continue
        rest = words[cut:]
        if rest and rest[0].lower() not in ("and", "or") and not words[cut - 1].endswith((",", "、")):
            return None
        start = text.index(words[0])
        return start, text.index(last, start) + len(last), " ".join(words[:cut - 1])
    return None


# `サージを二つ得る`, `二マス押し戻す`, `ターゲット二体`: a small count in kanji before a counter; not after
# another kanji (`統一`, `唯一つ`) and not `一体化` or `一体何` (one body, what on earth)
_KANJI_COUNT = re.compile(r"(?<![\u4e00-\u9fff々])([一二三四五六七八九十])(?=つ|マス|スクエア|個|回|体(?![化何]))")


def kanji_count(text: str) -> tuple[int, int, int] | None:
    """(start, end, number) of the first small count written in kanji before a counter in `text` (`二つ`,
    `三マス`, `二体`), which the rules (seed 000: `2つ`, `1スクエア`, `1体`) write in digits; None if none.
    Bounded: only a clause of a few dozen characters is looked at."""
    if len(text) > 120:
        return None
    found = _KANJI_COUNT.search(text)
    if found is None:
        return None
    return found.start(), found.end(), _KANJI_NUMBERS[found.group(1)]


def _forced(words: list[str], rules: Vocabulary) -> bool:
    """Whether `words` are a forced movement's verb, maybe after a modifier (`vertical push`, `垂直にプッシュ`)."""
    *mod, verb = words
    if not mod and rules.forced_moves.lookup(verb) is None:  # `垂直にプッシュ`: the modifier against the verb
        for term in rules.forced_moves.terms.values():
            spelling = next((s for s in term.ja if verb.endswith(s) and len(verb) > len(s)), None)
            if spelling is not None:
                mod, verb = [verb[:-len(spelling)]], spelling
                break
    return rules.forced_moves.lookup(verb) is not None and (
        not mod or rules.forced_move_modifiers.lookup(mod[0]) is not None)


#: `the target shifts R squares`, `you can teleport up to 2 + A squares`: a creature's own move (the verbs of
#: `phrases.own_move`) whose distance is a characteristic's letter, maybe with a number
_EN_OWN_CHAR = re.compile(r"(?:^|\s)(?P<verb>[A-Za-z]+)\s+(?:up\s+to\s+)?(?P<distance>(?:[0-9]+\s*\+\s*)?(?P<char>[A-Za-z])"
                          r"(?:\s*\+\s*[0-9]+)?)\s+squares?\b", re.IGNORECASE)
#: `ターゲットは R マスシフトする`, `最大 M + 1 マステレポートできる`, `R マスまで移動する`: the same in Japanese (the verb
#: after the squares); a distance begins where a run of digits does (tried inside one, it read a run of n digits
#: in n² steps: 8,000 digits took 0.7 s)
_JA_OWN_CHAR = re.compile(r"(?<![0-9０-９])(?P<distance>(?:[0-9０-９]+\s*[+＋]\s*)?(?P<char>[A-Za-zＡ-Ｚａ-ｚ])(?:\s*[+＋]\s*[0-9０-９]+)?)"
                          r"\s*(?:マス|スクエア)(?:まで)?\s*(?P<verb>[^\W\d_A-Za-z]+)")


def own_move_by_characteristic(text: str, rules: Vocabulary) -> tuple[int, int] | None:
    """(start, end) in `text` of the distance of a creature's own move (`shift`, `teleport`, `移動`) written as a
    characteristic's letter (`R`, `2 + A`), which no form of the notation reads (a forced move's does: `pull R`);
    None otherwise."""
    # (each pattern only where its word for squares is: a search through every blank of a text kept as written
    # was most of this function's cost; an ASCII text holds `squares` in its own letters, what else it may be as
    # `re` ignores case is left to the pattern)
    english = not text.isascii() or "square" in text.lower()
    japanese = "マス" in text or "スクエア" in text
    for pattern in (_EN_OWN_CHAR,) * english + (_JA_OWN_CHAR,) * japanese:
        for found in pattern.finditer(text):
            verb = fold(found.group("verb"))
            moves = verb in rules.own_moves if pattern is _EN_OWN_CHAR \
                else any(verb.startswith(fold(move)) for move in rules.own_moves if not move.isascii())
            if moves and rules.characteristics.lookup(found.group("char")) is not None:
                return found.start("distance"), found.end("distance")
    return None


def duration_unbracketed(text: str, rules: Vocabulary) -> tuple[int, int, str] | None:
    """(start, end, the clause as the notation writes it) of a clause of conditions whose duration is not in
    brackets (`frightened save ends`: `frightened (save ends)`), which the grammar leaves as text; None otherwise.
    A duration in words (`until the end of the encounter`) is read without brackets, so it is not one of these."""
    stripped = text.strip()
    # conditions (joined by `and`, `,` or `および`), then the last one or two words (`frightened save ends`, `slowed
    # EoT`), split at blanks once (a pattern of lazy words before blanks tried every split of a long run of blanks)
    said = stripped.split()
    if len(said) < 2 or "\n" in stripped:
        return None
    cut = len(said) - 2 if len(said) > 2 else 1
    head, tail = " ".join(said[:cut]), " ".join(said[cut:])
    for words in (tail, tail.split()[-1]):  # `save ends`, `EoT`
        term = rules.durations.lookup(words)
        if term is None or fold(words).startswith("until"):
            continue
        conditions = head if words == tail else f"{head} {tail.split()[0]}"
        names = [part for part in re.split(r"\s*(?:,|\band\b|および|、)\s*", conditions) if part]
        if names and all(rules.conditions.lookup(name) is not None for name in names):
            start = len(text) - len(text.lstrip())
            return start, start + len(stripped), f"{conditions} ({words})"
    return None
