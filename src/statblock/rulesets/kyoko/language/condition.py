"""A condition in its brackets (`［崩壊3］`, `［憎悪／使用者］`, `[Decay 3]`) read and checked: its
name (KY010, with a did-you-mean), its n (KY011, KY014), its target (KY013), what it takes none
of (KY012), a bracket opened inside it (KY008), ［瀕死］ or ［死亡］ given (KY038: they follow 【ＨＰ】). A condition only *named*, not given, needs no n
or target (`［崩壊］を解除する`, `［憎悪］の対象`, `remove [Decay]`)."""

from __future__ import annotations

import re

from lark import Token, Tree

from ....diagnostics import Severity, Span
from ....messages import Localized
from ..catalog import message
from ..model import ConditionEffect, Term
from ..vocabulary import cause, condition, condition_list, lookup, n_limit, suggest, variant
from .line import JA_NOT, KANJI_DIGITS, Line, kanji_number, shown_number, word
from .waiting_clause import SUBJECT, subject_alone, waiting_opener

__all__ = ["read_condition"]

_ERROR = Severity.ERROR
# the text after the bracket lifts it: `［気絶］を解除する`, `［崩壊］は解除される` (seed 004: a ［状態］ "は解除される"
# when it ends), `[Decay] ends`, `[Decay] is removed`; not when the lifting is denied (`［再生］が解除されない`)
# the other ［状態］ listed after it, which the words after the list are about too (`［高揚］と［憎悪］を解除する`:
# both are lifted; `［崩壊3］と［萎縮］を与える`: both given; `［崩壊］か［萎縮］を解除する` as `Remove [Decay] or
# [Shaken]`; side by side or with ・ or ／ too, as players list them: `［崩壊］［萎縮］を解除する`, `［崩壊］・［萎縮］を解除`); a
# few at most, so the time stays linear
# (each run of blanks is read possessively, `[ \t]*+`: a long run is passed once, never tried at every length)
_LISTED = (r"(?:[ \t]*+(?:(?:と|、|,|・|/|や|および|及び|または|又は|もしくは|あるいは|か|and|or)[ \t]*+)?(?:(?:and|or)[ \t]++)?"
           r"\[[^\[\]\n]{1,24}\]){0,8}")
# the lifting denied in any tense or way (`解除されない`, `解除できなかった`, `解除せず`, `解除されていない`,
# `解除することはできない`, `の解除はできない`, `解除不可`, `取り除かれない`), or only the condition of what follows
# (`［崩壊］が解除された場合`, `［気絶］を解除する効果`, `［瀕死］が解除されるまで`, seed 004's words): the words
# name the ［状態］ and lift nothing
_NO_THING = (r"[ \t]*+こと[ \t]*+[はがも]?[ \t]*+(?:(?:でき|出来)?(?:" + JA_NOT + r"|なく)|無(?:い|かった|く)"
             r"|あり(?:ません|ませんでした|え(?:ない|ず)|得(?:ない|ず)))")
_LIFT_DENIED = (r"(?:(?:(?:する|される)こと[はがも]?|[はも])?(?:でき|出来)|され|し|せ)" + JA_NOT + r"|不可|不能"
                r"|(?:する|される|できる)" + _NO_THING
                + r"|(?:され|し|でき|出来)た(?:場合|とき|時|なら|ら)|(?:される|する|できる)(?:場合|とき|時|なら|たび|効果|まで)")
_TAKE_DENIED = (r"(?:くこと[はがも]?(?:でき|出来)|かれ|か|け|い)" + JA_NOT + r"|(?:く|かれる|ける)" + _NO_THING
                + r"|(?:かれ|い|け)た(?:場合|とき|時|なら|ら)|(?:かれる|く|ける)(?:場合|とき|時|なら|たび|効果|まで)")
# how the lifting is done, between the particle and the verb: `［崩壊］をすべて解除する`, `を即座に解除する`
_HOW = r"(?:(?:すべて|全て|全部|残らず|ひとつ残らず|一つ残らず|直ちに|ただちに|即座に|即時に?|同時に|自動的に)[ \t]*+)?"
_REMOVES = re.compile(_LISTED + r"[ \t]*+[をがのもは]?[ \t]*+" + _HOW + r"(?:(?:is|are)[ \t]++)?"
                      rf"(?:解除(?!{_LIFT_DENIED})|取り除(?!{_TAKE_DENIED})|remove|end)", re.IGNORECASE)
# English words that deny what follows: `is not`, `cannot`, `isn't` (`[Decay] cannot be removed`)
_NOT = r"(?:(?:is|are|was|were|does|do|did|can|could|may|will|would|should|must)[ \t]*not|cannot|(?:is|are|does|do|ca|wo)n[’']t)\b"
# the text after the bracket only names it: `［崩壊］を受けている間`, `［憎悪］の対象`, `［再生］が解除されない`,
# `［憎悪］には`, `［崩壊］による`, `［崩壊］を受けた場合`, `［再生］を得る効果`, `新たに［憎悪］を受けるか`; likened to: `（［集中］と同様）`
# the giving denied, or the ［状態］ made of no effect, after it: `［萎縮］を受けない`, `［気絶］にならない`, `［崩壊］を受けず`,
# `［崩壊］を受けなくなる`, `［崩壊］を与えられない`, `［散漫］も無効化する`, `［崩壊］への耐性` (an immunity, as
# `immune to [Decay]`): the card names it and gives nothing (before, read as given, and ［崩壊］ without its n was KY011);
# the verb's plain form and こと denied as well (`［萎縮］を受けることはない`, `…ことがない`, `…こともない`, `…ことはできない`,
# `…ことはありません`, `…ことなく`, `［気絶］になることはない`: before, read as given; `［崩壊］が解除されることはない`: before,
# read as lifted)
_GIVING_NOT = (r"(?:[をにがもは][ \t]*+)?(?:(?:受け|与え|得)(?:られ)?|なら|陥ら|かから|負わ|付与(?:され|し|でき))(?:"
               + JA_NOT + r"|なく)|(?:[をにがもは][ \t]*+)?(?:(?:受け|与え|得)(?:られ)?る|なる|陥る|かかる|負う"
               r"|付与(?:され|し|でき)?る|付与する)" + _NO_THING
               + r"|(?:[をにがもは][ \t]*+|へ[ \t]*+の[ \t]*+)?(?:無効|耐性|免疫)")
_REFERENCE = re.compile(_LISTED + r"[ \t]*(?:[をがも][ \t]*" + _HOW + r"(?:受けて|得て|持って|解除|取り除)"
                        r"|を[ \t]*(?:受け|得)(?:た|る(?:場合|効果|とき|時|たび|か|キャラクター|対象))|" + _GIVING_NOT +
                        r"|に[ \t]*(?:よ|は|対)|の|が|は|で|\)|）|と[ \t]*(?:同様|同じ|同等|等し|似)|" + _NOT + ")", re.IGNORECASE)
# the words before the bracket lift it or only name it (English): `remove [Decay]`, `while under [Hatred]`
# (with the ［状態］ listed before it: `remove [Decay] and [Shaken]` lifts both)
_LISTED_BEFORE = r"(?:\[[^\[\]\n]{1,24}\][ \t]*(?:,|and|or|,[ \t]*and|,[ \t]*or)[ \t]*){0,3}"
_LIFTING = r"(?:remove[sd]?|end(?:s|ed)?|lose[s]?|lift(?:s|ed)?|cure[sd]?|free[sd]?|release[sd]?)"
# (how many: `remove all [Decay]`, `remove all of the [Decay]`, `end every [Decay]`)
_ALL = r"(?:(?:all|every|any|each)[ \t]+(?:of[ \t]+)?)?"
_REMOVES_BEFORE = re.compile(_LIFTING + r"[ \t]+(?:from[ \t]+)?" + _ALL
                             + r"(?:(?:the|its|their|an?)[ \t]+)?" + _LISTED_BEFORE + "$", re.IGNORECASE)
# the lifting denied before the bracket names it and lifts nothing: `The target is not removed from [Decay]`,
# `cannot remove [Decay]`, `isn't freed from [Decay]` (a denied removal needs no n: it was KY011, "needs its n")
_DENIED_BEFORE = re.compile(r"(?:" + _NOT + r"|\bnot|\bnever)[ \t]+(?:be[ \t]+)?(?:(?:yet|ever)[ \t]+)?" + _LIFTING
                            + r"[ \t]+(?:from[ \t]+)?" + _ALL + r"(?:(?:the|its|their|an?)[ \t]+)?" + _LISTED_BEFORE + "$",
                            re.IGNORECASE)
_WINDOW = 120   # how far before a bracket those words are looked for
# a ［状態］ opening a condition, whose lifting after it is what the condition waits for, not an effect:
# `If [Decay] is removed, …`, `When [Decay] ends`, `until [Decay] ends` (as `［崩壊］が解除された場合`)
_CONDITION_BEFORE = re.compile(r"\b(?:if|when|whenever|once|until|unless|after|before)[ \t]+"
                               r"(?:(?:the|its|their|an?)[ \t]+)?" + _LISTED_BEFORE + "$", re.IGNORECASE)
_NAMED_BEFORE = re.compile(r"(?:while|under|ha(?:s|ve|ving)|of|if|when|against|like|as[ \t]+with|as[ \t]+for"
                           # (an immunity, or the giving denied: `immune to [Decay]`, `cannot gain [Shaken]`, as
                           # `［萎縮］を受けない`; before, read as given)
                           r"|immun(?:e|ity)[ \t]+(?:to|from)|(?:" + _NOT + r"|\bnot|\bnever|\bno[ \t]+longer)[ \t]+"
                           r"(?:(?:ever|again|be)[ \t]+){0,2}(?:gain|become|suffer|receive|get|take|given|inflicted"
                           r"[ \t]+with))[ \t]+(?:(?:the|its|their|an?)[ \t]+)?" + _LISTED_BEFORE + "$", re.IGNORECASE)


# a condition given, taken or gained: after it, `を与える`, `を受ける`, `を得る`, `を付与`, `になる`, `状態にする` (with
# others listed before the verb); before it, in English, `gain`, `give`, `inflict`, `apply`, `suffer`, `become`
_GIVEN_AFTER = re.compile(_LISTED + r"[ \t]*+(?:状態)?[ \t]*+(?:[をにが][ \t]*+)?(?:与え|受け|得|付与|負|かけ|掛け|なる|なっ|陥)")
_GIVEN_BEFORE = re.compile(r"\b(?:(?:gain|give|inflict|apply|applie|impose|suffer|become|cause)(?:s|d|ed)?|given)[ \t]+"
                           r"(?:(?:the|a|an)[ \t]+)?" + _LISTED_BEFORE + "$", re.IGNORECASE)


# a condition given as the effect itself, not a condition of one: `［瀕死］を与える。`, `［死亡］になる`, `対象は［瀕死］を受ける`
# (not `［瀕死］になった場合`, `［瀕死］を受けたとき`, nor denied: `［瀕死］にならない`, `にならず`); the verb of giving (seed
# 004's `与える`, `受ける`, `になる`) ends its clause, in its plain form or, before a comma, its continuative one
# (`［瀕死］を与え、`, `［瀕死］になり、`); in English, `inflict [Dying]`, not after `if`, `when`, `until` in its clause
_GIVING_JA = r"(?:与え(?:る)?|受け(?:る)?|付与(?:する|し)?|負[うい]|な[るり]|する|し|陥[るり])"
_GIVES_AFTER = re.compile(_LISTED + r"[ \t]*+(?:状態)?[ \t]*+(?:[をにが][ \t]*+)?(?P<verb>" + _GIVING_JA + ")"
                          + r"[ \t]*+(?:(?P<comma>[、，,])|[。．.）)]|$)")
# the clause after such a comma (up to the next comma or the sentence's end), which decides when it waits: the clause
# before it was listed in that condition (`対象が［瀕死］になる、または［死亡］になるとき`, `［瀕死］を受け、【ＨＰ】が0なら`)
_NEXT_CLAUSE = re.compile(r"[^、，,。．.\n]{0,80}")
_WAITS = re.compile(r"(?:とき|時|場合|なら(?:ば)?|たび|度|まで|際|限り|うち|間|[るうくすつぬむぶぐ]と|たら|だら|ば)"
                    r"(?:に|は|には|にも|で|も)?[ \t]*$")
_GIVING_ENDS = re.compile(_GIVING_JA + r"[ \t]*$")   # (a clause listed on: `…になる、…になる、またはになるとき`)
# whether the giving clause before such a waiting one is in it: it is when the next clause lists it (`または`), or the
# giving clause has a subject of its own (`対象が［瀕死］になり、【ＨＰ】が0のとき`: as `When the target becomes [Dying]
# and its HP is 0`) or none and a verb its subject undergoes (`［瀕死］を受け、【ＨＰ】が0なら`); not when its subject is
# the sentence's topic (`対象は［瀕死］になり、…`: は stands outside a clause that waits) or the card's own act gives
# it (`対象に［瀕死］を与え、【ＨＰ】が0のとき、1点回復する。`: as `Inflict [Dying]; when its HP is 0, heal 1.`)
_LISTING = re.compile(r"[ \t]*+(?:または|又は|もしくは|若しくは|あるいは|或いは|ないし|および|及び|かつ|か|or\b|and\b)")
_CLAUSE_START = re.compile(r"[、，,。．.\n][^、，,。．.\n]*$")
_SUBJECT_MARK = re.compile(r"(?P<mark>[はが])(?![ぁ-ゖ])")
_TOPIC_BEFORE = re.compile(r"は[ \t]*+[、，,][ \t]*+$")
# a waiting word right before a `は`, which is then the condition's, no topic: `命中した場合は、［瀕死］になり、…` is
# `命中した場合、…` (as `If it hits, …`), `場合には`, `ときは`, `際は`
_WAITING_BEFORE = re.compile(r"(?:とき|時|場合|際|なら(?:ば)?|たび|度|まで|限り|うち|間)[にで]?[ \t]*+$")
_ACTS = ("与え", "付与", "し", "する")   # (the card's act: it gives, it makes; not `なる`, `受ける`, `陥る`, `負う`)
# in English, the verb's clause waits (`if`, `when`, `each time`: `Each time a target becomes [Dying] you heal`, as
# `［瀕死］になるたび`), up to its comma (`waiting_clause.py`); a subject added between commas is in it (`When you, or an
# ally, become [Dying]`)
_HELPING = r"(?:(?:would|will|could|can|may|might|shall|should|must|does|did|do|has|have|had|is|are|was|were|to|then|also" \
           r"|later|first|ever|again|already|just|still|thereby)[ \t]+){0,3}"
_ADDED_SUBJECT = re.compile(r",[ \t]*(?:or|and|nor|as[ \t]+well[ \t]+as)[ \t]+" + SUBJECT + r"[ \t]*,[ \t]*" + _HELPING + "$",
                            re.IGNORECASE)
# a relative clause a comma sets off after a subject alone (`If the target, which is adjacent, becomes [Dying]`): an aside
# in the waiting clause, which goes on after it
_ASIDE = re.compile(r",[ \t]*(?:which|who|whose)\b[^.;,。]*,[ \t]*" + _HELPING + "$", re.IGNORECASE)
# or it is a relative clause whose subject is the relative word (`A target that becomes [Dying] loses`, `who has
# become`, as `［瀕死］になった対象は`); not when the verb has a subject of its own (`The target that you hit becomes`); nor when a
# comma sets it off (`Hit the target, which inflicts [Dying].`: it says what the effect does, it restricts nothing)
_RELATIVE = re.compile(r"\b(?:that|who|which)[ \t]+" + _HELPING + "$", re.IGNORECASE)
# the giving denied, right before its verb: `cannot become [Dying]`, `does not become`, `never becomes`, `won't gain`
_GIVING_DENIED = re.compile(r"(?:" + _NOT + r"|\bnot|\bnever|\bno[ \t]+longer|\bunable[ \t]+to)[ \t]+"
                            r"(?:(?:ever|again|yet|be|to)[ \t]+){0,2}$", re.IGNORECASE)
_DENIAL = 40   # how far before the verb (`will not ever be given`)
# the sentence names 【ＨＰ】 before it: the rule itself, restated (`【ＨＰ】が「0」以下になると、キャラクターは［瀕死］になる`)
_HP_BEFORE = re.compile(r"(?:【[ \t]*(?:ＨＰ|HP)[ \t]*】|\bHP\b)[^.;。]*$", re.IGNORECASE)
# (in English, the rule's condition may follow it: `the target becomes [Dying] only when its HP is 0`)
_HP_AFTER = re.compile(r"[ \t]*+(?:only[ \t]+)?(?:if|when|whenever|once|as[ \t]+soon[ \t]+as)\b[^.;。\n]{0,80}?"
                       r"(?:【[ \t]*(?:ＨＰ|HP)[ \t]*】|\bHP\b)", re.IGNORECASE)
_FOLLOWS_HP = ("dying", "dead")   # seed 004: 「【ＨＰ】が「0」以下になると、キャラクターは［瀕死］になる」; ［死亡］ at －最大値


def _follows_hp(info, line: Line, before: int, after: int) -> None:
    """KY038 (a warning) at ［瀕死］ or ［死亡］ given by a card's effect: the seed makes each follow 【ＨＰ】 (at 0 or
    below, at minus its maximum), as a scenario may give neither (KY211); the card is read as written."""
    words_before = line.folded[max(0, before - _WINDOW):before]
    if (_gives_after(line.folded, before, after) or _gives_before(line.folded, before)) \
            and _HP_BEFORE.search(words_before) is None \
            and _HP_AFTER.match(line.folded, after) is None:
        shown = Localized({lang: _shaped(info.label(lang)) for lang in ("en", "ja")})   # (each message in its own words)
        line.report("KY038", Severity.WARNING, message("follows_hp", shown=shown), before, after)


def _gives_after(folded: str, before: int, after: int) -> bool:
    """Whether the words after a bracket at `before`..`after` give it (Japanese): a verb of giving ends its clause, at
    the sentence's end or at a comma whose next clause does not wait, or waits without the giving clause in it (a few
    clauses at most: the time stays linear)."""
    found = _GIVES_AFTER.match(folded, after)
    if found is None or found.group("comma") is None:
        return found is not None
    at = found.end()
    own = _outside_waiting(folded, before, found.group("verb"))
    for _ in range(4):
        clause = _NEXT_CLAUSE.match(folded, at).group()
        if _WAITS.search(clause) is not None:
            return own and _LISTING.match(clause) is None
        at += len(clause)
        if at >= len(folded) or folded[at] not in "、，," or _GIVING_ENDS.search(clause) is None:
            return True
        at += 1
    return True


def _outside_waiting(folded: str, before: int, verb: str) -> bool:
    """Whether the clause whose bracket starts at `before` stands outside a waiting clause after it: its subject is the
    sentence's topic (`対象は［瀕死］になり、`, `対象は、［瀕死］になり、`), or it has none and the card's own act gives
    it (`対象に［瀕死］を与え、`); a subject of its own (`対象が`) or a verb it undergoes (`［瀕死］を受け、`) is in it."""
    words = folded[max(0, before - _WINDOW):before]   # (a few words: the time stays linear)
    start = _CLAUSE_START.search(words)
    clause = words if start is None else words[start.start() + 1:]
    mark = None
    for found in _SUBJECT_MARK.finditer(clause):
        if found.group("mark") == "は" and _WAITING_BEFORE.search(clause, 0, found.start()) is not None:
            continue   # (`命中した場合は［瀕死］になり、`: the condition's は)
        mark = found
    if mark is not None:
        return mark.group("mark") == "は"
    topic = None if start is None else _TOPIC_BEFORE.search(words, 0, start.start() + 1)
    if topic is not None and _WAITING_BEFORE.search(words, 0, topic.start()) is None:
        return True
    return verb.startswith(_ACTS)


def _gives_before(folded: str, before: int) -> bool:
    """Whether the words before a bracket at `before` give it (English), as in Japanese: a verb of giving, not denied
    (`cannot become`), outside a clause that waits for it (`When you become [Dying], …`, `When the target of your strike,
    or an ally, becomes [Dying], …`, its subject as long as it is; `If hit, you become [Dying]` gives it) or a relative
    one (`A target that becomes [Dying] loses [Decay]`)."""
    window = max(0, before - _WINDOW)
    words_before = folded[window:before]
    found = _GIVEN_BEFORE.search(words_before)
    if found is None:
        return False
    relative = _RELATIVE.search(words_before, max(0, found.start() - _DENIAL), found.start())
    if relative is not None and not words_before[:relative.start()].rstrip().endswith((",", "，")):
        return False
    verb = window + found.start()
    added = _ADDED_SUBJECT.search(words_before, 0, found.start())
    if added is None:
        added = _ASIDE.search(words_before, 0, found.start())   # (`If you hit the ogre, which is adjacent, become`: gives)
    if added is not None:   # (`When you, or an ally, become`: the clause before the added subject waits, its subject alone)
        opener = waiting_opener(folded, window + added.start())
        if opener is not None and subject_alone(folded, opener, window + added.start()):
            return False
        # (`If you roll a 1, or a 2, become [Dying]`: the waiting clause ended at its first comma)
    return (waiting_opener(folded, verb) is None
            and _GIVING_DENIED.search(words_before, max(0, found.start() - _DENIAL), found.start()) is None)


def _given(line: Line, before: int, after: int) -> bool:
    """Whether the words around a bracket at `before`..`after` of the line give, take or gain it (a condition's
    use), or only name it (a term the rulebook writes in brackets: `［手札］から`, `［判定］のダイス`)."""
    return (_GIVEN_AFTER.match(line.folded, after) is not None
            or _GIVEN_BEFORE.search(line.folded[max(0, before - _WINDOW):before]) is not None)


def read_condition(tree: Tree, line: Line, span: Span):
    """The `ConditionEffect` (or, for a rule word such as ［行動］, the `Term`) of a `condition` tree."""
    found = word(tree, "COND_NAME", line)
    number = next((t for t in tree.children if isinstance(t, Token) and t.type == "NUMBER"), None)
    target = word(tree, "COND_ARG", line)
    slash = any(isinstance(t, Token) and t.type == "SLASH" for t in tree.children)
    after, before = span.end - line.offset, span.start - line.offset
    words_before = line.folded[max(0, before - _WINDOW):before]   # a few words: the time stays linear
    denied = _DENIED_BEFORE.search(words_before) is not None
    lifting = _REMOVES.match(line.folded, after) is not None   # (waited for, when a condition opens with it)
    removes = not denied and ((lifting and _CONDITION_BEFORE.search(words_before) is None)
                              or _REMOVES_BEFORE.search(words_before) is not None)
    referenced = (removes or denied or lifting or _REFERENCE.match(line.folded, after) is not None
                  or _NAMED_BEFORE.search(words_before) is not None)
    name, start, end = found if found is not None else ("", None, None)
    if found is not None and "[" in line.folded[start:end]:
        name, start = _nested(line, name, start, end, number)
    if not name.strip():
        if number is None:
            line.report("KY010", _ERROR, message("condition_empty"), before, after)
            return ConditionEffect(None, "", None, None, removes, span.text, span, referenced)
        name, start, end = "", number.start_pos, number.start_pos
    n, negative = _n(number), False
    tail = word(tree, "COND_TAIL", line)
    if tail is not None and condition(name) is not None:   # ［崩壊3点］, ［再生2回］: words after the n
        fixed = _shaped(name.strip(), n if condition(name).param == "number" else None)
        line.report("KY010", _ERROR, message("condition_joined", word=span.text.strip(), fixed=fixed), before, after,
                    suggestion=message("replace", guess=fixed))
        return ConditionEffect(None, name, n, None, removes, span.text, span, referenced)
    info = condition(name)
    literal_n = False
    if info is None and name[-1:] in ("n", "ｎ", "N", "Ｎ"):
        info = condition(name[:-1])
        literal_n = info is not None and info.param == "number" and number is None
        if literal_n:
            name = name[:-1].rstrip()
        else:
            info = None
    if info is None and name.rstrip()[-1:] in ("-", "－", "−") and number is not None:
        info = condition(name.rstrip()[:-1])   # ［崩壊-3］: a negative n
        negative = info is not None and info.param == "number"
        if negative:
            name = name.rstrip()[:-1].rstrip()
        else:
            info = None
    if info is None and start is not None and variant(name) is not None:
        # (`［委縮］`, `［昂揚］`: the ［状態］'s own word in another spelling; before, KY010, an error, and the card gave none)
        info = variant(name)
        english = name.isascii()   # (`[Collapse 2]`: our English name, `[Decay]`, in the English it was written in)
        rulebook = _shaped(info.label("en" if english else "ja"))
        key = "condition_variant_en" if english else "condition_variant"
        line.report("KY039", Severity.WARNING, message(key, shown=_shaped(name), fixed=rulebook),
                    start, end, suggestion=message("replace", guess=rulebook))
    if info is None:
        word_term = lookup("bracket_words", name)
        if word_term is not None and number is None and not slash:
            return Term("bracket_words", word_term.id, span.text, span)
        # (the whole of the brackets, not the name read up to its n: `［崩壊（1000）］` was "unknown ［崩壊（］")
        # (with a target after a slash, `［崩壊（３）／使用者］`, the brackets up to the slash: before, the name read up to
        # its n, `崩壊（`, was an unknown condition)
        cut = next((t.start_pos for t in tree.children if isinstance(t, Token) and t.type == "SLASH"), after - 1)
        joined = _JOINED.fullmatch(line.folded, start, cut) if start is not None else None
        if joined is not None and condition(joined.group("head")) is not None:
            return _joined(condition(joined.group("head")), joined, removes, referenced, line, span,
                           target[0].strip() if slash and target else None, slash)
        if joined is not None:   # ［崩落（３）］: an unknown name, said as `［崩落］`, as ［崩落3］ is
            name, start, end = joined.group("head"), joined.start("head"), joined.end("head")
        fixed = _kanji_n(name, n)
        if fixed is not None:   # ［憎悪：使用者］, ［憎悪（使用者）］, ［崩壊：2］, ［崩壊（3）］: the game's form is the fix
            # (said at the whole brackets, which the fix replaces: at the name, `崩壊：`, an editor's quick fix wrote
            # `［崩壊33］`)
            line.report("KY010", _ERROR, message("condition_joined", word=span.text.strip(), fixed=fixed),
                        before, after,
                        suggestion=message("replace", guess=fixed))
            return ConditionEffect(None, name, n, None, removes, span.text, span, referenced)
        covering = cause(name)
        if covering is not None:   # ［炎上3］: seed 004 names burning among the causes of ［崩壊n］
            fixed = _covering(covering, name, n, target, referenced)
            state = _shaped(covering.label("en" if name.isascii() else "ja"),
                            n="n" if covering.param == "number" else None)
            placeholder = covering.param == "number" and n is None and not referenced   # (`［炎上］` given: no n)
            said = message("condition_cause_n" if placeholder else "condition_cause", word=name, shown=_shaped(name),
                           state=state, fixed=fixed)
            # (at the whole brackets, which the fix replaces: at the name, an editor's quick fix wrote `［崩壊33］` for
            # `［炎上3］`)
            line.report("KY010", _ERROR, said, before, after,
                        suggestion=message("fill_n.replace" if placeholder else "replace", guess=fixed))
            return ConditionEffect(None, name, n, target[0].strip() if target else None, removes, span.text, span,
                                   referenced)
        guess = suggest("conditions", name)
        other = None if number is not None or slash else \
            ("skill", "〈〉") if lookup("skills", name) is not None else \
            ("ability", "【】") if lookup("abilities", name) is not None else None
        if guess is None and other is not None:
            # `deal [Sense] damage`, `［意志］判定`: an ability or a skill in a ［状態］'s brackets (as KY028 says of 《》)
            written = span.text.strip()
            fixed = other[1][0] + name.strip() + other[1][1]
            said = message("other_brackets", written=written, what=message(f"what_{other[0]}"), fixed=fixed)
            line.report("KY028", Severity.WARNING, said, before, after, suggestion=message("replace", guess=fixed))
        elif guess is None and number is None and not slash and not _given(line, before, after):
            # (`［判定］のダイス`: the rulebook writes its other terms in brackets too, `［手札］`, `［侵蝕度］`)
            said = message("bracket_term_unknown", shown=_shaped(name), known=condition_list())
            line.report("KY035", Severity.WARNING, said, start, end)
        elif guess is None:
            said = message("condition_unknown", shown=_shaped(name), known=condition_list())
            line.report("KY010", _ERROR, said, start, end)
        else:   # (each in the brackets of its script: `［崩戒］`, `[Focus]`)
            said = message("condition_guess", shown=_shaped(name), guess=_shaped(guess))
            line.report("KY010", _ERROR, said, start, end, suggestion=message("replace", guess=_shaped(guess)))
        return ConditionEffect(None, name, n, target[0].strip() if target else None, removes, span.text, span,
                               referenced)
    return _checked(info, name, number, n, negative, target, slash, referenced, removes, line, span)


def _checked(info, name, number, n, negative, target, slash, referenced, removes, line: Line, span: Span):
    whole = (span.start - line.offset, span.end - line.offset)
    if info.id in _FOLLOWS_HP and not removes:
        _follows_hp(info, line, *whole)
    written_target = target[0].strip() if target else None
    if info.param == "number":
        low, high = n_limit()
        what = message("n_damage" if info.id == "decay" else "n_recovery")
        if number is None and not referenced:
            line.report("KY011", _ERROR, message("needs_n", written=_shaped(name), what=what),
                        *whole, suggestion=message("fill_n", what=what, placeholder=_shaped(name, n="n")))
        elif number is not None and (negative or n is None or not low <= n <= high):
            shown = ("-" if negative else "") + shown_number(str(number))
            line.report("KY014", _ERROR, message("n_range", written=_shaped(name, n=shown), low=low, high=high, what=what), *whole,
                        suggestion=message("fill_n", what=what, placeholder=_shaped(name, n="n")))
            n = None
        if slash:
            line.report("KY012", _ERROR, message("no_target_here", written=_shaped(name, n="n"),
                                                         fixed=_shaped(name, n=n if n is not None else "n")), *whole)
            written_target = None
    elif info.param == "target":
        if not written_target and not referenced:
            user, particular = _shaped(name, target="user"), _shaped(name, target="particular")
            line.report("KY013", _ERROR, message("needs_target", shown=_shaped(name), user=user, particular=particular), *whole,
                        suggestion=message("replace", guess=user))
        if number is not None:
            line.report("KY012", _ERROR, message("no_param", shown=_shaped(name)), *whole)
            n = None
    elif number is not None or slash:
        line.report("KY012", _ERROR, message("no_param", shown=_shaped(name)), *whole,
                    suggestion=message("replace", guess=_shaped(name)))
        n, written_target = None, None
    if written_target:
        known = lookup("targets", written_target)
        written_target = known.id if known is not None else written_target
    return ConditionEffect(info.id, name, n, written_target, removes, span.text, span, referenced)


# a condition's name, then its target or n joined by a colon, a plus or in parentheses (`崩壊：2`, `崩壊（3）`, `再生＋2`,
# `憎悪（使用者）`, `Decay (three)`), as folded; the argument any words up to the brackets' end (each part greedy or
# possessive: a lazy part before a run of blanks tried the rest of it at each of its characters, the square of its length)
_JOINED = re.compile(r"[ \t]*+(?P<head>[^:(+\[\]]*[^:(+ \t\[\]])[ \t]*+(?:[:+](?P<arg>[^()]*)|\((?P<par>[^()]*)\)[^\]]*)")
_WHOLE_N = re.compile(r"\+?[ \t]*+(?P<digits>\d+)")


def _joined(info, found, removes: bool, referenced: bool, line: Line, span: Span, slashed: str | None = None,
            slash: bool = False):
    """KY010 (KY012 for a condition that takes neither) at a condition whose target or n is joined by a colon, a plus
    or parentheses, said at its whole brackets, which the fix replaces (at the name, `崩壊：`, an editor's quick fix
    wrote `［崩壊33］`): the game's form the fix, `［崩壊3］`, `［憎悪／使用者］`, `［気絶］`; an n that is no whole number
    (`（-2）`, `（強）`) is the game's `n`, `［再生n］`, none made up. A target after a slash as well (`slashed`) is read
    as its siblings' are: the target of ［憎悪］ (`［憎悪（３）／使用者］` → `［憎悪／使用者］`), KY012 on ［崩壊n］
    (`［崩壊（３）／使用者］` takes no target: `［崩壊3］`, as `［崩壊3／使用者］` is told)."""
    head = found.group("head").strip()
    arg = (found.group("arg") if found.group("arg") is not None else found.group("par") or "").strip()
    written = span.text.strip()
    whole = (span.start - line.offset, span.end - line.offset)
    if info.param is None:
        line.report("KY012", _ERROR, message("no_param_joined", written=written, shown=_shaped(head)), *whole,
                    suggestion=message("replace", guess=_shaped(head)))
        return ConditionEffect(None, head, None, None, removes, span.text, span, referenced)
    if info.param == "target":
        arg = slashed or arg
        fixed = _shaped(head, target="user") if not arg else f"[{head}/{arg}]" if head.isascii() else f"［{head}／{arg}］"
    else:
        number = _WHOLE_N.fullmatch(arg)
        fixed = _shaped(head, number.group("digits").lstrip("0") or "0" if number else "n")
        if slash:
            line.report("KY012", _ERROR, message("no_target_here", written=written, fixed=fixed), *whole,
                        suggestion=message("replace", guess=fixed))
            return ConditionEffect(None, head, None, None, removes, span.text, span, referenced)
    line.report("KY010", _ERROR, message("condition_joined", word=written, fixed=fixed), *whole,
                suggestion=message("replace", guess=fixed))
    return ConditionEffect(None, head, None, None, removes, span.text, span, referenced)


def _kanji_n(name: str, n: int | None) -> str | None:
    """The game's form of a condition whose n is written in kanji (`［崩壊二］`, before told `［崩壊］`, which then
    needed its n), or None."""
    body = name.rstrip()   # (its last three characters at most: a scan, no pattern)
    cut = len(body)
    while cut > 0 and len(body) - cut < 3 and body[cut - 1] in KANJI_DIGITS:
        cut -= 1
    if 0 < cut < len(body) and n is None and kanji_number(body[cut:]) is not None:
        info = condition(body[:cut])
        if info is not None and info.param == "number":
            return _shaped(body[:cut].strip(), kanji_number(body[cut:]))
    return None


def _shaped(name: str, n: int | None = None, target: str | None = None) -> str:
    """A condition as a fix writes it, in the script of its name: `［憎悪／使用者］`, `［再生3］`; an English name
    in plain brackets with English words (`[Hatred/User]`, `[Regeneration 3]`), so a fix never mixes the two."""
    english = name.isascii()
    if target is not None:
        words = {"user": ("User", "使用者"), "particular": ("(the character)", "（特定のキャラクター）")}[target]
        return f"[{name}/{words[0]}]" if english else f"［{name}／{words[1]}］"
    if n is not None:
        return f"[{name} {n}]" if english else f"［{name}{n}］"
    return f"[{name}]" if english else f"［{name}］"


def _covering(info, name: str, n: int | None, target, referenced: bool) -> str:
    """The ［状態］ a fix writes for a cause written as one: its n or target kept (`［炎上3］` → `［崩壊3］`), the
    game's form when it needs one and none is written, its n a placeholder the user fills, never a number made up
    (`［毒］` given → `［崩壊n］`, which KY011 says until it is filled; before, `［崩壊3］`; named only → `［崩壊］`)."""
    label = info.label("en" if name.isascii() else "ja")
    if info.param == "number" and (n is not None or not referenced):
        return _shaped(label, n=n if n is not None else "n")
    if info.param == "target" and target and target[0].strip():
        sep = "/" if label.isascii() else "／"
        return f"[{label}{sep}{target[0].strip()}]" if label.isascii() else f"［{label}{sep}{target[0].strip()}］"
    if info.param == "target" and not referenced:
        return _shaped(label, target="user")
    return _shaped(label)


def _n(number: Token | None) -> int | None:
    """The n as a number, or None when none is written or it is too long to be one (reported later)."""
    if number is None:
        return None
    digits = str(number).lstrip("0") or "0"
    return int(digits) if len(digits) <= 9 else None


def _nested(line: Line, name: str, start: int, end: int, number: Token | None) -> tuple[str, int]:
    """A `［` inside the brackets (`［［崩壊3］］`): KY008 at the inner brackets; the words after the last
    one are the name read on."""
    inner = line.folded.rfind("[", start, end)
    first = line.folded.find("[", start, end)
    rest = name[inner + 1 - start:]
    shown = rest.strip() + (str(number) if number is not None and rest.strip() else "")
    line.report("KY008", _ERROR, message("nested", word=shown or "…"), first, inner + 1,
                suggestion=message("replace", guess=f"［{shown}］") if shown else None)
    left = len(rest) - len(rest.lstrip())
    return rest.strip(), inner + 1 + left
