"""Hostile input: a seeded mutational fuzzer over every front-end of every ruleset, and the TOML readers.

`test_fuzz.py` runs a few hundred Hypothesis examples shaped like the notation. This file runs
many more, fast enough for 100,000 inputs per front-end in the slow tier (and 100 in the
normal one). Each input starts from real text, read in place: the Steel Compendium corpus, the
abilities of this project and its hero files, or an ability built by `builders.py` from real
tier lines. A few mutations then make it hostile: insertions and deletions, duplicated, swapped
and spliced lines, notation and container pieces, control and bidi characters, huge numbers,
deep nesting, YAML anchors, aliases and tags, TOML type confusion, unclosed brackets, broken
encodings. Most inputs stay under 2 KB so that each runs in about a millisecond; a few percent
are big on purpose (thousands of levels of nesting, 5,000-digit numbers, 20,000-character lines).

The other games start from their own real text, read in place too: windows of a few cards of
MarvelCDB's pack files (and, now and then, a whole pack), the example `.champions` file, the guide's
cards and every corpus card written in the native format, the example game state, warbands and
profiles whose special rules come from the sbhowc builder's tables, the 虚構侵蝕 example cards and
scenario and the guide's. Their hostile pieces: JSON structure and escapes, HTML tags and entities of
MarvelCDB's text, full-width Japanese punctuation and brackets (［］〈〉【】), runs of half- and
full-width spaces, and half and full widths swapped.

The front-ends and what each input must do:

- `native` (`.ability`), `markdown` (`.md` with front matter, tables and block quotes) and `yaml`
  (`.yaml`, and ```` ```ds-feature ```` fences in Markdown): `parse_text` returns, or
  `read_file` for the one input in ten given as bytes (BOMs, UTF-16, invalid UTF-8); no
  internal error (SB999) was caught on the way; every diagnostic lies inside the file, renders
  (plain, colour, Japanese) with no terminal control character of the user's, and serializes
  to JSON; every compiled ability serializes to JSON; and for one input in `CARDS_EVERY`, the
  cards of what was compiled render (text, Markdown, HTML laid out on pages);
- `hero` (TOML): `load_hero` and `load_target` each return or raise `HeroFileError`, nothing
  else; a hero that is read binds to the seed abilities and has odds, a target that is read has
  odds worked out against it and is resolved against;
- `marvelcdb` (`.json`), `champions` (`.champions`), `sbh` (`.sbh`), `kyoko` (`.kyoko`) and
  `scenario` (a 虚構侵蝕 scenario, `.toml` read as `--ruleset kyoko` one time in two, else as its
  `# ruleset:` line says): as the first three, with the ruleset's own JSON (`parse_json`) and cards
  (`Ruleset.cards`), and SB006 (a RecursionError caught) an internal error too, since these readers
  never recurse with the input; one time in `RUNTIME_EVERY`, the ruleset's runtime command on what
  was read: `odds` and `roll` for each SBH Magic-User, `sim` for a scenario without a diagnostic;
- `mc_state` (a Marvel game state, TOML, naming homebrew.champions's cards): `load_state` returns,
  with its diagnostics inside the file; a state without an error serializes, and one time in
  `RUNTIME_EVERY` has the timing window of an event worked out (and resolved one time in two).

Every input is checked under a bound on its time and its memory. The inputs run in worker
processes (two, one per core) while this process watches them; each worker takes the next run of
inputs (`CHUNK` of one front-end) when it is free, so that neither waits for the other at the end
however the inputs' costs fall (one input in `CARDS_EVERY` renders cards) or the machine shares its cores:

- time: each input must finish within `TIME_LIMIT` seconds of CPU time on a quiet machine: the bound is scaled by
  how much slower the machine runs at that moment (`bounds.slowness`, a fixed piece of work timed again right after
  an input that went over the quiet bound), as the benchmarks' ratios are. Wall time is measured too
  (`perf_counter`, in the statistics), but the bound is on CPU time (`thread_time`), which is what
  the input costs: on a loaded machine an input of 0.6 s once measured 3 s of wall time. A timer
  signal at the limit notes where the input was, for the report. An input still running after
  `HANG_LIMIT` seconds of wall time gets its worker killed, and the worker starts again after it;
- memory: a worker runs under an address-space limit (`MEMORY_HEADROOM` above what it needs at
  rest: a blow-up raises MemoryError, a failure like any other, instead of eating the machine),
  and no input may take its resident memory past `RSS_LIMIT` (the peak is read after every input,
  so the input that raised it is known).

Input `i` of a front-end is a pure function of (`SEED`, front-end, `i`), so every failure
replays alone; the failure message says how:

    .venv/bin/python tests/test_fuzz_hostile.py markdown 12345

prints that input and checks it in this process, with the traceback. In the slow tier, the
same generators also run under Hypothesis (every random choice drawn from Hypothesis), so that
a failure shrinks to its fewest choices.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import gc
import html
import json
import multiprocessing
import os
import queue as queues
import random
import re
import resource
import shutil
import signal
import sys
import tempfile
import textwrap
import time
import traceback
from pathlib import Path

import attrs
import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from statblock import bind, load_hero, odds, parse_text, pipeline, resolve
from statblock.diagnostics import Severity, SourceFile
from statblock.frontends import read_source
from statblock.pipeline import read_file
from statblock.rulesets import registry
from statblock.rulesets.registry import CardOptions
from statblock.rulesets.draw_steel.render.cards import render_text
from statblock.rulesets.draw_steel.runtime.hero import HeroFileError, load_target
from statblock.rulesets.draw_steel.serialize import ability_json

from bounds import slowness, time_bound
from builders import Parts, md_fence, md_hero, md_quote, native, native_labeled, yaml_folded, yaml_plain, yaml_quoted
from conftest import CORPUS, ROOT, examples

SEED = 20261201
FRONTENDS = ("native", "markdown", "yaml", "hero", "marvelcdb", "champions", "mc_state", "sbh", "kyoko", "scenario")
SLOW_COUNT = 100_000          # inputs per front-end in the slow tier
FAST_COUNT = 100              # ... and in the normal one (the first 100 of the slow tier's 100,000)
DRAW_STEEL = FRONTENDS[:4]    # (and the hero reader)
OTHER_RULESETS = FRONTENDS[4:]  # (fuzzed since 2026-12-02; run apart, so that a failure names its side)
OTHER_SLOW_COUNT = SLOW_COUNT
WORKERS = 2
TIME_LIMIT = 2.0              # seconds one input may take, checks included
HANG_LIMIT = 30.0             # seconds after which the watcher kills a worker stuck on one input
MEMORY_HEADROOM = 1 << 30     # bytes of address space a worker may add to what it needs at rest
RSS_LIMIT = 384 << 20         # no input may take a worker's resident memory past this
SNAPSHOT_EVERY = 1000         # inputs between two reports of a worker's statistics
CHUNK = 500                   # most inputs of one front-end a worker takes at a time (see `chunks`)
CARDS_EVERY = 10              # the cards of one input in this many are rendered too
FULLY_CHECKED = 200           # diagnostics of one input also rendered in colour and Japanese, and serialized (and
                              # the last): an input of 40 KB may have 15,000, each rendered plain (a second)
EXAMPLES_PER_FAILURE = 3      # inputs kept per distinct failure
SHRINK_SECONDS = 4.0          # time spent making each distinct failure's input smaller ...
SHRINK_BUDGET = 60.0          # ... until a worker has run this long

HEROES = ROOT / "abilities" / "heroes"
ABILITIES = ROOT / "abilities"


# ---- sources: real text, read in place ---------------------------------------------------------------


@attrs.frozen
class Sources:
    native_blocks: tuple[str, ...]      # the blocks of this project's `.ability` files
    markdown_files: tuple[str, ...]     # every corpus file; big ones are cut into windows
    yaml_blocks: tuple[str, ...]        # the bodies of the corpus's ```ds-feature fences
    tier_lines: tuple[str, ...]         # the corpus's tier lines, without their labels
    heroes: tuple[str, ...]             # the hero and target TOML files


_TIER_LINE = re.compile(r"^(?:>\s*)*[-*]\s+\*\*(?:≤11|12-16|17\+):\*\*\s*(.+)$", re.M)
_FENCE = re.compile(r"^```ds-(?:feature|statblock)\n(.*?)^```", re.S | re.M)


@functools.cache
def sources() -> Sources:
    markdown = [p.read_text("utf-8") for p in sorted(CORPUS.rglob("*.md"))]
    blocks = []
    for path in sorted(ABILITIES.glob("*.ability")):
        blocks += [b.strip("\n") + "\n" for b in re.split(r"\n\s*\n", path.read_text("utf-8")) if b.strip()]
    return Sources(
        native_blocks=tuple(blocks),
        markdown_files=tuple(markdown),
        yaml_blocks=tuple(b for text in markdown for b in _FENCE.findall(text)),
        tier_lines=tuple(sorted({m.group(1).strip() for text in markdown for m in _TIER_LINE.finditer(text)})),
        heroes=tuple(p.read_text("utf-8") for p in sorted(HEROES.glob("*.toml"))),
    )


# ---- pieces ------------------------------------------------------------------------------------------

NOTATION = [
    ";", "; ", "(", ")", "<", " < ", "[", "]", ",", ".", ":", " ", "\n", "\n\n", "\t",
    "≤11:", "12-16:", "17+:", "≤11", "<=11", "12–16:", "17 +:", "≤ 11 :", "11-:", "Power Roll + Might:",
    "Power Roll + 2", "Power Roll + Might, Agility, Reason, Intuition or Presence:", "Power Roll + 99999999999:",
    "Power Roll", "Effect:", "Trigger:", "Special:", "Persistent 1:", "Strained:", "Spend 2 Piety:",
    "Spend 1+ Essence:", "(Signature)", "(3 Malice)", "(999999999999 Wrath)", "Villain Action 1", "damage",
    " damage", "3", "+ M", " + M or A", "2d10", "1d6 + 3", " or ", " and ", ", ", "A < WEAK, ", "M < 2 ",
    "A<[weak]", "R < STRONG", "P < 99999", "prone", "can't stand", "weakened", "grabbed", "restrained",
    "slowed", "taunted", "dazed", "frightened", "bleeding", "(save ends)", "(EoT)", "(eot)",
    "until the end of the encounter", "push 1", "pull 999999", "vertical slide 2", "slide 0", "teleport 3",
    "holy", "psychic", "fire", "corruption", "No effect.", "Melee 1", "Ranged 10", "Melee 1 or ranged 5",
    "2 burst", "3 cube within 10", "10 x 1 line within 1", "Self", "One creature or object",
    "Each enemy in the area", "Main action", "Maneuver", "Triggered action", "Free triggered action",
    "Magic, Melee, Strike, Weapon", "Area", "📏", "🎯", "✦", "🗡", "⭐️", "\u3001", "；", "（", "）",
    "ダメージ", "伏せ", "\\", "*", "**", "_",
]
MARKDOWN = [
    "> ", ">", "> > > ", "- ", "* ", "+ ", "1. ", "| ", " |", "|", "| --- |", "| :-: | ---: |", "<br/>",
    "<br>", "<details>", "</details>", "<!--", "-->", "```", "```ds-feature\n", "```ds-statblock\n", "~~~",
    "    ", "# ", "###### ", "####### ", "**", "__", "*", "_", "[", "](", "![x](y)", "[^1]", "[^1]: x",
    "[prone](../Conditions/Prone)", "<https://x>", "&amp;", "&#0;", "&#x110000;", "&nbsp;", "<script>",
    "---\n", "***\n", "===\n", "\\", "`", "<div>", "</div>", "> - **≤11:** ", "- **12-16:** ",
    "**Power Roll + Might:**", "**Effect:**", "> 🗡 **", "| **📏 Melee 1** | **🎯 One creature** |",
]
YAML = [
    "&a ", "*a", "*nope", "!!python/object/apply:os.system ['echo']", "!!binary ", "!!str ", "!!int ",
    "!!float ", "!!timestamp ", "!!set ", "!!omap ", "!!map ", "!!seq ", "!custom ", "<<: *a\n", "? ",
    ": ", "- ", "{", "}", "[", "]", "|", ">", "|-", ">+", "|2", "%YAML 1.1\n", "%TAG ! tag:x,2000:\n",
    "---\n", "...\n", "#", "'", '"', "\\u0000", "\\x1b", "\t", "@", "`", "%", "null", "~", "true",
    "no", "1e400", ".inf", ".nan", "0o17", "2024-01-01", "12:30:45", "name: ", "tier1: ", "tier2: ",
    "tier3: ", "effects:\n  - ", "roll: Power Roll + Might\n", "effect: ", "keywords:\n  - ",
    "type: feature\n", "feature_type: ability\n", "usage: ", "distance: ", "target: ", "cost: ",
]
TOML = [
    "[", "]", "[[", "]]", "=", " = ", '"', "'", "'''", '"""', "\\u0000", "\\U0010FFFF", "\\uD800", "\\",
    "#", ",", "{", "}", ".", "inf", "nan", "-inf", "+nan", "1979-05-27T07:32:00Z", "07:32:00", "0x",
    "0b", "_", "true", "false", "[kit]\n", "[characteristics]\n", "[[kit]]\n", "[immunities]\n",
    "[weaknesses]\n", "name = ", "level = ", "class = ", "potency = ", "stamina = ",
    "melee_damage = [1, 2, 3]\n", 'all = "all"\n', "might = 2\n", "\n[characteristics.might]\n",
]
HOSTILE = [
    "\x00", "\x1b[2J", "\x1b]0;pwned\x07", "\x1b[31m", "\x1b]8;;https://x\x1b\\link\x1b]8;;\x1b\\", "\x07",
    "\x08", "\x7f", "\x85", "\x9b31m", "\r", "\r\n", "\v", "\f", "\u202e", "\u2066", "\u200f", "\u061c",
    "\u2028", "\u2029", "\u200b", "\u200d", "\u00ad", "\ufeff", "\ufffd", "\uffff", "\U0010ffff",
    "\ud800", "\udcff", "e\u0301\u0301\u0301", "🏳️‍🌈", "𝟙𝟚", "Ⅻ", "１２", "٣", "\u00a0", "\u3000",
    "\U000e0041", "\uFDD0",
]
NUMBERS = [
    "0", "-1", "-0", "+5", "1", "2", "12", "17", "99", "999999999", "9" * 20, "9" * 400, "-" + "9" * 30,
    "1e999", "1_000", "0x10", "½", "∞", "NaN", "٣", "１２", "3.5", "1e-9",
]
LINE_PREFIXES = [
    "> ", "> > ", "- ", "  ", "    ", "\t", "**", "≤11: ", "12-16: ", "17+: ", "- **≤11:** ", "> - **17+:** ",
    "# ", "###### ", "| ", "Effect: ", "Trigger: ", "# meta: ", "#", ": ", "? ", "  - ", "[", "[[",
]

# One range of code points per kind of character random insertions draw from.
CODE_POINTS = [
    (0x20, 0x7E), (0x00, 0x1F), (0x7F, 0x9F), (0xA0, 0x24F), (0x300, 0x36F), (0x2000, 0x206F),
    (0x3000, 0x30FF), (0x4E00, 0x9FFF), (0xFE00, 0xFFFF), (0x1F300, 0x1FAFF), (0xD800, 0xDFFF),
    (0xE0000, 0xE007F), (0x10FFF0, 0x10FFFF),
]

PIECES = {
    "native": NOTATION + HOSTILE,
    "markdown": NOTATION + MARKDOWN + HOSTILE + YAML[:20],
    "yaml": NOTATION + YAML + HOSTILE,
    "hero": TOML + HOSTILE + NUMBERS,
}

YAML_VALUES = [
    "", "~", "null", "true", "no", "0", "-1", "9" * 30, "1e400", ".inf", ".nan", "0x1F", "0o17", "1_0",
    "2024-01-01", "2024-13-45", "2001-12-14t21:59:43.10-05:00", "12:30:45", "[]", "{}", "[a, [b, [c]]]",
    "{a: b, c: [d]}", '"\\x00\\u202e\\e[2J"', "'single ''quoted'''", "|\n  literal\n  block",
    ">-\n  folded\n  text", "!!binary aGVsbG8=", "!!python/object/apply:os.system ['echo']",
    "!!python/name:os.system", "!!set {a, b}", "!!omap [a: 1, b: 2]", "!!float 1", "!!int x",
    "!custom x", "*nope", "&x value", "&x [*x]", "? complex\n: key", '"unterminated', "[unclosed",
    "{unclosed", "@reserved", "`reserved", "- - - nested", "3 + M damage; A < WEAK, prone",
    "≤11: 1 damage", "&t 9 damage\n    tier2: *t", "!!str 17+", "'≤11'",
]
TOML_VALUES = [
    "", "0", "-1", "2", "9" * 19, "9" * 25, "-" + "9" * 200, "1e400", "inf", "-inf", "nan", "+nan",
    "0x7fffffffffffffffff", "0b1", "0o7", "1_000", "3.14", "1979-05-27", "1979-05-27T07:32:00Z", "07:32:00",
    "true", "false", '"x"', '""', '"   "', "'lit'", '"""multi\nline"""', "'''raw'''", '"\\u0000"',
    '"\\u202e\\u001b[2J"', '"\\uD800"', "[]", "[1, 2, 3]", "[1, 2]", '[1, "2", 3]', "[true, false, true]",
    "[[1], [2], [3]]", "[1, 2, 3, 4]", "{}", "{ a = 1 }", '"all"', '"ALL"', '"might"', '"highest"',
    '"Intuition"', '"fury"', '"FURY "', '"conduit"', '"censor"', '"none"', "[9999999999999999999, 0, -5]",
]
CHARACTERISTICS = ["might", "agility", "reason", "intuition", "presence", "Might", "M", "MIGHT", "strength", "luck"]
DAMAGE_TYPES = ["fire", "cold", "holy", "psychic", "poison", "acid", "corruption", "lightning", "sonic", "all",
                "FIRE", "Holy", "untyped", "damage"]
HERO_KEYS = ["name", "class", "level", "potency", "stamina", "kit", "characteristics", "immunities",
             "weaknesses", "nam", "Level", "klass", "extra", ""]
CLASSES = ["fury", "conduit", "censor", "elementalist", "null", "shadow", "tactician", "talent", "troubadour",
           "Fury", "FURY ", "wizard", ""]


# ---- making one input ---------------------------------------------------------------------------------


@attrs.frozen
class Case:
    """One fuzz input: the file name (its suffix picks the reader) and its text or bytes."""

    frontend: str
    index: int
    path: str
    data: str | bytes

    def describe(self, limit: int = 600) -> str:
        text = repr(self.data)
        return text if len(text) <= limit else f"{text[: limit // 2]} ... {text[-limit // 2:]} ({len(self.data)} long)"


def make_case(frontend: str, index: int, seed: int = SEED) -> Case:
    """Input `index` of `frontend`: the same on every machine and every run."""
    return generate(frontend, random.Random(f"{seed}:{frontend}:{index}"), index)


def generate(frontend: str, rng: random.Random, index: int = -1) -> Case:
    path, data = _GENERATORS[frontend](rng)
    return Case(frontend, index, path, data)


def _big(rng: random.Random) -> bool:
    """Whether this mutation goes big (deep nesting, long runs, huge numbers): a few percent."""
    return rng.random() < 0.03


def _window(rng: random.Random, text: str, size: int = 1200) -> str:
    """`text`, or a run of its lines of about `size` characters when it is longer."""
    if len(text) <= size:
        return text
    lines = text.split("\n")
    start = rng.randrange(len(lines))
    out, total = [], 0
    for line in lines[start:]:
        if total + len(line) > size and out:
            break
        out.append(line)
        total += len(line) + 1
    window = "\n".join(out)
    if text.startswith("---\n") and rng.random() < 0.5:  # keep the front matter
        end = text.find("\n---\n", 4)
        if 0 < end < 600:
            window = text[: end + 5] + window
    return window


def _soup(rng: random.Random, frontend: str) -> str:
    pieces = PIECES[frontend]
    return "".join(rng.choice(pieces) if rng.random() < 0.8 else _random_chars(rng, 3)
                   for _ in range(rng.randrange(1, 60)))


def _random_chars(rng: random.Random, most: int) -> str:
    lo, hi = rng.choice(CODE_POINTS)
    return "".join(chr(rng.randint(lo, hi)) for _ in range(rng.randint(1, most)))


def _parts(rng: random.Random) -> Parts:
    src = sources()
    return Parts(
        name=rng.choice(["Test", "Brutal Slam", "Ω", "a" * 80, "Name (Signature)", "[x]", "Name: Sub"]),
        cost=rng.choice([None, None, "3 Piety", "5 Wrath", "2 Malice", "1+ Essence", "999999999999 Focus", "Piety"]),
        keywords=tuple(rng.sample(["Magic", "Melee", "Ranged", "Strike", "Weapon", "Area", "Psionic", "Charge",
                                   "Animal", "Unknown"], rng.randint(0, 4))),
        action=rng.choice(["Main action", "Maneuver", "Triggered action", "Free triggered action", "Move action",
                           "Villain action 1", "Nope"]),
        distance=rng.choice(["Melee 1", "Ranged 10", "Melee 1 or ranged 5", "3 burst", "3 cube within 10",
                             "10 x 1 line within 1", "Self", "Special", "Ranged 99999999999"]),
        target=rng.choice(["One creature", "One creature or object", "Each enemy in the area", "Self", "Two allies"]),
        trigger=rng.choice([None, None, None, "An enemy moves adjacent to you."]),
        roll=rng.choice(["Might", "Agility", "Might or Agility", "2", "Highest", "9999",
                         "Reason, Intuition or Presence"]),
        tiers=tuple(rng.choice(src.tier_lines) for _ in range(3)),
        sections=rng.choice([(), (), (("Effect", "The target is slowed (EoT)."),),
                             (("Spend 2 Piety", "Each target takes 2 holy damage."),),
                             (("Persistent 1", "push 1"), ("Strained", "You take 1d6 damage."))]),
        hero_class=rng.choice(["conduit", "fury", "wizard", "", "{x: 1}"]),
    )


def _native(rng: random.Random) -> tuple[str, str | bytes]:
    src, r = sources(), rng.random()
    if r < 0.45:
        text = rng.choice(src.native_blocks)
    elif r < 0.75:
        text = rng.choice([native, native_labeled])(_parts(rng))
    elif r < 0.85:
        text = rng.choice(src.native_blocks) + rng.choice(["\n", "", "\n\n\n"]) + rng.choice(src.native_blocks)
    elif r < 0.93:
        text = _window(rng, rng.choice(src.markdown_files), 1000)  # Markdown read as native text
    else:
        text = _soup(rng, "native")
    return _finish(rng, "native", _mutate(rng, "native", text), rng.choice(["t.ability", "t.ability", "t.txt"]))


def _markdown(rng: random.Random) -> tuple[str, str | bytes]:
    src, r = sources(), rng.random()
    if r < 0.55:
        text = _window(rng, rng.choice(src.markdown_files))
    elif r < 0.85:
        text = rng.choice([md_hero, md_quote, md_fence])(_parts(rng))
    elif r < 0.95:
        text = "\n".join(_window(rng, rng.choice(src.markdown_files), 600) for _ in range(2))
    else:
        text = _soup(rng, "markdown")
    return _finish(rng, "markdown", _mutate(rng, "markdown", text), rng.choice(["t.md", "t.md", "t.markdown"]))


def _yaml(rng: random.Random) -> tuple[str, str | bytes]:
    src, r = sources(), rng.random()
    if r < 0.55:
        body = rng.choice(src.yaml_blocks)
    elif r < 0.85:
        body = rng.choice([yaml_plain, yaml_quoted, yaml_folded])(_parts(rng))
    elif r < 0.95:
        body = rng.choice(src.yaml_blocks) + rng.choice(["---\n", "...\n---\n", ""]) + rng.choice(src.yaml_blocks)
    else:
        body = _soup(rng, "yaml")
    body = _mutate(rng, "yaml", body)
    if rng.random() < 0.65:
        if rng.random() < 0.1:  # a list of features
            body = "".join(f"- {line}\n" if i == 0 else f"  {line}\n" for i, line in enumerate(body.split("\n")))
        return _finish(rng, "yaml", body, rng.choice(["t.yaml", "t.yml"]))
    fence = rng.choice(["```ds-feature\n", "```ds-feature\n", "```ds-statblock\n", "```yaml\n", "~~~ds-feature\n"])
    close = rng.choice(["```\n", "```\n", "```\n", "", "````\n", "  ```\n"])
    front = rng.choice(["", "", "---\nclass: fury\n---\n\n", "---\n" + rng.choice(YAML_VALUES) + "\n---\n"])
    text = front + "Some prose.\n\n" + fence + body.rstrip("\n") + "\n" + close
    if rng.random() < 0.2:
        text += "\n" + fence + rng.choice(src.yaml_blocks) + close
    if rng.random() < 0.3:
        text = _mutate(rng, "yaml", text, most=2)
    return _finish(rng, "yaml", text, "t.md")


def _hero(rng: random.Random) -> tuple[str, str | bytes]:
    return _toml_case(rng, "hero", sources().heroes, _hero_toml, 0.35, "t.toml")


def _toml_case(rng: random.Random, frontend: str, written: list[str], make, share: float,
               path: str) -> tuple[str, bytes]:
    """A TOML input: one of the `written` files (a `share` of the time) or one `make(rng)` writes,
    mutated as text most of the time and as bytes now and then."""
    text = rng.choice(written) if rng.random() < share else make(rng)
    if rng.random() < 0.7:
        text = _mutate(rng, frontend, text, most=4)
    data = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.1:
        data = _mutate_bytes(rng, data)
    return path, data


def _hero_toml(rng: random.Random) -> str:
    """A hero or target file, mostly well-formed, with a hostile value here and there."""
    def value(good: str) -> str:
        return good if rng.random() < 0.8 else rng.choice(TOML_VALUES)

    def quoted(word: str) -> str:
        return value(json.dumps(word, ensure_ascii=False))

    lines = []
    if rng.random() < 0.9:
        lines.append("name = " + quoted(rng.choice(["Korva", "Ω", "x", "a b", "Name\u202e"])))
    if rng.random() < 0.5:
        lines.append("class = " + quoted(rng.choice(CLASSES)))
    if rng.random() < 0.5:
        lines.append("level = " + value(str(rng.randint(1, 10))))
    if rng.random() < 0.4:
        lines.append("potency = " + quoted(rng.choice(CHARACTERISTICS)))
    if rng.random() < 0.5:
        lines.append("stamina = " + value(str(rng.randint(1, 200))))
    if rng.random() < 0.1:
        lines.append(json.dumps(rng.choice(HERO_KEYS)) + " = " + rng.choice(TOML_VALUES))
    sections = []
    if rng.random() < 0.95:
        names = ["might", "agility", "reason", "intuition", "presence"]
        if rng.random() < 0.2:
            names = rng.sample(CHARACTERISTICS, rng.randint(0, 6))
        sections.append(["[characteristics]"] + [f"{name} = {value(str(rng.randint(-5, 5)))}" for name in names])
    if rng.random() < 0.3:
        kit = ["[kit]", "name = " + quoted("Panther")]
        for key in rng.sample(["melee_damage", "ranged_damage", "other"], rng.randint(0, 3)):
            kit.append(f"{key} = " + value(str([rng.randint(0, 4) for _ in range(3)])))
        sections.append(kit)
    for table in ("immunities", "weaknesses"):
        if rng.random() < 0.3:
            sections.append([f"[{table}]"] + [f"{rng.choice(DAMAGE_TYPES)} = " + value(rng.choice(["5", "2", '"all"']))
                                              for _ in range(rng.randint(0, 3))])
    rng.shuffle(sections)
    return "\n".join(lines + [line for section in sections for line in section]) + "\n"


# ---- the other rulesets: Marvel Champions, Song of Blades and Heroes, 虚構侵蝕TRPG ------------------------

MARVEL_PACKS = CORPUS / "marvelcdb" / "pack"
SBH_RULEBOOKS = CORPUS / "sbhowc" / "data" / "rulebooks"
EXAMPLES = ROOT / "examples"
DOCS = ROOT / "docs"


@attrs.frozen
class GameSources:
    packs: tuple[tuple[str, tuple[tuple[int, int], ...]], ...]  # MarvelCDB's pack files, with their cards' spans
    champions_file: str            # examples/marvel/homebrew.champions
    champions: tuple[str, ...]     # native Marvel cards: homebrew's, the guide's, and the corpus's cards written so
    states: tuple[str, ...]        # Marvel game states (`statblock timing`): the example's and the guide's
    card_names: tuple[str, ...]    # the names of homebrew.champions's cards, for generated states
    warbands: tuple[str, ...]      # SBH warband files: the example and the guide's
    sbh_rules: tuple[str, ...]     # the special rules of the sbhowc builder's tables, as a profile writes them
    kyoko_file: str                # examples/kyoko/cards.kyoko
    kyoko_cards: tuple[str, ...]   # 虚構侵蝕 cards, one a paragraph: the example's and the guide's
    scenarios: tuple[str, ...]     # 虚構侵蝕 scenarios (`statblock sim`): the example and the guide's


_PACK_CARD = re.compile(r"^\t\{\n.*?^\t\}", re.S | re.M)   # a card object of a pack file, as published
_TAG = re.compile(r"<[^<>]*>")


def _fences(path: Path) -> list[str]:
    """The bodies of a document's fenced code blocks."""
    return re.findall(r"^```[a-z]*\n(.*?)^```", path.read_text("utf-8"), re.S | re.M)


def _indented(path: Path) -> list[str]:
    """A document's code blocks indented by four spaces."""
    return [m.group() for m in re.finditer(r"(?:^    .*\n|^\n(?=    ))+", path.read_text("utf-8"), re.M)]


def _paragraphs(text: str) -> list[str]:
    """The paragraphs of a card file that are not only comments."""
    blocks = (b.strip("\n") for b in re.split(r"\n[ \t]*\n", text))
    return [b + "\n" for b in blocks if any(line and not line.startswith("#") for line in b.split("\n"))]


@functools.cache
def game_sources() -> GameSources:
    from statblock.rulesets.marvel_champions.frontends.native import STATS, TYPES

    packs, written = [], []
    for path in sorted(MARVEL_PACKS.glob("*.json")):
        text = path.read_text("utf-8")
        packs.append((text, tuple(m.span() for m in _PACK_CARD.finditer(text))))
        written += filter(None, (_native_card(card, TYPES, STATS) for card in json.loads(text)))
    homebrew = (EXAMPLES / "marvel" / "homebrew.champions").read_text("utf-8")
    marvel_guide = _fences(DOCS / "marvel_champions.md")
    rules = []
    for path in sorted(SBH_RULEBOOKS.glob("*.json")):
        for rule in json.loads(path.read_text("utf-8-sig"))["data"].values():
            rules.append(rule["label"] + (" (Elves)" if rule.get("needsSpecification") else ""))
    kyoko = (EXAMPLES / "kyoko" / "cards.kyoko").read_text("utf-8")
    kyoko_guide = _fences(DOCS / "kyoko.md")
    return GameSources(
        packs=tuple(packs),
        champions_file=homebrew,
        champions=tuple(_paragraphs(homebrew) + [p for b in marvel_guide if "ruleset: marvel_champions" in b
                                                 for p in _paragraphs(b)] + written),
        states=((EXAMPLES / "marvel" / "state.toml").read_text("utf-8"),
                *(b for b in marvel_guide if "[[players]]" in b)),
        card_names=tuple(re.findall(r"^([^#\n(:]+?)(?: — [^(\n:]*)? \([^()\n]*\)$", homebrew, re.M)),
        warbands=((EXAMPLES / "sbh" / "green-hand.sbh").read_text("utf-8"),
                  *(textwrap.dedent(b) for b in _indented(DOCS / "sbh.md") if "ruleset: sbh" in b)),
        sbh_rules=tuple(rules),
        kyoko_file=kyoko,
        kyoko_cards=tuple(p for b in [kyoko, *(b for b in kyoko_guide if "ruleset: kyoko" in b and "[[" not in b)]
                          for p in _paragraphs(b)),
        scenarios=((EXAMPLES / "kyoko" / "scenario.toml").read_text("utf-8"),
                   *(b for b in kyoko_guide if "[[events]]" in b)),
    )


def _native_card(card: dict, types: dict, stats: dict) -> str | None:
    """A MarvelCDB card written in the native format: its name, subname and type, traits, stats, and
    its text with the markup out, a paragraph a line."""
    name, kind = card.get("name"), types.get(card.get("type_code"))
    if not isinstance(name, str) or kind is None:
        return None
    lines = [name + (f" — {card['subname']}" if card.get("subname") else "") + f" ({kind[0][0]})"]
    if card.get("traits"):
        lines.append("Traits: " + card["traits"])
    numbers = [f"{names[0][0]} {card[key]}" for key, names in stats.items()
               if isinstance(card.get(key), int) and not isinstance(card.get(key), bool)]
    if numbers:
        lines.append(" · ".join(numbers))
    text = re.sub(r"<hr\s*/?>|<br\s*/?>|</?p>", "\n", str(card.get("text") or ""))
    lines += [line.strip() for line in html.unescape(_TAG.sub("", text)).split("\n") if line.strip()]
    return "\n".join(lines) + "\n"


JSON = [
    "{", "}", "[", "]", ",", ":", '"', "\\", '\\"', "\\n", "\\t", "\\/", "\\u2192", "\\ud83d\\ude00", "\\ud800",
    "\\udc00", "\\u0000", "\\u001b[2J", "\\u202e", "\\x41", "\\U0001F600", "null", "true", "false", "1e999", "-0",
    "0.5", "1E+2", "NaN", "Infinity", "-Infinity", "0x10", "01", "//", "/*", "*/", "'", ",]", ",}", '"": ',
    '"text": "', '"code": "01001a", ', '"pack_code": "core", ', '"name": ', '"type_code": "hero", ',
    '"type_code": "main_scheme", ', '"back_text": "', '"back_name": "', '"duplicate_of": "01001a", ',
    '"boost": 2, ', '"traits": "Avenger. Tech.", ', '"subname": "', '"flavor": "', '"scheme text": "x", ',
    '"threat": 7, ', '"threat_fixed": true, ', '"cost": null, ', '"health": 9999999999999999999999, ',
    '{"code": "x", "pack_code": "core", "name": "X", "text": "Y"}',
]
MARVEL_TEXT = [
    "<b>", "</b>", "<i>", "</i>", "<hr />", "<hr/>", "<br />", "<br>", "<p>", "</p>", "<b><b>", "</b:", "<img src=x>",
    "<script>", '<b class="x">', "< b>", "<>", "</>", "<!-- -->", "<b>Forced Response</b>: ", "<b>Interrupt</b>: ",
    "<b>Hero Action</b> <i>(attack)</i>: ", "<i>(attack)</i>", "<b>Boost</b>:", "&amp;", "&lt;", "&gt;", "&quot;",
    "&nbsp;", "&#8594;", "&#x2192;", "&#0;", "&#1114112;", "&#99999999;", "&#x110000;", "&bogus;", "&amp", "&;",
    "/n", "[energy]", "[mental]", "[physical]", "[wild]", "[per_hero]", "[star]", "[boost]", "[[Tech]]",
    "[[S.H.I.E.L.D.]]", "[[", "]]", "→", " → ", "—", " — ", "―", "Hero Action: ", "Alter-Ego Action: ",
    "Action: ", "Resource: ", "Forced Response: ", "Forced Interrupt: ", "Response: ", "Interrupt: ",
    "When Revealed: ", "When Defeated: ", "Special: ", "Boost: ", "Retaliate 1.", "Guard.", "Toughness.",
    "Surge.", "Quickstrike.", "Peril.", "Victory 1.", "Patrol.", "Overkill.", "Piercing.", "Ranged.",
    "Uses (3 web counters).", "Hinder 2.", "Incite 1.", "Acceleration.", "Crisis.", "Permanent.",
    "Deal 3 damage to an enemy.", "Deal 9999999999999 damage to an enemy.", "Remove 1 threat from a scheme.",
    "Draw 1 card.", "(Limit once per round.)", "(Max 1 per player.)", "Then, ", "If you do, ", "you may ",
    "Exhaust Grapnel Line", "Spend [energy] resource", " (attack)", " (thwart)", " (defense)", "X",
    "1[per_hero]", "Traits: ", "Cost 2 · ATK 1 · THW 1 · HP 2", "ATK X · SCH 1*",
    "Threat 6 · Target Threat 12[per_hero]", " (Ally)", " (Hero)", " (Alter-Ego)", " (Villain)", " (Main Scheme)",
    " (Nope)", "()", "（味方）", "（ヒーロー）", "特性：", "コスト 2 · 攻撃 1 · 阻止 1 · 体力 2", "強制レスポンス：",
    "強制インタラプト：", "ヒーロー・アクション：", "公開時：", "報復1。", "ガード。", "敵1体に3ダメージを与える。",
    "カードを1枚引く。", "（ラウンドごとに1回まで。）",
]
JAPANESE = [
    "［", "］", "〈", "〉", "【", "】", "「", "」", "『", "』", "（", "）", "〔", "〕", "：", "；", "、", "。", "・", "，",
    "．", "！", "？", "～", "〜", "…", "‥", "＋", "－", "−", "±", "×", "／", "＝", "＜", "＞", "０", "１２", "\u3000",
    "ゃ", "ッ", "ｶﾞ", "㍻", "ヶ",
]
SBH = [
    "Warband: ", "Band: ", "ウォーバンド：", "部隊：", "Points: 300", "Points 300", "Pts: 300", "Limit: 300",
    "300 points", "300 pts", "ポイント：300", "上限 300", "300点", "2x ", "2 x ", "2× ", "x2", " ×3", "2体 ",
    " 2体", "(x3)", "Q3+", "Q4+", "Q2+", "Q6+", "Q7+", "Q1+", "Q0+", "Q9+", "q 3+", "Q3", "Quality 3+",
    "Quality: 3+", "質3+", "クオリティ 3+", "C0", "C2", "C3", "C5", "C6", "C-1", "c 2", "Combat 2", "Combat: 2",
    "戦闘2", "戦闘力 2", "コンバット 2", ", ", ",", "; ", "、", " / ", " | ", " - ", ": ", "(Long)", "(L)",
    "(Medium)", "(Short)", "（長）", "射手（長）", "(Elves)", "(3)", "(Fire)", "= 56 pts", "=56", "(56)",
    "(56 pts)", "[56 pts]", "56pts", "56 points", "56点", "56ポイント", "#", " # a comment", "Magic-User",
    "Magic User", "magic_user", "Shooter", "Hatred", "Lethal", "Long Move", "Animal", "Forester", "Stealth",
    "Leader", "Undead", "Flying", "Elf Mage", "Orc Archer", "Wolf", "エルフの魔法使い", "マジック・ユーザー", "森林踏破",
]
KYOKO = [
    "（所持品）", "（フィクションパワー）", "（FP）", "(item)", "(power)", "(Item)", "（）", "()", "使用：行動",
    "使用：割込", "使用：常時", "使用：", "Use: Action", "Use: Interrupt", "対象：単体", "対象：自身", "Target: self",
    "効果：", "Effect: ", "［崩壊２］", "［崩壊３］", "［崩壊0］", "［崩壊-3］", "［崩壊9999］", "［再生2］", "［再生1000］",
    "［憎悪／使用者］", "［憎悪／（特定のキャラクター）］", "［憎悪］", "［気絶］", "［散漫］", "［集中］", "［高揚］",
    "［萎縮］", "［隠密］", "［飛行］", "［搭乗］", "［瀕死］", "［死亡］", "［硬直］", "［成功］", "［失敗］",
    "［クリティカル］", "［有利］", "［行動］", "［未知］", "[Decay 3]", "[Hatred/User]", "[Hidden]", "[Shaken]",
    "を解除", "を解除する。", "を与える。", "を受ける。", "を受けている間", "対象に4点のダメージを与え、",
    "5点のダメージ", "「操縦者の【移動値】」点のダメージ", "ダメージ5", "damage 5", "5 damage", "5点回復",
    "【感覚】点回復", "「【感覚】±0」点回復", "【装備ＨＰ】を2点回復", "recover 5", "heal 5", "難易度4の〈意志〉判定",
    "難易度 4 の 〈意志〉 判定", "難易度99999の〈頑健〉判定", "Difficulty 4 <Will> check", "〈学問：医学〉", "〈運動〉",
    "【感覚】", "【ＨＰ】", "【Sense】", "<Will>", "判定に［成功］すれば", "［成功］することで解除できる。",
    "on a success, remove [Shaken]", "。", "、",
]
KYOKO_EFFECT = KYOKO[KYOKO.index("［崩壊２］"):]
KYOKO_CONDITIONS = [p for p in KYOKO if p.startswith(("［", "["))]
TOML_SYNTAX = TOML[: TOML.index("[kit]\n")]
STATE = [
    "cards = ", '"homebrew.champions"', '["homebrew.champions"]', "you = ", "[villain]\n", "[main_scheme]\n",
    "[[side_schemes]]\n", "[[encounter]]\n", "[[boost]]\n", "[[players]]\n", "card = ", "code = ", "name = ",
    "hero = ", "alter_ego = ", "form = ", "damage = ", "threat = ", "exhausted = ", "status = ", "counters = ",
    "used = ", "resources = ", "play = ", "engaged = ", "hand = ", "attached_to = ", '"hero"', '"alter-ego"',
    '"分身"', '["tough"]', '["stunned", "confused"]', '["スタン"]', "{ web = 3 }", "{ energy = 1, wild = 1 }",
    '{ card = "Dock Thug", exhausted = true }', '"Steel Jaw"', '"Night Owl"', '"Kara Voss"', '"Kara"',
]
SCENARIO = [
    "seed = ", "[character]\n", "[rules]\n", "[[events]]\n", '"キャラクター"', "name = ", "hp = ", '"装備ＨＰ" = ',
    '"感覚" = ', "skills = ", '{ "意志" = "2D6", "頑健" = "2D8" }', '"2D6"', '"200D20"', '"0D6"', '"2D7"',
    "kind = ", '"ダメージ"', '"付与"', '"解除"', '"ラウンド終了"', '"手番終了"', '"判定"', '"治療"', '"10分経過"',
    '"damage"', '"gain"', '"check"', "amount = ", "armor = ", "source = ", '"状態" = ', '"［崩壊２］"',
    '"［憎悪／使用者］"', '"［気絶］"', '"［散漫］"', '"技能" = ', '"難易度" = ', '"解除条件" = ', "by = ",
    '{ "感覚" = 3, "技能" = "2D6" }', "armor_overflow = ", "armor_split = ", '"hp"', '"消滅"',
]

PIECES |= {
    "marvelcdb": JSON + MARVEL_TEXT + JAPANESE + HOSTILE,
    "champions": MARVEL_TEXT + JAPANESE + HOSTILE,
    "mc_state": TOML_SYNTAX + STATE + HOSTILE + NUMBERS,
    "sbh": SBH + JAPANESE + HOSTILE + NUMBERS,
    "kyoko": KYOKO + JAPANESE + HOSTILE,
    "scenario": TOML_SYNTAX + SCENARIO + KYOKO[:40] + JAPANESE + HOSTILE + NUMBERS,
}
GAMES = ("marvelcdb", "champions", "mc_state", "sbh", "kyoko", "scenario")
_TOMLS = ("hero", "mc_state", "scenario")

JSON_VALUES = [
    "null", "true", "false", "0", "-1", "1.5", "1e400", "9" * 30, '""', '" "', '"x"', "[]", "{}", '[1, "2", null]',
    '{"a": {"b": []}}', '"\\u0000\\u202e\\u001b[2J"', '"\\ud800"', '"<b>x</b>"', '"a\\nb\\n\\n"',
    '"<b>Forced Response</b>: x.<hr />Boost: y"', '"&#x110000;&bogus;&amp"', '"01001a"', '"core"', '"hero"',
    '"villain"', '"main_scheme"', '"' + " " * 300 + '"',
]
# Runs the text front-ends of the other games repeat: long runs of spaces (half- and full-width) among them.
GAME_RUNS = [" ", "  ", "\u3000", "\t", "［", "【", "〈", "（", "<b>", "&amp;", "\\n", "[[", "、", "。", "Retaliate 1. ",
             "Q3+ ", "2x ", "［崩壊２］", "難易度4の", "\u200b", "\x1b[2J", "`", "\\"]
# What the other games' widths and spellings swap: full width for half, and back.
GAME_WIDTHS = [(" ", "\u3000"), (" ", "  "), (" ", ""), (":", "："), ("：", ":"), ("(", "（"), ("（", "("),
               (")", "）"), ("[", "［"), ("［", "["), ("]", "］"), ("］", "]"), ("<", "〈"), ("〈", "<"), ("、", ","),
               (",", "、"), ("3", "３"), ("2", "２"), ("\n", " "), ("\n", "\n\n"), ("\n", "\r"), ("-", "–")]


def _marvelcdb(rng: random.Random) -> tuple[str, str | bytes]:
    """MarvelCDB card data: a window of a few cards of a pack, as published; now and then a whole
    pack (tens of KB), or an array around one card of generated text."""
    src, r = game_sources(), rng.random()
    text, spans = rng.choice(src.packs)
    if r < 0.85:
        start = rng.randrange(len(spans))
        window = spans[start:start + rng.randint(1, 4)]
        text = "[\n" + ",\n".join(text[a:b] for a, b in window) + "\n]\n"
    elif r < 0.95:
        text = ('[{"code": "01001", "pack_code": "core", "name": "X", "type_code": "event", "text": "'
                + json.dumps(_soup(rng, "champions"), ensure_ascii=rng.random() < 0.5)[1:-1] + '"}]\n')
    elif r < 0.99:
        text = _soup(rng, "marvelcdb")
    # else the whole pack
    return _finish(rng, "marvelcdb", _mutate(rng, "marvelcdb", text), "t.json")


def _champions(rng: random.Random) -> tuple[str, str | bytes]:
    src, r = game_sources(), rng.random()
    if r < 0.05:  # (the Marvel reader takes about a millisecond a paragraph: most inputs are a card or two)
        text = src.champions_file
    elif r < 0.9:
        text = "\n".join(rng.choice(src.champions) for _ in range(rng.choice([1, 1, 2])))
        if rng.random() < 0.5:
            text = "# ruleset: marvel_champions\n" + text
    else:
        text = _soup(rng, "champions")
    return _finish(rng, "champions", _mutate(rng, "champions", text), "t.champions")


def _mc_state(rng: random.Random) -> tuple[str, str | bytes]:
    """A Marvel game state (TOML) naming homebrew.champions's cards, mostly well-formed."""
    return _toml_case(rng, "mc_state", game_sources().states, _state_toml, 0.35, "state.toml")


FORMS = ['"hero"', '"alter-ego"', '"分身"', '"alter_ego"', '"villain"']


def _state_toml(rng: random.Random) -> str:
    names = game_sources().card_names

    def value(good: str) -> str:
        return good if rng.random() < 0.85 else rng.choice(TOML_VALUES)

    def card() -> str:
        return value(json.dumps(rng.choice(names) if rng.random() < 0.9 else rng.choice(["Stel Jaw", "", "Ω"]),
                                ensure_ascii=False))

    def entry() -> str:
        if rng.random() < 0.5:
            return card()
        extra = rng.sample(["exhausted = true", f"damage = {value(str(rng.randint(0, 5)))}",
                            f"threat = {value(str(rng.randint(0, 9)))}", 'status = ["tough"]',
                            "counters = { web = 3 }", "used = [1]", 'attached_to = "Steel Jaw"'], rng.randint(0, 3))
        return "{ " + ", ".join([f"card = {card()}", *extra]) + " }"

    lines = []
    if rng.random() < 0.9:
        lines.append("cards = " + value('["homebrew.champions"]'))
    if rng.random() < 0.5:
        lines.append("you = " + value('"Kara"'))
    for zone in ("villain", "main_scheme"):
        if rng.random() < 0.7:
            lines += [f"[{zone}]", f"card = {card()}"] + ([f"threat = {value('3')}"] if rng.random() < 0.5 else [])
    for zone in ("side_schemes", "encounter", "boost"):
        if rng.random() < 0.2:
            lines += [f"[[{zone}]]", f"card = {card()}"]
    for number in range(rng.choice([0, 1, 1, 1, 2])):
        player, form = json.dumps(["Kara", "Ana", "名前"][number], ensure_ascii=False), rng.choice(FORMS)
        lines += ["[[players]]", f"name = {value(player)}", f"hero = {value(json.dumps('Night Owl'))}",
                  f"alter_ego = {value(json.dumps('Kara Voss'))}", f"form = {value(form)}"]
        for zone in ("play", "engaged", "hand"):
            if rng.random() < 0.6:
                lines.append(f"{zone} = [" + ", ".join(entry() for _ in range(rng.randint(0, 3))) + "]")
        if rng.random() < 0.3:
            lines.append("resources = " + value(rng.choice(["{ energy = 1, wild = 1 }", "2", '{ mental = "x" }'])))
    return "\n".join(lines) + "\n"


def _sbh(rng: random.Random) -> tuple[str, str | bytes]:
    src, r = game_sources(), rng.random()
    if r < 0.3:
        text = rng.choice(src.warbands)
    elif r < 0.93:
        text = _warband(rng)
    else:
        text = _soup(rng, "sbh")
    return _finish(rng, "sbh", _mutate(rng, "sbh", text), rng.choice(["t.sbh", "t.sbh", "t.SBH"]))


def _warband(rng: random.Random) -> str:
    """A warband of profiles whose special rules come from the sbhowc builder's tables."""
    rules = game_sources().sbh_rules
    lines = ["# ruleset: sbh"] if rng.random() < 0.3 else []
    for _ in range(rng.choice([1, 1, 1, 2])):
        if rng.random() < 0.8:
            lines.append(rng.choice(["Warband: ", "", "ウォーバンド：", "Band: "])
                         + rng.choice(["The Green Hand", "緑の手", "Ω", "a" * 80, "Elves"]))
        if rng.random() < 0.7:
            lines.append(rng.choice(["Points: 300", "300 pts", "ポイント：300", "Limit 9999999", "Points: 0", "300点"]))
        for _ in range(rng.randint(1, 4)):
            chosen = rng.sample(rules, rng.randint(0, 4)) + (["Magic-User"] if rng.random() < 0.4 else [])
            rng.shuffle(chosen)
            lines.append(
                rng.choice(["", "", "", "2x ", "3x ", "2体 ", "12x "])
                + rng.choice(["Elf Mage", "Orc Archer", "Wolf", "エルフの魔法使い", "Troll", "Ω", "Goblin ×3", "Orc (x3)"])
                + rng.choice(["  ", " ", " - ", "\u3000"])
                + rng.choice(["Q3+", "Q4+", "Q2+", "Q5+", "Q6+", "質3+", "Quality: 4+", "Q 3+"]) + " "
                + rng.choice(["C2", "C3", "C1", "C0", "C4", "戦闘2", "Combat 5", "C6"]) + " "
                + rng.choice([", ", ", ", "、", "; "]).join(chosen)
                + rng.choice(["", "", "", " = 56 pts", " (56)", " 56点", " # note"]))
    return "\n".join(lines) + "\n"


def _kyoko(rng: random.Random) -> tuple[str, str | bytes]:
    src, r = game_sources(), rng.random()
    if r < 0.2:
        text = src.kyoko_file
    elif r < 0.9:
        cards = [rng.choice(src.kyoko_cards) if rng.random() < 0.5 else _kyoko_card(rng)
                 for _ in range(rng.randint(1, 3))]
        text = ("# ruleset: kyoko\n\n" if rng.random() < 0.5 else "") + "\n".join(cards)
    else:
        text = _soup(rng, "kyoko")
    return _finish(rng, "kyoko", _mutate(rng, "kyoko", text), "t.kyoko")


def _kyoko_card(rng: random.Random) -> str:
    """A card of the game's words: a name and kind, a use, a target, an effect of a few phrases."""
    english = rng.random() < 0.2
    effect = "".join(rng.choice(KYOKO_EFFECT) for _ in range(rng.randint(1, 6)))
    lines = [rng.choice(["焦熱の掌", "止血帯", "Smoke Charm", "Ω", "刃"]) + rng.choice(KYOKO[:6])]
    if rng.random() < 0.9:
        lines.append(rng.choice(["Use: Action", "Use: Interrupt"] if english else ["使用：行動", "使用：割込", "使用：常時"]))
    if rng.random() < 0.7:
        lines.append(rng.choice(["Target: self", "Target: one"] if english else ["対象：単体", "対象：自身", "対象：範囲"]))
    lines.append(("Effect: " if english else "効果：") + effect)
    if rng.random() < 0.3:
        lines.append(rng.choice(KYOKO_EFFECT) + "。")
    return "\n".join(lines) + "\n"


def _scenario(rng: random.Random) -> tuple[str, str | bytes]:
    """A 虚構侵蝕 scenario (TOML, `# ruleset: kyoko` first), mostly well-formed."""
    return _toml_case(rng, "scenario", game_sources().scenarios, _scenario_toml, 0.3, "t.toml")


def _scenario_toml(rng: random.Random) -> str:
    """A character and events of every kind, each with the keys its kind takes (keys.py), in English
    or Japanese, with a hostile value here and there."""
    from statblock.rulesets.kyoko.sim.keys import CHARACTER, EVENT_KEYS, KIND_KEYS, KINDS, RULES, CHOICES

    def value(good: str) -> str:
        return good if rng.random() < 0.85 else rng.choice(TOML_VALUES)

    def key(words: tuple[str, ...]) -> str:
        return json.dumps(rng.choice(words), ensure_ascii=False)

    goods = {"amount": lambda: str(rng.randint(0, 12)), "armor": lambda: rng.choice(["true", "false", "2"]),
             "source": lambda: '"ゾンビの爪"',
             "condition": lambda: json.dumps(rng.choice(KYOKO_CONDITIONS), ensure_ascii=False),
             "skill": lambda: rng.choice(['"意志"', '"頑健"', '"Will"', '"〈学問：医学〉"']),
             "difficulty": lambda: str(rng.randint(1, 8)), "contest": lambda: rng.choice(['"active"', '"受動"']),
             "by": lambda: '{ "感覚" = 3, "技能" = "2D6" }', "constant": lambda: "true", "harmful": lambda: "true",
             "targets": lambda: "2", "lost": lambda: "false", "moving": lambda: "true", "specific": lambda: "true",
             "try_elation": lambda: "true", "role": lambda: '"defense"', "removal": lambda: '"解毒剤"'}
    lines = ["# ruleset: kyoko"] if rng.random() < 0.95 else []
    if rng.random() < 0.6:
        lines.append("seed = " + value(str(rng.randint(0, 99))))
    lines.append("[character]")
    for name, good in (("name", '"ミサキ"'), ("hp", str(rng.randint(1, 20))), ("armor_hp", str(rng.randint(0, 6))),
                       ("sense", str(rng.randint(0, 5))),
                       ("skills", '{ "意志" = "2D6", "頑健" = "' + rng.choice(["2D8", "1D4", "3D20", "2D7"]) + '" }')):
        if rng.random() < 0.85:
            lines.append(f"{key(CHARACTER[name])} = {value(good)}")
    if rng.random() < 0.5:
        lines.append("[rules]")
        for rule in rng.sample(sorted(RULES), rng.randint(1, 3)):
            choices = CHOICES.get(rule)
            good = json.dumps(rng.choice(rng.choice(list(choices.values()))), ensure_ascii=False) if choices else "true"
            lines.append(f"{key(RULES[rule])} = {value(good)}")
    for _ in range(rng.randint(0, 8)):
        kind = rng.choice(sorted(KINDS))
        lines += ["[[events]]", f"{key(EVENT_KEYS['kind'])} = {value(key(KINDS[kind]))}"]
        for name in KIND_KEYS.get(kind, ()):
            if rng.random() < 0.7:
                lines.append(f"{key(EVENT_KEYS[name])} = {value(goods.get(name, lambda: '1')())}")
    return "\n".join(lines) + "\n"


def _finish(rng: random.Random, frontend: str, text: str, path: str) -> tuple[str, str | bytes]:
    """Line endings and a byte-order mark now and then; one text input in ten goes in as bytes."""
    r = rng.random()
    if r < 0.05:
        text = text.replace("\n", "\r\n")
    elif r < 0.07:
        text = text.replace("\n", "\r")
    if rng.random() < 0.03:
        text = "\ufeff" + text
    if rng.random() < 0.1:
        return path, _mutate_bytes(rng, _encode(rng, text))
    return path, text


def _encode(rng: random.Random, text: str) -> bytes:
    encoding = rng.choice(["utf-8", "utf-8", "utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-32", "latin-1"])
    return text.encode(encoding, "surrogatepass" if encoding.startswith("utf") else "replace")


def _mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    for _ in range(rng.randint(0, 3)):
        at = rng.randint(0, len(data))
        kind = rng.randrange(5)
        if kind == 0:
            piece = rng.choice([b"\x80", b"\xff", b"\xc0\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x00",
                                b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\xe3\x81"])
            data = data[:at] + piece + data[at:]
        elif kind == 1 and data:
            data = data[:at] + bytes([rng.randrange(256)]) + data[at + 1:]
        elif kind == 2:
            data = data[:at]
        elif kind == 3:
            mark = rng.choice([b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff"])
            data = mark + data
        else:
            data = data[:at] + data[at + rng.randint(1, 4):]
    return data


# ---- mutations ----------------------------------------------------------------------------------------


def _at(rng: random.Random, text: str) -> int:
    return rng.randint(0, len(text))


def _piece(rng: random.Random, frontend: str) -> str:
    return rng.choice(PIECES[frontend]) if rng.random() < 0.85 else _random_chars(rng, 4)


def _insert(rng, frontend, text):
    at = _at(rng, text)
    return text[:at] + _piece(rng, frontend) + text[at:]


def _delete(rng, frontend, text):
    at = _at(rng, text)
    return text[:at] + text[at + rng.choice([1, 1, 2, 3, 5, 8, 13, 40, 200]):]


def _replace(rng, frontend, text):
    at = _at(rng, text)
    return text[:at] + _piece(rng, frontend) + text[at + rng.randint(1, 8):]


def _lines(rng, frontend, text):
    lines = text.split("\n")
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    kind = rng.randrange(7)
    if kind == 0:  # duplicate a run of lines
        run = lines[i:i + rng.randint(1, 4)]
        times = rng.randint(2000, 20000) // (len("".join(run)) + 1) + 1 if _big(rng) else rng.randint(1, 3)
        lines[i:i] = run * times
    elif kind == 1:
        del lines[i:i + rng.randint(1, 3)]
    elif kind == 2:
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 3:
        lines.insert(j, lines.pop(i))
    elif kind == 4:
        lines[i] = rng.choice(LINE_PREFIXES) + lines[i]
    elif kind == 5:  # indent or dedent a run of lines
        indent = rng.choice([" ", "  ", "    ", "\t", "> "])
        for k in range(i, min(len(lines), i + rng.randint(1, 6))):
            lines[k] = lines[k].lstrip() if rng.random() < 0.5 else indent + lines[k]
    else:
        lines[i] = lines[i].rstrip() + rng.choice([" ", "  ", "\t", "\\", " \\", "  \u00a0"])
    return "\n".join(lines)


def _splice(rng, frontend, text):
    """A run of lines from another source, of any front-end, at a line boundary."""
    src = sources()
    if frontend in GAMES:  # mostly this game's own text, now and then another's
        games = game_sources()
        donor = rng.choice([games.champions, games.states, games.warbands, games.kyoko_cards, games.scenarios,
                            [text for text, _ in games.packs[:4]], src.native_blocks, src.heroes])
    else:
        donor = rng.choice([src.native_blocks, src.markdown_files, src.yaml_blocks, src.heroes, src.tier_lines])
    donor_lines = rng.choice(donor).split("\n")
    start = rng.randrange(len(donor_lines))
    piece = donor_lines[start:start + rng.randint(1, 8)]
    lines = text.split("\n")
    at = rng.randint(0, len(lines))
    return "\n".join(lines[:at] + piece + lines[at:])


_DIGITS = re.compile(r"\d+")


def _number(rng, frontend, text):
    matches = list(_DIGITS.finditer(text))
    huge = "9" * rng.choice([4300, 4301, 5000, 20000]) if _big(rng) else rng.choice(NUMBERS)
    if not matches:
        at = _at(rng, text)
        return text[:at] + huge + text[at:]
    match = rng.choice(matches)
    return text[: match.start()] + huge + text[match.end():]


def _chars(rng, frontend, text):
    at = _at(rng, text)
    return text[:at] + _random_chars(rng, 6) + text[at:]


def _case(rng, frontend, text):
    at = _at(rng, text)
    end = at + rng.randint(1, 30)
    change = rng.choice([str.upper, str.lower, str.swapcase, str.title])
    return text[:at] + change(text[at:end]) + text[end:]


def _spaces(rng, frontend, text):
    at = _at(rng, text)
    end = at + rng.randint(5, 200)
    if frontend in GAMES:
        old, new = rng.choice(GAME_WIDTHS)
        return text[:at] + text[at:end].replace(old, new) + text[end:]
    old, new = rng.choice([(" ", "\t"), (" ", "\u00a0"), (" ", "\u3000"), (" ", ""), (" ", "  "), ("\n", " "),
                           ("\n", "\n\n"), ("\n", "\r"), (":", "："), (";", "；"), ("-", "–")])
    return text[:at] + text[at:end].replace(old, new) + text[end:]


def _truncate(rng, frontend, text):
    return text[: _at(rng, text)]


def _repeat(rng, frontend, text):
    """A piece many times over: a long line, a long word, many clauses, a long run of spaces."""
    if frontend in GAMES:
        piece = rng.choice(GAME_RUNS + [_piece(rng, frontend)])
        times = rng.randint(1000, 20000) // len(piece) if _big(rng) else rng.randint(2, 60)
        at = _at(rng, text)
        return text[:at] + piece * times + text[at:]
    piece = rng.choice(["damage; ", "a", "x ", "(", "**", "> ", "- ", "\t", "A < WEAK, ", "prone and ", "; ", "|",
                        "🎯", "ダメージ", "\u200b", "\x1b[2J", "`", "\\", _piece(rng, frontend)])
    times = rng.randint(1000, 20000) // len(piece) if _big(rng) else rng.randint(2, 60)
    at = _at(rng, text)
    return text[:at] + piece * times + text[at:]


def _nest(rng, frontend, text):
    """Nesting: brackets, block quotes, lists, flow collections, dotted keys; deep when big (but
    indentation, whose size grows with the square of the depth, only to 150 levels)."""
    depth = int(200 * 100 ** rng.random()) if _big(rng) else rng.randint(2, 40)  # big: 200 to 20,000
    if frontend in _TOMLS:
        shapes = [lambda d: "a = " + "[" * d + "1" + "]" * d + "\n",
                  lambda d: "a = " + "{b = " * d + "1" + "}" * d + "\n",
                  lambda d: ".".join(["a"] * d) + " = 1\n", lambda d: "[" + ".".join(["a"] * d) + "]\n",
                  lambda d: "a = " + "[" * d + "\n"]
    elif frontend == "yaml":
        shapes = [lambda d: "[" * d + "]" * d, lambda d: "{a: " * d + "b" + "}" * d, lambda d: "- " * d + "x",
                  lambda d: "".join("  " * k + "a:\n" for k in range(min(d, 150))), lambda d: "[" * d,
                  lambda d: "".join("  " * k + "- \n" for k in range(min(d, 150)))]
    elif frontend == "marvelcdb":
        shapes = [lambda d: "[" * d + "]" * d, lambda d: '{"a": ' * d + "1" + "}" * d, lambda d: "[" * d,
                  lambda d: '[{"text": "' + "<b>" * d + "x" + "</b>" * d + '"}]', lambda d: "{" * d,
                  lambda d: '"text": "' + "<i>" * d + '",']
    elif frontend in GAMES:
        shapes = [lambda d: "(" * d + "x" + ")" * d, lambda d: "（" * d, lambda d: "［" * d + "x" + "］" * d,
                  lambda d: "【" * d, lambda d: "〈" * d + "〉" * d, lambda d: "[[" * d, lambda d: "<b>" * d,
                  lambda d: "「" * d + "」" * d, lambda d: "\n".join("  " * k + "x" for k in range(min(d, 150)))]
    else:
        shapes = [lambda d: "(" * d, lambda d: "(" * d + "x" + ")" * d, lambda d: "[" * d, lambda d: "> " * d + "x",
                  lambda d: "\n".join("  " * k + "- x" for k in range(min(d, 150))), lambda d: "**" * d,
                  lambda d: "<div>" * d, lambda d: "`" * d, lambda d: "> - " * d + "**≤11:** 1 damage"]
    at = text.rfind("\n", 0, _at(rng, text)) + 1
    return text[:at] + rng.choice(shapes)(depth) + "\n" + text[at:]


_YAML_KEY = re.compile(r"^(\s*(?:- )?[\w-]+:)[ \t]*(.*)$", re.M)
_JSON_KEY = re.compile(r'^\s*"[^"\n]+"\s*:[ \t]*(.*?),?$', re.M)
_YAML_ITEM = re.compile(r"^(\s*- )(.*)$", re.M)
_TOML_KEY = re.compile(r"^(\s*[\w.\"-]+\s*=)[ \t]*(.*)$", re.M)


def _value(rng, frontend, text):
    """Type confusion: a value of the wrong kind where one is expected."""
    if frontend in _TOMLS:
        pattern, values, sep = _TOML_KEY, TOML_VALUES, " "
    elif frontend == "marvelcdb":
        matches = list(_JSON_KEY.finditer(text))
        if not matches:
            return _insert(rng, frontend, text)
        match = rng.choice(matches)
        return text[: match.start(1)] + rng.choice(JSON_VALUES) + text[match.end(1):]
    else:
        pattern, values, sep = rng.choice([_YAML_KEY, _YAML_ITEM]), YAML_VALUES, " " if rng.random() < 0.9 else ""
    matches = list(pattern.finditer(text))
    if not matches:
        return _insert(rng, frontend, text)
    match = rng.choice(matches)
    return text[: match.start()] + match.group(1) + sep + rng.choice(values) + text[match.end():]


def _aliases(rng, frontend, text):
    """YAML anchors and aliases: a billion laughs, a recursive alias, an anchor on a real value."""
    kind = rng.randrange(4)
    if kind == 0:  # a billion laughs: each level repeats the one before `width` times
        width, levels = rng.randint(2, 10), rng.randint(2, 9 if _big(rng) else 5)
        bomb = 'l0: &l0 "lol"\n' + "".join(f"l{k}: &l{k} [{', '.join([f'*l{k - 1}'] * width)}]\n"
                                           for k in range(1, levels + 1))
        key = rng.choice(["effects", "keywords", "tier1", "name", "effect", "metadata", "distance"])
        return text.rstrip("\n") + "\n" + bomb + f"{key}: *l{levels}\n"
    if kind == 1:  # a recursive alias
        key = rng.choice(["effects", "keywords", "tier1", "metadata"])
        return text.rstrip("\n") + "\n" + rng.choice([f"{key}: &r [*r]\n", f"{key}: &r {{a: *r}}\n",
                                                     f"{key}: &r\n  - *r\n  - roll: x\n"])
    if kind == 2:  # an anchor on a real value and an alias of it elsewhere
        matches = list(_YAML_KEY.finditer(text))
        if len(matches) < 2:
            return _insert(rng, frontend, text)
        first, second = sorted(rng.sample(matches, 2), key=lambda m: m.start())
        text = text[: second.start()] + second.group(1) + " *v" + text[second.end():]
        return text[: first.start()] + first.group(1) + " &v " + first.group(2) + text[first.end():]
    return text.rstrip("\n") + "\n<<: " + rng.choice(["*a", "[*a, *b]", "{}", "[]", "x"]) + "\n"


def _escape(rng, frontend, text):
    """JSON escapes: a run of characters written as `\\uXXXX` (surrogate pairs past the BMP), or a broken one."""
    at = _at(rng, text)
    end = min(len(text), at + rng.randint(1, 12))
    if rng.random() < 0.8:  # inside a string, the same value: each character must still map onto the file
        units = text[at:end].encode("utf-16-be", "surrogatepass")
        escaped = "".join(f"\\u{int.from_bytes(units[i:i + 2], 'big'):04x}" for i in range(0, len(units), 2))
    else:
        escaped = rng.choice(["\\u", "\\u12", "\\uZZZZ", "\\", "\\ud83d", "\\ude00\\ud83d", "\\q", "\\\n"])
    return text[:at] + escaped + text[end:]


def _frontmatter(rng, frontend, text):
    """Markdown front matter: hostile YAML, unclosed, or twice."""
    head = rng.choice(["---\n", "---\n", "--- \n", "---\r\n", "+++\n"])
    body = rng.choice(YAML_VALUES + ["class: fury\nlevel: 9999999999", "a: &a [*a]", "keywords: [", "\t"])
    close = rng.choice(["---\n", "---\n", "...\n", "", "--\n"])
    return head + body + "\n" + close + text


_MUTATIONS = {
    "native": [_insert] * 3 + [_delete] * 2 + [_replace] * 2 + [_lines] * 3
    + [_splice, _number, _chars, _case, _spaces, _truncate, _repeat, _nest],
    "markdown": [_insert] * 3 + [_delete] * 2 + [_replace] * 2 + [_lines] * 3
    + [_splice, _number, _chars, _case, _spaces, _truncate, _repeat, _nest, _frontmatter],
    "yaml": [_insert] * 2 + [_delete] * 2 + [_replace] + [_lines] * 3
    + [_splice, _number, _chars, _case, _spaces, _truncate, _repeat, _nest] + [_value] * 3 + [_aliases] * 2,
    "hero": [_insert] * 2 + [_delete] * 2 + [_replace] + [_lines] * 2
    + [_splice, _number, _chars, _case, _spaces, _truncate, _repeat, _nest] + [_value] * 4,
}


def _mutate(rng: random.Random, frontend: str, text: str, most: int = 8) -> str:
    """One to `most` mutations (none one time in ten): few, so that most inputs stay near real text."""
    if rng.random() < 0.1:
        return text
    for _ in range(1 + int(min(most - 1, rng.expovariate(0.6)))):
        text = rng.choice(_MUTATIONS[frontend])(rng, frontend, text)
    return text


_TEXT_MUTATIONS = [_insert] * 3 + [_delete] * 2 + [_replace] * 2 + [_lines] * 3 + [
    _splice, _number, _chars, _case, _spaces, _truncate, _repeat, _nest]
_MUTATIONS |= {
    "marvelcdb": [_insert] * 3 + [_delete] * 2 + [_replace] * 2 + [_lines] * 2
    + [_splice, _number, _chars, _case, _spaces, _truncate, _repeat, _nest] + [_value] * 2 + [_escape] * 2,
    "champions": _TEXT_MUTATIONS,
    "mc_state": _MUTATIONS["hero"],
    "sbh": _TEXT_MUTATIONS,
    "kyoko": _TEXT_MUTATIONS,
    "scenario": _MUTATIONS["hero"],
}

_GENERATORS = {"native": _native, "markdown": _markdown, "yaml": _yaml, "hero": _hero, "marvelcdb": _marvelcdb,
               "champions": _champions, "mc_state": _mc_state, "sbh": _sbh, "kyoko": _kyoko, "scenario": _scenario}


# ---- the invariants -----------------------------------------------------------------------------------

# What `terminal.printable` escapes: a rendered diagnostic holds none of these but its own line breaks.
_UNPRINTABLE = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
# The codes a diagnostic rendered in colour has of its own: bold and its end around the place, the severity's colour and
# its end; each an ESC of the renderer's (`terminal.printable` shows a user's as `\x1b`).
_COLOUR_CODE = re.compile("\x1b\\[[0-9;]*m")
_OWN_CODES = 4


@attrs.define
class Outcome:
    """What one input did, for the statistics: abilities compiled, diagnostics, heroes read."""

    abilities: int = 0
    diagnostics: int = 0
    accepted: bool = False


def check_case(case: Case) -> Outcome:
    """Run one input through its reader; an AssertionError or any escaping exception is a failure."""
    if case.frontend == "hero":
        return _check_hero(case)
    if case.frontend == "mc_state":
        return _check_state(case)
    if case.frontend in GAMES:
        return _check_game(case)
    return _check_text(case)


def _read(case: Case, ruleset: str | None = None):
    """The pipeline's reading of a text input (`parse_text`), or of a bytes input written to a file
    (`read_file`); and the path it was read under."""
    if isinstance(case.data, bytes):
        path = _scratch(case.path)
        Path(path).write_bytes(case.data)
        return read_file(path, ruleset), path
    return parse_text(case.data, case.path, ruleset), case.path


def _check_diagnostics(diagnostics, path: str, file: SourceFile | None, internal=("SB999",)) -> None:
    """No internal error; each diagnostic inside `file` (the text read from `path`), rendered without a
    control character of the user's (plain, colour, Japanese), and serializable.

    Each diagnostic's `finding` (its positions and snippet line: what `Diagnostic.render` and `to_json` each work
    out again) is made once and rendered in every form; what holds for a whole source or line (a source that is
    not the file is a start of it, a line's length) is worked out once per source and line: an input with
    thousands of diagnostics on one long line copied that line for each."""
    found = [d for d in diagnostics if d.code in internal]
    assert not found, f"{found[0].code}: {found[0].text()}"
    last = len(diagnostics) - 1
    starts: set[int] = set()               # (the sources other than the file found to be a start of it)
    lengths: dict[tuple[int, int], int] = {}  # (source, line) -> the line's length
    for number, d in enumerate(diagnostics):
        span, source = d.span, d.span.source
        assert span.path == path, (span.path, path)
        assert 0 <= span.start <= span.end <= len(source.text), f"{d.code}: span {span.start}..{span.end} outside"
        if file is not None and source is not file and id(source) not in starts:
            # a front-end may point into a copy of the start of the file; positions are the same
            assert file.text.startswith(source.text), f"{d.code}: span in a text that is not the file's"
            starts.add(id(source))
        finding = d.finding()  # (`line` and `column` are the span's: `source.position(span.start)`)
        line, column = finding.line, finding.column
        assert 1 <= line <= source.line_count, f"{d.code}: line {line} of {source.line_count}"
        length = lengths.get((id(source), line))
        if length is None:
            length = lengths[id(source), line] = len(source.line_text(line))
        assert 1 <= column <= length + 1, f"{d.code}: column {column}"
        if number < FULLY_CHECKED or number == last:
            # the plain form is the colour form without its own four codes (`test_colour_is_plain_with_its_codes`):
            # rendered once, it is checked as both, the colour form's codes counted (none of the user's got through)
            coloured = finding.render(color=True)
            assert coloured.count("\x1b") == _OWN_CODES, f"{d.code}: control character in {coloured!r}"
            plain = _COLOUR_CODE.sub("", coloured)
            finding.render(lang="ja")
            json.dumps(finding.to_json())
        else:
            plain = finding.render()
        assert plain and not _UNPRINTABLE.search(plain), f"{d.code}: control character in {plain!r}"


def _check_text(case: Case) -> Outcome:
    result, path = _read(case)
    _check_diagnostics(result.diagnostics, path, result.source)
    for ability in result.abilities:
        json.dumps(ability_json(ability))
    if result.abilities and case.index % CARDS_EVERY == 0:
        _render_cards(result.abilities, case.index // CARDS_EVERY)
    return Outcome(len(result.abilities), len(result.diagnostics))


def _render_cards(abilities, turn: int) -> None:
    """The cards of what was compiled: text and Markdown in turn, HTML (laid out on pages) one
    time in five; in English and Japanese; for the conduit hero one time in three."""
    fmt = "html" if turn % 5 == 0 else ("txt", "md")[turn % 2]
    hero = _conduit() if turn % 3 == 0 else None
    assert render_text(abilities, fmt, hero=hero, lang=("en", "ja")[turn // 2 % 2])


@functools.cache
def _seed_abilities():
    return parse_text((ABILITIES / "seeds.ability").read_text("utf-8"), "seeds.ability").abilities


@functools.cache
def _conduit():
    return load_hero(HEROES / "conduit.toml")


@functools.cache
def _conduit_abilities() -> tuple:
    """The seed abilities bound to the conduit, which every target read is attacked with: the same for every input
    (bound once, not once per input that reads as a target)."""
    return tuple(bind(ability, _conduit()) for ability in _seed_abilities())


def _check_hero(case: Case) -> Outcome:
    path = _scratch(case.path)
    Path(path).write_bytes(case.data)
    accepted = False
    try:
        hero = load_hero(path)
    except HeroFileError as error:
        assert str(error)
    else:
        accepted = True
        for ability in _seed_abilities():
            odds(bind(ability, hero))
    try:
        target = load_target(path)
    except HeroFileError as error:
        assert str(error)
    else:
        accepted = True
        for bound in _conduit_abilities():
            odds(bound, target=target)
            resolve(bound, [target], random.Random(case.index))
    return Outcome(accepted=accepted)


# The codes of a crash the pipeline caught: an internal error, and a RecursionError (SB006), which the readers
# of the other games never raise (their scanners are iterative, their nesting bounded).
GAME_INTERNAL = ("SB999", "SB006")
RUNTIME_EVERY = 3   # a game's runtime command (SBH odds and roll, Marvel timing, 虚構侵蝕 sim): one input in this many
EVENTS = ["the villain attacks you", "after the villain attacks you", "the villain schemes", "the round ends",
          "Dock Thug is defeated", "a minion enters play", "you change to alter-ego form", "you play Grapnel Line",
          "you are dealt 3 damage from an attack", "Harbor Heist is revealed", "悪役があなたを攻撃する", "setup",
          "the villain attacks Kara\u202e", "nothing happens"]


def _check_game(case: Case) -> Outcome:
    """A file of another game through the pipeline (a scenario as `--ruleset kyoko` reads it one time in
    two, else as its first line says); its JSON, its cards one time in `CARDS_EVERY`, its runtime command."""
    forced = "kyoko" if case.frontend == "scenario" and case.index % 2 else None
    result, path = _read(case, forced)
    _check_diagnostics(result.diagnostics, path, result.source, GAME_INTERNAL)
    if not result.ruleset:  # a `.json` file that is no game's data: read by none
        return Outcome(diagnostics=len(result.diagnostics))
    ruleset = registry.get(result.ruleset)
    json.dumps(ruleset.parse_json([result]), ensure_ascii=False)
    if case.frontend == "scenario":
        return _play_scenario(case, result)
    if result.abilities and case.index % CARDS_EVERY == 0:
        _render_game_cards(ruleset, result, case.index // CARDS_EVERY)
    if result.ruleset == "sbh" and case.index % RUNTIME_EVERY == 0:
        _sbh_odds(result, random.Random(case.index))
    return Outcome(len(result.abilities), len(result.diagnostics))


def _render_game_cards(ruleset, result, turn: int) -> None:
    """A game's cards of what was read: text and Markdown in turn, HTML one time in five; English and Japanese."""
    fmt = "html" if turn % 5 == 0 else ("txt", "md")[turn % 2]
    assert ruleset.cards([result], CardOptions(fmt, ("en", "ja")[turn // 2 % 2]))


def _sbh_odds(result, rng: random.Random) -> None:
    """`statblock odds` and `roll` for each Magic-User of the warbands without an error on its line."""
    from statblock.rulesets.sbh.runtime.command import _of_profile
    from statblock.rulesets.sbh.runtime.odds import InputError
    from statblock.rulesets.sbh.runtime.report import Caster, OddsQuery, odds_json, odds_text, roll_json, roll_text
    from statblock.rulesets.sbh.runtime.roll import roll_activation
    from statblock.rulesets.sbh.runtime.rules import BANDS

    for warband in result.statblocks:
        for profile in warband.profiles:
            rules = tuple(str(use.id) for use in profile.rules if use.id is not None and use.counted)
            caster = Caster(profile.name, profile.quality, profile.combat, rules)
            if not caster.is_magic_user or any(d.severity is Severity.ERROR
                                               for d in _of_profile(result.diagnostics, profile)):
                continue
            lang = rng.choice(["en", "ja"])
            query = OddsQuery(target_quality=rng.choice([None, 2, 4, 6]), target_combat=rng.choice([None, 0, 3, 6]),
                              band=rng.choice(BANDS), target_rules=rng.choice([(), ("undead",), ("armor",)]))
            assert odds_text(caster, query, lang)
            json.dumps(odds_json(caster, query, lang), ensure_ascii=False)
            try:
                record = roll_activation(rng, caster.quality, rng.randint(1, 3),
                                         rng.choice([None, "attack", "transfix"]), rng.choice([None, 1, 2, 3]),
                                         band=query.band,
                                         target_quality=query.target_quality, target_combat=query.target_combat,
                                         caster_rules=caster.rules)
            except InputError as error:  # a usage error, as the command reports it
                assert str(error)
                continue
            assert roll_text(caster, record, lang)
            json.dumps(roll_json(caster, record, rng.randrange(100), lang), ensure_ascii=False)


def _play_scenario(case: Case, result) -> Outcome:
    """`statblock sim` on a scenario without a diagnostic (what it plays), one time in `RUNTIME_EVERY`."""
    from statblock.rulesets.kyoko.sim import read_scenario, report_json, report_text, run_scenario
    from statblock.rulesets.kyoko.sim.events import game_check

    if result.ruleset != "kyoko":
        return Outcome(diagnostics=len(result.diagnostics))
    if not result.diagnostics and case.index % RUNTIME_EVERY == 0:
        scenario, found = read_scenario(result.source)
        assert scenario is not None and not found, found
        steps, stop = run_scenario(scenario, game_check)
        if stop is not None:
            _check_diagnostics([stop], result.source.path, result.source, GAME_INTERNAL)
        lang = ("ja", "en")[case.index // RUNTIME_EVERY % 2]
        assert report_text(scenario, steps, stop, lang)
        json.dumps(report_json(scenario, steps, stop, [], lang), ensure_ascii=False)
    errors = any(d.severity is Severity.ERROR for d in result.diagnostics)
    return Outcome(diagnostics=len(result.diagnostics), accepted=not errors)


def _check_state(case: Case) -> Outcome:
    """A Marvel game state as `statblock timing` reads it (its cards: homebrew.champions's), and one time
    in `RUNTIME_EVERY` the timing window of an event, resolved one time in two."""
    from statblock.rulesets.marvel_champions.runtime import EventError, load_state, state_json, timing
    from statblock.rulesets.marvel_champions.runtime import window_json, window_text

    path = _scratch(case.path)
    Path(path).write_bytes(case.data)
    state, diagnostics = load_state(path, read_files=_card_files)
    own = [d for d in diagnostics if d.span.path == path]
    _check_diagnostics(own, path, None, GAME_INTERNAL)
    if state is None or any(d.severity is Severity.ERROR for d in own):
        return Outcome(diagnostics=len(own))
    json.dumps(state_json(state), ensure_ascii=False)
    if case.index % RUNTIME_EVERY == 0:
        rng = random.Random(case.index)
        lang = rng.choice(["en", "ja"])
        try:
            window, steps = timing(state, rng.choice(EVENTS), resolve=rng.random() < 0.5)
        except EventError as error:  # an event it does not know: a usage error
            assert str(error)
        else:
            assert window_text(window, steps, lang)
            json.dumps(window_json(window, steps, lang), ensure_ascii=False)
    return Outcome(diagnostics=len(own), accepted=True)


@functools.cache
def _homebrew_cards():
    from statblock.rulesets.marvel_champions.runtime.cards import read_card_files

    path = str(EXAMPLES / "marvel" / "homebrew.champions")
    return read_card_files([path])[path]


def _card_files(paths: list[str]) -> dict:
    """The card files a state names, read as `timing` reads them; homebrew.champions read once."""
    from statblock.rulesets.marvel_champions.runtime.cards import read_card_files

    return {path: _homebrew_cards() if os.path.basename(path) == "homebrew.champions" else read_card_files([path])[path]
            for path in paths}


_SCRATCH: list[str] = []


def _scratch_folder() -> str:
    """A new folder for the files inputs are read from: in memory where there is one, since
    writing a file costs milliseconds on some disks and microseconds on tmpfs."""
    memory = "/dev/shm"
    return tempfile.mkdtemp(prefix="statblock-fuzz-", dir=memory if os.access(memory, os.W_OK) else None)


def _scratch(name: str) -> str:
    """A path in this process's scratch folder, for inputs that are read from a file."""
    if not _SCRATCH:
        _SCRATCH.append(_scratch_folder())
        atexit.register(shutil.rmtree, _SCRATCH[0], True)
    return os.path.join(_SCRATCH[0], name)


# ---- failures -----------------------------------------------------------------------------------------


def _where(error: BaseException) -> str:
    """The innermost frame of statblock (else the innermost frame) the error came from."""
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if "statblock" in f.filename and "site-packages" not in f.filename] or frames
    frame = ours[-1] if ours else None
    return f"{Path(frame.filename).name}:{frame.lineno} ({frame.name})" if frame else "?"


def _internal_where(case: Case) -> str:
    """Where the crash behind an SB999 came from: the stages run again, unguarded."""
    if isinstance(case.data, bytes):
        source = read_source(case.path, case.data)[0]
    else:
        source = SourceFile(case.path, case.data.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff"))
    if source is None:
        return "?"
    forced = "kyoko" if case.frontend == "scenario" and case.index % 2 else None
    try:
        registry.choose(case.path, source.text, forced).read(pipeline.FileResult(case.path, source))
    except Exception as error:  # noqa: BLE001 - looking for exactly this
        return _where(error)
    return "?"


def signature(case: Case, error: BaseException) -> tuple[str, str, str]:
    """What makes two failures the same bug: the front-end, the kind of error, and where."""
    if isinstance(error, AssertionError):
        text = str(error).split("\n")[0]  # the message, without what pytest's assertion rewriting adds
        if text.startswith(("SB999: ", "SB006: ")):
            kind = re.search(r"\b([A-Z]\w*(?:Error|Exception|Exit|Interrupt))\b", text)
            return case.frontend, f"{text[:5]} {kind.group(1) if kind else text[7:40]}", _internal_where(case)
        return case.frontend, "invariant " + re.sub(r"\b\d+\b", "N", text)[:50], "check_case"
    return case.frontend, type(error).__name__, _where(error)


def _fails_alike(case: Case, sig: tuple, check) -> bool:
    try:
        check(case)
    except Exception as error:  # noqa: BLE001
        return signature(case, error) == sig
    return False


def shrink(case: Case, sig: tuple, seconds: float = SHRINK_SECONDS, check=check_case) -> Case:
    """A smaller input that fails the same way: runs of lines, then of characters, taken out."""
    deadline = time.monotonic() + seconds
    data = case.data
    sep = b"\n" if isinstance(data, bytes) else "\n"

    def attempt(candidate) -> bool:
        return _fails_alike(attrs.evolve(case, data=candidate), sig, check)

    for unit in ("lines", "chars"):
        parts = data.split(sep) if unit == "lines" else [data[i:i + 1] for i in range(len(data))]
        join = (lambda ps: sep.join(ps)) if unit == "lines" else (lambda ps: data[:0].join(ps))
        chunk = max(1, len(parts) // 2)
        while chunk >= 1 and time.monotonic() < deadline:
            i, changed = 0, False
            while i < len(parts) and time.monotonic() < deadline:
                candidate = parts[:i] + parts[i + chunk:]
                if candidate != parts and attempt(join(candidate)):
                    parts, changed = candidate, True
                else:
                    i += chunk
            if not changed:
                chunk //= 2
        data = join(parts)
    return attrs.evolve(case, data=data)


# ---- the worker: one process, inputs in a loop ---------------------------------------------------------


def _address_space() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    return 0


def _limit_memory(headroom: int) -> int:
    """Cap this process's address space at what it uses now plus `headroom`; returns the cap."""
    cap = _address_space() + headroom
    resource.setrlimit(resource.RLIMIT_AS, (cap, resource.getrlimit(resource.RLIMIT_AS)[1]))
    return cap


def _peak_rss() -> int:
    """The most resident memory this process has used so far, in bytes (Linux counts KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def _stack_where(frame) -> str:
    """The innermost frame of statblock (else of anything) on the stack of `frame`."""
    frames = traceback.extract_stack(frame)
    ours = [f for f in frames if "statblock" in f.filename and "site-packages" not in f.filename] or frames[-1:]
    return f"{Path(ours[-1].filename).name}:{ours[-1].lineno} ({ours[-1].name})" if ours else "?"


class _Sampler:
    """Where an input is when it has run for its bound (scaled as `TIME_LIMIT` is): SIGALRM notes the stack, and the
    input runs on. The note goes into shared memory too, where the watcher finds it if the input
    never ends. (A CPU-time timer, ITIMER_PROF, would fit the bound better, but while one is armed
    Linux counts the CPU time of the process only at each tick.)"""

    def __init__(self, shared):
        self.shared = shared
        self.where: str | None = None
        signal.signal(signal.SIGALRM, self._note)

    def _note(self, signum, frame) -> None:
        self.where = _stack_where(frame)
        self.shared.value = self.where.encode("utf-8", "replace")[: len(self.shared) - 1]

    def arm(self) -> None:
        self.where = None
        signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT * slowness())

    def disarm(self) -> None:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _settle() -> int:
    """What the warm-up left alive (the sources, every module, grammar and cache: some 125,000 objects), moved out of
    the garbage collector's sight (`gc.freeze`), as `statblock` itself does after a run's start (`collector.settle`):
    the full collections of the inputs' garbage walked all of it again (3-4% of a worker's CPU). Inputs' own objects
    are collected as before; what is frozen lives to the worker's end anyway. Returns how many objects were frozen."""
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()


def _new_stats(frontend: str, start: int) -> dict:
    return {"frontend": frontend, "start": start, "count": 0, "seconds": 0.0, "cpu": 0.0, "max_seconds": 0.0,
            "max_wall": 0.0,
            "slowest": None, "chars": 0, "big": 0, "abilities": 0, "with_abilities": 0, "diagnostics": 0,
            "accepted": 0, "rss": 0, "rss_index": None, "failures": {}, "frozen": 0}


def _tasks(own: list[tuple[str, int, int, int]], chunks: list[tuple[str, int, int, int]], taken):
    """A worker's own tasks, then the next chunk no worker has taken (`taken` counts them) until none is left."""
    yield from own
    while True:
        with taken.get_lock():
            number = taken.value
            taken.value += 1
        if number >= len(chunks):
            return
        yield chunks[number]


def _worker(number: int, own: list[tuple[str, int, int, int]], chunks: list[tuple[str, int, int, int]], taken,
            seed: int, scratch: str, progress, where, queue) -> None:
    """Check inputs `range(start, stop, step)` of each task's front-end (its `own` tasks, then the chunks it
    takes, see `_tasks`); report to `queue`.

    Before each input, `progress` holds (index, start time, front-end number, task start, task stop) for the
    watcher. Failures go to the queue at once, statistics every `SNAPSHOT_EVERY` inputs and at the end of
    each task, so that little is lost when the watcher has to kill the worker.
    """
    _SCRATCH[:] = [tempfile.mkdtemp(dir=scratch)]
    # every import and cache warm before the limit, with known-good inputs (input 0 may be a bug)
    sources(), _seed_abilities(), _conduit(), _conduit_abilities()
    for path, build in (("t.ability", native), ("t.md", md_hero), ("t.md", md_quote), ("t.yaml", yaml_plain)):
        check_case(Case("warm", 1, path, build(Parts())))
    for turn in range(3):
        _render_cards(_seed_abilities(), turn)
    check_case(Case("hero", -1, "t.toml", (HEROES / "conduit.toml").read_bytes()))
    games = game_sources()
    for frontend, path, text in (("champions", "t.champions", games.champions_file),
                                 ("sbh", "t.sbh", games.warbands[0]), ("kyoko", "t.kyoko", games.kyoko_file),
                                 ("marvelcdb", "t.json", games.packs[0][0]),
                                 ("mc_state", "state.toml", games.states[0].encode()),
                                 ("scenario", "t.toml", games.scenarios[0])):
        for index in range(0, CARDS_EVERY * 5, CARDS_EVERY * RUNTIME_EVERY):  # cards in every format, runtimes
            check_case(Case(frontend, index, path, text))
    frozen = _settle()
    cap = _limit_memory(MEMORY_HEADROOM)
    sampler = _Sampler(where)
    shrink_until = time.monotonic() + SHRINK_BUDGET
    for frontend, start, stop, step in _tasks(own, chunks, taken):
        stats = _new_stats(frontend, start)
        stats["address_cap"], stats["rss"], stats["frozen"] = cap, _peak_rss(), frozen
        seen = stats["failures"]
        for index in range(start, stop, step):
            progress[:] = [index, time.monotonic(), FRONTENDS.index(frontend), start, stop]
            case = make_case(frontend, index, seed)
            rss_before = _peak_rss()
            sampler.arm()
            began, cpu = time.perf_counter(), time.thread_time()
            try:
                outcome, error = check_case(case), None
            except Exception as caught:  # noqa: BLE001 - every escape is a finding
                outcome, error = Outcome(), caught
            elapsed, cpu = time.perf_counter() - began, time.thread_time() - cpu
            sampler.disarm()
            stats["cpu"] += cpu
            rss = _peak_rss()
            stats["count"] += 1
            stats["seconds"] += elapsed
            stats["chars"] += len(case.data)
            stats["big"] += len(case.data) > 2048
            stats["abilities"] += outcome.abilities
            stats["with_abilities"] += outcome.abilities > 0
            stats["diagnostics"] += outcome.diagnostics
            stats["accepted"] += outcome.accepted
            stats["max_wall"] = max(stats["max_wall"], elapsed)
            if cpu > stats["max_seconds"]:
                stats["max_seconds"], stats["slowest"] = cpu, (index, case.describe(300))
            if rss > rss_before:
                stats["rss"], stats["rss_index"] = rss, index
            found = []
            if error is not None:
                found.append((signature(case, error), f"{type(error).__name__}: {error}"))
            if cpu > TIME_LIMIT and cpu > TIME_LIMIT * (factor := slowness(fresh=True)):
                found.append(((frontend, f"over {TIME_LIMIT:g} s", sampler.where or "?"),
                              f"took {cpu:.1f} s of CPU time ({elapsed:.1f} s of wall time) against a bound of "
                              f"{TIME_LIMIT * factor:.1f} s: {TIME_LIMIT:g} s on a quiet machine, which this one "
                              f"ran {factor:.1f}x slower than"))
            if rss > RSS_LIMIT >= rss_before:
                found.append(((frontend, f"memory over {RSS_LIMIT >> 20} MiB", "?"),
                              f"peak resident memory went from {rss_before >> 20} to {rss >> 20} MiB"))
            for sig, message in found:
                seen[sig] = seen.get(sig, 0) + 1
                if seen[sig] <= EXAMPLES_PER_FAILURE:
                    smaller = (seen[sig] == 1 and time.monotonic() < shrink_until and error is not None
                               and sig[1] == signature(case, error)[1] and cpu < 0.5
                               and not isinstance(error, MemoryError))
                    queue.put(("failure", number, _failure(case, sig, message, elapsed, smaller)))
            if stats["count"] % SNAPSHOT_EVERY == 0:
                queue.put(("stats", number, dict(stats)))
        queue.put(("stats", number, stats))
    queue.put(("exit", number, None))


def _failure(case: Case, sig: tuple, message: str, elapsed: float, smaller: bool) -> dict:
    record = {"signature": sig, "frontend": case.frontend, "index": case.index, "path": case.path,
              "error": message[:500], "input": case.describe(), "size": len(case.data), "seconds": elapsed,
              "shrunk": None}
    if smaller:
        small = shrink(case, sig)
        if len(small.data) < len(case.data):
            record["shrunk"] = small.describe()
    return record


# ---- the watcher: this process ---------------------------------------------------------------------------


@attrs.define
class Run:
    """What a fuzz run found: statistics per front-end and task, and failures."""

    stats: dict[tuple, dict] = attrs.Factory(dict)   # the latest statistics of each (worker, front-end, start)
    failures: list[dict] = attrs.Factory(list)
    restarts: int = 0
    seconds: float = 0.0

    def tasks(self, frontend: str) -> list[dict]:
        return [s for s in self.stats.values() if s["frontend"] == frontend]

    def count(self, frontend: str) -> int:
        return sum(t["count"] for t in self.tasks(frontend))

    def summary(self) -> str:
        lines = [f"fuzz run: {self.seconds:.1f} s wall, {WORKERS} workers, {self.restarts} restarts "
                 "(inputs per second and milliseconds per input are per worker, checks included)"]
        for frontend in FRONTENDS:
            tasks = [t for t in self.tasks(frontend) if t["seconds"]]
            if not tasks:
                continue
            count, seconds = sum(t["count"] for t in tasks), sum(t["seconds"] for t in tasks)
            cpu = sum(t["cpu"] for t in tasks)
            slow, heavy = max(tasks, key=lambda t: t["max_seconds"]), max(tasks, key=lambda t: t["rss"])
            good = sum(t["accepted"] if frontend in READ else t["with_abilities"] for t in tasks)
            lines.append(
                f"  {frontend:8} {self.count(frontend):7} inputs, {count / seconds:4.0f}/s, "
                f"mean {1000 * seconds / count:.2f} ms ({1000 * cpu / count:.2f} ms CPU), "
                f"max {slow['max_seconds']:.2f} s CPU (#{slow['slowest'][0]}), "
                f"{max(t['max_wall'] for t in tasks):.2f} s wall, "
                f"mean size {sum(t['chars'] for t in tasks) / count:.0f}, "
                f">2 KB {sum(t['big'] for t in tasks)}, {'read' if frontend in READ else 'with abilities'} "
                f"{100 * good / count:.0f}%, peak RSS {heavy['rss'] >> 20} MiB (#{heavy['rss_index']})")
        return "\n".join(lines)

    def report(self) -> str:
        """Every distinct failure: how often, where, the smallest input (shrunk), how to replay it."""
        by_sig: dict[tuple, list[dict]] = {}
        for record in self.failures:
            by_sig.setdefault(tuple(record["signature"]), []).append(record)
        totals: dict[tuple, int] = {}
        for task in self.stats.values():
            for sig, n in task["failures"].items():
                totals[sig] = totals.get(sig, 0) + n
        out = [f"{len(by_sig)} distinct failures:"]
        for sig, records in by_sig.items():
            first = min(records, key=lambda r: r["size"])
            out.append(f"\n* {' | '.join(sig)}  ({max(totals.get(sig, 0), len(records))} inputs)\n"
                       f"  {first['error']}\n"
                       f"  input {first['frontend']} #{first['index']} ({first['path']}, {first['seconds']:.2f} s): "
                       f"{first['input']}\n"
                       + (f"  shrunk: {first['shrunk']}\n" if first["shrunk"] else "")
                       + f"  replay: .venv/bin/python tests/test_fuzz_hostile.py {first['frontend']} {first['index']}")
        return "\n".join(out)


def chunks(count: int, workers: int = WORKERS, frontends=FRONTENDS, first: int = 0) -> list[tuple[str, int, int, int]]:
    """Inputs `first` to `first + count - 1` of every front-end as tasks (front-end, start, stop, step): runs
    of `CHUNK` inputs at most, and at least eight a worker of each front-end."""
    size = max(1, min(CHUNK, count // (8 * workers)))
    return [(frontend, start, min(start + size, first + count), 1)
            for frontend in frontends for start in range(first, first + count, size)]


def fuzz(count: int, seed: int = SEED, workers: int = WORKERS, frontends=FRONTENDS, first: int = 0) -> Run:
    """Inputs `first` to `first + count - 1` of every front-end, shared out between `workers`
    processes in chunks that each takes when it is free (`chunks`), watched."""
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    work = chunks(count, workers, frontends, first)
    taken = context.Value("l", 0)
    scratch = _scratch_folder()
    run = Run()
    began = time.monotonic()
    live: dict[int, tuple] = {}

    def start(number: int, own: list) -> None:
        progress = context.RawArray("d", [-1.0, time.monotonic(), 0.0, 0.0, 0.0])
        where = context.RawArray("c", 200)
        process = context.Process(target=_worker, args=(number, own, work, taken, seed, scratch, progress, where,
                                                        queue), daemon=True)
        process.start()
        live[number] = (process, progress, where)

    def receive(kind: str, number: int, payload) -> None:
        if kind == "failure":
            run.failures.append(payload)
        elif kind == "stats":
            run.stats[(number, payload["frontend"], payload["start"])] = payload
        elif kind == "exit" and number in live:
            live.pop(number)[0].join()

    def lost(number: int, why: str) -> None:
        """A worker killed or dead on one input: report that input, start again after it."""
        process, progress, where = live.pop(number)
        index, frontend, task_start, stop = int(progress[0]), FRONTENDS[int(progress[2])], int(progress[3]), int(progress[4])
        rest, step = [], 1
        if index >= 0:
            case = make_case(frontend, index, seed)
            run.failures.append({"signature": (frontend, why, where.value.decode("utf-8", "replace") or "?"),
                                 "frontend": frontend, "index": index, "path": case.path, "error": why,
                                 "seconds": time.monotonic() - progress[1], "input": case.describe(),
                                 "size": len(case.data), "shrunk": None})
            # the inputs up to the lost one were checked: count them, with the statistics last sent
            stats = run.stats.setdefault((number, frontend, task_start), _new_stats(frontend, task_start))
            stats["count"] = len(range(task_start, index + 1, step))
            stats["failures"][(frontend, why, "?")] = 1
            rest = [(frontend, index + step, stop, step)]
        run.restarts += 1
        rest = [t for t in rest if t[1] < t[2]]
        if rest or taken.value < len(work):
            start(number, rest)

    for number in range(workers):
        start(number, [])
    while live:
        try:
            receive(*queue.get(timeout=0.5))
        except queues.Empty:
            pass
        for number, (process, progress, where) in list(live.items()):
            if progress[0] >= 0 and time.monotonic() - progress[1] > HANG_LIMIT:
                process.kill()
                process.join()
                lost(number, f"hang: over {HANG_LIMIT:g} s")
            elif not process.is_alive():
                with contextlib.suppress(queues.Empty):
                    while True:  # what the worker said before it died
                        receive(*queue.get(timeout=0.5))
                if number in live:
                    lost(number, f"worker died (exit code {process.exitcode})")
    run.seconds = time.monotonic() - began
    shutil.rmtree(scratch, ignore_errors=True)
    return run


# The least share of inputs that still compile an ability (a hero file that is still read): below
# it, the mutations would be testing little but the first error message.
USEFUL = {"native": 0.6, "markdown": 0.4, "yaml": 0.2, "hero": 0.05, "marvelcdb": 0.3, "champions": 0.3,
          "mc_state": 0.05, "sbh": 0.3, "kyoko": 0.3, "scenario": 0.05}
READ = ("hero", "mc_state", "scenario")  # front-ends of files read whole or refused: their share read counts


def assert_clean(run: Run, count: int, frontends=FRONTENDS) -> None:
    print(run.summary())
    for frontend in frontends:
        assert run.count(frontend) >= count, f"{frontend}: only {run.count(frontend)} of {count} inputs checked"
        tasks = run.tasks(frontend)
        useful = sum(t["accepted"] if frontend in READ else t["with_abilities"] for t in tasks)
        assert useful >= USEFUL[frontend] * sum(t["count"] for t in tasks if t["seconds"]), (frontend, useful)
    assert not run.failures, run.report()


# ---- the tests ------------------------------------------------------------------------------------------


# The bugs this fuzzer found (issue 10's closing note) each have a focused test in
# `test_fuzz_regressions.py`; the runs below must come out clean.


def test_fuzz_every_frontend_quickly():
    """The normal tier: 100 inputs per front-end, with the bounds and the watcher of the slow run (which
    checks these inputs again among its 100,000, in two workers). One worker here: a worker's warm-up (every
    import, the sources, each game's cards) is about 3 s of CPU, more than the 1,000 inputs' own time, and the
    inner loop's other xdist worker has the second core."""
    run = fuzz(FAST_COUNT, workers=1)
    assert_clean(run, FAST_COUNT)
    assert all(task["frozen"] > 10_000 for task in run.stats.values())   # (the warm-up out of the collector's sight)


@pytest.mark.slow
def test_fuzz_every_frontend_100k():
    """The slow tier: 100,000 inputs per front-end of Draw Steel and the hero reader."""
    assert_clean(fuzz(SLOW_COUNT, frontends=DRAW_STEEL), SLOW_COUNT, DRAW_STEEL)


@pytest.mark.slow
def test_fuzz_the_other_rulesets_readers():
    """The slow tier: `OTHER_SLOW_COUNT` inputs per reader of the other rulesets (see there)."""
    assert_clean(fuzz(OTHER_SLOW_COUNT, frontends=OTHER_RULESETS), OTHER_SLOW_COUNT, OTHER_RULESETS)




@pytest.mark.slow
@pytest.mark.parametrize("frontend", FRONTENDS)
@settings(max_examples=500, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(rng=st.randoms(use_true_random=False))
def test_hypothesis_drives_the_same_generators(frontend, rng):
    """The generators, with Hypothesis drawing every choice: a failure shrinks to few choices
    (which source, which mutations, where), in this process, under a time bound."""
    case = attrs.evolve(generate(frontend, rng), index=rng.randrange(CARDS_EVERY * RUNTIME_EVERY))  # cards, runtimes
    note(f"input #{case.index}: {case.describe(2000)}")
    with time_bound(5 * TIME_LIMIT):
        check_case(case)


def test_the_generators_stay_near_real_text():
    """The sources are there, the inputs are the same every time, and most are small."""
    src = sources()
    assert len(src.native_blocks) > 10 and len(src.markdown_files) > 500 and len(src.yaml_blocks) > 10
    assert len(src.tier_lines) > 500 and len(src.heroes) >= 3
    games = game_sources()
    assert len(games.packs) > 50 and sum(len(spans) for _, spans in games.packs) > 2000
    assert len(games.champions) > 2000 and len(games.card_names) >= 7 and len(games.sbh_rules) > 80
    assert len(games.states) >= 2 and len(games.warbands) >= 2 and len(games.kyoko_cards) >= 5
    assert len(games.scenarios) >= 2
    for frontend in FRONTENDS:
        cases = [make_case(frontend, i) for i in range(300)]
        assert cases[:5] == [make_case(frontend, i) for i in range(5)]
        assert sum(len(c.data) <= 2048 for c in cases) > 0.85 * len(cases)
        assert len({c.data for c in cases}) > 0.85 * len(cases)


@settings(max_examples=examples(300), deadline=None, derandomize=True)
@given(path=st.text(max_size=12), message=st.text(max_size=30), line_text=st.none() | st.text(max_size=40),
       suggestion=st.none() | st.text(max_size=12), where=st.tuples(st.integers(1, 3), st.integers(1, 45),
                                                                     st.integers(1, 3), st.integers(1, 50)),
       severity=st.sampled_from(list(Severity)), line_from=st.none() | st.integers(0, 5))
def test_colour_is_plain_with_its_codes(path, message, line_text, suggestion, where, severity, line_from):
    """What `_check_diagnostics` relies on to render the first diagnostics once: any finding's colour form holds its
    own four codes, and without them is its plain form, whatever control characters and codes its words hold."""
    from statblock.diagnostics import Finding

    finding = Finding("SB101", severity, message, path, *where, line_text, None, suggestion,
                      line_from if line_text is not None else None)
    coloured = finding.render(color=True)
    assert coloured.count("\x1b") == _OWN_CODES
    assert _COLOUR_CODE.sub("", coloured) == finding.render()


def test_colour_is_plain_with_its_codes_on_the_fuzzers_diagnostics():
    """The same of the diagnostics of the first inputs of every front-end (every ruleset's messages and helps)."""
    seen = 0
    for frontend in ("native", "markdown", "yaml", "marvelcdb", "champions", "sbh", "kyoko", "scenario"):
        for index in range(examples(40)):   # (25 in the inner loop)
            case = make_case(frontend, index)
            forced = "kyoko" if frontend == "scenario" and index % 2 else None
            result, _ = _read(case, forced)
            for d in result.diagnostics[:50]:
                finding = d.finding()
                coloured = finding.render(color=True)
                assert coloured.count("\x1b") == _OWN_CODES and _COLOUR_CODE.sub("", coloured) == finding.render()
                seen += 1
    assert seen > 200


def test_shrink_keeps_the_failure():
    def check(case: Case) -> Outcome:
        assert "boom" not in case.data, "boom: here"
        return Outcome()

    case = Case("native", 0, "t.ability", "Name\nPower Roll + Might:\n≤11: a boom here\n12-16: x\n")
    sig = signature(case, pytest.raises(AssertionError, check, case).value)
    assert shrink(case, sig, seconds=5, check=check).data == "boom"


if __name__ == "__main__":  # replay one input: test_fuzz_hostile.py FRONTEND INDEX [SEED]
    frontend, index = sys.argv[1], int(sys.argv[2])
    case = make_case(frontend, index, int(sys.argv[3]) if len(sys.argv) > 3 else SEED)
    print(f"{frontend} #{index} ({case.path}, {len(case.data)} long): {case.data!r}")
    began = time.perf_counter()
    print(check_case(case), f"in {time.perf_counter() - began:.3f} s")
