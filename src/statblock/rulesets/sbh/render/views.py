"""Roster sheets and profile cards for Song of Blades and Heroes, in English or Japanese.

A warband prints as a roster (each profile's count, Quality, Combat, points and the totals against the
limit) and then one card per profile; a Magic-User's card carries its worked odds: the chance to cast
at power 1, 2 and 3 with 1, 2 and 3 dice, and the chance to lose its magic (seed 003), exact fractions
from `runtime.odds`.
"""

from __future__ import annotations

import attrs

from ....render.env import environment
from ....render.sizes import CARD_SIZES, PAGE_SIZES
from ..vocabulary import vocabulary

__all__ = ["render_cards"]

_WORDS = {
    "en": {"title": "Song of Blades and Heroes warbands", "points": "pts", "limit": "limit", "total": "total",
           "quality": "Quality", "combat": "Combat", "rules": "Rules: ", "magic": "Magic-User odds",
           "dice": "{n} dice", "power": "power {n}+", "lost": "magic lost", "models": "models",
           "legend": "(chance to reach each power; the last column: three failures end the model's magic)"},
    "ja": {"title": "ソング・オブ・ブレイド・アンド・ヒーローズのウォーバンド", "points": "点", "limit": "上限",
           "total": "合計", "quality": "質", "combat": "戦闘", "rules": "特殊ルール：", "magic": "魔法の確率",
           "dice": "ダイス{n}個", "power": "パワー{n}以上", "lost": "魔法が尽きる",
           "models": "体", "legend": "（各パワーに届く確率。最後の列は3失敗で魔法が尽きる確率）"},
}


@attrs.frozen
class ProfileView:
    name: str
    count: int
    quality: str
    combat: int
    points: int
    total: int
    rules: str
    magic: tuple[tuple[str, ...], ...] = ()   # rows: dice, power 1+, 2+, 3+, magic lost


@attrs.frozen
class WarbandView:
    name: str
    limit: int | None
    total: int
    models: int
    profiles: tuple[ProfileView, ...]
    roster: tuple[tuple[str, ...], ...] = ()   # the roster as table rows: a head, a row a profile, the total


def _percent(fraction) -> str:
    return f"{float(fraction) * 100:.1f}%"


def _rule_name(use, lang: str) -> str:
    term = vocabulary().categories["rules"].terms.get(use.id) if use.id else None
    name = term.label(lang) if term is not None else use.name_as_written
    if use.spec and not (term is not None and "variant_of" in term.extra):  # a variant's name says its spec
        return f"{name}（{use.spec}）" if lang == "ja" else f"{name} ({use.spec})"
    return name


def _magic(profile, lang: str) -> tuple[tuple[str, ...], ...]:
    if not any(use.id == "magic_user" for use in profile.rules):
        return ()
    from ..runtime.odds import activation_odds

    words = _WORDS[lang]
    rows = []
    for dice in (1, 2, 3):
        odds = activation_odds(profile.quality, dice)
        cells = [_percent(odds.at_least(power)) if power <= dice else "—" for power in (1, 2, 3)]
        rows.append((words["dice"].format(n=dice), *cells, _percent(odds.magic_lost)))
    return tuple(rows)


def warband_views(warbands, lang: str = "en") -> list[WarbandView]:
    views = []
    for warband in warbands:
        profiles = tuple(ProfileView(p.name, p.count, f"{p.quality}+", p.combat, p.points, p.total,
                                     ("、" if lang == "ja" else ", ").join(_rule_name(use, lang) for use in p.rules),
                                     _magic(p, lang))
                         for p in warband.profiles)
        words = _WORDS[lang]
        total = f"{warband.total}" + (f" / {warband.limit}" if warband.limit is not None else "")
        roster = (("", words["quality"], words["combat"], words["points"]),
                  *((f"{p.count}× {p.name}" if p.count > 1 else p.name, p.quality, str(p.combat), str(p.total))
                    for p in profiles),
                  (words["total"], "", "", total))
        views.append(WarbandView(warband.name, warband.limit, warband.total, warband.models, profiles, roster))
    return views


def _cells(rows) -> list:
    """Rows of text as the core's Markdown tables take them (each cell a list of (text, bold) parts),
    the first row bold."""
    return [[[(str(text), number == 0 and bool(text))] for text in row] for number, row in enumerate(rows)]


def render_cards(warbands, fmt: str, lang: str = "en", page: str = "a4", size: str = "poker") -> bytes:
    """The file `statblock cards` writes for these warbands (html, pdf, md, txt)."""
    lang = lang if lang in _WORDS else "en"
    words = _WORDS[lang]
    template = environment(fmt, __package__).get_template(f"cards.{'html' if fmt == 'pdf' else fmt}.j2")
    text = template.render(warbands=warband_views(warbands, lang), words=words, lang=lang, width=72,
                           card=CARD_SIZES[size], page=PAGE_SIZES[page], title=words["title"],
                           powers=[words["power"].format(n=n) for n in (1, 2, 3)], cells=_cells)
    if fmt != "pdf":
        return text.encode("utf-8")
    from ....render.pdf import lay_out, write_pdf

    return write_pdf([lay_out(text)])
