"""Marvel Champions cards that read back (the forty-fifth session), each in English and in Japanese, each through the
printed cards (txt, md, html): an icon printed as a symbol (`⚡`, `👤`, `★`) read as the icon; a triggered ability's
star, a trigger's qualifier (`When Revealed (Norman Osborn)`) and a label written after the colon (`Hero Action:
(thwart): …`) printed once, where they read back."""

from __future__ import annotations

import pytest

from test_marvel_leftovers10 import printed_paragraphs
from test_marvel_mend12 import _read


def _meaning(compiled) -> list:
    """Each ability's reading: type, star, form, qualifier, labels, costs (kind, resources), sentences (each effect's
    kind, amount, per hero, resource, counters), limit."""
    return [(a.type, a.star, a.form, a.qualifier, a.labels, [(c.kind, c.resources) for c in a.costs],
             [[(e.kind, e.amount, e.per_hero, e.resource, e.counters) for e in s.effects] for s in a.effects],
             (a.limit.scope, a.limit.count) if a.limit else None)
            for a in compiled.abilities]


# ---- an icon printed as a symbol is the icon --------------------------------------------------------------------

SYMBOLS = [
    ("Resource: Generate a ✳ resource.", "Resource: Generate a [wild] resource."),
    ("Action: Spend a ⚡ resource → draw 1 card.", "Action: Spend a [energy] resource → draw 1 card."),
    ("When Revealed: Place an additional 1👤 threat here.", "When Revealed: Place an additional 1[per_hero] threat here."),
    ("★ Forced Interrupt: When the villain attacks, draw 1 card.",
     "[star] Forced Interrupt: When the villain attacks, draw 1 card."),
    ("Action: Spend a 🧠️ resource → draw 1 card.", "Action: Spend a [mental] resource → draw 1 card."),   # (with U+FE0F)
    ("リソース：✳リソースを1つ生み出す。", "リソース：[wild]リソースを1つ生み出す。"),
    ("公開時：ここに追加で1👤の脅威を置く。", "公開時：ここに追加で1[per_hero]の脅威を置く。"),
    ("★ 強制割り込み：悪役が攻撃する時、カードを1枚引く。", "[star] 強制割り込み：悪役が攻撃する時、カードを1枚引く。"),
]


@pytest.mark.parametrize("printed, written", SYMBOLS,
                         ids=["wild", "energy", "per-hero", "star", "selector", "ja-wild", "ja-per-hero", "ja-star"])
def test_an_icon_printed_as_a_symbol_reads_as_the_icon(printed, written):
    # (a resource of no kind, an amount for the group instead of for each hero, the star lost: nothing said)
    assert _meaning(_read(printed)[0]) == _meaning(_read(written)[0])


def test_an_icon_read_from_its_symbol_stands_on_the_symbol():
    compiled, _ = _read("Resource: Generate a ✳ resource. Draw 1 card.")
    (generate, draw) = compiled.abilities[0].effects
    text = generate.span.source.text
    assert text[generate.span.start:generate.span.end] == "Generate a ✳ resource."
    assert text[draw.span.start:draw.span.end] == "Draw 1 card."


# ---- what the printer left out or printed twice -------------------------------------------------------------------

def _card(text: str):
    return _read(text)[0]


PRINTED = [
    "[star] Forced Interrupt: When the villain attacks, draw 1 card.",
    "[star] Forced Response: After the villain schemes, place 1[per_hero] threat on the main scheme.",
    "When Revealed (Norman Osborn): Place an additional 1[per_hero] threat here.",
    "Hero Action: (thwart): Remove 3 threat from a scheme.",
    "Resource: Exhaust this card → generate a [wild] resource. (Limit once per round.)",
    "[star] 強制割り込み：悪役が攻撃する時、カードを1枚引く。",
    "ヒーローアクション：（阻止）：計画1つから脅威を3つ取り除く。",
]


@pytest.mark.parametrize("fmt", ["txt", "md", "html"])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text", PRINTED, ids=["star", "star-per-hero", "qualifier", "label-after-colon", "wild",
                                               "ja-star", "ja-label-after-colon"])
def test_a_printed_card_reads_back_with_its_star_qualifier_label_and_icons(text, lang, fmt):
    # (the star of a triggered ability and the qualifier were left out; a label after the colon printed twice)
    compiled = _card(text)
    printed = printed_paragraphs(compiled, fmt, lang)
    assert _meaning(_card("\n".join(printed))) == _meaning(compiled), printed


@pytest.mark.parametrize("lang, head", [("en", "★ Forced Interrupt"), ("ja", "★ 強制割り込み")])
def test_the_star_of_a_triggered_ability_is_printed_before_its_head(lang, head):
    from statblock.rulesets.marvel_champions.render import render_cards

    printed = render_cards([_card("[star] Forced Interrupt: When the villain attacks, draw 1 card.")], "txt", lang)
    assert f"■ {head}" in printed.decode("utf-8")


@pytest.mark.parametrize("lang, head", [("en", "When Revealed (Norman Osborn)"), ("ja", "公開時（Norman Osborn）")])
def test_a_qualifier_is_printed_after_the_trigger(lang, head):
    from statblock.rulesets.marvel_champions.render import render_cards

    printed = render_cards([_card("When Revealed (Norman Osborn): Draw 1 card.")], "txt", lang).decode("utf-8")
    assert head in printed
    printed = render_cards([_card("Hero Action: (thwart): Remove 3 threat from a scheme.")], "txt", lang)
    assert printed.decode("utf-8").count("thwart" if lang == "en" else "阻止") == 1


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "Resource: Generate a " + "✳" * 100_000 + " resource.",
    "Resource: Generate a " + "✳\ufe0f " * 30_000 + "resource.",
    "■ ▷ " + "〔原文〕" * 20_000 + "Draw 1 card.",
], ids=["symbols", "symbols-with-selectors", "marks"])
def test_printed_marks_and_symbols_are_read_in_linear_time(text):
    from bounds import time_bound

    with time_bound(20):
        _read(text)


@pytest.mark.parametrize("text, plain", [
    ("Forced Response (mandatory): After the villain schemes, draw 1 card.",
     "Forced Response: After the villain schemes, draw 1 card."),
    ("When Revealed (Alter-Ego) (mandatory): Draw 1 card.", "When Revealed (Alter-Ego): Draw 1 card."),
    ("強制レスポンス（強制）：悪役が計画を進めた後、カードを1枚引く。", "強制レスポンス：悪役が計画を進めた後、カードを1枚引く。"),
], ids=["en", "en-form", "ja"])
def test_the_mandatory_note_of_a_markdown_card_is_no_label(text, plain):
    # (it was an unknown label, MC107, kept in the ability's labels)
    compiled, diagnostics = _read(text)
    assert _meaning(compiled) == _meaning(_read(plain)[0])
    assert not [d.code for d in diagnostics]


# ---- a quote said, then the sentence's effect -------------------------------------------------------------------

SAID = [
    ("Action: \"Might is right!\" she shouts, and draws 1 card.", '"Might is right!" she shouts', "draw"),
    ("Action: “Might, is right.” she shouts and draws 1 card.", "“Might, is right.” she shouts", "draw"),
    ("アクション：「力こそ正義。」と叫び、カードを1枚引く。", "「力こそ正義。」と叫び", "draw"),
    ("アクション：「力こそ正義！」と言って、悪役に2ダメージを与える。", "「力こそ正義！」と言って", "deal_damage"),
]


@pytest.mark.parametrize("text, said, kind", SAID, ids=["en", "en-curly", "ja", "ja-te"])
def test_a_quote_said_is_text_and_the_effect_after_it_is_read(text, said, kind):
    # (Japanese: the whole sentence was text, the draw lost; English: the quote and `she shouts` read as the draw's
    # words, no act of their own, nothing said)
    compiled, _ = _read(text)
    (sentence,) = compiled.abilities[0].effects
    assert [(e.kind, e.text if e.kind == "text" else None) for e in sentence.effects] == [("text", said), (kind, None)]


@pytest.mark.parametrize("text", [SAID[0][0], SAID[2][0]], ids=["en", "ja"])
def test_a_quote_said_is_reported_as_words_not_read(text, tmp_path):
    from statblock.pipeline import run

    path = tmp_path / "cards.champions"
    path.write_text(f"Test Event (Event)\n{text}\n", "utf-8")
    assert "MC125" in [d.code for d in run([str(path)]).diagnostics]


@pytest.mark.parametrize("text", ["Response (mandatory): After you play an event, draw 1 card.",
                                  "レスポンス（強制）：あなたがイベントをプレイした後、カードを1枚引く。"], ids=["en", "ja"])
def test_the_mandatory_note_after_an_optional_trigger_is_said(text):
    compiled, diagnostics = _read(text)
    assert [d.code for d in diagnostics] == ["MC134"]
    # (the note is kept as written, in the ability's words: mcmend13; it was taken out of every output)
    assert not compiled.abilities[0].mandatory and ("(mandatory)" in compiled.abilities[0].text
                                                    or "（強制）" in compiled.abilities[0].text)
    source = f"Test Hero\n{text}\n"
    assert source[diagnostics[0].span.start:diagnostics[0].span.end] in ("(mandatory)", "（強制）")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text", ["Forced Response: After the villain schemes, draw 1 card.",
                                  "強制レスポンス：悪役が計画を進めた後、カードを1枚引く。"], ids=["en", "ja"])
def test_an_html_card_copied_reads_back_with_its_trigger_and_timing(text, lang):
    # (the badge had no colon: a browser's copy, `■ Forced Response After …`, read back with no timing, no condition,
    # and MC109)
    compiled = _card(text)
    printed = printed_paragraphs(compiled, "html", lang)
    again, diagnostics = _read("\n".join(printed))
    (first,), (ability,) = compiled.abilities, again.abilities
    assert (ability.type, ability.forced, ability.timing) == (first.type, first.forced, first.timing) == \
        ("response", True, "after")
    assert ability.condition is not None and not diagnostics, printed


# ---- a limit line after bulleted options is the ability's limit ---------------------------------------------------

@pytest.mark.parametrize("limit, scope", [
    ("(Limit once each round.)", "round"), ("Max 1 each phase.", "phase"),
    ("（各ラウンドに1回まで。）", "round"), ("各フェイズにつき1回まで。", "phase"),
], ids=["en-each", "en-max-each", "ja-each", "ja-each-per"])
@pytest.mark.parametrize("lead", ["Hero Action: Choose one:\n• Deal 2 damage to an enemy.\n• Draw 1 card.",
                                  "ヒーローアクション：1つを選ぶ：\n• 敵1体に2ダメージを与える。\n• カードを1枚引く。"],
                         ids=["en", "ja"])
def test_a_limit_line_after_bulleted_options_is_the_abilitys_limit(lead, limit, scope):
    # (`each`/`各` was no limit's word: the line an ability of its own, MC123/MC110, the ability's limit none)
    compiled, diagnostics = _read(f"{lead}\n{limit}")
    (ability,) = compiled.abilities
    assert (ability.limit.scope, ability.limit.count) == (scope, 1) and len(ability.options) == 2
    assert not diagnostics
    alone, _ = _read(f"Hero Action: Draw 1 card. {limit}" if limit.isascii() else f"ヒーローアクション：カードを1枚引く。{limit}")
    assert (alone.abilities[0].limit.scope, alone.abilities[0].limit.count) == (scope, 1)
