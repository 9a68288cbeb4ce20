"""What an ability means, apart from how it was written: the yardstick of fmt and convert.

`meaning(ability)` is the `parse` JSON of a compiled ability without what
depends on the file or the spelling of a label: path, line, column, input
format, the icon before a monster feature's name (YAML keeps it beside the feature), tier ranges (`<=11` and `≤11` are both tier 1) and the colon and the
letter case of a power roll header as written (`Power roll + Might:` is
`Power Roll + Might`: the roll's characteristics compare by their ids). Labels and one-line fields, canonical and as
written (the JSON's `written` objects), compare with their spaces collapsed.
Everything else (names, costs, keywords, distance, every effect, every
verbatim text, metadata) must be equal.

`loose=True` also collapses spaces and line breaks in flavor and section
text: Markdown joins the lines of a paragraph, so a wrapped native section
comes back from Markdown as one line.

`without_wording(meaning)` also leaves out what `convert --lang` spells in
another language: every `written` object, the action type, distance and roll
header, the labels of sections of a known kind, how many effects each tier clause holds, the spelling kept in effects
(the words of `No effect`, a verb, of which only whether it regains counts, the capital of a creature named at a
sentence's start); a target and a numbered tag (`Villain
Action 1`) compare by what they name.
"""

from __future__ import annotations

import collections
import functools
import json
import re
import typing
import unicodedata

import attrs

from ..vocabulary import vocabulary
from ..runtime.compiled import CompiledAbility
from ..runtime.effects import Effect, as_said, regains
from ..serialize import ability_json

__all__ = ["differences", "meaning", "without_wording", "word_changes"]

_SPACES = re.compile(r"\s+")


def _one_line(text):
    return _SPACES.sub(" ", text).strip() if isinstance(text, str) else text


def _roll(roll: dict | None) -> dict | None:
    if roll is None:
        return None
    # `Power Roll+Might:` and `Power Roll + Might` say the same: the label's spacing is spelling, and
    # so is its width (`パワーロール＋筋力：`, which `fmt` writes `パワーロール + 筋力:`) and its letter case
    # (`Power roll + Might:`, which `fmt` writes `Power Roll + Might:`; the characteristics and the bonus
    # it names are compared by their ids and numbers, as a verb's case and a sentence's capital are)
    label = unicodedata.normalize("NFKC", _one_line(roll["written"]["label"])).rstrip(":")
    label = "".join(label.split()).casefold()
    for said in ("2d10", "roll"):  # `2d10 + Might:`, `Roll + Might:`, which `fmt` writes `Power Roll + Might:`
        if label.startswith(said + "+"):
            label = "powerroll" + label[len(said):]
    written = {**roll["written"], "label": label}
    return {**roll, "written": written,
            "tiers": [{k: v for k, v in tier.items() if k not in ("range", "written")} for tier in roll["tiers"]]}


def _section(section: dict, text) -> dict:
    body = section["text"]
    if section["kind"] == "power_roll":  # a second power roll: its text is its header
        body = _one_line(body).rstrip(":：").strip()
    return {**section, "label": _one_line(section["label"]), "text": text(body), "power_roll": _roll(section["power_roll"]),
            "written": {key: _one_line(value) for key, value in section["written"].items()}}


def _placed_roll(placed: dict) -> dict:
    """An entry of `power_rolls` without its position; where it sits stays (the section by index)."""
    roll = {k: v for k, v in placed.items() if k not in ("at", "section", "line", "column")}
    section = placed["section"]
    return {"at": placed["at"], "section": None if section is None else section["index"], **_roll(roll)}


def meaning(ability: CompiledAbility, loose: bool = False) -> dict:
    data = ability_json(ability)
    for key in ("path", "line", "column", "format", "icon"):
        data.pop(key, None)
    data["power_rolls"] = [_placed_roll(placed) for placed in data["power_rolls"]]
    for key in ("name", "action_label", "target", "tag"):
        data[key] = _one_line(data[key])
    if data["distance"] is not None:
        data["distance"] = {**data["distance"], "text": _one_line(data["distance"]["text"])}
    # keywords and cost compare by their ids (the formatter spells them canonically); the rest as written
    data["written"] = {key: _one_line(value) for key, value in data["written"].items()
                       if key not in ("keywords", "cost")}
    data["power_roll"] = _roll(data["power_roll"])
    text = _one_line if loose else (lambda t: t)
    data["flavor"] = text(data["flavor"])
    data["trigger"] = text(data["trigger"])
    data["sections"] = [_section(s, text) for s in data["sections"]]
    return data


# What each kind of effect keeps of its spelling only (fields out of its equality: the words of
# `No effect`, a sentence's verb, ...): a language says these in its own words.
_SPELLING = {kind.kind: frozenset(field.name for field in attrs.fields(kind) if not field.eq)
             for kind in typing.get_args(Effect)}
# ... and what a field's spelling means where that is part of equality: a verb that regains (`regains`,
# `回復する`) against one that gains (`gains`, `得る`); a creature named at a sentence's start (`The target gains 5
# temporary Stamina`) against within one (`ターゲットは…`, which Japanese, having no capitals, reads `the target`)
_MEANT = {kind.kind: {field.name: field.eq_key for field in attrs.fields(kind) if field.eq_key in (regains, as_said)}
          for kind in typing.get_args(Effect)}


def _effect_without_wording(effect: dict) -> dict:
    meant = _MEANT[effect["kind"]]
    effect = {k: meant[k](v) if k in meant else v for k, v in effect.items() if k not in _SPELLING[effect["kind"]]}
    if "effects" in effect:
        effect["effects"] = [_effect_without_wording(e) for e in effect["effects"]]
    if "options" in effect:
        effect["options"] = [[_effect_without_wording(e) for e in option] for option in effect["options"]]
    return effect


def _roll_without_wording(roll: dict | None) -> dict | None:
    if roll is None:
        return None
    # (how many effects each clause holds is wording too: a Japanese sentence may say in one what was two)
    tiers = [{**{k: v for k, v in tier.items() if k != "clauses"},
              "effects": [_effect_without_wording(e) for e in tier["effects"]]} for tier in roll["tiers"]]
    return {**{k: v for k, v in roll.items() if k not in ("label", "written")}, "tiers": tiers}


def _tag(tag: str | None):
    # `Villain Action 2`: the words and the number at the end, found in linear time
    text = tag or ""
    digits = len(text) - len(text.rstrip("0123456789"))
    if not digits or digits > 100:
        return tag
    term = vocabulary().action_types.lookup(text[:-digits].rstrip())
    return (term.id, int(text[-digits:])) if term is not None else tag


def without_wording(meaning: dict) -> dict:
    """A `meaning` without the spelling of what the vocabulary names (see the module's docstring)."""
    data = {k: v for k, v in meaning.items() if k not in ("action_label", "written")}
    if data["distance"] is not None and data["distance"]["parts"]:
        data["distance"] = {k: v for k, v in data["distance"].items() if k != "text"}
    target = vocabulary().targets.lookup(data["target"]) if data["target"] else None
    data["target"] = target.id if target is not None else data["target"]
    data["tag"] = _tag(data["tag"])
    data["power_roll"] = _roll_without_wording(data["power_roll"])
    sections = []
    for section in data["sections"]:
        section = {**{k: v for k, v in section.items() if k != "written"},
                   "power_roll": _roll_without_wording(section["power_roll"])}
        if section["kind"] not in ("other", "text", "test"):
            section.pop("label")
        if section["kind"] == "power_roll":
            section.pop("text")  # a second roll's header
        sections.append(section)
    data["sections"] = sections
    data["power_rolls"] = [_roll_without_wording(placed) for placed in data["power_rolls"]]
    return data


def differences(before: dict, after: dict, path: str = "") -> list[str]:
    """Where two meanings differ, as `key.path: before != after` lines (empty when equal)."""
    if isinstance(before, dict) and isinstance(after, dict):
        out = []
        for key in sorted(set(before) | set(after), key=str):
            out.extend(differences(before.get(key), after.get(key), f"{path}.{key}" if path else str(key)))
        return out
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        out = []
        for index, (a, b) in enumerate(zip(before, after)):
            out.extend(differences(a, b, f"{path}[{index}]"))
        return out
    if before == after:
        return []
    if isinstance(before, list) and isinstance(after, list):   # (`sections: 3 items != 4 items`)
        return [f"{path}: {_items(len(before))} != {_items(len(after))}"]
    return [f"{path}: {_shown(before)} != {_shown(after)}"]


def _items(count: int) -> str:
    return f"{count} item" if count == 1 else f"{count} items"


def _shown(value, longest: int = 80) -> str:
    """A value of a meaning as the JSON a user reads (`"Melee 1"`, `null`, `{"kind": "other", …}`), cut short: a
    Python repr (`{'kind': 'other', …}`, `None`) of a whole section was printed before."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= longest else text[:longest - 1] + "…"


# Words the canonical layout may drop or add: field labels become rows, tier labels and potency
# strengths get one spelling, `Signature Ability` is written `Signature`, the keyword cell of an ability
# without keywords is written `-` (`ー`, the long-vowel mark a Japanese keyboard types for a dash, and なし:
# `phrases.nothing`).
DROPPABLE = frozenset({"keywords", "keyword", "type", "action", "usage", "distance", "target", "targets",
                       "flavor", "flavour", "cost", "ability", "アビリティ", "以下", "以上", "avg", "ー", "なし", "none", "無し"})
ADDABLE = frozenset({"weak", "average", "strong", "keywords", "target", "type", "signature"})


_WORD = re.compile(r"\d+|(?:[^\W\d_]|[\u0300-\u036f])+")  # (a combining mark in a word: `İ` lowered is i and a dot)


def _words(text: str) -> collections.Counter:
    return collections.Counter(_WORD.findall(unicodedata.normalize("NFKC", text).lower()))


def _as_written(text: str, keys) -> dict[str, str]:
    """Each of `keys` (words as `_words` counts them: folded to NFKC, lower case) as `text` first writes it (`Grab`,
    `ＤＡＭＡＧＥ`), or as the key where no one word of the text is it."""
    keys, found = set(keys), {}
    for word in _WORD.findall(text) if keys else ():
        key = unicodedata.normalize("NFKC", word).lower()
        if key in keys and key not in found:
            found[key] = word
            if len(found) == len(keys):
                break
    return {key: found.get(key, key) for key in keys}


def word_changes(before: str, after: str) -> tuple[dict, dict]:
    """(lost, gained): words of `before` missing from `after` and new ones, beyond what layout may change, each as the
    text that has it writes it (`Grab`, not `grab`: what the user wrote; counted in any case and width)."""
    lost = _words(before) - _words(after)
    gained = _words(after) - _words(before)
    labels = _label_words()
    lost = {w: n for w, n in lost.items() if w not in DROPPABLE and w not in labels}
    gained = {w: n for w, n in gained.items() if w not in ADDABLE and w not in labels}
    spelled, added = _as_written(before, lost), _as_written(after, gained)
    return {spelled[w]: n for w, n in lost.items()}, {added[w]: n for w, n in gained.items()}


@functools.cache
def _label_words() -> frozenset[str]:
    """The words of the labels a header field or a statblock statistic may be written under, in either
    language (`キーワード：…`, `距離：…`, `免疫：毒 5`), and of a statblock's Japanese tag: the layout writes
    them as rows, or under the one label it prints (`無効化`), and a meaning that changed is caught by comparing
    the meanings."""
    from ..frontends.statblocks import field_labels  # noqa: PLC0415
    from ..vocabulary import vocabulary  # noqa: PLC0415

    rules = vocabulary()
    spellings = [s for term in rules.categories["fields"].terms.values() for s in (*term.en, *term.ja)]
    spellings += list(field_labels(rules))
    # a Japanese statblock's tag is written as the vocabulary's first (`(ステータスブロック)` → `(スタッツ・ブロック)`),
    # with `・` or without it, as a tag is read
    spellings += [t for s in rules.card_words.terms["statblock"].ja for t in (s, s.replace("・", ""))]
    return frozenset(w for s in spellings for w in _words(s))
