"""Lowering durations: how long an effect lasts, as written after it: `(save ends)`, `(EoT)`, `until the end of their
next turn`, `until the start of your next turn`, `セーヴ終了/save ends`, `エンカウント終了時まで`.

A duration the ruleset names is its id; a turn spelt out that is not the affected creature's, or an `until` phrase, is
kept as written; a word close to a duration is a slip said with SB109, never compiled from the guess. Conditions
(`conditions.py`), statuses, stat changes, edges and banes all say how long they last so.
`DurationLowering` is a part of `Lowerer` (`lower.py`), which holds the diagnostics and the clause being lowered.
"""

from __future__ import annotations

import re

from .. import ast
from ....diagnostics import Severity
from ....messages import msg
from ...similarity import is_japanese
from ..runtime import effects as fx
from ..grammar.sentences import VERB_AFTER_JOIN
from .base import NotStructured
from .conditions_ja import JA_UNTIL
from ..articles import with_articles

__all__ = ["DurationLowering"]


class DurationLowering:
    """The durations of `Lowerer` (see the module's docstring)."""

    def _duration_term(self, text: str):
        """The duration `text` names; `セーヴ終了まで` (`until save ends`) is `セーヴ終了`, save ends; `セーヴ終了/save
        ends`, a duration glossed in the other language as seed 000 writes it, the one both name."""
        # (a slash looked for by two scans in C before the pattern splits: most durations have none, `save ends`)
        parts = _GLOSS_SLASH.split(text) if "/" in text or "／" in text else None
        if parts is not None:
            terms = {getattr(self._duration_term(part.strip()), "id", None) for part in parts}
            return self.rules.durations.terms.get(terms.pop()) if len(terms) == 1 else None
        term = self.rules.durations.lookup(text)
        if term is None and (restored := with_articles(text)) is not None:  # `until end of its next turn`: EoT
            term = self.rules.durations.lookup(restored)
        if term is None and text.endswith(JA_UNTIL) and len(text) > len(JA_UNTIL):
            term = self.rules.durations.lookup(text[: -len(JA_UNTIL)])
        return term

    def _until_term(self, text: str):
        """The phrase of the ruleset's `until_phrases` that `text` is (`until the start of your next turn`)."""
        phrases = self.rules.categories.get("until_phrases")
        if phrases is None:
            return None
        return phrases.lookup(text) or phrases.lookup(with_articles(text) or text)

    def _duration(self, node: ast.Duration | None, who: str | None = None) -> fx.Duration | None:
        """How long an effect on `who` (None: the targets) lasts, as `node` says it."""
        if node is None:
            return None
        term = self._duration_term(node.text)
        if term is not None and term.id == "end_of_turn" and not self._own_turn(node.text, who):
            # `you have damage immunity 2 until the end of their next turn`: another creature's turn, which
            # EoT is not (seed 000: the affected creature's next turn); the words kept as written, a Japanese phrase
            # listed as its English (`ターゲットの次のターンの終了時まで`: `until the end of the target's next turn`)
            until = self._until_term(node.text)
            if until is not None and is_japanese(node.text):
                return fx.Duration("until", until.en[0])
            return fx.Duration("until", _as_listed(node.text, until))
        if term is not None:
            return fx.Duration(term.id)
        if not node.parenthesized:
            if _SENTENCE_IN_UNTIL.search(node.text):
                # `slowed until the end of their next turn and takes a bane on strikes ...`: the words after `and` are
                # a sentence of their own (`compound.py`), not part of how long (was a duration of all of them)
                raise NotStructured
            term = self._until_term(node.text)
            # `あなたの次のターンの開始時まで` is `until the start of your next turn`; English stays as written, but for the
            # articles homebrew drops (`until start of your next turn`: the phrase, so a Japanese card reads back to it)
            said = term is not None and (is_japanese(node.text) or with_articles(node.text) is not None)
            return fx.Duration("until", term.en[0] if said else _as_listed(node.text, term))
        guess = self.rules.durations.suggest(node.text, cutoff=0.6)
        if guess is None:
            raise NotStructured  # `(see Lop)` and the like: not a duration at all
        raise NotStructured(self._diagnostic("SB109", Severity.ERROR,
                                              msg("duration.did_you_mean", word=node.text, guess=guess),
                                              node.span, msg("duration.write", guess=guess)))

    def _own_turn(self, text: str, who: str | None) -> bool:
        """Whether the turn an EoT spelt out names (`until the end of their next turn`, `… of the target's next
        turn`) is that of `who`, the creature the effect is on (None: the targets): seed 000 says EoT lasts until
        the end of the affected creature's next turn (「ターゲットの次のターンの終了時まで持続し…(EoT)と略記」, 「クリー
        チャーは、次のターンの終了時まで…その効果を被り続けます」). `their` is never `you`'s; `the target's` is a
        target's. An EoT that names no one (`EoT`, `次のターンの終了時まで`) is always the affected creature's."""
        whose = _WHOSE_TURN.search(text)
        if whose is None or who is None:
            return True
        if (whose.group(1) or whose.group(2)).lower() in ("the target's", "the target’s", "ターゲット"):
            return self._names_targets(who)
        term = self.rules.creatures.lookup(who)
        return term is None or term.id != "you"


def _as_listed(text: str, term) -> str:
    """`text`, an until phrase as written, in the spelling its phrase lists when the two differ only by a curly
    apostrophe (`the target’s next turn`: the cards print `'`, which read back as the stored text; was `’`, whose cards
    then read back otherwise), else as written."""
    if term is None or "’" not in text:
        return text
    straight = text.replace("’", "'")
    return next((spelling for spelling in term.en if spelling.lower() == straight.lower()), text)


_GLOSS_SLASH = re.compile("[/／]")  # `セーヴ終了/save ends`: a duration glossed in the other language
# whose turn an EoT spelt out names (`until the end of their next turn`): the vocabulary's spellings of it
_WHOSE_TURN = re.compile(r"\b(their|its|his|her|the target's|the target’s)\s+next\s+turn\b|(ターゲット|それ|彼女|彼ら|彼)の次のターン",
                         re.IGNORECASE)

#: `until ... and takes a bane ...`: a sentence joined after a duration spelt out, which the terminal read into it
_SENTENCE_IN_UNTIL = re.compile(rf"\s(?:and|or)\s+(?:{VERB_AFTER_JOIN.pattern})\b", re.IGNORECASE)
