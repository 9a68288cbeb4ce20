"""A ruleset's table of diagnostic codes, as `test_diagnostics.py` is Draw Steel's: for every code of its list, one
minimal input that gives it, written to a file and run through the pipeline (or, for a command's usage error, the
command run on it), checked for its code alone, its severity, its position (where the slip sits in the file as
written), and its message in English and in Japanese, the Japanese with no English word but the user's own and the
notation the game writes; and a check that no code of the list is left without a case. Each ruleset's table
(`test_sbh_codes.py`, …) is a list of `CodeCase` given to these functions."""

from __future__ import annotations

import re

import attrs

from statblock import cli
from statblock.pipeline import run

from test_diagnostics import position_of

__all__ = ["CodeCase", "check_code_case", "check_every_code_has_a_case", "english_words"]

_QUOTED = re.compile(r"「[^「」\n]*」|`[^`\n]*`")
_ENGLISH_WORD = re.compile(r"[A-Za-z][A-Za-z_'-]+")   # (a key, `leisure_time`, is one word)


@attrs.frozen
class CodeCase:
    code: str
    severity: str          # "error" or "warning"
    name: str              # the file's name (its suffix says its format)
    text: str              # the file's text
    at: str                # the diagnostic's span starts at this text's first match after `after` (a command's: in
    after: str = ""        # its English message)
    argv: tuple[str, ...] = ()   # a command whose error (a usage error, or a diagnostic it says) is the case; `{path}`
    # is the file's path
    beside: tuple[tuple[str, str], ...] = ()   # other files written beside it (name, text): a game state's card file

    @property
    def id(self) -> str:
        return f"{self.code}-{self.name}"


def english_words(japanese: str, allowed: frozenset[str], written: str) -> list[str]:
    """The English words of a Japanese message outside its quotations (「…」, `…`: the words to write or written, a
    card's printed English wording among them), but for the notation `allowed` and the words of the input itself
    (`written`: a name, a rule as written, a file's path, said back). A word of the input is a whole word of it:
    `No` or `file` of the system's English is not excused by `Notes` or `profile` in the input."""
    unquoted = _QUOTED.sub("", japanese)
    own = set(_ENGLISH_WORD.findall(written))
    return [word for word in _ENGLISH_WORD.findall(unquoted) if word not in allowed and word not in own]


def check_code_case(case: CodeCase, folder, capsys, allowed: frozenset[str]) -> None:
    path = folder / case.name
    path.write_text(case.text, encoding="utf-8")
    for name, text in case.beside:
        (folder / name).write_text(text, encoding="utf-8")
    if case.argv:
        said = {}
        for lang in ("en", "ja"):
            argv = [str(path) if part == "{path}" else part for part in case.argv]
            try:
                code = cli.main(["--lang", lang, *argv])
            except SystemExit as exit:   # (argparse's own refusals: an option's value none of its choices)
                code = exit.code
            assert code not in (0, None), (lang, argv)
            said[lang] = _said(capsys.readouterr().err)
        assert case.at in said["en"] and said["ja"] != said["en"], said
        assert _CODE.findall(said["en"]) in ([], [case.code]), said["en"]
        assert english_words(_CODE.sub("", said["ja"]), allowed, case.text + " ".join(case.argv) + str(path)) == [], \
            said["ja"]
        return
    diagnostics = run([str(path)]).diagnostics
    # one slip, one diagnostic: nothing else is said of this input
    assert [d.code for d in diagnostics] == [case.code], [d.render() for d in diagnostics]
    (found,) = diagnostics
    assert found.severity.value == case.severity
    assert (found.span.line, found.span.column) == position_of(case.text, case.at, case.after), found.render()
    en, ja = found.text("en"), found.text("ja")
    assert en and ja and en != ja
    assert english_words(ja, allowed, case.text) == [], ja


_CODE = re.compile(r"\[([A-Z]{2}\d{3})\]")
# a diagnostic's head as rendered, `<check>:1:4: error[KY102]: ` (the same in every language: a file's place)
_HEAD = re.compile(r"^.*?\b(?:error|warning)\[[A-Z]{2}\d{3}\]: ")


def _said(err: str) -> str:
    """What a command said on standard error, without argparse's usage (`usage:`, `使い方:`) nor the snippet under a
    diagnostic (its indented lines), each diagnostic's head left as its code alone."""
    lines = [line for line in err.splitlines()
             if line.strip() and not line.startswith((" ", "\t", "usage:", "使い方:"))]
    return "\n".join(_HEAD.sub(lambda found: found.group()[found.group().index("["):], line) for line in lines)


def check_every_code_has_a_case(codes, cases: list[CodeCase]) -> None:
    """Every code of the ruleset's list has a case, and every case a code of the list: a code added without one fails."""
    covered = {case.code for case in cases}
    assert sorted(set(codes) - covered) == [] and sorted(covered - set(codes)) == []
