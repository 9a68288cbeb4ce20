"""`toml_text.Locator` steps over runs of characters with regular expressions; it stepped with loops of Python over
each character. `ByCharacter` keeps those loops: both must index every TOML text to the same places (tables,
headers, and the elements and keys of every array and inline table), on the repository's TOML files, on text
drawn from TOML's own characters, and on the fuzzer's hostile game states and scenarios."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from statblock.frontends.toml_text import Locator

from conftest import ROOT, examples


class ByCharacter(Locator):
    """The locator as it was: each step a loop over the characters."""

    def _blank(self, i: int, newlines: bool = False) -> int:
        text = self.text
        while i < len(text):
            if text[i] in " \t\r" or (newlines and text[i] == "\n"):
                i += 1
            elif newlines and text[i] == "#":
                i = self._line_end(i)
            else:
                break
        return i

    def _skip_string(self, i: int) -> int:
        text, quote = self.text, self.text[i]
        if text.startswith(quote * 3, i):
            end = text.find(quote * 3, i + 3)
            return len(text) if end == -1 else end + 3
        j = i + 1
        while j < len(text) and text[j] not in (quote, "\n"):
            j += 2 if quote == '"' and text[j] == "\\" else 1
        return min(j + 1, len(text))

    def _inside(self, i: int) -> int:
        text = self.text
        while i < len(text):
            if text[i] in " \t\r\n":
                i += 1
            elif text[i] == "#":
                i = self._line_end(i)
            else:
                break
        return i

    def _skip_value(self, i: int) -> int:
        text = self.text
        if i >= len(text):
            return i
        if text[i] in "\"'":
            return self._skip_string(i)
        if text[i] not in "[{":
            j = i
            while j < len(text) and text[j] not in ",]}\n#":
                j += 1
            return len(text[:j].rstrip()) if j > i else j
        closers = ["]" if text[i] == "[" else "}"]
        j = self._inside(i + 1)
        while closers:
            if j >= len(text) or text[j] == closers[-1]:
                closers.pop()
                j = min(j + 1, len(text))
                if closers:
                    j = self._inside(j)
                continue
            if text[j] in "[{":
                closers.append("]" if text[j] == "[" else "}")
                j = self._inside(j + 1)
                continue
            if text[j] in "\"'":
                j = self._skip_string(j)
            elif text[j] == "\n" and closers[-1] == "}":
                closers.pop()
                if not closers:
                    return j
            else:
                j += 1
            j = self._inside(j)
        return j


def _places(locator: Locator) -> tuple:
    """Everything the locator found: its tables and headers, each value's end from every offset, and the elements
    and keys of every array and inline table it recorded."""
    text = locator.text
    inner = []
    for table in locator.tables.values():
        for _, _, start, end in table.values():
            if text[start:start + 1] == "[":
                inner.append(("items", start, tuple(locator._items(start, end))))
            elif text[start:start + 1] == "{":
                inner.append(("inline", start, tuple(sorted(locator._inline(start, end).items()))))
    steps = tuple((locator._skip_value(i), locator._blank(i), locator._blank(i, True), locator._inside(i))
                  for i in range(len(text) + 2))
    strings = tuple(locator._skip_string(i) for i in range(len(text)) if text[i] in "\"'")
    return locator.tables, locator.headers, tuple(inner), steps, strings


def _agree(text: str) -> None:
    assert _places(Locator(text)) == _places(ByCharacter(text)), text


_FILES = sorted([*(ROOT / "examples").rglob("*.toml"), *(ROOT / "abilities").rglob("*.toml")])


@pytest.mark.parametrize("path", _FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_repositorys_toml_is_indexed_alike(path):
    _agree(path.read_text("utf-8"))


_PIECES = ["[", "]", "[[", "]]", "{", "}", "=", " = ", ",", ".", "#", "# c\n", "\n", "\r\n", " ", "\t", "\u3000",
           '"', "'", '"""', "'''", "\\", '\\"', "\\\\", "a", "key", "b.c", "1", "-2", "true", "x y", "ゾンビ", "\x0b"]


@settings(max_examples=examples(400), deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(_PIECES), max_size=60).map("".join))
def test_text_of_tomls_characters_is_indexed_alike(text):
    _agree(text)


@pytest.mark.parametrize("frontend", ["mc_state", "scenario", "hero"])
def test_the_fuzzers_toml_is_indexed_alike(frontend):
    import test_fuzz_hostile as fuzz

    for index in range(examples(120)):   # (25 in the inner loop)
        data = fuzz.make_case(frontend, index).data
        text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
        if len(text) <= 4000:   # (every offset of the text is stepped from, in both)
            _agree(text)


@pytest.mark.parametrize("text, indexed", [
    ("[villain\ncard = 1\n", False),                          # not TOML: said where tomllib stopped
    ('cards = []\n', False),                                  # nothing to place
    ('[villain]\ncard = "Nobody"\nthreat = 3\n', True),      # an unknown card: said at its value
])
def test_a_game_state_is_indexed_only_when_a_place_is_asked(monkeypatch, text, indexed):
    """The Marvel state reader walks the file for its places (`Locator`) the first time one is asked, not for every
    file: a file that is no TOML, or has nothing to place, costs no index."""
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.marvel_champions.runtime import loader

    made = _count_locators(monkeypatch, loader)
    state, found = loader.read_state(SourceFile("state.toml", text), {})
    assert bool(made) is indexed
    if indexed:   # (the place is the value's, as before)
        assert [(d.code, d.span.text) for d in found] == [("MC203", '"Nobody"')]


@pytest.mark.parametrize("text, indexed", [
    ('# ruleset: kyoko\n[character]\nname = "ミサキ"\nhp = 10\n', False),   # no mistake: nothing placed
    ('# ruleset: kyoko\n[character]\nhp = "ten"\n', True),                    # a mistake: said at its value
])
def test_a_scenario_is_indexed_only_when_a_mistake_is_placed(monkeypatch, text, indexed):
    from statblock.diagnostics import SourceFile
    from statblock.frontends import toml_text
    from statblock.rulesets.kyoko.sim import read_scenario

    made = _count_locators(monkeypatch, toml_text)
    scenario, found = read_scenario(SourceFile("t.toml", text))
    assert scenario is not None and bool(made) is indexed and bool(found) is indexed
    if indexed:
        assert found[0].span.text == '"ten"'


def _count_locators(monkeypatch, module) -> list:
    """The texts `Locator` indexes from now on (it is replaced in `module` by a subclass that counts)."""
    made = []

    class Counted(Locator):
        def __init__(self, text):
            made.append(text)
            super().__init__(text)

    monkeypatch.setattr(module, "Locator", Counted)
    return made
