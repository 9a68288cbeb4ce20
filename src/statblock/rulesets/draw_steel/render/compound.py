"""One clause of several sentences printed as one compound sentence, as the source writes it.

English joins the parts with `and` and says the subject once (`The target can shift 1 square and make a
free strike`, `the target shifts 2 squares and is slowed (save ends)`); Japanese puts every verb but the
last in its continuative form before `、`, as the seeds do (`ターゲットは 1 スクエアシフトし、フリー・ストライクを
行う`). Both read back to the same effects (`grammar.compound`).
"""

from __future__ import annotations

import re
from typing import Callable

from ....vocabulary import fold
from ..runtime import effects as fx

__all__ = ["join_sentences"]

# what a creature does or gets, with who does it (see `clauses._SENTENCES`); a damage modifier too (`the target has
# fire weakness 5`: joined by a bare comma it was `weakened (EoT), the target has fire weakness 5 (EoT)`, text to the reader)
SENTENCES = (fx.OwnMove, fx.TemporaryStamina, fx.ResourceChange, fx.EdgeOrBane, fx.FreeStrike, fx.DamageModifier,
             fx.UseAbility)
# a Japanese verb's plain form at the end of a part, and its continuative form (`する`: `し`)
_CONTINUATIVE = (("ことができる", "ことができ"), ("できる", "でき"), ("する", "し"), ("を得る", "を得"),
                 ("を受ける", "を受け"), ("を行う", "を行い"), ("を失う", "を失い"), ("になる", "になり"),
                 ("なければならない", "なければならず"),
                 # a forced move said of the one moving (`forced.moved_by`: each term's first verb)
                 ("押し戻す", "押し戻し"), ("引き寄せる", "引き寄せ"), ("滑らせる", "滑らせ"))
# the words a sentence's own subject starts with that the reader cuts a compound at after `, ` (`grammar.compound`)
_OWN_LEAD = re.compile(r"(?:the|you|each)\b", re.IGNORECASE)
# two creatures joined, one of them you (`you and one ally within 5 squares`): each of them is `each of you`
_YOU_JOINED = re.compile(r"^you and |\band you$", re.IGNORECASE)


def _continuative(text: str) -> str:
    for plain, joined in _CONTINUATIVE:
        if text.endswith(plain):
            return text[:-len(plain)] + joined
    return text


def _mid_sentence(text: str, effect: fx.Effect, targets: frozenset[str]) -> str:
    """`the target takes a bane` for `The target takes a bane` after `slowed (save ends), and`: a subject that
    names the targets, capitalised as the source's sentence started it, lowered where the card's sentence runs
    on (was `slowed (save ends), and The target takes…`); a name (`Ajax`) is left as it is."""
    who = getattr(effect, "who", None)
    if who and who[:1].isupper() and fold(who) in targets and text.startswith(who + " "):
        return who[:1].lower() + text[1:]
    return text


def join_sentences(lang: str, parts: list[str], said: list[fx.Effect], who: Callable[[str | None], str],
                   targets: frozenset[str], several: Callable[[str], bool]) -> str:
    """`parts` (the text of each effect in `said`) as one clause: a sentence and what is next to it
    joined as one sentence, other neighbours as the notation lists them. `targets`: the subjects that
    name the targets (a condition after a sentence of theirs is theirs without saying so); `several`: whether a
    subject is said with `are` (`creature_phrases.said_of_several`)."""
    out = parts[0]
    subject = said[0].who if isinstance(said[0], SENTENCES) else None
    can = getattr(said[0], "can", False)
    for text, effect, before in zip(parts[1:], said[1:], said):
        if not (isinstance(effect, SENTENCES) or isinstance(before, SENTENCES)):
            out += ", " if lang == "en" else "、"
            out += text
            continue
        same = isinstance(effect, SENTENCES) and effect.who is not None and subject is not None \
            and fold(effect.who) == fold(subject)
        # (`the target can shift 1 square and the target gains 2 surges`: after `can`, a part that is no `can` of
        # the same creature says its subject again; `can shift 1 square and gains 2 surges` read `gains` as no one's,
        # `and is slowed` and `and takes a bane` were text)
        can_only = lang == "en" and can and not getattr(effect, "can", False)
        lead = who(effect.who) if same else ""
        if same and lang == "en" and can and getattr(effect, "can", False) and effect.who.endswith(" each"):
            lead = who(effect.who.removesuffix(" each")) + "can each "  # (as each part says it: `X can each shift`)
        if same and text.startswith(lead) and not can_only:
            text = text[len(lead):]
            if lang == "en" and can and getattr(effect, "can", False) and text.startswith("can "):
                text = text[len("can "):]
        elif isinstance(effect, fx.ApplyCondition) and subject is not None and isinstance(before, SENTENCES) \
                and effect.subject is None and effect.who is None \
                and not text.startswith(("the target is ", "ターゲットは")):
            # (not a status said with its own subject and verb: `… and the target can't regain Stamina (save ends)`, which
            # was `… and is the target can't regain Stamina`)
            # a condition is the targets': who is said once more when the sentence is another's (`you
            # shift 1 square and the target is slowed`), by `is` alone when it is theirs (a forced move
            # reads as the targets' as it stands: `you shift 1 square and push 1`)
            if fold(subject) not in targets:
                text = ("the target is " if lang == "en" else "ターゲットは") + text
            elif can_only:
                text = who(subject) + ("are " if several(subject) else "is ") + text
            elif lang == "en":
                text = ("are " if several(subject) else "is ") + text
        each_of_you = lang == "en" and subject is not None and effect is not None \
            and isinstance(effect, SENTENCES) and effect.who is not None and fold(effect.who) == fold(subject) + " each" \
            and _YOU_JOINED.search(subject) is not None and text.startswith(who(effect.who))
        if each_of_you:
            # (`you and one ally … can spend a Recovery, and each of you gains an edge …`, as written and as the reader
            # takes it: `and you and one ally … each gains` ran the subjects together, and read as text)
            text = "each of you " + text[len(who(effect.who)):]
        if lang == "en":
            # (`grabbed, and the target takes a bane`: without the comma, the subject would run on
            # from the condition's words)
            # (`5 damage and one ally can shift 2 squares`: a subject counted, with no word of `the`, `you`, `each`,
            # is read after `and` alone; after `, and` the notation read `one ally can shift` as a forced move's
            # name, and the clause was text)
            comma = each_of_you or not isinstance(before, SENTENCES) and (not isinstance(effect, SENTENCES)
                                                                         or _OWN_LEAD.match(text))
            out += (", and " if comma else " and ") + _mid_sentence(text, effect, targets)
        else:
            joined = _continuative(out)
            out = joined + "、" + text
        if isinstance(effect, SENTENCES):
            subject = effect.who if effect.who is not None else subject
            can = getattr(effect, "can", False)
    return out
