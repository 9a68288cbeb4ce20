"""虚構侵蝕TRPG: effect text that was read wrong in silence, as a player of the game writes it (docs/kyoko.md):
each test names the reading it had before."""

from __future__ import annotations

import pytest

from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import ConditionEffect, Damage

from bounds import cpu_seconds


def card_with(effect: str):
    return read_cards(SourceFile("c.kyoko", f"試作品（フィクションパワー）\n使用：常時\n効果：{effect}\n"))


def conditions(effect: str):
    (card,), problems = card_with(effect)
    return [(e.id, e.referenced) for e in card.effects if isinstance(e, ConditionEffect)], problems


@pytest.mark.parametrize(("effect", "named"), [
    ("あなたは［萎縮］を受けない。", [("shaken", True)]),
    ("［気絶］にならない。", [("unconscious", True)]),
    ("［崩壊］を受けず、［散漫］も無効化する。", [("decay", True), ("distracted", True)]),
    ("［崩壊］を無効化する。", [("decay", True)]),
    ("［萎縮］［散漫］を受けない。", [("shaken", True), ("distracted", True)]),
    ("［崩壊］を受けなくなる。", [("decay", True)]),
    ("［憎悪］を与えられない。", [("hatred", True)]),
    ("［崩壊］への耐性を得る。", [("decay", True)]),
    ("You cannot gain [Decay].", [("decay", True)]),
    ("You are immune to [Decay] and [Shaken].", [("decay", True), ("shaken", True)]),
    ("You never become [Hatred].", [("hatred", True)]),
])
def test_a_condition_denied_or_made_of_no_effect_is_named_not_given(effect, named):
    """An immunity (`［萎縮］を受けない`, `［崩壊］を無効化する`, `immune to [Decay]`) names the ［状態］ and gives none: it
    was read as given (`referenced: false` in the JSON), and ［崩壊］ or ［憎悪］ without its n or target was an error
    (KY011, KY013) on a card that writes none because it gives none."""
    found, problems = conditions(effect)
    assert found == named and problems == [], [(d.code, str(d.message)) for d in problems]


@pytest.mark.parametrize("effect", ["［萎縮］を与える。", "［崩壊3］を受ける。", "Gain [Decay 3].", "［崩壊3］を受け、［萎縮］になる。"])
def test_a_condition_given_is_still_given(effect):
    found, problems = conditions(effect)
    assert found and not any(named for _, named in found) and problems == []


def test_a_given_condition_without_its_n_is_still_said():
    found, problems = conditions("［崩壊］を受ける。")
    assert found == [("decay", False)] and [d.code for d in problems] == ["KY011"]


def test_many_immunities_read_in_linear_time():
    short, long = ("［萎縮］を受けない。" * 1000), ("［萎縮］を受けない。" * 10000)
    assert cpu_seconds(lambda: card_with(long)) < 12 * cpu_seconds(lambda: card_with(short)) + 0.5


@pytest.mark.parametrize(("effect", "number"), [
    ("対象にダメージを３点与える。", 3), ("対象はダメージを5点受ける。", 5), ("ダメージを 12 点与え、［萎縮］を与える。", 12),
])
def test_damage_dealt_with_its_points_after_wo_is_damage(effect, number):
    """`ダメージを3点与える` (damage, 3 points of it, dealt) was text with no word: the card's JSON had no damage."""
    (card,), problems = card_with(effect)
    assert [e.amount.number for e in card.effects if isinstance(e, Damage)] == [number] and problems == []


@pytest.mark.parametrize("effect", ["ダメージを２点減少させる。", "受けるダメージを３点軽減する。", "ダメージを3点受けない。",
                                    "ダメージを３与える。"])
def test_damage_changed_or_denied_after_wo_stays_text(effect):
    (card,), problems = card_with(effect)
    assert not any(isinstance(e, Damage) for e in card.effects) and problems == []
