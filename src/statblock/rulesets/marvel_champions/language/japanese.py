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

from ....vocabulary import fold
from ..vocabulary import syntax_words, vocabulary
from ...similarity import is_japanese

__all__ = ["condition_clause", "counters_value", "effect_parts", "is_japanese", "joined_targets", "limit_parts",
           "listed_targets", "names_split", "single_spaced", "target_words", "unit"]

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
    # `につき`, `ごとに`, and `に` (`1ラウンドに1回まで`: the grammar takes it only after a scope word, and the
    # scope must be one here too); a `1` before the scope is "per one round" (`1ラウンドにつき1回まで`)
    per = _alternatives([*(w for w in syntax_words("per") if not w.isascii()), *_ja("per_scope")])
    counts = _alternatives(s for t in vocabulary().syntax.terms.values() if "count" in t.extra for s in t.ja)
    return re.compile(rf"(?:1 ?)?(?P<scope>.+?)\s*(?:{per})\s*(?P<player>{_alternatives(_ja('per_player'))})?\s*"
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
        forms.update(_conjugated(verb)[0])
    return _alternatives(forms)


_CONNECTIVE = {"う": "い", "く": "き", "ぐ": "ぎ", "す": "し", "つ": "ち", "ぬ": "に", "ぶ": "び", "む": "み"}
_TE = {"う": "って", "く": "いて", "ぐ": "いで", "す": "して", "つ": "って", "ぬ": "んで", "ぶ": "んで", "む": "んで"}


def _conjugated(verb: str) -> tuple[set[str], set[str]]:
    """(connective forms, te forms) of a Japanese verb in its dictionary form (`与える`: `与え`, `与えて`;
    `引く`: `引き`, `引いて`; `…する`: `…し`, `…して`). A verb in `る` may be of either conjugation
    (`与える`, `振る`): both forms are given, the one no card writes matches nothing."""
    if verb.endswith("する"):
        return {verb[:-2] + "し"}, {verb[:-2] + "して"}
    if verb.endswith("る"):
        return {verb[:-1], verb[:-1] + "り"}, {verb[:-1] + "て", verb[:-1] + "って"}
    if verb[-1:] in _CONNECTIVE:
        return {verb[:-1] + _CONNECTIVE[verb[-1]]}, {verb[:-1] + _TE[verb[-1]]}
    return set(), set()   # `できない`: no form joins a next clause


@functools.cache
def _costs() -> tuple[tuple[str, re.Pattern], ...]:
    """(kind, shape) of a Japanese cost, as `effects._COSTS` are of an English one: the number before
    its noun or after its particle (`1つの[energy]リソースを支払う`, `[energy]リソースを1つ支払う`)."""
    counter = _alternatives(_ja("counter"))
    resource = _alternatives(_ja("resource"))
    up_to = _alternatives(_ja("up_to", "ja_targets"))   # `最大3ダメージを受ける`: take up to 3 damage
    up_to_after = _alternatives(_ja("up_to_after"))     # `3ダメージまで受ける`: the same

    def amount(name: str) -> str:
        return rf"(?:(?P<{name}>\d{{1,4}}|X)\s*{unit()}の?)?\s*"

    shapes = (
        ("spend", rf"{amount('n')}(?P<icons>(?:\[\w+\]\s*)*)(?:{resource})を\s*{amount('m')}(?:@spend@)"),
        ("remove_counters", rf"(?:.+から)?+{amount('n')}(?P<what>[^\s\d]*?)\s*(?:{counter})を\s*{amount('m')}"
                            r"(?:@remove_counters@)"),
        ("take_damage", rf"(?:(?P<up_to>{up_to})\s*)?{amount('n')}ダメージ(?:(?P<up_to_after>{up_to_after})を?|を)\s*"
                        rf"{amount('m')}(?:@take_damage@)"),
        ("deal_damage", rf"(?P<what>.+?)に\s*{amount('n')}ダメージを\s*{amount('m')}(?:@deal_damage@)"),
        ("exhaust", r"(?P<what>.+?)を\s*(?:@exhaust@)"),
        ("discard", rf"(?P<what>.+?)を\s*{amount('n')}(?:@discard@)"),
    )
    return tuple((kind, re.compile(re.sub(r"@(\w+)@", lambda m: _verb(m.group(1)), shape))) for kind, shape in shapes)


def cost_parts(text: str) -> list[tuple[str, dict]]:
    """The costs in Japanese words before `→` (`ナイトクローラーを消耗し、[energy]リソースを1つ支払う`):
    (kind, its groups: `what`, `n`, `icons`, `up_to`: `最大3ダメージを受ける`) for each, kind `text` when the words are no known cost."""
    out = []
    for words in (" ".join(w.split()) for w in re.split(r"[、,，]", text.strip().rstrip("。.")) if w.strip()):
        for kind, shape in _costs():
            found = shape.fullmatch(words)
            if found is not None:
                groups = {k: v for k, v in found.groupdict().items() if v}
                if "m" in groups:
                    groups.setdefault("n", groups.pop("m"))
                if groups.pop("up_to_after", None):
                    groups["up_to"] = "まで"
                out.append((kind, {**groups, "words": words}))
                break
        else:
            out.append(("text", {"words": words}))
    return out


# ---- effects (the words of a sentence after its condition) -------------------------------------------------

#: A clause longer than this (in characters, its runs of spaces one space) is no typed effect: no card writes
#: one, and the shapes are then tried on bounded words (time linear in a sentence of any length).
CLAUSE_LIMIT = 160
#: The kinds an English sentence reads with an amount and their shapes here (`counted` in the vocabulary, but
#: `increase` and `reduce`, whose Japanese is not read): where their target stands (`敵1体に`, `スキームから`,
#: `あなたのヒーローの体力を`) and whether a subject may say whom it is for (`各プレイヤーはカードを1枚引く`,
#: `各プレイヤーは1ダメージを回復する`).
_AMOUNTED = {"deal_damage": ("に", False), "take_damage": (None, True), "heal": ("の|から", True),
             "draw": (None, True), "place_threat": ("に", False), "remove_threat": ("から", False),
             "place_counters": ("に", False), "remove_counters": ("から", False), "generate": (None, True)}
#: The kinds read by their verb alone that read an amount too, as English `prevent 2 of that damage` does.
AMOUNT_ALSO = ("prevent",)
#: The kinds an English sentence reads with a target and no amount (`Stun the villain`): their target is the
#: object (`悪役をスタン状態にする`), or, for a predicate with its own object (`タフ状態を与える`, `タフ状態を得る`),
#: whom it is given to (`悪役に`) or the subject (`あなたはタフ状態を得る`).
_TARGETED = ("stun", "confuse", "tough", "ready", "exhaust")
#: The particles before an effect's verb that end the words it is about (`それをあなたの手札に加える`): in a kind
#: read by its verb alone, everything before them is kept, not read.
_PARTICLES = "を|に|へ|と|で|から|まで|が|は"
#: Words of one clause: a target, a subject or what a kind read by its verb alone is about never runs over a
#: comma (`悪役が攻撃するたびに、あなたの手札を1枚捨てる`: the villain is no subject of the discarding).
_WORDS = r"[^、,，]"


def _predicate(phrase: str, end: str, amount: str = "") -> str:
    """A vocabulary predicate as a pattern: its last verb in the forms `end` names (`final`: the sentence ends
    with it, as is or as `may` says it, `引いてもよい`; `link`: it joins the next clause, `引き、`, `引いて、`),
    and `amount` after its noun's を (`脅威を 2個 置く`)."""
    noun, _, verb = phrase.rpartition("を")
    connective, te = _conjugated(verb)
    if end == "final":
        may = [w[1:] for w in syntax_words("may") if w.startswith("て")]   # `てもよい`: after a te form's て
        forms = {verb} | {t + tail for t in te for tail in may}
    else:
        forms = connective | te
    verbs = f"(?:{_alternatives(forms)})" if forms else "(?!)"
    return rf"{re.escape(noun)}を ?{amount}{verbs}" if noun else verbs


def _amount(name: str) -> str:
    """An amount, optional: a number (`3`, `X`, `1[per_hero]`, a counter word after it), or words that say it by what
    it refers to (`syntax.that_much`: `同じ量の`, as English `that much`), which count it with no number."""
    that_much = _alternatives(w for w in syntax_words("that_much") if not w.isascii())
    return rf"(?:(?P<{name}>\d{{1,4}}|X) ?(?P<{name}ph>\[per_hero\])? ?{unit()}の? ?|(?P<{name}much>{that_much}) ?)?"


@functools.cache
def _effect_shapes(end: str) -> tuple[tuple[str, re.Pattern], ...]:
    """(kind, shape) of each Japanese effect clause the reader types, its verb in the forms `end` names; the
    first whose shape fits a clause (and whose target or subject reads, `effect_parts`) is its kind. The
    words are the vocabulary's: the predicates of `[effects]`, the counter (`ウェブカウンター`: its name before
    it) and resource words (`[energy]リソース`: its icons before it)."""
    subject = rf"(?:(?P<s>{_WORDS}+?) ?(?:は|が)[{_COMMA}]? ?)?"
    # words of a target, which may name several joined by `と` and a comma
    # (`ヴィランと、あなたと交戦している各敵に`), or a list's commas (`あなた、味方1体、またはミニオン1体に`)
    joined = rf"(?:{_WORDS}|[{_COMMA}])"
    counter, resource = _ja("counter"), _ja("resource")
    shapes: list[tuple[str, str]] = []
    effects = vocabulary().effects.terms
    for kind, (particle, has_subject) in _AMOUNTED.items():
        for phrase in effects[kind].ja:
            noun = phrase.rpartition("を")[0]
            if not noun:
                continue   # `引く`, `回復する`: the amount is said with its noun (`カードを1枚引く`)
            before = ""
            if noun in counter:
                before = r"(?P<c>[^\s\d]{1,12}?)?"   # the counter's name: `ウェブ`
            elif noun in resource:
                before = r"(?P<icons>(?:\[\w+\] ?){0,8})"
            target = rf"(?:(?P<t>{joined}+?) ?(?:{particle}) ?)?" if particle else subject if has_subject else ""
            if particle and has_subject:   # `各プレイヤーは1ダメージを回復する` as `味方1体から2ダメージを回復する`
                target = rf"(?:(?P<t>{joined}+?) ?(?:{particle}) ?|{subject})"
            shapes.append((kind, rf"{target}{_amount('n')}{before}{_predicate(phrase, end, _amount('m'))}"))
    for kind in _TARGETED:
        for phrase in effects[kind].ja:
            if "を" in phrase:   # `タフ状態を与える` to someone, `タフ状態を得る` by someone
                shapes.append((kind, rf"(?:(?P<t>{_WORDS}+?) ?に ?|{subject}){_predicate(phrase, end)}"))
            else:
                shapes.append((kind, rf"(?P<t>{joined}+?) ?を ?{_predicate(phrase, end)}"))
    if end == "final":   # `このカードは3個の充電カウンターが置かれた状態で場に出る`: its own counters as it enters play
        entering = _alternatives(_ja("enters_play_with"))
        shapes.append(("place_counters", rf"{subject}{_amount('n')}(?P<c>[^\s\d]{{1,12}}?)? ?(?:{_alternatives(counter)}) ?"
                                         rf"{_amount('m')}(?P<entering>{entering})"))
    damage = effects["take_damage"].ja[0].rpartition("を")[0]   # `ダメージ`
    for phrase in effects["prevent"].ja:   # `そのダメージのうち2を防ぐ`, `そのダメージを2防ぐ`, `1ダメージを防ぐ`: how much
        amount = rf"(?P<n>\d{{1,4}}|X) ?{unit()}"
        shapes.append(("prevent", rf"(?:(?P<what>{_WORDS}*?{damage}) ?(?:のうち|を) ?)?{amount}(?:{damage})? ?を? ?"
                                  rf"{_predicate(phrase, end)}"))
    for kind, phrase in _by_verb_alone():   # with the topic it is for (`各プレイヤーは`), else without one
        about = rf"(?:(?P<what>{_WORDS}*?)(?:{_PARTICLES}) ?)?{_amount('n')}{_predicate(phrase, end)}"
        shapes.append((kind, rf"(?P<s>{_WORDS}+?) ?は[{_COMMA}]? ?{about}"))
        shapes.append((kind, about))
    return tuple((kind, re.compile(shape)) for kind, shape in shapes)


@functools.cache
def _by_verb_alone() -> tuple[tuple[str, str], ...]:
    """(kind, predicate) of the kinds read by their verb alone, as English reads `Discard …`, `Search …`,
    `Shuffle …`: those neither amounted nor targeted whose verb no other kind has (`与える` is damage's, a
    tough status card's and `give`'s: none of those is read by it)."""
    effects = vocabulary().effects.terms
    kinds_of: dict[str, set[str]] = {}
    for term in effects.values():
        for phrase in term.ja:
            kinds_of.setdefault(phrase.rpartition("を")[2], set()).add(term.id)
    out = []
    for term in effects.values():
        if term.id in _AMOUNTED or term.id in _TARGETED or term.extra.get("counted"):
            continue
        for phrase in term.ja:
            if kinds_of[phrase.rpartition("を")[2]] == {term.id}:
                out.append((term.id, phrase))
    return tuple(sorted(out, key=lambda pair: -len(pair[1])))


def single_spaced(text: str) -> tuple[str, list[int]]:
    """`text` with each run of spaces one space, and where each of its characters is in `text` (one more: the
    end)."""
    out, where = [], []
    for index, char in enumerate(text):
        if char.isspace() and out and out[-1] == " ":
            continue
        out.append(" " if char.isspace() else char)
        where.append(index)
    where.append(len(text))
    return "".join(out), where


def effect_parts(text: str, masked: str, card_name: str = "") -> list[tuple[str, dict, int, int]]:
    """The effects of a Japanese sentence's words (`text`; `masked`: the same with its parentheses and quotes
    blanked out, `effects.mask`), as (kind, groups, start, end). A clause ends at a comma after a verb that
    joins it to the next (`敵1体に3ダメージを与え、それをスタン状態にする`) and at the sentence's end; a clause
    is typed when its words fit a shape and its target and subject are ones `target_words` knows; the words
    after the last typed clause are one `text` part, and no part at all is given when no clause is typed.
    Groups: `t`, `s` (the words of the target, of the subject) with `t_span`, `s_span` (where they are in
    `text`; `t0_span`, `t1_span`, …: where each is when they name several joined by `と`, `または` or commas, `t_or`
    True when one of them is chosen), `n`, `ph` (the amount, per hero), `c` (a counter's name), `icons`."""
    words, where = single_spaced(text)
    blanked = "".join(masked[i] for i in where[:-1])
    end = len(words.rstrip().rstrip("。."))
    commas = [m.start() for m in re.finditer(f"[{_COMMA}]", blanked[:end])] + [end]
    parts: list[tuple[str, dict, int, int]] = []
    clause_start, alternative = _clause_start(words, 0, end)
    for comma in commas:
        if comma < clause_start:
            continue
        last = comma == end
        clause = words[clause_start:comma].rstrip() if comma - clause_start <= CLAUSE_LIMIT + 1 else ""
        found = _fit(clause, "final" if last else "link", card_name) if 0 < len(clause) <= CLAUSE_LIMIT else None
        offers = False   # `…与えるか、`: the next clause is this one's alternative
        if found is None and not last and clause.endswith(_ja("choice_suffix")) and len(clause) <= CLAUSE_LIMIT:
            bare = clause[:-len(next(w for w in _ja("choice_suffix") if clause.endswith(w)))].rstrip()
            found = _fit(bare, "final", card_name) or _negated(bare, card_name)
            clause, offers = (bare, True) if found is not None else (clause, False)
        elif found is None and not last and _clause_start(words, comma + 1, end)[1] and len(clause) <= CLAUSE_LIMIT:
            found = _fit(clause, "final", card_name)   # `…与える、または…`: the verb as it ends a sentence
        if found is None and last and len(clause) <= CLAUSE_LIMIT:
            found = _negated(clause, card_name)
        if found is not None:
            kind, groups = found
            spans = {f"{k}_span": (where[clause_start + a], where[clause_start + b])
                     for k, (a, b) in groups.pop("spans").items()}
            stop = len(text) if last else where[clause_start + len(clause)]
            parts.append((kind, {**groups, **spans, "alternative": alternative}, where[clause_start], stop))
            clause_start, alternative = _clause_start(words, comma + 1, end)
            alternative = alternative or offers
        elif last and parts and clause_start < len(words):   # the words after the last typed clause
            parts.append(("text", {"alternative": alternative}, where[clause_start], len(text)))
    return parts


def _clause_start(words: str, start: int, end: int) -> tuple[int, bool]:
    """Where the clause from `start` starts (after spaces, `その後、` (`Then`) and `または` (`or`)), and whether
    it starts with `または`: the alternative of the clause before it."""
    alternative = False
    while start < end and words[start] == " ":
        start += 1
    for word in (*syntax_words("then"), *_ja("choice_word")):
        if words.startswith(word, start):
            alternative = alternative or word in _ja("choice_word")
            start += len(word)
            while start < end and words[start] in " " + _COMMA:
                start += 1
    return start, alternative


@functools.cache
def _negation_shapes() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """A negated clause (`syntax.negation`), with the subject it is said of, if any (`悪役は`): (the clause whole,
    after the time phrase it may open with: `このラウンド中、悪役は攻撃できない`; the words after the last comma
    or condition's end, when the clause whole is not one; what comes before those words). The subject is the
    one of the negated verb's own words: words before a comma that no shape read
    (`あなたはカードを引かない限り、悪役は攻撃できない`), nor a condition's (`悪役が攻撃する場合はダメージを受けない`),
    lend theirs, as English `Unless you draw a card, the villain cannot attack` forbids the villain."""
    time = rf"(?:(?:{_alternatives(_ja('time_before_subject'))})は?[{_COMMA}]? ?)?"
    within = _alternatives(_ja("condition_within"))
    plain = rf"(?:(?!{within}){_WORDS})"   # neither a comma nor a condition's end
    verb = rf"(?:(?P<s>{plain}+?) ?(?:は|が)[{_COMMA}]? ?)?{plain}*(?:{_alternatives(_ja('negation'))})"
    return (re.compile(time + verb, re.DOTALL), re.compile(verb, re.DOTALL),
            re.compile(rf".*(?:[{_COMMA}]|(?:{within})[はにも]?) ?", re.DOTALL))


def _negated(clause: str, card_name: str) -> tuple[str, dict] | None:
    """(`prohibit`, groups) of a clause whose verb is negated (`悪役は攻撃できない`, `カードを引かない`), as English
    `The villain cannot attack`: its subject the target when `target_words` knows it; None for any other clause
    and for one that only looks negated (`捨てなければならない`: must discard; `捨てても構わない`: may discard;
    `1枚しか引けない`: draws one at most)."""
    whole, last, before = _negation_shapes()
    found = whole.fullmatch(clause)
    if found is None and (cut := before.match(clause)) is not None:
        found = last.fullmatch(clause, cut.end())
    if found is None or clause.endswith(_ja("not_negation")) or any(w in clause for w in _ja("only_before_negation")):
        return None
    subject = found.group("s")
    if subject is None:
        return "prohibit", {"spans": {}}
    pieces = joined_targets(subject, card_name) if target_words(subject, card_name) is None else []
    if pieces is None:
        return "prohibit", {"spans": {}}
    spans = {"s": found.span("s")}   # and each subject `と` joins (`悪役と各ミニオンは攻撃できない`)
    spans.update({f"s{number}": (found.start("s") + a, found.start("s") + b) for number, (a, b) in enumerate(pieces)})
    return "prohibit", {"s": subject, "spans": spans}


@functools.cache
def _time_opening() -> re.Pattern:
    """A time phrase a clause opens with (`syntax.time_before_subject`), with its `は` and comma, if any."""
    return re.compile(rf"(?:{_alternatives(_ja('time_before_subject'))})は?[{_COMMA}]? ?")


def _fit(clause: str, end: str, card_name: str) -> tuple[str, dict] | None:
    """(kind, groups) of the first shape a clause fits whose target and subject are known, or None. A clause
    opening with a time phrase (`このラウンド中、悪役に3ダメージを与える`) is read past it, as English reads
    `This round, deal 3 damage to the villain`; the phrase stays in the clause's words."""
    found = _fit_shape(clause, end, card_name)
    opening = _time_opening().match(clause) if found is None else None
    if opening is None or opening.end() == len(clause):
        return found
    found = _fit_shape(clause[opening.end():], end, card_name)
    if found is not None:
        kind, groups = found
        groups["spans"] = {k: (a + opening.end(), b + opening.end()) for k, (a, b) in groups["spans"].items()}
    return found


def _fit_shape(clause: str, end: str, card_name: str) -> tuple[str, dict] | None:
    for kind, shape in _effect_shapes(end):
        found = shape.fullmatch(clause)
        if found is None:
            continue
        groups = {k: v for k, v in found.groupdict().items() if v}
        if kind in _AMOUNTED and not {"n", "m", "nmuch", "mmuch"} & set(groups):
            continue   # `ダメージを与える` with no amount: not the counted effect English reads (`同じ量の`: one)
        joined = {name: listed_targets(groups[name], card_name) for name in ("t", "s") if name in groups}
        if any(target_words(groups[name], card_name) is None and pieces is None for name, pieces in joined.items()):
            continue   # a target the reader does not know (`攻撃してきた敵`): not this shape
        if "m" in groups:   # the amount after the noun's を (`脅威を2個置く`)
            groups["n"] = groups.pop("m")
            groups["ph"] = groups.pop("mph", None)
        else:
            groups["ph"] = groups.pop("nph", None)
        groups["spans"] = {k: found.span(k) for k in ("t", "s") if k in groups}
        for name, listed in joined.items():   # every target `と` or `または` joins, where each is: `t0`, `t1`, …
            if listed is not None and target_words(groups[name], card_name) is None:
                groups["spans"].update({f"{name}{number}": (found.start(name) + a, found.start(name) + b)
                                        for number, (a, b) in enumerate(listed[0])})
                groups[f"{name}_or"] = listed[1] == "or"
        return kind, groups
    return None


def target_words(phrase: str, card_name: str = "") -> tuple[str, str, int | None] | None:
    """(noun, quantity, count) of a Japanese target, the noun a target term's id, `it` or `this`: `敵1体`:
    enemy, a; `このスキーム`: scheme, this; `各プレイヤー`: player, each; `最大2体の敵`: enemy, up_to, 2; `悪役`:
    villain, the (`one` in the vocabulary; any other bare noun is `a`); `それ`: it; `ここ`, the card's own name,
    `このカード`: this. None when the words are no known noun with a known determiner or count (`攻撃してきた敵`):
    the reader then leaves its clause as text."""
    words = " ".join(phrase.split())
    if card_name and fold(words) == fold(card_name):
        return "this", "this", None
    # `あなたと交戦している各敵`: each enemy (engaged with you); `あなたがコントロールする各味方`: each ally (you control)
    for qualifier in sorted((*_ja("engaged_with"), *_ja("controlled_by")), key=len, reverse=True):
        who, found, rest = words.partition(qualifier)
        if found and who and rest.strip() and target_words(who, card_name) is not None:
            words = rest.strip()
            break
    spellings = {s: t.id for t in vocabulary().ja_targets.terms.values() for s in t.ja}
    if spellings.get(words) == "pronoun_it":
        return "it", "the", None
    if spellings.get(words) == "pronoun_here":
        return "this", "this", None
    quantity, count = None, None
    for spelling in sorted(spellings, key=len, reverse=True):
        if not spellings[spelling].startswith("pronoun") and words.startswith(spelling):
            quantity, words = spellings[spelling], words[len(spelling):].lstrip()
            break
    number = rf"(?P<count>\d{{1,4}}) ?{unit()}"
    if quantity == "up_to":
        found = re.fullmatch(rf"{number}の? ?(?P<noun>.+)", words)
        if found is None:
            return None
        count, words = int(found.group("count")), found.group("noun")
    else:
        found = re.fullmatch(rf"(?P<noun>.+?) ?{number}", words) or re.fullmatch(rf"{number}の ?(?P<noun>.+)", words)
        if found is not None:
            words, quantity = found.group("noun"), quantity or "a"
    term = _ja_nouns().get(fold(words))
    if term is None:
        return None
    if quantity == "this" and term.id == "card":
        return "this", "this", None
    return term.id, quantity or ("the" if term.extra.get("one") else "a"), count


def joined_targets(phrase: str, card_name: str = "") -> list[tuple[int, int]] | None:
    """Where each target is in words naming two or more joined by `と` (a comma may follow it: `ヴィランと、あなたと
    交戦している各敵`, `悪役と各ミニオン`) or listed with commas (`悪役、各ミニオン、および各味方`), as English `the villain
    and each enemy engaged with you`; None when the words are not targets alone so joined (`listed_targets`)."""
    found = listed_targets(phrase, card_name)
    return found[0] if found is not None and found[1] == "and" else None


@functools.cache
def _target_join() -> re.Pattern:
    """What joins two targets: `or` (`または`, `もしくは`, `あるいは`, `か`: `syntax.choice_word`, `syntax.choice_suffix`),
    or `and` (`と`, `および`), a comma before or after either or not; or a list's comma alone."""
    either = _alternatives((*_ja("choice_word"), *_ja("choice_suffix")))
    return re.compile(rf"(?:[{_COMMA}] ?)?(?P<or>{either})[{_COMMA}]? ?|(?:[{_COMMA}] ?)?(?P<and>{_alternatives(_ja('and'))})[{_COMMA}]? ?"
                      rf"|[{_COMMA}] ?")


def listed_targets(phrase: str, card_name: str = "") -> tuple[list[tuple[int, int]], str] | None:
    """(where each target is, `and` or `or`) in words naming two or more targets joined by `と` or `および` (a comma may
    follow: `ヴィランと、あなたと交戦している各敵`: each is done), by `または`, `もしくは` or `か` (`敵1体またはミニオン1体`,
    `あなた、味方1体、またはミニオン1体`: one is chosen), or by a list's commas (`あなた、味方1体`: and), as English
    `the villain and each enemy`, `an enemy or a minion`; None when the words are not targets alone so joined, or when
    both `and` and `or` join them (which is meant is not said). A `と` inside a target stays its (`あなたと交戦している
    各敵`): the first cut whose words before it are a target and whose words after it are targets is taken."""
    found = _listed(phrase, card_name)
    if found is None or {"and", "or"} <= found[1]:
        return None
    return found[0], "or" if "or" in found[1] else "and"


def _listed(phrase: str, card_name: str) -> tuple[list[tuple[int, int]], set[str]] | None:
    for joiner in _target_join().finditer(phrase):
        head = phrase[:joiner.start()]
        if not head.strip() or target_words(head, card_name) is None:
            continue
        start = joiner.end()
        while start < len(phrase) and phrase[start] in " " + _COMMA:
            start += 1
        tail = phrase[start:]
        if not tail.strip():
            return None
        kind = "or" if joiner.group("or") else "and" if joiner.group("and") else ","
        rest = ([(start, len(phrase))], {kind}) if target_words(tail, card_name) is not None else None
        if rest is None and (more := _listed(tail, card_name)) is not None:
            rest = ([(start + a, start + b) for a, b in more[0]], {kind, *more[1]})
        if rest is not None:
            return [(0, len(head.rstrip())), *rest[0]], rest[1] - {","} or {"and"}
    return None


@functools.cache
def _ja_nouns() -> dict:
    return {fold(s): t for t in vocabulary().targets.terms.values() for s in t.ja}
