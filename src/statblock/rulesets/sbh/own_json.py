"""statblock's own JSON of Song of Blades and Heroes warbands (`parse --format json`, `convert --to json`) read back.

The JSON of a warband keeps its name, its points limit and each profile's name, count, Quality, Combat and special
rules as written (`name`, `spec`); its points are what the table gives them, computed again. Each warband is
written again as the `.sbh` lines it stands for (`Warband: …`, `Points: …`, one profile a line: `2x Orc Archer
Q4+ C3 Shooter (Long)`; in Japanese, `ウォーバンド：`, `2体 …` and rules joined by `、`, when its words are), and
the native reader reads them: what comes back is what the lines say again (the JSON's ids, points and totals are
what was read from them: to change a rule, edit its `name`). The text is a `WrittenSource`: each character is
placed on the JSON (the warband's and profiles' strings one for one, the words the writing adds on the value they
introduce), so a diagnostic points into the JSON.

A profile's own notes (`notes` on a profile: a table's notes cell, a `Notes:` field) are written as note lines
indented under its line (`    Equipment: Longbow`), which the native reader gives to that profile; one such a line
cannot hold (no label first, a comment mark in it) is SH012. A Markdown roster's prose lines (`notes`) are no line of
a `.sbh` file, which keeps no prose but comments: they are
written as comments after the warband's profiles (placed on their strings) and given back to the warband read, as
the Markdown roster had them. What cannot be read back (not JSON, no `warbands` list, an entry that is no warband,
one with no name, a profile with no name or a Quality or Combat that is no number, a line break in a name) is
said (SH012, an error) where it is and left out; the rest is read.
"""

from __future__ import annotations

import attrs

from ...diagnostics import Diagnostic, Severity, SourceFile
from ...frontends.json_kinds import as_list, wrong_kinds
from ...frontends.own_json_agree import disagreements
from ...frontends.own_lists import OwnList, unread
from ...frontends.json_text import JSONArray, JSONObject, string_fragment, value_runs
from ...frontends.json_origins import origins_of
from ...frontends.written_source import TextPlacer, WrittenSource
from ..similarity import is_japanese
from .catalog import message
from .model import Note

__all__ = ["agree", "read_back", "read_own_json", "sniff"]

#: the list of warbands, its problems said as SH012
_WARBANDS = OwnList("warbands", "SH012", message, "own_json_no_warbands", "own_json_not_warband")


def sniff(text: str) -> bool:
    """Whether `text` is statblock's own JSON holding Song of Blades and Heroes warbands."""
    return _WARBANDS.sniff(text)


def _unread(source: SourceFile, offset: int, said) -> Diagnostic:
    return unread(source, offset, "SH012", said)


def _number(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _one_line(value, marks: bool = False) -> bool:
    """Whether `value` is words a line can hold: one line, and no comment mark unless `marks` (a warband's or profile's
    name, written with each mark escaped, `Elves \\#2`, and read back without the backslash)."""
    return isinstance(value, str) and bool(value.strip()) and "\n" not in value and (marks or "#" not in value)


def _escaped(text: str) -> tuple[str, list[int]]:
    """`text` as a note line writes it, a backslash before each comment mark (`Bow #2` → `Bow \\#2`), and the
    indices of `text` each backslash stands before."""
    from .language.lines import escape_points

    points = escape_points(text)
    cuts = [0, *points, len(text)]
    return "\\".join(text[a:b] for a, b in zip(cuts, cuts[1:])), points


def _note_line(text: str) -> bool:
    """Whether `text` reads back whole as a note line under a profile: its label first (`Equipment: …`), no comment
    (its marks escaped: `Equipment: Bow \\#2`), read back as written."""
    from .language.lines import NOTE_LINE, line_words, fold_width, unescaped

    escaped = _escaped(text)[0]
    folded = fold_width(escaped)
    _, words = line_words(folded, written=escaped)
    return words == folded.strip() == folded and NOTE_LINE.match(words) is not None and unescaped(escaped) == text


def read_own_json(source: SourceFile) -> tuple[WrittenSource | None, list[list[tuple[int, int]]], list[Diagnostic],
                                               JSONArray | None]:
    """The native text `source`'s warbands stand for (None, and why, when there is none to read), every character
    placed on the JSON; for each warband written, its notes (where each is in the written text: start and end);
    what cannot be read back; and the JSON's list of warbands."""
    warbands, problems = _WARBANDS.open(source)
    if warbands is None:
        return None, [], problems, None
    placer = TextPlacer()
    notes: list[list[tuple[int, int]]] = []
    length = 0  # (the written text's length so far: where each line starts)
    for item in _WARBANDS.entries(source, warbands, problems):
        band = _BandWriter(source, item)
        if not band.write(problems):
            continue
        if placer.lines:
            placer.end_line()  # the blank line between warbands
            length += 1
        said = []
        for number, (line, runs) in enumerate(zip(band.text.lines, band.text.runs)):
            placer.put(line, tuple(runs))
            placer.end_line()
            if number in band.notes:
                said.append((length + 2, length + len(line)))  # (after `# `)
            length += len(line) + 1
        notes.append(said)
    return placer.source(source), notes, problems, warbands


class _BandWriter:
    """One warband of the JSON written as `.sbh` lines."""

    def __init__(self, source: SourceFile, item: JSONObject) -> None:
        self.source, self.item = source, item
        self.text = TextPlacer()
        self.notes: set[int] = set()  # the lines that are notes
        profiles = [p for p in as_list(item.get("profiles")) if isinstance(p, dict)]
        said = [item.get("name"), *(p.get("name") for p in profiles),
                *(r.get("name") for p in profiles for r in as_list(p.get("rules")) if isinstance(r, dict))]
        self.lang = "ja" if any(isinstance(s, str) and is_japanese(s) for s in said) else "en"

    def place(self, owner: JSONObject, key: str):
        return value_runs(self.source, owner, key, owner.start)

    def write(self, problems: list[Diagnostic]) -> bool:
        item, ja = self.item, self.lang == "ja"
        if not _one_line(item.get("name"), marks=True):
            problems.append(_unread(self.source, item.value_starts.get("name", item.start),
                                    message("own_json_no_name", key="name")))
            return False
        self.kinds(item, {"limit": "number", "profiles": "list", "notes": "list"}, problems)
        self.text.put("ウォーバンド：" if ja else "Warband: ", item.value_starts["name"])
        self.put_escaped(item, "name")
        self.text.end_line()
        if _number(item.get("limit")):
            self.text.put(f"ポイント：{item['limit']}" if ja else f"Points: {item['limit']}", item.value_starts["limit"])
            self.text.end_line()
        for profile in as_list(item.get("profiles")):
            self.profile(profile, problems)
        for note in as_list(item.get("notes")):
            text = note.get("text") if isinstance(note, JSONObject) else None
            if not isinstance(text, str) or "\n" in text:
                problems.append(_unread(self.source, getattr(note, "start", item.start), message("own_json_note")))
                continue
            self.notes.add(len(self.text.lines))
            self.text.put("# ", note.value_starts["text"])
            self.text.put(text, self.place(note, "text"))
            self.text.end_line()
        return True

    def kinds(self, owner: JSONObject, expected: dict[str, str], problems: list[Diagnostic]) -> None:
        """SH012 for each member of `owner` of another kind than `expected` says (null allowed): not read."""
        for key, at, wanted, held in wrong_kinds(owner, expected, frozenset(expected)):
            problems.append(_unread(self.source, at, message("own_json_kind", key=key, expected=wanted, found=held)))

    def profile(self, profile, problems: list[Diagnostic]) -> None:
        if not isinstance(profile, JSONObject) or not _one_line(profile.get("name"), marks=True) \
                or not all(_number(profile.get(k)) for k in ("count", "quality", "combat")):
            at = getattr(profile, "start", self.item.start)
            problems.append(_unread(self.source, at, message("own_json_profile", keys="name, count, quality, combat")))
            return
        ja = self.lang == "ja"
        self.kinds(profile, {"rules": "list", "notes": "list"}, problems)
        count, quality, combat = (profile[k] for k in ("count", "quality", "combat"))
        self.text.put(f"{count}体 " if ja else f"{count}x ", profile.value_starts["count"])
        self.put_escaped(profile, "name")
        self.text.put(f" 質{quality}+" if ja else f" Q{quality}+", profile.value_starts["quality"])
        self.text.put(f" 戦闘{combat}" if ja else f" C{combat}", profile.value_starts["combat"])
        after = None  # (where the last rule written ends in the JSON: the separator after it stands there, so that
        # a rule's span ends on its own line of the JSON)
        for rule in as_list(profile.get("rules")):
            # (a `#` in a rule's name no line holds, escaped or not; one in its specification is escaped, as in a name)
            if not isinstance(rule, JSONObject) or not _one_line(rule.get("name")) or \
                    rule.get("spec") is not None and not _one_line(rule.get("spec"), marks=True):
                said = message("own_json_rule", name="name", spec="spec")
                problems.append(_unread(self.source, getattr(rule, "start", profile.start), said))
                continue
            self.text.put(" " if after is None else ("、" if ja else ", "), rule.start if after is None else after)
            name = string_fragment(self.source, rule.value_starts["name"])
            self.put_escaped(rule, "name")   # (`Forester \// spare`: read back as written, SH101, not cut as a comment)
            after = name.file_offset(len(name.text) - 1) + 1
            if rule.get("spec") is not None:
                spec = string_fragment(self.source, rule.value_starts["spec"])
                self.text.put(" (", after)
                self.put_escaped(rule, "spec")   # (`Hatred (elves \#1)`, as a Markdown roster may write it)
                after = spec.file_offset(len(spec.text) - 1) + 1
                self.text.put(")", after)
        self.text.end_line()
        for note in as_list(profile.get("notes")):   # (each a note line indented under its profile: the profile's)
            text = note.get("text") if isinstance(note, JSONObject) else None
            if not isinstance(text, str) or "\n" in text or not _note_line(text):
                problems.append(_unread(self.source, getattr(note, "start", profile.start),
                                        message("own_json_profile_note")))
                continue
            self.text.put("    ", note.value_starts["text"])
            self.put_escaped(note, "text")
            self.text.end_line()

    def put_escaped(self, owner: JSONObject, key: str) -> None:
        """The string `owner[key]` written, a backslash before each comment mark in it (`Bow \\#2`, `Elves \\#2`)."""
        text = owner[key]
        points = _escaped(text)[1]
        if not points:
            self.text.put(text, self.place(owner, key))
            return
        # (each backslash placed on the mark it escapes, the words between on their own characters)
        fragment = string_fragment(self.source, owner.value_starts[key])
        cuts = [0, *points, len(text)]
        for a, b in zip(cuts, cuts[1:]):
            if a:
                self.text.put("\\", fragment.file_offset(a))
            self.text.put(text[a:b], ((0, fragment.file_offset(a)), *((i - a, at) for i, at in fragment.runs if a < i < b)))


def read_back(result) -> list:
    """The warbands of statblock's own JSON `result.source`, read from the native text it stands for (which becomes
    the result's source: the warbands' positions are in it, shown in the JSON), each with its notes."""
    from .language import read_warband

    source = result.source
    written, notes, problems, items = read_own_json(source)
    result.diagnostics.extend(problems)
    if written is None:
        return []
    result.source = written
    result.origins = origins_of(items)  # (the files it was written from: SB012 when one is read with it)
    warbands, problems = read_warband(written)
    result.diagnostics.extend(problems)
    if len(warbands) == len(notes):  # (else a name written as another line's words: the notes stay unread, said)
        # (with the notes the reader gave the warband: a profile's note under a line that could not be read again)
        warbands = [attrs.evolve(w, notes=tuple(sorted(
            (*w.notes, *(Note(written.text[a:b], written.span(a, b)) for a, b in said)), key=lambda n: n.span.start)))
                    for w, said in zip(warbands, notes)]
    else:
        for a, b in (pair for said in notes for pair in said):
            result.diagnostics.append(Diagnostic("SH012", Severity.ERROR, message("own_json_note"), written.span(a, b)))
    result.diagnostics.extend(agree(source, items, warbands, result.diagnostics))
    return warbands


def agree(source: SourceFile, items: JSONArray, warbands: list, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """SH012 (a warning) for each warband of the JSON `items` that holds a value (a profile's points, a rule's id,
    a total) otherwise than the warband read from its words (`warbands`): the first such value, where it is. The
    values are computed from the words, which were read (`frontends/own_json_agree.py`)."""
    def say(item: JSONObject, path: str, offset: int) -> Diagnostic:
        offset = max(0, min(offset, len(source.text) - 1))
        said = message("own_json_derived", key=path, name=str(item.get("name")), words="name, spec, count, quality, combat")
        return Diagnostic("SH012", Severity.WARNING, said, source.span(offset, offset + 1), str(item.get("name")))

    return disagreements(items, [(warband.span, warband.to_json()) for warband in warbands], diagnostics, say)
