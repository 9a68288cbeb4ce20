"""Damage written in a form the game's amounts are not, kept as text (as before) and now said (KY027, a warning).

Seed 004 writes damage as a number of points (「n点のダメージ」) or an ability (「「操縦者の【移動値】」点のダメージ」),
which the grammar reads (docs/kyoko.md). Three forms players bring from other games were kept as text in silence,
so a card's JSON had no damage and nothing said why:

- dice as the amount: `2D6点のダメージ`, `1d6+3点のダメージ`, a check's dice (`KS(8,2)点のダメージ`, as BCDice writes them), `ダメージ2D6`, `damage 2d6`, `2d6 damage`;
- a number with no 点 right before ダメージ: `5ダメージ` (`5点のダメージ` is the game's);
- an amount in 「」 that is neither a number nor an ability with a modifier: `「【感覚】×2」点のダメージ`;
- and a recovery in dice likewise: `2D6点回復`, `【ＨＰ】を1d6回復`, `heal 2d6`; of an ability without 「」 and 点:
  `【感覚】＋１回復` (read as a change of 【感覚】, in silence), and in English with words after it that make the amount
  none the game writes, `heal 【Sense】+1D6` (`heal 【Sense】+1` is read: the grammar's `RECOVER_AB`);
- a word between 点の and ダメージ: `5点の貫通ダメージ`, `5点の追加ダメージ`, `3点の【感覚】ダメージ` (the seed's damage has none);
- damage to 【装備ＨＰ】 alone: `3点の【装備ＨＰ】ダメージ`, `3 Armor HP damage` (the seed's damage goes to 【ＨＰ】, or to 【装備ＨＰ】
  instead as the one who takes it chooses);
- a product without 「」: `【感覚】×2点のダメージ`;
- an amount in 「」 in words: `「判定の達成値」点のダメージ` (no ability or number the game's amounts are made of);
- a signed number alone in 「」: `「-2」点のダメージ`, `Deal 「-2」 damage` (a modifier with no ability);
- a number in kanji: `三点のダメージ`, `二点回復` (the game's numbers are digits);
- a range as the amount, of damage or a recovery: `3～6点のダメージ`, `3から6点のダメージ`, `ダメージ3-6`, `3 to 6 damage`,
  `【ＨＰ】を2～4点回復` (the grammar reads neither end of it: before, the last number, or the first after ダメージ, was
  read as the amount, in silence).

- a number right before an ability's amount: `3【感覚】点のダメージ`, `「3【感覚】」点のダメージ`, `2【感覚】＋1点回復` (a product? a
  sum? before, read as 【感覚】 points, the 3 dropped in silence);
- a negative amount: `-2点のダメージ`, `Deal -2 damage`, `-2点回復`, `heal -2`, `Lose -2 HP` (before, text in silence).

A number after a plus (`+3点のダメージ`, `ダメージ+3`) is a change to some damage, not damage dealt: not warned; nor a
threshold or damage taken (`受ける2ダメージまで`, `5ダメージ以上を受けたとき`).
"""

from __future__ import annotations

import re

from ....diagnostics import Severity
from ....messages import Localized
from ..catalog import message
from .line import KANJI_DIGITS, Line, TextPieces, kanji_number

__all__ = ["warn_unread_damage"]

_DICE = re.compile(r"(?:(?<![0-9A-Za-z.+\-])\d{1,3}[ \t]*[dD][ \t]*\d{1,3}|(?<![A-Za-z])KS[ \t]*\([^()\n]{1,30}\))"
                   r"(?:[ \t]*[+\-][ \t]*\d{1,3})?"
                   r"(?:[ \t]*(?:点[ \t]*(?:の[ \t]*)?)?ダメージ|[ \t]*(?:(?:points?|pts?)\b\.?[ \t]*(?:of[ \t]+)?)?(?<![0-9A-Za-z])damage\b)"
                   r"|(?:\bdamage|ダメージ)[ \t]*\d{1,3}[ \t]*[dD][ \t]*\d{1,3}(?![0-9A-Za-z])"
                   # (its points after を, dealt or taken: `ダメージを2D6点与える`, as `ダメージを3点与える` is read)
                   r"|ダメージ[ \t]*を[ \t]*\d{1,3}[ \t]*[dD][ \t]*\d{1,3}(?:[ \t]*[+\-][ \t]*\d{1,3})?[ \t]*点"
                   r"(?=[ \t]*(?:与え|受け|負))", re.IGNORECASE)
# a recovery in dice: `2D6点回復`, `【ＨＰ】を1d6回復`, `heal 2d6`
_DICE_RECOVERY = re.compile(r"(?:(?<![0-9A-Za-z.+\-])\d{1,3}[ \t]*[dD][ \t]*\d{1,3}|(?<![A-Za-z])KS[ \t]*\([^()\n]{1,30}\))"
                            r"(?:[ \t]*[+\-][ \t]*\d{1,3})?"
                            r"[ \t]*(?:点[ \t]*)?回復|\b(?:heal|recover)s?[ \t]+\d{1,3}[dD]\d{1,3}(?![0-9A-Za-z])",
                            re.IGNORECASE)
# (not a threshold nor damage taken, which no card deals: `受ける2ダメージまでを無効化する`, `5ダメージ以上を受けたとき`:
# a fix to `2点のダメージ` would make the card deal it, a review's finding)
_BARE = re.compile(r"(?<![0-9A-Za-z.+\-±])(?<!受ける)(?<!受ける )(?<!受けた)(?P<n>\d{1,3})[ \t]*ダメージ"
                   r"(?![ \t]*(?:まで|以上|以下|未満|超|を受け|を軽減|を無効))")
# a range as the amount: `3～6点のダメージ`, `3から6点`, `ダメージ3-6`, `3 to 6 damage`, `【ＨＰ】を2～4点回復` (before, its last
# number, or its first after ダメージ, was read as the amount); its numbers in 「」 too, `1～「3」点のダメージ`, `1 to 「3」 damage`
# (before, read as the damage 3, in silence)
_TO = r"[ \t]*(?:[~〜\-]|から|to\b)[ \t]*"
_RANGE = re.compile(r"(?<![0-9A-Za-z.+\-])(?:「[ \t]*)?\d{1,3}(?:[ \t]*」)?" + _TO + r"(?:「[ \t]*)?\d{1,3}(?![0-9dD])(?:[ \t]*」)?[ \t]*"
                    r"(?:点[ \t]*(?:の[ \t]*)?(?P<d1>ダメージ)|(?:(?:points?|pts?)\b\.?[ \t]*(?:of[ \t]+)?)?(?P<d2>damage)\b|(?:点[ \t]*)?回復)"
                    r"|(?:(?P<d3>ダメージ|\bdamage)|\b(?:heal|recover)s?)[ \t]*\d{1,3}" + _TO + r"\d{1,3}(?![0-9dD])"
                    # (after を, dealt or taken: `ダメージを3～6点与える`; `ダメージを3～6点軽減` changes some damage)
                    r"|(?P<d4>ダメージ)[ \t]*を[ \t]*\d{1,3}" + _TO + r"\d{1,3}[ \t]*点(?=[ \t]*(?:与え|受け|負))",
                    re.IGNORECASE)
# a number in kanji: `三点のダメージ`, `二点回復` (the grammar reads digits, full-width or not)
_KANJI_AMOUNT = re.compile(rf"(?<![{KANJI_DIGITS}])(?P<n>[{KANJI_DIGITS}]{{1,3}})[ \t]*点[ \t]*"
                           r"(?:(?:の[ \t]*)?(?P<damage>ダメージ)|回復)")
_PRODUCT = re.compile(r"「[^「」\n]{1,40}[×x*÷/][^「」\n]{0,40}」[ \t]*点[ \t]*(?:の[ \t]*)?ダメージ"
                      # (and without 「」: `【感覚】×2点のダメージ`, `2×【感覚】点のダメージ`)
                      r"|【[^】\n]{1,20}】[ \t]*[×x*÷/][ \t]*\d{1,3}[ \t]*点[ \t]*(?:の[ \t]*)?ダメージ"
                      r"|(?<![\d.])\d{1,3}[ \t]*[×x*][ \t]*【[^】\n]{1,20}】[ \t]*点[ \t]*(?:の[ \t]*)?ダメージ")
# a recovery likewise (`2×【感覚】点回復`, `【感覚】×2点回復`)
_PRODUCT_RECOVERY = re.compile(r"【[^】\n]{1,20}】[ \t]*[×x*÷/][ \t]*\d{1,3}[ \t]*点?[ \t]*回復"
                               r"|(?<![\d.])\d{1,3}[ \t]*[×x*][ \t]*【[^】\n]{1,20}】[ \t]*点?[ \t]*回復")
# an amount in 「」 in words, no ability or number in it: `「判定の達成値」点のダメージ`, `「判定の達成値」点回復` (the game's
# quoted amounts hold an ability, 「操縦者の【移動値】」, which is read)
_WORDED = re.compile(r"「[^「」【】\d\n]{1,40}」[ \t]*点[ \t]*(?:(?:の[ \t]*)?(?P<damage>ダメージ)|回復)")
# a signed number alone in 「」: `「-2」点のダメージ`, `「+2」点回復`, `Deal 「-2」 damage` (the game's quoted amounts hold an
# ability, a sign only its modifier's; before, text in silence: the quote opens on none such, QOPEN)
_SIGNED = re.compile(r"「[ \t]*(?P<sign>[+\-±])[ \t]*(?P<n>\d{1,3})[ \t]*」[ \t]*(?:点[ \t]*(?:(?:の[ \t]*)?(?P<damage>ダメージ)|回復)"
                     r"|(?:(?:points?|pts?)\b\.?[ \t]*(?:of[ \t]+)?)?(?P<damage_en>damage)\b)", re.IGNORECASE)
# a word between 点の and ダメージ: `5点の貫通ダメージ`, `5点の追加ダメージ` (the game's damage has none: what the word does is
# not read, so neither is the damage)
_QUALIFIED = re.compile(r"(?<![0-9A-Za-z.+\-±×*/])(?P<n>\d{1,3})[ \t]*点[ \t]*の[ \t]*(?P<word>[^\s\d【】「」［］\[\]、。,.のをにがはダ]{1,8})"
                        r"ダメージ")


# damage to 【装備ＨＰ】 alone: `3点の【装備ＨＰ】ダメージ`, `3点の装備HPダメージ`, `3 Armor HP damage`, `3 points of 【Armor HP】 damage`:
# seed 004's damage lowers 【ＨＰ】, or 【装備ＨＰ】 instead as the one who takes it chooses (「代わりに【装備ＨＰ】の現在値を
# 減少させてもよい」), so damage that goes to 【装備ＨＰ】 alone is none the game writes (before, the number and the ability read
# apart and the rest text, in silence: no damage in the JSON and no word); any other word in 【】 there, `3点の【感覚】ダメージ`,
# is a word between 点の and ダメージ, `_QUALIFIED`'s
_ARMOR = r"(?:【[ \t]*(?:装備HP|Armor[ \t]+HP)[ \t]*】|装備HP|\bArmor[ \t]+HP\b)"
_ARMOR_DAMAGE = re.compile(r"(?<![0-9A-Za-z.+\-±×*/])(?P<n>\d{1,3})[ \t]*(?:点[ \t]*(?:の[ \t]*)?" + _ARMOR + r"[ \t]*ダメージ"
                           r"|(?:(?:points?|pts?)\b\.?[ \t]*(?:of[ \t]+)?)?" + _ARMOR + r"[ \t]+damage\b)", re.IGNORECASE)
# (any other word in 【】 between 点の and ダメージ: `3点の【感覚】ダメージ`, said as `5点の貫通ダメージ` is)
_QUALIFIED_ABILITY = re.compile(r"(?<![0-9A-Za-z.+\-±×*/])(?P<n>\d{1,3})[ \t]*(?:点[ \t]*の[ \t]*(?P<word>【[^】\n]{1,20}】)"
                                r"[ \t]*ダメージ|(?:(?:points?|pts?)\b\.?[ \t]*(?:of[ \t]+)?)?(?P<word_en>【[^】\n]{1,20}】)"
                                r"[ \t]*damage\b)", re.IGNORECASE)


# damage written as a label and an ability's amount, as a weapon's data may write it (`ダメージ：【身体】＋2`,
# `ダメージは「【身体】＋1」点`): not read (a number is: `ダメージは5点`), so said, with the game's form
# (an ability with its modifier, or alone before 点 or the sentence's end: `このダメージは【装備ＨＰ】を…`, seed 004's, is none)
_LABELLED = re.compile(r"ダメージ[ \t]*[は:][ \t]*(?P<amount>「[^「」\n]{1,40}」"
                       r"|【[^】\n]{1,20}】(?:[ \t]*[+\-±][ \t]*\d{1,3}|(?=[ \t]*(?:点|$|[。、.,)）]))))"
                       r"(?:[ \t]*点(?![ \t]*(?:の|回復)))?")


# a recovery of an ability's points written without the game's 「」 and 点 (`【感覚】＋１回復`): not read (the grammar reads
# `「【感覚】＋１」点回復`, `【感覚】点回復`), so said; before, it was read as a change of 【感覚】 by +1, in silence. In English the
# grammar reads `heal 【Sense】+1`, `recover 【Sense】` (RECOVER_AB); one left in the text is one whose next words make its
# amount none the game writes (`heal 【Sense】+1D6`, `heal 【Sense】×2`), said here (after heal or recover, an ability that
# is what recovers, `【HP】`, is no amount: not said)
_ABILITY = r"【(?!(?:装備)?HP】|Armor HP】)[^】\n]{1,20}】"
_ABILITY_RECOVERY = re.compile(r"【[^】\n]{1,20}】[ \t]*[+\-±][ \t]*\d{1,3}[ \t]*回復(?!活)"
                               rf"|\b(?:heal|recover)s?[ \t]*{_ABILITY}(?:[ \t]*[+\-±][ \t]*\d{{1,3}})?", re.IGNORECASE)


# a number right before an ability's amount: `3【感覚】点のダメージ`, `「3【感覚】」点のダメージ`, `2【感覚】＋1点回復` (a product? a
# sum? the game writes neither: before, read as 【感覚】 points, the 3 dropped in silence, or, in 「」, text in silence); after
# any word or sign too, as effects.py's `_DIGIT_BEFORE` keeps such an amount text (`+3【感覚】点のダメージ`, `Lv3【感覚】点回復`:
# before, text with no word)
_NUMBER_ABILITY = re.compile(r"(?<![0-9.])(?P<open>「[ \t]*)?(?P<n>\d{1,3})[ \t]*"
                             r"(?P<ability>【[^】\n]{1,20}】)(?P<mod>[ \t]*[+\-±][ \t]*\d{1,3})?(?(open)[ \t]*」)[ \t]*点[ \t]*"
                             r"(?:(?:の[ \t]*)?(?P<damage>ダメージ)|回復)")
# in English likewise with the ability's modifier (`Deal 3 【Sense】+1 damage`, `Heal 2 【Sense】+1`: before, text with no
# word, or a recovery of 2 and a change of 【Sense】 in silence, while `3【感覚】＋1点のダメージ` was said; without a modifier,
# `Deal 3 【Sense】 damage` is a word between the number and damage, `_QUALIFIED_ABILITY`'s)
_NUMBER_ABILITY_EN = re.compile(r"(?:\b(?P<heal>heal|recover)s?[ \t]*)?(?<![0-9.])(?P<n>\d{1,3})[ \t]*"
                                r"(?:(?:points?|pts?)\b\.?[ \t]*(?:of[ \t]+)?)?(?P<ability>【[^】\n]{1,20}】)"
                                r"(?P<mod>[ \t]*[+\-±][ \t]*\d{1,3})(?![\dDd])(?(heal)|[ \t]*(?P<damage>damage)\b)",
                                re.IGNORECASE)
# a negative amount: `-2点のダメージ`, `Deal -2 damage`, `-2点回復`, `heal -2`, `【ＨＰ】を-2点失う`, `Lose -2 HP` (before, text in
# silence); not a modifier, a range's end or dice (`【感覚】-2`, `3-6`, `1D6-2`: a word, a digit or a bracket before the sign)
_NEGATIVE = re.compile(r"-[ \t]*(?P<n>\d{1,3})(?!\d|\.\d)[ \t]*(?:点[ \t]*(?:(?:の[ \t]*)?(?P<damage>ダメージ)|(?P<heal>回復))"
                       r"|(?:(?:points?|pts?)\b\.?[ \t]*(?:of[ \t]+)?)?(?P<damage_en>damage)\b)"
                       r"|\b(?P<heal_en>heal|recover)s?[ \t]*-[ \t]*(?P<n2>\d{1,3})(?!\d|\.\d)"
                       r"|(?P<stat>【HP】|(?<![A-Za-z装])HP)[ \t]*を[ \t]*-[ \t]*(?P<n3>\d{1,3})[ \t]*(?:点[ \t]*)?"
                       r"(?:減少|失|減ら|消費|支?払)"
                       r"|\b(?P<lose_en>lose|spend|pay)s?[ \t]+-[ \t]*(?P<n4>\d{1,3})[ \t]*(?:points?[ \t]+of[ \t]+)?(?:【HP】|HP\b)",
                       re.IGNORECASE)
# what may stand right before a minus that is a sign (blanks aside): nothing, a mark that ends or opens a clause, a
# particle (`対象に-2点`, `【ＨＰ】を-2点`), or an amount's verb (`Deal -2 damage`, `take -2 damage`); a word or a number
# before it makes a subtraction (`感覚-2点のダメージ`, `達成値-2点`, `Deal Sense -2 damage`, `1D6-2点`, `【感覚】-2`), no
# negative amount (before, a word's was called negative)
_SIGN_AFTER = re.compile(r"(?:^|[、。，,.:：;；(（「『=＝!?！？]|[にをがはでともへや]"
                         r"|\b(?:deal|take|inflict|suffer|heal|recover|lose|spend|pay|gain)s?|\bby|\bof)$", re.IGNORECASE)
# a list's bullet, a minus and a blank at the line's start (`- 2点のダメージを与える。`): no sign (before, each item was called
# negative, and `- 3点回復` was told to be written `【ＨＰ】を3点失う`)
_BULLET = re.compile(r"[ \t]*-[ \t]")


def _warn_number_ability(line: Line, in_text) -> None:
    """KY027 at each amount made of a number right before an ability (`3【感覚】点のダメージ`)."""
    for found in _NUMBER_ABILITY.finditer(line.folded):
        if in_text(found.start("n"), found.end("n")):
            damage = found.group("damage") is not None
            n, ability = found.group("n"), line.quote(*found.span("ability"))
            # (the modifier written kept in the example: before, `3【感覚】＋1` was shown `「【感覚】＋3」`, the +1 dropped)
            modifier = line.quote(*found.span("mod")).strip() if found.group("mod") else f"＋{n}"
            line.report("KY027", Severity.WARNING, message(
                "amount_number_ability", written=line.quote(*found.span()), n=n, ability=ability,
                fixed=f"{n}点のダメージ" if damage else f"{n}点回復",
                example=f"「{ability}{modifier}」点" + ("のダメージ" if damage else "回復"),
                what=message("what_damage" if damage else "what_recovery")), *found.span())
    for found in _NUMBER_ABILITY_EN.finditer(line.folded):
        if in_text(found.start("n"), found.end("n")):
            damage = found.group("damage") is not None
            n, ability = found.group("n"), line.quote(*found.span("ability"))
            modifier = line.quote(*found.span("mod")).strip()
            ja_ability = "【感覚】" if ability.replace("【", "").replace("】", "").isascii() else ability
            line.report("KY027", Severity.WARNING, message(
                "amount_number_ability", written=line.quote(*found.span()), n=n, ability=ability,
                fixed=Localized({"en": f"{n} damage" if damage else f"heal {n}",
                                 "ja": f"{n}点のダメージ" if damage else f"{n}点回復"}),
                example=Localized({"en": f"{ability}{modifier} damage" if damage else f"heal {ability}{modifier}",
                                   "ja": f"「{ja_ability}{modifier}」点" + ("のダメージ" if damage else "回復")}),
                what=message("what_damage" if damage else "what_recovery")), *found.span())


def _warn_negative(line: Line, in_text) -> None:
    """KY027 at each negative amount of damage, a recovery or a loss (`-2点のダメージ`, `heal -2`, `Lose -2 HP`)."""
    for found in _NEGATIVE.finditer(line.folded):
        sign = line.folded.index("-", found.start())
        if not in_text(sign, sign + 1) or (found.group("n") and not _a_sign(line.folded, sign)):
            continue
        n = found.group("n") or found.group("n2") or found.group("n3") or found.group("n4")
        english = found.group("damage_en") or found.group("heal_en") or found.group("lose_en")
        if found.group("damage") or found.group("damage_en"):
            what, example = "what_damage", ("reduce the damage taken by " + n) if english else f"受けるダメージを{n}点軽減する"
        elif found.group("heal") or found.group("heal_en"):
            what, example = "what_recovery", f"lose {n} HP" if english else f"【ＨＰ】を{n}点失う"
        else:
            what, example = "what_loss", f"heal {n}" if english else f"{n}点回復"
        line.report("KY027", Severity.WARNING, message("amount_negative", written=line.quote(*found.span()),
                                                       what=message(what), example=example), *found.span())


def _a_sign(folded: str, sign: int) -> bool:
    """Whether the minus at `sign` in `folded` is a negative number's sign, not a subtraction's or a bullet's."""
    if _BULLET.fullmatch(folded, 0, sign + 2) is not None:
        return False
    start = max(0, sign - 12)   # (a few characters: linear)
    before = folded[start:sign].rstrip(" \t")
    return (start == 0 or bool(before)) and _SIGN_AFTER.search(before) is not None


def warn_unread_damage(effects: list, line: Line) -> None:
    """KY027 for each damage of a form the game does not write, in the text pieces of `effects` (a product in 「」
    spans the pieces its ability splits, so it is looked for in the whole line)."""
    in_text = TextPieces(effects, line).holds   # (by bisection: a line of many pieces stays linear)
    folded = line.folded
    if "【" in folded:   # (each scan only on a line that may hold its form: most hold neither)
        _warn_number_ability(line, in_text)
    if "-" in folded:
        _warn_negative(line, in_text)

    for found in _DICE.finditer(folded):
        if in_text(*found.span()):
            written = line.quote(*found.span())
            said = message("damage_dice_en" if written.isascii() else "damage_dice", written=written)
            line.report("KY027", Severity.WARNING, said, *found.span())
    for found in _DICE_RECOVERY.finditer(folded):
        if in_text(*found.span()):
            written = line.quote(*found.span())
            said = message("recovery_dice_en" if written.isascii() else "recovery_dice", written=written)
            line.report("KY027", Severity.WARNING, said, *found.span())
    for found in _BARE.finditer(folded):
        if in_text(*found.span()) and not _DICE.search(folded, max(0, found.start() - 8), found.end()):
            fixed = f"{found.group('n')}点のダメージ"
            line.report("KY027", Severity.WARNING, message("damage_bare", written=line.quote(*found.span()),
                                                           fixed=fixed), *found.span(),
                        suggestion=message("replace", guess=fixed))
    for found in _RANGE.finditer(folded):
        if in_text(*found.span()):
            written = line.quote(*found.span())
            damage = found.group("d1") or found.group("d2") or found.group("d3") or found.group("d4")
            english = written.replace("「", "").replace("」", "").isascii()
            said = message(("damage_range" if damage else "recovery_range") + ("_en" if english else ""),
                           written=written)
            line.report("KY027", Severity.WARNING, said, *found.span())
    for found in _KANJI_AMOUNT.finditer(folded):
        n = kanji_number(found.group("n"))
        if n is not None and in_text(*found.span()):
            written = line.quote(*found.span())
            fixed = written.replace(found.group("n"), str(n), 1)
            line.report("KY027", Severity.WARNING, message("amount_kanji", written=written, fixed=fixed,
                                                           what=message("what_damage" if found.group("damage")
                                                                        else "what_recovery")),
                        *found.span(), suggestion=message("replace", guess=fixed))
    for found in _WORDED.finditer(folded):
        if in_text(*found.span()):
            line.report("KY027", Severity.WARNING, message("amount_worded", written=line.quote(*found.span()),
                                                           what=message("what_damage" if found.group("damage")
                                                                        else "what_recovery")), *found.span())
    for found in _SIGNED.finditer(folded):
        if in_text(*found.span()):
            n, damage = found.group("n"), found.group("damage") or found.group("damage_en")
            ja = f"{n}点のダメージ" if damage else f"{n}点回復"
            english = found.group("damage_en") is not None
            fixed = Localized({"en": f"{n} damage" if english else ja, "ja": ja})
            example = Localized({"en": f"「【{'Sense' if english else '感覚'}】{found.group('sign')}{n}」",
                                 "ja": f"「【感覚】{found.group('sign')}{n}」"})
            line.report("KY027", Severity.WARNING, message(
                "amount_signed", written=line.quote(*found.span()), fixed=fixed, example=example,
                what=message("what_damage" if damage else "what_recovery")), *found.span())
    armored = []
    for found in _ARMOR_DAMAGE.finditer(folded):
        if in_text(found.end() - 1):   # (`ダメージ`, `damage` left as text: no damage read there)
            armored.append(found.start())
            written = line.quote(*found.span())
            english = _english(line, found)
            fixed = f"{found.group('n')}点のダメージ"
            said = message("damage_armor", written=written, fixed=Localized(
                {"en": f"{found.group('n')} damage" if english else fixed, "ja": fixed}))
            line.report("KY027", Severity.WARNING, said, *found.span())
    for found in _QUALIFIED_ABILITY.finditer(folded):
        if found.start() not in armored and in_text(found.end() - 1):
            word = "word" if found.group("word") is not None else "word_en"
            line.report("KY027", Severity.WARNING, message("damage_qualified", written=line.quote(*found.span()),
                                                           word=line.quote(*found.span(word)), n=found.group("n"),
                                                           fixed=_fixed(line, found)), *found.span())
    for found in _QUALIFIED.finditer(folded):
        if found.start() not in armored and in_text(*found.span()):
            line.report("KY027", Severity.WARNING, message("damage_qualified", written=line.quote(*found.span()),
                                                           word=found.group("word"), n=found.group("n"),
                                                           fixed=_fixed(line, found)), *found.span())
    for found in _LABELLED.finditer(folded):
        if in_text(found.start(), found.start("amount")):
            amount = line.quote(*found.span("amount"))
            fixed = (amount if amount.startswith("「") else f"「{amount}」") + "点のダメージ"
            line.report("KY027", Severity.WARNING, message("damage_labelled", written=line.quote(*found.span()),
                                                           fixed=fixed), *found.span(),
                        suggestion=message("replace", guess=fixed))
    for found in _ABILITY_RECOVERY.finditer(folded):
        if in_text(found.start(), found.start() + 1) or in_text(found.end() - 1, found.end()):   # (none read there)
            written = line.quote(*found.span())
            english = written.replace("【", "").replace("】", "").isascii()
            said = message("recovery_ability_en" if english else "recovery_ability", written=written)
            line.report("KY027", Severity.WARNING, said, *found.span())
    for found in _PRODUCT_RECOVERY.finditer(folded):
        line.report("KY027", Severity.WARNING, message("recovery_product", written=line.quote(*found.span())),
                    *found.span())
    for found in _PRODUCT.finditer(folded):
        line.report("KY027", Severity.WARNING, message("damage_product", written=line.quote(*found.span())),
                    *found.span())


def _english(line: Line, found: re.Match) -> bool:
    """Whether the damage `found` is written in English: its folded text, so a full-width digit (`Deal ３ Armor HP damage`)
    is a digit, and its 【】 aside, is ASCII."""
    return line.folded[found.start():found.end()].replace("【", "").replace("】", "").isascii()


def _fixed(line: Line, found: re.Match) -> Localized:
    """The game's damage of `found`'s number, in the card's language for an English reader (`3 damage`)."""
    ja = f"{found.group('n')}点のダメージ"
    return Localized({"en": f"{found.group('n')} damage" if _english(line, found) else ja, "ja": ja})
