"""What the events about 【ＨＰ】 and 【装備ＨＰ】 do (damage, a self-inflicted loss, recovery, ［余暇］), by
the rules of rules.py; the ［気絶］ check that comes with each damage. The other events are in
play_states.py and play_turns.py; `handlers.HANDLERS` joins them."""

from __future__ import annotations

from . import rules
from ..catalog import message
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
        lose_hp(run, hp_part)
    faint_check_on_damage(run)


def lose_hp(run, amount: int) -> None:
    state = run.state
    if state.hp - amount < -state.hp_max:
        run.note("hp_floor", lost=amount - state.hp - state.hp_max, floor=-state.hp_max)
    rules.set_hp(run, state.hp - amount)


def faint_check_on_damage(run) -> None:
    # ［気絶］「自身の手番の終了時かダメージを受けるたびに難易度4の〈意志〉判定を行ない、［成功］することで解除できる。」
    fainted = [c for c in run.state.get("気絶") if c.ordinary]
    if fainted and may_check(run):
        faint_check(run, fainted[0], "faint_on_damage")


def faint_check(run, fainted: Condition, purpose: str, change: int | None = None) -> None:
    skill, difficulty = rules.FAINT_CHECK
    success, _ = run.roll(skill, difficulty, purpose, change=change, about="気絶")
    if success:
        fainted.ordinary = False
        if fainted.dying:
            # the check lifts the ordinary ［気絶］ only; that of ［瀕死］ stays
            run.note("faint_ordinary_ends_dying_stays", reason=message("sim.reason.check_success"))
        else:
            run.state.drop(fainted)
            run.ended("気絶", "check_success")


def may_check(run) -> bool:
    if rules.can_act(run.state):
        return True
    run.note("dead_no_checks")
    return False


def may_act_fainted(run) -> bool:
    """Whether a character holding ［気絶］ may itself do what is neither ［行動］ nor ［割込］ (a
    self-inflicted loss, ［治療］ or ［修理］ of its own): the seed does not say, the scenario does."""
    if not run.state.has("気絶"):
        return True
    if run.choice("fainted_acts"):
        return True
    run.note("fainted_does_not_act")
    return False


def loss(run, event) -> None:
    """A loss of 【ＨＰ】 (not damage): the character's own (seed 004's voluntary loss, refused when it would leave
    【ＨＰ】 at 0 or less), or, `who = "target"`, one another's effect makes the character take as its target
    (`対象に【ＨＰ】を2点失わせる`): no act of its own, so neither refused nor asked of a fainted or dead character;
    never to 【装備ＨＰ】 (the scenario's reader refuses `armor`), no ［気絶］ check (that is on damage)."""
    amount = event.data["amount"]
    if event.data.get("who") == "target":
        lose_hp(run, amount)
        return
    if not rules.can_act(run.state):
        run.note("dead_cannot_act")
        return
    if not rules.self_loss_allowed(run.state, amount):
        run.note("self_loss_refused", amount=amount, hp=run.state.hp)
        return
    if not may_act_fainted(run):
        return
    lose_hp(run, amount)


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


def leisure(run, event) -> None:
    # 「［余暇］が発生した時点で最大値まで回復する。」 (【ＨＰ】 and 【装備ＨＰ】)
    rules.set_hp(run, run.state.hp_max)
    rules.set_armor(run, run.state.armor_max)
    if run.state.has("死亡"):
        run.note("leisure_dead")   # 「［死亡］は特殊な効果を用いなければ解除されない。」
    # the seed does not say whether time passes at ［余暇］ for the ［状態］ that end after 10 minutes
    if any(run.state.get(cid) for cid in rules.TEN_MINUTE_ENDS) or any(
            rules.stiffness_ends_by_itself(c) for c in run.state.get("硬直")):
        if run.choice("leisure_time"):
            from .play_states import ten_minutes

            ten_minutes(run, event)
        else:
            run.note("leisure_no_time")
