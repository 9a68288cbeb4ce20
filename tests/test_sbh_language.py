"""Song of Blades and Heroes, the language half: the rules table, the points formula, the native
warband format and its diagnostics (docs/sbh.md)."""

from __future__ import annotations

import json
import math
import re
import time
from fractions import Fraction
from pathlib import Path

import pytest

from statblock.diagnostics import SourceFile
from statblock.rulesets.sbh.catalog import CATALOG, CODES
from statblock.rulesets.sbh.language import read_warband
from statblock.rulesets.sbh.points import profile_points
from statblock.rulesets.sbh.vocabulary import rule, rules
from statblock.vocabulary import fold

from bounds import cpu_seconds
from builders import only, where
from conftest import CORPUS

SBHOWC = CORPUS / "sbhowc/data/rulebooks/sbh.json"
ROOT = Path(__file__).resolve().parents[1]


def expected_points(quality: int, combat: int, rule_points: int) -> int:
    """The formula as the issue writes it, in fractions, rounding halves up."""
    value = (max(Fraction(combat), Fraction(1, 5)) * 5 + rule_points) * (7 - quality) / 2
    return max(1, math.floor(value + Fraction(1, 2)))


def read(text: str, path: str = "band.sbh", named_twice: bool = False):
    """The warbands and diagnostics of `text`. Most fixtures here write one model's name on line after line, each line
    a way of writing a profile (`Orc Q4+ C3 x3`, `Orc Q4+ C3 Animal x3`): the warning that two profiles share a name
    (SH122) is left out of their diagnostics unless `named_twice` asks for it."""
    bands, problems = read_warband(SourceFile(path, text))
    return bands, problems if named_twice else [d for d in problems if d.code != "SH122"]


def written(item) -> str:
    """A spelling of a table rule as a player would write it on a profile."""
    return f"{item.en[0]} (Elves)" if item.spec == "required" else item.en[0]


# ---- the table ------------------------------------------------------------------------------------

def test_table_is_consistent():
    table = rules()
    assert len(table) == 102   # the core book's 46 entries (Shooter and its three ranges) and 56 supplement rules
    for item in table.values():
        assert item.en and item.ja, item.id
        for other in (*item.excludes, *item.replaces, *item.variants):
            assert other in table
        assert rule(item.en[0]) is item
        assert rule(item.ja[0]) is item


def test_no_spelling_names_two_rules():
    """The lookup keeps the first rule a folded spelling names: a spelling shared by two rules would read one
    of them as the other in silence."""
    owner: dict[str, str] = {}
    for item in rules().values():
        for spelling in (item.id.replace("_", " "), *item.en, *item.ja):
            assert owner.setdefault(fold(spelling), item.id) == item.id, (spelling, owner[fold(spelling)], item.id)
            assert rule(spelling) is item, spelling


#: The builder's rulebooks and the `book` of ours (None: the core book).
BOOKS = {"sbh": None, "sgd": "Song of Gold and Darkness", "sww": "Song of Wind and Water",
         "sdg": "Song of Deeds and Glory", "sam": "Song of Arthur and Merlin"}


def _published() -> dict[str, dict]:
    """Every rulebook table of the builder, read in place: {key: entry with its `book`} (keys are unique across
    books)."""
    table = {}
    for path in sorted(SBHOWC.parent.glob("*.json")):
        for key, entry in json.loads(path.read_text("utf-8-sig"))["data"].items():
            table[key] = {**entry, "book": BOOKS[path.stem]}
    assert {path.stem for path in SBHOWC.parent.glob("*.json")} == set(BOOKS)
    return table


def _variant_groups(published: dict[str, dict]) -> dict[str, set[str]]:
    """The builder's `variants`: mutual exclusion, recursive (A~B and B~C make A~C)."""
    group = {key: {key} for key in published}
    for key, entry in published.items():
        for other in entry.get("variants", ()):
            merged = group[key] | group[other]
            for member in merged:
                group[member] = merged
    return group


@pytest.mark.skipif(not SBHOWC.exists(), reason="the sbhowc corpus is not here")
def test_table_against_sbhowc_in_place():
    """Every rule of the published tables, the core book's and the supplements' (read in place, never
    copied), is in ours with the same points, personality flag, exclusions and replacements. The builder's
    `variants` (mutually exclusive, recursive; its excludes apply to a rule's variants too) are `excludes`
    in ours. Deliberate difference, asserted here: ours also holds `shooter` (the rule the three ranges are
    variants of)."""
    published = _published()
    ours_by_theirs = {}
    for key, entry in published.items():
        mine = rule(entry["label"])
        assert mine is not None, entry["label"]
        ours_by_theirs[key] = mine.id
    assert len(set(ours_by_theirs.values())) == len(published) == 101
    group = _variant_groups(published)
    theirs_apart = set()   # the pairs no profile may hold together (the check is one for either order)
    for key, entry in published.items():
        excluded = {k for other in entry.get("excludes", ()) for k in group[other]} | (group[key] - {key})
        theirs_apart |= {frozenset((ours_by_theirs[key], ours_by_theirs[k])) for k in excluded}
    ours_apart = {frozenset((item.id, other)) for item in rules().values() for other in item.excludes}
    assert ours_apart == theirs_apart
    for key, entry in published.items():
        mine = rules()[ours_by_theirs[key]]
        assert mine.points == entry["points"], mine.id
        assert mine.personality == entry.get("personality", False), mine.id
        assert set(mine.replaces) == {ours_by_theirs[k] for k in entry.get("replaces", ())}, mine.id
        assert (mine.spec == "required") == entry.get("needsSpecification", False), mine.id
        assert mine.book == entry["book"], mine.id
    extra = set(rules()) - set(ours_by_theirs.values())
    assert extra == {"shooter"}


# ---- points -----------------------------------------------------------------------------------------

def test_q4_c3_is_23_not_22():
    assert profile_points(4, 3, 0) == 23
    assert round(Fraction(45, 2)) == 22  # what Python's round would have said
    warbands, problems = read("Orc Q4+ C3\n")
    assert not problems and warbands[0].profiles[0].points == 23


def test_formula_on_a_wide_grid():
    for quality in range(2, 7):
        for combat in range(0, 7):
            for extra in range(-15, 80):
                assert profile_points(quality, combat, extra) == expected_points(quality, combat, extra)


@pytest.mark.slow
def test_every_rule_on_the_quality_combat_grid():
    """A profile of each rule of the table at every Quality and Combat, read from a file: 46 rules
    (the table less `shooter`, written with its variants) × 5 × 7 = 1610 profiles."""
    checked = 0
    for item in rules().values():
        if item.variants:
            continue
        lines = [f"{item.id} {q}/{c} Q{q}+ C{c} {written(item)}" for q in range(2, 7) for c in range(7)]
        warbands, problems = read("\n".join(lines) + "\n")
        # one rule's warband: all personalities (SH110), all Animals or Swarms (SH114); Rabble better than 4+ (SH115)
        assert not [d for d in problems if d.code not in ("SH110", "SH114", "SH115")], \
            (item.id, [str(d.message) for d in problems])
        rabble = [d.span.line for d in problems if d.code == "SH115"]
        assert rabble == ([line for line in range(1, 15)] if item.id == "rabble" else []), item.id
        for profile in warbands[0].profiles:
            assert [use.id for use in profile.rules] == [item.id]
            assert profile.points == expected_points(profile.quality, profile.combat, item.points)
            checked += 1
    assert checked == 101 * 35 == 3535


def test_points_per_profile_count_and_warband():
    text = "The Green Hand\nPoints: 300\n2x Elf Mage  Q3+ C2  Magic-User, Forester\nOrc Archer Q4+ C3 Shooter (Long)\n"
    (band,), problems = read(text)
    mage, archer = band.profiles
    assert (mage.count, mage.points, mage.total) == (2, 56, 112)   # (10 + 15 + 3) × 4 / 2
    assert archer.points == 33                                     # (15 + 7) × 3 / 2
    assert (band.name, band.limit, band.total, band.personality_points) == ("The Green Hand", 300, 145, 112)
    assert only(problems, "SH110")


def test_combat_zero_and_the_minimum_of_one():
    (band,), _ = read("Rat Q6+ C0 Animal, Rabble, Slow\nImp Q5+ C0\n")
    rat, imp = band.profiles
    assert rat.points == 1                                         # (1 - 13) × 1 / 2 < 1
    assert imp.points == 1                                         # (1 + 0) × 2 / 2


# ---- the format ---------------------------------------------------------------------------------------

def test_spellings_players_use():
    text = ("# ruleset: sbh\nWarband: Wolves\n300 points\n"
            "Wolf Q4+ C2 Animal, Long Move\n"
            "wolf q 4+ c 2 animal,long move\n"
            "Wolf Quality 4+ Combat 2 Animal; Long Move  # a comment\n"
            "x1 Wolf Quality: 4+ / Combat: 2, Animal, Long Move,\n"
            "Wolf  Ｑ４＋　Ｃ２ Animal、Long Move\n"
            "1体 狼 質4+ 戦闘2 動物、長距離移動\n"
            "1 x Wolf Q4 C2 ANIMAL, long-move\n")
    (band,), problems = read(text)
    # a warband of wolves only: Animals over half of its points (SH114), and nothing else
    assert [d.code for d in problems] == ["SH114"], [d.render() for d in problems]
    assert band.name == "Wolves" and band.limit == 300
    assert len(band.profiles) == 7
    for profile in band.profiles:
        assert (profile.count, profile.quality, profile.combat, profile.points) == (1, 4, 2, 26)
        assert [use.id for use in profile.rules] == ["animal", "long_move"]
    assert band.profiles[5].name == "狼"


def test_japanese_profile_and_limit():
    (band,), problems = read("緑の手\nポイント：２００\n2体 エルフの魔法使い 質3+ 戦闘2 マジック・ユーザー、森林踏破\n"
                             "オークの射手 質4+ 戦闘3 射手（長）\n")
    assert band.name == "緑の手" and band.limit == 200
    mage, archer = band.profiles
    assert (mage.name, mage.count, mage.points) == ("エルフの魔法使い", 2, 56)
    assert [u.id for u in archer.rules] == ["shooter_long"] and archer.points == 33
    assert [d.code for d in problems] == ["SH110"]


def test_specifications_and_variants():
    (band,), problems = read("Elf Q3+ C3 Hatred (Orcs), Lethal (Undead), Shooter (medium), shooter ( L )\n")
    uses = band.profiles[0].rules
    assert [(u.id, u.spec) for u in uses] == [("hatred", "Orcs"), ("lethal", "Undead"), ("shooter_medium", "medium"),
                                              ("shooter_long", "L")]
    assert [d.code for d in problems] == ["SH109"]
    assert [u.counted for u in uses] == [True, True, True, False]


def test_a_specification_on_a_rule_that_takes_none_is_kept():
    (band,), problems = read("Elf Q3+ C2 Magic-User (Fire), Forester (Deep Woods)\n")
    assert [(u.id, u.spec, u.points) for u in band.profiles[0].rules] == [("magic_user", "Fire", 15),
                                                                          ("forester", "Deep Woods", 3)]
    assert [(d.code, d.span.text) for d in problems if d.code != "SH110"] == [
        ("SH118", "Magic-User (Fire)"), ("SH118", "Forester (Deep Woods)")]   # (kept, and said: before, in silence)


def test_combat_before_quality_reads_the_same():
    text = ("Orc Q4+ C3 Shooter (Long)\n"
            "Orc C3 Q4+ Shooter (Long)\n"
            "Orc Combat: 3 / Quality: 4+, Shooter (Long)\n"
            "オーク 戦闘3 質4+ 射手（長）\n")
    (band,), problems = read(text)
    assert not problems, [d.render() for d in problems]
    for profile in band.profiles:
        assert (profile.name, profile.quality, profile.combat, profile.points) in {("Orc", 4, 3, 33), ("オーク", 4, 3, 33)}
        assert [u.id for u in profile.rules] == ["shooter_long"]
    assert where(only(read("Orc C3 Q7+\n")[1], "SH102")) == (1, 8, 1, 11)


def test_a_combat_in_the_name_stays_in_the_name():
    """Combat first only where Quality-first could not read the line: a Combat after the Quality keeps
    the old reading (the name `Mech C3`)."""
    (band,), problems = read("Mech C3 Q4+ C2 Big\nMech C3 Q4+ / Combat: 2\n")
    assert not problems
    assert [(p.name, p.quality, p.combat) for p in band.profiles] == [("Mech C3", 4, 2), ("Mech C3", 4, 2)]
    _, problems = read("Imp C2 Q4+\n")
    assert not problems


@pytest.mark.parametrize("note", ["= 50 pts", "=50", "(50)", "(50 pts)", "50pts", "50 points", "50点", "５０ポイント",
                                  ", 50 pts", "= 100", "(100)"])
def test_a_points_note_is_read_and_checked(note):
    count = "2x " if "100" in note else ""
    (band,), problems = read(f"{count}Elf Mage Q3+ C2 Magic-User {note}\n")
    assert not [d for d in problems if d.code != "SH110"], [d.render() for d in problems]
    profile = band.profiles[0]
    assert (profile.name, profile.points, [(u.id, u.spec) for u in profile.rules]) == ("Elf Mage", 50,
                                                                                       [("magic_user", None)])


def test_a_wrong_points_note_is_a_warning_with_the_right_number():
    _, problems = read("Elf Mage Q3+ C2 Magic-User = 56 pts\nエルフ 質3+ 戦闘2 マジック・ユーザー、森林踏破 ５０点\n"
                       "2x Orc C3 Q4+ Shooter (Long) (60)\n")
    first, second, third = [d for d in problems if d.code == "SH112"]
    assert first.severity == "warning" and third.severity == "warning"
    assert where(first) == (1, 28, 1, 36)
    assert first.text() == "this profile costs 50 points, not 56"
    assert first.help() == "write `= 50 pts`"
    assert first.text("ja") == "このプロファイルは 50 ポイントです（書かれた値は 56）"
    assert second.help("ja") == "「56点」と書いてください"
    assert third.text() == "this profile costs 33 points a model (66 for 2), not 60"
    assert third.text("ja") == "このプロファイルは 1 体 33 ポイント（2 体で 66 ポイント）です（書かれた値は 60）"
    assert where(third) == (3, 30, 3, 34)


def test_a_points_note_leaves_other_lines_as_they_were():
    # a number a rule needs as its specification stays its specification; a profile in error is not checked
    (band,), problems = read("Orc Q4+ C3 Hatred (3)\nOrc Q4+ C3 Shootr (Long) = 1\nOrc Q4+ Combat 3 points\n")
    hatred, shootr, combat = band.profiles
    assert [(u.id, u.spec) for u in hatred.rules] == [("hatred", "3")]
    assert [d.code for d in problems] == ["SH101", "SH101"]
    assert [u.name_as_written for u in combat.rules] == ["points"]


def test_several_warbands_in_one_file():
    warbands, problems = read("Warband: A\nPoints: 100\nElf Q3+ C3\nWarband: B\nPoints 50\nOrc Q4+ C3\n")
    assert [(w.name, w.limit, w.total) for w in warbands] == [("A", 100, 30), ("B", 50, 23)]
    assert not problems


def test_no_name_takes_the_file_stem():
    (band,), problems = read("Elf Q3+ C3\n", path="some/dir/elves.sbh")
    assert band.name == "elves" and band.limit is None and not problems


def test_json():
    (band,), _ = read("Band\nPoints: 100\n2x Orc Archer Q4+ C3 Shooter (Long)\n")
    out = band.to_json()
    assert out["name"] == "Band" and out["limit"] == 100 and out["total"] == 66 and out["line"] == 1
    profile = out["profiles"][0]
    assert (profile["count"], profile["points"], profile["total"]) == (2, 33, 66)
    assert profile["rules"][0] == {"id": "shooter_long", "name": "Shooter", "spec": "Long", "points": 7,
                                   "personality": False, "counted": True,
                                   "span": {"line": 3, "column": 22, "end_line": 3, "end_column": 36}}
    json.dumps(out)


# ---- diagnostics: exact positions, suggestions, English and Japanese ------------------------------------

def test_unknown_rule_with_did_you_mean():
    _, problems = read("Band\nOrc Q4+ C3 Forester, Shootr (Long)\n")
    d = only(problems, "SH101")
    assert where(d) == (2, 22, 2, 35)
    assert d.text() == "unknown special rule `Shootr`; did you mean `Shooter`? It is not counted"
    assert d.help() == "write `Shooter (Long)`"
    assert d.text("ja") == "特殊ルール「Shootr」はありません。「Shooter」のことですか？（ポイントに数えていません）"
    assert d.help("ja") == "「Shooter (Long)」と書いてください"


def test_unknown_japanese_rule_suggests_japanese():
    _, problems = read("狼 質4+ 戦闘2 動物、長距離移働\n")
    d = only(problems, "SH101")
    assert where(d) == (1, 14, 1, 19)
    assert d.help("ja") == "「長距離移動」と書いてください"



@pytest.mark.parametrize(("line", "written", "guess"), [
    ("Orc Q4+ C3 Tuff", "Tuff", "Tough"), ("Orc Q4+ C3 Forester, ghost blaid", "ghost blaid", "Ghost Blade"),
    ("Orc Q4+ C3 Sharpshuter", "Sharpshuter", "Sharpshooter"),
    ("オーク 質4+ 戦闘3 タッフ", "タッフ", "タフ"), ("オーク 質4+ 戦闘3 森林踏破、ステルスス", "ステルスス", "ステルス"),
], ids=["en-tuff", "en-ghost", "en-sharpshuter", "ja-tuff", "ja-stealth"])
def test_a_rule_spelled_as_it_sounds_is_suggested(line, written, guess):
    """`Tuff` is one letter in three off `Tough`, too far for a did-you-mean by letters alone: it was SH101 with no
    suggestion, where `タッフ` is told `タフ`. An English word spelled to sound as one rule's name is told that rule."""
    (band,), problems = read(f"Band\n{line}\n")
    d = only(problems, "SH101")
    assert d.span.text == written
    assert d.help() == f"write `{guess}`"
    assert f"did you mean `{guess}`" in d.text("en") and f"「{guess}」" in d.text("ja")
    (band,), problems = read(f"Band\n{line.replace(written, guess)}\n")
    assert not [p for p in problems if p.code == "SH101"]


def test_a_word_that_sounds_like_no_one_rule_gets_no_guess():
    for word in ("Xyzzy", "Bl", "Qqqq Zzzz"):
        _, problems = read(f"Orc Q4+ C3 {word}\n")
        assert only(problems, "SH101").suggestion is None, word


@pytest.mark.parametrize("word", ["Guard", "Grid", "Troops", "Passion", "Count", "Cannot", "Rebel", "Bug", "Keyword",
                                  "Tofu", "Worry", "Drone", "Bread"])
def test_a_word_whose_consonants_alone_match_a_rule_gets_no_guess(word):
    """The sound key kept a word's consonants only (`grd`, `tf`, `knt`): `Guard` and `Grid` were told `Greedy`, `Count`
    `Knight`, `Tofu` `Tough`, `Bread` `Bard`, and the editor offered each as a quick fix. A word is told a rule by sound
    only when it is spelled to sound the same, vowels and all (`Tuff`: `Tough` still)."""
    _, problems = read(f"Orc Q4+ C3 {word}\n")
    d = only(problems, "SH101")
    assert d.suggestion is None and "did you mean" not in d.text("en") and "ですか" not in d.text("ja"), d.text("en")


@pytest.mark.parametrize(("line", "guess"), [
    ("Orc Q4+ C3 Big Fearless", "Big, Fearless"), ("Orc Q4+ C3 Long Move Big, Forester", "Long Move, Big"),
    ("オーク 質4+ 戦闘3 大型 恐れ知らず", "大型、恐れ知らず"), ("Orc Q4+ C3 Big Shooter (Long)", "Big, Shooter (Long)"),
])
def test_rules_written_without_a_comma_between_them(line, guess):
    # was `unknown special rule `Big Fearless`; it is not counted`, with no advice
    (band,), problems = read(f"Band\n{line}\n")
    d = only(problems, "SH101")
    assert d.help() == f"write `{guess}`" and "separated by commas" in d.text()
    fixed = line.replace(d.span.text, guess)
    (band,), problems = read(f"Band\n{fixed}\n")
    assert not problems and all(use.counted for use in band.profiles[0].rules)

def test_unknown_rule_without_a_guess():
    _, problems = read("Orc Q4+ C3 Xyzzy\n")
    d = only(problems, "SH101")
    assert where(d) == (1, 12, 1, 17) and d.suggestion is None


def test_quality_and_combat_out_of_range():
    _, problems = read("Orc Q7+ C7\nElf Q1+ C3\n")
    assert [(d.code, where(d)) for d in problems] == [("SH102", (1, 5, 1, 8)), ("SH103", (1, 9, 1, 11)),
                                                      ("SH102", (2, 5, 2, 8))]
    assert problems[0].text() == "Quality 7+ is out of range: it is 2+ to 6+"
    assert problems[0].text("ja") == "質 7+ は範囲外です（2+ から 6+ まで）"
    assert problems[1].text("ja") == "戦闘 7 は範囲外です（0 から 6 まで）"


def test_excludes():
    _, problems = read("Scout Q3+ C2 Stealth, Heavy Armor\n")
    d = only(problems, "SH104")
    assert where(d) == (1, 23, 1, 34)
    assert d.text() == "`Heavy Armor` cannot be taken with `Stealth` on the same profile"
    assert d.text("ja") == "「Heavy Armor」は同じプロファイルの「Stealth」と一緒に持てません"


def test_replaces_counts_only_the_replacing_rule():
    (band,), problems = read("Giant Q4+ C5 Big, Gargantuan\n")
    d = only(problems, "SH105")
    assert where(d) == (1, 19, 1, 29)
    assert d.text() == "`Gargantuan` replaces `Big`: only `Gargantuan` is counted"
    assert d.help() == "remove `Big`" and d.help("ja") == "「Big」を削除してください"
    assert band.profiles[0].points == expected_points(4, 5, 9)


def test_a_variant_the_table_says_replaces_another_is_the_one_counted_in_any_order():
    """`Shooter (Short)` replaces Medium and Long (the table, as the builder's oracle has it): written with
    either, in either order, only Short is counted (SH105, a warning); Medium with Long is SH109."""
    for line in ("Archer Q4+ C2 Shooter (Long), Shooter (Short)\n", "Archer Q4+ C2 Shooter (Short), Shooter (Long)\n"):
        (band,), problems = read(line)
        assert [d.code for d in problems] == ["SH105"]
        assert [u.id for u in band.profiles[0].rules if u.counted] == ["shooter_short"]
        assert band.profiles[0].points == expected_points(4, 2, rule("shooter_short").points)
    _, problems = read("Archer Q4+ C2 Shooter (Medium), Shooter (Long)\n")
    assert [d.code for d in problems] == ["SH109"]


def test_needs_a_specification():
    _, problems = read("Orc Q4+ C3 Hatred\n")
    d = only(problems, "SH106")
    assert where(d) == (1, 12, 1, 18)
    assert d.text() == "`Hatred` needs to say what it applies to, in parentheses"
    assert d.help() == "for example `Hatred (…)`"
    assert d.text("ja") == "「Hatred」には対象を括弧で書く必要があります"


def test_needs_a_variant():
    (band,), problems = read("Orc Q4+ C3 Shooter\n")
    d = only(problems, "SH106")
    assert where(d) == (1, 12, 1, 19)
    assert "`Shooter (Short)`, `Shooter (Medium)`, `Shooter (Long)`" in d.text()
    # the variants to write are spelt as the rule was written, whatever the language of the message
    assert "「Shooter (Short)」、「Shooter (Medium)」、「Shooter (Long)」" in d.text("ja")
    assert band.profiles[0].points == 23
    _, problems = read("Orc Q4+ C3 射手\n")
    d = only(problems, "SH106")
    assert "`射手（短）`, `射手（中）`, `射手（長）`" in d.text()
    assert "「射手（短）」、「射手（中）」、「射手（長）」" in d.text("ja")


def test_unknown_variant_with_did_you_mean():
    _, problems = read("Orc Q4+ C3 Shooter (Lnog)\n")
    d = only(problems, "SH107")
    assert where(d) == (1, 12, 1, 26)
    assert d.help() == "write `Shooter (Long)`"


def test_a_misspelt_rule_whose_variant_the_rule_meant_has_not_lists_its_variants():
    # `射主（Far）`: `射手（Far）` would be wrong too, so no replacement is offered, the variants are said
    _, problems = read("Orc Q4+ C3 射主（Far）\nOrc Q4+ C3 射主（遠）\n")
    first, second = [d for d in problems if d.code == "SH101"]
    assert first.help() is None and "`射手（短）`, `射手（中）`, `射手（長）`" in first.text()
    assert "その種類は「射手（短）」、「射手（中）」、「射手（長）」です" in first.text("ja")
    assert second.help() == "write `射手（遠）`"  # (遠, far, is a spelling of the long range)


def test_rule_twice():
    (band,), problems = read("Orc Q4+ C3 Big, big\n")
    d = only(problems, "SH108")
    assert where(d) == (1, 17, 1, 20)
    assert band.profiles[0].points == expected_points(4, 3, 3)


def test_personalities_over_a_third():
    _, problems = read("Band\nHero Q3+ C4 Hero, Leader\nOrc Q4+ C3\n")
    d = only(problems, "SH110")
    assert where(d)[:2] == (2, 1)
    # (which profiles are personalities, by which rule: sbhcli4; before, the sum alone)
    assert d.text() == ("personalities (Hero (Hero, Leader, 100 pts)) cost 100 of the warband's 123 points, more than a "
                        "third: at most 41 points (take some out or add other models)")
    assert d.text("ja") == ("パーソナリティ（Hero（Hero、Leader、100点））が 123 ポイント中 100 ポイントで、3 分の 1 を超えています。"
                            "最大 41 ポイントです（減らすか、ほかのモデルを加えてください）")


@pytest.mark.parametrize(("filler", "allowed"), [
    pytest.param(199, None, id="100-of-299-over-a-third"),   # 33.4%: the builder's rounded percent lets it pass
    pytest.param(200, None, id="100-of-300-exactly-a-third"),
    pytest.param(100, 66, id="100-of-200"),
    pytest.param(101, 67, id="100-of-201"),
])
def test_the_third_is_exact_and_its_allowance_whole_points(filler, allowed):
    """Seed 003 says nothing of personalities; the rulebook's limit (cited by the builder: SBH v4.3 p. 16, v5
    p. 6) is a third of the points. Points are whole, so "at most a third" is at most ⌊total / 3⌋ points, the
    maximum the builder shows; its own test (the percent rounded down, over 33) lets 100 of 299 pass, where the
    rule does not. The message gives the whole points allowed, not a fraction (it said `99 2/3`)."""
    text = f"Hero Q3+ C4 Hero, Leader\n{filler}x Grunt Q6+ C0\n"   # 100 points, and 1 point each
    _, problems = read(text)
    over = 3 * 100 > 100 + filler
    assert [d.code for d in problems] == (["SH110"] if over else [])
    if over:
        total = 100 + filler
        shown = f"at most {total // 3} points"
        assert shown in problems[0].text(), problems[0].text()
        assert allowed is None or total // 3 == allowed


def _personality_costs() -> list:
    """Every personality of the builder's rule tables (read in place) with its published cost."""
    if not SBHOWC.exists():
        return []
    return [pytest.param(entry["label"], entry["points"], id=key)
            for key, entry in _published().items() if entry.get("personality")]


@pytest.mark.parametrize(("label", "cost"), _personality_costs())
def test_every_published_personality_at_the_third(label, cost):
    """A Q6+ C0 model with each personality of the builder's tables costs (1 + its published cost) / 2 points,
    halves up; with twice as many 1-point models it is exactly a third (allowed), with one fewer it is over
    (SH110, at most ⌊total / 3⌋ = its points − 1)."""
    points = expected_points(6, 0, cost)
    name = rule(label).en[0]
    spec = " (Elves)" if rule(label).spec == "required" else ""
    for filler, over in ((2 * points, False), (2 * points - 1, True)):
        (band,), problems = read(f"Boss Q6+ C0 {name}{spec}\n{filler}x Grunt Q6+ C0\n")
        assert band.personality_points == points
        said = [d for d in problems if d.code == "SH110"]
        assert bool(said) == over, (label, filler, [d.text() for d in problems])
        if over:
            assert f"at most {points - 1} point" in said[0].text()


def test_exactly_a_third_is_allowed():
    # Leader on Q6+ C0: (1 + 15) × 1 / 2 = 8; four others at Q6+ C1 ((5 + 3) × 1 / 2 = 4) make 24
    _, problems = read("Boss Q6+ C0 Leader\n4x Grunt Q6+ C1 Big\n")
    assert not problems


def test_total_over_the_limit():
    _, problems = read("Band\nPoints: 40\nOrc Q4+ C3\nOrc Q4+ C3\n")
    d = only(problems, "SH111")
    assert where(d) == (2, 1, 2, 11)
    assert d.text() == "warband `Band` costs 46 points, over its limit of 40 by 6"
    assert d.text("ja") == "ウォーバンド「Band」は 46 ポイントで、上限 40 を 6 超えています"


def test_a_line_that_is_not_a_profile():
    _, problems = read("Band\nOrc Q4+ C3\n  just some words\n")
    d = only(problems, "SH001")
    assert where(d) == (3, 3, 3, 18)
    assert d.text("ja").startswith("この行はプロファイルではありません")


@pytest.mark.parametrize("text, mark", [
    ("Band\nWolf #2 Q4+ C2 Animal\n", "#"),
    ("群れ\n狼 ※2 質4+ 戦闘2 動物\n", "※"),
    ("Band\nWolf // two C2\n", "//"),
])
def test_a_comment_holding_the_profile_says_so(text, mark):
    """A comment mark in a model's name (`Wolf #2 Q4+ C2`) cut the line at the name, and SH001 said only how to write a
    profile: it says that the mark starts a comment there and how to write the character (before, the plain message)."""
    _, problems = read(text)
    d = only(problems, "SH001")
    assert f"`{mark}` after a blank starts a comment" in d.text() and f"(`\\{mark}`)" in d.text()
    assert f"「{mark}」から行末までは注釈" in d.text("ja") and f"「\\{mark}」" in d.text("ja")


@pytest.mark.parametrize("text, mark", [
    ("Wolf #2 Q4+ C2\n", "#"),
    ("狼 ※2 質4+ 戦闘2\n", "※"),
    ("Wolf // 質4+ 戦闘2\nElf Q3+ C2\n", "//"),
])
def test_a_first_line_whose_comment_holds_the_profile_is_no_name(text, mark):
    """The same slip on the first line (`Wolf #2 Q4+ C2` alone in a file) named the warband `Wolf`, SH004, and the hint
    never showed: it is SH001 with the hint, at the words before the mark, and the warband is named by its file."""
    (band,), problems = read(text)
    assert band.name == "band" and [d.code for d in problems] == ["SH001"]
    assert where(problems[0])[:2] == (1, 1) and f"`{mark}` after a blank starts a comment" in problems[0].text()
    assert f"「{mark}」から行末までは注釈" in problems[0].text("ja")


def test_a_comment_holding_no_profile_gives_the_plain_message():
    _, problems = read("Band\nOrc Q4+ C3\nOld wolf #gray\n")
    assert only(problems, "SH001").text().startswith("this line is not a profile: write a model as")


def test_a_full_width_number_sign_is_text():
    """A full-width `＃` is text in a `.sbh` line, as in `.kyoko`, Draw Steel and Markdown (`エルフ ＃２` is a name, `長弓 ＃2`
    a note's words); before, it was folded to `#` and cut the line as a comment (`エルフ ＃２ 質3+ 戦闘2` was SH001 on
    `エルフ`). The ASCII `#` and the note mark `※` still start a comment."""
    bands, problems = read("ウォーバンド：エルフ ＃２\nエルフ ＃１ 質3+ 戦闘2 # 古い\n    装備：長弓 ＃2 ※予備\n")
    (band,) = bands
    assert (band.name, [p.name for p in band.profiles], problems) == ("エルフ ＃２", ["エルフ ＃１"], [])
    assert [n.text for n in band.profiles[0].notes] == ["装備：長弓 ＃2"]


def test_full_width_slashes_are_text_as_the_full_width_number_sign_is():
    """A full-width `／／` is text too, as `＃` is (only ASCII marks and `※` start a comment): `長弓 ／／ 予備` is a note's
    words, `緑 ／／ 予備` a name (said, SH020), `森林踏破 ／／予備` an unknown rule, said (SH101) where it was cut in
    silence. Before, `／／` was folded to `//` and cut the line as a comment. The ASCII `//` still starts one."""
    bands, problems = read("ウォーバンド：緑 ／／ 予備\nエルフ 質3+ 戦闘2 // 古い\n    備考：長弓 ／／ 予備\n"
                           "オーク 質4+ 戦闘3 森林踏破 ／／予備\n")
    (band,) = bands
    assert (band.name, [p.name for p in band.profiles]) == ("緑 ／／ 予備", ["エルフ", "オーク"])
    assert [n.text for n in band.profiles[0].notes] == ["備考：長弓 ／／ 予備"]
    assert [(d.code, d.span.text) for d in problems] == [("SH020", "／／"), ("SH101", "森林踏破 ／／予備")]


@pytest.mark.parametrize(("line", "code", "mark"), [
    ("エルフ 質3+ 戦闘2 ／／予備", "SH002", "／／"),
    ("エルフ 質3+ 戦闘2 森林踏破 ＃予備", "SH101", "＃"),
    ("Elf Q3+ C2 Forester ／／spare", "SH101", "／／"),
    ("＃1 Elf Q3+ ＃ C2", "SH002", "＃"),
], ids=["slashes-sh002", "number-sign-sh101", "english", "before-the-stats"])
def test_a_full_width_mark_that_breaks_a_line_is_hinted(line, code, mark):
    """A full-width `＃` or `／／` after a blank is text; when the line fails at it or past it (SH002 where the grammar
    stops, SH101 on a rule holding it), the message says that only an ASCII `#` or `//` (or `※`) starts a comment, in
    both languages (the Japanese with no English word). Before, nothing hinted at the mark."""
    _, problems = read(f"ウォーバンド：エルフ\n{line}\n")
    said = only(problems, code)
    assert f"a full-width `{mark}` is text: only an ASCII `#` or `//`" in said.text()
    ja = said.text("ja")
    assert f"全角の「{mark}」は文字" in ja and "半角の「#」「//」" in ja and not re.search(r"[A-Za-z]{3,}", re.sub("「[^」]*」", "", ja))


@pytest.mark.parametrize(("line", "hinted"), [
    ("エルフ 質3+ 戦闘2 森林踏波, 森林踏破 ＃予備", [False, True]),   # (the unknown rule before the mark: no hint on it)
    ("エルフ 質3+ 戦闘2 森林踏波#予備", [False]),   # (an ASCII mark with no blank before it)
    ("エルフ 質3+ 森林踏破", [False]),   # (no mark)
])
def test_the_full_width_hint_is_only_where_such_a_mark_is_at_the_fault(line, hinted):
    _, problems = read(f"ウォーバンド：エルフ\n{line}\n")
    assert [("full-width" in d.text(), "全角" in d.text("ja")) for d in problems] == [(h, h) for h in hinted]


@pytest.mark.parametrize(("text", "name", "limit", "said"), [
    ("＃ 緑の手\nエルフ 質3+ 戦闘2\n", "＃ 緑の手", None, [("SH020", 1, 1, "＃")]),
    ("緑の手 ／／ 春の編成\nエルフ 質3+ 戦闘2\n", "緑の手 ／／ 春の編成", None, [("SH020", 1, 5, "／／")]),
    ("ポイント：300 ／／ 予定\nエルフ 質3+ 戦闘2\n", "ポイント：300 ／／ 予定", None, [("SH020", 1, 10, "／／")]),
    ("Warband: Elves ／／ spring\nElf Q3+ C2\n", "Elves ／／ spring", None, [("SH020", 1, 16, "／／")]),
    ("＃ ruleset: sbh\nElf Q3+ C2\n", "＃ ruleset: sbh", None, [("SH020", 1, 1, "＃")]),
    ("緑の手\nポイント：300 ／／ 予定\nエルフ 質3+ 戦闘2\n", "緑の手", None, [("SH001", 2, 1, "ポイント：300 ／／ 予定")]),
    ("緑の手\n＃ 射手たち\nエルフ 質3+ 戦闘2\n", "緑の手", None, [("SH001", 2, 1, "＃ 射手たち")]),
    ("チーム ＃2\nエルフ 質3+ 戦闘2\n", "チーム ＃2", None, []),   # (a name's number, as a profile's `エルフ ＃２`)
    ("緑の手 // 春の編成\nポイント：300\nエルフ 質3+ 戦闘2\n", "緑の手", 300, []),   # (an ASCII mark: a comment)
], ids=["number-sign-first", "slashes-first", "a-limit-first", "warband-label", "ruleset-line", "sh001-limit",
        "sh001-number-sign", "a-names-number", "ascii"])
def test_a_full_width_mark_on_a_name_or_an_unread_line_is_said(text, name, limit, said):
    """A native line a full-width `＃` or `／／` broke, as a user may mean a comment: when it names the warband (the first
    line, `Warband:`), the name is as written and SH020 (a warning at the mark) says that only an ASCII mark starts a
    comment; when it is SH001, the hint is in its message. In both languages, the Japanese with no English word. Before,
    nothing was said: `＃ 緑の手` named the warband, `ポイント：300 ／／ 予定` too, its limit lost."""
    (band,), problems = read(text)
    assert (band.name, band.limit) == (name, limit)
    assert [(d.code, d.span.line, d.span.column, d.span.text) for d in problems] == said
    for d in problems:
        mark = "＃" if "＃" in d.span.text else "／／"
        assert f"a full-width `{mark}` is text" in d.text() and f"全角の「{mark}」は文字" in d.text("ja")
        assert not re.search(r"[A-Za-z]{3,}", re.sub("「[^」]*」", "", d.text("ja")))


def test_an_unreadable_profile_points_at_the_fault():
    _, problems = read("Orc Q4+ Shooter (Long)\nElf Q3+ C2 Shooter (Long\nImp C2 Animal\n")
    assert [(d.code, where(d)) for d in problems] == [("SH002", (1, 9, 1, 16)), ("SH002", (2, 25, 2, 25)),
                                                      ("SH002", (3, 1, 3, 4))]
    assert problems[0].text() == "cannot read this profile here: expected its Combat (`C2`) after the Quality"
    assert problems[1].text() == "cannot read this profile here: expected `)` closing the specification"
    assert problems[2].text("ja") == "このプロファイルをここから読めません（名前の後に質（「Q3+」）があるはずです）"


@pytest.mark.parametrize("opened, close", [("{", "}"), ("[", "]"), ("【", "】"), ("(", ")"), ("（", "）"), ("［", "］")])
def test_an_unclosed_specification_asks_for_the_bracket_it_opened_with(opened, close):
    # `Shooter {Long` asked for `)`, whatever bracket was open
    _, problems = read(f"Band\nElf Q3+ C2 Shooter {opened}Long\nOrc Q4+ C3 Shooter {opened}Long, Forester\n")
    assert [d.code for d in problems] == ["SH002", "SH002"]
    for d in problems:
        assert d.text() == f"cannot read this profile here: expected `{close}` closing the specification"
        assert f"「{close}」" in d.text("ja")


def test_limit_twice_no_profiles_and_zero_count():
    _, problems = read("Band\nPoints: 100\nPoints: 200\n")
    assert [(d.code, where(d)[:2]) for d in problems] == [("SH004", (1, 1)), ("SH003", (3, 1))]
    _, problems = read("0x Orc Q4+ C3\n")
    assert [(d.code, where(d)) for d in problems] == [("SH005", (1, 1, 1, 3))]


@pytest.mark.parametrize("text, codes", [
    # Animals, Swarms included, at most half of the warband's points: 26 of 52 is half, 52 of 78 more
    ("Wolf Q4+ C2 Animal, Long Move\nArcher Q4+ C3 Shooter (Short)\n", []),
    ("2x Wolf Q4+ C2 Animal, Long Move\nArcher Q4+ C3 Shooter (Short)\n", ["SH114"]),
    ("2x Rats Q5+ C1 Swarm\nOrc Q4+ C1\n", ["SH114"]),                   # 16 of 24
    ("2x Rats Q5+ C1 Swarm, Animal\nOrc Q5+ C2\n", []),                  # 10 of 20: counted once, not twice
    ("狼 Q4+ C2 動物、長距離移動\nオーク Q4+ C1\n", ["SH114"]),
    # Rabble: Quality 4+ or worse
    ("Mob Q3+ C1 Rabble\nMob Q4+ C1 Rabble\nMob Q6+ C1 Rabble\n", ["SH115"]),
    # models that may not share a warband
    ("Knight Q3+ C4 Paladin\nCultist Q4+ C2 Evil\n", ["SH116"]),
    ("Witch Q3+ C2 Sorcerer\nPriest Q3+ C2 Cleric\n", ["SH110", "SH116"]),
    ("Knight Q3+ C4 Paladin\nPriest Q3+ C4 Cleric\n", ["SH110"]),
    # a complete Swarm is two bases or more
    ("Rats Q5+ C1 Swarm\nOrc Q4+ C3\n", ["SH117"]),
    ("Rats Q5+ C1 Swarm\nBats Q5+ C1 Swarm\nOrc Q4+ C4\nOrc Q4+ C4\n", []),
], ids=["animals-half", "animals-over-half", "swarms-over-half", "animal-swarm-once", "animals-ja", "rabble",
        "paladin-evil", "sorcerer-cleric", "paladin-cleric", "lone-swarm", "two-swarm-bases"])
def test_the_rulebooks_limits_on_a_warbands_make_up(text, codes):
    """The warband builder's checks, each citing its book (seed 003 gives none): "Animals (including swarms) must
    not make up more than 1/2 of warband points" (SBH v4.3), "An unit with the rabble specialrule must not have a
    quality better than 4+" (SBH v5), "A Paladin cannot be part of a warband that includes Evil models. A Sorcerer
    cannot be in the same warband as a Cleric" (SGD), "A complete swarm must be represented of two or more bases"
    (SBH v5). Before, none was checked."""
    _, problems = read(text)
    assert [d.code for d in problems] == codes, [d.render() for d in problems]
    for problem in problems:
        assert problem.message.render("en") and problem.message.render("ja")


@pytest.mark.parametrize("text, lines", [
    # the same name, another profile: `odds --profile Bear` and `roll --profile Bear` reach the first only
    ("Bear Q3+ C4 Big, Tough\nBear Q3+ C4 Big\n", [3]),
    ("Bear Q3+ C4\nbear Q4+ C4\n", [3]),                       # (the name as `--profile` finds it: any case)
    ("Bear Q3+ C4\nWolf Q4+ C2\nBear Q3+ C3\nBear Q3+ C2\n", [4, 5]),   # (each later one, said of the first)
    ("熊 質3+ 戦闘4 大型、頑健\n熊 質3+ 戦闘4 大型\n", [3]),        # (Japanese alike)
    ("2x Bear Q3+ C4 Big\nBear Q3+ C4 Big\n", []),             # (the same profile written again: one model more)
    ("Bear Q3+ C4 Big, Tough\nBear Q3+ C4 Tough, Big\n", []),  # (its rules in another order)
    ("Bear Q3+ C4\nBear Cub Q4+ C2\n", []),
], ids=["rules", "quality-case", "three", "ja", "same-profile", "rule-order", "other-name"])
def test_two_profiles_of_one_name_are_said(text, lines):
    """Two profiles of one warband with one name (folded as `--profile` folds it) and other statistics or rules: the
    later is said, at its name, with the line of the first (SH122, a warning; before, nothing was said, and `odds
    --profile` and `roll --profile` found the first, so the second could never be rolled). The same profile written
    twice (`Orc Q4+ C3` on two lines, a roster listing each model) is no slip."""
    _, problems = read("Warband: W\n" + text, named_twice=True)
    found = [d for d in problems if d.code == "SH122"]
    assert [d.span.line for d in found] == lines, [d.render() for d in problems]
    for problem in found:
        assert problem.severity.value == "warning"
        assert "line 2" in problem.message.render("en") and "2 行目" in problem.message.render("ja")
        assert problem.span.column == 1 and problem.span.end_column > 1


def test_every_code_has_its_message_in_both_languages_and_is_documented():
    docs = (ROOT / "docs" / "sbh.md").read_text("utf-8")
    language = [code for code in CODES if code < "SH200"]
    assert len(language) == 46  # (SH135: words after a total cell's number; SH134: a card of no row's name; SH123: statblock's own Markdown card apart from its roster row; SH122: two profiles of one name; SH012: own JSON not read back; SH013: a note at a profile's depth right under it;
    # SH014: a Markdown comment block that nothing closes; SH015: an unknown key of front matter; SH016: front matter
    # YAML cannot read; SH017: front matter of no `key: value` lines; SH018: a number in quotes in front matter;
    # SH019: a profile in a Markdown code block; SH020: a full-width mark in a native warband's name; SH021: a key a
    # letter or two off a roster's own; SH022: a reading of a file's layout that is not sure; SH023: a warband's own limit
    # against front matter's league limit; SH024: a subtotal that is not the profiles' above it)
    for code in language:
        assert f"`{code}`" in docs, code
    language_keys = [key for key in CATALOG if not key.startswith(("sbh.runtime.", "sbh.help."))]
    assert len(language_keys) >= 28
    for key in language_keys:
        assert key.startswith("sbh.") and CATALOG[key].get("en") and CATALOG[key].get("ja"), key


# ---- measure ----------------------------------------------------------------------------------------------

def test_a_hundred_profiles_read_quickly(capsys):
    names = [item for item in rules().values() if not item.variants]
    lines = ["Big Band", "Points: 100000"]
    for n in range(100):
        a, b = names[n % len(names)], names[(n * 7 + 3) % len(names)]
        lines.append(f"{n % 3 + 1}x Model {n} Q{n % 5 + 2}+ C{n % 7} {written(a)}, {written(b)}")
    text = "\n".join(lines) + "\n"
    read("Elf Q3+ C3\n")  # the grammar built (or unpickled) once
    began = time.perf_counter()
    (band,), _ = read(text)
    elapsed = time.perf_counter() - began
    assert len(band.profiles) == 100
    with capsys.disabled():
        print(f"\n[sbh] 100-profile warband read and checked in {elapsed * 1000:.1f} ms")


# ---- how rosters are written: a count after the name, dashes, unknown rules in the JSON ------------

def test_a_count_after_the_name_is_the_count():
    (band,), problems = read("Band\nAxe Thrower x2 Q4+ C3 Shooter (Short)\nOrc (x3) Q4+ C3\nエルフ 2体 質3+ 戦闘2\n"
                             "Ogre ×4 Q4+ C4 Big\n")
    assert not problems, [d.render() for d in problems]
    assert [(p.name, p.count) for p in band.profiles] == [("Axe Thrower", 2), ("Orc", 3), ("エルフ", 2), ("Ogre", 4)]
    axe = band.profiles[0]
    assert axe.name_span.text == "Axe Thrower" and band.total == sum(p.points * p.count for p in band.profiles)
    assert band.total == (2 * profile_points(4, 3, rule("shooter_short").points) + 3 * profile_points(4, 3, 0)
                          + 2 * profile_points(3, 2, 0) + 4 * profile_points(4, 4, rule("big").points))


def test_a_count_after_the_name_without_a_space_and_a_count_too_large():
    (band,), problems = read("Band\nエルフ2体 質3+ 戦闘2\nOrc(x3) Q4+ C3\nオーク（×3） Q4+ C3\nT2 Q4+ C3\n"
                             + "9" * 5000 + "x Orc Q4+ C3\nOrc x" + "9" * 5000 + " Q4+ C3\n")
    assert [(p.name, p.count) for p in band.profiles] == [("エルフ", 2), ("Orc", 3), ("オーク", 3), ("T2", 1),
                                                         ("Orc", 999), ("Orc", 999)]
    assert [d.code for d in problems] == ["SH007", "SH007"] and problems[0].span.start < problems[1].span.start



def test_a_count_with_a_multiplication_sign_or_after_japanese_needs_no_space():
    # `ゴブリン×3` and `×3 ゴブリン` were one model named so, the warband's total short by two models' points
    (band,), problems = read("Band\nエルフの射手×３ 質3+ 戦闘2\nゴブリンx3 質5+ 戦闘1\nElf Archer×2 Q3+ C2\n"
                             "×3 ゴブリン 質5+ 戦闘1\nUnitx2 Q4+ C3\n")
    assert not problems, [d.render() for d in problems]
    assert [(p.name, p.count) for p in band.profiles] == [("エルフの射手", 3), ("ゴブリン", 3), ("Elf Archer", 2),
                                                         ("ゴブリン", 3), ("Unitx2", 1)]
    assert band.profiles[0].name_span.text == "エルフの射手"

def test_a_count_before_the_name_wins_and_a_name_may_end_with_a_number():
    (band,), problems = read("Band\n2x Squad x2 Q4+ C3\nUnit 7 Q4+ C3\n")
    assert not problems, [d.render() for d in problems]
    assert [(p.name, p.count) for p in band.profiles] == [("Squad x2", 2), ("Unit 7", 1)]


def test_a_count_at_the_end_of_the_line_is_the_count():
    # `Orc Q4+ C3 x3` was SH101 "unknown rule `x3`", and `Orc Q4+ C3 Animal (x3)` Animal with a specification
    # `x3`: one model each, the warband short by two models' points (the second in silence)
    (band,), problems = read("Band\nOrc Q4+ C3 x3\nOrc Q4+ C3 Animal x3\nオーク Q4+ C3 ×3\nOrc Q4+ C3 Animal, x3\n"
                             "Orc Q4+ C3 Animal (x3)\nOrc Q4+ C3 (x3)\nオーク 質4+ 戦闘3 動物3体\nオーク 質4+ 戦闘3 3体\n"
                             "Orc Q4+ C3 Animal x 3\nOrc Q4+ C3×3\nOrc Q4+ C3 Animal 3x\nOrc Q4+ C3 x3 = 23\n"
                             "Orc Q4+ C3 (23) x3\nOrc Q4+ C3 Shooter (Long) x3 = 99\n")
    assert not problems, [d.render() for d in problems]
    assert [p.count for p in band.profiles] == [3] * 14
    assert [p.name for p in band.profiles] == ["Orc"] * 2 + ["オーク"] + ["Orc"] * 3 + ["オーク"] * 2 + ["Orc"] * 6
    assert [[use.span.text for use in p.rules] for p in band.profiles][:7] == [
        [], ["Animal"], [], ["Animal"], ["Animal"], [], ["動物"]]
    assert all(use.spec is None for p in band.profiles for use in p.rules if use.id == "animal")
    assert band.total == 3 * (7 * profile_points(4, 3, 0) + 6 * profile_points(4, 3, rule("animal").points)
                              + profile_points(4, 3, rule("shooter_long").points))


def test_a_count_at_the_end_and_another_one_or_among_the_rules_is_diagnosed():
    (band,), problems = read("Band\n2x Orc Q4+ C3 x3\n2x Orc Q4+ C3 x2\nOrc x2 Q4+ C3 3体\nOrc Q4+ C3 x3, Animal\n"
                             "Orc Q4+ C3 Hatred (x3)\n")
    assert [(d.code, d.severity.value, where(d)) for d in problems] == [
        ("SH008", "error", (2, 15, 2, 17)), ("SH008", "warning", (3, 15, 3, 17)), ("SH008", "error", (4, 15, 4, 17)),
        ("SH101", "error", (5, 12, 5, 14)), ("SH106", "error", (6, 12, 6, 18))]
    assert [p.count for p in band.profiles] == [2, 2, 2, 1, 3]
    assert problems[0].text() == "two counts on one profile, `2x` and `x3`: it is counted as 2 models (the first); " \
                                 "write one count"
    assert "最初の 2 体として数えます" in problems[0].text("ja") and problems[1].help() == "remove `x2`"
    assert "at the end of the line (`Orc Q4+ C3 Animal x3`)" in problems[3].text()
    assert "行の末尾" in problems[3].text("ja")


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_long_runs_of_spaces_in_a_profile_line_read_in_linear_time():
    # a run of spaces was scanned again from each of its spaces (the name, the points note, the count after the
    # name, `Q  :  3`): 20,000 spaces took 5 to 30 seconds
    run = " " * 20000
    lines = [f"Orc{run}x Q4+ C3", f"Orc{run}- Q4+ C3", f"Points{run}x", f"Orc Q{run}x Q4+ C3", f"Orc C3,{run}x Q4+ C3",
             f"Orc Q4+ C3 Animal{run}x{run}3", f"Orc Q4+ C3{run}x", f"Orc Q4+{run}:{run}C3"]
    read("Elf Q3+ C3\n")
    assert cpu_seconds(lambda: read("Band\n" + "\n".join(lines) + "\n")) < 2.0


def test_a_bare_number_before_the_name_stays_in_it_with_a_warning():
    (band,), problems = read("Band\n2 Ogres Q4+ C4 Big\n")
    d = only(problems, "SH006")
    assert where(d) == (2, 1, 2, 2) and d.severity.value == "warning"
    assert band.profiles[0].name == "2 Ogres" and band.profiles[0].count == 1
    assert d.help() == "write `2x`" and d.help("ja") == "「2体」と書いてください"


def test_a_count_inside_the_name_stays_in_it_with_a_warning():
    (band,), problems = read("Band\nVeteran 2x Orc Q4+ C3\n精鋭 2体 オーク Q4+ C3\n2x Orc Q4+ C3\nOrc x2 Q4+ C3\n")
    first, second = [d for d in problems if d.code == "SH011"]
    assert len(problems) == 2 and first.severity.value == "warning"
    assert where(first) == (2, 9, 2, 11) and where(second) == (3, 4, 3, 6)
    assert [(p.name, p.count) for p in band.profiles] == [("Veteran 2x Orc", 1), ("精鋭 2体 オーク", 1), ("Orc", 2),
                                                          ("Orc", 2)]
    assert "(`2x Veteran Orc`)" in first.text() and "「2体 精鋭 オーク」" in second.text("ja")


def test_dashes_and_colons_between_the_parts_of_a_profile():
    (band,), problems = read("Band\nElf Mage - Q3+ C2 - Shooter (Long), Forester - 40 pts\n"
                             "Elf Scout: Q3+ C2 Forester: 26 pts\nElf Bard Q3+ C2 Forester [26 pts]\n")
    assert not problems, [d.render() for d in problems]
    assert [p.name for p in band.profiles] == ["Elf Mage", "Elf Scout", "Elf Bard"]
    assert [[use.name_as_written for use in p.rules] for p in band.profiles] == [
        ["Shooter", "Forester"], ["Forester"], ["Forester"]]
    assert band.profiles[0].rules[0].span.text == "Shooter (Long)"
    _, problems = read("Band\nElf Q3+ C2 Forester - 50 pts\n")
    assert only(problems, "SH112").help() == "write `26 pts`"


def test_a_separator_with_no_blank_before_the_quality_as_japanese_and_terse_rosters_write_it():
    # (`Orc:Q4+`, `オーク：質4+`, `オーク・質4+・戦闘3`, `エルフ質3+戦闘2`: each was SH001 or SH002, its model not read)
    (band,), problems = read("Band\nOrc:Q4+,C3,Shooter(Long)\nOrc Two -Q4+ C3\nオーク：質4+ 戦闘3\n"
                             "オーク・質４＋・戦闘３\nエルフ質3+戦闘2森林踏破\nHalf-Orc Q4+ C3\n")
    assert not problems, [d.render() for d in problems]
    assert [(p.name, p.quality, p.combat) for p in band.profiles] == [
        ("Orc", 4, 3), ("Orc Two", 4, 3), ("オーク", 4, 3), ("オーク", 4, 3), ("エルフ", 3, 2), ("Half-Orc", 4, 3)]
    assert [[use.name_as_written for use in p.rules] for p in band.profiles][::4] == [["Shooter"], ["森林踏破"]]
    # (a Japanese name runs into a Japanese Quality label only with its `+`: `エルフ質3 戦闘2` is not guessed)
    _, problems = read("Band\nエルフ質3 戦闘2\n")
    assert [d.code for d in problems] == ["SH002"]   # (said: a model missing its Quality)


def test_labels_in_brackets_each_models_points_and_range_in_kanji_as_japanese_notes_write_them():
    # (`【ポイント】300` was SH001, `【ウォーバンド】森の守り手` the warband's name label and all, `射手（長射程）` SH107, and
    # `森林踏破　各36pt` the rule `森林踏破　各36pt`, unknown)
    (band,), problems = read("【ウォーバンド】森の守り手\n【ポイント】：300\n"
                             "・エルフの射手×２　Q3+ C2　射手（長射程）、森林踏破　各40pt\n狼 Q4+ C2 動物 @11pts\n［合計］91\n")
    assert not problems, [d.render() for d in problems]
    assert (band.name, band.limit) == ("森の守り手", 300)
    assert [[use.name_as_written for use in p.rules] for p in band.profiles] == [["射手", "森林踏破"], ["動物"]]
    _, problems = read("Band\nElf Q3+ C2 Forester each 30 pts\n")
    assert only(problems, "SH112").help() == "write `each 26 pts`"


def test_unknown_rules_and_variants_are_not_counted_in_the_json():
    (band,), _ = read("Band\nElf Q3+ C2 Foresterr, Shooter (Far), Shooter, Regenerate, Forester\n")
    assert [(use.name_as_written, use.counted) for use in band.profiles[0].rules] == [
        ("Foresterr", False), ("Shooter", False), ("Shooter", False), ("Regenerate", False), ("Forester", True)]


def test_japanese_counters_for_people_and_animals_are_counts():
    # `エルフ 3人` and `エルフ3名` were one model named so, with no word: the warband short by two models
    (band,), problems = read("Band\nエルフ 3人 質3+ 戦闘2\nエルフ3名 質3+ 戦闘2\n2人 エルフ 質3+ 戦闘2\n"
                             "狼2匹 質4+ 戦闘2 動物\nエルフ（3名） 質3+ 戦闘2\n")
    assert not problems, [d.render() for d in problems]
    assert [(p.name, p.count) for p in band.profiles] == [("エルフ", 3), ("エルフ", 3), ("エルフ", 2), ("狼", 2),
                                                         ("エルフ", 3)]
    assert band.total == 11 * profile_points(3, 2, 0) + 2 * profile_points(4, 2, rule("animal").points)


def test_points_and_models_of_one_are_singular_in_english_messages():
    (band,), problems = read("Band\nPoints: 0\nScout Q6+ C0 = 3 pts\n1 Ogre Q4+ C4\n")
    note, bare, over = only(problems, "SH112"), only(problems, "SH006"), only(problems, "SH111")
    assert note.text() == "this profile costs 1 point, not 3"
    assert note.text("ja") == "このプロファイルは 1 ポイントです（書かれた値は 3）"
    assert "for 1 model write `1x`" in bare.text() and "costs 31 points, over its limit of 0 by 31" in over.text()
    (band,), problems = read("Band\nPoints: 0\n2 Ogres Q4+ C4\n")
    assert "for 2 models write `2x`" in only(problems, "SH006").text()
    (band,), problems = read("Band\nPoints: 0\nScout Q6+ C0\n")
    assert only(problems, "SH111").text() == "warband `Band` costs 1 point, over its limit of 0 by 1"


def test_a_rule_twice_with_different_specifications_is_counted_once_as_the_builder_does():
    # `Hatred (Elves), Hatred (Dwarves)` cost 3 + 3: neither seed 003 nor the builder's table says a rule may be taken
    # twice, and the builder (sbhowc) holds a rule once on a unit, so it is counted once with SH108
    (band,), problems = read("Band\nOrc Q4+ C3 Hatred (Elves), Hatred (Dwarves)\n"
                             "Mage Q3+ C2 Magic-User (Fire), Magic-User (Ice)\n")
    first, second = [d for d in problems if d.code == "SH108"]
    assert where(first) == (2, 28, 2, 44) and first.help() == "remove `Hatred (Dwarves)`"
    assert "written twice on this profile (Elves; Dwarves)" in first.text() and "counted once" in first.text()
    assert "（Elves／Dwarves）" in first.text("ja")
    orc, mage = band.profiles
    assert orc.points == expected_points(4, 3, 3) and mage.points == expected_points(3, 2, 15)
    assert [use.counted for use in orc.rules] == [True, False]


def test_a_fix_writes_the_parentheses_as_the_rule_was_written():
    # `射手（長さ）` got the fix `射手 (長)` (ASCII parentheses and a space in Japanese text), `Shooter(lnog)` got
    # `Shooter (Long)`, and `憎悪` the example `憎悪 (…)`
    _, problems = read("Band\nOrc Q4+ C3 射手（長さ）\nOrc Q4+ C3 Shooter(lnog)\nOrc Q4+ C3 Shooter (lnog)\n"
                       "Orc Q4+ C3 憎悪\nOrc Q4+ C3 Hatred\nOrc Q4+ C3 Hatrd (Elves)\nOrc Q4+ C3 大型 頑健（エルフ）\n")
    assert [d.help() for d in problems] == ["write `射手（長）`", "write `Shooter(Long)`", "write `Shooter (Long)`",
                                            "for example `憎悪（…）`", "for example `Hatred (…)`",
                                            "write `Hatred (Elves)`", "write `大型、頑健（エルフ）`"]


@pytest.mark.parametrize("line, count", [("3x Veteran 2x Orc Q4+ C3", 3), ("Veteran 2x Orc Q4+ C3 x3", 3)])
def test_a_count_inside_the_name_is_said_beside_the_profiles_own_count(line, count):
    """With the count written before the name, no SH011 was said (the name held `2x` in silence); with it at the
    line's end, SH011 said the profile was one model though it counts 3."""
    (band,), problems = read(f"Band\n{line}\n")
    assert [(p.name, p.count) for p in band.profiles] == [("Veteran 2x Orc", count)]
    found = only(problems, "SH011")
    assert found.span.text == "2x" and "one model" not in found.text() and "counted by" in found.text()
    assert "2x" in found.text("ja") and "1 体" not in found.text("ja")


# ---- the rules' ends and brackets as players write them ------------------------------------------

@pytest.mark.parametrize(("line", "expected"), [
    ("Elf Q3+ C2 Forester, Stealth.", [("forester", None), ("stealth", None)]),
    ("Troll Q4+ C4 Big, Savage, Fearless.", [("big", None), ("savage", None), ("fearless", None)]),
    ("Archer Q4+ C2 Shooter (Long).", [("shooter_long", "Long")]),
    ("ドワーフ 質3+ 戦闘3 重装甲、不屈。", [("heavy_armor", None), ("steadfast", None)]),
    ("Archer Q4+ C2 Shooter [Medium]", [("shooter_medium", "Medium")]),
    ("Elf Q3+ C2 Shooter [Long], Forester", [("shooter_long", "Long"), ("forester", None)]),
    ("射手 質4+ 戦闘2 射手［中］", [("shooter_medium", "中")]),
    ("弓兵 質4+ 戦闘2 射手【長】、森林踏破", [("shooter_long", "長"), ("forester", None)]),
    ("Orc Q4+ C3 Hatred [Elves]", [("hatred", "Elves")]),
    # a shooter's range in braces or after a blank: the range's words are the table's closed list, one reading only
    ("Archer Q4+ C3 Shooter {Short}", [("shooter_short", "Short")]),
    ("Archer Q4+ C3 Shooter ｛Long｝, Forester", [("shooter_long", "Long"), ("forester", None)]),
    ("Orc Q4+ C3 Hatred {Elves}", [("hatred", "Elves")]),
    ("Elf Q3+ C2 Shooter L", [("shooter_long", "L")]),
    ("Elf Q3+ C2 Shooter M, Forester", [("shooter_medium", "M"), ("forester", None)]),
    ("Elf Q3+ C2 Shooter S", [("shooter_short", "S")]),
    ("Elf Q3+ C2 Shooter-L", [("shooter_long", "L")]),
    ("Elf Q3+ C2 Shooter s", [("shooter_short", "s")]),
    ("Elf Q3+ C2 Shooter Long Range", [("shooter_long", "Long Range")]),
    ("弓兵 質4+ 戦闘2 射手 長、森林踏破", [("shooter_long", "長"), ("forester", None)]),
], ids=["stop", "stop-three", "stop-after-spec", "ja-stop", "square", "square-then-rule", "ja-square", "ja-lenticular",
        "square-required", "braces", "full-width-braces", "braces-required", "letter-l", "letter-m", "letter-s", "hyphen-l",
        "lower-s", "words", "ja-blank"])
def test_a_full_stop_and_a_specification_in_brackets_are_read_as_players_write_them(line, expected):
    """`Stealth.` (a sentence's full stop after the last rule) was SH101, an unknown rule, not counted; `Shooter [Long]`
    and `射手［中］` were SH002 and the whole profile lost; `射手【長】` SH101; `Shooter {Short}` and `Shooter L` SH101 with a
    suggestion: each read now, and counted."""
    (band,), problems = read(f"Warband: Test\nPoints: 300\n{line}\n")
    assert problems == [], [(d.code, str(d.message)) for d in problems]
    (profile,) = band.profiles
    assert [(use.id, use.spec) for use in profile.rules] == expected and all(use.counted for use in profile.rules)
    assert profile.points == expected_points(profile.quality, profile.combat, sum(u.points for u in profile.rules))


@pytest.mark.parametrize("line, code, fix", [
    ("Elf Q3+ C2 Shooter X", "SH101", "Shooter"), ("Elf Q3+ C2 Shooter {Lnog}", "SH107", "Shooter (Long)"),
    ("Elf Q3+ C2 Forester L", "SH101", None), ("Elf Q3+ C2 Shooter L Forester", "SH101", "Shooter L, Forester"),
], ids=["no-variant", "braces-slip", "no-variants-rule", "no-comma"])
def test_words_after_a_rule_that_name_no_variant_are_still_said(line, code, fix):
    (band,), problems = read(f"Warband: Test\nPoints: 300\n{line}\n")
    said = only(problems, code)
    assert not band.profiles[0].rules[0].counted
    if fix is not None:
        assert said.help("en") == f"write `{fix}`"


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_long_rule_name_is_not_tried_for_a_variant_at_each_blank():
    """`Shooter L` is a rule and its variant's words after a blank: a rule's name has a few words, so only the first
    blanks are tried (each try looks up the words before it: every blank of a long name would take the square)."""
    def band(n: int) -> str:
        return "Warband: T\nPoints: 300\nElf Q3+ C2 Shooter " + "a " * n + "L\n"

    (warband,), problems = read(band(1))
    assert [d.code for d in problems] == ["SH101"] and not warband.profiles[0].rules[0].counted
    timings = [cpu_seconds(lambda n=n: read(band(n))) for n in (5000, 20000)]
    assert timings[1] < 8 * timings[0] + 0.05, timings  # four times the text, not sixteen times the time


def test_a_full_stop_inside_the_rules_or_alone_is_no_rule():
    (band,), problems = read("Warband: Test\nPoints: 300\nElf Q3+ C2 Stealth., Forester\nOrc Q4+ C3 Savage, .\n")
    assert [(u.id, u.name_as_written) for u in band.profiles[0].rules] == [("stealth", "Stealth"), ("forester", "Forester")]
    assert [d.code for d in problems] == ["SH002"]   # (a stop with no rule before it is not read)


@pytest.mark.parametrize(("written", "expected"), [
    ("Lethal vs Undead", ("lethal", "Undead")), ("Hatred vs. Elves", ("hatred", "Elves")),
    ("Hatred against Dwarves", ("hatred", "Dwarves")), ("Shooter: Long", ("shooter_long", "Long")),
    ("憎悪：エルフ", ("hatred", "エルフ")), ("憎悪 対 エルフ", ("hatred", "エルフ")),
])
def test_a_specification_written_in_words_after_its_rule_is_read(written, expected):
    """`Lethal vs Undead` was SH101, an unknown rule with no fix, not counted: a rule that takes a specification
    followed by `vs`, `against` or a colon and words is that rule and that specification."""
    (band,), problems = read(f"Warband: Test\nPoints: 300\nSlayer Q3+ C3 {written}\n")
    assert problems == [] and [(u.id, u.spec) for u in band.profiles[0].rules] == [expected]
    assert band.profiles[0].rules[0].counted


def test_a_specification_in_words_is_not_read_on_a_rule_that_takes_none():
    _, problems = read("Warband: Test\nPoints: 300\nElf Q3+ C2 Forester: yes\n")
    assert only(problems, "SH101").text("en").startswith("unknown special rule `Forester: yes`")


@pytest.mark.parametrize("written, fixed", [
    ("Animal + Long Move", "Animal, Long Move"), ("Savage and Heavy Armor", "Savage, Heavy Armor"),
    ("Animal & Big", "Animal, Big"), ("動物＋大型", "動物、大型"),
])
def test_rules_joined_by_a_plus_or_and_are_told_the_comma(written, fixed):
    """`Animal + Big`, `Savage and Heavy Armor` were SH101 with no fix; now the fix with the comma, as for a slash."""
    _, problems = read(f"Warband: Test\nPoints: 300\nBeast Q4+ C3 {written}\n")
    said = only(problems, "SH101")
    assert said.help("en") == f"replace with `{fixed}`" or fixed in said.text("en"), said.text("en")


@pytest.mark.parametrize(("written", "expected"), [
    ("Long Moves", "long_move"), ("Magic-Users", "magic_user"), ("Heroes", "hero"), ("Shooters (Long)", "shooter_long"),
    ("Goodshot", "good_shot"), ("Magicuser", "magic_user"), ("longmove", "long_move"), ("Shooter (med.)", "shooter_medium"),
    ("射手（ミドル）", "shooter_medium"), ("Fearless", "fearless"),
])
def test_a_rule_in_the_plural_run_together_or_abbreviated_is_read(written, expected):
    """`Long Moves`, `Magic-Users`, `Goodshot`, `Shooter (med.)`, `射手（ミドル）` were SH101 or SH107 (not counted): a
    rule's plural, its words run together, an abbreviation's full stop and the katakana of middle range are read."""
    (band,), problems = read(f"Warband: Test\nPoints: 300\nElf Q3+ C2 {written}\n")
    assert [d.code for d in problems if d.code != "SH110"] == [] and [u.id for u in band.profiles[0].rules] == [expected]


def test_a_plural_is_no_rule_in_a_notes_last_word():
    from statblock.rulesets.sbh.vocabulary import rule as rule_of

    assert rule_of("Animals") is None and rule_of("Animals", loose=True).id == "animal"
    assert rule_of("Bigs", loose=True).id == "big" and rule_of("Elves", loose=True) is None


@pytest.mark.parametrize("note", [
    "Spells: Transfix, Ranged Attack", "魔法：トランスフィクス", "Notes: stays near the mage", "装備：長弓", "Equipment: longbow",
])
def test_a_labelled_note_line_after_a_blank_line_is_kept_as_the_warbands_note(note):
    """`Spells: Transfix` under a Magic-User (or `Notes:`, `装備：`) in a .sbh file was SH001, an error, and in no card;
    it is the warband's note now, as the roster wrote it (as a Markdown roster's prose is), when a blank line parts it
    from the profile above."""
    (band,), problems = read(f"Warband: Mages\nPoints: 200\nElf Mage Q3+ C2 Magic-User\n\n{note}\nElf Q3+ C2 Forester\n")
    assert [d.code for d in problems if d.code != "SH110"] == [] and [n.text for n in band.notes] == [note]
    assert [p.name for p in band.profiles] == ["Elf Mage", "Elf"] and not band.profiles[0].notes


@pytest.mark.parametrize(("note", "said"), [
    ("Spells: Transfix, Ranged Attack", False), ("魔法：トランスフィクス", False), ("Notes: stays near the mage", True),
    ("装備：長弓", True), ("Equipment: longbow", True)])
def test_a_labelled_note_line_right_under_a_profile_at_its_depth_is_that_profiles_and_said(note, said):
    # (it stayed the warband's, though the layout groups it with the profile above, as a card lists its notes: now the
    # profile's; a Magic-User's spells are a caster's, nothing to say; any other label is said, SH013, a warning
    # saying how to write either reading plainly)
    (band,), problems = read(f"Warband: Mages\nPoints: 200\nElf Mage Q3+ C2 Magic-User\n{note}\nElf Q3+ C2 Forester\n")
    assert [n.text for n in band.profiles[0].notes] == [note] and not band.notes and not band.profiles[1].notes
    found = [d for d in problems if d.code == "SH013"]
    assert [d.code for d in problems if d.code not in ("SH110", "SH013")] == [] and len(found) == said
    if said:
        (d,) = found
        assert d.severity.name == "WARNING" and d.span.text == note and "Elf Mage" in d.text("en")
        assert "Elf Mage" in d.text("ja") and not re.search(r"[A-Za-z]{2,}", d.text("ja").replace("Elf Mage", ""))


def test_a_line_of_no_label_known_is_still_not_a_profile():
    _, problems = read("Warband: Mages\nPoints: 200\nElf Q3+ C2 Forester\nTactics: hide\n")
    assert only(problems, "SH001")


@pytest.mark.parametrize("head, name", [
    ("Elves (300 pts)", "Elves"), ("Elves - 300 points", "Elves"), ("エルフ隊（300点）", "エルフ隊"),
])
def test_a_name_line_with_its_limit_is_the_name_and_the_limit(head, name):
    """`Elves (300 pts)` as a native file's name line was the warband `Elves (300 pts)` with no limit: a warband over
    it said nothing. It is read as a Markdown heading is: the name and the limit (SH111 over it)."""
    (band,), problems = read(f"{head}\nElf Q3+ C2 Forester\n")
    assert (band.name, band.limit, problems) == (name, 300, [])
    (band,), problems = read(f"{head}\nPoints: 300\nElf Q3+ C2 Forester\n")   # the same limit again: nothing said
    assert (band.limit, problems) == (300, [])
    (band,), problems = read(f"{head}\nPoints: 200\nElf Q3+ C2 Forester\n")   # another: said, the first kept
    assert band.limit == 300 and only(problems, "SH003")
    (band,), problems = read("Elves (20 pts)\nElf Q3+ C2 Forester\n")
    assert only(problems, "SH111")
    (band,), _ = read("Elves (Wood)\nElf Q3+ C2 Forester\n")
    assert (band.name, band.limit) == ("Elves (Wood)", None)


@pytest.mark.parametrize(("written", "expected"), [("射撃（長）", "shooter_long"), ("射撃（中距離）", "shooter_medium")])
def test_shooting_in_japanese_is_the_shooter(written, expected):
    """`射撃（長）` (shooting, as seed 003 writes 「射撃としての魔法」) was SH101, "did you mean 射手", not counted."""
    (band,), problems = read(f"ウォーバンド：弓兵\nポイント：300\n弓兵 質4+ 戦闘2 {written}\n")
    assert problems == [] and [u.id for u in band.profiles[0].rules] == [expected]


@pytest.mark.parametrize(("written", "expected"), [
    ("Long Range Shooter", "shooter_long"), ("Long-Range Shooter", "shooter_long"), ("medium range shooter", "shooter_medium"),
    ("Short Range Shooter", "shooter_short"),
])
def test_a_shooter_named_by_its_range_first_is_read(written, expected):
    """`Long Range Shooter` was SH101 (\"did you mean Long Shooter\"), not counted."""
    (band,), problems = read(f"Warband: Test\nPoints: 300\nArcher Q4+ C2 {written}\n")
    assert problems == [] and [u.id for u in band.profiles[0].rules] == [expected]


def test_a_points_note_in_brackets_right_after_a_word_is_checked_as_japanese_writes_it():
    # (`森林踏破（99点）`: the rule `森林踏破` with the specification `99点`, no SH112; `戦闘2（99点）` SH002, the model lost)
    (band,), problems = read("Band\nエルフ 質3+ 戦闘2 森林踏破（99点）\nElf Q3+ C2 Forester(99 pts)\nエルフ 質3+ 戦闘2（99点）\n"
                             "Orc Q4+ C3 Hatred(Elves)\n")
    assert [(d.code, d.span.text) for d in problems] == [("SH112", "（99点）"), ("SH112", "(99 pts)"),
                                                         ("SH112", "（99点）")]
    assert [[(use.name_as_written, use.spec) for use in p.rules] for p in band.profiles] == [
        [("森林踏破", None)], [("Forester", None)], [], [("Hatred", "Elves")]]


def test_a_slash_a_bar_or_a_semicolon_after_the_name_is_a_separator_not_part_of_the_name():
    # (`Elf C | Q3+ | C2` was the name `Elf C |`; `エルフC｜質3+｜戦闘2` SH002, its model lost; `戦闘2・森林踏破` the rule
    # `・森林踏破`)
    (band,), problems = read("Band\nElf C | Q3+ | C2 | Forester\nElf D / Q3+ / C2 / Forester\nElf E ; Q3+ ; C2 ; Forester\n"
                             "エルフC｜質3+｜戦闘2｜森林踏破\nエルフD／質3+／戦闘2／森林踏破\nエルフD ／ 質3+ ／ 戦闘2 ／ 森林踏破\n"
                             "エルフG　質3+　戦闘2・森林踏破\n")
    assert not problems, [d.render() for d in problems]
    assert [p.name for p in band.profiles] == ["Elf C", "Elf D", "Elf E", "エルフC", "エルフD", "エルフD", "エルフG"]
    assert [[use.name_as_written for use in p.rules] for p in band.profiles] == [["Forester"]] * 3 + [["森林踏破"]] * 4


def test_no_rules_written_on_a_profile_line_as_a_tables_cell_writes_it():
    # (`Orc Q4+ C3 None`, `Orc Q4+ C3 -`, `特殊ルール：なし` were SH101, an unknown rule, while a table's cell read them)
    (band,), problems = read("Band\nOrc Q4+ C3 None\nOrc Q4+ C3 -\nElf Q3+ C2 Special Rules: None\n"
                             "エルフ 質3+ 戦闘2 特殊ルール：なし\nオーク 質4+ 戦闘3 無し\n")
    assert not problems, [d.render() for d in problems]
    assert [(p.rules, p.points) for p in band.profiles] == [((), 23), ((), 23), ((), 20), ((), 20), ((), 23)]
    _, problems = read("Band\nOrc Q4+ C3 None, Animal\n")   # (with a rule: a word no rule has, said)
    assert only(problems, "SH101").span.text == "None"


@pytest.mark.parametrize(("written", "meant"), [("Aminal", "Animal"), ("Stelath", "Stealth"), ("アンッデド", "アンデッド")])
def test_two_letters_swapped_in_a_rule_are_a_slip_with_a_did_you_mean(written, meant):
    # (`Aminal`: SH101 with no did-you-mean, its ratio to `Animal` 0.67 under the cutoff)
    _, problems = read(f"Band\nWolf Q4+ C2 {written}\n")
    assert only(problems, "SH101").help() == f"write `{meant}`"


def test_a_note_line_indented_under_a_profile_is_that_profiles():
    # (an indented `Spells: Transfix` under a Magic-User was the warband's note; one not indented after the profile's
    # indented notes, `Notes: all of them`, still is: back at the profile's depth, it has left them)
    text = ("The Green Hand\nElf Mage Q3+ C2 Magic-User\n    Spells: Transfix\n\n    Notes: leads\nNotes: all of them\n"
            "Orc Q4+ C3\n  備考：斧\nOrc Q4+ C9\n  Notes: too strong\n  Elf Q3+\n    Notes: unread\n")
    (band,), problems = read(text)
    assert [d.code for d in problems if d.code != "SH110"] == ["SH103", "SH002"]
    assert [[n.text for n in p.notes] for p in band.profiles] == [
        ["Spells: Transfix", "Notes: leads"], ["備考：斧"], ["Notes: too strong"]]
    assert [n.text for n in band.notes] == ["Notes: all of them", "Notes: unread"]
    (note,) = band.profiles[1].notes
    assert (note.span.line, note.span.column, note.span.text) == (8, 3, "備考：斧")
    # (at the profile's depth right under it, the profile's, said: SH013; before, the warband's)
    (band,), problems = read("  Elf Q3+ C2\n  Notes: as deep\n\tOrc Q4+ C3\n")
    assert [n.text for n in band.profiles[0].notes] == ["Notes: as deep"] and not band.notes
    assert "SH013" in [d.code for d in problems]


def test_the_stats_in_brackets_after_the_name_are_read():
    # (`Elf Mage (Q3+, C2) Magic-User` and `エルフの魔法使い（質3+／戦闘2）…` were SH002 at column 1, the model lost)
    (band,), problems = read("Band\nElf Mage (Q3+, C2) Magic-User\nOrc [C3 Q4+] Animal\n"
                             "エルフの魔法使い（質3+／戦闘2）マジック・ユーザー\nエルフ（質3+ 戦闘2）\n")
    assert [d.code for d in problems] == ["SH110"]
    assert [(p.name, p.quality, p.combat, [u.id for u in p.rules]) for p in band.profiles] == [
        ("Elf Mage", 3, 2, ["magic_user"]), ("Orc", 4, 3, ["animal"]),
        ("エルフの魔法使い", 3, 2, ["magic_user"]), ("エルフ", 3, 2, [])]
    assert [(p.name_span.column, p.rules[0].span.text) for p in band.profiles[:3]] == [
        (1, "Magic-User"), (1, "Animal"), (1, "マジック・ユーザー")]
    # (brackets that do not pair, or hold more than the stats, are not read so: said as before)
    _, problems = read("Band\nElf (Q3+ C2] Forester\nElf (Q3+ C2 Forester)\n")
    assert [d.code for d in problems] == ["SH002", "SH002"]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_stats_in_brackets_are_looked_for_in_linear_time():
    """A line the grammar cannot read is looked at for stats in brackets (`Elf (Q3+ C2)`): a long run of blanks
    inside the brackets, after a label or between the stats, is scanned once, never split two ways (the square)."""
    def band(n: int) -> str:
        return "Band\n" + "".join(f"Elf{i} ({stats}" + " " * n + "x) C2\n" for i, stats in enumerate(("Q3+", "Q", "Q:")))

    _, problems = read(band(1))
    assert [d.code for d in problems] == ["SH002"] * 3
    timings = [cpu_seconds(lambda n=n: read(band(n))) for n in (5000, 20000)]
    assert timings[1] < 8 * timings[0] + 0.05, timings  # four times the text, not sixteen times the time


@pytest.mark.parametrize(("text", "path", "at", "written", "fix"), [
    ("Warband: Elves\nPoints: 300.0\nElf Q3+ C2\n", "band.sbh", (2, 9), "300.0", "write `300`"),
    ("Warband: Elves\nLimit 3e2 pts\nElf Q3+ C2\n", "band.sbh", (2, 7), "3e2", "write `300`"),
    ("Warband: Elves\nPoints: 300.\nElf Q3+ C2\n", "band.sbh", (2, 9), "300.", "write `300`"),
    ("Warband: Elves\nPoints: 300.5\nElf Q3+ C2\n", "band.sbh", (2, 9), "300.5", "None"),
    ("ウォーバンド：エルフ\nポイント：３００．０\nエルフ 質3+ 戦闘2\n", "band.sbh", (2, 6), "３００．０", "write `300`"),
    ("Warband: Elves\nElf Q3+ C2\nTotal: 23.0 pts\n", "band.sbh", (3, 8), "23.0", "write `23`"),
    ("# Elves\n\nPoints: 300.0\n\n- Elf Q3+ C2\n", "band.md", (3, 9), "300.0", "write `300`"),
    ("# エルフ\n\nポイント：300.0点\n\n- エルフ 質3+ 戦闘2\n", "band.md", (3, 6), "300.0", "write `300`"),
], ids=["sbh", "exponent", "point-alone", "fraction", "sbh-japanese-full-width", "total", "markdown", "markdown-japanese"])
def test_a_limit_with_a_decimal_point_in_a_roster_line_is_said_as_in_front_matter(text, path, at, written, fix):
    """`Points: 300.0` in a `.sbh` file or a Markdown roster's body: SH018 at the value with the whole number offered,
    the limit not read, as front matter's `points: 300.0` is, in both languages. Before, SH001 in a `.sbh` file with no
    hint, and in Markdown a note, the limit unread in silence."""
    (band,), problems = read(text, path)
    assert band.limit is None and band.notes == () and len(band.profiles) == 1
    assert [(d.code, d.severity.value, d.span.line, d.span.column, d.span.text, str(d.suggestion))
            for d in problems] == [("SH018", "warning", *at, written, fix)]
    assert "whole number" in problems[0].text("en") and "整数" in problems[0].text("ja")
    assert re.search(r"[A-Za-z]", problems[0].text("ja").replace(written, "")) is None


@pytest.mark.parametrize("line", ["Points: 300", "Elf 2.5 Q3+ C2", "Version 1.0 of the list", "Elves 3e2"])
def test_a_line_with_a_decimal_that_is_no_limit_is_read_as_before(line):
    """Only a limit's or a total's number with a point is SH018: a whole limit, a profile, a name are as they were."""
    bands, problems = read(f"{line}\nOrc Q4+ C3\n")
    assert "SH018" not in [d.code for d in problems]


def test_the_stats_each_in_its_own_brackets_are_read_as_in_one():
    """`Elf Mage (Q3+) (C2) Magic-User`, `エルフ（質3+）（戦闘2）森林踏破`, `Orc [C3] [Q4+]`: the stats each in its own
    brackets are read as in one pair (before, SH001: the line was not even taken for a profile)."""
    (band,), problems = read("Warband: Elves\nElf Mage (Q3+) (C2) Magic-User\nOrc [C3] [Q4+] Animal\n"
                             "エルフ（質3+）（戦闘2）森林踏破\nElf (Q3+), (C2)\n")
    assert [d.code for d in problems] == ["SH110"]   # (the mage's Magic-User: a personality)
    assert [(p.name, p.quality, p.combat, [u.id for u in p.rules]) for p in band.profiles] == [
        ("Elf Mage", 3, 2, ["magic_user"]), ("Orc", 4, 3, ["animal"]), ("エルフ", 3, 2, ["forester"]), ("Elf", 3, 2, [])]
    assert [p.rules[0].span.text for p in band.profiles[:3]] == ["Magic-User", "Animal", "森林踏破"]
    # (brackets that do not pair are not read so: said, SH002, as before)
    _, problems = read("Band\nElf (Q3+] [C2) Forester\n")
    assert [d.code for d in problems] == ["SH002"]


@pytest.mark.parametrize(("profile", "note"), [
    ("Elf Mage Q3+ C2 Magic-User", "  Spells: Transfix (Q3+ to cast), Fireball"),
    ("Elf Q3+ C2", "  Notes: the mage (C2) stays back"),
    ("Elf Q3+ C2", "  Notes: [Q3+] when upgraded"),
    ("エルフの魔法使い 質3+ 戦闘2 マジック・ユーザー", "  魔法：呪縛（質3+で発動）、火球"),
    ("エルフ 質3+ 戦闘2", "  備考：魔法使い（戦闘2）は後方に"),
], ids=["spells-en", "notes-en", "notes-stats-only-en", "spells-ja", "notes-ja"])
def test_a_labelled_note_holding_a_bracketed_stat_is_the_profiles_note(profile, note):
    """A labelled line under a profile is a note, never a profile, whatever brackets it holds; a parenthesis of prose
    holding a `Q`/`C` is no stats (before, since stats in brackets were read, SH002 and the note was lost)."""
    (band,), problems = read(f"Warband: Elves\n{profile}\n{note}\n")
    assert [p.name for p in band.profiles] == [profile.split(" Q")[0].split(" 質")[0]]
    assert [n.text for n in band.profiles[0].notes] == [note.strip()]
    assert "SH002" not in [d.code for d in problems] and "SH001" not in [d.code for d in problems]




@pytest.mark.parametrize(("line", "rules", "note"), [
    ("Elf Mage Q3+ C2 Magic-User; Spells: Transfix, Fireball", ["magic_user"], "Spells: Transfix, Fireball"),
    ("Elf Mage Q3+ C2 Magic-User, Forester, Spells: Transfix", ["magic_user", "forester"], "Spells: Transfix"),
    ("エルフの魔法使い 質3+ 戦闘2 マジック・ユーザー 魔法：呪縛、火球", ["magic_user"], "魔法：呪縛、火球"),
    ("エルフの魔法使い 質3+ 戦闘2 マジック・ユーザー、呪文：呪縛", ["magic_user"], "呪文：呪縛"),
], ids=["english", "after-two-rules", "japanese", "japanese-comma"])
def test_a_magic_users_spells_after_its_rules_are_its_note(line, rules, note):
    """A Magic-User's spells written after its rules on the profile line (`Magic-User; Spells: Transfix`): the seed has
    no spell list (a spell is how the player tells it), so they are the model's note, as a `Spells:` line under it is.
    Before, each spell was an unknown rule (SH101), in both languages."""
    (band,), problems = read(f"Warband: W\n{line}\n")
    (profile,) = band.profiles
    assert [u.id for u in profile.rules] == rules and all(u.counted for u in profile.rules)
    assert [n.text for n in profile.notes] == [note] and profile.notes[0].span.text == note
    assert [d.code for d in problems] == ["SH110"]   # (the Magic-User is a personality, alone in its warband)


@pytest.mark.parametrize(("line", "note", "written"), [
    ("Elf Sage Q3+ C2 Magic-User; Spells: Transfix (40 pts)", "Spells: Transfix", "(40 pts)"),
    ("Elf Sage Q3+ C2 Magic-User; Spells: Transfix = 99 pts", "Spells: Transfix", "= 99 pts"),
    ("エルフの魔法使い 質3+ 戦闘2 マジック・ユーザー 魔法：呪縛（40点）", "魔法：呪縛", "（40点）"),
    ("エルフの魔法使い 質3+ 戦闘2 マジック・ユーザー、呪文：呪縛 = 99点", "呪文：呪縛", "= 99点"),
], ids=["english-brackets", "english-equals", "japanese-brackets", "japanese-equals"])
def test_a_points_note_after_a_magic_users_spells_is_checked(line, note, written):
    """A points note ending a line after its inline spells is the profile's, checked as on a line with no spells
    (SH112 at the note); the spells' note ends before it. Before, it was part of the spells' note, never checked."""
    (band,), problems = read(f"Warband: W\n{line}\n")
    (profile,) = band.profiles
    assert [n.text for n in profile.notes] == [note]
    (wrong,) = [d for d in problems if d.code == "SH112"]
    assert wrong.span.text == written and wrong.span.start == len("Warband: W\n") + line.index(written)


def test_a_bare_number_in_brackets_after_spells_stays_in_their_note():
    """`Spells: Fireball (2)`: a number in brackets with no unit may be the spell's, so it stays in the note."""
    (band,), problems = read("Warband: W\nElf Sage Q3+ C2 Magic-User; Spells: Fireball (2)\n")
    assert [n.text for n in band.profiles[0].notes] == ["Spells: Fireball (2)"]
    assert [d.code for d in problems] == ["SH110"]

@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize(("band", "codes"), [
    # a limit's number with a point: looked for once a run of digits
    (lambda n: "Warband: T\nPoints: " + "1" * n + ". " + "2." * n + "\nElf Q3+ C2\n", None),
    # `Elf (Q3+)` then a long run of blanks and no bracket: scanned once from each bracket
    (lambda n: "Band\n" + "".join(f"Elf{i} (Q3+){gap}" + " " * n + "x (C2)\n" for i, gap in enumerate(("", " ,", ")"))),
     ["SH002"] * 3),
    # the spells' label after the rules: looked for once a run of blanks
    (lambda n: "Warband: W\nElf Q3+ C2 Forester" + " " * n + ", " + " " * n + "Spell\n", None),
    # an opening bracket before a long run of stats that no bracket closes: looked over once from each bracket
    (lambda n: "Band\nOrc Q4+ C3\n" + "".join(f"Elf{i} " + "(Q3+C2" * 3 + "Q3+C2" * n + "\n" for i in range(3)), ["SH001"] * 3),
    # a long list of spells before a points note: looked over once
    (lambda n: "Warband: W\nElf Q3+ C2 Magic-User; Spells: " + "Transfix, " * n + "Fireball (40 pts)\n", ["SH110", "SH112"]),
], ids=["decimal-limit", "stats-in-two-brackets", "spells-after-the-rules", "stats-no-bracket-closes",
        "spells-then-points"])
def test_a_long_run_before_a_limit_two_brackets_or_spells_is_read_in_linear_time(band, codes):
    """What this session's patterns look for (a limit's number with a point, the stats in two brackets, spells after the
    rules) is looked for once a run of digits or blanks: a long run is no square of work."""
    if codes is not None:
        _, problems = read(band(1))
        assert [d.code for d in problems] == codes
    timings = [cpu_seconds(lambda n=n: read(band(n))) for n in (5000, 20000)]
    assert timings[1] < 8 * timings[0] + 0.05, timings  # four times the text, not sixteen times the time


@pytest.mark.parametrize(("line", "fix"), [
    ("狼　質4+　戦闘2　動物　（18点）", "write `（11点）`"),
    ("Wolf Q4+ C2 Animal [18 pts]", "write `[11 pts]`"),
    ("狼 質4+ 戦闘2 動物 ＝１８点", "write `＝11点`"),
], ids=["full-width-brackets", "ascii", "full-width-equals"])
def test_a_wrong_points_note_is_fixed_as_it_was_written(line, fix):
    """SH112's fix keeps the note's marks as written (`（18点）` → `（11点）`): before, the folded `(11点)`."""
    _, problems = read(f"Warband: W\n{line}\n")
    assert [(d.code, str(d.suggestion)) for d in problems if d.code == "SH112"] == [("SH112", fix)]


@pytest.mark.parametrize(("text", "name", "said"), [
    ("Warbnd: Elves\nElf Q3+ C2\n", "Warbnd: Elves", [("SH021", "Warbnd", "Warband")]),
    ("Warband Nmae: Elves\nElf Q3+ C2\n", "Warband Nmae: Elves", [("SH021", "Warband Nmae", "Warband Name")]),
    ("ウォバンド：エルフ\nエルフ 質3+ 戦闘2\n", "ウォバンド：エルフ", [("SH021", "ウォバンド", "ウォーバンド")]),
    ("Warband: Elves\nPoinst: 300\nElf Q3+ C2\n", "Elves", [("SH001", "Poinst: 300", "Point")]),
    ("Warband: Elves\nLimt: 300\nElf Q3+ C2\n", "Elves", [("SH001", "Limt: 300", "Limit")]),
    ("ウォーバンド：エルフ\nポイソト：300\nエルフ 質3+ 戦闘2\n", "エルフ", [("SH001", "ポイソト：300", "ポイント")]),
    ("Warband: Elves\nTactics: hide\nElf Q3+ C2\n", "Elves", [("SH001", "Tactics: hide", None)]),
    ("Bad: Elves\nElf Q3+ C2\n", "Bad: Elves", []),
], ids=["warband", "warband-name", "japanese-warband", "points", "limit", "japanese-points", "no-key-near", "short-word"])
def test_a_key_close_to_a_rosters_own_gets_a_did_you_mean(text, name, said):
    """A key-like word before a colon a letter or two off a warband's name key or a points limit's (`Warbnd`, `Poinst`,
    `ウォバンド`): on a name line SH021 at the key (the line still the name, as written), on a line that is nothing else
    SH001 with the did-you-mean, in English and Japanese. A word near no key (`Tactics`) or too short to guess from
    (`Bad`) says what it said before. Before, `Warbnd: Elves` named the warband in silence and `Poinst: 300` was SH001
    with no did-you-mean."""
    (band,), problems = read_warband(SourceFile("band.sbh", text))
    assert band.name == name and band.profiles
    assert [(d.code, d.span.text) for d in problems] == [(code, at) for code, at, _ in said]
    for diagnostic, (_, _, guess) in zip(problems, said):
        english, japanese = diagnostic.text("en"), diagnostic.text("ja")
        assert (f"did you mean `{guess}`?" in english) is (guess is not None)
        assert (f"「{guess}」のことですか？" in japanese) is (guess is not None)


@pytest.mark.parametrize(("note", "said"), [
    ("Paints: green and brown, drybrushed", None),
    ("Joints: magnetised arms", None),
    ("Print: A4 cards, matte", None),
    ("Hand: magnetised arms", None),
    ("Brand: Citadel", None),
    ("Pointers: see the back", None),
    ("Pointers: 300", None),
    ("Poinst: 300", ("Poinst", "Point")),
    ("Ponts: 300 pts", ("Ponts", "Points")),
    ("Warbnd: Orcs", None),
    ("ペイント：緑と茶色、ドライブラシ", None),
    ("ポイソト：300", ("ポイソト", "ポイント")),
    ("ウォバンド：第二部隊", None),
], ids=["paints", "joints", "print", "hand", "brand", "pointers", "pointers-number", "points", "points-pts",
        "warband-under-a-name", "japanese-paint", "japanese-points", "japanese-warband-under-a-name"])
def test_a_note_line_guesses_a_key_only_when_its_value_fits_and_one_slip_is_off(note, said):
    """A Markdown note under a named warband's profiles: SH021 guesses a points key only when the line with it would be
    a limit's (a number, `Poinst: 300`), and one slip from it (a letter added, lost, changed or two swapped), and never a
    warband's name key (no name stands there), in English and Japanese. Before, `Paints: green and brown`, `Joints: …`
    and `ペイント：…` guessed `Points`/`ポイント`, `Hand`/`Brand` `Band`, `Print` `Point`: false warnings on a correct
    file."""
    (band,), problems = read_warband(SourceFile("band.md", f"# Wood Elves (300 pts)\n\n- Elf Q3+ C2\n\n{note}\n"))
    assert band.name == "Wood Elves" and band.profiles and len(band.notes) == 1
    assert [(d.code, d.span.text) for d in problems] == ([] if said is None else [("SH021", said[0])])
    if said is not None:
        assert f"did you mean `{said[1]}`?" in problems[0].text("en")
        assert f"「{said[1]}」のことですか？" in problems[0].text("ja")


@pytest.mark.parametrize(("text", "said"), [
    ("Hand: Elves\nElf Q3+ C2\n", ("Hand", "Band")),
    ("ウォバンド：エルフ\nエルフ 質3+ 戦闘2\n", ("ウォバンド", "ウォーバンド")),
    ("Paints: green\nElf Q3+ C2\n", None),
    ("ペイント：緑\nエルフ 質3+ 戦闘2\n", None),
], ids=["warband", "japanese-warband", "points-not-a-number", "japanese-points-not-a-number"])
def test_a_name_line_guesses_a_warband_key_but_a_points_key_only_for_a_number(text, said):
    """The line that names the warband is where its name stands: a warband key one slip off is guessed (`Hand: Elves`);
    a points key only when the value is a number (`Paints: green` names the warband, nothing said), in both languages.
    Before, `Paints: green` and `ペイント：緑` guessed `Points`/`ポイント`."""
    (band,), problems = read_warband(SourceFile("band.sbh", text))
    assert band.profiles and band.name == text.split("\n")[0]
    assert [(d.code, d.span.text) for d in problems] == ([] if said is None else [("SH021", said[0])])
    if said is not None:
        assert f"did you mean `{said[1]}`?" in problems[0].text("en")
        assert f"「{said[1]}」のことですか？" in problems[0].text("ja")


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_key_near_a_rosters_own_is_looked_for_in_linear_time():
    """A line's first words are looked at for a key near a roster's own (`Warbnd:`): a long key-like run (letters, or
    letters and blanks with no colon) is scanned once, and many such lines each once."""
    def band(n: int) -> str:
        return "Elf Q3+ C2\n" + "Warbnd" * n + ": x\n" + "ab " * n + "\n" + "Poinst: 300\n" * max(1, n // 10)

    _, problems = read(band(1))
    assert [d.code for d in problems] == ["SH001"] * 3   # (`Warbnd: x`, `ab`, `Poinst: 300` after a profile: SH001)
    timings = [cpu_seconds(lambda n=n: read(band(n))) for n in (5000, 20000)]
    assert timings[1] < 8 * timings[0] + 0.05, timings  # four times the text, not sixteen times the time


@pytest.mark.parametrize(("text", "spec", "said"), [
    ("W\nElf Q3+ C2 Forester (Elves)\n", "Elves", [("SH118", "Forester (Elves)")]),
    ("W\nElf Q3+ C2 Forester(scout), Stealth\n", "scout", [("SH118", "Forester(scout)")]),
    ("W\nエルフ 質3+ 戦闘2 森林踏破（エルフ）\n", "エルフ", [("SH118", "森林踏破（エルフ）")]),
    ("W\nElf Q3+ C2 Hatred (Elves)\n", "Elves", []),
    ("W\nElf Q3+ C2 Shooter (Long)\n", "Long", []),
    ("W\nElf Q3+ C2 Forester\n", None, []),
], ids=["english", "no-blank", "japanese", "hatred-takes-one", "variant", "none"])
def test_words_in_parentheses_after_a_rule_that_takes_none_are_said(text, spec, said):
    """`Forester (Elves)`: a rule that takes no specification written with one: kept as written, the rule counted alone,
    and SH118 (a warning) at it says so in English and Japanese; a rule that takes one (`Hatred (Elves)`) or a variant
    (`Shooter (Long)`) says nothing. Before, the words were kept as its specification in silence."""
    (band,), problems = read(text)
    first = band.profiles[0].rules[0]
    assert (first.spec, first.counted) == (spec, True)
    assert [(d.code, d.severity.value, d.span.text) for d in problems] == [(c, "warning", t) for c, t in said]
    for problem in problems:
        assert f"`{spec}` changes nothing" in problem.text("en") and f"「{spec}」は何も変えません" in problem.text("ja")


@pytest.mark.parametrize(("text", "note", "said"), [
    ("W\nElf Mage Q3+ C2 Magic-User; Spells: Transfix = 56 pts\nOrc Q4+ C3\nOrc Q4+ C3\nOrc Q4+ C3\n",
     "Spells: Transfix", [("SH112", "= 56 pts")]),
    ("W\nElf Mage Q3+ C2 Magic-User; Spells: Transfix = 50 pts\nOrc Q4+ C3\nOrc Q4+ C3\nOrc Q4+ C3\n",
     "Spells: Transfix", []),
    ("W\nエルフ 質3+ 戦闘2 マジック・ユーザー 魔法：呪縛 ＝４０点\nオーク 質4+ 戦闘3\nオーク 質4+ 戦闘3\nオーク 質4+ 戦闘3\n",
     "魔法：呪縛", [("SH112", "＝４０点")]),
    ("W\nElf Mage Q3+ C2 Magic-User; Spells: Transfix, Fireball\nOrc Q4+ C3\nOrc Q4+ C3\nOrc Q4+ C3\n",
     "Spells: Transfix, Fireball", []),
], ids=["wrong-note", "right-note", "japanese", "no-note"])
def test_a_points_note_after_the_spells_on_a_profile_line_is_checked(text, note, said):
    """`Magic-User; Spells: Transfix = 56 pts`: the points note ends the profile line after its spells, so it is the
    profile's, checked (SH112) as one before the spells is, and the spells alone are the model's note, in English and
    Japanese. Before, the note held `= 56 pts` and nothing was checked."""
    (band,), problems = read(text)
    mage = band.profiles[0]
    assert (mage.points, [n.text for n in mage.notes]) == (50, [note])
    assert [(d.code, d.span.text) for d in problems if d.code != "SH110"] == said   # (SH110: the mage's share)


@pytest.mark.parametrize(("second", "label"), [("Iron Bears\nPoints: 200\n", "Warband: Iron Bears"),
                                               ("鉄の熊\nポイント：200\n", "ウォーバンド：鉄の熊")],
                         ids=["en", "ja"])
def test_a_second_warbands_name_without_its_label_says_how_to_start_one(second, label):
    """A name line after a blank line, under a warband's profiles and over a limit line, as docs/sbh.md's first example
    wrote a second warband, was `this line is not a profile` alone: SH001 now says that a `Warband:` line starts another
    warband, with the line to write, in both languages."""
    text = "Iron Wolves\nPoints: 300\nDwarf Captain Q3+ C4 Leader\n\n" + second + "Dwarf Q4+ C3\n"
    _, problems = read(text)
    (said,) = [p for p in problems if p.code == "SH001"]
    assert said.span.text == second.split("\n")[0]
    for lang in ("en", "ja"):
        assert label in said.text(lang), said.text(lang)


def test_a_line_of_prose_between_profiles_is_not_taken_for_a_warbands_name():
    """No limit line under it: SH001 as before, no word of a warband."""
    _, problems = read("Iron Wolves\nPoints: 300\nDwarf Captain Q3+ C4 Leader\n\nIron Bears\nDwarf Q4+ C3\n")
    (said,) = [p for p in problems if p.code == "SH001"]
    assert "Warband:" not in said.text("en")
