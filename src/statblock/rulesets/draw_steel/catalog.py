"""Draw Steel's diagnostic messages, in English and Japanese: those of reading and checking a file here
(front-ends, grammar, the words of an ability, layout; tiers, statblocks, terrain, consistency), those
of its commands in `catalog_commands.py` (hero files, `roll`, `odds`, `export`, `fmt` and `convert`
checking their output, the editor's hover).

Its keys keep the names they had in the core (`syntax.unexpected`, `tier.missing`, not
`draw_steel.`…), so that its modules make them with the core's `msg`: the package's `__init__` calls
`join`, which adds them to the core's catalog, whichever of its modules is imported first (a dict
update: as cheap as when they were the core's). A key is in one module only, never one of the core's
(tests/test_message_catalogs.py).
"""

from __future__ import annotations

from ...messages import CATALOG as _CORE
from .catalog_commands import CATALOG as _COMMANDS

__all__ = ["CATALOG", "join"]

#: The messages of reading and checking a file, by key (its commands' are `catalog_commands.CATALOG`).
CATALOG: dict[str, dict[str, str]] = {
    # ---- reading a file ----
    # vocabulary categories, used inside other messages
    "what.conditions": {"en": "condition", "ja": "状態異常"},
    "what.damage_types": {"en": "damage type", "ja": "ダメージ種別"},
    "what.immunity": {"en": "immunity", "ja": "無効化"},
    "what.weakness": {"en": "weakness", "ja": "弱点"},
    "what.characteristics": {"en": "characteristic", "ja": "能力値"},
    "what.action_types": {"en": "action type", "ja": "アクション種別"},
    "what.heroic_resources": {"en": "heroic resource", "ja": "英雄リソース"},
    "what.potency_strengths": {"en": "potency strength", "ja": "ポテンシーの強度"},
    "what.durations": {"en": "duration", "ja": "持続時間"},
    "what.forced_moves": {"en": "forced movement", "ja": "強制移動"},
    "what.distance_kinds": {"en": "distance or area", "ja": "距離・効果範囲"},
    "what.forced_move_modifiers": {"en": "forced movement modifier", "ja": "強制移動の修飾"},
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
    # syntax
    "number.too_large": {
        "en": "this number has {digits} digits, too many to read (at most {limit}); it is kept as text: "
              "write a smaller number",
        "ja": "この数は {digits} 桁あり、大きすぎて読めません（{limit} 桁まで）。テキストのまま残しています。"
              "小さい数にしてください",
    },
    "syntax.unexpected": {
        "en": "cannot read {what}: unexpected `{found}`{expected}",
        "ja": "{what}を読めません。予期しない「{found}」があります{expected}",
    },
    "syntax.end": {
        "en": "cannot read {what}: unexpected end of text{expected}",
        "ja": "{what}を読めません。テキストが途中で終わっています{expected}",
    },
    "syntax.expected": {"en": "; expected {names}", "ja": "（ここには {names} のどれかが来ます）"},
    "token.rpar": {"en": "a closing parenthesis `)`", "ja": "閉じ括弧「)」"},
    "token.lpar": {"en": "an opening parenthesis `(`", "ja": "開き括弧「(」"},
    "token.number": {"en": "a number", "ja": "数"},
    "token.word": {"en": "a word", "ja": "語"},
    "token.end": {"en": "the end of the text", "ja": "テキストの終わり"},
    "token.line_break": {"en": "a line break", "ja": "改行"},
    "token.blank_line": {"en": "a blank line", "ja": "空行"},
    "token.rest": {"en": "text after the label", "ja": "見出しの後のテキスト"},
    "syntax.what.file": {"en": "this ability file", "ja": "このアビリティファイル"},
    "roll.unreadable": {
        "en": "cannot read the power roll `{label}`: write `Power Roll + Might`, `Power Roll + Might or Agility` "
              "or `Power Roll + 2`",
        "ja": "パワーロール「{label}」を読めません。「パワーロール + 筋力」「パワーロール + 筋力または敏捷力」"
              "「パワーロール + 2」のように書いてください",
    },
    # vocabulary
    "word.did_you_mean": {
        "en": "unknown {what} `{word}`; did you mean `{guess}`?",
        "ja": "不明な{what}「{word}」です。「{guess}」の誤りではありませんか？",
    },
    "damage_type.keyword_like": {
        "en": "`{word}` is the keyword {keyword}, not a damage type; did you mean `{guess}` damage (also called {shared}, "
              "as the keyword is)?",
        "ja": "「{word}」はキーワード「{keyword}」で、ダメージ・タイプではありません。「{guess}」ダメージ（キーワードと同じく"
              "「{shared}」とも呼ばれます）の誤りではありませんか？",
    },
    "damage_type.keyword": {
        "en": "`{word}` is the keyword {keyword}, not a damage type; damage types: {known}",
        "ja": "「{word}」はキーワード「{keyword}」で、ダメージ・タイプではありません。ダメージ・タイプは {known} です",
    },
    "word.unknown": {
        "en": "unknown {what} `{word}`; known: {known}",
        "ja": "不明な{what}「{word}」です。使えるのは {known} です",
    },
    "word.marked": {
        "en": "`{word}` is the {what} `{guess}` with a list marker before it; write `{guess}` alone",
        "ja": "「{word}」は{what}「{guess}」の前に箇条書きの記号が残ったものです。「{guess}」だけを書いてください",
    },
    "word.joined": {
        "en": "`{word}` writes the {what}s `{parts}` as one; separate them with commas",
        "ja": "「{word}」は{what}「{parts}」をひとつに書いたものです。読点やカンマで区切ってください",
    },
    "duration.did_you_mean": {
        "en": "unknown duration `({word})`; did you mean `({guess})`?",
        "ja": "不明な持続時間「({word})」です。「({guess})」の誤りではありませんか？",
    },
    "duration.unbracketed": {
        "en": "in `{text}` the duration is not in brackets, so the clause is not read (kept as text, it puts nothing on "
              "the target)",
        "ja": "「{text}」は持続時間が括弧に入っていないため、読み取れません（テキストのまま残り、ターゲットに何も与えません）",
    },
    "duration.write_clause": {"en": "write `{text}`", "ja": "「{text}」と書いてください"},
    "duration.write": {"en": "write `({guess})`", "ja": "「({guess})」と書いてください"},
    "condition.custom": {
        "en": "`{word}` is not a Draw Steel condition; kept as a custom effect ({advice}, or use one of: {known})",
        "ja": "「{word}」は Draw Steel の状態異常ではないため、このアビリティ独自の効果として扱います"
              "（{advice}。状態異常のつもりなら {known} のいずれかを使ってください）",
    },
    # how SB111 says a custom condition is meant: the form with a subject when the word is in the message's
    # language, else the same said in words (a form mixing the two languages helps no one)
    "condition.say_so": {"en": "write `{said}` to say so", "ja": "意図どおりなら「{said}」と書いてください"},
    "condition.say_subject": {"en": "write whom it lands on before it to say so",
                              "ja": "意図どおりなら、前に誰に対するものかを書いてください"},
    "condition.custom_letter": {
        "en": "`{word}` is a characteristic's letter, not a condition; kept as a custom effect (a potency names "
              "what the characteristic is compared with and what it gates: `{word} < WEAK, slowed`; or use one of: "
              "{known})",
        "ja": "「{word}」は特性の略号で、状態異常ではないため、独自の効果として扱います（ポテンシーなら比べる値と"
              "効果を書いてください（「{word} < WEAK、減速」）。状態異常のつもりなら {known} のいずれかを使ってください）",
    },
    "condition.modifier": {
        "en": "`{word}` says how a forced move goes and is no condition; said after the move it is kept as text",
        "ja": "「{word}」は強制移動の仕方を表す語で、状態異常ではありません。移動の後ろに書かれているため、テキストのまま残します",
    },
    "condition.modifier_fix": {"en": "write it before the move: `{word} slide 3`",
                               "ja": "「{word}スライド 3」のように移動の前に書いてください"},
    "condition.custom_near": {
        "en": "`{word}` is not a Draw Steel condition; kept as this ability's own condition (if `{guess}` was "
              "meant, write `{guess}`)",
        "ja": "「{word}」は Draw Steel の状態異常ではないため、このアビリティ独自の状態として扱います"
              "（「{guess}」のつもりなら「{guess}」と書いてください）",
    },
    # damage, distance, counts, potency, numbers and parentheses as written
    "forced.unknown": {
        "en": "`{word}` is not a forced movement; kept as text (forced movements: {known})",
        "ja": "「{word}」は強制移動ではないため、テキストのまま残します（強制移動は {known}）",
    },
    "damage.misspelt": {
        "en": "unknown word `{word}`; did you mean `{guess}`? As written the clause is not damage: it is kept as text, "
              "and deals none",
        "ja": "不明な語「{word}」です。「{guess}」の誤りではありませんか？このままではダメージの節として読めないため、"
              "テキストのまま残り、ダメージを与えません",
    },
    "damage.missing_damage": {
        "en": "`{text}` is an amount with no `{word}` after it: as written the clause is not damage, so it is kept "
              "as text and deals none",
        "ja": "「{text}」は数だけで「{word}」がありません。このままではダメージの節として読めないため、"
              "テキストのまま残り、ダメージを与えません",
    },
    "damage.missing_number": {
        "en": "`{text}` is a number alone: it is kept as text and has no effect (if it is damage, write `{word}` "
              "after it)",
        "ja": "「{text}」は数だけの節です。テキストのまま残り、効果はありません（ダメージのつもりなら後に「{word}」と"
              "書いてください）",
    },
    "distance.unread": {
        "en": "the distance `{text}` names a range or an area in a shape statblock does not read: no range or area "
              "is known (cards, exports and the keyword checks go without it)",
        "ja": "距離「{text}」は、射程や範囲を読み取れない形で書かれています。射程も範囲も分からないため、カード、"
              "エクスポート、キーワードの確認ではこれらなしで扱われます",
    },
    "distance.no_kind": {
        "en": "the distance `{text}` names no range or area (known: {known}): no reach is known (cards, exports and "
              "the keyword checks go without it)",
        "ja": "距離「{text}」は射程も範囲も名指ししていません（使えるのは {known} です）。届く距離が分からないため、"
              "カード、エクスポート、キーワードの確認ではこれなしで扱われます",
    },
    "distance.none": {
        "en": "the distance `{text}` holds no distance: no range or area is named (known: {known}), nor a number, so no "
              "reach is known (cards, exports and the keyword checks go without it)",
        "ja": "距離「{text}」には距離が書かれていません。射程も範囲も（使えるのは {known} です）、数値もないため、届く距離が"
              "分からず、カード、エクスポート、キーワードの確認ではこれなしで扱われます",
    },
    "distance.no_size": {
        "en": "`{text}` has no number, so how far it reaches is not known (nothing is guessed); write it, as "
              "`{example}`",
        "ja": "「{text}」に数値がないため、届く距離が分かりません（推測はしません）。「{example}」のように数値を書いてください",
    },
    "distance.name_kind": {
        "en": "name what it is: `{ranged}` for a range, `{melee}` for a melee reach, an area such as `{area}`",
        "ja": "種類を書いてください。射程なら「{ranged}」、近接なら「{melee}」、範囲なら「{area}」などです",
    },
    "distance.shapes": {
        "en": "write it in a shape that reads: `Ranged 10`, `Melee 1 or ranged 5`, `3 burst`, `3 cube within 10`, "
              "`5 x 1 line within 1`",
        "ja": "読める形で書いてください。「遠距離 10」「近接 1 または 遠距離 5」「3 バースト」「3 キューブ（10 以内）」"
              "「5 × 1 ライン（1 以内）」など",
    },
    "distance.mixed_joiners": {
        "en": "the distance `{text}` joins its parts with both `or` and `and`: which of them go together is not "
              "read, so no range or area is known (cards, exports and the keyword checks go without it)",
        "ja": "距離「{text}」は「または」と「および」の両方で部分をつないでいます。どれがまとまるのか読めないため、"
              "射程も範囲もわからず、カード、エクスポート、キーワードの確認にはありません",
    },
    "distance.one_joiner": {
        "en": "join the parts with one word, `or` (one of them) or `and` (all of them), and say the rest in the "
              "ability's effect",
        "ja": "部分は1つの語でつないでください（どれか1つなら「または」、すべてなら「および」）。残りは効果に書いてください",
    },
    "damage.unread_fraction": {
        "en": "`{text}` has an amount with a fraction: damage is a whole number, so as written the clause is not "
              "damage; it is kept as text and deals none",
        "ja": "「{text}」の数には小数があります。ダメージは整数なので、このままではダメージの節として読めず、"
              "テキストのまま残り、ダメージを与えません",
    },
    "damage.write_fraction": {"en": "write a whole number (`{example}`)", "ja": "整数で書いてください（「{example}」）"},
    "damage.unread_two": {
        "en": "`{text}` joins two amounts of damage in one clause: as written it is kept as text and deals none",
        "ja": "「{text}」は1つの節で2つのダメージをつないでいます。このままではテキストのまま残り、ダメージを与えません",
    },
    "damage.write_two": {"en": "write each amount as a clause of its own (`{example}`)",
                         "ja": "ダメージごとに節を分けて書いてください（「{example}」）"},
    "count.in_kanji": {
        "en": "`{text}` gives a count in kanji: counts are read in digits (`2つ`, `3マス`, `2体`), so as written "
              "it is kept as text and does nothing",
        "ja": "「{text}」は数を漢数字で書いています。数は算用数字（2つ、3マス、2体）で読むため、このままではテキストのまま残り、"
              "何も起きません",
    },
    "own_move.by_characteristic": {
        "en": "`{text}` gives the distance of a creature's own move as a characteristic (`{distance}`), which the "
              "notation does not read: it is kept as text and moves no one",
        "ja": "「{text}」は自身の移動の距離を能力値（{distance}）で書いていますが、この記法では読めません。テキストのまま残り、"
              "誰も動きません",
    },
    "own_move.by_characteristic_fix": {
        "en": "write the distance as a number (`shifts 2 squares`), or say the move in the ability's Effect",
        "ja": "距離を数字で書くか（「2 マスシフトする」）、移動を効果の項で説明してください",
    },
    "duration.once": {
        "en": "`{text}`: the duration `{duration}` is written once, after the last of parts joined by `and`, and an "
              "earlier part lasts with no duration of its own: which parts it holds for is not read, so the clause is "
              "kept as text and does nothing",
        "ja": "「{text}」では持続時間「{duration}」がつながった効果の最後に一度だけ書かれ、その前の効果には持続時間がありません。"
              "どの効果に持続時間がかかるかは読まないため、この節はテキストのまま残り、何も起きません",
    },
    "duration.each_part": {
        "en": "write the duration after each part it holds for (`{example}`)",
        "ja": "持続時間を、それがかかる効果それぞれの後に書いてください（「{example}」）",
    },
    "duration.each_part_plain": {
        "en": "write the duration after each part it holds for",
        "ja": "持続時間を、それがかかる効果それぞれの後に書いてください",
    },
    "forced.in_words": {
        "en": "`{text}` gives the distance of a forced movement in words: as written it is kept as text and moves "
              "no one",
        "ja": "「{text}」は強制移動の距離を数字でなく言葉で書いています。このままではテキストのまま残り、誰も動かしません",
    },
    "gloss.contradicts": {
        "en": "the gloss `{gloss}` after `{word}` ({meant}) names another word of the game ({named}): which was meant "
              "is not guessed, so the clause is kept as text and does nothing",
        "ja": "「{word}」（{meant}）の後の注釈「{gloss}」は別のゲーム用語（{named}）を指しています。どちらの意味かは"
              "推測しないため、この節はテキストのまま残り、何も起きません",
    },
    "gloss.fix": {
        "en": "write the word meant: `{word} ({meant})`, or `{named}` for what the gloss names",
        "ja": "意図した語を書いてください。「{word} ({meant})」か、注釈が指す語なら「{named}」です",
    },
    "damage.add_word": {"en": "write `{word}` after the amount", "ja": "数の後に「{word}」と書いてください"},
    "potency.alone": {
        "en": "the potency `{text}` has no effect after it: the `{semicolon}` ends its clause, so the clause after it is "
              "not gated and lands on every target",
        "ja": "ポテンシー「{text}」の後に効果がありません。「{semicolon}」で節が終わるため、次の節はポテンシーの条件なしに"
              "すべてのターゲットに適用されます",
    },
    "potency.comma_damage": {
        "en": "`{damage}` follows the potency's effect after a comma only: whether the potency gates it (a list, as "
              "`M < 2 3 damage, bleeding (save ends)`) or not (the comma standing for `;`) is not read, so the "
              "potency's effect is kept as text",
        "ja": "「{damage}」がポテンシーの効果の後に読点だけで続いています。ポテンシーの条件がかかるのか（列挙）、"
              "かからないのか（読点が「;」の代わり）が読み取れないため、ポテンシーの効果はテキストのまま残します",
    },
    "potency.comma_damage_fix": {
        "en": "write `;` before `{damage}` if every target takes it, or `{joiner}` before it if only a target the "
              "potency affects does",
        "ja": "すべてのターゲットが受けるなら「{damage}」の前に「;」を、ポテンシーが効いたターゲットだけが受けるなら"
              "前に「{joiner}」を書いてください",
    },
    "potency.comma_other": {
        "en": "`{damage}` follows the potency's effect on the target after a comma only, and is about another "
              "creature: whether the potency gates it (only when the target's characteristic is below it) or not (the "
              "comma standing for `;`) is not read, so the potency's effect is kept as text",
        "ja": "「{damage}」がターゲットへのポテンシーの効果の後に読点だけで続き、別のクリーチャーについて書いています。"
              "ポテンシーの条件がかかる（ターゲットの能力値が下回るときだけ）のか、かからない（読点が「;」の代わり）のかが"
              "読み取れないため、ポテンシーの効果はテキストのまま残します",
    },
    "potency.comma_other_fix": {
        "en": "write `;` before `{damage}` if it happens whatever the target's characteristic, or `{joiner}` before it "
              "if only when the potency affects the target",
        "ja": "ターゲットの能力値にかかわらず起きるなら「{damage}」の前に「;」を、ポテンシーがターゲットに効いたときだけなら"
              "前に「{joiner}」を書いてください",
    },
    "potency.chain": {
        "en": "`{text}`: {count} effects joined by commas before `{join}`, and a part after one is no potency, so "
              "the chain cannot be read: the clause is kept as text and does nothing",
        "ja": "「{text}」では {count} つの効果が「{join}」の前の読点でつながっていますが、その後の部分にポテンシーでないものが"
              "あるため連なりとして読めません。この節はテキストのまま残り、何も起きません",
    },
    "potency.chain_fix": {
        "en": "write `;` for each comma before `{join}` (`{example}`)",
        "ja": "「{join}」の前の読点をそれぞれ「;」にしてください（「{example}」）",
    },
    "potency.no_separator": {
        "en": "the potency `{potency}` follows `{effect}` with no `;` before it: it is read as a clause of its own, as "
              "if `;` stood there, so `{effect}` lands on every target",
        "ja": "ポテンシー「{potency}」が「{effect}」の後に「;」なしで続いています。「;」があるものとして別の節として"
              "読むため、「{effect}」はすべてのターゲットに適用されます",
    },
    "potency.add_separator": {"en": "write `;` before `{potency}`: `{effect}; {potency}`",
                              "ja": "「{potency}」の前に「;」を書いてください（「{effect}; {potency}」）"},
    "potency.join": {"en": "write the effect after `{text}` with a comma (`{example}`)",
                     "ja": "効果は「{text}」の後に読点で続けてください（「{example}」）"},
    "number.negative": {
        "en": "a negative number here: damage, forced movement, a move and temporary Stamina count up "
              "from 0, so the clause is kept as text",
        "ja": "ここに負の数があります。ダメージ・強制移動・移動・一時的スタミナは 0 以上の数で書くため、"
              "この節はテキストのまま残します",
    },
    "number.drop_sign": {"en": "remove the minus sign", "ja": "マイナス記号を削除してください"},
    "paren.unclosed": {
        "en": "this parenthesis is never closed, so the clause is kept as text; add `{paren}`",
        "ja": "この括弧が閉じられていないため、この節はテキストのまま残します。「{paren}」を加えてください",
    },
    "paren.unopened": {
        "en": "this parenthesis closes nothing, so the clause is kept as text; add `{paren}` or remove it",
        "ja": "この閉じ括弧に対応する開き括弧がないため、この節はテキストのまま残します。「{paren}」を加えるか削除してください",
    },
    "paren.name_unclosed": {
        "en": "the name's parenthesis is never closed, so what follows it is part of the name, not read as a cost "
              "or a tag; add `{paren}`",
        "ja": "名前の括弧が閉じられていないため、括弧の後ろもすべて名前として扱い、コストやタグとしては読みません。"
              "「{paren}」を加えてください",
    },
    "paren.name_unopened": {
        "en": "this parenthesis in the name closes nothing, so no cost or tag is read from it; add `{paren}` or "
              "remove it",
        "ja": "名前のこの閉じ括弧に対応する開き括弧がないため、コストやタグとしては読みません。「{paren}」を加えるか"
              "削除してください",
    },
    "section.did_you_mean": {
        "en": "unknown section label `{word}`; did you mean `{guess}`? (kept as a section of its own)",
        "ja": "不明な見出し「{word}」です。「{guess}」の誤りではありませんか？（独自の見出しとして扱います）",
    },
    "section.did_you_mean_field": {
        "en": "unknown label `{word}`; did you mean the header field `{guess}`? (kept as a section of its own: "
              "its value is not read)",
        "ja": "不明な見出し「{word}」です。見出し項目「{guess}」の誤りではありませんか？（独自の見出しとして扱い、"
              "その値は読まれません）",
    },
    "forced.no_distance": {
        "en": "`{word}` without a distance is not read as a forced move (nor as a condition); kept as text",
        "ja": "距離のない「{word}」は強制移動としても状態異常としても読まず、テキストのまま残します",
    },
    "forced.write": {"en": "give the distance: `{word} 1`", "ja": "「{word} 1」のように距離を書いてください"},
    "forced.special": {
        "en": "`{text}`: a forced movement's distance is a number of squares, not `special`; kept as text, and the "
              "tier moves no one",
        "ja": "「{text}」：強制移動の距離はマス数で、「特殊」ではありません。テキストのまま残し、このティアでは誰も移動しません",
    },
    "forced.write_special": {
        "en": "write the distance the ability's text gives (`{word} 3`, or a characteristic: `{word} {letter}`), or say the "
              "movement in the Effect",
        "ja": "アビリティの本文が示す距離を書いてください（「{word} 3」、能力値なら「{word} {letter}」）。または効果の欄で移動を述べてください",
    },
    "own_move.whose": {
        "en": "`{text}` does not say who moves (`{verb}` is no forced movement); kept as text, and the tier moves no one",
        "ja": "「{text}」は誰が移動するかを書いていません（「{verb}」は強制移動ではありません）。テキストのまま残し、"
              "このティアでは誰も移動しません",
    },
    "own_move.say_whose": {
        "en": "say who: `{mine}`, or `{theirs}`",
        "ja": "誰が移動するかを書いてください（「{mine}」「{theirs}」など）",
    },
    "text.unread": {
        "en": "`{text}` is kept as written: no effect of the notation is read in it, so the card prints it word for "
              "word and `roll` applies none of it",
        "ja": "「{text}」は書かれたまま残します。記法の効果として読めないため、カードにはそのまま印刷し、ロールの"
              "結果には何も適用しません",
    },
    "text.unread_help": {
        "en": "if it is meant as a rule, write it as the notation reads one (`slowed (EoT)`, `push 2`, `the target "
              "is prone`, `you gain 2 surges`); the ability's own prose needs nothing",
        "ja": "ルールとして書いたのなら、記法が読む形で書いてください（「減速 (セーヴ終了)」「プッシュ 2」「ターゲットは"
              "伏せ」「あなたはサージを2つ得る」など）。アビリティ固有の説明文ならそのままで構いません",
    },
    "potency.characteristic": {
        "en": "unknown characteristic `{word}` in a potency; use one of {letters}",
        "ja": "ポテンシーの能力値「{word}」が不明です。{letters} のいずれかを使ってください",
    },
    "resource.unknown": {"en": "unknown heroic resource `{word}`", "ja": "不明な英雄リソース「{word}」です"},
    # the help of SB107 for a resource close to none (a new class's): how a file declares it (`learned.py`)
    "resource.declare": {
        "en": "if `{word}` is the heroic resource of a class not known here, say so in this file as its book does: "
              "`… grants you a Heroic Resource called {word}`",
        "ja": "「{word}」がここで知られていないクラスの英雄リソースなら、そのクラスの本のようにこのファイルで述べてください："
              "「{word}」と呼ばれる英雄リソース"},
    # layout
    "layout.twice": {
        "en": "this header line was already given for this ability; a blank line is probably missing "
              "before a new ability",
        "ja": "このアビリティには同じ見出し行がすでにあります。新しいアビリティの前の空行が抜けているようです",
    },
    "layout.tier_continued": {
        "en": "`{line}` continues the tier line `{label}` above it (a line that is no label continues the line "
              "above), and the tier no longer reads: what the tier does is kept as text",
        "ja": "「{line}」は上のティア行「{label}」の続きとして読まれ（ラベルのない行は上の行の続きです）、ティアが読めなく"
              "なりました。ティアの内容はテキストのまま残ります",
    },
    "layout.tier_continued_fix": {
        "en": "indent the line by two spaces if it continues the tier; else give it its label (`Effect:`, "
              "`Spend 1 Piety:`), or put a blank line before it if it is the next ability's name",
        "ja": "ティアの続きなら行頭に空白を2つ入れてください。そうでなければラベル（「効果:」「消費 1 信心:」など）を付けるか、"
              "次のアビリティの名前なら前に空行を入れてください",
    },
    "layout.blank_line": {
        "en": "put a blank line before the next ability's name, or remove the repeated line",
        "ja": "次のアビリティ名の前に空行を入れるか、重複した行を消してください",
    },
    # SB136: a native block's first line that is no name (`frontends/name_line.py`)
    "name_line.not_a_name": {
        "en": "the first line of an ability is its name, but `{line}` is {what}: the ability has no name",
        "ja": "アビリティの最初の行は名前ですが、「{line}」は{what}です。このアビリティには名前がありません",
    },
    "name_line.what.roll": {"en": "a power roll", "ja": "パワーロール"},
    "name_line.what.tier": {"en": "a tier line", "ja": "ティアの行"},
    "name_line.what.label": {"en": "a labelled line of an ability", "ja": "アビリティのラベル付きの行"},
    "name_line.what.row": {"en": "a header row", "ja": "見出しの行"},
    "name_line.comment": {
        "en": "a line starting with `#` is a comment, not read: write the name on the first line, `{name}` instead "
              "of `{comment}`",
        "ja": "「#」で始まる行はコメントで、読まれません。最初の行に名前を書いてください（「{comment}」ではなく「{name}」）",
    },
    "name_line.blank_above": {
        "en": "a blank line ends an ability: if this line belongs to the ability above, remove the blank line "
              "before it; else write the name on the first line",
        "ja": "空行でアビリティが終わります。この行が上のアビリティのものなら前の空行を消し、そうでなければ最初の行に名前を"
              "書いてください",
    },
    "name_line.write_name": {
        "en": "write the ability's name on the first line (a line starting with `#` is a comment)",
        "ja": "最初の行にアビリティの名前を書いてください（「#」で始まる行はコメントです）",
    },
    "name_line.fullwidth_hash": {
        "en": "this name starts with a full-width `＃`, which starts no comment (a comment starts with `#`)",
        "ja": "この名前は全角の「＃」で始まっています。コメントになるのは半角の「#」で始まる行だけです",
    },
    "name_line.fullwidth_hash_fix": {
        "en": "write `#` for a comment, or the name without `＃`",
        "ja": "コメントなら半角の「#」に、名前なら「＃」を消してください",
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
    "own_json.read_twice": {
        "en": "this JSON holds the abilities of `{path}`, which is read here too: each of them is counted, and carded, "
              "twice; check one of the two (the JSON `{command}` wrote can go in a folder of its own)",
        "ja": "この JSON は「{path}」のアビリティを収めていて、そのファイルもここで読んでいます。どのアビリティも二度数えられ、"
              "カードも二枚になります。どちらか一方を確認してください（「{command}」の JSON は別のフォルダーに置けます）",
    },
    "own_json.not_one": {
        "en": "`{name}` in statblock's JSON did not read back as one ability (its name or a value holds a line "
              "break or a `#` the text cannot keep); check the abilities read from it",
        "ja": "statblock の JSON の「{name}」は一つのアビリティとして読み戻せませんでした（名前か値に、文に残せない改行か"
              "「#」があります）。読み取られたアビリティを確認してください",
    },
    "name_line.labelled": {
        "en": "`{label}` before the name: the first line of an ability is its name, with no label",
        "ja": "名前の前に「{label}」があります。アビリティの最初の行はラベルなしの名前です",
    },
    "name_line.write_alone": {"en": "write the name alone: `{name}`", "ja": "名前だけを書いてください：「{name}」"},
    # ---- checking what was read ----
    # tier structure
    "tier.unreadable": {
        "en": "cannot tell which tier `{label}` is; write ≤11, 12-16 or 17+",
        "ja": "「{label}」がどのティアか分かりません。≤11、12-16、17+ のいずれかを書いてください",
    },
    "tier.range": {
        "en": "tier {number} covers {right}, not `{label}`",
        "ja": "ティア{number}の範囲は {right} で、「{label}」ではありません",
    },
    "tier.write": {"en": "write `{right}:`", "ja": "「{right}:」と書いてください"},
    "tier.order": {
        "en": "tier {number} comes after tier {previous}; list tiers as ≤11, 12-16, 17+",
        "ja": "ティア{number}がティア{previous}の後にあります。≤11、12-16、17+ の順に並べてください",
    },
    "tier.count": {
        "en": "a power roll needs exactly three tiers (≤11, 12-16, 17+): {problem}",
        "ja": "パワーロールにはちょうど3つのティア（≤11、12-16、17+）が必要です。{problem}",
    },
    "tier.missing": {"en": "missing {tiers}", "ja": "{tiers} がありません"},
    "tier.repeated": {"en": "repeated {tiers}", "ja": "{tiers} が重複しています"},
    # monster statblocks
    "statblock.missing": {
        "en": "the statblock has no {field}",
        "ja": "ステータスブロックに{field}がありません",
    },
    "statblock.add": {"en": "add a `{field}: N` cell", "ja": "「{field}: N」のセルを足してください"},
    "statblock.no_value": {
        "en": "the {what} `{entry}` has no value: read so, it changes no damage",
        "ja": "{what}「{entry}」に値がありません。このままではダメージを何も変えません",
    },
    "statblock.no_value_fix": {"en": "write its value after it (`{example}`)", "ja": "値を後ろに書いてください（「{example}」）"},
    "statblock.add_table": {
        "en": "add a `**N**<br/> {field}` cell to the statblock's table",
        "ja": "ステータスブロックの表に「**N**<br/> {field}」のセルを足してください",
    },
    "statblock.add_level": {
        "en": "add a `{field} N` cell to the first row of the statblock's table",
        "ja": "ステータスブロックの表の1行目に「{field} N」のセルを足してください",
    },
    "statblock.add_yaml": {"en": "add `{name}: N` to the statblock", "ja": "ステータスブロックに「{name}: N」を足してください"},
    "statblock.unknown_field": {
        "en": "unknown statblock field `{field}` (its value is kept as written, not read); did you mean `{guess}`?",
        "ja": "ステータスブロックの不明な項目「{field}」です（値は書かれたまま残し、読みません）。「{guess}」の誤りではありませんか？",
    },
    # dynamic terrain objects
    "terrain.missing": {
        "en": "the dynamic terrain object has no {field}",
        "ja": "ダイナミック地形に{field}がありません",
    },
    "terrain.add": {"en": "add a `{field}: …` cell", "ja": "「{field}: …」のセルを足してください"},
    "terrain.add_bullet": {
        "en": "add a `- **{field}:** …` line after the object's heading and flavor",
        "ja": "見出しとフレーバーの後に「- **{field}:** …」の行を足してください",
    },
    "terrain.add_stat": {  # (the YAML keys as typed are arguments: `stats`, `name`, `value`)
        "en": "add `- {name}: {field}` with its `{value}:` to the front matter's `{stats}:`",
        "ja": "フロントマターの「{stats}:」に「- {name}: {field}」とその「{value}:」を足してください",
    },
    "terrain.add_yaml": {"en": "add `{name}: …` to its YAML", "ja": "YAMLに「{name}: …」を足してください"},
    "statblock.number": {
        "en": "{field} should be a number, not `{value}`",
        "ja": "{field}は数値にしてください（「{value}」ではなく）",
    },
    "statblock.number_too_long": {
        "en": "{field} has {digits} digits, too many to read (at most {limit}): write a smaller number",
        "ja": "{field}は {digits} 桁あり、大きすぎて読めません（{limit} 桁まで）。小さい数にしてください",
    },
    # consistency
    "tiers.damage_down": {
        "en": "tier {higher} deals less damage ({high}) than tier {lower} ({low}); tiers should not get worse — "
              "check the numbers",
        "ja": "ティア{higher}のダメージ ({high}) がティア{lower} ({low}) より少なくなっています。"
              "上のティアが下のティアより弱くなることはないはずです。数値を確認してください",
    },
    "tiers.move_down": {
        "en": "tier {higher} has {movement} {distance}, less than tier {lower}'s {movement} {before}; "
              "tiers should not get worse",
        "ja": "ティア{higher}の{movement} {distance} がティア{lower}の{movement} {before} より小さくなっています。"
              "上のティアが下のティアより弱くなることはないはずです",
    },
    "tiers.potency_down": {
        "en": "the potency weakens from tier {lower} ({before}) to tier {higher} ({after}); potency should stay or "
              "grow (WEAK, AVERAGE, STRONG)",
        "ja": "ポテンシーがティア{lower}（{before}）からティア{higher}（{after}）で弱くなっています。"
              "ポテンシーは上のティアで同じか強くなるはずです（弱、並、強の順）",
    },
    "roll.header_missing": {
        "en": "the damage adds {added}, but no `Power Roll + …:` line above the tiers says what the roll adds: "
              "rolled as it is, the roll adds nothing to 2d10",
        "ja": "ダメージに{added}を加えていますが、ティアの上にパワーロールの行（「パワーロール + …:」）がなく、"
              "ロールに何を加えるかが書かれていません。このままではダイス 2 個の出目に何も加えません",
    },
    "roll.header_missing_fix": {"en": "write `{header}` on the line above the tiers",
                                "ja": "ティアの上の行に「{header}」を書いてください"},
    "damage.characteristic": {
        "en": "the damage adds {extra}, which the power roll (+ {roll}) does not use; check the letter",
        "ja": "ダメージに加える{extra}をパワーロール（+ {roll}）が使っていません。文字を確認してください",
    },
    "keyword.melee": {
        "en": "the Melee keyword needs a melee distance (`Melee 1`), not `{distance}`",
        "ja": "近接キーワードには近接の距離（「近接 1」など）が必要ですが、距離が「{distance}」になっています",
    },
    "keyword.ranged": {
        "en": "the Ranged keyword needs a ranged distance (`Ranged 10`), not `{distance}`",
        "ja": "遠距離キーワードには遠距離の距離（「遠距離 10」など）が必要ですが、距離が「{distance}」になっています",
    },
    "keyword.area": {
        "en": "the Area keyword needs an area (`3 burst`, `2 cube within 10`, ...), not `{distance}`",
        "ja": "領域キーワードには領域（「3 バースト」「10 以内の 2 キューブ」など）が必要ですが、距離が「{distance}」になっています",
    },
    "keyword.area_missing": {
        "en": "the distance `{distance}` is an area, but the Area keyword is missing; add `Area` to the keywords",
        "ja": "距離「{distance}」は領域ですが、領域キーワードがありません。キーワードに「領域」を加えてください",
    },
    "target.no_area": {
        "en": "the target `{target}` is in an area, but the distance `{distance}` makes none; give an area "
              "(`3 burst`, `2 cube within 10`) or name the targets (`One creature`)",
        "ja": "ターゲット「{target}」は領域内にいますが、距離「{distance}」は領域を作りません。領域（「3 バースト」"
              "「10 以内の 2 キューブ」など）にするか、ターゲットを名指ししてください（「1体のクリーチャー」など）",
    },
    "keyword.strike": {
        "en": "a Strike targets creatures, not an area: use the Area keyword for `{distance}`, or give a melee or "
              "ranged distance",
        "ja": "ストライクは領域ではなくクリーチャーを対象にします。「{distance}」には領域キーワードを使うか、"
              "近接か遠距離の距離にしてください",
    },
    "keyword.both": {
        "en": "both the Melee and Ranged keywords, but the distance `{distance}` allows only one way; keep the keyword "
              "that matches the distance",
        "ja": "近接と遠距離の両方のキーワードがありますが、距離「{distance}」はどちらか一方だけです。"
              "距離に合うキーワードを残してください",
    },
    "cost.class": {
        "en": "a {hero_class} pays in {resource}, not {written}",
        "ja": "{hero_class}のコストは{resource}で払います（{written}ではありません）",
    },
    "spend.cost": {
        "en": "the ability costs {resource}, but this section spends {spent}: the one who uses it pays both from "
              "one resource",
        "ja": "このアビリティのコストは{resource}ですが、このセクションは{spent}を消費します。使用者は両方を同じリソースから"
              "払います",
    },
    "spend.class": {
        "en": "a {hero_class} spends {resource}, not {written}",
        "ja": "{hero_class}が消費するのは{resource}です（{written}ではありません）",
    },
    "cost.write": {"en": "write `{text}`", "ja": "「{text}」と書いてください"},
    "cost.signature": {
        "en": "a signature ability costs no heroic resource to use, but this one costs {cost}",
        "ja": "シグネチャー・アビリティは英雄リソースなしで使えますが、このアビリティには「{cost}」のコストがあります",
    },
    "cost.signature_fix": {
        "en": "remove the cost (or the Signature tag); what the resource buys goes in a `{text}` section",
        "ja": "コスト（またはシグネチャーの指定）を削除してください。リソースで得る効果は「{text}」のセクションに書きます",
    },
    "trigger.not_triggered": {
        "en": "a Trigger only belongs to a triggered action, but this is a {action}",
        "ja": "トリガーはトリガーアクションにだけ付きますが、これは{action}です",
    },
    "trigger.fix": {
        "en": "make it a Triggered action, or remove the Trigger",
        "ja": "トリガーアクションにするか、トリガーを削除してください",
    },
    "trigger.missing": {
        "en": "a {action} needs a `Trigger:` saying when it can be used",
        "ja": "{action}には、いつ使えるかを示す「トリガー:」が必要です",
    },
}


def join() -> None:
    """Add Draw Steel's messages (these and its commands') to the core's catalog (`statblock.messages.CATALOG`)."""
    _CORE.update(CATALOG)
    _CORE.update(_COMMANDS)
