"""What the events of a character's turn and its doings do: the start and end of its own turn (with
their checks), ［行動］, ［割込］, a check, getting off a vehicle, another character freeing it from a
restraint, ［治療］ and ［修理］."""

from __future__ import annotations

from . import rules
from .play import armor_heal, damage, faint_check, heal, may_act_fainted, may_check
from .play_states import ten_minutes
from .state import Condition


def turn_end(run, event) -> None:
    state = run.state
    if not may_check(run):
        return
    start = rules.dice_modifier(state, None)
    for cid, skill, difficulty, ends_on, optional in rules.TURN_END_CHECKS:
        if cid == "憎悪":
            _stiffness_at_turn_end(run, start)   # in the seed's order: ［萎縮］［気絶］［硬直］［憎悪］…
        held = state.get(cid)
        if not held:
            continue
        condition = held[0]
        if cid == "気絶":
            if condition.ordinary:
                faint_check(run, condition, "turn_end", _change(run, start))
            else:
                run.note("faint_dying_no_check")
            continue
        if optional:
            tried = event.data.get("try_elation")
            if tried is None:
                tried = run.choice("try_elation")
            if not tried:
                run.note("elation_not_tried")
                continue
        success, _ = run.roll(skill, difficulty, "turn_end", change=_change(run, start), about=cid)
        if success == (ends_on == "success"):
            state.drop(condition)
            run.ended(cid, "check_success" if success else "check_failure")


def _change(run, start: int) -> int | None:
    """The dice change of a check at the end of the turn. When a check before it has ended a ［状態］
    that changes dice (［散漫］), the seed does not say whether the later checks keep the dice the turn
    ended with or lose the change: the scenario says (None: the ［状態］ held now)."""
    if rules.dice_modifier(run.state, None) == start:
        return None
    return start if run.choice("turn_end_dice") == "start" else None


def _stiffness_at_turn_end(run, start: int) -> None:
    for condition in run.state.get("硬直"):
        if rules.stiffness_ends_by_itself(condition):
            run.state.drop(condition)
            run.ended("硬直", "turn_end")
        else:
            success, _ = run.roll("頑健", rules.RESTRAINT_DIFFICULTY[condition.restraint], "turn_end",
                                  change=_change(run, start))
            if success:
                run.state.drop(condition)
                run.ended("硬直", "check_success")


def turn_start(run, event) -> None:
    """The start of one's own turn."""
    state = run.state
    if not rules.can_act(state):
        run.note("dead_cannot_act")
        return
    # ［気絶］「［気絶］を受けている間、［行動］［割込］を宣言できず、手番を開始するたびに自動的に手番を終了する。」
    # (the turn ends at once, so what comes at the end of one's own turn comes now)
    if rules.faint_ends_turn(state):
        run.note("faint_turn_ends")
        turn_end(run, event)


def dismount(run, event) -> None:
    """Getting off a vehicle, as an ［割込］ at the start of one's own turn."""
    state, data = run.state, event.data
    # 「［搭乗］しているキャラクターは、［割込］として自身の手番の開始時に乗物から降りることができる。」
    boarding = state.get("搭乗")
    if not boarding:
        run.note("not_boarding")
        return
    if not _may_declare(run):
        return
    for condition in boarding:
        state.drop(condition)
        run.ended("搭乗", "dismounted")
    # 「乗物が停止している状態であれば、降りる際に何の影響もない。」
    if not data["moving"]:
        run.note("dismount_stopped")
        return
    # 「乗物が走行している状態であれば、降りる際に「操縦者の【移動値】」点のダメージと転倒による［硬直］を受ける。
    #  このとき、降りるキャラクターは〈運動〉判定を行なうことができ、ダメージを「判定の達成値」点減少できる。」
    amount = data["driver_move"]
    if data.get("exercise", True):
        run.roll(rules.DISMOUNT_SKILL, None, "dismount")
        value = run.step.checks[-1]["value"] or 0
        run.note("dismount_reduced", value=value, amount=amount, left=max(amount - value, 0))
        amount = max(amount - value, 0)
    if amount:
        damage(run, type(event)("damage", {"amount": amount, "armor": data.get("armor", False)}, event.path))
    if any(old.restraint for old in state.get("硬直")):
        run.note("still_restrained", condition="［硬直］")   # a fall does not undo a physical restraint
        return
    for old in state.get("硬直"):
        state.drop(old)
    state.conditions.append(Condition("硬直", source=rules.DISMOUNT_STIFFNESS))
    run.gained("［硬直］")


def escape(run, event) -> None:
    """Another character in the same area frees the character from a restraint, as its ［行動］."""
    restrained = [c for c in run.state.get("硬直") if c.restraint]
    if not restrained:
        run.note("not_restrained")
        return
    # ［硬直］「…同じエリア…のキャラクターが［行動］として難易度（簡単な拘束：3／厳重な拘束：5）の〈頑健〉判定を行ない、
    #  ［成功］することで解除できる。」
    condition = restrained[0]
    success, _ = run.roll(rules.RESTRAINT_SKILL, rules.RESTRAINT_DIFFICULTY[condition.restraint], "escape",
                          by=event.data["by"])
    if success:
        run.state.drop(condition)
        run.ended("硬直", "check_success")


def check(run, event) -> None:
    if not rules.can_act(run.state):
        run.note("dead_no_checks")
        return
    data = event.data
    run.roll(data["skill"], data["difficulty"], "check", contest=data.get("contest"),
             option=rules.flying_option(run.state, data.get("role")))


def move(run, event) -> None:
    state = run.state
    if not rules.can_act(state):
        run.note("dead_cannot_act")
    elif rules.faint_ends_turn(state):
        run.note("faint_no_move")       # its turn ends as soon as it starts
    elif rules.stiffness_forbids(state):
        run.note("stiff_no_move_or_defend", what=_word("移動"))
    else:
        run.note("declared", what=_word("移動"))


def defend(run, event) -> None:
    state = run.state
    if not rules.can_act(state):
        run.note("dead_cannot_act")
    elif rules.stiffness_forbids(state):
        run.note("stiff_no_move_or_defend", what=_word("防御"))
    elif state.has("気絶") and not run.choice("fainted_defends"):
        # the seed forbids ［行動］［割込］ under ［気絶］ and does not say what ［防御］ is: the scenario says
        run.note("fainted_does_not_act")
    else:
        run.note("declared", what=_word("防御"))


def targeted(run, event) -> None:
    """An effect would choose the character as its target."""
    if rules.can_be_chosen(run.state, event.data["specific"]):
        run.note("chosen")
    else:
        run.note("hidden_not_chosen")


def _word(name: str) -> str:
    return f"［{name}］"


def _hatred(run, event) -> None:
    target = rules.hatred_target(run.state)
    if target is None or not event.data.get("harmful"):
        return
    if any(rules.same_target(target, written) for written in event.data.get("targets", ())):
        run.note("hatred_included", target=target)
    else:
        run.note("hatred_must_include", target=target)


def _may_declare(run) -> bool:
    """Whether the character may declare an ［行動］ or ［割込］ now; if not, the note says why."""
    if not rules.can_act(run.state):
        run.note("dead_cannot_act")
        return False
    # ［気絶］「［気絶］を受けている間、［行動］［割込］を宣言できず…」
    if run.state.has("気絶"):
        run.note("faint_cannot_act")
        return False
    return True


def action(run, event) -> None:
    state = run.state
    if not _may_declare(run):
        return
    _hatred(run, event)
    # ［隠密］「［行動］を行なった直後に解除される。」
    for condition in state.get("隠密"):
        state.drop(condition)
        run.ended("隠密", "after_action")


def interrupt(run, event) -> None:
    state = run.state
    if not _may_declare(run):
        return
    # ［萎縮］「「使用：割込」の所持品・フィクションパワー・虚構体特性を宣言できない（権能は宣言できる）。」
    if state.has("萎縮") and not event.data.get("authority"):
        run.note("shaken_no_interrupt")
    else:
        run.note("interrupt_ok")
        _hatred(run, event)


def _mending(run, event, what: str) -> None:
    state = run.state
    used = state.treatment_used if what == "treatment" else state.repair_used
    if used:
        run.note(what + "_used")
        return
    by = event.data.get("by")
    sense = by["sense"] if by is not None else run.scenario.character.sense
    if sense is None:
        from .events import Stop

        raise Stop("KY210", "sim.error.no_sense", run.scenario.character_path)
    if by is None and not rules.can_act(state):
        run.note("dead_cannot_act")
        return
    if by is None and not may_act_fainted(run):
        return
    skill = event.data.get("skill", rules.MENDING_SKILL)
    # 「［治療］は1回につき10分かけて行なうことができる。」 (［修理］ alike). Whether its check comes before or
    # after those 10 minutes end the ［状態］ that change the dice, the seed does not say: the scenario says.
    check_first = False
    if by is None and any(state.has(cid) for cid in rules.TEN_MINUTE_DICE):
        check_first = run.choice("mending_check") == "before"
    if not check_first:
        ten_minutes(run, event)
    success, critical = run.roll(skill, rules.MENDING_DIFFICULTY, what, by=by)
    if check_first:
        ten_minutes(run, event)
    amount = rules.mending_amount(sense, success, critical)
    if what == "treatment":
        state.treatment_used = True
        if amount:
            heal(run, type(event)("heal", {"amount": amount}))
    else:
        state.repair_used = True
        if amount:
            armor_heal(run, type(event)("armor_heal", {"amount": amount}))
    run.note(what + "_done", amount=amount)


def treatment(run, event) -> None:
    _mending(run, event, "treatment")


def repair(run, event) -> None:
    _mending(run, event, "repair")
