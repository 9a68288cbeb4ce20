"""Marvel Champions, the forty-sixth session's leftovers, each in English and in Japanese: a limit counted over a thing
(`(Limit once each hero.)`, `（各ヒーローにつき1回まで。）`) the same in both languages."""

from __future__ import annotations

import pytest

from test_marvel_mend12 import _read


def _limit_json(text: str) -> dict | None:
    """The ability's limit as the parse JSON gives it, without its words as written."""
    compiled, _ = _read(text)
    limit = compiled.to_json()["abilities"][0]["limit"]
    return None if limit is None else {k: v for k, v in limit.items() if k != "text"}


# ---- a limit over a thing, in both languages ---------------------------------------------------------------------

LIMITS = [
    ("Action: Draw 1 card. (Limit once each hero.)", "アクション：カードを1枚引く。（各ヒーローにつき1回まで。）"),
    ("Action: Draw 1 card. (Limit once per hero.)", "アクション：カードを1枚引く。（ヒーローごとに1回まで。）"),
    ("Action: Draw 1 card. (Max 1 per ally.)", "アクション：カードを1枚引く。（味方につき1回まで。）"),
    ("Action: Draw 1 card. (Limit once per attack.)", "アクション：カードを1枚引く。（攻撃につき1回まで。）"),
    ("Action: Draw 1 card. (Max 1 per side scheme.)", "アクション：カードを1枚引く。（サイドスキームにつき1回まで。）"),
    ("Action: Draw 1 card. (Limit once per round.)", "アクション：カードを1枚引く。（各ラウンドに1回まで。）"),
]


@pytest.mark.parametrize("english, japanese", LIMITS, ids=["each-hero", "per-hero", "ally", "attack", "side-scheme",
                                                          "round"])
def test_a_limit_over_a_thing_is_the_same_in_both_languages(english, japanese):
    # (the Japanese was no limit: MC110, `（各ヒーローにつき1回まで。）` kept as written, the ability unlimited)
    assert _limit_json(english) is not None
    assert _limit_json(japanese) == _limit_json(english)
    assert not [d.code for d in _read(japanese)[1]]


@pytest.mark.parametrize("text", [
    "アクション：敵にダメージを与えるまでカードを引く。",
    "アクション：カードにダメージを与えるまで待つ。",
], ids=["enemy-ni", "card-ni"])
def test_a_thing_before_ni_is_no_limit(text):
    # (a `に` after a thing is the verb's: these scopes take `につき`/`ごとに`, not a bare `に`, outside `（…回まで）`)
    assert _limit_json(text) is None
