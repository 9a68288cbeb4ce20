"""A profile's special rules: each written rule looked up in the table (`RuleUse`), and the checks
between the rules of one profile (excludes, replaces, twice, two variants)."""

from __future__ import annotations

import itertools
import re

from ....diagnostics import Diagnostic, Severity, Span
from ....messages import Localized
from ...similarity import closest
from ..catalog import message
from ..model import RuleUse
from ..vocabulary import Rule, find_variant, rule, rules, suggest_rule

__all__ = ["check_rules", "resolve_rule", "split_rules"]

_ERROR, _WARNING = Severity.ERROR, Severity.WARNING


def _variants(base: Rule, written: str) -> Localized:
    """The variants of `base` to write, spelt in the language the rule was `written` in (`Shooter (Long)` for
    `Shooter`, `射手（長）` for `射手`, whatever the language of the message), quoted as the message's language
    quotes."""
    table = rules()
    spelling = "en" if written.isascii() else "ja"
    labels = [table[v].label(spelling) for v in base.variants]
    return Localized({"en": ", ".join(f"`{label}`" for label in labels),
                      "ja": "、".join(f"「{label}」" for label in labels)})


_KATAKANA = re.compile("[\u30a0-\u30ff・]+")


def resolve_rule(name: str, spec: str | None, span: Span, problems: list[Diagnostic]) -> RuleUse:
    """The `RuleUse` of one written rule (`name`, its parenthesised `spec`), diagnosing what is wrong."""
    if spec is not None:
        whole = rule(f"{name} ({spec})")
        if whole is not None and whole.variant_of is not None:
            return RuleUse(whole.id, name, spec, span, whole.points, whole.personality)
    after = _variant_after(name) if spec is None and rule(name) is None else None
    if after is not None:   # `Shooter L`, `Shooter Long Range`, `射手 長` (before the plural: `Shooter s` is no `Shooter`)
        return resolve_rule(*after, span, problems)
    base = rule(name, loose=True)   # (`Long Moves`, `Goodshot`: a rule's plural, its words run together)
    if base is None and spec is None:
        named = _SPEC_IN_WORDS.match(name)   # `Hatred vs Elves`, `Lethal against Undead`, `Shooter: Long`
        if named is not None and (meant := rule(named["rule"])) is not None and meant.needs_spec:
            return resolve_rule(named["rule"], named["spec"], span, problems)
    if base is None:
        split = split_rules(name)
        if split is not None:
            # `Big Tough`: two rules with no comma between them
            joined = _with_spec(span.text, (", " if name.isascii() else "、").join(split), spec)
            problems.append(Diagnostic("SH101", _ERROR, message("rule_split", word=name, guess=joined), span,
                                       suggestion=message("replace", guess=joined)))
            return RuleUse(None, name, spec, span, counted=False)
        guess = suggest_rule(name)
        if guess is None:
            problems.append(Diagnostic("SH101", _ERROR, message("rule_unknown", word=name), span))
        elif spec is not None and (meant := rule(guess)) is not None and meant.variants \
                and find_variant(meant, spec) is None:
            # `射撃（遠）`: the rule meant has no such variant, so `射手（遠）` would be wrong too; its variants are said
            problems.append(Diagnostic("SH101", _ERROR, message("rule_guess_variants", word=name, guess=guess,
                                                                variants=_variants(meant, guess)), span))
        else:
            whole = _with_spec(span.text, guess, spec)  # the span holds the parentheses too
            meant = rule(guess)
            # (a rule of variants costs what the variant written does: `射于（長）` → `射手（長）`, 7 points, not the
            # bare rule's 0; with no variant written, no points are said)
            variant = find_variant(meant, spec) if meant is not None and meant.variants and spec is not None else None
            points = variant.points if variant is not None else None if meant is None or meant.variants \
                else meant.points
            if not guess.isascii() and points is not None:
                # a Japanese guess is close by one character of two (`強打` → `強欲`, Greedy): its other name (the
                # rule's English, in katakana in a Japanese message, none when the rule has no katakana name: no
                # English in it) and its points say whether it is the rule meant (it was the bare word, and the help
                # to write it)
                katakana = next((w for w in meant.ja if w != guess and _KATAKANA.fullmatch(w)), None)
                said = message("rule_guess_meant", word=name, guess=guess,
                               english=Localized({"en": meant.en[0] + ", ", "ja": katakana + "、" if katakana else ""}),
                               points=f"{points:+d}" if points else str(points))
            else:
                said = message("rule_guess", word=name, guess=guess)
            problems.append(Diagnostic("SH101", _ERROR, said, span, suggestion=message("replace", guess=whole)))
        return RuleUse(None, name, spec, span, counted=False)
    if base.variants:
        if not spec:
            problems.append(Diagnostic("SH106", _ERROR, message("rule_needs_variant", rule=name,
                                                                variants=_variants(base, name)), span))
            return RuleUse(base.id, name, spec, span, counted=False)
        variant = find_variant(base, spec)
        if variant is None:
            words = [w for v in base.variants for w in rules()[v].variant_words if len(w) > 1 or not w.isascii()]
            guess = closest(spec.lower(), [w.lower() for w in words])
            shown = next((w for w in words if w.lower() == guess), None)
            if shown is None:
                problems.append(Diagnostic("SH107", _ERROR, message("variant_unknown", rule=name, word=spec,
                                                                    variants=_variants(base, name)), span))
            else:
                fixed = _with_spec(span.text, name, shown)
                problems.append(Diagnostic("SH107", _ERROR, message("variant_guess", rule=name, word=spec,
                                                                    guess=fixed), span,
                                           suggestion=message("replace", guess=fixed)))
            return RuleUse(base.id, name, spec, span, counted=False)
        return RuleUse(variant.id, name, spec, span, variant.points, variant.personality)
    if base.spec == "required" and not spec:
        example = _with_spec(span.text, name, "…")
        problems.append(Diagnostic("SH106", _ERROR, message("rule_needs_spec", rule=name), span,
                                   suggestion=message("spec_example", example=example)))
    elif base.spec is None and spec:   # (`Forester (Elves)`: kept as written, counted as the rule alone, said; before,
        # kept as its specification in silence)
        problems.append(Diagnostic("SH118", _WARNING, message("rule_takes_no_spec", rule=name, spec=spec), span))
    return RuleUse(base.id, name, spec, span, base.points, base.personality)


def _with_spec(written: str, name: str, spec: str | None) -> str:
    """`name` with `spec` in parentheses as the rule was `written` (`Shooter (Long)`, `Shooter(Long)`,
    `射手（長）`); without parentheses written, as its script writes them (`Hatred (…)`, `憎悪（…）`)."""
    if spec is None:
        return name
    found = [at for at in (written.find("("), written.find("（")) if at != -1]
    if not found:
        return f"{name} ({spec})" if name.isascii() else f"{name}（{spec}）"
    at = min(found)
    gap = at
    while gap > 0 and written[gap - 1] in " \t\u3000":
        gap -= 1
    return f"{name}{written[gap:at]}{written[at]}{spec}{')' if written[at] == '(' else '）'}"


_LONGEST = 3   # the most words in one rule's name (`Free Disengage`, `Legendary Archer`: two)


_PIECE = re.compile(r"[^\s・･/／+＋&＆]+")   # a rule's words: between spaces, middle dots (`動物・大型`), slashes or pluses
_JOINING = frozenset(("and",))               # a word joining two rules (`Savage and Heavy Armor`), no rule's
# a rule's specification written in words after it, as players write it: `Hatred vs Elves`, `Lethal vs. Undead`,
# `Hatred against Dwarves`, `Shooter: Long`, `憎悪：エルフ`, `憎悪 対 エルフ` (only for a rule that takes one)
# (each run of blanks is taken whole, `[ \t]*+`: a long run is passed once, so the time stays linear)
_SPEC_IN_WORDS = re.compile(r"(?P<rule>.*?[^\s:：])[ \t]*+(?:(?<=[ \t])(?:vs\.?|versus|against|対)[ \t]|[:：])[ \t]*+"
                            r"(?P<spec>[^\s:：].*)$", re.IGNORECASE)


def _variant_after(name: str) -> tuple[str, str] | None:
    """(the rule, its variant's words) when `name` is a rule that takes a variant, a blank, and words that name one
    of its variants (`Shooter L`, `Shooter S`, `Shooter-L`, `Shooter Long Range`, `射手 長`: the table's closed lists, so one
    reading only), or None. Before, `Shooter L` was SH101 (an unknown rule, `Shooter` suggested)."""
    blanks = re.finditer(r"[ \t\u3000]*-[ \t\u3000]*|[ \t\u3000]+", name)   # (`Shooter-L` too)
    for blank in itertools.islice(blanks, _LONGEST):   # (a rule's name has a few words: a long line stays linear)
        head, tail = name[: blank.start()], name[blank.end():]
        meant = rule(head)
        if tail and meant is not None and meant.variants and find_variant(meant, tail) is not None:
            return head, tail
    return None


def split_rules(name: str) -> list[str] | None:
    """`name` as two or more known rules written with spaces, middle dots or slashes only between them
    (`Big Tough`, `大型 頑健`, `動物・長距離移動`, `Long Move Big`), or None; each rule as written
    (`動物・マジック・ユーザー`: `動物`, `マジック・ユーザー`). Each cut is tried once per word (up to
    `_LONGEST` words a rule; a katakana name cut at its own dots counts each piece): linear."""
    pieces = [(m.start(), m.end()) for m in _PIECE.finditer(name) if m.group().lower() not in _JOINING]
    if len(pieces) < 2:
        return None

    def spelt(start: int, end: int) -> str:
        return name[pieces[start][0]: pieces[end - 1][1]]

    # best[i]: the fewest rules that spell pieces[:i], as (count, previous cut); None where none do
    best: list = [None] * (len(pieces) + 1)
    best[0] = (0, None)
    for end in range(1, len(pieces) + 1):
        for start in range(max(0, end - _LONGEST), end):
            if best[start] is not None and (rule(spelt(start, end)) is not None
                                            or _variant_after(spelt(start, end)) is not None):   # (`Shooter L Forester`)
                if best[end] is None or best[start][0] + 1 < best[end][0]:
                    best[end] = (best[start][0] + 1, start)
    if best[-1] is None or best[-1][0] < 2:
        return None
    parts, end = [], len(pieces)
    while end:
        start = best[end][1]
        parts.append(spelt(start, end))
        end = start
    return parts[::-1]


def check_rules(uses: list[RuleUse], problems: list[Diagnostic]) -> list[RuleUse]:
    """The uses with `counted` set, diagnosing rules that cannot go together on one profile. A later
    rule is diagnosed against an earlier one, so each pair is reported once, at the later rule."""
    table = rules()
    counted = [use.counted for use in uses]  # (an unknown rule or variant is not counted)
    for later, use in enumerate(uses):
        if use.id is None:
            continue
        item = table[use.id]
        for earlier in range(later):
            other = uses[earlier]
            if other.id is None or not counted[earlier]:
                continue
            them = table[other.id]
            if other.id == use.id:
                # the same rule again, with the same specification or another (`Hatred (Elves), Hatred (Dwarves)`):
                # neither seed 003 nor the builder's table says a rule may be taken twice; the warband builder
                # (sbhowc) holds each rule once on a unit, with one specification, so it is counted once
                two = other.spec and use.spec and other.spec.lower() != use.spec.lower()
                said = message("rule_twice_specs", rule=use.name_as_written, first=other.spec, second=use.spec) \
                    if two else message("rule_twice", rule=use.name_as_written)
                problems.append(Diagnostic("SH108", _WARNING, said, use.span,
                                           suggestion=message("drop_rule", other=use.span.text)))
                counted[later] = False
            elif other.id in item.excludes or use.id in them.excludes:
                problems.append(Diagnostic("SH104", _ERROR, message("rule_excludes", rule=use.span.text,
                                                                    other=other.span.text), use.span))
            elif item.variant_of is not None and item.variant_of == them.variant_of \
                    and other.id not in item.replaces and use.id not in them.replaces:
                # (a variant the table says replaces another, `Shooter (Short)`, is SH105 below)
                problems.append(Diagnostic("SH109", _ERROR, message("two_variants", rule=use.span.text,
                                                                    other=other.span.text), use.span))
                counted[later] = False
            elif other.id in item.replaces or use.id in them.replaces:
                replaced = earlier if other.id in item.replaces else later
                kept, dropped = (use, other) if replaced == earlier else (other, use)
                problems.append(Diagnostic("SH105", _WARNING, message("rule_replaces", rule=kept.span.text,
                                                                      other=dropped.span.text), use.span,
                                           suggestion=message("drop_rule", other=dropped.span.text)))
                counted[replaced] = False
            if not counted[later]:
                break
    return [use if counted[i] else _uncounted(use) for i, use in enumerate(uses)]


def _uncounted(use: RuleUse) -> RuleUse:
    return RuleUse(use.id, use.name_as_written, use.spec, use.span, use.points, use.personality, counted=False)
