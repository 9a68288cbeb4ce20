"""Every rule of seed 004 (damage, 【ＨＰ】, 【装備ＨＰ】, ［治療］［修理］, the ［状態］), one named
function or data entry each, with the passage it implements.

The functions work on a `Run` (events.py): its `state`, its `step` (what is said about the event
being played) and its `roll` (a check). Where the seed is silent the scenario's `[rules]` decide
(`Run.choice`), and a choice that is needed but not made stops the run (`Stop`, KY209).
"""

from __future__ import annotations

import unicodedata

from ....vocabulary import fold
from ..vocabulary import lookup
from .state import Condition, State

__all__ = ["TEN_MINUTE_ENDS", "TURN_END_CHECKS", "applied", "armor_floor", "armor_ceiling", "dice_modifier",
           "hp_ceiling", "hp_floor", "same_target", "self_loss_allowed", "update_dying"]


# 「【ＨＰ】はマイナスの値をとる可能性があり、下限値は－「【ＨＰ】の最大値」となる。」
def hp_floor(state: State, value: int) -> int:
    return max(value, -state.hp_max)


# 「【ＨＰ】は最大値を超えて回復することはない。」
def hp_ceiling(state: State, value: int) -> int:
    return min(value, state.hp_max)


# 「【装備ＨＰ】の下限値は「0」となる。」
def armor_floor(value: int) -> int:
    return max(value, 0)


# 「【装備ＨＰ】は最大値を超えて回復することはない。」
def armor_ceiling(state: State, value: int) -> int:
    return min(value, state.armor_max)


# 「何らかの効果で自発的に【ＨＰ】の現在値を減少させる場合、【ＨＰ】の現在値が「0」になるように
#  減少させることはできない。」 (a loss that would leave 0 or less cannot be made at all)
def self_loss_allowed(state: State, amount: int) -> bool:
    return state.hp - amount > 0


def update_dying(run) -> None:
    """［瀕死］, its ［気絶］ and ［死亡］ follow 【ＨＰ】."""
    state = run.state
    # 「【ＨＰ】が「0」以下になると、キャラクターは［瀕死］になる。」
    # 「［瀕死］のキャラクターは常に［気絶］を受ける。」
    if state.hp <= 0:
        if not state.has("瀕死"):
            state.conditions.append(Condition("瀕死"))
            run.gained("［瀕死］")
        fainted = state.get("気絶")
        if fainted:
            fainted[0].dying = True
        else:
            state.conditions.append(Condition("気絶", ordinary=False, dying=True))
            run.gained("［気絶］")
    # 「【ＨＰ】の現在値が「1」以上まで回復すれば［瀕死］は解除される。
    #  同時に［瀕死］が原因で受けていた［気絶］も解除される。」
    elif state.has("瀕死"):
        state.drop(state.get("瀕死")[0])
        run.ended("瀕死", "hp_positive")
        for fainted in state.get("気絶"):
            fainted.dying = False
            if not fainted.ordinary:
                state.drop(fainted)
                run.ended("気絶", "dying_lifted")
    # 「【ＨＰ】の現在値が－「【ＨＰ】の最大値」になった時点でキャラクターは即座に［死亡］になる。」
    if state.hp == -state.hp_max and not state.has("死亡"):
        state.conditions.append(Condition("死亡"))
        run.gained("［死亡］")


def hp_decreased(run) -> None:
    # 「［治療］を1回行なったら、次に【ＨＰ】の現在値が減少するまで［治療］は行なえない。」
    run.state.treatment_used = False


def armor_decreased(run) -> None:
    # 「［修理］を1回行なったら、次に【装備ＨＰ】の現在値が減少するまで［修理］は行なえない。」
    run.state.repair_used = False


def set_hp(run, value: int) -> None:
    """【ＨＰ】 to `value` within its floor and maximum, then what follows from it."""
    state = run.state
    before = state.hp
    state.hp = hp_ceiling(state, hp_floor(state, value))
    if state.hp < before:
        hp_decreased(run)
    update_dying(run)


def set_armor(run, value: int) -> None:
    state = run.state
    before = state.armor
    state.armor = armor_ceiling(state, armor_floor(value))
    if state.armor < before:
        armor_decreased(run)


# 「別々の効果から同時に［崩壊］を受けた場合、最も「n」が高い値の［崩壊］のみを適用する。」
# 「別々の効果から同時に［再生］を得る場合、最も「n」が高い値の［再生］のみを適用する。」
def applied(state: State, cid: str) -> Condition | None:
    held = state.get(cid)
    return max(held, key=lambda c: c.n or 0) if held else None


def dice_modifier(state: State, contest: str | None) -> int:
    change = 0
    # ［散漫］「すべての判定のダイスを－1個する。」
    if state.has("散漫"):
        change -= 1
    # ［集中］「すべての判定のダイスを＋1個する。」
    if state.has("集中"):
        change += 1
    # ［高揚］「［対決］における能動判定のダイスに＋1個し、受動判定のダイスに－1個する。」
    if state.has("高揚") and contest == "active":
        change += 1
    if state.has("高揚") and contest == "passive":
        change -= 1
    return change


# ［気絶］「自身の手番の終了時かダメージを受けるたびに難易度4の〈意志〉判定を行ない、［成功］することで解除できる。」
FAINT_CHECK = ("意志", 4)

# ［飛行］「［飛行］を得ていないキャラクターを対象とした［攻撃］の攻撃判定に［有利］を得るが、自身が行なう防御判定に
#  ［不利］を得る。」
def flying_option(state: State, role: str | None) -> str | None:
    """"advantage", "disadvantage" or None for a check of this role ("attack_grounded", "defense")."""
    if not state.has("飛行") or role is None:
        return None
    return "advantage" if role == "attack_grounded" else "disadvantage"


# ［硬直］「［硬直］を受けている間、［移動］および［防御］を行なえなくなる。」
def stiffness_forbids(state: State) -> bool:
    return state.has("硬直")


# ［隠密］「［隠密］を得ているキャラクターは、効果の対象として選択されなくなる。ただし、特定のキャラクターを
#  選択しない効果の場合は対象になる。」
def can_be_chosen(state: State, specific: bool) -> bool:
    return not (state.has("隠密") and specific)


# ［憎悪］「［攻撃］や相手に不利益な状態を与える［行動］や［割込］を行なうたびに、［憎悪］の対象を“攻撃の対象”に
#  含まなければならない。ただし、それが不可能な場合は［憎悪］の対象以外のキャラクターを対象にしてもよい。」
def hatred_target(state: State) -> str | None:
    held = state.get("憎悪")
    return held[0].target if held else None


def same_target(one: str, other: str) -> bool:
    """Whether two written targets name the same character: a target of the vocabulary in either language
    (`使用者` = `User`, `自身` = `Self`), any other name folded (width, case, spacing), as written otherwise."""
    return _target_key(one) == _target_key(other)


def _target_key(word: str) -> str:
    plain = unicodedata.normalize("NFKC", word).strip()
    term = lookup("targets", plain)
    return f"[{term.id}]" if term is not None else fold(plain)


#: The checks at the end of one's own turn: (condition, skill, difficulty, ends on, optional).
TURN_END_CHECKS = (
    # ［萎縮］「自身の手番の終了時に難易度4の〈意志〉判定を行ない、［成功］することで解除できる。」
    ("萎縮", "意志", 4, "success", False),
    # ［気絶］「自身の手番の終了時かダメージを受けるたびに難易度4の〈意志〉判定を行ない、［成功］することで解除できる。」
    ("気絶", "意志", 4, "success", False),
    # ［憎悪］「自身の手番の終了時に難易度3の〈意志〉判定を行ない、［成功］することで解除できる。」
    ("憎悪", "意志", 3, "success", False),
    # ［散漫］「自身の手番の終了時に難易度4の〈意志〉判定を行ない、［成功］することで解除できる。」
    ("散漫", "意志", 4, "success", False),
    # ［高揚］「自身の手番の終了時に難易度3の〈意志〉判定を行なうことができ（あえて行なわなくてもよい）、
    #  ［成功］することで解除できる。」
    ("高揚", "意志", 3, "success", True),
    # ［集中］「自身の手番の終了時に難易度4の〈意志〉判定を行ない、［失敗］することで解除される。」
    ("集中", "意志", 4, "failure", False),
)

# ［硬直］「物理的に拘束されている場合、自身の手番の終了時または…［行動］として難易度
#  （簡単な拘束：3／厳重な拘束：5）の〈頑健〉判定を行ない、［成功］することで解除できる。」
RESTRAINT_DIFFICULTY = {"簡単": 3, "厳重": 5}
RESTRAINT_SKILL = "頑健"

#: 「10分が経過した時点で自動的に解除される。」 (［萎縮］［気絶］［憎悪］［散漫］［高揚］［集中］)
TEN_MINUTE_ENDS = ("萎縮", "気絶", "憎悪", "散漫", "高揚", "集中")
#: Of those, the ones that change the dice of every check (［散漫］ −1, ［集中］ +1).
TEN_MINUTE_DICE = ("散漫", "集中")

# ［硬直］「物理的に拘束されていない限り、自身の手番の終了時または10秒が経過した時点で自動的に解除される。」
def stiffness_ends_by_itself(condition: Condition) -> bool:
    return condition.restraint is None


# ［崩壊］「このダメージは【装備ＨＰ】を代わりに減少させることはできない。」
COLLAPSE_USES_ARMOR = False

# ［崩壊］「［崩壊］の原因が簡単に取り除くことのできる外的要因または条件の指定がない場合であれば、
#  ［崩壊］によるダメージを受けた直後に難易度3の〈頑健〉判定を行ない、［成功］することで解除できる。」
COLLAPSE_CHECK = ("頑健", 3)


def collapse_checkable(condition: Condition) -> bool:
    """Either case of the seed's 「または」: an outer cause easily removed (`easy_cause`, whether or not the GM
    set a condition to remove it), or no condition given (`removal` not set)."""
    return condition.easy_cause or condition.removal is None


# ［再生］「「使用：常時」の効果等で常に［再生］を得ている場合は、［再生］を解除する効果を受けても解除されない。」
def removal_resisted(condition: Condition) -> str | None:
    """Why an effect that removes ［状態］ cannot remove `condition` (a reason key), or None."""
    if condition.id == "再生" and condition.constant:
        return "constant_regeneration"
    # 「［瀕死］による［気絶］は、通常の方法や［気絶］を解除する効果では解除できず、［瀕死］が解除されるまで持続する。」
    if condition.id == "気絶" and condition.dying:
        return "dying_faint"
    # ［瀕死］「【ＨＰ】の現在値が「1」以上まで回復すれば［瀕死］は解除される。」 (its only end)
    if condition.id == "瀕死":
        return "dying_follows_hp"
    return None


# ［気絶］「［気絶］を受けている間、［行動］［割込］を宣言できず、手番を開始するたびに自動的に手番を終了する。」
def faint_ends_turn(state: State) -> bool:
    return state.has("気絶")


# 「乗物が走行している状態であれば、降りる際に「操縦者の【移動値】」点のダメージと転倒による［硬直］を受ける。
#  このとき、降りるキャラクターは〈運動〉判定を行なうことができ、ダメージを「判定の達成値」点減少できる。」
# (no difficulty is given: only the check's value counts)
DISMOUNT_SKILL = "運動"
DISMOUNT_STIFFNESS = "転倒"


# ［死亡］「［死亡］は特殊な効果を用いなければ解除されない。」
DEATH_NEEDS_SPECIAL = True

# ［死亡］「［死亡］になったキャラクターは、一切の行動を取ることも宣言を行なうこともできない。」
def can_act(state: State) -> bool:
    return not state.has("死亡")


# ［憎悪］「新たに［憎悪］を受けるか…することで解除できる。」 (a new ［憎悪］ replaces the old one)
HATRED_REPLACES = True

# ［隠密］「［行動］を行なった直後に解除される。」
STEALTH_ENDS_AFTER_ACTION = True

# ［治療］「難易度3の〈操作〉判定…［成功］することで【ＨＰ】を「【感覚】±0」点回復する。このとき、判定で
#  ［クリティカル］が発生した場合は、通常の利益に加えて、回復量に＋【感覚】する。」 (［修理］ alike)
MENDING_DIFFICULTY = 3
MENDING_SKILL = "操作"


def mending_amount(sense: int, success: bool, critical: bool) -> int:
    if not success:
        return 0
    return sense + (sense if critical else 0)
