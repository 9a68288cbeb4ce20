"""The compiled ability: an ability's header, its power roll and tiers, its sections, each tier's effects.

What the compiler gives and the runtime, the cards and the exporters read; the effects themselves are
`effects.py`'s kinds, their JSON `effect_json.py`'s.
"""

from __future__ import annotations

import attrs

from .effects import Effect
from ....records import frozen

__all__ = ["CompiledAbility", "CompiledRoll", "CompiledSection", "CompiledTier"]


@frozen
class CompiledTier:
    number: int | None
    range: str            # as written: "≤11", "12-16", "17+"
    effects: tuple[Effect, ...]
    clauses: tuple[tuple[Effect, ...], ...] = attrs.field(eq=False, default=())  # effects per source clause
    text: str = attrs.field(eq=False, default="")  # the tier's clauses as written (`3 + M damage; push 1`)


@frozen
class CompiledRoll:
    label: str
    characteristics: tuple[str, ...]
    bonus: int | None
    tiers: tuple[CompiledTier, ...]
    kind: str = "power_roll"
    # where the roll's header (or first tier line) is in its file, 1-based; 0 when unknown
    line: int = attrs.field(default=0, eq=False)
    column: int = attrs.field(default=0, eq=False)


@frozen
class CompiledSection:
    label: str
    kind: str                      # effect, spend, persistent, strained, special, power_roll, other
    text: str
    amount: int | None = None
    resource: str | None = None
    open_ended: bool = False
    roll: CompiledRoll | None = None
    other_amount: int | None = None  # the other amount the label allows: 2 in `Spend 1 or 2 Ferocity`
    upper_amount: int | None = None  # the most of a range the label allows: 5 in `Spend 1-5 Ferocity`
    # a rule of the whole ability an Effect section states (`Forced movement from this ability ignores stability.`:
    # `IgnoreStability`, `compiler/section_rules.py`), applied after every tier's effects; the text is kept as written
    effects: tuple = ()
    list_item: bool = False  # an item of a bulleted list (`ast.Section.list_item`)


@frozen
class CompiledAbility:
    name: str
    path: str
    line: int
    column: int
    cost_amount: int | None
    cost_resource: str | None
    cost_open_ended: bool
    signature: bool
    tag: str | None
    flavor: str | None
    keywords: tuple[str, ...]          # canonical ids where known, else as written
    keyword_labels: tuple[str, ...]    # as written
    action: str | None                 # canonical id where known
    action_label: str | None           # as written
    distance: dict | None
    target: str | None
    trigger: str | None
    power_roll: CompiledRoll | None
    sections: tuple[CompiledSection, ...]
    metadata: dict = attrs.field(factory=dict, eq=False, hash=False)
    fmt: str = attrs.field(default="ability", eq=False)
    trigger_roll: CompiledRoll | None = None   # tier lines written under the trigger (a test it calls for)
    cost_label: str | None = attrs.field(default=None, eq=False)  # the cost as written (`5 Wrath`, `3 信心`)
    cost_upper_amount: int | None = None  # the most of a cost's range: 7 in `3-7 Malice`
    icon: str | None = attrs.field(default=None, eq=False)  # the book's icon before a monster feature's name, as written
    # `Signature` in the name's parentheses as written (`シグネチャー`), None for no signature ability
    signature_label: str | None = attrs.field(default=None, eq=False)
    # the author's text inside the ability's block that is no part of it (a native comment line, a Markdown HTML
    # comment: `authoring/other_text.block_notes`), as written: the card prints it as a note (the JSON keeps it in
    # `other_text`)
    notes: tuple[str, ...] = attrs.field(default=(), eq=False)
    # the flavor lines read as flavor only because they were no other kind (SB179), by index: kept as written
    plain_flavor: tuple[int, ...] = attrs.field(default=(), eq=False)

    def all_rolls(self) -> list[CompiledRoll]:
        """The power roll, the sections' rolls, then tier lines written under the trigger (in the
        order `bind` binds them and cards print them)."""
        rolls = [self.power_roll] if self.power_roll else []
        rolls += [s.roll for s in self.sections if s.roll]  # (a list, not a generator: asked five times an ability)
        if self.trigger_roll is not None:
            rolls.append(self.trigger_roll)
        return rolls
