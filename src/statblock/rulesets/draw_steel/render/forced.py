"""Forced moves on a card: the notation's own form (`push 2`, `vertical slide 2 + R`, `プル 3（キューブの中心に向かって）`), or
said of the creature moved where it names who or says `up to` (`one target is vertical pushed up to 3
squares`, `1体のターゲットは垂直に最大 3 スクエア押し戻される`); both read back to the same effects."""

from __future__ import annotations

import attrs

from ..creature_names import named_by_its_author
from ..runtime import effects as fx
from ..toward_phrases import toward_japanese, toward_said

__all__ = ["ForcedMoves", "SQUARE_JA"]

# a square on a Japanese card: スクエア, the seeds' word (seed 000: `1スクエア`, `5 スクエアまでテレポート`; they
# never write マス, which is read too)
SQUARE_JA = "スクエア"
_SQUARE_JA = SQUARE_JA


class ForcedMoves:
    """The card writer's forced moves (`clauses._Writer` supplies `lang`, `rules`, `say`, `term`, `_who`,
    `alternatives`, `letter` and `quoted`)."""

    def _forced_move(self, effect: fx.ForcedMove) -> str:
        passive = self._passive_forced_move(effect)
        if passive is not None:
            return passive
        movement = self.term("forced_moves", effect.movement)
        # (`1体のターゲットは垂直プッシュ 2`: one word after a topic, as `垂直プル 2` is read)
        joiner = "" if self.lang == "ja" and effect.subject is not None else " "
        if effect.straight:  # `straight slide 3`, `真っ直ぐ スライド 3`
            movement = f"{self.term('forced_move_modifiers', 'straight')}{joiner}{movement}"
        if effect.vertical:
            movement = f"{self.term('forced_move_modifiers', 'vertical')}{joiner}{movement}"
        # `スライド 最大 2 + R`: `up to` where no sentence says it and no words written say it
        up_to = "" if not effect.up_to else "最大 " if self.lang == "ja" else "up to " if effect.said is None else ""
        # `pull R`: a distance that is a characteristic alone (`+ R` below)
        text = f"{movement} {up_to}{effect.distance}" if effect.distance or not effect.characteristics \
            else f"{movement} {up_to}".rstrip()
        if self.lang == "en" and effect.said is not None:  # `one target is pushed up to 3 squares`
            text = f"{effect.said} {effect.distance}"
        elif self.lang == "ja" and effect.subject is not None:
            text = self._who(effect.subject) + text
        if effect.characteristics:  # (before the squares: `slide 2 + R squares`, as the grammar reads it)
            joiner = " + " if effect.distance else " "
            text += f"{joiner}{self.alternatives([self.letter(c) for c in effect.characteristics])}"
        # (`pull R` says no squares: the notation reads a characteristic alone as a distance without them)
        squares = effect.squares and (effect.distance or not effect.characteristics)
        if squares and self.lang == "en":
            text += " square" if effect.distance == 1 and not effect.characteristics else " squares"
        elif squares:
            text += f" {_SQUARE_JA}"
        if effect.toward:
            # (`（キューブの中心に向かって）`: the ruleset's words for the place; was always the English quoted)
            text += toward_said(effect.toward) if self.lang == "en" else \
                f"（{toward_japanese(self.rules, effect.toward) or self.quoted(effect.toward)}）"
        if effect.ignores_stability:
            text += ", ignoring stability" if self.lang == "en" else "、安定性を無視"
        return text

    def said_by(self, effect: fx.ForcedMove, sentence) -> fx.ForcedMove:
        """A forced move of the notation's form after a sentence of the creature whose ability it is, as its author
        names it (`「the dragon」は 2 スクエアシフトし、ターゲットを 2 スクエア押し戻す`), said in English as the books say
        that creature's moves (`the brawler pushes the target up to 5 squares`): `the dragon shifts 2 squares and
        pushes the target 2 squares` (was `… and push 2 squares`, its verb in no person), which reads back the same;
        `effect` as it is anywhere else (`you shift 1 square and push 1`; a Japanese card). After a sentence the
        creature may (must) do, the verb is the base form its `can` (`must`) goes on with: `the knight can shift 2
        squares and push the target 2` (was `… and pushes the target 2`)."""
        doer = sentence.who
        if self.lang != "en" or doer is None or effect.said is not None or effect.subject is not None \
                or not effect.distance or not named_by_its_author(self.rules, doer):
            return effect
        term = self.rules.forced_moves.terms.get(effect.movement)
        active = term.extra.get("active", ()) if term is not None else ()
        if len(active) < 2:
            return effect
        words = [self.term("forced_move_modifiers", "vertical")] if effect.vertical else []
        words += [self.term("forced_move_modifiers", "straight")] if effect.straight else []
        modal = getattr(sentence, "can", False) or getattr(sentence, "must", False)
        words += [active[0] if modal else active[1], self.rules.creatures.terms["the_target"].label("en")]
        return attrs.evolve(effect, said=" ".join(words) + (" up to" if effect.up_to else ""))

    def moved_by(self, effect: fx.ForcedMove) -> str | None:
        """A forced move after a sentence of a creature on a Japanese card, as the seeds say what a creature does to the
        target (seed 000: 「ターゲットを1スクエア押し戻す」): `ターゲットは 2 スクエアシフトし、ターゲットを 2 スクエア押し戻す`, which
        reads back the same (the notation's form, `…シフトし、プッシュ 2`, was text after a continuative, and ended the
        sentence before a later part: `…プッシュ 2 スクエア、フリー・ストライクを行う`); None in English (`said_by`), for
        a move said of some targets (`_passive_forced_move`), and where a sentence cannot say it all (`toward …`, `+ R or A`, `+ M` ignoring stability)."""
        if self.lang != "ja" or effect.subject is not None or not (effect.distance or effect.characteristics) \
                or len(effect.characteristics) > 1 or (effect.characteristics and effect.ignores_stability) \
                or effect.toward or (effect.straight and effect.vertical):
            return None
        term = self.rules.forced_moves.terms.get(effect.movement)
        verbs = term.extra.get("verbs", ()) if term is not None else ()
        if not verbs:
            return None
        ignoring = "安定性を無視して" if effect.ignores_stability else ""
        way = "垂直に" if effect.vertical else self.term("forced_move_modifiers", "straight") if effect.straight else ""
        up_to = "最大" if effect.up_to else ""
        whom = self.rules.creatures.terms["the_target"].label("ja") + "を"
        # (`ターゲットを 2 + R スクエア滑らせる`, `ターゲットを R スクエア引き寄せる`: a characteristic in the distance, as the
        # grammar reads a sentence's)
        distance = " + ".join([str(effect.distance)] * bool(effect.distance)
                              + [self.letter(c) for c in effect.characteristics])
        return f"{whom}{ignoring}{way}{up_to} {distance} {_SQUARE_JA}{verbs[0]}"

    def _passive_forced_move(self, effect: fx.ForcedMove) -> str | None:
        """A forced move said of the creature moved, where it names who (`one target is vertical pushed 2
        squares`, `1体のターゲットは垂直に 2 スクエア押し戻される`) or says `up to`, or its source was so
        written (`the target is pushed 2 squares`: `ターゲットは 2 スクエア押し戻される`); None for the
        notation's own form (`push 2`), and where the sentence cannot say it all (`+ R`, `toward …`, and an
        English sentence as written, which `said` keeps)."""
        if effect.characteristics or effect.toward or not (effect.subject or effect.up_to or effect.said) \
                or (effect.straight and effect.vertical):
            return None  # (a sentence says one modifier before the squares: both in the notation's form)
        if self.lang == "en" and effect.said is not None:
            return None
        term = self.rules.forced_moves.terms.get(effect.movement)
        if term is None:
            return None
        if self.lang == "ja":
            verbs = term.extra.get("passive", ())
            if not verbs:
                return None
            who = self._who(effect.subject) if effect.subject else self.say.named_subject
            # (`1体のターゲットは安定性を無視して 3 スクエア押し戻される`, as an active sentence says it before the move)
            ignoring = "安定性を無視して" if effect.ignores_stability else ""
            vertical = "垂直に" if effect.vertical else (self.term("forced_move_modifiers", "straight")
                                                        if effect.straight else "")
            up_to = "最大" if effect.up_to else ""
            # a space either side of the number, as the card's own moves are printed (`最大 2 スクエアシフトする`)
            return f"{who}{ignoring}{vertical}{up_to} {effect.distance} {_SQUARE_JA}{verbs[0]}"
        if len(term.en) < 2:
            return None
        # `one target is pushed 2 squares` (the past form, the term's second English word, as `said` would
        # have it); with no one named, the targets (`ターゲットは最大2マス押し戻される`: `the target is pushed up to…`)
        vertical = f"{self.term('forced_move_modifiers', 'vertical')} " if effect.vertical else ""
        vertical += f"{self.term('forced_move_modifiers', 'straight')} " if effect.straight else ""
        up_to = "up to " if effect.up_to else ""
        who = f"{effect.subject} is " if effect.subject else self.say.named_subject
        squares = "square" if effect.distance == 1 else "squares"
        ignoring = ", ignoring stability" if effect.ignores_stability else ""
        return f"{who}{vertical}{term.en[1]} {up_to}{effect.distance} {squares}{ignoring}"
