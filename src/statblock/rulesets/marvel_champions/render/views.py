"""Ability reference cards for Marvel Champions: one card a card, its abilities with the timing
trigger standing out, icons as symbols, in English or Japanese.

View models are built here; the templates (`templates/<format>/cards.*.j2`) only lay them out.
The card text is the card's, as printed: on Japanese cards the words the game prints in English stay
English and are marked 〔原文〕 (as Draw Steel's Japanese cards mark prose), while the parts the
ruleset knows (card types, triggers, labels, keywords, limits) read in Japanese.
"""

from __future__ import annotations

import re

from ....render.env import environment
from ....records import frozen
from ....soft_breaks import soft_join_text
from ..symbols import SYMBOLS

__all__ = ["AbilityView", "CardView", "card_views", "render_cards"]

_ICON = re.compile(r"\[(\w+)\]")
_LATIN = re.compile(r"[A-Za-z]{2}")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_TRAIT = re.compile(r"\[\[([^\[\]]++)\]\]")  # (no `[` inside: a run of `[` is scanned once)


def symbols(text: str) -> str:
    """`[energy]` as ⚡ and `[[Tech]]` as Tech; an icon nobody knows stays as written."""
    text = _TRAIT.sub(lambda m: m.group(1), text)
    return _ICON.sub(lambda m: SYMBOLS.get(m.group(1).lower(), m.group(0)), text)


def traits_line(traits, lang: str = "en") -> str:
    """The traits as the cards print them, each ending in its period: `Avenger. S.H.I.E.L.D.` (a trait that ends
    in its own period, an initialism, takes no second one: it was `S.H.I.E.L.D..`); Japanese with its full stop and no
    space, `アベンジャー。シールド。` (it was `アベンジャー.`)."""
    if lang == "ja":
        return "".join(t if t.endswith(("。", ".")) else f"{t}。" for t in traits)
    # (a trait written in Japanese keeps its own full stop on an English card, `自警団員。`: was `自警団員.`; two of
    # them with no blank between, as a paragraph's Japanese lines are joined, `soft_breaks.py`)
    return soft_join_text([t if t.endswith((".", "。")) else f"{t}。" if _JAPANESE.search(t[-1:]) else f"{t}."
                           for t in traits])


@frozen
class AbilityView:
    head: str               # the trigger as the card language says it (`強制レスポンス`), "" for constants
    kind: str               # constant, keyword, triggered: how much it stands out
    mandatory: bool
    text: str               # the rest, icons as symbols
    marked: bool = False    # English text on a Japanese card (〔原文〕)
    options: tuple[str, ...] = ()   # its bulleted options (`choose one:`), icons as symbols, without the bullet
    closing: str = ""       # what it says after its options (`(Max 1 per round.)`), icons as symbols; "" for none


@frozen
class CardView:
    name: str
    subtitle: str           # type and subname
    traits: str
    stats: str
    abilities: tuple[AbilityView, ...]


def card_views(cards, lang: str = "en", words=None) -> list[CardView]:
    """`cards`: `model.CompiledCard`s; `words`: the ruleset's vocabulary labels (see `labels`)."""
    from .labels import labels

    words = words or labels(lang)
    views = []
    for card in cards:
        kind = words.card_type(card.type) if card.type else ""
        kind = kind.title() if lang == "en" else kind
        subtitle = " — ".join(part for part in (kind, card.subname) if part)
        # (a stat not read, `SCH 2+`, kind `stats`, on the stats line as written: it was a line of its own, `■ SCH 2+`
        # under the legend's `■ mandatory`, `- SCH 2+` as `- Guard.` is, and read back as an ability)
        unread = [symbols(note.text) for note in getattr(card, "notes", ()) if note.kind == "stats"]
        stats = " · ".join(part for part in (symbols(words.stats(card.stats)), *unread) if part)
        abilities = _in_order(card, lang, words)
        views.append(CardView(card.name, subtitle, traits_line(card.traits, lang), stats, abilities))
    return views


def _ability(ability, lang: str, words) -> AbilityView:
    if ability.type == "keyword" or ability.type == "constant":
        head, rest = "", words.keywords(ability) or ability.text
    else:
        head = words.trigger(ability)
        rest = _after_trigger(ability)
    if ability.label and head:
        label = words.label(ability.label)
        head = f"{head}（{label}）" if lang == "ja" else f"{head} ({label})"
    if ability.lead and head:   # (a homebrew word before or inside the trigger, kept where it stands: MC116)
        head = _with_lead(head, ability.lead, ability.trigger)
    if ability.name and head:
        head = f"{ability.name} — {head}"
    if ability.star and head and not rest.lstrip().startswith("[star]"):
        # (a triggered ability's star, `[star] Forced Interrupt: …`, before its head as the card prints it: it was left
        # out, and the card read back had no star)
        head = f"{SYMBOLS['star']} {head}"
    rest = symbols(rest)
    marked = lang == "ja" and _LATIN.search(rest) is not None and _JAPANESE.search(rest) is None
    kind = "triggered" if head else ability.type
    options = tuple(symbols(option.text) for option in ability.options)
    if lang == "ja":   # English options on a Japanese card are marked as the ability's text is
        original = words.card_labels()["original"]
        options = tuple(f"{original}{o}" if _LATIN.search(o) and not _JAPANESE.search(o) else o for o in options)
    closing = symbols(getattr(ability, "closing", None) or "")
    if lang == "ja" and _LATIN.search(closing) and not _JAPANESE.search(closing):
        closing = f"{words.card_labels()['original']}{closing}"
    return AbilityView(head, kind, ability.mandatory, rest, marked, options, closing)


def _with_lead(head: str, lead: str, written: str) -> str:
    """The printed trigger `head` with the words `lead` where the head as `written` has them: after the trigger's
    known words that come first (`Forced Mission Response`, `強制ミッションレスポンス`: was `Mission Forced Response`, so
    the card read back said another head), when the printed trigger starts with them as written; else before it. A
    Japanese word is glued to its neighbours, as Japanese writes words (`ミッションレスポンス`), in either language.
    The words are where the reader found them (`head_leads.leading_trigger`), never an earlier piece of a word (`Hero
    Her Action`: was `Her Hero Action`, `Her` found in `Hero`)."""
    from ..language.head_leads import leading_trigger

    reading = leading_trigger(written)
    at = reading.at if reading is not None and reading.lead == lead else -1
    first = written[:at].strip() if at > 0 else ""
    if first and head[:len(first)].casefold() == first.casefold():
        rest = head[len(first):].lstrip()
        left = "" if _JAPANESE.search(first[-1]) and _JAPANESE.search(lead[0]) else " "
        return f"{head[:len(first)]}{left}{lead}{'' if _JAPANESE.search(lead[-1]) else ' '}{rest}"
    return f"{lead}{'' if _JAPANESE.search(lead[-1]) else ' '}{head}"


def _in_order(card, lang: str, words) -> tuple[AbilityView, ...]:
    """The card's abilities in their order, each note (`Contents: …`) before the first ability written after it; a stat
    not read (`SCH 2+`, kind `stats`) is none of them: it is on the stats line (`card_views`)."""
    notes = [note for note in getattr(card, "notes", ()) if note.kind != "stats"]
    out = []
    for ability in card.abilities:
        while notes and notes[0].span.start < ability.span.start:
            out.append(_note(notes.pop(0), lang))
        out.append(_ability(ability, lang, words))
    return tuple(out + [_note(note, lang) for note in notes])


def _note(note, lang: str) -> AbilityView:
    """A note (`Contents: …`) printed as the card prints it, where it is: no ability, nothing stands out."""
    text = symbols(note.text)
    marked = lang == "ja" and _LATIN.search(text) is not None and _JAPANESE.search(text) is None
    return AbilityView("", "note", True, text, marked)


_HEAD = re.compile(r"^[^:：]*[:：]\s*")


#: What follows a trigger as written up to its ability's words: a slash's second trigger, a label in brackets, Japanese
#: `に`, and its colon, or a comma for it, or nothing (`When Revealed/Defeated (Alter-Ego),`, `公開時に、`, `Action Deal`).
_AFTER_WRITTEN = re.compile(r"(?:[ \t]*[/／][^,、，:：(（]*)?(?:[ \t]*[(（][^()（）\n]{1,40}[)）])?(?:に)?[ \t]*"
                            r"(?:(?P<colon>[:：])|[,、，])?[ \t\u3000]*")


def _after_trigger(ability) -> str:
    """The ability's text after its name, trigger, label and colon (`Spider-Sense — Interrupt: …`); after the trigger
    and the comma written for its colon, or nothing, when it has none (`When Defeated, draw 1 card.`, `Action Deal 2
    damage …`: MC109; the card printed the trigger twice, `When Defeated: When Defeated, …`)."""
    at = ability.text.find(ability.trigger) if ability.trigger else -1
    if at >= 0:
        rest = _AFTER_WRITTEN.match(ability.text, at + len(ability.trigger))
        if not rest.group("colon"):
            return ability.text[rest.end():]
    match = _HEAD.match(ability.text)
    rest = ability.text[match.end():] if match else ability.text
    written = ability.text[:match.end()] if match else ""
    label = _LABEL_AFTER.match(rest) if ability.label and not re.search(r"[(（]", written) else None
    # (`Hero Action: (thwart): …`, the label after the colon: printed in the head, `Hero Action (thwart)`; it was printed
    # there and in the words, and the card read back had the label twice. A head with its label in it keeps what is
    # after its colon: `Hero Action (attack): (Spider-Man): …`, the qualifier was lost)
    return rest[label.end():] if label else rest


_LABEL_AFTER = re.compile(r"[(（][^()（）\n]{1,40}[)）][ \t]*[:：][ \t\u3000]*")


def render_cards(cards, fmt: str, lang: str = "en", page: str = "a4", size: str = "poker", progress=None,
                 warn=None, tally=None) -> bytes:
    """The file `statblock cards` writes for these cards (html, pdf, md, txt). HTML and PDF print them as
    the core's block cards (`blocks.py`), fitted to the card size, a long one continued on more cards, on
    sheets with crop marks; `progress`, `warn` and `tally` as for `render.decks.print_deck`."""
    from .labels import labels

    words = labels(lang)
    views = card_views(cards, lang, words)
    if fmt in ("html", "pdf"):
        from .blocks import print_blocks

        return print_blocks(cards, views, words.card_labels(), fmt, words.lang, page, size, words.title, progress,
                            warn, tally)
    template = environment(fmt, __package__).get_template(f"cards.{fmt}.j2")
    text = template.render(cards=views, lang=lang, labels=words.card_labels(), width=72, title=words.title)
    return text.encode("utf-8")
