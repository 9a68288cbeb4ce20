"""Assembling an ability: a front-end's raw lines, in order, into the `Ability` AST.

Which line is the name, a header field, a power roll, a tier or a section is
decided here, the same way for every input format; the notation inside each
line is read by `clauses` (with the AST builder of `to_ast`).
"""

from __future__ import annotations

import re

from .. import ast
from ....diagnostics import Diagnostic, Fragment, Severity
from ..frontends.raw import LINE_KINDS, RawAbility, RawLine
from ....messages import msg
from ....vocabulary import Vocabulary
from ....soft_breaks import soft_join
from .card_marks import original_marks, unmarked, unmarked_cell
from .clauses import parse_clauses, parse_notation_text
from .costs import CostReading
from .distances import parse_distance
from .header_icons import markers_note, strip_icons, strip_icons_of
from .header_rows import KEYWORD_SEPARATOR, HeaderReading, cell_label, no_keywords
from .flavor_guess import FlavorGuessing, clip as _clip
from .tier_labels import tier_number
from .to_ast import absolute_word
from .worked_rolls import worked_roll

__all__ = ["assemble"]

# `... the tier outcomes of the power roll:`, `パワーロールのティア結果に`: a section whose tiers are a power roll's
_NAMES_A_POWER_ROLL = re.compile(r"\bpower rolls?\b|パワーロール", re.IGNORECASE)


# a labelled header cell that says the field is empty, as a card prints it (`**Distance:** —`)
_NONE_CELLS = frozenset(("—",))


class _Assembler(CostReading, HeaderReading, FlavorGuessing):
    def __init__(self, raw: RawAbility, ruleset: Vocabulary) -> None:
        self.raw = raw
        self.ruleset = ruleset
        self.diagnostics: list[Diagnostic] = []
        self.name: Fragment | None = None
        self.flavor: list[Fragment] = []
        self.plain_flavor: list[int] = []   # the flavor lines written with no italics: a guess, kept as written
        self.guessed: list[int] = []   # the flavor lines read as flavor for being no other kind (`_judge_flavor`)
        self.list_items: set[int] = set()  # (the ids of the items that are a bulleted list's item)
        self.keywords: Fragment | None = None
        self.action: Fragment | None = None
        self.distance: Fragment | None = None
        self.target: Fragment | None = None
        self.cost_text: Fragment | None = None
        # [kind, label fragment, [body fragments], roll-or-None]; kind is "section" or "roll"
        self.items: list[list] = []
        self.last: list | None = None  # where a text line continues
        self.tier_roll: list | None = None  # the roll that took the last tier line

    def run(self) -> ast.Ability:
        handlers = _HANDLERS
        for line in self.raw.lines:
            if line.body is not None and "〔" in line.body.text and self.raw.fmt == "markdown" and line.kind != "name":
                line = unmarked(line, original_marks(self.ruleset))
            handlers[line.kind](self, line)
        return self._finish()

    # line handlers, one per RawLine kind
    def _line_name(self, line: RawLine) -> None:
        self.name = line.body
        self.last = None

    def _line_flavor(self, line: RawLine) -> None:
        text = line.body.strip()
        t = text.text
        # `*...*` or `_..._` is the italics of a flavor line, markup to drop; quotation marks are
        # the author's words (`“Run!” she said, “now.”` keeps all four) and stay
        if len(t) >= 3 and t[0] in "*_" and t[-1] == t[0]:
            text = text.slice_stripped(1, len(t) - 1)
        self.flavor.append(text)
        self.last = ["flavor"]

    def _line_row(self, line: RawLine) -> None:
        if self._paragraphs_before_body():
            # (plain paragraphs between the name and the header's table: guessed as flavor, as a native file's line
            # under the name is, SB179 on one that is no sentence; before, a section of text ahead of the header, a
            # `convert --to md` of such a native line read back otherwise, its power roll a section's)
            self._paragraphs_as_flavor()
        body = line.body
        text = body.text
        cut = text.find("|")
        if cut == -1:
            cut = text.find("｜")
        alone = False  # the target's cell alone on its line (`🎯 Self` under `📏 Self`)
        if cut == -1:
            cut = text.find("🎯")
            alone = cut >= 0 and not text[:cut].strip("\\* ")  # (only markers before it: `\*\*🎯 Self`)
            cells = [strip_icons_of(body, 0, cut), strip_icons_of(body, cut, len(text))] if cut > 0 and not alone \
                else [strip_icons(body)]
        else:
            cells = [strip_icons_of(body, 0, cut), strip_icons_of(body, cut + 1, len(text))]
        if "*" in text:
            self._markers_before_icon(body, 0, cut if cut > 0 and not alone else len(text))
            if cut > 0 and not alone:
                self._markers_before_icon(body, cut + (text[cut] != "🎯"), len(text))
        fields = ("distance", "target") if "📏" in text or "🎯" in text else ("keywords", "action")
        labeled = [cell_label(self.ruleset, cell.text) for cell in cells]
        if all(labeled) and len({found[0] for found in labeled}) == len(labeled):
            # each cell opens with its field's label (`**Distance:** Melee 1 | **Target:** Self`, a Markdown card's
            # second row): those fields, the labels off (was the second row with its labels, `Distance: Melee 1` a
            # distance of no parts, and a table of no icons no ability's header)
            fields = tuple(found[0] for found in labeled)
            cells = [cell.slice_stripped(found[1]) for cell, found in zip(cells, labeled)]
            if self.raw.fmt == "markdown" and any("〔" in cell.text for cell in cells):
                cells = [unmarked_cell(cell, original_marks(self.ruleset)) for cell in cells]
            # `—`, what a card prints where the ability has no distance or target: none (was the distance `—`)
            cells = [cell.slice(0, 0) if cell.text in _NONE_CELLS else cell for cell in cells]
        elif alone:
            fields = ("target",)
        elif fields[0] == "keywords" and self._second_row(cells):
            # `Melee 1 | One creature` under the first row, without the book's icons: the second row (was: the first
            # row given twice, SB123, the distance and target lost)
            fields = ("distance", "target")
        elif len(cells) == 1:
            fields = fields[:1]  # (`📏 Self` alone: the target may come on the next line)
        if any(getattr(self, f) is not None for f in fields):
            self._written_twice(line)
            return
        if ":" in text or "：" in text:
            # `Melee 1 | Target: One creature`: a cell under its own field's label, the label off (was the target
            # `Target: One creature`)
            found = [cell_label(self.ruleset, cell.text) for cell in cells]
            cells = [cell.slice_stripped(at[1]) if at is not None and at[0] == field else cell
                     for field, cell, at in zip(fields, cells, found)]
        for field, cell in zip(fields, cells):
            if cell.text:
                setattr(self, field, cell)
        self.last = None

    def _line_field(self, line: RawLine) -> None:
        field = {"keywords": "keywords", "action": "action", "distance": "distance",
                 "target": "target", "cost": "cost_text"}[line.field]
        if getattr(self, field) is not None:
            self._written_twice(line)
            return
        if field == "distance" and self.target is None and ("|" in line.body.text or "｜" in line.body.text):
            # `Distance: Melee 1 | Target: One creature`: the target after the bar under its label (was the distance
            # `Melee 1 | Target: One creature`, no target, no word)
            body = line.body
            bar = min(at for at in (body.text.find("|"), body.text.find("｜")) if at >= 0)
            after = body.slice_stripped(bar + 1)
            found = cell_label(self.ruleset, after.text)
            if found is not None and found[0] == "target":
                self.distance = strip_icons(body.slice_stripped(0, bar))
                self.target = strip_icons(after.slice_stripped(found[1]))
                self.last = None
                return
        setattr(self, field, strip_icons(line.body))
        if "*" in line.body.text:
            self._markers_before_icon(line.body, 0, len(line.body.text))
        self.last = None

    def _markers_before_icon(self, body: Fragment, start: int, end: int) -> None:
        """SB178 at asterisks before a header cell's icon read as markup (`header_icons.markers_note`)."""
        note = markers_note(body, start, end, self.name.text if self.name is not None else None)
        if note is not None:
            self.diagnostics.append(note)

    def _written_twice(self, line: RawLine) -> None:
        """A header part given a second time: kept as text (nothing is lost) and reported, since the
        usual cause is a missing blank line before the next ability."""
        self.diagnostics.append(Diagnostic(
            "SB123", Severity.ERROR, msg("layout.twice"), line.body.span(),
            self.name.text if self.name is not None else None, msg("layout.blank_line")))
        item = ["section", None, [line.body], None]
        self.items.append(item)
        self.last = item

    def _line_labeled(self, line: RawLine) -> None:
        self._guessed_before_body()
        label = line.label.text.rstrip(":：").strip()
        field = self.ruleset.fields.lookup(label)
        if field is not None and (not self.items or self._still_header(field.id)):
            if field.id == "flavor":
                self.flavor.append(line.body)
                self.last = ["flavor"]
            else:
                self._line_field(RawLine("field", line.body, field=field.id))
            return
        item = ["section", line.label, [line.body] if line.body.text else [], None]
        if line.list_item:
            self.list_items.add(id(item))
        self.items.append(item)
        self.last = item

    def _line_roll(self, line: RawLine) -> None:
        self._guessed_before_body()
        roll = ["roll", line.label, [line.body], []]
        self.items.append(roll)
        self.last = roll

    def _line_tier(self, line: RawLine) -> None:
        target_roll = self.tier_roll if self.last is not None and self.last[0] == "tier" else None
        for number in range(len(self.items) - 1 if target_roll is None else -1, -1, -1):
            item = self.items[number]
            if item[0] == "roll":
                target_roll = item
                break
            if item[0] == "section":
                waiting = self._waiting_roll(number)
                if waiting is not None and item[3] is None and not self._names_a_test(item):
                    # `Power Roll + 3:`, then a `Special:` note, then the tiers: they are the roll's
                    target_roll = waiting
                    break
                # tier lines right under a section (a test, or a roll described in prose)
                if item[3] is None:
                    item[3] = ["roll", None, [], []]
                target_roll = item[3]
                break
        if target_roll is None:
            target_roll = ["roll", None, [], []]
            self.items.append(target_roll)
        tier = ["tier", line.label, [line.body]]
        target_roll[3].append(tier)
        self.last = tier
        self.tier_roll = target_roll  # the next tier line, if it follows at once, goes to the same roll

    def _unindented_continuation(self, label: Fragment, bodies: list[Fragment], clauses) -> None:
        """SB137: a line at the start of its line, under a tier line, continues the tier (a line of no kind continues
        the line above), and with it a clause of the tier that read no longer does: `17+: 7 + M damage`, then
        `spend 1 Piety: ...` or the next ability's name with no blank line, made tier 3 text, its damage lost, with
        no word. Said at the line, with what to do; the tier stays as read (nothing is guessed away)."""
        source = self.raw.span.source
        for index in range(1, len(bodies)):
            line = bodies[index]
            if source.position(line.file_offset(0))[1] != 1:
                continue  # indented: the author continued the tier
            before = parse_clauses(soft_join(bodies[:index]))
            if _unread_parts(clauses) > _unread_parts(before):
                self.diagnostics.append(Diagnostic(
                    "SB137", Severity.WARNING,
                    msg("layout.tier_continued", label=label.text.strip(), line=_clip(line.text)), line.span(),
                    self.name.text if self.name is not None else None, msg("layout.tier_continued_fix")))
            return

    def _waiting_roll(self, before: int) -> list | None:
        """The nearest power-roll header before item `before` that has no tier yet, if every item
        between them is a section without tiers of its own."""
        for item in reversed(self.items[:before]):
            if item[0] == "roll":
                return item if not item[3] else None
            if item[3] is not None:
                return None
        return None

    def _section_roll_kind(self, text: str, is_trigger: bool) -> str:
        """Whose roll the tiers under a section are: a test when its text calls for one (`makes a Might test`);
        the ability's power roll when they follow its trigger with no roll line (`Trigger: A creature moves
        adjacent.`, then the tiers: a trap's strike), or when the text names a power roll (`adds these effects to
        the tier outcomes of the power roll:`, a treasure's); else a test, as before."""
        if self.ruleset.names_a_test(text):
            return "test"
        return "power_roll" if is_trigger or _NAMES_A_POWER_ROLL.search(text) else "test"

    def _names_a_test(self, item: list) -> bool:
        """Whether a section's text calls for a test (`makes a Might test`), whose tiers follow it."""
        return self.ruleset.names_a_test(" ".join(f.text for f in item[2]))

    def _line_paragraph(self, line: RawLine) -> None:
        item = ["section", None, [line.body], None]
        if line.list_item:
            self.list_items.add(id(item))
        self.items.append(item)
        self.last = item

    def _line_text(self, line: RawLine) -> None:
        last = self.last
        if (self.keywords is None and not self.items and (last is None or last[0] == "flavor")
                and self._keyword_row(line.body)):
            self.last = None
            return
        if not self.items and (last is None or last[0] == "flavor") and self._field_without_colon(line.body):
            self.last = None
            return
        if last is None and not self.items and self.keywords is None and self.distance is None and not self.flavor:
            self._guessed_flavor(line.body)
            self.last = ["flavor"]
            return
        if last is None or last[0] == "flavor":
            if last is not None and self.flavor:
                self._guessed_flavor(line.body)
                return
            item = ["section", None, [line.body], None]
            self.items.append(item)
            self.last = item
            return
        if last[0] == "roll":
            item = ["section", None, [line.body], None]
            self.items.append(item)
            self.last = item
            return
        last[2].append(line.body)

    # building the node
    def _finish(self) -> ast.Ability:
        self._judge_flavor()
        name_text, cost, signature, tag = self._name()
        power_roll = None
        trigger = None
        sections: list[ast.Section] = []
        for item in self.items:
            if item[0] == "roll":
                roll = self._roll(item)
                if power_roll is None and not sections:
                    power_roll = roll
                elif power_roll is None and all(s.label.lower() in ("trigger",) for s in sections):
                    power_roll = roll
                else:
                    sections.append(ast.Section("Power Roll", roll.label, roll, roll.span))
                continue
            label_frag, bodies, roll_item = item[1], item[2], item[3]
            label = label_frag.text.rstrip(":：").strip() if label_frag is not None else ""
            body = Fragment.join(bodies, "\n") if bodies else None
            text = body.text if body is not None else ""
            known = self.ruleset.sections.lookup(label) if trigger is None and label else None
            is_trigger = known is not None and known.id == "trigger"
            roll = self._roll(roll_item, kind=self._section_roll_kind(text, is_trigger)) if roll_item else None
            label_span = label_frag.span() if label_frag is not None else None
            span = label_span if label_span is not None else body.span() if body is not None else self.raw.span
            section = ast.Section(label, text, roll, span, label_span, list_item=id(item) in self.list_items)
            if known is not None and known.id == "trigger":
                trigger = section
            else:
                sections.append(section)
        keywords = self._keywords()
        action = self.action
        if action is not None and action.text.lower().startswith("signature"):
            # some published blocks put the ability type where the action type goes
            signature, action = True, None
        metadata = self.raw.metadata
        if metadata and any(str(metadata.get(key, "")).lower().startswith("signature")
                            for key in ("ability_type", "subtype")):
            # Steel Compendium hero files say it only in the front matter (`subtype:` in the newer ones)
            signature = True
        return ast.Ability(
            name=name_text,
            cost=cost,
            signature=signature,
            tag=tag,
            flavor="\n".join(f.text for f in self.flavor) or None,
            plain_flavor=tuple(self.plain_flavor),
            keywords=keywords,
            action=ast.word(action.text, action.span()) if action and action.text else None,
            distance=parse_distance(self.distance) if self.distance and self.distance.text else None,
            target=ast.word(self.target.text, self.target.span()) if self.target and self.target.text else None,
            trigger=trigger,
            power_roll=power_roll,
            sections=tuple(sections),
            metadata=self.raw.metadata,
            fmt=self.raw.fmt,
            span=self.raw.span,
            name_span=self.name.span() if self.name is not None else self.raw.span,
        )

    def _name(self):
        name = strip_icons(self.name) if self.name is not None else None
        if name is None or not name.text:
            return "(unnamed)", None, False, None
        text = name.text
        cost = None
        signature = False
        tag = None
        cost_frag = self.cost_text
        if text.endswith((")", "）")):
            open_at = max(text.rfind("("), text.rfind("（"))
            if open_at > 0:
                cost_frag = name.slice_stripped(open_at + 1, len(text) - 1)
                name = name.slice_stripped(0, open_at)
        elif cost_frag is None:
            dashed = self._dashed_cost(name) if not text.endswith(("]", "］")) else self._bracketed_cost(name)
            if dashed is not None:
                name, cost_frag = dashed
        if cost_frag is not None and cost_frag.text:
            cost_frag = self._unlabelled(cost_frag)
            cost = self._cost(cost_frag)
            if cost is None:
                words = cost_frag.text
                said = self.ruleset.card_words.terms["signature"]
                word = next((w for w in (*said.en, *said.ja) if words.lower().startswith(w.lower())), None)
                if word is not None:
                    signature = True
                    rest = words[len(word):].strip()
                    # `Signature Ability`, `シグネチャー・アビリティ`, `シグネチャーアビリティ`: Signature
                    ability = self.ruleset.card_words.terms["ability"]
                    tag = rest if rest and rest.lstrip("・･ ") not in (*ability.en, *ability.ja) else None
                    # `Signature, 3 Wrath`: a cost after the word (was: the tag `, 3 Wrath`, the cost lost in
                    # silence); read, so that SB153 says a signature ability needs none
                    cost = self._cost_after_signature(cost_frag, len(word)) if tag else None
                    tag = None if cost is not None else tag
                else:
                    signature, cost = self._signature_after_cost(cost_frag, said)
                    tag = None if signature else words
        return name.text, cost, signature, tag

    def _keywords(self) -> tuple[ast.Word, ...]:
        if self.keywords is None:
            return ()
        words = []
        frag = self.keywords
        start = 0
        text = frag.text
        nothing = no_keywords(self.ruleset)
        for end in [*(match.start() for match in KEYWORD_SEPARATOR.finditer(text)), len(text)]:
            piece = text[start:end]
            word = piece.strip()  # the text of `frag.slice(start, end).strip()`
            if word and word not in nothing:
                first = start + len(piece) - len(piece.lstrip())
                words.append(ast.word(word, frag.span(first, first + len(word))))  # that slice's span
            start = end + 1
        return tuple(words)

    def _roll(self, item, kind: str = "power_roll") -> ast.PowerRoll:
        label_frag, bodies, tiers_raw = item[1], item[2], item[3]
        header = bodies[0] if bodies else None
        characteristics: tuple = ()
        bonus = None
        label = ""
        if header is not None:
            label = ((label_frag.text + " ") if label_frag is not None else "") + header.text
            label = label.strip()
            if header.text:
                read, worked = worked_roll(header, self.name.text if self.name else None)
                result = parse_notation_text(read, "roll")
                if worked is not None and result is not None:
                    self.diagnostics.append(worked)
                if result is not None and result[0] == "bonus":
                    bonus = result[1]
                    if len(result) > 2:  # `+ 2 (Might)`: the characteristic whose score the number is
                        characteristics = tuple(absolute_word(w, header) for w in result[2])
                elif result is not None:
                    characteristics = tuple(absolute_word(w, header) for w in result[1])
                else:
                    self.diagnostics.append(Diagnostic(
                        "SB105", Severity.ERROR, msg("roll.unreadable", label=label),
                        header.span(), self.name.text if self.name else None))
            kind = "power_roll"
        tiers = []
        for _, tier_label, tier_bodies in tiers_raw:
            body = soft_join(tier_bodies)  # (a Japanese line broken between two characters: no space, `soft_breaks.py`)
            clauses = parse_clauses(body)
            if len(tier_bodies) > 1 and self.raw.fmt == "ability":
                self._unindented_continuation(tier_label, tier_bodies, clauses)
            number = tier_number(tier_label.text)
            label_span = tier_label.span()
            tiers.append(ast.Tier(number, ast.word(tier_label.text.strip(), label_span), clauses, body.text,
                                  label_span))
        anchor = label_frag or header or (tiers_raw[0][1] if tiers_raw else None)
        return ast.PowerRoll(label, characteristics, bonus, tuple(tiers), kind,
                             anchor.span() if anchor is not None else self.raw.span)


# a sentence's end: its full stop, question or exclamation mark (Japanese's too) or an ellipsis, before the closing
# quotes or brackets after it (`… ever back.`, `「走れ！」`)

def _unread_parts(clauses) -> int:
    """How many clause parts of a tier the grammar could not read (kept as text)."""
    return sum(1 for part in clauses if any(isinstance(item, ast.TextClause) for item in part.items))


# one handler per RawLine kind, looked up once
_HANDLERS = {kind: getattr(_Assembler, "_line_" + kind) for kind in LINE_KINDS}


def assemble(raw: RawAbility, ruleset: Vocabulary) -> tuple[ast.Ability, list[Diagnostic]]:
    assembler = _Assembler(raw, ruleset)
    ability = assembler.run()
    return ability, assembler.diagnostics
