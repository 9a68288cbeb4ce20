"""Marvel Champions' messages of what a player gives the runtime (MC2xx): the `timing` command's help, game state
files and events, in English and Japanese. `catalog.CATALOG` holds them with the rest; what the runtime judges and
reports of them is `catalog_runtime.py`'s."""

from __future__ import annotations

__all__ = ["STATE_CATALOG"]

STATE_CATALOG: dict[str, dict[str, str]] = {
    # the command
    "marvel_champions.help.timing": {
        "en": "who answers a game event, in the rules' timing priority (Marvel Champions)",
        "ja": "ゲームのイベントに応じる能力を、タイミングの優先順位の順に示します（マーベル・チャンピオンズ）",
    },
    "marvel_champions.help.timing.state": {"en": "the game state file (TOML)", "ja": "ゲームの状態ファイル"},
    "marvel_champions.help.timing.event": {
        "en": "the event, as a player says it: `the villain attacks you`, `after you play Backflip`",
        "ja": "イベント（例：「悪役があなたを攻撃する」「あなたがバックフリップをプレイした後」）",
    },
    "marvel_champions.help.timing.resolve": {
        "en": "resolve the mandatory abilities in order, showing the state after each step",
        "ja": "必須の能力を順に解決し、各段階の後の状態を示します",
    },
    "marvel_champions.help.timing.format": {"en": "text for people, json for tools",
                                            "ja": "{text} は人が読む形式、{json} はツール向け"},
    # game state files
    "marvel_champions.state_not_toml": {"en": "the game state is not valid {format}: {message}",
                                        "ja": "ゲームの状態を {format} として読めません: {message}"},
    "marvel_champions.state_too_deep": {"en": "arrays or inline tables nested hundreds deep",
                                        "ja": "配列かインラインテーブルが数百段の入れ子になっています"},
    "marvel_champions.state_quote_key": {"en": "{format} takes the key `{key}` only in quotes (`\"{key}\" = …`)",
                                         "ja": "キー「{key}」は {format} では引用符で囲んで書きます（「\"{key}\" = …」）"},
    "marvel_champions.state_long_key": {"en": "a dotted key of more than {parts} parts",
                                        "ja": "{parts} 個より多い部分からなるドット区切りのキーがあります"},
    "marvel_champions.state_long_number": {"en": "a number with thousands of digits",
                                           "ja": "数千桁の数があります"},
    "marvel_champions.state_unknown_key": {"en": "unknown key `{key}` in {where}; known: {known}",
                                           "ja": "{where}の「{key}」は不明なキーです。使えるのは {known} です"},
    "marvel_champions.state_unknown_key_guess": {
        "en": "unknown key `{key}` in {where}; did you mean `{guess}`?",
        "ja": "{where}の「{key}」は不明なキーです。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.where_top": {"en": "the game state", "ja": "ゲームの状態"},
    "marvel_champions.where_card": {"en": "a card entry", "ja": "カードの項目"},
    "marvel_champions.where_player": {"en": "a player", "ja": "プレイヤーの項目"},
    "marvel_champions.state_wrong_kind": {"en": "expected {expected} here, found {found}",
                                          "ja": "ここには{expected}が必要ですが、{found} が書かれています"},
    "marvel_champions.kind_text": {"en": "text", "ja": "文字列"},
    "marvel_champions.kind_list": {"en": "a list `[…]`", "ja": "リスト「[…]」"},
    "marvel_champions.kind_table": {"en": "a table `{{…}}`", "ja": "テーブル「{{…}}」"},
    "marvel_champions.kind_yes_or_no": {"en": "true or false", "ja": "真偽値"},
    "marvel_champions.state_bad_number": {"en": "expected a whole number from {low} to {high}, found {found}",
                                          "ja": "{low} から {high} までの整数が必要ですが、{found} が書かれています"},
    "marvel_champions.state_card_file": {"en": "cannot read the card file {path}: {message}",
                                         "ja": "カードファイル {path} を読めません: {message}"},
    "marvel_champions.state_card_file_binary": {
        "en": "cannot read the card file {path}: it is a binary file, not text; name a file of cards in `{key}`",
        "ja": "カードファイル {path} を読めません。バイナリファイルで、テキストではありません。「{key}」にはカードの"
              "ファイルを指定してください"},
    "marvel_champions.state_card_file_empty": {
        "en": "the card file {path} holds no Marvel Champions card",
        "ja": "カードファイル {path} にはマーベル・チャンピオンズのカードがありません",
    },
    "marvel_champions.state_unknown_code": {"en": "no card of the card files has the code `{code}`",
                                            "ja": "コード「{code}」のカードはカードファイルにありません"},
    "marvel_champions.state_missing": {"en": "`{key}` is missing here (for example `{example}`)",
                                       "ja": "ここには「{key}」が必要です（例：「{example}」）"},
    "marvel_champions.state_unknown_card": {
        "en": "no card called `{name}` in the card files ({count} cards)",
        "ja": "「{name}」という名前のカードはカードファイルにありません（{count} 枚中）",
    },
    "marvel_champions.state_unknown_card_guess": {
        "en": "no card called `{name}` in the card files; did you mean `{guess}`?",
        "ja": "「{name}」という名前のカードはカードファイルにありません。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.state_wrong_zone": {"en": "`{name}` is a card of type {type}, which does not go in `{zone}`",
                                          "ja": "「{name}」は種類が {type} のカードで、「{zone}」には置かれません"},
    "marvel_champions.state_unknown_status": {"en": "unknown status card `{status}`; known: {known}",
                                              "ja": "「{status}」は不明なステータスカードです。使えるのは {known} です"},
    "marvel_champions.state_unknown_status_guess": {
        "en": "unknown status card `{status}`; did you mean `{guess}`?",
        "ja": "「{status}」は不明なステータスカードです。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.state_unknown_resource": {"en": "unknown resource `{resource}`; known: {known}",
                                                "ja": "「{resource}」は不明なリソースです。使えるのは {known} です"},
    "marvel_champions.state_unknown_resource_guess": {
        "en": "unknown resource `{resource}`; did you mean `{guess}`?",
        "ja": "「{resource}」は不明なリソースです。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.state_unknown_form": {"en": "unknown form `{form}`; known: {known}",
                                            "ja": "「{form}」は不明な形態です。使えるのは {known} です"},
    "marvel_champions.state_unknown_form_guess": {"en": "unknown form `{form}`; did you mean `{guess}`?",
                                                  "ja": "「{form}」は不明な形態です。「{guess}」の誤りではありませんか？"},
    "marvel_champions.state_missing_side": {
        "en": "the player is in {form} form, but no `{key}` card is given for it",
        "ja": "プレイヤーは{form}形態ですが、その「{key}」のカードが指定されていません",
    },
    "marvel_champions.state_duplicate_player": {
        "en": "a second player called `{name}`: give each player a name of their own",
        "ja": "「{name}」という名前のプレイヤーが2人います。それぞれ別の名前を付けてください",
    },
    "marvel_champions.state_attached_to": {"en": "`{field}` names `{name}`, but no card of that name is in play",
                                           "ja": "「{field}」が指す「{name}」という名前のカードはプレイ中にありません"},
    "marvel_champions.state_attached_to_guess": {
        "en": "`{field}` names `{name}`, but no card of that name is in play; did you mean `{guess}`?",
        "ja": "「{field}」が指す「{name}」という名前のカードはプレイ中にありません。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.state_unknown_player": {"en": "`{field}` names `{name}`, but no player is called that; players: "
                                                    "{known}",
                                              "ja": "「{field}」が指す「{name}」というプレイヤーはいません。プレイヤー：{known}"},
    "marvel_champions.state_unknown_player_guess": {
        "en": "`{field}` names `{name}`, but no player is called that; did you mean `{guess}`?",
        "ja": "「{field}」が指す「{name}」というプレイヤーはいません。「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.form_hero": {"en": "hero", "ja": "ヒーロー"},
    "marvel_champions.form_alter_ego": {"en": "alter-ego", "ja": "分身"},
    # events
    "marvel_champions.event_unknown": {
        "en": "`{event}` is not an event statblock knows; for example: {examples}",
        "ja": "「{event}」は statblock が知っているイベントではありません。例：{examples}",
    },
    "marvel_champions.event_empty": {
        "en": "--event is empty: say the event as a player does; for example: {examples}",
        "ja": "--event が空です。プレイヤーが言うようにイベントを書いてください。例：{examples}",
    },
    "marvel_champions.event_too_long": {
        "en": "an event of more than {most} characters is not read: say it as a player does (`the villain attacks you`)",
        "ja": "{most} 文字を超えるイベントは読みません。プレイヤーが言うように書いてください（「悪役があなたを攻撃する」）",
    },
    "marvel_champions.event_amount": {
        "en": "`{number}` is no amount of the game (at most {most}): write the amount",
        "ja": "「{number}」はゲームの量ではありません（最大 {most}）。量を書いてください",
    },
    "marvel_champions.event_unknown_guess": {
        "en": "`{event}` is not an event statblock knows; did you mean `{guess}`?",
        "ja": "「{event}」は statblock が知っているイベントではありません。「{guess}」のことですか？",
    },
    "marvel_champions.event_self": {"en": "an event cannot say `{words}`: name the card",
                                    "ja": "イベントに「{words}」とは書けません。カードの名前を書いてください"},
    "marvel_champions.event_noun": {
        "en": "`{words}` in the event is neither a card of the card files nor a word statblock knows",
        "ja": "イベントの「{words}」は、カードファイルのカードでも statblock が知っている語でもありません",
    },
    "marvel_champions.event_noun_guess": {
        "en": "`{words}` in the event is neither a card of the card files nor a word statblock knows; "
              "did you mean `{guess}`?",
        "ja": "イベントの「{words}」は、カードファイルのカードでも statblock が知っている語でもありません。"
              "「{guess}」の誤りではありませんか？",
    },
    "marvel_champions.event_form": {"en": "the form in `{words}` is neither hero nor alter-ego",
                                    "ja": "「{words}」の形態はヒーローでも分身でもありません"},
    "marvel_champions.event_initiate_attack": {"en": "initiating an attack", "ja": "攻撃の開始"},
    "marvel_champions.event_attack": {"en": "an attack", "ja": "攻撃"},
    "marvel_champions.event_activate": {"en": "an activation", "ja": "アクティベート"},
    "marvel_champions.event_scheme": {"en": "scheming", "ja": "計画を進めること"},
    "marvel_champions.event_thwart": {"en": "thwarting", "ja": "阻止"},
    "marvel_champions.event_defend": {"en": "defending", "ja": "防御"},
    "marvel_champions.event_basic_power": {"en": "a basic power used", "ja": "基本パワーの使用"},
    "marvel_champions.event_recover": {"en": "recovering", "ja": "基本回復"},
    "marvel_champions.event_play": {"en": "playing a card", "ja": "カードのプレイ"},
    "marvel_champions.event_ready": {"en": "readying a card", "ja": "準備状態にすること"},
    "marvel_champions.event_spend": {"en": "spending a card", "ja": "カードの支払い"},
    "marvel_champions.event_enters_play": {"en": "entering play", "ja": "プレイに入ること"},
    "marvel_champions.event_leaves_play": {"en": "leaving play", "ja": "プレイから離れること"},
    "marvel_champions.event_defeated": {"en": "being defeated", "ja": "倒されること"},
    "marvel_champions.event_change_form": {"en": "changing form", "ja": "形態の変更"},
    "marvel_champions.event_threat_placed": {"en": "threat being placed", "ja": "脅威が置かれること"},
    "marvel_champions.event_threat_removed": {"en": "threat being removed", "ja": "脅威が取り除かれること"},
    "marvel_champions.event_damaged": {"en": "taking damage", "ja": "ダメージを受けること"},
    "marvel_champions.event_status_discarded": {"en": "a status card discarded", "ja": "ステータスカードが捨て札になること"},
    "marvel_champions.event_counters_placed": {"en": "counters placed", "ja": "カウンターが置かれること"},
    "marvel_champions.event_counters_removed": {"en": "counters removed", "ja": "カウンターが取り除かれること"},
    "marvel_champions.event_dealt_encounter": {"en": "an encounter card dealt", "ja": "遭遇カードが配られること"},
    "marvel_champions.event_revealed": {"en": "a card being revealed", "ja": "カードの公開"},
    "marvel_champions.event_engage": {"en": "engaging", "ja": "交戦"},
    "marvel_champions.event_round_ends": {"en": "the end of the round", "ja": "ラウンドの終了"},
    "marvel_champions.event_phase_begins": {"en": "a phase beginning", "ja": "フェイズの開始"},
    "marvel_champions.event_phase_ends": {"en": "a phase ending", "ja": "フェイズの終了"},
    "marvel_champions.event_villain_step": {"en": "a step of the villain phase", "ja": "悪役フェイズのステップ"},
    "marvel_champions.event_turn_begins": {"en": "a turn beginning", "ja": "ターンの開始"},
    "marvel_champions.event_turn_ends": {"en": "a turn ending", "ja": "ターンの終了"},
    "marvel_champions.event_boost_flipped": {"en": "a boost card turned faceup", "ja": "ブーストカードが表向きになること"},
    "marvel_champions.event_completed": {"en": "being completed", "ja": "完了"},
    "marvel_champions.event_setup": {"en": "setup", "ja": "セットアップ"},
}
