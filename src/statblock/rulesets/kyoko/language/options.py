"""A list under a card's effect read as the card's options, one of which is chosen (docs/kyoko.md: "A list under the
effect"): each item's mark at a line's start an `Option` of its own, when the effect holds two or more."""

from __future__ import annotations

import re

from ....diagnostics import SourceFile
from ..model import Option, Text, indent_of

__all__ = ["CHOICE_KYLEFT6", "OPTION_MARK", "options_as_before", "read_options", "says_choice_as_before"]

# a list item's mark at the start of an effect line (`- `, `* `, `・`, `●`, `■`; as before a card's name, `LIST_MARKER`)
OPTION_MARK = re.compile(r"(?:[■□◆◇●○・･]|[-*+](?=[ \t]))[ \t]*")


# the words before a list that make its items options, one chosen, as the rules write a choice (`「…」または「…」のうち
# どちらかを`, `「1」また「20」のいずれかとして`): `以下から1つを選ぶ`, `次のうち1つ`, `1つを選択する`, `以下のいずれかを与える`,
# `いずれか1つ`, `以下から選ぶ`, `Choose one:`, `one of the following`, `either of the following`, `Either:`; without them the
# items are steps, each done and read (`以下をすべて与える`, `Do all of the following`, `次の処理を順に行う`, a sentence
# wrapped over marks: `対象に［萎縮］` / `・［散漫］`). A word that only holds one is none: `選択した対象に` (a target
# chosen), `いずれかの対象が` / `if either target is adjacent` (a condition on the targets), `choose one target`,
# `one of these creatures`: before, any `選択`, `いずれか`, `either` anywhere made the list a choice.
# what is chosen outside the list, named after the choice's words (`choose one target`, `one of these creatures`,
# `either of them`, one word between allowed: `choose one adjacent enemy`, `one of these two targets`); any other word
# names the list's items (`Choose one benefit:`, `One of these happens:`, `one of these two conditions`: before the
# kymend8 change any word but option/effect after `one of these` or `choose one` made the list steps)
_OUTSIDE = (r"(?:targets?|creatures?|characters?|ally|allies|enem(?:y|ies)|foes?|opponents?|dice|die|squares?|spaces?"
            r"|objects?|them|pcs?|heroes|hero|players?)\b")
_NOUN_AFTER = (r"(?![ \t]++(?:of[ \t]++)?(?:(?:the|these|those|your)[ \t]++)?(?:[A-Za-z-]++[ \t]++)?" + _OUTSIDE + ")")
# (the same right after the words, with no `of the` before the noun: `one of these targets`, `either of these foes`)
_NOUN_RIGHT_AFTER = r"(?![ \t]++(?:[A-Za-z-]++[ \t]++)?" + _OUTSIDE + ")"
# the same in Japanese, before the number or the word chosen (`対象を1つ選び`, `ダイス1つを選び`, `対象のうち1つに`,
# `対象のいずれか1つに`: a target or a die chosen, the list done whole; before, `1つを選` anywhere made a choice)
_OUTSIDE_JA = ("対象", "ダイス", "出目", "キャラクター", "敵", "味方", "仲間", "エネミー", "PC", "ＰＣ", "相手", "クリーチャー")
_NOT_AFTER_JA = "".join(f"(?<!{noun}{tail})" for noun in _OUTSIDE_JA for tail in ("", "を", "の", "から", "のうち", "の中から"))
# (each looked behind only where its branch starts: seventy-two look-behinds at every character were the cost)
_CHOICE = re.compile(r"(?=から|うち|中から)" + _NOT_AFTER_JA + r"(?:から|うち|中から)[ \t]*+(?:\d++|[一二三]|ひと|ふた)[ \t]*+つ"
                     r"|(?=\d|[一二三]|ひと|ふた)" + _NOT_AFTER_JA + r"(?:(?<!\d)\d++|[一二三]|ひと|ふた)[ \t]*+つ[ \t]*+(?:を|だけ)?[ \t]*+選"
                     r"|(?=いずれか|どちらか|どれか)" + _NOT_AFTER_JA + r"(?:いずれか|どちらか|どれか)(?=[ \t]*+(?:[1１一]?[ \t]*+つ|ひとつ|を|として|だけ|[:：。]|$"
                     r"|の[ \t]*+(?:効果|処理|項目|選択肢)))"
                     r"|(?:以下|次|これら|下記|上記)の[ \t]*+(?:うち[ \t]*+)?(?:いずれか|どちらか|どれか)"
                     r"|(?:以下|次|これら|下記|上記)(?:の[ \t]*+(?:効果|項目|選択肢|中))?[ \t]*+から[ \t]*+選"
                     r"|\bchoose[ \t]++(?:(?:one|two|three|\d++)\b" + _NOUN_AFTER + r"|an?[ \t]++option\b|from\b|between\b)"
                     r"|\b(?:pick|select)[ \t]++(?:one|two|three|\d++)\b" + _NOUN_AFTER +
                     r"|\b(?:one|two|\d++)[ \t]++of[ \t]++(?:the[ \t]++)?(?:following|options)\b"
                     r"|\b(?:one|two|\d++)[ \t]++of[ \t]++these\b" + _NOUN_RIGHT_AFTER +
                     r"|\beither\b(?=[ \t]*+(?:[:：.]|$)|[ \t]++(?:one[ \t]*+(?:[:：.]|$)|(?:one[ \t]++)?of[ \t]++(?:the[ \t]++following"
                     r"|these\b" + _NOUN_RIGHT_AFTER + ")))",
                     re.IGNORECASE | re.MULTILINE)

# the choice's words as the reader took them from the kyleft4 merge to the kyleft6 change: any `選択`, `いずれか`,
# `either` (for statblock's own JSON written then, read back: `options_as_before`, `says_choice_as_before`)
_CHOICE_BEFORE = re.compile(r"(?:から|うち|中から)[ \t]*+(?:\d++|[一二三]|ひと|ふた)[ \t]*+つ|いずれか|どちらか|どれか|ひとつを?選"
                            r"|一つを?選|選択|\bchoose[ \t]++(?:one|two|three|\d++|an?[ \t]++option|from|between)\b"
                            r"|\b(?:one|two|\d++)[ \t]++of[ \t]++(?:the[ \t]++)?(?:following|these|options)\b|\beither\b"
                            r"|\b(?:pick|select)[ \t]++(?:one|\d++)\b", re.IGNORECASE)

# the choice's words as the reader took them from the kyleft6 merge to the kymend8 change (`1つを選` anywhere a choice,
# `対象を1つ選び` too; `Choose one benefit:`, `One of these happens:` steps), for statblock's own JSON written then
_KYLEFT6_NOUN_AFTER = r"(?![ \t]++(?!(?:of|from|more|options?|effects?)\b)[A-Za-z])"
CHOICE_KYLEFT6 = re.compile(r"(?:から|うち|中から)[ \t]*+(?:\d++|[一二三]|ひと|ふた)[ \t]*+つ"
                            r"|(?:(?<!\d)\d++|[一二三]|ひと|ふた)[ \t]*+つ[ \t]*+(?:を|だけ)?[ \t]*+選"
                            r"|(?:いずれか|どちらか|どれか)(?=[ \t]*+(?:[1１一]?[ \t]*+つ|ひとつ|を|として|だけ|[:：。]|$"
                            r"|の[ \t]*+(?:効果|処理|項目|選択肢)))"
                            r"|(?:以下|次|これら|下記|上記)の[ \t]*+(?:うち[ \t]*+)?(?:いずれか|どちらか|どれか)"
                            r"|(?:以下|次|これら|下記|上記)(?:の[ \t]*+(?:効果|項目|選択肢|中))?[ \t]*+から[ \t]*+選"
                            r"|\bchoose[ \t]++(?:(?:one|two|three|\d++)\b" + _KYLEFT6_NOUN_AFTER
                            + r"|an?[ \t]++option\b|from\b|between\b)"
                            r"|\b(?:pick|select)[ \t]++(?:one|two|three|\d++)\b" + _KYLEFT6_NOUN_AFTER +
                            r"|\b(?:one|two|\d++)[ \t]++of[ \t]++(?:the[ \t]++)?(?:following|options)\b"
                            r"|\b(?:one|two|\d++)[ \t]++of[ \t]++these\b(?![ \t]++(?!(?:options?|effects?)\b)[A-Za-z])"
                            r"|\beither\b(?=[ \t]*+(?:[:：.]|$)|[ \t]++(?:of|one)\b)", re.IGNORECASE | re.MULTILINE)

# the words before a list that make its items steps, each done, however a choice's word comes before them in the same
# lead-in (`選択した対象に、以下をすべて行う`, `Then, if either target is adjacent, do all of the following`): the nearer
# to the list of these and `_CHOICE` decides (`すべての対象に…。その後、以下から1つを選ぶ` a choice)
_ALL = re.compile(r"(?:を|の効果を|の処理を)[ \t]*+(?:すべて|全て|全部|順に|順番に)"
                  r"|(?:すべて|全て|全部|順に|順番に)[ \t]*+を?[ \t]*+(?:行|与え|適用|処理|実行|解決|得)"
                  r"|\b(?:all|each|both)[ \t]++of[ \t]++(?:the[ \t]++following|these|them)\b"
                  r"|\b(?:do|apply|resolve)[ \t]++(?:all|both|each)\b|\bin[ \t]++order\b", re.IGNORECASE)

# a line of prose that leads into a list of its own (ends the list before it): it ends with a colon, says a choice or
# all, or names what follows (`以下の`, not `3以下`: `the following`); any other line between two items (`or`, `または`,
# an option's second sentence, a note on one) is the list's still
_LEADS_IN = re.compile(r"[:：][ \t]*+$|(?<![0-9０-９])以下[をからのに]|\bthe[ \t]++following\b")


def _last_end(pattern: re.Pattern, text: str) -> int:
    """Where the last match of `pattern` in `text` ends, -1 without one (one pass)."""
    last = -1
    for found in pattern.finditer(text):
        last = found.end()
    return last


def _says_choice(lead_in: list, choice: re.Pattern = _CHOICE) -> bool:
    """Whether a list's lead-in (`lead_in`, its effects) says a choice of its items: a choice's words (`choice`), with
    no words that say all nearer the list (`_ALL`)."""
    text = "".join(effect.text for effect in lead_in)
    return _last_end(choice, text) > _last_end(_ALL, text)


def says_choice_as_before(text: str) -> bool:
    """Whether the words before a card's first list said a choice as the reader judged them before the kyleft5 merge
    (a choice's word anywhere in them, as loosely as `_CHOICE_BEFORE`), for its JSON read back (`own_json`)."""
    return _CHOICE_BEFORE.search(text) is not None


def _leads_in(line: str, choice: re.Pattern = _CHOICE) -> bool:
    """Whether a line of prose leads into a list of its own: the list before it has ended."""
    return _LEADS_IN.search(line) is not None or choice.search(line) is not None or _ALL.search(line) is not None


def _lines(effects: list) -> list[tuple[int, int, bool, str]]:
    """The effect's lines: (the index of its first effect, past its line break, whether it is a list's item, its
    words); an item's indentation, or a line's, is `indent_of` its first effect."""
    out, start, words = [], 0, []
    for at, effect in enumerate(effects + [Text("\n", None)]):
        if not (isinstance(effect, Text) and effect.text == "\n"):
            words.append(effect.text)
            continue
        first = effects[start] if start < at else None
        item = isinstance(first, Text) and OPTION_MARK.match(first.text) is not None and first.text.strip() != ""
        out.append((start, at + 1, item, "".join(words)))
        start, words = at + 1, []
    return out


def _lists(effects: list, choice: re.Pattern = _CHOICE) -> list[tuple[int, list[int]]]:
    """Each list under the effect: (where its lead-in starts, the indexes of its items' marks), in the order they end.
    An item is a line that starts with a list's mark; a list is its items at one indentation and any lines between
    them (`or`, an option's second sentence, a note, a list indented under an item: a list of its own, its lead-in
    that item's words), and ends at a line that leads into another list (`_leads_in`: `Then do all of the following:`,
    `その後、以下から1つを選ぶ。`), or at a line indented less; its lead-in is what is written between the end of the list
    before it (or the effect's start) and its first item. Before, a list ended at any line that was no item (`or` split
    a choice into lists of one, which were steps), and an indented list was more items of the one above it."""
    lines = _lines(effects)
    indents = [indent_of(effects[start].span) if start < len(effects) else None for start, *_ in lines]
    base = min((n for n in indents if n is not None), default=0)   # (a Markdown card's lines are all indented)
    lists: list[tuple[int, list[int]]] = []
    stack: list[list] = []   # the open lists, outer first: [indentation, lead-in, items, past the last item, ended]
    last_end = 0   # (past the last outermost list: the next one's lead-in starts there)

    def close_deeper(level: int) -> None:
        nonlocal last_end
        while stack and stack[-1][0] > level:
            done = stack.pop()
            lists.append((done[1], done[2]))
            if not stack:
                last_end = done[3]

    for (start, after, item, words), indent in zip(lines, indents):
        level = base if indent is None else indent
        close_deeper(level)
        top = stack[-1] if stack else None
        if not item:
            if top is not None and top[0] == level and _leads_in(words, choice):
                top[4] = True   # (another list's lead-in: the list has ended at its last item)
            continue
        if top is not None and top[0] == level and top[4]:   # (the list before ended: this one's lead-in after it)
            stack.pop()
            lists.append((top[1], top[2]))
            stack.append([level, top[3], [], 0, False])
        elif top is None or top[0] != level:   # (the first item of a list: at the effect's level, or indented under an item of the one above it)
            stack.append([level, top[2][-1] if top is not None else last_end, [], 0, False])
        stack[-1][2].append(start)
        stack[-1][3], stack[-1][4] = after, False
    close_deeper(-1)
    return lists


def read_options(effects: list, source: SourceFile, choice: re.Pattern = _CHOICE) -> list:
    """`effects` with the mark of each item of a list at a line's start (`- `, `・`, `● `) an `Option` of its own, when
    the list holds two or more and its own lead-in (the words between the list before it, or the effect's start, and
    its first item) says a choice (`_CHOICE`; else the items are steps, each read, their marks text). Each list is
    judged by its own lead-in (before, every list of the card by the words before its first list: a list of steps
    after a list of options was options, options after steps were steps); each list's options count from 1. Each
    option's words are read and checked as any line's. Linear: one pass."""
    chosen = []
    for lead_in, items in _lists(list(effects), choice):
        if len(items) >= 2 and _says_choice(effects[lead_in:items[0]], choice):
            chosen += list(enumerate(items, 1))
    chosen.sort(key=lambda option: option[1])   # (a list under an item ends before the one it is under)
    if not chosen:
        return effects
    out = list(effects)
    for index, at in reversed(chosen):
        text = effects[at]
        mark = OPTION_MARK.match(text.text).end()
        pieces = [Option(index, text.text[:mark], source.span(text.span.start, text.span.start + mark))]
        if mark < len(text.text):
            pieces.append(Text(text.text[mark:], source.span(text.span.start + mark, text.span.end)))
        out[at:at + 1] = pieces
    return out


def options_as_before(effects: list, source: SourceFile, choice: re.Pattern = _CHOICE_BEFORE) -> list:
    """`effects` (a card's, read) as the reader read them from the kymend7 merge to the kyleft6 change, each list judged
    by its own lead-in with the choice's words taken loosely (`_CHOICE_BEFORE`: `選択した対象に`, `if either target`
    made a choice), for statblock's own JSON written then, read back (`own_json`): its options made marks again, then
    read as then (or with the choice's words `choice`: `CHOICE_KYLEFT6`, the kyleft6 merge to the kymend8 change)."""
    plain: list = []
    for effect in effects:
        last = plain[-1] if plain else None
        if isinstance(effect, Text) and isinstance(last, Option) and last.span is not None and effect.span is not None \
                and last.span.end == effect.span.start:   # (an option's mark and the words after it: one text, as read)
            plain[-1] = Text(last.text + effect.text, source.span(last.span.start, effect.span.end))
        else:
            plain.append(effect)
    return read_options([Text(e.text, e.span) if isinstance(e, Option) else e for e in plain], source, choice)
