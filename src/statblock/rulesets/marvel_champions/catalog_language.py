"""Marvel Champions' messages of its language (MC1xx): reading ability text (triggers, keywords, costs, targets,
effects) and what it says wrong, in English and Japanese. `catalog.CATALOG` holds them with the rest."""

from __future__ import annotations

__all__ = ["LANGUAGE_CATALOG"]

LANGUAGE_CATALOG: dict[str, dict[str, str]] = {
    "marvel_champions.language.syntax": {
        "en": "cannot read this ability text at `{found}`; it is kept as text",
        "ja": "この能力のテキストを「{found}」の箇所で読めません。テキストのまま残します",
    },
    "marvel_champions.language.unknown_trigger": {
        "en": "unknown timing trigger `{word}`; did you mean `{guess}`? (read as `{guess}`)",
        "ja": "不明なタイミング・トリガー「{word}」です。「{guess}」の誤りではありませんか？（「{guess}」として読みます）",
    },
    "marvel_champions.language.unknown_head": {
        "en": "what `{word}` before a colon means is not known: it is no timing trigger of the rules or of the printed "
              "cards; the text after it is read as a constant ability, its words kept, `{word}` not read",
        "ja": "コロンの前の「{word}」が何を意味するかは分かりません。ルールにも印刷されたカードにもないタイミング・トリガーです。"
              "後の文は常時能力として読み、語はそのまま残しますが、「{word}」は読み取りません",
    },
    "marvel_champions.language.unknown_head_help": {
        "en": "if `{word}` is when the ability is used, write a trigger the cards print (`Action`, `Response`, "
              "`Interrupt`, `Forced Response`, ...); if it is a condition, write it as one (`If …, …`)",
        "ja": "「{word}」が能力を使う時機なら、カードのトリガー（「アクション」「レスポンス」「インタラプト」"
              "「強制レスポンス」など）で書いてください。条件なら条件文（「～場合、…」）で書いてください",
    },
    "marvel_champions.language.words_before_trigger": {
        "en": "what `{words}` before the trigger `{trigger}` means is not known: the rules give a word of a bold trigger "
              "a meaning only for `Forced`, `Hero` and `Alter-Ego`, and no printed card has `{words}` there; read as "
              "`{trigger}`, `{words}` kept as written before it and not read (whatever it limits or adds is not applied)",
        "ja": "トリガー「{trigger}」の前の「{words}」が何を意味するかは分かりません。太字のトリガーの語に意味があるとルールが"
              "述べるのは「強制」「ヒーロー」「分身」だけで、「{words}」をそこに印刷したカードはありません。「{trigger}」として"
              "読み、「{words}」は書かれたまま前に残しますが、何も読み取りません（それが制限したり加えたりすることは適用しません）",
    },
    "marvel_champions.language.words_before_trigger_help": {
        "en": "if `{words}` is a condition of the ability, write it after the trigger (`If …, …`); if it is the "
              "ability's name, write it before with a dash (`{words} — …`)",
        "ja": "「{words}」が能力の条件なら、トリガーの後に条件文（「～場合、…」）で書いてください。能力の名前なら、"
              "前にダッシュを付けて書いてください（「{words} — …」）",
    },
    "marvel_champions.language.words_said_again": {
        "en": "`{words}` before `{trigger}` says again or against what `{trigger}` says (one trigger is forced once, "
              "names one form, is the first player's once): read as `{trigger}`, `{words}` kept as written before it "
              "and not read",
        "ja": "「{trigger}」の前の「{words}」は「{trigger}」と同じことを繰り返すか、食い違うことを述べています（強制も形態も"
              "ファーストプレイヤーも1つのトリガーに1度だけです）。「{trigger}」として読み、「{words}」は書かれたまま前に残しますが、"
              "読み取りません",
    },
    "marvel_champions.language.words_said_again_help": {
        "en": "take `{words}` out, or write the one trigger meant (`Forced Hero Interrupt`, `Alter-Ego Response`)",
        "ja": "「{words}」を外すか、意図したトリガーを1つ書いてください（「強制ヒーロー割り込み」「分身レスポンス」）",
    },
    "marvel_champions.language.typed_arrow": {
        "en": "`{found}` is the arrow `→` typed with keys: read as `→` (the words before it are the cost)",
        "ja": "「{found}」はキーで打った矢印「→」です。「→」として読みます（前の語がコストです）"},
    "marvel_champions.language.cost_without_trigger": {
        "en": "a cost (`… →`) on an ability with no timing trigger: a constant ability has none (the rules); read as "
              "a constant ability, the effect after `→` always on, the cost as written",
        "ja": "タイミング・トリガーのない能力にコスト（「… →」）があります。常時能力にはコストがありません（ルール）。"
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
    "marvel_champions.language.digit_in_word": {
        "en": "`{word}`: a digit between the letters of a word, no word of the cards (read as written)",
        "ja": "「{word}」：語の文字の間に数字があり、カードの語ではありません（書かれたとおりに読みます）",
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
    "marvel_champions.language.trigger_without_effect": {
        "en": "a trigger with no effect: what does the ability do when it triggers?",
        "ja": "効果のないトリガーです。誘発した時に何が起きるのかを書いてください",
    },
    "marvel_champions.language.write_trigger_effect": {
        "en": "write what it does after the trigger (`…, remove 1 threat from a scheme.`)",
        "ja": "トリガーの後に効果を書いてください（「…、計画１つから脅威を１個取り除く。」）",
    },
    "marvel_champions.language.target_type": {
        "en": "`{effect}` names `{target}`, but a card that is a `{noun}` can never {what}",
        "ja": "「{effect}」の対象は「{target}」ですが、「{noun}」のカードが{what}ことはありません",
    },
    "marvel_champions.language.unknown_label": {
        "en": "unknown label `({word})`; did you mean `({guess})`?",
        "ja": "不明なラベル「({word})」です。「({guess})」の誤りではありませんか？",
    },
    "marvel_champions.language.mandatory_note": {
        "en": "the note `{note}` says this ability must be resolved, but its trigger `{trigger}` is no mandatory "
              "one: read as the trigger says (optional); write its forced trigger if it must be resolved, or take the "
              "note out",
        "ja": "注記「{note}」は解決が必須の能力を示しますが、トリガー「{trigger}」は必須のものではありません。トリガーのとおり"
              "（任意）に読みます。必須なら強制のトリガーを書き、そうでなければ注記を取り除いてください",
    },
    "marvel_champions.language.stray_symbol": {
        "en": "`{symbol}` is the symbol the cards print for the icon `{icon}`, but no icon stands here (a cost, a "
              "resource, an amount, a boost line, an icon named or in brackets, a star before an ability): kept as "
              "written",
        "ja": "「{symbol}」はカードがアイコン「{icon}」として印刷する記号ですが、ここはアイコンの置かれる場所（コスト、リソース、"
              "数量、ブーストの行、名指しまたは括弧の中のアイコン、能力の前の星）ではありません。書かれたとおりに残します",
    },
    "marvel_champions.language.stray_symbol_help": {
        "en": "write `{icon}` where the icon is meant; the author's own words need nothing",
        "ja": "アイコンのつもりなら「{icon}」と書いてください。作者の言葉ならそのままで構いません",
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
    "marvel_champions.language.moment_comma": {
        "en": "`{condition}` runs on into an effect: a comma is surely missing after `{word}`, where the time ends "
              "(read as `{fixed}`)",
        "ja": "「{condition}」は時点の後に効果が続いています。時点の終わりの「{word}」の後の読点（カンマ）が抜けているようです"
              "（「{fixed}」として読みます）",
    },
    "marvel_champions.language.condition_comma": {
        "en": "`{condition}` runs on into an effect: a comma is surely missing after `{word}`, where the condition ends "
              "(read as `{fixed}`)",
        "ja": "「{condition}」は条件の後に効果が続いています。条件の終わりの「{word}」の後の読点（カンマ）が抜けているようです"
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
    "marvel_champions.language.ascii_period": {
        "en": "a `.` ends this Japanese sentence where the others end with `。`: read as `。`",
        "ja": "この日本語の文は「.」で終わっていますが、ほかの文は「。」で終わっています。「。」として読みました",
    },
    "marvel_champions.language.use_full_stop": {
        "en": "write `。`",
        "ja": "「。」と書いてください",
    },
    "marvel_champions.language.glued_bullet": {
        "en": "this `・` is glued to the words before it, as a name's dot is (`ブラック・キャット`): no option was read "
              "in this paragraph, its words read as written",
        "ja": "この「・」は名前の中黒（「ブラック・キャット」）のように前の語に続いているため、この段落の選択肢は読まず、書かれたとおりに読みました",
    },
    "marvel_champions.language.unglue_bullet": {
        "en": "if it opens an option, write `。` or a blank before it (`…与える。・カードを1枚引く。`)",
        "ja": "選択肢の頭なら、前に「。」か空白を入れてください（「…与える。・カードを1枚引く。」）",
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
    "marvel_champions.language.determiner_slip": {
        "en": "`{word}` is no word a target is written with; did you mean `{guess}`? (the target read by its noun)",
        "ja": "「{word}」は対象の前に書く語ではありません。「{guess}」の誤りではありませんか？（対象はその名詞で読みます）",
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
    "marvel_champions.language.comma_for_colon": {
        "en": "the timing trigger `{word}` has a comma where the cards print its colon (read as the trigger)",
        "ja": "タイミング・トリガー「{word}」の後が読点で、コロンがありません（トリガーとして読みます）",
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
}
