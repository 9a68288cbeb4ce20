"""虚構侵蝕TRPG's messages (Japanese and English) about statblock's own cards read again: the ［状態］ reference of a
Markdown card file edited (KY040), a text or HTML card file, which is for print only (KY041), and what a Markdown card
file hides inside a card (KY043)."""

from __future__ import annotations

__all__ = ["CARDS_CATALOG", "CARDS_CODES"]

CARDS_CODES: dict[str, str] = {
    "KY040": "a line of the ［状態］ reference a Markdown card file holds (`## ［状態］一覧`, `## Conditions`) whose words "
             "are not the rules' (an entry edited): `statblock cards` writes the reference again from the rules, so "
             "the edit would be lost (a warning; the reference is never read as cards)",
    "KY041": "statblock's own text or HTML cards (`cards --format txt`, `--format html`), which are for print only: "
             "nothing in them is read (their lines are wrapped to the page's width); the help names the cards that read "
             "back (`--format md`) and the JSON (`parse --format json`)",
    "KY043": "inside a card of a Markdown card file, an HTML comment (`<!-- メモ -->`, on one line or several), a processing "
             "instruction (`<?php ?>`), a declaration or a CDATA section opening a line, which a Markdown reader shows "
             "nothing of: a note at it, read as no words of the card and printed on no card (before, in silence; one of "
             "several lines was read as a card's name and fields). The card writer's empty `<!-- -->` says nothing",
    "KY045": "a word of the game's broken by a line break inside an effect (`４点のダメー` / `ジを与える。`): read as two "
             "words, no damage (check, ［状態］); a warning at the words over the break, with them on one line, where "
             "reading them so finds what the broken reading does not (before, text in silence)",
    "KY046": "ruby or markup where a card prints the words as written: a web novels' ruby (`｜焦熱《しょうねつ》`) in a card's "
             "name, target or effect, an HTML tag (`<ruby>`, `<rt>`, `<b>`) in its name or target (a warning: cards "
             "print no ruby and no markup, so the marks would be printed; kept as written, read as before; an "
             "effect's HTML is KY042)",
    "KY044": "two cards of one name (full-width and half-width forms, case and blanks aside), in one file or in two "
             "checked together: a warning at the later, naming where the first is; both are read and printed, and "
             "nothing picks a card by its name (`roll`, `odds` take a check), so the help says to rename one or delete "
             "a copy (statblock's own JSON read back is left out across files: SB012)",
}

CARDS_CATALOG: dict[str, dict[str, str]] = {
    "kyoko.same_name": {
        "en": "a second card named `{name}` ({where}): both are read, printed and given in the JSON, in the order "
              "written; nothing picks a card by its name (`{roll}` and `{odds}` take a check, `--check`, no card), so the "
              "printed cards cannot be told apart by their names",
        "ja": "「{name}」という名前のカードが2枚あります（{where}）。どちらも読み、印刷し、JSON に書いた順に出します。"
              "名前でカードを選ぶものはないため（「{roll}」と「{odds}」は「--check」の判定を取り、カードは取りません）、"
              "印刷したカードは名前では見分けられません",
    },
    "kyoko.same_name_line": {"en": "the first at line {line}", "ja": "1枚目は{line}行目"},
    "kyoko.same_name_file": {"en": "the first in `{path}`, line {line}, checked with this file",
                             "ja": "1枚目は一緒に確認した「{path}」の{line}行目"},
    "kyoko.same_name_help": {
        "en": "if they are two cards, rename one (`{name} 2`, or what sets it apart); if one is a copy, delete it",
        "ja": "別のカードなら片方の名前を変えてください（「{name}２」など、違いの分かる名前）。写しなら片方を消してください",
    },
    "kyoko.broken_word": {
        "en": "`{written}` is a word broken by a line break: read as two words, it is none of the game's (as `{word}` "
              "it would be read); kept as written",
        "ja": "「{written}」は改行で語が途中で切れています。2つの語として読み、ゲームの語になりません（「{word}」なら読めます）。"
              "書かれたまま残します",
    },
    "kyoko.ruby_or_markup": {
        "en": "`{written}` is ruby or markup: cards print no ruby and no markup, so it is printed as written, marks and "
              "all; kept as written",
        "ja": "「{written}」はルビか書式の記号です。カードはルビも書式も印刷しないため、記号ごと書かれたまま印刷します。"
              "書かれたまま残します",
    },
    "kyoko.ruby_or_markup_help": {
        "en": "write the words alone (`焦熱の掌`, not `｜焦熱《しょうねつ》の掌`); a reading may go in the effect's words",
        "ja": "語だけを書いてください（「｜焦熱《しょうねつ》の掌」ではなく「焦熱の掌」）。読みは効果の文に書けます",
    },
    "kyoko.markup_help": {
        "en": "write the words without the tag `{written}` (`<b>単体</b>` is `単体`): a card prints no markup",
        "ja": "「{written}」のタグを外して、語だけを書いてください。カードは書式を印刷しません",
    },
    "kyoko.hidden_html": {
        "en": "`{written}` is HTML a Markdown reader shows nothing of (a comment): it is read as no words of the card "
              "and printed on no card",
        "ja": "「{written}」はマークダウンでは表示されないコメントなどの書式です。カードの文としては読まず、どのカードにも印刷しません",
    },
    "kyoko.hidden_html_help": {
        "en": "to have the words on the card, write them without `<!--` `-->`; else leave it (a note of yours, kept in "
              "the file)",
        "ja": "カードに載せるなら「<!--」「-->」を外して書いてください。自分用のメモなら、そのままで構いません（ファイルには残ります）",
    },
    "kyoko.reference_edited": {
        "en": "this `{label}` line of the Conditions reference says otherwise than the rules: `{command}` writes the "
              "reference again from the rules each time, so the edit would be lost; it is not read (write your own "
              "words on a card of yours)",
        "ja": "［状態］一覧のこの「{label}」の行はルールの文と違います。「{command}」は一覧を毎回ルールから書き直すため、"
              "この変更は失われます。読みません（自分の文はカードに書いてください）",
    },
    "kyoko.reference_edited_help": {
        "en": "put the rules' words back (`{command}` writes them), or delete the line; write your own words on a card "
              "of yours",
        "ja": "ルールの文に戻すか（「{command}」が書きます）、この行を消してください。自分の文はカードに書いてください",
    },
    "kyoko.own_text_cards": {
        "en": "this is statblock's own cards (`{command} --format {format}`), which are for print only: laid out for the "
              "page, their lines wrapped to its width, so nothing in them is read",
        "ja": "これは statblock 自身のカード（「{command} --format {format}」）で、印刷専用です。ページに合わせて組まれ、"
              "行はその幅で折り返されているため、何も読みません",
    },
    "kyoko.own_text_cards_help": {
        "en": "read the file the cards were made from; for cards that read back, write them with `{md}` (or the JSON "
              "of `{json}`)",
        "ja": "カードの元のファイルを読んでください。読み戻せるカードは「{md}」で（または「{json}」の出力で）書けます",
    },
}
