"""The words of a clause without what joins it to the next one at its end (`Deal 1 damage, and then`: `Deal 1
damage`): the words an effect or a cost is read from, once `clauses.clause_starts` has cut a sentence."""

from __future__ import annotations

__all__ = ["without_trailing"]

#: The words that join a clause to the next; `to` before the effect a payment is made for (`clauses._purposes`).
_TRAILING_WORDS = ("and", "or", "then", "to", "as well as")


def without_trailing(words: str) -> str:
    """`words` without what joins it to the next clause at its end: spaces, `,`, `;` and the words `and`,
    `or`, `then` (`Deal 1 damage, and then` is `Deal 1 damage`). Walked back from the end: linear on any
    run of spaces (an expression anchored at the end was tried from every position)."""
    end = len(words)
    while True:
        while end and words[end - 1].isspace():
            end -= 1
        if end and words[end - 1] in ",;":
            end -= 1
            continue
        for word in _TRAILING_WORDS:
            start = end - len(word)
            if start >= 0 and words.startswith(word, start) and (start == 0 or not _word_char(words[start - 1])):
                end = start
                break
        else:
            return words[:end]


def _word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"

