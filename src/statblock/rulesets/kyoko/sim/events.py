"""Playing a scenario's events on a character, one `Step` (what happened, the state after) each.

`simulate(scenario, check=None)` gives (steps, stop): `stop` is None, or the diagnostic of the
event where the run had to stop (a rule choice the scenario must make and did not, a skill the
character lacks). The rules themselves are in rules.py.
"""

from __future__ import annotations

import random

import attrs

from ..catalog import message
from . import rules
from .state import Condition, State, named
from ....records import define, frozen

__all__ = ["CheckResult", "Event", "Step", "default_check", "simulate", "start_state"]


@frozen
class Event:
    kind: str                        # damage, loss, heal, armor_heal, gain, remove, end_source, turn_end,
    #                                  round_end, ten_seconds, ten_minutes, check, action, interrupt,
    #                                  treatment, repair, leisure, turn_start, dismount, escape, search
    data: dict = attrs.field(factory=dict, eq=False)   # canonical key -> value
    path: tuple = ()                 # where it is in the scenario (for diagnostics)


@frozen
class CheckResult:
    value: int
    rolls: tuple
    success: bool
    critical: bool = False
    fumble: bool = False


def default_check(rng, dice: int, skill: str, difficulty: int | None) -> CheckResult:
    """A stand-in for the game's check `KS(x,y)>=z` (dice/ has the real one): `skill` is the die size x
    (1-3 are a d4 that counts at most x), `dice` the number y; the highest die counts, and with fewer
    than one die two are rolled and the lowest counts. 1 is a fumble, the die's top face a critical.
    Without a difficulty (None) only the value counts: neither success nor critical, a 1 still a fumble."""
    size = int(skill)
    faces = max(size, 4)
    rolls = tuple(rng.randint(1, faces) for _ in range(dice if dice >= 1 else 2))
    value = min(max(rolls) if dice >= 1 else min(rolls), size)
    fumble = value == 1
    success = not fumble and difficulty is not None and value >= difficulty
    return CheckResult(value, rolls, success, critical=success and size >= 4 and value == faces, fumble=fumble)


class Stop(Exception):
    """The run cannot go on: `code`, catalog `key` and its arguments, and where (`at`: a scenario path)."""

    def __init__(self, code: str, key: str, at: tuple, **args) -> None:
        super().__init__(key)
        self.code, self.key, self.at, self.fields = code, key, at, args


@define
class Step:
    index: int
    event: Event
    notes: list = attrs.Factory(list)      # messages
    gained: list = attrs.Factory(list)     # condition ids
    ended: list = attrs.Factory(list)      # (condition id, reason key)
    checks: list = attrs.Factory(list)     # dicts
    state: dict | None = None
    #: what happened in the order it happened: ("note", message), ("check", dict), ("gained", condition id),
    #: ("ended", (condition id, reason key)); the lists above hold the same by kind
    log: list = attrs.Factory(list)


class Run:
    def __init__(self, scenario, check=None) -> None:
        character = scenario.character
        self.scenario = scenario
        self.state = State(character.hp_max, character.hp, character.armor_max, character.armor)
        self.rng = random.Random(scenario.seed)
        self.check = check or default_check
        # a character may start at 0 【ＨＰ】 or less (`hp_start`): ［瀕死］ and ［死亡］ follow 【ＨＰ】 from the start
        self.step = Step(0, Event("start"))
        rules.update_dying(self)
        self.step = None

    # ---- what the step says ----

    def note(self, key: str, **args) -> None:
        if isinstance(args.get("condition"), str):   # ［崩壊3］, in English [Decay 3]
            args["condition"] = named(args["condition"])
        said = message("sim.note." + key, **args)
        self.step.notes.append(said)
        self.step.log.append(("note", said))

    def gained(self, cid: str) -> None:
        self.step.gained.append(cid)
        self.step.log.append(("gained", cid))

    def ended(self, cid: str, reason: str) -> None:
        self.step.ended.append((cid, reason))
        self.step.log.append(("ended", (cid, reason)))

    def choice(self, name: str):
        """The scenario's answer to a question the seed leaves open, or a stop that says it is missing."""
        value = self.scenario.rules.get(name)
        if value is None:
            raise Stop("KY209", "sim.error.choice_missing", self.step.event.path, rule=name,
                       question=message("sim.question." + name))
        return value

    def roll(self, skill: str, difficulty: int | None, purpose: str, contest: str | None = None, by: dict | None = None,
             change: int | None = None, option: str | None = None, about: str | None = None):
        """A check of the character (or of `by`, another character, whose ［状態］ are not known: its dice as
        given); its outcome is kept in the step. A check without a difficulty (None) is judged only for a
        fumble: its result is "fumble" or None, and only its value counts. `about`: the ［状態］ the check
        is for, when one of several may be checked at once (the end of a turn). `change`: the dice change of the character's ［状態］,
        when not those it holds now; `option`: "advantage" (［有利］: the check twice, the higher value) or
        "disadvantage" (［不利］: the lower)."""
        if by is not None:
            dice, size = by["skill"]
            change = 0
        else:
            found = self.scenario.character.skills.get(skill)
            if found is None:
                raise Stop("KY210", "sim.error.no_skill", self.scenario.character_path, skill=skill)
            dice, size = found
            if change is None:
                change = rules.dice_modifier(self.state, contest)
        results = [_outcome(self.check(self.rng, dice + change, str(size), difficulty))
                   for _ in range(2 if option else 1)]
        pick = min if option == "disadvantage" else max
        success, critical, fumble, value = pick(results, key=lambda found: found[3] or 0)
        self.step.checks.append({"purpose": purpose, "condition": about, "skill": skill, "dice": dice + change, "size": size,
                                 "modifier": change, "option": option, "difficulty": difficulty, "value": value,
                                 "result": _result(difficulty, success, critical, fumble)})
        self.step.log.append(("check", self.step.checks[-1]))
        return success, critical


def _result(difficulty: int | None, success: bool, critical: bool, fumble: bool) -> str | None:
    if difficulty is None:  # only a fumble is judged without a difficulty
        return "fumble" if fumble else None
    return "critical" if critical else "success" if success else "fumble" if fumble else "failure"


def _outcome(result) -> tuple[bool, bool, bool, object]:
    get = result.get if isinstance(result, dict) else lambda name, default=None: getattr(result, name, default)
    success = bool(get("success", False))
    return success, bool(get("critical", False)), bool(get("fumble", False)), get("value", get("total"))


def start_state(scenario) -> dict:
    """The character's state before the first event (its ［状態］ follow its starting 【ＨＰ】)."""
    return Run(scenario).state.snapshot()


def simulate(scenario, check=None):
    """(steps, stop) for `scenario`; `check(rng, dice, skill, difficulty)` rolls a check (`skill`: the die size)."""
    from .handlers import HANDLERS

    run = Run(scenario, check)
    steps: list[Step] = []
    for index, event in enumerate(scenario.events, 1):
        run.step = Step(index, event)
        try:
            HANDLERS[event.kind](run, event)
        except Stop as stop:
            return steps, stop
        run.step.state = run.state.snapshot()
        steps.append(run.step)
    return steps, None


def new_condition(spec: dict) -> Condition:
    return Condition(spec["id"], n=spec.get("n"), target=spec.get("target"), source=spec.get("source"),
                     constant=bool(spec.get("constant")), restraint=spec.get("restraint"),
                     removal=spec.get("removal"), easy_cause=bool(spec.get("easy_cause")))


def game_check(rng, dice: int, skill: str, difficulty: int | None) -> CheckResult:
    """The game's own check, `KS(skill,dice)>=difficulty`, rolled by `dice/` (BCDice's rules, every one
    of its test cases matched): what `statblock sim` rolls."""
    from ..dice import CRITICAL, FUMBLE, SUCCESS, Check, roll_check

    rolled = roll_check(Check(int(skill), dice, difficulty), rng)
    faces = tuple(face for one in rolled.sets for face in one.faces)
    return CheckResult(rolled.value, faces, rolled.result in (SUCCESS, CRITICAL), critical=rolled.result == CRITICAL,
                       fumble=rolled.result == FUMBLE)
