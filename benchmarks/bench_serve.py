"""The live preview's update time after a save, and its memory over many saves.

`statblock serve` runs as its own process on a folder holding one file of N abilities (default 200,
made from the library's own abilities under new names). Each save changes one ability's name and
replaces the file as an editor does (a new file renamed over the old one). Timed from the rename:

- event: until a page's event stream (a client of /events in this process) says the file changed
  (the watcher's wait for more changes, reading and checking the whole file again);
- section: until that client also has the file's new section (/file?id=…: the file's cards
  rendered, cut into cards and placed beside their diagnostics), which is what the page swaps in;
- browser: until Debian's Chromium, showing the page, shows the new name on a card (the above,
  then the page parsing the section and laying out the changed card's frame). Skipped without
  Chromium or Playwright.

Then `--edits` more saves (default 1,000) of a smaller file (`--memory-abilities`, default 20),
each followed by the page's fetch, with the server's resident memory (VmRSS) read from /proc
every so often: flat means old readings are let go.

    .venv/bin/python benchmarks/bench_serve.py [--abilities 200] [--saves 15] [--edits 1000]
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = [ROOT / "abilities" / name for name in ("seeds.ability", "homebrew.ability", "seeds-more.ability")]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


def blocks() -> list[str]:
    """The library's abilities, one text each (blank-line separated, comments left out)."""
    found = []
    for path in LIBRARY:
        text = "\n".join(line for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith("#"))
        found.extend(block.strip() + "\n" for block in re.split(r"\n\s*\n", text) if "Power Roll" in block)
    return found


def deck(count: int, edit: int, mark: str) -> str:
    """`count` abilities; the `edit`-th one's name ends in `mark`."""
    source = blocks()
    out = []
    for index in range(count):
        block = source[index % len(source)]
        first, rest = block.split("\n", 1)
        name, _, cost = first.partition(" (")
        name = f"{name} {index}" + (f" {mark}" if index == edit else "")
        out.append(f"{name} ({cost}\n{rest}" if cost else f"{name}\n{rest}")
    return "\n".join(out)


def save(path: Path, text: str) -> float:
    temporary = path.with_name(f".{path.name}.saving")
    temporary.write_text(text, encoding="utf-8")
    started = time.perf_counter()
    os.replace(temporary, path)
    return started


class Events:
    def __init__(self, port: int) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.connection.request("GET", "/events")
        self.answer = self.connection.getresponse()
        self.state = self.next()

    def next(self) -> dict:
        name = None
        while True:
            line = self.answer.fp.readline().decode("utf-8").rstrip("\n")
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: ") and name == "state":
                return json.loads(line[6:])

    def after(self, serial: int) -> dict:
        while True:
            state = self.next()
            if state["serial"] > serial:
                self.state = state
                return state


def fetch(port: int, target: str) -> bytes:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("GET", target)
    body = connection.getresponse().read()
    connection.close()
    return body


def cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) the process has used."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        return int(next(line for line in status if line.startswith("VmRSS:")).split()[1])


def summary(label: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    return (f"{label:<34} median {statistics.median(ms):7.1f} ms   min {ms[0]:7.1f}   max {ms[-1]:7.1f}"
            f"   ({len(ms)} saves)")


class Server:
    def __init__(self, folder: Path) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "statblock.cli", "serve", str(folder), "--port", "0",
                                         "--quiet"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        url = self.process.stdout.readline().strip()
        self.url = url
        self.port = int(url.rsplit(":", 1)[1].strip("/"))

    def close(self) -> None:
        self.process.send_signal(2)
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def file_id(port: int) -> str:
    state = json.loads(fetch(port, "/state"))
    (key, _), = state["files"]
    return key


def timings(path: Path, count: int, saves: int, server: Server) -> tuple[list[float], list[float]]:
    events = Events(server.port)
    key = file_id(server.port)
    fetch(server.port, f"/file?id={key}")
    to_event, to_section = [], []
    for number in range(saves):
        started = save(path, deck(count, number * 7 % count, f"Edit{number}"))
        state = events.after(events.state["serial"])
        to_event.append(time.perf_counter() - started)
        body = fetch(server.port, f"/file?id={key}")
        to_section.append(time.perf_counter() - started)
        assert f"Edit{number}".encode() in body, "the section does not show the save"
        assert dict(state["files"])[key]
        time.sleep(0.2)
    return to_event, to_section


def browser_timings(path: Path, count: int, saves: int, server: Server) -> list[float] | None:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    if not os.path.exists(CHROMIUM):
        return None
    took = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox",
                                                                             "--disable-gpu"])
        tab = browser.new_page(viewport={"width": 1200, "height": 900})
        tab.goto(server.url)
        tab.wait_for_function("() => document.querySelectorAll('iframe.card-frame').length > 0")
        # a frame that loads with the mark on its card settles the promise (no polling of 200 frames)
        expect = """mark => { window.seen = new Promise(resolve => document.addEventListener('load', event => {
            const frame = event.target;
            if (frame.tagName === 'IFRAME' && frame.contentDocument.body.textContent.includes(mark)) resolve(true);
          }, true)); }"""
        for number in range(saves):
            mark = f"Browser{number}"
            tab.evaluate(expect, mark)
            started = save(path, deck(count, number * 11 % count, mark))
            tab.evaluate("() => window.seen")
            took.append(time.perf_counter() - started)
            time.sleep(0.2)
        browser.close()
    return took


def memory(folder: Path, count: int, edits: int) -> list[tuple[int, int]]:
    path = folder / "memory.ability"
    path.write_text(deck(count, 0, "Start"), encoding="utf-8")
    server = Server(folder)
    try:
        events = Events(server.port)
        key = file_id(server.port)
        points = [(0, rss_kib(server.process.pid))]
        every = max(1, edits // 10)
        for number in range(1, edits + 1):
            save(path, deck(count, number % count, f"Mem{number}"))
            events.after(events.state["serial"])
            fetch(server.port, f"/file?id={key}&lang={'ja' if number % 2 else 'en'}")
            if number % every == 0:
                points.append((number, rss_kib(server.process.pid)))
        return points
    finally:
        server.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--abilities", type=int, default=200)
    parser.add_argument("--saves", type=int, default=15)
    parser.add_argument("--edits", type=int, default=1000)
    parser.add_argument("--memory-abilities", type=int, default=20)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary) / "deck"
        folder.mkdir()
        path = folder / "big.ability"
        path.write_text(deck(args.abilities, 0, "Start"), encoding="utf-8")
        server = Server(folder)
        try:
            cpu = cpu_seconds(server.process.pid)
            to_event, to_section = timings(path, args.abilities, args.saves, server)
            cpu = (cpu_seconds(server.process.pid) - cpu) / args.saves
            in_browser = browser_timings(path, args.abilities, max(3, args.saves // 3), server)
        finally:
            server.close()
        print(f"one file of {args.abilities} abilities, saved {args.saves} times (one name changed each time); "
              f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        print(summary("save -> event at the page", to_event))
        print(summary("save -> new section fetched", to_section))
        print(f"{'server CPU time per save':<34} {cpu * 1000:7.1f} ms   (reading the file again, its cards, cutting "
              "and placing them)")
        if in_browser is None:
            print("save -> card changed in Chromium:  not measured (no Playwright or Chromium)")
        else:
            print(summary("save -> card changed in Chromium", in_browser))
        if args.edits:
            memory_folder = Path(temporary) / "memory"
            memory_folder.mkdir()
            points = memory(memory_folder, args.memory_abilities, args.edits)
            print(f"server memory over {args.edits} saves of a {args.memory_abilities}-ability file (VmRSS, MiB):")
            print("  " + "  ".join(f"{n}: {kib / 1024:.1f}" for n, kib in points))
            grown = points[-1][1] - points[1][1] if len(points) > 1 else 0
            print(f"  from save {points[1][0]} to save {points[-1][0]}: {grown / 1024:+.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
