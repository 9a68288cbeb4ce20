"""The effects of a Japanese sentence (the words after its condition): each clause's verb is at its end
(`敵1体に3ダメージを与え、それをスタン状態にする。`), its target before a particle, its amount before or after its
noun; a clause is typed when it fits a shape made from the vocabulary's predicates, as `effects.py` types an English
one (`japanese_shapes.py`). The words of targets, and the shared helpers, are `japanese.py`'s.
"""

from __future__ import annotations

import functools
import re

from ..vocabulary import syntax_words, vocabulary
from .granted import granted
from .japanese import COMMA, alternatives, ja_words, listed_targets, target_words
from .japanese_negation import negated, permitted
from .japanese_gapping import gapped
from .japanese_objects import joined_objects
from .japanese_openings import effects_start, past_verbless_stat
from .japanese_shapes import AMOUNT_ALSO, AMOUNTED, GIVING, TARGETED, effect_shapes, predicate, shapes_ending, stat_changes
from .japanese_time import time_phrase
from .said import said_up_to, saying_at

__all__ = ["AMOUNT_ALSO", "CLAUSE_LIMIT", "effect_parts", "single_spaced"]


#: A clause longer than this (in characters, its runs of spaces one space) is no typed effect: no card writes
#: one, and the shapes are then tried on bounded words (time linear in a sentence of any length).
CLAUSE_LIMIT = 160

#: a space other than ` ` (`str.isspace`'s, as `\s` is): `single_spaced` makes it one
_OTHER_SPACE = re.compile(r"[^\S ]")


def single_spaced(text: str) -> tuple[str, list[int]]:
    """`text` with each run of spaces one space, and where each of its characters is in `text` (one more: the
    end)."""
    if "  " not in text and _OTHER_SPACE.search(text) is None:   # (most sentences: already so, no loop over them)
        return text, list(range(len(text) + 1))
    out, where = [], []
    for index, char in enumerate(text):
        if char.isspace() and out and out[-1] == " ":
            continue
        out.append(" " if char.isspace() else char)
        where.append(index)
    where.append(len(text))
    return "".join(out), where


#: Closers that may stand after a sentence's period at a line's end (`…与える。）`, the grammar's sentence keeps them).
_CLOSERS_AFTER_PERIOD = ")）」』】］]"


def effect_parts(text: str, masked: str, card_name: str = "", names: tuple[str, ...] = (),
                 start: int | None = None) -> list[tuple[str, dict, int, int]]:
    """The effects of a Japanese sentence's words (`text`; `masked`: the same with its parentheses and quotes
    blanked out, `effects.mask`), as (kind, groups, start, end). A clause ends at a comma after a verb that
    joins it to the next (`敵1体に3ダメージを与え、それをスタン状態にする`) and at the sentence's end; a clause
    is typed when its words fit a shape and its target and subject are ones `target_words` knows; the words
    after the last typed clause are one `text` part, and no part at all is given when no clause is typed.
    Groups: `t`, `s` (the words of the target, of the subject) with `t_span`, `s_span` (where they are in
    `text`; `t0_span`, `t1_span`, …: where each is when they name several joined by `と`, `または` or commas, `t_or`
    True when one of them is chosen), `n`, `ph` (the amount, per hero), `c` (a counter's name), `icons`."""
    words, where = single_spaced(text)
    # (no character left out: each is where it is)
    blanked = masked[:len(words)] if len(words) == len(text) else "".join(masked[i] for i in where[:-1])
    core = words.rstrip()
    bare = core.rstrip(_CLOSERS_AFTER_PERIOD + "。.")
    if bare != core and core[len(bare)] in "。.":   # `…与える。）` at a line's end: the closer no word (MC108 says it),
        core = bare + core[len(bare)]             # as English `….)` (it was a sentence of its own, text); a period
        # after the closer too (`…与える.).`: was text, the damage lost)
    end = len(core.rstrip("。."))
    reminder = _TRAILING_GROUP.search(blanked[:end])   # `…取り除く（危機アイコンは無視する）。`: the verb ends the clause
    if reminder is not None and reminder.start() > 0:
        end = reminder.start()
    commas = [m.start() for m in re.finditer(f"[{COMMA}]", blanked[:end])] + [end]
    parts: list[tuple[str, dict, int, int]] = []
    first = effects_start(blanked, end) if start is None else start   # (past an additional cost's opening)
    clause_start, alternative = _clause_start(words, first, end)
    opening = ""   # the words `_clause_start` went past before the clause (`その後、`)
    said = 0   # the quotes said before the sentence's first effect (`said.SAID`), each a part of text
    saying: tuple[int, int | None] = (-1, None)   # (a clause's start, where a verb of saying stands after its quote)
    for index, comma in enumerate(commas):
        if comma < clause_start:
            continue
        last = comma == end
        clause = words[clause_start:comma].rstrip() if comma - clause_start <= CLAUSE_LIMIT + 1 else ""
        found = _fit(clause, "final" if last else "link", card_name, names) if 0 < len(clause) <= CLAUSE_LIMIT else None
        if saying[0] != clause_start:   # (once for a clause's start: linear in its commas)
            saying = (clause_start, saying_at(blanked, clause_start, end))
        if found is None and not last and len(parts) == said and said_up_to(blanked, saying[1], comma):
            # `「力こそ正義。」と叫び、カードを1枚引く。`: a quote said, an act of its own kept as text (MC125 says it), then
            # the sentence's effect, as English `"…!" she shouts, and draws 1 card.` (the whole sentence was text)
            # (and a second quote after it, `『力』と叫び、『正義』と宣言し、…`: the second was the draw's words, text)
            parts.append(("text", {"alternative": alternative}, where[clause_start], where[comma]))
            said += 1
            clause_start, alternative = _clause_start(words, comma + 1, end)
            opening = words[comma + 1:clause_start]
            continue
        offers = False   # `…与えるか、`: the next clause is this one's alternative
        if found is None and not last and clause.endswith(ja_words("choice_suffix")) and len(clause) <= CLAUSE_LIMIT:
            bare = clause[:-len(next(w for w in ja_words("choice_suffix") if clause.endswith(w)))].rstrip()
            found = _fit(bare, "final", card_name, names) or negated(bare, card_name)
            clause, offers = (bare, True) if found is not None else (clause, False)
        elif found is None and not last and clause.endswith(ja_words("as_well_suffix")) and len(clause) <= CLAUSE_LIMIT:
            # `…受けるとともに、…`: the verb as it ends a sentence, the next clause joined as after `受け、`
            bare = clause[:-len(next(w for w in ja_words("as_well_suffix") if clause.endswith(w)))].rstrip()
            found = _fit(bare, "final", card_name, names)
            clause = bare if found is not None else clause
        elif found is None and not last and len(clause) <= CLAUSE_LIMIT and clause.endswith(_TE_KARA):
            # `カードを1枚捨ててから、カードを2枚引く`: the te form and `から`, the sentence's own act done first, as the te
            # form alone joins the next clause (`捨てて、`): discard, then draw (was text). (`捨てた後、` is a time waited
            # for: conditions.sentence_condition)
            bare = clause[:-len("から")]
            found = _fit(bare, "link", card_name, names)
            clause = bare if found is not None else clause
        elif found is None and not last and parts and parts[-1][0] != "text" and len(clause) <= CLAUSE_LIMIT \
                and _done_after(clause) is not None:
            # `カードを1枚引き、カードを1枚捨てた後、悪役に…`: mid-sentence, after the sentence's own act, the verb's past
            # form before `後` is the same doer's next act, done before the clause after it, as its te form
            # (`捨てて、`) joins them (was text). (At a sentence's start it is a time waited for:
            # conditions.sentence_condition)
            bare = _done_after(clause)
            found = None if "が" in bare else _fit(bare[:-1] + _TE[bare[-1]], "link", card_name, names)
            found = found if found is None or not found[1].get("s") else None   # (a subject of its own: a time)
            clause = bare if found is not None else clause
        elif found is None and not last and len(clause) <= CLAUSE_LIMIT and (_clause_start(words, comma + 1, end)[1]
                                                                            or _also_after(words, comma + 1)):
            # `…与える、または…`, `…与える、また…`, `…与える、さらに…`: the verb as it ends a sentence, the next clause an
            # alternative or one more act (`also`; was text, both effects lost)
            found = _fit(clause, "final", card_name, names)
        if found is None and last and len(clause) <= CLAUSE_LIMIT:
            found = negated(clause, card_name) or permitted(clause, card_name)
        elif found is None and clause.endswith("ず") and len(clause) <= CLAUSE_LIMIT:
            # `悪役は起動せず、代わりに…`: the negation in its joining form, as it ends a sentence (`起動しない`)
            found = negated(clause[:-2] + "しない" if clause.endswith("せず") else clause[:-1] + "ない", card_name)
        pieces = None   # `悪役にタフ状態カードとスタン状態カードを与える`: objects `と` joins, each with the verb
        if found is None and len(clause) <= CLAUSE_LIMIT:
            pieces = joined_objects(clause, functools.partial(_fit, end="final" if last else "link",
                                                              card_name=card_name, names=names))
            found = pieces[0][0] if pieces else None
        following = commas[index + 1] if not last else comma   # `悪役に…を、各ミニオンに…を与える`: the next clause's verb
        if found is None and not last and len(clause) <= CLAUSE_LIMIT and following - comma <= CLAUSE_LIMIT + 1:
            pieces = gapped(clause, words[comma + 1:following], functools.partial(
                _fit, end="final" if following == end else "link", card_name=card_name, names=names))
            found = pieces[0][0] if pieces else None
        if found is None and parts and parts[-1][0] != "text":   # `悪役をスタン状態にし、混乱状態にする`
            found = _object_left_out(clause, "final" if last else "link", parts[-1])
        elif found is not None and parts and parts[-1][0] != "text" \
                and (not any(word in opening for word in syntax_words("then")) or _players_act(found, parts[-1])):
            found = _subject_left_out(found, "final" if last else "link", parts[-1])   # `悪役は攻撃力+1を得て、報復1を得る`
        if found is not None:
            for number, (piece, a, b) in enumerate(pieces or [(found, 0, len(clause))]):
                if number:   # (a later object: the first's target or subject is its own too, of any kind)
                    piece = _subject_left_out(piece, "final" if last else "link", parts[-1], one_verb=True)
                else:
                    piece = found
                kind, groups = piece
                spans = {f"{k}_span": (where[clause_start + a + x], where[clause_start + a + y])
                         for k, (x, y) in groups.pop("spans").items()}
                spans.update(groups.pop("shared_spans", {}))   # (the clause before's, where they are in `text` already)
                stop = len(text) if last and b == len(clause) else where[clause_start + b]
                parts.append((kind, {**groups, **spans, "alternative": alternative if not number else False},
                              where[clause_start + a], stop))
            clause_start, alternative = _clause_start(words, comma + 1, end)
            opening = words[comma + 1:clause_start]
            alternative = alternative or offers
        elif last and parts and clause_start < len(words):   # the words after the last typed clause
            parts.append(("text", {"alternative": alternative}, where[clause_start], len(text)))
    after = past_verbless_stat(blanked, first, end, stat_changes()) if not parts and start is None else None
    return effect_parts(text, masked, card_name, names, after) if after is not None else parts   # (`攻撃力+3、…`)



#: A verb's past form's last kana and its te form's (`捨てた`: `捨て`; `引いた`: `引いて`; `読んだ`: `読んで`).
_TE = {"た": "て", "だ": "で"}


def _done_after(clause: str) -> str | None:
    """`clause` up to its verb's past form when `後` or `あと` (timings.after) follows it (`カードを1枚捨てた後`:
    `カードを1枚捨てた`); None otherwise."""
    for word in vocabulary().timings.terms["after"].ja:
        if clause.endswith(word) and clause[:-len(word)].endswith(tuple(_TE)):
            return clause[:-len(word)]
    return None


#: A verb's te form and `から` (`捨ててから`, `読んでから`): done, then the next clause.
_TE_KARA = ("てから", "でから")


@functools.cache
def _bare_predicates(end: str) -> tuple[tuple[str, re.Pattern], ...]:
    """(kind, predicate) of the targeted kinds whose verb makes its object something (`スタン状態にする`,
    `混乱させる`, `準備状態にする`, `消耗させる`: `…にする`, `…させる`), alone: a clause of one of them with its object
    left out is said of the object of the clause before it (`_object_left_out`)."""
    effects = vocabulary().effects.terms
    return tuple((kind, re.compile(predicate(phrase, end))) for kind in TARGETED for phrase in effects[kind].ja
                 if "を" not in phrase and phrase.endswith(("にする", "させる")))


def _object_left_out(clause: str, end: str, before: tuple[str, dict, int, int]) -> tuple[str, dict] | None:
    """(kind, groups) of a clause that is a targeted predicate alone after a typed clause, its object left out as
    Japanese leaves out one the clause before names: that object when the clause before is one of the same kinds
    and has one (`悪役をスタン状態にし、混乱状態にする`: the villain confused too, as English `Stun and confuse the
    villain`), else what the clause before is done to, `it` (`敵1体に3ダメージを与え、スタン状態にする`: as `Deal 3
    damage to an enemy and stun it`); None for any other clause, or when the clause before names no target (nothing
    is guessed)."""
    kind = next((k for k, shape in _bare_predicates(end) if shape.fullmatch(clause)), None)
    previous, groups, _, _ = before
    if kind is None or "t_span" not in groups:
        return None
    if previous in TARGETED:
        shared = {k: v for k, v in groups.items() if k == "t" or k == "t_or" or (k.startswith("t") and k.endswith("_span"))}
        return kind, {"spans": {}, "shared_spans": {k: v for k, v in shared.items() if k.endswith("_span")},
                      **{k: v for k, v in shared.items() if not k.endswith("_span")}}
    return kind, {"spans": {}, "implied": ja_words("pronoun_it", "ja_targets")[0]}


#: A parenthesis that ends a sentence's words (blanked inside, `effects.mask`): a reminder after its last verb.
_TRAILING_GROUP = re.compile(r" ?[（(]_*[）)] ?$")


def _subject_left_out(found: tuple[str, dict], end: str, before: tuple[str, dict, int, int],
                      one_verb: bool = False) -> tuple[str, dict]:
    """`found` (kind, groups) with the subject of the clause before it when it names none of its own and no target,
    and a clause of its kind may have one: the topic `は` sets is the subject of each clause it opens
    (`悪役は攻撃力+1を得て、報復1を得て、タフネスを得る`: the villain gains retaliate and toughness too, as English
    `The villain gets +1 ATK, gains retaliate 1, and gains toughness`; the gains were said of no one). `one_verb`:
    `found` is a later object of the same verb as the one before (`japanese_objects.joined_objects`), whose target
    is its own whatever their kinds, when a clause of its kind may have one (`悪役に2ダメージとスタン状態カードを与える`:
    the stunned card the villain's, as English `Deal 2 damage to the villain and give the villain a stunned status
    card`; it was given to no one)."""
    kind, groups = found
    previous = before[1]
    shares_target = kind in TARGETED and before[0] in TARGETED or one_verb and kind in _target_kinds(end)
    if shares_target and "s" not in groups and "t" not in groups and "t" in previous:
        # (`悪役にタフ状態カードを与え、スタン状態カードを与える`: the stunned card the villain's too, as English `Give the
        # villain a tough status card and a stunned status card`; it was given to no one)
        shared = {k: v for k, v in previous.items() if k == "t" or k == "t_or" or (k.startswith("t") and k.endswith("_span"))}
        return kind, {**groups, **{k: v for k, v in shared.items() if not k.endswith("_span")},
                      "shared_spans": {**groups.get("shared_spans", {}),
                                       **{k: v for k, v in shared.items() if k.endswith("_span")}}}
    if "s" in groups or "t" in groups or "s" not in previous:
        return found
    if kind not in _subject_kinds(end) and not (kind in _DRAWN and _drawer(previous["s"])) \
            and not _players_act(found, before):
        return found
    shared = {k: v for k, v in previous.items() if k == "s" or k == "s_or" or (k.startswith("s") and k.endswith("_span"))}
    spans = {k: v for k, v in shared.items() if k.endswith("_span")}
    words = {k: v for k, v in shared.items() if not k.endswith("_span")}
    return kind, {**groups, **words, "shared_spans": {**groups.get("shared_spans", {}), **spans}}


#: The kinds a player does, shared with a subject that is a player (`各プレイヤーは1ダメージを受け、カードを1枚引く`, `…捨てる`: each
#: player draws too, as English `Each player takes 1 damage and draws 1 card`; the card was drawn by no one), never with
#: another (`悪役は準備状態になり、カードを1枚引く`: the villain draws nothing).
_DRAWN = frozenset(("draw",))
#: A player's acts after which a discard is said of the same player (`各プレイヤーはカードを1枚引き、カードを1枚捨てる`, as
#: English `Each player draws 1 card, then discards 1 card`; the discard was said of no one); never after a
#: prohibition (`あなたはこのミニオンを攻撃できず、カードを1枚捨てる`, as English `…, and discard 1 card`: no one's).
_PLAYERS_ACTS = frozenset(("draw", "discard", "take_damage"))


def _players_act(found: tuple[str, dict], before: tuple) -> bool:
    """Whether `found` is a draw or a discard after a player's act (`_PLAYERS_ACTS`) whose subject is a player, past
    `その後、` too (`各プレイヤーはカードを1枚引き、その後カードを1枚捨てる`, as English `Each player draws 1 card, then discards
    1 card`). Past `その後` no other subject is shared (`悪役はあなたを攻撃し、その後カードを1枚引く`)."""
    return found[0] in ("draw", "discard") and before[0] in _PLAYERS_ACTS and "s" not in found[1] \
        and "t" not in found[1] and "s" in before[1] and _drawer(before[1]["s"])


def _drawer(subject: str) -> bool:
    """Whether the words of a subject are a player (`各プレイヤー`, `あなた`)."""
    found = target_words(subject)
    return found is not None and found[0] in ("player", "you")


@functools.cache
def _target_kinds(end: str) -> frozenset[str]:
    """The kinds one of whose shapes reads a target (`悪役に2ダメージを与える`, `悪役にスタン状態カードを与える`)."""
    return frozenset(kind for kind, shape, _ in effect_shapes(end) if "t" in shape.groups)


@functools.cache
def _subject_kinds(end: str) -> frozenset[str]:
    """The kinds whose clauses say what a character gets, gains or loses (`…を得る`, `…を失う`), of a subject one of
    their shapes reads: those a subject left out is shared with (a card drawn, `カードを1枚引く`, is still the
    player's after `悪役は準備状態になり、`)."""
    return frozenset(kind for kind, shape, _ in effect_shapes(end)
                     if "s" in shape.groups and kind in (*GIVING, "modify", "tough", "heal", "take_damage"))


def _clause_start(words: str, start: int, end: int) -> tuple[int, bool]:
    """Where the clause from `start` starts (after spaces, `その後、` (`Then`), `または` (`or`) and an adverb with its comma
    or none, `ふたたび、`, `さらに` (`syntax.connective`)), and whether
    it starts with `または`: the alternative of the clause before it."""
    alternative = False
    while start < end and words[start] == " ":
        start += 1
    # (`代わりに`, `その代わりに`: the sentence's replacing, `conditions.replaces`; the clause's verb follows it)
    instead = tuple(w for w in syntax_words("instead") if not w.isascii())
    for word in (*syntax_words("then"), *ja_words("choice_word"), *(f"その{w}" for w in instead), *instead):
        if words.startswith(word, start):
            alternative = alternative or word in ja_words("choice_word")
            start += len(word)
            while start < end and words[start] in " " + COMMA:
                start += 1
    choices = tuple(ja_words("choice_word"))
    for word in ja_words("connective"):   # `ふたたび、`, `さらに`: an adverb, its comma or none, then the clause
        if not words.startswith(word, start) or words.startswith(choices, start):
            continue   # (`または`, `or`, is no `また`, `also`: the alternative, read above)
        after = start + len(word)
        after += words[after:after + 1] in tuple(COMMA)
        while after < end and words[after] == " ":
            after += 1
        if after < end:   # (the adverb alone is no clause: its words stay as they are)
            start = after
        break
    return start, alternative


def _also_after(words: str, start: int) -> bool:
    """Whether the clause from `start` opens with an adverb of `syntax.connective` (`また`, `さらに`, `ふたたび`: also,
    again), not `または` (`or`): the clause before it ends as a sentence does (`悪役に1ダメージを与える、またカードを1枚引く`)."""
    while start < len(words) and words[start] == " ":
        start += 1
    return words.startswith(tuple(ja_words("connective")), start) \
        and not words.startswith(tuple(ja_words("choice_word")), start)


def _fit(clause: str, end: str, card_name: str, names: tuple[str, ...] = ()) -> tuple[str, dict] | None:
    """(kind, groups) of the first shape a clause fits whose target and subject are known, or None. A clause with
    a time phrase (`このラウンド中、悪役に3ダメージを与える`, `それの攻撃はこのラウンド中遠隔を得る`) is read past it
    (`japanese_time`), as English reads `This round, deal 3 damage to the villain`; the phrase stays in its words."""
    found = _fit_shape(clause, end, card_name, names)
    cut = (time_phrase(clause) or _adverb_after_topic_span(clause)) if found is None else None
    if cut is None:
        return found
    start, stop = cut
    found = _fit_shape(clause[:start] + clause[stop:], end, card_name, names)
    if found is not None:
        kind, groups = found
        groups["spans"] = {k: tuple(x + stop - start if x >= start else x for x in span)
                           for k, span in groups["spans"].items()}
    return found


@functools.cache
def _adverb_after_topic() -> re.Pattern:
    """`その後` or an adverb of `syntax.connective` after the subject's `は` (`各プレイヤーはその後カードを1枚引く`, as English
    `Each player then draws 1 card`; `悪役はさらに攻撃力+1を得る`), a comma after it or none: read past, as a time phrase
    is (the clause was text)."""
    words = alternatives((*(w for w in syntax_words("then") if not w.isascii()), *ja_words("connective")))
    return re.compile(rf"[^、，,。は]{{1,40}}は[、，,]?(?P<adverb>(?:{words})[、，,]?)")


def _adverb_after_topic_span(clause: str) -> tuple[int, int] | None:
    found = _adverb_after_topic().match(clause)
    if found is None or found.end() == len(clause):
        return None
    return found.span("adverb")


#: The groups of an amount said in words, no number (`japanese_shapes._amount`), before the noun or after its を
_WORDED = ("nmuch", "mmuch", "nall", "mall", "nequal", "mequal")


def _fit_shape(clause: str, end: str, card_name: str, names: tuple[str, ...] = ()) -> tuple[str, dict] | None:
    for kind, shape, endings in shapes_ending(end, clause[-1:]):
        found = shape.fullmatch(clause) if clause.endswith(endings) else None   # (the shape ends with its verb)
        if found is None:
            continue
        needed = vocabulary().effects.terms[kind].extra.get("ja_requires")
        if needed and not any(word in clause for word in needed):
            continue   # `使う` is a substitute's only beside `の代わりに` (`攻撃力の代わりに阻止力を使う`)
        groups = {k: v for k, v in found.groupdict().items() if v}
        if kind in AMOUNTED and not {"n", "m", "k", *_WORDED} & set(groups) \
                and not (kind == "deal_damage" and groups.get("q")):
            continue   # `ダメージを与える` with no amount: not the counted effect English reads (`同じ量の`: one;
            # `間接ダメージを与える`: the damage an attack deals, indirect, as English `deal indirect damage`)
        if groups.get("q"):   # (`間接`: the effect's `damage_kind`, as English `indirect`)
            groups["damage_kind"] = groups.pop("q")
        if "k" in groups and {"n", "m", *_WORDED} & set(groups):
            continue   # `2カード3枚を引く`: two amounts, which is meant is not said
        if "kw" in shape.groups and not granted(groups.get("kw", "")):
            continue   # `タフ状態を得る`, `攻撃力+1を得る`: no keyword is given
        # `合計3`, `最大3`, `3個まで`, before or after the noun: the effect's `shared` and `up_to`
        shared = any(groups.pop(f"{name}total", None) for name in ("n", "m"))
        most = [groups.pop(f"{name}{word}", None) for name in ("n", "m") for word in ("most", "until")]
        if shared:
            groups["total"] = True
        if any(most):
            groups["most"] = True
        if "d" in groups and target_words(groups["d"], card_name, names) is None:
            continue   # (who does it, `あなたは`: one the reader knows, as a subject is)
        joined = {name: listed_targets(groups[name], card_name, names) for name in ("t", "s") if name in groups}
        if any(target_words(groups[name], card_name, names) is None and pieces is None for name, pieces in joined.items()):
            continue   # a target the reader does not know (`隣の敵`): not this shape
        if "m" in groups:   # the amount after the noun's を (`脅威を2個置く`)
            groups["n"] = groups.pop("m")
            groups["ph"] = groups.pop("mph", None)
        elif "k" in groups:   # the amount between the noun and を (`カード2枚を引く`)
            groups["n"] = groups.pop("k")
            groups["ph"] = groups.pop("kph", None)
        else:
            groups["ph"] = groups.pop("nph", None)
        groups["spans"] = {k: found.span(k) for k in ("t", "s") if k in groups}
        for name, listed in joined.items():   # every target `と` or `または` joins, where each is: `t0`, `t1`, …
            if listed is not None and target_words(groups[name], card_name, names) is None:
                groups["spans"].update({f"{name}{number}": (found.start(name) + a, found.start(name) + b)
                                        for number, (a, b) in enumerate(listed[0])})
                groups[f"{name}_or"] = listed[1] == "or"
        return kind, groups
    return None
