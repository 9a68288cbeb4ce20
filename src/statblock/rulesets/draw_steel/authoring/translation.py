"""Writing an ability's structured parts in another language (`convert --lang`).

A part written in the other language (Japanese when writing English, anything
else when writing Japanese) is spelt again from what it means: the cost,
keywords, action type, distance, target, power roll header, section labels
from the compiled ability through `wording.Wording`, the cards' words; tier
clauses from their effects through `render.clauses`, the cards' formatter.
A part already in the language asked for is left as written, so converting
to the language a file is written in changes nothing.

What the language does not structure stays as written: names, flavor,
section text, verbatim clauses. Every translated clause is read back and
must lower to the effects of the original, or the original is kept.
"""

from __future__ import annotations

import re

from .. import ast
from ....diagnostics import SourceFile
from ..compiler.counted import own_count
from ..compiler.lower import Lowerer, lower_ability
from ..grammar.clauses import parse_clause_text
from ..render.clauses import clause_text
from ....vocabulary import Vocabulary
from ..runtime.compiled import CompiledRoll, CompiledSection
from ..wording import Wording
from .clauses import canonical_clause, clause_effects, is_cjk

__all__ = ["LANGUAGES", "Translation"]

LANGUAGES = ("en", "ja")

# where a clause's words in brackets start (`2 charges (see below)`, `2 チャージ（「below」参照）`)
_BEFORE_BRACKET = re.compile(r"[(（]")


def _japanese(text: str) -> bool:
    return is_cjk(text) or any("\u3000" <= ch <= "\u303f" or "\uff00" <= ch <= "\uffef" for ch in text)


class Translation:
    """The words of one ability in `lang`, for `layout`."""

    def __init__(self, ability: ast.Ability, lang: str, ruleset: Vocabulary | None = None) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"no translation into {lang!r}; known: {', '.join(LANGUAGES)}")
        self.lang = lang
        self.words = Wording(lang, ruleset)
        self.ability = ability
        self.compiled, _ = lower_ability(ability, self.words.rules)
        self._in_tier = _in_tier(ability, self.compiled)

    def foreign(self, text: str | None) -> bool:
        """Whether `text` is written in another language than the one asked for (Japanese
        punctuation counts as Japanese: `I < 2、can't stand` is not English yet)."""
        return bool(text) and _japanese(text) != (self.lang == "ja")

    def paren(self, ability: ast.Ability, written: str | None) -> str | None:
        """The name's parentheses: `3 信心`, `シグネチャー`, `ヴィラン・アクション 1`; any other tag as written."""
        if not self.foreign(written):
            return written
        if ability.cost is None and ability.signature:
            return self.words.word("signature") + (f" {ability.tag}" if ability.tag else "")
        return self.words.cost(self.compiled)

    def keywords(self, written: tuple[str, ...]) -> tuple[str, ...]:
        ids = self.compiled.keywords  # one per written keyword, in order (see compiler/ability.py)
        if len(ids) != len(written):
            # `Melee; Strike; Weapon`: one word written for several keywords (SB103), read as each (was: only the first
            # kept, `近接`, the convert refused as changing the keywords): each keyword in the language asked for
            return tuple(self.words.label("keywords", term_id, term_id) for term_id in ids)
        return tuple(self.words.label("keywords", term_id, word) if self.foreign(word) else word
                     for word, term_id in zip(written, ids))

    def action(self, written: str | None) -> str | None:
        return self.words.action(self.compiled) if self.foreign(written) else written

    def distance(self, written: str | None) -> str | None:
        return self.words.distance(self.compiled.distance) if self.foreign(written) else written

    def target(self, written: str | None) -> str | None:
        return self.words.target(written) if self.foreign(written) else written

    def roll_header(self, written: str | None, roll: CompiledRoll) -> str | None:
        return self.words.roll_label(roll) if self.foreign(written) else written

    def section_label(self, written: str | None, section: CompiledSection) -> str | None:
        return self.words.section_label(section) if self.foreign(written) else written

    def trigger_label(self, written: str | None) -> str | None:
        if not self.foreign(written):
            return written
        term = self.words.rules.sections.lookup(written)
        return term.label(self.lang) if term is not None else written

    def clause(self, part: ast.ClausePart) -> str:
        """One tier clause: from its effects when it is in the other language and reads back the same."""
        canonical = canonical_clause(part)
        if not self.foreign(part.text):
            return canonical
        effects = clause_effects(part.text)
        lowered = clause_effects
        if own_count(_BEFORE_BRACKET.split(part.text)[0]) is not None:
            # `2 charges`: a count of what the ability spends is read in the ability only (`counted.own_resource`),
            # and so is its translation, `2 「charges」` (on its own each was text: the English was left unquoted)
            lowered = self._in_context
            effects = lowered(part.text)
        said = self._in_tier.get(id(part))
        if said is not None and said != effects and lowered is clause_effects:
            # (`3 damage; the ogre shoves the ally; they are prone`: `they`, read in the tier, may be the ogre and the
            # ally, SB185, where on its own it is the targets'; said from the tier's reading, `彼らは伏せ`, and read back
            # on its own as the original is: was `伏せ`, the targets' in the file written, its subject lost in silence)
            translated = clause_text(said, self.lang, self.words.rules)
            return translated if lowered(translated) == effects else canonical
        translated = clause_text(effects, self.lang, self.words.rules)
        again = lowered(translated)
        # (`The target gains 5 temporary Stamina` reads back from `ターゲットは…` as `the target`: equal, the capital
        # being spelling, which `meaning.without_wording` leaves out as it does a verb's words)
        return translated if again == effects else canonical

    def _in_context(self, text: str) -> tuple:
        """The effects a clause's text lowers to in this ability (what its own text spends, defines)."""
        lowerer = Lowerer(self.words.rules)
        lowerer.ability = self.ability
        source = SourceFile("<clause>", text)
        return tuple(lowerer.clause_part(ast.ClausePart(text, parse_clause_text(text), None, source.whole())))


def _in_tier(ability: ast.Ability, compiled) -> dict[int, tuple]:
    """{id of a tier's clause part: its effects as read in its tier} (whom a pronoun names, `compiler/pronouns.py`, is
    read of the whole tier; a clause read on its own may say otherwise)."""
    out: dict[int, tuple] = {}
    rolls, compiled_rolls = ability.all_rolls(), compiled.all_rolls()
    if len(rolls) != len(compiled_rolls):
        return out
    for roll, compiled_roll in zip(rolls, compiled_rolls):
        for tier, compiled_tier in zip(roll.tiers, compiled_roll.tiers):
            if len(tier.clauses) == len(compiled_tier.clauses):
                out.update((id(part), effects) for part, effects in zip(tier.clauses, compiled_tier.clauses))
    return out
