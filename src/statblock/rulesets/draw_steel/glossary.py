"""The English ↔ Japanese glossary, generated from the ruleset's vocabulary.

    python -m statblock.rulesets.draw_steel.glossary > docs/glossary.md

A test checks that docs/glossary.md is what this prints, so the document
never drifts from the data the parser reads.
"""

from __future__ import annotations

import sys
from importlib import resources

from .vocabulary import vocabulary

__all__ = ["glossary_markdown"]

TITLES = {
    "characteristics": "Characteristics (能力値)",
    "potency_strengths": "Potency strengths (ポテンシー)",
    "conditions": "Conditions (状態異常)",
    "riders": "Condition riders",
    "statuses": "Statuses (what a creature cannot do)",
    "damage_types": "Damage types (ダメージ種別)",
    "keywords": "Keywords (キーワード)",
    "action_types": "Action types (種別)",
    "hero_classes": "Classes (クラス)",
    "heroic_resources": "Heroic resources (英雄リソース)",
    "durations": "Durations (持続時間)",
    "until_phrases": "Durations in words (…まで)",
    "timing_leads": "When effects happen, said before them (…前に)",
    "edge_scopes": "What an edge or a bane is on (…に有利／不利)",
    "forced_moves": "Forced movement (強制移動)",
    "forced_move_modifiers": "Forced movement modifiers",
    "sections": "Section labels",
    "fields": "Header field labels",
    "phrases": "Whole-clause phrases",
    "distance_kinds": "Distances and areas (距離)",
    "statblock_fields": "Monster statistics (スタッツ・ブロック)",
    "statblock_notes": "Statblock notes (a companion's skills, a summoned creature's cost)",
    "skills": "Skills (スキル)",
    "statblock_values": "Statistics said as the hero's (a companion's Stamina)",
    "movement_modes": "Movement modes (移動)",
    "monster_keywords": "Monster keywords (祖先)",
    "terrain_fields": "Dynamic terrain statistics (ダイナミック地形)",
    "terrain_types": "Dynamic terrain types (地形種別)",
    "surfaces": "What the map is made of, no creature (地面と天井)",
    "own_states": "States an ability names of its own, said with する (燃焼する)",
}


def _chosen(name: str) -> set[str]:
    """`category.id` of the terms whose Japanese was chosen by us (marked `# chosen` in the data): the
    category too, as two categories may hold the same id (`sections.trigger`, `terrain_types.trigger`)."""
    text = resources.files("statblock.rulesets").joinpath(name, "vocabulary.toml").read_text("utf-8")
    chosen, current = set(), None
    for line in text.splitlines():
        if line.startswith("[") and "." in line:
            current = line.strip("[]")
        elif line.startswith("ja") and "# chosen" in line and current:
            chosen.add(current)
    return chosen


def glossary_markdown() -> str:
    rules = vocabulary()
    chosen = _chosen("draw_steel")
    out = ["# Glossary: English ↔ Japanese", "",
           "Generated from `src/statblock/rulesets/draw_steel/vocabulary.toml` by "
           "`python -m statblock.rulesets.draw_steel.glossary`; do not edit by hand.", "",
           "Japanese terms come from the rules where they name one, and from the community "
           "translation of the Draw Steel Rules Reference where it does; terms marked * are our choice "
           "where neither names one, and a spelling marked * is one of ours among others that are not. "
           "The parser accepts every spelling listed; cards print the first.", ""]
    for name, category in rules.categories.items():
        title = TITLES.get(name)
        if title is None:
            continue
        out += [f"## {title}", "", "| English | Japanese | id |", "|---|---|---|"]
        for term in category.terms.values():
            mark = " *" if f"{name}.{term.id}" in chosen else ""
            english = ", ".join(term.en) or "—"
            ours = set(term.extra.get("ours", ()))
            japanese = ", ".join(s + ("*" if s in ours else "") for s in term.ja) or "—"
            out.append(f"| {english} | {japanese}{mark} | `{term.id}` |")
        out.append("")
    return "\n".join(out)


if __name__ == "__main__":  # pragma: no cover
    sys.stdout.write(glossary_markdown())
