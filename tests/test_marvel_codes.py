"""Marvel Champions' table of diagnostic codes (`code_tables.py`): one minimal input for every MC code (a native card,
MarvelCDB's JSON, statblock's own JSON, a game state given to `timing`), its position, severity and messages in English
and Japanese checked, and no code left without one."""

from __future__ import annotations

from pathlib import Path

import pytest

from statblock.rulesets.marvel_champions.catalog import CODES

from code_tables import CodeCase, check_code_case, check_every_code_has_a_case

#: what a Japanese message may say in Latin letters: the notation a player types (a state's keys and values, the
#: JSON's keys, MarvelCDB's markup) and the tool's own names
NOTATION = frozenset({"statblock", "JSON", "TOML", "MarvelCDB"})

UPGRADE = "Grapnel Line (Upgrade)\nTraits: Item.\nCost 1\n"
CDB = '[{"code": "1", "pack_code": "t", "name": "Test", "type_code": "upgrade", '


def upgrade(ability: str) -> str:
    return UPGRADE + ability + "\n"


def cdb(fields: str) -> str:
    return CDB + fields + "}]"


CARDS = (Path(__file__).resolve().parents[1] / "examples" / "marvel" / "homebrew.champions").read_text("utf-8")
STATE = ('cards = ["h.champions"]\nyou = "Kara"\n\n[villain]\ncard = "Steel Jaw"\n\n[main_scheme]\ncard = "Harbor Heist"\n'
         'threat = 3\n\n[[players]]\nname = "Kara"\nhero = "Night Owl"\nalter_ego = "Kara Voss"\nform = "hero"\n'
         'play = ["Grapnel Line"]\n')
TIMING = ("timing", "{path}", "--event", "round_end")


def state(old: str, new: str) -> dict:
    """A game state with one slip, given to `timing` with its card file beside it."""
    assert old in STATE
    return {"name": "s.toml", "text": STATE.replace(old, new), "argv": TIMING, "beside": (("h.champions", CARDS),)}


CASES = [
    CodeCase("MC001", "warning", "c.json", '[{"code": "1", "pack_code": "t", "name": "Good", "type_code": "upgrade", '
             '"text": "Hero Action: draw 1 card."}, 7]', "7]"),
    CodeCase("MC002", "error", "c.json", '[{"code": "1", "pack_code": "t", "name": "Good",]', "]"),
    CodeCase("MC003", "warning", "c.json", cdb('"text": "<b>Hero Action</b>: draw 1 card.<b>"'), '<b>"'),
    CodeCase("MC004", "warning", "c.json", '[{"code": "1", "pack_code": "t", "name": "Good", "type_code": "upgrade", '
             '"text": "Hero Action: draw 1 card."}, {"code": "2", "pack_code": "t"}]', '{"code": "2"'),
    CodeCase("MC005", "warning", "c.champions", "Grapnel Line (Upgrdae)\nCost 1\nHero Action: draw 1 card.\n", "Upgrdae"),
    CodeCase("MC006", "warning", "c.champions", "Grapnel Line (Upgrade)\nCost one\nHero Action: draw 1 card.\n", "one"),
    CodeCase("MC007", "warning", "c.json", cdb('"text": "Hero Action: draw 1 card.", "scheme text": "x"'), '"x"}'),
    CodeCase("MC008", "warning", "c.json", cdb('"text": "Attach to your identity. /n <b>Hero Action</b>: Draw 1 card."'),
             "/n"),
    CodeCase("MC009", "warning", "c.json", cdb('"text": "Hero Action: draw 1 card.\\n<i>The night is dark.</i>"'),
             "The night"),
    CodeCase("MC010", "warning", "c.json", cdb('"cost": "two", "text": "Hero Action: draw 1 card."'), "two"),
    CodeCase("MC011", "error", "c.json", '{"abilities": [], "statblocks": [], "cards": [{"name": 3}]}', "3}"),
    CodeCase("MC012", "warning", "c.champions", "Grapnel Line (Upgrade)\nCost 1\nHero Action: draw 1 card.\n"
             "Night Vision (Event)\nCost 0\nDraw 1 card.\n", "Night Vision (Event)"),
    CodeCase("MC100", "error", "c.champions", "X (Event)\nDraw 1 card. Then,", "", after="Then,"),
    CodeCase("MC101", "warning", "c.champions", upgrade("Hero Reponse: After you play this card, draw 1 card."),
             "Hero Reponse"),
    CodeCase("MC102", "warning", "c.champions", upgrade("Alter-ego Action: draw 1 card."), "Alter-ego Action"),
    CodeCase("MC103", "warning", "c.champions", upgrade("Toughnes."), "Toughnes"),
    CodeCase("MC104", "error", "c.champions", upgrade("Retaliate."), "Retaliate"),
    CodeCase("MC105", "error", "c.champions", upgrade("Hero Action: Exhaust Grapnel Line →"), "→"),
    CodeCase("MC106", "error", "c.champions", upgrade("Hero Action: deal 3 damage to a scheme."), "a scheme"),
    CodeCase("MC107", "warning", "c.champions", upgrade("Hero Action (atack): draw 1 card."), "atack"),
    CodeCase("MC108", "warning", "c.champions", upgrade("Hero Action: draw 1 card (and more."), "(and"),
    CodeCase("MC109", "warning", "c.champions", upgrade("Hero Action Exhaust Grapnel Line → draw 1 card."), "Hero Action"),
    CodeCase("MC110", "warning", "c.champions", "テスト（アップグレード）\nアクション：よくわからないことをする → カードを1枚引く。\n",
             "よくわからない"),
    CodeCase("MC111", "warning", "c.champions", upgrade("Hero Action: Attack to the villain."), "Attack to"),
    CodeCase("MC112", "warning", "c.champions", upgrade("Hero Action: Exhaust Grapnel Lime → draw 1 card."), "Grapnel Lime"),
    CodeCase("MC113", "warning", "c.champions", upgrade("Hero Action: Exhaust Grapnel line → draw 1 card."), "Grapnel line"),
    CodeCase("MC114", "warning", "c.champions", upgrade("Hero Action: If you cannot attach to the villain."), "cannot"),
    CodeCase("MC115", "warning", "c.champions", upgrade("Hero Action: draw 1 [[Item ]] card."), "[[Item ]]"),
    CodeCase("MC116", "warning", "c.champions", upgrade("Hellbound: Deal 4 damage to an enemy."), "Hellbound"),
    CodeCase("MC117", "warning", "c.champions", upgrade("Hero Action: Exhaust Grapnel Line → draw 1 card → draw 2 cards."),
             "→", after="1 card "),
    CodeCase("MC118", "warning", "c.champions", upgrade("Fragile."), "Fragile"),
    CodeCase("MC119", "warning", "c.champions", upgrade("Hero Action: choose a player. that player draws 1 card."),
             "that player"),
    CodeCase("MC120", "warning", "c.champions",
             upgrade("Hero Action: Choose:\nExhaust Grapnel Line → remove this card from the game."), "Exhaust"),
    CodeCase("MC121", "warning", "c.champions", upgrade("Hero Action: draw draw 1 card."), "draw draw"),
    CodeCase("MC122", "warning", "c.champions", upgrade("Hero Action: draw 1 card. (Limit once per fight.)"), "fight"),
    CodeCase("MC123", "warning", "c.champions", upgrade("Hero Action: draw 1 card. (Limit once a round.)"), "(Limit"),
    CodeCase("MC124", "warning", "c.champions", upgrade("Resource: Generate an [enrgy] resource."), "[enrgy]"),
    CodeCase("MC125", "info", "c.champions", upgrade("Hero Action: draw 1 card. The moon sings quietly."), "The moon"),
    CodeCase("MC126", "warning", "c.champions", upgrade("Exhaust Grapnel Line → draw 1 card."), "Exhaust"),
    CodeCase("MC127", "warning", "c.champions", upgrade("Hero Action: Exhaust Grapnel Line -> draw 1 card."), "->"),
    CodeCase("MC128", "warning", "c.champions", "Test Underworld (Side Scheme)\nWhen Revealed: Place 1 threat on the main "
             "scheme.\n\nTest Thug (Minion)\nWhen Revealed: Place 2 threat on the Test Underwold side scheme.\n",
             "Test Underwold"),
    CodeCase("MC129", "warning", "c.champions", upgrade("Hero Action: deal 2 damage to an enemmy."), "enemmy"),
    CodeCase("MC130", "warning", "c.champions", upgrade("Hero Action: Each minion engage3d with you takes 1 damage."),
             "engage3d"),
    CodeCase("MC131", "warning", "c.champions", upgrade("Hero Action: Deal 2 damage to en enemy."), "en enemy"),
    CodeCase("MC132", "info", "c.champions", "テスト（アップグレード）\nアクション：悪役に1ダメージを与える.カードを1枚引く。\n", "."),
    CodeCase("MC133", "warning", "c.champions",
             "テスト（アップグレード）\nアクション：1つを選ぶ：・悪役に1ダメージを与える・カードを1枚引く。\n", "・",
             after="与える"),
    CodeCase("MC134", "warning", "c.champions", upgrade("Response (mandatory): After you play an event, draw 1 card."),
             "(mandatory)"),
    CodeCase("MC135", "info", "c.champions", upgrade("Rated ★★★ — Hero Action: Draw 1 card."), "★★★"),
    CodeCase("MC147", "warning", "c.champions", upgrade("Forced Interrupt: When the villain schemes,"),
             "Forced Interrupt: When the villain schemes,"),
    # (a game state, as `timing` reads it with the card file it names)
    CodeCase("MC201", "error", at="not valid TOML", **state("threat = 3", "threat = = 3")),
    CodeCase("MC202", "error", at="unknown key `treat`", **state("threat = 3", "threat = 3\ntreat = 2")),
    CodeCase("MC203", "error", at="no card called `Grapnel Lime`",
             **state('play = ["Grapnel Line"]', 'play = ["Grapnel Lime"]')),
    CodeCase("MC204", "error", at="unknown form `heroo`", **state('form = "hero"', 'form = "heroo"')),
    CodeCase("MC205", "error", at="found -3", **state("threat = 3", "threat = -3")),
    CodeCase("MC206", "error", at="expected", **state('play = ["Grapnel Line"]', 'play = "Grapnel Line"')),
    CodeCase("MC207", "error", at="unknown status card `stuned`", **state('form = "hero"', 'form = "hero"\nstatus = ["stuned"]')),
    CodeCase("MC208", "error", at="unknown resource `enrgy`",
             **state('form = "hero"', 'form = "hero"\nresources = { enrgy = 1 }')),
    CodeCase("MC209", "error", at="nosuch.champions",
             **state('cards = ["h.champions"]', 'cards = ["h.champions", "nosuch.champions"]')),
    CodeCase("MC210", "error", at="`Steel Jaww`", **state('play = ["Grapnel Line"]',
                                                          'play = [{ card = "Grapnel Line", attached_to = "Steel Jaww" }]')),
    CodeCase("MC211", "error", at="`card` is missing", **state('[villain]\ncard = "Steel Jaw"', '[villain]\nthreat = 1')),
    CodeCase("MC212", "error", at="`you` names `Karra`", **state('you = "Kara"', 'you = "Karra"')),
    CodeCase("MC213", "error", at="a second player called `Kara`",
             **state('play = ["Grapnel Line"]', 'play = ["Grapnel Line"]\n\n[[players]]\nname = "Kara"\nhero = "Night Owl"\n'
                     'alter_ego = "Kara Voss"\nform = "hero"')),
    CodeCase("MC214", "warning", at="does not go in `hand`",
             **state('play = ["Grapnel Line"]', 'play = ["Grapnel Line"]\nhand = ["Dock Thug"]')),
]


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_code(case, tmp_path, capsys):
    check_code_case(case, tmp_path, capsys, NOTATION)


def test_every_mc_code_has_a_case():
    check_every_code_has_a_case(CODES, CASES)
