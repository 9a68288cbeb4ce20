"""One reading of an open document: what `check` finds in its text, kept until the text changes.

The text is read exactly as `check` reads a file (`pipeline.read_text`), so the editor shows the
same codes, messages and spans; `LineIndex` turns the spans into the editor's positions.
"""

from __future__ import annotations

import unicodedata

import attrs

from ..diagnostics import Diagnostic
from ..fileio import MAX_FILE_BYTES, ReadProblem, problem_diagnostic
from ..pipeline import FileResult, read_text
from .across import across_neighbours
from .positions import LineIndex, normalized
from ..records import frozen

__all__ = ["Analysis", "Replacement", "analyze", "replacement"]


@frozen
class Replacement:
    """A did-you-mean a diagnostic carries, as an edit: the characters `start` to `end` become `text`."""

    start: int
    end: int
    text: str


@frozen
class Analysis:
    """The document `uri` at `version`: its normalized text (`index.text`), what its ruleset read
    (`result`), and the did-you-mean edit of each of `result.diagnostics` (None where it has none)."""

    uri: str
    version: int | None
    path: str
    index: LineIndex = attrs.field(eq=False)
    result: FileResult = attrs.field(eq=False)
    replacements: tuple[Replacement | None, ...] = attrs.field(eq=False)

    @property
    def text(self) -> str:
        return self.index.text

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return self.result.diagnostics


def analyze(uri: str, version: int | None, path: str, text: str, encoding: str) -> Analysis:
    """Read the document's `text` (as the editor holds it) as `check` reads the file `path`.

    A text bigger than `check` reads is not read: its one diagnostic says so, as `check` would."""
    plain, boms = normalized(text)
    index = LineIndex(plain, boms, encoding)
    size = len(plain.encode("utf-8", "surrogatepass"))
    if size > MAX_FILE_BYTES:
        result = FileResult(path, None, diagnostics=[problem_diagnostic(ReadProblem(path, "too_big", str(size)))])
    else:
        result = read_text(path, plain)
        found = across_neighbours(result)  # what needs the files beside it (MC113), as `check FOLDER` finds
        if found:
            result.diagnostics.extend(found)
            result.diagnostics.sort(key=lambda d: (d.span.start, d.code))
    return Analysis(uri, version, path, index, result,
                    tuple(replacement(d, plain) for d in result.diagnostics))


#: Brackets a guess may bring around its word (`［崩壊］`, `〈頑健〉`), by opening bracket.
_BRACKETS = {"［": "］", "[": "]", "【": "】", "〈": "〉", "「": "」", "(": ")", "（": "）", "<": ">"}


#: Brackets that read as one another: a full-width bracket and its plain form (`［` `[`), `<` and `〈`.
_SAME_BRACKET = {"<": "〈", ">": "〉", "〔": "[", "〕": "]"}


def _bracket(ch: str) -> str:
    """A bracket in one form of those that read alike (`［`, `[` and `〔` are `[`)."""
    plain = unicodedata.normalize("NFKC", ch) if ch else ch
    return _SAME_BRACKET.get(plain, plain)


def replacement(diagnostic: Diagnostic, text: str) -> Replacement | None:
    """The edit a diagnostic's did-you-mean asks for, or None when its help is no replacement.

    A replacement is a suggestion made with a catalog key ending in `replace` (`word.replace`,
    `sbh.replace`, ...) whose `guess` is the text to write; it takes the place of the diagnostic's
    span, narrowed to the `word` it names where the span holds more. A guess in brackets for a span
    just inside the same bracket (`［崩壊］` for the `崩落` of `［崩落２］`) gives its word only: the
    brackets, and what else they hold, stay as written."""
    suggestion = diagnostic.suggestion
    key = getattr(suggestion, "key", "")
    if not (key == "replace" or key.endswith(".replace")):
        return None
    args = dict(getattr(suggestion, "args", ()))
    guess = args.get("guess")
    span = diagnostic.span
    if not isinstance(guess, str) or not guess or span.source is None or span.source.text != text:
        return None
    start, end = span.start, span.end
    word = args.get("word")
    if isinstance(word, str) and word and text[start:end] != word:
        at = text.find(word, start, end)
        if at == -1:
            return None
        start, end = at, at + len(word)
    closing = _BRACKETS.get(guess[0])
    if (closing is not None and len(guess) > 2 and guess.endswith(closing)
            and not _bracket(text[start:start + 1]) == _bracket(guess[0])):
        around = _around(text, start, end)
        if around is not None and _bracket(text[around[0]]) == _bracket(guess[0]):
            guess = guess[1:-1]   # (the word only: the brackets, and the blanks inside them, stay as written)
        elif around is not None and around[1] is not None:   # (`【散漫】` → `［散漫］`: the brackets are the mistake)
            start, end = around[0], around[1] + 1
    if text[start:end] == guess or "\n" in text[start:end]:
        return None
    return Replacement(start, end, guess)


#: The blanks that may stand inside a bracket around its word (`［ 委縮 ］`).
_BLANKS = " \t\u3000"


def _around(text: str, start: int, end: int) -> tuple[int, int | None] | None:
    """Where the bracket that opens right before `text[start:end]` is, blanks between (`［ 委縮 ］`), and where the
    bracket that closes it right after is (None when there is none), or None when no bracket opens before it. (Before,
    only a bracket right next to the span was seen: a fix of `委縮` in `［ 委縮 ］` wrote `［ ［萎縮］ ］`.)"""
    before = start
    while before > 0 and text[before - 1] in _BLANKS:
        before -= 1
    opening = _bracket(text[before - 1]) if before > 0 else ""
    closing = next((c for o, c in _BRACKETS.items() if _bracket(o) == opening), None)
    if closing is None:
        return None
    after = end
    while after < len(text) and text[after] in _BLANKS:
        after += 1
    return before - 1, after if after < len(text) and _bracket(text[after]) == _bracket(closing) else None
