"""`statblock serve`: the live preview, driven through real HTTP on a free port of 127.0.0.1.

Each test starts a `Preview` on files it writes under tmp_path (the server and its watcher in
threads of their own), edits the files as an editor would, and reads what a page would: the page,
a file's section, the event stream, the PDF. The last tests run the command itself in a process,
and drive the page in Debian's Chromium (slow tier).
"""

from __future__ import annotations

import gc
import html
import http.client
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import weakref
from html.parser import HTMLParser
from pathlib import Path

import pytest

from statblock.messages import msg
from statblock.pipeline import read_file, run
from statblock.serve.events import Broker
from statblock.serve.placing import place, units_of
from statblock.serve.server import Preview
from statblock.serve.split import split_deck

from bounds import interruptible
from browser import chromium
from cards_text import html_cards, pdf_text
from conftest import DS_CORPUS, ROOT

#: How long a test waits for the watcher and the server to follow a save (they take well under a second).
WAIT = 10.0


def ability(name: str, first_tier: str = "3 + M damage; push 1") -> str:
    return (f"{name} (Signature)\n*A test of the preview.*\nMelee, Strike, Weapon | Main action\n"
            f"📏 Melee 1 | 🎯 One creature or object\nPower Roll + Might:\n≤11: {first_tier}\n"
            "12-16: 6 + M damage; push 2\n17+: 9 + M damage; push 4\n")


def save(path: Path, text: str | bytes) -> None:
    """Save as editors do: a new file renamed over the old one."""
    temporary = path.with_name(f".{path.name}.saving")
    if isinstance(text, bytes):
        temporary.write_bytes(text)
    else:
        temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, path)


def get(url: str, headers: dict | None = None) -> tuple[int, dict, bytes]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def raw_get(preview: Preview, target: str, host: str | None = None, method: str = "GET") -> tuple[int, bytes]:
    """A request with its target sent exactly as written (urllib would normalise `..`)."""
    connection = http.client.HTTPConnection("127.0.0.1", preview.port, timeout=30)
    try:
        connection.putrequest(method, target, skip_host=True, skip_accept_encoding=True)
        connection.putheader("Host", host or f"127.0.0.1:{preview.port}")
        connection.endheaders()
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


class _Page(HTMLParser):
    """What the page shows: each file's section, its head's diagnostics, and its rows (the card
    documents of each, and the diagnostics beside them)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.files: dict[str, dict] = {}
        self._file: dict | None = None
        self._row: dict | None = None
        self._item: list[str] | None = None
        self.notices: list[str] = []
        self._notice: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        found = dict(attrs)
        classes = (found.get("class") or "").split()
        if tag == "section" and "file" in classes:
            self._file = {"id": found["data-id"], "version": found["data-version"], "head": [], "rows": [],
                          "stale": "stale" in classes}
            self.files[found["data-id"]] = self._file
        elif tag == "div" and "row" in classes:
            self._row = {"cards": [], "diagnostics": []}
            self._file["rows"].append(self._row)
        elif tag == "iframe" and "card-frame" in classes:
            self._row["cards"].append(found["srcdoc"])
        elif tag == "li" and "diagnostic" in classes:
            self._item = []
        elif tag == "p" and "notice" in classes:
            self._notice = []

    def handle_endtag(self, tag):
        if tag == "li" and self._item is not None:
            text = " ".join("".join(self._item).split())
            (self._row["diagnostics"] if self._row is not None else self._file["head"]).append(text)
            self._item = None
        elif tag == "p" and self._notice is not None:
            self.notices.append(" ".join("".join(self._notice).split()))
            self._notice = None
        elif tag == "section":
            self._file, self._row = None, None

    def handle_data(self, data):
        if self._item is not None:
            self._item.append(data)
        if self._notice is not None:
            self._notice.append(data)


def shown(body: bytes) -> _Page:
    parser = _Page()
    parser.feed(body.decode("utf-8"))
    return parser


def card_names(page: _Page) -> list[str]:
    """The name printed on each card of the page, in order (the text of each card document's heading)."""
    names = []
    for file in page.files.values():
        for row in file["rows"]:
            for document in row["cards"]:
                names.extend(_name(text) for text in html_cards(document))
    return names


def _name(card_text: str) -> str:
    """The name on a card of `ability()`: the words before its cost (Signature, in either language)."""
    return re.split(r" (?:Signature|シグネチャー)\b", " ".join(card_text.split()))[0]


class Events:
    """A page's event stream: each `state` event as it comes."""

    def __init__(self, preview: Preview) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", preview.port, timeout=WAIT)
        self.connection.request("GET", "/events")
        self.answer = self.connection.getresponse()
        assert self.answer.status == 200
        assert self.answer.headers["Content-Type"].startswith("text/event-stream")

    def next_state(self) -> dict:
        name = None
        while True:
            line = self.answer.fp.readline()
            if not line:
                raise AssertionError("the event stream ended")
            line = line.decode("utf-8").rstrip("\n")
            if line.startswith("event: "):
                name = line[len("event: "):]
            elif line.startswith("data: ") and name == "state":
                return json.loads(line[len("data: "):])

    def state_after(self, serial: int) -> dict:
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            state = self.next_state()
            if state["serial"] > serial:
                return state
        raise AssertionError(f"no event after serial {serial} within {WAIT} s")

    def close(self) -> None:
        self.connection.close()


@pytest.fixture
def folder(tmp_path):
    root = tmp_path / "deck"
    root.mkdir()
    return root


@pytest.fixture
def serve():
    """Start previews; every one is closed after the test."""
    started = []

    def _serve(root, **options) -> Preview:
        preview = Preview(str(root), port=0, **options).start()
        started.append(preview)
        return preview

    yield _serve
    for preview in started:
        preview.close()


@pytest.fixture
def events():
    opened = []

    def _events(preview: Preview) -> Events:
        stream = Events(preview)
        opened.append(stream)
        return stream

    yield _events
    for stream in opened:
        stream.close()


def _file_id(preview: Preview, path: Path) -> str:
    entries = [e for e in preview.deck.entries.values() if Path(e.path).resolve() == path.resolve()]
    assert len(entries) == 1
    return entries[0].id


def _section(preview: Preview, key: str, query: str = "") -> _Page:
    status, _, body = get(f"{preview.url}file?id={key}{query}")
    assert status == 200
    return shown(body)


# ---- the page --------------------------------------------------------------------------------------------


def test_the_page_shows_each_card_with_its_diagnostics_beside_it(folder, serve):
    (folder / "clean.ability").write_text(ability("Alpha Strike") + "\n" + ability("Beta Strike"), encoding="utf-8")
    typo = folder / "typo.ability"
    typo.write_text("# a file with one mistake, in its second ability\n\n" + ability("Gamma Strike") + "\n"
                    + ability("Delta Strike", "3 + M damage; A < WEAK, proen"), encoding="utf-8")
    preview = serve(folder)
    status, headers, body = get(preview.url)
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    page = shown(body)
    assert card_names(page) == ["Alpha Strike", "Beta Strike", "Gamma Strike", "Delta Strike"]
    expected = [d for d in read_file(str(typo)).diagnostics]
    assert [d.code for d in expected] == ["SB101"]
    rows = page.files[_file_id(preview, typo)]["rows"]
    assert rows[0]["diagnostics"] == []
    (beside,) = rows[1]["diagnostics"]
    d = expected[0]
    assert beside.startswith(f"typo.ability:{d.span.line}:{d.span.column} ")
    assert d.code in beside and d.text("en") in beside and d.help("en") in beside


def test_diagnostics_no_card_holds_go_at_the_head_of_their_file(folder, serve):
    path = folder / "head.ability"
    path.write_text("# ruleset: no_such_game\n" + ability("Alpha Strike"), encoding="utf-8")
    preview = serve(folder)
    page = shown(get(preview.url)[2])
    section = page.files[_file_id(preview, path)]
    expected = read_file(str(path)).diagnostics
    assert expected and section["rows"] == []
    assert [h.split(" ")[0] for h in section["head"]] == [f"head.ability:{d.span.line}:{d.span.column}"
                                                         for d in expected]


@pytest.mark.slow
@pytest.mark.parametrize("example", ["examples/kyoko", "examples/marvel", "examples/sbh", "abilities"])
def test_every_card_of_every_ruleset_is_on_the_page(serve, example):
    """What `statblock cards --format html` prints of each file is on the page, card by card, and
    each card with a unit of its file is placed (none is left without its ability)."""
    preview = serve(ROOT / example)
    page = shown(get(preview.url)[2])
    report = run([str(ROOT / example)])
    printed = []
    for result in report.files:
        if not result.abilities:
            continue
        from statblock.rulesets import registry
        from statblock.rulesets.registry import CardOptions

        document = registry.get(result.ruleset).cards([result], CardOptions("html", "en")).decode("utf-8")
        printed.extend(" ".join(card.split()) for card in html_cards(document))
    on_page = [" ".join(card.split()) for file in page.files.values() for row in file["rows"]
               for document in row["cards"] for card in html_cards(document)]
    assert on_page == printed
    assert len(on_page) >= len(report.files)


@pytest.mark.slow
def test_a_corpus_folder_shows_one_card_row_per_ability(serve):
    folder = DS_CORPUS / "abilities-Fury"
    preview = serve(folder)
    page = shown(get(preview.url)[2])
    report = run([str(folder)])
    assert sum(len(file["rows"]) for file in page.files.values()) == len(report.abilities)
    assert len(page.files) == len(report.files)


def test_text_from_a_file_is_escaped(folder, serve):
    hostile = '<script>alert("x")</script> Strike'
    (folder / "hostile.ability").write_text(ability(hostile) + "\n" + ability("<img src=x onerror=alert(1)>")
                                            + "\n" + ability("Bad").replace("Weapon", "<b>Wepon"),
                                            encoding="utf-8")
    preview = serve(folder)
    body = get(preview.url)[2].decode("utf-8")
    assert "<script>alert" not in body and "<img src=x" not in body and "<b>Wepon" not in body
    page = shown(body.encode("utf-8"))
    # each card's document holds the name escaped once more: shown as text by the frame
    documents = [doc for file in page.files.values() for row in file["rows"] for doc in row["cards"]]
    assert any("&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; Strike" in doc for doc in documents)
    assert not any("<script>alert" in doc or "<img src=x" in doc for doc in documents)
    assert hostile in card_names(page)
    (diagnostics,) = [row["diagnostics"] for file in page.files.values() for row in file["rows"]
                      if row["diagnostics"]]
    assert any("<b>Wepon" in d for d in diagnostics)  # the message quotes it, as text
    assert body.count("<script") == 1  # the page's own script, and no other


def test_the_page_is_sent_with_a_policy_that_runs_only_its_own_script(folder, serve):
    (folder / "a.ability").write_text(ability("Alpha Strike"), encoding="utf-8")
    preview = serve(folder)
    status, headers, body = get(preview.url)
    policy = headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "default-src 'none'" in policy
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert re.findall(rb'<script src="([^"]+)"', body) == [b"/assets/preview.js"]
    assert b"sandbox=\"allow-same-origin\"" in body and b"allow-scripts" not in body
    for asset in ("/assets/preview.js", "/assets/preview.css"):
        status, headers, text = get(preview.url.rstrip("/") + asset)
        assert status == 200 and text


# ---- safety ----------------------------------------------------------------------------------------------


def test_nothing_outside_path_is_served(tmp_path, folder, serve):
    secret = tmp_path / "outside"
    secret.mkdir()
    (secret / "secret.ability").write_text(ability("Secret Outside Strike"), encoding="utf-8")
    (secret / "notes.txt").write_text("SECRET-NOTES", encoding="utf-8")
    (folder / "mine.ability").write_text(ability("Alpha Strike"), encoding="utf-8")
    (folder / "link.ability").symlink_to(secret / "secret.ability")
    (folder / "linked-folder").symlink_to(secret, target_is_directory=True)
    preview = serve(folder)
    status, _, body = get(preview.url)
    assert status == 200
    assert b"Secret Outside Strike" not in body
    assert [Path(e.path).name for e in preview.deck.entries.values()] == ["mine.ability"]
    targets = ["/../outside/notes.txt", "/..%2f..%2foutside%2fnotes.txt", "/assets/../../outside/notes.txt",
               "/assets/..%2F..%2Fpyproject.toml", f"/{secret}/notes.txt", "//etc/passwd", "/etc/passwd",
               f"/file?id={urllib.parse.quote(str(secret / 'secret.ability'))}", "/file?id=../outside/secret.ability",
               "/file?id=link.ability", "/file?id=mine.ability", "/mine.ability", "/deck/mine.ability",
               "/assets/", "/assets/preview.js/../../server.py"]
    for target in targets:
        status, body = raw_get(preview, target)
        assert status == 404, target
        assert b"SECRET" not in body and b"Secret" not in body and b"Power Roll" not in body, target


def test_a_request_for_another_host_or_with_another_method_is_refused(folder, serve):
    (folder / "a.ability").write_text(ability("Alpha Strike"), encoding="utf-8")
    preview = serve(folder)
    assert raw_get(preview, "/", host=f"localhost:{preview.port}")[0] == 200
    status, body = raw_get(preview, "/", host=f"attacker.example:{preview.port}")  # DNS rebinding
    assert status == 403 and b"Alpha" not in body
    assert raw_get(preview, "/", host="127.0.0.1:1")[0] == 403
    assert raw_get(preview, "/", method="POST")[0] == 501
    assert raw_get(preview, "/", method="PUT")[0] == 501


def test_it_listens_on_the_loopback_address_by_default(folder):
    (folder / "a.ability").write_text(ability("Alpha Strike"), encoding="utf-8")
    with Preview(str(folder), port=0) as preview:
        assert preview.server.server_address[0] == "127.0.0.1"
        assert preview.url == f"http://127.0.0.1:{preview.port}/"


# ---- following saves -------------------------------------------------------------------------------------


def test_a_save_pushes_an_event_and_the_section_shows_the_new_card(folder, serve, events):
    path = folder / "live.ability"
    path.write_text(ability("Alpha Strike") + "\n" + ability("Beta Strike"), encoding="utf-8")
    preview = serve(folder)
    stream = events(preview)
    first = stream.next_state()
    key = _file_id(preview, path)
    versions = dict(first["files"])
    save(path, ability("Alpha Strike") + "\n" + ability("Omega Strike"))
    state = stream.state_after(first["serial"])
    assert dict(state["files"])[key] != versions[key]
    section = _section(preview, key)
    assert card_names(section) == ["Alpha Strike", "Omega Strike"]
    assert section.files[key]["version"] == str(dict(state["files"])[key])


def test_a_single_file_is_followed_and_its_neighbours_are_not_shown(folder, serve, events):
    path = folder / "one.ability"
    path.write_text(ability("Alpha Strike"), encoding="utf-8")
    (folder / "other.ability").write_text(ability("Other Strike"), encoding="utf-8")
    preview = serve(path, lang="ja")
    stream = events(preview)
    state = stream.next_state()
    assert len(state["files"]) == 1
    save(path, ability("Omega Strike"))
    state = stream.state_after(state["serial"])
    page = shown(get(preview.url)[2])
    assert card_names(page) == ["Omega Strike"]
    assert '<html lang="ja">' in get(preview.url)[2].decode("utf-8")  # --lang: the page's first language


def test_a_new_file_appears_and_a_deleted_one_disappears(folder, serve, events):
    (folder / "a.ability").write_text(ability("Alpha Strike"), encoding="utf-8")
    preview = serve(folder)
    stream = events(preview)
    first = stream.next_state()
    new = folder / "sub" / "b.ability"
    new.parent.mkdir()
    save(new, ability("Beta Strike"))
    state = stream.state_after(first["serial"])
    while len(state["files"]) < 2:
        state = stream.state_after(state["serial"])
    key = _file_id(preview, new)
    assert card_names(_section(preview, key)) == ["Beta Strike"]
    new.unlink()
    state = stream.state_after(state["serial"])
    assert key not in dict(state["files"])
    assert get(f"{preview.url}file?id={key}")[0] == 404
    assert "Beta Strike" not in card_names(shown(get(preview.url)[2]))


@pytest.mark.slow
def test_a_broken_file_keeps_its_last_good_cards_and_shows_why(folder, serve, events):
    path = folder / "broken.ability"
    path.write_text(ability("Alpha Strike") + "\n" + ability("Beta Strike"), encoding="utf-8")
    preview = serve(folder)
    stream = events(preview)
    state = stream.next_state()
    key = _file_id(preview, path)
    broken = ability("Alpha Strike") + "\n" + ability("Renamed Strike", "3 + M damage; A < WEAK, proen")
    save(path, broken)
    state = stream.state_after(state["serial"])
    section = _section(preview, key)
    assert card_names(section) == ["Alpha Strike", "Beta Strike"]  # the last good version's
    assert section.files[key]["stale"]
    stale = msg("serve.stale", time="").render("en").split("(")[0]
    assert any(notice.startswith(stale) for notice in section.notices)
    diagnostics = [d for file in section.files.values() for row in file["rows"] for d in row["diagnostics"]]
    diagnostics += section.files[key]["head"]
    assert any("SB101" in d and "proen" in d for d in diagnostics)
    # half a file, then bytes that are not text: still the last good cards, and why
    save(path, broken[: len(broken) // 3])
    state = stream.state_after(state["serial"])
    save(path, b"Alpha Strike \xc3\x28 not UTF-8\n")
    state = stream.state_after(state["serial"])
    section = _section(preview, key)
    assert card_names(section) == ["Alpha Strike", "Beta Strike"]
    assert section.files[key]["head"]
    # fixed: the new cards
    save(path, ability("Alpha Strike") + "\n" + ability("Fixed Strike"))
    state = stream.state_after(state["serial"])
    section = _section(preview, key)
    assert card_names(section) == ["Alpha Strike", "Fixed Strike"]
    assert not section.files[key]["stale"]


def test_a_file_that_never_read_clean_shows_its_cards_with_the_errors(folder, serve):
    path = folder / "typo.ability"
    shutil.copy(ROOT / "examples" / "typo.ability", path)
    preview = serve(folder)
    section = _section(preview, _file_id(preview, path))
    (file,) = section.files.values()
    assert not file["stale"] and len(file["rows"]) == 1
    assert any("SB101" in d for d in file["rows"][0]["diagnostics"])


@pytest.mark.slow
def test_old_readings_are_let_go_whatever_the_number_of_saves(folder, serve, events):
    """Memory stays flat: each file keeps its latest and its last good reading, nothing else."""
    path = folder / "many.ability"
    path.write_text(ability("Strike 0"), encoding="utf-8")
    preview = serve(folder)
    stream = events(preview)
    state = stream.next_state()
    key = _file_id(preview, path)
    old = []
    for number in range(1, 13):
        old.append(weakref.ref(preview.deck.entry(key).current))
        text = ability(f"Strike {number}") if number % 3 else ability(f"Strike {number}", "3 + M damage; proen x")
        save(path, text)
        state = stream.state_after(state["serial"])
        get(f"{preview.url}file?id={key}")
        get(f"{preview.url}file?id={key}&lang=ja")
    gc.collect()
    entry = preview.deck.entry(key)
    alive = [ref() for ref in old if ref() is not None]
    assert all(reading is entry.current or reading is entry.good for reading in alive)
    assert len(alive) <= 2


# ---- switches ---------------------------------------------------------------------------------------------


def test_the_japanese_page(folder, serve):
    shutil.copy(ROOT / "examples" / "typo.ability", folder / "typo.ability")
    preview = serve(folder, lang="en")
    body = get(preview.url + "?lang=ja")[2].decode("utf-8")
    assert '<html lang="ja">' in body
    for key in ("serve.print", "serve.hero", "serve.language", "serve.live"):
        assert html.escape(msg(key).render("ja"), quote=False) in body
        assert msg(key).render("en") not in body
    page = shown(body.encode("utf-8"))
    (file,) = page.files.values()
    (diagnostic,) = read_file(str(folder / "typo.ability")).diagnostics
    assert diagnostic.text("ja") in file["rows"][0]["diagnostics"][0]
    assert "エラー" in file["rows"][0]["diagnostics"][0]
    (document,) = file["rows"][0]["cards"]
    assert "聖なるダメージ" in html_cards(document)[0]  # the card itself, in Japanese
    assert "/cards.pdf?hero=none&amp;lang=ja" in body


def test_the_hero_switch_lists_the_heroes_under_path_and_works_out_the_numbers(folder, serve):
    (folder / "seeds.ability").write_text(ability("Brutal Slam"), encoding="utf-8")
    (folder / "heroes").mkdir()
    shutil.copy(ROOT / "abilities" / "heroes" / "korva-fury.toml", folder / "heroes" / "korva.toml")
    (folder / "heroes" / "not-a-hero.toml").write_text("[tool]\nname = 3\n", encoding="utf-8")
    preview = serve(folder)
    state = json.loads(get(preview.url + "state")[2])
    (hero,) = state["heroes"]
    assert hero[1:] == ["Korva", "heroes/korva.toml"]
    plain = card_names(shown(get(preview.url)[2]))
    page = shown(get(f"{preview.url}?hero={hero[0]}")[2])
    (document,) = [doc for file in page.files.values() for row in file["rows"] for doc in row["cards"]]
    text = " ".join(html_cards(document)[0].split())
    assert "5 damage" in text and "Korva" in text  # 3 + M with Might 2
    assert card_names(page) == plain
    body = get(f"{preview.url}?hero={hero[0]}")[2].decode("utf-8")
    assert f'<option value="{hero[0]}" selected>' in body
    assert get(f"{preview.url}?hero=no-such-hero")[0] == 200  # an unknown hero is none


def test_a_hero_file_saved_works_the_numbers_out_again(folder, serve, events):
    (folder / "seeds.ability").write_text(ability("Brutal Slam"), encoding="utf-8")
    hero = folder / "korva.toml"
    shutil.copy(ROOT / "abilities" / "heroes" / "korva-fury.toml", hero)
    preview = serve(folder)
    stream = events(preview)
    state = stream.next_state()
    (key, *_), = state["heroes"]
    (file_key, _), = state["files"]

    def first_tier() -> str:
        page = _section(preview, file_key, f"&hero={key}")
        (document,) = [doc for file in page.files.values() for row in file["rows"] for doc in row["cards"]]
        return " ".join(html_cards(document)[0].split())

    assert "5 damage" in first_tier()  # 3 + Might 2
    save(hero, hero.read_text(encoding="utf-8").replace("might = 2", "might = 3"))
    state = stream.state_after(state["serial"])
    assert "6 damage" in first_tier()


def test_hero_given_on_the_command_line_is_the_default(folder, serve):
    (folder / "seeds.ability").write_text(ability("Brutal Slam"), encoding="utf-8")
    hero = ROOT / "abilities" / "heroes" / "korva-fury.toml"
    preview = serve(folder, hero=str(hero))
    page = shown(get(preview.url)[2])
    (document,) = [doc for file in page.files.values() for row in file["rows"] for doc in row["cards"]]
    assert "5 damage" in " ".join(html_cards(document)[0].split())
    none = shown(get(preview.url + "?hero=none")[2])
    (document,) = [doc for file in none.files.values() for row in file["rows"] for doc in row["cards"]]
    assert "3 + M damage" in " ".join(html_cards(document)[0].split())


# ---- printing ---------------------------------------------------------------------------------------------


@pytest.mark.slow
def test_the_print_button_gives_the_pdf_that_cards_prints(folder, serve, tmp_path):
    (folder / "a.ability").write_text(ability("Alpha Strike") + "\n" + ability("Beta Strike"), encoding="utf-8")
    preview = serve(folder)
    status, headers, pdf = get(preview.url + "cards.pdf?hero=none&lang=en")
    assert status == 200 and headers["Content-Type"] == "application/pdf" and pdf.startswith(b"%PDF")
    out = tmp_path / "cards.pdf"
    done = subprocess.run([sys.executable, "-m", "statblock.cli", "cards", str(folder), "--format", "pdf", "-o",
                           str(out)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    text = pdf_text(pdf)
    assert "Alpha Strike" in text and "Beta Strike" in text
    assert text == pdf_text(out.read_bytes())


def test_printing_cards_of_several_games_is_refused_as_cards_refuses_it(serve):
    preview = serve(ROOT / "examples")
    status, _, body = get(preview.url + "cards.pdf")
    assert status == 409
    assert "several games" in body.decode("utf-8")


# ---- pieces -------------------------------------------------------------------------------------------------


def test_the_event_queue_of_a_page_holds_only_the_latest_state():
    broker = Broker(limit=2)
    first, second = broker.subscribe(), broker.subscribe()
    assert broker.subscribe() is None  # bounded
    for number in range(100):
        broker.publish(str(number).encode())
    assert first.qsize() == 1 and first.get_nowait() == b"99"
    broker.unsubscribe(first)
    assert broker.subscribe() is not None
    broker.close()
    assert Broker.is_end(second.get_nowait())


def test_continued_cards_stay_in_the_row_of_their_ability(tmp_path):
    long_effect = " ".join(["The target takes 1 extra damage for each ally adjacent to it."] * 30)
    path = tmp_path / "long.ability"
    path.write_text(ability("Long Strike") + f"Effect: {long_effect}\n\n" + ability("Short Strike"), encoding="utf-8")
    result = read_file(str(path))
    from statblock.rulesets import registry
    from statblock.rulesets.registry import CardOptions

    deck = split_deck(registry.get(result.ruleset).cards([result], CardOptions("html", "en")).decode("utf-8"))
    assert len(deck.cards) > 2  # the long ability continues on another card
    placed = place(deck.cards, units_of(result), result.diagnostics)
    assert [row.unit.name for row in placed.rows] == ["Long Strike", "Short Strike"]
    assert len(placed.rows[0].pieces) == len(deck.cards) - 1


# ---- the command ----------------------------------------------------------------------------------------------


def test_a_path_that_cannot_be_read_is_named_on_the_page(folder, serve, events):
    path = folder / "only.ability"
    path.write_text(ability("Alpha Strike"), encoding="utf-8")
    preview = serve(path)
    stream = events(preview)
    state = stream.next_state()
    path.unlink()
    stream.state_after(state["serial"])
    status, _, body = get(preview.url)
    assert status == 200
    page = shown(body)
    assert page.files == {}
    assert any("only.ability" in notice for notice in page.notices)


def test_a_file_name_that_is_not_utf8_is_shown_escaped(folder, serve):
    name = os.fsencode(str(folder)) + b"/r\xe9sum\xe9\n.ability"  # Latin-1 bytes, and a newline
    with open(name, "w", encoding="utf-8") as file:
        file.write(ability("Alpha Strike"))
    (folder / "plain.ability").write_text(ability("Beta Strike"), encoding="utf-8")
    preview = serve(folder)
    status, _, body = get(preview.url)
    assert status == 200
    page = shown(body)
    assert "Beta Strike" in card_names(page)
    assert r"r\xe9sum\xe9\n.ability" in body.decode("utf-8")
    for key in page.files:
        status, _, section = get(f"{preview.url}file?id={key}")
        assert status == 200
        section.decode("utf-8")


@pytest.mark.slow
def test_a_name_watchfiles_cannot_decode_does_not_stop_the_preview(folder, serve, events):
    path = folder / "live.ability"
    path.write_text(ability("Alpha Strike"), encoding="utf-8")
    warned = []
    preview = serve(folder, warn=warned.append)
    stream = events(preview)
    state = stream.next_state()
    os.mkdir(os.fsencode(str(folder)) + b"/caf\xe9")  # a folder watchfiles cannot name
    save(path, ability("Omega Strike"))
    state = stream.state_after(state["serial"])
    assert card_names(_section(preview, _file_id(preview, path))) == ["Omega Strike"]
    save(path, ability("Gamma Strike"))
    stream.state_after(state["serial"])
    assert card_names(_section(preview, _file_id(preview, path))) == ["Gamma Strike"]
    assert warned == []


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.slow
def test_the_command_prints_the_address_and_ends_cleanly_on_ctrl_c(folder):
    (folder / "a.ability").write_text(ability("Alpha Strike"), encoding="utf-8")
    # `statblock serve`, able to say where each of its threads is when sent SIGUSR1 (once seen not to stop)
    command = ("import faulthandler, runpy, signal, sys; faulthandler.register(signal.SIGUSR1, all_threads=True); "
               "sys.argv[0] = 'statblock'; runpy.run_module('statblock.cli', run_name='__main__')")
    process = subprocess.Popen([sys.executable, "-c", command, "serve", str(folder), "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "STATBLOCK_LANG": "en"}, preexec_fn=interruptible)
    try:
        url = process.stdout.readline().strip()
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url), url
        status, _, body = get(url)
        assert status == 200 and b"Alpha Strike" in body
        process.send_signal(signal.SIGINT)
        try:
            out, err = process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            process.send_signal(signal.SIGUSR1)
            time.sleep(1)
            process.kill()
            out, err = process.communicate()
            pytest.fail(f"still running 30 s after Ctrl-C; its threads then:\n{err}")
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0
    assert "Traceback" not in err
    assert f"at {url}" in err and "preview stopped" in err


@pytest.mark.slow
@pytest.mark.parametrize(("arguments", "said"), [
    (["no-such-folder"], "no-such-folder"),
    (["{folder}", "--hero", "no-such-hero.toml"], "no-such-hero.toml"),
    (["{folder}", "--hero", "{folder}/a.ability"], "a.ability"),
    (["{folder}", "--port", "70000"], "65535"),
    (["{folder}", "--port", "{busy}"], "--port"),
], ids=["missing-path", "missing-hero", "not-a-hero", "port-too-big", "port-taken"])
def test_bad_usage_is_said_in_one_line_with_exit_2(folder, arguments, said):
    (folder / "a.ability").write_text(ability("Alpha Strike"), encoding="utf-8")
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        line = [a.format(folder=folder, busy=port) for a in arguments]
        done = subprocess.run([sys.executable, "-m", "statblock.cli", "serve", *line, "--lang", "en"],
                              capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert said in done.stderr.format(folder=folder) and "statblock: error:" in done.stderr
    assert done.stdout == ""


def test_japanese_messages_on_the_terminal(folder):
    done = subprocess.run([sys.executable, "-m", "statblock.cli", "serve", str(folder), "--port", "70000",
                           "--lang", "ja"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert msg("serve.bad_port", port=70000).render("ja") in done.stderr


# ---- a real browser --------------------------------------------------------------------------------------------

@pytest.fixture
def browser():
    with chromium() as launched:
        yield launched


#: The text of each card frame on the page, in order (frames may still be loading: those are "").
FRAME_TEXTS = """() => Array.from(document.querySelectorAll('iframe.card-frame')).map(frame =>
  frame.contentDocument && frame.contentDocument.body ? frame.contentDocument.body.textContent : '')"""


@pytest.mark.slow
@pytest.mark.xdist_group("browser")
def test_the_page_in_chromium_follows_a_save(browser, folder, serve):
    path = folder / "live.ability"
    hostile = '<script>document.title="pwned"</script> Strike'
    path.write_text(ability("Alpha Strike") + "\n" + ability(hostile), encoding="utf-8")
    preview = serve(folder)
    tab = browser.new_page()
    dialogs = []
    tab.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    errors = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    try:
        tab.goto(preview.url)
        tab.wait_for_function(f"() => ({FRAME_TEXTS})().some(t => t.includes('Alpha Strike'))", timeout=WAIT * 1000)
        texts = tab.evaluate(FRAME_TEXTS)
        assert any(hostile in text for text in texts)  # the script is text on the card, never run
        assert tab.title() != "pwned"
        # every frame is fitted to its card
        sizes = tab.evaluate("() => Array.from(document.querySelectorAll('iframe.card-frame')).map(f => "
                             "[f.getBoundingClientRect().width, f.contentDocument.querySelector('[data-sb-card]')"
                             ".getBoundingClientRect().width])")
        assert all(abs(frame - card) <= 2 for frame, card in sizes), sizes
        # mark the first card's frame: kept as it is across the save (no reload of the page or of it)
        tab.evaluate("() => { window.kept = 'yes'; document.querySelector('iframe.card-frame').dataset.marked = '1'; }")
        save(path, ability("Alpha Strike") + "\n" + ability("Omega Strike"))
        started = time.monotonic()
        tab.wait_for_function(f"() => ({FRAME_TEXTS})().some(t => t.includes('Omega Strike'))", timeout=WAIT * 1000)
        took = time.monotonic() - started
        texts = tab.evaluate(FRAME_TEXTS)
        assert not any("Strike" in t and "script" in t for t in texts)
        assert tab.evaluate("() => window.kept") == "yes"
        assert tab.evaluate("() => document.querySelector('iframe.card-frame').dataset.marked") == "1"
        assert took < WAIT
        # a broken save: the page keeps the cards and shows the diagnostic beside them
        save(path, ability("Alpha Strike") + "\n" + ability("Omega Strike", "3 + M damage; A < WEAK, proen"))
        tab.wait_for_function("() => Array.from(document.querySelectorAll('.diagnostic')).some("
                              "d => d.textContent.includes('proen'))", timeout=WAIT * 1000)
        tab.wait_for_function(f"() => ({FRAME_TEXTS})().some(t => t.includes('Omega Strike'))", timeout=WAIT * 1000)
        assert dialogs == [] and errors == []
    finally:
        tab.close()


@pytest.mark.slow
@pytest.mark.xdist_group("browser")
def test_the_page_in_chromium_follows_a_rename(browser, folder, serve):
    old = folder / "old.ability"
    old.write_text(ability("Alpha Strike"), encoding="utf-8")
    preview = serve(folder)
    tab = browser.new_page()
    errors = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    try:
        tab.goto(preview.url)
        tab.wait_for_function(f"() => ({FRAME_TEXTS})().some(t => t.includes('Alpha Strike'))", timeout=WAIT * 1000)
        os.replace(old, folder / "new.ability")  # one event: a file gone and a file new
        tab.wait_for_function("() => document.querySelectorAll('section.file').length === 1 && "
                              "document.querySelector('section.file .path').textContent === 'new.ability'",
                              timeout=WAIT * 1000)
        tab.wait_for_function(f"() => ({FRAME_TEXTS})().some(t => t.includes('Alpha Strike'))", timeout=WAIT * 1000)
        assert not tab.evaluate("() => document.getElementById('status').classList.contains('lost')")
        (folder / "new.ability").unlink()
        tab.wait_for_function("() => !document.querySelector('.empty').hidden", timeout=WAIT * 1000)
        assert errors == []
    finally:
        tab.close()
