"""虚構侵蝕TRPG's diagnostic messages (Japanese and English) and codes.

Every key starts with `kyoko.`; `message()` adds this catalog to the core's the first time it is used.
Codes: KY0xx the language (items, powers, ［状態］), KY1xx the dice and checks, KY2xx the simulation
(scenarios, characters and events).
"""

from __future__ import annotations

from ...messages import CATALOG as _CORE, Message, msg

__all__ = ["CATALOG", "CODES", "message"]

CODES: dict[str, str] = {
    # ---- language (KY0xx) ----
    # ---- dice (KY1xx) ----
    # ---- simulation (KY2xx) ----
}

CATALOG: dict[str, dict[str, str]] = {
    # ---- language ----
    # ---- dice ----
    # ---- simulation ----
}


def message(key: str, /, **args) -> Message:
    """`msg` for a key of this catalog (`kyoko.` is added in front when missing)."""
    if not key.startswith("kyoko."):
        key = "kyoko." + key
    if key not in _CORE:
        for name, texts in CATALOG.items():
            _CORE.setdefault(name, texts)
    return msg(key, **args)
