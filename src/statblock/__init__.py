"""statblock: read, check, resolve and print tabletop-RPG abilities, Draw Steel first.

The public API, one function per stage (see DESIGN.md):

- `parse_text` / `parse_file`: front-end, grammar and compiler for one input, by the file's ruleset
  (or the one named); the result has `.abilities`, `.diagnostics` and what the ruleset keeps besides
  (Draw Steel: `.asts` and `.statblocks`);
- `check`: the same over files and folders, as `statblock check` does;
- `rulesets.registry`: the installed games, and which one reads a file.

The default ruleset's own functions are here too, as they were before there were rulesets (Draw Steel:
`load_hero`, `load_target`, `bind`, `resolve`, `odds`; see its package under `statblock.rulesets`).
"""

from __future__ import annotations

__all__ = ["bind", "check", "load_hero", "load_target", "odds", "parse_file", "parse_text", "resolve"]

__version__ = "0.1.0"


def parse_text(text: str, path: str = "<text>.ability", ruleset: str | None = None):
    """Parse and compile text; the ruleset is `ruleset`, else chosen as for a file at `path` (its
    suffix, its `# ruleset:` line or its content). Returns a `pipeline.FileResult`."""
    from .pipeline import read_text

    return read_text(path, text, ruleset)


def parse_file(path: str, ruleset: str | None = None):
    from .pipeline import read_file

    return read_file(path, ruleset)


def check(paths: list[str], ruleset: str | None = None):
    """Check files or folders; returns a `pipeline.Report`."""
    from .pipeline import run

    return run(paths, ruleset=ruleset)


def __getattr__(name: str):
    """The default ruleset's own public functions (`bind`, `odds`, …), looked up when first used. Any other name
    is none of them: `from statblock import collector` asks here before it imports the submodule, which needs
    neither the registry nor a ruleset loaded (it cost such an import about 260 M instructions)."""
    if name not in __all__:
        raise AttributeError(f"module 'statblock' has no attribute {name!r}")
    from .rulesets import registry

    api = registry.get(registry.DEFAULT).api()
    if name in getattr(api, "__all__", ()):
        return getattr(api, name)
    raise AttributeError(f"module 'statblock' has no attribute {name!r}")
