"""虚構侵蝕TRPG's messages (Japanese and English) of the dice: a check command read (KY101 to KY109), and what `odds`
and `roll` print and take (their help, their titles and notes)."""

from __future__ import annotations

__all__ = ["DICE_CATALOG"]

DICE_CATALOG: dict[str, dict[str, str]] = {
    "kyoko.dice.unreadable": {"en": "cannot read this check here: expected {expected}",
                              "ja": "この判定コマンドをここから読めません（{expected}があるはずです）"},
    "kyoko.dice.expect_command": {"en": "a check `KS(x,y)>=z` (dice size x, dice y, difficulty z)",
                                  "ja": "判定「KS(x,y)>=z」（x：ダイスサイズ、y：ダイス数、z：難易度）"},
    "kyoko.dice.expect_command_nd": {
        "en": "a check `KS(x,y)>=z` (dice size x, dice y, difficulty z; `{written}` is `{fixed}`)",
        "ja": "判定「KS(x,y)>=z」（x：ダイスサイズ、y：ダイス数、z：難易度。「{written}」なら「{fixed}」）"},
    "kyoko.dice.expect_open": {"en": "`(` after `{command}`", "ja": "「{command}」の後に「(」"},
    "kyoko.dice.expect_number": {"en": "a number (`10`, `2+1`)", "ja": "数値（「10」「2+1」）"},
    "kyoko.dice.expect_comma": {"en": "`,` or `)` after the dice size", "ja": "ダイスサイズの後に「,」か「)」"},
    "kyoko.dice.expect_close": {"en": "`)` closing the check", "ja": "判定を閉じる「)」"},
    "kyoko.dice.expect_end": {"en": "the end of the check (`A`, `D` or `>=z`; a comment after a space)",
                              "ja": "判定の終わり（「A」「D」「>=z」。コメントは空白の後に）"},
    "kyoko.dice.bad_size": {
        "en": "`{size}` is not a dice size: use 1, 2, 3 (a d4 capped at that value), 4, 6, 8, 10, 12 or 20{hint}",
        "ja": "「{size}」はダイスサイズではありません。1、2、3（最大値がその値のD4）、4、6、8、10、12、20のいずれかです{hint}",
    },
    "kyoko.dice.did_you_mean": {"en": "; did you mean `{size}`?", "ja": "。「{size}」のことですか？"},
    "kyoko.dice.cause_of": {"en": ": the rules count {cause} among the causes of {named}, write `{state}`",
                            "ja": "。ルールでは{cause}は{named}の原因の一つです。「{state}」と書いてください"},
    "kyoko.dice.bad_comparison": {
        "en": "`{op}` is not a check's comparison: a check succeeds at or above its difficulty, write `>={target}`",
        "ja": "「{op}」は判定の比較ではありません。判定は難易度以上で成功します。「>={target}」と書いてください",
    },
    "kyoko.dice.bad_option": {
        "en": "`{option}` is not an option of the check: one `A` ([Advantage], advantage) or one `D` ([Disadvantage], disadvantage)",
        "ja": "「{option}」は判定のオプションではありません。「A」（［有利］）か「D」（［不利］）を1つだけ付けられます",
    },
    "kyoko.dice.too_many": {"en": "{count} dice are too many: at most {limit}",
                            "ja": "ダイス {count} 個は多すぎます（{limit} 個まで）"},
    "kyoko.dice.too_long": {"en": "a number of {digits} digits is too long: at most {limit} digits",
                            "ja": "{digits} 桁の数値は長すぎます（{limit} 桁まで）"},
    "kyoko.dice.no_target": {"en": "the odds need a difficulty: write `{command}>=z`",
                             "ja": "確率には難易度が必要です。「{command}>=z」と書いてください"},
    "kyoko.dice.bad_stage": {
        "en": "`{value}` is out of range: the reality divergence stage (現実乖離) is 1 to 6 (d4 to d20), the reality line "
              "(リアリティライン) 1 to 3",
        "ja": "「{value}」は範囲外です。［現実乖離］の段階は1〜6（D4〜D20）、［リアリティライン］は1〜3です",
    },
    "kyoko.dice.unknown_condition": {"en": "`{name}` is no [Condition] of 虚構侵蝕TRPG{hint}",
                                     "ja": "「{name}」は虚構侵蝕TRPGの［状態］ではありません{hint}"},
    "kyoko.dice.result.fumble": {"en": "fumble", "ja": "ファンブル"},
    "kyoko.dice.result.failure": {"en": "failure", "ja": "失敗"},
    "kyoko.dice.result.success": {"en": "success", "ja": "成功"},
    "kyoko.dice.result.critical": {"en": "critical", "ja": "クリティカル"},
    "kyoko.help.odds": {"en": "exact odds of a 虚構侵蝕TRPG check: fumble, failure, success, critical",
                        "ja": "虚構侵蝕TRPGの判定の正確な確率（ファンブル・失敗・成功・クリティカル）"},
    "kyoko.help.odds.file": {"en": "a card file (.kyoko) or a scenario (.toml whose first line is `# ruleset: kyoko`) of "
                                   "虚構侵蝕TRPG; the [Conditions] a scenario's character holds change the dice too",
                             "ja": "虚構侵蝕TRPGのカードかシナリオのファイル（シナリオなら、キャラクターの［状態］もダイス数を変える）"},
    "kyoko.help.odds.check": {"en": "the check, as BCDice takes it: `KS(x,y)>=z`, `KS(x,y)A>=z` (advantage), "
                                    "`KS(x,y)D>=z` (disadvantage)",
                              "ja": "判定（BCDiceと同じ書き方）：「KS(x,y)>=z」「KS(x,y)A>=z」（［有利］）「KS(x,y)D>=z」（［不利］）"},
    "kyoko.help.odds.conditions": {"en": "[Conditions] held, separated by commas (or 、, ・, a full-width blank, one bracket after another), each in Japanese or English, with or without `［ ］`: "
                                         "散漫 (Distracted) one die fewer, 集中 (Focused) one more, 高揚 (Elated) one "
                                         "more or fewer with --contest, 飛行 (Flying) advantage or disadvantage with "
                                         "--role; any other [Condition] of the game is accepted and changes nothing",
                                   "ja": "受けている［状態］（「,」「、」「・」、全角の空白で区切るか、［ ］を続けて書く。名前は日本語でも英語でもよく、［ ］は付けても"
                                         "付けなくてもよい）：散漫はダイス－1個、集中は＋1個、高揚は --contest で±1個、"
                                         "飛行は --role で［有利］か［不利］。このゲームのほかの［状態］も受け付けるが、何も"
                                         "変えない"},
    "kyoko.help.odds.contest": {"en": "in a [Contest], the side of this check ([Elated] adds a die to the active one, "
                                      "takes one from the passive one)",
                                "ja": "［対決］でのこの判定の側（［高揚］は能動判定のダイスを＋1個、受動判定を－1個）"},
    "kyoko.help.odds.format": {"en": "text or JSON", "ja": "テキストまたは JSON"},
    "kyoko.help.roll": {"en": "one roll of a 虚構侵蝕TRPG check, as BCDice prints it, with the dice the [Conditions] change",
                        "ja": "虚構侵蝕TRPG の判定を1回振り、BCDice と同じ形で表示する（［状態］によるダイスの増減を含む）"},
    "kyoko.help.roll.seed": {"en": "the random seed (the same seed rolls the same dice)",
                             "ja": "乱数のシード（同じシードなら同じ出目）"},
    "kyoko.roll.result": {"en": "result: {result}", "ja": "結果：{result}"},
    "kyoko.roll.observation_options": {
        "en": "a KR or KRS roll is no check: the [Conditions] and the options of a check do not apply to it",
        "ja": "KR・KRS のロールは判定ではありません。［状態］や判定のオプションは適用されません"},
    "kyoko.help.odds.after": {"en": "with a scenario FILE: use the [Conditions] its character holds after event N "
                                    "(default: at the start)",
                              "ja": "シナリオのファイルで：N 番目のイベントの後にキャラクターが受けている［状態］を使う（既定：開始時）"},
    "kyoko.help.odds.role": {"en": "with [Flying]: an attack on a character without [Flying] (advantage) or a defence check "
                                   "(disadvantage)",
                             "ja": "［飛行］を得ているとき：［飛行］していないキャラクターへの攻撃判定（［有利］）か防御判定（［不利］）"},
    "kyoko.odds.both_options": {"en": "the check would have both [Advantage] and [Disadvantage], and the rules do not say what "
                                      "that gives: write the check without `A` or `D`",
                                "ja": "判定が［有利］と［不利］の両方を得ます。その扱いはルールに記述がないため、A か D を外して書いてください"},
    "kyoko.odds.flying.attack_grounded": {"en": "[Flying]: an attack check on a character without [Flying] gains [Advantage]",
                                          "ja": "［飛行］：［飛行］を得ていないキャラクターを対象とした攻撃判定に［有利］を得る"},
    "kyoko.odds.flying.defense": {"en": "[Flying]: one's own defence check gains [Disadvantage]",
                                  "ja": "［飛行］：自身が行なう防御判定に［不利］を得る"},
    "kyoko.odds.flying.same_option": {
        "en": "note: the {option} written (`{letter}`) and [Flying]'s are one {option}: a check has {option} or not (one "
              "`{letter}`, as BCDice writes it), and the rules do not say that two count twice",
        "ja": "注：書かれた{option}（「{letter}」）と［飛行］による{option}は1つの{option}です。判定は{option}を得ているか"
              "いないかで（BCDiceの書き方でも「{letter}」は1つ）、ルールには2つを重ねて数える記述がありません"},
    "kyoko.odds.title": {"en": "{command}: {dice}", "ja": "{command}：{dice}"},
    "kyoko.odds.dice": {"en": "{count} × d{sides}{cap}, {mode}", "ja": "D{sides}{cap} × {count} 個、{mode}"},
    "kyoko.odds.cap": {"en": " (at most {cap})", "ja": "（最大 {cap}）"},
    "kyoko.odds.after_needs_scenario": {"en": "`--after` needs a scenario FILE that can be read without errors",
                                        "ja": "イベント番号の指定には、誤りなく読めるシナリオのファイルが必要です"},
    "kyoko.odds.after_out_of_range": {"en": "`--after {after}`: the scenario has {events}",
                                      "ja": "イベント番号 {after}：シナリオのイベントは {events} 個です"},
    "kyoko.odds.after_stopped": {"en": "the scenario stops before event {after}: {reason}",
                                 "ja": "シナリオはイベント {after} の前で止まります：{reason}"},
    "kyoko.odds.mode.highest": {"en": "the highest die", "ja": "最も高い出目"},
    "kyoko.odds.mode.lowest_of_two": {"en": "no dice left: the lower of two dice", "ja": "ダイスなし：2個振って低い方"},
    "kyoko.odds.mode.advantage": {"en": "[Advantage]: rolled twice, the higher", "ja": "［有利］：2回振って高い方"},
    "kyoko.odds.mode.disadvantage": {"en": "[Disadvantage]: rolled twice, the lower", "ja": "［不利］：2回振って低い方"},
    "kyoko.odds.conditions": {"en": "dice {base} → {dice} ({changes})", "ja": "ダイス {base} 個 → {dice} 個（{changes}）"},
}
