"""The timing window and its resolution as text for people (every line from the catalog, English or
Japanese) and as JSON for tools.

Card names and ability text are the user's and are shown as written, through `terminal.printable`,
so that nothing in a card file can move the cursor or start a line of its own.

JSON: `{"event": {...}, "entries": [...], "steps": [...] (with --resolve), "state": {...}}`; each
entry has `window` (before, at, after), `priority` (1-8 or null), `card`, `card_id`, `zone`,
`controller`, `source` (ability, keyword, status, consequential), `type`, `forced`, `form`, `trigger`,
`text`, `mandatory`, `optional_parts`, `triggers` (true, or null: needs a judgement),
`trigger_reasons`, `can_initiate` (true, false, or null: needs a judgement), `problems` ({`blocks`,
`message`}), `used_by` (`game` or `players`), `users`, `able`, `status`, `keyword`, `amount`.
"""

from __future__ import annotations

from ....messages import Listing
from ....terminal import printable
from ..catalog import message
from .state import Copy, GameState
from .window import WINDOW_ORDER, Entry, Window, unchanged_form

__all__ = ["state_json", "window_json", "window_text"]


def _say(key: str, lang: str, **args) -> str:
    return message(key, **args).render(lang)


def _render(value, lang: str) -> str:
    return value.render(lang) if hasattr(value, "render") else str(value)


# ---- JSON ----

def window_json(window: Window, steps=None, lang: str = "en") -> dict:
    entries = list(window.entries)
    found = {
        "event": _event_json(window),
        "entries": [_entry_json(e, window, lang) for e in entries],
        "state": state_json(window.state),
    }
    if steps is not None:
        position = {id(e): n for n, e in enumerate(entries)}
        found["steps"] = [{"kind": s.kind, "entry": position.get(id(s.entry)),
                           "lines": [_render(line, lang) for line in s.lines], "changed": list(s.changed),
                           "state": state_json(s.state)} for s in steps]
    return found


def _event_json(window: Window) -> dict:
    event = window.event
    return {"text": event.text, "kind": event.kind, "window": event.window, "you": window.player,
            "subject": [_noun_json(n) for n in event.subject], "object": [_noun_json(n) for n in event.object],
            "card": [_noun_json(n) for n in event.card], "form": event.form, "phase": event.phase,
            "amount": event.amount, "qualifiers": sorted(event.qualifiers)}


def _noun_json(noun) -> dict:
    return {"role": noun.role, "types": sorted(noun.types), "name": noun.name, "traits": list(noun.traits),
            "text": noun.text}


def _entry_json(entry: Entry, window: Window, lang: str) -> dict:
    ability = entry.ability
    return {
        "window": entry.window, "priority": entry.priority, "card": entry.copy.name, "card_id": entry.copy.id,
        "zone": entry.copy.zone, "controller": entry.controller, "source": entry.source,
        "type": ability.type if ability is not None and entry.source == "ability" else entry.source,
        "forced": bool(ability and ability.forced), "form": ability.form if ability is not None else None,
        "trigger": ability.trigger if ability is not None else "", "text": ability.text if ability is not None else "",
        "mandatory": entry.mandatory, "optional_parts": list(entry.optional_parts),
        "triggers": entry.triggers, "trigger_reasons": [_render(r, lang) for r in entry.trigger_reasons],
        "can_initiate": entry.initiate,
        "problems": [{"blocks": p.blocks, "message": _render(p.text, lang)} for p in entry.problems],
        "used_by": "game" if entry.mandatory else "players", "users": list(entry.users), "able": list(entry.able),
        "status": entry.status, "keyword": entry.keyword.id if entry.keyword is not None else None,
        "amount": entry.amount if entry.amount is not None else (entry.keyword.value if entry.keyword else None),
    }


def state_json(state: GameState) -> dict:
    return {
        "you": state.you,
        "players": [{"name": p.name, "form": p.form, "resources": dict(p.resources), "drawn": p.drawn}
                    for p in state.players],
        "cards": [{"id": c.id, "name": c.name, "type": c.type, "zone": c.zone, "owner": c.owner,
                   "exhausted": c.exhausted, "damage": c.damage, "threat": c.threat, "statuses": sorted(c.statuses),
                   "counters": dict(c.counters), "attached_to": c.attached_to, "used": list(c.used)}
                  for c in state.copies],
    }


# ---- text ----

def window_text(window: Window, steps=None, lang: str = "en") -> str:
    event = window.event
    # (a state with no player: `“you” is ?` was printed, a placeholder read as a player named `?`)
    you = printable(window.player) if window.player else message("report_no_player", table="[[players]]")
    lines = [_say("report_event", lang, event=printable(event.text), kind=message(f"event_{event.kind}"),
                  player=you)]
    form = unchanged_form(window.state, event, window.player)
    if form is not None:   # no change: nothing answers it
        lines.append("  " + _say("did_form_same", lang, player=you,
                                 form=message(f"form_{form}")))
    from .window import OPENS

    for name in WINDOW_ORDER:
        if name not in OPENS[event.window]:
            continue
        lines.append(_say(f"report_window_{name}", lang))
        entries = window.in_window(name)
        if not entries:
            lines.append("  " + _say("report_nothing", lang))
        for entry in entries:
            lines.extend(_entry_lines(entry, window.state, lang))
    if steps is not None:
        lines.append(_say("report_resolving", lang))
        if not steps:
            lines.append("  " + _say("report_no_steps", lang))
        for number, step in enumerate(steps, 1):
            lines.extend(_step_lines(number, step, lang))
    return "\n".join(lines)


def _where(copy: Copy, state: GameState, lang: str) -> str:
    owner = printable(copy.owner or "")
    said = _say(f"where_{copy.zone}", lang, player=owner)
    target = state.copy(copy.attached_to)
    if target is not None:
        said = _say("where_attached", lang, where=said, card=printable(target.name))
    return said


def _what(entry: Entry, lang: str) -> str:
    if entry.source == "status":
        return _say("what_status", lang, status=message(f"status_{entry.status}"))
    if entry.source == "consequential":
        return _say("what_consequential", lang, amount=entry.amount)
    if entry.source == "keyword":
        return _say("what_keyword", lang, keyword=printable(entry.keyword.text or entry.keyword.id))
    ability = entry.ability
    forced = ability.forced and ability.type in ("interrupt", "response")
    kind = message(f"type_forced_{ability.type}" if forced else f"type_{ability.type}")
    if ability.form:
        return _say("what_type_form", lang, type=kind, form=message(f"form_{ability.form}"))
    return _say("what_type", lang, type=kind)


def _who(entry: Entry, state: GameState, lang: str) -> str:
    if entry.mandatory:
        return _say("who_game", lang)
    if len(entry.users) > 1 and len(entry.users) == len(state.players):
        return _say("who_any", lang)
    return _say("who_players", lang, players=Listing(tuple(printable(u) for u in entry.users), conjunction="or"))


def _entry_lines(entry: Entry, state: GameState, lang: str) -> list[str]:
    head = _say("report_entry", lang, priority=entry.priority if entry.priority is not None else "-",
                card=printable(entry.copy.name), where=_where(entry.copy, state, lang), what=_what(entry, lang),
                who=_who(entry, state, lang))
    lines = ["  " + head]
    pad = "       "
    if entry.ability is not None and entry.source == "ability":
        lines.append(pad + _say("report_text", lang, text=printable(entry.ability.text)))
    elif entry.source == "status":
        lines.append(pad + _say(f"report_status_{entry.status}", lang, card=printable(entry.copy.name)))
    elif entry.source == "consequential":
        lines.append(pad + _say("report_consequential", lang, card=printable(entry.copy.name), amount=entry.amount))
    for part in entry.optional_parts:
        lines.append(pad + _say("report_optional_part", lang, text=printable(part)))
    if entry.triggers is None:
        lines.append(pad + _say("report_judge_trigger", lang, reasons=_reasons(entry.trigger_reasons, lang)))
    if entry.initiate is True:
        if entry.mandatory or len(entry.users) <= 1:
            lines.append(pad + _say("report_can", lang))
        else:
            lines.append(pad + _say("report_can_by", lang, players=Listing(tuple(printable(p) for p in entry.able))))
    elif entry.initiate is False:
        lines.append(pad + _say("report_cannot", lang, reasons=_reasons([p.text for p in entry.problems], lang)))
    else:
        lines.append(pad + _say("report_judge_initiate", lang, reasons=_reasons([p.text for p in entry.problems], lang)))
    return lines


def _reasons(reasons, lang: str) -> str:
    said = [printable(_render(r, lang)) for r in dict.fromkeys(reasons)]
    return ("、" if lang == "ja" else "; ").join(said)


def _step_lines(number: int, step, lang: str) -> list[str]:
    if step.entry is None:
        what = _say("step_the_event", lang) if step.kind == "event" else _say("step_the_end", lang)
    else:
        what = _say("step_entry", lang, card=printable(step.entry.copy.name), what=_what(step.entry, lang))
    lines = [f"  {number}. {what}"]
    lines.extend("       " + printable(_render(line, lang)) for line in step.lines)
    if step.state is not None:
        lines.append("       " + _say("report_state", lang))
        shown = state_lines(step.state, lang)   # (none: `state:` was followed by nothing)
        lines.extend("         " + line for line in shown or [_say("report_state_empty", lang)])
    return lines


def state_lines(state: GameState, lang: str) -> list[str]:
    """The state, one line a player and one a card that has anything on it or is exhausted."""
    lines = []
    for player in state.players:
        parts = [_say("state_form", lang, form=message(f"form_{player.form}"))]
        if player.resources:
            parts.append(_say("state_resources", lang, resources=Listing(tuple(
                _say("state_resource", lang, amount=n, kind=message(f"resource_{k}")) for k, n in player.resources))))
        if player.drawn:
            parts.append(_say("state_drawn", lang, amount=player.drawn))
        lines.append(_say("state_line", lang, name=printable(player.name), parts=_join(parts, lang)))
    for copy in state.copies:
        if not copy.in_play:
            continue
        parts = []
        if copy.damage:
            parts.append(_say("state_damage", lang, amount=copy.damage))
        if copy.threat or copy.type in ("main_scheme", "side_scheme", "player_side_scheme"):
            parts.append(_say("state_threat", lang, amount=copy.threat))
        parts.extend(_say(f"status_{s}", lang) for s in sorted(copy.statuses))
        if copy.exhausted:
            parts.append(_say("state_exhausted", lang))
        parts.extend(_say("state_counters", lang, counter=printable(k), amount=n) for k, n in copy.counters)
        if any(copy.used):
            parts.append(_say("state_used", lang, used="/".join(map(str, copy.used))))
        if parts:
            name = _say("state_card", lang, name=printable(copy.name), where=_where(copy, state, lang))
            lines.append(_say("state_line", lang, name=name, parts=_join(parts, lang)))
    return lines


def _join(parts: list[str], lang: str) -> str:
    return ("、" if lang == "ja" else ", ").join(parts)
