"""The structured words of an ability in one language: cost, keywords, action type, distance,
target, power roll header, section labels.

Everything here is spelt from canonical ids of a compiled ability (never from syntax), with the
ruleset's vocabulary in the language asked for; a word the vocabulary does not know is given as
the author wrote it. Cards (`render/views.py`) and `convert --lang` (`authoring/translation.py`)
share it, so a card and a converted file say the same thing in the same words. Tier clauses have
their own formatter, `render/clauses.py`.
"""

from __future__ import annotations

import re

from .rulesets import Ruleset, draw_steel
from .runtime import effects as fx

__all__ = ["Wording"]

# between the reaches of a distance (`Melee 1 or ranged 5`), and before an area's range
_DISTANCE_OR = {"en": " or ", "ja": " または "}
_WITHIN = {"en": "within", "ja": "以内"}  # the seeds' `〜以内 X`


class Wording:
    """The words of one language against one ruleset."""

    def __init__(self, lang: str, ruleset: Ruleset | None = None) -> None:
        self.lang = lang
        self.rules = ruleset or draw_steel()

    def label(self, category: str, term_id: str | None, written: str | None = None) -> str | None:
        """A known term in this language, else the words as written."""
        if term_id is None:
            return written
        term = self.rules.categories[category].terms.get(term_id)
        return term.label(self.lang) if term is not None else (written or term_id)

    def word(self, word_id: str) -> str:
        return self.rules.card_words.terms[word_id].label(self.lang)

    def cost(self, ability: fx.CompiledAbility) -> str | None:
        """What goes in the name's parentheses: `3 Piety`, `Signature`, `Villain Action 1`."""
        if ability.cost_amount is not None:
            resource = self.label("heroic_resources", ability.cost_resource)
            return f"{ability.cost_amount}{'+' if ability.cost_open_ended else ''} {resource}"
        if ability.signature:
            return self.word("signature")
        if ability.tag:
            return self.tag(ability.tag)
        return None

    def tag(self, tag: str) -> str:
        """A numbered action type (`Villain Action 1`) in this language; any other tag as written."""
        numbered = re.match(r"^(.*?)\s*(\d+)$", tag)
        if numbered:
            term = self.rules.action_types.lookup(numbered.group(1))
            if term is not None:
                return f"{term.label(self.lang)} {numbered.group(2)}"
        return tag

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
        """The distance spelt from its parts (`2 cube within 10`, `2 キューブ 以内 10`); as written
        when it has no parts or a part of a kind the vocabulary does not know."""
        if distance is None:
            return None
        kinds = self.rules.distance_kinds.terms
        if not distance.get("parts") or any(part["kind"] not in kinds for part in distance["parts"]):
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
                text += f" {_WITHIN[self.lang]} {part['within']}"
            reaches.append(text)
        return _DISTANCE_OR[self.lang].join(reaches)

    def target(self, target: str | None) -> str | None:
        if target is None:
            return None
        term = self.rules.targets.lookup(target)
        return term.label(self.lang) if term is not None else target

    def roll_label(self, roll: fx.CompiledRoll) -> str | None:
        """`Power Roll + Might or Agility`, `パワーロール + 2`; a test's label as written."""
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

    def section_label(self, section: fx.CompiledSection) -> str | None:
        """`Effect`, `Spend 2 Piety`, `Persistent 1` in this language; a label of no known kind as written."""
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
