"""The title of statblock's Markdown card file of this game, in each language (the card writer's, `render/views.WORDS`):
what tells the file is this game's cards, read with no `--ruleset`. A module of its own, importing nothing: the sniff
of every Markdown file whose first line is a heading asks it, and the language's reader (lark, the vocabulary) is not
loaded for that."""

from __future__ import annotations

__all__ = ["TITLES"]

TITLES = {"ja": "虚構侵蝕TRPG のカード", "en": "Kyoko Shinshoku TRPG cards"}
