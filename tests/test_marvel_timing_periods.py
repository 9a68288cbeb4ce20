"""Marvel Champions' runtime: an act as the period a trigger condition names (`During an attack`, Japanese `攻撃中`) is
that act's event in both languages (`runtime.events`: the Japanese `中` was no window, the condition no event)."""

from __future__ import annotations

import pytest

from statblock.rulesets.marvel_champions.model import Effect
from test_marvel_timing import ability, card, entry, game, peter, said, timing

PERIODS = [("During an attack", "攻撃中", "the villain attacks you", "attack"),
           ("During a thwart", "阻止中", "you thwart", "thwart"),
           ("During a defense", "防御中", "you defend", "defend")]


@pytest.mark.parametrize("english, japanese, event, kind", PERIODS, ids=[e for e, *_ in PERIODS])
def test_an_act_as_a_period_is_its_event_in_both_languages(english, japanese, event, kind):
    from statblock.rulesets.marvel_champions.runtime.events import read_condition

    (read_english,), (read_japanese,) = read_condition(english), read_condition(japanese)
    assert (read_japanese.kind, read_japanese.window, read_japanese.subject) == \
        (read_english.kind, read_english.window, read_english.subject) == (kind, None, ())

    def watcher(name: str, condition: str):
        return card(name, "support", ability(f"Forced Response: {condition}, draw 1 card.", "response", forced=True,
                                             condition=condition, effects=[said("draw 1 card.", Effect("draw", 1))]))

    state = game(peter(play='["Test Watch", "テストウォッチ"]'), watcher("Test Watch", english),
                 watcher("テストウォッチ", japanese))
    found = timing(state, event)[0]
    assert entry(found, "テストウォッチ").triggers == entry(found, "Test Watch").triggers is True
    names = [e.copy.name for e in timing(state, "the villain schemes")[0].entries]
    assert "Test Watch" not in names and "テストウォッチ" not in names


@pytest.mark.parametrize("japanese", ["悪役フェイズ中", "集中"])
def test_a_naka_after_no_act_is_no_event(japanese):
    from statblock.rulesets.marvel_champions.runtime.events import read_condition

    assert read_condition(japanese) is None
