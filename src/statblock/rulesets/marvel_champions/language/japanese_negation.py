"""A negated Japanese clause (`悪役は攻撃できない`, `カードを引かない`): no effect to do but a restriction
(`prohibit`), as English `The villain cannot attack`, with the subject it is said of; and a permitted one
(`どのプレイヤーもこのカードを攻撃できる`): no effect to do but a permission (`allow`), as English `Any player can attack
this card`. `japanese_effects.py` tries them on a clause no effect shape fits.
"""

from __future__ import annotations

import functools
import re

from .japanese import COMMA, alternatives, ja_words, listed_targets, target_words

__all__ = ["negated", "permitted"]

#: Words of one clause: a subject never runs over a comma.
_WORDS = r"[^、,，]"


@functools.cache
def _negation_shapes(ending: str = "negation") -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """A negated clause (`syntax.negation`), with the subject it is said of, if any (`悪役は`): (the clause whole,
    after the time phrase it may open with: `このラウンド中、悪役は攻撃できない`; the words after the last comma
    or condition's end, when the clause whole is not one; what comes before those words). The subject is the
    one of the negated verb's own words: words before a comma that no shape read
    (`あなたはカードを引かない限り、悪役は攻撃できない`), nor a condition's (`悪役が攻撃する場合はダメージを受けない`),
    lend theirs, as English `Unless you draw a card, the villain cannot attack` forbids the villain."""
    time = rf"(?:(?:{alternatives(ja_words('time_before_subject'))})は?[{COMMA}]? ?)?"
    within = alternatives(ja_words("condition_within"))
    plain = rf"(?:(?!{within}){_WORDS})"   # neither a comma nor a condition's end
    # (the `は` of `または`, `あるいは` joins two subjects: `悪役またはミニオンは…`; it ends none)
    joining = "".join(f"(?<!{re.escape(w[:-1])})" for w in ja_words("choice_word") if w.endswith("は"))
    # (a permission's subject may take `も`: `どのプレイヤーも…できる`, any player can)
    # (and a prohibition's subjects each with `も`: `悪役もミニオンも攻撃できない`, neither may, as English `Neither the
    # villain nor a minion can attack`; it was a prohibit said of no one)
    particle = "は|が|も" if ending == "permission" else "は|が"
    piece = rf"(?:(?!も){plain})+"   # (no `も` inside a piece: one way to cut the words, no backtracking over them)
    both = rf"(?:{piece}も ?)+{piece}も|" if ending != "permission" else ""
    ended = "(?<=も)|" if both else ""   # (the last `も` ends the subjects: no other particle after it)
    verb = rf"(?:(?P<s>{both}{plain}+?) ?{joining}(?:{ended}{particle})[{COMMA}]? ?)?{plain}*" \
           rf"(?:{alternatives(ja_words(ending))})"
    return (re.compile(time + verb, re.DOTALL), re.compile(verb, re.DOTALL),
            re.compile(rf".*(?:[{COMMA}]|(?:{within})[はにも]?) ?", re.DOTALL))


def negated(clause: str, card_name: str) -> tuple[str, dict] | None:
    """(`prohibit`, groups) of a clause whose verb is negated (`悪役は攻撃できない`, `カードを引かない`), as English
    `The villain cannot attack`: its subject the target when `target_words` knows it; None for any other clause
    and for one that only looks negated (`捨てなければならない`: must discard; `捨てても構わない`: may discard;
    `1枚しか引けない`: draws one at most); (`restrict`, groups) of one that says `しか` after no count
    (`このミニオンしか攻撃できない`: that minion alone may be attacked)."""
    if clause.endswith(ja_words("not_negation")):
        return None
    only = [w for w in ja_words("only_before_negation") if w in clause]
    if only:
        # `あなたはこのミニオンしか攻撃できない`: what alone may be done, as English `You can only attack this minion`
        # (`restrict`; was text); after a count (`カードを1枚しか引けない`) an amount at most: still text
        at = clause.find(only[0])
        if _COUNTED_BEFORE.search(clause[max(0, at - 8):at]) or clause.startswith("ない", at + len(only[0])):
            return None   # (`捨てるしかない`: no choice but to discard, no restriction either)
        return _said_of("restrict", _negation_shapes(), clause, card_name)
    return _said_of("prohibit", _negation_shapes(), clause, card_name)


#: A count right before `しか` (`1枚`, `2回`, `1体`): the amount is limited, not whom or what.
_COUNTED_BEFORE = re.compile(r"[0-9０-９一二三四五六七八九十]+ ?[^\s0-9]{0,2}$")


def permitted(clause: str, card_name: str) -> tuple[str, dict] | None:
    """(`allow`, groups) of a clause that says what may be done (`どのプレイヤーもこのカードを攻撃できる`, `syntax.permission`),
    as English `Any player can attack this card`: a permission, never an action to do (the attack is not made); its
    subject the target when `target_words` knows it (`どのプレイヤーも`: each one; `悪役は`); (`restrict`, groups) when
    it says `のみ` in its verb's own words, after any comma (`syntax.only`: `このミニオンは攻撃からのみダメージを受けることが
    できる`), as English `can only` (it was `allow`); None for any other clause."""
    # (the words of its own verb, after its last comma: a leading phrase's `のみ`, `ヒーロー形態のみ、…`, `1ラウンドに1回のみ、…`,
    # says when or how often, not what alone may be done)
    own = clause[max(clause.rfind(comma) for comma in "、,，") + 1:]
    kind = "restrict" if any(w in own for w in ja_words("only")) else "allow"
    found = _said_of(kind, _negation_shapes("permission"), clause, card_name)
    first = clause[:min((at for at in (clause.find(c) for c in "、,，") if at >= 0), default=0)].rstrip()
    if found is not None and "s" not in found[1] and first.endswith(_JOINING_PERMISSION) \
            and not _own_subject(clause[len(first):]):
        # `あなたのヒーローはこのミニオンを攻撃でき、このスキームを阻止できる`: the subject of the first verb, in its joining
        # form, is the later one's too (was said of no one), as English `Your hero can attack … and can thwart …`; not
        # when the later words name a subject of their own, one `target_words` does not know (`…攻撃でき、ボブは…できる`:
        # Bob's permission, not yours)
        joined = _said_of(kind, _negation_shapes("permission"), first + "る", card_name)
        if joined is not None and "s" in joined[1]:
            return kind, joined[1]
    return found


def _own_subject(words: str) -> bool:
    """Whether the words after a permission's first comma (`、ボブはこのスキームを阻止できる`) have a subject of their
    own (`ボブは`, with `は`, `が` or `も`), as the permission's shape reads one after the last comma."""
    _, last, before = _negation_shapes("permission")
    cut = before.match(words)
    found = last.fullmatch(words, cut.end()) if cut is not None else None
    return found is not None and found.group("s") is not None


#: A permission's verb in its joining form, before a comma (`…を攻撃でき、…`).
_JOINING_PERMISSION = "でき"


def _said_of(kind: str, shapes: tuple[re.Pattern, re.Pattern, re.Pattern], clause: str,
             card_name: str) -> tuple[str, dict] | None:
    whole, last, before = shapes
    found = whole.fullmatch(clause)
    if found is None and (cut := before.match(clause)) is not None:
        found = last.fullmatch(clause, cut.end())
    if found is None:
        return None
    subject = found.group("s")
    if subject is None:
        return kind, {"spans": {}}
    # each subject `と` joins (`悪役と各ミニオンは攻撃できない`), and each `または` joins: what may not be done is
    # forbidden to both (`悪役またはミニオンはダメージを受けない`, as English `X or Y cannot …`), no choice of one
    if subject.endswith("も"):   # (`悪役もミニオンも`: each one, as `と` joins them)
        subject = subject[:-1].rstrip()
        listed = listed_targets(subject.replace("も", "と"), card_name)
    else:
        listed = listed_targets(subject, card_name) if target_words(subject, card_name) is None else ([], "and")
    if listed is None:
        return kind, {"spans": {}}
    pieces = listed[0]
    spans = {"s": found.span("s")}
    spans.update({f"s{number}": (found.start("s") + a, found.start("s") + b) for number, (a, b) in enumerate(pieces)})
    return kind, {"s": subject, "spans": spans}
