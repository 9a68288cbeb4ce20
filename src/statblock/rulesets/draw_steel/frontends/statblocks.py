"""Monster statblocks as written, read from every format, with where each value is.

A statblock is a monster's statistics (`kind` "statblock"); a group of
malice features (`kind` "malice_features") and a dynamic terrain object
(`kind` "dynamic_terrain", see `terrain.py`) are read alongside, since all
three gather the features that follow them. Three layouts hold them:

- native: a block named `Name (Statblock)` whose lines are the book's table
  row by row, `Label: value` cells separated by `|`; `Name (Malice Features)`
  with its introduction as a paragraph; `Name (Dynamic Terrain)` with its
  flavor and `Level: 3 | Type: Siege Engine | Role: Artillery | EV: 10` rows.
  The parser reads them as ordinary blocks; `statblock_native.from_ability`
  gives them their meaning.
- Steel Compendium Markdown: a heading with the monster's name and the
  book's five-column table under it (`| Goblin, Humanoid | - | Level 1 |
  Minion Harrier | EV 3 |`, then `**4**<br/> Stamina` cells); a heading
  `Name (Malice Features)` (or `(Level 4+ Malice Features)`) and its
  introduction.
- `ds-statblock` / `ds-featureblock` YAML (a fenced block in Markdown, or a
  `.yaml` file): `type: statblock` with `level`, `stamina`, ... keys and a
  `features` list; `type: featureblock`.

This module holds what a statblock is as written and gathers a file's;
`statblock_native.py` reads the native form, `statblock_md.py` Markdown, `statblock_yaml.py` YAML (`terrain_md.py` a terrain object's). Values are kept as the book
writes them (`fields`, field id → text); what they mean is the compiler's
business (`compiler/statblocks.py`). `spans` says where each value is in
the original file, for diagnostics.
"""

from __future__ import annotations

import functools
import re

import attrs

from .. import ast
from ....diagnostics import SourceFile, Span
from ....vocabulary import Vocabulary
from ..vocabulary import vocabulary
from .terrain import REQUIRED, TERRAIN_FIELDS, TERRAIN_KIND, is_terrain_tag, terrain_key, terrain_tag, terrain_value
from ....records import frozen

__all__ = ["CHARACTERISTICS", "FIELDS", "MALICE_TAG", "ROWS", "STATBLOCK_TAG", "Statblock", "field_label", "field_labels",
           "field_value", "malice_match", "named_malice", "put_field", "names_statblock", "from_source",
           "is_group_header", "japanese_tag", "malice_tag", "partition_cell", "put_terrain", "terrain_field",
           "read_statblocks", "source_labels_lang", "statblock_tag", "statblocks_of", "terrain_label"]

STATBLOCK_TAG = "Statblock"
MALICE_TAG = "Malice Features"

# id → label, in the book's order; ROWS is how the native form and the Markdown table group them.
FIELDS = {
    "level": "Level", "roles": "Roles", "ev": "EV", "organization": "Organization", "ancestry": "Ancestry",
    "size": "Size", "speed": "Speed", "stamina": "Stamina", "stability": "Stability", "free_strike": "Free Strike",
    "immunity": "Immunity", "movement": "Movement", "with_captain": "With Captain", "weakness": "Weakness",
    "might": "Might", "agility": "Agility", "reason": "Reason", "intuition": "Intuition", "presence": "Presence",
}
ROWS = (("level", "roles", "ev", "organization"), ("ancestry",),
        ("size", "speed", "stamina", "stability", "free_strike"),
        ("immunity", "movement", "with_captain", "weakness"),
        ("might", "agility", "reason", "intuition", "presence"))
CHARACTERISTICS = ("might", "agility", "reason", "intuition", "presence")
# The Japanese labels of the fields `statblock_fields` and `characteristics` do not name (they have the
# numbered ones), as written (`field_label`): the seed's words where it has one (サイズ, 祖先, 役割, 移動),
# the vocabulary's for immunity and weakness (無効化, 弱点), ours for the rest.
_JA_FIELDS = {"ancestry": "祖先", "roles": "役割", "organization": "編成", "size": "サイズ", "immunity": "無効化",
              "movement": "移動", "with_captain": "キャプテン同伴", "weakness": "弱点"}
_BY_LABEL = {label.lower(): key for key, label in FIELDS.items()} | {
    "immunities": "immunity", "weaknesses": "weakness", "role": "roles", "free strike": "free_strike"} | {
    label: key for key, label in _JA_FIELDS.items()} | {
    # other Japanese spellings read (耐性, our earlier label; 完全耐性 and 免疫, as other games' Japanese name an immunity)
    "ロール": "roles", "移動方法": "movement", "耐性": "immunity", "完全耐性": "immunity", "免疫": "immunity"}
_INTEGER = re.compile(r"\s*+([+＋\-−–－]?)\s*+(\d{1,100})\s*")  # 100: `to_ast.MAX_DIGITS`; `–2`: an en dash as minus
# `Goblin Malice (Malice Features)`, `Demon Malice (Level 4+ Malice Features)`
_MALICE = re.compile(r"^(?:level\s+(?P<level>\S+)\s+)?malice features$", re.IGNORECASE)
_MOST_TAG_WORDS = 4  # the words of the longest tag `_MALICE` and `_japanese_malice` read (`Level 4+ Malice Features`)


@frozen
class Statblock:
    """A monster's statistics (`kind` "statblock"), a group of malice features ("malice_features") or a
    dynamic terrain object ("dynamic_terrain").

    `fields` maps field ids (see FIELDS, `terrain.TERRAIN_FIELDS`) to the
    values as written; `-` is no value and is left out (a terrain object's
    is kept: `Stamina: -` says it has none). Fields the book has no column
    for keep their label as key; a malice group's `Level 4+` is its `level`
    field. `text` is a malice group's introduction, a terrain's or a monster's flavor. `anchor` is the offset of the block in its
    file and `end` where the features that belong to it end (None: at the
    next statblock or group). `name_span` and `spans` (field id → span of the
    value) point into the original file; `fmt` is `ability`, `markdown` or
    `yaml`.
    """

    name: str
    fields: dict = attrs.field(factory=dict)
    kind: str = "statblock"
    text: str | None = None
    metadata: dict = attrs.field(factory=dict, eq=False)
    anchor: int = attrs.field(default=0, eq=False)
    end: int | None = attrs.field(default=None, eq=False)
    name_span: Span | None = attrs.field(default=None, eq=False, repr=False)
    spans: dict = attrs.field(factory=dict, eq=False, repr=False)
    fmt: str = attrs.field(default="ability", eq=False)
    unread: frozenset = attrs.field(default=frozenset(), eq=False, repr=False)  # a YAML alias: reported already

    @property
    def characteristics(self) -> dict[str, int | None]:
        return {c: _integer(self.fields.get(c)) for c in CHARACTERISTICS}

    def problems(self) -> list[str]:
        """What a director would want to fix: missing or non-numeric statistics."""
        if self.kind == TERRAIN_KIND:
            out = [f"{self.name}: no {TERRAIN_FIELDS[key]}" for key in REQUIRED if key not in self.fields]
            level = self.fields.get("level")
            if level is not None and _integer(level) is None:
                out.append(f"{self.name}: {TERRAIN_FIELDS['level']} should be a number, not `{level}`")
            return out
        if self.kind != "statblock":
            return []
        out = []
        for key in ("level", "stamina", "speed", "stability", "free_strike", *CHARACTERISTICS):
            value = self.fields.get(key)
            if value is None:
                out.append(f"{self.name}: no {FIELDS[key]}")
            elif _integer(value.split()[0]) is None:
                out.append(f"{self.name}: {FIELDS[key]} should be a number, not `{value}`")
        return out


def malice_tag(block: Statblock, lang: str | None = None) -> str:
    """What a malice group's heading says in parentheses: `Malice Features`, `Level 4+ Malice Features`,
    or with `lang` "ja" `悪意の特徴`, `レベル 4+ 悪意の特徴` (the words a Japanese card prints)."""
    level = block.fields.get("level")
    if lang == "ja":
        rules = vocabulary()
        tag = rules.card_words.terms["malice_features"].ja[0]
        return f"{rules.statblock_fields.terms['level'].ja[0]} {level} {tag}" if level else tag
    return f"Level {level} {MALICE_TAG}" if level else MALICE_TAG


def _integer(text) -> int | None:
    if text is None:
        return None
    match = _INTEGER.fullmatch(str(text))
    if match is None:
        return None
    return -int(match.group(2)) if match.group(1) in ("-", "−", "–", "－") else int(match.group(2))


def field_value(key: str, value) -> str | None:
    """A field value as the book writes it: lists joined with commas, characteristics signed."""
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        value = ", ".join(str(v) for v in value)
    text = " ".join(str(value).split())
    if text in _empty():
        return None
    if key in CHARACTERISTICS:
        number = _integer(text)
        if number is not None:
            return f"{number:+d}" if number else "0"
    return text


def field_labels(rules: Vocabulary | None = None) -> dict[str, str]:
    """Every label a statblock field is read under, English and Japanese (`Free Strike`, `スタミナ`), to
    its field id: what a misspelt label is compared with."""
    rules = rules or vocabulary()
    labels = {label: key for key, label in FIELDS.items()}
    labels |= {label: key for label, key in _BY_LABEL.items() if not label.isascii()}
    for category in (rules.statblock_fields, rules.characteristics):
        for term in category.terms.values():
            labels |= {spelling: term.id for spelling in (*term.en, *term.ja)}
    return labels


def field_label(key: str, lang: str | None = None, rules: Vocabulary | None = None) -> str:
    """The label a field is written under: the book's English (`Free Strike`), or with `lang` "ja" the
    first Japanese spelling (`フリー・ストライク`, `筋力`, `サイズ`, a note's `スキル`; `EV` and a field of the
    author's own as they are)."""
    rules = rules or vocabulary()
    if key not in FIELDS and "statblock_notes" in rules.categories:
        note = rules.statblock_notes.terms.get(_note_id(key, rules))
        if note is not None:  # `Skills` (its key, the English label) / `スキル`
            return note.label("ja" if lang == "ja" else "en")
    if lang != "ja":
        return FIELDS.get(key, key)
    for category in (rules.statblock_fields, rules.characteristics):
        term = category.terms.get(key)
        if term is not None and term.ja:
            return term.ja[0]
    return _JA_FIELDS.get(key, FIELDS.get(key, key))


def terrain_label(key: str, lang: str | None = None, rules: Vocabulary | None = None) -> str:
    """The label a terrain object's field is written under: `Type`, `Role`, `Typical Space`, `Stamina`, or
    with `lang` "ja" `地形種別`, `役割`, `標準的な範囲`, `スタミナ` (a field of no id as it is)."""
    if key not in TERRAIN_FIELDS or key in FIELDS and key != "roles":
        return field_label(key, lang, rules)
    if lang != "ja":
        return TERRAIN_FIELDS[key]
    term = (rules or vocabulary()).terrain_fields.terms.get(key)
    return term.ja[0] if term is not None and term.ja else _JA_FIELDS.get(key, TERRAIN_FIELDS[key])


def statblock_tag(lang: str | None = None) -> str:
    """What a native statblock's heading says in parentheses: `Statblock`, `スタッツ・ブロック`."""
    return _ja_statblock_tags()[0] if lang == "ja" else STATBLOCK_TAG


def _field_key(label: str, rules: Vocabulary | None = None) -> str:
    """The field id of a label (`Free Strike`, `スタミナ`), or the label itself for a field the book has no id for."""
    folded = " ".join(label.lower().split())
    key = _BY_LABEL.get(folded)
    if key is None:
        rules = rules or vocabulary()
        for category in (rules.statblock_fields, rules.characteristics):
            term = category.lookup(folded)
            if term is not None and any(folded == s.lower() for s in (*term.en, *term.ja)):
                return term.id
    if key is None and "statblock_notes" in (rules or vocabulary()).categories:
        note = (rules or vocabulary()).statblock_notes.terms.get(_note_id(label, rules or vocabulary()))
        if note is not None:
            return note.en[0]  # `Skills`, `スキル`: a note, kept under its English label
    return key or label.strip()


def _note_id(label: str, rules: Vocabulary) -> str | None:
    """The `statblock_notes` id of a label written as one of its spellings (`Skills`, `skill`, `スキル`), or None."""
    term = rules.statblock_notes.lookup(label)
    folded = " ".join(label.lower().split())
    return term.id if term is not None and any(folded == s.lower() for s in (*term.en, *term.ja)) else None


@functools.lru_cache(maxsize=1024)  # a few labels, in every statblock of every file
def book_field_key(label: str) -> str:
    """`_field_key` with the ruleset's own vocabulary."""
    return _field_key(label)


def terrain_field(label: str) -> str:
    """The field id of a terrain object's label: its own labels first (`Type`, `Direction`), then a monster's
    (`Role`, `Stamina`); a label the ruleset does not know as it is."""
    return terrain_key(label) or book_field_key(label)


def put_terrain(block: dict, spans: dict, label: str, value, span: Span | None = None) -> None:
    """`put_field` for a terrain object (`terrain_field`), a dash kept as written."""
    key = terrain_field(label)
    value = terrain_value(value)
    if value is not None:
        block[key] = value
        if span is not None:
            spans[key] = span


def put_field(block: dict, spans: dict, label: str, value, span: Span | None = None) -> None:
    key = book_field_key(label)
    value = field_value(key, value)
    if value is not None:
        block[key] = value
        if span is not None:
            spans[key] = span


def malice_match(tag: str | None) -> re.Match | None:
    said = " ".join((tag or "").split())
    return _MALICE.match(said) or _japanese_malice().match(said)


def named_malice(name: str) -> tuple[str, re.Match] | None:
    """(the group's name, its tag) of a name that ends with a malice group's tag but no parentheses (`Orc
    Malice Malice Features`: what data-md-dse and htrajan's Markdown leave of the heading `Orc Malice (Malice
    Features)`), or None. The longest tag is tried first (`Level 4+ Malice Features`)."""
    words = name.split()
    # (a tag is a few words at the end, `Level 4+ Malice Features`, `レベル 4+ 悪意の特徴`: only the last few cuts are
    # tried, each joined once; every cut of a heading of 20,000 words took 4.6 s, a review's finding)
    for cut in range(max(1, len(words) - _MOST_TAG_WORDS), len(words)):
        malice = malice_match(" ".join(words[cut:]))
        if malice is not None:
            return " ".join(words[:cut]), malice
    return None


@functools.cache
def _japanese_malice() -> re.Pattern:
    """`悪意の特徴`, `レベル 4+ 悪意の特徴`: a malice group's tag in the words of a Japanese card (the
    vocabulary's), as `malice_tag` writes it."""
    rules = vocabulary()
    tags = "|".join(re.escape(t) for t in rules.card_words.terms["malice_features"].ja)
    level = "|".join(re.escape(t) for t in rules.statblock_fields.terms["level"].ja)
    return re.compile(rf"^(?:(?:{level})\s*(?P<level>[^\s]+?)\s*)?(?:{tags})$")


def is_group_header(ability) -> bool:
    """Whether a parsed or compiled ability is a statblock or malice-features header, not an ability."""
    tag = (ability.tag or "").strip()
    return _folded_tag(tag) in _statblock_tags() or malice_match(tag) is not None or \
        is_terrain_tag(tag)


def _folded_tag(tag: str) -> str:
    """A heading's tag as the tags are compared: lower case, one space between words, no `・`."""
    return " ".join(tag.lower().replace("・", "").split())


@functools.cache
def _ja_statblock_tags() -> tuple[str, ...]:
    """The Japanese tags of a statblock, the one written first: the vocabulary's words for it (card_words.statblock,
    `スタッツ・ブロック` as the community translation writes it, `ステータスブロック` as our messages say it)."""
    return vocabulary().card_words.terms["statblock"].ja


@functools.cache
def _statblock_tags() -> frozenset[str]:
    """`(Statblock)`, `(Stat Block)` and the Japanese tags, folded (`_folded_tag`)."""
    return frozenset({STATBLOCK_TAG.lower(), "stat block", *(_folded_tag(t) for t in _ja_statblock_tags())})
_TAG = re.compile(r"[(（]([^()（）]*)[)）]\s*$")


def names_statblock(name_line: str) -> bool:
    """Whether a native block's name line names a statblock (`Bog Hound (Statblock)`), before it is parsed."""
    found = _TAG.search(name_line)
    return found is not None and (_folded_tag(found.group(1)) in _statblock_tags() or is_terrain_tag(found.group(1)))


def japanese_tag(tag: str) -> bool:
    """Whether a header's tag (blanks folded) is written in Japanese: a statblock's (`スタッツ・ブロック`,
    `ステータスブロック`), a malice group's or a terrain object's."""
    return (_folded_tag(tag) in {_folded_tag(t) for t in _ja_statblock_tags()}
            or _japanese_malice().match(tag) is not None or tag == terrain_tag("ja"))


def source_labels_lang(statblock: Statblock) -> str | None:
    """"ja" when a Markdown statblock table writes most of its labels in Japanese (`**120**<br/> スタミナ`,
    `レベル ３`), else None (English): the language `convert` without `--lang` writes its native labels
    in, as `labels_lang` is a native one's. A YAML block's keys are the schema's: None."""
    if statblock.fmt != "markdown":
        return None
    labels = []
    for span in statblock.spans.values():
        if span is None:
            continue
        text = span.source.text
        if statblock.kind == TERRAIN_KIND:  # `- **スタミナ:** 50`, `value: "50"`: the line up to the value,
            line = text[text.rfind("\n", 0, span.start) + 1 : span.start]
            line = line[line.rfind("(") + 1:]  # a heading's from its parenthesis on (`(レベル 1`), not its name
        else:
            line = text[text.rfind("|", 0, span.start) + 1 : span.start] + text[span.end : text.find("|", span.end)]
        words = _LABEL_WORDS.findall(line.replace("<br/>", " ").replace("*", ""))
        labels.extend(words)
    return "ja" if 2 * sum(not word.isascii() for word in labels) > len(labels) else None


_LABEL_WORDS = re.compile(r"[^\W\d_]+")


def partition_cell(cell: str) -> tuple[str, str, str]:
    """`cell` cut at its first colon, half-width or full-width (`レベル：4`, as Japanese is typed)."""
    found = _COLON.search(cell)
    if found is None:
        return cell, "", ""
    return cell[:found.start()], found.group(), cell[found.end():]


_COLON = re.compile("[:：]")


# ---- Markdown and YAML -----------------------------------------------------------------------------

def from_source(source: SourceFile) -> list[Statblock]:
    """The statblocks and malice-feature groups of a Markdown or YAML file, in file order (the readers,
    and PyYAML with them, are imported only for such a file: a check of native files does without)."""
    if _source_format()(source) == "native":  # (statblock's own JSON, read as the native text it stands for)
        return []
    path = source.path.lower()
    if path.endswith((".yaml", ".yml", ".json")):  # JSON: the same records in YAML's flow style
        from .statblock_yaml import read_yaml

        return read_yaml(source)
    if path.endswith((".md", ".markdown")):
        return _markdown_reader()(source)
    return []


# (each looked up once a run: a `from` import run for each file cost a few microseconds)
@functools.cache
def _source_format():
    from . import source_format

    return source_format


@functools.cache
def _markdown_reader():
    from .statblock_md import read_markdown

    return read_markdown


@functools.cache
def _native_reader():
    from .statblock_native import from_ability  # noqa: PLC0415 (it reads the `Statblock`s of this module)

    return from_ability


def read_statblocks(source: SourceFile, trees: list[ast.Ability]) -> list[Statblock]:
    """Every statblock and malice group of a file, in file order, each with the end of its features:
    native headers from the parsed blocks, the rest from the file itself."""
    from_ability = _native_reader()
    found = [s for s in (from_ability(t) for t in trees if t.fmt == "ability") if s is not None]
    found = sorted(found + from_source(source), key=lambda s: s.anchor)
    out = []
    for index, block in enumerate(found):
        if block.end is None:  # native: the features up to the next header
            following = found[index + 1].anchor if index + 1 < len(found) else len(source.text)
            block = attrs.evolve(block, end=following)
        out.append(block)
    return out


def statblocks_of(result) -> list[Statblock]:
    """Every statblock and malice-feature group of a read file (`pipeline.FileResult`), in file order."""
    if result.source is None:
        return []
    return read_statblocks(result.source, [*result.headers, *result.asts])


@functools.cache
def _empty() -> frozenset[str]:
    """What an empty field holds: nothing, or a dash (`-`, `―`, `ー`: the vocabulary's `phrases.nothing`)."""
    term = vocabulary().phrases.terms["nothing"]
    return frozenset(("", *term.en, *term.ja))
