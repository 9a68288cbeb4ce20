"""Draw Steel's front-ends: find ability blocks in a file, whatever its format.

`find_abilities` picks the reader for the file (native `.ability`, Steel Compendium Markdown,
ds-feature YAML or JSON, statblock's own JSON) and returns raw blocks with their positions.
"""

from __future__ import annotations

from ....diagnostics import Diagnostic, SourceFile
from ...registry import suffix_of
from .raw import RawAbility

__all__ = ["SUFFIXES", "find_abilities", "format_of", "source_format"]

SUFFIXES = (".ability", ".md", ".markdown", ".yaml", ".yml", ".json")


def format_of(path: str) -> str:
    """The format a file is read as, from its suffix: `markdown`, `yaml`, or `native` for any other."""
    suffix = suffix_of(path)
    if suffix in (".md", ".markdown"):
        return "markdown"
    if suffix in (".yaml", ".yml", ".json"):  # JSON is YAML's flow style: the YAML reader keeps its positions
        return "yaml"
    return "native"


def source_format(source: SourceFile) -> str:
    """`format_of` the file, but `native` for text written from another file to be read as native text (statblock's
    own JSON written back: `own_json.py`), whatever its path says."""
    fmt = format_of(source.path)
    if fmt == "yaml" and source.path.lower().endswith(".json"):  # (only statblock's own JSON is written again)
        from ....frontends.written_source import WrittenSource

        return "native" if isinstance(source, WrittenSource) else fmt
    return fmt


def find_abilities(source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    fmt = source_format(source)
    if fmt == "markdown":
        from .steel_compendium import read_markdown

        return read_markdown(source)
    if fmt == "yaml":
        from .ds_yaml import read_yaml_file

        return read_yaml_file(source)
    from .native import read_native

    return read_native(source)

