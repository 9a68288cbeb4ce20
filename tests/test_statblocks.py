"""Statblocks are first-class, and every power roll is reachable one way.

- `parse --format json` gives `{"abilities": [...], "statblocks": [...]}`: a native statblock or
  malice-group header is a statblock, not an ability; the same monster read from native, Markdown
  and ds-statblock YAML gives the same statblock JSON, features included;
- statblocks are checked in every format (SB170, SB171), at the line and column of the slip;
- `power_rolls` holds every roll of an ability (its own, a section's, the trigger's) exactly once,
  in the order of the source.

The corpus files are read from ../shared/corpus; their front matter, written by the Steel
Compendium apart from the table, is the yardstick for the numbers read from the table.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from statblock import cli
from statblock.rulesets.draw_steel.authoring.convert import convert_result
from statblock.rulesets.draw_steel.canonical import section_label
from statblock.pipeline import read_file, read_text
from statblock.rulesets.draw_steel.serialize import parse_json, power_rolls_json, roll_json, statblock_json

from conftest import CORPUS, ON_THE_CORPUS, ROOT, corpus_report, in_sample, sweep

COMPENDIUM = CORPUS / "steel-compendium"
MONSTERS = COMPENDIUM / "monsters"
YAML_MONSTERS = COMPENDIUM / "ds-feature-yaml"
STATBLOCK_FILES = sorted(MONSTERS.glob("*/Statblocks/*.md"))
YAML_FILES = sorted(p for p in YAML_MONSTERS.glob("monsters-*/**/*.md") if "~~~ds-" in p.read_text("utf-8"))
MONSTER = ROOT / "abilities" / "homebrew-monster.ability"
NUMBERS = ("level", "stamina", "speed", "stability", "free_strike")
# what depends on the file, not on the monster
PLACE = ("path", "line", "column", "format")


def _relative(path) -> str:
    return Path(path).relative_to(CORPUS).as_posix()


def _monster(data: dict) -> dict:
    return {k: v for k, v in data.items() if k not in PLACE}


def _statblocks(result) -> list[dict]:
    return [_monster(statblock_json(s)) for s in result.statblocks]


def _twin(path: Path) -> Path:
    """The Markdown file of the bestiary that a ds-feature-yaml file copies: `monsters-Goblins/X` → `Goblins/X`."""
    group, rest = path.relative_to(YAML_MONSTERS).parts[0], path.relative_to(YAML_MONSTERS).parts[1:]
    return MONSTERS.joinpath(group.removeprefix("monsters-"), *rest)


# ---- the corpus, format by format ------------------------------------------------------------------


def check_statblock_file(path: Path) -> None:
    result = read_file(str(path))
    assert [d.render() for d in result.diagnostics if d.code in ("SB170", "SB171", "SB999")] == []
    (monster,) = [s for s in result.statblocks if s.kind == "statblock"]
    # the table, read against the front matter the Steel Compendium wrote apart from it
    front = dict(monster.metadata)
    assert {k: getattr(monster, k) for k in NUMBERS} == {k: int(str(front[k])) for k in NUMBERS}
    assert monster.characteristics == {c: int(front[c]) for c in monster.characteristics}
    assert monster.ancestry == tuple(front["ancestry"])
    assert (monster.ev, monster.size) == (str(front["ev"]), str(front["size"]))
    roles = " ".join(front["roles"]).lower().split()
    assert [monster.organization, *monster.roles] == roles
    assert result.source.line_text(monster.line).lstrip("# ").startswith(monster.name)
    # every ability of the file belongs to the monster or to its malice group, once
    assert sorted(n for s in result.statblocks for n in s.features) == sorted(a.name for a in result.abilities)
    assert monster.features and monster.fmt == "markdown"


@pytest.mark.parametrize("whole", [False, pytest.param(True, marks=pytest.mark.slow)], ids=["sample", "all"])
def test_every_markdown_statblock_file_holds_one_whole_statblock(whole):
    files = [p for index, p in enumerate(STATBLOCK_FILES) if whole or in_sample(index)]
    assert len(STATBLOCK_FILES) > 200
    assert sweep(((_relative(p), p) for p in files), check_statblock_file) == len(files)


def test_the_group_files_hold_their_monsters_and_malice():
    """A group file has each of its monsters' statblocks, the same as their own files, and its malice."""
    group = read_file(str(MONSTERS / "Goblins" / "Goblins.md"))
    monsters = {s["name"]: s for s in _statblocks(group) if s["kind"] == "statblock"}
    own_files = sorted((MONSTERS / "Goblins" / "Statblocks").glob("*.md"))
    assert len(monsters) == len(own_files) > 1
    for path in own_files:
        (alone,) = [s for s in _statblocks(read_file(str(path))) if s["kind"] == "statblock"]
        in_group = monsters[alone["name"]]
        assert {**in_group, "metadata": {}} == {**alone, "metadata": {}}  # front matter: the file's own
    (malice,) = [s for s in _statblocks(group) if s["kind"] == "malice_features"]
    (alone,) = _statblocks(read_file(str(MONSTERS / "Goblins" / "Features" / "Goblin Malice.md")))
    assert alone["metadata"]["item_name"].startswith(alone["name"])  # the file's front matter is the group's
    assert {**malice, "metadata": {}} == {**alone, "metadata": {}}
    assert malice["features"] and malice["text"].startswith("At the start")


def test_a_level_qualified_malice_group_keeps_its_level():
    (path,) = [p for p in (MONSTERS / "Demons" / "Features").glob("*.md") if "Level 1 " in p.name]
    (group,) = read_file(str(path)).statblocks
    assert (group.kind, group.level) == ("malice_features", 1)
    assert group.name == path.read_text("utf-8").split("###### ", 1)[1].split(" (", 1)[0]
    native = convert_result(read_file(str(path)), "ability", "x.ability")
    assert native.problems == () and "(Level 1+ Malice Features)" in native.text
    assert read_text("x.ability", native.text).statblocks == [group]


@pytest.mark.parametrize("path", YAML_FILES, ids=_relative)
def test_a_ds_statblock_is_the_same_as_its_markdown_twin(path):
    from_yaml = read_file(str(path))
    assert [d.render() for d in from_yaml.diagnostics if d.code in ("SB170", "SB171")] == []
    (block,) = from_yaml.statblocks
    assert block.fmt == "yaml" and block.features
    assert _statblocks(from_yaml) == _statblocks(read_file(str(_twin(path))))


def test_there_are_yaml_statblocks_and_a_yaml_malice_group():
    kinds = sorted(read_file(str(p)).statblocks[0].kind for p in YAML_FILES)
    assert kinds.count("statblock") >= 10 and "malice_features" in kinds


# ---- native: the output of `statblock convert` -----------------------------------------------------


def _convert(source: Path, out: Path) -> None:
    assert cli.main(["convert", str(source), "--to", "ability", "-o", str(out), "-q"]) == 0


@pytest.mark.slow
def test_the_goblins_are_the_same_in_markdown_yaml_and_native(tmp_path):
    """Goblins from the bestiary (Markdown) and from ds-feature-yaml, each converted to native by
    `statblock convert`: four readings of each statblock, one JSON."""
    markdown, from_yaml = MONSTERS / "Goblins", YAML_MONSTERS / "monsters-Goblins"
    _convert(markdown, tmp_path / "md")
    _convert(from_yaml, tmp_path / "yaml")
    compared = 0
    for path in sorted(from_yaml.rglob("*.md")):
        relative = path.relative_to(from_yaml).with_suffix(".ability")
        readings = [read_file(str(p)) for p in (_twin(path), path, tmp_path / "md" / relative,
                                                    tmp_path / "yaml" / relative)]
        fenced = "~~~ds-" in path.read_text("utf-8")  # the group file is Markdown in both folders
        assert [r.statblocks[0].fmt for r in readings] == ["markdown", "yaml" if fenced else "markdown",
                                                            "ability", "ability"]
        first, *others = [_statblocks(r) for r in readings]
        assert first and all(other == first for other in others), path.name
        # the headers are statblocks, not abilities: the same abilities in every reading
        names = [a.name for a in readings[0].abilities]
        assert all([a.name for a in r.abilities] == names for r in readings[1:]), path.name
        compared += len(first)
    assert compared > 20


def check_native_round_trip(path: Path) -> None:
    """The statblocks of a file, converted to native: the same, except that in native an ability
    belongs to the statblock above it, so prose the Markdown reader takes for an ability (a lore
    sidebar under a lore heading, in no statblock) joins the statblock above it."""
    result = read_file(str(path))
    conversion = convert_result(result, "ability", "x.ability")
    assert conversion.problems == ()
    again = read_text("x.ability", conversion.text)
    assert [d.render() for d in again.diagnostics if d.code in ("SB170", "SB171")] == []
    before, after = _statblocks(result), _statblocks(again)
    assert [{**s, "features": []} for s in after] == [{**s, "features": []} for s in before]
    in_none = Counter(a.name for a in result.abilities) - Counter(n for s in before for n in s["features"])
    for old, new in zip(before, after):
        assert new["features"][: len(old["features"])] == old["features"]
        joined = Counter(new["features"][len(old["features"]):])
        assert joined <= in_none, (old["name"], joined)
        in_none -= joined


@pytest.mark.slow
def test_every_bestiary_file_gives_the_same_statblocks_in_native():
    files = sorted(p for p in MONSTERS.rglob("*.md") if read_file(str(p)).statblocks)
    assert len(files) > 250
    assert sweep(((_relative(p), p) for p in files), check_native_round_trip) == len(files)


# ---- parse --format json -----------------------------------------------------------------------------


def test_parse_lists_statblocks_apart_from_the_abilities(capsys):
    assert cli.main(["parse", "--format", "json", str(MONSTER)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"abilities", "statblocks", "other_text"}
    # the file's text outside the abilities: its opening comment (not its `# meta:` line)
    (comment,) = data["other_text"]
    assert comment["line"] == 1 and comment["text"].startswith("A homebrew monster in the native statblock form")
    headers = [line.split(" (")[0] for line in MONSTER.read_text("utf-8").splitlines()
               if line.endswith(("(Statblock)", "(Malice Features)"))]
    assert [s["name"] for s in data["statblocks"]] == headers
    assert not {a["name"] for a in data["abilities"]} & set(headers)
    monster, malice = data["statblocks"]
    assert (monster["kind"], malice["kind"]) == ("statblock", "malice_features")
    assert isinstance(monster["stamina"], int) and set(monster["characteristics"]) == {
        "might", "agility", "reason", "intuition", "presence"}
    # each ability belongs to the statblock above it or to the malice group: all of them, once
    assert monster["features"] + malice["features"] == [a["name"] for a in data["abilities"]]
    assert set(malice) == set(monster)  # one shape for both kinds


def test_check_counts_the_same_abilities_in_native_and_markdown(tmp_path, capsys):
    conversion = convert_result(read_file(str(MONSTER)), "md", "m.md")
    assert conversion.problems == ()
    markdown = tmp_path / "m.md"
    markdown.write_text(conversion.text, encoding="utf-8")
    counts = []
    for path in (MONSTER, markdown):
        assert cli.main(["check", "--format", "json", "--no-cache", str(path)]) == 0
        counts.append(json.loads(capsys.readouterr().out)["abilities"])
    assert counts[0] == counts[1] == len(read_file(str(MONSTER)).abilities)
    assert _statblocks(read_file(str(markdown))) == _statblocks(read_file(str(MONSTER)))


# ---- checked in every format -------------------------------------------------------------------------

NATIVE = """Bog Hound (Statblock)
Level: 2 | Roles: Horde Harrier | EV: 4
Size: 1M | Speed: 7 | Stamina: 12 | Stability: 0 | Free Strike: 2
Might: +1 | Agility: +2 | Reason: -3 | Intuition: 0 | Presence: -2
"""
MARKDOWN = """###### Bog Hound

| Animal | - | Level 2 | Horde Harrier | EV 4 |
| :-: | :-: | :-: | :-: | :-: |
| **1M**<br/> Size | **7**<br/> Speed | **12**<br/> Stamina | **0**<br/> Stability | **2**<br/> Free Strike |
| **+1**<br/> Might | **+2**<br/> Agility | **-3**<br/> Reason | **0**<br/> Intuition | **-2**<br/> Presence |
"""
YAML = """name: Bog Hound
type: statblock
level: 2
roles:
  - Horde Harrier
stamina: "12"
speed: 7
stability: 0
free_strike: 2
might: 1
agility: 2
reason: -3
intuition: 0
presence: -2
"""
FENCED = "# Monsters\n\n~~~ds-statblock\n" + YAML + "~~~\n"
FORMATS = {"native": ("t.ability", NATIVE), "markdown": ("t.md", MARKDOWN), "yaml": ("t.yaml", YAML),
           "ds-statblock": ("t.md", FENCED)}

# (id, format, (old, new) replacement, code, the text the caret is under, words of the message)
SLIPS = [
    ("native-word-for-stamina", "native", ("Stamina: 12", "Stamina: lots"), "SB171", "lots", "Stamina"),
    ("native-no-speed", "native", ("Speed: 7 | ", ""), "SB170", "Bog Hound (Statblock)", "Speed"),
    ("markdown-word-for-stamina", "markdown", ("**12**<br/> Stamina", "**lots**<br/> Stamina"), "SB171",
     "lots", "Stamina"),
    ("markdown-word-for-level", "markdown", ("Level 2", "Level two"), "SB171", "two", "Level"),
    ("markdown-no-presence", "markdown", (" | **-2**<br/> Presence", ""), "SB170", "Bog Hound", "Presence"),
    ("markdown-dash-for-agility", "markdown", ("**+2**<br/> Agility", "**-**<br/> Agility"), "SB170",
     "Bog Hound", "Agility"),
    ("yaml-word-for-stamina", "yaml", ('stamina: "12"', 'stamina: "lots"'), "SB171", "lots", "Stamina"),
    ("yaml-no-speed", "yaml", ("speed: 7\n", ""), "SB170", "Bog Hound", "Speed"),
    ("ds-statblock-word-for-stability", "ds-statblock", ("stability: 0", "stability: none"), "SB171", "none",
     "Stability"),
    ("ds-statblock-no-free-strike", "ds-statblock", ("free_strike: 2\n", ""), "SB170", "Bog Hound",
     "Free Strike"),
]


def _position(text: str, needle: str) -> tuple[int, int]:
    index = text.index(needle)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_whole_statblock_is_clean_in_every_format(fmt):
    name, text = FORMATS[fmt]
    result = read_text(name, text)
    assert result.diagnostics == []
    (monster,) = result.statblocks
    assert (monster.stamina, monster.speed, monster.characteristics["reason"]) == (12, 7, -3)
    assert (monster.organization, monster.roles) == ("horde", ("harrier",))


@pytest.mark.parametrize(("fmt", "change", "code", "at", "words"), [s[1:] for s in SLIPS], ids=[s[0] for s in SLIPS])
def test_a_statblock_slip_is_reported_where_it_is(fmt, change, code, at, words):
    name, text = FORMATS[fmt]
    assert change[0] in text
    text = text.replace(*change)
    result = read_text(name, text)
    (found,) = result.diagnostics
    assert found.code == code and words in str(found.message)
    assert (found.span.line, found.span.column) == _position(text, at)
    assert found.span.text == at
    assert found.ability == "Bog Hound"


@pytest.mark.parametrize(("path", "replace", "written"), [
    (MONSTERS / "Goblins" / "Statblocks" / "Goblin Runner.md", (r"\*\*\d+\*\*(<br/> Stamina)", r"**lots**\1"),
     "**lots**<br/> Stamina"),
    (YAML_MONSTERS / "monsters-Goblins" / "Statblocks" / "Goblin Runner.md", (r"(?ms)(^~~~ds-statblock$.*?^stamina: )\S+$", r"\1lots"),
     "stamina: lots"),
], ids=["markdown", "ds-statblock"])
def test_a_corpus_statblock_with_a_slip_is_reported_at_the_slip(path, replace, written):
    text, count = re.subn(*replace, path.read_text("utf-8"), count=1)  # in the table or block, not the front matter
    assert count == 1 and text.count("lots") == 1
    result = read_text(path.name, text)
    (found,) = [d for d in result.diagnostics if d.code.startswith("SB17")]
    assert found.code == "SB171" and found.span.text == "lots"
    assert (found.span.line, found.span.column) == _position(text, "lots")
    assert written in result.source.line_text(found.span.line)


def test_a_yaml_alias_in_a_statistic_is_reported_once():
    text = YAML.replace('stamina: "12"', "stamina: *hp").replace("level: 2", "level: &hp 2")
    codes = [d.code for d in read_text("t.yaml", text).diagnostics]
    assert codes == ["SB004"]  # the alias, not also a missing stamina


# ---- power_rolls -----------------------------------------------------------------------------------


def check_power_rolls(ability, tree) -> None:
    placed = power_rolls_json(ability)
    expected = [("ability", None, ability.power_roll)] if ability.power_roll else []
    if ability.trigger_roll is not None:
        expected.append(("trigger", None, ability.trigger_roll))
    expected += [("section", index, s.roll) for index, s in enumerate(ability.sections) if s.roll]
    assert len(placed) == len(expected)
    seen = [(p["at"], p["section"] and p["section"]["index"]) for p in placed]
    for at, index, roll in expected:  # every roll, once, where it sits, with the same content
        assert seen.count((at, index)) == 1
        (entry,) = [p for p in placed if (p["at"], p["section"] and p["section"]["index"]) == (at, index)]
        assert {k: v for k, v in entry.items() if k not in ("at", "section", "line", "column")} == roll_json(roll)
        if index is not None:
            assert entry["section"]["label"] == section_label(ability.sections[index])  # canonical, as in `sections`
    # in the order of the source: the lines of the parsed rolls, sorted
    lines = [p["line"] for p in placed]
    rolls = tree.all_rolls()  # the trigger's tier lines included
    assert lines == sorted(roll.span.line for roll in rolls)


@ON_THE_CORPUS
def test_power_rolls_holds_every_roll_of_the_corpus_once_in_source_order():
    corpus = corpus_report()
    cases = [(f"{_relative(f.path)}::{a.name}#{i}", (a, t))
             for f in corpus.files for i, (t, a) in enumerate(zip(f.asts, f.abilities, strict=True))]
    assert sweep(cases, lambda pair: check_power_rolls(*pair)) == len(corpus.abilities)
    # the reason for the list: rolls that only a section holds
    only_in_sections = sum(1 for a in corpus.abilities if a.power_roll is None and power_rolls_json(a))
    assert only_in_sections > 50


def test_power_rolls_of_the_library_and_of_a_trigger():
    for path in sorted((ROOT / "abilities").glob("*.ability")):
        result = read_file(str(path))
        for tree, ability in zip(result.asts, result.abilities, strict=True):
            check_power_rolls(ability, tree)
    text = ("Snap Back\nMagic | Triggered action\n📏 Self | 🎯 Self\n"
            "Trigger: A creature moves adjacent. The creature makes an Agility test.\n"
            "≤11: 5 damage; prone\n12-16: 3 damage\n17+: 2 damage\n"
            "Effect: The target makes a Might test.\n≤11: pull 3\n12-16: pull 1\n17+: no effect\n")
    result = read_text("t.ability", text)
    (ability,) = result.abilities
    assert ability.power_roll is None
    data = parse_json(result.abilities, result.statblocks)["abilities"][0]
    assert [(p["at"], p["line"]) for p in data["power_rolls"]] == [("trigger", 5), ("section", 9)]
    assert data["power_rolls"][0]["tiers"][0]["effects"][0] == {"kind": "damage", "amount": 5, "characteristics": [],
                                                                 "damage_type": None}
    check_power_rolls(ability, result.asts[0])


def test_a_statblock_with_japanese_labels_is_the_same_as_with_english_ones():
    """Every field of a native statblock may be labelled in Japanese (the seed's words: サイズ, 祖先, 役割,
    移動; the vocabulary's 耐性 and 弱点): the statblock's JSON is the English one's. `サイズ` was kept as a
    field of its own, and the size was null."""
    english = ("Oni (Statblock)\nLevel: 2 | Roles: Elite Brute | EV: 16\nAncestry: Giant, Ogre\n"
               "Size: 2 | Speed: 5 | Stamina: 60 | Stability: 2 | Free Strike: 5\n"
               "Immunity: Fire 3 | Movement: Climb | Weakness: Holy 2\n"
               "Might: +3 | Agility: 0 | Reason: -2 | Intuition: -1 | Presence: 0\n")
    japanese = ("Oni (Statblock)\nレベル: 2 | 役割: Elite Brute | EV: 16\n祖先: Giant, Ogre\n"
                "サイズ: 2 | 速度: 5 | スタミナ: 60 | 安定性: 2 | フリー・ストライク: 5\n"
                "耐性: Fire 3 | 移動: Climb | 弱点: Holy 2\n"
                "筋力: +3 | 敏捷力: 0 | 知力: -2 | 判断力: -1 | 魅力: 0\n")
    read = [read_text(f"{name}.ability", text) for name, text in (("en", english), ("ja", japanese))]
    assert [d.code for r in read for d in r.diagnostics] == []
    en, ja = ({k: v for k, v in statblock_json(r.statblocks[0]).items() if k not in ("path", "line", "column")}
              for r in read)
    assert ja == en and en["size"] == "2" and en["immunities"] and en["weaknesses"] and en["ancestry"]


@pytest.mark.parametrize(("fmt", "change", "severity", "guess"), [
    ("native", ("Stability: 0", "Stabilty: 0"), "error", "Stability"),  # a required field: an error, as SB170 was
    ("markdown", ("**0**<br/> Stability", "**0**<br/> Stabilty"), "error", "Stability"),
    ("native", ("Size: 1M", "Sise: 1M"), "warning", "Size"),
])
def test_a_misspelt_field_label_is_reported_with_the_label_it_is_closest_to(fmt, change, severity, guess):
    """`Immunitee: Poison 5` was kept as a field of its own in silence, and the monster had no immunity;
    a misspelt required field was reported as missing, at the name, with no word of the misspelling."""
    name, text = FORMATS[fmt]
    result = read_text(name, text.replace(*change))
    (found,) = result.diagnostics
    assert (found.code, found.severity.value) == ("SB172", severity)
    assert f"`{guess}`" in found.render() and change[1].split(":")[0].split()[-1] in found.render()
    assert found.span.line == _position(text, change[0])[0]


def test_a_field_of_the_authors_own_is_kept_without_a_word():
    """`Lair: a sunken hut` is a field of the author's (docs/authoring.md); only a slip for one of the book's
    labels is reported."""
    for label in ("Lair", "幸運"):
        result = read_text("t.ability", NATIVE.replace("Size: 1M", f"Size: 1M | {label}: a sunken hut"))
        assert result.diagnostics == [] and result.statblocks[0].fields[label] == "a sunken hut"
    result = read_text("t.ability", NATIVE.replace("Size: 1M", "Size: 1M | 完全耐性：毒 5"))
    assert result.diagnostics == [] and [(m.damage_type, m.value) for m in result.statblocks[0].immunities] == [
        ("poison", 5)]


def test_a_native_statblock_written_in_japanese_is_its_english_twin():
    """Full-width colons, a `・` between the organization and the role, a list with `、`: as Japanese is typed.
    Nothing of it was read, and the statblock missed every statistic."""
    english = ("Bog Hag (Statblock)\nLevel: 4 | Roles: Elite Controller | EV: 24\nAncestry: Fey, Hag\n"
               "Size: 1M | Speed: 6 | Stamina: 140 | Stability: 0 | Free Strike: 6\nWeakness: Fire 5\n"
               "Might: +1 | Agility: -1 | Reason: +2 | Intuition: +4 | Presence: +2\n")
    japanese = ("沼の魔女 (Statblock)\nレベル：4 | 役割：エリート・コントローラー | EV：24\n祖先：フェイ、ハッグ\n"
                "サイズ：1M | 速度：6 | スタミナ：140 | 安定性：0 | フリー・ストライク：6\n弱点：火 5\n"
                "筋力：+1 | 敏捷力：-1 | 知力：+2 | 判断力：+4 | 魅力：+2\n")
    read = [read_text(f"{name}.ability", text) for name, text in (("en", english), ("ja", japanese))]
    assert [d.code for r in read for d in r.diagnostics] == []
    en, ja = ({k: v for k, v in statblock_json(r.statblocks[0]).items() if k not in ("path", "line", "column",
                                                                                      "name", "fields", "ancestry")}
              for r in read)
    assert ja == en and (en["organization"], en["roles"], en["stamina"]) == ("elite", ["controller"], 140)
    assert statblock_json(read[1].statblocks[0])["ancestry"] == ["フェイ", "ハッグ"]


def test_a_role_of_ones_own_with_a_nakaguro_stays_one_word():
    text = "沼の魔女 (Statblock)\nレベル：4 | 役割：ソロ ソウル・イーター | EV：24\n" + "\n".join(
        "サイズ：1M | 速度：6 | スタミナ：140 | 安定性：0 | フリー・ストライク：6\n筋力：+1 | 敏捷力：-1 | 知力：+2 | 判断力：+4 | 魅力：+2".split("\n")) + "\n"
    (monster,) = read_text("t.ability", text).statblocks
    assert (monster.organization, monster.roles) == ("solo", ("ソウル・イーター",))


@pytest.mark.slow  # a whole-corpus sweep (the README's rule for the inner loop: 0.4 s or more)
@pytest.mark.parametrize(("label", "slip"), [("Stability", "Stabilty"), ("Weakness", "Weaknes")])
def test_a_misspelt_label_in_each_corpus_statblock_table_is_reported_at_its_value(label, slip):
    """Every statblock table of the corpus, one label misspelt: SB172 at that cell's value, naming the label
    meant, and nothing else new."""
    tried = 0
    for path in STATBLOCK_FILES:
        text = path.read_text("utf-8")
        found = re.search(rf"\*\*([^*|]+)\*\*<br/> {label}\b", text)
        if found is None or found.group(1).strip() in ("-", "—"):  # (no value: nothing is lost)
            continue
        tried += 1
        before = {(d.code, d.span.line, d.render()) for d in read_text(path.name, text).diagnostics}
        changed = text[:found.start()] + found.group().replace(label, slip) + text[found.end():]
        new = [d for d in read_text(path.name, changed).diagnostics
               if (d.code, d.span.line, d.render().replace(slip, label)) not in before]
        assert [d.code for d in new] == ["SB172"], (path.name, [d.render() for d in new])
        shown = new[0].span.text  # the value and the label: the caret under both, the label for a quick fix
        assert found.group(1).strip() in shown and shown.endswith(slip) and f"`{label}`" in new[0].render(), path.name
    assert tried > 20


@pytest.mark.parametrize("tag", ["(Statblock)", "（Statblock）", "(Stat Block)", "(ステータスブロック)", "（ステータス・ブロック）"])
def test_a_statblock_is_named_so_in_either_language(tag):
    """`(ステータスブロック)`, as the Japanese messages call a statblock, was an ability of that tag whose statistics
    were sections, in silence."""
    result = read_text("t.ability", NATIVE.replace("(Statblock)", tag))
    assert result.diagnostics == [] and result.abilities == []
    (monster,) = result.statblocks
    assert (monster.name, monster.stamina, monster.roles) == ("Bog Hound", 12, ("harrier",))


@pytest.mark.parametrize(("fmt", "change", "severity", "guess"), [
    ("yaml", ("stability: 0", "stabilty: 0"), "error", "stability"),
    ("ds-statblock", ("speed: 7", "speed: 7\nimmunitie: fire 5"), "warning", "immunities"),
])
def test_a_misspelt_yaml_key_is_reported_with_the_key_it_is_closest_to(fmt, change, severity, guess):
    """A `ds-statblock` key no statistic has was passed over; one close to a statistic's key (`immunitie`)
    is SB172, naming the key, since its value would not be read."""
    name, text = FORMATS[fmt]
    result = read_text(name, text.replace(*change))
    (found,) = result.diagnostics
    assert (found.code, found.severity.value) == ("SB172", severity)
    slip = change[1].split("\n")[-1].split(":")[0]
    assert found.help() == f"replace `{slip}` with `{guess}`"
    assert read_text(name, text.replace("speed: 7", "speed: 7\nnotes: a sunken hut")).diagnostics == []


@pytest.mark.parametrize(("roles", "japanese"), [("Brute Retainer", "ブルート・リテイナー"),
                                                 ("Retainer Hexer", "リテイナー・ヘクサー")])
def test_a_retainer_is_an_organization_in_either_language(roles, japanese):
    """`Brute Retainer`, as the monster book writes a retainer: organization retainer, role brute (Retainer was
    kept as a role of its own, in English on a Japanese card, without a report)."""
    body = ("Size: 1M | Speed: 5 | Stamina: 30 | Stability: 1 | Free Strike: 3\n"
            "Might: +2 | Agility: 0 | Reason: 0 | Intuition: 0 | Presence: 0\n")
    for text in (f"Hireling (Statblock)\nLevel: 2 | Roles: {roles} | EV: -\n" + body,
                 f"Hireling (Statblock)\nLevel: 2 | 役割：{japanese} | EV: -\n" + body):
        (monster,) = read_text("t.ability", text).statblocks
        assert monster.organization == "retainer" and len(monster.roles) == 1
        assert monster.roles[0] in ("brute", "hexer")


@pytest.mark.parametrize("part, split", [("Fire 5", ("Fire", "5")), ("Corruption -2", ("Corruption", "-2")),
                                         ("毒 5", ("毒", "5")), ("Poison", ("Poison", None)), ("Damage3", ("Damage", "3")),
                                         ("12", ("", "12")), ("Holy − 2", ("Holy −", "2")), ("", ("", None))])
def test_an_immunity_entry_splits_into_its_words_and_number(part, split):
    """One reading for the compiler and the cards (each had its own pattern)."""
    from statblock.rulesets.draw_steel.runtime.statblocks import split_modifier

    assert split_modifier(part) == split


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_an_immunity_entry_with_a_long_run_of_blanks_splits_in_linear_time():
    """The pattern both had took 4 s for 10,000 blanks (the readers fold blanks before it, so no file reached it)."""
    import bounds
    from statblock.rulesets.draw_steel.runtime.statblocks import split_modifier

    part = "Fire" + " " * 20_000 + "x"
    assert bounds.cpu_seconds(lambda: split_modifier(part)) < 0.1
