"""Reading a scenario file (TOML; docs/kyoko.md "シナリオ（sim）").

Keys may be English or Japanese (Japanese keys are quoted in TOML: `"装備ＨＰ" = 5`); full-width
letters and digits and the brackets 【】〈〉［］ are read as the plain ones. Every mistake is a
`Diagnostic` with the line and column of the key or value at fault.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata

import attrs

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....fileio import read_utf8_source
from ....messages import Listing, Localized
from ...similarity import closest
from ..catalog import message
from ..vocabulary import category, cause, condition_list, difficulty_range, lookup, suggest, variant
from .events import Event
from .keys import (BY_KEYS, BY_NEEDS, CHARACTER, CHOICES, CONTESTS, EVENT_KEYS, KINDS, KIND_KEYS, NEEDED,
                   RESTRAINTS, ROLES, RULES, SIZES, TOP, WHO)
from .state import ALIASES, CONDITIONS, ENGLISH, condition_id, named
from .values import TableReader, both, plain, show
from ....records import define

__all__ = ["Character", "Scenario", "load_scenario", "read_scenario"]

MAX_BYTES = 1024 * 1024


#: A scenario's condition (`崩壊 2`, `憎悪/ゾンビ`), fullmatched: the name ends at its last non-blank before the n, the
#: slash or the end, and each run of blanks after it is taken once (a lazy name before `\s*(?:-?\d+)?\s*` split a run
#: of blanks inside the name every way: cubic, 2,000 spaces took 33 s)
_CONDITION = re.compile(r"(?P<name>[^\d/-](?:[^\d/-]*[^\d/\s-])?)\s*+(?P<n>-?\d+)?\s*+(?:(?P<slash>/)\s*+(?P<target>.*))?")
#: a condition with words after its n (`崩壊2点`, `再生3回`, `Decay 2 pts`), told its n alone (as KY010 of a card)
_N_TAIL = re.compile(r"(?P<name>[^\d/]{1,20}?)\s*(?P<n>\d{1,3})\s*(?:点|回|ポイント|pts?|points?)\.?", re.IGNORECASE)
#: what stands between the skills of a check written with several (`〈意志〉〈頑健〉`, `意志・頑健`, `Will or Toughness`)
_SKILLS_APART = re.compile(r"〉\s*〈|[・、,/+&]|\s+(?:or|and)\s+|と|か|または", re.IGNORECASE)
_DICE = re.compile(r"(?P<dice>\d{1,3})\s*d\s*(?P<size>\d{1,3})")
N_RANGE = (1, 999)   # the n of ［崩壊n］ and ［再生n］, as the card language's (vocabulary.toml [limits.n])


@define
class Character:
    name: str = ""
    hp_max: int = 1
    hp: int = 1
    armor_max: int = 0
    armor: int = 0
    sense: int | None = None
    skills: dict = attrs.Factory(dict)      # 〈技能〉 -> (dice, size)


@define
class Scenario:
    source: SourceFile
    seed: int = 0
    character: Character = attrs.Factory(Character)
    rules: dict = attrs.Factory(dict)
    events: list = attrs.Factory(list)
    character_path: tuple = ("character",)


def load_scenario(path: str):
    """(Scenario or None, diagnostics) for the file `path`."""
    source, problems = read_utf8_source(path, MAX_BYTES)
    return (None, problems) if source is None else read_scenario(source)


def read_scenario(source: SourceFile):
    """(Scenario or None, diagnostics) for the text of `source`; None when it is not TOML."""
    from ....frontends.toml_reasons import toml_place
    from ....frontends.toml_text import MAX_KEY_PARTS, bare_key, long_dotted_key

    long_key = long_dotted_key(source.text)  # tomllib takes the square of a key's parts: refused first
    if long_key is not None:
        reason = message("sim.error.long_key", parts=MAX_KEY_PARTS)
        return None, [Diagnostic("KY201", Severity.ERROR, message("sim.error.not_toml", reason=reason),
                                 source.span(long_key.start(), long_key.end()))]
    try:
        data = tomllib.loads(source.text)
    except tomllib.TOMLDecodeError as error:
        reason, offset = toml_place(str(error), source.text)   # (in each message's language)
        bare = bare_key(source.text, str(error))
        if bare is not None:  # `装備ＨＰ = 5`: TOML takes a key in Japanese only in quotes
            reason = message("sim.error.quote_key", key=bare[1])
        return None, [Diagnostic("KY201", Severity.ERROR, message("sim.error.not_toml", reason=reason),
                                 source.span(offset, offset))]
    except (RecursionError, ValueError) as error:
        # arrays or tables nested past Python's recursion limit, or an integer past its 4,300 digits
        why = "sim.error.too_deep" if isinstance(error, RecursionError) else "sim.error.too_long"
        return None, [Diagnostic("KY201", Severity.ERROR, message("sim.error.not_toml", reason=message(why)),
                                 source.span(0, 0))]
    reader = _Reader(source)
    scenario = reader.scenario(data)
    return scenario, reader.diagnostics


class _Reader(TableReader):
    """The parts of a scenario, each checked (`TableReader`: its keys and values)."""

    def scenario(self, data: dict) -> Scenario:
        scenario = Scenario(self.source)
        top = self.keys(data, TOP, ())
        if "seed" in top:
            scenario.seed = self.number(top["seed"][0], top["seed"][1], 0, 2**63 - 1) or 0
        if "character" not in top:
            self.report("KY207", (), "sim.error.missing", key=_named("character"))
        elif self.kind(top["character"][0], "table", top["character"][1]):
            scenario.character = self.character(*top["character"])
            scenario.character_path = top["character"][1]
        if "rules" in top and self.kind(top["rules"][0], "table", top["rules"][1]):
            scenario.rules = self.rules(*top["rules"])
        if "events" in top and self.kind(top["events"][0], "list", top["events"][1]):
            for index, item in enumerate(top["events"][0]):
                path = (*top["events"][1], index)
                if self.kind(item, "table", path):
                    event = self.event(item, path)
                    if event is not None:
                        scenario.events.append(event)
        return scenario

    def character(self, table: dict, at: tuple) -> Character:
        fields = self.keys(table, CHARACTER, at)
        character = Character()
        if "name" in fields and self.kind(fields["name"][0], "text", fields["name"][1]):
            character.name = fields["name"][0]
        if "hp" not in fields:
            self.report("KY207", at, "sim.error.missing", key=_named("hp"), at_key=True)
        else:
            character.hp_max = self.number(*fields["hp"], 1, 999) or 1
        character.hp = character.hp_max
        if "hp_start" in fields:
            found = self.number(*fields["hp_start"], -character.hp_max, character.hp_max)
            character.hp = character.hp if found is None else found
        if "armor_hp" in fields:
            character.armor_max = self.number(*fields["armor_hp"], 0, 999) or 0
        character.armor = character.armor_max
        if "armor_hp_start" in fields:
            found = self.number(*fields["armor_hp_start"], 0, character.armor_max)
            character.armor = character.armor if found is None else found
        if "sense" in fields:
            character.sense = self.number(*fields["sense"], 0, 99)
        if "skills" in fields and self.kind(fields["skills"][0], "table", fields["skills"][1]):
            for name, value in fields["skills"][0].items():
                path = (*fields["skills"][1], name)
                skill = self.skill(name, path, at_key=True)
                dice = self.dice(value, path)
                if skill is not None and dice is not None:
                    if skill in character.skills:
                        self.report("KY213", path, "sim.error.twice", at_key=True, key=str(name))
                    else:
                        character.skills[skill] = dice
        return character

    def dice(self, value, path) -> tuple[int, int] | None:
        found = _DICE.fullmatch(plain(value)) if isinstance(value, str) else None
        if found is None or int(found.group("size")) not in SIZES or int(found.group("dice")) > 99:
            self.report("KY212", path, "sim.error.bad_dice", found=show(value), sizes=Listing(SIZES))
            return None
        return int(found.group("dice")), int(found.group("size"))

    def skill(self, written, path, at_key: bool = False) -> str | None:
        """The skill a scenario names, in Japanese or English (`意志`, `〈意志〉`, `Will`), as the seed writes
        it (`意志`; `学問：医学` with its field), so that a key of `skills` and the skill of an event or
        of a rule meet; an unknown one is KY202 (a key of `skills`) or KY208 (an event's value), with a
        did-you-mean."""
        text = plain(written)
        base, _, field = text.partition(":")
        term = lookup("skills", base) if base.strip() else None
        if term is not None:
            name = term.ja[0]
            return f"{name}：{field.strip()}" if field.strip() else name
        known = Listing(tuple(t.ja[0] for t in category("skills").terms.values()), conjunction="or")
        several = [p for p in _SKILLS_APART.split(unicodedata.normalize("NFKC", str(written))) if p.strip()]
        if not at_key and len(several) > 1 and all(lookup("skills", plain(p).partition(":")[0]) for p in several):
            # `〈意志〉〈頑健〉`, `意志・頑健`: a check of several skills, which the seed does not write (KY029's)
            self.report("KY208", path, "sim.error.several_skills", value=written, known=known)
            return None
        guess = suggest("skills", base) if base.strip() else None
        if at_key:
            self.report("KY202", path, "sim.error.unknown_key_guess" if guess else "sim.error.unknown_key",
                        at_key=True, guess=guess, word=str(written), key=str(written), known=known)
        else:
            self.report("KY208", path, "sim.error.bad_choice_guess" if guess else "sim.error.bad_choice",
                        guess=guess, word=str(written), value=written, known=known)
        return None

    def rules(self, table: dict, at: tuple) -> dict:
        chosen = {}
        for name, (value, path) in self.keys(table, RULES, at).items():
            if name in CHOICES:
                picked = self.pick(value, CHOICES[name], path)
            else:
                picked = value if self.kind(value, "yes_no", path) else None
            if picked is not None:
                chosen[name] = picked
        return chosen

    def event(self, table: dict, at: tuple) -> Event | None:
        fields = self.keys(table, EVENT_KEYS, at)
        if "kind" not in fields:
            self.report("KY207", at, "sim.error.missing", key=_named("kind"))
            return None
        kind = self.pick(fields["kind"][0], KINDS, fields["kind"][1], "KY205", "sim.error.unknown_event")
        if kind is None:
            return None
        allowed = (*KIND_KEYS.get(kind, ()), "kind", "note")
        data, ok = {}, True
        for name, (value, path) in fields.items():
            if name == "kind":
                continue
            if kind == "loss" and name == "armor" and (value is False or (type(value) is int and value == 0)):
                continue   # (no armor: what the rules do with any loss, said; before, KY211 as if it asked for armor)
            if name not in allowed:
                ok = False
                if kind == "loss" and name == "armor":
                    # 「自発的に【ＨＰ】を減少させる場合は、代わりに減少させることはできない。」; a loss another's effect
                    # makes: 「ダメージを受けるとき」 only is 【装備ＨＰ】 taken instead, and a loss is no damage
                    imposed = "who" in fields and isinstance(fields["who"][0], str) and \
                        plain(fields["who"][0]) in WHO["target"]
                    self.report("KY211", path, "sim.error.loss_armor_target" if imposed else "sim.error.loss_armor",
                                at_key=True)
                else:
                    self.report("KY202", path, "sim.error.key_not_for_event", at_key=True, key=str(path[-1]),
                                kind=fields["kind"][0],
                                known=Listing(tuple(both(EVENT_KEYS[k]) for k in KIND_KEYS.get(kind, ()))))
                continue
            got = self.field(name, value, path, kind)
            ok = ok and got is not None
            data[name] = got
        for name in NEEDED.get(kind, ()):
            if name not in fields:
                ok = False
                self.report("KY207", at, "sim.error.missing", key=_named(name))
        if ok and kind == "dismount" and data.get("moving") and "driver_move" not in data:
            # 「乗物が走行している状態であれば、降りる際に「操縦者の【移動値】」点のダメージ…」
            ok = False
            self.report("KY207", at, "sim.error.missing", key=_named("driver_move"))
        if ok and kind == "gain":
            ok = self.gain(data, fields)
        armor = data.get("armor")
        whole = data.get("amount") if kind == "damage" else data.get("driver_move") if kind == "dismount" else None
        if ok and whole is not None and not isinstance(armor, bool) and isinstance(armor, int) and armor > whole:
            # `amount = 3`, `armor = 5`: the part of the damage 【装備ＨＰ】 takes is at most the damage (of a
            # dismount: the driver's 【移動値】, the most it can be)
            ok = False
            self.report("KY203", fields["armor"][1], "sim.error.bad_number", low=1, high=whole, found=armor)
        return Event(kind, data, at) if ok else None

    def field(self, name: str, value, path, kind: str):
        if name == "amount":
            return self.number(value, path, 1, 999)
        if name == "driver_move":
            return self.number(value, path, 0, 999)
        if name == "difficulty":   # as a card's (KY023): a value is at most 20 and a 1 is always a fumble
            return self.number(value, path, *difficulty_range())
        if name == "armor":
            return value if isinstance(value, bool) else self.number(value, path, 1, 999)
        if name in ("constant", "special", "try_elation", "authority", "moving", "exercise", "lost", "specific",
                    "harmful", "easy_cause"):
            return value if self.kind(value, "yes_no", path) else None
        if name in ("source", "removal", "note"):
            return value if self.kind(value, "text", path) else None
        if name == "skill":
            return self.skill(value, path) if self.kind(value, "text", path) else None
        if name == "contest":
            return self.pick(value, CONTESTS, path)
        if name == "restraint":
            return self.pick(value, RESTRAINTS, path)
        if name == "role":
            return self.pick(value, ROLES, path)
        if name == "who":
            return self.pick(value, WHO, path)
        if name == "targets":
            if not self.kind(value, "list", path):
                return None
            names = [item.strip() if self.kind(item, "text", (*path, i)) else None for i, item in enumerate(value)]
            return None if None in names else names
        if name == "condition":
            return self.condition(value, path, kind)
        if name == "by":
            if not self.kind(value, "table", path):
                return None
            by = {}
            needs = BY_NEEDS[kind]
            for key, (item, where) in self.keys(value, BY_KEYS, path, allowed=needs).items():
                by[key] = self.number(item, where, 0, 99) if key == "sense" else self.dice(item, where)
            for key in needs:
                if key not in by:   # another character's: its own dice (and 【感覚】), never the patient's
                    self.report("KY207", path, "sim.error.missing", key=key)
                    return None
            return by if None not in by.values() else None
        return value

    def condition(self, value, path, kind: str) -> dict | None:
        if not self.kind(value, "text", path):
            return None
        found = _CONDITION.fullmatch(unicodedata.normalize("NFKC", value).strip().strip("[]").strip())
        cid = condition_id(found.group("name")) if found else None
        spelled = variant(found.group("name")) if found and cid is None else None
        if spelled is not None:   # `委縮`, `［昂揚］`: read as the rulebook's word, said (KY039) as a card says it
            cid = spelled.label("ja")   # (before, KY206, an error, and the scenario was not played)
            written = found.group("name").strip()
            english = written.isascii()   # (`Collapse`: our English name, `Decay`)
            fixed = spelled.label("en") if english else cid
            self.report("KY039", path, "condition_variant_en" if english else "condition_variant",
                        severity=Severity.WARNING, shown=written, fixed=fixed, word=written, guess=fixed, narrow=True)
        tail = None if found else _N_TAIL.fullmatch(unicodedata.normalize("NFKC", value).strip().strip("[]").strip())
        if tail is not None and condition_id(tail.group("name")) is not None:   # `崩壊2点`: words after the n
            name = tail.group("name").strip()
            guess = f"{name} {tail.group('n')}" if name.isascii() else f"{name}{tail.group('n')}"
            self.report("KY206", path, "sim.error.unknown_condition_guess", guess=guess, word=value.strip(), value=value,
                        known=condition_list())
            return None
        placeholder = found.group("name").rstrip() if found and cid is None else ""
        if placeholder[-1:] in ("n", "N") and condition_id(placeholder[:-1].strip()) in ("崩壊", "再生"):
            self.report("KY211", path, "sim.error.placeholder_n", value=value.strip())   # (`崩壊n`, a card's fix's
            return None                                                              # placeholder, left unfilled)
        if cid is None:
            word = found.group("name") if found else value
            covering = cause(word) if found else None
            if covering is not None:   # ［炎上3］: seed 004 names burning among the causes of ［崩壊n］
                placeholder = covering.param == "number" and not found.group("n")   # (`炎上`: `［崩壊n］`, n to fill)
                self.report("KY206", path, "sim.error.unknown_condition_cause" + ("_n" if placeholder else ""),
                            guess=_covering(covering, word, found),
                            word=value.strip(), value=value, cause=word.strip(),
                            state=Localized({"en": f"[{covering.label('en')}]", "ja": f"［{covering.label('ja')}］"}))
                return None
            guess = closest(plain(word), [*CONDITIONS, *ALIASES], 0.5)
            if guess is not None and guess not in CONDITIONS:
                guess = ENGLISH[ALIASES[guess]]  # an English name as the vocabulary spells it (`Aboard`, not `aboard`)
            self.report("KY206", path, "sim.error.unknown_condition" + ("_guess" if guess else ""), guess=guess,
                        word=word, value=value, known=condition_list())
            return None
        n, target = found.group("n"), (found.group("target") or "").strip() or None
        if kind == "gain":
            if cid in ("瀕死", "死亡"):
                self.report("KY211", path, "sim.error.follows_hp", condition=named(f"［{cid}］"))
                return None
            if (cid in ("崩壊", "再生")) != (n is not None):
                self.report("KY211", path, "sim.error.needs_n" if n is None else "sim.error.no_n",
                            condition=named(f"［{cid}］"))
                return None
            if n is not None and not (len(n) <= 4 and N_RANGE[0] <= int(n) <= N_RANGE[1]):
                self.report("KY203", path, "sim.error.bad_number", low=N_RANGE[0], high=N_RANGE[1], found=n)
                return None
            if (cid == "憎悪") != (target is not None):
                self.report("KY211", path, "sim.error.needs_target" if target is None else "sim.error.no_target",
                            condition=named(f"［{cid}］"))
                return None
        elif n is not None and len(n) > 4:
            self.report("KY203", path, "sim.error.bad_number", low=N_RANGE[0], high=N_RANGE[1], found=n)
            return None
        return {"id": cid, "n": int(n) if n is not None else None, "target": target}

    def gain(self, data: dict, fields: dict) -> bool:
        spec, cid = data["condition"], data["condition"]["id"]
        for name, only in (("constant", "再生"), ("restraint", "硬直"), ("removal", "崩壊"), ("easy_cause", "崩壊")):
            if name in data and cid != only:
                self.report("KY211", fields[name][1], "sim.error.only_for", at_key=True, key=str(fields[name][1][-1]),
                            condition=named(f"［{only}］"))
                return False
        for name in ("source", "constant", "restraint", "removal", "easy_cause"):
            if name in data:
                spec[name] = data[name]
        return True


def _named(name: str) -> Localized:
    """A key a message names as missing, in each language's word (`kind`, 「種別」がありません; before, 「kind」)."""
    words = next((table[name] for table in (TOP, CHARACTER, EVENT_KEYS, BY_KEYS) if name in table), (name,))
    ja = next((w for w in words if not w.isascii()), words[0])
    return Localized({"en": words[0], "ja": ja.replace("hp", "ＨＰ") if ja != "hp" else "ＨＰ"})


def _covering(info, word: str, found: re.Match) -> str:
    """The ［状態］ to write for a cause written as one, its n or target kept: `［炎上３］` → `［崩壊3］`; a ［崩壊］
    without n → `［崩壊n］`, its n a placeholder the user fills (a scenario gives one with its n, KY211; before,
    `［崩壊3］`, a number made up)."""
    label = info.label("en" if word.isascii() else "ja")
    n, target = found.group("n"), (found.group("target") or "").strip()
    if info.param == "number":
        return f"[{label} {n or 'n'}]" if label.isascii() else f"［{label}{n or 'n'}］"
    if info.param == "target":
        return f"[{label}/{target or 'User'}]" if label.isascii() else f"［{label}／{target or '使用者'}］"
    return f"[{label}]" if label.isascii() else f"［{label}］"
