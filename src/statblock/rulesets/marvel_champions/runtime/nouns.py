"""Noun phrases of events and trigger conditions, in English and Japanese: who or what they name.

A phrase reads as one or more `Noun` alternatives (`a minion or side scheme` is two). A noun is a
role: `you`, the ability's own card (`self`: `this minion`, `here`, the card's own name), the card
it is attached to (`attached`), a card by name, a class of cards (`an enemy`: villains and
minions), or `unknown` when the words are none of these; the runtime then says the condition
needs a judgement rather than guessing.

Classes are MarvelCDB type codes (`villain`, `minion`, `main_scheme`, ...), as `CompiledCard.type`
and `Target.card_types` hold them.
"""

from __future__ import annotations

import re
import unicodedata

from ..names import trim_name
from ....records import frozen

__all__ = ["CLASSES", "ENCOUNTER_TYPES", "VILLAIN_PLACE", "IDENTITY_TYPES", "PLAYER_TYPES", "Noun", "fold", "read_noun"]

IDENTITY_TYPES = frozenset({"hero", "alter_ego"})
PLAYER_TYPES = frozenset({"hero", "alter_ego", "ally", "event", "upgrade", "support", "resource"})
#: The cards that stand in the villain's place: a villain, and a leader (Civil War's villain-side identities: a
#: villain's stats and stages, an enemy the players attack; no villain, so no `the villain` of card text names one)
VILLAIN_PLACE = frozenset({"villain", "leader"})
ENCOUNTER_TYPES = frozenset({"villain", "leader", "main_scheme", "side_scheme", "player_side_scheme", "minion",
                             "treachery", "attachment", "environment", "obligation"})
_SCHEMES = frozenset({"main_scheme", "side_scheme", "player_side_scheme"})
_CHARACTERS = frozenset({"hero", "alter_ego", "ally", "villain", "leader", "minion"})
_ENEMIES = frozenset({"villain", "leader", "minion"})

#: A class noun (singular, as written after the article) → the card types it names. English and
#: Japanese; the seed's own words (悪役, 手下, 計画, 英雄, 味方, 分身) and the common katakana.
CLASSES: dict[str, frozenset[str]] = {
    "villain": frozenset({"villain"}),
    "minion": frozenset({"minion"}),
    "enemy": _ENEMIES,
    "scheme": _SCHEMES,
    "side scheme": frozenset({"side_scheme", "player_side_scheme"}),
    "main scheme": frozenset({"main_scheme"}),
    "hero": frozenset({"hero"}),
    "alter-ego": frozenset({"alter_ego"}),
    "identity": IDENTITY_TYPES,
    "player": IDENTITY_TYPES,
    "team": IDENTITY_TYPES,   # (Civil War's teams of players: `the enemy team`, `your team`)
    "ally": frozenset({"ally"}),
    "character": _CHARACTERS,
    "friendly character": frozenset({"hero", "alter_ego", "ally"}),
    "card": PLAYER_TYPES | ENCOUNTER_TYPES,
    "encounter card": ENCOUNTER_TYPES,
    "boost card": ENCOUNTER_TYPES,
    "player card": PLAYER_TYPES,
    "treachery": frozenset({"treachery"}),
    "treachery card": frozenset({"treachery"}),
    "attachment": frozenset({"attachment"}),
    "upgrade": frozenset({"upgrade"}),
    "support": frozenset({"support"}),
    "event": frozenset({"event"}),
    "obligation": frozenset({"obligation"}),
    "environment": frozenset({"environment"}),
    "resource": frozenset({"resource"}),
    # Japanese
    "悪役": frozenset({"villain"}), "ヴィラン": frozenset({"villain"}),
    "ミニオン": frozenset({"minion"}), "手下": frozenset({"minion"}),
    "敵": _ENEMIES,
    "計画": _SCHEMES, "スキーム": _SCHEMES,
    "サイドスキーム": frozenset({"side_scheme", "player_side_scheme"}),
    "サイド計画": frozenset({"side_scheme", "player_side_scheme"}),
    "メインスキーム": frozenset({"main_scheme"}), "メイン計画": frozenset({"main_scheme"}),
    "プレイヤーサイド計画": frozenset({"player_side_scheme"}),
    "ヒーロー": frozenset({"hero"}), "英雄": frozenset({"hero"}),
    "分身": frozenset({"alter_ego"}),
    "アイデンティティ": IDENTITY_TYPES, "プレイヤー": IDENTITY_TYPES, "チーム": IDENTITY_TYPES,
    "味方": frozenset({"ally"}),
    "キャラクター": _CHARACTERS,
    "味方のキャラクター": frozenset({"hero", "alter_ego", "ally"}),
    "カード": PLAYER_TYPES | ENCOUNTER_TYPES,
    "遭遇カード": ENCOUNTER_TYPES, "ブーストカード": ENCOUNTER_TYPES,
    "プレイヤーカード": PLAYER_TYPES,
    "トレチャリー": frozenset({"treachery"}), "裏切り": frozenset({"treachery"}),
    "アタッチメント": frozenset({"attachment"}),
    "アップグレード": frozenset({"upgrade"}),
    "サポート": frozenset({"support"}),
    "イベント": frozenset({"event"}),
    "義務": frozenset({"obligation"}),
    "環境": frozenset({"environment"}),
    "リソース": frozenset({"resource"}),
}

_PLURALS = {"enemies": "enemy", "allies": "ally", "villains": "villain", "minions": "minion", "schemes": "scheme",
            "heroes": "hero", "characters": "character", "players": "player", "cards": "card",
            "identities": "identity", "treacheries": "treachery"}

_EVERY = re.compile(r"^(?:each|every|all)\s")
_ARTICLE = re.compile(r"^(?:a|an|the|any|one|another|each)\s+")
_TRAIT = re.compile(r"\[\[([^\[\]]++)\]\]\s*")  # (no `[` inside: a run of `[` is scanned once)
_YOURS_AFTER = re.compile(r"(?<!\s)\s++(?:you control|under your control|controlled by you)$")
_SELF = re.compile(r"^(?:this|this card|this form|here|itself|this (?:\w+(?:[ -]\w+)?))$")
_SELF_JA = re.compile(r"^(?:この(?:カード|.+)|ここ|自身)$")
_ATTACHED = re.compile(r"^attached(?:\s+(\w+(?:[ -]\w+)?))?$")
_ATTACHED_JA = re.compile(r"^(?:装着された|アタッチされた|付けられた)(.*)$")
_YOU = {"you", "your hero", "your identity", "your alter-ego", "yourself", "あなた", "あなたのヒーロー",
        "あなたのアイデンティティ", "あなた自身"}


@frozen
class Noun:
    """One reading of a noun phrase."""

    role: str                                  # you, self, attached, name, class, unknown
    types: frozenset[str] = frozenset()        # class (and attached, when it says `attached minion`)
    name: str | None = None                    # name: the card's name as written
    traits: tuple[str, ...] = ()               # `[[Avenger]] ally`
    yours: bool = False                        # `an ally you control`, `your ally`
    text: str = ""
    every: bool = False                        # `each minion`, `the boost cards`: every card it names, not one


def fold(text: str) -> str:
    """A phrase as compared: NFKC, lower case, straight quotes, single spaces."""
    text = unicodedata.normalize("NFKC", text).replace("’", "'").replace("‘", "'")
    return " ".join(text.lower().split())


def read_noun(phrase: str, is_name=None) -> tuple[Noun, ...]:
    """The readings of `phrase` (already folded or not). `is_name(text)` says whether a text is the
    name of a known card (names are tried before classes, so `Rhino` is the card and a card named
    `The Hood` keeps its article)."""
    text = trim_name(fold(phrase))
    if not text:
        return ()
    whole = _one(text, is_name)
    if whole.role != "unknown":
        return (whole,)
    parts = re.split(r"\s+or\s+|\s*または\s*", text)
    if len(parts) > 1:
        readings = []
        head = parts[0]
        for index, part in enumerate(parts):
            reading = _one(part, is_name)
            if reading.role == "unknown" and index:  # `a minion or side scheme`: the article is shared
                reading = _one(_article_of(head) + part, is_name)
            readings.append(reading)
        return tuple(readings)
    return (whole,)


def _article_of(text: str) -> str:
    found = _ARTICLE.match(text)
    return found.group() if found else ""


def _one(text: str, is_name) -> Noun:
    original = text
    every = _EVERY.match(text) is not None or bool(text.split()) and text.split()[-1] in _PLURALS
    if is_name is not None and is_name(text):
        return Noun("name", name=text, text=original)
    if text in _YOU:
        return Noun("you", text=original)
    if _SELF.match(text) or _SELF_JA.match(text):
        return Noun("self", text=original)
    attached = _ATTACHED.match(text)
    if attached:
        word = attached.group(1)
        return Noun("attached", types=CLASSES.get(word, frozenset()) if word else frozenset(), text=original)
    attached = _ATTACHED_JA.match(text)
    if attached:
        return Noun("attached", types=CLASSES.get(attached.group(1).strip("のに"), frozenset()), text=original)
    yours = False
    if text.startswith("your "):
        text, yours = text[5:], True
    elif text.startswith("あなたの"):
        text, yours = text[4:], True
    else:
        text = _ARTICLE.sub("", text)
    after = _YOURS_AFTER.search(text)
    if after:
        text, yours = text[: after.start()], True
    if text.startswith("あなたがコントロールする"):
        text, yours = text[len("あなたがコントロールする"):], True
    if is_name is not None and is_name(text):
        return Noun("name", name=text, text=original)
    traits = tuple(t.strip() for t in _TRAIT.findall(text))
    text = _TRAIT.sub("", text).strip()
    if text.startswith("friendly ") and text[9:] in ("character", "characters"):
        text = "friendly character"
    words = text.split()
    if words and words[-1] in _PLURALS:   # `boost cards`, `side schemes`
        text = " ".join((*words[:-1], _PLURALS[words[-1]]))
    types = CLASSES.get(text)
    if types is None:
        return Noun("unknown", text=original)
    return Noun("class", types=types, traits=traits, yours=yours, text=original, every=every)
