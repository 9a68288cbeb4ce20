"""`statblock convert`: any input format to native, Markdown or JSON.

Every ability found in the input is written out in the target format. The
result is read back and each ability must mean what it meant before
(`meaning.py`; for Markdown, line breaks inside a paragraph may become
spaces, because Markdown joins the lines of a paragraph). A conversion that
would change an ability is still written, so that it can be looked at, and
reported as an error.

With `lang` (`en`, `ja`) the structured parts are written in that language
(`translation.py`); the read-back then compares what the abilities mean apart
from the spelling of labels (`meaning.without_wording`).
"""

from __future__ import annotations

import json

import attrs

from ....diagnostics import Severity
from ....messages import Listing, msg
from ....pipeline import FileResult, read_file, read_text
from ..canonical import tag
from ..serialize import parse_json
from .layout import Card, layout
from .markdown import render_markdown
from .changes import said_changes
from .meaning import differences, meaning, without_wording
from .native import render_native
from .other_text import Passage, other_text, passages_json
from ..frontends.statblocks import source_labels_lang
from .statblock import from_ability, from_source, header_card, labels_lang, yaml_icons
from ..vocabulary import vocabulary
from ....records import frozen

__all__ = ["FORMATS", "Conversion", "abilities_of", "convert", "convert_result", "converted_text"]

# target format → file suffix
FORMATS = {"ability": ".ability", "md": ".md", "json": ".json"}
# target format → the message naming it (`the Markdown written`)
_FORMAT_NAMES = {"ability": "convert.format.ability", "md": "convert.format.md", "json": "convert.format.json"}


@frozen
class Conversion:
    text: str
    abilities: int                   # abilities and statblocks written
    problems: tuple = ()   # input errors (diagnostics) and what the conversion would change (messages)


def feature_icon(ability) -> str:
    """The icon the book prints before a monster feature's name, from what the feature is: ☠️ a villain action,
    ❗️ a triggered action, ⭐️ a trait (no action type, no power roll), 🔳 an area, 🏹 a ranged and 🗡 a melee ability,
    👤 one of distance self, ❇️ any other."""
    action = ability.action or ""
    if action.startswith("villain_action") or (tag(ability.tag) or "").lower().startswith("villain action"):
        return "☠️"
    term = vocabulary().action_types.terms.get(action)
    if term is not None and term.extra.get("triggered"):
        return "❗️"
    if not action and ability.power_roll is None:
        return "⭐️"
    kinds = {part.get("kind") for part in (ability.distance or {}).get("parts") or () if isinstance(part, dict)}
    for keyword, icon in (("area", "🔳"), ("ranged", "🏹"), ("melee", "🗡")):
        if keyword in ability.keywords or keyword in kinds:
            return icon
    return "👤" if "self" in kinds else "❇️"


def converted_text(result: FileResult, to: str, lang: str | None = None) -> str:
    """The text `convert` writes for an already-read file, without reading it back."""
    return _render(result, to, lang)


def _render(result: FileResult, to: str, lang: str | None = None, keep: str = "as_written") -> str:
    """The converted text, the file's other text (`other_text.py`) at its place among the abilities: `keep`
    "as_written", "comments" (in Markdown, as HTML comments, which no reader takes into an ability), "comments_above"
    (those right above an ability as HTML comments, the others as written) or "none"."""
    statblocks = from_source(result.source) if result.source is not None else []
    passages = other_text(result, statblocks) if keep != "none" else []
    if keep == "comments":
        passages = [attrs.evolve(p, comment=True) for p in passages]
    if to == "json":  # the `parse` JSON, and the file's other text
        data = parse_json(result.abilities, result.statblocks)
        data["other_text"] = passages_json(result, passages)
        return json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n"
    cards = _cards(result, statblocks, lang, icons=to == "md")
    # (a comment inside a native ability is anchored at the ability: above it)
    items = sorted([*cards, *((p.anchor, p) for p in passages)],
                   key=lambda pair: (pair[0], not isinstance(pair[1], Passage)))
    if keep == "comments_above":  # (the passages right above an ability, whose heading may take it in)
        items = [(anchor, attrs.evolve(item, comment=True) if isinstance(item, Passage) and number + 1 < len(items)
                  and not isinstance(items[number + 1][1], Passage) else item)
                 for number, (anchor, item) in enumerate(items)]
    if to == "ability":
        return render_native([item for _, item in items])
    if to == "md":
        return render_markdown([item for _, item in items])
    raise ValueError(f"unknown target format {to!r}; use one of {', '.join(FORMATS)}")


def _cards(result: FileResult, statblocks: list, lang: str | None = None, icons: bool = False) -> list:
    """Every ability of a file as a card, with its statblocks, each with its place in the file (in file order);
    `lang`: see `layout`. With `icons`,
    a monster's feature written with no icon gets the one the book prints for its kind (the Markdown statblock
    layout tells a feature from a sidebar by it: without, the feature was read back as prose)."""
    anchored = []
    compiled = dict(zip(map(id, result.asts), result.abilities))
    yaml = yaml_icons(result.source) if result.source is not None else {}
    for tree in [*result.headers, *result.asts]:
        statblock = from_ability(tree) if tree.fmt == "ability" else None
        if statblock is not None:  # (without `lang`, its labels in the language they are written in)
            card = header_card(statblock, lang or labels_lang(tree))
        else:
            card = layout(tree, lang=lang)
        if card.icon is None and tree.name in yaml:
            card = attrs.evolve(card, icon=yaml[tree.name])
        if card.icon is None and icons and id(tree) in compiled:
            card = attrs.evolve(card, icon=feature_icon(compiled[id(tree)]))
        anchored.append((tree.name_span.start if tree.name_span is not None else 0, card))
    # (without `lang`, a Markdown table's labels in the language they are written in)
    anchored += [(s.anchor, header_card(s, lang or source_labels_lang(s))) for s in statblocks]
    anchored.sort(key=lambda pair: pair[0])
    return anchored


def abilities_of(result: FileResult) -> list:
    """The compiled abilities of a file (the pipeline leaves statblock and malice-feature headers out)."""
    return list(result.abilities)


def _check_round_trip(result: FileResult, to: str, text: str, out_path: str, lang: str | None = None) -> list[str]:
    if not (result.abilities or result.statblocks):
        return []  # (JSON too is read back: statblock's own JSON is read as the native text it stands for)
    again = read_text(out_path, text)
    loose = to == "md"
    originals, converted = abilities_of(result), abilities_of(again)
    # a Markdown file keeps metadata only as the front matter of a lone ability
    keep_metadata = to != "md" or len(result.abilities) == 1 and not result.statblocks
    problems: list = [d for d in again.diagnostics if d.severity is Severity.ERROR  # (they name the output)
                      and not any(e.severity is Severity.ERROR for e in result.diagnostics)]
    # their statistics; which abilities belong to each follows from the abilities' order, compared below
    # (in native, prose the Markdown reader takes for an ability joins the statblock above it)
    advice = msg("convert.advice_md", code="SB179", to_ability="--to ability", to_json="--to json") \
        if to == "md" else msg("convert.advice_fault")
    problems += _statblock_changes(result, again, advice)
    if len(converted) != len(originals):
        # (said at the first ability whose name is not read back, or the first one beyond the count; it said the file)
        names = [after.name for after in converted]
        lost = next((b for b in originals if b.name not in names), originals[min(len(converted), len(originals) - 1)])
        return problems + [msg("convert.would_recount", path=f"{result.path}:{lost.line}:{lost.column}",
                               name=lost.name, before=len(originals), after=len(converted), advice=advice)]
    for before, after in zip(originals, converted):
        old, new = meaning(before, loose), meaning(after, loose)
        if not keep_metadata:
            old.pop("metadata"), new.pop("metadata")
        if lang is not None:
            old, new = without_wording(old), without_wording(new)
        if differences(old, new):   # (said in the user's words, at the ability's place: `changes.py`)
            # (the formats that keep every part advised only after Markdown: after `--to ability` or `--to json`
            # it said they keep every part, the one that did not among them)
            problems.append(msg("convert.would_change", path=f"{result.path}:{before.line}:{before.column}",
                                name=before.name, format=msg(_FORMAT_NAMES[to]), changes=said_changes(old, new),
                                advice=advice))
    return problems


def _statblock_changes(result: FileResult, again: FileResult, advice) -> list:
    """The statblock that would read back otherwise, at its line, with the fields that differ (it said the
    file alone: `converting would change a statblock`)."""
    before = [attrs.evolve(s, features=()) for s in result.statblocks]
    after = [attrs.evolve(s, features=()) for s in again.statblocks]
    if before == after:
        return []
    for old, new in zip(before, after):
        if old != new:
            parts = [f.name for f in attrs.fields(type(old)) if f.eq and f.name != "fields"
                     and getattr(old, f.name) != getattr(new, f.name)]
            parts += sorted(k for k in {*old.fields, *new.fields} if old.fields.get(k) != new.fields.get(k))
            place = f"{result.path}:{getattr(old, 'line', 1)}:1"
            return [msg("convert.would_change_statblock", path=place, name=old.name,
                        parts=Listing(tuple(f"`{p}`" for p in parts)), advice=advice)]
    return [msg("convert.would_change_statblock", path=result.path, name="", parts=Listing(
        (msg("convert.statblock_count", before=len(before), after=len(after)),)), advice=advice)]


def convert_result(result: FileResult, to: str, out_path: str, lang: str | None = None) -> Conversion:
    """Convert an already-read file; `out_path` is where the text will go (its suffix picks the reader).

    `lang` (`en`, `ja`) writes the structured parts of native and Markdown output in that language;
    None keeps them as written. JSON has no language: `lang` does not change it, and the JSON of the
    converted file equals the JSON of the original apart from positions, prose and `written`."""
    if result.source is None:
        return Conversion("", 0, tuple(d.render() for d in result.diagnostics))
    text = _render(result, to, lang)
    # an error, or text no feature holds (SB174), which the converted file leaves out: said, never dropped in silence
    problems: list = [d for d in result.diagnostics if d.severity is Severity.ERROR or d.code == "SB174"]
    changes = _check_round_trip(result, to, text, out_path, lang)
    if changes and to == "md":
        text, changes = _without_prose(result, lang, out_path, text, changes)
    problems += changes
    return Conversion(text, len(result.abilities) + len(result.statblocks), tuple(problems))


def _without_prose(result: FileResult, lang: str | None, out_path: str, text: str, changes: list) -> tuple[str, list]:
    """Markdown whose other text, as written, changes what is read (a heading over prose that now reads as an
    ability): the other text as HTML comments, else left out and said at each place (or, when the abilities
    change without it too, the text as first written and its changes)."""
    for keep in ("comments_above", "comments", "none"):
        again = _render(result, "md", lang, keep)
        if not _check_round_trip(result, "md", again, out_path, lang):
            if keep == "none":
                return again, [msg("convert.prose_left_out", path=f"{result.path}:{p.line}:{p.column}")
                               for p in other_text(result)]
            return again, []
    return text, changes


def convert(path: str, to: str, out_path: str, lang: str | None = None) -> Conversion:
    return convert_result(read_file(path), to, out_path, lang)
