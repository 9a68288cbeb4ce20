"""statblock's own JSON (`parse --format json`, `convert --to json`) read back: abilities and statblocks.

The JSON of an ability keeps what its author wrote beside every canonical value (`written`: the cost, keywords,
action, distance, target, each roll's header and each tier's label, each section's label) and the author's prose
(name, flavor, trigger, section text); a tier keeps its effects; a statblock keeps its fields as written. Each is
written again as the native `.ability` text it stands for (tiers printed from their effects by the card writer, in
the ability's language: the clauses `fmt` would write; statblock headers as `convert` writes them), and the
native front-end reads that text. The text is a `WrittenSource`: every character of it is placed on the JSON it
came from (one for one on a string; words the writing adds on the value they introduce), so a diagnostic points
into the file the user gave, while what reads the text sees ordinary native text.

Abilities and statblocks are written in the order of the files they came from (a statblock's features follow it,
as in the native format); each is first read on its own, and one that cannot be written or read again as one
block (a missing name, an effect of a kind this version does not know) is said (SB009) where it stands and left
out, the others read.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....frontends.json_text import JSONObject, JSONTextError, parse, string_fragment
from ....frontends.written_source import TextPlacer, WrittenSource
from ....messages import msg
from ..authoring.clauses import is_cjk
from ..vocabulary import vocabulary
from .native import PARAGRAPH_MARK, read_native
from .raw import RawAbility, RawLine

__all__ = ["read_own_json", "sniff", "written_source"]

_SNIFF_CHARS = 4096
# `{"abilities": [{"name": …` with a `power_roll(s)` key (every ability has one; no record of the Steel Compendium
# has that key) anywhere (a long flavor, or keys in another order, may put it past the first few KB), or
# `{"abilities": [], "statblocks": [{`: statblocks alone
_OUTPUT = re.compile(r'\ufeff?\s*\{\s*"abilities"\s*:\s*\[')
_ABILITY_KEYS = re.compile(r'"power_rolls?"\s*:')
_STATBLOCKS_ONLY = re.compile(r'\ufeff?\s*\{\s*"abilities"\s*:\s*\[\s*\]\s*,\s*"statblocks"\s*:\s*\[\s*\{')
_CONTINUATION = "  "  # a wrapped line of a section (`authoring/native.py`)


def sniff(text: str) -> bool:
    """Whether `text` is statblock's own JSON of Draw Steel abilities (or statblocks)."""
    head = text[:_SNIFF_CHARS]
    return bool(_OUTPUT.match(head) and _ABILITY_KEYS.search(text) or _STATBLOCKS_ONLY.match(head))


def _list(value) -> list:
    """`value` when it is a list (a hand-edited JSON may hold anything where one is due), else none."""
    return value if isinstance(value, list) else []


def _one_line(value) -> str:
    return " ".join(str(value).split()) if value is not None else ""


class _Item:
    """One ability or statblock of the JSON written as native lines (the layout of `authoring/native.py`)."""

    def __init__(self, source: SourceFile, item: JSONObject, lang: str) -> None:
        self.source, self.item, self.lang = source, item, lang
        self.text = TextPlacer()
        self.body_started = False  # a trigger, roll or section written after the header rows
        self.bare_headers: set[int] = set()  # lines of roll headers given a colon the JSON's label has not
        self.written = JSONObject()  # the ability's `written` (`_written`), once its name line is written
        self.problems: list[Diagnostic] = []  # what the JSON says twice and differently (`own_rolls`)

    # ---- where a value is ----

    def place(self, owner: JSONObject | None, key: str):
        """The runs placing the value of `owner[key]` (a string's characters one for one; else its first)."""
        if not isinstance(owner, JSONObject) or key not in owner.value_starts:
            return self.item.start
        value, start = owner[key], owner.value_starts[key]
        return string_fragment(self.source, start).runs if isinstance(value, str) else start

    def line(self, *parts) -> None:
        """A line of (text, runs) parts (`place`'s runs, or an offset for words the writing adds)."""
        for text, runs in parts:
            self.text.put(text, runs)
        self.text.end_line()

    def paragraph(self, prefix: str, owner: JSONObject, key: str, label: tuple[str, object] | None = None) -> None:
        """`prefix` (`Effect: `, `¶ `) then the text of `owner[key]`, its further lines indented, each placed on its
        line of the value; `label`: the author's label (text, runs) before `prefix`, placed on its own string (a
        misspelt `Spend 2 Wrth` is shown there, not in the section's text)."""
        value = owner.get(key)
        whole = string_fragment(self.source, owner.value_starts[key]) if isinstance(value, str) else None
        index = 0
        for number, line in enumerate(value.split("\n") if isinstance(value, str) and value else [""]):
            at = whole.file_offset(index) if whole is not None else self.item.start
            if number == 0 and label is not None:
                self.text.put(*label)
            self.text.put(prefix if number == 0 else _CONTINUATION, at)
            if whole is not None and line:
                self.text.put(line, whole.slice(index, index + len(line)).runs)
            self.text.end_line()
            index += len(line) + 1
        self.body_started = True

    # ---- an ability ----

    def ability(self) -> None:
        from ..authoring.native import meta_line

        ability = self.item
        distance = ability.get("distance")
        written = self.written = _written(ability, {"keywords": (ability, "keywords"), "action": (ability, "action_label"),
                                     "distance": (distance, "text"), "target": (ability, "target"),
                                     "tag": (ability, "tag")})
        metadata = ability.get("metadata")
        for key, value in (metadata.items() if isinstance(metadata, dict) else ()):
            self.line((meta_line(str(key), _plain(value)), self.place(metadata, key)))
        icon = ability.get("icon")
        icon = [(f"{_one_line(icon)} ", self.place(ability, "icon"))] if isinstance(icon, str) and icon.strip() else []
        self.line(*icon, (_one_line(ability.get("name")), self.place(ability, "name")), *self.paren(written))
        if isinstance(ability.get("flavor"), str) and ability["flavor"]:
            whole = string_fragment(self.source, ability.value_starts["flavor"])
            index = 0
            for line in ability["flavor"].split("\n"):
                self.line(("*", whole.file_offset(index)), (line, whole.slice(index, index + len(line)).runs),
                          ("*", whole.file_offset(index + len(line))))
                index += len(line) + 1
        said = self.keywords(written)
        action = (_one_line(written.get("action")), self.place(written, "action"))
        if said and action[0]:
            self.line(*said, (" | ", self.item.start), action)
        elif action[0]:
            self.line(("- | ", self.item.start), action)
        elif said:
            self.line((f"{_label('keywords', self.lang)}: ", self.item.start), *said)
        distance = (_one_line(written.get("distance")), self.place(written, "distance"))
        target = (_one_line(written.get("target")), self.place(written, "target"))
        if distance[0] and target[0]:
            self.line(("📏 ", self.item.start), distance, (" | 🎯 ", self.item.start), target)
        elif distance[0]:
            self.line(("📏 ", self.item.start), distance)
        elif target[0]:
            self.line((f"{_label('target', self.lang)}: ", self.item.start), target)
        rolls = [r for r in _list(ability.get("power_rolls")) if isinstance(r, JSONObject)]
        if isinstance(ability.get("trigger"), str) and ability["trigger"]:
            self.paragraph(f"{_label('trigger', self.lang)}: ", ability, "trigger")
            for roll in rolls:
                if roll.get("at") == "trigger":
                    self.tiers(roll)
        own, sections = self.own_rolls()
        if own is not None:
            self.roll(own)
        for index, section in enumerate(_list(ability.get("sections"))):
            if isinstance(section, JSONObject):
                self.section(section, sections.get(index))

    def own_rolls(self) -> tuple[JSONObject | None, dict[int, JSONObject]]:
        """The ability's own roll and each section's: `power_roll` and `sections[i].power_roll`, which `power_rolls`
        lists again (`at`: `ability`, `section`). A roll in `power_rolls` alone (its `power_roll` left out) is read;
        one that differs from the roll it repeats (an edit made in one place) is said, never silently ignored."""
        ability, sections, listed = self.item, _list(self.item.get("sections")), self.item.get("power_rolls")
        own = ability.get("power_roll") if isinstance(ability.get("power_roll"), JSONObject) else None
        chosen: dict[int, JSONObject] = {}
        for number, roll in enumerate(_list(listed)):
            if not isinstance(roll, JSONObject):
                continue
            at, where = roll.get("at"), roll.get("section")
            index = where.get("index") if at == "section" and isinstance(where, dict) else None
            if at == "ability":
                owner, key = ability, "power_roll"
            elif isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(sections) \
                    and isinstance(sections[index], JSONObject):
                owner, key = sections[index], "power_roll"
            else:
                continue
            held = owner.get(key)
            if key not in owner:
                if at == "ability":
                    own = own if own is not None else roll
                else:
                    chosen.setdefault(index, roll)
            elif not _same_roll(held, roll):
                said = msg("own_json.roll_copy", name=_one_line(ability.get("name")), list="power_rolls",
                           key="power_roll" if at == "ability" else f"sections[{index}].power_roll")
                self.problems.append(_unread(self.source, listed.value_starts[number], said, Severity.WARNING))
        return own, chosen

    def keywords(self, written: JSONObject) -> list[tuple[str, object]]:
        """The keywords as written, joined as the native row joins them, each placed on its string."""
        from ..authoring.native import join_keywords

        listed = written.get("keywords")
        if not isinstance(listed, list):
            return []
        separator = join_keywords(("", ""), self.lang)
        parts: list[tuple[str, object]] = []
        for index, keyword in enumerate(listed):
            if not isinstance(keyword, str) or not keyword.strip():
                continue
            if parts:
                parts.append((separator, self.item.start))
            start = listed.value_starts[index]
            parts.append((_one_line(keyword), string_fragment(self.source, start).runs if _one_line(keyword) == keyword
                          else start + 1))
        return parts

    def paren(self, written: JSONObject) -> list[tuple[str, object]]:
        """The name line's parentheses: the cost as written (placed on the JSON's string: the compiler keeps the
        cost's text as the file has it), `Signature`, a tag (`authoring/layout.py`)."""
        at = self.item.start
        cost, tag = _one_line(written.get("cost")), _one_line(written.get("tag"))
        cost_at = self.place(written, "cost")
        if "cost" not in written and not cost:
            cost, cost_at = _cost_text(self.item.get("cost")), self.item.value_starts.get("cost", at)
        if cost:
            parts = [(cost, cost_at)]
            if self.item.get("signature") is True:
                parts.insert(0, ("Signature" + ("、" if is_cjk(cost) else ", "), at))
        elif self.item.get("signature") is True:
            parts = [("Signature", at), *([(" ", at), (tag, self.place(written, "tag"))] if tag else [])]
        elif tag:
            parts = [(tag, self.place(written, "tag"))]
        else:
            return []
        return [(" (", at), *parts, (")", at)]

    def roll(self, roll: JSONObject) -> None:
        written = _written(roll, {"label": (roll, "label")})
        label = _one_line(written.get("label"))
        if label:
            if not label.endswith((":", "：")):  # (a native header ends with a colon; the author's had none)
                self.bare_headers.add(len(self.text.lines))
                label += ":"
            self.line((label, self.place(written, "label")))
        self.tiers(roll)
        self.body_started = True

    def tiers(self, roll: JSONObject) -> None:
        from ..render.clauses import clause_text
        from ..runtime.effect_json import load
        from ..runtime.effects import Reference

        for tier in _list(roll.get("tiers")):
            if not isinstance(tier, JSONObject):
                continue
            written = tier.get("written") if isinstance(tier.get("written"), JSONObject) else None
            label = _one_line(written.get("range") if written is not None else None) or _one_line(tier.get("range"))
            effects = [load(e) for e in _list(tier.get("effects"))]
            counts = tier.get("clauses")
            if isinstance(counts, list) and all(isinstance(n, int) and not isinstance(n, bool) and n >= 0
                                                for n in counts) and sum(counts) == len(effects):
                groups = []  # the effects of each clause of the source, as the JSON counts them
                for count in counts:
                    groups.append(effects[:count])
                    effects = effects[count:]
            else:
                # (no count, one effect a clause: each a clause of its own, as `;` separates them, but for what is
                # said of the clause before it: a reference, `(see …)`, a potency of what happens otherwise)
                groups = []
                for effect in effects:
                    if groups and (isinstance(effect, Reference) or _said_with_the_one_before(effect)):
                        groups[-1].append(effect)
                    else:
                        groups.append([effect])
            body = "; ".join(clause_text(group, self.lang) for group in groups if group)
            self.line((f"{label}:", self.place(written, "range") if written and written.get("range") else
                       self.place(tier, "range") if "range" in tier.value_starts else tier.start),
                      (f" {body}" if body else "", tier.value_starts.get("effects", tier.start)))

    def section(self, section: JSONObject, listed: JSONObject | None = None) -> None:
        """A section; `listed`: its roll as `power_rolls` holds it, when the section's own `power_roll` is left out."""
        from ..authoring.native import plain_text_line

        roll = section.get("power_roll") if "power_roll" in section else listed
        if section.get("kind") == "power_roll" and isinstance(roll, JSONObject):
            self.roll(roll)  # a second power roll: its header is its label
            return
        written = _written(section, {"label": (section, "label")})
        label = _one_line(written.get("label"))
        text = section.get("text") if isinstance(section.get("text"), str) else ""
        placed = None
        if label:
            prefix, placed = ": ", (label, self.place(written, "label"))
        elif not self.body_started and self.has_header() and plain_text_line(text.split("\n")[0]):
            prefix = ""  # right after the header rows a plain line is a paragraph by itself
        else:
            prefix = f"{PARAGRAPH_MARK} "
        self.paragraph(prefix, section, "text", placed)
        if isinstance(roll, JSONObject):
            self.tiers(roll)

    def has_header(self) -> bool:
        written = self.written
        return bool(written.get("keywords") or written.get("action") or written.get("distance"))

    # ---- a statblock ----

    def statblock(self) -> None:
        from ..authoring.native import NativePrinter
        from ..authoring.statblock import header_card
        from .statblocks import Statblock

        item = self.item
        fields = item.get("fields") if isinstance(item.get("fields"), dict) else {}
        metadata = item.get("metadata") if isinstance(item.get("metadata"), dict) else {}
        block = Statblock(_one_line(item.get("name")), {str(k): str(v) for k, v in fields.items()},
                          str(item.get("kind") or "statblock"), item.get("text") if isinstance(item.get("text"), str)
                          else None, _plain(metadata))
        lines = NativePrinter().card(header_card(block, self.lang))
        name_line = len(metadata)  # (the metadata lines come first)
        used: set[str] = set()
        said = item.get("text") if isinstance(item.get("text"), str) else ""
        read_to = 0  # (the statblock's own text: its lines are found in it in order)
        for number, line in enumerate(lines):
            found = said.find(line, read_to) if line and number > name_line else -1
            if number == name_line and line.startswith(block.name):
                self.line((block.name, self.place(item, "name")), (line[len(block.name):], item.start))
            elif number < name_line:
                self.line((line, _each_on(item.value_starts.get("metadata", item.start), len(line))))
            elif found >= 0:
                self.line((line, string_fragment(self.source, item.value_starts["text"]).slice(found, found + len(line))
                           .runs))
                read_to = found + len(line)
            else:
                self.field_row(line, item.get("fields"), used)

    def field_row(self, line: str, fields, used: set[str]) -> None:
        """A statblock's row of fields (`Size: 1L | Speed: 8 | Stamina: 2x50`): each value placed on the string of
        the field it is, the labels and bars on that field's start (not, as one run from the `fields` object's `{`,
        on the lines after it: `2x50` was shown on the `roles` line)."""
        at = fields.start if isinstance(fields, JSONObject) else self.item.start
        parts: list[tuple[str, object]] = []
        for number, segment in enumerate(line.split(" | ")):
            if number:
                parts.append((" | ", _each_on(at, 3)))
            label, colon, value = segment.partition(": ")
            key = next((k for k, v in fields.items() if k not in used and v == value), None) \
                if isinstance(fields, JSONObject) and colon and value else None
            if key is None:
                parts.append((segment, _each_on(at, len(segment))))
                continue
            used.add(key)
            at = fields.value_starts[key]
            parts += [(label + colon, _each_on(at, len(label + colon))), (value, string_fragment(self.source, at).runs)]
        self.line(*parts)


def _each_on(offset: int, count: int) -> tuple[tuple[int, int], ...]:
    """Runs placing each of `count` written characters on the one character at `offset` (words the writing adds)."""
    return tuple((index, offset) for index in range(count))


def _written(owner: JSONObject, canonical: dict[str, tuple[object, str]]) -> JSONObject:
    """`owner`'s `written` object (what the author wrote beside each canonical value). A key it lacks (a JSON written
    by hand, `written` left out) is the canonical value standing for it (`keywords`, `action_label`,
    `distance.text`, `target`, a roll's or section's `label`), placed where that value is: the ability's header
    rows are read from what the JSON says, not lost (the ability was refused with an internal AttributeError)."""
    given = owner.get("written")
    written = JSONObject(given) if isinstance(given, JSONObject) else JSONObject()
    written.start = given.start if isinstance(given, JSONObject) else owner.start
    written.value_starts = dict(given.value_starts) if isinstance(given, JSONObject) else {}
    for key, (holder, name) in canonical.items():
        value = holder.get(name) if isinstance(holder, JSONObject) else None
        if key not in written and isinstance(value, (str, list)) and name in holder.value_starts:
            written[key], written.value_starts[key] = value, holder.value_starts[name]
    return written


def _cost_text(cost) -> str:
    """A canonical cost (`{"amount": 5, "resource": "Wrath"}`) as a name line writes it (`5 Wrath`), else ``."""
    if not isinstance(cost, dict) or isinstance(cost.get("amount"), bool) or not isinstance(cost.get("amount"), int) \
            or not isinstance(cost.get("resource"), str) or not cost["resource"].strip():
        return ""
    upper = cost.get("upper_amount")
    upper = f"-{upper}" if isinstance(upper, int) and not isinstance(upper, bool) else ""
    return f"{cost['amount']}{upper}{'+' if cost.get('open_ended') is True else ''} {_one_line(cost['resource'])}"


_PLACE_KEYS = ("at", "section", "line", "column")


def _same_roll(held, listed: JSONObject) -> bool:
    """Whether `listed` (an entry of `power_rolls`) is the roll `held` repeats, where it sits aside."""
    return isinstance(held, dict) and {k: v for k, v in listed.items() if k not in _PLACE_KEYS} == \
        {k: v for k, v in held.items() if k not in _PLACE_KEYS}


def _plain(value):
    """`value` with the reader's placed objects and arrays made plain `dict` and `list` (PyYAML, which writes the
    `# meta:` lines, looks at types exactly)."""
    if isinstance(value, dict):
        return {str(key): _plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value


def _said_with_the_one_before(effect) -> bool:
    """A potency of what happens otherwise joined to the effect before it by a plain `or` (`slowed (EoT) or A < 3 3
    damage`): it keeps no spelling of its own (one written as a clause of its own keeps its words, `; or if the
    target has A < 1`)."""
    return bool(getattr(effect, "otherwise", False)) and not getattr(effect, "said", None)


def _label(field: str, lang: str) -> str:
    rules = vocabulary()
    terms = rules.sections.terms if field == "trigger" else rules.fields.terms
    return terms[field].label(lang)


def _language(item: dict, statblock: bool) -> str:
    """`ja` when the words the author wrote for the item's structure are Japanese (its tiers are then written in
    Japanese, a statblock's labels too), else `en`."""
    if statblock:
        fields = item.get("fields") if isinstance(item.get("fields"), dict) else {}
        said = [item.get("name"), *fields.values()]
    else:
        written = item.get("written") if isinstance(item.get("written"), dict) else {}
        said = [written.get("action"), written.get("distance"), written.get("target"), written.get("cost"),
                *_list(written.get("keywords"))]
        for roll in _list(item.get("power_rolls")):
            if isinstance(roll, dict) and isinstance(roll.get("written"), dict):
                said.append(roll["written"].get("label"))
        said += [s["written"].get("label") for s in _list(item.get("sections"))
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

    def key(pair: tuple[int, tuple[str, JSONObject]]):
        index, (kind, item) = pair
        if not isinstance(item, dict):
            return (0, 0, 0, index)
        path = str(item.get("path"))
        line = item.get("line") if isinstance(item.get("line"), int) else 0
        return (path in grouped, paths[path], line, index)

    return [pair for _, pair in sorted(enumerate(items), key=key)]


def written_source(source: SourceFile) -> tuple[WrittenSource | None, set[int], list[Diagnostic]]:
    """The native text `source`'s abilities and statblocks stand for (or None, and why, when it has none to read),
    and the lines (0-based) of the roll headers in it given a colon the JSON's label has not."""
    try:
        data = parse(source.text, 1 if source.text.startswith("\ufeff") else 0)
    except JSONTextError as error:
        return None, set(), [error.diagnostic(source, "SB009", msg("own_json.not_json", error=error.problem))]
    if not isinstance(data, JSONObject) or not isinstance(data.get("abilities"), list):
        return None, set(), [_unread(source, 0, msg("own_json.no_abilities", key="abilities"))]
    placer = TextPlacer()
    bare: set[int] = set()
    problems: list[Diagnostic] = []
    origins: dict[str, int] = {}  # each file the JSON's abilities came from, at its first `path` in the JSON
    # (a statblock's labels are written in its features' language when its own words do not say: `レベル`, `スタミナ`)
    japanese = {(str(a.get("path")), str(a.get("name"))) for a in data["abilities"]
                if isinstance(a, dict) and _language(a, False) == "ja"}
    for kind, item in _in_file_order(data):
        at = item.start if isinstance(item, JSONObject) else 0
        if not isinstance(item, JSONObject) or not _one_line(item.get("name")):
            problems.append(_unread(source, at, msg("own_json.no_name", key="name")))
            continue
        lang = _language(item, kind == "statblock")
        if kind == "statblock" and any((str(item.get("path")), str(name)) in japanese for name in _list(item.get("features"))):
            lang = "ja"
        written = _Item(source, item, lang)
        try:
            written.statblock() if kind == "statblock" else written.ability()
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as error:
            # (an effect of a kind this version does not know, a value of the wrong type: `effect_json.load`; one
            # the card writer cannot print, a choice of no option)
            problems.append(_unread(source, at, msg("own_json.unreadable", name=_one_line(item.get("name")),
                                                    error=f"{type(error).__name__}: {error}",
                                                    command="convert --to json")))
            continue
        alone, said = read_native(SourceFile(source.path, "\n".join(written.text.lines) + "\n"))
        if len(alone) != 1 or any(d.code == "SB100" for d in said):
            problems.append(_unread(source, at, msg("own_json.not_one", name=_one_line(item.get("name")))))
            continue
        if placer.lines:
            placer.end_line()  # the blank line between blocks
        first = len(placer.lines)
        for line, runs in zip(written.text.lines, written.text.runs):
            placer.put(line, tuple(runs))
            placer.end_line()
        bare |= {first + n for n in written.bare_headers}
        problems += written.problems
        if isinstance(item.get("path"), str) and item["path"]:
            origins.setdefault(item["path"], item.value_starts.get("path", item.start))
    return placer.source(source, origins), bare, problems


def read_own_json(source: SourceFile) -> tuple[WrittenSource | None, list[RawAbility], list[Diagnostic]]:
    """The abilities of statblock's own JSON `source`, read from the native text it stands for (that text too: the
    source the abilities' positions are in)."""
    written, bare, problems = written_source(source)
    if written is None:
        return None, [], problems
    plain = SourceFile(written.path, written.text)  # (read as any file; positions then moved onto `written`)
    raws, found = read_native(plain)

    def moved(part: Fragment | None, roll: bool = False) -> Fragment | None:
        if part is None:
            return None
        if roll and part.text.endswith(":") and plain.position(part.file_offset(0))[0] - 1 in bare:
            part = part.slice(0, len(part.text) - 1)  # the colon the writing added: not the author's
        return Fragment(part.text, part.runs, written)

    for raw in raws:
        raw.lines = [RawLine(line.kind, moved(line.body, line.kind == "roll"), moved(line.label), line.field)
                     for line in raw.lines]
        raw.span = written.span(raw.span.start, raw.span.end)
    problems += [Diagnostic(d.code, d.severity, d.message, written.span(d.span.start, d.span.end), d.ability,
                            d.suggestion) for d in found]
    return written, raws, problems


def _unread(source: SourceFile, offset: int, message, severity: Severity = Severity.ERROR) -> Diagnostic:
    offset = max(0, min(offset, len(source.text)))
    return Diagnostic("SB009", severity, message, source.span(offset, offset + 1))
