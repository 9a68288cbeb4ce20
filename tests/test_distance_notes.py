"""A distance with the author's note after it (`Self; see below`, 16 abilities of the corpus): its
parts are read, the note is kept as written beside them, and no range is made up for it."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.views import card_view
from statblock.rulesets.draw_steel.serialize import ability_json


def _ability(distance: str, keywords: str = "Melee, Weapon"):
    text = f"Tide\n{keywords} | Main action\n📏 {distance} | 🎯 Self\nEffect: You move up to your speed.\n"
    result = read_text("a.ability", text)
    (ability,) = result.abilities
    return ability, result.diagnostics


NOTED = [
    ("Self; see below", [{"kind": "self"}], "see below"),
    ("Self (see below)", [{"kind": "self"}], "see below"),
    ("自身（下記参照）", [{"kind": "self"}], "see below"),
    ("自身; 下記参照", [{"kind": "self"}], "see below"),
    ("Special; see below", [{"kind": "special"}], "see below"),
    ("Ranged 10; see below", [{"kind": "ranged", "size": 10}], "see below"),
    ("Melee 1 (while mounted)", [{"kind": "melee", "size": 1}], "while mounted"),  # as written
]


@pytest.mark.parametrize("written, parts, note", NOTED, ids=[n[0] for n in NOTED])
def test_a_distance_keeps_its_parts_and_its_note(written, parts, note):
    ability, diagnostics = _ability(written)
    assert not diagnostics
    assert ability.distance["parts"] == parts and ability.distance["note"] == note


@pytest.mark.parametrize("written, parts", [
    # the range in brackets is the area's, not a note beside it (was a cube of no range, `within 10` a note)
    ("3 cube (within 10)", [{"kind": "cube", "size": 3, "within": 10}]),
    ("5 x 1 line (within 1 square)", [{"kind": "line", "size": 5, "width": 1, "within": 1}]),
    ("2キューブ（10以内）", [{"kind": "cube", "size": 2, "within": 10}]),
])
def test_a_range_in_brackets_is_part_of_the_area(written, parts):
    ability, diagnostics = _ability(written, "Area, Magic")
    assert not diagnostics
    assert ability.distance["parts"] == parts and "note" not in ability.distance


@pytest.mark.parametrize("written", ["Melee 1; ranged 5", "2 cube of unoccupied space within 10", "1-mile burst",
                                     "Ranged 10 (20 when mounted)"])
def test_words_that_name_another_reach_are_no_note(written):
    """`ranged 5` after `;` is a second reach, not a remark: the text keeps no parts rather than lose one."""
    ability, _ = _ability(written)
    assert ability.distance["parts"] == [] and "note" not in ability.distance


@pytest.mark.parametrize("written, english, japanese", [
    ("Self; see below", "Self; see below", "自身（下記参照）"),
    ("自身（下記参照）", "Self; see below", "自身（下記参照）"),
    ("Melee 1 (while mounted)", "Melee 1 (while mounted)", "近接 1（「while mounted」）"),
    ("近接 1（「while mounted」）", "Melee 1; while mounted", "近接 1（「while mounted」）"),
])
def test_the_card_says_the_note_in_its_language(written, english, japanese):
    ability, _ = _ability(written)
    assert card_view(ability, lang="en").distance == english
    assert card_view(ability, lang="ja").distance == japanese


@pytest.mark.parametrize("english, japanese, note", [
    ("Self; see below", "自身（下記参照）", "see below"),
    # the Japanese card quotes the author's English, and reads back without the quotes
    ("Melee 1 (while mounted)", "近接 1（「while mounted」）", "while mounted"),
])
def test_the_json_is_the_same_in_either_language(english, japanese, note):
    written_en, _ = _ability(english)
    written_ja, _ = _ability(japanese)
    assert ability_json(written_en)["distance"] == ability_json(written_ja)["distance"]
    assert ability_json(written_ja)["distance"]["note"] == note


def test_the_area_keyword_is_not_compared_with_a_distance_told_below():
    """`Area, Magic` with `Self; see below` (Blessing of the Fortress): the area is in the text."""
    _, diagnostics = _ability("Self; see below", "Area, Magic")
    assert [d.code for d in diagnostics] == []


@pytest.mark.parametrize("keywords", ["Melee, Psionic", "Magic, Ranged"])
def test_melee_or_ranged_is_not_compared_with_a_special_distance(keywords):
    """`Melee, Psionic` with `Special` (a triggered action whose reach its trigger tells): SB140 said it needs a
    melee distance; a Special distance is told in the text, as the Area keyword's is."""
    _, diagnostics = _ability("Special", keywords)
    assert [d.code for d in diagnostics] == []


def test_melee_at_range_is_still_said():
    _, diagnostics = _ability("Ranged 10", "Melee, Weapon")
    assert [d.code for d in diagnostics] == ["SB140"]


CENTRED = [
    ("2 burst centered on self", "2 burst"), ("2 burst, centred on self", "2 burst"),
    ("centered on self 2 burst", "2 burst"), ("3 aura centered on you", "3 aura"),
    ("自身を中心とした2バースト", "2バースト"), ("自身を中心とした 2 バースト", "2 バースト"),
    ("自身中心の3オーラ", "3オーラ"), ("2バースト、自身を中心とした", "2バースト"),
]


@pytest.mark.parametrize("written, area", CENTRED, ids=[c[0] for c in CENTRED])
def test_a_burst_centred_on_self_is_that_burst(written, area):
    """`自身を中心とした2バースト` (`a 2 burst centred on self`): the phrase says no more than the burst,
    which the rules centre on the creature; the distance had no parts, so no area and no keyword check
    (Strike with no Area said nothing). As written in `written`; SB142 points at what was written."""
    ability, diagnostics = _ability(written, "Area, Magic")
    said, _ = _ability(area, "Area, Magic")
    assert not diagnostics and ability.distance["parts"] == said.distance["parts"] != []
    assert ability_json(ability)["written"]["distance"] == written
    _, diagnostics = _ability(written, "Magic, Strike")
    assert [d.code for d in diagnostics] == ["SB142"]


@pytest.mark.parametrize("written", ["3 cube centered on self", "centered on self", "自身を中心とした3キューブ（10以内）",
                                     "Ranged 5 centered on self"])
def test_only_an_area_the_rules_centre_on_the_creature_is_read_so(written):
    """A cube or a range is placed, not centred on the creature: the text stays unread, as before."""
    ability, _ = _ability(written, "Area, Magic")
    assert ability.distance["parts"] == []


@pytest.mark.parametrize("written", ["Test Caller's Range", "your range", "the range of your voice"])
def test_a_range_a_class_names_is_a_distance(written):
    """`Summoner's Range` (the Summoner's book names and defines it): it was SB162, a distance of words holding none,
    a false warning on every such ability. Kept as written, no parts made up."""
    ability, diagnostics = _ability(written, "Magic")
    assert [d.code for d in diagnostics] == []
    assert ability_json(ability)["distance"] == {"text": written, "parts": []}


@pytest.mark.parametrize("written", ["How far away the target can be", "as far as the eye can see"])
def test_words_that_name_no_range_are_still_said(written):
    _, diagnostics = _ability(written, "Magic")
    assert [d.code for d in diagnostics] == ["SB162"]
