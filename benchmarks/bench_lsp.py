"""`statblock lsp` on a 200-ability file: diagnostics latency after an edit, and the server's memory
after many edits.

The file is built at run time from the published corpus: the first 200 hero abilities of the Steel
Compendium that read clean, converted to the native format (`convert --to ability`), their
`# meta:` lines left out as an author's own file has none (`--with-metadata` keeps them).

- **Latency**: a real client (pygls' LanguageClient) over pipes to `python -m statblock lsp` with its
  default 200 ms debounce edits one tier line at a time and waits for the diagnostics of that
  version: the time from sending the edit to receiving them. The floor is `pipeline.read_text` of
  the same edited text in this process (what `check` does with it, warm), measured between the
  edits so that the noise of a shared machine hits both alike; the
  ratio printed is (latency − debounce) / floor: what the server adds to the reading itself.
- **Memory**: a second server (`--debounce 0`) takes `--edits` edits (default 1,000), each a tier
  line made new (`; slide N`, so every clause text differs and the parse caches fill as they
  would), waiting for the diagnostics of each; its resident memory (VmRSS) after 100 edits and at
  the end is compared (flat: about 1×). Then a flood: the same number of edits sent at once, without
  waiting, on the first server; the readings published and the memory after.

    .venv/bin/python benchmarks/bench_lsp.py [--edits 1000] [--latency-edits 20] [--with-metadata]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

from lsprotocol import types
from pygls.lsp.client import LanguageClient
from pygls.uris import from_fs_path

from statblock.pipeline import read_file, read_text
from statblock.rulesets import registry

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "steel-compendium"
ABILITIES = 200
DEBOUNCE_MS = 200


def build_file(count: int, metadata: bool) -> str:
    """`count` clean hero abilities of the corpus in the native format, one after another."""
    draw_steel = registry.get("draw_steel")
    parts, found = [], 0
    for path in sorted(p for p in CORPUS.rglob("*.md") if p.parts[len(CORPUS.parts)].startswith("abilities-")):
        result = read_file(str(path))
        if not result.abilities or any(d.severity.value == "error" for d in result.diagnostics):
            continue
        converted = draw_steel.convert(result, "ability", "bench.ability")
        if converted.problems or not converted.abilities:
            continue
        text = converted.text if metadata else "\n".join(
            line for line in converted.text.split("\n") if not line.startswith("# meta:"))
        parts.append(text.strip())
        found += converted.abilities
        if found >= count:
            break
    return "\n\n".join(parts) + "\n"


def tier_lines(text: str) -> list[int]:
    """The line numbers of the `≤11:` lines: the lines the edits change."""
    return [number for number, line in enumerate(text.split("\n")) if line.startswith("≤11:")]


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Editor:
    """A client with one open document, whose lines it keeps to send edits as an editor does."""

    def __init__(self, loop: asyncio.AbstractEventLoop, debounce: int) -> None:
        self.loop, self.debounce = loop, debounce
        self.client = LanguageClient("statblock-bench", "1")
        self.published: dict[int, float] = {}
        self.arrived = asyncio.Event()

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def diagnostics(params: types.PublishDiagnosticsParams) -> None:
            self.published[params.version] = time.perf_counter()
            self.arrived.set()

    async def start(self, path: Path, text: str) -> None:
        await self.client.start_io(sys.executable, "-m", "statblock", "lsp", "--debounce", str(self.debounce),
                                   cwd=str(ROOT))
        await self.client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities()))
        self.client.initialized(types.InitializedParams())
        self.uri, self.lines, self.version = from_fs_path(str(path)), text.split("\n"), 1
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=self.uri, language_id="statblock", version=1, text=text)))
        await self.until(1)

    @property
    def pid(self) -> int:
        return self.client._server.pid

    def edit(self, line: int, text: str) -> int:
        """Replace line `line` with `text`; the new version."""
        old = self.lines[line]
        self.lines[line] = text
        self.version += 1
        end = types.Position(line=line, character=len(old.encode("utf-16-le")) // 2)
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=self.uri, version=self.version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=line, character=0), end=end), text=text)]))
        return self.version

    async def until(self, version: int, timeout: float = 120) -> float:
        """Wait for the diagnostics of `version`: when they came."""
        deadline = time.perf_counter() + timeout
        while version not in self.published:
            self.arrived.clear()
            if time.perf_counter() > deadline:
                raise TimeoutError(f"no diagnostics for version {version}")
            try:
                await asyncio.wait_for(self.arrived.wait(), 1)
            except asyncio.TimeoutError:
                pass
        return self.published[version]

    async def stop(self) -> None:
        await self.client.shutdown_async(None)
        self.client.exit(None)
        await self.client.stop()


async def measure(args, text: str, path: Path) -> None:
    loop = asyncio.get_running_loop()
    lines = tier_lines(text)
    read_text(str(path), text)  # this process's parsers and caches warm, as the server's are after its first reading

    editor = Editor(loop, DEBOUNCE_MS)
    await editor.start(path, text)
    latencies, floor = [], []
    for number in range(args.latency_edits):
        line = lines[(number * 37) % len(lines)]
        sent = time.perf_counter()
        version = editor.edit(line, editor.lines[line] + f"; push {number % 5 + 1}")
        latencies.append(await editor.until(version) - sent)
        start = time.perf_counter()  # the floor, interleaved: the same text read here, between edits
        read_text(str(path), "\n".join(editor.lines))
        floor.append(time.perf_counter() - start)
    median, floor_s = statistics.median(latencies), statistics.median(floor)
    print(f"file: {ABILITIES} abilities, {len(text):,} characters, {len(lines)} tier lines")
    print(f"floor (read_text of the file, warm):        {floor_s * 1000:7.1f} ms")
    print(f"diagnostics after an edit (debounce {DEBOUNCE_MS} ms): median {median * 1000:7.1f} ms, "
          f"max {max(latencies) * 1000:7.1f} ms ({len(latencies)} edits)")
    print(f"  what the server adds: (median - debounce) / floor = {(median - DEBOUNCE_MS / 1000) / floor_s:.2f}x")

    flood_before = rss_kib(editor.pid)
    first = editor.version + 1
    for number in range(args.edits):
        line = lines[number % len(lines)]
        editor.edit(line, editor.lines[line].partition("; slide")[0] + f"; slide {number + 1}")
    sent = time.perf_counter()
    await editor.until(editor.version, timeout=600)
    settled = time.perf_counter() - sent
    readings = sum(1 for version in editor.published if version >= first)
    print(f"flood: {args.edits} edits sent at once: {readings} reading(s) published, the last "
          f"{settled * 1000:.0f} ms after the last edit; RSS {flood_before / 1024:.1f} -> "
          f"{rss_kib(editor.pid) / 1024:.1f} MiB")
    await editor.stop()

    worker = Editor(loop, 0)
    await worker.start(path, text)
    after: dict[int, int] = {0: rss_kib(worker.pid)}
    started = time.perf_counter()
    for number in range(args.edits):
        line = lines[number % len(lines)]
        version = worker.edit(line, worker.lines[line].partition("; slide")[0] + f"; slide {number + 1}")
        await worker.until(version, timeout=600)
        if number + 1 in (100, args.edits):
            after[number + 1] = rss_kib(worker.pid)
    spent = time.perf_counter() - started
    await worker.stop()
    base = 100 if 100 in after else 0
    print(f"memory, each edit read ({args.edits} edits in {spent:.0f} s, debounce 0): RSS at open "
          f"{after[0] / 1024:.1f} MiB, after {base} edits {after[base] / 1024:.1f} MiB, after {args.edits} "
          f"{after[args.edits] / 1024:.1f} MiB ({after[args.edits] / after[base]:.2f}x of {base})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=1000)
    parser.add_argument("--latency-edits", type=int, default=20)
    parser.add_argument("--with-metadata", action="store_true")
    args = parser.parse_args(argv)
    text = build_file(ABILITIES, args.with_metadata)
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "two-hundred.ability"
        path.write_text(text, encoding="utf-8")
        asyncio.run(measure(args, text, path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
