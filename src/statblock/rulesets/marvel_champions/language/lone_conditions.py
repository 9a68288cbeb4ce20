"""A sentence that is a condition with no effect after it, and where the comma it lacks goes: an English leading `if`
(`If you cannot attach to the villain.`, `bare_condition`, `missing_comma`), an English timing alone (`When the villain
attacks.`, `english_bare_timing`), a Japanese one (`…アタッチできない場合。`, `japanese_bare_condition`) or a Japanese
trigger's condition whose comma is left out (`japanese_clause_comma`). `bare_conditions` reports them (MC114)."""

from __future__ import annotations

import functools
import re

from ..vocabulary import syntax_words, verb_pattern, vocabulary
from .conditions import JAPANESE_AFTER_IF, if_clause
from .effects import effect_verbs, lower_effects, mask
from .japanese import condition_clause
from .run_on import clause_comma

__all__ = ["bare_condition", "english_bare_timing", "japanese_bare_condition", "japanese_clause_comma", "missing_comma"]


def bare_condition(words: str, condition: str | None) -> bool:
    """Whether a leading English `if`/`unless` `condition` is all `words` (a sentence) says: no effect after it (`If
    you cannot attach to the villain.`, a comma left out); not a lead-in its options complete (`if you are:`)."""
    if not condition or not condition.isascii() or not words.startswith(condition) \
            or words.rstrip().endswith((":", "：")) or words[len(condition):].strip(" .") \
            or if_clause(mask(condition).lower()) is None:
        return False
    return if_clause(mask(condition).lower()).start() == 0


#: The timings a sentence that is a condition alone may end with (`…場合。`, `…した時。`, `…した後。`), and an English
#: one open with (`When the villain attacks.`, `After you play this card.`): seed 002's `if`, `when` and `after`.
_BARE_TIMINGS = ("if", "when", "after")


@functools.cache
def _japanese_timing_words() -> tuple[tuple[str, ...], tuple[str, ...], tuple[re.Pattern, ...]]:
    """For `japanese_bare_condition`, once (they were sorted and compiled again for each sentence): the Japanese
    timing words, longest first; the Japanese `then` words; and a pattern of each timing word a comma may be left out
    after (not a conditional form written with none: `…ならダメージを受けない`), in that order."""
    terms = vocabulary().timings.terms
    ends = tuple(sorted({w for t in _BARE_TIMINGS for w in terms[t].ja}, key=len, reverse=True))
    then = tuple(w for w in syntax_words("then") if not w.isascii())
    bare_forms = set(syntax_words("if_without_comma"))
    return ends, then, tuple(re.compile(re.escape(word)) for word in ends if word not in bare_forms)


def japanese_bare_condition(words: str, card_name: str = "") -> tuple[str, int | None] | None:
    """A Japanese sentence that is a condition (`timings.if`, `when`, `after`: `場合`, `時`, `後`) with no effect after
    it, as `bare_condition` says of an English one: (the condition, None) when the sentence ends with it
    (`悪役にアタッチできない場合。`, `悪役が攻撃した後。`); (the words before the comma left out, where it goes) when
    effects the reader types follow the timing word with no comma (`アタッチできない場合メイン計画に脅威を1個置く。`:
    `場合、`); None otherwise (`場合、`, `場合は`, no timing word, `その後` (`then`), a word it is part of: `最後`)."""
    masked = mask(words)
    body = masked.rstrip().rstrip("。.").rstrip()
    ends, then, comma_left_out = _japanese_timing_words()
    if any(body.endswith(word) and len(body) > len(word) and not body.endswith(then) for word in ends):
        return words[:len(body)], None
    for pattern in comma_left_out:
        for found in pattern.finditer(body):
            at = found.end()
            rest = words[at:]
            if found.start() == 0 or not rest.strip() or rest.lstrip().startswith(JAPANESE_AFTER_IF) \
                    or body[:at].endswith(then):
                continue
            if any(part.effect.kind != "text" for part in lower_effects(rest.strip(), card_name)):
                return words[:at], at
    return None


def japanese_clause_comma(words: str, card_name: str = "", states: bool = True) -> tuple[str, int, str] | None:
    """(timing, where the comma goes, the timing word before it) of a Japanese trigger's condition whose comma is left
    out before the effect's words (`ヴィランがあなたを攻撃したときあなたはカードを1枚捨ててもよい。`: `とき、`), as
    `run_on.clause_comma` finds it in English: the timing word `japanese_bare_condition` finds typed effects after,
    read as the condition `japanese.condition_clause` reads with the comma written there (`states` as it takes it);
    None otherwise."""
    bare = japanese_bare_condition(words, card_name)
    if bare is None or bare[1] is None:
        return None
    at = bare[1]
    found = condition_clause(mask(words[:at] + "、" + words[at:]), states)
    if found is None or found[1] != at:
        return None
    return found[0], at, next(w for w in _japanese_timing_words()[0] if words[:at].endswith(w))


@functools.cache
def _bare_opening() -> re.Pattern:
    """An English timing word of `_BARE_TIMINGS` but `if` opening words, a word after it (one pattern of them all, each
    tried in turn as the words' own patterns were)."""
    terms = vocabulary().timings.terms
    opens = "|".join(re.escape(w) for t in _BARE_TIMINGS[1:] for w in terms[t].en)
    return re.compile(rf"(?:{opens})\s+\S", re.IGNORECASE)


def english_bare_timing(words: str) -> str | None:
    """The words of an English sentence that is a timing condition alone (`When the villain attacks.`, `After you play
    this card.`: `timings.when`, `after` opening it, no comma, semicolon or colon after), as `japanese_bare_condition`
    finds `悪役が攻撃した後。`; None for any other sentence (`When the villain attacks, draw 1 card.`), and for one
    with a verb of an effect after the condition's own (`When this card leaves play discard it`: a comma left out,
    where is not told: its effects are read as before)."""
    masked = mask(words)
    body = masked.rstrip().rstrip(".").rstrip()
    if not _bare_opening().match(body) or re.search(r"[,;:]", body):
        return None
    if effect_verbs(words) > 1 and clause_comma(words) is not None:
        return None   # `When this card leaves play discard it`: an effect after its comma left out (as MC109 is not said)
    return words[:len(body)]


#: A verb a condition may leave out after a modal or `do` (`If you cannot, …`, `If you do not, …`), and the word after.
_ELLIPSIS = re.compile(r"\b(?P<aux>cannot|can't|can not|can|do not|don't|does not|doesn't|did not|didn't|do|does|did)"
                       r"\s+(?P<next>[A-Za-z']+)", re.IGNORECASE)
#: Words after which a modal is surely followed by no verb of its own: a new subject starts (`this card gains`).
_NEW_SUBJECT = frozenset(("this", "the", "a", "an", "each", "every", "you", "your", "it", "its", "all", "any"))
#: Verbs said of a state in a condition (`If you do not control an upgrade`): no effect of a sentence.
_STATIVE = frozenset(("control", "have", "has", "own", "be", "is", "are"))


def missing_comma(condition: str) -> int | None:
    """Where the comma that a bare condition (`bare_condition`) lacks goes, in `condition`: after the modal whose
    verb it leaves out (`If you cannot` in `If you cannot attach to the villain`), when the next word starts an
    effect (an effect verb of the vocabulary, not a state: `control`) or a new subject (`If you cannot this card
    gains surge`); None when that cannot be told."""
    masked = mask(condition)
    pattern, _ = verb_pattern()
    for found in _ELLIPSIS.finditer(masked):
        after = found.group("next").lower()
        if after in _NEW_SUBJECT or (after not in _STATIVE and pattern.match(masked, found.start("next"))):
            return found.end("aux")
    return None
