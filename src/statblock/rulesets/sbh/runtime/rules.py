"""The Magic-User's rule facts, as data, each with the passage of seed 003 it implements.

Seed 003 is Japanese; each comment quotes it (short) with an English gloss. What the seed does not say
is not made up: it is a note (`NOTES`) the output shows where it matters.
"""

from __future__ import annotations

__all__ = ["ACTIVATION_DICE", "BANDS", "BAND_MODIFIER", "CASTER_RULES", "FACES", "MAGIC_LOSS_FAILURES",
           "NOTES", "POWERS", "RANGE_BY_POWER", "SPELLS", "TARGET_RULES", "TRANSFIX_EFFECTS",
           "TRANSFIX_BANDS", "activation_success"]

FACES = range(1, 7)  # a d6

# 「通常通り1〜3個のダイスを使ってアクティベーションロールをする」: roll 1 to 3 dice, as usual.
ACTIVATION_DICE = (1, 2, 3)

# The seed says only "as usual" (通常通り) for the activation roll. The usual rule, as the brief states
# it: a die succeeds when it shows the Quality or more. The seed names no automatic 1s or 6s, and none
# are applied.
def activation_success(face: int, quality: int) -> bool:
    return face >= quality


# 「ロールの成功数が、魔法を唱えるためのパワーとなる」 (successes are the power) and
# 「3成功した場合、1アクションを移動に使ってパワー2…2回移動してパワー1…魔法を中断して3回移動」:
# successes are actions, split between moves and the spell; power 0 is the spell given up.
# 「魔法のパワーは消費するアクション数で決まります。振ったダイスの数ではありません」: power is the
# actions spent, never the dice rolled.
POWERS = (1, 2, 3)

# 「魔法の使用を宣言したアクティベーションロールで3失敗した場合、魔法の力が尽き、その後ゲーム終了まで
# 魔法を唱える事が出来なくなる」: three failures on a roll with a spell declared end its magic for the game.
MAGIC_LOSS_FAILURES = 3

# 「パワー1で発動した魔法、short。パワー2…medium。パワー3…long。」
RANGE_BY_POWER = {1: "short", 2: "medium", 3: "long"}

# 「基本射程の3倍までの敵をターゲットとする。ペナルティは、2倍以内で-1、3倍射程で-2となる」:
# up to three times the base range, −1 within double, −2 at triple. Applied to the caster's side.
BANDS = ("short", "double", "triple")  # `short`: within the spell's own (base) range
BAND_MODIFIER = {"short": 0, "double": -1, "triple": -2}

# 「トランスフィクス魔法は、遠距離攻撃のように射程を伸ばす事はできない」: Transfix has no range extension.
TRANSFIX_BANDS = ("short",)

SPELLS = ("attack", "transfix")

# Rules of the caster that touch magic used as a ranged attack:
# 「Good Shotを持つ魔法使いは…Combat値が+1されます」 and 「Poisonを持っている魔法使いは、遠距離攻撃
# としての魔法にPoisonの効果を付与する事が出来ます」. Poison's own effect is not in the seed: it is a flag.
CASTER_RULES = {
    "good_shot": {"combat": 1},
    "poison": {"combat": 0, "applies": "poison"},
}

# Rules of the target, for magic as a ranged attack:
# 「UndeadやSwarmsに対する遠距離攻撃としての魔法は、-2ペナルティを受けません」: the −2 those targets give
# ranged attacks is not taken by magic. That −2 belongs to the target's rule (the sentence sits with
# Stealth, among target abilities), not to the range band: the band's −2 at triple range still applies.
# 「Stealthアビリティを持つターゲットに対しても通常通り攻撃する事ができる」: Stealth does not protect.
TARGET_RULES = {
    "undead": {"modifier": 0, "note": "no_minus_two"},
    "swarm": {"modifier": 0, "note": "no_minus_two"},
    "stealth": {"modifier": 0, "note": "stealth_no_protection"},
}

# 「2アクションを消費するか、その魔法をかけた魔法使いが死亡するまでトランスフィクスが解除される事はない」,
# 「移動アクションを行えない」, 「+2のボーナスを得る」, 「全てLethalとなる」,
# 「士気テストに失敗した場合、即座にゲームから除外される」.
TRANSFIX_EFFECTS = (
    ("ends", {"actions": 2}),          # ends when the target spends 2 actions, or the caster dies
    ("no_move", {}),                   # cannot take move actions
    ("attack_bonus", {"bonus": 2}),    # attacks against it get +2
    ("lethal", {}),                    # every attack against it is Lethal
    ("morale_removed", {}),            # a failed morale test removes it from the game
)

# What the seed leaves open, shown with the results (keys of the catalog's `sbh.runtime.note.*`).
NOTES = {
    # 「通常の射撃攻撃と同じように処理します」: resolved as a normal shooting attack, whose results by
    # margin the seed does not give.
    "margin_only": "the rules give no result by margin",
    "activation_rule": "the rules say only 'as usual' for the activation roll",
    "poison_effect": "Poison applies; its effect is not in the rules",
}
