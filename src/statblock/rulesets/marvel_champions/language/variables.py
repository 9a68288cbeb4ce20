"""What X is: the sentences that define a card's `X` and the effects whose amount it is.

A card that counts something it cannot print says `Deal X damage to an enemy. X is the amount of damage you
have sustained.`, or in one sentence `Remove X threat from a scheme, where X is equal to your ATK.`, or
defines X in a paragraph of its own for its other abilities and its stats (`X is equal to the number of
villains in play.`). The definition is typed (an effect of kind `define_x`, its words in `Effect.x`), and
every effect whose amount is X gets those words too (`Effect.x`), so that nothing reads an X as 0 or as a
number someone forgot: `--resolve` leaves it by hand, saying what X is.

The words come from the vocabulary: `syntax.x_is` opens a definition (`X is equal to`, `X is`; Japanese
`Xは`), `syntax.x_is_end` ends a Japanese one (`に等しい`, `である`: left out of what X is) and
`syntax.x_is_compared` too (`より1多い`: kept, it says how X is counted), `syntax.where` introduces one
at the end of a sentence (`where`).
"""

from __future__ import annotations

import functools
import re

import attrs

from ..model import Ability, Cost, Effect, Sentence
from ..vocabulary import syntax_words
from .masking import mask

__all__ = ["cost_uses_x", "define", "define_stats", "definition", "uses_x", "where_definition"]

#: `X` as an amount (`Deal X damage`, `+X ATK`, `up to X`, `retaliate X`, `Xダメージ`), not a name's last word
#: (`Professor X`): no capitalised word before it but the sentence's first (`Deal X`).
_X = re.compile(r"(?<![A-Za-z0-9_.'’-])X(?![A-Za-z0-9_'’.-])")
_NAME_BEFORE = re.compile(r"\s[A-Z][\w'’.-]*[ \t]+$")
_WORD = 40


@functools.cache
def _where() -> re.Pattern:
    """`where X is` (or `where X is equal to`) in a sentence's own words."""
    where = "|".join(re.escape(w) for w in syntax_words("where") if w.isascii())
    return re.compile(rf"\b(?:{where})[ \t]+(?:{_alternatives(w for w in syntax_words('x_is') if w.isascii())})[ \t]",
                      re.IGNORECASE)


def _alternatives(words) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def _rest(words: str, start: int) -> str:
    """`words` from `start` without the spaces and the full stop (or a lead-in's colon) at its end."""
    return words[start:].strip().rstrip(".。:：").rstrip()


def definition(words: str) -> str | None:
    """What X is by a sentence that defines it (`X is equal to your ATK.`: `your ATK`; `Xは悪役のステージ番号に
    等しい。`: `悪役のステージ番号`), or None when it is no definition. A Japanese one ends with a word that
    says so (`に等しい`, `である`: left out), or with a comparison (`…より1多い`: kept, it says how X counts)."""
    stripped = words.strip()
    for opening in sorted(syntax_words("x_is"), key=len, reverse=True):
        english = opening.isascii()
        if not (stripped.lower().startswith(opening.lower() + " ") if english else stripped.startswith(opening)):
            continue
        x = _rest(stripped, len(opening)).lstrip(" 、,")
        if english:
            return x or None
        for end in sorted(syntax_words("x_is_end"), key=len, reverse=True):
            if x.endswith(end) and x[:-len(end)].strip():
                return x[:-len(end)].rstrip()
        return x if x.endswith(syntax_words("x_is_compared")) else None
    return None


def where_definition(words: str) -> tuple[int, str] | None:
    """(where it starts, what X is) of a definition that ends a sentence after `where` (`Remove X threat from a
    scheme, where X is equal to your ATK.`), in its own words (not in parentheses or quotes); else None."""
    found = None
    for found in _where().finditer(mask(words)):
        pass
    if found is None or not _rest(words, found.end()):
        return None
    start = found.start()
    while start and words[start - 1] in " \t,":
        start -= 1
    return start, _rest(words, found.end())


def uses_x(effect: Effect) -> bool:
    """Whether `effect`'s amount (or another number it names) is X: no amount read, and an X in its own words
    that is not a name's (`Professor X`)."""
    if effect.amount is not None or effect.kind in ("define_x", "text"):
        return False
    masked = mask(effect.text)
    # (the word before each X is looked for in the few characters before it: linear on any number of X)
    return any(found.start() == 0 or not _NAME_BEFORE.search(masked[max(0, found.start() - _WORD):found.start()])
               for found in _X.finditer(masked))


def cost_uses_x(cost: Cost) -> bool:
    """Whether `cost`'s amount is X (`Spend X [energy] resources`, `Choose up to X enemies`): none read, and an X in
    its words that is not a name's."""
    if cost.amount is not None:
        return False
    masked = mask(cost.text)
    return any(found.start() == 0 or not _NAME_BEFORE.search(masked[max(0, found.start() - _WORD):found.start()])
               for found in _X.finditer(masked))


def _given(sentence: Sentence, x: str) -> Sentence:
    effects = tuple(attrs.evolve(e, x=x) if e.x is None and uses_x(e) else e for e in sentence.effects)
    return sentence if effects == sentence.effects else attrs.evolve(sentence, effects=effects)


def _definitions(ability: Ability) -> list[str]:
    return [e.x for s in (*ability.effects, *(s for o in ability.options for s in o.effects)) for e in s.effects
            if e.kind == "define_x" and e.x]


def define(abilities: list[Ability]) -> list[Ability]:
    """`abilities` (a card's) with what X is given to every effect whose amount is X and that was told none: by
    its ability's own definition, else by the card's, when the card gives one (two different ones: which X an
    effect means is not said, and none is given)."""
    card = {x for a in abilities for x in _definitions(a)}
    out = []
    for ability in abilities:
        own = _definitions(ability)
        x = own[0] if len(set(own)) == 1 else (next(iter(card)) if not own and len(card) == 1 else None)
        if x is None:
            out.append(ability)
            continue
        options = tuple(attrs.evolve(o, effects=tuple(_given(s, x) for s in o.effects)) for o in ability.options)
        costs = tuple(attrs.evolve(c, x=x) if c.x is None and cost_uses_x(c) else c for c in ability.costs)
        out.append(attrs.evolve(ability, effects=tuple(_given(s, x) for s in ability.effects), options=options,
                                costs=costs))
    return out


def define_stats(stats: dict, abilities: list[Ability]) -> dict:
    """`stats` with what X is beside each stat the card prints as X (`attack: "X"` gets `attack_x`), by the
    definition the card gives in a paragraph of its own (`X is equal to Titania's remaining hit points.`); none when
    it gives none or two different ones (which X a stat is is not said), or only in a triggered ability's sentence
    (that X is the ability's)."""
    found = {x for a in abilities if a.type == "constant" for x in _definitions(a)}
    xs = [key for key, value in stats.items() if value == "X"]
    if len(found) != 1 or not xs:
        return stats
    x = next(iter(found))
    return {**stats, **{f"{key}_x": x for key in xs if f"{key}_x" not in stats}}
