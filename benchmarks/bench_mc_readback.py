"""Marvel Champions cards read back: each card of MarvelCDB's data printed (`cards --format txt|md|html`, in English
and in Japanese), its printed lines pasted into a `.champions` card file, that file read (as `parse` reads it), and the
card's parse JSON compared with its source's, card by card.

What a card prints as its lines, as a user takes them:
- txt: its ability lines as printed (`■ `/`▷ ` marks, `〔原文〕`, `• ` options), a wrapped line joined to the line
  before it (with a space where both sides are narrow characters: the line was cut at a space);
- md: its list items as the Markdown shows them (`- **Hero Action** (mandatory): …` is `Hero Action (mandatory): …`,
  an item under it, `  - …`, an option `• …`);
- html: each block's words as a browser shows them (the badge `■ Hero Action`, a space, the words).

What is compared: the card's abilities and notes in the parse JSON, without what is where and as written (positions,
the path, every `text`, which a card prints with its icons as symbols, and the ability's `trigger` words, which a
Japanese card prints in Japanese; a trait's brackets, `[[Aerial]]`, in other words as written, which the cards print
as the trait's name); the rest (types, effects and their values, conditions, costs, limits, options,
icons, references) must be the same. The card's header (name, type) is the source's.

    .venv/bin/python benchmarks/bench_mc_readback.py [--show N] [--formats txt,md,html] [--langs en,ja] [PATH]
"""

from __future__ import annotations

import argparse
import collections
import html
import json
import re
import sys
from pathlib import Path

from statblock.pipeline import read_file, read_text

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_PATH = ROOT.parent / "shared" / "corpus" / "marvelcdb" / "pack"

#: keys of the parse JSON that say where or how a thing was written, not what it is
_AS_WRITTEN = {"span", "line", "column", "end_line", "end_column", "path", "code", "text"}
_ABILITY_WORDS = {"trigger"}
_TRAIT = re.compile(r"\[\[([^\[\]]*)\]\]")


def _plain(value, top: bool = False):
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()
                if k not in _AS_WRITTEN and not (top and k in _ABILITY_WORDS)}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, str):   # (words as written, a condition's: a trait's `[[…]]` printed as its name)
        return _TRAIT.sub(r"\1", value)
    return value


def meaning(card_json: dict) -> dict:
    """What of a card's parse JSON a card must give back: its abilities' and notes' readings."""
    return {"abilities": [_plain(a, top=True) for a in card_json["abilities"]],
            "notes": [{"kind": n["kind"]} for n in card_json["notes"]]}


_JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")


def _glue(before: str, after: str) -> str:
    """What stood where a txt card's line was wrapped: a space between two characters that are no Japanese (the line
    was cut at a space: the printer cuts a word only beside a wide character, which an icon's symbol is, `a ✊
    resource`), none beside Japanese (`〔原文〕After`, a Japanese sentence cut anywhere)."""
    if not before or not after or _JAPANESE.match(before[-1]) or _JAPANESE.match(after[0]):
        return ""
    return " "


def txt_lines(printed: str) -> list[str]:
    """A printed txt card's ability lines, each wrapped line joined to its line (the legend and frame left out)."""
    lines: list[str] = []
    for line in printed.splitlines()[2:]:
        if line.startswith(("■ ", "▷ ", "  • ")):
            lines.append(line.strip())
        elif line.startswith("  ") and lines:
            words = line.strip()
            lines[-1] += _glue(lines[-1], words) + words
    # (the card's name, traits and stats lines come before the first mark: not abilities)
    return lines


_BOLD = re.compile(r"\*\*(.*?)\*\*")
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")   # (CommonMark: a backslash before ASCII punctuation shows it alone)


def _shown(markdown: str) -> str:
    return _ESCAPED.sub(r"\1", _BOLD.sub(r"\1", markdown)).rstrip()


def md_lines(printed: str) -> list[str]:
    """A Markdown card's list items as the Markdown shows them: an item's words, bold as plain words (`**Hero
    Action**: …` is `Hero Action: …`) and escapes undone (`R\\&D` is `R&D`), an item under an item (an option) after a
    bullet, `• `."""
    lines = []
    for line in printed.splitlines():
        if line.startswith("- "):
            lines.append(_shown(line[2:]))
        elif line.startswith("  - "):
            lines.append("• " + _shown(line[4:]))
    return lines


_TAG = re.compile(r"<[^>]*>")


def html_lines(compiled, lang: str) -> list[str]:
    from statblock.rulesets.marvel_champions.render.blocks import block_cards
    from statblock.rulesets.marvel_champions.render.labels import labels
    from statblock.rulesets.marvel_champions.render.views import card_views

    words = labels(lang)
    (card,) = block_cards([compiled], card_views([compiled], lang, words), words.card_labels())
    return [f"{b.label}{' ' if b.spaced else ''}{b.text}" if b.label else b.text for b in card.blocks]


def printed_lines(compiled, fmt: str, lang: str) -> list[str]:
    from statblock.rulesets.marvel_champions.render import render_cards

    if fmt == "html":
        return html_lines(compiled, lang)
    printed = render_cards([compiled], fmt, lang).decode("utf-8")
    return txt_lines(printed) if fmt == "txt" else md_lines(printed)


def _header(card) -> str:
    from statblock.rulesets.marvel_champions.frontends.native import TYPES

    kind = TYPES[card.type][0][0] if card.type in TYPES else "Hero"
    name = f"{card.name} — {card.subname}" if card.subname else card.name
    return f"{name} ({kind})"


def read_back(cards, fmt: str, lang: str) -> list[dict]:
    """The parse JSON of a `.champions` file of `cards` as printed in `fmt` and `lang`, a card for each."""
    blocks = []
    for card in cards:
        lines = [line for line in printed_lines(card, fmt, lang) if not line.startswith("#")]
        blocks.append("\n".join([_header(card), *lines]))
    result = read_text("cards.champions", "# ruleset: marvel_champions\n" + "\n\n".join(blocks) + "\n")
    return [c.to_json() for c in result.statblocks]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", nargs="?", default=str(DEFAULT_PATH))
    parser.add_argument("--formats", default="txt,md,html")
    parser.add_argument("--langs", default="en,ja")
    parser.add_argument("--show", type=int, default=0, help="print the first N differing cards of each run")
    parser.add_argument("--json", help="write every differing card's name and file here")
    options = parser.parse_args(argv)
    files = sorted(Path(options.path).glob("*.json")) if Path(options.path).is_dir() else [Path(options.path)]
    sources = []
    for path in files:
        result = read_file(str(path))
        if result.statblocks:
            sources.append(result.statblocks)
    cards = [c for pack in sources for c in pack]
    abilities = sum(len(c.abilities) for c in cards)
    sentences = {}
    for card in cards:
        for a in card.abilities:
            for s in (*a.effects, *(s for o in a.options for s in o.effects)):
                if not getattr(s, "reminder", False):
                    sentences.setdefault((s.span.source.path, s.span.start, s.span.end), s)
    text = sum(1 for s in sentences.values() if all(e.kind == "text" for e in s.effects))
    with_abilities = sum(1 for c in cards if c.abilities)
    print(f"MarvelCDB: {len(cards)} cards, {with_abilities} with abilities, {abilities} abilities read, "
          f"{len(sentences)} effect sentences, {text} of text")
    differing: dict[str, list] = {}
    for fmt in options.formats.split(","):
        for lang in options.langs.split(","):
            found = []
            for pack in sources:
                again = read_back(pack, fmt, lang)
                for card, back in zip(pack, again, strict=True):
                    if card.abilities and meaning(card.to_json()) != meaning(back):
                        found.append((card, back))
            differing[f"{fmt}/{lang}"] = [(c.name, c.span.path.rsplit("/", 1)[-1]) for c, _ in found]
            print(f"{fmt} {lang}: {len(found)} of {with_abilities} cards read back otherwise")
            for card, back in found[:options.show]:
                _show(card, back)
    if options.json:
        Path(options.json).write_text(json.dumps(differing, ensure_ascii=False, indent=1), "utf-8")
    return 0


def _show(card, back) -> None:
    mine, theirs = meaning(card.to_json()), meaning(back)
    print(f"  {card.name} ({card.span.path.rsplit('/', 1)[-1]}:{card.span.line})")
    source = [a["text"] for a in card.to_json()["abilities"]]
    again = [a["text"] for a in back["abilities"]]
    for index in range(max(len(source), len(again))):
        left = mine["abilities"][index] if index < len(mine["abilities"]) else None
        right = theirs["abilities"][index] if index < len(theirs["abilities"]) else None
        if left != right:
            print(f"    - {source[index] if index < len(source) else None!r}")
            print(f"    + {again[index] if index < len(again) else None!r}")
            if left and right:
                print(f"      differs at {_first_difference(left, right)}")
            break
    if mine["notes"] != theirs["notes"]:
        print(f"    notes {mine['notes']} -> {theirs['notes']}")


def _first_difference(left, right, path: str = "") -> str:
    """Where two JSON values first differ, and the two values there."""
    if isinstance(left, dict) and isinstance(right, dict):
        for key in left.keys() | right.keys():
            if left.get(key) != right.get(key):
                return _first_difference(left.get(key), right.get(key), f"{path}.{key}")
    if isinstance(left, list) and isinstance(right, list) and len(left) == len(right):
        for index, (a, b) in enumerate(zip(left, right)):
            if a != b:
                return _first_difference(a, b, f"{path}[{index}]")
    return f"{path}: {json.dumps(left, ensure_ascii=False)[:150]} -> {json.dumps(right, ensure_ascii=False)[:150]}"


if __name__ == "__main__":
    sys.exit(main())
