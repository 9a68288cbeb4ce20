"""Marvel Champions' front-ends: MarvelCDB card JSON (frontends/marvelcdb.py) and the native
`.champions` format (frontends/native.py): the cards, their ability paragraphs with every character
at its place in the file, and each diagnostic at its line and column. The samples are made up, in
the printed style; the corpus tests read the published MarvelCDB files in place."""

from __future__ import annotations

import json
import re

import pytest

from statblock import cli
from statblock.diagnostics import SourceFile
from statblock.rulesets.marvel_champions.frontends.marvelcdb import read_marvelcdb, sniff, split_traits
from statblock.rulesets.marvel_champions.frontends.native import read_native

from conftest import CORPUS

PACKS = CORPUS / "marvelcdb" / "pack"

SAMPLE = r'''[
  {
    "code": "99001a",
    "pack_code": "test",
    "name": "Captain Test",
    "subname": "Tess Ting",
    "type_code": "hero",
    "traits": "Avenger. S.H.I.E.L.D.",
    "attack": 2, "thwart": 1, "defense": 2, "health": 11, "is_unique": true, "boost_star": false,
    "text": "<b>Hero Action</b> <i>(attack)</i>: Deal 2 damage.\nShield Bash — <b>Response</b>: After you \"defend\", stun the attacker.",
    "flavor": "Flavor is not read."
  },
  {
    "code": "99002",
    "pack_code": "test",
    "name": "Test Gadget",
    "type_code": "upgrade",
    "cost": 1,
    "boost": 2,
    "text": "Uses (3 charge counters).\n<b>Action</b>: Exhaust R&amp;D Lab \u2192 draw 1 card.\n<hr />\n[star] <b>Boost</b>: Deal 1 damage."
  },
  {
    "code": "99003",
    "pack_code": "test",
    "name": "Test Minion",
    "type_code": "minion",
    "text": "Guard.\n<hr/>Place 1 threat on the main scheme."
  },
  {
    "code": "99004",
    "pack_code": "test",
    "duplicate_of": "99002"
  }
]
'''


def _read(text: str, path: str = "cards.json"):
    source = SourceFile(path, text)
    cards, problems = read_marvelcdb(source)
    return source, cards, problems


def _where(fragment, word: str) -> tuple[int, int, str]:
    """Line, column and the file's text under `word` in a paragraph."""
    index = fragment.text.index(word)
    span = fragment.slice(index, index + len(word)).span()
    return span.line, span.column, span.text


def _diagnostics(problems) -> list[tuple[str, int, int]]:
    return [(d.code, d.span.line, d.span.column) for d in problems]


# ---- MarvelCDB: cards and paragraphs -------------------------------------------------------------------

def test_marvelcdb_cards_and_their_fields():
    source, cards, problems = _read(SAMPLE)
    assert problems == []
    assert [card.name for card in cards] == ["Captain Test", "Test Gadget", "Test Minion", "Test Gadget"]
    hero, gadget, minion, reprint = cards
    assert (hero.code, hero.type, hero.subname, hero.traits) == ("99001a", "hero", "Tess Ting", ("Avenger", "S.H.I.E.L.D."))
    assert hero.stats == {"attack": 2, "thwart": 1, "defense": 2, "health": 11, "is_unique": True, "boost_star": False}
    assert (hero.span.line, hero.span.column, hero.span.text) == (5, 14, "Captain Test")
    assert (gadget.boost_icons, gadget.stats["cost"], hero.boost_icons) == (2, 1, None)
    assert (reprint.code, reprint.type, reprint.paragraphs, reprint.stats) == ("99004", "upgrade", (), {"duplicate_of": "99002"})
    assert (reprint.span.line, reprint.span.column) == (32, 22)  # its `duplicate_of`


def test_marvelcdb_paragraphs_lose_their_markup_and_keep_their_places():
    source, cards, _ = _read(SAMPLE)
    hero, gadget, minion, _ = cards
    assert [p.text for p in hero.paragraphs] == [
        "Hero Action (attack): Deal 2 damage.",
        'Shield Bash — Response: After you "defend", stun the attacker.',
    ]
    assert _where(hero.paragraphs[0], "Deal") == (10, 50, "Deal")          # after <b>…</b> and <i>…</i>
    assert _where(hero.paragraphs[1], "stun") == (10, 119, "stun")         # after \"…\"
    assert _where(hero.paragraphs[1], '"') == (10, 107, "\\")              # an escape: its backslash
    assert (hero.paragraphs[1].span().line, hero.paragraphs[1].span().column) == (10, 66)
    assert [p.text for p in gadget.paragraphs] == [
        "Uses (3 charge counters).", "Action: Exhaust R&D Lab → draw 1 card.", "[star] Boost: Deal 1 damage."]
    assert _where(gadget.paragraphs[1], "&") == (20, 65, "&")               # &amp; stands on its `&`
    assert _where(gadget.paragraphs[1], "→") == (20, 76, "\\")              # \u2192 on its backslash
    assert _where(gadget.paragraphs[1], "draw") == (20, 83, "draw")
    assert _where(gadget.paragraphs[2], "Boost") == (20, 115, "Boost")
    # a boost that does not say so: `Boost: ` stands on its <hr/>
    assert [p.text for p in minion.paragraphs] == ["Guard.", "Boost: Place 1 threat on the main scheme."]
    assert _where(minion.paragraphs[1], "Boost") == (27, 22, "<hr/>")
    assert _where(minion.paragraphs[1], "Place") == (27, 27, "Place")


def _one_text(text: str) -> str:
    return json.dumps([{"code": "1", "pack_code": "t", "name": "N", "text": text}], indent=1)


@pytest.mark.parametrize("text, paragraphs", [
    ("<em>Quick</em> <strong>Strike</strong> <u>now</u>.", ["Quick Strike now."]),
    ("Ready.<br>Set.<br/>Go.<br />Done.", ["Ready.", "Set.", "Go.", "Done."]),
    ("<p>One.</p><p>Two.</p>", ["One.", "Two."]),
    ("A &lt;b&gt; &quot;x&quot; &#8594; &#x2192; a&nbsp;b.", ['A <b> "x" → → a b.']),
    ("Rock & Roll &bogus; &#0; &#xD800; <3 a < b.", ["Rock & Roll &bogus; &#0; &#xD800; <3 a < b."]),
    ("Line one.\r\nLine two.\n\n\nLine three.  ", ["Line one.", "Line two.", "Line three."]),
    ("[energy][mental] [[Tech]] [per_hero] [star] [boost] [crisis] [acceleration] [amplify] [hazard] [unique]",
     ["[energy][mental] [[Tech]] [per_hero] [star] [boost] [crisis] [acceleration] [amplify] [hazard] [unique]"]),
    ("<b>When Revealed</b>: Surge.\n<hr />\n<b>Forced Response</b>: Heal 1.", ["When Revealed: Surge.", "Forced Response: Heal 1."]),
    ("<hr />\n\n[star] Gain a shield.", ["Boost: [star] Gain a shield."]),
    ("", []),
])
def test_marvelcdb_markup_entities_and_breaks(text, paragraphs):
    source, cards, problems = _read(_one_text(text))
    assert problems == []
    assert [p.text for p in cards[0].paragraphs] == paragraphs
    for paragraph in cards[0].paragraphs:  # every character where it is, or on what wrote it
        for index, ch in enumerate(paragraph.text):
            at = paragraph.file_offset(index)
            if paragraph.text.startswith("Boost: ") and index < 7 and source.text[paragraph.file_offset(0)] == "<":
                assert source.text.startswith("<hr />", paragraph.file_offset(0))  # the label stands on the rule
                continue
            assert source.text[at] == ch or source.text[at] in "\\&"


def test_marvelcdb_traits():
    assert split_traits("Avenger. Tech.") == ("Avenger", "Tech")
    assert split_traits("S.H.I.E.L.D. Spy.") == ("S.H.I.E.L.D.", "Spy")
    assert split_traits("Hero for Hire.") == ("Hero for Hire",)
    assert split_traits("Trap!") == ("Trap!",)
    assert split_traits("Activation Order 2") == ("Activation Order 2",)
    assert split_traits("アベンジャー。テック。") == ("アベンジャー", "テック")
    assert split_traits("") == ()


def test_marvelcdb_cards_without_text_and_reprints_of_other_packs():
    text = json.dumps([{"code": "2", "pack_code": "t", "name": "Plain", "type_code": "resource", "resource_wild": 2},
                       {"code": "3", "pack_code": "t", "duplicate_of": "01001", "quantity": 1}])
    _, cards, problems = _read(text)
    assert problems == []
    assert [(c.name, c.code, c.paragraphs) for c in cards] == [("Plain", "2", ()), ("01001", "3", ())]
    assert cards[0].stats == {"resource_wild": 2} and cards[1].stats == {"quantity": 1, "duplicate_of": "01001"}


# ---- MarvelCDB: diagnostics ----------------------------------------------------------------------------


@pytest.mark.parametrize("text, paragraphs, flavor", [
    # a quote and its speaker in italics, as homebrew cards write flavor in `text`: no ability, reported
    ('Deal 1 damage.\n<i>"Stay down." -- Test Hero</i>', ["Deal 1 damage."], ['"Stay down." -- Test Hero']),
    ("Deal 1 damage.\n<i>Stay down, she said.\n-Test Hero\n</i>", ["Deal 1 damage."],
     ["Stay down, she said.", "-Test Hero"]),                                            # italics over two lines
    ("<i>The city burns.\n</i><b>When Revealed</b>: Surge.", ["When Revealed: Surge."], ["The city burns."]),
    ("<em>A line of story.</em>", [], ["A line of story."]),
    # not flavor: reminder text in parentheses, an italic ability name, italics beside plain or bold words
    ("<i>(Shuffle.)</i>", ["(Shuffle.)"], []),
    ("<i>Spider-Sense</i> \u2014 <b>Interrupt</b>: Draw 1 card.", ["Spider-Sense \u2014 Interrupt: Draw 1 card."], []),
    ("<i>Draw</i> 1 card.", ["Draw 1 card."], []),
    ("<b><i>Hero Action</i></b>: Draw 1 card.", ["Hero Action: Draw 1 card."], []),
    ("<i>[star]</i>", ["[star]"], []),
    ("<i>[[Tech]]</i>", ["[[Tech]]"], []),
])
def test_marvelcdb_a_paragraph_all_in_italics_is_flavor(text, paragraphs, flavor):
    _, (card,), problems = _read(_one_text(text))
    assert [p.text for p in card.paragraphs] == paragraphs
    assert [(d.code, d.span.text.replace('\\"', '"')) for d in problems] == [("MC009", f) for f in flavor]


@pytest.mark.parametrize("text, expected, words, paragraphs", [
    ("Max 1.\n<b>Hero Action</b></i>: Draw 1 card.", (6, 38), "`</i>` closes nothing", ["Max 1.", "Hero Action: Draw 1 card."]),
    ("<b>Action</b>: Cancel its <b>\"When Revealed\" effects.", (6, 38), "`<b>` is never closed",
     ['Action: Cancel its "When Revealed" effects.']),
    ("[star] <b>Forced Response<b>: Heal 1.\n<hr />\n[star] <b>Boost</b>: Heal 2.", (6, 37), "`<b>` inside `<b>`",
     ["[star] Forced Response: Heal 1.", "[star] Boost: Heal 2."]),
    ("Gains stalwart. <i>(Cannot be stunned.)\n<b>Action</b>: Draw.", (6, 28), "`<i>` is never closed",
     ["Gains stalwart. (Cannot be stunned.)", "Action: Draw."]),
    ("<b>Forced Response</b: After N attacks, draw 1 card.", (6, 30), "`</b` lacks its `>`",
     ["Forced Response: After N attacks, draw 1 card."]),
])
def test_marvelcdb_markup_slips_are_reported_at_the_tag(text, expected, words, paragraphs):
    source, cards, problems = _read(_one_text(text))
    assert _diagnostics(problems) == [("MC003", *expected)]
    assert words in str(problems[0].message) and problems[0].severity == "warning"
    assert problems[0].text("ja") != str(problems[0].message)
    assert problems[0].span.text.startswith("<") and problems[0].ability == "N"
    assert [p.text for p in cards[0].paragraphs] == paragraphs


def test_marvelcdb_markup_over_several_lines_is_no_slip():
    """Bold the next lines close first spans them (`<b>If …\nIf …, the players lose the game.</b>`): no tag is
    left open or closes nothing; a tag another of its kind follows before it closes is still reported."""
    text = "<b>Action</b>: Draw 1 card.\n<b>If there are 3 counters here, the players win the game.\nIf this stage " \
           "is completed, the players lose the game.</b>"
    _, cards, problems = _read(_one_text(text))
    assert problems == []
    assert [p.text for p in cards[0].paragraphs] == ["Action: Draw 1 card.",
                                                     "If there are 3 counters here, the players win the game.",
                                                     "If this stage is completed, the players lose the game."]
    _, _, problems = _read(_one_text("<b>Lose 1.<br />Lose 2.</b>"))
    assert problems == []
    _, _, problems = _read(_one_text("Cancel its <b>\"When Revealed\" effects.\n<b>Action</b>: Draw."))
    assert [("MC003", "never closed" in str(d.message)) for d in problems] == [("MC003", True)]
    _, _, problems = _read(_one_text("<i>(Reminder.\n<hr />\n<b>Boost</b>: Draw 1 card. </i>"))
    assert [d.code for d in problems] == ["MC003", "MC003"]   # a rule ends what it marks: open, then stray


def test_marvelcdb_invalid_json_is_an_error_at_its_place():
    text = '[\n  {"code": "1", "pack_code": "t", "name": "A",}\n]'
    _, cards, problems = _read(text)
    assert cards == [] and _diagnostics(problems) == [("MC002", 2, 46)]
    assert problems[0].severity == "error"
    assert "comma before `}`" in str(problems[0].message) and "JSON を読めません" in problems[0].text("ja")
    _, _, problems = _read('[{"code": "1", "name": "Line\nbreak"}]')
    assert _diagnostics(problems) == [("MC002", 1, 29)] and "line break inside a string" in str(problems[0].message)


@pytest.mark.parametrize("text, where", [
    ('{"code": "1", "pack_code": "t"}', (1, 1)),
    ('[\n {"code": "hero", "name": "Hero"}\n]', (1, 1)),       # types.json: not cards
    ("  42", (1, 3)),
])
def test_marvelcdb_data_that_is_not_cards_is_a_warning(text, where):
    _, cards, problems = _read(text)
    assert cards == [] and _diagnostics(problems) == [("MC001", *where)]
    assert "not MarvelCDB card data" in str(problems[0].message)


def test_marvelcdb_items_and_cards_that_cannot_be_read():
    text = ('[\n  {"code": "1", "pack_code": "t", "name": "Good"},\n  7,\n  {"code": "2", "pack_code": "t"},\n'
            '  {"code": "3", "pack_code": "t", "name": ""},\n  {"pack_code": "t", "name": "No Code"}\n]')
    _, cards, problems = _read(text)
    assert [(c.name, c.code) for c in cards] == [("Good", "1"), ("No Code", None)]
    assert _diagnostics(problems) == [("MC001", 3, 3), ("MC004", 4, 3), ("MC004", 5, 43), ("MC004", 6, 31)]
    assert ["not a card object" in str(problems[0].message), "no `name`" in str(problems[1].message),
            "no `name`" in str(problems[2].message), "no `code`" in str(problems[3].message)] == [True] * 4


def test_marvelcdb_a_back_given_in_the_same_object_is_a_card_of_its_own():
    text = json.dumps([{"code": "99001a", "pack_code": "x", "name": "Front", "type_code": "hero",
                        "text": "<b>Hero Action</b>: Draw 1 card.", "back_name": "Back",
                        "back_text": "<b>Alter-Ego Action</b>: Heal 2 damage."}], indent="\t")
    _, cards, problems = _read(text)
    assert [(card.name, card.code) for card in cards] == [("Front", "99001a"), ("Back", "99001a")]
    assert [p.text for p in cards[1].paragraphs] == ["Alter-Ego Action: Heal 2 damage."]
    assert problems == []


def test_marvelcdb_text_under_a_field_of_another_name_is_reported_not_lost_in_silence():
    text = '[\n\t{"code": "99002", "pack_code": "x", "name": "Scheme",\n\t "scheme text": "Place 1 threat."}\n]'
    _, cards, problems = _read(text)
    (found,) = problems
    assert (found.code, found.span.line, found.span.column, found.ability) == ("MC007", 3, 18, "Scheme")
    assert "`scheme text`" in str(found.message) and "`text`" in found.help("en")


def test_marvelcdb_text_printed_by_a_stat_or_in_the_boost_area_is_read_after_the_text():
    text = json.dumps([{"code": "99004", "pack_code": "x", "name": "Test Brute", "type_code": "minion",
                        "text": "Toughness.", "attack": 2,
                        "attack_text": "<b>Forced Interrupt</b>: When Test Brute attacks you, choose:\n• Take 1 damage.",
                        "health": 1, "health_text": "Test Brute gets +1 hit points for each test counter on him.",
                        "boost_text": "You are confused."}], indent="\t")
    source, cards, problems = _read(text)
    assert [p.text for p in cards[0].paragraphs] == [
        "Toughness.", "Forced Interrupt: When Test Brute attacks you, choose:", "• Take 1 damage.",
        "Test Brute gets +1 hit points for each test counter on him.", "Boost: You are confused."]
    assert problems == []   # MarvelCDB's own fields: none is a slip
    boost = cards[0].paragraphs[-1]
    assert boost.span(len("Boost: "), len(boost.text)).text == "You are confused."
    assert source.text[boost.span(0, 1).start] == '"'   # the label stands on the value's opening quote
    # a boost text that names its trigger is not labelled twice
    text = json.dumps([{"code": "99005", "pack_code": "x", "name": "Plot", "boost_text": "<b>Boost</b>: Draw 1 card."}])
    assert [p.text for p in _read(text)[1][0].paragraphs] == ["Boost: Draw 1 card."]


def test_marvelcdb_scheme_text_is_text_printed_by_the_scheme_stat_not_a_scheme_icons_count():
    # `scheme_text` opens as the icons' fields do (`scheme_crisis`: a number), but is text by the scheme stat, as
    # `attack_text` is by the attack stat: read as an ability, never taken for a number that is no number
    text = json.dumps([{"code": "99008", "pack_code": "x", "name": "Test Visor", "type_code": "attachment",
                        "text": "Attach to the villain.", "scheme_text": "<b>Forced Response</b>: After the villain "
                        "schemes, draw 1 card.", "scheme_crisis": 1}], indent="\t")
    _, (visor,), problems = _read(text)
    assert problems == []
    assert [p.text for p in visor.paragraphs] == ["Attach to the villain.",
                                                  "Forced Response: After the villain schemes, draw 1 card."]
    assert visor.stats["scheme_crisis"] == 1 and "scheme_text" not in visor.stats


def test_marvelcdb_a_stat_of_minus_one_is_x():
    text = json.dumps([{"code": "99006", "pack_code": "x", "name": "Test Titan", "type_code": "minion", "attack": -1,
                        "health": 5, "text": "X is equal to Test Titan's remaining hit points."},
                       {"code": "99007", "pack_code": "x", "name": "Test Cloud", "type_code": "main_scheme",
                        "base_threat": 4, "escalation_threat": -1, "escalation_threat_fixed": True, "threat": 11}])
    _, (titan, cloud), problems = _read(text)
    assert titan.stats["attack"] == "X" and titan.stats["health"] == 5
    assert cloud.stats["escalation_threat"] == "X" and "escalation_threat_per_hero" not in cloud.stats
    assert cloud.stats["threat_per_hero"] is True and problems == []


def test_marvelcdb_a_threat_per_group_is_no_threat_per_hero_and_its_icon_is_known():
    """A main scheme of a scenario played by groups (`"threat_per_group": true`, `Each [per_group] icon on this scheme
    counts …`): the flag was no stat (dropped, the threat printed per hero) and the icon was MC124."""
    from statblock.rulesets.marvel_champions.language import read_card
    from statblock.rulesets.marvel_champions.render import render_cards

    text = json.dumps([{"code": "99009", "pack_code": "x", "name": "Test Pods", "type_code": "main_scheme",
                        "threat": 3, "threat_per_group": True,
                        "text": "Each [per_group] icon on this scheme counts the groups in play."}])
    _, (pods,), problems = _read(text)
    assert problems == [] and pods.stats["threat_per_group"] is True and "threat_per_hero" not in pods.stats
    compiled, found = read_card(pods)
    assert [d.code for d in found if d.code == "MC124"] == []
    for lang, words in (("en", "Target Threat 3\U0001f465"), ("ja", "目標脅威 3\U0001f465")):
        printed = render_cards([compiled], "txt", lang).decode("utf-8")
        assert words in printed and "\U0001f464" not in printed        # 👥, not 👤


@pytest.mark.parametrize("fields, stats, codes", [
    # homebrew data writes MarvelCDB's numbers and flags as words: what means the same is read so
    ({"cost": "2", "attack": " 1 ", "health": "X", "boost": "2"}, {"cost": 2, "attack": 1, "health": "X", "boost": 2}, []),
    ({"thwart": "-1", "is_unique": "true", "attack_star": "False"}, {"thwart": "X", "is_unique": True,
                                                                    "attack_star": False}, []),
    ({"attack": "-", "defense": "", "scheme_crisis": "1"}, {"attack": None, "defense": None, "scheme_crisis": 1}, []),
    # what cannot be read is reported and left out, never a stat of words
    ({"cost": "two", "is_unique": "yes"}, {}, ["MC010", "MC010"]),
    # a text field that is null is no stat; a field that is no stat of MarvelCDB's is left as it is
    ({"traits": None, "flavor": None, "stage": "1A"}, {}, []),
])
def test_marvelcdb_numbers_written_as_words_are_read_as_they_mean(fields, stats, codes):
    _, (card,), problems = _read(json.dumps([{"code": "1", "pack_code": "t", "name": "N", "type_code": "ally",
                                              **fields}]))
    assert {k: v for k, v in card.stats.items() if k not in ("code", "pack_code")} == stats
    assert [d.code for d in problems] == codes
    if "boost" in stats:
        assert card.boost_icons == stats["boost"]


@pytest.mark.parametrize("fields, kind, traits, paragraphs, codes", [
    ({"type_code": "ally", "traits": ["Avenger", "S.H.I.E.L.D."]}, "ally", ("Avenger", "S.H.I.E.L.D."), [], []),
    ({"type_code": "Side Scheme", "text": ["Hinder 1.", "<b>When Revealed</b>: Surge."]}, "side_scheme", (),
     ["Hinder 1.", "When Revealed: Surge."], ["MC010"]),
    ({"type_code": "alter-ego"}, "alter_ego", (), [], ["MC010"]),
    ({"type_code": "sidescheme"}, "side_scheme", (), [], ["MC010"]),          # a did-you-mean
    ({"type_code": "location"}, "location", (), [], ["MC010"]),                # none close: kept as written, reported
    ({"type_code": "evidence_means"}, "evidence_means", (), [], []),          # MarvelCDB's own codes
    ({"traits": [1, 2], "text": 5}, None, (), [], ["MC010", "MC010"]),
])
def test_marvelcdb_traits_text_and_type_written_otherwise(fields, kind, traits, paragraphs, codes):
    _, (card,), problems = _read(json.dumps([{"code": "1", "pack_code": "t", "name": "N", **fields}]))
    assert (card.type, card.traits, [p.text for p in card.paragraphs]) == (kind, traits, paragraphs)
    assert [d.code for d in problems] == codes


def test_marvelcdb_a_line_break_written_slash_n_is_one_and_is_reported():
    text = json.dumps([{"code": "99003", "pack_code": "x", "name": "Card",
                        "text": "Attach to your identity. /n <b>Hero Action</b>: Draw 1 card. 1/n and/or stay."}])
    _, cards, problems = _read(text)
    assert [p.text for p in cards[0].paragraphs] == ["Attach to your identity.",
                                                     "Hero Action: Draw 1 card. 1/n and/or stay."]
    assert [(d.code, d.span.text) for d in problems] == [("MC008", "/n")]


@pytest.mark.parametrize("text, paragraphs, spans", [
    ("Max 1 per player.\\n<b>Response</b>: After you defend, draw 1 card.",
     ["Max 1 per player.", "Response: After you defend, draw 1 card."], ["\\\\n"]),
    ("If it is a:\\nMinion \u2212 gain 1.\\nHero \u2212 draw 1.", ["If it is a:", "Minion \u2212 gain 1.", "Hero \u2212 draw 1."],
     ["\\\\n", "\\\\n"]),
    ("Toughness.\n<b>Action</b>: Draw 1 card.", ["Toughness.", "Action: Draw 1 card."], []),   # a line break
    ("Name a card \\\\n then draw 1 card.", ["Name a card \\\\n then draw 1 card."], []),   # `\\` and `n`: no break
], ids=["before-a-trigger", "options", "line-break", "backslash-then-n"])
def test_marvelcdb_a_line_break_escaped_twice_is_one_and_is_reported(text, paragraphs, spans):
    """`\\\\n` in the JSON (the characters `\\` and `n` in the card's text) stands for a line break: read as one and
    reported (MC008), as `/n` is; MarvelCDB's text has no backslash of its own."""
    _, cards, problems = _read(json.dumps([{"code": "99004", "pack_code": "x", "name": "Card", "text": text}]))
    assert [p.text for p in cards[0].paragraphs] == paragraphs
    assert [(d.code, d.span.text) for d in problems] == [("MC008", s) for s in spans]


def test_marvelcdb_empty_files():
    assert _read("")[1:] == ([], []) and _read(" \n")[1:] == ([], []) and _read("[]")[1:] == ([], [])


def test_sniff():
    assert sniff(SAMPLE) == 10
    assert sniff("\ufeff\n  " + SAMPLE) == 10
    assert sniff(SAMPLE[:3000]) == 10                     # the head is enough
    assert sniff(SAMPLE + " " * 5_000_000) == 10
    assert sniff('[{"code": "hero", "name": "Hero"}]') == 0            # types.json
    assert sniff('{"code": "1", "pack_code": "t"}') == 0
    assert sniff('[1, {"code": "1", "pack_code": "t"}]') == 0
    assert sniff("") == 0 and sniff("[]") == 0
    assert sniff("Black Cat (Ally)\nCost 2") == 0
    assert sniff("- name: code\n  pack_code: x") == 0
    assert sniff('[{"pack_code": "t", "text": "' + "x" * 10_000 + '", "code": "1"}]') == 0  # not in the head


# ---- the native format ---------------------------------------------------------------------------------

NATIVE = """\
# ruleset: marvel_champions
Black Cat — Felicia Hardy (Ally)
Traits: Hero for Hire.
Cost 2 · ATK 1 · THW 1 · HP 2
Forced Response: After you play Black Cat, discard the top 2 cards of your deck.
# a comment inside a card

Spider-Man - Peter Parker (hero)
ATK 2 | THW 1 | DEF 3 | HP 10 | Hand Size 5
Traits: Avenger.
Spider-Sense — Hero Interrupt: When the villain attacks you, draw 1 card.
Retaliate 1. Toughness.

Doom Bot (Minion)
ATK 2*, SCH 1, HP 3[per_hero], Boost 2
   Guard.
"""


def test_native_cards_in_english():
    source = SourceFile("deck.champions", NATIVE)
    cards, problems = read_native(source)
    assert problems == []
    cat, spidey, bot = cards
    assert (cat.name, cat.subname, cat.type, cat.traits, cat.code) == ("Black Cat", "Felicia Hardy", "ally", ("Hero for Hire",), None)
    assert cat.stats == {"cost": 2, "attack": 1, "thwart": 1, "health": 2}
    assert [p.text for p in cat.paragraphs] == [
        "Forced Response: After you play Black Cat, discard the top 2 cards of your deck."]
    assert (cat.span.line, cat.span.column, cat.span.text) == (2, 1, "Black Cat")
    assert (spidey.name, spidey.subname, spidey.type, spidey.traits) == ("Spider-Man", "Peter Parker", "hero", ("Avenger",))
    assert spidey.stats == {"attack": 2, "thwart": 1, "defense": 3, "health": 10, "hand_size": 5}
    assert [p.text for p in spidey.paragraphs] == [
        "Spider-Sense — Hero Interrupt: When the villain attacks you, draw 1 card.", "Retaliate 1. Toughness."]
    assert bot.stats == {"attack": 2, "attack_star": True, "scheme": 1, "health": 3, "health_per_hero": True, "boost": 2}
    assert bot.boost_icons == 2 and bot.subname is None
    guard = bot.paragraphs[0]
    assert (guard.text, guard.span().line, guard.span().column) == ("Guard.", 16, 4)
    draw = spidey.paragraphs[0]
    index = draw.text.index("draw")
    assert (draw.slice(index).span().line, draw.slice(index).span().column) == (11, 62)


NATIVE_JA = """\
ブラックキャット — フェリシア・ハーディ（味方）
特性：ヒーロー・フォー・ハイヤー。
コスト：2 · 攻撃 1 · 阻止 1 · 体力 2
強制レスポンス：ブラックキャットをプレイした後、あなたのデッキの上から 2 枚を捨てる。

ドゥームボット（ミニオン）
攻撃力 2、計画 1、体力 3
ガード。

セーフハウス（サポート）
コスト ２
"""


def test_native_cards_in_japanese():
    cards, problems = read_native(SourceFile("デッキ.champions", NATIVE_JA))
    assert problems == []
    cat, bot, house = cards
    assert (cat.name, cat.subname, cat.type, cat.traits) == ("ブラックキャット", "フェリシア・ハーディ", "ally", ("ヒーロー・フォー・ハイヤー",))
    assert cat.stats == {"cost": 2, "attack": 1, "thwart": 1, "health": 2}
    assert cat.paragraphs[0].text.startswith("強制レスポンス：") and cat.paragraphs[0].span().line == 4
    assert (bot.type, bot.stats, [p.text for p in bot.paragraphs]) == ("minion", {"attack": 2, "scheme": 1, "health": 3}, ["ガード。"])
    assert (house.type, house.stats, house.paragraphs) == ("support", {"cost": 2}, ())


@pytest.mark.parametrize("label", ["特徴：", "特徴:", "トレイト：", "Trait:", "traits :"])
def test_a_traits_label_as_authors_write_it(label):
    """`特徴：学生。` (the word a Japanese author writes for traits), `Trait:`: the card's traits, and the stats line after
    it stats. Before, it was an ability (MC101 said an unknown trigger and told to write `特殊`), and the stats line an
    ability of text."""
    cards, problems = read_native(SourceFile("c.champions", f"神崎アヤ（分身）\n{label}学生。天才。\n回復 4 ・ 体力 10\n"))
    assert problems == []
    (card,) = cards
    assert (card.traits, card.stats, card.paragraphs) == (("学生", "天才"), {"recover": 4, "health": 10}, ())


@pytest.mark.parametrize("word, code", [
    ("Alter-Ego", "alter_ego"), ("alter ego", "alter_ego"), ("alter_ego", "alter_ego"), ("分身", "alter_ego"),
    ("アルターエゴ", "alter_ego"), ("ヴィラン", "villain"), ("悪役", "villain"), ("手下", "minion"),
    ("裏切り", "treachery"), ("トレチャリー", "treachery"), ("計画", "side_scheme"), ("スキーム", "side_scheme"),
    ("Main Scheme", "main_scheme"), ("付属", "attachment"), ("アタッチメント", "attachment"), ("環境", "environment"),
    ("義務", "obligation"), ("Player Side Scheme", "player_side_scheme"), ("EVENT", "event"), ("ヒーロー", "hero"),
    ("Leader", "leader"), ("リーダー", "leader"),
])
def test_native_type_words(word, code):
    cards, problems = read_native(SourceFile("c.champions", f"A Card ({word})\n"))
    assert problems == [] and cards[0].type == code


def test_native_diagnostics_at_their_places():
    text = ("Doom Bot (Minon)\nCost 2 | Atak 1 | HP two\nGuard.\n\nNo Type Here\nSurge.\n\n(Ally)\nX.\n\n"
            "Thing (Gizmo)\n\nロボ（味方力）\nコスト 1、攻撃 1、攻撃 2\n")
    cards, problems = read_native(SourceFile("c.champions", text))
    assert [c.name for c in cards] == ["Doom Bot", "No Type Here", "Thing", "ロボ"]
    assert [c.type for c in cards] == [None, None, None, None]
    assert _diagnostics(problems) == [("MC005", 1, 11), ("MC006", 2, 10), ("MC006", 2, 22), ("MC005", 5, 12),
                                      ("MC004", 8, 1), ("MC005", 11, 8), ("MC005", 13, 4), ("MC006", 14, 12)]
    messages = [str(d.message) for d in problems]
    assert "did you mean `Minion`" in messages[0] and str(problems[0].suggestion) == "replace `Minon` with `Minion`"
    assert "did you mean `ATK`" in messages[1]
    assert "cannot read `two` as the value of `HP`" in messages[2]
    assert "type is missing" in messages[3] and "no name" in messages[4]
    assert "unknown card type `Gizmo`; the types are Hero, Alter-Ego" in messages[5]
    assert "did you mean `味方`" in messages[6] and "「味方」のことですか" in problems[6].text("ja")
    assert "given twice" in messages[7]
    assert cards[0].stats == {"cost": 2} and cards[3].stats == {"cost": 1, "attack": 2}


def test_native_lines_that_only_look_like_stats_are_abilities():
    text = "Hulk (Hero)\nRetaliate 1, Guard 2\nHero Action: Deal 2 damage, then draw 1.\nCost 3\n"
    cards, problems = read_native(SourceFile("c.champions", text))
    assert problems == []
    # a stats line comes right after the name: `Cost 3` after an ability is an ability paragraph
    assert [p.text for p in cards[0].paragraphs] == ["Retaliate 1, Guard 2", "Hero Action: Deal 2 damage, then draw 1.",
                                                     "Cost 3"]


@pytest.mark.parametrize("line", ["Cost 2 ATK 1 THW 1 HP 3", "コスト：2　攻撃：1　阻止：1　体力：3", "コスト2／攻撃1／阻止1／HP3",
                                  "Cost 2  ATK 1  THW 1  HP 3"], ids=["blanks", "ideographic", "slash-glued", "two-blanks"])
def test_native_stats_as_hand_written_cards_put_them(line):
    # (each was an ability paragraph of text with no word, the card's stats lost)
    cards, problems = read_native(SourceFile("c.champions", f"Vigil (Ally)\n{line}\nAction: Draw 1 card.\n"))
    assert problems == [] and cards[0].stats == {"cost": 2, "attack": 1, "thwart": 1, "health": 3}
    assert [p.text for p in cards[0].paragraphs] == ["Action: Draw 1 card."]


def test_native_a_sentence_opening_with_a_stats_name_is_no_stats_line():
    cards, problems = read_native(SourceFile("c.champions", "Vigil (Ally)\nCost 2\nAttack 2 enemies.\n"))
    assert problems == [] and cards[0].stats == {"cost": 2}
    assert [p.text for p in cards[0].paragraphs] == ["Attack 2 enemies."]
    cards, _ = read_native(SourceFile("c.champions", "Vigil (アリー)\nCost 2\n"))
    assert cards[0].type == "ally"


def test_native_empty_and_comment_only_files():
    assert read_native(SourceFile("c.champions", "")) == ([], [])
    assert read_native(SourceFile("c.champions", "# ruleset: marvel_champions\n\n# nothing yet\n")) == ([], [])


# ---- the published corpus, read in place ---------------------------------------------------------------

#: The markup slips of the published data: (file, card code, line, column, what).
CORPUS_SLIPS = [
    ("cap.json", "03015", 310, 48, "`</i>` closes nothing"),
    ("gmw_encounter.json", "16108", 1293, 175, "`<b>` is never closed"),
    ("mts_encounter.json", "21147", 1694, 54, "`<b>` inside `<b>`"),
    ("mut_gen_encounter.json", "32068", 381, 62, "`<i>` is never closed"),
]


def _corpus():
    if not PACKS.is_dir():
        pytest.skip("the MarvelCDB corpus is not here")
    return [SourceFile(str(path), path.read_text(encoding="utf-8")) for path in sorted(PACKS.glob("*.json"))]


@pytest.mark.slow
def test_the_corpus_reads_fast_with_only_its_real_slips():
    sources = _corpus()
    results = [read_marvelcdb(source) for source in sources]
    cards = [card for found, _ in results for card in found]
    assert (len(sources), len(cards)) == (70, 2511)  # 2,510 card objects and the back of Vision (26002)
    assert sum(1 for card in cards if card.paragraphs) == 2289
    assert sum(len(card.paragraphs) for card in cards) == 3 + 4203 + 1  # the back; one `/n` (27153)
    assert sum(1 for card in cards if "duplicate_of" in card.stats) == 211
    problems = [d for _, found in results for d in found]
    slips = [d for d in problems if d.code == "MC003"]
    assert [(d.code, d.path.rsplit("/", 1)[1], d.span.line, d.span.column) for d in slips] == [
        ("MC003", name, line, column) for name, _, line, column, _ in CORPUS_SLIPS]
    (field,) = [d for d in problems if d.code == "MC007"]  # the one card whose text is under another key
    assert (field.path.rsplit("/", 1)[1], field.ability) == ("nova_encounter.json", '"Bring the War!"')
    (slash,) = [d for d in problems if d.code == "MC008"]  # the one `/n` written for a line break
    assert (slash.path.rsplit("/", 1)[1], slash.span.line, slash.span.column) == ("sm_encounter.json", 1954, 177)
    assert {d.code for d in problems} == {"MC003", "MC007", "MC008"}
    problems = slips
    assert all(words in str(d.message) for d, (*_, words) in zip(problems, CORPUS_SLIPS))
    named = {(card.name, card.code) for card in cards}
    assert all((d.ability, code) in named for d, (_, code, *_) in zip(problems, CORPUS_SLIPS))  # each says its card
    assert all(sniff(source.text) == 10 for source in sources)


@pytest.mark.slow
def test_every_corpus_paragraph_character_is_where_the_file_has_it():
    escape = re.compile(r"\\u[0-9a-fA-F]{4}|\\.")
    checked = 0
    for source in _corpus():
        cards, _ = read_marvelcdb(source)
        text = source.text
        for card in cards:
            if "duplicate_of" not in card.stats:
                assert text[card.span.start - 1] == '"'
                assert card.span.text == card.name or "\\" in card.span.text
            for paragraph in card.paragraphs:
                assert not re.search(r"</?[a-zA-Z]+[^<>]*>", paragraph.text)
                for index, ch in enumerate(paragraph.text):
                    at = paragraph.file_offset(index)
                    if text[at] == "\\":
                        assert json.loads('"' + escape.match(text, at).group() + '"') == ch
                    else:
                        assert text[at] == ch
                    checked += 1
                # the trigger words stand where the file writes them, between their tags
                lead = re.match(r"(?:\[star\] )?((?:Forced |Hero |Alter-Ego )?(?:Response|Interrupt|Action))(?=:)",
                                paragraph.text)
                if lead is not None:
                    word, index = lead.group(1), lead.start(1)
                    span = paragraph.slice(index, index + len(word)).span()
                    bold = text.rfind("<b>", 0, span.start)
                    assert span.text == word and bold != -1 and not text[bold + 3 : span.start].strip()
    assert checked > 350_000


def test_other_marvelcdb_files_are_not_card_data():
    for name in ("packs.json", "sets.json", "types.json", "factions.json"):
        path = CORPUS / "marvelcdb" / name
        if not path.is_file():
            pytest.skip("the MarvelCDB corpus is not here")
        text = path.read_text(encoding="utf-8")
        assert sniff(text) == 0
        cards, problems = read_marvelcdb(SourceFile(str(path), text))
        assert cards == [] and [d.code for d in problems] == ["MC001"]


def test_the_guide_s_native_example_reads_clean():
    from conftest import ROOT

    guide = (ROOT / "docs" / "marvel_champions.md").read_text(encoding="utf-8")
    example = re.search(r"```\n(# ruleset: marvel_champions\n.*?)```", guide, re.DOTALL).group(1)
    cards, problems = read_native(SourceFile("example.champions", example))
    assert problems == [] and [(card.type, len(card.paragraphs)) for card in cards] == [("ally", 1), ("ally", 1)]


# ---- stats on the cards: per hero, star, a scheme's threat -------------------------------------------------------

SCHEMES = r'''[
  {"code": "99101", "pack_code": "test", "name": "Test Overlord", "type_code": "villain", "attack": 3,
   "attack_star": true, "scheme": 2, "health": 16, "health_per_hero": true, "text": "Toughness."},
  {"code": "99102a", "pack_code": "test", "name": "Test Ascension", "type_code": "main_scheme", "base_threat": 1,
   "base_threat_fixed": false, "threat": 12, "escalation_threat": 2, "text": "<b>When Revealed</b>: Draw 1 card."},
  {"code": "99103", "pack_code": "test", "name": "Test Plot", "type_code": "side_scheme", "base_threat": 3,
   "base_threat_fixed": true, "text": "Hinder 1[per_hero]."}
]'''


def test_marvelcdb_threat_of_a_scheme_is_per_hero_unless_fixed():
    _, cards, _ = _read(SCHEMES)
    assert [{k: v for k, v in c.stats.items() if k.endswith("_per_hero")} for c in cards] == [
        {"health_per_hero": True}, {"base_threat_per_hero": True, "threat_per_hero": True,
                                    "escalation_threat_per_hero": True}, {}]


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["ATK 3★ · HP 16👤 · SCH 2", "Threat 1👤 · Target Threat 12👤 · Escalation 2👤", "Threat 3"]),
    ("ja", ["攻撃 3★ · 体力 16👤 · 計画 2", "脅威 1👤 · 目標脅威 12👤 · 脅威増加 2👤", "脅威 3"]),
])
def test_cards_show_per_hero_and_star_stats_and_every_threat_of_a_scheme(tmp_path, capsys, lang, lines):
    from statblock import cli

    path = tmp_path / "schemes.json"
    path.write_text(SCHEMES, encoding="utf-8")
    native = tmp_path / "brew.champions"
    native.write_text("Test Heist (Main Scheme)\nThreat 6 · Target Threat 12[per_hero] · Escalation 1[per_hero]\n"
                      "When Revealed: Draw 1 card.\n", encoding="utf-8")
    assert cli.main(["cards", str(path), str(native), "--lang", lang, "-o", "-", "--format", "txt"]) == 0
    out = capsys.readouterr().out
    for line in lines:
        assert line in out.splitlines()
    assert ("Threat 6 · Target Threat 12👤 · Escalation 1👤" if lang == "en" else "脅威 6 · 目標脅威 12👤 · 脅威増加 1👤") \
        in out.splitlines()


@pytest.mark.parametrize("fields, text, icons, abilities, line", [
    # homebrew data writes a scheme's icons as a paragraph of its text; MarvelCDB gives them in `scheme_…` fields
    ({}, "<b>When Revealed</b>: Draw 1 card.\n[hazard]", {"scheme_hazard": 1}, 1, "Threat 2👤 · ☢"),
    ({}, "[acceleration] [acceleration].\n[crisis]", {"scheme_acceleration": 2, "scheme_crisis": 1}, 0,
     "Threat 2👤 · ⚠⏩⏩"),
    ({"scheme_amplify": 1}, "", {"scheme_amplify": 1}, 0, "Threat 2👤 · 📣"),        # the published field
    ({"scheme_hazard": 1}, "[hazard]", {"scheme_hazard": 1}, 0, "Threat 2👤 · ☢"),  # both: one icon
    ({}, "[hazard] Deal 1 damage.", {}, 1, "Threat 2👤"),                             # words beside it: an ability
    ({}, "[star]", {}, 1, "Threat 2👤"),                                              # no scheme icon
])
def test_a_paragraph_of_scheme_icons_alone_is_the_schemes_icons(tmp_path, capsys, fields, text, icons, abilities,
                                                                 line):
    from statblock import cli
    from statblock.pipeline import run

    path = tmp_path / "plot.json"
    path.write_text(json.dumps([{"code": "99104", "pack_code": "test", "name": "Test Plot", "type_code": "side_scheme",
                                 "base_threat": 2, "text": text, **fields}]), encoding="utf-8")
    (compiled,) = run([str(path)]).files[0].statblocks
    assert {k: v for k, v in compiled.stats.items() if k.startswith("scheme_")} == icons
    assert len(compiled.abilities) == abilities
    assert cli.main(["cards", str(path), "-o", "-", "--format", "txt"]) == 0
    assert line in capsys.readouterr().out.splitlines()


@pytest.mark.parametrize(("fmt", "lines"), [
    ("txt", ["▷ Hero Response: After you play an upgrade, choose one:", "  • Deal 1 damage to an enemy.",
             "  • Heal 1 damage from your hero."]),
    ("md", ["- **Hero Response**: After you play an upgrade, choose one:", "  - Deal 1 damage to an enemy.",
            "  - Heal 1 damage from your hero."]),
])
def test_cards_print_bulleted_options_under_the_ability_that_offers_them(tmp_path, capsys, fmt, lines):
    from statblock import cli

    path = tmp_path / "brew.champions"
    path.write_text("Test Panther (Hero)\nHero Response: After you play an upgrade, choose one:\n"
                    "• Deal 1 damage to an enemy.\n• Heal 1 damage from your hero.\n", encoding="utf-8")
    assert cli.main(["cards", str(path), "-o", "-", "--format", fmt]) == 0
    out = capsys.readouterr().out.splitlines()
    start = out.index(lines[0])
    assert out[start:start + len(lines)] == lines


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_cards_print_each_keyed_option_with_its_key(tmp_path, capsys, lang):
    from statblock import cli

    path = tmp_path / "brew.champions"
    path.write_text("Test Ally (Ally)\nHero Response: After Test Ally attacks, if you are:\n"
                    "• Test Hero, heal 1 damage from Test Ally.\n• Other Hero, ready your hero.\n", encoding="utf-8")
    assert cli.main(["cards", str(path), "-o", "-", "--format", "txt", "--lang", lang]) == 0
    out = [line.strip() for line in capsys.readouterr().out.splitlines()]
    assert any(line.startswith("• ") and line.endswith("Test Hero, heal 1 damage from Test Ally.") for line in out)
    assert any(line.startswith("• ") and line.endswith("Other Hero, ready your hero.") for line in out)


def test_marvelcdb_italics_inside_italics_is_no_slip():
    _, cards, problems = _read(_one_text("Patrol. <i>(While engaged with you, you cannot <i>thwart</i> the main "
                                         "scheme.)</i>"))
    assert problems == []
    assert [p.text for p in cards[0].paragraphs] == ["Patrol. (While engaged with you, you cannot thwart the main "
                                                     "scheme.)"]
    _, _, problems = _read(_one_text("<i>(Cannot <i>thwart</i> here.)"))   # the outer one left open: one slip
    assert _diagnostics(problems) == [("MC003", 6, 12)] and "`<i>` is never closed" in str(problems[0].message)


def test_a_card_without_text_is_printed_with_what_it_has(tmp_path, capsys):
    """A villain with stats and no text, a card with neither: each is in the deck (name, type, stats), none
    left out in silence; the count says so."""
    from statblock import cli

    path = tmp_path / "plain.json"
    path.write_text('[{"code":"99001","name":"Stone Rhino","type_code":"villain","health":14,"attack":2,'
                    '"scheme":1,"pack_code":"x","position":1},'
                    '{"code":"99002","name":"Blank Page","type_code":"event","pack_code":"x","position":2,"text":""},'
                    '{"code":"99003","name":"Punch","type_code":"event","pack_code":"x","position":3,'
                    '"text":"Deal 2 damage to an enemy."}]',
                    encoding="utf-8")
    assert cli.main(["cards", str(path), "-o", "-", "--format", "txt"]) == 0
    captured = capsys.readouterr()
    assert "Stone Rhino" in captured.out and "ATK 2 · HP 14 · SCH 1" in captured.out and "Blank Page" in captured.out
    assert "wrote 3 cards" in captured.err


def test_a_leader_card_prints_its_type_in_both_languages(tmp_path):
    """Civil War's leaders (MarvelCDB's `leader`) print their type as a word of the card's language."""
    from statblock import cli
    data = tmp_path / "leaders.json"
    data.write_text(json.dumps([{"code": "99101", "pack_code": "test", "name": "Test Leader", "type_code": "leader",
                                 "stage": "I", "text": "Steady.\n<b>When Revealed</b>: Deal each player an encounter card."}]),
                    encoding="utf-8")
    for lang, word in (("en", "*Leader*"), ("ja", "*リーダー*")):
        out = tmp_path / f"leaders.{lang}.md"
        assert cli.main(["cards", str(data), "--lang", lang, "-o", str(out)]) == 0
        assert word in out.read_text(encoding="utf-8")


def test_a_japanese_card_marks_english_text_without_a_space_after_the_mark(tmp_path, capsys):
    """`〔原文〕When …`, as Draw Steel's Japanese cards write it (was `〔原文〕 When …`: a space after a
    full-width bracket)."""
    from statblock import cli

    path = tmp_path / "brew.champions"
    path.write_text("Test Ally (Ally)\nHero Response: After Test Ally attacks, if you are:\n"
                    "• Test Hero, heal 1 damage from Test Ally.\n• Other Hero, ready your hero.\n", encoding="utf-8")
    assert cli.main(["cards", str(path), "-o", "-", "--format", "txt", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "〔原文〕" in out and "〔原文〕 " not in out


@pytest.mark.parametrize("path, text, note", [
    ("scheme.json", json.dumps([{"code": "99100", "pack_code": "test", "name": "Test Plot", "type_code": "main_scheme",
                                 "text": "<b>Contents</b>: Test Villain (I) and Test Villain (II). <i>(Test Villain (II) "
                                         "and Test Villain (III) instead for expert mode.)</i> Test and Standard "
                                         "encounter sets.\n<b>Setup</b>: Draw 1 card."}]),
     "Contents: Test Villain (I) and Test Villain (II). (Test Villain (II) and Test Villain (III) instead for expert "
     "mode.) Test and Standard encounter sets."),
    ("scheme.champions", "Test Plot (Main Scheme)\nContents: Test Villain (I). Standard encounter set.\n"
                         "Setup: Draw 1 card.\n",
     "Contents: Test Villain (I). Standard encounter set."),
    ("scheme.champions", "テストの陰謀（main_scheme）\n内容：テスト悪役（I）。スタンダード遭遇セット。\nセットアップ：カードを1枚引く。\n",
     "内容：テスト悪役（I）。スタンダード遭遇セット。"),
    # the heading as one scenario prints it (was a constant ability of two untyped sentences)
    ("scheme.champions", "Test Plot (Main Scheme)\nScenario Contents: Test Villain A as villain. Test encounter deck.\n"
                         "Setup: Draw 1 card.\n",
     "Scenario Contents: Test Villain A as villain. Test encounter deck."),
], ids=["marvelcdb", "native", "japanese", "scenario-contents"])
def test_a_schemes_contents_are_a_note_not_an_ability(tmp_path, path, text, note):
    from statblock.pipeline import run
    from statblock.rulesets.marvel_champions.render import render_cards

    (tmp_path / path).write_text(text, "utf-8")
    report = run([str(tmp_path / path)])
    card = report.files[0].statblocks[0]
    assert [a.type for a in card.abilities] == ["setup"]                 # the set list is no constant ability
    assert [(n.kind, n.text) for n in card.notes] == [("contents", note)]
    assert card.to_json()["notes"][0]["text"] == note and card.to_json()["notes"][0]["span"]["line"] >= 1
    assert not [d for d in report.diagnostics if d.code.startswith("MC1")]
    printed = render_cards([card], "txt").decode()   # printed where it is written, before the setup
    assert 0 <= printed.index(note[:12]) < printed.index("Draw 1 card" if "Draw" in text else "カードを1枚引く")


def test_a_trait_ending_in_its_own_period_is_printed_with_one(tmp_path):
    """`S.H.I.E.L.D.` is a trait with its period: the cards printed `Avenger. S.H.I.E.L.D..`."""
    path = tmp_path / "cards.json"
    path.write_text(SAMPLE, "utf-8")
    for fmt in ("txt", "md"):
        out = tmp_path / f"cards.{fmt}"
        assert cli.main(["cards", str(path), "-o", str(out)]) == 0
        text = out.read_text("utf-8")
        assert "Avenger. S.H.I.E.L.D." in text and "S.H.I.E.L.D.." not in text


def test_every_icon_of_the_vocabulary_prints_as_a_symbol():
    # `takes +1 consequential damage ([cost])` was printed as written, `[cost]`: the icon had no symbol
    from statblock.rulesets.marvel_champions.render.views import symbols
    from statblock.rulesets.marvel_champions.vocabulary import vocabulary

    for icon in vocabulary().icons.terms:
        assert "[" not in symbols(f"([{icon}])"), icon
    assert symbols("Dust takes +1 consequential damage ([cost]).") == "Dust takes +1 consequential damage (\U0001f4a2)."


def test_a_native_line_with_marvelcdbs_markup_reads_as_its_card_would():
    """`<b>Response</b>: …` copied into a native file was a constant ability with the tags in its words, nothing said;
    the markup is taken out as a MarvelCDB card's is, and a slip of it is said (MC003)."""
    text = ("Test (Support)\n<b>Response</b>: After you play an event, draw 1 card.\n<i>(attack)</i> Retaliate 1.\n\n"
            "テスト（サポート）\n<b>レスポンス</b>：あなたがイベントをプレイした後、カードを1枚引く。\n\n"
            "Slip (Support)\n<b>Response: After you play an event, draw 1 card.\n")
    cards, problems = read_native(SourceFile("cards.champions", text))
    assert [[p.text for p in card.paragraphs] for card in cards] == [
        ["Response: After you play an event, draw 1 card.", "(attack) Retaliate 1."],
        ["レスポンス：あなたがイベントをプレイした後、カードを1枚引く。"],
        ["Response: After you play an event, draw 1 card."]]
    assert [(d.code, d.span.line) for d in problems] == [("MC003", 9)]
    where = cards[0].paragraphs[0].span(0, 8)   # (the file's: after the tag)
    assert (where.line, where.column) == (2, 4)


@pytest.mark.parametrize("line", ["特徴：このカードは攻撃できない。", "Trait: Copy — Action: Choose a trait. This card gains Retaliate 1.",
                                  "Traits: Choose a trait."])
def test_a_sentence_after_a_traits_label_is_an_ability(line):
    """Traits are short nouns: a sentence with a verb (or a trigger's `:`) after the label is the card's text, read and
    said as before `特徴`/`Trait` were labels; it had become traits, the ability gone, nothing said."""
    cards, _ = read_native(SourceFile("c.champions", f"ガーディアン（味方）\nコスト2 ・ 攻撃1 ・ 阻止1 ・ 体力3\n{line}\n"))
    (card,) = cards
    assert card.traits == () and card.stats["cost"] == 2
    assert "".join(p.text for p in card.paragraphs).replace(" ", "") == line.replace(" ", "")


def test_one_word_traits_that_are_verbs_stay_traits():
    cards, problems = read_native(SourceFile("c.champions", "Kick (Event)\nTraits: Attack. Thwart.\nAction: Draw 1 card.\n"))
    assert problems == [] and cards[0].traits == ("Attack", "Thwart")


@pytest.mark.parametrize(("text", "names"), [
    ("Fire Wall (Support)\nCost 1\nAction: Exhaust Fire Wall → remove 2 threat from a scheme.\nBurnout (Event)\nCost 2\n"
     "Hero Action (attack): Deal 4 damage to an enemy.\n", ["Fire Wall", "Burnout"]),
    ("炎の壁（サポート）\nコスト 1\nアクション：炎の壁を消耗する → スキームから脅威を2取り除く。\n燃え尽き（イベント）\nコスト 2\n"
     "ヒーローアクション（攻撃）：敵1体に4ダメージを与える。\n", ["炎の壁", "燃え尽き"]),
], ids=["en", "ja"])
def test_a_cards_header_with_no_blank_line_before_it_starts_the_next_card(text, names):
    """`Burnout (Event)` right under Fire Wall's ability: was a constant ability of Fire Wall (MC125, an information),
    its cost line another, its attack Fire Wall's own action, and no Burnout; `check` passed. Now the next card, and a
    warning (MC012) that a blank line is missing, in both languages."""
    cards, problems = read_native(SourceFile("c.champions", text))
    assert [c.name for c in cards] == names
    assert [c.type for c in cards] == ["support", "event"]
    assert [len(c.paragraphs) for c in cards] == [1, 1] and cards[1].stats.get("cost") == 2
    (said,) = problems
    assert said.code == "MC012" and said.span.text.startswith(names[1])
    assert said.text("en") != said.text("ja") and "blank line" in said.text("en") and "空行" in said.text("ja")


def test_an_ability_ending_in_a_card_type_in_brackets_is_no_header():
    """A line with a trigger's colon, or a sentence, is an ability whatever its brackets hold."""
    text = "Vigil (Ally)\nCost 2\nAction: Search your deck for an ally (Ally)\nPut it into play (Ally).\n"
    cards, problems = read_native(SourceFile("c.champions", text))
    assert [c.name for c in cards] == ["Vigil"] and len(cards[0].paragraphs) == 2 and problems == []


@pytest.mark.parametrize("text", [
    "Rooftop Informant (Ally)\nTraits: Civilian.\nCost 2 · ATK 1 · THW 2 · HP 2\n"
    "Rooftop Informant gets +1 THW while you control Night Owl (Hero)\n"
    "Forced Response: After you play Rooftop Informant, remove 1 threat from a scheme.\n",
    "夜の情報屋（味方）\n特性：民間人。\nコスト 2 · 攻撃 1 · 阻止 2 · 体力 2\n"
    "あなたがナイトオウル（ヒーロー）をコントロールしている間、夜の情報屋は阻止+1（ヒーロー）\n"
    "強制レスポンス：あなたが夜の情報屋をプレイした後、スキームから脅威を1取り除く。\n",
], ids=["en", "ja"])
def test_a_sentence_with_no_period_ending_in_a_type_over_an_ability_is_no_header(text):
    """An ability with no final period ending in a card type in brackets, over the next ability: audit4 (196671c3) made
    it a bogus Hero card that took the Forced Response (MC012). A card's header stands over its traits or stats line."""
    cards, problems = read_native(SourceFile("c.champions", text))
    assert len(cards) == 1 and len(cards[0].paragraphs) == 2
    assert not [p for p in problems if p.code == "MC012"]


@pytest.mark.parametrize(("header", "name"), [
    ("Wakanda Forever! (Event)\nCost 1\n", "Wakanda Forever!"),
    ("S.H.I.E.L.D. Tech (Upgrade)\nTraits: Tech.\n", "S.H.I.E.L.D. Tech"),
    ("ワカンダ・フォーエバー！（イベント）\nコスト 1\n", "ワカンダ・フォーエバー！"),
], ids=["bang", "dots", "ja-bang"])
def test_a_header_of_a_name_with_marks_starts_the_next_card(header, name):
    """`Wakanda Forever! (Event)` under a card: only MC125, its abilities merged into the card above (a name's `!` or
    `.` was taken for a sentence's end). Over its cost or traits line, it starts the next card (MC012)."""
    text = "Fire Wall (Support)\nCost 1\nAction: Exhaust Fire Wall → remove 2 threat from a scheme.\n" + header + \
        "Action: Draw 1 card.\n"
    cards, problems = read_native(SourceFile("c.champions", text))
    assert [c.name for c in cards] == ["Fire Wall", name]
    assert [p.code for p in problems] == ["MC012"]
