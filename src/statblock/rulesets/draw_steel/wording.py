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

from ...vocabulary import NUMBER_WORDS, Vocabulary
from .vocabulary import action_note, vocabulary
from .runtime.compiled import CompiledAbility, CompiledRoll, CompiledSection
from .target_phrases import target_words

__all__ = ["Wording"]

# between the reaches of a distance (`Melee 1 or ranged 5`), and before an area's range
_DISTANCE_OR = {"en": " or ", "ja": " または "}
_DISTANCE_AND = {"en": " and ", "ja": " と "}  # `Self and ranged 10`: the parts all at once
_LATIN = re.compile("[A-Za-z]")


def _counted(lang: str, area: str, count: int, first: bool) -> str:
    """`Four 3 cubes` (a number word, capitalised at the start of the distance); Japanese `3キューブ4つ`."""
    if lang != "en":
        return f"{area}{count}つ"
    word = _NUMBER_NAMES.get(count, str(count))
    return f"{word.capitalize() if first else word} {area}"


_NUMBER_NAMES = {number: word for word, number in NUMBER_WORDS.items()}


def _within(lang: str, area: str, reach) -> str:
    """`2 cube within 10`; Japanese says the range first: `10以内に2キューブ`."""
    return f"{area} within {reach}" if lang == "en" else f"{reach}以内に{area}"
_HIGHEST = {"en": "highest characteristic", "ja": "最も高い能力値"}  # chosen
_RESOURCE_TAG = re.compile(r"^(\d+(?:\s*[-–]\s*\d+)?\+?)\s+(\w+)(?:\s+per\s+(\w+))?$")
_REACH = re.compile(r"(?:(two|three|four|five|six) )?(?:(∞|\d+)(?: x (∞|\d+))? )?([a-z]+?)(?: (\d+))?(?: within (\d+))?")


# a tag's number and the blanks before it, read from the tag's end (reversed): `^(.*?)\s*(\d+)$` tried every end of
# the name and went over the rest of a run of digits from each, quadratic (a tag of 20,000 digits and `!`: 1.6 s a card)
_NUMBER_AT_END_REVERSED = re.compile(r"(\d++)\s*+")


def numbered_tag(tag: str) -> tuple[str, str] | None:
    """(name, number) of a numbered tag (`Villain Action 1`: the number at the end, after any blanks, before at most
    one line break), as `^(.*?)\\s*(\\d+)$` matched: None when there is no number, or the name holds a line break."""
    body = tag[:-1] if tag.endswith("\n") else tag
    found = _NUMBER_AT_END_REVERSED.match(body[::-1])
    if found is None or "\n" in body[:len(body) - found.end()]:
        return None
    return body[:len(body) - found.end()], body[len(body) - found.end(1):]

class Wording:
    """The words of one language against one ruleset."""

    def __init__(self, lang: str, ruleset: Vocabulary | None = None) -> None:
        self.lang = lang
        self.rules = ruleset or vocabulary()

    def label(self, category: str, term_id: str | None, written: str | None = None) -> str | None:
        """A known term in this language, else the words as written."""
        if term_id is None:
            return written
        term = self.rules.categories[category].terms.get(term_id)
        return term.label(self.lang) if term is not None else (written or term_id)

    def word(self, word_id: str) -> str:
        return self.rules.card_words.terms[word_id].label(self.lang)

    def cost(self, ability: CompiledAbility) -> str | None:
        """What goes in the name's parentheses: `3 Piety`, `Signature`, `Villain Action 1`."""
        if ability.cost_amount is not None:
            resource = self.label("heroic_resources", ability.cost_resource)
            # (`3-7 悪意` in Japanese too, as the tag it was printed: what the cost grammar reads back)
            upper = "" if ability.cost_upper_amount is None else f"-{ability.cost_upper_amount}"
            said = f"{ability.cost_amount}{upper}{'+' if ability.cost_open_ended else ''} {resource}"
            if ability.signature:  # `Signature, 3 Wrath`: both, as written (SB153 says a signature costs nothing)
                return f"{self.word('signature')}{'、' if self.lang == 'ja' else ', '}{said}"
            return said
        if ability.signature:
            return self.word("signature")
        if ability.tag:
            return self.tag(ability.tag)
        return None

    def tag(self, tag: str) -> str:
        """A numbered action type (`Villain Action 1`) or a tag the ruleset has words for (`Encounter`: `エンカウント`)
        in this language; any other tag as written."""
        numbered = numbered_tag(tag)
        if numbered:
            term = self.rules.action_types.lookup(numbered[0])
            if term is not None:  # (`ヴィラン・アクション１`: the number in ASCII digits, as the JSON has it)
                return f"{term.label(self.lang)} {int(numbered[1])}"
        known = self.known_tag(tag)
        return known.label(self.lang) if known is not None else tag

    def known_tag(self, tag: str):
        """The card word a tag is (`Encounter`, `エンカウント`: a retainer's once an encounter), or None."""
        term = self.rules.card_words.lookup(tag.strip())
        return term if term is not None and term.extra.get("tag") else None

    def action(self, ability: CompiledAbility) -> str | None:
        if ability.action is None:
            return ability.action_label
        numbered = re.match(r"^(.*)_(\d+)$", ability.action)
        if numbered and numbered.group(1) in self.rules.action_types.terms:
            return f"{self.label('action_types', numbered.group(1))} {numbered.group(2)}"
        noted = action_note(ability.action_label, self.rules)
        if noted is not None and noted[0].id == ability.action:  # `Main action (Adjacent creature)`
            space = "" if noted[1].startswith("（") else " "  # a full-width bracket takes no space before it
            return f"{noted[0].label(self.lang)}{space}{noted[1]}"
        return self.label("action_types", ability.action, ability.action_label)

    def keywords(self, ability: CompiledAbility) -> tuple[str, ...]:
        if len(ability.keywords) != len(ability.keyword_labels):
            # `Melee/Strike/Weapon`: one word written for several keywords (SB103), read as each: each keyword's own
            # label (paired with the words written, the card kept the first alone, `Melee`: the rest were lost)
            return tuple(self.label("keywords", i, i) for i in ability.keywords)
        return tuple(self.label("keywords", i, w) for i, w in zip(ability.keywords, ability.keyword_labels))

    def distance(self, distance: dict | None) -> str | None:
        """The distance spelt from its parts (`2 cube within 10`, `2 キューブ 以内 10`); without parts,
        the target phrase its words make (`Self and two allies`, `自身と2体の味方`); else as written."""
        if distance is None:
            return None
        kinds = self.rules.distance_kinds.terms
        if not distance.get("parts"):  # `Self and two allies`: the words of a target line, or as written
            return self._phrase(distance["text"]) or distance["text"]
        if any(part["kind"] not in kinds for part in distance["parts"]):
            return distance["text"]
        reaches = []
        for part in distance["parts"]:
            kind = kinds[part["kind"]].label(self.lang)
            if reaches and self.lang == "en":  # the books' `Melee 1 or ranged 5`
                kind = kind[:1].lower() + kind[1:]
            size = part.get("size")
            if part["kind"] in ("melee", "ranged"):
                text = f"{kind} {size}" if size is not None else kind
            elif size is None:
                text = kind
            else:
                count = part.get("count")
                if count is not None and self.lang == "en":  # `Four 3 cubes`: the plural of several
                    kind = kinds[part["kind"]].en[1] if len(kinds[part["kind"]].en) > 1 else kind
                if "width" in part:
                    text = f"{size} x {part['width']} {kind}" if self.lang == "en" else f"{size}×{part['width']}{kind}"
                else:
                    text = f"{size} {kind}" if self.lang == "en" else f"{size}{kind}"
                if count is not None:
                    text = _counted(self.lang, text, count, first=not reaches)
            if "within" in part:
                text = _within(self.lang, text, part["within"])
            reaches.append(text)
        joiner = _DISTANCE_AND if distance.get("joiner") == "and" else _DISTANCE_OR
        return self._noted(joiner[self.lang].join(reaches), distance.get("note"))

    def _noted(self, spelt: str, note: str | None) -> str:
        """The distance with the author's note after it (`Self; see below`, `自身（下記参照）`), the
        note in this language when its words are known, else as written."""
        if note is None:
            return spelt
        term = self.rules.distance_notes.lookup(note)
        said = term.label(self.lang) if term is not None else note
        if self.lang == "en":
            return f"{spelt}; {said}"
        if term is None and _LATIN.search(note) and "「" not in note and "」" not in note:
            said = f"「{note}」"  # the author's English, quoted as a Japanese card quotes it in a clause
        return f"{spelt}（{said}）"

    def target(self, target: str | None) -> str | None:
        """The target line in this language: one of the vocabulary's `targets`, else the phrase its
        words make (`One willing ally`: `1体の同意した味方`; `味方2体`: `Two allies`, see
        `target_phrases`), else as written. What it gives in Japanese reads back to the same line."""
        if target is None:
            return None
        term = self.rules.targets.lookup(target)
        if term is not None:
            return term.label(self.lang)
        return self._phrase(target) or target

    def _phrase(self, text: str) -> str | None:
        words = target_words(self.rules)
        phrase = words.read(text)
        if phrase is None:
            return None
        spelt = words.spell(phrase, self.lang)
        return spelt if words.read(spelt) == phrase else None  # never a line that reads otherwise

    def composed_distance(self, distance: dict | None) -> str | None:
        """The distance, and in Japanese also one the parser left without parts when its words are
        known (`Self; see below`: `自身（下記参照）`, `Four 3 cubes within 10`)."""
        spelt = Wording.distance(self, distance)
        if self.lang != "ja" or distance is None or spelt != distance["text"]:
            return spelt
        text, note = spelt, ""
        if text.lower().endswith("; see below"):
            text, note = text[: -len("; see below")], "（下記参照）"
        reaches = [self._reach(part) for part in re.split(r",? or ", text)]
        if None in reaches:
            return spelt
        return _DISTANCE_OR[self.lang].join(reaches) + note

    def _reach(self, text: str) -> str | None:
        match = _REACH.fullmatch(text.strip().lower())
        if match is None:
            return None
        count, size, width, kind, reach, within = match.groups()
        term = self.rules.distance_kinds.lookup(kind) or self.rules.distance_kinds.lookup(kind.rstrip("s"))
        if term is None or (reach is not None and size is not None):
            return None
        words = [f"{size} x {width}" if width else size] if size else []
        words += [term.label(self.lang)] + ([reach] if reach else [])
        out = (" " if self.lang == "en" else "").join(words) + (f"{NUMBER_WORDS[count]}つ" if count else "")
        return _within(self.lang, out, within) if within else out

    def composed_cost(self, ability: CompiledAbility) -> str | None:
        """The cost, with a tag of a range or a rate of a resource (`3-7 Malice`, `1 Malice per
        minion`) put in this language's words."""
        cost = self.cost(ability)
        if cost is None or cost != ability.tag or self.lang != "ja":
            return cost
        match = _RESOURCE_TAG.match(cost)
        resource = self.rules.heroic_resources.lookup(match.group(2)) if match else None
        if resource is None:
            return cost
        amount = f"{match.group(1)} {resource.label(self.lang)}"
        if match.group(3) is None:
            return amount
        per = target_words(self.rules).noun(match.group(3))
        return f"{per}1体につき{amount}" if per is not None else cost

    def roll_label(self, roll: CompiledRoll) -> str | None:
        """`Power Roll + Might or Agility`, `パワーロール + 2`; a test's label as written."""
        if roll.kind != "power_roll":
            return roll.label.rstrip(":：").strip() or None
        if roll.characteristics:
            if any(c not in self.rules.characteristics.terms and c != "highest" for c in roll.characteristics):
                return roll.label.rstrip(":：").strip()
            names = [self.label("characteristics", c) if c != "highest" else _HIGHEST[self.lang]
                     for c in roll.characteristics]
            if len(names) <= 2:  # `Might or Agility`, `筋力または敏捷力`
                added = (" or " if self.lang == "en" else "または").join(names)
            elif self.lang == "en":
                added = ", ".join(names[:-1]) + ", or " + names[-1]
            else:
                added = "、".join(names[:-1]) + "、または" + names[-1]
            if roll.bonus is not None:  # `Power Roll + 2 (Might)`: a monster's score and the characteristic it is
                added = f"{roll.bonus} ({added})"
        elif roll.bonus is not None:
            added = str(roll.bonus)
        else:
            return roll.label.rstrip(":：").strip() or None
        return f"{self.word('power_roll')} + {added}"

    def section_label(self, section: CompiledSection) -> str | None:
        """`Effect`, `Spend 2 Piety`, `Persistent 1` in this language; a label of no known kind as written."""
        if not section.label:
            return None
        term = self.rules.sections.terms.get(section.kind)
        if term is None:  # `other`, `power_roll`: as written
            return section.label
        words = [term.label(self.lang)]
        if section.amount is not None:
            amount = f"{section.amount}{'+' if section.open_ended else ''}"
            if section.other_amount is not None:
                amount += f"{' or ' if self.lang == 'en' else 'または'}{section.other_amount}"
            if section.upper_amount is not None:
                amount += f"{'-' if self.lang == 'en' else '～'}{section.upper_amount}"
            if section.kind == "spend" and section.resource and self.lang == "ja":
                # the seed's order: `猛威を1消費` (〜を X 消費する)
                return f"{self.label('heroic_resources', section.resource)}を{amount}{words[0]}"
            words.append(amount)
            if section.resource:
                words.append(self.label("heroic_resources", section.resource))
        elif section.kind == "spend":
            return section.label
        return " ".join(words)
