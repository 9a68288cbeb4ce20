"""The targets an effect's words name: `an enemy`, `each minion engaged with you`, `the villain`, `you`; several joined
by `and` (`the villain and each enemy engaged with you`: `Effect.targets`), and the Japanese ones (`敵1体`, `各ミニオン`,
`悪役と各ミニオン`) as `japanese.target_words` reads them.
"""

from __future__ import annotations

import re

import attrs

from ....vocabulary import NUMBER_WORDS
from ..model import Target
from ..names import name_commas_blanked, trim_name
from ..vocabulary import syntax_words, target_noun_pattern, vocabulary
from .attack_owners import pronoun_attacks
from .japanese import target_words

__all__ = ["DETERMINERS", "TARGET", "japanese_target", "japanese_targets", "more_targets", "noun_types", "read_number",
           "negating_subject", "parse_target", "subject_targets"]

# a target ends at a stop, but an initialism's periods are part of it (`to M.O.D.O.K.`, `an A.I.M. Agent`); at a
# parenthesis in lower case, the reminder after it (`remove all threat from it (ignoring any crisis icons)`, `on Groot
# (to a maximum of 10)`), and at `as well` (`Heal 3 damage from Unus as well`): neither is any of its words (a
# parenthesis in capitals is a name's, `Kang (Master of Time)`, `Apocalypse (II)`)
TARGET = r"(?P<t>(?:(?<![\w.])(?:\w\.){2,}|.)+?)(?=\s*(?:$|[,;.:]|\((?=\s*(?-i:[a-z]))|\band\b|\bor\b|\bfor (?:each|every)\b|\binstead\b|\bequal\b|\bwhere\b|\bif\b|\bunless\b|\beach time\b|\bevery time\b|\bwhenever\b|\bas well\b))"
DETERMINERS = (("up to ", "up_to"), ("each other ", "each"), ("each ", "each"), ("every ", "each"),
                ("all ", "all"), ("any ", "any"), ("an ", "a"), ("a ", "a"), ("the ", "the"), ("this ", "this"),
                ("that ", "that"), ("those ", "that"), ("these ", "this"), ("your ", "your"),
                ("another ", "another"), ("target ", "a"))
#: Who controls the cards a target names, after its noun (`each Surveillance Team you control`); a phrase of words
#: separated by single spaces (a target's words are read so).
_CONTROLLED = re.compile(r" (?:you control|under your control|controlled by you)$")
#: (`he` and `she` too: a subject that names a character by its pronoun, `He cannot be attacked again this phase.`, was
#: read as a card named `He`)
_PRONOUNS = frozenset(("it", "him", "her", "them", "itself", "himself", "herself", "themselves", "they", "he", "she"))
_SELF = frozenset(("here", "this card", "there"))
_POSSESSIVES = frozenset(("your", "its", "their", "his", "her", "my", "our"))


def read_number(word: str | None) -> int | None:
    if not word:
        return None
    word = word.lower()
    if word.isdigit():  # (`²` is a digit that int() does not read)
        return int(word) if word.isdecimal() and len(word) <= 4 else None  # (thousands of digits are no amount a card gives)
    if word in ("a", "an"):
        return 1
    return NUMBER_WORDS.get(word)


def _before_unclosed(phrase: str) -> str:
    """`phrase` up to the first parenthesis it opens and never closes (all of it when it closes each)."""
    opened: list[int] = []
    for index, char in enumerate(phrase):
        if char in "(（":
            opened.append(index)
        elif char in ")）" and opened:
            opened.pop()
    return phrase[:opened[0]] if opened else phrase


def parse_target(phrase: str, card_name: str = "", card_type: str | None = None,
                 names: tuple[str, ...] = ()) -> Target | None:
    """The target a phrase names (`an enemy`, `each minion engaged with you`, `the villain`); the words of a
    parenthesis it opens and does not close are not its (`Zabu (if you cannot, exhaust Zabu)`, cut at its comma). One
    of `names` (`names.comma_names`), in any case, is that card (`bob, agent of hydra`: was no target)."""
    words = trim_name(_before_unclosed(phrase))
    if not words:
        return None
    low = words.lower()
    if names and any(low == name.lower() for name in names) and not (card_name and low == card_name.lower()):
        return Target("named", "the", None, (), words)
    if low in _SELF or (card_name and low.startswith(card_name.lower())) or low.startswith("this card"):
        return Target("this", "this", None, (card_type,) if card_type else (), words)
    if low in _PRONOUNS or low.split()[0] in _PRONOUNS or pronoun_attacks(low):
        # (`its attacks`, `his basic attacks`: a pronoun's attacks, whose owner `attack_owners` reads)
        return Target("it", "the", None, (), words)
    owned = _attacks_owner(words, card_name, card_type, names)
    if owned is not None:
        return owned
    quantity, count, rest = "a", None, low
    for prefix, kind in DETERMINERS:
        if rest.startswith(prefix):
            quantity, rest = kind, rest[len(prefix):]
            if kind == "up_to":
                number, _, rest = rest.partition(" ")
                count = read_number(number)
            break
    head = " ".join(rest.split()[:6])
    # the noun written first (`an enemy with an upgrade attached`: enemy), not a possessive
    pattern, terms = target_noun_pattern()
    owned = _CONTROLLED.search(rest)
    if owned is not None and words[len(words) - len(rest):][:1].isupper() \
            and pattern.search(" ".join(rest[:owned.start()].split()[:6])) is None:
        # `each Surveillance Team you control`: the cards of that name you control (the noun was `you`, of `you
        # control`)
        return Target("named", quantity, count, (), words)
    match = pattern.search(head)
    if match is not None:
        term = terms[match.lastindex - 1]
        return Target(term.id, quantity, count, tuple(term.extra.get("types", ())), words)
    first, _, after = words.partition(" ")
    if first.lower() in _POSSESSIVES and not after[:1].isupper():
        # (`Your hand size`, `Its cost` opening a sentence name no card: a card's name after them is capitalised,
        # `Your Web-Shooter`)
        return None
    if words[:1].isupper():
        return Target("named", "the", None, (), words)
    if quantity == "a" and words[len(words) - len(rest):][:1].isupper():   # `an A.I.M. Agent`: one card of that name
        return Target("named", "a", None, (), words)
    return None


def _attacks_owner(words: str, card_name: str, card_type: str | None, names: tuple[str, ...]) -> Target | None:
    """The target of a character's attacks (`syntax.attacks_of`: `Your hero's attacks`, `Each minion's attacks`, `the
    villain's attacks`) when their owner is a target: one named by its words, as Japanese `悪役の攻撃` is, or this card's
    (`This card's attacks`); else None."""
    endings = tuple(w for w in syntax_words("attacks_of") if w.isascii())
    low = words.lower()
    ending = next((w for w in endings if low.endswith(w) and len(low) > len(w)), None)
    if ending is None or low[:-len(ending)].endswith(endings):   # (`X's attacks's attacks`: no one's; no recursion)
        return None
    owner = parse_target(words[:-len(ending)], card_name, card_type, names)
    if owner is None:
        return None
    return Target("this", "this", None, (card_type,) if card_type else (), words) if owner.noun == "this" \
        else Target("named", "the", None, (), words)


def subject_targets(words: str, card_name: str, card_type: str | None, negated: bool = False,
                    names: tuple[str, ...] = (), governed: bool = False) -> tuple[Target, ...]:
    """Whom a verb after its subject is about: the words after the last comma, less `must`, `may`; each of the
    subjects `and` joins (`You and each other player draw 1 card`), when every one of them is a target. The subjects of
    a negated verb (`negated`) that `or` joins are each of them too: what may not be done is forbidden to both
    (`The villain or a minion cannot be healed`), no choice of one. The commas of `names` (`names.comma_names`) are
    no subject's start (`Bob, Agent of Hydra gets +1 ATK`: the card, not `Agent of Hydra`). A subject that negates or
    limits (`No player`, `Only 1 player`) is read as such (`_governed`) only when it governs its verb (`governed`:
    `clauses.governing_subject` found its modal, or `negating_subject` a verb it negates)."""
    # (`[energy] — Husk gets +1 ATK`: a row's key and its dash are no subject)
    starts = [found.end() for found in _SUBJECT_START.finditer(name_commas_blanked(words, names))]
    words = words[starts[-1]:] if starts else words
    words = _STAR.sub("", words)              # (`[star] Paibok gets +1 SCH`: the star icon is no part of the subject)
    words = _MODAL_END.sub("", words.strip())
    governing = _GOVERNING_DETERMINER.match(words)
    if governed and governing is not None and len(words) > governing.end():
        return _governed(words, governing, card_name, card_type, names)
    pieces = [piece.strip() for piece in (_AND_OR if negated else _AND).split(words) if piece.strip()]
    if len(pieces) > 1 and _NO_SUBJECT.search(pieces[0]) and not _NO_SUBJECT.search(pieces[-1]):
        # a clause of its own before `and` (`Its THW is equal to its printed SCH and it takes 1 damage`): the verb's
        # subject is what follows the clause (the whole phrase was one target, named `Its THW is … and it`), every
        # subject `and` joins there (`… and the villain and each minion take 1 damage`: both)
        last_clause = max(number for number, piece in enumerate(pieces) if _NO_SUBJECT.search(piece))
        rest = pieces[last_clause + 1:]
        if len(rest) > 1:
            return subject_targets(" and ".join(rest), card_name, card_type, negated, names)
        found = parse_target(rest[0], card_name, card_type, names)
        return (found,) if found is not None else ()
    if len(pieces) > 1 and not any(_NO_SUBJECT.search(piece) for piece in pieces):
        joined = _shared_determiner([parse_target(piece, card_name, card_type, names) for piece in pieces], pieces)
        if all(target is not None and (target.noun != "you" or piece.lower() == "you")
               for target, piece in zip(joined, pieces)):
            return tuple(joined)
    found = parse_target(words, card_name, card_type, names)
    return (found,) if found is not None else ()


#: A subject's word that negates what it may do (`No player`, `Neither the villain nor a minion`, `None of the
#: players`: each of them is forbidden) or limits how many may (`No more than 1 player`, `At most 1`, `Only 1`: up to
#: that many), as `clauses.governing_subject` reads it.
_GOVERNING_DETERMINER = re.compile(r"(?:(?:(?:no|not)\s+more\s+than|at\s+most|only)\s+(?P<n>\w+)|(?:none\s+of|neither|no))"
                                   r"\s+", re.IGNORECASE)


def negating_subject(words: str) -> bool:
    """Whether `words`, a subject, open with a word that negates it (`No player`, `Neither the villain nor Night Owl`,
    `None of the players`), not one that limits how many (`Only 1 player`)."""
    starts = [found.end() for found in _SUBJECT_START.finditer(words)]   # (its clause's: `Until …, no player`)
    words = words[starts[-1]:].strip() if starts else words.strip()
    governing = _GOVERNING_DETERMINER.match(words)
    return governing is not None and not governing.group("n") and len(words) > governing.end()


_NOR = re.compile(r"(?<!\s)\s++(?:and|or|nor)\s+", re.IGNORECASE)


def _governed(words: str, governing: re.Match, card_name: str, card_type: str | None,
              names: tuple[str, ...]) -> tuple[Target, ...]:
    """The subjects a negating or limiting word opens (`_GOVERNING_DETERMINER`): each one `and`, `or` or `nor` joins
    (`Neither the villain nor a minion`), a bare noun after `No` each of its kind (`No player`: each player), one after a
    number up to that many (`No more than 1 player`); each keeps its words as written (the first, the governing word
    too)."""
    rest = words[governing.end():]
    count = read_number(governing.group("n")) if governing.group("n") else None
    if governing.group("n") and count is None:   # (`Only the villain`: the subject as written, one)
        found = parse_target(rest, card_name, card_type)
        return (attrs.evolve(found, text=words),) if found is not None else ()
    out = []
    for number, piece in enumerate(p.strip() for p in _NOR.split(rest) if p.strip()):
        found = parse_target(piece, card_name, card_type)
        if found is None:
            return ()
        if number == 0:
            if count is not None:
                found = attrs.evolve(found, quantity="up_to", count=count)
            elif not any(piece.lower().startswith(prefix) for prefix, _ in DETERMINERS) and found.noun not in (
                    "named", "you", "it", "this"):
                found = attrs.evolve(found, quantity="each")
            found = attrs.evolve(found, text=words[:governing.end()] + found.text)
        out.append(found)
    return tuple(out)


#: What ends the words before a subject: a comma, a semicolon, a colon, or a spaced dash after a row's key (`[mental] –
#: Spectrum gets +2 THW`, `3 — This minion gains quickstrike`); a hyphen in a name (`Spider-Man`) has no spaces.
_SUBJECT_START = re.compile(r"[,;:]|\s[—–―−-]\s")
#: The star icon before a constant ability's words (`[star] Paibok gets +1 SCH …`)
_STAR = re.compile(r"^\s*\[star\]\s*")
#: What joins two targets: `and` (`the villain and each enemy engaged with you`). Split, so searched: a match starts
#: only where a run of blanks starts (the look-behind) and takes the run once; `\s+and` was tried from every blank
#: of a run, each attempt running over the rest of it (quadratic: a subject of 20,000 spaces before `and` took 6 s).
_AND = re.compile(r"(?<!\s)\s++and\s+", re.IGNORECASE)
_AND_OR = re.compile(r"(?<!\s)\s++(?:and|or)\s+", re.IGNORECASE)
#: A modal or adverb left at the end of a subject's words (`Each player may`), searched in the same way.
_MODAL_END = re.compile(r"(?<!\s)\s++(?:must|may|can|cannot|each|also|instead)\s*$")
#: Words that make what `and` joins in a subject clauses, not targets (`Its THW is equal to its printed SCH and it`).
_NO_SUBJECT = re.compile(r"\b(?:is|are|was|were|has|have)\b", re.IGNORECASE)
#: The determiners a bare noun after `and` shares (`each hero and ally in play`: each ally).
_SHARED_DETERMINERS = frozenset(("each", "all", "your"))


def _shared_determiner(targets: list, pieces: list[str]) -> list:
    """`targets` (of `pieces`, the words `and` joins) with a bare noun given the distributive determiner of the
    target before it (`Each minion and ally`: each ally; `the villain and Thor`: as written)."""
    out = list(targets)
    for number in range(1, len(out)):
        before, target = out[number - 1], out[number]
        bare = not any(pieces[number].lower().startswith(prefix) for prefix, _ in DETERMINERS)
        if before is not None and target is not None and bare and target.noun not in ("named", "you", "it", "this") \
                and before.quantity in _SHARED_DETERMINERS and target.quantity == "a" and not pieces[number][:1].isdigit():
            out[number] = attrs.evolve(target, quantity=before.quantity)
    return out

#: A target joined to the one before it in an effect's words: `and`, `or`, `as well as` (an `and`: `Deal 1 damage to the
#: villain as well as each minion`) or a list's comma, then its words, which end where a target ends (`TARGET`).
_MORE_TARGET = re.compile(r"\s*(?:,\s*(?:(?P<join>and|or)\s+)?|\s+(?P<word>and|or)\s+|\s+(?P<also>as\s+well\s+as)\s+)"
                          r"(?:(?:to|from|on|onto)\s+)?"
                          + TARGET.replace("?P<t>", "?P<more>"), re.IGNORECASE)
#: What may follow the last target of an effect (its sentence's end, a condition, an amount's words).
_TARGETS_END = re.compile(r"\s*(?:$|[.;:(]|\b(?:if|unless|each time|every time|whenever|for (?:each|every)|instead|where|equal|as well)\b)", re.IGNORECASE)


def more_targets(words: str, end: int, first: Target, card_name: str, card_type: str | None,
                 names: tuple[str, ...] = ()) -> tuple[tuple[Target, ...], str]:
    """Every target of an effect whose first target ends at `end` in `words`, when `and` or `or` (or a list's commas
    before either) joins more to it, and which joins them: (all of them, `and`: `Deal 1 damage to the villain and each
    enemy engaged with you`, each is done), (all of them, `or`: `Deal 2 damage to an enemy or a minion`, one of them
    is chosen); each a target word or a name. ((), "") when it names one, when the words after it are not targets
    alone (then they are left as they are), or when both `and` and `or` join them (`A and B or C`: which is meant is
    not said). The commas of `names` (`names.comma_names`) join none (`Judge, Jury, Executioner` is one card)."""
    found, pieces, joins = [first], [first.text], set()
    at = end
    guarded = name_commas_blanked(words, names)
    while True:
        more = _MORE_TARGET.match(guarded, at)
        if more is None:
            break
        words_of = words[more.start("more"):more.end("more")]
        target = parse_target(words_of, card_name, card_type, names)
        if target is None:
            return (), ""
        found.append(target)
        pieces.append(words_of.strip())
        joins.add("and" if more.group("also") else (more.group("join") or more.group("word") or ",").lower())
        at = more.end()
    if len(found) < 2 or not _TARGETS_END.match(guarded, at) or {"and", "or"} <= joins:
        return (), ""
    return tuple(_shared_determiner(found, pieces)), "or" if "or" in joins else "and"


def noun_types(noun: str) -> list[str]:
    return list(vocabulary().targets.terms[noun].extra.get("types", ()))


def japanese_targets(text: str, groups: dict, name: str, card_name: str, card_type: str | None,
                     names: tuple[str, ...] = ()) -> tuple[Target, ...]:
    """Every target of a Japanese target's (`name`: `t`, `s`) words naming several joined by `と`
    (`ヴィランと、あなたと交戦している各敵に`), a bare noun sharing the distributive determiner before it
    (`各ミニオンと味方`: each ally) as English `each minion and ally` does; () when they name one."""
    spans = [groups[f"{name}{number}_span"] for number in range(len(groups)) if f"{name}{number}_span" in groups]
    if len(spans) < 2:
        return ()
    pieces = [text[a:b] for a, b in spans]
    found = [japanese_target(piece, card_name, card_type, names) for piece in pieces]
    if any(target is None for target in found):
        return ()
    determiners = tuple(s for t in vocabulary().ja_targets.terms.values() for s in t.ja)
    out = list(found)
    for number in range(1, len(out)):
        before, target = out[number - 1], out[number]
        if before.quantity in _SHARED_DETERMINERS and target.quantity == "a" and target.count is None \
                and target.noun not in ("named", "you", "it", "this") and not pieces[number].startswith(determiners):
            out[number] = attrs.evolve(target, quantity=before.quantity)
    return tuple(out)


def japanese_target(words: str, card_name: str, card_type: str | None, names: tuple[str, ...] = ()) -> Target | None:
    """The `Target` of a Japanese target's words (`japanese.target_words`), as `parse_target` makes an English
    one's; one of `names` (`names.comma_names`) is that card."""
    found = target_words(words, card_name, names)
    if found is None:
        return None
    noun, quantity, count = found
    if noun == "this":
        return Target("this", "this", None, (card_type,) if card_type else (), words)
    if noun == "it":
        return Target("it", "the", None, (), words)
    if noun == "named":   # (`悪役の攻撃`: a character's attacks, no card type)
        return Target("named", quantity, count, (), words)
    return Target(noun, quantity, count, tuple(noun_types(noun)), words)
