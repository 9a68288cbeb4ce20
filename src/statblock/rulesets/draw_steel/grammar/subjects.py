"""The subjects of a compound sentence's parts: who each part is said of (`compound.py` cuts the parts and reads them).

A first part's subject is what it starts with before its verb: `the target`, `you`, `each target`, a creature narrowed
by where it stands (`one ally within 5 squares`), two joined (`you and one ally within 5 squares`, `you and your
companion can each …`); in Japanese its topic (`ターゲットは`, `1体のターゲットは`, `「the bard」は`, `あなたと5 スクエア以内の1体の
味方は`), or the creature it names with を (`ターゲットを2スクエア押し戻し、`). A later part with none of its own is read as
said of it (`make a free strike`: `the target can make a free strike`; `knocked prone` after `the target is pushed 2
squares` shares its `is`; `each of you` is each of two joined, one of them you), its positions the part's own. Also
here: whether a Japanese topic starts at a position (where `compound.py` cuts a Japanese tier), and whether options
said of the targets are a choice of theirs.
"""

from __future__ import annotations

import re
from typing import Callable

from .. import ast
from ..creature_names import JA_OR_WITH_WA, SAID_OF_ONE as _SAID_OF_ONE, a_creatures_name
from ..creature_phrases import ja_whose, narrowed_english, narrowed_term
from ....vocabulary import fold
from ..vocabulary import vocabulary
from .glosses import unglossed
from .ja_verb_forms import ja_ignoring
from .node_copies import moved
from .put_ja import puts_a_condition

__all__ = ["EACH_OF_YOU", "JA_QUOTED_TOPIC", "JA_TOPIC", "SAYS_WHAT", "SUBJECT", "Topics", "each_of_you",
           "first_subject", "joined_subject_end", "each_of_its_own", "of_the_targets", "passive", "readable", "said_of_first"]

# the words a part said of the first part's subject starts with
_VERB_FIRST = re.compile(r"(?:is|are|can|can't|cannot|makes?|shifts?|teleports?|gains?|regains?|loses?|takes?|has|have"
                         r"|spends?|moves?)\b",
                         re.IGNORECASE)
# what a part that is a sentence of its own starts with (`can't` is a condition's rider as well)
SAYS_WHAT = re.compile(r"(?:is|are|can(?!')|makes?|shifts?|teleports?|gains?|regains?|loses?|takes?|has|have|spends?"
                        r"|moves?|the|you|each)\b",
                        re.IGNORECASE)
# the subject of the first part, before its verb (`the target`, `you`, `each target`)
# (`can each`: `you and your companion can each spend a Recovery and shift up to 2 squares`, each of them; `each can`
# too, as `you and your companion each can spend a Recovery` is read)
SUBJECT = re.compile(r"(?P<who>[^\W\d_][\w'’]*(?: [^\W\d_][\w'’]*){0,3}?(?: each(?= can ))?) (?P<can>can (?:each )?|must )?"
                      r"(?P<verb>is|are|shifts?|teleports?|gains?|regains?|loses?|takes?|has|have|makes?|spends?|moves?)\b",
                      re.IGNORECASE)
# a first part's subject longer than `SUBJECT` takes, before its verb: a creature narrowed by where it stands (`one
# ally within 5 squares can spend a Recovery`), or two joined by `and`, the second narrowed or not (`you and one ally
# within 5 squares`); which words name a creature is `_long_subject`'s
_LONG_SUBJECT = re.compile(r"(?P<who>[^\W\d_][\w'’ ]{0,80}?(?: each)?) (?P<can>can (?:each )?)?(?P<verb>is|are|shifts?|teleports?|gains?|regains?|loses?|takes?"
                     r"|has|have|makes?|spends?|moves?)\b", re.IGNORECASE)
# a later part's verb said in its own form, no `can`'s (`and gains 2 surges` after `the target can shift 2 squares`)
_FINITE = re.compile(r"(?:is|has|\w+s)\b", re.IGNORECASE)
# `each of you` at the start of a later part: each of the first part's two creatures joined, one of them you (`you
# and one ally … can spend a Recovery, and each of you gains an edge …`), said so (`you and one ally … each gains …`)
EACH_OF_YOU = re.compile(r"each of you ", re.IGNORECASE)
# a later part that says no verb of its own after a first one in the passive (`the target is pushed 2 squares
# and knocked prone`): English leaves out the `is` the two share, and the part is read with it
_COPULA = re.compile(r"is|are", re.IGNORECASE)

#: a verb of its own a later part may start with that `SAYS_WHAT` leaves out, being a rider's too (`prone and can't stand`):
#: after a first part in the passive it shares no `is` (`the target is slowed, …, and can't regain Stamina`)
_CANNOT = re.compile(r"(?:can't|can’t|cannot)\s", re.IGNORECASE)

# (`1体のターゲットは`: a counted creature, the number first, as the grammar's JA_TOPIC reads it)
JA_TOPIC = re.compile(r"\s*(?:[0-9０-９]+体の)?[^\s、。()（）「」0-9０-９]+?は")
# a topic that is a creature narrowed by where it stands, or two joined (`あなたと5 スクエア以内の1体の味方は`), which
# `JA_TOPIC` takes no digits or blanks of: up to its first は, the creature's words checked (`_ja_topic`)
_JA_NARROWED_TOPIC = re.compile(r"\s*[^\s、。()（）「」][^、。()（）「」]{0,60}?は")
# a topic in the author's own words, quoted (`「the bard」は`: who a card names in English), which starts a sentence of its
# own after `、` as `ターゲットは` does
JA_QUOTED_TOPIC = re.compile(r"\s*+「[^「」]+」は")
# a creature by name, quoted, joined to another (`「the knight」とその味方は`, as a card says `the knight and its allies`):
# up to its first は, the creatures' words checked (`_ja_topic`)
_JA_NAMED_TOPIC = re.compile(r"\s*+「[^「」]{1,60}」[^\s、。()（）「」]{1,30}?は")
# `JA_TOPIC`'s parts, for `Topics`: what comes before the name, and the characters no name holds
_TOPIC_LEAD = re.compile(r"\s*(?:[0-9０-９]+体の)?")
_TOPIC_STOP = re.compile(r"[\s、。()（）「」0-9０-９]")
# the creature a first part names with を (`ターゲットを2スクエア押し戻し、`): a later part with no subject of its own
# is said of it first (`伏せ状態にする`: `ターゲットを伏せ状態にする`)
_JA_OBJECT = re.compile(r"\s*[^\s、。()（）「」0-9０-９]+?を")


def _targets() -> frozenset[str]:
    """Who the targets are, as a sentence's subject names them (`the target`, `ターゲットは`)."""
    term = vocabulary().phrases.terms["status_subject"]
    return frozenset(fold(s) for s in (*term.en, *term.ja))


def joined_subject_end(text: str) -> int:
    """Where a first part's subject of two creatures joined by `and` ends (`you and your companion can each spend a
    Recovery`: after `companion`), or 0: the `and` between them is the subject's, no cut between two parts (cut
    there, `you` was a part of its own and the clause text)."""
    subject = _long_subject(text)
    if subject is not None and " and " in subject.group("who"):
        return subject.end("who")
    return _allies_of_a_condition(text)


#: the most characters `_LONG_SUBJECT`'s who takes, and the blank after it
_LONGEST_WHO = 90
#: creatures (`creatures` ids) that are the allies of the one named just before them (`the knight and its allies`)
_ALLIES_OF_THE_ONE_BEFORE = frozenset({"its_allies", "their_allies"})


def _allies_of_a_condition(text: str) -> int:
    """Where a first part's subject ends when it is a condition's name, `and`, then creatures said as one subject with
    it, or 0: the allies of the one named before them, whatever the verb (`Dazed and its allies shift 2 squares`), or
    one creature with the verb's form for several, no `can` between (`Dazed and each ally shift 2 squares`: two would
    `shift`, `each ally` alone `shifts`). A condition names no one: the `and` is the subject's, which names no creature
    (the clause stays text, said, as `Might and its allies …` and Japanese `朦朧とその味方は…` do); cut there, it was
    read as dazed, then the creatures acting (`dazed, and each ally shift …` on the card)."""
    head, joined, _ = text[:_LONGEST_WHO].partition(" and ")
    if not joined or " " in head:
        return 0  # (tried only where one word is before the first `and`, as a condition's name is: most compounds
        # start with a subject of several words, `the target …`)
    rules = vocabulary()
    if rules.conditions.lookup(head) is None:
        return 0
    subject = _LONG_SUBJECT.match(text)
    if subject is None:
        return 0
    left, joined, right = subject.group("who").removesuffix(" each").partition(" and ")
    named = narrowed_term(rules, right) if joined and left == head else None
    if named is None:
        return 0
    if named[0].id in _ALLIES_OF_THE_ONE_BEFORE or (
            subject.group("can") is None and not named[0].extra.get("several")
            and _SAID_OF_ONE.search(subject.group("verb")) is None):
        return subject.end("who")
    return 0




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
    if joined and narrowed_term(rules, right) is not None and (
            rules.creatures.lookup(left) is not None or a_creatures_name(rules, left, True, quoted=not left.isascii())):
        # (the first a creature by name, `the knight and its allies`, `Lord Syuul and their allies`, as the grammar
        # reads that subject of a sentence alone: `sentences._a_name`)
        return subject
    return subject if not joined and narrowed_term(rules, who) is not None else None


class Topics:
    """Whether `JA_TOPIC` matches at positions of one text, asked in increasing order. Each ask would read ahead to
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


def _ja_topic(text: str) -> re.Match | None:
    """The topic a Japanese first part starts with (`ターゲットは`), or a creature narrowed or two joined
    (`あなたと5 スクエア以内の1体の味方は`, as a card says `you and one ally within 5 squares`); None for none."""
    topic = JA_TOPIC.match(text) or JA_QUOTED_TOPIC.match(text)
    if topic is not None:
        return topic
    narrowed = _JA_NARROWED_TOPIC.match(text) or _JA_NAMED_TOPIC.match(text)
    return narrowed if narrowed is not None and narrowed_english(vocabulary(), narrowed.group().strip()[:-1]) else None


def each_of_you(first: str, offset: int, stripped: str, at: int, parse: Callable[[str], tuple | None]) -> tuple | None:
    """A later part that starts `each of you` (`each of you gains an edge on your next power roll`) read as said of each
    of the first part's two creatures joined, one of them you (`you and one ally within 5 squares each gains …`), its
    positions the part's (`each of you` for the creatures, as written); None unless the first part has such a subject
    and the part so said is read."""
    subject = _long_subject(first) or SUBJECT.match(first)
    who = subject.group("who").removesuffix(" each") if subject is not None else ""
    if "you" not in (fold(part) for part in who.split(" and ")) or " and " not in who:
        return None
    said = f"{who} each "
    lead = len("each of you ")
    items = parse(said + stripped[lead:])
    if items is None or not readable(items) or not all(isinstance(i, ast.DeedClause) for i in items):
        return None
    return moved(items, lambda p: at + min(p, lead - 1) if p < len(said) else at + lead + p - len(said))


def of_the_targets(first: str, found: tuple) -> bool:
    """Whether options said of the targets, the first with its subject (`the target is pushed 3 squares or knocked
    prone`, `ターゲットは 3 マス押し戻されるか、伏せ状態になる`), are each a forced move or conditions: a choice, as `push 3
    or prone` is (was text)."""
    subject = JA_TOPIC.match(first.lstrip()) if not first.isascii() else SUBJECT.match(first.lstrip())
    if subject is None:
        return False
    who = (subject.group() if not first.isascii() else subject.group("who")).strip()
    term = vocabulary().creatures.lookup(who.removesuffix("は"))
    # (every target, or some of them: `1体のターゲットは`, `one target is`, each option then said of them)
    of_them = _some_targets(who) or (term is not None and term.id in ("each_target", "the_targets"))
    return of_them and all(isinstance(i, (ast.ForcedClause, ast.ConditionsClause)) for part in found for i in part)


def each_of_its_own(options: list[tuple[int, str]], found: tuple) -> bool:
    """Whether Japanese options each said of a creature of their own (`あなたは減速、またはターゲットは 2 スクエア押し戻される`,
    as `you are slowed or the target is pushed 2 squares`; a creature by name, `「the dragon」は減速、…`) are each a forced move or conditions: a choice (was text). An option with no creature right after the first is the first's
    (`あなたは伏せ、減速、または…`); one option after the first names its own."""
    rules = vocabulary()
    later = False  # (whether an option after the first names a creature of its own)
    for number, (_, option) in enumerate(options):
        if JA_QUOTED_TOPIC.match(option):  # a creature by name (`「the dragon」は減速`)
            later = later or number > 0
            continue
        topic = JA_TOPIC.match(option)
        if topic is None and number > 0 and not later:
            # (`あなたは伏せ、減速、またはターゲットは…`: an option with none, right after the first's, is the first's
            # creature's, as `you are prone, slowed, or the target is pushed 2 squares` is; was text)
            continue
        who = topic.group().strip().removesuffix("は") if topic is not None else ""
        if rules.creatures.lookup(who) is None and rules.pronouns.lookup(who) is None:
            return False
        later = later or number > 0
    return later and all(isinstance(i, (ast.ForcedClause, ast.ConditionsClause)) for part in found for i in part)


def _some_targets(who: str) -> bool:
    """Whether `who` names the targets (`the target`, `ターゲットは`) or some of them (`one target`, `1体のターゲットは`)."""
    if fold(who) in _targets():
        return True
    if who.isascii():
        return fold(who) + " is" in vocabulary().partial_subjects
    term = vocabulary().creatures.lookup(who.removesuffix("は"))
    return term is not None and bool(term.extra.get("some"))


def passive(subject: re.Match | None) -> str | None:
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
    if items is None or not readable(items) or not all(isinstance(i, ast.ConditionsClause) for i in items):
        return None
    who_at = offset + whom.start()
    return moved(items, lambda p: who_at + p if p <= len(who) else at + p - len(who))


def readable(items: tuple) -> bool:
    """Whether a part's items are read: some, none of them text nor a reference."""
    return bool(items) and not any(isinstance(i, (ast.TextClause, ast.ReferenceClause)) for i in items)


def first_subject(first: str, japanese: bool) -> tuple[re.Match | None, re.Match | None]:
    """Who a first part (its blanks taken off the front) is said of: its subject (`SUBJECT`, else a longer one,
    `_long_subject`; a Japanese topic, `_ja_topic`), and, in Japanese with no topic, the creature it names with を
    (after `安定性を無視して`, if it comes first); None for either it has not."""
    # (a subject narrowed, or two joined, `you and one ally within 5 squares can …`, is longer than `SUBJECT` takes:
    # a later part with no subject was read as no one's, `shift up to 2 squares` not a `can`)
    subject = _ja_topic(first) if japanese else SUBJECT.match(first) or _long_subject(first)
    whom = None
    if japanese and subject is None:
        ignoring = ja_ignoring().match(first)
        whom = _JA_OBJECT.match(first, ignoring.end() if ignoring is not None else 0)
    if whom is not None and vocabulary().creatures.lookup(whom.group().strip()[:-1]) is None:
        whom = None
    return subject, whom


def _no_topic_ja(part: str) -> bool:
    """Whether a later Japanese part has no topic of its own: none, or only what ends in a conjunction of `or` that ends
    in は (`伏せまたは減速`: a choice of conditions, its `伏せまたは` no topic; the choice was the targets')."""
    topic = _ja_topic(part)
    return topic is None or topic.group().endswith(JA_OR_WITH_WA)


def _conditions(item) -> bool:
    """Whether an item is conditions (`伏せ`) or a choice of them (`伏せまたは減速`), as a topic's joined verb says
    of it."""
    if isinstance(item, ast.OrClause):
        return all(_conditions(part) for option in item.options for part in option)
    return isinstance(item, ast.ConditionsClause)


def _stat_owner(topic: str) -> str | None:
    """The topic said of the creature whose statistic a Japanese topic names (`ターゲットは` of `ターゲットの速度は`,
    `「the sneak」は` of `「the sneak」の安定性は`); None when the topic names no statistic."""
    whose, stat = ja_whose(vocabulary(), topic.strip().removesuffix("は"))
    if not whose or vocabulary().statblock_fields.lookup(stat) is None:
        return None
    return topic[: len(topic) - len(topic.lstrip())] + whose + "は"


def _bare_stat(topic: str) -> bool:
    """Whether a Japanese topic is a statistic alone, whose no one is named (`速度は`: the targets')."""
    return vocabulary().statblock_fields.lookup(topic.strip().removesuffix("は")) is not None


def said_of_first(subject: re.Match | None, whom: re.Match | None, offset: int, stripped: str, at: int,
                  parse: Callable[[str], tuple | None], japanese: bool) -> tuple | None:
    """A later part (`stripped`, at `at` in the clause) with no subject of its own read as said of the first part's
    (`first_subject`; the first part's words start at `offset`), its positions the part's and the subject's; None when
    it is not so read (it is then read on its own)."""
    if whom is not None:
        if JA_TOPIC.match(stripped) is None and _JA_OBJECT.match(stripped) is None:
            return _said_of(whom, offset, stripped, at, parse)
        return None
    if subject is None:
        return None
    shared = None if japanese or SAYS_WHAT.match(stripped) or _CANNOT.match(stripped) else passive(subject)
    if not (_no_topic_ja(stripped) if japanese else _VERB_FIRST.match(stripped) or shared):
        return None
    who = subject.group("who") if not japanese else subject.group()
    said = who + ("" if japanese else " ")
    modal = subject.group("can") if not japanese else None
    if modal and not re.match(r"can\b|can't|cannot|must\b", stripped, re.I):
        said += modal  # (`can each `: each of them does the later part too)
    if shared is not None:  # `knocked prone` after `the target is pushed 2 squares`: `the target is knocked prone`
        said += shared + " "
    items = parse(said + stripped)
    if japanese and items is not None and all(_conditions(i) for i in items) \
            and (owner := _stat_owner(who)) is not None:
        # (`ターゲットの速度は 2 減少し、伏せ`: conditions are no statistic's, but its owner's, the creature before の, as
        # `the target's speed is reduced by 2 and prone` reads; `ターゲットの速度は伏せ` was a condition no one has, text)
        who = said = owner
        items = parse(said + stripped)
    elif japanese and items is not None and all(_conditions(i) for i in items) and _bare_stat(who):
        # (`速度は 0 になる (EoT)、伏せ、および減速`: a statistic of no one named is the targets', and so are the conditions
        # after it, read on their own, as the English `speed is 0 (EoT), prone, and slowed` reads; said of the topic,
        # `速度は伏せ` was a condition no one has, the clause text, SB138)
        return None
    if modal and said.endswith(modal) and (modal == "must " or _FINITE.match(stripped)) \
            and (items is None or not readable(items) or not all(isinstance(i, ast.DeedClause) for i in items)):
        # a part the subject's `can` (`must`) does not read with as a sentence: a verb of its own (`the target can
        # shift 2 squares and gains 2 surges`: `can gains` is no sentence), or one `must` leaves as it is (`must make a
        # free strike`, words of a condition to the grammar): the subject's all the same, as the Japanese card says it
        # (was no one's). (`can … and gain 2 surges`, in the scope of `can`, is read with it: the subject's gain it may take)
        said = said[: -len(modal)]
        items = parse(said + stripped)
    # (what is not a sentence, a condition or a forced move, is the targets': said of another
    # subject, `you shift 1 square and are slowed`, it is not read as theirs)
    # (but a status said with its own verb, `and can't regain Stamina (save ends)`: the subject's, as written)
    # (in Japanese, conditions after a verb joined to them are its topic's, whoever it is: `ドラゴンは 2 スクエアシフトし、
    # 減速 (EoT)` slows the dragon, as `ドラゴンは減速` does; read on their own, they were the targets')
    if items is None or not all(isinstance(i, ast.DeedClause) for i in items) \
            and not _some_targets(who.strip()) and not (_CANNOT.match(stripped) and not japanese) \
            and not (japanese and all(_conditions(i) for i in items)):
        return None
    if not readable(items):
        return None
    if japanese and any(isinstance(i, ast.ForcedClause) and i.words and i.words[0].text.startswith(who)
                        for i in items):
        # (`プッシュ 2` after `ターゲットは 2 スクエアシフトし、`: `ターゲットはプッシュ 2` is no sentence of the grammar, its
        # words one forced move's unknown name, `ターゲットはプッシュ`, and the clause was text; read on its own instead)
        return None
    who_at = offset + subject.start() if japanese else offset + subject.start("who")
    return moved(items, lambda p: who_at + p if p <= len(who)
                 else (who_at + len(who) if p < len(said) else at + p - len(said)))
