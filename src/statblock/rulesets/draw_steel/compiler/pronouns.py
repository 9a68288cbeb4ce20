"""Whom a pronoun of one creature names in a tier (`it`, `he`, `she`; `それ`, `彼`, `彼女`).

The vocabulary keeps such a pronoun as the subject it was written as (`[subjects] pronoun`: who it is the sentences
around it say, not the rules). The tier says it: the creature the nearest part before it is about, the user never
(`you are slowed and it is prone`: `it` is no `you`). A part said of no one (`3 damage`, `speed is 0`, `prone`) or of
`the target` is the targets' (seed 000: a tier's effects land on the targets unless it says otherwise), so `it` there
is the target, which `roll` applies it to (`refers_to` `target`); a part of a creature by name makes `it` that
creature (kept for the table, as the name's own are). With no such part before it in the tier (`it is prone` alone,
`its speed is 0 (EoT), and it is prone`), whom it names is not read: `refers_to` says `unknown` and SB185 says so,
with the fix (`the target`), so that `roll` applying none of it is never silent. So too after a part kept as text
(`the ogre shoves the ally`: it may name a creature, which is not read) and after a choice whose options are about
different creatures. A move the user makes a creature make (`you teleport the target`) is about the creature moved; a
part of several (`its allies`, `all enemies`) is never `it`, which looks further back (`the knight and its allies`:
the knight). In a choice the nearest part before an option's pronoun is the option before it.
A pronoun of several (`they`, `each of them`) after a part about several others (`each ally within 2 squares`) may
name those or the targets, which the rules do not say: not read (SB185).
"""

from __future__ import annotations

import re

from typing import Callable

import attrs

from ....records import define
from ..creature_phrases import others_named, pronoun
from ..runtime import effects as fx

__all__ = ["TARGET", "UNKNOWN", "name_pronouns"]

TARGET = "target"
UNKNOWN = "unknown"
_TARGETS = "targets"   # (the holder of a part of no one named: the targets)
_USER = "you"
_UNREAD = object()     # (the holder of a part not read, or of a choice's options about different creatures)
#: the creatures the vocabulary knows that are the targets (`the target`, `ターゲット`, `each target`)
_THE_TARGETS = frozenset({"the_target", "the_targets", "each_target", "the_creature", "any_target"})

#: effects said of the targets when they name no one (`3 damage`, `push 2`, `prone`, `M < 2 …`, `speed is 0`)
_OF_THE_TARGETS = (fx.Damage, fx.ForcedMove, fx.ApplyCondition, fx.PotencyGate, fx.StatChange)
#: the pronoun of several said with a verb of one (`each of them is prone`), not `several` in the vocabulary
_EACH_OF_THEM = "each_of_them"
#: effects whose subject may be a pronoun, and the field that holds it
_SAID_OF = {fx.ApplyCondition: ("subject", "who"), fx.StatChange: ("who",)}


def name_pronouns(per_clause: tuple[tuple[fx.Effect, ...], ...], rules,
                  unknown: Callable[[int, str], None], texts: tuple[str, ...] = ()) -> tuple[tuple[fx.Effect, ...], ...]:
    """`per_clause` (a tier's effects, clause by clause) with `refers_to` on each effect said of a pronoun of one
    creature; `unknown(clause_index, pronoun)` is called once a clause for a pronoun nothing before it names. `texts`,
    each clause's words as written, say which clauses open with `they` (`彼らは`), whose conditions, said of no one
    once read, are the targets' but after a part kept as text, which `they` may be about, or after the same said of two
    creatures joined (`the target and the knight are slowed (EoT); they are prone`: both, or the targets, not read)."""
    per_clause = _one_creatures_turn(per_clause, rules, texts)
    leads = tuple(_several_lead(rules, text) for text in texts) if len(per_clause) > 1 else ()
    if not any(leads) and not any(_pronoun_in(effects, rules) for effects in per_clause):
        return per_clause  # (most tiers: no walk, no copies)
    walker = _Walker(rules)
    out = []
    for index, effects in enumerate(per_clause):
        walker.unknown = []
        lead = leads[index] if index < len(leads) else None
        if lead is not None and (walker.before is _UNREAD or walker.joined() or walker.others) and effects \
                and all(_of_no_one(e) for e in effects):
            # (`3 damage; the ogre shoves the ally; they are prone`: they may be the ogre and the ally; was prone on the
            # targets, in silence; `the target and the knight are slowed (EoT); they are prone`: both, or the targets;
            # was prone on the target alone, its card `prone`; `each ally within 2 squares is slowed (EoT); they are
            # prone`: the allies, or the targets, which the rules do not say; was prone on the targets, in silence)
            out.append(tuple(attrs.evolve(e, subject=lead, refers_to=UNKNOWN) for e in effects))
            unknown(index, lead)
            continue
        out.append(walker.effects(effects))
        if walker.unknown:
            unknown(index, walker.unknown[0])
    return tuple(out)


def _several_lead(rules, text: str) -> str | None:
    """The pronoun of several a clause opens with as its subject (`they are prone`, `彼らは伏せ`: `they`), or None."""
    text = text.lstrip()
    for term in rules.pronouns.terms.values():
        if not term.extra.get("several") and term.id != _EACH_OF_THEM:  # (`each of them is prone`: they, one by one)
            continue
        if any(text[:len(said) + 1].lower() == said + " " for said in term.en) \
                or any(text.startswith(said + "は") for said in term.ja):
            return term.en[0]
    return None


#: the end of one creature's next turn, named by its pronoun (`until the end of his next turn`, `彼女の次のターンの終了時まで`)
_ONE_CREATURES_END = re.compile(r"\buntil\s+the\s+end\s+of\s+(?:his|her|its)\s+next\s+turn\b|(?<!ら)(?:彼女|彼|それ)の次のターンの終了時まで",
                                re.IGNORECASE)


def _one_creatures_turn(per_clause, rules, texts: tuple[str, ...]):
    """`per_clause` with an EoT said of several by their pronoun (`they are slowed until the end of his next turn`,
    `彼らは減速 (彼女の次のターンの終了時まで)`) kept as the until phrase it is: one creature's turn, which the several are
    not (seed 000: EoT is the affected creature's own next turn); was their EoT, in silence (b44fb05a). The subject is
    kept (`they`), for the card to say whose turn it is not."""
    phrases = rules.categories.get("until_phrases")
    out = None
    for index, text in enumerate(texts[:len(per_clause)]):
        found = _ONE_CREATURES_END.search(text) if ("turn" in text or "ターン" in text) else None
        lead = _several_lead(rules, text) if found is not None else None
        term = phrases.lookup(found.group()) if lead is not None and phrases is not None else None
        if term is None:
            continue
        until = fx.Duration("until", term.en[0])
        effects = tuple(attrs.evolve(e, duration=until, subject=e.subject or lead)
                        if _of_no_one(e) and e.duration is not None and e.duration.kind == "end_of_turn" else e
                        for e in per_clause[index])
        if effects != per_clause[index]:
            out = list(per_clause) if out is None else out
            out[index] = effects
    return per_clause if out is None else tuple(out)


def _of_no_one(effect: fx.Effect) -> bool:
    """A Draw Steel condition said of no one once read (the targets'), as `they are prone` is."""
    return type(effect) is fx.ApplyCondition and effect.subject is None and effect.who is None


def _pronoun_in(effects, rules) -> bool:
    """Whether an effect of `effects`, or of a potency's, a timed effect's or a choice's in them, is said of a pronoun of
    one creature (the cheap test before the walk: most effects name no one)."""
    for effect in effects:
        kind = type(effect)
        if kind is fx.ApplyCondition or kind is fx.StatChange:
            for said in ((effect.subject, effect.who) if kind is fx.ApplyCondition else (effect.who,)):
                if said is not None and _one_creatures(rules, said):
                    return True
        elif kind is fx.PotencyGate or kind is fx.Timed:
            if _pronoun_in(effect.effects, rules):
                return True
        elif kind is fx.Choice and any(_pronoun_in(option, rules) for option in effect.options):
            return True
    return False


#: A join of creatures in whom one part is about (`the target and the wraith`, `ターゲットと「the wraith」`), outside
#: a name in 「」.
_JOINED = re.compile(r"\b(?:and|or)\b|[,、，]|と|または|および")
_QUOTED = re.compile(r"「[^「」]*」")


def _one_creatures(rules, said: str) -> bool:
    """Whether `said` is a pronoun of one creature (`it`, `彼女`; not `they`, `each of them`)."""
    term = pronoun(rules, said)
    return term is not None and not term.extra.get("several") and term.id != _EACH_OF_THEM


@define
class _Walker:
    rules: object
    before: object = None   # who the nearest part before is about (`targets`, a creature as written, or _UNREAD)
    unknown: list = attrs.Factory(list)
    parts: int = 0   # how many parts have said whom they are about (whether an option said)
    run: list = attrs.Factory(list)   # the parts in a row about `before`, and the run before them and its holder
    last_run: tuple = (None, ())
    others: bool = False   # whether the nearest part about anyone is about several creatures not the targets

    def effects(self, effects: tuple[fx.Effect, ...]) -> tuple[fx.Effect, ...]:
        return tuple(self.effect(effect) for effect in effects)

    def effect(self, effect: fx.Effect) -> fx.Effect:
        if isinstance(effect, fx.Choice):
            start = self.before
            options, ends = [], set()
            for option in effect.options:   # (each option's pronoun: the nearest part before it, an option's too)
                parts = self.parts
                options.append(self.effects(option))
                ends.add(self.before if self.parts != parts else start)   # (an option about no one: as before it)
            # after the choice: the creature every option is about, else not read (whichever was chosen says)
            self.before = ends.pop() if len(ends) == 1 else _UNREAD
            self.run, self.last_run = [], (None, ())
            return fx.Choice(tuple(options))
        said = self._pronoun(effect)
        if said is not None:
            before = self.before
            if self.joined():
                before = _UNREAD   # (`the target and the knight are slowed; it is prone`: either, which is not read)
            refers_to = TARGET if before == _TARGETS else UNKNOWN if before is None or before is _UNREAD else before
            if refers_to == UNKNOWN:
                self.unknown.append(said)
            return attrs.evolve(effect, refers_to=refers_to)
        holder = self._holder(effect)
        if holder is not None:
            self.others = self._of_others(effect)
        elif not isinstance(effect, fx.Text) and self._of_others(effect):
            self.others = True
        if holder is not None:
            if holder == self.before:
                self.run.append(effect)
            else:
                self.last_run, self.run = (self.before, tuple(self.run)), [effect]
            self.before = holder
            self.parts += 1
        if isinstance(effect, (fx.PotencyGate, fx.Timed)):
            effect = attrs.evolve(effect, effects=self.effects(effect.effects))
        return effect

    def joined(self) -> bool:
        """Whether the nearest parts are the same said of two creatures in a row (`the target and the knight are slowed
        (EoT)`, `Ajax and Brutus are dazed`: each its own effects, as a card says them joined again), which a pronoun
        of one creature after them cannot tell apart. The run before may start with more of its creature's parts
        (`3 damage; the target and the knight are slowed (EoT)`: the damage is the target's too; was the knight's
        `it`, in silence, as the runs' lengths differed)."""
        holder, last = self.last_run
        if holder is None or holder is _UNREAD or self.before is _UNREAD or not self.run or len(last) < len(self.run):
            return False
        return all(type(a) is type(b) and _unsaid(a) == _unsaid(b)
                   for a, b in zip(last[len(last) - len(self.run):], self.run))

    def _pronoun(self, effect: fx.Effect) -> str | None:
        """The pronoun of one creature `effect` is said of, or None."""
        for field in _SAID_OF.get(type(effect), ()):
            said = getattr(effect, field)
            if said and _one_creatures(self.rules, said):
                return said
        return None

    def _of_others(self, effect: fx.Effect) -> bool:
        """Whether `effect` is about several creatures not the targets nor the user (`each ally within 2 squares`,
        `its allies`), whom `they` after it may name."""
        if isinstance(effect, fx.Text):
            return False
        who = getattr(effect, "whom", None) or getattr(effect, "who", None) or getattr(effect, "subject", None)
        return isinstance(who, str) and others_named(self.rules, who)

    def _holder(self, effect: fx.Effect) -> str | None:
        """Who `effect` is about, for a pronoun after it: `targets`, a creature as written, or None (the user, or an
        effect that names no creature: the pronoun looks further back)."""
        if isinstance(effect, fx.Text):
            return _UNREAD   # (`the ogre shoves the ally`: whom it is about is not read)
        who = (getattr(effect, "whom", None) or getattr(effect, "who", None)   # (`you teleport the target`: the target)
               or getattr(effect, "subject", None))
        if who is None:
            return _TARGETS if isinstance(effect, _OF_THE_TARGETS) else None
        term = self.rules.creatures.lookup(who)
        if term is not None:
            if term.id == _USER:
                return None
            if term.id in _THE_TARGETS:
                return _TARGETS
            # (`its allies`, `all enemies`: several, never `it`; the pronoun looks further back)
            return None if term.extra.get("several") else who
        several = pronoun(self.rules, who)
        if several is not None:  # (`they`, `each of them`: the targets, as `they are slowed` is read)
            return _TARGETS
        if _JOINED.search(_QUOTED.sub("", who)):
            return _UNREAD   # (`you teleport the target and the wraith`: two creatures, which `it` cannot tell apart)
        return who


def _unsaid(effect: fx.Effect) -> fx.Effect:
    """`effect` said of no one (its subject and `who` taken off, where it has them)."""
    names = {f.name for f in attrs.fields(type(effect))}
    return attrs.evolve(effect, **{name: None for name in ("subject", "who") if name in names})
