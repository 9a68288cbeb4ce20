"""Japanese card text reads to the structure the same English card reads to (seed 002's Japanese words,
and ours where the seed names none). Every card text here is made up in the printed style."""

from __future__ import annotations

import pytest

from statblock.rulesets.marvel_champions.language.japanese_effects import effect_parts
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
    # `に` after the scope, with or without `1` before it: was a `text` effect, the limit lost and nothing said
    ("アクション：カードを1枚引く。（1ラウンドに1回まで。）", "Action: Draw 1 card. (Limit once per round.)"),
    ("アクション：カードを1枚引く。（ラウンドに1回まで。）", "Action: Draw 1 card. (Limit once per round.)"),
    ("アクション：カードを1枚引く。（1ゲームに1回まで）", "Action: Draw 1 card. (Limit once per game.)"),
    ("アクション：カードを1枚引く。（1フェイズに2回まで。）", "Action: Draw 1 card. (Limit twice per phase.)"),
    ("アクション：カードを1枚引く。（1ラウンドにつき1回まで。）", "Action: Draw 1 card. (Limit once per round.)"),
    ("アクション：カードを1枚引く。（1ラウンドにプレイヤー毎1回まで。）",
     "Action: Draw 1 card. (Limit once per round per player.)"),
    # as players type them: `毎に` (ごとに in kanji), `一回`, and no `まで` in the parentheses: were text, no word
    ("アクション：カードを1枚引く。（ラウンド毎に1回まで。）", "Action: Draw 1 card. (Limit once per round.)"),
    ("アクション：カードを1枚引く。（フェイズ毎に1回）", "Action: Draw 1 card. (Limit once per phase.)"),
    ("アクション：カードを1枚引く。（ラウンドにつき1回）", "Action: Draw 1 card. (Limit once per round.)"),
    ("アクション：カードを1枚引く。（1ラウンドに2回）", "Action: Draw 1 card. (Limit twice per round.)"),
    ("アクション：カードを1枚引く。（ゲームにつき一回まで。）", "Action: Draw 1 card. (Limit once per game.)"),
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
    ("アクション：手札を1枚捨てる → カードを2枚引く。", "Action: Discard 1 card from your hand → draw 2 cards."),
    ("アクション：カードを2枚捨てる → カードを2枚引く。", "Action: Discard 2 cards → draw 2 cards."),
    ("アクション：最大3ダメージを受ける → カードを1枚引く。", "Action: Take up to 3 damage → draw 1 card."),   # was text
    ("アクション：最大 X ダメージを受ける → カードを1枚引く。", "Action: Take up to X damage → draw 1 card."),
    ("アクション：最大3点のダメージを受ける → カードを1枚引く。", "Action: Take up to 3 damage → draw 1 card."),
    ("アクション：3ダメージまで受ける → カードを1枚引く。", "Action: Take up to 3 damage → draw 1 card."),   # `まで`
    ("アクション：1ダメージを受け、このカードを消耗する → カードを1枚引く。",
     "Action: Take 1 damage and exhaust this card → draw 1 card."),
], ids=lambda text: text)
def test_japanese_costs_read_as_the_english(japanese, english):
    (ja,), ja_diagnostics = read(japanese)
    (en,), _ = read(english)
    assert [(c.kind, c.amount, c.resources, c.up_to) for c in ja.costs] == \
        [(c.kind, c.amount, c.resources, c.up_to) for c in en.costs]
    assert ja_diagnostics == []
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
    # (no timing word: `悪役が攻撃する時 1ダメージを受ける。` is read now, its comma left out, test_marvel_run_on)
    ("強制割り込み：悪役の攻撃により1ダメージを受ける。", "悪役の攻撃により1ダメージを受ける。", "トリガーの条件"),
    ("レスポンス：悪役が攻撃した場合、カードを1枚引く。", "悪役が攻撃した場合、カードを1枚引く。", "トリガーの条件"),
    ("アクション：よくわからないことをする → カードを1枚引く。", "よくわからないことをする", "コスト"),
    ("アクション：カードを1枚引く。（ラウンドにつき何回まで。）", "（ラウンドにつき何回まで。）", "回数の上限"),
    ("アクション：カードを1枚引く。（この能力は1ラウンドに1回まで。）", "（この能力は1ラウンドに1回まで。）", "回数の上限"),
    ("ガーディアン（3）。", "ガーディアン（3）。", "キーワード"),
    ("倒された時：カードを1枚引く。", "倒された時", "タイミング・トリガー"),   # was a constant ability, nothing said
], ids=lambda text: text)
def test_japanese_words_not_read_are_reported_where_they_are(text, words, what):
    _, diagnostics = read(text)
    (found,) = diagnostics
    assert (found.code, found.severity.value, found.span.text, found.span.line) == ("MC110", "warning", words, 2)
    assert what in found.text("ja") and f"`{words}`" in found.text("en")


@pytest.mark.parametrize("japanese", [
    "公開時：この効果はキャンセル不可能。各プレイヤーは1ダメージを受ける。",
    "公開時：各プレイヤーは可能な限り手札を捨てる。その後、各プレイヤーは1ダメージを受ける。",
    "強制レスポンス：悪役が攻撃した後、脅威が増える可能性がある。メイン計画に脅威を1置く。",
], ids=lambda text: text)
def test_words_holding_may_that_offer_no_choice_leave_a_forced_ability_mandatory(japanese):
    # `不可能` (cannot) and `可能な限り` (as many as possible) hold the seed's `可能` (may): they made the sentence
    # and every one after it optional, a forced 1 damage to each player the players' choice
    (ability,), _ = read(japanese)
    assert [s.optional for s in ability.effects] == [False] * len(ability.effects)
    assert read("公開時：カードを1枚捨てることが可能。")[0][0].effects[0].optional   # `可能` alone is still `may`


def test_gekiha_ji_is_when_defeated_as_the_seeds_haiboku_ji():
    # `撃破時：` was a constant ability of text with nothing said: the trigger lost, the draw never typed
    assert shape("撃破時：各プレイヤーはカードを1枚引く。") == shape("敗北時：各プレイヤーはカードを1枚引く。")
    assert shape("撃破時：各プレイヤーはカードを1枚引く。")[0][0] == "when_defeated"


def test_read_japanese_text_and_english_text_get_no_such_warning():
    for text in ("強制レスポンス：テスト手下が攻撃した後、あなたに1ダメージを与える。", "報復 2。", "Response: Draw 1 card.",
                 "選択：カードを1枚引く。", "Choose: draw 1 card.",
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


# ---- effects ----------------------------------------------------------------------------------------------------

def effects_json(text: str, kind: str = "hero", name: str = "Test Hero"):
    """The effects of the card's JSON (`statblock parse`), sentence by sentence, without the words they were
    read from (`text`, a target's `text`: the Japanese words differ from the English), and the codes reported."""
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, diagnostics = read_card(card(text, name=name, kind=kind))
    out = []
    for ability in compiled.to_json()["abilities"]:
        for sentence in ability["effects"]:
            effects = []
            for effect in sentence["effects"]:
                effect = {k: v for k, v in effect.items() if k != "text"}
                if effect["target"] is not None:
                    effect["target"] = {k: v for k, v in effect["target"].items() if k != "text"}
                for key in ("targets", "one_of", "keywords"):   # (a keyword given keeps its words: `報復1`)
                    if effect.get(key):
                        effect[key] = [{k: v for k, v in t.items() if k != "text"} for t in effect[key]]
                effects.append(effect)
            out.append((sentence["optional"], sentence["then"], effects))
    return out, [d.code for d in diagnostics]


EFFECTS = [
    ("アクション：敵1体に3ダメージを与える。", "Action: Deal 3 damage to an enemy."),
    ("アクション：3ダメージを与える。", "Action: Deal 3 damage."),
    ("アクション：悪役に2ダメージを与える。", "Action: Deal 2 damage to the villain."),
    ("アクション：ミニオン1体に1[per_hero]ダメージを与える。", "Action: Deal 1[per_hero] damage to a minion."),
    ("アクション：各敵に1ダメージを与える。", "Action: Deal 1 damage to each enemy."),
    ("アクション：すべての敵に1ダメージを与える。", "Action: Deal 1 damage to each enemy."),
    ("強制レスポンス：テスト手下が攻撃した後、あなたに1ダメージを与える。",
     "Forced Response: After Test Minion attacks, deal 1 damage to you."),
    ("アクション：1ダメージを受ける。", "Action: Take 1 damage."),
    ("アクション：各プレイヤーは1ダメージを受ける。", "Action: Each player takes 1 damage."),
    ("アクション：カードを2枚引く。", "Action: Draw 2 cards."),
    ("アクション：2枚のカードを引く。", "Action: Draw 2 cards."),
    ("アクション：各プレイヤーはカードを1枚引く。", "Action: Each player draws 1 card."),
    ("アクション：各プレイヤーは、カードを1枚引く。", "Action: Each player draws 1 card."),
    ("アクション：各プレイヤーは手札を1枚捨てる。", "Action: Each player discards 1 card."),
    ("アクション：Xダメージを与える。", "Action: Deal X damage."),
    ("アクション：このスキームから脅威を2取り除く。", "Action: Remove 2 threat from this scheme."),
    ("アクション：計画1つから脅威を2取り除く。", "Action: Remove 2 threat from a scheme."),
    ("アクション：脅威を2除去する。", "Action: Remove 2 threat."),
    ("アクション：メインスキームに脅威を1置く。", "Action: Place 1 threat on the main scheme."),
    ("強制割り込み：このミニオンが倒されようとする時、メイン計画に脅威を2個置く。",
     "Forced Interrupt: When this minion would be defeated, place 2 threat on the main scheme."),
    ("アクション：体力を3回復する。", "Action: Heal 3 damage."),
    ("アクション：あなたのヒーローの体力を3回復する。", "Action: Heal 3 damage from your hero."),
    ("アクション：味方1体から2ダメージを回復する。", "Action: Heal 2 damage from an ally."),
    ("アクション：キャラクター1体を消耗させる。", "Action: Exhaust a character."),
    ("アクション：その敵を消耗させる。", "Action: Exhaust that enemy."),
    ("アクション：あなたのヒーローを準備状態にする。", "Action: Ready your hero."),
    ("アクション：最大2体のキャラクターを準備状態にする。", "Action: Ready up to 2 characters."),
    ("アクション：悪役をスタン状態にする。", "Action: Stun the villain."),
    ("アクション：敵1体を混乱状態にする。", "Action: Confuse an enemy."),
    ("アクション：タフ状態を得る。", "Action: Gain a tough status card."),
    ("アクション：あなたはタフ状態を得る。", "Action: You gain a tough status card."),
    ("ブースト：悪役にタフを与える。", "Boost: Give the villain a tough status card."),
    ("アクション：あなたの手札を1枚捨てる。", "Action: Discard 1 card from your hand."),
    ("強制レスポンス：ブラックキャットをプレイした後、あなたのデッキの上から 2 枚を捨てる。",
     "Forced Response: After you play Black Cat, discard the top 2 cards of your deck."),
    ("アクション：リソースを1生み出す。", "Action: Generate 1 resource."),
    ("リソース：[energy]リソースを1つ生み出す。", "Resource: Generate a [energy] resource."),
    ("アクション：あなたのデッキからアップグレード1枚を探し、それをあなたの手札に加える。",
     "Action: Search your deck for an upgrade and add it to your hand."),
    ("アクション：敵1体に3ダメージを与え、それをスタン状態にする。", "Action: Deal 3 damage to an enemy and stun it."),
    ("アクション：カードを1枚引き、その後、カードを1枚捨てる。", "Action: Draw 1 card, then discard 1 card."),
    ("アクション：カードを1枚引く。その後、あなたの手札を1枚捨てる。", "Action: Draw 1 card. Then, discard 1 card."),
    ("強制レスポンス：テスト手下が攻撃した後、あなたはカードを1枚引いてもよい。",
     "Forced Response: After Test Minion attacks, you may draw 1 card."),
    # how much damage is prevented (was `prevent` with no amount)
    ("割り込み：あなたがダメージを受けようとする時、そのダメージのうち2を防ぐ。",
     "Interrupt: When you would take damage, prevent 2 of that damage."),
    ("アクション：そのダメージを2防ぐ。", "Action: Prevent 2 of that damage."),
    ("アクション：1ダメージを防ぐ。", "Action: Prevent 1 damage."),
    ("アクション：そのダメージを防ぐ。", "Action: Prevent that damage."),   # all of it: no amount
    ("アクション：そのダメージのうち1を防ぎ、カードを1枚引く。", "Action: Prevent 1 of that damage and draw 1 card."),
    # every target `と` joins (`Effect.targets`; was text, or one target of the whole phrase)
    ("アクション：ヴィランと、あなたと交戦している各敵に1ダメージを与える。",
     "Action: Deal 1 damage to the villain and each enemy engaged with you."),
    ("アクション：悪役と各ミニオンに2ダメージを与える。", "Action: Deal 2 damage to the villain and each minion."),
    ("アクション：悪役と各ミニオンをスタン状態にする。", "Action: Stun the villain and each minion."),
    ("アクション：あなたと各プレイヤーはカードを1枚引く。", "Action: You and each player draw 1 card."),
    ("アクション：各ミニオンと味方に1ダメージを与える。", "Action: Deal 1 damage to each minion and ally."),
    ("アクション：あなたのヒーローと各味方から1ダメージを回復する。", "Action: Heal 1 damage from your hero and each ally."),
    ("アクション：あなたと交戦している各敵に1ダメージを与える。", "Action: Deal 1 damage to each enemy engaged with you."),
    ("アクション：悪役および各ミニオンに1ダメージを与える。", "Action: Deal 1 damage to the villain and each minion."),
    ("アクション：あなたのヒーローと、あなたがコントロールする各味方から1ダメージを回復する。",
     "Action: Heal 1 damage from your hero and each ally you control."),
    ("アクション：あなたがコントロールする各味方を準備状態にする。", "Action: Ready each ally you control."),
    ("アクション：悪役と各ミニオンは攻撃できない。", "Action: The villain and each minion cannot attack."),   # was no target
    # an amount said by what it refers to (`syntax.that_much`): counted, no number (was text)
    ("アクション：その敵に同じ量のダメージを与える。", "Action: Deal that much damage to that enemy."),
    ("アクション：同じ量のダメージを与える。", "Action: Deal that much damage."),
    ("アクション：メイン計画から同じ量の脅威を取り除く。", "Action: Remove that much threat from the main scheme."),
    # the same after its noun, where a number stands (`脅威を2取り除く`; was text)
    ("アクション：メイン計画から脅威を同じ量取り除く。", "Action: Remove that much threat from the main scheme."),
    ("アクション：その敵にダメージを同じだけ与える。", "Action: Deal that much damage to that enemy."),
    # the enemy that attacked: a target, as `the attacking enemy` (was text)
    ("アクション：攻撃してきた敵に2ダメージを与える。", "Action: Deal 2 damage to the attacking enemy."),
    ("アクション：悪役と攻撃してきた敵に1ダメージを与える。", "Action: Deal 1 damage to the villain and the attacking enemy."),
    # the subjects of a prohibition `または` joins: both forbidden, as `X or Y cannot …` (was no target; `または`'s
    # `は` was taken for the subject's end)
    ("アクション：悪役またはミニオンは攻撃できない。", "Action: The villain or a minion cannot attack."),
    ("アクション：悪役あるいは各ミニオンはダメージを受けない。", "Action: The villain or each minion cannot take damage."),
    # a leading `…につき、` / `…ごとに、` (`For each …,`): its verbs are no effect, the rest is read (was text)
    ("アクション：この方法で捨てたブーストアイコン1つにつき、悪役に1ダメージを与える。",
     "Action: For each boost icon discarded this way, deal 1 damage to the villain."),
    ("アクション：あなたがコントロールするアップグレード1枚ごとに、カードを1枚引く。",
     "Action: For each upgrade you control, draw 1 card."),
    # targets joined by `または`, `か` or a list's commas ending in one of them: one is chosen (`Effect.one_of`; was text)
    ("アクション：敵1体またはミニオン1体に2ダメージを与える。", "Action: Deal 2 damage to an enemy or a minion."),
    ("アクション：敵1体かミニオン1体に2ダメージを与える。", "Action: Deal 2 damage to an enemy or a minion."),
    ("アクション：あなた、味方1体、またはミニオン1体に1ダメージを与える。", "Action: Deal 1 damage to you, an ally, or a minion."),
    ("アクション：メイン計画またはサイド計画1つから脅威を1個取り除く。",
     "Action: Remove 1 threat from the main scheme or a side scheme."),
    ("アクション：悪役または敵1体をスタン状態にする。", "Action: Stun the villain or an enemy."),
    # targets listed with commas, the last joined by `および`: each is done (was text)
    ("アクション：悪役、各ミニオン、および各味方に1ダメージを与える。",
     "Action: Deal 1 damage to the villain, each minion, and each ally."),
    # a subject says who heals (was text), as it says who draws
    ("アクション：各プレイヤーは1ダメージを回復する。", "Action: Each player heals 1 damage."),
    ("アクション：あなたと各プレイヤーは1ダメージを回復する。", "Action: You and each player heal 1 damage."),
    # `アタッチする` is attach, as fan translations write it (was text)
    ("公開時：悪役にアタッチする。", "When Revealed: Attach to the villain."),
    # the kinds typed from the corpus's untyped English sentences, in Japanese too (each was text)
    ("ヒーロー形態のみ。", "Hero form only."),
    ("エキスパートモードのみ。", "Expert Mode Only."),
    ("質量形態。", "Mass form."),
    ("レッカーのサイド計画。", "Wrecker's Side Scheme."),
    ("ユニットコスト3。", "Unit Cost 3."),
    ("アクション：形態を変える。", "Action: Change your form."),
    ("割り込み：あなたのヒーローが防御する時、あなたのヒーローは防御力の代わりに攻撃力を使う。",
     "Interrupt: When your hero defends, your hero uses its ATK instead of its DEF."),
    ("アクション：カードを1枚引く。各プレイヤーはこの能力をトリガーできる。",
     "Action: Draw 1 card. Each player can trigger this ability."),
    ("あなたはデッキに[[X-MEN]]の味方を含めてもよい。", "You may include [[X-MEN]] allies in your deck."),
    ("アクション：ここからピーター・パーカーを取り外す。", "Action: Detach Peter Parker from here."),
    ("アクション：敵にダメージを分配する。", "Action: Divide damage among enemies."),
    # `それぞれ` after the subjects `と` joins, as English `each` (English was text)
    ("公開時：悪役と各ミニオンはそれぞれあなたを攻撃する。", "When Revealed: The villain and each minion each attack you."),
    # an amount changed by another: what, then by how much (was text: `increase` and `reduce` were not read)
    ("アクション：そのダメージを3減らす。", "Action: Reduce that damage by 3."),
    ("アクション：あなたの手札上限は1減る。", "Action: Your hand size is reduced by 1."),
    ("アクション：そのコストを1増やす。", "Action: Increase its cost by 1."),
    ("アクション：そのコストが2[per_hero]多くなる。", "Action: Its cost is increased by 2[per_hero]."),
]


@pytest.mark.parametrize("japanese, english", EFFECTS, ids=lambda text: text)
def test_japanese_effects_give_the_english_effect_json(japanese, english):
    found = effects_json(japanese)
    assert found == effects_json(english)
    assert all(e["kind"] != "text" for _, _, effects in found[0] for e in effects)


@pytest.mark.parametrize("japanese, english", [
    ("エキスパートモードでは、悪役は不屈を得る。", "In expert mode, the villain gains stalwart."),
    ("セットアップ：スタンダードモードの場合、カードを1枚引く。", "Setup: In standard mode, draw 1 card."),
])
def test_a_japanese_game_mode_is_the_condition_of_its_sentence_as_the_english(japanese, english):
    (ability,), _ = read(japanese)
    (sentence,) = ability.effects
    assert sentence.condition == japanese.split("：")[-1].split("、")[0] and sentence.condition_scope == "sentence"
    assert effects_json(japanese) == effects_json(english)
    assert all(e["kind"] != "text" for _, _, effects in effects_json(japanese)[0] for e in effects)


@pytest.mark.parametrize("japanese, english, kind", [
    ("強制割り込み：悪役が攻撃しようとする時、このカードに脅威を1置く。",
     "Forced Interrupt: When the villain would attack, place 1 threat on this card.", "side_scheme"),
    ("強制割り込み：悪役が攻撃しようとする時、ここに脅威を1置く。",
     "Forced Interrupt: When the villain would attack, place 1 threat here.", "side_scheme"),
])
def test_japanese_effects_on_this_card_read_as_the_english(japanese, english, kind):
    assert effects_json(japanese, kind) == effects_json(english, kind)


def test_japanese_effects_keep_their_words():
    (ability,), _ = read("アクション：敵1体に3ダメージを与え、それをスタン状態にする。カウンター2個をこのカードに置く。")
    first, second = ability.effects
    assert [(e.text, e.target.text) for e in first.effects] == [("敵1体に3ダメージを与え", "敵1体"),
                                                                  ("それをスタン状態にする。", "それ")]
    assert [e.kind for e in second.effects] == ["text"]   # an order no shape has: kept as written


def test_a_japanese_counter_keeps_its_japanese_name():
    """As `使用回数（ウェブカウンター3個）` does: the counter's name is the card's word (`ウェブ`)."""
    (ability,), _ = read("アクション：このカードにウェブカウンターを2個置く。")
    (effect,) = ability.effects[0].effects
    assert (effect.kind, effect.amount, effect.counters, effect.target.noun) == ("place_counters", 2, "ウェブ", "this")


@pytest.mark.parametrize("text", [
    "アクション：隣の敵に3ダメージを与える。",                  # a target the reader does not know
    "アクション：テスト手下に3ダメージを与える。",              # a name that is no card's here
    "アクション：あなたの攻撃力に等しいダメージを与える。",      # no amount
    "アクション：ダメージを与える。",
    "アクション：スタン状態にする。",                          # no target
    "アクション：よくわからないことをする。",                  # no known predicate
    # (`悪役が攻撃するたびに、あなたの手札を1枚捨てる`: a time clause, `Each time …,`, then the discard:
    # test_marvel_leftovers.py)
    # (`カードを1枚捨てなければならない`, `must` and its other spellings: they look negated and are none, the discard
    # itself, as English `must discard`: test_marvel_japanese_typed.py)
    "アクション：手札が少ない。",                               # `few`: no negated verb
    # ends that look negated and forbid nothing: `may`, `might`, `only`, `need not` (each was a prohibition)
    "アクション：カードを1枚捨てても構わない。",
    "アクション：カードを1枚捨ててもかまいません。",
    "アクション：悪役は攻撃するかもしれません。",
    "アクション：カードを1枚捨てるしかない。",
    "アクション：カードを1枚しか引けない。",
    "アクション：この能力を使う。",                             # `使う` without `の代わりに`: no substitute
    "ヒーロー形態のみで、カードを1枚引く。",                     # `のみ` not at its end: no restriction
    "アクション：カードを1枚引く必要はない。",
    "アクション：敵1体に" + "9" * 5000 + "ダメージを与える。",    # no amount a card gives
], ids=lambda text: text[:40])
def test_japanese_effects_not_read_stay_text_as_before(text):
    (ability,), diagnostics = read(text)
    (sentence,) = ability.effects
    assert [(e.kind, e.text) for e in sentence.effects] == [("text", sentence.text)]
    assert diagnostics == []


def effects_of(text: str):
    (ability,), diagnostics = read(text)
    return [(s.choice, [(e.kind, e.amount, e.target.noun if e.target else None) for e in s.effects])
            for s in ability.effects], [d.code for d in diagnostics]


@pytest.mark.parametrize("japanese, english", [
    ("アクション：敵1体に2ダメージを与えるか、カードを1枚引く。", "Action: Deal 2 damage to an enemy or draw 1 card."),
    ("アクション：敵1体に2ダメージを与える、またはカードを1枚引く。", "Action: Deal 2 damage to an enemy or draw 1 card."),
    ("アクション：敵1体に2ダメージを与えるか、またはカードを1枚引く。", "Action: Deal 2 damage to an enemy, or draw 1 card."),
    ("アクション：悪役から脅威を2個取り除くか、カードを1枚引く。",
     "Action: Remove 2 threat from the villain or draw 1 card."),
], ids=lambda text: text)
def test_a_japanese_choice_reads_as_the_english_or(japanese, english):
    assert effects_of(japanese) == effects_of(english)
    assert effects_of(japanese)[0][0][0] is True


def test_a_japanese_choice_with_an_alternative_not_read_is_still_a_choice():
    """`…与えるか、<words no shape reads>`: the typed part is one of two, never done on its own."""
    [(choice, effects)], _ = effects_of("アクション：敵1体に2ダメージを与えるか、よくわからないことをする。")
    assert (choice, [kind for kind, *_ in effects]) == (True, ["deal_damage", "text"])


@pytest.mark.parametrize("japanese, english", [
    ("アクション：悪役は攻撃できない。", "Action: The villain cannot attack."),
    ("アクション：あなたはこのラウンド中カードを引かない。", "Action: You do not draw cards this round."),
    ("アクション：悪役に3ダメージを与えない。", "Action: Do not deal 3 damage to the villain."),
    ("アクション：カードを引くことはできない。", "Action: You cannot draw cards."),
], ids=lambda text: text)
def test_a_japanese_negation_is_a_prohibition_as_the_english(japanese, english):
    found, codes = effects_of(japanese)
    assert [[kind for kind, *_ in effects] for _, effects in found] == [["prohibit"]]
    assert [[kind for kind, *_ in effects] for _, effects in effects_of(english)[0]] == [["prohibit"]]
    assert codes == []


@pytest.mark.parametrize("japanese, english", [
    # a time phrase opening the clause hid its subject behind the comma: a prohibition of no one (target None)
    ("アクション：このラウンド中、悪役は攻撃できない。", "Action: The villain cannot attack this round."),
    ("アクション：このラウンド中は、悪役は攻撃できない。", "Action: The villain cannot attack this round."),
    ("アクション：このターン中、あなたはカードを引かない。", "Action: You do not draw cards this turn."),
    ("アクション：悪役はこのラウンド中攻撃できない。", "Action: The villain cannot attack this round."),
], ids=lambda text: text)
def test_a_japanese_negation_after_a_time_phrase_keeps_its_subject(japanese, english):
    assert effects_of(japanese) == effects_of(english)
    assert effects_of(japanese)[0][0][1][0][2] is not None


@pytest.mark.parametrize("japanese, english", [
    # a time phrase opening a clause that is no negation left it text: its target was read as `このラウンド中、悪役`
    ("アクション：このラウンド中、悪役に3ダメージを与える。", "Action: This round, deal 3 damage to the villain."),
    ("アクション：このターン中は、カードを1枚引く。", "Action: This turn, draw 1 card."),
    ("アクション：このラウンド中、悪役に3ダメージを与え、カードを1枚引く。",
     "Action: This round, deal 3 damage to the villain and draw 1 card."),
], ids=lambda text: text)
def test_a_japanese_clause_after_a_time_phrase_reads_as_the_english(japanese, english):
    assert effects_of(japanese) == effects_of(english)
    assert "text" not in [kind for _, effects in effects_of(japanese)[0] for kind, *_ in effects]


def test_a_time_phrase_stays_in_the_effect_words_and_the_target_is_found_after_it():
    text = "このラウンド中、悪役に3ダメージを与える。"
    (kind, groups, start, stop), = effect_parts(text, text)
    assert (kind, text[start:stop], text[slice(*groups["t_span"])]) == ("deal_damage", text, "悪役")


@pytest.mark.parametrize("japanese, english", [
    # the subject of the negated verb is the one after the last comma, not the one of the words before it that
    # no shape read (it was `you`: the words `あなたは…` opening the clause)
    ("アクション：あなたはカードを引かない限り、悪役は攻撃できない。",
     "Action: Unless you draw a card, the villain cannot attack."),
    ("アクション：悪役が攻撃したなら、あなたはカードを引けない。", "Action: If the villain attacks, you cannot draw cards."),
    # a condition ending with no comma after it (`…たびに`): its subject is the condition's (it was the villain)
    ("アクション：悪役が攻撃するたびにあなたはカードを引けない。",
     "Action: Each time the villain attacks, you cannot draw cards."),
], ids=lambda text: text)
def test_a_japanese_negation_is_said_of_the_subject_of_its_own_verb(japanese, english):
    assert effects_of(japanese) == effects_of(english)


@pytest.mark.parametrize("japanese", ["アクション：悪役が攻撃する場合はダメージを受けない。",
                                      "アクション：悪役が攻撃するならダメージを受けない。"], ids=lambda text: text)
def test_a_japanese_negation_never_forbids_the_subject_of_a_condition_before_it(japanese):
    """`If the villain attacks, you take no damage`: the villain is the condition's subject; the negated verb
    names none (it forbade the villain)."""
    assert effects_of(japanese) == ([(False, [("prohibit", None, None)])], [])


def test_a_japanese_negation_after_a_typed_clause_forbids_only_its_own():
    [(choice, effects)], _ = effects_of("アクション：カードを1枚引き、このターン中はカードをプレイできない。")
    assert (choice, effects) == (False, [("draw", 1, None), ("prohibit", None, None)])


def test_an_english_sentence_with_a_japanese_name_reads_as_before():
    (ability,), _ = read("Action: Deal 2 damage to ウォー.")
    assert [(e.kind, e.amount) for e in ability.effects[0].effects] == [("deal_damage", 2)]


def test_only_the_words_after_the_last_typed_clause_stay_text():
    (ability,), _ = read("アクション：敵1体に3ダメージを与え、歌を歌う。")
    assert [(e.kind, e.text) for e in ability.effects[0].effects] == [
        ("deal_damage", "敵1体に3ダメージを与え"), ("text", "歌を歌う。")]


def test_a_japanese_target_no_card_type_can_be_is_reported_as_the_english_one():
    _, japanese = read("アクション：メインスキームに3ダメージを与える。")
    _, english = read("Action: Deal 3 damage to the main scheme.")
    assert [d.code for d in japanese] == [d.code for d in english] == ["MC106"]
    assert japanese[0].span.text == "メインスキーム"


@pytest.mark.parametrize("body", [
    "敵1体に" + " " * 20_000 + "3ダメージを与える。",
    "カードを" + " " * 20_000 + "1枚引き、" + " " * 20_000 + "カードを1枚引く。",
    "カードを" + "9" * 5000 + "枚引く。",
    "カードを1枚引き、" * 3000 + "カードを1枚引く。",
    "あ、" * 10_000 + "カードを1枚引く。",
    "に" * 20_000 + "3ダメージを与える。",
    "はを" * 20_000 + "捨てる。",
    ("あは" * 79 + "、") * 300 + "捨てる。",
], ids=["spaces", "spaces-two-clauses", "digits", "many-clauses", "many-commas", "many-ni", "many-particles",
        "long-clauses"])
def test_japanese_effect_shapes_end_in_time_on_any_input(body):
    """The shapes are tried on clauses of at most `CLAUSE_LIMIT` characters, runs of spaces one space first."""
    from bounds import time_bound
    from statblock.rulesets.marvel_champions.language.effects import lower_effects

    with time_bound(10):
        parts = lower_effects(body)
    assert parts and all(body[p.start:p.end] == p.effect.text for p in parts)


# ---- --resolve acts on Japanese effects as on the English ones -----------------------------------------------

RESOLVED = {
    "ja": ("""# ruleset: marvel_champions
ナイトクローラー（ヒーロー）
攻撃 2 · 阻止 1 · 防御 1 · 体力 10

カート・ワグナー（分身）
回復 3 · 体力 10

ウォー（手下）
攻撃 3 · 計画 1 · 体力 6
強制レスポンス：ウォーが攻撃した後、あなたに3ダメージを与え、悪役に2ダメージを与える。メインスキームに脅威を2個置く。{more}

サイクロップス（悪役）
攻撃 2 · 計画 1 · 体力 10

ブレイクイン（メイン計画）
""", "ウォーがあなたを攻撃した後", ("サイクロップス", "ブレイクイン", "ナイトクローラー", "カート・ワグナー", "ウォー")),
    "en": ("""# ruleset: marvel_champions
Nightcrawler (Hero)
ATK 2 · THW 1 · DEF 1 · HP 10

Kurt Wagner (Alter-Ego)
REC 3 · HP 10

War (Minion)
ATK 3 · SCH 1 · HP 6
Forced Response: After War attacks you, deal 3 damage to you and deal 2 damage to the villain. Place 2 threat on the main scheme. {more}

Cyclops (Villain)
ATK 2 · SCH 1 · HP 10

The Break-In (Main Scheme)
""", "after War attacks you", ("Cyclops", "The Break-In", "Nightcrawler", "Kurt Wagner", "War")),
}
MORE = [
    ("メインスキームから脅威を1除去する。", "Remove 1 threat from the main scheme."),
    ("あなたのヒーローの体力を2回復する。", "Heal 2 damage from your hero."),
    ("カードを2枚引く。", "Draw 2 cards."),
    ("悪役をスタン状態にする。", "Stun the villain."),
    ("各敵を混乱状態にする。", "Confuse each enemy."),
    ("あなたはタフ状態を得る。", "You gain a tough status card."),
    ("ウォーを消耗させる。", "Exhaust War."),
    ("このカードを消耗させる。その後、それを準備状態にする。", "Exhaust this card. Then, ready it."),
    ("1ダメージを受ける。", "Take 1 damage."),
    # every target `と` joins is dealt the damage, as with `and` (was text: nothing done)
    ("悪役と、あなたと交戦している各敵に1ダメージを与える。", "Deal 1 damage to the villain and each enemy engaged with you."),
    ("各プレイヤーは1ダメージを回復する。", "Each player heals 1 damage."),
]


def _resolved(tmp_path, capsys, lang: str, more: str):
    import json

    from test_marvel_timing import _args
    from statblock.rulesets.marvel_champions.runtime.command import run_timing

    cards, event, (villain, scheme, hero, alter_ego, minion) = RESOLVED[lang]
    folder = tmp_path / lang
    folder.mkdir()
    (folder / "cards.champions").write_text(cards.format(more=more), encoding="utf-8")
    (folder / "state.toml").write_text(
        f'cards = ["cards.champions"]\n[villain]\ncard = "{villain}"\n[main_scheme]\ncard = "{scheme}"\nthreat = 3\n'
        f'[[players]]\nname = "Ana"\nhero = "{hero}"\nalter_ego = "{alter_ego}"\nhand = []\n'
        f'engaged = ["{minion}"]\n', encoding="utf-8")
    assert run_timing(_args(str(folder / "state.toml"), event, resolve=True, format="json")) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("japanese, english", MORE, ids=lambda text: text)
def test_resolve_acts_on_japanese_effects_as_on_the_english(tmp_path, capsys, japanese, english):
    found = {lang: _resolved(tmp_path, capsys, lang, more) for lang, more in (("ja", japanese), ("en", english))}

    def changes(result):
        return [(step["kind"], step["changed"], len(step["lines"]),
                 [(c["id"], c["damage"], c["threat"], c["exhausted"], c["statuses"]) for c in step["state"]["cards"]],
                 [p["drawn"] for p in step["state"]["players"]]) for step in result["steps"]]

    assert changes(found["ja"]) == changes(found["en"])
    (step,) = [s for s in found["ja"]["steps"] if s["kind"] != "event"]
    assert step["kind"] == "resolved" and len(step["changed"]) >= 2   # typed: applied, not left by hand


@pytest.mark.parametrize("japanese, targets", [
    ("ヴィランと、あなたと交戦している各敵に1ダメージを与える。",
     [("villain", "the", "ヴィラン"), ("enemy", "each", "あなたと交戦している各敵")]),
    ("悪役と各ミニオンと味方に1ダメージを与える。",     # three, the last sharing `各`
     [("villain", "the", "悪役"), ("minion", "each", "各ミニオン"), ("ally", "each", "味方")]),
    ("メイン計画と各サイド計画から脅威を1個取り除く。",
     [("main_scheme", "the", "メイン計画"), ("side_scheme", "each", "各サイド計画")]),
    ("あなたと交戦している各敵に1ダメージを与える。", []),   # the `と` of `engaged with you` joins no targets
    ("悪役と隣の敵に1ダメージを与える。", None),              # a target not known: text, as before
], ids=["engaged", "three", "schemes", "one", "unknown"])
def test_japanese_targets_joined_by_to_are_each_kept_with_their_words(japanese, targets):
    (ability,), diagnostics = read(f"アクション：{japanese}")
    (effect,) = ability.effects[0].effects
    assert diagnostics == []
    if targets is None:
        assert (effect.kind, effect.targets) == ("text", ())
        return
    assert [(t.noun, t.quantity, t.text) for t in effect.targets] == targets
    assert effect.targets[:1] in ((), (effect.target,)) and effect.text == japanese


# ---- a condition with no effect after it (MC114) ------------------------------------------------------------------

@pytest.mark.parametrize("text, condition, kinds, where, suggestion", [
    ("公開時：悪役にアタッチする。もしあなたが悪役にアタッチできない場合。", "もしあなたが悪役にアタッチできない場合",
     ["text"], "もしあなたが悪役にアタッチできない場合。", "「もしあなたが悪役にアタッチできない場合、カードを1枚引く。」"),
    ("公開時：カードを1枚引く。悪役に3ダメージ以上がある場合。", "悪役に3ダメージ以上がある場合",
     ["text"], "悪役に3ダメージ以上がある場合。", "「悪役に3ダメージ以上がある場合、カードを1枚引く。」"),
    ("公開時：あなたにアタッチする。アタッチできない場合メイン計画に脅威を1個置く。", "アタッチできない場合",
     ["place_threat"], "場合", "「アタッチできない場合、メイン計画に脅威を1個置く。」と書いてください"),   # its comma left out
    # a sentence ending with `時` or `後` (`when`, `after`) was not reported
    ("アクション：カードを1枚引く。悪役が攻撃した後。", "悪役が攻撃した後", ["text"], "悪役が攻撃した後。",
     "「悪役が攻撃した後、カードを1枚引く。」"),
    ("アクション：カードを1枚引く。悪役があなたを攻撃した時。", "悪役があなたを攻撃した時", ["text"], "悪役があなたを攻撃した時。",
     "「悪役があなたを攻撃した時、カードを1枚引く。」"),
    ("アクション：カードを1枚引く。悪役が攻撃したとき。", "悪役が攻撃したとき", ["text"], "悪役が攻撃したとき。",
     "「悪役が攻撃したとき、カードを1枚引く。」"),
    ("アクション：カードを1枚引く。悪役が攻撃した後メイン計画に脅威を1個置く。", "悪役が攻撃した後", ["place_threat"], "後",
     "「悪役が攻撃した後、メイン計画に脅威を1個置く。」と書いてください"),
], ids=["bare", "bare-state", "no-comma", "after", "when", "toki", "after-no-comma"])
def test_a_japanese_condition_with_no_effect_after_it_is_mc114(text, condition, kinds, where, suggestion):
    (ability,), diagnostics = read(text)
    sentence = ability.effects[-1]
    assert (sentence.condition, [e.kind for e in sentence.effects]) == (condition, kinds)
    (found,) = diagnostics
    assert (found.code, found.severity.value, found.span.text) == ("MC114", "warning", where)
    assert suggestion in found.suggestion.render("ja") and "条件" in found.message.render("ja")
    assert found.message.render("en") != found.message.render("ja")


@pytest.mark.parametrize("text", [
    "公開時：アタッチできない場合、メイン計画に脅威を1個置く。",     # its comma
    "アクション：悪役が攻撃する場合はダメージを受けない。",           # `場合は`: a topic, no effect missing
    "アクション：カードを1枚引く。（手札がない場合。）",               # reminder text
    "アクション：この場合のみカードを1枚引く。",
    "アクション：カードを1枚引く。その後カードを1枚捨てる。",    # `その後`: then
    "アクション：カードを1枚引く。最後のカードを捨てる。",         # `最後`: last
    "強制レスポンス：悪役が攻撃した後、カードを1枚引く。",         # the trigger's condition
    "アクション：悪役が攻撃した時点でカードを1枚引く。",           # `時点`
], ids=["comma", "topic", "reminder", "inside", "then", "last", "trigger", "jiten"])
def test_a_japanese_condition_with_its_effect_is_no_mc114(text):
    assert "MC114" not in [d.code for d in read(text)[1]]


@pytest.mark.parametrize("japanese, english, counters", [
    ("このカードは3個の充電カウンターが置かれた状態で場に出る。", "Enters play with 3 charge counters on it.", "充電"),
    ("このカードは矢カウンター4個を置いた状態で場に出る。", "Enters play with 4 arrow counters on it.", "矢"),
    ("充電カウンター2個が置かれた状態で場に出る。", "Enters play with 2 charge counters.", "充電"),
    ("Test Heroは2個の警戒カウンターが置かれた状態で場に出る。", "Test Hero enters play with 2 alert counters on him.", "警戒"),
    ("バッテリーカウンター1個が置かれた状態でプレイに入る。", "Enters play with 1 battery counter.", "バッテリー"),
    # (`を` before the number: was text, the counters lost)
    ("充電カウンターを3個置いた状態で場に出る。", "Enters play with 3 charge counters.", "充電"),
    ("このカードは矢カウンターを4個置いた状態でプレイに入る。", "Enters play with 4 arrow counters on it.", "矢"),
], ids=["subject", "after-noun", "no-subject", "name", "play", "wo-before-number", "wo-subject"])
def test_a_japanese_card_entering_play_with_counters_places_them_on_itself(japanese, english, counters):
    # was text: the card's counters lost
    def effect(text):
        (ability,), diagnostics = read(text)
        (found,) = ability.effects[0].effects
        return (found.kind, found.amount, found.target.noun, found.target.quantity), diagnostics, found.counters

    ja, ja_codes, ja_counters = effect(japanese)
    en, en_codes, _ = effect(english)
    assert (ja, ja_codes, ja_counters) == (en, en_codes, counters) == (en, [], counters)


# ---- a trait written otherwise (MC115) ----------------------------------------------------------------------------

@pytest.mark.parametrize("text, found, fixed", [
    ("アクション：[[ポータル ]]アップグレードを1枚探す。", "[[ポータル ]]", "[[ポータル]]"),
    ("レスポンス：あなたが[[ 魔術]]イベントをプレイした後、カードを1枚引く。", "[[ 魔術]]", "[[魔術]]"),
    ("アクション：[[テック　]]カードを1枚引く。", "[[テック　]]", "[[テック]]"),   # an ideographic space
], ids=["space-after", "space-before", "ideographic"])
def test_a_japanese_trait_with_a_space_inside_is_mc115_without_advice_to_space_it(text, found, fixed):
    # the message said to put a space between the brackets and the words beside them, which Japanese never does
    (_,), diagnostics = read(text)
    (slip,) = diagnostics
    assert (slip.code, slip.span.text, slip.suggestion.render("ja")) == ("MC115", found, f"「{found}」を「{fixed}」に直してください")
    assert "空白を入れないで" in slip.message.render("ja") and "間に空白を入れて" not in slip.message.render("ja")
    assert "no space inside" in slip.message.render("en") and "words beside" not in slip.message.render("en")


def test_a_japanese_limit_without_made_over_no_scope_is_said():
    # (`（戦闘につき1回）`: a limit's shape in parentheses, over nothing the cards count one over: kept, MC110)
    (ability,), diagnostics = read("アクション：カードを1枚引く。（戦闘につき1回）")
    assert ability.limit is None and [d.code for d in diagnostics] == ["MC110"]
    assert "（戦闘につき1回）" in diagnostics[0].text("en")


@pytest.mark.parametrize("japanese, english", [
    # the katakana of Interrupt, as レスポンス is Response's: was a constant ability of text, its window lost
    ("インタラプト：敵があなたを攻撃しようとする時、カードを1枚引く。",
     "Interrupt: When an enemy would attack you, draw 1 card."),
    ("強制インタラプト：敵があなたを攻撃しようとする時、カードを1枚引く。",
     "Forced Interrupt: When an enemy would attack you, draw 1 card."),
    ("ヒーローインタラプト：敵があなたを攻撃しようとする時、カードを1枚引く。",
     "Hero Interrupt: When an enemy would attack you, draw 1 card."),
], ids=["interrupt", "forced", "hero"])
def test_interrupt_in_katakana_reads_as_the_english(japanese, english):
    (ability,), diagnostics = read(japanese)
    (printed,), _ = read(english)
    assert diagnostics == [] and (ability.type, ability.forced, ability.form) == (printed.type, printed.forced,
                                                                                    printed.form)
    assert ability.condition is not None


def test_a_japanese_trigger_with_a_blank_for_its_colon_is_read_and_said():
    # (`強制レスポンス 倒された後、…`: was a constant ability of text with no word)
    (ability,), diagnostics = read("強制レスポンス 敵が攻撃した後、カードを1枚引く。")
    assert (ability.type, ability.forced) == ("response", True) and ability.condition is not None
    assert [d.code for d in diagnostics] == ["MC109"] and diagnostics[0].help("en") == "write `強制レスポンス：`"


def test_a_japanese_limit_over_no_scope_written_with_ni_is_said():
    # (`（1戦闘に1回まで。）`: was text with no word)
    (ability,), diagnostics = read("アクション：カードを1枚引く。（1戦闘に1回まで。）")
    assert ability.limit is None and [d.code for d in diagnostics] == ["MC110"]


# ---- cost -----------------------------------------------------------------------------------------------------

def test_a_card_compiles_only_the_shapes_its_clauses_are_tried_against(monkeypatch):
    """The Japanese effect shapes (some 170 for each form of the verb) were all compiled the first time a clause was
    read: about 0.1 s of a check of one Japanese card. Now each is compiled when a clause is first tried against it."""
    import re

    from statblock.rulesets.marvel_champions.language import japanese_effects, japanese_shapes

    japanese_shapes.effect_shapes.cache_clear()
    japanese_shapes.shapes_ending.cache_clear()
    japanese_effects._subject_kinds.cache_clear()
    compiled: list[str] = []
    plain = re.compile
    monkeypatch.setattr(re, "compile", lambda pattern, flags=0: compiled.append(pattern) or plain(pattern, flags))
    effects = effects_of("アクション：敵1体に37ダメージを与える。")   # (a text read nowhere else: no cache holds it)
    monkeypatch.undo()
    shapes = {getattr(shape, "text", None) or shape.pattern
              for end in ("final", "joined") for _, shape, _ in japanese_shapes.effect_shapes(end)}
    assert len(shapes) > 150
    assert 0 < len(shapes & set(compiled)) <= 10
    assert effects == ([(False, [("deal_damage", 37, "enemy")])], [])


def test_a_shape_s_groups_read_from_its_text_are_those_re_finds():
    import re

    from statblock.rulesets.marvel_champions.language import japanese_shapes

    shapes = [shape for end in ("final", "joined") for _, shape, _ in japanese_shapes.effect_shapes(end)]
    assert len(shapes) > 150
    for shape in shapes:
        assert shape.groups == frozenset(re.compile(shape.text).groupindex), shape.text
    assert sum("s" in shape.groups for shape in shapes) > 20 and sum("kw" in shape.groups for shape in shapes) >= 2
