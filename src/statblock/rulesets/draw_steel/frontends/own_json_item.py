"""One ability or statblock of statblock's own JSON written again as the native lines it stands for (`own_json.py`).

Each character written is placed on the JSON (a `TextPlacer`): the author's strings one for one, the words the
writing adds on the value they introduce. What the JSON lacks or says twice is read from what it has (`written`
left out: the canonical values; a roll in `power_rolls` alone) or said (a roll edited in one of its two places).
"""

from __future__ import annotations

import re
import unicodedata

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....frontends.json_kinds import as_list
from ....frontends.json_text import JSONObject, string_fragment, value_runs
from ....frontends.written_source import TextPlacer
from ....messages import msg
from ..authoring.clauses import is_cjk
from ..vocabulary import vocabulary
from .native import LIST_BULLET, PARAGRAPH_MARK

__all__ = ["ItemWriter", "as_list", "one_line", "unread"]

_CONTINUATION = "  "  # a wrapped line of a section (`authoring/native.py`)
_LINE_BREAK = re.compile(r"[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]")  # (what `str.splitlines` breaks at)


def one_line(value) -> str:
    return " ".join(str(value).split()) if value is not None else ""


class ItemWriter:
    """One ability or statblock of the JSON written as native lines (the layout of `authoring/native.py`)."""

    def __init__(self, source: SourceFile, item: JSONObject, lang: str, canonical: frozenset[int] = frozenset()) -> None:
        self.source, self.item, self.lang = source, item, lang
        self.canonical = canonical  # (ids of the tiers written from their effects, their text left: `OwnJSON.agree`)
        self.text = TextPlacer()
        self.body_started = False  # a trigger, roll or section written after the header rows
        self.bare_headers: set[int] = set()  # lines of roll headers given a colon the JSON's label has not
        self.written = JSONObject()  # the ability's `written` (`_written`), once its name line is written
        self.problems: list[Diagnostic] = []  # what the JSON says twice and differently (`own_rolls`)

    # ---- where a value is ----

    def place(self, owner: JSONObject | None, key: str):
        """The runs placing the value of `owner[key]` (a string's characters one for one; else its first)."""
        return value_runs(self.source, owner, key, self.item.start)

    def line(self, *parts) -> None:
        """A line of (text, runs) parts (`place`'s runs, or an offset for words the writing adds)."""
        for text, runs in parts:
            self.text.put(text, runs)
        self.text.end_line()

    def paragraph(self, prefix: str, owner: JSONObject, key: str, label: tuple[str, object] | None = None,
                  lead: str = "") -> None:
        """`prefix` (`Effect: `, `¶ `) then the text of `owner[key]`, its further lines indented, each placed on its
        line of the value; `label`: the author's label (text, runs) before `prefix`, placed on its own string (a
        misspelt `Spend 2 Wrth` is shown there, not in the section's text)."""
        value = owner.get(key)
        whole = string_fragment(self.source, owner.value_starts[key]) if isinstance(value, str) else None
        index = 0
        for number, line in enumerate(value.split("\n") if isinstance(value, str) and value else [""]):
            at = whole.file_offset(index) if whole is not None else self.item.start
            if number == 0 and label is not None:
                if lead:  # (a bulleted list's item that opens with its label: `¶ - `)
                    self.text.put(lead, at)
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
        if isinstance(icon, str) and icon.strip() and not _symbols(icon.strip()):
            # `"icon": "#"` made the name line a comment (the ability named for its flavor), `"Icon:"` a part of the
            # name: an icon is symbols alone (`⭐️`, `🗡`); other words said and left out
            self.problems.append(unread(self.source, ability.value_starts.get("icon", ability.start),
                                        msg("own_json.icon_not_symbol", key="icon", icon=one_line(icon)), Severity.WARNING))
            icon = None
        icon = [(f"{one_line(icon)} ", self.place(ability, "icon"))] if isinstance(icon, str) and icon.strip() else []
        self.line(*icon, (one_line(ability.get("name")), self.place(ability, "name")), *self.paren(written))
        if isinstance(ability.get("flavor"), str) and ability["flavor"]:
            whole = string_fragment(self.source, ability.value_starts["flavor"])
            index = 0
            plain = ability.get("plain_flavor")   # (lines guessed as flavor: written plain, guessed again, said again)
            plain = {n for n in plain if isinstance(n, int)} if isinstance(plain, list) else set()
            for number, line in enumerate(ability["flavor"].split("\n")):
                mark = "" if number in plain else "*"
                self.line((mark, whole.file_offset(index)), (line, whole.slice(index, index + len(line)).runs),
                          (mark, whole.file_offset(index + len(line))))
                index += len(line) + 1
        said = self.keywords(written)
        action = (one_line(written.get("action")), self.place(written, "action"))
        if said and action[0]:
            self.line(*said, (" | ", self.item.start), action)
        elif action[0]:
            self.line(("- | ", self.item.start), action)
        elif said:
            self.line((f"{_label('keywords', self.lang)}: ", self.item.start), *said)
        distance = (one_line(written.get("distance")), self.place(written, "distance"))
        target = (one_line(written.get("target")), self.place(written, "target"))
        if distance[0] and target[0]:
            self.line(("📏 ", self.item.start), distance, (" | 🎯 ", self.item.start), target)
        elif distance[0]:
            self.line(("📏 ", self.item.start), distance)
        elif target[0]:
            self.line((f"{_label('target', self.lang)}: ", self.item.start), target)
        rolls = [r for r in as_list(ability.get("power_rolls")) if isinstance(r, JSONObject)]
        if isinstance(ability.get("trigger"), str) and ability["trigger"]:
            self.paragraph(f"{_label('trigger', self.lang)}: ", ability, "trigger")
            for roll in rolls:
                if roll.get("at") == "trigger":
                    self.tiers(roll)
        own, sections = self.own_rolls()
        if own is not None:
            self.roll(own)
        for index, section in enumerate(as_list(ability.get("sections"))):
            if isinstance(section, JSONObject):
                self.section(section, sections.get(index))

    def own_rolls(self) -> tuple[JSONObject | None, dict[int, JSONObject]]:
        """The ability's own roll and each section's: `power_roll` and `sections[i].power_roll`, which `power_rolls`
        lists again (`at`: `ability`, `section`). A roll in `power_rolls` alone (its `power_roll` left out) is read;
        one that differs from the roll it repeats (an edit made in one place) is said, never silently ignored."""
        ability, sections, listed = self.item, as_list(self.item.get("sections")), self.item.get("power_rolls")
        own = ability.get("power_roll") if isinstance(ability.get("power_roll"), JSONObject) else None
        chosen: dict[int, JSONObject] = {}
        for number, roll in enumerate(as_list(listed)):
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
                said = msg("own_json.roll_copy", name=one_line(ability.get("name")), list="power_rolls",
                           key="power_roll" if at == "ability" else f"sections[{index}].power_roll")
                self.problems.append(unread(self.source, listed.value_starts[number], said, Severity.WARNING))
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
            parts.append((one_line(keyword), string_fragment(self.source, start).runs if one_line(keyword) == keyword
                          else start + 1))
        return parts

    def paren(self, written: JSONObject) -> list[tuple[str, object]]:
        """The name line's parentheses: the cost as written (placed on the JSON's string: the compiler keeps the
        cost's text as the file has it), `Signature`, a tag (`authoring/layout.py`)."""
        at = self.item.start
        cost, tag = one_line(written.get("cost")), one_line(written.get("tag"))
        cost_at = self.place(written, "cost")
        if "cost" not in written and not cost:
            cost, cost_at = _cost_text(self.item.get("cost")), self.item.value_starts.get("cost", at)
        said = written.get("signature")  # (as written: `シグネチャー`; a JSON without it, `Signature`)
        signature = (one_line(said), self.place(written, "signature")) if isinstance(said, str) and one_line(said) \
            else ("Signature", at)
        if cost:
            parts = [(cost, cost_at)]
            if self.item.get("signature") is True:
                parts[0:0] = [signature, ("、" if is_cjk(cost) else ", ", at)]
        elif self.item.get("signature") is True:
            parts = [signature, *([(" ", at), (tag, self.place(written, "tag"))] if tag else [])]
        elif tag:
            parts = [(tag, self.place(written, "tag"))]
        else:
            return []
        return [(" (", at), *parts, (")", at)]

    def roll(self, roll: JSONObject) -> None:
        written = _written(roll, {"label": (roll, "label")})
        label = one_line(written.get("label"))
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

        for tier in as_list(roll.get("tiers")):
            if not isinstance(tier, JSONObject):
                continue
            written = tier.get("written") if isinstance(tier.get("written"), JSONObject) else None
            label = one_line(written.get("range") if written is not None else None) or one_line(tier.get("range"))
            label_at = self.place(written, "range") if written and written.get("range") else \
                self.place(tier, "range") if "range" in tier.value_starts else tier.start
            said = written.get("text") if written is not None else None
            if isinstance(said, str) and said.strip() and not _LINE_BREAK.search(said) and id(tier) not in self.canonical:
                # the tier as its author wrote it (`written.text`, added after the first contract), each character
                # on its string; what its effects say otherwise is said once the ability is read (`own_json_agree`)
                self.line((f"{label}: ", label_at), (said, self.place(written, "text")))
                continue
            self._said_of_conditions(tier)
            effects = [load(e) for e in as_list(tier.get("effects"))]
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
            self.line((f"{label}:", label_at), (f" {body}" if body else "", tier.value_starts.get("effects", tier.start)))

    def _said_of_conditions(self, tier: JSONObject) -> None:
        """A condition's `said` (the author's Japanese word for a card) that is no word of its condition (`5`, `減速` on
        prone): said (SB009, a warning at the value); the card prints the condition's name (`5` dropped the ability,
        an AttributeError its message; a word of another condition was ignored in silence)."""
        from ..compiler.conditions_ja import condition_stem

        rules = vocabulary()
        for effect in as_list(tier.get("effects")):
            if not isinstance(effect, JSONObject) or effect.get("kind") != "condition" or "said" not in effect:
                continue
            said, condition = effect["said"], effect.get("condition")
            if said is None:
                continue
            term = rules.conditions.lookup(condition_stem(said, rules) or said) if isinstance(said, str) else None
            if term is None or term.id != condition:
                message = msg("own_json.said_other", name=one_line(self.item.get("name")), key="said", said=one_line(str(said)),
                              condition=one_line(str(condition)))
                self.problems.append(unread(self.source, effect.value_starts.get("said", effect.start), message,
                                            Severity.WARNING))

    def section(self, section: JSONObject, listed: JSONObject | None = None) -> None:
        """A section; `listed`: its roll as `power_rolls` holds it, when the section's own `power_roll` is left out."""
        from ..authoring.native import plain_text_line

        roll = section.get("power_roll") if "power_roll" in section else listed
        if section.get("kind") == "power_roll" and isinstance(roll, JSONObject):
            self.roll(roll)  # a second power roll: its header is its label
            return
        written = _written(section, {"label": (section, "label")})
        label = one_line(written.get("label"))
        text = section.get("text") if isinstance(section.get("text"), str) else ""
        placed, lead = None, ""
        if label:
            prefix, placed = ": ", (label, self.place(written, "label"))
            if section.get("list_item") is True:
                lead = f"{PARAGRAPH_MARK} {LIST_BULLET}"
        elif section.get("list_item") is True:
            prefix = f"{PARAGRAPH_MARK} {LIST_BULLET}"  # a bulleted list's item
        elif not self.body_started and self.has_header() and plain_text_line(text.split("\n")[0]):
            prefix = ""  # right after the header rows a plain line is a paragraph by itself
        else:
            prefix = f"{PARAGRAPH_MARK} "
        self.paragraph(prefix, section, "text", placed, lead)
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
        block = Statblock(one_line(item.get("name")), {str(k): str(v) for k, v in fields.items()},
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
    return f"{cost['amount']}{upper}{'+' if cost.get('open_ended') is True else ''} {one_line(cost['resource'])}"


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


def _symbols(text: str) -> bool:
    """Whether `text` is an icon as a name line reads one (`name_line.icon_before_name`): symbols alone, with their
    variation selectors and joiners (`⭐️`, `☠️`, `👁‍🗨`), no word, mark or comment sign."""
    return len(text) <= 16 and all(unicodedata.category(ch) == "So" or ch in "\ufe0f\u200d" for ch in text)


def unread(source: SourceFile, offset: int, message, severity: Severity = Severity.ERROR) -> Diagnostic:
    offset = max(0, min(offset, len(source.text)))
    return Diagnostic("SB009", severity, message, source.span(offset, offset + 1))
