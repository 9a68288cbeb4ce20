"""Resolving one ability's words in a step of `--resolve`: costs, limit, sentences and their effects.

Its costs are paid first, all of them in full or none (`costs.py`): a cost that cannot be paid stops the ability, and
one a player pays leaves its effects to the player too; nothing of it is then applied.

Sentences resolve one at a time (seed 002): a `may` part, a choice between effects (`… or …`) and a
`Then` after one not done are left to the player; a sentence's own condition is judged where the state says it (`conditions.py`), and the
sentence is applied when it holds, not when it does not, else left to be resolved by hand; a
qualifier (`Each player with fewer than 3 cards in hand …`) is judged for each card or player it
names. Targets are applied when there is no choice to make.
"""

from __future__ import annotations

import re

from ..catalog import message
from ..language.masking import mask
from ..model import Effect, Target
from ..vocabulary import syntax_words
from .cards import card_key
from .checks import controlled_by_you, target_copies, target_name
from .conditions import judge, other_form
from .costs import CostWork
from .nouns import CLASSES, fold
from .state import Copy
from .window import Entry

__all__ = ["AbilityWork"]


class AbilityWork(CostWork):
    """A step that resolves an ability (or a keyword) of a card: its words, applied to the state."""

    def keyword(self, entry: Entry) -> None:
        keyword, copy = entry.keyword, self.current(entry.copy)
        value = (keyword.value or 0) * (len(self.state.players) if keyword.per_hero else 1)
        event = self.window.event
        if keyword.id == "retaliate" and self.single_entity(event.subject):
            self.damage([self.single_entity(event.subject)], value)
        elif keyword.id == "incite" and self.state.of_types({"main_scheme"}):
            self.threat(self.state.of_types({"main_scheme"})[:1], value)
        elif keyword.id == "hinder":
            self.threat([copy], value)
        elif keyword.id == "toughness":
            self.status([copy], "tough")
        elif keyword.id == "uses" and keyword.counters:
            self.counters([copy], keyword.counters, value)
        else:
            self.lines.append(message("step_by_hand", text=keyword.text or keyword.id))

    def entering(self, entry: Entry) -> None:
        """A constant ability's effects as its card enters play (`Enters play with 3 troop counters.`): those alone;
        its other words are always on, nothing to do once."""
        from .window import entering_effects

        for sentence, effect in entering_effects(entry.ability):
            self.effect(effect, sentence.text)

    def ability(self, entry: Entry) -> None:
        ability, copy = entry.ability, self.current(entry.copy)
        if not self.pay_costs(ability, copy):   # a cost not paid in full: nothing of it is done (`costs.py`)
            return
        done = True
        replaced, by_hand = _replaced(ability), set()
        for number, sentence in enumerate(ability.effects):
            if getattr(sentence, "reminder", False):  # reminder text explains; it does nothing
                continue
            if number in replaced:   # `Deal 2 damage. If …, deal 5 damage instead.`: one of them, by its condition
                by = ability.effects[replaced[number]]
                held = judge(by.condition, self.state, self.copy, self.you) if by.condition else None
                if held is None:   # which of the two is done is for a person to tell: both by hand
                    self.lines.append(message("step_replacement_by_hand", by=by.text.strip(), text=sentence.text))
                    by_hand.add(replaced[number])
                    done = False
                    continue
                if held:
                    self.lines.append(message("step_replaced_by", by=by.text.strip(), text=sentence.text))
                    continue
            elif number in by_hand:
                self.lines.append(message("step_by_hand", text=sentence.text))
                done = False
                continue
            elif sentence.replaces and _replacement_alone(ability, number, replaced):
                self.lines.append(message("step_replaces_by_hand", text=sentence.text))
                done = False
                continue
            if sentence.optional:
                self.lines.append(message("step_optional", text=sentence.text))
                done = False
                continue
            if sentence.then and not done:
                self.lines.append(message("step_then", text=sentence.text))
                continue
            qualifier = None
            if sentence.condition and sentence.condition_scope == "part":   # which part it gates: a person tells
                self.lines.append(message("step_condition_part", condition=sentence.condition, text=sentence.text))
                done = False
                continue
            if sentence.condition and re.match(r"with\b", sentence.condition):
                qualifier = sentence.condition   # about each card it names: judged for each (`effect`)
            elif sentence.condition and not self.condition_holds(sentence.condition, sentence.text):
                done = False
                continue
            if getattr(sentence, "choice", False):   # `… or …`: one of its effects, a person chooses which
                self.lines.append(message("step_choice", text=sentence.text))
                done = False
                continue
            done = all([self.effect(effect, sentence.text, qualifier) for effect in sentence.effects]) \
                and bool(sentence.effects)
            if not sentence.effects:
                self.lines.append(message("step_by_hand", text=sentence.text))
        if ability.options:   # `choose one:` and its bullets: what its lead-in says, done by hand
            self.lines.append(message("step_options", options=" ".join(f"• {o.text}" for o in ability.options)))

    def condition_holds(self, condition: str, said: str) -> bool:
        """Whether a sentence's condition holds, saying so; a condition the state does not say is left to
        be judged by hand (False: the sentence is not applied)."""
        held = judge(condition, self.state, self.copy, self.you)
        if held is None and other_form(condition) is not None:   # (`[[Tiny]] hero form`: no form a state holds)
            self.lines.append(message("step_condition_form_by_hand", condition=condition, form=other_form(condition),
                                      text=said))
        elif held is None:
            self.lines.append(message("step_condition_by_hand", condition=condition, text=said))
        elif held:
            self.lines.append(message("step_condition_holds", condition=condition))
        else:
            self.lines.append(message("step_condition_fails", condition=condition, text=said))
        return bool(held)

    def qualified(self, targets: list, qualifier: str, said: str, players: list[str | None]) -> list | None:
        """The targets a qualifier (`with fewer than 3 cards in hand`) holds for, judged for the player of
        each (`players`, in the same order); None when it is judged by hand for one of them."""
        held = [judge(qualifier, self.state, self.copy, player) for player in players]
        if None in held:
            self.lines.append(message("step_condition_by_hand", condition=qualifier, text=said))
            return None
        if not any(held):
            self.lines.append(message("step_condition_fails", condition=qualifier, text=said))
        return [t for t, ok in zip(targets, held) if ok]

    def effect(self, effect: Effect, said: str, qualifier: str | None = None) -> bool:
        """Apply one effect (to the targets `qualifier` holds for); False when it is left to be resolved by
        hand."""
        if effect.kind == "define_x":   # `X is equal to your ATK.`: it says what X is, and does nothing
            return True
        if effect.amount is not None and _counted_each(said):
            # `For each boost icon discarded this way, deal 1 damage to Spider-Ham.`: 1 a boost icon, never once
            self.lines.append(message("step_by_hand", text=said))
            return False
        if effect.amount is not None and (effect.shared or effect.up_to):
            # `Heal a total of 4 damage from your identity and Honey Badger`: how it is divided, and `prevent up to 3
            # of that damage`: how much, are a player's to say; never the whole amount to each (read with the
            # amount, `counted.AMOUNT`: was a second pattern over the words here)
            self.lines.append(message("step_by_hand", text=effect.text or said))
            return False
        if effect.amount is not None and effect.kind in _STATUS_KINDS:
            # `Place 2 confused status cards on the villain`: a state holds one of each status card, never two
            self.lines.append(message("step_by_hand", text=effect.text or said))
            return False
        if effect.amount is None and (effect.kind in _COUNTED or _VARIABLE.search(effect.text or said)):
            # `Draw X cards`, `Deal damage equal to your ATK`: no number read, never resolved as 0
            if effect.x is not None:   # what X is, as the card says it: a person counts it
                self.lines.append(message("step_by_hand_x", text=effect.text or said, x=effect.x))
            else:
                self.lines.append(message("step_by_hand", text=effect.text or said))
            return False
        if effect.damage_kind == "indirect":
            # `Each player takes 1 indirect damage`: each player assigns it among the identity and the allies they
            # control, as they choose; never all of it to the identity (the effect's `damage_kind`, as read)
            self.lines.append(message("step_by_hand_indirect", text=effect.text or said))
            return False
        amount = (effect.amount or 0) * (len(self.state.players) if effect.per_hero else 1)
        if effect.instead is not None:   # `(3 threat instead if you are in alter-ego form)`
            amount = self.instead_amount(effect, amount, said)
            if amount is None:
                return False
        if effect.kind == "draw":
            return self.draw_cards(effect, amount, said, qualifier)
        if effect.kind == "flip" and _CHANGE_FORM.fullmatch(mask(effect.text or said).strip()) and qualifier is None:
            return self.change_form()
        unpreventable = effect.damage_kind == "unpreventable"   # (against a tough status card: by hand, `damage`)
        apply = {"deal_damage": lambda cs: self.damage(cs, amount, unpreventable),
                 "take_damage": lambda cs: self.damage(cs, amount, unpreventable),
                 "heal": lambda cs: self.heal(cs, amount),
                 "place_threat": lambda cs: self.threat(cs, amount), "remove_threat": lambda cs: self.threat(cs, -amount),
                 "stun": lambda cs: self.status(cs, "stunned"), "confuse": lambda cs: self.status(cs, "confused"),
                 "tough": lambda cs: self.status(cs, "tough"), "exhaust": lambda cs: self.exhaust(cs, True),
                 "ready": lambda cs: self.exhaust(cs, False)}.get(effect.kind)
        counter = _counter_name(effect)
        if counter is not None and effect.kind in ("place_counters", "add_counters", "remove_counters"):
            sign = -1 if effect.kind == "remove_counters" else 1
            apply = lambda cs: self.counters(cs, counter, sign * (amount or 1))  # noqa: E731
        if apply is None:
            self.lines.append(message("step_by_hand", text=effect.text or said))
            return False
        if effect.target is None and effect.kind in _AIMED and not self.heals_itself(effect):
            # `this attack deals 8 additional damage`: whom it is aimed at is not in its words, and never the card
            self.lines.append(message("step_no_target", text=effect.text or said))
            return False
        if effect.one_of:   # `to an enemy or a minion`: one of them, chosen; done only when one card alone may be it
            targets = self.one_of(effect.one_of)
            if targets is None:
                self.lines.append(message("step_choose", text=effect.text or said,
                                          target=" / ".join(t.text or t.noun for t in effect.one_of)))
                return False
            if qualifier is not None:
                targets = self.qualified(targets, qualifier, effect.text or said,
                                         [self.state.controller(t) for t in targets])
                if targets is None:
                    return False
            apply(targets)
            return True
        targets, done = [], True
        for target in effect.targets or (effect.target,):   # `the villain and each enemy engaged with you`: each
            found = self.targets(target)
            if found is None:   # this one a player chooses; the others are done
                self.lines.append(message("step_choose", text=effect.text or said,
                                          target=(target.text or target.noun) if target else "?"))
                done = False
                continue
            targets.extend(c for c in found if all(c.id != t.id for t in targets))   # a card named twice: once
        if not targets:
            return False
        if qualifier is not None:
            targets = self.qualified(targets, qualifier, effect.text or said, [self.state.controller(t) for t in targets])
            if targets is None:
                return False
        apply(targets)
        return done

    def change_form(self) -> bool:
        """`Change your form`, `形態を変える`: you flip your identity to its other form (False, by hand, when the state
        names no player for `you`)."""
        player = self.state.player(self.you)
        if player is None:
            self.lines.append(message("step_by_hand", text="change form"))
            return False
        form = "alter_ego" if player.form == "hero" else "hero"
        self.state = self.state.flipped(player.name, form)
        identity = self.state.identity(player.name)
        if identity is not None:
            self.changed.append(identity.id)
        self.lines.append(message("did_form", player=player.name, form=message(f"form_{form}"),
                                  before=message(f"form_{player.form}")))
        return True

    def one_of(self, options: tuple[Target, ...]) -> list[Copy] | None:
        """The card an effect whose targets `or` joins is done to, when one card in play alone may be any of them
        (`Deal 2 damage to an enemy or a minion` with one enemy in play); None when a player chooses (several may,
        or one of them is none the state lists: `the hero`, a name)."""
        found: list[Copy] = []
        for target in options:
            copies = target_copies(target, self.state) if target.quantity not in ("this", "the", "your") else None
            if copies is None:
                return None
            found.extend(c for c in copies if all(c.id != f.id for f in found))
        return found if len(found) == 1 else None

    def instead_amount(self, effect: Effect, amount: int, said: str) -> int | None:
        """The amount of an effect with words in parentheses that replace it when a condition holds: the one they
        give when the state says it holds, its own when it says it does not; None (left by hand, saying why) when
        the state does not say, or the words are none the reader knows (`(top 7 cards instead if …)`)."""
        instead = effect.instead
        if instead.amount is None or instead.condition is None or effect.per_hero:
            self.lines.append(message("step_instead_by_hand", instead=instead.text, text=effect.text or said))
            return None
        held = judge(instead.condition, self.state, self.copy, self.you)
        if held is None:
            self.lines.append(message("step_condition_by_hand", condition=instead.condition, text=effect.text or said))
            return None
        self.lines.append(message("step_condition_holds" if held else "step_instead_fails",
                                  condition=instead.condition))
        return instead.amount if held else amount

    def heals_itself(self, effect: Effect) -> bool:
        """Whether `effect` is a character's own healing with no target named, which heals that character
        (Wolverine's `Healing Factor`: `After the player phase begins, heal 2 damage.`)."""
        return effect.kind == "heal" and self.copy is not None and self.copy.type in CLASSES["character"]

    def draw_cards(self, effect: Effect, amount: int, said: str, qualifier: str | None) -> bool:
        """The players who draw draw (those `qualifier` holds for); False when it is left to be resolved by
        hand."""
        players: list[str] | None = []
        for target in effect.targets or (effect.target,):   # `You and each other player draw 1 card`: each draws once
            found = self.drawers(target)
            if found is None:
                players = None
                break
            players.extend(p for p in found if p not in players)
        if players is None:
            self.lines.append(message("step_by_hand", text=effect.text or said))
            return False
        if qualifier is not None:
            players = self.qualified(players, qualifier, effect.text or said, players)
            if players is None:
                return False
        self.draw(players, amount)
        return True

    def drawers(self, target: Target | None) -> list[str] | None:
        """The players a draw is for: you (`draw 1 card`, `you draw`), every player (`each player draws`);
        None for a player the state does not name (`that player`, `the chosen player`)."""
        if target is None or fold(target.noun) == "you" or fold(target.text) == "you":
            return [self.you] if self.you is not None else None
        if fold(target.noun) in ("player", "players") and target.quantity in ("each", "all"):
            return [player.name for player in self.state.players]
        return None

    def targets(self, target: Target | None) -> list[Copy] | None:
        """The cards an effect acts on, when there is no choice to make; None when a player chooses."""
        copy, state = self.copy, self.state
        if target is None:
            return [copy] if copy is not None and copy.in_play else None
        noun, text = fold(target.noun).replace("_", " "), fold(target.text)
        mine = target.quantity == "your" or noun in ("you", "your hero", "your identity") or text in (
            "you", "your hero", "your identity")
        if mine and (noun in ("you", "hero", "identity", "alter-ego", "alter ego", "player") or text.startswith("you")):
            identity = state.identity(self.you)
            return [identity] if identity else None
        name = target_name(target)
        if target.quantity == "this" or noun in ("this", "itself", "self", "here") or (
                copy is not None and name is not None and card_key(name) == card_key(copy.name)):
            return [self.current(copy)] if copy is not None else None
        if target.quantity in ("that", "its", "their") or noun in ("it", "him", "her", "them"):
            subject = self.single_entity(self.window.event.subject)
            types = target_copies_types(target)
            return [subject] if subject and (not types or subject.type in types) else None
        found = target_copies(target, state)
        mine = mine or controlled_by_you(target)   # `each ally you control`, `each Surveillance Team you control`
        if found is None:
            named = [c for c in state.in_play() if name is not None and card_key(c.name) == card_key(name)
                     and (not mine or state.controller(c) == self.you)]
            if target.quantity in ("each", "all") and name is not None and state.cards is not None \
                    and state.cards.knows(name):
                return named   # every card of that name (none in play: nothing to do)
            return named if len(named) == 1 else None
        if mine:
            found = [c for c in found if state.controller(c) == self.you]
        if target.quantity in ("each", "all"):
            return found
        return found if len(found) == 1 else None


def target_copies_types(target: Target) -> frozenset[str] | None:
    """The kinds of card `that enemy` may be (its noun's)."""
    if target.card_types:
        return frozenset(target.card_types)
    return CLASSES.get(fold(target.noun).replace("_", " "))


def _counter_name(effect: Effect) -> str | None:
    """The kind of counter an effect places or removes: the reader's, else the word before `counter` in its words;
    None when that word is an amount (`Place 1 counter on …`, `remove a counter`, `all counters`: which kind is not
    said, left by hand; it was a counter named `1`)."""
    named = getattr(effect, "counters", None) or effect.resource
    if named:
        return named
    found = re.search(r"(?:\d+\s+)?([\w-]+)\s+counters?", effect.text or "")
    if found is None or found.group(1).isdigit() or found.group(1).lower() in _AMOUNT_WORDS:
        return None
    return found.group(1)


#: Words of an amount before `counter`, no kind of counter: `a counter`, `all counters`, `X counters`.
_AMOUNT_WORDS = frozenset(("a", "an", "all", "any", "each", "every", "x", "one", "two", "three", "four", "five", "six",
                           "seven", "eight", "nine", "ten", "many", "more", "additional", "that", "those", "these"))


#: Effects that are nothing without their number: one not read leaves the effect to be resolved by hand.
_COUNTED = frozenset({"draw", "deal_damage", "take_damage", "heal", "place_threat", "remove_threat", "place_counters",
                      "remove_counters"})
#: Effects aimed at a card their words must name: with none named (`this attack deals 8 additional damage`,
#: `Remove 2 threat.`) the card whose ability it is is no more their target than any other (but a character's
#: own `heal 2 damage` heals it: `AbilityWork.heals_itself`).
_AIMED = frozenset({"deal_damage", "heal", "place_threat", "remove_threat", "stun", "confuse"})
#: The effects that give a status card; with an amount (`Give your hero 2 tough status cards`) there are more than one.
_STATUS_KINDS = frozenset({"stun", "confuse", "tough"})
#: A form change of your own, with nothing else in its words (its reminder in parentheses masked): `Change your form
#: (flip your identity card).`, `change form`, `形態を変える`; not `change mass form` (an upgrade's) nor `flip this card`.
_CHANGE_FORM = re.compile(r"(?:change (?:your )?forms?|(?:あなたの)?形態を(?:変える|変更する))(?:\s*\(_*\)|\s*（_*）)?[\s.。]*",
                          re.IGNORECASE)
#: A number the text names without giving it (`X counters`).
_VARIABLE = re.compile(r"\bX\b")


def _counted_each(said: str) -> bool:
    """Whether a sentence's amounts are so many for each of something it counts (`For each boost icon discarded this
    way, …`, `… for each damage you took`, `…1つにつき、…`), outside parentheses and quotes: a person counts them."""
    masked = mask(said).lower()
    return any(re.search(rf"\b{re.escape(w.lower())}\b" if w.isascii() else rf"{re.escape(w)}\s*[、,，]", masked)
               for w in syntax_words("for_each"))


def _replaced(ability) -> dict[int, int]:
    """{sentence: the replacement effect done instead of it} of an ability's sentences: a sentence that `replaces`
    (`If you are in alter-ego form, deal 5 damage instead.`) replaces the one before it, when its condition is its own
    (not a `would` trigger's event it replaces, as `When Loki would be defeated, …, heal all damage from Loki
    instead`; nor `If you cannot`, `If you do not`, which ask that the one before it be tried first: `_tried_first`)."""
    if ability.timing == "would":
        return {}
    out = {}
    kept = [n for n, s in enumerate(ability.effects) if not getattr(s, "reminder", False)]
    for position, after in enumerate(kept):
        sentence = ability.effects[after]
        if not sentence.replaces or _tried_first(sentence.condition) or position == 0:
            continue
        before = _what_it_replaces(ability, kept[:position], sentence)
        if before is not None and before not in out:
            out[before] = after
    return out


def _what_it_replaces(ability, earlier: list[int], sentence) -> int | None:
    """The sentence a replacement is done instead of: the nearest one before it doing the same kinds of effect
    (`deal 2 damage …. Draw 1 card. …, deal 5 damage … instead.`: the damage, not the draw); the one just before it when
    what the replacement does is not typed (it cannot be told apart: both are then judged together); None when no
    sentence does what it does (`deal 2 damage and draw 1 card` then `deal 5 damage instead`: which effect is replaced is
    not said; the replacement is then left to the players alone)."""
    kinds = sorted(e.kind for e in sentence.effects)
    if not kinds or "text" in kinds:
        return earlier[-1] if not ability.effects[earlier[-1]].replaces else None
    for before in reversed(earlier):
        other = ability.effects[before]
        if not other.replaces and sorted(e.kind for e in other.effects) == kinds:
            return before
    return None


def _tried_first(condition: str | None) -> bool:
    """Whether a condition holds when the sentence before it was declined or could not be done (`syntax.declined`,
    `syntax.unable`: `If you do not`, `If you cannot`, `そうしない場合`, `アタッチできない場合`): that one is tried first."""
    if not condition:
        return False
    words = (*syntax_words("declined"), *syntax_words("unable"))
    english = tuple(w.lower() for w in words if w.isascii())
    japanese = tuple(w for w in words if not w.isascii())
    return condition.lower().startswith(english) or condition.rstrip().endswith(japanese)


def _replacement_alone(ability, number: int, replaced: dict[int, int]) -> bool:
    """Whether the replacement effect `number` of `ability` is done instead of something its ability does not say: not
    the event of a `would` trigger, no sentence it replaces (`_replaced`), no `If you cannot` after one tried; a
    sentence it replaces is judged with it, and it resolves by its own condition then."""
    if ability.timing == "would" or number in replaced.values():
        return False
    return number == 0 or not _tried_first(ability.effects[number].condition)
