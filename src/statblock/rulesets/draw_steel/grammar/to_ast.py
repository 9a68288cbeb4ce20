"""The notation's AST builder, and an ability's AST from a front-end's raw lines.

`ClauseBuilder` makes AST nodes from a notation parse of one piece of text (`notation.lark`): the parser
(`direct.DirectParser`) calls its methods as rules are reduced, and no parse tree is made. The nodes of
clauses are made here; those of sentences in `sentences.py` and `sentences_ja.py`, those of damage in
`damage_ast.py`, those of header parts (distance, power roll, cost) in `headers.py`, each a mixin of
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
from ..toward_phrases import toward_english
from ..vocabulary import vocabulary
from .building import MAX_DIGITS, to_int as _int
from .condition_lists import about_someone as _about_someone, shared_duration
from .direct import Lexeme, NotInGrammar, child
from .headers import HeaderBuilder
from .sentences import SentenceBuilder
from .damage_ast import DamageBuilder
from .sentences_ja import JapaneseSentenceBuilder


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


class ClauseBuilder(SentenceBuilder, JapaneseSentenceBuilder, HeaderBuilder, DamageBuilder):
    """Builds AST nodes from a notation parse of one piece of text: `DirectParser` calls the
    method named by each rule (or its alias) with the rule's children, as lark's inline
    transformers are called.

    Positions are ``(start, end)`` indices into that text: a clause's tree
    depends on its text alone, so it can be shared between every place the
    same clause is written. `ClausePart.fragment` maps them to the file.
    """

    # clauses
    plain_clause = staticmethod(child)  # `clause: body _DOT?`: the body's atoms

    def potency_clause(self, potency):
        return (potency,)

    def atoms_then_potency(self, *items):
        """`3 + M damage, M < WEAK, prone`, `3 damage, push 1, M < WEAK, prone`: the atoms, read as
        `atoms` reads them, then the potency, as if a `;` stood before it."""
        return (*self.atoms(*items[:-1]), items[-1])

    def fallback_clause(self, body, potency):
        options = (body, (potency,))
        return (ast.OrClause(options, self._node_span(body[0], potency)),)

    def _after(self, token: Lexeme) -> str:
        """The text after `token` as written, without the separating comma (a `なら` after a potency stays: the
        text is kept as written when it does not read; `clauses.parse_clause_text` reads the body after it)."""
        rest = self.written[token.end_pos :]
        rest = rest.lstrip(" \t\u3000]")
        if rest[:1] in (",", "、", "，", ":", "："):
            rest = rest[1:]
        return rest.strip().rstrip(".。")

    def potency(self, char, strength, body):
        word, value, token = strength
        body, instead = _without_instead(body)
        return ast.PotencyClause(self._word(char), word, value, body, self._after(token),
                                 self._node_span(char, body[-1]), otherwise=instead)

    def spelled_potency(self, *items):
        *subject, char, strength, body = items
        word, value, token = strength
        said = self.text[:char.start_pos].strip()  # the clause starts with it
        otherwise = re.match(r"(?:or|または)\b", said, re.IGNORECASE) is not None
        body, instead = _without_instead(body)
        who = subject[0] if subject else None
        return ast.PotencyClause(self._word(char), word, value, body, self._after(token),
                                 (0, self._bounds(body[-1])[1]), said, who, otherwise or instead)

    def gate_subject(self, *tokens):
        return self.text[tokens[0].start_pos:tokens[-1].end_pos]

    def gated_text(self, char, strength, rest):
        word, value, _ = strength
        said = str(rest)
        if _NOT_GATED.match(said):
            # `M < 2.5 prone` (a potency is a whole number: no `.5` for it to gate), `M < 2.` (no
            # words at all): the clause stays text
            raise NotInGrammar
        if _ANOTHER_POTENCY.search(said):
            # `dazed (save ends) or R < 2 slowed`: the words hold a potency of their own, which this one
            # would gate too; the whole clause stays text
            raise NotInGrammar
        # (the words as written: a gloss blanked for reading stays in text kept verbatim)
        text = ast.TextClause(self.written[rest.start_pos:rest.end_pos].strip(), self._node_span(rest, rest))
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

    def _creatures_after_and(self, last: ast.ConditionPhrase, end: ast.Word, item, about: bool = False) -> bool:
        """Whether the words `item` after `and` (after the word `end`) name more creatures a condition is about
        (`frightened of you and all allies`, `taunted by the knight and its allies`): the phrase before is one
        condition and whom it is about (`about`: known so), and `item` names no condition nor rider but ends with a
        creature's noun (`allies`, `creatures`)."""
        rules = vocabulary()
        if last.duration is not None or not (about or _about_someone(last, rules)) \
                or self.text[end.span[1]:item[0].span[0]].strip(" \t") != "and":
            return False
        words = [w.text for w in item]
        if any(rules.conditions.lookup(w) is not None for w in words) or rules.riders.lookup(" ".join(words)):
            return False
        noun = rules.target_words.lookup(words[-1])
        return noun is not None and noun.extra.get("kind") == "noun"

    @staticmethod
    def _run_on(phrase: ast.ConditionPhrase, words: list) -> ast.ConditionPhrase:
        return attrs.evolve(phrase, words=(*phrase.words, *words), span=(phrase.span[0], words[-1].span[1]))

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

    def forced_and_conditions(self, forced, conditions):
        """`push 2 and prone`; `one target is pushed up to 2 squares and prone`: the conditions after `and` are
        said of some of the targets as the forced move is (`and knocked prone`, `and is prone` say so too, read
        by `compound.py`), so they take its subject's words (`one target is`), their span their own."""
        words = forced.words
        text = " ".join(w.text for w in words).lower()
        rules = vocabulary()
        said = next((s for s in rules.partial_subjects if text.startswith(s + " ")), None)
        if said is None or not conditions.phrases or conditions.phrases[0].words[0].text.lower() in ("is", "are"):
            return (forced, conditions)  # (`and is prone`: a sentence of its own, `compound.py`'s)
        first = conditions.phrases[0]
        subject = words[: len(said.split())]
        phrase = attrs.evolve(first, words=(*subject, *first.words))
        return (forced, attrs.evolve(conditions, phrases=(phrase, *conditions.phrases[1:])))

    def forced_char(self, token):
        return (self._word(token),)

    def forced(self, words, *rest):
        if isinstance(words, _Named):
            raise NotInGrammar  # a word quoted is the author's own, never a forced move's
        words = tuple(words)
        ignoring = rest[-1] if rest and getattr(rest[-1], "type", None) == "IGNORING_STABILITY" else None
        if ignoring is not None:
            rest = rest[:-1]
        up_to = rest[0] == "up_to"
        number, *rest = rest[1:] if up_to else rest
        chars = next((r for r in rest if isinstance(r, tuple)), ())
        toward = next((r for r in rest if isinstance(r, ast.Word)), None)
        squares = "squares" in rest
        last = toward if toward is not None else (chars[-1] if chars else number)
        end = self._bounds(last)[1]
        if squares and toward is None:
            end = self._find(r"squares?|マス|スクエア", end).end()
        if ignoring is not None:
            end = ignoring.end_pos
        return ast.ForcedClause(words, _int(str(number)), (self._bounds(words[0])[0], end), chars, toward, squares,
                                up_to, ignores_stability=ignoring is not None)

    def forced_char_first(self, words, number, *rest):
        """`push M + 1`: `push 1 + M`, the characteristic the last of the words before `+`."""
        if isinstance(words, _Named) or len(words) < 2:
            raise NotInGrammar
        *words, char = words
        forced = self.forced(tuple(words), number, (char,), *rest)
        return attrs.evolve(forced, span=(forced.span[0], max(forced.span[1], number.end_pos)))

    def toward(self, *tokens):
        """`toward the target`, `away from the target`: the words as written, from the first (the tree drops it)."""
        lowered = self.text.lower()
        start = max(lowered.rfind("toward", 0, tokens[0].start_pos), lowered.rfind("away", 0, tokens[0].start_pos),
                    lowered.rfind("in the direction", 0, tokens[0].start_pos))
        return ast.Word(self.text[start:tokens[-1].end_pos], (start, tokens[-1].end_pos))

    def quoted_toward(self, token):
        """`（「toward the center of the cube」）`: where a Japanese card says the forced move goes."""
        words = self._quoted(token)
        if len(words) < 2 or str(token)[-1] != "」" or not (
                words[0].text.lower() in ("toward", "towards")
                or (len(words) > 2 and [w.text.lower() for w in words[:2]] == ["away", "from"])
                or (len(words) > 3 and [w.text.lower() for w in words[:3]] == ["in", "the", "direction"])):
            raise NotInGrammar
        return ast.Word(" ".join(w.text for w in words), (words[0].span[0], words[-1].span[1]))

    def ja_toward(self, token):
        """`（キューブの中心に向かって）`: where a Japanese card says a move goes, as the ruleset's English
        (`toward the center of the cube`); a place it has no words for as written."""
        english = toward_english(vocabulary(), str(token))
        return ast.Word(english or str(token), (token.start_pos, token.end_pos))

    def conditions(self, *items):
        phrases: list[ast.ConditionPhrase] = []
        duration = None
        joined: list = []  # the words run on through `and` onto the last phrase (see below), put on it once
        for item in items:
            if joined and (isinstance(item, (_Source, ast.Duration))
                           or not self._creatures_after_and(phrases[-1], joined[-1], item, about=True)):
                phrases[-1] = self._run_on(phrases[-1], joined)
                joined = []
            if isinstance(item, _Source):
                if duration is not None:
                    raise NotInGrammar  # who a condition is about comes before its duration
                phrase = phrases[-1]
                phrases[-1] = attrs.evolve(phrase, words=phrase.words + tuple(item),
                                           span=(phrase.span[0], item[-1].span[1]))
            elif isinstance(item, ast.Duration):
                if duration is not None:
                    raise NotInGrammar  # two durations in a row: which one holds is not said
                duration = item
            else:
                if duration is not None:  # a duration before `and`: the earlier condition's own
                    phrases[-1] = attrs.evolve(phrases[-1], duration=duration)
                    duration = None
                elif joined or (phrases and self._creatures_after_and(phrases[-1], phrases[-1].words[-1], item)):
                    # `frightened of you and all allies`: whom the condition is about runs on through `and` (it
                    # was a second condition `all allies`, the whole clause text)
                    at = joined[-1].span[1] if joined else self._bounds(phrases[-1])[1]
                    at += self.text[at:item[0].span[0]].index("and")
                    joined.extend((ast.Word("and", (at, at + 3)), *item))
                    continue
                phrases.append(ast.ConditionPhrase(tuple(item), (item[0].span[0], item[-1].span[1])))
        if joined:
            phrases[-1] = self._run_on(phrases[-1], joined)
        last = duration if duration is not None else phrases[-1]
        return ast.ConditionsClause(tuple(phrases), duration, (phrases[0].span[0], last.span[1]))

    def source(self, _, *tokens):
        """`（of the triggering ally）` after a condition, as a Japanese card writes who it is about."""
        start = tokens[0].start_pos
        word = max(self.text.rfind("of", 0, start), self.text.rfind("by", 0, start))
        return _Source((ast.Word(self.text[word:word + 2], (word, word + 2)), *(self._word(t) for t in tokens)))

    def quoted_source(self, token):
        """`（「of the triggering ally」）` after a condition: who it is about, quoted on a Japanese card."""
        words = self._quoted(token)
        if len(words) < 2 or str(token)[-1] != "」" or words[0].text.lower() not in ("of", "by"):
            raise NotInGrammar
        return _Source(words)

    def source_word(self):
        return "source"

    def paren_duration(self, words):
        text = " ".join([w.text for w in words])
        start, end = words[0].span[0], words[-1].span[1]
        # the span covers the parentheses, which the grammar drops from the tree
        opening = max(self.text.rfind("(", 0, start), self.text.rfind("（", 0, start))
        ascii_closing, wide_closing = self.text.find(")", end), self.text.find("）", end)
        if ascii_closing == -1 or wide_closing == -1:
            closing = max(ascii_closing, wide_closing) if ascii_closing != wide_closing else end - 1
        else:
            closing = min(ascii_closing, wide_closing)
        return ast.Duration(text, True, (opening if opening != -1 else start, closing + 1))

    def glossed_duration(self, words, gloss):
        """`(セーヴ終了/save ends)`: a duration and its gloss, the text `セーヴ終了/save ends` (`conditions.py`
        reads it as the one duration both name)."""
        duration = self.paren_duration((*words, *gloss))
        start, end = words[0].span[0], gloss[-1].span[1]
        return attrs.evolve(duration, text=self.text[start:end])

    def until_duration(self, token):
        # the clause's own full stop is no part of the duration (`until the end of the encounter.`)
        text = str(token).rstrip().rstrip(".。").rstrip()
        start = self._bounds(token)[0]
        if text.startswith("「"):  # `「until the mist disappears」`: quoted on a Japanese card
            text, start = text[1:-1].strip(), start + 1 + (len(text[1:-1]) - len(text[1:-1].lstrip()))
        return ast.Duration(text, False, (start, start + len(text)))

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
        return _Named(out) if quoted else tuple(out)

    number = staticmethod(child)  # the NUMBER or SIGNED token


_word = ast.word  # `Word(text, span)`, made faster


#: the serial comma of a Japanese list of options, written with または (`伏せ、減速、またはプッシュ 2`)
_JA_SERIAL_OR = re.compile(r"\s*[、，,]\s*または")
_DAMAGE_ATOMS = (ast.DamageClause, ast.DamageAndConditions)


def _options_alike(atoms: tuple) -> bool:
    """Whether `atoms` are conditions of one phrase each, none but the last with a duration of its own, or forced
    moves alone (`push 1, pull 1 or slide 1`)."""
    if all(isinstance(a, ast.ForcedClause) for a in atoms):
        return True
    return all(isinstance(a, ast.ConditionsClause) and len(a.phrases) == 1 and a.phrases[0].duration is None
               for a in atoms) and all(a.duration is None for a in atoms[:-1])


JA_STARTS = ["ja_sentence", "gated_ja_sentence", "ja_potency"]


class _Source(tuple):
    """The words of a bracketed source (`of the triggering ally`), as the builder hands them on."""


class _Named(tuple):
    """The words of `names` when one of them was quoted (the author's own word); otherwise
    `names` gives a plain tuple."""


# words no potency gates: the rest of a number (`.5`), or nothing but punctuation
_NOT_GATED = re.compile(r"[.,，．][0-9０-９]|[\s.,;:。、，．：]*$")
# a potency in words a potency gates (`… or R < 2 slowed`): a letter or a word, then `<`
_ANOTHER_POTENCY = re.compile(r"(?<![^\W\d_])[^\W\d_]+\s*[<＜]")


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


def _without_instead(body: tuple) -> tuple[tuple, bool]:
    """`if the target has I < 2 they are instead frightened (save ends)`: `instead` after the copula of the
    potency's first condition says that what it gates lands in place of the effect before it (as `or if` does),
    never a part of the condition's name (was a custom condition `instead frightened`). The body without the
    word, and whether it was there."""
    first = body[0] if body else None
    if not isinstance(first, ast.ConditionsClause) or not first.phrases:
        return body, False
    words = first.phrases[0].words
    at = next((i for i, w in enumerate(words[:5]) if w.text.lower() == "instead"), None)
    if at is None or at + 1 >= len(words) or (at > 0 and words[at - 1].text.lower() not in ("is", "are")):
        return body, False
    phrase = attrs.evolve(first.phrases[0], words=words[:at] + words[at + 1:])
    return (attrs.evolve(first, phrases=(phrase, *first.phrases[1:])), *body[1:]), True
