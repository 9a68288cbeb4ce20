"""SB182: an effect the rules do not give objects, said of objects among the targets; SB183: `unattended` said of a
creature in a target line.

Seed 000 lets an ability target objects, which take its damage and can be moved (`each object in the area takes 4
damage`, `each object in the area is pushed 2 squares`). Surges, a heroic resource, a condition, an own move or an
edge are a creature's: `each object in the area gains 2 surges` was read as written with no word. It is still read as
written (the card prints it, `roll` gives it to no creature), and said.
"""

from __future__ import annotations

import attrs

from .. import ast
from ....diagnostics import Severity
from ....messages import Localized, msg
from ..creature_phrases import narrowed_japanese, narrowed_term
from ..runtime import effects as fx
from ..runtime.compiled import CompiledAbility

__all__ = ["names_objects", "objects_given", "unattended_creature"]

# what an object can be given: damage, and a forced move (seed 000); what says no rule (`Text`) is not checked
_FOR_OBJECTS = (fx.Damage, fx.ForcedMove, fx.Text)


def objects_given(tree: ast.Ability, compiled: CompiledAbility, rules, report) -> None:
    """SB182 (a warning) at each tier or section that gives objects an effect the rules give creatures only."""
    nouns = _spellings(rules, "object")
    places = [(tier.effects, tier_tree.span)
              for roll, roll_tree in zip(compiled.all_rolls(), tree.all_rolls())
              for tier, tier_tree in zip(roll.tiers, roll_tree.tiers) if _says(tier_tree.text, nouns)]
    places += [(section.effects, section_tree.span) for section, section_tree in zip(compiled.sections, tree.sections)
               if _says(section_tree.text, nouns)]
    for effects, span in places:
        given = next(_given(effects, rules), None)
        if given is not None:
            who, kind = given
            report("SB182", Severity.WARNING, msg("objects.given", who=_in_japanese_too(rules, who, _who_ja),
                                                  kind=_in_japanese_too(rules, kind, _kind_ja)), span)


def _in_japanese_too(rules, said: str, japanese) -> Localized:
    """The words an SB182 names (the objects, the effect: the JSON's English), in Japanese too where the vocabulary
    says them (the Japanese message named them in English: 「each object in the area」は物体で、「slowed」は…)."""
    return Localized({"en": said, "ja": japanese(rules, said) or said})


def _who_ja(rules, who: str) -> str | None:
    """`each object in the area`: `領域内の各物体`; `one object`: `1つの物体`."""
    named = narrowed_term(rules, who)
    return narrowed_japanese(rules, who) or (named[0].ja[0] if named is not None and named[0].ja else None)


def _kind_ja(rules, kind: str) -> str | None:
    """`slowed`: `減速`; `surge`: `サージ`; None for what the vocabulary has no word for."""
    for category in (rules.conditions, rules.resources, rules.heroic_resources):
        term = category.terms.get(kind)
        if term is not None and term.ja:
            return term.ja[0]
    return None


def _given(effects, rules, depth: int = 0):
    """(who, the effect's kind) of each effect in `effects` (and in the effects it holds) said of objects that the
    rules give no object."""
    for effect in effects:
        if not attrs.has(type(effect)) or depth > 8:
            continue
        who = getattr(effect, "subject", None) or getattr(effect, "who", None)
        if isinstance(who, str) and not isinstance(effect, _FOR_OBJECTS) and names_objects(rules, who):
            yield who, _kind(effect)
        for field in attrs.fields(type(effect)):
            value = getattr(effect, field.name)
            if isinstance(value, tuple) and value:
                nested = [item for part in value for item in (part if isinstance(part, tuple) else (part,))]
                yield from _given(nested, rules, depth + 1)


def _spellings(rules, word: str) -> tuple[str, ...]:
    """A `target_words` term's spellings in either language, lower case (what a text must hold to name it); worked
    out once per vocabulary and kept on it, as `base.per_ruleset` keeps a lowering's."""
    key = f"<objects.spellings {word}>"
    kept = rules.__dict__.get(key)
    if kept is None:
        term = rules.target_words.terms[word]
        kept = rules.__dict__[key] = tuple(spelling.lower() for spelling in (*term.en, *term.ja))
    return kept


def _says(text: str | None, spellings: tuple[str, ...]) -> bool:
    lowered = (text or "").lower()
    return any(spelling in lowered for spelling in spellings)


def names_objects(rules, who: str) -> bool:
    """Whether `who` (an effect's subject, English) names objects (`each object`, `one object in the area`)."""
    named = narrowed_term(rules, who)
    return named is not None and bool(named[0].extra.get("object"))


def _kind(effect) -> str:
    """What the effect gives, in the JSON's words (`surge` for surges, `slowed` for a condition, else its kind)."""
    for field in ("resource", "condition"):
        value = getattr(effect, field, None)
        if isinstance(value, str):
            return value
    return type(effect).__name__


def unattended_creature(tree: ast.Ability, compiled: CompiledAbility, rules, report) -> None:
    """SB183 (a warning) at a target line that says `unattended` (`持ち主のいない`, `放置された`) of a noun other than
    `object`: an object no creature holds or wears is unattended; `One unattended creature` was read as a target line
    with no word, of a kind no creature is."""
    if not compiled.target or tree.target is None or not _says(compiled.target, _spellings(rules, "unattended")):
        return  # (most target lines say no `unattended`: read as a phrase only where one does)
    from ..target_phrases import target_words  # noqa: PLC0415

    phrase = target_words(rules).read(compiled.target)
    for group in phrase.groups if phrase is not None else ():
        # (`One unattended object or creature`: the adjective before the nouns is said of each of them)
        said = "unattended" in group.nouns[0].adjectives if group.nouns else False
        for noun in group.nouns:
            if (said or "unattended" in noun.adjectives) and noun.noun != "object":
                report("SB183", Severity.WARNING, msg("objects.unattended", target=tree.target.text),
                       tree.target.span)
                return
