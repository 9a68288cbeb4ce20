"""Building the AST of a sentence: what a creature does or gets (`the target can shift 1 square`,
`you gain 2 temporary Stamina`, `the target has speed 2 (save ends)`), the `deed` rules of
`notation.lark`. A mixin of `to_ast.ClauseBuilder`.
"""

from __future__ import annotations

import re

import attrs

from .. import ast
from ....vocabulary import fold
from ..creature_names import SAID_OF_ONE as _SAID_OF_ONE, a_creatures_name
from ..creature_phrases import narrowed_term
from ..vocabulary import vocabulary
from .building import BuilderBase, to_int as _int
from .direct import Lexeme, NotInGrammar


# The verbs and nouns every English `sentence` needs one of (see notation.lark): text without any is no
# sentence, and is not tried as one (nor cut into options to find one: `compound.py`); `_LOWER` for
# text lowered already. The look-ahead of their first letters lets a search pass a word that starts with none
# of them in one test rather than one for each alternative (searched in every clause read: half the time of
# the case-blind search; `tests/test_direct_lexing.py` checks it finds what the words alone find).
SENTENCE_VERB_WORDS = (r"shifts?|teleports?|moves? (?:up to|\d|their speed|your speed|its speed)|spends?|gains?|regains?|loses?"
                       r"|takes?|has|have|weakness|immunity|dies|makes? an? free strike"
                       r"|is (?:halved|\d|increased by|decreased by|reduced by)")
SENTENCE_VERB_INITIALS = "dghilmrstw"
SENTENCE_VERB = re.compile(rf"\b(?=[{SENTENCE_VERB_INITIALS}])(?:{SENTENCE_VERB_WORDS})\b", re.IGNORECASE)
SENTENCE_VERB_LOWER = re.compile(SENTENCE_VERB.pattern)


# the words alone, for ASCII text lowered: an expression that starts with one of some letters is searched by `re`
# testing those letters alone at each character (`\b` before them, or a look-ahead, is tried at every character)
_WORDS_LOWER = re.compile(rf"(?:{SENTENCE_VERB_WORDS})\b")


#: What every one of `SENTENCE_VERB_WORDS` holds, in lower case (`regains` holds `gain`, `is 3` holds `is `): lowered
#: text that holds none of them has no sentence verb (`tests/test_direct_lexing.py` checks each word holds one)
SENTENCE_VERB_STEMS = ("is ", "gain", "has", "shift", "take", "move", "lose", "teleport", "weakness", "dies", "make",
                       "immunity", "spend", "have")


def has_sentence_verb(text: str) -> bool:
    """Whether `SENTENCE_VERB` finds a verb or noun of a sentence in `text`. ASCII text is lowered (the same matches
    as ignoring case) and searched for the words alone, a match kept where no letter, digit nor `_` is before it:
    where `\b` stands before a word's first letter; text that holds none of `SENTENCE_VERB_STEMS` is not searched."""
    if not text.isascii():
        return SENTENCE_VERB.search(text) is not None
    text = text.lower()
    # (the stems looked for by `in`, a scan in C each: about half the clauses asked hold none, and the search tries the
    # words at each of their first letters, common ones, `s`, `t`, `m`, `h`: a third of its cost for those clauses)
    if "is " not in text and "gain" not in text and "has" not in text and "shift" not in text and "take" not in text \
            and "move" not in text and "lose" not in text and "teleport" not in text and "weakness" not in text \
            and "dies" not in text and "make" not in text and "immunity" not in text and "spend" not in text \
            and "have" not in text:
        return False
    search = _WORDS_LOWER.search
    found = search(text)
    while found is not None:
        start = found.start()
        if start == 0 or not (text[start - 1].isalnum() or text[start - 1] == "_"):
            return True
        found = search(text, start + 1)
    return False
# words that join a sentence to the one before it, not part of its subject (`and you gain 2 surges`)
_JOINING = frozenset({"and", "then"})
# words that start a noun phrase: a number right before one is no part of a doer (`1 The target shifts`)
_ARTICLES = frozenset({"the", "a", "an", "each", "every", "any", "one", "that", "this", "their", "your", "its"})
# a verb after `or`/`and` in an edge's or a bane's scope: a part of a compound sentence, not the scope's
VERB_AFTER_JOIN = re.compile(r"(?:is|are|can|can't|cannot|makes?|shifts?|teleports?|gains?|regains?|loses?|takes?"
                             r"|has|have|moves?|uses?|spends?|ends?|becomes?|falls?)", re.IGNORECASE)


def _targets_taking() -> frozenset[str]:
    """Who takes damage that is the tier's own: the targets, as a status's subject names them
    (`phrases.status_subject`: `the target`, `each target`, `they`)."""
    term = vocabulary().phrases.terms["status_subject"]
    return frozenset(fold(s) for s in term.en)


# where a doer's words may hold a part of their own: `, and`, `and`, a comma
# (each begins where a run of blanks does and takes it once: tried from every blank of a run, `grabbed and the`, 20,000
# spaces and `target takes a bane` took 2.9 s, a review's finding)
_DOER_PARTS = re.compile(r",\s*+(?:and\s++)?|(?<!\s)\s++(?:,\s*+(?:and\s++)?|and\s++)", re.IGNORECASE)


def _names_a_condition(doer: str) -> bool:
    """Whether a part of a doer's words is a condition's name (`grabbed and the target`), or one misspelt (`porne
    and the target`: was a bane of a creature named so, the slip said nowhere): no creature is."""
    if " and " not in doer.lower() and "," not in doer:
        return False
    conditions = vocabulary().conditions
    return any(conditions.lookup(part) is not None or conditions.suggest(part) is not None
               for part in _DOER_PARTS.split(doer) if part)


def _joined_to_no_creature(doer: str, verb: str | None = None) -> bool:
    """Whether a doer of several words before `and` (`or`) is other than two creatures: the last a creature the
    ruleset knows, the first one too or a name (`the knight and its allies`, `the ashen hoarder and each ally`:
    `_a_name`), said with the verb's form for several after `and` (`the door opens and each ally shifts`: `each ally`
    alone shifts). Not so, a sentence then a part of its own (`the rift remains open and regains 5 Stamina`, `you are
    slowed and the target takes a bane`, `the target can't fly or gains an edge`, `the target falls and its allies
    shift 2 squares`), never a creature called so."""
    joins = list(_JOIN_IN_DOER.finditer(doer))
    if not joins:
        return False
    before, after = doer[:joins[-1].start()].strip(), doer[joins[-1].end():]
    rules = vocabulary()
    if " " not in before:
        # one word: a creature the ruleset knows (`you and your companion each …`, `you or the griffon …`, as before) or
        # a name (`Ajax`); no rules word nor pronoun (`Might and its allies` was one creature so named)
        return narrowed_term(rules, before) is None and not _a_name(rules, before)
    if narrowed_term(rules, after.strip()) is None:
        return True
    if verb is not None and joins[-1].group().strip().lower() == "and" and _SAID_OF_ONE.search(verb):
        return True  # (`X and each ally shifts`: two creatures would `shift`)
    return narrowed_term(rules, before) is None and not _a_name(rules, before)


def _a_name(rules, words: str) -> bool:
    """Whether `words`, first of a doer's creatures joined, are what a creature's name can be (`the knight`, `the
    goblin assassin`, `Lord Syuul`: `a_creatures_name` of one creature, with no verb said of one in it, whatever
    follows: `… and its allies`, `… and their allies`, `… and each ally`)."""
    return a_creatures_name(rules, words, True, quoted=not words.isascii())  # (`柱 and its allies`: a Japanese name)


# `and` or `or` between words of a doer (`the target can't fly or gains an edge`: no creature's name)
_JOIN_IN_DOER = re.compile(r"\s(?:and|or)(?:\s|$)", re.IGNORECASE)


_CAN_EACH = re.compile(r"(?i)can\s+each\b")


class SentenceBuilder(BuilderBase):
    def sentence(self, deed):
        return (deed,)

    def gated_sentence(self, char, strength, deed):
        word, value, token = strength
        return (ast.PotencyClause(self._word(char), word, value, (deed,), self._after(token),
                                  self._node_span(char, deed)),)

    def deed(self, *items):
        doer = items[0] if len(items) == 2 else None
        act = items[-1]
        verb = act.get("verb") if isinstance(act, dict) else getattr(act, "verb", None)
        if doer is not None and (_names_a_condition(doer.text) or _joined_to_no_creature(
                doer.text, verb.text if isinstance(verb, ast.Word) else verb if isinstance(verb, str) else None)):
            # `grabbed and the target takes a bane on the Escape Grab maneuver`: a condition, then a sentence
            # of its own (`compound.py` reads the two), not a creature called `grabbed and the target`
            raise NotInGrammar
        if isinstance(act, ast.DamageClause):
            # `the target takes 5 damage` is the tier's damage; `you take 2 damage` is not; `one target
            # takes 5 damage`, `an enemy takes 6 damage` is some of the targets' only (a creature the
            # ruleset says is some: `creatures.*.some`), kept with who takes it
            if doer is None:
                raise NotInGrammar
            if fold(doer.text) in _targets_taking():
                return act
            term = vocabulary().creatures.lookup(doer.text)
            if term is None or not term.extra.get("some"):
                raise NotInGrammar
            return attrs.evolve(act, subject=doer.text)
        if act["kind"] == "stat" and "words" not in act:
            # `the target's speed is 2`: the statistic is the doer's last word, whose it is before it; `speed is 0
            # (EoT)` behind a potency (the Summoner's Freezing Howl), no one named: the target's, as Japanese
            # `速度は 0 になる (EoT)` is read and as a card writes it back
            if doer is None:
                raise NotInGrammar
            if " " not in doer.text:
                act = {**act, "words": (doer,), "span": (doer.span[0], act["span"][1])}
                doer = None
            else:
                cut = doer.text.rindex(" ")
                stat = ast.Word(doer.text[cut + 1:], (doer.span[0] + cut + 1, doer.span[1]))
                whose = re.sub(r"['’]s$", "", doer.text[:cut])
                act = {**act, "words": (stat,), "span": (stat.span[0], act["span"][1])}
                doer = ast.Word(whose, (doer.span[0], doer.span[0] + len(whose)))
        if doer is not None and "can" in act.get("flags", ()) and _CAN_EACH.match(self.text, act["span"][0]):
            # `you and your companion can each spend a Recovery`: who does it is each of them, as `you and your
            # companion each gain 2 surges` reads (`each` ends the doer's words; its span stays the doer's)
            doer = ast.Word(f"{doer.text} each", doer.span)
        start = doer.span[0] if doer is not None else act["span"][0]
        return ast.DeedClause(act["kind"], doer, act.get("verb"), act.get("amount"), act.get("words", ()),
                              act.get("flags", ()), act.get("damage_type"), act.get("duration"),
                              (start, act["span"][1]), act.get("toward"))

    def taken_damage(self, damage):
        return damage

    def bare_damage_modifier(self, *items):
        return self.deed(self.damage_modifier(None, *items))

    def doer(self, *tokens):
        # (`5 damage; and you gain 2 surges`: the joining word is no part of who does it; the doer was `and you`, whom
        # nothing names, in silence)
        if len(tokens) > 1 and str(tokens[0]).lower() in _JOINING:
            tokens = tokens[1:]
        if len(tokens) > 1 and tokens[0].type == "NUMBER" and str(tokens[1]).lower() in _ARTICLES:
            # `1 The target shifts 1 square` (a trap's tier 1 as published, its `damage;` lost): a number then an
            # article is no one's name; the doer was `1 The target`, the stray number hidden in it
            raise NotInGrammar
        return ast.word(self.text[tokens[0].start_pos:tokens[-1].end_pos], (tokens[0].start_pos, tokens[-1].end_pos))

    def moved(self, *tokens):
        return (ast.word(self.text[tokens[0].start_pos:tokens[-1].end_pos], (tokens[0].start_pos, tokens[-1].end_pos)),)

    def own_move(self, *items):
        flags = tuple(f for f in items if isinstance(f, str) and not isinstance(f, Lexeme))
        verb = next(i for i in items if isinstance(i, ast.Word))
        toward = _toward(items, verb)
        moved = next((i[0] for i in items if isinstance(i, tuple)), None)
        number = next(i for i in items if isinstance(i, Lexeme) and i.type in ("NUMBER", "SIGNED"))
        end = self._find(r"squares?", number.end_pos).end() if "squares" in flags else number.end_pos
        if "straight" in flags:
            end = self._find(r"line", end).end()
        first = self._modal_start(flags, verb)
        return self._act("own_move", first, toward.span[1] if toward is not None else end, verb=verb,
                         amount=_int(str(number)), flags=flags, words=(moved,) if moved is not None else (),
                         toward=toward)

    def _modal_start(self, flags, verb) -> int:
        """Where an own move starts: at its `can` or `must` when it says one, else at its verb."""
        modal = next((m for m in ("can", "must") if m in flags), None)
        return self.text.lower().rfind(modal, 0, verb.span[0]) if modal else verb.span[0]

    def own_move_speed(self, *items):
        """`shifts up to their speed`, `can move up to your speed`: as far as the creature's speed; `must move their
        speed in a straight line`: all of it (no `up_to` flag), straight."""
        flags = tuple(f for f in items if isinstance(f, str) and not isinstance(f, Lexeme))
        verb = next(i for i in items if isinstance(i, ast.Word))
        toward = _toward(items, verb)
        end = self._find(r"speed", verb.span[1]).end()
        if "straight" in flags:
            end = self._find(r"line", end).end()
        first = self._modal_start(flags, verb)
        return self._act("own_move", first, toward.span[1] if toward is not None else end, verb=verb, amount=0,
                         flags=(*flags, "speed"), toward=toward)

    def walk_verb(self):
        return self._verb("moves", "move")

    def temporary_stamina(self, verb, number):
        end = self.text.lower().find("stamina", number.end_pos) + len("stamina")
        return self._act("temporary_stamina", verb.span[0], end, verb=verb, amount=_int(str(number)))

    def resource_change(self, *items):
        can = items[0] == "can"   # (`the target can gain 2 surges`: the creature's choice, as a spending's `can`)
        verb, number, *words = items[1:] if can else items
        if can and verb.text.lower().endswith("s"):
            raise NotInGrammar   # (`can gains` is no sentence: `… can shift 2 squares and gains 2 surges`, its own verb)
        if isinstance(words[-1], ast.Duration):
            if can:
                raise NotInGrammar   # (`can gain 2 stability (EoT)`: no statistic's change is a choice here)
            return self._stat_for_a_while(verb, number, words[:-1], words[-1], 1)
        first = self.text.lower().rfind("can", 0, verb.span[0]) if can else verb.span[0]
        return self._act("resource", first, words[-1], verb=verb, amount=_int(str(number)),
                         words=tuple(self._word(w) for w in words), flags=("can",) if can else ())

    def resource_loss(self, verb, number, *words):
        if isinstance(words[-1], ast.Duration):
            return self._stat_for_a_while(verb, number, words[:-1], words[-1], -1)
        return self._act("resource", verb.span[0], words[-1], verb=verb, amount=_int(str(number)),
                         words=tuple(self._word(w) for w in words), flags=("loses",))

    def rolled_loss(self, verb, dice, *rest):
        """`loses 1d6 + level Stamina`: the dice and the rest as written as its words, which the compiler reads as it
        reads the whole clause (`text_clauses._rolled_loss`), a part of a compound too."""
        tail = self.text[self._bounds(dice)[1]:self._bounds(rest[-1])[1]].strip()
        end = self._bounds(rest[-1])[1]
        return self._act("resource", verb.span[0], end, verb=verb, amount=0,
                         words=(self._word(dice), ast.Word(tail, (end - len(tail), end))), flags=("loses",))

    def _stat_for_a_while(self, verb, number, words, duration, sign: int):
        """`the target loses 2 speed (EoT)`, `gains 2 stability until the end of the encounter`: a statistic
        changed by the number for as long as the duration says, as `the target's speed is decreased by 2 (EoT)`
        is (a resource gained or lost does not last: `gains 2 surges (EoT)` is no sentence)."""
        if len(words) != 1 or vocabulary().statblock_fields.lookup(str(words[0])) is None:
            raise NotInGrammar
        return self._act("stat", verb.span[0], duration.span[1], verb=verb, amount=sign * _int(str(number)),
                         words=(self._word(words[0]),), duration=duration, flags=("by",))

    def resource_spend(self, *items):
        """`can spend a Recovery`, `spends 2 surges`: a resource spent by who has it."""
        flags = tuple(f for f in items if isinstance(f, str) and not isinstance(f, Lexeme))
        verb = next(i for i in items if isinstance(i, ast.Word))
        number = next((i for i in items if isinstance(i, Lexeme) and i.type in ("NUMBER", "SIGNED")), None)
        words = [i for i in items if isinstance(i, Lexeme) and i.type == "WORD"]
        first = self.text.lower().rfind("can", 0, verb.span[0]) if "can" in flags else verb.span[0]
        return self._act("resource", first, words[-1], verb=verb, amount=_int(str(number)) if number else 1,
                         words=tuple(self._word(w) for w in words), flags=(*flags, "loses", "spends"))

    def spend_verb(self):
        return self._verb("spends", "spend")

    def edge_bane(self, verb, *items):
        flags = tuple(i for i in items if isinstance(i, str) and not isinstance(i, Lexeme))
        scope = next((i for i in items if isinstance(i, tuple)), ())
        duration = next((i for i in items if isinstance(i, ast.Duration)), None)
        if scope and isinstance(scope[-1], ast.Duration):
            # `takes a bane on strikes until the end of their next turn`: how long, not what the bane is on
            *scope, duration = scope
            scope = tuple(scope)
        last = duration.span[1] if duration is not None else (
            scope[-1] if scope else self._find(r"edge|bane", verb.span[1]).end())
        return self._act("edge_bane", verb.span[0], last, verb=verb, words=scope, flags=flags, duration=duration)

    def damage_modifier(self, verb, *items):
        damage_type = next((i for i in items if isinstance(i, ast.Word)), None)
        which = next(i for i in items if isinstance(i, str) and not isinstance(i, Lexeme))
        number = next(i for i in items if isinstance(i, Lexeme))
        duration = next((i for i in items if isinstance(i, ast.Duration)), None)
        first = verb.span[0] if verb is not None else (
            damage_type.span[0] if damage_type else self._find(r"weakness|immunity", 0).start())
        last = duration.span[1] if duration is not None else number.end_pos
        # no type and no `damage` written (`the target has weakness 5`): a type the ability names elsewhere
        return self._act("damage_modifier", first, last, verb=verb, amount=_int(str(number)),
                         damage_type=damage_type, duration=duration,
                         flags=(which,) if damage_type is not None else (which, "unnamed"))

    def stat_has(self, verb, word, number, duration=None):
        last = duration.span[1] if duration is not None else number.end_pos
        return self._act("stat", verb.span[0], last, verb=verb, amount=_int(str(number)),
                         words=(self._word(word),), duration=duration)

    def stat_is(self, value, duration=None):
        halved = value == "halved"
        start = self._find(r"is", 0).start()
        last = duration.span[1] if duration is not None else (
            self._find(r"halved", start).end() if halved else value.end_pos)
        return self._act("stat", start, last, verb=ast.Word("is", (start, start + 2)),
                         amount=None if halved else _int(str(value)), duration=duration,
                         flags=("halved",) if halved else ())

    def stat_changed(self, change, number, duration=None):
        """`is increased by 2`, `is decreased by 1`: the statistic raised or lowered by the number."""
        start = self._find(r"is", 0).start()
        last = duration.span[1] if duration is not None else number.end_pos
        amount = _int(str(number))
        return self._act("stat", start, last, verb=ast.Word("is", (start, start + 2)),
                         amount=amount if change == "increased" else -amount, duration=duration, flags=("by",))

    def increased(self):
        return "increased"

    def decreased(self):
        return "decreased"

    def free_strike(self, *items):
        flags = tuple(i for i in items if isinstance(i, str) and not isinstance(i, Lexeme))
        verb = next(i for i in items if isinstance(i, ast.Word))
        against = next((i for i in items if isinstance(i, tuple)), ())
        first = self.text.lower().rfind("can", 0, verb.span[0]) if "can" in flags else verb.span[0]
        last = against[-1].span[1] if against else self._find(r"strike", verb.span[1]).end()
        if any(flag.endswith(("edge", "bane")) for flag in flags):  # `... that gains an edge`
            last = self._find(r"edge|bane", last).end()
        return self._act("free_strike", first, last, verb=verb, words=against, flags=flags)

    def strike_edge(self, _verb, *items):
        """`that gains an edge`, `that has a double bane`: the free strike's own (edge, double_edge, ...)."""
        flags = [i for i in items if isinstance(i, str) and not isinstance(i, Lexeme)]
        return ("double_" if "double" in flags else "") + ("edge" if "edge" in flags else "bane")

    def make_verb(self, verb):
        return self._word(verb)

    def against(self, *tokens):
        return (ast.word(self.text[tokens[0].start_pos:tokens[-1].end_pos], (tokens[0].start_pos, tokens[-1].end_pos)),)

    def halved(self):
        return "halved"

    def slay(self, at_most):
        number, after = at_most
        start = self._find(r"whose", 0).start()
        return self._act("slay", start, self._find(r"dies?", number.end_pos).end(), amount=_int(str(number)),
                         flags=("or_less",) if after else ())

    def at_most(self, number):
        return number, False

    def at_most_after(self, number):
        return number, True

    def kind_of_damage(self, token):
        return self._word(token)

    def can(self):
        return "can"

    def must(self):
        return "must"

    def straight(self):
        return "straight"

    def up_to(self, *_):
        return "up_to"

    def squares(self):
        return "squares"

    def double(self):
        return "double"

    def scope(self, *tokens):
        """The words of the scope; a join between two of them (`or`, `and`: `scope_join`, which hands on
        nothing) is a word of it too, read back from the text."""
        words = []
        for token in tokens:
            if token is None:
                continue
            if not words and str(token).lower() in ("or", "and"):
                raise NotInGrammar  # `takes a bane on or ...`: a join where the scope's first word stands
            if words:
                gap = self.text[words[-1].span[1]:token.start_pos]
                joined = gap.strip()
                if joined:
                    at = words[-1].span[1] + gap.index(joined)
                    words.append(ast.Word(joined, (at, at + len(joined))))
            if any(w.text.lower() in ("or", "and") for w in words) and VERB_AFTER_JOIN.fullmatch(str(token)):
                # `on their next strike and is slowed`: a sentence of its own after the join (`compound.py`)
                raise NotInGrammar
            if isinstance(token, Lexeme) and token.type == "UNTIL":
                # `on strikes until the end of their next turn`, `until the start of your next turn`: the
                # scope's last terminal is the duration (`edge_bane` takes it), read as a condition's is
                return (*words, self.until_duration(token))
            words.append(self._word(token))
        return tuple(words)

    def scope_join(self, *_):
        return None
    def shift_verb(self):
        return self._verb("shifts", "shift")

    def teleport_verb(self):
        return self._verb("teleports", "teleport")

    def gains(self):
        return self._verb("gains", "gain", "regains", "regain")

    def loses(self):
        return self._verb("loses", "lose")

    def takes(self):
        return self._verb("takes", "take", "has", "have", "gains", "gain")

    def have_verb(self):
        return self._verb("has", "have")

    def edge_word(self):
        return "edge"

    def bane_word(self):
        return "bane"

    def weakness_word(self):
        return "weakness"

    def immunity_word(self):
        return "immunity"


def _toward(items: tuple, verb: ast.Word) -> ast.Word | None:
    """Where an own move goes (`toward the target`: the `toward` rule's word, the last item), if written."""
    last = items[-1]
    return last if isinstance(last, ast.Word) and last is not verb else None
