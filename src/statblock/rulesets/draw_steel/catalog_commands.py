"""Draw Steel's messages of its commands and what they read: hero and target files, `roll` and `odds`
(their options and finding the ability named), `export`, `fmt` and `convert` checking their own
output, and the hover of the editor (`statblock lsp`).
"""

from __future__ import annotations

__all__ = ["CATALOG"]

CATALOG: dict[str, dict[str, str]] = {
    # the title of a page of cards (HTML `<title>`, the PDF's title): in the cards' language, as the other games' are
    "cards.title": {"en": "statblock cards", "ja": "ドロー・スティールのカード"},
    "cards.title_for": {"en": "statblock cards: {hero}", "ja": "ドロー・スティールのカード：{hero}"},
    # fmt and convert checking their own output (each is a bug of statblock's, to be reported)
    "fmt.would_not_parse": {"en": "{path}: the formatted text would not parse (a bug in statblock fmt; please report it)",
                            "ja": "{path} は整形すると読めなくなります（statblock fmt の不具合です。報告してください）"},
    "fmt.would_recount": {"en": "{path}: formatting would turn {before} abilities into {after}",
                          "ja": "{path} を整形すると、アビリティが {before} 個から {after} 個になってしまいます"},
    "fmt.would_change": {"en": "{path}: formatting would change `{name}`: {changes}; the file is left as it is. What "
                               "`statblock check` says there may tell why; else it is a fault of statblock fmt's, to "
                               "report",
                         "ja": "{path} を整形すると「{name}」が変わってしまいます（{changes}）。ファイルはそのままにしました。"
                               "その位置について statblock check が言うことに理由があるかもしれません。そうでなければ "
                               "statblock fmt の不具合です。報告してください"},
    "fmt.would_lose_comment": {"en": "{path}: formatting would lose or change a comment",
                               "ja": "{path} を整形すると、コメントが失われるか変わってしまいます"},
    "fmt.would_drop_words": {"en": "{path}: formatting would drop words ({words}); is a header line written twice?",
                             "ja": "{path} を整形すると語が落ちてしまいます（{words}）。見出しの行を2回書いていませんか？"},
    "fmt.would_add_words": {"en": "{path}: formatting would add words ({words}); is a header line written twice?",
                            "ja": "{path} を整形すると語が増えてしまいます（{words}）。見出しの行を2回書いていませんか？"},
    "convert.would_change_statblock": {
        "en": "{path}: converting would change the statblock `{name}` ({parts}). The file is written all the same, for "
              "you to compare; {advice}",
        "ja": "{path} を変換すると、ステータスブロック「{name}」が変わってしまいます（{parts}）。見比べられるよう、ファイルは"
              "そのまま書き出しました。{advice}"},
    "convert.statblock_count": {"en": "{before} statblocks would read back as {after}",
                                "ja": "ステータスブロック {before} 個が {after} 個として読み直されます"},
    "convert.would_recount": {
        "en": "{path}: converted to {after} abilities instead of {before}, `{name}` not read back. The file is written "
              "all the same, for you to compare; {advice}",
        "ja": "{path} を変換すると、アビリティが {before} 個から {after} 個になってしまいます（「{name}」が読み直されません）。"
              "見比べられるよう、ファイルはそのまま書き出しました。{advice}"},
    "convert.prose_left_out": {
        "en": "{path}: this text outside every ability is left out of the Markdown written (written there, it changed "
              "what the abilities read as); convert to `ability` or `json`, which keep it, or move it under a heading "
              "of its own",
        "ja": "{path} の、アビリティの外にある文章は、書き出した md から外しました（そのまま書くとアビリティの読み方が"
              "変わるため）。「ability」か JSON に変換すれば残ります。あるいは独立した見出しの下へ移してください"},
    # (what would change, in the user's words, where, and what to do: it said `plain_flavor: [1] != null`, a path of
    # the JSON, with no line or column)
    "convert.would_change": {
        "en": "{path}: `{name}` would read back otherwise from the {format} written: {changes}. The file is written "
              "all the same, for you to compare; {advice}",
        "ja": "{path} の「{name}」は、書き出した{format}を読み直すと変わってしまいます（{changes}）。見比べられるよう、"
              "ファイルはそのまま書き出しました。{advice}"},
    # (what to do: after Markdown, the formats that keep every part; after them, only check's word and a report)
    "convert.advice_md": {
        "en": "what `check` says of the ability there may tell why (a line read only as a guess, {code}, keeps its "
              "place in the native format alone); `{to_ability}` and `{to_json}` keep every part; else it is a fault "
              "of statblock's, to report",
        "ja": "その位置について check が言うことに理由があるかもしれません（推測でしか読めない行、{code} は、ネイティブ形式"
              "でしかその位置を保てません）。「{to_ability}」と「{to_json}」はすべてを保ちます。それでも変わるなら "
              "statblock の不具合です。報告してください"},
    "convert.advice_fault": {
        "en": "what `check` says of the ability there may tell why; else it is a fault of statblock's, to report",
        "ja": "その位置について check が言うことに理由があるかもしれません。そうでなければ statblock の不具合です。"
              "報告してください"},
    "convert.change_from_to": {"en": "{part}: {before} would read back as {after}",
                               "ja": "{part}：{before} が {after} として読み直されます"},
    "convert.change": {"en": "{part} would read back otherwise", "ja": "{part}が別の内容として読み直されます"},
    "convert.nothing": {"en": "nothing", "ja": "なし"},
    "convert.format.ability": {"en": "native text", "ja": "ネイティブ形式"},
    "convert.format.md": {"en": "Markdown", "ja": "マークダウン"},
    "convert.format.json": {"en": "JSON", "ja": "JSON"},
    "convert.part_tier": {"en": "{part}, tier {tier}", "ja": "{part}のティア{tier}"},
    "convert.part_section": {"en": "its section {number}", "ja": "{number} 番目のセクション"},
    "convert.part.name": {"en": "its name", "ja": "名前"},
    "convert.part.flavor": {"en": "its flavor", "ja": "フレーバー"},
    "convert.part.plain_flavor": {"en": "its lines read as flavor by a guess", "ja": "推測でフレーバーとして読んだ行"},
    "convert.part.keywords": {"en": "its keywords", "ja": "キーワード"},
    "convert.part.action": {"en": "its action type", "ja": "アクションの種類"},
    "convert.part.distance": {"en": "its distance", "ja": "距離"},
    "convert.part.target": {"en": "its target", "ja": "ターゲット"},
    "convert.part.trigger": {"en": "its trigger", "ja": "トリガー"},
    "convert.part.power_roll": {"en": "its power roll", "ja": "パワーロール"},
    "convert.part.sections": {"en": "its number of sections", "ja": "セクションの数"},
    "convert.part.cost": {"en": "its cost", "ja": "コスト"},
    "convert.part.tag": {"en": "the tag after its name", "ja": "名前の後のタグ"},
    "convert.part.metadata": {"en": "its front matter", "ja": "フロントマター"},
    "convert.part.written": {"en": "how it is written", "ja": "書き方"},
    "convert.part_written": {"en": "{part} as written", "ja": "{part}の書き方"},
    "convert.part.other": {"en": "its {key}", "ja": "{key}"},
    "fmt.not_native": {
        "en": "{path} is {kind}; fmt rewrites native .ability files only, so it leaves this one as it is "
              "(`{command}` writes a native copy)",
        "ja": "{path} は {kind} です。fmt が書き直すのはネイティブの .ability ファイルだけなので、このファイルは"
              "そのままにします（「{command}」でネイティブ形式の写しを書けます）",
    },
    # hero and target files (`--hero`, `--target`): HeroFileError
    "hero.field": {"en": "{origin}: `{field}`: {message}", "ja": "{origin} の「{field}」: {message}"},
    "hero.field_only": {"en": "`{field}`: {message}", "ja": "「{field}」: {message}"},
    "hero.nested": {"en": "tables and arrays nested more than {limit} deep; a hero file holds words, numbers and "
                          "lists of numbers",
                    "ja": "表や配列の入れ子が {limit} 段を超えています。ヒーローファイルに書くのは語、数、数の並びだけです"},
    "hero.unknown_field_guess": {"en": "unknown field; did you mean `{guess}`?",
                                 "ja": "知らない項目です。「{guess}」のことですか？"},
    "hero.unknown_field": {"en": "unknown field; known fields: {known}", "ja": "知らない項目です。使える項目は {known} です"},
    "hero.integer": {"en": "must be a whole number from {low} to {high}, not {value}",
                     "ja": "{low} から {high} までの整数にしてください（今は {value}）"},
    "hero.integer_or": {"en": "must be a whole number from {low} to {high} or {also}, not {value}",
                        "ja": "{low} から {high} までの整数か {also} にしてください（今は {value}）"},
    "hero.text": {"en": "must be a non-empty string, not {value}", "ja": "空でない文字列にしてください（今は {value}）"},
    "hero.text_long": {"en": "must be at most {limit} characters long, not {length}",
                       "ja": "{limit} 文字以内にしてください（今は {length} 文字）"},
    "hero.table": {"en": "must be a table (`[{key}]`), not {value}",
                   "ja": "表（「[{key}]」）にしてください（今は {value}）"},
    "hero.characteristic": {"en": "unknown characteristic `{word}`; expected one of {names}",
                            "ja": "知らない能力値「{word}」です。使えるのは {names} です"},
    "hero.characteristic_outside": {"en": "a characteristic goes in the {table} table: write it under a `{table}` line",
                                    "ja": "能力値は {table} の表に書きます。「{table}」の行の下に移してください"},
    "hero.characteristic_guess": {"en": "unknown characteristic `{word}`; did you mean `{guess}`? (one of {names})",
                                  "ja": "知らない能力値「{word}」です。「{guess}」のことですか（使えるのは {names}）"},
    "hero.characteristics_missing": {"en": "missing; add a {table} table with {names}",
                                     "ja": "ありません。{names} を書いた {table} の表を加えてください"},
    "hero.missing": {"en": "missing", "ja": "ありません"},
    "hero.per_tier": {"en": "must be three whole numbers from {low} to {high}, one per tier, like {example}; not {value}",
                      "ja": "ティアごとに 1 つ、{low} から {high} までの整数 3 つ（{example} のように）にしてください（今は {value}）"},
    "hero.damage_type": {"en": "unknown damage type; expected one of {names}",
                         "ja": "知らないダメージ種別です。使えるのは {names} です"},
    "hero.name_missing": {"en": "missing; every hero needs a name", "ja": "ありません。ヒーローには名前が要ります"},
    "hero.condition_guess": {"en": "unknown condition `{word}`; did you mean `{guess}`?",
                             "ja": "知らない状態異常「{word}」です。「{guess}」のことですか？"},
    "hero.condition": {"en": "unknown condition `{word}`; known conditions: {known}",
                       "ja": "知らない状態異常「{word}」です。使える状態異常は {known} です"},
    "hero.condition_value": {"en": "a condition the creature has is {true}, not {value}",
                             "ja": "クリーチャーにある状態異常は {true} にしてください（今は {value}）"},
    "hero.condition_source": {"en": "must be {true}, or the name of whom the creature fears or is grabbed by, like "
                                    "{example}; not {value}",
                              "ja": "{true} か、恐れている相手・つかんでいる相手の名前（{example} のように）にしてください"
                                    "（今は {value}）"},
    "roll.cannot_use": {"en": "{name} is {condition} and cannot use {ability}, a {action} (the rules); take the condition "
                              "out of the hero file's {table} to roll it anyway",
                        "ja": "{name}は{condition}状態なので、{action}の「{ability}」を使えません（ルール）。"
                              "それでもロールするにはヒーローファイルの {table} からその状態異常を外してください"},
    "hero.class_guess": {"en": "unknown class `{word}`; did you mean `{guess}`?",
                         "ja": "知らないクラス「{word}」です。「{guess}」のことですか？"},
    "hero.class": {"en": "unknown class `{word}`; known classes: {known}",
                   "ja": "知らないクラス「{word}」です。使えるクラスは {known} です"},
    "hero.boolean": {"en": "give {true} or {false}, not {value}", "ja": "{true} か {false} を書いてください（今は {value}）"},
    "hero.stamina_missing": {"en": "missing; give the target's Stamina, like `{example}`",
                             "ja": "ありません。「{example}」のようにターゲットのスタミナを書いてください"},
    "hero.not_regular": {"en": "{path}: cannot read the file: not a regular file (a folder, a device or a pipe); "
                               "give a hero {suffix} file",
                         "ja": "{path} は通常のファイルではないので読めません（フォルダー、デバイス、パイプ）。"
                               "ヒーローの {suffix} ファイルを指定してください"},
    "hero.unreadable": {"en": "{path}: cannot read the file: {reason}", "ja": "{path} を読めません: {reason}"},
    "hero.too_big": {"en": "{path}: cannot read the file: larger than {limit} MB; a hero file is a few hundred bytes",
                     "ja": "{path} は {limit} MB を超えているので読めません（ヒーローファイルは数百バイトです）"},
    # (a place in the file, `path:line:column`, then what is wrong there: `check` says the second alone, at the place)
    "hero.at": {"en": "{origin}: {message}", "ja": "{origin}: {message}"},
    "hero.long_key": {"en": "`{key}`: a key or table name of more than {parts} dotted parts; a hero file nests tables "
                            "at most {depth} deep",
                      "ja": "「{key}」は、ドットで区切った部分が {parts} を超えるキーか表の名前です。"
                            "ヒーローファイルの表の入れ子は {depth} 段までです"},
    "hero.binary": {"en": "{path}: a binary file, not text; name the hero's or target's {format} file",
                    "ja": "{path} はバイナリファイルで、テキストではありません。ヒーローまたはターゲットの {format} の"
                          "テキストファイルを指定してください"},
    "hero.other_encoding": {"en": "{path}: {encoding} text, not UTF-8; save the file as UTF-8",
                            "ja": "{path} は {encoding} のテキストで、UTF-8 ではありません。ファイルを UTF-8 で保存してください"},
    "hero.not_utf8": {"en": "not UTF-8 text; save the file as UTF-8",
                      "ja": "UTF-8 のテキストではありません。ファイルを UTF-8 で保存してください"},
    "hero.quote_key": {
        "en": "{format} takes the key `{key}` only in quotes (`\"{key}\" = 2`)",
        "ja": "キー「{key}」は、{format} では引用符で囲んで書きます（「\"{key}\" = 2」）",
    },
    "hero.not_toml": {"en": "not valid {format}: {message}", "ja": "{format} として読めません: {message}"},
    "hero.long_number": {"en": "{key}a number with thousands of digits; the numbers of a hero file have a "
                               "few (a characteristic is from {low} to {high})",
                         "ja": "{key}数千桁の数があります。ヒーローファイルの数は数桁です（能力値は {low} から "
                               "{high}）"},
    "hero.deep": {"en": "{key}arrays or tables nested hundreds deep; a hero file nests them at most {depth} "
                        "deep",
                  "ja": "{key}配列か表が数百段の入れ子になっています。ヒーローファイルの入れ子は {depth} 段までです"},
    "hero.too_large": {"en": "{path}: too large to read", "ja": "{path} は大きすぎて読めません"},
    "hero.where_key": {"en": "`{key}`: ", "ja": "「{key}」に"},
    # `roll` and `odds`: their options (commands.py)
    "help.roll": {
        "en": "resolve one use of an ability for a hero against targets",
        "ja": "ヒーローがアビリティを 1 回使った結果を、ターゲットに対して解決します",
    },
    "help.roll.target": {
        "en": "a target file; repeat for several targets (default: every characteristic 0)",
        "ja": "ターゲットのファイル。ターゲットが複数なら繰り返し指定します（既定はすべての能力値が 0）",
    },
    "help.roll.seed": {
        "en": "seed of the dice (0 or more); the same seed gives the same result",
        "ja": "ダイスのシード（0 以上）。同じシードなら同じ結果になります",
    },
    "help.roll.surges": {
        "en": "surges spent for extra damage on the first target",
        "ja": "最初のターゲットへの追加ダメージに消費するサージの数",
    },
    "help.roll.potency_surges": {
        "en": "targets (the first N given) whose potency 2 surges each raise by 1",
        "ja": "サージ 2 ずつでポテンシーを 1 高めるターゲットの数（指定した最初の N 体）",
    },
    "help.roll.downgrade": {
        "en": "use this tier instead if the roll comes out higher (a critical hit stays one)",
        "ja": "ロールの結果がこれより高いティアなら、代わりにこのティアを使います（クリティカルヒットはクリティカルヒットのまま）",
    },
    "help.odds": {
        "en": "exact tier probabilities and expected damage of an ability",
        "ja": "アビリティの各ティアの正確な確率とダメージの期待値",
    },
    "help.use.format": {"en": "text for people, json for tools", "ja": "{text} は人が読む形式、{json} はツール向け"},
    "help.use.path": {"en": "the file that holds the ability", "ja": "アビリティが書かれたファイル"},
    "help.use.ability": {
        "en": "the ability's name (case and spacing do not matter; a close misspelling is suggested); a feature "
              "several monsters share is named with its monster: \"Goblin Boss: Spear Charge\"",
        "ja": "アビリティの名前（大文字と小文字や空白の違いは問いません。綴りが近ければ候補を示します）。複数のモンスターが"
              "同じ名前の特徴を持つときは \"ゴブリン：槍突撃\" のようにモンスターの名前とともに指定します",
    },
    "help.use.hero": {
        "en": "the hero who uses it: characteristics, level, class, kit (see the README); without it, a "
              "monster's feature is used by the monster whose statblock in PATH holds it (a dynamic terrain "
              "object's by the object)",
        "ja": "アビリティを使うヒーローのファイル（能力値、レベル、クラス、キット。書き方は {README} を参照）。"
              "省略すると、モンスターの特徴は PATH のステータスブロックのモンスターが使います"
              "（ダイナミック地形の特徴はその物体が使います）",
    },
    "help.use.edges": {
        "en": "edges on the roll: one is +2, two or more shift the tier up; edges and banes cancel",
        "ja": "ロールにかかる有利の数（1 つなら +2、2 つ以上ならティアが 1 段階上がる。有利と不利は打ち消し合う）",
    },
    "help.use.banes": {
        "en": "banes on the roll: one is -2, two or more shift the tier down",
        "ja": "ロールにかかる不利の数（1 つなら -2、2 つ以上ならティアが 1 段階下がる）",
    },
    "help.use.bonus": {"en": "sum of bonuses and penalties to the roll", "ja": "ロールへのボーナスとペナルティの合計"},
    "help.use.tier": {
        "en": "an automatic tier outcome; it overrides edges, banes and bonuses (given more than once: "
              "different tiers cancel, the same tier stands)",
        "ja": "自動的に決まるティアの結果。有利、不利、ボーナスより優先されます（複数指定した場合、異なるティアは"
              "打ち消し合い、同じティアならそのティアになります）",
    },
    # finding the ability `roll` and `odds` name (runtime/lookup.py, runtime/play.py)
    "ability.none": {"en": "no abilities found in {where}", "ja": "{where} にアビリティが見つかりません"},
    "ability.not_found": {
        "en": "no ability named `{name}` in {where}",
        "ja": "{where} に「{name}」という名前のアビリティはありません",
    },
    "ability.did_you_mean": {"en": "did you mean: {names}?", "ja": "もしかして: {names}？"},
    "ability.found": {"en": "abilities found ({count}):", "ja": "見つかったアビリティ（{count} 件）:"},
    "ability.found_first": {
        "en": "{count} abilities found; the first {limit}:",
        "ja": "アビリティが {count} 件見つかりました。最初の {limit} 件:",
    },
    "ability.ambiguous": {
        "en": "`{name}` names {count} monsters' features ({names}): `{chosen}` (line {line}) is the one used; name "
              "another as its monster does, --ability \"Monster: Feature\"",
        "ja": "「{name}」は {count} 体のモンスターの特徴の名前です（{names}）。「{chosen}」（{line} 行目）を使います。"
              "ほかのものは --ability \"モンスター：特徴\" のようにモンスターの名前とともに指定してください",
    },
    "ability.ambiguous_standalone": {
        "en": "`{name}` names {alone} and {owned} ({names}): `{chosen}` (line {line}) is the one used, a name alone "
              "naming an ability of no monster; name a monster's feature as its monster does, --ability "
              "\"Monster: Feature\"",
        "ja": "「{name}」は{alone}と{owned}の名前です（{names}）。名前だけならモンスターのものでないアビリティを指すので、"
              "「{chosen}」（{line} 行目）を使います。モンスターの特徴は --ability \"モンスター：特徴\" のように"
              "モンスターの名前とともに指定してください",
    },
    "ability.alone_one": {"en": "an ability of no monster", "ja": "モンスターのものでないアビリティ 1 件"},
    "ability.alone_many": {"en": "{count} abilities of no monster", "ja": "モンスターのものでないアビリティ {count} 件"},
    "ability.owned_one": {"en": "a monster's feature", "ja": "モンスターの特徴 1 件"},
    "ability.owned_many": {"en": "{count} monsters' features", "ja": "モンスターの特徴 {count} 件"},
    "ability.choice_note": {"en": "note: {note}", "ja": "注：{note}"},
    "ability.has_errors": {
        "en": "`{name}` has errors; fix them first (`statblock check` shows the same):",
        "ja": "「{name}」にはエラーがあります。先に直してください（statblock check でも同じものが表示されます）:",
    },
    "ability.no_power_roll": {
        "en": "{name} has no power roll; `odds` needs an ability with a power roll",
        "ja": "「{name}」にはパワーロールがありません。odds にはパワーロールのあるアビリティが必要です",
    },
    "roll.needs_companion": {
        "en": "`{name}` is a Companion ability, used by {hero}'s companion with their own characteristics: give them "
              "in the hero file (`{table}` with `{key}` and `{characteristics}`)",
        "ja": "「{name}」はコンパニオンのアビリティで、{hero}のコンパニオンが自身の能力値で使います。ヒーローファイルに"
              "コンパニオンを書いてください（「{table}」に「{key}」、「{characteristics}」）"},
    "roll.needs_hero": {
        "en": "`{name}` is no monster's feature (no statblock in the file holds it): give the hero who uses it "
              "with --hero HERO.toml",
        "ja": "「{name}」はモンスターの特徴ではありません（ファイルのどのステータスブロックにも属しません）。"
              "使うヒーローのファイルを --hero で指定してください",
    },
    "roll.statblock_incomplete": {
        "en": "the statblock of `{name}` lacks its level or a characteristic (see statblock check): fill it in, "
              "or give --hero HERO.toml",
        "ja": "「{name}」のステータスブロックにレベルか能力値がありません（statblock check を参照）。書き足すか、"
              "ヒーローのファイルを --hero で指定してください",
    },
    # `statblock export`: its options and what it says
    "export.stdout_one_file": {
        "en": "`-o -` writes one file to standard output, and this export makes {count}; give an output folder "
              "instead",
        "ja": "「-o -」は 1 ファイルを標準出力に書きますが、このエクスポートでは {count} ファイルになります。"
              "出力フォルダを指定してください",
    },
    "help.export": {
        "en": "write Draw Steel abilities for Foundry VTT, the Draw Steel Elements plugin of Obsidian (ds-feature "
              "blocks) or Forge Steel, each file checked before any is written",
        "ja": "ドロー・スティールのアビリティを、ファウンドリー（仮想テーブルトップ）、オブシディアンのプラグイン用のフィーチャー"
              "ブロック、またはフォージ・スティールの形式で書き出します（どのファイルも書き込む前に検証します）",
    },
    "help.export.to": {
        "en": "the target: foundry (one Foundry VTT item per ability), ds-feature (a note of ds-feature blocks per "
              "file, a .yaml file for YAML input) or forgesteel (one Forge Steel homebrew sourcebook)",
        "ja": "書き出す形式（ファウンドリー用はアビリティごとのアイテム、オブシディアン用は入力ファイルごとのノート、"
              "フォージ・スティール用は全体で一つの自作ソースブック）",
    },
    "help.export.output": {
        "en": "folder to write into (made if missing); the names of the files follow the names of the inputs "
              "(`-`: an export of one file to standard output)",
        "ja": "書き込むフォルダー（なければ作ります）。書き出すファイルの名前は入力ファイルの名前に合わせます"
              "（「-」なら 1 ファイルになるエクスポートを標準出力へ）",
    },
    "help.export.lang": {
        "en": "language of the messages and of the structured words written (keywords, action types, distances, "
              "labels, tier clauses; names, flavor and prose stay as written; default: STATBLOCK_LANG, else the "
              "locale's, else en)",
        "ja": "メッセージと、書き出す定型の語（キーワード、アクションの種類、距離、見出し、ティアの節）の言語。名前、"
              "フレーバー、文章は書かれたままです（既定は {STATBLOCK_LANG}、なければロケールの言語、それもなければ {en}）",
    },
    "export.unavailable": {
        "en": "the {to} export is not in this installation yet ({module} is missing); use {others}",
        "ja": "{to} 形式への書き出しは、このインストールにはまだありません（{module} がありません）。{others} を使ってください",
    },
    "export.broken": {
        "en": "the {to} export cannot be loaded: {reason}",
        "ja": "{to} 形式への書き出しを読み込めません: {reason}",
    },
    "export.other_ruleset": {
        "en": "{path} is read by the ruleset {ruleset} ({name}); export writes Draw Steel abilities only",
        "ja": "{path} を読むのはルールセット「{ruleset}」（{name}）です。書き出せるのは Draw Steel のアビリティだけです",
    },
    "export.has_errors": {
        "en": "nothing written: the input has {errors}; fix them first (statblock check shows the same)",
        "ja": "何も書き込んでいません。入力にエラーが {errors}あります。先に直してください（statblock check でも同じものが"
              "表示されます）",
    },
    "export.no_ability": {
        "en": "no ability found in {paths}; nothing written",
        "ja": "{paths} にアビリティが見つからないため、何も書き込んでいません",
    },
    "export.failed": {
        "en": "the {to} export failed, which is a bug of statblock (please report it); nothing written: {reason}",
        "ja": "{to} 形式への書き出しが失敗しました。statblock の不具合です（報告してください）。何も書き込んでいません: {reason}",
    },
    "export.invalid": {
        "en": "{out} would not be taken by {target}: {reason}",
        "ja": "{out} は {target} に受け付けられない内容になっています: {reason}",
    },
    "export.nothing_written_invalid": {
        "en": "nothing written: validation found {problems}",
        "ja": "何も書き込んでいません。検証で問題が {problems}見つかりました",
    },
    "export.overwrites_input": {
        "en": "{out} is one of the inputs; choose another output folder",
        "ja": "{out} は入力ファイルの一つです。別の出力フォルダを選んでください",
    },
    "export.bad_name": {
        "en": "the {to} export named a file outside the output folder: {path}",
        "ja": "{to} 形式への書き出しが、出力フォルダの外を指すファイル名を付けました: {path}",
    },
    "export.same_output": {
        "en": "the {to} export would write {path} twice; nothing written",
        "ja": "{to} 形式への書き出しが {path} に二度書き込もうとしたため、何も書き込んでいません",
    },
    "export.lost": {
        "en": "not placed in {target}: {reason}",
        "ja": "{target} に入れられなかったもの: {reason}",
    },
    "export.summary": {
        "en": "exported {abilities} from {files} to {to} ({target}) in {out}: {written} written",
        "ja": "{files}の {abilities}のアビリティを {to} 形式（{target}）で書き出し、{out} に {written}を書き込みました",
    },
    "export.without_abilities": {"en": "; {count} without abilities", "ja": "。アビリティのないファイル {count} 件"},
    "export.with_lost": {"en": "; {count} not placed (see above)", "ja": "。入れられなかったもの {count} 件（上記）"},
    "export.statblock": {
        "en": "not exported to {target}: {path}: the statblock `{name}` (a monster's statistics; the target takes "
              "abilities, and its features are among them; `statblock convert --to md` keeps the statblock)",
        "ja": "{path} のステータスブロック「{name}」は {target} に書き出していません（モンスターの能力値です。書き出し先が"
              "受け取るのはアビリティで、その特徴はそこに含まれます。ステータスブロックは「statblock convert --to md」で残せます）"},
    "export.terrain": {
        "en": "not exported to {target}: {path}: the dynamic terrain object `{name}` (its statistics; the target "
              "takes abilities, and its features are among them; `statblock convert --to md` keeps the object)",
        "ja": "{path} のダイナミック地形「{name}」は {target} に書き出していません（その能力値です。書き出し先が"
              "受け取るのはアビリティで、その特徴はそこに含まれます。「statblock convert --to md」で残せます）"},
    "export.with_statblocks": {"en": "; {count} not exported (see above)",
                               "ja": "。書き出していないステータスブロック {count}（上記）"},
    "export.with_terrain": {"en": "; {count} not exported (see above)",
                            "ja": "。書き出していないダイナミック地形 {count}（上記）"},
    # what the editor shows over an ability (editor.py)
    "lsp.hover.no_hero": {
        "en": "Choose a hero to see the numbers worked out: the `{setting}` setting of the editor, or a line "
              "`{line}` in this file.",
        "ja": "数値を計算するヒーローを選んでください。エディターの設定「{setting}」か、このファイルの"
              "「{line}」の行で選べます。",
    },
    "lsp.hover.has_errors": {
        "en": "`{name}` has {errors}; fix them to see numbers you can trust.",
        "ja": "「{name}」には {errors}のエラーがあります。正しい数値を見るには、先に直してください。",
    },
    "lsp.hover.tier": {"en": "**{ability}**, {label} for {hero}:", "ja": "**{ability}** の {label}（{hero}）:"},
    "lsp.hover.potency": {
        "en": "`{written}` is `{bound}` for {hero}: it lands on a target whose {characteristic} is lower than {value}.",
        "ja": "「{written}」は {hero} では「{bound}」です。{characteristic}が {value} 未満のターゲットに効果があります。",
    },
    "lsp.hover.odds": {"en": "Odds of **{ability}** for {hero}:", "ja": "{hero} の **{ability}** の確率:"},
    "lsp.hover.odds_flat": {"en": "Odds of **{ability}**:", "ja": "**{ability}** の確率:"},
}
