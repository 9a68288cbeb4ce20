"""Song of Blades and Heroes' diagnostic messages (English and Japanese) and codes.

Every key starts with `sbh.`; `message()` adds this catalog to the core's the first time it is used.
Codes: SH0xx reading warband files and profiles, SH1xx points and the rules' checks, SH2xx the runtime
(odds, rolls, spells).
"""

from __future__ import annotations

from ...messages import Localized, catalog_message

__all__ = ["CATALOG", "CODES", "COUNTED", "NOUNS", "amount", "message"]

CODES: dict[str, str] = {
    # ---- language (SH0xx, SH1xx) ----
    "SH001": "a line of a warband file that is not a profile (no `Q3+ C2`), nor the warband's name or points limit",
    "SH002": "a profile line the grammar cannot read, at the fault (a missing Combat, an unclosed parenthesis)",
    "SH003": "a second points limit for one warband: the first is kept",
    "SH004": "a warband with no profile",
    "SH005": "a profile of 0 models (`0x Elf`)",
    "SH006": "a number alone before a profile's name (`2 Ogres`): read as part of the name, one model",
    "SH007": "a count of more than 999 models on one profile line",
    "SH008": "a count written twice on one profile line (`2x Orc Q4+ C3 x3`): the first is kept (an error when "
             "they differ, a warning when they agree)",
    "SH009": "a Markdown table that is not a roster (no Quality or no Combat column), or whose columns the profile "
             "grammar cannot read in their order (the name after the stats, the rules before them): its rows are not read",
    "SH010": "a column of a roster table whose head names nothing a roster has: its cells are not read (a warning)",
    "SH011": "a count written inside a profile's name (`Veteran 2x Orc`): read as part of the name, one model (a "
             "warning)",
    "SH101": "an unknown special rule, with a did-you-mean: not counted",
    "SH102": "a Quality outside 2+ to 6+",
    "SH103": "a Combat outside 0 to 6",
    "SH104": "a special rule that excludes another on the same profile (Stealth and Heavy Armor)",
    "SH105": "a special rule that replaces another on the same profile (Long Move and Short Move): only the "
             "replacing one is counted (a warning)",
    "SH106": "a special rule that needs a specification or a variant written without one (`Hatred`, `Shooter`)",
    "SH107": "an unknown variant of a rule (`Shooter (Far)`), with a did-you-mean: not counted",
    "SH108": "a special rule written twice on one profile: counted once (a warning)",
    "SH109": "two variants of one rule on one profile (`Shooter (Medium)` and `Shooter (Long)`)",
    "SH110": "personalities costing more than a third of the warband's points",
    "SH111": "a warband's total points over its limit",
    "SH112": "a points note after a profile (`= 56 pts`, `(56)`, `56点`) that is not its computed points (a warning, "
             "with the right number)",
    "SH113": "a roster's total (`Total: 298 pts`, `合計：298点`) that is not the warband's computed total (a warning, "
             "with the right number)",
    "SH114": "Animals (Swarms included) costing more than half of the warband's points",
    "SH115": "a Rabble model with a Quality better than 4+",
    "SH116": "models that may not share a warband (a Paladin with Evil models, a Sorcerer with a Cleric)",
    "SH117": "a Swarm of a single base: a complete Swarm is two bases or more",
    # ---- runtime (SH2xx) ----
    "SH201": "a value out of its range for the odds or a roll (Quality 2 to 6, Combat 0 to 6, dice and power 1 to 3)",
    "SH202": "an unknown spell (transfix, attack) or range band (short, double, triple)",
    "SH203": "`--profile` names no profile of the warband, with a did-you-mean",
    "SH204": "the file holds no warband, or neither a warband file nor `--quality` was given",
}

CATALOG: dict[str, dict[str, str]] = {
    # ---- language ----
    "sbh.not_a_profile": {
        "en": "this line is not a profile: write a model as `Name Q3+ C2 Rules` (its name, Quality and Combat, then "
              "its special rules separated by commas)",
        "ja": "この行はプロファイルではありません。モデルは「名前 Q3+ C2 特殊ルール」（名前、質、戦闘、そして読点区切りの特殊ルール）"
              "の形で書いてください",
    },
    "sbh.profile_unreadable": {
        "en": "cannot read this profile here: expected {expected}",
        "ja": "このプロファイルをここから読めません（{expected}があるはずです）",
    },
    "sbh.table_not_roster": {
        "en": "this table is not a warband roster, and its rows are not read: a roster table has the columns Name, "
              "Quality and Combat (and Points, Special Rules), as `| Name | Points | Quality | Combat | Special Rules |`",
        "ja": "この表はウォーバンドのロスターではないため、行を読みません。ロスターの表には 名前・質・戦闘 の列"
              "（それにポイント・特殊ルール）が必要です（「| 名前 | ポイント | 質 | 戦闘 | 特殊ルール |」）",
    },
    "sbh.table_order": {
        "en": "the columns of this roster are in an order that is not read, and its rows are not read: put the name "
              "before Quality and Combat, and the special rules after them",
        "ja": "このロスターの列は読めない順序のため、行を読みません。名前を質と戦闘の前に、特殊ルールをその後に置いてください",
    },
    "sbh.table_column": {
        "en": "the column `{head}` is not read: a roster's columns are Name, Count, Points, Total, Quality, Combat, "
              "Special Rules and Notes (name notes `Notes` to keep them unread without this warning)",
        "ja": "列「{head}」は読みません。ロスターの列は 名前・数・ポイント・小計・質・戦闘・特殊ルール・備考 です"
              "（読まないメモは「備考」列に書くとこの警告は出ません）",
    },
    "sbh.expect_quality": {"en": "its Quality (`Q3+`) after the name", "ja": "名前の後に質（「Q3+」）"},
    "sbh.expect_combat": {"en": "its Combat (`C2`) after the Quality", "ja": "質の後に戦闘（「C2」）"},
    "sbh.expect_rules": {"en": "special rules separated by commas (`Shooter (Long), Forester`)",
                         "ja": "読点かカンマで区切った特殊ルール（「射手（長）、森林踏破」）"},
    "sbh.expect_close": {"en": "`)` closing the specification", "ja": "仕様を閉じる「)」"},
    "sbh.expect_number": {"en": "a number", "ja": "数字"},
    "sbh.limit_twice": {
        "en": "this warband already has a points limit ({limit}); this one is ignored",
        "ja": "このウォーバンドにはすでにポイント上限（{limit}）があるため、この行は無視しました",
    },
    "sbh.no_profiles": {
        "en": "warband `{name}` has no profile",
        "ja": "ウォーバンド「{name}」にはプロファイルがありません",
    },
    "sbh.zero_count": {
        "en": "a profile of 0 models counts for nothing: write at least 1",
        "ja": "0 体のプロファイルは数に入りません。1 以上を書いてください",
    },
    "sbh.huge_count": {
        "en": "a profile of more than {most} models is no warband's: counted as {most}; write the number of models",
        "ja": "{most} 体を超えるプロファイルはウォーバンドにありません（{most} 体として数えます）。モデルの数を書いてください",
    },
    "sbh.bare_count": {
        "en": "`{number}` before the name is read as part of the name, so this profile is one model; for "
              "{models} write `{number}x` (it could be part of a name, so it is not guessed)",
        "ja": "名前の前の「{number}」は名前の一部として読むため、このプロファイルは 1 体です。{number} 体なら"
              "「{number}x」や「{number}体」と書いてください（名前の一部かもしれないので推測はしません）",
    },
    "sbh.bare_count_fix": {"en": "write `{number}x`", "ja": "「{number}体」と書いてください"},
    "sbh.count_in_name": {
        "en": "`{count}` inside the name is read as part of the name, so this profile is one model; write the count "
              "first, before the whole name (`{count} {name}`), or at its end",
        "ja": "名前の中の「{count}」は名前の一部として読むため、このプロファイルは 1 体です。数は名前全体の前（「{count} {name}」）"
              "か、行末に書いてください",
    },
    "sbh.count_in_name_counted": {
        "en": "`{count}` inside the name is read as part of the name; the profile is counted by `{counted}`: write one "
              "count",
        "ja": "名前の中の「{count}」は名前の一部として読みます。このプロファイルの数は「{counted}」です。数は 1 つだけ書いてください",
    },
    "sbh.count_twice": {
        "en": "two counts on one profile, `{first}` and `{second}`: it is counted as {models} (the first); write one count",
        "ja": "1 つのプロファイルに数が 2 つあります（「{first}」と「{second}」）。最初の {models} 体として数えます。数は 1 つだけ"
              "書いてください",
    },
    "sbh.count_twice_same": {
        "en": "the count is written twice, `{first}` and `{second}`; it is counted once",
        "ja": "数が 2 回書かれています（「{first}」と「{second}」）。1 回だけ数えます",
    },
    "sbh.drop_count": {"en": "remove `{count}`", "ja": "「{count}」を削除してください"},
    "sbh.count_in_rules": {
        "en": "`{word}` is not a special rule: a count is written before the name (`3x Orc`), after it (`Orc x3`) or at "
              "the end of the line (`Orc Q4+ C3 Animal x3`); it is not counted",
        "ja": "「{word}」は特殊ルールではありません。数は名前の前（「3体 オーク」）、名前の後（「オーク 3体」）、または行の末尾"
              "（「オーク 質4+ 戦闘3 動物 3体」）に書きます（ポイントに数えていません）",
    },
    "sbh.rule_unknown": {
        "en": "unknown special rule `{word}`; it is not counted",
        "ja": "特殊ルール「{word}」はありません（ポイントに数えていません）",
    },
    "sbh.rule_split": {
        "en": "unknown special rule `{word}`: rules are separated by commas; did you mean `{guess}`? It is not counted",
        "ja": "特殊ルール「{word}」はありません。ルールは「、」か「,」で区切ります。「{guess}」のことですか？（ポイントに数えていません）",
    },
    "sbh.rule_guess": {
        "en": "unknown special rule `{word}`; did you mean `{guess}`? It is not counted",
        "ja": "特殊ルール「{word}」はありません。「{guess}」のことですか？（ポイントに数えていません）",
    },
    "sbh.rule_guess_variants": {
        "en": "unknown special rule `{word}`; did you mean `{guess}`? Its variants are {variants}; it is not counted",
        "ja": "特殊ルール「{word}」はありません。「{guess}」のことですか？ その種類は{variants}です（ポイントに数えていません）",
    },
    "sbh.replace": {"en": "write `{guess}`", "ja": "「{guess}」と書いてください"},
    "sbh.quality_range": {
        "en": "Quality {value}+ is out of range: it is 2+ to 6+",
        "ja": "質 {value}+ は範囲外です（2+ から 6+ まで）",
    },
    "sbh.combat_range": {
        "en": "Combat {value} is out of range: it is 0 to 6",
        "ja": "戦闘 {value} は範囲外です（0 から 6 まで）",
    },
    "sbh.rule_excludes": {
        "en": "`{rule}` cannot be taken with `{other}` on the same profile",
        "ja": "「{rule}」は同じプロファイルの「{other}」と一緒に持てません",
    },
    "sbh.rule_replaces": {
        "en": "`{rule}` replaces `{other}`: only `{rule}` is counted",
        "ja": "「{rule}」は「{other}」に置き換わるため、「{rule}」だけを数えました",
    },
    "sbh.drop_rule": {"en": "remove `{other}`", "ja": "「{other}」を削除してください"},
    "sbh.rule_needs_spec": {
        "en": "`{rule}` needs to say what it applies to, in parentheses",
        "ja": "「{rule}」には対象を括弧で書く必要があります",
    },
    "sbh.spec_example": {"en": "for example `{example}`", "ja": "例：「{example}」"},
    "sbh.rule_needs_variant": {
        "en": "`{rule}` needs its variant in parentheses: {variants}; it is not counted",
        "ja": "「{rule}」には括弧で種類を書く必要があります（{variants}）。ポイントに数えていません",
    },
    "sbh.variant_unknown": {
        "en": "`{rule}` has no variant `{word}`: {variants}; it is not counted",
        "ja": "「{rule}」に「{word}」という種類はありません（{variants}）。ポイントに数えていません",
    },
    "sbh.variant_guess": {
        "en": "`{rule}` has no variant `{word}`; did you mean `{guess}`? It is not counted",
        "ja": "「{rule}」に「{word}」という種類はありません。「{guess}」のことですか？（ポイントに数えていません）",
    },
    "sbh.rule_twice": {
        "en": "`{rule}` is written twice on this profile; it is counted once",
        "ja": "「{rule}」がこのプロファイルに2回書かれています（1回だけ数えました）",
    },
    "sbh.rule_twice_specs": {
        "en": "`{rule}` is written twice on this profile ({first}; {second}); the rules do not say a rule may be taken "
              "twice, and the warband builder holds a rule once on a profile: it is counted once",
        "ja": "「{rule}」がこのプロファイルに2回書かれています（{first}／{second}）。ルールは同じルールを2回持てるとは述べておらず、"
              "ウォーバンドビルダーもプロファイルに1回しか持たせないため、1回だけ数えました",
    },
    "sbh.two_variants": {
        "en": "`{rule}` and `{other}` are two variants of one rule: a profile takes one",
        "ja": "「{rule}」と「{other}」は同じルールの種類違いです。1 つだけにしてください",
    },
    "sbh.personalities": {
        "en": "personalities cost {personalities} of the warband's {total} points, more than a third: at most {allowed} "
              "(take some out or add other models)",
        "ja": "パーソナリティが {total} ポイント中 {personalities} ポイントで、3 分の 1 を超えています。"
              "最大 {allowed} ポイントです（減らすか、ほかのモデルを加えてください）",
    },
    "sbh.animals_over_half": {
        "en": "Animals and Swarms cost {animals} of the warband's {total} points, more than half ({half}): "
              "take some out or add other models",
        "ja": "動物とスウォームが {total} ポイント中 {animals} ポイントで、半分（{half}）を超えています。減らすか、ほかのモデルを加えてください",
    },
    "sbh.rabble_quality": {
        "en": "a Rabble model has Quality {best}+ or worse, not {quality}+: write Q{best}+ or drop Rabble",
        "ja": "烏合の衆のモデルの質は {best}+ より良くできません（{quality}+ になっています）。質{best}+ 以上の数にするか、烏合の衆を外してください",
    },
    "sbh.incompatible": {
        "en": "a {one} cannot be in a warband with {other} models: take one of them out",
        "ja": "{one}は{other}のモデルと同じウォーバンドに入れません。どちらかを外してください",
    },
    "sbh.lone_swarm": {
        "en": "a complete Swarm is {bases} bases or more: give this Swarm another base (`2x`)",
        "ja": "スウォームは {bases} ベース以上で 1 つです。ベースを増やしてください（「2体」）",
    },
    "sbh.over_limit": {
        "en": "warband `{name}` costs {total}, over its limit of {limit} by {over}",
        "ja": "ウォーバンド「{name}」は {total} ポイントで、上限 {limit} を {over} 超えています",
    },
    "sbh.points_note": {
        "en": "this profile costs {points}, not {written}",
        "ja": "このプロファイルは {points} ポイントです（書かれた値は {written}）",
    },
    "sbh.points_note_count": {
        "en": "this profile costs {points} a model ({total} for {count}), not {written}",
        "ja": "このプロファイルは 1 体 {points} ポイント（{count} 体で {total} ポイント）です（書かれた値は {written}）",
    },
    "sbh.total_note": {
        "en": "the warband costs {total}, not {written}",
        "ja": "このウォーバンドは合計 {total} ポイントです（書かれた値は {written}）",
    },
    # ---- runtime ----
    "sbh.runtime.out_of_range": {"en": "{what} {value} is out of range: give {low} to {high}",
                                 "ja": "{what} {value} は範囲外です。{low} から {high} までで指定してください"},
    "sbh.runtime.word.quality": {"en": "Quality", "ja": "Quality"},
    "sbh.runtime.word.combat": {"en": "Combat", "ja": "Combat"},
    "sbh.runtime.word.dice": {"en": "the number of dice", "ja": "ダイスの数"},
    "sbh.runtime.word.power": {"en": "power", "ja": "パワー"},
    "sbh.runtime.word.successes": {"en": "the number of successes", "ja": "成功数"},
    "sbh.runtime.unknown_band": {"en": "unknown range band `{band}`: give one of {bands}",
                                 "ja": "射程の区分「{band}」はありません。{bands} のいずれかを指定してください"},
    "sbh.runtime.needs_target": {"en": "{spell} needs the target's {what}: give {option}",
                                 "ja": "{spell}にはターゲットの {what} が必要です。{option} を指定してください"},
    "sbh.runtime.unknown_spell": {"en": "unknown spell `{spell}`: give one of {spells}",
                                  "ja": "魔法「{spell}」はありません。{spells} のいずれかを指定してください"},
    "sbh.runtime.profile_not_found": {"en": "{path}: no profile `{name}` in the warband{hint}",
                                      "ja": "{path}：ウォーバンドにプロファイル「{name}」はありません{hint}"},
    "sbh.runtime.unknown_rule": {"en": "unknown special rule `{rule}`{hint}", "ja": "不明な特殊ルール「{rule}」です{hint}"},
    "sbh.runtime.did_you_mean": {"en": "; did you mean `{name}`?", "ja": "。「{name}」のことですか？"},
    "sbh.runtime.no_warband": {"en": "{path}: no warband was read from this file",
                               "ja": "{path}：このファイルからウォーバンドを読めませんでした"},
    "sbh.runtime.no_profile": {"en": "give {warband} with --profile {name}, or --quality (and --combat)",
                               "ja": "{warband} と --profile {name}、または --quality（と --combat）を指定してください"},
    "sbh.runtime.spell.attack": {"en": "magic as a ranged attack", "ja": "遠距離攻撃としての魔法"},
    "sbh.runtime.spell.transfix": {"en": "Transfix", "ja": "トランスフィクス"},
    "sbh.runtime.range.short": {"en": "short", "ja": "short"},
    "sbh.runtime.range.medium": {"en": "medium", "ja": "medium"},
    "sbh.runtime.range.long": {"en": "long", "ja": "long"},
    "sbh.runtime.band.short": {"en": "within range", "ja": "射程内"},
    "sbh.runtime.band.double": {"en": "within double range (−1)", "ja": "射程の2倍以内（-1）"},
    "sbh.runtime.band.triple": {"en": "at triple range (−2)", "ja": "射程の3倍（-2）"},
    "sbh.runtime.rule.undead": {"en": "Undead", "ja": "Undead"},
    "sbh.runtime.rule.swarm": {"en": "Swarm", "ja": "Swarm"},
    "sbh.runtime.rule.stealth": {"en": "Stealth", "ja": "Stealth"},
    # the odds
    "sbh.runtime.odds.profile": {"en": "{name}: Quality {quality}+, Combat {combat}",
                                 "ja": "{name}：Quality {quality}+、Combat {combat}"},
    "sbh.runtime.odds.not_magic_user": {"en": "note: {name} is not a Magic-User; the spell odds are what it would have",
                                        "ja": "注：{name} は Magic-User ではありません。魔法の確率は仮に唱えた場合のものです"},
    "sbh.runtime.note.own_backfire": {
        "en": "note: seed 003 says that supplement casters such as the Necromancer and the Summoner may have backfire "
              "rules of their own; the magic lost on three failures is the Magic-User's",
        "ja": "注：シードによれば、ネクロマンサーやサモナーなどサプリメントの魔法使い系アビリティには独自のバックファイアルールを"
              "持つものがあります。3失敗で魔法の力が尽きるのは Magic-User のルールです"},
    "sbh.runtime.roll.not_magic_user": {"en": "note: {name} is not a Magic-User and cannot cast; the spell is played as if it were one",
                                        "ja": "注：{name} は Magic-User ではなく、魔法を唱えられません。仮に唱えた場合を示します"},
    "sbh.runtime.odds.activation": {"en": "Activation (successes are actions):",
                                    "ja": "アクティベーション（成功数がアクション数）："},
    "sbh.runtime.odds.count": {"en": "{count}: {chance}", "ja": "{count}：{chance}"},
    "sbh.runtime.odds.dice": {"en": "  {dice}, successes {successes}",
                              "ja": "  ダイス {dice} 個、成功数 {successes}"},
    "sbh.runtime.odds.magic_lost": {"en": "    magic lost (3 failures with a spell declared): {chance}",
                                    "ja": "    魔法の力が尽きる（魔法を宣言して3失敗）：{chance}"},
    "sbh.runtime.odds.transfix": {"en": "Transfix against Quality {quality}+ (one die per power; transfixed on any failure):",
                                  "ja": "Quality {quality}+ へのトランスフィクス（パワー1につきダイス1個、1つでも失敗すればトランスフィクス状態）："},
    "sbh.runtime.odds.transfix_power": {"en": "  power {power} ({range}): {chance}; cast and transfixed: {both}",
                                        "ja": "  パワー {power}（{range}）：{chance}。発動してトランスフィクス：{both}"},
    "sbh.runtime.odds.with_dice": {"en": "{dice} {chance}", "ja": "ダイス {dice} 個で {chance}"},
    "sbh.runtime.odds.transfix_needs_target": {"en": "Transfix: give --target-quality to see its odds",
                                               "ja": "トランスフィクス：確率を見るには --target-quality を指定してください"},
    "sbh.runtime.odds.attack": {"en": "Magic as a ranged attack against Combat {combat}, {band}:",
                                "ja": "Combat {combat} への遠距離攻撃としての魔法（{band}）："},
    "sbh.runtime.odds.attack_power": {"en": "  power {power} ({range}): d6 {sign} {total} against d6 + {combat}",
                                      "ja": "  パワー {power}（{range}）：d6 {sign} {total} 対 d6 + {combat}"},
    "sbh.runtime.odds.margins": {"en": "    margin (caster − target): {margins}",
                                 "ja": "    差（魔法使い − ターゲット）：{margins}"},
    "sbh.runtime.odds.split_margin": {"en": "    caster higher {higher}, tie {tie}, caster lower {lower}",
                                      "ja": "    魔法使いが上 {higher}、同値 {tie}、魔法使いが下 {lower}"},
    "sbh.runtime.odds.attack_needs_target": {"en": "Magic as a ranged attack: give --target-combat to see its margins",
                                             "ja": "遠距離攻撃としての魔法：差の分布を見るには --target-combat を指定してください"},
    # what the seed leaves open, or settles against a usual rule
    "sbh.runtime.note.activation_rule": {
        "en": "note: a die succeeds when it shows the Quality or more; the seed says only \"as usual\" for the activation roll",
        "ja": "注：出目が Quality 以上のダイスを成功としています。シードはアクティベーションロールを「通常通り」としか述べていません"},
    "sbh.runtime.note.margin_only": {
        "en": "note: the seed resolves magic \"as a normal shooting attack\" and gives no result by margin: the margin is reported, no result is made up",
        "ja": "注：シードは魔法を「通常の射撃攻撃と同じように処理」するとし、差ごとの結果を述べていません。差の分布のみを示し、結果は補っていません"},
    "sbh.runtime.note.poison_effect": {
        "en": "note: the attack carries Poison (seed); Poison's own effect is not in the seed, so the margins are unchanged",
        "ja": "注：この攻撃には Poison の効果が付きます（シード）。Poison の効果そのものはシードにないため、差は変わりません"},
    "sbh.runtime.note.no_minus_two": {
        "en": "note: magic against Undead or Swarms does not take their −2 against ranged attacks (seed); the −2 at triple range is the range band's and still applies",
        "ja": "注：Undead や Swarm に対する魔法は、遠距離攻撃への -2 ペナルティを受けません（シード）。射程3倍の -2 は射程によるもので、適用されます"},
    "sbh.runtime.note.transfix_in_range": {
        "en": "note: Transfix cannot extend its range (seed): its odds are within the power's range; at double or triple range it cannot be cast",
        "ja": "注：トランスフィクスは射程を伸ばせません（シード）。確率は射程内のものです。射程の2倍・3倍では唱えられません"},
    "sbh.runtime.note.stealth_no_protection": {
        "en": "note: Stealth does not protect against magic; the caster attacks it as usual (seed)",
        "ja": "注：Stealth は魔法を防ぎません。魔法使いは通常通り攻撃できます（シード）"},
    # the steps of a roll
    "sbh.runtime.step.declared": {"en": "{spell} declared before the activation roll",
                                  "ja": "アクティベーションロールの前に{spell}を宣言"},
    "sbh.runtime.step.refused_magic_lost": {"en": "{spell} cannot be declared: this model's magic has ended for the game",
                                            "ja": "{spell}は宣言できません：このモデルの魔法の力はゲーム終了まで尽きています"},
    "sbh.runtime.step.refused_contact": {"en": "{spell} cannot be declared: no casting in contact with an enemy",
                                         "ja": "{spell}は宣言できません：接敵状態では魔法を唱えられません"},
    "sbh.runtime.step.refused_line_of_sight": {"en": "{spell} cannot be declared: magic needs line of sight to the target",
                                               "ja": "{spell}は宣言できません：魔法はターゲットへの LoS を必要とします"},
    "sbh.runtime.step.refused_target_in_melee": {
        "en": "{spell} cannot be declared: a ranged attack cannot target a model in melee",
        "ja": "{spell}は宣言できません：遠距離攻撃は近接戦闘中のモデルをターゲットにできません"},
    "sbh.runtime.step.refused_transfix_range": {
        "en": "{spell} cannot be declared: Transfix cannot extend its range beyond the power's",
        "ja": "{spell}は宣言できません：トランスフィクスは射程を伸ばせません"},
    "sbh.runtime.step.rolled": {"en": "activation: {dice} against Quality {quality}+: {faces} — {successes}, {failures}",
                                "ja": "アクティベーション：ダイス {dice} 個、Quality {quality}+：{faces} — 成功 {successes}、失敗 {failures}"},
    "sbh.runtime.step.magic_lost": {"en": "{failures} with a spell declared: the model's magic ends for the game; no spell",
                                    "ja": "魔法を宣言して {failures} 失敗：魔法の力が尽き、ゲーム終了まで魔法を唱えられません"},
    "sbh.runtime.step.power_capped": {"en": "power {wanted} wanted, but only {successes}: power is the actions spent, not the dice rolled; power {power}",
                                      "ja": "パワー {wanted} を望みましたが、アクションは {successes} のみ：パワーは振ったダイスの数ではなく消費したアクション数です。パワー {power}"},
    "sbh.runtime.step.split": {"en": "actions: {moves}, {power} on the spell (power {power})",
                               "ja": "アクション：移動 {moves}、魔法に {power}（パワー {power}）"},
    "sbh.runtime.step.spell_given_up": {"en": "no action on the spell: it is given up; {moves}",
                                        "ja": "魔法にアクションを使わず中断：移動 {moves}"},
    "sbh.runtime.step.moves_only": {"en": "actions: {moves}", "ja": "アクション：移動 {moves}"},
    "sbh.runtime.step.cast_transfix": {"en": "Transfix cast at power {power} ({range} range)",
                                       "ja": "パワー {power}（射程 {range}）でトランスフィクスを発動"},
    "sbh.runtime.step.transfix_test": {"en": "the target tests Quality {quality}+ with {dice}: {faces} — {failures}",
                                       "ja": "ターゲットはダイス {dice} 個で Quality {quality}+ のテスト：{faces} — 失敗 {failures}"},
    "sbh.runtime.step.transfixed": {"en": "a failure: the target is transfixed", "ja": "失敗あり：ターゲットはトランスフィクス状態"},
    "sbh.runtime.step.not_transfixed": {"en": "no failure: the target is not transfixed",
                                        "ja": "失敗なし：ターゲットはトランスフィクス状態になりません"},
    "sbh.runtime.step.effect_ends": {"en": "it lasts until the target spends {actions} or the caster dies",
                                     "ja": "ターゲットが {actions} アクションを消費するか、魔法使いが死亡するまで続きます"},
    "sbh.runtime.step.effect_no_move": {"en": "a transfixed model cannot take move actions",
                                        "ja": "トランスフィクス状態のモデルは移動アクションを行えません"},
    "sbh.runtime.step.effect_attack_bonus": {"en": "attacks against it get +{bonus}",
                                             "ja": "このモデルへの攻撃は +{bonus} のボーナスを得ます"},
    "sbh.runtime.step.effect_lethal": {"en": "every attack against it is Lethal",
                                       "ja": "このモデルに対する攻撃は全て Lethal となります"},
    "sbh.runtime.step.effect_morale_removed": {"en": "if it fails a morale test, it is removed from the game at once",
                                               "ja": "士気テストに失敗した場合、即座にゲームから除外されます"},
    "sbh.runtime.step.cast_attack": {"en": "magic as a ranged attack at power {power} ({range} range), target {band}: {penalty:+d}",
                                     "ja": "パワー {power}（射程 {range}）で遠距離攻撃としての魔法、ターゲットは{band}：{penalty:+d}"},
    "sbh.runtime.step.good_shot": {"en": "Good Shot: +{bonus} to the caster's Combat",
                                   "ja": "Good Shot：魔法使いの Combat 値 +{bonus}"},
    "sbh.runtime.step.target_no_minus_two": {"en": "target is {rule}: magic does not take the −2 penalty",
                                             "ja": "ターゲットは {rule}：魔法は -2 ペナルティを受けません"},
    "sbh.runtime.step.target_stealth_no_protection": {"en": "target has {rule}: it does not protect against magic",
                                                      "ja": "ターゲットは {rule} を持つ：魔法は通常通り攻撃できます"},
    "sbh.runtime.step.attack_roll": {"en": "caster d6 {caster_die} → {caster_total}; target d6 {target_die} + {combat} → {target_total}; margin {margin:+d}",
                                     "ja": "魔法使い d6 {caster_die} → {caster_total}、ターゲット d6 {target_die} + {combat} → {target_total}、差 {margin:+d}"},
    "sbh.runtime.step.poison": {"en": "the attack carries Poison (its effect is not in the seed)",
                                "ja": "この攻撃には Poison の効果が付きます（効果そのものはシードにありません）"},
    "sbh.runtime.step.margin_only": {"en": "the seed gives no result by margin: resolve it as a normal shooting attack",
                                     "ja": "シードは差ごとの結果を述べていません：通常の射撃攻撃と同じように処理してください"},
    # help
    "sbh.help.odds": {"en": "exact odds of a Song of Blades and Heroes Magic-User: activation, Transfix, magic attack",
                      "ja": "ソング・オブ・ブレイド・アンド・ヒーローズの魔法使いの正確な確率（アクティベーション、トランスフィクス、魔法攻撃）"},
    "sbh.help.odds.warband": {"en": "the warband file ({sbh_suffix})", "ja": "ウォーバンドのファイル（{sbh_suffix}）"},
    "sbh.help.odds.profile": {"en": "the profile's name in the warband", "ja": "ウォーバンドの中のプロファイル名"},
    "sbh.help.odds.quality": {"en": "the caster's Quality (2 to 6), instead of a profile",
                              "ja": "魔法使いの Quality（2〜6）。プロファイルの代わりに"},
    "sbh.help.odds.combat": {"en": "the caster's Combat (0 to 6), with --quality", "ja": "魔法使いの Combat（0〜6）。--quality と共に"},
    "sbh.help.odds.rules": {"en": "the caster's rules, comma-separated ({good_shot}, {poison}), with --quality",
                            "ja": "魔法使いのルール（カンマ区切り：{good_shot}、{poison}）。--quality と共に"},
    "sbh.help.odds.spell": {"en": "only this spell ({transfix} or {attack})",
                            "ja": "この魔法のみ（{transfix} または {attack}）"},
    "sbh.help.odds.power": {"en": "only this power (1 to 3)", "ja": "このパワーのみ（1〜3）"},
    "sbh.help.odds.target_quality": {"en": "the Transfix target's Quality (2 to 6)",
                                     "ja": "トランスフィクスのターゲットの Quality（2〜6）"},
    "sbh.help.odds.target_combat": {"en": "the attack target's Combat (0 to 6)", "ja": "攻撃のターゲットの Combat（0〜6）"},
    "sbh.help.odds.target_rules": {"en": "the target's rules, comma-separated ({undead}, {swarm}, {stealth})",
                                   "ja": "ターゲットのルール（カンマ区切り：{undead}、{swarm}、{stealth}）"},
    "sbh.help.odds.band": {"en": "the target's distance: within range, {double} or {triple}",
                           "ja": "ターゲットまでの距離：射程内（{short}）、2倍（{double}）、3倍（{triple}）"},
    "sbh.help.odds.format": {"en": "text or JSON", "ja": "テキストまたは JSON"},
    "sbh.help.roll": {"en": "play one seeded activation of a Song of Blades and Heroes Magic-User, step by step",
                      "ja": "ソング・オブ・ブレイド・アンド・ヒーローズの魔法使いのアクティベーションを1回、手順ごとに行う（シード指定可）"},
    "sbh.help.roll.dice": {"en": "activation dice (1 to 3)", "ja": "アクティベーションのダイス数（1〜3）"},
    "sbh.help.roll.spell": {"en": "the spell declared before the roll ({transfix} or {attack})",
                            "ja": "ロールの前に宣言する魔法（{transfix} または {attack}）"},
    "sbh.help.roll.power": {"en": "actions to spend on the spell (default: all the successes)",
                            "ja": "魔法に使うアクション数（既定：すべての成功）"},
    "sbh.help.roll.seed": {"en": "the random seed (the same seed plays the same activation)",
                           "ja": "乱数のシード（同じシードなら同じ結果）"},
    "sbh.help.roll.in_contact": {"en": "the caster is in contact with an enemy", "ja": "魔法使いは接敵状態"},
    "sbh.help.roll.no_line_of_sight": {"en": "no line of sight to the target", "ja": "ターゲットへの LoS がない"},
    "sbh.help.roll.target_in_melee": {"en": "the target is in melee", "ja": "ターゲットは近接戦闘中"},
    "sbh.help.roll.magic_lost": {"en": "the caster's magic has already ended for the game",
                                 "ja": "魔法使いの魔法の力はすでに尽きている"},
}

#: `msg` for this catalog (`sbh.` is added in front of a key when missing).
message = catalog_message("sbh.", CATALOG)

#: The English nouns of the numbers in these messages, singular and plural. A Japanese message writes its
#: own counter (`ダイス {dice} 個`, `成功 {successes}`), so a number there is shown bare.
NOUNS: dict[str, tuple[str, str]] = {
    "action": ("action", "actions"), "die": ("die", "dice"), "failure": ("failure", "failures"),
    "model": ("model", "models"), "move": ("move", "moves"), "point": ("point", "points"),
    "success": ("success", "successes"),
}

#: The values of a roll's steps (`runtime.step.<kind>`) that are counts, and their nouns: the steps keep their
#: numbers (the roll's JSON shows them so), the text says `1 die`, `2 dice`.
COUNTED: dict[str, dict[str, str]] = {
    "rolled": {"dice": "die", "successes": "success", "failures": "failure"},
    "magic_lost": {"failures": "failure"},
    "power_capped": {"successes": "action"},
    "split": {"moves": "move"},
    "spell_given_up": {"moves": "move"},
    "moves_only": {"moves": "move"},
    "transfix_test": {"dice": "die", "failures": "failure"},
    "effect_ends": {"actions": "action"},
}


def amount(count: int | str, noun: str) -> Localized:
    """`1 die`, `2 dice` in English (`NOUNS`); the bare number in Japanese, whose messages write their counters.
    `count` may be digits as the user wrote them (`01` is one)."""
    one, many = NOUNS[noun]
    single = count == 1 if isinstance(count, int) else count.lstrip("0") == "1"
    return Localized({"en": f"{count} {one if single else many}", "ja": str(count)})
