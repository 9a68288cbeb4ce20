"""The messages of the core's commands (cli/): the prefixes of errors and warnings, argparse's own errors,
what `fmt`, `convert`, `cards` and `rulesets` say, and what `statblock lsp` says in the editor.
"""

from __future__ import annotations

__all__ = ["CATALOG"]

CATALOG: dict[str, dict[str, str]] = {
    # the commands' own messages (cli/): prefixes, errors and status lines
    "cli.error": {"en": "statblock: error: {message}", "ja": "statblock: エラー: {message}"},
    "cli.not_offered": {
        "en": "the ruleset {ruleset} ({name}) does not offer {command}",
        "ja": "ルールセット「{ruleset}」（{name}）には {command} がありません",
    },
    "cli.not_offered_for": {
        "en": "{path} is read by the ruleset {ruleset} ({name}), which does not offer {command}",
        "ja": "{path} を読むルールセット「{ruleset}」（{name}）には {command} がありません",
    },
    "cli.convert_not_offered_for": {   # (a ruleset converting to some formats: which, so that the user knows what to do)
        "en": "{path} is read by the ruleset {ruleset} ({name}), which does not offer {command}: it converts to "
              "{formats} only",
        "ja": "{path} を読むルールセット「{ruleset}」（{name}）には「{command}」がありません。変換できるのは{formats}だけです",
    },
    "cli.shared_no_file": {
        "en": "{command} without a file: name the game with --ruleset ({names}), or give the file first",
        "ja": "ファイルなしの {command}：--ruleset でゲームを指定するか（{names}）、ファイルを先頭に書いてください",
    },
    "cli.shared_which_file": {
        "en": "{command}: the games read its words differently and cannot tell which is the file: give the file "
              "first, or name the game with --ruleset ({names})",
        "ja": "{command}：ゲームによって語の読み方が違い、どれがファイルか決められません。ファイルを先頭に書くか、"
              "--ruleset でゲームを指定してください（{names}）",
    },
    "cli.did_you_mean": {"en": "did you mean `{guess}`?", "ja": "「{guess}」のことですか？"},
    "cli.no_ruleset": {
        "en": "no installed ruleset recognises {path}; name one with --ruleset (`{command}` lists them)",
        "ja": "{path} を読めるルールセットがインストールされていません。--ruleset で指定してください（一覧は {command}）",
    },
    "cli.with_suggestion": {"en": "{message}; {suggestion}", "ja": "{message}。{suggestion}"},
    "cli.warning": {"en": "statblock: warning: {message}", "ja": "statblock: 警告: {message}"},
    "cli.interrupted": {"en": "statblock: interrupted; no file was left half-written",
                        "ja": "statblock: 中断しました。書きかけのファイルは残っていません"},
    "check.cache_unusable": {
        "en": "the cache folder {path} cannot be used ({reason}); the files were checked without it; give "
              "--cache-dir a folder you can write to, or --no-cache",
        "ja": "キャッシュフォルダー {path} を使えません（{reason}）。キャッシュなしで確認しました。"
              "--cache-dir に書き込めるフォルダーを指定するか、--no-cache を指定してください",
    },
    "check.cache_unusable_db": {
        "en": "the cache folder {path} cannot be used (its database cannot be opened or written); the files were "
              "checked without it; give --cache-dir a folder you can write to, or --no-cache",
        "ja": "キャッシュフォルダー {path} を使えません（データベースを開くか書き込むことができません）。キャッシュなしで"
              "確認しました。--cache-dir に書き込めるフォルダーを指定するか、--no-cache を指定してください",
    },
    "check.empty_folder": {
        "en": "{path}: no file to check was found in this folder (searched for {suffixes} files); name a folder "
              "or file that holds them",
        "ja": "{path}：このフォルダーには確認するファイルが見つかりません（{suffixes} のファイルを探しました）。"
              "それらを含むフォルダーかファイルを指定してください",
    },
    "cli.stdout_closed": {
        "en": "standard output is closed; nothing can be printed",
        "ja": "標準出力が閉じられているため、何も出力できません",
    },
    "cli.too_many_options": {
        "en": "{count} options on the command line: statblock reads at most {limit} (a file whose name starts with "
              "`-` goes after `--`)",
        "ja": "コマンドラインにオプションが {count} 個あります。読めるのは {limit} 個までです（名前が「-」で始まる"
              "ファイルは「--」の後に書いてください）",
    },
    "cli.cannot_write_output": {"en": "cannot write the output: {reason}", "ja": "出力を書き込めません（{reason}）"},
    "cli.path_reason": {"en": "{path}: {reason}", "ja": "{path}: {reason}"},
    "cli.whole_number": {"en": "must be a whole number, not {text}", "ja": "整数を指定してください（{text} ではなく）"},
    "cli.at_most": {"en": "must be {most} or less, not {value}", "ja": "{most} 以下を指定してください（{value} ではなく）"},
    "cli.at_least": {"en": "must be {least} or more, not {value}", "ja": "{least} 以上を指定してください（{value} ではなく）"},
    "cli.stdin_too_big": {
        "en": "standard input is over {limit} MB; `{command}` reads no more: split it, or save it to files and name "
              "them",
        "ja": "標準入力が {limit} MB を超えています。「{command}」はそれ以上読みません。分割するか、ファイルに保存して"
              "そのファイルを指定してください",
    },
    "cli.stdin_unreadable": {
        "en": "cannot read standard input: {reason}; pipe a file to `{command} -`, or name the file",
        "ja": "標準入力を読めません（{reason}）。ファイルを「{command} -」にパイプで渡すか、ファイルを指定してください",
    },
    "cli.stdin_closed": {"en": "it is closed", "ja": "閉じられています"},
    "cli.stdin_alone": {
        "en": "`-` (standard input) is read alone: `{command} -` names no other path (name files and folders in a "
              "run of their own)",
        "ja": "「-」（標準入力）は単独で読みます。「{command} -」にはほかのパスを指定できません（ファイルやフォルダーは"
              "別に実行してください）",
    },
    "cli.stdin_name_alone": {
        "en": "--stdin-name names standard input: give `-` as the path (`{command} - --stdin-name NAME`)",
        "ja": "--stdin-name は標準入力の名前です。パスには「-」を指定してください（「{command} - --stdin-name 名前」）",
    },
    # argparse's own errors (cli/common.py)
    "argparse.required": {"en": "the following arguments are required: {names}", "ja": "次の引数が必要です：{names}"},
    "argparse.choice": {
        "en": "argument {name}: invalid choice: '{value}' (choose from {choices})",
        "ja": "引数 {name} に「{value}」は選べません（選べるもの：{choices}）",
    },
    "argparse.unrecognized": {"en": "unrecognized arguments: {names}", "ja": "知らない引数があります：{names}"},
    "argparse.one": {"en": "argument {name}: expected one argument", "ja": "引数 {name} には値が1つ必要です"},
    "argparse.at_least_one": {
        "en": "argument {name}: expected at least one argument",
        "ja": "引数 {name} には値が1つ以上必要です",
    },
    "argparse.value": {"en": "argument {name}: invalid {kind} value: '{value}'",
                       "ja": "引数 {name} の値「{value}」は {kind} として読めません"},
    "argparse.ambiguous": {"en": "ambiguous option: {value} could match {names}",
                           "ja": "オプション {value} はどれのことか決まりません（候補：{names}）"},
    "argparse.argument": {"en": "argument {name}: {message}", "ja": "引数 {name}：{message}"},
    # `statblock rulesets`
    "rulesets.head": {"en": "{name}: {title} ({origin})", "ja": "{name}：{title}（{origin}）"},
    "rulesets.built_in": {"en": "built in", "ja": "組み込み"},
    "rulesets.broken": {
        "en": "{name} ({origin}): cannot be loaded: {reason}",
        "ja": "{name}（{origin}）：読み込めません（{reason}）",
    },
    "rulesets.native": {"en": "its own files: {suffixes}", "ja": "専用のファイル：{suffixes}"},
    "rulesets.community": {
        "en": "community files it reads when their content is its: {suffixes}",
        "ja": "内容から判断して読むコミュニティのファイル：{suffixes}",
    },
    "rulesets.commands": {"en": "commands: {commands}", "ja": "コマンド：{commands}"},
    "rulesets.codes": {"en": "diagnostic codes: {prefix}…; languages: {langs}",
                       "ja": "診断コード：{prefix}…　言語：{langs}"},
    # `statblock fmt`
    "fmt.summary": {
        "en": "{files} reformatted, {same} unchanged",
        "ja": "{files}を整形しました。変更なし {same} 件",
    },
    "fmt.summary_check": {
        "en": "{files} would be reformatted, {same} unchanged",
        "ja": "{files}が整形の対象です。変更なし {same} 件",
    },
    "fmt.summary_failed": {
        "en": ", {failed} left as they were (see above)",
        "ja": "。{failed} 件はそのままにしました（上記参照）",
    },
    "fmt.not_utf8": {
        "en": "{path} is not UTF-8; fmt writes UTF-8 only, so it leaves the file as it is",
        "ja": "{path} は UTF-8 ではありません。fmt は UTF-8 でしか書かないため、このファイルはそのままにします",
    },
    "fmt.has_errors": {
        "en": "statblock: {path} has {errors}; fmt leaves it as it is until they are fixed",
        "ja": "statblock: {path} に {errors}のエラーがあります。直るまで fmt はこのファイルをそのままにします",
    },
    "fmt.read_only": {
        "en": "{path} is read-only; fmt leaves it as it is",
        "ja": "{path} は読み取り専用です。fmt はこのファイルをそのままにします",
    },
    "fmt.would_reformat": {"en": "would reformat {path}", "ja": "整形の対象: {path}"},
    "fmt.reformatted": {"en": "reformatted {path}", "ja": "整形しました: {path}"},
    # `statblock convert`
    "convert.same_output": {
        "en": "{path} and {other} would both be written to {out}; convert them in two runs, each to its own output "
              "folder, or rename one",
        "ja": "{path} と {other} が同じ {out} に書き込まれてしまいます。別々に実行してそれぞれ別の出力フォルダに変換するか、"
              "どちらかのファイル名を変えてください",
    },
    "convert.overwrites_input": {
        "en": "converting {path} would overwrite the input {out}; choose another output folder",
        "ja": "{path} を変換すると入力ファイル {out} を上書きしてしまいます。別の出力フォルダを選んでください",
    },
    "convert.exists": {"en": "{path} exists", "ja": "{path} はすでにあります"},
    "convert.stdout_one_file": {
        "en": "`-o -` writes the result of one file to standard output, and {count} files were given; "
              "give an output folder instead",
        "ja": "「-o -」は 1 ファイルの結果を標準出力に書きますが、{count} ファイルが指定されています。"
              "出力フォルダを指定してください",
    },
    "convert.nothing_written": {
        "en": "statblock: nothing written: {files} would be overwritten; give --force to overwrite them, or choose "
              "another output folder",
        "ja": "statblock: 何も書き込んでいません。出力ファイルが {files}すでにあります。上書きするなら --force を"
              "付けるか、別の出力フォルダを選んでください",
    },
    "convert.no_ability": {
        "en": "no ability found in {path}; nothing written",
        "ja": "{path} にアビリティが見つからないため、何も書き込んでいません",
    },
    "convert.summary": {
        "en": "converted {files} to {to} in {out}",
        "ja": "{files}を {to} 形式に変換し、{out} に書き込みました",
    },
    "convert.with_problems": {"en": "; {count} with problems", "ja": "。問題のあったもの {count} 件"},
    "convert.not_written": {"en": "; {count} could not be written", "ja": "。書き込めなかったもの {count} 件"},
    # `statblock cards`
    "cards.several_rulesets": {
        "en": "the files hold abilities of several games ({rulesets}); print the cards of each game on its own",
        "ja": "ファイルに複数のゲーム（{rulesets}）のアビリティがあります。カードはゲームごとに印刷してください",
    },
    "cards.format_not_offered": {
        "en": "the ruleset {ruleset} prints no {format} cards; use {formats}",
        "ja": "ルールセット「{ruleset}」は {format} のカードを印刷できません。{formats} を使ってください",
    },
    "cards.unknown_suffix": {
        "en": "cannot tell the format from `{suffix}`; name the file .html, .pdf, .md or .txt, or give --format",
        "ja": "「{suffix}」からは形式が分かりません。ファイル名を .html、.pdf、.md、.txt のいずれかにするか、"
              "--format を指定してください",
    },
    "cards.pdf_terminal": {
        "en": "a PDF is not for the terminal; name a file with -o",
        "ja": "PDF は端末には出力できません。-o でファイル名を指定してください",
    },
    "cards.output_is_input": {
        "en": "{path} is one of the inputs; name another file with -o",
        "ja": "{path} は入力ファイルの一つです。-o で別のファイル名を指定してください",
    },
    "cards.output_is_folder": {
        "en": "{path} is a folder; name the file to write with -o (such as {example})",
        "ja": "{path} はフォルダーです。-o で書き出すファイルの名前を指定してください（例：{example}）",
    },
    "output.not_folder": {  # (convert, export: -o names a folder)
        "en": "{path} is a file; -o names the folder the files are written to: name a folder, or one not there yet",
        "ja": "{path} はファイルです。-o には書き出す先のフォルダーを指定してください（まだないフォルダーでもかまいません）",
    },
    "cards.output_exists": {
        "en": "{path} exists; give --force to overwrite it, or name another file",
        "ja": "{path} はすでにあります。上書きするなら --force を付けるか、別のファイル名を指定してください",
    },
    "cards.no_ability": {"en": "no ability found in {paths}", "ja": "{paths} にアビリティが見つかりません"},
    "cards.other_text_off": {
        "en": "text outside every ability is on no card: {passages} in {files} (a heading's lore, an introduction); "
              "`convert` and `parse --format json` keep it",
        "ja": "どのアビリティにも入っていない文はカードに載りません：{files}の {passages}（見出しの下の背景説明や導入文など）。"
              "convert コマンドの出力と JSON 出力には残ります",
    },
    "cards.wrote": {"en": "wrote {cards} to {out} ({format})", "ja": "{cards}のカードを {out} に書き込みました（{format}）"},
    "cards.wrote_for": {
        "en": "wrote {cards} for {hero} to {out} ({format})",
        "ja": "{hero} 用に {cards}のカードを {out} に書き込みました（{format}）",
    },
    # (`-o -`: standard output named, not `-`)
    "cards.wrote_stdout": {"en": "wrote {cards} to standard output ({format})",
                           "ja": "{cards}のカードを標準出力に書き込みました（{format}）"},
    "cards.wrote_for_stdout": {
        "en": "wrote {cards} for {hero} to standard output ({format})",
        "ja": "{hero} 用に {cards}のカードを標準出力に書き込みました（{format}）",
    },
    # `statblock lsp`, the language server (src/statblock/lsp/), and what it says in the editor
    "lsp.help": {"en": "help: {help}", "ja": "ヒント：{help}"},
    "lsp.said_here_too": {"en": "the same {code} as this line's first, here too",
                          "ja": "この行の最初と同じ {code} の指摘が、ここにもあります"},
    "lsp.internal": {
        "en": "statblock lsp: internal error ({error}); this is a bug in statblock, please report it",
        "ja": "statblock lsp：内部エラー（{error}）。statblock の不具合です。報告してください",
    },
    "lsp.bad_message": {
        "en": "statblock lsp: a message from the editor could not be read ({error}); it is left out",
        "ja": "statblock lsp：エディターからのメッセージを読めませんでした（{error}）。このメッセージは無視します",
    },
    "lsp.needs_pygls": {
        "en": "`statblock lsp` needs {missing}, which is not installed: `{command}` installs it",
        "ja": "statblock lsp には {missing} が必要ですが、インストールされていません。「{command}」でインストールできます",
    },
    "lsp.hero_unusable": {
        "en": "The hero file cannot be used: {problem}",
        "ja": "ヒーローのファイルを使えません：{problem}",
    },
    "lsp.what.trigger": {"en": "trigger", "ja": "トリガー"},
    "lsp.what.special_rule": {"en": "special rule", "ja": "特殊ルール"},
    "lsp.what.state": {"en": "condition", "ja": "状態"},
    "lsp.what.use": {"en": "use type", "ja": "使用タイミング"},
    "lsp.hover.condition": {"en": "**{name}**: {does} Ends: {ends}", "ja": "**{name}**：{does} 解除：{ends}"},
    "lsp.hover.profile": {
        "en": "**{name}**: {points} points each, {total} for {count} (Quality {quality}+, Combat {combat}; "
              "special rules: {rules})",
        "ja": "**{name}**：1体 {points} ポイント、{count}体で {total} ポイント（質 {quality}+、戦闘 {combat}。"
              "特殊ルール：{rules}）",
    },
}
