"""Song of Blades and Heroes' diagnostic messages (English and Japanese) and codes.

Every key starts with `sbh.`; `message()` adds this catalog to the core's the first time it is used. The
messages are kept by job, joined into `CATALOG` here: reading a warband file (`catalog_language.py`), its own JSON
(`catalog_own_json.py`), the runtime's `odds`, `roll` and their help (`catalog_runtime.py`); the codes are
`catalog_codes.py`'s.
Codes: SH0xx reading warband files and profiles, SH1xx points and the rules' checks, SH2xx the runtime
(odds, rolls, spells).
"""

from __future__ import annotations

from ...messages import Localized, catalog_message
from .catalog_codes import CODES
from .catalog_language import LANGUAGE
from .catalog_own_json import OWN_JSON
from .catalog_runtime import RUNTIME

__all__ = ["CATALOG", "CODES", "COUNTED", "NOUNS", "amount", "message"]

#: Every message of the ruleset, by key: its own JSON's, reading a warband's, the runtime's.
CATALOG: dict[str, dict[str, str]] = {**OWN_JSON, **LANGUAGE, **RUNTIME}

#: `msg` for this catalog (`sbh.` is added in front of a key when missing).
message = catalog_message("sbh.", CATALOG)

#: The English nouns of the numbers in these messages, singular and plural. A Japanese message writes its
#: own counter (`ダイス {dice} 個`, `成功 {successes}`), so a number there is shown bare.
NOUNS: dict[str, tuple[str, str]] = {
    "action": ("action", "actions"), "die": ("die", "dice"), "failure": ("failure", "failures"),
    "model": ("model", "models"), "move": ("move", "moves"), "point": ("point", "points"),
    "success": ("success", "successes"),
}

#: The values of a roll's steps (`runtime.step.<kind>`) that are counts, and their nouns: the steps keep their
#: numbers (the roll's JSON shows them so), the text says `1 die`, `2 dice`.
COUNTED: dict[str, dict[str, str]] = {
    "rolled": {"dice": "die", "successes": "success", "failures": "failure"},
    "magic_lost": {"failures": "failure"},
    "power_capped": {"successes": "action"},
    "split": {"moves": "move"},
    "spell_given_up": {"moves": "move"},
    "moves_only": {"moves": "move"},
    "transfix_test": {"dice": "die", "failures": "failure"},
    "effect_ends": {"actions": "action"},
}


def amount(count: int | str, noun: str) -> Localized:
    """`1 die`, `2 dice` in English (`NOUNS`); the bare number in Japanese, whose messages write their counters.
    `count` may be digits as the user wrote them (`01` is one)."""
    one, many = NOUNS[noun]
    single = count == 1 if isinstance(count, int) else count.lstrip("0") == "1"
    return Localized({"en": f"{count} {one if single else many}", "ja": str(count)})
