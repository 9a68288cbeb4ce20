"""What a Marvel Champions card's abilities compile to: the contract between `language/` (which builds
these), `runtime/` (the timing window) and the cards and JSON (which read them).

Frozen attrs classes; every one keeps the words it came from (`text`) and where (`span`), so that
nothing an author wrote is lost: a sentence whose effect is not a known mechanic keeps an effect of
kind `text`, and is counted.
"""

from __future__ import annotations

import attrs

from ...diagnostics import Span
from ...records import frozen

__all__ = ["ABILITY_TYPES", "PRIORITY", "Ability", "CompiledCard", "Cost", "Effect", "Instead", "Keyword", "Limit", "Note",
           "Option", "Sentence", "Target"]

#: Ability types (seed 002), by id. `constant` and `keyword` have no timing trigger; the others are the
#: bold trigger's kind, without `Forced` and without the form (`forced`, `form` say those).
ABILITY_TYPES = ("constant", "keyword", "action", "interrupt", "response", "resource", "boost", "when_revealed",
                 "when_defeated", "when_completed", "setup", "special", "preparation")

#: Seed 002, "Simultaneous Timing Priority": the rank of an ability among those with the same trigger
#: condition (1 first). Status cards (2) and consequential damage (8) are not abilities of a card's text;
#: the runtime ranks them itself.
PRIORITY = {"constant": 1, "keyword": 1, "forced_interrupt": 3, "interrupt": 4, "boost": 5, "when_defeated": 5,
            "when_revealed": 5, "forced_response": 6, "response": 7}


@frozen
class Target:
    """Who or what an effect or cost names: `a minion`, `each enemy`, `the villain`, `you`."""

    noun: str                          # villain, minion, enemy, scheme, hero, ally, character, player, you, card, ...
    quantity: str = "a"                # a, each, the, any, up_to, all, this
    count: int | None = None           # `up to 2 enemies`: 2
    card_types: tuple[str, ...] = ()   # MarvelCDB type codes it can be (a minion: minion; an enemy: villain, minion)
    text: str = ""


@frozen
class Instead:
    """What an effect's words in parentheses put in place of its amount when a condition holds: `remove 2 threat
    from here (3 threat instead if you are in alter-ego form)`. `amount` or `condition` None: words the reader
    does not know (`(top 7 cards instead if …)`, `(Hela B instead for expert mode)`): the effect is resolved by
    hand, never with its own amount alone."""

    text: str                          # the words inside the parentheses
    amount: int | None = None          # 3
    condition: str | None = None       # `if you are in alter-ego form`


@frozen
class Effect:
    """One typed thing a sentence does; `kind` `text` when the mechanic is not one the runtime knows."""

    kind: str                          # deal_damage, heal, draw, place_threat, remove_threat, stun, confuse, tough,
                                       # ready, exhaust, generate, discard, search, text, ...
    amount: int | None = None
    per_hero: bool = False             # `1[per_hero]`
    target: Target | None = None       # the first target it names (the only one, most often)
    resource: str | None = None        # generate: energy, mental, physical, wild
    text: str = ""
    counters: str | None = None        # place_counters, remove_counters: the counter's name (`web`)
    instead: Instead | None = None     # `(3 threat instead if you are in alter-ego form)` after it
    x: str | None = None               # what X is, as written: a definition's (kind `define_x`: `X is equal to
                                       # your ATK.`: `your ATK`), and an effect's whose amount is X, by its
                                       # sentence's `where X is …`, its ability's or its card's definition
    targets: tuple[Target, ...] = ()   # every target, when it names more than one joined by `and` (`to the
                                       # villain and each enemy engaged with you`, `You and each other player
                                       # draw`): all are done; () when it names one (`target`) or none
    one_of: tuple[Target, ...] = ()    # every target it may be done to, when it names more than one joined by
                                       # `or` (`to an enemy or a minion`, `敵1体またはミニオン1体に`): one of
                                       # them is chosen, never all; `target` the first; () when none is so joined
    keywords: tuple[Keyword, ...] = ()  # gain, lose: the keywords it gives or takes away (`gains retaliate 1 and
                                        # stalwart`, `gets retaliate 1`, `loses guard`), each with its number; their
                                        # `span` is None (the effect's words hold them); () for any other object
    # `a total of 3 threat` (divided among its targets as a player says) and `up to 3` (the most; how much, a
    # player's to say), read with the amount (`counted.AMOUNT`); written to the JSON only when true (keys added
    # after the first contract)
    shared: bool = attrs.field(default=False, metadata={"json_if_set": True})
    up_to: bool = attrs.field(default=False, metadata={"json_if_set": True})
    # the most its counted amount comes to (`Deal 2 damage to an enemy (to a maximum of 6) for each card discarded this
    # way`, `Deal X damage … (to a maximum of 15)`, a reminder after it `(To a maximum of 5 damage.)`): 6, 15, 5; None
    # when no cap of the amount is written (`language/maximum.py`)
    # (written to the JSON only when set, a key added after the first contract)
    maximum: int | None = attrs.field(default=None, metadata={"json_if_set": True})
    # deal_damage, take_damage: the damage's kind said before its noun (`syntax.damage_kind`: `deal indirect damage`,
    # `take 1 unpreventable damage`, `間接ダメージを与える`): `indirect`, `unpreventable` or `consequential`; None for
    # plain damage (written to the JSON only when set, a key added after the first contract)
    damage_kind: str | None = attrs.field(default=None, metadata={"json_if_set": True})


@frozen
class Sentence:
    """A sentence of an ability's effect: abilities resolve one sentence at a time (seed 002)."""

    text: str
    span: Span
    effects: tuple[Effect, ...] = ()
    then: bool = False                 # begins with `Then`: resolves only if the sentence before it resolved
    optional: bool = False             # after `may` in a mandatory ability: the player chooses
    reminder: bool = False             # reminder text in parentheses (`(Enters play with 3 counters.)`)
    condition: str | None = None       # what its effect depends on, as written: `if you are in alter-ego
                                       # form`, `If you do not`, `with fewer than 3 cards in hand`
    condition_scope: str | None = None  # what the condition gates: `sentence`, or a `part` of it (a trailing
                                        # `if` after `or` or after two effects): then a person tells which
    choice: bool = False               # `or` joins two of its effects (`Deal 2 damage to an enemy or remove 2
                                       # threat from a scheme`, `Choose to either …`): one is done, never all;
                                       # its effects are every alternative's, a person chooses
    replaces: bool = False             # says `instead` (`Deal 3 damage instead.`, `代わりに`): a replacement effect,
                                       # done in place of the sentence before it when its condition holds, or of
                                       # the event a `would` trigger names; never as well as it


@frozen
class Cost:
    """Part of an ability's cost (before `→`)."""

    kind: str                          # exhaust, spend, discard, remove_counters, take_damage, pay, condition, text
    amount: int | None = None
    resources: tuple[str, ...] = ()    # spend: energy, mental, physical, wild (icons)
    what: str | None = None            # exhaust: the card; remove_counters: the counter's name
    text: str = ""
    x: str | None = None               # what X is, when its amount is X and the card says (`…, where X is …`)
    up_to: bool = False                # `Take up to 3 damage`: its amount is the most the player may pay


@frozen
class Limit:
    """`Limit once per round.`, `Max 1 per player.`"""

    scope: str                         # round, phase, game, player, deck
    count: int
    text: str = ""
    per_player: bool = False           # `Limit once per round per player.`


@frozen
class Keyword:
    """A keyword ability with its value: `Retaliate 1.`, `Uses (3 web counters).`, `Team-Up (A and B).`"""

    id: str                            # retaliate, toughness, guard, surge, quickstrike, patrol, piercing, overkill,
                                       # ranged, stalwart, steady, victory, incite, hinder, peril, permanent,
                                       # villainous, assault, team_up, teamwork, uses, restricted, linked, alliance,
                                       # requirement, vulnerable, temporary
    span: Span
    value: int | None = None
    per_hero: bool = False
    names: tuple[str, ...] = ()        # Team-Up (A and B): ("A", "B"); Linked (X): ("X",)
    counters: str | None = None        # Uses (3 web counters): "web"
    text: str = ""


@frozen
class Option:
    """One bulleted option of an ability (`choose one:` then `• Deal 1 damage to an enemy.`): a part of
    that ability, chosen or resolved as its lead-in says, never an ability of its own."""

    text: str                          # without its bullet
    span: Span
    condition: Sentence | None = None  # `• If you are Hulk, exhaust your hero.`
    costs: tuple[Cost, ...] = ()       # `• Exhaust your alter-ego → remove this card from the game.`
    effects: tuple[Sentence, ...] = ()


@frozen
class Ability:
    """One ability of a card: its type by the seed's rules, its trigger, cost, effect and limit."""

    text: str                          # as written, markup taken out
    span: Span
    type: str                          # one of ABILITY_TYPES
    mandatory: bool                    # by seed 002's rules for its type (`may` makes the rest optional)
    forced: bool = False               # `Forced Interrupt`, `Forced Response`
    form: str | None = None            # hero, alter_ego: the form its trigger names (`Hero Action`,
                                       # `When Revealed (Alter-Ego)`)
    qualifier: str | None = None       # other words in the trigger's parentheses (`When Revealed (Norman Osborn)`)
    first_player: bool = False         # `First Player Action`
    trigger: str = ""                  # the bold timing trigger as written (`Hero Action`), "" for constants
    label: str | None = None           # `(attack)`, `(thwart)`, `(defense)`, ...
    name: str | None = None            # `Spider-Sense` in `Spider-Sense — Interrupt: …`
    # words before the trigger the cards print none of (`Hellbound` in `Hellbound Hero Interrupt: …`, a homebrew
    # mechanic; MC116): kept as written and printed where they stand, nothing read in them
    lead: str | None = attrs.field(default=None, metadata={"json_if_set": True})
    timing: str | None = None          # when, after, would, if, at, during, while: how its condition starts
    condition: Sentence | None = None  # `When the villain initiates an attack against you`
    costs: tuple[Cost, ...] = ()       # before `→`
    effects: tuple[Sentence, ...] = ()
    limit: Limit | None = None
    keywords: tuple[Keyword, ...] = ()
    references: tuple[str, ...] = ()   # timing triggers it names in quotes ("Boost"): references, not triggers
    star: bool = False                 # printed with the [star] icon before its trigger or text
    labels: tuple[str, ...] = ()       # every label of `(attack/defense)`; `label` is them joined by `/`
    options: tuple[Option, ...] = ()   # its bulleted options, in order (the paragraphs after it)
    # what it says after its options, as written (`Then, discard 1 card.`, `(Max 1 per round.)` after `Choose one:
    # 1) …; 2) Draw 1 card.` or after the last bullet): its sentences are at the end of `effects`, its limit `limit`;
    # cards print it after the options (written to the JSON only when set, a key added after the first contract)
    closing: str | None = attrs.field(default=None, metadata={"json_if_set": True})

    @property
    def priority(self) -> int | None:
        """Its rank in the seed's simultaneous timing priority (None: actions, resources, setup, ...)."""
        key = f"forced_{self.type}" if self.forced else self.type
        return PRIORITY.get(key)


@frozen
class Note:
    """A paragraph of a card's text that is no ability: a main scheme's `Contents:` (the scenario's set list, as
    `Contents: Rhino (I) and Rhino (II). … Rhino and Standard encounter sets.` writes it). Kept as written, printed
    on the card, never resolved."""

    kind: str                          # contents; stats: a stat of a native card whose value cannot be read (`SCH 2+`)
    text: str                          # the paragraph as written, its heading with it
    span: Span


@frozen
class CompiledCard:
    """A card and its abilities, in the order of its text."""

    name: str
    span: Span
    code: str | None = None
    type: str | None = None
    subname: str | None = None
    traits: tuple[str, ...] = ()
    stats: dict = attrs.field(factory=dict, eq=False)
    abilities: tuple[Ability, ...] = ()
    notes: tuple[Note, ...] = ()       # its paragraphs that are no abilities (`Contents: …`), in order

    def to_json(self) -> dict:
        from .serialize import card_json

        return card_json(self)
