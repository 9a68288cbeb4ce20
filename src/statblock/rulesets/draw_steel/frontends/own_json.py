"""statblock's own JSON (`parse --format json`, `convert --to json`) read back: abilities and statblocks.

The JSON of an ability keeps what its author wrote beside every canonical value (`written`: the cost, keywords,
action, distance, target, each roll's header, each tier's label and text, each section's label) and the author's
prose (name, flavor, trigger, section text); a tier keeps its effects; a statblock keeps its fields as written. Each
is written again as the native `.ability` text it stands for (each tier in its text, or, where the JSON has none or
its effects say otherwise, printed from its effects by the card writer in the ability's language: the clauses `fmt`
would write; statblock headers as `convert` writes them), and the native front-end reads that text. What the JSON
says twice and differently is said (`OwnJSON.agree`, `own_json_agree.py`). The text is a `WrittenSource`: every character of it is placed on the JSON it
came from (one for one on a string; words the writing adds on the value they introduce), so a diagnostic points
into the file the user gave, while what reads the text sees ordinary native text.

Abilities and statblocks are written in the order of the files they came from (a statblock's features follow it,
as in the native format); each is first read on its own, and one that cannot be written or read again as one
block (a missing name, an effect of a kind this version does not know) is said (SB009) where it stands and left
out, the others read.
"""

from __future__ import annotations

import re

import attrs

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....frontends.json_kinds import wrong_items, wrong_kinds
from ....frontends.json_text import JSONArray, JSONObject, JSONTextError, parse
from ....frontends.written_source import TextPlacer, WrittenSource
from ....messages import msg
from ..authoring.clauses import is_cjk
from .native import read_native
from .own_json_item import ItemWriter, as_list, one_line, unread
from .raw import RawAbility, RawLine
from ....records import define

__all__ = ["OwnJSON", "read_own_json", "sniff", "written_source"]

_SNIFF_CHARS = 4096
# `{"abilities": [{"name": …` with a `power_roll(s)` key (every ability has one; no record of the Steel Compendium
# has that key) anywhere (a long flavor, or keys in another order, may put it past the first few KB), or
# `{"abilities": [], "statblocks": [{`: statblocks alone
_OUTPUT = re.compile(r'\ufeff?\s*\{\s*"abilities"\s*:\s*\[')
_ABILITY_KEYS = re.compile(r'"power_rolls?"\s*:')
_STATBLOCKS_ONLY = re.compile(r'\ufeff?\s*\{\s*"abilities"\s*:\s*\[\s*\]\s*,\s*"statblocks"\s*:\s*\[\s*\{')


def sniff(text: str) -> bool:
    """Whether `text` is statblock's own JSON of Draw Steel abilities (or statblocks)."""
    head = text[:_SNIFF_CHARS]
    return bool(_OUTPUT.match(head) and _ABILITY_KEYS.search(text) or _STATBLOCKS_ONLY.match(head))


def _language(item: dict, statblock: bool) -> str:
    """`ja` when the words the author wrote for the item's structure are Japanese (its tiers are then written in
    Japanese, a statblock's labels too), else `en`."""
    if statblock:
        fields = item.get("fields") if isinstance(item.get("fields"), dict) else {}
        said = [item.get("name"), *fields.values()]
    else:
        written = item.get("written") if isinstance(item.get("written"), dict) else {}
        said = [written.get("action"), written.get("distance"), written.get("target"), written.get("cost"),
                *as_list(written.get("keywords"))]
        for roll in as_list(item.get("power_rolls")):
            if isinstance(roll, dict) and isinstance(roll.get("written"), dict):
                said.append(roll["written"].get("label"))
        said += [s["written"].get("label") for s in as_list(item.get("sections"))
                 if isinstance(s, dict) and isinstance(s.get("written"), dict)]
    return "ja" if any(isinstance(s, str) and is_cjk(s) for s in said) else "en"


def _in_file_order(data: JSONObject) -> list[tuple[str, JSONObject]]:
    """The abilities and statblocks in the order of the files they came from: each file's by line, files with
    no statblock first (a native statblock's features are the blocks after it: another file's abilities must not
    follow it)."""
    items = [("ability", a) for a in data.get("abilities") or []]
    if isinstance(data.get("statblocks"), list):
        items += [("statblock", s) for s in data["statblocks"]]
    paths: dict[str, int] = {}
    for _, item in items:
        paths.setdefault(str(item.get("path")) if isinstance(item, dict) else "", len(paths))
    grouped = {str(i.get("path")) for kind, i in items if kind == "statblock" and isinstance(i, dict)}
    placed = _statblock_lines(items)

    def key(pair: tuple[int, tuple[str, JSONObject]]):
        index, (kind, item) = pair
        if not isinstance(item, dict):
            return (0, 0, 0, 0, index)
        path = str(item.get("path"))
        line = item.get("line") if isinstance(item.get("line"), int) else 0
        if kind == "statblock":
            return (path in grouped, paths[path], placed.get(index, line), 0, index)
        return (path in grouped, paths[path], line, 1, index)

    return [pair for _, pair in sorted(enumerate(items), key=key)]


def _statblock_lines(items: list[tuple[str, JSONObject]]) -> dict[int, int]:
    """The line to place each statblock at (by its index in `items`), where its features are written above it: a
    YAML or JSON record lists `features:` before its `name:` (keys in order), so the statblock's line is after its
    features', and written after them it held none (`convert --to json` of the data-unified Xorannox the Tyract read
    back with no feature). Only the features between the file's statblock before it and it are taken, and only for
    a statblock none of whose features is written after it: one written over its features (Markdown) keeps its
    line, even where a feature of the statblock before it has the name of one of its own."""
    lines: dict[str, list[tuple[int, str]]] = {}
    statblocks: dict[str, list[tuple[int, int]]] = {}
    for index, (kind, item) in enumerate(items):
        if not isinstance(item, dict) or not isinstance(item.get("line"), int):
            continue
        path = str(item.get("path"))
        if kind == "statblock":
            statblocks.setdefault(path, []).append((item["line"], index))
        else:
            lines.setdefault(path, []).append((item["line"], str(item.get("name"))))
    out: dict[int, int] = {}
    for path, found in statblocks.items():
        written = sorted(lines.get(path, ()))
        found = sorted(found)
        # (each ability is looked at twice at most: the stretches between a file's statblocks do not overlap)
        at = 0
        for number, (line, index) in enumerate(found):
            names = {str(name) for name in as_list(items[index][1].get("features"))}
            above = []
            while at < len(written) and written[at][0] < line:
                if written[at][1] in names:
                    above.append(written[at][0])
                at += 1
            following = found[number + 1][0] if number + 1 < len(found) else None
            below = at
            while below < len(written) and (following is None or written[below][0] < following):
                if written[below][1] in names:
                    above = []  # (a feature written after it: the Markdown order, its line stands)
                    break
                below += 1
            if above:
                out[index] = min(above)
    return out


def _data(source: SourceFile) -> tuple[JSONObject | None, list[Diagnostic]]:
    """The JSON of `source` with its `abilities` list, or None and why."""
    try:
        data = parse(source.text, 1 if source.text.startswith("\ufeff") else 0)
    except JSONTextError as error:
        return None, [error.diagnostic(source, "SB009", msg("own_json.not_json", error=error.problem))]
    if not isinstance(data, JSONObject) or not isinstance(data.get("abilities"), list):
        return None, [unread(source, 0, msg("own_json.no_abilities", key="abilities"))]
    return data, []


def written_source(source: SourceFile, data: JSONObject | None = None, canonical: frozenset[int] = frozenset()) \
        -> tuple[WrittenSource | None, set[int], list[Diagnostic], list[JSONObject]]:
    """The native text `source`'s abilities and statblocks stand for (or None, and why, when it has none to read),
    the lines (0-based) of the roll headers in it given a colon the JSON's label has not, and the JSON's abilities
    and statblocks written in it, in its order. `data`: the JSON of `source`, when it was read already;
    `canonical`: the tiers (by `id`) written from their effects, their text left (`OwnJSON.agree`)."""
    if data is None:
        data, problems = _data(source)
        if data is None:
            return None, set(), problems, []
    placer = TextPlacer()
    items: list[JSONObject] = []
    bare: set[int] = set()
    origins: dict[str, int] = {}  # each file the JSON's abilities came from, at its first `path` in the JSON
    # (a statblock's labels are written in its features' language when its own words do not say: `レベル`, `スタミナ`)
    japanese = {(str(a.get("path")), str(a.get("name"))) for a in data["abilities"]
                if isinstance(a, dict) and _language(a, False) == "ja"}
    passages, problems = _passages(source, data)
    marks = _Marks()  # (the written lines of passages that were prose, or inside an ability: `_put_passages`)
    for kind, item in _in_file_order(data):
        at = item.start if isinstance(item, JSONObject) else 0
        if isinstance(item, JSONObject):
            _put_passages(placer, passages, str(item.get("path")), item.get("line"), marks)
        if not isinstance(item, JSONObject) or not one_line(item.get("name")):
            problems.append(unread(source, at, msg("own_json.no_name", key="name")))
            continue
        lang = _language(item, kind == "statblock")
        if kind == "statblock" and any((str(item.get("path")), str(name)) in japanese for name in as_list(item.get("features"))):
            lang = "ja"
        written = ItemWriter(source, item, lang, canonical)
        try:
            written.statblock() if kind == "statblock" else written.ability()
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as error:
            # (an effect of a kind this version does not know, a value of the wrong type: `effect_json.load`; one
            # the card writer cannot print, a choice of no option)
            problems.append(unread(source, at, msg("own_json.unreadable", name=one_line(item.get("name")),
                                                    error=f"{type(error).__name__}: {error}",
                                                    command="convert --to json")))
            continue
        alone, said = read_native(SourceFile(source.path, "\n".join(written.text.lines) + "\n"))
        if len(alone) != 1 or any(d.code == "SB100" for d in said):
            problems.append(unread(source, at, msg("own_json.not_one", name=one_line(item.get("name")))))
            continue
        if placer.lines:
            placer.end_line()  # the blank line between blocks
        first = len(placer.lines)
        marks.last[str(item.get("path"))] = (one_line(item.get("name")), first)
        for line, runs in zip(written.text.lines, written.text.runs):
            placer.put(line, tuple(runs))
            placer.end_line()
        bare |= {first + n for n in written.bare_headers}
        items.append(item)
        problems += written.problems
        if isinstance(item.get("path"), str) and item["path"]:
            origins.setdefault(item["path"], item.value_starts.get("path", item.start))
    _put_passages(placer, passages, None, None, marks)
    problems += [unread(source, passage.value_starts.get("in_ability", passage.start),
                        msg("own_json.passage_outside", name=one_line(passage["in_ability"]), key="in_ability",
                            last=last or "-"), Severity.WARNING) for passage, last in marks.strays]
    return placer.source(source, origins, frozenset(marks.prose), marks.inside), bare, problems, items


# the members of a passage of `other_text` (`authoring/other_text.passage_json`) and their kinds
_PASSAGE_KINDS = {"path": "text", "line": "number", "column": "number", "text": "text", "comment": "flag",
                  "in_ability": "text"}


def _passages(source: SourceFile, data: JSONObject) -> tuple[list[JSONObject], list[Diagnostic]]:
    """The JSON's `other_text` (a file's text in no ability: `authoring/other_text.py`) that is text, in order, each
    without its members of another kind than the JSON writes, and what was so left out, said (SB009 where it is: a
    hand-edited `"in_ability": 3` or `"comment": "yes"` was ignored with no word). The passage's words are read; one
    with no text is not, and is said."""
    problems = [unread(source, at, msg("own_json.passage_unread", key=key, expected=wanted, found=held))
                for key, at, wanted, held in wrong_kinds(data, {"other_text": "list"}, frozenset({"other_text"}))]
    listed = data.get("other_text")
    if not isinstance(listed, JSONArray):
        return [], problems
    problems += [unread(source, at, msg("own_json.passage_unread", key=f"other_text[{index}]", expected=wanted,
                                        found=held)) for index, at, wanted, held in wrong_items(listed, "object")]
    found: list[JSONObject] = []
    for index, passage in enumerate(listed):
        if not isinstance(passage, JSONObject):
            continue
        where = f"other_text[{index}]"
        wrong = wrong_kinds(passage, _PASSAGE_KINDS)
        text = [(at, wanted, held) for key, at, wanted, held in wrong if key == "text"]
        if "text" not in passage or text:
            problems.append(unread(source, text[0][0], msg("own_json.passage_unread", key=f"{where}.text",
                                                           expected=text[0][1], found=text[0][2])) if text else
                            unread(source, passage.start, msg("own_json.passage_no_text", key=where, text="text")))
            continue
        for key, at, wanted, held in wrong:
            problems.append(unread(source, at, msg("own_json.passage_kind", key=f"{where}.{key}", expected=wanted,
                                                   found=held), Severity.WARNING))
        if wrong:  # (each such value read as if it were not there)
            kept = JSONObject((key, value) for key, value in passage.items() if key not in {w[0] for w in wrong})
            kept.start, kept.end, kept.value_starts = passage.start, passage.end, passage.value_starts
            passage = kept
        found.append(passage)
    found.sort(key=lambda p: (str(p.get("path")), p.get("line") if isinstance(p.get("line"), int) else 0))
    return found, problems


@define
class _Marks:
    """What the written lines of the JSON's passages stand for (`WrittenSource.prose_lines`, `inside_lines`)."""

    prose: set[int] = attrs.Factory(set)
    inside: dict[int, int] = attrs.Factory(dict)
    # passages marked `in_ability` with the name of no ability written before them from their file: (the passage,
    # the name of the ability they follow there, or None), said by `written_source`
    strays: list[tuple[JSONObject, str | None]] = attrs.Factory(list)
    last: dict[str, tuple[str, int]] = attrs.Factory(dict)  # a path's last item written: its name, its first line


def _put_passages(placer: TextPlacer, passages: list[JSONObject], path: str | None, line, marks: _Marks) -> None:
    """Write the passages of `path` above `line` (all that are left, with no path) as comment lines, each character
    placed on the JSON's string; they are read back as the file's other text. The lines of one that was prose (no
    `"comment": true`: a Markdown file's paragraphs) go into `marks.prose`, so that a conversion writes it as prose
    again (it came back as an HTML comment where the prose was); those of one marked `"in_ability"` with the name of
    the ability written last from its file (the ability it follows there) into `marks.inside`, so that the card of
    that ability prints it as a note, as it does the file's."""
    while passages:
        here = next((p for p in passages if path is None or str(p.get("path")) == path
                     and (not isinstance(line, int) or not isinstance(p.get("line"), int) or p["line"] <= line)), None)
        if here is None:
            return
        passages.remove(here)
        if placer.lines:
            placer.end_line()
        offset = here.value_starts.get("text", here.start) + 1
        written = range(len(placer.lines), len(placer.lines) + here["text"].count("\n") + 1)
        if here.get("comment") is not True:
            marks.prose.update(written)
        name, first = marks.last.get(str(here.get("path")), (None, 0))
        if isinstance(here.get("in_ability"), str):
            if name is not None and one_line(here["in_ability"]) == name:
                marks.inside.update((number, first) for number in written)
            else:
                marks.strays.append((here, name))
        for text in here["text"].split("\n"):
            placer.put("#" if not text.strip() else "# ", offset)
            placer.put(text if text.strip() else "", offset)
            placer.end_line()
            offset += len(text) + 2  # (an approximation: the line's escapes in the JSON string are not counted)


def read_own_json(source: SourceFile, data: JSONObject | None = None, canonical: frozenset[int] = frozenset()) \
        -> tuple[WrittenSource | None, list[RawAbility], list[Diagnostic], list[JSONObject]]:
    """The abilities of statblock's own JSON `source`, read from the native text it stands for (that text too: the
    source the abilities' positions are in), and the JSON's item each was written from (none when they cannot be
    paired one for one); `data` and `canonical` as `written_source` takes them."""
    written, bare, problems, items = written_source(source, data, canonical)
    if written is None:
        return None, [], problems, []
    plain = SourceFile(written.path, written.text)  # (read as any file; positions then moved onto `written`)
    raws, found = read_native(plain)

    def moved(part: Fragment | None, roll: bool = False) -> Fragment | None:
        if part is None:
            return None
        if roll and part.text.endswith(":") and plain.position(part.file_offset(0))[0] - 1 in bare:
            part = part.slice(0, len(part.text) - 1)  # the colon the writing added: not the author's
        return Fragment(part.text, part.runs, written)

    for raw in raws:
        raw.lines = [RawLine(line.kind, moved(line.body, line.kind == "roll"), moved(line.label), line.field,
                             line.list_item) for line in raw.lines]
        raw.span = written.span(raw.span.start, raw.span.end)
    problems += [Diagnostic(d.code, d.severity, d.message, written.span(d.span.start, d.span.end), d.ability,
                            d.suggestion) for d in found]
    return written, raws, problems, items if len(items) == len(raws) else []


class OwnJSON:
    """statblock's own JSON `source` read back, and read again where a tier's effects and its text disagree
    (`own_json_agree.py`). `read` gives what `read_own_json` gives; the caller compiles the abilities and hands them
    to `agree`, which says what differs and gives the tiers to read again from their effects (the caller then
    compiles again and calls `agree` once more, `final`)."""

    def __init__(self, source: SourceFile) -> None:
        self.source = source
        self.data, self.problems = _data(source)
        self.canonical: frozenset[int] = frozenset()

    def read(self, canonical: frozenset[int] = frozenset()):
        if self.data is None:
            return None, [], list(self.problems), []
        self.canonical = canonical
        return read_own_json(self.source, self.data, canonical)

    def agree(self, items: list[JSONObject], read: list, final: bool) -> tuple[list[Diagnostic], frozenset[int]]:
        """What `items` (each ability's JSON, paired with `read`: (the compiled ability, whether it was read with an
        error), or None for a statblock) say otherwise than what was read from them: the warnings, and the tiers
        (ids) to read again from their effects (none when `final`, the reading that stays). A tier's effects are the
        JSON's, its text the words they were written from: an edit of the effects is read, its text left and said;
        anything else that differs was read from the words written for it, and is said, but after an error in the
        ability (a slip in those words, which a difference would only repeat)."""
        from ..serialize import ability_json
        from .own_json_agree import differences

        said: list[Diagnostic] = []
        again: set[int] = set()
        for item, pair in zip(items, read):
            if pair is None:
                continue
            ability, erred = pair
            first = None
            for difference in differences(item, ability_json(ability)):
                tier = difference.tier
                if not final and tier is not None and id(tier) not in self.canonical and _has_text(tier):
                    again.add(id(tier))
                elif first is None and not erred:
                    first = difference
            if first is not None:
                said.append(self._warning(item, first.path, first.offset, "own_json.two_sayings"))
        if final:  # (read as it stays: each tier read from its effects, its text left, said)
            for item in items:
                for tier in _tiers(item):
                    if id(tier) in self.canonical:
                        written = tier["written"]
                        said.append(self._warning(item, "written.text", written.value_starts.get("text", written.start),
                                                  "own_json.words_left"))
        return said, frozenset(self.canonical | again)

    def _warning(self, item: JSONObject, path: str, offset: int, key: str) -> Diagnostic:
        offset = max(0, min(offset, len(self.source.text) - 1))
        name = one_line(item.get("name"))
        return Diagnostic("SB009", Severity.WARNING, msg(key, name=name, key=path, written="written"),
                          self.source.span(offset, offset + 1), name or None)


def _has_text(tier: JSONObject) -> bool:
    return isinstance(tier.get("written"), JSONObject) and isinstance(tier["written"].get("text"), str)


def _tiers(item: JSONObject):
    """Each tier of an ability's rolls that may have been written from its text: `power_roll`'s, each section's,
    and those of the rolls `power_rolls` alone holds."""
    rolls = [item.get("power_roll"), *(s.get("power_roll") for s in as_list(item.get("sections")) if isinstance(s, dict)),
             *as_list(item.get("power_rolls"))]
    for roll in rolls:
        if isinstance(roll, dict):
            yield from (t for t in as_list(roll.get("tiers")) if isinstance(t, JSONObject) and _has_text(t))
