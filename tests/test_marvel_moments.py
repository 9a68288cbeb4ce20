"""Marvel Champions abilities timed by a moment that were read and never fired (seed 002: a constant ability is active
while its card is in play; one opened by a moment does its effect then): a constant `When … would …,` or `At …,`, a
`When Defeated,` written with a comma for its colon, a constant's later sentence that opens with a moment. Each in
English and Japanese, read and then listed by `timing`. Card texts made up in the printed style."""

from __future__ import annotations

import json

import pytest

from test_marvel_japanese_typed import read_as
from test_marvel_language import card as source_card


def abilities(text: str, kind: str = "support", name: str = "Test Plan"):
    """(the JSON of each ability of a card whose text is `text`, the codes reported)."""
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, diagnostics = read_card(source_card(text, name=name, kind=kind))
    return compiled.to_json()["abilities"], [d.code for d in diagnostics]


def shape(ability: dict) -> tuple:
    """(type, timing, whether it has a condition, the kinds of its effects) of an ability's JSON."""
    return (ability["type"], ability["timing"], ability["condition"] is not None,
            [e["kind"] for s in ability["effects"] for e in s["effects"]])


def listed(tmp_path, capsys, block: str, zone: str, event: str) -> list[dict]:
    """The entries `timing --event EVENT` lists with the card `block` (a `.champions` card) in `zone` (`play`,
    `engaged`), Kara playing Night Owl against Steel Jaw."""
    from statblock import cli

    (tmp_path / "cards.champions").write_text(
        f"# ruleset: marvel_champions\n{block}\n\nNight Owl (Hero)\nHP 11\n\nSteel Jaw (Villain)\nHP 14\n\n"
        "Harbor Heist (Main Scheme)\nThreat 6\n", "utf-8")
    name = block.split("(")[0].split("（")[0].strip()
    (tmp_path / "state.toml").write_text(
        'cards = ["cards.champions"]\nyou = "Kara"\n[villain]\ncard = "Steel Jaw"\n[main_scheme]\ncard = "Harbor Heist"\n'
        f'[[players]]\nname = "Kara"\nhero = "Night Owl"\n{zone} = ["{name}"]\n', "utf-8")
    assert cli.main(["timing", str(tmp_path / "state.toml"), "--event", event, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)["entries"]


# ---- a constant ability opened by `When … would …,` or `At …,` (they were no timing, no condition: never listed) ----

WOULD = [
    ("When the villain would attack you, deal 1 damage to the villain.",
     "悪役があなたを攻撃しようとする時、悪役に1ダメージを与える。", "would", "the villain attacks you", "before"),
    ("When you would take damage, draw 1 card.", "あなたがダメージを受けようとする時、カードを1枚引く。", "would",
     "you take 2 damage", "before"),
    ("At the end of the round, deal 1 damage to the villain.", "ラウンドの終了時に、悪役に1ダメージを与える。", "at",
     "the round ends", "at"),
    ("At the start of the villain phase, draw 1 card.", "悪役フェイズの開始時に、カードを1枚引く。", "at",
     "the villain phase begins", "at"),
]


@pytest.mark.parametrize("english, japanese, timing, event, window", WOULD, ids=[e for e, *_ in WOULD])
def test_a_constant_opened_by_a_moment_is_timed_by_it_in_both_languages(tmp_path, capsys, english, japanese,
                                                                        timing, event, window):
    for text in (english, japanese):
        (ability,), codes = abilities(text)
        assert (ability["type"], ability["timing"], codes) == ("constant", timing, [])
        assert ability["condition"] is not None and ability["effects"][0]["condition"] is None
        (entry,) = listed(tmp_path, capsys, f"Test Plan (Support)\nCost 0\n{text}", "play", event)
        assert (entry["card"], entry["window"], entry["mandatory"], entry["triggers"]) == ("Test Plan", window, True,
                                                                                           True)
    assert read_as(japanese) == read_as(english)


def test_a_constant_state_is_still_no_moment():
    # (`While …`, `During …`, `If …`: a state the ability holds in, as before)
    for text in ("While you are in hero form, your hero gets +1 ATK.", "During the villain phase, draw 1 card.",
                 "If you are in hero form, draw 1 card."):
        (ability,), _ = abilities(text)
        assert ability["timing"] in ("while", "during", "if")


# ---- `When Defeated,` / `When Revealed,` / `公開時、`: the trigger, its comma for its colon (MC109) ---------------

COMMA_HEADS = [
    ("When Defeated, each player draws 1 card.", "敗北時、各プレイヤーはカードを1枚引く。", "when_defeated"),
    ("When Revealed, place 1 threat on the main scheme.", "公開時、メイン計画に脅威を1個置く。", "when_revealed"),
    ("When Completed, place 1 threat on the main scheme.", "完了時、メイン計画に脅威を1個置く。", "when_completed"),
]


@pytest.mark.parametrize("english, japanese, kind", COMMA_HEADS, ids=[e for e, _, _ in COMMA_HEADS])
def test_an_own_moment_trigger_with_a_comma_for_its_colon_is_that_trigger(english, japanese, kind):
    # (it was a constant ability timed `when` by the condition `When Defeated`, which no event meets; the Japanese
    # was text, MC125)
    for text, colon in ((english, english.replace(",", ":", 1)), (japanese, japanese.replace("、", "：", 1))):
        (ability,), codes = abilities(text, "minion", "Test Minion")
        (printed,), _ = abilities(colon, "minion", "Test Minion")
        assert shape(ability) == shape(printed) and ability["type"] == kind and codes == ["MC109"]
    assert read_as(japanese)[0] == read_as(english)[0]


def test_the_missing_colon_is_said_where_the_trigger_is_with_what_to_write():
    from statblock.rulesets.marvel_champions.language import read_card

    _, (said,) = read_card(source_card("Guard. When Defeated, draw 1 card.", name="Test Minion", kind="minion"))
    assert said.code == "MC109" and (said.span.column, said.span.end_column) == (8, 21)
    assert "comma" in said.message.render("en") and "`When Defeated:`" in said.suggestion.render("en")
    assert "読点" in said.message.render("ja")


def test_a_slash_of_two_own_moments_with_a_comma_is_both_said_once():
    found, codes = abilities("When Revealed/Defeated, draw 1 card.", "minion", "Test Minion")
    assert [a["type"] for a in found] == ["when_revealed", "when_defeated"] and codes == ["MC109"]


def test_an_own_moment_with_a_comma_fires_at_its_event(tmp_path, capsys):
    for text in ("When Defeated, each player draws 1 card.", "敗北時、各プレイヤーはカードを1枚引く。"):
        (entry,) = listed(tmp_path, capsys, f"Dock Thug (Minion)\nHP 3\n{text}", "engaged", "Dock Thug is defeated")
        assert (entry["card"], entry["type"], entry["window"]) == ("Dock Thug", "when_defeated", "at")


@pytest.mark.parametrize("text", ["When you are defeated, draw 1 card.", "When Revealed effects are cancelled, draw 1 card.",
                                  "Forced Response: When Defeated, draw 1 card."])
def test_other_words_and_a_trigger_s_own_condition_are_no_comma_head(text):
    found, codes = abilities(text, "minion", "Test Minion")
    assert "MC109" not in codes and not any(a["type"] in ("when_defeated", "when_revealed") for a in found)


# ---- a constant's later sentence opening with a moment: a constant ability of its own, timed by it ---------------

LATER = [
    ("Enters play with 2 charge counters. When this minion attacks you, draw 1 card.",
     "充電カウンター2個が置かれた状態で場に出る。このミニオンがあなたを攻撃した時、カードを1枚引く。",
     "Bomb attacks you", "before"),
    ("Your hero gets +1 ATK. After the villain attacks you, draw 1 card.",
     "あなたのヒーローは攻撃力+1を得る。悪役があなたを攻撃した後、カードを1枚引く。", "the villain attacks you", "after"),
]


@pytest.mark.parametrize("english, japanese, event, window", LATER, ids=[e for e, *_ in LATER])
def test_a_later_sentence_opening_with_a_moment_is_listed_at_it(tmp_path, capsys, english, japanese, event, window):
    # (`timing` listed the entering alone, or nothing: the moment was a condition of one sentence of the constant)
    for text in (english, japanese):
        first, timed = abilities(text, "minion", "Bomb")[0]
        assert (first["type"], first["condition"], timed["type"]) == ("constant", None, "constant")
        assert timed["condition"] is not None and timed["timing"] in ("when", "after")
        entries = listed(tmp_path, capsys, f"Bomb (Minion)\nHP 3\n{text}", "engaged", event)
        assert [(e["card"], e["window"]) for e in entries if e["card"] == "Bomb"] == [("Bomb", window)]
    assert read_as(japanese) == read_as(english)


def test_a_later_moment_keeps_its_own_if():
    # (as Hela's: the time is the ability's, the `if` after it its sentence's)
    first, timed = abilities("Test Plan gets +1 ATK. At the end of the round, if Test Plan is still in play, "
                             "discard it.")[0]
    assert (timed["timing"], timed["condition"]["text"]) == ("at", "At the end of the round")
    assert timed["effects"][0]["condition"] == "if Test Plan is still in play"


@pytest.mark.parametrize("text", ["Your hero gets +1 ATK. If you are in hero form, draw 1 card.",
                                  "Your hero gets +1 ATK. While you are in hero form, draw 1 card.",
                                  "Attach to the villain. (When revealed, place 1 threat here.)",
                                  "Action: Draw 1 card. When the villain attacks this round, deal 1 damage to it."])
def test_a_state_a_reminder_or_a_triggered_ability_s_later_moment_stays_one_ability(text):
    found, _ = abilities(text)
    assert len(found) == 1


@pytest.mark.parametrize("text", ["Enters play with 2 charge counters.", "充電カウンター2個が置かれた状態で場に出る。"],
                         ids=["en", "ja"])
def test_a_card_entering_play_with_counters_is_listed_as_it_enters_in_both_languages(tmp_path, capsys, text):
    # (the Japanese was no entering of the runtime's: its counters never placed as the card entered play)
    entries = listed(tmp_path, capsys, f"Bomb (Minion)\nHP 3\n{text}", "engaged", "Bomb enters play")
    assert [(e["card"], e["window"], e["mandatory"]) for e in entries] == [("Bomb", "at", True)]


# ---- `Whenever …,` / `Each time …,` / `…たびに、`: a trigger's condition or a constant's moment, timed `when` ---------

EACH_TIME = [
    ("Response: Whenever the villain attacks you, draw 1 card.", "レスポンス：悪役があなたを攻撃するたびに、カードを1枚引く。",
     "response"),
    ("Response: Each time the villain attacks you, draw 1 card.", "レスポンス：悪役があなたを攻撃するたびに、カードを1枚引く。",
     "response"),
    ("Whenever the villain attacks you, deal 1 damage to the villain.", "悪役があなたを攻撃するたびに、悪役に1ダメージを与える。",
     "constant"),
]


@pytest.mark.parametrize("english, japanese, kind", EACH_TIME, ids=[e for e, *_ in EACH_TIME])
def test_a_repeated_moment_opening_an_ability_is_its_when(tmp_path, capsys, english, japanese, kind):
    # (no timing: the response had no trigger condition, MC110 in Japanese; the constant was never listed)
    for text in (english, japanese):
        (ability,), codes = abilities(text)
        assert (ability["type"], ability["timing"], codes) == (kind, "when", [])
        entries = listed(tmp_path, capsys, f"Test Plan (Support)\nCost 0\n{text}", "play", "the villain attacks you")
        window = "after" if kind == "response" else "before"   # (a response answers after its event)
        assert [(e["card"], e["window"], e["triggers"]) for e in entries] == [("Test Plan", window, True)]
    assert read_as(japanese) == read_as(english)


def test_each_time_this_way_and_again_are_no_moment():
    # (`this way` counts what the ability did; `ふたたび`, again, was read as a `たび` condition)
    found, _ = abilities("Action: Discard the top 3 cards of your deck. Each time a card is discarded this way, draw 1 "
                         "card.")
    assert found[0]["timing"] is None and found[0]["effects"][1]["condition"] is None
    found, _ = abilities("ふたたび、カードを1枚引く。")
    assert found[0]["timing"] is None and found[0]["effects"][0]["condition"] is None
