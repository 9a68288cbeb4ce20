"""Checks that need the rules and the whole ability: the mistakes of hand transcription.

Tiers should get better from ≤11 to 17+ (damage, forced movement and potency
never go down), keywords should agree with the distance, a cost should be
paid in the class's own resource, a triggered action needs a trigger, and
the damage should add a characteristic the power roll uses.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .. import ast
from ....diagnostics import Diagnostic, Severity, Span
from ....vocabulary import Vocabulary
from ....messages import LANGS, Listing, Localized, labelled, msg
from ..runtime import effects as fx
from ..runtime.compiled import CompiledAbility, CompiledRoll, CompiledTier
from .lower import unbalanced
from .objects import names_objects, objects_given, unattended_creature
from .others import others_named
from ..vocabulary import resource_classes
from ...similarity import is_japanese

if TYPE_CHECKING:
    from fractions import Fraction

__all__ = ["check_consistency"]

_AREA_KINDS = {"burst", "cube", "line", "wall", "aura"}


_STRENGTH_ORDER = {"weak": 0, "average": 1, "strong": 2}


def _label(term) -> Localized:
    return labelled(term)


def check_consistency(tree: ast.Ability, compiled: CompiledAbility, rules: Vocabulary) -> list[Diagnostic]:
    out: list[Diagnostic] = []

    def report(code: str, severity: Severity, message, span: Span | None, suggestion=None):
        out.append(Diagnostic(code, severity, message, span or tree.name_span, tree.name, suggestion))

    for roll_tree, roll in zip(tree.all_rolls(), compiled.all_rolls()):
        if roll.kind == "test":
            continue  # a test the targets make: tier 1 is their worst outcome, so effects go *down*
        _tiers_improve(roll_tree, roll, rules, report)
        _damage_uses_roll_characteristic(roll_tree, roll, rules, report)
    _keywords_match_distance(tree, compiled, rules, report)
    _target_in_an_area(tree, compiled, rules, report)
    _cost_matches_class(tree, compiled, rules, report)
    _signature_costs_nothing(tree, compiled, rules, report)
    _trigger_matches_action(tree, compiled, rules, report)
    _name_parenthesis_closed(tree, report)
    objects_given(tree, compiled, rules, report)
    unattended_creature(tree, compiled, rules, report)
    return out


_PAIRED = {"(": ")", "（": "）", ")": "(", "）": "（"}


def _name_parenthesis_closed(tree: ast.Ability, report) -> None:
    """SB112: a name whose parenthesis is left open (`眠りの霧 (3 悪意`, `Sleep Fog (3 Malice`): what it holds is
    no cost, no tag and no `Signature` but part of the name (was: no diagnostic, the cost silently lost)."""
    at = unbalanced(tree.name)
    if at is None:
        return
    written = tree.name[at]
    span = tree.name_span
    if span is not None:
        # (the name as written on its own line: searched to the end of the file, it was found in another ability's
        # text when markup made the name's line differ from it, `### Sleep **Fog** (3 Malice`)
        text = span.source.text
        line_end = text.find("\n", span.end)
        found = text.find(tree.name, span.start, len(text) if line_end < 0 else line_end)
        if found >= 0 and text[found + at] == written:
            span = Span(span.source, found + at, found + at + 1)
    report("SB112", Severity.WARNING,
           msg("paren.name_unclosed" if written in "(（" else "paren.name_unopened", paren=_PAIRED[written]), span)


# ---- tiers get better --------------------------------------------------------------------


def _top_level(effects, kind):
    return [e for e in effects if isinstance(e, kind)]


def _damage_of(damage: list[fx.Damage]) -> tuple[int | Fraction, str | Localized]:
    """A tier's damage to compare (`_compared`), and as the message says it: its amounts, with dice counted at
    their mean (`2d6 + 6` is 13: it never makes a tier worse than `9`)."""
    total = sum(d.amount for d in damage)
    dice = [d.dice for d in damage if d.dice]
    if not dice:  # (most tiers: whole numbers, no `Fraction` to make)
        return total, str(total)
    # (here only: the roller's module, and `random` and `fractions` with it, cost every run ~11 M instructions)
    from fractions import Fraction

    from ..runtime.dice import mean_dice

    total = Fraction(total)
    for written in dice:
        try:
            total += mean_dice(written)
        except ValueError:  # (dice the notation reads but the roller does not: compared without them)
            pass
    written = f"{' + '.join(dice)} + {sum(d.amount for d in damage)}"
    return total, Localized({"en": f"{written}, {float(total):g} on average", "ja": f"{written}、平均 {float(total):g}"})


def _movement(rules: Vocabulary, movement: str) -> Localized:
    """A forced movement's name in each message language (`push`, `プッシュ`; was `push` in Japanese too)."""
    term = rules.forced_moves.terms.get(movement)
    return Localized({lang: term.label(lang) if term is not None else movement for lang in LANGS})


def _tiers_improve(roll_tree: ast.PowerRoll, roll: CompiledRoll, rules: Vocabulary, report) -> None:
    tiers = [(t, tree) for t, tree in zip(roll.tiers, roll_tree.tiers) if t.number in (1, 2, 3)]
    if len(tiers) < 2:
        return
    tiers.sort(key=lambda pair: pair[0].number)
    # each tier's top-level effects of each kind compared, found once (a tier between two is compared twice)
    kinds = [_compared(tier.effects, rules) for tier, _ in tiers]
    if not any(damage for damage, _, _ in kinds):
        # no tier damages the targets but objects (`each object takes 20 damage`, an ability that targets objects):
        # the tiers are measured by their damage to objects (c9374d43 left it out everywhere, and SB131 went quiet
        # of `20`, `10`, `30`)
        kinds = [(_object_damage(tier.effects, rules), moves, gates) for (tier, _), (_, moves, gates) in zip(tiers, kinds)]
    measured = [_damage_of(damage) for damage, _, _ in kinds]
    for at, ((lower, _), (higher, higher_tree)) in enumerate(zip(tiers, tiers[1:])):
        (_, lower_moves, lower_gates), (higher_damage, higher_moves, higher_gates) = kinds[at], kinds[at + 1]
        low_damage, low_said = measured[at]
        high_damage, high_said = measured[at + 1]
        if higher_damage and high_damage < low_damage:
            report("SB131", Severity.WARNING,
                   msg("tiers.damage_down", higher=higher.number, high=high_said, lower=lower.number,
                       low=low_said), _clause_span(higher_tree, fx.Damage, higher))
        low_moves = {(m.movement, m.vertical): m.distance for m in lower_moves}
        for move in higher_moves:
            before = low_moves.get((move.movement, move.vertical))
            if before is not None and move.distance < before:
                report("SB132", Severity.WARNING,
                       msg("tiers.move_down", higher=higher.number, movement=_movement(rules, move.movement),
                           distance=move.distance,
                           lower=lower.number, before=before), _clause_span(higher_tree, fx.ForcedMove, higher))
        for gate in higher_gates:
            for before in _matching_gates(gate, lower_gates):
                said = _weaker(gate, before, rules)
                if said is not None:
                    report("SB130", Severity.WARNING,
                           msg("tiers.potency_down", lower=lower.number, before=said[1], higher=higher.number,
                               after=said[0]), _clause_span(higher_tree, fx.PotencyGate, higher))
                    break


def _compared(effects, rules: Vocabulary) -> tuple[list[fx.Damage], list[fx.ForcedMove], list[fx.PotencyGate]]:
    """A tier's damage to the targets, forced movements and potency gates, at its top level, in one pass over its
    effects. Damage to the targets or some of them (`an enemy takes 6 damage`); not damage said of others (`each enemy
    within 2 squares of the target takes 3 damage`: other creatures, `others.py`), nor damage said of objects, narrowed
    or not (`each object takes 20 damage`, `one object takes 5 damage`: objects, not the creatures the tier is measured
    on; it was counted into the tier's damage and SB131 said the next tier deals less), which is no measure of the
    tier against the target."""
    damage, moves, gates = [], [], []
    for effect in effects:
        if isinstance(effect, fx.Damage):
            if effect.subject is None or not (others_named(rules, effect.subject)
                                              or names_objects(rules, effect.subject)):
                damage.append(effect)
        elif isinstance(effect, fx.ForcedMove):
            moves.append(effect)
        elif isinstance(effect, fx.PotencyGate):
            gates.append(effect)
    return damage, moves, gates


def _object_damage(effects, rules: Vocabulary) -> list[fx.Damage]:
    """A tier's top-level damage said of objects (`each object takes 20 damage`, `各物体は 20 ダメージを受ける`)."""
    return [effect for effect in effects if isinstance(effect, fx.Damage) and effect.subject is not None
            and names_objects(rules, effect.subject) and not others_named(rules, effect.subject)]


def _strength(rules: Vocabulary, strength: str) -> Localized:
    """A potency strength as a message says it: `STRONG`, as English tiers write it; `強`, as the seeds' prose does."""
    term = rules.potency_strengths.terms.get(strength)
    return Localized({"en": strength.upper(), "ja": term.label("ja") if term is not None else strength})


def _matching_gates(gate: fx.PotencyGate, gates: list[fx.PotencyGate]) -> list[fx.PotencyGate]:
    """The gates of the tier below that `gate` is compared with: on the same characteristic, and for the
    same condition where both name one (`A < 2 slowed`, then `A < 1 restrained`, is a lower potency for a
    harsher condition, a design; of two gates on one characteristic, the one for the same condition)."""
    gated = _conditions_of(gate)
    return [before for before in gates if before.characteristic == gate.characteristic
            and not (gated and _conditions_of(before) and not gated & _conditions_of(before))]


def _weaker(gate: fx.PotencyGate, before: fx.PotencyGate, rules: Vocabulary) -> tuple | None:
    """(gate's, before's) as the message says them when `gate` is weaker than `before`, else None: a
    strength in each message language (`STRONG`, `強`)."""
    if gate.strength in _STRENGTH_ORDER and before.strength in _STRENGTH_ORDER:
        if _STRENGTH_ORDER[gate.strength] < _STRENGTH_ORDER[before.strength]:
            return _strength(rules, gate.strength), _strength(rules, before.strength)
    elif gate.value is not None and before.value is not None and gate.value < before.value:
        return str(gate.value), str(before.value)
    return None


def _conditions_of(gate: fx.PotencyGate) -> frozenset[str]:
    """The conditions a potency gates (`prone`, `slowed`)."""
    return frozenset(e.condition for e in gate.effects if isinstance(e, fx.ApplyCondition))


def _clause_span(tier_tree: ast.Tier, kind, tier: CompiledTier) -> Span | None:
    """The span of the first clause of `tier` that produced an effect of `kind`."""
    for part, effects in zip(tier_tree.clauses, tier.clauses):
        if any(isinstance(e, kind) for e in effects):
            return part.span
    return tier_tree.label.span


def _names(rules: Vocabulary, characteristics, conjunction: str | None = None) -> Listing:
    """Characteristic ids as their names in each language (`Might`, `筋力`)."""
    terms = rules.characteristics.terms
    return Listing(tuple(labelled(terms[c]) for c in characteristics),
                   conjunction=conjunction)


def _damage_uses_roll_characteristic(roll_tree: ast.PowerRoll, roll: CompiledRoll, rules: Vocabulary,
                                     report) -> None:
    if not roll.characteristics and roll.bonus is None and not roll_tree.label.strip():
        _roll_header_missing(roll_tree, roll, rules, report)
        return
    if not roll.characteristics or "highest" in roll.characteristics:
        return  # a monster's flat bonus, or any characteristic allowed
    if any(c not in rules.characteristics.terms for c in roll.characteristics):
        return  # a misspelt characteristic in the header has its own SB104; no cascade from it
    allowed = set(roll.characteristics)
    for tier, tier_tree in zip(roll.tiers, roll_tree.tiers):
        for part, effects in zip(tier_tree.clauses, tier.clauses):
            for damage in _top_level(effects, fx.Damage):
                known = rules.characteristics.terms  # an unknown letter already has its own SB104
                extra = [c for c in damage.characteristics if c not in allowed and c in known]
                if extra and not set(damage.characteristics) & allowed:
                    report("SB160", Severity.WARNING,
                           msg("damage.characteristic", extra=_names(rules, extra),
                               roll=_names(rules, roll.characteristics, "or")),
                           part.span)


def _roll_header_missing(roll_tree: ast.PowerRoll, roll: CompiledRoll, rules: Vocabulary, report) -> None:
    """SB161: tier lines with no `Power Roll + …:` line above them whose damage adds a characteristic (`3 + M
    damage`): the header was left out, and the roll adds nothing to 2d10 (`roll` and the cards had it so, with no
    word). Published tiers with no header (a treasure's tiers added to a free strike's, a trap's strike) add none."""
    added: list[str] = []
    for tier in roll.tiers:
        for effects in tier.clauses:
            for damage in _top_level(effects, fx.Damage):
                added.extend(c for c in damage.characteristics if c in rules.characteristics.terms and c not in added)
    if added:
        first = roll_tree.tiers[0] if roll_tree.tiers else None
        lang = _language(first.text) if first is not None else "en"  # the header to write, in the tiers' language
        header = "パワーロール + {}:" if lang == "ja" else "Power Roll + {}:"
        report("SB161", Severity.WARNING,
               msg("roll.header_missing", added=_names(rules, added, "or")),
               first.span if first is not None else roll_tree.span,
               suggestion=msg("roll.header_missing_fix", header=header.format(rules.characteristics.terms[added[0]].label(lang))))


# ---- keywords and distance ------------------------------------------------------------------


def _keywords_match_distance(tree: ast.Ability, compiled: CompiledAbility, rules: Vocabulary, report) -> None:
    if compiled.distance is None or not compiled.distance["parts"]:
        return
    if "note" in compiled.distance:
        return  # `Self; see below` with `Area`: the rest of the distance is told in the text
    kinds = {part["kind"] for part in compiled.distance["parts"]}
    if any(rules.distance_kinds.lookup(kind) is None and rules.distance_kinds.suggest(kind) is not None
           for kind in kinds):
        return  # `3 brust`: the misspelt kind is the slip (SB115); the keywords are not compared with it
    keywords = set(compiled.keywords)
    span = tree.distance.span if tree.distance else None

    def keyword_span(keyword_id: str) -> Span | None:
        for word, kid in zip(tree.keywords, compiled.keywords):
            if kid == keyword_id:
                return word.span
        return span

    both = {"melee", "ranged"} <= keywords  # reported once, as SB143, below
    # (a `Special` distance is told in the text, as the Area keyword's below: `Melee, Psionic` with `Special`, the
    # voiceless talker invader's Brain Drain, was SB140 on published text)
    told = "self" in kinds or "special" in kinds
    if not both and "melee" in keywords and "melee" not in kinds and not kinds & _AREA_KINDS and not told:
        report("SB140", Severity.WARNING, msg("keyword.melee", distance=compiled.distance["text"]),
               keyword_span("melee"))
    if not both and "ranged" in keywords and "ranged" not in kinds and not kinds & _AREA_KINDS and not told:
        report("SB140", Severity.WARNING, msg("keyword.ranged", distance=compiled.distance["text"]),
               keyword_span("ranged"))
    if "area" in keywords and not kinds & _AREA_KINDS and "special" not in kinds:
        report("SB141", Severity.WARNING, msg("keyword.area", distance=compiled.distance["text"]),
               keyword_span("area"))
    def misspelt_area() -> bool:
        """`Aera, Magic`: the misspelt keyword's SB103 is the slip, no SB144 after it (asked only when it matters)."""
        return any(rules.keywords.lookup(k) is None and (meant := rules.keywords.suggest(k)) is not None
                   and rules.keywords.lookup(meant).id == "area" for k in compiled.keywords)

    # (no keywords at all, `-`: the source says the ability has none, as a villain action may; not a dropped one)
    if keywords and "area" not in keywords and "strike" not in keywords and kinds & _AREA_KINDS \
            and not kinds & {"melee", "ranged"} and not misspelt_area():
        # seed 000: an ability with the Area keyword creates an area of effect, and abilities that target an area
        # use it instead of Strike (what works on area abilities works on it): `3 cube within 10` under `Magic,
        # Ranged` drops it (was silent; with Strike, SB142 below says it)
        report("SB144", Severity.WARNING, msg("keyword.area_missing", distance=compiled.distance["text"]),
               span)
    # With the Area keyword too the author means both (`Area, Companion, Melee, Strike` on a `1 burst`: the
    # beastheart's companion strikes each creature around them), and the message's advice is already taken.
    if "strike" in keywords and "area" not in keywords and kinds & _AREA_KINDS and not kinds & {"melee", "ranged"}:
        report("SB142", Severity.WARNING, msg("keyword.strike", distance=compiled.distance["text"]),
               keyword_span("strike"))
    if {"melee", "ranged"} <= keywords and not {"melee", "ranged"} <= kinds:
        # Published monsters with `Melee 1 or ranged 10` list both keywords; with one distance it is a slip.
        report("SB143", Severity.WARNING, msg("keyword.both", distance=compiled.distance["text"]),
               keyword_span("ranged"))


#: a target named inside the area (`Each enemy in the area`, `領域内の各敵`)
_IN_THE_AREA = re.compile(r"(?i)\bin the area\b|領域内")


def _names_the_area(target: str) -> bool:
    """Whether `_IN_THE_AREA` finds the area named in `target`: searched only in a target that holds `area` (in any case:
    no other character is `a`, `r` or `e` to a case-blind pattern) or `領域内`, where a search of every target was about
    as costly as the rest of the check."""
    return ("area" in target.lower() or "領域内" in target) and _IN_THE_AREA.search(target) is not None


def _target_in_an_area(tree: ast.Ability, compiled: CompiledAbility, rules: Vocabulary, report) -> None:
    """SB145: targets in the area (`Each enemy in the area`) with a distance that makes none (`Ranged 10`): seed 000
    says an area ability affects the targets in the area it creates, so one of the two lines is wrong (was
    silent). Not said of a distance not read as parts (`1-mile burst`), one told in the text (`Special`, `see
    below`), nor after an unknown kind (`3 brust`)."""
    distance = compiled.distance
    if not compiled.target or tree.target is None or distance is None or not distance["parts"] or "note" in distance:
        return
    kinds = {part["kind"] for part in distance["parts"]}
    if any(rules.distance_kinds.lookup(kind) is None for kind in kinds) or "area" in compiled.keywords:
        return  # `3 brust`, `Far 10`: the kind's own SB115 is the slip; with the Area keyword, SB141 says it
    if kinds & (_AREA_KINDS | {"special"}) or not _names_the_area(compiled.target):
        return
    report("SB145", Severity.WARNING, msg("target.no_area", target=tree.target.text, distance=distance["text"]),
           tree.target.span)


# ---- cost and trigger ------------------------------------------------------------------------


def _cost_matches_class(tree: ast.Ability, compiled: CompiledAbility, rules: Vocabulary, report) -> None:
    hero_class = str(compiled.metadata.get("class") or "").lower()
    if not hero_class:
        _spend_matches_cost(tree, compiled, rules, report)
        return
    named = rules.hero_classes.lookup(hero_class)  # the class in the message's language
    class_id = named.id if named is not None else hero_class  # `class: コンジット` is the conduit
    expected = [t for t in rules.heroic_resources.terms.values() if class_id in resource_classes(t)]
    if not expected:
        return  # kits, common abilities and the like have no heroic resource of their own
    resource = next(t for t in expected if not t.extra.get("epic"))
    theirs = {t.id for t in expected}  # their heroic resource, and an epic one (the summoner's eidos) beside it
    hero_class = _label(named) if named is not None else hero_class
    known = rules.heroic_resources.terms  # a misspelt resource already has its own SB107
    if compiled.cost_resource in known and compiled.cost_resource not in theirs and tree.cost is not None \
            and not known[compiled.cost_resource].extra.get("any_class"):  # `(5 Heroic Resource)`: theirs
        report("SB150", Severity.ERROR,
               msg("cost.class", hero_class=hero_class, resource=_label(resource),
                   written=_as_written(tree.cost.resource.text, known[compiled.cost_resource])),
               tree.cost.resource.span,
               msg("cost.write", text=f"{tree.cost.amount} {resource.label(_language(tree.cost.resource.text))}"))
    for section, section_tree in zip(compiled.sections, tree.sections):
        if section.kind == "spend" and section.resource and section.resource not in theirs \
                and section.resource in known and not known[section.resource].extra.get("any_class"):
            report("SB150", Severity.ERROR,
                   msg("spend.class", hero_class=hero_class, resource=_label(resource),
                       written=_label(known[section.resource])),
                   section_tree.label_span or section_tree.span,
                   msg("cost.write", text=_spend_label(rules, section.amount, resource, _language(section_tree.label))))


def _as_written(written: str, term) -> Localized:
    """The resource an author wrote, as a message says it: in their words, but a Japanese message in the ruleset's
    Japanese name of it where they wrote English (it said `（Eidosではありません）` of `(1 Eidos)`: エイドス; JA messages
    use no English words). An English message quotes them as written, in either language, as before."""
    return Localized({lang: term.label(lang) if lang == "ja" and _language(written) != "ja" else written
                      for lang in LANGS})


def _spend_matches_cost(tree: ast.Ability, compiled: CompiledAbility, rules: Vocabulary, report) -> None:
    """SB150 with no class named: a Spend section in another resource than the cost's (`(3 Focus)` with `Spend 1
    Piety:`). Seed 000: a hero has one heroic resource, and the one who uses the ability pays both (was silent
    unless `# meta: class:` named the class)."""
    known = rules.heroic_resources.terms  # a misspelt resource already has its own SB107
    cost = known.get(compiled.cost_resource or "")
    if tree.cost is None or cost is None or cost.extra.get("any_class") or not resource_classes(cost):
        return
    for section, section_tree in zip(compiled.sections, tree.sections):
        spent = known.get(section.resource or "") if section.kind == "spend" else None
        if spent is None or spent.id == cost.id or spent.extra.get("any_class") or not resource_classes(spent) \
                or _one_purse(cost, spent):
            continue
        report("SB150", Severity.ERROR,
               msg("spend.cost", resource=_label(cost), spent=_label(spent)),
               section_tree.label_span or section_tree.span,
               msg("cost.write", text=_spend_label(rules, section.amount, cost, _language(section_tree.label))))


def _one_purse(cost, spent) -> bool:
    """Whether one hero pays both: a class's heroic resource and the epic one beside it (a summoner's Essence and
    Eidos), of a class they share."""
    return bool((cost.extra.get("epic") or spent.extra.get("epic"))
                and set(resource_classes(cost)) & set(resource_classes(spent)))


def _signature_costs_nothing(tree: ast.Ability, compiled: CompiledAbility, rules: Vocabulary, report) -> None:
    """Seed 000: 「シグネチャー・アビリティは使用に英雄リソースを必要としません」 (a signature ability needs no
    heroic resource to use; it may spend some to do more: a Spend section). Malice is the Director's, not heroic."""
    if not tree.signature or tree.cost is None:
        return
    term = rules.heroic_resources.terms.get(compiled.cost_resource or "")
    if term is None or not term.extra.get("hero", True):
        return
    lang = _language(tree.cost.resource.text)
    report("SB153", Severity.WARNING,
           msg("cost.signature", cost=f"{tree.cost.amount} {tree.cost.resource.text}"), tree.cost.span,
           msg("cost.signature_fix", text=_spend_label(rules, tree.cost.amount, term, lang)))


def _language(written: str) -> str:
    """The language of the words the author wrote: what SB150 says to write goes in the ability as it is
    (`(3 信心)` in a Japanese ability, whatever the language of the message around it)."""
    return "ja" if is_japanese(written) else "en"


def _spend_label(rules: Vocabulary, amount: int | None, resource, lang: str) -> str:
    """`Spend 2 Ferocity`, `猛威を2消費する` (seed 000: 「[英雄リソース]を X 消費する」)."""
    spend = rules.sections.terms["spend"]
    if lang == "ja":
        return f"{resource.label('ja')}を{amount}{next(s for s in spend.ja if s.endswith('する'))}"
    return f"{spend.label('en')} {amount} {resource.label('en')}"


def _trigger_matches_action(tree: ast.Ability, compiled: CompiledAbility, rules: Vocabulary, report) -> None:
    if compiled.action is None:
        return
    term = rules.action_types.terms.get(compiled.action)
    if term is None:
        return
    triggered = bool(term.extra.get("triggered"))
    if tree.trigger is not None and not triggered:
        report("SB151", Severity.WARNING, msg("trigger.not_triggered", action=_label(term)),
               tree.trigger.label_span or tree.trigger.span, msg("trigger.fix"))
    if tree.trigger is None and triggered:
        report("SB152", Severity.WARNING, msg("trigger.missing", action=_label(term)),
               tree.action.span if tree.action else None)
