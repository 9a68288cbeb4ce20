"""The messages of `statblock serve`, the live preview (src/statblock/serve/): its options, its lines on
the terminal, its page.
"""

from __future__ import annotations

__all__ = ["CATALOG"]

CATALOG: dict[str, dict[str, str]] = {
    # its options
    "help.serve": {
        "en": "a live preview of the cards of a file or folder in the browser, updated on each save",
        "ja": "ファイルやフォルダーのカードをブラウザーでライブプレビューします（保存のたびに更新）",
    },
    "help.serve.path": {
        "en": "the file or folder to preview (folders are searched for {suffixes} files)",
        "ja": "プレビューするファイルまたはフォルダー（フォルダーからは {suffixes} のファイルを探します）",
    },
    "help.serve.hero": {
        "en": "work out the numbers for this hero at first (the page switches between it, the hero files under PATH "
              "and none)",
        "ja": "最初はこのヒーローに合わせて数値を計算します（ページ上で、このヒーロー、PATH 以下のヒーローファイル、"
              "なしを切り替えられます）",
    },
    "help.serve.lang": {
        "en": "language of the page, the cards and the messages at first (en, ja; the page switches; default: "
              "STATBLOCK_LANG, else the locale's, else en)",
        "ja": "最初のページ、カード、メッセージの言語（{langs}。ページ上で切り替えられます。既定は {STATBLOCK_LANG}、"
              "なければロケールの言語、それもなければ {en}）",
    },
    "help.serve.host": {
        "en": "address to listen on (default 127.0.0.1: this computer only)",
        "ja": "待ち受けるアドレス（既定は 127.0.0.1 で、このコンピューターからだけ開けます）",
    },
    "help.serve.port": {
        "en": "port to listen on (default 8765; 0 picks a free one)",
        "ja": "待ち受けるポート（既定は 8765。0 なら空いているポートを選びます）",
    },
    "help.serve.quiet": {
        "en": "print only the address to open (no line for each file read again)",
        "ja": "開くアドレスだけを表示します（読み直したファイルごとの行を表示しません）",
    },
    # its lines on the terminal, its page
    "serve.started": {
        "en": "statblock: live preview of {path} at {url} (Ctrl-C stops it)",
        "ja": "statblock: {path} のライブプレビューを {url} で表示しています（Ctrl-C で終了）",
    },
    "serve.stopped": {"en": "statblock: preview stopped", "ja": "statblock: プレビューを終了しました"},
    "serve.read_again": {
        "en": "{time} read {path} again: {errors}{kept}",
        "ja": "{time} {path} を読み直しました：エラー {errors}{kept}",
    },
    "serve.kept": {
        "en": "; the page keeps its last good cards",
        "ja": "。ページには最後に正しく読めたときのカードを表示しています",
    },
    "serve.gone": {"en": "{path} is gone", "ja": "{path} がなくなりました"},
    "serve.watch_failed": {
        "en": "statblock: the preview no longer follows saves ({reason}); restart it",
        "ja": "statblock: プレビューが保存を追えなくなりました（{reason}）。起動し直してください",
    },
    "serve.needs_watchfiles": {
        "en": "the live preview needs watchfiles; install it with `{command}`",
        "ja": "ライブプレビューには watchfiles が必要です。「{command}」でインストールしてください",
    },
    "serve.bad_port": {
        "en": "--port must be from 0 to 65535, not {port}",
        "ja": "--port には 0 から 65535 までを指定してください（{port} ではなく）",
    },
    "serve.cannot_listen": {
        "en": "cannot listen on {host} port {port}: {reason}; choose another --port (0 picks a free one)",
        "ja": "{host} のポート {port} で待ち受けられません（{reason}）。別の --port を指定してください（0 なら空いている"
              "ポートを選びます）",
    },
    "serve.no_such_hero": {"en": "no such file", "ja": "そのようなファイルはありません"},
    "serve.hero_unread": {
        "en": "{path}: no installed ruleset that prints cards reads characters from it",
        "ja": "{path}：カードを印刷できるルールセットのどれも、このファイルからキャラクターを読めません",
    },
    "serve.title": {"en": "statblock preview: {path}", "ja": "statblock プレビュー: {path}"},
    "serve.hero": {"en": "Hero", "ja": "ヒーロー"},
    "serve.no_hero": {"en": "none (the notation as written)", "ja": "なし（書かれたままの表記）"},
    "serve.language": {"en": "Language", "ja": "言語"},
    "serve.apply": {"en": "Show", "ja": "表示"},
    "serve.print": {"en": "Print (PDF)", "ja": "印刷（PDF）"},
    "serve.live": {"en": "live: updates on each save", "ja": "ライブ：保存のたびに更新します"},
    "serve.lost": {"en": "connection lost; trying again…", "ja": "接続が切れました。再接続しています…"},
    "serve.updated": {"en": "updated at {time}", "ja": "{time} に更新しました"},
    "serve.clean": {"en": "no problems", "ja": "問題はありません"},
    "serve.error": {"en": "error", "ja": "エラー"},
    "serve.warning": {"en": "warning", "ja": "警告"},
    "serve.info": {"en": "note", "ja": "情報"},
    "serve.counts": {"en": "{errors}, {warnings}", "ja": "エラー {errors}、警告 {warnings}"},
    "serve.no_files": {
        "en": "no file to show under {path} yet (files named {suffixes}); the page shows one as soon as it is saved",
        "ja": "{path} にはまだ表示するファイル（{suffixes}）がありません。保存されるとすぐに表示します",
    },
    "serve.no_ability": {"en": "no ability found in this file", "ja": "このファイルにはアビリティが見つかりません"},
    "serve.stale": {
        "en": "this version cannot be printed as it is (see below): the cards are those of the last good version "
              "(read at {time}), until it is fixed",
        "ja": "この版はこのままでは印刷できません（下記参照）。直るまでは、最後に正しく読めた版（{time} に読み込み）の"
              "カードを表示しています",
    },
    "serve.no_cards_offered": {"en": "{ruleset} prints no HTML cards", "ja": "{ruleset} は HTML のカードを印刷しません"},
    "serve.no_pdf": {"en": "{ruleset} prints no PDF cards", "ja": "{ruleset} は PDF のカードを印刷しません"},
    "serve.hero_not_for": {
        "en": "{ruleset} has no heroes: these cards are printed without {hero}",
        "ja": "{ruleset} にはヒーローがないため、このカードは {hero} なしで印刷しています",
    },
    "serve.hero_unusable": {"en": "{hero} cannot be used: {reason}", "ja": "{hero} は使えません: {reason}"},
    "serve.render_failed": {
        "en": "the cards could not be printed ({error}); this is a bug in statblock, please report it",
        "ja": "カードを印刷できませんでした（{error}）。statblock の不具合です。報告してください",
    },
    "serve.problem": {"en": "{path}: {reason}", "ja": "{path}: {reason}"},
    "serve.left_out": {
        "en": "{count} more files are not shown (a preview shows 5,000 at most); preview a smaller folder",
        "ja": "ほかに {count} 個のファイルは表示していません（表示は最大 5,000 個）。小さなフォルダーをプレビューしてください",
    },
    "serve.not_found": {
        "en": "not found: the preview serves its page and the cards of the files under its PATH only",
        "ja": "見つかりません。プレビューが返すのは、そのページと PATH 以下のファイルのカードだけです",
    },
    "serve.bad_host": {
        "en": "refused: this preview answers only requests addressed to it (127.0.0.1 or localhost)",
        "ja": "拒否しました。このプレビューは自分宛て（127.0.0.1 または localhost）の要求にだけ応えます",
    },
    "serve.too_many": {
        "en": "too many pages are open on this preview; close one",
        "ja": "このプレビューを開いているページが多すぎます。どれかを閉じてください",
    },
}
