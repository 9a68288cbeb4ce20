"""What each kind of event does, by the rules of rules.py."""

from __future__ import annotations

from . import rules
from .events import new_condition
from .state import Condition


def damage(run, event) -> None:
    """Damage from a source: to 【ＨＰ】, or (all or, where the scenario allows it, part) to 【装備ＨＰ】."""
    state, amount = run.state, event.data["amount"]
    armor = event.data.get("armor", False)
    # 「ダメージを受けるとき、【ＨＰ】の現在値を減少させる代わりに【装備ＨＰ】の現在値を減少させてもよい。」
    armor_part = amount if armor is True else (armor or 0)
    if armor_part and armor is not True:
        # the seed is silent on splitting one hit between the two: the scenario says
        if not run.choice("armor_split"):
            run.note("split_refused", part=armor_part, amount=amount)
            armor_part = amount
    armor_part = min(armor_part, amount)
    to_armor = min(armor_part, state.armor)
    hp_part = amount - armor_part
    rest = armor_part - to_armor
    if rest:
        # the seed is silent on what 【装備ＨＰ】 cannot take (its floor is 0): the scenario says
        if run.choice("armor_overflow") == "hp":
            hp_part += rest
            run.note("overflow_to_hp", rest=rest)
        else:
            run.note("overflow_lost", rest=rest)
    if to_armor:
        rules.set_armor(run, state.armor - to_armor)
    if hp_part:
        _lose_hp(run, hp_part)
    _faint_check_on_damage(run)


def _lose_hp(run, amount: int) -> None:
    state = run.state
    if state.hp - amount < -state.hp_max:
        run.note("hp_floor", lost=state.hp - amount + state.hp_max, floor=-state.hp_max)
    rules.set_hp(run, state.hp - amount)


def _faint_check_on_damage(run) -> None:
    # ［気絶］「自身の手番の終了時かダメージを受けるたびに難易度4の〈意志〉判定を行ない、［成功］することで解除できる。」
    fainted = [c for c in run.state.get("気絶") if c.ordinary]
    if fainted and _may_check(run):
        _faint_check(run, fainted[0], "faint_on_damage")


def _faint_check(run, fainted: Condition, purpose: str) -> None:
    success, _ = run.roll("意志", 4, purpose)
    if success:
        fainted.ordinary = False
        if fainted.dying:
            run.note("faint_stays_dying")
        else:
            run.state.drop(fainted)
            run.ended("気絶", "check_success")


def _may_check(run) -> bool:
    if rules.can_act(run.state):
        return True
    run.note("dead_no_checks")
    return False


def loss(run, event) -> None:
    amount = event.data["amount"]
    if not rules.self_loss_allowed(run.state, amount):
        run.note("self_loss_refused", amount=amount, hp=run.state.hp)
        return
    _lose_hp(run, amount)


def heal(run, event) -> None:
    state, amount = run.state, event.data["amount"]
    if state.hp + amount > state.hp_max:
        run.note("hp_ceiling", lost=state.hp + amount - state.hp_max)
    rules.set_hp(run, state.hp + amount)


def armor_heal(run, event) -> None:
    state, amount = run.state, event.data["amount"]
    if state.armor + amount > state.armor_max:
        run.note("armor_ceiling", lost=state.armor + amount - state.armor_max)
    rules.set_armor(run, state.armor + amount)


def gain(run, event) -> None:
    state, spec = run.state, event.data["condition"]
    cid = spec["id"]
    if cid == "憎悪":
        # 「新たに［憎悪］を受けるか…することで解除できる。」
        for old in state.get("憎悪"):
            state.drop(old)
            run.ended("憎悪", "hatred_replaced")
    elif cid in ("崩壊", "再生"):
        # each effect its own; the same effect again replaces its own
        for old in state.get(cid):
            if old.source == spec.get("source"):
                state.drop(old)
    elif cid == "気絶" and state.has("気絶"):
        state.get("気絶")[0].ordinary = True
        run.gained("［気絶］")
        return
    else:
        for old in state.get(cid):
            state.drop(old)
    state.conditions.append(new_condition(spec))
    run.gained(state.conditions[-1].label())
    if cid in ("崩壊", "再生") and len(state.get(cid)) > 1:
        run.note("highest_only", condition=rules.applied(state, cid).label())


def remove(run, event) -> None:
    """An effect that removes a ［状態］."""
    state, cid, source = run.state, event.data["condition"]["id"], event.data.get("source")
    held = [c for c in state.get(cid) if source is None or c.source == source]
    if not held:
        run.note("not_held", condition=f"［{cid}］")
    for condition in held:
        if cid == "死亡" and not event.data.get("special"):
            run.note("death_needs_special")
            continue
        reason = rules.removal_resisted(condition)
        if reason == "dying_faint" and condition.ordinary:
            condition.ordinary = False
        if reason:
            run.note("resisted_" + reason, condition=condition.label())
            continue
        state.drop(condition)
        run.ended(cid, "removed_by_effect")


def end_source(run, event) -> None:
    """The effect that gives ［状態］ ends, or the cause of a ［崩壊］ is removed."""
    state, source = run.state, event.data["source"]
    held = [c for c in state.conditions if c.source == source]
    if not held:
        run.note("no_source", source=source)
    for condition in held:
        # ［崩壊］「［崩壊］の原因を取り除いた時点で解除される。」 ［再生］「［再生］を得る効果が終了することで解除される。」
        state.drop(condition)
        run.ended(condition.id, "source_ended")


def turn_end(run, event) -> None:
    state = run.state
    if not _may_check(run):
        return
    for cid, skill, difficulty, ends_on, optional in rules.TURN_END_CHECKS:
        if cid == "憎悪":
            _stiffness_at_turn_end(run)   # in the seed's order: ［萎縮］［気絶］［硬直］［憎悪］…
        held = state.get(cid)
        if not held:
            continue
        condition = held[0]
        if cid == "気絶":
            if condition.ordinary:
                _faint_check(run, condition, "turn_end")
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
        success, _ = run.roll(skill, difficulty, "turn_end")
        if success == (ends_on == "success"):
            state.drop(condition)
            run.ended(cid, "check_success" if success else "check_failure")


def _stiffness_at_turn_end(run) -> None:
    for condition in run.state.get("硬直"):
        if rules.stiffness_ends_by_itself(condition):
            run.state.drop(condition)
            run.ended("硬直", "turn_end")
        else:
            success, _ = run.roll("頑健", rules.RESTRAINT_DIFFICULTY[condition.restraint], "turn_end")
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
    if not rules.can_act(state):
        run.note("dead_cannot_act")
        return
    # ［気絶］「［行動］［割込］を宣言できず…」
    if state.has("気絶"):
        run.note("faint_cannot_act")
        return
    for condition in boarding:
        state.drop(condition)
        run.ended("搭乗", "dismounted")
    # 「乗物が停止している状態であれば、降りる際に何の影響もない。」
    if not data.get("moving"):
        run.note("dismount_stopped")
        return
    # 「乗物が走行している状態であれば、降りる際に「操縦者の【移動値】」点のダメージと転倒による［硬直］を受ける。
    #  このとき、降りるキャラクターは〈運動〉判定を行なうことができ、ダメージを「判定の達成値」点減少できる。」
    amount = data["driver_move"]
    if data.get("exercise", True):
        run.roll(rules.DISMOUNT_SKILL, 0, "dismount")
        value = run.step.checks[-1]["value"] or 0
        run.note("dismount_reduced", value=value, amount=amount, left=max(amount - value, 0))
        amount = max(amount - value, 0)
    if amount:
        damage(run, type(event)("damage", {"amount": amount, "armor": data.get("armor", False)}, event.path))
    for old in state.get("硬直"):
        state.drop(old)
    state.conditions.append(Condition("硬直", source=rules.DISMOUNT_STIFFNESS))
    run.gained("［硬直］")


def round_end(run, event) -> None:
    state = run.state
    collapse, regeneration = rules.applied(state, "崩壊"), rules.applied(state, "再生")
    order = [_collapse, _regenerate]
    if collapse and regeneration:
        # the seed does not say which comes first at the end of a round: the scenario says
        if run.choice("round_end_order") == "regeneration":
            order.reverse()
    for part in order:
        part(run)


def _collapse(run) -> None:
    state = run.state
    collapse = rules.applied(state, "崩壊")
    if collapse is None:
        return
    # 「ラウンドが終了するたびに、【ＨＰ】にn点のダメージを受ける。このダメージは【装備ＨＰ】を代わりに減少させることはできない。」
    run.note("collapse_damage", condition=collapse.label(), n=collapse.n)
    _lose_hp(run, collapse.n)
    _faint_check_on_damage(run)
    if not rules.collapse_checkable(collapse):
        run.note("collapse_gm_removal", condition=collapse.label(), removal=collapse.removal)
        return
    if not _may_check(run):
        return
    skill, difficulty = rules.COLLAPSE_CHECK
    success, _ = run.roll(skill, difficulty, "collapse")
    if not success:
        return
    removed = [collapse]
    if len(state.get("崩壊")) > 1:
        # the seed does not say whether the check removes every ［崩壊］ held or the applied one: the scenario says
        if run.choice("collapse_check_removes") == "all":
            removed = state.get("崩壊")
    for condition in removed:
        state.drop(condition)
        run.ended("崩壊", "check_success")


def _regenerate(run) -> None:
    regeneration = rules.applied(run.state, "再生")
    if regeneration is None:
        return
    # 「［再生］を得ている間、ラウンドを終了するたびに、【ＨＰ】がn点回復する。」
    run.note("regeneration", condition=regeneration.label(), n=regeneration.n)
    rules.set_hp(run, run.state.hp + regeneration.n)


def ten_seconds(run, event) -> None:
    # ［硬直］「…または10秒が経過した時点で自動的に解除される。」
    for condition in run.state.get("硬直"):
        if rules.stiffness_ends_by_itself(condition):
            run.state.drop(condition)
            run.ended("硬直", "ten_seconds")


def ten_minutes(run, event) -> None:
    ten_seconds(run, event)  # ten minutes hold ten seconds
    for cid in rules.TEN_MINUTE_ENDS:
        for condition in run.state.get(cid):
            if cid == "気絶" and condition.dying:
                if condition.ordinary:
                    condition.ordinary = False
                run.note("faint_stays_dying")
                continue
            run.state.drop(condition)
            run.ended(cid, "ten_minutes")


def check(run, event) -> None:
    if not rules.can_act(run.state):
        run.note("dead_no_checks")
        return
    data = event.data
    run.roll(data["skill"], data["difficulty"], "check", contest=data.get("contest"))


def action(run, event) -> None:
    state = run.state
    if not rules.can_act(state):
        run.note("dead_cannot_act")
        return
    # ［気絶］「［気絶］を受けている間、［行動］［割込］を宣言できず…」
    if state.has("気絶"):
        run.note("faint_cannot_act")
        return
    # ［隠密］「［行動］を行なった直後に解除される。」
    for condition in state.get("隠密"):
        state.drop(condition)
        run.ended("隠密", "after_action")


def interrupt(run, event) -> None:
    state = run.state
    if not rules.can_act(state):
        run.note("dead_cannot_act")
    elif state.has("気絶"):
        run.note("faint_cannot_act")
    # ［萎縮］「「使用：割込」の所持品・フィクションパワー・虚構体特性を宣言できない（権能は宣言できる）。」
    elif state.has("萎縮") and not event.data.get("authority"):
        run.note("shaken_no_interrupt")
    else:
        run.note("interrupt_ok")


def _mending(run, event, what: str) -> None:
    state = run.state
    used = state.treatment_used if what == "treatment" else state.repair_used
    if used:
        run.note(what + "_used")
        return
    by = event.data.get("by")
    if by is None and not rules.can_act(state):
        run.note("dead_cannot_act")
        return
    # 「［治療］は1回につき10分かけて行なうことができる。」 (［修理］ alike)
    ten_minutes(run, event)
    skill = event.data.get("skill", rules.MENDING_SKILL)
    success, critical = run.roll(skill, rules.MENDING_DIFFICULTY, what, by=by)
    sense = (by or {}).get("sense")
    if sense is None:
        sense = run.scenario.character.sense
        if sense is None:
            from .events import Stop

            raise Stop("KY210", "sim.error.no_sense", run.scenario.character_path)
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


def leisure(run, event) -> None:
    # 「［余暇］が発生した時点で最大値まで回復する。」 (【ＨＰ】 and 【装備ＨＰ】)
    rules.set_hp(run, run.state.hp_max)
    rules.set_armor(run, run.state.armor_max)


HANDLERS = {
    "damage": damage, "loss": loss, "heal": heal, "armor_heal": armor_heal, "gain": gain, "remove": remove,
    "end_source": end_source, "turn_end": turn_end, "round_end": round_end, "ten_seconds": ten_seconds,
    "ten_minutes": ten_minutes, "check": check, "action": action, "interrupt": interrupt,
    "treatment": treatment, "repair": repair, "leisure": leisure, "turn_start": turn_start, "dismount": dismount,
}
