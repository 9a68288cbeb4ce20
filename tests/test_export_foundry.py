"""`--to foundry`: Draw Steel abilities as item JSON of Foundry VTT's draw-steel system.

The mapping is checked on small abilities, one construct each (the item's fields are read back
from the JSON written), the validation on items broken on purpose, and, in the slow tier, the whole
shared corpus: every ability exported, none failing validation, nothing lost, and the share of tier
clauses that land in typed power roll effects rather than `other` printed and held above a floor.
"""

from __future__ import annotations

import json

import pytest

from statblock.pipeline import read_file, read_text
from statblock.rulesets.draw_steel.export import Exported, foundry

from conftest import DS_CORPUS, corpus_report


def _export(text: str, lang: str = "en", path: str = "sample.ability") -> list[Exported]:
    result = read_text(path, text)
    assert result.abilities, [d.render() for d in result.diagnostics]
    return foundry.export([result], lang)


def _item(text: str, lang: str = "en") -> dict:
    (exported,) = _export(text, lang)
    assert foundry.validate(exported) == []
    return json.loads(exported.text)


def _effects(item: dict, kind: str) -> list[dict]:
    """The power roll effects of one type, in their order on the sheet, as {tier number: fields}."""
    effects = sorted(item["system"]["power"]["effects"].values(), key=lambda e: e["sort"])
    return [{n: e[kind][f"tier{n}"] for n in (1, 2, 3)} for e in effects if e["type"] == kind]


BRUTAL_SLAM = """Brutal Slam (Signature)
*The heavy impact of your weapon attacks drives your foes ever back.*
Melee, Strike, Weapon | Main action
📏 Melee 1 | 🎯 One creature or object
Power Roll + Might:
≤11: 3 + M damage; push 1
12-16: 6 + M damage; push 2
17+: 9 + M damage; vertical push 4
"""

HAMMER = """Judgment's Hammer (3 Piety)
Magic, Ranged, Strike | Main action
📏 Ranged 10 | 🎯 One creature or object
Power Roll + Intuition:
≤11: 3 + I holy damage; A < WEAK, prone
12-16: 6 + I holy damage; A < AVERAGE, prone
17+: 9 + I holy damage; A < STRONG, prone and can't stand (save ends)
Effect: The hammer's light lingers.
"""

MONSTER = """Bog Curse (2 Malice)
Magic, Ranged, Strike | Main action
📏 Ranged 10 | 🎯 Two creatures
Power Roll + 3:
≤11: 6 poison damage; I < 1 slowed (save ends)
12-16: 9 poison damage; I < 2 slowed (save ends)
17+: 12 poison damage; I < 3 restrained (EoT)
"""

TRIGGERED = """Slip Beneath
Magic | Triggered action
📏 Self | 🎯 Self
Trigger: A creature targets you with a strike while you stand in water.
Effect: You sink out of sight, the strike misses, and you shift up to 3 squares.
"""

MIXED = """Mind Spike (5 Essence)
Magic, Psionic, Ranged, Strike | Main action
📏 Ranged 10 | 🎯 Each enemy in the area
Power Roll + Reason or Intuition:
≤11: 2 + R psychic damage; you teleport the target up to 4 squares
12-16: 4 + M damage; R < AVERAGE, burning (save ends)
17+: No effect.
Spend 1 Essence: The whispers follow the target.
"""


def test_damage_with_a_characteristic_is_the_systems_formula():
    item = _item(BRUTAL_SLAM)
    system = item["system"]
    assert (item["type"], system["type"], system["category"], system["resource"]) == ("ability", "main", "signature", None)
    assert system["power"]["roll"] == {"reactive": False, "formula": "@chr", "characteristics": ["might"]}
    (damage,) = _effects(item, "damage")
    assert [damage[n]["value"] for n in (1, 2, 3)] == ["3 + @chr", "6 + @chr", "9 + @chr"]
    assert system["keywords"] == ["melee", "strike", "weapon"]
    assert system["distance"] == {"type": "melee", "primary": 1, "secondary": None, "tertiary": None}
    assert system["target"] == {"type": "creatureObject", "custom": "", "value": 1}
    assert system["story"].startswith("The heavy impact")


def test_a_damage_characteristic_the_roll_does_not_use_is_named():
    item = _item(MIXED)
    (damage,) = _effects(item, "damage")
    assert damage[1] == {**damage[1], "value": "2 + @R", "types": ["psychic"]}
    assert damage[2]["value"] == "4 + @M" and damage[3]["value"] == "0"  # tier 3 has no damage


def test_a_potency_gated_condition_keeps_its_potency_and_its_end():
    item = _item(HAMMER)
    (applied,) = _effects(item, "applied")
    assert applied[1]["effects"] == {"prone": {"condition": "failure", "end": "", "properties": []}}
    assert applied[3]["effects"] == {"prone": {"condition": "failure", "end": "save", "properties": []}}
    assert [applied[n]["potency"] for n in (1, 2, 3)] == [
        {"value": f"@potency.{s}", "characteristic": "agility"} for s in ("weak", "average", "strong")]
    assert applied[3]["display"] == "{{potency}} prone and can't stand (save ends)"
    (damage,) = _effects(item, "damage")
    assert damage[1]["types"] == ["holy"] and damage[1]["potency"]["characteristic"] == "none"
    assert item["system"]["effect"]["after"] == "<p><strong>Effect:</strong> The hammer's light lingers.</p>"
    assert (item["system"]["category"], item["system"]["resource"]) == ("heroic", 3)


def test_forced_movement_with_its_distance_and_vertical():
    (forced,) = _effects(_item(BRUTAL_SLAM), "forced")
    assert [(forced[n]["movement"], forced[n]["distance"], forced[n]["properties"]) for n in (1, 2, 3)] == [
        (["push"], "1", []), (["push"], "2", []), (["push"], "4", ["vertical"])]
    assert forced[1]["display"] == "{{forced}}"


def test_a_monster_ability_keeps_its_flat_bonus_and_numeric_potency():
    item = _item(MONSTER)
    system = item["system"]
    assert system["power"]["roll"] == {"reactive": False, "formula": "3", "characteristics": []}
    assert (system["resource"], system["category"]) == (2, "")
    (damage,) = _effects(item, "damage")
    assert [damage[n]["value"] for n in (1, 2, 3)] == ["6", "9", "12"]
    (applied,) = _effects(item, "applied")
    assert [applied[n]["potency"] for n in (1, 2, 3)] == [
        {"value": str(v), "characteristic": "intuition"} for v in (1, 2, 3)]
    assert applied[3]["effects"] == {"restrained": {"condition": "failure", "end": "turn", "properties": []}}
    assert system["target"] == {"type": "creature", "custom": "", "value": 2}


def test_a_triggered_action_keeps_its_trigger_and_effect():
    item = _item(TRIGGERED)
    system = item["system"]
    assert system["type"] == "triggered"
    assert system["trigger"] == "A creature targets you with a strike while you stand in water."
    assert "You sink out of sight" in system["effect"]["after"]
    assert system["power"]["effects"] == {} and system["distance"]["type"] == "self"


def test_what_the_model_cannot_type_is_kept_in_words():
    (exported,) = _export(MIXED)
    item = json.loads(exported.text)
    others = _effects(item, "other")
    shown = [tier["display"] for other in others for tier in other.values()]
    assert "you teleport the target up to 4 squares" in shown
    assert "No effect." in shown
    # a condition the rules do not define: an effect of the item that the applied effect names
    (applied,) = _effects(item, "applied")
    (custom,) = item["effects"]
    assert custom["name"] == "burning" and list(applied[2]["effects"]) == [custom["_id"]]
    assert applied[2]["potency"] == {"value": "@potency.average", "characteristic": "reason"}
    assert item["system"]["spend"] == {"value": 1, "text": "The whispers follow the target."}
    assert item["system"]["target"] == {"type": "enemy", "custom": "Each enemy in the area", "value": None}
    # damage, damage and the burning are typed; the teleport and `No effect.` are words
    assert (exported.typed_clauses, exported.text_clauses, exported.lost) == (3, 2, ())


def test_a_tier_without_an_effect_the_tier_before_has_is_not_filled_in_by_the_system():
    (other,) = _effects(_item(MIXED), "other")
    assert other[1]["display"] and other[2]["display"] == " "  # not blank: the system would copy tier 1
    (applied,) = _effects(_item(MIXED), "applied")
    assert applied[1] == {"display": "", "effects": {}, "potency": {"value": "@potency.weak", "characteristic": "none"}}
    assert applied[3]["display"] == " " and applied[3]["effects"] == {}


def test_a_second_roll_is_written_with_its_tiers_where_its_section_is():
    result = read_file(str(DS_CORPUS / "monsters" / "Hag" / "Hag.md"))
    exported = {json.loads(e.text)["name"]: e for e in foundry.export([result], "en")}
    snack = exported["Snackies for Sweeties"]
    assert foundry.validate(snack) == []
    item = json.loads(snack.text)
    system = item["system"]
    assert (system["type"], system["category"], system["power"]["roll"]["formula"]) == ("villain", "villain", "3")
    (damage,) = _effects(item, "damage")
    assert [(damage[n]["value"], damage[n]["types"]) for n in (1, 2, 3)] == [
        ("6", ["poison"]), ("10", ["poison"]), ("13", ["poison"])]
    before, after = system["effect"]["before"], system["effect"]["after"]
    assert before.startswith("<p><strong>Villain action 1</strong></p><p><strong>Effect:</strong> The hag attaches")
    assert after.index("<strong>Special:</strong>") < after.index(
        "<li><strong>≤11:</strong> The hag makes the power roll for all pastries.</li>")
    assert (snack.typed_clauses, snack.text_clauses) == (3, 3)  # the test's three tiers are words


def test_a_test_the_targets_make_is_the_systems_reactive_roll():
    result = read_file(str(DS_CORPUS / "monsters" / "Goblins" / "Goblins.md"))
    (stink,) = [e for e in foundry.export([result], "en") if json.loads(e.text)["name"] == "Swamp Stink"]
    system = json.loads(stink.text)["system"]
    assert system["power"]["roll"] == {"reactive": True, "formula": "@chr", "characteristics": ["might"]}
    assert "each non-goblin on the map makes a Might test" in system["effect"]["before"]
    assert foundry.validate(stink) == []


def test_a_tier_line_with_no_place_among_the_three_is_kept_in_words():
    text = BRUTAL_SLAM.replace("12-16: 6 + M damage; push 2\n", "12-16: 6 + M damage; push 2\n12-16: 7 + M damage\n")
    result = read_text("sample.ability", text)
    assert any(d.code == "SB121" for d in result.diagnostics)
    (exported,) = foundry.export([result], "en")
    assert foundry.validate(exported) == [] and exported.lost == ()
    after = json.loads(exported.text)["system"]["effect"]["after"]
    assert after == "<p><strong>Power Roll + Might:</strong></p><ul><li><strong>12-16:</strong> 7 + M damage</li></ul>"
    assert (exported.typed_clauses, exported.text_clauses) == (6, 1)


def test_japanese_words_in_the_text_fields():
    item = _item(HAMMER, lang="ja")
    (applied,) = _effects(item, "applied")
    assert applied[1]["display"] == "{{potency}} 伏せ"
    assert "効果" in item["system"]["effect"]["after"]
    assert _item(HAMMER)["system"]["power"]["roll"] == item["system"]["power"]["roll"]


def test_names_are_safe_unique_and_the_same_each_time():
    text = BRUTAL_SLAM + "\n" + BRUTAL_SLAM + "\n" + BRUTAL_SLAM.replace("Brutal Slam", "CON") + "\n" \
        + BRUTAL_SLAM.replace("Brutal Slam", "荒々しい叩きつけ")
    first, second = _export(text, path="My Heroes/Korva's Slams.ability"), _export(text, path="My Heroes/Korva's Slams.ability")
    names = [e.name for e in first]
    assert names[:3] == ["korvas-slams/brutal-slam.json", "korvas-slams/brutal-slam-2.json", "korvas-slams/con-ability.json"]
    assert names[3].startswith("korvas-slams/ability-") and names[3].isascii()
    assert [e.text for e in first] == [e.text for e in second]
    ids = {json.loads(e.text)["_id"] for e in first}
    assert len(ids) == 4


# ---- validation -----------------------------------------------------------------------------------


def _broken(change) -> list[str]:
    (exported,) = _export(HAMMER)
    item = json.loads(exported.text)
    change(item)
    return foundry.validate(Exported(exported.name, json.dumps(item)))


def _first_effect(item: dict, kind: str) -> dict:
    return next(e for e in item["system"]["power"]["effects"].values() if e["type"] == kind)


@pytest.mark.parametrize("change, words", [
    (lambda item: item["system"].pop("target"), "'target' is a required property"),
    (lambda item: item["system"].update(type="action"), "'action' is not one of"),
    (lambda item: item["system"]["distance"].update(type="sphere"), "'sphere' is not one of"),
    (lambda item: item["_stats"].update(systemVersion="0.7.0"), "'0.10.0' was expected"),
    (lambda item: item["system"].update(keyword=["magic"]), "'keyword' was unexpected"),
    (lambda item: _first_effect(item, "damage")["damage"]["tier1"].update(types=["radiant"]), "'radiant' is not one of"),
    (lambda item: _first_effect(item, "damage")["damage"]["tier2"].update(value=""), "should be non-empty"),
    (lambda item: _first_effect(item, "applied")["applied"]["tier1"]["potency"].update(value="@potency.weakest"),
     "does not match"),
    (lambda item: _first_effect(item, "applied")["applied"]["tier3"]["effects"]["prone"].update(end="round"),
     "'round' is not one of"),
    (lambda item: _first_effect(item, "applied")["applied"]["tier2"].update(effects={"burning": {
        "condition": "failure", "end": "", "properties": []}}), "neither a condition of the system nor an effect"),
], ids=["missing-target", "old-action-type", "unknown-distance", "other-version", "mistyped-key", "unknown-damage-type",
        "blank-damage", "unknown-potency", "unknown-end", "unknown-condition"])
def test_validation_says_what_is_broken(change, words):
    problems = _broken(change)
    assert problems and all(p.startswith("sample/judgments-hammer.json: ") for p in problems)
    assert any(words in p for p in problems), problems


def test_validation_of_a_file_that_is_not_json():
    assert foundry.validate(Exported("a/b.json", "{not json")) == ["a/b.json: not JSON (Expecting property name "
                                                                   "enclosed in double quotes: line 1 column 2 (char 1))"]


# ---- through the command line ------------------------------------------------------------------


def test_the_export_command_writes_the_items(write, tmp_path, capsys):
    from statblock.cli import main

    path = write("heroes/korva.ability", BRUTAL_SLAM + "\n" + HAMMER)
    out = tmp_path / "foundry"
    assert main(["export", path, "--to", "foundry", "-o", str(out), "-q"]) == 0
    assert "Foundry VTT draw-steel system 0.10.0" in capsys.readouterr().err  # the summary, on stderr
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.json"))
    assert written == ["korva/brutal-slam.json", "korva/judgments-hammer.json"]
    item = json.loads((out / "korva" / "judgments-hammer.json").read_text(encoding="utf-8"))
    assert item["_stats"]["systemVersion"] == foundry.SYSTEM_VERSION and item["system"]["resource"] == 3
    assert [e.text for e in _export(BRUTAL_SLAM + "\n" + HAMMER, path=path)][1] == \
        (out / "korva" / "judgments-hammer.json").read_text(encoding="utf-8")


# ---- the shared corpus ----------------------------------------------------------------------------


@pytest.mark.slow
def test_the_whole_corpus_exports_with_no_validation_failure_and_nothing_lost():
    report = corpus_report()
    exported = foundry.export(report.files, "en")
    assert len(exported) == len(report.abilities) > 2000
    assert len({e.name for e in exported}) == len(exported)
    failures = [p for e in exported for p in foundry.validate(e)]
    assert failures == [], failures[:20]
    assert [e.name for e in exported if e.lost] == []
    typed, text = sum(e.typed_clauses for e in exported), sum(e.text_clauses for e in exported)
    clauses = sum(len(t.clauses) for a in report.abilities for r in a.all_rolls() for t in r.tiers)
    assert typed + text == clauses
    share = typed / clauses
    print(f"\nFoundry export: {len(exported)} abilities, 0 validation failures, {typed} of {clauses} tier "
          f"clauses in typed effects ({share:.1%}), {text} in `other` or text")
    assert share > 0.9


def test_a_condition_on_the_user_or_on_one_target_is_said_in_words_not_applied_to_every_target():
    """`you are slowed (EoT)` was an applied effect of the item, slowing the target; `one target is grabbed` grabbed
    every target. Now words (the system applies what it types to every target); the target's half of `you and the
    target are slowed (EoT)` stays typed."""
    item = _item("Shove\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 Two creatures\nPower Roll + Might:\n"
                 "≤11: 3 damage; you are slowed (EoT)\n12-16: 5 damage; you and the target are slowed (EoT)\n"
                 "17+: 8 damage; one target is grabbed\n")
    (other,) = _effects(item, "other")
    assert [other[n]["display"] for n in (1, 2, 3)] == ["you are slowed (EoT)", "you are slowed (EoT)",
                                                        "one target is grabbed"]
    (applied,) = _effects(item, "applied")
    assert [list(applied[n]["effects"]) for n in (1, 2, 3)] == [[], ["slowed"], []]
