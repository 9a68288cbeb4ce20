"""Cards for a whole class: HTML and PDF, seconds per card, against a floor measured in the same run.

The abilities are read and compiled once, outside the timing; what is timed is `render_cards`
(view models, fitting, page layout, templates; for PDF also WeasyPrint) and writing the file. The
floor renders the same number of trivial Jinja templates (an autoescaped name and three tier lines
per card) and writes the same number of bytes as the HTML. The ratio, not the absolute time, is
what to compare between machines.

    .venv/bin/python benchmarks/bench_cards.py [--repeat 5] [--pdf-repeat 3] [PATH]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import jinja2

from statblock.pipeline import run
from statblock.rulesets.draw_steel.render import render_cards
from statblock.rulesets.draw_steel.runtime.hero import load_hero

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_PATH = ROOT.parent / "shared" / "corpus" / "steel-compendium" / "abilities-Fury"
HERO = ROOT / "abilities" / "heroes" / "korva-fury.toml"

TRIVIAL = jinja2.Environment(autoescape=True).from_string(
    "<article><h2>{{ name }}</h2>{% for line in lines %}<p>{{ line }}</p>{% endfor %}</article>")


def timed(work, repeat: int) -> float:
    """The median wall time of `repeat` runs of `work`."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def write(data: bytes, folder: str) -> None:
    with open(os.path.join(folder, "out"), "wb") as handle:
        handle.write(data)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--pdf-repeat", type=int, default=3)
    parser.add_argument("path", nargs="?", default=str(DEFAULT_PATH))
    args = parser.parse_args(argv)
    abilities = run([args.path]).abilities
    hero = load_hero(HERO)
    cards = len(abilities)
    html_size = len(render_cards(abilities, "html", hero))
    lines = ["3 + M damage; push 1", "6 + M damage; push 2", "9 + M damage; push 4"]
    with tempfile.TemporaryDirectory() as folder:
        def floor():
            out = "".join(TRIVIAL.render(name=a.name, lines=lines) for a in abilities)
            write(out.encode().ljust(html_size), folder)

        render_cards(abilities, "pdf", hero)  # warm: fonts loaded, templates compiled
        floor_time = timed(floor, args.repeat * 4)
        html_time = timed(lambda: write(render_cards(abilities, "html", hero), folder), args.repeat)
        pdf_time = timed(lambda: write(render_cards(abilities, "pdf", hero), folder), args.pdf_repeat)
    print(f"{cards} cards from {args.path} for {hero.name}")
    print(f"floor (trivial Jinja + same bytes): {floor_time * 1000:8.2f} ms  {floor_time / cards * 1e6:8.1f} µs/card")
    print(f"html:                               {html_time * 1000:8.2f} ms  {html_time / cards * 1e3:8.3f} ms/card"
          f"  {html_time / floor_time:6.1f}× floor")
    print(f"pdf:                                {pdf_time * 1000:8.2f} ms  {pdf_time / cards * 1e3:8.3f} ms/card"
          f"  {pdf_time / floor_time:6.0f}× floor")
    return 0


if __name__ == "__main__":
    sys.exit(main())
