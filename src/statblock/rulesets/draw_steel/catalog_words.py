"""Draw Steel's diagnostic messages of reading the words of an ability's effects as written, in English and
Japanese: damage, distance, durations, forced movement, counts, potency, numbers and parentheses, own moves
and glosses. `catalog.join` adds them to the core's catalog with the rest of reading a file (`catalog.py`).
"""

from __future__ import annotations

__all__ = ["CATALOG"]

CATALOG: dict[str, dict[str, str]] = {
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
    "number.letter_slip": {
        "en": "`{word}` in `{line}` looks like the number `{digits}` written with a letter for a digit (O for 0, l or I "
              "for 1): the line "
              "is read as words, so nothing is read from the number (no reach known, the keywords not checked)",
        "ja": "「{line}」の「{word}」は、数字の代わりに形の似たラテン文字で書かれた数です（「{digits}」のつもりでは"
              "ありませんか）。この行は語句として読まれるため、この数からは何も読み取れません（届く距離が分からず、キーワードも確かめられません）",
    },
    "number.letter_slip_target": {
        "en": "`{word}` in `{line}` looks like the number `{digits}` written with a letter for a digit (O for 0, l or I "
              "for 1): the line "
              "is read as words, so nothing is read from the number (how many targets is not known)",
        "ja": "「{line}」の「{word}」は、数字の代わりに形の似たラテン文字で書かれた数です（「{digits}」のつもりでは"
              "ありませんか）。この行は語句として読まれるため、この数からは何も読み取れません（ターゲットの数が分かりません）",
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
    "pronoun.unknown": {
        "en": "whom `{pronoun}` names is not read: no part read before it in the tier says which creature it is "
              "(none is about a creature, or the nearest is kept as text, is a choice of creatures, says the same of "
              "two creatures, either of whom it may be, or is about several creatures other than the targets, whom "
              "`they` may name as well as the targets), so `roll` "
              "applies what is said of it to no one",
        "ja": "「{pronoun}」が誰を指すかは読めません。ティアのそれより前に、どのクリーチャーかを読める効果がないため"
              "（クリーチャーについての効果がない、直前の部分が書かれたまま残る、クリーチャーの選択である、"
              "2体のクリーチャーに同じことを言い、どちらとも取れる、またはターゲット以外の複数のクリーチャーについての効果で、"
              "そのクリーチャーたちともターゲットとも取れる）、"
              "ロールの際にはそれについての効果を誰にも適用しません",
    },
    "condition.negated": {
        "en": "`{words}` says the condition `{condition}` does not hold: the rules put no such effect on a creature "
              "(a condition ends as it says, or when whoever put it on ends it), so it is kept as written and `roll` "
              "applies none of it (it was a condition of the ability's own named `{words}`, put on the targets)",
        "ja": "「{words}」は状態「{condition}」がないことを言っています。ルールにそのような効果はない（状態はその説明どおり、"
              "または課したクリーチャーが終了させたときに終わる）ため、書かれたまま残し、ロールの際には何も適用しません",
    },
    "duration.whose_turn": {
        "en": "`{words}` turn, said once of the conditions of two creatures or more, may be either's: it is read as each "
              "creature's own turn, the words kept as written on each",
        "ja": "「{words}」のターンは、2体以上のクリーチャーの状態に一度だけ書かれていて、どちらのものとも取れます。"
              "それぞれ自分のターンとして読み、書かれたままそれぞれに残します",
    },
    "duration.whose_turn_fix": {
        "en": "name whose turn it is (`until the start of the target's next turn`), or say each creature's condition "
              "with its own duration",
        "ja": "誰のターンかを書くか（「ターゲットの次のターンの開始時まで」）、クリーチャーごとに状態と持続時間を書いてください",
    },
    "condition.negated_fix": {
        "en": "say how the condition ends in the ability's Effect, or name the condition that lands",
        "ja": "状態の終わり方をアビリティの効果の項で説明するか、課す状態を書いてください",
    },
    "pronoun.unknown_fix": {
        "en": "name the creature (`the target`, or the creature's name), or write the pronoun after a part about it",
        "ja": "クリーチャーを名前で書くか（「ターゲット」など）、代名詞をそのクリーチャーについての効果の後に書いてください",
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
    "text.unread_verb": {
        "en": "`{text}` is kept as written: `{word}` is a verb the notation does not read as a condition, so the card "
              "prints it word for word and `roll` applies none of it; did you mean `{guess}`?",
        "ja": "「{text}」は書かれたまま残します。「{word}」は記法が状態異常として読まない動詞のため、カードにはそのまま印刷し、"
              "ロールの際にも適用しません。「{guess}」の誤りではありませんか？",
    },
    "text.unread_help": {
        "en": "if it is meant as a rule, write it as the notation reads one (`slowed (EoT)`, `push 2`, `the target "
              "is prone`, `you gain 2 surges`); the ability's own prose needs nothing",
        "ja": "ルールとして書いたのなら、記法が読む形で書いてください（「減速 (セーヴ終了)」「プッシュ 2」「ターゲットは"
              "伏せ」「あなたはサージを2つ得る」など）。アビリティ固有の説明文ならそのままで構いません",
    },
    "text.asterisks": {
        "en": "`{text}` holds asterisks that the card prints as written (emphasis escaped with `\\*`, or left open): "
              "no effect of the notation is read in it, and `roll` applies none of it",
        "ja": "「{text}」にはアスタリスク（*）が残っており、カードにはそのまま印刷されます（「\\*」とエスケープされたか、閉じ"
              "られていない強調）。記法の効果として読めないため、ロールの結果には何も適用しません",
    },
    "text.asterisks_help": {
        "en": "take the asterisks out if the words are the notation: `{bare}`",
        "ja": "記法として書いたのなら、アスタリスクを取り除いてください：「{bare}」",
    },
    "potency.characteristic": {
        "en": "unknown characteristic `{word}` in a potency; use one of {letters}",
        "ja": "ポテンシーの能力値「{word}」が不明です。{letters} のいずれかを使ってください",
    },
    "resource.unknown": {"en": "unknown heroic resource `{word}`", "ja": "不明な英雄リソース「{word}」です"},
}
