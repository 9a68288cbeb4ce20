"""What the page shows of one file for one hero and one language: its cards cut from the deck its
ruleset renders (the same `Ruleset.cards` as `statblock cards --format html`), each with the
diagnostics that belong beside it.

A file whose latest version has errors (or no ability, or could not be read) keeps showing the
cards of its last good version, with a notice, and the latest version's diagnostics. Views are
kept in a small cache keyed by the file's version, the hero and the language; one lock serialises
every reading and rendering (the rulesets' parsers and fitting are not made to run in parallel).
"""

from __future__ import annotations

import collections
import hashlib
import os
import threading
import time

from ..diagnostics import Severity, StatblockError
from ..messages import Localized, Message, labelled, msg
from ..rulesets import registry
from ..rulesets.registry import CardOptions
from .deck import Deck, Entry, HeroChoice, is_good
from .placing import Placed, place, units_of
from .split import SplitDeck, split_deck
from ..records import frozen

__all__ = ["FileView", "Views"]

#: Views kept (file version × hero × language); each holds one file's cards.
CACHED_VIEWS = 256
#: Characters kept per hero and ruleset (a hero file read again when it changes).
CACHED_HEROES = 64
#: Decks' stylesheets kept (one per ruleset, language and card size in use; each a few kB).
CACHED_STYLESHEETS = 64


@frozen
class FileView:
    entry: Entry
    ruleset: str                  # its label, in the page's language ("" when no ruleset read it)
    placed: Placed
    rest: str | None              # what the deck shows outside its cards (a roster), as a document
    deck: SplitDeck | None        # the cards as the ruleset rendered them
    stylesheet: str               # the URL of the deck's stylesheet (`Views.stylesheet`)
    notices: tuple[Message, ...]  # why cards are missing or old, a hero that does not apply, printing warnings
    stale: bool                   # the cards are those of the last good version
    errors: int
    warnings: int


class Views:
    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.lock: threading.RLock = deck.lock
        self._views: collections.OrderedDict = collections.OrderedDict()
        self._heroes: collections.OrderedDict = collections.OrderedDict()
        self._stylesheets: collections.OrderedDict = collections.OrderedDict()

    def view(self, entry: Entry, hero: HeroChoice | None, lang: str) -> FileView:
        key = (entry.id, entry.version, hero.id if hero else None, hero and _stat_key(hero.path), lang)
        with self.lock:
            found = self._views.get(key)
            if found is not None:
                self._views.move_to_end(key)
                if found.deck is not None:  # its stylesheet stays while the view is in use
                    self._keep_stylesheet(found.deck.css)
                return found
            made = self._make(entry, hero, lang)
            self._views[key] = made
            while len(self._views) > CACHED_VIEWS:
                self._views.popitem(last=False)
            return made

    def stylesheet(self, key: str) -> str | None:
        """A deck's stylesheet by the key in its URL, while it is kept."""
        with self.lock:
            return self._stylesheets.get(key)

    def _keep_stylesheet(self, css: str) -> str:
        key = hashlib.sha256(css.encode("utf-8", "surrogateescape")).hexdigest()[:24]
        self._stylesheets[key] = css
        self._stylesheets.move_to_end(key)
        while len(self._stylesheets) > CACHED_STYLESHEETS:
            self._stylesheets.popitem(last=False)
        return f"/deck.css?k={key}"

    def keep_only(self, live: set[tuple[str, int]]) -> None:
        """Drop the views of file versions that are no longer read (`live`: each file's id and version):
        an old reading is then held by nothing, whatever the number of saves."""
        with self.lock:
            for key in [key for key in self._views if key[:2] not in live]:
                del self._views[key]

    def forget(self) -> None:
        """Drop every cached view and character (a hero file changed)."""
        with self.lock:
            self._views.clear()
            self._heroes.clear()

    def character(self, ruleset, hero: HeroChoice | None) -> tuple[object | None, Message | None]:
        """The character `ruleset` reads from the hero's file, or None with why not."""
        if hero is None:
            return None, None
        key = (ruleset.name, hero.path, _stat_key(hero.path))
        with self.lock:
            if key not in self._heroes:
                try:
                    found = (ruleset.character(hero.path), None)
                except NotImplementedError:
                    found = (None, msg("serve.hero_not_for", hero=hero.name, ruleset=_label(ruleset)))
                except StatblockError as error:
                    said = error.args[0] if len(error.args) == 1 and hasattr(error.args[0], "render") else str(error)
                    found = (None, msg("serve.hero_unusable", hero=hero.shown, reason=said))
                self._heroes[key] = found
                while len(self._heroes) > CACHED_HEROES:
                    self._heroes.popitem(last=False)
            return self._heroes[key]

    def _make(self, entry: Entry, hero: HeroChoice | None, lang: str) -> FileView:
        current = entry.current
        notices: list[Message] = []
        stale = not is_good(current) and entry.good is not None
        shown = entry.good if stale else current
        if stale:
            notices.append(msg("serve.stale", time=_clock(entry.good_at)))
        label = ""
        split = None
        if shown.ruleset:
            ruleset = registry.get(shown.ruleset)
            label = ruleset.label(lang)
            split = self._cards(ruleset, shown, hero, lang, notices)
            if split is None and not stale and entry.good is not None and entry.good is not current:
                stale, shown = True, entry.good  # the latest version reads, but its cards cannot be printed
                notices.append(msg("serve.stale", time=_clock(entry.good_at)))
                split = self._cards(ruleset, shown, hero, lang, notices)
        pieces = split.cards if split is not None else ()
        if not pieces and current.source is not None and not current.abilities and not stale:
            notices.append(msg("serve.no_ability"))
        placed = place(pieces, units_of(shown), list(current.diagnostics), by_name=stale)
        count = collections.Counter(d.severity for d in current.diagnostics)
        stylesheet = self._keep_stylesheet(split.css) if split is not None else ""
        return FileView(entry, label, placed, split.rest if split is not None else None, split, stylesheet,
                        tuple(notices), stale, count[Severity.ERROR], count[Severity.WARNING])

    def _cards(self, ruleset, result, hero: HeroChoice | None, lang: str, notices: list):
        if "cards" not in ruleset.offers or "html" not in ruleset.card_formats:
            notices.append(msg("serve.no_cards_offered", ruleset=ruleset.label(lang)))
            return None
        if not result.abilities:
            return None
        character, why = self.character(ruleset, hero)
        if why is not None:
            notices.append(why)
        warnings: list = []
        try:
            document = ruleset.cards([result], CardOptions("html", lang, character), warn=warnings.append)
        except Exception as error:  # noqa: BLE001 - a ruleset's bug must not take the preview down
            notices.append(msg("serve.render_failed", error=f"{type(error).__name__}: {error}"))
            return None
        notices.extend(warnings)  # a missing font, a card cut at its edge: as `cards` warns
        return split_deck(document.decode("utf-8", "replace"))


def _label(ruleset) -> Localized:
    return labelled(ruleset)


def _stat_key(path: str):
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size


def _clock(moment: float | None) -> str:
    return time.strftime("%H:%M:%S", time.localtime(moment)) if moment is not None else "?"
