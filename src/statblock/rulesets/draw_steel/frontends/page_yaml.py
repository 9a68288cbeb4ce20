"""What the Markdown reader reads of a page's YAML beside its body: a feature's fence that names nothing (said,
SB021), the features a front matter lists (`features:`, a monster's `abilities:`, `traits:`, `villain_actions:`)
over a body that holds them in no form of an ability, and a front matter of a monster's statistics that no statblock
reads (SB028).
"""

from __future__ import annotations

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....messages import msg
from .md_document import Block
from .raw import RawAbility

__all__ = ["listed_in_front_matter", "nameless_fence", "not_in_body", "one_feature_fence", "other_ds_fences",
           "unread_statistics"]


def nameless_fence(source: SourceFile, fence: Block) -> list[Diagnostic]:
    """SB021 at the opening line of a feature's fence that gave no ability because its mapping names none
    (```` ```ds-pr ```` over `type: Slice and dice` and tiers): it was dropped with no word. A fence of a
    statblock's YAML (read by the statblock reader), a list or an empty fence is left alone."""
    from .ds_yaml import FEATURE_FENCES  # noqa: PLC0415
    from .yaml_list_items import name_key  # noqa: PLC0415
    from .yaml_load import compose_yaml  # noqa: PLC0415

    kind = fence.info.strip().split(" ")[0]
    if kind not in FEATURE_FENCES:
        return []
    from .statblock_yaml import fence_text  # noqa: PLC0415

    start, end = fence_text(source, fence)   # (a fence opened on the file's last line holds nothing)
    try:
        root = compose_yaml(source.text[start:end])[0]
    except yaml.YAMLError:
        return []  # (said by the YAML reader)
    if not isinstance(root, yaml.MappingNode) or not root.value or name_key(root):
        return []
    line = source.line_starts[fence.start]
    opening = source.text[line:start].rstrip("\n")  # (`start` is past the fence's line: a fence that holds a mapping)
    at = line + len(opening) - len(opening.lstrip(" \t>"))
    return [Diagnostic("SB021", Severity.WARNING, msg("markdown.nameless_fence", fence=kind),
                       source.span(at, line + len(opening)), suggestion=msg("markdown.nameless_fence_fix"))]


def listed_in_front_matter(source: SourceFile, skip: int, metadata: dict) -> tuple[list[RawAbility], list[Diagnostic]]:
    """The abilities of a front matter's `features:` list, for a file whose body holds them in a form this
    reader does not read as abilities (an HTML card, a ``ds-fb`` block): read as the YAML front-end reads
    `ds-feature` YAML, each placed where its values are in the front matter. A body that holds abilities
    says them again, and they are not read twice. A monster's lists, as a statblock's YAML writes them (`traits:`,
    `abilities:`, `villain_actions:`), are read as `features:` is (a front matter of `name: Goblin`, `stamina: 15`,
    `abilities: [...]` over a body of prose was read as holding nothing, with no word). With them, SB025 at each
    listed item that is no feature (no name, a bare word: dropped with no word)."""
    from .statblock_yaml import statblock_keys  # noqa: PLC0415
    from .yaml_nodes import FEATURE_LISTS  # noqa: PLC0415

    # (under the keys a statblock's YAML means, `アビリティ:` and `Villain Actions:` too)
    lists = [key for key, value in statblock_keys(metadata).items() if key in FEATURE_LISTS and isinstance(value, list)]
    if not lists:
        return [], []
    from .ds_yaml import read_yaml_block  # noqa: PLC0415

    # the rest of the front matter is each ability's metadata; the lists are the abilities themselves.
    # (Its YAML was read already, and an alias in it reported: `_read_markdown`.)
    listed = {id(statblock_keys(metadata)[key]) for key in lists}
    rest = {key: value for key, value in metadata.items() if id(value) not in listed}
    found, problems = read_yaml_block(source, 1, skip - 1, rest, listed_only=True)
    return found, [said for said in problems if said.code == "SB025"]


def not_in_body(listed: list[RawAbility], abilities: list[RawAbility]) -> list[RawAbility]:
    """Of the abilities a front matter lists, those no ability of the body names (folded)."""
    if not listed or not abilities:
        return listed
    from ....vocabulary import fold  # noqa: PLC0415

    written = {fold(name) for name in map(_raw_name, abilities) if name}
    return [raw for raw in listed if fold(_raw_name(raw) or "") not in written]


def _raw_name(raw: RawAbility) -> str | None:
    """A raw ability's name, without what the book prints in parentheses after it (`Scatter (3 Malice)`, a body's
    name line, is the front matter's `Scatter`)."""
    name = next((line.body.text for line in raw.lines if line.kind == "name" and line.body is not None), None)
    if name is not None and name.rstrip().endswith((")", "）")):
        cut = max(name.rfind("("), name.rfind("（"))
        name = name[:cut] if cut > 0 else name
    return name


def one_feature_fence(source: SourceFile, fence: Block) -> bool:
    """Whether a fence is a feature's (```` ```ds-feature ````, ```` ```ds-pr ````) whose YAML is no statblock
    (`statblock_yaml.may_be_block`): one feature, whatever keys of a statblock's it holds."""
    from .ds_yaml import FEATURE_FENCES  # noqa: PLC0415
    from .statblock_yaml import fence_text, may_be_block  # noqa: PLC0415

    if fence.info.strip().split(" ")[0] not in FEATURE_FENCES:
        return False
    start, end = fence_text(source, fence)
    return not may_be_block(source.text[start:end])


def other_ds_fences(source: SourceFile, blocks: list[Block]) -> list[Diagnostic]:
    """SB026 at the opening line of each `ds-` fence among `blocks` that no reader reads (```` ```ds-init ````,
    ```` ```ds-stats ````): it vanished, absent from the page's text and said nowhere; it is the page's text now
    (`authoring/other_text.py`)."""
    from .ds_yaml import YAML_FENCES  # noqa: PLC0415

    found = []
    for block in blocks:
        kind = block.info.strip().split(" ")[0] if block.kind == "fence" else ""
        if not kind.startswith("ds-") or kind in YAML_FENCES:
            continue
        line = source.line_starts[block.start]
        opening = source.text[line:source.line_starts[block.start + 1] if block.start + 1 < source.line_count
                              else len(source.text)].rstrip("\n")
        at = line + len(opening) - len(opening.lstrip(" \t>"))
        found.append(Diagnostic("SB026", Severity.WARNING, msg("markdown.other_ds_fence", fence=kind),
                                source.span(at, line + len(opening)), suggestion=msg("markdown.other_ds_fence_fix")))
    return found


def unread_statistics(source: SourceFile, metadata: dict) -> list[Diagnostic]:
    """What a front matter of a monster's statistics (`stamina:`, `might:`, `スタミナ:`) that no statblock reads is
    said as, over a body that holds no statblock (the Steel Compendium's pages keep the statistics again beside the
    body's table): SB028 (a warning) where it is a statblock (`statblock_yaml.front_matter_kind`) with no name, or an
    empty one (with a name, `statblock_md.front_matter_statblock` reads it); SB216 (a note) where it lacks some of the
    statistics a statblock needs, and so was read as the page's data (a hero's page, `class:`, `kit:`, says nothing).
    They were dropped with no word, and then a page of a hero's `level:` and `ancestry:` was a statblock with SB170
    errors. Each is said at the first statistic, as written."""
    from .md_document import split_front_matter  # noqa: PLC0415
    from .statblock_md import may_hold_statblocks, top_keys  # noqa: PLC0415
    from .statblock_yaml import (front_matter_kind, missing_statistics, names_a_monster,  # noqa: PLC0415
                                 statblock_keys, yaml_keys)

    if not metadata or not names_a_monster(metadata):
        # (no monster's key among the front matter's, as read: nothing to say, known before the page is split again
        # and its body searched, which every page with front matter paid for)
        return []
    _, front = split_front_matter(source.text)
    if front is None or may_hold_statblocks(source.text[len("---\n") + len(front):]):
        return []
    written = top_keys(front)
    kind = front_matter_kind(written, front)
    if kind == "statblock" and named(metadata) or kind not in ("statblock", "some"):
        return []
    known = yaml_keys()
    keys = [key for key in written if next(iter(statblock_keys({key: None}))) in known]
    span = _first_key_span(source, front, set(keys))
    if kind == "some":
        missing = missing_statistics(written)
        return [Diagnostic("SB216", Severity.INFO, msg("markdown.some_statistics", keys=", ".join(keys[:6]),
                                                       missing=", ".join(missing)), span,
                           suggestion=msg("markdown.some_statistics_fix", missing=", ".join(f"{key}:" for key in missing)))]
    return [Diagnostic("SB028", Severity.WARNING, msg("markdown.unread_statistics", keys=", ".join(keys[:6])), span,
                       suggestion=msg("markdown.unread_statistics_fix"))]


def named(metadata: dict) -> bool:
    """Whether a front matter's metadata gives a name that is not blank (`name:`, `name: ''` name nothing)."""
    from .statblock_yaml import statblock_keys  # noqa: PLC0415

    value = statblock_keys(metadata).get("name")
    return isinstance(value, (str, int, float)) and bool(str(value).strip())


def _first_key_span(source: SourceFile, front: str, keys: set[str]):
    """The span of the first top-level key of `front` among `keys` (as `top_keys` gives them: quotes stripped), at
    the key as written (inside its quotes); the front matter's first line where none is."""
    offset = len("---\n")
    for line in front.split("\n"):
        if line[:1] not in ("", " ", "\t", "-", "#") and ":" in line:
            key = line.split(":", 1)[0].strip().strip("'\"")
            if key in keys:
                at = offset + line.index(key)
                return source.span(at, at + len(key))
        offset += len(line) + 1
    return source.span(len("---\n"), len("---\n") + 3)
