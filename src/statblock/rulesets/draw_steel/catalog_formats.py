"""Draw Steel's diagnostic messages of reading its file formats, in English and Japanese: a file inside another,
Markdown pages (sidebars, fences, headings), YAML (its keys, tiers, lists, front matter, aliases), a web page or a
TOML file named to `check`, and statblock's own JSON read back. Joined to the core's catalog with the others by
`catalog.join` (the notation's own messages, syntax, vocabulary and layout, are `catalog.py`'s).
"""

from __future__ import annotations

__all__ = ["CATALOG"]

#: The messages of reading a file's formats, by key.
CATALOG: dict[str, dict[str, str]] = {
    # front-ends: a file inside another, text not read, YAML
    "file.nested_from": {
        "en": "quotes or lists nested more than {depth} deep: the text from here on is not read; flatten it",
        "ja": "引用やリストの入れ子が {depth} 段を超えているため、ここから先は読めません。浅くしてください",
    },
    "markdown.sidebar": {
        "en": "`{name}` is a sidebar (a block quote of prose under its bold name, no icon, outside any statblock): "
              "read as the page's text, not as an ability",
        "ja": "「{name}」はサイドバー（アイコンのない太字の名前の下に文章だけがある引用ブロックで、どのステータスブロックにも"
              "属しません）です。アビリティではなくページの文章として読みます",
    },
    "markdown.sidebar_among": {
        "en": "`{name}` is a block quote of prose under a bold name with no icon, among features marked with icons: "
              "read as a sidebar (the page's text), not as a feature",
        "ja": "「{name}」はアイコンのない太字の名前の下に文章だけがある引用ブロックで、アイコンの付いた特徴の間にあります。"
              "特徴ではなくサイドバー（ページの文章）として読みます",
    },
    "markdown.slipped_header": {
        "en": "this row is shaped as a card's header row, but its cells are not `**Distance:** …` and `**Target:** …` "
              "in that order: no ability was read under this heading, its text is the page's",
        "ja": "この行はカードのヘッダーの2行目の形ですが、セルが「**距離:** …」「**ターゲット:** …」の順になっていません。"
              "この見出しの下のアビリティは読まれず、その文はページの文章として扱われます",
    },
    "markdown.unread_fence": {
        "en": "a fenced block of code inside an ability is not read as its text: it is kept as the page's text (a "
              "note on the ability's card)",
        "ja": "アビリティの中のフェンスで囲んだコードブロックは、アビリティの文として読まれません。"
              "ページの文章（アビリティのカードの注記）として残します",
    },
    "markdown.unread_fence_fix": {
        "en": "if it is the ability's text, write it as a paragraph without the fence; else put it after the ability, "
              "under a heading of its own",
        "ja": "アビリティの文であれば、フェンスを外して段落として書いてください。そうでなければアビリティの後ろに、"
              "独自の見出しの下に置いてください",
    },
    "yaml.listed_unnamed": {
        "en": "this item of a list of features has no `name:`: nothing of it is read (no ability, no card)",
        "ja": "この特徴リストの項目には「name」の行がありません。その中身は何も読まれません（アビリティにもカードにもなりません）",
    },
    "yaml.listed_word": {
        "en": "this item of a list of features is the word `{word}`, not a feature's mapping: it is not read",
        "ja": "この特徴リストの項目は語「{word}」だけで、特徴の対応表ではありません。読まれません",
    },
    "yaml.listed_fix": {
        "en": "write the item as a feature: `- name: ...` and its `effect: ...` (`名前:`, `効果:` in Japanese)",
        "ja": "項目を特徴として書いてください：「- 名前: …」とその「効果: …」",
    },
    "markdown.other_ds_fence": {
        "en": "this `{fence}` block is no element the Draw Steel reader reads (only a feature's or a statblock's "
              "fence is): it is kept as the page's text, no ability and no statblock",
        "ja": "この「{fence}」ブロックは Draw Steel の読み取り側が読み取れる要素ではありません（読むのは特徴とステータス"
              "ブロックのフェンスだけです）。ページの文として残し、アビリティにもステータスブロックにもなりません",
    },
    "markdown.other_ds_fence_fix": {
        "en": "write what it says as a feature's fence (```ds-feature) or a statblock's (```ds-statblock), or leave "
              "it as the page's text",
        "ja": "内容を特徴のフェンスかステータスブロックのフェンスとして書くか、ページの文のままにしてください",
    },
    "markdown.unread_statistics": {
        "en": "the front matter holds a monster's statistics ({keys}) but no `name:`, and the page no statblock: "
              "they are not read (no statblock, no card)",
        "ja": "フロントマターにモンスターの能力値（{keys}）がありますが「name」がなく、ページにステータスブロックもありません。"
              "読み取りません（ステータスブロックにもカードにもなりません）",
    },
    "markdown.unread_statistics_fix": {
        "en": "add the monster's `name:` to the front matter to read it as its statblock, or write the statblock's "
              "table in the page",
        "ja": "フロントマターにモンスターの「name:」を書けばそのステータスブロックとして読み取ります。"
              "ページにステータスブロックの表を書いてもかまいません",
    },
    "markdown.some_statistics": {
        "en": "the front matter holds some of a monster's statistics ({keys}) but not all a statblock needs (it lacks "
              "{missing}): it is read as the page's data, not as a statblock (no card)",
        "ja": "フロントマターにモンスターの能力値の一部（{keys}）がありますが、ステータスブロックに要るもの（{missing}）が"
              "そろっていません。ページのデータとして読み、ステータスブロックとしては読みません（カードになりません）",
    },
    "markdown.some_statistics_fix": {
        "en": "to read it as a monster's statblock, add {missing} to the front matter (or `type: statblock` to say it "
              "is one); a hero's page can say `class:`",
        "ja": "モンスターのステータスブロックとして読むには、フロントマターに {missing} を書いてください"
              "（ステータスブロックであることは「種別: statblock」でも言えます）。ヒーローのページなら「クラス:」を書けます",
    },
    "markdown.nameless_fence": {
        "en": "this `{fence}` block has no `name:`: nothing of it is read (no ability, no card)",
        "ja": "この「{fence}」ブロックには「name」の行がありません。その中身は何も読まれません（アビリティにもカードにもなりません）",
    },
    "markdown.nameless_fence_fix": {
        "en": "add `name: ...` to the block (`名前: ...` in Japanese)",
        "ja": "ブロックに名前の行（「名前」または「name」のキー）を加えてください",
    },
    "markdown.unnamed_heading": {
        "en": "this heading has no words: the ability under it is read with no name (`(unnamed)` on its card)",
        "ja": "この見出しには文字がありません。その下のアビリティは名前のないアビリティとして読みます",
    },
    "markdown.unnamed_heading_fix": {
        "en": "write the ability's name after the `#` marks",
        "ja": "「#」の後にアビリティの名前を書いてください",
    },
    "markdown.near_mark": {
        "en": "this comment is close to a Markdown card's mark but is not it: the heading under it is read by its "
              "shape, which may be no ability",
        "ja": "このコメントはマークダウンのカードの印に似ていますが、印ではありません。下の見出しは形で読まれ、"
              "アビリティにならないことがあります",
    },
    "markdown.near_mark_fix": {
        "en": "write the line as `{mark}`, alone on its line, if the heading is an ability's card",
        "ja": "見出しがアビリティのカードであれば、その行だけに「{mark}」と書いてください",
    },
    "markdown.slipped_header_fix": {
        "en": "write the row as `| **Distance:** Melee 1 | **Target:** One creature |`",
        "ja": "「| **距離:** 近接 1 | **ターゲット:** 1体のクリーチャー |」のように書いてください",
    },
    "markdown.sidebar_fix": {
        "en": "if it is a feature, put its icon before the name (`> ⭐️ **Name**`)",
        "ja": "特徴であれば、名前の前にアイコンを置いてください（「> ⭐️ **名前**」）",
    },
    "unread.tier": {
        "en": "this tier line is not part of any ability's power roll, so it was not read; put it right "
              "under the ability's `Power Roll + ...:` line, with no other line between the tiers",
        "ja": "この段階の行はどのアビリティのパワーロールにも入っていないため、読まれていません。"
              "アビリティの「パワーロール + …：」の行のすぐ下に、間に他の行を挟まずに置いてください",
    },
    "cards.left_off": {
        "en": "{place}: text in `{name}` outside every feature's block quote is on no card (SB174; `statblock check` "
              "says more)",
        "ja": "{place}：「{name}」の、どの特徴の引用ブロックにも入っていない文はカードに載りません（詳しくは check "
              "コマンドで）",
    },
    "unread.stray": {
        "en": "this text is in `{name}` after its first feature but outside every feature's block quote, so no "
              "feature holds it and it was not read (it is left off the cards); put it inside the block quote "
              "of the feature it belongs to (each of its lines starting with `>`), or under a heading of its own",
        "ja": "この文は「{name}」の最初の特徴より後にありますが、どの特徴の引用ブロックにも入っていないため、"
              "読まれていません（カードにも載りません）。属する特徴の引用ブロックの中に（各行を「>」で始めて）"
              "入れるか、見出しを付けて分けてください",
    },
    "unread.roll": {
        "en": "this power roll is not part of any ability, so it was not read; put it after the "
              "ability's name and keyword lines",
        "ja": "このパワーロールはどのアビリティにも入っていないため、読まれていません。"
              "アビリティの名前とキーワードの行の後に置いてください",
    },
    "yaml.block": {
        "en": "cannot read this YAML: {problem}; check the indentation and quote values that contain `:`",
        "ja": "YAML を読めません（{problem}）。インデントを確認し、「:」を含む値は引用符で囲んでください",
    },
    "yaml.fenced_file": {
        "en": "a Markdown fence in a YAML file: the YAML inside it was read, as in a Markdown note",
        "ja": "YAML ファイルにマークダウンのフェンスがあります。中の YAML はマークダウンのノートと同じように読みました",
    },
    "yaml.fenced_file_help": {
        "en": "take out the fence lines (the YAML file is the block), or save the file as Markdown (`.md`)",
        "ja": "フェンスの行を消すか（YAML ファイルそのものがブロックです）、マークダウン（「.md」）として保存してください",
    },
    "yaml.outside_fences": {
        "en": "text outside the Markdown fences of a YAML file: not read (the YAML inside each fence was)",
        "ja": "YAML ファイルのマークダウンのフェンスの外に文があります。読んでいません（フェンスの中の YAML は読みました）",
    },
    "yaml.outside_fences_help": {
        "en": "make it a YAML comment (`# …`), or save the file as Markdown (`.md`), where it is the page's prose",
        "ja": "YAML のコメント（「# …」）にするか、マークダウン（「.md」）として保存してください（ページの文になります）",
    },
    "yaml.unread_value": {
        "en": "the key `{key}` holds `{value}`, no text of the ability: it was not read (a field of another tool?); "
              "write it as words to print it as a section, or remove it",
        "ja": "キー「{key}」の値「{value}」はアビリティの文ではないため、読んでいません（他のツールの項目？）。"
              "節として印刷するには文で書くか、消してください",
    },
    "yaml.unread_mapping": {
        "en": "the key `{key}` holds a mapping, no text of the ability: it was not read; write its text as the key's "
              "value to print it as a section, or remove it",
        "ja": "キー「{key}」の値はマッピングで、アビリティの文ではないため、読んでいません。節として印刷するには"
              "その文をキーの値として書くか、消してください",
    },
    "yaml.key_twice": {
        "en": "the key `{key}` says `{meant}` again, which this feature writes too: `{meant}` was read, and `{key}` "
              "printed as a section of its own; keep one of the two",
        "ja": "キー「{key}」は、この特徴にすでにある「{meant}」と同じ項目です。「{meant}」を読み、「{key}」は別の節として"
              "印刷しました。どちらか一方にしてください",
    },
    "yaml.tier_key": {  # (SB016: `frontends.yaml_tiers`)
        "en": "`{key}` names no tier of the rules: a power roll has three (≤11, 12-16, 17+), and a natural 19 or 20 "
              "is the third (the rules); its text is kept as the section `{label}:` after the tiers, printed but never "
              "rolled; write it into one of the three tiers, or as an `effect:`",
        "ja": "「{key}」はルールにないティアです。パワーロールのティアは3つ（≤11、12-16、17+）で、出目19・20は"
              "ティア3です。その文はティアの後の節「{label}:」として残し、印刷しますがロールでは"
              "適用しません。3つのティアのどれかに書くか、効果として書いてください",
    },
    "yaml.tier_keys_more": {  # (SB016 past `frontends.yaml_tiers.MAX_TIER_NOTES`)
        "en": "`{key}` names no tier of the rules, and {count} more keys after it: a power roll has three (≤11, 12-16, "
              "17+); the text of each is kept as a section after the tiers, printed but never rolled; write it into "
              "one of the three tiers, or as an `effect:`",
        "ja": "「{key}」はルールにないティアで、このあとにもほかに {count} 個のキーがあります。パワーロールのティアは3つ"
              "（≤11、12-16、17+）です。それぞれの文はティアの後の節として残し、印刷しますがロールでは適用しません。"
              "3つのティアのどれかに書くか、効果として書いてください",
    },
    "yaml.critical_key": {  # (SB016)
        "en": "`{key}` is no tier of the rules: a natural 19 or 20 is always the third tier (17+), and on some "
              "rolls a critical hit that grants an extra action; its text is kept as the section "
              "`{label}:` after the tiers, printed but never rolled; to apply it, write it into the 17+ tier or as "
              "an `effect:`",
        "ja": "「{key}」はルールにあるティアではありません。出目19・20は常にティア3（17+）で、一部のロールでは"
              "追加のアクションを得るクリティカルヒットになります。その文はティアの後の節「{label}:」"
              "として残し、印刷しますがロールでは適用しません。適用するには17+のティアか効果に書いてください",
    },
    "yaml.roll_key": {  # (SB017)
        "en": "the key `{key}` is no part of a power roll (its `roll` or `formula`, its tiers, an `effect`): its "
              "text is kept as the section `{label}:` after the tiers; write it beside `power_roll:`, not in it, "
              "or remove it",
        "ja": "キー「{key}」はパワーロールの項目（ロールの式、ティア、効果）ではありません。"
              "その文はティアの後の節「{label}:」として残しました。パワーロールのマッピングの中ではなく横に書くか、"
              "消してください",
    },
    "yaml.listed_roll_differs": {  # (SB181: `frontends.yaml_listed`)
        "en": "this `effects` item's tier {tier} (`{listed}`) differs from the `power_roll:` tier beside it "
              "(`{rolled}`): the `power_roll:` tiers are read and printed, this item's are not; make the two the "
              "same, or remove the item's",
        "ja": "この効果のリストの項目のティア {tier}（「{listed}」）は、横のパワーロールのマッピングのティア"
              "（「{rolled}」）と違います。マッピングのティアを読んで印刷し、この項目のティアは読んでいません。"
              "両方を同じにするか、項目の方を消してください",
    },
    "yaml.listed_bonus_differs": {  # (SB181: `frontends.yaml_listed`)
        "en": "this `effects` item's roll (`{listed}`) differs from the roll beside it (`{rolled}`): the one beside is "
              "read and printed, this item's is not; make the two the same, or remove the item's",
        "ja": "この効果のリストの項目のロール（「{listed}」）は、横のロール（「{rolled}」）と違います。横のロールを読んで"
              "印刷し、この項目のロールは読んでいません。両方を同じにするか、項目の方を消してください",
    },
    "yaml.unread_list": {
        "en": "the key `{key}` holds a list that is not all words: it was not read; write its items as words "
              "to print them as a section, or remove it",
        "ja": "キー「{key}」の値は語だけのリストではないため、読んでいません。節として印刷するには項目を語で"
              "書くか、消してください",
    },
    "yaml.front_matter": {
        "en": "cannot read the front matter: {problem}",
        "ja": "フロントマターを読めません（{problem}）",
    },
    "yaml.alias": {
        "en": "YAML aliases (`*{name}`) are not read; write the value out in full",
        "ja": "YAML のエイリアス（「*{name}」）は読み込みません。値を省略せずに書いてください",
    },
    "yaml.aliases": {
        "en": "YAML aliases (`*{name}` and {more} more) are not read; write the values out in full",
        "ja": "YAML のエイリアス（「*{name}」ほか {more} 個）は読み込みません。値を省略せずに書いてください",
    },
    # a web page named to `check` (frontends/markup.py)
    "markup.page": {
        "en": "this is a web page or {xml}, not ability text: nothing in it was read; copy the abilities into a file "
              "`check` reads ({formats})",
        "ja": "これはウェブページか {xml} で、アビリティの文ではありません。何も読んでいません。アビリティを読めるファイル"
              "（{formats}）に写してください",
    },
    "markup.comment": {
        "en": "the file opens with an HTML comment (`{comment}`), which ability text does not have: nothing in it was "
              "read; write a comment as `{hash} …` on its own line",
        "ja": "ファイルが HTML のコメント（「{comment}」）で始まっていますが、アビリティの文にはありません。何も読んでいません。"
              "コメントは行頭の「{hash} …」で書いてください",
    },
    "markup.own_cards": {
        "en": "this is statblock's own cards (`{command}`), not ability text: nothing in it was read; check the files "
              "the cards were made from",
        "ja": "これは statblock 自身のカード（「{command}」）で、アビリティの文ではありません。何も読んでいません。"
              "カードの元になったファイルを確認してください",
    },
    # a TOML file named to `check` (frontends/hero_toml.py)
    "hero_file.none": {
        "en": "this {format} file is no hero or target file (`{hero}`, `{target}`) and holds no abilities; a game state or "
              "scenario is read by its own command (`{timing}`, `{sim}`)",
        "ja": "この {format} ファイルはヒーローやターゲットのファイル（「{hero}」「{target}」）ではなく、アビリティもありません。"
              "ゲームの状態やシナリオはそれぞれのコマンド（「{timing}」「{sim}」）で読みます",
    },
    # statblock's own JSON read back (frontends/own_json.py)
    "own_json.not_json": {
        "en": "this file looks like statblock's own JSON output, but it is not JSON that can be read ({error}); "
              "nothing in it was read",
        "ja": "このファイルは statblock 自身の JSON 出力のようですが、JSON として読めません（{error}）。何も読んでいません",
    },
    "own_json.no_abilities": {
        "en": "this file looks like statblock's own JSON output, but it has no `{key}` list; nothing in it was read",
        "ja": "このファイルは statblock 自身の JSON 出力のようですが、「{key}」の一覧がありません。何も読んでいません",
    },
    "own_json.no_name": {
        "en": "an ability with no `{key}` in statblock's JSON: it was not read back; give it its name",
        "ja": "statblock の JSON に「{key}」のないアビリティがあります。読み戻していません。名前を書いてください",
    },
    "own_json.unreadable": {
        "en": "`{name}` in statblock's JSON cannot be written back as ability text ({error}): it was not read; "
              "write it again with `{command}` from its source, or correct the value",
        "ja": "statblock の JSON の「{name}」はアビリティの文に書き戻せません（{error}）。読んでいません。元のファイルから"
              "「{command}」で書き直すか、値を直してください",
    },
    "own_json.roll_copy": {
        "en": "`{name}` in statblock's JSON: this entry of `{list}` is not the roll `{key}` holds (one of them was "
              "edited); `{key}` was read and this entry ignored: edit both alike, or remove the entry",
        "ja": "statblock の JSON の「{name}」：「{list}」のこの項目は「{key}」のロールと同じではありません（片方だけ"
              "書き換えられています）。「{key}」を読み、この項目は読んでいません。両方を同じに直すか、この項目を消してください",
    },
    "own_json.said_other": {
        "en": "`{name}` in statblock's JSON: a condition's `{key}`, `{said}`, is no word for `{condition}`; the card says "
              "the condition's name: write its Japanese word (`伏せ状態`), or remove `{key}`",
        "ja": "statblock の JSON の「{name}」：状態の「{key}」の「{said}」は「{condition}」を表す語ではありません。カードには状態の名前を"
              "書きます。その状態の日本語の語（「伏せ状態」）を書くか、「{key}」を消してください",
    },
    "own_json.two_sayings": {
        "en": "`{name}` in statblock's JSON: `{key}` says otherwise than the words written for it in `{written}`, which "
              "were read; one of the two was edited: edit both alike, or remove the written words to read the value",
        "ja": "statblock の JSON の「{name}」：「{key}」の値と、それについて「{written}」に書かれた語が食い違っています。"
              "書かれた語を読みました（片方だけ書き換えられています）。両方を同じに直すか、書かれた語を消して値を読ませてください",
    },
    "own_json.words_left": {
        "en": "`{name}` in statblock's JSON: this tier's effects say otherwise than its text, `{key}` (one of the two "
              "was edited): the effects were read, and the text left; edit both alike, or remove the text",
        "ja": "statblock の JSON の「{name}」：このティアの効果と、その文「{key}」が食い違っています（片方だけ書き換えられて"
              "います）。効果を読み、文は読んでいません。両方を同じに直すか、文を消してください",
    },
    "own_json.passage_unread": {
        "en": "`{key}` in statblock's JSON holds {found}, not {expected}: the text outside the abilities it stands "
              "for was not read; correct the value",
        "ja": "statblock の JSON の「{key}」は{expected}ではなく{found}です。これが表すアビリティ外の文は読んでいません。"
              "値を直してください",
    },
    "own_json.passage_no_text": {
        "en": "`{key}` in statblock's JSON, a passage of text outside the abilities, has no `{text}`: it was not read",
        "ja": "statblock の JSON の「{key}」（アビリティ外の文の一節）に「{text}」がありません。読んでいません",
    },
    "own_json.icon_not_symbol": {
        "en": "`{key}` in statblock's JSON holds `{icon}`, no icon (an icon is a symbol such as ⭐️ or 🗡): read as no icon, "
              "the name as it is; correct the icon, or remove it",
        "ja": "statblock の JSON の「{key}」は「{icon}」で、アイコン（⭐️ や 🗡 のような記号）ではありません。アイコンなしとして"
              "読み、名前はそのままです。アイコンを直すか、取り除いてください",
    },
    "own_json.passage_kind": {
        "en": "`{key}` in statblock's JSON holds {found}, not {expected}: the value was ignored, and the passage's "
              "words read; correct the value, or remove it",
        "ja": "statblock の JSON の「{key}」は{expected}ではなく{found}です。この値は無視し、一節の語は読みました。"
              "値を直すか、消してください",
    },
    "own_json.passage_outside": {  # (a passage's `in_ability` naming no ability it follows in its file)
        "en": "`{key}` of this passage names `{name}`, but the ability before it in its file is `{last}`: its words are "
              "kept as the file's other text, not as a note on a card; name the ability the passage is inside, or "
              "remove `{key}`",
        "ja": "この一節の「{key}」は「{name}」を指していますが、そのファイルでこの一節の前にあるアビリティは「{last}」です。"
              "語はファイルのその他の文として残し、カードの注記にはしていません。一節があるアビリティの名前にするか、"
              "「{key}」を消してください",
    },
    "own_json.not_one": {
        "en": "`{name}` in statblock's JSON did not read back as one ability (its name or a value holds a line "
              "break or a `#` the text cannot keep); check the abilities read from it",
        "ja": "statblock の JSON の「{name}」は一つのアビリティとして読み戻せませんでした（名前か値に、文に残せない改行か"
              "「#」があります）。読み取られたアビリティを確認してください",
    },
}
