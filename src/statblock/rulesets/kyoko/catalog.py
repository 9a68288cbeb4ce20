"""虚構侵蝕TRPG's diagnostic messages (Japanese and English) and codes.

Every key starts with `kyoko.`; `message()` adds this catalog to the core's the first time it is used.
Codes: KY0xx the language (items, powers, ［状態］), KY1xx the dice and checks, KY2xx the simulation
(scenarios, characters and events).
"""

from __future__ import annotations

from ...messages import catalog_message
from .catalog_amounts import AMOUNTS_CATALOG
from .catalog_cards import CARDS_CATALOG, CARDS_CODES
from .catalog_checks import CHECKS_CATALOG
from .catalog_codes import CODES
from .catalog_dice import DICE_CATALOG
from .catalog_sim import SIM_CATALOG

__all__ = ["CATALOG", "CODES", "message"]

CATALOG: dict[str, dict[str, str]] = {
    # ---- statblock's own JSON of cards read back (own_json.py), KY034 ----
    "kyoko.own_json_not_json": {
        "en": "this file looks like statblock's own JSON of 虚構侵蝕TRPG cards, but it is not JSON that can be read "
              "({problem}); nothing in it was read",
        "ja": "このファイルは statblock 自身の虚構侵蝕TRPGのカードの JSON のようですが、JSON として読めません（{problem}）。"
              "何も読んでいません",
    },
    "kyoko.own_json_no_items": {
        "en": "this file looks like statblock's own JSON of 虚構侵蝕TRPG cards, but it has no `{key}` list; nothing in "
              "it was read",
        "ja": "このファイルは statblock 自身の虚構侵蝕TRPGのカードの JSON のようですが、「{key}」の一覧がありません。"
              "何も読んでいません",
    },
    "kyoko.own_json_not_card": {
        "en": "this entry of `{key}` in statblock's JSON is not a card object (`{{…}}`): it was not read back",
        "ja": "statblock の JSON の「{key}」のこの項目はカードのオブジェクト（「{{…}}」）ではないため、読み戻していません",
    },
    "kyoko.own_json_no_name": {
        "en": "a card with no `{key}` in statblock's JSON: it was not read back; give it its name",
        "ja": "statblock の JSON に「{key}」のないカードがあります。読み戻していません。名前を書いてください",
    },
    "kyoko.own_json_line_break": {
        "en": "the `{key}` of this card in statblock's JSON holds a line break, which a card's one line cannot: the "
              "card was not read back; write it on one line",
        "ja": "statblock の JSON のこのカードの「{key}」に改行があり、カードの一行に書けません。読み戻していません。"
              "一行で書いてください",
    },
    "kyoko.own_json_derived": {
        "en": "`{key}` of the card `{name}` in statblock's JSON says otherwise than the words it is read from, which "
              "were read: the value was edited alone. Edit the words (`{words}`) to change it: the value is written "
              "from them",
        "ja": "statblock の JSON のカード「{name}」の「{key}」の値は、それを読み取った語と食い違っています。語のほうを読みました"
              "（値だけが書き換えられています）。変えるには語（「{words}」）を書き換えてください。値は語から書き出されます",
    },
    "kyoko.own_json_kind": {
        "en": "`{key}` of this card in statblock's JSON holds {found}, not {expected}: it was not read back",
        "ja": "statblock の JSON のこのカードの「{key}」は{expected}ではなく{found}です。読み戻していません",
    },
    "kyoko.own_json_id": {
        "en": "`{key}` of this card in statblock's JSON is `{word}`, which is none of the ids the JSON writes ({known}): "
              "it was not read back",
        "ja": "statblock の JSON のこのカードの「{key}」の「{word}」は、JSON に書く識別子（{known}）のどれでもありません。"
              "読み戻していません",
    },
    "kyoko.own_json_note": {
        "en": "a note of a card that cannot be read back: it needs a `{label}` and a `{text}`, each a string of one line "
              "(the note is left out)",
        "ja": "読み戻せないメモです。「{label}」と「{text}」が必要で、どちらも一行の文字列です（このメモは読みません）"},
    "kyoko.own_json_detail": {
        "en": "this datum in statblock's JSON is not one a card has (its `{field}` is one of {fields}, its `{text}` one "
              "line of text): it was not read back",
        "ja": "statblock の JSON のこのデータはカードの項目ではありません（「{field}」は {fields} のいずれか、「{text}」は一行の"
              "文字列です）。読み戻していません",
    },
    # ---- language ----
    "kyoko.no_kind": {
        "en": "`{name}` does not say what it is: write its kind in parentheses, `{name} (item)` or `{name} (power)`",
        "ja": "「{name}」が何のカードか書かれていません。「{name}（所持品）」か「{name}（フィクションパワー）」のように括弧で書いてください",
    },
    "kyoko.kind_brackets": {
        "en": "`{name}`'s kind `{word}` is in brackets other than parentheses: write `{fixed}`",
        "ja": "「{name}」の種類「{word}」が丸括弧以外の括弧で書かれています。「{fixed}」と書いてください",
    },
    "kyoko.kind_unknown": {
        "en": "unknown card kind `{word}`: a card is an item (所持品, or its category: 道具 武器 防具 乗物 義体) or a "
              "fiction power (フィクションパワー)",
        "ja": "カードの種類「{word}」はありません。カードは所持品（またはその種別：道具・武器・防具・乗物・義体）かフィクションパワーです",
    },
    "kyoko.damage_dice": {
        "en": "`{written}` is not read as damage: the game's damage is a number of points or an ability (`7点のダメージ`, "
              "`「【感覚】＋2」点のダメージ`), not dice; kept as written",
        "ja": "「{written}」はダメージとして読みません。ダメージはダイスではなく点数か能力値で書きます（「7点のダメージ」"
              "「「【感覚】＋2」点のダメージ」）。書かれたまま残します"},
    "kyoko.damage_dice_en": {
        "en": "`{written}` is not read as damage: the game's damage is a number of points (`damage 7`), not dice; kept "
              "as written",
        "ja": "「{written}」はダメージとして読みません。ダメージはダイスではなく点数で書きます（「7点のダメージ」）。書かれたまま残します"},
    "kyoko.recovery_dice": {
        "en": "`{written}` is not read as a recovery: the game recovers a number of points or an ability (`3点回復`, "
              "`「【感覚】±0」点回復`), not dice; kept as written",
        "ja": "「{written}」は回復として読みません。回復量はダイスではなく点数か能力値で書きます（「3点回復」"
              "「「【感覚】±0」点回復」）。書かれたまま残します"},
    "kyoko.recovery_dice_en": {
        "en": "`{written}` is not read as a recovery: the game recovers a number of points (`heal 3`), not dice; kept "
              "as written",
        "ja": "「{written}」は回復として読みません。回復量はダイスではなく点数で書きます（「3点回復」）。書かれたまま残します"},
    "kyoko.recovery_ability": {
        "en": "`{written}` is not read as a recovery (nor as a change of the ability): the game writes a recovery of an "
              "ability's points `「【感覚】＋1」点回復`, `【感覚】点回復`; kept as written",
        "ja": "「{written}」は回復として（能力値の修正としても）読みません。能力値による回復は「「【感覚】＋1」点回復」"
              "「【感覚】点回復」と書きます。書かれたまま残します"},
    "kyoko.recovery_bare": {
        "en": "`{written}` is read as the recovery `{fixed}`: the game writes a recovery of an ability's points with 「」 "
              "and 点; write `{fixed}`",
        "ja": "「{written}」は回復「{fixed}」として読みます。能力値による回復は「」と点をつけて書きます。「{fixed}」と書いてください"},
    "kyoko.recovery_ability_en": {
        "en": "`{written}` is not read as a recovery (nor as a change of the ability): the words right after it (dice, a "
              "product, a second sign) make its amount one the game does not write; the game's is an ability with one "
              "modifier at most (`heal 【Sense】+1`, `recover 【Sense】`); kept as written",
        "ja": "「{written}」は回復として（能力値の修正としても）読みません。すぐ後の語（ダイス、掛け算、2つ目の符号）のため、"
              "回復量がゲームの書き方になっていません。能力値による回復量は能力値と多くとも1つの修正値です（「「【感覚】＋1」点回復」"
              "「【感覚】点回復」）。書かれたまま残します"},
    "kyoko.damage_bare": {
        "en": "`{written}` is not read as damage: the game writes `{fixed}`; kept as written",
        "ja": "「{written}」はダメージとして読みません。「{fixed}」と書きます。書かれたまま残します"},
    "kyoko.damage_labelled": {
        "en": "`{written}` is not read as damage: an ability's amount is written before its damage (`{fixed}`); kept as "
              "written",
        "ja": "「{written}」はダメージとして読みません。能力値の数値はダメージの前に書きます（「{fixed}」）。書かれたまま残します"},
    "kyoko.damage_product": {
        "en": "`{written}` is not read as damage: an amount in 「」 is a number or an ability with a modifier "
              "(`「【感覚】±0」`, `「【感覚】＋2」`), not a product; kept as written",
        "ja": "「{written}」はダメージとして読みません。「」内の数値は数か能力値と修正値（「【感覚】±0」「【感覚】＋2」）で、"
              "掛け算は書けません。書かれたまま残します"},
    "kyoko.field_no_colon": {
        "en": "the field `{word}` has no colon after its label: write `{fixed}` (read as written so)",
        "ja": "項目「{word}」の後に「：」がありません。「{fixed}」と書いてください（そう書かれたものとして読みました）"},
    "kyoko.field_brackets": {
        "en": "the field label `{word}` is in brackets: write `{fixed}` (read as written so)",
        "ja": "項目名「{word}」が括弧で書かれています。「{fixed}」と書いてください（そう書かれたものとして読みました）"},
    "kyoko.field_kept": {
        "en": "`{word}` is no field of the game's cards: it is kept as a note, as written, printed on the card and "
              "given in the JSON (`notes`), not read; the fields are 使用 (Use), 対象 (Target), 射程 (Range) and 効果 "
              "(Effect), an item's also 種別 (Category), 価格 (Price), 準備制限 (Ready Limit) and 搭乗人数 (Capacity)",
        "ja": "「{word}」はこのゲームのカードの項目ではありません。メモとして書かれたまま残し、カードとJSONに"
              "載せますが、読みません。カードの項目は使用・対象・射程・効果（所持品はほかに種別・価格・準備制限・搭乗人数）です"},
    "kyoko.use_constant_alternative": {
        "en": "`{word}`: 常時 (Constant) is in effect all the time and never declared, so it is no alternative to a use "
              "that is declared (行動, 割込); the declared one is read: write a card for each",
        "ja": "「{word}」：常時の効果は常に適用され、宣言されないため、宣言する使用（行動・割込）と選べるものではありません。"
              "宣言する方を読みました。それぞれ別のカードに書いてください"},
    "kyoko.field_unknown": {
        "en": "unknown field `{word}`: a card has 使用 (Use), 対象 (Target), 射程 (Range) and 効果 (Effect), an item also "
              "種別 (Category), 価格 (Price), 準備制限 (Ready Limit) and 搭乗人数 (Capacity)",
        "ja": "項目「{word}」はありません。カードの項目は使用・対象・射程・効果（所持品はほかに種別・価格・準備制限・搭乗人数）です",
    },
    "kyoko.name_in_card": {
        "en": "a card's name line, with its fields under it, right under another card: read as the next card, a blank "
              "line probably missing before it",
        "ja": "別のカードのすぐ下に、項目を伴うカードの名前の行があります。空行が抜けていると見て、次のカードとして読みました",
    },
    "kyoko.name_in_card_help": {"en": "put a blank line before the card's name", "ja": "カード名の前に空行を入れてください"},
    "kyoko.effect_twice": {
        "en": "`{word}` is written twice on this card: the line is read as more of the effect; remove the second "
              "`{word}` (a card has one effect, its lines under its label)",
        "ja": "「{word}」がこのカードに二度書かれています。この行は効果の続きとして読みました。二つ目の「{word}」を"
              "消してください（効果はカードに一つで、その行はラベルの下に続けて書きます）"},
    "kyoko.field_twice": {
        "en": "`{word}` is written twice on this card; the first one is used, the second is kept as written, printed "
              "after the effect: remove the one that is wrong",
        "ja": "「{word}」がこのカードに二度書かれています。最初のものを使い、二つ目は書かれたまま効果の後に印刷します。"
              "誤っている方を消してください",
    },
    "kyoko.no_use": {"en": "card `{name}` has no `使用：` (Use) line", "ja": "カード「{name}」に「使用：」の行がありません"},
    "kyoko.no_effect": {"en": "card `{name}` has no `効果：` (Effect) line",
                        "ja": "カード「{name}」に「効果：」の行がありません"},
    "kyoko.effect_empty": {"en": "the `効果：` (Effect) of card `{name}` is empty",
                           "ja": "カード「{name}」の「効果：」が空です"},
    "kyoko.use_empty": {"en": "`使用：` (Use) is empty: write 行動 (Action), 割込 (Interrupt) or 常時 (Constant)",
                        "ja": "「使用：」が空です。行動・割込・常時のいずれかを書いてください"},
    "kyoko.nested": {"en": "a `［` inside a condition's brackets: brackets do not nest, write `［{word}］`",
                     "ja": "状態の括弧の中に「［」があります。括弧は入れ子にできません。［{word}］のように書いてください"},
    "kyoko.n_range": {"en": "`{written}`: n, the {what} each round, is {low} to {high}",
                      "ja": "{written}のn（毎ラウンドの{what}）は{low}から{high}です"},
    "kyoko.amount_range": {"en": "{what} {value} cannot be meant: it is {low} to {high} (our own limit)",
                           "ja": "{what}{value}はありえません。{low}から{high}までです（本ツールの上限）"},
    "kyoko.what.damage": {"en": "damage", "ja": "ダメージ"},
    "kyoko.what.recovery": {"en": "recovery", "ja": "回復量"},
    "kyoko.what.loss": {"en": "loss of 【ＨＰ】", "ja": "【ＨＰ】の減少量"},
    "kyoko.what.modifier": {"en": "modifier", "ja": "修正値"},
    "kyoko.effect_unreadable": {
        "en": "cannot read this effect here: expected {expected}",
        "ja": "この効果をここから読めません（{expected}があるはずです）",
    },
    "kyoko.expect_close_condition": {"en": "`］` closing the condition", "ja": "状態を閉じる「］」"},
    "kyoko.expect_close_ability": {"en": "`】` closing the ability", "ja": "能力値を閉じる「】」"},
    "kyoko.expect_close_skill": {"en": "`〉` closing the skill", "ja": "技能を閉じる「〉」"},
    "kyoko.expect_close_quote": {"en": "`」` closing the amount", "ja": "数値を閉じる「」」"},
    "kyoko.expect_more": {"en": "the rest of the phrase", "ja": "語句の続き"},
    "kyoko.follows_hp": {"en": "{shown} is given here, but the rules make it follow HP (at 0 or below for [Dying], at "
                                "minus its maximum for [Dead]): write the damage that brings it instead",
                         "ja": "{shown}をここで与えていますが、ルールでは【ＨＰ】に従います（［瀕死］は0以下、［死亡］は－最大値で"
                               "なる）。そこに至るダメージとして書いてください"},
    "kyoko.condition_joined": {"en": "`{word}` is not how a condition takes its target or n: write `{fixed}`",
                               "ja": "{word}は状態の対象やnの書き方ではありません。{fixed}と書いてください"},
    "kyoko.condition_unknown": {
        "en": "unknown condition `{shown}`: the game's conditions are {known} and no others (the rules make no new "
              "ones); write one of them, or say the effect in words without brackets",
        "ja": "{shown}という状態はありません。［状態］は{known}だけです（ルールに新しい［状態］を作る記述はありません）。"
              "このいずれかを書くか、効果を［］なしの文章で書いてください"},
    "kyoko.condition_cause": {
        "en": "unknown condition `{shown}`: the rules count {word} among the causes of `{state}`, the condition to "
              "write (`{fixed}`)",
        "ja": "{shown}という状態はありません。ルールでは{word}は{state}の原因の一つです。{fixed}と書いてください"},
    "kyoko.condition_cause_n": {
        "en": "unknown condition `{shown}`: the rules count {word} among the causes of `{state}`, the condition to "
              "write (`{fixed}`, its n the number the effect gives, which only the card can say)",
        "ja": "{shown}という状態はありません。ルールでは{word}は{state}の原因の一つです。{fixed}と書き、nに効果の数値を"
              "書いてください（数値はカードにしか決められません）"},
    "kyoko.fill_n.replace": {"en": "write `{guess}`, its n the effect's number", "ja": "「{guess}」と書き、nを効果の数値にしてください"},
    "kyoko.bracket_term_unknown": {
        "en": "`{shown}` is none of the game's conditions ({known}) nor of the rule words known here; the rulebook writes "
              "other game terms in brackets too, so it is kept as written and read as no condition: if it is meant as "
              "one, write one of them",
        "ja": "{shown}は［状態］（{known}）でも、ここで知っているルール用語でもありません。ルールブックは他のゲーム用語も"
              "［］で書くため、書かれたまま残し、［状態］としては読みません。［状態］のつもりなら、このいずれかを書いてください"},
    "kyoko.condition_guess": {"en": "unknown condition `{shown}`; did you mean `{guess}`?",
                              "ja": "{shown}という状態はありません。{guess}のことですか？"},
    "kyoko.condition_variant": {
        "en": "`{shown}` is read as `{fixed}`, the same word in the rulebook's spelling",
        "ja": "{shown}は{fixed}として読みます（同じ語のルールブックでの表記です）"},
    "kyoko.condition_variant_en": {
        "en": "`{shown}` is read as `{fixed}`, this tool's English name of that condition (the game has no English edition: "
              "docs/kyoko.md lists the names)",
        "ja": "{shown}は{fixed}として読みます（この［状態］のこのツールでの英語名です。ゲームに英語版はなく、英語名は "
              "docs/kyoko.md にあります）"},
    "kyoko.condition_empty": {"en": "empty brackets `［］`: write a condition in them",
                              "ja": "空の「［］」です。中に状態を書いてください"},
    "kyoko.replace": {"en": "write `{guess}`", "ja": "「{guess}」と書いてください"},
    "kyoko.needs_n": {
        "en": "`{written}` needs its n, the {what} each round",
        "ja": "{written}にはn（毎ラウンドの{what}）が必要です",
    },
    # (what to write for a missing or wrong n: the placeholder and what n is, no number made up; not a `replace`, so no
    # quick fix writes it: before, `［崩壊3］`, a 3 the card never said)
    "kyoko.fill_n": {"en": "write the {what} each round as a number in place of n: `{placeholder}`, n that number "
                           "(none is made up here)",
                     "ja": "n の所に毎ラウンドの{what}を数値で書いてください：{placeholder}（数値はここでは決めません）"},
    "kyoko.n_damage": {"en": "damage", "ja": "ダメージ"},
    "kyoko.n_recovery": {"en": "HP recovered", "ja": "回復量"},
    "kyoko.no_param": {"en": "`{shown}` takes no number or target: write `{shown}`",
                       "ja": "{shown}は数値も対象もとりません。{shown}と書いてください"},
    "kyoko.no_param_joined": {"en": "`{written}`: `{shown}` takes no number or target: write `{shown}`",
                              "ja": "{written}：{shown}は数値も対象もとりません。{shown}と書いてください"},
    "kyoko.no_target_here": {"en": "`{written}` takes no target: write `{fixed}`",
                             "ja": "{written}は対象をとりません。{fixed}と書いてください"},
    "kyoko.needs_target": {
        "en": "`{shown}` needs its target: write `{user}` or `{particular}`",
        "ja": "{shown}には対象が必要です。{user}や{particular}のように書いてください",
    },
    "kyoko.category_unknown": {"en": "unknown item category `{word}` (kept as written): it is 道具 (Tool), 武器 (Weapon), "
                                     "防具 (Armor), 乗物 (Vehicle) or 義体 (Prosthesis)",
                               "ja": "種別「{word}」はありません（書かれたまま残します）。道具・武器・防具・乗物・義体のいずれかです"},
    "kyoko.range_empty": {"en": "`射程：` (Range) with no range: write a number of areas (`1`, `2エリア`) or a range "
                                "word (`至近`, `視界`)",
                          "ja": "射程が空です。エリア数（「1」「2エリア」）か射程の語（「至近」「視界」）を書いてください"},
    "kyoko.range_areas": {"en": "range of {n} areas: a range is 0 to {most} areas",
                          "ja": "射程 {n} エリア：射程は 0〜{most} エリアです"},
    "kyoko.range_metres": {"en": "range `{word}` in metres: the game measures distance in areas (`1エリア`, `至近`)",
                           "ja": "射程「{word}」はメートルです。距離はエリアで数えます（「1エリア」「至近」）"},
    "kyoko.range_unknown": {"en": "unknown range `{word}` (kept as written): write a number of areas (`2`, `2エリア`) or "
                                  "至近 (Close), 隣接 (Adjacent), 視界 (Sight), 制限なし (Unlimited), なし (None)",
                            "ja": "射程「{word}」は読めません（書かれたまま残します）。エリア数（「2」「2エリア」）か、"
                                  "至近・隣接・視界・制限なし・なし のいずれかを書いてください"},
    "kyoko.range_guess": {"en": "unknown range `{word}` (kept as written); did you mean `{guess}`?",
                          "ja": "射程「{word}」は読めません（書かれたまま残します）。「{guess}」のことですか？"},
    "kyoko.range_areas_word": {"en": "{n} areas", "ja": "{n}エリア"},
    "kyoko.category_guess": {"en": "unknown item category `{word}` (kept as written); did you mean `{guess}`?",
                             "ja": "種別「{word}」はありません（書かれたまま残します）。「{guess}」のことですか？"},
    "kyoko.use_unknown": {"en": "unknown use type `{word}`: it is 行動 (Action), 割込 (Interrupt) or 常時 (Constant)",
                          "ja": "使用「{word}」はありません。行動・割込・常時のいずれかです"},
    "kyoko.use_note": {
        "en": "`{word}`: the use type `{use}` is read; the words in parentheses after it (`{note}`) are kept as written, "
              "printed after it on the card and given in the JSON (`use_note`), not read: the game's use types take "
              "none",
        "ja": "「{word}」は使用「{use}」として読みます。後ろの括弧内（「{note}」）は書かれたまま残し、カードとJSONに載せますが、"
              "読みません。このゲームの使用には括弧書きがありません"},
    "kyoko.use_note_more": {
        "en": "the words in parentheses after `{use}` (`{note}`) are kept as written, printed after it on the card and "
              "given in the JSON (`more_use_notes`), not read: the game's use types take none",
        "ja": "「{use}」の後ろの括弧内（「{note}」）は書かれたまま残し、その後ろに続けてカードとJSONに載せますが、"
              "読みません。このゲームの使用には括弧書きがありません"},
    "kyoko.use_guess": {"en": "unknown use type `{word}`; did you mean `{guess}`?",
                        "ja": "使用「{word}」はありません。「{guess}」のことですか？"},
    "kyoko.ability_unknown": {
        "en": "unknown ability `【{word}】`: the abilities known are {known} (the rules' and the web rulebook's pages')",
        "ja": "【{word}】という能力値はありません。知られている能力値は{known}です（ルールとウェブ版ルールブックのページのもの）"},
    "kyoko.write_known_ability": {"en": "write one of these abilities, or say the effect in words without 【】",
                                  "ja": "このいずれかの能力値を書くか、効果を【】なしの文章で書いてください"},
    "kyoko.other_brackets": {
        "en": "`{written}` is the {what} `{fixed}` in the brackets of another word: a skill is written in 〈〉, an "
              "ability in 【】 (《》 names a fiction power); read as written, not as the {what}",
        "ja": "{written}は{what}{fixed}ですが、別の語の括弧で書かれています。技能は〈〉、能力値は【】で書きます"
              "（《》はフィクションパワーの名前です）。{what}としては読まず、書かれたとおりに残します"},
    "kyoko.what_skill": {"en": "skill", "ja": "技能"},
    "kyoko.what_ability": {"en": "ability", "ja": "能力値"},
    "kyoko.ability_guess": {"en": "unknown ability `【{word}】`; did you mean `【{guess}】`?",
                            "ja": "【{word}】という能力値はありません。【{guess}】のことですか？"},
    "kyoko.skill_unknown": {
        "en": "unknown skill `〈{word}〉`: the skills known are the rules', {known}, and a specialty skill of the "
              "character's own marked ※ (`〈VER-TH※〉`); the rulebook's full list of skills is not known here, so "
              "any other is reported and read as no skill",
        "ja": "〈{word}〉という技能は知られていません。知られている技能はルールの{known}と、※を付けたキャラクター独自の"
              "専門技能（〈虚構侵蝕※〉）です。ルールブックの技能の一覧はここでは分からないため、ほかの技能は報告し、"
              "技能なしとして読みます"},
    "kyoko.write_known_skill": {
        "en": "write one of these skills, or mark a specialty skill of the character's own with ※ (`〈{word}※〉`)",
        "ja": "このいずれかの技能を書くか、キャラクター独自の専門技能なら※を付けてください（〈{word}※〉）"},
    "kyoko.html_markup": {
        "en": "`{written}` is markup (HTML, or a link), not a skill: it is kept as written and printed as text on the "
              "cards (never as markup), and read as no skill",
        "ja": "「{written}」はウェブページのタグかリンクの書式で、技能ではありません。書かれたまま残し、カードには文字として"
              "印刷し（書式にはしません）、技能としては読みません",
    },
    "kyoko.html_markup_help": {
        "en": "write the words without markup; a skill is written in its brackets, `<Will>` or `〈意志〉`",
        "ja": "タグやリンクの書式を外して書いてください。技能は括弧に入れて書きます（〈意志〉）",
    },
    "kyoko.skill_guess": {"en": "unknown skill `〈{word}〉`; did you mean `〈{guess}〉`?",
                          "ja": "〈{word}〉という技能はありません。〈{guess}〉のことですか？"},
    "kyoko.difficulty_range": {
        "en": "difficulty {value} cannot be meant: a difficulty is {low} to {high}",
        "ja": "難易度{value}はありえません。難易度は{low}から{high}です",
    },
}

CATALOG.update(DICE_CATALOG)
CATALOG.update(SIM_CATALOG)
CATALOG.update(CHECKS_CATALOG)
CATALOG.update(AMOUNTS_CATALOG)
CATALOG.update(CARDS_CATALOG)
CODES.update(CARDS_CODES)

#: `msg` for this catalog (`kyoko.` is added in front of a key when missing).
message = catalog_message("kyoko.", CATALOG)
