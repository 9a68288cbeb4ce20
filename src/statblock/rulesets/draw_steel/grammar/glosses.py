"""A gloss after a Japanese word of the game, as seed 000 writes one: the same word in English in brackets
(`減速 (slowed)`, `ターゲットを1スクエア押し戻す（push）`, `伏せ（prone）`), or the plainer Japanese word
the seed glosses a forced move with (`プル（引き）`, `スライド（滑り）`). A clause reads without it: the gloss
is blanked with spaces, so that every position in the clause is the same as written. A gloss naming
another word than the one before it (`減速 (prone)`) is no gloss, and is left where it is."""

from __future__ import annotations

import functools
import re

from ..vocabulary import vocabulary

# a bracketed word, then the end, a space, a bracket or a stop (`不利 (bane)を受ける`: mid-sentence, left)
_GLOSS = re.compile(r"\s*[(（]([^()（）/／]{1,24})[)）](?=$|[\s(（)）」、，,；;。.])")
# a count between the word and its gloss (`プッシュ 2 (push)`, `プル３マス（引き）`)
_COUNT = re.compile(r"[\s\d０-９]+(?:スクエア|マス)?\s*$")


@functools.cache
def _terms() -> tuple[dict[str, str], dict[str, tuple[str, ...]]]:
    """What a gloss may say (folded) -> its term's key; each key -> the Japanese words it may gloss."""
    rules = vocabulary()
    said: dict[str, str] = {}
    words: dict[str, tuple[str, ...]] = {}
    for category in (rules.conditions, rules.forced_moves, rules.riders):
        for term in category.terms.values():
            key = f"{category is rules.forced_moves}:{term.id}"
            for gloss in (*term.en, *term.extra.get("glosses", ())):
                said[gloss.lower()] = key
            words[key] = (*term.ja, *term.extra.get("verbs", ()), *term.extra.get("passive", ()))
    return said, words


def unglossed(text: str) -> str:
    """`text` with each gloss of the word before it blanked (`減速 (slowed) (EoT)` → `減速          (EoT)`)."""
    if "(" not in text and "（" not in text:
        return text
    said, words = _terms()
    out = text
    for found in _GLOSS.finditer(text):
        key = said.get(found.group(1).strip().lower())
        before = text[: found.start()].rstrip()
        if key is not None and (before.endswith(words[key]) or _COUNT.sub("", before).endswith(words[key])):
            out = out[: found.start()] + " " * (found.end() - found.start()) + out[found.end():]
    return out
