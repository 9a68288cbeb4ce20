"""Draw Steel's diagnostic messages of checking what was read, in English and Japanese: a power roll's
tiers, a monster's statblock, a dynamic terrain object, and the consistency of an ability (its cost,
targets, triggers and the words of its effects). `catalog.join` adds them to the core's catalog with
the messages of reading (`catalog.py`, `catalog_formats.py`) and of the commands (`catalog_commands.py`).
"""

from __future__ import annotations

__all__ = ["CATALOG"]

CATALOG: dict[str, dict[str, str]] = {
    # two abilities of one name in one file (SB020)
    "names.twice": {
        "en": "the ability on line {line} is called `{name}` too: `roll --ability` and `odds --ability` find that "
              "one, never this one",
        "ja": "{line} 行目のアビリティも「{name}」という名前です。ダイスを振るときや確率を計算するときに --ability で"
              "名前を指定すると、そちらが選ばれ、こちらは選ばれません",
    },
    "names.twice_help": {
        "en": "rename one of the two (or remove the copy)",
        "ja": "どちらかの名前を変えてください（写しなら削除してください）",
    },
    # tier structure
    "tier.unreadable": {
        "en": "cannot tell which tier `{label}` is; write ≤11, 12-16 or 17+",
        "ja": "「{label}」がどのティアか分かりません。≤11、12-16、17+ のいずれかを書いてください",
    },
    "tier.range": {
        "en": "tier {number} covers {right}, not `{label}`",
        "ja": "ティア{number}の範囲は {right} で、「{label}」ではありません",
    },
    "tier.write": {"en": "write `{right}:`", "ja": "「{right}:」と書いてください"},
    "tier.order": {
        "en": "tier {number} comes after tier {previous}; list tiers as ≤11, 12-16, 17+",
        "ja": "ティア{number}がティア{previous}の後にあります。≤11、12-16、17+ の順に並べてください",
    },
    "tier.count": {
        "en": "a power roll needs exactly three tiers (≤11, 12-16, 17+): {problem}",
        "ja": "パワーロールにはちょうど3つのティア（≤11、12-16、17+）が必要です。{problem}",
    },
    "tier.missing": {"en": "missing {tiers}", "ja": "{tiers} がありません"},
    "tier.repeated": {"en": "repeated {tiers}", "ja": "{tiers} が重複しています"},
    # monster statblocks
    "statblock.missing": {
        "en": "the statblock has no {field}",
        "ja": "ステータスブロックに{field}がありません",
    },
    "statblock.add": {"en": "add a `{field}: N` cell", "ja": "「{field}: N」のセルを足してください"},
    "statblock.no_value": {
        "en": "the {what} `{entry}` has no value: read so, it changes no damage",
        "ja": "{what}「{entry}」に値がありません。このままではダメージを何も変えません",
    },
    "statblock.no_value_fix": {"en": "write its value after it (`{example}`)", "ja": "値を後ろに書いてください（「{example}」）"},
    "statblock.add_table": {
        "en": "add a `**N**<br/> {field}` cell to the statblock's table",
        "ja": "ステータスブロックの表に「**N**<br/> {field}」のセルを足してください",
    },
    "statblock.add_level": {
        "en": "add a `{field} N` cell to the first row of the statblock's table",
        "ja": "ステータスブロックの表の1行目に「{field} N」のセルを足してください",
    },
    "statblock.add_yaml": {"en": "add `{name}: N` to the statblock", "ja": "ステータスブロックに「{name}: N」を足してください"},
    "statblock.unknown_field": {
        "en": "unknown statblock field `{field}` (its value is kept as written, not read); did you mean `{guess}`?",
        "ja": "ステータスブロックの不明な項目「{field}」です（値は書かれたまま残し、読みません）。「{guess}」の誤りではありませんか？",
    },
    # dynamic terrain objects
    "terrain.missing": {
        "en": "the dynamic terrain object has no {field}",
        "ja": "ダイナミック地形に{field}がありません",
    },
    "terrain.add": {"en": "add a `{field}: …` cell", "ja": "「{field}: …」のセルを足してください"},
    "terrain.add_bullet": {
        "en": "add a `- **{field}:** …` line after the object's heading and flavor",
        "ja": "見出しとフレーバーの後に「- **{field}:** …」の行を足してください",
    },
    "terrain.add_stat": {  # (the YAML keys as typed are arguments: `stats`, `name`, `value`)
        "en": "add `- {name}: {field}` with its `{value}:` to the front matter's `{stats}:`",
        "ja": "フロントマターの「{stats}:」に「- {name}: {field}」とその「{value}:」を足してください",
    },
    "terrain.add_yaml": {"en": "add `{name}: …` to its YAML", "ja": "YAMLに「{name}: …」を足してください"},
    "statblock.number": {
        "en": "{field} should be a number, not `{value}`",
        "ja": "{field}は数値にしてください（「{value}」ではなく）",
    },
    "statblock.number_too_long": {
        "en": "{field} has {digits} digits, too many to read (at most {limit}): write a smaller number",
        "ja": "{field}は {digits} 桁あり、大きすぎて読めません（{limit} 桁まで）。小さい数にしてください",
    },
    # consistency
    "tiers.damage_down": {
        "en": "tier {higher} deals less damage ({high}) than tier {lower} ({low}); tiers should not get worse — "
              "check the numbers",
        "ja": "ティア{higher}のダメージ ({high}) がティア{lower} ({low}) より少なくなっています。"
              "上のティアが下のティアより弱くなることはないはずです。数値を確認してください",
    },
    "tiers.move_down": {
        "en": "tier {higher} has {movement} {distance}, less than tier {lower}'s {movement} {before}; "
              "tiers should not get worse",
        "ja": "ティア{higher}の{movement} {distance} がティア{lower}の{movement} {before} より小さくなっています。"
              "上のティアが下のティアより弱くなることはないはずです",
    },
    "tiers.potency_down": {
        "en": "the potency weakens from tier {lower} ({before}) to tier {higher} ({after}); potency should stay or "
              "grow (WEAK, AVERAGE, STRONG)",
        "ja": "ポテンシーがティア{lower}（{before}）からティア{higher}（{after}）で弱くなっています。"
              "ポテンシーは上のティアで同じか強くなるはずです（弱、並、強の順）",
    },
    "roll.header_missing": {
        "en": "the damage adds {added}, but no `Power Roll + …:` line above the tiers says what the roll adds: "
              "rolled as it is, the roll adds nothing to 2d10",
        "ja": "ダメージに{added}を加えていますが、ティアの上にパワーロールの行（「パワーロール + …:」）がなく、"
              "ロールに何を加えるかが書かれていません。このままではダイス 2 個の出目に何も加えません",
    },
    "roll.header_missing_fix": {"en": "write `{header}` on the line above the tiers",
                                "ja": "ティアの上の行に「{header}」を書いてください"},
    "damage.characteristic": {
        "en": "the damage adds {extra}, which the power roll (+ {roll}) does not use; check the letter",
        "ja": "ダメージに加える{extra}をパワーロール（+ {roll}）が使っていません。文字を確認してください",
    },
    "keyword.melee": {
        "en": "the Melee keyword needs a melee distance (`Melee 1`), not `{distance}`",
        "ja": "近接キーワードには近接の距離（「近接 1」など）が必要ですが、距離が「{distance}」になっています",
    },
    "keyword.ranged": {
        "en": "the Ranged keyword needs a ranged distance (`Ranged 10`), not `{distance}`",
        "ja": "遠距離キーワードには遠距離の距離（「遠距離 10」など）が必要ですが、距離が「{distance}」になっています",
    },
    "keyword.area": {
        "en": "the Area keyword needs an area (`3 burst`, `2 cube within 10`, ...), not `{distance}`",
        "ja": "領域キーワードには領域（「3 バースト」「10 以内の 2 キューブ」など）が必要ですが、距離が「{distance}」になっています",
    },
    "keyword.area_missing": {
        "en": "the distance `{distance}` is an area, but the Area keyword is missing; add `Area` to the keywords",
        "ja": "距離「{distance}」は領域ですが、領域キーワードがありません。キーワードに「領域」を加えてください",
    },
    "target.no_area": {
        "en": "the target `{target}` is in an area, but the distance `{distance}` makes none; give an area "
              "(`3 burst`, `2 cube within 10`) or name the targets (`One creature`)",
        "ja": "ターゲット「{target}」は領域内にいますが、距離「{distance}」は領域を作りません。領域（「3 バースト」"
              "「10 以内の 2 キューブ」など）にするか、ターゲットを名指ししてください（「1体のクリーチャー」など）",
    },
    "keyword.strike": {
        "en": "a Strike targets creatures, not an area: use the Area keyword for `{distance}`, or give a melee or "
              "ranged distance",
        "ja": "ストライクは領域ではなくクリーチャーを対象にします。「{distance}」には領域キーワードを使うか、"
              "近接か遠距離の距離にしてください",
    },
    "keyword.both": {
        "en": "both the Melee and Ranged keywords, but the distance `{distance}` allows only one way; keep the keyword "
              "that matches the distance",
        "ja": "近接と遠距離の両方のキーワードがありますが、距離「{distance}」はどちらか一方だけです。"
              "距離に合うキーワードを残してください",
    },
    "cost.class": {
        "en": "a {hero_class} pays in {resource}, not {written}",
        "ja": "{hero_class}のコストは{resource}で払います（{written}ではありません）",
    },
    "spend.cost": {
        "en": "the ability costs {resource}, but this section spends {spent}: the one who uses it pays both from "
              "one resource",
        "ja": "このアビリティのコストは{resource}ですが、このセクションは{spent}を消費します。使用者は両方を同じリソースから"
              "払います",
    },
    "spend.class": {
        "en": "a {hero_class} spends {resource}, not {written}",
        "ja": "{hero_class}が消費するのは{resource}です（{written}ではありません）",
    },
    "cost.write": {"en": "write `{text}`", "ja": "「{text}」と書いてください"},
    "cost.signature": {
        "en": "a signature ability costs no heroic resource to use, but this one costs {cost}",
        "ja": "シグネチャー・アビリティは英雄リソースなしで使えますが、このアビリティには「{cost}」のコストがあります",
    },
    "cost.signature_fix": {
        "en": "remove the cost (or the Signature tag); what the resource buys goes in a `{text}` section",
        "ja": "コスト（またはシグネチャーの指定）を削除してください。リソースで得る効果は「{text}」のセクションに書きます",
    },
    "trigger.not_triggered": {
        "en": "a Trigger only belongs to a triggered action, but this is a {action}",
        "ja": "トリガーはトリガーアクションにだけ付きますが、これは{action}です",
    },
    "trigger.fix": {
        "en": "make it a Triggered action, or remove the Trigger",
        "ja": "トリガーアクションにするか、トリガーを削除してください",
    },
    "trigger.missing": {
        "en": "a {action} needs a `Trigger:` saying when it can be used",
        "ja": "{action}には、いつ使えるかを示す「トリガー:」が必要です",
    },
    "objects.given": {  # (SB182: `compiler/objects.py`)
        "en": "`{who}` are objects, and `{kind}` is what the rules give creatures only: an object takes damage and can "
              "be moved, nothing else; it is printed as written and given to no creature; say it of the "
              "creatures meant, or leave it out",
        "ja": "「{who}」は物体で、「{kind}」はルールがクリーチャーにだけ与えるものです。物体はダメージを受け、移動させられる"
              "だけです。書かれたとおり印刷し、どのクリーチャーにも与えません。意図したクリーチャーについて書くか、"
              "外してください",
    },
    "objects.unattended": {  # (SB183: `compiler/objects.py`)
        "en": "the target line `{target}` says `unattended` of a creature: an object that no creature holds or wears is "
              "unattended, no creature is; write `object` if an object is meant",
        "ja": "ターゲットの行「{target}」は、クリーチャーを「持ち主のいない」と言っています。持ち主のいないものはどのクリーチャーも"
              "持たず身に着けてもいない物体で、クリーチャーではありません。物体のことなら「物体」と書いてください",
    },
}
