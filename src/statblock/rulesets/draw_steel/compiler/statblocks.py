"""Compiling monster statblocks, from any format, and checking them.

`frontends/statblocks.py` reads what a statblock says (native
`Name (Statblock)` blocks, the Markdown table, `ds-statblock` YAML); this
module turns it into a `CompiledStatblock`, gives it the features that
belong to it, and checks it the same way whatever the format: every
statblock needs a level, stamina, speed, stability, free strike and the five
characteristics (SB170), each a number (SB171), reported at the value (or
the statblock's name) in the original file (a dynamic terrain object's: `terrain.py`); a value written as a relation to
the hero's (`= yours`, a beastheart companion's Stamina) is kept as written. A field under a label the book
has none of is a field of the author's own (`Lair: a sunken hut`), kept as
written; one close to a label of the book (`Immunitee: Poison 5`) is SB172.
"""

from __future__ import annotations

import bisect
import re

from .. import ast
from ....diagnostics import Diagnostic, Severity, SourceFile
from ..frontends.statblock_yaml import yaml_keys
from ..frontends.statblocks import (CHARACTERISTICS, FIELDS, Statblock, field_labels, is_group_header,
                                    read_statblocks)
from ....messages import Localized, labelled, msg
from ..grammar.to_ast import MAX_DIGITS
from ....vocabulary import Vocabulary
from ...similarity import closest, is_japanese
from ..vocabulary import per_instance, vocabulary
from ..runtime.statblocks import (CompiledStatblock, ImmunityOrWeakness, characteristic_value, list_joiner,
                                  split_list, split_modifier, split_note)
from ..frontends.terrain import TERRAIN_KIND
from .base import known_labels
from .modifier_values import valueless_modifiers
from .stray import stray_paragraphs

__all__ = ["compile_statblock", "compile_statblocks", "is_header", "narrow", "number_problem", "organization_and_roles", "qualifiers", "unknown_fields",
           "written_in_japanese"]

_NUMBER = re.compile(r"[+＋\-−–－]?\d+")  # the minus as books print it too: `−1`, `–2` (en dash), `－1`


def is_header(tree: ast.Ability) -> bool:
    """Whether a parsed block is a native statblock or malice-features header (not an ability)."""
    return tree.fmt == "ability" and is_group_header(tree)


def compile_statblocks(source: SourceFile, trees: list[ast.Ability],
                       ruleset: Vocabulary | None = None) -> tuple[list[CompiledStatblock], list[Diagnostic]]:
    """Every statblock and malice group of a file, compiled, with the diagnostics of their checks.

    `trees` are the file's parsed blocks (native headers among them); an
    ability belongs to the statblock or group that comes last before it and
    whose features have not ended (`Statblock.end`) where it starts."""
    rules = ruleset or vocabulary()
    blocks = read_statblocks(source, trees)
    anchors = [block.anchor for block in blocks]
    features: list[list[str]] = [[] for _ in blocks]
    for tree in trees:
        if tree.name_span is None or is_header(tree):
            continue
        start = tree.name_span.start
        index = bisect.bisect_right(anchors, start) - 1
        while index >= 0 and not start < (blocks[index].end or 0):
            index -= 1  # a YAML block inside a Markdown statblock's reach ends before the heading's
        if index >= 0:
            features[index].append(tree.name)
    compiled, diagnostics = [], []
    for block, names in zip(blocks, features):
        statblock, found = compile_statblock(block, source, tuple(names), rules)
        compiled.append(statblock)
        diagnostics.extend(found)
    diagnostics.extend(stray_paragraphs(source, blocks, trees))
    return compiled, diagnostics


def compile_statblock(block: Statblock, source: SourceFile, features: tuple[str, ...] = (),
                      ruleset: Vocabulary | None = None) -> tuple[CompiledStatblock, list[Diagnostic]]:
    rules = ruleset or vocabulary()
    line, column = source.position(block.name_span.start if block.name_span is not None else block.anchor)
    # the metadata as it is (a Markdown front matter is read only when looked at)
    where = {"path": source.path, "line": line, "column": column, "fmt": block.fmt, "metadata": block.metadata}
    if block.fmt == "yaml":  # (its features may be written before its name: `_in_file_order` puts its card first)
        where["block_line"] = source.position(block.anchor)[0]
    fields = block.fields
    if block.kind == TERRAIN_KIND:
        from .terrain import compile_terrain

        return compile_terrain(block, source, features, rules, where)
    if block.kind != "statblock":
        level = re.match(r"\d{1,100}(?!\d)", fields.get("level", ""))  # no longer: see `to_ast.MAX_DIGITS`
        return CompiledStatblock(block.name, block.kind, level=int(level.group()) if level else None,
                                 fields=dict(fields), text=block.text, features=features, **where), []
    organization, roles = organization_and_roles(fields, rules)
    compiled = CompiledStatblock(
        block.name, block.kind,
        level=_number(fields.get("level")),
        organization=organization,
        roles=roles,
        qualifiers=qualifiers(fields, rules),
        ev=narrow(fields.get("ev")),
        ancestry=split_list(fields.get("ancestry")),
        size=narrow(fields.get("size")),
        speed=_number(fields.get("speed")),
        movement=split_list(fields.get("movement")) or _speed_movement(fields.get("speed"), rules),
        stamina=_number(fields.get("stamina")),
        stability=_number(fields.get("stability")),
        free_strike=_number(fields.get("free_strike")),
        immunities=_modifiers(fields.get("immunity"), rules),
        weaknesses=_modifiers(fields.get("weakness"), rules),
        with_captain=fields.get("with_captain"),
        characteristics={c: _number(fields.get(c)) for c in CHARACTERISTICS},
        fields=dict(fields),
        text=block.text,  # a monster's flavor (a summoned minion's description over its table)
        features=features,
        **where,
    )
    return compiled, _check(block, source, rules) + _damage_types(block, source, rules) \
        + valueless_modifiers(block, source, rules)


def _relation(value: str, rules: Vocabulary) -> bool:
    """Whether a statistic is said in relation to the hero's, or elsewhere, not as a number: `= yours` (a
    beastheart companion's Stamina), `Your maximum Stamina` or `20 + your level`, a characteristic's letter or
    a sum with one (`R`, `1 + M`: the summoner's Reason, the beastheart's Might), `Special` (said in the text,
    as a distance may be). Each is kept as written, no slip."""
    text = " ".join(value.split())
    if text.startswith(("=", "＝")) or _YOUR.search(text):
        return True
    if "statblock_values" in rules.categories and rules.statblock_values.lookup(text) is not None:
        return True  # `あなたと同じ`: `= yours` as a Japanese card prints it
    special, letters = _said_apart(rules)
    return text.lower() in special or (letters is not None and letters.fullmatch(text) is not None)


def _in_relation(value: str, rules: Vocabulary) -> bool:
    """`_relation(value, rules)`, a number alone (most statistics) answered without its steps."""
    return _NUMBER.fullmatch(value) is None and _relation(value, rules)


_YOUR = re.compile(r"\byours?\b", re.IGNORECASE)


@per_instance
def _said_apart(rules: Vocabulary) -> tuple[frozenset[str], re.Pattern | None]:
    """The spellings of `Special` in lower case, and a characteristic's letter or a sum with one (None for a
    ruleset of no letters): made once per vocabulary (`per_instance`), where every statistic of every statblock made
    them again (a sixtieth of a cold check of the corpus)."""
    special = rules.distance_kinds.terms["special"]
    letters = "".join(sorted({t.extra.get("letter", "") for t in rules.characteristics.terms.values()}))
    pattern = re.compile(rf"(?:\d+\s*[+＋]\s*)?[{letters}](?:\s*[+＋]\s*\d+)?") if letters else None
    return frozenset(s.lower() for s in (*special.en, *special.ja)), pattern


def _summoned(block: Statblock, rules: Vocabulary) -> bool:
    """Whether a statblock is a creature a hero summons: at a cost (`Cost: 3 essence for two minions`, the
    Summoner's minions and champions), or a signature minion (`Signature Minion Harrier`, with a cost or none,
    as a retainer's is written: `| Abyssal, Demon | - | - | Signature Minion Harrier | - |`): it has no level of
    its own (the hero's is used)."""
    return bool(block.fields.get("Cost")) or "signature" in qualifiers(block.fields, rules)


def _heros(block: Statblock) -> bool:
    """Whether a creature is a hero's, not a monster: a statistic said in relation to the hero's (`2x your
    level` Stamina, a perk's familiar; `= yours`, a companion's), as a terrain object is (`compiler.terrain`). The
    rules that grant it say what it has: no level of its own, and no free strike unless its table gives one."""
    rules = vocabulary()
    said = rules.statblock_values if "statblock_values" in rules.categories else None
    return any(_YOUR.search(value) or value.startswith(("=", "＝")) or said is not None and said.lookup(value) is not None
               for value in map(str, block.fields.values()))


def _check(block: Statblock, source: SourceFile, rules: Vocabulary) -> list[Diagnostic]:
    required = [t for t in rules.statblock_fields.terms.values() if t.extra.get("required")]
    required += list(rules.characteristics.terms.values())
    name_span = block.name_span if block.name_span is not None else source.span(block.anchor, block.anchor)
    out, meant = unknown_fields(block, rules, name_span, frozenset(term.id for term in required))
    for term in required:
        value = block.fields.get(term.id)
        if value is None:
            if term.id in block.unread or term.id in meant:
                continue  # its value is an alias, or under a misspelt label: already reported where it is written
            if term.id == "level" and _summoned(block, rules):
                continue  # a summoned creature's level is its summoner's
            if term.id in ("level", "free_strike") and _heros(block):
                continue  # `Level -`, `Free Strike -` of a hero's familiar: none, as its hero's rules say
            field = _field_name(term)
            if block.fmt == "markdown":
                # the label as the table would write it: in the language the statblock is written in
                written = "ja" if written_in_japanese(block) else "en"
                label = term.label("ja") if written == "ja" else FIELDS.get(term.id, term.label())
                suggestion = msg("statblock.add_level" if term.id == "level" else "statblock.add_table", field=label)
            elif block.fmt == "yaml":
                suggestion = msg("statblock.add_yaml", name=term.id)  # the YAML key is the statistic's id
            else:
                suggestion = msg("statblock.add", field=field)
            out.append(Diagnostic("SB170", Severity.ERROR, msg("statblock.missing", field=field), name_span,
                                  block.name, suggestion))
            continue
        first = value.split()[0] if value.split() else ""
        if _in_relation(value, rules):
            continue  # `= yours`, `R`: a companion's or summoned creature's statistic is its hero's, kept as written
        if not _NUMBER.fullmatch(first) or len(first.lstrip("+-−")) > MAX_DIGITS:
            span = block.spans.get(term.id, name_span)
            message = number_problem(_field_name(term), first.lstrip("+-−") if _NUMBER.fullmatch(first) else None,
                                     value)
            out.append(Diagnostic("SB171", Severity.ERROR, message, span, block.name))
    return out


_DAMAGE_JA = "ダメージ"  # `ダメージ 3`: every type, as `Damage 3`
# a type named by what it is, not by its name: `Attuned damage type`, `chosen type`, `ダメージ種別`
_TYPE_IN_WORDS = re.compile(r"(?i)(?<![a-z])types?$|種別$")


def _damage_types(block: Statblock, source: SourceFile, rules: Vocabulary) -> list[Diagnostic]:
    """SB173 for an immunity's or a weakness's damage type that is none of the book's (`Fier 5`, `Frost 5`): it was
    kept as its own type, with no word said. `Damage 3` is every type; a slip for one of the book's is an error."""
    out = []
    name_span = block.name_span if block.name_span is not None else source.span(block.anchor, block.anchor)
    category = rules.damage_types
    for field in ("immunity", "weakness"):
        whole = block.spans.get(field)
        after = whole.start if whole is not None else 0  # (each type found after the one before: `Fier 5, fier 2`)
        for part in split_list(block.fields.get(field)):
            part, _ = _characteristic_value(split_note(list_joiner(part)[1])[0], rules)
            kind = split_modifier(part)[0].strip()
            if not kind or kind.lower() == "damage" or kind == _DAMAGE_JA or category.lookup(kind) is not None \
                    or category.lookup(kind.split()[0]) is not None:
                continue  # (`Fire Q`: a type the book has, and a value that is no number, kept as written)
            if _TYPE_IN_WORDS.search(kind):
                continue  # `Attuned damage type 3`: a type said in words (chosen as a feature says), no slip for one
            span = name_span
            if whole is not None:  # the type itself, where it is written in the field (else the whole field)
                at = source.text.find(kind, after, whole.end)
                span = source.span(at, at + len(kind)) if at >= 0 and whole.source is source else whole
                after = at + len(kind) if at >= 0 else after
            what = msg("what.damage_types")
            guess = category.suggest(kind)
            if guess is not None:
                out.append(Diagnostic("SB173", Severity.ERROR, msg("word.did_you_mean", what=what, word=kind,
                                                                   guess=guess),
                                      span, block.name, msg("word.replace", word=kind, guess=guess)))
            else:
                out.append(Diagnostic("SB173", Severity.WARNING,
                                      msg("word.unknown", what=what, word=kind,
                                          known=known_labels(category, written=kind)), span, block.name))
    return out


def number_problem(field, digits: str | None, value: str):
    """What SB171 says of a statistic that should be a number: that it is none, or (`digits` being the
    number written) that it has more digits than are read (`to_ast.MAX_DIGITS`)."""
    if digits is not None and len(digits) > MAX_DIGITS:
        return msg("statblock.number_too_long", field=field, digits=len(digits), limit=MAX_DIGITS)
    return msg("statblock.number", field=field, value=value)


def unknown_fields(block: Statblock, rules: Vocabulary, name_span, required: frozenset[str],
                    known=FIELDS, labels=None, lost_severity=Severity.ERROR) -> tuple[list[Diagnostic], set[str]]:
    """SB172 for each field under a label the book has none of but one is close to (`Immunitee`), and the
    ids of the fields those labels are closest to (a missing one is not reported again: SB172 is then an
    error, as SB170 would be). A label close to none is a field of the author's own (`Lair: a sunken hut`).
    `known` are the field ids of the block's kind, `labels` its labels to their ids (a monster's by default),
    `lost_severity` what a slip for a missing required field is (SB170's severity for the kind)."""
    out, meant = [], set()
    for label in block.fields:
        if label in known:
            continue
        labels = labels or (yaml_keys() if block.fmt == "yaml" else field_labels(rules))
        japanese = is_japanese(label)
        lowered = {known.lower(): known for known in labels if is_japanese(known) == japanese}
        guess = closest(label.lower(), lowered)
        if guess is None:
            continue
        guess = lowered[guess]
        meant.add(labels[guess])
        lost = labels[guess] in required and labels[guess] not in block.fields
        span = block.spans.get(label)
        out.append(Diagnostic("SB172", lost_severity if lost else Severity.WARNING,
                              msg("statblock.unknown_field", field=label, guess=guess),
                              name_span if span is None else _with_label(span, label), block.name,
                              msg("word.replace", word=label, guess=guess)))
    return out, meant


def _with_label(span, label: str):
    """The span of a value widened to its label on the same line (`Stabilty: 0`, `**0**<br/> Stabilty`,
    `stabilty: 0`): the caret under both, and the label inside for an editor's quick fix."""
    text = span.source.text
    line_start = text.rfind("\n", 0, span.start) + 1
    line_end = text.find("\n", span.end)
    at = text.rfind(label, line_start, span.start)
    if at == -1:
        at = text.find(label, span.end, len(text) if line_end == -1 else line_end)
    if at == -1:
        return span
    return span.source.span(min(at, span.start), max(at + len(label), span.end))


def written_in_japanese(block: Statblock) -> bool:
    """Whether a statblock is written in Japanese (its name or a value it gives)."""
    return is_japanese(block.name) or any(is_japanese(str(value)) for value in block.fields.values())


def _field_name(term) -> Localized:
    """A statistic's name in every language, for a message about it (made only when there is one)."""
    return labelled(term)


_MINUS = str.maketrans({"−": "-", "–": "-", "－": "-", "＋": "+"})


_SUM_SIGNS = frozenset("+-−＋－")


def _speed_movement(speed: str | None, rules: Vocabulary) -> tuple[str, ...]:
    """The ways of moving a speed names in its parentheses (`6 (climb)`, `5 (fly, hover)`: the playtest's
    statblocks, which have no Movement of their own), as a Movement list; none unless each is one
    (`6 (see below)` is a note)."""
    found = re.fullmatch(r"\s*[+-]?\d+\s*\(([^()]*)\)\s*", speed or "")
    modes = rules.categories.get("movement_modes")
    said = split_list(found.group(1)) if found and modes is not None else ()
    return said if said and all(modes.lookup(word) is not None for word in said) else ()


# full-width letters, digits and signs to the ASCII ones, the ideographic space to a space
_NARROW = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}


def narrow(text: str | None) -> str | None:
    """A statistic as the English writes it (`サイズ：１M` → `1M`, `ＥＶ：１２` → `12`): the value the JSON gives, which
    a program reads; the field's written form stays in `fields`, where cards print it as written."""
    return None if text is None else text.translate(_NARROW)


def _number(text: str | None) -> int | None:
    """The number a statistic starts with (`4`, `+2`, `−1`, `10 (minion)`), or None; None too for a sum
    (`1 + M`, a companion's Free Strike with its Might added: kept as written in `fields`)."""
    words = (text or "").split()
    if not words or not _NUMBER.fullmatch(words[0]):
        return None
    if len(words) > 1 and words[1][:1] in _SUM_SIGNS:
        return None
    number = words[0].translate(_MINUS)
    if len(number.lstrip("+-")) > MAX_DIGITS:
        return None  # not read as a number (see `to_ast.MAX_DIGITS`); SB171 says so
    return int(number)


def organization_and_roles(fields: dict, rules: Vocabulary) -> tuple[str | None, tuple[str, ...]]:
    """`Minion Harrier` is organization `minion`, role `harrier`; `Leader` has no role; an
    `Organization` field of its own wins. A qualifier of the organization (`Signature Minion Harrier`: see
    `qualifiers`) is no role. Words the ruleset does not know are kept as written."""
    organizations = rules.categories.get("monster_organizations")
    known_roles = rules.categories.get("monster_roles")
    known_qualifiers = rules.categories.get("monster_qualifiers")
    organization = None
    written = fields.get("organization")
    if written is not None:
        term = organizations.lookup(written) if organizations is not None else None
        organization = term.id if term is not None else written
    roles = []
    for word in _role_words(fields, rules):
        term = organizations.lookup(word) if organizations is not None else None
        if term is not None and organization in (None, term.id):
            organization = term.id
            continue
        if known_qualifiers is not None and known_qualifiers.lookup(word) is not None:
            continue
        role = known_roles.lookup(word) if known_roles is not None else None
        roles.append(role.id if role is not None else word)
    return organization, tuple(roles)


def qualifiers(fields: dict, rules: Vocabulary) -> tuple[str, ...]:
    """The words of a statblock's roles that say what kind of its organization the creature is
    (`monster_qualifiers`: `Signature Minion Harrier`, `シグネチャー・ミニオン・ハリアー`: a summoner's signature
    minion), as ids, in the order written."""
    known = rules.categories.get("monster_qualifiers")
    if known is None:
        return ()
    terms = (known.lookup(word) for word in _role_words(fields, rules))
    return tuple(dict.fromkeys(term.id for term in terms if term is not None))


def _role_words(fields: dict, rules: Vocabulary) -> list[str]:
    """The words of a statblock's roles (`Signature Minion Harrier`, `エリート・コントローラー`)."""
    categories = [rules.categories.get(name) for name in ("monster_organizations", "monster_roles",
                                                          "monster_qualifiers")]
    return [part for w in _ROLES_APART.split(fields.get("roles", "")) if w
            for part in _known_parts(w, *categories)]


# (compiled here: `re.split` with the pattern's text looked it up in `re`'s cache for every statblock's roles, twice)
_ROLES_APART = re.compile(r"[\s,、，]+")
_DOTS = re.compile("[・･]")


def _known_parts(word: str, *categories) -> list[str]:
    """`エリート・コントローラー`: the words of a Japanese `Elite Controller`, joined by `・` as Japanese joins
    two words, when each is a known one; any other word as it is (`ソウル・イーター`, a role of one's own)."""
    parts = _DOTS.split(word)
    if len(parts) < 2 or any(c is not None and c.lookup(word) is not None for c in categories):
        return [word]
    if all(any(c is not None and c.lookup(part) is not None for c in categories) for part in parts):
        return parts
    # `ミニオン・ハーリヤー`, `シグネチャー・ミニオン・ハーリヤー`: a known organization (a qualifier of it before), then
    # a role of one's own (or misspelt), as English `Minion Harier` is read: the role kept as written
    leading = [c for i, c in enumerate(categories) if c is not None and i != 1]  # (not the roles)
    known = 0
    while known < len(parts) - 1 and any(c.lookup(parts[known]) is not None for c in leading):
        known += 1
    if known and categories[0] is not None and categories[0].lookup(parts[known - 1]) is not None:
        return [*parts[:known], word[sum(len(part) + 1 for part in parts[:known]):]]
    return [word]


def _modifiers(text: str | None, rules: Vocabulary) -> tuple[ImmunityOrWeakness, ...]:
    """`Corruption 2, psychic 2` as (corruption, 2), (psychic, 2); `Damage 3` is every type (None); `Sonic R`
    as (sonic, None, reason) and `Fire 2 + R` as (fire, 2, reason): a characteristic for the value, or added to
    it (a summoned creature's, by its summoner's)."""
    out = []
    parts = [list_joiner(part) for part in split_list(text)]
    # (`Cold, fire, or lightning`: the last entry's `or` is the list's, no part of a damage type: was a type named
    # `or lightning`; and the list is one of them, said in the JSON: it listed three immunities, each held, a
    # review's finding)
    one_of = any(joiner == "or" for joiner, _ in parts)
    for _, part in parts:
        part, note = split_note(part)  # `... 3 (see Elementally Attuned)`: the number before the brackets
        part, characteristic = _characteristic_value(part, rules)
        kind, value = split_modifier(part)
        term = rules.damage_types.lookup(kind) if kind else None
        damage_type = term.id if term is not None else (None if kind.lower() in ("", "damage") else kind)
        readable = value and len(value.lstrip("+-−")) <= MAX_DIGITS
        out.append(ImmunityOrWeakness(damage_type, int(value.replace("−", "-")) if readable else None,
                                      characteristic, one_of, note))
    return tuple(out)


def _characteristic_value(part: str, rules: Vocabulary) -> tuple[str, str | None]:
    """An entry with a characteristic's letter for its value, or added to its number (`Sonic R`, `Fire 2 + R`,
    `Fire R + 2`, `音波 Ｒ`), as the entry without it and the characteristic's id; else as it is, and None. The
    entry keeps a damage type before (`R` alone is no entry of this kind)."""
    letters = rules.characteristic_letters()
    found = characteristic_value(part, letters)
    if found is None:
        return part, None
    number = found.group("before") or found.group("after") or ""
    return f"{found.group('kind')} {number}".rstrip(), letters[found.group("letter")]
