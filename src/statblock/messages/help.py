"""The command line's help (cli/): argparse's help strings, the descriptions and argparse's own words, for
the core's commands (a ruleset's commands bring theirs, `roll` and `odds` among them; `statblock
serve`'s are with its messages, in serve.py).
"""

from __future__ import annotations

__all__ = ["CATALOG"]

CATALOG: dict[str, dict[str, str]] = {
    # A `{name}` in the Japanese is a word typed as it is in every language (a choice, an environment
    # variable, a format's name), which cli.py passes in; the English says them as they are.
    "help.statblock": {
        "en": "Read, check, resolve and print tabletop-RPG abilities: Draw Steel's stat blocks, and those of every "
              "installed ruleset (statblock rulesets lists them).",
        "ja": "TRPG のアビリティを読み込み、チェックし、解決して、印刷します。対象はドロー・スティールのステータスブロックと、"
              "インストールされた各ルールセットのもの（一覧は {rulesets_command}）です。",
    },
    "help.command": {"en": "the command to run, one of those below", "ja": "実行するコマンド（下のいずれか）"},
    "help.usage": {"en": "usage", "ja": "使い方"},
    "help.positionals": {"en": "positional arguments", "ja": "位置引数"},
    "help.options": {"en": "options", "ja": "オプション"},
    "help.help": {"en": "show this help message and exit", "ja": "このヘルプを表示して終了します"},
    "help.version": {"en": "print the version and exit", "ja": "バージョンを表示して終了します"},
    "help.paths": {
        "en": "files or folders (folders are searched for {suffixes} files)",
        "ja": "ファイルまたはフォルダー（フォルダーからは {suffixes} のファイルを探します）",
    },
    "help.lang": {
        "en": "language of the messages and output (en, ja; default: STATBLOCK_LANG, else the locale's, else en)",
        "ja": "メッセージと出力の言語（{langs}。既定は {STATBLOCK_LANG}、なければロケールの言語、それもなければ {en}）",
    },
    "help.quiet": {
        "en": "no progress bar (shown only on a terminal, for runs over about a second)",
        "ja": "進捗バーを表示しません（進捗バーは端末で、1 秒ほどを超える実行のときだけ表示されます）",
    },
    "help.check": {
        "en": "parse and check ability files or folders",
        "ja": "アビリティのファイルやフォルダーを読み込んでチェックします",
    },
    "help.check.paths": {
        "en": "files or folders (folders are searched for {suffixes} files); `-`: standard input, checked alone",
        "ja": "ファイルまたはフォルダー（フォルダーからは {suffixes} のファイルを探します）。「-」なら標準入力を"
              "単独でチェックします",
    },
    "help.check.stdin_name": {
        "en": "the name standard input (`-`) is read under and that its messages give: it is checked as a file of "
              "that name would be (default: {stdin}, JSON and TOML read as such, other text in its ruleset's native "
              "format)",
        "ja": "標準入力（「-」）を読むときの名前。メッセージはこの名前で示し、その名前のファイルと同じように"
              "チェックします（既定は {stdin} で、JSON と TOML はその形式、ほかはルールセットのネイティブ形式として読みます）",
    },
    "help.check.format": {
        "en": "text for people (default), json for tools, github for workflow annotations",
        "ja": "{text} は人が読む形式（既定）、{json} はツール向け、{github} はワークフローの注釈用",
    },
    "help.check.error_on": {"en": "lowest severity that makes the exit code 1",
                            "ja": "終了コードを 1 にする最も低い重大度"},
    "help.check.color": {
        "en": "colour the text output: auto (on a terminal, unless NO_COLOR is set), always, never",
        "ja": "テキスト出力の色付け（{auto} は端末への出力で {NO_COLOR} が設定されていないとき、{always} は常に、"
              "{never} は付けない）",
    },
    "help.check.no_cache": {
        "en": "check every file afresh, without reading or writing the cache of results",
        "ja": "結果のキャッシュを読み書きせず、すべてのファイルを改めてチェックします",
    },
    "help.check.cache_dir": {
        "en": "folder of the cache of results, of the remembered list of installed rulesets and of the "
              "grammars' parse tables (default: STATBLOCK_CACHE_DIR, else the user cache folder)",
        "ja": "結果のキャッシュ、インストール済みルールセットの一覧の記憶、文法の構文解析表を置くフォルダー"
              "（既定は {STATBLOCK_CACHE_DIR}、なければユーザーのキャッシュフォルダー）",
    },
    "help.check.jobs": {
        "en": "worker processes at most when many files must be checked (default: one per core)",
        "ja": "多くのファイルをチェックするときのワーカープロセスの最大数（既定はコアごとに 1 つ）",
    },
    "help.parse": {
        "en": "print the compiled effects of every ability found",
        "ja": "見つかったすべてのアビリティの効果をコンパイルして出力します",
    },
    "help.parse.format": {"en": "the output format (json)", "ja": "出力形式（{json}）"},
    "help.parse.lang": {
        "en": "language of the messages on standard error (en, ja); the JSON is the same in both",
        "ja": "標準エラーに出すメッセージの言語（{langs}）。{JSON} はどちらの言語でも同じです",
    },
    "help.fmt": {
        "en": "rewrite native .ability files in the canonical layout",
        "ja": "ネイティブの .ability ファイルを正規のレイアウトに書き直します",
    },
    "help.fmt.paths": {
        "en": "native files or folders (folders: their .ability files); `-`: standard input to output",
        "ja": "ネイティブ形式のファイルまたはフォルダー（フォルダーはその中の .ability ファイル）。"
              "「-」なら標準入力を整形して標準出力に書きます",
    },
    "help.fmt.check": {
        "en": "only list the files that would change (exit 1 if any)",
        "ja": "変わるファイルを一覧にするだけで、書き換えません（一つでもあれば終了コード 1）",
    },
    "help.fmt.lang": {
        "en": "language of the messages (en, ja; default: STATBLOCK_LANG, else the locale's, else en)",
        "ja": "メッセージの言語（{langs}。既定は {STATBLOCK_LANG}、なければロケールの言語、それもなければ {en}）",
    },
    "help.convert": {
        "en": "convert ability files to native, Markdown or JSON",
        "ja": "アビリティのファイルをネイティブ形式、{Markdown}、{JSON} に変換します",
    },
    "help.convert.to": {"en": "the format to write", "ja": "書き出す形式"},
    "help.convert.output": {
        "en": "folder for the results; file names mirror the input names under it (`-`: one input file's "
              "result to standard output)",
        "ja": "結果を書き込むフォルダー。その中に入力と同じ名前でファイルを書きます（「-」なら入力ファイル 1 つの"
              "結果を標準出力へ）",
    },
    "help.convert.lang": {
        "en": "write keywords, action types, distances, tiers, costs and labels in this language (default: as "
              "written; names, flavor and prose stay as written); messages follow it, else STATBLOCK_LANG or the "
              "locale",
        "ja": "キーワード、アクション種別、距離、ティア、コスト、見出しをこの言語で書きます（既定は書かれたまま。"
              "名前、フレーバー、本文は書かれたままです）。メッセージもこの言語で、指定がなければ {STATBLOCK_LANG} か"
              "ロケールの言語です",
    },
    "help.convert.force": {
        "en": "overwrite output files that exist (never an input file); without it nothing is written when any "
              "output exists",
        "ja": "すでにある出力ファイルを上書きします（入力ファイルは決して上書きしません）。付けなければ、出力ファイルが"
              "一つでもあるときは何も書き込みません",
    },
    "help.cards": {
        "en": "printable ability cards, with the numbers worked out for a hero",
        "ja": "ヒーローに合わせて数値を計算した、印刷用のアビリティカード",
    },
    "help.cards.hero": {"en": "work out every number for this hero",
                        "ja": "このヒーローに合わせてすべての数値を計算します"},
    "help.cards.format": {
        "en": "default: from the output's suffix (.html .pdf .md .txt), else html",
        "ja": "既定は出力ファイルの拡張子（.html .pdf .md .txt）から決め、それ以外なら html",
    },
    "help.cards.lang": {
        "en": "language of the cards and messages (en, ja; default: STATBLOCK_LANG, else the locale's, else en)",
        "ja": "カードとメッセージの言語（{langs}。既定は {STATBLOCK_LANG}、なければロケールの言語、それもなければ {en}）",
    },
    "help.cards.page": {"en": "paper size (html, pdf)", "ja": "用紙サイズ（html、pdf のとき）"},
    "help.cards.size": {
        "en": "card size: poker 63×88 mm, tarot 70×120 mm, index 3×5 in (html, pdf)",
        "ja": "カードの大きさ（{poker} は 63×88 {mm}、{tarot} は 70×120 {mm}、{index} は 3×5 インチ。html、pdf のとき）",
    },
    "help.cards.output": {
        "en": "file to write (missing folders are made); `-` for standard output",
        "ja": "書き込むファイル（ないフォルダーは作ります）。「-」なら標準出力",
    },
    "help.cards.force": {
        "en": "overwrite OUT if it exists (never an input file)",
        "ja": "{OUT} がすでにあれば上書きします（入力ファイルは決して上書きしません）",
    },
    "help.cards.jobs": {
        "en": "processes printing a long PDF at most (default: one per core)",
        "ja": "長い PDF を印刷するプロセスの最大数（既定はコアごとに 1 つ）",
    },
    "help.cards.error_on": {
        "en": "exit 1 on errors only (default), or on warnings too (the input's, and the printed cards': a missing "
              "font, a character no font has, a card cut at its edge)",
        "ja": "エラーのときだけ終了コードを 1 にする（既定）か、警告でも 1 にするか（入力の警告と、印刷したカードの警告。"
              "フォントがない、どのフォントにもない文字がある、カードの端で文字が切れている）",
    },
    "help.shared.command": {
        "en": "a command of several games: what it does, and its options, depend on the file's game "
              "({shared_help}; {rulesets_command} lists each game's commands)",
        "ja": "複数のゲームにあるコマンド。働きとオプションはファイルのゲームによって決まります"
              "（{shared_help}。ゲームごとのコマンドの一覧は {rulesets_command}）",
    },
    "help.shared.path": {
        "en": "the file; its game decides what the command does and which options follow (without one, "
              "--ruleset names the game)",
        "ja": "ファイル。そのゲームによって、コマンドの働きと続くオプションが決まります（ファイルなしでは --ruleset でゲームを指定）",
    },
    "help.shared.rest": {
        "en": "the options of the file's game ({shared_help} shows them)",
        "ja": "ファイルのゲームのオプション（一覧は {shared_help}）",
    },
    "help.ruleset": {
        "en": "the ruleset (game) that reads every file, whatever its suffix or first line (default: each file's own; "
              "`statblock rulesets` lists them)",
        "ja": "すべてのファイルを、拡張子や1行目に関係なくこのルールセット（ゲーム）で読みます（既定はファイルごと。"
              "一覧は {rulesets_command} で見られます）",
    },
    "help.rulesets": {
        "en": "list the installed rulesets (games): their files, commands and codes",
        "ja": "インストールされているルールセット（ゲーム）と、そのファイル、コマンド、診断コードを一覧します",
    },
    "help.rulesets.format": {"en": "text for people (default), json for tools",
                             "ja": "{text} は人が読む形式（既定）、{json} はツール向け"},
    # `statblock lsp`, the language server
    "help.lsp": {
        "en": "serve editors the Language Server Protocol on standard input and output: diagnostics as you type, "
              "completion, hover, formatting, quick fixes (docs/editors.md)",
        "ja": "エディター向けに、標準入出力で言語サーバー（LSP）として働きます。入力中の診断、補完、ホバー、"
              "整形、クイックフィックス（docs/editors.md）",
    },
    "help.lsp.lang": {
        "en": "language of messages when the editor's settings name none (default: STATBLOCK_LANG or the locale)",
        "ja": "エディターの設定で言語が指定されていないときのメッセージの言語（既定は {STATBLOCK_LANG} かロケール）",
    },
    "help.lsp.debounce": {
        "en": "milliseconds to wait after the last edit before checking the text again (default 200; at most "
              "3600000, an hour)",
        "ja": "最後の編集からテキストを再びチェックするまで待つミリ秒数（既定 200、最大 3600000 で 1 時間）",
    },
}
