"""The beastheart (a class after the first heroes book): its `Beastheart` and `Companion` keywords, and the
Ferocity it shares with the fury. Both keywords were SB103 on every beastheart ability, and a beastheart
paying another class's resource went unsaid."""

from __future__ import annotations

import tomllib

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.runtime.hero import parse_hero

from builders import FORMATS, Parts


def _codes(parts: Parts, fmt: str = "md-front-named") -> list[str]:
    name, build = FORMATS[fmt]
    return [d.code for d in read_text(name, build(parts)).diagnostics]


@pytest.mark.parametrize("keywords", [("Beastheart", "Melee", "Strike", "Weapon"),
                                      ("Companion", "Melee", "Strike", "Weapon")])
@pytest.mark.parametrize("fmt", ["native", "md-hero", "md-front-named", "yaml"])
def test_the_beastheart_keywords_are_known(keywords, fmt):
    assert _codes(Parts(keywords=keywords, hero_class="beastheart"), fmt) == []


def test_the_japanese_keywords_read_as_the_english_ones():
    name, build = FORMATS["native"]
    english = read_text(name, build(Parts(keywords=("Companion", "Melee", "Strike"))))
    japanese = read_text(name, build(Parts(keywords=("コンパニオン", "近接", "ストライク"))))
    assert english.diagnostics == [] and japanese.diagnostics == []


def test_a_beastheart_pays_ferocity_as_a_fury_does():
    assert _codes(Parts(cost="5 Ferocity", hero_class="beastheart")) == []
    assert _codes(Parts(cost="5 Ferocity", hero_class="fury")) == []
    assert _codes(Parts(sections=(("Spend 1 Ferocity", "More damage."),), hero_class="beastheart"),
                  "md-hero") == []


def test_a_beastheart_paying_another_resource_is_told_ferocity():
    name, build = FORMATS["md-front-named"]
    (problem,) = read_text(name, build(Parts(cost="5 Piety", hero_class="beastheart"))).diagnostics
    assert problem.code == "SB150" and problem.help("en") == "write `5 Ferocity`"


def test_a_beastheart_hero_spends_ferocity():
    hero = parse_hero(tomllib.loads('name = "B"\nclass = "beastheart"\nlevel = 1\n[characteristics]\nmight = 2\n'
                                    'agility = 1\nreason = 0\nintuition = 1\npresence = 0\n'), "b.toml")
    assert hero.heroic_resource() == "ferocity"



# A companion as a target line (a perk's ability that targets the beastheart's companion, `🎯 Companion`), or as a
# group of a phrase as `Self` is: the Japanese cards printed the English line (`ターゲット: Companion`)
COMPANION_TARGETS = [
    ("Companion", "コンパニオン"),
    ("Your companion", "あなたのコンパニオン"),
    ("Self and your companion", "自身とあなたのコンパニオン"),
    ("Self or your companion", "自身またはあなたのコンパニオン"),
    ("Your companion or one ally", "あなたのコンパニオンまたは1体の味方"),
]


@pytest.mark.parametrize(("english", "japanese"), COMPANION_TARGETS, ids=[e for e, _ in COMPANION_TARGETS])
def test_a_companion_target_is_printed_in_japanese_and_read_back(english, japanese):
    from statblock.rulesets.draw_steel.canonical import target as canonical_target
    from statblock.rulesets.draw_steel.wording import Wording

    assert Wording("ja").target(english) == japanese
    assert Wording("en").target(japanese) == english
    assert canonical_target(japanese) == canonical_target(english) == english


def test_a_companion_is_no_object_target():
    from statblock.rulesets.draw_steel.runtime.objects import objects_only

    text = "Fetch\nCompanion | Maneuver\n📏 Melee 1 | 🎯 {}\nEffect: The target is pushed 1 square.\n"
    (alone,) = read_text("x.ability", text.format("One object")).abilities
    (shared,) = read_text("x.ability", text.format("Your companion or one object")).abilities
    assert objects_only(alone) and not objects_only(shared)


# A companion's statblock (the beastheart's book prints one per companion): its `Skills` cell and its Stamina said
# as the beastheart's (`= yours`). A Japanese card printed both in English (`Skills: Track`, `スタミナ = yours`).
_PUP = ("Pup (Statblock)\nLevel: 1\nAncestry: Animal\nSize: 1S | Speed: 6 | Stamina: = yours | Stability: 0 | "
        "Free Strike: 1 + M\nMight: +1 | Agility: +2 | Reason: -1 | Intuition: +1 | Presence: 0\nSkills: Track\n")
_PUP_JA = _PUP.replace("Stamina: = yours", "スタミナ: あなたと同じ").replace("Skills: Track", "スキル: Track")


def _card_text(tmp_path, text: str, lang: str) -> str:
    from statblock.cli import main

    path = tmp_path / "pup.ability"
    path.write_text(text, encoding="utf-8")
    out = tmp_path / f"pup.{lang}.txt"
    assert main(["cards", str(path), "--lang", lang, "-o", str(out), "--force"]) == 0
    return out.read_text(encoding="utf-8")


def test_a_companion_statblock_card_is_in_japanese(tmp_path):
    card = _card_text(tmp_path, _PUP, "ja")
    assert "スタミナ あなたと同じ" in card and "スキル: 追跡" in card
    assert "yours" not in card and "Skills" not in card and "Track" not in card


def test_a_japanese_companion_statblock_reads_as_the_english_one(tmp_path):
    english, japanese = read_text("x.ability", _PUP), read_text("x.ability", _PUP_JA)
    assert english.diagnostics == [] and japanese.diagnostics == []  # no SB171 for the Stamina, no SB172
    (block,) = japanese.statblocks
    assert block.fields["Skills"] == "Track"  # under the English label, as the English statblock's
    card = _card_text(tmp_path, _PUP_JA, "en")
    assert "Stamina = yours" in card and "Skills: Track" in card


def test_convert_writes_a_companion_statblock_in_japanese_and_back(tmp_path):
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    japanese = convert_result(read_text("x.ability", _PUP), "ability", "y.ability", "ja")
    assert "スキル: Track" in japanese.text.splitlines()
    back = convert_result(read_text("y.ability", japanese.text), "ability", "z.ability", "en")
    assert "Skills: Track" in back.text.splitlines()
    assert read_text("z.ability", back.text).statblocks[0].fields == read_text("x.ability", _PUP).statblocks[0].fields


# An ability with the Companion keyword is used by the companion alone (the beastheart's Companion Rules), who rolls
# with their own characteristics. With a hero file, its card and roll worked out the beastheart's numbers
# (`2d10 + 1`, `M < 2` for a hero of Might 1 and a companion of Might 2), in silence.
_SHARED = """Snap
Companion, Melee, Strike, Weapon | Main action
📏 Melee 1 | 🎯 One creature
Power Roll + Might:
≤11: 2 + M damage
12-16: 4 + M damage
17+: 6 + M damage; M < STRONG, prone
Spend 1 Ferocity: If the target has A < AVERAGE, they are slowed (EoT).

Whistle
Beastheart, Melee, Strike, Weapon | Main action
📏 Melee 1 | 🎯 One creature
Power Roll + Might:
≤11: 2 + M damage
12-16: 4 + M damage
17+: 6 + M damage
"""
_KEEPER = ('name = "Keeper"\nclass = "beastheart"\nlevel = 1\n'
           "[characteristics]\nmight = 1\nagility = 1\nreason = 0\nintuition = 2\npresence = 0\n")
_PUP_TABLE = ('\n[companion]\nname = "Pup"\n'
              "[companion.characteristics]\nmight = 3\nagility = 2\nreason = -1\nintuition = 1\npresence = 1\n")


def _hero_cards(tmp_path, hero: str, lang: str = "en") -> list[str]:
    from statblock.cli import main

    (tmp_path / "shared.ability").write_text(_SHARED, encoding="utf-8")
    (tmp_path / "keeper.toml").write_text(hero, encoding="utf-8")
    out = tmp_path / "cards.txt"
    assert main(["cards", str(tmp_path / "shared.ability"), "--hero", str(tmp_path / "keeper.toml"), "--lang", lang,
                 "-o", str(out), "--force"]) == 0
    return [card for card in out.read_text(encoding="utf-8").split("═" * 72) if card.strip()]


def test_a_companion_ability_is_not_bound_to_the_hero(tmp_path):
    snap, whistle = _hero_cards(tmp_path, _KEEPER)
    assert "2 + M damage" in snap and "M < STRONG" in snap and "A < AVERAGE" in snap and "2d10" not in snap
    assert "Keeper's companion" in snap
    assert "2d10 + 1" in whistle and "3 damage" in whistle  # the hero's own ability: the hero's Might
    (snap_ja, _) = _hero_cards(tmp_path, _KEEPER, "ja")
    assert "Keeperのコンパニオン" in snap_ja


def test_a_companion_ability_is_bound_to_the_companion_the_hero_file_gives(tmp_path):
    snap, whistle = _hero_cards(tmp_path, _KEEPER + _PUP_TABLE)
    # the pup's Might 3; its potency the highest of its scores, as a hero's with no `potency` (3: STRONG 3)
    assert "2d10 + 3" in snap and "5 damage" in snap and "9 damage; M < 3, prone" in snap
    assert "Pup · Keeper's companion" in snap
    assert "2d10 + 1" in whistle


def test_roll_of_a_companion_ability_needs_the_companion(tmp_path, capsys):
    from statblock.cli import main

    (tmp_path / "shared.ability").write_text(_SHARED, encoding="utf-8")
    (tmp_path / "keeper.toml").write_text(_KEEPER, encoding="utf-8")
    (tmp_path / "pup.toml").write_text(_KEEPER + _PUP_TABLE, encoding="utf-8")
    args = ["roll", str(tmp_path / "shared.ability"), "--ability", "Snap", "--seed", "1"]
    assert main(args + ["--hero", str(tmp_path / "keeper.toml")]) == 2
    assert "[companion]" in capsys.readouterr().err
    assert main(args + ["--hero", str(tmp_path / "pup.toml")]) == 0
    assert "+ 3 Might" in capsys.readouterr().out


@pytest.mark.parametrize(("table", "field"), [
    ('\n[companion]\nname = "Pup"\n', "characteristics"),
    (_PUP_TABLE + "size = 1\n", "size"),
])
def test_a_bad_companion_table_is_said(table, field):
    from statblock.rulesets.draw_steel.runtime.hero import HeroFileError

    with pytest.raises(HeroFileError) as raised:
        parse_hero(tomllib.loads(_KEEPER + table), "keeper.toml")
    assert field in str(raised.value)


# `your companion` as who does a thing in a tier (`your companion can spend a Recovery`): read, but its Japanese card
# quoted the English (`「your companion」はリカバリー 1 を消費できる`); `you and your companion can each spend a
# Recovery` was text with no word, where `... each gain 2 surges` reads.
def _tier_effects(text: str) -> list[dict]:
    from statblock.rulesets.draw_steel.serialize import ability_json

    (ability,) = read_text("x.ability", text).abilities
    return [t["effects"] for roll in ability_json(ability)["power_rolls"] for t in roll["tiers"]]


_DOERS = """Rally the Pack
Companion, Magic | Maneuver
📏 Self | 🎯 Self
Power Roll + Intuition:
≤11: your companion can spend a Recovery
12-16: your companion can shift up to 2 squares
17+: you and your companion can each spend a Recovery
"""


def test_your_companion_does_what_a_tier_says():
    low, middle, high = _tier_effects(_DOERS)
    assert low == [{"kind": "resource", "who": "your companion", "resource": "recovery", "amount": -1,
                    "verb": "spend", "spends": True, "can": True}]
    assert middle[0]["kind"] == "own_move" and middle[0]["who"] == "your companion"
    assert high[0]["kind"] == "resource" and high[0]["who"] == "you and your companion each"


def test_can_each_reads_as_each_can():
    each_can = _DOERS.replace("can each spend", "each can spend")
    assert _tier_effects(each_can)[2] == _tier_effects(_DOERS)[2]


# `you and your companion can each spend a Recovery and shift up to 2 squares` (Hungry Like the Wolf, tier 3): each
# part of it read as `your companion can spend a Recovery and shift ...` is; it was text (SB138), cut at the `and` of
# its subject (`you` a part of its own)
_BOTH = _DOERS.replace("17+: you and your companion can each spend a Recovery",
                       "17+: you and your companion can each spend a Recovery and shift up to 2 squares")


def test_two_joined_can_each_do_two_things():
    spend, shift = _tier_effects(_BOTH)[2]
    assert [e["who"] for e in (spend, shift)] == ["you and your companion each"] * 2
    assert (spend["kind"], spend["resource"], shift["kind"], shift["distance"]) == ("resource", "recovery", "own_move", 2)


def test_two_joined_can_each_do_two_things_in_japanese_too():
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    japanese = convert_result(read_text("x.ability", _BOTH), "ability", "y.ability", "ja").text
    assert "あなたとあなたのコンパニオンそれぞれはリカバリー 1 を消費でき、最大 2 スクエアシフトできる" in japanese
    result = read_text("y.ability", japanese)
    assert [d.code for d in result.diagnostics] == []
    assert [{k: v for k, v in e.items() if k != "verb"} for e in _tier_effects(japanese)[2]] == \
        [{k: v for k, v in e.items() if k != "verb"} for e in _tier_effects(_BOTH)[2]]


# Its English card printed `you and your companion each can spend a Recovery and shift up to 2 squares`, which read
# back as text (SB138): now `can each`, as written, and `each can` with two verbs is read as well
_SAID_BOTH = "you and your companion can each spend a Recovery and shift up to 2 squares"


@pytest.mark.parametrize("written", [_SAID_BOTH, _SAID_BOTH.replace("can each", "each can")])
def test_two_joined_can_each_do_two_things_on_the_english_card_too(written):
    from statblock.rulesets.draw_steel.authoring.clauses import clause_effects
    from statblock.rulesets.draw_steel.render.clauses import clause_text

    effects = clause_effects(written)
    assert [e.kind for e in effects] == ["resource", "own_move"]
    printed = clause_text(effects, "en")
    assert printed == _SAID_BOTH
    assert clause_effects(printed) == effects


def test_a_condition_and_a_sentence_are_cut_as_before():
    # (`prone and the target takes a bane`: no two creatures joined, so the `and` cuts the parts as before)
    text = _DOERS.replace("17+: you and your companion can each spend a Recovery",
                          "17+: prone and the target takes a bane on the Escape Grab maneuver")
    assert [e["kind"] for e in _tier_effects(text)[2]] == ["condition", "edge_bane"]


def test_your_companion_is_printed_in_japanese_and_read_back(tmp_path):
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    japanese = convert_result(read_text("x.ability", _DOERS), "ability", "y.ability", "ja").text
    assert "あなたのコンパニオンはリカバリー 1 を消費できる" in japanese
    assert "your companion" not in japanese.replace("you and your companion each", "")
    english, back = _tier_effects(_DOERS), _tier_effects(japanese)
    # (the same effects but for the verb as written: `spend` / `消費できる`)
    assert [[{k: v for k, v in e.items() if k != "verb"} for e in tier] for tier in back[:2]] == \
        [[{k: v for k, v in e.items() if k != "verb"} for e in tier] for tier in english[:2]]


# An immunity whose type a feature chooses, said in words with a reference after its number (a companion's
# `Attuned damage type 3 (see …)`): it was SB173 (`unknown damage type`) on published text and read with no value
# (the whole entry its type). Now its type is the words, its value the number, its note the brackets, as written.
_HOUND = ("Hound (Statblock)\nLevel: 2\nAncestry: Animal\nSize: 1M | Speed: 6 | Stamina: 20 | Stability: 1 | "
          "Free Strike: 2\nImmunity: Fire 2, chosen type 3 (see Fiery Heart)\n"
          "Might: +1 | Agility: +2 | Reason: -1 | Intuition: +1 | Presence: 0\n")


def test_an_immunity_of_a_type_said_in_words_with_a_note(tmp_path):
    from statblock.rulesets.draw_steel.serialize import statblock_json

    result = read_text("x.ability", _HOUND)
    assert result.diagnostics == []
    (block,) = result.statblocks
    assert statblock_json(block)["immunities"] == [
        {"type": "fire", "value": 2}, {"type": "chosen type", "value": 3, "note": "(see Fiery Heart)"}]
    assert "無効化 火 2、「chosen type」 3（「Fiery Heart」参照）" in _card_text(tmp_path, _HOUND, "ja")


@pytest.mark.parametrize(("entry", "code"), [
    ("Fier 3 (see Fiery Heart)", "SB173"),   # a slip for fire, a note or none: an error still
    ("Frost 3 (see Fiery Heart)", "SB173"),  # a type of no book, no `type` in its words: a warning still
])
def test_a_note_does_not_hide_a_slip(entry, code):
    text = _HOUND.replace("Fire 2, chosen type 3 (see Fiery Heart)", entry)
    assert [d.code for d in read_text("x.ability", text).diagnostics] == [code]
