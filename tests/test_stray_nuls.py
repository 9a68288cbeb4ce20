"""Stray NULs in a text file (SB013): each said at its place, a few of them; past that, one more SB013 counting the
rest, so that a file of 50,000 NULs after its first 8 KiB (which `read_source` samples) is no 50,000 errors."""

from __future__ import annotations

import pytest

from statblock import parse_text

from conftest import ROOT


def _with_nuls(count: int, path: str = "seeds.ability") -> str:
    seeds = (ROOT / "abilities" / path).read_text(encoding="utf-8")
    return ("# " + "x" * 70 + "\n") * 120 + seeds + "\x00\n" * count


@pytest.mark.parametrize("lang, said", [("en", "and 49,989 more"), ("ja", "ほかに 49,989 個")])
def test_fifty_thousand_nuls_are_ten_places_and_a_count(lang, said):
    from statblock.frontends import MAX_NULS_SAID
    from statblock.messages import msg

    text = _with_nuls(50_000)
    found = [d for d in parse_text(text, "t.ability").diagnostics if d.code == "SB013"]
    assert len(found) == MAX_NULS_SAID + 1 == 11
    lines = [d.span.line for d in found]
    assert lines == sorted(lines) and lines[-1] == lines[0] + MAX_NULS_SAID
    assert said in found[-1].text(lang) and said not in found[0].text(lang)


@pytest.mark.parametrize("path", ["seeds.ability", "seeds.ja.ability"])
def test_a_few_nuls_are_each_said_and_the_abilities_still_read(path):
    clean = parse_text(_with_nuls(0, path), "t.ability")
    result = parse_text(_with_nuls(3, path), "t.ability")
    assert [d.code for d in result.diagnostics if d.code == "SB013"] == ["SB013"] * 3
    assert len(result.abilities) == len(clean.abilities) > 0


@pytest.mark.slow
def test_a_million_nuls_are_said_in_linear_time():
    from bounds import time_bound

    with time_bound(5):
        found = [d for d in parse_text(_with_nuls(500_000), "t.ability").diagnostics if d.code == "SB013"]
    assert len(found) == 11
