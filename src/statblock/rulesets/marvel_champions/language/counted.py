"""The counted reading of an effect: the mechanics the runtime counts (damage, healing, cards drawn, threat,
counters, resources, stun, confuse, tough, ready, exhaust, prevent, increase, reduce) with their amount and target,
from the words of one clause that starts with its verb; and the kind of a counted verb whose reading failed."""

from __future__ import annotations

import re

from ....vocabulary import fold
from ..model import Effect, Instead, Target
from ..names import name_commas_blanked
from ..vocabulary import syntax_words, vocabulary
from .japanese_effects import single_spaced
from .targets import TARGET, more_targets, noun_types, parse_target, read_number, subject_targets

__all__ = ["AMOUNT", "ICON", "counted", "damage_kind", "fallback", "resources"]

#: An amount: a number, `X`, a word for one (`a`, `two`), `all`, `any amount of`, `that much`; after `a total of` (to be
#: divided among the targets: `Remove a total of 3 threat from among schemes`: group `total`, the effect's `shared`; so is
#: an amount dealt, healed or removed `among` them, `deal 4 damage among enemies`: group `among`) or
#: `up to` (the most: `prevent up to 5 of that damage`: group `most`, the effect's `up_to`) the number is its amount,
#: and `--resolve` leaves how it is shared or how much to a player.
AMOUNT = (r"(?P<total>a total of )?(?P<most>up to )?(?P<n>\d+|X|an?|one|two|three|four|five|six|seven|eight|nine|ten|all|any amount of|"
           + "|".join(re.escape(w) for w in sorted(syntax_words("that_much"), key=len, reverse=True) if w.isascii())
           + r")(?P<ph>\s*\[per_hero\])?")
_AFTER = r"(?=\s*(?:$|[,;.:(]|\band\b|\bor\b|\bfor (?:each|every)\b|\binstead\b|\bequal\b|\bwhere\b|\bif\b|\bunless\b|\beach time\b|\bevery time\b|\bwhenever\b))"

#: How many status cards are given or placed: one (`a`, `1`, `one`: no amount, as `Stun the villain` has none), or more
#: (group `n`: `2 tough status cards`, the effect's amount).
_CARDS = r"(?:an?|1|one|(?P<n>[2-9]|\d{2,}|X|two|three|four|five)) "
#: counted mechanics: (kind, pattern at the start of a part), the first that matches wins
_COUNTED = [(kind, re.compile(pattern, re.IGNORECASE)) for kind, pattern in (
    ("deal_damage", rf"deals? (?:an additional )?(?:{AMOUNT} )?(?:additional )?(?:(?P<q>indirect|unpreventable) )?damage"
                    rf"(?: (?:to|(?P<among>(?:divided )?among)) {TARGET})?"),
    ("take_damage", rf"takes? (?:an additional )?{AMOUNT} (?:additional )?"
                    r"(?:(?P<q>indirect|consequential|unpreventable) )?damage"),
    ("take_damage", r"takes? (?:(?P<q>indirect) )?damage equal"),
    ("heal", rf"heals? (?:{AMOUNT} )?(?:additional )?damage(?: (?:from|(?P<among>(?:divided )?among)) {TARGET})?"),
    ("heal", rf"heals? (?!all\b){TARGET}(?: for (?P<n2>\d+))?{_AFTER}"),
    ("draw", rf"draws? (?:an additional |additional )?{AMOUNT} (?:additional )?cards?"),
    # (the amount left out when words after say it, as damage's may be: `Place threat on the main scheme equal to that
    # minion's SCH`, `remove threat from a scheme equal to your hero's THW`: the scheme was lost)
    ("place_threat", rf"places? (?:an additional )?(?:{AMOUNT} )?(?:additional )?threat"
                     rf"(?: (?:on|onto) {TARGET}|(?P<here> here| there))?"),
    ("remove_threat", rf"removes? (?:an additional )?(?:{AMOUNT} )?(?:additional )?threat"
                      rf"(?: from (?P<among>among )?{TARGET})?"),
    # (a counter of no name: `Place 1 counter on the main scheme`; `here`: this card, as Japanese `ここに…置く` reads; `put`
    # them, as the cards say it too: `put X energy counters here`, which was a put of nothing)
    ("place_counters", rf"(?:places?|puts?) (?:an additional )?{AMOUNT} (?:additional )?(?:(?P<c>[\w-]+) )?counters?"
                       rf"(?: (?:on|onto) {TARGET}|(?P<here> here| there))?"),
    ("place_counters", rf"adds? {AMOUNT} (?:additional )?(?P<c>[\w-]+) counters? (?:to|on|onto) {TARGET}"),   # `add 1
                                                                               # boom counter to her`: placed on her
    ("place_counters", rf"(?P<entering>enters? play) with {AMOUNT} (?P<c>[\w-]+) counters?"
                       rf"(?: on (?:it|him|her|them|itself))?"),
    ("remove_counters", rf"removes? (?:an additional )?{AMOUNT} (?:additional )?(?:(?P<c>[\w-]+) )?counters?"
                        rf"(?: from {TARGET})?"),
    ("generate", r"generates? (?:(?P<n>\d+|an?|one|two) )?(?P<icons>(?:\[\w+\]\s*)+)resources?"),
    ("generate", r"generates? (?:an? )?(?P<n>\d+|an?|one|two)? ?(?:additional )?resources?"),
    ("stun", rf"stuns? {TARGET}"),
    ("confuse", rf"confuses? {TARGET}"),
    # a status card placed on a character (`Place a confused status card on the villain`): that status, as
    # `Confuse the villain` (was a put of no target); one card, as `give … a tough status card` reads; more than one
    # (`Place 2 confused status cards on the villain`: was a put of nothing) their number, the effect's amount
    ("stun", rf"places? {_CARDS}?stunned status cards? (?:on|onto) {TARGET}"),
    ("confuse", rf"places? {_CARDS}?confused status cards? (?:on|onto) {TARGET}"),
    ("tough", rf"places? {_CARDS}?tough status cards? (?:on|onto) {TARGET}"),
    # (`Give the villain and each minion each a tough status card`: each one `and` joins; the `each` after them theirs;
    # a stunned or confused one given is that status, as one placed)
    ("tough", rf"gives? (?P<t>.+?)(?P<given> each)? {_CARDS}tough status cards?"),
    ("stun", rf"gives? (?P<t>.+?)(?P<given> each)? {_CARDS}stunned status cards?"),
    ("confuse", rf"gives? (?P<t>.+?)(?P<given> each)? {_CARDS}confused status cards?"),
    # (`give a tough status card to a character`, `… to each minion and the villain`: each target `and` joins)
    ("tough", rf"gives? {_CARDS}tough status cards? to {TARGET}"),
    ("stun", rf"gives? {_CARDS}stunned status cards? to {TARGET}"),
    ("confuse", rf"gives? {_CARDS}confused status cards? to {TARGET}"),
    ("tough", r"gains? a tough status card"),
    ("ready", rf"read(?:y|ies) {TARGET}"),
    ("exhaust", rf"exhausts? {TARGET}"),
    ("prevent", rf"prevents? {AMOUNT} (?:of )?(?:that |the |this |(?:any |all )?(?:of )?)?(?:additional )?damage"),
    ("increase", r"(?:increases?|doubles?) .+? by (?P<n>\d+|X|one|two|three)\b(?P<ph>\s*\[per_hero\])?"),
    ("increase", r"(?:is|are) increased by (?P<n>\d+|X|one|two|three)\b(?P<ph>\s*\[per_hero\])?"),          # `Its cost is increased by 1`
    ("increase", r"costs? (?P<n>\d+|X|one|two|three) more\b"),                      # `costs 1 more resource`
    ("reduce", r"reduces? .+? by (?P<n>\d+|X|one|two|three)\b(?P<ph>\s*\[per_hero\])?"),
    ("reduce", r"(?:is|are) reduced by (?P<n>\d+|X|one|two|three)\b(?P<ph>\s*\[per_hero\])?"),              # `Your hand size is reduced by 1`
    ("reduce", r"costs? (?P<n>\d+|X|one|two|three) (?:fewer|less)\b"),              # `costs 1 fewer resource to play`
)]
#: the counted readings to try for a part whose verb is of a kind (`place` may be threat or counters)
_TRY = {"deal_damage": ("deal_damage",), "take_damage": ("take_damage",), "heal": ("heal",), "draw": ("draw",),
        "place_threat": ("place_threat", "place_counters", "stun", "confuse", "tough"),
        "place_counters": ("place_threat", "place_counters", "stun", "confuse", "tough"),
        "remove_threat": ("remove_threat", "remove_counters"), "remove_counters": ("remove_threat", "remove_counters"),
        "put": ("place_counters",), "generate": ("generate",), "stun": ("stun",), "confuse": ("confuse",), "give": ("tough", "stun", "confuse"),
        "gain": ("tough",), "tough": ("tough",), "ready": ("ready",), "exhaust": ("exhaust",),
        "increase": ("increase",), "reduce": ("reduce",), "prevent": ("prevent",), "add": ("place_counters",)}
ICON = re.compile(r"\[(\w+)\]")


#: A run of spaces, or a space that is not a plain one: the counted patterns read words single-spaced.
_SPACED = re.compile(r"\s\s|[^\S ]")


def counted(kind: str, text: str, card_name: str, card_type: str | None, names: tuple[str, ...] = ()):
    """The counted reading of `text` (an effect starting with a verb of `kind`), or None. The patterns read
    its words single-spaced (`Deal 3  damage`): a target's lookahead over spaces, tried at each of its
    characters, was quadratic on a run of them; the effect keeps the text as written. The commas of `names`
    (`names.comma_names`) end no target there (`to Bob, Agent of Hydra`: one card)."""
    tried = _TRY.get(kind, ())
    words, where = single_spaced(text) if _SPACED.search(text) else (text, None)
    instead = _INSTEAD.search(words)
    if instead is not None:   # read without it (blanked, so every place stays where it is), kept as `Instead`
        words = words[:instead.start()] + " " * (instead.end() - instead.start()) + words[instead.end():]
    guarded = name_commas_blanked(words, names)
    for counted_kind, pattern in _COUNTED:
        if counted_kind not in tried:
            continue
        match = pattern.match(guarded)
        if match is None:
            continue
        groups = {key: None if found is None else words[match.start(key):match.end(key)]
                  for key, found in match.groupdict().items()}
        amount = read_number(groups.get("n") or groups.get("n2"))
        target = None
        target_start = -1
        targets: tuple[Target, ...] = ()
        one_of: tuple[Target, ...] = ()
        if groups.get("t"):
            target = parse_target(groups["t"], card_name, card_type, names)
            target_start = match.start("t") if where is None else where[match.start("t")]
            if "given" in match.groupdict():   # (whom it is given to stand before its object: joined as subjects are)
                joined = subject_targets(groups["t"], card_name, card_type, False, names)
                target, targets = (joined[0], joined) if len(joined) > 1 else (target, ())
            elif target is not None:
                joined, join = more_targets(words, match.end("t"), target, card_name, card_type, names)
                targets, one_of = (joined, ()) if join == "and" else ((), joined)
        elif groups.get("here"):
            target = Target("this", "this", None, (card_type,) if card_type else (), groups["here"].strip())
        elif groups.get("entering"):   # the card that enters play with them: this card
            target = Target("this", "this", None, (card_type,) if card_type else (), "")
        elif counted_kind == "take_damage":
            target = Target("you", "the", None, tuple(noun_types("you")), "")
        icons = ICON.findall(groups.get("icons") or "")
        resource = next((i for i in icons if i in resources()), None)
        effect = Effect(counted_kind, amount, bool(groups.get("ph")), target, resource, text,
                        counters=groups.get("c"), instead=_instead(instead, words[:match.end()]), targets=targets,
                        one_of=one_of, shared=bool(groups.get("total") or groups.get("among")),
                        up_to=bool(groups.get("most")), damage_kind=damage_kind(groups.get("q")))
        return effect, target_start
    return None


#: Words in parentheses that put something in place of the effect before them when a condition holds: `(3 threat
#: instead if you are in alter-ego form)`, `(top 7 cards instead if …)`, `(Hela B instead for expert mode)`.
_INSTEAD = re.compile(r" ?\((?P<inside>[^()]{0,300}?\binstead\b[^()]{0,300})\)", re.IGNORECASE)
#: The ones read: an amount of the effect's own noun, then its condition (`3 threat instead if …`).
_INSTEADAMOUNT = re.compile(r"(?P<n>\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten) (?P<noun>[\w-]+) instead "
                             r"(?P<condition>(?:if|while) .+)", re.IGNORECASE)


def _instead(found: re.Match | None, effect_words: str) -> Instead | None:
    """The `Instead` of an effect's words in parentheses (`_INSTEAD`), its amount and condition when they are an
    amount of the noun the effect counts (`remove 2 threat` … `3 threat instead if …`); None when there are none."""
    if found is None:
        return None
    inside = found.group("inside").strip()
    read = _INSTEADAMOUNT.fullmatch(inside)
    if read is None or not re.search(rf"\b{re.escape(read.group('noun'))}\b", effect_words, re.IGNORECASE):
        return Instead(inside)
    return Instead(inside, read_number(read.group("n")), read.group("condition").strip())


def damage_kind(word: str | None) -> str | None:
    """The kind of damage a word before its noun says (`syntax.damage_kind`: `indirect`, `Indirect`, `間接`): its English
    spelling, the kind's name in the JSON (the Japanese spellings stand in the English ones' order); None for none."""
    if not word:
        return None
    term = vocabulary().syntax.terms["damage_kind"]
    said = fold(word)
    for english, japanese in zip(term.en, term.ja, strict=True):
        if said in (fold(english), japanese):
            return english
    return None


def resources() -> frozenset[str]:
    return frozenset(t.id for t in vocabulary().icons.terms.values() if t.extra.get("resource"))


def fallback(kind: str, words: str, from_verb: str) -> str:
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
