"""One duration written after parts joined by `and` (`the target takes a bane on strikes and is slowed (save ends)`):
which parts it holds for.

Seed 000 ends "the effect" whose description ends in the duration (「効果の記述の最後に「(セーヴ終了)」とある場合…その効果を
取り除く」): the whole of what the creature suffers, as a list of conditions shares its last duration (`prone and
slowed (save ends)`). So each lasting part with no duration of its own takes it, when every lasting part is one
creature's, or when they are all conditions (each its own creature's: seed 000 ends EoT at the end of the next turn
of the creature that has it). Else, of several creatures (`you gain an edge on strikes and the target is slowed (save
ends)`) whose it is is not read: the clause is kept as text and SB134 says so, with the duration written after each part as the fix.
`DurationSharing` is a part of `Lowerer` (`lower.py`), which holds the diagnostics and the clause being lowered.
"""

from __future__ import annotations

import re

import attrs

from .. import ast
from ....diagnostics import Diagnostic, Severity
from ....messages import msg
from ....vocabulary import fold
from ...similarity import is_japanese
from ..runtime import effects as fx
from ..creature_phrases import pronoun
from .base import NotStructured

__all__ = ["DurationSharing", "LASTING"]

#: who the user is, as `_holder` folds it (a pronoun said after the user is no one named before it)
_USER = "you"

#: effects that last, and so have a duration
LASTING = (fx.ApplyCondition, fx.EdgeOrBane, fx.DamageModifier, fx.StatChange)

# the duration written at the end of a clause: in brackets (`(save ends)`, `（セーヴ終了）`) or spelt out (`until ...`)
_WRITTEN_DURATION = re.compile(r"(?P<duration>[(（][^()（）]+[)）]|\buntil\b[^()（）]*?)\s*[.。]?\s*$", re.IGNORECASE)


class DurationSharing:
    """The last duration of an `AndClause`'s parts (see the module's docstring)."""

    def _share_last_duration(self, node: ast.AndClause, effects: list[fx.Effect]) -> list[fx.Effect]:
        """`effects` (of `node`'s parts, in order) with the last part's duration on each lasting effect of an earlier
        part that has none; NotStructured (SB134) when the lasting effects are several creatures'."""
        last = node.parts[-1]
        # `The target is slowed and takes a bane on power rolls (save ends)`: seed 000 ends "the effect" whose
        # description ends in the duration (「効果の記述の最後に「(セーヴ終了)」とある場合…その効果を取り除く」), the whole
        # of what the creature suffers, as a list of conditions shares its last duration (`prone and slowed (save
        # ends)`): each lasting part with no duration of its own takes it, when all are one creature's. Of several
        # creatures (`you have damage immunity 2 and the target is slowed (EoT)`) whose it is is not read (SB134)
        shared = next((e.duration for e in self._effects_of(last) if getattr(e, "duration", None) is not None), None)
        if shared is not None:
            unsaid = [part for part in node.parts[:-1]
                      if any(isinstance(e, LASTING) and e.duration is None for e in self._effects_of(part))]
            # (conditions alone of several creatures share it, each its own creature's, as `you are slowed and the
            # target is dazed (EoT)` and the Japanese continuative (`_share_in_whole`) do: `you are slowed and the
            # wraith is dazed (EoT)` was SB134 where `あなたは減速し、「the wraith」は朦朧 (EoT)` shared it)
            if unsaid and len(self._holders(effects)) != 1 \
                    and not all(isinstance(e, fx.ApplyCondition) for e in effects if isinstance(e, LASTING)):
                raise NotStructured(self._duration_once(node, unsaid))
            if unsaid:
                effects = [attrs.evolve(e, duration=shared) if isinstance(e, LASTING) and e.duration is None else e
                           for e in effects]
        return effects

    def _statuses_lasting(self, node: ast.AndClause) -> tuple[ast.AndClause, list]:
        """`node` with each status of the targets said with no duration before its last part (`the target can't hide, and
        the target is slowed (EoT)`, `ターゲットは隠れられず、ターゲットは減速 (EoT)`) given the last part's duration, and
        the parts so given it: seed 000's duration at the end ends the whole effect, as it does `the target is slowed,
        and the target can't hide (EoT)` (was text, SB138: a status needs a duration; the Japanese a status named
        `隠れられず` that lasted no while). `_one_holder` then checks whose they are."""
        last = node.parts[-1][-1] if node.parts and node.parts[-1] else None
        shared = last.duration if isinstance(last, ast.ConditionsClause) else None
        if shared is None:
            return node, []
        stretched = [part for part in node.parts if any(item is not last and self.lasting_unsaid(item) for item in part)]
        if not stretched:
            return node, []
        return attrs.evolve(node, parts=tuple(
            tuple(attrs.evolve(item, duration=shared) if item is not last and self.lasting_unsaid(item) else item
                  for item in part) for part in node.parts)), stretched

    def _one_holder(self, node: ast.AndClause, stretched: list, effects: list[fx.Effect]) -> None:
        """NotStructured (SB134) when parts given the last duration (`_statuses_lasting`) are of several creatures' effects
        (`the target can't hide, and you are slowed (EoT)`): whose effects the duration ends is not read."""
        if stretched and len(self._holders(effects)) != 1:
            raise NotStructured(self._duration_once(node, stretched))

    def _share_in_whole(self, node: ast.AndClause, effects: list[fx.Effect]) -> list[fx.Effect]:
        """The clause read whole, its parts joined by a Japanese continuative (`ターゲットは拘束され、伏せ状態になる
        （セーヴ終了）`, `出血し、減速`), which joins as `and` does: the last effect's duration on each lasting effect
        before it with none, when all are one creature's, as `_share_last_duration` gives the parts (the restraint had
        no duration). A list of conditions with `、` alone (`伏せ、減速 (EoT)`, as `prone, slowed (EoT)`) shares it too, read
        as one list before this (`grammar.to_ast`'s `atoms`)."""
        if not all(_continued(self._part_text, item) for item in node.whole[:-1]):
            return effects
        shared = getattr(effects[-1], "duration", None) if effects and isinstance(effects[-1], LASTING) else None
        lasting = [e for e in effects if isinstance(e, LASTING)]
        if shared is None or all(e.duration is not None for e in lasting) \
                or (len(self._holders(lasting)) != 1 and not all(isinstance(e, fx.ApplyCondition) for e in lasting)):
            # (conditions of several creatures share it, each its own creature's, as `you are slowed and it is prone
            # (EoT)` and `あなたは減速、およびターゲットは朦朧 (EoT)` do: seed 000 ends EoT at the end of the next turn of the
            # creature that has the effect; `あなたは減速し、それは伏せ (EoT)` left the user's slowed no duration)
            return effects
        return [attrs.evolve(e, duration=shared) if isinstance(e, LASTING) and e.duration is None else e for e in effects]

    def _holders(self, effects: list[fx.Effect]) -> set[str]:
        """Who the lasting effects of `effects` are on (`_holder`), a pronoun of one creature taken for the one named
        before it (`speed is 0 and it is prone (EoT)`, `速度は 0 になる、それは伏せ (EoT)`: the targets' both, as `its speed
        is 0 and it is prone (EoT)` is one creature's; was SB134), never for the user (`you are slowed and it is prone`:
        `it` is no `you`)."""
        holders: set[str] = set()
        before: str | None = None
        for effect in effects:
            if not isinstance(effect, LASTING):
                continue
            holder = self._holder(effect)
            said = effect.who or getattr(effect, "subject", None)
            if before is not None and before != _USER and said is not None and pronoun(self.rules, said) is not None:
                holder = before
            holders.add(holder)
            before = holder
        return holders

    def _holder(self, effect) -> str:
        """Who a lasting effect is on: `targets` for the targets (no one named, `the target`, `each target`), else
        who is named (`you`, `one target`), folded."""
        who = getattr(effect, "who", None)
        if isinstance(effect, fx.ApplyCondition):
            who = effect.who or effect.subject
        if who is None or fold(who) in self.rules.status_subjects:
            return "targets"
        return fold(who)

    def _duration_once(self, node: ast.AndClause, unsaid: list) -> Diagnostic:
        """SB134 for parts of several creatures joined by `and` with one duration at the end, an earlier part lasting
        with none of its own (`you gain an edge on strikes and the target is slowed (save ends)`): whose effect the
        duration ends is not read. The clause stays text, which the tier would otherwise do nothing of in silence (it
        was so, said nowhere); the fix is the duration written after each part it holds for, as the notation reads
        it (the example built from the clause: `you gain an edge on strikes (save ends) and the target is …`)."""
        text = self._part_text[node.span[0]:node.span[1]] if node.span is not None else self._part_text
        base = node.span[0] if node.span is not None else 0
        written = _WRITTEN_DURATION.search(text)
        duration = written.group("duration") if written is not None else ""
        example = text
        if written is not None:
            ends = sorted({max(item.span[1] for item in part if item.span is not None) - base for part in unsaid},
                          reverse=True)
            japanese = is_japanese(duration)
            for end in ends:
                end = min(end, len(example))
                while end > 0 and example[end - 1] in " 、，,":  # (a Japanese part's span may hold its `、`)
                    end -= 1
                example = example[:end] + ("" if japanese else " ") + duration + example[end:]
        fix = msg("duration.each_part", example=example) if written is not None else msg("duration.each_part_plain")
        return self._diagnostic("SB134", Severity.WARNING, msg("duration.once", text=text.strip(), duration=duration),
                                (base, base + len(text)), fix)


#: the endings of a Japanese verb's continuative that joins it to what follows (`拘束され、`, `減速し、`, `受けて、`)
_CONTINUATIVE = ("され", "し", "て")


def _continued(text: str, item) -> bool:
    """Whether a clause item read whole ends in a continuative (see `_CONTINUATIVE`)."""
    span = getattr(item, "span", None)
    return span is not None and text[span[0]:span[1]].rstrip(" 、,").endswith(_CONTINUATIVE)
