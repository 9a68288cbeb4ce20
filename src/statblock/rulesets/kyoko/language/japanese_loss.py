"""Whether a Japanese loss of 【ＨＰ】 is the card's own effect, read from its verb's ending (the words after the grammar's
LOSS token), as English reads a loss by its clause (stated_loss.py).

The grammar's verb is one of four forms: the noun of a する verb (`消費`, `減少`), a form that ends its clause or
modifies a noun (`失う`, `減らす`, `支払う`), one that goes on to the next verb (`失い`, `減らし`, `支払って`), or the stem
of an obligation (`失わ`, `支払わ`, `減らさ`, before `なければならない`). The ending after it says which the verb is:

- one that goes on to the next verb, `…消費して時間を止める`, `…減らし際限なく走る`, `…支払って時を止める`, `…消費してまで`
  (`You spend 1 HP and stop time`): the card's loss. A waiting word is a whole word after a form that can take one, never
  the first character of the next word (`時間`, `間合い`, `際限`: before, taken for `時`, `間`, `際`, and the loss was
  text in silence);
- a conditional ending, `…消費すれば、`, `…減少したら、`, `…消費しなければ、`, `…失っても` (`If you spend 2 HP, …`,
  `Unless you spend 2 HP, …`), or a denial, `…消費せずに`, `…消費しない` (`without`, `not`): no loss;
- a form that ends a clause (`…失う。`, `…消費するが、`, `…消費することで`, `…失わなければならない。`): the card's loss; one
  followed by anything else is a condition or a relative clause, which names a loss and makes none: a waiting word
  (`…失う場合`, `…失わなければならない場合`, `…消費するとき`), a conditional `と` or `なら` (`…失うと、`), a denial
  (`…失うことなく`) or a noun the verb describes (`…失うキャラクターは`, `…失う対象`, `Any character that loses 2 HP`); a
  connective noun that joins the loss to what is done for it is the card's loss, as its English is (`…失う代わりに、3点回復する`,
  `Lose 2 HP to heal 3`; `…失う一方、`, `…失う反面、`), but `代わりに` before a choice (`…失う代わりに［萎縮］を受けてもよい`:
  instead of losing it, seed 004's own reading) and `一方` as a noun (`…失う一方の対象`) name a loss and make none;
- the noun alone, as an item's data writes it (`【ＨＰ】を3点減少`): the card's loss, but before a waiting word
  (`…消費時`, `…消費の際`).

Each loss reads a few characters after its verb: linear in the line.
"""

from __future__ import annotations

import re

__all__ = ["stated_japanese"]

# the verb's ending right after the grammar's token (the longest form first, each a whole ending):
_ENDING = re.compile(
    # an obligation: `失わなければならない`, `消費しなくてはいけない`, `支払わねばならない` (the clause may go on: `…ならず`)
    r"(?P<must>(?:させ|し)?(?:なければ|なくては|なくちゃ)[ \t]*(?:なら|いけ)(?P<must_on>ず)?(?:ない|ません)?"
    r"|(?:させ|せ)?ねば[ \t]*なら(?P<must_on2>ず)?(?:ない|ぬ)?)"
    # a permission is an order still: `消費してもよい`, `失ってもかまわない` (`You may spend 2 HP`)
    r"|(?P<may>(?:させ|し)?て[ \t]*も[ \t]*(?:よい|良い|いい|構わ|かまわ))"
    # a condition: `消費しなければ`, `減少したら`, `減らしたら`, `消費すれば`, `消費しても`
    r"|(?P<cond>(?:させ|し)?(?:なければ|たら|たなら|ても)|(?:させれ|すれ)ば)"
    # a denial: `消費せず`, `消費しない`, `消費しなくても`, `失いません`
    r"|(?P<deny>(?:させ|せ)?ず|(?:させ|し)?な(?:い|く|かった)|(?:させ|し)?ません)"
    # a form that ends a clause or modifies a noun: `する`, `させる`, `した`, `している`, `します`, `減らした`
    r"|(?P<attr>させる|する|(?:させ|さ)?れる|(?:させ|し)?た|(?:させ|し)?て[ \t]*い?(?:る|た)|(?:させ|し)?ま(?:す|した))"
    # one that goes on to the next verb: `して`, `させて`, `させ`, `し`
    r"|(?P<on>(?:させ|し)?て|させ|し)")
# after a form that ends a clause, what keeps the loss the card's: the sentence's or clause's end, or a word that carries
# the act on (`ことで`, `ため`, `ので`, `が`, `か`, `と共に`, `代償に`, `だけ`); not `こと` that denies it (`ことなく`, `ことは
# できない`)
_CARRIED = re.compile(
    r"[ \t]*(?:$|[。.、,，;；:：」』)）!?！？\n]|こと(?![ \t]*(?:なく|なし|は[ \t]*(?:でき|な)|が[ \t]*でき(?:ない|ず|ませ)"
    r"|も[ \t]*(?:でき)?な))|ため|為|ので|のに|が|か|よう|と[ \t]*(?:とも|共|同時)|代償|から|けど|けれど|うえ|上で|のみ|だけ"
    # a connective noun that joins the loss to what the card does for it, the loss made: `…失う代わりに、3点回復する` (in
    # exchange for it, as `Lose 2 HP to heal 3`; briefly, after the kymend5 merge, text, taken for a noun the verb
    # describes), `…失う一方`, `…失う反面`, `…失うほか`
    r"|(?:代わりに|かわりに)(?P<instead>)|(?:一方|反面)[ \t]*(?=[、,，]|で)|ほか[ \t]*に?(?=[、,]))")
# `代わりに` is also `instead of` (seed 004: `【ＨＰ】の現在値を減少させる代わりに【装備ＨＰ】の現在値を減少させてもよい`): with a
# choice in the rest of its sentence (`…てもよい`, `…できる`), the loss is the one not taken; `一方` and `反面` join only
# before a comma or `で` (`…失う一方の対象`: a noun, the one target that…). The rest of the sentence looked at up to its end
# or a bound (linear: each loss looks at most _SENTENCE characters)
_CHOICE = re.compile(r"て[ \t]*も[ \t]*(?:よい|良い|いい|構わ|かまわ)|でき(?:る|ます)|出来(?:る|ます)|可能|選(?:べる|んで)")
_SENTENCE_END = re.compile(r"[。.!?！？\n]")
_SENTENCE = 200
# after the noun alone (`消費`), a waiting word, a whole word (`消費時`, `消費の際`; not `消費時間`)
_WAITING_NOUN = re.compile(r"[ \t]*(?:の[ \t]*)?(?:場合|時|とき|際|たび|度|毎|ごと|間|前|後|まで|限り)"
                           r"(?![\u3400-\u9fff々〆\u30a1-\u30ffA-Za-z0-9])")
# after a form that goes on (`消費して`), what makes it a condition still: `も` (`…失っても`, even if; not `…失ってもよい`,
# a permission), or a form that ends a clause (`失っている`, `減らしている`)
_ON_COND = re.compile(r"[ \t]*も(?![ \t]*(?:よい|良い|いい|構わ|かまわ))")
_ON_ATTR = re.compile(r"[ \t]*い(?:る|た)")


def stated_japanese(folded: str, end: int) -> bool:
    """Whether the Japanese loss whose verb token ends at `end` in `folded` is the card's (see the module)."""
    last = folded[end - 1:end]
    if last in ("う", "す", "る"):   # `失う`, `減らす`, `支払う`, `失わせる`: it ends its clause or modifies a noun
        return _carried(folded, end)
    if last == "て":   # `失って`, `支払って`
        return _goes_on(folded, end)
    found = _ENDING.match(folded, end)
    if found is None:   # `【ＨＰ】を3点減少`, or `失い`, `減らし`, `失わせ` going on
        return _goes_on(folded, end) if last in ("い", "し", "せ") else _WAITING_NOUN.match(folded, end) is None
    kind = found.lastgroup
    if kind == "must" and (found.group("must_on") or found.group("must_on2")) or kind == "may":
        return True
    if kind in ("cond", "deny"):
        return False
    if kind == "on":
        return _goes_on(folded, found.end())
    return _carried(folded, found.end())   # (`attr` or `must`: a form that ends a clause)


def _goes_on(folded: str, at: int) -> bool:
    """Whether a loss whose verb goes on to the next verb at `at` is the card's: but for `も` (even if) or `いる`."""
    if _ON_COND.match(folded, at):
        return False
    attr = _ON_ATTR.match(folded, at)
    return attr is None or _carried(folded, attr.end())


def _carried(folded: str, at: int) -> bool:
    """Whether what follows a form that ends a clause at `at` keeps the loss the card's (`_CARRIED`): but `代わりに`
    before a choice in the rest of its sentence (instead of it)."""
    found = _CARRIED.match(folded, at)
    if found is None:
        return False
    if found.group("instead") is None:
        return True
    bound = min(len(folded), found.end() + _SENTENCE)
    stop = _SENTENCE_END.search(folded, found.end(), bound)
    return _CHOICE.search(folded, found.end(), stop.start() if stop else bound) is None
