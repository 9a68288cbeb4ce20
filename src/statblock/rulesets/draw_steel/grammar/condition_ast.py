"""The nodes of conditions (`prone`, `restrained and bleeding (save ends)`, `frightened of you and all allies`,
`恐怖（of the triggering ally）`) and of their durations (`(EoT)`, `(セーヴ終了/save ends)`, `until the end of the
encounter`), from a notation parse: a mixin of `to_ast.ClauseBuilder`, whose docstring says how the parser calls it.
"""

from __future__ import annotations

import attrs

from .. import ast
from ..vocabulary import vocabulary
from .building import BuilderBase
from .condition_lists import about_someone as _about_someone
from .direct import NotInGrammar

__all__ = ["ConditionBuilder"]


class _Source(tuple):
    """The words of a bracketed source (`of the triggering ally`), as the builder hands them on."""


class ConditionBuilder(BuilderBase):
    """The condition and duration nodes of `ClauseBuilder` (see the module's docstring)."""

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
