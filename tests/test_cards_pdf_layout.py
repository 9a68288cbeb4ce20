"""WeasyPrint's own layout of the PDF cards: no card's content leaves its box, in English or Japanese.

WeasyPrint breaks lines itself (with Pango), a little differently from a browser, so the PDF is
checked on its own layout boxes, for every ability of the corpus and the seeds' Japanese abilities
(the pages the shared whole-corpus PDF of `corpus_pdf` was printed from).
"""

from __future__ import annotations

import json
import subprocess
import sys

import attrs
import pytest

from statblock import cli
from statblock.pipeline import read_text, run
from statblock.render.pdf import source_date
from statblock.rulesets.draw_steel.render import cards as cards_module
from statblock.rulesets.draw_steel.render import render_cards, render_text
from statblock.rulesets.draw_steel.render.fit import Room
from statblock.rulesets.draw_steel.render.views import card_labels
from statblock.rulesets.draw_steel.runtime.compiled import CompiledAbility
from statblock.rulesets.draw_steel.runtime.hero import load_hero

from cards_text import compact, pdf_text, printed_pages
from conftest import CORPUS, DS_CORPUS, ROOT
from corpus_pdf import PDF_LANGS, SEEDS_JA, overflows, printed_corpus
from test_fonts import dejavu_only
from test_pdf_reproducible import font_dates

SEEDS = ROOT / "abilities" / "seeds.ability"


def _overflows(html: str) -> list[tuple[float, float]]:
    """For each card body that something leaves: how far (in CSS px) down and to the right."""
    import weasyprint  # not at import: collecting the suite should not pay for WeasyPrint

    return overflows(weasyprint.HTML(string=html).render().pages)


@pytest.mark.slow
@pytest.mark.parametrize("lang", PDF_LANGS)
def test_no_pdf_card_overflows(lang):
    assert printed_corpus(lang).overflows == []


@pytest.mark.slow
@pytest.mark.parametrize("lang", PDF_LANGS)
def test_no_font_of_the_corpus_pdf_is_dated_by_the_clock(lang):
    """Every font the whole corpus's PDF embeds keeps its own date or carries `SOURCE_DATE_EPOCH`'s (the
    colour emoji font fontTools rewrites), never the time of the print: two prints are the same file."""
    printed = printed_corpus(lang)
    dates = font_dates(printed.pdf)
    assert int(source_date()) in dates.values()  # (a font rewritten by fontTools is among them)
    assert all(date < printed.began or date == int(source_date()) for date in dates.values()), dates


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_weasyprint_never_measures_the_minimum_of_a_flex_item(monkeypatch, lang):
    """The head, facts and foot rows are flex; their items say `min-width: 0`, which lays out the same
    as `auto` under `overflow-wrap: anywhere` (a minimum of one character). WeasyPrint finds an item's
    automatic minimum by breaking its text at every character, which cost a third of a print's layout."""
    from weasyprint.layout import flex

    measured = []
    measure = flex.min_content_width

    def spy(context, box, *args, **kwargs):
        measured.append(box.element.get("class") if getattr(box, "element", None) is not None else box)
        return measure(context, box, *args, **kwargs)

    monkeypatch.setattr(flex, "min_content_width", spy)
    abilities = run([str(SEEDS_JA if lang == "ja" else SEEDS)]).abilities[:4]
    hero = load_hero(ROOT / "abilities" / "heroes" / "korva-fury.toml")
    html = render_cards(abilities, "html", hero=hero, lang=lang).decode("utf-8")
    assert all(f'class="{part}"' in html for part in ("head", "row", "foot", "cost", "hero"))
    assert _overflows(html) == []
    assert measured == []


@pytest.mark.slow
def test_no_flex_item_has_an_automatic_minimum_height_for_weasyprint_to_measure():
    """The items of the head, facts and foot rows say `min-height: 0`, which lays out the same as `auto`
    across a row; WeasyPrint finds an item's automatic minimum height by laying it out once more."""
    import weasyprint

    hero = load_hero(ROOT / "abilities" / "heroes" / "korva-fury.toml")
    html = render_cards(run([str(SEEDS)]).abilities[:4], "html", hero=hero).decode("utf-8")

    def boxes(box):
        yield box
        for child in getattr(box, "children", ()):
            yield from boxes(child)

    pages = weasyprint.HTML(string=html).render().pages
    rows = [box for page in pages for box in boxes(page._page_box) if "flex" in box.style["display"]]
    items = [item for row in rows for item in row.children]
    assert {row.element.get("class") for row in rows} == {"head", "row", "foot"} and len(items) > 3 * len(rows) / 2
    assert [item.element.get("class") for item in items if "auto" in (item.style["min_height"], item.style["min_width"])] == []


def _boxes(box):
    yield box
    for child in getattr(box, "children", ()):
        yield from _boxes(child)


@pytest.mark.slow
def test_the_name_takes_the_width_the_cost_leaves_without_weasyprint_measuring_it(monkeypatch):
    """The name says `flex: 1 1 0`: the same boxes as `flex: 1 1 auto` (with `min-width: 0`, the name takes
    the width the cost leaves either way), without WeasyPrint measuring the name on one line, twice, to
    find a basis it then replaces. Names short and long, with a cost and without, wrapping or not."""
    import weasyprint
    from weasyprint.layout import flex

    hero = load_hero(ROOT / "abilities" / "heroes" / "korva-fury.toml")
    long_name = read_text("long.ability", "The Unending and Most Terrible Judgment of the Ninefold Court (11 Wrath)\n"
                                          "Magic | Main action\n📏 Ranged 10 | 🎯 One enemy\nEffect: The target is judged.\n")
    abilities = [*long_name.abilities, *run([str(SEEDS)]).abilities[:5], _long_ability()]
    html = render_cards(abilities, "html", hero=hero).decode("utf-8")
    as_auto = html.replace("</style>", ".name { flex: 1 1 auto; }\n</style>", 1)
    measured = []
    measure = flex.max_content_width

    def spy(context, box, *args, **kwargs):
        measured.append(box.element.get("class") if getattr(box, "element", None) is not None else None)
        return measure(context, box, *args, **kwargs)

    def names(page_html):
        pages = weasyprint.HTML(string=page_html).render().pages
        return [(round(box.position_x, 3), round(box.position_y, 3), round(box.width, 3), round(box.height, 3))
                for page in pages for box in _boxes(page._page_box)
                if getattr(box, "element", None) is not None and box.element.get("class") == "name"
                and box.element_tag == "h2"]

    monkeypatch.setattr(flex, "max_content_width", spy)
    ours = names(html)
    in_ours, measured[:] = list(measured), []
    theirs = names(as_auto)
    assert ours == theirs and len(ours) >= len(abilities)
    assert len({height for *_, height in ours}) > 1  # a name on more than one line among them
    assert "name" in measured and "name" not in in_ours and "cost" in in_ours


@pytest.mark.slow
def test_the_check_sees_an_overflowing_card(monkeypatch):
    def largest_type(view, size, labels):  # every card in the largest type, whatever its length
        return [attrs.evolve(view, fit=0)]

    monkeypatch.setattr(cards_module, "fit_card", largest_type)
    assert _overflows(render_text(run([str(CORPUS / "steel-compendium" / "abilities-Fury")]).abilities, "pdf"))


# ---- every card checked on the printed layout, and continued rather than cut -------------------------------


SENTENCE = "When a creature judged by you within 10 squares makes a power roll, it takes a bane. "


def _long_ability() -> CompiledAbility:
    text = "\n".join(SENTENCE * 3 for _ in range(6))
    return read_text("long.ability", f"Endless Edict (3 Wrath)\nMagic | Maneuver\n📏 Ranged 10 | 🎯 One enemy\n"
                                     f"Effect: {text}\n").abilities[0]


@pytest.mark.slow
def test_a_card_the_fit_gets_wrong_continues_on_another_card_instead_of_being_cut(monkeypatch):
    """The estimate is wrong for one card (as it was with widths of fonts not installed): WeasyPrint's
    layout finds it, and the card is fitted again with less room, onto continuation cards."""
    from statblock.rulesets.draw_steel.render import cards as ds_cards

    fit_card = ds_cards.fit_card

    def one_big_card_at_first(view, size, labels, room=Room()):
        if room == Room():
            return [attrs.evolve(view, fit=0)]
        return fit_card(view, size, labels, room)

    monkeypatch.setattr(ds_cards, "fit_card", one_big_card_at_first)
    ability = _long_ability()
    notices = []
    with printed_pages() as pages:
        pdf = render_cards([ability, *run([str(SEEDS)]).abilities], "pdf", warn=notices.append)
    assert not [n for n in notices if n.key.startswith("cards.overflow") or n.key == "cards.unverified"]
    assert pages and overflows(pages) == []
    text = compact(pdf_text(pdf))
    labels = card_labels("en")
    assert compact(f"{labels.continued} 2/") in text
    assert text.count(compact(SENTENCE)) == 18 and "Brutal" in text  # nothing lost, the other cards printed too


@pytest.mark.slow
def test_a_card_that_cannot_be_made_to_fit_is_named_in_a_warning(tmp_path, write, capsys):
    clause = " ".join(["wordy"] * 900)  # one clause: never cut between cards
    path = write("huge.ability",
                 f"Endless Tier\nPower Roll + Might:\n≤11: {clause}\n12-16: 5 damage\n17+: 7 damage\n")
    out = tmp_path / "cards.pdf"
    assert cli.main(["cards", path, "-o", str(out), "-q"]) == 0
    warnings = [line for line in capsys.readouterr().err.splitlines() if line.startswith("statblock: warning:")]
    assert any("Endless Tier" in w and "--size" in w for w in warnings), warnings
    assert out.read_bytes().startswith(b"%PDF-")
    assert cli.main(["cards", path, "-o", str(out), "-q", "--force", "--error-on", "warning"]) == 1


_PRINT_WITHOUT_NOTO = """
import json, sys
sys.path.insert(0, {tests!r})
from weasyprint.document import Document
from statblock.pipeline import run
from statblock.rulesets.draw_steel.render import render_cards
from statblock.render.fonts import typeset
from statblock.render.printing import print_jobs
from corpus_pdf import overflows
from cards_text import pdf_page_count

found, notices, checked = [], [], []
write_pdf = Document.write_pdf
def blank(count):  # a PDF of `count` empty pages: what stands for a chunk whose layout alone is checked
    import io
    from pypdf import PdfWriter
    writer, out = PdfWriter(), io.BytesIO()
    for _ in range(count):
        writer.add_blank_page(width=72, height=72)
    writer.write(out)
    return out.getvalue()
def capture(document, *args, **kwargs):  # each chunk checked as it is written, and let go after
    found.extend(overflows(document.pages))
    checked.append(len(document.pages))
    return write_pdf(document, *args, **kwargs) if {write!r} else blank(len(document.pages))
Document.write_pdf = capture
abilities = run({paths!r}).abilities
with print_jobs(1):  # (in this process, where the patch sees every page written)
    pdf = render_cards(abilities, "pdf", lang={lang!r}, warn=notices.append)
print(json.dumps({{"first_font": typeset({lang!r})["sans"].fonts[0].families[0], "cards": len(abilities),
                   "overflows": found, "notices": [n.key for n in notices],
                   "checked": sum(checked), "pages": pdf_page_count(pdf)}}))
"""


def _print_without_noto(tmp_path, paths: list[str], lang: str, write: bool = True) -> dict:
    """`statblock cards` of `paths` to PDF in a process whose fontconfig knows only DejaVu, every chunk's
    pages checked (`overflows`) as the print hands them to WeasyPrint's `write_pdf`. With `write` False the
    chunks are laid out, fitted, checked and handed over as in a print, but not written: each is a PDF of as
    many blank pages, so that the pages counted in the joined file are still those the print handed over."""
    env = dejavu_only(tmp_path)
    script = _PRINT_WITHOUT_NOTO.format(tests=str(ROOT / "tests"), paths=paths, lang=lang, write=write)
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=3000)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_without_noto_no_pdf_card_is_cut(tmp_path, lang):
    """A machine with none of the fonts the stylesheet asks for: cards fitted to the fonts that are
    there, every card inside its box, and the user told what to install."""
    printed = _print_without_noto(tmp_path, [str(SEEDS), str(CORPUS / "steel-compendium" / "abilities-Fury")], lang)
    assert printed["first_font"] == "DejaVu Sans" and printed["cards"] > 30
    assert printed["overflows"] == [] and printed["checked"] == printed["pages"] > 0
    assert "cards.font_missing" in printed["notices"] and "cards.overflow" not in printed["notices"]


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_without_noto_no_pdf_card_of_the_corpus_is_cut(tmp_path, lang):
    """The check is on WeasyPrint's layout of every page (its boxes), which writing the PDF does not change:
    the pages are not written (a fifth of the print's CPU time, 25 s of 134 s for English). Writing a PDF with
    DejaVu alone is the test above's, and writing the whole corpus's the Noto print's (`corpus_pdf`)."""
    printed = _print_without_noto(tmp_path, [str(DS_CORPUS), str(SEEDS_JA)], lang, write=False)
    assert printed["first_font"] == "DejaVu Sans" and printed["cards"] > 1000
    assert printed["checked"] == printed["pages"] > 100  # every page printed was checked
    assert printed["overflows"] == [] and "cards.overflow" not in printed["notices"]
