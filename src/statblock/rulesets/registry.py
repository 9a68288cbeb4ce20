"""Which games statblock knows, and which one reads a file.

A game is a *ruleset*: an object that subclasses `Ruleset` (`ruleset.py`) and points at
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
from collections.abc import Callable

import attrs

from .ruleset import CardOptions, Command, Completion, Ruleset, Symbol, lazy
from .similarity import closest
from ..fileio import Declared
from ..records import frozen

__all__ = ["BUILTIN", "DEFAULT", "ENTRY_POINT_GROUP", "BrokenRuleset", "CardOptions", "Command", "Completion", "Entry",
           "Ruleset", "Symbol", "UnknownRuleset", "choose", "directive", "entries", "fingerprint", "get", "lazy",
           "suffix_of", "suffixes", "usable", "declared", "declared_file"]

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


class UnknownRuleset(LookupError):
    """A ruleset name nobody installed; `suggestion` is the closest installed name, if any."""

    def __init__(self, name: str, suggestion: str | None, known: tuple[str, ...],
                 at: tuple[int, int] | None = None) -> None:
        super().__init__(name)
        self.name, self.suggestion, self.known = name, suggestion, known
        self.at = at   # (where the name is written, when not on the first line: a Markdown heading's, under front matter)


@frozen
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
    # (full-width letters as their ASCII, `ｋｙｏｋｏ`, as a Japanese keyboard types them: it was SB007 with no match)
    if not name.isascii():
        import unicodedata

        name = unicodedata.normalize("NFKC", name)
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
    suffix = suffix_of(path)
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
    suffix = suffix_of(path)
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
        named = _markdown_directive(suffix, text, readers)
        if named is not None:
            return named
        scores = [r.sniff(path, text) for r in readers]
        best = max(scores)
        return readers[scores.index(best)] if best > 0 else None  # the first of the surest
    owner = _cards_owner(text, rulesets)
    if owner is not None:   # (a ruleset's Markdown cards under another name, `cards.txt`: its, or none when it does not
        return owner if owner.reads_own_markdown_cards else None   # read them back, SB008; read as native text, a
    return get(DEFAULT)                                             # heap of made-up abilities)


def _markdown_directive(suffix: str, text: str, readers: list[Ruleset]) -> Ruleset | None:
    """The ruleset a Markdown file names in a `# ruleset: NAME` heading at its top (after what a Markdown reader shows
    nothing of: front matter, comments; `card_titles.card_title`), when NAME is one of `readers` (the rulesets that
    read the suffix), else None. A heading naming no such ruleset stays a heading (`# ruleset: chess`), read by content
    as before: Markdown's `#` is its heading, so only a name a reader answers to declares it (what statblock says to add
    to a card file whose game cannot be told, `card_titles.own_cards_unread`)."""
    from ..frontends.card_titles import MARKDOWN, first_heading

    if suffix not in MARKDOWN or "ruleset" not in text[:4096].lower():
        return None
    heading = first_heading(text)
    said = None if heading is None else directive("# " + heading[0])
    if said is None:
        return None
    named = next((r for r in readers if r.name == _key(said[0])), None)
    if named is None and said[0]:
        # (a slip of a reader's name, `# ruleset: kyouko`: said as SB007 with the name meant, as in a `.txt` file; it
        # was a heading, the file read by content, "no ability found" in silence. A name near none stays a heading)
        near = closest(_key(said[0]), [r.name for r in readers], 0.75)
        if near is not None:
            at = text.find(said[0], heading[1])
            raise UnknownRuleset(said[0], near, tuple(entries()), (at, at + len(said[0])))
    return named


def _cards_owner(text: str, rulesets: list[Ruleset]) -> Ruleset | None:
    """The ruleset whose Markdown card writer prints the title at the top of `text` (`Ruleset.card_titles`), or None."""
    if "#" not in text[:4096]:
        return None
    from ..frontends.card_titles import card_title

    title = card_title(text)
    return None if title is None else next((r for r in rulesets if title in r.card_titles), None)


@functools.lru_cache(maxsize=4096)  # (asked for each file by several steps: a Path costs a few microseconds)
def suffix_of(path: str) -> str:
    """The suffix of `path`'s name, lower-cased, as `Path(path).suffix` gives it (`.md`; `""` for none)."""
    name = path[path.rfind("/") + 1 :] if _SLASH_ONLY else ""
    if name in ("", ".", ".."):  # (a path that ends in a separator or a dot, or another system's: as `Path` reads it)
        from pathlib import PurePath  # (imported only here: `pathlib` and what it imports cost a run ~18 M instructions)

        return PurePath(path).suffix.lower()
    # what `PurePath.suffix` gives of its name (its last part: the text after the last `/` here, where `/` alone
    # separates), without making the path (most of a cold check's look at each file's name)
    dot = name.rfind(".")
    return name[dot:].lower() if 0 < dot < len(name) - 1 else ""


#: Whether `/` is the one separator of a path (POSIX), so that a name is the text after the last one.
_SLASH_ONLY = os.sep == "/" and os.altsep is None


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
