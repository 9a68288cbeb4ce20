"""`statblock convert`: every format to native, Markdown and JSON, without changing what abilities mean.

The corpus round trip checks every ability (a failure names it: `relative/path.md::Name`):
convert the file to native, parse it again, compare the meaning with the
original; `fmt` of the converted file changes nothing. Each file also goes
through Markdown and back. The normal tier checks the abilities of a sample of the
files (one in `SAMPLE_EVERY`), the slow tier every other one and the whole-corpus checks.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

from statblock.rulesets.draw_steel.authoring.convert import abilities_of, convert_result
from statblock.rulesets.draw_steel.authoring.format import format_text
from statblock.rulesets.draw_steel.authoring.meaning import differences, meaning
from statblock.cli import main
from statblock.pipeline import read_file, read_text

from conftest import ON_THE_CORPUS, corpus_abilities, corpus_report, in_sample, sweep

#: The slow tests that convert every corpus file to native share the conversions (`_converted`): one worker.
CONVERTED = pytest.mark.xdist_group("corpus-converted")


# ---- small inputs, one per layout ----------------------------------------------------------

HERO_MD = """---
class: conduit
level: 1
keywords:
  - Magic
---

###### Blessed Light (3 Piety)

*Burning radiance falls upon your foe.*

| **Magic, Ranged, Strike** |               **Main action** |
| ------------------------- | ----------------------------: |
| **📏 Ranged 10**          | **🎯 One creature or object** |

**Power Roll + Intuition:**

- **≤11:** 3 + I holy damage; A<[weak] prone
- **12-16:** 5 + I holy damage
- **17+:** 8 + I holy damage

**Effect:** One ally within distance gains [a surge](../Surges.md).
"""

HERO_NATIVE = """# meta: class: conduit
# meta: level: 1
# meta: keywords: [Magic]
Blessed Light (3 Piety)
*Burning radiance falls upon your foe.*
Magic, Ranged, Strike | Main action
📏 Ranged 10 | 🎯 One creature or object
Power Roll + Intuition:
≤11: 3 + I holy damage; A < WEAK, prone
12-16: 5 + I holy damage
17+: 8 + I holy damage
Effect: One ally within distance gains a surge.
"""

MONSTER_MD = """> 🗡 **Sword Stab (Signature Ability)**
>
> | **Melee, Strike, Weapon** |               **Main action** |
> | ------------------------- | ----------------------------: |
> | **📏 Melee 1**            | **🎯 One creature or object** |
>
> **Power Roll + 2:**
>
> - **≤11:** 4 damage
> - **12-16:** 6 damage
> - **17+:** 7 damage

> ⭐️ **Crafty**
>
> The assassin doesn't provoke opportunity attacks by moving.
"""

MONSTER_NATIVE = """🗡 Sword Stab (Signature)
Melee, Strike, Weapon | Main action
📏 Melee 1 | 🎯 One creature or object
Power Roll + 2:
≤11: 4 damage
12-16: 6 damage
17+: 7 damage

⭐️ Crafty
¶ The assassin doesn't provoke opportunity attacks by moving.
"""

STATBLOCK_YAML = """```ds-statblock
type: statblock
name: Goblin Stinker
level: 1
roles:
  - Horde Controller
ancestry: [Goblin, Humanoid]
ev: "3"
stamina: "10"
speed: 5
size: 1S
stability: 0
free_strike: 1
might: -2
agility: 1
reason: 0
intuition: 0
presence: 2
features:
  - type: feature
    name: Toxic Winds
    icon: 🔳
    ability_type: Signature Ability
    keywords: [Area, Magic, Ranged]
    usage: Main action
    distance: 3 cube within 15
    target: Each enemy in the area
    effects:
      - roll: Power Roll + 2
        tier1: 1 poison damage; slide 1
        tier2: 2 poison damage; slide 2
        tier3: 3 poison damage; slide 3
      - cost: 1+ Malice
        effect: For each Malice spent, one target can be force moved 1 additional square.
  - type: feature
    name: Kill!
    ability_type: Villain Action 3
    keywords: [Area]
    usage: '-'
    distance: 10 burst
    target: Each enemy in the area
    effects:
      - name: Effect
        effect: Each enemy takes 2 damage.
```
"""

STATBLOCK_NATIVE = """Goblin Stinker (Statblock)
Level: 1 | Roles: Horde Controller | EV: 3
Ancestry: Goblin, Humanoid
Size: 1S | Speed: 5 | Stamina: 10 | Stability: 0 | Free Strike: 1
Might: -2 | Agility: +1 | Reason: 0 | Intuition: 0 | Presence: +2

🔳 Toxic Winds (Signature)
Area, Magic, Ranged | Main action
📏 3 cube within 15 | 🎯 Each enemy in the area
Power Roll + 2:
≤11: 1 poison damage; slide 1
12-16: 2 poison damage; slide 2
17+: 3 poison damage; slide 3
1+ Malice: For each Malice spent, one target can be force moved 1 additional square.

Kill! (Villain Action 3)
Area | -
📏 10 burst | 🎯 Each enemy in the area
Effect: Each enemy takes 2 damage.
"""


@pytest.mark.parametrize(("name", "text", "expected"), [
    ("hero.md", HERO_MD, HERO_NATIVE),
    ("monster.md", MONSTER_MD, MONSTER_NATIVE),
    ("goblins.md", STATBLOCK_YAML, STATBLOCK_NATIVE),
], ids=["hero-markdown", "monster-markdown", "ds-statblock-yaml"])
def test_to_native(name, text, expected):
    result = read_text(name, text)
    conversion = convert_result(result, "ability", "out.ability")
    assert conversion.problems == ()
    assert conversion.text == expected
    assert format_text(conversion.text).text == conversion.text


def test_yaml_keeps_the_cost_of_an_effect_and_the_villain_action_number():
    toxic, kill = read_text("goblins.md", STATBLOCK_YAML).abilities
    assert [(s.label, s.kind, s.amount, s.resource, s.open_ended) for s in toxic.sections] == \
        [("1+ Malice", "spend", 1, "malice", True)]
    assert kill.tag == "Villain Action 3"


def test_native_to_markdown_hero_layout():
    conversion = convert_result(read_text("hero.ability", HERO_NATIVE), "md", "hero.md")
    assert conversion.problems == ()
    assert conversion.text.startswith("---\nclass: conduit\nlevel: 1\nkeywords:\n- Magic\n---\n\n###### Blessed Light (3 Piety)\n")
    assert "| **📏 Ranged 10**" in conversion.text and "| **🎯 One creature or object** |\n" in conversion.text
    assert "**Power Roll + Intuition:**\n\n- **≤11:** 3 + I holy damage; A < WEAK, prone\n" in conversion.text
    assert conversion.text.endswith("**Effect:** One ally within distance gains a surge.\n")


def test_native_to_markdown_quote_layout_when_a_trait_has_no_table():
    conversion = convert_result(read_text("m.ability", MONSTER_NATIVE), "md", "m.md")
    assert conversion.problems == ()
    assert "> 🗡 **Sword Stab (Signature)**\n>\n> | **Melee, Strike, Weapon** |" in conversion.text
    assert "> ⭐️ **Crafty**\n>\n> The assassin doesn't provoke opportunity attacks by moving.\n" in conversion.text


@pytest.mark.parametrize("text", [
    "Odd *Name*_x\n*flavor with * and _ and [brackets](x) and <b>*\n- | Main action\n📏 Self | 🎯 Self\n"
    "¶ - a line that looks like a list\n  # not a heading | pipe\n  1. not a list\n",
    "Pipes\nMagic | Main action\n📏 Ranged 5 | 🎯 One creature | or two\nEffect: a \\ backslash, `code` and *stars*\n",
], ids=["markdown-specials", "pipes-and-backslashes"])
def test_markdown_escapes_read_back_exactly(text):
    source = read_text("t.ability", text)
    conversion = convert_result(source, "md", "t.md")
    assert conversion.problems == (), conversion.text


def test_json_is_the_parse_json(write, tmp_path, capsys):
    path = write("in/hero.md", HERO_MD)
    assert main(["convert", path, "--to", "json", "-o", str(tmp_path / "out")]) == 0
    written = json.loads((tmp_path / "out" / "hero.json").read_text(encoding="utf-8"))
    capsys.readouterr()
    assert main(["parse", path]) == 0
    assert written == json.loads(capsys.readouterr().out)


def test_the_json_written_is_read_back_as_what_it_was_not_as_records(write, tmp_path):
    """The parse JSON holds a statblock's keys (`free_strike`), so it was taken for the Steel Compendium's JSON
    records: each ability came back with no power roll, distance or target, and nothing said so. It is statblock's
    own JSON: read back as the abilities and statblock it was written from."""
    statblock = ("###### Test Brute\n\n| Humanoid | - | Level 1 | Platoon Brute | EV 6 |\n| :-: | :-: | :-: | :-: | :-: |\n"
                 "| **1M**<br/> Size | **5**<br/> Speed | **20**<br/> Stamina | **0**<br/> Stability "
                 "| **2**<br/> Free Strike |\n| **+2**<br/> Might | **0**<br/> Agility | **0**<br/> Reason "
                 "| **0**<br/> Intuition | **-1**<br/> Presence |\n\n")
    path = write("in/monster.md", statblock + MONSTER_MD)
    assert main(["convert", path, "--to", "json", "-o", str(tmp_path / "out")]) == 0
    written = tmp_path / "out" / "monster.json"
    assert '"free_strike"' in written.read_text(encoding="utf-8")  # (the case: a statblock's key in it)
    back = read_text(str(written), written.read_text(encoding="utf-8"))
    original = read_file(path)
    assert [(a.name, a.power_roll, a.distance, a.target) for a in back.abilities] == \
        [(a.name, a.power_roll, a.distance, a.target) for a in original.abilities] != []
    assert [(s.name, s.stamina, s.features) for s in back.statblocks] == [("Test Brute", 20, original.statblocks[0].features)]


@pytest.mark.parametrize("text", [
    # the first ability's power roll fills the first few KB: `power_rolls` only after them
    '{"abilities": [{"name": "X", "path": "x.md", "power_roll": {"tiers": "' + "9 damage; " * 600 + '"}, '
    '"power_rolls": []}], "statblocks": [{"name": "X", "free_strike": 2}]}',
    # no ability, a statblock
    '{"abilities": [], "statblocks": [{"name": "X", "free_strike": 2}]}',
])
def test_no_parse_json_is_taken_for_records(text):
    from statblock.rulesets.draw_steel.frontends.ds_json import sniff

    assert '"free_strike"' in text[-4096:] and sniff(text) == 0
    assert sniff('{"name": "X", "free_strike": 2, "type": "statblock"}') == 5  # (a record still is)


def test_cli_mirrors_names_under_the_output_folder(write, tmp_path):
    write("in/heroes/hero.md", HERO_MD)
    write("in/monsters/monster.md", MONSTER_MD)
    write("in/notes.md", "# Just notes\n\nNo abilities here.\n")
    out = tmp_path / "out"
    assert main(["convert", str(tmp_path / "in"), "--to", "ability", "-o", str(out)]) == 0
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*")) == \
        ["heroes", "heroes/hero.ability", "monsters", "monsters/monster.ability"]
    assert (out / "heroes" / "hero.ability").read_text(encoding="utf-8") == HERO_NATIVE
    assert main(["convert", str(out), "--to", "md", "-o", str(tmp_path / "md")]) == 0
    assert (tmp_path / "md" / "monsters" / "monster.md").exists()


def test_cli_usage_errors(write, tmp_path):
    a = write("a.md", HERO_MD)
    b = write("sub/a.yaml", STATBLOCK_YAML.split("\n", 1)[1].rsplit("```", 1)[0])
    assert main(["convert", "/no/such/path", "--to", "md", "-o", str(tmp_path)]) == 2
    assert main(["convert", a, str(Path(b)), "--to", "ability", "-o", str(tmp_path / "x")]) == 2  # same output name
    native = write("n.ability", HERO_NATIVE)
    assert main(["convert", native, "--to", "ability", "-o", str(tmp_path)]) == 2  # would overwrite its input


def test_output_dash_writes_one_files_result_to_standard_output(write, tmp_path, capsys, monkeypatch):
    path = write("in/hero.md", HERO_MD)
    monkeypatch.chdir(tmp_path)
    assert main(["convert", path, "--to", "ability", "-o", "-"]) == 0
    captured = capsys.readouterr()
    assert captured.out == HERO_NATIVE  # what `-o DIR` writes to DIR/hero.ability
    assert not (tmp_path / "-").exists()  # (it was taken for a folder named `-`)
    write("in/monster.md", MONSTER_MD)
    assert main(["convert", str(tmp_path / "in"), "--to", "md", "-o", "-"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "`-o -` writes the result of one file" in captured.err
    assert not (tmp_path / "-").exists()


_GUESSED = {
    "en": ("Kewords Melee, Strike", "Slam\n{line}\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n"
           "Power Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n"),
    "ja": ("キーワド 近接、打撃", "叩きつけ\n{line}\n近接, ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\n"
           "パワーロール + 筋力:\n≤11: 3 ダメージ\n12-16: 5 ダメージ\n17+: 7 ダメージ\n"),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("to", ["md", "ability", "json"])
def test_a_guessed_flavor_line_is_kept_as_written_by_every_output(write, tmp_path, capsys, to, lang):
    """A line of no kind under the name (SB179, a guess: a mistyped field's line, perhaps) was made italic flavor by
    `convert --to md` (`*Kewords Melee, Strike*`, flavor for sure, the line lost for good, nothing said) and by a JSON
    result converted on (`plain_flavor` was not kept); the Markdown reader took the same plain line for a section of
    text ahead of the header. Every output keeps it as written and reads it back as the same guess, said again."""
    line, text = _GUESSED[lang]
    path = write("in/slam.ability", text.format(line=line))
    assert main(["convert", path, "--to", to, "-o", str(tmp_path / "out")]) == 0
    capsys.readouterr()
    (written,) = (tmp_path / "out").iterdir()
    body = written.read_text(encoding="utf-8")
    assert f"*{line}*" not in body and line in body
    again = read_file(str(written))
    assert [d.code for d in again.diagnostics] == ["SB179"]
    assert meaning(again.abilities[0]) == meaning(read_text("slam.ability", text.format(line=line)).abilities[0])
    for onward in ("ability", "md"):   # (and from that output on, to each text format)
        assert main(["convert", str(written), "--to", onward, "-o", "-"]) == 0
        out = capsys.readouterr().out
        assert f"*{line}*" not in out and line in out, (onward, out)


_MORE_FLAVOR = {"en": ("The orc swings.", "Another word"), "ja": ("オークが腕を振るう。", "別の行")}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("lines", [("*{flavor}*", "{line}"), ("{line}", "{other}"), ("{line}", "*{flavor}*")],
                         ids=["italic-then-guess", "two-guesses", "guess-then-italic"])
def test_a_guessed_flavor_line_beside_another_flavor_line_reads_back_from_every_output(write, tmp_path, capsys,
                                                                                          lines, lang):
    """A guessed line (SB179) under or over another flavor line: `convert --to md` wrote them on consecutive lines,
    which Markdown joins into one paragraph, so the written card read back as one line of flavor (`The orc swings.
    Kewords Melee, Strike`), the guess lost, and convert exited 1 (`plain_flavor: [1] != null`); Markdown -> Markdown
    too, and a JSON result converted on; a plain paragraph over an italic one read back after it. Each guessed line is
    a paragraph of its own, each flavor line in its place: every output reads back the same, said again."""
    line, text = _GUESSED[lang]
    flavor, other = _MORE_FLAVOR[lang]
    first, second = (part.format(line=line, flavor=flavor, other=other) for part in lines)
    source = text.format(line=f"{first}\n{second}")
    original = read_text("slam.ability", source).abilities[0]
    assert len(original.plain_flavor) == sum("*" not in part for part in lines)
    path = write("in/slam.ability", source)
    for to, onward in (("md", "md"), ("json", "md"), ("json", "json")):
        out = tmp_path / f"out-{to}"
        assert main(["convert", path, "--to", to, "-o", str(out), "--force"]) == 0, capsys.readouterr().err
        (written,) = out.iterdir()
        again = tmp_path / f"again-{to}-{onward}"
        assert main(["convert", str(written), "--to", onward, "-o", str(again), "--force"]) == 0, capsys.readouterr().err
        capsys.readouterr()
        for result in (read_file(str(written)), read_file(str(next(again.iterdir())))):
            (ability,) = result.abilities
            assert (ability.flavor.split("\n"), ability.plain_flavor) == (original.flavor.split("\n"),
                                                                         original.plain_flavor), (to, onward)
            assert [d.code for d in result.diagnostics] == ["SB179"] * len(original.plain_flavor)


def test_fmt_keeps_a_guessed_flavor_line_read_from_markdown_as_it_was():
    """The Markdown reader's plain paragraph over the header's table: a guess, as a native line there is."""
    line, text = _GUESSED["en"]
    markdown = f"###### Slam\n\n{line}\n\n| **Melee, Strike** | **Main action** |\n| --- | ---: |\n" \
               "| **📏 Melee 1** | **🎯 One creature** |\n\n**Power Roll + Might:**\n\n- **≤11:** 3 damage\n" \
               "- **12-16:** 5 damage\n- **17+:** 7 damage\n"
    result = read_text("slam.md", markdown)
    (ability,) = result.abilities
    assert (ability.flavor, ability.plain_flavor) == (line, (0,))
    assert [d.code for d in result.diagnostics] == ["SB179"] and ability.power_roll is not None


@pytest.mark.parametrize(("action", "target"), [("Main action", "One creature"), ("メインアクション", "1体のクリーチャー")],
                         ids=["en", "ja"])
def test_a_header_row_with_its_keyword_cell_empty_keeps_its_action(write, tmp_path, capsys, action, target):
    """`|  | **Main action** |`: the empty cell was dropped and the action read as a keyword (SB103), and Markdown ->
    native `convert` wrote `Keywords: Main action`, the action lost. The empty cell is kept: no keyword, the action;
    native `convert` writes `- | Main action`, which the native notation reads back as the same."""
    text = (f"###### Zap\n\n|  | **{action}** |\n| --- | ---: |\n| **📏 Ranged 10** | **🎯 {target}** |\n\n"
            "**Effect:** 3 damage.\n")
    result = read_text("zap.md", text)
    (ability,) = result.abilities
    assert (ability.keywords, ability.action_label, [d.code for d in result.diagnostics]) == ((), action, [])
    path = write("in/zap.md", text)
    assert main(["convert", path, "--to", "ability", "-o", "-"]) == 0
    native = capsys.readouterr().out
    assert native.splitlines()[1] == f"- | {action}"
    (again,) = read_text("zap.ability", native).abilities
    assert (again.keywords, again.action_label) == ((), action)


# ---- the corpus, one test id per ability -----------------------------------------------------


@functools.cache
def _converted(file_index: int, to: str):
    result = corpus_report().files[file_index]
    suffix = {"ability": ".ability", "md": ".md"}[to]
    conversion = convert_result(result, to, f"converted{suffix}")
    return conversion, read_text(f"converted{suffix}", conversion.text)


def _abilities(sample: bool):
    """(id, (file index, ability index)) of the abilities in the normal tier's sample, or of the others.
    The sample is made of whole files (one in `SAMPLE_EVERY` of those with abilities): each file is
    converted whole, once."""
    files = sorted({file_index for _, file_index, _ in corpus_abilities()})
    sampled = {file_index for number, file_index in enumerate(files) if in_sample(number)}
    return ((case_id, (file_index, ability_index)) for case_id, file_index, ability_index in corpus_abilities()
            if (file_index in sampled) == sample)


def check_round_trip_through_native(at: tuple[int, int]) -> None:
    file_index, ability_index = at
    original = corpus_report().files[file_index].abilities[ability_index]
    conversion, again = _converted(file_index, "ability")
    assert differences(meaning(original), meaning(abilities_of(again)[ability_index])) == []


@pytest.mark.slow
@ON_THE_CORPUS
def test_corpus_round_trip_through_native_sample():
    """The normal tier's sample of the sweep below: the abilities of one file in `SAMPLE_EVERY`."""
    sweep(_abilities(sample=True), check_round_trip_through_native)


@pytest.mark.slow
@CONVERTED
def test_corpus_round_trip_through_native():
    """Every ability of the corpus not in the sample above."""
    sweep(_abilities(sample=False), check_round_trip_through_native)


@pytest.mark.slow
@CONVERTED
def test_corpus_converted_files_are_already_formatted_and_fmt_is_idempotent():
    files = corpus_report().files
    unformatted, unstable = [], []
    for file_index, result in enumerate(files):
        if not result.asts:
            continue
        conversion, _ = _converted(file_index, "ability")
        once = format_text(conversion.text)
        if once.changed or once.problems:
            unformatted.append(result.path)
        if format_text(once.text).text != once.text:
            unstable.append(result.path)
    assert unformatted == [] and unstable == []


@pytest.mark.slow
@CONVERTED
def test_corpus_to_native_reports_no_problem():
    """Statblocks and malice features included: every file converts with nothing changed."""
    problems = []
    for file_index, result in enumerate(corpus_report().files):
        if result.asts:
            problems.extend(_converted(file_index, "ability")[0].problems)
    assert problems == []


@pytest.mark.slow
def test_corpus_round_trip_through_markdown():
    """Every corpus file → Markdown → read again: the same abilities (line breaks in paragraphs aside)."""
    changed = []
    total = 0
    for file_index, result in enumerate(corpus_report().files):
        if not result.asts:
            continue
        conversion, _ = _converted(file_index, "md")
        total += len(result.asts)
        changed.extend(conversion.problems)
    assert total > 2000
    assert changed == []


@pytest.mark.slow
@CONVERTED
def test_corpus_round_trip_figures(figure):
    """The figures the README states: abilities converted, and how many came back identical."""
    same = total = 0
    for file_index, result in enumerate(corpus_report().files):
        if not result.asts:
            continue
        _, again = _converted(file_index, "ability")
        for before, after in zip(result.abilities, abilities_of(again), strict=True):
            total += 1
            same += meaning(before) == meaning(after)
    figure(f"corpus → native → parse: {same}/{total} abilities mean the same")
    assert same == total


@pytest.mark.parametrize("notes", ["first line\n\nsecond line", "one\r\ntwo", "a\u2028b"])
def test_a_metadata_value_with_line_breaks_stays_on_its_meta_line(notes):
    """A front matter value of several lines (`notes: |-`, a terrain object's `features:` bodies) was folded
    across lines: the `# meta:` line ended at the first break and the rest was read as abilities."""
    text = (f"---\nnotes: {json.dumps(notes)}\n---\n\n"  # (a JSON string is a double-quoted YAML one)
            "###### Test Slam\n\n| **Melee, Strike** | **Main action** |\n|---|---:|\n"
            "| **📏 Melee 1** | **🎯 One creature** |\n\n**Power Roll + 2:**\n\n"
            "- **≤11:** 2 damage\n- **12-16:** 4 damage\n- **17+:** 6 damage\n")
    result = read_text("t.md", text)
    assert result.abilities[0].metadata == {"notes": notes}
    converted = convert_result(result, "ability", "t.ability")
    assert converted.problems == ()
    assert converted.text.split("\n")[0].startswith("# meta: notes: \"") and converted.text.count("# meta:") == 1
    (again,) = read_text("t.ability", converted.text).abilities
    assert again.metadata == {"notes": notes}


@pytest.mark.parametrize("header", ["Power roll + Might:", "POWER ROLL + MIGHT:", "power roll + might:",
                                    "Power roll+M:", "パワーロール＋筋力："])
def test_the_letter_case_of_a_roll_header_is_spelling(header):
    # `Power roll + Might:` was read well, but converting it said "would change power_roll.written.label:
    # 'Powerroll+Might' != 'PowerRoll+Might'" and counted the file as a problem: the case of a fixed label
    # is spelling (fmt writes `Power Roll`), as its spacing and width are
    text = ("Test Strike\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\n"
            f"{header}\n≤11: 3 + M damage\n12-16: 5 + M damage\n17+: 7 + M damage\n")
    result = read_text("case.ability", text)
    assert result.diagnostics == []
    conversion = convert_result(result, "ability", "out.ability")
    assert conversion.problems == ()
    assert "Power Roll + " in conversion.text or "パワーロール + " in conversion.text


def test_a_roll_header_naming_another_characteristic_still_differs():
    # the header's case is spelling; what it names is not
    def roll_of(header):
        text = f"Test Strike\nMelee, Strike, Weapon | Main action\n{header}\n≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n"
        return meaning(read_text("x.ability", text).abilities[0])
    assert differences(roll_of("Power roll + Might:"), roll_of("Power Roll + Might:")) == []
    assert differences(roll_of("Power roll + Might:"), roll_of("Power Roll + Agility:")) != []


@pytest.mark.parametrize("header, characteristics, bonus", [("2d10 + Might:", ("might",), None),
                                                            ("2D10+Might or Agility:", ("might", "agility"), None),
                                                            ("2d10 + 2:", (), 2), ("Roll + Might:", ("might",), None),
                                                            ("Roll + 2:", (), 2)])
def test_a_roll_header_said_by_its_dice_is_the_power_roll(header, characteristics, bonus):
    # `2d10 + Might:` was a section of that name, its tiers a test of it, the ability without a power roll, no word
    text = f"Test Strike\nMelee, Strike | Main action\n{header}\n≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n"
    result = read_text("dice.ability", text)
    (ability,) = result.abilities
    assert result.diagnostics == [] and ability.sections == ()
    assert ability.power_roll.characteristics == characteristics and ability.power_roll.bonus == bonus
    conversion = convert_result(result, "ability", "out.ability")
    assert conversion.problems == ()
    assert "\nPower Roll + " in conversion.text
    assert convert_result(result, "ability", "out.ability", "ja").problems == ()


def test_what_would_change_is_said_as_json_a_user_reads():
    """`convert`'s refusal ("converting `X` would change …") printed Python reprs of whole sections
    (`{'kind': 'other', …} != None`): now the values as JSON, cut short, and lists of another length by their counts."""
    from statblock.rulesets.draw_steel.authoring.meaning import differences

    assert differences({"sections": [1, 2, 3]}, {"sections": [1, 2]}) == ["sections: 3 items != 2 items"]
    assert differences({"target": "One creature"}, {"target": None}) == ['target: "One creature" != null']
    assert differences({"name": "突撃"}, {"name": "突撃!"}) == ['name: "突撃" != "突撃!"']
    (long,) = differences({"text": "x" * 500}, {"text": "y"})
    assert len(long) < 200 and long.endswith('… != "y"')
