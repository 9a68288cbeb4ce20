"""View models: everything a card template prints, worked out in Python.

A view is built from a compiled ability (effects, never syntax) and, when a
hero is given, the hero's bound rolls, so every number on it is final. All
words come from the ruleset in the card's language; text the author wrote
(name, flavor, trigger, section text, `Text` clauses) is carried verbatim.
Templates only place these strings: they hold no game logic.
"""

from __future__ import annotations

import re

import attrs

from ..rulesets import Ruleset, draw_steel
from ..runtime import effects as fx
from ..runtime.bind import BoundAbility, BoundRoll, bind
from ..runtime.hero import Hero
from .clauses import tier_clauses

__all__ = ["CardLabels", "CardView", "RollView", "SectionView", "TierView", "card_labels", "card_view"]


@attrs.frozen
class TierView:
    number: int                  # 1, 2, 3: which tier, for styling
    range: str                   # "≤11", "12-16", "17+"
    clauses: tuple[str, ...]     # one string per source clause


@attrs.frozen
class RollView:
    label: str | None            # "Power Roll + Might"; None for a bare test, or a roll continued
    modifier: str | None         # "2d10 + 2" with a hero
    tiers: tuple[TierView, ...]


@attrs.frozen
class SectionView:
    label: str | None            # "Effect", "Spend 2 Piety"; None for a plain paragraph
    paragraphs: tuple[str, ...]
    roll: RollView | None = None


@attrs.frozen
class CardView:
    name: str
    cost: str | None             # "3 Piety", "Signature", "Villain Action 1"
    flavor: str | None
    keywords: tuple[str, ...]
    action: str | None
    distance: str | None
    target: str | None
    trigger: str | None
    roll: RollView | None
    sections: tuple[SectionView, ...]
    hero: str | None             # whose numbers these are
    source: str                  # "path:line", for people tracing a card back to its text
    part: int = 1                # continuation cards: part of parts (see fit.py)
    parts: int = 1
    fit: int = 0                 # type-size step (fit.py)

    @property
    def continued(self) -> bool:
        return self.part > 1


@attrs.frozen
class CardLabels:
    """The words around the data, in the card's language."""

    lang: str
    separator: str          # between keywords: ", " or "、"
    keywords: str
    distance: str
    target: str
    trigger: str
    continued: str


def card_labels(lang: str, ruleset: Ruleset | None = None) -> CardLabels:
    words = (ruleset or draw_steel()).card_words.terms
    separator = "、" if lang == "ja" else ", "
    return CardLabels(lang, separator, *(words[w].label(lang) for w in ("keywords", "distance", "target", "trigger", "continued")))


# ---- building ------------------------------------------------------------------------------


class _Builder:
    def __init__(self, lang: str, rules: Ruleset) -> None:
        self.lang = lang
        self.rules = rules

    def label(self, category: str, term_id: str | None, written: str | None = None) -> str | None:
        """A known term in the card's language, else the words as written."""
        if term_id is None:
            return written
        term = self.rules.categories[category].terms.get(term_id)
        return term.label(self.lang) if term is not None else (written or term_id)

    def word(self, word_id: str) -> str:
        return self.rules.card_words.terms[word_id].label(self.lang)

    def cost(self, ability: fx.CompiledAbility) -> str | None:
        if ability.cost_amount is not None:
            resource = self.label("heroic_resources", ability.cost_resource)
            return f"{ability.cost_amount}{'+' if ability.cost_open_ended else ''} {resource}"
        if ability.signature:
            return self.word("signature")
        if ability.tag:
            numbered = re.match(r"^(.*?)\s*(\d+)$", ability.tag)
            if numbered:
                term = self.rules.action_types.lookup(numbered.group(1))
                if term is not None:
                    return f"{term.label(self.lang)} {numbered.group(2)}"
            return ability.tag
        return None

    def action(self, ability: fx.CompiledAbility) -> str | None:
        if ability.action is None:
            return ability.action_label
        numbered = re.match(r"^(.*)_(\d+)$", ability.action)
        if numbered and numbered.group(1) in self.rules.action_types.terms:
            return f"{self.label('action_types', numbered.group(1))} {numbered.group(2)}"
        return self.label("action_types", ability.action, ability.action_label)

    def keywords(self, ability: fx.CompiledAbility) -> tuple[str, ...]:
        return tuple(self.label("keywords", i, w) for i, w in zip(ability.keywords, ability.keyword_labels))

    def distance(self, distance: dict | None) -> str | None:
        if distance is None:
            return None
        if self.lang == "en" or not distance.get("parts"):
            return distance["text"]  # English cards print it as the author wrote it
        kinds = self.rules.distance_kinds.terms
        if any(part["kind"] not in kinds for part in distance["parts"]):
            return distance["text"]
        reaches = []
        for part in distance["parts"]:
            kind = kinds[part["kind"]].label(self.lang)
            size = part.get("size")
            if part["kind"] in ("melee", "ranged"):
                text = f"{kind} {size}" if size is not None else kind
            elif size is None:
                text = kind
            elif "width" in part:
                text = f"{size} x {part['width']} {kind}"
            else:
                text = f"{size} {kind}"
            if "within" in part:
                text += f" 以内 {part['within']}"  # the seeds' `〜以内 X`
            reaches.append(text)
        return " または ".join(reaches)

    def target(self, target: str | None) -> str | None:
        if target is None:
            return None
        term = self.rules.targets.lookup(target)
        return term.label(self.lang) if term is not None else target

    def roll(self, roll: fx.CompiledRoll, bound: BoundRoll | None) -> RollView:
        tiers = bound.tiers if bound is not None else roll.tiers
        views = tuple(
            TierView(tier.number or position + 1, tier.range, tier_clauses(tier, self.lang, self.rules))
            for position, tier in enumerate(tiers)
        )
        modifier = None
        if bound is not None:
            sign = "+" if bound.modifier >= 0 else "−"
            modifier = f"2d10 {sign} {abs(bound.modifier)}"
        return RollView(self.roll_label(roll), modifier, views)

    def roll_label(self, roll: fx.CompiledRoll) -> str | None:
        if roll.kind != "power_roll":
            return roll.label.rstrip(":：").strip() or None
        if roll.characteristics:
            if any(c not in self.rules.characteristics.terms and c != "highest" for c in roll.characteristics):
                return roll.label.rstrip(":：").strip()
            names = [self.label("characteristics", c) if c != "highest" else "highest characteristic"
                     for c in roll.characteristics]
            if len(names) <= 2:
                added = (" or " if self.lang == "en" else " または ").join(names)
            elif self.lang == "en":
                added = ", ".join(names[:-1]) + ", or " + names[-1]
            else:
                added = "、".join(names[:-1]) + "、または " + names[-1]
        elif roll.bonus is not None:
            added = str(roll.bonus)
        else:
            return roll.label.rstrip(":：").strip() or None
        return f"{self.word('power_roll')} + {added}"

    def section(self, section: fx.CompiledSection, bound: BoundRoll | None) -> SectionView:
        roll = self.roll(section.roll, bound) if section.roll is not None else None
        if section.kind == "power_roll" and roll is not None and section.text.strip() == section.roll.label.strip():
            return SectionView(None, (), roll)  # `Power Roll + 2:` on its own line: the roll's label says it
        paragraphs = tuple(p.strip() for p in section.text.split("\n") if p.strip())
        return SectionView(self.section_label(section), paragraphs, roll)

    def section_label(self, section: fx.CompiledSection) -> str | None:
        if not section.label:
            return None
        term = self.rules.sections.terms.get(section.kind)
        if term is None:  # `other`, `power_roll`: as written
            return section.label
        words = [term.label(self.lang)]
        if section.amount is not None:
            words.append(f"{section.amount}{'+' if section.open_ended else ''}")
            if section.resource:
                words.append(self.label("heroic_resources", section.resource))
        elif section.kind == "spend":
            return section.label
        return " ".join(words)


def card_view(ability: fx.CompiledAbility, hero: Hero | None = None, lang: str = "en",
              ruleset: Ruleset | None = None) -> CardView:
    """The whole card of `ability`, with the hero's numbers when `hero` is given."""
    rules = ruleset or draw_steel()
    build = _Builder(lang, rules)
    bound: BoundAbility | None = bind(ability, hero, rules) if hero is not None else None
    rolls = iter(bound.rolls if bound is not None else ())

    roll = None
    if ability.power_roll is not None:
        roll = build.roll(ability.power_roll, next(rolls, None))
    sections = tuple(build.section(s, next(rolls, None) if s.roll is not None else None) for s in ability.sections)
    hero_line = None
    if hero is not None:
        hero_line = hero.name + (f" · {hero.kit.name}" if hero.kit.name and bound.kit_damage else "")
    return CardView(
        name=ability.name,
        cost=build.cost(ability),
        flavor=ability.flavor,
        keywords=build.keywords(ability),
        action=build.action(ability),
        distance=build.distance(ability.distance),
        target=build.target(ability.target),
        trigger=ability.trigger,
        roll=roll,
        sections=sections,
        hero=hero_line,
        source=f"{ability.path}:{ability.line}",
    )
