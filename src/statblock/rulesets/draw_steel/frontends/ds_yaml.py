"""Front-end for `ds-feature` / `ds-statblock` YAML (the Draw Steel Elements format).

A feature is a mapping with `name`, `flavor`, `keywords`, `usage`,
`distance`, `target`, `cost`, `ability_type` and an `effects` list whose
items hold `roll` with `tier1`..`tier3` (or `t1`..`t3`), or `name`/`effect`
text. The Steel Compendium's newer YAML (a `ds-fb` block, a front matter's
`features:`) says the same with `intro` and `body` text, a `power_roll` of a
`formula` and `tiers` `low`/`mid`/`high`, `sections` of `label`/`text` and
`trailing` text. A statblock or feature block holds a `features` list.
PyYAML's node tree gives the position of every scalar, so diagnostics point
into the original file (`yaml_nodes.NodeText`, which the reader here extends); the newer layout's text is
`yaml_described.py`'s.
"""

from __future__ import annotations

import re

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....frontends.yaml_reasons import yaml_reason
from ....messages import msg
from ...similarity import is_japanese
from ..vocabulary import action_note, vocabulary
from .raw import RawAbility, RawLine
from .feature_groups import group_name, introduction, keep_level
from .yaml_content import markdown_tail, read_markdown_in
from .yaml_effect_text import amount_from_body, string_lines
from .yaml_described import NEWER_TEXT, DescribedText
from .yaml_nodes import FEATURE_LISTS, NAME_KEYS, KeyedMapping, as_mapping, scalar_text, synthetic
from .yaml_listed import listed_beside
from .yaml_own_keys import native_keys, prose_keys, roll_key, twice_notes
from .yaml_tiers import CRITICAL, TIER_KEYS, bounded_tier_notes, no_tier_note


__all__ = ["FEATURE_FENCES", "STATBLOCK_FENCES", "YAML_FENCES", "read_yaml_block", "read_yaml_file", "section_label"]

# the fences of a statblock's or a malice group's YAML in Markdown: the Draw Steel Elements plugin's names and
# the short ones of the Steel Compendium's data-unified `md-dse-linked` layout (```ds-sb, ```ds-fb)
STATBLOCK_FENCES = ("ds-statblock", "ds-featureblock", "ds-sb", "ds-fb")
# the fences of one feature's (or ability's) YAML: the Draw Steel Elements' feature block and its power roll element
# (```` ```ds-power-roll ````, short ```` ```ds-pr ````: `name`, `keywords`, `type`, `distance`, `target`, `roll`,
# `t1`..`t3`, `crit`, `effect`, the keys a feature's are; its block was dropped with no word)
FEATURE_FENCES = ("ds-feature", "ds-ability", "ds-power-roll", "ds-pr")
# every fence whose YAML the readers read
YAML_FENCES = (*FEATURE_FENCES, *STATBLOCK_FENCES)

_HEADER_FIELDS = {"keywords": "keywords", "usage": "action", "action_type": "action",
                  "distance": "distance", "target": "target"}
# the keys of an `effects` item that holds a power roll
_ROLL_KEYS = ("roll", *TIER_KEYS)
# what an `effects` item's keys mean; any other key with text is a named effect written as its one key
_EFFECT_KEYS = frozenset(("roll", "name", "cost", "effect", "icon", "type", "feature_type", "features",
                          *TIER_KEYS, *CRITICAL))
# a Markdown table's row, as an ability's header rows are written (`| **Magic** | **Maneuver** |`): a record's
# `metadata.content` holding one is the ability's Markdown
_HEADER_ROW = re.compile(r"^[ \t]*\|[^\n]*\|[ \t]*$", re.MULTILINE)
# the lists of a block's features: the Steel Compendium's `features`, the Draw Steel Elements statblock's
# `traits` and `abilities`
_FEATURE_LISTS = FEATURE_LISTS
# what makes a feature an ability rather than a trait (whose `effect:` is its text, as a trait's paragraph)
_ABILITY_KEYS = ("roll", "keywords", "distance", "target", "type", "usage", "action_type", "trigger", *TIER_KEYS)
# the keys of a feature that something here reads, or that name no text of it (its record's icon, type, metadata); any
# other key with prose is a section written as its own key (`special:`, `特殊:`, `notes:`, a slip such as `efect:`),
# read as the native format reads `Special: ...` (a label no section has kept as a section of its own, SB125 naming the
# label a slip is of), as an `effects` item's one key is: its text was dropped with no word (`yaml_own_keys.py`)
_FEATURE_KEYS = frozenset((*NAME_KEYS, "cost", "ability_type", "flavor", *_HEADER_FIELDS, "type", "trigger", "effects",
                           "effect", "icon", "feature_type", "featureblock_type", "metadata", "content", "ability",
                           "level", *_FEATURE_LISTS, *NEWER_TEXT, *_ROLL_KEYS, *CRITICAL))


def read_yaml_file(source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    if "```" in source.text or "~~~" in source.text:   # (a `ds-feature` block copied with its fences)
        from .yaml_fenced import read_fenced  # noqa: PLC0415 - only for such a file

        fenced = read_fenced(source, read_yaml_block)
        if fenced is not None:
            return fenced
    return read_yaml_block(source, 0, source.line_count, {})


def read_yaml_block(source: SourceFile, first_line: int, end_line: int, metadata: dict,
                    listed_only: bool = False, one_feature: bool = False) -> tuple[list[RawAbility], list[Diagnostic]]:
    """Read the YAML between two line numbers (0-based, end exclusive) of `source`: its `features` list,
    or the one feature it is (unless `listed_only`: a front matter is no feature of its own). `one_feature`: the
    YAML of a feature's fence that is no statblock (`statblock_yaml.may_be_block`), a feature whatever keys of a
    statblock's it holds (`free_strike: 4` beside `effect:`), its own text read beside the abilities it lists."""
    first_line = min(first_line, source.line_count - 1)
    start = source.line_starts[first_line]
    end = source.line_starts[end_line] if end_line < source.line_count else len(source.text)
    text = source.text[start:end]
    if not text.strip():
        return [], []  # a blank file (even with tabs, which YAML forbids) holds nothing
    from .yaml_load import alias_diagnostic, compose_yaml  # noqa: PLC0415 - PyYAML's loaders, imported with the first YAML read (yaml_lazy.py)

    try:
        root, refused = compose_yaml(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        offset = min(start + (mark.index if mark is not None else 0), len(source.text))
        problem = getattr(error, "problem", None) or str(error)
        return [], [Diagnostic("SB004", Severity.ERROR, msg("yaml.block", problem=yaml_reason(problem)),
                               source.span(offset, min(offset + 1, len(source.text))))]
    problems = alias_diagnostic(refused, source, start, Severity.ERROR)
    if root is None:
        return [], problems
    reader = _Reader(source, start)
    reader.one_feature = one_feature
    content = None if listed_only else reader.markdown_content(root)
    if content is not None:
        from .yaml_content import read_content  # noqa: PLC0415 - only for the records that have one

        found, more = read_content(reader, root, content, text, metadata)
        return found, problems + more
    features = reader.features(root, listed_only)
    group = introduction(reader, root, metadata) if features else None
    named = group_name(root) if features else None
    abilities = [group] if group is not None else []
    for node in features:
        for feature in _granted(node):
            raw = reader.ability(feature, metadata)
            if raw is not None:
                if feature is not root:
                    keep_level(feature, raw, named)
                abilities.append(raw)
        embedded = _embedded_ability(node)
        if embedded is None:
            continue
        # a data-unified class feature that grants an ability keeps the ability under `ability:` (`Summon Source of
        # Earth`: its keywords, distance, action and text), which was dropped with no word: read as the ability
        # record it is, from its Markdown (`metadata.content`) where it keeps one
        content = reader.markdown_content(embedded)
        if content is not None:
            from .yaml_content import read_content  # noqa: PLC0415 - only for the records that have one

            found, more = read_content(reader, embedded, content, text, metadata)
            abilities.extend(found)
            problems = problems + more
        else:
            raw = reader.ability(embedded, metadata)
            if raw is not None:
                abilities.append(raw)
        # in the order their names are written (the record's `ability:` may come before its `name:`), as `convert`
        # writes them
        abilities.sort(key=_name_offset)
    held = [found for found, _ in reader.embedded.values() if found]
    for found, more in reader.embedded.values():
        if found:  # (Markdown that holds no ability stayed the effect's text)
            abilities.extend(found)
            problems = problems + more
    if group is not None or held:  # (a group's `name:` may come after its `features:`, the keys sorted)
        abilities.sort(key=_name_offset)
    return abilities, problems + bounded_tier_notes(reader.notes)


def _action_below(lines: list[RawLine]) -> list[RawLine]:
    """`lines` with a cost written as the action (`usage: 1 Eidos`, a champion's advancement ability) read as the
    cost, and the action type its text writes alone on its first line (`**Champion Action**`) as the action, as
    the Markdown reader reads the same ability (`| **Area** | **1 Eidos** |`, then `**Champion Action**`): the
    cost was an unknown action type (SB106), the action a line of text. Any other ability's lines as they are."""
    from .sc_abilities import is_cost_words  # noqa: PLC0415 - the Markdown reader's test of a cost's words

    at = next((i for i, line in enumerate(lines) if line.field == "action"), None)
    if at is None or any(line.field == "cost" for line in lines) or not is_cost_words(lines[at].body.text):
        return lines
    rules = vocabulary()
    below = next((i for i, line in enumerate(lines) if line.kind == "paragraph" and line.label is None
                  and rules.action_types.lookup(line.body.text.strip()) is not None), None)
    if below is None:
        return lines
    read = list(lines)
    read[at] = RawLine("field", lines[below].body.strip(), field="action")
    read[below] = RawLine("field", lines[at].body, field="cost")
    return read


def _spaced(text: str) -> str:
    return " ".join(text.split()).casefold()


def _name_offset(raw: RawAbility) -> int:
    """Where an ability's name is in its file (where the ability is, if it has no name line)."""
    name = next((line.body for line in raw.lines if line.kind == "name"), None)
    return name.file_offset(0) if name is not None and name.text else raw.span.start


def _embedded_ability(node) -> yaml.MappingNode | None:
    """The ability a feature record grants under its `ability:` key (a mapping with a name), or None."""
    granted = (as_mapping(node) or {}).get("ability")
    if not isinstance(granted, yaml.MappingNode):
        return None
    return granted if "name" in (as_mapping(granted) or {}) else None


def _granted(node, depth: int = 0):
    """A feature, then the features its effects grant (an `effects` item's `features:` list, as the Draw Steel
    Elements documents it: `effect: You gain the following ability.` and the ability), each after the one that
    grants it."""
    yield node
    effects = (as_mapping(node) or {}).get("effects")
    if depth > 8 or not isinstance(effects, yaml.SequenceNode):
        return
    for item in effects.value:
        nested = (as_mapping(item) or {}).get("features")
        if isinstance(nested, yaml.SequenceNode):
            for feature in nested.value:
                if isinstance(feature, yaml.MappingNode):
                    yield from _granted(feature, depth + 1)


# what a roll of no label opens with (`+ 2`, `＋２`, `- 1`): a bonus, labelled with the roll's word
_SIGNS = frozenset("+＋-−–")


class _Reader(DescribedText):
    """The abilities of one YAML document: its features, each a raw ability of lines placed in the file."""

    def __init__(self, source: SourceFile, base: int) -> None:
        super().__init__(source, base)
        # the abilities and problems of the Markdown an `effect:` string holds, by the string's node
        self.embedded: dict[int, tuple[list[RawAbility], list[Diagnostic]]] = {}
        # what a feature's keys that no part reads hold that is said (SB014: a number, true/false, a mapping)
        self.notes: list[Diagnostic] = []
        # the keys of a root that is a terrain object's that its card reads (`EV:`, `Stamina:`), read by no feature
        self.object_keys: frozenset = frozenset()
        # the action of each item of a statblock's `villain_actions:` list, by the item's node (`yaml_block_root.py`)
        self.villain_items: dict = {}
        # a feature's fence that is no statblock: its root is a feature (`read_yaml_block`)
        self.one_feature = False

    def features(self, root, listed_only: bool = False) -> list:
        mapping = as_mapping(root)
        if mapping is None:
            if isinstance(root, yaml.SequenceNode) and not listed_only:
                return [item for item in root.value if isinstance(item, yaml.MappingNode)]
            return []
        from .statblock_yaml import statblock_keys  # noqa: PLC0415
        from .yaml_block_root import block_root, object_keys, root_notes, villain_items  # noqa: PLC0415
        from .yaml_list_items import unnamed_items  # noqa: PLC0415

        # (`Name: Goblin Sniper`, `Stamina: 3`, `Abilities:`, `Type: featureblock`, `Features:`: a statblock or a group
        # written with its table's labels, read under the keys it means, `statblock_keys`; it was an ability named
        # after the monster, its abilities lost)
        keyed = statblock_keys(mapping)
        if not self.one_feature and block_root(keyed):
            if not listed_only:  # (a front matter's other keys are its page's)
                self.notes.extend(root_notes(self, mapping, keyed))
            self.villain_items = villain_items(self, mapping, keyed)
            mapping = keyed
        listing = keyed if self.one_feature or listed_only else mapping  # (`アビリティ:`, `特性:` of a fence, a front matter)
        lists = [node for key, node in listing.items() if key in _FEATURE_LISTS and isinstance(node, yaml.SequenceNode)]
        if lists or any(key in listing for key in _FEATURE_LISTS):
            # `features:`, or the Draw Steel Elements statblock's `traits:` and `abilities:`, in the file's order
            listed = [item for nested in lists for item in nested.value if isinstance(item, yaml.MappingNode)]
            self.notes.extend(unnamed_items(self, lists))
            if self.one_feature and any(key in keyed for key in ("effect", "effects", *_ABILITY_KEYS)):
                return [root, *listed]  # (a kit's fence: its own `effect:` and the abilities it grants)
            return listed
        # a monster's statblock of no feature (`name: Ghoul`, `keywords: [Undead]`) is the statblock, read by
        # `statblock_yaml.py`, no feature named after the monster (its `keywords:` are the creature's, SB103 said of
        # them as an ability's)
        if listed_only or not self.one_feature and block_root(mapping):
            return []
        # a terrain object's own feature (`Name: Spike Trap`, `EV: 2`, `Deactivate: …`): its statistics are its card's,
        # not said unread of the feature
        # (a feature's fence is no terrain object: its `stamina:` was dropped with no word, where `speed:` was said)
        self.object_keys = frozenset() if self.one_feature else object_keys(mapping)
        return [root]

    def markdown_content(self, root):
        """The `content:` string of a record that keeps its text as Markdown there (the data-unified
        YAML of titles, kits, treasures, complications...), or None: a feature with `effects` or a
        block with `features` is read as such."""
        mapping = as_mapping(root)
        if mapping is None or "features" in mapping:
            return None
        if "effects" in mapping:
            # a data-unified ability record keeps its whole Markdown in `metadata.content`; its `effects` list
            # leaves out paragraphs and list items after the first effect (`Each target is R < AVERAGE weakened
            # (save ends).`, `- 1 charge: ...`), which reading the list alone lost with no word
            content = (as_mapping(mapping.get("metadata")) or {}).get("content")
            return content if scalar_text(content) and _HEADER_ROW.search(str(content.value)) else None
        content = mapping.get("content")
        return content if scalar_text(content) else None

    def ability(self, node, metadata: dict) -> RawAbility | None:
        mapping = as_mapping(node)
        if mapping is not None:
            mapping, twice = native_keys(mapping)
            self.notes.extend(twice_notes(self, mapping, twice))
        # (`Name:`, `名前:`, as an author writes the key: no feature was read, nothing said)
        key = next((key for key in NAME_KEYS if key in mapping), None) if mapping is not None else None
        if key is None:
            return None
        lines: list[RawLine] = []
        name = self.fragment(mapping[key])
        cost = mapping.get("cost")
        kind = scalar_text(mapping.get("ability_type"))
        if cost is not None and scalar_text(cost):
            lines.append(RawLine("name", name))
            lines.append(RawLine("field", self.fragment(cost), field="cost"))
        elif kind:  # `Signature Ability`, `Villain Action 1`: what the book prints in the name's parentheses
            lines.append(RawLine("name", name))
            lines.append(RawLine("field", self.fragment(mapping["ability_type"]), field="cost"))
        else:
            lines.append(RawLine("name", name))
        if "flavor" in mapping and scalar_text(mapping["flavor"]):
            lines.append(RawLine("flavor", self.fragment(mapping["flavor"])))
        for key, field in _HEADER_FIELDS.items():
            value = mapping.get(key)
            if value is None or (field == "action" and any(line.field == "action" for line in lines)):
                continue
            if isinstance(value, yaml.SequenceNode):
                # (a null item is no item: `keywords: [Melee, null]` was read as a keyword named `null`)
                parts = [self.fragment(item) for item in value.value if scalar_text(item)]
                if parts:
                    lines.append(RawLine("field", Fragment.join(parts, ", "), field=field))
            elif scalar_text(value):
                lines.append(RawLine("field", self.fragment(value), field=field))
        if id(node) in self.villain_items and not kind and not any(line.field == "action" for line in lines):
            # (an item of `Villain Actions:` that says no action of its own: a villain action, as the list says)
            lines.append(self.villain_items[id(node)])
        written_type = scalar_text(mapping.get("type"))
        if written_type and not any(line.field == "action" for line in lines) and _is_action(written_type):
            # a terrain ds-featureblock's `type: Free triggered action` (elsewhere `type: feature` is no action)
            lines.append(RawLine("field", self.fragment(mapping["type"]), field="action"))
        if "trigger" in mapping and scalar_text(mapping["trigger"]):
            trigger = self.fragment(mapping["trigger"])
            lines.append(RawLine("labeled", trigger, synthetic(trigger, section_label("trigger", trigger.text))))
        effects = mapping.get("effects")
        if any(key in mapping for key in NEWER_TEXT):
            lines.extend(self.described(mapping))
            # a roll, tiers or `effect:` beside them (a hand-written `power_roll:` of the Draw Steel Elements' keys,
            # then `effect:`): read as the older layout reads them (the effect was dropped with no word); the
            # Steel Compendium's records keep theirs in the `effects` list, which says the newer keys again
            if not any(line.kind == "tier" for line in lines):
                lines.extend(self.own_effect(mapping, effects))
            elif scalar_text(mapping.get("effect")):
                lines.extend(line for line in self.own_effect(mapping, effects) if line.kind != "tier"
                             and line.kind != "roll")
            # the `effects` list's items that the newer keys do not say again (a roll of the same tiers, the same
            # words): they were not read at all (`yaml_listed.py`)
            lines.extend(listed_beside(self, effects, lines))
        else:
            lines.extend(self.own_effect(mapping, effects))
            if isinstance(effects, yaml.SequenceNode):  # (an empty list with the newer keys: read above)
                for item in effects.value:
                    lines.extend(self.effect(item))
            elif scalar_text(effects):  # (`effects: The lash burns.`, one string for the list: dropped with no word)
                lines.extend(self.effect(effects))
        kept, notes = prose_keys(self, mapping, _FEATURE_KEYS | self.object_keys)
        for key, line in kept:  # (`tier4: ...` beside the tiers: a section as any key of prose, and said, SB016)
            lines.append(line)
            notes.append(no_tier_note(self, mapping, key, line.label.text[:-1]))
        self.notes.extend(note for note in notes if note is not None)
        span = self.source.span(self.base + node.start_mark.index, self.base + node.end_mark.index)
        return RawAbility(_action_below(lines), "yaml", span, dict(metadata))

    def effect(self, node) -> list[RawLine]:
        """An `effects` item: a roll and its tiers, a named (or costed) effect, a test's effect and its tiers,
        and, as the Draw Steel Elements documents them, a nameless effect (a string) and a named one written
        as its one key (`- Effect: ...`, `- Custom Named Effect: ...`)."""
        if scalar_text(node):
            return self.effect_lines(node)
        mapping = as_mapping(node)
        if mapping is None:
            return []
        lines: list[RawLine] = []
        rolled = roll_key(mapping)   # (`roll:`, `power_roll:`, `パワーロール:`)
        roll = mapping.get(rolled) if rolled is not None else None
        name = mapping.get("name")
        cost = mapping.get("cost")
        if name is None or not scalar_text(name):
            name = cost  # `cost: 1+ Malice` labels the effect as `**1+ Malice:**` does in Markdown
        effect = mapping.get("effect")
        # an item may hold both (the data-unified YAML puts an effect written before the roll in the roll's item:
        # `- effect: The goon must have ...`, `name: Effect`, `roll: Power Roll + 2`, the tiers): the effect, then
        # the roll, as the Markdown writes them (the effect was dropped for the roll, with no word)
        if effect is not None and scalar_text(effect):
            body = self.fragment(effect).strip()  # (`'... free strike. '`: a quoted value's end spaces)
            if name is not None and scalar_text(name):
                label = self.fragment(name)
                if name is not cost and scalar_text(cost):  # `name: Spend` and `cost: 1 Essence`: `Spend 1 Essence:`
                    label = Fragment.join([label, self.fragment(cost)], " ")
                else:
                    label, body = amount_from_body(label, body)
                lines.append(RawLine("labeled", body, synthetic(label, label.text + ":")))
            else:
                # `**Trigger:** ...` and `**Effect:** ...` lines in one string (the data-unified statblocks' triggered
                # and villain actions), each a labelled line as the Markdown's paragraphs are
                lines.extend(self.effect_lines(effect))
        if roll is not None and scalar_text(roll):
            lines.append(self.roll_line(roll, self.key_fragment(mapping, rolled)))
        for key, value in mapping.items():
            if key not in _EFFECT_KEYS and key != rolled and scalar_text(value):  # `- Effect: ...`: the key is the effect's label
                written = self.key_fragment(mapping, key)
                lines.append(RawLine("labeled", self.fragment(value).strip(), synthetic(written, key + ":")))
                note = no_tier_note(self, mapping, key, key)  # (`tier4: ...` beside the tiers, SB016)
                if note is not None:
                    self.notes.append(note)
        lines.extend(self.tiers(mapping))
        return lines

    def own_effect(self, mapping: KeyedMapping, effects=None) -> list[RawLine]:
        """A feature's own `roll`, tiers and `effect:` (the Draw Steel Elements statblock's abilities write
        them beside `name`, as its traits write their text in `effect:`): the roll line, the tiers, then
        the effect, labelled `Effect:` in an ability, a trait's paragraphs as written. What its `effects`
        list says again (a roll with tiers, the same effect text) is read there only, not twice."""
        listed = [m for m in (as_mapping(i) for i in (effects.value if isinstance(effects, yaml.SequenceNode) else ()))
                  if m is not None]
        lines: list[RawLine] = []
        if not any(key in item for item in listed for key in _ROLL_KEYS) or not self._listed_again(mapping, listed):
            # (the list's roll of other tiers than the feature's own: both read, the list's said, `yaml_listed.py`;
            # the own tiers were dropped with no word)
            roll = mapping.get("roll")
            if roll is not None and scalar_text(roll):
                lines.append(self.roll_line(roll))
            lines.extend(self.tiers(mapping))
        effect = mapping.get("effect")
        said = {" ".join(str(item["effect"].value).split()) for item in listed if scalar_text(item.get("effect"))}
        if effect is not None and scalar_text(effect) and " ".join(str(effect.value).split()) not in said:
            if any(key in mapping for key in _ABILITY_KEYS):
                # (paragraphs apart, as the Markdown's `**Effect:** ...` and a paragraph under it: `effect: |` of two
                # paragraphs was one section whose blank line `convert --to ability` wrote, read back as two abilities)
                first, *more = _paragraphs(self.fragment(effect))
                lines.append(RawLine("labeled", first, synthetic(first, section_label("effect", first.text))))
                lines.extend(RawLine("paragraph", part) for part in more)
            else:
                lines.extend(self.effect_lines(effect))
        return lines

    def _listed_again(self, mapping: KeyedMapping, listed: list) -> bool:
        """Whether the feature's own tiers (none, or the same words) are an `effects` item's tiers again."""
        own = [_spaced(line.body.text) for line in self.tiers(mapping)]
        return not own or any(own == [_spaced(line.body.text) for line in self.tiers(item)] for item in listed)

    def roll_line(self, node, key: Fragment | None = None) -> RawLine:
        """A `roll:` value as a roll line: `Power Roll + Might` its label and what follows; `2d10 + 2` (the
        dice a power roll is, as Draw Steel Elements statblocks write it) read as `Power Roll + 2`. A value with
        no label (`power_roll: + 2`, `Power Roll: + 2`, `パワーロール: + 2`) is labelled with the roll's word, in
        the language of `key` (the key it is written under), placed there: its label was empty, and the JSON's
        `written.label` (`+ 2`) read back as no roll (SB009)."""
        text = self.fragment(node)
        from .labels import roll_label_end

        dice = _DICE.match(text.text)
        if dice is not None:
            word = vocabulary().card_words.terms["power_roll"].label("en")
            return RawLine("roll", text.slice(dice.end()).strip(), synthetic(text.slice(0, dice.end()), word))
        cut = roll_label_end(text.text)
        if cut == 0 and text.text.strip()[:1] in _SIGNS:   # (`Might` alone: SB105 quotes it as written)
            japanese = is_japanese(text.text) or (key is not None and is_japanese(key.text))
            word = vocabulary().card_words.terms["power_roll"].label("ja" if japanese else "en")
            return RawLine("roll", text.strip(), synthetic(key if key is not None else text.slice(0, 0), word))
        return RawLine("roll", text.slice(cut).strip(), text.slice(0, cut))

    def effect_lines(self, node) -> list[RawLine]:
        """An `effect:` string's lines: each a paragraph, or a labelled line where it opens with a bold label
        (`**Trigger:** ...`, `**[End Effect](…):** ...`). Any other text is a paragraph as written, a colon
        at its end included (`Add the following maneuver:`). Markdown after its words that holds abilities (a
        summoned creature's heading, statblock table and quoted features) is read as the Markdown front-end
        reads it, its abilities kept in `embedded` (its tier lines were lines of text, SB124)."""
        placed = self.placed(node)
        tail = markdown_tail(placed.text)
        if tail is not None:
            key = id(node)
            if key not in self.embedded:
                self.embedded[key] = read_markdown_in(placed.slice(tail))
            if self.embedded[key][0]:
                placed = placed.slice(0, tail)
        return string_lines(placed)


# `2d10 + 2`: a power roll written as its dice (seed 001: two ten-sided dice plus a characteristic)
_DICE = re.compile(r"\s*2d10(?=\s*[+＋])", re.IGNORECASE)


_BLANK_LINE = re.compile(r"\n[ \t]*(?=\n)")  # (a line of blanks between two line breaks: entered at a break only)


def _paragraphs(text: Fragment) -> list[Fragment]:
    """`text`'s paragraphs, each stripped: the parts between its blank lines (one part where it has none)."""
    parts, at = [], 0
    for blank in _BLANK_LINE.finditer(text.text):
        part = text.slice(at, blank.start()).strip()
        if part.text:
            parts.append(part)
        at = blank.end()
    last = text.slice(at).strip()
    return [*parts, last] if last.text or not parts else parts


def section_label(term: str, text: str) -> str:
    """A section's label for a key that names it (`effect:`, `trigger:`) in the language of its text, `効果:` over
    Japanese (`Effect:` had been written into a Japanese ability by `convert --to ability`), with its colon."""
    return vocabulary().sections.terms[term].label("ja" if is_japanese(text) else "en") + ":"


def _is_action(written: str) -> bool:
    """Whether a value is an action type (`Free triggered action`, `Main action (Adjacent creature)`)."""
    return vocabulary().action_types.lookup(written) is not None or action_note(written) is not None
