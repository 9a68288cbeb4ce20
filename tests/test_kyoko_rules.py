"""虚構侵蝕TRPG `statblock sim`, the audit of seed 004: the rules the first tests (test_kyoko_sim.py) did
not cover, each test named after its rule; every reading where the seed is silent stops the run with
KY209 naming its key until the scenario chooses, and each choice is played; every kind of event
reported in both languages; and the table "Rules of the seed and where they are" of docs/kyoko.md
checked against the code and the tests it names."""

from __future__ import annotations

import importlib
import json
import re

import pytest

from statblock.diagnostics import SourceFile
from statblock.rulesets.kyoko.sim import read_scenario, report_json, report_text, run_scenario, start_state
from statblock.rulesets.kyoko.sim.keys import KINDS, RULES

from conftest import ROOT
from test_kyoko_sim import HEAD, Script, diagnostics_of, events, ids, last, play


def rules(**chosen) -> str:
    return HEAD + "[rules]\n" + "".join(f'"{key}" = {json.dumps(value, ensure_ascii=False)}\n'
                                        for key, value in chosen.items())


def stops_for(text: str, key: str, *results: str, head: str = HEAD) -> None:
    """The run stops at the last event with KY209, naming `key`; the steps before it are played."""
    steps, stop, _ = play(text, *results, head=head)
    assert stop is not None and stop.code == "KY209", stop and stop.render()
    assert f"`{key}`" in str(stop.message) and key in RULES
    assert len(steps) == text.count("[[events]]") - 1


# ---- 【ＨＰ】 at the start ----

def test_hp_zero_or_less_at_the_start_is_dying_with_its_faint():
    scenario, _ = read_scenario(SourceFile("s.toml", HEAD.replace("hp = 10", 'hp = 10\n"HP開始" = 0')))
    assert [c["id"] for c in start_state(scenario)["conditions"]] == ["瀕死", "気絶"]
    state = last(events('kind = "heal"\namount = 1'), head=HEAD.replace("hp = 10", 'hp = 10\nhp_start = -3'))
    assert state["hp"] == -2 and ids(state) == ["瀕死", "気絶"]


def test_hp_minus_max_at_the_start_is_death():
    head = HEAD.replace("hp = 10", "hp = 10\nhp_start = -10")
    scenario, _ = read_scenario(SourceFile("s.toml", head + events('kind = "action"')))
    assert "死亡" in [c["id"] for c in start_state(scenario)["conditions"]]
    steps, stop = run_scenario(scenario, Script())
    assert stop is None and "［死亡］" in report_text(scenario, steps, stop, "ja").splitlines()[1]
    assert report_json(scenario, steps, stop, [], "en")["start"]["conditions"][1]["id"] == "死亡"


def test_self_inflicted_loss_while_hp_is_zero_or_less_is_refused():
    # 「【ＨＰ】の現在値が「0」になるように減少させることはできない。」: from 0 or less it could end nowhere else
    steps, _, _ = play(events('kind = "damage"\namount = 12', 'kind = "loss"\namount = 1'))
    assert steps[1].state["hp"] == -2 and "cannot" in str(steps[1].notes[0])


# ---- 【装備ＨＰ】 ----

def test_self_inflicted_loss_never_goes_to_armor_in_japanese_keys():
    found, _ = diagnostics_of(HEAD + events('kind = "自傷"\namount = 1\n"装備" = true'))
    assert [code for code, *_ in found] == ["KY211"]


# ---- ［余暇］ ----

def test_leisure_restores_hp_but_death_stays():
    steps, _, _ = play(events('kind = "damage"\namount = 20', 'kind = "余暇"'))
    assert steps[1].state["hp"] == 10 and ids(steps[1].state) == ["死亡"]
    assert "special effect" in str(steps[1].notes[0])


def test_leisure_time_passing_never_guessed():
    text = events('kind = "gain"\ncondition = "萎縮"', 'kind = "余暇"')
    stops_for(text, "leisure_time")
    assert ids(last(text, head=rules(leisure_time=True))) == []
    assert ids(last(text, head=rules(余暇の時間経過=False))) == ["萎縮"]
    # no ［状態］ that ends with time: nothing to ask
    assert ids(last(events('kind = "gain"\ncondition = "崩壊2"', 'kind = "余暇"'))) == ["崩壊"]


# ---- ［気絶］ and what a character does of itself ----

def test_fainted_self_inflicted_loss_or_treatment_never_guessed():
    faint = 'kind = "gain"\ncondition = "気絶"'
    stops_for(events(faint, 'kind = "自傷"\namount = 2'), "fainted_acts")
    stops_for(events(faint, 'kind = "damage"\namount = 2', 'kind = "治療"'), "fainted_acts", "failure")
    steps, _, _ = play(events(faint, 'kind = "自傷"\namount = 2'), head=rules(fainted_acts=False))
    assert steps[1].state["hp"] == 10 and "not act" in str(steps[1].notes[0])
    assert last(events(faint, 'kind = "自傷"\namount = 2'), head=rules(気絶中の自発行為=True))["hp"] == 8


def test_treatment_of_a_fainted_character_by_another_needs_no_choice():
    state = last(events('kind = "damage"\namount = 12', 'kind = "治療"\nby = { "感覚" = 4, skill = "2D10" }'),
                 "success")
    assert state["hp"] == 2 and ids(state) == []


def test_treatment_by_another_character_needs_its_dice_and_its_sense():
    found, _ = diagnostics_of(HEAD + events('kind = "治療"\nby = { "感覚" = 4 }'))
    assert [code for code, *_ in found] == ["KY207"]
    found, _ = diagnostics_of(HEAD + events('kind = "修理"\nby = { skill = "2D6" }'))
    assert [code for code, *_ in found] == ["KY207"]


# ---- ［治療］ ［修理］ and their 10 minutes ----

def test_treatment_check_before_or_after_its_10_minutes_never_guessed():
    text = events('kind = "damage"\namount = 5', 'kind = "gain"\ncondition = "散漫"', 'kind = "治療"')
    stops_for(text, "mending_check")
    _, _, check = play(text, "success", head=rules(mending_check="before"))
    assert check.calls == [(1, "6", 3)]           # ［散漫］ still held: one die fewer
    _, _, check = play(text, "success", head=rules(治療判定の時点="後"))
    assert check.calls == [(2, "6", 3)]           # the 10 minutes ended ［散漫］ first
    # no ［状態］ that changes dice and ends in 10 minutes: nothing to ask
    _, _, check = play(events('kind = "damage"\namount = 5', 'kind = "gain"\ncondition = "萎縮"', 'kind = "治療"'),
                       "success")
    assert check.calls == [(2, "6", 3)]


def test_repair_needs_sense_of_the_character():
    head = HEAD.replace('"感覚" = 3\n', "")
    _, stop, _ = play(events('kind = "damage"\namount = 2\narmor = true', 'kind = "修理"'), head=head)
    assert stop.code == "KY210" and "Sense" in str(stop.message) and "【感覚】" in stop.message.render("ja")


# ---- ［崩壊n］ ［再生n］ from the same effect again ----

def test_same_effect_again_with_a_lower_n_never_guessed():
    text = events('kind = "gain"\ncondition = "崩壊3"\nsource = "毒"',
                  'kind = "gain"\ncondition = "崩壊1"\nsource = "毒"')
    stops_for(text, "same_effect_again")
    assert [c["n"] for c in last(text, head=rules(same_effect_again="highest"))["conditions"]] == [3]
    assert [c["n"] for c in last(text, head=rules(同じ効果の再付与="置換"))["conditions"]] == [1]
    higher = events('kind = "gain"\ncondition = "再生1"', 'kind = "gain"\ncondition = "再生3"')
    assert [c["n"] for c in last(higher)["conditions"]] == [3]   # a higher n: either way the same


# ---- the checks at the end of one's own turn ----

def test_turn_end_dice_after_distracted_ends_never_guessed():
    text = events('kind = "gain"\ncondition = "散漫"', 'kind = "gain"\ncondition = "集中"', 'kind = "手番終了"')
    stops_for(text, "turn_end_dice", "success")
    _, _, check = play(text, "success", "success", head=rules(turn_end_dice="start"))
    assert [dice for dice, *_ in check.calls] == [2, 2]   # 2D6 −1 ［散漫］ +1 ［集中］, kept
    _, _, check = play(text, "success", "success", head=rules(手番終了判定のダイス="逐次"))
    assert [dice for dice, *_ in check.calls] == [2, 3]   # ［散漫］ ended: the ［集中］ check has its die back


# ---- ［硬直］ and physical restraint ----

def test_restraint_freed_by_another_characters_action():
    steps, _, check = play(events('kind = "gain"\ncondition = "硬直"\nrestraint = "簡単"',
                                  'kind = "拘束解除"\nby = { skill = "3D8" }',
                                  'kind = "拘束解除"\n"実施者" = { "技能" = "3D8" }'), "failure", "success")
    assert check.calls == [(3, "8", 3), (3, "8", 3)]
    assert ids(steps[1].state) == ["硬直"] and steps[2].ended == [("硬直", "check_success")]
    found, _ = diagnostics_of(HEAD + events('kind = "escape"'))
    assert [code for code, *_ in found] == ["KY207"]


def test_a_new_stiffness_does_not_undo_a_physical_restraint():
    steps, _, check = play(events('kind = "gain"\ncondition = "硬直"\nrestraint = "厳重"',
                                  'kind = "gain"\ncondition = "硬直"', 'kind = "10秒経過"', 'kind = "turn_end"'),
                           "failure")
    assert [c.get("restraint") for c in steps[2].state["conditions"]] == ["厳重"]
    assert check.calls == [(2, "8", 5)]


# ---- ［隠密］ and ［発見］, ［飛行］ removed by force ----

def test_stealth_ends_on_losing_the_contest_of_a_search():
    steps, _, _ = play(events('kind = "gain"\ncondition = "隠密"', 'kind = "発見"\n"敗北" = false',
                              'kind = "search"\nlost = true'))
    assert ids(steps[1].state) == ["隠密"] and steps[2].ended == [("隠密", "search_lost")]
    found, _ = diagnostics_of(HEAD + events('kind = "search"'))
    assert [code for code, *_ in found] == ["KY207"]


def test_flying_removed_by_force_falls():
    steps, _, _ = play(events('kind = "gain"\ncondition = "飛行"', 'kind = "解除"\ncondition = "飛行"'))
    assert ids(steps[1].state) == [] and "falls" in str(steps[1].notes[0])


# ---- the start, damage, ［治療］ ［修理］ ----

def test_hp_and_armor_hp_start_at_their_maximum():
    scenario, _ = read_scenario(SourceFile("s.toml", HEAD))
    state = start_state(scenario)
    assert (state["hp"], state["hp_max"], state["armor_hp"], state["armor_hp_max"], state["conditions"]) == (
        10, 10, 4, 4, [])


def test_damage_decreases_hp():
    steps, _, _ = play(events('kind = "damage"\namount = 3', 'kind = "damage"\namount = 4\nsource = "爪"'))
    assert [step.state["hp"] for step in steps] == [7, 3] and steps[1].state["armor_hp"] == 4


def test_treatment_may_use_medicine_or_scholarship_dice():
    # 「〈操作〉判定（〈治療〉〈学問：医学〉を組み合わせ可能）」: the scenario names the skill whose dice are rolled
    head = HEAD.replace('"操作" = "2D6"', '"操作" = "2D6", "治療" = "3D8"')
    _, _, check = play(events('kind = "damage"\namount = 5', 'kind = "治療"\nskill = "治療"'), "success", head=head)
    assert check.calls == [(3, "8", 3)]


def test_repair_takes_10_minutes():
    state = last(events('kind = "damage"\namount = 2\narmor = true', 'kind = "gain"\ncondition = "憎悪/使用者"',
                        'kind = "修理"'), "failure")
    assert ids(state) == [] and state["armor_hp"] == 2


def test_repair_difficulty_3_sense_points_more_on_a_critical():
    steps, _, check = play(events('kind = "damage"\namount = 4\narmor = true', 'kind = "修理"'), "success")
    assert check.calls == [(2, "6", 3)] and steps[1].state["armor_hp"] == 3
    assert last(events('kind = "damage"\namount = 4\narmor = true', 'kind = "修理"'), "critical")["armor_hp"] == 4
    assert last(events('kind = "damage"\namount = 4\narmor = true', 'kind = "修理"'), "fumble")["armor_hp"] == 0


# ---- ［気絶］ ［硬直］ ［隠密］ ［憎悪］ ［飛行］ in play ----

def test_faint_declares_no_action_or_interrupt():
    steps, _, _ = play(events('kind = "gain"\ncondition = "気絶"', 'kind = "行動"', 'kind = "割込"\nauthority = true',
                              'kind = "移動"'))
    assert all("［気絶］" in step.notes[0].render("ja") and "[Unconscious]" in str(step.notes[0]) for step in steps[1:])


def test_stiffness_forbids_move_and_defend():
    steps, _, _ = play(events('kind = "gain"\ncondition = "硬直"', 'kind = "move"', 'kind = "防御"',
                              'kind = "10秒経過"', 'kind = "move"', 'kind = "defend"'))
    assert ["cannot" in str(step.notes[0]) for step in steps[1:3]] == [True, True]
    assert ["declared" in str(step.notes[0]) for step in steps[4:]] == [True, True]


def test_fainted_defence_never_guessed():
    text = events('kind = "gain"\ncondition = "気絶"', 'kind = "defend"')
    stops_for(text, "fainted_defends")
    assert "declared" in str(play(text, head=rules(fainted_defends=True))[0][1].notes[0])
    assert "not act" in str(play(text, head=rules(気絶中の防御=False))[0][1].notes[0])


def test_stealth_is_not_chosen_by_an_effect_that_chooses_a_particular_character():
    steps, _, _ = play(events('kind = "gain"\ncondition = "隠密"', 'kind = "対象選択"\n"特定" = true',
                              'kind = "targeted"\nspecific = false', 'kind = "action"',
                              'kind = "targeted"\nspecific = true'))
    assert "not chosen" in str(steps[1].notes[0]) and "can be chosen" in str(steps[2].notes[0])
    assert "can be chosen" in str(steps[4].notes[0])


def test_hatred_target_must_be_among_the_targets_of_a_harmful_action():
    steps, _, _ = play(events('kind = "gain"\ncondition = "憎悪/ゴブリン"',
                              'kind = "action"\nharmful = true\ntargets = ["オーク"]',
                              'kind = "割込"\n"不利益" = true\n"対象" = ["ゴブリン", "オーク"]',
                              'kind = "action"\ntargets = ["オーク"]'))
    assert "must be among" in str(steps[1].notes[0]) and "among the targets" in str(steps[2].notes[-1])
    assert steps[3].notes == []


class Values(Script):
    """A check that gives the values it is told (each a success), in order."""

    def __init__(self, *values: int) -> None:
        super().__init__(*["success"] * len(values))
        self.values = list(values)

    def __call__(self, rng, dice, skill, difficulty):
        super().__call__(rng, dice, skill, difficulty)
        return {"value": self.values.pop(0), "success": True}


def test_flying_advantage_attacking_the_grounded_disadvantage_defending():
    text = events('kind = "gain"\ncondition = "飛行"',
                  'kind = "check"\nskill = "意志"\ndifficulty = 3\nrole = "attack_grounded"',
                  'kind = "check"\nskill = "意志"\ndifficulty = 3\n"判定の種類" = "防御"',
                  'kind = "check"\nskill = "意志"\ndifficulty = 3')
    scenario, _ = read_scenario(SourceFile("s.toml", HEAD + text))
    steps, stop = run_scenario(scenario, Values(2, 5, 2, 5, 4))
    assert stop is None and [c["value"] for s in steps[1:] for c in s.checks] == [5, 2, 4]
    assert [c["option"] for s in steps[1:] for c in s.checks] == ["advantage", "disadvantage", None]
    assert "［有利］" in report_text(scenario, steps, stop, "ja")


# ---- the scenario's values ----

@pytest.mark.parametrize(("condition", "code"), [("崩壊0", "KY203"), ("崩壊1000", "KY203"), ("崩壊-3", "KY203"),
                                                 ("憎悪/", "KY211"), ("憎悪／ ", "KY211"), ("萎縮2", "KY211")])
def test_condition_parameters_in_range(condition, code):
    found, _ = diagnostics_of(HEAD + events(f'kind = "gain"\ncondition = "{condition}"'))
    assert [c for c, *_ in found] == [code]


def test_dismount_says_whether_the_vehicle_moves():
    found, diagnostics = diagnostics_of(HEAD + events('kind = "dismount"'))
    assert [code for code, *_ in found] == ["KY207"] and "`moving`" in str(diagnostics[0].message)


def test_toml_nested_too_deeply_or_a_number_too_long():
    for text, words in (("x = " + "[" * 5000 + "]" * 5000 + "\n", "nested"),
                        ("seed = " + "9" * 5000 + "\n", "too long")):
        scenario, found = read_scenario(SourceFile("s.toml", text))
        assert scenario is None and [d.code for d in found] == ["KY201"] and words in str(found[0].message)
    found, _ = diagnostics_of(HEAD.replace('"2D6"', '"' + "9" * 5000 + 'D6"', 1))
    assert [code for code, *_ in found] == ["KY212"]


# ---- every kind of event in a report ----

ONE = {"damage": 'amount = 1', "loss": 'amount = 1', "heal": 'amount = 1', "armor_heal": 'amount = 1',
       "gain": 'condition = "搭乗"', "remove": 'condition = "搭乗"', "end_source": 'source = "x"',
       "check": 'skill = "意志"\ndifficulty = 3', "dismount": 'moving = true\ndriver_move = 2\nexercise = false',
       "escape": 'by = { skill = "1D6" }', "search": 'lost = true', "targeted": 'specific = true'}


@pytest.mark.parametrize("kind", list(KINDS))
def test_every_kind_of_event_is_reported_in_both_languages(kind):
    text = events('kind = "gain"\ncondition = "搭乗"', f'kind = "{kind}"\n' + ONE.get(kind, ""))
    scenario, found = read_scenario(SourceFile("s.toml", rules(fainted_acts=True) + text))
    assert found == []
    steps, stop = run_scenario(scenario, lambda rng, dice, skill, difficulty: {"success": True, "value": 3})
    assert stop is None and len(steps) == 2
    for lang in ("ja", "en"):
        shown = report_text(scenario, steps, stop, lang)
        assert any(line.startswith("#2 ") for line in shown.splitlines()) and "{" not in shown
        assert json.loads(json.dumps(report_json(scenario, steps, stop, [], lang), ensure_ascii=False))["steps"][1]


# ---- the table of docs/kyoko.md ----

DOC = (ROOT / "docs" / "kyoko.md").read_text(encoding="utf-8")
TESTS = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "tests").glob("test_kyoko_*.py"))


def _table_rows() -> list[tuple[str, list[str], list[str]]]:
    section = DOC.split("## Rules of the seed and where they are", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0].isdigit():
            rows.append((cells[1], re.findall(r"`([\w.]+)`", cells[2]), re.findall(r"`(test_\w+)`", cells[3])))
    return rows


def _resolve(name: str):
    """`sim.rules.hp_floor`, `sim.scenario._Reader.event`: the object, from the longest module that imports."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found = importlib.import_module("statblock.rulesets.kyoko." + ".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attribute in parts[cut:]:
            found = getattr(found, attribute, None)
        return found
    return None


def test_the_rule_table_names_real_functions_and_tests():
    rows = _table_rows()
    assert len(rows) >= 40
    for rule, functions, tests in rows:
        assert functions and tests, rule
        for name in functions:
            assert _resolve(name) is not None, (rule, name)
        for test in tests:
            assert re.search(rf"^def {test}\(", TESTS, re.MULTILINE), (rule, test)


def test_every_rule_choice_is_in_the_readings_of_docs():
    readings = DOC.split("### Where the seed is silent", 1)[1].split("\n## ", 1)[0]
    for key in RULES:
        assert f"`{key}`" in readings, key


def test_english_names_are_the_cards_own_in_a_scenario_and_its_report():
    state = last(events('kind = "gain"\ncondition = "[Decay 2]"', 'kind = "gain"\ncondition = "Hatred/User"',
                        'kind = "gain"\ncondition = "hidden"'))
    assert ids(state) == ["憎悪", "崩壊", "隠密"]
    scenario, _ = read_scenario(SourceFile("s.toml", HEAD + events('kind = "gain"\ncondition = "Immobilized"')))
    steps, stop = run_scenario(scenario, Script())
    assert "gains [Immobilized]" in report_text(scenario, steps, stop, "en")


def test_hatred_targets_in_either_language_are_the_same_character():
    # ［憎悪／User］ and `targets = ["使用者"]` did not match: the note said the user must be among the targets
    steps, _, _ = play(events('kind = "gain"\ncondition = "[Hatred/User]"',
                              'kind = "action"\nharmful = true\ntargets = ["使用者"]',
                              'kind = "gain"\ncondition = "憎悪／使用者"',
                              'kind = "action"\nharmful = true\ntargets = ["user"]',
                              'kind = "gain"\ncondition = "憎悪/Ｇｏｂｌｉｎ"',
                              'kind = "action"\nharmful = true\ntargets = ["goblin"]',
                              'kind = "action"\nharmful = true\ntargets = ["自身"]'))
    assert ["is among the targets, as it must be" in str(steps[i].notes[-1]) for i in (1, 3, 5)] == [True] * 3
    assert "must be among" in str(steps[6].notes[-1])


def test_an_open_question_is_said_as_the_rules_in_english_as_in_japanese():
    """KY209's English said `the seed does not say …` in a scenario whose `seed = 1` is its dice's: a user read it as
    the dice's seed. It says the rules, as the Japanese says ルール."""
    steps, stop, _ = play(events('kind = "ダメージ"\namount = 5\narmor = true'))
    assert stop is not None and stop.code == "KY209"
    english, japanese = stop.text("en"), stop.text("ja")
    assert english.startswith("the rules do not say ") and "seed" not in english
    assert japanese.startswith("ルールに記述がない点") and "シード" not in japanese
