"""The preview's HTML: the whole page, and one file's section (what the page fetches after a save).

View models are built here from `views.FileView`; the templates (`templates/html/`) only lay them
out, through the one Jinja environment factory with autoescape on, so that every text that comes
from a file (a name, a message quoting it, a path) is escaped. A card is shown in an
`<iframe sandbox srcdoc=…>`: its document is the deck's own, escaped once more as the attribute's
value, and the sandbox lets no script run inside it whatever it held.
"""

from __future__ import annotations

import hashlib
import urllib.parse

import attrs

from ..diagnostics import Diagnostic
from ..fileio import ReadProblem, problem_diagnostic
from ..messages import Listing, counted, msg
from ..render.env import environment
from ..terminal import printable
from .deck import Deck, HeroChoice
from .split import card_document
from .views import FileView, Views

__all__ = ["LANGS", "file_section", "page"]

#: The languages the page can switch to, each named in itself.
LANGS = (("en", "English"), ("ja", "日本語"))

_TEXTS = ("serve.hero", "serve.no_hero", "serve.language", "serve.print", "serve.live", "serve.lost",
          "serve.apply", "serve.clean", "serve.error", "serve.warning", "serve.info")


def _texts(lang: str) -> dict[str, str]:
    return {key.split(".", 1)[1]: msg(key).render(lang) for key in _TEXTS}


def _said(message: object, lang: str) -> str:
    return message.render(lang) if hasattr(message, "render") else str(message)


def _diagnostic(d: Diagnostic, shown: str, lang: str, texts: dict[str, str]) -> dict:
    severity = d.severity.value
    return {"severity": severity, "label": texts[severity], "code": d.code,
            "where": f"{shown}:{d.span.line}:{d.span.column}", "message": d.text(lang), "help": d.help(lang)}


def file_context(view: FileView, lang: str) -> dict:
    texts = _texts(lang)
    entry = view.entry
    rows = []
    for row in view.placed.rows:
        diagnostics = [_diagnostic(d, entry.shown, lang, texts) for d in row.diagnostics]
        frames = [card_document(view.deck, piece, view.stylesheet) for piece in row.pieces]
        key = hashlib.sha256()
        for frame in frames:
            key.update(frame.encode("utf-8", "surrogateescape"))
        for d in diagnostics:
            key.update(repr(sorted(d.items())).encode("utf-8", "surrogateescape"))
        rows.append({"key": key.hexdigest()[:20], "name": row.unit.name if row.unit else row.pieces[0].heading,
                     "matched": row.unit is not None,
                     "frames": frames, "diagnostics": diagnostics})
    counts = msg("serve.counts", errors=counted(view.errors, "error", "errors"),
                 warnings=counted(view.warnings, "warning", "warnings")).render(lang)
    return {"id": entry.id, "version": entry.version, "shown": entry.shown, "ruleset": view.ruleset,
            "counts": counts, "errors": view.errors, "stale": view.stale,
            "notices": [_said(n, lang) for n in view.notices],
            "head": [_diagnostic(d, entry.shown, lang, texts) for d in view.placed.head],
            "rest": view.rest, "rows": rows}


def file_section(views: Views, entry_id: str, hero: HeroChoice | None, lang: str) -> str | None:
    """One file's section of the page, or None when no file has that id."""
    entry = views.deck.entry(entry_id)
    if entry is None:
        return None
    context = file_context(views.view(entry, hero, lang), lang)
    return environment("html", "statblock.serve").get_template("file.html.j2").render(
        file=context, t=_texts(lang))


def page(views: Views, hero: HeroChoice | None, lang: str) -> str:
    """The whole page for one hero (or none) and one language."""
    deck: Deck = views.deck
    with deck.lock:
        entries = list(deck.entries.values())
        heroes = list(deck.heroes)
        problems = list(deck.problems)
        left_out = deck.left_out
        serial = deck.serial
    files = [file_context(views.view(entry, hero, lang), lang) for entry in entries]
    query = urllib.parse.urlencode({"hero": hero.id if hero else "none", "lang": lang})
    notices = [_problem(p, lang) for p in problems]
    if left_out:
        notices.append(msg("serve.left_out", count=left_out).render(lang))
    shown_root = printable(deck.root)
    return environment("html", "statblock.serve").get_template("page.html.j2").render(
        lang=lang, t=_texts(lang), title=msg("serve.title", path=shown_root).render(lang),
        heroes=[{"id": h.id, "label": f"{h.name} ({h.shown})", "selected": hero is not None and h.id == hero.id}
                for h in heroes],
        langs=LANGS, hero_id=hero.id if hero else "none", pdf=f"/cards.pdf?{query}", files=files,
        empty=msg("serve.no_files", path=shown_root, suffixes=Listing(_suffixes())).render(lang),
        notices=notices, serial=serial, updated=msg("serve.updated", time="{time}").render(lang))


def _problem(problem: ReadProblem, lang: str) -> str:
    """A path under PATH that could not be used, said as `check` says it (a missing file names itself)."""
    said = problem_diagnostic(attrs.evolve(problem, path=printable(problem.path))).text(lang)
    if problem.kind == "missing":
        return said
    return msg("serve.problem", path=printable(problem.path), reason=said).render(lang)


def _suffixes() -> tuple[str, ...]:
    from ..rulesets import registry

    return registry.suffixes()
