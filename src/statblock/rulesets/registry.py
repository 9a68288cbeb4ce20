"""Which games statblock knows, and which one reads a file.

A game is a *ruleset*: an object that subclasses `Ruleset` below and points at
its parts (formats, reading, JSON, cards, commands of its own). The core never
names a game: it asks this registry. Rulesets come from two places, both read
lazily so that a run pays only for the games it uses:

- the built-in table `BUILTIN` (a plain checkout works without installing
  anything), and
- the entry point group ``statblock.rulesets`` of installed distributions: an
  entry point ``toy = statblock_toy:RULESET`` adds the ruleset `toy` with no
  edit here. An entry point cannot replace a built-in of the same name.

A file's ruleset, in order: `--ruleset NAME` (forced); a first line
``# ruleset: NAME`` in a file of no community format; its suffix when it is a
ruleset's native suffix; its content (`Ruleset.sniff`) among the rulesets that
read its suffix (none when none recognises it); else `DEFAULT` (a file named on the
command line with a suffix nobody claims is read as the default's native
format, as it always was).
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

import attrs

from .similarity import closest
from ..fileio import Declared

if TYPE_CHECKING:  # pragma: no cover - types only
    import argparse

    from ..pipeline import FileResult

__all__ = ["BUILTIN", "DEFAULT", "ENTRY_POINT_GROUP", "BrokenRuleset", "CardOptions", "Command", "Completion", "Entry",
           "Ruleset", "Symbol", "UnknownRuleset", "choose", "directive", "entries", "fingerprint", "get", "lazy",
           "suffixes", "usable", "declared", "declared_file"]

ENTRY_POINT_GROUP = "statblock.rulesets"

#: The built-in rulesets, by name: where each one's `Ruleset` object is (imported only when used).
BUILTIN: dict[str, str] = {
    "draw_steel": "statblock.rulesets.draw_steel.plugin:RULESET",
    "marvel_champions": "statblock.rulesets.marvel_champions.plugin:RULESET",
    "sbh": "statblock.rulesets.sbh.plugin:RULESET",
    "kyoko": "statblock.rulesets.kyoko.plugin:RULESET",
}
#: The ruleset of a file that nothing else claims.
DEFAULT = "draw_steel"

#: The first-line directive of a native file: `# ruleset: NAME`.
_DIRECTIVE = re.compile(r"[ \t]*#[ \t]*ruleset[ \t]*[:：][ \t]*(?P<name>[^\s#]*)[ \t]*(?:#.*)?$", re.IGNORECASE)


@attrs.frozen
class Command:
    """A command a ruleset adds to `statblock` (`roll`, `timing`, `sim`).

    `help` is shown in `statblock --help`: a key of the message catalog, or plain text;
    `arguments(parser, lang)` adds its arguments to its sub-parser, their help in `lang`;
    `run(args) -> int` runs it and returns the exit code (`args.lang` is the language of messages)."""

    name: str
    help: str
    arguments: Callable[[argparse.ArgumentParser, str], None]
    run: Callable[[argparse.Namespace], int]


def lazy(target: str) -> Callable:
    """The function `target` ("package.module:function"), imported when first called: a ruleset's
    `commands()` hands these on, so that listing its commands (every `statblock` run builds its parser)
    imports none of the code that runs them."""

    def call(*args, **kwargs):
        return _import(target)(*args, **kwargs)

    call.__qualname__ = call.__name__ = target.rpartition(":")[2]
    return call


class Ruleset:
    """One game, as the core sees it. Subclass, set the class attributes, override what it offers.

    What a ruleset does not offer, it leaves as here: the core then says so clearly instead of
    guessing (`offers`)."""

    #: The name used by `--ruleset`, `# ruleset:` and the entry point.
    name: ClassVar[str] = ""
    #: What to call it, per language (`en` at least).
    title: ClassVar[dict[str, str]] = {}
    #: Part of every cache key: change it when the same input would give other results.
    version: ClassVar[str] = "1"
    #: The prefix of its diagnostic codes (`SB`, `MC`): each ruleset its own.
    code_prefix: ClassVar[str] = ""
    #: Languages its input and output come in.
    languages: ClassVar[tuple[str, ...]] = ("en",)
    #: Suffixes of its native formats (lower case, with the dot): a file with one of them is its.
    native_suffixes: ClassVar[tuple[str, ...]] = ()
    #: Suffixes of community formats it can read; which ruleset reads such a file is decided by `sniff`.
    read_suffixes: ClassVar[tuple[str, ...]] = ()
    #: Suffixes of files a folder walk takes only when their first line names this ruleset (`# ruleset:
    #: kyoko` on a scenario `.toml`, where other `.toml` files are heroes): see `declared_file`.
    declared_suffixes: ClassVar[tuple[str, ...]] = ()
    #: The core commands it takes part in, besides `check` and `parse` (`cards`, `fmt`, `convert`).
    offers: ClassVar[frozenset[str]] = frozenset()
    #: What `convert --to` writes for it: format name → suffix of the file written.
    convert_formats: ClassVar[dict[str, str]] = {}
    #: The formats `cards` can print for it (of html, pdf, md, txt).
    card_formats: ClassVar[tuple[str, ...]] = ()
    #: Its diagnostic codes and what each means; each starts with `code_prefix`.
    codes: ClassVar[dict[str, str]] = {}
    #: Its diagnostic messages, added to the core's catalog: {key: {"en": ..., "ja": ...}}; every key
    #: starts with its name and a dot. (Or name in `messages` the module that holds them.)
    catalog: ClassVar[dict[str, dict[str, str]]] = {}
    #: The module ("package.module") whose `CATALOG` and `CODES` are its messages and codes, read when
    #: the ruleset is loaded; instead of setting `catalog` and `codes`.
    messages: ClassVar[str | None] = None

    def label(self, lang: str = "en") -> str:
        return self.title.get(lang) or self.title.get("en") or self.name

    def sniff(self, path: str, text: str) -> int:
        """How sure it is that `text` (a file with one of `read_suffixes`) is its: 0 not at all, higher surer."""
        return 0

    def read(self, result: FileResult) -> FileResult:
        """Read `result.source` into abilities and diagnostics (in `result`), and return it."""
        raise NotImplementedError

    def summary(self, result: FileResult) -> object | None:
        """What the stage across its files (`across`) needs to know of one file it read: small JSON data (names,
        never text or syntax trees), so that checking many files keeps memory flat and a cached file still gives
        it. None (the default): it has no such stage."""
        return None

    def across(self, summaries: dict[str, object], source: Callable[[str], object | None]) -> dict[str, list]:
        """The stage across its files, after each was read on its own: the diagnostics that need what other files
        hold (a card of one file named in another's text), by path. `summaries`: each of its files' `summary`, by
        path, in the order the files were found; `source(path)`: that file's `SourceFile` read again (None when it
        cannot be), to be asked for one file at a time. Only files with a summary are given; by default nothing."""
        return {}

    def parse_json(self, files: list[FileResult]) -> dict[str, list]:
        """What `parse --format json` prints for its files: lists by key (`abilities`, `statblocks`, `cards`);
        lists of the same key from several rulesets are joined."""
        raise NotImplementedError

    def format_refusal(self, path: str) -> object | None:
        """Why `fmt` leaves the file `path` alone (a message: it is not in a native format), or None."""
        return None

    def format(self, text: str, path: str):
        """`fmt`: the canonical text of a native file, as an object with `text`, `changed` and
        `problems` (messages; any problem leaves the file as it was)."""
        raise NotImplementedError

    def convert(self, result: FileResult, to: str, out_path: str, lang: str | None = None):
        """`convert`: the file `result` in the format `to` (one of `convert_formats`), as an object with
        `text`, `abilities` (how many were written) and `problems`."""
        raise NotImplementedError

    def character(self, path: str) -> object:
        """The character (hero, warband member) of the file `path` that cards work numbers out for,
        with a `name`; raises `StatblockError` with a message when the file cannot be used. A
        ruleset without characters leaves this as it is."""
        raise NotImplementedError

    def cards(self, files: list[FileResult], options: CardOptions, progress=None,
              warn: Callable | None = None, tally: Callable[[int], None] | None = None) -> bytes:
        """The file `statblock cards` writes for its files (when `cards` is in `offers`), in one of
        `card_formats`. `tally`, when given, is told how many cards were laid out (continuation cards
        included) where that can differ from `card_count`."""
        raise NotImplementedError

    def card_count(self, files: list[FileResult]) -> int:
        """How many cards `cards` prints for these files before any is continued on another (one an
        ability, unless the ruleset says otherwise)."""
        return sum(len(f.abilities) for f in files)

    def completions(self, text: str, offset: int, lang: str = "en") -> list[Completion]:
        """For an editor (`statblock lsp`): the words of its vocabulary that fit at `offset` (a character
        offset into `text`, one of its files) where a word is expected there; none elsewhere. `lang` is
        the language of the words' descriptions (the words are in the language the file is written in)."""
        return []

    def hover(self, result: FileResult, offset: int, hero: object | None, lang: str = "en") -> str | None:
        """For an editor: Markdown saying what the text at `offset` of `result.source.text` works out to
        (for `hero`, what `character` gave, or None when none was chosen), in `lang`; None for nothing."""
        return None

    def symbols(self, result: FileResult) -> list[Symbol]:
        """For an editor's outline: one symbol per ability (profile, card) of `result`, by default from
        the names and spans of its syntax trees, else of its abilities."""
        found = []
        for item in result.asts or result.abilities:
            span, name = getattr(item, "span", None), getattr(item, "name", None)
            if span is not None and name:
                found.append(Symbol(str(name), "ability", span.start, span.end))
        return found

    def commands(self) -> Iterable[Command]:
        """Commands of its own. Cheap to call: every run lists them; give their functions with `lazy`."""
        return ()

    def api(self) -> object:
        """The module of its public functions (`__all__`), for programs that use it as a library."""
        import importlib

        return importlib.import_module(type(self).__module__.rpartition(".")[0] or type(self).__module__)


@attrs.frozen
class CardOptions:
    """What `statblock cards` was asked for, as every ruleset reads it."""

    format: str = "html"
    lang: str = "en"
    hero: object | None = None  # what `Ruleset.character` gave
    page: str = "a4"
    size: str = "poker"


@attrs.frozen
class Completion:
    """A word `Ruleset.completions` offers: `text` replaces the file's characters `start` to `end` (the
    part of the word already typed); `detail` says what it is (`condition`), in the language asked for."""

    text: str
    start: int
    end: int
    detail: str = ""
    kind: str = "word"  # "word", or "label" for a line's label (`≤11:`, `Effect:`)


@attrs.frozen
class Symbol:
    """An entry of an editor's outline: `name`, what it is (`ability`, `profile`, `card`, `warband`) and
    the characters `start` to `end` it covers, with the entries inside it."""

    name: str
    kind: str
    start: int
    end: int
    children: tuple[Symbol, ...] = ()


class UnknownRuleset(LookupError):
    """A ruleset name nobody installed; `suggestion` is the closest installed name, if any."""

    def __init__(self, name: str, suggestion: str | None, known: tuple[str, ...]) -> None:
        super().__init__(name)
        self.name, self.suggestion, self.known = name, suggestion, known


@attrs.frozen
class Entry:
    """A ruleset that is installed, before it is loaded: where it is and who provides it."""

    name: str
    target: str  # "module:attribute"
    origin: str  # "built-in", or the distribution that provides it
    load: Callable[[], object] = attrs.field(eq=False, repr=False)


@functools.cache
def entries() -> dict[str, Entry]:
    """Every installed ruleset by name: the built-ins, then the entry points (scanned once, and
    remembered between runs by `discovery`)."""
    found = {name: Entry(name, target, "built-in", functools.partial(_import, target))
             for name, target in BUILTIN.items()}
    for point in _entry_points():
        if point.name in found:  # a built-in, or a second distribution's: the first one stays
            continue
        found[point.name] = Entry(point.name, point.value, point.origin, functools.partial(_import, point.value))
    return found


def _entry_points():
    from ..cache import RUN_DIR  # (the folder the installed rulesets are remembered in: `check --cache-dir`)
    from .discovery import entry_points

    return entry_points(ENTRY_POINT_GROUP, RUN_DIR[0])


def _import(target: str) -> object:
    from .discovery import load

    return load(target)


class BrokenRuleset(Exception):
    """An installed ruleset that cannot be loaded (its import fails, or it is no `Ruleset`)."""

    def __init__(self, entry: Entry, reason: str) -> None:
        super().__init__(f"{entry.name} ({entry.origin}): {reason}")
        self.entry, self.reason = entry, reason


@functools.cache
def _loaded(name: str) -> Ruleset:
    entry = entries()[name]
    try:
        value = entry.load()
    except Exception as error:  # noqa: BLE001 - another package's import may fail in any way
        raise BrokenRuleset(entry, f"{type(error).__name__}: {error}") from None
    ruleset = value() if isinstance(value, type) else value
    if not isinstance(ruleset, Ruleset):
        raise BrokenRuleset(entry, f"{entry.target} is not a statblock Ruleset")
    if ruleset.name != name:
        raise BrokenRuleset(entry, f"{entry.target} is named {ruleset.name!r}, not {name!r}")
    from ..messages import CATALOG

    if ruleset.messages:
        module = _import(f"{ruleset.messages}:CATALOG"), _import(f"{ruleset.messages}:CODES")
        ruleset.catalog, ruleset.codes = module
    for key, texts in ruleset.catalog.items():
        if not key.startswith(name + ".") or "en" not in texts:
            raise BrokenRuleset(entry, f"message {key!r} must start with {name + '.'!r} and have English text")
        CATALOG.setdefault(key, texts)
    return ruleset


def get(name: str) -> Ruleset:
    """The ruleset called `name` (case, `-` and spaces do not matter). Raises `UnknownRuleset`, or
    `BrokenRuleset` when it is installed but cannot be loaded."""
    key = _key(name)
    known = entries()
    if key not in known:
        raise UnknownRuleset(name, closest(key, list(known), 0.6), tuple(known))
    return _loaded(key)


def _key(name: str) -> str:
    return "_".join(name.strip().lower().replace("-", " ").split())


def usable() -> list[Ruleset]:
    """The installed rulesets that load, in the order of `entries` (the broken ones are left out:
    `statblock rulesets` shows why)."""
    rulesets = []
    for name in entries():
        try:
            rulesets.append(_loaded(name))
        except BrokenRuleset:
            continue
    return rulesets


def suffixes() -> tuple[str, ...]:
    """Every suffix some ruleset reads: what folders are searched for."""
    seen: dict[str, None] = {}
    for ruleset in usable():
        for suffix in (*ruleset.native_suffixes, *ruleset.read_suffixes):
            seen.setdefault(suffix.lower(), None)
    return tuple(seen)


def declared(forced: str | None = None) -> Declared:
    """What a folder walk takes by its first line (`fileio.collect`): `declared_file` over the
    `declared_suffixes` of the installed rulesets (of `forced` alone when a run reads every file with
    one ruleset: another's scenario is not its file)."""
    rulesets = [r for r in usable() if forced is None or r.name == forced]
    names = frozenset(r.name for r in rulesets)
    return Declared(tuple({s.lower(): None for r in rulesets for s in r.declared_suffixes}),
                    functools.partial(declared_file, names=names))


def declared_file(path: str, names: frozenset[str] | None = None) -> bool:
    """Whether a file met in a folder, of a suffix no ruleset reads, is one a ruleset declares its own:
    its suffix is among that ruleset's `declared_suffixes` and its first line is `# ruleset: NAME`
    naming it (one of `names`, when given). Only the first bytes are read (the caller has seen a regular
    file)."""
    suffix = Path(path).suffix.lower()
    declaring = {r.name for r in usable() if suffix in r.declared_suffixes and (names is None or r.name in names)}
    if not declaring:
        return False
    try:  # (non-blocking, as every read: a file swapped for a FIFO since it was seen never hangs the walk)
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            head = os.read(handle, _DIRECTIVE_BYTES)
        finally:
            os.close(handle)
    except OSError:
        return False
    said = directive(head.decode("utf-8-sig", errors="replace"))
    return said is not None and said[0].lower() in declaring


#: Bytes read to find a `# ruleset:` first line in a folder walk.
_DIRECTIVE_BYTES = 256


def directive(text: str) -> tuple[str, int, int] | None:
    """The `# ruleset: NAME` first line of `text`: (NAME, where it starts, where it ends), or None."""
    match = _DIRECTIVE.match(text.split("\n", 1)[0].rstrip("\r"))  # (a file of CRLF lines)
    return None if match is None else (match.group("name"), match.start("name"), match.end("name"))


def choose(path: str, text: str, forced: str | None = None) -> Ruleset | None:
    """The ruleset that reads the file `path` with `text` (see the module's docstring), or None when
    its suffix is only read by content and no ruleset recognises it (a `.json` file that is no game's
    data: no ruleset reads it, and `check` lists it among the files without abilities). Raises
    `UnknownRuleset` for a `# ruleset:` line (or `forced`) naming nothing installed."""
    if forced:
        return get(forced)
    suffix = Path(path).suffix.lower()
    rulesets = usable()
    readers = [r for r in rulesets if suffix in r.read_suffixes]
    if not readers:
        said = directive(text)
        if said is not None:
            return get(said[0])
    for ruleset in rulesets:
        if suffix in ruleset.native_suffixes:
            return ruleset
    if readers:
        scores = [r.sniff(path, text) for r in readers]
        best = max(scores)
        return readers[scores.index(best)] if best > 0 else None  # the first of the surest
    return get(DEFAULT)


@functools.cache
def fingerprint() -> bytes:
    """The installed rulesets that do not come with statblock, and a digest of each one's code (part
    of every cache key: installing, removing or editing one changes check results)."""
    import hashlib

    digest = hashlib.blake2b(digest_size=16)
    for entry in entries().values():
        if entry.origin == "built-in":  # statblock's own fingerprint covers them
            continue
        digest.update(f"{entry.name}\0{entry.target}\0{entry.origin}\0".encode())
        for path in _code_files(entry.target.partition(":")[0]):
            try:
                with open(path, "rb") as handle:
                    digest.update(path.encode("utf-8", "surrogateescape") + b"\0" + handle.read())
            except OSError:
                digest.update(b"?")
    return digest.digest()


def _code_files(module: str) -> list[str]:
    """The files of `module`'s top-level package (or the module's own file), found without importing it."""
    import importlib.util
    import os

    try:
        spec = importlib.util.find_spec(module.split(".")[0])
    except (ImportError, ValueError):
        return []
    if spec is None:
        return []
    if spec.submodule_search_locations:
        files = []
        for folder in spec.submodule_search_locations:
            for root, dirs, names in os.walk(folder):
                dirs[:] = sorted(d for d in dirs if d != "__pycache__")
                files.extend(os.path.join(root, n) for n in sorted(names) if not n.endswith((".pyc", ".pyo")))
        return files[:2000]
    return [spec.origin] if spec.origin else []
