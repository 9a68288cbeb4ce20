"""SB165: an immunity or weakness entry with no value (`Weakness: Acid 5, fire`).

By the rules an immunity or a weakness is a number of damage taken off or added (`fire weakness 5`); an entry
written with none was kept with no value, and a roll against the creature changed no damage for it, with no
word. An entry takes the value of the entry after it in a list that shares one (`Cold, fire, or lightning 5`),
and a value said otherwise (a characteristic's letter, `Sonic R`; words in brackets after it) is no slip, so
only an entry that no later entry of its list gives a number to, in a list where others have theirs, is said, at
the entry, as a warning (a list of types alone, `Psychic`, is kept as written and says nothing).
"""

from __future__ import annotations

import unicodedata

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....messages import Localized, msg
from ....vocabulary import Vocabulary
from ..frontends.statblocks import Statblock
from ..runtime.statblocks import list_joiner, split_list, split_modifier, split_note

__all__ = ["valueless_modifiers"]

_FIELDS = (("immunity", "what.immunity"), ("weakness", "what.weakness"))


def valueless_modifiers(block: Statblock, source: SourceFile, rules: Vocabulary) -> list[Diagnostic]:
    out = []
    for field, what in _FIELDS:
        entries = [list_joiner(part)[1] for part in split_list(block.fields.get(field))]
        valued = [_has_value(entry, rules) for entry in entries]
        whole = block.spans.get(field)
        after = whole.start if whole is not None else 0
        for number, entry in enumerate(entries):
            kind = entry.strip()
            if whole is not None and kind:
                found = source.text.find(kind, after, whole.end)
                after = found + len(kind) if found >= 0 else after
            if not kind or valued[number] or any(valued[number + 1:]) or not any(valued):
                # (`Cold, fire, or lightning 5`: the list's last value is each entry's; a type alone, `Psychic`, in a
                # list of no values is kept as written, as before: only a value missing beside others is said)
                continue
            if whole is None or whole.source is not source or found < 0:
                span = block.name_span if block.name_span is not None else source.span(block.anchor, block.anchor)
            else:
                span = source.span(found, found + len(kind))
            term = rules.damage_types.lookup(kind)
            # (the type as the reader's language names it, as a statblock of theirs writes it: `Fire 5`, `火 5`)
            example = Localized({"en": f"{term.label('en').capitalize()} 5", "ja": f"{term.label('ja')} 5"}) \
                if term is not None else f"{kind} 5"
            out.append(Diagnostic("SB165", Severity.WARNING, msg("statblock.no_value", what=msg(what), entry=kind),
                                  span, block.name, msg("statblock.no_value_fix", example=example)))
    return out


def _has_value(entry: str, rules: Vocabulary) -> bool:
    """Whether an entry gives its value: a number (`Fire 5`), a characteristic's letter (`Sonic R`), or words in
    brackets after it (`Attuned damage type 3 (see Elementally Attuned)`)."""
    head, note = split_note(entry)
    if note is not None:
        return True
    words = head.split()
    if split_modifier(head.strip())[1] is not None:
        return True
    letters = rules.characteristic_letters()
    for word in (unicodedata.normalize("NFKC", w).strip("+") for w in words[1:]):
        if (len(word) == 1 and word.upper() in letters) or word.lower() in _ALL:
            return True
    return False


# a value in words: `Corruption all`, every point of that damage
_ALL = frozenset({"all", "全て", "すべて"})
