"""Bounded in time and memory on any input, through the command line.

- A YAML alias bomb ("billion laughs", a few hundred bytes that expand to gigabytes) in front
  matter, a `ds-feature` block, a `.yaml` file or a `# meta:` line: every alias is refused with an
  SB004 at its line and column, the rest of the file and the other files are still read, and
  `parse` and `convert` finish with small output.
- Hero and target files past every limit (a 5,000-digit number, arrays nested thousands deep,
  `might = 10**38`, booleans for numbers, a long name, a big file, a FIFO, /dev/zero): exit 2 and
  one line on stderr naming the file and the field, for `roll`, `odds` and `cards`.
- A word of a million characters on a card, and text that made the renderers quadratic.

A regression would rather hang the machine or eat its memory than fail: `bounded` turns that into
a failed test (an alarm and an address-space cap), without asserting how long anything takes.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal

import pytest

from statblock import cli
from statblock.render import env

from builders import Parts, _yaml, md_hero, native
from conftest import ROOT

SEEDS_FILE = str(ROOT / "abilities" / "seeds.ability")
KORVA = (ROOT / "abilities" / "heroes" / "korva-fury.toml").read_text(encoding="utf-8")
BANDIT = (ROOT / "abilities" / "heroes" / "bandit-target.toml").read_text(encoding="utf-8")


@contextlib.contextmanager
def bounded(seconds: int = 120, memory: int = 2 << 30):
    """Fail with an exception, not a hung or swapping machine: an alarm after `seconds` and an
    address space of `memory` bytes above what the process holds now (where the OS has them)."""
    cap = None
    try:
        import resource

        with open("/proc/self/statm", encoding="ascii") as statm:
            in_use = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        old = resource.getrlimit(resource.RLIMIT_AS)
        limit = in_use + memory
        if old[0] == resource.RLIM_INFINITY or old[0] > limit:
            resource.setrlimit(resource.RLIMIT_AS, (limit, old[1]))
            cap = old
    except (ImportError, OSError, ValueError):
        pass

    def _expired(signum, frame):
        raise TimeoutError(f"still running after {seconds} s")

    alarm = hasattr(signal, "SIGALRM")
    if alarm:
        previous = signal.signal(signal.SIGALRM, _expired)
        signal.alarm(seconds)
    try:
        yield
    finally:
        if alarm:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, previous)
        if cap is not None:
            resource.setrlimit(resource.RLIMIT_AS, cap)


def line_col(text: str, offset: int) -> tuple[int, int]:
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


# ---- YAML alias bombs ----------------------------------------------------------------------------

# Nine levels of nine aliases each: 9**9 (387 million) strings once expanded, from 343 bytes.
BOMB = ['lol: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'] + [
    f"{name}: &{name} [{','.join(['*' + before] * 9)}]" for before, name in zip("abcdefgh", "bcdefghi")]
ABILITY_YAML = _yaml(Parts())


def _in_front_matter() -> str:
    return md_hero(Parts()).replace("level: 1\n", "level: 1\n" + "\n".join(BOMB) + "\n")


def _in_ds_feature() -> str:
    # the bomb under a key the reader uses, and the ability around it still read
    return ("# Features\n\nProse.\n\n```ds-feature\n" + "\n".join(BOMB) + "\n"
            + ABILITY_YAML.replace("usage: Main action", "usage: *i") + "```\n")


def _statblock() -> str:
    """A monster whose Stamina is the bomb (convert writes out the statistics), with the ability as a feature."""
    feature = "".join(("  - " if n == 0 else "    ") + line + "\n" for n, line in enumerate(ABILITY_YAML.splitlines()))
    statistics = ("level: 1\nspeed: 5\nstability: 0\nfree_strike: 2\nmight: 1\nagility: 2\nreason: 0\n"
                  "intuition: 0\npresence: -1\n")  # a whole statblock: statblocks are checked too
    return ("name: Goblin\ntype: statblock\n" + statistics + "\n".join(BOMB) + "\nstamina: *i\nfeatures:\n"
            + feature)


def _in_ds_statblock() -> str:
    return "# Goblin\n\n```ds-statblock\n" + _statblock() + "```\n"


def _in_yaml_file() -> str:
    return _statblock()


def _in_meta_line() -> str:
    return "# meta: lols: {" + ", ".join(BOMB) + "}\n" + native(Parts())


# place → (file name, content, severity): metadata is a warning, as any front-matter problem is
PLACES = {
    "front-matter": ("bomb.md", _in_front_matter(), "warning"),
    "ds-feature": ("bomb.md", _in_ds_feature(), "error"),
    "ds-statblock": ("bomb.md", _in_ds_statblock(), "error"),
    "yaml-file": ("bomb.yaml", _in_yaml_file(), "error"),
    "meta-line": ("bomb.ability", _in_meta_line(), "warning"),
}


def test_the_bombs_are_small_and_really_hold_aliases():
    for name, content, _ in PLACES.values():
        assert len(content.encode("utf-8")) < 900, name  # a whole statblock around the bomb: about 850
        assert content.count("*") >= 72


@pytest.mark.parametrize("place", PLACES)
def test_an_alias_bomb_gets_sb004_at_the_first_alias_and_other_files_are_checked(write, capsys, place):
    name, content, severity = PLACES[place]
    bad = write(name, content)
    good = write("good/good.ability", native(Parts(name="Good Slam")))
    with bounded():
        code = cli.main(["check", "--format", "json", bad, good])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    data = json.loads(out)
    assert data["files"] == 2
    assert data["abilities"] == 2  # the good file's, and the bomb file's own ability, read around the bomb
    on_bad = [d for d in data["diagnostics"] if d["path"] == bad]
    assert [d for d in data["diagnostics"] if d["path"] == good] == []
    assert [(d["code"], d["severity"]) for d in on_bad] == [("SB004", severity)], on_bad
    # the first alias of the bomb: `*a` on the line of `b: &b [...]`
    assert (on_bad[0]["line"], on_bad[0]["column"]) == line_col(content, content.index("[*a") + 1)
    assert "`*a`" in on_bad[0]["message"] and "alias" in on_bad[0]["message"]
    assert code == (1 if severity == "error" else 0)


@pytest.mark.parametrize("place", PLACES)
def test_parse_json_of_an_alias_bomb_finishes_with_small_output(write, capsys, place):
    name, content, _ = PLACES[place]
    path = write(name, content)
    with bounded():
        cli.main(["parse", "--format", "json", path])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    assert len(out) < 200_000
    assert [a["name"] for a in json.loads(out)["abilities"]] == ["Test"]


@pytest.mark.parametrize("to", ["json", "ability"])
@pytest.mark.parametrize("place", PLACES)
def test_convert_of_an_alias_bomb_finishes_with_small_output(write, tmp_path, capsys, place, to):
    name, content, _ = PLACES[place]
    path = write(f"in/{name}", content)
    with bounded():
        code = cli.main(["convert", path, "--to", to, "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert code in (0, 1)
    written = list((tmp_path / "out").rglob("*.*"))
    assert len(written) == 1
    text = written[0].read_text(encoding="utf-8")
    assert len(text) < 100_000 and "Test" in text


def test_aliases_in_japanese(write, capsys):
    path = write("bomb.yaml", _in_yaml_file())
    cli.main(["check", "--lang", "ja", path])
    assert "エイリアス" in capsys.readouterr().out


def test_a_merge_key_alias_merges_nothing_and_the_rest_is_read(write, capsys):
    text = "base: &base {usage: Main action}\n" + ABILITY_YAML.replace("usage: Main action\n", "<<: *base\n")
    path = write("merge.yaml", text)
    cli.main(["check", "--format", "json", path])
    data = json.loads(capsys.readouterr().out)
    assert data["abilities"] == 1
    # (`base:`, a mapping no field reads, said as such, SB014: its `usage` merged into no feature)
    assert [(d["code"], d["line"], d["column"]) for d in data["diagnostics"]] == \
        [("SB014", 1, 1), ("SB004", *line_col(text, text.index("*base")))]


# ---- hero and target files -------------------------------------------------------------------------

_SCORE = "might = 2\n"

# name → (hero file text, or None for a special file; what the one stderr line must hold)
BAD_HEROES = {
    "5000-digit number": (KORVA.replace(_SCORE, "might = " + "9" * 5000 + "\n"), [":6:9: `might`", "digits"]),
    "arrays nested 100000 deep": (KORVA.replace(_SCORE, "might = " + "[" * 100_000 + "]" * 100_000 + "\n"),
                                  [":6:9: `might`", "nested"]),
    "10**38 written out": (KORVA.replace(_SCORE, f"might = {10**38}\n"),
                           ["`characteristics.might`", "from -10 to 10"]),
    "characteristic 11": (KORVA.replace(_SCORE, "might = 11\n"), ["`characteristics.might`", "from -10 to 10"]),
    "level 11": (KORVA.replace("level = 1", "level = 11"), ["`level`", "from 1 to 10"]),
    "level true": (KORVA.replace("level = 1", "level = true"), ["`level`", "from 1 to 10", "bool"]),
    "name of 300 characters": (KORVA.replace('"Korva"', '"' + "K" * 300 + '"'), ["`name`", "at most 200"]),
    "kit bonus 1000": (KORVA + '[kit]\nname = "Big"\nmelee_damage = [1, 1, 1000]\n',
                       ["`kit.melee_damage`", "from 0 to 100"]),
    "nested 5 deep": (KORVA + '[kit]\nname = "Odd"\nmelee_damage = [[[[1]]], 1, 1]\n',
                      ["`kit.melee_damage[0][0]`", "more than 4 deep"]),
    "over 1 MB": (KORVA + "# " + "x" * (1 << 20) + "\n", ["larger than 1 MB"]),
    "a FIFO": (None, ["not a regular file"]),
    "/dev/zero": (None, ["not a regular file"]),
}


def _hero_path(write, tmp_path, case: str) -> str:
    text = BAD_HEROES[case][0]
    if text is not None:
        return write("hero.toml", text)
    if case == "a FIFO":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        path = tmp_path / "hero.toml"
        os.mkfifo(path)
        return str(path)
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    return "/dev/zero"


def _one_error_line(capsys, path: str, words: list[str]) -> None:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    lines = err.strip().split("\n")
    assert len(lines) == 1, err[:2000]
    assert len(lines[0]) < 400
    # the field's line and column where the file's text shows it (`hero.toml:4:1: `)
    assert re.match(rf"statblock: error: {re.escape(path)}(:\d+:\d+)?: ", lines[0]), lines[0]
    for word in words:
        assert word in lines[0]


@pytest.mark.parametrize("case", BAD_HEROES)
@pytest.mark.parametrize("command", ["roll", "odds", "cards"])
def test_a_hero_file_past_a_limit_exits_2_with_one_line_naming_the_field(write, tmp_path, capsys, command, case):
    hero = _hero_path(write, tmp_path, case)
    if command == "cards":
        args = ["cards", SEEDS_FILE, "--hero", hero, "--format", "txt", "-o", str(tmp_path / "cards.txt")]
    else:
        args = [command, SEEDS_FILE, "--ability", "Brutal Slam", "--hero", hero]
    with bounded(seconds=60):
        assert cli.main(args) == 2
    _one_error_line(capsys, hero, BAD_HEROES[case][1])


BAD_TARGETS = {
    "stamina 10**38": (BANDIT.replace("stamina = 15", f"stamina = {10**38}"), ["`stamina`", "from 0 to 9999"]),
    "stamina true": (BANDIT.replace("stamina = 15", "stamina = true"), ["`stamina`", "bool"]),
    "weakness 101": (BANDIT + "[weaknesses]\nfire = 101\n", ["`weaknesses.fire`", "from 0 to 100"]),
    "immunity true": (BANDIT + "[immunities]\nall = true\n", ["`immunities.all`", 'from 0 to 100 or "all"']),
    "a 5000-digit number": (BANDIT.replace("stamina = 15", "stamina = " + "1" * 5000), ["`stamina`", "digits"]),
}


@pytest.mark.parametrize("case", BAD_TARGETS)
def test_a_target_file_past_a_limit_exits_2_with_one_line_naming_the_field(write, capsys, case):
    assert "stamina = 15" in BANDIT
    text, words = BAD_TARGETS[case]
    target = write("target.toml", text)
    hero = write("hero.toml", KORVA)
    with bounded(seconds=60):
        assert cli.main(["roll", SEEDS_FILE, "--ability", "Brutal Slam", "--hero", hero, "--target", target]) == 2
    _one_error_line(capsys, target, words)


def test_the_good_hero_and_target_still_roll(write, capsys):
    hero, target = write("hero.toml", KORVA), write("target.toml", BANDIT)
    assert cli.main(["roll", SEEDS_FILE, "--ability", "Brutal Slam", "--hero", hero, "--target", target,
                     "--seed", "1"]) == 0
    assert "damage" in capsys.readouterr().out


# ---- text that made the renderers quadratic --------------------------------------------------------

WORD = 1_000_000


@pytest.mark.slow
@pytest.mark.parametrize("fmt", ["txt", "md", "html"])
def test_a_card_with_a_word_of_a_million_characters(write, tmp_path, fmt):
    path = write("long.ability", native(Parts(tiers=("1 damage; " + "x" * WORD + " A < WEAK, prone", "5 damage",
                                                     "9 damage"))))
    out = tmp_path / f"card.{fmt}"
    with bounded():
        assert cli.main(["cards", path, "--format", fmt, "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert sum(len(run) for run in re.findall(r"x{50,}", text)) == WORD  # no character lost or added
    if fmt == "txt":
        assert max(env.display_width(line) for line in text.split("\n")) <= 72
    if fmt == "html":
        assert '<span class="nowrap">' in text


def _char_width_calls(monkeypatch, text: str) -> int:
    calls = 0
    measure = env._char_width

    def counted(ch: str) -> int:
        nonlocal calls
        calls += 1
        return measure(ch)

    monkeypatch.setattr(env, "_char_width", counted)
    wrapped = env.wrap(text, 40, 4)
    monkeypatch.setattr(env, "_char_width", measure)
    assert wrapped.replace("\n", "").replace(" ", "") == text.replace(" ", "")
    return calls


def test_cutting_a_long_word_measures_each_character_a_bounded_number_of_times(monkeypatch):
    """Twice the word, twice the work: the cut used to measure what was left after each piece."""
    word = "é" * 20_000  # not ASCII, so every character is measured; narrow, so it is cut, not broken
    small, large = _char_width_calls(monkeypatch, word), _char_width_calls(monkeypatch, word * 2)
    assert 0 < small and large <= 2 * small + 100


@pytest.mark.slow
def test_a_two_million_character_word_wraps_within_the_width():
    with bounded(seconds=60):
        wrapped = env.wrap("日本" + "ü" * 2_000_000 + " end", 40, 4, 2)
    lines = wrapped.split("\n")
    assert max(env.display_width(line) for line in lines) <= 40
    assert wrapped.count("ü") == 2_000_000 and lines[-1].endswith("end")


def test_markdown_escaping_many_blank_lines():
    """The line-start pattern ran on through the blank lines after each of them, to a line that
    starts with no marker."""
    text = "\n" * 200_000 + "plain\n- a list marker\n" + " \n" * 200_000 + "plain\n1. another"
    with bounded(seconds=60):
        escaped = env.markdown_escape(text)
    assert escaped == text.replace("- a", "\\- a").replace("1. a", "1\\. a")


def test_html_potencies_in_a_word_of_commas():
    """Every `,` in a long word is a place a potency could start: each used to scan to the word's end."""
    text = "x," * 500_000 + " A < WEAK, prone"
    with bounded(seconds=60):
        html = str(env._clause_html(text))
    assert html.endswith('<span class="nowrap">A &lt; WEAK,</span> prone')
    assert html.count('<span class="nowrap">') == 1
