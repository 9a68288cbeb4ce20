"""The condition a sentence's effect depends on (`if you are in alter-ego form, take 2 damage`).

Seed 002 resolves an ability one sentence at a time; a sentence may say that its effect happens only
when something holds. That condition is kept with the sentence (`Sentence.condition`, its words as
written) so that nothing resolves it as if it held:

- an `if` or `unless` clause, leading (`If it is a [[Tech]] card, …`, `Then, if there are 3 or more
  stun counters here, …`) or trailing (`… draw 1 card if you are in hero form.`); `as if` and
  `even if` are no condition (`syntax.no_condition`);
- a sentence that says what happens when a player declines a `may` (`If you do not, take 1 damage.`,
  `Otherwise, …`): it depends on that choice;
- a limit opening it after the first sentence (`Once per round, deal 1 damage …`): how often it may happen;
- the game mode it happens in, wherever the sentence says it (`In expert mode, the villain gains steady.`, `… deal 1
  damage to an enemy in expert mode.`, `syntax.in_mode`);
- a qualifier comparing what the cards it names have (`Each player with fewer than 3 cards in hand
  takes 2 damage`): it holds for some of them.

A trailing condition may gate only a part of its sentence: after an alternative (`Place 2 threat
here, or 1 threat here if you are in hero form.`, `syntax.alternative`) or after more than one
effect (`Draw 1 card and take 1 damage if …`). `condition_scope` says so (`part`), and the sentence
is then left to a person; a leading condition, or a trailing one after one effect and no
alternative, gates the whole `sentence`.

The words come from the vocabulary (`timings.if`, `syntax.unless`, `syntax.declined`,
`syntax.compared`, `syntax.no_condition`, `syntax.alternative`); parentheses and quotes are not read
(reminder text, quoted abilities).
"""

from __future__ import annotations

import functools
import itertools
import re

from ..vocabulary import syntax_words, verb_pattern, vocabulary
from .clauses import effect_verb_starts, verb_at
from .effects import effect_verbs, lower_effects, mask
from .japanese import alternatives, is_japanese, ja_words
from .limits import leading_limit
from .run_on import clause_comma, comma_ends_clause
from ..names import name_commas_blanked

__all__ = ["JAPANESE_AFTER_IF", "condition_scope", "if_clause", "moment_comma", "replaces", "sentence_condition",
           "timed_if"]

_PREPOSITIONS = frozenset(("in", "into", "from", "of", "to", "a", "an", "the", "their", "your", "its", "with"))


def _words(*spellings: str) -> str:
    return "|".join(re.escape(s) for s in sorted(spellings, key=len, reverse=True))


def _english(spellings) -> list[str]:
    return [s.lower() for s in spellings if s.isascii()]


def sentence_condition(words: str, names: tuple[str, ...] = ()) -> str | None:
    """The words of the condition `words` (a sentence without its `Then,`) depends on, or None; no condition ends
    inside one of `names` (`names.comma_names`: `If Bob, Agent of Hydra is in play, …` was `If Bob`)."""
    masked = name_commas_blanked(words, names, mask(words))
    low = masked.lower()
    opening = leading_limit(words)
    if opening is not None:
        # `Draw 1 card. Once per round, deal 1 damage to an enemy.`: a limit opening a later sentence (the first's is
        # the ability's, `Body`) limits that sentence alone; no count of uses is kept for it, so it is its condition
        # (was read as dealt every time, in silence)
        return opening[0].text
    found = _mode(masked)
    if found is not None:
        # `In expert mode, …`, with no comma, after a leading phrase (`In either case, in expert mode, place …`) or
        # trailing (`… deal 1 damage to an enemy in expert mode.`): the sentence happens in that mode alone (a trailing
        # one was no condition, its effect read as always on)
        return words[found[0]:found[1]]
    declined = _declined().match(low)
    if declined is not None:
        return words[:declined.end()]
    found = if_clause(low)
    if found is not None:
        # a leading `if` clause, or one that opens the clause after a leading time clause (`After that attack resolves,
        # if Hercules defended, remove 1 counter`), ends at its comma; a trailing one (`… if able`) at the sentence's end
        # the time keeps its place in the condition, with a comma after it or none (`At the end of your turn if you
        # exhaust a card, draw 1 card`: the `if` alone was read, the time dropped, as Japanese reads both)
        # A time with no comma opens the `if` clause only when the clause ends at its written comma (`After this attack
        # deal 1 damage to the villain if it is stunned.`: a trailing `if`, the sentence no time)
        both = timed_if(words, names)
        if both is not None:
            return f"{both[0]}, {both[1]}"
        time = _time_before_if().fullmatch(low[:found.start()]) if found.start() > 0 else None
        leading = _clause_end(masked, found.end()) if found.start() == 0 or time is not None else None
        timed = time is not None and (time.group().rstrip().endswith(",") or comma_ends_clause(masked[leading:]))
        opens = found.start() == 0 or timed
        end = leading if opens else _trailing_end(masked, found.end())
        return words[0 if timed else found.start():end].strip()
    found = _delayed().match(low)
    if found is not None and not any(w in found.group() for w in syntax_words("this_way") if w.isascii()):
        # `When the villain attacks this round, deal 1 damage to it`, `After this activation ends, reveal this card`,
        # `At the end of the phase, draw 1 card` (`syntax.period_moment`): a delayed effect, done at the time it names
        # (or, `while`, as long as it holds: seed 002's constant abilities that seek a condition), never as the ability
        # resolves (was done at once). `Until …` is none: a lasting effect done now; `Each time a minion is discarded
        # this way` counts what the ability did
        return words[:found.end()].strip()
    found = _TRAILING_EACH_TIME.search(low)
    if found is not None:
        # (`… then each time a card is discarded this way, draw 1 card`: it counts what the ability did, as above)
        end = _trailing_end(masked, found.end())
        if not any(w in low[found.start():end] for w in syntax_words("this_way") if w.isascii()):
            return words[found.start() + 1:end].strip()
    found = _compared().search(low)
    if found is not None:
        return words[found.start():_qualifier_end(masked, found.end())].strip()
    # (`syntax.unless` too: `あなたがヒーロー形態でない限り、…`, as `Unless you are in hero form, …`; was text)
    japanese = [*vocabulary().timings.terms["if"].ja, *(w for w in syntax_words("unless") if not w.isascii())]
    for word in japanese:
        at = masked.find(word + "、")
        if at > 0:
            return words[:at + len(word)]
    found = _japanese_delayed().match(masked)
    if found is not None and not any(w in found.group() for w in syntax_words("this_way") if not w.isascii()):
        # `悪役が攻撃した時、それに1ダメージを与える`, `悪役が攻撃した後、`, `…である間、`: a delayed effect or a state it holds
        # in, as English `When …,` (was text, none of it typed). With no subject of its own too (`カードを1枚捨てた後、カードを
        # 2枚引く`, as `After you discard a card, draw 2 cards.`): Japanese leaves out `あなたが` in a time clause as its
        # triggers do (`ブラックキャットをプレイした後`), and a sentence's own acts done in order are joined by `て`, `てから`
        # or `その後` (seed 002's "Then"), never by a time clause (it was read as discard, then draw). A conditional form
        # after its comma is a condition of the effect too, its own comma left out (`あなたが阻止した後、ダメージがないなら
        # ミニオンに1ダメージを与える`, as with its comma, `…ないなら、…`, and as English `After you thwart, deal 1 damage
        # to a minion if it has no damage.`, `timed_if`: the effect was text)
        rest = found.end() + 1
        inner = _japanese_if_without_comma(words[rest:], masked[rest:])
        return words[:rest + len(inner)] if inner is not None else words[:found.end()]
    return _japanese_if_without_comma(words, masked)


def timed_if(words: str, names: tuple[str, ...] = ()) -> tuple[str, str, int | None] | None:
    """(the time, the `if` clause, where the time's comma goes when it is left out, else None) of an English sentence
    that opens with a time and ends with an `if` clause after its effect (`After you thwart, deal 1 damage to a minion if
    it has no damage.`, `At the end of the round deal 1 damage to an enemy if it is stunned.`): both are conditions of
    the effect, with the time's comma written or not, as Japanese `…後、…場合、…` reads both; the sentence's condition
    is the time, a comma and the `if` clause (`sentence_condition`). The time ends at its comma, or where the run-on
    splitter parts it from the effect (`run_on.clause_comma`, `moment_comma`). None for any other sentence: no such
    time, no effect between it and the `if` (`At the end of your turn if you exhaust a card, draw 1 card.`: the `if`
    clause opens the effect), or a time with no comma that cannot be parted (`After this attack deal 1 damage …`)."""
    masked = name_commas_blanked(words, names, mask(words))
    low = masked.lower()
    found = if_clause(low)
    if found is None or found.start() == 0:
        return None
    time = _delayed().match(low)
    left_out = None
    if time is not None and time.end() < found.start():
        if any(w in time.group() for w in syntax_words("this_way") if w.isascii()):
            return None
        end = time.end()
    else:
        before = words[:found.start()].rstrip()
        left_out = clause_comma(before, names)
        if left_out is None:
            left_out = moment_comma(before, None)
        if left_out is None:
            return None
        end = left_out
    between = masked[end:found.start()].strip(" ,")
    if not between or not effect_verbs(words[end:found.start()]):
        return None   # (the `if` clause opens what follows it: a condition of both already)
    return words[:end].strip(), words[found.start():_trailing_end(masked, found.end())].strip(), left_out


@functools.cache
def _delayed() -> re.Pattern:
    """A time clause opening a sentence (lower case), up to its comma: the point a delayed effect waits for (`When …`,
    the start or end of a period: `syntax.period_moment`), or the state or period it holds in (`While …`, `During the
    villain phase, …`: seed 002's constant abilities that seek a condition, its words `during`, `if`, `while`). `During
    this round, …` is none: the period now going on, a lasting effect done now as `This round, …` is."""
    moments = "|".join(r"\s+".join(map(re.escape, w.split())) for w in _english(syntax_words("period_moment")))
    # (how long it lasts may open it, `syntax.time_before_subject`: `Until the end of the turn, each time …,`)
    lasting = "|".join(r"\s+".join(map(re.escape, w.split())) for w in _english(syntax_words("time_before_subject")))
    return re.compile(rf"(?:(?:{lasting}),\s*)?"
                      r"(?:when|whenever|each\s+time|every\s+time|the\s+(?:next|first)\s+time|after|before|while"
                      rf"|as\s+long\s+as|during(?!\s+this\s)|{moments})\s[^,;:.]*(?=,)")


#: A time clause that repeats after an effect (`heal 2 damage from your hero each time you deal damage`): its trailing
#: condition, as a trailing `if` is; never `for each time` (a count).
_TRAILING_EACH_TIME = re.compile(r"(?<!\bfor)\s(?:each\s+time|every\s+time|whenever)\s")


@functools.cache
def _moment_opening() -> re.Pattern:
    """The start or end of a period opening English words (`At the end of `: `syntax.period_moment`), any case."""
    moments = "|".join(r"\s+".join(map(re.escape, w.split())) for w in _english(syntax_words("period_moment")))
    return re.compile(rf"(?:{moments})\s", re.IGNORECASE)


#: The subject and modal an effect's verb may have after a period moment whose comma is left out (`At the end of the
#: phase you may discard 1 card`, `… the turn each player draws 1 card`): the comma goes before them. Read back no
#: further than they can be long.
_SUBJECT_BEFORE = re.compile(r"(?<![\w'])(?:(?:you|each\s+player|every\s+player|that\s+player|the\s+first\s+player)"
                             r"\s+(?:(?:may|must|can)\s+)?)?$", re.IGNORECASE)
_SUBJECT_LONGEST = 40
#: Words that carry a period's noun phrase on past its noun (`the round in which you attack`, `the phase that you
#: heal`, `an attack against you`): after one, where the period ends is not told, so no comma is put.
_PHRASE_GOES_ON = re.compile(r"\b(?:which|that|where|when|who|whom|whose|while|if|as|after|before|until|in|on|at"
                             r"|against|by|with|from|for|of|to|during)\b", re.IGNORECASE)
_LETTERS = re.compile(r"[A-Za-z']+")
#: The nouns a period the cards time by ends with (`the round`, `your turn`, `the villain phase`, `this attack`): a
#: comma is put only right after one, never inside a subject the words before a verb may be (`each enemy takes`,
#: `the villain heals`, `any player may draw`: where the period ends is not told there).
_PERIOD_NOUN = re.compile(r"\b(?:round|turn|phase|attack|activation|thwart|defense|step|game)\s*$", re.IGNORECASE)


def moment_comma(words: str, condition: str | None) -> int | None:
    """Where the comma left out after a period moment goes, in `words`, when its condition ran on into the effect
    (`At the end of your turn draw 1 card, then …`: after `turn`; `At the end of the phase you may discard 1 card, …`:
    after `phase`): a moment is `At the start/end of` and a period's noun phrase, no verb of its own, so an effect
    verb before the condition's comma, with words after it (its object), starts the sentence's effects, with its
    subject and modal. None for any other condition: where no noun phrase is left before the verb, where the verb
    ends the condition (`an enemy attack,`: a noun), and where the noun phrase goes on past its noun (`the round in
    which you attack,`: where it ends is not told)."""
    if condition is not None and not words.startswith(condition):
        return None
    # (the opening first: most sentences have none, and then `words` is not copied. What opens the first sentence of
    # `words` opens `words`; an opening found past that sentence's end, a vocabulary's with a period, is looked for again)
    opening = _moment_opening().match(words if condition is None else condition)
    if opening is None:
        return None
    if condition is None:   # (`At the end of your turn draw 1 card.`: no comma at all, the draw was done at once)
        condition = words.split(".", 1)[0]
        if opening.end() > len(condition) and (opening := _moment_opening().match(condition)) is None:
            return None
    masked = mask(condition)
    verb = next(effect_verb_starts(masked, opening.end()), None)
    if verb is None:
        return None
    after = masked[_LETTERS.match(masked, verb).end():].strip(" ,")
    if not after or _PHRASE_GOES_ON.match(after):
        return None   # (`At the end of an enemy attack,`, `… an enemy attack against you,`: the period's noun)
    subject = _SUBJECT_BEFORE.search(masked, max(opening.end(), verb - _SUBJECT_LONGEST), verb)
    at = len(masked[:subject.start() if subject is not None else verb].rstrip())
    if at <= opening.end() or _PHRASE_GOES_ON.search(masked, opening.end(), at) or \
            _PERIOD_NOUN.search(masked, opening.end(), at) is None:
        return None   # (`… the round each enemy takes 1 damage`: `each enemy` is the subject, not the period's)
    return at


@functools.cache
def _japanese_delayed() -> re.Pattern:
    """A Japanese time clause opening a sentence, up to its comma: a verb's plain form (`攻撃した`, `攻撃する`, `いる`,
    `引く`) then `時`, `とき`, `後`, `あと` or `間` (`timings.when`, `after`, `while`) or `たびに` (`syntax.each_time`);
    never `その後、` (then). A time phrase with its comma may open it (`syntax.time_before_subject`: `このラウンド中、カードを
    引いた時、`, as English `When you draw a card this round, …`). Or the start or end of a period, `に`, `には` or `で`
    after it (`syntax.period_moment`: `フェイズの終了時に、`, as English `At the end of the phase, …`). Or the period it holds
    in, a period's or an act's noun with `中`, or `期間中` (`timings.during`: `悪役フェイズ中、`, as English `During the villain phase, …`); never `この…中、`
    (`このラウンド中、`: the period now going on, `syntax.time_before_subject`, a lasting effect done now). Or an act's
    noun, `の`, then `後`, `あと`, `時` or `とき` (`この攻撃の後、`, `その阻止の後、`: a time with no verb, as English `After this
    attack, …`; the sentence was text, its effect lost; `syntax.act_noun`), never another noun's (`このとき、`, `その後、`),
    but a state's (`syntax.state`, `ヒーロー形態のとき、`: as English `When you are in hero form, …`, which holds over a
    period, `while`; the sentence was text)."""
    terms = vocabulary().timings.terms
    ends = alternatives((*(w for t in ("when", "after", "while") for w in terms[t].ja), *ja_words("each_time")))
    noun_ends = alternatives(w for t in ("when", "after") for w in terms[t].ja)
    acts = alternatives(ja_words("act_noun"))
    opening = alternatives(ja_words("time_before_subject"))
    during = alternatives(terms["during"].ja)
    moments = alternatives(ja_words("period_moment"))
    particles = alternatives(ja_words("moment_particle"))
    states = alternatives(w for w in syntax_words("state") if not w.isascii())
    return re.compile(rf"(?:(?:{opening})は?[、，,] ?)?(?P<clause>[^、，,。]*?[たるいだうくすつぬぶむぐ](?<!^ふた)(?<![^、，,。]ふた)(?P<end>{ends})"
                      rf"|[^、，,。]+?(?:{moments})(?:{particles})?|(?!この)[^、，,。]*?(?:{during})(?:は|に)?"
                      rf"|[^、，,。]*?(?:{acts})の(?:{noun_ends})(?:に|は)?"
                      rf"|[^、，,。]*?(?:{states})(?:の|である)(?:{noun_ends})(?:に|は)?)(?=[、，,])")


#: What may follow a Japanese `場合`, `時` or `後` that is no effect's start: a particle (`場合は`, `場合に限り`, `場合でも`,
#: `時に`, `後で`), a comma, or a word it is a part of (`時点`).
JAPANESE_AFTER_IF = tuple("はにもでのがを、,，点")
#: What a time clause's `たび` (`syntax.each_time`) follows: a verb's plain form (`攻撃するたび`, `引いたたび`), not the
#: word `ふたたび` (again).
_EACH_TIME_AFTER = re.compile(r"(?<!ふ)[たるいだうくすつぬぶむぐ]$")
#: The longest sentence a condition with no comma after it is looked for in (no card writes a longer one).
_IF_WITHOUT_COMMA_LIMIT = 300


def _japanese_if_without_comma(words: str, masked: str) -> str | None:
    """The words of a Japanese condition ending with a conditional form written with no comma after it
    (`syntax.if_without_comma`: `あなたが分身形態ならカードを1枚引く`, as `If you are in alter-ego form, draw 1 card`),
    when effects the reader types follow it; None when none does, or the form continues a word (`ならない`,
    `当たらない`: no condition)."""
    if not is_japanese(masked) or len(masked) > _IF_WITHOUT_COMMA_LIMIT:
        return None
    each_time = ja_words("each_time")
    for word in sorted((*syntax_words("if_without_comma"), *each_time), key=len, reverse=True):
        for found in itertools.islice(re.finditer(re.escape(word), masked), 3):   # (the first few: linear time)
            rest = words[found.end():].strip()
            if found.start() == 0 or not rest.strip(" 。.") or rest.startswith(("な", "ず", "ば", *JAPANESE_AFTER_IF)):
                continue
            if word in each_time and not _EACH_TIME_AFTER.search(masked, 0, found.start()):
                continue   # (`ふたたび` (again), `このたび`: no time clause's end)
            if any(part.effect.kind != "text" for part in lower_effects(rest)):
                return words[:found.end()]
    return None


@functools.cache
def _declined() -> re.Pattern:
    """The words of `syntax.declined` at the start of lower-case words, the longest first; an `if` of them where its
    modal stands alone (a comma, `then` before a word, or the sentence's end after it: `If you don't then you take 1 damage`, its
    comma left out): `If they do not advance, place 3 threat here` is an
    `if` clause of its own verb (the condition was `If they do not`, and `advance` an effect); `Otherwise` anywhere
    (`Otherwise place 1 threat …`, its comma left out)."""
    return re.compile("|".join(rf"{re.escape(w)}" + (r"(?=\s*(?:[,;:.]|then\s+(?=\w)|$))" if w.lower().startswith("if ") else r"\b")
                               for w in sorted(_english(syntax_words("declined")), key=len, reverse=True)) or "(?!)")


@functools.cache
def _compared() -> re.Pattern:
    return re.compile(rf"\bwith (?:{_words(*_english(syntax_words('compared')))})\b")


@functools.cache
def _modes() -> tuple[tuple[str, re.Pattern | None], ...]:
    """Each spelling of `syntax.in_mode`, the longest first, with its pattern in lower-case words when it is English."""
    return tuple((mode, re.compile(rf"(?<![\w-]){re.escape(mode.lower())}\b") if mode.isascii() else None)
                 for mode in sorted(syntax_words("in_mode"), key=len, reverse=True))


def _mode(masked: str) -> tuple[int, int] | None:
    """Where the first game mode (`syntax.in_mode`: `In expert mode`, `エキスパートモードでは`) stands in a sentence's
    masked words (none inside parentheses or quotes), or None."""
    low, best = masked.lower(), None
    for mode, pattern in _modes():
        if pattern is not None:
            found = pattern.search(low)
            at = found.start() if found is not None else -1
        else:
            at = masked.find(mode)
        if at >= 0 and (best is None or at < best[0]):
            best = (at, at + len(mode))
    return best


def condition_scope(words: str, condition: str | None, effects: int) -> str | None:
    """What `condition` (`sentence_condition(words)`) gates in `words`, a sentence of `effects` effects:
    `sentence`, or only a `part` of it (a trailing `if` after an alternative or after more than one
    effect); None without a condition."""
    if condition is None:
        return None
    at = words.find(condition)
    mode = _mode(mask(words))
    if mode is not None and mode[0] == at and at > 0 and effect_verbs(words[:at]):
        # `Deal 1 damage to each hero, in expert mode, deal 2 damage.`: the mode gates what follows it, not the
        # damage before it (which part, the reading leaves to a person)
        return "part"
    found = if_clause(mask(words).lower())
    if at <= 0 or found is None or found.start() != at:   # leading, a qualifier, or Japanese
        return "sentence"
    alternative = _english(syntax_words("alternative"))
    before = mask(words[:at]).lower()
    if effects > 1 or re.search(rf"\b(?:{_words(*alternative)})\b", before):
        return "part"
    return "sentence"


def if_clause(low: str) -> re.Match | None:
    """The first `if` or `unless` in `low` (masked, lower case) that is a condition (`as if`, `even if`
    are none)."""
    no_condition, ifs = _if_patterns()
    for phrase in no_condition:
        low = phrase.sub(lambda m: "_" * len(m.group()), low)
    return ifs.search(low)


@functools.cache
def _if_patterns() -> tuple[tuple[re.Pattern, ...], re.Pattern]:
    """`syntax.no_condition`'s phrases, one pattern each, and `if` or `unless`, as `if_clause` looks for them."""
    ifs = _english((*vocabulary().timings.terms["if"].en, *syntax_words("unless")))
    return (tuple(re.compile(rf"\b{re.escape(phrase)}\b") for phrase in _english(syntax_words("no_condition"))),
            re.compile(rf"\b(?:{_words(*ifs)})\b"))


def _qualifier_end(masked: str, start: int) -> int:
    """Where a qualifier ends: before the sentence's verb (`… in hand takes 2 damage`: `takes`; `in play`
    is no verb), at a comma, or at the sentence's end."""
    pattern, _ = verb_pattern()
    for word in re.finditer(r"[A-Za-z']+|[,;.]", masked[start:]):
        at = start + word.start()
        if word.group() in ",;.":
            return at
        before = masked[:at].split()
        if pattern.match(masked, at) and (not before or before[-1].lower() not in _PREPOSITIONS):
            return at
    return len(masked)


#: A leading time clause and its comma, all that comes before an `if` clause that opens what follows it (`After that
#: attack resolves, `, `When this card enters play, `).
@functools.cache
def _time_before_if() -> re.Pattern:
    """A time clause or the start or end of a period opening a sentence before its `if` clause (lower case, with its
    comma or none: `after that attack resolves, `, `at the end of your turn `), fullmatched: the `if` clause ends at
    its comma and the condition is both."""
    moments = "|".join(r"\s+".join(map(re.escape, w.split())) for w in _english(syntax_words("period_moment")))
    return re.compile(r"(?:after|when|whenever|once|before|each\s+time|every\s+time|the\s+(?:next|first)\s+time"
                      rf"|{moments})\s[^,;:.]*(?:,\s*)?")


#: A comma and what joins the next clause to it (`, or `, `, and then `): where a trailing `if` clause ends when an
#: effect's verb follows (`tuck 1 ally here if there is none, or play the ally tucked here`).
_NEXT_CLAUSE = re.compile(r",\s+(?:(?:or|and)\s+)?(?:then\s+)?(?=[a-z])", re.IGNORECASE)


def _trailing_end(masked: str, start: int) -> int:
    """Where a trailing `if` clause ends: before a comma that a clause with an effect's verb follows (`…, or play the
    ally tucked here`: the alternative it does not gate), else at the sentence's end (`… if able`, `if you control an
    ally, an upgrade, or a support`: no verb after the comma)."""
    for match in _NEXT_CLAUSE.finditer(masked, start):
        if verb_at(masked, match.end()) is not None:
            return match.start()
    return len(masked.rstrip().rstrip("."))


def _clause_end(masked: str, start: int) -> int:
    """Where a leading `if` clause ends: at its comma (a list's commas are skipped), else the sentence."""
    for match in re.finditer(r",", masked[start:]):
        rest = masked[start + match.end():].lstrip()
        if re.match(r"(?:or|and)\s|\[\[", rest):
            continue
        return start + match.start()
    return len(masked.rstrip().rstrip("."))


@functools.cache
def _instead() -> tuple[tuple[str, re.Pattern | None], ...]:
    """Each spelling of `syntax.instead`, with its pattern (not before `of`) when it is English."""
    return tuple((word, re.compile(rf"\b{re.escape(word)}\b(?!\s+of\b)", re.IGNORECASE) if word.isascii() else None)
                 for word in syntax_words("instead"))


def replaces(words: str) -> bool:
    """Whether a sentence's words are a replacement effect (`syntax.instead`: `Deal 3 damage instead.`, `instead set his
    hit point dial to 1`, `その代わりに、悪役に3ダメージを与える。`): done in place of another, never as well; not `instead
    of …` (`uses their THW instead of their ATK`), `…の代わりに` (`instead of …`: they name what they replace), nor
    words in parentheses (`(3 damage instead if …)`: `Effect.instead`)."""
    masked = mask(words)
    for word, english in _instead():
        if english is not None:
            if english.search(masked):
                return True
            continue
        for found in re.finditer(re.escape(word), masked):
            before = masked[:found.start()]
            if not before.endswith("の") or before.endswith("その"):
                return True
    return False
