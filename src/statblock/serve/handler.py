"""The preview's HTTP requests: a fixed table of routes, nothing else served.

No part of a URL is ever used as a path: files are named by the ids the page was given, assets
come from a fixed table, and anything else is a 404. Only GET and HEAD are answered. A request
whose Host is not this server's own (a web page that renamed its host to 127.0.0.1, "DNS
rebinding") is refused. Every page is sent with a Content-Security-Policy that lets only the
preview's own script run.
"""

from __future__ import annotations

import json
import queue
import urllib.parse
from http.server import BaseHTTPRequestHandler
from importlib import resources

from ..messages import msg
from .events import event
from .page import LANGS, file_section, page

__all__ = ["ASSETS", "Handler"]

#: The files under /assets/, and their types.
ASSETS = {"/assets/preview.js": "text/javascript; charset=utf-8", "/assets/preview.css": "text/css; charset=utf-8"}
#: Seconds between two comments on an idle event stream (they tell a dead connection).
KEEPALIVE = 15.0
CSP = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
       "font-src 'self' data:; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'self'; "
       "frame-ancestors 'self'")
#: A deck's stylesheet is named by a hash of its text: the same URL is always the same text, so the
#: browser keeps it (every card's frame links it).
DECK_CACHE = "max-age=86400, immutable"
_ASSET_BYTES: dict[str, bytes] = {}


def _asset(route: str) -> bytes:
    if route not in _ASSET_BYTES:
        name = route.rsplit("/", 1)[1]
        _ASSET_BYTES[route] = resources.files("statblock.serve").joinpath("assets", name).read_bytes()
    return _ASSET_BYTES[route]


class Handler(BaseHTTPRequestHandler):
    server_version = "statblock-serve"
    sys_version = ""
    timeout = 30  # seconds a client may take to send its request (and to take each part of an answer)

    def log_message(self, format, *args):  # noqa: A002 - http.server's name; the preview logs saves, not requests
        return

    def do_HEAD(self):
        self._answer(head=True)

    def do_GET(self):
        self._answer(head=False)

    # ---- routing -------------------------------------------------------------------------------------

    def _answer(self, head: bool) -> None:
        preview = self.server.preview
        self.head_only = head
        if not preview.host_allowed(self.headers.get("Host")):
            return self._text(403, msg("serve.bad_host").render(preview.lang))
        parts = urllib.parse.urlsplit(self.path)
        try:
            query = urllib.parse.parse_qs(parts.query, max_num_fields=8)
        except ValueError:
            query = {}
        lang = _one(query, "lang")
        lang = lang if lang in dict(LANGS) else preview.lang
        hero = preview.hero_for(_one(query, "hero"))
        route = parts.path
        if route == "/":
            return self._send(200, "text/html; charset=utf-8", page(preview.views, hero, lang).encode("utf-8"))
        if route == "/file":
            section = file_section(preview.views, _one(query, "id") or "", hero, lang)
            if section is None:
                return self._text(404, msg("serve.not_found").render(lang))
            return self._send(200, "text/html; charset=utf-8", section.encode("utf-8"))
        if route == "/events" and not head:
            return self._events(preview)
        if route == "/state":
            return self._send(200, "application/json", json.dumps(preview.deck.state()).encode("utf-8"))
        if route == "/cards.pdf":
            status, kind, body = preview.pdf(hero, lang)
            return self._send(status, kind, body, {"Content-Disposition": 'inline; filename="cards.pdf"'}
                              if status == 200 else None)
        if route == "/deck.css":
            css = preview.views.stylesheet(_one(query, "k") or "")
            if css is None:
                return self._text(404, msg("serve.not_found").render(lang))
            return self._send(200, "text/css; charset=utf-8", css.encode("utf-8"), cache=DECK_CACHE)
        if route in ASSETS:
            return self._send(200, ASSETS[route], _asset(route))
        if route == "/favicon.ico":
            return self._send(204, "text/plain", b"")
        return self._text(404, msg("serve.not_found").render(lang))

    # ---- answers -------------------------------------------------------------------------------------

    def _text(self, status: int, text: str) -> None:
        self._send(status, "text/plain; charset=utf-8", (text + "\n").encode("utf-8"))

    def _send(self, status: int, kind: str, body: bytes, extra: dict | None = None, cache: str = "no-store") -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self._common_headers(cache)
        for name, value in (extra or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if not self.head_only:
            self.wfile.write(body)

    def _common_headers(self, cache: str = "no-store") -> None:
        self.send_header("Cache-Control", cache)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("Content-Security-Policy", CSP)

    def _events(self, preview) -> None:
        broker = preview.broker
        listener = broker.subscribe()
        if listener is None:
            return self._text(503, msg("serve.too_many").render(preview.lang))
        self.close_connection = True
        try:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream; charset=utf-8")
            self._common_headers()
            self.end_headers()
            self.wfile.write(b"retry: 1000\n\n" + event("state", preview.deck.state()))
            self.wfile.flush()
            while True:
                try:
                    item = listener.get(timeout=KEEPALIVE)
                except queue.Empty:
                    self.wfile.write(b": still here\n\n")
                    self.wfile.flush()
                    continue
                if broker.is_end(item):
                    break
                self.wfile.write(item)
                self.wfile.flush()
        except OSError:  # the page was closed or reloaded
            pass
        finally:
            broker.unsubscribe(listener)


def _one(query: dict[str, list[str]], name: str) -> str | None:
    values = query.get(name)
    return values[0] if values else None
