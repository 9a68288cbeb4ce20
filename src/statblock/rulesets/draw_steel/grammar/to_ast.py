"""The notation's AST builder, and an ability's AST from a front-end's raw lines.

`ClauseBuilder` makes AST nodes from a notation parse of one piece of text (`notation.lark`): the parser
(`direct.DirectParser`) calls its methods as rules are reduced, and no parse tree is made. The nodes of a
clause's atoms and their options are made here; those of sentences in `sentences.py` and `sentences_ja.py`, those of
damage in `damage_ast.py`, of potencies in `potency_ast.py`, of forced moves in `forced_ast.py`, of conditions and
durations in `condition_ast.py`, those of header parts (distance, power roll, cost) in `headers.py`, each a mixin of
`ClauseBuilder`. Reading a tier line's clauses with it is `clauses.py` (a clause the grammar cannot read becomes
a verbatim `TextClause`: nothing is dropped); the layout of a block (which line is the name, a tier, a section) is `assemble.py`'s, which
`build_ability` runs.
"""

from __future__ import annotations

import functools
import re

import attrs

from .. import ast
from ....diagnostics import Diagnostic, Fragment, Severity
from ..frontends.raw import RawAbility
from ....messages import msg
from ....vocabulary import Vocabulary
from ..vocabulary import vocabulary
from .building import MAX_DIGITS
from .condition_lists import about_someone as _about_someone, shared_duration
from .direct import child
from .headers import HeaderBuilder
from .sentences import SentenceBuilder
from .damage_ast import DamageBuilder
from .sentences_ja import JapaneseSentenceBuilder
from .potency_ast import PotencyBuilder
from .forced_ast import ForcedBuilder, Named
from .condition_ast import ConditionBuilder


__all__ = ["ClauseBuilder", "absolute_word", "build_ability", "long_number_diagnostics"]


_LONG_NUMBER = re.compile(r"(?<!\d)\d{%d,}" % (MAX_DIGITS + 1))
# (whether a text holds one at all: the look-behind, tried at every character, took twice as long)
_LONG_RUN = re.compile(r"\d{%d}" % (MAX_DIGITS + 1))


def long_number_diagnostics(raw: RawAbility, name: str | None = None) -> list[Diagnostic]:
    """SB100 at each number of more than MAX_DIGITS digits in an ability's lines: `_int` does not
    read it, so the text around it stays text."""
    out = []
    for line in raw.lines:
        for fragment in (line.label, line.body):
            if fragment is None or len(fragment.text) <= MAX_DIGITS or _LONG_RUN.search(fragment.text) is None:
                continue
            for match in _LONG_NUMBER.finditer(fragment.text):
                out.append(Diagnostic("SB005", Severity.ERROR,
                                      msg("number.too_large", digits=len(match.group()), limit=MAX_DIGITS),
                                      fragment.span(match.start(), match.end()), name))
    return out


# ---- notation trees to AST nodes -------------------------------------------------



def _one_distance(options: tuple[tuple, ...]) -> tuple[tuple, ...]:
    """`push or pull 3`, `slide, pull, or push 2`: movements offered with one distance, written after the last,
    each a forced move of that distance (the bare words before it were read as conditions' names); `prone or push
    or pull 2`: the movements next to it only. Only bare movements: `vertical push or pull 2` does not say whether
    the pull is vertical, and stays as it is."""
    last = options[-1]
    if len(last) != 1 or not isinstance(last[0], ast.ForcedClause):
        return options
    forced = last[0]
    moves = vocabulary().forced_moves
    if len(forced.words) != 1 or forced.subject is not None or forced.passive \
            or moves.lookup(forced.words[0].text) is None:
        return options
    out = list(options)
    for at in range(len(options) - 2, -1, -1):
        clause = options[at][0] if len(options[at]) == 1 else None
        if not isinstance(clause, ast.ConditionsClause) or clause.duration is not None or len(clause.phrases) != 1:
            break
        phrase = clause.phrases[0]
        if phrase.duration is not None or len(phrase.words) != 1 or moves.lookup(phrase.words[0].text) is None:
            break
        out[at] = (attrs.evolve(forced, words=phrase.words, span=clause.span),)
    return tuple(out)


class ClauseBuilder(SentenceBuilder, JapaneseSentenceBuilder, HeaderBuilder, DamageBuilder, PotencyBuilder,
                    ForcedBuilder, ConditionBuilder):
    """Builds AST nodes from a notation parse of one piece of text: `DirectParser` calls the
    method named by each rule (or its alias) with the rule's children, as lark's inline
    transformers are called.

    Positions are ``(start, end)`` indices into that text: a clause's tree
    depends on its text alone, so it can be shared between every place the
    same clause is written. `ClausePart.fragment` maps them to the file.
    """

    # clauses
    plain_clause = staticmethod(child)  # `clause: body _DOT?`: the body's atoms

    def body(self, *parts):
        if len(parts) == 1:
            return parts[0]
        first, rest = parts[0], parts[1]
        between = self.text[self._bounds(first[-1])[1]:self._bounds(rest[0])[0]]
        joined = self._noun_after_or(first, rest, between)
        if joined is not None:
            return joined
        head: tuple = ()
        if isinstance(first[-1], ast.OrClause):  # (`a or b or c`; after a list's head, `x, a or b or c`)
            head, options = first[:-1], first[-1].options + (rest,)
        elif len(first) > 1:
            # `A, B or C` (`出血、朦朧、または減速`: Japanese lists options with 、 before the last one's または):
            # the longest run of options alike at the end, conditions alone or forced moves alone, none lasting on its
            # own, is a list of options (`slowed, prone or dazed (EoT)`, as with the serial comma; `5 damage, push 1,
            # pull 1 or slide 1`: the damage, then a choice of three); else the atoms before the last comma are not
            # options at all (`5 damage, prone or slowed`, `slowed (EoT), prone or push 2`: the damage and the slowed
            # were made the first option's, so that picking another dropped them, a review's finding)
            if any(_options_alike(first[k:] + rest) for k in range(len(first) - 1)):
                return self.serial_options(*first, *rest)
            if _JA_SERIAL_OR.match(between) and not any(isinstance(a, _DAMAGE_ATOMS) for a in (*first, *rest)):
                # `伏せ、減速、またはプッシュ 2`: Japanese writes the serial comma with または (`、または`), so options unlike
                # are a list of options as `prone, slowed, or push 2` is (was prone, then a choice of the other two)
                return self.serial_options(*first, *rest)
            head, options = first[:-1], ((first[-1],), rest)
        else:
            options = (first, rest)
        options = _one_distance(options)
        return (*head, ast.OrClause(options, self._node_span(options[0][0], options[-1][-1])))

    def _noun_after_or(self, first: tuple, rest: tuple, between: str) -> tuple | None:
        """`taunted by the nearest creature or object (save ends)`: after a condition and who it is about (`by …`,
        `of …`), a last option of words that name no condition nor rider is a noun joined to those
        words by `or`, not a condition to choose (it was a choice of taunted or a condition called `object`).
        The one condition phrase, its words running on through the `or`; None where that is not so."""
        if not (len(first) == 1 and len(rest) == 1 and isinstance(first[0], ast.ConditionsClause)
                and isinstance(rest[0], ast.ConditionsClause) and first[0].duration is None):
            return None
        before, after = first[0], rest[0]
        last = before.phrases[-1]
        rules = vocabulary()
        if not _about_someone(last, rules):
            return None  # (`grabbed or prone`: a choice of two conditions; only a condition's `by …`/`of …` runs on)
        if len(after.phrases) != 1 or any(rules.conditions.lookup(w.text) is not None for w in after.phrases[0].words) \
                or rules.riders.lookup(after.phrases[0].text) is not None:
            return None
        # (who or what a creature may be taunted by or frightened of runs on, `object`, `summoner`, `you`; words
        # close to a condition (`or proen`, a slip of prone: SB101) or said as a status is (`or marked`, `or
        # burning`: a condition of the ability's own) stay the choice they are)
        said = after.phrases[0].words
        tail = said[-1].text
        noun = rules.target_words.lookup(tail)
        known = (noun is not None and noun.extra.get("kind") == "noun") or rules.creatures.lookup(after.phrases[0].text)
        # (`the blessed`, `the wounded`: a noun phrase of several words, not a status nor a slip, which is one word)
        one = len(said) == 1
        if (one and rules.conditions.suggest(tail) is not None) or (noun is not None and not known) \
                or (not known and one and tail.lower().endswith(("ed", "ing"))):
            return None
        found = re.search(r"\bor\b", between, re.IGNORECASE)
        if found is None or between[:found.start()].strip(" \t") or between[found.end():].strip(" \t"):
            return None  # (`, or`: a list's last option)
        at = self._bounds(last)[1] + found.start()
        words = (*last.words, ast.Word(found.group(), (at, at + len(found.group()))), *after.phrases[0].words)
        phrase = ast.ConditionPhrase(words, (last.span[0], after.phrases[0].span[1]), after.phrases[0].duration)
        return (ast.ConditionsClause((*before.phrases[:-1], phrase), after.duration, self._node_span(before, after)),)

    def atoms(self, *items):
        if len(items) == 1:  # (the most frequent: one atom)
            return tuple(items[0]) if isinstance(items[0], tuple) else items
        out = []
        for item in items:  # `push 4 and prone` is two atoms in one
            out.extend(item) if isinstance(item, tuple) else out.append(item)
        if isinstance(out[-1], ast.ConditionsClause) and out[-1].duration is not None:
            # `dazed, slowed, weakened (EoT)`, `dazed, slowed and weakened (save ends)`, `朦朧、減速、衰弱 (EoT)`: a list
            # of conditions, with or without its last `and` (Japanese writes `、および` as one word), read as the serial
            # list with it: the duration written once at the end is the whole list's (seed 000: it ends the effect
            # whose description it ends), as `dazed and slowed and weakened (EoT)` shares it
            return shared_duration(self._node_span, tuple(out))
        return tuple(out)

    def serial_atoms(self, *items):
        """`dazed, slowed, and weakened (save ends)`: conditions listed with a final `and` share the
        duration written once at the end, as `dazed and slowed and weakened (save ends)` would."""
        atoms = self.atoms(*items)
        return shared_duration(self._node_span, atoms, True) if isinstance(atoms[-1], ast.ConditionsClause) else atoms

    def serial_options(self, *items):
        """`bleeding, dazed, or slowed (save ends)`: a choice of each item, as `a or b or c` is; after a head that
        is no option alike (`5 damage, slowed, prone, or dazed (EoT)`: the damage, then a choice of three)."""
        alike = next((k for k in range(1, len(items) - 1) if _options_alike(items[k:])), 0) \
            if not _options_alike(items) else 0
        if not alike:
            # `5 damage, prone, or push 2`: the damage before options unlike is no option either (was a choice of the
            # damage, prone or push 2: picking one dropped the damage)
            alike = next((k for k, item in enumerate(items) if not isinstance(item, _DAMAGE_ATOMS)), 0)
            alike = alike if alike <= len(items) - 2 else 0
        head, items = items[:alike], items[alike:]
        options = _one_distance(tuple((item,) for item in items))
        return (*head, ast.OrClause(options, self._node_span(options[0][0], options[-1][-1])))

    def words(self, *tokens):
        return tuple([_word(str(t), (t.start_pos, t.end_pos)) for t in tokens])  # (`_word`, inlined)

    def names(self, *tokens):
        """Words where a condition or a forced move stands, a quoted one (`「blood soaked」`) read
        as the words in it."""
        out, quoted = [], False
        for token in tokens:
            if token.type == "QUOTED":
                out.extend(self._quoted(token))
                quoted = True
            else:
                out.append(_word(str(token), (token.start_pos, token.end_pos)))
        return Named(out) if quoted else tuple(out)

    number = staticmethod(child)  # the NUMBER or SIGNED token


_word = ast.word  # `Word(text, span)`, made faster


#: the serial comma of a Japanese list of options, written with または (`伏せ、減速、またはプッシュ 2`)
_JA_SERIAL_OR = re.compile(r"\s*[、，,]\s*(?:または|もしくは|あるいは|ないしは)")
_DAMAGE_ATOMS = (ast.DamageClause, ast.DamageAndConditions)


def _options_alike(atoms: tuple) -> bool:
    """Whether `atoms` are conditions of one phrase each, none but the last with a duration of its own, or forced
    moves alone (`push 1, pull 1 or slide 1`)."""
    if all(isinstance(a, ast.ForcedClause) for a in atoms):
        return True
    return all(isinstance(a, ast.ConditionsClause) and len(a.phrases) == 1 and a.phrases[0].duration is None
               for a in atoms) and all(a.duration is None for a in atoms[:-1])


JA_STARTS = ["ja_sentence", "gated_ja_sentence", "ja_potency"]


def absolute_word(word: ast.Word, fragment: Fragment) -> ast.Word:
    return ast.word(word.text, fragment.span(*word.span))


def build_ability(raw: RawAbility, ruleset: Vocabulary | None = None) -> tuple[ast.Ability, list[Diagnostic]]:
    """The AST of one ability block found by a front-end, and the problems met building it."""
    tree, found = _assemble()(raw, ruleset or vocabulary())
    return tree, found + long_number_diagnostics(raw, tree.name)


@functools.cache
def _assemble():
    """`assemble.assemble`, imported at the first ability (it builds on the helpers above, importing this module); an
    import statement in `build_ability` cost a module lookup per ability."""
    from .assemble import assemble

    return assemble
