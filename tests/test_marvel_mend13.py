"""What a review of the merge mcleft11 found, mended (the forty-fifth session), each in English and in Japanese: a
limit's `each` read as its scope only where it is one (`Max 1 of each per round.` counts over rounds; `each fight`
said as `per fight` is, MC122); a card's head with a label keeps the brackets after its colon; a symbol inside a
card's name stays the name's."""

from __future__ import annotations

import pytest

from test_marvel_leftovers10 import printed_paragraphs
from test_marvel_leftovers11 import _meaning
from test_marvel_mend12 import _read


def _codes(text: str) -> list[str]:
    return [d.code for d in _read(text)[1]]


# ---- R1: `of each` is no scope; a later `per` is ----------------------------------------------------------------

@pytest.mark.parametrize("text, scope", [
    ("Hero Action: Draw 1 card. (Max 1 of each per round.)", "round"),
    ("Hero Action: Draw 1 card. (Limit 1 of each per deck.)", "deck"),
    ("Hero Action: Draw 1 card. (Limit once each round per player.)", "round"),
    ("ヒーローアクション：カードを1枚引く。（ラウンドにつき1回まで。）", "round"),
], ids=["max-of-each", "limit-of-each", "each-per-player", "ja"])
def test_of_each_is_no_limit_scope_and_a_later_per_is(text, scope):
    # (the scope was `per_round`, `per_deck`, and MC122 said `round` was none of the scopes)
    compiled, diagnostics = _read(text)
    assert compiled.abilities[0].limit.scope == scope
    assert not [d.code for d in diagnostics]


# ---- R2: an unknown scope after `each` is said, as after `per` ---------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("Hero Action: Draw 1 card. (Limit once each fight.)", "fight"),
    ("Hero Action: Draw 1 card. (Limit once each rnd.)", "rnd"),
    ("Hero Action: Draw 1 card. (Max 1 each scenario.)", "scenario"),
], ids=["fight", "slip", "max"])
def test_an_unknown_scope_after_each_is_said(text, words):
    # (read as a limit over `fight` with nothing said; `rnd` with no did-you-mean)
    compiled, diagnostics = _read(text)
    said = [d for d in diagnostics if d.code == "MC122"]
    assert len(said) == 1 and words in said[0].message
    per, _ = _read(text.replace("each", "per"))
    assert (compiled.abilities[0].limit.scope, compiled.abilities[0].limit.count) == \
        (per.abilities[0].limit.scope, per.abilities[0].limit.count)


def test_a_slip_of_a_scope_after_each_gets_a_did_you_mean():
    (said,) = [d for d in _read("Hero Action: Draw 1 card. (Limit once each rnd.)")[1] if d.code == "MC122"]
    assert "did you mean `round`" in str(said.message)


# ---- R3: a head with a label keeps the brackets after its colon ------------------------------------------------

KEPT = [
    "Hero Action (attack): (Spider-Man): Deal 2 damage to an enemy.",
    "Hero Action (attack): (Once per round): Deal 2 damage to an enemy.",
    "ヒーローアクション（攻撃）：（スパイダーマン）：敵1体に2ダメージを与える。",
]


@pytest.mark.parametrize("fmt", ["txt", "md", "html"])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text", KEPT, ids=["qualifier", "once", "ja"])
def test_a_bracket_after_the_colon_of_a_labelled_head_is_printed(text, lang, fmt):
    # (the printer took it for the label written after the colon and left it out: lost on the card and read back)
    compiled = _read(text)[0]
    printed = printed_paragraphs(compiled, fmt, lang)
    inner = text.split("：（" if "：（" in text else ": (")[1].split("）" if "：（" in text else ")")[0]
    assert inner in "\n".join(printed), printed
    assert _meaning(_read("\n".join(printed))[0]) == _meaning(compiled), printed


# ---- R6: the note `(mandatory)` is kept where it is the author's words --------------------------------------------

NOTED = [
    ("Response (mandatory): After you play an event, draw 1 card.", "(mandatory)"),
    ("Response (Mandatory): After you play an event, draw 1 card.", "(Mandatory)"),
    ("レスポンス（強制）：あなたがイベントをプレイした後、カードを1枚引く。", "（強制）"),
    ("レスポンス(強制)：あなたがイベントをプレイした後、カードを1枚引く。", "(強制)"),
]


@pytest.mark.parametrize("text, note", NOTED, ids=["en", "en-capital", "ja", "ja-ascii"])
def test_the_note_after_an_optional_trigger_is_kept_and_said_as_written(text, note):
    # (the note was taken out of the ability's text: `convert --to json` wrote `Response: …`, and `check` of that JSON
    # said nothing; MC134's message quoted `(mandatory)`/`（強制）` whatever was written)
    compiled, diagnostics = _read(text)
    assert note in compiled.abilities[0].text
    (said,) = diagnostics
    assert said.code == "MC134" and note in str(said.message)
    again, diagnostics = _read(compiled.abilities[0].text)
    assert [d.code for d in diagnostics] == ["MC134"]


@pytest.mark.parametrize("text", ["Rule (mandatory): Each player draws 1 card.",
                                  "The first player must do this (mandatory): draw 1 card.",
                                  "ルール（強制）：各プレイヤーはカードを1枚引く。"], ids=["rule", "words", "ja"])
def test_the_note_on_an_ability_with_no_trigger_is_kept(text):
    # (it was dropped with nothing said)
    compiled, diagnostics = _read(text)
    assert text.split("：")[0].split(":")[0] in compiled.abilities[0].text
    assert diagnostics


@pytest.mark.parametrize("fmt", ["txt", "md", "html"])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text, note", [NOTED[0], NOTED[2]], ids=["en", "ja"])
def test_a_card_with_the_note_after_an_optional_trigger_reads_back(text, note, lang, fmt):
    from statblock.rulesets.marvel_champions.render import render_cards

    compiled = _read(text)[0]
    if fmt == "md":   # (the items as written: the helper takes out every `（強制）`, the note a mandatory one prints)
        printed = [line[2:].replace("**", "") for line in render_cards([compiled], "md", lang).decode().splitlines()
                   if line.startswith("- ")]
    else:
        printed = printed_paragraphs(compiled, fmt, lang)
    again, diagnostics = _read("\n".join(printed))
    assert _meaning(again) == _meaning(compiled), printed
    assert "MC134" in [d.code for d in diagnostics], printed


# ---- R4: a symbol in a card's name is the name's ------------------------------------------------------------------

@pytest.mark.parametrize("name, line", [
    ("Lucky★Star", "Forced Response: After the villain attacks you, heal 1 damage from Lucky★Star."),
    ("Team◆Up", "Forced Response: After the villain attacks you, heal 2 damage from Team◆Up."),
    ("ラッキー★スター", "強制レスポンス：悪役があなたを攻撃した後、ラッキー★スターからダメージを1回復する。"),
    ("チーム◆アップ", "強制レスポンス：悪役があなたを攻撃した後、チーム◆アップからダメージを2回復する。"),
], ids=["star", "unique", "ja-star", "ja-unique"])
def test_a_symbol_in_a_cards_name_stays_the_names(name, line, tmp_path):
    # (the symbol was read as an icon: `named "Team[unique]Up"`, the card's references to itself lost, MC106 gone)
    from statblock.pipeline import run

    path = tmp_path / "cards.champions"
    path.write_text(f"# ruleset: marvel_champions\n{name} (Support)\nCost 1\n{line}\n", "utf-8")
    result = run([str(path)])
    assert "MC106" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("text, written", [
    ("リソース：あなたは✳リソースを1つ生み出す。", "リソース：あなたは[wild]リソースを1つ生み出す。"),
    ("Resource: Generate a ✳resource.", "Resource: Generate a [wild]resource."),
], ids=["ja-glued", "en-glued-one-side"])
def test_an_icon_glued_to_a_word_on_one_side_is_still_the_icon(text, written):
    assert _meaning(_read(text)[0]) == _meaning(_read(written)[0])


@pytest.mark.slow
@pytest.mark.parametrize("name, text", [
    ("★", "Action: Draw 1 card. " + "★" * 100_000),
    ("A★B", "Action: Draw 1 card. " + "A★B★" * 30_000),
], ids=["name-a-symbol", "many-names"])
def test_a_name_with_a_symbol_is_kept_in_linear_time(name, text, tmp_path):
    from bounds import time_bound
    from statblock.pipeline import run

    path = tmp_path / "cards.champions"
    path.write_text(f"# ruleset: marvel_champions\n{name} (Event)\nCost 1\n{text}\n", "utf-8")
    with time_bound(20):
        run([str(path)])


# ---- R5 (part): MC125 at the words and as written, where a symbol was read as an icon ------------------------------

@pytest.mark.parametrize("line, words", [
    ("Action: Sing a ⚡ song and draw 1 card.", "Sing a ⚡ song"),
    ('Action: "I ⚡ this city!" she shouts, and draws 1 card.', '"I ⚡ this city!" she shouts'),
    ("アクション：「⚡最高！」と叫び、カードを1枚引く。", "「⚡最高！」と叫び"),
], ids=["en", "en-said", "ja"])
def test_words_not_read_are_said_at_their_place_as_written(line, words, tmp_path):
    # (MC125 covered the whole sentence, and quoted `[energy]` for the author's `⚡`)
    from statblock.pipeline import run

    path = tmp_path / "cards.champions"
    text = f"# ruleset: marvel_champions\nT (Event)\nCost 1\n{line}\n"
    path.write_text(text, "utf-8")
    (said,) = [d for d in run([str(path)]).diagnostics if d.code == "MC125"]
    assert text[said.span.start:said.span.end] == words
    assert words in str(said.message)
