"""Checking a scenario's TOML tables and values (`scenario.py`): its keys in English or Japanese, numbers in a range,
kinds of value and choices of words, each mistake a `Diagnostic` at the key or value at fault, with a did-you-mean
where one is close.
"""

from __future__ import annotations

import functools
import unicodedata

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....messages import Listing, Localized, msg
from ...similarity import closest
from ..catalog import message

__all__ = ["TableReader", "both", "plain", "show"]


def plain(text: str) -> str:
    """`text` as a key or a choice is looked up: NFKC, without its brackets 【】〈〉[], lowercase."""
    return unicodedata.normalize("NFKC", str(text)).strip().strip("【】〈〉[]").strip().lower()


def both(words: tuple[str, ...]) -> Localized:
    """A key or choice as each language lists it: its English word, or its Japanese one in 「」."""
    ja = next((w for w in words if not w.isascii()), None)
    return Localized({"en": words[0], "ja": f"「{ja.replace('hp', 'ＨＰ')}」" if ja else words[0]})


def show(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, (dict, list)):   # as TOML names them, in the message's language (not Python's `list`)
        return message("sim.kind.table" if isinstance(value, dict) else "sim.kind.list")
    return str(value)


class TableReader:
    """Reads the tables of one scenario file (`source`, its keys and values placed by `locator`), each mistake a
    diagnostic at the key or value at fault, in `diagnostics`."""

    def __init__(self, source: SourceFile) -> None:
        self.source = source
        self.diagnostics: list[Diagnostic] = []

    @functools.cached_property
    def locator(self):
        """Where each key and value of the file is: indexed the first time a mistake is placed, not for a scenario
        without one (the index walks the whole text)."""
        from ....frontends.toml_text import Locator

        return Locator(self.source.text)

    def report(self, code: str, at: tuple, template: str, /, *, at_key: bool = False, guess=None, word=None,
               severity: Severity = Severity.ERROR, narrow: bool = False, **args):
        start, end = (self.locator.key if at_key else self.locator.value)(at)
        if narrow and word:   # (at the word the help replaces, where the value holds more: `Collapse` of "Collapse 2")
            found = self.source.text.find(word, start, end)
            if found != -1:
                start, end = found, found + len(word)
        suggestion = msg("word.replace", word=word, guess=guess) if guess and word is not None else None
        self.diagnostics.append(Diagnostic(code, severity, message(template, guess=guess or "", **args),
                                           self.source.span(start, end), suggestion=suggestion))

    def keys(self, table: dict, names: dict, at: tuple, allowed=None) -> dict:
        """{canonical: (value, path)} of `table`; unknown, unexpected and doubled keys are reported."""
        words = {w: name for name, ws in names.items() for w in ws}
        found: dict = {}
        for key, value in table.items():
            name = words.get(plain(key))
            path = (*at, key)
            if name is None or (allowed is not None and name not in allowed):
                shown = [both(ws) for n, ws in names.items() if allowed is None or n in allowed]
                guess = closest(plain(key), [w for n, ws in names.items() if allowed is None or n in allowed
                                             for w in ws], 0.6)
                self.report("KY202", path, "sim.error.unknown_key_guess" if guess else "sim.error.unknown_key",
                            at_key=True, guess=guess, word=str(key), key=str(key), known=Listing(tuple(shown)))
            elif name in found:
                self.report("KY213", path, "sim.error.twice", at_key=True, key=str(key))
            else:
                found[name] = (value, path)
        return found

    def number(self, value, path, low: int, high: int) -> int | None:
        if isinstance(value, str) or isinstance(value, bool):
            # `"難易度" = "４"`: a number in quotes is text to TOML; say so (it was "1 to 99 expected, found "４"")
            digits = unicodedata.normalize("NFKC", value).strip() if isinstance(value, str) else ""
            written = digits.isascii() and digits.isdigit()
            self.report("KY204", path, "sim.error.wrong_kind",
                        expected=message("sim.kind.number_unquoted" if written else "sim.kind.number"),
                        found=show(value), word=show(value) if written else None, guess=digits if written else None)
            return None
        if not isinstance(value, int) or not low <= value <= high:
            self.report("KY203", path, "sim.error.bad_number", low=low, high=high, found=show(value))
            return None
        return value

    def kind(self, value, expected: str, path) -> bool:
        wanted = {"text": str, "table": dict, "list": list, "yes_no": bool}[expected]
        if isinstance(value, wanted) and not (expected == "text" and not value.strip()):
            return True
        self.report("KY204", path, "sim.error.wrong_kind", expected=message("sim.kind." + expected),
                    found=show(value))
        return False

    def pick(self, value, choices: dict, path, code="KY208", key="sim.error.bad_choice") -> str | None:
        if not self.kind(value, "text", path):
            return None
        words = {w: name for name, ws in choices.items() for w in ws}
        name = words.get(plain(value))
        if name is None:
            guess = closest(plain(value), list(words), 0.6)
            self.report(code, path, key + ("_guess" if guess else ""), guess=guess, word=value, value=value,
                        known=Listing(tuple(both(ws) for ws in choices.values()), conjunction="or"))
        return name
