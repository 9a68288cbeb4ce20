"""Conditions and damage said of creatures other than the targets and the user: `each ally is slowed (EoT)`, `each
enemy within 2 squares of them is frightened of you (save ends)`, `each enemy adjacent to the target takes 3 damage`,
in Japanese `各味方は減速 (EoT)`, `ターゲットから2 スクエア以内の各敵は3 ダメージを受ける`.

Seed 000: a tier's effects land on the targets unless it says otherwise; these say otherwise, naming creatures
(`creatures` of the ruleset, narrowed by where they stand: `creature_phrases.py`) that are neither the targets nor the
user. What they are is read as it would be of the target (`the target is frightened of you (save ends)`, `ターゲット
は3 ダメージを受ける`) and kept with who it is said of (`subject`): the cards say it of them, `roll` applies it to no
target and says it under each (the creatures near one target are not those near another) for the table to play. Any
other effect, a status of the ability's own or anything the reading of the target's would report, leaves the clause
as text (SB138), as before. `OthersLowering` is a part of `Lowerer` (`lower.py`).
"""

from __future__ import annotations

import re

import attrs

from ....vocabulary import fold
from ..creature_names import JA_OR_WITH_WA
from ..creature_phrases import narrowed_english, narrowed_term, others_named
from ..grammar.clauses import parse_clause_text
from ..runtime import effects as fx
from .base import NotStructured
from .subject_pairs import TARGETS

__all__ = ["OthersLowering", "others_named"]

# who, then the verb: `each ally is slowed`, `… are slowed`, `… takes 3 damage` (who holds no verb: the first of
# them ends it); the verb said again of the target, as the clause is read
_EN = re.compile(r"^(?P<who>[^()]+?) (?P<verb>is|are|takes|take) (?P<rest>\S.*)$", re.IGNORECASE)
_EN_AS_TARGET = {"is": "the target is ", "are": "the target is ", "takes": "the target takes ", "take": "the target takes "}
_JA = re.compile(r"^(?P<who>[^()（）は]+?)は\s*(?P<rest>\S.*)$")
_JA_TARGET = "ターゲットは"
# where a part after the first may start with a creature of its own: after `and`, `or`, a comma, a full stop
_JOINS = re.compile(r"\s*[,.;]\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", re.IGNORECASE)
_IN_THE_AREA = " in the area"
_PRONOUNS = frozenset({"they", "it", "he", "she", "them"})
#: longest clause read so (a clause is short; linear time on any text all the same)
_LONGEST = 300


class OthersLowering:
    """Effects said of others (see the module's docstring), for `Lowerer`."""

    def said_of_others(self, text: str) -> list[fx.Effect] | None:
        """The effects of `text` said of creatures other than the targets and the user, each with them as its
        subject; None when `text` is no such clause (the caller keeps it as text)."""
        text = text.strip().rstrip(".。")
        if len(text) > _LONGEST:
            return None
        if text.isascii():
            lowered = text.lower()  # (`_EN` ignores case: its verb is there in lower case, spaces around it)
            found = _EN.match(text) if " is " in lowered or " are " in lowered or " take" in lowered else None
        else:
            found = _JA.match(text)
        if found is None:
            return None
        who = found["who"].strip()
        subjects = self._subjects(who) if text.isascii() else self._subjects_japanese(who)
        if subjects is None:
            return None
        if self._names_someone(found["rest"], text.isascii()):
            return None  # (`each ally is slowed and the target is weakened`: the weakened is the target's)
        if text.isascii():
            as_target = _EN_AS_TARGET[found["verb"].lower()] + found["rest"]
        else:
            as_target = _JA_TARGET + found["rest"]
        effects = self._as_of_the_target(as_target)
        if not effects:
            return None
        if any(isinstance(e, fx.Damage) for e in effects) \
                and (len(subjects) > 1 or not narrowed_term(self.rules, subjects[0])[1]
                     or not all(isinstance(e, fx.Damage) for e in effects)):
            # (`the target and each ally take 3 damage`: no card says damage of two at once; `each ally takes 2
            # damage`, allies alone, who may be the targets, as `Self and each ally` names them: text, as before;
            # `… takes 3 damage and is slowed`: a card says the two of them apart, which would not read back)
            return None
        if any(isinstance(e, fx.Choice) for e in effects) and len(subjects) > 1:
            return None  # (`each enemy and each ally in the area are prone or slowed`: no card says one choice of two)
        return [_said_of(e, subject) for subject in subjects for e in effects]

    def _names_someone(self, rest: str, english: bool) -> bool:
        """Whether what follows the subject names a creature of its own after a join (`slowed and the target is
        weakened`, `slowed, and they are weakened`, `減速し、ターゲットは衰弱`, `…、ターゲットを伏せ状態にする`): its
        part is that creature's, not the subject's, so the clause is not read here."""
        if not english:
            # (the は of `または`, `もしくは` joins a choice, `伏せまたは減速`: no topic of its own)
            for conjunction in JA_OR_WITH_WA:
                rest = rest.replace(conjunction, "")
            return "は" in rest or any(spelling + "を" in rest for spelling in self._japanese_creatures)
        for piece in _JOINS.split(rest)[1:]:
            words = piece.split()
            if words and (words[0].lower() in _PRONOUNS or any(
                    self.rules.creatures.lookup(" ".join(words[:size])) is not None for size in range(1, 5))):
                return True
        return False

    @property
    def _japanese_creatures(self) -> tuple[str, ...]:
        return tuple(spelling for term in self.rules.creatures.terms.values() for spelling in term.ja)

    def _subjects(self, who: str) -> list[str | None] | None:
        """Who `who` (English, as written) names: others (`each ally within 2 squares of you`), or the targets and
        others joined by `and`, in the order written (`the target and one ally within 2 squares of them`: None for
        the targets, as their effects have no subject); None for anyone else."""
        other = self._other(who)
        if other is not None:
            return [other]
        first, joined, second = who.partition(" and ")
        if not joined or " and " in second:
            return None
        if self._targets(first) and self._other(second) is not None:
            return [None, second]
        if self._other(first) is not None and self._targets(second):
            return [first, None]
        # `each enemy and each ally in the area`: the place said once, of both (English puts it last); each its own
        # subject, whom `bind` puts on the targets where the target line names them (`Each creature in the area`)
        if second.endswith(_IN_THE_AREA) and not first.endswith(_IN_THE_AREA):
            first += _IN_THE_AREA
        each = first.split(" ", 1)[0]
        if each.lower() == "each" and self._other(second) is None:
            second = f"{each} {second}"  # (`each enemy and ally in the area`: `each` said once, of both)
        if first != second and self._other(first) is not None and self._other(second) is not None:
            return [first, second]
        return None

    def _targets(self, who: str) -> bool:
        term = self.rules.creatures.lookup(who)
        return term is not None and term.id in TARGETS

    def _subjects_japanese(self, who: str) -> list[str | None] | None:
        """`_subjects` of Japanese `who` (`各味方`, `ターゲットとターゲットから2 スクエア以内の1体の味方`), each in the
        ruleset's English."""
        term = self.rules.creatures.lookup(who)
        if term is not None:
            return self._subjects(term.en[0])
        said = narrowed_english(self.rules, who)
        if said is None:
            return None
        first, joined, second = said[0].partition(" and ")
        if joined and first.endswith(_IN_THE_AREA) and not second.endswith(_IN_THE_AREA):
            # `領域内の各敵と各味方`: Japanese says the place once, first, of both (English last: `_subjects`)
            return self._subjects(f"{first} and {second}{_IN_THE_AREA}")
        return self._subjects(said[0])

    def _other(self, who: str) -> str | None:
        """`who` (English, as written) when it names creatures other than the targets and the user (the targets,
        some of them and the user are read where their sentences are)."""
        return who if others_named(self.rules, who) else None

    def _as_of_the_target(self, text: str) -> list[fx.Effect] | None:
        """The conditions and damage `text` (said of the target) gives, none of them said of anyone else; None for
        anything else, or for what its reading reports (the reading is then undone)."""
        effects = self._lowered(text)
        if not effects or not all(_of_the_target(e) for e in effects):
            return None
        return effects

    def _timed(self, text: str) -> fx.Timed | None:
        """`before the damage is resolved, they make a free strike`: the effects after a phrase of `timing_leads`
        and its comma, read as a clause's; None unless one leads and what follows reads as effects, none of them
        words left as written."""
        for term in self.rules.categories["timing_leads"].terms.values():
            for lead in (*term.en, *term.ja):
                if not fold(text).startswith(fold(lead)):
                    continue
                rest = text[len(lead):].lstrip()
                if rest[:1] not in (",", "、"):
                    continue
                effects = self._lowered(rest[1:].strip().rstrip("."))
                if effects and not any(isinstance(e, fx.Text) for e in effects):
                    return fx.Timed(term.id, tuple(effects))
        return None

    def _lowered(self, text: str) -> list[fx.Effect] | None:
        """The effects `text` gives, read as a clause's; None for what its reading reports (the reading is then
        undone) or cannot structure."""
        mark = len(self.diagnostics)
        saved = self._part_text, self._fragment, self._used_context
        try:
            self._part_text = text
            effects = [effect for item in parse_clause_text(text) for effect in self.clause(item)]
        except NotStructured:
            effects = None
        finally:
            # (what the reading took from the ability, its characteristics, is still taken: the clause is not cached)
            used = self._used_context
            self._part_text, self._fragment, self._used_context = saved
            self._used_context = self._used_context or used
        if len(self.diagnostics) != mark:
            del self.diagnostics[mark:]
            return None
        return effects


def _said_of(effect: fx.Effect, subject: str | None) -> fx.Effect:
    """`effect` said of `subject`: a choice of conditions, each of its options (`each enemy in the area is prone or
    slowed (EoT)`: that creature picks no option, the user does, as for the target)."""
    if isinstance(effect, fx.Choice):
        return fx.Choice(tuple(tuple(_said_of(e, subject) for e in option) for option in effect.options))
    return attrs.evolve(effect, subject=subject)


def _of_the_target(effect: fx.Effect) -> bool:
    """A Draw Steel condition or damage said of the target and no one else, or a choice of such conditions, one
    each option (`prone or slowed (EoT)`)."""
    if isinstance(effect, fx.Choice):
        return all(len(option) == 1 and isinstance(option[0], fx.ApplyCondition) and _of_the_target(option[0])
                   for option in effect.options)
    if isinstance(effect, fx.ApplyCondition):
        return not effect.custom and effect.subject is None and effect.who is None
    return isinstance(effect, fx.Damage) and effect.subject is None
