"""Marvel Champions' diagnostic messages, in English and Japanese, and its diagnostic codes.

Every key starts with `marvel_champions.`; `message()` adds this catalog to the core's the first
time it is used (the registry adds it too, when the ruleset is loaded). Codes: MC0xx the front-ends
(files, JSON, markup), MC1xx the language (triggers, keywords, costs, targets), MC2xx the runtime
(game states and events).
"""

from __future__ import annotations

from ...messages import CATALOG as _CORE, Message, msg

__all__ = ["CATALOG", "CODES", "message"]

CODES: dict[str, str] = {
    # ---- front-ends (MC0xx) ----
    # ---- language (MC1xx) ----
    # ---- runtime (MC2xx) ----
}

CATALOG: dict[str, dict[str, str]] = {
    # ---- front-ends ----
    # ---- language ----
    # ---- runtime ----
}


def message(key: str, /, **args) -> Message:
    """`msg` for a key of this catalog (`marvel_champions.` is added in front when missing)."""
    if not key.startswith("marvel_champions."):
        key = "marvel_champions." + key
    if key not in _CORE:
        for name, texts in CATALOG.items():
            _CORE.setdefault(name, texts)
    return msg(key, **args)
