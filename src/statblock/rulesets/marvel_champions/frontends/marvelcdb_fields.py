"""The fields of a MarvelCDB card object other than its text: its numbers, traits and type, as MarvelCDB gives them
and as homebrew data writes them.

MarvelCDB gives a card's numbers as JSON numbers, `true`/`false` or `null` (`"cost": 2`, `"is_unique": true`,
`"attack": null`), its traits as one string (`"Avenger. Tech."`) and its type as a code (`"type_code": "ally"`).
Homebrew data, written by hand or by other tools, writes some of them otherwise; what means the same is read so:

- a number in quotes (`"cost": "2"`), `"X"` (MarvelCDB's -1), `"true"`/`"false"` on a field of MarvelCDB's
  numbers or flags; a dash or nothing (`"attack": "-"`, `""`) is no value, as `null` is;
- traits as a list of words (`["Avenger", "Tech"]`), and the text as a list of paragraphs (`["Surge.",
  "<b>When Revealed</b>: …"]`);
- a type code cased or spaced otherwise (`"Hero"`, `"Side Scheme"`, `"alter-ego"`): MarvelCDB's code.

What cannot be read so is reported (MC010) and left out: a number field with words (`"cost": "two"`), a list with
what is no word (traits) or no text (the text), a text that is a number or an object, a type code that is none
of MarvelCDB's (with a did-you-mean when one is close). A field MarvelCDB
gives as text (`name`, `text`, `traits`, ...) that is `null` is no stat.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity
from ....frontends.json_text import JSONArray, JSONObject, string_fragment
from ...similarity import closest
from ..catalog import message

__all__ = ["card_stats", "card_text", "card_traits", "card_type"]

#: MarvelCDB's fields of numbers (besides a scheme's icons, `scheme_…`, and resources, `resource_…`).
_NUMBERS = frozenset({"cost", "attack", "thwart", "defense", "recover", "health", "hand_size", "scheme",
                      "base_threat", "threat", "escalation_threat", "attack_cost", "thwart_cost", "boost",
                      "deck_limit", "quantity", "position", "set_position"})
_NUMBER_PREFIXES = ("resource_", "scheme_")
#: MarvelCDB's flags: `is_unique`, `hidden`, `permanent`, `double_sided`, and a stat's `…_star`, `…_fixed`,
#: `…_per_hero`, `…_per_group` (a scheme's threat counted over groups of players: `"threat_per_group": true`).
_FLAGS = frozenset({"is_unique", "hidden", "permanent", "double_sided", "spoiler"})
_FLAG_SUFFIXES = ("_star", "_fixed", "_per_hero", "_per_group")
#: Fields MarvelCDB gives as text: never a stat, even when `null`.
_STRINGS = frozenset({"name", "subname", "text", "traits", "flavor", "back_text", "back_flavor", "back_name",
                      "type_code", "faction_code", "code", "pack_code", "set_code", "card_set_code", "illustrator",
                      "octgn_id", "duplicate_of", "back_link", "stage", "errata", "boost_text"})
_WHOLE = re.compile(r"\s*[-+]?\d{1,6}\s*")
_NONE = frozenset({"", "-", "—", "–", "null", "none"})
#: MarvelCDB's type codes (its `types.json`).
TYPE_CODES = ("hero", "alter_ego", "ally", "event", "upgrade", "support", "resource", "villain", "minion",
              "treachery", "main_scheme", "side_scheme", "player_side_scheme", "attachment", "environment",
              "obligation", "evidence_means", "evidence_motive", "evidence_opportunity", "leader")


def _kind(key: str) -> str | None:
    if key.endswith("_text"):   # text a stat prints (`scheme_text`: `scheme_` is no scheme icon's count here)
        return None
    if key in _FLAGS or key.endswith(_FLAG_SUFFIXES) and not key.startswith(_NUMBER_PREFIXES[0]):
        return "flag"
    if key in _NUMBERS or key.startswith(_NUMBER_PREFIXES):
        return "number"
    return None


def card_stats(source, item: JSONObject, problems: list[Diagnostic], card: str) -> dict:
    """The card's numbers and flags, by field, as given; read from words that mean one (see the module's doc)."""
    stats = {}
    for key, value in item.items():
        key = str(key)
        if value is None and key in _STRINGS:
            continue
        if value is None or isinstance(value, (bool, int, float)):
            stats[key] = value
            continue
        kind = _kind(key)
        if kind is None or not isinstance(value, str):
            continue
        read = _word(value, kind)
        if read is _UNREAD:
            at = item.value_starts[key]
            problems.append(Diagnostic("MC010", Severity.WARNING,
                                       message("field_not_number", field=key, value=value[:40], x="X", none="null")
                                       if kind == "number" else
                                       message("field_not_flag", field=key, value=value[:40], yes="true", no="false"),
                                       string_fragment(source, at).span(), card))
        else:
            stats[key] = read
    return stats


_UNREAD = object()


def _word(value: str, kind: str):
    """What a field's string means: a number, `"X"`, true/false, or None; `_UNREAD` when it is none of them."""
    word = value.strip()
    if word.lower() in _NONE:
        return None
    if kind == "flag":
        return {"true": True, "false": False}.get(word.lower(), _UNREAD)
    if _WHOLE.fullmatch(word):
        return int(word)
    return "X" if word in ("X", "x") else _UNREAD


def card_traits(source, item: JSONObject, problems: list[Diagnostic], card: str, split) -> tuple[str, ...]:
    """The card's traits: MarvelCDB's string (`Avenger. Tech.`, split by `split`), or a list of them."""
    value = item.get("traits")
    if isinstance(value, str):
        return split(value)
    if isinstance(value, JSONArray) and all(isinstance(v, str) for v in value):
        return tuple(t for v in value for t in split(v))
    if value is not None:
        at = item.value_starts["traits"]
        problems.append(Diagnostic("MC010", Severity.WARNING,
                                   message("field_not_traits", field="traits", example="Avenger. Tech."),
                                   source.span(at, at + 1), card))
    return ()


def _fold(code: str) -> str:
    return re.sub(r"[-\s]+", "_", code.strip().lower())


def card_type(source, item: JSONObject, problems: list[Diagnostic], card: str, key: str = "type_code") -> str | None:
    """The card's MarvelCDB type code (`item[key]`), read from a spelling of it (`Hero`, `Side Scheme`); an unknown
    one is reported and kept as written."""
    value = item.get(key)
    if not isinstance(value, str) or not value:
        return None
    if value in TYPE_CODES:
        return value
    at = item.value_starts[key]
    span = string_fragment(source, at).span()
    folded = _fold(value)
    if folded in TYPE_CODES:
        problems.append(Diagnostic("MC010", Severity.WARNING,
                                   message("type_code_variant", field=key, word=value, code=folded),
                                   span, card, message("replace", word=value, guess=folded)))
        return folded
    guess = closest(folded, list(TYPE_CODES))
    if guess is None:
        problems.append(Diagnostic("MC010", Severity.WARNING,
                                   message("type_code_unknown", field=key, word=value,
                                           known=", ".join(TYPE_CODES)), span, card))
        return value
    problems.append(Diagnostic("MC010", Severity.WARNING,
                               message("type_code_guess", field=key, word=value, code=guess),
                               span, card, message("replace", word=value, guess=guess)))
    return guess


def card_text(source, item: JSONObject, problems: list[Diagnostic], card: str, paragraphs_of) -> tuple:
    """The paragraphs of the card's `text` (`paragraphs_of`: the front-end's reader of one string), or of each
    string of a list of them."""
    value = item.get("text")
    if isinstance(value, str):
        return paragraphs_of(string_fragment(source, item.value_starts["text"]), problems, card) if value else ()
    if isinstance(value, JSONArray) and all(isinstance(v, str) for v in value):
        return tuple(p for at, v in zip(value.value_starts, value) if v
                     for p in paragraphs_of(string_fragment(source, at), problems, card))
    if value is not None:
        at = item.value_starts["text"]
        problems.append(Diagnostic("MC010", Severity.WARNING, message("field_not_text"), source.span(at, at + 1),
                                   card))
    return ()
