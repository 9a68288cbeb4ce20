"""Lowering a clause kept as text: what the words the grammar left may still mean, and the slips they are
reported for.

A clause the grammar could not read (`TextClause`), or one whose lowering gave up (`NotStructured`), ends
here: a fixed phrase the ruleset knows (`the forced movement is vertical`), a count of targets (`Two
creatures`, `2体のクリーチャー`) or a resource counted in a word (`you gain two surges`, `サージを二つ得る`) is
its effect; anything else stays the words themselves (`fx.Text`). A text clause is first looked at for the
mechanic it nearly is (`slips.py`): `damage` misspelt (SB114), an amount with no `damage` (SB116), damage in
no shape the grammar reads (SB118), a potency cut from its effect by a `;` (SB117), a distance in words or a
count in kanji (SB126), spelt-out potencies chained by commas (SB129), a creature's own move by a characteristic's
distance (SB133). `TextLowering` is a part of `Lowerer` (`lower.py`), which holds the diagnostics and
the clause being lowered.
"""

from __future__ import annotations

import re

from .. import ast
from ....diagnostics import Severity, Span
from ....messages import msg
from ....vocabulary import NUMBER_WORDS, fold
from ...similarity import is_japanese
from ..runtime import effects as fx
from ..grammar.glosses import contradicting_gloss
from ..grammar.spelled import potency_joins
from .ability_use import ability_use
from .base import NotStructured
from .own_moves import say_whose, unsaid_moves
from ..grammar.clauses import parse_clause_text
from .counted import characteristic_damage, own_count, own_resource, summon
from .slips import (
    damage_missing, damage_slip, damage_unread, duration_unbracketed, forced_in_words, forced_special,
    forced_without_distance, kanji_count,
    own_move_by_characteristic, potency_alone)
from ..vertical import stability_effect, vertical_effect
from .modifier_amount import characteristic_modifier

__all__ = ["TextLowering"]


class TextLowering:
    """The clauses kept as text of `Lowerer` (see the module's docstring)."""

    def _written_in_japanese(self) -> bool:
        """Whether the ability being lowered is written in Japanese (its name, keywords or action): the
        language of the words a diagnostic asks an ASCII clause of it (`6 + M`) to add."""
        ability = self.ability
        if ability is None:
            return False
        words = [ability.name, *(w.text for w in ability.keywords)]
        if ability.action is not None:
            words.append(ability.action.text)
        return any(is_japanese(word) for word in words)

    def _duration_unbracketed(self, text: str, at: int) -> bool:
        """SB109 (a warning) for a clause kept as text that is conditions and a duration but for its brackets
        (`frightened save ends`, `slowed EoT`): the tier would put nothing on the target, in silence. It stays text;
        the brackets are asked for. Whether it was."""
        bare = duration_unbracketed(text, self.rules)
        if bare is None:
            return False
        start, end, fixed = bare
        self.report("SB109", Severity.WARNING, msg("duration.unbracketed", text=text[start:end]),
                    (at + start, at + end), msg("duration.write_clause", text=fixed))
        return True

    def _forced_in_words(self, text: str, at: int) -> bool:
        """SB126 for a clause kept as text that is a forced movement with its distance in words (`push
        two`): the tier would move no one, in silence. It stays text; the digit is named. Whether it was."""
        found = forced_in_words(text, self.rules)
        key = "forced.in_words"
        if found is None:  # `サージを二つ得る`, `ターゲットを二マス押し戻す`: a count in kanji, read nowhere
            found, key = kanji_count(text), "count.in_kanji"
        if found is None and (special := forced_special(text, self.rules)) is not None:
            # `push special`: a forced movement whose distance the ability's text gives elsewhere; seed 000's is a
            # number of squares, so it moves no one, in silence. Kept as text; the distance is asked for
            start, end, word = special
            self.report("SB110", Severity.WARNING, msg("forced.special", text=text[start:end]), (at + start, at + end),
                        msg("forced.write_special", word=word, letter="M"))
            return True
        if found is None and (bare := forced_without_distance(text, self.rules)) is not None:
            # `Pull` alone, capitalised (read as prose, where `pull` is SB110 in condition position): a forced
            # movement of no distance moves no one, in silence; no number is guessed
            start, end = bare
            word = text[start:end]
            self.report("SB110", Severity.WARNING, msg("forced.no_distance", word=word), (at + start, at + end),
                        msg("forced.write", word=word))
            return True
        if found is None:
            return False
        start, end, number = found
        self.report("SB126", Severity.WARNING, msg(key, text=text.strip()), (at + start, at + end),
                    msg("word.replace", word=text[start:end], guess=str(number)))
        return True

    def _own_move_by_characteristic(self, text: str, at: int) -> bool:
        """SB133 for a clause kept as text that is a creature's own move whose distance is a characteristic (`the
        target shifts R squares`, `ターゲットは R マスシフトする`), which no form reads: the tier would move no one, in
        silence (the Japanese was read as a condition named `r マスシフトする`). It stays text. Whether it was."""
        found = own_move_by_characteristic(text, self.rules)
        if found is None:
            return False
        start, end = found
        self.report("SB133", Severity.WARNING,
                    msg("own_move.by_characteristic", text=text.strip(), distance=text[start:end]),
                    (at + start, at + end), msg("own_move.by_characteristic_fix"))
        return True

    def _gloss_contradicts(self, text: str, span) -> bool:
        """SB128 for words kept as text where a gloss names another word of the game than the one before it
        (`減速 (prone)`): which was meant is not guessed, and the tier would lose it in silence. `span` is where
        `text` is (a `Span`, or a (start, end) in the clause). Whether it was."""
        found = contradicting_gloss(text) if span is not None else None
        if found is None:
            return False
        start, end, word, meant, named = found
        if isinstance(span, Span):
            place = Span(span.source, span.start + start, span.start + end)
        else:
            place = (span[0] + start, span[0] + end)
        self.report("SB128", Severity.WARNING,
                    msg("gloss.contradicts", gloss=text[start:end], word=word, meant=meant, named=named),
                    place, msg("gloss.fix", word=word, meant=meant, named=named))
        return True

    def _semicolon_after(self, end: int) -> str:
        """The `;` that ends the clause ending at `end` as written: `；` where it is typed in full width."""
        fragment = self._fragment
        source = fragment.source
        if source is None or not len(fragment.text):
            return ";"
        written = _SEMICOLON.match(source.text, fragment.file_offset(max(end, 1) - 1) + 1)
        return written[1] if written else ";"

    def _as_text(self, text: str) -> fx.Effect:
        """What a clause the grammar left as words compiles to: a fixed phrase the ruleset knows
        (`the forced movement is vertical`), else the words themselves."""
        vertical = vertical_effect(text, self.rules)
        if vertical is not None:  # `the forced movement is vertical`, `the slide is vertical`
            return vertical
        stability = stability_effect(text, self.rules)
        if stability is not None:  # `this slide ignores the target's stability`
            return stability
        timed = self._timed(text)
        if timed is not None:  # `before the damage is resolved, they make a free strike`
            return timed
        counted = _JA_COUNT.fullmatch(text.strip())
        if counted is not None:  # `2体のクリーチャー`
            noun = self.rules.target_words.lookup(counted.group(2))
            if noun is not None and noun.extra.get("kind") == "noun":
                return fx.TargetCount(int(counted.group(1).translate(_FULLWIDTH)), noun.id)
        area = self._tier_area(text)
        if area is not None:
            return area
        counted = self._counted_resource(text) or self._counted_resource_ja(text) or self._rolled_loss(text) \
            or self._level_damage(text) or summon(text, self.rules) or characteristic_damage(text, self.rules) \
            or ability_use(text, self.rules) \
            or characteristic_modifier(text, self.rules, self._duration_term, lambda who: self._creature(who)[0])
        if counted is not None:
            return counted
        count = re.fullmatch(r"(\w+)\s+(\w+)\.?", text.strip())
        if count is not None and fold(count.group(1)) in NUMBER_WORDS:
            # `Two creatures`: how many targets the tier gets
            noun = self.rules.target_words.lookup(count.group(2))
            if noun is not None and noun.extra.get("kind") == "noun":
                return fx.TargetCount(NUMBER_WORDS[fold(count.group(1))], noun.id)
        if own_count(text) is not None:
            # what the ability's own text spends: not the clause's alone, with an ability or without one (a clause
            # lowered with no ability, kept for others, left `2 charges` text in every ability read after it)
            self._used_context = True
            owned = own_resource(text, self.ability) if self.ability is not None else None
            if owned is not None:
                return owned
        return fx.Text(text)

    def _own_move_in_parts(self, text: str, at: int) -> bool:
        """SB146 for each part after a comma of a clause kept as text that is an own move with no one said to make it
        (`3 damage, teleport 3`, `3 ダメージ、テレポート 3`: the grammar reads no such clause, so it was text with no
        word); True when one was said."""
        said = False
        for start, end, move in unsaid_moves(text, parse_clause_text):
            verb = move.verb.text if move.verb is not None else text[start:end]
            self.report("SB146", Severity.WARNING, msg("own_move.whose", text=text[start:end], verb=verb),
                        (at + start, at + end), msg("own_move.say_whose", **say_whose(verb, move.amount)))
            said = True
        return said

    def _as_text_parts(self, text: str) -> tuple[fx.Effect, ...]:
        """`_as_text`, and a reference written after (`2 charges (see below)`: the charges, and where their
        rules are) when what is before it reads; else the words as written, the reference in them."""
        found = _SEE_AFTER.search(text) or _JA_SEE_AFTER.search(text)
        if found is not None and found.start() > 0:
            head = self._as_text(text[:found.start()].rstrip())
            if not isinstance(head, fx.Text):
                return head, fx.Reference(found.group(1).strip())
        effect = self._as_text(text)
        if isinstance(effect, fx.Text) and (" and use" in text or "アビリティを使用" in text):
            return self._move_then_use(text) or (effect,)
        return (effect,)

    def _move_then_use(self, text: str) -> tuple[fx.Effect, ...] | None:
        """`The target shifts up to their speed and uses their signature ability against any enemies of your choice`
        (the Talent's Synaptic Override): a creature's own move the grammar reads, then `and` and a signature ability
        the same creature uses (`ability_use`, said again of who moves); in Japanese the move's continuative and `、`
        (`ターゲットは自身の速度までシフトし、…にシグネチャー・アビリティを使用する`, as the card joins them); None for any other
        words (they stay text)."""
        japanese = _JA_MOVE_THEN_USE.fullmatch(text.strip())
        if japanese is not None:
            can = japanese.group("cont") == "でき"  # (`シフトでき、…使用できる`: both a choice, or neither)
            if can != japanese.group("use").startswith("でき"):
                return None
            # the move said whole (`シフトし`: `シフトする`), the use said of its creature
            return self._move_and_use(japanese.group("head") + ("できる" if can else "する"),
                                      lambda move: f"{move.doer.text}は{japanese.group('tail')}")
        head, _, tail = text.partition(" and use")
        base = not tail.startswith("s ")  # (`and use`: the modal before the move says it too, `can shift ... and use`)
        return self._move_and_use(head, lambda move: None if base and "can" not in move.flags
                                  else f"{move.doer.text} {'can ' if base else ''}use{tail}")

    def _move_and_use(self, head: str, use_of) -> tuple[fx.Effect, ...] | None:
        """The own move `head` says with its creature, and the use `use_of(the move's node)` says (None: none), each
        read; None unless both are."""
        items = parse_clause_text(head)
        if len(items) != 1 or not isinstance(items[0], ast.DeedClause) or items[0].kind != "own_move" \
                or items[0].doer is None:
            return None
        said = use_of(items[0])
        use = ability_use(said, self.rules) if said is not None else None
        if use is None:
            return None
        try:
            move = self._deed(items[0])
        except NotStructured:
            return None
        return (*move, use)

    def _counted_resource_ja(self, text: str) -> fx.ResourceChange | None:
        """`サージを二つ得る`, `あなたはサージを一つ得ます`, `ディレクターは悪意を三つ失う`: a resource counted in kanji
        before つ, read as `サージを2つ得る` is (as `you gain two surges` is read as `you gain 2 surges`); None
        unless who gains (if said) and the resource are ones the ruleset knows."""
        found = _JA_COUNTED_RESOURCE.fullmatch(text.strip())
        if found is None:
            return None
        doer, written, count, verb = found.group("doer", "resource", "count", "verb")
        who = self.rules.creatures.lookup(doer) if doer is not None else None
        term = self.rules.heroic_resources.lookup(written) or self.rules.resources.lookup(written)
        if term is None or (doer is not None and who is None):
            return None
        amount = _KANJI_NUMBERS[count]
        lose = verb.startswith("失")
        return fx.ResourceChange(who.label("en") if who is not None else None, term.id, -amount if lose else amount,
                                 "失う" if lose else "得る")

    def _rolled_loss(self, text: str) -> fx.ResourceChange | None:
        """`ターゲットは1d6 + レベルに等しいスタミナを失う` (seed 000's bleeding loss, 「1d6 + レベルに等しいスタミナを失います」),
        `the target loses 1d6 + level Stamina`, `the target loses 1d3 Recoveries` (`回復 1d3 を失う`): a resource lost by a
        roll of dice, plus a number or the level of who loses
        it, read as `the target loses 5 Stamina` is with the dice; None unless who loses it (if said) is a creature
        the ruleset knows."""
        if "d" not in text and "ｄ" not in text and "Ｄ" not in text:
            return None
        if text.isascii() and "lose" not in text.lower():
            return None  # (English text: `_ROLLED_LOSS` alone may read it, and only with `lose`)
        found = _JA_ROLLED_LOSS.fullmatch(text.strip()) or _ROLLED_LOSS.fullmatch(text.strip()) \
            or _JA_ROLLED_COUNT.fullmatch(text.strip())
        if found is None:
            return None
        doer = found.group("doer")
        who = self.rules.creatures.lookup(doer) if doer is not None else None
        if doer is not None and who is None:
            return None
        resource = "stamina"
        if found.re is not _JA_ROLLED_LOSS:
            term = self.rules.resources.lookup(found.group("resource"))
            if term is None or (found.re is _JA_ROLLED_COUNT and term.id == "stamina"):
                return None  # (a word the ruleset names no resource by; Japanese Stamina is said with に等しい)
            resource = term.id
        plus = found.group("plus")
        level = plus is not None and not plus.strip().translate(_FULLWIDTH).isdigit()
        if level and resource != "stamina":
            return None  # (`1d3 + level Recoveries`: a level added is seed 000's Stamina loss only)
        fixed = int(plus.strip().translate(_FULLWIDTH)) if plus is not None and not level else 0
        dice = found.group("dice").translate(_FULLWIDTH).translate(_FULLWIDTH_D).lower()
        japanese = found.re is not _ROLLED_LOSS
        said = (who.label("en") if who is not None else None) if japanese else doer
        return fx.ResourceChange(said, resource, -fixed, "失う" if japanese else found.group("verb"), dice, level)

    def _tier_area(self, text: str) -> fx.TierArea | None:
        """`2 burst`, `5 x 1 line`, `2 バースト` as a tier's outcome: the area the tier gives the ability (seed 000:
        「X バースト」, 「A x B ライン」); None unless the shape is an area the ruleset knows. Also as a sentence that
        says it is the ability's distance (`The distance is a 3 burst`, `its distance becomes a 2 cube`), the words
        before the size kept for the card."""
        text = text.strip()
        sentence = _DISTANCE_IS.match(text)
        said = sentence.group(1) if sentence is not None else None
        found = _TIER_AREA.fullmatch(text[sentence.end():] if sentence is not None else text)
        if found is None:
            return None
        term = self.rules.distance_kinds.lookup(found.group("shape"))
        if term is None or term.id not in _AREAS or (found.group("width") is not None) != (term.id == "line"):
            return None
        width = found.group("width")
        return fx.TierArea(int(found.group("size").translate(_FULLWIDTH)), term.id,
                           int(width.translate(_FULLWIDTH)) if width is not None else None, said)

    def _level_damage(self, text: str) -> fx.Damage | None:
        """`lightning damage equal to 5 + your level`, `damage equal to your level`, `レベルに等しい雷ダメージ`: damage
        of the level of the hero using the ability (`Damage.level`), plus a number; None unless the type (if
        written) is one the ruleset knows. (`5 + レベルに等しい雷ダメージ` the grammar reads: `damage_forced.py`.)"""
        found = _LEVEL_DAMAGE.fullmatch(text.strip()) or _JA_LEVEL_DAMAGE.fullmatch(text.strip())
        if found is None:
            return None
        written = found.group("type")
        kind = self.rules.damage_types.lookup(written) if written else None
        if written and kind is None:
            return None
        plus = found.group("plus")
        return fx.Damage(int(plus.translate(_FULLWIDTH)) if plus else 0, (), kind.id if kind else None, level=True)

    def _counted_resource(self, text: str) -> fx.ResourceChange | None:
        """`you gain a surge`, `each target gains two surges`, `the Director loses one Malice`: a resource
        counted in a word, which the grammar reads only in digits (`gains 2 surges`), so the change is the
        same; None unless who gains (if said) and the resource are ones the ruleset knows."""
        if text.isascii() and "gain" not in (lowered := text.lower()) and "lose" not in lowered:
            return None  # (the verb's letters first: the pattern tried every split of a long text's words)
        found = _COUNTED_RESOURCE.fullmatch(text.strip())
        if found is None:
            return None
        doer, verb, count, written = found.group("doer", "verb", "count", "resource")
        amount = 1 if fold(count) in ("a", "an") else NUMBER_WORDS.get(fold(count))
        term = self.rules.heroic_resources.lookup(written) or self.rules.resources.lookup(written)
        if amount is None or term is None or (doer is not None and self.rules.creatures.lookup(doer) is None):
            return None
        if fold(verb).startswith("lose"):
            amount = -amount
        return fx.ResourceChange(doer, term.id, amount, verb)

    def _text(self, node: ast.TextClause) -> list[fx.Effect]:
        others = self.said_of_others(node.text)
        if others is not None:  # `each enemy within 2 squares of them is frightened of you` (`others.py`)
            return others
        slip = damage_slip(node.text)
        if slip is not None and node.span is not None:
            # `3 + A damge`: damage but for one word; the tier would lose its damage in silence
            start, end, guess = slip
            word = node.text[start:end]
            at = node.span[0]
            self.report("SB114", Severity.ERROR, msg("damage.misspelt", word=word, guess=guess),
                        (at + start, at + end), msg("word.replace", word=word, guess=guess))
        elif node.span is not None:
            missing = damage_missing(node.text, self.rules)
            if missing is not None:
                # `3 + M`: an amount with no `damage`; the tier would deal none, in silence. Nothing is
                # guessed in: it stays text, and the author is told which word to write
                written = node.text.strip()
                start = node.span[0] + node.text.index(written)
                word = "ダメージ" if not written.isascii() or self._written_in_japanese() else "damage"
                self.report("SB116", Severity.ERROR if missing == "damage" else Severity.WARNING,
                            msg(f"damage.missing_{missing}", text=written, word=word),
                            (start, start + len(written)), msg("damage.add_word", word=word))
            elif (unread := damage_unread(node.text)) is not None:
                # `2.5 damage`, `5 damage + 2 fire damage`: damage in no shape the grammar reads; the tier
                # would deal none, in silence. It stays text: which amount was meant is not guessed
                written = node.text.strip()
                start = node.span[0] + node.text.index(written)
                japanese = not written.isascii() or self._written_in_japanese()
                example = {"fraction": "2 ダメージ" if japanese else "2 damage",
                           "two": "5 ダメージ、2 火炎ダメージ" if japanese else "5 damage, 2 fire damage"}[unread]
                self.report("SB118", Severity.ERROR if unread == "fraction" else Severity.WARNING,
                            msg(f"damage.unread_{unread}", text=written),
                            (start, start + len(written)), msg(f"damage.write_{unread}", example=example))
            elif self._duration_unbracketed(node.text, node.span[0]):
                pass
            elif self._forced_in_words(node.text, node.span[0]):
                pass
            elif self._own_move_by_characteristic(node.text, node.span[0]):
                pass
            elif self._gloss_contradicts(node.text, node.span):
                pass
            elif len(joins := potency_joins(node.text)) > 1:
                # `slowed (EoT), or if P < AVERAGE, prone (save ends), or if P < STRONG, restrained (save ends)`:
                # the clause is cut at one `, or if` only, so the chain would do nothing, in silence. It stays
                # text; the `;` that reads is asked for, in the author's own words
                written = node.text.strip()
                start = node.span[0] + node.text.index(written)
                fixed, last = [], 0
                for comma, after in joins:
                    fixed.append(node.text[last:comma] + "; ")
                    last = after
                fixed = ("".join(fixed) + node.text[last:]).strip()
                join = re.match(r"\w+\s+if", node.text[joins[0][1]:]).group()  # (`or if`, `and if`, as written)
                self.report("SB129", Severity.WARNING,
                            msg("potency.chain", text=written, count=len(joins) + 1, join=join),
                            (start, start + len(written)), msg("potency.chain_fix", example=fixed, join=join))
            elif potency_alone(node.text, self.rules):
                # `M < STRONG; prone`: the `;` ends the potency's clause; what follows lands on every target
                written = node.text.strip()
                start = node.span[0] + node.text.index(written)
                gate = written.rstrip(",，、.。:：")
                # the example in the clause's language (`M < 強、伏せ`), whatever the message's
                example = f"{gate}、伏せ" if not written.isascii() or self._written_in_japanese() else f"{gate}, prone"
                # the `;` as written after it: `；` typed in full width
                semicolon = self._semicolon_after(node.span[1])
                self.report("SB117", Severity.WARNING, msg("potency.alone", text=written, semicolon=semicolon),
                            (start, start + len(written)), msg("potency.join", text=gate, example=example))
        return list(self._as_text_parts(node.text))


#: `ターゲットは自身の速度までシフトし、「…」にシグネチャー・アビリティを使用する`: an own move's continuative (し, or でき of
#: できる), `、`, and a signature ability used (`_move_then_use`)
_JA_MOVE_THEN_USE = re.compile(r"(?P<head>[^、。]{1,80}?)(?P<cont>し|でき)、"
                               r"(?P<tail>[^、。]{0,80}?(?:シグネチャー・|メインアクションの)アビリティを使用(?P<use>する|できる))。?")
#: the `;` or `；` written after a clause, past spaces (matched where the clause ends: the rest of the file not copied
#: for each slip)
_SEMICOLON = re.compile(r"[ \t\u3000]*+([;；])")
# `(see below)` ending a clause
_SEE_AFTER = re.compile(r"[(（]\s*see\s+([^()（）]+?)\s*[)）]\s*\.?\s*$", re.IGNORECASE)
#: `2 「charges」 （「below」参照）`: the same reference as a Japanese card writes it (the author's word quoted)
_JA_SEE_AFTER = re.compile(r"[(（]\s*「?([^()（）「」]+?)」?\s*参照\s*[)）]\s*。?\s*$")
#: `2体のクリーチャー`: a count, 体 and の (joining words), a noun
_JA_COUNT = re.compile(r"([0-9０-９]+)\s*体の\s*(\S+?)。?")
_FULLWIDTH = str.maketrans("０１２３４５６７８９", "0123456789")
#: `you gain a surge`, `gains two surges`: who, the verb, a count in a word, the resource (one or two words)
# `[あなたは]サージを二つ得る`: who (maybe), the resource, a count in kanji with つ, gained or lost (plain or polite)
_JA_COUNTED_RESOURCE = re.compile(r"(?:(?P<doer>[^\sはを]{1,12})は)?(?P<resource>[^\sはを]{1,12})を"
                                  r"(?P<count>[一二三四五六七八九十])つ(?P<verb>得る|得ます|獲得する|獲得します|失う|失います)。?")
_KANJI_NUMBERS = {kanji: number for number, kanji in enumerate("一二三四五六七八九十", start=1)}
# (the doer's words and the blanks after it each taken once: `[A-Za-z ]*?\s+` tried every split of a run of
# blanks, and a text clause of `slowed`, 20,000 blanks and `x and prone` took 11 s)
_COUNTED_RESOURCE = re.compile(r"(?:(?P<doer>[A-Za-z]+(?: ++[A-Za-z]+)*?)\s++)?(?P<verb>(?:re)?gains?|loses?)\s+"
                               r"(?P<count>[A-Za-z]+)\s+(?P<resource>[A-Za-z]+(?: [A-Za-z]+)?)\.?", re.IGNORECASE)

# `[ターゲットは]1d6 + レベルに等しいスタミナを失う` (seed 000's bleeding loss): who (maybe), the dice, a number or レベル
# added, に等しい, and the Stamina lost (plain or polite)
_JA_ROLLED_LOSS = re.compile(r"(?:(?P<doer>[^\sは]{1,12})は)?\s*(?P<dice>[0-9０-９]{1,2}[dDｄＤ][0-9０-９]{1,3})"
                             r"(?:\s*[+＋]\s*(?P<plus>[0-9０-９]{1,3}|レベル))?\s*に等しいスタミナを(?:失う|失います)。?")
# `[the target] loses 1d6 + level Stamina`: who (maybe), the verb, the dice, a number or `level` added, Stamina
# (`the target loses 1d3 Recoveries`: any resource the ruleset knows, as `loses 2 Recoveries` is read)
_ROLLED_LOSS = re.compile(r"(?:(?P<doer>[A-Za-z]+(?: ++[A-Za-z]+)*?)\s++)?(?P<verb>loses?)\s+(?P<dice>[0-9]{1,2}d[0-9]{1,3})"
                          r"(?:\s*\+\s*(?P<plus>[0-9]{1,3}|level))?\s+(?P<resource>[A-Za-z]+)\.?", re.IGNORECASE)
# `[ターゲットは]回復 1d3 を失う`: a resource other than Stamina lost by a roll, as `回復 2 を失う` is written
_JA_ROLLED_COUNT = re.compile(r"(?:(?P<doer>[^\sは]{1,12})は)?\s*(?P<resource>[^\s0-9０-９はを]{1,12})\s*"
                              r"(?P<dice>[0-9０-９]{1,2}[dDｄＤ][0-9０-９]{1,3})(?:\s*[+＋]\s*(?P<plus>[0-9０-９]{1,3}))?"
                              r"\s*を(?:失う|失います)。?")
_FULLWIDTH_D = str.maketrans("ｄＤ", "dd")

# `[lightning] damage equal to [5 +] your level`: the type (maybe), a number added (maybe) and the level
_LEVEL_DAMAGE = re.compile(r"(?:(?P<type>[A-Za-z]+)\s+)?damage\s+equal\s+to\s+(?:(?P<plus>[0-9]{1,3})\s*\+\s*)?"
                           r"(?:your\s+)?level\.?", re.IGNORECASE)
# `[5 + ]レベルに等しい[雷]ダメージ`: the same in Japanese, as seed 000 says a loss (「1d6 + レベルに等しいスタミナ」)
_JA_LEVEL_DAMAGE = re.compile(r"(?:(?P<plus>[0-9０-９]{1,3})\s*[+＋]\s*)?(?:あなたの)?レベルに等しい(?:の)?"
                              r"(?P<type>[^\s\d。]{0,12}?)ダメージ。?")

# `2 burst`, `5 x 1 line`, `2 バースト`, `5×1ライン`: a size (a line's length and width) and a shape
_TIER_AREA = re.compile(r"(?P<size>[0-9０-９]{1,3})\s*(?:[x×X]\s*(?P<width>[0-9０-９]{1,3})\s*)?(?P<shape>[A-Za-z]+|[ァ-ヴー]+)[.。]?")
# `The distance is a` (3 burst): a sentence saying a tier's area is the ability's distance; the words kept
_DISTANCE_IS = re.compile(r"((?:the|its|this ability's|the ability's)\s+distance\s+(?:is|becomes)(?:\s+an?)?)\s+(?=[0-9])",
                          re.IGNORECASE)
# the shapes of an area (seed 000's 領域アビリティ), of `distance_kinds`
_AREAS = frozenset({"aura", "burst", "cube", "line", "wall"})
