"""A clause's parts said as the source writes them, in English: a condition after a forced move of the same
creature in the same sentence (`one target is pushed up to 2 squares and knocked prone`), the targets' conditions
and a sentence of theirs that lasts as long with the duration once (`The target is slowed and takes a bane on
power rolls (save ends)`), a potency after `or` that lands instead of the effect before it (`slowed (EoT) or A < 3
3 damage, restrained (EoT)`), a choice with more of its clause after it (`pull or push 3, you gain 2 surges`), the targets' conditions after a
statistic changed (`the target's speed is 0 (EoT) and the target is prone (EoT)`). Each rewrites the parts the card writer (`clauses._Writer`, of which `AsWritten` is a
mixin) made of a clause's effects, before they are joined; each reads back to the same effects.
"""

from __future__ import annotations

import attrs

from ....vocabulary import fold
from ..creature_phrases import about_japanese, said_of_several
from ..runtime import effects as fx
from .compound import SENTENCES as _SENTENCES

__all__ = ["AsWritten"]

_JA_OTHERWISE = "または、"  # (a potency instead of the effect before it, as `_Writer._potency` says it)


class AsWritten:
    """The rewrites of `_Writer.effects` (see the module's docstring)."""

    def _moved_and_conditions(self, parts: list[str], said: list[fx.Effect], groups: dict[int, list]) -> None:
        """`one target is pushed up to 2 squares and knocked prone`: in English, the conditions (`groups`: each
        part's conditions, by the part's place) of the creature a forced move is said of, right after it, are
        said as the same sentence's (`and knocked prone`, `and slowed (save ends)`), as the grammar reads them
        (`grammar.subjects.passive`), not as another sentence that names the creature again."""
        if self.lang != "en":
            return
        for at in range(len(parts) - 2, -1, -1):
            move, group = said[at], groups.get(at + 1)
            if not (isinstance(move, fx.ForcedMove) and group and group[0].subject == move.subject
                    and " is " in f" {parts[at]} "):
                continue
            knocked = "knocked " if group[0].condition == "prone" else ""
            conditions = self._conditions([attrs.evolve(c, subject=None) for c in group])
            parts[at:at + 2] = [f"{parts[at]} and {knocked}{conditions}"]
            said[at:at + 2] = [move]

    def _stat_then_conditions(self, parts: list[str], said: list[fx.Effect], groups: dict[int, list]) -> None:
        """`the target's speed is 0 (EoT) and the target is prone (EoT)`: in English, the targets' conditions right after
        a statistic changed say whose they are, as one sentence with it; bare after a comma (`the target's speed is 0
        (EoT), prone (EoT)`) the reader took them for words of the statistic's sentence, and the card read back as
        text (SB138). In Japanese, after another's statistic (`あなたの速度は…`), they say whose too."""
        targets = frozenset(fold(s) for s in self.rules.phrases.terms["status_subject"].en)
        for at in range(len(parts) - 2, -1, -1):
            change, group = said[at], groups.get(at + 1)
            if self.lang == "en" and isinstance(change, fx.StatChange) and isinstance(said[at + 1], fx.PotencyGate):
                # (`the target's speed is 0 (EoT) and M < 2 prone`: after a comma the reader took the potency for words
                # of the statistic's sentence, and the card read back as text, SB138)
                parts[at:at + 2] = [f"{parts[at]} and {parts[at + 1]}"]
                said[at:at + 2] = [said[at + 1]]  # (the potency's: what follows it is a sentence of its own, as before)
                continue
            if not (isinstance(change, fx.StatChange) and group and all(c.who is None and not c.custom for c in group)):
                continue
            if self.lang == "ja":
                # (`あなたの速度は 0 になる (EoT)、ターゲットは伏せ`: after another's statistic, whose the conditions are;
                # bare, the reader took them for that creature's, as its topic's); several listed after the targets' own
                # too (`ターゲットの速度は 0 になる (EoT)、ターゲットは伏せ、および減速`: bare, `伏せ、および減速` read back as text)
                if group[0].subject is None and change.who is not None \
                        and (fold(change.who) not in targets or len(group) > 1) \
                        and not parts[at + 1].startswith(self.say.named_subject):
                    parts[at + 1] = self.say.named_subject + parts[at + 1]
                continue
            # (said of someone, the part says them already: `the target's speed is decreased by 2 and it is prone`)
            named = "" if group[0].subject or parts[at + 1].startswith(self.say.named_subject) \
                else self.say.named_subject
            parts[at:at + 2] = [f"{parts[at]} and {named}{parts[at + 1]}"]
            said[at:at + 2] = [change]

    def _pronoun_after_a_comma(self, parts: list[str], said: list[fx.Effect]) -> None:
        """`speed is 0 (EoT) and it can't hide (EoT)`, `slowed (EoT) and its speed is 0 (EoT)`: in English, a part said of
        a pronoun (`it`, `its speed`) right after a statistic changed or a condition is joined to it by `and`, as
        written; after a comma the reader took it for words of the part before, and the card read back as text (SB138)."""
        if self.lang != "en":
            return
        starts = tuple(f"{word} " for term in self.rules.pronouns.terms.values()
                       for word in (*term.en, term.extra.get("possessive") or term.en[0]))
        for at in range(len(parts) - 2, -1, -1):
            before, then = said[at], said[at + 1]
            if not isinstance(before, (fx.StatChange, fx.ApplyCondition)) \
                    or not isinstance(then, (fx.StatChange, fx.ApplyCondition)) \
                    or not parts[at + 1].startswith(starts) or " and " in parts[at]:
                continue
            parts[at:at + 2] = [f"{parts[at]} and {parts[at + 1]}"]
            said[at:at + 2] = [then]

    def copula(self, who: str) -> str:
        """`is`, or `are` after several (`they are slowed and …`, `the targets are`: `said_of_several`)."""
        return "are" if said_of_several(self.rules, who) else "is"

    def _one_duration(self, parts: list[str], said: list[fx.Effect], groups: dict[int, list]) -> None:
        """`The target is slowed and takes a bane on power rolls (save ends)`: in English, the targets'
        conditions and then a sentence of theirs that lasts as long are said as one sentence with the duration
        once at its end, as written (seed 000: a duration at the end of an effect ends the whole of it, as
        `compiler/shared_duration.py` reads it), not as two that each say it."""
        if self.lang != "en":
            return
        targets = frozenset(fold(s) for s in self.rules.phrases.terms["status_subject"].en)
        for at in range(len(parts) - 2, -1, -1):
            group, then = groups.get(at), said[at + 1]
            if not (group and isinstance(then, _SENTENCES) and group[0].subject is None and group[0].duration
                    and getattr(then, "duration", None) == group[0].duration and getattr(then, "who", None)
                    and fold(then.who) in targets and parts[at + 1].startswith(f"{then.who} ")):
                continue
            conditions = self._conditions([attrs.evolve(c, duration=None) for c in group])
            status = said[at + 2] if at + 2 < len(said) else None
            if isinstance(status, fx.ApplyCondition) and status.custom and status.who is not None \
                    and fold(status.who) == fold(then.who) and status.duration == then.duration \
                    and parts[at + 2].startswith(f"{status.who} "):
                # `The target is slowed, takes a bane on power rolls, and can't regain Stamina (save ends)`: a status of
                # theirs after it that lasts as long, in the same sentence (was `… and the target can't …`, twice ended)
                sentence = self._table[type(then)](attrs.evolve(then, duration=None))
                parts[at:at + 3] = [f"{then.who} {self.copula(then.who)} {conditions}, "
                                    f"{sentence[len(then.who) + 1:]}, and {parts[at + 2][len(status.who) + 1:]}"]
                said[at:at + 3] = [then]
                continue
            parts[at:at + 2] = [f"{then.who} {self.copula(then.who)} {conditions} and "
                                f"{parts[at + 1][len(then.who) + 1:]}"]
            said[at:at + 2] = [then]

    def _instead(self, parts: list[str], said: list[fx.Effect]) -> None:
        """`Slowed (EoT) or A < 3 3 damage and restrained (EoT)`: in English, a potency a target too weak takes
        instead of the effect before it, with no words of its own (`said`), is said after `or` and that effect, as
        written, which reads back so (`compiler.lower._or`); `, or if A < 3 …` would be text. In Japanese, such a
        potency after an effect of the same clause is `、またはA < 3、…`, with no comma after または: read so as a whole,
        it reads after a condition of the ability's own (`ターゲットは燃焼状態 (EoT)、または、M < 2、伏せ` is text, as a
        compound's part may not name one); after a `;` it stays `または、`."""
        if self.lang == "ja":
            for at in range(1, len(parts)):
                gate = said[at]
                if isinstance(gate, fx.PotencyGate) and gate.otherwise and parts[at].startswith(_JA_OTHERWISE):
                    parts[at] = _JA_OTHERWISE.rstrip("、") + parts[at][len(_JA_OTHERWISE):]
            return
        if self.lang != "en":
            return
        at = len(parts) - 1
        while at > 0:
            gate = said[at]
            if isinstance(gate, fx.PotencyGate) and gate.otherwise and gate.said is not None \
                    and not gate.said.lower().startswith("or "):
                # `5 damage and if the target has M < 2 they are instead restrained (save ends)`, spelt out: after `, and`
                # (after a bare comma it was text); after a potency, `and` alone, as written (`A < WEAK, restrained (save
                # ends), and if …` was text: the comma's part read as the potency's)
                joiner = " and " if isinstance(said[at - 1], fx.PotencyGate) else ", and "
                parts[at - 1:at + 1] = [f"{parts[at - 1]}{joiner}{parts[at]}"]
                said[at - 1:at + 1] = [gate]
                at -= 1
            elif isinstance(gate, fx.PotencyGate) and gate.otherwise and gate.said is None and gate.subject is None \
                    and isinstance(said[at - 1], (fx.PotencyGate, *_SENTENCES)) and gate.effects \
                    and all(isinstance(e, fx.ApplyCondition) and e.who is None and e.subject is None for e in gate.effects):
                # `M < 2 slowed (save ends) and M < 2 they are instead restrained (save ends)`: instead of the potency
                # before it, as written (was cut with `. or if M < 2 they are restrained`, text); after a sentence too
                # (`you shift 1 square and M < 2 they are instead restrained`: after `or` it read as a choice)
                conditions = self.effects(gate.effects).removeprefix(self.say.named_subject)
                parts[at - 1:at + 1] = [f"{parts[at - 1]} and {self.gate_head(gate)} they are instead {conditions}"]
                said[at - 1:at + 1] = [gate]
                at -= 1
            elif isinstance(gate, fx.PotencyGate) and gate.otherwise and gate.said is None and gate.subject is None \
                    and not isinstance(said[at - 1], fx.PotencyGate):
                parts[at - 1:at + 1] = [f"{parts[at - 1]} or {self._potency(attrs.evolve(gate, otherwise=False))}"]
                said[at - 1:at + 1] = [gate]  # (what follows a potency is a sentence of its own: `effects`)
                at -= 1
            at -= 1

    def _closed_choices(self, parts: list[str], said: list[fx.Effect]) -> None:
        """A choice with more of the clause after it, closed so that what follows is not read as its last option's:
        forced moves of one distance share it (`pull or push 3, the target is slowed (save ends)`, `pull or push 3, the
        target is pushed 2 squares`, `プルまたはプッシュ 3、あなたはサージ 2 を得る`), a condition after them said with its
        subject (`pull 3 or push 3, slowed` read `slowed` as the push's only); in English, a forced move said of the
        creature after other options joined by `and` (`prone or grabbed and the target is pushed 2 squares`: after a
        comma it was read as the last option's); in Japanese, other options that are no sentences are joined by `または`
        with no comma before it (`プル 3、またはプッシュ 3、あなたは…` read the sentence as the push's only)."""
        joined = []
        for at, effect in enumerate(said[:-1]):
            if not isinstance(effect, fx.Choice) or parts[at] != self._choice(effect) \
                    or any(isinstance(e, (*_SENTENCES, fx.PotencyGate, fx.Choice)) for option in effect.options
                           for e in option):
                continue
            shared = self._shared_distance(effect)
            then = said[at + 1]
            condition = isinstance(then, fx.ApplyCondition) and then.who is None and then.subject is None \
                and not then.custom and not parts[at + 1].startswith(self.say.named_subject)
            # (in English after anything: `pull 3 or push 3, the target is pushed 2 squares` read the push's sentence
            # as the last option's)
            if shared is not None:
                parts[at] = shared
                if condition:
                    parts[at + 1] = self.say.named_subject + self._source_quoted(then, parts[at + 1])
            elif self.lang == "ja":
                parts[at] = " または".join(self.effects(option) for option in effect.options)
            elif isinstance(then, fx.ForcedMove) and then.said is not None and parts[at + 1].startswith(then.said):
                joined.append(at)
        for at in reversed(joined):
            parts[at:at + 2] = [f"{parts[at]} and {parts[at + 1]}"]
            said[at:at + 2] = [said[at + 1]]

    def _source_quoted(self, condition: fx.ApplyCondition, text: str) -> str:
        """`恐怖（「of you」）` for `あなたに対して恐怖`: after a choice and its subject (`プルまたはプッシュ 3、ターゲットは…`)
        a condition said of a creature does not read back, so its source is quoted there, as the author wrote it."""
        about = about_japanese(self.rules, condition.condition, condition.source) \
            if self.lang == "ja" and condition.source is not None else None
        name = self.term("conditions", condition.condition)
        if about is None or not text.startswith(about + name):
            return text
        return self.say.sourced(name, self.quoted(condition.source)) + text[len(about + name):]

    def _shared_distance(self, effect: fx.Choice) -> str | None:
        """`pull or push 3`, `プルまたはプッシュ 3`: forced moves that differ in their kind only, the distance said once."""
        moves = [option[0] for option in effect.options if len(option) == 1 and isinstance(option[0], fx.ForcedMove)]
        if len(moves) != len(effect.options) or len(moves) < 2 \
                or len({attrs.evolve(m, movement="push") for m in moves}) != 1:
            return None
        said = [self._forced_move(m) for m in moves]
        heads = [text.split(" ", 1) for text in said]
        if any(len(head) != 2 or head[1] != heads[0][1] for head in heads):
            return None
        return self.alternatives([head[0] for head in heads]) + " " + heads[0][1]
