"""Compound sentences: clauses of a tier joined by `and` that the grammar reads one by one.

`the target can shift 1 square and make a free strike`, `you shift 1 square and gain 1 surge`,
`the target takes 2 damage and is pushed 1 square`, `The target is slowed, takes a bane on power rolls,
and can't regain Stamina`; in Japanese the first verbs are joined in their continuative form, as the
seeds write them (`ターゲットは1マスシフトし、フリー・ストライクを行う`, `…を消費して、…`).

Tried only when the whole clause is no clause of the grammar. The text is cut at each top-level `and`
(`, and`, and the commas of a serial list before it); a part that starts with a verb is said of the first
part's subject (`make a free strike`: `The target can make a free strike`; a subject narrowed or two joined too, `you
and one ally within 5 squares can spend a Recovery and shift 2 squares`), a part that starts `each of you` of each of
two joined, one of them you; every part must be read, or the
clause stays text. What comes out is one `AndClause` whose positions are the clause's own; the lowering
keeps the clause as text if a part is text to it (`compiler.lower`).
"""

from __future__ import annotations

import functools
import re
from typing import Callable

from .. import ast
from ..creature_phrases import ABOUT_JA, narrowed_english, narrowed_term
from ....vocabulary import fold
from ..vocabulary import vocabulary
from .glosses import unglossed
from .ja_verb_forms import ja_ignoring, ja_joined, ja_passives, ja_te
from .node_copies import moved
from .put_ja import puts_a_condition
from .sentences import SENTENCE_VERB

__all__ = ["compound_items"]

# who a part after a comma names as its own subject (`, the bard shifts`, `, you gain`, `, each ally can`)
_OWN_SUBJECT = r"(?:the|you|each)"
# `and` between two parts, a comma before it or not
# (a match starts only where a run of blanks starts, and takes it once: `\s*,?\s+` tried at each blank of a
# run of 5,000 took 316 s)
# `, then`: a part after the one before it (`... make a free strike, then can spend a Recovery`), cut as `and` is;
# a comma before a part naming its own subject (`slide 1, the bard shifts 1 square`): two sentences, cut so too
_AND = re.compile(r"(?<!\s)(?:(?:\s*+,)?\s++and|\s*+,\s*+then|\s*+,(?=\s++" + _OWN_SUBJECT + r"\s))\s++",
                  re.IGNORECASE)
# the words a part said of the first part's subject starts with
_VERB_FIRST = re.compile(r"(?:is|are|can|can't|cannot|makes?|shifts?|teleports?|gains?|regains?|loses?|takes?|has|have"
                         r"|spends?|moves?)\b",
                         re.IGNORECASE)
# what a part that is a sentence of its own starts with (`can't` is a condition's rider as well)
_SAYS_WHAT = re.compile(r"(?:is|are|can(?!')|makes?|shifts?|teleports?|gains?|regains?|loses?|takes?|has|have|spends?"
                        r"|moves?|the|you|each)\b",
                        re.IGNORECASE)
# the subject of the first part, before its verb (`the target`, `you`, `each target`)
# (`can each`: `you and your companion can each spend a Recovery and shift up to 2 squares`, each of them; `each can`
# too, as `you and your companion each can spend a Recovery` is read)
_SUBJECT = re.compile(r"(?P<who>[^\W\d_][\w'’]*(?: [^\W\d_][\w'’]*){0,3}?(?: each(?= can ))?) (?P<can>can (?:each )?)?"
                      r"(?P<verb>is|are|shifts?|teleports?|gains?|regains?|loses?|takes?|has|have|makes?|spends?|moves?)\b",
                      re.IGNORECASE)
# a first part's subject longer than `_SUBJECT` takes, before its verb: a creature narrowed by where it stands (`one
# ally within 5 squares can spend a Recovery`), or two joined by `and`, the second narrowed or not (`you and one ally
# within 5 squares`); which words name a creature is `_long_subject`'s
_LONG_SUBJECT = re.compile(r"(?P<who>[^\W\d_][\w'’ ]{0,80}?(?: each)?) (?P<can>can (?:each )?)?(?P<verb>is|are|shifts?|teleports?|gains?|regains?|loses?|takes?"
                     r"|has|have|makes?|spends?|moves?)\b", re.IGNORECASE)
# `each of you` at the start of a later part: each of the first part's two creatures joined, one of them you (`you
# and one ally … can spend a Recovery, and each of you gains an edge …`), said so (`you and one ally … each gains …`)
_EACH_OF_YOU = re.compile(r"each of you ", re.IGNORECASE)
# a later part that says no verb of its own after a first one in the passive (`the target is pushed 2 squares
# and knocked prone`): English leaves out the `is` the two share, and the part is read with it
_COPULA = re.compile(r"is|are", re.IGNORECASE)
# a part's own duration in brackets at its end (`（セーヴ終了）`), after the verb joined to the next part
# (searched: a match starts only where a run of blanks does, and takes it once; `\s*` from every blank of a run took
# the square of its length, 20,000 blanks in a Japanese part 1.7 s)
_JA_OWN_DURATION = re.compile(r"(?<!\s)\s*+[(（][^()（）]++[)）]\s*+$")
_OR = re.compile(r"(?<!\s)(?:\s*+,)?\s++or\s++", re.IGNORECASE)
_JOINS = re.compile(r"\s(?:and|or)\s|,\s*(?:then|" + _OWN_SUBJECT + r")\s", re.IGNORECASE)
# `または` (`、または`), and a verb's plain form with か before the other option (`押し戻されるか、伏せ状態になる`, as
# `is pushed 3 squares or knocked prone`): a choice
_JA_OR = re.compile(r"(?:[、，,]\s*)?または|(?<=[るう])か(?:\s*+[、，])?\s*+")
_JA_COMMA = re.compile(r"[、，]")
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
# (`1体のターゲットは`: a counted creature, the number first, as the grammar's JA_TOPIC reads it)
_JA_TOPIC = re.compile(r"\s*(?:[0-9０-９]+体の)?[^\s、。()（）「」0-9０-９]+?は")
# a topic that is a creature narrowed by where it stands, or two joined (`あなたと5 スクエア以内の1体の味方は`), which
# `_JA_TOPIC` takes no digits or blanks of: up to its first は, the creature's words checked (`_ja_topic`)
_JA_NARROWED_TOPIC = re.compile(r"\s*[^\s、。()（）「」][^、。()（）「」]{0,60}?は")
# a topic in the author's own words, quoted (`「the bard」は`: who a card names in English), which starts a sentence of its
# own after `、` as `ターゲットは` does
_JA_QUOTED_TOPIC = re.compile(r"\s*+「[^「」]+」は")
# `_JA_TOPIC`'s parts, for `_Topics`: what comes before the name, and the characters no name holds
_TOPIC_LEAD = re.compile(r"\s*(?:[0-9０-９]+体の)?")
_TOPIC_STOP = re.compile(r"[\s、。()（）「」0-9０-９]")
# the creature a first part names with を (`ターゲットを2スクエア押し戻し、`): a later part with no subject of its own
# is said of it first (`伏せ状態にする`: `ターゲットを伏せ状態にする`)
_JA_OBJECT = re.compile(r"\s*[^\s、。()（）「」0-9０-９]+?を")


def _targets() -> frozenset[str]:
    """Who the targets are, as a sentence's subject names them (`the target`, `ターゲットは`)."""
    term = vocabulary().phrases.terms["status_subject"]
    return frozenset(fold(s) for s in (*term.en, *term.ja))


def _top_level(text: str, pattern: re.Pattern) -> list[re.Match]:
    """The matches of `pattern` outside brackets."""
    found, depth, counted = [], 0, 0
    for match in pattern.finditer(text):
        for ch in text[counted:match.start()]:  # (each character looked at once: linear time)
            depth += ch in "(（"
            depth -= ch in ")）"
        counted = match.start()
        if depth == 0:
            found.append(match)
    return found


def _pieces_en(text: str) -> list[tuple[int, str]] | None:
    joins = _top_level(text, _AND)
    if not joins:
        return None
    joined = _joined_subject_end(text)
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
    pieces, start = [], 0
    for cut_start, cut_end in cuts:
        if pieces and _a_rider(text[start:cut_start]):
            # `prone and can't stand (EoT), you gain 2 surges`: a rider after `and` is its condition's, one piece with it
            # (cut off, `can't stand` was no part said of a subject, and the clause text in silence)
            pieces[-1] = (pieces[-1][0], text[pieces[-1][0]:cut_start])
        else:
            pieces.append((start, text[start:cut_start]))
        start = cut_end
    if pieces and _a_rider(text[start:]):
        pieces[-1] = (pieces[-1][0], text[pieces[-1][0]:])
    else:
        pieces.append((start, text[start:]))
    return pieces if len(pieces) > 1 else None


def _joined_subject_end(text: str) -> int:
    """Where a first part's subject of two creatures joined by `and` ends (`you and your companion can each spend a
    Recovery`: after `companion`), or 0: the `and` between them is the subject's, no cut between two parts (cut
    there, `you` was a part of its own and the clause text)."""
    subject = _long_subject(text)
    return subject.end("who") if subject is not None and " and " in subject.group("who") else 0


def _long_subject(text: str) -> re.Match | None:
    """The subject `text` starts with, a creature the ruleset knows narrowed by where it stands or not (`one ally
    within 5 squares`), or two joined by `and`, the first one it knows (`you and one ally within 5 squares`); else
    None."""
    subject = _LONG_SUBJECT.match(text)
    if subject is None:
        return None
    rules = vocabulary()
    who = subject.group("who").removesuffix(" each")
    left, joined, right = who.partition(" and ")
    if joined and rules.creatures.lookup(left) is not None and narrowed_term(rules, right) is not None:
        return subject
    return subject if not joined and narrowed_term(rules, who) is not None else None


def _a_rider(piece: str) -> bool:
    """Whether a piece of an English compound is a condition's rider of the vocabulary (`can't stand (EoT)`)."""
    words = _JA_OWN_DURATION.sub("", piece).strip()
    return bool(words) and vocabulary().riders.lookup(words) is not None


def _pieces_ja(text: str) -> list[tuple[int, str]] | None:
    """The parts of a Japanese compound, each with its verb in the plain form (positions of the text's)."""
    pieces, start = [], 0
    cuts = _top_level(text, _JA_COMMA)
    if "および" in text or "かつ" in text:
        joins = _top_level(text, _JA_AND_AFTER_DURATION)
        if joins:
            cuts = sorted([c for c in cuts if not any(j.start() <= c.start() < j.end() for j in joins)] + joins,
                          key=lambda m: m.start())
    if "て" in text:  # (`…シフトしてフリー・ストライクを行う`: the te-form with no `、`, cut after it)
        # (nor `に対して`, the source of a condition: `ターゲットはあなたに対して恐怖` was cut after `対して`, read as `対する`)
        ignoring = [m.span() for m in ja_ignoring().finditer(text)] + \
            [(m.start(), m.end()) for m in re.finditer(re.escape(ABOUT_JA), text)]
        te = [m for m in _top_level(text, ja_te()) if not any(a <= m.start() < b for a, b in ignoring)]
        cuts = sorted(cuts + te, key=lambda m: m.start())
    # where the last `、` and the last comma of any kind that cut nothing are: each head after one holds it, and no
    # condition's name does (a `，` may be in the first part's topic, `_JA_TOPIC`, which `_a_condition` takes off: the
    # first part starts the text, so its topic is the text's, where there is one; with none, no head is a condition)
    kept_comma = kept_any = -1
    topics = _Topics(text)
    topic = _JA_TOPIC.match(text, len(text) - len(text.lstrip()))
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
            # a duration closes a part too, and a sentence with its own subject starts one (`2 ダメージ、ターゲットは…`),
            # and a forced move said in the passive's plain form (`ターゲットは 2 スクエア押し戻される、伏せ`: a card's
            # `the target is pushed 2 squares, prone`)
            if not (head.rstrip().endswith(("）", ")")) or topics.at(comma.end())
                    or _JA_QUOTED_TOPIC.match(text, comma.end())
                    or head.rstrip().endswith(ja_passives())
                    or (not ((start <= kept_comma or (start <= kept_any and (pieces or topic_end <= kept_any)))
                             and _no_name_holds_a_comma())
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


class _Topics:
    """Whether `_JA_TOPIC` matches at positions of one text, asked in increasing order. Each ask would read ahead to
    the same `は` or the same end of a run of the characters a topic is made of (`ターゲットは，，，…`: a run of `，`,
    read again from each, was quadratic), so both are remembered while they hold."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._run = (0, -1)  # a run of topic characters: where it was measured from, and where it ends
        self._ha = (0, -1)   # the first `は` after a position: that position, and where it is (len(text) for none)

    def at(self, position: int) -> bool:
        text = self.text
        start = _TOPIC_LEAD.match(text, position).end()
        if start >= len(text) or _TOPIC_STOP.match(text, start):
            return False  # (a topic has a character before its `は`)
        if not self._run[0] <= start < self._run[1]:
            stop = _TOPIC_STOP.search(text, start)
            self._run = (start, stop.start() if stop is not None else len(text))
        if not self._ha[0] <= start < self._ha[1]:
            found = text.find("は", start + 1)
            self._ha = (start, found if found >= 0 else len(text))
        return self._ha[1] < self._run[1]


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
        topic = _JA_TOPIC.match(word)
        if topic is None:
            return False
        word = word[topic.end():].strip()
    rules = vocabulary()
    return bool(word) and (rules.conditions.lookup(word) is not None
                           or rules.conditions.lookup(word.removesuffix("状態")) is not None)



def _readable(items: tuple) -> bool:
    return bool(items) and not any(isinstance(i, (ast.TextClause, ast.ReferenceClause)) for i in items)


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
        cuts[:0] = [comma.span() for comma in _top_level(text[:joins[0].start()], _JA_LIST_COMMA)]
    pieces, start = [], 0
    for cut_start, cut_end in cuts:
        pieces.append((start, text[start:cut_start]))
        start = cut_end
    pieces.append((start, text[start:]))
    return pieces


#: a verb of its own a later part may start with that `_SAYS_WHAT` leaves out, being a rider's too (`prone and can't stand`):
#: after a first part in the passive it shares no `is` (`the target is slowed, …, and can't regain Stamina`)
_CANNOT = re.compile(r"(?:can't|can’t|cannot)\s", re.IGNORECASE)
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
                and "かつ" not in text and "るか" not in text and "うか" not in text:
            return None
    elif ("and" not in (lowered := text.lower()) and "or" not in lowered and "," not in lowered) \
            or _JOINS.search(text) is None:
        return None
    # (a choice needs a sentence among its options, and an English sentence one of its verbs: `10 + M or A
    # damage` is not cut and read again part by part)
    # (or a subject said first, its verb `is`: `the target is pushed 3 squares or knocked prone`)
    options = _options(text, japanese) if japanese or SENTENCE_VERB.search(text) or _SUBJECT.match(text) else None
    if options is not None:
        found = _parts(text, options, parse, japanese)
        if found is not None and (any(isinstance(i, ast.DeedClause) for part in found for i in part)
                                  or _of_the_targets(options[0][1], found)):
            return (ast.AndClause(found, (0, len(text)), choice=True),)
    pieces = _pieces_ja(text) if japanese else _pieces_en(text)
    if pieces is None:
        return None
    if read and not japanese and not any(_SAYS_WHAT.match(p.strip()) for _, p in pieces[1:]) \
            and _passive(_SUBJECT.match(pieces[0][1].lstrip())) is None:
        return None
    parts = _parts(text, pieces, parse, japanese)
    if parts is None or sum(any(isinstance(i, _DAMAGE) for i in part) for part in parts) > 1:
        return None  # (`5 damage and 2d6 fire damage`: which amount is the tier's is not read, SB118 says so)
    return (ast.AndClause(parts, (0, len(text))),)


_DAMAGE = (ast.DamageClause, ast.DamageAndConditions)


def _parts(text: str, pieces: list[tuple[int, str]], parse: Callable[[str], tuple | None],
           japanese: bool) -> tuple | None:
    """Each piece read, a piece that starts with a verb said of the first piece's subject; None if one is not."""
    if len(pieces) > 6:
        return None
    first_at, first = pieces[0]
    head = parse(first.strip()) if first.strip() else None
    if head is None or not _readable(head):
        return None
    offset = first_at + len(first) - len(first.lstrip())
    parts = [moved(head, lambda p: p + offset)]
    # (a subject narrowed, or two joined, `you and one ally within 5 squares can …`, is longer than `_SUBJECT` takes:
    # a later part with no subject was read as no one's, `shift up to 2 squares` not a `can`)
    subject = (_ja_topic(first.lstrip()) if japanese
               else _SUBJECT.match(first.lstrip()) or _long_subject(first.lstrip()))
    whom = None
    if japanese and subject is None:  # (after `安定性を無視して`, if it comes first)
        ignoring = ja_ignoring().match(first.lstrip())
        whom = _JA_OBJECT.match(first.lstrip(), ignoring.end() if ignoring is not None else 0)
    if whom is not None and vocabulary().creatures.lookup(whom.group().strip()[:-1]) is None:
        whom = None
    for at, piece in pieces[1:]:
        stripped = piece.strip()
        at += len(piece) - len(piece.lstrip())
        items = None
        if whom is not None and _JA_TOPIC.match(stripped) is None and _JA_OBJECT.match(stripped) is None:
            items = _said_of(whom, offset, stripped, at, parse)
        if not japanese and _EACH_OF_YOU.match(stripped):
            items = _each_of_you(first.lstrip(), offset, stripped, at, parse)
            if items is None:
                return None
            parts.append(items)
            continue
        shared = None if japanese or _SAYS_WHAT.match(stripped) or _CANNOT.match(stripped) else _passive(subject)
        if items is None and subject is not None and (
                _ja_topic(stripped) is None if japanese else _VERB_FIRST.match(stripped) or shared):
            who = subject.group("who") if not japanese else subject.group()
            said = who + ("" if japanese else " ")
            if not japanese and subject.group("can") and not re.match(r"can\b|can't|cannot", stripped, re.I):
                said += subject.group("can")  # (`can each `: each of them does the later part too)
            if shared is not None:  # `knocked prone` after `the target is pushed 2 squares`: `the target is knocked prone`
                said += shared + " "
            items = parse(said + stripped)
            # (what is not a sentence, a condition or a forced move, is the targets': said of another
            # subject, `you shift 1 square and are slowed`, it is not read as theirs)
            # (but a status said with its own verb, `and can't regain Stamina (save ends)`: the subject's, as written)
            if items is not None and not all(isinstance(i, ast.DeedClause) for i in items) \
                    and not _some_targets(who.strip()) and not (_CANNOT.match(stripped) and not japanese):
                items = None
            if items is not None and _readable(items):
                who_at = offset + subject.start() if japanese else offset + subject.start("who")
                items = moved(items, lambda p, said=said, who=who, who_at=who_at, at=at:
                               who_at + p if p <= len(who) else (who_at + len(who) if p < len(said) else at + p - len(said)))
            else:
                items = None
        if items is None:
            items = parse(stripped)
            if items is None or not _readable(items):
                return None
            items = moved(items, lambda p, at=at: at + p)
        parts.append(items)
    return tuple(parts)


def _ja_topic(text: str) -> re.Match | None:
    """The topic a Japanese first part starts with (`ターゲットは`), or a creature narrowed or two joined
    (`あなたと5 スクエア以内の1体の味方は`, as a card says `you and one ally within 5 squares`); None for none."""
    topic = _JA_TOPIC.match(text) or _JA_QUOTED_TOPIC.match(text)
    if topic is not None:
        return topic
    narrowed = _JA_NARROWED_TOPIC.match(text)
    return narrowed if narrowed is not None and narrowed_english(vocabulary(), narrowed.group().strip()[:-1]) else None


def _each_of_you(first: str, offset: int, stripped: str, at: int, parse: Callable[[str], tuple | None]) -> tuple | None:
    """A later part that starts `each of you` (`each of you gains an edge on your next power roll`) read as said of each
    of the first part's two creatures joined, one of them you (`you and one ally within 5 squares each gains …`), its
    positions the part's (`each of you` for the creatures, as written); None unless the first part has such a subject
    and the part so said is read."""
    subject = _long_subject(first) or _SUBJECT.match(first)
    who = subject.group("who").removesuffix(" each") if subject is not None else ""
    if "you" not in (fold(part) for part in who.split(" and ")) or " and " not in who:
        return None
    said = f"{who} each "
    lead = len("each of you ")
    items = parse(said + stripped[lead:])
    if items is None or not _readable(items) or not all(isinstance(i, ast.DeedClause) for i in items):
        return None
    return moved(items, lambda p: at + min(p, lead - 1) if p < len(said) else at + lead + p - len(said))


def _of_the_targets(first: str, found: tuple) -> bool:
    """Whether options said of the targets, the first with its subject (`the target is pushed 3 squares or knocked
    prone`, `ターゲットは 3 マス押し戻されるか、伏せ状態になる`), are each a forced move or conditions: a choice, as `push 3
    or prone` is (was text)."""
    subject = _JA_TOPIC.match(first.lstrip()) if not first.isascii() else _SUBJECT.match(first.lstrip())
    if subject is None:
        return False
    who = (subject.group() if not first.isascii() else subject.group("who")).strip()
    term = vocabulary().creatures.lookup(who.removesuffix("は"))
    # (every target, or some of them: `1体のターゲットは`, `one target is`, each option then said of them)
    of_them = _some_targets(who) or (term is not None and term.id in ("each_target", "the_targets"))
    return of_them and all(isinstance(i, (ast.ForcedClause, ast.ConditionsClause)) for part in found for i in part)


def _some_targets(who: str) -> bool:
    """Whether `who` names the targets (`the target`, `ターゲットは`) or some of them (`one target`, `1体のターゲットは`)."""
    if fold(who) in _targets():
        return True
    if who.isascii():
        return fold(who) + " is" in vocabulary().partial_subjects
    term = vocabulary().creatures.lookup(who.removesuffix("は"))
    return term is not None and bool(term.extra.get("some"))


def _passive(subject: re.Match | None) -> str | None:
    """The `is` (`are`) of a first part's subject said in the passive (`the target is pushed 2 squares`), which a
    later part with no verb of its own shares (`and knocked prone`); None for any other subject."""
    if subject is None or subject.group("can") or not _COPULA.fullmatch(subject.group("verb")):
        return None
    return subject.group("verb")


def _said_of(whom: re.Match, offset: int, stripped: str, at: int, parse: Callable[[str], tuple | None]) -> tuple | None:
    """A later part said of the creature the first names with を (`伏せ状態にする` of `ターゲットを`), read as
    `ターゲットを伏せ状態にする`, its positions the part's (the creature's, the first part's); None unless it is a
    condition put on someone (`減速 (EoT)`, `伏せ状態になる`: read as they are)."""
    if not puts_a_condition(unglossed(stripped).strip(), vocabulary()):  # (`「つかむ（grab）」`: seed 000's)
        return None
    who = whom.group()
    items = parse(who + stripped)
    if items is None or not _readable(items) or not all(isinstance(i, ast.ConditionsClause) for i in items):
        return None
    who_at = offset + whom.start()
    return moved(items, lambda p: who_at + p if p <= len(who) else at + p - len(who))
