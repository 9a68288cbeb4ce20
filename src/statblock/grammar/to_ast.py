"""From a front-end's raw lines to the `Ability` AST.

The layout of a block (which line is the name, a tier, a section) comes from
the front-end; the notation inside each line is read here with
`notation.lark`. A tier clause the grammar cannot read becomes a verbatim
`TextClause`: nothing is dropped.
"""

from __future__ import annotations

import functools
import re
import threading

import attrs

from .. import ast
from ..diagnostics import Diagnostic, Fragment, Severity
from ..frontends.raw import RawAbility
from ..messages import msg
from ..rulesets import Ruleset, draw_steel, fold
from ..rulesets.similarity import is_japanese
from .direct import DirectParser, Lexeme, NotInGrammar
from .parser import NOTATION_STARTS, load_grammar

__all__ = ["build_ability", "parse_clause_text", "parse_clauses", "parse_distance", "parse_notation_text",
           "split_clauses", "tier_number"]

_DAMAGE_WORD = re.compile(r"damage|ダメージ", re.IGNORECASE)
_FULLWIDTH_DIGITS = str.maketrans("０１２３４５６７８９－−", "0123456789--")


# Digits in a number the notation reads. Past this (no rule needs more than a few), a number is
# kept as the text it is and reported (`long_number_diagnostics`): Python reads and prints no
# integer of more than 4,300 digits, and the work grows with the square of the length.
MAX_DIGITS = 100
_LONG_NUMBER = re.compile(r"(?<!\d)\d{%d,}" % (MAX_DIGITS + 1))


def _int(text: str) -> int:
    text = text.translate(_FULLWIDTH_DIGITS)
    if len(text) > MAX_DIGITS + (text[:1] == "-"):
        raise NotInGrammar  # the clause or header part is kept as written text
    return int(text)


def long_number_diagnostics(raw: RawAbility, name: str | None = None) -> list[Diagnostic]:
    """SB100 at each number of more than MAX_DIGITS digits in an ability's lines: `_int` does not
    read it, so the text around it stays text."""
    out = []
    for line in raw.lines:
        for fragment in (line.label, line.body):
            if fragment is None or len(fragment.text) <= MAX_DIGITS:
                continue
            for match in _LONG_NUMBER.finditer(fragment.text):
                out.append(Diagnostic("SB005", Severity.ERROR,
                                      msg("number.too_large", digits=len(match.group()), limit=MAX_DIGITS),
                                      fragment.span(match.start(), match.end()), name))
    return out


# ---- notation trees to AST nodes -------------------------------------------------


class _Builder:
    """Builds AST nodes from a notation parse of one piece of text: `DirectParser` calls the
    method named by each rule (or its alias) with the rule's children, as lark's inline
    transformers are called.

    Positions are ``(start, end)`` indices into that text: a clause's tree
    depends on its text alone, so it can be shared between every place the
    same clause is written. `ClausePart.fragment` maps them to the file.
    """

    def __init__(self, text: str) -> None:
        self.text = text

    def _word(self, token: Lexeme) -> ast.Word:
        return ast.Word(str(token), (token.start_pos, token.end_pos))

    def _bounds(self, node) -> tuple[int, int]:
        """Indices covered by a token, a node or a tuple of nodes."""
        if isinstance(node, Lexeme):
            return node.start_pos, node.end_pos
        if isinstance(node, tuple):
            return self._bounds(node[0])[0], self._bounds(node[-1])[1]
        return node.span

    def _node_span(self, first, last) -> tuple[int, int]:
        return self._bounds(first)[0], self._bounds(last)[1]

    # clauses
    def plain_clause(self, body):
        return body

    def potency_clause(self, potency):
        return (potency,)

    def fallback_clause(self, body, potency):
        options = (body, (potency,))
        return (ast.OrClause(options, self._node_span(body[0], potency)),)

    def _after(self, token: Lexeme) -> str:
        """The text after `token`, without the separating comma."""
        rest = self.text[token.end_pos :]
        rest = rest.lstrip(" \t\u3000]")
        if rest[:1] in (",", "、", "，"):
            rest = rest[1:]
        return rest.strip().rstrip(".。")

    def potency(self, char, strength, body):
        word, value, token = strength
        return ast.PotencyClause(self._word(char), word, value, body, self._after(token),
                                 self._node_span(char, body[-1]))

    def spelled_potency(self, *items):
        *subject, char, strength, body = items
        word, value, token = strength
        said = self.text[:char.start_pos].strip()  # the clause starts with it
        otherwise = re.match(r"(?:or|または)\b", said, re.IGNORECASE) is not None
        who = subject[0] if subject else None
        return ast.PotencyClause(self._word(char), word, value, body, self._after(token),
                                 (0, self._bounds(body[-1])[1]), said, who, otherwise)

    def gate_subject(self, *tokens):
        return self.text[tokens[0].start_pos:tokens[-1].end_pos]

    def gated_text(self, char, strength, rest):
        word, value, _ = strength
        text = ast.TextClause(str(rest).strip(), self._node_span(rest, rest))
        return (ast.PotencyClause(self._word(char), word, value, (text,), text.text, self._node_span(char, rest)),)

    def strength_word(self, token):
        return self._word(token), None, token

    def strength_value(self, number):
        return None, _int(str(number)), number

    def body(self, *parts):
        if len(parts) == 1:
            return parts[0]
        first, rest = parts[0], parts[1]
        between = self.text[self._bounds(first[-1])[1]:self._bounds(rest[0])[0]]
        if len(first) > 1 and _JA_SERIAL_OR.match(between):
            # `出血、朦朧、または減速`: Japanese lists the options with 、 before the last one's または
            return self.serial_options(*first, *rest)
        if len(first) == 1 and isinstance(first[0], ast.OrClause):
            options = first[0].options + (rest,)
        else:
            options = (first, rest)
        return (ast.OrClause(options, self._node_span(options[0][0], options[-1][-1])),)

    def atoms(self, *items):
        out = []
        for item in items:  # `push 4 and prone` is two atoms in one
            out.extend(item) if isinstance(item, tuple) else out.append(item)
        return tuple(out)

    def serial_atoms(self, *items):
        """`dazed, slowed, and weakened (save ends)`: conditions listed with a final `and` share the
        duration written once at the end, as `dazed and slowed and weakened (save ends)` would."""
        atoms = self.atoms(*items)
        if all(isinstance(a, ast.ConditionsClause) for a in atoms) \
                and all(a.duration is None and all(p.duration is None for p in a.phrases) for a in atoms[:-1]):
            phrases = tuple(p for a in atoms for p in a.phrases)
            return (ast.ConditionsClause(phrases, atoms[-1].duration, self._node_span(atoms[0], atoms[-1])),)
        return atoms

    def serial_options(self, *items):
        """`bleeding, dazed, or slowed (save ends)`: a choice of each item, as `a or b or c` is."""
        options = tuple((item,) for item in items)
        return (ast.OrClause(options, self._node_span(items[0], items[-1])),)

    def forced_and_conditions(self, forced, conditions):
        return (forced, conditions)

    def dice_damage(self, dice, *rest):
        return self._damage(dice, rest, str(dice))

    def ja_dice_damage(self, dice, *rest):
        return self._ja_damage(dice, rest, str(dice))

    def damage(self, amount, *rest):
        return self._damage(amount, rest, None)

    def _damage(self, amount, rest, dice):
        chars: tuple = ()
        damage_type = None
        others: tuple = ()
        fixed = 0
        if dice is not None and rest and isinstance(rest[0], Lexeme) and rest[0].type in ("NUMBER", "SIGNED"):
            fixed, rest = _int(str(rest[0])), rest[1:]
        for item in rest:
            if isinstance(item, _TypeChoice):
                damage_type, others = item[0], tuple(item[1:])
            elif isinstance(item, tuple):
                chars = item
            elif isinstance(item, ast.Word):
                damage_type = item
        # the `damage` keyword is filtered out of the tree: end the span after it
        last = rest[-1] if rest else amount
        # the `damage` keyword is filtered out of the tree: the first one after the amount ends the span
        keyword = _DAMAGE_WORD.search(self.text, amount.end_pos)
        span = self._node_span(amount, last)
        if keyword is not None:
            span = (span[0], keyword.end())
        value = fixed if dice is not None else _int(str(amount))
        return ast.DamageClause(value, chars, damage_type, span, dice, others)

    def ja_damage(self, amount, *rest):
        return self._ja_damage(amount, rest, None)

    def _ja_damage(self, amount, rest, dice):
        """`聖なるダメージ`: the damage type is the word's part before ダメージ."""
        fixed = 0
        if dice is not None and rest and isinstance(rest[0], Lexeme) and rest[0].type in ("NUMBER", "SIGNED"):
            fixed, rest = _int(str(rest[0])), rest[1:]
        chars = next((r for r in rest if isinstance(r, tuple)), ())
        listed = tuple(self._word(r) for r in rest[:-1] if isinstance(r, Lexeme) and r.type == "WORD")  # `冷気、火炎、または`
        token = rest[-1]
        type_text = str(token)[: -len("ダメージ")]
        damage_type = ast.Word(type_text, (token.start_pos, token.start_pos + len(type_text)))
        value = fixed if dice is not None else _int(str(amount))
        if listed:
            return ast.DamageClause(value, chars, listed[0], self._node_span(amount, token), dice,
                                    listed[1:] + (damage_type,))
        return ast.DamageClause(value, chars, damage_type, self._node_span(amount, token), dice)

    def damage_type(self, *tokens):
        if len(tokens) == 1:
            return self._word(tokens[0])
        return _TypeChoice(self._word(t) for t in tokens)

    # sentences (`the target can shift 1 square`)
    def sentence(self, deed):
        return (deed,)

    def gated_sentence(self, char, strength, deed):
        word, value, token = strength
        return (ast.PotencyClause(self._word(char), word, value, (deed,), self._after(token),
                                  self._node_span(char, deed)),)

    def deed(self, *items):
        doer = items[0] if len(items) == 2 else None
        act = items[-1]
        if act["kind"] == "stat" and "words" not in act:
            # `the target's speed is 2`: the statistic is the doer's last word, whose it is before it
            if doer is None or " " not in doer.text:
                raise NotInGrammar
            cut = doer.text.rindex(" ")
            stat = ast.Word(doer.text[cut + 1:], (doer.span[0] + cut + 1, doer.span[1]))
            whose = re.sub(r"['’]s$", "", doer.text[:cut])
            act = {**act, "words": (stat,), "span": (stat.span[0], act["span"][1])}
            doer = ast.Word(whose, (doer.span[0], doer.span[0] + len(whose)))
        start = doer.span[0] if doer is not None else act["span"][0]
        return ast.DeedClause(act["kind"], doer, act.get("verb"), act.get("amount"), act.get("words", ()),
                              act.get("flags", ()), act.get("damage_type"), act.get("duration"),
                              (start, act["span"][1]))

    def bare_damage_modifier(self, *items):
        return self.deed(self.damage_modifier(None, *items))

    def doer(self, *tokens):
        return ast.Word(self.text[tokens[0].start_pos:tokens[-1].end_pos], (tokens[0].start_pos, tokens[-1].end_pos))

    def _act(self, kind, first, last, **fields):
        end = self._bounds(last)[1] if not isinstance(last, int) else last
        start = self._bounds(first)[0] if not isinstance(first, int) else first
        return {"kind": kind, "span": (start, end), **fields}

    def moved(self, *tokens):
        return (ast.Word(self.text[tokens[0].start_pos:tokens[-1].end_pos], (tokens[0].start_pos, tokens[-1].end_pos)),)

    def own_move(self, *items):
        flags = tuple(f for f in items if isinstance(f, str) and not isinstance(f, Lexeme))
        verb = next(i for i in items if isinstance(i, ast.Word))
        moved = next((i[0] for i in items if isinstance(i, tuple)), None)
        number = next(i for i in items if isinstance(i, Lexeme) and i.type in ("NUMBER", "SIGNED"))
        end = self._find(r"squares?", number.end_pos).end() if "squares" in flags else number.end_pos
        first = self.text.lower().rfind("can", 0, verb.span[0]) if "can" in flags else verb.span[0]
        return self._act("own_move", first, end, verb=verb, amount=_int(str(number)), flags=flags,
                         words=(moved,) if moved is not None else ())

    def temporary_stamina(self, verb, number):
        end = self.text.lower().find("stamina", number.end_pos) + len("stamina")
        return self._act("temporary_stamina", verb.span[0], end, verb=verb, amount=_int(str(number)))

    def resource_change(self, verb, number, *words):
        return self._act("resource", verb.span[0], words[-1], verb=verb, amount=_int(str(number)),
                         words=tuple(self._word(w) for w in words))

    def resource_loss(self, verb, number, *words):
        return self._act("resource", verb.span[0], words[-1], verb=verb, amount=_int(str(number)),
                         words=tuple(self._word(w) for w in words), flags=("loses",))

    def edge_bane(self, verb, *items):
        flags = tuple(i for i in items if isinstance(i, str) and not isinstance(i, Lexeme))
        scope = next((i for i in items if isinstance(i, tuple)), ())
        duration = next((i for i in items if isinstance(i, ast.Duration)), None)
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
        return self._act("damage_modifier", first, last, verb=verb, amount=_int(str(number)),
                         damage_type=damage_type, duration=duration, flags=(which,))

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

    def free_strike(self, *items):
        flags = tuple(i for i in items if isinstance(i, str) and not isinstance(i, Lexeme))
        verb = next(i for i in items if isinstance(i, ast.Word))
        against = next((i for i in items if isinstance(i, tuple)), ())
        first = self.text.lower().rfind("can", 0, verb.span[0]) if "can" in flags else verb.span[0]
        last = against[-1].span[1] if against else self._find(r"strike", verb.span[1]).end()
        return self._act("free_strike", first, last, verb=verb, words=against, flags=flags)

    def make_verb(self):
        return self._verb("makes", "make")

    def against(self, *tokens):
        return (ast.Word(self.text[tokens[0].start_pos:tokens[-1].end_pos], (tokens[0].start_pos, tokens[-1].end_pos)),)

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

    def _find(self, pattern: str, start: int) -> re.Match:
        """A keyword the tree drops, found again in the text from `start` (the grammar put it there)."""
        return re.compile(rf"\b(?:{pattern})\b", re.IGNORECASE).search(self.text, start)

    def can(self):
        return "can"

    def up_to(self):
        return "up_to"

    def squares(self):
        return "squares"

    def double(self):
        return "double"

    def scope(self, *tokens):
        return tuple(self._word(t) for t in tokens)

    def _verb(self, *spellings):
        """The verb the tree dropped, found in the text (the first of `spellings` there)."""
        pattern = re.compile(r"\b(?:" + "|".join(spellings) + r")\b", re.IGNORECASE)
        match = pattern.search(self.text)
        return ast.Word(match.group(), (match.start(), match.end())) if match else ast.Word(spellings[0], (0, 0))

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

    def forced_char(self, token):
        return (self._word(token),)

    def chars(self, *tokens):
        return tuple(self._word(t) for t in tokens)

    def damage_and_conditions(self, damage, conditions):
        return ast.DamageAndConditions(damage, conditions, self._node_span(damage, conditions))

    def forced(self, words, *rest):
        up_to = rest[0] == "up_to"
        number, *rest = rest[1:] if up_to else rest
        chars = next((r for r in rest if isinstance(r, tuple)), ())
        toward = next((r for r in rest if isinstance(r, ast.Word)), None)
        squares = "squares" in rest
        last = toward if toward is not None else (chars[-1] if chars else number)
        end = self._bounds(last)[1]
        if squares and toward is None:
            end = self._find(r"squares?|マス", end).end()
        return ast.ForcedClause(words, _int(str(number)), (self._bounds(words[0])[0], end), chars, toward, squares,
                                up_to)

    def toward(self, *tokens):
        start = self.text.lower().rfind("toward", 0, tokens[0].start_pos)
        return ast.Word(self.text[start:tokens[-1].end_pos], (start, tokens[-1].end_pos))

    def conditions(self, *items):
        phrases: list[ast.ConditionPhrase] = []
        duration = None
        for item in items:
            if isinstance(item, ast.Duration):
                duration = item
            else:
                if duration is not None:  # a duration before `and`: the earlier condition's own
                    phrases[-1] = attrs.evolve(phrases[-1], duration=duration)
                    duration = None
                phrases.append(ast.ConditionPhrase(item, self._node_span(item[0], item[-1])))
        last = duration if duration is not None else phrases[-1]
        return ast.ConditionsClause(tuple(phrases), duration, self._node_span(phrases[0], last))

    def paren_duration(self, words):
        text = " ".join(w.text for w in words)
        start, end = self._node_span(words[0], words[-1])
        # the span covers the parentheses, which the grammar drops from the tree
        opening = max(self.text.rfind("(", 0, start), self.text.rfind("（", 0, start))
        closing = min((i for i in (self.text.find(")", end), self.text.find("）", end)) if i != -1), default=end - 1)
        return ast.Duration(text, True, (opening if opening != -1 else start, closing + 1))

    def until_duration(self, token):
        # the clause's own full stop is no part of the duration (`until the end of the encounter.`)
        text = str(token).rstrip().rstrip(".。").rstrip()
        start = self._bounds(token)[0]
        return ast.Duration(text, False, (start, start + len(text)))

    def words(self, *tokens):
        return tuple(self._word(t) for t in tokens)

    def number(self, token):
        return token

    # Japanese sentences (`ターゲットは一時的スタミナ 2 を得る`): which word is a game word is read from
    # the ruleset here; any other word gives up, and the clause is read by `clause` instead.
    def ja_sentence(self, deed):
        return (deed,)

    def gated_ja_sentence(self, char, strength, deed):
        return self.gated_sentence(char, strength, deed)

    def ja_gate(self, char, strength, body):
        return self.potency(char, strength, body)

    def ja_potency(self, topic, gate):
        """`1体のターゲットはM < 3、朦朧`: about some of the targets (who, as written in Japanese)."""
        return (attrs.evolve(gate, subject=str(topic)[:-1].strip(), span=(0, gate.span[1])),)

    def ja_otherwise_potency(self, *items):
        """`または、M < 2、出血`: instead of the clause before, when it lands."""
        (gate,) = self.ja_potency(*items) if len(items) == 2 else (items[0],)
        return (attrs.evolve(gate, otherwise=True, span=(0, gate.span[1])),)

    def ja_deed(self, *items):
        topic = items[0] if len(items) == 2 else None
        act = items[-1]
        if isinstance(act, ast.ConditionsClause):
            if topic is None or _rules().creatures.lookup(str(topic)[:-1].strip()) is None:
                raise NotInGrammar  # a condition alone, or after words of no creature: read by `clause`
            who = self._word(topic)
            phrase = act.phrases[0]
            return attrs.evolve(act, phrases=(attrs.evolve(phrase, words=(who, *phrase.words)),),
                                span=(topic.start_pos, act.span[1]))
        doer = None
        if topic is not None:
            who = str(topic)[:-1].rstrip()
            doer = ast.Word(who, (topic.start_pos, topic.start_pos + len(who)))
        if act["kind"] == "stat":
            # `ターゲットの速度は 2 になる`: the statistic is the topic's last word, whose it is before の
            if doer is None:
                raise NotInGrammar
            whose, _, stat = doer.text.rpartition("の")
            if _rules().statblock_fields.lookup(stat) is None:
                raise NotInGrammar
            start = doer.span[0] + len(doer.text) - len(stat)
            act = {**act, "words": (ast.Word(stat, (start, doer.span[1])),)}
            doer = ast.Word(whose, (doer.span[0], doer.span[0] + len(whose))) if whose else None
        elif act["kind"] in ("slay",) and doer is not None:
            raise NotInGrammar
        if act["kind"] == "slay":
            doer = act.pop("doer")
        start = doer.span[0] if doer is not None else act["span"][0]
        return ast.DeedClause(act["kind"], doer, act.get("verb"), act.get("amount"), act.get("words", ()),
                              act.get("flags", ()), act.get("damage_type"), act.get("duration"),
                              (start, act["span"][1]))

    def ja_own_move(self, *items):
        """`ターゲットを最大 6 マステレポートする`: the verb is read from the ruleset's own moves."""
        whom = next((i for i in items if i.type == "JA_WHOM"), None)
        up_to = any(i.type == "JA_UP_TO" for i in items)
        number, verb = items[-2], items[-1]
        text = str(verb)
        can = text.endswith(_JA_CAN)
        stem = text[: -len(_JA_CAN)] if can else (text[: -len(_JA_DO)] if text.endswith(_JA_DO) else None)
        if stem is None or fold(stem) not in _rules().own_moves:
            raise NotInGrammar
        first = items[0]
        flags = ("squares",) + (("up_to",) if up_to else ()) + (("can",) if can else ()) \
            + (("teleport",) if fold(stem) == fold(_rules().phrases.terms["own_move"].ja[1]) else ())
        moved = ()
        if whom is not None:
            name = str(whom)[:-1].rstrip()
            moved = (ast.Word(name, (whom.start_pos, whom.start_pos + len(name))),)
        return self._act("own_move", first, verb, verb=ast.Word(stem, (verb.start_pos, verb.start_pos + len(stem))),
                         amount=_int(str(number)), flags=flags, words=moved)

    def ja_gain(self, word, number, verb):
        """`一時的スタミナ 2 を得る`, `悪意 1 を失う`."""
        said = ast.Word(str(verb).lstrip("を"), (verb.start_pos + 1, verb.end_pos))
        if fold(str(word)) in {fold(s) for s in _rules().phrases.terms["temporary_stamina"].ja}:
            return self._act("temporary_stamina", word, verb, verb=said, amount=_int(str(number)))
        flags = ("loses",) if verb.type == "JA_LOSE" else ()
        return self._act("resource", word, verb, verb=said, amount=_int(str(number)), words=(self._word(word),),
                         flags=flags)

    def ja_damage_modifier(self, word, number, duration=None):
        """`火炎弱点 5`, `ダメージ耐性 2`: the type written against 弱点 or 耐性."""
        text = str(word)
        for which in ("weakness", "immunity"):
            for spelling in _rules().phrases.terms[which].ja:
                if text.endswith(spelling) and len(text) > len(spelling):
                    kind = text[: -len(spelling)]
                    damage_type = None if kind == "ダメージ" else ast.Word(kind, (word.start_pos, word.start_pos + len(kind)))
                    last = duration if duration is not None else number
                    return self._act("damage_modifier", word, last, amount=_int(str(number)),
                                     damage_type=damage_type, duration=duration, flags=(which,))
        raise NotInGrammar

    def ja_stat(self, number, duration=None):
        last = duration if duration is not None else number
        return self._act("stat", number, last, verb=ast.Word("は", (number.start_pos, number.start_pos)),
                         amount=_int(str(number)), duration=duration)

    def ja_phrase(self, *items):
        """`…に不利を受ける`, `…にフリー・ストライクを行う(ことができる)`, `半減する`, or a condition
        after its subject (`伏せ状態になる`, `つかまれ`)."""
        on = next((i for i in items if isinstance(i, Lexeme) and i.type == "JA_ON"), None)
        word = next(i for i in items if isinstance(i, Lexeme) and i.type == "WORD")
        duration = next((i for i in items if isinstance(i, ast.Duration)), None)
        text, rules = str(word), _rules()
        last = duration if duration is not None else word
        scope = ()
        if on is not None:
            name = str(on)[:-1].rstrip()
            scope = (ast.Word(name, (on.start_pos, on.start_pos + len(name))),)
        first = on if on is not None else word
        head, particle, tail = text.partition("を")
        if particle and tail == "受ける":
            double = next((s for s in rules.phrases.terms["double"].ja if head.startswith(s)), "")
            which = head[len(double):]
            for kind in ("edge", "bane"):
                if which in rules.phrases.terms[kind].ja:
                    flags = (kind,) + (("double",) if double else ())
                    return self._act("edge_bane", first, last, verb=ast.Word(tail, (word.end_pos - 3, word.end_pos)),
                                     words=scope, flags=flags, duration=duration)
            raise NotInGrammar
        if particle and tail in ("行う", "行うことができる") and rules.statblock_fields.lookup(head) is not None \
                and rules.statblock_fields.lookup(head).id == "free_strike" and duration is None:
            return self._act("free_strike", first, word, verb=ast.Word("行う", (word.start_pos, word.end_pos)),
                             words=scope, flags=("can",) if tail != "行う" else ())
        if on is not None:
            raise NotInGrammar
        if text == "半減する":
            return self._act("stat", word, last, verb=ast.Word("は", (word.start_pos, word.start_pos)), amount=None,
                             duration=duration, flags=("halved",))
        if fold(self.text).rstrip("。") in rules.vertical_phrases:
            raise NotInGrammar
        name = text[: -len(_JA_BECOME)] if text.endswith(_JA_BECOME) else text
        condition = ast.Word(name, (word.start_pos, word.start_pos + len(name)))
        return ast.ConditionsClause((ast.ConditionPhrase((condition,), condition.span),), duration,
                                    (word.start_pos, self._bounds(last)[1]))

    def ja_slay(self, whose, number, word):
        """`スタミナが 8 以下のターゲットは死亡する`."""
        who, particle, verb = str(word).partition("は")
        if verb != _JA_DIE or not who or _rules().statblock_fields.lookup(str(whose)[:-1]) is None \
                or _rules().statblock_fields.lookup(str(whose)[:-1]).id != "stamina":
            raise NotInGrammar
        act = self._act("slay", whose, word, amount=_int(str(number)))
        act["doer"] = ast.Word(who, (word.start_pos, word.start_pos + len(who)))
        return act

    # distance
    def distance(self, *parts):
        return tuple(parts)

    def reach_distance(self, word, number):
        return ast.DistancePart(self._word(word), _int(str(number)), span=self._node_span(word, number))

    def area_distance(self, size, shape, within=None):
        end = within if within is not None else shape
        return ast.DistancePart(self._word(shape), _int(str(size)), None,
                                _int(str(within)) if within is not None else None, self._node_span(size, end))

    def line_distance(self, length, width, shape, within=None):
        end = within if within is not None else shape
        return ast.DistancePart(self._word(shape), _int(str(length)), _int(str(width)),
                                _int(str(within)) if within is not None else None, self._node_span(length, end))

    def ja_area_distance(self, within, size, shape):
        """`10以内の2キューブ`: the reach first, as Japanese writes it."""
        return ast.DistancePart(self._word(shape), _int(str(size)), None, _int(str(within)),
                                self._node_span(within, shape))

    def ja_line_distance(self, within, length, width, shape):
        """`1以内の5×1ライン`."""
        return ast.DistancePart(self._word(shape), _int(str(length)), _int(str(width)), _int(str(within)),
                                self._node_span(within, shape))

    def named_distance(self, word):
        return ast.DistancePart(self._word(word), span=self._node_span(word, word))

    # power roll header
    def roll(self, bonus, gloss=None):
        return bonus

    def gloss(self, words):
        return words

    def roll_number(self, number):
        return ("bonus", _int(str(number)))

    def roll_characteristics(self, chars):
        return ("characteristics", chars)

    def roll_words(self, *tokens):
        return ("characteristics", (ast.Word(" ".join(str(t) for t in tokens), self._node_span(tokens[0], tokens[-1])),))

    # cost
    def resource_cost(self, number, *rest):
        open_ended = len(rest) == 2
        resource = rest[-1]
        return ast.Cost(_int(str(number)), self._word(resource), open_ended, self._node_span(number, resource))

    def named_cost(self, words, number=None):
        return ("named", " ".join(w.text for w in words) + (f" {number}" if number is not None else ""))


# ---- public helpers ------------------------------------------------------------


# What `split_clauses` looks at: visiting only these (most lines have no `;` at all) is
# several times faster than a loop over every character.
_SEPARATOR_OR_BRACKET = re.compile(r"[;；(\[（)\]）]")


def split_clauses(fragment: Fragment) -> list[Fragment]:
    """Split a tier line at top-level `;` (not inside brackets), dropping empty parts."""
    text = fragment.text
    bounds = []
    depth = start = 0
    if ";" in text or "；" in text:
        for mark in _SEPARATOR_OR_BRACKET.finditer(text):
            ch = mark.group()
            if ch in "([（":
                depth += 1
            elif ch in ")]）":
                if depth:
                    depth -= 1
            elif depth == 0:
                bounds.append((start, mark.start()))
                start = mark.end()
    bounds.append((start, len(text)))
    parts = []
    for start, end in bounds:
        # the stripped part sliced in one step: the same fragment as `slice(start, end).strip()`
        piece = text[start:end]
        stripped = piece.strip()
        if stripped:
            start += len(piece) - len(piece.lstrip())
            parts.append(fragment.slice(start, start + len(stripped)))
    return parts


_BUILDER_LOCK = threading.Lock()


@functools.cache
def _building_parser() -> tuple[DirectParser, _Builder]:
    """The notation parser with the AST builder run inside it: no parse tree is made."""
    builder = _Builder("")
    return DirectParser(load_grammar("notation.lark", start=NOTATION_STARTS + JA_STARTS), builder), builder


@functools.lru_cache(maxsize=1 << 16)
def parse_clause_text(text: str) -> tuple:
    """The AST items of one clause's text, positions relative to it (cached: clauses repeat a lot)."""
    see = _SEE.search(text)
    if see is not None and see.start() > 0:
        # `the target is beheaded (see Lop).`: what is before the reference (never a duration), and it
        head = parse_clause_text(text[:see.start()].rstrip())
        if not (len(head) == 1 and isinstance(head[0], ast.TextClause)):
            group = 1 if see.group(1) is not None else 2  # `(see Lop)`, `（Lop参照）`
            return head + (ast.ReferenceClause(see.group(group).strip(), see.span(group)),)
        return (ast.TextClause(text, (0, len(text))),)
    parser, builder = _building_parser()
    with _BUILDER_LOCK:
        builder.text = text
        # A sentence first when a sentence's verb is there: its verbs make it narrow, and `clause`
        # would take `the target takes a bane on ...` for a condition phrase of nine words.
        if not text.isascii() and is_japanese(text):
            starts = _JAPANESE_FIRST
        else:
            starts = _SENTENCE_FIRST if _SENTENCE_VERB.search(text) else _CLAUSE_FIRST
        for start in starts:
            try:
                return tuple(parser.parse(text, start))
            except NotInGrammar:
                pass
    return (ast.TextClause(text, (0, len(text))),)


def parse_clauses(fragment: Fragment) -> tuple[ast.ClausePart, ...]:
    """Every clause of a tier line, structured where the grammar can, verbatim otherwise."""
    return tuple(ast.ClausePart(part.text, parse_clause_text(part.text), part.span(), part)
                 for part in split_clauses(fragment))


@functools.lru_cache(maxsize=1 << 14)
def parse_notation_text(text: str, start: str):
    """A header part (`distance`, `roll`, `cost`) read with relative positions, or None if unreadable."""
    parser, builder = _building_parser()
    with _BUILDER_LOCK:
        builder.text = text
        try:
            return parser.parse(text, start)
        except NotInGrammar:
            return None


# The verbs and nouns every `sentence` needs one of (see notation.lark): text without any is no
# sentence, and is not tried as one.
_SENTENCE_VERB = re.compile(r"\b(?:shifts?|teleports?|gains?|regains?|loses?|takes?|has|have|weakness|immunity|dies"
                            r"|makes? an? free strike"
                            r"|is (?:halved|\d))\b",
                            re.IGNORECASE)
# `(see Lop)` closing a clause, its full stop after or before the bracket
_SEE = re.compile(r"\s*[(（]\s*(?:see\s+([^()（）]+?)|([^()（）]+?)参照)\s*[)）]\s*[.。]?$", re.IGNORECASE)
_SENTENCE_FIRST = ("sentence", "gated_sentence", "clause", "gated_text")
# Japanese text: its sentences first (they give up on any word that is no game word of theirs)
_JAPANESE_FIRST = ("ja_potency", "ja_sentence", "gated_ja_sentence", "clause", "gated_text")
JA_STARTS = ["ja_sentence", "gated_ja_sentence", "ja_potency"]
# Japanese joining words of a sentence (the game words are the ruleset's)
_JA_SERIAL_OR = re.compile(r"\s*[、，]\s*または")
_JA_CAN, _JA_DO, _JA_BECOME, _JA_DIE = "できる", "する", "になる", "死亡する"


def _rules() -> Ruleset:
    return draw_steel()
_CLAUSE_FIRST = ("clause", "gated_text")


class _TypeChoice(tuple):
    """The damage types of `6 cold, fire, or sonic damage`, as the builder hands them on."""


def _absolute_word(word: ast.Word, fragment: Fragment) -> ast.Word:
    return ast.Word(word.text, fragment.span(*word.span))


def parse_distance(fragment: Fragment) -> ast.Distance:
    text = fragment.text
    relative = parse_notation_text(text, "distance") or ()
    parts = tuple(attrs.evolve(part, kind=_absolute_word(part.kind, fragment), span=fragment.span(*part.span))
                  for part in relative)
    return ast.Distance(text, parts, fragment.span())


def tier_number(label: str) -> int | None:
    """1, 2 or 3 from a tier label as written (`≤11`, `12-16`, `17+`), None if unreadable."""
    text = label.translate(_FULLWIDTH_DIGITS).strip(" \t-*•✦★✸◆◇:：")
    if not any(ch.isdigit() for ch in text):
        return None
    if text[:1] in "≤<≦＜" or text.endswith("以下"):
        return 1
    if text.endswith(("+", "＋", "以上")):
        return 3
    if any(dash in text for dash in "-–—~〜～"):
        return 2
    return None


def build_ability(raw: RawAbility, ruleset: Ruleset | None = None) -> tuple[ast.Ability, list[Diagnostic]]:
    """The AST of one ability block found by a front-end, and the problems met building it."""
    from .assemble import assemble  # the layout step builds on the helpers above

    tree, found = assemble(raw, ruleset or draw_steel())
    return tree, found + long_number_diagnostics(raw, tree.name)
