"""statblock: read, check, resolve and print Draw Steel ability stat blocks."""

from __future__ import annotations

__all__ = ["check", "parse_text", "parse_file"]

__version__ = "0.1.0"


def parse_text(text: str, path: str = "<text>.ability"):
    """Parse and compile ability text; returns a `pipeline.FileResult`."""
    from .pipeline import read_text

    return read_text(path, text)


def parse_file(path: str):
    from .pipeline import read_file

    return read_file(path)


def check(paths: list[str]):
    """Check files or folders; returns a `pipeline.Report`."""
    from .pipeline import run

    return run(paths)
