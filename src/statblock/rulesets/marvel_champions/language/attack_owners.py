"""Whose attacks a pronoun's attacks are (`its attacks gain ranged`, `his basic attacks gain piercing`, Japanese
`それの攻撃`, `彼の攻撃`): the pronoun says no card, so it is read from what came before and from what the card is.

- a target named before it in the sentence is its owner (`Attached ally gets +1 ATK and its attacks gain ranged`: the
  attached ally's; `Gamora gets +1 ATK and her attacks gain piercing`: Gamora's), as the pronoun points back;
- else, on a card that is a character (the vocabulary's `targets.character` types: a hero, an ally, a minion, the
  villain), the card's own (`While Crossbones has a [[Weapon]] attachment, his attacks gain piercing`: Crossbones');
- else the pronoun stays (`it`: the card the sentence is about), which `--resolve` leaves to a person to name.

Before, `Its attacks gain ranged` and `his attacks …` were a gain of no one, and `her attacks …` of `it` on any card.

An owner is one that can attack (a target of a character's type, or a name), and `their` (`それら`, `彼ら`) is of many
(`each minion`), never the card itself (`a scheme`'s attacks, `their` on a villain: none of them); one the sentence
before names owns a pronoun's attacks its own sentence leaves to the card or to no one (`Each minion gets +1 ATK. Their
attacks gain piercing.`: the minions'; `Ready an ally you control. Its attacks …`: that ally's): `earlier_owners`.
"""

from __future__ import annotations

import functools
import re

import attrs

from ..model import Target
from ..vocabulary import syntax_words, vocabulary

__all__ = ["owned_attacks"]

#: English possessive pronouns (`its`, `his`, `her`, `their`) before `attacks` or `basic attacks`.
_ENGLISH = re.compile(r"(?:its|his|her|their)\s+(?:basic\s+)?attacks", re.IGNORECASE)


@functools.cache
def _japanese() -> re.Pattern:
    """A Japanese pronoun (`ja_targets.pronoun_it`: `それ`, `彼`, `彼女`, …) before `の攻撃` (`syntax.attacks_of`)."""
    pronouns = "|".join(map(re.escape, sorted(vocabulary().ja_targets.terms["pronoun_it"].ja, key=len, reverse=True)))
    endings = "|".join(map(re.escape, (w for w in syntax_words("attacks_of") if not w.isascii())))
    return re.compile(rf"(?:{pronouns}) ?(?:{endings})")


def pronoun_attacks(words: str) -> bool:
    """Whether `words` are a pronoun's attacks (`its attacks`, `彼の攻撃`)."""
    words = words.strip()
    return _ENGLISH.fullmatch(words) is not None or _japanese().fullmatch(words) is not None


#: Pronouns of many (`their attacks`, `それらの攻撃`, `彼らの攻撃`)
_PLURAL = re.compile(r"\s*(?:their\b|それら|彼ら)", re.IGNORECASE)


def _plural(words: str) -> bool:
    return _PLURAL.match(words) is not None


def can_own(target: Target, words: str) -> bool:
    """Whether `target` can be the owner of the pronoun's attacks `words`: a character (a target of a character's
    type, or a name, whose type is not said) and, for `their`, many of them (`each minion`, `all enemies`)."""
    characters = vocabulary().targets.terms["character"].extra.get("types", ())
    if target.noun in ("it", "this") or target.card_types and not set(target.card_types) & set(characters):
        return False
    return not _plural(words) or target.quantity in ("each", "all") or (target.count or 0) > 1


def earlier_owners(sentences: tuple) -> tuple:
    """`sentences` (one ability's, in order) with each pronoun's attacks that no target of its own sentence owns (still
    `it`, or the card itself) given the last target of the sentence before that can own them (`can_own`)."""
    out, before = [], ()
    for sentence in sentences:
        effects = tuple(_owned_before(effect, before) for effect in sentence.effects)
        out.append(sentence if effects == sentence.effects else attrs.evolve(sentence, effects=effects))
        before = sentence.effects
    return tuple(out)


def _owned_before(effect, before: tuple):
    target = effect.target
    if target is None or target.noun not in ("it", "this") or not pronoun_attacks(target.text):
        return effect
    owner = next((e.target for e in reversed(before) if e.target is not None and can_own(e.target, target.text)), None)
    return effect if owner is None else attrs.evolve(effect, target=owner)


def owned_attacks(parts: list, card_type: str | None) -> list:
    """`parts` (effects.Part) with each pronoun's attacks (a target `it` of those words) given its owner: the target of
    the part before it in the sentence, else this card when it is a character, else left as it is."""
    characters = vocabulary().targets.terms["character"].extra.get("types", ())
    out = []
    for part in parts:
        target = part.effect.target
        if target is not None and target.noun == "it" and pronoun_attacks(target.text):
            before = next((p.effect.target for p in reversed(out) if p.effect.target is not None), None)
            if before is not None:   # (one that cannot own them, `a scheme`: the pronoun stays, for a person)
                target = before if can_own(before, target.text) else target
            elif card_type in characters and not _plural(target.text):
                target = Target("this", "this", None, (card_type,), target.text)
            part = attrs.evolve(part, effect=attrs.evolve(part.effect, target=target))
        out.append(part)
    return out
