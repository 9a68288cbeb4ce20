"""The icons of Marvel Champions cards as the printed cards (`statblock cards`) show them: symbols most fonts have.
The cards print them so (`render/views.py`), and a card's words pasted back read them as the icons
(`language/printed_marks.py`)."""

from __future__ import annotations

__all__ = ["SYMBOLS"]

#: icon -> its symbol (`cost`: the consequential damage icon, `takes +1 consequential damage ([cost])`; it was printed
#: as written, `[cost]`)
SYMBOLS = {"energy": "⚡", "mental": "🧠", "physical": "✊", "wild": "✳", "per_hero": "👤", "per_group": "👥", "star": "★",
           "boost": "✦", "crisis": "⚠", "acceleration": "⏩", "amplify": "📣", "hazard": "☢", "unique": "◆", "cost": "💢"}
