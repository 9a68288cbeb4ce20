"""Where the effects of a Japanese sentence start: past the words that open it and are no clause of an effect, kept
in the sentence's words.

- a row's key in parentheses (`(1) カードを1枚引く。`, a table's row after its lead-in, as English `(1) Draw 1 card.`: was
  text);
- what an additional cost is paid for (`syntax.additional_cost`: `プレイヤーが攻撃、阻止、または防御するための追加コストとして、…`,
  as English `As an additional cost for a player to attack, thwart, or defend, …`: its verbs are none done, its commas
  end no clause);
- a stat change with no verb of its own before a comma (`攻撃力+3、彼女の攻撃はオーバーキルを得る`: a table's row after
  `以下を得る：`, as English `+3 ATK and her attacks gain overkill.` after `she gets:`): no clause, its verb is the lead-in's;
  the clause after it is read (it was text with it). Only when the sentence read from its start gives no effect
  (`攻撃力+2、報復1を得る` is a stat and a keyword gained, both).
"""

from __future__ import annotations

import functools
import re

from .japanese import COMMA, ja_words

__all__ = ["effects_start", "past_verbless_stat"]


#: A key in parentheses opening a sentence, its words blanked (`(1) `, `（1）`: `effects.mask`)
_KEY = re.compile(r" ?[(（]_{1,8}[)）] ?")


def effects_start(blanked: str, end: int) -> int:
    """Where a sentence's effects start past a row's key and an additional cost's opening (`blanked`: its words with
    parentheses and quotes blanked, up to `end`), 0 when it has neither."""
    key = _KEY.match(blanked, 0, end)
    start = key.end() if key is not None and key.end() < end else 0
    for word in ja_words("additional_cost"):
        at = blanked.find(word, start, end)
        after = at + len(word)
        if at >= 0 and blanked[after:after + 1] in COMMA and blanked[after:after + 1]:
            return after + 1
    return start


@functools.cache
def _verbless_stat(stat_changes: str) -> re.Pattern:
    return re.compile(rf" ?(?:{stat_changes}) ?[{COMMA}] ?")


def past_verbless_stat(blanked: str, start: int, end: int, stat_changes: str) -> int | None:
    """Where the words after a verbless stat change and its comma at `start` start (`stat_changes`: the pattern of
    stats each with a signed amount), or None when there is none or nothing after it."""
    stat = _verbless_stat(stat_changes).match(blanked, start, end)
    return stat.end() if stat is not None and stat.end() < end else None
