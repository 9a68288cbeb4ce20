"""The command line's time is bounded on any input: argparse's is quadratic in the options it is given (for each it
looks for the next among all of them), so a line of more than `MAX_OPTIONS` option words is refused before argparse
sees it; file names, however many, are read in linear time."""

from __future__ import annotations

import argparse

import pytest

from statblock import cli
from statblock.cli.common import MAX_OPTIONS, options_over_limit

from bounds import time_bound


def _commands() -> list[str]:
    for action in cli._build()._actions:
        if isinstance(action, argparse._SubParsersAction):
            return sorted(action.choices)
    raise AssertionError("no subcommands")


@pytest.mark.parametrize("command", _commands())
def test_ten_thousand_unknown_options_are_refused_at_once(command, capsys):
    """10,000 `--bogus 3` took 2 s of CPU (`check`) to 8 s (`odds`, `roll`: the top parser's and each game's)."""
    with time_bound(0.5):
        code = cli.main([command, *["--bogus", "3"] * 10_000])
    assert code == 2
    err = capsys.readouterr().err
    assert err == f"statblock: error: 10000 options on the command line: statblock reads at most {MAX_OPTIONS} " \
                  "(a file whose name starts with `-` goes after `--`)\n"


def test_the_refusal_is_said_in_japanese(capsys):
    with time_bound(0.5):
        code = cli.main(["--lang", "ja", "odds", *["-x"] * 5_000])
    assert code == 2
    err = capsys.readouterr().err
    assert err.startswith("statblock: エラー: コマンドラインにオプションが 5001 個あります。読めるのは 100 個までです")
    assert "statblock reads" not in err


@pytest.mark.parametrize("argv, counted", [
    (["check", "--format", "json", "-q", "a.md"], None),
    (["roll", *["--edges", "-1"] * MAX_OPTIONS], None),   # negative numbers are values, as argparse reads them
    (["check", "--", *["-a.md"] * (MAX_OPTIONS + 1)], None),   # after `--`, every word is a file
    (["check", "-", *["--quiet"] * MAX_OPTIONS], None),
    (["check", *["--quiet"] * (MAX_OPTIONS + 1)], MAX_OPTIONS + 1),
    (["check", *["--format=json"] * (MAX_OPTIONS + 1), "--", "-x"], MAX_OPTIONS + 1),
])
def test_what_counts_as_an_option(argv, counted):
    assert options_over_limit(argv) == counted


def test_ten_thousand_file_names_are_read_in_linear_time(tmp_path, capsys):
    """A glob of a large folder is a legitimate command line: 10,000 names (missing files: each said once)."""
    names = [str(tmp_path / f"missing{n}.md") for n in range(10_000)]
    with time_bound(10):
        code = cli.main(["check", "--no-cache", "--jobs", "1", "-q", "--cache-dir", str(tmp_path / "cache"), *names])
    assert code == 2
    out = capsys.readouterr().out
    assert out.count("no such file or folder") == 10_000


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "statblock: error: unrecognized arguments: junk0, junk1, junk2, junk3, junk4, and 9995 more\n"),
    ("ja", "statblock: エラー: 知らない引数があります：junk0、junk1、junk2、junk3、junk4 ほか 9995 件\n"),
])
def test_ten_thousand_stray_words_are_echoed_as_a_few_and_a_count(capsys, lang, said):
    """`statblock rulesets` with 10,000 words it does not take repeated all of them (some 90 KB) in its message."""
    with time_bound(2), pytest.raises(SystemExit) as exit:
        cli.main(["--lang", lang, "rulesets", *(f"junk{n}" for n in range(10_000))])
    code = exit.value.code
    assert code == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1] + "\n" == said


@pytest.mark.parametrize("argv", [
    ["check", "--format", "x" * 40_000, "a.ability"],   # a value none of the choices
    ["check", "--" + "x" * 40_000, "a.ability"],         # an option no command has
    ["x" * 40_000],                                      # a command there is not
    ["check", "--jobs", "x" * 40_000, "a.ability"],      # a value of the wrong kind
    ["check", "--jobs", "-" + "9" * 4_000, "a.ability"],   # a number out of range
])
def test_a_long_word_is_echoed_cut_short(capsys, argv):
    for lang in ("en", "ja"):
        try:
            code = cli.main(["--lang", lang, *argv])
        except SystemExit as exit:   # (argparse's own refusals)
            code = exit.code
        assert code == 2
        err = capsys.readouterr().err
        long = max(argv, key=len)
        assert len(err) < 2000 and long[:59] + "…" in err and long[:61] not in err, err[:300]



@pytest.mark.slow
@pytest.mark.parametrize(("lang", "usage", "said"), [("en", "usage:", "and 99995 more\n"), ("ja", "使い方:", "ほか 99995 件\n")])
def test_a_hundred_thousand_stray_words_are_said_in_linear_time(capsys, lang, usage, said):
    """Which parser's usage an error of stray words shows was found by looking each word up in a list of the words after
    the command: quadratic (10,000 words 1 s of CPU, 100,000 some 100 s)."""
    with time_bound(2), pytest.raises(SystemExit) as exit:
        cli.main(["--lang", lang, "rulesets", *(f"junk{n}" for n in range(100_000))])
    assert exit.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{usage} statblock rulesets") and err.endswith(said)   # (the command's usage, as before)


_SLAM = ["abilities/seeds.ability", "--ability", "Brutal Slam", "--hero", "abilities/heroes/korva-fury.toml"]
_HUGE = "9" * 400


def _exit_of(argv) -> int:
    try:
        return cli.main(argv)
    except SystemExit as stop:   # (argparse's usage errors)
        return stop.code


@pytest.mark.parametrize(("argv", "said"), [
    (["roll", *_SLAM, "--seed", _HUGE], "argument --seed: must be 9223372036854775807 or less, not 999"),
    (["roll", *_SLAM, "--seed", str(2**63)], "argument --seed: must be 9223372036854775807 or less, not 9223372036854775808"),
    (["odds", *_SLAM, "--bonus", _HUGE], "argument --bonus: must be 100 or less, not 999"),
    (["odds", *_SLAM, "--bonus", "-" + _HUGE], "argument --bonus: must be -100 or more, not -999"),
    (["roll", *_SLAM, "--bonus", "101"], "argument --bonus: must be 100 or less, not 101"),
    (["roll", *_SLAM, "--edges", "1" + "0" * 5000], "argument --edges: must be 100 or less, not 1000"),
    (["roll", "--ruleset", "sbh", "--quality", "3", "--dice", "2", "--seed", _HUGE],
     "argument --seed: must be 9223372036854775807 or less, not 999"),
    (["roll", "--ruleset", "kyoko", "--check", "KS(6,2)>=4", "--seed", _HUGE],
     "argument --seed: must be 9223372036854775807 or less, not 999"),
], ids=["ds-seed", "ds-seed-2**63", "ds-bonus", "ds-bonus-negative", "ds-bonus-101", "ds-edges-5000-digits", "sbh-seed",
        "kyoko-seed"])
def test_a_number_past_its_bound_is_a_usage_error_cut_short(argv, said, capsys, monkeypatch):
    """A 400-digit `--seed` or `--bonus` was taken (a roll printed it back whole, `odds` worked with it); 5,000 digits
    were `not a whole number`, past Python's limit on converting digits: now each is refused at its bound, exit 2."""
    from conftest import ROOT

    monkeypatch.chdir(ROOT)
    with time_bound(0.5):
        code = _exit_of(argv)
    assert code == 2
    err = capsys.readouterr().err
    assert said in err, err
    assert len(err.splitlines()[-1]) < 200


@pytest.mark.parametrize("argv", [["roll", *_SLAM, "--seed", "9223372036854775807"], ["odds", *_SLAM, "--bonus", "-100"],
                                  ["roll", *_SLAM, "--bonus", "100", "--edges", "100"]])
def test_a_number_at_its_bound_is_taken(argv, capsys, monkeypatch):
    from conftest import ROOT

    monkeypatch.chdir(ROOT)
    assert cli.main(argv) == 0


@pytest.mark.parametrize(("option", "text", "value"), [
    ("--bonus", "00005", 5), ("--bonus", "-0005", -5), ("--edges", "0" * 24 + "1", 1), ("--seed", "0" * 30 + "1", 1),
    ("--seed", "0" * 5000 + "7", 7), ("--seed", "0" * 30, 0)],
    ids=["bonus", "bonus-negative", "edges-24-zeros", "seed-30-zeros", "seed-5000-zeros", "seed-all-zeros"])
def test_leading_zeros_are_the_number_they_lead(option, text, value, capsys, monkeypatch):
    """A number written with leading zeros (`--bonus 00005`) is that number, whatever its count of zeros: sbhcli's
    digit-count shortcut refused it as past its bound (`must be 100 or less, not 00005`), and 5,000 zeros were no
    whole number at all."""
    from statblock.cli.common import seed_number, signed_number, small_count

    kind = {"--bonus": signed_number, "--edges": small_count, "--seed": seed_number}[option]
    assert kind(text) == value
    from conftest import ROOT

    monkeypatch.chdir(ROOT)
    argv = ["roll", *_SLAM, option, text] + ([] if option == "--seed" else ["--seed", "1"])
    assert cli.main(argv + ["--format", "json"]) == 0
    capsys.readouterr()


def test_the_bound_is_said_in_japanese(capsys, monkeypatch):
    from conftest import ROOT

    monkeypatch.chdir(ROOT)
    assert _exit_of(["--lang", "ja", "roll", *_SLAM, "--seed", _HUGE]) == 2
    assert "引数 --seed：9223372036854775807 以下を指定してください（999" in capsys.readouterr().err
