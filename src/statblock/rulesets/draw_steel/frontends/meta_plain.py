"""The common `# meta:` values written and read without PyYAML's emitter and loader, exactly as they would.

A `# meta: key: value` line holds its value in YAML flow style (`authoring/native.py` writes it, `native.py`
reads it). Nearly every value a file carries is an integer, a word or two (`censor`, `Main action`, `1S`,
`Abilities/Censor/1st-Level Features`), such a word PyYAML would read as something else and so quotes (`'06'`,
`'null'`), or a list of these: PyYAML's emitter and loader (a twentieth of a millisecond each, over 40,000 lines
for the corpus read back from its JSON) are not needed for them, only its resolver, which says what a plain word
would be read as. Every other value goes to PyYAML. Both directions give what PyYAML gives, character for
character and value for value (tests/test_meta_plain.py holds them to it).
"""

from __future__ import annotations

import functools
import re

__all__ = ["plain_dump", "plain_load"]

# Words PyYAML writes plain or in single quotes, and reads back as written: a letter or digit first (no indicator),
# no flow indicator (`,[]{}`), no `:`, `#` or quote, no space at the end.
_WORD = r"[A-Za-z0-9](?:[A-Za-z0-9 _./()&+!-]*[A-Za-z0-9_./()&+!-])?"
_PLAIN = re.compile(_WORD)
_QUOTED = re.compile(rf"'({_WORD})'")
_ITEM = rf"(?:{_WORD}|'{_WORD}')"
_LIST = re.compile(rf"\[(?:{_ITEM}(?:, {_ITEM})*)?\]")
_INT = re.compile(r"-?(?:0|[1-9][0-9]{0,17})")
_STR = "tag:yaml.org,2002:str"


@functools.cache
def _resolver():
    import yaml  # (its resolver only: what a plain word is read as)

    return yaml.resolver.Resolver(), yaml.ScalarNode


def _tag(word: str) -> str:
    resolver, node = _resolver()
    return resolver.resolve(node, word, (True, False))


def _dumped(value) -> str | None:
    if type(value) is int:
        return str(value) if _INT.fullmatch(str(value)) else None
    if type(value) is not str or _PLAIN.fullmatch(value) is None:
        return None
    return value if _tag(value) == _STR else f"'{value}'"


def plain_dump(key: str, value) -> str | None:
    """`key: value` as PyYAML's flow style writes it, or None when PyYAML must write it."""
    if type(key) is not str or _PLAIN.fullmatch(key) is None or _tag(key) != _STR:
        return None
    if type(value) is list and value:
        items = [_dumped(item) if type(item) is str else None for item in value]
        return None if None in items else f"{key}: [{', '.join(items)}]"
    dumped = _dumped(value)
    return None if dumped is None else f"{key}: {dumped}"


def _loaded(text: str) -> tuple[bool, object]:
    if _INT.fullmatch(text):
        return True, int(text)
    quoted = _QUOTED.fullmatch(text)
    if quoted is not None:
        return True, quoted.group(1)
    if _PLAIN.fullmatch(text) is None:
        return False, None
    # (a float, a date, true, null, an octal or sexagesimal number: PyYAML reads it)
    return (True, text) if _tag(text) == _STR else (False, None)


def plain_load(text: str) -> tuple[str, object] | None:
    """The (key, value) PyYAML reads from `{text}`, for the values `plain_dump` writes; else None."""
    key, sep, value = text.partition(": ")
    if not sep or _PLAIN.fullmatch(key) is None or _tag(key) != _STR:
        return None
    if value.startswith("[") and _LIST.fullmatch(value):
        items = []
        for item in value[1:-1].split(", ") if value != "[]" else ():
            read, loaded = _loaded(item)
            if not read or type(loaded) is not str:
                return None
            items.append(loaded)
        return key, items
    read, loaded = _loaded(value)
    return (key, loaded) if read else None
