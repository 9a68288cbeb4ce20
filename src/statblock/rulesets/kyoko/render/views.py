"""Item and fiction power cards for 虚構侵蝕TRPG, and a reference card of the fourteen ［状態］ (what each
does, how it ends), in Japanese or English. The effect text is the card's, as written."""

from __future__ import annotations

import re
import unicodedata

from ....messages import msg
from ....render.env import environment
from ..language.reference import HEADINGS, LABELS, TITLES, entries   # (the reference's words, which its reader knows)
from ..vocabulary import category, lookup
from ....terminal import printable
from ....records import frozen

__all__ = ["WORDS", "CardView", "ConditionView", "card_views", "condition_views", "render_cards"]

_LATIN = re.compile(r"[A-Za-z]")
WORDS = {
    "ja": {"title": TITLES["ja"], "use": "使用", "target": "対象", "effect": "効果",
           "reference": HEADINGS["ja"], "does": LABELS["ja"][0], "ends": LABELS["ja"][1], "continued": "続き",
           "changes": "能力値修正"},
    "en": {"title": TITLES["en"], "use": "Use", "target": "Target", "effect": "Effect",
           "reference": HEADINGS["en"], "does": LABELS["en"][0], "ends": LABELS["en"][1], "continued": "continued",
           "changes": "Stat changes"},
}


@frozen
class CardView:
    name: str
    kind: str
    use: str
    target: str
    effect: str
    source: str = ""   # "path:line"
    details: tuple[tuple[str, str], ...] = ()   # (label, value): `種別`, `武器`, in the card's order
    again: tuple[tuple[str, str], ...] = ()     # (label, value) of a field written twice, its second (KY004), as written


@frozen
class ConditionView:
    name: str
    does: str
    ends: str


def _word(category: str, key: str | None, lang: str) -> str:
    if key is None:
        return ""
    term = lookup(category, key)
    return term.label(lang) if term is not None else key


def _target(written: str | None, lang: str) -> str:
    """A card's target in `lang` where it is a word of the vocabulary's `card_targets` (`単体` → `Single`), else as
    written."""
    if not written:
        return ""
    term = lookup("card_targets", written)
    if term is None or written.strip() in (term.ja if lang == "ja" else term.en):
        return written   # (a word of the card's language as the author wrote it: `自分` stays `自分`)
    return term.label(lang)


def _details(card, lang: str) -> tuple[tuple[str, str], ...]:
    """An item's data as label and value; its category (種別) in `lang` (from its kind when `刀（武器）`), its range read
    in `lang` (as written when it is written in Japanese and shown in Japanese), the others as written."""
    shown = []
    for detail in card.details:
        text = detail.text
        if detail.field == "category":
            term = lookup("categories", text)
            text = term.label(lang) if term is not None else text
        elif detail.field == "range" and (lang != "ja" or not _in_japanese(text)) and card.range is not None \
                and card.range.kind is not None:   # (`Range: Sight` is `視界` in Japanese: a range in Japanese is as written)
            text = _range_word(card.range, lang)
        shown.append((_word("fields", detail.field, lang), text))
    # the author's own lines, as written (KY036); a field's second (KY004) is printed after the effect
    shown += [(note.label, note.text) for note in card.notes if not note.again]
    if card.category is not None and not any(d.field == "category" for d in card.details):
        shown.insert(0, (_word("fields", "category", lang), _word("categories", card.category, lang)))
    changes = card.stat_changes()
    if changes:   # `【装備ＨＰ】＋３` read from the effect text: the changes it makes, in `lang`
        shown.append((WORDS[lang]["changes"], ("、" if lang == "ja" else ", ").join(_change(c, lang) for c in changes)))
    return tuple(shown)


def _in_japanese(text: str) -> bool:
    """Whether a value is written in Japanese (`２エリア`, `視界`, `２`): not in ASCII, and no English words in any width
    (`２ areas` and `Ｓｉｇｈｔ` are English, as `2 areas` and `Sight`)."""
    return not text.isascii() and _LATIN.search(unicodedata.normalize("NFKC", text)) is None


def _change(change, lang: str) -> str:
    """A stat change as a card shows it: `【装備ＨＰ】+3`, `Armor HP +3`; as written when it was not read whole."""
    if change.stat is None or change.change is None:
        return change.text
    term = category("abilities").terms.get(change.stat)
    name = term.label(lang) if term is not None else change.stat
    return f"【{name}】{change.change:+d}" if lang == "ja" else f"{name} {change.change:+d}"


def _range_word(found, lang: str) -> str:
    """A range read, in `lang` (`2エリア` is `2 areas` in English; a word its label)."""
    if found.kind == "areas":
        return "1 area" if found.areas == 1 and lang != "ja" else msg("kyoko.range_areas_word", n=found.areas).render(lang)
    return _word("ranges", found.kind, lang)


def _uses(card, lang: str) -> str:
    """The card's use type in `lang`; alternatives (`行動／割込`) each, between slashes; the words in parentheses after
    it as written (`行動（攻撃）`, `Action (攻撃)`), each after the use type it was written after (`行動（攻撃）／割込（防御）`;
    words after the last of several, or after no use type read, at the end)."""
    words = [_word("uses", use, lang) for use in card.uses] if len(card.uses) > 1 else [_word("uses", card.use, lang)]
    if not words[0]:
        return ""
    notes: list[list[str]] = [[] for _ in words]
    written = [] if card.use_note is None else [(card.use_note_after, card.use_note)]
    for after, note in (*written, *card.more_use_notes):
        at = card.uses.index(after) if len(words) > 1 and after in card.uses else len(words) - 1
        notes[at].append(note.text)
    opening, closing = ("（", "）") if lang == "ja" else (" (", ")")
    said = [word + "".join(f"{opening}{note}{closing}" for note in kept) for word, kept in zip(words, notes)]
    return ("／" if lang == "ja" else " / ").join(said)


def card_views(cards, lang: str) -> list[CardView]:
    return [CardView(card.name, _word("kinds", card.kind, lang), _uses(card, lang), _target(card.target, lang),
                     card.effect_layout(), f"{printable(card.span.path)}:{card.span.line}", _details(card, lang),
                     tuple((note.label, note.text) for note in card.notes if note.again))
            for card in cards]


def condition_views(lang: str) -> list[ConditionView]:
    return [ConditionView(name, does, ends) for name, does, ends in entries(lang)]


def render_cards(cards, fmt: str, lang: str = "ja", page: str = "a4", size: str = "poker", progress=None,
                 warn=None, tally=None) -> bytes:
    """The file `statblock cards` writes (html, pdf, md, txt): the cards, then the ［状態］ reference card.
    HTML and PDF print them as the core's block cards (`blocks.py`), fitted to the card size and laid out
    on sheets with crop marks; `progress`, `warn` and `tally` as for `render.decks.print_deck`."""
    lang = lang if lang in WORDS else "ja"
    words = WORDS[lang]
    if fmt in ("html", "pdf"):
        from .blocks import print_blocks

        return print_blocks(card_views(cards, lang), condition_views(lang), words, fmt, lang, page, size, progress,
                            warn, tally)
    template = environment(fmt, __package__).get_template(f"cards.{fmt}.j2")
    colon = "：" if lang == "ja" else ": "  # (a Japanese card's full-width colon; an English one's own)
    text = template.render(cards=card_views(cards, lang), conditions=condition_views(lang), words=words, lang=lang,
                           width=72, title=words["title"], colon=colon)
    return text.encode("utf-8")
