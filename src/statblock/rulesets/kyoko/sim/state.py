"""A 虚構侵蝕TRPG character's state during a simulation: 【ＨＰ】, 【装備ＨＰ】 and ［状態］.

Condition ids are the seed's Japanese names (`CONDITIONS`). Some conditions can be held several
times at once from different effects (［崩壊n］, ［再生n］): each instance is kept with its source,
and only the highest n is applied (`rules.applied`).
"""

from __future__ import annotations

import unicodedata

import attrs

from ..vocabulary import conditions as _vocabulary_conditions
from ....messages import Localized
from ....records import define

__all__ = ["ALIASES", "CONDITIONS", "ENGLISH", "Condition", "State", "condition_id", "named"]

#: The fourteen ［状態］ of the seed, in the seed's order.
CONDITIONS = ("瀕死", "死亡", "萎縮", "気絶", "硬直", "憎悪", "散漫", "崩壊", "隠密", "高揚", "再生", "集中", "搭乗", "飛行")

#: English names (our own, not the rulebook's: those of `vocabulary.toml`, `Decay`, `Hidden`…) a scenario
#: may write instead, lower case.
ALIASES = {name.lower(): info.ja[0] for info in _vocabulary_conditions().values() for name in info.en}

#: The English name a report shows after a condition: its first in `vocabulary.toml`.
ENGLISH = {info.ja[0]: info.en[0] for info in _vocabulary_conditions().values()}


def named(label: str) -> Localized:
    """A condition as a message names it: `［崩壊3］` in Japanese, in English by our name (as the English cards name
    it), `[Decay 3]`, `[Hatred/使用者]` (the target as written)."""
    inner = label.strip("［］")
    cid = next((c for c in CONDITIONS if inner.startswith(c)), None)
    if cid is None:
        return Localized({"en": label, "ja": label})
    rest = inner[len(cid):]
    english = ENGLISH[cid] + (f"/{rest[1:]}" if rest.startswith("／") else f" {rest}" if rest else "")
    return Localized({"en": f"[{english}]", "ja": label})


def condition_id(word: str) -> str | None:
    """The id of the condition `word` names (Japanese or an English alias), or None."""
    word = unicodedata.normalize("NFKC", word).strip().strip("[]").strip()
    if word in CONDITIONS:
        return word
    return ALIASES.get(word.lower())


@define
class Condition:
    id: str
    n: int | None = None            # ［崩壊n］［再生n］
    target: str | None = None       # ［憎悪／対象］
    source: str | None = None       # the effect that gave it
    constant: bool = False          # ［再生］ from a 「使用：常時」 effect
    restraint: str | None = None    # ［硬直］ while physically restrained: "簡単" (3) or "厳重" (5)
    removal: str | None = None      # ［崩壊］ whose removal the GM set: no 〈頑健〉 check, unless…
    easy_cause: bool = False        # …its cause is an outer one easily removed: the check is made
    ordinary: bool = True           # ［気絶］ that ordinary means can lift
    dying: bool = False             # ［気絶］ forced by ［瀕死］

    def label(self) -> str:
        """As the rulebook writes it: ［崩壊3］, ［憎悪／使用者］."""
        inner = self.id + (str(self.n) if self.n is not None else "") + (f"／{self.target}" if self.target else "")
        return f"［{inner}］"

    def to_json(self) -> dict:
        found = {"id": self.id, "label": self.label()}
        for name in ("n", "target", "source", "restraint", "removal"):
            if getattr(self, name) is not None:
                found[name] = getattr(self, name)
        if self.constant:
            found["constant"] = True
        if self.easy_cause:
            found["easy_cause"] = True
        if self.id == "気絶":
            found["from_dying"] = self.dying
            found["ordinary"] = self.ordinary
        return found


@define
class State:
    hp_max: int
    hp: int
    armor_max: int
    armor: int
    conditions: list[Condition] = attrs.Factory(list)
    treatment_used: bool = False    # ［治療］ done since 【ＨＰ】 last decreased
    repair_used: bool = False       # ［修理］ done since 【装備ＨＰ】 last decreased

    def has(self, cid: str) -> bool:
        return any(c.id == cid for c in self.conditions)

    def get(self, cid: str) -> list[Condition]:
        return [c for c in self.conditions if c.id == cid]

    def drop(self, condition: Condition) -> None:
        self.conditions = [c for c in self.conditions if c is not condition]

    def snapshot(self) -> dict:
        return {"hp": self.hp, "hp_max": self.hp_max, "armor_hp": self.armor, "armor_hp_max": self.armor_max,
                "conditions": [c.to_json() for c in sorted(self.conditions, key=_order)],
                "treatment_used": self.treatment_used, "repair_used": self.repair_used}

    def labels(self) -> list[str]:
        return [c.label() for c in sorted(self.conditions, key=_order)]


def _order(condition: Condition):
    return CONDITIONS.index(condition.id), -(condition.n or 0)
