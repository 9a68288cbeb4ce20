"""What a ruleset is, as the core sees it: the `Ruleset` a game subclasses (what it reads, what it
offers and how), the `Command`s it adds (`lazy` to name their functions without importing them), and
what the core and a ruleset hand each other (`CardOptions`, `Completion`, `Symbol`). Which rulesets are
installed, and which one reads a file, is `registry.py`'s (which names all of these too).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, ClassVar

from ..records import frozen

if TYPE_CHECKING:  # pragma: no cover - types only
    import argparse

    from ..pipeline import FileResult

__all__ = ["CardOptions", "Command", "Completion", "Ruleset", "Symbol", "lazy"]


@frozen
class Command:
    """A command a ruleset adds to `statblock` (`roll`, `timing`, `sim`).

    `help` is shown in `statblock --help`: a key of the message catalog, or plain text;
    `arguments(parser, lang)` adds its arguments to its sub-parser, their help in `lang`;
    `run(args) -> int` runs it and returns the exit code (`args.lang` is the language of messages);
    `hint(word, command, words) -> message or None`, when given: what to write when the word taken for the file is no
    file but reads as the command's own notation, whole (`odds 'KS(3,4)>=2'`: `--check`; `words` all the command's
    words, the file's among them, for the command the hint writes); said instead of a bare "no such file"."""

    name: str
    help: str
    arguments: Callable[[argparse.ArgumentParser, str], None]
    run: Callable[[argparse.Namespace], int]
    hint: Callable[[str, str, list], object] | None = None


def lazy(target: str) -> Callable:
    """The function `target` ("package.module:function"), imported when first called: a ruleset's
    `commands()` hands these on, so that listing its commands (every `statblock` run builds its parser)
    imports none of the code that runs them."""

    def call(*args, **kwargs):
        from .discovery import load

        return load(target)(*args, **kwargs)

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
    #: The top-level lists of its `parse_json` (`cards`), when it reads statblock's own JSON of them back: a JSON
    #: it reads that holds other non-empty lists (another game's) is said not to be read whole (SB008).
    own_json_keys: ClassVar[tuple[str, ...]] = ()
    #: The formats `cards` can print for it (of html, pdf, md, txt).
    card_formats: ClassVar[tuple[str, ...]] = ()
    #: The title its Markdown card writer prints at the top of a card file (`# Marvel Champions cards`), in each
    #: language, without the `# `: a Markdown file under such a title is its cards (`frontends/card_titles.py`).
    card_titles: ClassVar[tuple[str, ...]] = ()
    #: Whether it reads its own Markdown cards back (`sniff` knows them): where it does not, a card file of its that
    #: nothing was read from is said to be its cards, for printing (SB008), not passed over as a file of no ability.
    reads_own_markdown_cards: ClassVar[bool] = False
    #: What `read` puts in a file's `abilities` and `check` counts, in the game's words, per language: (one, many),
    #: and in Japanese a counter after the number where it is not 件 (`("カード", "カード", "枚")`: `カード 2 枚`).
    #: The core's word, ability, for a ruleset that leaves it unset.
    counted: ClassVar[dict[str, tuple[str, ...]]] = {"en": ("ability", "abilities"), "ja": ("アビリティ", "アビリティ")}
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

    def counted_word(self, lang: str = "en") -> tuple[str, ...]:
        """What `check` counts of its files, in `lang` (English where it has no word in `lang`): (one, many), and a
        Japanese counter where it gives one."""
        return self.counted.get(lang) or self.counted.get("en") or Ruleset.counted[lang if lang == "ja" else "en"]

    def sniff(self, path: str, text: str) -> int:
        """How sure it is that `text` (a file with one of `read_suffixes`) is its: 0 not at all, higher surer."""
        return 0

    def read(self, result: FileResult) -> FileResult:
        """Read `result.source` into abilities and diagnostics (in `result`), and return it."""
        raise NotImplementedError

    def summary(self, result: FileResult) -> object | None:
        """What the stage across its files (`across`) needs to know of one file it read: small JSON data (names,
        never text or syntax trees), so that checking many files keeps memory flat and a cached file still gives
        it. None: it has no such stage. By default, the files statblock's own JSON read back was written from
        (`result.origins`), for `across`'s SB012 (`frontends/json_origins.py`); a ruleset with a stage of its own
        keeps them in its summary (a dict with `"origins"`) and calls this class's `across`."""
        from ..frontends.json_origins import origins_summary

        return origins_summary(result)

    def across(self, summaries: dict[str, object], source: Callable[[str], object | None]) -> dict[str, list]:
        """The stage across its files, after each was read on its own: the diagnostics that need what other files
        hold (a card of one file named in another's text), by path. `summaries`: each of its files' `summary`, by
        path, in the order the files were found; `source(path)`: that file's `SourceFile` read again (None when it
        cannot be), to be asked for one file at a time. Only files with a summary are given. By default, SB012 (a
        warning): statblock's own JSON read with a file it was written from, where the JSON names that file."""
        from ..frontends.json_origins import read_twice

        return read_twice(summaries, source)

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


@frozen
class CardOptions:
    """What `statblock cards` was asked for, as every ruleset reads it."""

    format: str = "html"
    lang: str = "en"
    hero: object | None = None  # what `Ruleset.character` gave
    page: str = "a4"
    size: str = "poker"


@frozen
class Completion:
    """A word `Ruleset.completions` offers: `text` replaces the file's characters `start` to `end` (the
    part of the word already typed); `detail` says what it is (`condition`), in the language asked for."""

    text: str
    start: int
    end: int
    detail: str = ""
    kind: str = "word"  # "word", or "label" for a line's label (`≤11:`, `Effect:`)


@frozen
class Symbol:
    """An entry of an editor's outline: `name`, what it is (`ability`, `profile`, `card`, `warband`) and
    the characters `start` to `end` it covers, with the entries inside it."""

    name: str
    kind: str
    start: int
    end: int
    children: tuple[Symbol, ...] = ()
