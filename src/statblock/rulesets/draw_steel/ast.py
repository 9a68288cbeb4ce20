"""The syntax tree of an ability, as written.

One frozen class per construct. Words stay as the author wrote them (a
condition is the string ``"proen"`` until the compiler looks it up); every
node has a `span` that points into the original file and is left out of
equality, so two trees that say the same thing compare equal.
"""

from __future__ import annotations

import attrs

from ...diagnostics import Fragment, Span
from ...record_builders import builder
from ...records import frozen

# Nodes inside a tier clause carry `(start, end)` indices into their clause's
# text instead of a `Span`: the same clause text always gives the same tree,
# so trees are shared. `ClausePart.fragment` maps those indices to the file.
Rel = tuple[int, int]

__all__ = [
    "Ability",
    "AndClause",
    "Clause",
    "ClausePart",
    "DamageAndConditions",
    "ConditionPhrase",
    "ConditionsClause",
    "Cost",
    "DamageClause",
    "DeedClause",
    "Distance",
    "DistancePart",
    "Duration",
    "ForcedClause",
    "OrClause",
    "PotencyClause",
    "PowerRoll",
    "Section",
    "TextClause",
    "Tier",
    "Word",
]


#: The syntax tree's classes: `frozen`, with no `__weakref__` slot (nothing refers to a node weakly; without it
#: a node is built the faster way, `record_builders`: the clause reader makes and copies thousands).
_node = frozen(weakref_slot=False)


def _span() -> attrs.Attribute:
    return attrs.field(eq=False, repr=False, default=None)


@_node
class Word:
    """A word or short phrase as written, with its position."""

    text: str
    span: Span | None = _span()



def _maker(cls: type, names: str):
    """A function making a frozen slotted `cls` from the values of its fields `names`, in order: what its
    `__init__` makes, built with no `__init__` (`record_builders.builder`, in a fraction of its time: the clause reader
    makes thousands of these)."""
    if names.split() != [field.name for field in attrs.fields(cls)]:  # a field added: set it here too
        raise TypeError(f"_maker({cls.__name__}) names {names!r}, not every field of the class in order")
    made = builder(cls, ", ".join(names.split()), names.split())
    if made is None:
        raise TypeError(f"_maker makes slotted classes whose __init__ only sets their fields, not {cls.__name__}")
    return made


#: `Word(text, span)`, made faster (`_maker`).
word = _maker(Word, "text span")

# ---- tier-line clauses ------------------------------------------------------


@_node
class DamageClause:
    """`3 + M holy damage`: base amount, characteristic letters, type word.

    Clause nodes' `span` is a `Rel` (see top of module)."""

    amount: int
    characteristics: tuple[Word, ...] = ()
    damage_type: Word | None = None
    span: Span | None = _span()
    dice: str | None = None                 # `2d6` in `2d6 + 7 damage`, as written
    other_types: tuple[Word, ...] = ()      # `fire` and `sonic` in `6 cold, fire, or sonic damage`
    subject: str | None = None              # `an enemy` in `an enemy takes 6 damage`: some of the targets only


@_node
class ForcedClause:
    """`vertical push 2`: the words before the distance, and the distance."""

    words: tuple[Word, ...]
    distance: int
    span: Span | None = _span()
    characteristics: tuple[Word, ...] = ()  # `R` in `slide 2 + R`
    toward: Word | None = None              # `toward the center of the cube`, as written
    squares: bool = False                   # `pushed up to 3 squares`
    up_to: bool = False
    subject: str | None = None              # `1体のターゲットは`: who, as a Japanese sentence names them
    passive: bool = False                   # `ターゲットは最大2マス押し戻される`: said of the creature moved
    ignores_stability: bool = False         # `push 10, ignoring stability`


@_node
class Duration:
    """`(save ends)`, `(EoT)`, `until the end of the encounter`."""

    text: str
    parenthesized: bool
    span: Span | None = _span()


@_node
class ConditionPhrase:
    """One phrase in condition position: `prone`, `can't stand`, `the target is wet`."""

    words: tuple[Word, ...]
    span: Span | None = _span()
    duration: Duration | None = None  # its own, before `and`: `restrained (save ends) and prone`

    @property
    def text(self) -> str:
        return " ".join([w.text for w in self.words])  # (a list joins faster than a generator)


@_node
class ConditionsClause:
    """`restrained and bleeding (save ends)`: phrases joined by `and`, one duration."""

    phrases: tuple[ConditionPhrase, ...]
    duration: Duration | None = None
    span: Span | None = _span()


@_node
class DamageAndConditions:
    """`3 damage and restrained (EoT)`."""

    damage: DamageClause
    conditions: ConditionsClause
    span: Span | None = _span()


@_node
class OrClause:
    """`grabbed or prone`: the creature using the ability picks one."""

    options: tuple[tuple[Clause, ...], ...]
    span: Span | None = _span()


@_node
class AndClause:
    """`the target can shift 1 square and make a free strike`: sentences joined by `and` (Japanese:
    `ターゲットは1マスシフトし、…`), each read as a clause of its own, the first one's subject said again
    for a part that names none. All of them happen, in order."""

    parts: tuple[tuple[Clause, ...], ...]
    span: Span | None = _span()
    # the whole read as one clause (`the target shifts 2 squares and is slowed` as a condition's words):
    # what the clause is when that is read, as before compounds were
    whole: tuple[Clause, ...] = ()
    # the parts are options, one of which happens (`Pull 1, or the tonguer shifts 1 square`)
    choice: bool = False


@_node
class PotencyClause:
    """`A < WEAK, prone`: effects that land only if the target's characteristic is lower."""

    characteristic: Word
    strength: Word | None
    value: int | None
    body: tuple[Clause, ...]
    body_text: str = ""
    span: Span | None = _span()
    # spelt out (`or if one target has M < 3 they are bleeding`): the words before the characteristic
    # as written, and who of the targets it is about when not every one (`one target`)
    said: str | None = None
    subject: str | None = None
    otherwise: bool = False


@_node
class DeedClause:
    """A sentence about what a creature does or gets: `the target can shift 1 square`, `you gain 2
    temporary stamina`, `the Director loses 1 Malice`, `the target takes a bane on their next
    strike`, `the target has fire weakness 5 (save ends)`.

    `kind` is own_move, temporary_stamina, resource, edge_bane or damage_modifier; `doer` the
    words naming who (None: the target, unnamed); `verb` the verb as written; `words` the
    resource, or the scope of an edge or bane (`their next strike`); `flags` the small words that
    change the meaning (`can`, `up_to`, `double`, `edge`/`bane`, `weakness`/`immunity`, `loses`)."""

    kind: str
    doer: Word | None
    verb: Word | None
    amount: int | None
    words: tuple[Word, ...] = ()
    flags: tuple[str, ...] = ()
    damage_type: Word | None = None
    duration: Duration | None = None
    span: Span | None = _span()
    toward: Word | None = None  # an own move's `toward the target`, as written


@_node
class TextClause:
    """A clause with no known mechanic, kept verbatim."""

    text: str
    span: Span | None = _span()


@_node
class ReferenceClause:
    """`(see Lop)` closing a clause: where the rules of what it names are, as written (`Lop`)."""

    text: str
    span: Span | None = _span()


@_node
class ClausePart:
    """The text between two `;` of a tier line, and what the grammar made of it.

    `items` has one clause for `push 1` and two for `push 3, prone`; a part
    the grammar cannot read holds a single `TextClause`.
    """

    text: str
    items: tuple[Clause, ...]
    span: Span | None = _span()
    fragment: Fragment | None = attrs.field(eq=False, repr=False, default=None)


#: `ClausePart(text, items, span, fragment)`, made faster (`_maker`).
clause_part = _maker(ClausePart, "text items span fragment")


Clause = (DamageClause | ForcedClause | ConditionsClause | DamageAndConditions | OrClause | AndClause | PotencyClause
          | DeedClause | TextClause | ReferenceClause)


# ---- the parts around the tiers --------------------------------------------


@_node
class Tier:
    """One tier line: its label as written (`≤11`), its number (1-3), its clauses."""

    number: int | None
    label: Word
    clauses: tuple[ClausePart, ...]
    text: str
    span: Span | None = _span()


@_node
class PowerRoll:
    """`Power Roll + Might or Agility:` and the tier lines under it.

    `characteristics` holds the words after `+`; `bonus` the number of a
    monster's flat roll (`Power Roll + 2`); `label` the whole header text.
    """

    label: str
    characteristics: tuple[Word, ...]
    bonus: int | None
    tiers: tuple[Tier, ...]
    kind: str = "power_roll"  # or "test" for `makes a Might test` blocks
    span: Span | None = _span()


@_node
class DistancePart:
    """One of `Melee 1`, `3 burst`, `2 cube within 10`, `5 x 1 line within 1`, `Self`, `Four 3 cubes within 10`."""

    kind: Word
    size: int | None = None
    width: int | None = None
    within: int | None = None
    span: Span | None = _span()
    count: int | None = None                # `Four 3 cubes within 10`: four areas of one shape


@_node
class Distance:
    text: str
    parts: tuple[DistancePart, ...]  # empty when the text has no known shape
    span: Span | None = _span()
    # `Self; see below`, `Melee 1 (see below)`: the author's words after the parts, as written
    note: Word | None = None
    # `Self and ranged 10`: the parts all at once; `or` (`Melee 1 or ranged 5`): one of them
    joiner: str = "or"


@_node
class Cost:
    """`3 Piety`, `5+ Essence`, `2 Malice`."""

    amount: int
    resource: Word
    open_ended: bool = False
    span: Span | None = _span()
    upper_amount: int | None = None  # the most of a range: 7 in `3-7 Malice`


@_node
class Section:
    """`Effect: ...`, `Spend 2 Piety: ...`, `Persistent 1: ...`, `Trigger: ...`.

    A section may hold tier lines of its own (a second power roll, a test).
    """

    label: str
    text: str
    roll: PowerRoll | None = None
    span: Span | None = _span()
    label_span: Span | None = _span()
    list_item: bool = False  # an item of a bulleted list (`- You shift 2 squares.`), printed as one


@_node
class Ability:
    name: str
    cost: Cost | None
    signature: bool
    tag: str | None                  # other words in the name's parentheses
    flavor: str | None
    keywords: tuple[Word, ...]
    action: Word | None
    distance: Distance | None
    target: Word | None
    trigger: Section | None
    power_roll: PowerRoll | None
    sections: tuple[Section, ...]
    metadata: dict = attrs.field(factory=dict, eq=False, hash=False)
    fmt: str = attrs.field(default="ability", eq=False)  # which front-end read it
    plain_flavor: tuple[int, ...] = attrs.field(default=(), eq=False)  # flavor lines guessed, written with no italics
    span: Span | None = _span()
    name_span: Span | None = _span()

    def all_rolls(self) -> list[PowerRoll]:
        """The power roll, the sections' rolls, then tier lines written under the trigger."""
        rolls = [self.power_roll] if self.power_roll else []
        rolls += [s.roll for s in self.sections if s.roll]  # (a list, not a generator: asked five times an ability)
        if self.trigger is not None and self.trigger.roll is not None:
            rolls.append(self.trigger.roll)
        return rolls
