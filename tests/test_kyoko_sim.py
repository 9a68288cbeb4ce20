"""虚構侵蝕TRPG `statblock sim`: one or more scenario tests for each rule of seed 004, named after it;
scenario diagnostics with their line and column; the JSON shape; Japanese and English output."""

from __future__ import annotations

import argparse
import json
import re

import pytest


from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.sim import CheckResult, read_scenario, report_json, report_text, run_scenario
from statblock.rulesets.kyoko.sim.command import COMMAND, run_sim

HEAD = """seed = 1
[character]
name = "ミサキ"
hp = 10
"装備ＨＰ" = 4
"感覚" = 3
skills = { "意志" = "2D6", "頑健" = "2D8", "操作" = "2D6" }
"""


class Script:
    """A check that gives the results it is told, in order, and remembers what it was asked."""

    def __init__(self, *results: str) -> None:
        self.results, self.calls = list(results), []

    def __call__(self, rng, dice, skill, difficulty):
        self.calls.append((dice, skill, difficulty))
        result = self.results.pop(0)
        return CheckResult(0, (), result in ("success", "critical"), critical=result == "critical",
                           fumble=result == "fumble")


def events(*items: str) -> str:
    return "".join(f"\n[[events]]\n{item}\n" for item in items)


def play(text: str, *results: str, head: str = HEAD):
    scenario, diagnostics = read_scenario(SourceFile("s.toml", head + text))
    assert diagnostics == [], [d.render() for d in diagnostics]
    check = Script(*results)
    steps, stop = run_scenario(scenario, check)
    assert check.results == [], "every scripted check is used"
    return steps, stop, check


def last(text: str, *results: str, head: str = HEAD):
    steps, stop, _ = play(text, *results, head=head)
    assert stop is None, stop and stop.render()
    return steps[-1].state


def ids(state) -> list[str]:
    return [c["id"] for c in state["conditions"]]


def diagnostics_of(text: str):
    _, found = read_scenario(SourceFile("s.toml", text))
    return [(d.code, d.span.line, d.span.column) for d in found], found


# ---- 【ＨＰ】 ----

def test_hp_never_below_minus_max():
    steps, stop, _ = play(events('kind = "damage"\namount = 99'))
    assert stop is None and steps[-1].state["hp"] == -10
    # 10 to 0, 10 more to the floor -10: 79 are lost, said as a count (not `-79`)
    (note,) = steps[-1].notes
    assert dict(note.args) == {"floor": -10, "lost": 79}


def test_hp_zero_or_less_is_dying_with_forced_faint():
    state = last(events('kind = "ダメージ"\namount = 10'))
    assert state["hp"] == 0 and ids(state) == ["瀕死", "気絶"]
    assert state["conditions"][1]["from_dying"] is True


def test_dying_faint_lifted_by_nothing_but_hp_one_or_more():
    steps, stop, _ = play(events('kind = "damage"\namount = 12', 'kind = "turn_end"', 'kind = "10分経過"',
                                 'kind = "解除"\n"状態" = "気絶"', 'kind = "回復"\namount = 2'))
    assert stop is None
    for step in steps[1:4]:
        assert ids(step.state) == ["瀕死", "気絶"]
    assert steps[4].state["hp"] == 0 and ids(steps[4].state) == ["瀕死", "気絶"]
    state = last(events('kind = "damage"\namount = 12', 'kind = "heal"\namount = 3'))
    assert state["hp"] == 1 and ids(state) == []


def test_ten_minutes_end_an_ordinary_faint_held_with_that_of_dying_and_say_so():
    """An ordinary ［気絶］ (its check failed) held when ［瀕死］ comes: ten minutes end the ordinary one, and
    the step says so; the ［気絶］ of ［瀕死］ stays. Without an ordinary one, only that it stays."""
    steps, _, _ = play(events('kind = "gain"\ncondition = "気絶"', 'kind = "damage"\namount = 10',
                              'kind = "10分経過"'), "failure")
    assert ids(steps[2].state) == ["瀕死", "気絶"]
    assert [note.key for note in steps[2].notes] == ["kyoko.sim.note.faint_ordinary_ends_dying_stays"]
    steps, _, _ = play(events('kind = "damage"\namount = 10', 'kind = "10分経過"'))
    assert [note.key for note in steps[1].notes] == ["kyoko.sim.note.faint_stays_dying"]


def test_dying_lifts_only_its_own_faint():
    state = last(events('kind = "gain"\ncondition = "気絶"', 'kind = "damage"\namount = 10',
                        'kind = "heal"\namount = 5'), "failure")
    assert ids(state) == ["気絶"]


def test_hp_minus_max_is_death():
    steps, _, _ = play(events('kind = "damage"\namount = 19', 'kind = "damage"\namount = 1'))
    assert "死亡" not in ids(steps[0].state)
    assert ids(steps[1].state) == ["瀕死", "死亡", "気絶"]


def test_death_ends_only_by_a_special_effect():
    steps, _, _ = play(events('kind = "damage"\namount = 20', 'kind = "remove"\ncondition = "死亡"',
                              'kind = "remove"\ncondition = "死亡"\nspecial = true'))
    assert "死亡" in ids(steps[1].state) and "死亡" not in ids(steps[2].state)


def test_dead_declares_nothing_and_rolls_nothing():
    steps, _, check = play(events('kind = "damage"\namount = 20', 'kind = "action"', 'kind = "turn_end"',
                                  'kind = "check"\nskill = "意志"\ndifficulty = 3'))
    assert check.calls == []
    assert "［死亡］" in steps[1].notes[0].render("ja") and "[Dead]" in str(steps[1].notes[0])


def test_self_inflicted_loss_cannot_bring_hp_to_zero():
    steps, _, _ = play(events('kind = "自傷"\namount = 10', 'kind = "loss"\namount = 9'))
    assert steps[0].state["hp"] == 10 and "cannot" in str(steps[0].notes[0])
    assert steps[1].state["hp"] == 1


def test_self_inflicted_loss_never_goes_to_armor():
    found, diagnostics = diagnostics_of(HEAD + events('kind = "loss"\namount = 2\narmor = true'))
    assert found == [("KY211", 12, 1)]


def test_hp_never_above_max():
    state = last(events('kind = "damage"\namount = 3', 'kind = "heal"\namount = 9'))
    assert state["hp"] == 10


def test_leisure_restores_hp_and_armor_to_max():
    state = last(events('kind = "damage"\namount = 15', 'kind = "damage"\namount = 4\narmor = true',
                        'kind = "余暇"'))
    assert (state["hp"], state["armor_hp"], ids(state)) == (10, 4, [])


# ---- 【装備ＨＰ】 ----

def test_armor_takes_damage_instead_of_hp():
    state = last(events('kind = "damage"\namount = 3\narmor = true'))
    assert (state["hp"], state["armor_hp"]) == (10, 1)


def test_armor_floor_zero_and_rest_by_the_scenario():
    rest_to_hp = HEAD + '[rules]\narmor_overflow = "HP"\n'
    assert last(events('kind = "damage"\namount = 6\narmor = true'), head=rest_to_hp)["hp"] == 8
    rest_lost = HEAD + '[rules]\n"装備ＨＰ超過" = "消滅"\n'
    state = last(events('kind = "damage"\namount = 6\narmor = true'), head=rest_lost)
    assert (state["hp"], state["armor_hp"]) == (10, 0)


def test_armor_rest_never_guessed():
    steps, stop, _ = play(events('kind = "damage"\namount = 2\narmor = true',
                                 'kind = "damage"\namount = 6\narmor = true'))
    assert len(steps) == 1 and stop.code == "KY209"
    assert (stop.span.line, stop.span.column) == (15, 1)   # the `kind` of the second event
    assert "armor_overflow" in str(stop.message)


def test_armor_split_never_guessed():
    _, stop, _ = play(events('kind = "damage"\namount = 3\narmor = 1'))
    assert stop.code == "KY209" and "armor_split" in str(stop.message)


def test_armor_split_when_the_scenario_allows_it():
    state = last(events('kind = "damage"\namount = 3\narmor = 1'), head=HEAD + "[rules]\narmor_split = true\n")
    assert (state["hp"], state["armor_hp"]) == (8, 3)
    state = last(events('kind = "damage"\namount = 3\narmor = 1'), head=HEAD + "[rules]\narmor_split = false\n")
    assert (state["hp"], state["armor_hp"]) == (10, 1)


def test_armor_never_above_max():
    state = last(events('kind = "damage"\namount = 1\narmor = true', 'kind = "装備回復"\namount = 5'))
    assert state["armor_hp"] == 4


# ---- ［崩壊］ ［再生］ ----

def test_collapse_damage_at_round_end_never_to_armor():
    state = last(events('kind = "gain"\ncondition = "崩壊2"\nremoval = "毒を抜く"', 'kind = "round_end"'))
    assert (state["hp"], state["armor_hp"]) == (8, 4)


def test_collapse_highest_n_only():
    state = last(events('kind = "gain"\ncondition = "崩壊2"\nsource = "a"\nremoval = "x"',
                        'kind = "gain"\ncondition = "［崩壊３］"\nsource = "b"\nremoval = "y"',
                        'kind = "round_end"'))
    assert state["hp"] == 7


def test_collapse_check_after_its_damage():
    steps, _, check = play(events('kind = "gain"\ncondition = "崩壊1"', 'kind = "round_end"', 'kind = "round_end"'),
                           "failure", "success")
    assert check.calls == [(2, "8", 3), (2, "8", 3)]   # 〈頑健〉 difficulty 3
    assert ids(steps[1].state) == ["崩壊"] and ids(steps[2].state) == []


def test_collapse_with_gm_removal_has_no_check():
    steps, _, check = play(events('kind = "gain"\ncondition = "崩壊1"\nremoval = "毒を抜く"', 'kind = "round_end"',
                                  'kind = "end_source"\nsource = "毒"'))
    assert check.calls == [] and ids(steps[1].state) == ["崩壊"]


@pytest.mark.parametrize("gain, results, calls, left", [
    # an outer cause easily removed, with the GM's condition to remove it: the check is still made
    ('condition = "崩壊1"\nremoval = "火を払う"\neasy_cause = true', ("success",), [(2, "8", 3)], []),
    ('"状態" = "崩壊1"\n"解除条件" = "火を払う"\n"簡単な原因" = true', ("failure",), [(2, "8", 3)], ["崩壊"]),
    # an outer cause easily removed, no condition given: the check, as without the key
    ('condition = "崩壊1"\neasy_cause = true', ("success",), [(2, "8", 3)], []),
    # the GM's condition, the cause not an easy one: no check (the seed's other case does not hold)
    ('condition = "崩壊1"\nremoval = "毒を抜く"\neasy_cause = false', (), [], ["崩壊"]),
], ids=["easy-with-removal", "easy-with-removal-ja", "easy-no-removal", "not-easy-with-removal"])
def test_collapse_check_for_an_easily_removed_outer_cause_even_with_a_gm_condition(gain, results, calls, left):
    """Seed 004, ［崩壊］: 「［崩壊］の原因が簡単に取り除くことのできる外的要因または条件の指定がない場合であれば、
    ［崩壊］によるダメージを受けた直後に難易度3の〈頑健〉判定を行ない、［成功］することで解除できる。」: two cases
    joined by または. Before, only the second was played (a ［崩壊］ with `removal` never had its check)."""
    steps, stop, check = play(events('kind = "gain"\n' + gain, 'kind = "round_end"'), *results)
    assert stop is None and check.calls == calls and ids(steps[-1].state) == left


def test_easy_cause_is_only_for_collapse():
    found, _ = diagnostics_of(HEAD + events('kind = "gain"\ncondition = "散漫"\neasy_cause = true'))
    assert [code for code, *_ in found] == ["KY211"]


def test_collapse_ends_when_its_cause_is_removed():
    state = last(events('kind = "gain"\ncondition = "崩壊1"\nsource = "毒"\nremoval = "解毒"',
                        'kind = "効果終了"\nsource = "毒"'))
    assert ids(state) == []


def test_collapse_check_with_several_never_guessed():
    text = events('kind = "gain"\ncondition = "崩壊1"\nsource = "a"', 'kind = "gain"\ncondition = "崩壊2"\nsource = "b"',
                  'kind = "round_end"')
    _, stop, _ = play(text, "success")
    assert stop.code == "KY209" and "collapse_check_removes" in str(stop.message)
    state = last(text, "success", head=HEAD + '[rules]\ncollapse_check_removes = "applied"\n')
    assert [c.get("n") for c in state["conditions"]] == [1]
    state = last(text, "success", head=HEAD + '[rules]\n"崩壊判定の解除" = "すべて"\n')
    assert ids(state) == []


def test_regeneration_highest_n_only():
    state = last(events('kind = "damage"\namount = 8', 'kind = "gain"\ncondition = "再生1"\nsource = "a"',
                        'kind = "gain"\ncondition = "再生3"\nsource = "b"', 'kind = "round_end"'))
    assert state["hp"] == 5


def test_regeneration_never_above_max():
    assert last(events('kind = "damage"\namount = 1', 'kind = "gain"\ncondition = "再生3"', 'kind = "round_end"'))["hp"] == 10


def test_round_end_order_never_guessed():
    text = events('kind = "damage"\namount = 9', 'kind = "gain"\ncondition = "崩壊3"\nremoval = "x"',
                  'kind = "gain"\ncondition = "再生2"', 'kind = "round_end"')
    _, stop, _ = play(text)
    assert stop.code == "KY209" and "round_end_order" in str(stop.message)
    collapse_first = last(text, head=HEAD + '[rules]\n"ラウンド終了順" = "崩壊"\n')
    assert collapse_first["hp"] == 0 and "瀕死" in ids(collapse_first)


def test_constant_regeneration_cannot_be_removed():
    steps, _, _ = play(events('kind = "gain"\ncondition = "再生1"\nconstant = true\nsource = "指輪"',
                              'kind = "解除"\ncondition = "再生"', 'kind = "効果終了"\nsource = "指輪"'))
    assert ids(steps[1].state) == ["再生"] and ids(steps[2].state) == []


def test_regeneration_ends_with_its_effect():
    state = last(events('kind = "gain"\ncondition = "再生1"\nsource = "薬"', 'kind = "解除"\ncondition = "再生"'))
    assert ids(state) == []


# ---- the other ［状態］ ----

def test_faint_check_at_end_of_own_turn():
    steps, _, check = play(events('kind = "gain"\ncondition = "気絶"', 'kind = "turn_end"', 'kind = "turn_end"'),
                           "failure", "success")
    assert check.calls == [(2, "6", 4), (2, "6", 4)]   # 〈意志〉 difficulty 4
    assert ids(steps[1].state) == ["気絶"] and ids(steps[2].state) == []


def test_faint_check_on_each_damage():
    steps, _, check = play(events('kind = "gain"\ncondition = "気絶"', 'kind = "damage"\namount = 1',
                                  'kind = "damage"\namount = 1\narmor = true'), "failure", "success")
    assert len(check.calls) == 2 and ids(steps[2].state) == []


def test_shaken_check_and_interrupt():
    steps, _, check = play(events('kind = "gain"\ncondition = "萎縮"', 'kind = "割込"', 'kind = "割込"\nauthority = true',
                                  'kind = "turn_end"'), "success")
    assert "cannot" in str(steps[1].notes[0]) and "declared" in str(steps[2].notes[0])
    assert check.calls == [(2, "6", 4)] and ids(steps[3].state) == []


def test_hatred_new_replaces_old():
    state = last(events('kind = "gain"\ncondition = "憎悪／使用者"', 'kind = "gain"\ncondition = "[憎悪/ゴブリン]"'))
    assert [c.get("target") for c in state["conditions"]] == ["ゴブリン"]


def test_hatred_check_difficulty_3():
    _, _, check = play(events('kind = "gain"\ncondition = "憎悪/使用者"', 'kind = "turn_end"'), "failure")
    assert check.calls == [(2, "6", 3)]


def test_distracted_one_die_less_focus_one_more():
    _, _, check = play(events('kind = "gain"\ncondition = "散漫"', 'kind = "check"\nskill = "頑健"\ndifficulty = 3',
                              'kind = "gain"\ncondition = "集中"', 'kind = "check"\nskill = "頑健"\ndifficulty = 3'),
                       "success", "success")
    assert [c[0] for c in check.calls] == [1, 2]


def test_focus_ends_on_a_failed_turn_end_check():
    steps, _, check = play(events('kind = "gain"\ncondition = "集中"', 'kind = "turn_end"', 'kind = "turn_end"'),
                           "success", "failure")
    assert check.calls[0] == (3, "6", 4)   # ［集中］ adds its die to its own check
    assert ids(steps[1].state) == ["集中"] and ids(steps[2].state) == []


def test_elation_check_is_optional():
    steps, _, check = play(events('kind = "gain"\ncondition = "高揚"', 'kind = "turn_end"\ntry_elation = false',
                                  'kind = "turn_end"\n"高揚判定" = true'), "success")
    assert ids(steps[1].state) == ["高揚"] and ids(steps[2].state) == [] and check.calls == [(2, "6", 3)]
    _, stop, _ = play(events('kind = "gain"\ncondition = "高揚"', 'kind = "turn_end"'))
    assert stop.code == "KY209" and "try_elation" in str(stop.message)


def test_elation_contest_dice():
    _, _, check = play(events('kind = "gain"\ncondition = "高揚"',
                              'kind = "check"\nskill = "意志"\ndifficulty = 3\ncontest = "能動"',
                              'kind = "check"\nskill = "意志"\ndifficulty = 3\ncontest = "passive"',
                              'kind = "check"\nskill = "意志"\ndifficulty = 3'), "success", "success", "success")
    assert [c[0] for c in check.calls] == [3, 1, 2]


def test_stealth_ends_after_an_action():
    steps, _, _ = play(events('kind = "gain"\ncondition = "隠密"', 'kind = "行動"'))
    assert steps[1].ended == [("隠密", "after_action")]


def test_stiffness_ends_at_turn_end_or_10_seconds():
    assert ids(last(events('kind = "gain"\ncondition = "硬直"', 'kind = "10秒経過"'))) == []
    assert ids(last(events('kind = "gain"\ncondition = "硬直"', 'kind = "turn_end"'))) == []


def test_restrained_stiffness_needs_a_check():
    steps, _, check = play(events('kind = "gain"\ncondition = "硬直"\nrestraint = "厳重"', 'kind = "10秒経過"',
                                  'kind = "turn_end"'), "failure")
    assert ids(steps[1].state) == ["硬直"] and check.calls == [(2, "8", 5)] and ids(steps[2].state) == ["硬直"]


def test_ten_minute_ends():
    text = events(*(f'kind = "gain"\ncondition = "{c}"' for c in
                    ("萎縮", "気絶", "憎悪/使用者", "散漫", "高揚", "集中", "硬直", "隠密", "飛行", "搭乗")),
                  'kind = "ten_minutes"')
    assert ids(last(text)) == ["隠密", "搭乗", "飛行"]


# ---- ［治療］ ［修理］ ----

def test_treatment_difficulty_3_sense_points():
    steps, _, check = play(events('kind = "damage"\namount = 8', 'kind = "治療"'), "success")
    assert check.calls == [(2, "6", 3)] and steps[1].state["hp"] == 5


def test_treatment_critical_adds_sense():
    assert last(events('kind = "damage"\namount = 8', 'kind = "治療"'), "critical")["hp"] == 8


def test_treatment_by_another_character():
    steps, _, check = play(events('kind = "damage"\namount = 8', 'kind = "治療"\nby = { "感覚" = 4, skill = "3D10" }'),
                           "success")
    assert check.calls == [(3, "10", 3)] and steps[1].state["hp"] == 6


def test_treatment_once_until_hp_decreases():
    steps, _, check = play(events('kind = "damage"\namount = 8', 'kind = "治療"', 'kind = "治療"',
                                  'kind = "damage"\namount = 1', 'kind = "治療"'), "failure", "success")
    assert len(check.calls) == 2 and "cannot" in str(steps[2].notes[0])
    assert steps[4].state["hp"] == 4


def test_repair_once_until_armor_decreases():
    steps, _, check = play(events('kind = "damage"\namount = 4\narmor = true', 'kind = "修理"', 'kind = "修理"',
                                  'kind = "damage"\namount = 1\narmor = true', 'kind = "修理"'),
                           "success", "critical")
    assert steps[1].state["armor_hp"] == 3 and len(check.calls) == 2 and steps[4].state["armor_hp"] == 4


def test_treatment_takes_10_minutes():
    state = last(events('kind = "damage"\namount = 2', 'kind = "gain"\ncondition = "萎縮"', 'kind = "治療"'), "failure")
    assert ids(state) == []


# ---- scenario diagnostics ----

def test_unknown_key_did_you_mean_with_position():
    found, diagnostics = diagnostics_of(HEAD.replace('"装備ＨＰ" = 4', "armr_hp = 4"))
    assert found == [("KY202", 5, 1)]
    assert "`armor_hp`" in str(diagnostics[0].message) and "armor_hp" in diagnostics[0].help()
    found, _ = diagnostics_of(HEAD.replace("hp = 10", "hq = 10"))
    assert found == [("KY202", 4, 1), ("KY207", 2, 1)]   # and `hp` is missing from [character]


def test_bad_number_position():
    found, _ = diagnostics_of(HEAD + events('kind = "damage"\namount = -3'))
    assert found == [("KY203", 11, 10)]


def test_unknown_condition_did_you_mean():
    found, diagnostics = diagnostics_of(HEAD + events('kind = "gain"\ncondition = "崩懐3"'))
    assert found == [("KY206", 11, 13)] and "崩壊" in str(diagnostics[0].message)


def test_unknown_condition_lists_the_conditions_and_a_cause_names_its_condition():
    # KY206 said only "unknown ［状態］"; the seed's fourteen are all there are, so it lists them, and a cause the
    # seed names (炎上, 毒: ［崩壊］) is told the ［状態］ to write, its n kept
    found, diagnostics = diagnostics_of(HEAD + events('kind = "gain"\ncondition = "凍結"',
                                                      'kind = "gain"\ncondition = "［炎上３］"'))
    assert [code for code, _, _ in found] == ["KY206", "KY206"]
    assert "［瀕死］［死亡］" in diagnostics[0].text("ja") and "[Dying], [Dead]" in diagnostics[0].text("en")
    assert "炎上 among the causes of [Decay]" in diagnostics[1].text("en")
    assert diagnostics[1].help() == "replace `［炎上３］` with `［崩壊3］`"


def test_unknown_event_did_you_mean():
    found, diagnostics = diagnostics_of(HEAD + events('kind = "damge"\namount = 3'))
    assert found == [("KY205", 10, 8)] and "damage" in str(diagnostics[0].message)


def test_condition_parameters_checked():
    found, _ = diagnostics_of(HEAD + events('kind = "gain"\ncondition = "崩壊"', 'kind = "gain"\ncondition = "憎悪"',
                                            'kind = "gain"\ncondition = "瀕死"'))
    assert [f[0] for f in found] == ["KY211"] * 3


def test_not_toml():
    found, _ = diagnostics_of("hp = \n")
    assert found[0][0] == "KY201"


def test_bad_skill_dice():
    found, _ = diagnostics_of(HEAD.replace('"2D8"', '"2D7"'))
    assert found == [("KY212", 7, 33)]



def test_skills_are_the_same_in_english_and_japanese_with_or_without_brackets():
    # `Will` is our English alias of 〈意志〉: the end-of-turn check of ［散漫］ rolls it (was KY210, no dice
    # for 〈意志〉, since the name was kept as written); an event may name it either way
    head = HEAD.replace('skills = { "意志" = "2D6", "頑健" = "2D8", "操作" = "2D6" }',
                        'skills = { Will = "3D6", "〈頑健〉" = "2D8", "学問：医学" = "2D10" }')
    steps, stop, check = play(events('kind = "gain"\ncondition = "散漫"', 'kind = "turn_end"',
                                     'kind = "check"\nskill = "意志"\ndifficulty = 3',
                                     'kind = "check"\nskill = "toughness"\ndifficulty = 3',
                                     'kind = "treatment"\nskill = "学問:医学"'),
                              "success", "failure", "success", "success", head=head)
    assert stop is None
    assert [(dice, size) for dice, size, _ in check.calls] == [(2, "6"), (3, "6"), (2, "8"), (2, "10")]
    assert steps[-1].checks[0]["skill"] == "学問：医学"


def test_an_unknown_skill_is_reported_where_it_is_written_with_a_did_you_mean():
    found, problems = diagnostics_of(HEAD.replace('"操作" = "2D6"', '"Wil" = "2D6"')
                                     + events('kind = "check"\nskill = "Toughnes"\ndifficulty = 3'))
    assert found == [("KY202", 7, 40), ("KY208", 11, 9)]
    assert "`Will`" in str(problems[0].message) and "`Toughness`" in str(problems[1].message)


def test_a_skill_written_twice_in_two_languages_is_reported():
    found, _ = diagnostics_of(HEAD.replace('"操作" = "2D6"', 'Will = "2D6"'))
    assert found == [("KY213", 7, 40)]



def test_a_step_is_told_in_the_order_it_happened():
    # a round's end: ［崩壊］ damage gives ［瀕死］, the ［気絶］ check on that damage, the ［崩壊］ check, then
    # ［再生］ lifts ［瀕死］; the text grouped notes, checks, gains and ends, so ［再生］'s +2 came before the
    # checks it follows and ［瀕死］ was gained after the check that ended ［崩壊］
    head = HEAD.replace('hp = 10', 'hp = 10\nhp_start = 3') + '[rules]\nround_end_order = "collapse"\n'
    text = events('kind = "gain"\ncondition = "気絶"', 'kind = "gain"\ncondition = "崩壊3"',
                  'kind = "gain"\ncondition = "再生2"', 'kind = "round_end"')
    scenario, diagnostics = read_scenario(SourceFile("s.toml", head + text))
    assert diagnostics == []
    steps, stop = run_scenario(scenario, Script("failure", "success"))
    lines = report_text(scenario, steps, stop, "en").split("#4 end of round\n")[1].splitlines()
    assert [line.split(":")[0].strip() for line in lines[:-1]] == [
        "note", "gains [Dying]", "check ([Unconscious] on damage)", "check (after [Decay] damage)", "ends",
        "note", "ends"]
    assert "[Decay 3]" in lines[0] and "[Decay]" in lines[4] and "[Regeneration 2]" in lines[5] and "[Dying]" in lines[6]


# ---- output ----

SAMPLE = HEAD + '[rules]\narmor_overflow = "hp"\n' + events('kind = "damage"\namount = 6\narmor = true\nsource = "爪"',
                                                             'kind = "gain"\ncondition = "崩壊2"', 'kind = "round_end"')


def _sample():
    scenario, _ = read_scenario(SourceFile("s.toml", SAMPLE))
    steps, stop = run_scenario(scenario, Script("success"))
    return scenario, steps, stop


def test_json_shape():
    scenario, steps, stop = _sample()
    found = json.loads(json.dumps(report_json(scenario, steps, stop, [], "en"), ensure_ascii=False))
    assert set(found) == {"ruleset", "scenario", "seed", "character", "rules", "start", "steps", "stopped", "diagnostics"}
    step = found["steps"][0]
    assert set(step) == {"index", "event", "text", "checks", "gained", "ended", "notes", "state"}
    assert step["event"]["kind"] == "damage" and step["event"]["line"] == 11
    assert step["state"]["hp"] == 8 and step["state"]["armor_hp"] == 0
    assert found["steps"][2]["checks"][0]["result"] == "success"
    assert found["steps"][2]["ended"][0]["condition"] == "崩壊"


def test_japanese_and_english_text():
    scenario, steps, stop = _sample()
    ja, en = report_text(scenario, steps, stop, "ja"), report_text(scenario, steps, stop, "en")
    assert "【ＨＰ】8/10" in ja and "解除：［崩壊］（判定に成功）" in ja
    assert "HP 8/10" in en and "ends: [Decay] (the check succeeded)" in en



def test_english_text_names_the_abilities_and_skills_in_english():
    # (`sim --lang en` printed `【ＨＰ】 10/10  【装備ＨＰ】 3/3  ［状態］ none`, `〈頑健〉 2D8`, and notes on `【装備ＨＰ】`, while the
    # English cards say HP, Armor HP and the skill's English name)
    scenario, steps, stop = _sample()
    en = report_text(scenario, steps, stop, "en")
    assert "start: HP 10/10  Armor HP 4/4  conditions: none" in en and "Toughness 2D8" in en
    assert not re.search(r"[【〈]", en), en
    ja = report_text(scenario, steps, stop, "ja")
    assert "【ＨＰ】10/10" in ja and "〈頑健〉2D8" in ja


def test_command(tmp_path, capsys):
    path = tmp_path / "s.toml"
    path.write_text(SAMPLE, encoding="utf-8")
    assert COMMAND.name == "sim"
    code = run_sim(argparse.Namespace(scenario=str(path), format="json", lang="ja"), check=Script("success"))
    assert code == 0 and json.loads(capsys.readouterr().out)["steps"][2]["ended"][0]["text"] == "判定に成功"
    path.write_text(HEAD + events('kind = "damage"\namount = 6\narmor = true'), encoding="utf-8")
    assert run_sim(argparse.Namespace(scenario=str(path), format="text", lang="en")) == 1
    assert "KY209" in capsys.readouterr().err


# ---- ［気絶］ at the start of one's turn, getting off a vehicle ----

def test_faint_ends_turn_at_its_start():
    # 「手番を開始するたびに自動的に手番を終了する。」: the turn-end check comes at once
    steps, _, check = play(events('kind = "gain"\ncondition = "気絶"', 'kind = "手番開始"', 'kind = "turn_start"'),
                           "failure", "success")
    assert check.calls == [(2, "6", 4), (2, "6", 4)]
    assert "ends" in str(steps[1].notes[0]) and ids(steps[1].state) == ["気絶"] and ids(steps[2].state) == []


def test_turn_start_without_faint_does_nothing():
    steps, _, check = play(events('kind = "gain"\ncondition = "散漫"', 'kind = "turn_start"'))
    assert check.calls == [] and ids(steps[1].state) == ["散漫"] and steps[1].notes == []


VEHICLE = HEAD.replace('"操作" = "2D6"', '"操作" = "2D6", "運動" = "1D6"')


class Valued(Script):
    def __init__(self, *values: int) -> None:
        super().__init__(*["success"] * len(values))
        self.values = list(values)

    def __call__(self, rng, dice, skill, difficulty):
        super().__call__(rng, dice, skill, difficulty)
        return CheckResult(self.values.pop(0), (), True)


def play_valued(text: str, *values: int):
    scenario, diagnostics = read_scenario(SourceFile("s.toml", VEHICLE + text))
    assert diagnostics == [], [d.render() for d in diagnostics]
    check = Valued(*values)
    steps, stop = run_scenario(scenario, check)
    assert stop is None and check.values == []
    return steps, check


def test_dismount_moving_vehicle_damage_reduced_by_exercise_value_and_stiff():
    steps, check = play_valued(events('kind = "gain"\ncondition = "搭乗"',
                                      'kind = "降車"\n"走行中" = true\n"操縦者の移動値" = 5'), 2)
    assert check.calls == [(1, "6", None)]               # 〈運動〉: only its value counts, no difficulty
    (rolled,) = steps[1].checks
    assert rolled["difficulty"] is None and rolled["result"] is None  # neither success nor critical: not judged
    scenario, _ = read_scenario(SourceFile("s.toml", VEHICLE + events('kind = "gain"\ncondition = "搭乗"',
                                                                        'kind = "降車"\n"走行中" = true\n"操縦者の移動値" = 5')))
    ja, en = (report_text(scenario, steps, None, lang).splitlines() for lang in ("ja", "en"))
    assert "  判定（走行中の乗物から降りる）：〈運動〉1D6 → 2" in ja and not any("難易度" in line for line in ja)
    assert not any("difficulty" in line or "critical" in line or "success" in line for line in en)
    state = steps[1].state
    assert state["hp"] == 7 and ids(state) == ["硬直"] and steps[1].ended == [("搭乗", "dismounted")]


def test_dismount_exercise_value_reduces_to_zero_at_least():
    steps, _ = play_valued(events('kind = "gain"\ncondition = "搭乗"',
                                  'kind = "dismount"\nmoving = true\ndriver_move = 3'), 6)
    assert steps[1].state["hp"] == 10 and ids(steps[1].state) == ["硬直"]


def test_dismount_without_exercise_check_and_to_armor():
    steps, check = play_valued(events('kind = "gain"\ncondition = "搭乗"',
                                      'kind = "dismount"\nmoving = true\ndriver_move = 3\nexercise = false\narmor = true'))
    assert check.calls == [] and steps[1].state["armor_hp"] == 1 and steps[1].state["hp"] == 10


def test_dismount_stopped_vehicle_has_no_effect():
    steps, check = play_valued(events('kind = "gain"\ncondition = "搭乗"', 'kind = "dismount"\nmoving = false'))
    assert check.calls == [] and ids(steps[1].state) == [] and steps[1].state["hp"] == 10


def test_dismount_needs_boarding_and_no_faint():
    steps, check = play_valued(events('kind = "dismount"\nmoving = true\ndriver_move = 3',
                                      'kind = "gain"\ncondition = "搭乗"', 'kind = "gain"\ncondition = "気絶"',
                                      'kind = "dismount"\nmoving = true\ndriver_move = 3'))
    assert check.calls == [] and "搭乗" in steps[0].notes[0].render("ja") and ids(steps[3].state) == ["気絶", "搭乗"]


def test_dismount_moving_needs_driver_move():
    found, _ = diagnostics_of(HEAD + events('kind = "dismount"\nmoving = true'))
    assert [code for code, *_ in found] == ["KY207"]


def test_a_missing_key_is_named_in_the_language_of_the_message():
    # (`「amount」がありません`: the Japanese message named the English key, where the scenario writes 「量」)
    _, diagnostics = diagnostics_of(HEAD + events('kind = "damage"'))
    (missing,) = [d for d in diagnostics if d.code == "KY207"]
    assert missing.text("ja") == "「量」がありません" and missing.text("en") == "`amount` is missing"
    _, diagnostics = diagnostics_of(HEAD.replace("hp = 10", "hq = 10"))
    assert "「ＨＰ」がありません" in [d.text("ja") for d in diagnostics]


def test_the_part_of_damage_to_armor_hp_is_at_most_the_damage():
    found, _ = diagnostics_of(HEAD + events('kind = "damage"\namount = 3\narmor = 5'))
    line = (HEAD + events('kind = "damage"\namount = 3\narmor = 5')).splitlines().index("armor = 5") + 1
    assert found == [("KY203", line, 9)]
    assert diagnostics_of(HEAD + events('kind = "damage"\namount = 3\narmor = 3'))[0] == []
    text = HEAD + events('kind = "dismount"\nmoving = true\ndriver_move = 4\narmor = 6')
    assert diagnostics_of(text)[0] == [("KY203", text.splitlines().index("armor = 6") + 1, 9)]


def test_each_turn_end_check_says_which_condition_it_is_for():
    """Three 〈意志〉 checks at difficulty 4 at the end of one turn (［萎縮］［散漫］［集中］ alike): each says
    which ［状態］ it is for, in the text and the JSON."""
    text = events('kind = "gain"\ncondition = "萎縮"', 'kind = "gain"\ncondition = "散漫"', 'kind = "turn_end"')
    steps, stop, _ = play(text, "failure", "success")
    checks = steps[-1].checks
    assert [c["condition"] for c in checks] == ["萎縮", "散漫"] and {c["purpose"] for c in checks} == {"turn_end"}
    scenario, _ = read_scenario(SourceFile("s.toml", HEAD + text))
    ja = report_text(scenario, steps, stop, "ja")
    assert "判定（手番終了：［萎縮］）" in ja and "判定（手番終了：［散漫］）" in ja
    assert "check (end of turn, [Distracted])" in report_text(scenario, steps, stop, "en")


def test_unknown_english_condition_suggests_the_vocabulary_spelling():
    # KY206 suggested `aboard` (the lower-cased alias it compared with) for `Boarding` (now another English name of
    # ［搭乗］, read, KY039: a slip of ours stands for it)
    found, diagnostics = diagnostics_of(HEAD + events('kind = "gain"\ncondition = "Aborad"',
                                                      'kind = "gain"\ncondition = "[Hiden]"'))
    assert [code for code, _, _ in found] == ["KY206", "KY206"]
    assert "did you mean `Aboard`?" in str(diagnostics[0].message) and diagnostics[0].help() == "replace `Aborad` with `Aboard`"
    assert "did you mean `Hidden`?" in str(diagnostics[1].message)


def test_an_ordinary_faint_held_with_that_of_dying_says_what_was_removed():
    # removing the ordinary ［気絶］ held with that of ［瀕死］ printed only that the one of ［瀕死］ stays (and so did
    # the 〈意志〉 check that lifts it); both are said now, in English and Japanese
    steps, _, _ = play(events('kind = "gain"\ncondition = "気絶"', 'kind = "damage"\namount = 10',
                              'kind = "remove"\ncondition = "気絶"', 'kind = "remove"\ncondition = "気絶"'), "failure")
    assert ids(steps[2].state) == ["瀕死", "気絶"]
    removed = steps[2].notes[-1]
    assert removed.key == "kyoko.sim.note.faint_ordinary_removed_dying_stays"
    assert removed.render("en").startswith("the ordinary [Unconscious] is removed; the [Unconscious] of [Dying] is not removed")
    assert removed.render("ja").startswith("通常の［気絶］は解除されます。［瀕死］による［気絶］は効果では解除されず")
    assert [note.key for note in steps[3].notes] == ["kyoko.sim.note.resisted_dying_faint"]  # none left to remove
    steps, _, _ = play(events('kind = "gain"\ncondition = "気絶"', 'kind = "damage"\namount = 10',
                              'kind = "turn_end"'), "failure", "success")
    lifted = [note for note in steps[2].notes if "ordinary" in note.key]
    assert [note.render("en") for note in lifted] == [
        "the ordinary [Unconscious] ends (the check succeeded); the [Unconscious] of [Dying] stays until [Dying] ends"]
    assert lifted[0].render("ja").startswith("通常の［気絶］は解除されます（判定に成功）")


# ---- messages a Japanese author reads ------------------------------------------------------------------------

def test_the_kanji_spelling_of_subete_is_the_choice_all():
    # `"崩壊判定の解除" = "全て"` was KY208 suggesting `全部`: 全て is すべて written in kanji
    _, found = diagnostics_of(HEAD + '[rules]\n"崩壊判定の解除" = "全て"\n')
    assert found == []


def test_a_choice_a_key_and_an_events_keys_are_listed_in_the_messages_language():
    """KY208 in Japanese listed the choices in English (`「適用」は appliedまたはall のどれでもありません`), and KY202
    the keys; each is now listed by its Japanese word in 「」 (its English one in English)."""
    _, found = diagnostics_of(HEAD + '[rules]\n"崩壊判定の解除" = "適用"\n')
    (d,) = found
    assert d.code == "KY208" and d.text("ja").startswith("「適用」は「適用中」または「すべて」のいずれでもありません")
    assert "applied or all" in d.text("en")
    _, found = diagnostics_of(HEAD + events('kind = "ダメージ"\namount = 3\n"状態" = "［散漫］"'))
    (d,) = found
    assert d.code == "KY202" and "「量」、「装備」、「出典」" in d.text("ja") and "amount, armor, source" in d.text("en")


def test_a_number_in_quotes_is_told_to_lose_its_quotes():
    """`"難易度" = "４"` was KY203 "a whole number from 1 to 99, found "４"" (4 is in range): the value is text
    to TOML; KY204 says a number without quotes is wanted and gives it."""
    _, found = diagnostics_of(HEAD + events('kind = "判定"\n"技能" = "意志"\n"難易度" = "４"'))
    (d,) = found
    assert d.code == "KY204" and "引用符なし" in d.text("ja") and "without quotes" in d.text("en")
    assert d.help("ja") == '「"４"」を「4」に直してください' and d.span.text == '"４"'
    _, found = diagnostics_of(HEAD + events('kind = "ダメージ"\namount = "2D6"'))
    (d,) = found   # not a number at all: no quotes to lose, no fix
    assert d.code == "KY204" and d.suggestion is None and "引用符" not in d.text("ja")
    _, found = diagnostics_of(HEAD + events('kind = "付与"\n"状態" = "［再生２］"\n"常時" = "はい"'))
    (d,) = found   # (`true か falseが必要です`: a space was missing)
    assert d.code == "KY204" and d.text("ja").startswith("true か false の値が必要です")


def test_a_checks_difficulty_is_that_of_a_card():
    # `"難易度" = 25` and `= 1` were played (1 to 99), while a card's difficulty is 2 to 20 (KY023): no value
    # passes 20, and a 1 is always a fumble
    found, diagnostics = diagnostics_of(HEAD + events('kind = "判定"\n"技能" = "意志"\n"難易度" = 25',
                                                      'kind = "判定"\n"技能" = "意志"\n"難易度" = 1',
                                                      'kind = "判定"\n"技能" = "意志"\n"難易度" = 20'))
    assert [code for code, _, _ in found] == ["KY203", "KY203"]
    assert "2 から 20" in diagnostics[0].text("ja") and "from 2 to 20, found 25" in diagnostics[0].text("en")


def test_a_list_or_a_table_given_for_text_is_named_as_toml_names_it():
    # `"状態" = ["散漫"]` said `found list` (Python's word), in the Japanese message too
    found, diagnostics = diagnostics_of(HEAD + events('kind = "付与"\n"状態" = ["散漫"]'))
    assert [code for code, _, _ in found] == ["KY204"]
    assert diagnostics[0].text("en") == "expected text, found a list"
    assert diagnostics[0].text("ja") == "文字列が必要です（配列 が書かれています）"


@pytest.mark.parametrize("skill", ['"〈意志〉〈頑健〉"', '"意志・頑健"', '"Will or Toughness"'], ids=["brackets", "nakaguro", "english"])
def test_a_check_of_several_skills_is_told_one_skill(skill):
    # was KY208 `… is none of 意志, 操作, …` as if the skill were misspelt (KY029's reading of cards: the seed does not say)
    found, (d,) = diagnostics_of(HEAD + events(f'kind = "check"\nskill = {skill}\ndifficulty = 4'))
    assert d.code == "KY208" and "several skills" in d.text("en") and "複数の技能" in d.text("ja")


def test_one_skill_with_its_field_is_no_several():
    found, _ = diagnostics_of(HEAD + events('kind = "check"\nskill = "学問：医学"\ndifficulty = 4'))
    assert not [code for code, _, _ in found if code == "KY208"]


@pytest.mark.parametrize("written, guess", [('"崩壊２点"', "崩壊2"), ('"再生3回"', "再生3"), ('"Decay 2 pts"', "Decay 2")])
def test_a_condition_with_words_after_its_n_is_told_its_n(written, guess):
    # `崩壊２点` was told `did you mean 崩壊?`, which then is KY211, ［崩壊］ without n
    _, (d,) = diagnostics_of(HEAD + events(f'kind = "gain"\ncondition = {written}'))
    assert d.code == "KY206" and d.text("en").endswith(f"did you mean `{guess}`?")
