"""Compound sentences: clauses of a tier joined by `and` that the grammar reads one by one.

`the target can shift 1 square and make a free strike`, `you shift 1 square and gain 1 surge`,
`the target takes 2 damage and is pushed 1 square`, `The target is slowed, takes a bane on power rolls,
and can't regain Stamina`; in Japanese the first verbs are joined in their continuative form, as the
seeds write them (`ターゲットは1マスシフトし、フリー・ストライクを行う`, `…を消費して、…`).

Tried only when the whole clause is no clause of the grammar. The text is cut at each top-level `and`
(`, and`, and the commas of a serial list before it); a part that starts with a verb is said of the first
part's subject (`make a free strike`: `The target can make a free strike`; a subject narrowed or two joined too, `you
and one ally within 5 squares can spend a Recovery and shift 2 squares`), a part that starts `each of you` of each of
two joined, one of them you (who a part is said of, and how it is read so: `subjects.py`); every part must be read, or
the clause stays text. What comes out is one `AndClause` whose positions are the clause's own (each part's tree moved
there: `node_copies.moved`); the lowering keeps the clause as text if a part is text to it (`compiler.lower`).
A choice of options of which one at least is a sentence (`Pull 1, or the tonguer shifts 1 square`) is cut and read so
too.
"""

from __future__ import annotations

import functools
import re
from typing import Callable

from .. import ast
from ..creature_phrases import ABOUT_JA
from ....vocabulary import fold
from ..vocabulary import vocabulary
from .ja_verb_forms import JA_HALVED, ja_cannot_joined, ja_ignoring, ja_joined, ja_passives, ja_te
from .node_copies import moved
from .sentences import has_sentence_verb
from .subjects import (EACH_OF_YOU, JA_QUOTED_TOPIC, JA_TOPIC, SAYS_WHAT, SUBJECT, Topics, each_of_you, first_subject,
                       joined_subject_end, each_of_its_own, of_the_targets, passive, readable, said_of_first)

__all__ = ["compound_items"]

# who a part after a comma names as its own subject (`, the bard shifts`, `, you gain`, `, each ally can`)
_OWN_SUBJECT = r"(?:the|you|each)"
# `and` between two parts, a comma before it or not
# (a match starts only where a run of blanks starts, and takes it once: `\s*,?\s+` tried at each blank of a
# run of 5,000 took 316 s)
# `, then`: a part after the one before it (`... make a free strike, then can spend a Recovery`), cut as `and` is;
# a comma before a part naming its own subject (`slide 1, the bard shifts 1 square`): two sentences, cut so too
_AND = re.compile(r"(?=[\s,])(?<!\s)(?:(?:\s*+,)?\s++and|\s*+,\s*+then|\s*+,(?=\s++" + _OWN_SUBJECT + r"\s))\s++",
                  re.IGNORECASE)
# a part's own duration in brackets at its end (`（セーヴ終了）`), after the verb joined to the next part
# (searched: a match starts only where a run of blanks does, and takes it once; `\s*` from every blank of a run took
# the square of its length, 20,000 blanks in a Japanese part 1.7 s)
_JA_OWN_DURATION = re.compile(r"(?<!\s)\s*+[(（][^()（）]++[)）]\s*+$")
_AND_LOWER = re.compile(_AND.pattern)  # (`_AND` for ASCII text lowered: `_pieces_en`)
_OR = re.compile(r"(?=[\s,])(?<!\s)(?:\s*+,)?\s++or\s++", re.IGNORECASE)
_JOINS = re.compile(r"\s(?:and|or)\s|,\s*(?:then|" + _OWN_SUBJECT + r")\s", re.IGNORECASE)
# `または` (`、または`), and a verb's plain form with か before the other option (`押し戻されるか、伏せ状態になる`, as
# `is pushed 3 squares or knocked prone`): a choice
# (もしくは, あるいは, ないしは as または: `プル 1、もしくはターゲットは 1 マスシフトする`)
_JA_OR = re.compile(r"(?:[、，,]\s*)?(?:または|もしくは|あるいは|ないしは)|(?<=[るう])か(?:\s*+[、，])?\s*+")
_JA_COMMA = re.compile(r"[、，]")
# `, then` between two parts of an English compound (in any case: `, Then prone`)
_THEN = re.compile(r"then", re.I)
# `伏せ、および減速`: a list of conditions goes on after its comma (`および`, `かつ` right after it), one part with the
# condition before the comma (`…の速度は 0 になる (EoT)、伏せ、および減速` was cut after `伏せ`, `および減速` no part, text)
_JA_LIST_GOES_ON = re.compile(r"\s*+(?:および|かつ)")
# `および` after a duration or before damage (`弱体化 (セーヴ終了) および 5 精神ダメージ`, as `weakened (save ends) and 5 psychic
# damage`): a cut, its comma with it; elsewhere `および` is inside a list the grammar reads (`伏せおよび減速`)
# (and before damage: `衰弱 および 5 精神ダメージ`, no condition's name starting with a digit)
# (found with finditer: its blanks are taken once, those before `および` only from where their run starts; `\s*` from every
# blank of a run took the square of its length, 20,000 blanks in a Japanese tier 5 s)
# (and before a sentence's own subject, after a comma: `伏せ、およびあなたはサージ 2 を得る`, as `prone, and you gain 2
# surges`, the cards' way to say that a potency gates what another creature gets; was text)
_JA_AND_AFTER_DURATION = re.compile(r"(?<=[)）])\s*+(?:[、，]\s*+)?(?:および|かつ)\s*+"
                                    r"|(?:(?<!\s)\s++)?(?:[、，]\s*+)?(?:および|かつ)\s*+(?=[0-9０-９])"
                                    r"|[、，]\s*+(?:および|かつ)\s*+(?=(?:[0-9０-９]+体の)?[^\s、。()（）「」0-9０-９]{1,24}?は)")
def _top_level(text: str, pattern: re.Pattern) -> list[re.Match]:
    """The matches of `pattern` outside brackets."""
    found, depth, counted = [], 0, 0
    count = text.count
    for match in pattern.finditer(text):
        start = match.start()
        # (the brackets between the last match and this one counted in C, each character once: linear time)
        depth += count("(", counted, start) + count("（", counted, start) - count(")", counted, start) \
            - count("）", counted, start)
        counted = start
        if depth == 0:
            found.append(match)
    return found


def _outside(matches: list[re.Match], spans: list[tuple[int, int]]) -> list[re.Match]:
    """The matches (in the text's order) that start inside none of `spans`. One sweep over both, sorted: asking each
    match about every span took the product of their counts (`マインドキラーは` + `あなたに対して`×16,000, each
    `対して` a te-form inside a `に対して`: 24.6 s)."""
    spans = sorted(spans)
    kept, next_span, reach = [], 0, -1
    for match in matches:
        start = match.start()
        while next_span < len(spans) and spans[next_span][0] <= start:
            reach = max(reach, spans[next_span][1])
            next_span += 1
        if start >= reach:
            kept.append(match)
    return kept


def _pieces_en(text: str) -> list[tuple[int, str]] | None:
    # (ASCII text lowered is searched without IGNORECASE: the same matches, where they are, in half the time)
    joins = _top_level(text.lower(), _AND_LOWER) if text.isascii() else _top_level(text, _AND)
    if not joins:
        return None
    joined = joined_subject_end(text)
    if joined:  # (`you and your companion can each ...`: the `and` of the subject joins no parts)
        joins = [join for join in joins if join.start() >= joined]
        if not joins:
            return None
    cuts: list[tuple[int, int]] = []
    for join in joins:
        if "," in join.group():  # `A, B, and C`: the serial commas before the last `and`
            start = cuts[-1][1] if cuts else 0
            for comma in _top_level(text[start:join.start()], re.compile(r",\s*")):
                cuts.append((start + comma.start(), start + comma.end()))
        cuts.append(join.span())
    pieces, start, then = [], 0, False
    for cut_start, cut_end in cuts:
        if pieces and (_a_rider(text[start:cut_start])
                       or (not then and _listed_after(pieces[-1][1], text[start:cut_start]))):
            # `prone and can't stand (EoT), you gain 2 surges`: a rider after `and` is its condition's, one piece with it
            # (cut off, `can't stand` was no part said of a subject, and the clause text in silence)
            pieces[-1] = (pieces[-1][0], text[pieces[-1][0]:cut_start])
        else:
            pieces.append((start, text[start:cut_start]))
        # (`prone, then slowed (EoT)`: what comes after `then` is a part of its own, no list's, as before
        # `_listed_after`; joined, `the target is prone, then slowed` was text, SB138)
        # (nor after an `AND` in capitals: the grammar reads a list's `and` as written, lowercase, so `Slowed AND
        # weakened` one piece was text, SB138; two, each is read, as before `_listed_after`)
        join = text[cut_start:cut_end]
        start, then = cut_end, _THEN.search(join) is not None or join != join.lower()
    if pieces and (_a_rider(text[start:]) or (not then and _listed_after(pieces[-1][1], text[start:]))):
        pieces[-1] = (pieces[-1][0], text[pieces[-1][0]:])
    else:
        pieces.append((start, text[start:]))
    return pieces if len(pieces) > 1 else None


def _a_rider(piece: str) -> bool:
    """Whether a piece of an English compound is a condition's rider of the vocabulary (`can't stand (EoT)`)."""
    # (no closing bracket, no duration to take off: most pieces, each searched by `sub` at every character)
    words = (_JA_OWN_DURATION.sub("", piece) if ")" in piece or "）" in piece else piece).strip()
    return bool(words) and vocabulary().riders.lookup(words) is not None


def _listed_after(before: str, piece: str) -> bool:
    """Whether a piece of an English compound is a Draw Steel condition's name alone (`slowed`, `slowed (EoT)`) after a
    piece that ends in one (`it is prone`): one list of the creature's conditions, `it is prone and slowed` (cut off,
    `slowed` was the targets', the `it` of `its speed is 0 (EoT), and it is prone and slowed` lost in silence)."""
    rules = vocabulary()
    words = (_JA_OWN_DURATION.sub("", piece) if ")" in piece else piece).strip()
    if not words or rules.conditions.lookup(words) is None:
        return False
    last = before.rstrip().rpartition(" ")[2]
    return rules.conditions.lookup(last) is not None


def _pieces_ja(text: str) -> list[tuple[int, str]] | None:
    """The parts of a Japanese compound, each with its verb in the plain form (positions of the text's)."""
    pieces, start = [], 0
    cuts = _top_level(text, _JA_COMMA)
    if "および" in text or "かつ" in text:
        joins = _top_level(text, _JA_AND_AFTER_DURATION)
        if joins:
            cuts = sorted(_outside(cuts, [join.span() for join in joins]) + joins, key=lambda m: m.start())
    if "て" in text:  # (`…シフトしてフリー・ストライクを行う`: the te-form with no `、`, cut after it)
        # (nor `に対して`, the source of a condition: `ターゲットはあなたに対して恐怖` was cut after `対して`, read as `対する`)
        ignoring = [m.span() for m in ja_ignoring().finditer(text)] + \
            [(m.start(), m.end()) for m in re.finditer(re.escape(ABOUT_JA), text)]
        te = _outside(_top_level(text, ja_te()), ignoring)
        cuts = sorted(cuts + te, key=lambda m: m.start())
    # where the last `、` and the last comma of any kind that cut nothing are: each head after one holds it, and no
    # condition's name does (a `，` may be in the first part's topic, `JA_TOPIC`, which `_a_condition` takes off: the
    # first part starts the text, so its topic is the text's, where there is one; with none, no head is a condition)
    kept_comma = kept_any = -1
    topics = Topics(text)
    topic = JA_TOPIC.match(text, len(text) - len(text.lstrip()))
    topic_end = topic.end() if topic is not None else 0
    for comma in cuts:
        if comma.re is _JA_AND_AFTER_DURATION:
            pieces.append((start, text[start:comma.start()]))
            start = comma.end()
            continue
        if comma.re is ja_te():
            head = text[start:comma.end()]
            plain = next(plain for joined, plain in ja_joined() if comma.group() == joined)
            pieces.append((start, head[:-len(comma.group())] + plain))
            start = comma.end()
            continue
        head = text[start:comma.start()]
        # `ストライクに不利を受け（セーヴ終了）、`: a verb joined so with its own duration after it (was read as a status
        # named `ストライクに不利を受け`): the plain form, the duration kept
        lasting = _own_duration(head)
        before, after = (head[:lasting.start()], head[lasting.start():]) if lasting is not None else (head, "")
        for joined, plain in ja_joined():
            if before.endswith(joined):
                pieces.append((start, before[:-len(joined)] + plain + after))
                break
        else:
            if not after and before.rstrip().endswith(ja_cannot_joined()):
                # `ターゲットは隠れられず、減速 (EoT)`: a status or a rider the vocabulary names, in the continuative that
                # joins it to what follows (`ず、`, as `the target can't hide and is slowed (EoT)`), kept so: the
                # lowering reads it with the duration at the end (was not cut, the clause text, SB138)
                pieces.append((start, head))
                start = comma.end()
                continue
            # a duration closes a part too, and a sentence with its own subject starts one (`2 ダメージ、ターゲットは…`),
            # and a forced move said in the passive's plain form (`ターゲットは 2 スクエア押し戻される、伏せ`: a card's
            # `the target is pushed 2 squares, prone`)
            if not (head.rstrip().endswith(("）", ")")) or topics.at(comma.end())
                    or JA_QUOTED_TOPIC.match(text, comma.end())
                    or head.rstrip().endswith(ja_passives()) or _a_statistic_set(head)
                    or (not ((start <= kept_comma or (start <= kept_any and (pieces or topic_end <= kept_any)))
                             and _no_name_holds_a_comma())
                        and not _JA_LIST_GOES_ON.match(text, comma.end())
                        and _a_condition(head, first=not pieces))):
                kept_any = comma.start()
                kept_comma = kept_any if text[kept_any] == "、" else kept_comma
                continue
            pieces.append((start, head))
        start = comma.end()
    if not pieces:
        return None
    pieces.append((start, text[start:]))
    return pieces


#: the plain form a statistic is set to a number in (`速度は 0 になる`; halved: `JA_HALVED`; `sentences_ja.ja_phrase`)
_JA_SET = "になる"


def _a_statistic_set(head: str) -> bool:
    """Whether `head` ends as a statistic set to a number or halved does (`速度は 0 になる`, `速度は半分になる`): a part
    of its own before `、`, as a forced move's passive is (`速度は 0 になる、伏せ (EoT)`, as `速度は 0 になり、伏せ (EoT)`
    and the card's `速度は 0 になる (EoT)、伏せ (EoT)` read; was not cut, the clause text, SB138)."""
    head = head.rstrip()
    if head.endswith(JA_HALVED):
        return True
    number = head.removesuffix(_JA_SET).rstrip()
    return number != head and number[-1:].isdigit()


def _own_duration(head: str) -> re.Match | None:
    """`_JA_OWN_DURATION` searched in `head`, tried only where it can match: from the blanks before the last opening
    bracket, when a closing one ends the head. Searched from the head's start, it went over the head again at each comma
    of a part the commas do not cut (`ターゲットは、、、…`), as `_a_condition` did: quadratic, 20,000 commas 31 s."""
    if not head.rstrip().endswith((")", "）")):
        return None
    opening = max(head.rfind("("), head.rfind("（"))
    if opening < 0:
        return None
    blanks = opening
    while blanks > 0 and head[blanks - 1].isspace():
        blanks -= 1
    return _JA_OWN_DURATION.search(head, blanks)


@functools.cache
def _no_name_holds_a_comma() -> bool:
    """Whether no condition's name, folded as a lookup folds it, holds a comma (`、`, or `，` folded to `,`): a head with
    a comma in it is then no condition's name, however long (`_a_condition` need not fold it)."""
    conditions = vocabulary().conditions.terms.values()
    return not any(mark in fold(spelling) for term in conditions
                   for spelling in (term.id, *term.en, *term.ja, term.extra.get("letter") or "") for mark in ("、", ","))


def _a_condition(head: str, first: bool) -> bool:
    """Whether `head` is a condition's name (`減速`, `伏せ状態`), after the topic when it is the first part
    (`ターゲットは減速`): `ターゲットは減速、一時的スタミナ 2 を得る` is the condition and then a sentence of the same
    creature, as `ターゲットは減速し、…` is (seed 000 names conditions so, bare, joined by `、`: `伏せ、および立ち上がれない`)."""
    word = head.strip()
    if first:
        topic = JA_TOPIC.match(word)
        if topic is None:
            return False
        word = word[topic.end():].strip()
    rules = vocabulary()
    return bool(word) and (rules.conditions.lookup(word) is not None
                           or rules.conditions.lookup(word.removesuffix("状態")) is not None)



def _options(text: str, japanese: bool) -> list[tuple[int, str]] | None:
    """The options of `Pull 1, or the tonguer shifts 1 square` (`プル 1、または…`)."""
    joins = _top_level(text, _JA_OR if japanese else _OR)
    if not joins:
        return None
    cuts = [join.span() for join in joins]
    if not japanese and len(joins) == 1 and "," in joins[0].group() and not _DAMAGE_WORD.search(text):
        # `the target is pushed 3 squares, slowed, or knocked prone`: the serial commas before the last `or` are a
        # list's, each an option as the notation's `prone, slowed, or push 2` is (was a choice of the first two
        # together or the last); not where damage is one of them (`5 damage, push 2, or …` keeps its damage)
        cuts[:0] = [comma.span() for comma in _top_level(text[:joins[0].start()], _LIST_COMMA)]
    elif japanese and len(joins) == 1 and _JA_COMMA.match(joins[0].group()) and not _JA_DAMAGE_WORD.search(text):
        # `ターゲットは 3 マス押し戻される、伏せ状態になる、またはつかまれる`: a list of options in the plain form, its serial
        # comma `、または`, as the English `the target is pushed 3 squares, knocked prone, or grabbed` (was text)
        cuts[:0] = [comma.span() for comma in _top_level(text[:joins[0].start()], _JA_LIST_COMMA)] \
            or _condition_commas(text[:joins[0].start()])
    pieces, start = [], 0
    for cut_start, cut_end in cuts:
        pieces.append((start, text[start:cut_start]))
        start = cut_end
    pieces.append((start, text[start:]))
    return pieces


def _condition_commas(head: str) -> list[tuple[int, int]]:
    """The commas of `1体のターゲットは伏せ、減速` before `、または衰弱`: a list of conditions, each an option as the English
    `one target is prone, slowed, or weakened` has them (was one option of the first two, text to the reader); none
    unless each word after a comma is a condition's name. Each piece is looked at once."""
    commas = _top_level(head, _JA_COMMA)
    ends = [comma.start() for comma in commas[1:]] + [len(head)]
    if not commas or not all(_a_condition(head[comma.end():end], False) for comma, end in zip(commas, ends)):
        return []
    return [comma.span() for comma in commas]


#: a list's comma before an option (`pushed 3 squares, slowed, or …`), not one before `and`/`or`/`then`
_LIST_COMMA = re.compile(r"(?<!\s)\s*+,\s*+(?!(?:and|or|then)\b)", re.IGNORECASE)
_DAMAGE_WORD = re.compile(r"\bdamage\b", re.IGNORECASE)
#: a Japanese list's comma after a verb's plain form (`押し戻される、`), not after its continuative (`減速し、`: `and`)
_JA_LIST_COMMA = re.compile(r"(?<=る)\s*+[、，]\s*+")
_JA_DAMAGE_WORD = re.compile("ダメージ")


def compound_items(text: str, parse: Callable[[str], tuple | None], japanese: bool,
                   read: bool = False) -> tuple | None:
    """`(AndClause,)` for a clause of parts joined by `and`, each read by `parse` (None: not one).
    `read`: the whole was read as words (a condition's): only a part with a verb of its own makes it a
    compound then (`prone and can't stand` is one condition and its rider, as before).
    A choice of options of which one at least is a sentence (`Pull 1, or the tonguer shifts 1 square`)
    is an `AndClause` too, whose parts are options (`choice`)."""
    # (nothing joins parts: most clauses, asked about as they are read as words; `_JOINS` is what every
    # match of `_AND` and `_OR` holds, and about a sixth of their cost to look for)
    if japanese:
        if "、" not in text and "，" not in text and "または" not in text and "て" not in text and "および" not in text \
                and "かつ" not in text and "るか" not in text and "うか" not in text \
                and "もしくは" not in text and "あるいは" not in text and "ないしは" not in text:
            return None
    elif ("and" not in (lowered := text.lower()) and "or" not in lowered and "," not in lowered) \
            or _JOINS.search(text) is None:
        return None
    # (a choice needs a sentence among its options, and an English sentence one of its verbs: `10 + M or A
    # damage` is not cut and read again part by part)
    # (or a subject said first, its verb `is`: `the target is pushed 3 squares or knocked prone`)
    options = _options(text, japanese) if japanese or has_sentence_verb(text) or SUBJECT.match(text) else None
    if options is not None:
        found = _parts(text, options, parse, japanese)
        if found is not None and (any(isinstance(i, ast.DeedClause) for part in found for i in part)
                                  or of_the_targets(options[0][1], found)
                                  or japanese and each_of_its_own(options, found)):
            return (ast.AndClause(found, (0, len(text)), choice=True),)
    pieces = _pieces_ja(text) if japanese else _pieces_en(text)
    if pieces is None:
        return None
    if read and not japanese and not any(SAYS_WHAT.match(p.strip()) for _, p in pieces[1:]) \
            and passive(first := SUBJECT.match(pieces[0][1].lstrip())) is None \
            and (first is None or not any(p.strip().startswith(first.group("who") + " ") for _, p in pieces[1:])):
        # (a later part that names the first part's creature again is a sentence of its own: `ドラゴン shifts 2 squares
        # and ドラゴン is slowed (EoT)`, an English card of a Japanese author's name, was text)
        return None
    parts = _parts(text, pieces, parse, japanese)
    if parts is None or sum(any(isinstance(i, _DAMAGE) for i in part) for part in parts) > 1:
        return None  # (`5 damage and 2d6 fire damage`: which amount is the tier's is not read, SB118 says so)
    return (ast.AndClause(parts, (0, len(text))),)


_DAMAGE = (ast.DamageClause, ast.DamageAndConditions)


def _parts(text: str, pieces: list[tuple[int, str]], parse: Callable[[str], tuple | None],
           japanese: bool) -> tuple | None:
    """Each piece read, a piece that starts with a verb said of the first piece's subject (`subjects.py`); None if one
    is not."""
    if len(pieces) > 6:
        return None
    first_at, first = pieces[0]
    head = parse(first.strip()) if first.strip() else None
    if head is None or not readable(head):
        return None
    offset = first_at + len(first) - len(first.lstrip())
    # (the first part starts the clause, most often: its tree is where it stands already, not copied)
    parts = [moved(head, lambda p: p + offset) if offset else head]
    subject, whom = first_subject(first.lstrip(), japanese)
    subject_at = offset  # (where the words of the part whose subject a later part's verb is said of start)
    for at, piece in pieces[1:]:
        stripped = piece.strip()
        at += len(piece) - len(piece.lstrip())
        if not japanese and EACH_OF_YOU.match(stripped):
            items = each_of_you(first.lstrip(), offset, stripped, at, parse)
            if items is None:
                return None
            parts.append(items)
            continue
        items = said_of_first(subject, whom, subject_at, stripped, at, parse, japanese)
        if items is None:
            items = parse(stripped)
            if items is None or not readable(items):
                return None
            items = moved(items, lambda p, at=at: at + p)
        parts.append(items)
        if subject is None and whom is None:
            # (the first part names no one, `3 + M damage`: a verb after a later part that does is said of that part's
            # subject, `3 + M damage, and the target makes a free strike and is slowed (EoT)`, the English card of
            # `3 + M damage; the target makes a free strike and is slowed (EoT)`, which was text)
            subject, whom = first_subject(stripped, japanese)
            subject_at = at
    return tuple(parts)

