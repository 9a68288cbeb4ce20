"""Reading one paragraph of ability text into `Ability` objects (seed 002's rules), with diagnostics.

The grammar (`ability.lark`) cuts a paragraph into its lead (keyword lines and constant sentences
before any timing trigger) and its triggered abilities (head, then sentences, `→`, sentences). Here
the words are looked up: a trigger head that is no trigger (`Contents:`, `Choose:`) goes back into
the sentence it starts; keywords are grouped into one keyword ability with their reminder text; the
rest of the lead is a constant ability. `sentences.py` makes the sentences, costs and conditions.
"""

from __future__ import annotations

import re

import attrs
from lark import Token, Tree

from ....diagnostics import Diagnostic, Fragment, Severity
from ..catalog import message
from ..model import Ability, Keyword
from ..names import comma_names
from ..vocabulary import syntax_words, vocabulary
from .keyword_values import keyword_value, value_example
from .moment_groups import regroup, stays_in_play
from .paragraph_items import Item, is_reminder, items as paragraph_items, lost_opening
from .sentences import Body
from .clauses import verb_at
from .japanese import is_japanese
from .parser import UnexpectedInput, error_position, parse
from .punctuation import report_punctuation, without_stray_closers
from .trait_slips import trait_slips
from .head_leads import adds_words, leading_trigger
from .unknown_heads import names_a_mechanic
from .words import is_trigger_word, look_up
from ....records import define

__all__ = ["MANDATORY", "is_mandatory", "read_paragraph"]

#: seed 002: "The resolution of the following ability types is mandatory: constant abilities, "Setup"
#: abilities, "When Revealed" abilities, "When Defeated" abilities, "Forced Interrupt" abilities,
#: "Forced Response" abilities, "Boost" abilities, and keywords" (Forced ones: `forced`). When
#: Completed: ""Forced" abilities, ... and "When Completed" abilities are triggered by the game".
#: Special: not among the optional types (Action, Interrupt, Response, Resource); a Special ability
#: resolves when another ability tells the game to resolve it, never at a player's choice; so does a
#: Preparation ability (`resolve each "Preparation" ability on that card`).
MANDATORY = frozenset(("constant", "keyword", "setup", "when_revealed", "when_defeated", "when_completed", "boost",
                       "special", "preparation"))


def is_mandatory(kind: str, forced: bool) -> bool:
    return forced or kind in MANDATORY


@define
class _Head:
    start: int
    end: int
    trigger: Token
    star: bool = False
    name: str | None = None
    labels: list = attrs.Factory(list)
    found: object = None
    lead: str | None = None     # words before the trigger the cards print none of (`Hellbound Hero Interrupt`)
    adds: dict = attrs.Factory(dict)   # what known words before the trigger add (`Forced Hero Interrupt`: forced)


#: A word alone as a keyword is written (`Fragile.`, `Fragile 2.`): the shape the grammar takes for a keyword (not
#: hyphenated words, `Self-destruct.`, a sentence as often)
_LONE_WORD = re.compile(r"[A-Z][a-z]+(?:[ \t]*\d+)?[ \t]*\.")



#: An arrow typed with keys: `->`, `–>`, `—>`, `=>`, `-->` (one or two dashes or `=` and `>`, blanks around it)
_TYPED_ARROW = re.compile(r"(?<=\s)(?:[-–—=]{1,2}>)(?=\s)")


def read_paragraph(fragment: Fragment, card=None, names: tuple[str, ...] = ()) -> tuple[list[Ability], list[Diagnostic]]:
    """The abilities of one paragraph (usually one; `Surge. When Revealed: …` is two). `names`: the names of the other
    cards of its file (those that hold a comma are read whole where the text writes them: `names.comma_names`)."""
    return _Paragraph(fragment, card, names).read()


class _Paragraph:
    def __init__(self, fragment: Fragment, card, names: tuple[str, ...] = ()) -> None:
        self.fragment = fragment
        self.text = fragment.text
        self.card_name = getattr(card, "name", "") or ""
        self.names = comma_names(self.card_name, *names)   # (the card's own and the file's others, with a comma)
        self.card_type = getattr(card, "type", None)
        self.diagnostics: list[Diagnostic] = []
        self._card = card

    def holds_threat(self) -> bool:
        """Whether the card puts threat on itself with a keyword (`Hinder 10.`: Paparazzi, an obligation,
        holds threat, though its type does not), or its own words say there is threat on it (`place 1 threat
        here`, `If there is at least 4 threat here, …`: an environment of the newer scenarios, Alert Level; Japanese
        `ここに脅威を1個置く`)."""
        spellings = vocabulary().keywords.terms["hinder"]
        words = tuple(w.lower() for w in (*spellings.en, *spellings.ja))
        paragraphs = getattr(self._card, "paragraphs", ())
        if any(p.text.lstrip().lower().startswith(words) for p in paragraphs):
            return True
        name = re.escape(self.card_name.lower()) if self.card_name else "this card"
        itself = re.compile(rf"\bthreat (?:here|on (?:this card|{name}))\b|(?:ここ|このカード|{name})に[^。]{{0,8}}?脅威")
        return any(itself.search(p.text.lower()) for p in paragraphs)

    def report(self, code, severity, msg, start, end, suggestion=None) -> None:
        # at least one character, never past the paragraph's end (a fault at its end: the empty span there)
        span = self.fragment.span(start, min(max(start + 1, end), len(self.text)) if start < len(self.text) else start)
        self.diagnostics.append(Diagnostic(code, severity, msg, span, self.card_name or None, suggestion))

    def read(self) -> tuple[list[Ability], list[Diagnostic]]:
        try:
            tree = parse(self._typed_arrows())
        except UnexpectedInput as error:
            at = error_position(error, self.text)
            self.report("MC100", Severity.ERROR, message("language.syntax", found=self.text[at:at + 12] or "…"),
                        at, at + 1)
            items = [Item("sentence", 0, len(self.text.rstrip()), self.text.rstrip())] if self.text.strip() else []
            return [self._constant(items)] if items else [], self.diagnostics
        report_punctuation(self)
        for start, end, found, fixed in trait_slips(self.text):   # `[[portal ]]upgrade`
            # (Japanese puts no space beside a trait, `[[ポータル ]]アップグレード`: only the one inside is said)
            said = "language.trait_slip_japanese" if is_japanese(found) else "language.trait_slip"
            self.report("MC115", Severity.WARNING, message(said, found=found, fixed=fixed), start, end,
                        message("language.replace", word=found, guess=fixed))
        groups: list[tuple[str, object, list]] = []   # (kind, head or keywords, items)
        for child in tree.children:
            if isinstance(child, Token):
                continue
            if child.data == "lead":
                self._lead(child, groups)
            else:
                self._ability(child, groups)
        # (`When Defeated, …`; a later sentence's own moment, on a card that stays in play)
        groups = regroup(groups, self._heads, self.names, stays_in_play(self.card_type))
        return [self._build(kind, extra, items) for kind, extra, items in groups], self.diagnostics

    def _typed_arrows(self) -> str:
        """The text the grammar reads: an arrow typed with keys (`->`, `–>`, `=>`, as homebrew text writes `Exhaust
        X –> draw 1 card`) is `→` there, reported (MC127); it was part of a sentence, its cost read as an effect. A
        closing bracket that closes nothing, words after it, is a blank there (`without_stray_closers`, MC108 said).
        (The same length: `→` and blanks, so every position, and every word the abilities keep, is the text's.)"""
        text = self.text
        for found in _TYPED_ARROW.finditer(text):
            typed = found.group()
            self.report("MC127", Severity.WARNING, message("language.typed_arrow", found=typed), found.start(),
                        found.end(), message("language.replace", word=typed, guess="→"))
        return without_stray_closers(_TYPED_ARROW.sub(lambda m: "→" + " " * (len(m.group()) - 1), text))

    # ---- the lead: keyword lines and constants ---------------------------------------------------

    def _lead(self, lead: Tree, groups: list) -> None:
        found = paragraph_items(lead.children)
        for number, item in enumerate(found):
            if item is None:   # the rest of a sentence the one before it began
                continue
            if item.kind == "keyword":
                keyword = self._keyword(item)
                if keyword is not None:
                    keyword, reminder = keyword
                    if not groups or groups[-1][0] != "keyword":
                        groups.append(("keyword", [], []))
                    groups[-1][1].append((keyword, item.start, item.end))
                    if reminder is not None:
                        groups[-1][2].append(reminder)
                    continue
                item = attrs.evolve(item, kind="sentence")
                following = found[number + 1] if number + 1 < len(found) else None
                if following is not None and self._runs_on(item, following):
                    item = Item("sentence", item.start, following.end, self.text[item.start:following.end])
                    found[number + 1] = None
                else:
                    self._unknown_keyword(item)
            # reminder text after a keyword is its own, a limit in parentheses too after a keyword whose reminder
            # words one (`Restricted. (Max 2 restricted cards per player.)`: the keyword's rule, not a limit of the
            # card's copies; `Guard. (Max 1 per deck.)` is the card's own limit)
            # (and a sentence whose `(` was lost: `Hinder 3. When revealed, place 3 threat here.)`, the keyword's rule)
            lost = lost_opening(item, found[number + 1] if number + 1 < len(found) else None, self.text)
            if (item.kind in ("sentence", "limit") and groups and groups[-1][0] == "keyword"
                    and (is_reminder(item.text) or lost)
                    and (item.kind == "sentence" or _limit_reminded(groups[-1][1][-1][0]))):
                groups[-1][2].append(attrs.evolve(item, kind="sentence", reminder=lost))
                continue
            if not groups or groups[-1][0] != "constant":
                groups.append(("constant", None, []))
            groups[-1][2].append(item)

    def _runs_on(self, item: Item, following: Item) -> bool:
        """Whether words the grammar took for a keyword, and that are none, begin the sentence after them, on their
        line: they end with no period (`Kang (Master of Time) gets +1 SCH.`: a name and its parentheses, read as a
        keyword and its reminder), or a digit follows their period at once (`Blob 3.14 cannot take …`: a decimal)."""
        if following.kind != "sentence" or following.then or "\n" in self.text[item.end:following.start]:
            return False
        if not item.text.rstrip().endswith((".", "。")):
            return True
        return following.start == item.end and following.text[:1].isdigit()

    def _unknown_keyword(self, item: Item) -> None:
        """MC118 for a word alone as keywords are written (`Fragile.`, `Fragile 2.`) that is no keyword, nor close to
        one (MC103), nor an effect verb (`Draw.`): a homebrew keyword, kept as text, and that is said."""
        if _LONE_WORD.fullmatch(item.text.strip()) is None:
            return
        word = re.match(r"[A-Za-z-]+", item.text.strip()).group()
        if verb_at(word.lower(), 0) is None:
            start = item.start + item.text.index(word)
            self.report("MC118", Severity.WARNING, message("language.unknown_keyword_plain", word=word),
                        start, start + len(word), message("language.unknown_keyword_help", word=word))

    def _keyword(self, item: Item):
        """(Keyword, its reminder text or None) of a KEYWORD token, or None when it is no keyword."""
        match = _KEYWORD_NAME.match(item.text)
        after = _keyword_rest(item.text, match.end()) if match is not None else None
        if after is None:
            return None
        rest, rest_start = after[0], item.start + after[1]
        word = match.group("name")
        found = look_up("keywords", word)
        if found is None:
            if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", word) and rest and word not in syntax_words("unit_cost"):
                # `ガーディアン（3）。`; not `ユニットコスト3。`, a campaign price (`effects.unit_cost`)
                self.report("MC110", Severity.WARNING,
                            message("language.japanese_unread", words=item.text,
                                    what=message("language.unread.keyword")), item.start, item.end)
            return None
        start = item.start
        self._spelling(found, word, start, "MC103", "language.unknown_keyword")
        keyword, leftover = keyword_value(found.term, rest, self.fragment.span(item.start, item.end), item.text)
        if keyword is None:
            example = found.term.extra.get("example") or value_example(found.term)
            self.report("MC104", Severity.ERROR, message("language.keyword_value", word=word, example=example),
                        start, start + len(word), message("language.write_value", example=example))
            keyword = Keyword(found.term.id, self.fragment.span(item.start, item.end), text=item.text)
        reminder = None
        if leftover:
            offset = rest_start + rest.index(leftover)
            reminder = Item("sentence", offset, offset + len(leftover), leftover)
        return keyword, reminder

    # ---- triggered abilities ----------------------------------------------------------------------

    def _ability(self, node: Tree, groups: list) -> None:
        head_tree, body = node.children
        heads = self._heads(head_tree)
        items = paragraph_items(body.children)
        if heads is None:   # not a trigger: its words go back into the sentence they start
            self._unknown_japanese_trigger(head_tree)
            named = self._unknown_head(head_tree, items)
            tokens = list(head_tree.scan_values(lambda value: isinstance(value, Token)))
            start = min(t.start_pos for t in tokens)
            if items and items[0].kind == "sentence":
                first = items.pop(0)   # (a mechanic's name kept in its words, its effects read after the colon)
                merged = Item("sentence", start, first.end, self.text[start:first.end],
                              body_start=first.start if named else None)
            else:
                end = max(t.end_pos for t in tokens)
                merged = Item("sentence", start, end, self.text[start:end])
            items.insert(0, merged)
            # a sentence after a trigger is that trigger's until the next one (`Hero Action: Choose:`, its
            # options in the paragraphs after it): it never starts a constant ability of its own
            if groups and groups[-1][0] in ("constant", "triggered"):
                groups[-1][2].extend(items)
            else:
                groups.append(("constant", None, items))
            return
        for head in heads:   # `When Revealed/Defeated: …`: one ability of each trigger, with the same effect
            groups.append(("triggered", head, items))

    def _unknown_japanese_trigger(self, tree: Tree) -> None:
        """MC110 for a Japanese head that is no trigger but ends as the timing triggers do (`撃破時：`, `倒された後：`,
        like `公開時`, `完了時`): its ability would be read as a constant one, its trigger lost, with nothing said.
        (English heads that are no trigger, `Choose:`, are words of the sentence, and said nothing of.)"""
        trigger = next(t for t in tree.children if isinstance(t, Token) and t.type in _TRIGGERS)
        word = str(trigger)
        endings = [s for t in ("when", "after") for s in vocabulary().timings.terms[t].ja]
        if is_japanese(word) and word.endswith(tuple(endings)):
            self.report("MC110", Severity.WARNING, message("language.japanese_unread", words=word,
                                                           what=message("language.unread.trigger")),
                        trigger.start_pos, trigger.end_pos)

    def _unknown_head(self, tree: Tree, items: list) -> bool:
        """MC116 for a head that is no trigger, has ability text after it in its paragraph, and names a mechanic of
        the card's own (`unknown_heads`: `Hellbound: Deal 4 damage to an enemy.`, a homebrew card's mechanic in bold;
        `ヘルバウンド：悪役に4ダメージを与える。`, as a Japanese card prints it): its ability is read as a constant one
        from the words after the colon, and that is said; whether it was. (`Choose:`, `If that card is:`,
        `Contents:`: a verb, a condition, a set list, the words of what they open.)"""
        trigger = next(t for t in tree.children if isinstance(t, Token) and t.type in _TRIGGERS)
        word = str(trigger)
        if not items or items[0].kind != "sentence" or not names_a_mechanic(word):
            return False
        self.report("MC116", Severity.WARNING, message("language.unknown_head", word=word), trigger.start_pos,
                    trigger.end_pos, message("language.unknown_head_help", word=word))
        return True

    def _leading_words(self, trigger: Token):
        """The head read as `head_leads.leading_trigger` reads it (a trigger, the known words before it, the words
        left); the words left reported (MC116), kept as written, not read. None when no trigger ends it."""
        reading = leading_trigger(str(trigger))
        if reading is None:
            return None
        lead = reading.lead
        if lead:
            start = trigger.start_pos + reading.at
            key = "language.words_said_again" if reading.again else "language.words_before_trigger"
            self.report("MC116", Severity.WARNING, message(key, words=lead, trigger=reading.printed),
                        start, start + len(lead), message(f"{key}_help", words=lead))
        return reading

    def _heads(self, tree: Tree) -> list[_Head] | None:
        """The head of an ability, or one head for each trigger of a head that joins two with a slash
        (`When Revealed/Defeated`: the second takes the first's leading words it leaves out, `When`);
        None when it is no trigger (or one of the joined words is none)."""
        trigger = next(t for t in tree.children if isinstance(t, Token) and t.type in _TRIGGERS)
        parts = list(_SLASH.finditer(str(trigger)))
        if len(parts) < 2:
            head = self._head(tree)
            return None if head is None else [head]
        first = look_up("triggers", parts[0].group().strip(), guess=False)
        if first is None:
            return None
        heads = [self._head(tree, first)]
        words = parts[0].group().split()
        for part in (p.group().strip() for p in parts[1:]):
            found = None
            for cut in range(len(words) - 1, -1, -1):   # the longest reading first: `Hero Action/Response`
                found = look_up("triggers", " ".join((*words[:cut], part)), guess=False)
                if found is not None:
                    break
            if found is None:
                return None
            heads.append(self._head(tree, found))
        return heads

    def _head(self, tree: Tree, found=None) -> _Head | None:
        trigger = next(t for t in tree.children if isinstance(t, Token) and t.type in _TRIGGERS)
        lead, adds, printed = None, {}, None
        if found is None:
            found = look_up("triggers", str(trigger))
            if found is None or found.how == "guess" and adds_words(str(trigger), found.printed):
                # (`First Player Mission Action`: words of the card's own inside a trigger, as in `Mission Action`;
                # the speller's guess would take them out)
                reading = self._leading_words(trigger)
                if reading is not None:
                    found, lead, adds, printed = reading.found, reading.lead or None, reading.adds, reading.printed
            if found is None:
                return None
        if trigger.type in ("BARE_TRIGGER", "COMMA_TRIGGER"):   # (a comma for its colon: `moment_groups`)
            said = "language.comma_for_colon" if trigger.type == "COMMA_TRIGGER" else "language.missing_colon"
            span = self.fragment.span(trigger.start_pos, trigger.end_pos)
            # (the advice as printed: `When revealed,` -> `When Revealed:`)
            word = found.printed if trigger.type == "COMMA_TRIGGER" and "/" not in trigger else str(trigger)
            if not any(d.code == "MC109" and d.span == span for d in self.diagnostics):   # (a slash's 2 triggers: once)
                self.report("MC109", Severity.WARNING, message(said, word=str(trigger)),
                            trigger.start_pos, trigger.end_pos,
                            message("language.write_colon_ja" if is_japanese(str(trigger)) else "language.write_colon",
                                    word=word))
        tokens = list(tree.scan_values(lambda value: isinstance(value, Token)))
        head = _Head(min(t.start_pos for t in tokens), max(t.end_pos for t in tokens), trigger, found=found, lead=lead,
                     adds=adds)
        # (with the known words read before the trigger: `forced hero interrupt` is printed `Forced Hero Interrupt`,
        # not `Hero Interrupt`, whose advice took out a word that was read)
        self._spelling(found, str(trigger), trigger.start_pos, "MC101", "language.unknown_trigger", printed)
        for child in tree.children:
            if isinstance(child, Tree) and child.data == "name":
                head.name = re.sub(r"\s*(?:[—–―−]|\s-)\s*$", "", str(child.children[0])).strip()
            elif child.type == "STAR":
                head.star = True
            elif child.type in ("LABEL", "LATE_LABEL"):
                head.labels.append(child)
        return head

    def _labels(self, head: _Head):
        """(form, qualifier, labels) of a head's parentheses, reporting unknown labels."""
        form = {**head.found.term.extra, **head.adds}.get("form")
        qualifier, labels = None, []
        for token in head.labels:
            inner = re.sub(r"[:：]\s*$", "", str(token)).strip()[1:-1]
            offset = token.start_pos + 1
            for piece in re.split(r"(/)", inner):
                if piece == "/" or not piece.strip():
                    offset += len(piece)
                    continue
                word, at = piece.strip(), offset + len(piece) - len(piece.lstrip())
                offset += len(piece)
                as_form = look_up("forms", word, guess=word[:1].isupper())
                if as_form is not None:
                    form = as_form.term.id
                    self._spelling(as_form, word, at, "MC101", "language.unknown_trigger")
                    continue
                as_label = look_up("labels", word, guess=not word[:1].isupper())
                if as_label is not None:
                    labels.append(as_label.term.id)
                    self._spelling(as_label, word, at, "MC107", "language.unknown_label")
                    continue
                if (word[:1].isupper() or word[:1] > "\u2e80") and not is_trigger_word(word):
                    qualifier = inner   # (a card's name; a trigger's word is none: `強制レスポンス（強制）`, said)
                    break
                japanese = is_japanese(word)
                known = ", ".join((t.ja or t.en)[0] if japanese else t.en[0] for t in vocabulary().labels.terms.values())
                self.report("MC107", Severity.WARNING, message("language.unknown_label_plain", word=word, known=known),
                            at, at + len(word))
                labels.append(word)
        return form, qualifier, labels

    def _spelling(self, found, word: str, at: int, code: str, key: str, printed: str | None = None) -> None:
        """Report a word read as a known one: a variant spelling (MC102) or a guess (`code`, `key`); `printed`, how the
        whole of it is printed when more than `found` was read in it."""
        if found.how == "exact":
            return
        if found.how == "variant":
            code, key = "MC102", "language.trigger_spelling"
        guess = printed or found.printed
        self.report(code, Severity.WARNING, message(key, word=word, guess=guess), at, at + len(word),
                    message("language.replace", word=word, guess=guess))

    # ---- building -----------------------------------------------------------------------------------

    def _constant(self, items: list) -> Ability:
        return self._build("constant", None, items)

    def _build(self, kind: str, extra, items: list) -> Ability:
        start = min((i.start for i in items), default=0)
        end = max((i.end for i in items), default=0)
        if kind == "keyword":
            # the keywords and their reminders only: sentences before them in the paragraph are an ability of their
            # own (`Attach to Crossbones. Uses (2 ammo counters).`: the keyword's text was the whole paragraph, the
            # card printing `Attach to Crossbones.` twice), a start of 0 standing for no reminder
            start = min([s for _, s, _ in extra] + [i.start for i in items])
            end = max([e for _, _, e in extra] + [i.end for i in items])
            body = Body(self, items, "keyword")
            return Ability(self.text[start:end], self.fragment.span(start, end), "keyword", True,
                           keywords=tuple(k for k, _, _ in extra), effects=body.effects, references=body.references)
        if kind == "constant":
            name, star, items = self._constant_name(items)
            body = Body(self, items, "constant")
            return Ability(self.text[start:end], self.fragment.span(start, end), "constant", True,
                           name=name, timing=body.timing, condition=body.condition, costs=body.costs,
                           effects=body.effects, limit=body.limit, references=body.references,
                           star=star or body.star)
        head: _Head = extra
        extra = {**head.found.term.extra, **head.adds}
        ability_type = extra["type"]
        forced = bool(extra.get("forced"))
        form, qualifier, labels = self._labels(head)
        end = max(end, head.end)
        body = Body(self, items, ability_type)
        if items and not body.effects and not body.costs and not any(i.kind == "arrow" for i in items):
            # (`強制インタラプト：悪役が計画を進める時、` and nothing after: a trigger that does nothing, said of nothing; a
            # trigger with nothing after its colon opens options in the paragraphs below, `Alter-Ego Action:`, or is
            # said again, `Boost: Boost: …`)
            self.report("MC147", Severity.WARNING, message("language.trigger_without_effect"), head.start, end,
                        message("language.write_trigger_effect"))
        return Ability(self.text[head.start:end], self.fragment.span(head.start, end), ability_type,
                       is_mandatory(ability_type, forced), forced=forced, form=form, qualifier=qualifier,
                       first_player=bool(extra.get("first_player")), trigger=str(head.trigger),
                       label="/".join(labels) or None, name=head.name, lead=head.lead, timing=body.timing,
                       condition=body.condition, costs=body.costs, effects=body.effects, limit=body.limit,
                       references=body.references, star=head.star, labels=tuple(labels))

    def _constant_name(self, items: list) -> tuple[str | None, bool, list]:
        """The name of a constant ability that has one (`Iron Will — Your hero cannot be stunned.`, as a triggered
        ability's stands before its trigger), whether a star stands before it, and its items without them; the
        name was read as the first words of its sentence. A row of a table (`[energy] — Deal 1 damage.`, `2 — …`)
        has a key, no name."""
        first = items[0] if items else None
        match = _CONSTANT_NAME.match(first.text) if first is not None and first.kind == "sentence" else None
        if match is None:
            return None, False, items
        at = first.start + match.end()
        rest = Item("sentence", at, first.end, first.text[match.end():], first.then, at)
        return match.group("name").strip(), bool(match.group("star")), [rest, *items[1:]]

#: The name before a constant ability's words (`Iron Will — Your hero …`): capitalised words, or quoted ones, and a
#: dash, then a sentence (a capital, an icon or a trait); never a number or an icon (a table row's key).
_CONSTANT_NAME = re.compile(r"(?P<star>\[star\][ \t]*)?(?P<name>\"[^\"\n]{1,60}\"|“[^”\n]{1,60}”|[A-Z][a-z][A-Za-z'’!?&, -]{0,58}?)"
                            r'(?:[ \t]*[—–―−][ \t]*|[ \t]+-[ \t]+)(?=[A-Z\[])')

#: The tokens of a trigger: with its colon, without it (`Alter-Ego Action Exhaust …`), a comma for it (`When Defeated,`).
_TRIGGERS = ("TRIGGER", "BARE_TRIGGER", "COMMA_TRIGGER")

#: The triggers of a head that joins them with a slash (`When Revealed/Defeated`, `公開時／敗北時`).
_SLASH = re.compile(r"[^/／]+")

#: A keyword's name at the start of its text (`Retaliate`, `Team-Up`, `チームワーク`).
_KEYWORD_NAME = re.compile(r"(?P<name>[A-Za-z]+(?:-[A-Za-z]+)?|[\u30a0-\u30ff\u4e00-\u9fff]+?)(?=[\s(（\d.。X\[]|$)")


def _limit_reminded(keyword) -> bool:
    """Whether `keyword`'s reminder words a limit (`limit_reminder` in `vocabulary.toml`: Restricted's)."""
    term = vocabulary().keywords.terms.get(keyword.id)
    return term is not None and bool(term.extra.get("limit_reminder"))


def _keyword_rest(text: str, start: int) -> tuple[str, int] | None:
    """What follows a keyword's name (from `start`), without the spaces around it and a final full stop,
    and where it starts; None when it runs over a line break. (As the pattern `\\s*(.*?)\\s*[.。]?\\s*$`
    read it, in time linear on any run of spaces.)"""
    tail = text[start:]
    lead = len(tail) - len(tail.lstrip())
    rest = tail.strip()
    if rest.endswith((".", "。")):
        rest = rest[:-1].rstrip()
    return None if "\n" in rest else (rest, start + lead)
