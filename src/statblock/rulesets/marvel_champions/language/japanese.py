"""The shapes of Japanese card text that differ from the English ones (the words come from the vocabulary).

Japanese puts what English puts first at the end: a trigger condition ends with its timing word and
a comma (`テスト手下が攻撃した後、` for `After Test Minion attacks,`), a limit names its scope first
(`（ラウンドにつき1回まで。）` for `(Limit once per round.)`), a counter's name comes before the word
`counter` and its number may come after it (`ウェブカウンター3個`), and a number may carry a counter
word (`3個`, `1枚`: the vocabulary's `syntax.unit`). Each reader here gives what its English
counterpart gives, so a Japanese card's JSON is the English card's but for the words.
"""

from __future__ import annotations

import functools
import re

from ..vocabulary import syntax_words, vocabulary
from ...similarity import is_japanese

__all__ = ["condition_clause", "counters_value", "is_japanese", "limit_parts", "names_split", "unit"]

_COMMA = "、,，"


def _alternatives(words) -> str:
    return "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))


def _ja(term_id: str, category: str = "syntax") -> tuple[str, ...]:
    return vocabulary().categories[category].terms[term_id].ja


@functools.cache
def unit() -> str:
    """A Japanese counter word after a number, optional (`3個`), as a pattern."""
    return rf"(?:{_alternatives(_ja('unit'))})?"


@functools.cache
def names_split() -> re.Pattern:
    """Where the names of `Team-Up (A and B)` are cut: `and` (`と`) or a comma."""
    english = [rf"\s+{re.escape(w)}\s+" for w in syntax_words("and") if w.isascii()]
    japanese = [rf"\s*{re.escape(w)}\s*" for w in _ja("and")]
    return re.compile("|".join([*english, *japanese, r"[,、，]\s*"]))


def counters_value(body: str) -> tuple[int | None, bool, str | None] | None:
    """(number, per hero, the counter's name) of a Japanese `Uses` value (`3 ウェブカウンター`,
    `ウェブカウンター3個`), or None when it is not one."""
    counter = _alternatives(_ja("counter"))
    number = rf"(?P<n>\d{{1,4}}|X)\s*(?P<ph>\[per_hero\])?\s*{unit()}"
    body = " ".join(body.split())  # (one space between words: the adjacent `\s*` stay linear on any run)
    for shape in (rf"{number}(?:の)?\s*(?P<c>[^\s\d]*?)\s*(?:{counter})", rf"(?P<c>[^\s\d]*?)\s*(?:{counter})\s*{number}"):
        found = re.fullmatch(shape, body)
        if found is not None:
            value = int(found.group("n")) if found.group("n") != "X" else None
            return value, bool(found.group("ph")), found.group("c") or None
    return None


@functools.cache
def _timings() -> tuple[re.Pattern, dict[str, str]]:
    """A pattern finding the timing word that ends a condition (a comma after it), and the timing each
    spelling is (`ようとする時`: would, `時`: when, `後`: after, `場合`: if, ...)."""
    by_word = {s: term.id for term in vocabulary().timings.terms.values() for s in term.ja}
    return re.compile(rf"(?P<word>{_alternatives(by_word)})\s*(?=[{_COMMA}])"), by_word


def condition_clause(masked: str) -> tuple[str, int] | None:
    """(timing, end) of the condition a Japanese sentence starts with: its words up to the first timing
    word a comma follows (`敵があなたを攻撃しようとする時、`: would; `end` is the comma's index), or None. `masked`
    has its parentheses and quotes blanked out (`effects.mask`)."""
    pattern, by_word = _timings()
    found = pattern.search(masked)
    if found is None or found.start() == 0:
        return None
    return by_word[found.group("word")], found.end()


@functools.cache
def _limit_shape() -> re.Pattern:
    per = _alternatives(w for w in syntax_words("per") if not w.isascii())
    counts = _alternatives(s for t in vocabulary().syntax.terms.values() if "count" in t.extra for s in t.ja)
    return re.compile(rf"(?P<scope>.+?)\s*(?:{per})\s*(?P<player>{_alternatives(_ja('per_player'))})?\s*"
                      rf"(?P<count>{counts}|\d{{1,4}}\s*回?)\s*(?:{_alternatives(_ja('limit_end'))})")


def limit_parts(words: str) -> tuple[str, int, bool] | None:
    """(scope, count, per player) of a Japanese limit's words (`ラウンドにつき1回まで`: round, 1), or None
    when they are not one (the scope is one of the vocabulary's `limit_scopes`)."""
    found = _limit_shape().fullmatch(" ".join(words.split()))
    if found is None:
        return None
    said = found.group("count").replace(" ", "")
    counts = {s: t.extra["count"] for t in vocabulary().syntax.terms.values() if "count" in t.extra for s in t.ja}
    count = counts.get(said) or int(said.rstrip("回"))
    scope = next((t.id for t in vocabulary().limit_scopes.terms.values() if found.group("scope") in t.ja), None)
    return (scope, count, bool(found.group("player"))) if scope else None


# ---- costs (the words before `→`) ------------------------------------------------------------------------

def _verb(kind: str) -> str:
    """The Japanese verbs of an effect kind (its last word in the vocabulary: `カウンターを取り除く`:
    `取り除く`), as they end a cost or join the next one (`消耗し、`, `捨て、`, `支払い、`)."""
    forms = set()
    for phrase in vocabulary().effects.terms[kind].ja:
        verb = phrase.rsplit("を", 1)[-1]
        forms.add(verb)
        if verb.endswith("する"):
            forms.add(verb[:-2] + "し")
        elif verb.endswith("る"):
            forms.update((verb[:-1], verb[:-1] + "り"))
        elif verb[-1:] in _CONNECTIVE:
            forms.add(verb[:-1] + _CONNECTIVE[verb[-1]])
    return _alternatives(forms)


_CONNECTIVE = {"う": "い", "く": "き", "ぐ": "ぎ", "す": "し", "つ": "ち", "ぬ": "に", "ぶ": "び", "む": "み"}


@functools.cache
def _costs() -> tuple[tuple[str, re.Pattern], ...]:
    """(kind, shape) of a Japanese cost, as `effects._COSTS` are of an English one: the number before
    its noun or after its particle (`1つの[energy]リソースを支払う`, `[energy]リソースを1つ支払う`)."""
    counter = _alternatives(_ja("counter"))
    resource = _alternatives(_ja("resource"))

    def amount(name: str) -> str:
        return rf"(?:(?P<{name}>\d{{1,4}}|X)\s*{unit()}の?)?\s*"

    shapes = (
        ("spend", rf"{amount('n')}(?P<icons>(?:\[\w+\]\s*)*)(?:{resource})を\s*{amount('m')}(?:@spend@)"),
        ("remove_counters", rf"(?:.+から)?+{amount('n')}(?P<what>[^\s\d]*?)\s*(?:{counter})を\s*{amount('m')}"
                            r"(?:@remove_counters@)"),
        ("take_damage", rf"{amount('n')}ダメージを\s*{amount('m')}(?:@take_damage@)"),
        ("deal_damage", rf"(?P<what>.+?)に\s*{amount('n')}ダメージを\s*{amount('m')}(?:@deal_damage@)"),
        ("exhaust", r"(?P<what>.+?)を\s*(?:@exhaust@)"),
        ("discard", rf"(?P<what>.+?)を\s*{amount('n')}(?:@discard@)"),
    )
    return tuple((kind, re.compile(re.sub(r"@(\w+)@", lambda m: _verb(m.group(1)), shape))) for kind, shape in shapes)


def cost_parts(text: str) -> list[tuple[str, dict]]:
    """The costs in Japanese words before `→` (`ナイトクローラーを消耗し、[energy]リソースを1つ支払う`):
    (kind, its groups: `what`, `n`, `icons`) for each, kind `text` when the words are no known cost."""
    out = []
    for words in (" ".join(w.split()) for w in re.split(r"[、,，]", text.strip().rstrip("。.")) if w.strip()):
        for kind, shape in _costs():
            found = shape.fullmatch(words)
            if found is not None:
                groups = {k: v for k, v in found.groupdict().items() if v}
                if "m" in groups:
                    groups.setdefault("n", groups.pop("m"))
                out.append((kind, {**groups, "words": words}))
                break
        else:
            out.append(("text", {"words": words}))
    return out
