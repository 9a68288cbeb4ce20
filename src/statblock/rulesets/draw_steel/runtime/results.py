"""What resolving an ability gives: frozen records of each target's damage, potency checks, conditions,
forced moves and choices, and of the whole use (`Resolution`); the rules that make one record from one
effect and one target (`damage_taken`: weakness then immunity; `moved`: stability and grabs).

Applying a tier's effects is `apply.py`'s; rolling once for a use and applying the tier to each target is
`resolve.py`'s. Results are their own frozen classes, kept apart from the effects that produced them.
"""

from __future__ import annotations

from ....vocabulary import fold
from . import effects as fx
from .compiled import CompiledAbility
from .dice import PowerRoll
from .hero import ALL_DAMAGE, IMMUNE_TO_ALL, Target
from ....records import frozen

__all__ = [
    "ChoiceMade",
    "ConditionApplied",
    "DamageDealt",
    "Moved",
    "PotencyCheck",
    "Resolution",
    "TargetResult",
    "damage_taken",
    "moved",
]


@frozen
class DamageDealt:
    """One damage clause against one target: `amount` as the ability deals it, `dealt` after the
    target's weakness (added first) and immunity (applied last, "all" ignores it entirely)."""

    amount: int
    damage_type: str | None
    weakness: int
    immunity: int | str
    dealt: int


@frozen
class PotencyCheck:
    characteristic: str
    potency: int            # the value checked: raised by 1 when surges were spent on it
    score: int
    landed: bool
    raised: bool = False


@frozen
class ConditionApplied:
    condition: str                  # id, or the author's word for a custom status
    duration: fx.Duration | None
    riders: tuple[str, ...] = ()
    custom: bool = False
    source: str | None = None       # `frightened of the triggering ally`


@frozen
class Moved:
    """What one forced move does to one target: `squares` of the move's distance it can be moved.

    A grabbed creature cannot be force moved except by the creature grabbing it (seed 000, つかまれ: 「自分を
    つかんでいるクリーチャー、物体、または効果によるものを除いて強制的に移動させられることがなく」): `grabbed_by`
    names its grabber, and it moves 0. Otherwise its stability (a statblock's Stability, the target file's
    `stability`) lets it reduce a push, pull or slide, vertical or not, by up to that many squares, to no fewer
    than 0 (`squares` is the most it can then be moved): the published rules of forced movement (seeds 000-001 name push, pull and slide and send the reader to the
    combat chapter for them, which the seeds do not hold); the books write `ignoring stability` where a move,
    vertical ones too (`vertical slides the target up to 3 squares, ignoring stability`), is not shortened
    (`push 10, ignoring stability`: `ForcedMove.ignores_stability`).

    A target grabbed by no one named (a target file's `grabbed = true`): whether the roller is its grabber is not
    known, so the move is not held back (as a grab of no one named gives no bane, `situation.py`), and
    `grabbed_unnamed` has the report say so, and how to name the grabber."""

    squares: int
    stability: int = 0               # the squares the target's stability took off
    grabbed_by: str | None = None
    grabbed_unnamed: bool = False    # grabbed, by whom not said: moved, and said


def moved(move: fx.ForcedMove, target: Target, roller: str | None = None) -> Moved:
    """How far `move` can take `target`, when `roller` force moves it."""
    grabber = target.conditions.get("grabbed")
    if isinstance(grabber, str) and roller is not None and fold(grabber) != fold(roller):
        return Moved(0, grabbed_by=grabber)
    taken = 0 if move.ignores_stability else min(target.stability, move.distance)
    return Moved(move.distance - taken, taken, grabbed_unnamed=grabber is True)


@frozen
class ChoiceMade:
    """A choice a tier offered, and the option applied (`picked`, its index of `count`). `damage_types`
    are the types offered when the choice is one of damage types (`cold, fire, or holy damage`)."""

    picked: int
    count: int
    damage_types: tuple[str | None, ...] = ()


@frozen
class TargetResult:
    target: Target
    damage: tuple[DamageDealt, ...] = ()
    conditions: tuple[ConditionApplied, ...] = ()
    forced_moves: tuple[fx.ForcedMove, ...] = ()
    # what each of `forced_moves` does to this target (its stability, a grab): the same order
    moves: tuple[Moved, ...] = ()
    potency_checks: tuple[PotencyCheck, ...] = ()
    # for the reader to apply: clauses with no known mechanic (their text), and effects the table plays
    # (`the target can shift 1 square`, `one target is grabbed`), said in the report's language
    text: tuple[str | fx.Effect, ...] = ()
    roll: PowerRoll | None = None   # a test the target makes: its own roll and tier
    tier: int | None = None
    choices: tuple[ChoiceMade, ...] = ()
    potency_surge: bool = False     # 2 surges were spent to raise this target's potency by 1
    # the grabber of a target already grabbed by another than the roller, when the tier grabs it too: not grabbed
    # again (seed 000: 「すでに敵につかまれているキャラクターは、別の敵によって再びつかまれることはありません」)
    grab_refused: str | None = None
    # the roll as it stands against this target alone, when edges or banes against it alone (`reasons`) change
    # it: its total and tier (seed 000: 個々のターゲットに異なるティアの結果を適用する); `tier` is then the one applied
    against: PowerRoll | None = None
    reasons: tuple = ()
    # an object target: the conditions, forced moves and notes the tier would have given it, to which it is
    # immune (`objects.untouched`, seed 000)
    object_immune: tuple = ()

    @property
    def total_damage(self) -> int:
        return sum(d.dealt for d in self.damage)

    @property
    def stamina_after(self) -> int | None:
        return None if self.target.stamina is None else self.target.stamina - self.total_damage


@frozen
class Resolution:
    """`tier` is the tier applied: the roll's, or a lower one the user downgraded to."""

    ability: CompiledAbility
    roll: PowerRoll | None          # None: the ability has no power roll
    tier: int | None
    critical: bool
    targets: tuple[TargetResult, ...]
    surges: int = 0                 # surges spent: 0 when the tier deals the first target no damage
    surge_damage: int = 0           # the extra damage they added to the first target's first damage
    potency_surges: int = 0         # targets whose potency 2 surges each raised by 1
    reasons: tuple = ()             # the edges and banes the roller's conditions gave (`situation.Reason`)
    bleeding: tuple[int, int] | None = None   # a bleeding roller's 1d6 and the Stamina it lost (1d6 + level)
    # what the tier says of the user (`you are slowed (EoT)`, `you gain 2 surges`): once for the use, not under
    # each target (seed 000: an effect said of the user lands on it once), for the table to play
    on_you: tuple[fx.Effect, ...] = ()


# ---- damage ---------------------------------------------------------------------------------


def damage_taken(amount: int, damage_type: str | None, target: Target) -> DamageDealt:
    """Apply the target's weakness, then immunity, as the Draw Steel rules order them (immunity
    is "the last thing applied"). Of several that apply (a typed one and `all`), the largest
    counts. Untyped damage meets only `all` immunities and weaknesses."""
    applies = (ALL_DAMAGE, damage_type) if damage_type else (ALL_DAMAGE,)
    weakness = max((v for k, v in target.weaknesses.items() if k in applies), default=0)
    immunities = [v for k, v in target.immunities.items() if k in applies]
    if IMMUNE_TO_ALL in immunities:
        return DamageDealt(amount, damage_type, weakness, IMMUNE_TO_ALL, 0)
    immunity = max(immunities, default=0)
    return DamageDealt(amount, damage_type, weakness, immunity, max(0, amount + weakness - immunity))
