"""statblock's own JSON (`parse --format json`, `convert --to json`) read back: DESIGN's "JSON out and back".

The JSON used to be a dead end: `check` of it said SB008 and nothing else, `convert` and `cards` read nothing from
it. It is read as the native text it stands for, positions shown in the JSON: the abilities and statblocks that come
back are the ones that went out (every one of the published corpus, in the slow tier), and the cards print the same.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from builders import without_positions
from statblock.cli import main
from statblock.pipeline import read_file, read_text
from statblock.rulesets.draw_steel.authoring.convert import converted_text
from statblock.rulesets.draw_steel.serialize import parse_json

from conftest import SHARED

ROOT = Path(__file__).resolve().parents[1]
CORPUS = SHARED / "corpus" / "steel-compendium"
_POSITIONS = ("path", "line", "column", "format")


def _round_trip(path: Path) -> tuple[dict, dict, object]:
    """The parse JSON of `path`, that of its JSON read back, and the read-back result."""
    result = read_file(str(path))
    text = converted_text(result, "json")
    back = read_text(str(path.with_suffix(".json")), text)
    return (parse_json(result.abilities, result.statblocks), parse_json(back.abilities, back.statblocks), back)


@pytest.mark.parametrize("name", sorted(p.name for p in (ROOT / "abilities").glob("*.ability")))
def test_the_bundled_abilities_come_back_from_their_json(name):
    out, back, result = _round_trip(ROOT / "abilities" / name)
    assert out["abilities"] and without_positions(back, _POSITIONS) == without_positions(out, _POSITIONS)
    assert [d.code for d in result.diagnostics if d.severity.value != "info"] == \
        [d.code for d in read_file(str(ROOT / "abilities" / name)).diagnostics if d.severity.value != "info"]


def test_what_comes_back_from_a_json_says_it_was_read_from_the_json():
    """Its `path` is the JSON's, and so is its `format` (it was `ability`, the native text the JSON is written as)."""
    out, back, _ = _round_trip(ROOT / "abilities" / "homebrew-monster.ability")
    assert {a["format"] for a in out["abilities"]} == {"ability"}
    assert {a["format"] for a in back["abilities"]} == {s["format"] for s in back["statblocks"]} == {"json"}
    assert back["statblocks"] and {a["path"] for a in back["abilities"]} == {str(ROOT / "abilities" / "homebrew-monster.json")}


def test_a_monster_comes_back_with_its_statblock_and_its_cards_print_the_same(tmp_path, capsys):
    source = ROOT / "abilities" / "homebrew-monster.ability"
    assert main(["convert", str(source), "--to", "json", "-o", str(tmp_path / "json")]) == 0
    written = tmp_path / "json" / "homebrew-monster.json"
    for lang in ("en", "ja"):
        assert main(["cards", str(source), "--format", "txt", "--lang", lang, "-o", str(tmp_path / f"a{lang}.txt")]) == 0
        assert main(["cards", str(written), "--format", "txt", "--lang", lang, "-o", str(tmp_path / f"b{lang}.txt")]) == 0
        first = (tmp_path / f"a{lang}.txt").read_text(encoding="utf-8")
        assert "Statblock" in first or "スタッツ・ブロック" in first
        assert (tmp_path / f"b{lang}.txt").read_text(encoding="utf-8") == first  # (the statblock's card first, too)
    capsys.readouterr()


def test_japanese_abilities_come_back_written_in_japanese(tmp_path):
    source = ROOT / "abilities" / "seeds.ja.ability"
    assert main(["convert", str(source), "--to", "json", "-o", str(tmp_path / "json")]) == 0
    assert main(["convert", str(tmp_path / "json" / "seeds.ja.json"), "--to", "ability", "-o", str(tmp_path / "back")]) == 0
    text = (tmp_path / "back" / "seeds.ja.ability").read_text(encoding="utf-8")
    assert "≤11: 3 + M ダメージ; プッシュ 1" in text and "パワーロール + 筋力:" in text and "damage" not in text


def test_a_signature_comes_back_spelt_as_written():
    """`(シグネチャー)` came back `(Signature)`: the JSON kept no word for it (`written.signature` now)."""
    text = ("荒々しい叩きつけ (シグネチャー)\n近接, ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\n"
            "パワーロール + 筋力:\n≤11: 3 + M ダメージ\n12-16: 6 + M ダメージ\n17+: 9 + M ダメージ\n")
    data = json.loads(converted_text(read_text("slam.ability", text), "json"))
    assert (data["abilities"][0]["signature"], data["abilities"][0]["written"]["signature"]) == (True, "シグネチャー")
    back = converted_text(read_text("slam.json", json.dumps(data, ensure_ascii=False)), "ability")
    assert back.startswith("荒々しい叩きつけ (シグネチャー)\n")
    english = json.loads(converted_text(read_text("s.ability", "Slam (Signature)\nMelee | Main action\n"), "json"))
    assert english["abilities"][0]["written"]["signature"] == "Signature"


def test_a_clause_of_several_effects_is_written_back_as_one(tmp_path):
    """The JSON counts each tier clause's effects (`clauses`, where one holds other than one effect): `pull 2,
    grabbed` came back as `pull 2; grabbed` without it."""
    text = ("Hook\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
            "≤11: 2 damage; pull 1, grabbed\n12-16: 4 damage\n17+: 6 damage; slowed (EoT) or A < 3 restrained (EoT)\n")
    result = read_text("hook.ability", text)
    data = json.loads(converted_text(result, "json"))
    tiers = data["abilities"][0]["power_roll"]["tiers"]
    assert [t.get("clauses") for t in tiers] == [[1, 2], None, [1, 2]]
    back = read_text("hook.json", json.dumps(data))
    assert converted_text(back, "ability").endswith(text.split("\n", 4)[4])


def test_the_json_is_an_authoring_format_and_its_mistakes_are_placed_in_it(tmp_path):
    result = read_text("slam.ability", "Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n"
                                       "Power Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n")
    data = json.loads(converted_text(result, "json"))
    data["abilities"][0]["power_roll"]["tiers"][0]["effects"][0]["amount"] = 4      # an edit: read as written
    data["abilities"][0]["written"]["keywords"] = ["Melee", "Strik"]                # a slip: said where it is
    text = json.dumps(data, indent=2, ensure_ascii=False)
    back = read_text(str(tmp_path / "slam.json"), text)
    (ability,) = back.abilities
    assert ability.power_roll.tiers[0].effects[0].amount == 4
    (slip,) = [d for d in back.diagnostics if d.code == "SB103"]
    line = next(n for n, row in enumerate(text.split("\n"), 1) if '"Strik"' in row)
    assert (slip.span.line, slip.span.column) == (line, text.split("\n")[line - 1].index('"Strik"') + 2)
    finding = slip.finding()
    assert '"Strik"' in finding.line_text and finding.path.endswith("slam.json")  # (the snippet: the JSON's line)


@pytest.mark.parametrize(("text", "where", "said"), [
    ('{"abilities": [{"name": "A", "power_roll": null, "power_rolls": [], }]}', (1, 67), "a comma before `}`"),
    ('{"abilities": [], "power_rolls": 1, "abilities": 5}', (1, 1), "no `abilities` list"),
])
def test_json_that_cannot_be_read_is_sb009_where_it_is(text, where, said):
    result = read_text("bad.json", text)
    (problem,) = result.diagnostics
    assert (problem.code, problem.severity.value, (problem.span.line, problem.span.column)) == ("SB009", "error", where)
    assert said in problem.text("en")
    assert problem.text("ja") != problem.text("en")


def test_an_ability_that_cannot_be_written_again_is_left_out_and_said_the_others_read():
    good = json.loads(converted_text(read_text("a.ability", "Slam\nMelee | Main action\nEffect: Hit.\n"), "json"))
    first = dict(good["abilities"][0], name="Broken", power_roll={
        "label": "Power Roll + Might", "written": {"label": "Power Roll + Might:"},
        "tiers": [{"range": "≤11", "effects": [{"kind": "teleport_everyone", "amount": 1}]}]})
    nameless = dict(good["abilities"][0], name="")
    data = {"abilities": [first, nameless, good["abilities"][0]], "statblocks": []}
    text = json.dumps(data, indent=2)
    result = read_text("mixed.json", text)
    assert [a.name for a in result.abilities] == ["Slam"]
    starts = [n for n, row in enumerate(text.split("\n"), 1) if row == "    {"]  # (each ability's `{`)
    assert [(d.code, d.span.line) for d in result.diagnostics] == [("SB009", starts[0]), ("SB009", starts[1])]
    assert "Broken" in result.diagnostics[0].text("en") and "teleport_everyone" in result.diagnostics[0].text("en")


def test_a_monster_feature_with_no_icon_keeps_its_place_in_markdown(tmp_path):
    """A native monster's features written with no icon (`Reed Lash`, not `🗡 Reed Lash`; and the JSON keeps none)
    were written to Markdown as `> **Reed Lash**`, which reads as a sidebar: two of nine abilities were lost. The
    book's icon for the feature's kind is written."""
    text = (ROOT / "abilities" / "homebrew-monster.ability").read_text(encoding="utf-8")
    bare = "\n".join(line.split(" ", 1)[1] if line and line[0] in "⭐🏹🗡❗☠❇🌀" else line for line in text.split("\n"))
    assert "🗡" not in bare
    source = tmp_path / "bare.ability"
    source.write_text(bare, encoding="utf-8")
    assert main(["convert", str(source), "--to", "md", "-o", str(tmp_path / "md")]) == 0
    markdown = (tmp_path / "md" / "bare.md").read_text(encoding="utf-8")
    assert "> 🗡 **Reed Lash**" in markdown and "> ☠️ **The Water Rises (Villain Action 1)**" in markdown
    assert "> ❗️ **Slip Beneath**" in markdown and "> ⭐️ **Mud Skin**" in markdown
    assert len(read_file(str(tmp_path / "md" / "bare.md")).abilities) == len(read_file(str(source)).abilities) == 9


@pytest.mark.slow
def test_every_published_ability_and_statblock_comes_back_from_its_json():
    files = sorted(p for p in CORPUS.rglob("*") if p.suffix in (".md", ".yaml", ".yml"))
    assert len(files) > 600
    abilities = statblocks = 0
    for path in files:
        out, back, _ = _round_trip(path)
        assert without_positions(back, _POSITIONS) == without_positions(out, _POSITIONS), path
        abilities += len(out["abilities"])
        statblocks += len(out["statblocks"])
    assert abilities > 2600 and statblocks > 500


@pytest.mark.parametrize("edit", [
    lambda a: a["power_roll"]["tiers"][0].update(effects=5),
    lambda a: a["power_roll"].update(tiers="three"),
    lambda a: a["power_roll"]["tiers"][0].update(effects=[{"kind": "choice", "options": [[]]}]),
    lambda a: a["written"].update(keywords=3),
    lambda a: a.update(power_rolls=1.5, sections=True),
    lambda a: a["power_roll"]["tiers"][0]["effects"].append({"kind": "damage", "amount": "lots"}),
], ids=["effects-a-number", "tiers-a-word", "choice-of-nothing", "keywords-a-number", "lists-not-lists", "bad-amount"])
def test_a_hand_edited_json_of_any_shape_is_read_or_said_never_an_internal_error(edit):
    data = json.loads(converted_text(read_text("s.ability", "Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One "
                                               "creature\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n"
                                               "17+: 8 damage; push 1 or slide 1\n"), "json"))
    edit(data["abilities"][0])
    result = read_text("s.json", json.dumps(data))
    assert not [d for d in result.diagnostics if d.code == "SB999"]
    assert result.abilities or [d.code for d in result.diagnostics] == ["SB009"]


def _without_written(data):
    if isinstance(data, dict):
        return {k: _without_written(v) for k, v in data.items() if k != "written"}
    if isinstance(data, list):
        return [_without_written(v) for v in data]
    return data


@pytest.mark.parametrize("name", ["seeds.ability", "seeds.ja.ability", "homebrew.ability"])
def test_a_json_without_its_written_words_is_read_from_its_canonical_values(name):
    """`written` (the author's words beside each canonical value) left out of a hand-written JSON: every ability
    was refused (SB009, `AttributeError: 'JSONObject' object has no attribute 'value_starts'`). The header rows
    are now read from the canonical values (`keywords`, `action_label`, `distance.text`, `target`, the cost, a
    roll's `label`): the same abilities come back."""
    out, _, _ = _round_trip(ROOT / "abilities" / name)
    result = read_text("bare.json", json.dumps(_without_written(out), ensure_ascii=False, indent=2))
    assert not [d for d in result.diagnostics if d.code in ("SB009", "SB999")]
    back = parse_json(result.abilities, result.statblocks)
    drop = ("action_label", "clauses")
    assert out["abilities"] and _strip(back, drop) == _strip(out, drop)


def _strip(data, keys):
    if isinstance(data, dict):
        return {k: _strip(v, keys) for k, v in data.items() if k not in (*keys, *_POSITIONS, "written")}
    if isinstance(data, list):
        return [_strip(v, keys) for v in data]
    return data


def test_a_roll_edited_in_one_of_its_two_places_is_said_and_one_left_in_one_is_read():
    """The JSON holds the ability's roll twice: `power_roll` and the `power_rolls` entry `at: ability`. Reading
    `power_roll` alone, an edit made in `power_rolls` (`amount: 99`) was ignored with no word, and an ability whose
    `power_roll` was left out lost its tiers with no word."""
    text = ("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
            "≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n")
    data = json.loads(converted_text(read_text("slam.ability", text), "json"))
    edited = json.loads(json.dumps(data))
    edited["abilities"][0]["power_rolls"][0]["tiers"][0]["effects"][0]["amount"] = 99
    written = json.dumps(edited, indent=2)
    result = read_text("slam.json", written)
    (said,) = result.diagnostics
    entry = next(n for n, row in enumerate(written.split("\n"), 1) if '"power_rolls"' in row) + 1
    assert (said.code, said.severity.value, said.span.line) == ("SB009", "warning", entry)
    assert "power_rolls" in said.text("en") and said.text("ja") != said.text("en")
    left_out = json.loads(json.dumps(data))
    del left_out["abilities"][0]["power_roll"]
    result = read_text("slam.json", json.dumps(left_out, indent=2))
    assert not result.diagnostics
    assert [t.effects[0].amount for t in result.abilities[0].power_roll.tiers] == [3, 5, 8]


@pytest.mark.parametrize("key, edit, shown, read", [
    ("keywords[1]", lambda a: a["keywords"].__setitem__(1, "ranged"), '"ranged"', "Melee"),
    ("action", lambda a: a.update(action="maneuver"), '"action": "maneuver"', "Main action"),
    ("target", lambda a: a.update(target="Two creatures"), '"target": "Two creatures"', "One creature"),
    ("distance.parts[0].size", lambda a: a["distance"]["parts"][0].update(size=5), '"size": 5', "Melee 1"),
])
def test_a_canonical_value_edited_apart_from_its_written_words_is_said(key, edit, shown, read):
    """The JSON keeps a canonical value and, in `written`, the words the author wrote for it, which are what is read
    back: `keywords` edited to `ranged` beside `written.keywords: ["Melee", ...]` came back melee with no word."""
    text = "Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nEffect: The target is slowed (EoT).\n"
    data = json.loads(converted_text(read_text("slam.ability", text), "json"))
    assert not read_text("slam.json", json.dumps(data, indent=2)).diagnostics
    edit(data["abilities"][0])
    written = json.dumps(data, indent=2)
    result = read_text("slam.json", written)
    (said,) = result.diagnostics
    assert (said.code, said.severity.value) == ("SB009", "warning") and f"`{key}`" in said.text("en")
    assert shown in written.split("\n")[said.span.line - 1]  # (shown on the edited value)
    assert read in converted_text(result, "ability")  # (the written words were read, as the message says)
    assert said.text("ja") != said.text("en")


_TAUNT = ("Goad\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
          "≤11: 3  damage; taunted until the end of their next turn\n12-16: 5 damage\n17+: 8 damage; push 2 or slide 1\n")


def test_a_tier_comes_back_in_its_authors_words():
    """The JSON keeps each tier's text as written (`written.text`, added beside its effects), and the tier is read
    back from it: `taunted until the end of their next turn` came back `taunted (EoT)` (the same effect, printed
    from it), two blanks one."""
    data = json.loads(converted_text(read_text("goad.ability", _TAUNT), "json"))
    tiers = data["abilities"][0]["power_roll"]["tiers"]
    assert tiers[0]["written"]["text"] == "3  damage; taunted until the end of their next turn"
    back = read_text("goad.json", json.dumps(data, indent=2))
    assert not back.diagnostics
    assert back.abilities[0].power_roll.tiers[0].text == tiers[0]["written"]["text"]
    assert "≤11: 3 damage; taunted until the end of their next turn\n" in converted_text(back, "ability")


def test_an_edit_of_a_tiers_effects_is_read_and_its_text_left_said():
    """A tier's effects are the JSON's; its text the words they were read from. An edit of the effects (in both of
    the roll's places, `power_roll` and `power_rolls`) is read, the text that says otherwise left, and said there;
    an edit of the text alone is said the same way (the effects read)."""
    data = json.loads(converted_text(read_text("goad.ability", _TAUNT), "json"))
    edited = json.loads(json.dumps(data))
    for roll in (edited["abilities"][0]["power_roll"], edited["abilities"][0]["power_rolls"][0]):
        roll["tiers"][1]["effects"][0]["amount"] = 6
    written = json.dumps(edited, indent=2)
    back = read_text("goad.json", written)
    assert [t.effects[0].amount for t in back.abilities[0].power_roll.tiers] == [3, 6, 8]
    said = [d for d in back.diagnostics if d.severity.value != "info"]
    (left,) = said
    assert (left.code, left.severity.value) == ("SB009", "warning")
    assert '"text": "5 damage"' in written.split("\n")[left.span.line - 1]
    assert "written.text" in left.text("en") and left.text("ja") != left.text("en")
    ability = converted_text(back, "ability")
    assert "12-16: 6 damage\n" in ability and "taunted until the end of their next turn" in ability  # (the others kept)
    retold = json.loads(json.dumps(data))
    for roll in (retold["abilities"][0]["power_roll"], retold["abilities"][0]["power_rolls"][0]):
        roll["tiers"][2]["written"]["text"] = "9 damage; push 2 or slide 1"
    back = read_text("goad.json", json.dumps(retold, indent=2))
    assert [t.effects[0].amount for t in back.abilities[0].power_roll.tiers] == [3, 5, 8]
    assert {d.code for d in back.diagnostics if d.severity.value != "info"} == {"SB009"}


def test_an_ability_whose_roll_comes_after_a_long_flavor_is_read():
    """The JSON was known by a `power_roll` key in its first 4 KB: an ability with a long flavor (or its keys in
    another order) before it was SB008, `not read back`, and nothing read."""
    data = json.loads(converted_text(read_text("s.ability", "Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One "
                                               "creature\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n"
                                               "17+: 8 damage\n"), "json"))
    ability = data["abilities"][0]
    ability["flavor"] = "A long story. " * 400
    data["abilities"][0] = {"name": ability["name"], "flavor": ability["flavor"],
                            **{k: v for k, v in ability.items() if k not in ("name", "flavor")}}
    result = read_text("s.json", json.dumps(data, indent=2))
    assert [d.code for d in result.diagnostics] == []
    assert [a.name for a in result.abilities] == ["Slam"] and result.abilities[0].flavor == ability["flavor"].strip()


def test_a_misspelt_section_label_is_shown_on_the_label():
    """A section's label was placed on its text: `Spend 2 Wrth` said `Wrth` in the section's `text`, columns
    into it, on another line of the JSON."""
    text = ("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n≤11: 3 damage\n"
            "12-16: 5 damage\n17+: 8 damage\nSpend 2 Wrath: The target is also dazed (EoT).\n")
    data = json.loads(converted_text(read_text("slam.ability", text), "json"))
    data["abilities"][0]["sections"][0]["written"]["label"] = "Spend 2 Wrth"
    written = json.dumps(data, indent=2)
    (slip,) = read_text("slam.json", written).diagnostics
    line = next(n for n, row in enumerate(written.split("\n"), 1) if '"Spend 2 Wrth"' in row)
    assert (slip.code, slip.span.line, slip.span.column) == \
        ("SB107", line, written.split("\n")[line - 1].index("Wrth") + 1)


def test_a_slip_in_a_statblocks_field_is_shown_on_the_field():
    """A statblock's rows were placed as one run from its `fields` object's `{`: `Stamina: 2x50` (SB171) was shown on
    the `roles` line, a weakness's `Fiire` (SB173) on `level`'s."""
    source = ROOT / "abilities" / "homebrew-monster.ability"
    data = json.loads(converted_text(read_file(str(source)), "json"))
    (monster,) = [s for s in data["statblocks"] if s["kind"] == "statblock"]
    monster["fields"]["stamina"] = "2x50"
    monster["fields"]["weaknesses"] = "Fiire 5"
    written = json.dumps(data, indent=2, ensure_ascii=False)
    rows = written.split("\n")
    found = {d.code: d for d in read_text("m.json", written).diagnostics}
    for code, needle in (("SB171", '"2x50"'), ("SB173", '"Fiire 5"')):
        line = next(n for n, row in enumerate(rows, 1) if needle in row)
        assert (found[code].span.line, found[code].span.column) == (line, rows[line - 1].index(needle) + 2), code
