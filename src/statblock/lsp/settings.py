"""What the editor's user chose: the language of messages and the hero whose numbers hover shows.

Read from the client's `initializationOptions` and workspace settings, under `statblock` (`{"statblock":
{"lang": "ja", "hero": "heroes/conduit.toml"}}`), written flat (`{"lang": "ja"}`) or dotted
(`{"statblock.lang": "ja"}`) as clients differ. A file chooses its own hero with a line
`# hero: PATH` (relative to the file's folder), which wins over the setting.
"""

from __future__ import annotations

import os
import re

import attrs

from ..messages import LANGS
from ..records import frozen

__all__ = ["HERO_LINE", "Settings", "file_hero", "hero_path"]

#: A file's own hero: `# hero: heroes/conduit.toml`, on a line of its own.
HERO_LINE = re.compile(r"^[ \t]*#[ \t]*hero[ \t]*[:：][ \t]*(?P<path>\S(?:[^\n]*\S)?)[ \t]*$",
                       re.MULTILINE | re.IGNORECASE)
_SECTION = "statblock"


@frozen
class Settings:
    """`lang`: the language of messages (None: `--lang`, STATBLOCK_LANG or the locale, as the command line
    decides); `hero`: the hero file of the workspace (None: none); `root`: the workspace's folder, which a
    relative `hero` is read from."""

    lang: str | None = None
    hero: str | None = None
    root: str | None = None

    def merged(self, data: object) -> Settings:
        """These settings with what `data` (a client's settings object, any shape) says; values of the
        wrong type or an unknown language are left out."""
        found = _section(data)
        changes: dict[str, object] = {}
        lang = found.get("lang")
        if isinstance(lang, str) and lang.strip().lower() in LANGS:
            changes["lang"] = lang.strip().lower()
        elif lang in ("", None) and "lang" in found:
            changes["lang"] = None
        hero = found.get("hero")
        if isinstance(hero, str):
            changes["hero"] = hero.strip() or None
        elif hero is None and "hero" in found:
            changes["hero"] = None
        return attrs.evolve(self, **changes)


def _section(data: object) -> dict:
    if not isinstance(data, dict):
        return {}
    nested = data.get(_SECTION)
    if isinstance(nested, dict):
        return nested
    dotted = {key[len(_SECTION) + 1:]: value for key, value in data.items()
              if isinstance(key, str) and key.startswith(_SECTION + ".")}
    return dotted or {key: value for key, value in data.items() if key in ("lang", "hero")}


def file_hero(text: str) -> str | None:
    """The path a `# hero: PATH` line of `text` names (the first such line), or None."""
    found = HERO_LINE.search(text)
    return None if found is None else found.group("path")


def hero_path(settings: Settings, text: str, document_path: str | None) -> str | None:
    """The hero file for a document: its own `# hero:` line (relative to its folder), else the
    workspace's setting (relative to the workspace folder, else to the document's), else None."""
    own = file_hero(text)
    folder = os.path.dirname(document_path) if document_path else None
    if own is not None:
        return _resolved(own, folder)
    if settings.hero:
        return _resolved(settings.hero, settings.root or folder)
    return None


def _resolved(path: str, folder: str | None) -> str:
    path = os.path.expanduser(path)
    if os.path.isabs(path) or folder is None:
        return path
    return os.path.join(folder, path)
