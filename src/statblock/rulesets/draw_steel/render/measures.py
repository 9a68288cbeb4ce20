"""Effects on a card measured against the hero or the battle map: damage of the hero's level (`lightning damage
equal to 5 + your level`, `5 + レベルに等しい電撃ダメージ`), a move as far as a creature's speed (`the target shifts up to
their speed`, `ターゲットは自身の速度までシフトできる`), a resource spent (`the target can spend a recovery`,
`ターゲットはリカバリー 1 を消費できる`) and an area as a tier's outcome (`2 burst`, `2 バースト`); each reads back to the
same effects."""

from __future__ import annotations

from ..runtime import effects as fx

__all__ = ["JA_MUST", "Measures", "STRAIGHT", "ja_modal", "ja_straight"]

#: `しなければならない`: an own move the creature has to make (`the target must shift 2 squares`: seed 000's
#: 「移動が直線でなければならない場合」), as できる says one it can
JA_MUST = "しなければならない"


def ja_modal(effect: fx.OwnMove) -> str:
    """The ending of a Japanese own move: できる (`can`), しなければならない (`must`), else する."""
    return "できる" if effect.can else (JA_MUST if effect.must else "する")


#: ` in a straight line`: an English own move that may not turn back (seed 000's 直線), after how far it goes
STRAIGHT = " in a straight line"


def ja_straight(writer, effect: fx.OwnMove) -> str:
    """`真っ直ぐ` (the vocabulary's straight, as a forced move's) before a Japanese own move's verb when it is straight,
    else nothing."""
    return writer.term("forced_move_modifiers", "straight") if effect.straight else ""


class Measures:
    """The card writer's measured effects (`clauses._Writer` supplies `lang`, `rules`, `term`, `_who`, `_verb`,
    `_amount` and `quoted`)."""

    def _level_damage(self, effect: fx.Damage, damage_type: str | None) -> str:
        """`lightning damage equal to 5 + your level`, `5 + レベルに等しい電撃ダメージ` (as seed 000 says a loss,
        「1d6 + レベルに等しいスタミナ」)."""
        amount = self._amount(effect)
        plus = "" if amount == "0" else f"{amount} + "
        if self.lang == "ja":
            return f"{plus}レベルに等しい{damage_type or ''}ダメージ"
        return f"{damage_type + ' ' if damage_type else ''}damage equal to {plus}your level"

    def _own_move_speed(self, effect: fx.OwnMove) -> str:
        """`the target shifts up to their speed`, `ターゲットは自身の速度までシフトできる`."""
        yours = (effect.who or "").lower() == "you"
        if self.lang == "ja":
            verb = {"teleport": "テレポート", "move": "移動"}.get(effect.movement, "シフト")
            # (`自身の速度ぶん`: all of it, `their speed` with no `up to`; `真っ直ぐ`, the vocabulary's straight)
            return (f"{self._who(effect.who)}{'あなた' if yours else '自身'}の速度{'まで' if effect.up_to else 'ぶん'}"
                    f"{ja_straight(self, effect)}{verb}{ja_modal(effect)}{self._toward(effect)}")
        verb = self._verb(effect, effect.movement if effect.can or effect.must else effect.movement + "s")
        modal = "can " if effect.can else ("must " if effect.must else "")
        return (f"{self._who(effect.who)}{modal}{verb} {'up to ' if effect.up_to else ''}"
                f"{'your' if yours else 'their'} speed{STRAIGHT if effect.straight else ''}{self._toward(effect)}")

    def _spent(self, effect: fx.ResourceChange) -> str:
        """`the target can spend a recovery`, `ターゲットはリカバリー 1 を消費できる` (seed 000: 「2 サージを消費して」)."""
        category = next((c for c in ("heroic_resources", "resources") if effect.resource in self.rules.categories[c].terms),
                        None)
        term = self.rules.categories[category].terms[effect.resource] if category else None
        count = abs(effect.amount)
        if self.lang == "ja":
            name = term.ja[-1] if term is not None else self.quoted(effect.resource)
            return f"{self._who(effect.who)}{name} {count} を消費{'できる' if effect.can else 'する'}"
        name = effect.resource if term is None else (term.en[0] if count == 1 or len(term.en) < 2 else term.en[1])
        verb = self._verb(effect, "spend" if effect.can else "spends")
        return f"{self._who_can(effect)}{verb} {'a' if count == 1 else count} {name}"

    def _tier_area(self, effect: fx.TierArea) -> str:
        """`2 burst`, `5 x 1 line`; `2 バースト`, `5 × 1 ライン` (seed 000: 「X バースト」, 「A x B ライン」)."""
        shape = self.term("distance_kinds", effect.shape)
        shape = shape.lower() if self.lang == "en" else shape
        width = f" {'x' if self.lang == 'en' else '×'} {effect.width}" if effect.width is not None else ""
        said = f"{effect.said} " if effect.said is not None and self.lang == "en" else ""  # `The distance is a`
        return f"{said}{effect.size}{width} {shape}"
