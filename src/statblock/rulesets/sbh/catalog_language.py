"""Song of Blades and Heroes' messages (English and Japanese) of reading a warband file: its lines, its layout, its
profiles, their counts and special rules, and the rules' checks of a warband (SH0xx, SH1xx). `catalog.CATALOG` holds
them with the others."""

from __future__ import annotations

__all__ = ["LANGUAGE"]

LANGUAGE: dict[str, dict[str, str]] = {
    "sbh.not_a_profile": {
        "en": "this line is not a profile: write a model as `Name Q3+ C2 Rules` (its name, Quality and Combat, then "
              "its special rules separated by commas)",
        "ja": "この行はプロファイルではありません。モデルは「名前 Q3+ C2 特殊ルール」（名前、質、戦闘、そして読点区切りの特殊ルール）"
              "の形で書いてください",
    },
    "sbh.not_a_profile_band": {
        "en": "this line is not a profile, and it starts no warband: each warband of a file after the first starts with a "
              "`Warband:` line, so its profiles and limit are read as the warband's above; write `{line}` to start one",
        "ja": "この行はプロファイルではなく、ウォーバンドの始まりでもありません。ファイルの2つ目以降のウォーバンドはそれぞれ"
              "「ウォーバンド：」の行で始まるため、下のプロファイルと上限は上のウォーバンドのものとして読んでいます。"
              "ここから始めるなら「{line}」と書いてください",
    },
    "sbh.near_key": {
        "en": "`{key}` is no key a roster has, so this line is not read as one; did you mean `{guess}`?",
        "ja": "「{key}」は編成表の見出し語ではないため、この行はそのようには読んでいません。「{guess}」のことですか？",
    },
    "sbh.not_a_profile_key": {
        "en": "this line is not a profile, and `{key}` is no key a roster has; did you mean `{guess}`?",
        "ja": "この行はプロファイルではなく、「{key}」は編成表の見出し語でもありません。「{guess}」のことですか？",
    },
    "sbh.not_a_profile_comment": {
        "en": "this line is not a profile: `{mark}` after a blank starts a comment, so the stats after it were not read;"
              " to write the character in the name, put a backslash before it (`\\{mark}`)",
        "ja": "この行はプロファイルではありません。空白の後の「{mark}」から行末までは注釈なので、その後の能力値を読んでいません。"
              "名前の中の文字として書くには、前にバックスラッシュを付けてください（「\\{mark}」）",
    },
    "sbh.profile_unreadable": {
        "en": "cannot read this profile here: expected {expected}",
        "ja": "このプロファイルをここから読めません（{expected}があるはずです）",
    },
    "sbh.table_not_roster": {
        "en": "this table is not a warband roster, and its rows are not read: a roster table has the columns Name, "
              "Quality and Combat (and Points, Special Rules), as `| Name | Points | Quality | Combat | Special Rules |`",
        "ja": "この表はウォーバンドのロスターではないため、行を読みません。ロスターの表には 名前・質・戦闘 の列"
              "（それにポイント・特殊ルール）が必要です（「| 名前 | ポイント | 質 | 戦闘 | 特殊ルール |」）",
    },
    "sbh.table_order": {
        "en": "the columns of this roster are in an order that is not read, and its rows are not read: put the name "
              "before Quality and Combat, and the special rules after them",
        "ja": "このロスターの列は読めない順序のため、行を読みません。名前を質と戦闘の前に、特殊ルールをその後に置いてください",
    },
    "sbh.table_column": {
        "en": "the column `{head}` is not read: a roster's columns are Name, Count, Points, Total, Quality, Combat, "
              "Special Rules and Notes (name notes `Notes` to keep them unread without this warning)",
        "ja": "列「{head}」は読みません。ロスターの列は 名前・数・ポイント・小計・質・戦闘・特殊ルール・備考 です"
              "（読まないメモは「備考」列に書くとこの警告は出ません）",
    },
    "sbh.expect_quality": {"en": "its Quality (`Q3+`) after the name", "ja": "名前の後に質（「Q3+」）"},
    "sbh.expect_combat": {"en": "its Combat (`C2`) after the Quality", "ja": "質の後に戦闘（「C2」）"},
    "sbh.expect_rules": {"en": "special rules separated by commas (`Shooter (Long), Forester`)",
                         "ja": "読点かカンマで区切った特殊ルール（「射手（長）、森林踏破」）"},
    "sbh.expect_close": {"en": "`{close}` closing the specification", "ja": "仕様を閉じる「{close}」"},
    "sbh.expect_number": {"en": "a number", "ja": "数字"},
    "sbh.league_limit": {
        "en": "`{name}` states its own points limit, {own}, and the front matter gives the file's warbands {league}: "
              "its own is kept; if the league's is meant, leave its own out",
        "ja": "「{name}」には独自のポイント上限（{own}）があり、フロントマターはこのファイルのウォーバンドに {league} を"
              "指定しています。独自の上限を使いました。リーグの上限にするなら独自の上限を書かないでください",
    },
    "sbh.subtotal_note": {
        "en": "the subtotal says {written}, but the profiles above it cost {total}",
        "ja": "小計は {written} ですが、その上のプロファイルは合計 {total} ポイントです",
    },
    "sbh.subtotal_note_since": {
        "en": "the subtotal says {written}, but the profiles since the last subtotal cost {total}, and all those above it "
              "{whole}",
        "ja": "小計は {written} ですが、前の小計からのプロファイルは合計 {total} ポイント、その上のすべては {whole} ポイントです",
    },
    "sbh.limit_twice": {
        "en": "this warband already has a points limit ({limit}); this one is ignored",
        "ja": "このウォーバンドにはすでにポイント上限（{limit}）があるため、この行は無視しました",
    },
    "sbh.name_twice": {
        "en": "this warband is already named `{name}` in the front matter, so `{other}` is not used; keep one name",
        "ja": "このウォーバンドはフロントマターですでに「{name}」と名付けられているため、「{other}」は使いません。名前は一つにしてください",
    },
    "sbh.limit_between": {
        "en": "this points limit ({limit}) stands between warband `{above}` and warband `{below}`, and the file does "
              "not tell whose it is; it is read as `{kept}`'s; write each warband's limit in one place (under its "
              "name, or under its last model), with a blank line between warbands",
        "ja": "このポイント上限（{limit}）はウォーバンド「{above}」と「{below}」の間にあり、どちらのものかファイルからは"
              "分からないため、「{kept}」の上限として読みました。上限はどのウォーバンドも同じ場所（名前の下か、最後の"
              "モデルの下）に書き、ウォーバンドの間には空行を入れてください",
    },
    "sbh.setext_lazy": {
        "en": "`{words}` over its underline is read as a heading, as it looks; Markdown shows it as text of the list "
              "item or quote above; put a blank line over it (or write `# {words}`)",
        "ja": "下線の上の「{words}」は見た目どおり見出しとして読みました。マークダウンでは上のリスト項目や引用の続きの文として"
              "表示されます。上に空行を入れてください（または「# {words}」と書いてください）",
    },
    "sbh.setext_lazy_break": {
        "en": "`{words}` over its underline of dashes is read as a heading, as it looks; Markdown shows it as text of "
              "the list item or quote above, and the dashes as a rule; put a blank line over it (or write `## {words}`)",
        "ja": "ダッシュの下線の上の「{words}」は見た目どおり見出しとして読みました。マークダウンでは上のリスト項目や引用の続きの"
              "文として、下線は横線として表示されます。上に空行を入れてください（または「## {words}」と書いてください）",
    },
    "sbh.setext_table": {
        "en": "`{words}` over its underline right under a table is read as a heading, as it looks, and the table's rows "
              "as its rows; Markdown shows it as a row of the table (or the table and it as one heading); put a blank "
              "line over it",
        "ja": "表のすぐ下にある下線の上の「{words}」は見た目どおり見出しとして読み、表の行はその表の行として読みました。"
              "マークダウンでは表の行として（または表ごと一つの見出しとして）表示されます。上に空行を入れてください",
    },
    "sbh.sections_apart": {
        "en": "the sections `{first}` and `{second}` under the title `{title}` are read as warbands of their own, "
              "named by their headings; if they are parts of one warband `{title}`, write each section's heading one "
              "level deeper under a heading `# {title}`; if they are warbands, give each its points limit "
              "(`## {second} (300 pts)`)",
        "ja": "タイトル「{title}」の下の節「{first}」と「{second}」は、それぞれ見出しを名前とする別のウォーバンドとして"
              "読みました。一つのウォーバンド「{title}」の部分なら、見出し「# {title}」の下に各節の見出しを一段深く書いて"
              "ください。別のウォーバンドなら、各節にポイント上限を書いてください（「## {second}（300点）」）",
    },
    "sbh.names_differ": {
        "en": "this warband is named both `{name}` and `{other}`; it takes `{kept}`; keep one name",
        "ja": "このウォーバンドには「{name}」と「{other}」の二つの名前があり、「{kept}」を使います。名前は一つにしてください",
    },
    "sbh.no_profiles": {
        "en": "warband `{name}` has no profile",
        "ja": "ウォーバンド「{name}」にはプロファイルがありません",
    },
    "sbh.front_matter_key": {
        "en": "the front matter's key `{key}` is not read: a roster's front matter holds its name (`title:`, `name:`, "
              "`warband:`), its points limit (`points: 300`) and a note's metadata (`tags:`, `date:` …); write a line "
              "of the roster under the front matter",
        "ja": "フロントマターのキー「{key}」はロスターにないものなので読みません。フロントマターで読むのは、ウォーバンドの名前"
              "（「ウォーバンド: 緑の手」）、ポイント上限（「ポイント: 300」）と、ノートの情報（タグや日付）です。ロスターの行は"
              "フロントマターの下に書いてください",
    },
    "sbh.front_matter_unread": {
        "en": "cannot read the front matter as YAML ({problem}): its lines are read as the roster's Markdown; to make it "
              "front matter, put a value holding `[`, `{{`, `:` or `#` in quotes (`title: '[Elves'`)",
        "ja": "フロントマターを読めません（{problem}）。その行はロスターのマークダウンの行として読みました。フロントマターにするには、"
              "「[」「{{」「:」「#」を含む値を引用符で囲んでください（「ウォーバンド: '[エルフ'」）",
    },
    "sbh.front_matter_loose": {
        "en": "front matter must be `key: value` lines (`title: Elves`, `points: 300`): these lines are not, so they are "
              "read as the roster's lines, and the `---` under them as a blank line; write them as `key: value` lines, "
              "or remove the `---` lines around them",
        "ja": "フロントマターは「キー: 値」の行（「ウォーバンド: 緑の手」「ポイント: 300」）で書きます。この行はそうでないため、"
              "ロスターの行として読み、その下の「---」は空行として読みました。「キー: 値」の行に書き直すか、前後の「---」を"
              "消してください",
    },
    "sbh.front_matter_quoted": {
        "en": "`{written}` is in quotes, so YAML reads it as text, not a number: it is read as the number {number}; write "
              "it without the quotes",
        "ja": "「{written}」は引用符で囲まれているため、フロントマターでは数ではなく文字列として読まれます。数 {number} として"
              "読みました。引用符を外して書いてください",
    },
    "sbh.inexact_points": {
        "en": "`{written}` is written with a decimal point or an exponent, so it is not read as points: points are a "
              "whole number written in digits (`300`)",
        "ja": "「{written}」は小数点か指数を使って書かれているため、点数として読みません。点数は整数を数字（「300」）で書いてください",
    },
    "sbh.code_profile_indented": {
        "en": "this line looks like a profile, but it is indented four blanks (or a tab) where no paragraph goes on (after "
              "a blank line or a heading), so Markdown shows it as code: it is kept as a note, not read; to read it as a "
              "profile, take away its indentation",
        "ja": "この行はプロファイルのようですが、段落の続きでない所（空行や見出しの後）で空白 4 つ（またはタブ）で字下げされているため、"
              "マークダウンではコードとして表示されます。プロファイルとしては読まず、注記として残しました。プロファイルとして読むには"
              "字下げを外してください",
    },
    "sbh.code_profile_fenced": {
        "en": "this line looks like a profile, but it is inside a fenced code block (between ``` or ~~~ lines), so "
              "Markdown shows it as code: it is kept as a note, not read; to read it as a profile, take away the fences",
        "ja": "この行はプロファイルのようですが、囲みの行（バッククォート 3 つか「~~~」）で囲まれたコードブロックの中にあるため、マークダウンでは"
              "コードとして表示されます。プロファイルとしては読まず、注記として残しました。プロファイルとして読むには囲みの行を"
              "外してください",
    },
    "sbh.name_full_width_mark": {
        "en": "the warband is named `{name}`: a full-width `{mark}` is text, so it is part of the name; only an ASCII `#` "
              "or `//` (or `※`) after a blank starts a comment",
        "ja": "ウォーバンドの名前を「{name}」として読みました。全角の「{mark}」は文字なので名前の一部です。空白の後で注釈を始めるのは、"
              "半角の「#」「//」と「※」だけです",
    },
    "sbh.full_width_mark": {
        "en": "{said}; a full-width `{mark}` is text: only an ASCII `#` or `//` (or `※`) after a blank starts a comment",
        "ja": "{said}。全角の「{mark}」は文字として読みます。空白の後で注釈を始めるのは、半角の「#」「//」と「※」だけです",
    },
    "sbh.unclosed_comment": {
        "en": "this comment is never closed: it hides the rest of the file; close it with `-->`",
        "ja": "このコメントは閉じていないため、ファイルの残りがすべて隠れます。「-->」で閉じてください",
    },
    "sbh.unclosed_comment_inside": {
        "en": "this comment is not closed in its list item or block quote: it hides the rest of the item or quote; "
              "close it with `-->` there",
        "ja": "このコメントはリスト項目（または引用）の中で閉じていないため、その項目の残りがすべて隠れます。項目の中で"
              "「-->」で閉じてください",
    },
    "sbh.zero_count": {
        "en": "a profile of 0 models counts for nothing: write at least 1",
        "ja": "0 体のプロファイルは数に入りません。1 以上を書いてください",
    },
    "sbh.huge_count": {
        "en": "a profile of more than {most} models is no warband's: counted as {most}; write the number of models",
        "ja": "{most} 体を超えるプロファイルはウォーバンドにありません（{most} 体として数えます）。モデルの数を書いてください",
    },
    "sbh.bare_count": {
        "en": "`{number}` before the name is read as part of the name, so this profile is one model; for "
              "{models} write `{number}x` (it could be part of a name, so it is not guessed)",
        "ja": "名前の前の「{number}」は名前の一部として読むため、このプロファイルは 1 体です。{number} 体なら"
              "「{number}x」や「{number}体」と書いてください（名前の一部かもしれないので推測はしません）",
    },
    "sbh.bare_count_fix": {"en": "write `{number}x`", "ja": "「{number}体」と書いてください"},
    "sbh.count_in_name": {
        "en": "`{count}` inside the name is read as part of the name, so this profile is one model; write the count "
              "first, before the whole name (`{count} {name}`), or at its end",
        "ja": "名前の中の「{count}」は名前の一部として読むため、このプロファイルは 1 体です。数は名前全体の前（「{count} {name}」）"
              "か、行末に書いてください",
    },
    "sbh.count_in_name_counted": {
        "en": "`{count}` inside the name is read as part of the name; the profile is counted by `{counted}`: write one "
              "count",
        "ja": "名前の中の「{count}」は名前の一部として読みます。このプロファイルの数は「{counted}」です。数は 1 つだけ書いてください",
    },
    "sbh.count_twice": {
        "en": "two counts on one profile, `{first}` and `{second}`: it is counted as {models} (the first); write one count",
        "ja": "1 つのプロファイルに数が 2 つあります（「{first}」と「{second}」）。最初の {models} 体として数えます。数は 1 つだけ"
              "書いてください",
    },
    "sbh.count_twice_same": {
        "en": "the count is written twice, `{first}` and `{second}`; it is counted once",
        "ja": "数が 2 回書かれています（「{first}」と「{second}」）。1 回だけ数えます",
    },
    "sbh.drop_count": {"en": "remove `{count}`", "ja": "「{count}」を削除してください"},
    "sbh.count_in_rules": {
        "en": "`{word}` is not a special rule: a count is written before the name (`3x Orc`), after it (`Orc x3`) or at "
              "the end of the line (`Orc Q4+ C3 Animal x3`); it is not counted",
        "ja": "「{word}」は特殊ルールではありません。数は名前の前（「3体 オーク」）、名前の後（「オーク 3体」）、または行の末尾"
              "（「オーク 質4+ 戦闘3 動物 3体」）に書きます（ポイントに数えていません）",
    },
    "sbh.rule_unknown": {
        "en": "unknown special rule `{word}`; it is not counted",
        "ja": "特殊ルール「{word}」はありません（ポイントに数えていません）",
    },
    "sbh.rule_split": {
        "en": "unknown special rule `{word}`: rules are separated by commas; did you mean `{guess}`? It is not counted",
        "ja": "特殊ルール「{word}」はありません。ルールは「、」か「,」で区切ります。「{guess}」のことですか？（ポイントに数えていません）",
    },
    "sbh.rule_guess": {
        "en": "unknown special rule `{word}`; did you mean `{guess}`? It is not counted",
        "ja": "特殊ルール「{word}」はありません。「{guess}」のことですか？（ポイントに数えていません）",
    },
    "sbh.rule_guess_meant": {
        "en": "unknown special rule `{word}`; did you mean `{guess}` ({english}{points} points)? It is not counted",
        "ja": "特殊ルール「{word}」はありません。「{guess}」（{english}{points} ポイント）のことですか？（ポイントに数えていません）",
    },
    "sbh.rule_guess_variants": {
        "en": "unknown special rule `{word}`; did you mean `{guess}`? Its variants are {variants}; it is not counted",
        "ja": "特殊ルール「{word}」はありません。「{guess}」のことですか？ その種類は{variants}です（ポイントに数えていません）",
    },
    "sbh.replace": {"en": "write `{guess}`", "ja": "「{guess}」と書いてください"},
    "sbh.option_word": {"en": "invalid choice: `{value}` (choose from {choices})",
                        "ja": "「{value}」は選べません（選べるもの：{choices}）"},
    "sbh.option_word_guess": {"en": "; did you mean `{guess}`?", "ja": "。「{guess}」のことですか？"},
    "sbh.quality_range": {
        "en": "Quality {value}+ is out of range: it is 2+ to 6+",
        "ja": "質 {value}+ は範囲外です（2+ から 6+ まで）",
    },
    "sbh.combat_range": {
        "en": "Combat {value} is out of range: it is 0 to 6",
        "ja": "戦闘 {value} は範囲外です（0 から 6 まで）",
    },
    "sbh.rule_excludes": {
        "en": "`{rule}` cannot be taken with `{other}` on the same profile",
        "ja": "「{rule}」は同じプロファイルの「{other}」と一緒に持てません",
    },
    "sbh.rule_replaces": {
        "en": "`{rule}` replaces `{other}`: only `{rule}` is counted",
        "ja": "「{rule}」は「{other}」に置き換わるため、「{rule}」だけを数えました",
    },
    "sbh.drop_rule": {"en": "remove `{other}`", "ja": "「{other}」を削除してください"},
    "sbh.rule_needs_spec": {
        "en": "`{rule}` needs to say what it applies to, in parentheses",
        "ja": "「{rule}」には対象を括弧で書く必要があります",
    },
    "sbh.rule_takes_no_spec": {
        "en": "`{rule}` takes nothing in parentheses, so `{spec}` changes nothing: kept as written, the rule counted "
              "alone; write a note after the profile",
        "ja": "「{rule}」は括弧の中の対象を取らないため、「{spec}」は何も変えません。書かれたまま残し、特殊ルールだけを数えます。"
              "注記はプロファイルの後に書いてください",
    },
    "sbh.spec_example": {"en": "for example `{example}`", "ja": "例：「{example}」"},
    "sbh.rule_needs_variant": {
        "en": "`{rule}` needs its variant in parentheses: {variants}; it is not counted",
        "ja": "「{rule}」には括弧で種類を書く必要があります（{variants}）。ポイントに数えていません",
    },
    "sbh.variant_unknown": {
        "en": "`{rule}` has no variant `{word}`: {variants}; it is not counted",
        "ja": "「{rule}」に「{word}」という種類はありません（{variants}）。ポイントに数えていません",
    },
    "sbh.variant_guess": {
        "en": "`{rule}` has no variant `{word}`; did you mean `{guess}`? It is not counted",
        "ja": "「{rule}」に「{word}」という種類はありません。「{guess}」のことですか？（ポイントに数えていません）",
    },
    "sbh.rule_twice": {
        "en": "`{rule}` is written twice on this profile; it is counted once",
        "ja": "「{rule}」がこのプロファイルに2回書かれています（1回だけ数えました）",
    },
    "sbh.rule_twice_specs": {
        "en": "`{rule}` is written twice on this profile ({first}; {second}); the rules do not say a rule may be taken "
              "twice, and the warband builder holds a rule once on a profile: it is counted once",
        "ja": "「{rule}」がこのプロファイルに2回書かれています（{first}／{second}）。ルールは同じルールを2回持てるとは述べておらず、"
              "ウォーバンドビルダーもプロファイルに1回しか持たせないため、1回だけ数えました",
    },
    "sbh.two_variants": {
        "en": "`{rule}` and `{other}` are two variants of one rule: a profile takes one",
        "ja": "「{rule}」と「{other}」は同じルールの種類違いです。1 つだけにしてください",
    },
    "sbh.personalities": {
        "en": "personalities ({which}) cost {personalities} of the warband's {total} points, more than a third: at most "
              "{allowed} (take some out or add other models)",
        "ja": "パーソナリティ（{which}）が {total} ポイント中 {personalities} ポイントで、3 分の 1 を超えています。"
              "最大 {allowed} ポイントです（減らすか、ほかのモデルを加えてください）",
    },
    "sbh.animals_over_half": {
        "en": "Animals and Swarms cost {animals} of the warband's {total} points, more than half ({half}): "
              "take some out or add other models",
        "ja": "動物とスウォームが {total} ポイント中 {animals} ポイントで、半分（{half}）を超えています。減らすか、ほかのモデルを加えてください",
    },
    "sbh.rabble_quality": {
        "en": "a Rabble model has Quality {best}+ or worse, not {quality}+: write Q{best}+ or drop Rabble",
        "ja": "烏合の衆のモデルの質は {best}+ より良くできません（{quality}+ になっています）。質{best}+ 以上の数にするか、烏合の衆を外してください",
    },
    "sbh.incompatible": {
        "en": "a {one} cannot be in a warband with {other} models: take one of them out",
        "ja": "{one}は{other}のモデルと同じウォーバンドに入れません。どちらかを外してください",
    },
    "sbh.profile_named_twice": {
        "en": "the profile on line {line} is called `{name}` too, with other statistics or rules: `odds --profile` and "
              "`roll --profile` find that one, never this one",
        "ja": "{line} 行目のプロファイルも「{name}」という名前で、能力値か特殊ルールが違います。ダイスを振るときや確率を"
              "計算するときに名前でプロファイルを選ぶと、そちらが選ばれ、こちらは選ばれません",
    },
    "sbh.profile_named_twice_help": {
        "en": "rename one of the two (or, if they are one model, write its profile once with a count: `2x`)",
        "ja": "どちらかの名前を変えてください（同じモデルなら、プロファイルを 1 つにして数を書いてください：「2体」）",
    },
    "sbh.lone_swarm": {
        "en": "a complete Swarm is {bases} bases or more: give this Swarm another base (`2x`)",
        "ja": "スウォームは {bases} ベース以上で 1 つです。ベースを増やしてください（「2体」）",
    },
    "sbh.over_limit": {
        "en": "warband `{name}` costs {total}, over its limit of {limit} by {over}",
        "ja": "ウォーバンド「{name}」は {total} ポイントで、上限 {limit} を {over} 超えています",
    },
    "sbh.own_card_facts": {
        "en": "this card says `{written}`, but its row in the roster above gives `{right}`: the row is read (write the "
              "card as the row says, or change the row)",
        "ja": "このカードは「{written}」ですが、上の編成表の行では「{right}」です。行のほうを読んでいます（カードを行に合わせるか、行を直してください）",
    },
    "sbh.own_card_rules": {
        "en": "this card's special rules are `{written}`, but its row in the roster above gives `{right}`: the row is "
              "read (write the card as the row says, or change the row)",
        "ja": "このカードの特殊ルールは「{written}」ですが、上の編成表の行では「{right}」です。行のほうを読んでいます（カードを行に合わせるか、行を直してください）",
    },
    "sbh.own_card_odds": {
        "en": "the Magic-User odds on the card of `{name}` are not its row's (Quality and rules in the roster above): "
              "they are {expected}",
        "ja": "「{name}」のカードの魔法の確率が、上の編成表の行（質と特殊ルール）のものと違います。正しくは {expected} です",
    },
    "sbh.own_card_no_odds": {"en": "none (no Magic-User)", "ja": "なし（マジック・ユーザーではありません）"},
    "sbh.own_card_odds_missing": {
        "en": "the card of `{name}` has no Magic-User odds table, though its row in the roster above is a Magic-User",
        "ja": "「{name}」のカードには魔法の確率の表がありませんが、上の編成表の行はマジック・ユーザーです",
    },
    "sbh.own_card_no_row": {
        "en": "no row of the roster above is named `{name}`: this card is not read, its lines are kept as the warband's "
              "notes (name the card as its row, or add the row)",
        "ja": "上の編成表には「{name}」という行がありません。このカードは読まず、その行はウォーバンドの注記として残します"
              "（カードを行と同じ名前にするか、行を加えてください）",
    },
    "sbh.total_cell_rest": {
        "en": "`{rest}` after this total is not read: a total cell holds the total (`232`), or the total against the "
              "limit (`232 / 300`)",
        "ja": "この合計のあとの「{rest}」は読みません。合計の欄には合計（「232」）か、上限に対する合計（「232 / 300」）を書きます",
    },
    "sbh.points_note": {
        "en": "this profile costs {points}, not {written}",
        "ja": "このプロファイルは {points} ポイントです（書かれた値は {written}）",
    },
    "sbh.points_note_count": {
        "en": "this profile costs {points} a model ({total} for {count}), not {written}",
        "ja": "このプロファイルは 1 体 {points} ポイント（{count} 体で {total} ポイント）です（書かれた値は {written}）",
    },
    "sbh.total_note": {
        "en": "the warband costs {total}, not {written}",
        "ja": "このウォーバンドは合計 {total} ポイントです（書かれた値は {written}）",
    },
}
