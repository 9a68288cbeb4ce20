"""One lowered effect and where its words are in the sentence that was lowered (`effects.lower_effects`)."""

from __future__ import annotations

from ..model import Effect
from ....records import frozen

__all__ = ["Part"]


@frozen
class Part:
    """One lowered effect with where its words are in the text that was lowered."""

    effect: Effect
    start: int
    end: int
    target_start: int = -1
    alternative: bool = False   # joined to the part before it by `or`: one of them is done, not both
    verb: int = -1              # where its verb is (after a subject or an adverb: `The villain attacks`,
                                # `instead heal`), -1 where no English verb was found (Japanese, `text`)
