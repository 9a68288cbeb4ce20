"""The shapes a Japanese effect clause is typed by (`japanese_effects.effect_parts` tries them): one pattern for each
kind and form of its verb, made from the vocabulary's predicates (`[effects]`), its counters and resources, stats and
the words of an amount (`3`, `合計3`, `最大3`, `同じ量の`), its target before a particle and its subject before `は`.
"""

from __future__ import annotations

import functools
import re

from ..vocabulary import syntax_words, vocabulary
from .japanese import COMMA, alternatives, conjugated, ja_words, negative_stems, unit

__all__ = ["AMOUNTED", "AMOUNT_ALSO", "GIVING", "TARGETED", "WORDS", "effect_shapes", "predicate", "shapes_ending",
           "stat_changes"]

#: The kinds an English sentence reads with an amount and their shapes here (`counted` in the vocabulary, but
#: `increase` and `reduce`, `_CHANGED`): where their target stands (`敵1体に`, `スキームから`,
#: `あなたのヒーローの体力を`) and whether a subject may say whom it is for (`各プレイヤーはカードを1枚引く`,
#: `各プレイヤーは1ダメージを回復する`).
AMOUNTED = {"deal_damage": ("に", False), "take_damage": (None, True), "heal": ("の|から", True),
             "draw": (None, True), "place_threat": ("に", False), "remove_threat": ("から", False),
             "place_counters": ("(?:の上)?に", False), "remove_counters": ("(?:の上)?から", False), "generate": (None, True)}
#: The kinds that change an amount by another (`reduce that damage by 3`, `Your hand size is reduced by 1`): what is
#: changed before を, は or が, then by how much (`そのダメージを3減らす`, `あなたの手札上限は1減る`, `コストが1少なくなる`).
_CHANGED = ("increase", "reduce")
#: The kinds whose object may be keywords (`報復1を得る`, `ガードを失う`), as English `gains retaliate 1`, `loses guard`:
#: a clause of them is typed only when its object is keywords alone (`granted`).
GIVING = ("gain", "lose")
#: The kinds whose damage may be said of its kind before its noun (`間接ダメージ`, `syntax.damage_kind`).
_QUALIFIED = ("deal_damage", "take_damage")
#: The kinds read by their verb alone that read an amount too, as English `prevent 2 of that damage` does.
AMOUNT_ALSO = ("prevent",)
#: The kinds an English sentence reads with a target and no amount (`Stun the villain`): their target is the
#: object (`悪役をスタン状態にする`), or, for a predicate with its own object (`タフ状態を与える`, `タフ状態を得る`),
#: whom it is given to (`悪役に`) or the subject (`あなたはタフ状態を得る`).
TARGETED = ("stun", "confuse", "tough", "ready", "exhaust")
#: The particles before an effect's verb that end the words it is about (`それをあなたの手札に加える`): in a kind
#: read by its verb alone, everything before them is kept, not read.
_PARTICLES = "を|に|へ|と|で|から|まで|が|は"
#: Words of one clause: a target, a subject or what a kind read by its verb alone is about never runs over a
#: comma (`悪役が攻撃するたびに、あなたの手札を1枚捨てる`: the villain is no subject of the discarding).
WORDS = r"[^、,，]"


def predicate(phrase: str, end: str, amount: str = "", count: str = "") -> str:
    """A vocabulary predicate as a pattern: its last verb in the forms `end` names (`final`: the sentence ends
    with it, as is or as `may` says it, `引いてもよい`; `link`: it joins the next clause, `引き、`, `引いて、`),
    `count` between its noun and を (`カード2枚を引く`) and `amount` after its noun's を (`脅威を 2個 置く`)."""
    noun = phrase.rpartition("を")[0]
    forms = _forms(phrase, end)
    verbs = f"(?:{alternatives(forms)})" if forms else "(?!)"
    return rf"{re.escape(noun)} ?{count}を ?{amount}{verbs}" if noun else verbs


def _forms(phrase: str, end: str) -> tuple[str, ...]:
    """The forms of a predicate's last verb that `predicate` matches, with which a clause of it ends."""
    verb = phrase.rpartition("を")[2]
    connective, te = conjugated(verb)
    if end == "final":
        may = [w[1:] for w in syntax_words("may") if w.startswith("て")]   # `てもよい`: after a te form's て
        # `捨てなければならない`: what must be done is done, as English `must discard` is a discard (`syntax.must`)
        must = {stem + tail for stem in negative_stems(verb) for tail in ja_words("must")}
        return tuple({verb} | {t + tail for t in te for tail in may} | must)
    return tuple(connective | te)


def _count(name: str) -> str:
    """An amount between a counted noun and its を, optional: a number and its counter word (`カード2枚を引く`,
    `脅威2つを取り除く`, `[energy]リソース1つを生み出す`, as a player types `Draw 2 cards`), `X`, `[per_hero]`."""
    return rf"(?:(?P<{name}>\d{{1,4}}|X) ?(?P<{name}ph>\[per_hero\])? ?{unit()} ?)?"


def _amount(name: str) -> str:
    """An amount, optional: a number (`3`, `X`, `1[per_hero]`, a counter word after it), or words that say it by what
    it refers to (`syntax.that_much`: `同じ量の`, as English `that much`) or by what it equals (`syntax.equal_amount`:
    `プレイヤーの人数に等しい数の`, as English `… equal to the number of players`: a few words of one clause before it),
    which count it with no number. Before the
    number `合計` (`syntax.a_total_of`: divided among the targets, English `a total of`) and `最大` (the most, English
    `up to`), and `まで` after it (`カードを2枚まで引く`), as `counted.AMOUNT` reads them."""
    that_much = alternatives(w for w in syntax_words("that_much") if not w.isascii())
    return (rf"(?:{_most_before(name)}(?P<{name}>\d{{1,4}}|X) ?(?P<{name}ph>\[per_hero\])? ?{unit()}"
            rf"(?:(?P<{name}until>{alternatives(ja_words('up_to_after'))}) ?)?の? ?|(?P<{name}much>{that_much}) ?"
            rf"|(?P<{name}all>{alternatives(ja_words('all_of'))}) ?"
            rf"|(?P<{name}equal>{WORDS}{{1,40}}?(?:{alternatives(ja_words('equal_amount'))})) ?)?")


def _most_before(name: str) -> str:
    """`合計` and `最大` before an amount (`合計3`, `最大3`, `合計最大5`: a total of up to 5), each optional."""
    total = alternatives(ja_words("a_total_of"))
    most = alternatives(ja_words("up_to", "ja_targets"))
    return rf"(?:(?P<{name}total>{total}) ?)?(?:(?P<{name}most>{most}) ?)?"


@functools.cache
def effect_shapes(end: str) -> tuple[tuple[str, "_Shape", tuple[str, ...]], ...]:
    """(kind, shape) of each Japanese effect clause the reader types, its verb in the forms `end` names; the
    first whose shape fits a clause (and whose target or subject reads, `effect_parts`) is its kind. The
    words are the vocabulary's: the predicates of `[effects]`, the counter (`ウェブカウンター`: its name before
    it) and resource words (`[energy]リソース`: its icons before it)."""
    subject = rf"(?:(?P<s>{WORDS}+?) ?(?:は|が)[{COMMA}]? ?)?"
    # who does what a kind whose target is its particle's (`悪役に`) does, the topic before it (`あなたは悪役に2ダメージを
    # 与える`, as English `You deal 2 damage to the villain`: the villain's damage, the dealer no target of it; was text)
    # (never the `は` of a choice, `敵1体またはミニオン1体に`, nor a particle's, `には`, `では`, `とは`)
    no_topic = "".join(f"(?<!{re.escape(w[:-1])})" for w in ja_words("choice_word") if w.endswith("は"))
    doer = rf"(?:(?P<d>{WORDS}+?){no_topic}(?<![にでと]) ?は[{COMMA}]? ?)?"
    # words of a target, which may name several joined by `と` and a comma
    # (`ヴィランと、あなたと交戦している各敵に`), or a list's commas (`あなた、味方1体、またはミニオン1体に`)
    joined = rf"(?:{WORDS}|[{COMMA}])"
    counter, resource = ja_words("counter"), ja_words("resource")
    shapes: list[tuple[str, str, tuple[str, ...]]] = []   # (kind, shape, the words a clause of it ends with)
    effects = vocabulary().effects.terms
    for kind, (particle, has_subject) in AMOUNTED.items():
        for phrase in effects[kind].ja:
            noun = phrase.rpartition("を")[0]
            if not noun:
                continue   # `引く`, `回復する`: the amount is said with its noun (`カードを1枚引く`)
            before = ""
            if noun in counter:
                before = r"(?P<c>[^\s\d]{1,12}?)?"   # the counter's name: `ウェブ`
            elif noun in resource:
                before = r"(?P<icons>(?:\[\w+\] ?){0,8})"
            elif kind in _QUALIFIED:   # `間接ダメージを与える`, as English `deal indirect damage`
                before = rf"(?:(?P<q>{alternatives(ja_words('damage_kind'))}) ?)?"
            # (`も` after the particle: `悪役にも2ダメージを与える`, `アナスからもダメージを3回復する`, as English `… as well`)
            target = rf"(?:(?P<t>{joined}+?) ?(?:{particle})も? ?)?" if particle else subject if has_subject else ""
            if particle and not has_subject:   # (`あなたは悪役に2ダメージを与える`: who does it, `d`, no target)
                target = doer + target
            if particle and has_subject:   # `各プレイヤーは1ダメージを回復する` as `味方1体から2ダメージを回復する`
                target = rf"(?:(?P<t>{joined}+?) ?(?:{particle})も? ?|{subject})"
            shapes.append((kind, rf"{target}{_amount('n')}{before}{predicate(phrase, end, _amount('m'), _count('k'))}",
                           _forms(phrase, end)))
    for kind in TARGETED:
        for phrase in effects[kind].ja:
            if phrase.endswith("になる"):   # `悪役はスタン状態になる`: said of its subject, as `The villain is stunned`
                shapes.append((kind, rf"(?P<s>{WORDS}+?) ?(?:は|が)[{COMMA}]? ?{predicate(phrase, end)}",
                               _forms(phrase, end)))
            elif "を" in phrase:   # `タフ状態を与える` to someone, `タフ状態を得る` by someone; one card (`…を1枚与える`)
                # (more than one, `…を2枚置く`, their number: the effect's amount, as English `Place 2 … status cards`)
                one = rf"(?:(?:1|(?P<n>[2-9]|\d{{2,4}})) ?(?:{alternatives(ja_words('unit'))}) ?)?"
                each = rf"(?:(?:{alternatives(ja_words('respectively'))}) ?)?"   # (`…にそれぞれ`: each one a card)
                # (whom, as damage's: a list's commas, a name's, `ボブ、ヒドラの工作員に`, when the card is in the file)
                shapes.append((kind, rf"(?:(?P<t>{joined}+?) ?に ?{each}|{subject}){predicate(phrase, end, one)}",
                               _forms(phrase, end)))
            else:
                shapes.append((kind, rf"(?P<t>{joined}+?) ?を ?{predicate(phrase, end)}", _forms(phrase, end)))
    if end == "final":   # `このカードは3個の充電カウンターが置かれた状態で場に出る`: its own counters as it enters play
        entering = alternatives(ja_words("enters_play_with"))
        shapes.append(("place_counters", rf"{subject}{_amount('n')}(?P<c>[^\s\d]{{1,12}}?)? ?(?:{alternatives(counter)}) ?"
                                         rf"(?:を ?(?=\d))?{_amount('m')}(?P<entering>{entering})", ja_words("enters_play_with")))
    for kind in GIVING:   # `テストヒーローは報復1と不屈を得る`: keywords given or taken away (`granted`)
        for phrase in effects[kind].ja:
            shapes.append((kind, rf"{subject}(?P<kw>{joined}+?) ?を ?{predicate(phrase, end)}",   # (a list's commas)
                           _forms(phrase, end)))
    for phrase in effects["modify"].ja:   # `このミニオンは攻撃力+1を得る`: a stat changed, as English `gets +1 ATK`
        shapes.append(("modify", rf"{subject}{stat_changes()} ?を ?{predicate(phrase.removeprefix('を'), end)}",
                       _forms(phrase.removeprefix("を"), end)))
    if end == "final":   # `彼女は以下を得る：`: a lead-in, the rows after it say what, as English `She gets:`
        following = alternatives(ja_words("the_following"))
        for phrase in effects["modify"].ja:
            verbs = _forms(phrase.removeprefix("を"), end)
            said = rf"(?P<s>{WORDS}+?) ?(?:は|が)[{COMMA}]? ?"   # (of someone: `Gets:` alone is no effect either)
            shapes.append(("modify", rf"{said}(?:{following}) ?を ?{predicate(phrase.removeprefix('を'), end)} ?[：:]",
                           tuple(f"{verb}{colon}" for verb in verbs for colon in "：:")))
    for kind in _CHANGED:   # `そのダメージを3減らす`: the amount by which; what is changed stays in the words
        for phrase in effects[kind].ja:
            shapes.append((kind, rf"(?:(?P<what>{WORDS}*?) ?(?:を|は|が) ?)?(?P<n>\d{{1,4}}|X) ?(?P<nph>\[per_hero\])? ?"
                                 rf"{unit()}(?:だけ)? ?{predicate(phrase, end)}", _forms(phrase, end)))
    damage = effects["take_damage"].ja[0].rpartition("を")[0]   # `ダメージ`
    for phrase in effects["prevent"].ja:   # `そのダメージのうち2を防ぐ`, `そのダメージを2防ぐ`, `1ダメージを防ぐ`: how much
        amount = rf"{_most_before('n')}(?P<n>\d{{1,4}}|X) ?{unit()}(?:(?P<nuntil>{alternatives(ja_words('up_to_after'))}) ?)?"
        shapes.append(("prevent", rf"(?:(?P<what>{WORDS}*?{damage}) ?(?:のうち|を) ?)?{amount}(?:{damage})? ?を? ?"
                                  rf"{predicate(phrase, end)}", _forms(phrase, end)))
    for kind, phrase in _by_verb_alone():   # with the topic it is for (`各プレイヤーは`), else without one
        about = rf"(?:(?P<what>{WORDS}*?)(?:{_PARTICLES}) ?)?{_amount('n')}{predicate(phrase, end)}"
        # (a prohibition's subject may take `も`: `どのプレイヤーもカードを引くことができない`, no player can, as English `No
        # player can draw cards`; it was said of no one; any other's `が` as `は`: `悪役があなたを攻撃する`, as English `The
        # villain attacks you`, was `attack[None]`)
        topic = "(?:は|も)" if kind == "prohibit" else "(?:は|が)"
        shapes.append((kind, rf"(?P<s>{WORDS}+?) ?{topic}[{COMMA}]? ?{about}", _forms(phrase, end)))
        shapes.append((kind, about, _forms(phrase, end)))
    return tuple((kind, _Shape(shape), endings) for kind, shape, endings in shapes)


class _Shape:
    """The pattern of a shape, compiled the first time a clause is tried against it: a file needs the few shapes
    whose verbs end its clauses, and compiling the 170 of each form of the verb at once cost a check of one Japanese
    card about 0.1 s (0.5 s with no compiled pattern remembered). `groups` are the names of its groups, read from
    its text (the only way to name one is `(?P<name>`; the vocabulary's words are escaped)."""

    __slots__ = ("text", "groups", "_compiled")

    def __init__(self, text: str) -> None:
        self.text = text
        self.groups = frozenset(_GROUP_NAME.findall(text))
        self._compiled: re.Pattern | None = None

    def fullmatch(self, clause: str) -> re.Match | None:
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.text)
        return compiled.fullmatch(clause)


_GROUP_NAME = re.compile(r"(?<!\\)\(\?P<(\w+)>")


def stat_changes() -> str:
    """Stats each with a signed amount, joined by `と`, `、` or `および` (`攻撃力+1`, `攻撃力+1と計画力+1`, `ATK +2`,
    `攻撃力-1`; full-width signs too), as a pattern: what `gets +1 ATK and +1 SCH` changes."""
    stat = alternatives(ja_words("stat"))
    change = rf"(?:{stat}) ?[+＋\-－−] ?(?:\d{{1,4}}|X)(?:\[per_hero\])?"
    joined = alternatives((*ja_words("and"), "、", ","))
    return rf"{change}(?: ?(?:{joined}) ?{change}){{0,5}}"


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
        if term.id in AMOUNTED or term.id in TARGETED or term.extra.get("counted"):
            continue
        for phrase in term.ja:
            if kinds_of[phrase.rpartition("を")[2]] == {term.id}:
                out.append((term.id, phrase))
    return tuple(sorted(out, key=lambda pair: -len(pair[1])))


@functools.lru_cache(maxsize=256)
def shapes_ending(end: str, last: str) -> tuple[tuple[str, _Shape, tuple[str, ...]], ...]:
    """The shapes of `effect_shapes(end)` a clause whose last character is `last` may fit, in their order: those
    with a form ending in it (each was asked of every clause, a hundred and more `endswith` a clause)."""
    return tuple(entry for entry in effect_shapes(end) if any(not form or form[-1] == last for form in entry[2]))
