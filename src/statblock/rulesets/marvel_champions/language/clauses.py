"""Where the effects of a sentence start: a clause that starts with an effect verb of the vocabulary (`Exhaust X and
deal 1 damage to an enemy, then draw 1 card.`), the verb said of a subject (`Red Skull gets +1 ATK`), a negated verb
(`You cannot make basic attacks`) and the participles joined to a passive verb (`You are stunned and confused`); a
word a noun word makes a noun (`an attack`, `discard pile`) starts none."""

from __future__ import annotations

import bisect
import functools
import re

from .. import vocabulary as _vocabulary
from ..vocabulary import syntax_words, verb_openings, verb_pattern, vocabulary
from .card_kinds import names_a_kind
from .masking import mask
from .subject_then import without_then

__all__ = ["ALTERNATIVE", "CLAUSE_JOIN", "LIST_JOIN", "THIRD_PERSON", "clause_starts", "effect_verb_starts",
           "effect_verbs", "governed_modals", "governing_subject", "participle_at", "verb_at"]

# a clause starts at the text's start or after one of these (in text with its groups masked); a run of
# spaces is entered only at its start (`(?<!\s)`): tried inside it too, each try ran to its end (quadratic)
# (a full stop a lower-case word follows ends no sentence, `aside. remove each …`, but starts a clause)
_SEPARATOR = re.compile(r"(?:^|,\s+(?:and\s+|or\s+|then\s+)?|;\s+|:\s+|(?<!\s)\s+and\s+(?:then\s+)?|(?<!\s)\s+then\s+"
                        r"|(?<!\s)\s+or\s+|(?<!\s)\s+either\s+|(?<!\s)\s+as\s+well\s+as\s+|(?<=[a-z)\]])\.\s+(?=[a-z])"
                        r"|(?:(?<=^[Cc]hoose)|(?<=, choose))\s+to\s+(?!either\b))")
# (`Deal 1 damage to the villain as well as draw 1 card`: a verb after `as well as` is an effect of its own; a target
# after it is joined to the one before, `targets.more_targets`)
# (`Choose to deal 5 damage to an enemy or remove 3 threat`: the verb after an imperative `choose to` starts the first
# alternative, as after `Choose to either`; not after a subject, `You cannot choose to discard …`)
# what joins an effect to the one before it as its alternative (`Deal 2 damage to an enemy or remove 2 threat`)
ALTERNATIVE = re.compile(r"\bor\b", re.IGNORECASE)
# words before a verb that start its clause all the same (`instead heal 5 damage from Apocalypse`)
_ADVERB = re.compile(r"(?:instead|also|additionally|then|either)\s+(?=[a-z])", re.IGNORECASE)
# words that make the next word a noun, not a verb (`an attack`, `its scheme`, `the attacking enemy`)
_NOUN_BEFORE = frozenset(("a", "an", "the", "its", "their", "his", "her", "your", "my", "each", "that", "this", "of",
                          "basic", "any", "one", "first", "no", "another", "which", "whose", "s", "those", "these",
                          "to", "for", "by", "with", "from", "printed", "additional", "more", "same", "in", "into",
                          "side", "main"))


_LETTER_WORD = re.compile(r"[A-Za-z][A-Za-z']*")


def effect_verbs(text: str) -> int:
    """How many words of `text` are effect verbs (the vocabulary's, not made nouns by the word before or after them:
    `an attack`, `discard pile`), wherever they stand: `When this card leaves play discard it` has more than its
    condition's own."""
    return sum(1 for _ in effect_verb_starts(mask(text)))


def effect_verb_starts(masked: str, start: int = 0):
    """Where the effect verbs of `masked` (text with its groups masked) start, from `start` on, as `effect_verbs`
    counts them."""
    for word in _LETTER_WORD.finditer(masked, start):
        if not _after_noun_word(masked, word.start()) and verb_at(masked, word.start()) is not None:
            yield word.start()


def verb_at(masked: str, index: int):
    """The kind of the effect verb at `index`, or None; none where a word after it makes it a part of a noun
    (`discard pile`, `stun status card`)."""
    openings = verb_openings()
    if openings is not None:
        start = masked[index:index + 2]
        if start.isascii() and start.lower() not in openings[0] and start[:1].lower() not in openings[1]:
            return None   # (most words: no verb starts with their letters)
    pattern, kinds = verb_pattern()
    match = pattern.match(masked, index)
    if match is None or _noun_after_verb().match(masked, match.end()):
        return None
    return kinds[match.lastindex - 1]


@functools.cache
def _noun_after_verb() -> re.Pattern:
    words = "|".join(re.escape(w) for w in syntax_words("noun_after_verb"))
    return re.compile(rf"[^\S\n]+(?:{words})\b", re.IGNORECASE)


def clause_starts(masked: str) -> list[tuple[int, int, str, bool]]:
    """(start, verb index, verb kind, after a subject) of each effect: a verb at a clause start, or else the first verb
    after a subject (`Red Skull gets +1 ATK`, `Each player draws 1 card`). A negated verb (`cannot`, `do not`) is the
    verb of its clause after a subject too (`You cannot make basic attacks`), and the verbs joined to it by `or`,
    `and` or a comma are negated with it: no effect of their own (`cannot thwart, attack, defend, or recover`)."""
    found: list[tuple[int, int, str, bool]] = []
    joins: list[str] = []    # what joins each start to the one before (`, or `, ` and then `)
    clauses: list[int] = []  # where every clause starts
    separators = list(_SEPARATOR.finditer(masked))
    settled = [0]   # (the words before a separator no later one changes: see `_verb_after_subject`)
    timed = [(m.start(), _CLAUSE_END.search(masked, m.end()).start()) for m in _TIME_CLAUSE.finditer(masked)]
    opening = _OPENING_TIME.match(masked)   # `When the villain attacks this round, deal 1 damage to it, …`
    if opening is not None:
        timed.append((0, opening.end("clause") if opening.group("clause") is not None else opening.end("paid")))
    after = [opening.end() if opening is not None else 0]   # (where a subject's verb is looked for: past it)
    for number, separator in enumerate(separators):
        index = separator.end()
        clauses.append(index)
        if any(start < separator.start() < end for start, end in timed):
            continue   # `… after it thwarts or attacks`: the verbs of a time clause say when, they do nothing
        adverb = _ADVERB.match(masked, index)   # `instead heal 5 damage`: the verb after the adverb
        verb = adverb.end() if adverb else index
        kind = verb_at(masked, verb)
        if kind is not None and names_a_kind(masked, verb, separator.start(), verb_at):
            # `for an attack or thwart event`: a kind of card (a trait, `[[thwart]]` printed), no verb (was `thwart`)
            kind = None
        if kind is not None and verb == 0 and _PLURAL_SUBJECT.match(masked) and " " not in _verb_words(masked):
            # `Attacks against Luke Cage lose piercing`: a sentence is told in the bare form, never `Attacks`; a verb
            # of several words is none (`Enters play with 3 troop counters.`: the card's own counters)
            kind = None
        if kind is not None and (not found or index > found[-1][0]):
            found.append((index, verb, kind, False))
            joins.append(masked[separator.start():verb])
        elif kind is None and separator.start() > 0 and CLAUSE_JOIN.fullmatch(masked[separator.start():index]) \
                and (found or _said(masked, 0, separator.start(), settled) is not None):
            # `the enemy team finds X and your team reveals it`: a clause with a subject and a verb said of it,
            # joined to an effect, is an effect of its own
            end = separators[number + 1].start() if number + 1 < len(separators) else len(masked)
            said = _said(masked, index, end)
            if said is not None:
                found.append((index, said[0], said[1], True))
                joins.append(masked[separator.start():index])
    negations = _negations(masked, clauses)
    if negations:   # merged in order (both are sorted); a clause that starts with a verb keeps it: the negation
        starts = {start for start, *_ in found}   # is that verb, or in its words
        merged = sorted([*zip(found, joins), *(((index, verb, kind, True), "") for index, verb, kind in negations
                                                if index not in starts)], key=lambda pair: pair[0][0])
        found, joins = [start for start, _ in merged], [join for _, join in merged]
    if not found:
        verb = _verb_after_subject(masked, len(masked), after)
        if verb is not None:
            found.append((0, *verb, True))
            joins.append("")
    elif found[0][0] > 0:
        # `Each player takes 1 damage and discards a card`: a subject and its verb before a verb joined to it by
        # `and` or `or` are an effect of their own; other words before the first verb (`For each card discarded,
        # ...`) belong to it
        verb = _verb_after_subject(masked, found[0][0], after) if CLAUSE_JOIN.fullmatch(joins[0]) \
            or _serial_comma(joins) else None
        # (`detaches Odin from the main scheme`: no verb; after a plural subject the verb is bare: `Attacks ... deal`)
        if verb is not None and (_finite(masked, verb[0]) or _PLURAL_SUBJECT.match(masked)
                                 or _POSSESSED_PLURAL.match(masked[:verb[0]])):
            found.insert(0, (0, *verb, True))
            joins.insert(0, "")
        else:
            # `Each player then draws 1 card`: `then` between a subject and its verb said of it (in the third person);
            # the words before are its subject (they were lost: the draw was read as yours)
            # (`Each player, then, draws`; `Each player may then draw`: its modal before `then`)
            before = masked[:found[0][1]]
            subject = without_then(before)
            said = subject != before and (_finite(masked, found[0][1]) or bool(_MODAL.search(subject[-8:] + " ")))
            found[0] = (0, found[0][1], found[0][2], found[0][3] or said)
    _purposes(masked, found, joins)
    _joined_participles(masked, found, joins)
    return _unnegated(masked, found, joins)


def _serial_comma(joins: list[str]) -> bool:
    """Whether the first verb found is the second of a list of verbs (`Each minion gets +1 SCH, gains incite 1, and
    gains toughness`): a bare comma joins it, and `and` or `or` joins the list's last; the verb said of the subject
    before that comma (`gets`) is then an effect of its own, as it is before `and` (`gets +1 SCH and gains …`)."""
    return bool(joins) and _BARE_COMMA.fullmatch(joins[0]) is not None \
        and any(CLAUSE_JOIN.fullmatch(join) and "," in join for join in joins[1:])


_BARE_COMMA = re.compile(r",\s+")


#: A time clause after an effect, said of a pronoun (`takes 1 consequential damage after it thwarts or attacks`, `after
#: he attacks and defeats a minion`): the verbs `and` or `or` join in it are its own, up to a comma, a semicolon, a
#: colon or a full stop.
_TIME_CLAUSE = re.compile(r"(?<=\S)\s+(?:after|before|when|whenever|while)\s+(?:he|she|it|they|you)\s+(?=\w)",
                          re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,;:.]|$")
#: A time clause opening a sentence, up to its comma (`When the villain attacks this round, …`, `Each time a minion
#: attacks you, …`, `The next time …`): its verbs say when, they do nothing; a verb said of a subject is looked for past
#: it (`Each time you attack, you can draw 1 card`: the draw, not an attack by `Each time you`). Matched at the start
#: alone: linear on any text.
_OPENING_TIME = re.compile(r"(?:when|whenever|each\s+time|every\s+time|the\s+(?:next|first)\s+time|after|before|while"
                           r"|until|as\s+long\s+as)\s(?P<clause>[^,;:.]*)(?=,)"
                           # (`As an additional cost for a player to attack, thwart, or defend, …`: what is paid for, its
                           # verbs a list, none of them done: `thwart` was read as an action)
                           r"|as\s+an\s+additional\s+cost\s(?P<paid>[^,;:.]*(?:,\s*(?:(?:and|or)\s+)?\w++)*)(?=,)",
                           re.IGNORECASE)


def _purposes(masked: str, found: list, joins: list) -> None:
    """Add to `found` the effect a payment is made for (`You may discard a tough status card from your hero to stun that
    enemy`, `remove 1 ammo from War Machine to ready …`, `exhaust your hero to prevent this`): the verb after `to` that
    follows the object of a paying verb (`_PAYING`) with no other verb between; `play` after `to` is no effect (`spend
    this card to play an event`: what it pays for); nor is a verb after `to` that a comma or other punctuation
    parts from the paying verb."""
    for purpose in _PURPOSE.finditer(masked):
        before = [n for n, start in enumerate(found) if start[1] < purpose.start()]
        if not before or found[before[-1]][2] not in _PAYING or _PUNCTUATION.search(masked, found[before[-1]][1],
                                                                                     purpose.start()):
            continue   # (`As an additional cost to thwart this scheme, take 2 damage`: no verb before; `Discard X cards,
                       # where X is equal to double …`: another clause)
        kind = verb_at(masked, purpose.end())
        if kind is None or kind == "play" or any(start[0] == purpose.end() for start in found):
            continue
        found.insert(before[-1] + 1, (purpose.end(), purpose.end(), kind, False))
        joins.insert(before[-1] + 1, masked[purpose.start():purpose.end()])


_PUNCTUATION = re.compile(r"[,;:.]")
#: `to` before a verb (`… to stun that enemy`): what the words before it are done for.
_PURPOSE = re.compile(r"(?<!\s)\s+to\s+(?=[a-z])")
#: The verbs whose object is paid for something (`discard X to …`).
_PAYING = frozenset({"discard", "remove", "remove_counters", "remove_threat", "exhaust", "spend", "pay", "take_damage"})


def _joined_participles(masked: str, found: list, joins: list) -> None:
    """Add to `found` the participle joined by `and` or `or` to a passive effect verb, said of the same subject
    (`You are stunned and confused`: confused too)."""
    pattern, _ = verb_pattern()
    for number in range(len(found) - 1, -1, -1):
        verb = found[number][1]
        if not _PASSIVE.match(masked, verb):
            continue
        passive = pattern.match(masked, verb)
        joined = _JOINED_WORD.match(masked, passive.end()) if passive is not None else None
        kind = participle_at(masked, joined.start("word")) if joined is not None else None
        if kind is not None and (number + 1 == len(found) or found[number + 1][0] > joined.start("word")):
            found.insert(number + 1, (joined.start("word"), joined.start("word"), kind, False))
            joins.insert(number + 1, joined.group("join"))


_JOINED_WORD = re.compile(r"(?P<join>,?\s+(?:and|or)\s+)(?P<word>\w+)\b", re.IGNORECASE)


#: A passive effect verb (`is stunned`, `are confused`): a participle joined to it by `and` is said of its subject.
_PASSIVE = re.compile(r"(?:is|are)\s", re.IGNORECASE)


@functools.cache
def _participles() -> dict[str, str]:
    """The participles of the passive effect verbs (`stunned`: stun), from their spellings (`is stunned`)."""
    found = {}
    for term in vocabulary().effects.terms.values():
        for spelling in term.en:
            passive = re.fullmatch(r"(?:is|are) (\w+)", spelling)
            if passive is not None:
                found[passive.group(1).lower()] = term.id
    return found


def participle_at(masked: str, index: int) -> str | None:
    """The kind of the participle at `index` (`confused` in `You are stunned and confused`), or None."""
    word = re.match(r"\w+", masked[index:])
    return _participles().get(word.group().lower()) if word is not None else None


#: A capitalised word in `s` that starts a sentence is its plural subject (`Attacks against X lose piercing`), not
#: its verb: a sentence that tells what to do starts with the bare verb (`Attack`).
_PLURAL_SUBJECT = re.compile(r"[A-Z][a-z]+s\b")
#: A possessed plural subject, the whole of the words before its verb (`Rapido's attacks gain ranged and deal indirect
#: damage`, `Your allies gain …`, `The villain's attacks gain …`, `This card's attacks …`, `Your hero's attacks …`, `Each
#: minion's attacks …`): its verb is bare, and said of it (the gain was lost in the deal). The possessor is read by its
#: shape, whatever its words: a possessive word, or up to four words the last of which ends in `'s` or `s'`.
_POSSESSED_PLURAL = re.compile(r"(?:(?:[\w\-.]+ ){0,3}[\w\-.]*\w's?|[Yy]our|[Tt]heir|[Hh]is|[Hh]er|[Ii]ts) [a-z]+s ")


def _verb_words(masked: str) -> str:
    """The words of the effect verb at the start of `masked` (`Enters play with`), or ""."""
    found = verb_pattern()[0].match(masked)
    return found.group() if found else ""
#: A verb in the third person (`discards`, `is`): it has the subject of the verb before it. A word that ends in a
#: double `s` is bare (`pass`, `Do not draw or pass the first player token`: its third person is `passes`).
THIRD_PERSON = re.compile(r"[A-Za-z']*(?<![sS])[sS]\b")
#: What joins a verb to a subject's verb before it (`takes 1 damage and discards a card`, `… as well as draws 1 card`, `draws 1 card, then
#: discards 1 card`); a comma alone does not (`Each time you play an event, draw 1 card`).
CLAUSE_JOIN = re.compile(r",?\s+(?:(?:and|or|as\s+well\s+as)\s+(?:then\s+)?|then\s+)", re.IGNORECASE)


_MODAL = re.compile(r"(?:must|may|can|will|should)\s+$", re.IGNORECASE)
#: A personal pronoun a bare verb is said of (`you make a basic attack`, `they discard`).
_PERSONAL = re.compile(r"(?<![\w'])(?:you|they)\s+$", re.IGNORECASE)


def _finite(masked: str, index: int) -> bool:
    """Whether the verb at `index` is said of a subject: in the third person (`takes`) or after a modal (`must
    choose`), not a bare word that is also a noun (`the main scheme`)."""
    return (bool(THIRD_PERSON.match(masked, index)) or bool(_PASSIVE.match(masked, index))
            or bool(_MODAL.search(masked[max(0, index - 8):index]))
            or bool(_PERSONAL.search(masked[max(0, index - 6):index])))


def _said(masked: str, start: int, end: int, settled: list[int] | None = None) -> tuple[int, str] | None:
    """(index, kind) of the verb said of a subject in `masked[start:end]` (`your team reveals it`): in the third
    person or after a modal, and no noun before a verb (`your [[Arrow]] attacks gain ranged`); else None."""
    said = _verb_after_subject(masked[start:end], end - start, settled)
    if said is None:
        return None
    after = re.match(r"\w+\s+", masked[start + said[0]:end])
    if after is not None and verb_at(masked, start + said[0] + after.end()) is not None:
        # `your [[Arrow]] attacks gain ranged`: a plural noun that is a verb too, then the verb said of it
        return _bare_after_plural(masked, start + said[0] + after.end())
    if not _finite(masked, start + said[0]):
        return _bare_after_plural(masked, start + said[0])
    return start + said[0], said[1]


#: A plural noun right before a bare verb (`his basic attacks gain piercing`, `its attacks gain overkill`): the verb's
#: subject, in the plural; `_PLURAL_END` where that noun ends, read back from the verb.
_PLURAL_END = re.compile(r"(?<![\w'’])[A-Za-z]+[^s']s\s+$")


def _bare_after_plural(masked: str, index: int) -> tuple[int, str] | None:
    """(index, kind) of the bare verb at `index` when a plural noun is its subject (`her attacks gain piercing`), else
    None (`the main scheme`: no verb)."""
    kind = verb_at(masked, index)
    if kind is None or kind == "prohibit" or THIRD_PERSON.match(masked, index) \
            or not _PLURAL_END.search(masked[max(0, index - 40):index]):
        return None
    return index, kind


def _verb_after_subject(masked: str, end: int, settled: list[int] | None = None) -> tuple[int, str] | None:
    """(index, kind) of the first verb before `end` after a subject (`Red Skull gets +1 ATK`): not the first word,
    nor a word a noun word makes a noun (`the attack`), nor a negation `_negations` left (`who does not`).

    `settled`, when the text is asked again cut at ever later places (`clause_starts` asks `_said` of the words before
    each separator): one index, before which no word is a verb in any longer cut, moved on past each word that is
    skipped (what decides it lies before the word) or that no verb starts and that lies further than `_verb_reach()`
    from the cut (the verb pattern reads no further). Else every word was read again at each separator: quadratic,
    20,000 characters of `and ` before `When the villain attacks you, draw 1 card` took 43 s."""
    steady = settled is not None
    for word in _WORD.finditer(masked, settled[0] if steady else 0, end):
        if word.start() == 0 or _after_noun_word(masked, word.start()) and not _FLOATING_EACH.search(
                masked[max(0, word.start() - 80):word.start()]):
            if steady:
                settled[0] = word.end()
            continue
        if steady and word.start() + _verb_reach() < len(masked) and verb_pattern()[0].match(masked, word.start()) is None:
            settled[0] = word.end()
            continue
        steady = False
        kind = verb_at(masked, word.start())
        if kind is not None and kind != "prohibit":
            return word.start(), kind
    return None


_WORD = re.compile(r"[A-Za-z']+")


@functools.cache
def _verb_reach() -> int:
    """How far past a word's start the verb pattern may read: its longest verb's pattern, and a split verb's look for
    its last words within 80 characters (`set … aside`), with room to spare."""
    return max(len(p.pattern) for p, _ in _vocabulary.effect_verbs()) + 90


#: `each` after the subjects `and` joins, before their verb (`The villain and Warbringer each attack you`): it makes no
#: noun of the word after it (read back over 80 characters at most).
_FLOATING_EACH = re.compile(r"\band\s+[^,;:.]*?\S\s+each\s+$", re.IGNORECASE)


#: Words that start a subordinate clause: a negation after one is not its sentence's verb (`Each player who does
#: not control an upgrade takes 1 damage`, `if it does not`).
_SUBORDINATE = re.compile(r"\b(?:if|unless|when|whenever|while|until|who|whom|that|which|whose|where|because|as long as"
                          r"|even though)\b", re.IGNORECASE)


@functools.cache
def _negation_pattern() -> re.Pattern:
    spellings = sorted(vocabulary().effects.terms["prohibit"].en, key=len, reverse=True)
    return re.compile(rf"(?<![\w'])(?:{'|'.join(re.escape(s) for s in spellings)})(?![\w'])", re.IGNORECASE)


def _negations(masked: str, clauses: list[int]) -> list[tuple[int, int, str]]:
    """(clause start, index, kind) of each negated verb (`_negation_pattern`) that is its clause's verb: none after a
    word that starts a subordinate clause in that clause; and of each modal after a subject that negates or limits it
    (`governing_subject`: `No player can draw cards`, prohibit; `No more than 1 player can attack this card`,
    restrict). Each is found with a search (or a match at a clause's start) and two bisections: linear on any text."""
    # (`That ally does not take damage`: a `that` that opens its clause is the subject's determiner, no subordinator)
    starts = set(clauses) | {0}
    subordinate = [m.start() for m in _SUBORDINATE.finditer(masked)
                   if not (m.group().lower() == "that" and m.start() in starts)]
    found = [(m.start(), "prohibit") for m in _negation_pattern().finditer(masked)]
    for start in sorted(starts):
        governed = governing_subject(masked, start)
        if governed is not None:
            found.append(governed)
    out = []
    for index, kind in sorted(found):
        clause = clauses[bisect.bisect_right(clauses, index) - 1] if clauses else 0
        before = bisect.bisect_left(subordinate, clause)
        if before < len(subordinate) and subordinate[before] < index:
            continue
        if not out or out[-1][0] != clause:
            out.append((clause, index, kind))
    return out


#: A subject that negates what it may do (`No player can draw cards`, `Neither the villain nor a minion can attack
#: you`, `None of them may …`) or limits how many may (`No more than 1 player can attack this card`, `Only 1 player
#: can …`, `At most 1 …`), then its modal: the subject's words are read no further than `_SUBJECT_REACH` characters
#: (a clause that starts with `No` and has no modal near is none: linear on any run of them).
_GOVERNING = re.compile(r"(?:(?P<limit>(?:no|not)\s+more\s+than|at\s+most|only)\s+\S|(?:no|neither|none)\s)",
                        re.IGNORECASE)
_SUBJECT_REACH = 60
_GOVERNED_MODAL = re.compile(r"[^,;:.]{0,%d}?(?<![\w'])(?P<modal>can|may|will)\s+(?!only\b|not\b)(?=[a-z])"
                             % _SUBJECT_REACH, re.IGNORECASE)


def governed_modals(masked: str, start: int = 0, end: int | None = None) -> list[int]:
    """Where each modal a negating or limiting subject governs (`governing_subject`) stands in `masked[start:end]`, the
    subject at `start` or after a comma, semicolon or colon (`Until the end of the round, no player may draw cards`):
    each looked for no further than `governing_subject` reads, linear on any text."""
    end = len(masked) if end is None else end
    out = []
    for at in (start, *(found.end() for found in _CLAUSE_START.finditer(masked, start, end))):
        governed = governing_subject(masked, at)
        if governed is not None:
            out.append(governed[0])
    return out


_CLAUSE_START = re.compile(r"[,;:]\s*+")


def governing_subject(masked: str, start: int) -> tuple[int, str] | None:
    """(index, kind) of the modal a negating or limiting subject at `start` governs (`_GOVERNING`): prohibit after a
    negating one, restrict after a limiting one; None for any other clause."""
    subject = _GOVERNING.match(masked, start)
    if subject is None:
        return None
    modal = _GOVERNED_MODAL.match(masked, start)
    if modal is None:
        return None
    if subject.group("limit") and verb_at(masked, modal.start("modal")) is not None:
        return None   # (`Only the first player can do this.`: who may use the ability, a verb spelled with its modal)
    return modal.start("modal"), "restrict" if subject.group("limit") else "prohibit"


#: What joins the verbs of a list (a negated verb and the ones it negates too, bare verbs and the object they
#: share): a comma, `and`, `or`, `as well as` (not `then`, `instead`, a semicolon or a colon). Fullmatched against the words
#: between two verbs: each run of blanks is taken once (`\s*,?\s*` split a run of blanks before a word it refuses,
#: `, then`, at every place: quadratic, 20,000 spaces before `; attack` took 8 s).
LIST_JOIN = re.compile(r"\s*+(?:,\s*+)?(?:(?:and|or|nor|as\s+well\s+as)\s+)?", re.IGNORECASE)


#: The kinds whose verb governs the bare verbs a list joins to it (`cannot thwart or attack`, `No player can draw cards or
#: play events`).
_GOVERNS = frozenset(("prohibit", "restrict"))


def _unnegated(masked: str, found: list[tuple[int, int, str, bool]], joins: list[str]
               ) -> list[tuple[int, int, str, bool]]:
    """`found` without the starts of verbs a negated verb before them governs (`Do not draw or discard cards`): bare
    verbs, as the negation's are; a verb in the third person is said of the subject on its own (`Citizen V does not
    activate and heals 4 damage instead`: the heal was lost)."""
    out = []
    negated = False
    listed = False   # (whether a verb of a list was governed since the last governing verb)
    for start, join in zip(found, joins):
        if negated and start[2] not in _GOVERNS and LIST_JOIN.fullmatch(join) \
                and not THIRD_PERSON.match(masked, start[1]) \
                and not (not listed and _NEXT_ACTION.fullmatch(join)):
            listed = True
            continue
        negated, listed = start[2] in _GOVERNS, False
        out.append(start)
    return out


#: What joins the next action to a restriction's or a prohibition's one verb (`You can only attack this minion this round,
#: and discard 1 card`, `You cannot attack this minion, and discard 1 card`: the discard is done, the limit is the
#: attack's): a comma then `and`. In a list either names (`can only attack, thwart, and defend`, `cannot thwart, attack,
#: and defend`), the last verb is the list's.
_NEXT_ACTION = re.compile(r",\s+and\s+", re.IGNORECASE)




_LONGEST_NOUN_BEFORE = max(map(len, _NOUN_BEFORE))
#: How a possessive ends: `'s`, or the apostrophe alone after an `s` (`Angus' attacks`), straight or curly.
_POSSESSIVE_ENDS = frozenset(("'s", "’s", "s'", "s’"))


def _after_noun_word(text: str, index: int) -> bool:
    """Whether the word before `index` (the last run of non-spaces) makes the next word a noun: one of
    `_NOUN_BEFORE`, or a possessive (`Spider-Man's`). Read back from `index`, no further than such a
    word can be long: linear on any text (a copy of all before each word was quadratic)."""
    end = index
    while end and text[end - 1].isspace():
        end -= 1
    if text[max(0, end - 2):end].lower() in _POSSESSIVE_ENDS:   # (`Angus' attacks`: a name's possessive after its s)
        return True
    start = end
    while start and not text[start - 1].isspace() and end - start <= _LONGEST_NOUN_BEFORE:
        start -= 1
    return (start == 0 or text[start - 1].isspace()) and text[start:end].lower() in _NOUN_BEFORE
