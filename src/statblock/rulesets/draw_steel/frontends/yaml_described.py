"""The Steel Compendium's newer YAML text of a feature, read as its Markdown is: `intro` and `body` paragraphs, a
`power_roll` of a `formula` and `tiers`, `sections` of `label` and `text`, and `trailing` text, put in the book's order
(the data keeps no order between its keys). `DescribedText` is a part of the YAML reader (`ds_yaml.py`), whose
`tiers` reads a roll's tiers in either layout.
"""

from __future__ import annotations

import re

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Fragment
from ....soft_breaks import soft_join
from ...similarity import is_japanese
from ..vocabulary import vocabulary
from .md_lines import place, read_paragraph
from .raw import RawLine
from .yaml_nodes import KeyedMapping, as_mapping, scalar_text, synthetic
from .yaml_tiers import CRITICAL, TIER_KEYS, TierText, listed_tiers, roll_mapping

__all__ = ["BOLD_LABEL", "NEWER_TEXT", "DescribedText"]

# the keys of the newer layout's text; a feature that has one says with them what its `effects` repeat
NEWER_TEXT = ("intro", "body", "power_roll", "sections", "trailing")
# `**Trigger:**`, `**[End Effect](…):**` at the start of a line: a label in bold, its colon inside the bold
BOLD_LABEL = re.compile(r"\*\*[^*\n]{1,200}?:\*\*")
_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n\s*")


class DescribedText(TierText):
    """The newer layout's text of a feature, as raw lines (see the module's docstring)."""

    def described(self, mapping: KeyedMapping) -> list[RawLine]:
        """The newer layout's text, in the book's order: `intro` and `body`, the sections that come before
        the tiers, the `power_roll`, the other `sections`, then `trailing` (what follows the tiers). Before
        the tiers: the trigger, and where the roll is a test's (no `formula`) a section that calls for the
        test (`Effect: Each enemy in the area makes an Agility test.`), whose tiers they are, as the book
        prints it (the data keeps no order between its keys)."""
        sections = mapping.get("sections")
        said = [self.section(item) for item in (sections.value if isinstance(sections, yaml.SequenceNode) else ())]
        roll = as_mapping(mapping.get("power_roll"))
        test = roll is not None and not scalar_text(roll.get("formula"))
        first = [trigger or (test and vocabulary().names_a_test(" ".join(line.body.text for line in part)))
                 for part, trigger in said]
        lines = self.paragraphs(mapping.get("intro")) + self.paragraphs(mapping.get("body"))
        for (part, _), before in zip(said, first):
            if before:
                lines.extend(part)
        key = self.key_fragment(mapping, "power_roll") if "power_roll" in mapping.key_nodes else None
        lines.extend(self.power_roll(mapping.get("power_roll"), key))
        for (part, _), before in zip(said, first):
            if not before:
                lines.extend(part)
        return lines + self.paragraphs(mapping.get("trailing"))

    def power_roll(self, node, key=None) -> list[RawLine]:
        """`formula: + 2` as the roll line `Power Roll + 2` (a test's roll has no formula: its tiers only),
        then the `tiers`, an `effect:` written in it, and its other keys as sections, each said (`tier4:`, SB016;
        `notes:`, SB017): what nothing read was dropped with no word."""
        roll = as_mapping(node)
        if roll is None:
            # (`power_roll: Power Roll + Reason` over flat `tier1`..`tier3`, as a hand-written feature puts it: the roll
            # line, the tiers read beside it; the roll was dropped with no word, the damage's characteristic unknown)
            return [self.roll_line(node, key)] if scalar_text(node) else []  # (`roll_line`: the reader's, ds_yaml.py)
        roll = roll_mapping(roll)
        tiers = as_mapping(roll.get("tiers"))
        tiers = roll_mapping(tiers) if tiers is not None else listed_tiers(roll.get("tiers"))
        # the tiers under `tiers`, or written in the mapping itself with the Draw Steel Elements' keys and its
        # `roll: Power Roll + Reason` (a hand-written `power_roll:`; both were dropped with no word)
        lines = self.tiers(tiers if tiers is not None else roll)
        read = {"tiers", "formula"} if tiers is not None else {"formula", *TIER_KEYS, *CRITICAL}
        if scalar_text(roll.get("effect")) or roll.get("effect") is None:
            read.add("effect")  # (an `effect:` of no text, a mapping, a list: said, SB014, as any key's; it was lost)
        formula = roll.get("formula")
        written = roll.get("roll")
        head = None
        if (formula is None or not scalar_text(formula)) and written is not None and scalar_text(written):
            head = self.roll_line(written)
            read.add("roll")
        elif formula is not None and scalar_text(formula):
            body = self.fragment(formula)
            japanese = any(is_japanese(line.body.text) for line in lines) or is_japanese(body.text)
            word = vocabulary().card_words.terms["power_roll"].label("ja" if japanese else "en")
            head = RawLine("roll", body, synthetic(body, word))
        # (an `effect:` written inside the mapping, after its tiers: its text was dropped with no word)
        effect = roll.get("effect")
        if scalar_text(effect):
            body = self.fragment(effect).strip()
            word = vocabulary().sections.terms["effect"].label("ja" if is_japanese(body.text) else "en")
            lines.append(RawLine("labeled", body, synthetic(body, word + ":")))
        if tiers is not None:
            lines.extend(self.roll_keys(tiers, frozenset((*TIER_KEYS, *CRITICAL))))
        lines.extend(self.roll_keys(roll, frozenset(read)))
        return lines if head is None else [head, *lines]

    def section(self, node) -> tuple[list[RawLine], bool]:
        """A `sections` item's lines (`label: Effect`, `text: ...` as `Effect: ...`), and whether its label
        is the trigger's."""
        item = as_mapping(node)
        if item is None:
            return [], False
        paragraphs = self.paragraphs(item.get("text"))
        label = item.get("label")
        if not paragraphs or label is None or not scalar_text(label):
            return paragraphs, False
        written = self.fragment(label)
        first = paragraphs[0]
        body = first.body if first.label is None else Fragment.join([first.label, first.body], " ")
        term = vocabulary().sections.lookup(written.text)
        labeled = RawLine("labeled", body, synthetic(written, written.text + ":"))
        return [labeled, *paragraphs[1:]], term is not None and term.id == "trigger"

    def paragraphs(self, node) -> list[RawLine]:
        """A text value as the Markdown front-end reads the same text: a line for each paragraph (blank lines
        part them), a paragraph that opens with a label (`**Effect:** ...`) a labelled one."""
        if node is None or not scalar_text(node):
            return []
        placed = self.placed(node)
        lines, start = [], 0
        for cut in [*_PARAGRAPH_BREAK.finditer(placed.text), None]:
            end = cut.start() if cut is not None else len(placed.text)
            part = placed.slice(start, end)
            rows = [row for row in _rows(part) if row.text]  # a paragraph's lines, joined as Markdown joins them
            for group in _labelled_groups(rows):
                read = read_paragraph(soft_join(group))
                if read is not None:
                    _, kind, label, body = read
                    lines.append(RawLine("paragraph" if kind == "text" else kind, place(body, 0, self.source),
                                         None if label is None else place(label, 0, self.source)))
            start = cut.end() if cut is not None else end
        return lines


def _labelled_groups(rows: list[Fragment]) -> list[list[Fragment]]:
    """A paragraph's lines, cut before each line that opens with a bold label: the data-unified YAML writes
    a feature's `**Trigger:**` and `**Effect:**` one line each, where its Markdown parts them with a blank
    line."""
    groups: list[list[Fragment]] = []
    for row in rows:
        if not groups or BOLD_LABEL.match(row.text):
            groups.append([row])
        else:
            groups[-1].append(row)
    return groups


def _rows(text: Fragment) -> list[Fragment]:
    """The lines of a text, each stripped."""
    out, start = [], 0
    while True:
        end = text.text.find("\n", start)
        out.append(text.slice(start, len(text.text) if end == -1 else end).strip())
        if end == -1:
            return out
        start = end + 1
