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

from ....vocabulary import Vocabulary
from ..vocabulary import vocabulary
from ..runtime.compiled import CompiledAbility, CompiledRoll, CompiledSection
from ..runtime.bind import BoundAbility, BoundRoll, bind, bind_prose, own_resource
from ..runtime.companion import roller
from ..runtime.hero import Hero
from ..wording import Wording
from ...similarity import is_japanese
from ..grammar.card_marks import CARD_MARK
from .clauses import tier_clauses
from ....terminal import printable
from ....records import frozen

__all__ = ["CardLabels", "CardView", "RollView", "SectionView", "TierView", "card_labels", "card_view", "marked_prose"]


@frozen
class TierView:
    number: int                  # 1, 2, 3: which tier, for styling
    range: str                   # "≤11", "12-16", "17+"
    clauses: tuple[str, ...]     # one string per source clause


@frozen
class RollView:
    label: str | None            # "Power Roll + Might"; None for a bare test, or a roll continued
    modifier: str | None         # "2d10 + 2" with a hero
    tiers: tuple[TierView, ...]


@frozen
class SectionView:
    label: str | None            # "Effect", "Spend 2 Piety"; None for a plain paragraph
    paragraphs: tuple[str, ...]
    roll: RollView | None = None
    list_item: bool = False      # an item of a bulleted list: printed with its bullet


@frozen
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
    icon: str | None = None      # the book's icon before a feature's name, as written (`⭐️`): a Markdown card's heading
    # the line a Markdown card prints above an ability's heading (`grammar.card_marks.CARD_MARK`), so that the card
    # reads back as the ability whatever its body; None for a statblock's card (read back as the page's text)
    mark: str | None = None
    # the action type the name's parentheses say (`Villain Action 1`), left out of the header (`action` None): a
    # Markdown card prints it there too, where it reads back as the action
    named_action: str | None = None
    # the flavor's lines (by index among `flavor`'s) read as flavor only because they were no other kind (SB179): a
    # guess, printed as written, never in italics (a card read back takes an italic line for flavor for sure)
    plain_flavor: tuple[int, ...] = ()

    @property
    def continued(self) -> bool:
        return self.part > 1

    @property
    def flavor_lines(self) -> tuple[tuple[str, bool], ...]:
        """The flavor's lines as `(line, as_written)`, in order: `as_written` for a line guessed as flavor
        (`plain_flavor`), which a card prints as written, no italics."""
        lines = self.flavor.split("\n") if self.flavor else ()
        return tuple((line, index in self.plain_flavor) for index, line in enumerate(lines))


@frozen
class CardLabels:
    """The words around the data, in the card's language."""

    lang: str
    separator: str          # between keywords: ", " or "、"
    keywords: str
    distance: str
    target: str
    trigger: str
    continued: str


def card_labels(lang: str, ruleset: Vocabulary | None = None) -> CardLabels:
    words = (ruleset or vocabulary()).card_words.terms
    separator = "、" if lang == "ja" else ", "
    return CardLabels(lang, separator, *(words[w].label(lang) for w in ("keywords", "distance", "target", "trigger", "continued")))


# ---- building ------------------------------------------------------------------------------


class _Builder(Wording):
    """The card's words (`Wording`), and the card's rolls and sections built from them."""

    def distance(self, distance: dict | None) -> str | None:
        if self.lang == "en" and distance is not None and not is_japanese(distance["text"]):
            return distance["text"]  # English cards print an English one as the author wrote it
        return self.prose(self.composed_distance(distance))

    def prose(self, text: str | None) -> str | None:
        """The author's text, marked `〔原文〕` on a Japanese card when it is English (untranslated)."""
        return marked_prose(text, self.lang, self.rules)

    def roll(self, roll: CompiledRoll, bound: BoundRoll | None) -> RollView:
        tiers = bound.tiers if bound is not None else roll.tiers
        views = tuple(
            TierView(tier.number or position + 1, _CANONICAL_RANGE.get(tier.number, tier.range),
                     tuple(self.prose(c) for c in tier_clauses(tier, self.lang, self.rules)))
            for position, tier in enumerate(tiers)
        )
        modifier = None
        if bound is not None and roll.kind != "test":  # a test is the targets' roll, not the hero's
            sign = "+" if bound.modifier >= 0 else "−"
            modifier = f"2d10 {sign} {abs(bound.modifier)}"
        return RollView(self.roll_label(roll), modifier, views)

    def section(self, section: CompiledSection, bound: BoundRoll | None, hero: Hero | None = None) -> SectionView:
        roll = self.roll(section.roll, bound) if section.roll is not None else None
        if section.kind == "power_roll" and roll is not None and section.text.strip() == section.roll.label.strip():
            return SectionView(None, (), roll)  # `Power Roll + 2:` on its own line: the roll's label says it
        text = section.text if hero is None else bind_prose(section.text, hero, self.rules)  # `R < AVERAGE`: `R < 1`
        paragraphs = tuple(self.prose(p.strip()) for p in text.split("\n") if p.strip())
        return SectionView(self.section_label(section), paragraphs, roll, section.list_item)


# English words (two or more letters, twice) and no Japanese: text nobody translated.
# (possessive, and only from the start of a word: linear time on a 10,000-letter word)
# two English words (`Summoner's Range`, `can't stand`: a word holds its apostrophe; was read as `s` and `t`,
# one letter each, so such a distance was printed on a Japanese card unmarked)
_LATIN_WORDS = re.compile(r"(?<![A-Za-z'’])[A-Za-z][A-Za-z'’]++(?<=[A-Za-z]{2}|['’][A-Za-z])\W++[A-Za-z]{2}")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")
# The author's words a Japanese clause quotes (`「can't stand」 (EoT)`): marked already
_QUOTED = re.compile(r"「[^「」]*」")


def marked_prose(text: str | None, lang: str, rules: Vocabulary) -> str | None:
    """The author's text, marked `〔原文〕` (the vocabulary's `card_words.original`) on a Japanese card when it is
    English, untranslated; as it is otherwise."""
    if text is None or lang == "en" or not _is_foreign_prose(text):
        return text
    return f"〔{rules.card_words.terms['original'].label(lang)}〕{text}"


def _is_foreign_prose(text: str) -> bool:
    if "「" in text:
        text = _QUOTED.sub(" ", text)
    return _LATIN_WORDS.search(text) is not None and _JAPANESE.search(text) is None


# Tier labels as the book prints them, whatever was typed (`<=11`, `12–16`, `17 +`).
_CANONICAL_RANGE = {1: "≤11", 2: "12-16", 3: "17+"}


_COMPANION_OF = {"en": "{hero}'s companion", "ja": "{hero}のコンパニオン"}  # コンパニオン: `keywords.companion`
_KIT_USED = {"en": {"melee": " (melee kit damage; ranged differs)", "ranged": " (ranged kit damage; melee differs)"},
             "ja": {"melee": "（近接のキットダメージ。遠距離では異なる）", "ranged": "（遠距離のキットダメージ。近接では異なる）"}}


def _monster_ability(ability: CompiledAbility) -> bool:
    """A monster's ability rolls a fixed bonus (`Power Roll + 2`), never a hero's characteristic:
    its card carries no hero's name even in a deck printed for one."""
    rolls = ability.all_rolls()
    return bool(rolls) and all(r.bonus is not None for r in rolls if r.kind != "test")  # (`+ 2 (Might)` too)


def card_view(ability: CompiledAbility, hero: Hero | None = None, lang: str = "en",
              ruleset: Vocabulary | None = None) -> CardView:
    """The whole card of `ability`, with the hero's numbers when `hero` is given."""
    rules = ruleset or vocabulary()
    build = _Builder(lang, rules)
    if hero is not None and not _monster_ability(ability):
        # `(5 Heroic Resource)`, `Spend 2 Heroic Resource:`: the hero's own (`5 Ferocity`), as a gain of one is
        ability = attrs.evolve(ability, cost_resource=own_resource(ability.cost_resource, hero, rules),
                               sections=tuple(attrs.evolve(s, resource=own_resource(s.resource, hero, rules))
                                              for s in ability.sections))
    # (a Companion ability: the companion's numbers, or none without the companion in the hero file)
    user = roller(ability, hero) if hero is not None else None
    bound: BoundAbility | None = bind(ability, user, rules) if user is not None else None
    rolls = iter(bound.rolls if bound is not None else ())

    roll = None
    if ability.power_roll is not None:
        roll = build.roll(ability.power_roll, next(rolls, None))
    sections = tuple(build.section(s, next(rolls, None) if s.roll is not None else None, user)
                     for s in ability.sections)
    if ability.trigger_roll is not None:  # tier lines under the trigger: printed right after it
        sections = (SectionView(None, (), build.roll(ability.trigger_roll, next(rolls, None))),) + sections
    if ability.notes:  # (the author's text in the block that is no part of the ability: as written, last)
        sections += (SectionView(rules.card_words.terms["note"].label(lang),
                                 tuple(build.prose(line.strip()) for note in ability.notes
                                       for line in note.split("\n") if line.strip())),)
    hero_line = None
    if hero is not None and not _monster_ability(ability) and user is not hero:
        # `Wolf · Rook's companion`; `Rook's companion` alone when the file gives no companion (no numbers worked out)
        owner = _COMPANION_OF[lang if lang in _COMPANION_OF else "en"].format(hero=hero.name)
        hero_line = owner if user is None else f"{user.name} · {owner}"
    elif hero is not None and not _monster_ability(ability):
        hero_line = hero.name + (f" · {hero.kit.name}" if hero.kit.name and bound.kit_damage else "")
        if bound.kit_damage and {"melee", "ranged"} <= set(ability.keywords):
            # used either way, the card has one figure: it says which kit damage it holds
            hero_line += _KIT_USED[lang if lang in _KIT_USED else "en"][bound.kit_damage]
    cost, action = build.composed_cost(ability), build.action(ability)
    named_action = None
    if action is not None and cost == action:  # `Villain Action 1` in the name and as the action: said once
        action, named_action = None, action
    return CardView(
        name=ability.name,
        cost=cost,
        flavor=ability.flavor,
        keywords=build.keywords(ability),
        action=action,
        distance=build.distance(ability.distance),
        target=build.prose(build.target(ability.target)),
        trigger=build.prose(ability.trigger),
        roll=roll,
        sections=sections,
        hero=hero_line,
        source=f"{printable(ability.path)}:{ability.line}",
        icon=ability.icon,
        mark=CARD_MARK,
        named_action=named_action,
        plain_flavor=ability.plain_flavor,
    )
