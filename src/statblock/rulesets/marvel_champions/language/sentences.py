"""The sentences of an ability: its condition, costs, effects, limit and references (seed 002).

`Body` takes the items the grammar found after a head (or in a paragraph's lead) and makes the
model's pieces: the condition of an interrupt or a response (`When the villain attacks you,`), the
costs before `→`, one `Sentence` per sentence after it (with `Then` and `may` read), the limit, and
the timing triggers named in quotes (references, never triggers: seed 002).
"""

from __future__ import annotations

import functools
import re

import attrs

from ....diagnostics import Severity
from ....messages import Localized
from ..catalog import message
from ..model import Effect, Limit, Sentence
from ..names import name_commas_blanked
from ..vocabulary import syntax_words, vocabulary
from . import japanese as ja
from .attack_owners import earlier_owners
from .bare_conditions import bare_japanese_read, bare_read, bare_timing_read, comma_read
from .conditions import condition_scope, moment_comma, replaces, sentence_condition, timed_if
from .clauses import governed_modals
from .costs import lower_spelt_costs
from .counted_slips import counted_noun_slips
from .effects import lower_effects, mask
from .doubled import report_doubled_words
from .icons import report_unknown_icons
from .limits import leading_limit, limit_of as _limit, sentence_limit, unknown_scope, unread_limit
from .lone_conditions import bare_condition, english_bare_timing, japanese_bare_condition, japanese_clause_comma
from .lower_case import split_lower_case
from .maximum import with_caps
from .paragraph_items import Item, is_reminder
from .permissions import as_permissions
from .run_on import clause_comma, comma_ends_clause
from .said import said_lead
from .sentence_words import after_condition, after_for_each, condition_end, left_out_comma
from .verb_slips import glued_number, misspelt_verb
from .words import each_time_of, look_up, timing_of

__all__ = ["Body"]

_CONSTANT_TIMINGS = ("while", "during", "if")
_CONSTANT_MOMENTS = ("when", "after", "would", "at")
_EITHER = re.compile(r"\beither\b", re.IGNORECASE)
_OR = re.compile(r"\bor\b", re.IGNORECASE)


def _either_or(masked: str) -> bool:
    """Whether `either` and then `or` are in `masked`: a choice, whatever the words after `or` are (`choose to either
    deal 1 damage to Avengers Tower, or Proxima Midnight gets +2 ATK`). Two searches: linear on any text."""
    either = _EITHER.search(masked)
    return either is not None and _OR.search(masked, either.end()) is not None


_WHAT = {"deal_damage": "damage", "heal": "heal", "place_threat": "threat", "remove_threat": "threat",
         "stun": "status", "confuse": "status", "tough": "status"}


class Body:
    """The condition, costs, sentences, limit and references of one ability's items."""

    def __init__(self, paragraph, items_: list[Item], ability_type: str = "constant") -> None:
        self.p = paragraph
        self.ability_type = ability_type
        self.items = split_lower_case([i for i in items_ if i.kind != "stray"], paragraph, Item)
        report_doubled_words(self.items, paragraph)
        report_unknown_icons(self.items, paragraph)
        for stray in (i for i in items_ if i.kind == "stray"):
            found = stray.text if len(stray.text) <= 12 else stray.text[:6] + "…"  # (a run of thousands: shown short)
            paragraph.report("MC108", Severity.WARNING, message("language.stray_period", found=found),
                             stray.start, stray.end, message("language.remove", found=found))
        self.condition = self.timing = None
        self._read_condition(ability_type)
        first = next((i for i in self.items if i.kind == "sentence"), None)
        self._unread_condition = None   # the sentence reported as a trigger's condition not read (MC110): no MC114
        if ability_type in ("interrupt", "response") and self.condition is None and first is not None \
                and ja.is_japanese(first.text):
            self._unread("condition", first)
            self._unread_condition = first.start
        arrow = next((n for n, i in enumerate(self.items) if i.kind == "arrow"), None)
        before = self.items[:arrow] if arrow is not None else []
        after = self.items[arrow + 1:] if arrow is not None else self.items
        if arrow is not None and not [i for i in after if i.kind == "sentence"]:
            item = self.items[arrow]
            paragraph.report("MC105", Severity.ERROR, message("language.cost_without_effect"), item.start, item.end,
                             message("language.write_effect"))
        for item in (i for i in after if i.kind == "arrow"):   # `Exhaust X → search …. Reveal that card → draw 3`
            paragraph.report("MC117", Severity.WARNING, message("language.second_arrow"), item.start, item.end,
                             message("language.second_arrow_help"))
        self.costs = tuple(c for i in before if i.kind == "sentence" for c in self._costs(i))
        self.limit: Limit | None = None
        limit_at = 0   # where the limit's words start in the paragraph
        sentences = []
        for item in after:
            if item.kind == "limit":
                limit = _limit(item.text)
                if limit is not None and self.limit is None:
                    self.limit = limit
                    limit_at = item.start + len(item.text) - len(item.text.lstrip())
                    self._limit_spelling(item)
                    continue
                if limit is None and ja.is_japanese(item.text):
                    self._unread("limit", item)
                item = attrs.evolve(item, kind="sentence", body_start=item.start)
            if item.kind == "sentence":
                if item.text != item.text.rstrip():   # (the words before a second `→`: without the space before it)
                    item = attrs.evolve(item, text=item.text.rstrip(), end=item.start + len(item.text.rstrip()))
                sentences.append(item)
        for item in before:
            if item.kind == "limit" and self.limit is None:
                self.limit = _limit(item.text)
                limit_at = item.start + len(item.text) - len(item.text.lstrip())
        for item in sentences if self.limit is None else ():
            # `(Generate … instead if …. Limit once per round.)`, `Draw 1 card (limit once per round).`
            found = sentence_limit(item.text)
            if found is not None:
                self.limit, at, _ = found
                limit_at = item.start + at
                self._limit_spelling(attrs.evolve(item, start=item.start + at, text=item.text[at:]))
                break
        # `Once per phase, you may play the top card of your deck …`: the limit, then the sentence's words; only
        # opening the ability's first sentence (one opening a later sentence limits that sentence alone: its words)
        opening = leading_limit(sentences[0].text) if sentences and self.limit is None else None
        if opening is not None and not sentences[0].then:
            self.limit, at = opening
            first = sentences[0]
            limit_at = first.start
            sentences[0] = attrs.evolve(first, start=first.start + at, text=first.text[at:], body_start=first.start + at)
        if self.limit is not None:
            self._limit_scope(limit_at)
        else:   # `(Limit once a round.)`, `(Limit: once per round.)`: words of a limit it cannot take, said (MC123)
            for item in sentences:
                found = unread_limit(item.text)
                if found is not None:
                    words = item.text[found[0]:found[1]]
                    self.p.report("MC123", Severity.WARNING, message("language.unread_limit", words=words),
                                  item.start + found[0], item.start + found[1], message("language.write_limit"))
        self.effects = earlier_owners(with_caps(self._sentences(sentences)))   # (`…minion…. Their attacks …`)
        self.references = self._references()
        self.star = bool(self.items) and self.items[0].text.startswith("[star]")

    def _limit_spelling(self, item: Item) -> None:
        """Report a limit's word cased unlike the printed cards (`(limit once per round.)`: `Limit`), read as it is
        (MC102)."""
        found = re.match(r"[(（]?\s*(\w+)", item.text)
        if found is None:
            return
        word = found.group(1)
        printed = next((w for w in syntax_words("limit") if w.lower() == word.lower()), None)
        if printed is not None and printed != word:
            start = item.start + found.start(1)
            self.p.report("MC102", Severity.WARNING, message("language.trigger_spelling", word=word, guess=printed),
                          start, start + len(word), message("language.replace", word=word, guess=printed))

    def _limit_scope(self, at: int) -> None:
        """Report a limit counted over nothing the cards count one over (MC122, `Limit once per fight.`): read as the
        scope it is a slip of (`per rnd`: round), else kept as written."""
        found = unknown_scope(self.limit)
        if found is None:
            return
        words, offset, guess = found
        start = at + offset
        if guess is not None:
            term = vocabulary().limit_scopes.lookup(guess)
            self.limit = attrs.evolve(self.limit, scope=term.id)
            self.p.report("MC122", Severity.WARNING, message("language.unknown_scope_guess", word=words, guess=guess),
                          start, start + len(words), message("language.replace", word=words, guess=guess))
        else:
            self.p.report("MC122", Severity.WARNING, message("language.unknown_scope", word=words),
                          start, start + len(words), message("language.write_scope"))

    def _unread(self, what: str, item: Item, words: str | None = None) -> None:
        """Report Japanese words the reader could not structure (MC110): they are kept as written."""
        words = words or item.text
        start = item.start + max(item.text.find(words), 0)
        self.p.report("MC110", Severity.WARNING, message("language.japanese_unread", words=words,
                                                         what=message("language.unread." + what)),
                      start, start + len(words))

    def _costs(self, item: Item) -> list:
        # `Exhause E.V.A. →`, `Exhaust Test Bike and dsicard a card →`: a cost whose verb is misspelt, read as the verb
        # it stands for (as an effect's is), reported (MC111); its words as written
        costs, slips = lower_spelt_costs(item.text, self.p.card_name or "")
        for cost in costs:
            if cost.kind == "text" and ja.is_japanese(cost.text):
                self._unread("cost", item, cost.text)
        for at, word, guess in slips:
            self.p.report("MC111", Severity.WARNING, message("language.verb_slip", word=word, guess=guess),
                          item.start + at, item.start + at + len(word), message("language.replace", word=word, guess=guess))
        return costs

    def _read_condition(self, ability_type: str) -> None:
        first = next((n for n, i in enumerate(self.items) if i.kind == "sentence"), None)
        if first != 0:
            return
        item = self.items[first]
        text = item.text[item.body_start - item.start:] if item.body_start is not None else item.text
        text = re.sub(r"^\[star\]\s*", "", text)
        offset = item.start + item.text.index(text)
        # (a trigger's condition is a moment, even where it says a state: `Response: When you are stunned, …`)
        states = ability_type == "constant"
        timing, end, left_out = timing_of(text, states) or each_time_of(text), None, None
        if timing is None and ja.is_japanese(text):   # `…した後、`: the timing word ends the condition
            timing, end = ja.condition_clause(mask(text), states) or (None, None)
            if timing is None and ability_type in ("constant", "interrupt", "response"):   # `…したときあなたは…`: its
                # comma left out
                timing, left_out, word = japanese_clause_comma(text, self.p.card_name or "", states) or (None, None, None)
        glued = False
        if timing is None and ja.is_japanese(text) and ability_type in ("constant", "interrupt", "response"):
            # `あなたが攻撃するたびカードを1枚引く`: `たび` with no comma after it, as Japanese writes it (as `なら`): its `when`
            said = sentence_condition(text, self.p.names)
            if said and text.startswith(said) and said.endswith(ja.ja_words("each_time")) and text[len(said):].strip():
                timing, end, glued = "when", len(said), True
        constant = _CONSTANT_TIMINGS + _CONSTANT_MOMENTS
        if ability_type == "constant" and timing in _CONSTANT_MOMENTS and end is not None \
                and not _opens_with(sentence_condition(text, self.p.names), text[:end]):
            return   # (a moment only where its sentence reads it so: `カードを1枚引き、カードを1枚捨てた後、…` is two acts)
        if timing is None or (ability_type == "constant" and timing not in constant) \
                or (ability_type != "constant" and timing in _CONSTANT_TIMINGS) \
                or ability_type not in ("constant", "interrupt", "response"):
            return
        # where the words after the condition start: past its comma, unless it was left out (or none is written: `たび`)
        resume = end if glued else None
        if left_out is not None:
            said = text.rstrip().rstrip("。.").rstrip()
            end = resume = len(comma_read(self.p, text, said, left_out, offset, "condition_comma", "、", word))
        elif end is None:
            # (no condition ends inside a card's name: `After Bob, Agent of Hydra enters play, …` was `After Bob`)
            end = condition_end(name_commas_blanked(text, self.p.names, mask(text)))
            followed_by_arrow = first + 1 < len(self.items) and self.items[first + 1].kind == "arrow"
            # (`When the villain attacks you draw 1 card.`: no comma at all, the sentence an attack of the villain's)
            said = text[:end] if end is not None else text.rstrip().rstrip(".")
            # (a condition its written comma ends is whole: `When the villain attacks you and you take damage, …`)
            if (end is None or not comma_ends_clause(text[end:])) and (run_on := clause_comma(said, self.p.names)) is not None:
                end = resume = len(comma_read(self.p, text, said, run_on, offset, "condition_comma"))
            elif end is None and not followed_by_arrow:
                return
            end = len(text.rstrip().rstrip(".")) if end is None else end
        words = text[:end].rstrip()
        self.timing = timing
        self.condition = Sentence(words, self.p.fragment.span(offset, offset + len(words)))
        resume = end + 1 if resume is None else resume
        rest = text[resume:]
        rest_start = offset + resume + len(rest) - len(rest.lstrip())
        if rest.strip():
            self.items[first] = Item("sentence", rest_start, item.end, rest.strip(), False, rest_start)
        else:
            del self.items[first]

    def _sentences(self, items_: list[Item]) -> tuple[Sentence, ...]:
        may = _may()
        may_not, declined = _not_may()
        optional = False
        out = []
        for item in items_:
            body_start = item.body_start if item.body_start is not None else item.start
            words = item.text[body_start - item.start:]
            masked = _governed_blanked(mask(words)).lower()
            for not_word in may_not:
                masked = masked.replace(not_word, "_" * len(not_word))
            if may.search(masked):
                optional = True
            reminder = item.reminder or is_reminder(words)
            is_declined = words.lower().startswith(declined)
            said, words, body_start = _said_first(words, body_start, reminder, self.p.names, may)
            condition = None if reminder else sentence_condition(words, self.p.names)
            # (a time opening it and a trailing `if`: both its conditions, the effect read between them, `timed_if`)
            timed = None if reminder else timed_if(words, self.p.names)
            if timed is not None and timed[2] is not None:   # (the time's comma left out: said, MC114)
                comma_read(self.p, words, words[:words.find(timed[1])].rstrip(), timed[2], body_start,
                           "moment_comma" if moment_comma(words, None) == timed[2] else "condition_comma")
            elif (comma := moment_comma(words, condition)) is not None:
                condition = comma_read(self.p, words, condition, comma, body_start)
            elif not reminder and (comma := left_out_comma(words, condition, self.p.names)) is not None:
                condition = comma_read(self.p, words, condition, comma, body_start, "condition_comma")
            if bare_condition(words, condition):   # `If you cannot attach to the villain.`: no effect after it
                condition = bare_read(self.p, words, condition, body_start)
            elif condition is None and not reminder and ja.is_japanese(words) and (
                    bare := japanese_bare_condition(words, self.p.card_name or "")) is not None \
                    and (item.start != self._unread_condition or bare[1] is not None):
                # `…アタッチできない場合。`; and `…できない場合ミニオンに…` with its comma left out, a trigger's first sentence
                # too, whose condition is no time (MC110): read as with its comma, as the English `If …` is (it was text)
                condition = bare_japanese_read(self.p, words, *bare, body_start)
            elif condition is None and not reminder and (timing := english_bare_timing(words)) is not None:
                condition = bare_timing_read(self.p, timing, body_start)   # `When the villain attacks.`: its verb no effect
            leading, trailing = (timed[0], timed[1]) if timed is not None else (condition, condition)
            if reminder or (condition is not None and condition == words.rstrip().rstrip(".。").rstrip()):
                effects, choice = (Effect("text", text=words.strip()),), False   # a condition alone: nothing typed
            else:   # (a limit in parentheses that ends it is the ability's, no words of an effect: left out)
                limited = sentence_limit(words)
                kept = words if limited is None or limited[2] == 0 else words[:limited[2]].rstrip()
                effects, choice = self._counted(*after_condition(kept, body_start, leading), trailing)
            effects = (*said, *effects)
            out.append(Sentence(item.text, self.p.fragment.span(item.start, item.end), effects, item.then,
                                optional and not is_declined, reminder, condition,
                                condition_scope(words, trailing, len(effects)), choice,
                                not reminder and replaces(words)))
        return tuple(out)

    def _counted(self, words: str, offset: int, condition: str | None) -> tuple[tuple[Effect, ...], bool]:
        """`_effects`, read past a leading `For each …,` phrase, which its first effect's words keep (`For each boost
        icon discarded this way, deal 1 damage to Test Hero`: dealt once a boost icon, never once)."""
        rest, at = after_for_each(words, offset)
        effects, choice = self._effects(rest, at, condition)
        if at != offset and effects:
            first = effects[0]
            lead = words[:at - offset]
            effects = (attrs.evolve(first, text=lead + (first.text or rest)), *effects[1:])
        return effects, choice

    def _effects(self, words: str, offset: int, condition: str | None = None) -> tuple[tuple[Effect, ...], bool]:
        """The effects of a sentence's words (without a leading condition) and whether they are a choice: an
        alternative (`… or remove 2 threat`) before a trailing condition, whose `or` may be the condition's own
        (`if it attacks or schemes`)."""
        # `Exhuast your identity`, `draw1 card`: read as the verb it stands for, spaced from its number, reported
        slip = misspelt_verb(words, self.p.card_name or "") or glued_number(words)
        if slip is not None:
            word, guess = slip
            self.p.report("MC111", Severity.WARNING, message("language.verb_slip", word=word, guess=guess),
                          offset, offset + len(word), message("language.replace", word=word, guess=guess))
            words, offset = guess + words[len(word):], offset - (len(guess) - len(word))
        words, nouns = self._noun_slips(words, offset)   # `deals 1 damager`: read as `damage`, reported
        parts = lower_effects(words, self.p.card_name, self.p.card_type, self.p.names)
        if slip is not None:   # its words as written
            parts = [attrs.evolve(p, effect=attrs.evolve(p.effect, text=word + p.effect.text[len(guess):]))
                     if p.effect.text and p.effect.text.startswith(guess) else p for p in parts]
        for noun in nouns:   # (in their order: each one's place is where it is written, those before it written)
            parts = [_as_written(p, *noun) for p in parts]
        ends = bool(condition) and words.rstrip().rstrip(".").endswith(condition)   # (not a qualifier inside it)
        trailing = words.rfind(condition) if ends else -1
        choice = any(p.alternative and (trailing < 0 or p.start < trailing) for p in parts) or _either_or(
            mask(words[:trailing] if trailing >= 0 else words))
        parts = [self._slip(part, words, offset) for part in parts]
        if self.ability_type == "constant":   # `Any player can attack this card.`: a permission, no attack made
            permitted = as_permissions(parts, words, self.p.card_name, self.p.card_type, self.p.names)
            if len(permitted) < len(parts):   # (`can attack or thwart`: one permission, no choice of effects)
                choice = any(p.alternative and (trailing < 0 or p.start < trailing) for p in permitted) or _either_or(
                    mask(words[:trailing] if trailing >= 0 else words))
            parts = permitted
        accepts = vocabulary().effects.terms
        for part in parts:
            effect, target = part.effect, part.effect.target
            if target is None or not target.card_types or part.target_start < 0:
                continue
            if target.noun == "this" and effect.kind in ("place_threat", "remove_threat") and self.p.holds_threat():
                continue  # (`remove 2 threat from here` on an obligation with Hinder, which holds threat)
            allowed = accepts[effect.kind].extra.get("accepts") if effect.kind in accepts else None
            if allowed and not set(allowed) & set(target.card_types):
                term = _target_term(target)
                if term is None:  # the card itself, of a type no target word names (a type MarvelCDB does not have)
                    continue
                start = offset + part.target_start
                noun = Localized({"en": term.en[0], "ja": term.ja[0] if term.ja else term.en[0]})
                self.p.report("MC106", Severity.ERROR,
                              message("language.target_type", effect=effect.text.rstrip("."), target=target.text,
                                      noun=noun, what=message("language.what." + _WHAT.get(effect.kind, "damage"))),
                              start, start + len(target.text))
        return tuple(part.effect for part in parts), choice

    def _noun_slips(self, words: str, offset: int) -> tuple[str, list[tuple[int, str, str]]]:
        """`words` with each counted noun a letter off read as the noun (`deals 1 damager`: `damage`), reported
        (MC129); and for each, in order, (where it is written, the word as written, what stands in its place). A
        longer word's place is filled with spaces, which the counted reading reads as one: every other word stays
        where it is written (a shorter one's moves those after it: the words are mended from the last slip)."""
        found = counted_noun_slips(words)
        slips = []
        for at, word, noun in found:
            self.p.report("MC129", Severity.WARNING, message("language.counted_noun_slip", word=word, guess=noun),
                          offset + at, offset + at + len(word), message("language.replace", word=word, guess=noun))
            slips.append((at, word, noun.ljust(len(word))))
        for at, word, fixed in reversed(slips):
            words = words[:at] + fixed + words[at + len(word):]
        return words, slips

    def _slip(self, part, words: str, offset: int):
        """`part` read as the verb a slip of a letter stands for (`Attack to your identity`: attach), reported
        (MC111); as it is when its words are no slip the vocabulary lists. The slip is looked for where the part's
        verb stands, which is not its start after a subject or an adverb (`The villain attacks to you`, `…, and then
        attack to`, `instead attack to`)."""
        at = part.verb if part.verb >= part.start else part.start
        said = words[at:part.end]
        for kind, slip, meant, pattern in _slips():
            if pattern.match(said):
                word = said[:len(slip)]
                guess = meant[:1].upper() + meant[1:] if word[:1].isupper() else meant
                start = offset + at
                self.p.report("MC111", Severity.WARNING, message("language.verb_slip", word=word, guess=guess),
                              start, start + len(word), message("language.replace", word=word, guess=guess))
                return attrs.evolve(part, effect=attrs.evolve(part.effect, kind=kind))
        return part

    def _references(self) -> tuple[str, ...]:
        found: list[str] = []
        for item in self.items:
            for quoted in _QUOTED.findall(item.text):
                words = "".join(quoted).split(":")[0].split("：")[0].strip()
                match = look_up("triggers", words, guess=False)
                if match is not None and match.term.id not in found:
                    found.append(match.term.id)
        return tuple(found)


def _as_written(part, at: int, word: str, fixed: str):
    """`part` with the words of its effect as written where a slip was read as the noun it stands for (`fixed` in
    place of `word` at `at`); its places after a shorter word's are where they are written."""
    if not part.start <= at < part.end:
        return part if part.start < at or len(fixed) == len(word) else _shifted(part, len(word) - len(fixed))
    effect = part.effect
    if effect.text and fixed in effect.text:
        effect = attrs.evolve(effect, text=effect.text.replace(fixed, word, 1))
    moved = part.target_start > at and len(fixed) != len(word)
    return attrs.evolve(part, effect=effect, end=part.end + len(word) - len(fixed),
                        target_start=part.target_start + (len(word) - len(fixed) if moved else 0))


def _shifted(part, by: int):
    return attrs.evolve(part, start=part.start + by, end=part.end + by, verb=part.verb + by if part.verb >= 0 else -1,
                        target_start=part.target_start + by if part.target_start >= 0 else -1)


def _governed_blanked(masked: str) -> str:
    """`masked` with each modal a negating or limiting subject governs blanked (`No player may draw cards this round`,
    `Only 1 player may …`: a prohibition or a restriction, no choice of the player's: the sentences after it were made
    optional)."""
    pieces, done = [], 0   # (joined once: a copy of the whole at each modal was quadratic in a run of them)
    for at in governed_modals(masked):
        modal = re.compile(r"\w+").match(masked, at).end()
        pieces += [masked[done:at], "_" * (modal - at)]
        done = modal
    return "".join(pieces) + masked[done:]


@functools.cache
def _may() -> re.Pattern:
    """Any spelling of `syntax.may` in lower-case masked words (an English one as a whole word)."""
    return re.compile("|".join(rf"\b{re.escape(w.lower())}\b" if w.isascii() else re.escape(w)
                               for w in syntax_words("may")) or "(?!)")


def _said_first(words: str, start: int, reminder: bool, names: tuple[str, ...], may) -> tuple[tuple, str, int]:
    """(the text effect of the quotes said first in the sentence `words`, the words after them and where they start)
    when what follows them opens with a condition or a permission (`Say "Power" and if …, draw 1 card.`, `『…』と宣言し、
    あなたが…なら、…`): the rest is read as it would be alone (`said.said_lead`); else ((), `words`, `start`)."""
    lead = None if reminder else said_lead(words)
    if lead is None:
        return (), words, start
    rest = words[lead[1]:]
    condition = sentence_condition(rest, names)
    if not (condition is not None and rest.startswith(condition)) and not may.search(mask(rest).lower()):
        return (), words, start
    return (Effect("text", text=words[:lead[0]].strip()),), rest, start + lead[1]


@functools.cache
def _not_may() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The words, lower case, that make `may` no choice (`may not` forbids, `不可能` is "cannot", `可能な限り` "as many
    as possible"), and those of a choice declined (`syntax.declined`): once, not each ability's sentences."""
    return (tuple(s.lower() for s in (*syntax_words("may_not"), *syntax_words("no_choice"))),
            tuple(s.lower() for s in syntax_words("declined")))


@functools.cache
def _slips() -> tuple[tuple[str, str, str, re.Pattern], ...]:
    """(kind, slip, the verb it stands for, the slip's pattern at the start of words) of each slip the vocabulary's
    effects list, in its order."""
    return tuple((kind, slip, meant, re.compile(rf"{re.escape(slip)}\b", re.IGNORECASE))
                 for kind, term in vocabulary().effects.terms.items()
                 for slip, meant in term.extra.get("slips", {}).items())


#: Words in quotes: `"Boost"`, `“Response”`, `「強制レスポンス」` (what is inside holds no opening quote of its own kind:
#: linear time on thousands of `“` or `「` with nothing to close them)
_QUOTED = re.compile(r"\"([^\"]+)\"|“([^“”]+)”|「([^「」]+)」")


def _target_term(target):
    """The target word that names `target`'s card type: its noun, or for the card itself (`this`, its own
    name) the word of its type (`upgrade`); None for a type no word names."""
    terms = vocabulary().targets.terms
    if target.noun in terms:
        return terms[target.noun]
    return next((term for term in terms.values() if tuple(term.extra.get("types", ())) == target.card_types), None)


def _opens_with(condition: str | None, moment: str) -> bool:
    """Whether a sentence's condition is the moment its timing word ends, alone or before its own `場合`/`なら` clause
    (`ヘラが倒された時、…場合、`: the time, then the condition, as `When …, if …,` reads)."""
    return condition is not None and (condition == moment or condition.startswith(moment + "、"))
