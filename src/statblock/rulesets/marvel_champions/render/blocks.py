"""Marvel Champions' ability reference cards as the core's block cards: fitted to the chosen card size
and printed on sheets with crop marks (`render.decks`), as Draw Steel's are. A triggered ability's
trigger is a badge (■ mandatory, ▷ optional, as the text cards mark them)."""

from __future__ import annotations

from ....render.blocks import STYLE, Block, BlockCard, fit_blocks
from ....render.decks import print_deck
from ....render.sizes import CARD_SIZES
from ....terminal import printable

__all__ = ["CONTINUED", "block_cards", "print_blocks"]

CONTINUED = {"en": "continued", "ja": "続き"}


def _block(ability, original: str, colon: str) -> Block:
    # `〔原文〕When …`: no space after the closing bracket, as Japanese writes one (and Draw Steel's cards do)
    text = f"{original}{ability.text}" if ability.marked and original else ability.text
    if ability.head:
        # (the trigger's colon in its badge, as the cards and the txt cards print it: `▷ Hero Action: …`; the words a
        # browser copies, `■ Forced Response After …`, had read back with no timing, no condition, and MC109)
        mark = "■" if ability.mandatory else "▷"
        return Block(text, f"{mark} {ability.head}{colon.rstrip()}", "mandatory" if ability.mandatory else "optional",
                     badge=True)
    return Block(text, None, ability.kind)


def _blocks(ability, original: str, colon: str) -> tuple[Block, ...]:
    """An ability's block, then one block per bulleted option of it, then one of what it says after them."""
    closing = (Block(ability.closing, None, "constant"),) if ability.closing else ()
    return (_block(ability, original, colon), *(Block(f"• {option}", None, "option") for option in ability.options), *closing)


def block_cards(cards, views, labels: dict[str, str]) -> list[BlockCard]:
    """A block card per card (`model.CompiledCard`) and its view (`views.CardView`)."""
    return [BlockCard(view.name, card.code, " · ".join(p for p in (view.subtitle, view.traits) if p) or None,
                      view.stats or None, tuple(b for a in view.abilities for b in _blocks(a, labels["original"], labels["colon"])),
                      None, f"{printable(card.span.path)}:{card.span.line}")
            for card, view in zip(cards, views)]


def print_blocks(cards, views, labels: dict[str, str], fmt: str, lang: str, page: str, size: str, title: str,
                 progress=None, warn=None, tally=None) -> bytes:
    """The HTML or PDF of the cards."""
    card_size = CARD_SIZES.get(size)
    continued = CONTINUED.get(lang, CONTINUED["en"])

    def fit(view: BlockCard, room) -> list[BlockCard]:
        return fit_blocks(view, card_size, lang, continued, room)

    return print_deck(block_cards(cards, views, labels), fit, __package__, fmt, title, lang, page, size, STYLE,
                      {"continued": continued}, progress, warn, tally)
