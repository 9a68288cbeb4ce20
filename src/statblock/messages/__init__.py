"""Diagnostic messages in every supported language.

A diagnostic's message is a `Message`: a catalog key and its arguments, shown
in English by default and in Japanese with ``--lang ja``. Arguments that are
themselves messages (the name of a vocabulary category) are translated too;
game words the user wrote are shown as written.

This module is the machinery (`Message`, `msg`, `Listing`, ...) and `CATALOG`, the lookup of every
message by key. The core's own texts are beside it, by what they are about: `files.py` (reading and
writing files, choosing a ruleset, fitting cards), `commands.py` (the commands' errors and status
lines, `statblock lsp`), `help.py` (`--help`) and `serve.py` (`statblock serve`). A ruleset's texts
are in its package and join `CATALOG` when it is loaded (`catalog_message`, `rulesets/registry.py`);
those of the first ruleset, whose keys have no prefix (`syntax.unexpected`), when its package is
imported (its `catalog.py`).
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import attrs

from .commands import CATALOG as _COMMANDS
from .files import CATALOG as _FILES
from .help import CATALOG as _HELP
from .serve import CATALOG as _SERVE
from ..records import frozen

__all__ = ["CATALOG", "LANGS", "Lines", "Listing", "Localized", "Message", "catalog_message", "counted", "decode",
           "encode", "environment_lang", "labelled", "msg", "summary"]

LANGS = ("en", "ja")


@frozen
class Message:
    key: str
    args: tuple[tuple[str, object], ...] = ()

    def render(self, lang: str = "en") -> str:
        templates = CATALOG[self.key]
        template = templates.get(lang) or templates["en"]
        values = {name: _value(value, lang) for name, value in self.args}
        if lang == "ja" and self.key.startswith(_SPACED_JA) and ("} " in template or " {" in template):
            return _spaced_ja(template, values)
        return template.format(**values)

    def __str__(self) -> str:
        return self.render("en")

    def __contains__(self, text: str) -> bool:  # `"prone" in diagnostic.message` reads naturally in tests
        return text in str(self)


#: the messages whose Japanese drops a blank between a Japanese value and Japanese words: Marvel Champions' (its
#: `timing` report names the players, `「あなた」は カーラ`); the others keep their blanks for now
_SPACED_JA = ("marvel_champions.",)


def _spaced_ja(template: str, values: dict) -> str:
    """A Japanese template filled in, a blank beside a value dropped where the value and the words past the blank
    are both Japanese (`「あなた」は {player}` with カーラ: `「あなた」はカーラ`, not `は カーラ`; with Kara the blank
    stays): Japanese writes no blank between its words, the blank is for a Latin name or a number
    (`soft_breaks.joins_close`, the rule a paragraph's lines are joined by)."""
    from ..soft_breaks import joins_close

    parts = _template_parts(template)
    if parts is None:
        return template.format(**values)
    pieces: list[str] = []
    for literal, field in parts:
        if literal:
            if pieces and literal[0] == " " and joins_close(pieces[-1], literal[1:2]):
                literal = literal[1:]
            pieces.append(literal)
        if field is not None:
            shown = str(values[field])
            if pieces and pieces[-1].endswith(" ") and joins_close(pieces[-1][:-1], shown):
                pieces[-1] = pieces[-1][:-1]
            pieces.append(shown)
    return "".join(pieces)


_PARTS: dict[str, list | None] = {}


def _template_parts(template: str) -> list | None:
    """(literal text, field name or None) of a template, once each; None where a field has a format (`{n:>3}`)."""
    if template not in _PARTS:
        import string

        parts = []
        for literal, field, spec, conversion in string.Formatter().parse(template):
            if spec or conversion or (field is not None and not field.isidentifier()):
                parts = None
                break
            parts.append((literal, field))
        _PARTS[template] = parts
    return _PARTS[template]


def _value(value: object, lang: str) -> object:
    if isinstance(value, (Message, Listing, Lines)):
        return value.render(lang)
    if isinstance(value, Localized):
        shown = value.by_lang.get(lang, value.by_lang["en"])
        if lang == "ja" and isinstance(shown, str):
            # a Localized text is a list of game words joined the English way (`known_labels`);
            # Japanese lists take the ideographic comma
            shown = shown.replace(", ", "、")
        return shown
    return value


@frozen
class Localized:
    """A value shown differently per language (a list of game words, for instance)."""

    by_lang: dict = attrs.field(hash=False)


def labelled(named) -> Localized:
    """The label of anything that has one per language (`named.label(lang)`: a vocabulary term, a ruleset), as a
    message shows it in the reader's language."""
    return Localized({lang: named.label(lang) for lang in LANGS})


def counted(count: int, one: str, many: str, counter: str = "件") -> Localized:
    """`1 card`, `45 cards`; in Japanese the number and its counter word (`45 枚`)."""
    return Localized({"en": f"{count} {one if count == 1 else many}", "ja": f"{count} {counter}"})


_SEPARATOR = {"en": ", ", "ja": "、"}
_MORE = {"en": "{shown}, and {more} more", "ja": "{shown} ほか {more} 件"}
_CONJUNCTIONS = {"or": {"en": "or", "ja": "または"}, "and": {"en": "and", "ja": "および"}}


@frozen
class Listing:
    """Items (text, messages or localized values) joined the way `lang` writes a list: `a, b, or c`
    and `a、b、またはc`. With `limit`, the items past it are counted, never silently left out."""

    items: tuple
    limit: int | None = None
    conjunction: str | None = None   # "or", "and", or None for a plain list

    def render(self, lang: str = "en") -> str:
        items, more = self.items, 0
        if self.limit is not None and len(items) > self.limit:  # (the items past it counted, not rendered)
            items, more = items[: self.limit], len(items) - self.limit
        items = [str(_value(item, lang)) for item in items]
        separator = _SEPARATOR.get(lang, ", ")
        if more:
            return _MORE.get(lang, _MORE["en"]).format(shown=separator.join(items), more=more)
        if self.conjunction is None or len(items) < 2:
            return separator.join(items)
        word = _CONJUNCTIONS[self.conjunction].get(lang, _CONJUNCTIONS[self.conjunction]["en"])
        if lang == "ja":
            return separator.join(items[:-1]) + (separator if len(items) > 2 else "") + word + items[-1]
        if len(items) == 2:
            return f"{items[0]} {word} {items[1]}"
        return separator.join(items[:-1]) + f", {word} " + items[-1]

    def __str__(self) -> str:
        return self.render("en")


@frozen
class Lines:
    """Several lines, each text, a message or a localized value: a message longer than one line."""

    items: tuple

    def render(self, lang: str = "en") -> str:
        return "\n".join(str(_value(item, lang)) for item in self.items)

    def __str__(self) -> str:
        return self.render("en")


def environment_lang(environ: Mapping[str, str] | None = None) -> str:
    """The language of messages and output when `--lang` is not given: `STATBLOCK_LANG` (`en`,
    `ja`), else the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`: `ja_JP.UTF-8` is Japanese), else English."""
    environ = os.environ if environ is None else environ
    chosen = environ.get("STATBLOCK_LANG", "").strip().lower()
    if chosen in LANGS:
        return chosen
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:  # the first one set decides, as the C library does
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


def encode(value: object) -> object:
    """A message or message argument as JSON data (for the check cache); `decode` reverses it.

    Raises TypeError for a value it cannot carry exactly, so that nothing is cached that
    would come back different."""
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, Message):
        return {"m": value.key, "a": [[name, encode(v)] for name, v in value.args]}
    if isinstance(value, Localized):
        return {"l": {lang: encode(v) for lang, v in value.by_lang.items()}}
    if isinstance(value, Listing):
        return {"j": [encode(v) for v in value.items], "n": value.limit, "c": value.conjunction}
    if isinstance(value, (list, tuple)):
        return {"t" if isinstance(value, tuple) else "s": [encode(v) for v in value]}
    raise TypeError(f"cannot encode {type(value).__name__} in a message")


def decode(data: object) -> object:
    """The value `encode` made; raises (KeyError, TypeError, ValueError) on data it did not make."""
    if data is None or isinstance(data, (str, bool, int, float)):
        return data
    if not isinstance(data, dict):
        raise ValueError("not an encoded message value")
    if "m" in data:
        key = data["m"]
        if key not in CATALOG:
            raise KeyError(key)
        return Message(key, tuple((str(name), decode(v)) for name, v in data["a"]))
    if "l" in data:
        return Localized({str(lang): decode(v) for lang, v in data["l"].items()})
    if "j" in data:
        return Listing(tuple(decode(v) for v in data["j"]), data["n"], data["c"])
    if "t" in data:
        return tuple(decode(v) for v in data["t"])
    if "s" in data:
        return [decode(v) for v in data["s"]]
    raise ValueError("not an encoded message value")


def catalog_message(prefix: str, catalog: Mapping[str, dict[str, str]]):
    """`msg` for a ruleset's own catalog: a key gets `prefix` (`sbh.`) in front when it lacks it, and the
    catalog joins the core's the first time one of its messages is made."""

    def message(key: str, /, **args) -> Message:
        if not key.startswith(prefix):
            key = prefix + key
        if key not in CATALOG:
            for name, texts in catalog.items():
                CATALOG.setdefault(name, texts)
        return msg(key, **args)

    return message


def msg(key: str, /, **args) -> Message:
    if key not in CATALOG:
        raise KeyError(f"no message {key!r} in the catalog")
    return Message(key, tuple(args.items()))


#: Every message by key: the core's (files.py, commands.py, help.py, serve.py), joined by each ruleset's
#: when it is loaded (`rulesets/registry.py`; the first ruleset's unprefixed keys, when its package is imported).
CATALOG: dict[str, dict[str, str]] = {**_FILES, **_COMMANDS, **_HELP, **_SERVE}


def _plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def summary(files: int, counted: list[tuple[tuple[str, str], int]], errors: int, warnings: int, empty: int,
            lang: str = "en", empty_words: list[tuple[str, str]] | None = None) -> list[str]:
    """The closing lines of `statblock check`. `counted`: what was counted, in the words of the games that read the
    files (`Ruleset.counted_word` in `lang`: one, many) with how many (`abilities` and `profiles` apart, not all called
    abilities); `empty_words`: the words of what the `empty` files held none of."""
    counted = counted or [(("アビリティ", "アビリティ") if lang == "ja" else ("ability", "abilities"), 0)]
    nothing = empty_words or [counted[0][0]]
    if lang == "ja":
        # (a count with its counter, 件, as Japanese counts things: `アビリティ 14 件`, not `14 アビリティ`)
        # (a game's own counter where it gives one, `カード 2 枚`: `Ruleset.counted`)
        what = "、".join(f"{word[1]} {n} {word[2] if len(word) > 2 else '件'}" for word, n in counted)
        lines = [f"{files} ファイル（{what}）を確認しました。エラー {errors} 件、警告 {warnings} 件"]
        if empty:
            lines.append(f"{'・'.join(word[1] for word in nothing)}が見つからなかったファイル ({empty}):")
        return lines
    what = ", ".join(_plural(n, word[0], word[1]) for word, n in counted)
    lines = [f"checked {_plural(files, 'file', 'files')}, {what}: "
             f"{_plural(errors, 'error', 'errors')}, {_plural(warnings, 'warning', 'warnings')}"]
    if empty:
        lines.append(f"no {' or '.join(word[0] for word in nothing)} found in {_plural(empty, 'file', 'files')}:")
    return lines
