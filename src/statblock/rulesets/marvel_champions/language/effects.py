"""Lowering the words of a sentence (or of a cost) to typed effects and costs.

A sentence is cut into parts where an effect verb of the vocabulary starts a clause (`Exhaust X and
deal 1 damage to an enemy, then draw 1 card.`); each part is one `Effect`. The mechanics the runtime
counts (damage, healing, cards drawn, threat, counters, resources) are read with their amount and
target; the others get their kind from the verb alone; a part with no known verb is an effect of
kind `text`. Every part keeps its words (`Effect.text`): nothing is dropped.
"""

from __future__ import annotations

import functools
import re

import attrs

from ..model import Effect, Target
from .attack_owners import attacks_after_and, owned_attacks
from ..vocabulary import syntax_words, verb_pattern, vocabulary
from .clauses import (ALTERNATIVE, CLAUSE_JOIN, LIST_JOIN, THIRD_PERSON, clause_starts, effect_verbs, participle_at,
                      governed_modals)
from .control import controlled
from .costs import lower_costs
from .granted import GIVING, granted
from .counted import ICON, counted, damage_kind, fallback, resources
from .japanese import alternatives, is_japanese, ja_words
from .japanese_effects import AMOUNT_ALSO, effect_parts
from .lead_clauses import lead_clause
from .masking import mask
from ..names import name_commas_blanked
from .trailing import without_trailing
from .subject_then import without_then
from .targets import (japanese_target, japanese_targets, negating_subject, noun_types, parse_target, read_number,
                      subject_targets)
from .variables import definition, uses_x, where_definition
from ....records import frozen

__all__ = ["Part", "effect_verbs", "lower_costs", "lower_effects", "mask", "parse_target"]


@frozen
class Part:
    """One lowered effect with where its words are in the text that was lowered."""

    effect: Effect
    start: int
    end: int
    target_start: int = -1
    alternative: bool = False   # joined to the part before it by `or`: one of them is done, not both
    verb: int = -1              # where its verb is (after a subject or an adverb: `The villain attacks`,
                                # `instead heal`), -1 where no English verb was found (Japanese, `text`)



#: Sentences up to this long have their parts kept (`lower_effects`), at most `LOWERED_MOST` of them, the least
#: recently used dropped first: a card's text repeats its sentences (`Draw 1 card.`), and each is lowered again to
#: tell a condition from its effect (`conditions.py`) and a lower-case sentence start (`lower_case.py`).
LOWERED_LONGEST = 300
LOWERED_MOST = 4096


def lower_effects(text: str, card_name: str = "", card_type: str | None = None,
                  names: tuple[str, ...] = ()) -> list[Part]:
    """The effects of one sentence's words (never empty: a sentence with no known verb is one `text`
    effect); `names`: the card names with a comma (`names.comma_names`), each a target or subject whole. The parts
    depend on nothing but the four arguments (and are frozen): those of a short sentence are kept for the next time
    it comes (`LOWERED_LONGEST`), the list made anew each time."""
    if len(text) > LOWERED_LONGEST:
        return _lower(text, card_name, card_type, names)
    return list(_lowered(text, card_name, card_type, names))


@functools.lru_cache(maxsize=LOWERED_MOST)
def _lowered(text: str, card_name: str, card_type: str | None, names: tuple[str, ...]) -> tuple[Part, ...]:
    return tuple(_lower(text, card_name, card_type, names))


def _lower(text: str, card_name: str, card_type: str | None, names: tuple[str, ...] = ()) -> list[Part]:
    """`lower_effects` worked out."""
    stripped = text.rstrip()
    x = definition(stripped)
    if x is not None:   # `X is equal to your ATK.`: what X is, for the effects whose amount it is
        return [Part(Effect("define_x", text=stripped, x=x), 0, len(stripped))]
    masked = name_commas_blanked(stripped, names, mask(stripped))   # (no clause ends inside a card's name)
    if is_japanese(stripped):   # `敵1体に3ダメージを与える。`: the verb at the end
        parts = _japanese(stripped, masked, card_name, card_type, names)
        if parts:   # else read as before (`Deal 2 damage to ウォー.` is English with a Japanese name)
            return owned_attacks(parts, card_type)
    starts = clause_starts(masked)
    if not starts:   # (`The first player controls the Milano.`: who controls a card, `control.py`)
        return [Part(controlled(stripped, card_name, card_type, names) or _noun_phrase(stripped, card_type), 0,
                     len(stripped))]
    parts: list[Part] = []
    leading: list[Part] = []   # a clause before the first verb known (`_LEAD_CLAUSE`)
    subject = None   # the subject of the clause the last part is in (`Each player`)
    subjects: tuple[Target, ...] = ()   # and every subject `and` joins in it (`You and each other player`)
    for number, (start, verb, kind, after_subject) in enumerate(starts):
        end = starts[number + 1][0] if number + 1 < len(starts) else len(stripped)
        lead = lead_clause(masked, start, verb) if number == 0 and not after_subject and verb > start else None
        if lead is not None:
            # `Dance wildly and draw 1 card.`, `Sing a song, then draw 1 card.`: a clause of no verb known before the
            # first one known is an act of its own, kept as text (MC125 says it); it was taken for the draw's lead
            # (as `This round,` is), the sentence typed as the draw alone, nothing said
            leading.append(Part(Effect("text", text=stripped[start:lead]), start, lead))
            start = verb
        words = without_trailing(stripped[start:end])
        # (after a clause before the first verb known, its join: `sing a song or take 1 damage` is a choice)
        join = masked[parts[-1].end:start] if parts else masked[leading[-1].end:start] if leading else ""
        purpose = bool(parts) and not after_subject and bool(_PURPOSE_JOIN.fullmatch(join))
        if after_subject:
            said = without_then(words[:verb - start])   # (`Each player then draws`: `Each player`)
            governed = verb in governed_modals(masked, start, verb)
            if not governed and negating_subject(said) and kind not in ("prohibit", "restrict"):
                # `No player draws 1 card this round`, `Neither the villain nor Night Owl takes 1 damage`: what none of
                # them does, a prohibition as `No player can draw cards` is (it was done by each of them)
                kind, governed = "prohibit", True
            subjects = subject_targets(said, card_name, card_type, kind == "prohibit", names, governed)
            if not subjects and (owned := attacks_after_and(said)):   # `+3 ATK and her attacks gain …`: hers
                subjects = subject_targets(owned, card_name, card_type, False, names, governed)
            subject = subjects[0] if subjects else None
        elif purpose:
            pass   # `Each player must discard 1 card to draw 1 card`: who pays draws (each player)
        elif not ((LIST_JOIN.fullmatch(join) or CLAUSE_JOIN.fullmatch(join))
                  and (THIRD_PERSON.match(masked, verb) or participle_at(masked, verb))):
            subject, subjects = None, ()   # `Each player takes 1 damage and discards a card`: the subject's too;
                                           # `…, then deal`: none
        found = counted(kind, words[verb - start:], card_name, card_type, names)
        if found is not None:
            effect, target_start = found
            if not after_subject and verb > start:
                # `This round, draw 1 card`, `Until the end of the turn, heal 2 damage …`, `instead deal 2 damage`: the
                # words before the verb that no condition took are the effect's as the verb's are (they were lost),
                # as an effect of no count keeps them (`words`) and the Japanese keeps `このラウンド中、`
                effect = attrs.evolve(effect, text=words[:verb - start] + (effect.text or words[verb - start:]))
            if after_subject or subject is not None:   # `Each player draws 1 card`: the subject is whom it is done to
                # (not who deals damage: `The Test player deals 4 damage among enemies` is dealt to enemies)
                use_subject = subject is not None and (effect.kind in ("take_damage", "draw")
                                                       or effect.target is None and not purpose
                                                       and effect.kind != "deal_damage")
                effect = attrs.evolve(effect, text=words if after_subject else effect.text,
                                      target=subject if use_subject else effect.target,
                                      targets=(subjects if len(subjects) > 1 else ()) if use_subject
                                      else effect.targets, one_of=() if use_subject else effect.one_of)
            parts.append(Part(effect, start, start + len(words), verb + target_start if target_start >= 0 else -1,
                              bool(ALTERNATIVE.search(join)), verb))
            continue
        if vocabulary().effects.terms[kind].extra.get("counted"):
            kind = fallback(kind, words, words[verb - start:])
        doer = purpose and not after_subject   # `… to stun that enemy`: the payer is no target of what it pays for
        parts.append(Part(Effect(kind, target=None if doer else subject, text=words,
                                 targets=subjects if len(subjects) > 1 and not doer else ()),
                          start, start + len(words),
                          alternative=bool(ALTERNATIVE.search(join)), verb=verb))
    parts = _keywords_given(_shared_objects(parts, starts, stripped, masked), stripped, masked)
    return leading + owned_attacks(_where_x(_ellipses(parts, stripped, masked, card_name, card_type, names), stripped),
                                   card_type)


#: A second amount and target of a counted verb left out after `and` (`Deal 2 damage to an enemy and 1 damage to
#: you`, `remove 2 threat from this scheme and 1 threat from the main scheme`, `as well as` too): where the verb's own clause ends and the
#: second begins. The noun is the first's (group `noun`); the words after it a preposition and a target.
_ELLIPSIS = re.compile(r"(?P<first>\w+\s+(?:\d+|X)\s+(?P<noun>damage|threat)\s+(?:to|from|on|onto)\s+[^,;]+?)"
                       r"\s+(?:and|as\s+well\s+as)\s+(?P<second>(?:\d+|X)\s+(?P=noun)\s+(?:to|from|on|onto)\s+[^,;]+?)\s*\.?$",
                       re.IGNORECASE)


def _ellipses(parts: list[Part], text: str, masked: str, card_name: str, card_type: str | None,
              names: tuple[str, ...] = ()) -> list[Part]:
    """`parts` with a counted effect whose verb is left out of a second amount and target after `and` cut in two:
    `Deal 2 damage to an enemy and 1 damage to you` deals 2 to an enemy and 1 to you (it was 2 damage to both, the
    second amount taken for more targets, in silence), as the Japanese `敵1体に2ダメージを与え、あなたに1ダメージを
    与える` reads."""
    out = []
    for part in parts:
        at = part.verb if part.verb >= part.start else part.start
        elliptic = part.effect.kind in _ELLIPTIC or part.effect.kind in _STATUSES and part.effect.target is not None
        listed = _status_list(part, at, text, masked, card_name, card_type, names) \
            if elliptic and part.effect.kind in _STATUSES and part.end - at <= _ELLIPSIS_LIMIT else None
        if listed is not None:   # `… a tough status card, a stunned status card, and a confused status card`
            out.extend(listed)
            continue
        found = (_ELLIPSIS if part.effect.kind in _ELLIPTIC else _STATUS_ELLIPSIS).fullmatch(
            masked[at:part.end].rstrip()) if elliptic and part.end - at <= _ELLIPSIS_LIMIT else None
        if found is None or part.effect.target is None:
            out.append(part)
            continue
        verb = text[at:].split()[0]
        if part.effect.kind in _STATUSES and found.group("same") is not None:
            # (`Give the villain a tough status card and a stunned status card`: the second to the first's target, the
            # first's words with the card it names in its place)
            first_words = text[at:at + found.end("first")]
            card = _STATUS_CARD_AT.search(first_words)
            first, second = (counted("give", words, card_name, card_type, names) for words in (
                first_words, first_words[:card.start()] + found.group("same") + first_words[card.end():]))
            second = None if second is None else (second[0], -1)
        elif part.effect.kind in _STATUSES:   # (`… and each minion a stunned status card`: a status of its own)
            first, second = (counted("give", text[at:at + found.end(name)] if name == "first"
                                     else verb + " " + text[at + found.start(name):at + found.end(name)],
                                     card_name, card_type, names) for name in ("first", "second"))
        else:
            first = counted(part.effect.kind, text[at:at + found.end("first")], card_name, card_type, names)
            second = counted(part.effect.kind, verb + " " + text[at + found.start("second"):at + found.end("second")],
                             card_name, card_type, names)
        second_at = at + found.start("second")
        if first is None or first[0].target is None:
            out.append(part)
            continue
        one, one_target = first
        out.append(attrs.evolve(part, effect=attrs.evolve(one, text=text[part.start:at + found.end("first")]),
                                end=at + found.end("first"), target_start=at + one_target if one_target >= 0 else -1))
        words = text[second_at:part.end].strip()
        if second is None or second[0].target is None:   # `… and 1 damage to ウォー`: whom, not read: said as text
            out.append(Part(Effect("text", text=words), second_at, part.end))
            continue
        two, two_target = second
        out.append(Part(attrs.evolve(two, text=words), second_at, part.end,
                        second_at + two_target - len(verb) - 1 if two_target >= 0 else -1))
    return out


#: A second status card given after `and` with the verb left out (`Give the villain a tough status card and each minion
#: a stunned status card`: the stunned one was lost in the tough's words), or with its target after it (`Place a tough
#: status card on the villain and a stunned status card on each minion`, `Give … to …`); each is the status it names,
#: to its target; a second card alone (group `same`) is the first's target's too (`Give the villain a tough status card
#: and a stunned status card`: the stun was lost).
_STATUS_CARD = r"(?:an?|1|one|[2-9]|two|three)\s+(?:tough|stunned|confused)\s+status\s+cards?"
_STATUS_ELLIPSIS = re.compile(rf"(?P<first>\w+\s+(?:\S.*?\s+{_STATUS_CARD}|{_STATUS_CARD}\s+(?:on|onto|to)\s+\S.*?))"
                              rf"\s+and\s+(?P<second>\S.*?\s+{_STATUS_CARD}|{_STATUS_CARD}\s+(?:on|onto|to)\s+\S.*?"
                              rf"|(?P<same>{_STATUS_CARD}))\s*\.?$", re.IGNORECASE)
_STATUSES = frozenset(("tough", "stun", "confuse"))
_STATUS_CARD_AT = re.compile(_STATUS_CARD, re.IGNORECASE)
#: The longest clause an ellipsis is looked for in (no card writes a longer one; the pattern tries each `and` to the
#: clause's end: time linear in a sentence of any length).
_ELLIPSIS_LIMIT = 300
#: The counted kinds whose second amount and target may follow `and` with the verb left out.
_ELLIPTIC = frozenset(("deal_damage", "heal", "place_threat", "remove_threat"))


#: A giving verb's object that opens with a signed amount (`gain +1 ATK`, `gains -2 THW`): a stat changed.
_SIGNED_OBJECT = re.compile(r"\s*[+\-−]\s?(?:\d|X\b)")


def _keywords_given(parts: list[Part], text: str, masked: str) -> list[Part]:
    """`parts` with the keywords a giving verb names as its object (`gains retaliate 1 and stalwart`, `loses guard`);
    one that `gets` or `has` a keyword gains it (`Luke Cage gets retaliate 1`: a keyword, never a stat modified)."""
    pattern, _ = verb_pattern()
    out = []
    for part in parts:
        found = pattern.match(masked, part.verb) if part.effect.kind in GIVING and part.verb >= 0 else None
        keywords = granted(text[found.end():part.end].lstrip()) if found is not None else ()
        if not keywords and found is not None and part.effect.kind in ("gain", "modify") \
                and _SIGNED_OBJECT.match(text, found.end(), part.end):
            # `Your allies gain +1 ATK`: a stat changed, as `get +1 ATK` (was a gain of nothing)
            part = attrs.evolve(part, effect=attrs.evolve(part.effect, kind="modify"))
            given = _stats_then_keywords(text, found.end(), part.end)
            if given is not None:   # `Your hero gets -1 DEF and retaliate 1`: the keyword gained too (it was lost)
                join, at, keywords = given
                out.append(attrs.evolve(part, end=join, effect=attrs.evolve(part.effect, text=text[part.start:join])))
                part = attrs.evolve(part, start=at, verb=-1, alternative=False, effect=attrs.evolve(
                    part.effect, kind="gain", keywords=keywords, text=text[at:part.end].strip()))
        elif keywords:
            kind = "gain" if part.effect.kind == "modify" else part.effect.kind
            part = attrs.evolve(part, effect=attrs.evolve(part.effect, kind=kind, keywords=keywords))
            changed = _stats_after_keywords(text, found.end(), part.end, keywords) if kind == "gain" else None
            if changed is not None:   # `Test Hero gains retaliate 1 and +1 ATK`: the stat changed too (it was lost)
                join, at = changed
                out.append(attrs.evolve(part, end=join, effect=attrs.evolve(part.effect, text=text[part.start:join])))
                part = attrs.evolve(part, start=at, verb=-1, alternative=False, effect=attrs.evolve(
                    part.effect, kind="modify", keywords=(), text=text[at:part.end].strip()))
        out.append(part)
    return out


#: Three or more status cards given, their verb said once (`Give the villain a tough status card, a stunned status card,
#: and a confused status card`): the cards after the first, each with what joins it, alone (to the target before it) or
#: after a target of its own (`…, a confused status card, and each minion a tough status card`: its words no comma).
_STATUS_JOIN = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)"
_STATUS_ITEM = rf"(?:(?P<card>{_STATUS_CARD})|(?P<whom>[^,;\s][^,;]*?)\s+(?P<owned>{_STATUS_CARD}))"
_STATUS_LIST = re.compile(rf"(?P<first>\w+\s+\S.*?\s+{_STATUS_CARD})(?P<rest>(?:{_STATUS_JOIN}"
                          rf"{_STATUS_ITEM.replace('?P<card>', '?:').replace('?P<whom>', '?:').replace('?P<owned>', '?:')})"
                          rf"{{2,}})\s*\.?$", re.IGNORECASE)
_STATUS_NEXT = re.compile(rf"{_STATUS_JOIN}{_STATUS_ITEM}", re.IGNORECASE)


def _status_list(part: Part, at: int, text: str, masked: str, card_name: str, card_type: str | None,
                 names: tuple[str, ...]) -> list[Part] | None:
    """The parts of a list of three or more status cards given (`Give the villain a tough status card, a stunned
    status card, and a confused status card`: each to the villain; the later two were lost, or read as targets), a card
    alone to the target before it, one after a target of its own to that one (`…, a confused status card, and each
    minion a tough status card`: the minions' tough card; the whole was one, to `the villain a stunned … and each
    minion`), as `_ellipses` reads two; None for any other part."""
    found = _STATUS_LIST.fullmatch(masked[at:part.end].rstrip())
    if found is None:
        return None
    first_words = text[at:at + found.end("first")]
    card = _STATUS_CARD_AT.search(first_words)
    first = counted("give", first_words, card_name, card_type, names)
    if first is None or first[0].target is None or card is None:
        return None
    one, one_target = first
    out = [attrs.evolve(part, effect=attrs.evolve(one, text=text[part.start:at + found.end("first")]),
                        end=at + found.end("first"), target_start=at + one_target if one_target >= 0 else -1)]
    verb = first_words.split()[0]
    template, card = first_words, (card.start(), card.end())   # (the words a card alone is given with: the last target's)
    for later in _STATUS_NEXT.finditer(masked, at + found.start("rest"), at + found.end("rest")):
        start = later.start("card") if later.group("card") is not None else later.start("whom")
        end = part.end if later.end() == at + found.end("rest") else later.end()
        if later.group("card") is not None:
            words = template[:card[0]] + text[later.start("card"):later.end("card")] + template[card[1]:]
            given = counted("give", words, card_name, card_type, names)
            target_start = -1
        else:
            template = f"{verb} {text[start:later.end('owned')]}"
            card = (len(template) - (later.end("owned") - later.start("owned")), len(template))
            given = counted("give", template, card_name, card_type, names)
            target_start = start + given[1] - len(verb) - 1 if given is not None and given[1] >= 0 else -1
        if given is None or given[0].target is None:
            return None
        out.append(Part(attrs.evolve(given[0], text=text[start:end].strip()), start, end, target_start))
    return out


#: What may join a stat changed to a keyword given after it (`gets -1 DEF and retaliate 1`), and the most such joins
#: looked at in one object (time bounded on any sentence).
_STAT_KEYWORD_JOIN = re.compile(r",?\s+and\s+", re.IGNORECASE)
_STAT_KEYWORD_MOST = 4


def _stats_then_keywords(text: str, start: int, end: int) -> tuple[int, int, tuple] | None:
    """(where the stats changed end, where the keywords start, the keywords) of an object of signed stats that ends
    with keywords after `and` (`-1 DEF and retaliate 1`, `+1 ATK, and guard and stalwart`); None when none ends it."""
    for number, join in enumerate(_STAT_KEYWORD_JOIN.finditer(text, start, end)):
        if number == _STAT_KEYWORD_MOST:
            break
        keywords = granted(text[join.end():end])
        if keywords:
            return join.start(), join.end(), keywords
    return None


def _stats_after_keywords(text: str, start: int, end: int, keywords: tuple) -> tuple[int, int] | None:
    """(where the keywords end, where the signed stats after them start) of an object of keywords that `and` and a
    stat changed follow (`retaliate 1 and +1 ATK`); None otherwise."""
    at = start
    for keyword in keywords:   # (each keyword's words, in order: where the last ends)
        at = text.find(keyword.text, at, end)
        if at < 0:
            return None
        at += len(keyword.text)
    join = _STAT_KEYWORD_JOIN.match(text, at, end)
    if join is None or not _SIGNED_OBJECT.match(text, join.end(), end):
        return None
    return join.start(), join.end()


#: What joins a paying verb's clause to the effect it pays for (`discard 1 card to draw 1 card`: `clauses._purposes`).
_PURPOSE_JOIN = re.compile(r"\s+to\s+", re.IGNORECASE)


@functools.cache
def _phrase_ends(term_id: str, japanese: bool) -> tuple[tuple[str, ...], re.Pattern | None]:
    """The spellings of `term_id` in the sentence's language and, for English, one pattern of a word before any of
    them at the end of lower-case words (it was a pattern built and searched per spelling, each sentence)."""
    spellings = tuple(w for w in syntax_words(term_id) if w.isascii() != japanese)
    if japanese:
        return spellings, None
    return spellings, re.compile(rf"\S\s+(?:{'|'.join(re.escape(w.lower()) for w in spellings) or '(?!)'})$")


@functools.cache
def _unit_cost() -> re.Pattern:
    """A campaign price (`Unit Cost 3`, `ユニットコスト3`)."""
    return re.compile(rf"(?:{'|'.join(re.escape(w) for w in syntax_words('unit_cost'))})\s*(?P<n>\d{{1,3}})",
                      re.IGNORECASE)


@functools.cache
def _counter_cap() -> tuple[re.Pattern, re.Pattern]:
    """The most counters of a kind this card may hold (`syntax.counter_cap`): English `Max 3 skill counters here`,
    Japanese `スキルカウンターは最大3個まで`, `ここに置けるスキルカウンターは最大3個`."""
    words = alternatives(w for w in syntax_words("counter_cap") if w.isascii())
    japanese = alternatives(w for w in syntax_words("counter_cap") if not w.isascii())
    counter = alternatives(ja_words("counter"))
    # (the counter's name may be left out, `Max 3 counters here.`, `このカードの上のカウンターは最大3個まで。`: counters of any
    # kind; a Japanese one is said of this card or here before it, `このカードのスキルカウンター`, and holds no の)
    return (re.compile(rf"(?:{words}) (?P<n>\d{{1,3}}) (?:(?P<c>[\w-]+) )?counters? (?:here|on (?:this card|it))",
                       re.IGNORECASE),
            re.compile(rf"(?:(?:ここ|このカード)(?:の上|上)?(?:に置ける|の) ?)?(?P<c>[^\s\d、。の]{{1,12}}?)?{counter}は ?"
                       rf"(?:{japanese}) ?(?P<n>\d{{1,3}}) ?個(?:まで)?"))


def _noun_phrase(text: str, card_type: str | None = None) -> Effect:
    """The effect of a sentence with no verb: a restriction, words that end with `only` (`Hero form only.`, `Expert Mode
    Only.`, `ヒーロー形態のみ。`), or the most counters this card may hold (`Max 3 skill counters here.`,
    `スキルカウンターは最大3個まで。`: its amount and counter, if it names one); what the card is, a few words that end with a designation's
    noun (`Mass form.`, `Wrecker's Side Scheme.`, `質量形態。`); a campaign price (`Unit Cost 3.`, `ユニットコスト3。`); else
    `text`."""
    words = text.rstrip("。. ")
    cap = next((found for found in (p.fullmatch(words) for p in _counter_cap()) if found is not None), None)
    if cap is not None:
        return Effect("restrict", int(cap.group("n")), text=text, counters=cap.group("c"),
                      target=Target("this", "this", None, (card_type,) if card_type else (), ""))
    japanese = is_japanese(words)
    short = len(words) <= 40 and (japanese or len(words.split()) <= 4)
    if not short or re.search(r"[,;:、，()（）]", words):
        return Effect("text", text=text)
    folded = words.lower()

    def ends(term_id: str) -> bool:
        spellings, pattern = _phrase_ends(term_id, japanese)
        if japanese:
            return any(words.endswith(w) and len(words) > len(w) for w in spellings)
        return pattern.search(folded) is not None

    price = _unit_cost().fullmatch(words)
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
              and number + 1 < len(parts) and LIST_JOIN.fullmatch(masked[part.end:parts[number + 1].start])):
            parts[number] = attrs.evolve(part, effect=attrs.evolve(part.effect, target=shared, targets=shared_all,
                                                                           one_of=shared_one_of))
        else:
            shared = None
    return parts


def _japanese(text: str, masked: str, card_name: str, card_type: str | None, names: tuple[str, ...] = ()) -> list[Part]:
    """The effects of a Japanese sentence (`japanese_effects.effect_parts`), as the English ones are made: the amount
    of a counted kind, its target (or the subject it is for), a resource's icon, a counter's name; none when
    no clause of it is typed."""
    parts = []
    for kind, groups, start, end in effect_parts(text, masked, card_name, names):
        words = text[start:end]
        alternative = groups.get("alternative", False)   # `…与えるか、`, `または`: as `or` joins it
        if kind == "text":
            parts.append(Part(Effect("text", text=words), start, end, alternative=alternative))
            continue
        target, target_start, targets, one_of = None, -1, (), ()
        for name in ("t", "s"):
            if name in groups:
                at, stop = groups[f"{name}_span"]
                target, target_start = japanese_target(text[at:stop], card_name, card_type, names), at
                targets = japanese_targets(text, groups, name, card_name, card_type, names)
                target = targets[0] if targets else target
                if groups.get(f"{name}_or"):   # `敵1体またはミニオン1体に`: one of them is chosen
                    targets, one_of = (), targets
                break
        if kind == "prohibit" and target is not None and target.quantity == "any":
            # `どのプレイヤーも…できない`: none of them may, each forbidden, as English `No player can …` reads
            target = attrs.evolve(target, quantity="each")
        if target is None and groups.get("implied"):   # `…を与え、スタン状態にする`: its object left out, `it`
            target = japanese_target(groups["implied"], card_name, card_type)
        if target is None and kind == "take_damage":   # `1ダメージを受ける`: you, as `Take 1 damage`
            target = Target("you", "the", None, tuple(noun_types("you")), "")
        if target is None and groups.get("entering"):   # `…カウンターが置かれた状態で場に出る`: this card's own
            target = Target("this", "this", None, (card_type,) if card_type else (), "")
        counted = bool(vocabulary().effects.terms[kind].extra.get("counted"))
        icons = ICON.findall(groups.get("icons") or "")
        resource = next((i for i in icons if i in resources()), None)
        # (`そのダメージのうち2を防ぐ`: prevent 2; `悪役に混乱状態カードを2枚置く`: 2 status cards, as `Place 2 … status cards`)
        amounted = counted or kind in AMOUNT_ALSO or kind in _STATUSES
        effect = Effect(kind, read_number(groups.get("n")) if amounted else None, counted and bool(groups.get("ph")),
                        target, resource, words, counters=groups.get("c"), targets=targets, one_of=one_of,
                        keywords=granted(groups["kw"]) if groups.get("kw") else (),
                        shared=amounted and bool(groups.get("total")), up_to=amounted and bool(groups.get("most")),
                        damage_kind=damage_kind(groups.get("damage_kind")))
        parts.append(Part(effect, start, end, target_start, alternative))
    return parts

