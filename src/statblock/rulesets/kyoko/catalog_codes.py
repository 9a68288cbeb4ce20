"""虚構侵蝕TRPG's diagnostic codes and what each means: KY0xx the language (items, powers, ［状態］), KY1xx the dice and
checks, KY2xx the simulation (scenarios, characters and events). `catalog.CODES` is this table, with the codes of
`catalog_cards.py` after it."""

from __future__ import annotations

__all__ = ["CODES"]

CODES: dict[str, str] = {
    # ---- language (KY0xx) ----
    "KY001": "a card's first line without its kind in parentheses (`毒の刃（フィクションパワー）`, `Venom Blade (power)`)",
    "KY002": "an unknown card kind (neither 所持品 / item nor フィクションパワー / power), with a did-you-mean",
    "KY003": "an unknown field label (`仕様：行動`), with a did-you-mean",
    "KY004": "a field written twice on one card: the first is used, the second kept as written (card, JSON); a second `効果：` (`Effect:`) line is read as more "
             "of the effect (a warning)",
    "KY005": "a card without `使用：` (a warning)",
    "KY006": "a card without `効果：`, or with an empty one (a warning)",
    "KY007": "effect text the grammar cannot read, at the fault (an unclosed ［, 【 or 〈)",
    "KY008": "a ［ opened inside a condition's brackets (`［［崩壊3］］`): brackets do not nest",
    "KY009": "a card's name line (`癒しの歌（フィクションパワー）`) over its fields right under another card: read as the next "
             "card, a blank line probably missing (a warning)",
    "KY010": "an unknown condition in ［ ］, with a did-you-mean (rule words such as ［行動］ ［成功］ are known)",
    "KY011": "［崩壊］ or ［再生］ without its n (`［崩壊3］`)",
    "KY012": "a number or a target on a condition that takes none (`［萎縮3］`), or a target on ［崩壊n］ / ［再生n］",
    "KY013": "［憎悪］ without its target (`［憎悪／使用者］`)",
    "KY014": "the n of ［崩壊n］ or ［再生n］ outside 1 to 999 (`［崩壊0］`, `［崩壊-3］`)",
    "KY020": "an unknown use type (`使用：` is 行動, 割込 or 常時, or 行動／割込 for either), with a did-you-mean, or an "
             "empty `使用：`; 常時 as an alternative (it is never declared)",
    "KY021": "an unknown ability in 【 】, with a did-you-mean, else the abilities known; a skill in 【 】 (`【意志】`)",
    "KY022": "an unknown skill in 〈 〉, with a did-you-mean, else the skills known and the ※ of a specialty skill; an "
             "ability in 〈 〉 (`〈感覚〉`)",
    "KY023": "a difficulty outside 2 to 20 (a check is its highest die, at most a d20's 20; a 1 is always a fumble)",
    "KY024": "an amount of damage or recovery, or a modifier, past 999 (our own limit, that of a 【ＨＰ】 maximum)",
    "KY025": "an unknown item category (`種別：` is 道具, 武器, 防具, 乗物 or 義体), with a did-you-mean: kept as written "
             "(a warning)",
    "KY026": "a 射程 (range) that is not a range: a number of areas out of 0 to 99 (an error), or a distance in metres "
             "(`10m`) or a word the vocabulary does not have (kept as written, a warning, with a did-you-mean)",
    "KY027": "damage in a form the game's amounts are not (dice, `2D6点のダメージ`; a number without 点, `5ダメージ`; a "
             "product in 「」), or a recovery in dice (`2D6点回復`): kept as text, not read as one (a warning)",
    "KY028": "a skill or ability in a fiction power's name marks (`難易度4の《意志》判定`: 〈意志〉): kept as text, not read "
             "(a warning, with the brackets to write)",
    "KY029": "a check of several skills (`難易度4の〈意志〉〈頑健〉判定`): the rules do not say which is rolled; kept as "
             "text, not read (a warning)",
    "KY030": "a range of difficulty (`難易度3～5の〈操作〉判定`): a check has one difficulty; kept as text, not read "
             "(a warning)",
    "KY031": "a difficulty with a number that is no check's (`難易度4の判定` with no skill, `〈運動〉判定、難易度4`, "
             "`難易度【感覚】`): kept as text, not read (a warning)",
    "KY032": "a ［状態］ in other brackets, given or with its n (`《気絶》を与える`, `『崩壊3』`), or with none and given "
             "(`崩壊3を与える`): kept as text, not read (a warning, with the ［］ to write)",
    "KY033": "half-width katakana in effect text (`ﾀﾞﾒｰｼﾞ5`), which are never read as the game's words: said at the "
             "first run of a line, with the full-width form (a warning)",
    "KY034": "statblock's own JSON of cards (`parse --format json`, `convert --to json`) that cannot be read back: "
             "not JSON, no `items` list, an entry that is no card, a card with no name, a line break in its name or "
             "target, a datum of no field a card has, a value of another kind than the JSON writes, an id it does not "
             "write: an error where it is, that card (or datum, or value) left out and the rest read",
    "KY035": "a word in ［ ］ that is none of the ［状態］ nor of the rule words known here, and is not given, taken or "
             "gained (`［判定］のダイス`): the rulebook writes other game terms in ［ ］ too, so it is kept as written, "
             "read as no ［状態］ (a warning; given, `［凍結］を与える`, it is KY010)",
    "KY036": "a labelled line that is none of the game's fields (`スロット：1`, `代償：…`, `Slot: 1`; a note's label, `備考：`, "
             "anywhere): kept as a note, as written, printed on the card and given in the JSON, not read (a warning "
             "naming the fields)",
    "KY038": "［瀕死］ or ［死亡］ given by a card's effect (a warning): the rules make them follow 【ＨＰ】, as a "
             "scenario's KY211 says",
    "KY039": "a ［状態］ written in another spelling of its word (`［委縮］` for ［萎縮］, `［昂揚］` for ［高揚］): read as it, "
             "and said (a warning, with the rulebook's spelling to write)",
    "KY042": "markup where a skill would be read (HTML's `<b>`, `</b>`, `<img src=x>`, a link `<https://…>`, in ASCII angle brackets, which the "
             "game writes skills in too): a warning; kept as written, printed as text on every card (never as markup), "
             "read as no skill (it was KY022, an unknown skill)",
    "KY037": "a recovery of an ability's points without the game's 「」 and 点 (`【感覚】＋１回復`): read as the game writes "
             "it (`「【感覚】＋1」点回復`), and said (a warning, with the form to write)",
    # ---- dice (KY1xx) ----
    "KY101": "a check command that cannot be read, at the fault (`KS(10,2)>=5`; a missing `)`, a number expected)",
    "KY102": "a dice size that is not one of the game's (1, 2, 3, 4, 6, 8, 10, 12, 20), with a did-you-mean",
    "KY103": "a comparison other than `>=` (`>`, `<=`, `=`): a check succeeds at or above its difficulty",
    "KY104": "an option other than one `A` (［有利］) or one `D` (［不利］) after the check",
    "KY105": "more dice than the tool rolls or counts (a count over the limit)",
    "KY106": "odds asked for a check without a difficulty (`>=z`)",
    "KY107": "an observation roll (`KR`, `KRS`) with a ［現実乖離］ stage outside 1 to 6 or a ［リアリティライン］ outside 1 to 3",
    "KY108": "`odds --conditions` naming no ［状態］ of the game, with a did-you-mean",
    "KY109": "a number in a check too long to be read (more than 18 digits)",
    # ---- simulation (KY2xx) ----
    "KY201": "the scenario file is not TOML",
    "KY202": "unknown key in a scenario (with a did-you-mean), or a key the event does not take",
    "KY203": "a number out of its range (a whole number is expected)",
    "KY204": "a value of the wrong kind (text, table, list, yes or no)",
    "KY205": "unknown event kind (with a did-you-mean)",
    "KY206": "unknown ［状態］ (with a did-you-mean)",
    "KY207": "a required key is missing",
    "KY208": "a value that is none of the key's choices",
    "KY209": "the rules leave a choice open, the run needs it, and the scenario's [rules] do not make it",
    "KY210": "the character lacks what a check or a ［治療］［修理］ needs (a skill's dice, 【感覚】)",
    "KY211": "an event the rules do not allow as written (armor for a self-inflicted loss, ［瀕死］ given, "
             "［崩壊］ without n, ［憎悪］ without a target)",
    "KY212": "skill dice not written as `nDx` (x one of 1, 2, 3, 4, 6, 8, 10, 12, 20)",
    "KY213": "the same key given twice (in English and in Japanese)",
}
