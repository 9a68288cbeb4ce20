"""Reading a game state file (TOML, docs/marvel_champions.md "Game state and timing").

Every mistake is a `Diagnostic` with the line and column of the key or value at fault: an unknown
zone or field, an unknown card (with a did-you-mean), form, status or resource, a number that is not
a whole number from 0 to 999, a value of the wrong kind, an `attached_to` that names no card in
play. The cards come from the card files the state names (`cards = [...]`, read by the pipeline),
or from the caller (`cards=`), which is how tests give them.
"""

from __future__ import annotations

import functools
import os
import re
import tomllib
from collections.abc import Callable, Mapping

import attrs

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....fileio import read_utf8_source
from ....frontends.toml_reasons import toml_place
from ....frontends.toml_text import MAX_KEY_PARTS, Locator, bare_key, long_dotted_key
from ....messages import Listing, Localized, msg
from ...similarity import closest
from ..catalog import message
from ..vocabulary import vocabulary
from .cards import CardIndex, card_key, read_card_files
from .nouns import ENCOUNTER_TYPES, PLAYER_TYPES, VILLAIN_PLACE
from .state import RESOURCES, SHARED_ZONES, STATUSES, Copy, GameState, Player

__all__ = ["MAX_STATE_BYTES", "load_state", "read_state"]

MAX_STATE_BYTES = 1024 * 1024
MAX_NUMBER = 999

TOP_KEYS = ("cards", "you", *SHARED_ZONES, "players")
PLAYER_KEYS = ("name", "hero", "alter_ego", "form", "damage", "exhausted", "status", "counters", "used", "resources",
               "play", "engaged", "hand")
ENTRY_KEYS = ("card", "code", "exhausted", "damage", "threat", "counters", "status", "attached_to", "used")
IDENTITY_KEYS = ("damage", "exhausted", "status", "counters", "used")

#: The card types each zone holds (a card of another type there is a warning).
ZONE_TYPES = {
    "villain": VILLAIN_PLACE, "main_scheme": {"main_scheme"}, "side_schemes": {"side_scheme", "player_side_scheme"},
    "encounter": ENCOUNTER_TYPES - VILLAIN_PLACE - {"main_scheme"}, "boost": ENCOUNTER_TYPES,
    "hero": {"hero"}, "alter_ego": {"alter_ego"}, "engaged": {"minion"},
    "play": {"ally", "upgrade", "support", "player_side_scheme", "obligation", "attachment", "environment",
             "treachery", "side_scheme"},
    "hand": PLAYER_TYPES - {"hero", "alter_ego"} | {"obligation"},
}
_FORM_WORDS = {"hero": "hero", "alter_ego": "alter_ego", "alter-ego": "alter_ego", "alter ego": "alter_ego",
               "alterego": "alter_ego", "ヒーロー": "hero", "分身": "alter_ego"}
_STATUS_WORDS = {"stunned": "stunned", "stun": "stunned", "confused": "confused", "confuse": "confused",
                 "tough": "tough", "スタン": "stunned", "混乱": "confused", "タフ": "tough"}
# (each tried only at the start of a run: linear time)
_DEEP_BRACKETS = re.compile(r"(?<![\[{])[\[{]{100,}")
_LONG_NUMBER = re.compile(r"(?<![0-9_])[0-9][0-9_]{999,}")


def load_state(path: str, cards=None, read_files: Callable | None = None):
    """The state in the file `path` and the diagnostics about it: (GameState or None, diagnostics).
    None when an error leaves nothing to work with (the file cannot be read, is not TOML)."""
    source, problems = read_utf8_source(path, MAX_STATE_BYTES)
    return (None, problems) if source is None else read_state(source, cards, read_files)


def read_state(source: SourceFile, cards=None, read_files: Callable | None = None):
    """The state in `source`; `cards` (names to `CompiledCard`s, or a `CardIndex`) stands for the card
    files it names."""
    reader = _Reader(source)
    long_key = long_dotted_key(source.text)  # tomllib takes the square of a key's parts: refused first
    if long_key is not None:
        reason = message("state_long_key", parts=MAX_KEY_PARTS)
        reader.diagnostics.append(Diagnostic("MC201", Severity.ERROR,
                                             message("state_not_toml", format="TOML", message=reason),
                                             source.span(long_key.start(), long_key.end())))
        return None, reader.diagnostics
    try:
        data = tomllib.loads(source.text)
    except tomllib.TOMLDecodeError as error:
        reason, offset = toml_place(str(error), source.text)   # (in each message's language)
        bare = bare_key(source.text, str(error))
        if bare is not None:  # a key in Japanese, which TOML takes only in quotes
            reason = message("state_quote_key", key=bare[1], format="TOML")
        reader.diagnostics.append(Diagnostic("MC201", Severity.ERROR,
                                             message("state_not_toml", format="TOML", message=reason),
                                             source.span(offset, offset)))
        return None, reader.diagnostics
    except (RecursionError, ValueError) as error:
        # tomllib reads nested arrays and inline tables recursively, and lets Python's limit on the digits
        # of an integer through: said at the first run of brackets or of digits that long
        deep = isinstance(error, RecursionError)
        found = (_DEEP_BRACKETS if deep else _LONG_NUMBER).search(source.text)
        offset = found.start() if found else 0
        reason = message("state_too_deep" if deep else "state_long_number")
        reader.diagnostics.append(Diagnostic("MC201", Severity.ERROR,
                                             message("state_not_toml", format="TOML", message=reason),
                                             source.span(offset, offset)))
        return None, reader.diagnostics
    if isinstance(cards, CardIndex):
        reader.index = cards
    elif isinstance(cards, Mapping):
        reader.index = CardIndex(cards)
    else:
        reader.index = reader.card_files(data, read_files or read_card_files)
    return reader.state(data), reader.diagnostics


class _Reader:
    def __init__(self, source: SourceFile):
        self.source = source
        self.diagnostics: list[Diagnostic] = []
        self.index = CardIndex()
        # every card file named failed to read (MC209) and no card is known: a card or player it would have held is
        # not said unknown again and again (five MC203 `no card called … (0 cards)` and an MC212 with no players)
        self.cards_unread = False
        self.copies: list[Copy] = []
        self.attachments: list[tuple[int, str, tuple]] = []

    @functools.cached_property
    def locator(self) -> Locator:
        """Where each key and value of the file is: indexed the first time a place is asked (a diagnostic, a card in
        play), not for a file that is no TOML or names no card (the index walks the whole text)."""
        return Locator(self.source.text)

    # ---- diagnostics ----

    def report(self, code: str, at: tuple, key: str, /, *, at_key: bool = False, warning: bool = False,
               guess: str | None = None, word: str | None = None, **args) -> None:
        start, end = (self.locator.key if at_key else self.locator.value)(at)
        suggestion = msg("word.replace", word=word, guess=guess) if guess and word is not None else None
        if guess:
            args["guess"] = guess
        self.diagnostics.append(Diagnostic(code, Severity.WARNING if warning else Severity.ERROR,
                                           message(key, **args), self.source.span(start, end), suggestion=suggestion))

    def known_keys(self, table: dict, allowed: tuple[str, ...], path: tuple, where) -> None:
        for key in table:
            if key not in allowed:
                guess = closest(str(key), allowed, 0.6)
                self.report("MC202", (*path, key), "state_unknown_key_guess" if guess else "state_unknown_key",
                            at_key=True, guess=guess, word=str(key), key=str(key), where=where, known=Listing(allowed))

    def kind(self, value, expected: str, path: tuple) -> bool:
        wanted = {"text": str, "list": list, "table": dict, "yes or no": bool}[expected]
        if isinstance(value, wanted) and not (expected == "text" and not value.strip()):
            return True
        self.report("MC206", path, "state_wrong_kind", expected=message(f"kind_{expected.replace(' ', '_')}"),
                    found=_describe(value))
        return False

    def number(self, value, path: tuple) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_NUMBER:
            self.report("MC205", path, "state_bad_number", low=0, high=MAX_NUMBER, found=_describe(value))
            return None
        return value

    # ---- card files ----

    def card_files(self, data: dict, read_files: Callable) -> CardIndex:
        index = CardIndex()
        files = data.get("cards", [])
        if isinstance(files, str):
            files = [files]
        if not isinstance(files, list):
            self.kind(files, "list", ("cards",))
            return index
        folder = os.path.dirname(self.source.path)
        wanted = []
        for number, name in enumerate(files):
            if self.kind(name, "text", ("cards", number)):
                wanted.append((number, name, os.path.join(folder, name)))
        read = read_files([path for _, _, path in wanted])
        unread = False
        for number, name, path in wanted:
            cards, problems = read.get(path, ([], []))
            for card in cards:
                index.add(card)
            failed = [d for d in problems if d.severity is Severity.ERROR and d.span.source.text == ""]
            if failed and failed[0].code == "SB002":   # (an ability file's advice was given: `remove it from the paths
                self.report("MC209", ("cards", number), "state_card_file_binary", path=name, key="cards")   # to check`)
            elif failed:
                self.report("MC209", ("cards", number), "state_card_file", path=name, message=failed[0].message)
            elif not cards:
                self.report("MC209", ("cards", number), "state_card_file_empty", path=name)
            self.diagnostics.extend(d for d in problems if d.severity is Severity.ERROR and d not in failed)
            unread = unread or bool(failed)
        self.cards_unread = unread and len(index) == 0
        return index

    # ---- the state ----

    def state(self, data: dict) -> GameState:
        self.known_keys(data, TOP_KEYS, (), message("where_top"))
        for zone in SHARED_ZONES:
            if zone in data:
                self.zone(data[zone], zone, None, (zone,), single=zone in ("villain", "main_scheme"))
        players: list[Player] = []
        unread: set = set()  # the names of the players whose table could not be read (each said where it failed)
        listed = data.get("players", [])
        if isinstance(listed, dict):
            listed = [listed]
        if self.kind(listed, "list", ("players",)):
            for number, table in enumerate(listed):
                if self.kind(table, "table", ("players", number)):
                    player = self.player(table, ("players", number), players)
                    if player is not None:
                        players.append(player)
                    elif isinstance(table.get("name"), str):
                        unread.add(table["name"])
        self.attach()
        you = data.get("you")
        if you is not None and self.kind(you, "text", ("you",)):
            names = [p.name for p in players]
            if you not in names and ((self.cards_unread and not names) or you in unread):
                # (said by MC209, no player could be read, or at the player's table: `hero = "Ember Las"`, MC203; was an
                # MC212 too, `you` naming no player, the list of players empty)
                you = None
            elif you not in names:
                guess = closest(you, names, 0.6)
                self.report("MC212", ("you",), "state_unknown_player_guess" if guess else "state_unknown_player",
                            guess=guess, word=you, name=you, field="you", known=Listing(tuple(names)))
                you = None
        elif you is not None:
            you = None
        return GameState(tuple(players), tuple(self.copies), you or (players[0].name if players else None),
                         self.source.path, self.index)

    def zone(self, value, zone: str, owner: str | None, path: tuple, single: bool = False) -> None:
        if single and not isinstance(value, list):
            value, paths = [value], [path]
        elif isinstance(value, list):
            paths = [(*path, number) for number in range(len(value))]
        else:
            self.kind(value, "list", path)
            return
        for item, where in zip(value, paths):
            self.entry(item, zone, owner, where)

    def entry(self, item, zone: str, owner: str | None, path: tuple) -> Copy | None:
        if isinstance(item, str):
            item = {"card": item}
            name_path = path
        elif isinstance(item, dict):
            self.known_keys(item, ENTRY_KEYS, path, message("where_card"))
            name_path = (*path, "card")
        else:
            self.kind(item, "table", path)
            return None
        card = None
        if "code" in item and self.kind(item["code"], "text", (*path, "code")):
            card = self.index.code(item["code"])
            if card is None and self.cards_unread:
                return None
            if card is None:
                self.report("MC203", (*path, "code"), "state_unknown_code", code=item["code"])
                return None
        if card is None:
            if "card" not in item:
                self.report("MC211", path, "state_missing", key="card", example='card = "Rhino"')
                return None
            card = self.card(item["card"], name_path, zone)
            if card is None:
                return None
        return self.place(card, zone, owner, item, path)

    def card(self, name, path: tuple, zone: str):
        if not self.kind(name, "text", path):
            return None
        card = self.index.find(name, ZONE_TYPES.get(zone, ()))
        if card is None and self.cards_unread:
            return None
        if card is None:
            guess = self.index.guess(name)
            self.report("MC203", path, "state_unknown_card_guess" if guess else "state_unknown_card", guess=guess,
                        word=name, name=name, count=len(self.index))
            return None
        wanted = ZONE_TYPES.get(zone)
        if wanted and card.type and card.type not in wanted:
            # (the type in each message's words: the Japanese said `種類が villain のカード`)
            term = vocabulary().categories["card_types"].terms.get(card.type)
            shown = Localized({lang: term.label(lang) if term is not None else card.type for lang in ("en", "ja")})
            self.report("MC214", path, "state_wrong_zone", warning=True, name=card.name, type=shown, zone=zone)
        return card

    def place(self, card, zone: str, owner: str | None, item: dict, path: tuple) -> Copy:
        if zone == "encounter" and card.type in ("side_scheme", "player_side_scheme") \
                or zone == "play" and card.type == "side_scheme":
            # (a side scheme is one by its type, whatever list holds it: under `encounter` it was labelled an
            # encounter card in play, in a player's `play` that player's play area, as a card entering play by its
            # type is put with the side schemes; a player side scheme a player's `play` may hold as the player's)
            zone = "side_schemes"
        numbers = {}
        for key in ("damage", "threat"):
            if key in item:
                numbers[key] = self.number(item[key], (*path, key)) or 0
        exhausted = bool(item.get("exhausted")) if "exhausted" in item and self.kind(
            item["exhausted"], "yes or no", (*path, "exhausted")) else False
        copy = Copy(len(self.copies) + 1, card, zone, owner, exhausted, numbers.get("damage", 0),
                    numbers.get("threat", 0), self.counters(item, path), self.statuses(item, path),
                    used=self.used(item, path), span=self.source.span(*self.locator.value(path)))
        self.copies.append(copy)
        if "attached_to" in item and self.kind(item["attached_to"], "text", (*path, "attached_to")):
            self.attachments.append((copy.id, item["attached_to"], (*path, "attached_to")))
        return copy

    def counters(self, item: dict, path: tuple) -> tuple[tuple[str, int], ...]:
        table = item.get("counters", {})
        if not self.kind(table, "table", (*path, "counters")):
            return ()
        found = []
        for name, value in table.items():
            amount = self.number(value, (*path, "counters", name))
            if amount:
                found.append((str(name), amount))
        return tuple(sorted(found))

    def statuses(self, item: dict, path: tuple) -> frozenset[str]:
        listed = item.get("status", [])
        if isinstance(listed, str):
            listed = [listed]
        if not self.kind(listed, "list", (*path, "status")):
            return frozenset()
        found = set()
        for number, word in enumerate(listed):
            where = (*path, "status") if isinstance(item.get("status"), str) else (*path, "status", number)
            if not self.kind(word, "text", where):
                continue
            status = _STATUS_WORDS.get(word.strip().lower())
            if status is None:
                guess = closest(word.strip().lower(), STATUSES, 0.6)
                self.report("MC207", where, "state_unknown_status_guess" if guess else "state_unknown_status",
                            guess=guess, word=word, status=word, known=Listing(STATUSES))
                continue
            found.add(status)
        return frozenset(found)

    def used(self, item: dict, path: tuple) -> tuple[int, ...]:
        if "used" not in item:
            return ()
        value = item["used"]
        if isinstance(value, list):
            return tuple(self.number(v, (*path, "used", n)) or 0 for n, v in enumerate(value))
        amount = self.number(value, (*path, "used"))
        return (amount,) if amount else ()

    def resources(self, value, path: tuple) -> tuple[tuple[str, int], ...]:
        if isinstance(value, int) and not isinstance(value, bool):
            amount = self.number(value, path)
            return (("any", amount),) if amount else ()
        if not self.kind(value, "table", path):
            return ()
        found = []
        for name, amount in value.items():
            if name not in RESOURCES:
                guess = closest(str(name), RESOURCES, 0.6)
                self.report("MC208", (*path, name), "state_unknown_resource_guess" if guess else
                            "state_unknown_resource", at_key=True, guess=guess, word=str(name), resource=str(name),
                            known=Listing(RESOURCES))
                continue
            count = self.number(amount, (*path, name))
            if count:
                found.append((name, count))
        return tuple(found)

    def player(self, table: dict, path: tuple, players: list[Player]) -> Player | None:
        self.known_keys(table, PLAYER_KEYS, path, message("where_player"))
        sides = {}
        for side in ("hero", "alter_ego"):
            if side in table:
                sides[side] = self.card(table[side], (*path, side), side)
        form = "hero" if sides.get("hero") or "alter_ego" not in table else "alter_ego"
        if "form" in table and self.kind(table["form"], "text", (*path, "form")):
            said = _FORM_WORDS.get(table["form"].strip().lower())
            if said is None:
                guess = closest(table["form"].strip().lower(), ("hero", "alter-ego"), 0.5)
                self.report("MC204", (*path, "form"), "state_unknown_form_guess" if guess else "state_unknown_form",
                            guess=guess, word=table["form"], form=table["form"], known=Listing(("hero", "alter-ego")))
            else:
                form = said
        for side, other in (("hero", "alter_ego"), ("alter_ego", "hero")):
            if sides.get(side) and not sides.get(other) and other not in table:
                sides[other] = self.index.other_side(sides[side])
        if "hero" not in table and "alter_ego" not in table:
            self.report("MC211", path, "state_missing", key="hero", example='hero = "Spider-Man"')
            return None
        if sides.get(form) is None:
            if form not in table:
                self.report("MC211", (*path, "form") if "form" in table else path, "state_missing_side",
                            key=form, form=message(f"form_{form}"))
            return None
        name = table.get("name")
        if name is None or not self.kind(name, "text", (*path, "name")):
            name = sides[form].name
        if any(p.name == name for p in players):
            self.report("MC213", (*path, "name") if "name" in table else path, "state_duplicate_player", name=name)
            name = f"{name} ({len(players) + 1})"
        identity = {k: table[k] for k in IDENTITY_KEYS if k in table}
        self.place(sides[form], "identity", name, identity, path)
        for zone in ("play", "engaged", "hand"):
            if zone in table:
                self.zone(table[zone], zone, name, (*path, zone))
        resources = self.resources(table["resources"], (*path, "resources")) if "resources" in table else ()
        return Player(name, form, sides.get("hero"), sides.get("alter_ego"), resources, hand_given="hand" in table,
                      span=self.source.span(*self.locator.value(path)))

    def attach(self) -> None:
        """Each `attached_to` names a card in play (the first of that name)."""
        for copy_id, name, path in self.attachments:
            target = next((c for c in self.copies if c.in_play and c.id != copy_id and card_key(c.name) == card_key(name)),
                          None)
            if target is None:
                names = [c.name for c in self.copies if c.in_play and c.id != copy_id]
                guess = closest(name, names, 0.6)
                self.report("MC210", path, "state_attached_to_guess" if guess else "state_attached_to", guess=guess,
                            word=name, name=name, field="attached_to")
                continue
            self.copies[copy_id - 1] = attrs.evolve(self.copies[copy_id - 1], attached_to=target.id)


def _describe(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value[:40]}"'
    if isinstance(value, int) and value.bit_length() > 64:  # counted, not shown: past 4300 digits str() raises
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if isinstance(value, (int, float)):
        return str(value)
    return {list: "[…]", dict: "{…}"}.get(type(value), type(value).__name__)
