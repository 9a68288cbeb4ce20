"""Marvel Champions, the forty-sixth session's leftovers, each in English and in Japanese: a limit counted over a thing
(`(Limit once each hero.)`, `（各ヒーローにつき1回まで。）`) the same in both languages; a Japanese card prints a keyword
in Japanese (`ガード。`, it printed `〔原文〕Guard.`), and reads back; a quote said before what a sentence does is the
author's text, the sentence after it read as it would be alone (`『力こそ正義。』と宣言し、カードを1枚引く。`); a user's symbol
is an icon only where one stands, else kept as written and said (MC135: `Rated ★★★`, `◆ When Revealed`)."""

from __future__ import annotations

import pytest

from test_marvel_leftovers10 import printed_paragraphs
from test_marvel_mend12 import _read


def _limit_json(text: str) -> dict | None:
    """The ability's limit as the parse JSON gives it, without its words as written."""
    compiled, _ = _read(text)
    limit = compiled.to_json()["abilities"][0]["limit"]
    return None if limit is None else {k: v for k, v in limit.items() if k != "text"}


# ---- a limit over a thing, in both languages ---------------------------------------------------------------------

LIMITS = [
    ("Action: Draw 1 card. (Limit once each hero.)", "アクション：カードを1枚引く。（各ヒーローにつき1回まで。）"),
    ("Action: Draw 1 card. (Limit once per hero.)", "アクション：カードを1枚引く。（ヒーローごとに1回まで。）"),
    ("Action: Draw 1 card. (Max 1 per ally.)", "アクション：カードを1枚引く。（味方につき1回まで。）"),
    ("Action: Draw 1 card. (Limit once per attack.)", "アクション：カードを1枚引く。（攻撃につき1回まで。）"),
    ("Action: Draw 1 card. (Max 1 per side scheme.)", "アクション：カードを1枚引く。（サイドスキームにつき1回まで。）"),
    ("Action: Draw 1 card. (Limit once per round.)", "アクション：カードを1枚引く。（各ラウンドに1回まで。）"),
]


@pytest.mark.parametrize("english, japanese", LIMITS, ids=["each-hero", "per-hero", "ally", "attack", "side-scheme",
                                                          "round"])
def test_a_limit_over_a_thing_is_the_same_in_both_languages(english, japanese):
    # (the Japanese was no limit: MC110, `（各ヒーローにつき1回まで。）` kept as written, the ability unlimited)
    assert _limit_json(english) is not None
    assert _limit_json(japanese) == _limit_json(english)
    assert not [d.code for d in _read(japanese)[1]]


@pytest.mark.parametrize("text", [
    "アクション：敵にダメージを与えるまでカードを引く。",
    "アクション：カードにダメージを与えるまで待つ。",
], ids=["enemy-ni", "card-ni"])
def test_a_thing_before_ni_is_no_limit(text):
    # (a `に` after a thing is the verb's: these scopes take `につき`/`ごとに`, not a bare `に`, outside `（…回まで）`)
    assert _limit_json(text) is None


# ---- a Japanese card prints a keyword in Japanese -----------------------------------------------------------------

def _keywords(compiled) -> list:
    return [(a.type, [(k.id, k.value, k.per_hero, k.names, k.counters) for k in a.keywords]) for a in compiled.abilities]


KEYWORDS = [
    ("Guard. Retaliate 1.", "ガード。報復 1。"),
    ("Toughness.", "タフネス。"),
    ("Retaliate 1[per_hero]. Quickstrike.", "報復 1👤。先制攻撃。"),
    ("Teamwork (Avenger).", "チームワーク（Avenger）。"),
    ("Incite 2. Surge.", "扇動 2。サージ。"),
    ("ガード。報復 1。", "ガード。報復 1。"),
]


@pytest.mark.parametrize("fmt", ["txt", "md", "html"])
@pytest.mark.parametrize("text, printed", KEYWORDS, ids=["guard-retaliate", "toughness", "per-hero", "teamwork",
                                                         "incite", "ja"])
def test_a_japanese_card_prints_a_keyword_in_japanese_and_reads_back(text, printed, fmt):
    # (it printed the English words marked `〔原文〕Guard. Retaliate 1.`, the keyword the vocabulary names in Japanese)
    compiled = _read(text)[0]
    lines = printed_paragraphs(compiled, fmt, "ja")
    assert printed in lines, lines
    again, diagnostics = _read("\n".join(lines))
    assert _keywords(again) == _keywords(compiled) and not diagnostics


@pytest.mark.parametrize("text", ["Uses (3 energy counters).", "Team-Up (Alpha and Beta).",
                                  "Guard. (This minion must be defeated first.)"], ids=["uses", "team-up", "reminder"])
def test_a_keyword_with_more_words_is_printed_as_written(text):
    # (what the cards print in English beside the keyword is the author's: kept, marked 〔原文〕)
    lines = printed_paragraphs(_read(text)[0], "txt", "ja")
    assert any(line.endswith(text) and "〔原文〕" in line for line in lines), lines


def test_an_english_card_prints_a_keyword_as_written():
    assert "Guard. Retaliate 1." in printed_paragraphs(_read("Guard. Retaliate 1.")[0], "txt", "en")


# ---- a quote said first: the author's text, the sentence after it read alone ----------------------------------------

def _sentence(compiled) -> tuple:
    """The first sentence's effects (kind, amount, target noun; a text's words), condition and permission."""
    (sentence,) = compiled.abilities[0].effects
    return ([(e.kind, e.amount, e.target.noun if e.target else None) for e in sentence.effects],
            sentence.condition.casefold() if sentence.condition else None, sentence.optional)


SAID = [
    # (quote, the sentence alone, the quote's words as a text effect)
    ("アクション：『力こそ正義。』と宣言し、カードを1枚引く。", "アクション：カードを1枚引く。", ["『力こそ正義。』と宣言し"]),
    ("アクション：『力』と叫び、『正義』と宣言し、カードを1枚引く。", "アクション：カードを1枚引く。", ["『力』と叫び", "『正義』と宣言し"]),
    ("アクション：『力こそ正義』と宣言し、あなたが手札を3枚以上持っているなら、カードを1枚引く。",
     "アクション：あなたが手札を3枚以上持っているなら、カードを1枚引く。", ["『力こそ正義』と宣言し"]),
    ("アクション：『力こそ正義』と宣言し、あなたは悪役に1ダメージを与えてもよい。", "アクション：あなたは悪役に1ダメージを与えてもよい。",
     ["『力こそ正義』と宣言し"]),
    ("アクション：'力こそ正義。'と宣言し、カードを1枚引く。", "アクション：カードを1枚引く。", ["'力こそ正義。'と宣言し"]),
    ("アクション：『「力」こそ正義。』と宣言し、カードを1枚引く。", "アクション：カードを1枚引く。", ["『「力」こそ正義。』と宣言し"]),
    ('Action: Say "Power" and if you have 3 or more cards in hand, draw 1 card.',
     "Action: If you have 3 or more cards in hand, draw 1 card.", ['Say "Power"']),
    ('Action: Say "Power" and you may deal 1 damage to the villain.', "Action: You may deal 1 damage to the villain.",
     ['Say "Power"']),
    ('Action: Say "Power." then "Justice." and draw 1 card.', "Action: Draw 1 card.", ['Say "Power." then "Justice."']),
]


@pytest.mark.parametrize("text, alone, said", SAID, ids=["ja-period", "ja-second", "ja-condition", "ja-may",
                                                         "ja-single", "ja-nested", "en-condition", "en-may", "en-two"])
def test_a_quote_said_first_is_text_and_the_rest_reads_as_alone(text, alone, said):
    # (`。` inside 『』 ended the sentence, two of text; a second quote swallowed the draw; the quote was in the
    # condition's words; the English quote before `if`/`you may` was lost from the effects, nothing said)
    compiled, diagnostics = _read(text)
    kinds, condition, optional = _sentence(compiled)
    alone_kinds, alone_condition, alone_optional = _sentence(_read(alone)[0])
    assert kinds == [("text", None, None)] * len(said) + alone_kinds
    assert (condition, optional) == (alone_condition, alone_optional)
    (sentence,) = compiled.abilities[0].effects
    assert [e.text for e in sentence.effects[:len(said)]] == said
    assert not diagnostics


def test_an_english_apostrophe_is_no_quote():
    # (single quotes are blanked only around Japanese: `Swordsman's` stays words)
    compiled, _ = _read("Action: Deal 2 damage to the villain's minion. Draw 1 card.")
    assert [[e.kind for e in s.effects] for s in compiled.abilities[0].effects] == [["deal_damage"], ["draw"]]


# ---- a symbol is an icon only where one stands ----------------------------------------------------------------------

def _strays(text: str) -> list[str]:
    """What MC135 says, as written in the file, of the card `text` as `check` reads it."""
    from statblock.pipeline import read_text

    result = read_text("c.champions", "# ruleset: marvel_champions\nTest (Upgrade)\nCost 1\n" + text + "\n")
    return [d.span.source.text[d.span.start:d.span.end] for d in result.diagnostics if d.code == "MC135"]


KEPT_SYMBOLS = [
    # (text, the ability's name, the symbols said)
    ("Rated ★★★ — Action: Draw 1 card.", "Rated ★★★", ["★★★"]),
    ("評価★★★ — アクション：カードを1枚引く。", "評価★★★", ["★★★"]),
    ("◆ When Revealed: Place 1 threat here.", None, ["◆"]),
    ("◆ 公開時：このスキームに脅威を1つ置く。", None, ["◆"]),
    ('Action: Say "I am ★ the best" and draw 1 card.', None, ["★"]),
    ("アクション：「僕は★だ」と叫び、カードを1枚引く。", None, ["★"]),
]


@pytest.mark.parametrize("text, name, said", KEPT_SYMBOLS, ids=["en-name", "ja-name", "en-unique", "ja-unique",
                                                                "en-quote", "ja-quote"])
def test_a_symbol_where_no_icon_stands_is_kept_as_written_and_said(text, name, said):
    # (the text, the name and every message quoting them said `Rated [star][star][star]`, `[unique] When Revealed`,
    # nothing said)
    compiled, _ = _read(text)
    (ability,) = compiled.abilities
    assert ability.text == text and ability.name == name
    assert all("[" not in s.text for s in ability.effects)
    assert _strays(text) == said


def test_a_label_quoted_by_mc107_keeps_its_symbol():
    from statblock.pipeline import read_text

    result = read_text("c.champions", "# ruleset: marvel_champions\nTest (Upgrade)\nCost 1\n"
                                      "Hero Action (★ fast): Draw 1 card.\n")
    (said,) = [d for d in result.diagnostics if d.code == "MC107"]
    assert "(★ fast)" in str(said.message) and "[star]" not in str(said.message)


ICONS = [
    # (a symbol where an icon stands, its reading as the icon written)
    ("Resource: Generate a ✳ resource.", "Resource: Generate a [wild] resource."),
    ("Action: Spend ⚡⚡ → draw 1 card.", "Action: Spend [energy][energy] → draw 1 card."),
    ("When Revealed: Place 1👤 threat here.", "When Revealed: Place 1[per_hero] threat here."),
    ("★ Forced Interrupt: When the villain attacks, draw 1 card.",
     "[star] Forced Interrupt: When the villain attacks, draw 1 card."),
    ("Hero Action: Ignore the crisis icon (⚠) on a scheme.", "Hero Action: Ignore the crisis icon ([crisis]) on a scheme."),
    ("Boost: This card gains ✦ for each obligation.", "Boost: This card gains [boost] for each obligation."),
    ("公開時：このスキームに脅威を1👤つ置く。", "公開時：このスキームに脅威を1[per_hero]つ置く。"),
    ("リソース：このカードを消耗する → ✳リソースを1つ生成する。", "リソース：このカードを消耗する → [wild]リソースを1つ生成する。"),
]


@pytest.mark.parametrize("symbol, icon", ICONS, ids=["resource", "cost", "per-hero", "star", "named", "boost",
                                                     "ja-per-hero", "ja-resource"])
def test_a_symbol_where_an_icon_stands_is_the_icon(symbol, icon):
    from test_marvel_leftovers11 import _meaning

    assert _meaning(_read(symbol)[0]) == _meaning(_read(icon)[0])
    assert _strays(symbol) == []


# ---- Markdown cards read back: a trait printed as its name, a first line that opens with a stat's name ---------------

def _card_file(text: str):
    """The first card of a `.champions` file of `text` as `check` reads it, and its diagnostics' codes."""
    from statblock.pipeline import read_text

    result = read_text("c.champions", "# ruleset: marvel_champions\n" + text + "\n")
    return result.statblocks[0], [d.code for d in result.diagnostics]


@pytest.mark.parametrize("line", ["Energy form.", "Mental form. Permanent.", "エネルギー 形態。"],
                         ids=["energy", "mental", "ja"])
def test_a_sentence_opening_with_a_stats_name_is_an_ability(line):
    # (a Markdown card of Gamma read back: `Energy form.` under the header was a stats line, its value `form.` not read,
    # MC006, kept as a note; the ability lost)
    card, codes = _card_file(f"Gamma (Upgrade)\n{line}")
    assert " ".join(a.text for a in card.abilities) == line and not card.notes and "MC006" not in codes


def test_a_stat_not_read_alone_is_still_a_note():
    card, codes = _card_file("Zed (Upgrade)\nTHW two\nGuard.")
    assert [n.text for n in card.notes] == ["THW two"] and "MC006" in codes


TRAITS = [
    "Response: After you play this card, search your deck for an [[attack]] or [[thwart]] event and add it to your hand.",
    "Yellowjacket gains the [[Giant]] trait and retaliate 1.",
    "Alter-Ego Action: Exhaust this card → return an [[attack]] or [[thwart]] event from your discard pile to your hand.",
]


@pytest.mark.parametrize("fmt", ["txt", "md"])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text", TRAITS, ids=["search", "giant", "return"])
def test_a_trait_printed_as_its_name_reads_back(text, lang, fmt):
    # (`an attack or thwart event` read a `thwart` effect; `gains the Giant trait and retaliate 1` lost the keyword)
    from test_marvel_leftovers11 import _meaning

    compiled = _read(text)[0]
    printed = printed_paragraphs(compiled, fmt, lang)
    again = _read("\n".join(printed))[0]
    assert _meaning(again) == _meaning(compiled), printed
    assert [[k.id for e in s.effects for k in e.keywords] for a in again.abilities for s in a.effects] == \
        [[k.id for e in s.effects for k in e.keywords] for a in compiled.abilities for s in a.effects]


@pytest.mark.parametrize("text, kinds", [
    ("Hero Action: Search your deck for an attack or thwart event.", [["search"]]),
    ("Attach minion gets +3 hit points.", [["modify"]]),
    ("Hero Action: Thwart 2. Then attack the villain.", [["thwart"], ["attack"]]),
], ids=["thwart-event", "attach-minion", "verbs"])
def test_a_word_before_a_cards_noun_is_no_verb(text, kinds):
    # (`thwart event`: a `thwart` effect was read; `Attach minion gets …` (Tech Gauntlets) was an `attach` effect)
    compiled = _read(text)[0]
    assert [[e.kind for e in s.effects] for a in compiled.abilities for s in a.effects] == kinds


# ---- slow tier: in linear time ---------------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "Action: Draw 1 card. " + "a★ " * 30_000,
    "Action: Draw 1 card. " + "★ " * 50_000,
    "Action: Say " + '"x" and ' * 20_000 + "draw 1 card.",
    "Action: Say " + " " * 100_000 + '"x" and if you have 3 or more cards in hand, draw 1 card.',
    "アクション：" + "『力』と叫び、" * 10_000 + "カードを1枚引く。",
    "アクション：" + "'あ" * 50_000 + "カードを1枚引く。",
    "アクション：" + "'あ。" * 30_000 + "と宣言し、カードを1枚引く。",
    "アクション：『" + "「あ。" * 30_000 + "』と宣言し、カードを1枚引く。",
    "Action: Draw 1 card. (" + "⚡" * 100_000 + ")",
    "アクション：" + "『" * 100_000 + "カードを1枚引く。",
    "アクション：" + "『力。』" * 25_000 + "カードを1枚引く。",
], ids=["stray-runs", "one-run", "en-quotes", "en-blanks", "ja-quotes", "ja-single-open", "ja-single", "ja-nested",
        "bracketed", "double-openers", "double-quotes"])
def test_symbols_and_quotes_are_read_in_linear_time(text, tmp_path):
    from bounds import time_bound
    from statblock.pipeline import run

    path = tmp_path / "cards.champions"
    path.write_text(f"# ruleset: marvel_champions\nTest (Event)\nCost 1\n{text}\n", "utf-8")
    with time_bound(20):
        run([str(path)])
