"""A simulation as text (each line a catalog message, Japanese or English) and as JSON."""

from __future__ import annotations

from ..catalog import message
from ..vocabulary import lookup
from .state import named

__all__ = ["report_json", "report_text"]

def _condition(item: dict | str, lang: str) -> str:
    """［崩壊3］; in English by our own name, [Decay 3], as the English cards name it."""
    label = f"［{item}］" if isinstance(item, str) else item["label"]
    return named(label).by_lang[lang if lang == "ja" else "en"]


def _skill(name: str, lang: str) -> str:
    """〈運動〉; in English its English name, `Athletics` (as an English card writes it), else as written in its 〈〉."""
    term = lookup("skills", name) if lang != "ja" else None
    return term.label("en") if term is not None else f"〈{name}〉"


def _conditions(items: list, lang: str) -> str:
    if not items:
        return message("sim.report.none").render(lang)
    return ("" if lang == "ja" else " ").join(_condition(c, lang) for c in items)


def _state(state: dict, lang: str) -> str:
    return message("sim.report.state", hp=state["hp"], hp_max=state["hp_max"], armor=state["armor_hp"],
                   armor_max=state["armor_hp_max"], conditions=_conditions(state["conditions"], lang)).render(lang)


def _event(event, lang: str) -> str:
    data = event.data
    parts = []
    if "amount" in data:
        parts.append(str(data["amount"]))
    if "condition" in data:
        spec = data["condition"]
        label = "［" + spec["id"] + (str(spec["n"]) if spec.get("n") else "") + \
                (f"／{spec['target']}" if spec.get("target") else "") + "］"
        parts.append(_condition({"label": label}, lang))
    if "skill" in data:
        parts.append(_skill(data["skill"], lang))
    if "difficulty" in data:
        parts.append(message("sim.report.difficulty", n=data["difficulty"]).render(lang))
    if data.get("armor") is True:
        parts.append(message("sim.report.to_armor").render(lang))
    elif data.get("armor"):
        parts.append(message("sim.report.to_armor_part", n=data["armor"]).render(lang))
    if data.get("source"):
        parts.append(message("sim.report.source", source=data["source"]).render(lang))
    if "moving" in data:
        parts.append(message("sim.report.moving" if data["moving"] else "sim.report.stopped_vehicle").render(lang))
    if "lost" in data:
        parts.append(message("sim.report.lost" if data["lost"] else "sim.report.won").render(lang))
    if data.get("by"):
        parts.append(message("sim.report.by").render(lang))
    if "specific" in data:
        parts.append(message("sim.report.specific" if data["specific"] else "sim.report.any").render(lang))
    if data.get("role"):
        parts.append(message("sim.report.role." + data["role"]).render(lang))
    imposed = event.kind == "loss" and data.get("who") == "target"   # (not the character's own loss)
    name = message("sim.event." + event.kind + ("_target" if imposed else "")).render(lang)
    return " ".join([name, *parts])


def _check(check: dict, lang: str) -> str:
    option = message("sim.report.option." + check["option"]) if check.get("option") else ""
    result = message("sim.result." + check["result"]) if check["result"] is not None else ""
    purpose = message("sim.purpose." + check["purpose"])
    if check.get("condition") and check["purpose"] == "turn_end":  # which ［状態］ of several it is for
        purpose = message("sim.purpose.for_condition", purpose=purpose, condition=named(f"［{check['condition']}］"))
    if check["difficulty"] is None:  # only the value counts (a dismount): no difficulty to meet
        return message("sim.report.check_value", purpose=purpose,
                       skill=_skill(check["skill"], lang), dice=check["dice"], size=check["size"], option=option,
                       value=check["value"], result=result).render(lang).rstrip()
    return message("sim.report.check", purpose=purpose, skill=_skill(check["skill"], lang),
                   dice=check["dice"], size=check["size"], option=option, difficulty=check["difficulty"],
                   value=check["value"], result=result).render(lang)


def report_text(scenario, steps, stop, lang: str = "en") -> str:
    character = scenario.character
    lines = [message("sim.report.title", name=character.name or "-", seed=scenario.seed).render(lang),
             message("sim.report.start").render(lang) + " " + _state(_start(scenario), lang)]
    for step in steps:
        lines.append(f"#{step.index} {_event(step.event, lang)}")
        lines.extend("  " + line for line in _happenings(step, lang))
        lines.append("  → " + _state(step.state, lang))
    if stop is not None:
        lines.append(message("sim.report.stopped", index=len(steps) + 1).render(lang))
    return "\n".join(lines)


def _happenings(step, lang: str) -> list[str]:
    """What happened in a step, in the order it happened (a round's ［崩壊］ damage, the ［気絶］ check it
    brings, the ［瀕死］ it gives, then its ［再生］), the ［状態］ gained one after another on one line."""
    lines, gained = [], []

    def flush() -> None:
        if gained:
            shown = [{"id": label.strip("［］").rstrip("0123456789").split("／")[0], "label": label}
                     for label in dict.fromkeys(gained)]
            lines.append(message("sim.report.gained", conditions=_conditions(shown, lang)).render(lang))
            gained.clear()

    for kind, item in step.log:
        if kind == "gained":
            gained.append(item)
            continue
        flush()
        if kind == "note":
            lines.append(message("sim.report.note", text=item).render(lang))
        elif kind == "check":
            lines.append(_check(item, lang))
        else:
            cid, reason = item
            lines.append(message("sim.report.ended", condition=_condition(cid, lang),
                                 reason=message("sim.reason." + reason)).render(lang))
    flush()
    return lines


def _start(scenario) -> dict:
    from .events import start_state

    return start_state(scenario)


def report_json(scenario, steps, stop_diagnostic, diagnostics, lang: str = "en") -> dict:
    c = scenario.character
    source = scenario.source
    out_steps = []
    for step in steps:
        line, column = source.position(_offset(scenario, step.event.path))
        event = {"kind": step.event.kind, "line": line, "column": column}
        for key, value in step.event.data.items():
            event[key] = value
        out_steps.append({
            "index": step.index, "event": event, "text": _event(step.event, lang), "checks": step.checks,
            "gained": list(dict.fromkeys(step.gained)),
            "ended": [{"condition": cid, "reason": reason, "text": message("sim.reason." + reason).render(lang)}
                      for cid, reason in step.ended],
            "notes": [note.render(lang) for note in step.notes],
            "state": step.state,
        })
    return {
        "ruleset": "kyoko", "scenario": source.path, "seed": scenario.seed,
        "character": {"name": c.name, "hp_max": c.hp_max, "hp": c.hp, "armor_hp_max": c.armor_max,
                      "armor_hp": c.armor, "sense": c.sense,
                      "skills": {name: f"{dice}D{size}" for name, (dice, size) in c.skills.items()}},
        "rules": scenario.rules, "start": _start(scenario), "steps": out_steps,
        "stopped": None if stop_diagnostic is None else stop_diagnostic.to_json(lang),
        "diagnostics": [d.to_json(lang) for d in diagnostics],
    }


def _offset(scenario, path: tuple) -> int:
    from ....frontends.toml_text import Locator

    return Locator(scenario.source.text).key(path)[0]
