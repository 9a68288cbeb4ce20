"""Marvel Champions text as other authors write it: homebrew packs' typography, their own mechanics in bold, and
slips of their shape. Each form is read as the printed cards read, or reported with what to write; never a traceback
nor a silent misreading. The card text here is made up in the style found, none copied."""

from __future__ import annotations

import json

import pytest

from statblock.diagnostics import SourceFile
from statblock.rulesets.marvel_champions.frontends.marvelcdb import read_marvelcdb

from bounds import time_bound
from test_marvel_language import codes, one, read


def _kinds(ability) -> list[list[str]]:
    return [[e.kind for e in s.effects] for s in ability.effects]


# ---- typography ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, kinds, subject", [
    ("Swordsman\u2019s attacks gain piercing.", [["gain"]], "Swordsman\u2019s attacks"),
    ("Test Hero\u2019s basic attacks gain overkill.", [["gain"]], "Test Hero\u2019s basic attacks"),
    ("Swordsman's attacks gain piercing.", [["gain"]], "Swordsman's attacks"),      # the plain apostrophe, as before
], ids=["typographic", "typographic-own-name", "plain"])
def test_a_possessive_with_a_typographic_apostrophe_is_a_possessive(text, kinds, subject):
    ability, diagnostics = one(text)
    assert _kinds(ability) == kinds and diagnostics == []
    assert ability.effects[0].effects[0].target.text == subject   # was `attack` (the verb) done by `Swordsman’s`


# ---- a head that is no trigger (MC116) -----------------------------------------------------------------------------

@pytest.mark.parametrize("text, ability_type, kinds, word", [
    ("Hellbound (attack): Deal 4 damage to an enemy.", "constant", [["deal_damage"]], "Hellbound"),
    ("Overcharged: Stun and confuse the villain.", "constant", [["stun", "confuse"]], "Overcharged"),
    ("Hellbound Hero Interrupt: When an enemy attacks you, deal 2 damage to that enemy.", "interrupt",
     [["deal_damage"]], "Hellbound"),
    ("Overcharged Forced Response: After you play an event, draw 1 card.", "response", [["draw"]], "Overcharged"),
    ("Hellbound ヒーロー割り込み：敵があなたを攻撃する時、その敵に2ダメージを与える。", "interrupt", [["deal_damage"]],
     "Hellbound"),
    # (Japanese words glued to a Japanese trigger, as Japanese writes them: was a constant ability of text, nothing said)
    ("ミッションレスポンス：あなたがミニオンを倒した後、カードを1枚引く。", "response", [["draw"]], "ミッション"),
], ids=["unknown-head", "unknown-head-two-effects", "words-before-hero-interrupt", "words-before-forced-response",
        "words-before-japanese-trigger", "japanese-words-glued-to-a-japanese-trigger"])
def test_a_head_the_cards_do_not_print_is_reported(text, ability_type, kinds, word):
    (ability,), diagnostics = read(text)
    assert (ability.type, _kinds(ability)) == (ability_type, kinds)
    # words before a trigger are kept as written (`Hellbound` was dropped from the ability), none read as a word
    assert ability.lead == (word if ability_type != "constant" else None)
    assert codes(diagnostics) == ["MC116"]
    (slip,) = diagnostics
    assert text[slip.span.column - 1:slip.span.end_column - 1].startswith(word)
    assert slip.severity == "warning" and word in slip.message.render("ja") and slip.suggestion is not None


@pytest.mark.parametrize("text, word", [("Mission Response: After you defeat a minion, draw 1 card.", "Mission"),
                                        ("ミッションレスポンス：あなたがミニオンを倒した後、カードを1枚引く。", "ミッション")])
def test_words_before_a_trigger_are_said_to_mean_what_is_not_known(text, word):
    # (the message said the words were "no word of the cards", not that their meaning is unknown; seed 002 gives a
    # bold trigger's words a meaning for `Forced`, `Hero` and `Alter-Ego` alone, and no printed card has another)
    _, (slip,) = read(text)
    english, japanese = slip.message.render("en"), slip.message.render("ja")
    assert english.startswith(f"what `{word}` before the trigger") and "is not known" in english
    assert "the rules give" in english and "`Forced`, `Hero` and `Alter-Ego`" in english
    assert f"「{word}」が何を意味するかは分かりません" in japanese


def test_timing_leaves_an_ability_with_words_before_its_trigger_to_a_judgement(tmp_path, capsys):
    # (`Mission Response` was listed as a plain response that can be initiated: what `Mission` limits is not known)
    from statblock import cli

    (tmp_path / "cards.champions").write_text(
        "# ruleset: marvel_champions\nTest Plan (Event)\nCost 0\nMission Response: After you defeat a minion, draw 1 "
        "card.\n\nNight Owl (Hero)\nHP 11\n\nSteel Jaw (Villain)\nHP 14\n\nHarbor Heist (Main Scheme)\nThreat 6\n\n"
        "Thug (Minion)\nHP 3\n", "utf-8")
    (tmp_path / "state.toml").write_text(
        'cards = ["cards.champions"]\n[villain]\ncard = "Steel Jaw"\n[main_scheme]\ncard = "Harbor Heist"\n'
        '[[players]]\nname = "Kara"\nhero = "Night Owl"\nhand = ["Test Plan"]\nengaged = ["Thug"]\n', "utf-8")
    assert cli.main(["timing", str(tmp_path / "state.toml"), "--event", "you defeat Thug", "--format", "json"]) == 0
    (entry,) = json.loads(capsys.readouterr().out)["entries"]
    assert entry["card"] == "Test Plan" and entry["can_initiate"] is None
    assert [p["message"] for p in entry["problems"]] == [
        "its trigger `Mission Response` has `Mission`, a word the rules give no meaning: whether it limits when the "
        "ability may be used is for a person to judge"]


@pytest.mark.parametrize("lang, head", [("en", "Hellbound Hero Interrupt: When"),
                                        ("ja", "Hellbound ヒーロー割り込み：")])
def test_words_before_a_trigger_are_printed_where_they_stand(lang, head):
    from statblock.rulesets.marvel_champions.render import render_cards
    from test_marvel_language import card as source_card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, _ = read_card(source_card("Hellbound Hero Interrupt: When an enemy attacks you, deal 2 damage to it."))
    printed = render_cards([compiled], "txt", lang).decode("utf-8")
    assert head in printed                                   # was `Hero Interrupt: …`, the word lost


@pytest.mark.parametrize("lang, head", [("ja", "ミッションレスポンス："), ("en", "ミッションResponse:")])
def test_japanese_words_glued_to_a_trigger_are_printed_glued(lang, head):
    # (was `ミッション レスポンス`, `ミッション Response`: a blank the source does not have)
    from statblock.rulesets.marvel_champions.render import render_cards
    from test_marvel_language import card as source_card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, _ = read_card(source_card("ミッションレスポンス：あなたがミニオンを倒した後、カードを1枚引く。"))
    printed = render_cards([compiled], "txt", lang).decode("utf-8")
    assert head in printed


@pytest.mark.parametrize("text", [
    "Choose:",                                        # a lead-in to options, alone
    "Choose one: Draw 1 card or heal 2 damage.",      # a verb: the sentence's own words
    "If that card is: Discard it.",                   # a condition
    "Hero Action: Draw 1 card.",
], ids=["choose", "choose-one", "condition", "trigger"])
def test_a_lead_in_or_a_trigger_is_no_mc116(text):
    assert "MC116" not in codes(read(text)[1])


# ---- a second arrow (MC117) ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, costs, kinds", [
    ("Hero Action: Exhaust Test Hero \u2192 search your deck for a minion. Reveal that card \u2192 draw 3 cards.",
     ["exhaust"], [["search"], ["reveal"], ["draw"]]),
    ("Action: Spend a [wild] resource \u2192 draw 1 card \u2192 heal 1 damage.", ["spend"], [["draw"], ["heal"]]),
    ("アクション：このカードを消耗する \u2192 カードを1枚引く。そのカードを公開する \u2192 敵1体に2ダメージを与える。",
     ["exhaust"], [["draw"], ["reveal"], ["deal_damage"]]),
], ids=["second-arrow", "second-arrow-no-period", "japanese"])
def test_a_second_arrow_is_reported_and_its_words_read_as_the_effect(text, costs, kinds):
    (ability,), diagnostics = read(text)
    assert ability.type != "constant" and [c.kind for c in ability.costs] == costs and _kinds(ability) == kinds
    assert all(s.text == s.text.strip() and s.span.text.strip() == s.span.text for s in ability.effects)
    assert codes(diagnostics) == ["MC117"]      # was MC100, an error, and the whole paragraph one constant ability
    slip = diagnostics[0]
    assert text[slip.span.column - 1] == "\u2192" and slip.severity == "warning"
    assert "→" in slip.message.render("ja")


# ---- flavor written in `text` --------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, paragraphs, flavor", [
    ('Draw 1 card.\n<i>"Read this book." </i>\u2014<i>Test Hero</i>', ["Draw 1 card."],
     ['\\"Read this book.\\" </i>\\u2014<i>Test Hero']),
    ('Draw 1 card.\n<i>"Again!" </i>-- <i>Test Hero</i>', ["Draw 1 card."], ['\\"Again!\\" </i>-- <i>Test Hero']),
    ("<i>Test Hero</i> \u2014 Draw 1 card.", ["Test Hero \u2014 Draw 1 card."], []),   # words outside: no flavor
], ids=["dash-between-italics", "double-hyphen-between", "italic-name-then-words"])
def test_a_quote_and_its_speaker_with_the_dash_left_plain_is_flavor(text, paragraphs, flavor):
    source = SourceFile("cards.json", json.dumps([{"code": "1", "pack_code": "t", "name": "N", "text": text}]))
    (card,), problems = read_marvelcdb(source)
    assert [p.text for p in card.paragraphs] == paragraphs
    assert [(d.code, d.span.text) for d in problems] == [("MC009", f) for f in flavor]


# ---- a verb glued to its number, a limit with the per-hero icon ----------------------------------------------------

@pytest.mark.parametrize("text, kinds, amount, word", [
    ("Response: After you play this card, draw1 card, deal 2 damage to an enemy.", ["draw", "deal_damage"], 1, "draw1"),
    ("Action: Draw2 cards.", ["draw"], 2, "Draw2"),
    ("Action: Heal3 damage from your identity.", ["heal"], 3, "Heal3"),
], ids=["draw1-then-more", "capital", "heal3"])
def test_a_verb_glued_to_its_number_is_read_spaced_and_reported(text, kinds, amount, word):
    (ability,), diagnostics = read(text)
    effects = ability.effects[0].effects
    assert [e.kind for e in effects] == kinds and effects[0].amount == amount   # the draw was lost
    assert effects[0].text.startswith(word)                                       # its words as written
    assert codes(diagnostics) == ["MC111"]
    assert text[diagnostics[0].span.column - 1:diagnostics[0].span.end_column - 1] == word


def test_a_name_with_a_number_is_no_glued_verb():
    assert codes(read("Hulk2 gets +1 ATK.")[1]) == []


@pytest.mark.parametrize("text, scope, count", [
    ("Max 1[per_hero].", "hero", 1),
    ("Max 2 [per_hero].", "hero", 2),
    ("Max 1 per player.", "player", 1),     # as before
], ids=["per-hero-icon", "per-hero-icon-spaced", "per-player-words"])
def test_a_max_with_the_per_hero_icon_is_a_limit(text, scope, count):
    (ability,), diagnostics = read(text)
    assert (ability.limit.scope, ability.limit.count) == (scope, count) and diagnostics == []
    assert not ability.effects          # was one sentence of text


# ---- a homebrew keyword (MC118) ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, word", [
    ("Fragile.", "Fragile"),
    ("Fragile 2. Draw 1 card.", "Fragile"),
    ("Quickstrike. Nimble.", "Nimble"),
], ids=["alone", "with-a-number", "after-a-keyword"])
def test_a_word_written_as_a_keyword_that_is_none_is_reported(text, word):
    abilities, diagnostics = read(text)
    assert codes(diagnostics) == ["MC118"]
    (slip,) = diagnostics
    assert text[slip.span.column - 1:slip.span.end_column - 1] == word and slip.severity == "warning"
    assert word in slip.message.render("ja") and slip.suggestion is not None
    sentence = next(s for a in abilities for s in a.effects if s.text.startswith(word))
    assert [e.kind for e in sentence.effects] == ["text"]     # kept as text


@pytest.mark.parametrize("text", ["Toughness.", "Draw.", "Blob 3.14 cannot take more than 2 damage.", "Surge.",
                                  "Self-destruct."], ids=["keyword", "verb", "decimal", "surge", "hyphenated"])
def test_a_keyword_a_verb_or_a_decimal_is_no_mc118(text):
    assert "MC118" not in codes(read(text)[1])


# ---- a permission said of what it lets be played or spent ---------------------------------------------------------

@pytest.mark.parametrize("text, kind, optional", [
    ("Events attached to this card may be played as if they were in your hand.", "play", True),
    ("Upgrades under Test Hero can be played as if they were in your hand.", "play", False),
    ("Each toon counter on Test Hero can be spent as if it were a [wild] resource.", "spend", False),
], ids=["may-be-played", "can-be-played", "can-be-spent"])
def test_a_permission_in_the_passive_is_typed(text, kind, optional):
    ability, diagnostics = one(text)
    (sentence,) = ability.effects
    assert [e.kind for e in sentence.effects] == [kind] and sentence.optional == optional   # was text
    assert diagnostics == []


@pytest.mark.parametrize("text, kinds", [
    ("Hero Resource: Exhaust this card \u2192 use Test Hero\u2019s \u201cSpider-Sense\u201d ability.", [["resolve"]]),
    ('Action: Use the "When Revealed" ability of the top card of the encounter discard pile.', [["resolve"]]),
    ("Response: After you use your REC, draw 1 card.", [["draw"]]),      # `use` in a trigger's condition, as before
], ids=["use-named-ability", "use-when-revealed", "use-in-a-condition"])
def test_using_an_ability_is_resolving_it(text, kinds):
    (ability,), diagnostics = read(text)
    assert _kinds(ability) == kinds and diagnostics == []


# ---- a cap of a counted amount -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, maximum", [
    ("Hero Action (attack): Deal 2 damage to an enemy (to a maximum of 6) for each card discarded this way.", 6),
    ("Hero Action (attack): Deal X damage to an enemy (to a maximum of 15). X is your ATK.", 15),
    ("Hero Action (attack): Deal damage to the villain equal to the threat on schemes in play. "
     "(To a maximum of 5 damage.)", 5),
    ("Action: Remove 1 threat from a scheme for each damage you took (to a maximum of 5).", 5),
    ("Action: Place 2 growth counters on Test Hero (to a maximum of 10).", None),   # how many the card may hold
    ("Action: Heal 1 damage from up to X friendly characters (to a maximum of 3 characters), where X is 2.", None),
    ("Hero Action (attack): Deal damage to the villain equal to your ATK. (To a maximum of 5 threat.)", None),
], ids=["for-each", "x", "reminder-after", "for-each-last", "after-a-number", "a-count-of-targets", "other-unit"])
def test_a_cap_of_a_counted_amount_is_its_maximum(text, maximum):
    (ability,), diagnostics = read(text)
    effects = [e for s in ability.effects for e in s.effects if e.kind != "text"]
    assert effects[0].maximum == maximum and diagnostics == []


# ---- a sentence opened in lower case (MC119) -----------------------------------------------------------------------

@pytest.mark.parametrize("text, sentences, word", [
    ("Action: Exhaust Test Hero \u2192 choose a player in alter-ego form. that player draws 1 card.",
     [["choose"], ["draw"]], "that"),
    ("Setup: Set each side scheme aside. remove each player's obligation cards from the game.",
     [["set_aside"], ["remove_from_game"]], "remove"),
    ("Action: Draw 1 card. then deal 1 damage to an enemy. heal 1 damage.", [["draw"], ["deal_damage"], ["heal"]],
     "then"),
], ids=["subject", "verb", "two"])
def test_a_sentence_opened_in_lower_case_is_a_sentence_and_reported(text, sentences, word):
    (ability,), diagnostics = read(text)
    assert _kinds(ability) == sentences
    assert codes(diagnostics)[0] == "MC119" and set(codes(diagnostics)) == {"MC119"}
    slip = diagnostics[0]
    assert text[slip.span.column - 1:slip.span.end_column - 1] == word
    assert slip.suggestion.render("en") == f"replace `{word}` with `{word.capitalize()}`"


@pytest.mark.parametrize("text", [
    "Action: Deal 1 damage to an enemy. Draw 1 card.",
    "Response: After J. Jonah Jameson enters play, draw 1 card.",
    "Action: Deal 2 damage to the villain (3 damage instead if you are in alter-ego form. this is a note).",
    "Action: Look at the top card of the deck. the card stays there.",      # no effect typed after: left as it is
], ids=["capitalised", "initial", "in-parentheses", "no-effect-after"])
def test_no_mc119_where_no_sentence_opens_in_lower_case(text):
    assert "MC119" not in codes(read(text)[1])


@pytest.mark.parametrize("text, limit", [
    ("Resource: Discard a card \u2192 generate a [mental] resource. (Generate [wild] resources instead if you "
     "discarded an event. Limit once per round.)", ("round", 1)),
    ("Action: Draw 1 card. (Shuffle your deck afterwards. Limit twice per phase)", ("phase", 2)),
    ("Action: Draw 1 card. (Shuffle your deck afterwards.)", None),
    ("Action: Draw 1 card (Limit once per round.)", ("round", 1)),
    ("Action: Draw 1 card (Limit once per round).", ("round", 1)),
    ("アクション：カードを1枚引く（ラウンドにつき1回まで）。", ("round", 1)),
    ("アクション：カードを1枚引く（フェイズにつき2回まで。）", ("phase", 2)),
], ids=["limit-ends-a-reminder", "no-period-before-the-parenthesis", "no-limit", "inside-the-sentence",
        "inside-the-sentence-period-after", "japanese", "japanese-period-inside"])
def test_a_limit_that_ends_words_in_parentheses_is_the_abilitys(text, limit):
    (ability,), diagnostics = read(text)
    assert (None if ability.limit is None else (ability.limit.scope, ability.limit.count)) == limit   # was lost
    assert diagnostics == []
    assert [e.kind for e in ability.effects[0].effects] == ["draw" if "引く" in text or "Draw" in text else "generate"]
    # (the Japanese sentence was text: its verb no longer at its end)


def test_a_limit_inside_a_sentence_cased_otherwise_is_read_and_reported():
    text = "Interrupt: When a boost card is turned faceup, discard the top card of the encounter deck (limit once per phase)."
    (ability,), diagnostics = read(text)
    assert (ability.limit.scope, ability.limit.count) == ("phase", 1)
    assert codes(diagnostics) == ["MC102"]
    assert text[diagnostics[0].span.column - 1:diagnostics[0].span.end_column - 1] == "limit"


# ---- a cost on an ability with no timing trigger (MC126) ----------------------------------------------------------

@pytest.mark.parametrize("text, help_", [
    ("<b>hero Action</b> Remove 6 test counters from Test Plot \u2192 stun an enemy.", "trigger `Hero Action`"),
    ("Exhaust Test Plot \u2192 draw 1 card.", "write its timing trigger before it"),
], ids=["trigger-without-colon", "no-trigger"])
def test_a_cost_on_an_ability_with_no_trigger_is_said(text, help_):
    """A constant ability has no cost (seed 002): `hero Action Remove … → stun an enemy.` was read as a mandatory
    constant ability that stuns, in silence. It is read so still, and said at the words up to the arrow."""
    abilities, diagnostics = _card_abilities(text, "upgrade")
    assert [a.type for a in abilities] == ["constant"] and codes(diagnostics) == ["MC126"]
    said = diagnostics[0]
    assert said.message.render("en").startswith("a cost (`… →`) on an ability with no timing trigger")
    assert help_ in said.suggestion.render("en") and said.suggestion.render("ja")
    assert abilities[0].effects[0].effects[0].kind == "stun" if "stun" in text else True


def test_mc126_stands_on_the_words_up_to_the_arrow():
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card

    text = "hero Action Remove 1 test counter from Test Hero \u2192 stun an enemy."
    _, diagnostics = read_card(card(text))
    (said,) = [d for d in diagnostics if d.code == "MC126"]
    assert (said.span.line, said.span.column, said.span.end_column) == (2, 1, text.index("\u2192") + 2)


@pytest.mark.parametrize("text, kind", [
    ("<b>Action</b>: Exhaust Test Plot \u2192 draw 1 card.", "upgrade"),
    ("You may flip to alter-ego form. Choose:\n\u2022 Exhaust Test Hero \u2192 remove Test Plot from the game.\n"
     "\u2022 Discard this obligation.", "obligation"),
], ids=["action", "bulleted-option"])
def test_a_cost_of_a_triggered_ability_or_of_an_option_is_no_mc126(text, kind):
    assert "MC126" not in codes(_card_abilities(text, kind)[1])


# ---- an arrow typed with keys (MC127) ------------------------------------------------------------------------------

@pytest.mark.parametrize("arrow", ["->", "\u2013>", "\u2014>", "=>", "-->"])
def test_an_arrow_typed_with_keys_is_the_arrow_and_said(arrow):
    """`Exhaust Test Hero –> draw 1 card.` (a homebrew pack's): the typed arrow was part of the sentence, the cost
    `Exhaust Test Hero` read as an effect of the action, in silence. Now it is `→`, said at its place."""
    text = f"Hero Action: Exhaust Test Hero {arrow} draw 1 card."
    ability, diagnostics = one(text)
    assert [c.kind for c in ability.costs] == ["exhaust"] and [e.kind for e in ability.effects[0].effects] == ["draw"]
    assert codes(diagnostics) == ["MC127"] and ability.text == text          # the text as written, the arrow too
    said = diagnostics[0]
    assert text[said.span.column - 1:said.span.end_column - 1] == arrow


@pytest.mark.parametrize("text", ["Hero Action: Deal 2 damage to an enemy - draw 1 card.",
                                  "Spider-Man gets +1 ATK.", "Hero Action: Exhaust Test Hero\u2192 draw 1 card."])
def test_a_dash_or_the_printed_arrow_is_no_mc127(text):
    assert "MC127" not in codes(one(text)[1])


# ---- options written with no bullet (MC120) ------------------------------------------------------------------------

def _card_abilities(text: str, kind: str = "obligation"):
    source = SourceFile("cards.json", json.dumps([{"code": "1", "pack_code": "t", "name": "Test Plot",
                                                   "type_code": kind, "text": text}]))
    from statblock.rulesets.marvel_champions.language import read_card
    (card,), problems = read_marvelcdb(source)
    compiled, diagnostics = read_card(card)
    return compiled.abilities, [*problems, *diagnostics]


@pytest.mark.parametrize("text, options, reported", [
    ("You may flip to alter-ego form. Choose:\nExhaust Test Hero \u2192 remove Test Plot from the game.\n"
     "Discard 1 card from your hand. Discard this obligation.", [["remove_from_game"], ["discard", "discard"]], 2),
    ("<b>Hero Action</b>: Choose one:\nDeal 2 damage to an enemy.\nRemove 2 threat from a scheme.",
     [["deal_damage"], ["remove_threat"]], 2),
    ("<b>When Revealed</b>: Choose one:\n-Exhaust Test Hero.\n-Spend [energy] resources.\n- Stun your hero.",
     [["exhaust"], ["spend"], ["stun"]], 0),                                # dashes glued to the word: marks
    ("<b>Hero Action</b>: Choose one:\n\u2022 Deal 2 damage to an enemy.\n\u2022 Draw 1 card.\nThis card gains surge.",
     [["deal_damage"], ["draw"]], 0),                                       # after bullets: an ability of its own
    ("<b>Hero Action</b>: Choose one:\n(1) Deal 2 damage to an enemy.\n(2) Draw 1 card.", [["deal_damage"], ["draw"]],
     0),                                                                    # numbered: no bullet missing
    ("<b>Response</b>: After this card enters play, if it is attached to a:\nVillain. Test Hero gains retaliate 1.",
     None, 0),                                                              # a condition's lead-in: no choice
    ("<b>アクション</b>：以下から1つを選ぶ：\n敵1体に2ダメージを与える。\nカードを1枚引く。", [["deal_damage"], ["draw"]], 2),
], ids=["obligation", "action", "glued-dashes", "after-bullets", "numbered", "condition-lead-in", "japanese"])
def test_options_written_with_no_bullet_are_options(text, options, reported):
    abilities, diagnostics = _card_abilities(text)
    lead = next((a for a in abilities if a.options), None)
    assert (lead and [[e.kind for s in o.effects for e in s.effects] for o in lead.options]) == options   # were constants
    assert [d.code for d in diagnostics].count("MC120") == reported
    assert all(d.severity == "warning" and d.suggestion is not None for d in diagnostics if d.code == "MC120")


# ---- long slips stay quick ---------------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "Action: " + "Deal 1 damage to an enemy. draw 1 card" * 300 + ".",          # many lower-case sentences
    "Action: " + "a" * 20000 + ". draw 1 card.",                               # a long word before the period
    "Action: " + "x. " * 10000 + "draw 1 card.",
    "Action: Draw 1 card (" + "word " * 5000 + ").",                           # long words in final parentheses
    "Action: Deal 1 damage " + "(to a maximum of " * 3000 + "5).",
    "Action: draw" + "1" * 20000 + " card.",
    "Action: Exhaust X " + "\u2192 draw 1 card " * 2000 + ".",                 # thousands of arrows
], ids=["lower-case-sentences", "long-word", "initials", "parentheses", "caps", "glued-digits", "arrows"])
def test_long_homebrew_slips_are_read_in_bounded_time(text):
    with time_bound(10):
        read(text)


# ---- a word written twice (MC121) --------------------------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("You play play Test Ally from your discard pile during your turn.", "play play"),
    ("Action: Deal 2 damage to the the villain.", "the the"),
], ids=["verb", "article"])
def test_a_word_written_twice_is_reported(text, words):
    _, diagnostics = read(text)
    assert codes(diagnostics) == ["MC121"]
    slip = diagnostics[0]
    assert text[slip.span.column - 1:slip.span.end_column - 1] == words
    assert slip.suggestion.render("en") == f"replace `{words}` with `{words.split()[0]}`"


@pytest.mark.parametrize("text", ["Dum Dum Dugan gets +1 ATK.", 'Action: Resolve "Again Again".', "Draw 1 card."],
                         ids=["a-name", "quoted", "none"])
def test_a_name_or_quoted_words_repeated_are_no_mc121(text):
    assert "MC121" not in codes(read(text)[1])


@pytest.mark.parametrize("text, condition", [
    ("Response: After you play an [[attack]], [[thwart]] or [[defense]] event, place 1 chi counter on Test Hero.",
     "After you play an [[attack]], [[thwart]] or [[defense]] event"),      # no comma before `or`: cut at the first
    ("Response: After you play an [[Attack]], [[Thwart]], or [[Defense]] event, draw 1 card.",
     "After you play an [[Attack]], [[Thwart]], or [[Defense]] event"),     # as before
], ids=["list-of-traits-no-serial-comma", "serial-comma"])
def test_a_list_of_traits_in_a_condition_is_the_conditions(text, condition):
    (ability,), diagnostics = read(text)
    assert ability.condition.text == condition and diagnostics == []
    assert [e.kind for s in ability.effects for e in s.effects] in (["place_counters"], ["draw"])


# ---- an amount `among` targets, and who deals damage ---------------------------------------------------------------

@pytest.mark.parametrize("text, kind, noun, shared", [
    ("Deal 4 damage among enemies.", "deal_damage", "enemy", True),
    ("The Test player deals 4 damage among enemies in play.", "deal_damage", "enemy", True),   # was dealt to the player
    ("The Test player removes 3 threat from among schemes in play.", "remove_threat", "scheme", True),
    ("Heal 4 damage among your hero and your allies.", "heal", "hero", True),
    ("That event deals 1 additional damage.", "deal_damage", None, False),     # the event deals it: no target
    ("Each player takes 1 damage.", "take_damage", "player", False),          # as before: who takes it
], ids=["deal-among", "player-deals-among", "remove-from-among", "heal-among", "event-deals", "player-takes"])
def test_an_amount_among_targets_is_shared_and_who_deals_damage_is_no_target(text, kind, noun, shared):
    ability, diagnostics = one(text)
    effect = ability.effects[0].effects[0]
    assert (effect.kind, effect.target.noun if effect.target else None, effect.shared) == (kind, noun, shared)
    assert diagnostics == []


@pytest.mark.parametrize("text, kinds, choice", [
    ("When Defeated: Choose to deal 5 damage to an enemy or remove 3 threat from a scheme.",
     ["choose", "deal_damage", "remove_threat"], True),                    # the deal was lost in `choose`
    ("When Revealed: Choose to either place 1 threat on a scheme or exhaust 1 character you control.",
     ["choose", "place_threat", "exhaust"], True),                         # as before
    ("Action: If you are in hero form, choose to draw 1 card or heal 2 damage from your hero.",
     ["choose", "draw", "heal"], True),
    ("You cannot choose to discard this card from your hand.", ["prohibit"], False),   # negated: no effect
], ids=["choose-to", "choose-to-either", "after-a-condition", "cannot-choose-to"])
def test_choose_to_starts_the_first_alternative(text, kinds, choice):
    (ability,), diagnostics = read(text)
    (sentence,) = ability.effects
    assert [e.kind for e in sentence.effects] == kinds and sentence.choice == choice and diagnostics == []


@pytest.mark.parametrize("text, subject, quantity", [
    ("[star] Paibok gets +1 SCH and +1 ATK for each upgrade you control.", "Paibok", "the"),
    ("[star] Swordsman\u2019s attacks gain piercing.", "Swordsman\u2019s attacks", "the"),
    ("[star] Each character cannot defend against the villain's attacks.", "Each character", "each"),
], ids=["name", "possessive", "each"])
def test_the_star_icon_is_no_part_of_a_subject(text, subject, quantity):
    ability, diagnostics = one(text)
    target = ability.effects[0].effects[0].target
    assert (target.text, target.quantity) == (subject, quantity) and diagnostics == []   # was none, or `[star] …`


# ---- a limit over no scope the cards have (MC122) --------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("Action: Draw 1 card. (Limit once per fight.)", "fight"),
    ("Response: After you attack, draw 1 card. (Limit once per battle per player.)", "battle"),
    ("Once per encounter, you may draw 1 card.", "encounter"),
], ids=["fight", "per-player", "leading"])
def test_a_limit_over_no_scope_of_the_cards_is_said_and_kept(text, words):
    ability, diagnostics = one(text)
    assert codes(diagnostics) == ["MC122"]
    said = diagnostics[0]
    assert text[said.span.column - 1:said.span.end_column - 1] == words
    assert ability.limit is not None and ability.limit.scope == words


@pytest.mark.parametrize("text, words", [
    ("Action: Draw 1 card. (Limit once per rnd.)", "rnd"),
    ("Action: Draw 1 card. (Limit once per rounds.)", "rounds"),
], ids=["short", "plural"])
def test_a_limit_scope_a_letter_off_is_read_as_the_scope(text, words):
    ability, diagnostics = one(text)
    assert codes(diagnostics) == ["MC122"]
    assert diagnostics[0].suggestion.render("en") == f"replace `{words}` with `round`"
    assert ability.limit.scope == "round"


@pytest.mark.parametrize("text", [
    "Action: Draw 1 card. (Limit once per round per player.)", "Max 1 per [[Attack]] event.", "Max 1[per_hero].",
    "Max once per basic power use.", "Action: Draw 1 card. (Limit once per round for each aspect.)",
    "Max once per activation.", "Action: Draw 1 card. (Limit once per phase.)",
    "Resource: Exhaust Test Jet → generate a [energy] resource for an [[Aerial]] card. (Limit once per card.)",
    "Attach to a side scheme. Max 1 per side scheme.",
], ids=["per-player", "attack-event", "per-hero", "basic-power", "for-each", "activation", "phase", "card",
        "side-scheme"])
def test_the_scopes_of_the_printed_cards_are_no_mc122(text):
    assert "MC122" not in codes(one(text)[1])


def test_max_one_per_side_scheme_limits_copies_and_is_no_mc122():
    """`Max 1 per side scheme.` (published upgrades that attach to a side scheme) was MC122, a false warning."""
    from statblock.rulesets.marvel_champions.runtime.checks import limited_abilities

    abilities, diagnostics = read("Attach to a side scheme. Max 1 per side scheme.")
    assert diagnostics == [] and [a.limit.scope for a in abilities if a.limit] == ["side_scheme"]
    assert limited_abilities(type("Card", (), {"abilities": abilities})()) == []   # copies, no uses counted


def test_max_one_per_encounter_card_limits_copies_and_is_no_mc122():
    """`Max 1 per encounter card.` (a published upgrade attached to an encounter card) was MC122, a false warning."""
    from statblock.rulesets.marvel_champions.runtime.checks import limited_abilities

    abilities, diagnostics = read("Attach to an encounter card in play. Max 1 per encounter card.")
    assert diagnostics == [] and [a.limit.scope for a in abilities if a.limit] == ["encounter_card"]
    assert limited_abilities(type("Card", (), {"abilities": abilities})()) == []   # copies, no uses counted


def test_a_limit_once_per_card_is_read_over_cards():
    """`(Limit once per card.)` ends a printed resource ability (once for each card it pays for): it was MC122, a
    limit over nothing the cards count one over."""
    ability, diagnostics = one("Resource: Remove 1 test counter from here → generate a [energy] resource. "
                               "(Limit once per card.)")
    assert diagnostics == [] and (ability.limit.scope, ability.limit.count) == ("card", 1)


@pytest.mark.parametrize("words", ["(Limit once a round.)", "(Limit: once per round.)", "(Max. 1 per player.)",
                                   "(once per round)", "(Limit one per round.)", "(Limit 1x per round.)"],
                         ids=["a-round", "colon", "max-dot", "no-word", "one", "1x"])
def test_words_of_a_limit_not_as_the_cards_print_one_are_said_and_kept(words):
    text = f"Action: Draw 1 card. {words}"
    ability, diagnostics = one(text)
    assert codes(diagnostics) == ["MC123"] and ability.limit is None
    said = diagnostics[0]
    assert text[said.span.column - 1:said.span.end_column - 1] == words


@pytest.mark.parametrize("text", ["Permanent. Max 3 cards tucked here.", "Max 2 cards stored under this card.",
                                  "Action: Copy an ally's text. (Limit 1 ally at a time.)",
                                  "Permanent. Max 1[per_hero] ward counters here.",
                                  "Max 2 [per_hero] ward counters here."],
                         ids=["tucked", "stored", "limit-at-a-time", "per-hero-counters", "per-hero-spaced"])
def test_how_many_things_a_card_holds_is_no_unread_limit(text):
    """`Max 3 cards tucked here.` (a published upgrade: how many it holds, no limit of uses) was MC123, a false
    warning; its words stay the card's text."""
    abilities, diagnostics = read(text)
    assert "MC123" not in codes(diagnostics) and all(a.limit is None for a in abilities)
    assert text.split(". ")[-1].strip("()") in [s.text.strip("()") for a in abilities for s in a.effects]


def test_max_per_hero_alone_is_still_a_limit_of_copies():
    """`Max 1[per_hero] synergy counters here.` (an official environment) was read as a limit over a scope
    `hero_synergy_counters_here`, with nothing said; `Max 1[per_hero].` alone is still `Max 1 per hero`."""
    abilities, diagnostics = read("Max 1[per_hero].")
    assert diagnostics == [] and [(a.limit.scope, a.limit.count) for a in abilities if a.limit] == [("hero", 1)]


def test_max_per_something_written_otherwise_is_still_said():
    assert codes(one("Action: Draw 1 card. (Max. 2 cards per player.)")[1]) == ["MC123"]


def test_a_known_scope_with_more_after_it_is_named_whole():
    _, diagnostics = one("Action: Draw 1 card. (Limit once per round per hero.)")
    assert codes(diagnostics) == ["MC122"] and "`round per hero`" in diagnostics[0].text("en")
    assert "did you mean" not in diagnostics[0].text("en")


# ---- an icon the cards do not print (MC124) -------------------------------------------------------------------------

@pytest.mark.parametrize("text, icon, meant", [
    ("Resource: Generate a [enrgy] resource.", "[enrgy]", "[energy]"),
    ("Resource: Generate a ［energy］ resource.", "［energy］", "[energy]"),
    ("リソース：［エネルギー］リソースを1つ生成する。", "［エネルギー］", "[エネルギー]"),
], ids=["misspelt", "full-width", "full-width-ja"])
def test_an_icon_the_cards_do_not_print_is_said(text, icon, meant):
    """`[enrgy]` and `［energy］` were read as no icon, the resource of no kind, with no word."""
    _, diagnostics = read(text)
    assert codes(diagnostics) == ["MC124"]
    slip = diagnostics[0]
    assert text[slip.span.column - 1:slip.span.end_column - 1] == icon
    assert slip.suggestion.render("en") == f"replace `{icon}` with `{meant}`"


@pytest.mark.parametrize("text", ["Resource: Generate a [energy] resource.", "Gets +1 ATK for each [[Spy]] ally.",
                                  "Attack a unique enemy ([unique]).", "Deal 1 damage[per_hero]."],
                         ids=["icon", "trait", "unique", "per-hero"])
def test_icons_the_cards_print_and_traits_are_no_mc124(text):
    assert "MC124" not in codes(read(text)[1])


@pytest.mark.parametrize("text, ability_type, mandatory, form, word", [
    ("Forced Mission Response: After the villain attacks you, draw 1 card.", "response", True, None, "Mission"),
    ("強制ミッションレスポンス：悪役が攻撃した後、カードを1枚引く。", "response", True, None, "ミッション"),
    ("Hero Mission Action: Draw 1 card.", "action", False, "hero", "Mission"),
    ("ヒーローミッションアクション：カードを1枚引く。", "action", False, "hero", "ミッション"),
], ids=["forced-en", "forced-ja", "hero-en", "hero-ja"])
def test_the_known_words_of_a_head_join_its_trigger_and_only_the_rest_is_reported(text, ability_type, mandatory,
                                                                                    form, word):
    # (`強制ミッション` was reported and the response read as optional; `ヒーロー…` lost the hero form)
    (ability,), diagnostics = read(text)
    assert (ability.type, ability.mandatory, ability.form, ability.lead) == (ability_type, mandatory, form, word)
    (slip,) = diagnostics
    assert slip.code == "MC116" and text[slip.span.column - 1:slip.span.end_column - 1] == word


def timed_entry(tmp_path, capsys, line: str) -> dict:
    """The one entry `timing --event "the villain attacks you"` lists for a support whose ability is `line`, in play
    with Night Owl against Steel Jaw."""
    from statblock import cli

    (tmp_path / "cards.champions").write_text(
        f"# ruleset: marvel_champions\nTest Plan (Support)\nCost 0\n{line}\n\nNight Owl (Hero)\nHP 11\n\n"
        "Steel Jaw (Villain)\nHP 14\n\nHarbor Heist (Main Scheme)\nThreat 6\n", "utf-8")
    (tmp_path / "state.toml").write_text(
        'cards = ["cards.champions"]\n[villain]\ncard = "Steel Jaw"\n[main_scheme]\ncard = "Harbor Heist"\n'
        '[[players]]\nname = "Kara"\nhero = "Night Owl"\nplay = ["Test Plan"]\n', "utf-8")
    assert cli.main(["timing", str(tmp_path / "state.toml"), "--event", "the villain attacks you",
                     "--format", "json"]) == 0
    (entry,) = json.loads(capsys.readouterr().out)["entries"]
    return entry


@pytest.mark.parametrize("line", ["Forced Mission Response: After the villain attacks you, draw 1 card.",
                                  "強制ミッションレスポンス：悪役が攻撃した後、カードを1枚引く。"], ids=["en", "ja"])
def test_timing_lists_a_forced_response_with_words_before_its_trigger_as_forced(tmp_path, capsys, line):
    # (it was listed as an optional response, with `強制ミッション` said to have no meaning)
    entry = timed_entry(tmp_path, capsys, line)
    assert (entry["card"], entry["forced"], entry["mandatory"], entry["priority"]) == ("Test Plan", True, True, 6)
    word = "Mission" if line.isascii() else "ミッション"   # (seed 002: 6 is the forced responses' rank)
    assert [p["message"] for p in entry["problems"]] == [
        f"its trigger `{line.split(':')[0].split('：')[0]}` has `{word}`, a word the rules give no meaning: whether it "
        "limits when the ability may be used is for a person to judge"]
