"""Lowering the words of a sentence (or of a cost) to typed effects and costs.

A sentence is cut into parts where an effect verb of the vocabulary starts a clause (`Exhaust X and
deal 1 damage to an enemy, then draw 1 card.`); each part is one `Effect`. The mechanics the runtime
counts (damage, healing, cards drawn, threat, counters, resources) are read with their amount and
target; the others get their kind from the verb alone; a part with no known verb is an effect of
kind `text`. Every part keeps its words (`Effect.text`): nothing is dropped.
"""

from __future__ import annotations

import bisect
import functools
import re

import attrs

from ....vocabulary import fold
from ..model import Cost, Effect, Instead, Target
from ..names import ends_initialism
from ..vocabulary import syntax_words, verb_pattern, vocabulary
from .japanese import cost_parts, is_japanese
from .japanese_effects import AMOUNT_ALSO, effect_parts, single_spaced
from .masking import mask
from .targets import (TARGET, japanese_target, japanese_targets, more_targets, noun_types, parse_target, read_number,
                      subject_targets)
from .variables import cost_uses_x, definition, uses_x, where_definition

__all__ = ["Part", "effect_verbs", "lower_costs", "lower_effects", "mask", "parse_target"]

_AMOUNT = (r"(?P<n>\d+|X|an?|one|two|three|four|five|six|seven|eight|nine|ten|all|any amount of|"
           + "|".join(re.escape(w) for w in sorted(syntax_words("that_much"), key=len, reverse=True) if w.isascii())
           + r")(?P<ph>\s*\[per_hero\])?")
_AFTER = r"(?=\s*(?:$|[,;.:(]|\band\b|\bor\b|\bfor each\b|\binstead\b|\bequal\b|\bwhere\b|\bif\b|\bunless\b))"

#: counted mechanics: (kind, pattern at the start of a part), the first that matches wins
_COUNTED = [(kind, re.compile(pattern, re.IGNORECASE)) for kind, pattern in (
    ("deal_damage", rf"deals? (?:an additional )?(?:{_AMOUNT} )?(?:additional )?(?:indirect )?damage"
                    rf"(?: to {TARGET})?"),
    ("take_damage", rf"takes? (?:an additional )?{_AMOUNT} (?:additional )?(?:indirect |consequential )?damage"),
    ("take_damage", r"takes? (?:indirect )?damage equal"),
    ("heal", rf"heals? (?:{_AMOUNT} )?(?:additional )?damage(?: from {TARGET})?"),
    ("heal", rf"heals? (?!all\b){TARGET}(?: for (?P<n2>\d+))?{_AFTER}"),
    ("draw", rf"draws? (?:an additional |additional )?{_AMOUNT} (?:additional )?cards?"),
    ("place_threat", rf"places? (?:an additional )?{_AMOUNT} (?:additional )?threat"
                     rf"(?: (?:on|onto) {TARGET}|(?P<here> here| there))?"),
    ("remove_threat", rf"removes? (?:an additional )?{_AMOUNT} (?:additional )?threat(?: from {TARGET})?"),
    ("place_counters", rf"places? (?:an additional )?{_AMOUNT} (?:additional )?(?P<c>[\w-]+) counters?"
                       rf"(?: (?:on|onto) {TARGET})?"),
    ("place_counters", rf"(?P<entering>enters? play) with {_AMOUNT} (?P<c>[\w-]+) counters?"
                       rf"(?: on (?:it|him|her|them|itself))?"),
    ("remove_counters", rf"removes? (?:an additional )?{_AMOUNT} (?:additional )?(?P<c>[\w-]+) counters?"
                        rf"(?: from {TARGET})?"),
    ("generate", r"generates? (?:(?P<n>\d+|an?|one|two) )?(?P<icons>(?:\[\w+\]\s*)+)resources?"),
    ("generate", r"generates? (?:an? )?(?P<n>\d+|an?|one|two)? ?(?:additional )?resources?"),
    ("stun", rf"stuns? {TARGET}"),
    ("confuse", rf"confuses? {TARGET}"),
    ("tough", r"gives? (?P<t>.+?) an? tough status card"),
    ("tough", r"gains? a tough status card"),
    ("ready", rf"read(?:y|ies) {TARGET}"),
    ("exhaust", rf"exhausts? {TARGET}"),
    ("prevent", rf"prevents? {_AMOUNT} (?:of )?(?:that |the |this |(?:any |all )?(?:of )?)?damage"),
    ("increase", r"(?:increases?|doubles?) .+? by (?P<n>\d+|X|one|two|three)\b(?P<ph>\s*\[per_hero\])?"),
    ("increase", r"(?:is|are) increased by (?P<n>\d+|X|one|two|three)\b(?P<ph>\s*\[per_hero\])?"),          # `Its cost is increased by 1`
    ("increase", r"costs? (?P<n>\d+|X|one|two|three) more\b"),                      # `costs 1 more resource`
    ("reduce", r"reduces? .+? by (?P<n>\d+|X|one|two|three)\b(?P<ph>\s*\[per_hero\])?"),
    ("reduce", r"(?:is|are) reduced by (?P<n>\d+|X|one|two|three)\b(?P<ph>\s*\[per_hero\])?"),              # `Your hand size is reduced by 1`
    ("reduce", r"costs? (?P<n>\d+|X|one|two|three) (?:fewer|less)\b"),              # `costs 1 fewer resource to play`
)]
#: the counted readings to try for a part whose verb is of a kind (`place` may be threat or counters)
_TRY = {"deal_damage": ("deal_damage",), "take_damage": ("take_damage",), "heal": ("heal",), "draw": ("draw",),
        "place_threat": ("place_threat", "place_counters"), "place_counters": ("place_threat", "place_counters"),
        "remove_threat": ("remove_threat", "remove_counters"), "remove_counters": ("remove_threat", "remove_counters"),
        "generate": ("generate",), "stun": ("stun",), "confuse": ("confuse",), "give": ("tough",),
        "gain": ("tough",), "tough": ("tough",), "ready": ("ready",), "exhaust": ("exhaust",),
        "increase": ("increase",), "reduce": ("reduce",), "prevent": ("prevent",)}
# a clause starts at the text's start or after one of these (in text with its groups masked); a run of
# spaces is entered only at its start (`(?<!\s)`): tried inside it too, each try ran to its end (quadratic)
# (a full stop a lower-case word follows ends no sentence, `aside. remove each …`, but starts a clause)
_SEPARATOR = re.compile(r"(?:^|,\s+(?:and\s+|or\s+|then\s+)?|;\s+|:\s+|(?<!\s)\s+and\s+(?:then\s+)?|(?<!\s)\s+then\s+"
                        r"|(?<!\s)\s+or\s+|(?<!\s)\s+either\s+|(?<=[a-z)\]])\.\s+(?=[a-z]))")
# what joins an effect to the one before it as its alternative (`Deal 2 damage to an enemy or remove 2 threat`)
_ALTERNATIVE = re.compile(r"\bor\b", re.IGNORECASE)
# words before a verb that start its clause all the same (`instead heal 5 damage from Apocalypse`)
_ADVERB = re.compile(r"(?:instead|also|additionally|then|either)\s+(?=[a-z])", re.IGNORECASE)
# words that make the next word a noun, not a verb (`an attack`, `its scheme`, `the attacking enemy`)
_NOUN_BEFORE = frozenset(("a", "an", "the", "its", "their", "his", "her", "your", "my", "each", "that", "this", "of",
                          "basic", "any", "one", "first", "no", "another", "which", "whose", "s", "those", "these",
                          "to", "for", "by", "with", "from", "printed", "additional", "more", "same", "in", "into",
                          "side", "main"))
_ICON = re.compile(r"\[(\w+)\]")
_TRAILING_WORDS = ("and", "or", "then")
@attrs.frozen
class Part:
    """One lowered effect with where its words are in the text that was lowered."""

    effect: Effect
    start: int
    end: int
    target_start: int = -1
    alternative: bool = False   # joined to the part before it by `or`: one of them is done, not both
    verb: int = -1              # where its verb is (after a subject or an adverb: `The villain attacks`,
                                # `instead heal`), -1 where no English verb was found (Japanese, `text`)


def effect_verbs(text: str) -> int:
    """How many words of `text` are effect verbs (the vocabulary's, not made nouns by the word before or after them:
    `an attack`, `discard pile`), wherever they stand: `When this card leaves play discard it` has more than its
    condition's own."""
    masked = mask(text)
    return sum(1 for word in re.finditer(r"[A-Za-z][A-Za-z']*", masked)
               if not _after_noun_word(masked, word.start()) and _verb_at(masked, word.start()) is not None)


def _verb_at(masked: str, index: int):
    """The kind of the effect verb at `index`, or None; none where a word after it makes it a part of a noun
    (`discard pile`, `stun status card`)."""
    pattern, kinds = verb_pattern()
    match = pattern.match(masked, index)
    if match is None or _noun_after_verb().match(masked, match.end()):
        return None
    return kinds[match.lastindex - 1]


@functools.cache
def _noun_after_verb() -> re.Pattern:
    words = "|".join(re.escape(w) for w in syntax_words("noun_after_verb"))
    return re.compile(rf"[^\S\n]+(?:{words})\b", re.IGNORECASE)


def _starts(masked: str) -> list[tuple[int, int, str, bool]]:
    """(start, verb index, verb kind, after a subject) of each effect: a verb at a clause start, or else the first verb
    after a subject (`Red Skull gets +1 ATK`, `Each player draws 1 card`). A negated verb (`cannot`, `do not`) is the
    verb of its clause after a subject too (`You cannot make basic attacks`), and the verbs joined to it by `or`,
    `and` or a comma are negated with it: no effect of their own (`cannot thwart, attack, defend, or recover`)."""
    found: list[tuple[int, int, str, bool]] = []
    joins: list[str] = []    # what joins each start to the one before (`, or `, ` and then `)
    clauses: list[int] = []  # where every clause starts
    separators = list(_SEPARATOR.finditer(masked))
    for number, separator in enumerate(separators):
        index = separator.end()
        clauses.append(index)
        adverb = _ADVERB.match(masked, index)   # `instead heal 5 damage`: the verb after the adverb
        verb = adverb.end() if adverb else index
        kind = _verb_at(masked, verb)
        if kind is not None and verb == 0 and _PLURAL_SUBJECT.match(masked) and " " not in _verb_words(masked):
            # `Attacks against Luke Cage lose piercing`: a sentence is told in the bare form, never `Attacks`; a verb
            # of several words is none (`Enters play with 3 troop counters.`: the card's own counters)
            kind = None
        if kind is not None and (not found or index > found[-1][0]):
            found.append((index, verb, kind, False))
            joins.append(masked[separator.start():verb])
        elif kind is None and separator.start() > 0 and _CLAUSE_JOIN.fullmatch(masked[separator.start():index]) \
                and (found or _said(masked, 0, separator.start()) is not None):
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
        merged = sorted([*zip(found, joins), *(((index, verb, "prohibit", True), "") for index, verb in negations
                                                if index not in starts)], key=lambda pair: pair[0][0])
        found, joins = [start for start, _ in merged], [join for _, join in merged]
    if not found:
        verb = _verb_after_subject(masked, len(masked))
        if verb is not None:
            found.append((0, *verb, True))
            joins.append("")
    elif found[0][0] > 0:
        # `Each player takes 1 damage and discards a card`: a subject and its verb before a verb joined to it by
        # `and` or `or` are an effect of their own; other words before the first verb (`For each card discarded,
        # ...`) belong to it
        verb = _verb_after_subject(masked, found[0][0]) if _CLAUSE_JOIN.fullmatch(joins[0]) else None
        # (`detaches Odin from the main scheme`: no verb; after a plural subject the verb is bare: `Attacks ... deal`)
        if verb is not None and (_finite(masked, verb[0]) or _PLURAL_SUBJECT.match(masked)):
            found.insert(0, (0, *verb, True))
            joins.insert(0, "")
        else:
            found[0] = (0, found[0][1], found[0][2], found[0][3])
    _joined_participles(masked, found, joins)
    return _unnegated(found, joins)


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
        kind = _participle_at(masked, joined.start("word")) if joined is not None else None
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


def _participle_at(masked: str, index: int) -> str | None:
    """The kind of the participle at `index` (`confused` in `You are stunned and confused`), or None."""
    word = re.match(r"\w+", masked[index:])
    return _participles().get(word.group().lower()) if word is not None else None


#: A capitalised word in `s` that starts a sentence is its plural subject (`Attacks against X lose piercing`), not
#: its verb: a sentence that tells what to do starts with the bare verb (`Attack`).
_PLURAL_SUBJECT = re.compile(r"[A-Z][a-z]+s\b")


def _verb_words(masked: str) -> str:
    """The words of the effect verb at the start of `masked` (`Enters play with`), or ""."""
    found = verb_pattern()[0].match(masked)
    return found.group() if found else ""
#: A verb in the third person (`discards`, `is`): it has the subject of the verb before it.
_THIRD_PERSON = re.compile(r"[A-Za-z']*s\b", re.IGNORECASE)
#: What joins a verb to a subject's verb before it (`takes 1 damage and discards a card`, `draws 1 card, then
#: discards 1 card`); a comma alone does not (`Each time you play an event, draw 1 card`).
_CLAUSE_JOIN = re.compile(r",?\s+(?:(?:and|or)\s+(?:then\s+)?|then\s+)", re.IGNORECASE)


_MODAL = re.compile(r"(?:must|may|can|will|should)\s+$", re.IGNORECASE)


def _finite(masked: str, index: int) -> bool:
    """Whether the verb at `index` is said of a subject: in the third person (`takes`) or after a modal (`must
    choose`), not a bare word that is also a noun (`the main scheme`)."""
    return (bool(_THIRD_PERSON.match(masked, index)) or bool(_PASSIVE.match(masked, index))
            or bool(_MODAL.search(masked[max(0, index - 8):index])))


def _said(masked: str, start: int, end: int) -> tuple[int, str] | None:
    """(index, kind) of the verb said of a subject in `masked[start:end]` (`your team reveals it`): in the third
    person or after a modal, and no noun before a verb (`your [[Arrow]] attacks gain ranged`); else None."""
    said = _verb_after_subject(masked[start:end], end - start)
    if said is None or not _finite(masked, start + said[0]):
        return None
    after = re.match(r"\w+\s+", masked[start + said[0]:end])
    if after is not None and _verb_at(masked, start + said[0] + after.end()) is not None:
        return None
    return start + said[0], said[1]


def _verb_after_subject(masked: str, end: int) -> tuple[int, str] | None:
    """(index, kind) of the first verb before `end` after a subject (`Red Skull gets +1 ATK`): not the first word,
    nor a word a noun word makes a noun (`the attack`), nor a negation `_negations` left (`who does not`)."""
    for word in re.finditer(r"[A-Za-z']+", masked[:end]):
        if word.start() == 0 or _after_noun_word(masked, word.start()) and not _FLOATING_EACH.search(
                masked[max(0, word.start() - 80):word.start()]):
            continue
        kind = _verb_at(masked, word.start())
        if kind is not None and kind != "prohibit":
            return word.start(), kind
    return None


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


def _negations(masked: str, clauses: list[int]) -> list[tuple[int, int]]:
    """(clause start, index) of each negated verb (`_negation_pattern`) that is its clause's verb: none after a
    word that starts a subordinate clause in that clause. Each is found with a search and two bisections: linear on
    any text."""
    # (`That ally does not take damage`: a `that` that opens its clause is the subject's determiner, no subordinator)
    starts = set(clauses) | {0}
    subordinate = [m.start() for m in _SUBORDINATE.finditer(masked)
                   if not (m.group().lower() == "that" and m.start() in starts)]
    out = []
    for match in _negation_pattern().finditer(masked):
        clause = clauses[bisect.bisect_right(clauses, match.start()) - 1] if clauses else 0
        before = bisect.bisect_left(subordinate, clause)
        if before < len(subordinate) and subordinate[before] < match.start():
            continue
        if not out or out[-1][0] != clause:
            out.append((clause, match.start()))
    return out


#: What joins the verbs of a list (a negated verb and the ones it negates too, bare verbs and the object they
#: share): a comma, `and`, `or` (not `then`, `instead`, a semicolon or a colon).
_LIST_JOIN = re.compile(r"\s*,?\s*(?:(?:and|or|nor)\s+)?", re.IGNORECASE)


def _unnegated(found: list[tuple[int, int, str, bool]], joins: list[str]) -> list[tuple[int, int, str, bool]]:
    """`found` without the starts of verbs a negated verb before them governs (`Do not draw or discard cards`)."""
    out = []
    negated = False
    for start, join in zip(found, joins):
        if negated and start[2] != "prohibit" and _LIST_JOIN.fullmatch(join):
            continue
        negated = start[2] == "prohibit"
        out.append(start)
    return out


#: A run of spaces, or a space that is not a plain one: the counted patterns read words single-spaced.
_SPACED = re.compile(r"\s\s|[^\S ]")


_LONGEST_NOUN_BEFORE = max(map(len, _NOUN_BEFORE))


def _after_noun_word(text: str, index: int) -> bool:
    """Whether the word before `index` (the last run of non-spaces) makes the next word a noun: one of
    `_NOUN_BEFORE`, or a possessive (`Spider-Man's`). Read back from `index`, no further than such a
    word can be long: linear on any text (a copy of all before each word was quadratic)."""
    end = index
    while end and text[end - 1].isspace():
        end -= 1
    if text[max(0, end - 2):end].lower() == "'s":
        return True
    start = end
    while start and not text[start - 1].isspace() and end - start <= _LONGEST_NOUN_BEFORE:
        start -= 1
    return (start == 0 or text[start - 1].isspace()) and text[start:end].lower() in _NOUN_BEFORE


def _counted(kind: str, text: str, card_name: str, card_type: str | None):
    """The counted reading of `text` (an effect starting with a verb of `kind`), or None. The patterns read
    its words single-spaced (`Deal 3  damage`): a target's lookahead over spaces, tried at each of its
    characters, was quadratic on a run of them; the effect keeps the text as written."""
    tried = _TRY.get(kind, ())
    words, where = single_spaced(text) if _SPACED.search(text) else (text, None)
    instead = _INSTEAD.search(words)
    if instead is not None:   # read without it (blanked, so every place stays where it is), kept as `Instead`
        words = words[:instead.start()] + " " * (instead.end() - instead.start()) + words[instead.end():]
    for counted_kind, pattern in _COUNTED:
        if counted_kind not in tried:
            continue
        match = pattern.match(words)
        if match is None:
            continue
        groups = match.groupdict()
        amount = read_number(groups.get("n") or groups.get("n2"))
        target = None
        target_start = -1
        targets: tuple[Target, ...] = ()
        one_of: tuple[Target, ...] = ()
        if groups.get("t"):
            target = parse_target(groups["t"], card_name, card_type)
            target_start = match.start("t") if where is None else where[match.start("t")]
            if target is not None:
                joined, join = more_targets(words, match.end("t"), target, card_name, card_type)
                targets, one_of = (joined, ()) if join == "and" else ((), joined)
        elif groups.get("here"):
            target = Target("this", "this", None, (card_type,) if card_type else (), groups["here"].strip())
        elif groups.get("entering"):   # the card that enters play with them: this card
            target = Target("this", "this", None, (card_type,) if card_type else (), "")
        elif counted_kind == "take_damage":
            target = Target("you", "the", None, tuple(noun_types("you")), "")
        icons = _ICON.findall(groups.get("icons") or "")
        resource = next((i for i in icons if i in _resources()), None)
        effect = Effect(counted_kind, amount, bool(groups.get("ph")), target, resource, text,
                        counters=groups.get("c"), instead=_instead(instead, match.group(0)), targets=targets,
                        one_of=one_of)
        return effect, target_start
    return None


#: Words in parentheses that put something in place of the effect before them when a condition holds: `(3 threat
#: instead if you are in alter-ego form)`, `(top 7 cards instead if …)`, `(Hela B instead for expert mode)`.
_INSTEAD = re.compile(r" ?\((?P<inside>[^()]{0,300}?\binstead\b[^()]{0,300})\)", re.IGNORECASE)
#: The ones read: an amount of the effect's own noun, then its condition (`3 threat instead if …`).
_INSTEAD_AMOUNT = re.compile(r"(?P<n>\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten) (?P<noun>[\w-]+) instead "
                             r"(?P<condition>(?:if|while) .+)", re.IGNORECASE)


def _instead(found: re.Match | None, effect_words: str) -> Instead | None:
    """The `Instead` of an effect's words in parentheses (`_INSTEAD`), its amount and condition when they are an
    amount of the noun the effect counts (`remove 2 threat` … `3 threat instead if …`); None when there are none."""
    if found is None:
        return None
    inside = found.group("inside").strip()
    read = _INSTEAD_AMOUNT.fullmatch(inside)
    if read is None or not re.search(rf"\b{re.escape(read.group('noun'))}\b", effect_words, re.IGNORECASE):
        return Instead(inside)
    return Instead(inside, read_number(read.group("n")), read.group("condition").strip())


def _without_trailing(words: str) -> str:
    """`words` without what joins it to the next clause at its end: spaces, `,`, `;` and the words `and`,
    `or`, `then` (`Deal 1 damage, and then` is `Deal 1 damage`). Walked back from the end: linear on any
    run of spaces (an expression anchored at the end was tried from every position)."""
    end = len(words)
    while True:
        while end and words[end - 1].isspace():
            end -= 1
        if end and words[end - 1] in ",;":
            end -= 1
            continue
        for word in _TRAILING_WORDS:
            start = end - len(word)
            if start >= 0 and words.startswith(word, start) and (start == 0 or not _word_char(words[start - 1])):
                end = start
                break
        else:
            return words[:end]


def _word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _resources() -> frozenset[str]:
    return frozenset(t.id for t in vocabulary().icons.terms.values() if t.extra.get("resource"))


def lower_effects(text: str, card_name: str = "", card_type: str | None = None) -> list[Part]:
    """The effects of one sentence's words (never empty: a sentence with no known verb is one `text`
    effect)."""
    stripped = text.rstrip()
    x = definition(stripped)
    if x is not None:   # `X is equal to your ATK.`: what X is, for the effects whose amount it is
        return [Part(Effect("define_x", text=stripped, x=x), 0, len(stripped))]
    masked = mask(stripped)
    if is_japanese(stripped):   # `敵1体に3ダメージを与える。`: the verb at the end
        parts = _japanese(stripped, masked, card_name, card_type)
        if parts:   # else read as before (`Deal 2 damage to ウォー.` is English with a Japanese name)
            return parts
    starts = _starts(masked)
    if not starts:
        return [Part(_noun_phrase(stripped), 0, len(stripped))]
    parts: list[Part] = []
    subject = None   # the subject of the clause the last part is in (`Each player`)
    subjects: tuple[Target, ...] = ()   # and every subject `and` joins in it (`You and each other player`)
    for number, (start, verb, kind, after_subject) in enumerate(starts):
        end = starts[number + 1][0] if number + 1 < len(starts) else len(stripped)
        words = _without_trailing(stripped[start:end])
        join = masked[parts[-1].end:start] if parts else ""
        if after_subject:
            subjects = subject_targets(words[:verb - start], card_name, card_type, kind == "prohibit")
            subject = subjects[0] if subjects else None
        elif not ((_LIST_JOIN.fullmatch(join) or _CLAUSE_JOIN.fullmatch(join))
                  and (_THIRD_PERSON.match(masked, verb) or _participle_at(masked, verb))):
            subject, subjects = None, ()   # `Each player takes 1 damage and discards a card`: the subject's too;
                                           # `…, then deal`: none
        found = _counted(kind, words[verb - start:], card_name, card_type)
        if found is not None:
            effect, target_start = found
            if after_subject or subject is not None:   # `Each player draws 1 card`: the subject is whom it is done to
                use_subject = subject is not None and (effect.kind in ("take_damage", "draw") or effect.target is None)
                effect = attrs.evolve(effect, text=words if after_subject else effect.text,
                                      target=subject if use_subject else effect.target,
                                      targets=(subjects if len(subjects) > 1 else ()) if use_subject
                                      else effect.targets, one_of=() if use_subject else effect.one_of)
            parts.append(Part(effect, start, start + len(words), verb + target_start if target_start >= 0 else -1,
                              bool(_ALTERNATIVE.search(join)), verb))
            continue
        if vocabulary().effects.terms[kind].extra.get("counted"):
            kind = _fallback(kind, words, words[verb - start:])
        parts.append(Part(Effect(kind, target=subject, text=words, targets=subjects if len(subjects) > 1 else ()),
                          start, start + len(words),
                          alternative=bool(_ALTERNATIVE.search(join)), verb=verb))
    return _where_x(_shared_objects(parts, starts, stripped, masked), stripped)


def _noun_phrase(text: str) -> Effect:
    """The effect of a sentence with no verb: a restriction, words that end with `only` (`Hero form only.`, `Expert Mode
    Only.`, `ヒーロー形態のみ。`); what the card is, a few words that end with a designation's noun (`Mass form.`,
    `Wrecker's Side Scheme.`, `質量形態。`); a campaign price (`Unit Cost 3.`, `ユニットコスト3。`); else `text`."""
    words = text.rstrip("。. ")
    japanese = is_japanese(words)
    short = len(words) <= 40 and (japanese or len(words.split()) <= 4)
    if not short or re.search(r"[,;:、，()（）]", words):
        return Effect("text", text=text)
    folded = words.lower()

    def ends(term_id: str) -> bool:
        spellings = [w for w in syntax_words(term_id) if w.isascii() != japanese]
        if japanese:
            return any(words.endswith(w) and len(words) > len(w) for w in spellings)
        return any(re.search(rf"\S\s+{re.escape(w.lower())}$", folded) for w in spellings)

    price = re.fullmatch(rf"(?:{'|'.join(re.escape(w) for w in syntax_words('unit_cost'))})\s*(?P<n>\d{{1,3}})", words,
                         re.IGNORECASE)
    if price is not None:
        return Effect("unit_cost", int(price.group("n")), text=text)
    if ends("only"):
        return Effect("restrict", text=text)
    if ends("designation"):
        return Effect("designation", text=text)
    return Effect("text", text=text)


def _where_x(parts: list[Part], text: str) -> list[Part]:
    """`parts` with what X is (`, where X is equal to your ATK` at the end of their sentence) given to those whose
    amount is X."""
    where = where_definition(text)
    if where is None:
        return parts
    return [attrs.evolve(p, effect=attrs.evolve(p.effect, x=where[1])) if uses_x(p.effect) else p for p in parts]


def _shared_objects(parts: list[Part], starts, text: str, masked: str) -> list[Part]:
    """`parts` with the object of a verb given to the bare verbs joined to it by `and`, `or` or a comma before
    it (`Stun and confuse the villain`: the villain is stunned too; `Stun, confuse, and exhaust an enemy`). Only
    an object right after its verb is shared (`Stun and deal 2 damage to the villain` shares none); the bare verb
    keeps its words (its target is checked where it is written, once)."""
    pattern, _ = verb_pattern()
    shared = None
    shared_all: tuple[Target, ...] = ()
    shared_one_of: tuple[Target, ...] = ()
    for number in range(len(parts) - 1, -1, -1):
        part, (_, verb, _, after_subject) = parts[number], starts[number]
        found = pattern.match(masked, verb)
        verb_end = found.end() if found is not None else verb
        target = part.effect.target
        if part.target_start >= 0 and target is not None and not text[verb_end:part.target_start].strip():
            shared = target   # its object, right after its verb
            shared_all = part.effect.targets
            shared_one_of = part.effect.one_of
        elif (shared is not None and not after_subject and target is None and verb_end >= part.end
              and number + 1 < len(parts) and _LIST_JOIN.fullmatch(masked[part.end:parts[number + 1].start])):
            parts[number] = attrs.evolve(part, effect=attrs.evolve(part.effect, target=shared, targets=shared_all,
                                                                           one_of=shared_one_of))
        else:
            shared = None
    return parts


def _japanese(text: str, masked: str, card_name: str, card_type: str | None) -> list[Part]:
    """The effects of a Japanese sentence (`japanese_effects.effect_parts`), as the English ones are made: the amount
    of a counted kind, its target (or the subject it is for), a resource's icon, a counter's name; none when
    no clause of it is typed."""
    parts = []
    for kind, groups, start, end in effect_parts(text, masked, card_name):
        words = text[start:end]
        alternative = groups.get("alternative", False)   # `…与えるか、`, `または`: as `or` joins it
        if kind == "text":
            parts.append(Part(Effect("text", text=words), start, end, alternative=alternative))
            continue
        target, target_start, targets, one_of = None, -1, (), ()
        for name in ("t", "s"):
            if name in groups:
                at, stop = groups[f"{name}_span"]
                target, target_start = japanese_target(text[at:stop], card_name, card_type), at
                targets = japanese_targets(text, groups, name, card_name, card_type)
                target = targets[0] if targets else target
                if groups.get(f"{name}_or"):   # `敵1体またはミニオン1体に`: one of them is chosen
                    targets, one_of = (), targets
                break
        if target is None and kind == "take_damage":   # `1ダメージを受ける`: you, as `Take 1 damage`
            target = Target("you", "the", None, tuple(noun_types("you")), "")
        if target is None and groups.get("entering"):   # `…カウンターが置かれた状態で場に出る`: this card's own
            target = Target("this", "this", None, (card_type,) if card_type else (), "")
        counted = bool(vocabulary().effects.terms[kind].extra.get("counted"))
        icons = _ICON.findall(groups.get("icons") or "")
        resource = next((i for i in icons if i in _resources()), None)
        amounted = counted or kind in AMOUNT_ALSO   # `そのダメージのうち2を防ぐ`: prevent 2
        effect = Effect(kind, read_number(groups.get("n")) if amounted else None, counted and bool(groups.get("ph")),
                        target, resource, words, counters=groups.get("c"), targets=targets, one_of=one_of)
        parts.append(Part(effect, start, end, target_start, alternative))
    return parts


def _fallback(kind: str, words: str, from_verb: str) -> str:
    """The kind of a counted verb whose counted reading failed: `Deal each player an encounter card`,
    `Remove this card from the game`, `Place it on top of your deck`; `from_verb`: its words from the verb on."""
    low = fold(words)
    if kind in ("deal_damage", "take_damage") and _SIGNED.match(from_verb):
        return "modify"   # `takes -1 consequential damage`: the amount it takes changed, as `gets +1 ATK` is
    if kind == "deal_damage":
        return "deal_card" if "card" in low else "deal_damage"
    threat, counter = _THREAT_WORD.search(low), _COUNTER_WORD.search(low)   # not `encounter`
    if kind in ("remove_threat", "remove_counters"):
        if "from the game" in low:
            return "remove_from_game"
        return "remove_threat" if threat else ("remove_counters" if counter else "remove")
    if kind in ("place_threat", "place_counters"):
        return "place_threat" if threat else ("place_counters" if counter else "put")
    if kind == "take_damage":
        return "take_damage" if "damage" in low else ("take_control" if "control" in low else "take")
    return kind


#: A verb and a signed amount (`takes -1`, `deals +1`): a change to an amount, not the amount.
_SIGNED = re.compile(r"\w+\s+[+\-−]\d")
_THREAT_WORD = re.compile(r"\bthreat\b")
_COUNTER_WORD = re.compile(r"\bcounters?\b")


# ---- costs ----------------------------------------------------------------------------------------

_COSTS = [(kind, re.compile(pattern, re.IGNORECASE)) for kind, pattern in (
    ("exhaust", r"exhaust (?P<what>.+)"),
    ("spend", r"spend\s*(?:(?P<n>\d+|X|an?|one|two|three)\s*)?(?P<icons>(?:\[\w+\]\s*)*)\s*(?:resources?|cards?)?"
              r"(?: of any type)?\b.*"),
    ("discard", r"discard (?:(?P<n>\d+|X|an?|one|two|three) )?(?P<what>.+)"),   # `Discard 1 card`: 1, as `手札を1枚捨てる`
    ("remove_counters", rf"remove {_AMOUNT} (?P<what>[\w-]+) counters?.*"),
    ("take_damage", rf"take (?P<up_to>up to )?{_AMOUNT} (?:indirect )?damage.*"),
    ("take_damage", r"take damage .*"),
    ("deal_damage", rf"deal {_AMOUNT} damage to (?P<what>.+)"),
    ("pay", r"pay\b.*"),
    ("choose", r"choose (?P<what>.+)"),
)]


def lower_costs(text: str) -> list[Cost]:
    """The costs in the words before `→` (`Exhaust Rocket Boots and spend a [mental] resource`)."""
    stripped = text.strip().rstrip(".")
    if text.strip()[len(stripped):][:1] == "." and ends_initialism(stripped + "."):   # `Exhaust M.O.D.O.K. →`
        stripped += "."
    if is_japanese(stripped):   # `ナイトクローラーを消耗する`: the verb at the end
        return [_cost_of(kind, groups, groups["words"]) for kind, groups in cost_parts(stripped)]
    masked = mask(stripped)
    cuts = [0] + [m.end() for m in re.finditer(r"(?:,\s+(?:and\s+)?|(?<!\s)\s+and\s+)(?=[a-z])", masked)
                  if any(p.match(masked, m.end()) for _, p in _COSTS)]
    costs = []
    for number, start in enumerate(cuts):
        end = cuts[number + 1] if number + 1 < len(cuts) else len(stripped)
        words = _without_trailing(stripped[start:end])
        costs.append(_cost(words))
    where = where_definition(stripped)   # `Choose up to X enemies, where X is equal to … →`: the cost's X
    if where is not None:
        costs = [attrs.evolve(c, x=where[1]) if c.x is None and cost_uses_x(c) else c for c in costs]
    return costs


def _cost(words: str) -> Cost:
    for kind, pattern in _COSTS:
        match = pattern.fullmatch(words)
        if match is not None:
            return _cost_of(kind, match.groupdict(), words)
    return Cost("text", text=words)


def _cost_of(kind: str, groups: dict, words: str) -> Cost:
    """A cost of `kind` with what its shape read (`n`, `icons`, `what`)."""
    if kind == "text":
        return Cost("text", text=words)
    icons = tuple(i for i in _ICON.findall(groups.get("icons") or "") if i != "per_hero")
    amount = read_number(groups.get("n"))
    if kind == "spend" and groups.get("n") is None and icons:   # `Spend X [mental] resources`: X, not 1
        amount = len(icons)
    return Cost(kind, amount, icons, groups.get("what"), words, up_to=bool(groups.get("up_to")))
