"""The language of Song of Blades and Heroes: a native warband file read into typed `Warband`s.

`read_warband` reads a `SourceFile` (docs/sbh.md gives the format); the grammar of a profile line is
`warband.lark` (loaded by `parser.py`), the rules and words come from `../vocabulary.toml`;
`reader.py` reads the lines, `band.py` checks the warband read, `rules.py` looks the special rules up and checks
them against each other, `../points.py` is the points formula.
"""

from __future__ import annotations

__all__ = ["read_warband"]


def __getattr__(name: str):
    # imported when first used: `sniffing.sniff`, which every Markdown file meets, needs no grammar
    if name == "read_warband":
        from .reader import read_warband

        return read_warband
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
