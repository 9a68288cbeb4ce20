"""虚構侵蝕TRPG's dice: the check `KS(x,y)>=z` (with `A` ［有利］ and `D` ［不利］), the observation roll
`KR(x)` / `KR(x,y)` and the convergence roll `KRS(x,y)`, read and rolled the way BCDice's game system
`KyokoShinshoku` does (its behaviour is learned from its help text and test cases; no code is taken).

The check, as BCDice plays it:

- x is a *dice size*: 4, 6, 8, 10, 12 or 20 roll that die; 1, 2 and 3 roll a d4 whose value is capped
  at x (an ability of 1 to 3). Any other x is not a check (BCDice prints nothing; we say why, KY102).
- y dice (1 when left out) are rolled and the highest is the value. With fewer than one die (y ≤ 0)
  two dice are rolled and the *lowest* is the value. The value is then capped at x (and at least 1).
- `A` (［有利］) rolls the whole check twice and keeps the higher value, `D` (［不利］) the lower.
- The result, first match wins: value 1 is a fumble (with or without a difficulty); below z a
  failure; the die's highest face (value = sides, so never for x = 1, 2, 3) a critical; otherwise
  (value ≥ z) a success. Without `>=z` only the fumble is judged.
- x, y and z may be sums (`KS(10+2,2-1)>=4+1`); `KS(10)` and `KS10` are `KS(10,1)`.

Text is read as users type it: full-width letters, digits and signs (`ＫＳ（１０，２）＞＝５`), `≧`,
lower case, `、` for the comma, spaces inside the parentheses and before `A`, `D` or `>=`. As in
BCDice, text after a space that does not continue the check is a comment.
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction

import attrs

from ...diagnostics import Diagnostic, Severity, SourceFile, StatblockError
from . import catalog

__all__ = [
    "CRITICAL", "FAILURE", "FUMBLE", "MAX_DICE", "RESULTS", "SIZES", "SUCCESS",
    "Check", "CheckError", "CheckOdds", "CheckRoll", "FixedDice", "Observation", "ObservationRoll",
    "CONDITIONS", "check_odds", "condition_id", "dice_changes", "dice_for", "diagnostic", "odds_of", "parse", "parse_check", "result_label",
    "roll", "roll_check", "value_distribution",
]

FUMBLE, FAILURE, SUCCESS, CRITICAL = "fumble", "failure", "success", "critical"
RESULTS = (FUMBLE, FAILURE, SUCCESS, CRITICAL)
_JAPANESE = {FUMBLE: "ファンブル", FAILURE: "失敗", SUCCESS: "成功", CRITICAL: "クリティカル"}

# dice size x → the die rolled; 1 to 3 are a d4 capped at x
SIZES: dict[int, int] = {1: 4, 2: 4, 3: 4, 4: 4, 6: 6, 8: 8, 10: 10, 12: 12, 20: 20}
# ［現実乖離］ stage → die (KR, KRS); ［リアリティライン］ level → dice (KR)
_STAGES = (4, 6, 8, 10, 12, 20)
_REALITY_LINE = {3: 1, 2: 2, 1: 3}
MAX_DICE = 200   # our own limit on dice rolled or counted at once (BCDice's is not part of the game)


def result_label(result: str | None, lang: str = "en") -> str:
    """The game's word for a result: `ファンブル` … in Japanese, `fumble` … in English ('' for none)."""
    if result is None:
        return ""
    return _JAPANESE[result] if lang == "ja" else result


# ---- errors and diagnostics ----------------------------------------------------------------------

class CheckError(StatblockError, ValueError):
    """A command that is not a check the game has. Its one argument is a `Message`; `code` is its KY1xx
    code and `start`/`end` the characters of the command it is about."""

    def __init__(self, message, code: str, start: int, end: int) -> None:
        super().__init__(message)
        self.code, self.start, self.end = code, start, max(end, start + 1)

    @property
    def message(self):
        return self.args[0]


def diagnostic(error: CheckError, source: SourceFile | None = None, offset: int = 0,
               text: str | None = None) -> Diagnostic:
    """The error as a diagnostic with a caret: in `source` at `offset` (where the command starts in
    that file), or in a one-line source holding just the command `text`."""
    if source is None:
        source, offset = SourceFile("<check>", text or ""), 0
    span = source.span(offset + error.start, offset + error.end)
    return Diagnostic(error.code, Severity.ERROR, error.message, span)


# ---- reading a command ---------------------------------------------------------------------------

_EXTRA = {"、": ",", "，": ",", "≧": "≧", "≥": "≧", "−": "-", "－": "-", "‐": "-", "ー": "-", "＝": "="}


def _normalized(text: str) -> str:
    """Full-width to half-width and upper case, one character for one (so positions stay those of
    the text as typed); `≧` and `≥` are kept as one character and read as `>=`."""
    out = []
    for char in text:
        if char in _EXTRA:
            out.append(_EXTRA[char])
            continue
        folded = unicodedata.normalize("NFKC", char)
        out.append(folded.upper() if len(folded) == 1 else char)
    return "".join(out)


@attrs.frozen
class Check:
    """A parsed `KS` check: dice size x, dice y, difficulty z (None when not given), `A`/`D`."""

    size: int
    dice: int = 1
    target: int | None = None
    advantage: bool = False
    disadvantage: bool = False
    comment: str = ""

    @property
    def sides(self) -> int:
        return SIZES[self.size]

    @property
    def option(self) -> str:
        return "A" if self.advantage else "D" if self.disadvantage else ""

    def command(self) -> str:
        """The command as BCDice echoes it: `KS(10,3)A>=5`, the sums worked out."""
        target = "" if self.target is None else f">={self.target}"
        return f"KS({self.size},{self.dice}){self.option}{target}"


@attrs.frozen
class Observation:
    """`KR(x)` / `KR(x,y)` (the highest of 1 to 3 dice) or `KRS(x,y)` (the sum of y dice)."""

    kind: str            # "KR" or "KRS"
    stage: int
    line: int | None = None
    count: int = 1
    comment: str = ""

    @property
    def sides(self) -> int:
        return _STAGES[self.stage - 1]

    @property
    def dice(self) -> int:
        return _REALITY_LINE[self.line] if self.kind == "KR" and self.line is not None else self.count

    def command(self) -> str:
        if self.kind == "KRS":
            return f"KRS({self.stage},{self.count})"
        return f"KR({self.stage})" if self.line is None else f"KR({self.stage},{self.line})"


class _Reader:
    """A small reader over the normalized command; every fault raises a `CheckError` at its place."""

    def __init__(self, text: str) -> None:
        self.shown = text
        self.text = _normalized(text)
        self.at = 0

    def fail(self, expected: str, **args) -> CheckError:
        end = self.at + 1
        return CheckError(catalog.message("dice.unreadable", expected=catalog.message(expected, **args)),
                          "KY101", self.at, end)

    def spaces(self) -> None:
        while self.at < len(self.text) and self.text[self.at].isspace():
            self.at += 1

    def peek(self, skip_spaces: bool = False) -> str:
        at = self.at
        if skip_spaces:
            while at < len(self.text) and self.text[at].isspace():
                at += 1
        return self.text[at] if at < len(self.text) else ""

    def take(self, char: str) -> bool:
        if self.peek() == char:
            self.at += 1
            return True
        return False

    def number(self, spaced: bool = True) -> tuple[int, int, int]:
        """A sum of whole numbers with `+` and `-` (signs may stack: `2--1` is 3), as BCDice's
        arithmetic reads the `[-+0-9]` text it allows; (value, start, end). Spaces may stand around
        the terms when `spaced` (inside parentheses), only before the sum otherwise."""
        self.spaces()
        start, total, sign = self.at, 0, 1
        while True:
            if spaced:
                self.spaces()
            while self.peek() in ("+", "-"):
                if self.peek() == "-":
                    sign = -sign
                self.at += 1
                if spaced:
                    self.spaces()
            digits = re.match(r"[0-9]+", self.text[self.at:])
            if not digits:
                raise self.fail("dice.expect_number")
            total += sign * int(digits.group())
            self.at += len(digits.group())
            end = self.at
            if self.peek(skip_spaces=spaced) not in ("+", "-"):
                break
            sign = 1
        self.at = end
        return total, start, end

    def comment(self) -> str:
        """What is left: nothing, or a comment after a space; anything else is a fault."""
        rest = self.text[self.at:]
        if not rest:
            return ""
        if rest[0].isspace():
            return self.shown[self.at:].strip()
        raise self.fail("dice.expect_end")


def parse(text: str) -> Check | Observation:
    """A `KS`, `KR` or `KRS` command; raises `CheckError` (KY1xx) for anything else."""
    reader = _Reader(text)
    reader.spaces()
    head = re.match(r"KRS|KR|KS", reader.text[reader.at:])
    if not head:
        raise reader.fail("dice.expect_command")
    reader.at += len(head.group())
    if head.group() == "KS":
        return _check(reader)
    return _observation(reader, head.group())


def parse_check(text: str) -> Check:
    """A `KS` check; raises `CheckError` (KY1xx) for anything else."""
    parsed = parse(text)
    if not isinstance(parsed, Check):
        raise CheckError(catalog.message("dice.unreadable", expected=catalog.message("dice.expect_command")),
                         "KY101", 0, len(text.rstrip()) or 1)
    return parsed


def _check(reader: _Reader) -> Check:
    dice = 1
    if reader.take("("):
        size, size_start, size_end = reader.number()
        reader.spaces()
        if reader.take(","):
            reader.spaces()
            if reader.peek() != ")":
                dice, dice_start, dice_end = reader.number()
                reader.spaces()
                if abs(dice) > MAX_DICE:
                    raise CheckError(catalog.message("dice.too_many", count=dice, limit=MAX_DICE),
                                     "KY105", dice_start, dice_end)
        elif reader.peek() != ")":
            raise reader.fail("dice.expect_comma")
        if not reader.take(")"):
            raise reader.fail("dice.expect_close")
    else:
        # `KS10` (and `KS(10)`, which BCDice's preprocessor turns into `KS10`)
        digits = re.match(r"[0-9]+", reader.text[reader.at:])
        if not digits:
            raise reader.fail("dice.expect_open", command="KS")
        size, size_start, size_end = int(digits.group()), reader.at, reader.at + len(digits.group())
        reader.at = size_end
    if size not in SIZES:
        near = min(SIZES, key=lambda known: (abs(known - size), known)) if size > 0 else None
        hint = catalog.message("dice.did_you_mean", size=near) if near is not None else ""
        raise CheckError(catalog.message("dice.bad_size", size=reader.shown[size_start:size_end].strip(), hint=hint),
                         "KY102", size_start, size_end)
    # `A` or `D`, and the difficulty; spaces are allowed before them
    advantage = disadvantage = False
    word = re.match(r"(\s*)([A-Z]+)", reader.text[reader.at:])
    if word:
        spaced, option = bool(word.group(1)), word.group(2)
        start = reader.at + word.start(2)
        if option in ("A", "D") and _continues(reader.text[reader.at + word.end():]):
            advantage, disadvantage = option == "A", option == "D"
            reader.at += word.end()
        elif option in ("A", "D") and not spaced:
            reader.at += word.end()
            raise reader.fail("dice.expect_end")
        elif not spaced:
            raise CheckError(catalog.message("dice.bad_option", option=reader.shown[start:start + len(option)]),
                             "KY104", start, start + len(option))
        # else: a word after a space is a comment
    target = _target(reader)
    return Check(size, dice, target, advantage, disadvantage, reader.comment())


def _continues(rest: str) -> bool:
    """After an option letter: the end, a space (a comment follows) or the comparison."""
    return not rest or rest[0].isspace() or rest.lstrip()[:1] in ("≧", ">", "<", "=")


_COMPARISON = re.compile(r"\s*(>=|=>|≧|<=|=<|>|<|==|=|!=|<>)")


def _target(reader: _Reader) -> int | None:
    found = _COMPARISON.match(reader.text[reader.at:])
    if not found:
        return None
    start = reader.at + found.start(1)
    reader.at += found.end()
    op = found.group(1)
    value, _, _ = reader.number(spaced=False)
    if op not in (">=", "≧"):
        raise CheckError(catalog.message("dice.bad_comparison", op=reader.shown[start:start + len(op)], target=value),
                         "KY103", start, start + len(op))
    return value


def _observation(reader: _Reader, kind: str) -> Observation:
    line = None
    count = 1
    if kind == "KR" and not reader.peek() == "(":
        digits = re.match(r"[0-9]+", reader.text[reader.at:])
        if not digits:
            raise reader.fail("dice.expect_open", command=kind)
        stage, start, end = int(digits.group()), reader.at, reader.at + len(digits.group())
        reader.at = end
    else:
        if not reader.take("("):
            raise reader.fail("dice.expect_open", command=kind)
        stage, start, end = reader.number()
        reader.spaces()
        if kind == "KRS" or reader.peek() == ",":
            if not reader.take(","):
                raise reader.fail("dice.expect_comma")
            second, second_start, second_end = reader.number()
            reader.spaces()
            if kind == "KR":
                line = second
                if line not in _REALITY_LINE:
                    raise CheckError(catalog.message("dice.bad_stage", value=line), "KY107", second_start, second_end)
            else:
                count = second
                if abs(count) > MAX_DICE:
                    raise CheckError(catalog.message("dice.too_many", count=count, limit=MAX_DICE),
                                     "KY105", second_start, second_end)
        if not reader.take(")"):
            raise reader.fail("dice.expect_close")
    if not 1 <= stage <= len(_STAGES):
        raise CheckError(catalog.message("dice.bad_stage", value=stage), "KY107", start, end)
    return Observation(kind, stage, line, count, reader.comment())


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


@attrs.frozen
class DiceSet:
    """One roll of the check's dice: the faces (sorted, as shown) and the value they give."""

    faces: tuple[int, ...]
    value: int


@attrs.frozen
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


@attrs.frozen
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


# ---- exact odds ----------------------------------------------------------------------------------

def value_distribution(size: int, dice: int, advantage: bool = False, disadvantage: bool = False) -> dict[int, Fraction]:
    """Exact P(value = v) of a check, by enumerating the values v (not the rolls): with n dice of
    s sides, P(highest ≤ k) = (k/s)^n; with none, P(lowest of two ≥ k) = ((s-k+1)/s)^2; the cap at
    x and ［有利］/［不利］ (two independent sets, higher or lower) follow."""
    if size not in SIZES:
        raise ValueError(f"no dice size {size}")
    if advantage and disadvantage:
        raise ValueError("a check has ［有利］ or ［不利］, not both")
    if dice > MAX_DICE:
        raise ValueError(f"more than {MAX_DICE} dice")
    sides = SIZES[size]

    def at_most(k: int) -> Fraction:   # P(value ≤ k) for one set, after the cap at `size`
        if k >= size:
            return Fraction(1)
        if k < 1:
            return Fraction(0)
        if dice < 1:
            return 1 - Fraction(sides - k, sides) ** 2
        return Fraction(k, sides) ** dice

    cumulative = {}
    for k in range(0, size + 1):
        one = at_most(k)
        if advantage:
            cumulative[k] = one * one
        elif disadvantage:
            cumulative[k] = 1 - (1 - one) * (1 - one)
        else:
            cumulative[k] = one
    return {v: cumulative[v] - cumulative[v - 1] for v in range(1, size + 1) if cumulative[v] != cumulative[v - 1]}


@attrs.frozen
class CheckOdds:
    """Exact probabilities of the four results; they add up to 1. A fumble is never also counted as a
    failure, nor a critical as a success (BCDice flags a fumble as a failure too, a critical as a
    success too: add them up for "any failure" and "any success")."""

    fumble: Fraction
    failure: Fraction
    success: Fraction
    critical: Fraction

    def items(self) -> tuple[tuple[str, Fraction], ...]:
        return tuple((name, getattr(self, name)) for name in RESULTS)

    def to_json(self, lang: str = "en") -> dict:
        return {name: {"fraction": str(value), "probability": float(value), "label": result_label(name, lang)}
                for name, value in self.items()}


def check_odds(x: int, y: int, z: int, advantage: bool = False, disadvantage: bool = False) -> CheckOdds:
    """The exact odds of `KS(x,y)>=z` (with `A` when `advantage`, `D` when `disadvantage`)."""
    sides = SIZES.get(x)
    if sides is None:
        raise ValueError(f"no dice size {x}: one of {sorted(SIZES)}")
    totals = dict.fromkeys(RESULTS, Fraction(0))
    for value, chance in value_distribution(x, y, advantage, disadvantage).items():
        totals[judge(value, sides, z)] += chance
    return CheckOdds(**totals)


def odds_of(check: Check | str) -> CheckOdds:
    """`check_odds` of a parsed (or written) check; a check without a difficulty is KY106."""
    text = check if isinstance(check, str) else None
    if isinstance(check, str):
        check = parse_check(check)
    if check.target is None:
        end = len(text.rstrip()) if text else 1
        raise CheckError(catalog.message("dice.no_target", command=check.command()), "KY106", max(end - 1, 0), end)
    return check_odds(check.size, check.dice, check.target, check.advantage, check.disadvantage)


# ---- conditions that change the number of dice ---------------------------------------------------

# The seed (004, the ［状態］ of the damage chapter):
#   ［散漫］「［散漫］を受けている間、すべての判定のダイスを－1個する。」
#   ［集中］「［集中］を受けている間、すべての判定のダイスを＋1個する。」
#   ［高揚］「［高揚］を受けている間、［対決］における能動判定のダイスに＋1個し、受動判定のダイスに－1個する。」
# So ［散漫］ takes a die from every check and ［集中］ adds one to every check; ［高揚］ changes only
# the checks of a ［対決］ (contest): +1 to the active check, −1 to the passive one, nothing otherwise.
# A condition is held or not (the seed never stacks one with itself), so each counts once. The seed
# says nothing of a check left with 0 dice or fewer: `KS` then rolls two dice and keeps the lower
# (BCDice's rule), so the count is returned as it is, below 1 included.
_CONDITION_IDS = {
    "散漫": "distracted", "distracted": "distracted",
    "集中": "focused", "focused": "focused",
    "高揚": "elated", "elated": "elated",
}
ACTIVE, PASSIVE = "active", "passive"


# the seed's fourteen ［状態］ (the others change no dice); `n` and targets (`崩壊3`, `憎悪／使用者`) are dropped
CONDITIONS = ("瀕死", "死亡", "萎縮", "気絶", "硬直", "憎悪", "散漫", "崩壊", "隠密", "高揚", "再生", "集中", "搭乗", "飛行")


def condition_id(condition: object) -> str | None:
    """`distracted`, `focused` or `elated` for the three conditions that change dice, the Japanese
    name for the seed's other ［状態］, None for a name that is none of them."""
    name = getattr(condition, "id", None) or getattr(condition, "name", None) or condition
    text = _normalized(str(name)).strip().strip("[]［］").strip()
    text = re.split(r"[/／]", text)[0].strip()
    if text in _CONDITION_IDS or text.lower() in _CONDITION_IDS:
        return _CONDITION_IDS.get(text) or _CONDITION_IDS[text.lower()]
    bare = text.rstrip("0123456789").strip()
    return bare if bare in CONDITIONS else None


def dice_changes(conditions: Iterable[object], contest: str | None = None) -> tuple[tuple[str, int], ...]:
    """(condition id, change) for each held condition that changes this check's dice."""
    if contest not in (None, ACTIVE, PASSIVE):
        raise ValueError(f"contest is {ACTIVE!r}, {PASSIVE!r} or None, not {contest!r}")
    held = {condition_id(condition) for condition in conditions}
    changes = []
    if "distracted" in held:
        changes.append(("distracted", -1))
    if "focused" in held:
        changes.append(("focused", +1))
    if "elated" in held and contest is not None:
        changes.append(("elated", +1 if contest == ACTIVE else -1))
    return tuple(changes)


def dice_for(conditions: Iterable[object], base: int, *, contest: str | None = None) -> int:
    """The number of dice of a check of `base` dice under `conditions` (names such as `散漫`,
    `［集中］`, `elated`, or objects with an `id` or `name`); `contest` is "active" or "passive" for
    a check of a ［対決］, None otherwise."""
    return base + sum(change for _, change in dice_changes(conditions, contest))
