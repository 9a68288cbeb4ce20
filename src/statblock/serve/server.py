"""The live preview as a whole: the files under PATH, the watcher that keeps them read, the pages
told of each change, and the HTTP server (the standard library's, one thread per connection,
their number bounded)."""

from __future__ import annotations

import ipaddress
import socket
import threading
import time
from collections.abc import Callable
from http.server import ThreadingHTTPServer

from ..diagnostics import StatblockError
from ..messages import Listing, counted, msg
from ..rulesets import registry
from ..rulesets.registry import CardOptions
from ..terminal import printable
from .deck import Deck, HeroChoice, is_good
from .events import Broker, event
from .handler import Handler
from .views import Views
from .watch import Watcher, targets_for

__all__ = ["MAX_CONNECTIONS", "Preview"]

#: Connections served at once; one more is closed at once.
MAX_CONNECTIONS = 64
#: Between two looks at the files' times when the watcher reports nothing: at least this many seconds,
#: and at least this many times as long as the last look took (a large tree is looked at less often).
RESCAN_SECONDS, RESCAN_FACTOR = 1.0, 50


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address, preview: Preview) -> None:
        self.address_family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        self.preview = preview
        self._slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        super().__init__(address, Handler)

    def process_request(self, request, client_address):
        if not self._slots.acquire(blocking=False):
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self._slots.release()
            raise

    def process_request_thread(self, request, client_address):
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()


class Preview:
    """A live preview of the cards under `root`. Made, it has read every file and listens;
    `start_watching()` follows saves, `serve_forever()` (or `start()` in a thread) answers pages,
    `close()` stops everything."""

    def __init__(self, root: str, *, hero: str | None = None, lang: str = "en", ruleset: str | None = None,
                 host: str = "127.0.0.1", port: int = 0, log: Callable[[str], None] | None = None,
                 warn: Callable[[str], None] | None = None) -> None:
        """`log` hears a line for each file read again or gone, `warn` a line when saves can no longer
        be followed (both in `lang`; None: not said)."""
        self.lang = lang
        self.log, self.warn = log, warn
        self.deck = Deck(root, ruleset, hero)
        self.views = Views(self.deck)
        self.broker = Broker()
        self.deck.sync()
        self.default_hero = next((h.id for h in self.deck.heroes if hero is not None and h.path == hero), None)
        self.server = _Server((host, port), self)
        self.host, self.port = host, self.server.server_address[1]
        self._open_host = _any_address(host)
        self.watcher = Watcher(targets_for(root, hero, self.deck.inside), self.changed, self.watch_failed)
        self._thread: threading.Thread | None = None
        self._last_sync, self._sync_took = time.monotonic(), 0.0

    # ---- addresses -------------------------------------------------------------------------------------

    @property
    def url(self) -> str:
        host = "127.0.0.1" if self._open_host else self.host
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{self.port}/"

    def host_allowed(self, header: str | None) -> bool:
        """Whether a request's Host names this server (any host, when it listens on every address)."""
        if self._open_host:
            return True
        if not header:
            return False
        names = {self.host, "localhost", "127.0.0.1", "[::1]", f"[{self.host}]"}
        return header.lower() in {f"{name.lower()}:{self.port}" for name in names}

    def hero_for(self, key: str | None) -> HeroChoice | None:
        """The hero a page asks for: none, one found, or (not asked) the one given with --hero."""
        if key == "none":
            return None
        return self.deck.hero(key if key is not None else self.default_hero)

    # ---- running ---------------------------------------------------------------------------------------

    def start_watching(self) -> None:
        self.watcher.start()

    def serve_forever(self) -> None:
        # how often the loop looks whether to stop: `close` waits for it (a twentieth of a second of it on
        # average, where 0.2 made each of the tests' previews take 0.1 s to close)
        self.server.serve_forever(poll_interval=0.05)

    def start(self) -> Preview:
        """Watch and serve in threads of their own (tests, benchmarks, programs that embed it)."""
        self.start_watching()
        self._thread = threading.Thread(target=self.serve_forever, daemon=True, name="statblock-serve")
        self._thread.start()
        return self

    def close(self) -> None:
        self.watcher.stop()
        self.broker.close()
        if self._thread is not None:
            self.server.shutdown()
            self._thread.join(5)
        self.server.server_close()

    def __enter__(self) -> Preview:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ---- changes ---------------------------------------------------------------------------------------

    def changed(self, paths: set[str]) -> None:
        """The watcher saw `paths` change (none: it has seen nothing for a while): read them again, and
        any file whose time or size changed, and tell the pages if anything changed."""
        deck = self.deck
        if not paths and time.monotonic() - self._last_sync < max(RESCAN_SECONDS, RESCAN_FACTOR * self._sync_took):
            return
        with deck.lock:
            started = time.monotonic()
            before = {e.id: (e.current, e.shown) for e in deck.entries.values()}
            heroes = list(deck.heroes)
            synced = deck.sync(paths)
            self._last_sync, self._sync_took = time.monotonic(), time.monotonic() - started
            if not synced:
                return
            if deck.heroes != heroes or any(p.lower().endswith(".toml") for p in paths):
                self.views.forget()
            self.views.keep_only({(e.id, e.version) for e in deck.entries.values()})
            state = deck.state()
            said = [self._said(e) for e in deck.entries.values() if before.get(e.id, (None,))[0] is not e.current]
            said += [msg("serve.gone", path=printable(shown)) for key, (_, shown) in before.items()
                     if key not in deck.entries]
        self.broker.publish(event("state", state))
        if self.log is not None:
            for line in said:
                self.log(line.render(self.lang))

    def _said(self, entry):
        errors = sum(1 for d in entry.current.diagnostics if d.severity.value == "error")
        kept = msg("serve.kept") if not is_good(entry.current) and entry.good is not None else ""
        return msg("serve.read_again", time=time.strftime("%H:%M:%S"), path=printable(entry.shown),
                   errors=counted(errors, "error", "errors"), kept=kept)

    def watch_failed(self, error: BaseException) -> None:
        if self.warn is not None:
            self.warn(msg("serve.watch_failed", reason=f"{type(error).__name__}: {error}").render(self.lang))

    # ---- printing --------------------------------------------------------------------------------------

    def pdf(self, hero: HeroChoice | None, lang: str) -> tuple[int, str, bytes]:
        """The PDF `statblock cards PATH --format pdf` prints, of the readings the page shows (a file
        with errors: its last good one): (HTTP status, content type, body)."""
        deck = self.deck
        with deck.lock:
            grouped: dict[str, list] = {}
            for entry in deck.entries.values():
                shown = entry.good if not is_good(entry.current) and entry.good is not None else entry.current
                if shown.ruleset and shown.abilities:
                    grouped.setdefault(shown.ruleset, []).append(shown)
            if not grouped:
                return _text(404, msg("cards.no_ability", paths=Listing((printable(deck.root),))), lang)
            if len(grouped) > 1:
                names = tuple(registry.get(name).label(lang) for name in grouped)
                return _text(409, msg("cards.several_rulesets", rulesets=Listing(names, conjunction="and")), lang)
            (name, files), = grouped.items()
            ruleset = registry.get(name)
            if "cards" not in ruleset.offers or "pdf" not in ruleset.card_formats:
                return _text(409, msg("serve.no_pdf", ruleset=ruleset.label(lang)), lang)
            character, why = self.views.character(ruleset, hero)
            if why is not None:
                return _text(409, why, lang)
            from ..render.printing import print_jobs

            try:
                # (in this process: forking a threaded server could leave a worker waiting on a lock another
                # thread held at the fork)
                with print_jobs(1):
                    data = ruleset.cards(files, CardOptions("pdf", lang, character))
            except StatblockError as error:  # WeasyPrint or its libraries missing
                said = error.args[0] if len(error.args) == 1 and hasattr(error.args[0], "render") else str(error)
                return _text(503, said, lang)
            except Exception as error:  # noqa: BLE001 - a ruleset's bug is said, not raised at the page
                return _text(500, msg("serve.render_failed", error=f"{type(error).__name__}: {error}"), lang)
        return 200, "application/pdf", data


def _text(status: int, message, lang: str) -> tuple[int, str, bytes]:
    said = message.render(lang) if hasattr(message, "render") else str(message)
    return status, "text/plain; charset=utf-8", (said + "\n").encode("utf-8")


def _any_address(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_unspecified
    except ValueError:
        return host == ""

