"""One line of effect text into effects (`model.Effect`), checking each bracketed word.

`read_effect_line` parses a folded line with `effect.lark` and walks the tree in order: runs of plain
text become one `Text`; conditions, abilities, skills, checks, damage and recovery their own effect.
Every effect's `text` is the original file's text under its span, so nothing is dropped or changed.
"""

from __future__ import annotations

import bisect
import re
import unicodedata

import attrs
from lark import Token, Tree

from ....diagnostics import Diagnostic, Severity, SourceFile, Span
from ..catalog import message
from ..model import Amount, Check, ConditionEffect, Damage, Loss, Recovery, StatChange, Term, Text
from ..vocabulary import difficulty_range, lookup, suggest, term_list
from .ability_sums import without_ability_sums
from .case_difficulty import read_case_difficulties
from .condition import read_condition
from .condition_marks import as_condition, warn_condition_marks
from .contests import read_contests
from .full_recovery import read_full_recoveries
from .line import DENIED, Line, bounds, shown_number, word
from .markup import is_markup
from .parser import UnexpectedInput, error_position, expected, parse_effect
from .misbracketed import warn_misbracketed
from .multi_skill import read_combinable, unread_multi_skill_checks
from .unread_difficulty import warn_unread_difficulty
from .unbracketed_stat import warn_unbracketed_stats
from .unread_damage import warn_unread_damage
from .stated_loss import without_unstated_losses

__all__ = ["read_effect_line", "link_checks"]

_ERROR, _WARNING = Severity.ERROR, Severity.WARNING
# what a recovery recovers is the stat written with it, never one of a clause before it: written right after its amount
# (`recover 2 【Armor HP】`, `Recover 3 Armor HP`, `Recover 3 HP`); or the last 【ＨＰ】 or 【装備ＨＰ】 of its sentence
# written before it with を, が or は and no clause's end between (`【装備ＨＰ】を2点回復`, `【装備ＨＰ】を` / `3点回復` on
# the next line; not `【装備ＨＰ】が0の場合、3点回復`, `【装備ＨＰ】を2点減らし3点回復`: another amount between is the
# stat's, nor `【装備ＨＰ】を破壊し` / `3点回復`: a line's end past the stat's words ends its clause, as when each line was
# read alone); or in English its subject, at its clause's start (`Armor HP recovers 3`, `your Armor HP recovers 3`; not
# `If you have 0 Armor HP recover 3`, nor `Lose 2 Armor HP` with `Recover 3.` on the next line); else 【ＨＰ】
_STAT_AFTER = re.compile(r"[ \t]*(?:【(装備HP|HP|armor hp)】|((?:armor[ \t]+)?hp)\b)", re.IGNORECASE)
_STAT = re.compile(r"【(装備HP|HP|armor hp)】[ \t]*[をがは]", re.IGNORECASE)
# (a number ends the clause, `2点減らし`, `が0の時`, but for a count of times or rounds, `1ラウンドに`, `1回だけ`; and a
# condition's words: `場合`, `時`, `…れば`, `…になると`)
_CLAUSE_END = re.compile(r"[、,，;；:：]|\d++(?![ \t]*+(?:ラウンド|回|ターン|度|シーン|サイクル))|場合|なら|たら|とき|時|ば|ると")
_SUBJECT = re.compile(r"(?:^|[,;:(]|\b(?:and|then|or|when|whenever|if|after|until|while|once)\b)[ \t]*+"
                      r"(?:(?:your|its|their|his|her|my|our|the)[ \t]++|(?:(?:the|an?|each|every|one|that)[ \t]++)?"
                      r"[a-z]++['’]s[ \t]++)?(?:【armor hp】|armor[ \t]++hp)[ \t]*+$", re.IGNORECASE)
# an English loss the card makes another take, as the causative `失わせる`: `Make the target lose 2 HP`, `force each enemy to
# lose 1 HP`: the verb's object a creature right before `lose` (`to lose`); not any words (`Make an attack and lose 2 HP`,
# `Force the door open and lose 1 HP`: the user's own, as before the kyleft4 merge). A bounded look, linear
_MADE_TO = re.compile(r"\b(?:make|makes|made|force|forces|forced|cause|causes|caused)[ \t]++"
                      r"(?:(?:the|a|an|each|every|one|that|this|all|any|another|other|adjacent|nearby|chosen|enemy|"
                      r"up[ \t]++to[ \t]++\d++|\d++)[ \t]++){0,3}"
                      r"(?:targets?|enem(?:y|ies)|creatures?|all(?:y|ies)|foes?|opponents?|characters?|pcs?|npcs?"
                      r"|them|him|her|it)(?:[ \t]++to)?[ \t]++lose[ \t]+$", re.IGNORECASE)
# the subject of a loss, right before it (a bounded look, linear): another's (`対象は【ＨＰ】を2点失う`, `対象の【ＨＰ】を…`,
# `The target loses 4 HP`, `Each enemy loses 1 HP`: who "target", as the causative's) or the user's (`自分に【ＨＰ】を2点
# 失わせる`, `自分は…`: None, as a loss with no subject); before, only the causative said who
_JA_WHO = re.compile(r"(?:(?P<user>自分|自身|使用者|あなた)|対象|敵|相手|キャラクター)[ \t]*+[はがにの][^。、,，!?！？【]{0,12}$")
_EN_WHO = re.compile(r"\b(?:(?:the|a|an|each|every|one|that|this|all|any|another|other|adjacent|nearby|chosen|enemy|"
                     r"up[ \t]++to[ \t]++\d++|\d++)[ \t]++){1,3}"
                     r"(?:targets?|enem(?:y|ies)|creatures?|all(?:y|ies)|foes?|opponents?|characters?)"
                     r"(?:[ \t]++(?:must|may|also|then|immediately|instead))?[ \t]++(?:loses?|spends?|pays?)[ \t]+$",
                     re.IGNORECASE)
_ENDS = re.compile(r"解除|remove|ends?\b", re.IGNORECASE)
# what may stand between a condition and the word that lifts it (`［崩壊］は解除される`, `[Decay] is removed`), fullmatched:
# each run of blanks is taken once (`[ \t]*[はがをのも]?[ \t]*` split a run before a word it refuses at every place:
# quadratic, `while under ［崩壊］` + 20,000 spaces + `x remove` took 9.6 s)
_BEFORE_LIFT = re.compile(r"[ \t]*+(?:[はがをのも][ \t]*+)?(?:(?:is|are|was|were)[ \t]+)?", re.IGNORECASE)
_SENTENCE = re.compile(r"[。.]")
_WINDOW = 200   # how far back in its sentence a recovery looks for what it recovers (the time stays linear)


def read_effect_line(source: SourceFile, folded: str, offset: int, problems: list[Diagnostic]) -> list:
    """The effects of one folded line of effect text starting at `offset` in `source`."""
    line = Line(source, folded, offset, problems)
    try:
        tree = parse_effect(folded)
    except UnexpectedInput as error:
        at = error_position(error, folded)
        line.report("KY007", _ERROR, message("effect_unreadable", expected=_expected(error)), at,
                    min(at + 1, len(folded)))  # at the end of the line: the empty span there
        return [Text(line.span(0, len(folded)).text, line.span(0, len(folded)))]
    effects: list = []
    run: int | None = None  # where the current plain-text run starts
    bare: list = []   # each recovery of an ability's points written without 「」 and 点, where it starts, its 回復
    for child in tree.children:
        if isinstance(child, Token):
            run = child.start_pos if run is None else run
            continue
        start, end = bounds(child)
        if run is not None:
            effects.append(Text(line.span(run, start).text, line.span(run, start)))
            run = None
        effects.append(_effect(child, line))
        if child.data == "recovery" and _bare_ability(child):
            bare.append((effects[-1], start, child.children[-1]))
    if run is not None:
        effects.append(Text(line.span(run, len(folded)).text, line.span(run, len(folded))))
    effects = _without_heal_number_ability(_without_changes(_without_products(_without_denied(
        read_full_recoveries(effects, line)))))   # `【ＨＰ】を最大値まで回復`
    effects = without_unstated_losses(effects, line)   # `When you lose 2 HP`: a condition's loss, no effect's
    effects = read_contests(effects, line)   # `〈操作〉vs〈探知〉`: one contest, not two skills side by side
    _warn_halfwidth_kana(line)   # `ﾀﾞﾒｰｼﾞ5`: half-width katakana are read as written, so never as the game's words (KY033)
    warn_unread_difficulty(effects, line)   # `難易度3～5の〈操作〉判定`, `難易度4の判定`: kept as text, said (KY030, KY031)
    effects = read_case_difficulties(effects, line)   # `難易度（簡単な拘束：3／厳重な拘束：5）の〈頑健〉判定`, the seed's
    effects = read_combinable(unread_multi_skill_checks(effects, line))   # `（〈治療〉を組み合わせ可能）` after a check   # `難易度4の〈意志〉〈頑健〉判定`: kept as text, said (KY029)
    warn_unread_damage(effects, line)   # `2D6点のダメージ`, `5ダメージ`: kept as text, and said (KY027)
    effects = without_ability_sums(effects, line)   # `【身体】+3【感覚】点回復`: no amount the game writes, text (KY027)
    warn_unbracketed_stats(effects, line)   # `感覚-2点`: an ability's name, a signed number, no verb: said (KY027)
    _warn_bare_recoveries(bare, effects, line)   # `【感覚】＋１回復`: read as `「【感覚】＋1」点回復`, and said (KY037)
    warn_misbracketed(effects, line)   # `難易度4の《意志》判定`: a skill in a power's marks, kept as text (KY028)
    warn_condition_marks(effects, line)   # `《気絶》を与える`: a ［状態］ in other marks, kept as text (KY032)
    return effects


def _bare_ability(recovery: Tree) -> bool:
    """Whether `recovery` is one of an ability's points written without the game's 「」 and 点 (`【感覚】＋１回復`, the
    grammar's `bare_heal_amount`: its ability opens with LAB_HEAL)."""
    amount = recovery.children[0]
    return (isinstance(amount, Tree) and isinstance(amount.children[0], Tree)
            and getattr(amount.children[0].children[0], "type", None) == "LAB_HEAL")


def _warn_bare_recoveries(bare: list, effects: list, line: Line) -> None:
    """KY037 (a warning) at each recovery of an ability's points written without 「」 and 点 that is still read as one
    (one its next words deny, or a product's, is text now, and KY027 says that instead): read as the game writes it."""
    kept = {id(effect) for effect in effects}
    for recovery, start, heal in bare:
        if id(recovery) in kept:
            fixed = f"「{line.quote(start, heal.start_pos)}」点回復"
            written = line.quote(start, recovery.span.end - line.offset)
            line.report("KY037", _WARNING, message("recovery_bare", written=written, fixed=fixed),
                        start, heal.end_pos, suggestion=message("replace", guess=fixed))


# a run of half-width katakana (U+FF66 to U+FF9F), as old sheets and some input methods type them
_HALFWIDTH_KANA = re.compile(r"[\uff66-\uff9f]+")


def _warn_halfwidth_kana(line: Line) -> None:
    """KY033 (a warning) at the first run of half-width katakana on a line: `ﾀﾞﾒｰｼﾞ5` is not `ダメージ5` to the reader
    (its voiced mark is a character of its own, folded to a combining one, so `ﾀﾞ` is never `ダ`), and was text with no
    word."""
    found = _HALFWIDTH_KANA.search(line.span(0, len(line.folded)).text)   # (as written: the fold made them full-width)
    if found is not None:
        written = line.span(*found.span()).text
        line.report("KY033", _WARNING, message("halfwidth_kana", written=written,
                                               fixed=unicodedata.normalize("NFKC", written)), *found.span(),
                    suggestion=message("replace", guess=unicodedata.normalize("NFKC", written)))




# a multiplication or division sign right before an amount's ability (`2×【感覚】点のダメージ`): the amount is a product;
# or in English a number (`Deal 3 【Armor HP】 damage`, `3 points of 【Sense】 damage`): the ability names what the damage is of, not
# its amount (as `3点の【感覚】ダメージ`; before, read as damage of the ability's points, the 3 dropped in silence; KY027)
_TIMES_BEFORE = re.compile(r"[×*xX÷/][ \t]*$")
_NUMBER_BEFORE = re.compile(r"\d[ \t]*+(?:(?:points?|pts?)\b\.?[ \t]*+(?:of[ \t]++)?)?$", re.IGNORECASE)
# (in Japanese too, a number right before the ability: `3【感覚】点のダメージ`, `2【感覚】＋1点回復`; before, read as 【感覚】
# points, the 3 dropped in silence)
_DIGIT_BEFORE = re.compile(r"(?<![\d.])\d{1,3}[ \t]*$")


def _without_products(effects: list) -> list:
    """`effects` with each damage or recovery of an ability a product is made of (`2×【感覚】点のダメージ`: it was read as
    【感覚】 points) kept as text: the game's amounts are no products (KY027 says so)."""
    return [Text(effect.text, effect.span) if isinstance(effect, Damage | Recovery) and effect.text.startswith("【")
            and index > 0 and isinstance(effects[index - 1], Text) and (_TIMES_BEFORE.search(effects[index - 1].text)
                                                                         or _DIGIT_BEFORE.search(effects[index - 1].text) or (
                isinstance(effect, Damage) and effect.text.lower().endswith("damage")
                and _NUMBER_BEFORE.search(effects[index - 1].text)))
            else effect for index, effect in enumerate(effects)]


def _without_denied(effects: list) -> list:
    """`effects` with each damage or recovery its next words deny kept as text: never an amount a reader of the
    JSON or a card would apply."""
    return [Text(effect.text, effect.span) if isinstance(effect, Damage | Recovery | Loss | StatChange)
            and index + 1 < len(effects)
            and isinstance(effects[index + 1], Text) and DENIED.match(effects[index + 1].text) else effect
            for index, effect in enumerate(effects)]


# the words after an amount of damage that change some damage by it rather than deal it: `受けるダメージ5点軽減する`,
# `5点のダメージを軽減する`, `ダメージ2軽減`, `与えるダメージを3点増加` (as `ダメージを「判定の達成値」点減少できる`, seed 004's)
_CHANGED = re.compile(r"[ \t]*+(?:点[ \t]*+)?(?:[をがはもの][ \t]*+)?(?:\d+[ \t]*+点?[ \t]*+)?"
                      r"(?:軽減|減少|減ら|減る|減じ|少なく|増加|増や|増え|上昇|追加|加算|アップ|ダウン|カット|無効|半減|肩代わり"
                      r"|防|まで|に[ \t]*(?:なる|なっ|する|し|変)|以上|以下|未満|超)")


# damage's label right before an ability's change (`ダメージ：【身体】＋2`): the change is the damage's amount; so is a
# recovery's word (`Heal 【Sense】+1+2`, which the grammar's RECOVER_AB leaves: a change of 【Sense】 by +1 before, in
# silence; KY027 says it now)
_DAMAGE_LABEL = re.compile(r"(?:(?:ダメージ|damage)[ \t]*[はが:：]?|\b(?:heal|recover)s?)[ \t]*$", re.IGNORECASE)


def _without_changes(effects: list) -> list:
    """`effects` with each damage whose next words change some damage by its amount (`受けるダメージ5点軽減する`: it was
    read as 5 damage dealt) kept as text: what is dealt is not that amount; and each change to an ability right after
    damage's label (`ダメージ：【身体】＋2`, an amount: it was read as a change of 【身体】, KY027 says it)."""
    return [Text(effect.text, effect.span) if (isinstance(effect, Damage) and index + 1 < len(effects)
                                               and isinstance(effects[index + 1], Text)
                                               and _CHANGED.match(effects[index + 1].text))
            or (isinstance(effect, StatChange) and index > 0 and isinstance(effects[index - 1], Text)
                and _DAMAGE_LABEL.search(effects[index - 1].text)) else effect
            for index, effect in enumerate(effects)]


# a recovery of a number right before an ability and its modifier (`Heal 2 【Sense】+1`): a sum? a product? (as
# `2【感覚】＋1点回復`, which is text and said; before, a recovery of 2 and a change of 【Sense】 by +1, in silence; KY027)
_HEAL_NUMBER = re.compile(r"\b(?:heal|recover)s?[ \t]*\d+$", re.IGNORECASE)


def _without_heal_number_ability(effects: list) -> list:
    """`effects` with each recovery of a number a change to an ability follows right after (`Heal 2 【Sense】+1`), and
    the change, kept as text (KY027 says so)."""
    out = list(effects)
    for index, effect in enumerate(effects):
        if isinstance(effect, StatChange) and effect.text.startswith("【") and index > 0:
            before = index - 1
            if isinstance(effects[before], Text) and not effects[before].text.strip(" \t") and before > 0:
                before -= 1
            if isinstance(effects[before], Recovery) and _HEAL_NUMBER.search(effects[before].text):
                for at in range(before, index + 1):
                    out[at] = Text(effects[at].text, effects[at].span)
    return out


def _who(verb, folded: str, start: int) -> str | None:
    """Who takes a loss starting at `start` (Loss.who): "target" for another, the causative's (`失わせる`, `Make the
    target lose`) or a subject's (`対象は`, `The target loses`), None for the user's (`自分に…失わせる`, none written)."""
    if verb is not None:   # Japanese: the subject right before the stat, else the causative's other
        subject = _JA_WHO.search(folded, max(0, start - 24), start)
        if subject is not None:
            return None if subject.group("user") else "target"
        return "target" if str(verb).startswith("失わせ") else None
    made = _MADE_TO.search(folded, max(0, start - 60), start) or _EN_WHO.search(folded, max(0, start - 60), start)
    return "target" if made else None


def _effect(tree: Tree, line: Line):
    start, end = bounds(tree)
    span = line.span(start, end)
    kind = tree.data
    if kind == "condition":
        return read_condition(tree, line, span)
    if kind == "ability":
        return Term("abilities", _ability(tree, line), span.text, span)
    if kind == "skill":
        return Term("skills", _skill(tree, line)[0], span.text, span)
    if kind == "check":
        return _check(tree, line, span)
    if kind == "stat_change":
        return _stat_change(tree, line, span)
    first = tree.children[0]
    if kind == "damage":
        if isinstance(first, Token):  # ダメージ5, damage 5
            return Damage(Amount(_plain(tree.children[1], line, "damage")), span.text, span)
        return Damage(_amount(first, line, "damage"), span.text, span)
    if kind == "loss":
        number = next(c for c in tree.children if isinstance(c, Token) and c.type in ("LOSS_NUMBER", "LOSS_NUMBER_EN"))
        verb = next((c for c in tree.children if isinstance(c, Token) and c.type == "LOSS"), None)
        return Loss(Amount(_plain(number, line, "loss")), "hp", span.text, span, _who(verb, line.folded, start))
    assert kind == "recovery", kind
    amounts = [c for c in tree.children if isinstance(c, Tree)]
    numbers = [c for c in tree.children if isinstance(c, Token) and c.type in ("NUMBER", "NUMBER_HEAL")]
    amount = _amount(amounts[0], line, "recovery") if amounts else Amount(_plain(numbers[0], line, "recovery"))
    stat = next((c for c in tree.children if isinstance(c, Token) and c.type == "STAT_HEAL"), None)
    if stat is not None:   # `装備HPを2回復`: the stat it names
        return Recovery(amount, "armor_hp" if "装備" in str(stat) else "hp", span.text, span)
    return Recovery(amount, _stat(line, start, end), span.text, span)


def _stat_change(tree: Tree, line: Line, span: Span) -> StatChange:
    """`【装備ＨＰ】＋３`: the ability and its signed change (the number past 999 is KY024, as an amount's)."""
    stat = _ability(tree.children[0], line)
    mod = tree.children[1]
    found = re.search(r"([+\-])[ \t]*(\d+)", str(mod))
    digits = line.number(found.group(2), mod.start_pos + found.start(2), "modifier")
    change = None if digits is None else -digits if found.group(1) == "-" else digits
    return StatChange(stat, change, span.text, span)


def _stat(line: Line, start: int, end: int) -> str:
    after = _STAT_AFTER.match(line.folded, end)
    if after is not None:
        stat = after.group(after.lastindex)
    else:
        sentence = _SENTENCE.split(line.folded[max(0, start - _WINDOW):start])[-1]
        last = None
        for last in _STAT.finditer(sentence):
            pass
        stat = "armor hp" if _SUBJECT.search(sentence) else last.group(1) \
            if last is not None and _same_clause(line, sentence, last.end(), start) else "HP"
    return "hp" if stat.upper() == "HP" else "armor_hp"


def _same_clause(line: Line, sentence: str, at: int, start: int) -> bool:
    """Whether nothing ends a clause between `at` in `sentence` (the folded line's text up to `start`) and `start`:
    no clause's end, and no line's end past other words."""
    if _CLAUSE_END.search(sentence, at):
        return False
    between = line.span(start - len(sentence) + at, start).text
    cut = between.find("\n")
    return cut < 0 or not between[:cut].strip()


def _plain(token: Token, line: Line, what: str) -> int | None:
    return line.number(str(token), token.start_pos, what)


def _amount(tree: Tree, line: Line, what: str) -> Amount:
    number, ability, modifier = None, None, 0
    for child in tree.children:
        if isinstance(child, Tree):
            ability = _ability(child, line)
        elif child.type == "NUMBER_PT":
            number = line.number(str(child), child.start_pos, what)
        elif child.type in ("MODIFIER", "QMODIFIER", "HEAL_MOD"):
            digits = line.number(str(child), child.start_pos, "modifier")
            modifier = 0 if digits is None else -digits if str(child).lstrip().startswith("-") else digits
    return Amount(number, ability, modifier)


def _ability(tree: Tree, line: Line) -> str | None:
    found = word(tree, "ABILITY_NAME", line)
    text, start, end = found or ("", *bounds(tree))
    return _resolve("abilities", "ability", "KY021", text, start, end, line, "【{}】")


def _skill(tree: Tree, line: Line) -> tuple[str | None, str | None]:
    found = word(tree, "SKILL_NAME", line)
    text, start, end = found or ("", *bounds(tree))
    if found is not None and is_markup(tree, text, line):
        return None, None   # (HTML's `<b>`, `</b>`, `<img src=x>`: said, KY042, kept as written, no skill)
    base, field = text, None
    cut = re.search(r"[:：]", text)
    specialty = _SPECIALTY.fullmatch(text)
    if specialty is not None:
        # `〈VER-TH※〉`: a specialty skill (専門技能) of the character's own, ※ its mark; its name is its field
        return "specialty", specialty.group(1)
    if cut:
        base, field = text[: cut.start()].rstrip(), text[cut.end():].strip() or None
        end = start + len(base)
    return _resolve("skills", "skill", "KY022", base, start, end, line, "〈{}〉"), field


# a specialty skill's name and its mark, ※ (or a full-width or half-width asterisk, as typed for it)
_SPECIALTY = re.compile(r"\s*([^※＊*\s][^※＊*]{0,40}?)\s*[※＊*]\s*")


#: the other of abilities and skills, its word and brackets: `【意志】` is the skill 〈意志〉, `〈感覚〉` the ability 【感覚】
_OTHER = {"abilities": ("skills", "skill", "〈{}〉"), "skills": ("abilities", "ability", "【{}】")}


def _resolve(category: str, what: str, code: str, text: str, start: int, end: int, line: Line,
             shape: str) -> str | None:
    term = lookup(category, text) if text.strip() else None
    if term is not None:
        return term.id
    other, other_what, other_shape = _OTHER[category]
    if text.strip() and lookup(other, text) is not None:   # `【意志】`: the skill in an ability's brackets
        fixed = other_shape.format(text.strip())
        said = message("other_brackets", written=shape.format(text), what=message(f"what_{other_what}"), fixed=fixed)
        line.report(code, _ERROR, said, start, end, suggestion=message("replace", guess=fixed))
        return None
    fixed = as_condition(text) if text.strip() else None
    if fixed is not None:   # `【散漫】`: a ［状態］ in an ability's brackets
        said = message("condition_in", written=shape.format(text), fixed=fixed, what=message(f"what_a_{what}"))
        line.report(code, _ERROR, said, start, end, suggestion=message("replace", guess=fixed))
        return None
    guess = suggest(category, text) if text.strip() else None
    if guess is None:
        help_ = message("write_known_skill", word=text.strip()) if category == "skills" \
            else message("write_known_ability")
        line.report(code, _ERROR, message(f"{what}_unknown", word=text, known=term_list(category)), start, end,
                    suggestion=help_)
    else:
        line.report(code, _ERROR, message(f"{what}_guess", word=text, guess=guess), start, end,
                    suggestion=message("replace", guess=shape.format(guess)))
    return None


def _check(tree: Tree, line: Line, span: Span) -> Check:
    number = next(t for t in tree.children if isinstance(t, Token) and t.type in ("DIFF_NUMBER", "DIFF_PAREN"))
    found = re.search(r"\d+", str(number))   # (`4の`, or `（難易度4）` after the check)
    digits, at = found.group(), number.start_pos + found.start()
    significant = digits.lstrip("0") or "0"
    value = int(significant) if len(significant) <= 9 else None
    low, high = difficulty_range()
    if value is None or not low <= value <= high:
        line.report("KY023", _ERROR, message("difficulty_range", value=shown_number(digits), low=low, high=high),
                    at, at + len(digits))
    skill_tree = next(c for c in tree.children if isinstance(c, Tree))
    skill, field = _skill(skill_tree, line)
    return Check(value, skill, field, None, span.text, span)


def link_checks(effects: list) -> list:
    """Each check whose sentence lifts a condition (`…判定に［成功］すれば解除される`) gets `ends`: the
    condition its sentence names after it as lifted or only named (`…判定に［成功］すれば［崩壊］を解除できる`,
    `… check; on a success, remove [Shaken]`), else the last condition written before it on the card.
    Linear in the text: the sentence ends and the words that lift are found once, each check looks them
    up (bisect), and the conditions named after a check are found in one pass from the end."""
    full = "".join(e.text for e in effects)
    stops = [m.start() for m in _SENTENCE.finditer(full)]
    lifts = [(m.start(), m.end()) for m in _ENDS.finditer(full)]
    starts = [start for start, _ in lifts]
    # where each effect starts, and the first condition lifted after each effect (removed, or named right
    # before the word that lifts it), with where it is
    begins, at = [], 0
    for effect in effects:
        begins.append(at)
        at += len(effect.text)
    named_after: list = [None] * len(effects)
    following = None
    for index in range(len(effects) - 1, -1, -1):
        named_after[index] = following
        effect = effects[index]
        if isinstance(effect, ConditionEffect) and effect.id is not None and (effect.removes or (
                effect.referenced and _lifted_right_after(full, starts, begins[index] + len(effect.text)))):
            following = (effect.id, begins[index])
    out, last = [], None
    for index, effect in enumerate(effects):
        begin, at = begins[index], begins[index] + len(effect.text)
        if isinstance(effect, ConditionEffect) and effect.id is not None:
            last = effect.id
        if isinstance(effect, Check):
            before, after = bisect.bisect_left(stops, begin), bisect.bisect_left(stops, at)
            low = stops[before - 1] + 1 if before else 0                   # where its sentence starts
            high = stops[after] if after < len(stops) else len(full)       # and ends
            found = lifts[bisect.bisect_left(starts, low):bisect.bisect_right(starts, high)]
            lifted = any(end <= begin or start >= at for start, end in found if end <= high)
            named = named_after[index]
            ends = named[0] if named is not None and named[1] < high else last
            if lifted and ends is not None:
                effect = attrs.evolve(effect, ends=ends)
        out.append(effect)
    return out


def _lifted_right_after(full: str, starts: list[int], end: int) -> bool:
    """Whether a word that lifts a condition (`_ENDS`) follows the text up to `end` with only a particle
    between: a condition only mentioned after a check (`…解除されるが、［再生］の効果は受けない`) is not
    the one its sentence lifts."""
    found = bisect.bisect_left(starts, end)
    return found < len(starts) and _BEFORE_LIFT.fullmatch(full, end, starts[found]) is not None


_EXPECT = (("RSQ", "expect_close_condition"), ("RAB", "expect_close_ability"), ("RSK", "expect_close_skill"),
           ("QCLOSE", "expect_close_quote"))


def _expected(error: UnexpectedInput):
    wanted = expected(error)
    for terminal, key in _EXPECT:
        if terminal in wanted:
            return message(key)
    return message("expect_more")
