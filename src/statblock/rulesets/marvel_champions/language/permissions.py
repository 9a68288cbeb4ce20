"""A permission a constant ability gives: `SUBJECT can VERB …` (`Any player can attack this card.`, `You can play this
card from your discard pile.`) is a rule the card sets, what its subject may do (`allow`), never an action the ability
does: read as the attack made, `--resolve` would make it. In a triggered ability, `can` before an effect is that effect
(`Response: After you defeat a minion, you can deal 1 damage to the villain.`, as `you may deal`), as before.
"""

from __future__ import annotations

import re

import attrs

from ..model import Effect
from .clauses import LIST_JOIN, THIRD_PERSON
from .effects import Part
from .masking import mask
from .targets import subject_targets

__all__ = ["as_permission", "as_permissions"]

#: `can` right before a verb (not `cannot`, a prohibition, nor `can only`, a restriction: their own kinds)
_CAN = re.compile(r"(?<![\w'])can\s+$", re.IGNORECASE)
#: A verb then `only` (`attack only Stryfe`, `thwart only this scheme`).
_ONLY_AFTER_VERB = re.compile(r"\w+\s+only\b", re.IGNORECASE)
#: The kinds that already say what may or may not be done, or say nothing typed
_KEPT = frozenset(("allow", "restrict", "prohibit", "users", "spend", "text", "define_x"))


def as_permission(part: Part, words: str, card_name: str, card_type: str | None, names: tuple[str, ...] = ()) -> Part:
    """`part` (of a constant ability's sentence `words`) as the permission it gives when its verb follows `can` after a
    subject: `allow`, said of that subject (each one `and` joins), its words kept; else `part` as it is."""
    if part.verb <= part.start or part.effect.kind in _KEPT:
        return part
    before = mask(words)[max(part.start, part.verb - 12):part.verb]   # (a few characters: linear on any text)
    if not _CAN.search(before):
        return part
    subjects = subject_targets(words[part.start:part.verb], card_name, card_type, False, names)
    if not subjects:   # (`can` with no subject of its own: left as it was)
        return part
    # (`Hope Summers can attack only Stryfe`: `only` after the verb restricts as `can only attack` does; was `allow`)
    kind = "restrict" if _ONLY_AFTER_VERB.match(mask(words), part.verb) else "allow"
    effect = Effect(kind, target=subjects[0], text=part.effect.text, targets=subjects if len(subjects) > 1 else ())
    return attrs.evolve(part, effect=effect, target_start=-1)


def as_permissions(parts: list[Part], words: str, card_name: str, card_type: str | None,
                   names: tuple[str, ...] = ()) -> list[Part]:
    """`parts` (of a constant ability's sentence `words`) each as the permission it gives (`as_permission`), and the
    bare verbs a permission's verb governs, joined to it by a comma, `and` or `or` (with `can` again or not), its own:
    one permission of them all, its words theirs (`Any player can attack or thwart this card`, `Your hero can attack
    this minion and can thwart this scheme`: the thwart was an action of the ability), as `cannot thwart or attack`
    is one prohibition and `…を攻撃でき、…を阻止できる` one permission. A verb in the third person is said of the
    subject on its own (`… and then draws 1 card`)."""
    masked = mask(words)
    out: list[Part] = []
    permitted = False
    for part in parts:
        allowed = as_permission(part, words, card_name, card_type, names)
        if permitted and allowed is part and _governed(part, masked, out[-1].end):
            last = out[-1]
            out[-1] = attrs.evolve(last, end=part.end, effect=attrs.evolve(
                last.effect, text=words[last.start:part.end].strip()))
            continue
        permitted = allowed is not part
        out.append(allowed)
    return out


def _governed(part: Part, masked: str, after: int) -> bool:
    """Whether `part` is a bare verb a list joins to the words before it that end at `after` (`or thwart this card`,
    `and can thwart this scheme`)."""
    if part.verb < part.start or part.effect.kind in _KEPT or THIRD_PERSON.match(masked, part.verb):
        return False
    return bool(LIST_JOIN.fullmatch(masked[after:part.start])) and _BARE_CAN.fullmatch(masked[part.start:part.verb])


#: What may stand between a governed verb's clause start and the verb: nothing, or `can` again.
_BARE_CAN = re.compile(r"(?:can\s+)?", re.IGNORECASE)
