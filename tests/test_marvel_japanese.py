"""Japanese card text reads to the structure the same English card reads to (seed 002's Japanese words,
and ours where the seed names none). Every card text here is made up in the printed style."""

from __future__ import annotations

import pytest

from test_marvel_language import read


def keywords(text: str):
    abilities, diagnostics = read(text)
    return [(a.type, [(k.id, k.value, k.per_hero, len(k.names), k.counters is not None) for k in a.keywords])
            for a in abilities], [d.code for d in diagnostics]


# ---- keywords ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("japanese, english", [
    ("チームワーク（[[ホースマン]]）。", "Teamwork ([[Horseman]])."),
    ("チームワーク([[ホースマン]])。", "Teamwork ([[Horseman]])."),
    ("使用回数（3 ウェブカウンター）。", "Uses (3 web counters)."),
    ("使用回数（ウェブカウンター3個）。", "Uses (3 web counters)."),
    ("使用回数(3 ウェブカウンター)。", "Uses (3 web counters)."),
    ("チームアップ（ウルヴァリン と ジュビリー）。", "Team-Up (Wolverine and Jubilee)."),
    ("チームアップ（ウルヴァリンとジュビリー）。", "Team-Up (Wolverine and Jubilee)."),
    ("妨害 2[per_hero]。", "Hinder 2[per_hero]."),
    ("妨害 X[per_hero]。", "Hinder X[per_hero]."),
    ("チームワーク（[[ホースマン]]）。報復 2。オーバーキル。", "Teamwork ([[Horseman]]). Retaliate 2. Overkill."),
    ("必要条件（[energy]）。", "Requirement ([energy])."),
], ids=lambda text: text)
def test_keywords_with_a_value_read_as_the_english(japanese, english):
    found, codes = keywords(japanese)
    assert (found, codes) == keywords(english)
    assert found[0][0] == "keyword"


def test_keyword_values_keep_their_japanese_words():
    (ability,), _ = read("使用回数（ウェブカウンター3個）。チームアップ（ウルヴァリンとジュビリー）。")
    uses, team_up = ability.keywords
    assert (uses.value, uses.counters, team_up.names) == (3, "ウェブ", ("ウルヴァリン", "ジュビリー"))


# ---- trigger conditions -----------------------------------------------------------------------------

def shape(text: str):
    """What an ability reads to, without its words: type, timing, whether it has a condition, the kinds
    of its costs and effects, its limit."""
    (ability,), diagnostics = read(text)
    limit = (ability.limit.scope, ability.limit.count, ability.limit.per_player) if ability.limit else None
    return ((ability.type, ability.forced, ability.form, ability.timing, ability.condition is not None,
             tuple(c.kind for c in ability.costs), len(ability.effects), limit), [d.code for d in diagnostics])


@pytest.mark.parametrize("japanese, english", [
    ("強制レスポンス：テスト手下が攻撃した後、あなたに1ダメージを与える。",
     "Forced Response: After Test Minion attacks, deal 1 damage to you."),
    ("強制レスポンス：ブラックキャットをプレイした後、あなたのデッキの上から 2 枚を捨てる。",
     "Forced Response: After you play Black Cat, discard the top 2 cards of your deck."),
    ("強制割り込み：このミニオンが倒されようとする時、メイン計画に脅威を2個置く。",
     "Forced Interrupt: When this minion would be defeated, place 2 threat on the main scheme."),
    ("レスポンス：このミニオンが倒された時、カードを1枚引く。",
     "Response: When this minion is defeated, draw 1 card."),
    ("強制割り込み：悪役が攻撃する時、1ダメージを受ける。", "Forced Interrupt: When the villain attacks, take 1 damage."),
    ("レスポンス：あなたが[[攻撃]]、[[阻止]]、または[[防御]]イベントをプレイした後、カードを1枚引く。",
     "Response: After you play an [[Attack]], [[Thwart]], or [[Defense]] event, draw 1 card."),
], ids=lambda text: text)
def test_japanese_conditions_read_as_the_english(japanese, english):
    assert shape(japanese)[0][:5] == shape(english)[0][:5]


@pytest.mark.parametrize("text, timing, condition", [
    ("強制レスポンス：テスト手下が攻撃した後、あなたに1ダメージを与える。", "after", "テスト手下が攻撃した後"),
    ("強制割り込み：このミニオンが倒されようとする時、メイン計画に脅威を2個置く。", "would", "このミニオンが倒されようとする時"),
    ("レスポンス：このミニオンが倒されたとき 、カードを1枚引く。", "when", "このミニオンが倒されたとき"),
    ("ヒーロー割り込み：敵があなたを攻撃しようとする時、ナイトクローラーを消耗する → その攻撃をキャンセルする。",
     "would", "敵があなたを攻撃しようとする時"),
])
def test_the_condition_ends_at_its_timing_word_and_comma(text, timing, condition):
    (ability,), _ = read(text)
    assert (ability.timing, ability.condition.text) == (timing, condition)
    assert all(condition not in cost.text for cost in ability.costs)
    assert condition not in ability.effects[0].text


# ---- timing with Japanese cards ---------------------------------------------------------------------------

CARDS = """# ruleset: marvel_champions
ナイトクローラー（ヒーロー）
ヒーロー割り込み：敵があなたを攻撃しようとする時、カードを1枚引く。

カート・ワグナー（分身）
分身アクション：カードを1枚引く。

ウォー（手下）
攻撃 3 · 計画 1 · 体力 6
強制レスポンス：ウォーが攻撃した後、あなたに1ダメージを与える。

サイクロップス（悪役）
攻撃 2 · 計画 1 · 体力 10
"""
STATE = """cards = ["cards.champions"]
[villain]
card = "サイクロップス"
[[players]]
name = "Ana"
hero = "ナイトクローラー"
alter_ego = "カート・ワグナー"
engaged = ["ウォー"]
"""


@pytest.mark.parametrize("event, listed", [
    ("ウォーがあなたを攻撃する", [("before", "ナイトクローラー", True), ("after", "ウォー", True)]),
    ("ウォーがあなたを攻撃した後", [("after", "ウォー", True)]),
    ("the villain attacks you", [("before", "ナイトクローラー", True)]),
    ("悪役フェイズが始まる", []),
    ("手下が倒される", []),
])
def test_japanese_triggers_answer_only_their_events(tmp_path, capsys, event, listed):
    import json

    from test_marvel_timing import _args
    from statblock.rulesets.marvel_champions.runtime.command import run_timing

    (tmp_path / "cards.champions").write_text(CARDS, encoding="utf-8")
    (tmp_path / "state.toml").write_text(STATE, encoding="utf-8")
    assert run_timing(_args(str(tmp_path / "state.toml"), event, format="json")) == 0
    found = json.loads(capsys.readouterr().out)
    assert [(e["window"], e["card"], e["triggers"]) for e in found["entries"] if e["source"] == "ability"] == listed


# ---- limits -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("japanese, english", [
    ("アクション：カードを1枚引く。（ラウンドにつき1回まで。）", "Action: Draw 1 card. (Limit once per round.)"),
    ("アクション：カードを1枚引く。（フェイズにつき1回まで）", "Action: Draw 1 card. (Limit once per phase.)"),
    ("アクション：カードを1枚引く。（ゲームにつき1回まで）", "Action: Draw 1 card. (Limit once per game.)"),
    ("アクション：カードを1枚引く。(ラウンドにつき2回まで。)", "Action: Draw 1 card. (Limit twice per round.)"),
    ("アクション：カードを1枚引く。ラウンドにつき1回まで。", "Action: Draw 1 card. Limit once per round."),
    ("ヒーロー割り込み：敵があなたを攻撃しようとする時、カードを1枚引く。（ラウンドにつき1回まで。）",
     "Hero Interrupt: When an enemy would attack you, draw 1 card. (Limit once per round.)"),
], ids=lambda text: text)
def test_japanese_limits_read_as_the_english(japanese, english):
    (ability,), _ = read(japanese)
    assert ability.limit is not None and len(ability.effects) == 1
    assert shape(japanese)[0][-1] == shape(english)[0][-1]


# ---- costs ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("japanese, english", [
    ("ヒーロー割り込み：敵があなたを攻撃しようとする時、ナイトクローラーを消耗する → その攻撃をキャンセルする。",
     "Hero Interrupt: When an enemy would attack you, exhaust Nightcrawler → cancel that attack."),
    ("アクション：このカードを消耗し、[energy]リソースを1つ支払う → カードを1枚引く。",
     "Action: Exhaust this card and spend a [energy] resource → draw 1 card."),
    ("アクション：このカードからウェブカウンターを1個取り除く → カードを1枚引く。",
     "Action: Remove 1 web counter from this card → draw 1 card."),
    ("アクション：このカードから1個のウェブカウンターを取り除く → カードを1枚引く。",
     "Action: Remove 1 web counter from this card → draw 1 card."),
    ("アクション：1ダメージを受ける → カードを1枚引く。", "Action: Take 1 damage → draw 1 card."),
    ("アクション：[mental][mental]リソースを支払う → カードを1枚引く。", "Action: Spend [mental][mental] resources → draw 1 card."),
    ("アクション：X[mental]リソースを支払う → カードを1枚引く。", "Action: Spend X [mental] resources → draw 1 card."),
], ids=lambda text: text)
def test_japanese_costs_read_as_the_english(japanese, english):
    (ja,), _ = read(japanese)
    (en,), _ = read(english)
    assert [(c.kind, c.amount, c.resources) for c in ja.costs] == [(c.kind, c.amount, c.resources) for c in en.costs]
    assert (ja.timing, len(ja.effects)) == (en.timing, len(en.effects))


def test_a_japanese_exhaust_cost_of_its_own_card_is_checked(tmp_path, capsys):
    import json

    from test_marvel_timing import _args
    from statblock.rulesets.marvel_champions.runtime.command import run_timing

    cards = CARDS.replace("ヒーロー割り込み：敵があなたを攻撃しようとする時、カードを1枚引く。",
                          "ヒーロー割り込み：敵があなたを攻撃しようとする時、このカードを消耗する → カードを1枚引く。")
    (tmp_path / "cards.champions").write_text(cards, encoding="utf-8")
    (tmp_path / "state.toml").write_text(STATE + "exhausted = true\n", encoding="utf-8")
    assert run_timing(_args(str(tmp_path / "state.toml"), "ウォーがあなたを攻撃する", format="json")) == 0
    (entry,) = [e for e in json.loads(capsys.readouterr().out)["entries"] if e["window"] == "before"]
    assert entry["can_initiate"] is False


# ---- what cannot be read is said (MC110) ------------------------------------------------------------------------

@pytest.mark.parametrize("text, words, what", [
    ("強制割り込み：悪役が攻撃する時 1ダメージを受ける。", "悪役が攻撃する時 1ダメージを受ける。", "トリガーの条件"),
    ("レスポンス：悪役が攻撃した場合、カードを1枚引く。", "悪役が攻撃した場合、カードを1枚引く。", "トリガーの条件"),
    ("アクション：よくわからないことをする → カードを1枚引く。", "よくわからないことをする", "コスト"),
    ("アクション：カードを1枚引く。（ラウンドにつき何回まで。）", "（ラウンドにつき何回まで。）", "回数の上限"),
    ("ガーディアン（3）。", "ガーディアン（3）。", "キーワード"),
], ids=lambda text: text)
def test_japanese_words_not_read_are_reported_where_they_are(text, words, what):
    _, diagnostics = read(text)
    (found,) = diagnostics
    assert (found.code, found.severity.value, found.span.text, found.span.line) == ("MC110", "warning", words, 2)
    assert what in found.text("ja") and f"`{words}`" in found.text("en")


def test_read_japanese_text_and_english_text_get_no_such_warning():
    for text in ("強制レスポンス：テスト手下が攻撃した後、あなたに1ダメージを与える。", "報復 2。", "Response: Draw 1 card.",
                 "アクション：このカードを消耗する → カードを1枚引く。（ラウンドにつき1回まで。）"):
        assert read(text)[1] == []


@pytest.mark.parametrize("line", [
    "使用回数（3" + " " * 20_000 + "ウェブカウンター）。",
    "チームアップ（ウルヴァリン" + " " * 20_000 + "と ジュビリー）。",
    "報復 " + "9" * 5000 + "。",
    "Retaliate " + "9" * 5000 + ".",
    "使用回数（" + "9" * 5000 + " ウェブカウンター）。",
], ids=["uses-spaces", "team-up-spaces", "retaliate-ja-digits", "retaliate-digits", "uses-digits"])
def test_long_runs_of_spaces_and_huge_numbers_end_in_time_without_an_internal_error(line):
    """Found in review: runs of spaces made the Japanese value patterns polynomial (seconds at a thousand
    spaces), and a number of thousands of digits ended in Python's limit on reading integers."""
    from bounds import time_bound
    from statblock.pipeline import read_text

    with time_bound(20):
        result = read_text("x.champions", "Test (Ally)\n" + line + "\n")
    assert all(d.code != "SB999" for d in result.diagnostics)
