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


# ---- regression 3: a missing file that only starts like a check is said missing; the hint keeps the other words ----

@pytest.mark.parametrize("argv", [["odds", "ks2/scenario.toml"], ["roll", "KS10.kyoko"], ["odds", "Ks10_notes.toml"],
                                  ["--lang", "ja", "odds", "ks2/シナリオ.toml"]])
def test_a_missing_file_that_starts_like_a_check_is_said_missing(argv, capsys):
    assert cli.main(argv) == 2
    said = capsys.readouterr().err
    assert argv[-1] in said and "--check" not in said


@pytest.mark.parametrize(("argv", "form"), [
    (["odds", "KS(3,4)>=2", "--conditions", "集中"],
     "statblock odds --ruleset kyoko --conditions 集中 --check 'KS(3,4)>=2'"),
    (["--lang", "ja", "odds", "--conditions", "集中", "ＫＳ（３，４）>=2"],
     "statblock odds --ruleset kyoko --conditions 集中 --check 'ＫＳ（３，４）>=2'"),
])
def test_the_checks_hint_keeps_the_users_other_words(argv, form, capsys):
    assert cli.main(argv) == 2
    assert form in capsys.readouterr().err


@pytest.mark.slow
@pytest.mark.parametrize("word", ["KS(" + "1 " * 50_000, "KS10 " + "x" * 100_000, "ks" + "1" * 100_000 + ".toml",
                                  "KS(3," + "+" * 100_000])
def test_the_check_word_is_told_in_linear_time(word):
    from bounds import cpu_seconds
    from statblock.rulesets.kyoko.odds_command import check_word_hint

    assert cpu_seconds(lambda: check_word_hint(word, "odds", [word])) < 1
