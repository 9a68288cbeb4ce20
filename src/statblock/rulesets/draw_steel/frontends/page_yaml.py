"""What the Markdown reader reads of a page's YAML beside its body: a feature's fence that names nothing (said,
SB021), and the features a front matter lists (`features:`, a monster's `abilities:`, `traits:`, `villain_actions:`)
over a body that holds them in no form of an ability.
"""

from __future__ import annotations

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....messages import msg
from .md_document import Block
from .raw import RawAbility

__all__ = ["listed_in_front_matter", "nameless_fence"]


def nameless_fence(source: SourceFile, fence: Block) -> list[Diagnostic]:
    """SB021 at the opening line of a feature's fence that gave no ability because its mapping names none
    (```` ```ds-pr ```` over `type: Slice and dice` and tiers): it was dropped with no word. A fence of a
    statblock's YAML (read by the statblock reader), a list or an empty fence is left alone."""
    from .ds_yaml import FEATURE_FENCES, name_key  # noqa: PLC0415
    from .yaml_load import compose_yaml  # noqa: PLC0415

    kind = fence.info.strip().split(" ")[0]
    if kind not in FEATURE_FENCES:
        return []
    start = source.line_starts[fence.start + 1]
    end = source.line_starts[fence.end - 1] if fence.end - 1 < source.line_count else len(source.text)
    try:
        root = compose_yaml(source.text[start:end])[0]
    except yaml.YAMLError:
        return []  # (said by the YAML reader)
    if not isinstance(root, yaml.MappingNode) or not root.value or name_key(root):
        return []
    line = source.line_starts[fence.start]
    opening = source.text[line:source.line_starts[fence.start + 1]].rstrip("\n")
    at = line + len(opening) - len(opening.lstrip(" \t>"))
    return [Diagnostic("SB021", Severity.WARNING, msg("markdown.nameless_fence", fence=kind),
                       source.span(at, line + len(opening)), suggestion=msg("markdown.nameless_fence_fix"))]


def listed_in_front_matter(source: SourceFile, skip: int, metadata: dict) -> list[RawAbility]:
    """The abilities of a front matter's `features:` list, for a file whose body holds them in a form this
    reader does not read as abilities (an HTML card, a ``ds-fb`` block): read as the YAML front-end reads
    `ds-feature` YAML, each placed where its values are in the front matter. A body that holds abilities
    says them again, and they are not read twice. A monster's lists, as a statblock's YAML writes them (`traits:`,
    `abilities:`, `villain_actions:`), are read as `features:` is (a front matter of `name: Goblin`, `stamina: 15`,
    `abilities: [...]` over a body of prose was read as holding nothing, with no word)."""
    from .statblock_yaml import statblock_keys  # noqa: PLC0415
    from .yaml_nodes import FEATURE_LISTS  # noqa: PLC0415

    # (under the keys a statblock's YAML means, `アビリティ:` and `Villain Actions:` too)
    lists = [key for key, value in statblock_keys(metadata).items() if key in FEATURE_LISTS and isinstance(value, list)]
    if not lists:
        return []
    from .ds_yaml import read_yaml_block  # noqa: PLC0415

    # the rest of the front matter is each ability's metadata; the lists are the abilities themselves.
    # (Its YAML was read already, and an alias in it reported: `_read_markdown`.)
    listed = {id(statblock_keys(metadata)[key]) for key in lists}
    rest = {key: value for key, value in metadata.items() if id(value) not in listed}
    return read_yaml_block(source, 1, skip - 1, rest, listed_only=True)[0]
