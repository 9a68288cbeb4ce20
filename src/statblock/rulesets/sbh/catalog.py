"""Song of Blades and Heroes' diagnostic messages (English and Japanese) and codes.

Every key starts with `sbh.`; `message()` adds this catalog to the core's the first time it is used.
Codes: SH0xx reading warband files and profiles, SH1xx points and the rules' checks, SH2xx the runtime
(odds, rolls, spells).
"""

from __future__ import annotations

from ...messages import CATALOG as _CORE, Message, msg

__all__ = ["CATALOG", "CODES", "message"]

CODES: dict[str, str] = {
    # ---- language (SH0xx, SH1xx) ----
    # ---- runtime (SH2xx) ----
}

CATALOG: dict[str, dict[str, str]] = {
    # ---- language ----
    # ---- runtime ----
}


def message(key: str, /, **args) -> Message:
    """`msg` for a key of this catalog (`sbh.` is added in front when missing)."""
    if not key.startswith("sbh."):
        key = "sbh." + key
    if key not in _CORE:
        for name, texts in CATALOG.items():
            _CORE.setdefault(name, texts)
    return msg(key, **args)
