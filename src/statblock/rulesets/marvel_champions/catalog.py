"""Marvel Champions' diagnostic messages, in English and Japanese, and its diagnostic codes.

Every key starts with `marvel_champions.`; `message()` adds this catalog to the core's the first
time it is used (the registry adds it too, when the ruleset is loaded). Codes: MC0xx the front-ends
(files, JSON, markup), MC1xx the language (triggers, keywords, costs, targets), MC2xx the runtime
(game states and events).
"""

from __future__ import annotations

from ...messages import catalog_message
from .catalog_language import LANGUAGE_CATALOG
from .catalog_runtime import RUNTIME_CATALOG
from .catalog_state import STATE_CATALOG

__all__ = ["CATALOG", "CODES", "message"]

CODES: dict[str, str] = {
    # ---- front-ends (MC0xx) ----
    "MC001": "a JSON file that is not MarvelCDB card data (an array of card objects), or an item of it that is not "
             "a card object: not read",
    "MC002": "a JSON file that is not valid JSON (at the fault)",
    "MC003": "unbalanced markup in a card's text (`<b>` never closed, `</i>` without `<i>`, `<b>` inside `<b>`, "
             "`</b` without its `>`): "
             "the text is read with the stray tag left out",
    "MC004": "a card without a name (not read) or without a code",
    "MC005": "a native card's type is missing or unknown, with a did-you-mean",
    "MC012": "a native card's first line (`Burnout (Event)`) right under another card's lines: read as the next card, "
             "a blank line probably missing",
    "MC006": "a native card's stat is unknown (with a did-you-mean) or its value cannot be read",
    "MC008": "`/n` between words of a card's text, or `\\\\n` (a line break escaped twice in JSON): read as the line "
             "break it stands for (`\\n` in JSON)",
    "MC007": "a MarvelCDB card field that is not MarvelCDB's but holds text by its name (`scheme text`; `scheme_text`, `boost_text` are read): not read",
    "MC010": "a MarvelCDB card field written otherwise than MarvelCDB gives it, that cannot be read as it means: a "
             "number field with words (`\"cost\": \"two\"`; `\"2\"`, `\"X\"` are read), traits that are no words, "
             "a `type_code` that is none of MarvelCDB's (a spelling of one, `Hero`, is read as it, reported)",
    "MC009": "a paragraph of a card's text all in italics that is no reminder text in parentheses (a quote, its "
             "speaker, a line of story): flavor text, not read as an ability (MarvelCDB gives it in `flavor`)",
    "MC011": "statblock's own JSON of Marvel Champions cards (`parse --format json`, `convert --to json`) that cannot "
             "be read back: not JSON, no `cards` list, an entry that is no card, a card with no name, an ability "
             "with no text, a stat that is a list or an object, a value of another kind than the JSON writes: an error "
             "where it is, that part left out and the rest read",
    # ---- language (MC1xx) ----
    "MC100": "a paragraph of ability text the grammar cannot read (kept whole as a constant ability of text)",
    "MC101": "an unknown timing trigger close to a known one (`Hero Reponse`), with a did-you-mean: read as that "
             "trigger",
    "MC102": "a timing trigger, form, keyword or limit spelled unlike the printed cards (`Alter-ego Action`, `(Alter_Ego)`, "
             "`Team-up`): read as "
             "the printed one",
    "MC103": "an unknown keyword close to a known one (`Toughnes.`), with a did-you-mean: read as that keyword",
    "MC104": "a keyword that takes a value written without it (`Retaliate.`)",
    "MC105": "a cost (`… →`) with no effect after the arrow",
    "MC106": "an effect naming a target that no card type it can be can take (`deal 3 damage to a scheme`)",
    "MC107": "an unknown label in a trigger's parentheses (`(atack)`), with a did-you-mean",
    "MC108": "stray or unbalanced punctuation in ability text (a sentence of a lone period, an unclosed parenthesis)",
    "MC109": "a timing trigger with no colon after it (`Alter-Ego Action Exhaust …`): read as the trigger",
    "MC110": "Japanese ability text the reader cannot structure (a trigger's condition, a cost, a limit, a keyword "
             "with a value): kept as written",
    "MC111": "an effect verb whose next word it never takes, a letter away from one that takes it (`Attack to the "
             "villain.`), or a word opening a sentence a letter away from an effect verb (`Exhuast your identity`), "
             "with a did-you-mean: read as that verb",
    "MC112": "a card's own name a letter or two off in its text (`Exhaust Training Regiment` on Training Regimen), "
             "with a did-you-mean",
    "MC113": "a card name of the file, or of another file checked with it, cased otherwise in a card's text (`Remy "
             "LeBeau` where the card is `Remy Lebeau`), with a did-you-mean",
    "MC114": "a sentence that is a leading condition with no effect after it (`If you cannot attach to the villain.`): "
             "a comma is surely missing after a modal that leaves its verb out (read as `If you cannot, attach …`), "
             "else the effect is; a start or end of a period, or a time or `if` clause, run on into its effect (`At the end "
             "of your turn draw 1 card`, `When the villain attacks you you may discard 1 card`): read as the comma "
             "before the effect says",
    "MC115": "a trait written otherwise in ability text: a space inside its brackets (`[[portal ]]`) or a Latin word "
             "touching them (`[[portal]]upgrade`), with the text to write",
    "MC116": "a head with a colon the cards print as no timing trigger (`Hellbound: Deal 4 damage …`, a homebrew "
             "mechanic in bold): the ability is read as a constant one with its words; words before a trigger "
             "(`Hellbound Hero Interrupt:`): read as the trigger, the words kept as written before it (printed there), not read",
    "MC117": "a second `→` in one ability (a cost is paid once, before the first): the words after it are read as "
             "more of the effect",
    "MC118": "a word alone where keywords stand (`Fragile.`, `Fragile 2.`), the cards printing no keyword so named "
             "nor any close to it: kept as text",
    "MC119": "a sentence opened in lower case after a period (`… choose a player. that player draws 1 card.`): read "
             "as a sentence of its own, with the word to capitalise",
    "MC120": "an option written with no bullet after a lead-in that offers options (`Choose:` then `Exhaust X → "
             "remove this card from the game.`): read as an option, as the lines after it with no bullet either",
    "MC121": "a lower-case word written twice in a row (`You play play Test Ally …`), with the words to write; read "
             "as written",
    "MC122": "a limit counted over nothing the printed cards count one over (`Limit once per fight.`): kept as "
             "written; one a letter or two off a scope (`per rnd`, `per rounds`) is read as that scope, with a "
             "did-you-mean",
    "MC124": "an icon in brackets the cards do not print (`[enrgy]`, `［energy］` in full-width brackets): read as no "
             "icon, a resource of no kind (a warning, with the icon meant where one is close)",
    "MC123": "English words that say a limit but not as the cards print one (`(Limit once a round.)`, "
             "`(Limit: once per round.)`, `(Max. 1 per player.)`, `(once per round)`): kept as written, not read as a "
             "limit",
    "MC125": "(information) words of an effect sentence kept as text that no other diagnostic names: no effect of the "
             "cards' wording is read in them (printed word for word, resolved by no one)",
    "MC126": "a cost (`… →`) on an ability with no timing trigger (`hero Action Remove 6 counters from X → stun an "
             "enemy.`, `Exhaust X → draw 1 card.`): a constant ability has none (the rules); read as a constant "
             "ability, its cost as written, with the trigger its first words are when they are one",
    "MC127": "an arrow typed with keys (`Exhaust X -> draw 1 card.`, `–>`, `=>`): read as `→`, the words before it "
             "the cost (they were read as an effect)",
    "MC128": "another card's name or a trait a letter or two off in a card's text (`Criminal Underwold` where a "
             "card of the file, or of another file checked with it, is Criminal Underworld; `[[Aerail]]`; `the Hydar "
             "Assault encounter set` where the sets.json checked with it names Hydra Assault), no card, set or trait "
             "of the data being so named, with a did-you-mean: read as written",
    "MC129": "a target noun a letter off one the cards print, after a determiner (`Attach to your identiy.`, `deal "
             "2 damage to an enemmy`, `while the willain attacks`), with a did-you-mean: kept as written (its effect's "
             "target, its condition's subject unread)",
    "MC130": "a digit between the letters of a lower-case word (`Each minion engage3d with you …`), with the word "
             "without it: read as written",
    "MC131": "a determiner a letter off before a target noun (`Deal 2 damage to en enemy.`, `thw villain`), with a "
             "did-you-mean: the target read by its noun, its words as written",
    "MC132": "an ASCII period ending a Japanese sentence where the paragraph's other sentences end with `。` "
             "(`…与える.カードを1枚引く。`): read as `。`, a slip to correct",
    "MC147": "a timing trigger with no effect after it (`Forced Interrupt: When the villain schemes,` and nothing "
             "more, `強制インタラプト：悪役が計画を進める時、`): the ability does nothing, its text kept",
    "MC133": "a `・` glued to the words before it after a choice's lead-in that opens its options with `・` (`1つを選ぶ："
             "・…与える・カードを1枚引く。`): an option's mark or a name's dot (`ブラック・キャット`), read as written; write "
             "`。` or a blank before it if it opens an option",
    "MC134": "the note a Markdown card prints after a mandatory ability's trigger, `(mandatory)` or `（強制）`, after a "
             "trigger that is no mandatory one (`Response (mandatory): …`): the ability read as its trigger says "
             "(optional); write `Forced Response` if it must be resolved, or take the note out",
    "MC135": "a symbol the cards print for an icon (`★`, `◆`, `⚡`) where no icon stands (`Rated ★★★ — Action:`, `◆ When "
             "Revealed:`): the author's words, kept as written in the text, the name and the messages; write the icon "
             "(`[star]`) where one is meant",
    # ---- runtime (MC2xx) ----
    "MC201": "a game state file that is not valid TOML (at the position TOML gives)",
    "MC202": "an unknown zone or field in a game state file, with a did-you-mean",
    "MC203": "a card a game state names that no card file holds (by name, with a did-you-mean, or by `code`)",
    "MC204": "an unknown form (`hero`, `alter-ego`), with a did-you-mean",
    "MC205": "a number that is not a whole number from 0 to 999 (damage, threat, counters, resources, uses)",
    "MC206": "a value of the wrong kind (text, a list, a table, true or false)",
    "MC207": "an unknown status card (`stunned`, `confused`, `tough`), with a did-you-mean",
    "MC208": "an unknown resource (`energy`, `mental`, `physical`, `wild`), with a did-you-mean",
    "MC209": "a card file a game state names that cannot be read or holds no Marvel Champions card",
    "MC210": "an `attached_to` that names no card in play, with a did-you-mean",
    "MC211": "something a game state needs is missing (a card entry's `card`, a player's identity, the side of "
             "the identity for the form the player is in)",
    "MC212": "`you` names no player of the game state, with a did-you-mean",
    "MC213": "two players of a game state with the same name",
    "MC214": "a card in a zone its type does not go in (a villain in a hand): a warning",
}

CATALOG: dict[str, dict[str, str]] = {
    # ---- front-ends ----
    "marvel_champions.not_card_data": {
        "en": "this JSON is not MarvelCDB card data (an array of card objects, each with `code` and `pack_code`); "
              "nothing was read from it",
        "ja": "この JSON は MarvelCDB のカードデータ（「code」と「pack_code」を持つカードのオブジェクトの配列）ではないため、"
              "何も読んでいません",
    },
    "marvel_champions.not_a_card": {
        "en": "this item is not a card object (`{{…}}`); it was skipped",
        "ja": "この項目はカードのオブジェクト（「{{…}}」）ではないため、読み飛ばしました",
    },
    # statblock's own JSON of cards read back (frontends/own_json.py), MC011
    "marvel_champions.own_json_not_json": {
        "en": "this file looks like statblock's own JSON of Marvel Champions cards, but it is not JSON that can be "
              "read ({problem}); nothing in it was read",
        "ja": "このファイルは statblock 自身のマーベル・チャンピオンズのカードの JSON のようですが、JSON として読めません"
              "（{problem}）。何も読んでいません",
    },
    "marvel_champions.own_json_no_cards": {
        "en": "this file looks like statblock's own JSON of Marvel Champions cards, but it has no `{key}` list; "
              "nothing in it was read",
        "ja": "このファイルは statblock 自身のマーベル・チャンピオンズのカードの JSON のようですが、「{key}」の一覧が"
              "ありません。何も読んでいません",
    },
    "marvel_champions.own_json_not_card": {
        "en": "this entry of `{key}` in statblock's JSON is not a card object (`{{…}}`): it was not read back",
        "ja": "statblock の JSON の「{key}」のこの項目はカードのオブジェクト（「{{…}}」）ではないため、読み戻していません",
    },
    "marvel_champions.own_json_no_name": {
        "en": "a card with no `{key}` in statblock's JSON: it was not read back; give it its name",
        "ja": "statblock の JSON に「{key}」のないカードがあります。読み戻していません。名前を書いてください",
    },
    "marvel_champions.own_json_no_text": {
        "en": "an ability, option or note with no `{key}` string in statblock's JSON: it was not read back (its "
              "other values are what was read from that text); write its words as a string",
        "ja": "statblock の JSON に「{key}」の文字列のないアビリティ（または選択肢、注記）があります。読み戻していません"
              "（ほかの値はその文から読んだものです）。その文を文字列で書いてください",
    },
    "marvel_champions.own_json_stat": {
        "en": "the stat `{key}` in statblock's JSON holds a list or an object, which no card's number is: it was not "
              "read; write a number, `{x}`, `{yes}`, `{no}` or `{none}`",
        "ja": "statblock の JSON の能力値「{key}」は一覧かオブジェクトで、カードの数ではないため読んでいません。"
              "数、「{x}」、「{yes}」、「{no}」、「{none}」のいずれかを書いてください",
    },
    "marvel_champions.own_json_derived": {
        "en": "`{key}` of the card `{name}` in statblock's JSON says otherwise than the words it is read from, which "
              "were read: the value was edited alone. Edit the words (`{words}`) to change it: the value is written "
              "from them",
        "ja": "statblock の JSON のカード「{name}」の「{key}」の値は、それを読み取った語と食い違っています。語のほうを読みました"
              "（値だけが書き換えられています）。変えるには語（「{words}」）を書き換えてください。値は語から書き出されます",
    },
    "marvel_champions.own_json_kind": {
        "en": "`{key}` in statblock's JSON holds {found}, not {expected}: it was not read back",
        "ja": "statblock の JSON の「{key}」は{expected}ではなく{found}です。読み戻していません",
    },
    "marvel_champions.json_invalid": {
        "en": "cannot read this JSON: {problem}",
        "ja": "JSON を読めません（{problem}）",
    },
    "marvel_champions.markup_unclosed": {
        "en": "`{tag}` is never closed in this paragraph; it was left out: add `{close}` where the marked text ends",
        "ja": "「{tag}」がこの段落の中で閉じられていません（タグは無視しました）。強調する語の終わりに「{close}」を加えてください",
    },
    "marvel_champions.markup_stray_close": {
        "en": "`{tag}` closes nothing; it was left out: remove it, or add `{open}` where the marked text begins",
        "ja": "「{tag}」に対応する開始タグがありません（タグは無視しました）。削除するか、強調する語の始めに「{open}」を加えてください",
    },
    "marvel_champions.markup_no_end": {
        "en": "`{tag}` lacks its `>`; read as `{fixed}`, which it is most likely meant to be; correct it",
        "ja": "「{tag}」に「>」がありません。おそらく「{fixed}」の誤りなので、そう読みました。直してください",
    },
    "marvel_champions.markup_nested": {
        "en": "`{tag}` inside `{tag}`: read as `{close}`, which it is most likely meant to be; correct it",
        "ja": "「{tag}」の中に「{tag}」があります。おそらく「{close}」の誤りなので、そう読みました。直してください",
    },
    "marvel_champions.card_no_name": {
        "en": "this card has no `name`; it was skipped: give it its name",
        "ja": "このカードには「name」がないため、読み飛ばしました。名前を書いてください",
    },
    "marvel_champions.card_no_code": {
        "en": "this card has no `code`; it was read, but MarvelCDB finds cards by their code: add it",
        "ja": "このカードには「code」がありません。読みはしましたが、MarvelCDB はカードをコードで探すので加えてください",
    },
    "marvel_champions.native_header_in_card": {
        "en": "a card's first line (its name and type) right under another card's lines: read as the next card, "
              "a blank line probably missing before it",
        "ja": "別のカードの行のすぐ下にカードの1行目（名前と種類）があります。空行が抜けていると見て、次のカードとして読みました",
    },
    "marvel_champions.native_header_in_card_help": {
        "en": "put a blank line before the card's name",
        "ja": "カード名の前に空行を入れてください",
    },
    "marvel_champions.native_no_name": {
        "en": "this card has no name before its type; it was skipped: write its first line like `Black Cat (Ally)`",
        "ja": "このカードには種類の前に名前がないため、読み飛ばしました。1 行目は「ブラックキャット（味方）」のように書いてください",
    },
    "marvel_champions.type_missing": {
        "en": "the card's type is missing: write it in parentheses after the name, like `Black Cat (Ally)`",
        "ja": "カードの種類がありません。「ブラックキャット（味方）」のように、名前の後にかっこで書いてください",
    },
    "marvel_champions.type_guess": {
        "en": "unknown card type `{word}`; did you mean `{guess}`?",
        "ja": "知らないカードの種類「{word}」です。「{guess}」のことですか？",
    },
    "marvel_champions.type_unknown": {
        "en": "unknown card type `{word}`; the types are {known}",
        "ja": "知らないカードの種類「{word}」です。使える種類は {known} です",
    },
    "marvel_champions.stat_guess": {
        "en": "unknown stat `{word}`; did you mean `{guess}`?",
        "ja": "知らない能力値「{word}」です。「{guess}」のことですか？",
    },
    "marvel_champions.stat_unknown": {
        "en": "unknown stat `{word}`; the stats are {known}",
        "ja": "知らない能力値「{word}」です。使える能力値は {known} です",
    },
    "marvel_champions.stat_value": {
        "en": "cannot read `{value}` as the value of `{word}`: write a number (`2`), `{x}`, or `—` for none, "
              "optionally followed by `*` or `{per_hero}`",
        "ja": "「{value}」を「{word}」の値として読めません。数（「2」）、「{x}」、なしなら「—」を書いてください"
              "（後に「*」か「{per_hero}」を付けられます）",
    },
    "marvel_champions.stat_twice": {
        "en": "`{word}` is given twice; the last value is kept: remove one",
        "ja": "「{word}」が 2 回書かれています（後の値を使います）。片方を削除してください",
    },
    "marvel_champions.replace": {
        "en": "replace `{word}` with `{guess}`",
        "ja": "「{word}」を「{guess}」に直してください",
    },
    "marvel_champions.slash_n": {
        "en": "`{written}` here stands for a line break, and is read as one; write a line break (`{escape}` in JSON) "
              "instead",
        "ja": "ここの「{written}」は改行のことと見て、改行として読みました。改行（JSON では「{escape}」）に直してください",
    },
    "marvel_champions.unknown_text_field": {
        "en": "the field `{field}` is not one MarvelCDB defines, so its text is not read as the card's",
        "ja": "フィールド「{field}」は MarvelCDB の定めるものではないため、その文はカードの文として読まれません",
    },
    "marvel_champions.field_not_number": {
        "en": '`{field}` holds `{value}`, which is no number: it is not read; write a number, `{x}` or `{none}`',
        "ja": '「{field}」の値「{value}」は数ではないため読みません。数、「{x}」、「{none}」のいずれかを書いてください',
    },
    "marvel_champions.field_not_flag": {
        "en": '`{field}` holds `{value}`, which is neither `{yes}` nor `{no}`: it is not read; write one of them',
        "ja": '「{field}」の値「{value}」は「{yes}」でも「{no}」でもないため読みません。どちらかを書いてください',
    },
    "marvel_champions.field_not_traits": {
        "en": "`{field}` is neither text (`{example}`) nor a list of words: the card's traits are not read",
        "ja": '「{field}」は文（「{example}」）でも語のリストでもないため、カードの特性を読みません',
    },
    "marvel_champions.field_not_text": {
        "en": "`text` is neither text nor a list of texts: the card's abilities are not read",
        "ja": "「text」は文でも文のリストでもないため、カードの能力を読みません",
    },
    "marvel_champions.type_code_variant": {
        "en": "`{field}` `{word}` is written otherwise than MarvelCDB's `{code}`: read as `{code}`",
        "ja": '「{field}」の「{word}」は MarvelCDB の「{code}」と書き方が違います。「{code}」として読みます',
    },
    "marvel_champions.type_code_guess": {
        "en": "`{field}` `{word}` is none of MarvelCDB's; did you mean `{code}`? (read as `{code}`)",
        "ja": '「{field}」の「{word}」は MarvelCDB のものではありません。「{code}」のことですか？（「{code}」として読みます）',
    },
    "marvel_champions.type_code_unknown": {
        "en": "`{field}` `{word}` is none of MarvelCDB's ({known}): the card is read with it as written",
        "ja": '「{field}」の「{word}」は MarvelCDB のもの（{known}）ではありません。書かれたまま読みます',
    },
    "marvel_champions.flavor_in_text": {
        "en": "this paragraph is all in italics and is no reminder text in parentheses: it is read as flavor text, "
              "not as an ability",
        "ja": "この段落はすべて斜体で、括弧に入った注釈文でもないため、能力ではなくフレーバーテキストとして読みました",
    },
    "marvel_champions.use_flavor_field": {
        "en": "move it to the card's `{field}` field; if it is an ability, take it out of `{tag}`",
        "ja": 'カードの「{field}」フィールドに移してください。能力であれば「{tag}」から出してください',
    },
    "marvel_champions.use_text_field": {
        "en": "if it is the card's text, name the field `text` instead of `{field}`",
        "ja": "カードの文であれば、フィールド名を「{field}」ではなく「text」にしてください",
    },
}

CATALOG.update(LANGUAGE_CATALOG)
CATALOG.update(STATE_CATALOG)
CATALOG.update(RUNTIME_CATALOG)

#: `msg` for this catalog (`marvel_champions.` is added in front of a key when missing).
message = catalog_message("marvel_champions.", CATALOG)
