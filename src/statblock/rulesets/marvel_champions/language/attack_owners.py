"""Whose attacks a pronoun's attacks are (`its attacks gain ranged`, `his basic attacks gain piercing`, Japanese
`それの攻撃`, `彼の攻撃`): the pronoun says no card, so it is read from what came before and from what the card is.

- a target named before it in the sentence is its owner (`Attached ally gets +1 ATK and its attacks gain ranged`: the
  attached ally's; `Gamora gets +1 ATK and her attacks gain piercing`: Gamora's), as the pronoun points back;
- else, on a card that is a character (the vocabulary's `targets.character` types: a hero, an ally, a minion, the
  villain), the card's own (`While Crossbones has a [[Weapon]] attachment, his attacks gain piercing`: Crossbones');
- else, on a card that says what it attaches to (`Attach to an ally.`, `味方1体に装着する。`, in a sentence before it, of
  any ability: `attached_attacks`), what it is attached to (an attachment's `its` is its host's; was `it`);
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

from ..model import Effect, Target
from ..vocabulary import syntax_words, vocabulary

__all__ = ["attached_attacks", "attacks_after_and", "owned_attacks"]

#: English possessive pronouns (`its`, `his`, `her`, `their`) before `attacks` or `basic attacks`.
_ENGLISH = re.compile(r"(?P<pronoun>its|his|her|their)\s+(?:basic\s+)?attacks", re.IGNORECASE)

#: A pronoun's attacks after `and` ending the words before a verb (`+3 ATK and her attacks`, a table's row after `she
#: gets:`: the words before `and` have no verb of their own)
_AFTER_AND = re.compile(rf"\band\s+({_ENGLISH.pattern})\s*$", re.IGNORECASE)


def attacks_after_and(said: str) -> str | None:
    """The pronoun's attacks `said` (a subject's words that name no target) ends with after `and`, or None."""
    found = _AFTER_AND.search(said)
    return None if found is None else found.group(1)


@functools.cache
def _japanese() -> re.Pattern:
    """A Japanese pronoun (`ja_targets.pronoun_it`: `それ`, `彼`, `彼女`, …) before `の攻撃` (`syntax.attacks_of`)."""
    pronouns = "|".join(map(re.escape, sorted(vocabulary().ja_targets.terms["pronoun_it"].ja, key=len, reverse=True)))
    endings = "|".join(map(re.escape, (w for w in syntax_words("attacks_of") if not w.isascii())))
    return re.compile(rf"(?P<pronoun>{pronouns}) ?(?:{endings})")


def pronoun_attacks(words: str) -> bool:
    """Whether `words` are a pronoun's attacks (`its attacks`, `彼の攻撃`)."""
    return _pronoun(words) is not None


def _pronoun(words: str) -> str | None:
    """The pronoun of a pronoun's attacks `words`, lower case (`its`, `彼`), or None when they are none."""
    words = words.strip()
    found = _ENGLISH.fullmatch(words) or _japanese().fullmatch(words)
    return None if found is None else found.group("pronoun").lower()


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
        owners: dict[bool, Target | None] = {}   # (the sentence before's last owner, of one and of many: found once)
        effects = tuple(_owned_before(effect, before, owners) for effect in sentence.effects)
        out.append(sentence if effects == sentence.effects else attrs.evolve(sentence, effects=effects))
        before = sentence.effects
    return tuple(out)


def _owned_before(effect, before: tuple, owners: dict):
    """`effect` with its pronoun's attacks given the last target of `before` that can own them; `owners` remembers it
    for a pronoun of one and for a pronoun of many (`can_own` reads the words only for that), so that a sentence of
    many pronouns' attacks after one of many targets that cannot own them scans that sentence twice at most."""
    target = effect.target
    if target is None or target.noun not in ("it", "this") or not pronoun_attacks(target.text):
        return effect
    plural = _plural(target.text)
    if plural not in owners:
        owners[plural] = next((e.target for e in reversed(before)
                               if e.target is not None and can_own(e.target, target.text)), None)
    owner = owners[plural]
    return effect if owner is None else attrs.evolve(effect, target=owner)


def owned_attacks(parts: list, card_type: str | None) -> list:
    """`parts` (effects.Part) with each pronoun's attacks (a target `it` of those words) given its owner: the target of
    the part before it in the sentence, else this card when it is a character, else left as it is. The same pronoun
    again with no other target between has the owner the first was given (`Its attacks gain ranged and its attacks gain
    piercing`, on a hero: both the hero's; the second was left `it`, the first's owner, this card, being no target a
    pronoun can point back to)."""
    characters = vocabulary().targets.terms["character"].extra.get("types", ())
    out = []
    before: Target | None = None   # the last target of the parts so far, and the pronoun it was given for, if any
    before_pronoun: str | None = None
    for part in parts:
        target = part.effect.target
        pronoun = None if target is None or target.noun != "it" else _pronoun(target.text)
        if pronoun is not None:
            if before is not None and before_pronoun == pronoun:
                target = before
            elif before is not None:   # (one that cannot own them, `a scheme`: the pronoun stays, for a person)
                target = before if can_own(before, target.text) else target
            elif card_type in characters and not _plural(target.text):
                target = Target("this", "this", None, (card_type,), target.text)
            part = attrs.evolve(part, effect=attrs.evolve(part.effect, target=target))
        if part.effect.target is not None:
            before, before_pronoun = part.effect.target, pronoun
        out.append(part)
    return out


@functools.cache
def _attach() -> tuple[re.Pattern, re.Pattern]:
    """What an attach effect's words attach to: English after the verb and `to` (`Attach to an ally`), Japanese
    before `に` and the verb (`味方1体に装着する`); the verbs are the vocabulary's `effects.attach`."""
    term = vocabulary().effects.terms["attach"]
    english = "|".join(map(re.escape, term.en))
    japanese = "|".join(map(re.escape, term.ja))
    return (re.compile(rf"\s*(?:{english})\s+to\s+(?P<t>[^.,;]+?)\s*\.?", re.IGNORECASE),
            re.compile(rf"\s*(?P<t>[^。、，,]+?)に(?:{japanese})。?"))


def _host(effect: Effect, card_name: str, names: tuple[str, ...]) -> Target | None:
    """The target an attach effect names (`Attach to an ally.`: an ally), or None."""
    from .targets import japanese_target, parse_target   # (targets reads `pronoun_attacks` from here)

    english, japanese = _attach()
    words = effect.text.strip()
    found = english.fullmatch(words)
    if found is not None:
        return parse_target(found.group("t"), card_name, None, names)
    found = japanese.fullmatch(words)
    return None if found is None else japanese_target(found.group("t"), card_name, None, names)


def attached_attacks(abilities: list, card_name: str, names: tuple[str, ...] = ()) -> list:
    """`abilities` (a card's, in order) with each pronoun's attacks still `it` after `owned_attacks` given what the
    card attaches to, when an attach effect before it says (`Attach to an ally. Its attacks gain ranged.`: the ally's
    attacks); the others as they are. One pass over the card's effects."""
    host: list[Target | None] = [None]

    def sentences(found: tuple) -> tuple:
        out = []
        for sentence in found:
            effects = []
            for effect in sentence.effects:
                target = effect.target
                if effect.kind == "attach":
                    host[0] = _host(effect, card_name, names) or host[0]
                elif host[0] is not None and target is not None and target.noun == "it" \
                        and pronoun_attacks(target.text):
                    effect = attrs.evolve(effect, target=attrs.evolve(host[0], text=target.text))
                effects.append(effect)
            out.append(attrs.evolve(sentence, effects=tuple(effects)))
        return tuple(out)

    return [attrs.evolve(ability, effects=sentences(ability.effects),
                         options=tuple(attrs.evolve(option, effects=sentences(option.effects))
                                       for option in ability.options)) for ability in abilities]
