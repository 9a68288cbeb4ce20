"""Diagnostic messages in every supported language.

A diagnostic's message is a `Message`: a catalog key and its arguments, shown
in English by default and in Japanese with ``--lang ja``. Arguments that are
themselves messages (the name of a vocabulary category) are translated too;
game words the user wrote are shown as written.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import attrs

__all__ = ["CATALOG", "LANGS", "Lines", "Listing", "Localized", "Message", "catalog_message", "counted", "decode",
           "encode", "environment_lang", "msg", "summary"]

LANGS = ("en", "ja")


@attrs.frozen
class Message:
    key: str
    args: tuple[tuple[str, object], ...] = ()

    def render(self, lang: str = "en") -> str:
        templates = CATALOG[self.key]
        template = templates.get(lang) or templates["en"]
        values = {name: _value(value, lang) for name, value in self.args}
        return template.format(**values)

    def __str__(self) -> str:
        return self.render("en")

    def __contains__(self, text: str) -> bool:  # `"prone" in diagnostic.message` reads naturally in tests
        return text in str(self)


def _value(value: object, lang: str) -> object:
    if isinstance(value, (Message, Listing, Lines)):
        return value.render(lang)
    if isinstance(value, Localized):
        shown = value.by_lang.get(lang, value.by_lang["en"])
        if lang == "ja" and isinstance(shown, str):
            # a Localized text is a list of game words joined the English way (`known_labels`);
            # Japanese lists take the ideographic comma
            shown = shown.replace(", ", "、")
        return shown
    return value


@attrs.frozen
class Localized:
    """A value shown differently per language (a list of game words, for instance)."""

    by_lang: dict = attrs.field(hash=False)


def counted(count: int, one: str, many: str, counter: str = "件") -> Localized:
    """`1 card`, `45 cards`; in Japanese the number and its counter word (`45 枚`)."""
    return Localized({"en": f"{count} {one if count == 1 else many}", "ja": f"{count} {counter}"})


_SEPARATOR = {"en": ", ", "ja": "、"}
_MORE = {"en": "{shown}, and {more} more", "ja": "{shown} ほか {more} 件"}
_CONJUNCTIONS = {"or": {"en": "or", "ja": "または"}, "and": {"en": "and", "ja": "および"}}


@attrs.frozen
class Listing:
    """Items (text, messages or localized values) joined the way `lang` writes a list: `a, b, or c`
    and `a、b、またはc`. With `limit`, the items past it are counted, never silently left out."""

    items: tuple
    limit: int | None = None
    conjunction: str | None = None   # "or", "and", or None for a plain list

    def render(self, lang: str = "en") -> str:
        items = [str(_value(item, lang)) for item in self.items]
        more = 0
        if self.limit is not None and len(items) > self.limit:
            items, more = items[: self.limit], len(items) - self.limit
        separator = _SEPARATOR.get(lang, ", ")
        if more:
            return _MORE.get(lang, _MORE["en"]).format(shown=separator.join(items), more=more)
        if self.conjunction is None or len(items) < 2:
            return separator.join(items)
        word = _CONJUNCTIONS[self.conjunction].get(lang, _CONJUNCTIONS[self.conjunction]["en"])
        if lang == "ja":
            return separator.join(items[:-1]) + (separator if len(items) > 2 else "") + word + items[-1]
        if len(items) == 2:
            return f"{items[0]} {word} {items[1]}"
        return separator.join(items[:-1]) + f", {word} " + items[-1]

    def __str__(self) -> str:
        return self.render("en")


@attrs.frozen
class Lines:
    """Several lines, each text, a message or a localized value: a message longer than one line."""

    items: tuple

    def render(self, lang: str = "en") -> str:
        return "\n".join(str(_value(item, lang)) for item in self.items)

    def __str__(self) -> str:
        return self.render("en")


def environment_lang(environ: Mapping[str, str] | None = None) -> str:
    """The language of messages and output when `--lang` is not given: `STATBLOCK_LANG` (`en`,
    `ja`), else the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`: `ja_JP.UTF-8` is Japanese), else English."""
    environ = os.environ if environ is None else environ
    chosen = environ.get("STATBLOCK_LANG", "").strip().lower()
    if chosen in LANGS:
        return chosen
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:  # the first one set decides, as the C library does
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


def encode(value: object) -> object:
    """A message or message argument as JSON data (for the check cache); `decode` reverses it.

    Raises TypeError for a value it cannot carry exactly, so that nothing is cached that
    would come back different."""
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, Message):
        return {"m": value.key, "a": [[name, encode(v)] for name, v in value.args]}
    if isinstance(value, Localized):
        return {"l": {lang: encode(v) for lang, v in value.by_lang.items()}}
    if isinstance(value, Listing):
        return {"j": [encode(v) for v in value.items], "n": value.limit, "c": value.conjunction}
    if isinstance(value, (list, tuple)):
        return {"t" if isinstance(value, tuple) else "s": [encode(v) for v in value]}
    raise TypeError(f"cannot encode {type(value).__name__} in a message")


def decode(data: object) -> object:
    """The value `encode` made; raises (KeyError, TypeError, ValueError) on data it did not make."""
    if data is None or isinstance(data, (str, bool, int, float)):
        return data
    if not isinstance(data, dict):
        raise ValueError("not an encoded message value")
    if "m" in data:
        key = data["m"]
        if key not in CATALOG:
            raise KeyError(key)
        return Message(key, tuple((str(name), decode(v)) for name, v in data["a"]))
    if "l" in data:
        return Localized({str(lang): decode(v) for lang, v in data["l"].items()})
    if "j" in data:
        return Listing(tuple(decode(v) for v in data["j"]), data["n"], data["c"])
    if "t" in data:
        return tuple(decode(v) for v in data["t"])
    if "s" in data:
        return [decode(v) for v in data["s"]]
    raise ValueError("not an encoded message value")


def catalog_message(prefix: str, catalog: Mapping[str, dict[str, str]]):
    """`msg` for a ruleset's own catalog: a key gets `prefix` (`sbh.`) in front when it lacks it, and the
    catalog joins the core's the first time one of its messages is made."""

    def message(key: str, /, **args) -> Message:
        if not key.startswith(prefix):
            key = prefix + key
        if key not in CATALOG:
            for name, texts in catalog.items():
                CATALOG.setdefault(name, texts)
        return msg(key, **args)

    return message


def msg(key: str, /, **args) -> Message:
    if key not in CATALOG:
        raise KeyError(f"no message {key!r} in the catalog")
    return Message(key, tuple(args.items()))


CATALOG: dict[str, dict[str, str]] = {
    # fmt and convert checking their own output (each is a bug of statblock's, to be reported)
    "fmt.would_not_parse": {"en": "{path}: the formatted text would not parse (a bug in statblock fmt; please report it)",
                            "ja": "{path} は整形すると読めなくなります（statblock fmt の不具合です。報告してください）"},
    "fmt.would_recount": {"en": "{path}: formatting would turn {before} abilities into {after}",
                          "ja": "{path} を整形すると、アビリティが {before} 個から {after} 個になってしまいます"},
    "fmt.would_change": {"en": "{path}: formatting would change `{name}`: {changes}",
                         "ja": "{path} を整形すると「{name}」が変わってしまいます（{changes}）"},
    "fmt.would_lose_comment": {"en": "{path}: formatting would lose or change a comment",
                               "ja": "{path} を整形すると、コメントが失われるか変わってしまいます"},
    "fmt.would_drop_words": {"en": "{path}: formatting would drop words ({words}); is a header line written twice?",
                             "ja": "{path} を整形すると語が落ちてしまいます（{words}）。見出しの行を2回書いていませんか？"},
    "fmt.would_add_words": {"en": "{path}: formatting would add words ({words}); is a header line written twice?",
                            "ja": "{path} を整形すると語が増えてしまいます（{words}）。見出しの行を2回書いていませんか？"},
    "convert.would_change_statblock": {"en": "{path}: converting would change a statblock",
                                       "ja": "{path} を変換すると、ステータスブロックが変わってしまいます"},
    "convert.would_recount": {"en": "{path}: converted to {after} abilities instead of {before}",
                              "ja": "{path} を変換すると、アビリティが {before} 個から {after} 個になってしまいます"},
    "convert.would_change": {"en": "{path}: converting `{name}` would change {changes}",
                             "ja": "{path} を変換すると「{name}」が変わってしまいます（{changes}）"},
    # writing a file (cards, convert, fmt --write): WriteError
    "write.exists": {"en": "{path} exists; give --force to overwrite it",
                     "ja": "{path} はすでにあります。上書きするには --force を付けてください"},
    "write.folder": {"en": "cannot write {path}: cannot create the folder {folder}: {reason}",
                     "ja": "{path} を書けません。フォルダー {folder} を作れませんでした（{reason}）"},
    "write.temporary": {"en": "cannot write {path}: {reason}; choose a folder you can write to",
                        "ja": "{path} を書けません（{reason}）。書き込めるフォルダーを選んでください"},
    "write.failed_unchanged": {"en": "cannot write {path}: {reason}; the file is unchanged",
                               "ja": "{path} を書けません（{reason}）。ファイルは元のままです"},
    "write.failed_nothing": {"en": "cannot write {path}: {reason}; nothing was written",
                             "ja": "{path} を書けません（{reason}）。何も書いていません"},
    # hero and target files (`--hero`, `--target`): HeroFileError
    "hero.field": {"en": "{origin}: `{field}`: {message}", "ja": "{origin} の「{field}」: {message}"},
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
    "hero.characteristics_missing": {"en": "missing; add a {table} table with {names}",
                                     "ja": "ありません。{names} を書いた {table} の表を加えてください"},
    "hero.missing": {"en": "missing", "ja": "ありません"},
    "hero.per_tier": {"en": "must be three whole numbers from {low} to {high}, one per tier, like {example}; not {value}",
                      "ja": "ティアごとに 1 つ、{low} から {high} までの整数 3 つ（{example} のように）にしてください（今は {value}）"},
    "hero.damage_type": {"en": "unknown damage type; expected one of {names}",
                         "ja": "知らないダメージ種別です。使えるのは {names} です"},
    "hero.name_missing": {"en": "missing; every hero needs a name", "ja": "ありません。ヒーローには名前が要ります"},
    "hero.class_guess": {"en": "unknown class `{word}`; did you mean `{guess}`?",
                         "ja": "知らないクラス「{word}」です。「{guess}」のことですか？"},
    "hero.class": {"en": "unknown class `{word}`; known classes: {known}",
                   "ja": "知らないクラス「{word}」です。使えるクラスは {known} です"},
    "hero.stamina_missing": {"en": "missing; give the target's Stamina, like `{example}`",
                             "ja": "ありません。「{example}」のようにターゲットのスタミナを書いてください"},
    "hero.not_regular": {"en": "{path}: cannot read the file: not a regular file (a folder, a device or a pipe); "
                               "give a hero {suffix} file",
                         "ja": "{path} は通常のファイルではないので読めません（フォルダー、デバイス、パイプ）。"
                               "ヒーローの {suffix} ファイルを指定してください"},
    "hero.unreadable": {"en": "{path}: cannot read the file: {reason}", "ja": "{path} を読めません: {reason}"},
    "hero.too_big": {"en": "{path}: cannot read the file: larger than {limit} MB; a hero file is a few hundred bytes",
                     "ja": "{path} は {limit} MB を超えているので読めません（ヒーローファイルは数百バイトです）"},
    "hero.long_key": {"en": "{path}: line {line}: `{key}`: a key or table name of more than {parts} dotted parts; "
                            "a hero file nests tables at most {depth} deep",
                      "ja": "{path} の {line} 行目の「{key}」は、ドットで区切った部分が {parts} を超えるキーか表の名前です。"
                            "ヒーローファイルの表の入れ子は {depth} 段までです"},
    "hero.not_utf8": {"en": "{path}: not UTF-8 text", "ja": "{path} は UTF-8 のテキストではありません"},
    "hero.quote_key": {
        "en": "{path}: line {line}: {format} takes the key `{key}` only in quotes (`\"{key}\" = 2`)",
        "ja": "{path} の {line} 行目のキー「{key}」は、{format} では引用符で囲んで書きます（「\"{key}\" = 2」）",
    },
    "hero.not_toml": {"en": "{path}: not valid {format}: {message}", "ja": "{path} は {format} として読めません: {message}"},
    "hero.long_number": {"en": "{path}: {where}a number with thousands of digits; the numbers of a hero file have a "
                               "few (a characteristic is from {low} to {high})",
                         "ja": "{path} の{where}数千桁の数があります。ヒーローファイルの数は数桁です（能力値は {low} から "
                               "{high}）"},
    "hero.deep": {"en": "{path}: {where}arrays or tables nested hundreds deep; a hero file nests them at most {depth} "
                        "deep",
                  "ja": "{path} の{where}配列か表が数百段の入れ子になっています。ヒーローファイルの入れ子は {depth} 段までです"},
    "hero.too_large": {"en": "{path}: too large to read", "ja": "{path} は大きすぎて読めません"},
    "hero.where": {"en": "line {line}: ", "ja": "{line} 行目に"},
    "hero.where_key": {"en": "line {line}: `{key}`: ", "ja": "{line} 行目の「{key}」に"},
    # vocabulary categories, used inside other messages
    "what.conditions": {"en": "condition", "ja": "状態異常"},
    "what.damage_types": {"en": "damage type", "ja": "ダメージ種別"},
    "what.keywords": {"en": "keyword", "ja": "キーワード"},
    "what.characteristics": {"en": "characteristic", "ja": "能力値"},
    "what.action_types": {"en": "action type", "ja": "アクション種別"},
    "what.heroic_resources": {"en": "heroic resource", "ja": "英雄リソース"},
    "what.potency_strengths": {"en": "potency strength", "ja": "ポテンシーの強度"},
    "what.durations": {"en": "duration", "ja": "持続時間"},
    "what.forced_moves": {"en": "forced movement", "ja": "強制移動"},
    "what.distance_kinds": {"en": "distance or area", "ja": "距離・効果範囲"},
    "what.forced_move_modifiers": {"en": "forced movement modifier", "ja": "強制移動の修飾"},
    # reading files
    "file.binary": {
        "en": "this is a binary file, not ability text; remove it from the paths to check",
        "ja": "バイナリファイルで、アビリティのテキストではありません。チェック対象から外してください",
    },
    "file.utf8": {
        "en": "invalid UTF-8 (byte 0x{byte}) at line {line}; save the file as UTF-8",
        "ja": "{line} 行目に UTF-8 として不正なバイト (0x{byte}) があります。ファイルを UTF-8 で保存してください",
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
    "file.nested_from": {
        "en": "quotes or lists nested more than {depth} deep: the text from here on is not read; flatten it",
        "ja": "引用やリストの入れ子が {depth} 段を超えているため、ここから先は読めません。浅くしてください",
    },
    "unread.tier": {
        "en": "this tier line is not part of any ability's power roll, so it was not read; put it right "
              "under the ability's `Power Roll + ...:` line, with no other line between the tiers",
        "ja": "この段階の行はどのアビリティのパワーロールにも入っていないため、読まれていません。"
              "アビリティの「パワーロール + …：」の行のすぐ下に、間に他の行を挟まずに置いてください",
    },
    "unread.roll": {
        "en": "this power roll is not part of any ability, so it was not read; put it after the "
              "ability's name and keyword lines",
        "ja": "このパワーロールはどのアビリティにも入っていないため、読まれていません。"
              "アビリティの名前とキーワードの行の後に置いてください",
    },
    "file.internal": {
        "en": "internal error while reading this file ({error}); please report it with the file attached",
        "ja": "このファイルの読み込み中に内部エラーが起きました ({error})。ファイルを添えて報告してください",
    },
    # the stage across files (pipeline.py, `Ruleset.summary` and `Ruleset.across`)
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
    "word.unknown": {
        "en": "unknown {what} `{word}`; known: {known}",
        "ja": "不明な{what}「{word}」です。使えるのは {known} です",
    },
    "word.replace": {"en": "replace `{word}` with `{guess}`", "ja": "「{word}」を「{guess}」に直してください"},
    "word.joined": {
        "en": "`{word}` writes the {what}s `{parts}` as one; separate them with commas",
        "ja": "「{word}」は{what}「{parts}」をひとつに書いたものです。読点やカンマで区切ってください",
    },
    "duration.did_you_mean": {
        "en": "unknown duration `({word})`; did you mean `({guess})`?",
        "ja": "不明な持続時間「({word})」です。「({guess})」の誤りではありませんか？",
    },
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
    "condition.custom_near": {
        "en": "`{word}` is not a Draw Steel condition; kept as this ability's own condition (if `{guess}` was "
              "meant, write `{guess}`)",
        "ja": "「{word}」は Draw Steel の状態異常ではないため、このアビリティ独自の状態として扱います"
              "（「{guess}」のつもりなら「{guess}」と書いてください）",
    },
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
    "forced.in_words": {
        "en": "`{text}` gives the distance of a forced movement in words: as written it is kept as text and moves "
              "no one",
        "ja": "「{text}」は強制移動の距離を数字でなく言葉で書いています。このままではテキストのまま残り、誰も動かしません",
    },
    "damage.add_word": {"en": "write `{word}` after the amount", "ja": "数の後に「{word}」と書いてください"},
    "potency.alone": {
        "en": "the potency `{text}` has no effect after it: the `{semicolon}` ends its clause, so the clause after it is "
              "not gated and lands on every target",
        "ja": "ポテンシー「{text}」の後に効果がありません。「{semicolon}」で節が終わるため、次の節はポテンシーの条件なしに"
              "すべてのターゲットに適用されます",
    },
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
    "section.did_you_mean": {
        "en": "unknown section label `{word}`; did you mean `{guess}`? (kept as a section of its own)",
        "ja": "不明な見出し「{word}」です。「{guess}」の誤りではありませんか？（独自の見出しとして扱います）",
    },
    "forced.no_distance": {
        "en": "`{word}` without a distance is not read as a forced move (nor as a condition); kept as text",
        "ja": "距離のない「{word}」は強制移動としても状態異常としても読まず、テキストのまま残します",
    },
    "forced.write": {"en": "give the distance: `{word} 1`", "ja": "「{word} 1」のように距離を書いてください"},
    "potency.characteristic": {
        "en": "unknown characteristic `{word}` in a potency; use one of {letters}",
        "ja": "ポテンシーの能力値「{word}」が不明です。{letters} のいずれかを使ってください",
    },
    "resource.unknown": {"en": "unknown heroic resource `{word}`", "ja": "不明な英雄リソース「{word}」です"},
    # layout
    "layout.twice": {
        "en": "this header line was already given for this ability; a blank line is probably missing "
              "before a new ability",
        "ja": "このアビリティには同じ見出し行がすでにあります。新しいアビリティの前の空行が抜けているようです",
    },
    "layout.blank_line": {
        "en": "put a blank line before the next ability's name, or remove the repeated line",
        "ja": "次のアビリティ名の前に空行を入れるか、重複した行を消してください",
    },
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
    "spend.class": {
        "en": "a {hero_class} spends {resource}, not {written}",
        "ja": "{hero_class}が消費するのは{resource}です（{written}ではありません）",
    },
    "cost.write": {"en": "write `{text}`", "ja": "「{text}」と書いてください"},
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
    # the commands' own messages (cli.py): prefixes, errors and status lines
    "cli.error": {"en": "statblock: error: {message}", "ja": "statblock: エラー: {message}"},
    "cli.not_offered": {
        "en": "the ruleset {ruleset} ({name}) does not offer {command}",
        "ja": "ルールセット「{ruleset}」（{name}）には {command} がありません",
    },
    "cli.not_offered_for": {
        "en": "{path} is read by the ruleset {ruleset} ({name}), which does not offer {command}",
        "ja": "{path} を読むルールセット「{ruleset}」（{name}）には {command} がありません",
    },
    "cli.did_you_mean": {"en": "did you mean `{guess}`?", "ja": "「{guess}」のことですか？"},
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
    "cli.no_ruleset": {
        "en": "no installed ruleset recognises {path}; name one with --ruleset (`{command}` lists them)",
        "ja": "{path} を読めるルールセットがインストールされていません。--ruleset で指定してください（一覧は {command}）",
    },
    "cli.with_suggestion": {"en": "{message}; {suggestion}", "ja": "{message}。{suggestion}"},
    "cards.several_rulesets": {
        "en": "the files hold abilities of several games ({rulesets}); print the cards of each game on its own",
        "ja": "ファイルに複数のゲーム（{rulesets}）のアビリティがあります。カードはゲームごとに印刷してください",
    },
    "cards.format_not_offered": {
        "en": "the ruleset {ruleset} prints no {format} cards; use {formats}",
        "ja": "ルールセット「{ruleset}」は {format} のカードを印刷できません。{formats} を使ってください",
    },
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
    "cli.warning": {"en": "statblock: warning: {message}", "ja": "statblock: 警告: {message}"},
    "cli.stdout_closed": {
        "en": "standard output is closed; nothing can be printed",
        "ja": "標準出力が閉じられているため、何も出力できません",
    },
    "cli.cannot_write_output": {"en": "cannot write the output: {reason}", "ja": "出力を書き込めません（{reason}）"},
    "cli.path_reason": {"en": "{path}: {reason}", "ja": "{path}: {reason}"},
    "cli.whole_number": {"en": "must be a whole number, not {text}", "ja": "整数を指定してください（{text} ではなく）"},
    "cli.at_least": {"en": "must be {least} or more, not {value}", "ja": "{least} 以上を指定してください（{value} ではなく）"},
    "cli.stdin_too_big": {
        "en": "standard input is over {limit} MB; fmt reads no more",
        "ja": "標準入力が {limit} MB を超えています。fmt はそれ以上読みません",
    },
    # the command line's help (cli.py): argparse's help strings, the descriptions and argparse's own words.
    # A `{name}` in the Japanese is a word typed as it is in every language (a choice, an environment
    # variable, a format's name), which cli.py passes in; the English says them as they are.
    "help.statblock": {
        "en": "Read, check, resolve and print tabletop-RPG abilities: Draw Steel's stat blocks, and those of every "
              "installed ruleset (statblock rulesets lists them).",
        "ja": "TRPG のアビリティを読み込み、チェックし、解決して、印刷します。対象は Draw Steel のステータスブロックと、"
              "インストールされた各ルールセットのもの（一覧は {rulesets_command}）です。",
    },
    "help.usage": {"en": "usage", "ja": "使い方"},
    "help.positionals": {"en": "positional arguments", "ja": "位置引数"},
    "help.options": {"en": "options", "ja": "オプション"},
    "help.help": {"en": "show this help message and exit", "ja": "このヘルプを表示して終了します"},
    "help.version": {"en": "print the version and exit", "ja": "バージョンを表示して終了します"},
    "help.paths": {
        "en": "files or folders (folders are searched for .ability, .md, .markdown, .yaml and .yml files)",
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
        "en": "the ability's name (case and spacing do not matter; a close misspelling is suggested)",
        "ja": "アビリティの名前（大文字と小文字や空白の違いは問いません。綴りが近ければ候補を示します）",
    },
    "help.use.hero": {
        "en": "the hero who uses it: characteristics, level, class, kit (see the README); without it, a "
              "monster's feature is used by the monster whose statblock in PATH holds it",
        "ja": "アビリティを使うヒーローのファイル（能力値、レベル、クラス、キット。書き方は {README} を参照）。"
              "省略すると、モンスターの特徴は PATH のステータスブロックのモンスターが使います",
    },
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
        "en": "the file; its game decides what the command does and which options follow",
        "ja": "ファイル。そのゲームによって、コマンドの働きと続くオプションが決まります",
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
    # `statblock lsp`, the language server (src/statblock/lsp/), and what it says in the editor
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
        "en": "milliseconds to wait after the last edit before checking the text again (default 200)",
        "ja": "最後の編集からテキストを再びチェックするまで待つミリ秒数（既定 200）",
    },
    "lsp.help": {"en": "help: {help}", "ja": "ヒント：{help}"},
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
    "fmt.not_native": {
        "en": "{path} is {kind}; fmt rewrites native .ability files only, so it leaves this one as it is "
              "(`{command}` writes a native copy)",
        "ja": "{path} は {kind} です。fmt が書き直すのはネイティブの .ability ファイルだけなので、このファイルは"
              "そのままにします（「{command}」でネイティブ形式の写しを書けます）",
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
    "convert.same_output": {
        "en": "{path} and {other} would both be written to {out}",
        "ja": "{path} と {other} が同じ {out} に書き込まれてしまいます",
    },
    "convert.overwrites_input": {
        "en": "converting {path} would overwrite the input {out}; choose another output folder",
        "ja": "{path} を変換すると入力ファイル {out} を上書きしてしまいます。別の出力フォルダを選んでください",
    },
    "convert.exists": {"en": "{path} exists", "ja": "{path} はすでにあります"},
    "export.stdout_one_file": {
        "en": "`-o -` writes one file to standard output, and this export makes {count}; give an output folder "
              "instead",
        "ja": "「-o -」は 1 ファイルを標準出力に書きますが、このエクスポートでは {count} ファイルになります。"
              "出力フォルダを指定してください",
    },
    "convert.stdout_one_file": {
        "en": "`-o -` writes the result of one file to standard output, and {count} files were given; "
              "give an output folder instead",
        "ja": "「-o -」は 1 ファイルの結果を標準出力に書きますが、{count} ファイルが指定されています。"
              "出力フォルダを指定してください",
    },
    "convert.nothing_written": {
        "en": "statblock: nothing written: {files} already exist; give --force to overwrite them, or choose "
              "another output folder",
        "ja": "statblock: 何も書き込んでいません。出力ファイルが {files}すでにあります。上書きするなら --force を"
              "付けるか、別の出力フォルダを選んでください",
    },
    "convert.no_ability": {
        "en": "no ability found in {path}; nothing written",
        "ja": "{path} にアビリティが見つからないため、何も書き込んでいません",
    },
    "convert.unwritable": {
        "en": "{error}; choose an output folder you can write to",
        "ja": "{error}。書き込めるフォルダを出力先に選んでください",
    },
    "convert.summary": {
        "en": "converted {files} to {to} in {out}",
        "ja": "{files}を {to} 形式に変換し、{out} に書き込みました",
    },
    "convert.with_problems": {"en": "; {count} with problems", "ja": "。問題のあったもの {count} 件"},
    "convert.not_written": {"en": "; {count} could not be written", "ja": "。書き込めなかったもの {count} 件"},
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
    "cards.output_exists": {
        "en": "{path} exists; give --force to overwrite it, or name another file",
        "ja": "{path} はすでにあります。上書きするなら --force を付けるか、別のファイル名を指定してください",
    },
    "cards.no_ability": {"en": "no ability found in {paths}", "ja": "{paths} にアビリティが見つかりません"},
    "cards.wrote": {"en": "wrote {cards} to {out} ({format})", "ja": "{cards}のカードを {out} に書き込みました（{format}）"},
    "cards.wrote_for": {
        "en": "wrote {cards} for {hero} to {out} ({format})",
        "ja": "{hero} 用に {cards}のカードを {out} に書き込みました（{format}）",
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
    "ability.has_errors": {
        "en": "`{name}` has errors; fix them first (`statblock check` shows the same):",
        "ja": "「{name}」にはエラーがあります。先に直してください（statblock check でも同じものが表示されます）:",
    },
    "ability.no_power_roll": {
        "en": "{name} has no power roll; `odds` needs an ability with a power roll",
        "ja": "「{name}」にはパワーロールがありません。odds にはパワーロールのあるアビリティが必要です",
    },
    # `statblock export` (a command of the Draw Steel ruleset): its options and what it says
    "help.export": {
        "en": "write Draw Steel abilities for Foundry VTT, the Draw Steel Elements plugin of Obsidian (ds-feature "
              "blocks) or Forge Steel, each file checked before any is written",
        "ja": "Draw Steel のアビリティを、ファウンドリー（仮想テーブルトップ）、オブシディアンのプラグイン用のフィーチャー"
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
    # `statblock serve`, the live preview (src/statblock/serve/): its options, its lines on the terminal, its page
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


def _plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def summary(files: int, abilities: int, errors: int, warnings: int, empty: int, lang: str = "en") -> list[str]:
    """The closing lines of `statblock check`."""
    if lang == "ja":
        # (a count with its counter, 件, as Japanese counts things: `アビリティ 14 件`, not `14 アビリティ`)
        lines = [f"{files} ファイル（アビリティ {abilities} 件）を確認しました。エラー {errors} 件、警告 {warnings} 件"]
        if empty:
            lines.append(f"アビリティが見つからなかったファイル ({empty}):")
        return lines
    lines = [f"checked {_plural(files, 'file', 'files')}, {_plural(abilities, 'ability', 'abilities')}: "
             f"{_plural(errors, 'error', 'errors')}, {_plural(warnings, 'warning', 'warnings')}"]
    if empty:
        lines.append(f"no ability found in {_plural(empty, 'file', 'files')}:")
    return lines
