"""The shapes of Japanese card text that differ from the English ones (the words come from the vocabulary).

Japanese puts what English puts first at the end: a trigger condition ends with its timing word and
a comma (`テスト手下が攻撃した後、` for `After Test Minion attacks,`), a limit names its scope first
(`（ラウンドにつき1回まで。）` for `(Limit once per round.)`), a counter's name comes before the word
`counter` and its number may come after it (`ウェブカウンター3個`), and a number may carry a counter
word (`3個`, `1枚`: the vocabulary's `syntax.unit`). Each reader here gives what its English
counterpart gives, so a Japanese card's JSON is the English card's but for the words. The effects of a
sentence are read in `japanese_effects.py`.
"""

from __future__ import annotations

import functools
import re

from ....vocabulary import fold
from ..names import name_commas_blanked
from ..vocabulary import syntax_words, vocabulary
from ...similarity import is_japanese

__all__ = ["condition_clause", "counters_value", "is_japanese", "joined_targets", "limit_parts", "listed_targets",
           "names_split", "target_words", "unit"]

COMMA = "、,，"


def alternatives(words) -> str:
    return "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))


def ja_words(term_id: str, category: str = "syntax") -> tuple[str, ...]:
    return vocabulary().categories[category].terms[term_id].ja


@functools.cache
def unit() -> str:
    """A Japanese counter word after a number, optional (`3個`), as a pattern."""
    return rf"(?:{alternatives(ja_words('unit'))})?"


@functools.cache
def names_split() -> re.Pattern:
    """Where the names of `Team-Up (A and B)` are cut: `and` (`と`) or a comma."""
    english = [rf"\s+{re.escape(w)}\s+" for w in syntax_words("and") if w.isascii()]
    japanese = [rf"\s*{re.escape(w)}\s*" for w in ja_words("and")]
    return re.compile("|".join([*english, *japanese, r"[,、，]\s*"]))


def counters_value(body: str) -> tuple[int | None, bool, str | None] | None:
    """(number, per hero, the counter's name) of a Japanese `Uses` value (`3 ウェブカウンター`,
    `ウェブカウンター3個`), or None when it is not one."""
    counter = alternatives(ja_words("counter"))
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
    spelling is (`ようとする時`: would, `時`: when, `後`: after, `場合`: if, `開始時には`: at, ...)."""
    by_word = {s: term.id for term in vocabulary().timings.terms.values() for s in term.ja}
    # (the start or end of a period, a particle or none after it: `開始時には、`, `終了時点で、`: `at`)
    by_word |= {f"{moment}{particle}": "at" for moment in ja_words("period_moment")
                for particle in ("", *ja_words("moment_particle"))}
    # (`…するたびに、`: each time it comes, as English `Whenever …,`, a trigger's or a constant's `when`; after a verb's
    # plain form only, never `ふたたび`, again)
    each_time = alternatives(ja_words("each_time"))
    return re.compile(rf"(?P<word>{alternatives(by_word)}|(?<=[たるいだうくすつぬぶむぐ])(?<!ふた)(?:{each_time}))\s*"
                      rf"(?=[{COMMA}])"), by_word | {w: "when" for w in ja_words("each_time")}


def condition_clause(masked: str, states: bool = True) -> tuple[str, int] | None:
    """(timing, end) of the condition a Japanese sentence starts with: its words up to the first timing
    word a comma follows (`敵があなたを攻撃しようとする時、`: would; `end` is the comma's index), or None. `masked`
    has its parentheses and quotes blanked out (`effects.mask`). The period now going on is none (`このラウンド中、`,
    `syntax.time_before_subject`: a lasting effect done now, as English `This round, …`). A state before `時`/`とき`
    is `while` unless `states` is false (a response's or an interrupt's trigger, which is a moment)."""
    pattern, by_word = _timings()
    found = pattern.search(masked)
    if found is None or found.start() == 0 or masked[:found.end()].strip() in ja_words("time_before_subject"):
        return None
    timing = by_word[found.group("word")]
    if states and timing == "when" and is_state(masked[:found.start()]):
        return "while", found.end()
    return timing, found.end()


@functools.cache
def _state() -> re.Pattern:
    """The end of a Japanese clause before `時`/`とき` that says a state (`syntax.state`: `ヒーロー形態の`, `スタン状態である`,
    `交戦している`; `ヒーロー形態でない`, as English `When you are not in hero form`)."""
    return re.compile(rf"(?:{alternatives(w for w in syntax_words('state') if not w.isascii())})(?:の|である|でない)?\s*$")


def is_state(clause: str) -> bool:
    """Whether a Japanese clause that `時`/`とき` ends (the words before it) says its subject is in a state, which holds
    over a period (`あなたがヒーロー形態の`, `あなたが悪役と交戦している`: as English `When you are in hero form`, a constant
    condition, `while`), not a moment."""
    return _state().search(clause[-40:]) is not None


@functools.cache
def _limit_shape() -> re.Pattern:
    # `につき`, `ごとに`, and `に` (`1ラウンドに1回まで`: the grammar takes it only after a scope word, and the
    # scope must be one here too); a `1` before the scope is "per one round" (`1ラウンドにつき1回まで`), and so is `各`,
    # "each round" (`各ラウンドに1回まで`: it was no limit, MC110, and after options an ability of its own)
    per = alternatives([*(w for w in syntax_words("per") if not w.isascii()), *ja_words("per_scope")])
    counts = alternatives(s for t in vocabulary().syntax.terms.values() if "count" in t.extra for s in t.ja)
    # (a thing counted before `につき` is one of it: `敵1体につき`, `ヒーロー1人につき`, `カード1枚につき`; they were MC110)
    return re.compile(rf"(?:1 ?|各 ?)?(?P<scope>.+?)\s*(?:[1１]\s*(?:体|人|名|枚|つ|個)\s*)?(?:{per})\s*(?P<player>{alternatives(ja_words('per_player'))})?\s*"
                      rf"(?P<count>{counts}|\d{{1,4}}\s*回?)\s*(?:{alternatives(ja_words('limit_end'))}|(?<=回))")


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
        forms.update(conjugated(verb)[0])
    return alternatives(forms)


_CONNECTIVE = {"う": "い", "く": "き", "ぐ": "ぎ", "す": "し", "つ": "ち", "ぬ": "に", "ぶ": "び", "む": "み"}
_TE = {"う": "って", "く": "いて", "ぐ": "いで", "す": "して", "つ": "って", "ぬ": "んで", "ぶ": "んで", "む": "んで"}


def conjugated(verb: str) -> tuple[set[str], set[str]]:
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


_NEGATIVE = {"う": "わ", "く": "か", "ぐ": "が", "す": "さ", "つ": "た", "ぬ": "な", "ぶ": "ば", "む": "ま"}


def negative_stems(verb: str) -> set[str]:
    """The stems a Japanese verb in its dictionary form takes before `ない` (`捨てる`: `捨て`; `引く`: `引か`;
    `…する`: `…し`, and `…せ` before `ねば`): what `must` is said after (`捨てなければならない`). A verb in `る` may be
    of either conjugation: both stems are given, as `conjugated` gives both forms."""
    if verb.endswith("する"):
        return {verb[:-2] + "し", verb[:-2] + "せ"}
    if verb.endswith("る"):
        return {verb[:-1], verb[:-1] + "ら"}
    if verb[-1:] in _NEGATIVE:
        return {verb[:-1] + _NEGATIVE[verb[-1]]}
    return set()


@functools.cache
def _costs() -> tuple[tuple[str, re.Pattern], ...]:
    """(kind, shape) of a Japanese cost, as `costs._COSTS` are of an English one: the number before
    its noun or after its particle (`1つの[energy]リソースを支払う`, `[energy]リソースを1つ支払う`)."""
    counter = alternatives(ja_words("counter"))
    resource = alternatives(ja_words("resource"))
    up_to = alternatives(ja_words("up_to", "ja_targets"))   # `最大3ダメージを受ける`: take up to 3 damage
    up_to_after = alternatives(ja_words("up_to_after"))     # `3ダメージまで受ける`: the same

    def amount(name: str) -> str:
        return rf"(?:(?P<{name}>\d{{1,4}}|X)\s*{unit()}の?)?\s*"

    shapes = (
        ("spend", rf"{amount('n')}(?P<icons>(?:\[\w+\]\s*)*)(?:{resource})を\s*{amount('m')}(?:@spend@)"),
        ("remove_counters", rf"(?:.+から)?+{amount('n')}(?P<what>[^\s\d]*?)\s*(?:{counter})を\s*{amount('m')}"
                            r"(?:@remove_counters@|@exhaust@)"),   # (`疲労カウンターを2個消耗する`: as English)
        ("take_damage", rf"(?:(?P<up_to>{up_to})\s*)?{amount('n')}ダメージ(?:(?P<up_to_after>{up_to_after})を?|を)\s*"
                        rf"{amount('m')}(?:@take_damage@)"),
        ("deal_damage", rf"(?P<what>.+?)に\s*{amount('n')}ダメージを\s*{amount('m')}(?:@deal_damage@)"),
        # (`メインスキームから脅威を1個取り除く`, as English `Remove 1 threat from the main scheme`: was text)
        ("remove_threat", rf"(?:(?P<what>.+?)から\s*)?{amount('n')}脅威を\s*{amount('m')}(?:@remove_threat@)"),
        ("exhaust", r"(?P<what>.+?)を\s*(?:@exhaust@)"),
        ("discard", rf"(?P<what>.+?)を\s*{amount('n')}(?:@discard@)"),
        # `このカードをゲームから取り除く`, `遭遇カードを1枚スタートプレイヤーに配る`: as English `Remove this card from the
        # game`, `Deal the first player 1 encounter card` (the player dealt to the cost's `what`)
        ("remove_from_game", r"(?P<what>.+?)を\s*(?:@remove_from_game@)"),
        # (`裏向きで`: facedown, as English `Deal yourself 1 facedown encounter card`)
        ("deal_card", rf"(?:(?P<before>.+?)に\s*)?(?:遭遇|ブースト)カードを\s*{amount('n')}(?:(?P<what>.+?)に\s*)?"
                      r"(?:裏向きで\s*)?(?:@deal_card@)"),
        # `ミニオン1体を場に出す`, `このカードをあなたのヒーローの下に差し込む`: as English `Put a minion into play`, `Tuck
        # this card under your hero` (put: its verb with 場に, as English `into play`; `置く` alone is no cost of it; how
        # it enters before, `あなたと交戦状態で`, as English `engaged with you` after)
        ("put", r"(?P<what>.+?)を\s*(?:[^を]+?で\s*)?場に\s*(?:出す|出し|出して)"),
        ("tuck", r"(?P<what>.+?)を\s*(?:[^を]+?の下に\s*)?(?:@tuck@)"),
        # `あなたの手札に戻し`, `それをあなたの手札に戻す`: as English `return him to your hand` (what is returned, when it is
        # said; else the card the cost before names, as `him` is)
        ("return", r"(?:(?P<what>[^を]+?)を\s*)?[^を]*?手札に\s*(?:@return@)"),
    )
    return tuple((kind, re.compile(re.sub(r"@(\w+)@", lambda m: _verb(m.group(1)), shape))) for kind, shape in shapes)


def cost_parts(text: str) -> list[tuple[str, dict]]:
    """The costs in Japanese words before `→` (`ナイトクローラーを消耗し、[energy]リソースを1つ支払う`):
    (kind, its groups: `what`, `n`, `icons`, `up_to`: `最大3ダメージを受ける`) for each, kind `text` when the words are no known cost."""
    out = []
    for words in (" ".join(w.split()) for w in re.split(r"[、,，]", text.strip().rstrip("。.")) if w.strip()):
        if words.endswith(tuple(ja_words("condition_within"))):   # `[[タイニー]]ヒーロー形態なら、`: as English `If …,`
            out.append(("condition", {"words": words}))
            continue
        for kind, shape in _costs():
            found = shape.fullmatch(words)
            if found is not None:
                groups = {k: v for k, v in found.groupdict().items() if v}
                if "m" in groups:
                    groups.setdefault("n", groups.pop("m"))
                if "before" in groups:   # (whom a card is dealt to, written before the card: `あなたに遭遇カードを1枚配る`)
                    groups.setdefault("what", groups.pop("before"))
                if groups.pop("up_to_after", None):
                    groups["up_to"] = "まで"
                out.append((kind, {**groups, "words": words}))
                break
        else:
            out.append(("text", {"words": words}))
    return out


# ---- targets ------------------------------------------------------------------------------------------

def target_words(phrase: str, card_name: str = "", names: tuple[str, ...] = ()) -> tuple[str, str, int | None] | None:
    """(noun, quantity, count) of a Japanese target, the noun a target term's id, `it` or `this`: `敵1体`:
    enemy, a; `このスキーム`: scheme, this; `各プレイヤー`: player, each; `最大2体の敵`: enemy, up_to, 2; `悪役`:
    villain, the (`one` in the vocabulary; any other bare noun is `a`); `それ`: it; `ここ`, the card's own name,
    `このカード`: this. None when the words are no known noun with a known determiner or count (`隣の敵`):
    the reader then leaves its clause as text."""
    words = " ".join(phrase.split())
    if card_name and fold(words) == fold(card_name):
        return "this", "this", None
    if names and any(fold(words) == fold(name) for name in names):   # another card of the file (`ボブ、ヒドラの工作員`)
        return "named", "the", None
    # `悪役の攻撃`, `このカードの攻撃`: the attacks of a target the words name, as English `The villain's attacks` (named)
    owner = next((words[:-len(w)] for w in ja_words("attacks_of") if words.endswith(w) and len(words) > len(w)), None)
    found = target_words(owner, card_name) if owner is not None else None
    if found is not None:   # (the card's own, `このカードの攻撃`, `ラピッドの攻撃` on Rapido: this, as `Rapido's attacks`;
        # a pronoun's, `それの攻撃`, `彼の攻撃`: it, whose owner `attack_owners` reads, as `its attacks`)
        return ("named", "the", None) if found[0] not in ("this", "it") else (found[0], found[0] if found[0] == "this"
                                                                              else "the", None)
    # `あなたと交戦している各敵`: each enemy (engaged with you); `あなたがコントロールする各味方`: each ally (you control)
    for qualifier in sorted((*ja_words("engaged_with"), *ja_words("controlled_by")), key=len, reverse=True):
        who, found, rest = words.partition(qualifier)
        if found and who and rest.strip() and target_words(who, card_name) is not None:
            words = rest.strip()
            break
    # `手札が最も少ないプレイヤー`: the player (one, as English `the player with the fewest …`; the selector is kept in the
    # target's words)
    selected = _selector().match(words)
    selected = selected if selected is not None and words[selected.end():].strip() else None
    first = next((w for w in ja_words("first") if words.startswith(w) and words[len(w):].strip()), None)
    selected = selected or (re.match(re.escape(first), words) if first else None)   # `ファーストプレイヤー`: the player
    if selected is not None:
        words = words[selected.end():].strip()
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
    return term.id, quantity or ("the" if term.extra.get("one") or selected is not None else "a"), count


@functools.cache
def _selector() -> re.Pattern:
    """A selector before a target's noun (`syntax.superlative`: `手札が最も少ない`, `脅威が最も多い`): a few words of what is
    compared (no comma, no particle that ends a target), `が`, the superlative."""
    return re.compile(rf"[^{COMMA}をにはがと]{{1,20}}が ?(?:{alternatives(ja_words('superlative'))}) ?")


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
    either = alternatives((*ja_words("choice_word"), *ja_words("choice_suffix")))
    return re.compile(rf"(?:[{COMMA}] ?)?(?P<or>{either})[{COMMA}]? ?|(?:[{COMMA}] ?)?(?P<and>{alternatives(ja_words('and'))})[{COMMA}]? ?"
                      rf"|[{COMMA}] ?")


def listed_targets(phrase: str, card_name: str = "",
                   names: tuple[str, ...] = ()) -> tuple[list[tuple[int, int]], str] | None:
    """(where each target is, `and` or `or`) in words naming two or more targets joined by `と` or `および` (a comma may
    follow: `ヴィランと、あなたと交戦している各敵`: each is done), by `または`, `もしくは` or `か` (`敵1体またはミニオン1体`,
    `あなた、味方1体、またはミニオン1体`: one is chosen), or by a list's commas (`あなた、味方1体`: and), as English
    `the villain and each enemy`, `an enemy or a minion`; None when the words are not targets alone so joined, or when
    both `and` and `or` join them (which is meant is not said). A `と` inside a target stays its (`あなたと交戦している
    各敵`): the first cut whose words before it are a target and whose words after it are targets is taken. A comma
    inside one of `names` (`names.comma_names`: `ボブ、ヒドラの工作員と悪役`) cuts nothing: the name is one target."""
    found = _listed(phrase, card_name, names, name_commas_blanked(phrase, names) if names else phrase)
    if found is None or {"and", "or"} <= found[1]:
        return None
    return found[0], "or" if "or" in found[1] else "and"


def _listed(phrase: str, card_name: str, names: tuple[str, ...] = (),
            blanked: str = "") -> tuple[list[tuple[int, int]], set[str]] | None:
    for joiner in _target_join().finditer(blanked or phrase):   # (`blanked`: a name's commas blanked)
        head = phrase[:joiner.start()]
        if not head.strip() or target_words(head, card_name, names) is None:
            continue
        start = joiner.end()
        while start < len(phrase) and phrase[start] in " " + COMMA:
            start += 1
        tail = phrase[start:]
        if not tail.strip():
            return None
        kind = "or" if joiner.group("or") else "and" if joiner.group("and") else ","
        rest = ([(start, len(phrase))], {kind}) if target_words(tail, card_name, names) is not None else None
        if rest is None and (more := _listed(tail, card_name, names, (blanked or phrase)[start:])) is not None:
            rest = ([(start + a, start + b) for a, b in more[0]], {kind, *more[1]})
        if rest is not None:
            return [(0, len(head.rstrip())), *rest[0]], rest[1] - {","} or {"and"}
    return None


@functools.cache
def _ja_nouns() -> dict:
    return {fold(s): t for t in vocabulary().targets.terms.values() for s in t.ja}
