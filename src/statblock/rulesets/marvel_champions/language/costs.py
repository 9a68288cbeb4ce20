"""Lowering the words before `→` to typed costs (`Exhaust Rocket Boots and spend a [mental] resource`), English and
Japanese."""

from __future__ import annotations

import re

import attrs

from ..model import Cost
from ..names import ends_initialism
from .trailing import without_trailing
from .counted import AMOUNT, ICON
from .japanese import cost_parts, is_japanese
from .masking import mask
from .targets import read_number
from .variables import cost_uses_x, where_definition
from .verb_slips import misspelt_verb

__all__ = ["lower_costs", "lower_spelt_costs"]

_COSTS = [(kind, re.compile(pattern, re.IGNORECASE)) for kind, pattern in (
    # `Exhaust 2 fatigue counters →`: counters spent, as `Remove 2 fatigue counters` (was an exhaust of the words)
    ("remove_counters", rf"exhaust {AMOUNT} (?P<what>[\w-]+) counters?\b.*"),
    ("exhaust", r"exhaust (?P<what>.+)"),
    ("spend", r"spend\s*(?:(?P<n>\d+|X|an?|one|two|three)\s*)?(?P<icons>(?:\[\w+\]\s*)*)\s*(?:resources?|cards?)?"
              r"(?: of any type)?\b.*"),
    # `Discard 1 card`: 1, as `手札を1枚捨てる` (not the noun `discard pile`: `Search the encounter deck and discard pile for
    # a minion` was cut into a search and a discard)
    ("discard", r"discard (?!piles?\b)(?:(?P<n>\d+|X|an?|one|two|three) )?(?P<what>.+)"),
    ("remove_counters", rf"remove {AMOUNT} (?P<what>[\w-]+) counters?.*"),
    ("take_damage", rf"take (?P<up_to>up to )?{AMOUNT} (?:indirect )?damage.*"),
    ("take_damage", r"take damage .*"),
    ("deal_damage", rf"deal {AMOUNT} damage to (?P<what>.+)"),
    # (`Deal your hero 1 damage →`, whom it is dealt to before the amount; `Remove 1 threat from the main scheme →`: were
    # costs of text, as Japanese `あなたのヒーローに1ダメージを与える` was not)
    ("deal_damage", rf"deal (?P<what>(?:(?! damage\b).)+?) {AMOUNT} damage"),
    ("remove_threat", rf"remove {AMOUNT} threat from (?P<what>.+)"),
    # (`Exhaust Redwing, return him to your hand, and discard …`: a cost of its own, was in the exhaust's words)
    ("return", r"return (?P<what>(?:(?! to ).)+) to [^,;]*?\bhand\b"),
    ("pay", r"pay\b.*"),
    # `Remove this card from the game →`, `Deal the first player 1 encounter card →` (an obligation's, a player card's
    # action): were costs of text, paid by no one
    ("remove_from_game", r"remove (?P<what>.+?) from the game"),
    # (`what`: whom it is dealt to; `deal it to yourself as a facedown encounter card`: yourself; each run of words
    # ends at the first ` to `, ` as `: no backtracking over long words)
    ("deal_card", r"deal (?:(?! to ).)+ to (?P<what>(?:(?! as ).)+) as (?:an? )?(?:facedown )?(?:encounter|boost) card"),
    ("deal_card", r"deal (?P<what>.+?) (?P<n>\d+|an?|one|two|three) (?:additional )?(?:facedown )?"
                  r"(?:encounter|boost) cards?"),
    ("choose", r"choose (?P<what>.+)"),
    # `Put a minion into play →`, `Tuck this card under your hero →`: a card put into play or tucked under another as
    # the price (were costs of text)
    ("put", r"put (?P<what>(?:(?! into play\b).)+) into play\b.*"),
    ("tuck", r"tuck (?P<what>(?:(?! (?:under|beneath) ).)+) (?:under|beneath) .+"),
)]


#: How far after an `and` a cost's shape is looked for, to cut the costs there (a cost the cards print is some words).
_CUT_WINDOW = 240


def lower_costs(text: str) -> list[Cost]:
    """The costs in the words before `→` (`Exhaust Rocket Boots and spend a [mental] resource`)."""
    stripped = text.strip().rstrip(".")
    if text.strip()[len(stripped):][:1] == "." and ends_initialism(stripped + "."):   # `Exhaust M.O.D.O.K. →`
        stripped += "."
    if is_japanese(stripped):   # `ナイトクローラーを消耗する`: the verb at the end
        return [_cost_of(kind, groups, groups["words"]) for kind, groups in cost_parts(stripped)]
    masked = mask(stripped)
    # (each cost's shape tried over the next `_CUT_WINDOW` characters only: tried to the text's end, a shape that fails
    # there scanned it all at every `and`, quadratic in a long cost: `remove a and remove a and …`)
    cuts = [0] + [m.end() for m in re.finditer(r"(?:,\s+(?:and\s+)?|(?<!\s)\s+and\s+)(?=[a-z])", masked)
                  if any(p.match(masked, m.end(), m.end() + _CUT_WINDOW) for _, p in _COSTS)]
    costs = []
    for number, start in enumerate(cuts):
        end = cuts[number + 1] if number + 1 < len(cuts) else len(stripped)
        words = without_trailing(stripped[start:end])
        costs.append(_cost(words))
    where = where_definition(stripped)   # `Choose up to X enemies, where X is equal to … →`: the cost's X
    if where is not None:
        costs = [attrs.evolve(c, x=where[1]) if c.x is None and cost_uses_x(c) else c for c in costs]
    return costs


#: A condition the costs are written after (`If you are in [[Tiny]] hero form, exhaust Army of Ants →`): the ability
#: may be initiated only while it holds (seed 002: an ability is initiated by paying its cost); was a cost of text.
_CONDITION = re.compile(r"(?:if|unless)\b.+", re.IGNORECASE)


def _cost(words: str) -> Cost:
    if _CONDITION.fullmatch(words):
        return Cost("condition", text=words)
    for kind, pattern in _COSTS:
        match = pattern.fullmatch(words)
        if match is not None:
            return _cost_of(kind, match.groupdict(), words)
    return Cost("text", text=words)


def _cost_of(kind: str, groups: dict, words: str) -> Cost:
    """A cost of `kind` with what its shape read (`n`, `icons`, `what`)."""
    if kind in ("text", "condition"):
        return Cost(kind, text=words)
    icons = tuple(i for i in ICON.findall(groups.get("icons") or "") if i != "per_hero")
    amount = read_number(groups.get("n"))
    if kind == "spend" and groups.get("n") is None and icons:   # `Spend X [mental] resources`: X, not 1
        amount = len(icons)
    # `take up to 3 damage`, `Remove up to 4 growth counters` (the amount's own `up to`): the most the player may pay
    return Cost(kind, amount, icons, groups.get("what"), words, up_to=bool(groups.get("up_to") or groups.get("most")))


#: Where a cost may start: the words' start, after a comma or an `and` (`Exhaust Test Bike and dsicard a card`)
_COST_START = re.compile(r"^\s*|,\s+(?:and\s+)?|\s+and\s+")
_LOOKED_AT = 60


def lower_spelt_costs(text: str, name: str = "") -> tuple[list[Cost], list[tuple[int, str, str]]]:
    """`lower_costs`, a cost whose verb is misspelt read as the verb it stands for (`Exhause E.V.A.`, and after an `and`:
    `Exhaust Test Bike and dsicard a card`, where the discard was no cost, the words of the exhaust's): (the costs,
    their words as written; each slip as (where in `text`, the word, the verb)). Only when every slip makes a cost
    that reads; else the costs as written and no slip."""
    masked, slips = mask(text), []
    for found in _COST_START.finditer(masked):
        # (the words there, a few: a verb and what follows it, never the rest copied at each comma)
        slip = misspelt_verb(text[found.end():found.end() + _LOOKED_AT], name) if found.end() < len(text) else None
        if slip is not None:
            slips.append((found.end(), *slip))
    if not slips:
        return lower_costs(text), []
    fixed = text
    for at, word, guess in reversed(slips):
        fixed = fixed[:at] + guess + fixed[at + len(word):]
    costs, waiting = lower_costs(fixed), list(slips)
    for number, cost in enumerate(costs):
        if waiting and cost.text.startswith(waiting[0][2]):
            if cost.kind == "text":
                break
            costs[number] = attrs.evolve(cost, text=waiting[0][1] + cost.text[len(waiting[0][2]):])
            waiting.pop(0)
    return (costs, slips) if not waiting else (lower_costs(text), [])
