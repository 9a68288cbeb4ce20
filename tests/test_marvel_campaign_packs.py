"""Readings found wrong on the encounter cards of the campaign boxes released after the MarvelCDB corpus (Age of
Apocalypse, Agents of S.H.I.E.L.D., NeXt Evolution) and on the newer hero packs, read from
zzorba/marvelsdb-json-data outside the repository. Every card text here is made up in the printed style."""

from __future__ import annotations

import json

from builders import champions_cards
from statblock import cli


def parsed(tmp_path, capsys, text: str) -> list[dict]:
    """The cards of `parse --format json` on a native file holding `text`."""
    return champions_cards(tmp_path, capsys, text)


def effects(card: dict) -> list[tuple]:
    """(kind, target's words, keyword ids) of each effect of the card's only ability."""
    (ability,) = card["abilities"]
    return [(e["kind"], (e["target"] or {}).get("text"), [k["id"] for k in e["keywords"]])
            for sentence in ability["effects"] for e in sentence["effects"]]


# ---- a list of what one subject gets and gains ---------------------------------------------------------------

def test_each_verb_of_a_list_is_said_of_its_subject(tmp_path, capsys):
    # English: the first verb of `gets +1 SCH, gains incite 1, and gains …` was lost (the list's first comma joined no
    # clause), and the gains were said of no one; Japanese: the gains after `…を得て、` were said of no one
    english, other, japanese = parsed(tmp_path, capsys, (
        "Test Upgrade (Environment)\nEach minion gets +1 SCH, gains incite 1, and gains the [[Aerial]] trait.\n\n"
        "Test Armor (Environment)\nThe villain gets +1 ATK, gains retaliate 1, and gains toughness.\n\n"
        "テストアーマー（環境）\n悪役は攻撃力+1を得て、報復1を得て、タフネスを得る。\n"))
    assert effects(english) == [("modify", "Each minion", []), ("gain", "Each minion", ["incite"]),
                                ("gain", "Each minion", [])]
    assert effects(other) == [("modify", "The villain", []), ("gain", "The villain", ["retaliate"]),
                              ("gain", "The villain", ["toughness"])]
    assert effects(japanese) == [("modify", "悪役", []), ("gain", "悪役", ["retaliate"]), ("gain", "悪役", ["toughness"])]


def test_a_list_of_what_each_player_does_keeps_every_verb(tmp_path, capsys):
    # `Each player searches …, adds it …, and shuffles …`: the search was lost, the rest said of no one
    (card,) = parsed(tmp_path, capsys, "Test Plot (Side Scheme)\nWhen Defeated: Each player searches their deck for "
                                       "1 card, adds it to their hand, and shuffles their deck.\n")
    assert [kind for kind, _, _ in effects(card)] == ["search", "add", "shuffle"]
    assert {target for _, target, _ in effects(card)} == {"Each player"}


def test_a_subject_is_not_shared_past_then_nor_with_a_draw(tmp_path, capsys):
    # (Japanese: a card drawn after `その後、` or after what the villain becomes is still the player's)
    first, second = parsed(tmp_path, capsys, "テストヒーロー（ヒーロー）\nアクション：テストヒーローは報復1を得て、その後、"
                                             "カードを1枚引く。\n\nテスト計画（サイドスキーム）\nアクション：悪役は攻撃力+1を得て、"
                                             "カードを1枚引く。\n")
    assert effects(first)[1][:2] == ("draw", None) and effects(second)[1][:2] == ("draw", None)


# ---- a reminder in parentheses, and `as well`, after a target --------------------------------------------------

def test_a_target_ends_before_a_reminder_and_as_well(tmp_path, capsys):
    # the target was `it (ignoring any crisis icons)`, `the villain as well`; a name's parentheses stay its own
    cards = parsed(tmp_path, capsys, (
        "Test Scheme (Main Scheme)\nForced Interrupt: When the villain would be defeated, remove all threat from it "
        "(ignoring any crisis icons).\n\n"
        "Test Plot (Treachery)\nWhen Revealed: Heal 3 damage from the villain as well.\n\n"
        "Test Trick (Treachery)\nWhen Revealed: Deal 1 damage to Kang (Master of Time).\n"))
    assert [effects(card)[0][:2] for card in cards] == [("remove_threat", "it"), ("heal", "the villain"),
                                                          ("deal_damage", "Kang (Master of Time)")]


def test_a_japanese_sentence_ending_in_a_reminder_and_an_also_target_are_read(tmp_path, capsys):
    # a parenthesis after the last verb made the sentence text; `からも`, `にも` (`… as well`) named no target
    cards = parsed(tmp_path, capsys, (
        "テスト計画（メイン計画）\n強制割り込み：悪役が倒されるとき、このスキームから脅威をすべて取り除く（危機アイコンは無視する）。\n\n"
        "テスト策略（トレチャリー）\n公開時：悪役からもダメージを3回復する。\n\n"
        "テスト奇襲（トレチャリー）\n公開時：悪役にも2ダメージを与える。\n"))
    assert [effects(card)[0][:2] for card in cards] == [("remove_threat", "このスキーム"), ("heal", "悪役"),
                                                          ("deal_damage", "悪役")]
    (sentence,) = cards[0]["abilities"][0]["effects"]
    assert sentence["text"].endswith("（危機アイコンは無視する）。")   # (kept in the sentence's words)


# ---- a verb split around its object, an initialism in that object ---------------------------------------------------

def test_an_initialism_in_a_split_verbs_object_is_no_stop(tmp_path, capsys):
    # `reset M.O.D.O.K.'s hit points to 10 instead`: the periods ended the look for `hit points`, and the effect was
    # lost after `and` (text when alone); a stop still ends it (`Reset it. Hit points …` is no reset)
    first, second, third = parsed(tmp_path, capsys, (
        "Test Villain (Villain)\nForced Interrupt: When Test Villain would be defeated, remove 2 lock counters from "
        "it and reset M.O.D.O.K.'s hit points to 10 instead.\n\n"
        "Test Foe (Villain)\nForced Interrupt: When Test Foe would be defeated, reset S.H.I.E.L.D.'s hit points to 3.\n\n"
        "Test Other (Villain)\nWhen Revealed: Reset it. Hit points are what they are.\n"))
    assert [kind for kind, _, _ in effects(first)] == ["remove_counters", "set_hit_points"]
    assert [kind for kind, _, _ in effects(second)] == ["set_hit_points"]
    assert "set_hit_points" not in [kind for kind, _, _ in effects(third)]


# ---- a tough status card given to someone named after it -------------------------------------------------------

def test_a_tough_status_card_given_to_a_target_after_it(tmp_path, capsys):
    # `give a tough status card to a character` (Power Man and Iron Fist, Luke Cage's pack): said of no one; the
    # Japanese `キャラクター1体にタフ状態カードを与える` named it already
    english, japanese = parsed(tmp_path, capsys, (
        "Test Strike (Event)\nHero Action: Deal 2 damage to an enemy and give a tough status card to a character.\n\n"
        "テスト打撃（イベント）\nヒーロー・アクション：敵1体に2ダメージを与え、キャラクター1体にタフ状態カードを与える。\n"))
    assert [e[:2] for e in effects(english)] == [("deal_damage", "an enemy"), ("tough", "a character")]
    assert [e[:2] for e in effects(japanese)] == [("deal_damage", "敵1体"), ("tough", "キャラクター1体")]


# ---- `If they do not <verb>, …`: the condition is the whole clause -----------------------------------------------

def test_a_declining_if_with_its_own_verb_is_a_whole_condition(tmp_path, capsys):
    # `If they do not advance, place 3 threat here.` (Locate Missing Person, Agents of S.H.I.E.L.D.): the condition was
    # `If they do not` (a player declining a `may`) and `advance` an effect of the sentence; `If you do not, …` and
    # `Otherwise …` stay what they were
    english, declined, japanese = parsed(tmp_path, capsys, (
        "Test Stage (Main Scheme)\nForced Interrupt: When the last threat is removed from this scheme, the players may "
        "advance to stage 2A. If they do not advance, place 3 threat here.\n\n"
        "Test Offer (Treachery)\nWhen Revealed: You may discard a card. If you do not, take 1 damage.\n\n"
        "テスト段階（メイン計画）\n強制割り込み：このスキームから最後の脅威が取り除かれたとき、プレイヤーはステージ2Aに進んでもよい。"
        "進めない場合、ここに脅威を3個置く。\n"))
    sentence = english["abilities"][0]["effects"][1]
    assert sentence["condition"] == "If they do not advance"
    assert [(e["kind"], e["amount"]) for e in sentence["effects"]] == [("place_threat", 3)]
    assert declined["abilities"][0]["effects"][1]["condition"] == "If you do not"
    sentence = japanese["abilities"][0]["effects"][-1]
    assert sentence["condition"] == "進めない場合"
    assert [(e["kind"], e["amount"]) for e in sentence["effects"]] == [("place_threat", 3)]


# ---- a verb said of its subject after a negated one ------------------------------------------------------------------

def test_a_verb_in_the_third_person_after_a_negated_one_is_an_effect(tmp_path, capsys):
    # `Citizen V does not activate and heals 4 damage instead.` (Agents of S.H.I.E.L.D.): the heal was taken for a
    # verb the negation governs (as `cannot thwart, attack, or defend` are) and lost; Japanese `…は起動せず、代わりに
    # ダメージを4回復する` was text
    english, listed, japanese = parsed(tmp_path, capsys, (
        "Test Villain (Villain)\nForced Interrupt: When Test Villain would activate, Test Villain does not activate "
        "and heals 4 damage instead.\n\n"
        "Test Net (Attachment)\nAttached minion cannot thwart, attack, or defend.\n\n"
        "テスト悪役（悪役）\n強制割り込み：テスト悪役が起動するとき、テスト悪役は起動せず、代わりにダメージを4回復する。\n"))
    assert [e[:2] for e in effects(english)] == [("prohibit", "Test Villain"), ("heal", "Test Villain")]
    assert [e[0] for e in effects(listed)] == ["prohibit"]
    assert [e[:2] for e in effects(japanese)] == [("prohibit", "テスト悪役"), ("heal", "テスト悪役")]


# ---- the Starting keyword ------------------------------------------------------------------------------------------

def test_starting_is_a_keyword_of_the_cards(tmp_path, capsys):
    # `Starting. (You may add this card to your hand …)` (Daredevil and Echo's pack) was MC118, a keyword the cards
    # print none of, kept as text
    path = tmp_path / "cards.champions"
    path.write_text("Test Reflexes (Upgrade)\nStarting. (You may add this card to your hand before drawing your "
                    "starting hand.)\nYour hero gets +1 DEF.\n\n"
                    "テスト反射（アップグレード）\nスターティング。（このカードを初期手札を引く前に手札に加えてもよい。）\n"
                    "あなたのヒーローは防御力+1を得る。\n", "utf-8")
    assert cli.main(["check", str(path), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["diagnostics"] == []
    for card in parsed(tmp_path, capsys, path.read_text("utf-8")):
        keyword, constant = card["abilities"]
        assert [k["id"] for k in keyword["keywords"]] == ["starting"] and constant["effects"][0]["effects"][0]["kind"] == "modify"
