"""The JSON form of a 虚構侵蝕TRPG card: every field of the model, ids and the words as written; a
span as its position in the file (`line`, `column`, `end_line`, `end_column`; the card's `path` once)."""

from __future__ import annotations

from ...positions import span_position
from .model import Amount, Card, Check, ConditionEffect, Contest, Damage, Loss, Option, Recovery, StatChange, Term, Text

__all__ = ["effect_json", "position", "to_json"]


position = span_position   # (a span's place: each end looked up once)


def _amount(amount: Amount) -> dict:
    # (`full`, a recovery to the maximum, added after the first contract: said only where it is one)
    return {"number": amount.number, "ability": amount.ability, "modifier": amount.modifier,
            **({"full": True} if amount.full else {})}


def effect_json(effect) -> dict:
    where = {"text": effect.text, "span": position(effect.span)}
    if isinstance(effect, Damage):
        return {"type": "damage", "amount": _amount(effect.amount), **where}
    if isinstance(effect, Recovery):
        return {"type": "recovery", "stat": effect.stat, "amount": _amount(effect.amount), **where}
    if isinstance(effect, Loss):
        who = {"who": effect.who} if effect.who is not None else {}   # (said only for another's: `失わせる`)
        return {"type": "loss", "stat": effect.stat, "amount": _amount(effect.amount), **who, **where}
    if isinstance(effect, StatChange):
        return {"type": "stat_change", "stat": effect.stat, "change": effect.change, **where}
    if isinstance(effect, ConditionEffect):
        return {"type": "condition", "id": effect.id, "name": effect.name, "n": effect.n, "target": effect.target,
                "removes": effect.removes, "referenced": effect.referenced, **where}
    if isinstance(effect, Check):
        return {"type": "check", "difficulty": effect.difficulty, "skill": effect.skill, "field": effect.field,
                "ends": effect.ends, "combinable": [{"skill": skill, "field": field} for skill, field in effect.combinable],
                "cases": [{"case": case, "difficulty": n} for case, n in effect.cases],
                **where}
    if isinstance(effect, Contest):  # (added after the first contract: the two skills were two terms and text)
        return {"type": "contest", "active": {"skill": effect.active, "text": effect.active_text},
                "passive": {"skill": effect.passive, "text": effect.passive_text}, **where}
    if isinstance(effect, Term):
        return {"type": "term", "category": effect.category, "id": effect.id, **where}
    if isinstance(effect, Option):   # (added after: a list's item, one of the card's options, was text)
        return {"type": "option", "index": effect.index, **where}
    assert isinstance(effect, Text)
    return {"type": "text", **where}


def to_json(card: Card) -> dict:
    return {"name": card.name, "path": card.span.path, **position(card.span), "kind": card.kind, "use": card.use,
            "uses": list(card.uses),
            # (added after the first contract: the words in parentheses after the use type, `行動（攻撃）`, were dropped)
            "use_note": None if card.use_note is None else {"text": card.use_note.text,
                                                            "span": position(card.use_note.span),
                                                            # (added after: said only where it is one)
                                                            **({"after": card.use_note_after}
                                                               if card.use_note_after is not None else {})},
            # (added after: words in parentheses after a later use type, `行動（攻撃）／割込（防御）`, were said and dropped;
            # said only where there are some)
            **({"more_use_notes": [{"text": note.text, "span": position(note.span), "after": after}
                                   for after, note in card.more_use_notes]} if card.more_use_notes else {}),
            "target": card.target, "category": card.category,
            "details": [{"field": d.field, "text": d.text, "span": position(d.span)} for d in card.details],
            "effect_text": card.effect_layout(), "effects": [effect_json(effect) for effect in card.effects],
            "range": None if card.range is None else {"kind": card.range.kind, "areas": card.range.areas,
                                                      "text": card.range.text, "span": position(card.range.span)},
            "notes": [{"label": n.label, "text": n.text, "span": position(n.span)} for n in card.notes]}
