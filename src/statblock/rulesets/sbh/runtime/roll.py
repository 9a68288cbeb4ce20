"""One seeded activation of a Magic-User, and its spell, step by step.

Each step is a catalog key (`sbh.runtime.step.<kind>`) with its values, so that the record prints in
English or Japanese and serializes as JSON the same way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ....messages import Listing
from ..catalog import COUNTED, amount, message
from .odds import InputError, check_value, rule_ids
from .rules import (BAND_MODIFIER, BANDS, CASTER_RULES, MAGIC_LOSS_FAILURES, RANGE_BY_POWER, SPELLS,
                    TARGET_RULES, TRANSFIX_BANDS, TRANSFIX_EFFECTS, activation_success)

__all__ = ["Record", "Step", "roll_activation"]


@dataclass(frozen=True)
class Step:
    kind: str
    values: dict = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        nouns = COUNTED.get(self.kind, {})
        values = {name: amount(value, nouns[name]) if name in nouns else value for name, value in self.values.items()}
        return message(f"sbh.runtime.step.{self.kind}", **values).render(lang)


@dataclass
class Record:
    quality: int
    dice: int
    declared: str | None                 # the spell declared before the roll (None: none)
    faces: list[int] = field(default_factory=list)
    successes: int = 0
    failures: int = 0
    moves: int = 0
    power: int = 0                       # actions spent on the spell
    cast: bool = False
    magic_lost: bool = False
    transfixed: bool | None = None       # the Transfix test's result, when one was made
    margin: int | None = None            # the attack's margin, when one was made
    steps: list[Step] = field(default_factory=list)

    def add(self, kind: str, **values) -> None:
        self.steps.append(Step(kind, values))


def _refusal(spell: str, band: str, in_contact: bool, line_of_sight: bool, target_in_melee: bool,
             magic_lost: bool) -> str | None:
    """Why the spell cannot be declared, or None."""
    if magic_lost:
        return "refused_magic_lost"           # the earlier three failures: no magic until the game ends
    if in_contact:
        return "refused_contact"              # 「接敵状態にある時、魔法を唱える事ができない」
    if not line_of_sight:
        return "refused_line_of_sight"        # 「魔法はターゲットへのLoSを必要とする」
    if spell == "attack" and target_in_melee:
        return "refused_target_in_melee"      # 「近接戦闘中の相手をターゲットにできない」 (ranged targeting)
    if spell == "transfix" and band not in TRANSFIX_BANDS:
        return "refused_transfix_range"       # 「射程を伸ばす事はできない」
    return None


def roll_activation(rng: random.Random, quality: int, dice: int, declared_spell: str | None = None,
                    power_wanted: int | None = None, *, band: str = "short", in_contact: bool = False,
                    line_of_sight: bool = True, target_in_melee: bool = False, target_quality: int | None = None,
                    target_combat: int | None = None, caster_rules=(), target_rules=(),
                    magic_lost: bool = False) -> Record:
    """Play one activation of `dice` dice against `quality`, with `declared_spell` (`attack`,
    `transfix` or None) declared before the roll and `power_wanted` actions spent on it (all the
    successes when None; fewer when fewer succeed). The rest of the actions are moves."""
    check_value("quality", quality)
    check_value("dice", dice)
    if declared_spell is not None and declared_spell not in SPELLS:
        raise InputError(message("sbh.runtime.unknown_spell", spell=declared_spell, spells=Listing(tuple(SPELLS))))
    if band not in BANDS:
        raise InputError(message("sbh.runtime.unknown_band", band=band, bands=Listing(tuple(BANDS))))
    if power_wanted is not None and not 0 <= power_wanted <= 3:
        check_value("power", power_wanted)
    for spell, value, what, option in (("transfix", target_quality, "quality", "--target-quality"),
                                       ("attack", target_combat, "combat", "--target-combat")):
        if declared_spell == spell and value is None:
            raise InputError(message("sbh.runtime.needs_target", spell=message(f"sbh.runtime.spell.{spell}"),
                                     what=message(f"sbh.runtime.word.{what}"), option=option))
        if declared_spell == spell:
            check_value(what, value)

    record = Record(quality, dice, None)
    spell = declared_spell
    if spell is not None:
        refusal = _refusal(spell, band, in_contact, line_of_sight, target_in_melee, magic_lost)
        if refusal:
            record.add(refusal, spell=message(f"sbh.runtime.spell.{spell}"))
            spell = None
        else:
            record.add("declared", spell=message(f"sbh.runtime.spell.{spell}"))
    record.declared = spell

    # the activation roll: 「通常通り1〜3個のダイスを使ってアクティベーションロールをする」
    record.faces = [rng.randint(1, 6) for _ in range(dice)]
    record.successes = sum(activation_success(face, quality) for face in record.faces)
    record.failures = dice - record.successes
    record.add("rolled", dice=dice, quality=quality, faces=" ".join(map(str, record.faces)),
               successes=record.successes, failures=record.failures)

    if spell is not None and record.failures >= MAGIC_LOSS_FAILURES:
        # 「3失敗した場合、魔法の力が尽き、その後ゲーム終了まで魔法を唱える事が出来なくなる」
        record.magic_lost = True
        record.add("magic_lost", failures=record.failures)
        spell = None

    # successes are actions, split between moves and the spell; the power is the actions spent on it
    power = 0
    if spell is not None:
        wanted = record.successes if power_wanted is None else power_wanted
        power = min(wanted, record.successes)
        if wanted > record.successes:
            # 「3つのダイスで…2成功だった場合、パワー3で発動する事は出来ません」
            record.add("power_capped", wanted=wanted, successes=record.successes, power=power)
    record.power, record.moves = power, record.successes - power
    if spell is not None and power == 0:
        record.add("spell_given_up", moves=record.moves)
    elif spell is not None:
        record.add("split", moves=record.moves, power=power)
    else:
        record.add("moves_only", moves=record.moves)
    if spell is None or power == 0:
        return record

    record.cast = True
    distance = message(f"sbh.runtime.range.{RANGE_BY_POWER[power]}")
    if spell == "transfix":
        # 「パワー1につき1つのダイスでQualityテスト…1つでも失敗した場合、そのモデルはトランスフィクス状態」
        record.add("cast_transfix", power=power, range=distance)
        faces = [rng.randint(1, 6) for _ in range(power)]
        failed = sum(not activation_success(face, target_quality) for face in faces)
        record.transfixed = failed > 0
        record.add("transfix_test", dice=power, quality=target_quality, faces=" ".join(map(str, faces)),
                   failures=failed)
        if record.transfixed:
            record.add("transfixed")
            for effect, values in TRANSFIX_EFFECTS:
                record.add(f"effect_{effect}", **values)
        else:
            record.add("not_transfixed")
        return record

    # magic as a ranged attack: 「魔法使いのd6+パワーとターゲットのd6+Cでの対抗判定」
    caster_ids, target_ids = rule_ids(caster_rules), rule_ids(target_rules)
    bonus = CASTER_RULES["good_shot"]["combat"] if "good_shot" in caster_ids else 0
    penalty = BAND_MODIFIER[band]
    record.add("cast_attack", power=power, range=distance,
               band=message(f"sbh.runtime.band.{band}"), penalty=penalty)
    if bonus:
        record.add("good_shot", bonus=bonus)
    for rule in sorted(target_ids & set(TARGET_RULES)):
        record.add(f"target_{TARGET_RULES[rule]['note']}", rule=message(f"sbh.runtime.rule.{rule}"))
    caster_die, target_die = rng.randint(1, 6), rng.randint(1, 6)
    caster_total = caster_die + power + bonus + penalty
    target_total = target_die + target_combat
    record.margin = caster_total - target_total
    record.add("attack_roll", caster_die=caster_die, caster_total=caster_total, target_die=target_die,
               combat=target_combat, target_total=target_total, margin=record.margin)
    if "poison" in caster_ids:
        record.add("poison")
    record.add("margin_only")
    return record
