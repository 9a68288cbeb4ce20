"""Hostile input: a seeded mutational fuzzer over every front-end and the hero reader.

`test_fuzz.py` runs a few hundred Hypothesis examples shaped like the notation. This file runs
many more, fast enough for 100,000 inputs per front-end in the slow tier (and 100 in the
normal one). Each input starts from real text, read in place: the Steel Compendium corpus, the
abilities of this project and its hero files, or an ability built by `builders.py` from real
tier lines. A few mutations then make it hostile: insertions and deletions, duplicated, swapped
and spliced lines, notation and container pieces, control and bidi characters, huge numbers,
deep nesting, YAML anchors, aliases and tags, TOML type confusion, unclosed brackets, broken
encodings. Most inputs stay under 2 KB so that each runs in about a millisecond; a few percent
are big on purpose (thousands of levels of nesting, 5,000-digit numbers, 20,000-character lines).

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
  odds worked out against it and is resolved against.

Every input is checked under a bound on its time and its memory. The inputs run in worker
processes (two, one per core) while this process watches them:

- time: each input must finish within `TIME_LIMIT` seconds of CPU time. Wall time is measured too
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
import time
import traceback
from pathlib import Path

import attrs
import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from statblock import bind, load_hero, odds, parse_text, pipeline, resolve
from statblock.diagnostics import SourceFile
from statblock.frontends import read_source
from statblock.pipeline import read_file
from statblock.rulesets.draw_steel.render.cards import render_text
from statblock.rulesets.draw_steel.runtime.hero import HeroFileError, load_target
from statblock.rulesets.draw_steel.serialize import ability_json

from bounds import time_bound
from builders import Parts, md_fence, md_hero, md_quote, native, native_labeled, yaml_folded, yaml_plain, yaml_quoted
from conftest import CORPUS, ROOT

SEED = 20261201
FRONTENDS = ("native", "markdown", "yaml", "hero")
SLOW_COUNT = 100_000          # inputs per front-end in the slow tier
FAST_COUNT = 100              # ... and in the normal one (the first 100 of the slow tier's 100,000)
WORKERS = 2
TIME_LIMIT = 2.0              # seconds one input may take, checks included
HANG_LIMIT = 30.0             # seconds after which the watcher kills a worker stuck on one input
MEMORY_HEADROOM = 1 << 30     # bytes of address space a worker may add to what it needs at rest
RSS_LIMIT = 384 << 20         # no input may take a worker's resident memory past this
SNAPSHOT_EVERY = 1000         # inputs between two reports of a worker's statistics
CARDS_EVERY = 10              # the cards of one input in this many are rendered too
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
    text = rng.choice(sources().heroes) if rng.random() < 0.35 else _hero_toml(rng)
    if rng.random() < 0.7:
        text = _mutate(rng, "hero", text, most=4)
    data = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.1:
        data = _mutate_bytes(rng, data)
    return "t.toml", data


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
    old, new = rng.choice([(" ", "\t"), (" ", "\u00a0"), (" ", "\u3000"), (" ", ""), (" ", "  "), ("\n", " "),
                           ("\n", "\n\n"), ("\n", "\r"), (":", "："), (";", "；"), ("-", "–")])
    return text[:at] + text[at:end].replace(old, new) + text[end:]


def _truncate(rng, frontend, text):
    return text[: _at(rng, text)]


def _repeat(rng, frontend, text):
    """A piece many times over: a long line, a long word, many clauses."""
    piece = rng.choice(["damage; ", "a", "x ", "(", "**", "> ", "- ", "\t", "A < WEAK, ", "prone and ", "; ", "|",
                        "🎯", "ダメージ", "\u200b", "\x1b[2J", "`", "\\", _piece(rng, frontend)])
    times = rng.randint(1000, 20000) // len(piece) if _big(rng) else rng.randint(2, 60)
    at = _at(rng, text)
    return text[:at] + piece * times + text[at:]


def _nest(rng, frontend, text):
    """Nesting: brackets, block quotes, lists, flow collections, dotted keys; deep when big (but
    indentation, whose size grows with the square of the depth, only to 150 levels)."""
    depth = int(200 * 100 ** rng.random()) if _big(rng) else rng.randint(2, 40)  # big: 200 to 20,000
    if frontend == "hero":
        shapes = [lambda d: "a = " + "[" * d + "1" + "]" * d + "\n",
                  lambda d: "a = " + "{b = " * d + "1" + "}" * d + "\n",
                  lambda d: ".".join(["a"] * d) + " = 1\n", lambda d: "[" + ".".join(["a"] * d) + "]\n",
                  lambda d: "a = " + "[" * d + "\n"]
    elif frontend == "yaml":
        shapes = [lambda d: "[" * d + "]" * d, lambda d: "{a: " * d + "b" + "}" * d, lambda d: "- " * d + "x",
                  lambda d: "".join("  " * k + "a:\n" for k in range(min(d, 150))), lambda d: "[" * d,
                  lambda d: "".join("  " * k + "- \n" for k in range(min(d, 150)))]
    else:
        shapes = [lambda d: "(" * d, lambda d: "(" * d + "x" + ")" * d, lambda d: "[" * d, lambda d: "> " * d + "x",
                  lambda d: "\n".join("  " * k + "- x" for k in range(min(d, 150))), lambda d: "**" * d,
                  lambda d: "<div>" * d, lambda d: "`" * d, lambda d: "> - " * d + "**≤11:** 1 damage"]
    at = text.rfind("\n", 0, _at(rng, text)) + 1
    return text[:at] + rng.choice(shapes)(depth) + "\n" + text[at:]


_YAML_KEY = re.compile(r"^(\s*(?:- )?[\w-]+:)[ \t]*(.*)$", re.M)
_YAML_ITEM = re.compile(r"^(\s*- )(.*)$", re.M)
_TOML_KEY = re.compile(r"^(\s*[\w.\"-]+\s*=)[ \t]*(.*)$", re.M)


def _value(rng, frontend, text):
    """Type confusion: a value of the wrong kind where one is expected."""
    if frontend == "hero":
        pattern, values, sep = _TOML_KEY, TOML_VALUES, " "
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


_GENERATORS = {"native": _native, "markdown": _markdown, "yaml": _yaml, "hero": _hero}


# ---- the invariants -----------------------------------------------------------------------------------

# What `terminal.printable` escapes: a rendered diagnostic holds none of these but its own line breaks.
_UNPRINTABLE = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


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
    return _check_text(case)


def _check_text(case: Case) -> Outcome:
    if isinstance(case.data, bytes):
        path = _scratch(case.path)
        Path(path).write_bytes(case.data)
        result = read_file(path)
    else:
        path = case.path
        result = parse_text(case.data, path)
    internal = [d for d in result.diagnostics if d.code == "SB999"]
    assert not internal, f"SB999: {internal[0].text()}"
    for d in result.diagnostics:
        span, source = d.span, d.span.source
        assert span.path == path, (span.path, path)
        assert 0 <= span.start <= span.end <= len(source.text), f"{d.code}: span {span.start}..{span.end} outside"
        if result.source is not None and source is not result.source:
            # a front-end may point into a copy of the start of the file; positions are the same
            assert result.source.text.startswith(source.text), f"{d.code}: span in a text that is not the file's"
        assert 1 <= span.line <= source.line_count, f"{d.code}: line {span.line} of {source.line_count}"
        assert 1 <= span.column <= len(source.line_text(span.line)) + 1, f"{d.code}: column {span.column}"
        plain = d.render()
        assert plain and not _UNPRINTABLE.search(plain), f"{d.code}: control character in {plain!r}"
        d.render(color=True)
        d.render(lang="ja")
        json.dumps(d.to_json())
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
        for ability in _seed_abilities():
            bound = bind(ability, _conduit())
            odds(bound, target=target)
            resolve(bound, [target], random.Random(case.index))
    return Outcome(accepted=accepted)


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
    try:
        pipeline._process(pipeline.FileResult(case.path, source))
    except Exception as error:  # noqa: BLE001 - looking for exactly this
        return _where(error)
    return "?"


def signature(case: Case, error: BaseException) -> tuple[str, str, str]:
    """What makes two failures the same bug: the front-end, the kind of error, and where."""
    if isinstance(error, AssertionError):
        text = str(error).split("\n")[0]  # the message, without what pytest's assertion rewriting adds
        if text.startswith("SB999: "):
            kind = re.search(r"\b([A-Z]\w*(?:Error|Exception|Exit|Interrupt))\b", text)
            return case.frontend, f"SB999 {kind.group(1) if kind else text[7:40]}", _internal_where(case)
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
    """Where an input is when it has run for `TIME_LIMIT` seconds: SIGALRM notes the stack, and the
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
        signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT)

    def disarm(self) -> None:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _new_stats(frontend: str, start: int) -> dict:
    return {"frontend": frontend, "start": start, "count": 0, "seconds": 0.0, "cpu": 0.0, "max_seconds": 0.0,
            "max_wall": 0.0,
            "slowest": None, "chars": 0, "big": 0, "abilities": 0, "with_abilities": 0, "diagnostics": 0,
            "accepted": 0, "rss": 0, "rss_index": None, "failures": {}}


def _worker(number: int, tasks: list[tuple[str, int, int, int]], seed: int, scratch: str, progress, where,
            queue) -> None:
    """Check inputs `range(start, stop, step)` of each task's front-end; report to `queue`.

    Before each input, `progress` holds (task, index, start time) for the watcher. Failures go
    to the queue at once, statistics every `SNAPSHOT_EVERY` inputs and at the end of each task,
    so that little is lost when the watcher has to kill the worker.
    """
    _SCRATCH[:] = [tempfile.mkdtemp(dir=scratch)]
    # every import and cache warm before the limit, with known-good inputs (input 0 may be a bug)
    sources(), _seed_abilities(), _conduit()
    for path, build in (("t.ability", native), ("t.md", md_hero), ("t.md", md_quote), ("t.yaml", yaml_plain)):
        check_case(Case("warm", 1, path, build(Parts())))
    for turn in range(3):
        _render_cards(_seed_abilities(), turn)
    check_case(Case("hero", -1, "t.toml", (HEROES / "conduit.toml").read_bytes()))
    cap = _limit_memory(MEMORY_HEADROOM)
    sampler = _Sampler(where)
    shrink_until = time.monotonic() + SHRINK_BUDGET
    for task_number, (frontend, start, stop, step) in enumerate(tasks):
        stats = _new_stats(frontend, start)
        stats["address_cap"], stats["rss"] = cap, _peak_rss()
        seen = stats["failures"]
        for index in range(start, stop, step):
            progress[0], progress[1], progress[2] = task_number, index, time.monotonic()
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
            if cpu > TIME_LIMIT:
                found.append(((frontend, f"over {TIME_LIMIT:g} s", sampler.where or "?"),
                              f"took {cpu:.1f} s of CPU time ({elapsed:.1f} s of wall time)"))
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
            good = sum(t["with_abilities"] if frontend != "hero" else t["accepted"] for t in tasks)
            lines.append(
                f"  {frontend:8} {self.count(frontend):7} inputs, {count / seconds:4.0f}/s, "
                f"mean {1000 * seconds / count:.2f} ms ({1000 * cpu / count:.2f} ms CPU), "
                f"max {slow['max_seconds']:.2f} s CPU (#{slow['slowest'][0]}), "
                f"{max(t['max_wall'] for t in tasks):.2f} s wall, "
                f"mean size {sum(t['chars'] for t in tasks) / count:.0f}, "
                f">2 KB {sum(t['big'] for t in tasks)}, {'read' if frontend == 'hero' else 'with abilities'} "
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


def fuzz(count: int, seed: int = SEED, workers: int = WORKERS, frontends=FRONTENDS, first: int = 0) -> Run:
    """Inputs `first` to `first + count - 1` of every front-end, shared out between `workers`
    processes, watched."""
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    scratch = _scratch_folder()
    run = Run()
    began = time.monotonic()
    live: dict[int, tuple] = {}

    def start(number: int, tasks: list) -> None:
        progress = context.RawArray("d", [0.0, -1.0, time.monotonic()])
        where = context.RawArray("c", 200)
        process = context.Process(target=_worker, args=(number, tasks, seed, scratch, progress, where, queue),
                                  daemon=True)
        process.start()
        live[number] = (process, tasks, progress, where)

    def receive(kind: str, number: int, payload) -> None:
        if kind == "failure":
            run.failures.append(payload)
        elif kind == "stats":
            run.stats[(number, payload["frontend"], payload["start"])] = payload
        elif kind == "exit" and number in live:
            live.pop(number)[0].join()

    def lost(number: int, why: str) -> None:
        """A worker killed or dead on one input: report that input, start again after it."""
        process, tasks, progress, where = live.pop(number)
        task_number, index = int(progress[0]), int(progress[1])
        frontend, task_start, stop, step = tasks[task_number]
        rest = tasks[task_number + 1:]
        if index >= 0:
            case = make_case(frontend, index, seed)
            run.failures.append({"signature": (frontend, why, where.value.decode("utf-8", "replace") or "?"),
                                 "frontend": frontend, "index": index, "path": case.path, "error": why,
                                 "seconds": time.monotonic() - progress[2], "input": case.describe(),
                                 "size": len(case.data), "shrunk": None})
            # the inputs up to the lost one were checked: count them, with the statistics last sent
            stats = run.stats.setdefault((number, frontend, task_start), _new_stats(frontend, task_start))
            stats["count"] = len(range(task_start, index + 1, step))
            stats["failures"][(frontend, why, "?")] = 1
            rest = [(frontend, index + step, stop, step)] + rest
        run.restarts += 1
        rest = [t for t in rest if t[1] < t[2]]
        if rest:
            start(number, rest)

    for number in range(workers):
        start(number, [(frontend, first + number, first + count, workers) for frontend in frontends])
    while live:
        try:
            receive(*queue.get(timeout=0.5))
        except queues.Empty:
            pass
        for number, (process, tasks, progress, where) in list(live.items()):
            if progress[1] >= 0 and time.monotonic() - progress[2] > HANG_LIMIT:
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
USEFUL = {"native": 0.6, "markdown": 0.4, "yaml": 0.2, "hero": 0.05}


def assert_clean(run: Run, count: int, frontends=FRONTENDS) -> None:
    print(run.summary())
    for frontend in frontends:
        assert run.count(frontend) >= count, f"{frontend}: only {run.count(frontend)} of {count} inputs checked"
        tasks = run.tasks(frontend)
        useful = sum(t["accepted"] if frontend == "hero" else t["with_abilities"] for t in tasks)
        assert useful >= USEFUL[frontend] * sum(t["count"] for t in tasks if t["seconds"]), (frontend, useful)
    assert not run.failures, run.report()


# ---- the tests ------------------------------------------------------------------------------------------


# The bugs this fuzzer found (issue 10's closing note) each have a focused test in
# `test_fuzz_regressions.py`; the runs below must come out clean.


def test_fuzz_every_frontend_quickly():
    """The normal tier: 100 inputs per front-end, with the bounds and the watcher of the slow run (which
    checks these inputs again among its 100,000)."""
    assert_clean(fuzz(FAST_COUNT), FAST_COUNT)


@pytest.mark.slow
def test_fuzz_every_frontend_100k():
    """The slow tier: 100,000 inputs per front-end."""
    assert_clean(fuzz(SLOW_COUNT), SLOW_COUNT)




@pytest.mark.slow
@pytest.mark.parametrize("frontend", FRONTENDS)
@settings(max_examples=500, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(rng=st.randoms(use_true_random=False))
def test_hypothesis_drives_the_same_generators(frontend, rng):
    """The generators, with Hypothesis drawing every choice: a failure shrinks to few choices
    (which source, which mutations, where), in this process, under a time bound."""
    case = generate(frontend, rng)
    note(f"input: {case.describe(2000)}")
    with time_bound(5 * TIME_LIMIT):
        check_case(case)


def test_the_generators_stay_near_real_text():
    """The sources are there, the inputs are the same every time, and most are small."""
    src = sources()
    assert len(src.native_blocks) > 10 and len(src.markdown_files) > 500 and len(src.yaml_blocks) > 10
    assert len(src.tier_lines) > 500 and len(src.heroes) >= 3
    for frontend in FRONTENDS:
        cases = [make_case(frontend, i) for i in range(300)]
        assert cases[:5] == [make_case(frontend, i) for i in range(5)]
        assert sum(len(c.data) <= 2048 for c in cases) > 0.85 * len(cases)
        assert len({c.data for c in cases}) > 0.85 * len(cases)


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
