"""Compiling dynamic terrain objects, from any format, and checking them.

`frontends/terrain.py` and `terrain_md.py` read what a terrain object says;
this module turns it into a `CompiledStatblock` of kind "dynamic_terrain"
and checks it the way a monster's statblock is checked, with the book's own
demands: every object of the Monsters book gives its level, EV, Stamina and
Size (Stamina may be `-`, said on purpose), so a missing one is SB170, a
warning (nothing is worked out from them, unlike a monster's); a level that
is not a number is SB171, as a monster's; a label close to one of the
book's (`Stamnia`) is SB172. EV, Stamina and Size may be prose (`3 per
square`, `One or more squares`) and are kept as written.
"""

from __future__ import annotations

import re

from ....diagnostics import Diagnostic, Severity, SourceFile
from ..frontends.statblocks import FIELDS, Statblock, terrain_label
from ..frontends.terrain import REQUIRED, TERRAIN_FIELDS, TERRAIN_KIND
from ..grammar.to_ast import MAX_DIGITS
from ....messages import Localized, msg
from ..runtime.statblocks import CompiledStatblock
from ....vocabulary import Vocabulary
from .statblocks import narrow, number_problem, organization_and_roles, unknown_fields, written_in_japanese

__all__ = ["compile_terrain", "terrain_labels"]

_WHOLE_NUMBER = re.compile(r"\d{1,100}")  # no longer: see `to_ast.MAX_DIGITS`


def compile_terrain(block: Statblock, source: SourceFile, features: tuple[str, ...], rules: Vocabulary,
                    where: dict) -> tuple[CompiledStatblock, list[Diagnostic]]:
    fields = block.fields
    _, roles = organization_and_roles(fields, rules)
    said = fields.get("terrain_type")
    term = rules.terrain_types.lookup(said) if said is not None else None
    compiled = CompiledStatblock(
        block.name, TERRAIN_KIND,
        level=_whole(fields.get("level")),
        roles=roles,
        terrain_type=term.id if term is not None else said,
        ev=narrow(fields.get("ev")),
        size=narrow(fields.get("size")),
        stamina=_whole(fields.get("stamina")),
        fields=dict(fields),
        text=block.text,
        features=features,
        **where,
    )
    return compiled, _check(block, source, rules)


def _whole(text: str | None) -> int | None:
    """A value that is a number and nothing more (`50`), else None (`3 per square`, `-`: kept in `fields`)."""
    text = (text or "").strip()
    return int(text) if _WHOLE_NUMBER.fullmatch(text) else None


def terrain_labels(rules: Vocabulary) -> dict[str, str]:
    """Every label a terrain object's field is read under, English and Japanese, to its field id: what a
    misspelt label is compared with."""
    labels = {label: key for key, label in TERRAIN_FIELDS.items()}
    for term in rules.terrain_fields.terms.values():
        labels |= {spelling: term.id for spelling in (*term.en, *term.ja)}
    return labels | {terrain_label(key, "ja", rules): key for key in TERRAIN_FIELDS}


def _check(block: Statblock, source: SourceFile, rules: Vocabulary) -> list[Diagnostic]:
    name_span = block.name_span if block.name_span is not None else source.span(block.anchor, block.anchor)
    out, meant = unknown_fields(block, rules, name_span, frozenset(REQUIRED), known=TERRAIN_FIELDS,
                                 labels=terrain_labels(rules), lost_severity=Severity.WARNING)
    heros = _heros(block)
    for key in REQUIRED:
        value = block.fields.get(key)
        if value is None:
            if heros and key in ("level", "ev"):
                continue  # a hero's object (`Stamina: 20 + your level`) has no level or EV of its own
            if key not in meant and key not in block.unread:  # (a misspelt label, an alias: said where written)
                field = Localized({lang: terrain_label(key, lang, rules) for lang in ("en", "ja")})
                out.append(Diagnostic("SB170", Severity.WARNING, msg("terrain.missing", field=field), name_span,
                                      block.name, _suggestion(block, source, key, rules)))
            continue
        if key == "level" and (not _WHOLE_NUMBER.fullmatch(value) or len(value) > MAX_DIGITS):
            field = Localized({lang: terrain_label(key, lang, rules) for lang in ("en", "ja")})
            digits = value if value.isdigit() else None
            out.append(Diagnostic("SB171", Severity.ERROR, number_problem(field, digits, value),
                                  block.spans.get(key, name_span), block.name))
    return out


_YOUR = re.compile(r"\byours?\b", re.IGNORECASE)


def _heros(block: Statblock) -> bool:
    """Whether an object is a hero's: a statistic said in relation to the hero (`Stamina: 20 + your level`, the
    Summoner's fixtures), which the Director does not spend EV on."""
    return any(_YOUR.search(str(value)) for value in block.fields.values())


def _suggestion(block: Statblock, source: SourceFile, key: str, rules: Vocabulary):
    """Where the missing statistic goes, in the block's own layout and language."""
    label = terrain_label(key, "ja" if written_in_japanese(block) else None, rules)
    if block.fmt == "yaml":
        return msg("terrain.add_yaml", name=key)
    if block.fmt != "markdown":
        return msg("terrain.add", field=label)
    start = block.name_span.start if block.name_span is not None else block.anchor
    if not source.text.startswith("name:", source.text.rfind("\n", 0, start) + 1):
        return msg("terrain.add_bullet", field=label)  # under a heading
    # named by the front matter: its level a key of its own, the rest entries of `stats:`
    if key == "level":
        return msg("terrain.add_yaml", name=key)
    return msg("terrain.add_stat", field=FIELDS[key], name="name", value="value", stats="stats")
