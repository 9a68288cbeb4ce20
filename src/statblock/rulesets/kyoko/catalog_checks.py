"""虚構侵蝕TRPG's messages (Japanese and English) about checks and difficulties the effect text writes in a way the
reader does not read, kept as text and said (KY029 on); and what `odds` and `roll` say of a check written where the
file goes."""

from __future__ import annotations

__all__ = ["CHECKS_CATALOG"]

CHECKS_CATALOG: dict[str, dict[str, str]] = {
    "kyoko.dice.word_not_file": {
        "en": "`{word}` is no file: it reads as a check in BCDice's form, which this tool takes after `--check`: "
              "`{fixed}`",
        "ja": "「{word}」はファイルではありません。BCDice の形の判定として読めます。このツールでは「--check」の後に"
              "書きます：「{fixed}」"},
    "kyoko.check_skills": {
        "en": "`{written}` is a check of several skills, not read as a check: the rules write a check with one skill "
              "(`難易度4の〈意志〉判定`) and names the skills that may be combined with it in parentheses after it "
              "(`（〈治療〉〈学問：医学〉を組み合わせ可能）`) without saying what combining does, so whether one skill, "
              "the better or both are rolled is not known here; kept as written, its skills read as skills",
        "ja": "「{written}」は複数の技能の判定で、判定としては読みません。ルールは判定を技能1つで書き"
              "（「難易度4の〈意志〉判定」）、組み合わせ可能な技能は判定の後に括弧で書きます"
              "（「（〈治療〉〈学問：医学〉を組み合わせ可能）」）が、組み合わせの処理は書かれていないため、どちらか一方か、"
              "高い方か、両方かはここでは分かりません。書かれたまま残し、技能は技能として読みます"},
    "kyoko.check_skills_help": {
        "en": "write the check with one skill (`難易度4の〈意志〉判定`), or one check for each skill",
        "ja": "判定を技能1つで書くか（「難易度4の〈意志〉判定」）、技能ごとに判定を書いてください"},
    "kyoko.damage_range": {
        "en": "`{written}` is not read as damage: the game's damage is one number of points or an ability "
              "(`4点のダメージ`, `「【感覚】＋2」点のダメージ`), not a range; kept as written",
        "ja": "「{written}」はダメージとして読みません。ダメージは範囲ではなく1つの点数か能力値で書きます（「4点のダメージ」"
              "「「【感覚】＋2」点のダメージ」）。書かれたまま残します"},
    "kyoko.damage_range_en": {
        "en": "`{written}` is not read as damage: the game's damage is one number of points (`damage 4`), not a range; "
              "kept as written",
        "ja": "「{written}」はダメージとして読みません。ダメージは範囲ではなく1つの点数で書きます（「4点のダメージ」）。書かれたまま残します"},
    "kyoko.recovery_range": {
        "en": "`{written}` is not read as a recovery: the game recovers one number of points or an ability (`3点回復`, "
              "`「【感覚】±0」点回復`), not a range; kept as written",
        "ja": "「{written}」は回復として読みません。回復量は範囲ではなく1つの点数か能力値で書きます（「3点回復」"
              "「「【感覚】±0」点回復」）。書かれたまま残します"},
    "kyoko.recovery_range_en": {
        "en": "`{written}` is not read as a recovery: the game recovers one number of points (`heal 3`), not a range; "
              "kept as written",
        "ja": "「{written}」は回復として読みません。回復量は範囲ではなく1つの点数で書きます（「3点回復」）。書かれたまま残します"},
    "kyoko.difficulty_range_unread": {
        "en": "`{written}`: a range of difficulty is not read as a check: a check has one difficulty (the rules' "
              "`難易度4の〈意志〉判定`), and where it depends on the situation the rules give one for each case "
              "(`難易度（簡単な拘束：3／厳重な拘束：5）`), never a range, so which applies is not known here; kept as written",
        "ja": "「{written}」：難易度の範囲は判定として読みません。判定の難易度は1つで（ルールの「難易度4の〈意志〉判定」）、"
              "状況によって変わるときルールは場合ごとに難易度を書き（「難易度（簡単な拘束：3／厳重な拘束：5）」）、範囲では"
              "書かないため、どれを使うかここでは分かりません。書かれたまま残します"},
    "kyoko.difficulty_range_help": {
        "en": "write one difficulty (`難易度4の〈操作〉判定`), or one for each case in words",
        "ja": "難易度を1つ書くか（「難易度4の〈操作〉判定」）、場合ごとの難易度を文章で書いてください"},
    "kyoko.difficulty_unread": {
        "en": "`{written}`: this difficulty is not read as a check's: a check is read as `難易度4の〈意志〉判定` or "
              "`〈意志〉判定（難易度4）`, one number and one skill (`Difficulty 4 <Will> check`); kept as written",
        "ja": "「{written}」：この難易度は判定の難易度として読みません。判定は「難易度4の〈意志〉判定」か"
              "「〈意志〉判定（難易度4）」のように、1つの数と1つの技能で読みます。書かれたまま残します"},
    "kyoko.difficulty_bare_paren": {
        "en": "`{written}`: the number {n} in parentheses is not read as the check's difficulty: the game writes a "
              "difficulty with its word (`難易度4の〈意志〉判定`, `〈意志〉判定（難易度4）`), and a number alone could as well "
              "be the check's dice; kept as written",
        "ja": "「{written}」：括弧の中の数{n}は判定の難易度として読みません。難易度は「難易度4の〈意志〉判定」"
              "「〈意志〉判定（難易度4）」のように「難易度」と書き、数だけでは判定のダイスの数とも読めます。書かれたまま残します"},
    "kyoko.difficulty_bare_paren_help": {
        "en": "if {n} is its difficulty, write `{fixed}`",
        "ja": "{n}が難易度なら「{fixed}」と書いてください"},
    "kyoko.difficulty_unread_help": {
        "en": "write the check as `難易度4の〈意志〉判定`, with its number and its skill",
        "ja": "判定を「難易度4の〈意志〉判定」のように、数と技能を添えて書いてください"},
    "kyoko.condition_marks": {
        "en": "`{written}` is the condition `{fixed}` in other brackets: a [Condition] is written in ［］ (《》 names a fiction "
              "power, 『』「」 quote words); kept as written, not read as the condition",
        "ja": "{written}は状態{fixed}ですが、別の括弧で書かれています。［状態］は［］で書きます（《》はフィクションパワーの名前、"
              "『』「」は語の引用です）。状態としては読まず、書かれたとおりに残します"},
    "kyoko.condition_in": {
        "en": "`{written}` is the condition `{fixed}` in the brackets of {what}: a [Condition] is written in ［］; not read as "
              "the condition",
        "ja": "{written}は状態{fixed}ですが、{what}の括弧で書かれています。［状態］は［］で書きます。状態としては読みません"},
    "kyoko.what_a_ability": {"en": "an ability", "ja": "能力値"},
    "kyoko.what_a_skill": {"en": "a skill", "ja": "技能"},
    "kyoko.amount_kanji": {
        "en": "`{written}` is not read as {what}: its number is in kanji; the game writes it in digits (`{fixed}`); kept "
              "as written",
        "ja": "「{written}」は{what}として読みません。数が漢数字で書かれています。数字で「{fixed}」と書きます。書かれたまま残します"},
    "kyoko.what_damage": {"en": "damage", "ja": "ダメージ"},
    "kyoko.what_recovery": {"en": "a recovery", "ja": "回復"},
    "kyoko.what_loss": {"en": "a loss of 【ＨＰ】", "ja": "【ＨＰ】の減少"},
    "kyoko.condition_bare": {
        "en": "`{written}` reads as the condition `{fixed}` without its brackets: a [Condition] is written in ［］; kept as "
              "written, not read as the condition",
        "ja": "「{written}」は括弧のない状態{fixed}に見えます。［状態］は［］で書きます。状態としては読まず、書かれたとおりに残します"},
    "kyoko.damage_qualified": {
        "en": "`{written}` is not read as damage: the game's damage is `{fixed}`, and what `{word}` does to it is not "
              "known here (the rules write no word between); kept as written",
        "ja": "「{written}」はダメージとして読みません。ダメージは「{fixed}」と書き、「{word}」がダメージをどう変えるかは"
              "ここでは分かりません（ルールには間に語のあるダメージはありません）。書かれたまま残します"},
    "kyoko.damage_armor": {
        "en": "`{written}` is not read as damage: in the rules, damage lowers 【ＨＰ】, or 【装備ＨＰ】 instead as the one who "
              "takes it chooses, so damage to 【装備ＨＰ】 alone is none the game writes; write `{fixed}`, or what befalls "
              "【装備ＨＰ】 in words; kept as written",
        "ja": "「{written}」はダメージとして読みません。ルールのダメージは【ＨＰ】を減らし、受ける側が選べば代わりに"
              "【装備ＨＰ】を減らすもので、【装備ＨＰ】だけへのダメージはゲームの書き方にありません。「{fixed}」と書くか、"
              "【装備ＨＰ】に起きることを言葉で書いてください。書かれたまま残します"},
    "kyoko.recovery_product": {
        "en": "`{written}` is not read as a recovery: the game recovers a number of points or an ability with a modifier "
              "(`「【感覚】±0」点回復`), not a product; kept as written",
        "ja": "「{written}」は回復として読みません。回復量は点数か能力値と修正値（「「【感覚】±0」点回復」）で、掛け算は書けません。"
              "書かれたまま残します"},
    "kyoko.halfwidth_kana": {
        "en": "`{written}` is in half-width katakana, which the reader does not read as the game's words (`{fixed}`): "
              "the effect text around it may be kept as text with no reading; kept as written",
        "ja": "「{written}」は半角カタカナで、ゲームの語（「{fixed}」）としては読みません。周りの効果文は読まれずに文章として残る"
              "ことがあります。書かれたまま残します"},
    "kyoko.sim.error.several_skills": {
        "en": "`{value}` names several skills: a check rolls one skill's dice (the rules write a check with one skill and "
              "does not say what a check of two does); write one of {known}",
        "ja": "「{value}」は複数の技能です。判定は1つの技能のダイスを振ります（ルールは判定を技能1つで書き、2つの技能の判定の"
              "処理は書いていません）。{known}のいずれか1つを書いてください"},
    "kyoko.amount_worded": {
        "en": "`{written}` is not read as {what}: its amount in 「」 is words, with no ability or number the reader can "
              "take (the game's are as `「【感覚】±0」`, `「操縦者の【移動値】」`); kept as written",
        "ja": "「{written}」は{what}として読みません。「」内の数値が文章で、読める能力値や数がありません（「【感覚】±0」"
              "「操縦者の【移動値】」のように書きます）。書かれたまま残します"},
    "kyoko.amount_signed": {
        "en": "`{written}` is not read as {what}: its amount in 「」 is a sign and a number with no ability, which is "
              "no amount (the game's are a number of points, `{fixed}`, or an ability with its modifier, "
              "`{example}`); write one of those; kept as written",
        "ja": "「{written}」は{what}として読みません。「」内が能力値のない符号付きの数で、量になりません（「{fixed}」のような"
              "点数か、「{example}」のような能力値と修正値で書きます）。書かれたまま残します"},
    "kyoko.amount_number_ability": {
        "en": "`{written}` is not read as {what}: a number right before the ability (`{n}` and `{ability}`) makes no amount "
              "the game writes (a number of points, `{fixed}`, or an ability with its modifier, `{example}`); write the "
              "one meant; kept as written",
        "ja": "「{written}」は{what}として読みません。能力値の直前の数（「{n}」と「{ability}」）はゲームの量の書き方にありません"
              "（「{fixed}」のような点数か、「{example}」のような能力値と修正値で書きます）。意図したほうを書いてください。"
              "書かれたまま残します"},
    "kyoko.amount_negative": {
        "en": "`{written}` is not read as {what}: its amount is negative, and the game's amounts are a number of points, 0 "
              "or more; write it as one, or say in words what lowers what (`{example}`); kept as written",
        "ja": "「{written}」は{what}として読みません。量が負の数ですが、ゲームの量は0以上の点数です。点数で書くか、何が何を減らす"
              "かを言葉で書いてください（「{example}」など）。書かれたまま残します"},
}
