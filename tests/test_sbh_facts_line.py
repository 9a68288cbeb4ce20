"""SBH: a profile line copied from a card's facts line (`Quality 3+ · Combat 2 · 20 pts`, `質 3+ · 戦闘 2 · 56点`): `·`
between the stats was SH002 (the profile lost) and a points note after `·` or `・` (`· 33 pts`, `・33点`) an unknown
rule (SH101). Read as the card prints it: the stats, the rules, and the points checked against the profile's cost
(SH112 on a mismatch, none when it matches)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text


def _read(line: str):
    read = read_text("w.sbh", f"Warband: Elves\n{line}\n")
    profiles = [p for band in read.statblocks for p in band.to_json()["profiles"]]
    return profiles, [d.code for d in read.diagnostics]


@pytest.mark.parametrize("line, name, rules, points", [
    ("Elf Quality 3+ · Combat 2", "Elf", [], 20),
    ("Elf Quality 3+ · Combat 2 · 20 pts", "Elf", [], 20),
    ("Elf Scout Q3+ C2 Forester · 26 pts", "Elf Scout", ["Forester"], 26),
    ("Elf Ranger Quality 3+ · Combat 2 · Forester · 26 pts", "Elf Ranger", ["Forester"], 26),
    ("エルフ 質 3+ · 戦闘 2 · 20点", "エルフ", [], 20),
    ("エルフ 質3+ 戦闘2 森林踏破・26点", "エルフ", ["森林踏破"], 26),
    ("Orc Q4+ C3, 23 pts", "Orc", [], 23),
], ids=["stats", "stats-points", "rule-points", "rule-between", "ja-stats-points", "ja-nakaguro", "comma"])
def test_a_facts_line_is_read_as_the_card_prints_it(line, name, rules, points):
    profiles, codes = _read(line)
    assert [(p["name"], [r["name"] for r in p["rules"]], p["points"]) for p in profiles] == [(name, rules, points)]
    assert codes == []


@pytest.mark.parametrize("line", ["Elf Scout Q3+ C2 Forester · 33 pts", "エルフ 質3+ 戦闘2 森林踏破・33点"],
                         ids=["en", "ja"])
def test_a_points_note_that_is_not_the_profiles_cost_is_said(line):
    profiles, codes = _read(line)
    assert [r["name"] for r in profiles[0]["rules"]] in (["Forester"], ["森林踏破"]) and codes == ["SH112"]


@pytest.mark.slow
@pytest.mark.parametrize("run", [" ·" * 50_000 + " 26 pts", "・" * 100_000 + "26点", " · " * 33_000])
def test_a_long_run_of_separators_is_read_in_linear_time(run):
    from bounds import time_bound

    with time_bound(5):
        _read(f"Elf Scout Q3+ C2 Forester{run}")
