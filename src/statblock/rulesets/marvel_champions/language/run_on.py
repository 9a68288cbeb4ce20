"""Where an English time or `if` clause that opens a sentence ends when its comma is left out (`When the villain attacks
you you may discard 1 card, then draw 1 card.`): the comma that follows it was taken for its end, and the effect
before that comma read into the condition, in silence (the discard lost, or the whole sentence an attack).

A clause has one verb of its own, its predicate (`attacks`), and the verbs joined to it (`attacks and deals damage`,
`attack or thwart`), said in the third person (`a card that costs 3`), after a modal of its own (`would take`) or after
`to` (`use ATK to attack`). The first effect verb past those starts the effect, with its subject and its modal when it
has one (`you may discard`); its words say nothing of the time. `sentences.Body` reads the condition so, reported
(MC114) with the comma to write."""

from __future__ import annotations

import re

from ..names import names_blanked
from .clauses import THIRD_PERSON, effect_verb_starts, verb_at
from .masking import mask

__all__ = ["clause_comma", "comma_ends_clause"]

#: A clause that opens a sentence and has a verb of its own (lower case).
_OPENING = re.compile(r"(?:when|whenever|each\s+time|every\s+time|the\s+(?:next|first)\s+time|after|before|if)\s",
                      re.IGNORECASE)
#: What makes a verb one of the clause's own: joined to the verb before it, or after a modal or negation of the clause
#: (`would take`, `cannot pay`, `do not discard`), read back from the verb.
#: A subject may stand between the join and the verb (`if that activation is an attack and you take damage from it`,
#: `attacks you and you take damage`, `or you defeat`).
_CLAUSE_OWN = re.compile(r"(?:,|\b(?:and|or|nor)(?:\s+(?:you|they|it|he|she|we|that\s+player))?|\bwould|\bcould|\bnot"
                         r"|n't|\bcannot|\balso|\bto)\s+$", re.IGNORECASE)
_CLAUSE_OWN_LONGEST = 20
#: A verb of having or being, no effect's (`After you have 3 cards in hand`, `When there are no cards in your deck`):
#: before the first effect verb it is the clause's own, and that effect verb, not joined to it, starts the effect.
_STATE_VERB = re.compile(r"(?<![\w'])(?:have|has|had|is|are|was|were|controls?|controlled)(?![\w'])", re.IGNORECASE)
#: A condition's or a time's own clause inside the clause (`When you attack if you discard a card`): its first verb is
#: its own too.
_INNER_CLAUSE = re.compile(r"\b(?:if|unless|when|whenever|while|once|before|after|until)\s", re.IGNORECASE)
#: An inner clause that says one has its verb of being or having (`if you have no cards in hand`): the effect verb
#: after it is not its own.
_INNER_VERB = _STATE_VERB
#: The subject and modal of the effect's verb (`you may`, `each player must`): the comma goes before them. A subject
#: with no modal (`attacks you discard`) is no subject: it is the clause's object, as the cards write it.
_SUBJECT_MODAL = re.compile(r"(?<![\w'])(?:(?:you|each\s+player|every\s+player|that\s+player|the\s+first\s+player)\s+)?"
                            r"(?:may|must)\s+$", re.IGNORECASE)
_SUBJECT_LONGEST = 40
#: A subject with no modal before the effect's verb (`When the villain has 3 threat you draw 1 card`): the effect's,
#: unless it is the object of the clause's own verb or of a preposition right before it (`attacks you discard`, `deals
#: damage to you draw`).
_BARE_SUBJECT = re.compile(r"(?<![\w'])(?:you|each\s+player|every\s+player|that\s+player|the\s+first\s+player)\s+$",
                           re.IGNORECASE)
_PREPOSITION_BEFORE = re.compile(r"(?<![\w'])(?:against|by|with|from|for|of|to|in|into|on|at|than|as)\s*$", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z']+")
#: A participle or a verb in `-s` before such a subject, with the verb of being before it if any (`is defeated you draw`:
#: no object after it; `has attacked you draw`, `that attacks you draw`: its object).
_VERB_BEFORE = re.compile(r"(?:(?P<be>(?<![\w'])(?:is|are|was|were|be|been|being)\s+)?(?<![\w'])(?P<participle>[a-z]+ed)"
                          r"|(?<![\w'])(?:that|which|who)\s+[a-z]+s)$", re.IGNORECASE)
_VERB_BEFORE_LONGEST = 40
_LAST_WORD = re.compile(r"[A-Za-z']+$")
#: What after an effect verb makes it a noun of the clause, no effect: nothing (`from an enemy attack,`: the clause's
#: last word) or a preposition (`an undefended attack against you`).
_NOUN_AFTER = re.compile(r"\s*(?:$|(?:against|by|with|from|for|of|to|in|into|on|at|during)\b)",
                         re.IGNORECASE)
#: A verb that has its object after it, never a clause's last word (`When you play get behind me draw 1 card`: a card's
#: name, lower case, after it; `get` was read as an effect, `get behind me draw 1 card` a made-up modify).
_NEEDS_OBJECT = re.compile(r"(?<![\w'])(?:play|plays|played)\s+$", re.IGNORECASE)
#: A verb of entering or leaving play, or a preposition, right before `play`: the noun, no verb (`leaves play`, `did not
#: enter play`, `put an ally into play`, `removed from play`, `in play`, `out of play`).
_PLAY_OBJECT = re.compile(r"(?<![\w'])(?:enters?|entered|entering|leaves?|leaving|left|into|from|in|of)\s+$",
                          re.IGNORECASE)


#: An amount right after an effect verb (`draw 1 card`): an effect's, no word of a card's name.
_AMOUNT_AFTER = re.compile(r"\s+\d")


#: A comma that joins two effects (`, then draw 1 card`, `, and then …`): no clause ends at it.
_JOINING_COMMA = re.compile(r",\s*(?:and\s+)?then\b", re.IGNORECASE)


def comma_ends_clause(rest: str) -> bool:
    """Whether `rest`, the words after a clause opening a sentence, opens with the comma written to end it (`, draw 1
    card`): a clause that ends there is never parted again (`When the villain attacks you and you take damage,`);
    not a comma that joins two effects (`… you may discard 1 card, then draw 1 card`: its clause's comma left out)."""
    rest = rest.lstrip()
    return rest.startswith(",") and _JOINING_COMMA.match(rest) is None


def clause_comma(words: str, names: tuple[str, ...] = ()) -> int | None:
    """Where the comma left out after a clause opening `words` goes (`When the villain attacks you you may discard 1
    card`: after `you`), when an effect verb, not the clause's own, follows its own verb; None when `words` opens with
    no such clause or none follows (`When you attack or thwart`, `After the villain attacks and deals damage to you`).
    No word of a card's name is a verb: one of `names` (the file's with a comma), or a capitalised word past the
    opening (`When you play Ready Stance draw 1 card`: a name, the title case cards print names in)."""
    # (one answer with the sentence's period or without it: `the villain schemes.` and `the villain schemes` both end
    # the words, a verb with nothing after it)
    masked = _without_end(names_blanked(words, names, mask(words)))
    opening = _OPENING.match(masked)
    if opening is None:
        return None
    own_end = None
    state = _STATE_VERB.search(masked, opening.end())   # (once: the clause's own verb when no effect verb is before it)
    for verb in effect_verb_starts(masked, opening.end()):
        if own_end is None and state is not None and state.end() <= verb:
            own_end = state.end()
        if masked[verb].isupper():   # (a name's word: `Stun Beam`, `Get Behind Me!`)
            continue
        end = _WORD.match(masked, verb).end()
        after = opening.end() if own_end is None else own_end
        subject = _SUBJECT_MODAL.search(masked, max(after, verb - _SUBJECT_LONGEST), verb)
        # (the clause's own verb may be no effect verb, `When the villain is defeated you may draw 1 card`: a verb
        # with a subject and `may` or `must` is the effect's all the same)
        if own_end is None and subject is None and _verbless_time(masked, opening.end(), verb) \
                and not _NOUN_AFTER.match(masked, end):
            # (`After this attack deal 1 damage`: a time with no verb, an act's noun; the draw was its verb)
            return len(masked[:verb].rstrip())
        if own_end is None and subject is None or own_end is not None and (
                THIRD_PERSON.match(masked, verb) and (subject := _third_person_subject(masked, own_end, verb)) is None
                or _CLAUSE_OWN.search(masked, max(own_end, verb - _CLAUSE_OWN_LONGEST), verb)
                or _inner_clause_verb(masked, own_end, verb)):
            own_end = end
            continue
        if _NOUN_AFTER.match(masked, end) or _PLAY_OBJECT.search(masked, max(after, verb - 12), verb) \
                or not _AMOUNT_AFTER.match(masked, end) and _object_of_play(masked, opening.end(), verb):
            continue
        if subject is None:
            subject = _bare_subject(masked, own_end, verb)
        at = len(masked[:subject.start() if subject is not None else verb].rstrip())
        return at if at >= after and at > opening.end() else None
    return None


def _without_end(text: str) -> str:
    """`text` without its sentence's end: trailing blanks, one `.`, `!`, `?` or `。`, and the blanks before it. (A pattern
    `\\s*[.!?。]?\\s*$` did this, tried at every blank of a run and backtracking over both of its blank repeats:
    cubic in a run of spaces, 100,000 of them past any bound.)"""
    text = text.rstrip()
    if text and text[-1] in ".!?。":
        text = text[:-1].rstrip()
    return text


def _inner_clause_verb(masked: str, start: int, verb: int) -> bool:
    """Whether the effect verb at `verb` is the first verb of a condition's or time's own clause opened between `start`
    and it (`When you attack if you discard a card`), not one past the verb of being or having that clause has
    (`When you attack if you have no cards in hand draw 1 card`: the draw is the effect)."""
    inner = _INNER_CLAUSE.search(masked, start, verb)
    return inner is not None and _INNER_VERB.search(masked, inner.end(), verb) is None


def _bare_subject(masked: str, own_end: int, verb: int) -> re.Match | None:
    """The subject with no modal right before the effect verb at `verb` (`you` in `When the villain has 3 threat you
    draw 1 card`: the comma goes before it, it was read into the condition), or None: none there, or one that is an
    object, right after the clause's own verb ending at `own_end` (`When the villain attacks you discard 1 card`) or
    after a preposition (`to you`)."""
    found = _BARE_SUBJECT.search(masked, max(own_end, verb - _SUBJECT_LONGEST), verb)
    if found is None:
        return None
    before = masked[:found.start()].rstrip()
    if len(before) <= own_end or _PREPOSITION_BEFORE.search(before, max(0, len(before) - 12)):
        return None
    verb_before = _VERB_BEFORE.search(before, max(0, len(before) - _VERB_BEFORE_LONGEST))
    if verb_before is not None and (verb_before.group("participle") is None or verb_before.group("be") is None):
        return None   # (`a minion that has attacked you draw`, `that attacks you draw`: its object)
    if verb_at(masked, _last_word_start(before)) is not None:
        return None
    return found


def _verbless_time(masked: str, start: int, verb: int) -> bool:
    """Whether the words of a time clause from `start` to the effect verb at `verb` are an act's or a period's noun
    phrase, no verb in them (`After this attack deal 1 damage`, `After each thwart draw 1 card`): a determiner, then
    one to three words, none a verb of having or being, in `-s` or `-ed` (`the villain schemes`, `the villain flips`:
    a verb, the clause's), and the effect's verb bare."""
    found = _VERBLESS.fullmatch(masked, start, verb)
    if found is None or _STATE_VERB.search(masked, start, verb) or THIRD_PERSON.match(masked, verb):
        return False   # (`After the villain attacks you draw`: `attacks` is the clause's verb)
    words = masked[start:verb].split()[1:]
    if any(THIRD_PERSON.fullmatch(w) or w.lower().endswith("ed") or _AUXILIARY.fullmatch(w) for w in words):
        return False   # (`When the villain would attack you deal`, `If your ally did not thwart`: the clause's verb)
    return not _verb_after_object(masked, verb)


#: A modal or an auxiliary (`would`, `can`, `did not`, `won't`): after a subject it is the clause's verb, whose verb
#: follows it; no word of an act's noun.
_AUXILIARY = re.compile(r"(?:would|could|can|cannot|can't|should|will|won't|shall|may|might|must|do|does|did|don't"
                        r"|doesn't|didn't|not|never|wouldn't|couldn't|shouldn't)", re.IGNORECASE)


def _verb_after_object(masked: str, verb: int) -> bool:
    """Whether another effect verb follows the one at `verb` in its sentence, nothing joining them (`When the villain
    attack you draw 1 card`: `attack` the clause's own verb, its `-s` left out, `draw` the effect's)."""
    end = _WORD.match(masked, verb).end()
    stop = re.compile(r"[,.;:]").search(masked, end)
    stop = len(masked) if stop is None else stop.start()
    for other in effect_verb_starts(masked, end):
        if other >= stop:
            return False
        return _JOINS.search(masked, end, other) is None
    return False


_JOINS = re.compile(r"(?<![\w'])(?:and|or|then|as\s+well\s+as)(?![\w'])", re.IGNORECASE)


#: An act's or a period's noun phrase (`this attack`, `the villain's next activation`, `each thwart`).
_VERBLESS = re.compile(r"(?:this|that|the|each|every|your|its|their|his|her|an?)\s+(?:[\w'\[\]-]+\s+){1,3}",
                       re.IGNORECASE)


def _third_person_subject(masked: str, own_end: int, verb: int) -> re.Match | None:
    """The subject of a verb in the third person past the clause's own verb, ending at `own_end` (`each player` in
    `After the villain attacks you each player draws 1 card`, `the villain` in `If you are in hero form the villain
    takes 1 damage`: the verb has no subject but it, so the clause ends before it; it was read into the condition, the
    sentence a condition alone), or None: a verb joined to the clause's (`and the villain takes damage`, `that …s`),
    a noun after a preposition, or with nothing after the verb."""
    if _NOUN_AFTER.match(masked, _WORD.match(masked, verb).end()):
        return None
    found = _DETERMINED.search(masked, max(own_end, verb - _DETERMINED_LONGEST), verb)
    if found is None or found.start() < own_end:
        return None
    before = masked[:found.start()].rstrip()
    if _JOINED_BEFORE.search(before, max(0, len(before) - 12)) \
            or _PREPOSITION_BEFORE.search(before, max(0, len(before) - 12)):
        return None
    return found


#: A subject a determiner opens, of one to three words, right before its verb (`each player`, `the villain`, `each
#: [[Spy]] minion`); no determiner inside it (`the scheme the villain`: the subject is the second).
_DETERMINERS = r"(?:each|every|the|that|this|your|its|their|his|her|target)"
_DETERMINED = re.compile(rf"(?<![\w']){_DETERMINERS}\s+(?:(?!{_DETERMINERS}\b)[\w'\[\]-]+\s+){{1,3}}$", re.IGNORECASE)
_DETERMINED_LONGEST = 60
#: What before a subject makes it and its verb the clause's own (`attacks and the villain takes damage`, `a minion that
#: the villain controls`).
_JOINED_BEFORE = re.compile(r"(?<![\w'])(?:and|or|nor|that|which|who|whom|whose|if|when|whenever|while|then)$",
                            re.IGNORECASE)


def _last_word_start(before: str) -> int:
    """Where the last word of `before` starts."""
    return len(before) - len(_LAST_WORD.search(before).group()) if _LAST_WORD.search(before) else len(before)


def _object_of_play(masked: str, start: int, verb: int) -> bool:
    """Whether the effect verb at `verb` is the first word of the object of the verb `play` right before it (`When you
    play get behind me draw 1 card`: a card's name in lower case), not of the noun (`When this card leaves play discard
    it`). The caller asks only when no amount follows the verb: a verb with its amount is the effect's and a bare `play`
    before it has no object, whatever follows (`When you play draw 1 card`, `When you play draw 2 cards then discard 1
    card.`; `When you play get behind me.` a name)."""
    found = _NEEDS_OBJECT.search(masked, max(start, verb - 12), verb)
    return found is not None and _PLAY_OBJECT.search(masked, max(0, found.start() - 12), found.start()) is None
