"""The fast paths of a cold `check`'s compile steps, each against the slower way it stands in for: the end of a
front matter found by `str.find` where a pattern was tried at every offset (`stray`), and the letter-for-digit slips of
a target or distance line remembered for a short line (`number_slips`)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.rulesets.draw_steel.compiler import number_slips, stray

from conftest import DS_CORPUS, examples


def _front_matter_end_by_pattern(text: str) -> int:
    """`stray._front_matter_end` as it was: the pattern searched in the text after the opening `---`."""
    if not text.startswith("---"):
        return 0
    close = re.search(r"^---[ \t]*$", text[3:], re.MULTILINE)
    return 0 if close is None else 3 + close.end()


_PIECES = ["---", "--", "-", "\n", "\r\n", " ", "\t", "a", "title: x", "\n---\n", "---  ", "----"]


@settings(max_examples=examples(500), deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=14).map("".join))
def test_a_front_matter_ends_where_the_pattern_found_its_end(text):
    assert stray._front_matter_end(text) == _front_matter_end_by_pattern(text)


def test_the_front_matters_of_the_corpus_end_where_the_pattern_found_their_ends():
    ends = 0
    for path in sorted(DS_CORPUS.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        end = stray._front_matter_end(text)
        assert end == _front_matter_end_by_pattern(text), path
        ends += end > 0
    assert ends > 500  # (the Steel Compendium's files open with one)


@settings(max_examples=examples(300), deadline=None)
@given(st.text(alphabet="0１9OoｌIＯ aX体\n", max_size=40), st.integers(0, 2))
def test_the_slips_of_a_line_remembered_are_those_the_pattern_finds(text, times):
    """Short or long (past `_CACHED`, never remembered), asked once or again: what the pattern finds everywhere."""
    text = text * (1 + times * number_slips._CACHED // max(1, len(text)))
    for _ in range(2):
        found = number_slips._slips(text)
        assert isinstance(found, tuple)
        assert [m.span() for m in found] == [m.span() for m in number_slips._SLIP.finditer(text)]


@settings(max_examples=examples(500), deadline=None)
@given(st.lists(st.sampled_from(["/", ".", "..", "a", "md", ".md", "MD", " ", "\\\\", "b.c"]), max_size=8).map("".join))
def test_a_file_s_suffix_is_the_one_its_path_gives(path):
    from pathlib import Path

    from statblock.rulesets import registry

    assert registry.suffix_of(path) == Path(path).suffix.lower()


@pytest.mark.slow  # (a process of its own: what a run imports is measured)
def test_a_check_of_markdown_imports_no_pathlib(tmp_path):
    """`pathlib` (and `urllib.parse`, `ipaddress` it imports) was imported by every run for two uses that a check of
    Markdown or native files never reaches (a path with no name, statblock's own JSON naming its origins): about
    6 M instructions a run."""
    import os
    import subprocess
    import sys

    page = tmp_path / "Strike.md"
    page.write_text("###### Strike\n\n| **Melee, Strike, Weapon** | **Main action** |\n| --- | --- |\n"
                    "| **📏 Melee 1** | **🎯 One creature** |\n\n**Power Roll + Might:**\n\n- **≤11:** 3 damage\n"
                    "- **12-16:** 5 damage\n- **17+:** 7 damage\n", encoding="utf-8")
    script = ("import sys\nfrom statblock.cli import main\ncode = main(['check', '--no-cache', '-q', sys.argv[1]])\n"
              "print(code, 'pathlib' in sys.modules)\n")
    env = {**os.environ, "STATBLOCK_CACHE_DIR": str(tmp_path / "cache")}
    runs = [subprocess.run([sys.executable, "-c", script, str(page)], capture_output=True, text=True, timeout=120,
                           env=env) for _ in range(2)]  # (the first finds the installed rulesets: `importlib.metadata`)
    assert runs[-1].stdout.splitlines()[-1].split() == ["0", "False"], runs[-1].stderr


@pytest.mark.slow  # (a process of its own: what an import compiles is measured)
def test_the_command_line_compiles_none_of_its_own_patterns_at_import():
    """The patterns of `terminal` (what a printed text must escape) and of argparse's messages were compiled when the
    command line was imported, before it opens the store of compiled patterns (`regex_store`): `re` parsed them each
    run, about 10 M instructions. They are compiled at their first use now (argparse's at an error only)."""
    import subprocess
    import sys

    script = ("import re\nseen = []\noriginal = re.compile\n"
              "re.compile = lambda pattern, flags=0: seen.append(pattern) or original(pattern, flags)\n"
              "from statblock import terminal\nfrom statblock.cli import common, main\n"
              "ours = {getattr(p, 'pattern', p) for p in (terminal._UNSAFE, terminal._JSON_UNSAFE,"
              " *(p for p, _ in common._ARGPARSE))}\n"
              "print(len(ours), sum(pattern in ours for pattern in seen))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["10", "0"], done.stderr


def test_a_lazily_compiled_pattern_still_escapes_and_maps_argparse_s_messages():
    from statblock.cli.common import argparse_message
    from statblock.terminal import json_printable, printable

    assert printable("a\x1b[2Jb\u202e") == "a\\x1b[2Jb<U+202E>"
    assert json_printable('"\u202e"') == '"\\u202e"'
    assert argparse_message("unrecognized arguments: --x --y") != "unrecognized arguments: --x --y"
    assert argparse_message("something else") == "something else"
