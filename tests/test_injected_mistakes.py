"""A corpus of bad input: real published abilities with exactly one mistake injected.

Each kind of mistake (a misspelt condition, a tier line typed wrong, a Melee
keyword on a ranged ability, ...) is a mutation: a function that finds a place
for the mistake in one ability of ../shared/corpus, edits the file text in
memory and says where the mistake now sits. The mutations are generic
(letters swapped in whatever word is there, numbers lowered, lines swapped or
deleted), so they run over text the checks were not written against. For up
to `PER_KIND` abilities per kind, spread over hero and monster abilities in
Markdown and YAML, the test asserts that:

- the expected code is reported at the line and column of the mistake;
- the mistake raises that code and no other new one (one slip, one report);
- for misspelt vocabulary, the did-you-mean names the word that was there;
- the unmodified ability raises no such diagnostic.
"""

from __future__ import annotations

import collections
import functools
import re
from typing import Callable

import attrs
import pytest

from statblock import parse_text
from statblock.diagnostics import Severity
from statblock.rulesets.draw_steel.vocabulary import resource_classes, vocabulary as draw_steel
from statblock.rulesets.draw_steel.runtime import effects as fx

from injecting import (
    Edit, Entry, Injection, corpus_entries, corpus_report, edit, flatten, line_col, part_start, spread,
    line_bounds, tier_parts, typo,
)
from conftest import ON_THE_CORPUS, ROOT, in_sample, sweep

PER_KIND = 20
RULES = draw_steel()
AREA_KINDS = {"burst", "cube", "line", "wall", "aura"}
LETTERS = "MARIP"


def _words(category) -> str:
    """A regex alternation of every English spelling in a vocabulary category, longest first."""
    spellings = sorted({s for t in category.terms.values() for s in t.en}, key=len, reverse=True)
    return "|".join(re.escape(s) for s in spellings)


def _search(pattern: str, entry: Entry, span, flags=re.IGNORECASE):
    return re.compile(pattern, flags).search(entry.text, span.start, span.end)


def _misspell(entry: Entry, start: int, word: str) -> Injection | None:
    wrong = typo(word)
    if wrong is None or wrong.lower() == word.lower():
        return None
    return edit(entry.text, [e := Edit(start, start + len(word), wrong)], e, original=word)


# ---- vocabulary ---------------------------------------------------------------------------------


def misspelt_condition(entry: Entry) -> Injection | None:
    for _, part, effects in tier_parts(entry):
        ids = {e.condition for e in flatten(effects) if isinstance(e, fx.ApplyCondition) and not e.custom}
        if not ids:
            continue
        words = "|".join(re.escape(s) for i in ids for s in RULES.conditions.terms[i].en)
        found = _search(rf"\b({words})\b", entry, part.span)
        if found:
            return _misspell(entry, found.start(), found.group())
    return None


def misspelt_damage_type(entry: Entry) -> Injection | None:
    for _, part, effects in tier_parts(entry):
        if any(isinstance(e, fx.Damage) and e.damage_type in RULES.damage_types.terms for e in effects):
            found = _search(rf"\b({_words(RULES.damage_types)})\b(?=\s+damage)", entry, part.span)
            if found:
                return _misspell(entry, found.start(), found.group())
    return None


def misspelt_keyword(entry: Entry) -> Injection | None:
    for word in entry.tree.keywords:
        if RULES.keywords.lookup(word.text) and len(word.text) >= 4 and entry.at(word.span) == word.text:
            return _misspell(entry, word.span.start, word.text)
    return None


def misspelt_action_type(entry: Entry) -> Injection | None:
    action = entry.tree.action
    if action is None or entry.ability.action is None or entry.at(action.span) != action.text:
        return None
    words = [m for m in re.finditer(r"[A-Za-z]{4,}", action.text)]
    if not words:
        return None
    longest = max(words, key=lambda m: len(m.group()))
    wrong = typo(longest.group())
    if wrong is None:
        return None
    # the whole action phrase is the unknown word: the report points at its start
    start = action.span.start + longest.start()
    return edit(entry.text, [Edit(start, start + len(wrong), wrong)], action.span.start, original=action.text)


def misspelt_cost_resource(entry: Entry) -> Injection | None:
    cost = entry.tree.cost
    if cost is None or entry.ability.cost_resource not in RULES.heroic_resources.terms:
        return None
    if entry.at(cost.resource.span) != cost.resource.text:
        return None
    return _misspell(entry, cost.resource.span.start, cost.resource.text)


def misspelt_potency_strength(entry: Entry) -> Injection | None:
    for _, part, effects in tier_parts(entry):
        if any(isinstance(e, fx.PotencyGate) and e.strength for e in flatten(effects)):
            found = _search(rf"<\s*\[?\s*({_words(RULES.potency_strengths)})\b", entry, part.span)
            if found:
                return _misspell(entry, found.start(1), found.group(1))
    return None


def misspelt_duration(entry: Entry) -> Injection | None:
    for _, part, effects in tier_parts(entry):
        if any(isinstance(e, fx.ApplyCondition) and e.duration and e.duration.kind == "save_ends"
               for e in flatten(effects)):
            found = _search(r"\(save ends\)", entry, part.span)
            if found:
                # `(save end)`: the report points at the whole duration, from its `(`
                s = found.start() + len("(save end")
                return edit(entry.text, [Edit(s, s + 1, "")], found.start(), original="save ends")
    return None


def unclosed_parenthesis(entry: Entry) -> Injection | None:
    """`slowed (save ends`: the `)` forgotten; SB112 points at the `(` left open."""
    for _, part, effects in tier_parts(entry):
        if any(isinstance(e, fx.ApplyCondition) and e.duration and e.duration.kind == "save_ends"
               for e in flatten(effects)):
            found = _search(r"\(save ends\)", entry, part.span)
            if found:
                return edit(entry.text, [Edit(found.end() - 1, found.end(), "")], found.start())
    return None


def misspelt_section_label(entry: Entry) -> Injection | None:
    """`Efect:` for `Effect:`; SB125 points at the label, which stays a section of its own."""
    for section in entry.tree.sections:
        if section.label == "Effect" and section.label_span is not None:
            at = section.label_span.start
            if entry.text[at:at + 6] == "Effect":
                return edit(entry.text, [Edit(at + 1, at + 2, "")], at, original="Effect")
    return None


def misspelt_forced_move(entry: Entry) -> Injection | None:
    for _, part, effects in tier_parts(entry):
        if any(isinstance(e, fx.ForcedMove) for e in flatten(effects)):
            found = _search(rf"\b({_words(RULES.forced_moves)})(?=\s+\d)", entry, part.span)
            if found:
                return _misspell(entry, found.start(), found.group())
    return None


def teleport_without_who(entry: Entry) -> Injection | None:
    """`teleport 2` for `push 2`: an own move with no one said to make it; SB146 points at it, and it stays text."""
    for _, part, effects in tier_parts(entry):
        if any(isinstance(e, fx.ForcedMove) for e in flatten(effects)):
            # (a forced move with no modifier before it: `vertical teleport 3` is no own move of anyone's)
            found = _search(rf"(?<!vertical )(?<!\) )\b(?:{_words(RULES.forced_moves)})(?=\s+\d+\s*(?:[;.]|$))", entry,
                            part.span)
            if found:
                return edit(entry.text, [e := Edit(found.start(), found.end(), "teleport")], e, original=found.group())
    return None


def negative_forced_move(entry: Entry) -> Injection | None:
    """`push -2` for `push 2`; SB113 points at the sign, and the clause stays text."""
    for _, part, effects in tier_parts(entry):
        if any(isinstance(e, fx.ForcedMove) for e in flatten(effects)):
            found = _search(rf"\b(?:{_words(RULES.forced_moves)})\s+(\d)", entry, part.span)
            if found:
                return edit(entry.text, [e := Edit(found.start(1), found.start(1), "-")], e)
    return None


def forced_move_in_words(entry: Entry) -> Injection | None:
    """`push two` for `push 2`, in a clause that is the forced movement alone; SB126 points at the word,
    and the clause stays text."""
    from statblock.vocabulary import NUMBER_WORDS

    spelt = {number: word for word, number in NUMBER_WORDS.items()}
    for _, part, effects in tier_parts(entry):
        if len(effects) == 1 and isinstance(effects[0], fx.ForcedMove):
            found = _search(rf"\b(?:{_words(RULES.forced_moves)})\s+([1-9])(?![\d+])", entry, part.span)
            if found:
                return edit(entry.text, [e := Edit(found.start(1), found.end(1), spelt[int(found.group(1))])], e)
    return None


def own_move_by_characteristic(entry: Entry) -> Injection | None:
    """`shift R squares` for `shift 2 squares`: a creature's own move whose distance is a characteristic, which no
    form reads; SB133 points at the letter, and the clause stays text (a Japanese one was a condition named
    `r マスシフトする`, with no word said)."""
    for _, part, effects in tier_parts(entry):
        if any(isinstance(e, fx.OwnMove) and not e.speed for e in flatten(effects)):
            found = _search(r"\b(?:shifts?|teleports?)\s+(?:up\s+to\s+)?([1-9])\s+squares?\b", entry, part.span)
            if found:
                return edit(entry.text, [e := Edit(found.start(1), found.end(1), "R")], e)
    return None


def gloss_of_another_move(entry: Entry) -> Injection | None:
    """`プッシュ 2 (pull)` for `push 2`: the move in Japanese, glossed with another move's English, in a clause that
    is the forced movement alone; SB128 points at the gloss, and the clause stays text."""
    for _, part, effects in tier_parts(entry):
        if len(effects) == 1 and isinstance(effects[0], fx.ForcedMove) and not effects[0].vertical:
            found = _search(r"\b(push|pull|slide)\s+([1-9])(?![\d+])", entry, part.span, 0)
            if found:
                term = RULES.forced_moves.terms[found.group(1)]
                other = "pull" if term.id != "pull" else "push"
                name, gloss = Edit(found.start(1), found.end(1), term.ja[0]), Edit(found.end(2), found.end(2), f" ({other})")
                return edit(entry.text, [name, gloss], gloss, offset=1)
    return None


def misspelt_damage_word(entry: Entry) -> Injection | None:
    """`3 + A damge` for `3 + A damage`, in a clause that is damage alone; SB114 points at the word."""
    for _, part, effects in tier_parts(entry):
        if len(effects) == 1 and isinstance(effects[0], fx.Damage):
            found = _search(r"\bdamage\b", entry, part.span, 0)
            if found:
                return _misspell(entry, found.start(), found.group())
    return None


def deleted_damage_word(entry: Entry) -> Injection | None:
    """`3 + M` for `3 + M damage`, in a clause that is damage alone; SB116 points at the amount."""
    for _, part, effects in tier_parts(entry):
        if len(effects) == 1 and isinstance(effects[0], fx.Damage) and \
                (effects[0].characteristics or effects[0].damage_type is not None):
            found = _search(r"[ \t]+damage\b", entry, part.span)
            if found:
                at = part_start(entry.text, found.start())
                return edit(entry.text, [Edit(found.start(), found.end(), "")], at)
    return None


def fractional_damage(entry: Entry) -> Injection | None:
    """`2.5 damage` for `2 damage`: a fraction typed into a clause that is damage alone; SB118 points at
    the clause, which stays text."""
    for _, part, effects in tier_parts(entry):
        if len(effects) == 1 and isinstance(effects[0], fx.Damage) and effects[0].dice is None:
            found = _search(r"(?<![\w.])\d+(?=\s*(?:\+|damage\b|[a-z]+ damage\b))", entry, part.span)
            if found:
                at = part_start(entry.text, found.start())
                return edit(entry.text, [Edit(found.end(), found.end(), ".5")], at)
    return None


def escaped_emphasis(entry: Entry) -> Injection | None:
    """`3 \\*+\\* M damage` for `3 + M damage`: emphasis around the sign escaped, as published Markdown has it
    (`5\\*\\*+\\*\\* M damage`; in a YAML block the backslashes stay too): asterisks the card would print in a
    clause damage alone was read in; SB177 points at the clause, which stays text."""
    for _, part, effects in tier_parts(entry):
        if len(effects) == 1 and isinstance(effects[0], fx.Damage) and effects[0].dice is None:
            found = _search(r"(?<=\d) \+(?= [MARIP]\b)", entry, part.span, 0)
            if found:
                at = part_start(entry.text, found.start())
                return edit(entry.text, [Edit(found.start() + 1, found.end(), "\\*+\\*")], at)
    return None


def escaped_bold_before_icon(entry: Entry) -> Injection | None:
    """`| \\*\\*🎯 One creature |` for `| **🎯 One creature** |`: a header cell's bold opening escaped and its closing
    lost, as some published pages have it; read as before (the target `One creature`), SB178 (information) points at
    the asterisks the page shows."""
    if entry.tree.fmt != "markdown":
        return None
    found = re.compile(r"\*\*(🎯[^|*\n]*?)\*\*").search(entry.text, *entry.region)
    if not found:
        return None
    return edit(entry.text, [Edit(found.start(), found.start() + 2, "\\*\\*"), Edit(found.end() - 2, found.end(), "")],
                found.start())


def potency_then_semicolon(entry: Entry) -> Injection | None:
    """`A < WEAK; prone` for `A < WEAK, prone`: the potency's comma typed as `;`; SB117 points at the
    potency, left with no effect."""
    for _, part, effects in tier_parts(entry):
        if effects and isinstance(effects[0], fx.PotencyGate) and not effects[0].subject:
            found = _search(r"\b[MARIP]\s*<\s*(?:\[\w+\]|\w+)(,)\s", entry, part.span, 0)
            if found:
                at = part_start(entry.text, found.start())
                return edit(entry.text, [Edit(found.start(1), found.end(1), ";")], at)
    return None


def potency_without_semicolon(entry: Entry) -> Injection | None:
    """`5 damage M < 2 prone` for `5 damage; M < 2 prone`: the `;` before a potency's clause left out (the Summoner's
    `push 4 M < WEAK push is vertical`); SB135 points at the potency, read as if the `;` stood there."""
    before = None
    for number, part, effects in tier_parts(entry):
        if before is not None and before[0] == number and len(effects) == 1 \
                and isinstance(effects[0], fx.PotencyGate) and not effects[0].subject and effects[0].said is None \
                and before[2] and all(isinstance(e, (fx.Damage, fx.ForcedMove)) for e in before[2]) \
                and entry.text[before[1].span.end:part.span.start] == "; ":
            return edit(entry.text, [Edit(before[1].span.end, part.span.start, " ")], part.span.start)
        before = (number, part, effects)
    return None


def damage_after_potency_comma(entry: Entry) -> Injection | None:
    """`M < WEAK, prone, 2 damage`: damage typed after a potency's conditions with a comma, where `;` (not gated)
    or `and` (gated) says which; SB127 points at the damage, and the potency's effect is kept as text."""
    for _, part, effects in tier_parts(entry):
        if len(effects) == 1 and isinstance(effects[0], fx.PotencyGate) and not effects[0].subject \
                and effects[0].said is None and effects[0].effects \
                and all(isinstance(e, fx.ApplyCondition) and not e.custom for e in effects[0].effects):
            end = part.span.end
            if entry.text[end - 1:end] == ".":
                end -= 1
            return edit(entry.text, [e := Edit(end, end, ", 2 damage")], e, offset=2)
    return None


def potency_chain(entry: Entry) -> Injection | None:
    """`slowed (save ends), or if M < AVERAGE, prone (save ends), or if M < STRONG, restrained (save ends)`: a
    chain of spelt-out potencies joined by commas after a condition, one part no potency (`M < 2.5`), so the chain
    cannot be read; SB129 points at the clause, kept as text."""
    for _, part, effects in tier_parts(entry):
        if len(effects) == 1 and isinstance(effects[0], fx.ApplyCondition) and not effects[0].custom \
                and "if" not in entry.text[part.span.start:part.span.end]:
            end = part.span.end
            if entry.text[end - 1:end] == ".":
                end -= 1
            # (`M < 2.5`: no potency, so the chain cannot be read; a chain that can is read, not warned of)
            chain = ", or if M < AVERAGE, prone (save ends), or if M < 2.5, restrained (save ends)"
            return edit(entry.text, [Edit(end, end, chain)], part_start(entry.text, part.span.start))
    return None


def misspelt_area(entry: Entry) -> Injection | None:
    """`3 brust` for `3 burst` in the distance; SB115 points at the word, and nothing else is said."""
    if entry.tree.distance is None:
        return None
    span = entry.tree.distance.span
    found = _search(r"\b(burst|cube|line|wall|aura)\b", entry, span, 0)
    return _misspell(entry, found.start(), found.group()) if found else None


def hyphenated_area(entry: Entry) -> Injection | None:
    """`3-burst` for `3 burst` in the distance; SB119 points at the distance, left with no parts."""
    if entry.tree.distance is None:
        return None
    found = _search(r"\b\d+( )(?:burst|cube|line|wall|aura)\b", entry, entry.tree.distance.span, 0)
    return edit(entry.text, [Edit(found.start(1), found.end(1), "-")], entry.tree.distance.span.start) if found else None


def letter_for_digit(entry: Entry) -> Injection | None:
    """`1O` for `10`, `Melee l` for `Melee 1`: a letter that looks like the digit, in a number of the distance;
    SB176 points at the number (the distance was read as words, with no word said)."""
    if entry.tree.distance is None:
        return None
    found = _search(r"(?<![\w.])(\d*?)([01])\d*(?![\w.])", entry, entry.tree.distance.span, 0)
    if not found:
        return None
    return edit(entry.text, [Edit(found.start(2), found.end(2), "O" if found.group(2) == "0" else "l")], found.start())


def _letter_in(entry: Entry, kind) -> tuple[int, str] | None:
    """Offset and letter of a characteristic in a potency (`A <`) or in damage (`+ M`)."""
    pattern = r"\b([MARIP])\s*<" if kind is fx.PotencyGate else r"\+\s*([MARIP])\b"
    for _, part, effects in tier_parts(entry):
        if any(isinstance(e, kind) for e in (flatten(effects) if kind is fx.PotencyGate else effects)):
            found = _search(pattern, entry, part.span, 0)
            if found:
                return found.start(1), found.group(1)
    return None


def unknown_potency_letter(entry: Entry) -> Injection | None:
    found = _letter_in(entry, fx.PotencyGate)
    if found is None:
        return None
    start, _ = found
    return edit(entry.text, [e := Edit(start, start + 1, "S")], e)  # S for Strength, from other games


def unknown_damage_letter(entry: Entry) -> Injection | None:
    found = _letter_in(entry, fx.Damage)
    if found is None:
        return None
    start, _ = found
    return edit(entry.text, [e := Edit(start, start + 1, "S")], e)


# ---- tier structure (Markdown: YAML names its tiers by key) -------------------------------------

_LABEL = re.compile(r"≤[ \t]*11|<=[ \t]*11|12[ \t]*-[ \t]*16|17[ \t]*\+")
_WRONG_RANGE = {1: "≤10", 2: "12-15", 3: "18+"}


def _tier_lines(entry: Entry) -> list[tuple[int, int, int, re.Match]] | None:
    """(tier number, line start, line end, label match) of the main roll's three tier lines, in order."""
    roll = entry.tree.power_roll
    if roll is None or entry.tree.fmt != "markdown" or [t.number for t in roll.tiers] != [1, 2, 3]:
        return None
    out = []
    for tier in roll.tiers:
        start, end = line_bounds(entry.text, tier.label.span.start)
        label = _LABEL.search(entry.text, start, end)
        if label is None:
            return None
        out.append((tier.number, start, end, label))
    return out


def wrong_tier_range(entry: Entry) -> Injection | None:
    lines = _tier_lines(entry)
    if lines is None:
        return None
    number, _, _, label = lines[len(entry.tree.name) % 3]
    return edit(entry.text, [e := Edit(label.start(), label.end(), _WRONG_RANGE[number])], e)


# (`11 or lower`, `12 to 16`, `17 or higher` are tier labels: these are the slips of them no grammar reads)
_LOOSE_LABEL = {1: "<12", 2: "12to16", 3: "17or higher"}


def loose_tier_label(entry: Entry) -> Injection | None:
    """A tier label in words the grammar does not read (`<12:`): the line is lost to the
    power roll, and SB124 must say so at the label."""
    lines = _tier_lines(entry)
    if lines is None:
        return None
    number, _, _, label = lines[len(entry.tree.name) % 3]
    return edit(entry.text, [e := Edit(label.start(), label.end(), _LOOSE_LABEL[number])], e)


def _roll_header(entry: Entry) -> int | None:
    """Offset of `Power Roll` in the header above the first tier line."""
    roll = entry.tree.power_roll
    first = roll.tiers[0].label.span.start
    headers = list(re.finditer(r"Power Roll", entry.text[entry.tree.span.start:first]))
    return entry.tree.span.start + headers[-1].start() if headers else None


def deleted_tier_line(entry: Entry) -> Injection | None:
    roll = entry.tree.power_roll
    if roll is None or roll.kind != "power_roll" or [t.number for t in roll.tiers] != [1, 2, 3]:
        return None
    header = _roll_header(entry)
    if header is None:
        return None
    index = len(entry.tree.name) % 3
    tier = roll.tiers[index]
    start, end = line_bounds(entry.text, tier.label.span.start)
    # SB121 points at the tier line after the gap, or at the last one when the gap is at the end
    after = roll.tiers[index + 1] if index < 2 else roll.tiers[1]
    return edit(entry.text, [Edit(start, end + 1, "")], after.label.span.start)


def swapped_tier_lines(entry: Entry) -> Injection | None:
    lines = _tier_lines(entry)
    if lines is None:
        return None
    i, j = [(0, 1), (1, 2), (0, 2)][len(entry.tree.name) % 3]
    (_, a_start, a_end, a_label), (_, b_start, b_end, _) = lines[i], lines[j]
    a, b = entry.text[a_start:a_end], entry.text[b_start:b_end]
    first = Edit(a_start, a_end, b)
    second = Edit(b_start, b_end, a)
    if (i, j) == (0, 2):
        # 17+, 12-16, ≤11: the first tier out of order is 12-16, which stays where it was
        _, m_start, _, m_label = lines[1]
        return edit(entry.text, [first, second], m_label.start())
    # the lower tier, now on the later line, is the one out of order
    return edit(entry.text, [first, second], second, offset=a_label.start() - a_start)


# ---- tiers that get worse -----------------------------------------------------------------------


def _top(effects, kind) -> list:
    return [e for e in effects if isinstance(e, kind)]


def _tier_effects(entry: Entry) -> dict[int, list]:
    tiers = collections.defaultdict(list)
    for number, part, effects in tier_parts(entry):
        tiers[number].append((part, effects))
    return tiers


_POTENCY = re.compile(r"\b([MARIP])\s*<\s*(\[?\s*(?:WEAK|AVERAGE|STRONG|weak|average|strong|\d+)\s*\]?)")
_ORDER = {"weak": 0, "average": 1, "strong": 2}


def _gate_rank(gate: fx.PotencyGate) -> int | None:
    return _ORDER.get(gate.strength) if gate.strength else gate.value


def swapped_potency(entry: Entry) -> Injection | None:
    """Tier 1's potency strength written on tier 3 and the other way round."""
    tiers = _tier_effects(entry)
    found = {}
    for number in (1, 3):
        for part, effects in tiers.get(number, []):
            gates = _top(effects, fx.PotencyGate)
            match = _POTENCY.search(entry.text, part.span.start, part.span.end)
            if gates and match and _gate_rank(gates[0]) is not None:
                found[number] = (gates[0], match)
                break
    if set(found) != {1, 3}:
        return None
    (low, m1), (high, m3) = found[1], found[3]
    same = low.characteristic == high.characteristic and m1.group(1) == m3.group(1)
    if not same or not _gate_rank(low) < _gate_rank(high):
        return None
    # the same conditions behind every tier's potency (a lower potency for another condition is no slip)
    gated = [frozenset(e.condition for e in gate.effects if isinstance(e, fx.ApplyCondition))
             for number in (1, 2, 3) for _, effects in tiers.get(number, []) for gate in _top(effects, fx.PotencyGate)]
    if len(set(gated)) != 1:
        return None
    swap = [Edit(m1.start(2), m1.end(2), m3.group(2)), Edit(m3.start(2), m3.end(2), m1.group(2))]
    return edit(entry.text, swap, part_start(entry.text, m3.start()))


def _amount_edit(entry: Entry, part, amount: int, new: int) -> Edit | None:
    found = re.compile(rf"(?<![\d.]){amount}(?![\d.])").search(entry.text, part.span.start, part.span.end)
    return Edit(found.start(), found.end(), str(new)) if found else None


def smaller_tier3_damage(entry: Entry) -> Injection | None:
    tiers = _tier_effects(entry)
    totals = {n: sum(d.amount for _, effects in tiers.get(n, []) for d in _top(effects, fx.Damage)) for n in (1, 3)}
    if totals[1] < 2:
        return None
    for part, effects in tiers[3]:
        damage = _top(effects, fx.Damage)
        if damage:
            new = 1
            if totals[3] - damage[0].amount + new >= totals[1]:
                return None
            change = _amount_edit(entry, part, damage[0].amount, new)
            if change is None:
                return None
            return edit(entry.text, [change], part_start(entry.text, change.start))
    return None


def smaller_tier3_push(entry: Entry) -> Injection | None:
    tiers = _tier_effects(entry)
    before = {(m.movement, m.vertical): m.distance
              for _, effects in tiers.get(1, []) for m in _top(effects, fx.ForcedMove)}
    for part, effects in tiers.get(3, []):
        for move in _top(effects, fx.ForcedMove):
            low = before.get((move.movement, move.vertical))
            if low is None or low < 1:
                continue
            found = re.compile(rf"\b{move.movement}\s+({move.distance})\b", re.IGNORECASE).search(
                entry.text, part.span.start, part.span.end)
            if found is None:
                return None
            change = Edit(found.start(1), found.end(1), str(low - 1))
            return edit(entry.text, [change], part_start(entry.text, change.start))
    return None


# ---- keywords against distance --------------------------------------------------------------------


def _distance_kinds(entry: Entry) -> set[str]:
    distance = entry.ability.distance
    return {p["kind"] for p in distance["parts"]} if distance else set()


def _keyword(entry: Entry, keyword_id: str):
    for word, kid in zip(entry.tree.keywords, entry.ability.keywords):
        if kid == keyword_id and entry.at(word.span) == word.text:
            return word
    return None


def _replace_keyword(entry: Entry, old: str, new: str) -> Injection | None:
    word = _keyword(entry, old)
    if word is None:
        return None
    return edit(entry.text, [e := Edit(word.span.start, word.span.end, new)], e)


def _add_keyword(entry: Entry, after: str, new: str) -> Injection | None:
    """`new` written after the keyword `after`: `Melee, Ranged, Weapon`, or a new YAML list item."""
    word = _keyword(entry, after)
    if word is None:
        return None
    line_start, line_end = line_bounds(entry.text, word.span.start)
    item = re.match(r"([ \t]*-[ \t]+)" + re.escape(word.text) + r"[ \t]*$", entry.text[line_start:line_end])
    if item:  # a YAML block list
        return edit(entry.text, [e := Edit(line_end, line_end, "\n" + item.group(1) + new)], e,
                    offset=1 + len(item.group(1)))
    return edit(entry.text, [e := Edit(word.span.end, word.span.end, ", " + new)], e, offset=2)


def melee_keyword_on_ranged(entry: Entry) -> Injection | None:
    if _distance_kinds(entry) != {"ranged"} or "melee" in entry.ability.keywords:
        return None
    return _replace_keyword(entry, "ranged", "Melee")


def ranged_keyword_on_melee(entry: Entry) -> Injection | None:
    if _distance_kinds(entry) != {"melee"} or "ranged" in entry.ability.keywords:
        return None
    return _replace_keyword(entry, "melee", "Ranged")


def area_keyword_on_melee(entry: Entry) -> Injection | None:
    if _distance_kinds(entry) != {"melee"} or {"area", "ranged"} & set(entry.ability.keywords):
        return None
    return _replace_keyword(entry, "melee", "Area")


def strike_keyword_on_area(entry: Entry) -> Injection | None:
    kinds = _distance_kinds(entry)
    if not kinds or not kinds <= AREA_KINDS or "strike" in entry.ability.keywords:
        return None
    return _replace_keyword(entry, "area", "Strike")  # (with Area kept, Strike on an area is published text)


def area_keyword_dropped(entry: Entry) -> Injection | None:
    """`Area, Magic` on a `3 burst` made `Weapon, Magic`: the Area keyword gone, said at the distance
    (SB144); with Strike, SB142 says it instead."""
    kinds = _distance_kinds(entry)
    keywords = set(entry.ability.keywords)
    if not kinds or not kinds <= AREA_KINDS or "area" not in keywords or "strike" in keywords \
            or entry.tree.distance is None or entry.tree.distance.span is None:
        return None
    other = next(k for k in ("magic", "weapon", "psionic", "animal") if k not in keywords)
    word = _keyword(entry, "area")
    if word is None:
        return None
    return edit(entry.text, [Edit(word.span.start, word.span.end, other.capitalize())],
                entry.tree.distance.span.start)


def target_in_an_area_with_no_area(entry: Entry) -> Injection | None:
    """`One creature` made `Each enemy in the area` under a `Ranged 10` or `Melee 1`: SB145 at the target."""
    target = entry.tree.target
    if _distance_kinds(entry) not in ({"ranged"}, {"melee"}) or target is None or target.span is None \
            or target.text != "One creature" or entry.text[target.span.start:target.span.end] != target.text:
        return None
    return edit(entry.text, [e := Edit(target.span.start, target.span.end, "Each enemy in the area")], e)


def melee_and_ranged_keywords(entry: Entry) -> Injection | None:
    if _distance_kinds(entry) != {"melee"} or {"ranged", "area"} & set(entry.ability.keywords):
        return None
    return _add_keyword(entry, "melee", "Ranged")


# ---- cost and trigger -----------------------------------------------------------------------------

# each resource under its first class (the corpus has no class that shares one)
_CLASS_RESOURCES = {resource_classes(t)[0]: t for t in RULES.heroic_resources.terms.values() if resource_classes(t)}


def other_class_resource(entry: Entry) -> Injection | None:
    hero_class = str(entry.ability.metadata.get("class") or "").lower()
    cost = entry.tree.cost
    own = _CLASS_RESOURCES.get(hero_class)
    if own is None or cost is None or entry.ability.cost_resource != own.id:
        return None
    if entry.at(cost.resource.span) != cost.resource.text:
        return None
    others = [t for c, t in sorted(_CLASS_RESOURCES.items()) if t.id != own.id and c != "director"]
    other = others[len(entry.tree.name) % len(others)].label()
    return edit(entry.text, [e := Edit(cost.resource.span.start, cost.resource.span.end, other)], e)


def signature_with_cost(entry: Entry) -> Injection | None:
    """A cost in the class's own resource added after a signature ability's name (`Brutal Slam (3 Ferocity)`)."""
    own = _CLASS_RESOURCES.get(str(entry.ability.metadata.get("class") or "").lower())
    tree = entry.tree
    if own is None or not tree.signature or tree.cost is not None or tree.name_span is None \
            or entry.at(tree.name_span) != tree.name:
        return None
    end = tree.name_span.end
    return edit(entry.text, [e := Edit(end, end, f" (3 {own.label()})")], e, offset=2)


def _is_triggered(entry: Entry) -> bool:
    term = RULES.action_types.terms.get(entry.ability.action or "")
    return bool(term and term.extra.get("triggered"))


# Markdown's `**Trigger:**` label; YAML has no label but a `trigger:` key, and the report points at its value.
_TRIGGER_LABEL = re.compile(r"^(?:[ \t]*>)*[ \t]*(?:\*\*)?(Trigger)(?:\*\*)?[ \t]*:"
                            r"|^[ \t]*trigger[ \t]*:[ \t]*(\S)", re.M)


def _trigger_line(entry: Entry) -> re.Match | None:
    trigger = entry.tree.trigger
    if trigger is None:
        return None
    start, end = entry.region
    return _TRIGGER_LABEL.search(entry.text, start, end)


def trigger_on_main_action(entry: Entry) -> Injection | None:
    action = entry.tree.action
    label = _trigger_line(entry)
    if not _is_triggered(entry) or label is None or action is None or entry.at(action.span) != action.text:
        return None
    return edit(entry.text, [Edit(action.span.start, action.span.end, "Main action")],
                label.start(1) if label.group(1) else label.start(2))


def missing_trigger(entry: Entry) -> Injection | None:
    action = entry.tree.action
    label = _trigger_line(entry)
    if not _is_triggered(entry) or label is None or action is None or entry.at(action.span) != action.text:
        return None
    start, end = line_bounds(entry.text, label.start())
    # the Trigger line and the blank (or `>`) line after it
    after = re.compile(r"\n(?:[ \t]*>)*[ \t]*(?=\n)").match(entry.text, end)
    end = after.end() if after else end
    return edit(entry.text, [Edit(start, end + 1, "")], action.span.start)


def damage_letter_not_in_roll(entry: Entry) -> Injection | None:
    roll = entry.ability.power_roll
    if roll is None or not roll.characteristics or "highest" in roll.characteristics:
        return None
    allowed = {RULES.characteristics.terms[c].extra["letter"]
               for c in roll.characteristics if c in RULES.characteristics.terms}
    spare = [letter for letter in LETTERS if letter not in allowed]
    for number, part, effects in tier_parts(entry):
        damage = _top(effects, fx.Damage)
        if number == 2 and len(damage) == 1 and len(damage[0].characteristics) == 1:
            found = _search(r"\+\s*([MARIP])\b", entry, part.span, 0)
            if found and found.group(1) in allowed:
                change = Edit(found.start(1), found.end(1), spare[0])
                return edit(entry.text, [change], part_start(entry.text, change.start))
    return None


def deleted_roll_header(entry: Entry) -> Injection | None:
    """`**Power Roll + Might:**` left out above tiers whose damage adds a characteristic; SB161 points at the first
    tier's label (the roll read with no header adds nothing to 2d10)."""
    tree_roll, roll = entry.tree.power_roll, entry.ability.power_roll
    if tree_roll is None or roll is None or roll.kind != "power_roll" or roll.bonus is not None \
            or not roll.characteristics or not tree_roll.tiers or tree_roll.span is None:
        return None
    if not any(isinstance(e, fx.Damage) and e.characteristics for _, _, effects in tier_parts(entry) for e in effects):
        return None
    start, end = line_bounds(entry.text, tree_roll.span.start)
    if not entry.text[start:end].lstrip().startswith(("**Power Roll", "Power Roll")):
        return None  # a Markdown or native header line of its own (a YAML `- roll:` item holds its effect's dash)
    return edit(entry.text, [Edit(start, end + 1, "")], tree_roll.tiers[0].span.start)


def worded_distance(entry: Entry) -> Injection | None:
    """A distance written as words about it (`📏 as far as the eye can see` for `Ranged 10`): no range, area or number
    in it; SB162 points at the distance (it was said nowhere, no reach known)."""
    distance = entry.tree.distance
    if distance is None or distance.span is None or not distance.parts:
        return None
    start, end = distance.span.start, distance.span.end
    if not re.search(r"\d", entry.text[start:end]) or "\n" in entry.text[start:end]:
        return None
    return edit(entry.text, [Edit(start, end, "as far as the eye can see")], start)


# ---- the table ------------------------------------------------------------------------------------


@attrs.frozen
class Mistake:
    code: str
    inject: Callable[[Entry], Injection | None]
    did_you_mean: bool = False   # the message must name the word that was there
    also: frozenset[str] = frozenset()  # other new codes the same slip may raise
    at_least: int = PER_KIND     # abilities of the corpus this mistake must be tried on


MISTAKES = {
    "misspelt-condition": Mistake("SB101", misspelt_condition, did_you_mean=True),
    "misspelt-damage-type": Mistake("SB102", misspelt_damage_type, did_you_mean=True),
    "misspelt-keyword": Mistake("SB103", misspelt_keyword, did_you_mean=True),
    "unknown-potency-letter": Mistake("SB104", unknown_potency_letter),
    "unknown-damage-letter": Mistake("SB104", unknown_damage_letter),
    "misspelt-action-type": Mistake("SB106", misspelt_action_type, did_you_mean=True),
    "misspelt-cost-resource": Mistake("SB107", misspelt_cost_resource, did_you_mean=True),
    "misspelt-potency-strength": Mistake("SB108", misspelt_potency_strength, did_you_mean=True),
    "save-end": Mistake("SB109", misspelt_duration, did_you_mean=True),
    "misspelt-forced-move": Mistake("SB110", misspelt_forced_move, did_you_mean=True),
    "negative-forced-move": Mistake("SB113", negative_forced_move, also=frozenset({"SB132"})),
    "teleport-without-who": Mistake("SB146", teleport_without_who, also=frozenset({"SB132"})),
    "forced-move-in-words": Mistake("SB126", forced_move_in_words, also=frozenset({"SB132"})),
    "gloss-of-another-move": Mistake("SB128", gloss_of_another_move, also=frozenset({"SB132"})),
    "own-move-by-characteristic": Mistake("SB133", own_move_by_characteristic, at_least=10),
    "misspelt-damage-word": Mistake("SB114", misspelt_damage_word, did_you_mean=True,
                                    also=frozenset({"SB121", "SB131", "SB160"})),
    "misspelt-area": Mistake("SB115", misspelt_area, did_you_mean=True),
    "hyphenated-area": Mistake("SB119", hyphenated_area),
    "letter-for-digit": Mistake("SB176", letter_for_digit),
    "potency-then-semicolon": Mistake("SB117", potency_then_semicolon,
                                      also=frozenset({"SB101", "SB110", "SB111", "SB116", "SB130", "SB132"})),
    "damage-after-potency-comma": Mistake("SB127", damage_after_potency_comma),
    "potency-without-semicolon": Mistake("SB135", potency_without_semicolon),
    "potency-chain": Mistake("SB129", potency_chain),
    "fractional-damage": Mistake("SB118", fractional_damage, also=frozenset({"SB121", "SB131", "SB160"})),
    "escaped-emphasis": Mistake("SB177", escaped_emphasis, also=frozenset({"SB121", "SB131", "SB160"})),
    "escaped-bold-before-icon": Mistake("SB178", escaped_bold_before_icon),
    "deleted-damage-word": Mistake("SB116", deleted_damage_word, also=frozenset({"SB121", "SB131", "SB160"})),
    "unclosed-parenthesis": Mistake("SB112", unclosed_parenthesis,
                                    also=frozenset({"SB121", "SB130", "SB131", "SB132", "SB160"})),
    "misspelt-section-label": Mistake("SB125", misspelt_section_label, did_you_mean=True,
                                      also=frozenset({"SB151", "SB152"})),
    "wrong-tier-range": Mistake("SB120", wrong_tier_range),
    "deleted-tier-line": Mistake("SB121", deleted_tier_line),
    "loose-tier-label": Mistake("SB124", loose_tier_label, also=frozenset({"SB121"})),
    "swapped-tier-lines": Mistake("SB122", swapped_tier_lines),
    "swapped-potency": Mistake("SB130", swapped_potency),
    "smaller-tier3-damage": Mistake("SB131", smaller_tier3_damage),
    "smaller-tier3-push": Mistake("SB132", smaller_tier3_push),
    "melee-keyword-ranged-distance": Mistake("SB140", melee_keyword_on_ranged),
    "ranged-keyword-melee-distance": Mistake("SB140", ranged_keyword_on_melee),
    "area-keyword-melee-distance": Mistake("SB141", area_keyword_on_melee),
    "area-keyword-dropped": Mistake("SB144", area_keyword_dropped),
    "target-in-an-area-with-no-area": Mistake("SB145", target_in_an_area_with_no_area),
    "strike-on-area": Mistake("SB142", strike_keyword_on_area),
    "melee-and-ranged-keywords": Mistake("SB143", melee_and_ranged_keywords),
    "other-class-resource": Mistake("SB150", other_class_resource),
    "trigger-on-main-action": Mistake("SB151", trigger_on_main_action, at_least=10),
    "missing-trigger": Mistake("SB152", missing_trigger, at_least=10),
    "signature-with-cost": Mistake("SB153", signature_with_cost),
    "damage-letter-not-in-roll": Mistake("SB160", damage_letter_not_in_roll),
    "deleted-roll-header": Mistake("SB161", deleted_roll_header),
    # (a Ranged or Melee keyword with no distance of its kind left: SB140 may say it too)
    "worded-distance": Mistake("SB162", worded_distance, also=frozenset({"SB140"})),
}


@attrs.frozen
class Case:
    kind: str
    entry: Entry
    injection: Injection


@functools.cache
def cases() -> tuple[Case, ...]:
    entries = corpus_entries()
    return tuple(Case(kind, entry, injection)
                 for kind, mistake in MISTAKES.items()
                 for entry, injection in spread(entries, mistake.inject, PER_KIND))


@functools.cache
def _parsed_original(path: str, text: str):
    return parse_text(text, path)


def _render(diagnostics) -> list[str]:
    return [d.render() for d in diagnostics]


def _cases(sample: bool):
    """(id, case) of the cases in the normal tier's sample (one in `SAMPLE_EVERY` of each kind), or of the others."""
    tried: dict[str, int] = {}
    for case in cases():
        tried[case.kind] = tried.get(case.kind, 0) + 1
        if in_sample(tried[case.kind] - 1) == sample:
            yield f"{case.kind}:{case.entry.id}", case


@pytest.mark.slow
@ON_THE_CORPUS
def test_injected_mistake_is_reported_where_it_was_made_sample():
    """The normal tier's sample of the sweep below: the first case of each kind."""
    assert sweep(_cases(sample=True), check_injected_mistake) >= len(MISTAKES)


@pytest.mark.slow
def test_injected_mistake_is_reported_where_it_was_made():
    """Every case not in the sample above."""
    sweep(_cases(sample=False), check_injected_mistake)


def check_injected_mistake(case: Case) -> None:
    mistake = MISTAKES[case.kind]
    original = _parsed_original(case.entry.path, case.entry.text)
    tree = case.entry.tree
    before = [d for d in original.diagnostics if d.code == mistake.code
              and (d.ability == tree.name or tree.span.start <= d.span.start < tree.span.end)]
    assert before == [], _render(before)

    result = parse_text(case.injection.text, case.entry.path)
    expected = line_col(case.injection.text, case.injection.at)
    found = [d for d in result.diagnostics if d.code == mistake.code]
    assert [d for d in found if (d.span.line, d.span.column) == expected], \
        f"expected {mistake.code} at {expected}, got:\n" + "\n".join(_render(result.diagnostics))

    new = collections.Counter(d.code for d in result.diagnostics) \
        - collections.Counter(d.code for d in original.diagnostics)
    assert set(new) <= {mistake.code} | mistake.also, _render(result.diagnostics)

    if mistake.did_you_mean:
        (report,) = [d for d in found if (d.span.line, d.span.column) == expected]
        assert "did you mean" in report.message and case.injection.original.lower() in str(report.message).lower(), \
            report.render()


_MARKDOWN_ONLY = {"wrong-tier-range", "swapped-tier-lines", "loose-tier-label",  # YAML names its tiers by key, not by range
                  "deleted-roll-header"}  # (and its roll is a `- roll:` item; monsters roll a number, no characteristic)


@ON_THE_CORPUS
@pytest.mark.parametrize("kind", MISTAKES)
def test_every_mistake_is_tried_on_many_abilities(kind):
    tried = [c for c in cases() if c.kind == kind]
    assert len(tried) >= MISTAKES[kind].at_least
    assert len({c.entry.stratum for c in tried}) >= (1 if kind in _MARKDOWN_ONLY else 2)


def test_every_check_code_has_an_injected_mistake():
    from statblock.rulesets.draw_steel.compiler.codes import CODES

    # SB170/SB171 check native statblocks, which the published corpus (Markdown tables) has none of;
    # SB123 is a native layout slip (a header line twice), tested in test_diagnostics.py, and so are SB136 (a native
    # block's first line that is no name: the corpus is Markdown and YAML, whose names are headings and fields;
    # tested in test_diagnostics.py and test_name_line.py) and SB137 (a native line at the start of its line
    # continuing a tier; test_diagnostics.py and test_tier_continued.py); SB172 (a statblock's
    # misspelt label) is injected into every statblock table of the corpus by test_statblocks.py. SB134 (one duration
    # after parts about several creatures, `you gain an edge and the target is slowed (save ends)`) needs a compound
    # the corpus writes nowhere to be changed into one: tested in test_diagnostics.py and test_silent_readings.py.
    # SB173 (an immunity's or weakness's damage type the book has none of) is a statblock's, tested in
    # test_statblock.py. SB174 (a paragraph after a Markdown statblock's first feature, outside every feature's quote)
    # is a statblock's layout, not an ability's: tested in test_stray_paragraphs.py and test_diagnostics.py. SB175 (a
    # sidebar, information) is a page's layout too: tested in test_md_sidebars.py and test_diagnostics.py. SB165 (an
    # immunity or weakness entry with no value) is a statblock's, tested in test_statblock_values.py. SB138 (words
    # kept as text that no other code names, information) is no mistake: the corpus has about a hundred, counted below.
    # SB179 (a line of no kind under a native ability's name, read as flavor) is a native layout slip, as SB136 is:
    # tested in test_diagnostics.py and test_fmt.py. SB180 (a card's header row of slipped labels) is a slip on a page
    # of Markdown cards, which the corpus has none of: tested in test_markdown_card_marks.py. SB181 (an `effects` roll
    # whose tiers differ from the `power_roll:` beside it) is the data-unified YAML layout's, which the corpus has none
    # of: tested in test_yaml_roll_keys.py and test_diagnostics.py. SB182 (surges or a condition given to objects) and
    # SB183 (`unattended` said of a creature) need words the corpus writes nowhere (it targets objects with damage and
    # forced moves only): tested in test_object_targets.py and test_diagnostics.py. SB185 (a pronoun of one creature
    # that nothing before it in the tier names) needs a pronoun as a subject, which the corpus's tier clauses have none
    # of: tested in test_pronoun_referents.py and test_diagnostics.py. SB190 (a fenced block of code inside a Markdown
    # ability), SB191 (a heading of no words over an ability) and SB192 (a near miss of a card's mark) are a page's
    # layout, which the corpus has none of:
    # tested in test_markdown_card_mend.py and test_diagnostics.py. SB193 (a condition said not to hold, `the target is
    # no longer prone (EoT)`) needs words the corpus's tier clauses write nowhere: tested in test_negated_conditions.py
    # and test_diagnostics.py; SB194 (`its` turn said once of two creatures' conditions) likewise: test_pronoun_joined.py.
    checks = {code for code in CODES
              if "SB101" <= code <= "SB199"
              and code not in ("SB105", "SB111", "SB123", "SB134", "SB136", "SB137", "SB138", "SB165", "SB170", "SB171",
                               "SB172", "SB173", "SB174", "SB175", "SB179", "SB180", "SB181", "SB182", "SB183",
                               "SB185", "SB190", "SB191", "SB192", "SB193", "SB194")}
    assert checks <= {m.code for m in MISTAKES.values()}


# ---- the unmodified corpus ------------------------------------------------------------------------

# Every warning `check` raises on published text, by code. Each must be explained in the README's
# "Warnings on published text" section: a warning there is either right about the source or a bug.
PUBLISHED_WARNINGS = {
    "SB141": 6,   # `Area` with `Ranged 10` (Cuirass of the Gods, Return to Oblivion x3) or `Self` (Heavy Landing x2)
    "SB144": 2,   # an area with no Area keyword: Sleep Grenade's `3 cube within 5` (`Ranged, Weapon`), block and copy
    "SB130": 2,   # Ashen Hoarder's grab potency: `A < 3` at tier 2, `A < 2` at tier 3 (the block and its copy)
}


# sidebars: tactics, sample encounters, a dragon's domain, treasures, ...; words of a tier kept as text that no other
# code names (`The rift closes.`, `the target has a Deathcount of 10`, `you can swap places with the target`), each copy
PUBLISHED_INFOS = {"SB175": 15, "SB138": 98}  # (98: Congregation's `two allies ... can each use` is read)


def _readme_section() -> str:
    text = (ROOT / "README.md").read_text("utf-8")
    start = text.index("### Warnings on published text")
    end = text.find("\n## ", start)
    return text[start:end if end != -1 else len(text)]


@ON_THE_CORPUS
def test_published_text_has_no_errors_and_only_the_known_warnings():
    diagnostics = corpus_report().diagnostics
    assert [d.render() for d in diagnostics if d.severity is Severity.ERROR] == []
    # (the monster pages' sidebars, read as the pages' text: said, as information)
    assert collections.Counter(d.code for d in diagnostics if d.severity is Severity.INFO) == PUBLISHED_INFOS
    warnings = collections.Counter(d.code for d in diagnostics if d.severity is Severity.WARNING)
    assert dict(warnings) == PUBLISHED_WARNINGS, "\n".join(
        d.render() for d in diagnostics if d.code not in PUBLISHED_WARNINGS)


def test_every_warning_on_published_text_is_explained_in_the_readme():
    section = _readme_section()
    unexplained = sorted(code for code in PUBLISHED_WARNINGS if code not in section)
    assert unexplained == []
    miscounted = sorted(code for code, count in PUBLISHED_WARNINGS.items()
                        if not re.search(rf"\b{count}\b[^\n]*`{code}`", section))
    assert miscounted == [], "the README should say how many of each warning the corpus raises"
