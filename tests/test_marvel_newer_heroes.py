"""Readings found wrong on the player cards of the hero packs released after the MarvelCDB corpus (read from
zzorba/marvelsdb-json-data, outside the repository). Every card text here is made up in the printed style."""

from __future__ import annotations

import json

from statblock import cli


def parsed(tmp_path, capsys, text: str, name: str = "cards.champions") -> list[dict]:
    """The cards of `parse --format json` on a file holding `text`."""
    path = tmp_path / name
    path.write_text(text, "utf-8")
    assert cli.main(["parse", str(path), "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)["cards"]


def printed(tmp_path, capsys, text: str, lang: str = "en") -> str:
    """The Markdown cards of a native file holding `text`."""
    path, out = tmp_path / "cards.champions", tmp_path / "cards.md"
    path.write_text(text, "utf-8")
    assert cli.main(["cards", str(path), "--format", "md", "-o", str(out), "--lang", lang]) == 0
    capsys.readouterr()
    return out.read_text("utf-8")


# ---- a keyword after sentences in its paragraph -----------------------------------------------------------

KEYWORD_AFTER = ("Test Rifle (Upgrade)\nAttach to an ally. Limit 1 per ally. Uses (3 ammo counters).\n\n"
                 "テストライフル（アップグレード）\n味方1体にアタッチする。使用回数（3 弾薬カウンター）。\n")


def test_a_keyword_after_sentences_is_its_own_words(tmp_path, capsys):
    # the keyword ability's text was the whole paragraph (`Attach to an ally. … Uses (3 ammo counters).`)
    english, japanese = parsed(tmp_path, capsys, KEYWORD_AFTER)
    assert [(a["type"], a["text"]) for a in english["abilities"]] == [
        ("constant", "Attach to an ally. Limit 1 per ally."), ("keyword", "Uses (3 ammo counters).")]
    assert english["abilities"][1]["span"]["column"] == len("Attach to an ally. Limit 1 per ally. ") + 1
    assert [(a["type"], a["text"]) for a in japanese["abilities"]] == [
        ("constant", "味方1体にアタッチする。"), ("keyword", "使用回数（3 弾薬カウンター）。")]


def test_a_card_prints_the_sentences_before_a_keyword_once(tmp_path, capsys):
    cards = printed(tmp_path, capsys, KEYWORD_AFTER)
    assert cards.count("Attach to an ally.") == 1 and cards.count("味方1体にアタッチする。") == 1
    assert "- Uses (3 ammo counters)." in cards and "- 使用回数（3 弾薬カウンター）。" in cards


# ---- a card's own name with a comma in it --------------------------------------------------------------------

def test_no_condition_ends_inside_the_cards_own_name(tmp_path, capsys):
    # the condition was `After Bob`, and `Agent of Test enters play, deal 2 damage …` an effect sentence
    (bob,) = parsed(tmp_path, capsys, "Bob, Agent of Test (Ally)\n"
                                      "Response: After Bob, Agent of Test enters play, deal 2 damage to an enemy.\n")
    (ability,) = bob["abilities"]
    assert ability["condition"]["text"] == "After Bob, Agent of Test enters play"
    (sentence,) = ability["effects"]
    assert sentence["text"] == "deal 2 damage to an enemy."
    assert [(e["kind"], e["amount"]) for e in sentence["effects"]] == [("deal_damage", 2)]


def test_the_condition_of_a_name_without_a_comma_ends_at_its_first_comma(tmp_path, capsys):
    (card,) = parsed(tmp_path, capsys, "Test Ally (Ally)\nResponse: After Test Ally enters play, draw 1 card.\n")
    assert card["abilities"][0]["condition"]["text"] == "After Test Ally enters play"


# ---- `for every`, as `for each` ---------------------------------------------------------------------------------

def test_for_every_ends_a_target_as_for_each_does(tmp_path, capsys):
    # the target's words ran on (`each identity for every minute you were away …`, `the main scheme for every 2 …`)
    (card,) = parsed(tmp_path, capsys, "Test Break (Event)\nAction: Heal 1 damage from each identity for every minute "
                                       "you were away. Place 1 threat on the main scheme for every 2 counters here.\n")
    heal, threat = (s["effects"][0] for s in card["abilities"][0]["effects"])
    assert (heal["kind"], heal["amount"], heal["target"]["text"]) == ("heal", 1, "each identity")
    assert (threat["kind"], threat["amount"], threat["target"]["text"]) == ("place_threat", 1, "the main scheme")


# ---- a keyword's reminder that words a limit -------------------------------------------------------------------

RESTRICTED = ("Test Sword (Upgrade)\nRestricted. (Max 2 restricted cards per player.)\nDraw 1 card.\n\n"
              "テストの剣（アップグレード）\n制限。（プレイヤーにつき2枚まで。）\nカードを1枚引く。\n")


def test_a_limit_in_parentheses_after_a_keyword_is_its_reminder(tmp_path, capsys):
    # it was a constant ability of its own whose limit, `Max 2 per player`, counted the card's copies (Mjolnir,
    # Captain America's Shield, Gamora's Sword, Excelsior); in Japanese it was MC110, a limit not read
    english, japanese = parsed(tmp_path, capsys, RESTRICTED)
    for card, text, reminder in (
            (english, "Restricted. (Max 2 restricted cards per player.)", "(Max 2 restricted cards per player.)"),
            (japanese, "制限。（プレイヤーにつき2枚まで。）", "（プレイヤーにつき2枚まで。）")):
        first, second = card["abilities"]
        assert (first["type"], first["text"], first["limit"]) == ("keyword", text, None)
        assert [(s["text"], s["reminder"]) for s in first["effects"]] == [(reminder, True)]
        assert (second["type"], second["limit"], second["effects"][0]["effects"][0]["kind"]) == ("constant", None, "draw")
    assert cli.main(["check", str(tmp_path / "cards.champions")]) == 0
    assert "MC110" not in capsys.readouterr().out


# ---- the subject after a clause joined by `and` ------------------------------------------------------------------

def test_the_subject_after_a_clause_and_and_is_the_last_one(tmp_path, capsys):
    # the target was `Its THW is equal to its printed SCH and it` (Redemption, Karma; Mind Control, Beguiled)
    (card,) = parsed(tmp_path, capsys, "Test Control (Upgrade)\nIts THW is equal to its printed SCH and it takes 1 "
                                       "consequential damage after it thwarts.\nAttached minion's SCH is equal to its "
                                       "printed THW and it does not take consequential damage.\n")
    damage, prohibit = (a["effects"][0]["effects"][0] for a in card["abilities"])
    assert (damage["kind"], damage["amount"], damage["target"]["noun"], damage["target"]["text"]) == (
        "take_damage", 1, "it", "it")
    assert (prohibit["kind"], prohibit["target"]["noun"], prohibit["target"]["text"]) == ("prohibit", "it", "it")


def test_subjects_joined_by_and_are_each_a_target_still(tmp_path, capsys):
    (card,) = parsed(tmp_path, capsys, "Test Pact (Event)\nAction: You and each other player draw 1 card.\n")
    (draw,) = card["abilities"][0]["effects"][0]["effects"]
    assert [t["text"] for t in draw["targets"]] == ["You", "each other player"]


def test_a_limit_after_a_keyword_of_no_such_reminder_is_the_cards_own(tmp_path, capsys):
    # `Guard. (Max 1 per deck.)`: the card's limit still (made the keyword's reminder for a while, the limit lost)
    (card,) = parsed(tmp_path, capsys, "Test Shield (Upgrade)\nGuard. (Max 1 per deck.)\nDraw 1 card.\n")
    keyword, limited = card["abilities"][:2]
    assert keyword["type"] == "keyword" and keyword["text"] == "Guard."
    assert (limited["limit"]["scope"], limited["limit"]["count"]) == ("deck", 1)


def test_every_subject_after_a_clause_and_and_is_a_target(tmp_path, capsys):
    # `the villain` was lost: only what followed the last `and` was the subject (the review of the session's change)
    (card,) = parsed(tmp_path, capsys, "Test Control (Upgrade)\nIts THW is equal to its printed SCH and the villain "
                                       "and each minion take 1 damage.\n")
    (damage,) = card["abilities"][0]["effects"][0]["effects"]
    assert damage["kind"] == "take_damage"
    assert [t["text"] for t in damage["targets"]] == ["the villain", "each minion"]
