"""statblock: read, check, resolve and print Draw Steel ability stat blocks.

The public API, one function per stage (see DESIGN.md):

- `parse_text` / `parse_file`: front-end, grammar and compiler for one input;
  the result has `.asts`, `.abilities` (compiled effects), `.statblocks` and `.diagnostics`;
- `check`: the same over files and folders, as `statblock check` does;
- `load_hero`, `load_target`: hero and target TOML files;
- `bind`: a compiled ability with one hero's numbers worked out;
- `resolve`: one use of a bound ability against targets, with a `random.Random`;
- `odds`: exact tier probabilities and expected damage of a bound ability.
"""

from __future__ import annotations

__all__ = ["bind", "check", "load_hero", "load_target", "odds", "parse_file", "parse_text", "resolve"]

__version__ = "0.1.0"


def parse_text(text: str, path: str = "<text>.ability"):
    """Parse and compile ability text; the suffix of `path` picks the format. Returns a `FileResult`."""
    from .pipeline import read_text

    return read_text(path, text)


def parse_file(path: str):
    from .pipeline import read_file

    return read_file(path)


def check(paths: list[str]):
    """Check files or folders; returns a `pipeline.Report`."""
    from .pipeline import run

    return run(paths)


def load_hero(path):
    from .runtime.hero import load_hero as _load

    return _load(path)


def load_target(path):
    from .runtime.hero import load_target as _load

    return _load(path)


def bind(ability, hero):
    from .runtime.bind import bind as _bind

    return _bind(ability, hero)


def resolve(bound, targets, rng, **options):
    """Resolve one use; `options` are those of `runtime.resolve.resolve` (edges, banes, bonus, ...)."""
    from .runtime.resolve import resolve as _resolve

    return _resolve(bound, targets, rng, **options)


def odds(bound, **options):
    from .runtime.odds import ability_odds

    return ability_odds(bound, **options)
