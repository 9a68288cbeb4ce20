"""Draw Steel's diagnostic messages, in English and Japanese: those of reading the notation here (syntax,
vocabulary, layout, a block's first line), those of reading its file formats in `catalog_formats.py`
(Markdown, YAML, a web page, a TOML file, its own JSON), those of reading the words of an ability's effects
in `catalog_words.py` (damage, distance, potency, ...), those of checking what was read in
`catalog_checks.py` (tiers, statblocks, terrain, consistency), and those of its commands in
`catalog_commands.py` (hero files, `roll`, `odds`, `export`, `fmt` and `convert` checking their
output, the editor's hover).

Its keys keep the names they had in the core (`syntax.unexpected`, `tier.missing`, not
`draw_steel.`…), so that its modules make them with the core's `msg`: the package's `__init__` calls
`join`, which adds them to the core's catalog, whichever of its modules is imported first (a dict
update: as cheap as when they were the core's). A key is in one module only, never one of the core's
(tests/test_message_catalogs.py).
"""

from __future__ import annotations

from ...messages import CATALOG as _CORE
from .catalog_checks import CATALOG as _CHECKS
from .catalog_commands import CATALOG as _COMMANDS
from .catalog_formats import CATALOG as _FORMATS
from .catalog_words import CATALOG as _WORDS

__all__ = ["CATALOG", "join"]

#: The messages of reading the notation, by key (its file formats: `catalog_formats.CATALOG`; the words of its
#: effects: `catalog_words.CATALOG`; checking it: `catalog_checks.CATALOG`; its commands': `catalog_commands.CATALOG`).
CATALOG: dict[str, dict[str, str]] = {
    # ---- reading the notation ----
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
    "roll.worked_out": {
        "en": "`{dice}` after the power roll is one hero's roll worked out, as `cards --hero` prints it: the roll is "
              "read without it, and the numbers of its tiers are that hero's (a characteristic already added), not "
              "the ability's",
        "ja": "パワーロールの後の「{dice}」は、--hero を付けて印刷したカードのとおり、1人のヒーローについて計算済みのロールです。"
              "ロールはそれを除いて読みますが、ティアの数値はそのヒーローのもの（能力値を加算済み）で、アビリティ本来の"
              "ものではありません",
    },
    "roll.worked_out_fix": {
        "en": "for cards that read back as the ability, print them without --hero, or read the ability's own file",
        "ja": "アビリティとして読み戻せるカードは --hero を付けずに印刷してください。またはアビリティの元のファイルを"
              "読んでください",
    },
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
    # the help of SB107 for a resource close to none (a new class's): how a file declares it (`learned.py`)
    "resource.declare": {
        "en": "if `{word}` is the heroic resource of a class not known here, say so in this file as its book does: "
              "`… grants you a Heroic Resource called {word}`",
        "ja": "「{word}」がここで知られていないクラスの英雄リソースなら、そのクラスの本のようにこのファイルで述べてください："
              "「{word}」と呼ばれる英雄リソース"},
    # layout
    "header.markers": {
        "en": "`{markers}` before the icon `{icon}` is read as markup, the cell as `{text}`; the page shows the "
              "asterisks (a bold's opening escaped, and no closing)",
        "ja": "アイコン「{icon}」の前の「{markers}」は書式の記号として読み、セルは「{text}」と読みました。ページにはアスタリスクが"
              "表示されます（太字の開始がエスケープされ、終わりがありません）",
    },
    "header.markers_closed": {
        "en": "`{markers}` around the cell of the icon `{icon}` is read as markup, the cell as `{text}`; the page "
              "shows the asterisks (escaped, they make no bold)",
        "ja": "アイコン「{icon}」のセルを囲む「{markers}」は書式の記号として読み、セルは「{text}」と読みました。ページには"
              "アスタリスクが表示されます（エスケープされた記号は太字になりません）",
    },
    "header.markers_help_native": {
        "en": "write the cell without the asterisks, `{icon} {text}`",
        "ja": "アスタリスクを取り除いて「{icon} {text}」と書いてください",
    },
    "header.markers_help": {
        "en": "write the cell bold, `**{icon} {text}**`, or without the asterisks, `{icon} {text}`",
        "ja": "太字にするなら「**{icon} {text}**」、そうでなければアスタリスクを取り除いて「{icon} {text}」と書いてください",
    },
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
    "layout.plain_flavor": {
        "en": "`{line}` under the name is no line of a kind the notation knows: read as the ability's flavor, and "
              "kept as written (`fmt` leaves it so)",
        "ja": "名前の下の「{line}」は、記法の知っているどの種類の行でもありません。アビリティのフレーバーとして読み、"
              "書かれたまま残します（fmt もそのままにします）",
    },
    "layout.plain_flavor_fix": {
        "en": "if it is flavor, write it in italics (`*...*`); if it is a field, write its label with a colon "
              "(`Keywords: Melee, Strike`)",
        "ja": "フレーバーなら斜体（「*...*」）で書いてください。項目なら、ラベルとコロンを付けてください"
              "（「キーワード: 近接、ストライク」）",
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
    # SB027: a Markdown table's rule line among native lines (`frontends/native.py`)
    "layout.table_rule": {
        "en": "`{line}` is a Markdown table's rule line, which native text has no use for: it is not read, and "
              "is left out of what is written from the file",
        "ja": "「{line}」はマークダウンの表の区切り行で、ネイティブ形式の文では使いません。読み取らず、このファイルから"
              "書き出すものにも含めません",
    },
    "layout.table_rule_fix": {
        "en": "remove the line: header lines are written one a line (`Melee, Strike | Main action`, then `Melee 1 | "
              "One creature`), or as a table in a Markdown file",
        "ja": "この行を消してください。ヘッダー行は一行ずつ書きます（「近接、ストライク | メインアクション」の次に「近接 1 | "
              "1体のクリーチャー」）。表にするならマークダウンのファイルに書いてください",
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
    "name_line.labelled": {
        "en": "`{label}` before the name: the first line of an ability is its name, with no label",
        "ja": "名前の前に「{label}」があります。アビリティの最初の行はラベルなしの名前です",
    },
    "name_line.write_alone": {"en": "write the name alone: `{name}`", "ja": "名前だけを書いてください：「{name}」"},
}


def join() -> None:
    """Add Draw Steel's messages (these, its formats', its words', its checks' and its commands') to the core's catalog
    (`statblock.messages.CATALOG`)."""
    _CORE.update(CATALOG)
    _CORE.update(_FORMATS)
    _CORE.update(_WORDS)
    _CORE.update(_CHECKS)
    _CORE.update(_COMMANDS)
