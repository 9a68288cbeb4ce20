"""Rolling a 虚構侵蝕TRPG dice command as BCDice does, and judging a check's value."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

from .reading import Check, Observation, parse, parse_check
from ....records import frozen

__all__ = ["CRITICAL", "FAILURE", "FUMBLE", "RESULTS", "SUCCESS", "CheckRoll", "DiceSet", "FixedDice",
           "ObservationRoll", "judge", "result_label", "roll", "roll_check"]

FUMBLE, FAILURE, SUCCESS, CRITICAL = "fumble", "failure", "success", "critical"
RESULTS = (FUMBLE, FAILURE, SUCCESS, CRITICAL)
_JAPANESE = {FUMBLE: "ファンブル", FAILURE: "失敗", SUCCESS: "成功", CRITICAL: "クリティカル"}


def result_label(result: str | None, lang: str = "en") -> str:
    """The game's word for a result: `ファンブル` … in Japanese, `fumble` … in English ('' for none)."""
    if result is None:
        return ""
    return _JAPANESE[result] if lang == "ja" else result



# ---- rolling -------------------------------------------------------------------------------------

Roller = Callable[[int], int]   # sides → a face from 1 to sides


class FixedDice:
    """Dice that come out as given, in order: `FixedDice([(10, 3), (10, 4)])` (sides, value), or plain
    values. A die of other sides than the one given, or one too many, is an error (for tests)."""

    def __init__(self, rolls: Iterable) -> None:
        self.rolls = [roll if isinstance(roll, tuple) else (None, roll) for roll in rolls]
        self.used = 0

    def __call__(self, sides: int) -> int:
        if self.used >= len(self.rolls):
            raise AssertionError(f"a d{sides} rolled after the {len(self.rolls)} fixed dice")
        expected, value = self.rolls[self.used]
        if expected is not None and expected != sides:
            raise AssertionError(f"die {self.used + 1} is a d{sides}, the fixed die is a d{expected}")
        self.used += 1
        return value


def _roller(rng: random.Random | Roller | Sequence | None) -> Roller:
    if rng is None:
        rng = random.Random()
    if isinstance(rng, random.Random):
        return lambda sides: rng.randint(1, sides)
    if callable(rng):
        return rng
    return FixedDice(rng)


@frozen
class DiceSet:
    """One roll of the check's dice: the faces (sorted, as shown) and the value they give."""

    faces: tuple[int, ...]
    value: int


@frozen
class CheckRoll:
    check: Check
    sets: tuple[DiceSet, ...]     # one, or two with ［有利］ / ［不利］ (in the order rolled)
    value: int
    result: str | None        # FUMBLE, FAILURE, SUCCESS, CRITICAL, or None (no difficulty, no fumble)

    def label(self, lang: str = "en") -> str:
        return result_label(self.result, lang)

    def text(self) -> str:
        """The line BCDice prints: `(KS(10,3)>=5) ＞ 10[3,4,10] ＞ 10 ＞ クリティカル`."""
        dice = self.check.dice

        def shown(one: DiceSet) -> str:
            return str(one.value) if dice == 1 else f"{one.value}[{','.join(map(str, one.faces))}]"

        parts = [f"({self.check.command()})"]
        if len(self.sets) == 2:
            parts.append(", ".join(shown(one) for one in self.sets))
        elif dice != 1:
            parts.append(shown(self.sets[0]))
        parts.append(str(self.value))
        if self.result is not None:
            parts.append(_JAPANESE[self.result])
        return " ＞ ".join(parts)

    def to_json(self, lang: str = "en") -> dict:
        return {"command": self.check.command(), "sides": self.check.sides, "dice": self.check.dice,
                "target": self.check.target, "option": self.check.option or None,
                "sets": [{"faces": list(one.faces), "value": one.value} for one in self.sets],
                "value": self.value, "result": self.result, "label": self.label(lang), "text": self.text()}


def _one_set(check: Check, roller: Roller) -> DiceSet:
    if check.dice < 1:
        faces = sorted(roller(check.sides) for _ in range(2))
        value = faces[0]
    else:
        faces = sorted(roller(check.sides) for _ in range(check.dice))
        value = faces[-1]
    return DiceSet(tuple(faces), min(max(value, 1), check.size))


def judge(value: int, sides: int, target: int | None) -> str | None:
    """The result of a check's value (see the module's docstring for the order)."""
    if value == 1:
        return FUMBLE
    if target is None:
        return None
    if value < target:
        return FAILURE
    if value == sides:
        return CRITICAL
    return SUCCESS


def roll_check(check: Check | str, rng: random.Random | Roller | Sequence | None = None) -> CheckRoll:
    """Roll a check with `rng` (a `random.Random`, a function sides → face, or fixed faces)."""
    if isinstance(check, str):
        check = parse_check(check)
    roller = _roller(rng)
    sets = [_one_set(check, roller)]
    if check.advantage or check.disadvantage:
        sets.append(_one_set(check, roller))
    values = [one.value for one in sets]
    value = max(values) if check.advantage else min(values)
    return CheckRoll(check, tuple(sets), value, judge(value, check.sides, check.target))


@frozen
class ObservationRoll:
    observation: Observation
    faces: tuple[int, ...]
    value: int
    result: None = None

    def text(self) -> str:
        head = f"({self.observation.command()}) ＞ "
        if len(self.faces) == 1:
            return head + str(self.value)
        return head + f"{self.value}[{','.join(map(str, self.faces))}] ＞ {self.value}"


def _roll_observation(observation: Observation, roller: Roller) -> ObservationRoll:
    faces = [roller(observation.sides) for _ in range(max(observation.dice, 0))]
    if observation.kind == "KR":
        faces.sort()   # the observation roll shows its dice sorted, the sum as rolled
        return ObservationRoll(observation, tuple(faces), faces[-1])
    return ObservationRoll(observation, tuple(faces), sum(faces))


def roll(command: str, rng: random.Random | Roller | Sequence | None = None) -> CheckRoll | ObservationRoll:
    """Read and roll any of the game's commands (`KS`, `KR`, `KRS`)."""
    parsed = parse(command)
    if isinstance(parsed, Check):
        return roll_check(parsed, rng)
    return _roll_observation(parsed, _roller(rng))


