"""The order of work in `render.printing`: parts laid out in order, cards fitted again while the parts
their views are on are open, final parts written a chunk of pages at a time and let go.

WeasyPrint is replaced by a stand-in that reads which cards "overflow" from the part's HTML, so that
the print's logic is tested on decks of any shape in milliseconds. The real layout is tested in
`test_cards_pdf_layout.py` (slow tier), and a real print of many chunks below.
"""

from __future__ import annotations

import weakref
from types import SimpleNamespace

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.render import printing
from statblock.render.pdf import Overflow
from statblock.render.sizes import Room


@attrs.frozen
class _Card:
    view: int
    part: int       # 1, 2, ...: the card's place among its view's cards
    big: bool       # the stand-in layout finds it overflowing
    fit: int = 0


@attrs.frozen
class _View:
    name: str
    source: str
    cards: int       # cards at first
    bad: int         # times it overflows before a refit makes it fit (more than TRIES: never)


class _Doc:
    def __init__(self, html: str) -> None:
        self.html = html
        self.pages = [sheet for sheet in html.split("/") if sheet] or [""]


class _Stand:
    """WeasyPrint's part in a print, played from the HTML: `n=v.p!` is card n, the p-th of view v,
    overflowing (`!`). Records what was laid out and written, and the documents still alive."""

    def __init__(self, monkeypatch) -> None:
        self.laid: list[str] = []
        self.written: list[list[str]] = []
        self.alive: list[weakref.ref] = []
        self.most_alive = 0
        monkeypatch.setattr(printing, "lay_out", self.lay_out)
        monkeypatch.setattr(printing, "overflowing_cards", self.overflowing)
        monkeypatch.setattr(printing, "write_pdf", self.write)
        monkeypatch.setattr(printing, "join_pdfs", lambda chunks: b"|".join(chunks))

    def lay_out(self, html: str) -> _Doc:  # (a document is let go when its last reference is: no cycles)
        self.most_alive = max(self.most_alive, sum(ref() is not None for ref in self.alive))
        self.laid.append(html)
        doc = _Doc(html)
        self.alive.append(weakref.ref(doc))
        return doc

    @staticmethod
    def overflowing(doc: _Doc) -> list[Overflow]:
        return [Overflow(int(entry.split("=")[0]), 30.0, 0.0, 100.0)
                for sheet in doc.pages for entry in sheet.split(",") if entry.endswith("!")]

    def write(self, docs: list[_Doc]) -> bytes:
        self.written.append([doc.html for doc in docs])
        return "/".join(doc.html for doc in docs).encode()


def _deck(views: list[_View], per_sheet: int = 2):
    """`fit` and `pages` for views of so many cards, `per_sheet` cards to a sheet, and the cards each
    view was last fitted to (what the deck holds at the end). Fitted again, a view takes one more card
    and each of its cards a smaller type (`fit`, the number of times it was made smaller); it fits once
    it has been made smaller `bad` times."""
    last: dict[int, list[_Card]] = {}
    smaller: dict[int, int] = {}

    def fit(view: _View, room: Room) -> list[_Card]:
        index = views.index(view)
        if room != Room():  # (each refit gives less room than the one before)
            smaller[index] = smaller.get(index, 0) + 1
        tries = smaller.get(index, 0) if room != Room() else 0
        count = view.cards + (1 if tries else 0)
        last[index] = [_Card(index, p + 1, tries < view.bad and p == count - 1, tries) for p in range(count)]
        return last[index]

    def pages(cards: list[_Card], first: int = 0) -> list[printing.Part]:
        sheets = [SimpleNamespace(cards=tuple(SimpleNamespace(number=n, card=c)
                                              for n, c in list(enumerate(cards, first))[i:i + per_sheet]))
                  for i in range(0, len(cards), per_sheet)]
        return printing.in_parts(sheets, lambda part: "/".join(
            ",".join(f"{p.number}={p.card.view}.{p.card.part}~{p.card.fit}{'!' if p.card.big else ''}"
                     for p in sheet.cards)
            for sheet in part) + "/")

    return fit, pages, last


def _segments(views, fit, pages) -> list[printing.Segment]:
    """How the print cuts the deck (before it is printed: asked after, `fit` gives the cards it was last
    fitted to)."""
    return printing.segments(views, [fit(view, Room()) for view in views], pages)


def _final_parts(cut, pages, last) -> list[printing.Part]:
    """The parts the print ends with: each segment's cards as last fitted, on sheets of their own."""
    return [part for segment in cut
            for part in pages([card for view in range(segment.start, segment.stop) for card in last[view]],
                              segment.first)]


def _final(views, printed) -> None:
    """What a printed deck must be: every card of every view once, in order, in the parts printed."""
    shown = [entry.split("=")[1].split("~")[0] for html in printed.pages for sheet in html.split("/") if sheet
             for entry in sheet.split(",")]
    expected = []
    for index, view in enumerate(views):
        count = len([entry for entry in shown if entry.split(".")[0] == str(index)])
        expected += [f"{index}.{p + 1}" for p in range(count)]
        assert count >= view.cards
    assert shown == expected


@pytest.fixture
def stand(monkeypatch):
    return _Stand(monkeypatch)


@pytest.fixture(autouse=True)
def _parts_of_eight(monkeypatch):
    """The stand-in decks below are shaped for parts of 8 sheets (the counts of parts, chunks and segments
    they assert); the property test draws the part size, and the real prints set their own."""
    monkeypatch.setattr(printing, "PDF_PART_SHEETS", 8)


@pytest.fixture(autouse=True)
def _here():
    """Printed in this process, where the stand-in records what was laid out and written (a forked worker
    would record it in its own memory): the print on many cores is compared with this one below."""
    with printing.print_jobs(1):
        yield


def test_a_deck_that_fits_is_laid_out_once_and_written_in_chunks(stand, monkeypatch):
    monkeypatch.setattr(printing, "PDF_CHUNK_PAGES", 8)
    views = [_View(f"v{i}", "s", 1 + i % 3, 0) for i in range(40)]
    fit, pages, last = _deck(views)
    printed = printing.print_cards(views, fit, pages)
    assert stand.laid == list(printed.pages)          # each part laid out once, in order
    assert [html for chunk in stand.written for html in chunk] == list(printed.pages)
    assert all(sum(len(_Doc(h).pages) for h in chunk) <= 8 for chunk in stand.written[:-1])
    assert len(stand.written) == -(-sum(len(_Doc(h).pages) for h in printed.pages) // 8)
    assert printed.pdf == b"|".join("/".join(chunk).encode() for chunk in stand.written)
    assert printed.notices == () and printed.refitted == ()
    assert stand.most_alive <= 8 // printing.PDF_PART_SHEETS + 1  # a chunk held, and the part being laid out
    _final(views, printed)


def test_a_deck_of_one_chunk_is_one_document_and_not_joined(stand, monkeypatch):
    monkeypatch.setattr(printing, "join_pdfs", lambda chunks: pytest.fail("one chunk is not joined"))
    views = [_View("a", "s", 3, 0), _View("b", "s", 2, 0)]
    fit, pages, last = _deck(views)
    printed = printing.print_cards(views, fit, pages)
    assert len(stand.written) == 1 and printed.pdf == "/".join(stand.written[0]).encode()


def test_a_view_straddling_parts_is_fitted_again_with_the_part_before(stand, monkeypatch):
    """The card that overflows is on the second part, and its view begins on the first: fitting it again
    changes its cards on the first part too, which is still open, laid out again and printed as changed."""
    monkeypatch.setattr(printing, "PDF_CHUNK_PAGES", 4)  # a part a chunk: written as soon as final
    per_part = 2 * printing.PDF_PART_SHEETS
    views = [_View("lead", "s", per_part - 2, 0), _View("long", "s", 4, 1), *[_View(f"v{i}", "s", 1, 0) for i in range(20)]]
    fit, pages, last = _deck(views)
    first = [part.html for part in pages([card for view in views for card in fit(view, Room())])]
    printed = printing.print_cards(views, fit, pages)
    assert printed.refitted == (1,) and printed.notices == ()
    assert stand.laid[:2] == first[:2]  # the two parts the view is on, before any is final
    assert printed.pages[0] != first[0] and printed.pages[0] in stand.laid[2:]  # laid out again, changed
    assert [html for chunk in stand.written for html in chunk] == list(printed.pages)
    assert "!" not in "".join(printed.pages)
    _final(views, printed)


def test_a_view_that_never_fits_is_named_and_the_rest_printed(stand, monkeypatch):
    monkeypatch.setattr(printing, "PDF_CHUNK_PAGES", 4)
    views = [*[_View(f"v{i}", "s", 2, 0) for i in range(12)], _View("huge", "book", 1, 99),
             *[_View(f"w{i}", "s", 2, 0) for i in range(12)]]
    fit, pages, last = _deck(views)
    printed = printing.print_cards(views, fit, pages)
    assert printed.refitted == (12,)
    assert [n.key for n in printed.notices] == ["cards.overflow"]
    assert "huge (book)" in str(printed.notices[0])
    assert [html for chunk in stand.written for html in chunk] == list(printed.pages)
    _final(views, printed)


def test_a_layout_that_cannot_be_checked_is_printed_and_said(stand, monkeypatch):
    monkeypatch.setattr(printing, "overflowing_cards", lambda doc: None)
    views = [_View(f"v{i}", "s", 2, 1) for i in range(10)]
    fit, pages, last = _deck(views)
    printed = printing.print_cards(views, fit, pages)
    assert [n.key for n in printed.notices] == ["cards.unverified"] and printed.refitted == ()
    assert stand.laid == list(printed.pages)


def test_a_part_is_made_into_html_once_whatever_the_refits(stand, monkeypatch):
    """Fitting a card again puts the whole deck on sheets again, but only the parts that changed are
    made into HTML again: the rest keep theirs (a deck of many refits stays linear)."""
    monkeypatch.setattr(printing, "PDF_CHUNK_PAGES", 4)
    monkeypatch.setattr(printing, "SEGMENT_PAGES", 16)
    made = []
    views = [_View(f"v{i}", "s", 2, 1 if i % 5 == 0 else 0) for i in range(60)]
    fit, pages, last = _deck(views)

    def counted(cards, first=0):
        parts = pages(cards, first)
        for part in parts:
            make = part._make
            part._make = lambda sheets, make=make: made.append(sheets) or make(sheets)
        return parts

    cut = _segments(views, fit, pages)
    printed = printing.print_cards(views, fit, counted)
    assert len(printed.refitted) == 12 and len(cut) > 1
    final = [part.sheets for part in _final_parts(cut, pages, last)]
    assert len(made) == len(stand.laid)  # no HTML made but to be laid out, none made twice
    assert len(stand.laid) <= len(final) + 3 * len(printed.refitted)  # a view alone, and the parts it changed
    assert all(sheets in made for sheets in final)


def test_a_long_deck_without_pypdf_is_refused_before_it_is_laid_out(stand, monkeypatch):
    import importlib.util

    from statblock.render.pdf import PdfUnavailable

    find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "pypdf" else find_spec(name, *a))
    monkeypatch.setattr(printing, "PDF_CHUNK_PAGES", 4)
    views = [_View(f"v{i}", "s", 2, 0) for i in range(40)]
    fit, pages, last = _deck(views)
    with pytest.raises(PdfUnavailable, match=r"pip install 'statblock\[pdf\]'"):
        printing.print_cards(views, fit, pages)
    assert stand.laid == []
    few = views[:3]  # one chunk: no joining, no pypdf needed
    fit, pages, last = _deck(few)
    assert printing.print_cards(few, fit, pages).pdf


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 9), st.sampled_from([0, 0, 0, 1, 2, 99])), min_size=0, max_size=30),
       st.integers(1, 3), st.sampled_from([1, 4, 8, 48]), st.sampled_from([8, printing.PDF_PART_SHEETS]))
def test_any_deck_prints_every_card_once_in_order_in_bounded_memory(shape, per_sheet, chunk, part):
    with pytest.MonkeyPatch.context() as monkeypatch:
        stand = _Stand(monkeypatch)
        monkeypatch.setattr(printing, "PDF_CHUNK_PAGES", chunk)
        monkeypatch.setattr(printing, "PDF_PART_SHEETS", part)
        views = [_View(f"v{i}", "s", cards, bad) for i, (cards, bad) in enumerate(shape)]
        fit, pages, last = _deck(views, per_sheet)
        cut = _segments(views, fit, pages)
        printed = printing.print_cards(views, fit, pages)
        assert [html for chunk_ in stand.written for html in chunk_] == list(printed.pages)
        assert printed.pages == tuple(p.html for p in _final_parts(cut, pages, last))
        never = {i for i, view in enumerate(views) if view.bad > printing.TRIES}
        assert {i for i, view in enumerate(views) if view.bad} == set(printed.refitted)
        assert ("!" in "".join(printed.pages)) == bool(never)
        assert [n.key for n in printed.notices] == (["cards.overflow"] if never else [])
        # alive: a chunk's parts held, and the open parts (those a view's cards are on, and one more)
        longest = max((view.cards + 1 for view in views), default=1)
        open_parts = -(-longest // (per_sheet * printing.PDF_PART_SHEETS)) + 2
        assert stand.most_alive <= -(-chunk // printing.PDF_PART_SHEETS) + open_parts
        _final(views, printed)


# ---- a real print in chunks --------------------------------------------------------------------------


def _bookmarks(pdf: bytes) -> list[tuple[str, int]]:
    """Each bookmark's title and the number of the page it opens."""
    import io

    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(pdf))

    def walk(items):
        for item in items:
            if isinstance(item, list):
                yield from walk(item)
            else:
                yield item.title, reader.get_destination_page_number(item)

    return list(walk(reader.outline))


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_deck_printed_in_chunks_is_the_deck_printed_whole(monkeypatch, lang):
    """Written a part at a time and joined, the PDF has the pages, text, bookmarks, title and language
    of the one written whole."""
    import io

    from pypdf import PdfReader

    from statblock.pipeline import run
    from statblock.rulesets.draw_steel.render import render_cards

    from cards_text import pdf_page_count, pdf_text
    from conftest import ROOT

    abilities = run([str(ROOT / "abilities" / ("seeds.ja.ability" if lang == "ja" else "seeds.ability"))]).abilities
    abilities = (abilities * 30)[:30]  # three sheets or more
    whole = render_cards(abilities, "pdf", lang=lang)
    monkeypatch.setattr(printing, "PDF_PART_SHEETS", 1)
    monkeypatch.setattr(printing, "PDF_CHUNK_PAGES", 1)
    chunks = []
    join = printing.join_pdfs
    monkeypatch.setattr(printing, "join_pdfs", lambda parts: chunks.extend(parts) or join(parts))
    joined = render_cards(abilities, "pdf", lang=lang)
    assert len(chunks) == pdf_page_count(whole) >= 3  # a page a chunk
    assert pdf_page_count(joined) == pdf_page_count(whole)
    assert pdf_text(joined) == pdf_text(whole)
    assert _bookmarks(joined) == _bookmarks(whole)  # one a card, opening its page
    assert len(_bookmarks(whole)) == len(abilities) and _bookmarks(whole)[-1][1] == pdf_page_count(whole) - 1
    first, other = PdfReader(io.BytesIO(joined)), PdfReader(io.BytesIO(whole))
    title = "ドロー・スティールのカード" if lang == "ja" else "statblock cards"   # (in the deck's language)
    assert first.metadata.title == other.metadata.title == title
    assert first.trailer["/Root"]["/Lang"] == other.trailer["/Root"]["/Lang"] == lang


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_real_deck_printed_on_two_cores_is_the_deck_printed_on_one(monkeypatch, lang):
    """Segments printed by WeasyPrint in two forked workers and joined: the pages, text and bookmarks of
    the PDF printed in one process."""
    from statblock.pipeline import run
    from statblock.rulesets.draw_steel.render import render_cards

    from cards_text import pdf_page_count, pdf_text
    from conftest import ROOT

    abilities = run([str(ROOT / "abilities" / ("seeds.ja.ability" if lang == "ja" else "seeds.ability"))]).abilities
    abilities = (abilities * 40)[:40]  # five sheets or more
    monkeypatch.setattr(printing, "PDF_PART_SHEETS", 1)
    monkeypatch.setattr(printing, "SEGMENT_PAGES", 2)
    monkeypatch.setattr(printing, "_workers", lambda jobs, count: 1 if jobs == 1 else min(2, count))
    one = render_cards(abilities, "pdf", lang=lang)
    with printing.print_jobs(2):
        two = render_cards(abilities, "pdf", lang=lang)
    assert pdf_page_count(two) == pdf_page_count(one) >= 5
    assert pdf_text(two) == pdf_text(one)
    assert _bookmarks(two) == _bookmarks(one) and len(_bookmarks(two)) == len(abilities)


def test_the_progress_bar_counts_the_parts_as_they_grow(stand):
    """A card fitted again may take more sheets: the bar's total is the parts as they stand."""
    asked = []

    def progress(items, total, what):
        assert what == "parts"
        for item in items:
            asked.append(total())
            yield item

    views = [_View(f"v{i}", "s", 3, 1) for i in range(12)]  # each takes a fourth card when fitted again
    fit, pages, last = _deck(views, per_sheet=1)
    printed = printing.print_cards(views, fit, pages, progress)
    assert len(asked) == len(printed.pages) == asked[-1] > asked[0]


# ---- a long deck cut into segments, printed on many cores ----------------------------------------------


def _in_segments(views, per_sheet, monkeypatch, segment_pages):
    monkeypatch.setattr(printing, "SEGMENT_PAGES", segment_pages)
    monkeypatch.setattr(printing, "PDF_PART_SHEETS", 4)  # (the counts below are of parts of 4 sheets)
    fit, pages, last = _deck(views, per_sheet)
    return _segments(views, fit, pages), pages


@pytest.mark.parametrize("views, per_sheet, segment_pages, count", [
    pytest.param([_View(f"v{i}", "s", 1, 0) for i in range(10)], 2, 100, 1, id="shorter-than-a-segment"),
    pytest.param([_View(f"v{i}", "s", 1, 0) for i in range(80)], 1, 4, 20, id="a-segment-every-part"),
    pytest.param([_View(f"v{i}", "s", 1, 0) for i in range(81)], 1, 4, 20, id="the-rest-joined-to-the-last"),
    pytest.param([_View("long", "s", 30, 0), *[_View(f"v{i}", "s", 1, 0) for i in range(8)]], 1, 4, 3,
                 id="never-inside-a-view"),
    pytest.param([], 1, 4, 1, id="no-card"),
])
def test_segments_begin_where_a_part_and_a_view_begin(monkeypatch, views, per_sheet, segment_pages, count):
    cut, pages = _in_segments(views, per_sheet, monkeypatch, segment_pages)
    assert len(cut) == count
    assert cut[0].start == cut[0].first == 0
    assert not views or cut[0].sheets >= views[0].cards  # (a long first view is never cut)
    assert cut[-1].stop == len(views)
    assert all(a.stop == b.start for a, b in zip(cut, cut[1:]))  # every view in one segment, in order
    assert all(segment.sheets >= segment_pages for segment in cut[:-1])
    assert len(cut) == 1 or 2 * cut[-1].sheets >= segment_pages
    assert all(segment.parts * printing.PDF_PART_SHEETS >= segment.sheets for segment in cut)


def test_a_deck_whose_sheets_depend_on_what_is_before_them_is_cut_only_where_they_do_not(monkeypatch):
    """A ruleset that prints a sheet before the first card of any list (as a warband's roster) would print
    it again at the head of every segment: no such cut is made."""
    monkeypatch.setattr(printing, "SEGMENT_PAGES", 4)
    views = [_View(f"v{i}", "s", 1, 0) for i in range(40)]
    fit, pages, last = _deck(views, 1)

    def with_a_roster(cards, first=0):
        head = printing.in_parts([SimpleNamespace(cards=())], lambda part: "roster/")
        return [*head, *pages(cards, first)] if cards else pages(cards, first)

    cut = printing.segments(views, [fit(view, Room()) for view in views], with_a_roster)
    assert [(segment.start, segment.stop) for segment in cut] == [(0, len(views))]


@pytest.fixture
def cores(monkeypatch):
    """Two workers whatever the machine has; everything laid out in one of them, never in this process."""
    import os

    here = os.getpid()
    monkeypatch.setattr(printing, "_workers", lambda jobs, count: min(2, count) if jobs != 1 else 1)
    laid = printing.lay_out

    def in_a_worker(html):
        assert os.getpid() != here, "laid out in the process that forked the workers"
        return laid(html)

    return in_a_worker


DECKS = [
    pytest.param([(1 + i % 3, 0) for i in range(60)], id="fits"),
    pytest.param([(2, 1 if i % 7 == 0 else 0) for i in range(60)], id="refits-that-take-more-cards"),
    pytest.param([*[(2, 0) for _ in range(20)], (1, 99), *[(3, 2) for _ in range(20)]], id="one-never-fits"),
]


@pytest.mark.parametrize("shape", DECKS)
def test_a_deck_printed_on_two_cores_is_the_deck_printed_on_one(stand, monkeypatch, cores, shape):
    monkeypatch.setattr(printing, "SEGMENT_PAGES", 6)
    monkeypatch.setattr(printing, "PDF_CHUNK_PAGES", 4)
    views = [_View(f"v{i}", "s", cards, bad) for i, (cards, bad) in enumerate(shape)]
    fit, pages, last = _deck(views)
    alone = printing.print_cards(views, fit, pages)
    fit, pages, last = _deck(views)  # (the stand-in's fitting counts the refits: a fresh one)
    assert len(_segments(views, fit, pages)) > 2
    monkeypatch.setattr(printing, "lay_out", cores)
    with printing.print_jobs(2):
        steps = []
        both = printing.print_cards(views, fit, pages, lambda items, total, what: (steps.append(total()) or item
                                                                                   for item in items))
    assert both == alone  # the PDF, its parts' HTML, the views fitted again, what the user is told
    assert len(steps) == len(alone.pages) and steps[-1] == len(alone.pages)
    _final(views, both)


def test_a_worker_that_dies_is_said_and_stops_the_print(stand, monkeypatch, cores):
    import os

    from statblock.render.forking import WorkerDied

    monkeypatch.setattr(printing, "SEGMENT_PAGES", 4)
    views = [_View(f"v{i}", "s", 2, 0) for i in range(40)]
    fit, pages, last = _deck(views)
    monkeypatch.setattr(printing, "lay_out", lambda html: os._exit(9))
    with printing.print_jobs(2), pytest.raises(WorkerDied, match="--jobs 1"):
        printing.print_cards(views, fit, pages)


def test_a_worker_s_error_is_raised_as_it_was(stand, monkeypatch, cores):
    from statblock.render.pdf import PdfUnavailable

    monkeypatch.setattr(printing, "SEGMENT_PAGES", 4)
    views = [_View(f"v{i}", "s", 2, 0) for i in range(40)]
    fit, pages, last = _deck(views)

    def missing(html):
        raise PdfUnavailable("PDF cards need WeasyPrint")

    monkeypatch.setattr(printing, "lay_out", missing)
    with printing.print_jobs(2), pytest.raises(PdfUnavailable, match="WeasyPrint"):
        printing.print_cards(views, fit, pages)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_cards_jobs_1_and_jobs_2_write_the_same_pdf_byte_for_byte(monkeypatch, tmp_path, lang):
    """`statblock cards --jobs 1` and `--jobs 2` on a deck of several segments write the same file, byte for byte
    (the pages, text and bookmarks compared above; here the whole file, through the command), the second laid out
    in forked workers."""
    import os

    from statblock.cli import main

    from cards_text import pdf_page_count
    from conftest import ROOT

    monkeypatch.setattr(printing, "PDF_PART_SHEETS", 1)
    monkeypatch.setattr(printing, "SEGMENT_PAGES", 2)
    monkeypatch.setattr(printing, "_workers", lambda jobs, count: 1 if jobs == 1 else min(2, count))
    laid, here, where = printing.lay_out, os.getpid(), tmp_path / "pids"
    where.mkdir()

    def noted(html):
        (where / str(os.getpid())).touch()
        return laid(html)

    monkeypatch.setattr(printing, "lay_out", noted)
    written = {}
    for jobs in ("1", "2"):
        out = tmp_path / f"jobs{jobs}.pdf"
        assert main(["--lang", lang, "cards", str(ROOT / "abilities"), "-o", str(out), "--jobs", jobs, "-q"]) == 0
        written[jobs] = out.read_bytes()
    assert {p.name for p in where.iterdir()} - {str(here)}, "--jobs 2 laid out nothing in a worker"
    assert pdf_page_count(written["1"]) >= 5   # five segments or more
    assert written["2"] == written["1"]
