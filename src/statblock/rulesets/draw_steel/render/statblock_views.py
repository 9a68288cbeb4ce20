"""The cards of what groups abilities: a monster's statblock, a malice group, a dynamic terrain object.

Each is a `CardView` of its own, printed before its features. Labels are the card's language; values
are as written, but for the words the ruleset knows (roles, keywords, damage types, movement, terrain types),
which are printed in the card's language when they were written in the other one: `Elite Hexer` is
`エリート ヘクサー` on a Japanese card and `エリート・ヘクサー` is `Elite Hexer` on an English one. A word the
ruleset does not know is printed as written.
"""

from __future__ import annotations

import re

from ....terminal import printable
from ....vocabulary import Vocabulary
from ...similarity import is_japanese
from ..runtime.statblocks import (CompiledStatblock, characteristic_value, list_joiner, split_list, split_modifier,
                                  split_note)
from ..vocabulary import vocabulary
from .clauses import PHRASINGS
from .statblock_values import captain_en, captain_ja, cost_en, cost_ja, ev_en, ev_ja
from .views import CardView, SectionView, marked_prose

__all__ = ["statblock_view"]

# the cells the book prints without a label (`Elite Hexer`, `Fey, Hag`)
_UNLABELLED = frozenset({"ancestry", "organization", "roles"})
# a card's first row: an organization without a role (`Minion`) where the Markdown table says it, before the EV
_FIRST_ROW = ("level", "organization", "roles", "ev")
_LIST_SEPARATOR = {"en": ", ", "ja": "、"}
# the values the book writes as English phrases, said in the card's language (`statblock_values`)
_PHRASED = {"ja": {"ev": ev_ja, "with_captain": captain_ja, "Cost": cost_ja},
            "en": {"ev": ev_en, "with_captain": captain_en, "Cost": cost_en}}
# full-width digits and signs, and the minus signs of Japanese typing (`－`, `−`), as ASCII
_HALF_WIDTH = str.maketrans({**{chr(0xFF10 + n): str(n) for n in range(10)}, "＋": "+", "－": "-", "−": "-"})


def statblock_view(block: CompiledStatblock, lang: str = "en", ruleset: Vocabulary | None = None) -> CardView:
    """The card of a monster's statistics (the book's rows, `Stamina 120 · Speed 6`, labels in the card's
    language), of a malice group (its introduction) or of a dynamic terrain object; its features are cards
    of their own."""
    from ..frontends.statblocks import FIELDS, ROWS, field_label, malice_tag

    rules = ruleset or vocabulary()
    if block.kind == "dynamic_terrain":
        return _terrain_view(block, lang, rules)
    if block.kind == "malice_features":
        cost = malice_tag(block, lang)  # `Level 4+ Malice Features`, `レベル 4+ 悪意の特徴`
        # (marked `〔原文〕` on a Japanese card when English, as an ability's text is: was printed bare)
        paragraphs = tuple(marked_prose(p.strip(), lang, rules) for p in (block.text or "").split("\n") if p.strip())
        sections = (SectionView(None, paragraphs),) if paragraphs else ()
    else:
        cost = rules.card_words.terms["statblock"].label(lang)
        fields = _in_language(block.fields, rules, lang)
        if "organization" in fields and "roles" in fields:
            # (`organization: Solo` of a YAML or JSON record apart from its `roles:`: said before the role, as a Markdown
            # table's `Solo Brute` is, one order for both; was after the EV, `Level 3 · Brute · EV 40 · Solo`); said
            # once where the role says it already (`organization: Minion`, `roles: [Minion Brute]`: was `Minion Minion
            # Brute`)
            organization = fields.pop("organization")
            if f" {organization.casefold()} " not in f" {fields['roles'].casefold()} ":
                fields["roles"] = f"{organization} {fields['roles']}"
        rows = []
        for row in (_FIRST_ROW, *ROWS[1:]):
            cells = [fields[key] if key in _UNLABELLED else f"{field_label(key, lang, rules)} {fields[key]}"
                     for key in row if key in fields]
            if cells:
                rows.append(" · ".join(cells))
        # (a note in the card's language: `Skills` / `スキル`; a field of the author's own as written)
        extra = tuple(SectionView(field_label(key, lang, rules), (_skills(key, fields[key], rules, lang),))
                      for key in block.fields if key not in FIELDS)
        sections = (SectionView(None, tuple(rows)),) + extra if rows else extra
    # a monster's flavor (a summoned minion's description over its table), as a terrain object's is printed
    flavor = block.text if block.kind == "statblock" else None
    return CardView(name=block.name, cost=cost, flavor=flavor, keywords=(), action=None, distance=None, target=None,
                    trigger=None, roll=None, sections=sections, hero=None,
                    source=f"{printable(block.path)}:{block.line}")


def _terrain_view(block: CompiledStatblock, lang: str, rules: Vocabulary) -> CardView:
    """The card of a dynamic terrain object: `Level 3 · Siege Engine · Artillery · EV 10`, `Stamina 50 · Size
    2`, its flavor, and a section for each statistic of a sentence (Direction, Typical Space, Link) or of the
    author's own."""
    from ..frontends.statblocks import terrain_label
    from ..frontends.terrain import PROSE, TERRAIN_FIELDS, TERRAIN_ROWS

    fields = _in_language(block.fields, rules, lang)
    rows = []
    for row in TERRAIN_ROWS:
        cells = [fields[key] if key in ("terrain_type", "roles") else
                 f"{terrain_label(key, lang, rules)} {fields[key]}" for key in row if key in fields]
        if cells:
            rows.append(" · ".join(cells))
    rowed = {key for row in TERRAIN_ROWS for key in row}
    extra = tuple(SectionView(terrain_label(key, lang, rules), (value,)) for key, value in block.fields.items()
                  if key in PROSE or key not in TERRAIN_FIELDS and key not in rowed)
    sections = ((SectionView(None, tuple(rows)),) if rows else ()) + extra
    return CardView(name=block.name, cost=rules.card_words.terms["dynamic_terrain"].label(lang),
                    flavor=block.text, keywords=(), action=None, distance=None, target=None, trigger=None, roll=None,
                    sections=sections, hero=None, source=f"{printable(block.path)}:{block.line}")


def _in_language(fields: dict, rules: Vocabulary, lang: str) -> dict:
    """The values the ruleset has words for in the card's language, where they were written in the other:
    roles (`Elite Hexer` / `エリート ヘクサー`), damage types (`Poison 5, fire 3` / `毒 5、火炎 3`), movement
    (`Climb, swim` / `登攀、水泳`), a terrain type (`Siege Engine` / `攻城兵器`) and a monster's keywords (`Fey, Hag` /
    `フェイ、ハグ`; one the ruleset does not know as written, joined as the card's language joins a list). A value
    already in the
    card's language is printed as written (its case, its separators)."""
    out = dict(fields)
    for key, value in fields.items():
        if lang == "en" and isinstance(value, str):
            # `１８０`, `＋２`: the full-width digits and signs of Japanese typing, in an English card's
            value = out[key] = value.translate(_HALF_WIDTH)
        if not isinstance(value, str) or is_japanese(value) == (lang == "ja"):
            continue
        said = rules.statblock_values.lookup(value) if "statblock_values" in rules.categories else None
        if said is not None:  # `= yours` / `あなたと同じ`: a companion's Stamina, the hero's
            out[key] = said.label(lang)
            continue
        if key in ("roles", "organization"):
            # (`organization: Solo` of a YAML or JSON record, apart from its `role:`, was printed as written: `Solo` on
            # a Japanese card)
            out[key] = " ".join(_role_word(word, rules, lang) for word in value.split())
        elif key in ("immunity", "weakness"):
            out[key] = _joined([_modifier_word(part, rules, lang) for part in split_list(value)], lang)
        elif key == "movement" and "movement_modes" in rules.categories:
            modes = rules.categories["movement_modes"]
            out[key] = _joined([_label(modes.lookup(part), part, lang) for part in split_list(value)], lang)
        elif key == "ancestry":
            # `Fey, Humanoid` on a Japanese card: `フェイ、ヒューマノイド` (was printed as written); a keyword the
            # ruleset has no word for as written, in a list joined as the card's language joins one
            keywords = rules.categories.get("monster_keywords")
            out[key] = _LIST_SEPARATOR[lang].join(
                _label(keywords.lookup(part) if keywords is not None else None, part, lang)
                for part in split_list(value))
        elif key in _PHRASED.get(lang, {}):
            # `3 for four minions`, `+2 bonus to speed`: the book's phrases in the ruleset's Japanese words (were
            # printed in English), and those Japanese in English; any other value as written
            out[key] = _PHRASED[lang][key](value, rules) or value
        elif key == "terrain_type" and "terrain_types" in rules.categories:
            out[key] = _label(rules.categories["terrain_types"].lookup(value), value, lang)
    return out


def _skills(key: str, value: str, rules: Vocabulary, lang: str) -> str:
    """A `Skills` note's value in the card's language (`Alertness, Track` / `警戒、追跡`), a skill the ruleset does not
    know as written; any other note's value as written."""
    notes, skills = rules.categories.get("statblock_notes"), rules.categories.get("skills")
    if notes is None or skills is None or getattr(notes.lookup(key), "id", None) != "skills" or not isinstance(value, str):
        return value
    return _LIST_SEPARATOR[lang].join(_label(skills.lookup(part), part, lang) for part in split_list(value))


def _joined(parts: list[str], lang: str) -> str:
    """`毒 5、火炎 3`; in English as the book writes a list, the first word capitalised (`Fly, hover`)."""
    if lang == "ja":
        return "、".join(parts)
    text = _LIST_SEPARATOR["en"].join(parts[:1] + [p[:1].lower() + p[1:] for p in parts[1:]])
    return text[:1].upper() + text[1:]


def _modifier_word(part: str, rules: Vocabulary, lang: str) -> str:
    """`Poison 5` → `毒 5`; `Damage 3` (every type) → `ダメージ 3`, and back; the `or` a list's last entry starts with
    in the card's language (`or lightning` → `または雷撃`: was `or lightning` on a Japanese card)."""
    joiner, part = list_joiner(part)
    part, note = split_note(part)  # `(see Elementally Attuned)`: after the entry, in the card's language
    if note is not None:
        return f"{_modifier_word(part if joiner is None else f'{joiner} {part}', rules, lang)}{_see_note(note, lang)}"
    found = characteristic_value(part, rules.characteristic_letters())
    # (`Corruption R`, `Fire 2 + R`: a value of the summoner's characteristic, kept as written after the type's word;
    # the entry was quoted whole on a Japanese card, `「Corruption R」`)
    kind, value = (found.group("kind"), found.string[found.end("kind"):].strip()) if found else split_modifier(part)
    if kind.lower() == "damage" or kind == PHRASINGS["ja"].damage_word:
        word = PHRASINGS[lang].damage_word
    else:
        term = rules.damage_types.lookup(kind) if kind else None
        # `chosen type 3`: the author's words for a type, quoted on a Japanese card (`「chosen type」 3`), as a
        # clause quotes an author's English (was printed bare among the Japanese)
        word = term.label(lang) if term is not None else \
            f"「{kind}」" if lang == "ja" and kind and not is_japanese(kind) else kind
    lead = "" if joiner is None else (_JOINERS[lang][joiner] + ("" if lang == "ja" else " "))
    return f"{lead}{word} {value}" if value else lead + word


# `(see Elementally Attuned)`, `（「Elementally Attuned」参照）`, `（Elementally Attuned参照）`: a note naming where a
# statistic is said
_SEE = re.compile(r"^[(（]\s*(?:see\s+(?P<en>[^()（）]+?)|「?(?P<ja>[^()（）「」]+?)」?参照)\s*[)）]$", re.IGNORECASE)


def _see_note(note: str, lang: str) -> str:
    """A note after an entry in the card's language: ` (see Elementally Attuned)` on an English card,
    `（「Elementally Attuned」参照）` on a Japanese one (a clause's `（「Lop」参照）`); any other note as written."""
    found = _SEE.match(note.strip())
    if found is None:
        return f" {note}"
    where = found["en"] or found["ja"]
    if lang == "en":
        return f" (see {where})"
    return f"（{where}参照）" if is_japanese(where) else f"（「{where}」参照）"


#: the `or`/`and` before a list's last entry, in each card language
_JOINERS = {"en": {"or": "or", "and": "and"}, "ja": {"or": "または", "and": "および"}}


def _label(term, written: str, lang: str) -> str:
    return term.label(lang) if term is not None else written


def _role_word(word: str, rules: Vocabulary, lang: str) -> str:
    """A word of a statblock's roles in the card's language (`Elite` / `エリート`); `エリート・ヘクサー`, a
    Japanese pair joined by `・`, word by word when each is known; else as written."""
    parts = re.split("[・･]", word) if lang == "en" else [word]
    categories = (rules.monster_organizations, rules.monster_roles, rules.monster_qualifiers)
    terms = [next((t for t in (c.lookup(part) for c in categories)
                   if t is not None), None) for part in parts]
    if all(term is None for term in terms):
        return word  # (`ソウル・イーター`, a role of one's own: as written, its `・` kept)
    # `ミニオン・ハーリヤー`: the known word in the card's language, a role of one's own as written
    return " ".join(term.label(lang) if term is not None else part for term, part in zip(terms, parts))
