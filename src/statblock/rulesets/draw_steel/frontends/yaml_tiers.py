"""A YAML power roll's tier keys, and what is said of the keys beside them that name no tier of the rules.

Every YAML layout's tier keys are read alike: the Draw Steel Elements' `tier1`, the shorter `t1`, the Steel
Compendium's `low`, and in Japanese `ティア1` and `第1段階`. Seed 001 gives a power roll three tiers, and a natural 19
or 20 is the third; a key that names a fourth (`tier4`, `t4`, `ティア4`, `第4段階`) or a critical result (`crit`,
`critical`) is no tier. Its text is kept as a labelled section after the tiers, printed, and said (SB016): it had
been dropped with no word under a `power_roll:` mapping, and printed as a section with no word beside flat tiers.
Any other key of a `power_roll:` mapping that nothing reads is kept as a section the same way and said (SB017).
"""

from __future__ import annotations

import re
import unicodedata

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Diagnostic, Severity
from ....messages import msg
from .raw import RawLine
from .yaml_nodes import KeyedMapping, NodeText, scalar_text, synthetic
from .yaml_own_keys import prose_keys

__all__ = ["CRITICAL", "TIERS", "TIER_KEYS", "MAX_TIER_NOTES", "TierText", "bounded_tier_notes", "listed_tiers",
           "no_tier_note", "roll_mapping"]

# each tier's label and the keys that give it: the Draw Steel Elements' `tier1`, the shorter `t1`, the Steel
# Compendium's `low` (any of them in either layout's tiers), and the same in Japanese (`ティア1`, as the native
# format's `ティア 1:` label, and `第1段階`)
TIERS = (("≤11", ("tier1", "t1", "low", "tier 1", "11 or lower", "≤11", "ティア1", "ティア 1", "第1段階")),
         ("12-16", ("tier2", "t2", "mid", "tier 2", "12-16", "12–16", "ティア2", "ティア 2", "第2段階")),
         ("17+", ("tier3", "t3", "high", "tier 3", "17+", "ティア3", "ティア 3", "第3段階")))
TIER_KEYS = frozenset(key for _, keys in TIERS for key in keys)
# the critical result the Draw Steel Elements writes beside the tiers (`crit:`, `nat 19-20:`): a labelled line
CRITICAL = ("crit", "critical", "nat 19-20", "natural 19-20", "クリティカル")
# a key that names a tier by its number (`tier4`, `T 4`, `ティア４`, `第4段階`); bounded, no backtracking (a key is
# matched whole, and its digits are one run)
_NUMBERED = re.compile(r"(?:tier|t|ティア)[ \t]*([0-9０-９]{1,6})|第[ \t]*([0-9０-９]{1,6})[ \t]*段階", re.IGNORECASE)


class TierText(NodeText):
    """The tiers of a YAML mapping, as tier lines placed on their keys; `notes` gathers what is said of them."""

    notes: list[Diagnostic]

    def tiers(self, mapping: KeyedMapping) -> list[RawLine]:
        """A tier line for each tier key of `mapping`, in the tiers' order (the newer YAML sorts its keys:
        `high` before `low`), labelled `≤11:` on its key; then a critical result's key (`crit: ...`) as its own
        labelled line (`Crit: ...`), said (SB016)."""
        lines = []
        for label, keys in TIERS:
            for key in keys:
                value = mapping.get(key)
                if value is not None and scalar_text(value):
                    written = self.key_fragment(mapping, key)
                    lines.append(RawLine("tier", self.fragment(value).strip(), synthetic(written, label + ":")))
        for key in CRITICAL:
            value = mapping.get(key)
            if value is not None and scalar_text(value):
                label = key[:1].upper() + key[1:] + ":"
                lines.append(RawLine("labeled", self.fragment(value).strip(),
                                     synthetic(self.key_fragment(mapping, key), label)))
                self.notes.append(no_tier_note(self, mapping, key, label[:-1]))
        return lines

    def roll_keys(self, mapping: KeyedMapping, read) -> list[RawLine]:
        """A labelled line for each key of a `power_roll:` (or its `tiers:`) mapping holding prose that nothing
        reads (not in `read`), said: SB016 where it names a tier the rules have not, SB017 for any other. A key
        holding no prose is said as any feature's is (SB014)."""
        kept, notes = prose_keys(self, mapping, read)
        lines = []
        for key, line in kept:
            lines.append(line)
            label = line.label.text[:-1]
            note = no_tier_note(self, mapping, key, label)
            if note is None:
                note = Diagnostic("SB017", Severity.INFO, msg("yaml.roll_key", key=key, label=label),
                                  self.key_fragment(mapping, key).span())
            self.notes.append(note)
        self.notes.extend(notes)
        return lines


# the keys of a `power_roll:` mapping beside its tiers
_ROLL_MAPPING_KEYS = frozenset(("formula", "roll", "effect", "tiers"))


def roll_mapping(mapping: KeyedMapping) -> KeyedMapping:
    """A `power_roll:` (or its `tiers:`) mapping with its keys as an author may write them (`Tier1`, full-width
    `ティア１`, `Effect:`, `効果:`) under the keys read (`tier1`, `ティア1`, `effect`), where that key is not written too;
    in the file's order. Each was SB017 and no tier, though written flat (or in lower case) it was read."""
    from ..vocabulary import vocabulary  # noqa: PLC0415

    renamed = KeyedMapping()
    renamed.key_nodes = {}
    for key, value in mapping.items():
        folded = unicodedata.normalize("NFKC", key).lower()
        meant = folded if folded in TIER_KEYS or folded in CRITICAL or folded in _ROLL_MAPPING_KEYS else key
        if meant == key and not key.isascii():
            section = vocabulary().sections.lookup(key)
            meant = "effect" if section is not None and section.id == "effect" else key
        if meant != key and (meant in mapping or meant in renamed):
            meant = key  # (both written: each read as it is written)
        renamed[meant] = value
        renamed.key_nodes[meant] = mapping.key_nodes[key]
    return renamed


def listed_tiers(node) -> KeyedMapping | None:
    """`tiers:` written as a list of the three tiers' texts, in order, as the mapping of `tier1`..`tier3` it means
    (placed on each item, as there is no key); None for any other list (said as a key of no tiers is)."""
    if not isinstance(node, yaml.SequenceNode) or len(node.value) != 3 or not all(
            isinstance(item, yaml.ScalarNode) and scalar_text(item) for item in node.value):
        return None
    listed = KeyedMapping()
    listed.key_nodes = {}
    for key, item in zip(("tier1", "tier2", "tier3"), node.value):
        listed[key] = item
        listed.key_nodes[key] = item
    return listed


def no_tier_note(reader: NodeText, mapping: KeyedMapping, key: str, label: str) -> Diagnostic | None:
    """SB016 at a key that names a tier past the three of the rules (`tier4`, `ティア4`: a warning) or a critical
    result (`crit`: an information, the Draw Steel Elements writes it), its text kept as the section `label`;
    None for any other key."""
    span = reader.key_fragment(mapping, key).span()
    if key.casefold() in CRITICAL:
        return Diagnostic("SB016", Severity.INFO, msg("yaml.critical_key", key=key, label=label), span)
    numbered = _NUMBERED.fullmatch(key.strip())
    if numbered is None or int((numbered.group(1) or numbered.group(2)).translate(_FULLWIDTH)) in (1, 2, 3):
        return None
    return Diagnostic("SB016", Severity.WARNING, msg("yaml.tier_key", key=key, label=label), span)


#: How many SB016 warnings (a key of no tier) a YAML text says each at its key; one more counts the rest.
MAX_TIER_NOTES = 10


def bounded_tier_notes(notes: list[Diagnostic]) -> list[Diagnostic]:
    """`notes` with the SB016 warnings past the first `MAX_TIER_NOTES` counted in one, at the first of them (10,000
    `tierN:` keys were 10,000 warnings, where SB013 says ten stray NULs and counts the rest)."""
    warned = [note for note in notes if note.code == "SB016" and note.severity == Severity.WARNING]
    if len(warned) <= MAX_TIER_NOTES + 1:
        return notes
    first = warned[MAX_TIER_NOTES]
    rest = {id(note) for note in warned[MAX_TIER_NOTES:]}
    key = dict(first.message.args).get("key", "")
    counted = Diagnostic("SB016", Severity.WARNING, msg("yaml.tier_keys_more", key=key, count=f"{len(rest) - 1:,}"),
                         first.span)
    return [counted if note is first else note for note in notes if id(note) not in rest or note is first]


_FULLWIDTH = str.maketrans("０１２３４５６７８９", "0123456789")
