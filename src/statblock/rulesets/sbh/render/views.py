"""What Song of Blades and Heroes' rosters and cards print, worked out in Python, in English or Japanese.

A warband prints as a roster (each profile's count, Quality, Combat, points and the totals against the
limit) and then one card per profile; a Magic-User's card carries its worked odds: the chance to cast
at power 1, 2 and 3 with 1, 2 and 3 dice, and the chance to lose its magic (seed 003), exact fractions
from `runtime.odds`. Templates only place these strings.
"""

from __future__ import annotations

from ..vocabulary import vocabulary
from .words import amount
from .words import words as words_of
from ....terminal import printable
from ....records import frozen

__all__ = ["ProfileCard", "ProfileView", "WarbandView", "magic_rows", "odds_table", "profile_cards", "rule_name",
           "warband_views"]


@frozen
class ProfileView:
    name: str
    count: int
    quality: str
    combat: int
    points: int
    total: int
    rules: str
    magic: tuple[tuple[str, ...], ...] = ()   # rows: dice, power 1+, 2+, 3+, magic lost
    notes: tuple[str, ...] = ()               # the model's own notes, as written


@frozen
class WarbandView:
    name: str
    limit: int | None
    total: int
    models: int
    profiles: tuple[ProfileView, ...]
    roster: tuple[tuple[str, ...], ...] = ()   # the roster as table rows: a head, a row a profile, the total
    notes: tuple[str, ...] = ()                 # a Markdown roster's prose lines, printed under the roster
    # each profile's own notes with its name (`Elf Archer — Equipment: Longbow`), listed on the roster's page under the
    # table as well as on the profile's card (before, the roster's page, the one a player reads the band from, had none)
    profile_notes: tuple[str, ...] = ()
    # the roster with each profile's special rules (a column after Combat), as the Markdown cards print it: a roster
    # table the warband reader reads back whole (before, the Markdown roster had no rules, and the card file read as
    # no warband)
    rules_roster: tuple[tuple[str, ...], ...] = ()


@frozen
class ProfileCard:
    """One printed card of a profile, or the part of one that a continuation card holds (`fit.py`)."""

    name: str
    points: str                            # one model's points ("33 pts"): the head's corner
    facts: tuple[str, ...]                 # "Quality 4+", "Combat 3", "×2 = 66 pts"
    rules: str                             # the special rules as printed, joined ("" for none)
    magic: tuple[tuple[str, ...], ...]     # the Magic-User's odds with their head row; () for none
    warband: str                           # the warband's name, in the foot
    band: int                              # which warband of the deck (its roster prints before its cards)
    profile: int                           # which profile of its warband
    source: str                            # "path:line", for people tracing a card back to its text
    rules_label: bool = True               # "Rules:" before the rules (not before the rest of them)
    part: int = 1                          # continuation cards: part of parts
    parts: int = 1
    fit: int = 0                           # the type step (`render.fitting.STEPS`)
    notes: tuple[str, ...] = ()            # the model's own notes, as written, at the card's end (its last card's)

    @property
    def continued(self) -> bool:
        return self.part > 1


def _percent(fraction) -> str:
    return f"{float(fraction) * 100:.1f}%"


def rule_name(use, lang: str) -> str:
    term = vocabulary().categories["rules"].terms.get(use.id) if use.id else None
    name = term.label(lang) if term is not None else use.name_as_written
    if use.spec and not (term is not None and "variant_of" in term.extra):  # a variant's name says its spec
        return f"{name}（{use.spec}）" if lang == "ja" else f"{name} ({use.spec})"
    return name


def magic_rows(profile, lang: str) -> tuple[tuple[str, ...], ...]:
    if not any(use.id == "magic_user" for use in profile.rules):
        return ()
    from ..runtime.odds import InputError, activation_odds, check_value

    try:
        check_value("quality", profile.quality)
    except InputError:  # a Quality out of range (SH102, an error of the file): no odds to show, none made up
        return ()

    words = words_of(lang)
    rows = []
    for dice in (1, 2, 3):
        odds = activation_odds(profile.quality, dice)
        cells = [_percent(odds.at_least(power)) if power <= dice else "—" for power in (1, 2, 3)]
        rows.append((amount(words, "dice", dice), *cells, _percent(odds.magic_lost)))
    return tuple(rows)


def odds_table(magic: tuple[tuple[str, ...], ...], lang: str) -> tuple[tuple[str, ...], ...]:
    """A Magic-User's odds rows with the head row above them; () for a model without magic."""
    if not magic:
        return ()
    words = words_of(lang)
    return (("", *(words["power"].format(n=n) for n in (1, 2, 3)), words["lost"]), *magic)


def warband_views(warbands, lang: str = "en") -> list[WarbandView]:
    words = words_of(lang)
    views = []
    for warband in warbands:
        profiles = tuple(ProfileView(p.name, p.count, f"{p.quality}+", p.combat, p.points, p.total,
                                     words["separator"].join(rule_name(use, lang) for use in p.rules),
                                     magic_rows(p, lang), tuple(note.text for note in p.notes))
                         for p in warband.profiles)
        total = f"{warband.total}" + (f" / {warband.limit}" if warband.limit is not None else "")
        roster = (("", words["quality"], words["combat"], words["points"]),
                  *((f"{p.count}× {p.name}" if p.count > 1 else p.name, p.quality, str(p.combat), str(p.total))
                    for p in profiles),
                  (words["total"], "", "", total))
        whose = tuple(words["note_of"].format(name=p.name, note=note) for p in profiles for note in p.notes)
        with_rules = tuple((*row[:3], rules, row[3]) for row, rules in
                           zip(roster, (words["rules_head"], *(p.rules for p in profiles), "")))
        views.append(WarbandView(warband.name, warband.limit, warband.total, warband.models, profiles, roster,
                                 tuple(note.text for note in warband.notes), whose, with_rules))
    return views


def profile_cards(warbands, lang: str = "en") -> list[ProfileCard]:
    """One whole (unfitted) card per profile, warband after warband, in the order they were written."""
    words = words_of(lang)
    cards = []
    for band, (warband, view) in enumerate(zip(warbands, warband_views(warbands, lang))):
        for index, (profile, shown) in enumerate(zip(warband.profiles, view.profiles)):
            facts = [f"{words['quality']} {shown.quality}", f"{words['combat']} {shown.combat}"]
            if shown.count > 1:
                facts.append(words["count"].format(n=shown.count, total=amount(words, "points", shown.total)))
            cards.append(ProfileCard(shown.name, amount(words, "points", shown.points), tuple(facts), shown.rules,
                                     odds_table(shown.magic, lang), warband.name, band, index,
                                     f"{printable(profile.span.path)}:{profile.span.line}", notes=shown.notes))
    return cards
