"""Target lines read both ways (`target_phrases`): Japanese put together from the vocabulary's words
is read back to the English line it stands for, so the JSON has no language and `convert --lang ja`
writes the Japanese; a line with a word outside the grammar stays as written."""

from __future__ import annotations

import json

import pytest

from statblock.cli import main
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.convert import convert_result
from statblock.rulesets.draw_steel.canonical import target as canonical_target
from statblock.rulesets.draw_steel.serialize import ability_json
from statblock.rulesets.draw_steel.target_phrases import target_words
from statblock.rulesets.draw_steel.vocabulary import vocabulary
from statblock.rulesets.draw_steel.wording import Wording

# (English, the Japanese cards and convert write)
BOTH_WAYS = [
    ("Two allies", "2体の味方"),
    ("Three allies in the area", "領域内の3体の味方"),
    ("Each ally in the encounter", "エンカウント内の各味方"),
    ("Self and two allies", "自身と2体の味方"),
    ("Self or one elemental", "自身または1体のエレメンタル"),
    ("Each enemy or object in the area", "領域内の各敵または各物体"),
    ("One ally or frightened creature", "1体の味方または恐怖状態のクリーチャー"),
    ("One prone, restrained, or slowed creature", "1体の伏せ、拘束、または減速状態のクリーチャー"),
    ("Each elemental ally in the area", "領域内のエレメンタルの各味方"),
    ("The triggering ally", "トリガーとなった味方"),
    ("Self and each ally", "自身と各味方"),
]


@pytest.mark.parametrize(("english", "japanese"), BOTH_WAYS, ids=[e for e, _ in BOTH_WAYS])
def test_a_target_phrase_is_spelt_and_read_back_in_both_languages(english, japanese):
    assert Wording("ja").target(english) == japanese
    assert Wording("en").target(japanese) == english
    assert canonical_target(japanese) == canonical_target(english) == english


# Japanese in other word orders than the tool's own, and what it stands for
WORDED_OTHERWISE = [
    ("自身または味方1体", "Self or one ally"),
    ("味方2体", "Two allies"),
    ("２体の味方", "Two allies"),
    ("2人の味方", "Two allies"),  # seed 000: 2人の味方
    ("クリーチャーまたは物体3体", "Three creatures or objects"),
    ("領域内の各敵と物体", "Each enemy and object in the area"),
    ("1体の味方と各敵", "One ally and each enemy"),
    ("領域内の 各味方", "Each ally in the area"),
]


@pytest.mark.parametrize(("japanese", "english"), WORDED_OTHERWISE, ids=[j for j, _ in WORDED_OTHERWISE])
def test_japanese_worded_otherwise_reads_as_the_english_target(japanese, english):
    assert canonical_target(japanese) == english


NO_PHRASE = [
    "One creature grabbed by the brawler",  # words outside the grammar
    "Self and each fire giant ally in the area",
    "two creature",  # not what the phrase would say: kept as written
    "1体の味方または敵1体",  # a count on both sides
    "各1体の味方",
    "11体の味方",  # no English number word
    "味方",  # no count
    "自身または",
]


@pytest.mark.parametrize("written", NO_PHRASE)
def test_a_line_that_is_no_phrase_stays_as_written(written):
    assert target_words(vocabulary()).read(written) is None
    assert canonical_target(written) == written
    assert Wording("ja").target(written) == written


def _ability(target: str, distance: str = "Melee 1") -> str:
    return f"Rally\nMagic | Maneuver\n📏 {distance} | 🎯 {target}\nEffect: Each target gains 1 surge.\n"


def _json(text: str) -> dict:
    (ability,) = read_text("x.ability", text).abilities
    return ability_json(ability)


def test_the_json_of_a_japanese_target_and_distance_is_the_english_one():
    english = _json(_ability("Self or one ally", "Self and two allies"))
    japanese = _json(_ability("自身または味方1体", "自身と2体の味方"))
    assert japanese["target"] == english["target"] == "Self or one ally"
    assert japanese["distance"] == english["distance"] == {"text": "Self and two allies", "parts": []}
    assert japanese["written"]["target"] == "自身または味方1体"  # the author's words stay in `written`


def test_convert_writes_the_target_in_japanese_and_back_to_the_same_json(tmp_path):
    source = _ability("Two allies", "Self and two allies")
    conversion = convert_result(read_text("x.ability", source), "ability", "y.ability", "ja")
    assert conversion.problems == ()
    assert "📏 自身と2体の味方 | 🎯 2体の味方" in conversion.text.splitlines()
    assert _json(conversion.text)["target"] == _json(source)["target"]
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "x.ability").write_text(conversion.text, encoding="utf-8")
    assert main(["convert", str(tmp_path / "in"), "--to", "ability", "--lang", "en", "-o", str(tmp_path / "en")]) == 0
    assert (tmp_path / "en" / "x.ability").read_text(encoding="utf-8") == source


def test_parse_json_of_a_japanese_target_has_no_japanese(tmp_path, capsys):
    path = tmp_path / "x.ability"
    path.write_text(_ability("領域内の3体の味方"), encoding="utf-8")
    assert main(["parse", str(path), "--format", "json"]) == 0
    (ability,) = json.loads(capsys.readouterr().out)["abilities"]
    assert ability["target"] == "Three allies in the area"


def test_a_count_of_thousands_of_digits_is_no_count_and_the_line_stays():
    """Found by the fuzzer: `9999…9体のクリーチャー` (4,301 digits) ended in Python's limit on reading
    integers (an internal error); a count that long is no count, and the line stays as written."""
    line = "9" * 4301 + "体のクリーチャーまたは物体"
    assert Wording("en").target(line) == line
