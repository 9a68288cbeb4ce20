"""The bugs `test_fuzz_hostile.py` found, one focused test each.

Each input is the fuzzer's finding made small: a lone surrogate in text given to the API, a YAML
value the constructor cannot make, a number past Python's 4,300 digits, an invalid byte after a
carriage return, YAML spans past the end of the file, and lines that made a regular expression or
tomllib take the square of their length. The rule each keeps: a clear diagnostic at the place
(never SB999, never a traceback), nothing dropped without a word, and bounded time.
"""

from __future__ import annotations

import functools

import pytest
import yaml

from statblock import parse_text
from statblock.diagnostics import Severity
from statblock.rulesets.draw_steel.frontends.yaml_load import load_yaml
from statblock.rulesets.draw_steel.grammar.to_ast import MAX_DIGITS
from statblock.pipeline import read_file
from statblock.rulesets.draw_steel.runtime.hero import HeroFileError, load_hero

import bounds
from builders import FORMATS, Parts, md_hero, md_quote, native, native_labeled, yaml_plain
from conftest import ROOT

KORVA = (ROOT / "abilities" / "heroes" / "korva-fury.toml").read_text(encoding="utf-8")


def line_col(text: str, offset: int) -> tuple[int, int]:
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


def inside(result) -> None:
    """No internal error, and every diagnostic within its file (the fuzzer's invariants)."""
    assert [d.code for d in result.diagnostics if d.code == "SB999"] == []
    for d in result.diagnostics:
        source = d.span.source
        assert 0 <= d.span.start <= d.span.end <= len(source.text), (d.code, d.span.start, d.span.end)
        assert 1 <= d.span.column <= len(source.line_text(d.span.line)) + 1, (d.code, d.span.column)
        assert d.render() and d.render(lang="ja")


@functools.cache
def _warm() -> None:
    """Every reader's grammar and caches built, so that a measure counts the input's own work."""
    for name, build in FORMATS.values():
        parse_text(build(Parts()), name)
    load_hero(ROOT / "abilities" / "heroes" / "korva-fury.toml")


def cpu_seconds(call, repeat: int = 1) -> float:
    """The CPU time `call` takes, the readers warm: not the wall time, which a loaded machine stretches
    (with `repeat`, the least of that many runs: see `bounds.cpu_seconds`)."""
    _warm()
    return bounds.cpu_seconds(call, repeat)


# ---- 1. a lone surrogate in text given to the API ----------------------------------------------------


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("surrogate", ["\ud800", "\udfff", "\udcff"])
def test_a_lone_surrogate_is_sb001_at_its_place_and_the_text_is_refused(fmt, surrogate):
    name, build = FORMATS[fmt]
    text = build(Parts())
    at = text.index("5 damage")
    text = text[:at] + surrogate + text[at:]
    result = parse_text(text, name)
    inside(result)
    (found,) = result.diagnostics
    assert (found.code, found.severity) == ("SB001", Severity.ERROR)
    assert (found.span.line, found.span.column) == line_col(text, at)
    assert "save the file as UTF-8" in found.text()
    assert (result.source, result.abilities) == (None, [])


def test_text_decoded_with_surrogateescape_reads_as_its_bytes_do(write):
    """Invalid UTF-8 read with `surrogateescape` (as standard input is): the same SB001, at the same
    place, with the same message, as the file of those bytes."""
    data = ("\ufeff" + native(Parts())).replace("\n", "\r\n").encode("utf-8").replace(b"5 damage", b"5 \xffdamage")
    (from_file,) = read_file(write("t.ability", data)).diagnostics
    (from_text,) = parse_text(data.decode("utf-8", "surrogateescape"), "t.ability").diagnostics
    assert from_text.code == from_file.code == "SB001"
    assert (from_text.span.line, from_text.span.column) == (from_file.span.line, from_file.span.column)
    assert from_text.text() == from_file.text() and "0xff" in from_text.text()


def test_load_yaml_raises_a_yaml_error_at_a_surrogate():
    with pytest.raises(yaml.YAMLError) as caught:
        load_yaml("name: a\nkeywords: b\ud800\n")
    assert (caught.value.problem_mark.line, caught.value.problem_mark.column) == (1, 11)


# ---- 2. a YAML value the constructor cannot make -------------------------------------------------------


@pytest.mark.parametrize("value", ["!!int x", "!!float abc", "2024-13-45", "!!timestamp 2024-02-30",
                                   "9" * 5000], ids=["int", "float", "date", "timestamp", "5000-digits"])
def test_a_front_matter_value_that_cannot_be_made_is_sb004_at_the_value(value):
    text = md_hero(Parts()).replace("level: 1\n", f"level: {value}\n")
    result = parse_text(text, "t.md")
    inside(result)
    (found,) = [d for d in result.diagnostics if d.code == "SB004"]
    assert found.severity is Severity.WARNING
    assert (found.span.line, found.span.column) == line_col(text, text.index(value))
    assert "front matter" in found.text() and "not a valid" in found.text()
    assert len(found.text()) < 400  # the value is clipped, and Python's advice on its digit limit is not shown
    assert [a.name for a in result.abilities] == ["Test"]  # the ability after it is still read


@pytest.mark.parametrize("text", ["a: !!int x\n", "a: [1, {b: 2024-13-45}]\n", "a: !!float 1e\n"])
def test_load_yaml_raises_only_yaml_errors(text):
    with pytest.raises(yaml.YAMLError) as caught:
        load_yaml(text)
    assert caught.value.problem_mark is not None


# ---- 3. numbers of more than 4,300 digits ----------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["native", "md-hero", "yaml", "md-ds-feature"])
@pytest.mark.parametrize("digits", [MAX_DIGITS + 1, 4301, 20_000])
def test_a_huge_number_is_reported_at_the_number_and_kept_as_text(fmt, digits):
    name, build = FORMATS[fmt]
    number = "9" * digits
    text = build(Parts(tiers=("1 damage", f"{number} damage; push {number}", "9 damage")))
    result = parse_text(text, name)
    inside(result)
    found = [d for d in result.diagnostics if d.code == "SB005"]
    at = text.index(number)
    assert [(d.span.line, d.span.column, d.span.end - d.span.start) for d in found] == [
        (*line_col(text, at), digits), (*line_col(text, text.index(number, at + digits)), digits)]
    assert all(d.severity is Severity.ERROR and f"{digits} digits" in d.text() for d in found)
    (ability,) = [a for a in result.asts if a.name == "Test"]
    assert ability.power_roll.tiers[1].text == f"{number} damage; push {number}"  # nothing dropped


@pytest.mark.parametrize("where", ["cost", "roll", "distance", "section"])
def test_a_huge_number_in_a_header_or_a_section_label(where):
    number = "9" * 5000
    parts = {"cost": Parts(cost=f"{number} Piety"), "roll": Parts(roll=number),
             "distance": Parts(distance=f"Ranged {number}"),
             "section": Parts(sections=((f"Spend {number} Piety", "More damage."),))}[where]
    text = native_labeled(parts)
    result = parse_text(text, "t.ability")
    inside(result)
    (found,) = [d for d in result.diagnostics if d.code == "SB005"]
    assert (found.span.line, found.span.column) == line_col(text, text.index(number))


def test_a_number_of_the_most_digits_still_reads():
    text = native(Parts(tiers=("1 damage", "2 damage", "9" * MAX_DIGITS + " damage")))
    result = parse_text(text, "t.ability")
    assert [d.code for d in result.diagnostics] == []
    assert result.abilities[0].power_roll.tiers[2].effects[0].amount == int("9" * MAX_DIGITS)


# ---- 4. an invalid byte after a carriage return -----------------------------------------------------------


@pytest.mark.parametrize("data, where", [
    (b"Name\r\xff", (2, 1)),
    (b"Name\r\n\r\nx\r\xff", (4, 1)),
    (b"\xef\xbb\xbfName\rPower\r\nabc\xff", (3, 4)),
    ("Name\r".encode("utf-16") + b"\x00\xd8", (2, 1)),
])
def test_an_invalid_byte_after_a_carriage_return_is_at_its_place_in_the_normalised_text(write, data, where):
    result = read_file(write("t.ability", data))
    inside(result)
    (found,) = result.diagnostics
    assert (found.code, found.span.line, found.span.column) == ("SB001", *where)
    assert f"line {where[0]}" in found.text()


# ---- 5. YAML spans past the end of the file -----------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "name:\nkeywords: e\n -",                                          # a plain scalar folded onto a `-`
    "name: x\nkeywords: &v + Essence\n  -  !!set {a, b}\n  - Ar\n<<: []\n",
    "name: X\nusage: Main action\ntrigger: x",                         # `Trigger:` is longer than `x`
])
def test_yaml_diagnostics_lie_inside_the_file(text):
    result = parse_text(text, "t.yaml")
    assert result.diagnostics
    inside(result)


def test_a_folded_scalar_maps_each_character_onto_the_file():
    text = "name: X\nkeywords: Magic\n  - Strike\n"
    (ability,) = parse_text(text, "t.yaml").asts
    assert ability.keywords[0].text == "Magic - Strike"
    assert ability.keywords[0].span.text == "Magic\n  - Strike"


# ---- 6, 7 and 8: lines that took the square of their length ------------------------------------------------


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("line", ["[" * 20_000, "[a](" * 5_000, "<a" * 20_000, "<!--" * 5_000],
                         ids=["brackets", "link-starts", "tag-starts", "comment-starts"])
def test_markdown_inline_markup_takes_linear_time(line):
    text = md_hero(Parts(tiers=("1 damage", line, "9 damage")))
    result = None

    def read():
        nonlocal result
        result = parse_text(text, "t.md")

    assert cpu_seconds(read) < 1.0  # it took 5 s for `[` * 20,000
    inside(result)
    assert line in result.asts[0].power_roll.tiers[1].text


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("field", ["Main" + " " * 20_000 + "action", "Villain Action" + " " * 20_000 + "x",
                                   "1" * 20_000 + "x", "Villain Action " + "1" * 20_000],
                         ids=["spaces", "spaces-then-word", "digits-then-word", "digits"])
def test_an_action_type_takes_linear_time(field):
    text = native_labeled(Parts(action=field))
    result = None

    def read():
        nonlocal result
        result = parse_text(text, "t.ability")

    assert cpu_seconds(read) < 1.0  # the regular expression took 39 s for 20,000 spaces
    inside(result)


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_section_label_takes_linear_time():
    label = "Spend" + " " * 20_000 + "Piety"
    text = yaml_plain(Parts(sections=((f'"{label}"', "More."),)))
    result = None

    def read():
        nonlocal result
        result = parse_text(text, "t.yaml")

    assert cpu_seconds(read) < 1.0  # 11 s before
    inside(result)
    assert label in [s.label for s in result.abilities[0].sections]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("key", [".".join(["a"] * 20_000) + " = 1", "[" + ".".join(["a"] * 20_000) + "]",
                                 'kit = { ' + " . ".join(['"q"'] * 5_000) + " = 1 }"],
                         ids=["dotted-key", "table-name", "quoted-in-inline-table"])
def test_a_hero_key_of_many_dotted_parts_is_refused_before_tomllib(write, key):
    path = write("hero.toml", KORVA + key + "\n")
    line = KORVA.count("\n") + 1

    def load():
        with pytest.raises(HeroFileError) as caught:
            load_hero(path)
        message = str(caught.value)
        assert message.startswith(f"{path}:{line}:") and "dotted parts" in message and len(message) < 400

    assert cpu_seconds(load) < 1.0  # tomllib took 16 s for 20,000 parts


@pytest.mark.parametrize("line, name", [('name = "J. R. R. Tolkien"', "J. R. R. Tolkien"),
                                        ('# rules 1.2.3.4.5.6.7.8.9.10\nname = "Korva"', "Korva")])
def test_dots_in_a_string_or_a_comment_are_no_key(write, line, name):
    assert load_hero(write("hero.toml", KORVA.replace('name = "Korva"', line))).name == name


def test_a_statblock_statistic_of_too_many_digits_is_reported_not_lost():
    """A characteristic of 2,000 digits is not read as a number (to_ast.MAX_DIGITS) and says so."""
    from statblock.pipeline import read_text

    text = ("Bog Hound (Statblock)\nLevel: 2 | Roles: Horde Harrier | EV: 4\n"
            "Size: 1M | Speed: 7 | Stamina: 12 | Stability: 0 | Free Strike: 2\n"
            f"Might: +1 | Agility: +2 | Reason: -3 | Intuition: 0 | Presence: {'9' * 2000}\n")
    result = read_text("m.ability", text)
    # SB005 at the number (too long to read), SB171 for the statistic it leaves without a value
    assert sorted(d.code for d in result.diagnostics) == ["SB005", "SB171"]
    assert len({d.span.line for d in result.diagnostics}) == 1
    (statblock,) = result.statblocks
    assert statblock.characteristics["presence"] is None


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_telling_untranslated_prose_takes_linear_time():
    """A Japanese card asks of each paragraph whether it is English prose; the test was quadratic in
    the length of a word (fuzz input yaml #39300: 2.4 s for 13,000 letters)."""
    from statblock.rulesets.draw_steel.render.views import _is_foreign_prose

    word = "a" * 200_000
    assert cpu_seconds(lambda: _is_foreign_prose(word)) < 1.0  # about 20 minutes before
    assert _is_foreign_prose("the target is slowed") and not _is_foreign_prose("ターゲットは slowed")


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_reference_is_looked_for_in_linear_time():
    """`(see Lop)` closing a clause was searched for from every character of the clause, each
    attempt running over the whitespace after it: quadratic in a run of tabs (fuzz, 2 s and more)."""
    from statblock.rulesets.draw_steel.grammar.clauses import parse_clause_text

    clause = "5 damage" + "\t" * 200_000 + "x (see Lop)"
    assert cpu_seconds(lambda: parse_clause_text(clause)) < 1.0
    items = parse_clause_text("the target is swallowed (see Swallowed).")
    assert type(items[-1]).__name__ == "ReferenceClause" and items[-1].text == "Swallowed"


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("line", ["1" * 20_000 + "x (push)", "1" * 20_000 + "マス (push)", " " * 20_000 + "減速 (prone)"])
def test_a_gloss_after_a_long_count_is_checked_in_linear_time(line):
    """The count between a word and its gloss (`プッシュ 2 (push)`) was taken off by a pattern anchored at the end
    and searched, tried from every character before it, once per word of the game: a tier line of 20,000 digits
    before a gloss took over three minutes (review, 2026-12-03)."""
    from statblock.rulesets.draw_steel.grammar.glosses import contradicting_gloss, unglossed

    assert cpu_seconds(lambda: (contradicting_gloss(line), unglossed(line))) < 1.0
    assert contradicting_gloss("減速 (prone)")[2:] == ("減速", "slowed", "伏せ")
    assert unglossed("プッシュ 2 (push)") == "プッシュ 2       " and unglossed("プル３マス（引き）") == "プル３マス    "


# ---- the other games' readers: what the fuzzer found once it read them too ------------------------------------


def test_a_kyoko_effect_unreadable_at_the_end_of_the_file_is_reported_inside_it():
    """An effect cut short at the very end of the file (`[Hatred/` with no closing bracket and no newline):
    KY007 stood one character past the end of the file."""
    text = "刃（所持品）\n使用：行動\n効果：［高揚］[Hatred/"
    result = parse_text(text, "t.kyoko")
    inside(result)
    (found,) = [d for d in result.diagnostics if d.code == "KY007"]
    assert (found.span.start, found.span.end) == (len(text), len(text))


@pytest.mark.parametrize("value", ["\\u0000", "a\\u0000b.champions"])
def test_a_marvel_state_naming_a_card_file_with_a_nul_character_is_mc209(write, value):
    """A card file name with a NUL character (`cards = "\\u0000"`): os.open raised ValueError (a traceback of
    `timing`); it is a file that cannot be read, as a missing one is."""
    from statblock.rulesets.marvel_champions.runtime import load_state

    path = write("state.toml", f'cards = ["{value}"]\n')
    state, diagnostics = load_state(str(path))
    assert [d.code for d in diagnostics] == ["MC209"]
    assert "NUL" in diagnostics[0].render() or "null" in diagnostics[0].render()


def test_read_bounded_refuses_a_name_with_a_nul_character():
    from statblock.fileio import ReadProblem, read_bounded

    problem = read_bounded("a\0b")
    assert isinstance(problem, ReadProblem) and problem.kind == "unreadable"


@pytest.mark.parametrize("value", ["[" * 5_000 + "1" + "]" * 5_000,   # tomllib's recursion
                                   "9" * 5_000,                          # Python's 4,300 digits
                                   "[" * 5_000],                         # unclosed: the locator's own recursion
                         ids=["nested", "digits", "unclosed"])
def test_a_marvel_state_too_deep_or_too_long_is_mc201_at_its_place(write, value):
    """A game state with brackets nested thousands deep, or a number of thousands of digits: RecursionError
    or ValueError (a traceback of `timing`); now MC201, at the brackets or the digits."""
    from statblock.rulesets.marvel_champions.runtime import load_state

    text = 'you = "Kara"\na = ' + value + "\n"
    path = write("state.toml", text)
    state, diagnostics = load_state(str(path), cards={})
    assert state is None
    (found,) = diagnostics
    assert found.code == "MC201" and found.span.start == text.index("a = ") + 4
    assert found.render() and found.render(lang="ja")


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_the_toml_locator_follows_brackets_nested_thousands_deep_in_linear_time():
    from statblock.frontends.toml_text import Locator

    text = "a = " + "[" * 50_000 + "1" + "]" * 50_000 + "\nb = { c = [1, {d = 2}], e = 'x' }\nf = 3\n"
    seconds = cpu_seconds(lambda: Locator(text))
    locator = Locator(text)
    assert locator.value(("f",)) == (text.index("f = 3") + 4, text.index("f = 3") + 5)
    assert locator.value(("b", "c")) == (text.index("[1, {d"), text.index("], e") + 1)
    assert seconds < 0.5, seconds


@pytest.mark.parametrize("line", ["Ω Q" + "9" * 5_000 + "+ C2", "Ω Q3+ C" + "9" * 5_000,
                                  "Ω Q3+ C2 = " + "9" * 5_000 + " pts"], ids=["quality", "combat", "points"])
def test_an_sbh_quality_combat_or_points_of_thousands_of_digits_is_reported_not_sb999(line):
    """A Quality, Combat or points note of 5,000 digits: `int()` raised ValueError past Python's 4,300
    digits (SB999); now out of range (SH102, SH103) or a wrong note (SH112), the number cut short."""
    result = parse_text("Warband: W\n" + line + "\n", "t.sbh")
    inside(result)
    (found,) = [d for d in result.diagnostics if d.code in ("SH102", "SH103", "SH112")]
    assert "99999999999999999999…" in found.render()
    assert len(found.render()) < 500


@pytest.mark.slow  # (3.5 s: each size read three times)
def test_a_warband_of_many_profiles_in_error_reads_in_linear_time():
    """Each profile line counted the errors of every line before it (to know whether its own points note
    could be checked): a warband of 8,000 lines in error took 2 s, the square of its length."""
    def lines(n: int) -> str:
        return "Warband: W\n" + "Ω Q9+ C2 = 5 pts\n" * n

    small = cpu_seconds(lambda: parse_text(lines(3_000), "t.sbh"), repeat=3)
    big = cpu_seconds(lambda: parse_text(lines(12_000), "t.sbh"), repeat=3)
    # linear: about 4 times; it was about 10 (and 16 is the square's); 6.1 once under load, with one run each
    assert big < 8 * max(small, 0.05), (small, big)
    result = parse_text(lines(3), "t.sbh")
    assert [d.code for d in result.diagnostics] == ["SH102"] * 3  # a profile in error has its note unchecked


@pytest.mark.parametrize("text", ['[{"code": "1", "pack_code": "core", "name": "X\\',
                                  '[{"code": "1", "pack_code": "c", "\\'])
def test_a_json_backslash_that_ends_the_file_is_reported_inside_it(text):
    """A backslash as the last character of a MarvelCDB file: MC002 stood one character past its end."""
    result = parse_text(text, "t.json")
    inside(result)
    (found,) = result.diagnostics
    assert (found.code, found.span.start, found.span.end) == ("MC002", len(text) - 1, len(text))


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("line", [
    "Elf Q3+ C1 Shieldwa" + "\t" * 40_000 + "ll (56)",     # the points note, searched from every blank
    "Orc - Q" + " " * 40_000 + " 3+ C2 Hero",               # `Q   3`: blanks on both sides of an optional `:`
    "Orc" + " " * 40_000 + "x Q3+ C2",                      # the name's end and a count after it
    "Orc C3" + " " * 40_000 + ", Q3+",                      # blanks on both sides of an optional separator
    "Orc -" + " " * 40_000 + "- Q3+ C2",                    # a separator left before the Quality
], ids=["note", "quality", "name", "combat-first", "separator"])
def test_an_sbh_profile_line_with_a_long_run_of_blanks_reads_in_linear_time(line):
    """Regular expressions that, searched, tried a run of blanks from each of its blanks (or took the blanks
    on both sides of an optional `:`): 8,000 tabs took 3 s, 16,000 spaces before a count 11 s."""
    seconds = cpu_seconds(lambda: parse_text(line + "\n", "t.sbh"))
    assert seconds < 0.5, seconds
    inside(parse_text(line + "\n", "t.sbh"))


@pytest.mark.parametrize("path, text, claimed", [
    ("t.champions", "L (Support)\ngive L a tough status card\n", True),
    ("t.champions", "L (Treachery)\ngive L a tough status card\n", True),
    ("t.json", '[{"code": "1", "pack_code": "p", "name": "L", "type_code": "upgrade", '
               '"text": "give L a tough status card"}]', True),
    ("t.json", '[{"code": "1", "pack_code": "p", "name": "L", "type_code": "n", '
               '"text": "give L a tough status card"}]', False),
], ids=["support", "treachery", "json-upgrade", "json-unknown-type"])
def test_a_marvel_effect_on_the_card_itself_of_a_type_it_cannot_take_is_mc106_not_sb999(path, text, claimed):
    """An effect whose target is the card itself (its own name) on a card whose type that effect cannot
    target: the check looked its noun (`this`) up among the target words (KeyError, SB999). It is MC106,
    naming the card's type; for a type no target word names, nothing is claimed."""
    result = parse_text(text, path)
    inside(result)
    found = [d for d in result.diagnostics if d.code == "MC106"]
    assert len(found) == claimed
    for one in found:
        assert "can never be given a status card" in one.text() and "`this`" not in one.text()


@pytest.mark.parametrize("text", ["X (Event)\nThen,", "X (Event)\n.\nThen,"])
def test_a_marvel_paragraph_unreadable_at_the_end_of_the_file_is_reported_inside_it(text):
    """`Then,` as the file's last words: MC100 at the end of the paragraph stood one character past the file."""
    result = parse_text(text, "t.champions")
    inside(result)
    (found,) = [d for d in result.diagnostics if d.code == "MC100"]
    assert (found.span.start, found.span.end) == (len(text), len(text))


@pytest.mark.parametrize("quality", ["Q9+", "Q1+", "Q999999999+"])
@pytest.mark.parametrize("fmt", ["md", "html", "txt"])
def test_sbh_cards_of_a_magic_user_with_a_quality_out_of_range_print_without_odds(write, tmp_path, capsys, quality,
                                                                                   fmt):
    """`statblock cards` on a Magic-User whose Quality is out of range (SH102) ended in a traceback: its card
    worked out activation odds, which refuse such a Quality. The card is printed without them."""
    from statblock import cli

    path = write("w.sbh", f"Elf Mage {quality} C2 Magic-User\nOrc Q4+ C3 Magic-User\n")
    out = tmp_path / f"cards.{fmt}"
    assert cli.main(["cards", str(path), "--format", fmt, "-o", str(out), "--force"]) == 1
    said = capsys.readouterr()
    assert "Traceback" not in said.err and "SH102" in said.err
    text = out.read_text(encoding="utf-8")
    assert "Elf Mage" in text and "Orc" in text


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("key", [".".join(["a"] * 20_000) + " = 1", "[" + ".".join(["a"] * 20_000) + "]",
                                 ".".join(['"a"'] * 20_000) + " = 1"], ids=["bare", "table", "quoted"])
def test_a_state_or_scenario_key_of_many_dotted_parts_is_refused_before_tomllib(key):
    """A Marvel game state or a 虚構侵蝕 scenario with a dotted key of 20,000 parts: tomllib took seconds and
    a gigabyte (a MemoryError, SB999 in `check`) as it did for a hero file; now MC201 and KY201 at the key."""
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.sim import read_scenario
    from statblock.rulesets.marvel_champions.runtime import read_state

    text = '# ruleset: kyoko\nseed = 1\n' + key + "\n"
    for read, code in ((lambda s: read_state(s, cards={}), "MC201"), (read_scenario, "KY201")):
        source = SourceFile("s.toml", text)
        seconds = cpu_seconds(lambda: read(source))
        found, diagnostics = read(source)
        assert found is None and seconds < 0.5, seconds
        (one,) = diagnostics
        assert (one.code, one.span.line, one.span.column) == (code, 3, 1 + key.startswith("["))  # at the key
        assert "16" in one.render() and one.render(lang="ja")
    inside(parse_text(text, "s.toml"))


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("text", ["Draw 1 card " + "[" * 64_000, "Draw 1 card " + "“" * 64_000,
                                  "カードを1枚引く" + "「" * 64_000, "Deal 1 damage " + "“a " * 20_000,
                                  "Deal 1 damage " + "[[a " * 20_000, "カードを1枚引く" + "「あ " * 20_000],
                         ids=["traits", "curly-quotes", "kagi", "curly-words", "trait-words", "kagi-words"])
def test_a_marvel_paragraph_with_a_run_of_opening_brackets_or_quotes_reads_in_linear_time(text):
    """Thousands of `[` (a trait's `[[`), `“` or `「` with nothing to close them: the masks of quoted words, the
    quoted words looked up, and the grammar's quoted sentence scanned to the end of the paragraph from each
    one (16,000 `“` took 7 s, 64,000 took 100 s)."""
    for path, card in (("t.champions", "X (Event)\n" + text + "\n"),
                       ("t.json", '[{"code": "1", "pack_code": "p", "name": "X", "text": "' + text + '"}]')):
        seconds = cpu_seconds(lambda: parse_text(card, path))
        assert seconds < 1.0, (path, seconds)
        inside(parse_text(card, path))


@pytest.mark.slow
@pytest.mark.parametrize("run", ["。" * 16_000, ". " * 8_000], ids=["maru", "periods"])
def test_a_run_of_stray_periods_is_one_marvel_warning(run):
    """A card text with 16,000 `。` in a row gave 16,000 warnings (MC108), one a period: two seconds to read,
    check and show. A run of stray periods is one warning, the run shown short."""
    text = '[{"code": "1", "pack_code": "p", "name": "X", "text": "Draw 1 card' + run + 'and more."}]'
    seconds = cpu_seconds(lambda: [d.render() for d in parse_text(text, "t.json").diagnostics])
    result = parse_text(text, "t.json")
    inside(result)
    (found,) = [d for d in result.diagnostics if d.code == "MC108"]
    assert len(found.render()) < 2 * len(found.span.source.line_text(found.span.line)) + 300
    assert "…" in found.text() and seconds < 0.5, seconds
    one = parse_text("X (Event)\nAttach to X.\n. Each card.\n", "t.champions")
    assert [d.code for d in one.diagnostics] == ["MC108", "MC125"]   # (`Each card.`: no effect read, an information)


@pytest.mark.parametrize("path, text", [
    ("t.sbh", "Points: " + "9" * 5_000 + "\nOrc Q4+ C3\n"),
    ("t.champions", "X (Support)\nMax " + "9" * 5_000 + " per player.\n"),
    ("t.champions", "X (Support)\nMax ² per player.\n"),
], ids=["sbh-points", "marvel-limit", "marvel-superscript"])
def test_a_number_int_cannot_read_in_an_sbh_limit_or_a_marvel_max_is_no_sb999(path, text):
    """`Points: ` and `Max N per player` with thousands of digits, or with `²` (a digit int() refuses): SB999."""
    inside(parse_text(text, path))


def test_a_marvel_state_value_of_thousands_of_hex_digits_is_described_not_a_traceback(write):
    """`cards = 0x999…` (tomllib reads hexadecimal of any length): the message describing the value called
    str() on a number past 4,300 digits, a ValueError traceback of `timing`."""
    from statblock.rulesets.marvel_champions.runtime import load_state

    state, diagnostics = load_state(write("state.toml", "cards = 0x" + "9" * 5_000 + "\n"))
    (found,) = diagnostics
    assert found.code == "MC206" and "digits" in found.render()


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("line", ["Bl" + " " * 40_000 + "ob (Minion)", "Bl" + " " * 40_000 + "- ob (Minion)"],
                         ids=["name", "subname"])
def test_a_marvel_name_line_with_a_long_run_of_spaces_reads_in_linear_time(line):
    """The name line's pattern took the blanks before the type, and the subname's the blanks before a dash,
    from each blank of a run: 17,000 spaces took 5 s."""
    seconds = cpu_seconds(lambda: parse_text(line + "\nGuard.\n", "t.champions"))
    assert seconds < 0.5, seconds
    (card,) = parse_text(line + "\nGuard.\n", "t.champions").statblocks
    assert card.name.startswith("Bl") and card.type == "minion"


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("distance", ["{digits} aura", "3-{digits} burst", "Melee 1{spaces}; ranged 5{spaces}x",
                                      "Cube {digits} within 10", "{spaces}-burst 3"])
def test_a_distance_of_a_long_run_of_digits_or_blanks_reads_in_linear_time(distance):
    """The rewrites SB119 tries on a distance it does not read (`3-burst`, `Melee 1; ranged 5`) started from
    every character of a run of digits or blanks: a 20,000-digit distance took 4 s (found by the fuzzer)."""
    def text(n: int) -> str:
        shown = distance.format(digits="9" * n, spaces=" " * n)
        return f"Beckon\nArea, Psionic | Maneuver\n📏 {shown} | 🎯 Each ally in the area\nEffect: Each target shifts.\n"

    small = cpu_seconds(lambda: parse_text(text(5_000), "t.ability"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.ability"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_condition_and_a_sentence_with_a_long_run_of_blanks_read_in_linear_time():
    """Where a doer's words hold a part of their own (`grabbed and the target takes a bane`) was looked for from
    every blank of a run: `grabbed and the`, 20,000 spaces and `target takes a bane on strikes` took 2.9 s (a
    review's finding). The condition and the sentence are still found."""
    def text(n: int) -> str:
        return native(Parts(tiers=("1 damage", "2 damage", "7 damage; grabbed and the" + " " * n
                                   + "target takes a bane on strikes")))

    small = cpu_seconds(lambda: parse_text(text(5_000), "t.ability"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.ability"))
    assert big < 8 * max(small, 0.05), (small, big)


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("tier", ["{digits} psychic damage; slide 7", "{digits}.5 damage", "5 damage + {digits}"])
def test_a_tier_of_a_long_run_of_digits_reads_in_linear_time(tier):
    """The fraction the damage slips look for (`2.5 damage`) was sought from every digit of a run: a
    20,000-digit amount took 2 s (found by the fuzzer). The slip is still found after a long run."""
    def text(n: int) -> str:
        return native(Parts(tiers=("1 damage", tier.format(digits="9" * n), "9 damage")))

    small = cpu_seconds(lambda: parse_text(text(5_000), "t.ability"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.ability"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16
    if "." in tier:
        assert [d.code for d in parse_text(text(20_000), "t.ability").diagnostics if d.code == "SB118"] == ["SB118"]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("tier", ["a{spaces}b", "slowed{spaces}x and prone", "push 1,{spaces}or x",
                                  "bleeding until the end of the encounter{spaces}x",
                                  "bleeding until the end of the encounter ,{spaces}and{spaces}slowed{spaces}x"])
def test_a_tier_of_a_long_run_of_blanks_is_tried_as_a_compound_in_linear_time(tier):
    """A clause the grammar does not read whole is tried as parts joined by `and` or `or`, whose patterns
    (`\\s*,?\\s+and\\s+`) were tried from each blank of a run: 5,000 blanks took 316 s (found in review)."""
    def text(n: int) -> str:
        return native(Parts(tiers=("1 damage", tier.format(spaces=" " * n), "9 damage")))

    small = cpu_seconds(lambda: parse_text(text(5_000), "t.ability"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.ability"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_many_thematic_breaks_with_no_ability_read_in_linear_time():
    """Each `---` looked again at every block of the section before it for an ability (a section that ends
    at a break only after one): 800 breaks of a 20 KB file took 4 s (found by the fuzzer, markdown #2622)."""
    def text(n: int) -> str:
        return "# A\n\n" + "  - Magic\nlevel: 1\n---\n\n" * n + "**Power Roll + Might:**\n\n- **≤11:** 2 damage\n"

    small = cpu_seconds(lambda: parse_text(text(400), "t.md"))
    big = cpu_seconds(lambda: parse_text(text(1_600), "t.md"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16


# ---- patterns searched from every character of a long run -----------------------------------------------

_SEARCHED = [  # (module, pattern, what the module calls it with, a hostile run of n characters)
    ("statblock.rulesets.draw_steel.compiler.slips", "_FRACTION", "search", lambda n: "9" * n),
    ("statblock.rulesets.draw_steel.authoring.clauses", "_SPACE_BEFORE_PUNCT", "sub", lambda n: " " * n + "x"),
    ("statblock.rulesets.draw_steel.editor", "_AMOUNT", "search", lambda n: "９" * n + " x"),
    ("statblock.rulesets.draw_steel.frontends.statblock_md", "_MALICE_NAME", "match", lambda n: "a" + " " * n + "b"),
    ("statblock.rulesets.marvel_champions.render.views", "_TRAIT", "sub", lambda n: "[" * n),
    ("statblock.rulesets.marvel_champions.runtime.nouns", "_TRAIT", "findall", lambda n: "[" * n),
    ("statblock.rulesets.marvel_champions.runtime.nouns", "_YOURS_AFTER", "search", lambda n: " " * n + "x"),
    ("statblock.rulesets.marvel_champions.runtime.events", "_NARROWING_EN", "sub", lambda n: " " * n + "x"),
    ("statblock.rulesets.sbh.language.profile_line", "_COUNT_END", "search", lambda n: "ア" + "９" * n),
    ("statblock.rulesets.sbh.language.profile_line", "_COUNT_AFTER", "search", lambda n: "ア" + "９" * n),
    ("statblock.rulesets.draw_steel.grammar.costs", "_RESOURCE_FIRST", "match", lambda n: "a" + " " * n + "x"),
    ("statblock.rulesets.draw_steel.grammar.costs", "_RESOURCE_WORDS", "match", lambda n: "5" + " " * n + "x"),
    ("statblock.rulesets.draw_steel.grammar.compound", "_AND", "findall", lambda n: " " * n + "x"),
    ("statblock.rulesets.draw_steel.grammar.compound", "_OR", "findall", lambda n: "x" + " " * n + ",x"),
    ("statblock.rulesets.draw_steel.compiler.text_clauses", "_COUNTED_RESOURCE", "fullmatch", lambda n: "a" + " " * n + "x gains"),
    ("statblock.rulesets.draw_steel.compiler.statuses", "_CONDITION_AFTER_UNTIL", "search", lambda n: "end" + " " * n + "x"),
    ("statblock.frontends.toml_text", "_HEADER", "match", lambda n: "[" + " " * n + "!"),
    ("statblock.rulesets.draw_steel.grammar.put_ja", "_AFTER_REVERSED", "match", lambda n: "!" + " " * n + "る"),
    ("statblock.rulesets.draw_steel.grammar.compound", "_JA_OWN_DURATION", "search", lambda n: "け" + " " * n + "x"),
    ("statblock.rulesets.draw_steel.grammar.compound", "_JA_AND_AFTER_DURATION", "findall", lambda n: "ア" + " " * n + "x"),
    ("statblock.rulesets.draw_steel.frontends.sc_abilities", "_NAME_DICE", "fullmatch", lambda n: "a" + " " * n + "x"),
    ("statblock.rulesets.draw_steel.frontends.sc_abilities", "_NAME_DICE", "fullmatch", lambda n: "a 2d10 +" + " " * n + ")"),
    ("statblock.rulesets.draw_steel.grammar.ja_plain", "_JA_BECOME_AND", "findall", lambda n: "ア" * n + "になり!"),
    ("statblock.rulesets.draw_steel.frontends.statblock_md", "_MAYBE", "search", lambda n: "|" + "\n" * n + "x"),
    ("statblock.rulesets.draw_steel.editor", "_WORD_RUN_REVERSED", "match", lambda n: "!" + "a" * n),
    ("statblock.rulesets.marvel_champions.language.targets", "_AND", "split", lambda n: "a" + " " * n + "x"),
    ("statblock.rulesets.marvel_champions.language.targets", "_AND_OR", "split", lambda n: "a" + "\t" * n + "x"),
    ("statblock.rulesets.marvel_champions.language.targets", "_MODAL_END", "sub", lambda n: "a" + " " * n + "x"),
    ("statblock.rulesets.marvel_champions.language.clauses", "LIST_JOIN", "fullmatch", lambda n: " " * n + ", then "),
    ("statblock.rulesets.kyoko.sim.scenario", "_CONDITION", "fullmatch", lambda n: "崩壊" + " " * n + "x"),
    ("statblock.rulesets.kyoko.language.effects", "_BEFORE_LIFT", "fullmatch", lambda n: "\t" * n + "x"),
    ("statblock.rulesets.kyoko.language.reader", "_NAME_THEN_FIELD", "search", lambda n: "（）)" + " " * n + "x"),
    ("statblock.rulesets.sbh.language.sniffing", "_QUALITY_SEEN", "search", lambda n: "Q" + " " * n + "x"),
    ("statblock.rulesets.sbh.language.markdown", "_HEAD_NOTE", "sub", lambda n: "a" + " " * n + "x"),
    ("statblock.rulesets.sbh.language.markdown", "_HEAD_JOIN", "split", lambda n: "a" + "\t" * n + "x"),
    ("statblock.rulesets.sbh.language.markdown", "_STATS_CELL", "fullmatch", lambda n: "3+" + " " * n + "x2"),
    ("statblock.rulesets.draw_steel.compiler.ability", "_OFFERED_BESIDE", "fullmatch", lambda n: " " * n + "!"),
    ("statblock.rulesets.draw_steel.compiler.ability", "_OFFERED_BESIDE", "fullmatch", lambda n: "," * n + " or" + " " * n + "!"),
    ("statblock.rulesets.draw_steel.frontends.statblock_native", "_SPACED_BAR", "split", lambda n: "a" + " " * n + "x"),
    ("statblock.rulesets.marvel_champions.language.limits", "_PER_ICON", "sub", lambda n: "a" + " " * n + "x"),
]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize(("module", "name", "call", "run"), _SEARCHED, ids=[f"{m.rsplit('.', 1)[1]}.{n}" for m, n, _, _ in _SEARCHED])
def test_a_pattern_searched_in_a_long_run_is_linear(module, name, call, run):
    """Each of these patterns was tried from every character of a run of digits, blanks or brackets, and
    backtracked over the rest of it: 20,000 characters took 2 to 12 s (found by a sweep of every pattern
    of the package over such runs). Each now starts only where a run starts, or cannot start inside one."""
    import importlib

    pattern = getattr(importlib.import_module(module), name)
    act = (lambda text: pattern.sub("", text)) if call == "sub" else (lambda text: getattr(pattern, call)(text))  # (split too)
    small = cpu_seconds(lambda: act(run(5_000)))
    big = cpu_seconds(lambda: act(run(20_000)))
    assert big < 8 * max(small, 0.01), (small, big)  # linear: about 4 times; it was about 16


def test_the_linear_patterns_still_find_what_they_found():
    from statblock.rulesets.draw_steel.authoring.clauses import _SPACE_BEFORE_PUNCT
    from statblock.rulesets.draw_steel.frontends.statblock_md import _MALICE_NAME
    from statblock.rulesets.marvel_champions.runtime import events, nouns
    from statblock.rulesets.marvel_champions.render import views

    assert _SPACE_BEFORE_PUNCT.sub("", "push 1  , slide 2 .x  y") == "push 1, slide 2.x  y"
    found = _MALICE_NAME.match("Demon Malice   (Level 4+ Malice Features)")
    assert found["name"] == "Demon Malice" and found["tag"] == "Level 4+ Malice Features"
    assert _MALICE_NAME.match("  (Malice Features)")["name"] == ""
    assert views._TRAIT.sub(lambda m: m.group(1), "a [[Hero]] or [[S.H.I.E.L.D.]] card") == "a Hero or S.H.I.E.L.D. card"
    assert nouns._TRAIT.findall("[[Elite]] [[Criminal]] enemy") == ["Elite", "Criminal"]
    assert nouns._YOURS_AFTER.search("each ally  you control").start() == len("each ally")
    assert events._NARROWING_EN.sub("", "damage  by an attack") == "damage"
    from statblock.rulesets.draw_steel.compiler.statuses import _CONDITION_AFTER_UNTIL as after

    assert [(m.start(), m["what"]) if (m := after.search(t)) else None for t in (
        "the end of the encounter and slowed", "the end , and is slowed  ", "the end,  and prone", "the end,and x",
        "the end and 2")] == [(24, "slowed"), (7, "slowed"), (7, "prone"), None, None]
    from statblock.rulesets.draw_steel.grammar.costs import _RESOURCE_FIRST, _RESOURCE_WORDS

    assert _RESOURCE_FIRST.match("真髄  5+").group("resource", "amount", "plus") == ("真髄", "5", "+")
    assert _RESOURCE_FIRST.match("Heroic  Resource 3").group("resource") == "Heroic  Resource"
    assert _RESOURCE_WORDS.match("5 + Heroic Resource ").group("amount", "plus", "resource") == ("5", "+", "Heroic Resource")
    assert _RESOURCE_WORDS.match("5 Clarity") is None
    from statblock.rulesets.marvel_champions.language.targets import _AND, _AND_OR, _MODAL_END

    assert _AND.split("You  and each other player\tAND\n the villain and") == ["You", "each other player", "the villain and"]
    assert _AND.split("  and x") == ["", "x"] and _AND.split("Sandy and Andy") == ["Sandy", "Andy"]
    assert _AND_OR.split("The villain or  a minion and\tThor") == ["The villain", "a minion", "Thor"]
    assert [_MODAL_END.sub("", t) for t in ("Each player  may", "You cannot", "Each  player", "can", " each")] == [
        "Each player", "You", "Each  player", "can", ""]
    from statblock.rulesets.marvel_champions.language.clauses import LIST_JOIN

    assert [bool(LIST_JOIN.fullmatch(t)) for t in ("", " ", "  ,  ", ", or ", "\tand\n", " , nor  ", ",", " , , ",
                                                   ", then ", " and", "; ")] == [True] * 7 + [False] * 4
    from statblock.rulesets.kyoko.sim.scenario import _CONDITION

    assert [m.group("name", "n", "slash", "target") if (m := _CONDITION.fullmatch(t)) else None for t in (
        "崩壊  2", "崩壊-3 ", "憎悪 /  ゾンビ の群れ", "armor  hp", " a 1", "a\t1\t/", "1", "崩壊 2 x", "a-b", "a /x\ny")] == [
        ("崩壊", "2", None, None), ("崩壊", "-3", None, None), ("憎悪", None, "/", "ゾンビ の群れ"),
        ("armor  hp", None, None, None), (" a", "1", None, None), ("a", "1", "/", ""), None, None, None, None]
    from statblock.rulesets.kyoko.language.effects import _BEFORE_LIFT

    assert [bool(_BEFORE_LIFT.fullmatch(t)) for t in ("", "は", " が\t", "  ", " is ", "を are\t", "Were  ", "はは",
                                                      " is", "x", "は x", "isn't ")] == [True] * 7 + [False] * 5
    from statblock.rulesets.sbh.language import markdown, sniffing

    assert [sniffing.sniff(t) for t in ("Orc Q3+ C2\n", "Orc Q 3+ , C : 2\n", "Orc Q3+  x C2\n", "# Orc\n\nQ4+ / C3 A\n",
                                        "# Orc\n\nQ4+ x C3\n", "| Name | Q / C |\n|---|---|\n| Orc | 3+/2 |\n")] == [
        2, 2, 0, 2, 0, 2]
    assert [markdown._head_kind(h) for h in ("Points (each)", "Q / C", "質（Q）", "Q  ・  C", "Name (x) (y)", "Q  x  C")] == [
        "points", "stats", "quality", "stats", "name", "unknown"]
    assert markdown._HEAD_NOTE.sub(" ", "Points (each)  (x)y") == "Points  y"
    assert markdown._HEAD_JOIN.split("Q / C・D  &E") == ["Q", "C", "D", "E"]
    assert [m.groups() if (m := markdown._STATS_CELL.fullmatch(t)) else None for t in ("3+ / 2", "3+2", "3+ x 2")] == [
        ("3+", " / ", "2"), ("3+", "", "2"), None]
    assert sniffing._QUALITY_SEEN.search("x Quality :  4").group() == "Quality :  4"
    from statblock.rulesets.marvel_champions.language.limits import _PER_ICON

    assert [_PER_ICON.sub(r" per \1", t) for t in ("Max 1[per_hero].", "Max 1  \t[per_player]", "[per_hero]", "x [per_x]")] \
        == ["Max 1 per hero.", "Max 1 per player", " per hero", "x [per_x]"]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("sentence", ["The villain{blanks}and each enemy{blanks}x take 1 damage.",
                                      "The villain{blanks}or a minion{blanks}x cannot be healed.",
                                      "Each player{blanks}x{blanks}must draw 1 card."], ids=["and", "or", "modal"])
@pytest.mark.parametrize("blank", [" ", "\t"], ids=["spaces", "tabs"])
def test_a_marvel_subject_with_a_long_run_of_blanks_reads_in_linear_time(sentence, blank):
    """The subjects of a verb (`You and each other player draw 1 card`) were split at `and` (`or` for a negated
    verb), and a modal at their end taken off, with patterns tried from each blank of a run: 20,000 blanks before
    `and` took 6 s, before `or` 8 s (found by a sweep of the package's patterns)."""
    def text(n: int) -> str:
        return "X (Event)\n" + sentence.format(blanks=blank * n) + "\n"

    small = cpu_seconds(lambda: parse_text(text(5_000), "t.champions"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.champions"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16
    inside(parse_text(text(20_000), "t.champions"))


def _after_put(sentence: str) -> str:
    from statblock.rulesets.draw_steel.grammar.put_ja import _AFTER_REVERSED

    return sentence[len(sentence) - _AFTER_REVERSED.match(sentence[::-1]).end():]


def _own_duration(text: str):
    from statblock.rulesets.draw_steel.grammar.compound import _JA_OWN_DURATION

    found = _JA_OWN_DURATION.search(text)
    return found and found.group()


def _and_after_duration(text: str) -> list[str]:
    from statblock.rulesets.draw_steel.grammar.compound import _JA_AND_AFTER_DURATION

    return [found.group() for found in _JA_AND_AFTER_DURATION.finditer(text)]


def _name_dice(name: str):
    from statblock.rulesets.draw_steel.frontends.sc_abilities import _NAME_DICE

    found = _NAME_DICE.fullmatch(name)
    return found and found.group("name", "bonus", "rest")


def _become_and(text: str) -> list[tuple[str, str]]:
    from statblock.rulesets.draw_steel.grammar.ja_plain import _JA_BECOME_AND

    return [found.group("first", "then") for found in _JA_BECOME_AND.finditer(text)]


def _may_hold_statblocks(text: str) -> tuple[bool, bool]:
    from statblock.rulesets.draw_steel.frontends import statblock_md

    return statblock_md._may_hold_statblocks(text), statblock_md._MAYBE.search(text) is not None


def _completed_from(line: str) -> int:
    from statblock.rulesets.draw_steel.editor import completions

    return {c.start for c in completions(line, len(line), "en")}.pop()


def _split_list(text: str) -> tuple[str, ...]:
    from statblock.rulesets.draw_steel.runtime.statblocks import split_list

    return split_list(text)


def _offered_beside(between: str) -> bool:
    from statblock.rulesets.draw_steel.compiler.ability import _OFFERED_BESIDE

    return _OFFERED_BESIDE.fullmatch(between) is not None


def _numbered_tag(tag: str):
    from statblock.rulesets.draw_steel.wording import numbered_tag

    return numbered_tag(tag)


def _tag_action(tag: str):
    from statblock.rulesets.draw_steel.export.foundry import _tag_action
    from statblock.rulesets.draw_steel.wording import Wording

    return _tag_action(tag, Wording("en"))


def _spaced_bar(line: str) -> list[str]:
    from statblock.rulesets.draw_steel.frontends.statblock_native import _SPACED_BAR

    return _SPACED_BAR.split(line)


def _japanese_parts(text: str):
    from statblock.rulesets.draw_steel.grammar.compound import _pieces_ja

    return _pieces_ja(text)


def _toml_header(line: str):
    from statblock.frontends.toml_text import _HEADER

    found = _HEADER.match(line)
    return found and (found.group(), found["name"])


@pytest.mark.parametrize(("find", "text", "expected"), [
    (_after_put, "伏せ状態にする", ""),
    (_after_put, "伏せ状態にする（EoT）。", "（EoT）。"),
    (_after_put, "伏せ状態にする (EoT)  (x) . ", " (EoT)  (x) . "),
    (_after_put, "a)(b)", "(b)"),
    (_after_put, "にする。(EoT)", "(EoT)"),
    (_after_put, "にする（(EoT)）", ""),
    (_after_put, "にする \n", " \n"),
    (_toml_header, "[ hero . name ]\nx = 1", ("[ hero . name ]", "hero . name")),
    (_toml_header, "[[cards]]", ("[[cards]]", "cards")),
    (_toml_header, "[\n\n a b \n ]", ("[\n\n a b \n ]", "a b")),
    (_toml_header, "[  ]", ("[  ]", "")),
    (_toml_header, "[a\nb]", None),
    (_toml_header, "[ a  b", None),
    (_own_duration, "ストライクに不利を受け（セーヴ終了） ", "（セーヴ終了） "),
    (_own_duration, "受け (EoT)(x)", "(x)"),
    (_own_duration, "受け  (x", None),
    (_own_duration, "受け()", None),
    (_and_after_duration, "弱体化 (セーヴ終了) および 5 精神ダメージ", [" および "]),
    (_and_after_duration, "衰弱 および 5 精神ダメージ", [" および "]),
    (_and_after_duration, "伏せおよび減速", []),
    (_and_after_duration, "a（x）、かつ \u3000かつ５", ["、かつ \u3000", "かつ"]),
    (_and_after_duration, "減速 )かつ x", ["かつ "]),
    (_name_dice, "Grasping Appendages 2d10 + 5 (Signature Ability)", ("Grasping Appendages", " + 5", "(Signature Ability)")),
    (_name_dice, "Claw  2d10 + R", ("Claw", " + R", None)),
    (_name_dice, "Bite 2d10 +  5  Might (x)", ("Bite", " +  5  Might", "(x)")),
    (_name_dice, "Bite 2d10 + 5 (a) (b)", ("Bite", " + 5", "(a) (b)")),
    (_name_dice, "Bite 2d10", None),
    (_name_dice, "Bite 2d10 + 5 )", None),
    (_become_and, "ターゲットは伏せ状態になり、立ち上がれない (EoT)", [("ターゲットは伏せ状態", "立ち上がれない")]),
    (_become_and, "減速になり、伏せになり、拘束", [("減速", "伏せになり")]),
    (_become_and, "aになり、、b", []),
    (_may_hold_statblocks, "# A\n\n \n\t| Goblin | Level 1 | EV 3 |\n", (True, True)),
    (_may_hold_statblocks, "\n\n  | **5**<br/> Stamina |", (True, True)),
    (_may_hold_statblocks, "x\n \n ```ds-statblock\n", (True, True)),
    (_may_hold_statblocks, "x | Level 1 |\n", (False, False)),
    (_may_hold_statblocks, "|\n\n\nx Level 1", (False, False)),
    (_completed_from, "≤11: 2 damage; pro", 15),
    (_completed_from, "≤11: x-ra", 5),
    (_completed_from, "≤11: 2 damage 9ab", 15),
    (_completed_from, "≤11: 3 damage; ", 15),
    (_split_list, "Elemental (Earth, Fire, Void), Fey", ("Elemental (Earth, Fire, Void)", "Fey")),
    (_split_list, "フェイ、ハッグ，x", ("フェイ", "ハッグ", "x")),
    (_split_list, "a, (b, c), d)", ("a", "(b, c), d)")),
    (_split_list, "fire 5, poison", ("fire 5", "poison")),
    (_split_list, " , ,", ()),
    (_offered_beside, " or an ", True),
    (_offered_beside, ", **either** a ", True),
    (_offered_beside, " \t,_ または ", True),
    (_offered_beside, "、", True),
    (_offered_beside, "", True),
    (_offered_beside, " or or ", False),
    (_offered_beside, " and an ", False),
    (_offered_beside, " oran ", False),
    (_numbered_tag, "Villain Action 1", ("Villain Action", "1")),
    (_numbered_tag, "ヴィラン・アクション １２\n", ("ヴィラン・アクション", "１２")),
    (_numbered_tag, "Villain Action 1 ", None),
    (_numbered_tag, "Villain\nAction 1", None),
    (_numbered_tag, "12", ("", "12")),
    (_tag_action, " Villain Action  3 ", "villain_action"),
    (_tag_action, "Main action 2", "main_action"),
    (_tag_action, "Villain Action 1!", None),
    (_spaced_bar, "Size: 1M | Speed: 5  ｜ Stamina: 7｜\u3000Level: 2", ["Size: 1M", "Speed: 5", "Stamina: 7", "Level: 2"]),
    (_spaced_bar, "a | ｜ b", ["a", "", "b"]),
    (_spaced_bar, "a ｜ \u3000｜x", ["a", "", "x"]),
    (_spaced_bar, "a |  b  | c", ["a", " b ", "c"]),
    (_japanese_parts, "ターゲットは減速、伏せ", [(0, "ターゲットは減速"), (9, "伏せ")]),
    (_japanese_parts, "ターゲットは、、減速、伏せ", None),
    (_japanese_parts, "，は拘束、", [(0, "，は拘束"), (5, "")]),
    (_japanese_parts, "ストライクに不利を受け（セーヴ終了）、減速", [(0, "ストライクに不利を受ける（セーヴ終了）"), (19, "減速")]),
    (_japanese_parts, "5 ダメージ、ア、減速", None),
    (_japanese_parts, "ターゲットは，，伏せ、1体のターゲットは減速", [(0, "ターゲットは，，伏せ"), (11, "1体のターゲットは減速")]),
    (_japanese_parts, "ターゲットは拘束、アは，，は減速", [(0, "ターゲットは拘束"), (9, "アは"), (12, "，は減速")]),
], ids=["put-nothing-after", "put-duration-stop", "put-two-brackets", "put-stray-bracket", "put-stop-first",
        "put-nested", "put-blanks", "toml-dotted", "toml-array", "toml-newlines", "toml-empty", "toml-two-lines",
        "toml-unclosed", "own-duration", "own-duration-last", "own-duration-unclosed", "own-duration-empty",
        "and-after-duration", "and-before-damage", "and-in-a-list", "and-twice", "and-after-a-bracket",
        "dice-signature", "dice-characteristic", "dice-words", "dice-two-brackets", "dice-no-bonus", "dice-stray-bracket",
        "become-and", "become-and-twice", "become-and-no-word", "statblock-row-after-blank-lines", "stat-row",
        "ds-fence", "row-not-first", "row-across-lines", "typed-word", "typed-with-hyphen", "typed-after-digit",
        "typed-nothing", "list-brackets", "list-japanese", "list-unclosed", "list-plain", "list-empty",
        "offered-or-an", "offered-either", "offered-japanese", "offered-comma", "offered-nothing", "offered-or-twice",
        "offered-and", "offered-one-word", "tag-numbered", "tag-japanese-line-break", "tag-blank-after",
        "tag-name-over-lines", "tag-number-alone", "export-tag-blanks", "export-tag-main", "export-tag-not-numbered",
        "bar-cells", "bar-after-bar", "bar-blanks-both-sides", "bar-half-width-needs-single-blanks",
        "ja-parts-condition", "ja-parts-commas-kept", "ja-parts-comma-in-topic", "ja-parts-own-duration", "ja-parts-none",
        "ja-parts-wide-commas-then-topic", "ja-parts-topic-after-cut"])
def test_a_rewritten_pattern_still_finds_what_it_found(find, text, expected):
    """The patterns rewritten to take each character of a run once (`_SEARCHED`), on ordinary text."""
    assert find(text) == expected


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("name", ["Sw{blanks}x 2d10", "Sword 2d10 +{blanks})"], ids=["blanks-in-name", "blanks-after-plus"])
def test_a_quoted_ability_name_with_a_long_run_of_blanks_reads_in_linear_time(name):
    """The power roll after a quoted ability's name (`Grasping Appendages 2d10 + 5`) was looked for with blanks taken
    two or three ways: a run of blanks in the name took the square of its length (20,000: 1.4 s), one after `+`
    and before `)` the cube (400: 0.34 s, 2,000 about 40 s) (found by a sweep of the package's patterns)."""
    def text(n: int) -> str:
        return md_quote(Parts(name=name.format(blanks=" " * n)))

    small = cpu_seconds(lambda: parse_text(text(5_000), "t.md"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.md"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("between", ["{blanks}!", ",{blanks}or{blanks}!"], ids=["blanks", "blanks-around-or"])
def test_two_tests_with_a_long_run_of_blanks_between_them_read_in_linear_time(between):
    """Whether two tests a section names are offered as a choice (`a Might test or an Agility test`) was told with three
    adjacent `[\\s*_,]*`, each split of a run of blanks between the tests tried: cubic, 2,000 blanks 6 s (found by a sweep
    of the patterns the package compiles as it reads)."""
    from builders import STOMP

    def text(n: int) -> str:
        return STOMP.replace("a Might test.", "a Might test" + between.format(blanks=" " * n) + " an Agility test.")

    small = cpu_seconds(lambda: parse_text(text(5_000), "t.ability"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.ability"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times
    (section,) = parse_text(text(3).replace("!", ""), "t.ability").abilities[0].sections
    assert section.roll.characteristics == ("might", "agility")


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("fmt", ["txt", "foundry"])
def test_a_tag_of_a_long_run_of_digits_is_printed_and_exported_in_linear_time(fmt):
    """A numbered tag (`Slam (Villain Action 1)`) had its number taken off with `^(.*?)\\s*(\\d+)$` on a card and
    `\\s*\\d+$` searched in a Foundry export, each trying every digit of a run and going to its end: a tag of 20,000
    digits and `!` took 1.6 s a card and 4 s an export (found by a sweep of the patterns the package compiles)."""
    from statblock.pipeline import read_text
    from statblock.rulesets.draw_steel.export import foundry
    from statblock.rulesets.draw_steel.render import render_text

    def act(n: int):
        result = read_text("t.ability", native(Parts(name="Slam (Villain Action " + "1" * n + "!)")))
        return (lambda: render_text(result.abilities, "txt")) if fmt == "txt" else (lambda: foundry.export([result], "en"))

    small = cpu_seconds(act(5_000))
    big = cpu_seconds(act(20_000))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("tier", ["ターゲットは{commas}x", "ターゲットは{words}x", "2 damage; {words}x",
                                  "ターゲットは{wide}x", "ターゲットは{wide_words}x"],
                         ids=["topic-then-commas", "topic-then-words", "english-then-words", "topic-then-wide-commas",
                              "topic-then-wide-words"])
def test_a_tier_of_many_commas_that_cut_nothing_reads_in_linear_time(tier):
    """A Japanese compound's parts (grammar.compound._pieces_ja) asked at each `、` whether the text since the last cut
    was a condition's name or ended with its own duration, each time over the whole of it: a tier of 20,000 `、` took
    31 s, `ア、` repeated 16 s (found by a sweep of each field of an ability holding a long run)."""
    def text(n: int) -> str:
        return native(Parts(tiers=("1 damage", tier.format(commas="、" * n, words="ア、" * (n // 2), wide="，" * n,
                                                           wide_words="ア，" * (n // 2)), "9 damage")))

    # (a run of `，`, which a topic may hold, read ahead to the next `は` from each: 2.8 s at 20,000, still quadratic
    # after the `、` were mended; `subjects.Topics` remembers where the run and the `は` are)
    small = cpu_seconds(lambda: parse_text(text(5_000), "t.ability"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.ability"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 15


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_markdown_file_of_many_blank_lines_is_asked_for_statblocks_in_linear_time():
    """Whether a Markdown file may hold a statblock (a table row, a `ds-` fence) was searched with `^\\s*` at every
    line of a run of blank lines, each taking the rest of the run: 20,000 blank lines after a `|` took 0.5 s
    (found by a sweep of the package's patterns)."""
    def text(n: int) -> str:
        return "# A\n\n|" + "\n" * n + "x\n"

    small = cpu_seconds(lambda: parse_text(text(20_000), "t.md"))
    big = cpu_seconds(lambda: parse_text(text(80_000), "t.md"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_completion_on_a_long_line_of_letters_takes_linear_time():
    """The word being typed, before the cursor (the editor's completions), was searched from every letter of a line
    with `[^\\W\\d][\\w'’-]*$`: 20,000 letters and `!` took 1.3 s a completion (found by a sweep of the package's
    patterns)."""
    from statblock.rulesets.draw_steel.editor import completions

    def line(n: int) -> str:
        return "≤11: " + "a" * n + "!"

    small = cpu_seconds(lambda: completions(line(5_000), len(line(5_000)), "en"))
    big = cpu_seconds(lambda: completions(line(20_000), len(line(20_000)), "en"))
    assert big < 8 * max(small, 0.01), (small, big)  # linear: about 4 times; it was about 16


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_statblock_list_of_many_commas_reads_in_linear_time():
    """A statistic that lists its entries (`Immunity: fire 5, poison 2`) was split at each comma with no closing bracket
    ahead of it before an opening one, each comma looking at the rest of the text: 20,000 commas took 1.9 s (found
    next to the sweep of the package's patterns)."""
    def text(n: int) -> str:
        return ("Bog Hound (Statblock)\nLevel: 2 | Roles: Horde Harrier | EV: 4\nSize: 1M | Speed: 7 | Stamina: 12 | "
                f"Stability: 0 | Free Strike: 2 | Immunity: fire{',' * n}\n"
                "Might: +1 | Agility: +2 | Reason: -3 | Intuition: 0 | Presence: -2\n")

    small = cpu_seconds(lambda: parse_text(text(5_000), "m.ability"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "m.ability"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_toml_header_of_a_long_run_of_blanks_reads_in_linear_time(write):
    """A game state's (and a scenario's) table header `[name]` took a run of blanks with no `]` after it three ways
    at once: `[` and 5,000 blanks took over 30 s (found by a sweep of the package's patterns)."""
    from statblock.rulesets.marvel_champions.runtime.loader import load_state

    def read(n: int):
        return load_state(write("state.toml", "[" + " " * n + "!\n"))

    small = cpu_seconds(lambda: read(5_000))
    big = cpu_seconds(lambda: read(20_000))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was cubic
    assert [d.code for d in read(20_000)[1]] == ["MC201"]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("tier", ["ターゲットを2マス押し戻し、伏せ状態にする{blanks}!", "3 ダメージ、ア{blanks}x および 減速",
                                  "3 ダメージ、ア{blanks}x、減速", "3 ダメージ、{words}になり!"],
                         ids=["put-then-blanks", "blanks-then-and", "blanks-then-comma", "words-then-become"])
def test_a_japanese_tier_with_a_long_run_of_blanks_reads_in_linear_time(tier):
    """What may follow a condition put on someone (`伏せ状態にする（EoT）`) was searched from each blank of a run
    with two adjacent `\\s*`, cubic: 1,000 blanks took 1.3 s, 5,000 minutes; `および` after a duration and a part's
    own duration (`受け（セーヴ終了）、`) from each blank, quadratic: 20,000 blanks 5 s and 1.7 s; `になり、` from each
    character of a run of words, 20,000 2.8 s (found by a sweep of the package's patterns)."""
    def text(n: int) -> str:
        return native(Parts(tiers=("1 damage", tier.format(blanks=" " * n, words="ア" * n), "9 damage")))

    small = cpu_seconds(lambda: parse_text(text(5_000), "t.ability"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.ability"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("sentence", ["You cannot thwart{spaces}; attack.", "Draw 1 card{spaces}, then discard 1 card.",
                                      "Each player draws 1 card{spaces}, then discards 1 card."],
                         ids=["negated", "then", "subject-then"])
def test_the_words_between_two_marvel_verbs_are_told_in_linear_time(sentence):
    """Whether the words between two verbs join a list (`, or`, ` and `) was asked with a pattern that split a run of
    blanks before a word it refuses (`, then`) at every place: 20,000 spaces took 8 s (found in review of the sweep)."""
    def text(n: int) -> str:
        return "X (Event)\n" + sentence.format(spaces=" " * n) + "\n"

    small = cpu_seconds(lambda: parse_text(text(5_000), "t.champions"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.champions"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16
    inside(parse_text(text(20_000), "t.champions"))


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("blank", [" ", "\t"], ids=["spaces", "tabs"])
def test_a_kyoko_scenario_condition_with_a_long_run_of_blanks_reads_in_linear_time(blank):
    """A scenario's condition (`condition = "崩壊 2"`) was read with a lazy name before two optional runs of blanks,
    which split a run of blanks inside the name every way before refusing it: cubic, 2,000 spaces took 33 s (found
    by a sweep of the package's patterns, fullmatched). It is still KY206, an unknown condition."""
    def text(n: int) -> str:
        return ('# ruleset: kyoko\nseed = 1\n[character]\nhp = 5\n[[events]]\nkind = "gain"\n'
                f'condition = "崩壊{blank * n}x"\n').replace("\t", "\\t")

    # (500 and 2,000: it was cubic, so these sizes tell it in half a minute, where 20,000 took hours; the reader
    # catches a time bound's TimeoutError as it catches any crash, so none could stop it)
    small = cpu_seconds(lambda: parse_text(text(500), "s.toml"))
    big = cpu_seconds(lambda: parse_text(text(2_000), "s.toml"))
    assert big < 8 * max(small, 0.05), (small, big)  # it was 60 times (0.55 s, 33 s)
    result = parse_text(text(20_000), "s.toml")
    inside(result)
    assert [d.code for d in result.diagnostics] == ["KY206"]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("blank", [" ", "\t"], ids=["spaces", "tabs"])
def test_a_kyoko_condition_named_before_a_long_run_of_blanks_reads_in_linear_time(blank):
    """Whether only a particle stands between a condition and the word that lifts it (`［崩壊］は解除される`) was asked
    with `[ \\t]*[はがをのも]?[ \\t]*`, which split a run of blanks before a word it refuses at every place: 20,000
    blanks after `while under ［崩壊］` took 9.6 s (found by a sweep of the package's patterns, fullmatched)."""
    def text(n: int) -> str:
        return f"刃（所持品）\n使用：行動\n効果：while under ［崩壊］{blank * n}x remove\n"

    small = cpu_seconds(lambda: parse_text(text(5_000), "t.kyoko"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.kyoko"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16
    inside(parse_text(text(20_000), "t.kyoko"))


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("text", ["# Notes\n\nSome Q{spaces}x\n", "# Notes\n\nOrc Q3+{spaces}x\n",
                                  "# Notes\n\nOrc Q3+ C{spaces}x\n", "# Orc\n\nQ3+{spaces}x\n",
                                  "# W\n\n| Name{spaces}x | Q | C |\n|---|---|---|\n| Orc | 4+ | 3 |\n",
                                  "# W\n\n| Name | Q{spaces}x | C |\n|---|---|---|\n| Orc | 4+ | 3 |\n",
                                  "# W\n\n| Name | Q/C |\n|---|---|\n| Orc | 4+{spaces}x3 |\n"],
                         ids=["quality-seen", "profile", "profile-combat", "under-heading", "head-note", "head-join",
                              "stats-cell"])
def test_a_markdown_file_with_a_long_run_of_blanks_after_a_quality_is_sniffed_in_linear_time(text):
    """Every Markdown file is asked whether it holds a warband, with patterns that split a run of blanks after `Q` or
    `Q3+` (around an optional `:` or separator) at every place, and a table's head and Quality/Combat cell were read
    with blanks tried from each blank of a run: 20,000 spaces took 1.5 to 7 s (found in review of the sweep)."""
    def made(n: int) -> str:
        return text.format(spaces=" " * n)

    small = cpu_seconds(lambda: parse_text(made(5_000), "t.md"))
    big = cpu_seconds(lambda: parse_text(made(20_000), "t.md"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16
    inside(parse_text(made(20_000), "t.md"))


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("run", ["ダメージ", "火炎ダメージ", "あ"], ids=["damage", "typed", "kana"])
def test_a_long_run_of_japanese_in_a_tier_reads_in_linear_time(run):
    """The lexer's terminals for `火炎ダメージ` and `エンカウント終了時まで` scanned a run of Japanese to its end
    from each of its words: 19,000 characters of `ダメージダメージ…` took 1.2 s (found by the fuzzer)."""
    def text(n: int) -> str:
        return native(Parts(tiers=("1 damage", "2 damage; pu" + run * (n // len(run)) + "ll 3", "9 damage")))

    small = cpu_seconds(lambda: parse_text(text(5_000), "t.ability"))
    big = cpu_seconds(lambda: parse_text(text(20_000), "t.ability"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("row", ["|-|-{spaces}x", "| --- |{spaces}", "|-|-|{blanks}x", "{spaces}|-|x"],
                         ids=["spaces-then-word", "spaces-after-pipe", "blanks-then-word", "leading-spaces"])
def test_a_markdown_row_like_a_table_separator_reads_in_linear_time(row):
    """Every Markdown file is asked whether it holds a warband (sbh `sniff`), which looks for table separator
    rows: the blanks of a row could be taken by three adjacent quantifiers, cubic in a run of them when the row
    was no separator after all (`|-|-`, 2,000 spaces and a word: 7 s; 20,000: hours)."""
    def text(n: int) -> str:
        return "# Notes\n\n| a | b |\n" + row.format(spaces=" " * n, blanks=" \t" * (n // 2)) + "\n"

    with bounds.time_bound(60):
        small = cpu_seconds(lambda: parse_text(text(5_000), "t.md"))
        big = cpu_seconds(lambda: parse_text(text(20_000), "t.md"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times
    inside(parse_text(text(20_000), "t.md"))


@pytest.mark.parametrize("line, separator", [("|---|:--:|", True), ("| --- | --- |", True), ("---|---", True),
                                             ("|---|", True), ("|-|- x", False), ("| a | b |", False),
                                             ("  |:-:|-|  ", True), ("|-|-| \t", True)],
                         ids=["plain", "spaced", "no-pipes-outside", "one-cell", "word-after", "row", "indented",
                              "trailing-blanks"])
def test_a_table_separator_row_is_still_told(line, separator):
    from statblock.rulesets.sbh.language.markdown import is_separator
    from statblock.rulesets.sbh.language.sniffing import SEPARATOR_LINE

    assert is_separator(line) is separator
    assert (SEPARATOR_LINE.search(f"| a | b |\n{line}\nrest") is not None) is separator


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_marvel_keyword_with_a_long_run_of_digits_is_told_in_linear_time():
    """Whether a sentence is a keyword (`Retaliate 1`) took its last number off with a pattern anchored at the end and
    searched: 4.7 s for a sentence of 20,000 digits (review, 2026-12-03)."""
    from statblock.rulesets.marvel_champions.plugin import _without_last_number

    assert cpu_seconds(lambda: (_without_last_number("1" * 20_000 + "a"), _without_last_number("a" + "1" * 20_000))) < 1.0
    assert [_without_last_number(t) for t in ("Retaliate 1", "Surge X[per_hero]", "Guard", "Hinder 2[per_hero]")] \
        == ["Retaliate", "Surge", "Guard", "Hinder"]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("line", ["1" * 20_000 + " R マス", "１" * 20_000, "ターゲットは " + "1" * 20_000 + " マスシフトする"],
                         ids=["digits-then-squares", "full-width-digits", "a-shift-of-digits"])
def test_a_run_of_digits_is_looked_at_for_a_move_by_a_characteristic_in_linear_time(line):
    """The look for a creature's own move by a characteristic (SB133) tried a distance at every digit of a run:
    20,000 digits took about 4 s (found by the fuzz run's time per input)."""
    text = native(Parts(tiers=("1 damage", line, "9 damage")))
    result = None

    def read():
        nonlocal result
        result = parse_text(text, "t.ability")

    assert cpu_seconds(read) < 1.0
    inside(result)
    assert line in result.asts[0].power_roll.tiers[1].text


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_marvel_name_loses_its_last_brackets_in_linear_time():
    """A name's last words in brackets were taken off by a search for `\\s*\\([^)]*\\)\\s*$`, tried from each blank
    of a run and each `(` of many (found in review, 2026-12-04)."""
    from statblock.rulesets.marvel_champions.runtime.checks import _without_last_brackets as without

    assert cpu_seconds(lambda: [without(t) for t in (" " * 20_000 + "x)", "(" * 20_000 + ")", "(" * 20_000)]) < 0.5
    assert [without(t).strip() for t in ("Rhino (Villain)", "Rhino", "a (b (c)", "a (b) (c) ", "a (b) x", "(x)")] \
        == ["Rhino", "Rhino", "a", "a (b)", "a (b) x", ""]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("line", ["Big{blanks}x — Forced Response: Draw 1 card.", "Guard{blanks}(x",
                                  "Retaliate{blanks}x", "Action: The first player{blanks}x controls this card."],
                         ids=["name-like", "bracket", "word", "control"])   # (control: a subject that could end at
                                                                             # each blank, 2026-12-06's fuzz run)
def test_a_marvel_line_with_a_long_run_of_blanks_after_a_capitalised_word_lexes_in_linear_time(line):
    """The keyword terminal (`Retaliate 1.`, `Guard.`, `Toughness (…)`) gave back the blanks before its end one at
    a time, each time looking for `(` after the rest of them: 20,000 blanks 0.23 s, 80,000 3.5 s (review,
    2026-12-04). Its blanks are now taken once."""
    def text(n: int) -> str:
        return "Night Owl (Hero)\n" + line.format(blanks=" \t" * (n // 2)) + "\n"

    small = cpu_seconds(lambda: parse_text(text(20_000), "t.champions"))  # (the constant is small: 20,000 was 0.23 s)
    big = cpu_seconds(lambda: parse_text(text(80_000), "t.champions"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16
    inside(parse_text(text(20_000), "t.champions"))


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize(("card", "run", "sizes"), [
    ("X (Ally)\nTeamwork ({run}).\n", "[", (5_000, 20_000)),
    ("X（味方）\nチームワーク（{run}）。\n", "[", (5_000, 20_000)),
    ("X (Ally)\nTeamwork ([[Elite]] {run}).\n", "[[x", (5_000, 20_000)),
    ("X (Ally)\nAction: Draw 1 card. (Limit {run}once per round.)\n", " ", (10_000, 40_000)),
    ("X (Ally)\nAction: Draw 1 card. (Limit {run}once per round.)\n", "\t", (10_000, 40_000)),
    ("X (Event)\n{run}When the villain initiates an attack against you, draw 1 card.\n", "and ", (1_000, 4_000)),
    ("X (Event)\nThe villain {run}and each enemy attack you.\n", "and ", (1_000, 4_000)),
], ids=["teamwork-brackets", "teamwork-ja", "teamwork-open", "limit-spaces", "limit-tabs", "and-run", "and-subject"])
def test_a_marvel_card_with_a_long_run_in_a_keyword_a_limit_or_a_sentence_reads_in_linear_time(card, run, sizes):
    """Found by a sweep of the Marvel, SBH and 虚構侵蝕 readers with a long run in each field (2026-12-04): a
    `Teamwork` value's traits were found with `\\[\\[(.+?)\\]\\]`, read to the line's end from each `[` of a run (20,000:
    1.6 s); a limit's `[per_hero]` icon with `\\s*` from each blank of a run (40,000 spaces 1.3 s); and the verb of a
    subject was looked for before each ` and ` from the sentence's start again (20,000 characters of `and `: 43 s)."""
    def text(n: int) -> str:
        return card.format(run=run * (n // len(run)))

    # (the least of three runs each: one run of the big text, slowed by a busy core, once made it 9 times the small)
    small = cpu_seconds(lambda: parse_text(text(sizes[0]), "t.champions"), repeat=3)
    big = cpu_seconds(lambda: parse_text(text(sizes[1]), "t.champions"), repeat=3)
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times; it was about 16
    inside(parse_text(text(sizes[1]), "t.champions"))


@pytest.mark.parametrize(("text", "names"), [
    ("[[Elite]]", ["Elite"]), ("[[Elite]] or [[Criminal]]", ["Elite", "Criminal"]), ("[[a[b]]]", ["a[b"]),
    ("[[]]]", ["]"]), ("[[]]", []), ("[[[[x]]", ["[[x"]), ("[[a\nb]] [[c]]", ["c"]), ("[[a", []), ("[" * 50, []),
])
def test_a_double_bracketed_trait_is_found_as_the_pattern_found_it(text, names):
    from statblock.rulesets.marvel_champions.language.keyword_values import double_bracketed

    assert double_bracketed(text) == names


@pytest.mark.parametrize(("masked", "starts"), [
    ("x " * 25 + "changes to pile looks at look at the and each changes forms status attacks thwart pile puts",
     [(0, 50, "flip", True), (91, 117, "attack", True)]),
    ("The villain and each enemy attack you", [(0, 27, "attack", True)]),
    ("and " * 30 + "draw 1 card", [(0, 120, "draw", False)]),
], ids=["cut-far", "subject", "and-run"])
def test_the_verb_after_a_subject_is_the_one_it_was(masked, starts):
    """`_verb_after_subject` now skips, at each separator, the words no longer cut can make a verb: the same starts."""
    from statblock.rulesets.marvel_champions.language.clauses import clause_starts

    assert clause_starts(masked) == starts


@pytest.mark.parametrize("tier", ["Any target 缊whose Stamina is equal to or less than 8 dies.",
                                  "ドラゴンshifts 2 squares"])
def test_an_english_word_glued_to_a_japanese_one_is_no_english_sentence(tier):
    """The 100,000-input fuzz (yaml #58070): `缊whose` in a tier line was read by the English sentence rules tried on
    mixed text since today (an English card of a Japanese author's creature), whose `whose` has no boundary against
    kanji; the builder found no `whose` again: SB999. Such a line is kept as written, as before."""
    result = parse_text(f"X\nPower Roll + Might:\n≤11: 2 damage\n12-16: {tier}\n17+: 7 damage\n", "x.ability")
    assert not [d for d in result.diagnostics if d.code == "SB999"]
    assert [d.code for d in result.diagnostics] == ["SB138"]


def _topic_and_against(repeats: int) -> str:
    """A tier whose topic is followed by `あなたに対して` (`against you`) `repeats` times: each `対して` a te-form inside
    a `に対して`, and each `に` one after which a word of `…に…を受ける` was looked for up to the end."""
    return ("X\nMagic, Strike | Main action\nPower Roll + 2:\n≤11: マインドキラーは" + "あなたに対して" * repeats
            + "\n12-16: 5 damage\n17+: 8 damage\n")


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_topic_and_a_long_run_of_against_you_reads_in_linear_time():
    """`マインドキラーは` + `あなたに対して`×16,000 took 24.6 s: `_pieces_ja` asked each te-form about every `に対して` (the
    product of their counts), and the grammar's `…に` before `…を受ける` (`JA_ON`) looked ahead from each `に` to the
    end of the line."""
    small = cpu_seconds(lambda: parse_text(_topic_and_against(4_000), "t.ability"))
    big = cpu_seconds(lambda: parse_text(_topic_and_against(16_000), "t.ability"))
    assert big < 8 * max(small, 0.05), (small, big)  # linear: about 4 times


def test_a_topic_and_a_run_of_against_you_reads_at_once():
    """The cheap form of the test above, in the inner loop: 8,000 repeats took 3 s or more (the square of their count),
    now a tenth of a second or two; and the line is still said (kept as text, SB138), as before."""
    result = None

    def read() -> None:
        nonlocal result
        result = parse_text(_topic_and_against(8_000), "t.ability")
    assert cpu_seconds(read) < 1.0
    assert [d.code for d in result.diagnostics] == ["SB138"]
