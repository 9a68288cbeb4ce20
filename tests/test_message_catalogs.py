"""Where messages live: the core's catalog (`statblock/messages/`) holds the core's texts only; Draw
Steel's (`rulesets/draw_steel/catalog.py`, `catalog_formats.py`, `catalog_words.py`, `catalog_checks.py` and
`catalog_commands.py`), whose keys have no prefix, join it
as soon as any module of its package is imported, so that every `msg("syntax.unexpected")` works as it
did when they were the core's. A key is in one module only, and no Japanese text names a value its English is not given."""

from __future__ import annotations

import os
import string
import subprocess
import sys

import pytest

from statblock.messages import CATALOG
from statblock.messages import commands as core_commands
from statblock.messages import files as core_files
from statblock.messages import help as core_help
from statblock.messages import serve as core_serve
from statblock.rulesets import registry
from statblock.rulesets.draw_steel import catalog, catalog_checks, catalog_commands, catalog_formats, catalog_words

from conftest import ROOT

CORE = {"files": core_files.CATALOG, "commands": core_commands.CATALOG, "help": core_help.CATALOG,
        "serve": core_serve.CATALOG}
DRAW_STEEL = {"catalog": catalog.CATALOG, "catalog_formats": catalog_formats.CATALOG,
              "catalog_words": catalog_words.CATALOG,
              "catalog_checks": catalog_checks.CATALOG, "catalog_commands": catalog_commands.CATALOG}


def test_no_key_is_in_two_modules():
    seen: dict[str, str] = {}
    twice = []
    for side, parts in (("core", CORE), ("draw_steel", DRAW_STEEL)):
        for name, texts_by_key in parts.items():
            for key in texts_by_key:
                if key in seen:
                    twice.append(f"{key}: {seen[key]} and {side}.{name}")
                seen[key] = f"{side}.{name}"
    assert not twice


def test_the_core_catalog_is_its_modules_and_every_draw_steel_key_joins_it():
    core = {key for part in CORE.values() for key in part}
    assert core <= set(CATALOG)
    for part in DRAW_STEEL.values():
        assert all(CATALOG[key] is texts for key, texts in part.items())


# In a fresh interpreter: what the core's catalog holds before and after one module of Draw Steel is
# imported (a module that makes the message, not the plug-in: the registry need not have loaded it).
FRESH = """
import sys
from statblock.messages import CATALOG, msg
assert not any(name.startswith("statblock.rulesets.draw_steel") for name in sys.modules), "the core imported the game"
before = {key!r} in CATALOG
import {module}
print(before, msg({key!r}, **{args!r}).render("ja") != msg({key!r}, **{args!r}).render("en"))
"""

JOINS = [
    pytest.param("statblock.rulesets.draw_steel.grammar.parser", "syntax.end", {"what": "x", "expected": ""}, id="grammar"),
    pytest.param("statblock.rulesets.draw_steel.compiler.checks", "tier.missing", {"tiers": "t3"}, id="checks"),
    pytest.param("statblock.rulesets.draw_steel.runtime.hero", "hero.missing", {}, id="hero-files"),
]


@pytest.mark.parametrize(("module", "key", "args"), JOINS)
def test_draw_steel_messages_join_the_core_catalog_when_its_package_is_imported(module, key, args):
    code = FRESH.format(module=module, key=key, args=args)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env={**os.environ}, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True"]  # not the core's; then there, in both languages


def _names(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_the_japanese_names_no_value_the_english_is_not_given():
    """The code passes a message the values its English names; a Japanese text naming another would fail to
    render. Help texts are left out: their Japanese names words typed as they are, which cli/ passes in. (One
    test over the catalog, every ruleset's in it: a thousand items would cost more than the check.)"""
    registry.usable()
    wrong = [key for key, texts in CATALOG.items() if not (key.startswith("help.") or ".help." in key)
             if not texts.get("en") or not texts.get("ja") or not _names(texts["ja"]) <= _names(texts["en"])]
    assert not wrong
