"""Effects: what an ability does, independent of any hero.

These are the compiler's output and the runtime's input. Characteristics are
canonical ids (``"might"``); a damage bonus stays symbolic until a hero is
bound. Each kind of effect is a frozen class with its `kind`; `Effect` is any of them.
The compiled ability that holds them is `compiled.py`'s; their JSON (`dump`, `load`)
is `effect_json.py`'s.
"""

from __future__ import annotations

import re

from typing import Union

import attrs

from ....records import frozen

__all__ = [
    "as_said",
    "of_the_target",
    "ApplyCondition",
    "Choice",
    "Damage",
    "DamageModifier",
    "EdgeOrBane",
    "MakeVertical",
    "IgnoreStability",
    "Timed",
    "OwnMove",
    "ResourceChange",
    "TemporaryStamina",
    "Duration",
    "Effect",
    "ForcedMove",
    "NoEffect",
    "FreeStrike",
    "Reference",
    "Slay",
    "TierArea",
    "UseAbility",
    "StatChange",
    "TargetCount",
    "PotencyGate",
    "Text",
]


def as_said(who: str | None) -> str | None:
    """Who, as equality sees it: a creature written at the start of a sentence (`The target gains 5
    temporary Stamina`) is the one written within it (`the target`), and a card in Japanese, which has no
    capitals, reads back to it; what is kept is still as written."""
    return of_the_target(who[:1].lower() + who[1:]) if who else who


_OF_THEM = re.compile(r"\b(within [0-9]{1,3} squares? of|adjacent to) them$")


def of_the_target(who: str) -> str:
    """`who` with the creature it is measured from, when `them`, said `the target` (`each enemy within 2 squares of
    them`: `… of the target`): in a tier, `them` is the target, as a Japanese card says it (`ターゲットから`)."""
    return _OF_THEM.sub(r"\1 the target", who)


#: The effects' classes: `frozen`, with no `__weakref__` slot (nothing refers to an effect weakly; without it an
#: effect is copied the faster way, `record_builders`: the lowering copies some hundreds a corpus).
_effect = frozen(weakref_slot=False)

# ---- durations ---------------------------------------------------------------


@_effect
class Duration:
    """How long a condition lasts: `end_of_turn` (EoT), `save_ends`,
    `end_of_encounter`, or `until` with the author's words in `text`."""

    kind: str
    text: str | None = None


END_OF_TURN = Duration("end_of_turn")
SAVE_ENDS = Duration("save_ends")
END_OF_ENCOUNTER = Duration("end_of_encounter")


# ---- effects -------------------------------------------------------------------


@_effect
class Damage:
    """`amount` plus the best of `characteristics` (empty: flat damage), plus `dice` rolled
    (`2d6`, or None) when the ability is used."""

    amount: int
    characteristics: tuple[str, ...] = ()
    damage_type: str | None = None
    dice: str | None = None
    # `an enemy takes 6 damage`, `one target takes 5 damage`: some of the targets only, as written (the user
    # says which); None: every target
    subject: str | None = attrs.field(default=None, eq=as_said)
    # `lightning damage equal to 5 + your level`: the level of the hero using the ability is added
    level: bool = False
    kind = "damage"


@_effect
class ForcedMove:
    movement: str  # push, pull, slide
    distance: int
    vertical: bool = False
    characteristics: tuple[str, ...] = ()  # `slide 2 + R`: the best of these is added to `distance`
    toward: str | None = None              # `toward the center of the cube`, as written
    # `one target is pushed up to 3 squares`: some of the targets only, as written
    subject: str | None = attrs.field(default=None, eq=as_said)
    # spelt as a sentence: the words before the distance as written, for the card to say them so
    said: str | None = attrs.field(default=None, eq=False)
    squares: bool = attrs.field(default=False, eq=False)  # `3 squares`
    # `pushed up to 3 squares`, `最大2マス押し戻される`: how it was written, not what it does (a forced move
    # is never more than its distance); an English sentence also keeps it in `said`
    up_to: bool = attrs.field(default=False, eq=False)
    # `push 10, ignoring stability`: the target's stability does not shorten it
    ignores_stability: bool = False
    # `straight slide 3`, `ターゲットを真っ直ぐ3スクエア滑らせる`: a move that may not turn back (seed 000's 「直線」), said
    # only of one that is not straight already (a push or a pull is)
    straight: bool = False
    kind = "forced_move"


@_effect
class ApplyCondition:
    """A condition (`prone`) or, with `custom`, a status the rules do not define.

    `source` is who or what the condition is about, with its preposition, as written (`of the
    triggering ally` in `frightened of the triggering ally`, `by the knight`); `subject`, when not None, says that the condition lands on
    only some of the targets, as written (`one target`, `the other target`); `who`, when not None, is
    the subject of a custom status written with a verb of its own, as written (`the target` of `the
    target can't hide (save ends)`, whose condition is `can't hide`)."""

    condition: str
    duration: Duration | None = None
    riders: tuple[str, ...] = ()
    custom: bool = False
    source: str | None = None
    subject: str | None = attrs.field(default=None, eq=as_said)
    who: str | None = attrs.field(default=None, eq=as_said)
    # whom a pronoun of one creature in `subject` or `who` names (`it` of `the target's speed is 0 and it is prone`):
    # `target` for the targets, `unknown` when nothing before it in the tier says (SB185), else the creature as
    # written (`the wraith`); None where the subject is no such pronoun (`compiler/pronouns.py`)
    refers_to: str | None = attrs.field(default=None, eq=as_said)
    # a Draw Steel condition's Japanese word as written where other than its name (`伏せ状態`, `弱体化`; the word alone,
    # no verb after it, `伏せ状態になる`: `伏せ状態`): for a Japanese card to say it so, as `ForcedMove.said` keeps an
    # English sentence; no part in equality
    said: str | None = attrs.field(default=None, eq=False)
    kind = "condition"


# What a creature does or gets, from a sentence (`the target can shift 1 square`). `who` is the
# creature as written (`the target`, `you`, `each ally within 2`), None when the clause names no
# one; `verb` is the verb as written, for printing only (it takes no part in equality).


@_effect
class OwnMove:
    """`the target can shift 1 square`, `the sneak teleports up to 3 squares`: a creature moving
    itself (no forced movement: nothing pushes it); `the target shifts up to their speed` (`speed`, `distance`
    0): as far as the creature's own speed."""

    who: str | None = attrs.field(eq=as_said)
    movement: str           # shift, teleport, move
    distance: int
    up_to: bool = False
    can: bool = False       # a choice the creature has (`can shift`), not something it must do
    verb: str = attrs.field(default="", eq=False)
    # `you teleport the target up to 6 squares`: the creature moved, as written
    whom: str | None = attrs.field(default=None, eq=as_said)
    speed: bool = False
    # `the tonguer can shift 1 square toward the target`, `… away from the target`: where the creature moves, as written
    toward: str | None = None
    # `the target must shift 2 squares away from you`: the move said as one the creature has to make (`must`), as
    # written; it moves as a move said with no word (not `can`: no choice)
    must: bool = False
    # `the target must move their speed in a straight line away from the werewolf`: a move that may not turn back the
    # way it came (seed 000's 直線; `up_to` False with `speed`: all of the creature's speed)
    straight: bool = False
    kind = "own_move"


#: The verbs of a gain that regains (`the target regains 6 Stamina`, `スタミナ 6 を回復する`): what was spent or
#: lost comes back, Stamina no higher than its maximum, as the rules say of regaining it; a gain (`gains 2
#: surges`) adds. Of all the verbs written, the one that says more than how it was written.
REGAIN_VERBS = frozenset({"regain", "regains", "回復する"})


def regains(verb: str | None) -> bool:
    """Whether `verb` regains (its part in equality: `regains` and `回復する` are the same, `gains` is not)."""
    return bool(verb) and verb.lower() in REGAIN_VERBS


@_effect
class TemporaryStamina:
    """`you gain 2 temporary stamina`; whether the verb regains is part of its equality, as a resource's."""

    who: str | None = attrs.field(eq=as_said)
    amount: int
    verb: str = attrs.field(default="", eq=regains)
    kind = "temporary_stamina"

    @property
    def regains(self) -> bool:
        return regains(self.verb)


@_effect
class ResourceChange:
    """`each target gains 1 surge`, `the Director loses 1 Malice` (`amount` below 0): a resource
    by its id when the ruleset knows it, else as written. `verb` is as written; whether it regains
    (`regains`, `回復する`) is part of what the effect does, and of its equality."""

    who: str | None = attrs.field(eq=as_said)
    resource: str
    amount: int
    verb: str = attrs.field(default="", eq=regains)
    # `the target loses 1d6 + level Stamina` (`ターゲットは1d6 + レベルに等しいスタミナを失う`, seed 000's bleeding
    # loss): the dice rolled (`amount` the fixed part, 0 if none), and whether the level of who loses it is added
    dice: str | None = None
    level: bool = False
    # `the target can spend a Recovery` (`amount` -1): spent by who has it, for what spending it gives (a Recovery:
    # Stamina regained), not lost; `can`: a choice the creature has
    spends: bool = False
    can: bool = False
    kind = "resource"

    @property
    def regains(self) -> bool:
        return regains(self.verb)


@_effect
class EdgeOrBane:
    """`the target takes a bane on their next strike`, `... has a double edge on ...`."""

    who: str | None = attrs.field(eq=as_said)
    which: str              # edge, bane
    double: bool = False
    on: str | None = None   # what it applies to, as written (`their next strike`)
    verb: str = attrs.field(default="", eq=False)
    duration: Duration | None = None  # `has a double bane on strikes (save ends)`
    kind = "edge_bane"


@_effect
class DamageModifier:
    """`the target has fire weakness 5 (save ends)`, `damage immunity 2`: `damage_type` None for
    every type (`damage weakness`). `unnamed` when no type and no `damage` is written (`the target has
    weakness 5`): the type is one the ability names elsewhere (`choose the damage type and the weakness`),
    not every type."""

    who: str | None = attrs.field(eq=as_said)
    which: str              # weakness, immunity
    damage_type: str | None
    amount: int
    duration: Duration | None = None
    verb: str = attrs.field(default="", eq=False)
    unnamed: bool = False
    # `weakness equal to 5 + your Reason score`: added to `amount` (the best of them), as `Damage.characteristics`
    characteristics: tuple[str, ...] = ()
    kind = "damage_modifier"


@_effect
class MakeVertical:
    """`the forced movement is vertical`: the tier's forced movement (written before) is vertical; `the push is
    vertical` (`movement` a `forced_moves` id): its forced movement of that kind only (`vertical.py`)."""

    movement: str | None = None
    kind = "vertical"


@_effect
class IgnoreStability:
    """`this slide ignores the target's stability`: the tier's forced movement of that kind (`movement` a
    `forced_moves` id; None: every one) ignores stability, as `slide 3, ignoring stability` does (`vertical.py`)."""

    movement: str | None = None
    kind = "ignore_stability"


@_effect
class Timed:
    """`before the damage is resolved, they make a free strike`: `effects` happen when the phrase `when` (a
    `timing_leads` id) says, not after the tier's other effects; applied as any of the tier's are."""

    when: str
    effects: tuple[Effect, ...]
    kind = "timed"


@_effect
class PotencyGate:
    """`effects` land only if the target's `characteristic` is below the potency.

    The potency is either a `strength` (weak/average/strong, worked out from
    the hero) or a fixed `value` (monsters' `M < 2`).
    """

    characteristic: str
    strength: str | None
    value: int | None
    effects: tuple[Effect, ...]
    # `or if the target has M < 2 they are beheaded`: when it lands, instead of the clause before it
    otherwise: bool = False
    # `if one target has M < 3 ...`: about some of the targets only, as written
    subject: str | None = attrs.field(default=None, eq=as_said)
    # the words written before the characteristic, when the potency is spelt out (cards say it so)
    said: str | None = attrs.field(default=None, eq=False)
    # a strength written that the ruleset does not know (`M < 平均`, an error): `strength` is None
    written_strength: str | None = attrs.field(default=None, eq=False)
    kind = "potency"


@_effect
class Choice:
    """The creature using the ability picks one of `options` (`grabbed or prone`)."""

    options: tuple[tuple[Effect, ...], ...]
    kind = "choice"


@_effect
class NoEffect:
    # The words as written (`No effect.`, `効果なし`) are kept for printing; they do not change
    # what the effect is, so they take no part in equality.
    text: str = attrs.field(default="No effect", eq=False)
    kind = "none"


@_effect
class StatChange:
    """`the target has speed 2 (save ends)`, `the target's speed is 0 (EoT)`, `the enemy's stability
    is halved (EoT)`: a statistic (`statblock_fields` id) set to `value`, or halved; `the creature's speed is
    increased by 2`: raised by `by` (below 0: `decreased by 2`), `value` None."""

    who: str | None = attrs.field(eq=as_said)
    stat: str
    value: int | None
    halved: bool = False
    duration: Duration | None = None
    verb: str = attrs.field(default="", eq=False)
    by: int | None = None
    refers_to: str | None = None  # whom a pronoun `who` names, as `ApplyCondition.refers_to`
    kind = "stat"


@_effect
class FreeStrike:
    """`the target makes a free strike against the nearest ally`, `one ally adjacent to the target can
    make a free strike`: who strikes (None: the target) and whom, as written; `edge`: the strike's own
    edge or bane (`a free strike that gains an edge`: edge, double_edge, bane or double_bane)."""

    who: str | None = attrs.field(eq=as_said)
    against: str | None = None
    can: bool = False
    verb: str = attrs.field(default="", eq=False)
    edge: str | None = None
    kind = "free_strike"


@_effect
class UseAbility:
    """`the target uses a signature ability against a creature of your choice`, `one ally can use a strike signature
    ability against the target`: a creature made (or let) to use one of its signature abilities (seed 000: a
    signature ability used out of turn, 「シグネチャー・アビリティ」), who (None: the target) against whom as written;
    `strike`: one with the Strike keyword; `edge`: the ability's own edge or bane, as `FreeStrike.edge`."""

    who: str | None = attrs.field(eq=as_said)
    against: str | None = None
    can: bool = False
    verb: str = attrs.field(default="", eq=False)
    strike: bool = False
    edge: str | None = None
    # `as a free triggered action, one ally … can use …` (seed 000: a signature ability so used off-turn is still a
    # main action, for bleeding and critical hits): the action it is used as, said before it
    free_triggered: bool = False
    # `uses your signature ability` (one of the ability's user's, not the doer's own: `a`, `their`, `its`), 「あなたの
    # シグネチャー・アビリティ」
    yours: bool = False
    # `a main action ability` (any of the doer's abilities used as a main action, seed 000's メインアクション), not a
    # signature one; `of your choice`: the user picks which
    main_action: bool = False
    your_choice: bool = False
    kind = "use_ability"


@_effect
class TargetCount:
    """`One creature`, `Three creatures` as a tier's whole outcome: how many targets the ability
    gets (`what` a `target_words` id)."""

    count: int
    what: str
    kind = "targets"


@_effect
class TierArea:
    """`2 burst`, `5 x 1 line` as a tier's whole outcome: the size of the ability's area (seed 000: 「X バースト」, 「A x
    B ライン」), `shape` a `distance_kinds` id; `width` a line's. `said`: the words of a sentence before the size, as
    written (`The distance is a` of `The distance is a 3 burst`), for an English card to print them so."""

    size: int
    shape: str
    width: int | None = None
    said: str | None = attrs.field(default=None, eq=False)
    kind = "area"


@_effect
class Slay:
    """`any target whose Stamina is equal to or less than 8 dies`."""

    who: str | None = attrs.field(eq=as_said)
    stamina: int
    or_less: bool = attrs.field(default=False, eq=False)  # written `8 or less`
    kind = "slay"


@_effect
class Summon:
    """`You summon four signature minions`, `あなたはシグネチャー・ミニオンを4体召喚する` (seed 000: a Magic ability may
    「クリーチャーを召喚する」): who summons (None: the one using the ability) how many of what, as written."""

    who: str | None = attrs.field(eq=as_said)
    count: int
    what: str
    verb: str = attrs.field(default="", eq=False)
    kind = "summon"


@_effect
class Reference:
    """`(see Lop)`: where the rules of what a clause names are, as written (`Lop`); no mechanic."""

    text: str
    kind = "reference"


@_effect
class Text:
    """A clause with no known mechanic, verbatim."""

    text: str
    kind = "text"


Effect = Union[Damage, ForcedMove, ApplyCondition, OwnMove, TemporaryStamina, ResourceChange, EdgeOrBane,
              DamageModifier, MakeVertical, IgnoreStability, Timed, PotencyGate, Choice, NoEffect, StatChange, FreeStrike, Slay, TargetCount,
              Reference, TierArea, Summon, UseAbility, Text]
