"""虚構侵蝕TRPG's messages (Japanese and English) about amounts the effect text writes in a way the game's amounts are
not: a sum of abilities, an ability's name and a signed number with no verb (KY027)."""

from __future__ import annotations

__all__ = ["AMOUNTS_CATALOG"]

AMOUNTS_CATALOG: dict[str, dict[str, str]] = {
    "kyoko.ability_sum": {
        "en": "`{written}` is abilities joined by signs (a sum, a difference, a product), which no amount of the game is: the rules' amounts are a number "
              "(`5点`) or one ability with a modifier (`「【感覚】＋1」点`), and it does not say what such an amount would be; kept "
              "as written, not read as an amount (its abilities read as abilities)",
        "ja": "「{written}」は符号でつないだ能力値（和・差・積）で、このゲームの量にはありません。ルールの量は数値（「5点」）か、修正値付きの"
              "能力値1つ（「「【感覚】＋1」点」）で、それをどう扱うかは書かれていません。書かれたまま残し、量としては"
              "読みません（能力値は能力値として読みます）"},
    "kyoko.ability_sum_en": {
        "en": "`{written}` is abilities joined by signs (a sum, a difference, a product), which no amount of the game is: the game's amounts are a number "
              "(`3 damage`) or one ability with a modifier (`「【Sense】+1」 damage`), and it does not say what such an "
              "amount would be; kept as written, not read as an amount (its abilities read as abilities)",
        "ja": "「{written}」は符号でつないだ能力値（和・差・積）で、このゲームの量にはありません。ルールの量は数値か、修正値付きの"
              "能力値1つで、それをどう扱うかは書かれていません。書かれたまま残し、量としては"
              "読みません（能力値は能力値として読みます）"},
    "kyoko.ability_sum_help": {
        "en": "write the amount as a number or one ability with its modifier (`「【感覚】＋3」点回復`), or the amount in words",
        "ja": "量を数値か修正値付きの能力値1つ（「「【感覚】＋3」点回復」）で書くか、量を文章で書いてください"},
    "kyoko.ability_sum_help_en": {
        "en": "write the amount as a number or one ability with its modifier (`Heal 「【Sense】+3」`), or the amount in words",
        "ja": "量を数値か修正値付きの能力値1つで書くか、量を文章で書いてください"},
    # (not "with no verb": the sentence may have one, `感覚+1点、身体+1点を得る`, `Roll Sense +2`; nor damage offered as the
    # fix, which a check's modifier is not)
    "kyoko.stat_no_verb": {
        "en": "`{written}` is not read: the ability {name} without its 【】 and a signed number say no effect this tool "
              "reads (a change of the ability? a check's modifier? a loss?); kept as written",
        "ja": "「{written}」は読みません。【】のない能力値{name}と符号付きの数値は、このツールが読む効果になりません"
              "（能力値の修正か、判定の修正か、減少か分かりません）。書かれたまま残します"},
    "kyoko.stat_no_verb_help": {
        "en": "for a change of the ability, as an item's data writes it, write `{change}`; for anything else, say what it "
              "does in words",
        "ja": "所持品のデータのような能力値の修正なら「{change}」と書き、そうでなければ何をするかを文章で書いてください"},
    "kyoko.stat_no_verb_en": {
        "en": "`{written}` is not read: the ability {name} without its 【】 and a signed number say no effect this tool "
              "reads (a change of the ability? a check's modifier? a loss?); kept as written",
        "ja": "「{written}」は読みません。【】のない能力値{name}と符号付きの数値は、このツールが読む効果になりません"
              "（能力値の修正か、判定の修正か、減少か分かりません）。書かれたまま残します"},
    "kyoko.stat_no_verb_help_en": {
        "en": "for a change of the ability, as an item's data writes it, write `{change}`; for anything else, say what it "
              "does in words",
        "ja": "所持品のデータのような能力値の修正なら「{change}」と書き、そうでなければ何をするかを文章で書いてください"},
}
