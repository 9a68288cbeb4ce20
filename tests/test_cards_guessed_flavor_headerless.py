"""A header-less ability (no keywords, no distance: its power roll or `Effect:` right under the name) with a line
guessed as flavor (SB179) reads back from its Markdown card as it was read: the card prints the guessed line as a
paragraph of its own, which the Markdown reader took for a section of text ahead of the power roll (`flavor` and
`power_roll` null, sections `[text, power_roll]`; with `Effect:`, one section more), and `check` of the card said
nothing. The reader now guesses such a paragraph as flavor wherever the body starts, as it did before a header row."""

from __future__ import annotations

import pytest

from statblock.cli import main
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render import render_cards

_ABILITIES = {
    ("en", "roll"): "Quick Step\nKewords Melee\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n",
    ("en", "effect"): "Quick Step\nKewords Melee\nEffect: You shift 2 squares.\n",
    ("ja", "roll"): "素早い一歩\nキーワド 近接\nパワーロール + 筋力:\n≤11: 3 ダメージ\n12-16: 5 ダメージ\n17+: 7 ダメージ\n",
    ("ja", "effect"): "素早い一歩\nキーワド 近接\n効果: あなたは 2 スクエアシフトする。\n",
}


def _shape(ability) -> tuple:
    return (ability.flavor, tuple(ability.plain_flavor), ability.power_roll is not None,
            tuple(section.kind for section in ability.sections), tuple(section.text for section in ability.sections))


@pytest.mark.parametrize("card_lang", ["en", "ja"])
@pytest.mark.parametrize(("lang", "body"), sorted(_ABILITIES))
def test_a_markdown_card_of_a_headerless_ability_reads_back_as_it_was_read(lang, body, card_lang):
    source = read_text("q.ability", _ABILITIES[lang, body])
    (original,) = source.abilities
    assert original.plain_flavor == (0,) and [d.code for d in source.diagnostics] == ["SB179"]
    card = render_cards(source.abilities, "md", lang=card_lang).decode("utf-8")
    back = read_text("cards.md", card)
    (again,) = back.abilities
    assert _shape(again) == _shape(original), card
    assert [d.code for d in back.diagnostics] == ["SB179"], card


@pytest.mark.parametrize(("lang", "body"), sorted(_ABILITIES))
def test_convert_to_markdown_of_a_headerless_ability_still_says_it_reads_back_otherwise(lang, body, tmp_path, capsys):
    """`convert --to md` writes no card's mark: its guessed paragraph reads back as a page's text, as a blog's
    `Hit | Miss` over a power roll does, and convert says so (a file of problems, SB179 named), as documented."""
    path = tmp_path / "q.ability"
    path.write_text(_ABILITIES[lang, body], encoding="utf-8")
    main(["convert", "--to", "md", "--lang", lang, str(path), "-o", str(tmp_path / "out")])
    assert "SB179" in capsys.readouterr().err


_MARK = "<!-- statblock: ability card -->\n"
_PROSE = {
    "en": "### Slam\n\n{line}\n\n**Power Roll + Might:**\n\n- **≤11:** 3 damage\n- **12-16:** 5 damage\n- **17+:** 7 damage\n",
    "ja": "### 叩きつけ\n\n{line}\n\n**パワーロール + 筋力:**\n\n- **≤11:** 3 ダメージ\n- **12-16:** 5 ダメージ\n"
          "- **17+:** 7 ダメージ\n",
}


@pytest.mark.parametrize("marked", [True, False], ids=["card", "page"])
@pytest.mark.parametrize(("lang", "line"), [("en", "The orc swings wide."), ("ja", "オークが腕を振るう。"),
                                            ("en", "Kewords Melee"), ("ja", "キーワド 近接")])
def test_a_paragraph_over_a_headerless_power_roll_is_text_but_on_a_card_where_it_is_no_sentence(lang, line, marked):
    """A paragraph that ends as a sentence stays the ability's text, on a card too; one that is none is the guessed
    flavor on a card only (a page's `Hit | Miss` over a power roll stays its text: test_md_header_lines)."""
    text = (_MARK if marked else "") + _PROSE[lang].format(line=line)
    result = read_text("p.md", text)
    (ability,) = result.abilities
    guessed = marked and not line.endswith((".", "。"))
    if guessed:
        assert (ability.flavor, ability.plain_flavor, ability.power_roll is not None) == (line, (0,), True)
        assert [d.code for d in result.diagnostics] == ["SB179"]
    else:
        assert ability.flavor is None and ability.sections[0].kind == "text" and ability.sections[0].text == line


@pytest.mark.parametrize("card_first", [True, False])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_memo_tells_a_cards_ability_from_the_same_text_on_a_page(lang, card_first):
    """The card's mark is above the ability's heading, outside the text the ability memo keys a reading by: a page's
    ability read after the same card's (or before it) was given the other's reading."""
    line = {"en": "Kewords Melee", "ja": "キーワド 近接"}[lang]
    page = _PROSE[lang].format(line=line)
    order = [(True, _MARK + page), (False, page)]
    for card, text in order if card_first else order[::-1]:
        (ability,) = read_text("same.md", text).abilities
        assert (ability.flavor == line) is card and (ability.power_roll is not None) is card
