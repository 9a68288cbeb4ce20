"""Whether a line of an ability's flavor ends a sentence (`ends_as_a_sentence`): the lines under an ability's name
that are no other kind are its flavor for sure when they end as a sentence (`grammar.assemble._judge_flavor`).
(`sentences.py` is another thing: the AST of a sentence of rules.)"""

from __future__ import annotations

__all__ = ["ends_as_a_sentence"]

_SENTENCE_ENDS = frozenset(".!?。！？…")
_CLOSERS = "\"'”’」』)）"
_SPEAKER_MARKS = frozenset("—―–")


def ends_as_a_sentence(words: str) -> bool:
    """Whether a line of flavor ends a sentence: its last mark (`.`, `。`, `?`) before closing quotes or brackets, or
    before a closing note in brackets (`… ends it. (see p. 12)`); a line of its speaker (`—Korva`, `――コルヴァ`); a
    Japanese line ending in kana of a verb or ending (`押し戻す`, `だった`), as one may be written without `。`."""
    if words[:1] in _SPEAKER_MARKS or words[:2] == "--":
        return True
    bare = words.rstrip(_CLOSERS)
    if bare[-1:] in _SENTENCE_ENDS:
        return True
    if words[-1:] in ")）":
        opening = max(words.rfind("("), words.rfind("（"))
        if opening > 0 and words[:opening].rstrip()[-1:] in _SENTENCE_ENDS:
            return True
    return "\u3041" <= bare[-1:] <= "\u309f"   # (hiragana)
