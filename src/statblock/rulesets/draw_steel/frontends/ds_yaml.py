"""Front-end for `ds-feature` / `ds-statblock` YAML (the Draw Steel Elements format).

A feature is a mapping with `name`, `flavor`, `keywords`, `usage`,
`distance`, `target`, `cost`, `ability_type` and an `effects` list whose
items hold `roll` with `tier1`..`tier3`, or `name`/`effect` text. A statblock
or feature block holds a `features` list. PyYAML's node tree gives the
position of every scalar, so diagnostics point into the original file.
"""

from __future__ import annotations

import re

import yaml
from yaml.composer import Composer
from yaml.constructor import ConstructorError
from yaml.events import AliasEvent

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....frontends.markdown_text import clean_inline
from ....messages import msg
from .raw import RawAbility, RawLine

# what starts inline Markdown (`frontends.markdown_text.clean_inline`): a value without any is read as it is
_INLINE_MARKS = ("[", "*", "_", "<", "\\")

__all__ = ["SAFE_LOADER", "STATBLOCK_FENCES", "alias_diagnostic", "compose_yaml", "load_yaml", "read_yaml_block",
           "read_yaml_file"]

# the fences of a statblock's or a malice group's YAML in Markdown: the Draw Steel Elements plugin's names and
# the short ones of the Steel Compendium's data-unified `md-dse-linked` layout (```ds-sb, ```ds-fb)
STATBLOCK_FENCES = ("ds-statblock", "ds-featureblock", "ds-sb", "ds-fb")

# libyaml's loader when PyYAML has it (the PyPI wheels do): same results, many times faster.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


# libyaml composes nodes in C, out of reach; PyYAML's own composer, put first, takes the C parser's
# events and can refuse an alias (a pure-Python SAFE_LOADER has that composer already).
_ALIAS_FREE_BASES = (SAFE_LOADER,) if issubclass(SAFE_LOADER, Composer) else (Composer, SAFE_LOADER)


class _Constructing:
    """A value the constructor cannot make (`!!int x`, the date `2024-13-45`, an integer of 5,000
    digits) raises ValueError and the like, not a YAML error: here it becomes a ConstructorError
    at the value, which the callers report with its position as any other YAML problem."""

    def construct_object(self, node, deep=False):
        try:
            return super().construct_object(node, deep)
        except (yaml.YAMLError, RecursionError, MemoryError):
            raise
        except Exception as error:  # noqa: BLE001 - whatever the value made the constructor raise
            raise ConstructorError(None, None, _bad_value(node, error), node.start_mark) from None

    def construct_document(self, node):
        try:
            return super().construct_document(node)
        except (yaml.YAMLError, RecursionError, MemoryError):
            raise
        except Exception as error:  # noqa: BLE001 - a value in a collection, made after the collection
            raise ConstructorError(None, None, _bad_value(node, error), node.start_mark) from None


def _bad_value(node, error: Exception) -> str:
    """What is wrong with a value the constructor could not make, and what to do."""
    kind = str(node.tag).rpartition(":")[2] or "value"
    value = str(node.value) if isinstance(node, yaml.ScalarNode) else kind
    shown = value if len(value) <= 40 else value[:39] + "…"
    reason = str(error).split(";")[0]  # not Python's advice on its limit of digits
    reason = reason if len(reason) <= 100 else reason[:99] + "…"
    return (f"`{shown}` is not a valid {kind} ({reason}); correct it, or write it in quotes without a "
            "`!!` tag to keep it as text")


class _Loader(SAFE_LOADER):
    """SAFE_LOADER as it is: the fast first try (`_read`)."""


class _CarefulLoader(_Constructing, SAFE_LOADER):
    """SAFE_LOADER that reports the values it cannot make as YAML errors."""


class _AliasFreeLoader(_Constructing, *_ALIAS_FREE_BASES):
    """SAFE_LOADER that reads every alias (`*name`) as null and notes where each one was.

    Ability text has no use for aliases, and a few hundred bytes of nested ones
    ("billion laughs") expand to gigabytes in whatever walks the data.
    """

    def __init__(self, stream) -> None:
        SAFE_LOADER.__init__(self, stream)
        self.anchors = {}
        self.refused: list[AliasEvent] = []

    def compose_node(self, parent, index):
        if not self.check_event(AliasEvent):
            return Composer.compose_node(self, parent, index)
        event = self.get_event()
        self.refused.append(event)
        if isinstance(index, yaml.ScalarNode) and index.tag == "tag:yaml.org,2002:merge":
            # `<<: *base` merges nothing rather than failing the whole mapping
            return yaml.MappingNode("tag:yaml.org,2002:map", [], event.start_mark, event.end_mark)
        return yaml.ScalarNode("tag:yaml.org,2002:null", "", event.start_mark, event.end_mark)


def _read(text: str, method: str):
    surrogate = _SURROGATE.search(text)
    if surrogate is not None:  # libyaml would raise UnicodeEncodeError (the readers refuse such text first)
        raise yaml.MarkedYAMLError(problem=f"U+{ord(surrogate.group()):04X} is not a character",
                                   problem_mark=_mark(text, surrogate.start()))
    if "*" not in text:  # no alias without its indicator: nearly every file keeps libyaml's speed
        # PyYAML's loader as it is first; a value it cannot make is read again by the careful one,
        # whose wrapper around every node's construction says where (a fifth of the time otherwise).
        loader = _Loader(text)
        try:
            return getattr(loader, method)(), []
        except (yaml.YAMLError, RecursionError, MemoryError):
            raise
        except Exception:  # noqa: BLE001 - the careful loader below turns it into a YAML error
            pass
        finally:
            loader.dispose()
        loader = _CarefulLoader(text)
        try:
            return getattr(loader, method)(), []
        finally:
            loader.dispose()
    loader = _AliasFreeLoader(text)
    try:
        return getattr(loader, method)(), loader.refused
    except RecursionError:
        # PyYAML's composer recurses once per level, and libyaml lets 1000 levels through
        raise yaml.MarkedYAMLError(problem="nested too deeply", problem_mark=None) from None
    finally:
        loader.dispose()


_SURROGATE = re.compile("[\ud800-\udfff]")


def _mark(text: str, index: int) -> yaml.Mark:
    """The position of character `index` of `text`, as PyYAML marks it."""
    line_start = text.rfind("\n", 0, index) + 1
    return yaml.Mark("<unicode string>", index, text.count("\n", 0, index), index - line_start, None, None)


def load_yaml(text: str) -> tuple[object, list[AliasEvent]]:
    """The data of the one YAML document in `text`, with aliases read as null, and the aliases.

    Raises `yaml.YAMLError` (only) when `text` is not YAML. An alias's `start_mark.index`
    counts characters from the start of `text`.
    """
    return _read(text, "get_single_data")


def compose_yaml(text: str) -> tuple[yaml.Node | None, list[AliasEvent]]:
    """Like `load_yaml`, but the node tree (which knows where each value is) instead of the data."""
    return _read(text, "get_single_node")


def alias_diagnostic(refused: list[AliasEvent], source: SourceFile, base: int,
                     severity: Severity) -> list[Diagnostic]:
    """One diagnostic at the first refused alias, for YAML that starts at file offset `base`."""
    if not refused:
        return []
    first = refused[0]
    name = first.anchor
    message = (msg("yaml.alias", name=name) if len(refused) == 1
               else msg("yaml.aliases", name=name, more=len(refused) - 1))
    start = min(base + first.start_mark.index, len(source.text))
    end = min(base + first.end_mark.index, len(source.text))
    return [Diagnostic("SB004", severity, message, source.span(start, end))]


_HEADER_FIELDS = {"keywords": "keywords", "usage": "action", "action_type": "action",
                  "distance": "distance", "target": "target"}
_TIERS = ("tier1", "tier2", "tier3")
_TIER_LABELS = {"tier1": "≤11", "tier2": "12-16", "tier3": "17+"}


def read_yaml_file(source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    return read_yaml_block(source, 0, source.line_count, {})


def read_yaml_block(source: SourceFile, first_line: int, end_line: int,
                    metadata: dict) -> tuple[list[RawAbility], list[Diagnostic]]:
    """Read the YAML between two line numbers (0-based, end exclusive) of `source`."""
    first_line = min(first_line, source.line_count - 1)
    start = source._line_starts[first_line]
    end = source._line_starts[end_line] if end_line < source.line_count else len(source.text)
    text = source.text[start:end]
    if not text.strip():
        return [], []  # a blank file (even with tabs, which YAML forbids) holds nothing
    try:
        root, refused = compose_yaml(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        offset = min(start + (mark.index if mark is not None else 0), len(source.text))
        problem = getattr(error, "problem", None) or str(error)
        return [], [Diagnostic("SB004", Severity.ERROR, msg("yaml.block", problem=problem),
                               source.span(offset, min(offset + 1, len(source.text))))]
    problems = alias_diagnostic(refused, source, start, Severity.ERROR)
    if root is None:
        return [], problems
    reader = _Reader(source, start)
    content = reader.markdown_content(root)
    if content is not None:
        from .yaml_content import read_content  # noqa: PLC0415 - only for the records that have one

        found, more = read_content(reader, root, content, text, metadata)
        return found, problems + more
    features = reader.features(root)
    abilities = []
    for node in features:
        raw = reader.ability(node, metadata)
        if raw is not None:
            abilities.append(raw)
    return abilities, problems


class _Reader:
    def __init__(self, source: SourceFile, base: int) -> None:
        self.source = source
        self.base = base

    def features(self, root) -> list:
        mapping = _mapping(root)
        if mapping is None:
            if isinstance(root, yaml.SequenceNode):
                return [item for item in root.value if isinstance(item, yaml.MappingNode)]
            return []
        nested = mapping.get("features")
        if isinstance(nested, yaml.SequenceNode):
            return [item for item in nested.value if isinstance(item, yaml.MappingNode)]
        return [root]

    def markdown_content(self, root):
        """The `content:` string of a record that keeps its text as Markdown there (the data-unified
        YAML of titles, kits, treasures, complications...), or None: a feature with `effects` or a
        block with `features` is read as such."""
        mapping = _mapping(root)
        if mapping is None or "effects" in mapping or "features" in mapping:
            return None
        content = mapping.get("content")
        return content if _scalar(content) else None

    def fragment(self, node) -> Fragment:
        """The scalar's value, mapped character by character onto the file, its inline Markdown read as
        the Markdown front-end reads it: the newer Steel Compendium YAML links its words as its Markdown
        does (`[restrained](scc.v1:…/condition/restrained) (save ends)`, `a **Might test**`)."""
        placed = self._placed(node)
        if any(mark in placed.text for mark in _INLINE_MARKS):
            return clean_inline(placed)
        return placed

    def _placed(self, node) -> Fragment:
        value = str(node.value)
        start = self.base + node.start_mark.index
        end = self.base + node.end_mark.index
        raw = self.source.text[start:end]
        if raw == value:
            return Fragment.at(self.source, start, end)
        if len(raw) >= 2 and raw[0] in "'\"" and raw[1:-1] == value:
            return Fragment.at(self.source, start + 1, end - 1)
        # Folded or block scalars: align the value's characters with the raw text.
        runs: list[tuple[int, int]] = []
        cursor = 0
        last = max(0, len(raw) - 1)  # every character maps into the node's text, however the guess goes
        for index, ch in enumerate(value):
            found = raw.find(ch, cursor) if not ch.isspace() else cursor
            if found == -1:
                found = cursor
            if ch.isspace():
                following = value[index + 1 : index + 2]
                while found < len(raw) and raw[found] in " \t\n'\"|>-" and raw[found] != following:
                    found += 1
                found = max(cursor, found - 1)
            found = min(found, last)
            if not runs or runs[-1][1] + (index - runs[-1][0]) != start + found:
                runs.append((index, start + found))
            cursor = found + 1
        return Fragment(value, tuple(runs) or ((0, start),), self.source)

    def ability(self, node, metadata: dict) -> RawAbility | None:
        mapping = _mapping(node)
        if mapping is None or "name" not in mapping:
            return None
        lines: list[RawLine] = []
        name = self.fragment(mapping["name"])
        cost = mapping.get("cost")
        kind = _scalar(mapping.get("ability_type"))
        if cost is not None and _scalar(cost):
            lines.append(RawLine("name", name))
            lines.append(RawLine("field", self.fragment(cost), field="cost"))
        elif kind:  # `Signature Ability`, `Villain Action 1`: what the book prints in the name's parentheses
            lines.append(RawLine("name", name))
            lines.append(RawLine("field", self.fragment(mapping["ability_type"]), field="cost"))
        else:
            lines.append(RawLine("name", name))
        if "flavor" in mapping and _scalar(mapping["flavor"]):
            lines.append(RawLine("flavor", self.fragment(mapping["flavor"])))
        for key, field in _HEADER_FIELDS.items():
            value = mapping.get(key)
            if value is None or (field == "action" and any(line.field == "action" for line in lines)):
                continue
            if isinstance(value, yaml.SequenceNode):
                parts = [self.fragment(item) for item in value.value if isinstance(item, yaml.ScalarNode)]
                if parts:
                    lines.append(RawLine("field", Fragment.join(parts, ", "), field=field))
            elif _scalar(value):
                lines.append(RawLine("field", self.fragment(value), field=field))
        if "trigger" in mapping and _scalar(mapping["trigger"]):
            lines.append(RawLine("labeled", self.fragment(mapping["trigger"]), _synthetic(self.fragment(mapping["trigger"]), "Trigger:")))
        effects = mapping.get("effects")
        if isinstance(effects, yaml.SequenceNode) and effects.value:
            for item in effects.value:
                lines.extend(self.effect(item))
        else:
            lines.extend(self.unlisted(mapping))
        span = self.source.span(self.base + node.start_mark.index, self.base + node.end_mark.index)
        return RawAbility(lines, "yaml", span, dict(metadata))

    def effect(self, node) -> list[RawLine]:
        mapping = _mapping(node)
        if mapping is None:
            return []
        lines: list[RawLine] = []
        roll = mapping.get("roll")
        name = mapping.get("name")
        if name is None or not _scalar(name):
            name = mapping.get("cost")  # `cost: 1+ Malice` labels the effect as `**1+ Malice:**` does in Markdown
        effect = mapping.get("effect")
        if roll is not None and _scalar(roll):
            text = self.fragment(roll)
            from .labels import roll_label_end

            cut = roll_label_end(text.text)
            lines.append(RawLine("roll", text.slice(cut).strip(), text.slice(0, cut)))
        elif effect is not None and _scalar(effect):
            if name is not None and _scalar(name):
                label = self.fragment(name)
                lines.append(RawLine("labeled", self.fragment(effect), _synthetic(label, label.text + ":")))
            else:
                lines.extend(self.paragraphs(effect))
        for key in _TIERS:
            value = mapping.get(key)
            if value is not None and _scalar(value):
                body = self.fragment(value)
                key_node = mapping.key_nodes[key]
                label = Fragment(_TIER_LABELS[key] + ":", ((0, self.base + key_node.start_mark.index),), self.source)
                lines.append(RawLine("tier", body, label))
        return lines


    def paragraphs(self, node) -> list[RawLine]:
        """A text's lines, each a paragraph or, when it starts with a bold label (`**Trigger:** ...`,
        `**[End Effect](…):** ...`), a labeled line: the data-unified statblocks write a feature's
        Trigger and Effect (a solo monster's End Effect and Solo Turns) in one `effect:` string, one
        line each, as their Markdown writes them in paragraphs of their own."""
        placed = self._placed(node)
        lines: list[RawLine] = []
        start = 0
        for line in placed.text.split("\n"):
            end = start + len(line)
            part = placed.slice(start, end)
            start = end + 1
            if not part.text.strip():
                continue
            bold = _BOLD_LABEL.match(part.text)
            if bold is None:
                lines.append(RawLine("paragraph", _cleaned(part).strip()))
                continue
            label = _cleaned(part.slice(bold.start("label"), bold.end("label") + 1))
            lines.append(RawLine("labeled", _cleaned(part.slice(bold.end())).strip(), label.strip()))
        return lines

    def unlisted(self, mapping) -> list[RawLine]:
        """A feature without an `effects` list, as the data-unified malice features are written: its
        text in `body` (or `intro`), a roll's tiers in `power_roll` (`formula: + 3`, `tiers:` low, mid,
        high) and labeled notes in `sections`. With a list, these keys repeat what it holds.

        An Effect comes before the tiers and the other notes after them, as the book prints them: an
        Effect says which test the tiers answer (`Each target makes an **Agility test**.`)."""
        lines: list[RawLine] = []
        for key in ("intro", "body"):
            if _scalar(mapping.get(key)):
                lines.extend(self.paragraphs(mapping[key]))
        before, after = [], []
        sections = mapping.get("sections")
        for item in sections.value if isinstance(sections, yaml.SequenceNode) else ():
            section = _mapping(item)
            if section is None or not _scalar(section.get("text")):
                continue
            body = self.fragment(section["text"])
            if not _scalar(section.get("label")):
                after.append(RawLine("paragraph", body))
                continue
            label = self.fragment(section["label"])
            line = RawLine("labeled", body, _synthetic(label, label.text + ":"))
            (before if label.text.strip().lower() == "effect" else after).append(line)
        lines.extend(before)
        roll = _mapping(mapping.get("power_roll"))
        if roll is not None:
            formula = roll.get("formula")
            if _scalar(formula):
                bonus = self.fragment(formula)
                lines.append(RawLine("roll", bonus.strip(), _synthetic(bonus, "Power Roll")))
            tiers = _mapping(roll.get("tiers"))
            for key, tier in zip(("low", "mid", "high"), _TIERS):
                if tiers is not None and _scalar(tiers.get(key)):
                    key_node = tiers.key_nodes[key]
                    label = Fragment(_TIER_LABELS[tier] + ":", ((0, self.base + key_node.start_mark.index),),
                                     self.source)
                    lines.append(RawLine("tier", self.fragment(tiers[key]), label))
        lines.extend(after)
        return lines


# `**Trigger:**` at the start of a line: a label in bold, its colon inside the bold
_BOLD_LABEL = re.compile(r"\*\*(?P<label>[^*\n]{1,200}?):\*\*\s*")


def _cleaned(part: Fragment) -> Fragment:
    return clean_inline(part) if any(mark in part.text for mark in _INLINE_MARKS) else part


def _synthetic(anchor: Fragment, text: str) -> Fragment:
    """A label the YAML does not spell out, positioned on the value it names: its characters on
    the value's, and those past the value's end (the `:` of `Effect:`) on the value's last one."""
    length = len(anchor.text)
    if not length:
        return Fragment(text, tuple((i, anchor.file_offset(0)) for i in range(max(1, len(text)))), anchor.source)
    runs = tuple(run for run in anchor.runs if run[0] < len(text))
    end = anchor.file_offset(length - 1)
    return Fragment(text, runs + tuple((i, end) for i in range(length, len(text))), anchor.source)


class _Mapping(dict):
    key_nodes: dict


def _mapping(node) -> _Mapping | None:
    if not isinstance(node, yaml.MappingNode):
        return None
    out = _Mapping()
    out.key_nodes = {}
    for key, value in node.value:
        if isinstance(key, yaml.ScalarNode):
            out[str(key.value)] = value
            out.key_nodes[str(key.value)] = key
    return out


def _scalar(node) -> str | None:
    if isinstance(node, yaml.ScalarNode) and node.value not in (None, ""):
        return str(node.value)
    return None
