"""Building the AST of a Japanese forced or own move (`ターゲットを2マス押し戻す`, `ターゲットは最大 6 マステレポートする`,
`ターゲットを R マス引き寄せる`, `自身の速度までシフトできる`), the `ja_forced`, `ja_own_move` and `ja_char_*` rules of
`notation.lark`; a mixin of `sentences_ja.JapaneseSentenceBuilder`, with who a topic or an object names
(`who_named`), which both read. Which verb is a game word is read from the ruleset here; any other word gives up
(`NotInGrammar`).
"""

from __future__ import annotations

import re

import attrs

from .. import ast
from ....vocabulary import fold
from ..vocabulary import vocabulary
from .building import BuilderBase, to_int as _int, unquote
from .direct import Lexeme, NotInGrammar

__all__ = ["JA_CAN", "JA_DO", "JapaneseMoves", "who_named"]

# Japanese joining words of a sentence (the game words are the ruleset's)
JA_CAN, JA_DO = "できる", "する"
JA_MUST = "しなければならない"  # (`must`: an own move the creature has to make, as render/measures.py prints it)
# the squares a move is counted in: the community's マス, the seeds' スクエア (`_JA_SQUARES` of the grammar)
_JA_SQUARES = re.compile("マス|スクエア")


def who_named(token: Lexeme) -> str:
    """Who a topic (`ターゲットは`), or whom an object (`ターゲットを`, `次のストライクに`) names: the
    words before the particle, an author's quoted word without its quotes (`「the griffon」は`)."""
    return unquote(str(token)[:-1].strip()).strip()


class JapaneseMoves(BuilderBase):
    """The moves of `JapaneseSentenceBuilder` (see the module's docstring)."""

    def ja_forced(self, word, number, ignoring=None):
        """`プッシュ 3 マス` (`プッシュ 3 スクエア`) after a topic (`ja_deed` checks both); `、安定性を無視` after it;
        `テレポート 3 スクエア`, an own move so written (`ja_bare_move`)."""
        end = _JA_SQUARES.search(self.text, number.end_pos).end() if ignoring is None else ignoring.end_pos
        if ignoring is None and (own := self.ja_bare_move(word, number, end)) is not None:
            return own
        return ast.ForcedClause((self._word(word),), _int(str(number)), (word.start_pos, end), (), None, True,
                                ignores_stability=ignoring is not None)

    def ja_own_move(self, *items):
        """`ターゲットを最大 6 マステレポートする`: the verb is read from the ruleset's own moves; `（「toward …」）` after it,
        where the creature moves (a forced move's or its own)."""
        toward = items[-1] if isinstance(items[-1], ast.Word) else None
        if toward is not None:
            items = items[:-1]
        whom = next((i for i in items if i.type == "JA_WHOM"), None)
        vertical = next((i for i in items if i.type == "JA_VERTICAL"), None)
        up_to = any(i.type in ("JA_UP_TO", "JA_UP_TO_AFTER") for i in items)
        # `安定性を無視して`: of a forced move only (`ForcedClause.ignores_stability`)
        ignoring = any(i.type == "JA_IGNORING" for i in items)
        # (`2マスまでシフトできる`: まで, and 安定性を無視して, out of the items the verb is read from)
        first = min((i for i in items if isinstance(i, Lexeme)), key=lambda i: i.start_pos)
        items = tuple(i for i in items if i.type not in ("JA_UP_TO_AFTER", "JA_IGNORING"))
        number, verb = items[-2], items[-1]
        text = str(verb)
        forced = _forced_verb(text)
        if forced is None and text.endswith(_JA_PASSIVE):
            # `ターゲットは2マス押し戻される`, `…引き寄せられる`, `…スライドされる`: the forced move said of the
            # creature moved, the topic (`ja_deed` checks it names one); `垂直に`, `最大` as the English
            # sentence says them (`one target is vertical pushed up to 3 squares`)
            passive = _forced_verb(text, passive=True)
            if passive is None or whom is not None:
                raise NotInGrammar
            words = (ast.Word(passive, (verb.start_pos, verb.end_pos)),)
            if vertical is not None:
                words = (ast.Word(str(vertical), (vertical.start_pos, vertical.end_pos)), *words)
            return ast.ForcedClause(words, _int(str(number)), (first.start_pos, _end(verb, toward)), (), toward, True,
                                    up_to, passive=True, ignores_stability=ignoring)
        if forced is not None:
            # `ターゲットを1スクエア押し戻す`, `ターゲットを2マスプッシュする`: a forced move of the creature named;
            # `最大3マス押す`, `垂直に2マスプッシュ`: of no one named, the targets', as `push up to 3` is
            moved = who_named(whom) if whom is not None else vocabulary().creatures.terms["the_target"].ja[0]
            words = (ast.Word(forced, (verb.start_pos, verb.end_pos)),)
            if vertical is not None:
                words = (ast.Word(str(vertical), (vertical.start_pos, vertical.end_pos)), *words)
            return ast.ForcedClause(words, _int(str(number)), (first.start_pos, _end(verb, toward)), (), toward, True,
                                    up_to, subject=moved, ignores_stability=ignoring)
        if vertical is not None or ignoring:
            # (`垂直に2マスシフトする`: a creature's own move is never vertical or straight so, nor ignores stability;
            # straight it is said after the squares, `3 スクエア真っ直ぐ移動する`, as the card prints it)
            raise NotInGrammar
        skip = _straight(text)
        can, must, stem = _modal(text[skip:])
        if stem is None or fold(stem) not in vocabulary().own_moves:
            raise NotInGrammar
        first = items[0]
        flags = ("squares",) + (("up_to",) if up_to else ()) + (("can",) if can else ()) + (("must",) if must else ()) \
            + (("straight",) if skip else ()) \
            + (("teleport",) if fold(stem) == fold(vocabulary().phrases.terms["own_move"].ja[1]) else ())
        moved = ()
        if whom is not None:
            name = who_named(whom)
            moved = (ast.Word(name, (whom.start_pos, whom.start_pos + len(name))),)
        at = verb.start_pos + skip
        return self._act("own_move", first, _end(verb, toward),
                         verb=ast.Word(stem, (at, at + len(stem))),
                         amount=_int(str(number)), flags=flags, words=moved, toward=toward)

    def ja_bare_move(self, word, number, squares_end: int | None = None):
        """`テレポート 3`, `シフト 3 スクエア`: an own move in the notation's order, the verb's name then the number, as
        `teleport 3`, `shift 3 squares` are read (who moves is the topic, if any; none said of a teleport is SB146, as
        in English); None when `word` is no own move's name (`火炎弱点 5`, `プッシュ 3 マス`: read otherwise)."""
        stem = str(word)
        if fold(stem) not in vocabulary().own_moves:
            return None
        own = vocabulary().phrases.terms["own_move"].ja
        flags = (("squares",) if squares_end is not None else ()) \
            + (("teleport",) if fold(stem) == fold(own[1]) else ())
        return self._act("own_move", word, squares_end if squares_end is not None else number.end_pos,
                         verb=ast.Word(stem, (word.start_pos, word.end_pos)), amount=_int(str(number)), flags=flags)

    def ja_char_distance(self, *items):
        """`R`, `M + 1`, `1 + M`: a forced move's distance, a characteristic plus a number (0 if none)."""
        char = next(i for i in items if i.type == "WORD")
        number = next((i for i in items if i.type in ("NUMBER", "SIGNED")), None)
        if number is None:  # (`R マス`: a number of 0 where the characteristic ends, for the move's positions)
            number = Lexeme("0")
            number.type, number.start_pos, number.end_pos = "NUMBER", char.end_pos, char.end_pos
        return number, char

    def ja_char_move(self, *items):
        """`ターゲットを R マス引き寄せる`, `ターゲットは M + 1 マス押し戻される`: the forced move `ja_own_move` reads with the
        number, the characteristic added to it (a creature's own move is never so: `R マスシフトする` is no sentence)."""
        (number, char), = (i for i in items if isinstance(i, tuple))
        if vocabulary().characteristics.lookup(str(char)) is None:
            raise NotInGrammar
        first = min((i for i in items if isinstance(i, Lexeme)), key=lambda i: i.start_pos)
        moved = self.ja_own_move(*(number if isinstance(i, tuple) else i for i in items))
        if not isinstance(moved, ast.ForcedClause):
            raise NotInGrammar
        start = min(first.start_pos, char.start_pos, number.start_pos)
        return attrs.evolve(moved, characteristics=(self._word(char),), span=(start, moved.span[1]))

    def ja_own_move_speed(self, speed, verb, toward=None):
        """`自身の速度までシフトできる`, `あなたの速度まで移動する`: as far as the creature's speed (`ja_own_move`'s verbs);
        `自身の速度ぶん真っ直ぐ移動しなければならない`: all of it (`ぶん`, `分`), straight (`must move their speed in a
        straight line`); `（「toward …」）` after it, where the creature moves."""
        text = str(verb)
        skip = _straight(text)
        can, must, stem = _modal(text[skip:])
        if stem is None or fold(stem) not in vocabulary().own_moves:
            raise NotInGrammar
        flags = (("up_to",) if str(speed).endswith("まで") else ()) + ("speed",) + (("can",) if can else ()) \
            + (("must",) if must else ()) + (("straight",) if skip else ()) \
            + (("teleport",) if fold(stem) == fold(vocabulary().phrases.terms["own_move"].ja[1]) else ())
        at = verb.start_pos + skip
        return self._act("own_move", speed, _end(verb, toward),
                         verb=ast.Word(stem, (at, at + len(stem))), amount=0, flags=flags,
                         toward=toward)


def _forced_verb(text: str, passive: bool = False) -> str | None:
    """The forced move's Japanese name (`プッシュ`) that a sentence's verb says: one of its `verbs`
    (`押し戻す`, seed 000's word for push), or its name with する or alone (`プッシュする`, `2マスプッシュ`); with
    `passive`, one of its `passive` verbs (`押し戻される`) or its name with される (`スライドされる`); None
    otherwise."""
    folded = fold(text)
    key, endings = ("passive", (_JA_DONE,)) if passive else ("verbs", (JA_DO, ""))
    for term in vocabulary().forced_moves.terms.values():
        if folded in {fold(v) for v in term.extra.get(key, ())} \
                or any(folded == fold(name + ending) for name in term.ja for ending in endings):
            return term.ja[0]
    return None


_JA_DONE = "される"
# what every passive verb of a forced move ends with (`押し戻される`, `引き寄せられる`): a cheap test first
_JA_PASSIVE = ("れる",)


def _end(verb: Lexeme, toward: ast.Word | None) -> int:
    """Where a move said with `verb` ends: after where it goes, when that is written after the verb."""
    return toward.span[1] if toward is not None else verb.end_pos


def _straight(verb: str) -> int:
    """How many characters of a Japanese own move's verb say it is straight (`真っ直ぐ移動する`: the vocabulary's
    straight, as a forced move's `真っ直ぐ`), longest spelling first; 0 for none."""
    spellings = vocabulary().forced_move_modifiers.terms["straight"].ja
    return next((len(s) for s in sorted(spellings, key=len, reverse=True) if verb.startswith(s) and len(verb) > len(s)), 0)


def _modal(verb: str) -> tuple[bool, bool, str | None]:
    """(can, must, the move's name) of a Japanese own move's verb: `シフトできる`, `シフトしなければならない`,
    `シフトする`; the name None when the verb ends in none of them."""
    for ending, can, must in ((JA_CAN, True, False), (JA_MUST, False, True), (JA_DO, False, False)):
        if verb.endswith(ending):
            return can, must, verb[: -len(ending)]
    return False, False, None

