"""An ability laid out for writing back as text: the view model every printer reads.

`layout(ability)` turns the syntax tree of one ability into a `Card`: its
parts in canonical order, each spelt canonically (name line, flavor, the
keyword/action and distance/target rows, trigger, power roll, tiers,
sections). Printers (`native.py`, `markdown.py`) only decide how each part
looks in their format; what the parts are and in which order is decided
here, once. `layout(ability, lang="ja")` writes the structured parts in
that language (`translation.py`).

Every part remembers where its first line was in the source (`anchor`, a
file offset) so that the formatter can put comments back next to it.
"""

from __future__ import annotations

import re
import unicodedata

import attrs

from .. import ast
from ....diagnostics import Span
from ..frontends.name_line import icon_before_name
from ..grammar.tier_labels import tier_number
from ..compiler.checks import EXPECTED_RANGES, names_its_tier, range_label
from ..vocabulary import vocabulary
from ..runtime.compiled import CompiledRoll, CompiledSection
from .clauses import canonical_clause, is_cjk
from .translation import Translation
from ....records import frozen

__all__ = ["Card", "Header", "Roll", "Section", "TierLine", "layout", "CANONICAL_TIER_LABELS"]

CANONICAL_TIER_LABELS = {1: "≤11", 2: "12-16", 3: "17+"}
_SPACES = re.compile(r"\s+")
_TIER_DECORATION = " \t-*•・･●■✦★✸◆◇:："


def _one_line(text: str) -> str:
    return _SPACES.sub(" ", text).strip()


@frozen
class Header:
    """The book's two rows: keywords and action type, distance and target (any may be missing)."""

    keywords: tuple[str, ...]
    action: str | None
    distance: str | None
    target: str | None
    anchor: int | None = None
    lang: str | None = None     # the language the rows' own words are in, when asked for (`convert --lang`)

    def __bool__(self) -> bool:
        return bool(self.keywords or self.action or self.distance or self.target)


@frozen
class TierLine:
    label: str        # `≤11`, `12-16`, `17+` (or the author's label when it names no tier)
    text: str         # the clauses, canonical, joined with `; `
    anchor: int | None = None


@frozen
class Roll:
    header: str | None          # `Power Roll + Might`, without the colon; None for bare tier lines
    tiers: tuple[TierLine, ...]
    anchor: int | None = None


@frozen
class Section:
    """`Label: text` with the lines of its text; `label` None is a paragraph of its own."""

    label: str | None
    lines: tuple[str, ...]
    roll: Roll | None = None    # tier lines right under the section (a test)
    anchor: int | None = None
    list_item: bool = False     # an item of a bulleted list (`ast.Section.list_item`)


@frozen
class Card:
    name: str
    paren: str | None           # what goes in the name's parentheses: `3 Piety`, `Signature`, a tag
    icon: str | None            # the book's icon before a monster ability's name, when known
    flavor: tuple[str, ...]
    header: Header
    body: tuple[Roll | Section, ...]
    metadata: dict = attrs.field(factory=dict)
    anchor: int | None = None
    statblock: object = None    # a `statblock.Statblock` when the card is a monster's statblock header
    lang: str | None = None     # "ja": a statblock's labels are written in Japanese (else English)
    plain_flavor: tuple[int, ...] = ()   # the flavor lines written with no italics (`ast.Ability.plain_flavor`)


def _paren(ability: ast.Ability) -> str | None:
    if ability.cost is not None:
        cost = ability.cost
        resource = cost.resource.text
        term = vocabulary().heroic_resources.lookup(resource)
        if term is not None:  # `5+ essence` → `5+ Essence`, in the script it was written in
            resource = term.label("ja" if is_cjk(resource) else "en")
        upper = f"-{cost.upper_amount}" if cost.upper_amount is not None else ""  # `3-7 Malice`
        said = f"{cost.amount}{upper}{'+' if cost.open_ended else ''} {resource}"
        # `(Signature, 3 Wrath)`: both kept, for SB153 to say (a signature ability costs nothing)
        return f"{_signature_word(ability)}{'、' if is_cjk(resource) else ', '}{said}" if ability.signature else said
    if ability.signature:  # in the script it was written in: `(Signature)`, `(シグネチャー)`
        return _signature_word(ability) + (f" {ability.tag}" if ability.tag else "")
    return ability.tag


def _signature_word(ability: ast.Ability) -> str:
    return "シグネチャー" if ability.name_span is not None and "シグネチャー" in ability.name_span.text else "Signature"


def _tier_label(tier: ast.Tier, named: bool = False) -> str:
    """The book's label of a tier whose label says its range (`１２－１６`, `12〜16`), and with `named`
    (a translation) of one that names it in words (`ティア2`, `12 to 16`), which `fmt` keeps: its
    words are the author's; any other label as written."""
    written = tier.label.text.strip(_TIER_DECORATION)
    number = tier.number if tier.number is not None else tier_number(tier.label.text)
    if number is not None and (range_label(tier.label.text) in EXPECTED_RANGES.get(number, ())
                               or named and names_its_tier(tier.label.text, number)):
        return CANONICAL_TIER_LABELS[number]
    return _one_line(written)  # a wrong range stays as written, for `check` to report


def _roll_header(roll: ast.PowerRoll) -> str | None:
    if not roll.label:
        return None
    label = _one_line(roll.label).rstrip(":：").strip()
    japanese = is_cjk(label)
    word = "パワーロール" if label.startswith("パワーロール") else "Power Roll"
    names = [w.text for w in roll.characteristics]
    if roll.bonus is not None:  # `Power Roll + 2 (Might)`: the characteristic the number is, as written
        return f"{word} + {roll.bonus}" + (f" {_GLOSS.search(label).group(1)}" if names and _GLOSS.search(label) else "")
    if not names or not label.lower().startswith(("power roll", "パワーロール", "2d10", "roll")):
        return label
    if len(names) == 1:
        joined = names[0]
    elif japanese:
        joined = "、".join(names[:-1]) + "または" + names[-1]
    elif len(names) == 2:
        joined = f"{names[0]} or {names[1]}"
    else:
        joined = ", ".join(names[:-1]) + f", or {names[-1]}"
    # `パワーロール + 筋力 (Might)`: seed 000 glosses the characteristic so; the gloss is the author's, kept
    gloss = _GLOSS.search(label)
    return f"{word} + {joined}" + (f" {gloss.group(1)}" if gloss is not None else "")


# a gloss in brackets closing a roll header (`(Might)`, `（筋力）`)
_GLOSS = re.compile(r"\s*([(（][^()（）]*[)）])$")


def _joined_clauses(parts, clause, japanese: bool = True) -> str:
    """A tier's clauses joined with `; `, or with the `。` that ended a Japanese sentence where the author wrote
    one (`7 の聖なるダメージを与えます。ターゲットは伏せ状態になります`: two clauses, kept so), the last one's too;
    not in English (`japanese` False: a translation into English wrote `2 damage。slowed (EoT)`, which English does
    not read: `convert --lang en` refused it)."""
    out = ""
    for index, part in enumerate(parts):
        if index:
            out += "。" if japanese and _after(parts[index - 1]).startswith("。") else "; "
        out += clause(part)
    if japanese and parts and _after(parts[-1]).startswith("。") and not out.endswith("。"):
        out += "。"
    return out


def _after(part) -> str:
    """The text right after a clause part in its source (blanks skipped), or nothing when it is not known."""
    span = part.span
    if not isinstance(span, Span) or span.source is None:
        return ""
    return span.source.text[span.end:span.end + 8].lstrip(" \t\u3000")


def _anchor(span) -> int | None:
    return span.start if span is not None else None


def layout_roll(roll: ast.PowerRoll, header: bool = True, words: Translation | None = None,
                compiled: CompiledRoll | None = None) -> Roll:
    """`words` and `compiled` (the roll's compiled form) write it in another language."""
    clause = words.clause if words is not None else canonical_clause
    japanese = words is None or words.lang == "ja"
    tiers = tuple(TierLine(_tier_label(t, words is not None), _joined_clauses(t.clauses, clause, japanese), _anchor(t.span))
                  for t in roll.tiers)
    written = _roll_header(roll) if header else None
    if words is not None and compiled is not None:
        written = words.roll_header(written, compiled)
    return Roll(written, tiers, _anchor(roll.span))


def _section(section: ast.Section, words: Translation | None = None,
             compiled: CompiledSection | None = None) -> Section:
    lines = tuple(line.strip() for line in section.text.split("\n")) if section.text else ()
    roll = None
    if section.roll is not None:
        roll = layout_roll(section.roll, False, words, compiled.roll if compiled is not None else None)
    label = _one_line(section.label) if section.label else None
    if words is not None:
        label = words.section_label(label, compiled) if compiled is not None else words.trigger_label(label)
    return Section(label, lines, roll, _anchor(section.label_span or section.span), section.list_item)


def _header(ability: ast.Ability, words: Translation | None = None) -> Header:
    anchors = [w.span.start for w in ability.keywords if w.span is not None]
    for node in (ability.action, ability.distance, ability.target):
        if node is not None and node.span is not None:
            anchors.append(node.span.start)
    header = Header(
        tuple(part for w in ability.keywords for part in _apart(_one_line(w.text))),
        _one_line(ability.action.text) if ability.action is not None else None,
        _one_line(ability.distance.text) if ability.distance is not None else None,
        _one_line(ability.target.text) if ability.target is not None else None,
        min(anchors) if anchors else None,
    )
    if words is None:  # written as it is: with the keyword separator the author chose
        return attrs.evolve(header, lang="ja") if _joined_the_japanese_way(ability) else header
    return Header(words.keywords(header.keywords), words.action(header.action), words.distance(header.distance),
                  words.target(header.target), header.anchor, words.lang)


def _apart(keyword: str) -> tuple[str, ...]:
    """A keyword written as keywords apart by blanks (`魔法　近接　ストライク`, `Magic Melee Strike`: SB103) as the keywords
    it writes, when each is one, as SB103's fix says; else the keyword as written. `fmt` wrote `魔法 近接 ストライク`,
    still warned."""
    parts = keyword.split(" ")
    if len(parts) < 2:
        return (keyword,)
    known = vocabulary().keywords
    if known.lookup(keyword) is not None or any(known.lookup(part) is None for part in parts):
        return (keyword,)
    return tuple(parts)


def _joined_the_japanese_way(ability: ast.Ability) -> bool:
    """Whether the author joined the keywords the Japanese way, with `、` (`魔法、遠距離`), the middle dot (`魔法・遠距離`,
    as the seeds' Japanese rows write them) or a full-width comma (`魔法，遠距離`): a card of the ability as written joins
    them with `、` (the header's language says how), never `魔法, 遠距離`, in every format written (`fmt` turned
    `魔法・近接・ストライク` into `魔法, 近接, ストライク`, half-width commas between Japanese words)."""
    words = [w for w in ability.keywords if w.span is not None]
    if len(words) == 1 and len(_apart(_one_line(words[0].text))) > 1:
        return is_cjk(words[0].text)   # (`魔法　近接　ストライク`: written `魔法、近接、ストライク`, as SB103 says)
    if len(words) < 2:
        return False
    between = words[0].span.source.text[words[0].span.end : words[1].span.start]
    # (the middle dot and the full-width comma between English keywords are no Japanese way: `Magic・Melee` is written
    # `Magic, Melee`; it was `Magic、Melee`)
    return "、" in between or (any(mark in between for mark in "・，") and is_cjk(words[0].text + words[1].text))


def layout(ability: ast.Ability, metadata: bool = True, lang: str | None = None) -> Card:
    """The canonical layout of one ability. `metadata=False` leaves the metadata out; with `lang`
    (`en`, `ja`) every structured part written in the other language is written in that one."""
    words = Translation(ability, lang) if lang is not None else None
    compiled = words.compiled if words is not None else None
    body: list[Roll | Section] = []
    if ability.trigger is not None:
        body.append(_section(ability.trigger, words))
    if ability.power_roll is not None:
        roll = layout_roll(ability.power_roll, True, words, compiled.power_roll if compiled else None)
        # bare tier lines after a trigger would belong to it: they go first
        body.insert(0 if roll.header is None else len(body), roll)
    # compiled sections are the syntax's sections one for one (see compiler/ability.py)
    sections = compiled.sections if compiled is not None else (None,) * len(ability.sections)
    for section, compiled_section in zip(ability.sections, sections, strict=True):
        if section.label == "Power Roll" and section.roll is not None and section.text == section.roll.label:
            body.append(layout_roll(section.roll, True, words,
                                    compiled_section.roll if compiled_section is not None else None))
        else:
            body.append(_section(section, words, compiled_section))
    flavor = tuple(line.strip() for line in ability.flavor.split("\n")) if ability.flavor else ()
    paren = _one_line(_paren(ability)) if _paren(ability) else None
    return Card(
        name=_one_line(ability.name),
        paren=words.paren(ability, paren) if words is not None else paren,
        icon=icon_before_name(ability.name, ability.name_span),
        flavor=flavor,
        plain_flavor=ability.plain_flavor,
        header=_header(ability, words),
        body=tuple(body),
        metadata=dict(ability.metadata) if metadata else {},
        anchor=_anchor(ability.name_span),
    )
