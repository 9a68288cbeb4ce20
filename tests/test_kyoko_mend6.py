"""虚構侵蝕TRPG: what the review of the kyleft4 merge found (kymend6), each in Japanese and English."""

from __future__ import annotations

import json

import pytest

from statblock import cli
from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import Damage, Loss, Option, Recovery, Text

from test_kyoko_left3 import card_with


def losses(effect: str) -> list:
    (card,), _ = card_with(effect)
    return [(e.amount.number, e.who) for e in card.effects if isinstance(e, Loss)]


# ---- regression 1: the user's own English loss after make/force/cause is the user's (was `who: target`) ----

@pytest.mark.parametrize(("effect", "expected"), [
    ("You make an attack and lose 2 HP.", [(2, None)]),
    ("Make a Will check and lose 2 HP.", [(2, None)]),
    ("Force the door open and lose 1 HP.", [(1, None)]),
    ("Cause an explosion and lose 3 HP.", [(3, None)]),
    ("Make the target lose 2 HP and lose 1 HP yourself.", [(2, "target"), (1, None)]),
    ("Force each enemy to lose 1 HP.", [(1, "target")]),
    ("Make it lose 2 HP.", [(2, "target")]),
    ("対象に【ＨＰ】を2点失わせる。", [(2, "target")]),
    ("攻撃を行い、【ＨＰ】を2点失う。", [(2, None)]),
])
def test_only_a_creature_made_to_lose_is_the_targets_loss(effect, expected):
    assert losses(effect) == expected


# ---- regression 2: `一方` a noun (`…失う一方の対象`) and `代わりに` meaning instead of (`…てもよい`) are no loss ----

@pytest.mark.parametrize(("effect", "expected"), [
    ("【ＨＰ】を2点失う一方の対象に3点のダメージを与える。", []),                     # a relative: the one target that…
    ("ダメージを受けたとき、【ＨＰ】を2点失う代わりに［萎縮］を受けてもよい。", []),   # instead of losing: seed 004's own
    ("【ＨＰ】を2点失う代わりに、［集中］を得ることができる。", []),
    ("When you take damage, you may gain [Shaken] instead of losing 2 HP.", []),
    ("【ＨＰ】を2点失う一方、3点回復する。", [(2, None)]),                          # a connective: the loss made
    ("【ＨＰ】を2点失う一方で、3点回復する。", [(2, None)]),
    ("【ＨＰ】を2点失う代わりに、対象に3点のダメージを与える。", [(2, None)]),          # in exchange for it
    ("Lose 2 HP to deal 3 damage.", [(2, None)]),
])
def test_a_loss_before_one_way_or_instead_is_read_as_the_rules_read_it(effect, expected):
    assert losses(effect) == expected
