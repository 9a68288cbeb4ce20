"""The words a scenario may write (docs/kyoko.md "シナリオ（sim）"): each key, event kind and choice by its
canonical name, with its English and Japanese spellings (compared after `scenario._word`: NFKC, lower
case, without the brackets 【】〈〉[])."""

from __future__ import annotations

__all__ = ["BY_KEYS", "BY_NEEDS", "CHARACTER", "CHOICES", "CONTESTS", "EVENT_KEYS", "KINDS", "KIND_KEYS", "NEEDED",
           "RESTRAINTS", "ROLES", "RULES", "SIZES", "TOP", "WHO"]

SIZES = (1, 2, 3, 4, 6, 8, 10, 12, 20)   # the die sizes x of KS(x,y)

# canonical name -> words a scenario may write (compared after `_word`)
TOP = {"seed": ("seed", "シード"), "character": ("character", "キャラクター"), "rules": ("rules", "ルール"),
       "events": ("events", "イベント")}
CHARACTER = {"name": ("name", "名前"), "hp": ("hp",), "hp_start": ("hp_start", "hp開始"),
             "armor_hp": ("armor_hp", "装備hp"), "armor_hp_start": ("armor_hp_start", "装備hp開始"),
             "sense": ("sense", "感覚"), "skills": ("skills", "技能")}
RULES = {"armor_split": ("armor_split", "装備hp分割"), "armor_overflow": ("armor_overflow", "装備hp超過"),
         "round_end_order": ("round_end_order", "ラウンド終了順"),
         "collapse_check_removes": ("collapse_check_removes", "崩壊判定の解除"),
         "try_elation": ("try_elation", "高揚判定"), "mending_check": ("mending_check", "治療判定の時点"),
         "fainted_acts": ("fainted_acts", "気絶中の自発行為"), "leisure_time": ("leisure_time", "余暇の時間経過"),
         "same_effect_again": ("same_effect_again", "同じ効果の再付与"),
         "turn_end_dice": ("turn_end_dice", "手番終了判定のダイス"),
         "fainted_defends": ("fainted_defends", "気絶中の防御")}
#: the values of the rules that are not yes or no: canonical -> words
CHOICES = {"armor_overflow": {"hp": ("hp",), "lost": ("lost", "消滅")},
           "round_end_order": {"collapse": ("collapse", "崩壊"), "regeneration": ("regeneration", "再生")},
           "collapse_check_removes": {"applied": ("applied", "適用中"), "all": ("all", "すべて", "全て", "全部")},
           "mending_check": {"before": ("before", "前"), "after": ("after", "後")},
           "same_effect_again": {"replace": ("replace", "置換"), "highest": ("highest", "最大")},
           "turn_end_dice": {"start": ("start", "開始時"), "running": ("running", "逐次")}}
EVENT_KEYS = {"kind": ("kind", "種別"), "amount": ("amount", "量"), "armor": ("armor", "装備"),
              "source": ("source", "出典"), "condition": ("condition", "状態"), "constant": ("constant", "常時"),
              "restraint": ("restraint", "拘束"), "removal": ("removal", "解除条件"),
              "easy_cause": ("easy_cause", "簡単な原因"), "special": ("special", "特殊"),
              "try_elation": ("try_elation", "高揚判定"), "skill": ("skill", "技能"),
              "difficulty": ("difficulty", "難易度"), "contest": ("contest", "対決"), "by": ("by", "実施者"),
              "authority": ("authority", "権能"), "note": ("note", "メモ"), "moving": ("moving", "走行中"),
              "driver_move": ("driver_move", "操縦者の移動値"), "exercise": ("exercise", "運動判定"),
              "lost": ("lost", "敗北"), "role": ("role", "判定の種類"), "specific": ("specific", "特定"),
              "harmful": ("harmful", "不利益"), "targets": ("targets", "対象"), "who": ("who", "誰")}
BY_KEYS = {"sense": ("sense", "感覚"), "skill": ("skill", "技能")}
KINDS = {"damage": ("damage", "ダメージ"), "loss": ("loss", "自傷", "hp減少"), "heal": ("heal", "回復"),
         "armor_heal": ("armor_heal", "装備回復"), "gain": ("gain", "付与"), "remove": ("remove", "解除"),
         "end_source": ("end_source", "効果終了", "原因除去"), "turn_end": ("turn_end", "手番終了"),
         "round_end": ("round_end", "ラウンド終了"), "ten_seconds": ("ten_seconds", "10秒経過"),
         "ten_minutes": ("ten_minutes", "10分経過"), "check": ("check", "判定"), "action": ("action", "行動"),
         "interrupt": ("interrupt", "割込"), "treatment": ("treatment", "治療"), "repair": ("repair", "修理"),
         "leisure": ("leisure", "余暇"), "turn_start": ("turn_start", "手番開始"),
         "dismount": ("dismount", "降車"), "escape": ("escape", "拘束解除"), "search": ("search", "発見"),
         "move": ("move", "移動"), "defend": ("defend", "防御"), "targeted": ("targeted", "対象選択")}
#: the keys each kind of event takes besides `kind` and `note`, and those it needs
KIND_KEYS = {"damage": ("amount", "armor", "source"), "loss": ("amount", "source", "who"), "heal": ("amount", "source"),
             "armor_heal": ("amount", "source"), "gain": ("condition", "source", "constant", "restraint", "removal",
                                                               "easy_cause"),
             "remove": ("condition", "source", "special"), "end_source": ("source",), "turn_end": ("try_elation",),
             "check": ("skill", "difficulty", "contest", "role"), "interrupt": ("authority", "harmful", "targets"),
             "action": ("harmful", "targets"), "targeted": ("specific",),
             "treatment": ("skill", "by"), "repair": ("skill", "by"),
             "turn_start": ("try_elation",), "dismount": ("moving", "driver_move", "exercise", "armor"),
             "escape": ("by",), "search": ("lost",)}
NEEDED = {"damage": ("amount",), "loss": ("amount",), "heal": ("amount",), "armor_heal": ("amount",),
          "gain": ("condition",), "remove": ("condition",), "end_source": ("source",),
          "check": ("skill", "difficulty"), "dismount": ("moving",), "search": ("lost",), "escape": ("by",),
          "targeted": ("specific",)}
#: what `by` (another character) must give, by the kind of event
BY_NEEDS = {"treatment": ("sense", "skill"), "repair": ("sense", "skill"), "escape": ("skill",)}
CONTESTS = {"active": ("active", "能動"), "passive": ("passive", "受動")}
RESTRAINTS = {"簡単": ("簡単", "easy"), "厳重": ("厳重", "strict")}
#: who a loss of 【ＨＰ】 falls on as its effect names it (a card's JSON `who`): the character's own (`self`, the default:
#: seed 004's voluntary loss) or the character as the target another's effect makes lose it (`target`: `対象に【ＨＰ】を
#: 2点失わせる`, `Make the target lose 2 HP`)
WHO = {"self": ("self", "自分", "自身", "user", "使用者"), "target": ("target", "対象")}
#: what a check is, for ［飛行］: an attack on a character without ［飛行］, or one's own defence
ROLES = {"attack_grounded": ("attack_grounded", "地上への攻撃"), "defense": ("defense", "防御")}
