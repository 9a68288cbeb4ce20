"""Marvel Champions' diagnostic messages, in English and Japanese, and its diagnostic codes.

Every key starts with `marvel_champions.`; `message()` adds this catalog to the core's the first
time it is used (the registry adds it too, when the ruleset is loaded). Codes: MC0xx the front-ends
(files, JSON, markup), MC1xx the language (triggers, keywords, costs, targets), MC2xx the runtime
(game states and events).
"""

from __future__ import annotations

from ...messages import catalog_message

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
             "else the effect is",
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
             "enemy.`, `Exhaust X → draw 1 card.`): a constant ability has none (seed 002); read as a constant "
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
    # ---- language ----
    "marvel_champions.language.syntax": {
        "en": "cannot read this ability text at `{found}`; it is kept as text",
        "ja": "この能力のテキストを「{found}」の箇所で読めません。テキストのまま残します",
    },
    "marvel_champions.language.unknown_trigger": {
        "en": "unknown timing trigger `{word}`; did you mean `{guess}`? (read as `{guess}`)",
        "ja": "不明なタイミング・トリガー「{word}」です。「{guess}」の誤りではありませんか？（「{guess}」として読みます）",
    },
    "marvel_champions.language.unknown_head": {
        "en": "`{word}` before a colon is no timing trigger of the cards; the text after it is read as a constant ability, "
              "its words kept",
        "ja": "コロンの前の「{word}」はカードのタイミング・トリガーではありません。後の文は常時能力として読み、語はそのまま残します",
    },
    "marvel_champions.language.unknown_head_help": {
        "en": "if `{word}` is when the ability is used, write a trigger the cards print (`Action`, `Response`, "
              "`Interrupt`, `Forced Response`, ...); if it is a condition, write it as one (`If …, …`)",
        "ja": "「{word}」が能力を使う時機なら、カードのトリガー（「アクション」「レスポンス」「インタラプト」"
              "「強制レスポンス」など）で書いてください。条件なら条件文（「～場合、…」）で書いてください",
    },
    "marvel_champions.language.words_before_trigger": {
        "en": "`{words}` before the trigger `{trigger}` is no word of the cards (read as `{trigger}`; `{words}` "
              "is kept as written before it, and nothing is read in it)",
        "ja": "トリガー「{trigger}」の前の「{words}」はカードの語ではありません（「{trigger}」として読み、"
              "「{words}」はその前に書かれたまま残しますが、何も読み取りません）",
    },
    "marvel_champions.language.words_before_trigger_help": {
        "en": "if `{words}` is a condition of the ability, write it after the trigger (`If …, …`); if it is the "
              "ability's name, write it before with a dash (`{words} — …`)",
        "ja": "「{words}」が能力の条件なら、トリガーの後に条件文（「～場合、…」）で書いてください。能力の名前なら、"
              "前にダッシュを付けて書いてください（「{words} — …」）",
    },
    "marvel_champions.language.typed_arrow": {
        "en": "`{found}` is the arrow `→` typed with keys: read as `→` (the words before it are the cost)",
        "ja": "「{found}」はキーで打った矢印「→」です。「→」として読みます（前の語がコストです）"},
    "marvel_champions.language.cost_without_trigger": {
        "en": "a cost (`… →`) on an ability with no timing trigger: a constant ability has none (seed 002); read as "
              "a constant ability, the effect after `→` always on, the cost as written",
        "ja": "タイミング・トリガーのない能力にコスト（「… →」）があります。常時能力にはコストがありません（シード002）。"
              "常時能力として読み、「→」の後の効果は常に有効、コストは書かれたままです"},
    "marvel_champions.language.write_trigger_colon": {
        "en": "its first words are the trigger `{word}`: write it as the cards do, with its colon (`{word}: …`)",
        "ja": "最初の語はトリガー「{word}」です。カードのとおりコロン付きで書いてください（「{word}：…」）"},
    "marvel_champions.language.write_trigger": {
        "en": "write its timing trigger before it (`Action: …`, `Response: After …, …`), or take the arrow out",
        "ja": "前にタイミング・トリガーを書いてください（「アクション：…」、「レスポンス：…後、…」）。またはこの矢印を外してください"},
    "marvel_champions.language.second_arrow": {
        "en": "a second `→` in one ability: its cost is what is before the first `→`; the words after this one are "
              "read as more of the effect",
        "ja": "1つの能力に2つ目の「→」があります。コストは最初の「→」の前だけです。この「→」の後の語は効果の続きとして読みます",
    },
    "marvel_champions.language.second_arrow_help": {
        "en": "write the effect as sentences (`Reveal that card. Then, draw 3 cards.`), or, if what is before this "
              "`→` is a cost, make it an ability of its own",
        "ja": "効果を文で書いてください（「そのカードを公開する。その後、カードを3枚引く。」）。この「→」の前がコストなら、"
              "別の能力にしてください",
    },
    "marvel_champions.language.unknown_keyword_plain": {
        "en": "`{word}` is written as a keyword, and the cards print no keyword so named; it is kept as text",
        "ja": "「{word}」はキーワードの形で書かれていますが、その名前のキーワードはカードにありません。テキストのまま残します",
    },
    "marvel_champions.language.unknown_keyword_help": {
        "en": "if `{word}` is a keyword of another card game or of a homebrew set, write what it does as a sentence; "
              "if it is a misspelt keyword, write the printed one (`Surge.`, `Toughness.`, `Retaliate 1.`, ...)",
        "ja": "「{word}」が他のゲームや自作セットのキーワードなら、その働きを文で書いてください。"
              "キーワードの綴り誤りなら、カードの綴り（「サージ」「タフネス」「報復1」など）で書いてください",
    },
    "marvel_champions.language.lower_case_sentence": {
        "en": "a sentence opens with `{word}` in lower case after a period; it is read as a sentence of its own",
        "ja": "ピリオドの後の文が小文字の「{word}」で始まっています。別の文として読みます",
    },
    "marvel_champions.language.option_without_bullet": {
        "en": "an option with no bullet after a lead-in that offers options; it is read as one of them",
        "ja": "選択肢を示す前置きの後に、行頭記号のない選択肢があります。選択肢の1つとして読みます",
    },
    "marvel_champions.language.use_bullet_before": {
        "en": "write `• ` before each option, as the cards print them",
        "ja": "カードの表記のとおり、各選択肢の前に「• 」を書いてください",
    },
    "marvel_champions.language.unknown_icon": {
        "en": "`{icon}` is no icon the cards print: read as no icon (a resource of no kind)",
        "ja": "「{icon}」はカードに印刷されるアイコンではありません。アイコンなしとして読みます（種類のないリソース）",
    },
    "marvel_champions.language.unsaid_text": {
        "en": "`{text}` is kept as written: no effect of the cards' wording is read in it, so the card prints it word "
              "for word and `timing --resolve` leaves it to be done by hand",
        "ja": "「{text}」は書かれたまま残します。カードの文言の効果として読めないため、カードにはそのまま印刷し、"
              "解決は手で行うよう残します",
    },
    "marvel_champions.language.unsaid_text_help": {
        "en": "if it is meant as a rule, write it as the cards word one (`Deal 2 damage to an enemy.`, `敵1体に2ダメージを"
              "与える。`); the card's own prose needs nothing",
        "ja": "ルールとして書いたのなら、カードの文言の形で書いてください（「敵1体に2ダメージを与える。」「カードを1枚引く。」"
              "など）。カード固有の説明文ならそのままで構いません",
    },
    "marvel_champions.language.doubled_word": {
        "en": "`{words}`: a word written twice in a row",
        "ja": "「{words}」：同じ語が2回続けて書かれています",
    },
    "marvel_champions.language.trigger_spelling": {
        "en": "`{word}` is printed `{guess}` on the cards (read as `{guess}`)",
        "ja": "「{word}」はカードでは「{guess}」と印刷されています（「{guess}」として読みます）",
    },
    "marvel_champions.language.unknown_scope": {
        "en": "a limit is counted over a round, a phase, the game, an attack, an activation, an event or a basic "
              "power use, or over copies (per player, deck, hero, …); `{word}` is none of these: the limit is kept "
              "as written, and nothing tells when its uses start over",
        "ja": "制限は、ラウンド・フェイズ・ゲーム・攻撃・起動・イベント・基本パワーの使用のいずれかにつき、またはコピーの数"
              "（プレイヤー・デッキ・ヒーローなどにつき）で数えます。「{word}」はそのどれでもありません。制限は書かれたとおり"
              "に残しますが、使用回数がいつ戻るかは分かりません",
    },
    "marvel_champions.language.unknown_scope_guess": {
        "en": "unknown limit scope `{word}`; did you mean `{guess}`? (read as `{guess}`)",
        "ja": "不明な制限の単位「{word}」です。「{guess}」の誤りではありませんか？（「{guess}」として読みます）",
    },
    "marvel_champions.language.unread_limit": {
        "en": "`{words}` is not read as a limit (the cards print `(Limit once per round.)`, `(Max 1 per player.)`): it "
              "is kept as written, and nothing counts the ability's uses",
        "ja": "「{words}」は制限として読めません（カードの表記は「（ラウンドにつき1回まで。）」）。書かれたとおりに残し、"
              "能力の使用回数は数えません"},
    "marvel_champions.language.write_limit": {
        "en": "write it as the cards print a limit: `(Limit once per round.)`, `(Limit twice per phase.)`",
        "ja": "カードの制限の表記で書いてください：「（ラウンドにつき1回まで。）」「（フェイズにつき2回まで。）」"},
    "marvel_champions.language.write_scope": {
        "en": "write what the cards count it over: `Limit once per round.`, `Limit once per phase.`",
        "ja": "カードの単位で書いてください：「（ラウンドにつき1回まで。）」「（フェイズにつき1回まで。）」",
    },
    "marvel_champions.language.verb_slip": {
        "en": "`{word}` is no wording of the cards; did you mean `{guess}`? (read as `{guess}`)",
        "ja": "「{word}」はカードの言い回しにありません。「{guess}」の誤りではありませんか？（「{guess}」として読みます）",
    },
    "marvel_champions.language.unknown_keyword": {
        "en": "unknown keyword `{word}`; did you mean `{guess}`? (read as `{guess}`)",
        "ja": "不明なキーワード「{word}」です。「{guess}」の誤りではありませんか？（「{guess}」として読みます）",
    },
    "marvel_champions.language.keyword_value": {
        "en": "the keyword `{word}` takes a value ({example}), and none is written",
        "ja": "キーワード「{word}」には値が必要です（{example}）が、書かれていません",
    },
    "marvel_champions.language.cost_without_effect": {
        "en": "a cost with nothing after `→`: what does paying it do?",
        "ja": "「→」の後に何もないコストです。支払うと何が起きるのかを書いてください",
    },
    "marvel_champions.language.target_type": {
        "en": "`{effect}` names `{target}`, but a card that is a `{noun}` can never {what}",
        "ja": "「{effect}」の対象は「{target}」ですが、「{noun}」のカードが{what}ことはありません",
    },
    "marvel_champions.language.unknown_label": {
        "en": "unknown label `({word})`; did you mean `({guess})`?",
        "ja": "不明なラベル「({word})」です。「({guess})」の誤りではありませんか？",
    },
    "marvel_champions.language.unknown_label_plain": {
        "en": "unknown label `({word})`; known labels: {known}",
        "ja": "不明なラベル「({word})」です。使えるラベルは {known} です",
    },
    "marvel_champions.language.missing_comma": {
        "en": "`{condition}` is a condition with no effect after it: a comma is surely missing after `{word}` "
              "(read as `{fixed}`)",
        "ja": "「{condition}」は条件だけで、その後に効果がありません。「{word}」の後の読点（カンマ）が抜けているようです"
              "（「{fixed}」として読みます）",
    },
    "marvel_champions.language.write": {
        "en": "write `{fixed}`",
        "ja": "「{fixed}」と書いてください",
    },
    "marvel_champions.language.bare_condition": {
        "en": "`{condition}` is a condition with no effect after it: nothing happens when it holds",
        "ja": "「{condition}」は条件だけで、その後に効果がありません。条件が満たされても何も起きません",
    },
    "marvel_champions.language.add_effect": {
        "en": "write what happens after the condition and a comma (`{condition}, draw 1 card.`), or join it to the "
              "sentence it belongs to",
        "ja": "「{condition}」の後にカンマを置いて、条件が満たされたときに何が起きるかを書くか、属する文につなげてください",
    },
    "marvel_champions.language.add_effect_japanese": {
        "en": "write what happens after the condition and a comma (`{condition}、カードを1枚引く。`), or join it to the "
              "sentence it belongs to",
        "ja": "条件の後に読点を置いて何が起きるかを書くか（「{condition}、カードを1枚引く。」）、属する文につなげてください",
    },
    "marvel_champions.language.trait_slip": {
        "en": "`{found}`: a trait's brackets hold its name alone, a space between them and the words beside them "
              "(`{fixed}`)",
        "ja": "「{found}」：特性の二重角括弧の中には特性名だけを書き、前後の単語との間に空白を入れてください（「{fixed}」）",
    },
    "marvel_champions.language.trait_slip_japanese": {
        "en": "`{found}`: a trait's brackets hold its name alone, no space inside them (`{fixed}`)",
        "ja": "「{found}」：特性の二重角括弧の中には特性名だけを書き、空白を入れないでください（「{fixed}」）",
    },
    "marvel_champions.language.period_bullet": {
        "en": "a `.` opens this option of the ability before it: read as its bullet",
        "ja": "前の能力の選択肢の頭に「.」があります。箇条書きの「•」として読みました",
    },
    "marvel_champions.language.use_bullet": {
        "en": "write `•` for `{found}`",
        "ja": "「{found}」を「•」に直してください",
    },
    "marvel_champions.language.stray_period": {
        "en": "a stray `{found}` with no sentence before it",
        "ja": "前に文のない余分な「{found}」があります",
    },
    "marvel_champions.language.unclosed": {
        "en": "`{found}` is never closed",
        "ja": "「{found}」が閉じられていません",
    },
    "marvel_champions.language.unopened": {
        "en": "`{found}` closes nothing",
        "ja": "「{found}」に対応する開き記号がありません",
    },
    "marvel_champions.language.own_name_slip": {
        "en": "`{word}` is a letter or two off this card's name `{name}`; did you mean `{name}`?",
        "ja": "「{word}」はこのカードの名前「{name}」と 1〜2 文字違います。「{name}」の誤りではありませんか？",
    },
    "marvel_champions.language.name_misnamed": {
        "en": "the card `{name}` is written `{word}` in the text of this file, {count} times, and never as it is named; "
              "did you mean to name it `{word}`? (if the text is the slip, correct it there)",
        "ja": "カード「{name}」はこのファイルの文で {count} 回「{word}」と書かれ、カード名どおりには一度も書かれていません。"
              "カード名は「{word}」の誤りではありませんか？（文のほうが誤りなら、そちらを直してください）",
    },
    "marvel_champions.language.name_case_elsewhere": {
        "en": "`{word}` is cased otherwise than the card `{name}` of {file} (line {line}); did you mean `{name}`? "
              "(if the card's name is the slip, correct it there)",
        "ja": "「{word}」は {file} のカード「{name}」（{line} 行目）と大文字・小文字が違います。「{name}」の誤りではありません"
              "か？（カード名のほうが誤りなら、そちらを直してください）",
    },
    "marvel_champions.language.other_name": {
        "en": "`{word}` names no card of the data, and is a letter or two off the card `{name}` of this file (line "
              "{line}); did you mean `{name}`? (read as written)",
        "ja": "「{word}」という名前のカードはデータになく、このファイルのカード「{name}」（{line} 行目）と 1〜2 文字違います。"
              "「{name}」の誤りではありませんか？（書かれたとおりに読みます）",
    },
    "marvel_champions.language.other_name_elsewhere": {
        "en": "`{word}` names no card of the data, and is a letter or two off the card `{name}` of {file} (line "
              "{line}); did you mean `{name}`? (read as written)",
        "ja": "「{word}」という名前のカードはデータになく、{file} のカード「{name}」（{line} 行目）と 1〜2 文字違います。"
              "「{name}」の誤りではありませんか？（書かれたとおりに読みます）",
    },
    "marvel_champions.language.other_set": {
        "en": "`{word}` names no set of the data, and is a letter or two off the encounter set `{name}` of {file} "
              "(line {line}); did you mean `{name}`? (read as written)",
        "ja": "「{word}」という名前のセットはデータになく、{file} のエンカウンターセット「{name}」（{line} 行目）と 1〜2 文字"
              "違います。「{name}」の誤りではありませんか？（書かれたとおりに読みます）",
    },
    "marvel_champions.language.other_trait": {
        "en": "the trait `{word}` is no card's of this file, and is a letter or two off the trait `{name}` its cards "
              "have; did you mean `{name}`? (read as written)",
        "ja": "特性「{word}」はこのファイルのどのカードにもなく、カードが持つ特性「{name}」と 1〜2 文字違います。"
              "「{name}」の誤りではありませんか？（書かれたとおりに読みます）",
    },
    "marvel_champions.language.counted_noun_slip": {
        "en": "`{word}` is no noun of the cards; did you mean `{guess}`? (read as `{guess}`)",
        "ja": "「{word}」はカードの名詞ではありません。「{guess}」の誤りではありませんか？（「{guess}」として読みます）",
    },
    "marvel_champions.language.noun_slip": {
        "en": "`{word}` is no noun of the cards; did you mean `{guess}`? (kept as written: nothing is read as a "
              "{guess} there)",
        "ja": "「{word}」はカードの名詞ではありません。「{guess}」の誤りではありませんか？（書かれたとおりに残し、そこを"
              "「{guess}」としては読みません）",
    },
    "marvel_champions.language.name_case": {
        "en": "`{word}` is cased otherwise than the card `{name}` of this file (line {line}); did you mean `{name}`? "
              "(if the card's name is the slip, correct it there)",
        "ja": "「{word}」はこのファイルのカード「{name}」（{line} 行目）と大文字・小文字が違います。「{name}」の誤りではありません"
              "か？（カード名のほうが誤りなら、そちらを直してください）",
    },
    "marvel_champions.language.replace": {
        "en": "replace `{word}` with `{guess}`",
        "ja": "「{word}」を「{guess}」に直してください",
    },
    "marvel_champions.language.write_value": {
        "en": "write its value: `{example}`",
        "ja": "値を書いてください：「{example}」",
    },
    "marvel_champions.language.write_effect": {
        "en": "write the effect after `→`, or take the arrow out",
        "ja": "「→」の後に効果を書くか、矢印を取り除いてください",
    },
    "marvel_champions.language.missing_colon": {
        "en": "the timing trigger `{word}` has no colon after it (read as a trigger)",
        "ja": "タイミング・トリガー「{word}」の後にコロンがありません（トリガーとして読みます）",
    },
    "marvel_champions.language.write_colon": {
        "en": "write `{word}:`",
        "ja": "「{word}：」と書いてください",
    },
    "marvel_champions.language.write_colon_ja": {
        "en": "write `{word}：`",
        "ja": "「{word}：」と書いてください",
    },
    "marvel_champions.language.remove": {
        "en": "take `{found}` out",
        "ja": "「{found}」を取り除いてください",
    },
    "marvel_champions.language.japanese_unread": {
        "en": "`{words}` is not read as {what}: it is kept as written",
        "ja": "「{words}」を{what}として読めません。書かれたまま残します",
    },
    "marvel_champions.language.unread.condition": {
        "en": "the trigger's condition (Japanese ends it with a timing word and a comma: `…した後、`, `…する時、`, "
              "`…しようとする時、`)",
        "ja": "トリガーの条件（タイミングの語と読点で終わります：「…した後、」「…する時、」「…しようとする時、」）",
    },
    "marvel_champions.language.unread.cost": {
        "en": "a cost (`このカードを消耗する`, `リソースを1つ支払う`, `1ダメージを受ける`, …)",
        "ja": "コスト（「このカードを消耗する」「リソースを1つ支払う」「1ダメージを受ける」など）",
    },
    "marvel_champions.language.unread.limit": {"en": "a limit (`ラウンドにつき1回まで`)",
                                                "ja": "回数の上限（「ラウンドにつき1回まで」）"},
    "marvel_champions.language.unread.keyword": {"en": "a keyword", "ja": "キーワード"},
    "marvel_champions.language.unread.trigger": {"en": "a timing trigger (`公開時`, `敗北時`, `強制レスポンス`, …)",
                                                  "ja": "タイミング・トリガー（「公開時」「敗北時」「強制レスポンス」など）"},
    "marvel_champions.language.what.damage": {"en": "take damage", "ja": "ダメージを受ける"},
    "marvel_champions.language.what.heal": {"en": "be healed", "ja": "回復する"},
    "marvel_champions.language.what.threat": {"en": "hold threat", "ja": "脅威を置かれる"},
    "marvel_champions.language.what.status": {"en": "be given a status card", "ja": "ステータスカードを受ける"},
    # ---- runtime ----
    # the command
    "marvel_champions.help.timing": {
        "en": "who answers a game event, in seed 002's timing priority (Marvel Champions)",
        "ja": "ゲームのイベントに応じる能力を、タイミングの優先順位の順に示します（マーベル・チャンピオンズ）",
    },
    "marvel_champions.help.timing.state": {"en": "the game state file (TOML)", "ja": "ゲームの状態ファイル"},
    "marvel_champions.help.timing.event": {
        "en": "the event, as a player says it: `the villain attacks you`, `after you play Backflip`",
        "ja": "イベント（例：「悪役があなたを攻撃する」「あなたがバックフリップをプレイした後」）",
    },
    "marvel_champions.help.timing.resolve": {
        "en": "resolve the mandatory abilities in order, showing the state after each step",
        "ja": "必須の能力を順に解決し、各段階の後の状態を示します",
    },
    "marvel_champions.help.timing.format": {"en": "text for people, json for tools",
                                            "ja": "{text} は人が読む形式、{json} はツール向け"},
    # game state files
    "marvel_champions.state_not_toml": {"en": "the game state is not valid {format}: {message}",
                                        "ja": "ゲームの状態を {format} として読めません: {message}"},
    "marvel_champions.state_too_deep": {"en": "arrays or inline tables nested hundreds deep",
                                        "ja": "配列かインラインテーブルが数百段の入れ子になっています"},
    "marvel_champions.state_quote_key": {"en": "{format} takes the key `{key}` only in quotes (`\"{key}\" = …`)",
                                         "ja": "キー「{key}」は {format} では引用符で囲んで書きます（「\"{key}\" = …」）"},
    "marvel_champions.state_long_key": {"en": "a dotted key of more than {parts} parts",
                                        "ja": "{parts} 個より多い部分からなるドット区切りのキーがあります"},
    "marvel_champions.state_long_number": {"en": "a number with thousands of digits",
                                           "ja": "数千桁の数があります"},
    "marvel_champions.state_unknown_key": {"en": "unknown key `{key}` in {where}; known: {known}",
                                           "ja": "{where}の「{key}」は不明なキーです。使えるのは {known} です"},
    "marvel_champions.state_unknown_key_guess": {
        "en": "unknown key `{key}` in {where}; did you mean `{guess}`?",
        "ja": "{where}の「{key}」は不明なキーです。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.where_top": {"en": "the game state", "ja": "ゲームの状態"},
    "marvel_champions.where_card": {"en": "a card entry", "ja": "カードの項目"},
    "marvel_champions.where_player": {"en": "a player", "ja": "プレイヤーの項目"},
    "marvel_champions.state_wrong_kind": {"en": "expected {expected} here, found {found}",
                                          "ja": "ここには{expected}が必要ですが、{found} が書かれています"},
    "marvel_champions.kind_text": {"en": "text", "ja": "文字列"},
    "marvel_champions.kind_list": {"en": "a list `[…]`", "ja": "リスト「[…]」"},
    "marvel_champions.kind_table": {"en": "a table `{{…}}`", "ja": "テーブル「{{…}}」"},
    "marvel_champions.kind_yes_or_no": {"en": "true or false", "ja": "真偽値"},
    "marvel_champions.state_bad_number": {"en": "expected a whole number from {low} to {high}, found {found}",
                                          "ja": "{low} から {high} までの整数が必要ですが、{found} が書かれています"},
    "marvel_champions.state_card_file": {"en": "cannot read the card file {path}: {message}",
                                         "ja": "カードファイル {path} を読めません: {message}"},
    "marvel_champions.state_card_file_empty": {
        "en": "the card file {path} holds no Marvel Champions card",
        "ja": "カードファイル {path} にはマーベル・チャンピオンズのカードがありません",
    },
    "marvel_champions.state_unknown_code": {"en": "no card of the card files has the code `{code}`",
                                            "ja": "コード「{code}」のカードはカードファイルにありません"},
    "marvel_champions.state_missing": {"en": "`{key}` is missing here (for example `{example}`)",
                                       "ja": "ここには「{key}」が必要です（例：「{example}」）"},
    "marvel_champions.state_unknown_card": {
        "en": "no card called `{name}` in the card files ({count} cards)",
        "ja": "「{name}」という名前のカードはカードファイルにありません（{count} 枚中）",
    },
    "marvel_champions.state_unknown_card_guess": {
        "en": "no card called `{name}` in the card files; did you mean `{guess}`?",
        "ja": "「{name}」という名前のカードはカードファイルにありません。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.state_wrong_zone": {"en": "`{name}` is a card of type {type}, which does not go in `{zone}`",
                                          "ja": "「{name}」は種類が {type} のカードで、「{zone}」には置かれません"},
    "marvel_champions.state_unknown_status": {"en": "unknown status card `{status}`; known: {known}",
                                              "ja": "「{status}」は不明なステータスカードです。使えるのは {known} です"},
    "marvel_champions.state_unknown_status_guess": {
        "en": "unknown status card `{status}`; did you mean `{guess}`?",
        "ja": "「{status}」は不明なステータスカードです。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.state_unknown_resource": {"en": "unknown resource `{resource}`; known: {known}",
                                                "ja": "「{resource}」は不明なリソースです。使えるのは {known} です"},
    "marvel_champions.state_unknown_resource_guess": {
        "en": "unknown resource `{resource}`; did you mean `{guess}`?",
        "ja": "「{resource}」は不明なリソースです。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.state_unknown_form": {"en": "unknown form `{form}`; known: {known}",
                                            "ja": "「{form}」は不明な形態です。使えるのは {known} です"},
    "marvel_champions.state_unknown_form_guess": {"en": "unknown form `{form}`; did you mean `{guess}`?",
                                                  "ja": "「{form}」は不明な形態です。「{guess}」の誤りではありませんか？"},
    "marvel_champions.state_missing_side": {
        "en": "the player is in {form} form, but no `{key}` card is given for it",
        "ja": "プレイヤーは{form}形態ですが、その「{key}」のカードが指定されていません",
    },
    "marvel_champions.state_duplicate_player": {
        "en": "a second player called `{name}`: give each player a name of their own",
        "ja": "「{name}」という名前のプレイヤーが2人います。それぞれ別の名前を付けてください",
    },
    "marvel_champions.state_attached_to": {"en": "`{field}` names `{name}`, but no card of that name is in play",
                                           "ja": "「{field}」が指す「{name}」という名前のカードはプレイ中にありません"},
    "marvel_champions.state_attached_to_guess": {
        "en": "`{field}` names `{name}`, but no card of that name is in play; did you mean `{guess}`?",
        "ja": "「{field}」が指す「{name}」という名前のカードはプレイ中にありません。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.state_unknown_player": {"en": "`{field}` names `{name}`, but no player is called that; players: "
                                                    "{known}",
                                              "ja": "「{field}」が指す「{name}」というプレイヤーはいません。プレイヤー：{known}"},
    "marvel_champions.state_unknown_player_guess": {
        "en": "`{field}` names `{name}`, but no player is called that; did you mean `{guess}`?",
        "ja": "「{field}」が指す「{name}」というプレイヤーはいません。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.form_hero": {"en": "hero", "ja": "ヒーロー"},
    "marvel_champions.form_alter_ego": {"en": "alter-ego", "ja": "分身"},
    # events
    "marvel_champions.event_unknown": {
        "en": "`{event}` is not an event statblock knows; for example: {examples}",
        "ja": "「{event}」は statblock が知っているイベントではありません。例：{examples}",
    },
    "marvel_champions.event_too_long": {
        "en": "an event of more than {most} characters is not read: say it as a player does (`the villain attacks you`)",
        "ja": "{most} 文字を超えるイベントは読みません。プレイヤーが言うように書いてください（「悪役があなたを攻撃する」）",
    },
    "marvel_champions.event_amount": {
        "en": "`{number}` is no amount of the game (at most {most}): write the amount",
        "ja": "「{number}」はゲームの量ではありません（最大 {most}）。量を書いてください",
    },
    "marvel_champions.event_unknown_guess": {
        "en": "`{event}` is not an event statblock knows; did you mean `{guess}`?",
        "ja": "「{event}」は statblock が知っているイベントではありません。「{guess}」のことですか？",
    },
    "marvel_champions.event_self": {"en": "an event cannot say `{words}`: name the card",
                                    "ja": "イベントに「{words}」とは書けません。カードの名前を書いてください"},
    "marvel_champions.event_noun": {
        "en": "`{words}` in the event is neither a card of the card files nor a word statblock knows",
        "ja": "イベントの「{words}」は、カードファイルのカードでも statblock が知っている語でもありません",
    },
    "marvel_champions.event_noun_guess": {
        "en": "`{words}` in the event is neither a card of the card files nor a word statblock knows; "
              "did you mean `{guess}`?",
        "ja": "イベントの「{words}」は、カードファイルのカードでも statblock が知っている語でもありません。"
              "「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.event_form": {"en": "the form in `{words}` is neither hero nor alter-ego",
                                    "ja": "「{words}」の形態はヒーローでも分身でもありません"},
    "marvel_champions.event_initiate_attack": {"en": "initiating an attack", "ja": "攻撃の開始"},
    "marvel_champions.event_attack": {"en": "an attack", "ja": "攻撃"},
    "marvel_champions.event_activate": {"en": "an activation", "ja": "アクティベート"},
    "marvel_champions.event_scheme": {"en": "scheming", "ja": "計画を進めること"},
    "marvel_champions.event_thwart": {"en": "thwarting", "ja": "阻止"},
    "marvel_champions.event_defend": {"en": "defending", "ja": "防御"},
    "marvel_champions.event_basic_power": {"en": "a basic power used", "ja": "基本パワーの使用"},
    "marvel_champions.event_recover": {"en": "recovering", "ja": "基本回復"},
    "marvel_champions.event_play": {"en": "playing a card", "ja": "カードのプレイ"},
    "marvel_champions.event_ready": {"en": "readying a card", "ja": "準備状態にすること"},
    "marvel_champions.event_spend": {"en": "spending a card", "ja": "カードの支払い"},
    "marvel_champions.event_enters_play": {"en": "entering play", "ja": "プレイに入ること"},
    "marvel_champions.event_leaves_play": {"en": "leaving play", "ja": "プレイから離れること"},
    "marvel_champions.event_defeated": {"en": "being defeated", "ja": "倒されること"},
    "marvel_champions.event_change_form": {"en": "changing form", "ja": "形態の変更"},
    "marvel_champions.event_threat_placed": {"en": "threat being placed", "ja": "脅威が置かれること"},
    "marvel_champions.event_threat_removed": {"en": "threat being removed", "ja": "脅威が取り除かれること"},
    "marvel_champions.event_damaged": {"en": "taking damage", "ja": "ダメージを受けること"},
    "marvel_champions.event_status_discarded": {"en": "a status card discarded", "ja": "ステータスカードが捨て札になること"},
    "marvel_champions.event_counters_placed": {"en": "counters placed", "ja": "カウンターが置かれること"},
    "marvel_champions.event_counters_removed": {"en": "counters removed", "ja": "カウンターが取り除かれること"},
    "marvel_champions.event_dealt_encounter": {"en": "an encounter card dealt", "ja": "遭遇カードが配られること"},
    "marvel_champions.event_revealed": {"en": "a card being revealed", "ja": "カードの公開"},
    "marvel_champions.event_engage": {"en": "engaging", "ja": "交戦"},
    "marvel_champions.event_round_ends": {"en": "the end of the round", "ja": "ラウンドの終了"},
    "marvel_champions.event_phase_begins": {"en": "a phase beginning", "ja": "フェイズの開始"},
    "marvel_champions.event_phase_ends": {"en": "a phase ending", "ja": "フェイズの終了"},
    "marvel_champions.event_villain_step": {"en": "a step of the villain phase", "ja": "悪役フェイズのステップ"},
    "marvel_champions.event_turn_begins": {"en": "a turn beginning", "ja": "ターンの開始"},
    "marvel_champions.event_turn_ends": {"en": "a turn ending", "ja": "ターンの終了"},
    "marvel_champions.event_boost_flipped": {"en": "a boost card turned faceup", "ja": "ブーストカードが表向きになること"},
    "marvel_champions.event_completed": {"en": "being completed", "ja": "完了"},
    "marvel_champions.event_setup": {"en": "setup", "ja": "セットアップ"},
    # whether a condition matches
    "marvel_champions.judge_words": {"en": "the condition's words `{words}` are not ones statblock can compare",
                                     "ja": "条件の「{words}」は statblock が比べられる語ではありません"},
    "marvel_champions.judge_unsaid": {"en": "the event does not say {what} (the condition says `{words}`)",
                                      "ja": "イベントは{what}を言っていません（条件は「{words}」）"},
    "marvel_champions.role_subject": {"en": "who does it", "ja": "誰が行うか"},
    "marvel_champions.role_object": {"en": "to whom", "ja": "誰に対してか"},
    "marvel_champions.role_card": {"en": "which card", "ja": "どのカードか"},
    "marvel_champions.no_noun": {"en": "{what}: not `{words}`", "ja": "{what}が「{words}」と合いません"},
    "marvel_champions.this_card": {"en": "this card", "ja": "このカード"},
    "marvel_champions.judge_which": {
        "en": "the event leaves open {what}, and not every card it may mean is `{words}`",
        "ja": "イベントでは{what}が決まらず、当てはまりうるカードのすべてが「{words}」ではありません",
    },
    "marvel_champions.judge_kind": {"en": "{event} may or may not be {condition}",
                                    "ja": "{event}が{condition}であるかどうかは決まりません"},
    "marvel_champions.no_kind": {"en": "another event", "ja": "別のイベントです"},
    "marvel_champions.no_counter": {"en": "{event} counters, not {condition} counters",
                                    "ja": "{condition}カウンターではなく{event}カウンターです"},
    "marvel_champions.judge_counter": {"en": "the event does not say which counters (the condition says {condition})",
                                       "ja": "イベントはどのカウンターかを言っていません（条件は{condition}カウンター）"},
    "marvel_champions.judge_form": {"en": "the event does not say which form", "ja": "イベントはどの形態かを言っていません"},
    "marvel_champions.no_form": {"en": "another form", "ja": "別の形態です"},
    "marvel_champions.no_phase": {"en": "another phase", "ja": "別のフェイズです"},
    "marvel_champions.no_control": {"en": "under another player's control", "ja": "別のプレイヤーのコントロール下です"},
    "marvel_champions.judge_qualifier": {"en": "the event does not say {qualifier}",
                                         "ja": "イベントは{qualifier}を言っていません"},
    "marvel_champions.qualifier_damages": {"en": "that the attack damaged", "ja": "攻撃がダメージを与えたこと"},
    "marvel_champions.qualifier_defeats": {"en": "that the attack defeated", "ja": "攻撃が倒したこと"},
    "marvel_champions.qualifier_basic": {"en": "that it is a basic power", "ja": "基本パワーであること"},
    "marvel_champions.qualifier_undefended": {"en": "that the attack is undefended", "ja": "防御されない攻撃であること"},
    "marvel_champions.qualifier_from_attack": {"en": "that it comes from an attack", "ja": "攻撃によるものであること"},
    "marvel_champions.qualifier_indirect": {"en": "that it is indirect damage", "ja": "間接ダメージであること"},
    "marvel_champions.qualifier_consequential": {"en": "that it is consequential damage", "ja": "結果的損害であること"},
    "marvel_champions.qualifier_to_pay_for": {"en": "what it pays for", "ja": "何の支払いか"},
    "marvel_champions.qualifier_from_hand": {"en": "that it is from the hand", "ja": "手札からであること"},
    "marvel_champions.qualifier_from_encounter_deck": {"en": "that it is from the encounter deck",
                                                       "ja": "遭遇デッキからであること"},
    "marvel_champions.qualifier_setup": {"en": "that it is during setup", "ja": "セットアップ中であること"},
    "marvel_champions.qualifier_during_activation": {"en": "that it is during that activation",
                                                     "ja": "そのアクティベーション中であること"},
    "marvel_champions.qualifier_last": {"en": "that it is the last one (threat or counter)",
                                        "ja": "最後の1つ（脅威またはカウンター）であること"},
    "marvel_champions.qualifier_under_your_control": {"en": "under whose control it is", "ja": "誰のコントロール下か"},
    "marvel_champions.judge_qualifier_trigger": {"en": "its trigger names `{words}`: check that it applies",
                                                 "ja": "トリガーに「{words}」とあります。当てはまるか確かめてください"},
    "marvel_champions.judge_no_condition": {"en": "its trigger condition was not read",
                                            "ja": "トリガー条件が読み取られていません"},
    "marvel_champions.judge_condition": {
        "en": "its trigger condition is not in words statblock can compare with the event",
        "ja": "トリガー条件が、statblock がイベントと比べられる言葉で書かれていません",
    },
    "marvel_champions.judge_activation": {
        "en": "the event does not say whether the activation is an attack or a scheme",
        "ja": "アクティベートが攻撃か計画を進めることかを、イベントは言っていません",
    },
    # whether it can be initiated
    "marvel_champions.cannot_setup": {
        "en": "a player card's abilities do not resolve during setup, unless they are `Setup` abilities",
        "ja": "セットアップ中は、「セットアップ」能力でないプレイヤーカードの能力は解決できません",
    },
    "marvel_champions.judge_who_form": {"en": "it needs {form} form, and no player is there to check",
                                        "ja": "{form}形態が必要ですが、確かめるプレイヤーがいません"},
    "marvel_champions.cannot_form": {"en": "it needs {form} form, and {player} is in {now} form",
                                     "ja": "{form}形態が必要ですが、{player} は{now}形態です"},
    "marvel_champions.judge_cost": {"en": "its cost `{cost}` is for a person to check",
                                    "ja": "コスト「{cost}」は人が確かめてください"},
    "marvel_champions.judge_cost_tough": {
        "en": "its cost `{cost}` is damage to {card}, which has a tough status card: seed 002 does not say whether it "
              "prevents damage taken as a cost; a person judges whether the cost is paid",
        "ja": "コスト「{cost}」は {card} へのダメージですが、{card} にはタフ・ステータスカードがあります。コストとして受けるダメージを"
              "それが防ぐかどうかはルールに書かれていないので、コストを支払えるかは人が判断してください"},
    "marvel_champions.judge_cost_hit_points": {
        "en": "its cost `{cost}` is damage to {card}, which has {damage} damage and {health} hit points: seed 002 does "
              "not say whether damage taken as a cost may reach its hit points; a person judges whether it can be paid",
        "ja": "コスト「{cost}」は {card} へのダメージですが、{card} はダメージ {damage}、ヒット・ポイント {health} です。"
              "コストとして受けるダメージがヒット・ポイントに達してよいかはルールに書かれていないので、支払えるかは人が判断してください"},
    "marvel_champions.judge_resources": {"en": "no player is there to pay its resources",
                                         "ja": "リソースを支払うプレイヤーがいません"},
    "marvel_champions.cannot_resources": {"en": "{player} has {have} resources, and it costs {need}",
                                          "ja": "{player} のリソースは {have} 個で、コストは {need} です"},
    "marvel_champions.judge_resource_kinds": {
        "en": "{player}'s resources are given without their kinds: check that they pay for it",
        "ja": "{player} のリソースの種類が書かれていません。支払えるか確かめてください",
    },
    "marvel_champions.cannot_resource_kinds": {"en": "{player}'s resources cannot pay {icons}",
                                               "ja": "{player} のリソースでは {icons} を支払えません"},
    "marvel_champions.cannot_exhausted": {"en": "{card} is exhausted", "ja": "{card} は消耗しています"},
    "marvel_champions.cannot_counters": {"en": "{card} has {have} {counter} counters, and it needs {need}",
                                         "ja": "{card} の{counter}カウンターは {have} 個で、{need} 個必要です"},
    "marvel_champions.cannot_hand": {"en": "it discards {need} cards from the hand, which holds {have}",
                                     "ja": "手札から {need} 枚捨てる必要がありますが、手札は {have} 枚です"},
    "marvel_champions.cannot_target": {"en": "no valid target in play for `{target}`",
                                       "ja": "「{target}」の有効なターゲットがプレイ中にありません"},
    "marvel_champions.cannot_limit": {"en": "its limit is used up ({used} of {count} this {scope})",
                                      "ja": "制限回数を使い切っています（この{scope}に {count} 回中 {used} 回）"},
    "marvel_champions.scope_round": {"en": "round", "ja": "ラウンド"},
    "marvel_champions.scope_phase": {"en": "phase", "ja": "フェイズ"},
    "marvel_champions.scope_game": {"en": "game", "ja": "ゲーム"},
    "marvel_champions.scope_attack": {"en": "attack", "ja": "攻撃"},
    "marvel_champions.scope_activation": {"en": "activation", "ja": "アクティベーション"},
    "marvel_champions.scope_event": {"en": "event", "ja": "イベント"},
    "marvel_champions.judge_limit_per_player": {
        "en": "its limit is per player ({text}) and it was used {used} times this {scope} by all players: check "
              "whether this player has used it up",
        "ja": "制限はプレイヤーごとです（{text}）。この{scope}に全プレイヤーで {used} 回使われています。このプレイヤーが使い切ったか確認してください"},
    "marvel_champions.judge_limit_each": {
        "en": "its limit ({text}) counts uses of each of something, and it was used {used} times: check whether "
              "this use is still allowed",
        "ja": "制限（{text}）は対象ごとに数えます。{used} 回使われています。今回の使用がまだ許されるか確認してください"},
    # resolving
    "marvel_champions.step_same_rank": {
        "en": "{cards}: the same priority ({priority}); seed 002 gives no order among them, so they are resolved here "
              "in the order listed: check that order by hand",
        "ja": "{cards}：優先順位が同じです（{priority}）。ルールはこれらの順番を定めていないため、ここでは一覧の順に解決します。順番は手で確認してください",
    },
    "marvel_champions.step_replaced": {
        "en": "the status card replaces the event: it does not happen, and nothing answers it after that",
        "ja": "ステータスカードがイベントを置き換えます。イベントは起こらず、それ以降に応じるものはありません",
    },
    "marvel_champions.step_judge_trigger": {"en": "resolve by hand: whether it triggers needs a judgement",
                                            "ja": "手で解決してください。誘発するかどうかには判断が必要です"},
    "marvel_champions.step_cannot": {"en": "not resolved: it cannot be initiated", "ja": "解決しません。開始できません"},
    "marvel_champions.step_judge_initiate": {"en": "resolve by hand: whether it can be initiated needs a judgement",
                                             "ja": "手で解決してください。開始できるかどうかには判断が必要です"},
    "marvel_champions.step_event_by_hand": {"en": "resolve the event itself by hand",
                                            "ja": "イベントそのものは手で解決してください"},
    "marvel_champions.step_by_hand": {"en": "resolve by hand: {text}", "ja": "手で解決してください：{text}"},
    "marvel_champions.step_by_hand_x": {"en": "resolve by hand, X being {x}: {text}",
                                        "ja": "Ｘを「{x}」として手で解決してください：{text}"},
    "marvel_champions.step_optional": {"en": "optional, the player chooses (by hand): {text}",
                                       "ja": "任意。プレイヤーが選びます（手で解決）：{text}"},
    "marvel_champions.step_then": {"en": "by hand (it resolves only if the sentence before it did): {text}",
                                   "ja": "手で解決してください（前の文が解決した場合のみ）：{text}"},
    "marvel_champions.step_condition_by_hand": {
        "en": "resolve by hand (whether “{condition}” holds needs a judgement): {text}",
        "ja": "手で解決してください（「{condition}」が満たされているかどうかには判断が必要です）：{text}"},
    "marvel_champions.step_condition_part": {
        "en": "resolve by hand (“{condition}” is the condition of only a part of it): {text}",
        "ja": "手で解決してください（「{condition}」は文の一部だけの条件です）：{text}"},
    "marvel_champions.step_condition_holds": {"en": "its condition holds: {condition}",
                                              "ja": "条件を満たしています：{condition}"},
    "marvel_champions.step_condition_fails": {"en": "not applied: its condition does not hold ({condition}): {text}",
                                              "ja": "適用しません。条件（{condition}）を満たしていません：{text}"},
    "marvel_champions.step_choice": {"en": "resolve by hand, one of its effects as a player chooses (“or”): {text}",
                                     "ja": "手で解決してください。効果のうち1つをプレイヤーが選びます（「または」）：{text}"},
    "marvel_champions.step_options": {"en": "resolve by hand, its options as its words say: {options}",
                                      "ja": "選択肢は文のとおり手で解決してください：{options}"},
    "marvel_champions.step_cost_by_hand": {"en": "pay by hand: {text}", "ja": "手で支払ってください：{text}"},
    "marvel_champions.step_effects_after_cost": {
        "en": "not applied: its cost is paid by hand, and so are its effects, once it is paid: {text}",
        "ja": "適用しません。コストは手で支払います。支払ったら、効果も手で解決してください：{text}"},
    "marvel_champions.step_replaced_by": {
        "en": "not applied: “{by}” is done instead, its condition holding: {text}",
        "ja": "適用しません。条件を満たしているので、代わりに「{by}」を行います：{text}"},
    "marvel_champions.step_replacement_by_hand": {
        "en": "resolve by hand (“{by}” is done instead of it when its condition holds, and whether it does needs a "
              "judgement): {text}",
        "ja": "手で解決してください（条件を満たせば、この代わりに「{by}」を行います。その判断が必要です）：{text}"},
    "marvel_champions.step_replaces_by_hand": {
        "en": "resolve by hand (it is done instead of something its ability does not say): {text}",
        "ja": "手で解決してください（何かの代わりに行われますが、何の代わりかが能力に書かれていません）：{text}"},
    "marvel_champions.step_instead_by_hand": {
        "en": "resolve by hand (“{instead}” may replace what it does, and whether it does needs a judgement): {text}",
        "ja": "手で解決してください（「{instead}」が効果を置き換えることがあり、その判断が必要です）：{text}"},
    "marvel_champions.step_instead_fails": {"en": "its own amount: the condition of the one instead does not hold "
                                                  "({condition})",
                                            "ja": "元の数値のままです。代わりの数値の条件（{condition}）を満たしていません"},
    "marvel_champions.step_no_target": {
        "en": "resolve by hand: its words name no target (the attack's or the one the card means, not this card): {text}",
        "ja": "手で解決してください。対象が書かれていません（このカードではなく、攻撃の対象など、カードが指すもの）：{text}"},
    "marvel_champions.step_choose": {"en": "a player chooses the target ({target}), by hand: {text}",
                                     "ja": "プレイヤーがターゲット（{target}）を選んで、手で解決してください：{text}"},
    "marvel_champions.did_form": {"en": "{player} changes from {before} form to {form} form",
                                  "ja": "{player} が{before}形態から{form}形態に変わります"},
    "marvel_champions.did_form_same": {"en": "{player} is already in {form} form: the form does not change",
                                       "ja": "{player} はすでに{form}形態です。形態は変わりません"},
    "marvel_champions.did_defeated": {"en": "{card} is defeated and leaves play", "ja": "{card} は倒され、プレイから離れます"},
    "marvel_champions.did_tough": {
        "en": "{card}'s tough status card prevents the {amount} damage and is discarded",
        "ja": "{card} のタフのステータスカードが {amount} ダメージを防ぎ、捨て札になります",
    },
    "marvel_champions.did_damage": {"en": "{card} takes {amount} damage ({before} → {after})",
                                    "ja": "{card} が {amount} ダメージを受けます（{before} → {after}）"},
    "marvel_champions.did_heal": {"en": "{card} heals {amount} damage ({before} → {after})",
                                  "ja": "{card} のダメージを {amount} 回復します（{before} → {after}）"},
    "marvel_champions.did_threat": {"en": "threat on {card}: {before} → {after}",
                                    "ja": "{card} の脅威：{before} → {after}"},
    "marvel_champions.did_stalwart": {"en": "{card} has stalwart: it cannot be stunned or confused, and gets no {status} "
                                              "status card",
                                        "ja": "{card} は不屈を持つため、スタンも混乱もしません。{status}のステータスカードを得ません"},
    "marvel_champions.step_steady": {"en": "resolve by hand: {card} has steady, and is {status} only with 2 such status "
                                           "cards, which a state file does not hold",
                                     "ja": "手で解決してください：{card} は沈着を持ち、そのステータスカードが2枚あるときだけ{status}になります（状態ファイルでは表せません）"},
    "marvel_champions.step_status_granted": {
        "en": "resolve by hand: {cards} may give {card} stalwart or steady (its words name them): check whether it gets "
              "a {status} status card",
        "ja": "手で解決してください：{cards} が {card} に不屈または沈着を与えている可能性があります。{status}のステータスカードを得るか確認してください"},
    "marvel_champions.step_forbidden": {
        "en": "resolve by hand: {holder} says “{words}”, and a “cannot” wins: check whether it keeps {card} from "
              "{change} now",
        "ja": "手で解決してください：{holder} に「{words}」とあり、「できない」が優先されます。今 {card} の{change}を妨げるか確認してください"},
    "marvel_champions.change_damage": {"en": "taking this damage", "ja": "ダメージ"},
    "marvel_champions.change_heal": {"en": "being healed", "ja": "回復"},
    "marvel_champions.change_remove_threat": {"en": "having threat removed", "ja": "脅威の除去"},
    "marvel_champions.change_place_threat": {"en": "having threat placed", "ja": "脅威の配置"},
    "marvel_champions.change_ready": {"en": "being readied", "ja": "準備状態になること"},
    "marvel_champions.change_stunned": {"en": "being stunned", "ja": "スタン"},
    "marvel_champions.change_confused": {"en": "being confused", "ja": "混乱"},
    "marvel_champions.change_defeated": {"en": "being defeated", "ja": "撃破"},
    "marvel_champions.did_status": {"en": "{card} gets a {status} status card",
                                    "ja": "{card} が{status}のステータスカードを得ます"},
    "marvel_champions.did_stunned_card": {"en": "{card} does not attack: its stunned status card is discarded instead",
                                          "ja": "{card} は攻撃せず、代わりにスタンのステータスカードが捨て札になります"},
    "marvel_champions.did_confused_card": {
        "en": "{card} does not scheme or thwart: its confused status card is discarded instead",
        "ja": "{card} は計画を進めることも阻止もせず、代わりに混乱のステータスカードが捨て札になります",
    },
    "marvel_champions.did_tough_card": {"en": "{card} takes no damage: its tough status card is discarded instead",
                                        "ja": "{card} はダメージを受けず、代わりにタフのステータスカードが捨て札になります"},
    "marvel_champions.did_exhaust": {"en": "{card} is exhausted", "ja": "{card} を消耗させます"},
    "marvel_champions.did_ready": {"en": "{card} is readied", "ja": "{card} をレディします"},
    "marvel_champions.did_counters": {"en": "{counter} counters on {card}: {before} → {after}",
                                      "ja": "{card} の{counter}カウンター：{before} → {after}"},
    "marvel_champions.did_draw": {"en": "{player} draws {amount} (drawn so far: {total})",
                                  "ja": "{player} が {amount} 枚引きます（これまでに {total} 枚）"},
    "marvel_champions.did_enter": {"en": "{card} enters play ({zone})", "ja": "{card} がプレイに入ります（{zone}）"},
    "marvel_champions.did_limits_reset": {"en": "{card}: its limits start over", "ja": "{card} の制限回数がリセットされます"},
    "marvel_champions.did_limit": {"en": "{card}: limit used {used} of {count}", "ja": "{card} の制限：{count} 回中 {used} 回使用"},
    "marvel_champions.did_spend": {"en": "{player} spends {amount} resources", "ja": "{player} がリソースを {amount} 個支払います"},
    "marvel_champions.status_stunned": {"en": "stunned", "ja": "スタン"},
    "marvel_champions.status_confused": {"en": "confused", "ja": "混乱"},
    "marvel_champions.status_tough": {"en": "tough", "ja": "タフ"},
    # the report
    "marvel_champions.report_event": {"en": "Event: {event} ({kind}); “you” is {player}",
                                      "ja": "イベント：{event}（{kind}）。「あなた」は {player}"},
    "marvel_champions.report_window_before": {"en": "Before it (the interrupt window):",
                                              "ja": "その前（割り込みのタイミング）："},
    "marvel_champions.report_window_at": {"en": "At its moment:", "ja": "その時点："},
    "marvel_champions.report_window_after": {"en": "After it (the response window):",
                                             "ja": "その後（レスポンスのタイミング）："},
    "marvel_champions.report_nothing": {"en": "(nothing answers it)", "ja": "（応じるものはありません）"},
    "marvel_champions.report_entry": {"en": "[{priority}] {card} ({where}) · {what} · {who}",
                                      "ja": "［{priority}］{card}（{where}）・{what}・{who}"},
    "marvel_champions.report_text": {"en": "“{text}”", "ja": "「{text}」"},
    "marvel_champions.report_status_stunned": {
        "en": "if {card} would attack, it does not: its stunned status card is discarded instead",
        "ja": "{card} が攻撃するとき、攻撃せずに代わりにスタンのステータスカードを捨てます",
    },
    "marvel_champions.report_status_confused": {
        "en": "if {card} would scheme or thwart, it does not: its confused status card is discarded instead",
        "ja": "{card} が計画を進めるか阻止するとき、それを行わずに代わりに混乱のステータスカードを捨てます",
    },
    "marvel_champions.report_status_tough": {
        "en": "if {card} would take damage, it does not: its tough status card is discarded instead",
        "ja": "{card} がダメージを受けるとき、受けずに代わりにタフのステータスカードを捨てます",
    },
    "marvel_champions.report_consequential": {"en": "{card} takes {amount} consequential damage",
                                              "ja": "{card} が {amount} の結果的損害を受けます"},
    "marvel_champions.report_optional_part": {"en": "optional (after “may”): {text}", "ja": "任意（「可能」以降）：{text}"},
    "marvel_champions.report_judge_trigger": {"en": "? whether it triggers needs a judgement: {reasons}",
                                              "ja": "？ 誘発するかどうかに判断が必要です：{reasons}"},
    "marvel_champions.report_can": {"en": "✓ can be initiated now", "ja": "✓ 今開始できます"},
    "marvel_champions.report_can_by": {"en": "✓ can be initiated now by {players}", "ja": "✓ {players} が今開始できます"},
    "marvel_champions.report_cannot": {"en": "✗ cannot be initiated now: {reasons}", "ja": "✗ 今は開始できません：{reasons}"},
    "marvel_champions.report_judge_initiate": {"en": "? whether it can be initiated needs a judgement: {reasons}",
                                               "ja": "？ 開始できるかどうかに判断が必要です：{reasons}"},
    "marvel_champions.report_resolving": {"en": "Resolving the mandatory ones, in order:", "ja": "必須のものを順に解決します："},
    "marvel_champions.report_no_steps": {"en": "(nothing to resolve)", "ja": "（解決するものはありません）"},
    "marvel_champions.report_state": {"en": "state:", "ja": "状態："},
    "marvel_champions.step_the_event": {"en": "the event itself", "ja": "イベントそのもの"},
    "marvel_champions.step_the_end": {"en": "the event, replaced", "ja": "置き換えられたイベント"},
    "marvel_champions.step_entry": {"en": "{card}: {what}", "ja": "{card}：{what}"},
    "marvel_champions.what_type": {"en": "{type}", "ja": "{type}"},
    "marvel_champions.what_type_form": {"en": "{type} ({form})", "ja": "{type}（{form}）"},
    "marvel_champions.what_status": {"en": "{status} status card", "ja": "{status}のステータスカード"},
    "marvel_champions.what_consequential": {"en": "consequential damage {amount}", "ja": "結果的損害 {amount}"},
    "marvel_champions.what_keyword": {"en": "keyword {keyword}", "ja": "キーワード {keyword}"},
    "marvel_champions.who_game": {"en": "mandatory: the game resolves it", "ja": "必須：ゲームが解決します"},
    "marvel_champions.who_any": {"en": "optional: any player may use it", "ja": "任意：どのプレイヤーも使えます"},
    "marvel_champions.who_players": {"en": "optional: {players} may use it", "ja": "任意：{players} が使えます"},
    "marvel_champions.type_constant": {"en": "Constant ability", "ja": "常時能力"},
    "marvel_champions.type_keyword": {"en": "Keyword", "ja": "キーワード"},
    "marvel_champions.type_interrupt": {"en": "Interrupt", "ja": "割り込み"},
    "marvel_champions.type_forced_interrupt": {"en": "Forced Interrupt", "ja": "強制割り込み"},
    "marvel_champions.type_response": {"en": "Response", "ja": "レスポンス"},
    "marvel_champions.type_forced_response": {"en": "Forced Response", "ja": "強制レスポンス"},
    "marvel_champions.type_when_revealed": {"en": "When Revealed", "ja": "公開時"},
    "marvel_champions.type_when_defeated": {"en": "When Defeated", "ja": "敗北時"},
    "marvel_champions.type_boost": {"en": "Boost", "ja": "ブースト"},
    "marvel_champions.type_when_completed": {"en": "When Completed", "ja": "完了時"},
    "marvel_champions.type_setup": {"en": "Setup", "ja": "セットアップ"},
    "marvel_champions.type_special": {"en": "Special", "ja": "特殊"},
    "marvel_champions.type_preparation": {"en": "Preparation", "ja": "下準備"},
    "marvel_champions.where_villain": {"en": "villain", "ja": "悪役"},
    "marvel_champions.where_main_scheme": {"en": "main scheme", "ja": "メイン計画"},
    "marvel_champions.where_side_schemes": {"en": "side scheme", "ja": "サイド計画"},
    "marvel_champions.where_encounter": {"en": "encounter card in play", "ja": "プレイ中の遭遇カード"},
    "marvel_champions.where_boost": {"en": "boost card", "ja": "ブーストカード"},
    "marvel_champions.where_identity": {"en": "{player}'s identity", "ja": "{player} のアイデンティティ"},
    "marvel_champions.where_play": {"en": "{player}'s play area", "ja": "{player} のプレイエリア"},
    "marvel_champions.where_engaged": {"en": "engaged with {player}", "ja": "{player} と交戦中"},
    "marvel_champions.where_hand": {"en": "in {player}'s hand", "ja": "{player} の手札"},
    "marvel_champions.where_entering": {"en": "entering play", "ja": "プレイに入るところ"},
    "marvel_champions.where_revealing": {"en": "being revealed", "ja": "公開されるところ"},
    "marvel_champions.where_attached": {"en": "{where}, attached to {card}", "ja": "{where}、{card} に装着"},
    "marvel_champions.state_line": {"en": "{name}: {parts}", "ja": "{name}：{parts}"},
    "marvel_champions.state_card": {"en": "{name} ({where})", "ja": "{name}（{where}）"},
    "marvel_champions.state_form": {"en": "{form} form", "ja": "{form}形態"},
    "marvel_champions.state_resources": {"en": "resources {resources}", "ja": "リソース {resources}"},
    "marvel_champions.state_resource": {"en": "{amount} {kind}", "ja": "{kind} {amount}"},
    "marvel_champions.resource_energy": {"en": "energy", "ja": "エネルギー"},
    "marvel_champions.resource_mental": {"en": "mental", "ja": "メンタル"},
    "marvel_champions.resource_physical": {"en": "physical", "ja": "フィジカル"},
    "marvel_champions.resource_wild": {"en": "wild", "ja": "ワイルド"},
    "marvel_champions.resource_any": {"en": "of any kind", "ja": "種類不明"},
    "marvel_champions.state_drawn": {"en": "drew {amount}", "ja": "{amount} 枚引いた"},
    "marvel_champions.state_damage": {"en": "damage {amount}", "ja": "ダメージ {amount}"},
    "marvel_champions.state_threat": {"en": "threat {amount}", "ja": "脅威 {amount}"},
    "marvel_champions.state_exhausted": {"en": "exhausted", "ja": "消耗"},
    "marvel_champions.state_counters": {"en": "{counter} counters {amount}", "ja": "{counter}カウンター {amount}"},
    "marvel_champions.state_used": {"en": "limit used {used}", "ja": "制限使用 {used}"},
}

#: `msg` for this catalog (`marvel_champions.` is added in front of a key when missing).
message = catalog_message("marvel_champions.", CATALOG)
