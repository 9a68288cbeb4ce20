"""Front-end for the native `.champions` format: homebrew cards in the printed wording.

    # ruleset: marvel_champions
    Black Cat — Felicia Hardy (Ally)
    Traits: Hero for Hire.
    Cost 2 · ATK 1 · THW 1 · HP 2
    Forced Response: After you play Black Cat, discard the top 2 cards of your deck.

    ブラックキャット（味方）
    特性：ヒーロー・フォー・ハイヤー。
    コスト 2 · 攻撃 1 · 阻止 1 · 体力 2
    強制レスポンス：ブラックキャットをプレイした後、あなたのデッキの上から 2 枚を捨てる。

Cards are separated by blank lines (a card's first line right under another card's lines starts the next card,
said: MC012); a line starting with `#` is a comment, anywhere.

- The first line is the card's name, then optionally its subname after ` — ` (or ` – `, ` - `, `―`),
  then its type in parentheses, `()` or `（）`: English (`Hero`, `Alter-Ego`, `Ally`, `Event`,
  `Upgrade`, `Support`, `Resource`, `Villain`, `Minion`, `Treachery`, `Main Scheme`, `Side Scheme`
  or `Scheme`, `Player Side Scheme`, `Attachment`, `Environment`, `Obligation`, or MarvelCDB's codes
  `alter_ego`, `main_scheme`, ...) or Japanese (`TYPES` below). An unknown type is MC005.
- Right after it, in any order: a traits line, `Traits: Hero for Hire. Tech.` (`特性：`, `特徴：`), and stats
  lines, `Cost 2 · ATK 1 · THW 1 · HP 2`, items separated by `·` `•` `・` `|` `,` `、` `;` or `/`, or by blanks
  alone when every item is a known stat and its value (`Cost 2 ATK 1`, `コスト：2　攻撃：1`), each a
  stat's name (`STATS` below), an optional `:` and its value: a number, `X`, or `—`/`-` for none, which
  `*` (a star) or `[per_hero]` may follow (`HP 10[per_hero]`). A line is a stats line when each item
  has that shape and one at least names a known stat; an unknown name is then MC006.
- Every other line is an ability paragraph, as printed: `Hero Action (attack): …`, `Retaliate 1.`,
  `強制レスポンス：…`; a line ending after a comma (`、`, `,`) or `→` goes on with the line below (`_continued`) unless
  that opens an ability of its own (an option's mark, a trigger's label and colon, keywords alone).
  Positions are the file's: each paragraph is the line as written, trimmed. A line copied with MarvelCDB's markup
  (`<b>Response</b>: …`) has it taken out as a MarvelCDB card's is (a slip of it: MC003).
"""

from __future__ import annotations

import itertools
import re
import unicodedata

from ....diagnostics import Diagnostic, Fragment, Severity, SourceFile
from ....messages import Localized
from ....soft_breaks import joins_close
from ...similarity import closest, fold_japanese, is_japanese
from ..catalog import message
from ..source import CardSource
from .marvelcdb import split_traits, text_paragraphs

__all__ = ["STATS", "TYPES", "looks_native", "read_native"]

#: MarvelCDB type code -> its names, English first (the first is how it is shown), then Japanese
#: (seed 002's words first where it has them: 分身, 味方, 悪役, 手下, 計画, 義務).
TYPES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "hero": (("Hero",), ("ヒーロー", "英雄")),
    "alter_ego": (("Alter-Ego",), ("分身", "アルターエゴ")),
    "ally": (("Ally",), ("味方", "アリー")),   # アリー: ours, the katakana of Ally, as ヴィラン and ミニオン are
    "event": (("Event",), ("イベント",)),
    "upgrade": (("Upgrade",), ("アップグレード",)),
    "support": (("Support",), ("サポート",)),
    "resource": (("Resource",), ("リソース",)),
    "villain": (("Villain",), ("悪役", "ヴィラン")),
    "minion": (("Minion",), ("手下", "ミニオン")),
    "treachery": (("Treachery",), ("裏切り", "トレチャリー")),
    "main_scheme": (("Main Scheme",), ("メイン計画", "メインスキーム")),
    "side_scheme": (("Side Scheme", "Scheme"), ("サイド計画", "サイドスキーム", "計画", "スキーム")),
    "player_side_scheme": (("Player Side Scheme",), ("プレイヤーサイド計画", "プレイヤーサイドスキーム")),
    "attachment": (("Attachment",), ("アタッチメント", "付属")),
    "environment": (("Environment",), ("環境",)),
    "obligation": (("Obligation",), ("義務",)),
    "leader": (("Leader",), ("リーダー",)),   # Civil War's villain-side identities
}

#: MarvelCDB stat key -> its names in a stats line, English first, then Japanese.
STATS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "cost": (("Cost",), ("コスト",)),
    "attack": (("ATK", "Attack"), ("攻撃", "攻撃力")),
    "thwart": (("THW", "Thwart"), ("阻止", "阻止力")),
    "defense": (("DEF", "Defense", "Defence"), ("防御", "防御力")),
    "recover": (("REC", "Recover", "Recovery"), ("回復", "回復力")),
    "health": (("HP", "Health", "Hit Points"), ("体力", "ヒットポイント")),
    "hand_size": (("Hand Size", "Hand"), ("手札", "手札上限")),
    "scheme": (("SCH", "Scheme"), ("計画", "計画力")),
    "base_threat": (("Threat", "Starting Threat"), ("脅威", "初期脅威")),
    "threat": (("Target Threat",), ("目標脅威",)),
    "escalation_threat": (("Escalation Threat", "Escalation"), ("脅威増加",)),   # ja: ours
    "boost": (("Boost",), ("ブースト",)),
    "resource_energy": (("Energy",), ("エネルギー",)),
    "resource_mental": (("Mental",), ("メンタル",)),
    "resource_physical": (("Physical",), ("フィジカル",)),
    "resource_wild": (("Wild",), ("ワイルド",)),
}


def _fold(word: str) -> str:
    """One lookup key for the spellings of a name: case, `-`, `_` and spaces, and Japanese variants."""
    key = re.sub(r"[-_\s]+", " ", unicodedata.normalize("NFKC", word)).strip().lower()
    return fold_japanese(key) if is_japanese(key) else key


def _index(table: dict) -> dict[str, tuple[str, str]]:
    """folded spelling -> (key, the spelling)"""
    return {_fold(name): (key, name) for key, (en, ja) in table.items() for name in (*en, *ja)}


_TYPE_INDEX = _index(TYPES)
_STAT_INDEX = _index(STATS)
_KNOWN_TYPES = Localized({"en": ", ".join(en[0] for en, _ in TYPES.values()),
                          "ja": "、".join(ja[0] for _, ja in TYPES.values())})
_KNOWN_STATS = Localized({"en": ", ".join(en[0] for en, _ in STATS.values()),
                          "ja": "、".join(ja[0] for _, ja in STATS.values())})

# (the blanks before the type and around a dash are tried from the start of their run only: linear time)
_NAME_LINE = re.compile(r"(?P<body>.*?)(?<!\s)\s*[(（](?P<type>[^()（）]*)[)）]\s*$")
_SUBNAME = re.compile(r"(?<!\s)(?:\s+[—–-]\s+|\s*[—―]\s*)")
# (`特徴`, `トレイト` and `Trait` ours: the words a Japanese or English author writes for the label; `特徴：学生。` was an
# ability, said an unknown trigger with the advice to write `特殊`, and the stats line after it an ability of text)
_TRAITS = re.compile(r"(?:traits?|特性|特徴|トレイト)\s*[:：]\s*", re.IGNORECASE)
# (a run of spaces is entered at its start only, so that the expression is linear on a long one)
# ... or a slash, or blanks alone between a value and the next stat's name (`コスト：2　攻撃：1`, `Cost 2 ATK 1 HP 3`,
# `コスト2／攻撃1`, as hand-written cards put them: before, such a line was an ability of text, the stats lost)
# ... or blanks alone before a known stat's name and a value (`ATK 1 SCH 2+ HP 4`, `攻撃 1 計画 ２＋ 体力 4`): after a value
# that cannot be read, the line was one item, an ability of text, and every stat on it lost. (The run of blanks is
# taken whole, `++`, and entered only after a non-blank: linear time.)
_STAT_NAMES = "|".join(re.escape(name) for name in sorted((n for en, ja in STATS.values() for n in (*en, *ja)),
                                                          key=len, reverse=True))
# (never inside a name of words, one of them a name too: `Target Threat 12` is one stat, not `Target` and `Threat 12`)
_NAME_HEADS = "".join(f"(?<!(?i:{re.escape(name[:-len(tail) - 1])}))" for en, ja in STATS.values() for name in en
                      for other in STATS.values() for tail in other[0] if name.endswith(" " + tail))
_SEPARATOR = re.compile(r"(?:(?<!\s)\s+)?[·•・･|｜,、;；/／]\s*|(?<=[\dXx*\]—–\-－])[ \t\u3000]+(?=[^\d\s:：])"
                        r"|(?<=\S)%s[ \t\u3000]++(?=(?i:%s)[ \t\u3000]*+[:：]?[ \t\u3000]*+[\dXx—–\-－０-９])"
                        % (_NAME_HEADS, _STAT_NAMES))
# (a value glued to its name starts with a digit, `X` or a dash: `コスト2`, `HP3` are コスト and HP, not コ and スト2)
_ITEM = re.compile(r"(?P<label>[^\d\s:：\[\]*][^\d:：\[\]*]*?)\s*[:：]?\s*"
                   r"(?P<value>[\dXx—–\-－][^\s:：]*|(?<=[\s:：])[^\s:：]+)")
_ITEM_MOST = 120  # characters of one item of a stats line (`Target Threat 12[per_hero]`)
_VALUE = re.compile(r"(?P<number>\d+|X|[—–\-－])(?P<marks>(?:\*|\[star\]|\[per_hero\])*)", re.IGNORECASE)


def read_native(source: SourceFile) -> tuple[list[CardSource], list[Diagnostic]]:
    cards: list[CardSource] = []
    problems: list[Diagnostic] = []
    block: list[Fragment] = []
    lines = list(_lines(source))
    for at, line in enumerate(lines):
        if line is None:
            if block:
                _card(block, cards, problems)
            block = []
        elif not line.text.startswith("#"):
            if block and _a_header(line, _next_line(lines, at)):
                # (`Burnout (Event)` right under another card's ability: the next card, a blank line missing; was an
                # ability of the card above, its cost line another, its abilities the card above's, said as text only)
                problems.append(Diagnostic("MC012", Severity.WARNING, message("native_header_in_card"), line.span(),
                                           suggestion=message("native_header_in_card_help")))
                _card(block, cards, problems)
                block = []
            block.append(line)
    if block:
        _card(block, cards, problems)
    return cards, problems


#: Characters of a text `looks_native` looks at: its first cards.
_SNIFF_HEAD = 1 << 16


def looks_native(text: str) -> bool:
    """Whether `text` (with no `# ruleset:` line: standard input) shows a card of this format: a card's first line, a
    name and a known card type in brackets (`Storm Crow (Minion)`, `嵐の鴉（手下）`), over its traits or stats line
    (`ATK 1 · HP 4`), as `_a_header` knows the next card's. A Draw Steel ability's name is over its flavour or keywords
    line, never a stats line of this game's labels; the corpus and examples are checked (test_stdin_native_games)."""
    lines = list(_lines(SourceFile("", text[:_SNIFF_HEAD])))
    first = True
    for at, line in enumerate(lines):
        if line is None:
            first = True
        elif not line.text.startswith("#"):
            if first and _a_header(line, _next_line(lines, at)):
                return True
            first = False
    return False


def _a_header(line: Fragment, below: Fragment | None) -> bool:
    """Whether a line inside a card is another card's first line: a name, then a known card type in brackets that end
    it (`Burnout (Event)`, `燃え尽き（イベント）`, `S.H.I.E.L.D. Tech (Upgrade)`), with no trigger's colon before them
    (an ability's `Hero Action (attack): …` is none), over a card's own traits or stats line, as a card's header is.
    (An ability's sentence with no final period that ends with a type in brackets, `… while you control Night Owl
    (Hero)`, over the next ability, is none: it had started a bogus card that took the abilities below it.)"""
    found = _NAME_LINE.fullmatch(line.text)
    if found is None or _TYPE_INDEX.get(_fold(found.group("type").strip())) is None:
        return False
    body = found.group("body")
    if not body.strip() or any(mark in body for mark in ":："):
        return False
    return below is not None and (_TRAITS.match(below.text) is not None or _stats_line(below, {}, []))


def _next_line(lines: list[Fragment | None], at: int) -> Fragment | None:
    """The line after `lines[at]` that is no comment, or None at a blank line or the file's end."""
    for index in range(at + 1, len(lines)):   # (by index: `islice` walked the list from its start, at every line: the
        line = lines[index]                    # square of a card's lines, 100,000 of them over 30 s)
        if line is None or not line.text.startswith("#"):
            return line
    return None


def _lines(source: SourceFile):
    """Each line of the file, trimmed, as a Fragment; None for a blank line."""
    text = source.text
    start = 0
    while start <= len(text):
        end = text.find("\n", start)
        end = len(text) if end == -1 else end
        line = Fragment.at(source, start, end).strip()
        yield line if line.text else None
        start = end + 1


def _card(block: list[Fragment], cards: list[CardSource], problems: list[Diagnostic]) -> None:
    first = block[0]
    found = _NAME_LINE.fullmatch(first.text)
    body = first.slice(0, found.end("body")) if found else first
    card_type = None
    if found is None:
        problems.append(Diagnostic("MC005", Severity.WARNING, message("type_missing"),
                                   first.span(len(first.text) - 1, len(first.text))))
    else:
        card_type = _card_type(first.slice(found.start("type"), found.end("type")).strip(), first, found, problems)
    name, subname = body, None
    split = _SUBNAME.search(body.text)
    if split is not None:
        name, subname = body.slice(0, split.start()).strip(), body.slice(split.end()).strip().text or None
    if not name.text:
        problems.append(Diagnostic("MC004", Severity.WARNING, message("native_no_name"), first.span()))
        return
    traits: tuple[str, ...] = ()
    stats: dict = {}
    unread: list[Fragment] = []   # (stats whose value cannot be read: the card's notes)
    rest = 1
    while rest < len(block):
        line = block[rest]
        label = _TRAITS.match(line.text)
        if label is not None and not _a_sentence(line.text[label.end():]):
            traits += split_traits(line.text[label.end():])
        elif not _stats_line(line, stats, problems, unread):
            # (`コスト２・攻撃１、` over `阻止２・体力２`: a stats line that ends in a comma goes on below, as an ability's
            # does; it was no stats line, and joined below an ability of text, every stat lost)
            if not (line.text[-1] in _GOES_ON and rest + 1 < len(block)
                    and _stats_line(_joined([line, block[rest + 1]]), stats, problems, unread)):
                break
            rest += 1
        rest += 1
    boost = stats.get("boost")
    cards.append(CardSource(name=name.text, span=name.span(), type=card_type, subname=subname, traits=traits,
                            stats=stats, paragraphs=tuple(_unmarked(_continued(block[rest:]), problems, name.text)), unread_stats=tuple(unread),
                            boost_icons=boost if isinstance(boost, int) else None))


_JAPANESE_PARTICLE = re.compile("[はがをにで]")


def _a_sentence(text: str) -> bool:
    """Whether a line after a traits label holds a sentence, not traits: traits are short nouns between `.` or `。`
    (`Hero for Hire. Tech.`, `学生。天才。`, `Attack.` too), and a sentence with a verb the cards use, or with a
    trigger's `:`, is none (`特徴：このカードは攻撃できない。`, `Trait: Copy — Action: Choose a trait.`). Such a line is
    an ability, as before `特徴` and `Trait` were labels (their traits had taken it, nothing said)."""
    from ..language.effects import lower_effects

    for item in split_traits(text):
        if ":" in item or "：" in item:
            return True
        if is_japanese(item):
            sentence = bool(_JAPANESE_PARTICLE.search(item))
        else:
            sentence = len(item.split()) >= 3
        if sentence and any(part.effect.kind != "text" for part in lower_effects(item)):
            return True
    return False


#: the end of a line whose sentence goes on below: a comma (`、`, `,`) or a cost's arrow (a colon may open a list of
#: options, one a line: `choose one:` over `• Deal 1 damage …`)
_GOES_ON = frozenset("、,，→")
#: an option's mark opening a line, which is never the line above going on
_OPTION = re.compile(r"[•・\-*■□◆●]|[(（]?[0-9０-９]+[)）]|[①-⑳]")


def _continued(lines: list[Fragment]) -> list[Fragment]:
    """The ability lines, a line ending where its sentence cannot (`強制レスポンス：…をプレイした後、`, `After you play
    Black Cat,`) joined with the line below it, as a card's printed paragraph wraps: between two Japanese characters
    with nothing between them, else a blank (`_joined`, by `soft_breaks.joins_close`, every game's rule); never with a
    line that opens an ability of its own (`_opens`, an option's mark). Before, each line was a paragraph of its own:
    the response had no effect and the effect was a constant of its own, nothing said (a Japanese author breaking a
    line inside a sentence)."""
    out: list[Fragment] = []
    pending: list[Fragment] = []
    for index, line in enumerate(lines):
        pending.append(line)
        below = lines[index + 1] if index + 1 < len(lines) else None
        if line.text[-1] in _GOES_ON and below is not None and not _OPTION.match(below.text) and not _opens(below.text):
            continue
        out.append(_joined(pending))
        pending = []
    if pending:
        out.append(_joined(pending))
    return out


def _opens(text: str) -> bool:
    """Whether a line opens an ability of its own, never the line above going on: a trigger's label and colon
    (`レスポンス：体力１を回復する。`, `<b>Response</b>: …`, `Hero Action (attack): …`) or keywords alone (`強襲。`,
    `Retaliate 1.`). The line above ending in a comma (`強制インタラプト：悪役が計画を進める時、`, `ガード、`) had swallowed it:
    the response's heal, the keyword, lost in the text of the ability above."""
    from ..language.head_leads import leading_trigger
    from ..language.words import look_up

    colon = _COLON.search(text, 0, _HEAD_MOST)
    if colon is not None:
        head = _BRACKETED.sub("", _TAG.sub("", text[:colon.start()])).strip()
        if head and look_up("triggers", head, guess=False) is not None:
            return True
        found = leading_trigger(head) if head else None   # (`Forced Response`, `強制インタラプト`)
        if found is not None and not found.lead:
            return True
    if len(text) > _HEAD_MOST:
        return False
    pieces = [piece for piece in _KEYWORD_STOPS.split(text) if piece.strip()]
    return bool(pieces) and all(look_up("keywords", _KEYWORD_VALUE.sub("", piece), guess=False) is not None
                                for piece in pieces)


_COLON = re.compile("[:：]")
_HEAD_MOST = 60   # (characters of a trigger's label, or of a line of keywords alone)
_BRACKETED = re.compile(r"\s*[(（][^()（）]*[)）]\s*$")
_KEYWORD_STOPS = re.compile(r"[.。,、，]")
_KEYWORD_VALUE = re.compile(r"[\s\u3000]*(?:[0-9０-９]+|[XxＸ])$")


#: the markup tags a line opens with (`<b>`, `</i>`): a join looks at the word they hold
_LEADING_TAGS = re.compile(r"(?:<[^<>\n]*>)+")


def _joined(parts: list[Fragment]) -> Fragment:
    if len(parts) == 1:
        return parts[0]
    pieces = [parts[0]]
    for before, part in zip(parts, parts[1:]):
        # (`soft_breaks.py`'s rule, every game's: nothing between two Japanese characters; a line's last `→` judged by
        # the word before it, the next line's markup (`<b>計画</b>…`) by the word it holds; a blank placed at the line's
        # end else. A Japanese line had a blank before `１つの…`, `「まだだ！」…`, printed on the card)
        last = before.text[-2] if before.text[-1] == "→" and len(before.text) > 1 else before.text[-1]
        first = _LEADING_TAGS.sub("", part.text, count=1)[:1] or part.text[:1]
        if not joins_close(last, first):
            pieces.append(Fragment(" ", ((0, before.file_offset(len(before.text))),), before.source))
        pieces.append(part)
    return Fragment.join(pieces, "")   # (once: a long run of such lines is joined in linear time)


#: MarvelCDB's markup in a line (`<b>Response</b>: …`, `<i>(attack)</i>`), as one copies a card's text from there.
_TAG = re.compile(r"</?(?:b|i|strong|em)>", re.IGNORECASE)


def _unmarked(lines: list[Fragment], problems: list[Diagnostic], card: str) -> list[Fragment]:
    """The ability lines, MarvelCDB's markup taken out as a MarvelCDB card's is (`<b>Response</b>: …` reads `Response:
    …`; it was a constant ability of text with the tags in it, said of nothing); a markup slip reported (MC003)."""
    out: list[Fragment] = []
    for line in lines:
        out.extend(text_paragraphs(line, problems, card) if _TAG.search(line.text) else (line,))
    return out


def _card_type(word: Fragment, first: Fragment, found, problems: list[Diagnostic]) -> str | None:
    known = _TYPE_INDEX.get(_fold(word.text))
    if known is not None:
        return known[0]
    span = word.span() if word.text else first.span(found.start("type") - 1, found.end("type") + 1)
    guess = closest(_fold(word.text), list(_TYPE_INDEX)) if word.text else None
    if guess is None:
        problems.append(Diagnostic("MC005", Severity.WARNING,
                                   message("type_unknown", word=word.text, known=_KNOWN_TYPES), span))
    else:
        shown = _TYPE_INDEX[guess][1]
        problems.append(Diagnostic("MC005", Severity.WARNING, message("type_guess", word=word.text, guess=shown),
                                   span, suggestion=message("replace", word=word.text, guess=shown)))
    return None


#: a value that goes on as a Japanese sentence: a number, perhaps a counter, then a particle (`１を回復する`,
#: `１つから脅威を…`, `２を与え`), never a stat's value's note (`１４（プレイヤーごと）`, `２つ`)
_SENTENCE_PIECE = re.compile(r"[0-9Xx]+[つ個枚点体回]?(?:から|まで|より|[をにがはでへも])")
#: what follows a number and its counter at a sentence's end: hiragana (`１個を取り除く。`), not `２つ。`
_COUNTED = re.compile(r"[0-9Xx]*[つ個枚点体回]?")
_HIRAGANA = re.compile("[\u3041-\u3096]")


def _no_stat(item: re.Match) -> bool:
    """Whether an item of a would-be stats line shows the line (`item.string`) to be a sentence, an ability: its label
    is a trigger's with a colon, the line's first (`強制レスポンス：屋上の情報屋をプレイした後`); its value goes on as a
    sentence with a particle (`計画１つから脅威を…`, `体力１を回復し`); or it ends the line with a Japanese sentence's
    verb and `。` (`脅威１個を取り除く。`). Japanese writes no blank between words, so an ability's `、` cut it into
    items of a stat's shape: such a line was a stats line (MC006 on `強制レスポンス`), the card's ability lost. One item
    not read of a stats line (`体力１４（プレイヤーごと）`, `ブースト ２つ`, `FOO two`, `SCH 2+`) is none: the line is
    stats, the item a note (MC006); rejecting the line on it had lost every stat of the line."""
    from ..language.head_leads import leading_trigger

    label, value = item.group("label"), unicodedata.normalize("NFKC", item.group("value"))
    if item.start() == 0 and any(mark in item.string[item.end("label"):item.start("value")] for mark in ":："):
        if _fold(label) not in _STAT_INDEX and leading_trigger(label.strip()) is not None:
            return True
    if _SENTENCE_PIECE.match(value):
        return True
    ending = item.end() == len(item.string.rstrip()) and value.endswith(("。", "."))
    return ending and _HIRAGANA.search(value, _COUNTED.match(value).end()) is not None


def _stats_line(line: Fragment, stats: dict, problems: list[Diagnostic], unread: list[Fragment] | None = None) -> bool:
    """Read `line` into `stats` if it is a stats line (see the module's docstring); whether it was. Each item whose
    value cannot be read (`SCH 2+`, `THW two`), or whose name is no stat's (`FOO 3`), is added to `unread`, as written: the card keeps it as a note, said as
    MC006 (it was said and dropped: the card printed `ATK 1 · HP 4`, the JSON had no trace of it)."""
    items = []
    start = 0
    blanks = False   # a separator of blanks alone (`Cost 2 ATK 1`): then every item must be a stat and its value
    for separator in itertools.chain(_SEPARATOR.finditer(line.text), (None,)):   # (lazily: most lines are no stats)
        blanks |= separator is not None and not separator.group().strip()
        end = separator.start() if separator is not None else len(line.text)
        # (a stat is a few words: a longer piece is none, and `_ITEM` is never tried on a long run of spaces)
        item = _ITEM.fullmatch(line.text, start, end) if end - start <= _ITEM_MOST else None
        if item is None:
            return False
        items.append(item)
        start = separator.end() if separator is not None else end
    if not any(_fold(item.group("label")) in _STAT_INDEX for item in items):
        return False
    if line.text.rstrip().endswith((".", "。")) and not any(_VALUE.fullmatch(unicodedata.normalize(
            "NFKC", item.group("value")).rstrip(".。 ")) for item in items):
        return False   # (`Energy form.`, `Mental form.`: a sentence that opens with a stat's name, a Markdown card's
        # first line read back; it was stats, the value `form.` not read, MC006, the ability lost. A value with its
        # full stop is still one, `ATK X · SCH X.`, `Cost X.`: stats, MC006 on `X.`)
    if any(_no_stat(item) for item in items):
        return False   # (`強制レスポンス：…した後、計画１つから…。`: an ability whose `、` cut it into items, one a stat's name)
    if blanks and not (all(_fold(item.group("label")) in _STAT_INDEX for item in items) and any(
            _VALUE.fullmatch(unicodedata.normalize("NFKC", item.group("value"))) for item in items)):
        return False   # (`Attack 2 enemies.`: a sentence, not stats; a value not read, `SCH 2+`, is the card's note)
    for item in items:
        label, value = item.group("label"), item.group("value")
        label_span = line.span(item.start("label"), item.end("label"))
        known = _STAT_INDEX.get(_fold(label))
        if known is None:
            guess = closest(_fold(label), list(_STAT_INDEX))
            if guess is None:
                problems.append(Diagnostic("MC006", Severity.WARNING,
                                           message("stat_unknown", word=label, known=_KNOWN_STATS), label_span))
            else:
                shown = _STAT_INDEX[guess][1]
                problems.append(Diagnostic("MC006", Severity.WARNING, message("stat_guess", word=label, guess=shown),
                                           label_span, suggestion=message("replace", word=label, guess=shown)))
            if unread is not None:   # (kept as written, a note as a value not read is: it was said and dropped)
                unread.append(line.slice(item.start(), item.end()))
            continue
        key = known[0]
        read = _VALUE.fullmatch(unicodedata.normalize("NFKC", value))
        if read is None:
            problems.append(Diagnostic("MC006", Severity.WARNING, message("stat_value", value=value, word=label, x="X", per_hero="[per_hero]"),
                                       line.span(item.start("value"), item.end("value"))))
            if unread is not None:
                unread.append(line.slice(item.start(), item.end()))
            continue
        if key in stats:
            problems.append(Diagnostic("MC006", Severity.WARNING, message("stat_twice", word=label), label_span))
        number = read.group("number")
        stats[key] = int(number) if number.isdigit() else ("X" if number in "Xx" else None)
        marks = read.group("marks").lower()
        if "*" in marks or "[star]" in marks:
            stats[f"{key}_star"] = True
        if "[per_hero]" in marks:
            stats[f"{key}_per_hero"] = True
    return True
