"""Song of Blades and Heroes' cards on the same layout as Draw Steel's: cards of the chosen size, fitted
to their text, laid out edge to edge on A4 or letter sheets with crop marks, after each warband's roster
page; in HTML and PDF, English and Japanese. The PDF is read back with pdfminer (its shapes and its text)
and checked on WeasyPrint's own layout of the printed pages, as Draw Steel's cards are."""

from __future__ import annotations

import re

import attrs
import pytest

from statblock import cli
from statblock.pipeline import read_text
from statblock.render.fitting import STEPS, Paragraph, chunks
from statblock.render.fonts import typeset
from statblock.render.sheets import grid
from statblock.render.sizes import CARD_SIZES, PAGE_SIZES, Room
from statblock.rulesets.sbh.render import cards as sbh_cards
from statblock.rulesets.sbh.render import render_cards
from statblock.rulesets.sbh.render.fit import fit_profile
from statblock.rulesets.sbh.render.views import profile_cards
from statblock.rulesets.sbh.render.words import words
from statblock.rulesets.sbh.vocabulary import rules

from cards_text import compact, html_cards, markdown_text, pdf_text, printed_pages
from conftest import ROOT
from corpus_pdf import overflows

WARBAND = ROOT / "examples" / "sbh" / "green-hand.sbh"
MM = 72 / 25.4


def _warbands(text: str, path: str = "band.sbh"):
    return read_text(path, text).statblocks


def _green_hand():
    return _warbands(WARBAND.read_text(encoding="utf-8"), str(WARBAND))


def _every_rule(lang: str) -> str:
    """A warband file with a profile for every special rule of the table, written in `lang`."""
    table = rules()
    lines = ["# ruleset: sbh", "Warband: Every Rule", "Points: 9999"]
    for index, rule in enumerate(r for r in table.values() if not r.variants):
        if rule.variant_of:
            written = f"{table[rule.variant_of].label(lang)} ({rule.variant_words[0]})"
        else:
            written = rule.label(lang) + (" (Elves)" if rule.spec == "required" else "")
        extra = ", Magic-User" if index % 7 == 0 and rule.id != "magic_user" else ""
        lines.append(f"Model {index} Q{2 + index % 5}+ C{index % 7} {written}{extra}")
    return "\n".join(lines) + "\n"


def _many_rules(count: int) -> str:
    hatreds = ", ".join(f"Hatred (Foe{i:03d})" for i in range(count))
    return (f"# ruleset: sbh\nWarband: The Many\nPoints: 9000\nGrand Mage Q2+ C4 Magic-User, Leader, {hatreds}\n"
            f"Orc Q4+ C3\n")


def _print(warbands, lang: str = "en", page: str = "a4", size: str = "poker"):
    """The PDF, the pages WeasyPrint laid out for it (the printed ones), and the warnings."""
    notices = []
    with printed_pages() as pages:
        pdf = render_cards(warbands, "pdf", lang, page, size, warn=notices.append)
    return pdf, pages, notices


def _shapes(pdf: bytes) -> list[dict]:
    """Per page: its size, the card rectangles (the cards' background) and the crop marks (thin black
    rectangles), in PDF points."""
    import io

    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LTRect

    card_fill = (1.0, 0xFD / 255, 0xF8 / 255)  # the card background of sheets.css.j2
    out = []
    for page in extract_pages(io.BytesIO(pdf)):
        cards, marks = [], []
        for shape in page:
            if not isinstance(shape, LTRect) or not shape.fill:
                continue
            colour = tuple(shape.non_stroking_color or ())
            if len(colour) == 3 and all(abs(a - b) < 0.01 for a, b in zip(colour, card_fill)):
                cards.append(shape)
            elif colour in ((0.0, 0.0, 0.0), (0,), (0.0,)) and min(shape.width, shape.height) < 1.0:
                marks.append(shape)
        out.append({"size": (page.width, page.height), "cards": cards, "marks": marks})
    return out


# ---- the PDF: its pages, cards and crop marks --------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("page, size", [("a4", "poker"), ("letter", "index"), ("a4", "tarot")])
def test_pdf_cards_have_the_chosen_size_on_pages_with_crop_marks(page, size):
    pdf, _, _ = _print(_green_hand(), page=page, size=size)
    shapes = _shapes(pdf)
    paper, card = PAGE_SIZES[page], CARD_SIZES[size]
    assert all(abs(s["size"][0] - paper.width * MM) < 0.5 and abs(s["size"][1] - paper.height * MM) < 0.5
               for s in shapes)
    roster, *sheets = shapes
    assert not roster["cards"] and not roster["marks"]  # the roster has a page of its own, before the cards
    assert sum(len(s["cards"]) for s in sheets) == 4  # a card per profile
    columns, rows = grid(paper, card)
    for sheet in sheets:
        for rect in sheet["cards"]:
            assert abs(rect.width - card.width * MM) < 0.3 and abs(rect.height - card.height * MM) < 0.3
        assert len(sheet["marks"]) == 2 * (columns + 1) + 2 * (rows + 1)
        # every cut has its marks: each card's edges are in line with a mark, and marks stay off the cards
        vertical = {round(m.x0 + m.width / 2, 0) for m in sheet["marks"] if m.height > m.width}
        horizontal = {round(m.y0 + m.height / 2, 0) for m in sheet["marks"] if m.width > m.height}
        for rect in sheet["cards"]:
            assert {round(rect.x0), round(rect.x1)} <= {v + d for v in vertical for d in (-1, 0, 1)}
            assert {round(rect.y0), round(rect.y1)} <= {h + d for h in horizontal for d in (-1, 0, 1)}
            for mark in sheet["marks"]:
                assert mark.x1 <= rect.x0 + 1 or mark.x0 >= rect.x1 - 1 or mark.y1 <= rect.y0 + 1 \
                    or mark.y0 >= rect.y1 - 1


def _expected_texts(warbands, lang: str) -> list[str]:
    """What each profile's card must say: its name, points, Quality, Combat, every rule, every odds."""
    texts = []
    separator = words(lang)["separator"]
    for card in profile_cards(warbands, lang):
        texts += [card.name, card.points, *card.facts, *card.rules.split(separator)]
        texts += [cell for row in card.magic for cell in row if cell]
    return texts


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_profile_is_printed_whole_and_nothing_overflows(lang):
    warbands = _green_hand() + _warbands(_every_rule(lang), f"every.{lang}.sbh")
    pdf, pages, notices = _print(warbands, lang)
    assert pages and overflows(pages) == []
    assert not [n for n in notices if n.key in ("cards.overflow", "cards.unverified")]
    text = compact(pdf_text(pdf))
    missing = [t for t in _expected_texts(warbands, lang) if compact(t) not in text]
    assert missing == []
    assert "232/300" in text and ("96.3%" in text)  # the Green Hand's total, the Elf Mage's odds with 3 dice
    assert compact("Magic-User odds" if lang == "en" else "魔法の確率") in text


def test_html_cards_are_on_sheets_with_crop_marks_and_carry_every_profile():
    page = sbh_cards.render_text(_green_hand(), "html", "en", "a4", "poker")
    assert "@page { size: A4; margin: 0; }" in page and "width: 63mm; height: 88mm;" in page
    assert page.count('class="crop crop-') == 2 * (3 + 1) + 2 * (3 + 1)  # one sheet of 3 × 3
    assert page.index('class="roster"') < page.index('class="sheet"')
    shown = html_cards(page)
    assert [card.split()[0:2] for card in shown] == [["Elf", "Mage"], ["Orc", "Archer"], ["Wolf", "26"],
                                                      ["Elf", "Scout"]]
    sources = re.findall(r'data-source="([^"]*)"', page)
    assert sources == [f"{WARBAND}:{line}" for line in (5, 6, 7, 8)]
    assert "Rules: Magic-User, Forester" in " ".join(shown[0].split())


# ---- fitting -----------------------------------------------------------------------------------------------


def test_a_short_profile_gets_the_largest_type_and_more_rules_a_smaller_one():
    labels = words("en")
    short, = profile_cards(_warbands(_many_rules(0)), "en")[:1]
    longer, = profile_cards(_warbands(_many_rules(14)), "en")[:1]
    size = CARD_SIZES["poker"]
    assert fit_profile(short, size, labels)[0].fit == size.largest_step
    fitted = fit_profile(longer, size, labels)
    assert len(fitted) == 1 and size.largest_step < fitted[0].fit < len(STEPS) - 1
    assert fitted[0].rules == longer.rules and fitted[0].magic == longer.magic
    # a larger card holds the same text in larger type
    assert fit_profile(longer, CARD_SIZES["index"], labels)[0].fit < fitted[0].fit


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", list(CARD_SIZES))
def test_a_profile_of_very_many_rules_continues_on_more_cards_and_loses_nothing(lang, size):
    card = profile_cards(_warbands(_many_rules(150)), lang)[0]
    parts = fit_profile(card, CARD_SIZES[size], words(lang))
    assert len(parts) > 1
    assert [(p.part, p.parts) for p in parts] == [(i + 1, len(parts)) for i in range(len(parts))]
    assert all(p.fit == len(STEPS) - 1 for p in parts)
    assert parts[0].facts == card.facts and all(not p.facts for p in parts[1:])
    assert [p.rules_label for p in parts if p.rules] == [True] + [False] * (len([p for p in parts if p.rules]) - 1)
    assert compact("".join(p.rules for p in parts)) == compact(card.rules)  # every rule, in order, once
    assert [p.magic for p in parts if p.magic] == [card.magic]  # the odds kept together, on one card


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_very_long_profile_is_continued_in_the_pdf_and_every_rule_printed(lang):
    warbands = _warbands(_many_rules(200))
    pdf, pages, notices = _print(warbands, lang)
    assert overflows(pages) == [] and not notices
    text = compact(pdf_text(pdf))
    assert all(f"Foe{i:03d}" in text for i in range(200))
    assert compact(f"{words(lang)['continued']} 2/") in text and "Orc" in text


@pytest.mark.slow
def test_a_card_the_fit_gets_wrong_is_fitted_again_on_the_printed_layout(monkeypatch):
    """As for Draw Steel: the estimate is wrong for one card (all of it in the largest type); WeasyPrint's
    layout finds it leaving its box, and it is fitted again with less room, onto continuation cards."""
    real = sbh_cards.fit_profile

    def too_large_at_first(card, size, labels, room=Room()):
        if room == Room():
            return [attrs.evolve(card, fit=0)]
        return real(card, size, labels, room)

    monkeypatch.setattr(sbh_cards, "fit_profile", too_large_at_first)
    pdf, pages, notices = _print(_warbands(_many_rules(120)))
    assert overflows(pages) == [] and not notices
    text = compact(pdf_text(pdf))
    assert all(f"Foe{i:03d}" in text for i in range(120)) and compact("continued 2/") in text


@pytest.mark.slow
def test_a_card_that_cannot_fit_is_named_in_a_warning(write, tmp_path, capsys):
    path = write("giant.sbh", "# ruleset: sbh\nWarband: Giants\nGiant Q3+ C5 Hatred (" + "x" * 2500 + ")\n")
    out = tmp_path / "cards.pdf"
    cli.main(["cards", path, "-o", str(out)])
    err = capsys.readouterr().err
    assert "Giant (" in err and "--size" in err and "Traceback" not in err
    assert out.read_bytes().startswith(b"%PDF-")


def test_rules_are_cut_between_units_within_their_budgets():
    face = typeset("en")["sans"]
    paragraph = Paragraph(20.0, 1.25, face)
    units = [f"Rule number {i}, " for i in range(60)]
    cut = chunks(units, paragraph, first=6.0, later=12.0, label=4.0, above=0.3)
    assert [i for chunk in cut for i in chunk] == list(range(60)) and len(cut) > 2
    for number, chunk in enumerate(cut):
        state = paragraph.start(4.0 if number == 0 else 0.0)
        for index in chunk:
            state = paragraph.add(state, units[index])
        assert paragraph.height(state) + 0.3 <= (6.0 if number == 0 else 12.0)
    # nothing fits under the head: the first chunk stays empty and the label goes with the first rule
    assert chunks(units[:3], paragraph, first=0.5, later=12.0, label=4.0)[0] == []


# ---- page and card sizes ---------------------------------------------------------------------------------


def _ten_profiles() -> str:
    return "# ruleset: sbh\nWarband: Ten\n" + "".join(f"Soldier {i} Q4+ C3 Forester\n" for i in range(10))


@pytest.mark.parametrize("page, size", [("a4", "poker"), ("letter", "poker"), ("a4", "index"), ("letter", "index")])
def test_size_and_page_change_the_layout(page, size):
    laid = sbh_cards.deck(_warbands(_ten_profiles()), "en", page, size)
    columns, rows = grid(PAGE_SIZES[page], CARD_SIZES[size])
    assert [len(sheet.cards) for sheet in laid.sheets] == [min(columns * rows, 10 - i) for i in
                                                           range(0, 10, columns * rows)]
    paper = PAGE_SIZES[page]
    for sheet in laid.sheets:
        for placed in sheet.cards:
            assert 0 < placed.x and placed.x + CARD_SIZES[size].width < paper.width
            assert 0 < placed.y and placed.y + CARD_SIZES[size].height < paper.height
    html = sbh_cards.render_text(_warbands(_ten_profiles()), "html", "en", page, size)
    assert f"@page {{ size: {paper.css}; margin: 0; }}" in html
    assert f"width: {CARD_SIZES[size].width:g}mm; height: {CARD_SIZES[size].height:g}mm;" in html


def test_index_cards_on_letter_are_fewer_to_a_sheet_than_poker_on_a4(tmp_path):
    for page, size in (("a4", "poker"), ("letter", "index")):
        out = tmp_path / f"{page}-{size}.html"
        assert cli.main(["cards", _write_ten(tmp_path), "--page", page, "--size", size, "-o", str(out), "-q"]) == 0
        html = out.read_text(encoding="utf-8")
        assert html.count('<section class="sheet">') == (2 if size == "poker" else 3)
        assert html.count("<article") == 10


def _write_ten(tmp_path) -> str:
    path = tmp_path / "ten.sbh"
    path.write_text(_ten_profiles(), encoding="utf-8")
    return str(path)


# ---- Markdown and text: no layout ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("fmt", ["md", "txt"])
def test_markdown_and_text_keep_every_profile_without_layout(tmp_path, capsys, lang, fmt):
    out = tmp_path / f"cards.{fmt}"
    assert cli.main(["cards", str(WARBAND), "--lang", lang, "--size", "index", "--page", "letter",
                     "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    shown = compact(markdown_text(text) if fmt == "md" else text)
    assert "crop" not in text and "<article" not in text
    assert re.search(r"232(pts|点)?/300", shown) and "96.3%" in shown  # the total against the limit, the odds
    for card in profile_cards(_green_hand(), lang):
        rules = card.rules.split(words(lang)["separator"])
        assert compact(card.name) in shown and all(compact(rule) in shown for rule in rules)


# ---- the same layout for 虚構侵蝕TRPG and Marvel Champions: the core's block cards ----------------------------


KYOKO = ROOT / "examples" / "kyoko" / "cards.kyoko"
MARVEL = ROOT / "examples" / "marvel" / "homebrew.champions"


def _printed(paths: list[str], lang: str, size: str = "poker", page: str = "a4"):
    """`statblock cards`' PDF of `paths` through its ruleset, the laid-out pages, and the warnings."""
    from statblock.pipeline import run
    from statblock.rulesets import registry
    from statblock.rulesets.registry import CardOptions

    report = run(paths)
    (ruleset,) = {f.ruleset for f in report.files}
    notices = []
    with printed_pages() as pages:
        pdf = registry.get(ruleset).cards(report.files, CardOptions("pdf", lang, None, page, size),
                                          warn=notices.append)
    return report, pdf, pages, notices


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_kyoko_cards_and_the_condition_reference_are_fitted_on_sheets(lang):
    from statblock.rulesets.kyoko.render.views import WORDS, card_views, condition_views

    report, pdf, pages, notices = _printed([str(KYOKO)], lang)
    assert overflows(pages) == [] and not [n for n in notices if n.key.startswith("cards.")]
    shapes = _shapes(pdf)
    assert all(s["marks"] for s in shapes) and sum(len(s["cards"]) for s in shapes) > len(report.abilities) + 1
    for rect in (r for s in shapes for r in s["cards"]):
        assert abs(rect.width - 63 * MM) < 0.3 and abs(rect.height - 88 * MM) < 0.3
    text = compact(pdf_text(pdf))
    cards = card_views(report.abilities, lang)
    assert all(compact(c.name) in text and compact(c.effect) in text for c in cards)
    continued = "続き" if lang == "ja" else "continued"
    assert compact(f"{continued} 2/") in text
    # the reference is whole, over as many cards as it takes: read without the cards' heads and feet
    title = compact(WORDS[lang]["reference"])
    flowing = re.sub(rf"{re.escape(title)}{continued}\d+/\d+|\d+/\d+", "", text)
    for condition in condition_views(lang):
        assert compact(condition.name) in flowing and compact(condition.does) in flowing
        assert compact(condition.ends) in flowing


@pytest.mark.slow
@pytest.mark.parametrize("lang, size", [("en", "poker"), ("ja", "tarot")])
def test_marvel_cards_are_fitted_on_sheets_with_every_ability(lang, size):
    from statblock.rulesets.marvel_champions.render.views import card_views

    report, pdf, pages, notices = _printed([str(MARVEL)], lang, size)
    assert overflows(pages) == [] and not [n for n in notices if n.key.startswith("cards.")]
    shapes = _shapes(pdf)
    rects = [r for s in shapes for r in s["cards"]]
    cards = [card for f in report.files for card in f.statblocks if card.abilities]
    assert len(rects) == len(cards) and all(s["marks"] for s in shapes)
    assert all(abs(r.width - CARD_SIZES[size].width * MM) < 0.3 for r in rects)
    text = compact(pdf_text(pdf))
    for view in card_views(cards, lang):
        assert compact(view.name) in text and compact(view.stats) in text
        assert all(compact(ability.text) in text and compact(ability.head) in text for ability in view.abilities)


def test_a_long_block_card_continues_between_sentences_and_loses_nothing():
    from statblock.render.blocks import Block, BlockCard, fit_blocks

    sentence = "Each player draws a card, then discards a card of their choice. "
    blocks = (Block(sentence * 30, "■ Forced Response", "mandatory", badge=True), Block("Guard.", None, "keyword"),
              Block(sentence * 20, "Effect:"))
    card = BlockCard("Endless Edict", "01001", "Event · Tech.", "Cost 2", blocks, None, "x.champions:1")
    parts = fit_blocks(card, CARD_SIZES["poker"], "en", "continued")
    assert len(parts) > 1 and all(p.fit == len(STEPS) - 1 for p in parts)
    assert parts[0].facts == "Cost 2" and all(p.facts is None and p.subtitle is None for p in parts[1:])
    texts = " ".join(b.text for p in parts for b in p.blocks).split()
    assert texts == " ".join(b.text for b in blocks).split()
    labels = [b.label for p in parts for b in p.blocks if b.label]
    assert labels == ["■ Forced Response", "Effect:"]  # each label once, on its block's first part
    assert fit_blocks(attrs.evolve(card, blocks=blocks[1:2]), CARD_SIZES["poker"], "en", "continued")[0].fit == \
        CARD_SIZES["poker"].largest_step


@pytest.mark.parametrize("fmt", ["txt", "md", "html"])
def test_a_point_and_a_model_of_one_are_singular_on_the_cards(fmt):
    # `1 pts` on the card and the roster, `1 models` under the roster
    text = sbh_cards.render_text(_warbands("# ruleset: sbh\nBand\nScout Q6+ C0\n"), fmt, "en")
    assert "1 pts" not in text and "1 pt" in text
    if fmt == "html":
        assert ">1 model</p>" in text
    several = sbh_cards.render_text(_warbands("# ruleset: sbh\nBand\n2x Orc Q4+ C3\n"), fmt, "en")
    assert "23 pts" in several and ("2 models" in several or fmt != "html")
    japanese = sbh_cards.render_text(_warbands("# ruleset: sbh\nBand\nScout Q6+ C0\n"), fmt, "ja")
    assert "1点" in japanese and " pt" not in japanese


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_text_card_names_the_columns_of_the_magic_odds(lang):
    """The plain-text card printed the odds with no column heads (md and html have them), and in Japanese a
    half-width space before the full-width parenthesis of the legend (`魔法の確率 （`)."""
    text = sbh_cards.render_text(_warbands("# ruleset: sbh\nBand\nMage Q3+ C2 Magic-User\n"), "txt", lang)
    lines = text.splitlines()
    head = lines.index(next(line for line in lines if line.startswith(words(lang)["magic"])))
    heads = [words(lang)["power"].format(n=n) for n in (1, 2, 3)] + [words(lang)["lost"]]
    at = [lines[head + 1].find(label) for label in heads]
    assert -1 not in at and at == sorted(at)   # the four heads, in the order of the columns under them
    assert ("魔法の確率（" in text) == (lang == "ja") and "魔法の確率 （" not in text


def test_the_japanese_text_roster_writes_quality_and_combat_in_japanese():
    # the plain-text roster printed `Q3+ C2` in Japanese too, while every card under it (and the md and html
    # rosters) wrote 質 and 戦闘
    japanese = sbh_cards.render_text(_warbands("# ruleset: sbh\nBand\nMage Q3+ C2 Magic-User\n"), "txt", "ja")
    assert "質3+ 戦闘2  50点" in japanese and "Q3+" not in japanese
    english = sbh_cards.render_text(_warbands("# ruleset: sbh\nBand\nMage Q3+ C2 Magic-User\n"), "txt", "en")
    assert "Q3+ C2" in english


# ---- a model's own notes -------------------------------------------------------------------------------------

NOTED = {"en": "# E\n\n| Name | Q | C | Special rules | Equipment |\n|---|---|---|---|---|\n"
               "| Elf Archer | 3+ | 2 | Shooter (Long) | Longbow, elven cloak |\n| Orc | 4+ | 3 | | |\n",
         "ja": "# エ\n\n| 名前 | 質 | 戦闘 | 特殊ルール | 装備 |\n|---|---|---|---|---|\n"
               "| エルフの射手 | 3+ | 2 | 射手（長） | 長弓と外套 |\n| オーク | 4+ | 3 | | |\n"}
NOTE = {"en": "Equipment: Longbow, elven cloak", "ja": "装備：長弓と外套"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_models_note_is_printed_on_its_own_card_not_under_the_roster(lang):
    # (it was the warband's note, `Elf Archer — Equipment: …`, printed under the roster and on no card)
    warbands = _warbands(NOTED[lang], "band.md")
    for fmt in ("md", "txt"):
        text = sbh_cards.render_text(warbands, fmt, lang)
        assert text.count(NOTE[lang]) == 1 and "—" not in text
        orc = "### オーク" if fmt == "md" and lang == "ja" else ("### Orc" if fmt == "md" else None)
        assert orc is None or text.index(NOTE[lang]) < text.index(orc)
    shown = html_cards(sbh_cards.render_text(warbands, "html", lang))
    assert [NOTE[lang] in card for card in shown] == [True, False]
    card = profile_cards(warbands, lang)[0]
    assert card.notes == (NOTE[lang],)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_roster_page_lists_each_models_notes_with_its_name(lang):
    # (the roster's page, a page of its own in HTML and PDF, listed the profiles and none of their notes: a player
    # reading the band from it never saw `Equipment: Longbow`; the card still prints it)
    warbands = _warbands(NOTED[lang], "band.md")
    page = sbh_cards.render_text(warbands, "html", lang)
    roster = page[page.index('<section class="roster">'):page.index("</section>")]
    named = {"en": "Elf Archer — " + NOTE["en"], "ja": "【エルフの射手】" + NOTE["ja"]}[lang]
    assert roster.count(named) == 1 and roster.index("</table>") < roster.index(named)
    assert [NOTE[lang] in card for card in html_cards(page)] == [True, False]
    plain = _warbands("# ruleset: sbh\nBand\nMage Q3+ C2 Magic-User\n")
    page = sbh_cards.render_text(plain, "html", lang)
    assert "profile-note" not in page[page.index('<section class="roster">'):page.index("</section>")]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_models_long_notes_take_room_and_are_never_lost(lang):
    note = NOTE[lang] + (" and a spare string" * 40 if lang == "en" else "と予備の弦" * 100)
    warbands = _warbands(NOTED[lang].replace(NOTE[lang].split("：" if lang == "ja" else ": ")[1], note.split(
        "：" if lang == "ja" else ": ")[1]), "band.md")
    size = CARD_SIZES["poker"]
    card = profile_cards(warbands, lang)[0]
    plain = attrs.evolve(card, notes=())
    assert fit_profile(card, size, words(lang))[0].fit > fit_profile(plain, size, words(lang))[0].fit
    many = attrs.evolve(profile_cards(_warbands(_many_rules(150)), lang)[0], notes=card.notes * 3)
    parts = fit_profile(many, size, words(lang))
    assert [n for p in parts for n in p.notes] == list(card.notes * 3) and parts[-1].notes


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_note_longer_than_a_card_goes_on_over_more_cards_whole(lang):
    # (it was printed on one card, cut at the card's edge with a warning)
    spares = ("、" if lang == "ja" else ", ").join(f"{'予備' if lang == 'ja' else 'spare'} {i}" for i in range(400))
    card = attrs.evolve(profile_cards(_warbands(NOTED[lang], "band.md"), lang)[0], notes=("Notes: " + spares,))
    parts = fit_profile(card, CARD_SIZES["poker"], words(lang))
    assert len([p for p in parts if p.notes]) > 2 and parts[-1].notes
    assert compact("".join(n for p in parts for n in p.notes)) == compact(card.notes[0])
