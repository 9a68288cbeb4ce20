"""Front-ends: find ability blocks in a file, whatever its format.

`read_source` decodes bytes into a `SourceFile` (or says why it cannot);
`find_abilities` picks the front-end for the file and returns raw blocks.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..diagnostics import Diagnostic, Severity, SourceFile, Span
from ..messages import msg
from .raw import RawAbility

__all__ = ["SUFFIXES", "collect", "find_abilities", "read_source"]

SUFFIXES = (".ability", ".md", ".markdown", ".yaml", ".yml")


def collect(paths: list[str], suffixes: tuple[str, ...] = SUFFIXES) -> tuple[list[tuple[str, str]], list[str]]:
    """(file, root) pairs to read, and the paths that do not exist.

    Files named directly are taken whatever their suffix, with their own
    folder as root; folders are searched for `suffixes`, with the folder as
    root, so that outputs can mirror the input tree.
    """
    found: list[tuple[str, str]] = []
    missing: list[str] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for root, dirs, files in os.walk(path):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                for name in sorted(files):
                    if name.lower().endswith(suffixes):
                        found.append((os.path.join(root, name), str(path)))
        elif path.is_file():
            found.append((str(path), str(path.parent)))
        else:
            missing.append(raw)
    return found, missing


def _file_span(path: str, text: str = "") -> Span:
    return SourceFile(path, text).span(0, 0)


def read_source(path: str, data: bytes) -> tuple[SourceFile | None, list[Diagnostic]]:
    """Decode a file. Binary data and invalid UTF-8 give a diagnostic, not an exception."""
    if b"\x00" in data[:8192]:
        return None, [Diagnostic("SB002", Severity.ERROR, msg("file.binary"), _file_span(path))]
    if data.startswith(b"\xef\xbb\xbf"):  # a BOM is not part of the text (editors show no column for it)
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        good = data[: error.start].decode("utf-8", "replace")
        source = SourceFile(path, good)
        line, column = source.position(len(good))
        return None, [Diagnostic("SB001", Severity.ERROR, msg("file.utf8", byte=f"{data[error.start]:02x}", line=line),
                                 source.span(len(good), len(good)))]
    if "\r" in text:
        # Windows line endings: positions stay right because only the \r goes.
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return SourceFile(path, text), []


def find_abilities(source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    suffix = Path(source.path).suffix.lower()
    if suffix in (".md", ".markdown"):
        from .steel_compendium import read_markdown

        return read_markdown(source)
    if suffix in (".yaml", ".yml"):
        from .ds_yaml import read_yaml_file

        return read_yaml_file(source)
    from .native import read_native

    return read_native(source)

