"""Front-end for Steel Compendium Markdown.

Two layouts hold abilities:

- hero ability files: YAML front matter, a heading with the name, an italic
  flavor line, the keyword/type/distance/target table, `**Power Roll + X:**`,
  tier lines as list items (`- **≤11:** ...`), then `**Effect:**` and others;
- monster statblocks and malice features: each feature is a block quote
  (`> `) whose first line is `icon **Name (cost)**`, with the same parts. A
  quote may go on to hold abilities of its own (a bold name and its header
  table); a quote of one bold line and nothing else is a caption, as a heading.

Newer hero ability files (the data-unified layout) print no heading: the name,
and the cost the heading's parentheses used to hold, are only in the front
matter (`name:`, `cost:`), so the ability's text before any heading is named
from there.

`md_document` finds the blocks and their lines; `markdown_text` turns each
line into plain text with its original columns; `sc_blocks` reads a block's
lines, `sc_abilities` makes an ability of a heading, a bold name, a quote or
the front matter. ``ds-feature``/``ds-statblock``
fenced blocks go to the YAML front-end.
"""

from __future__ import annotations

from . import yaml_lazy as yaml  # (PyYAML imported at its first use: yaml_lazy.py)

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....frontends.markdown_text import stripped_text
from ....frontends.yaml_reasons import yaml_reason
from ....messages import msg
from .raw import RawAbility
from ..vocabulary import vocabulary
from .ds_yaml import YAML_FENCES as _YAML_FENCES
from .statblocks import partition_cell
from .front_matter import front_matter_value, read_front_matter
from .md_document import MAX_NESTING, Block, TooDeep, blocks as document_blocks, split_front_matter
from .sc_abilities import (front_matter_ability, heading_ability, kind_title, named_ability, quoted_feature, signature_heading,
                           signature_lead, signature_paragraphs)
from .md_cards import card_headings, near_marks, unnamed_headings, unread_fences
from .page_yaml import (listed_in_front_matter, nameless_fence, not_in_body, one_feature_fence, other_ds_fences,
                        unread_statistics)
from .sc_blocks import (bold_label, bold_name, card_page, first_line, has_header_icons, header_field_label,
                        icon_heading, lines_of_labels, paragraph_kind, sections_alone, slipped_headers,
                        starts_ability)

__all__ = ["read_markdown", "read_markdown_body"]


def read_markdown(source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    try:
        return _read_markdown(source)
    except TooDeep as stop:
        start = source.line_starts[min(stop.line, source.line_count - 1)]
        problem = Diagnostic("SB006", Severity.ERROR, msg("file.nested_from", depth=MAX_NESTING),
                             source.span(start, start))
        # read what comes before the line markdown-it could not get past
        truncated = SourceFile(source.path, source.text[:start])
        abilities, diagnostics = _read_markdown_prefix(truncated, source)
        return abilities, diagnostics + [problem]


def _read_markdown_prefix(truncated: SourceFile, source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    try:
        abilities, diagnostics = _read_markdown(truncated)
    except TooDeep:
        return [], []
    # positions were taken in the truncated copy, whose offsets are those of the file
    for raw in abilities:
        raw.span = source.span(raw.span.start, raw.span.end)
        for line in raw.lines:
            if line.body is not None:
                line.body = Fragment(line.body.text, line.body.runs, source)
            if line.label is not None:
                line.label = Fragment(line.label.text, line.label.runs, source)
    return abilities, diagnostics


def _read_markdown(source: SourceFile) -> tuple[list[RawAbility], list[Diagnostic]]:
    skip, front = split_front_matter(source.text)
    metadata: dict = {}
    diagnostics: list[Diagnostic] = []
    if front:
        try:
            loaded, refused = read_front_matter(front)
            if isinstance(loaded, dict):
                metadata = {str(k): v for k, v in loaded.items()}
            if refused:  # (a front matter read without PyYAML has none)
                from .yaml_load import alias_diagnostic  # noqa: PLC0415 - PyYAML's loaders, imported with the first YAML read (yaml_lazy.py)

                diagnostics.extend(alias_diagnostic(refused, source, len("---\n"), Severity.WARNING))
        except yaml.YAMLError as error:
            mark = getattr(error, "problem_mark", None)
            line = (mark.line + 1) if mark else 0  # the front matter starts after the `---` line
            offset = source.line_starts[min(line, source.line_count - 1)] + (mark.column if mark else 0)
            diagnostics.append(Diagnostic("SB004", Severity.WARNING,
                                          msg("yaml.front_matter", problem=yaml_reason(getattr(error, "problem", None) or str(error))),
                                          source.span(offset, offset)))
    abilities, more = _read_body(source, skip, metadata,
                                 lambda key: front_matter_value(source, skip, metadata, key))
    return abilities, diagnostics + more


def read_markdown_body(source: SourceFile, metadata: dict,
                       values: dict[str, Fragment]) -> tuple[list[RawAbility], list[Diagnostic]]:
    """Read `source` as Steel Compendium Markdown with no front matter of its own: `metadata` and
    `values` (a value's text placed where it is written, by key: `name`, `cost`) stand for it. The
    data-unified YAML records keep their Markdown in a `content:` string, their name beside it."""
    try:
        return _read_body(source, 0, metadata, values.get)
    except TooDeep as stop:
        start = source.line_starts[min(stop.line, source.line_count - 1)]
        return [], [Diagnostic("SB006", Severity.ERROR, msg("file.nested_from", depth=MAX_NESTING),
                               source.span(start, start))]


def _read_body(source: SourceFile, skip: int, metadata: dict,
               value) -> tuple[list[RawAbility], list[Diagnostic]]:
    """The abilities of the Markdown after the first `skip` lines; `value(key)` is a front matter
    value as a placed fragment, or None."""
    diagnostics: list[Diagnostic] = []
    blocks = lines_of_labels(source, document_blocks(source.text, skip))
    # the `###` headings a Markdown card marks as an ability's (`card_marks.CARD_MARK`), the marks themselves out
    blocks, marked = card_headings(source, blocks)
    abilities: list[RawAbility] = []

    # ds-feature / ds-statblock fenced YAML, read by the YAML front-end; the Markdown around the fences is read
    # too (a Markdown statblock's quoted features beside a `ds-statblock` fence were dropped with no word)
    fences = [b for b in blocks if b.kind == "fence" and b.info.strip().split(" ")[0] in _YAML_FENCES]
    diagnostics.extend(other_ds_fences(source, blocks))
    fenced: list[RawAbility] = []
    if fences:
        from .ds_yaml import read_yaml_block  # noqa: PLC0415

        for fence in fences:
            found, problems = read_yaml_block(source, fence.start + 1, fence.end - 1, metadata,
                                              one_feature=one_feature_fence(source, fence))
            fenced.extend(found)
            diagnostics.extend(problems)
            if not found and not problems:
                diagnostics.extend(nameless_fence(source, fence))
        blocks = [b for b in blocks if not (b.kind == "fence" and b.info.strip().split(" ")[0] in _YAML_FENCES)]

    # Split into heading sections; inside each, block quotes are features. A thematic break (`---`, `***`)
    # after an ability ends it: the text after the break (a whole class document's next feature, written
    # without a heading of its own) is not one of its sections. A break above any ability is decoration.
    sections: list[list[Block]] = []
    holds_ability = False  # whether the last section looks like an ability so far (each block looked at once)
    for block in blocks:
        if block.kind == "hr":
            if block.quote[0] == 0 and sections and holds_ability:
                sections.append([])
                holds_ability = False
            continue
        if (block.kind == "heading" and block.quote[0] == 0) or not sections:
            sections.append([])
            holds_ability = False
        sections[-1].append(block)
        holds_ability = holds_ability or _looks_like_ability(source, [block])
    single_file_ability = sum(1 for b in blocks if b.kind == "heading") <= 1
    cards = card_page(blocks, metadata)  # (once: it looks at every block, and was asked again for each heading)
    outer: list[Block] = []  # the headings the current one is under, outermost first
    # a class document named for the cost of the abilities it offers (`name: 7-Ferocity Ability`, the data-unified
    # md-linked `7-ferocity-ability.md`: its abilities' headings under no heading of that kind): as such a heading
    title = value("name")
    title_kind = kind_title(title) if title is not None and title.text else None
    leads: dict[int, Fragment] = {}  # a heading's own text saying the abilities under it are signature ones
    front_named = False  # whether the front matter's `name` has named an ability
    intro: RawAbility | None = None  # a feature's own text before its abilities (`_intro_feature`)
    for section in sections:
        heading = section[0] if section and section[0].kind == "heading" and section[0].quote[0] == 0 else None
        if heading is not None:
            while outer and outer[-1].level >= heading.level:
                outer.pop()
            kind_heading = signature_heading(source, outer[-1]) if outer else title_kind
            if kind_heading is None and outer:
                # `##### Dragon Breath (2 Points)`, `You have the following signature ability.`, then the
                # ability's own heading under it: as if the heading said `Signature Ability`
                kind_heading = leads.get(id(outer[-1]))
            outer.append(heading)
        body = section[1:] if heading else section
        quoted = [b for b in body if b.quote[0] > 0]
        unquoted = [b for b in body if b.quote[0] == 0]
        # the paragraphs that may say the abilities after them are signature ones (`signature_lead` reads no other),
        # found once for the section and each of its quotes (most sections: none)
        leading = signature_paragraphs(source, unquoted) if heading is not None or quoted else []
        if heading is not None and leading:
            lead = signature_lead(source, leading)
            if lead is not None:
                leads[id(heading)] = lead
        features: list[RawAbility] = []
        notes: list[Block] = []  # quotes that are not features: a note inside an ability's text
        # `##### Signature Abilities` over `> ###### Blessed Light` or `**Wing Buffet**`: the abilities quoted or
        # named in bold under a heading that says so are signature abilities, as the headings under it are
        # (`heading_ability`); after a thematic break, the heading they are under is the last one
        over = heading if heading is not None else (outer[-1] if outer else None)
        quote_kind = signature_heading(source, over) if over is not None else None
        if quoted:
            groups: dict[int, list[Block]] = {}
            for block in quoted:
                groups.setdefault(block.quote[1], []).append(block)
            after = body[0].start if body else 0  # where the text since the last quote starts
            # whether the section's features are marked with icons (`> ⭐️ **Undying**`): then a quote of prose whose
            # name has none is no feature of theirs (`> **Gravewarden Tactics**` after the last one)
            table = any(block.kind == "table" for block in body)
            iconed = table and any(_icon_named(source, whole[0]) for whole in groups.values())  # (asked only then)
            caption = None  # the caption over the quotes since the last one
            for whole in groups.values():
                # `You have the following signature ability.` just before the quote: its ability is one
                lead = signature_lead(source, [b for b in leading if after <= b.start < whole[0].start]) \
                    if leading else None
                after = whole[-1].end
                if _caption(source, whole):
                    # `> **Level 7 Retainer Advancement Ability**`: names the quotes after it, as a heading; kept as
                    # their metadata `caption` (what level gains them was dropped with no word)
                    caption = _caption_text(source, whole[0])
                    continue
                if _quoted_statblock(source, whole):
                    notes.extend(whole)  # `>**Source of Earth**` over its statblock table: the statblock's, read there
                    continue
                parts = _captioned(source, whole)
                if parts[0] is not whole:  # a caption, then the features after it in the same quote
                    caption = _caption_text(source, whole[0])
                for group in parts:
                    # an ability quoted after a feature's text in the same quote (`> 🏹 **Chain Bolt**` and its
                    # header table under an `Upgrades` feature) is an ability of its own, as under a heading
                    first, nested = _split_named(source, group[1:])
                    kind = quote_kind if quote_kind is not None else lead
                    sidebar = _sidebar(source, group) if iconed or not table else None
                    if sidebar is not None:
                        # `> **Angulotl Tactics**` and prose, under a heading of no statblock: the page's, as the text
                        # around it is; said, so that a feature written without its icon is not lost unseen (a
                        # warning among features marked with icons, a statblock's or a Malice heading's: a sidebar, or
                        # a feature whose icon was left out; the icons of a section of no table looked for only now)
                        among = iconed or any(_icon_named(source, other[0]) for other in groups.values())
                        severity = Severity.WARNING if among else Severity.INFO
                        said = msg("markdown.sidebar_among" if among else "markdown.sidebar", name=sidebar.text)
                        diagnostics.append(Diagnostic("SB175", severity, said,
                                                      sidebar.span(), suggestion=msg("markdown.sidebar_fix")))
                        notes.extend(group)
                        continue
                    raw = quoted_feature(source, [group[0], *first], kind)
                    if raw is not None:
                        found_here = [raw, *(named_ability(source, inner, kind) for inner in nested)]
                        if caption is not None:
                            for one in found_here:
                                one.metadata = {**one.metadata, "caption": caption}
                        features.extend(found_here)
                    else:
                        notes.extend(group)
        if heading is not None and body and body[0].quote[0] > 0 and body[0] in notes:
            # the ability under the heading is a block quote (`##### Psychic Blast` over `> *flavor*`, a title's
            # or a complication's ability in the data-unified Markdown): it ends where the quote does, and the
            # text after it (`**Drawback:** ...`) is the page's, as the text before the heading is
            unquoted = [b for b in unquoted if b.start < body[0].start]
        own, named = _split_named(source, sorted(unquoted + notes, key=lambda b: b.start))
        found_before = len(abilities)
        if heading is not None and (_looks_like_ability(source, own) or not features and not named and (
                id(heading) in marked
                or (sections_alone(source, own) or icon_heading(source, heading, own)) and cards)):
            abilities.append(heading_ability(source, heading, own, metadata if single_file_ability else {},
                                              kind_heading))
            abilities[-1].card = id(heading) in marked
        elif heading is not None and features and _introduces(source, heading, _prose(own), features):
            # `###### Tactical Stance`, its introduction, then the features it introduces, quoted: a feature named by
            # the heading whose text the introduction is (it was dropped with no word)
            abilities.append(heading_ability(source, heading, _prose(own), {}, kind_heading))
        elif heading is None and not outer and not front_named and _looks_like_ability(source, own):
            # the text before any heading (its first part holding an ability, if thematic breaks cut it)
            named_by_front = front_matter_ability(source, value, metadata, own)
            if named_by_front is not None:
                abilities.append(named_by_front)
                front_named = True
        elif heading is None and not outer and not front_named and intro is None and _one_feature(metadata, own):
            # a class feature's own text before the abilities or statblocks it gives (`Portfolio Champion`: its
            # rules, then its champions' statblocks): the feature, named by the front matter, if the file holds
            # more (`_intro_feature`); it was the file's other text, on no card
            intro = front_matter_ability(source, lambda key: None if key == "cost" else value(key), metadata, own)
        elif heading is None and not outer and not front_named and _prose(own) and features \
                and _feature_group(metadata):
            # a group of features of no malice (`type: featureblock`, `kind: feature`: a solo's stances to choose
            # from), its introduction the text before its quoted features: a feature named after the group, whose
            # text the introduction is (it was dropped with no word), as the YAML reader reads its `flavor:`; its
            # metadata the front matter but the list of the features, which are read each on its own. HTML comments
            # between the quotes (`<!-- @type: feature | @id: … -->`, the summoner's fixtures' advancement features)
            # are no introduction: they stay the file's other text (they made a feature of the group, printed)
            rest = {key: item for key, item in metadata.items() if key != "features"}
            named_by_front = front_matter_ability(source, value, rest, _prose(own))
            if named_by_front is not None:
                abilities.append(named_by_front)
                front_named = True
        if heading is not None and len(abilities) == found_before and not features and not named \
                and any(block.kind == "table" for block in own) and cards:
            diagnostics.extend(slipped_headers(source, own))
        # in the order they are written: a name line outside a quote (`❗️ **Icy Water**` over the quote holding its
        # ability) after a quoted feature was put before it, which `convert` then read back in another order
        found = [named_ability(source, group, quote_kind) for group in named] + features
        if heading is None and not outer and features and _feature_group(metadata) and metadata.get("name"):
            # the quoted features of a group of no malice its front matter names (`Goblin Guide Advancement
            # Features`): the group's name kept as each one's metadata, as the YAML/JSON twin's reader keeps it
            for raw in features:
                raw.metadata = {**raw.metadata, "group": str(metadata["name"])}
        abilities.extend(sorted(found, key=lambda raw: raw.span.start))
    if intro is not None and not front_named and abilities:
        # (before the first ability written after it: those of its section's quotes may come before or after it)
        at = next((n for n, raw in enumerate(abilities) if raw.span.start > intro.span.start), len(abilities))
        abilities.insert(at, intro)
    if fenced:
        abilities = sorted(fenced + abilities, key=lambda raw: raw.span.start)
    # a front matter's lists: each ability it lists that the body does not write again (the body's `###### Spear
    # Charge` kept every other listed one out, `Bite` lost with a misleading SB124 at its roll)
    listed, unnamed = listed_in_front_matter(source, skip, metadata)
    listed = not_in_body(listed, abilities)
    diagnostics.extend(unnamed)
    diagnostics.extend(unread_statistics(source, metadata))
    if not abilities and not fences and _one_feature(metadata, blocks):
        # (beside the abilities its front matter lists, `traits:` under a `type: feature` page: the page's own
        # feature was replaced by them, its text left as other text with no card and no word)
        # a feature of a class or an ancestry that is its text alone (`type: feature`, `Kill the Pain`: no header,
        # roll or quote): its name the front matter's, its text the paragraphs, as its YAML/JSON twin (`effects:`
        # holding the same text) is read; the file was read as holding nothing. An ancestry trait's `cost: 1 Point`
        # is what it costs among the ancestry's points, no heroic resource: it stays in the metadata alone
        one = front_matter_ability(source, lambda key: None if key == "cost" else value(key), metadata, blocks)
        abilities = [one] if one is not None else []
    abilities = sorted(listed + abilities, key=lambda raw: raw.span.start) if listed else abilities
    return abilities, diagnostics + unread_fences(source, blocks, [(raw.span.start, raw.span.end) for raw in abilities]) \
        + unnamed_headings(source, abilities) + near_marks(source, blocks)


def _introduces(source: SourceFile, heading: Block, own: list[Block], features: list[RawAbility]) -> bool:
    """Whether a heading's own text is the introduction of the features quoted under it (`###### Tactical Stance`,
    `At the start of each round, Ajax chooses …`, then `> ⭐️ **Insurgent**` …): paragraphs of prose, all before
    the first feature, under a heading that names no statblock, malice group or terrain object (whose own reader
    keeps it)."""
    if not own or any(block.kind != "paragraph" for block in own) or own[-1].start > features[0].span.start:
        return False
    if any(paragraph_kind(source, block) in ("roll", "tier") for block in own):
        return False
    # options to choose from (two or more traits, no ability's header, roll or tier among them): a page's text over
    # one ability it brings in (`#### Grab`, `… using the following ability.`, then the quoted `Grab`) is none
    if len(features) < 2 or any(line.kind in ("row", "field", "roll", "tier") for raw in features for line in raw.lines):
        return False
    from .statblocks import named_malice, names_statblock  # noqa: PLC0415

    text = stripped_text(source, heading.start, 0)[1].lstrip("#").strip()
    return named_malice(text.replace("(", " ").replace(")", " ")) is None and not names_statblock(text)


def _prose(own: list[Block]) -> list[Block]:
    """A heading's blocks but its HTML blocks (`<!-- -->`, which the older layout writes between quotes)."""
    return [block for block in own if block.kind != "html_block"]


def _one_feature(metadata: dict, blocks: list[Block]) -> bool:
    """Whether a file is one feature written as text alone: its front matter says a feature or an ancestry's trait
    (`type: feature`, `type: trait`), and its body is paragraphs (lists included) under headings or none (the
    data-unified md-linked `Ferocity`: `### Ferocity in Combat` and its paragraphs, as its ds-feature twin holds them
    in its text), no quote or table."""
    if str(metadata.get("type", "")).strip().lower() not in ("feature", "trait") or not blocks:
        return False
    return any(block.kind == "paragraph" for block in blocks) and \
        all(block.kind in ("paragraph", "heading") and not block.quote[0] for block in blocks)


def _feature_group(metadata: dict) -> bool:
    """Whether a front matter says its file is a group of features of no malice and no terrain object."""
    if str(metadata.get("type", "")).strip().lower() != "featureblock":
        return False  # (the usual file: the Markdown reader is not imported for nothing)
    from .statblock_yaml import feature_group  # noqa: PLC0415 - only for a featureblock's front matter

    return feature_group(metadata)


def _caption(source: SourceFile, group: list[Block]) -> bool:
    """Whether a block quote is a caption over the features after it: one line of bold text and nothing else,
    no icon before it (`> **Level 7 Retainer Advancement Ability**`). A feature has a body; this has none."""
    if len(group) != 1 or group[0].kind != "paragraph" or group[0].end - group[0].start != 1:
        return False
    text = first_line(source, group[0])[1].strip()
    return len(text) > 4 and text.startswith("**") and text.endswith("**") and "**" not in text[2:-2]


def _caption_text(source: SourceFile, block: Block) -> str:
    """A caption's words, without its bold (`Level 7 Retainer Advancement Ability`)."""
    return first_line(source, block)[1].strip()[2:-2].strip()


def _sidebar(source: SourceFile, group: list[Block]) -> Fragment | None:
    """The name of a block quote that may be a sidebar (a box of the page's prose: `> **Angulotl Tactics**`, `> **What's
    In A Hoard?**`), or None: a bold name with no icon before it, then only prose (no header table, power roll, tier
    or labelled section of an ability's). The caller asks it only where no statblock's features are unmarked: under a
    heading whose section holds no table, or among features marked with icons (`> **Earthwalk**` under a summoned
    creature's statblock whose traits have none is one of them)."""
    if len(group) < 2 or any(block.kind == "table" or block.kind == "heading" for block in group[1:]):
        return None  # (an ability's header table: the cheap test first, most quotes are abilities)
    if _icon_named(source, group[0]):
        return None
    name = bold_name(source, group[0])
    if name is None:
        return None
    for block in group[1:]:
        kind = paragraph_kind(source, block) if block.kind == "paragraph" else None
        if kind in ("roll", "tier") or (kind == "labeled" and _ability_label(source, block)):
            return None
    return name


def _ability_label(source: SourceFile, block: Block) -> bool:
    """Whether a labelled paragraph's label is one of an ability's (`**Effect:**`, `**Trigger:**`, `**2 Malice:**`,
    `**Persistent 1:**`), not a sidebar's own (`**Motivation:**`, `**Components:**`)."""
    text = first_line(source, block)[1].replace("*", "").replace("_", "").strip()
    label = partition_cell(text.lstrip("-+ \t"))[0].strip()   # (`**効果：**`, a full-width colon, as Japanese is typed)
    rules = vocabulary()
    return any(ch.isdigit() for ch in label) or rules.sections.lookup(label) is not None \
        or rules.fields.lookup(label) is not None


def _quoted_statblock(source: SourceFile, group: list[Block]) -> bool:
    """Whether a block quote is a creature's name in bold and its statblock table (`>**Source of Earth**`, `>|
    Elemental | - | Level 8 | Brute | EV - |`), its features quoted in it: a statblock, no ability (its table was
    read as the header of an ability named after the creature, its statistics as keywords and an action type)."""
    if len(group) < 2 or group[1].kind != "table" or has_header_icons(source, group[1]) \
            or bold_name(source, group[0]) is None:
        return False
    from .md_table import is_statblock_table  # noqa: PLC0415

    return is_statblock_table(source, group[1])


def _captioned(source: SourceFile, group: list[Block]) -> list[list[Block]]:
    """A quote's features: the quote itself, or, when it opens with a caption (a bold line, no icon: `> **Level
    10 Champion Advancement Feature**`) and then a feature's icon and name (`> ⭐️ **Size Increase**`), the
    features after the caption, each from its icon and name on (the caption was read as a feature whose text
    held them all)."""
    if len(group) < 2 or not _caption(source, group[:1]) or not _icon_named(source, group[1]):
        return [group]
    starts = [index for index, block in enumerate(group) if index and _icon_named(source, block)]
    return [group[a:b] for a, b in zip(starts, starts[1:] + [len(group)])]


def _icon_named(source: SourceFile, block: Block) -> bool:
    """Whether a paragraph is an icon and a bold name and nothing else (`⭐️ **Size Increase**`)."""
    if bold_name(source, block) is None:
        return False
    text = first_line(source, block)[1]
    return bool(text[: text.find("**")].strip())


def _split_named(source: SourceFile, blocks: list[Block]) -> tuple[list[Block], list[list[Block]]]:
    """A heading's blocks, cut where a bold-name paragraph starts an ability of its own (the
    abilities listed under an `Upgrades` or advancement heading): the blocks before the first such
    name, and one list per named ability, its name paragraph first."""
    starts = [index for index, block in enumerate(blocks)
              if (bold_name(source, block) is not None and starts_ability(source, blocks[index + 1 : index + 7]))
              or _labeled_nested(source, blocks, index)]
    if not starts:
        return blocks, []
    groups = [blocks[a:b] for a, b in zip(starts, starts[1:] + [len(blocks)])]
    return blocks[: starts[0]], groups


def _labeled_nested(source: SourceFile, blocks: list[Block], index: int) -> bool:
    """Whether `blocks[index]` names an ability nested in an outer ability's text as a bold label
    (`**Wave of Blood:**`, an effect saying `uses the following ability`) with the ability's own
    header table right after it: a label over a table of 📏 and 🎯 cells is no section of the
    outer ability, whose header is above."""
    after = blocks[index + 1 : index + 2]
    return (bool(after) and after[0].kind == "table" and has_header_icons(source, after[0])
            and bold_label(source, blocks[index]) is not None)


def _looks_like_ability(source: SourceFile, body: list[Block]) -> bool:
    """Whether blocks hold an ability: its header table (📏, 🎯), a power roll or a tier, or two fields of its
    header written as labels (`**Keywords:** -`, `**Type:** Maneuver`: an ability of no power roll written by hand,
    read as the .ability format reads `Keywords:` and `Type:` lines; it was the page's text, with no word), one of them
    holding what its field holds (a page's words about the fields, `**Distance:** How far away the target can be.`
    and `**Target:** Who the ability affects.`, are no ability's)."""
    fields = holding = 0
    for block in body:
        if block.kind == "table":
            if has_header_icons(source, block):
                return True
        if block.kind == "paragraph":
            kind = paragraph_kind(source, block)
            if kind in ("roll", "tier"):
                return True
            field, holds = header_field_label(source, block) if kind == "labeled" else (False, False)
            fields, holding = fields + field, holding + holds
            if fields >= 2 and holding:
                return True
    return False


