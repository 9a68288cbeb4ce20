"""The core knows no game: no module outside `rulesets/draw_steel/` imports Draw Steel's package.

Read from the imports of the source, not by running it. `STILL_CROSSING` would list a core module
that still imports a game, with why; it is empty, and the test keeps it so.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).parent.parent / "src"
PACKAGE = SRC / "statblock"
GAME = "statblock.rulesets.draw_steel"

#: Core modules that still import Draw Steel, and why.
STILL_CROSSING: dict[str, str] = {}


def _module(path: Path) -> str:
    parts = path.relative_to(SRC).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, name: str | None = None) -> set[str]:
    """Every module `path` imports (relative imports resolved), whether at the top or in a function."""
    name = name or _module(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return found


def _crossing() -> dict[str, set[str]]:
    crossing = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = _module(path)
        if name == GAME or name.startswith(GAME + "."):
            continue
        game = {m for m in _imports(path) if m == GAME or m.startswith(GAME + ".")}
        if game:
            crossing[name] = game
    return crossing


@pytest.mark.slow
def test_no_core_module_imports_the_game_beyond_the_list_that_shrinks():
    crossing = _crossing()
    assert set(crossing) - set(STILL_CROSSING) == set(), "a core module started importing Draw Steel"
    assert set(STILL_CROSSING) - set(crossing) == set(), "this module no longer crosses: take it off the list"


def test_the_core_names_the_game_only_in_the_built_in_table():
    """Besides imports, the name appears as data in one place: the registry's table of built-ins."""
    mentions = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = _module(path)
        if name.startswith(GAME) or name in STILL_CROSSING:
            continue
        text = path.read_text(encoding="utf-8")
        if "draw_steel" in text:
            mentions.append(name)
    assert mentions == ["statblock.rulesets.registry"]


def test_a_ruleset_from_outside_needs_only_the_core():
    toy = Path(__file__).parent / "plugins" / "statblock_toy" / "__init__.py"
    used = {m for m in _imports(toy, "statblock_toy") if m.startswith("statblock.")}
    assert used and not {m for m in used if m.startswith(GAME)}


def test_the_core_imports_no_game_when_it_starts():
    """`statblock --help` and a fully cached `check` must not pay for a game's grammar or compiler: the plug-in
    and the messages (Draw Steel's catalog, which its package adds to the core's) are all that loads."""
    import subprocess
    import sys

    code = ("import sys, statblock.cli, statblock.checking, statblock.pipeline; "
            "from statblock.rulesets import registry; registry.choose('a.ability', 'x'); "
            "print(sorted(m for m in sys.modules if m.startswith('statblock.rulesets.draw_steel.')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    messages = [f"statblock.rulesets.draw_steel.{name}"
                for name in ("catalog", "catalog_checks", "catalog_commands", "catalog_formats", "catalog_words")]
    assert done.stdout.strip() == str([*messages, "statblock.rulesets.draw_steel.plugin"])


@pytest.mark.slow
def test_no_ruleset_reaches_into_another():
    rulesets = PACKAGE / "rulesets"
    games = sorted(p.name for p in rulesets.iterdir() if (p / "__init__.py").exists())
    assert {"draw_steel", "marvel_champions"} <= set(games)
    for game in games:
        for path in sorted((rulesets / game).rglob("*.py")):
            others = {m for m in _imports(path) for other in games if other != game
                      and m.startswith(f"statblock.rulesets.{other}")}
            assert not others, f"{_module(path)} imports {sorted(others)}"


@pytest.mark.slow  # it reads every module, as the tests above
def test_no_module_imports_another_modules_private_name():
    """A name one module imports from another is public there (`rows` and `reader` of the SBH language, the
    terrain readers and `statblocks`, took each other's `_names`): what a module shares, it names as shared."""
    private = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for imported in _imports(path):
            module, _, name = imported.rpartition(".")
            if module.startswith("statblock") and name.startswith("_") and not name.startswith("__"):
                private.append(f"{_module(path)} imports {imported}")
    assert private == []
