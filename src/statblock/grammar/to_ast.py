"""From a front-end's raw lines to the `Ability` AST.

The layout of a block (which line is the name, a tier, a section) comes from
the front-end; the notation inside each line is read here with
`notation.lark`. A tier clause the grammar cannot read becomes a verbatim
`TextClause`: nothing is dropped.
"""

from __future__ import annotations

from lark import Lark, Token, Transformer, v_args

from .. import ast
import functools
import re
import threading
import unicodedata

import attrs

from ..diagnostics import Diagnostic, Fragment, Severity
from ..frontends.raw import RawAbility, RawLine
from ..messages import msg
from ..rulesets import Ruleset, draw_steel
from .parser import NOTATION_STARTS, UnexpectedInput, load_grammar, notation_parser

__all__ = ["build_ability", "parse_clauses", "parse_distance", "split_clauses", "tier_number"]

_ICONS = "📏🎯🗡🏹🔳❗️⭐️❇️🌀☠️👤💀🌟✨"
_DAMAGE_WORD = re.compile(r"damage|ダメージ", re.IGNORECASE)
_FULLWIDTH_DIGITS = str.maketrans("０１２３４５６７８９－−", "0123456789--")


def _int(text: str) -> int:
    return int(text.translate(_FULLWIDTH_DIGITS))


# ---- notation trees to AST nodes -------------------------------------------------


@v_args(inline=True)
class _Builder(Transformer):
    """Builds AST nodes from a notation parse of one piece of text.

    Positions are ``(start, end)`` indices into that text: a clause's tree
    depends on its text alone, so it can be shared between every place the
    same clause is written. `ClausePart.fragment` maps them to the file.
    """

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def _word(self, token: Token) -> ast.Word:
        return ast.Word(str(token), (token.start_pos, token.end_pos))

    def _bounds(self, node) -> tuple[int, int]:
        """Indices covered by a token, a node or a tuple of nodes."""
        if isinstance(node, Token):
            return node.start_pos, node.end_pos
        if isinstance(node, tuple):
            return self._bounds(node[0])[0], self._bounds(node[-1])[1]
        return node.span

    def _node_span(self, first, last) -> tuple[int, int]:
        return self._bounds(first)[0], self._bounds(last)[1]

    # clauses
    def plain_clause(self, body):
        return body

    def potency_clause(self, potency):
        return (potency,)

    def fallback_clause(self, body, potency):
        options = (body, (potency,))
        return (ast.OrClause(options, self._node_span(body[0], potency)),)

    def _after(self, token: Token) -> str:
        """The text after `token`, without the separating comma."""
        rest = self.text[token.end_pos :]
        rest = rest.lstrip(" \t\u3000]")
        if rest[:1] in (",", "、", "，"):
            rest = rest[1:]
        return rest.strip().rstrip(".。")

    def potency(self, char, strength, body):
        word, value, token = strength
        return ast.PotencyClause(self._word(char), word, value, body, self._after(token),
                                 self._node_span(char, body[-1]))

    def gated_text(self, char, strength, rest):
        word, value, _ = strength
        text = ast.TextClause(str(rest).strip(), self._node_span(rest, rest))
        return (ast.PotencyClause(self._word(char), word, value, (text,), text.text, self._node_span(char, rest)),)

    def strength_word(self, token):
        return self._word(token), None, token

    def strength_value(self, number):
        return None, _int(str(number)), number

    def body(self, *parts):
        if len(parts) == 1:
            return parts[0]
        first, rest = parts[0], parts[1]
        if len(first) == 1 and isinstance(first[0], ast.OrClause):
            options = first[0].options + (rest,)
        else:
            options = (first, rest)
        return (ast.OrClause(options, self._node_span(options[0][0], options[-1][-1])),)

    def atoms(self, *items):
        return tuple(items)

    def damage(self, amount, *rest):
        chars: tuple = ()
        damage_type = None
        for item in rest:
            if isinstance(item, tuple):
                chars = item
            elif isinstance(item, ast.Word):
                damage_type = item
        # the `damage` keyword is filtered out of the tree: end the span after it
        last = rest[-1] if rest else amount
        # the `damage` keyword is filtered out of the tree: the first one after the amount ends the span
        keyword = _DAMAGE_WORD.search(self.text, amount.end_pos)
        span = self._node_span(amount, last)
        if keyword is not None:
            span = (span[0], keyword.end())
        return ast.DamageClause(_int(str(amount)), chars, damage_type, span)

    def ja_damage(self, amount, *rest):
        """`聖なるダメージ`: the damage type is the word's part before ダメージ."""
        chars = rest[0] if len(rest) == 2 else ()
        token = rest[-1]
        type_text = str(token)[: -len("ダメージ")]
        damage_type = ast.Word(type_text, (token.start_pos, token.start_pos + len(type_text)))
        return ast.DamageClause(_int(str(amount)), chars, damage_type, self._node_span(amount, token))

    def damage_type(self, token):
        return self._word(token)

    def chars(self, *tokens):
        return tuple(self._word(t) for t in tokens)

    def damage_and_conditions(self, damage, conditions):
        return ast.DamageAndConditions(damage, conditions, self._node_span(damage, conditions))

    def forced(self, words, number):
        return ast.ForcedClause(words, _int(str(number)), self._node_span(words[0], number))

    def conditions(self, *items):
        phrases = []
        duration = None
        for item in items:
            if isinstance(item, ast.Duration):
                duration = item
            else:
                phrases.append(ast.ConditionPhrase(item, self._node_span(item[0], item[-1])))
        last = duration if duration is not None else phrases[-1]
        return ast.ConditionsClause(tuple(phrases), duration, self._node_span(phrases[0], last))

    def paren_duration(self, words):
        text = " ".join(w.text for w in words)
        start, end = self._node_span(words[0], words[-1])
        # the span covers the parentheses, which the grammar drops from the tree
        opening = max(self.text.rfind("(", 0, start), self.text.rfind("（", 0, start))
        closing = min((i for i in (self.text.find(")", end), self.text.find("）", end)) if i != -1), default=end - 1)
        return ast.Duration(text, True, (opening if opening != -1 else start, closing + 1))

    def until_duration(self, token):
        return ast.Duration(str(token).strip(), False, self._node_span(token, token))

    def words(self, *tokens):
        return tuple(self._word(t) for t in tokens)

    def number(self, token):
        return token

    # distance
    def distance(self, *parts):
        return tuple(parts)

    def reach_distance(self, word, number):
        return ast.DistancePart(self._word(word), _int(str(number)), span=self._node_span(word, number))

    def area_distance(self, size, shape, within=None):
        end = within if within is not None else shape
        return ast.DistancePart(self._word(shape), _int(str(size)), None,
                                _int(str(within)) if within is not None else None, self._node_span(size, end))

    def line_distance(self, length, width, shape, within=None):
        end = within if within is not None else shape
        return ast.DistancePart(self._word(shape), _int(str(length)), _int(str(width)),
                                _int(str(within)) if within is not None else None, self._node_span(length, end))

    def named_distance(self, word):
        return ast.DistancePart(self._word(word), span=self._node_span(word, word))

    # power roll header
    def roll(self, bonus, gloss=None):
        return bonus

    def gloss(self, words):
        return words

    def roll_number(self, number):
        return ("bonus", _int(str(number)))

    def roll_characteristics(self, chars):
        return ("characteristics", chars)

    def roll_words(self, *tokens):
        return ("characteristics", (ast.Word(" ".join(str(t) for t in tokens), self._node_span(tokens[0], tokens[-1])),))

    # cost
    def resource_cost(self, number, *rest):
        open_ended = len(rest) == 2
        resource = rest[-1]
        return ast.Cost(_int(str(number)), self._word(resource), open_ended, self._node_span(number, resource))

    def named_cost(self, words, number=None):
        return ("named", " ".join(w.text for w in words) + (f" {number}" if number is not None else ""))


# ---- public helpers ------------------------------------------------------------


def split_clauses(fragment: Fragment) -> list[Fragment]:
    """Split a tier line at top-level `;` (not inside brackets), dropping empty parts."""
    parts = []
    depth = 0
    start = 0
    text = fragment.text
    for index, ch in enumerate(text):
        if ch in "([（":
            depth += 1
        elif ch in ")]）" and depth:
            depth -= 1
        elif ch in ";；" and depth == 0:
            parts.append(fragment.slice(start, index))
            start = index + 1
    parts.append(fragment.slice(start))
    return [p.strip() for p in parts if p.text.strip()]


_BUILDER_LOCK = threading.Lock()


@functools.cache
def _building_parser() -> tuple[Lark, _Builder]:
    """The notation parser with the AST builder run inside it: no parse tree is made."""
    builder = _Builder("")
    return load_grammar("notation.lark", start=NOTATION_STARTS, transformer=builder), builder


@functools.lru_cache(maxsize=1 << 16)
def parse_clause_text(text: str) -> tuple:
    """The AST items of one clause's text, positions relative to it (cached: clauses repeat a lot)."""
    parser, builder = _building_parser()
    with _BUILDER_LOCK:
        builder.text = text
        try:
            return tuple(parser.parse(text, start="clause"))
        except UnexpectedInput:
            pass
        try:
            return tuple(parser.parse(text, start="gated_text"))
        except UnexpectedInput:
            return (ast.TextClause(text, (0, len(text))),)


def parse_clauses(fragment: Fragment) -> tuple[ast.ClausePart, ...]:
    """Every clause of a tier line, structured where the grammar can, verbatim otherwise."""
    return tuple(ast.ClausePart(part.text, parse_clause_text(part.text), part.span(), part)
                 for part in split_clauses(fragment))


@functools.lru_cache(maxsize=1 << 14)
def parse_notation_text(text: str, start: str):
    """A header part (`distance`, `roll`, `cost`) read with relative positions, or None if unreadable."""
    parser, builder = _building_parser()
    with _BUILDER_LOCK:
        builder.text = text
        try:
            return parser.parse(text, start=start)
        except UnexpectedInput:
            return None


def _absolute_word(word: ast.Word, fragment: Fragment) -> ast.Word:
    return ast.Word(word.text, fragment.span(*word.span))


def parse_distance(fragment: Fragment) -> ast.Distance:
    text = fragment.text
    relative = parse_notation_text(text, "distance") or ()
    parts = tuple(attrs.evolve(part, kind=_absolute_word(part.kind, fragment), span=fragment.span(*part.span))
                  for part in relative)
    return ast.Distance(text, parts, fragment.span())


def tier_number(label: str) -> int | None:
    """1, 2 or 3 from a tier label as written (`≤11`, `12-16`, `17+`), None if unreadable."""
    text = label.translate(_FULLWIDTH_DIGITS).strip(" \t-*•✦★✸◆◇:：")
    if not any(ch.isdigit() for ch in text):
        return None
    if text[:1] in "≤<≦＜" or text.endswith("以下"):
        return 1
    if text.endswith(("+", "＋", "以上")):
        return 3
    if any(dash in text for dash in "-–—~〜～"):
        return 2
    return None


# ---- assembling an ability ------------------------------------------------------------


class _Assembler:
    def __init__(self, raw: RawAbility, ruleset: Ruleset) -> None:
        self.raw = raw
        self.ruleset = ruleset
        self.diagnostics: list[Diagnostic] = []
        self.name: Fragment | None = None
        self.flavor: list[Fragment] = []
        self.keywords: Fragment | None = None
        self.action: Fragment | None = None
        self.distance: Fragment | None = None
        self.target: Fragment | None = None
        self.cost_text: Fragment | None = None
        # [kind, label fragment, [body fragments], roll-or-None]; kind is "section" or "roll"
        self.items: list[list] = []
        self.last: list | None = None  # where a text line continues

    def run(self) -> ast.Ability:
        for line in self.raw.lines:
            getattr(self, "_line_" + line.kind)(line)
        return self._finish()

    # line handlers, one per RawLine kind
    def _line_name(self, line: RawLine) -> None:
        self.name = line.body
        self.last = None

    def _line_flavor(self, line: RawLine) -> None:
        text = line.body.strip()
        t = text.text
        if len(t) >= 2 and t[0] in "*_“\"" and t[-1] in "*_”\"":
            text = text.slice(1, len(t) - 1).strip()
        self.flavor.append(text)
        self.last = ["flavor"]

    def _line_row(self, line: RawLine) -> None:
        body = line.body
        text = body.text
        cut = text.find("|")
        if cut == -1:
            cut = text.find("🎯")
            cells = [body.slice(0, cut), body.slice(cut)] if cut > 0 else [body]
        else:
            cells = [body.slice(0, cut), body.slice(cut + 1)]
        cells = [_strip_icons(c) for c in cells]
        if "📏" in text or "🎯" in text:
            self.distance = cells[0] if cells[0].text else self.distance
            if len(cells) > 1 and cells[1].text:
                self.target = cells[1]
        else:
            self.keywords = cells[0]
            if len(cells) > 1 and cells[1].text:
                self.action = cells[1]
        self.last = None

    def _line_field(self, line: RawLine) -> None:
        setattr(self, {"keywords": "keywords", "action": "action", "distance": "distance",
                       "target": "target", "cost": "cost_text"}[line.field], _strip_icons(line.body))
        self.last = None

    def _line_labeled(self, line: RawLine) -> None:
        label = line.label.text.rstrip(":：").strip()
        field = self.ruleset.fields.lookup(label)
        if field is not None and not self.items:
            if field.id == "flavor":
                self.flavor.append(line.body)
                self.last = ["flavor"]
            else:
                self._line_field(RawLine("field", line.body, field=field.id))
            return
        item = ["section", line.label, [line.body] if line.body.text else [], None]
        self.items.append(item)
        self.last = item

    def _line_roll(self, line: RawLine) -> None:
        roll = ["roll", line.label, [line.body], []]
        self.items.append(roll)
        self.last = roll

    def _line_tier(self, line: RawLine) -> None:
        target_roll = None
        for item in reversed(self.items):
            if item[0] == "roll":
                target_roll = item
                break
            if item[0] == "section":
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

    def _line_paragraph(self, line: RawLine) -> None:
        item = ["section", None, [line.body], None]
        self.items.append(item)
        self.last = item

    def _line_text(self, line: RawLine) -> None:
        last = self.last
        if last is None and not self.items and self.keywords is None and self.distance is None and not self.flavor:
            self.flavor.append(line.body)
            self.last = ["flavor"]
            return
        if last is None or last[0] == "flavor":
            if last is not None and self.flavor:
                self.flavor.append(line.body)
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
            roll = self._roll(roll_item, kind="test") if roll_item else None
            anchor = label_frag if label_frag is not None else body
            span = anchor.span() if anchor is not None else self.raw.span
            section = ast.Section(label, text, roll, span, label_frag.span() if label_frag is not None else None)
            if trigger is None and label and self.ruleset.sections.lookup(label) is not None \
                    and self.ruleset.sections.lookup(label).id == "trigger":
                trigger = section
            else:
                sections.append(section)
        keywords = self._keywords()
        action = self.action
        if action is not None and action.text.lower().startswith("signature"):
            # some published blocks put the ability type where the action type goes
            signature, action = True, None
        return ast.Ability(
            name=name_text,
            cost=cost,
            signature=signature,
            tag=tag,
            flavor="\n".join(f.text for f in self.flavor) or None,
            keywords=keywords,
            action=ast.Word(action.text, action.span()) if action and action.text else None,
            distance=parse_distance(self.distance) if self.distance and self.distance.text else None,
            target=ast.Word(self.target.text, self.target.span()) if self.target and self.target.text else None,
            trigger=trigger,
            power_roll=power_roll,
            sections=tuple(sections),
            metadata=self.raw.metadata,
            fmt=self.raw.fmt,
            span=self.raw.span,
            name_span=self.name.span() if self.name is not None else self.raw.span,
        )

    def _name(self):
        name = _strip_icons(self.name) if self.name is not None else None
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
                cost_frag = name.slice(open_at + 1, len(text) - 1).strip()
                name = name.slice(0, open_at).strip()
        if cost_frag is not None and cost_frag.text:
            result = parse_notation_text(cost_frag.text, "cost") or ("named", cost_frag.text)
            if isinstance(result, ast.Cost):
                cost = attrs.evolve(result, resource=_absolute_word(result.resource, cost_frag),
                                    span=cost_frag.span(*result.span))
            else:
                words = result[1]
                if words.lower().startswith("signature") or words.startswith("シグネチャー"):
                    signature = True
                    rest = words[len("signature"):].strip()
                    tag = rest if rest and rest.lower() != "ability" else None
                else:
                    tag = words
        return name.text, cost, signature, tag

    def _keywords(self) -> tuple[ast.Word, ...]:
        if self.keywords is None:
            return ()
        words = []
        frag = self.keywords
        start = 0
        text = frag.text
        for index, ch in enumerate(text + ","):
            if ch in ",、，":
                part = frag.slice(start, index).strip()
                if part.text and part.text not in ("-", "—", "–"):
                    words.append(ast.Word(part.text, part.span()))
                start = index + 1
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
                result = parse_notation_text(header.text, "roll")
                if result is not None and result[0] == "bonus":
                    bonus = result[1]
                elif result is not None:
                    characteristics = tuple(_absolute_word(w, header) for w in result[1])
                else:
                    self.diagnostics.append(Diagnostic(
                        "SB105", Severity.ERROR, msg("roll.unreadable", label=label),
                        header.span(), self.name.text if self.name else None))
            kind = "power_roll"
        tiers = []
        for _, tier_label, tier_bodies in tiers_raw:
            body = Fragment.join(tier_bodies, " ")
            clauses = parse_clauses(body)
            number = tier_number(tier_label.text)
            tiers.append(ast.Tier(number, ast.Word(tier_label.text.strip(), tier_label.span()),
                                  clauses, body.text, tier_label.span()))
        anchor = label_frag or header or (tiers_raw[0][1] if tiers_raw else None)
        return ast.PowerRoll(label, characteristics, bonus, tuple(tiers), kind,
                             anchor.span() if anchor is not None else self.raw.span)


def _strip_icons(fragment: Fragment) -> Fragment:
    text = fragment.text
    start = 0
    # the book's icons, and any other pictograph (`⚔️`): Unicode "other symbol" characters
    while start < len(text) and (text[start] in _ICONS or text[start] in " \t\ufe0f\u200d*"
                                 or unicodedata.category(text[start]) == "So"):
        start += 1
    end = len(text)
    while end > start and text[end - 1] in " \t*":
        end -= 1
    return fragment.slice(start, end)


def build_ability(raw: RawAbility, ruleset: Ruleset | None = None) -> tuple[ast.Ability, list[Diagnostic]]:
    assembler = _Assembler(raw, ruleset or draw_steel())
    ability = assembler.run()
    return ability, assembler.diagnostics
