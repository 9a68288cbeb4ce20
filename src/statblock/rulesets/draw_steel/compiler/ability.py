"""Lowering the parts of an ability around its clauses: header, rolls, sections."""

from __future__ import annotations

import re
import unicodedata

import attrs

from .. import ast
from ....diagnostics import Diagnostic, Severity, Span
from ..grammar.to_ast import MAX_DIGITS
from ..runtime.compiled import CompiledAbility, CompiledRoll, CompiledSection, CompiledTier
from ....messages import msg
from ....vocabulary import fold
from ...similarity import edit_distance, is_japanese
from .distances import distance as _distance
from ..frontends.name_line import icon_before_name
from .lower import Lowerer
from .section_rules import section_rules
from .number_slips import target_slips
from .pronouns import name_pronouns
from ..creature_phrases import pronoun
from ..vocabulary import action_note, per_instance

__all__ = ["lower_whole"]

_DIGIT = re.compile(r"\d")


#: `or 2 ` after a section's amount (`Spend 1 or 2 Ferocity`), `または2` in Japanese
_OTHER_AMOUNT = re.compile(r"(?:or\s+|または\s*)([0-9０-９]{1,9})\s*")
#: `-5 ` after a section's amount (`Spend 1-5 Ferocity`, `1–5`, `1～5`): the most of a range
_UPPER_AMOUNT = re.compile(r"\s*[-–—~〜～]\s*([0-9０-９]{1,9})\s*")
# inline Markdown a cost written as a link keeps in its span (`3 [Malice`, `**2**`)
_LINK_MARKS = re.compile(r"\]\([^)]*\)|[\[\]*_]")


def _section_amount(label: str) -> tuple[str, str, str | None, str, int] | None:
    """kind, amount, plus, rest and where rest starts, of `Spend 2+ Piety`: the groups of
    `^(?P<kind>[^\\d+]*?)\\s*(?P<amount>\\d+)(?P<plus>\\+)?\\s*(?P<rest>.*)$`, found in linear time
    (the regular expression takes the square of the length of a run of spaces)."""
    digit = _DIGIT.search(label)
    if digit is None or "+" in label[: digit.start()] or "＋" in label[: digit.start()]:
        return None
    end = digit.start()
    while end < len(label) and label[end].isdecimal():  # what `\d` matches
        end += 1
    plus = "+" if label[end : end + 1] in ("+", "＋") else None  # (`消費１＋洞察`, as Japanese is typed)
    after = end + (plus is not None)
    rest_start = len(label) - len(label[after:].lstrip())  # what `\s` matches, line breaks too
    rest = label[rest_start:]
    rest = rest[:-1] if rest.endswith("\n") else rest  # `$` also matches before a last line break
    if "\n" in rest:  # `.` matches no line break
        return None
    return label[: digit.start()].rstrip(), label[digit.start() : end], plus, rest, rest_start


def _joined_keywords(rules, written: str) -> list[str]:
    """The keywords a word that is none writes as one (`Ranged. Strike`, `Magic;Ranged`, `Melee/Weapon`), each
    as written, or none; blanks too, the ideographic space a Japanese author types between words (`魔法　遠距離`,
    `Magic Ranged`: was one unknown keyword, neither read), when every part is a keyword."""
    if rules.keywords.lookup(written) is not None:
        return []
    parts = [part.strip() for part in re.split(r"[.;/・、\s]", written)]
    parts = [part for part in parts if part]
    if len(parts) < 2 or any(rules.keywords.lookup(part) is None for part in parts):
        return []
    return parts


# a list item's marker left before a keyword (`- Area`: a YAML list item whose text kept its Markdown bullet,
# the data-md-dse siege engines' slip): `-`, `*`, `+`, `•`, `・` and a blank
_MARKER = re.compile(r"[-*+•・–—]\s+")


def _marked_keyword(rules, written: str) -> str | None:
    """The keyword a word writes after a list marker (`- Area`), as written, or None."""
    marker = _MARKER.match(written)
    if marker is None or rules.keywords.lookup(written) is not None:
        return None
    rest = written[marker.end():].strip()
    return rest if rest and rules.keywords.lookup(rest) is not None else None


def lower_whole(ability: ast.Ability, lowerer: Lowerer) -> tuple[CompiledAbility, list[Diagnostic]]:
    rules = lowerer.rules
    lowerer.ability_name = ability.name

    keywords, keyword_labels = [], []
    for word in ability.keywords:
        keyword_labels.append(word.text)
        known = rules.keywords.lookup(word.text)
        if known is not None:  # (what the three steps below give a known keyword, in one lookup)
            keywords.append(known.id)
            continue
        joined = _joined_keywords(rules, word.text)
        if joined:
            # `Ranged. Strike` (a slip of the source): the keywords it names, and a warning to separate them
            guess = ("、" if is_japanese(word.text) else ", ").join(joined)   # (`魔法、遠距離`, as the author writes)
            lowerer.report("SB103", Severity.WARNING, msg("word.joined", word=word.text, parts=guess,
                                                          what=msg("what.keywords")),
                           word.span, msg("word.replace", word=word.text, guess=guess))
            keywords.extend(rules.keywords.lookup(part).id for part in joined)
            continue
        marked = _marked_keyword(rules, word.text)
        if marked is not None:
            # `- Area` (a list marker kept in the text): the keyword, and a warning to drop the marker
            lowerer.report("SB103", Severity.WARNING, msg("word.marked", word=word.text, guess=marked,
                                                          what=msg("what.keywords")),
                           word.span, msg("word.replace", word=word.text, guess=marked))
            keywords.append(rules.keywords.lookup(marked).id)
            continue
        keywords.append(lowerer.vocabulary(rules.keywords, word, "SB103") or word.text)

    action = None
    dashes = rules.phrases.terms["nothing"]
    if ability.action is not None and ability.action.text.strip() not in (*dashes.en, *dashes.ja):
        action = _action(lowerer, ability.action)

    cost_resource = None
    if ability.cost is not None:
        cost_resource = lowerer.vocabulary(rules.heroic_resources, ability.cost.resource, "SB107",
                                           unknown_help=msg("resource.declare", word=ability.cost.resource.text)) \
            or ability.cost.resource.text

    target_slips(ability.target, lowerer)  # (`1O体のクリーチャー`: SB176)
    power_roll = _roll(lowerer, ability.power_roll) if ability.power_roll else None
    sections = tuple(_section(lowerer, s, ability.sections) for s in ability.sections)
    sections = tuple(attrs.evolve(c, list_item=True) if s.list_item else c for c, s in zip(sections, ability.sections))
    line, column = ability.name_span.source.position(ability.name_span.start) if ability.name_span else (1, 1)
    compiled = CompiledAbility(
        name=ability.name,
        path=ability.span.path if ability.span else "",
        line=line,
        column=column,
        cost_amount=ability.cost.amount if ability.cost else None,
        cost_resource=cost_resource,
        cost_open_ended=ability.cost.open_ended if ability.cost else False,
        signature=ability.signature,
        tag=ability.tag,
        flavor=ability.flavor,
        plain_flavor=ability.plain_flavor,
        keywords=tuple(keywords),
        keyword_labels=tuple(keyword_labels),
        action=action,
        action_label=ability.action.text if ability.action else None,
        distance=_distance(ability.distance, rules, lowerer) if ability.distance else None,
        target=ability.target.text if ability.target else None,
        trigger=ability.trigger.text if ability.trigger else None,
        power_roll=power_roll,
        sections=sections,
        metadata=ability.metadata,
        fmt=ability.fmt,
        trigger_roll=_test_roll(lowerer, ability.trigger) if ability.trigger and ability.trigger.roll else None,
        cost_label=_cost_label(ability.cost),
        cost_upper_amount=ability.cost.upper_amount if ability.cost else None,
        icon=icon_before_name(ability.name, ability.name_span),
        signature_label=(("シグネチャー" if ability.name_span is not None and "シグネチャー" in ability.name_span.text
                          else "Signature") if ability.signature else None),
    )
    return compiled, lowerer.diagnostics


def _cost_label(cost: ast.Cost | None) -> str | None:
    """The cost as written (`5 Wrath`, `3 信心`): the JSON keeps it beside the resource's id."""
    if cost is None:
        return None
    if cost.span is not None:
        # the file's text, less the Markdown a link leaves inside it: `(3 [Malice](…/malice))` is `3 Malice`
        return _LINK_MARKS.sub("", cost.span.text)
    upper = f"-{cost.upper_amount}" if cost.upper_amount is not None else ""
    return f"{cost.amount}{upper}{'+' if cost.open_ended else ''} {cost.resource.text}"


def _action(lowerer: Lowerer, word: ast.Word) -> str | None:
    numbered = _numbered(word.text)
    if numbered:
        term = lowerer.rules.action_types.lookup(numbered[0])
        if term is not None and term.extra.get("numbered"):
            digits = numbered[1]  # `ヴィラン・アクション ２` (full width) is villain_action_2
            return f"{term.id}_{int(digits) if len(digits) <= MAX_DIGITS else digits}"
    noted = action_note(word.text, lowerer.rules)
    if noted is not None:  # `Main action (Adjacent creature)`: the note is kept in the label
        return noted[0].id
    return lowerer.vocabulary(lowerer.rules.action_types, word, "SB106")


def _numbered(text: str) -> tuple[str, str] | None:
    """(`Villain Action`, `1`) from `Villain Action 1`: the groups of `^(.*?)\\s*(\\d+)$`, found in
    linear time (the regular expression takes the square of the length of a long run of spaces or
    digits that does not end the text)."""
    body = text[:-1] if text.endswith("\n") else text  # `$` also matches before a last line break
    start = len(body)
    while start and body[start - 1].isdecimal():  # what `\d` matches
        start -= 1
    if start == len(body):
        return None
    name = body[:start].rstrip()  # what `\s` matches
    return None if "\n" in name else (name, body[start:])  # `.` matches no line break


_JA_OR_INSIDE = re.compile(r"または|、")


def _split_japanese(word: ast.Word) -> list[ast.Word]:
    """`筋力または敏捷力`, written without spaces, is one word to the grammar: two characteristics."""
    if word.span is None or not _JA_OR_INSIDE.search(word.text):
        return [word]
    out, start = [], 0
    for match in [*_JA_OR_INSIDE.finditer(word.text), None]:
        end = match.start() if match else len(word.text)
        if end > start:
            out.append(ast.Word(word.text[start:end], Span(word.span.source, word.span.start + start,
                                                           word.span.start + end)))
        start = match.end() if match else end
    return out


def _roll(lowerer: Lowerer, roll: ast.PowerRoll) -> CompiledRoll:
    chars = []
    for word in (part for written in roll.characteristics for part in _split_japanese(written)):
        term = lowerer.rules.characteristics.lookup(word.text)
        highest = lowerer.rules.phrases.lookup(word.text)
        if term is None and ("characteristic" in word.text.lower()
                             or (highest is not None and highest.id == "highest_characteristic")):
            chars.append("highest")  # `Power Roll + highest characteristic`
            continue
        chars.append(lowerer.vocabulary(lowerer.rules.characteristics, word, "SB104", Severity.ERROR)
                     or word.text)
    tiers = []
    for tier in roll.tiers:
        per_clause = tuple(lowerer.clause_part(part) for part in tier.clauses)
        per_clause = name_pronouns(per_clause, lowerer.rules,
                                   lambda at, said, clauses=tier.clauses: _unknown_pronoun(lowerer, clauses[at], said),
                                   tuple(part.text for part in tier.clauses))
        effects = tuple(e for group in per_clause for e in group)
        tiers.append(CompiledTier(tier.number, tier.label.text.strip(" \t-*•・･●■✦★✸◆◇:："), effects, per_clause,
                                  tier.text))
    line, column = roll.span.source.position(roll.span.start) if roll.span is not None else (0, 0)
    return CompiledRoll(roll.label, tuple(chars), roll.bonus, tuple(tiers), roll.kind, line, column)


def _unknown_pronoun(lowerer: Lowerer, part: ast.ClausePart, said: str) -> None:
    """SB185 at the pronoun `said` in `part` whom nothing before it in the tier names (`compiler/pronouns.py`)."""
    text = part.text
    term = pronoun(lowerer.rules, said)
    # (the pronoun first written in the clause, in any of its forms: `its` of `its speed is 0`, `その` of `その速度は`)
    forms = {said, *(term.en + term.ja if term is not None else ()),
             *(term.extra.get(key) or "" for key in ("possessive", "possessive_ja") if term is not None)} - {""}
    found = re.search("(?<![A-Za-z])(?:" + "|".join(re.escape(form) for form in sorted(forms, key=len, reverse=True))
                      + ")(?![A-Za-z])", text, re.IGNORECASE)
    start, end = (found.start(), found.end()) if found is not None else (0, len(text))
    written = text[start:end] if found is not None else said
    lowerer.report("SB185", Severity.WARNING, msg("pronoun.unknown", pronoun=written), part.fragment.span(start, end),
                   msg("pronoun.unknown_fix"))


def _tested(text: str, rules) -> tuple[str, ...]:
    """The characteristics a section's text names for a test (`each target makes a Might test`,
    `筋力テスト`), as the ruleset's ids, or nothing. Of several tests named, the last one: the tiers
    follow the text, and an earlier test is one the text says comes first (`succeed on a hard
    Intuition test as a main action. Once a spirit is trapped, you make a Presence test:`); with the
    tests it is offered beside (`either a Might test or an Agility test`, `a Reason test or
    Intuition test`), each of which the tiers are."""
    named = []  # (start, end, the characteristic's id) of each test the text names
    for term_id, patterns in _test_patterns(rules.characteristics):
        named += [(m.start(), m.end(), term_id) for pattern in patterns for m in pattern.finditer(text)]
    if not named:
        return ()
    named.sort()
    chosen = [named[-1]]
    for before in reversed(named[:-1]):
        if not _OFFERED_BESIDE.fullmatch(text[before[1]:chosen[0][0]]):
            break
        chosen.insert(0, before)
    return tuple(dict.fromkeys(c[2] for c in chosen))


@per_instance
def _test_patterns(characteristics) -> list[tuple[str, list[re.Pattern]]]:
    """Each characteristic's id and the patterns of a test naming it (`Might test`, `筋力テスト`), made once for a
    vocabulary's characteristics (`_tested` made them again at every test)."""
    return [(term.id, [re.compile(rf"\b{re.escape(spelling)}\s+test\b", re.IGNORECASE) for spelling in term.en]
             + [re.compile(rf"{re.escape(spelling)}\s*(?:の)?(?:テスト|判定)") for spelling in term.ja])
            for term in characteristics.terms.values()]


# what stands between two tests offered as a choice: `or an`, `, a`, `** or an **`, `または`, `か`. Each run of
# marks is taken whole (possessive; what may follow one never begins with a mark): three adjacent `[\s*_,]*`
# split a run of blanks every way before failing, cubic (2,000 blanks between two tests: 6 s)
_OFFERED_BESIDE = re.compile(r"[\s*_,]*+(?:(?:or|either)\b|または|か|、)?[\s*_,]*+(?:an?\b)?[\s*_]*+", re.IGNORECASE)


def _test_roll(lowerer: Lowerer, section: ast.Section) -> CompiledRoll:
    """A section's roll; a test names its characteristic in the section's text."""
    roll = _roll(lowerer, section.roll)
    if roll.kind == "test" and not roll.characteristics:
        roll = attrs.evolve(roll, characteristics=_tested(section.text, lowerer.rules))
    return roll


def _section(lowerer: Lowerer, section: ast.Section, siblings: tuple = ()) -> CompiledSection:
    rules = lowerer.rules
    roll = _test_roll(lowerer, section) if section.roll else None
    label = section.label
    if not label:
        return CompiledSection("", "text" if roll is None else "test", section.text, roll=roll)
    if label == "Power Roll":
        return CompiledSection(label, "power_roll", section.text, roll=roll)
    term = rules.sections.lookup(label)
    if term is not None:
        stated = section_rules(section.text, rules) if term.id == "effect" and roll is None else ()
        return CompiledSection(label, term.id, section.text, roll=roll, effects=stated)
    match = _section_amount(label)
    if match is None:
        _misspelt_label(lowerer, section, siblings)
        return CompiledSection(label, "other", section.text, roll=roll)
    kind_word, amount, plus, rest, rest_start = match
    other = _OTHER_AMOUNT.match(rest)
    other_amount = None
    if other is not None and other.end() < len(rest) and not plus:
        # `Spend 1 or 2 Ferocity`: either amount; the first is the section's `amount`
        other_amount = int(unicodedata.normalize("NFKC", other.group(1)))
        rest, rest_start = rest[other.end():], rest_start + other.end()
    upper = _UPPER_AMOUNT.match(rest)
    upper_amount = None
    if upper is not None and upper.end() < len(rest) and not plus and other_amount is None:
        # `Spend 1-5 Ferocity`: any amount from the first to this one; the first is the section's `amount`
        upper_amount = int(unicodedata.normalize("NFKC", upper.group(1)))
        rest, rest_start = rest[upper.end():], rest_start + upper.end()
    term = rules.sections.lookup(kind_word) if kind_word else None
    resource_first = _resource_first(kind_word, rest, rules) if term is None else None
    if resource_first is not None:  # `猛威を2消費する`: the resource is written first
        term, rest, rest_start = resource_first
    verb_last = _verb_last(kind_word, rest, rules) if term is None else None
    if verb_last is not None:  # `2猛威を消費`: the amount and the resource, then the verb
        term, rest = verb_last
    if len(amount) > MAX_DIGITS:  # not read as a number (see `to_ast.MAX_DIGITS`): the label stays text
        return CompiledSection(label, "other", section.text, roll=roll)
    if term is not None and amount is not None:
        resource = None
        if term.extra.get("resource") and rest:
            resource = rules.heroic_resources.lookup(rest)
            if resource is None and section.label_span is not None:
                guess = rules.heroic_resources.suggest(rest)
                span = section.label_span
                at = span.start + rest_start
                what = msg("what.heroic_resources")
                message = (msg("word.did_you_mean", what=what, word=rest, guess=guess) if guess
                           else msg("resource.unknown", word=rest))
                lowerer.report("SB107", Severity.ERROR if guess else Severity.WARNING, message,
                               Span(span.source, at, at + len(rest)),
                               msg("word.replace", word=rest, guess=guess) if guess else msg("resource.declare", word=rest))
        return CompiledSection(label, term.id, section.text, int(amount),
                                  resource.id if resource else (rest or None), bool(plus), roll, other_amount,
                                  upper_amount)
    if not kind_word and amount is not None and rest:
        # `2 Malice:`, `1+ Malice:` on monster abilities: spend without the word
        resource = rules.heroic_resources.lookup(rest)
        if resource is not None:
            return CompiledSection(label, "spend", section.text, int(amount), resource.id, bool(plus), roll,
                                      other_amount, upper_amount)
    if kind_word and amount is not None and not rest:
        # `悪意 2:`, `Malice 2:`: the resource, then the amount, as a cost may be written (`(悪意 3)`) (was: a section
        # of its own named so, with no diagnostic)
        resource = rules.heroic_resources.lookup(kind_word)
        if resource is not None:
            return CompiledSection(label, "spend", section.text, int(amount), resource.id, bool(plus), roll,
                                      other_amount, upper_amount)
    return CompiledSection(label, "other", section.text, roll=roll)


def _resource_first(kind_word: str, rest: str, rules) -> tuple | None:
    """The section term, the resource and where it starts, of a label in the seed's Japanese order
    `[英雄リソース]を X 消費する` (`猛威を2消費する`): the object marked by を, then the verb."""
    if not kind_word.endswith("を") or not rest:
        return None
    term = rules.sections.lookup(rest)
    if term is None or not term.extra.get("resource"):
        return None
    return term, kind_word[:-1].rstrip(), 0


def _verb_last(kind_word: str, rest: str, rules) -> tuple | None:
    """The section term and the resource of a label in the order `X [英雄リソース]を消費` (`2猛威を消費`,
    `2 猛威を消費する`): the amount, the object marked by を, then the verb."""
    if kind_word:
        return None
    resource, particle, verb = rest.rpartition("を")
    if not particle or not resource.strip():
        return None
    term = rules.sections.lookup(verb.strip())
    if term is None or not term.extra.get("resource"):
        return None
    return term, resource.rstrip()


def _misspelt_label(lowerer: Lowerer, section: ast.Section, siblings: tuple = ()) -> None:
    """`Efect:`: a label close to a known one is most likely that one misspelt. It is reported and
    stays a section of its own (nothing is read from a guess)."""
    if section.label_span is None:
        return
    short = len(section.label) < 4
    if short and not is_japanese(section.label):
        return  # (`Hit:`, `Cost:`: a short English word one letter from a label is a word of its own)
    guess = lowerer.rules.sections.suggest(section.label, cutoff=0.8)
    key = "section.did_you_mean"
    if guess is None and not short and lowerer.rules.fields.lookup(section.label) is None:
        # `Keywrods:`, `Distnace:`, `Taget:`: a header field's label misspelt (was: a section, the keywords, the
        # distance or the target it gives lost, with no word said)
        guess = lowerer.rules.fields.suggest(section.label, cutoff=0.8)
        if guess is not None and not _one_slip(section.label, guess):
            guess = None  # (`Stance:`, `Reaction:`: words of their own, two letters from `Distance`, `Action`)
        key = "section.did_you_mean_field"
    if guess is None or (short and not _one_character_off(section.label, guess, siblings, lowerer.rules.sections)):
        return
    span = section.label_span
    lowerer.report("SB125", Severity.WARNING, msg(key, word=section.label, guess=guess),
                   Span(span.source, span.start, span.start + len(section.label)),
                   msg("word.replace", word=section.label, guess=guess))


def _one_slip(label: str, guess: str) -> bool:
    """Whether `label` is `guess` with one slip of the hand: a letter added, left out or replaced (`Taget`, `Types`,
    `キーワド`), or two side by side swapped (`Keywrods`, `Distnace`)."""
    a, b = label.casefold(), guess.casefold()
    if edit_distance(a, b, 1) <= 1:
        return True
    if len(a) != len(b):
        return False
    off = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    return len(off) == 2 and off[1] == off[0] + 1 and a[off[0]] == b[off[1]] and a[off[1]] == b[off[0]]


def _one_character_off(label: str, guess: str, siblings: tuple, sections) -> bool:
    """`効架` for `効果`: a Japanese label is two or three characters, too short for a ratio, and its
    usual slip is one character converted wrong (another kanji the input method offered for the same
    sound) or one kana mistyped. Two-kanji words sharing a kanji are common words of their own (`結果`,
    `特性`), so the ability must also have no section of the guessed kind already: one with its `効果:`
    that writes `結果:` means a result."""
    written, known = fold(label), fold(guess)
    if len(written) != len(known):
        return False
    changed = [(a, b) for a, b in zip(written, known) if a != b]
    if len(changed) != 1 or _script(changed[0][0]) != _script(changed[0][1]):
        return False  # (`効く` for `効果`: a kana where a kanji stands is a word going on, not a slip)
    term = sections.lookup(guess)
    return not any(sections.lookup(sibling.label) == term for sibling in siblings if sibling.label)


def _script(character: str) -> str:
    """`kana` or `kanji` (or `other`), for `_one_character_off`."""
    if "\u3040" <= character <= "\u30ff":
        return "kana"
    return "kanji" if unicodedata.category(character) == "Lo" else "other"
