"""虚構侵蝕TRPG's cards as the core's block cards: each item or fiction power card, then the ［状態］
reference, fitted to the chosen card size and printed on sheets with crop marks (`render.decks`)."""

from __future__ import annotations

from ....render.blocks import STYLE, Block, BlockCard, fit_blocks
from ....render.decks import print_deck
from ....render.env import display_width
from ....render.sizes import CARD_SIZES

__all__ = ["block_cards", "print_blocks"]

#: Where the reference card's words come from, for a warning that names it.
REFERENCE_SOURCE = "kyoko/vocabulary.toml"


def _colon(lang: str) -> str:
    return "：" if lang == "ja" else ":"


def _nested(line: str) -> str:
    """An effect's line as its paragraph: its words, after an ideographic space (one em, which HTML keeps and the fit
    measures) for each two columns it is indented by (`  - …` under an item, `\u3000・…`, a tab as 4): a list inside
    a list item stays inside it. Before, every line was stripped, and an inner list read as more of the outer."""
    words = line.strip()
    own = display_width(line[:len(line) - len(line.lstrip())].expandtabs(4))
    return "\u3000" * min((own + 1) // 2, _DEEPEST) + words


#: The deepest a line is indented on a card, in ems (an author's 40 spaces would leave a narrow card no room).
_DEEPEST = 4


def block_cards(cards, conditions, words: dict[str, str], lang: str) -> list[BlockCard]:
    """A block card per card view (`views.CardView`), its effect a paragraph a line, then one for the
    reference of the ［状態］ (`views.ConditionView`), a paragraph each."""
    colon = _colon(lang)
    out = []
    for card in cards:
        blocks = [Block(value, f"{label}{colon}", "detail") for label, value in card.details]
        if card.use:
            blocks.append(Block(card.use, f"{words['use']}{colon}", "use"))
        if card.target:
            blocks.append(Block(card.target, f"{words['target']}{colon}", "target"))
        lines = [_nested(line) for line in card.effect.split("\n") if line.strip()] or [""]
        blocks += [Block(line, f"{words['effect']}{colon}" if index == 0 else None, "effect")
                   for index, line in enumerate(lines)]
        blocks += [Block(value, f"{label}{colon}", "detail") for label, value in card.again]
        out.append(BlockCard(card.name, card.kind or None, None, None, tuple(blocks), None, card.source))
    reference = tuple(Block(f"{words['does']}{colon}{c.does}　{words['ends']}{colon}{c.ends}" if lang == "ja"
                            else f"{words['does']}: {c.does} {words['ends']}: {c.ends}", c.name, "condition")
                      for c in conditions)
    out.append(BlockCard(words["reference"], None, None, None, reference, None, REFERENCE_SOURCE))
    return out


def print_blocks(cards, conditions, words: dict[str, str], fmt: str, lang: str, page: str, size: str,
                 progress=None, warn=None, tally=None) -> bytes:
    """The HTML or PDF of the cards and the reference."""
    card_size = CARD_SIZES.get(size)

    def fit(view: BlockCard, room) -> list[BlockCard]:
        return fit_blocks(view, card_size, lang, words["continued"], room)

    return print_deck(block_cards(cards, conditions, words, lang), fit, __package__, fmt, words["title"], lang,
                      page, size, STYLE, {"continued": words["continued"]}, progress, warn, tally)
