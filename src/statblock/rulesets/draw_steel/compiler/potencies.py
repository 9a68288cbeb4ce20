"""Lowering potencies: `A < WEAK, prone`, `M < 2 slowed (save ends)`, `if one target has M < 3 they are bleeding`,
`1体のターゲットはM < 3、朦朧`: the characteristic (SB104) and the strength (SB108) checked, the effects it gates
lowered, and what a potency's words leave unsaid reported: damage or another creature's part after its effect joined
by a comma only (SB127), a potency after an effect with no `;` between (SB135). `PotencyLowering` is a part of
`Lowerer` (`lower.py`), which holds the diagnostics and the clause being lowered. Split from `lower.py`.
"""

from __future__ import annotations

import re

from .. import ast
from ....diagnostics import Severity, Span
from ....messages import Localized, msg
from ....vocabulary import fold
from ...similarity import is_japanese
from ..runtime import effects as fx
from .base import NotStructured

__all__ = ["PotencyLowering"]

_DAMAGE_ITEMS = (ast.DamageClause, ast.DamageAndConditions)


class PotencyLowering:
    """The potencies of `Lowerer` (see the module's docstring)."""

    def _bare_potency(self, part: ast.ClausePart) -> None:
        """SB135 for a potency after an effect with blanks only between (`push 4 M < WEAK prone`): the grammar
        reads it as if `;` stood there (`clauses._potency_after_effect`); the author is told it is missing."""
        for before, item in zip(part.items, part.items[1:]):
            if not isinstance(item, ast.PotencyClause) or isinstance(before, ast.PotencyClause) \
                    or before.span is None or item.span is None:
                continue
            effect_start, effect_end = before.span
            start = item.span[0]
            if part.text[effect_end:start].strip():
                continue
            effect = part.text[effect_start:effect_end]
            potency = part.text[start:_strength_end(part.text, item.characteristic.span[1])]
            self.report("SB135", Severity.WARNING, msg("potency.no_separator", potency=potency, effect=effect),
                        (start, start + len(potency)), msg("potency.add_separator", potency=potency, effect=effect))

    def _potency(self, node: ast.PotencyClause) -> list[fx.Effect]:
        char = self.rules.characteristics.lookup(node.characteristic.text)
        if char is None:
            if len(node.characteristic.text) > 1 and self.rules.characteristics.suggest(node.characteristic.text) is None:
                raise NotStructured
            letters = Localized({lang: ", ".join(f"{t.extra['letter']} ({t.label(lang)})"
                                                 for t in self.rules.characteristics.terms.values())
                                 for lang in ("en", "ja")})
            self.report("SB104", Severity.ERROR,
                        msg("potency.characteristic", word=node.characteristic.text, letters=letters),
                        node.characteristic.span)
        strength = None
        if node.strength is not None:
            strength = self.vocabulary(self.rules.potency_strengths, node.strength, "SB108",
                                       Severity.ERROR)
        mark = len(self.diagnostics)
        try:
            if len(node.body) > 1 or node.body[0].__class__ is ast.AndClause:
                self._damage_after_comma(node)
            lead = self._timing_lead(node.body)
            effects: list[fx.Effect] = []
            for item in node.body[1:] if lead is not None else node.body:
                effects.extend(self.clause(item))
            effects = self.riders_after_comma(effects)
            if lead is not None:  # `ダメージが解決される前に、減速 (セーヴ終了)`: the effects after it happen then
                effects = [fx.Timed(lead.id, tuple(effects))]
        except NotStructured as text:
            del self.diagnostics[mark:]
            self.diagnostics.extend(text.keep)
            effects = [self._as_text(node.body_text)]
            if not text.keep and isinstance(effects[0], fx.Text) and node.body[0].span is not None:
                # (`A < WEAK、伏せ (slowed)`: the body read as a condition and a duration)
                span = node.body[0].span
                self._gloss_contradicts(node.body_text, span if isinstance(span, Span) else (span[0], span[1])) \
                    or self._own_move_by_characteristic(node.body_text, span[0]) \
                    or self._duration_unbracketed(node.body_text, span[0]) \
                    or self._forced_in_words(node.body_text, span[0])  # (`M < 2 push special`, `M < 2 push two`)
        if node.subject and self._never_a_target(node.subject):
            raise NotStructured  # `if you have M < 3`, `あなたはM < 3、朦朧`: no target's potency
        # `if one target has M < 3`: some of the targets only; `if the target has` is every one
        some = node.subject if node.subject and fold(node.subject + " is") in self.rules.partial_subjects else None
        if node.subject and not node.subject.isascii():  # `1体のターゲットはM < 3、…`
            english, partial = self._creature(node.subject)
            some = english if partial else None
        # a strength the ruleset does not know (SB108) is kept as written, for the card to print
        unknown = node.strength.text if node.strength is not None and strength is None else None
        return [fx.PotencyGate(char.id if char else node.characteristic.text, strength, node.value, tuple(effects),
                               node.otherwise, some, node.said, unknown)]

    def _timing_lead(self, body: tuple):
        """The `timing_leads` term a Japanese potency's body opens with as a clause of its own, before more
        (`ダメージが解決される前に、減速 (セーヴ終了)`: the reading splits at `、`), or None (English reads it in the text
        path, `others.py`)."""
        first = body[0] if len(body) > 1 else None
        if first.__class__ is not ast.ConditionsClause or len(first.phrases) != 1 or first.duration is not None:
            return None
        return self.rules.categories["timing_leads"].lookup(first.phrases[0].text)

    def _damage_after_comma(self, node: ast.PotencyClause) -> None:
        """`P < 2 weakened (save ends), 5 psychic damage`: damage after another effect of a potency, joined by a
        comma only. A potency gates the effect written with it, and `;` ends that effect (`weakened (save ends);
        5 psychic damage`: not gated); a comma may be a list's (`M < 2 3 damage, bleeding (save ends)`, the
        damage gated) or stand for that `;`, as the notation reads a comma before a potency
        (`3 damage, M < WEAK, prone`). Which it is, is not read: the effect is kept as text, and said so. The same of
        a part about another creature than the targets after the target's effect (`M < 2, slowed (save ends), you gain
        2 surges`): seed 000 reads a potency as `if the target's Might is below 2, they [suffer the effect]`, and lists
        the target's effects with commas (`A < STRONG、伏せ、および立ち上がれない`), but what you gain is no effect the target
        suffers, and whether it hangs on the potency is said by neither (was: gated, in silence)."""
        if node.body[0].__class__ is ast.AndClause:
            if node.body[0].choice:
                return
            runs = [part for part in node.body[0].parts]
        else:
            runs = [(item,) for item in node.body]
        base = node.body[0].span[-2] if node.body[0].span is not None else None
        if base is None:
            return
        for before, after in zip(runs, runs[1:]):
            if not after:
                continue
            damage = isinstance(after[0], _DAMAGE_ITEMS) and not all(isinstance(i, _DAMAGE_ITEMS) for i in before)
            other = not damage and self._another_creature(after[0]) and not all(map(self._another_creature, before))
            if not (damage or other):
                continue
            between = node.body_text[before[-1].span[-1] - base:after[0].span[-2] - base]
            if between.strip() not in (",", "、", "，"):
                continue
            part = node.body_text[after[0].span[-2] - base:after[0].span[-1] - base]
            key = "potency.comma_damage" if damage else "potency.comma_other"
            raise NotStructured(self._diagnostic(
                "SB127", Severity.WARNING, msg(key, damage=part),
                (after[0].span[-2], after[0].span[-1]) if not isinstance(after[0].span, Span) else after[0].span,
                # (the word to write in the ability's own language, whatever the message's: `and` or `および`)
                # (`、および` before another creature's sentence: `伏せ、およびあなたは…`; after a blank only, the grammar
                # reads one sentence, of a creature named `伏せ および あなた`, kept as text)
                msg(f"{key}_fix", damage=part, joiner=("および" if damage else "、および") if is_japanese(node.body_text)
                    else "and")))

    def _another_creature(self, item) -> bool:
        """Whether `item` is a sentence about a creature that is none of the targets (`you gain 2 surges`, `each ally
        shifts 1 square`, `あなたはサージを2つ得る`)."""
        return isinstance(item, ast.DeedClause) and item.doer is not None \
            and not self._names_targets(self._creature(item.doer.text.removesuffix("は"))[0])


def _strength_end(text: str, after: int) -> int:
    """Where the potency whose characteristic ends at `after` ends (`M < WEAK`): past `<` and the strength."""
    found = re.match(r"\s*[<＜]\s*\S+", text[after:])
    return after + found.end() if found is not None else after
