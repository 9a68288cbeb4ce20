"""What the events about the ［状態］ themselves do: gaining one, an effect that removes one, its source
ending, ［発見］, time passing (10 seconds, 10 minutes) and the end of a round (［崩壊］, ［再生］)."""

from __future__ import annotations

from . import rules
from ..catalog import message
from .events import new_condition
from .play import faint_check_on_damage, lose_hp, may_check


def gain(run, event) -> None:
    state, spec = run.state, event.data["condition"]
    cid = spec["id"]
    if cid == "憎悪":
        # 「新たに［憎悪］を受けるか…することで解除できる。」
        for old in state.get("憎悪"):
            state.drop(old)
            run.ended("憎悪", "hatred_replaced")
    elif cid in ("崩壊", "再生"):
        # 「別々の効果から…」: each effect its own. The same effect again (the same `source`, or none
        # twice) is a case the seed does not name: with a lower n, the scenario says which n stays.
        for old in state.get(cid):
            if old.source == spec.get("source"):
                if old.n > spec["n"] and run.choice("same_effect_again") == "highest":
                    run.note("same_effect_kept", condition=old.label())
                    return
                state.drop(old)
    elif cid == "気絶" and state.has("気絶"):
        state.get("気絶")[0].ordinary = True
        run.gained("［気絶］")
        return
    elif cid == "硬直" and any(c.restraint for c in state.get("硬直")) and not spec.get("restraint"):
        # 「物理的に拘束されていない限り」: a new ［硬直］ does not undo a physical restraint
        run.note("still_restrained", condition="［硬直］")
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
            # the ordinary ［気絶］ held with that of ［瀕死］ goes; the one of ［瀕死］ stays: both said
            condition.ordinary = False
            run.note("faint_ordinary_removed_dying_stays")
            continue
        if reason:
            run.note("resisted_" + reason, condition=condition.label())
            continue
        state.drop(condition)
        run.ended(cid, "removed_by_effect")
        if cid == "飛行":
            # 「強制的に解除された場合は即座にその場から落下する。」
            run.note("flying_falls")


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


def search(run, event) -> None:
    """A ［発見］ against the character: its 〈探知〉 vs 〈操作〉 ［対決］ played at the table, its outcome given."""
    held = run.state.get("隠密")
    if not held:
        run.note("not_held", condition="［隠密］")
        return
    # 「［発見］…の［対決］で、［隠密］を得ているキャラクターが［敗北］した場合、［隠密］は解除される。」
    if not event.data["lost"]:
        run.note("search_won")
        return
    for condition in held:
        run.state.drop(condition)
        run.ended("隠密", "search_lost")


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
                # an ordinary ［気絶］ held with that of ［瀕死］ ends; the one of ［瀕死］ stays
                if condition.ordinary:
                    run.note("faint_ordinary_ends_dying_stays", reason=message("sim.reason.ten_minutes"))
                else:
                    run.note("faint_stays_dying")
                condition.ordinary = False
                continue
            run.state.drop(condition)
            run.ended(cid, "ten_minutes")


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
    lose_hp(run, collapse.n)
    faint_check_on_damage(run)
    if not rules.collapse_checkable(collapse):
        run.note("collapse_gm_removal", condition=collapse.label(), removal=collapse.removal)
        return
    if not may_check(run):
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
