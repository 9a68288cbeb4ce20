"""statblock's own JSON of 虚構侵蝕TRPG cards (`parse --format json`, `convert --to json`) read back.

The JSON of a card keeps its name, its kind, use and category as ids, its target, its data (`details`: category,
price, ready limit, capacity, range, each as written), the author's own labelled lines (`notes`, each label and
text as written) and its effect's words (`effect_text`, the lines joined by
line breaks). Each card is written again as the native `.kyoko` lines it stands for (the name and its kind in
parentheses, `使用：` (its `uses` when several: `行動／割込`), `対象：`, the data, the notes, `効果：` and the effect's lines; labels and ids in Japanese, or in
English when the card's own words are), and the native reader reads them: what comes back is what the words say
again, the effects read anew (the JSON's `effects` are what was read from `effect_text`: to change an effect,
edit its words). The text is a `WrittenSource`: each character of it is placed on the JSON (the card's strings
one for one, through their escapes; the words the writing adds on the value they introduce), so a diagnostic
points into the JSON.

What cannot be read back (not JSON, no `items` list, an entry that is no card, a card with no name, a line break
in a one-line value) is said (KY034, an error) where it is and that card left out; the others are read.
"""

from __future__ import annotations

import attrs

from ...diagnostics import Diagnostic, Severity, SourceFile
from ...frontends.json_kinds import as_list, wrong_items, wrong_kinds
from ...frontends.own_json_agree import differences, disagreements, json_offset, paired
from ...frontends.own_lists import OwnList, unread
from ...frontends.json_text import JSONArray, JSONObject, string_fragment, value_runs
from ...frontends.written_source import TextPlacer, WrittenSource
from ..similarity import is_japanese
from .catalog import message
from .vocabulary import category

__all__ = ["agree", "read_own_json", "sniff"]

_FIELDS = ("category", "price", "ready_limit", "capacity", "range")
_KINDS = {"kind": "text", "use": "text", "target": "text", "category": "text", "details": "list", "effect_text": "text",
          "notes": "list", "uses": "list", "use_note": "object", "more_use_notes": "list"}


#: the list of cards, its problems said as KY034
_ITEMS = OwnList("items", "KY034", message, "own_json_no_items", "own_json_not_card")


def sniff(text: str) -> bool:
    """Whether `text` is statblock's own JSON holding 虚構侵蝕TRPG cards."""
    return _ITEMS.sniff(text)


def _unread(source: SourceFile, offset: int, said) -> Diagnostic:
    return unread(source, offset, "KY034", said)


def read_own_json(source: SourceFile) -> tuple[WrittenSource | None, list[Diagnostic], JSONArray | None]:
    """The native text `source`'s cards stand for (None, and why, when there is none to read), every character
    placed on the JSON, what cannot be read back, and the JSON's list of cards."""
    items, problems = _ITEMS.open(source)
    if items is None:
        return None, problems, None
    placer = TextPlacer()
    for item in _ITEMS.entries(source, items, problems):
        card = _CardWriter(source, item)
        if not card.write(problems):
            continue
        if placer.lines:
            placer.end_line()  # the blank line between cards
        for line, runs in zip(card.text.lines, card.text.runs):
            placer.put(line, tuple(runs))
            placer.end_line()
    return placer.source(source), problems, items


def agree(source: SourceFile, items: JSONArray, cards: list, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """KY034 (a warning) for each card of the JSON `items` that holds a value (its `effects`, its `range`) otherwise
    than the card read from its words (`cards`): the first such value, where it is. The values are written from
    the words, which were read (`frontends/own_json_agree.py`)."""
    from .serialize import to_json

    def say(item: JSONObject, path: str, offset: int) -> Diagnostic:
        head = path.split(".")[0].split("[")[0]
        note = item.get("use_note")
        if head == "use_note" and isinstance(note, JSONObject) and "text" in note.value_starts:
            offset = note.value_starts["text"]  # (at the use note's words, which are what to edit)
        offset = max(0, min(offset, len(source.text) - 1))
        said = message("own_json_derived", key=path, name=str(item.get("name")), words=_WORDS.get(head, "effect_text"))
        return Diagnostic("KY034", Severity.WARNING, said, source.span(offset, offset + 1))

    read = [(card.span, to_json(card)) for card in cards]
    if not any(_has_options(item) for item in items):   # (written before a list's items were options: each option's
        for _, data in read:                            # mark text as it then was, not an edit to say)
            data["effects"] = _options_as_text(data.get("effects", []))
    for item, card, (_, data) in zip(paired(items, [json_offset(span) for span, _ in read]), cards, read):
        effects = data.get("effects", [])
        if item is None or _agrees(item, effects):
            continue
        # (written before this version's reading of lists: each card as it was read then, when the JSON holds that)
        for then in (lambda: _loosely_chosen(card, to_json), lambda: _loosely_chosen(card, to_json, kyleft6=True),
                     lambda: _options_as_one_list(effects)):
            if _agrees(item, earlier := then()):
                data["effects"] = earlier
                break
    return disagreements(items, read, diagnostics, say)


def _loosely_chosen(card, to_json, kyleft6: bool = False) -> list:
    """The JSON `effects` of `card` as the reader wrote them from the kymend7 merge to the kyleft6 change, when any
    `選択`, `いずれか`, `either` in a list's lead-in made it a choice (`options.options_as_before`); or, `kyleft6`, from
    that change to kymend8's (`対象を1つ選び` a choice, `Choose one benefit:` steps: `options.CHOICE_KYLEFT6`)."""
    from .language.options import CHOICE_KYLEFT6, options_as_before

    choice = {"choice": CHOICE_KYLEFT6} if kyleft6 else {}
    read = options_as_before(list(card.effects), card.span.source, **choice)
    return to_json(attrs.evolve(card, effects=tuple(read)))["effects"]


def _agrees(item, effects: list) -> bool:
    """Whether the JSON item's `effects` are `effects` (positions aside)."""
    return next(differences(item, {"effects": effects}), None) is None


def _options_as_one_list(effects: list) -> list:
    """The JSON `effects` as the reader wrote them from the kyleft4 merge to the kyleft5 merge: the items of all the
    effect's lists one list, options counted from 1 over the card when the words before its first item said a choice
    (a list of steps after a choice was options 3 and 4, a second choice's options 3 and 4), else each mark text."""
    from .language.options import OPTION_MARK, says_choice_as_before

    def is_item(n: int, effect: dict) -> bool:
        starts = n == 0 or (effects[n - 1].get("type"), effects[n - 1].get("text")) == ("text", "\n")
        text = effect.get("text")
        return starts and (effect.get("type") == "option" or (
            effect.get("type") == "text" and isinstance(text, str) and OPTION_MARK.match(text) is not None
            and text.strip() != ""))

    items = [n for n, effect in enumerate(effects) if isinstance(effect, dict) and is_item(n, effect)]
    if len(items) < 2 or not says_choice_as_before("".join(str(e.get("text", "")) for e in effects[:items[0]])):
        return _options_as_text(effects)
    out, index, marked = [], 0, set(items)
    for n, effect in enumerate(effects):
        if n not in marked:
            out.append(effect)
            continue
        index += 1
        if effect["type"] == "option":
            out.append({**effect, "index": index})
            continue
        mark = OPTION_MARK.match(effect["text"]).end()
        out.append({"type": "option", "index": index, "text": effect["text"][:mark]})
        if mark < len(effect["text"]):
            out.append({**effect, "text": effect["text"][mark:]})
    return out


def _has_options(item) -> bool:
    effects = item.get("effects") if isinstance(item, dict) else None
    return isinstance(effects, list) and any(isinstance(e, dict) and e.get("type") == "option" for e in effects)


def _options_as_text(effects: list) -> list:
    """The JSON `effects` as the reader wrote them before a list's items were the card's options (the kyleft4 merge):
    each option's mark text, one with the text right after it (`- ` and `対象の`: `- 対象の`)."""
    out: list = []
    mark = False   # (the last written is an option's mark, made text)
    for effect in effects:
        if mark and effect.get("type") == "text":
            out[-1] = {**out[-1], "text": out[-1]["text"] + effect["text"]}
            mark = False
            continue
        mark = effect.get("type") == "option"
        out.append({k: v for k, v in effect.items() if k != "index"} | {"type": "text"} if mark else effect)
    return out


#: the words of the card a value the reading works out is read from, by the value's key (the effects and the range:
#: `effect_text`): a use note's from its own words (KY034 named `effect_text` for it)
_WORDS = {"use_note": "use_note.text", "uses": "use", "more_use_notes": "more_use_notes"}


class _CardWriter:
    """One card of the JSON written as native lines."""

    def __init__(self, source: SourceFile, item: JSONObject) -> None:
        self.source, self.item = source, item
        self.text = TextPlacer()
        said = [item.get("name"), item.get("target"), item.get("effect_text"),
                *(d.get("text") for d in as_list(item.get("details")) if isinstance(d, dict)),
                *(n.get("label") for n in as_list(item.get("notes")) if isinstance(n, dict))]
        self.lang = "ja" if any(isinstance(s, str) and is_japanese(s) for s in said) else "en"

    def place(self, owner: JSONObject, key: str):
        return value_runs(self.source, owner, key, owner.start)

    def word(self, category_name: str, term_id) -> str | None:
        term = category(category_name).terms.get(term_id) if isinstance(term_id, str) else None
        return None if term is None else (term.ja if self.lang == "ja" or not term.en else term.en)[0]

    def field(self, field: str, value: str, runs) -> None:
        self.uses_line(field, [value], runs)

    def uses_line(self, field: str, values: list[str], runs, notes: tuple[tuple[int, str, object], ...] = ()) -> None:
        """A field's line: its values between `／` (`使用：行動／割込`), each of the words in parentheses after a use
        type (`notes`: the index of the value they follow, the words, where they are) after that value
        (`行動（攻撃）／割込（防御）`)."""
        label = self.word("fields", field)
        colon = "：" if self.lang == "ja" else ": "
        self.text.put(f"{label}{colon}", runs if isinstance(runs, int) else runs[0][1])
        for index, value in enumerate(values):
            if index:
                self.text.put("／" if self.lang == "ja" else " / ", runs)
            self.text.put(value, runs)
            for _, words, at in (note for note in notes if note[0] == index):
                # `行動（攻撃）`: the words in parentheses after the use type, placed on the JSON's
                opening, closing = ("（", "）") if self.lang == "ja" else (" (", ")")
                self.text.put(opening, at if isinstance(at, int) else at[0][1])
                self.text.put(words, at)
                self.text.put(closing, at if isinstance(at, int) else at[-1][1])
        self.text.end_line()

    def _note_after(self, problems: list[Diagnostic]) -> int | None:
        """Where in `uses` the use type is that the `use_note` follows when it is not the last (`行動（攻撃）／割込`: its
        `after`, 0), or None (the last, or an `after` that names none of the others: said, KY034)."""
        note, uses = self.item.get("use_note"), as_list(self.item.get("uses"))
        if not isinstance(note, JSONObject) or note.get("after") is None:
            return None
        for key, at, wanted, held in wrong_kinds(note, {"after": "text"}):
            problems.append(_unread(self.source, at, message("own_json_kind", key=f"use_note.{key}", expected=wanted,
                                                             found=held)))
            return None
        if note["after"] in uses[:-1]:
            return uses.index(note["after"])
        if not uses or note["after"] != uses[-1]:
            problems.append(_unread(self.source, note.value_starts["after"], message(
                "own_json_id", key="use_note.after", word=note["after"], known=", ".join(map(str, uses)))))
        return None

    def _use_note(self, problems: list[Diagnostic], note=None, key: str = "use_note") -> tuple[str, object] | None:
        """The words of the card's `use_note` (or of `note`, one of its `more_use_notes`, named `key`) and where
        they are, or None (none, or one that cannot be read back: said, KY034; a `use_note` that is no object is said
        with the card's other keys)."""
        note = self.item.get("use_note") if note is None else note
        if not isinstance(note, JSONObject):
            return None
        for field, at, wanted, held in wrong_kinds(note, {"text": "text"}):
            problems.append(_unread(self.source, at, message("own_json_kind", key=f"{key}.{field}", expected=wanted,
                                                             found=held)))
        text = note.get("text")
        if not isinstance(text, str) or not text.strip():
            return None
        if "\n" in text:
            problems.append(_unread(self.source, note.value_starts["text"], message("own_json_line_break",
                                                                                    key=f"{key}.text")))
            return None
        return text, self.place(note, "text")

    def _more_use_notes(self, problems: list[Diagnostic], uses: list) -> list[tuple[int, str, object]]:
        """The words in parentheses after later use types (`more_use_notes`), each placed after the one its `after`
        names among `uses` (the ids of the use types written), the last when it names none of them (null: words after
        no use type read); one that cannot be read back is said, KY034, and left out."""
        notes = self.item.get("more_use_notes")
        if not isinstance(notes, JSONArray):
            return []
        for index, at, wanted, held in wrong_items(notes, "object"):
            problems.append(_unread(self.source, at, message("own_json_kind", key=f"more_use_notes[{index}]",
                                                             expected=wanted, found=held)))
        found = []
        for index, note in enumerate(notes):
            key = f"more_use_notes[{index}]"
            if not isinstance(note, JSONObject):
                continue
            for field, at, wanted, held in wrong_kinds(note, {"after": "text"}, frozenset({"after"})):
                problems.append(_unread(self.source, at, message("own_json_kind", key=f"{key}.{field}",
                                                                 expected=wanted, found=held)))
            words = self._use_note(problems, note, key)
            if words is None:
                continue
            after = note.get("after")
            if isinstance(after, str) and after not in uses:
                problems.append(_unread(self.source, note.value_starts["after"], message(
                    "own_json_id", key=f"{key}.after", word=after, known=", ".join(map(str, uses)))))
            found.append((uses.index(after) if after in uses else len(uses) - 1, *words))
        return found

    def write(self, problems: list[Diagnostic]) -> bool:
        item = self.item
        name = item.get("name")
        if not isinstance(name, str) or not name.strip():
            problems.append(_unread(self.source, item.value_starts.get("name", item.start),
                                    message("own_json_no_name", key="name")))
            return False
        for key, at, wanted, held in wrong_kinds(item, _KINDS, frozenset(_KINDS) - {"details", "notes", "uses"}):
            problems.append(_unread(self.source, at, message("own_json_kind", key=key, expected=wanted, found=held)))
        for key in ("name", "target"):
            if isinstance(item.get(key), str) and "\n" in item[key]:
                problems.append(_unread(self.source, item.value_starts[key], message("own_json_line_break", key=key)))
                return False
        for key, kinds in (("kind", "kinds"), ("use", "uses"), ("category", "categories")):
            if isinstance(item.get(key), str) and self.word(kinds, item[key]) is None:
                known = ", ".join(category(kinds).terms)
                problems.append(_unread(self.source, item.value_starts[key],
                                        message("own_json_id", key=key, word=item[key], known=known)))
        details = [d for d in as_list(item.get("details")) if isinstance(d, JSONObject)]
        kind = self.word("kinds", item.get("kind"))
        if item.get("category") is not None and not any(d.get("field") == "category" for d in details):
            kind = self.word("categories", item.get("category")) or kind  # (`刀（武器）`: an item of its category)
        self.text.put(name, self.place(item, "name"))
        if kind is not None:
            at = item.value_starts.get("kind", item.start)
            self.text.put(f"（{kind}）" if self.lang == "ja" else f" ({kind})", at)
        self.text.end_line()
        use = self.word("uses", item.get("use"))
        uses = [self.word("uses", u) for u in as_list(item.get("uses"))]
        if len(uses) < 2 or None in uses:
            uses = [use]
        if use is not None:   # `使用：行動／割込`: the alternatives, as they were written (`行動（攻撃）／割込（防御）` too)
            note = self._use_note(problems)
            after = self._note_after(problems) if note is not None and len(uses) > 1 else None
            notes = [] if note is None else [(len(uses) - 1 if after is None else after, *note)]
            ids = [u for u in as_list(item.get("uses")) if isinstance(u, str)] if len(uses) > 1 else [item.get("use")]
            notes += self._more_use_notes(problems, ids)
            self.uses_line("use", uses, item.value_starts.get("use", item.start), tuple(notes))
        if isinstance(item.get("target"), str) and item["target"].strip():
            self.field("target", item["target"], self.place(item, "target"))
        for detail in details:
            if detail.get("field") in _FIELDS and isinstance(detail.get("text"), str) and "\n" not in detail["text"]:
                self.field(detail["field"], detail["text"], self.place(detail, "text"))
            else:
                problems.append(_unread(self.source, detail.start, message("own_json_detail", field="field", text="text",
                                                                         fields=", ".join(_FIELDS))))
        for note in as_list(item.get("notes")):   # the author's own labelled lines (KY036), as they were written
            label, text = (note.get(key) if isinstance(note, JSONObject) else None for key in ("label", "text"))
            if isinstance(label, str) and isinstance(text, str) and label.strip() and "\n" not in label + text:
                self.text.put(label, self.place(note, "label"))
                self.text.put("：" if not label.isascii() else ": ", note.value_starts.get("text", note.start))
                self.text.put(text, self.place(note, "text"))
                self.text.end_line()
            else:
                problems.append(_unread(self.source, note.start if isinstance(note, JSONObject) else item.start,
                                        message("own_json_note", label="label", text="text")))
        effect = item.get("effect_text")
        if isinstance(effect, str) and effect.strip():
            whole = string_fragment(self.source, item.value_starts["effect_text"])
            index = 0
            for number, line in enumerate(effect.split("\n")):
                if number == 0:
                    self.field("effect", line, whole.slice(0, len(line)).runs if line else whole.file_offset(0))
                elif line.strip():
                    self.text.put(line, whole.slice(index, index + len(line)).runs)
                    self.text.end_line()
                index += len(line) + 1
        return True
