"""Every part of an ability's meaning is named in the user's words where `convert` says what would change: `written`
(how a field is written) was "its written" (ja: "written"), and `cost` came only through the fallback, so Japanese
showed the word `cost`."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.changes import said_changes


@pytest.mark.parametrize(("before", "after", "en", "ja"), [
    ({"written": {"action": "Main action"}}, {"written": {"action": "Main"}}, "its action type as written",
     "アクションの種類の書き方"),
    ({"written": {"distance": "Melee 1"}}, {"written": {"distance": "melee 1"}}, "its distance as written",
     "距離の書き方"),
    ({"written": {"x": "a"}}, {"written": {"x": "b"}}, "how it is written", "書き方"),
    ({"cost": {"amount": 3}}, {"cost": {"amount": 5}}, "its cost", "コスト"),
])
def test_each_part_is_named_in_the_users_words(before, after, en, ja):
    said_en, said_ja = said_changes(before, after).render("en"), said_changes(before, after).render("ja")
    assert said_en.startswith(en), said_en
    assert said_ja.startswith(ja), said_ja
    for word in ("written", "cost"):
        assert word not in said_ja
    assert "its written" not in said_en
