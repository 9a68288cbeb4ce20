"""The reports of a sentence's condition with no effect after it, or one run on into its effect (MC114), and what is
read of it: `bare_read` (`If you cannot attach to the villain.`), `comma_read` (a period moment's comma left out,
`At the end of your turn draw 1 card.`), `bare_timing_read` (`After the villain attacks.`) and `bare_japanese_read`
(`…アタッチできない場合。`). Each reports on the paragraph `p` and gives the condition read (`sentences.Body`)."""

from __future__ import annotations

import re

from ....diagnostics import Severity
from ..catalog import message
from ..vocabulary import vocabulary
from .lone_conditions import missing_comma

__all__ = ["bare_japanese_read", "bare_read", "bare_timing_read", "comma_read"]


def bare_read(p, words: str, condition: str, offset: int) -> str:
    """A condition with no effect after it (MC114), reported with what to write: read as the comma it surely lacks
    says (`If you cannot, attach to the villain.`: the condition `If you cannot`), when `missing_comma` tells where;
    else as written (a sentence of a condition alone, its verbs no effect)."""
    at = missing_comma(condition)
    if at is None:
        end = len(words.rstrip())
        p.report("MC114", Severity.WARNING, message("language.bare_condition", condition=condition),
                 offset, offset + end, message("language.add_effect", condition=condition))
        return condition
    word = re.search(r"\S+$", words[:at]).group()
    fixed = words[:at] + "," + words[at:].rstrip()
    p.report("MC114", Severity.WARNING, message("language.missing_comma", condition=condition, word=word,
                                                fixed=fixed),
             offset + at - len(word), offset + at, message("language.write", fixed=fixed))
    return words[:at]


def comma_read(p, words: str, condition: str | None, at: int, offset: int, said_as: str = "moment_comma",
               comma: str = ",", word: str | None = None) -> str:
    """A period moment whose comma is left out, its condition run on into the effect (MC114, `At the end of your
    turn draw 1 card, then …`): read as the comma `moment_comma` puts says, with the advice to write it so (its
    first effect was read into the condition, in silence). `said_as` `condition_comma`: a clause's comma left out
    (`When the villain attacks you you may discard 1 card`, `run_on.clause_comma`); `comma` the one to write (`、`
    after a Japanese timing word `word`, `lone_conditions.japanese_clause_comma`)."""
    word = word or re.search(r"\S+$", words[:at]).group()
    fixed = words[:at] + comma + _after_comma(words[at:], comma)
    said = condition if condition is not None else words.split(".", 1)[0]
    p.report("MC114", Severity.WARNING, message("language." + said_as, condition=said, word=word, fixed=fixed),
             offset + at - len(word), offset + at, message("language.write", fixed=fixed))
    return words[:at]


def bare_timing_read(p, condition: str, offset: int) -> str:
    """An English sentence that is a timing condition alone (`After the villain attacks.`, MC114), as `bare_read`
    reports an `if` one: its verbs are no effect (`attacks` was typed an attack)."""
    p.report("MC114", Severity.WARNING, message("language.bare_condition", condition=condition),
             offset, offset + len(condition), message("language.add_effect", condition=condition))
    return condition


def bare_japanese_read(p, words: str, condition: str, at: int | None, offset: int) -> str:
    """A Japanese condition with no effect after it (MC114), as `bare_read` reports an English one: with the comma it
    lacks after `場合` when effects follow it (read as that comma says), else as written."""
    if at is None:
        p.report("MC114", Severity.WARNING, message("language.bare_condition", condition=condition),
                 offset, offset + len(words.rstrip()),
                 message("language.add_effect_japanese", condition=condition))
        return condition
    word = next(w for t in ("if", "when", "after") for w in vocabulary().timings.terms[t].ja if condition.endswith(w))
    fixed = words[:at] + "、" + _after_comma(words[at:], "、")
    p.report("MC114", Severity.WARNING, message("language.missing_comma", condition=condition, word=word,
                                                fixed=fixed),
             offset + at - len(word), offset + at, message("language.write", fixed=fixed))
    return condition


def _after_comma(rest: str, comma: str) -> str:
    """The words after a comma put in, as the advice writes them: a Japanese `、` takes no space after it (`…した時、1ダメ
    ージを与える`, where a space typed before the effect was kept: `時、 1ダメージ`); an English comma the space written."""
    return rest.strip() if comma == "、" else rest.rstrip()
