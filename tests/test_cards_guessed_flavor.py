"""A line under an ability's name read as flavor only because it is no other kind (SB179, a guess: a mistyped field's
line, perhaps) is printed as written on every card, never in italics: `cards --format md` wrote `*Kewords Melee,
Strike*`, which reads back as flavor for sure (the guess lost, nothing said), and HTML and PDF set it in the flavor's
italics. `convert` keeps it as written too, and so does a Markdown card or a converted file of italic lines beside it
(two italic lines written as one paragraph read back as one line, the guessed line's index one less: convert exited 1,
`plain_flavor[0]: 2 != 1`)."""

from __future__ import annotations

import json

import pytest

from statblock.cli import main
from statblock.pipeline import read_file, read_text
from statblock.rulesets.draw_steel.render import render_cards

_GUESSED = {
    "en": ("Kewords Melee, Strike", "Another word", ("The orc swings.", "It roars."),
           "Slam\n{lines}\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n"
           "Power Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n"),
    "ja": ("キーワド 近接、打撃", "別の行", ("オークが腕を振るう。", "オークが吠える。"),
           "叩きつけ\n{lines}\n近接, ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\n"
           "パワーロール + 筋力:\n≤11: 3 ダメージ\n12-16: 5 ダメージ\n17+: 7 ダメージ\n"),
}
_SHAPES = {   # the flavor's lines: {g} the guessed line, {o} another guessed one, {a}/{b} italic ones
    "alone": ("{g}",),
    "italic-then-guess": ("*{a}*", "{g}"),
    "two-italics-then-guess": ("*{a}*", "*{b}*", "{g}"),
    "guess-then-italic": ("{g}", "*{a}*"),
    "two-guesses": ("{g}", "{o}"),
}


def _source(lang: str, shape: str) -> str:
    guessed, other, (first, second), text = _GUESSED[lang]
    lines = "\n".join(part.format(g=guessed, o=other, a=first, b=second) for part in _SHAPES[shape])
    return text.format(lines=lines)


def _flavor(ability) -> tuple:
    return ability.flavor.split("\n"), ability.plain_flavor


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("shape", list(_SHAPES))
def test_a_markdown_card_prints_a_guessed_line_as_written_and_reads_it_back_as_the_same_guess(shape, lang):
    source = read_text("slam.ability", _source(lang, shape))
    (original,) = source.abilities
    guessed = [line for n, line in enumerate(original.flavor.split("\n")) if n in original.plain_flavor]
    assert guessed and [d.code for d in source.diagnostics] == ["SB179"] * len(guessed)
    for card_lang in ("en", "ja"):
        card = render_cards(source.abilities, "md", lang=card_lang).decode("utf-8")
        for line in guessed:
            assert f"*{line}*" not in card and f"\n{line}\n" in card, card
        back = read_text("cards.md", card)
        (again,) = back.abilities
        assert _flavor(again) == _flavor(original), card
        assert [d.code for d in back.diagnostics] == ["SB179"] * len(guessed)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("shape", list(_SHAPES))
def test_an_html_card_sets_a_guessed_line_upright_and_a_text_card_as_written(shape, lang):
    source = read_text("slam.ability", _source(lang, shape))
    (original,) = source.abilities
    lines = original.flavor.split("\n")
    html = render_cards(source.abilities, "html", lang=lang).decode("utf-8")
    flavor = html.split('<p class="flavor">', 1)[1].split("</p>", 1)[0]
    for n, line in enumerate(lines):
        written = f'<span class="as-written">{line}</span>'
        assert (written in flavor) == (n in original.plain_flavor) and line in flavor, flavor
    assert ".card p.flavor .as-written { font-style: normal; }" in html
    text = render_cards(source.abilities, "txt", lang=lang).decode("utf-8")
    assert all(line in text.split("\n") for line in lines) and "*" not in text


def test_a_card_of_no_guessed_line_is_printed_as_before():
    """Italic flavor alone: one italic paragraph, one `<p>` of the flavor's italics, as before."""
    source = read_text("slam.ability", _GUESSED["en"][3].format(lines="*The orc swings.*\n*It roars.*"))
    card = render_cards(source.abilities, "md").decode("utf-8")
    assert "\n*The orc swings. It roars.*\n" in card
    html = render_cards(source.abilities, "html").decode("utf-8")
    assert '<p class="flavor">The orc swings.\nIt roars.</p>' in html


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("shape", ["italic-then-guess", "two-italics-then-guess"])
def test_cards_of_every_input_keep_the_guess(shape, lang, write, tmp_path, capsys):
    """The cards of the native file, of its parse JSON and of its Markdown conversion print the guessed line as
    written, in every text format (md, txt, html: the PDF is made from the HTML)."""
    path = write("in/slam.ability", _source(lang, shape))
    (original,) = read_file(path).abilities
    guessed = [line for n, line in enumerate(original.flavor.split("\n")) if n in original.plain_flavor]
    assert main(["convert", path, "--to", "md", "-o", str(tmp_path / "md")]) == 0, capsys.readouterr().err
    assert main(["parse", path, "--format", "json"]) == 0
    (tmp_path / "slam.json").write_text(capsys.readouterr().out, encoding="utf-8")
    for given in (path, str(tmp_path / "md" / "slam.md"), str(tmp_path / "slam.json")):
        for fmt in ("md", "txt", "html"):
            out = tmp_path / f"cards-{fmt}"
            assert main(["cards", given, "--format", fmt, "-o", str(out), "--force"]) == 0, capsys.readouterr().err
            capsys.readouterr()
            printed = out.read_text(encoding="utf-8")
            for line in guessed:
                assert f"*{line}*" not in printed and line in printed, (given, fmt)
                if fmt == "html":
                    assert f'<span class="as-written">{line}</span>' in printed, given
