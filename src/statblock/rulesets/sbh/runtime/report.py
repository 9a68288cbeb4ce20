"""The odds and a roll, as text lines from the catalog (English or Japanese) and as JSON.

Every probability is an exact `Fraction`: JSON gives it as the string `"n/d"`, text as `n/d` with a
percentage worked out from it in whole numbers (to a tenth, halves up).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from ..catalog import amount, message
from .odds import activation_odds, magic_attack_margins, rule_ids, transfix_odds
from .roll import Record
from .rules import ACTIVATION_DICE, POWERS, RANGE_BY_POWER, SPELLS

__all__ = ["Caster", "OddsQuery", "fraction", "odds_json", "odds_text", "percent", "roll_json", "roll_text"]


def fraction(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}" if p.denominator != 1 else str(p.numerator)


def percent(p: Fraction) -> str:
    # p × 1000, halves rounded up, in whole numbers: (p × 2000 + 1) // 2 in integers (no Fraction made and reduced)
    tenths = (p.numerator * 2000 + p.denominator) // (2 * p.denominator)
    return f"{tenths // 10}.{tenths % 10}%"


_COMMA = {"en": ", ", "ja": "、"}


def _p(p: Fraction) -> str:
    return f"{fraction(p)} ({percent(p)})"


@dataclass(frozen=True)
class Caster:
    name: str
    quality: int
    combat: int
    rules: tuple[str, ...] = ()          # rule ids (`good_shot`, `poison`, `magic_user`, …)

    @property
    def is_magic_user(self) -> bool:
        return "magic_user" in rule_ids(self.rules)

    @property
    def supplement_caster(self) -> bool:
        """Whether it has one of the supplements' caster rules (those Magic-User excludes: Necromancer, Summoner, …),
        which seed 003 says may have backfire rules of their own."""
        from ..vocabulary import rules

        casters = rules()["magic_user"].excludes
        return any(rule in casters for rule in rule_ids(self.rules))


@dataclass(frozen=True)
class OddsQuery:
    spells: tuple[str, ...] = SPELLS
    powers: tuple[int, ...] = POWERS
    target_quality: int | None = None
    target_combat: int | None = None
    band: str = "short"
    target_rules: tuple[str, ...] = field(default=())


def _odds(caster: Caster, query: OddsQuery) -> dict:
    """Everything the odds command shows, computed once for both formats."""
    rules = rule_ids(caster.rules)
    activation = {dice: activation_odds(caster.quality, dice) for dice in ACTIVATION_DICE}
    transfix = []
    if "transfix" in query.spells and query.target_quality is not None:
        for power in query.powers:
            odds = transfix_odds(power, query.target_quality)
            with_dice = {dice: activation[dice].at_least(power) * odds.transfixed
                         for dice in ACTIVATION_DICE if dice >= power}
            transfix.append((odds, with_dice))
    attack = []
    if "attack" in query.spells and query.target_combat is not None:
        for power in query.powers:
            attack.append(magic_attack_margins(power, query.target_combat, query.band, "good_shot" in rules,
                                               "poison" in rules, query.target_rules))
    return {"activation": activation, "transfix": transfix, "attack": attack}


def odds_text(caster: Caster, query: OddsQuery, lang: str = "en") -> str:
    found = _odds(caster, query)
    say = lambda key, **values: message(f"sbh.runtime.odds.{key}", **values).render(lang)  # noqa: E731
    lines = [say("profile", name=caster.name, quality=caster.quality, combat=caster.combat)]
    if not caster.is_magic_user:
        lines.append(say("not_magic_user", name=caster.name))
        if caster.supplement_caster:   # 「…独自のバックファイアルールを持つものがある。」
            lines.append(message("sbh.runtime.note.own_backfire").render(lang))
    lines.append(say("activation"))
    for dice, odds in found["activation"].items():
        shown = _COMMA[lang].join(say("count", count=k, chance=_p(p)) for k, p in odds.successes.items())
        lines.append(say("dice", dice=amount(dice, "die"), successes=shown))
        lines.append(say("magic_lost", chance=_p(odds.magic_lost)))
    if "transfix" in query.spells:
        if query.target_quality is None:
            lines.append(say("transfix_needs_target"))
        else:
            lines.append(say("transfix", quality=query.target_quality))
            for odds, with_dice in found["transfix"]:
                both = _COMMA[lang].join(say("with_dice", dice=amount(d, "die"), chance=_p(p)) for d, p in with_dice.items())
                lines.append(say("transfix_power", power=odds.power,
                                 range=message(f"sbh.runtime.range.{odds.range}"),
                                 chance=_p(odds.transfixed), both=both))
            if query.band != "short":
                # 「トランスフィクス魔法は、遠距離攻撃のように射程を伸ばす事はできない。」 (--band is the attack's)
                lines.append(message("sbh.runtime.note.transfix_in_range").render(lang))
    if "attack" in query.spells:
        if query.target_combat is None:
            lines.append(say("attack_needs_target"))
        else:
            lines.append(say("attack", combat=query.target_combat,
                             band=message(f"sbh.runtime.band.{query.band}")))
            for margins in found["attack"]:
                lines.append(say("attack_power", power=margins.power,
                                 range=message(f"sbh.runtime.range.{RANGE_BY_POWER[margins.power]}"),
                                 sign="-" if margins.caster_total < 0 else "+", total=abs(margins.caster_total),
                                 combat=margins.target_combat))
                lines.append(say("margins", margins=", ".join(f"{m:+d}: {fraction(p)}"
                                                              for m, p in margins.margins.items())))
                lines.append(say("split_margin", higher=_p(margins.chance(lambda m: m > 0)),
                                 tie=_p(margins.chance(lambda m: m == 0)),
                                 lower=_p(margins.chance(lambda m: m < 0))))
            for note in found["attack"][0].notes if found["attack"] else ():
                lines.append(message(f"sbh.runtime.note.{note}").render(lang))
    lines.append(message("sbh.runtime.note.activation_rule").render(lang))
    return "\n".join(lines)


def odds_json(caster: Caster, query: OddsQuery, lang: str = "en") -> dict:
    found = _odds(caster, query)
    by_key = lambda table: {str(k): fraction(p) for k, p in table.items()}  # noqa: E731
    notes = ["activation_rule"]
    result: dict = {
        "profile": {"name": caster.name, "quality": caster.quality, "combat": caster.combat,
                    "rules": sorted(rule_ids(caster.rules)), "magic_user": caster.is_magic_user,
                    "supplement_caster": caster.supplement_caster},
        "activation": [{"dice": dice, "quality": odds.quality, "successes": by_key(odds.successes),
                        "failures": by_key(odds.failures), "magic_lost": fraction(odds.magic_lost)}
                       for dice, odds in found["activation"].items()],
    }
    if "transfix" in query.spells and query.band != "short":
        notes.append("transfix_in_range")
    if "transfix" in query.spells:
        result["transfix"] = {"target_quality": query.target_quality, "powers": [
            {"power": odds.power, "range": odds.range, "transfixed": fraction(odds.transfixed),
             "cast_and_transfixed": by_key(with_dice)} for odds, with_dice in found["transfix"]]}
    if "attack" in query.spells:
        result["attack"] = {"target_combat": query.target_combat, "band": query.band,
                            "target_rules": sorted(rule_ids(query.target_rules)), "powers": [
            {"power": m.power, "range": RANGE_BY_POWER[m.power], "caster_total": m.caster_total,
             "modifiers": {name: value for name, value in m.modifiers}, "applies": list(m.applies),
             "margins": by_key(m.margins), "higher": fraction(m.chance(lambda x: x > 0)),
             "tie": fraction(m.chance(lambda x: x == 0)), "lower": fraction(m.chance(lambda x: x < 0))}
            for m in found["attack"]]}
        for m in found["attack"][:1]:
            notes.extend(note for note in m.notes if note not in notes)
    result["notes"] = [{"key": note, "text": message(f"sbh.runtime.note.{note}").render(lang)} for note in notes]
    return result


def roll_text(caster: Caster, record: Record, lang: str = "en") -> str:
    lines = [message("sbh.runtime.odds.profile", name=caster.name, quality=caster.quality,
                     combat=caster.combat).render(lang)]
    if record.declared and not caster.is_magic_user:
        # 「Magic-Userアビリティを持つモデルは、魔法を唱える事ができます。」
        lines.append(message("sbh.runtime.roll.not_magic_user", name=caster.name).render(lang))
        if caster.supplement_caster:   # 「…独自のバックファイアルールを持つものがある。」
            lines.append(message("sbh.runtime.note.own_backfire").render(lang))
    lines += [f"{number}. {step.text(lang)}" for number, step in enumerate(record.steps, 1)]
    return "\n".join(lines)


def _plain(value):
    return value.render("en") if hasattr(value, "render") else value


def roll_json(caster: Caster, record: Record, seed: int | None, lang: str = "en") -> dict:
    return {
        "profile": {"name": caster.name, "quality": caster.quality, "combat": caster.combat,
                    "rules": sorted(rule_ids(caster.rules)), "magic_user": caster.is_magic_user,
                    "supplement_caster": caster.supplement_caster},
        "seed": seed, "dice": record.dice, "declared": record.declared, "faces": record.faces,
        "successes": record.successes, "failures": record.failures, "moves": record.moves,
        "power": record.power, "cast": record.cast, "magic_lost": record.magic_lost,
        "transfixed": record.transfixed, "margin": record.margin,
        "steps": [{"step": step.kind, **{k: _plain(v) for k, v in step.values.items()}, "text": step.text(lang)}
                  for step in record.steps],
    }
