"""The core's messages of files: reading them (missing, too big, not text), writing them, which ruleset
reads a file, the fonts and fitting of printed cards; and words the rulesets' messages share.
"""

from __future__ import annotations

__all__ = ["CATALOG"]

CATALOG: dict[str, dict[str, str]] = {
    # reading files
    "file.binary": {
        "en": "this is a binary file, not ability text; remove it from the paths to check",
        "ja": "バイナリファイルで、アビリティのテキストではありません。チェック対象から外してください",
    },
    "file.binary_one": {  # (the one file of `roll`, `odds`)
        "en": "this is a binary file, not ability text; `{command}` reads one text file of abilities: name one",
        "ja": "バイナリファイルで、アビリティのテキストではありません。「{command}」にはアビリティを書いたテキストファイルを"
              "一つ指定してください",
    },
    "file.binary_named": {  # (`cards`, `parse`: the files they read)
        "en": "this is a binary file, not ability text; name only text files of abilities to `{command}`",
        "ja": "バイナリファイルで、アビリティのテキストではありません。「{command}」にはアビリティを書いたテキストファイル"
              "だけを指定してください",
    },
    "file.binary_stdin": {  # (`fmt -`, `check -`)
        "en": "standard input is binary, not ability text; pipe a text file of abilities to `{command} -`",
        "ja": "標準入力がバイナリで、アビリティのテキストではありません。「{command} -」にはアビリティを書いた"
              "テキストファイルを渡してください",
    },
    "file.binary_settings": {  # (a scenario, a game state: `fileio.read_utf8_source`)
        "en": "this is a binary file, not text; name the {format} text file meant here",
        "ja": "バイナリファイルで、テキストではありません。ここには {format} のテキストファイルを指定してください",
    },
    "file.stray_nul": {  # (SB013: `frontends.blank_nuls`)
        "en": "a NUL character (byte 0x00), which no text holds: read as a blank so the rest was checked; delete it",
        "ja": "ヌル文字（値 0 のバイト）があります。テキストに含まれない文字なので空白として読み、残りをチェックしました。"
              "削除してください",
    },
    "file.read_as_other_game": {  # (SB201: `cli.stdin.other_game`)
        "en": "standard input read as the native text of the ruleset `{game}` (`{suffix}`), as its lines are that "
              "game's and nothing names one; `--stdin-name {name}` (or a first line `# ruleset: NAME`) reads it otherwise",
        "ja": "標準入力を、行の形からルールセット「{game}」のネイティブ形式（「{suffix}」）として読みました（ルールセットの"
              "指定がないため）。別の形式として読むには「--stdin-name {name}」を指定するか、1 行目でルールセットを指定してください",
    },
    "file.read_as_markdown": {  # (SB015: `cli.stdin.looks_like_markdown`)
        "en": "standard input read as Markdown (its headings, tables or front matter, and no native line); "
              "`--stdin-name {name}` reads it as native text",
        "ja": "標準入力をマークダウンとして読みました（見出し・表・フロントマターがあり、ネイティブ形式の行がないため）。"
              "ネイティブ形式として読むには「--stdin-name {name}」を指定してください",
    },
    "file.fmt_markdown": {  # (SB015 of `fmt -`: `cli.stdin.looks_like_markdown`; fmt has no --stdin-name)
        "en": "standard input read as Markdown (its headings, tables or front matter, and no native line): fmt rewrites "
              "native text only, so it gives it back as it is (a first line `{line}` reads it as native text; "
              "`{command}` writes a native copy of a file)",
        "ja": "標準入力をマークダウンとして読みました（見出し・表・フロントマターがあり、ネイティブ形式の行がないため）。"
              "fmt が書き直すのはネイティブ形式だけなので、入力をそのまま返します（1 行目に「{line}」と書けばネイティブ形式"
              "として読みます。「{command}」でファイルのネイティブ形式の写しを書けます）",
    },
    "file.stray_nuls_more": {  # (SB013 past `frontends.MAX_NULS_SAID`)
        "en": "a NUL character (byte 0x00), and {count} more after it, which no text holds: each read as a blank so "
              "the rest was checked; delete them (or, if this is no text file, leave it out)",
        "ja": "ヌル文字（値 0 のバイト）があり、このあとにもほかに {count} 個あります。テキストに含まれない文字なので"
              "空白として読み、残りをチェックしました。削除してください（テキストファイルでなければ対象から外してください）",
    },
    "file.other_encoding": {
        "en": "{encoding} text, not UTF-8; save the file as UTF-8",
        "ja": "{encoding} のテキストで、UTF-8 ではありません。ファイルを UTF-8 で保存してください",
    },
    "file.utf8": {
        "en": "invalid UTF-8 (byte 0x{byte}) at line {line}; save the file as UTF-8",
        "ja": "{line} 行目に UTF-8 として不正なバイト (0x{byte}) があります。ファイルを UTF-8 で保存してください",
    },
    "file.legacy_japanese": {
        "en": "invalid UTF-8 (byte 0x{byte}) at line {line}: the file looks like Japanese text saved as {encoding}; "
              "if it is, save the file as UTF-8 (your editor's encoding setting, or `{command}`)",
        "ja": "{line} 行目に UTF-8 として不正なバイト (0x{byte}) があります。{encoding} で保存された日本語のファイルのようです。"
              "そうであれば UTF-8 で保存してください（エディタの文字コードの設定で UTF-8 を選ぶか、「{command}」を実行）",
    },
    "file.encoding": {
        "en": "invalid {encoding} (bytes {bytes}) at line {line}; save the file as UTF-8",
        "ja": "{line} 行目に {encoding} として不正なバイト ({bytes}) があります。ファイルを UTF-8 で保存してください",
    },
    "file.surrogate": {
        "en": "invalid text (U+{code}, half of a UTF-16 surrogate pair, is not a character) at line {line}; "
              "save the file as UTF-8",
        "ja": "{line} 行目に不正な文字 (U+{code}、UTF-16 のサロゲートペアの片割れ) があります。"
              "ファイルを UTF-8 で保存してください",
    },
    "file.utf16_no_bom": {
        "en": "this looks like UTF-16 text without a byte-order mark (BOM), which cannot be read reliably; "
              "save the file as UTF-8",
        "ja": "バイト順マーク (BOM) のない UTF-16 のテキストのようで、確実には読めません。"
              "ファイルを UTF-8 で保存してください",
    },
    "file.missing_stdin": {
        "en": "no such file or folder: {path} (only `{check}` and `{fmt}` read standard input; name a file)",
        "ja": "ファイル「{path}」はありません。標準入力を読むのは「{check}」と「{fmt}」だけです。ファイルを"
              "指定してください",
    },
    "file.missing": {"en": "no such file or folder: {path}", "ja": "ファイルまたはフォルダがありません: {path}"},
    "file.too_big": {
        "en": "the file is {size} MB; statblock reads files up to {limit} MB: split it",
        "ja": "ファイルが {size} MB あります。読めるのは {limit} MB までです。分割してください",
    },
    "file.unreadable": {"en": "cannot read the file: {reason}", "ja": "ファイルを読めません: {reason}"},
    "file.special": {
        "en": "this is {kind}, not a regular file; it was skipped (only regular files are read)",
        "ja": "通常のファイルではありません（{kind}）。読まずに飛ばしました",
    },
    "kind.fifo": {"en": "a named pipe (FIFO)", "ja": "名前付きパイプ（FIFO）"},
    "kind.character_device": {"en": "a character device", "ja": "キャラクタデバイス"},
    "kind.block_device": {"en": "a block device", "ja": "ブロックデバイス"},
    "kind.socket": {"en": "a socket", "ja": "ソケット"},
    "kind.folder": {"en": "a folder", "ja": "フォルダ"},
    "kind.other": {"en": "not a regular file", "ja": "特殊なファイル"},
    "file.folder": {
        "en": "cannot read the folder: {reason}; the files in it were not checked",
        "ja": "フォルダを読めません（{reason}）。中のファイルはチェックしていません",
    },
    "file.nested": {
        "en": "this text is nested too deeply to read; simplify it",
        "ja": "入れ子が深すぎて読めません。簡単にしてください",
    },
    "file.internal": {
        "en": "internal error while reading this file ({error}); please report it with the file attached",
        "ja": "このファイルの読み込み中に内部エラーが起きました ({error})。ファイルを添えて報告してください",
    },
    # (repeated.py: more than a few of one code on one line, said once)
    "diagnostic.repeated": {
        "en": "{message} (said {count} times on this line, this the first: `{command}` gives where each is, in "
              "`{key}`)",
        "ja": "{message}（この行で同じ指摘が {count} 件あり、これが最初のものです。それぞれの位置は「{command}」の"
              "「{key}」にあります）",
    },
    # the stage across files (pipeline.py, `Ruleset.summary` and `Ruleset.across`)
    "own_json.read_twice": {  # (SB012, frontends/json_origins.py)
        "en": "this JSON holds what was read from `{path}`, which is read here too: each of its abilities (cards, "
              "profiles) is counted, and carded, twice; check one of the two (the JSON `{command}` wrote can go in a "
              "folder of its own)",
        "ja": "この JSON は「{path}」から読んだもの（アビリティ、カード、プロファイル）を収めていて、そのファイルもここで"
              "読んでいます。どれも二度数えられ、カードも二枚になります。どちらか一方を確認してください（「{command}」の "
              "JSON は別のフォルダーに置けます）",
    },
    "across.internal": {
        "en": "internal error in the check across files ({error}); findings that need another file may be missing: "
              "please report it with the files attached",
        "ja": "ファイルをまたぐチェックで内部エラーが起きました ({error})。ほかのファイルが関わる指摘が欠けているかもしれません。"
              "ファイルを添えて報告してください",
    },
    "across.unknown_file": {
        "en": "internal error in the check across files: it gave {count} finding(s) for `{path}`, which is not one of "
              "the files checked together, so they cannot be shown; please report it with the files attached",
        "ja": "ファイルをまたぐチェックの内部エラー：一緒にチェックしたファイルではない「{path}」について {count} 件の指摘を"
              "返したため、表示できません。ファイルを添えて報告してください",
    },
    # writing a file (cards, convert, fmt --write): WriteError
    "write.exists": {"en": "{path} exists; give --force to overwrite it",
                     "ja": "{path} はすでにあります。上書きするには --force を付けてください"},
    "write.folder": {"en": "cannot write {path}: cannot create the folder {folder}: {reason}; choose a folder you "
                           "can write to",
                     "ja": "{path} を書けません。フォルダー {folder} を作れませんでした（{reason}）。書き込めるフォルダーを"
                           "選んでください"},
    "write.temporary": {"en": "cannot write {path}: {reason}; choose a folder you can write to",
                        "ja": "{path} を書けません（{reason}）。書き込めるフォルダーを選んでください"},
    "write.not_regular": {"en": "cannot write {path}: it is {kind}, not a regular file; name a file to write (it was "
                                "left as it is)",
                          "ja": "{path} を書けません。通常のファイルではありません（{kind}）。書き込むファイルを指定してください"
                                "（元のままにしました）"},
    "write.failed_unchanged": {"en": "cannot write {path}: {reason}; the file is unchanged",
                               "ja": "{path} を書けません（{reason}）。ファイルは元のままです"},
    "write.failed_nothing": {"en": "cannot write {path}: {reason}; nothing was written",
                             "ja": "{path} を書けません（{reason}）。何も書いていません"},
    # statblock's own JSON output given as input (pipeline.py)
    "file.own_output": {
        "en": "this is statblock's own JSON output (`{parse}`, `{convert}`), which is not read back as ability text; check "
              "the files it was made from",
        "ja": "これは statblock 自身の JSON 出力（「{parse}」、「{convert}」）で、アビリティの文として読み戻しません。"
              "元になったファイルを確認してください",
    },
    "file.own_output_from": {
        "en": "this is statblock's own JSON output (`{parse}`, `{convert}`), which is not read back as ability text; check "
              "the files it was made from (its first ability came from `{path}`)",
        "ja": "これは statblock 自身の JSON 出力（「{parse}」、「{convert}」）で、アビリティの文として読み戻しません。"
              "元になったファイルを確認してください（最初のアビリティの元は「{path}」です）",
    },
    "file.own_markdown_cards": {
        "en": "this is statblock's own Markdown cards of {game} (`{title}`, `{cards}`), which are for printing and not "
              "read back: nothing in the file was read; check the files they were written from ({formats}), or their "
              "JSON (`{parse}`)",
        "ja": "これは statblock 自身が書いた{game}のマークダウンのカード（「{title}」、「{cards}」）で、印刷用のため読み戻しません。"
              "このファイルからは何も読んでいません。元になったファイル（{formats}）か、その JSON（「{parse}」）を確認して"
              "ください",
    },
    "file.cards_title_indented": {
        "en": "`{title}`, the title of {game}'s Markdown cards, is indented here (a tab, or four blanks: Markdown shows "
              "the line as code, no heading), so the file was not read as {game}'s cards and no card in it was read",
        "ja": "{game}のマークダウンのカードの題「{title}」がここで字下げされています（タブか空白4つ。マークダウンでは見出しでは"
              "なくコードとして表示されます）。そのためこのファイルは{game}のカードとして読まれず、カードは1枚も読んでいません",
    },
    "file.cards_title_indented_help": {
        "en": "write `{title}` at the start of its line, with no tab or blanks before it",
        "ja": "「{title}」を行の先頭に、前にタブや空白を入れずに書いてください",
    },
    "file.cards_title_below": {
        "en": "`{title}`, the title of {game}'s Markdown cards, is here below other words, so the file's game cannot be "
              "told: it was read as {reader}'s Markdown, and nothing in it was read; if it holds {game}'s cards, add "
              "`{directive}` as its first line (or check it with `{option}`)",
        "ja": "{game}のマークダウンのカードの題「{title}」がほかの文の下にあるため、ファイルのゲームが分かりません。{reader}の"
              "マークダウンとして読み、何も読めませんでした。{game}のカードなら、1行目に「{directive}」を書いてください"
              "（または「{option}」で確認してください）",
    },
    "file.cards_title_below_help": {
        "en": "add `{directive}` as the file's first line, or move the title to the top",
        "ja": "ファイルの1行目に「{directive}」を書くか、題を先頭に移してください",
    },
    "file.own_output_other": {
        "en": "this JSON also holds `{key}` of {game} (statblock's own output of several games' files at once), which "
              "is not read with the rest: `{parse}` each game's files on their own to read them back",
        "ja": "この JSON には {game} の「{key}」もあります（statblock 自身が複数のゲームのファイルを一度に出力したもの）。"
              "ほかと一緒には読みません。読み戻すには、ゲームごとにファイルを「{parse}」してください",
    },
    # `convert --to json` of a game whose JSON is its own lists (rulesets/own_json_convert.py)
    "convert.json_recount": {
        "en": "{path}: its `{key}` read back from the JSON are {after}, not {before}; it was written, to be looked at",
        "ja": "{path}：JSON から読み戻した「{key}」が {before} ではなく {after} になります。確認できるよう書き出しました",
    },
    "convert.json_changes": {
        "en": "{path}: `{name}` of its `{key}` does not read back from the JSON as it was; it was written, to be "
              "looked at",
        "ja": "{path}：「{key}」の「{name}」は JSON から元どおりに読み戻せません。確認できるよう書き出しました",
    },
    # which ruleset reads a file (rulesets/registry.py)
    "ruleset.unknown": {
        "en": "no ruleset named `{name}` is installed (installed: {known}); `{command}` lists them",
        "ja": "「{name}」というルールセットはインストールされていません（インストール済み：{known}）。"
              "一覧は {command} で見られます",
    },
    "ruleset.broken": {
        "en": "the ruleset `{name}` ({origin}) cannot be loaded: {reason}; reinstall it or remove it",
        "ja": "ルールセット「{name}」（{origin}）を読み込めません（{reason}）。入れ直すか削除してください",
    },
    # printing cards (statblock cards): fonts, and cards that cannot be made to fit
    "cards.fonts_unknown": {
        "en": "cannot tell which fonts print the cards ({reason}): they were fitted with conservative widths, "
              "so their type may be smaller than it needs to be; install fontconfig (Debian and Ubuntu: "
              "libfontconfig1)",
        "ja": "カードを印刷するフォントを調べられません ({reason})。安全側の文字幅で組んだため、文字が必要より"
              "小さいことがあります。fontconfig をインストールしてください（Debian・Ubuntu ではパッケージ libfontconfig1）",
    },
    "cards.font_missing": {
        "en": "the cards ask for the font {wanted}, which is not installed, so they are printed in {used} instead; "
              "install {wanted} (Debian and Ubuntu: {package})",
        "ja": "カードが使うフォント {wanted} がインストールされていないため、代わりに {used} で印刷します。"
              "{wanted} をインストールしてください（Debian・Ubuntu ではパッケージ {package}）",
    },
    "cards.glyphs_missing": {
        "en": "no installed font has {count} of the characters on the cards ({chars}): they print as empty "
              "boxes; install {font} (Debian and Ubuntu: {package})",
        "ja": "カードの文字のうち {count} 文字 ({chars}) はインストールされたどのフォントにもなく、空の四角で"
              "印刷されます。{font} をインストールしてください（Debian・Ubuntu ではパッケージ {package}）",
    },
    "cards.glyphs_unassigned": {
        "en": "{count} characters on the cards ({chars}) are private-use or unassigned code points that no "
              "standard font draws: they print as empty boxes; remove them from the text",
        "ja": "カードの {count} 文字 ({chars}) は私用領域か未割り当ての符号位置で、標準のフォントでは描けないため"
              "空の四角で印刷されます。テキストから取り除いてください",
    },
    "cards.overflow": {
        "en": "{count} abilities still do not fit their cards after refitting, and their text is cut at the "
              "card's edge: {names}; shorten the text, or choose a larger --size",
        "ja": "{count} 件のアビリティ（{names}）は組み直してもカードに収まらず、文字がカードの端で切れています。"
              "テキストを短くするか、大きい --size を選んでください",
    },
    "cards.unverified": {
        "en": "this WeasyPrint's layout cannot be read, so the cards were not checked for text cut at their "
              "edge; update WeasyPrint",
        "ja": "この WeasyPrint のレイアウトを読めないため、カードの端で文字が切れていないか確かめられませんでした。"
              "WeasyPrint を更新してください",
    },
    "cards.bad_source_date": {
        "en": "the environment variable {variable} is `{value}`, not a whole number of seconds since "
              "1970-01-01 (what `date +%s` prints); set it to one, or unset it (the fonts in the PDF are then "
              "dated 1970-01-01)",
        "ja": "環境変数 {variable} の値「{value}」は 1970-01-01 からの秒数（整数）ではありません。"
              "秒数の整数にするか、設定を解除してください（解除すると PDF に埋め込むフォントの日付は 1970-01-01 になります）",
    },
    # words the rulesets' messages share: a vocabulary category, a replacement offered
    "what.keywords": {"en": "keyword", "ja": "キーワード"},
    "word.replace": {"en": "replace `{word}` with `{guess}`", "ja": "「{word}」を「{guess}」に直してください"},
}
