"""No command loses or corrupts a file, and no path makes a command hang or read without end.

Faults are made for real where a test can (FIFOs, links to devices, read-only
files, existing outputs) and simulated where it cannot (a full disk: `ENOSPC`
from a write; a kill during a write: the rename that never happens; a folder
root could still list: `PermissionError` from the listing).
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from statblock import fileio
from statblock.cli import main
from statblock.fileio import WriteError, atomic_write

ROOT = Path(__file__).resolve().parents[1]
STATBLOCK = [sys.executable, "-m", "statblock.cli"]

# canonical, and loose: fmt rewrites the second one
CANONICAL = "Slam\nPower Roll + Might:\n≤11: 3 + M damage\n12-16: 6 + M damage\n17+: 9 + M damage\n"
LOOSE = "Slam\nPower Roll + Might:\n<=11 3+M damage\n12–16: 6  +  M damage\n17 + : 9 + M damage\n"
WITH_ERROR = "Bad\nPower Roll + Might:\n≤11: 3 damage; A < WEAK, proen\n12-16: 6 damage\n17+: 9 damage\n"
MARKDOWN = ("---\nfile_basename: Roar\n---\n\n###### Roar\n\n| **Area** | **Main action** |\n|---|---|\n"
            "| **📏 1 burst** | **🎯 Each enemy in the area** |\n\n**Power Roll + Might:**\n\n"
            "- **≤11:** 2 damage\n- **12-16:** 5 damage\n- **17+:** 7 damage\n")
YAML = ("type: feature\nname: Roar\nusage: Main action\ndistance: 1 burst\ntarget: Each enemy in the area\n"
        "effects:\n  - roll: Power Roll + Might\n    tier1: 2 damage\n    tier2: 5 damage\n    tier3: 7 damage\n")


def leftovers(folder: Path) -> list[str]:
    """Temporary files a write left behind."""
    return sorted(p.name for p in folder.rglob(".*.tmp"))


# ---- fmt ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, text", [("roar.md", MARKDOWN), ("roar.yaml", YAML), ("feat.yml", YAML)])
def test_fmt_refuses_markdown_and_yaml_and_leaves_them_byte_for_byte(tmp_path, capsys, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    loose = tmp_path / "loose.ability"
    loose.write_text(LOOSE, encoding="utf-8")
    assert main(["fmt", str(path), str(loose)]) == 1
    err = capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == text
    assert "native .ability files only" in err and "statblock convert" in err
    assert loose.read_text(encoding="utf-8") == CANONICAL  # the other file is still formatted
    assert "1 file reformatted" in err and "1 left as they were" in err


def test_fmt_leaves_a_file_with_errors_unchanged_and_says_why(tmp_path, capsys):
    bad = tmp_path / "bad.ability"
    bad.write_text(WITH_ERROR.replace("≤11:", "<=11"), encoding="utf-8")  # loose, so fmt would change it
    before = bad.read_bytes()
    assert main(["fmt", str(bad)]) == 1
    err = capsys.readouterr().err
    assert bad.read_bytes() == before
    assert "SB101" in err and "has 1 error" in err and "leaves it as it is" in err


def test_fmt_goes_on_after_a_read_only_file(tmp_path, capsys):
    first, locked, last = (tmp_path / f"{n}.ability" for n in ("a", "b", "c"))
    for path in (first, locked, last):
        path.write_text(LOOSE, encoding="utf-8")
    locked.chmod(0o444)
    try:
        assert main(["fmt", str(tmp_path)]) == 1
    finally:
        locked.chmod(0o644)
    err = capsys.readouterr().err
    assert locked.read_text(encoding="utf-8") == LOOSE
    assert first.read_text(encoding="utf-8") == CANONICAL == last.read_text(encoding="utf-8")
    assert "b.ability is read-only" in err
    assert "2 files reformatted, 0 unchanged, 1 left as they were" in err


def _failing_write(limit: int):
    """os.write that accepts `limit` bytes, then fails as a full disk does."""
    real = os.write
    written = [0]

    def write(fd, data):
        if written[0] >= limit:
            raise OSError(errno.ENOSPC, "No space left on device")
        chunk = bytes(data[: limit - written[0]])
        written[0] += len(chunk)
        return real(fd, chunk)

    return write


def test_fmt_on_a_full_disk_leaves_every_file_whole(tmp_path, capsys, monkeypatch):
    files = [tmp_path / f"{n}.ability" for n in "abc"]
    for path in files:
        path.write_text(LOOSE * 3, encoding="utf-8")  # three abilities
    monkeypatch.setattr(fileio.os, "write", _failing_write(40))
    assert main(["fmt", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    for path in files:
        assert path.read_text(encoding="utf-8") == LOOSE * 3
    assert err.count("No space left on device; the file is unchanged") == 3
    assert "0 files reformatted, 0 unchanged, 3 left as they were" in err
    assert leftovers(tmp_path) == []


def test_a_kill_before_the_rename_leaves_the_original(tmp_path, capsys, monkeypatch):
    path = tmp_path / "a.ability"
    path.write_text(LOOSE, encoding="utf-8")

    def killed(src, dst):
        raise OSError(errno.EINTR, "Interrupted system call")

    monkeypatch.setattr(fileio.os, "replace", killed)
    assert main(["fmt", str(path)]) == 1
    assert path.read_text(encoding="utf-8") == LOOSE
    assert "a.ability: Interrupted system call; the file is unchanged" in capsys.readouterr().err
    assert leftovers(tmp_path) == []


def test_fmt_keeps_the_permissions_and_the_link(tmp_path, capsys):
    real = tmp_path / "real.ability"
    real.write_text(LOOSE, encoding="utf-8")
    real.chmod(0o640)
    link = tmp_path / "link.ability"
    link.symlink_to(real)
    assert main(["fmt", str(link)]) == 0
    assert link.is_symlink() and real.read_text(encoding="utf-8") == CANONICAL
    assert oct(real.stat().st_mode & 0o777) == oct(0o640)


@pytest.mark.parametrize("mark, end", [(b"", b"\r\n"), (b"\xef\xbb\xbf", b"\n"), (b"\xef\xbb\xbf", b"\r\n"),
                                       (b"", b"\r"), (b"\xef\xbb\xbf", b"\r")],
                         ids=["crlf", "bom", "bom-crlf", "cr", "bom-cr"])
def test_fmt_keeps_the_files_line_ends_and_byte_order_mark(tmp_path, capsys, monkeypatch, mark, end):
    """A file `fmt` changes is written as it was read: Windows line ends, old Mac ones (CR alone) and a UTF-8
    byte-order mark stay (before, a file it changed lost them, and one it left alone kept them), in place and from
    standard input."""
    path = tmp_path / "a.ability"
    path.write_bytes(mark + LOOSE.encode("utf-8").replace(b"\n", end))
    assert main(["fmt", str(path)]) == 0
    assert path.read_bytes() == mark + CANONICAL.encode("utf-8").replace(b"\n", end)
    assert main(["fmt", str(path)]) == 0   # and now it is the canonical file: left as it is
    assert "0 files reformatted, 1 unchanged" in capsys.readouterr().err
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(mark + LOOSE.encode("utf-8").replace(b"\n", end))))
    out = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(out, encoding="utf-8"))
    assert main(["fmt", "-"]) == 0
    sys.stdout.flush()
    assert out.getvalue() == mark + CANONICAL.encode("utf-8").replace(b"\n", end)


# ---- convert and cards: never overwrite without --force, never the input ----------------------


def test_convert_refuses_existing_outputs_and_writes_nothing(tmp_path, capsys):
    (tmp_path / "in").mkdir()
    for name in ("a", "b"):
        (tmp_path / "in" / f"{name}.ability").write_text(CANONICAL.replace("Slam", name.upper()), encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "b.md").write_text("my notes\n", encoding="utf-8")
    assert main(["convert", str(tmp_path / "in"), "--to", "md", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "b.md exists" in err and "--force" in err
    assert sorted(p.name for p in out.iterdir()) == ["b.md"]
    assert (out / "b.md").read_text(encoding="utf-8") == "my notes\n"
    assert main(["convert", str(tmp_path / "in"), "--to", "md", "-o", str(out), "--force"]) == 0
    assert "###### B" in (out / "b.md").read_text(encoding="utf-8")
    assert leftovers(out) == []


def test_convert_never_overwrites_an_input_even_with_force(tmp_path, capsys):
    folder = tmp_path / "lib"
    folder.mkdir()
    (folder / "a.md").write_text(MARKDOWN, encoding="utf-8")
    native = folder / "a.ability"
    native.write_text(CANONICAL, encoding="utf-8")
    # a.md → lib/a.ability, which is the other input
    assert main(["convert", str(folder / "a.md"), str(native), "--to", "ability", "-o", str(folder), "--force"]) == 2
    assert "would overwrite the input" in capsys.readouterr().err
    assert native.read_text(encoding="utf-8") == CANONICAL


def test_cards_refuses_its_own_input_and_existing_files(tmp_path, capsys):
    source = tmp_path / "roar.md"
    source.write_text(MARKDOWN, encoding="utf-8")
    assert main(["cards", str(source), "-o", str(source), "--force"]) == 2
    assert "is one of the inputs" in capsys.readouterr().err
    assert source.read_text(encoding="utf-8") == MARKDOWN
    out = tmp_path / "cards.txt"
    out.write_text("keep me\n", encoding="utf-8")
    assert main(["cards", str(source), "-o", str(out)]) == 2
    assert "exists; give --force" in capsys.readouterr().err
    assert out.read_text(encoding="utf-8") == "keep me\n"
    assert main(["cards", str(source), "-o", str(out), "--force"]) == 0
    assert "Roar" in out.read_text(encoding="utf-8")


def test_cards_into_a_full_disk_keeps_the_old_cards(tmp_path, capsys, monkeypatch):
    source = tmp_path / "roar.md"
    source.write_text(MARKDOWN, encoding="utf-8")
    out = tmp_path / "cards.html"
    out.write_text("old cards\n", encoding="utf-8")
    monkeypatch.setattr(fileio.os, "write", _failing_write(100))
    assert main(["cards", str(source), "-o", str(out), "--force"]) == 2
    assert "cards.html: No space left on device; the file is unchanged" in capsys.readouterr().err
    assert out.read_text(encoding="utf-8") == "old cards\n"
    assert leftovers(tmp_path) == []


# ---- atomic_write itself ----------------------------------------------------------------------


def test_atomic_write_without_overwrite_loses_no_race(tmp_path, monkeypatch):
    path = tmp_path / "x.txt"
    monkeypatch.setattr(fileio.os.path, "lexists", lambda p: False)  # the file appears after the check
    path.write_text("theirs", encoding="utf-8")
    with pytest.raises(WriteError, match="exists; give --force"):
        atomic_write(str(path), b"ours", overwrite=False)
    assert path.read_text(encoding="utf-8") == "theirs"
    assert leftovers(tmp_path) == []


def test_atomic_write_makes_folders_and_new_files_follow_the_umask(tmp_path):
    path = tmp_path / "a" / "b" / "c.txt"
    atomic_write(str(path), b"data", overwrite=False, make_folders=True)
    assert path.read_bytes() == b"data"
    mask = os.umask(0)
    os.umask(mask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~mask


def test_atomic_write_into_a_missing_folder_says_so(tmp_path):
    with pytest.raises(WriteError, match="cannot write .*: No such file or directory"):
        atomic_write(str(tmp_path / "no" / "out.txt"), b"data", overwrite=True)
    assert not (tmp_path / "no").exists()


def test_atomic_write_into_an_impossible_place_says_so(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(WriteError, match="cannot write .*cannot create the folder"):
        atomic_write(str(blocker / "sub" / "out.txt"), b"data", overwrite=True, make_folders=True)


# ---- reading: only regular files, always bounded ----------------------------------------------


@pytest.fixture
def folder_with_traps(tmp_path):
    """A folder with a good file, a FIFO and a link to /dev/zero, both named like ability files."""
    folder = tmp_path / "lib"
    folder.mkdir()
    (folder / "good.ability").write_text(CANONICAL, encoding="utf-8")
    os.mkfifo(folder / "pipe.ability")
    (folder / "zero.ability").symlink_to("/dev/zero")
    (folder / "loop").symlink_to(folder)  # a link back up: not followed
    return folder


@pytest.mark.parametrize("command", [
    ["check"], ["parse"], ["fmt", "--check"], ["cards", "--format", "txt", "-o", "-"],
    ["convert", "--to", "json", "-o", "OUT"],
])
def test_special_files_in_a_folder_are_reported_and_skipped(folder_with_traps, tmp_path, capsys, command):
    argv = [command[0], str(folder_with_traps), *[str(tmp_path / "out") if a == "OUT" else a for a in command[1:]]]
    code = main(argv)
    out, err = capsys.readouterr()
    text = out + err
    assert "pipe.ability" in text and "named pipe (FIFO)" in text
    assert "zero.ability" in text and "character device" in text
    assert code == 2  # unreadable input, though the good file was handled
    if command[0] in ("parse", "cards"):
        assert "Slam" in out


def test_check_reads_the_good_file_beside_the_traps(folder_with_traps, capsys):
    assert main(["check", str(folder_with_traps)]) == 2
    out = capsys.readouterr().out
    assert "checked 1 file" in out  # good.ability; the FIFO and the device are diagnostics
    assert out.count("SB003") == 2


def test_a_fifo_named_directly_is_refused_without_blocking(tmp_path, capsys):
    pipe = tmp_path / "named.ability"
    os.mkfifo(pipe)
    assert main(["check", str(pipe)]) == 2
    assert "named pipe (FIFO)" in capsys.readouterr().out


def test_the_size_cap_holds_for_files_found_in_a_folder(tmp_path, capsys, monkeypatch):
    (tmp_path / "big.ability").write_text(CANONICAL * 50, encoding="utf-8")
    (tmp_path / "small.ability").write_text(CANONICAL, encoding="utf-8")
    monkeypatch.setattr(fileio, "MAX_FILE_BYTES", 1024)
    monkeypatch.setattr(fileio.read_bounded, "__defaults__", (1024,))
    assert main(["check", str(tmp_path)]) == 2
    out = capsys.readouterr().out
    assert "big.ability" in out and "SB003" in out and "split it" in out
    assert "checked 2 files, 1 abilit" in out


def test_a_file_that_grows_while_it_is_read_is_cut_at_the_cap(tmp_path):
    path = tmp_path / "x.ability"
    path.write_bytes(b"a" * 5000)
    problem = fileio.read_bounded(str(path), limit=4096)
    assert isinstance(problem, fileio.ReadProblem) and problem.kind == "too_big"


def test_an_unlistable_folder_is_an_error_not_silence(locked_folder, capsys):
    (locked_folder / "a.ability").write_text(CANONICAL, encoding="utf-8")
    assert main(["check", str(locked_folder)]) == 2
    out = capsys.readouterr().out
    assert "cannot read the folder: Permission denied" in out and "SB003" in out


# ---- output: a full or closed standard output is one line, not a traceback -------------------


@pytest.mark.slow
def test_check_into_a_full_device(tmp_path):
    with open("/dev/full", "w") as full:
        result = subprocess.run(STATBLOCK + ["check", "abilities"], cwd=ROOT, stdout=full, stderr=subprocess.PIPE,
                                text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    assert result.returncode == 2
    assert result.stderr.strip() == "statblock: error: cannot write the output: No space left on device"


def test_parse_with_standard_output_closed():
    result = subprocess.run(STATBLOCK + ["parse", "abilities/seeds.ability"], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, timeout=120, close_fds=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
                            preexec_fn=lambda: os.close(1))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "standard output is closed" in result.stderr


def test_a_negative_seed_is_refused(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["roll", str(ROOT / "abilities/seeds.ability"), "--ability", "Brutal Slam", "--hero",
              str(ROOT / "abilities/heroes/korva-fury.toml"), "--seed", "-1"])
    assert exit_.value.code == 2
    assert "must be 0 or more" in capsys.readouterr().err


@pytest.mark.parametrize("command, lang", [("roll", "en"), ("odds", "ja")])
def test_roll_and_odds_name_the_file_they_cannot_read(tmp_path, capsys, command, lang):
    """`roll` and `odds`, offered by several games, read the file to find its game: a file that is binary or not
    UTF-8 is said at its place (path:line:column, code, what to do), as `check` says it, and a folder with its path;
    before, the bare reason named no file."""
    binary = tmp_path / "bin.ability"
    binary.write_bytes(bytes(range(256)) * 4)
    shift_jis = tmp_path / "技.ability"
    shift_jis.write_bytes("荒々しい叩きつけ\nメインアクション\n".encode("shift_jis"))
    for path, code in ((binary, "SB002"), (shift_jis, "SB001")):
        assert main(["--lang", lang, command, str(path), "--ability", "x"]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"{path}:1:1: error[{code}]: "), err
        assert ("save the file as UTF-8" if code == "SB001" else f"`statblock {command}` reads one text file") in err \
            if lang == "en" else ("UTF-8 で保存してください" if code == "SB001" else f"「statblock {command}」には") in err
    assert main(["--lang", lang, command, str(tmp_path), "--ability", "x"]) == 2
    assert f"{tmp_path}: " in capsys.readouterr().err


@pytest.mark.parametrize("command", [["check", "abilities"], ["cards", "abilities", "-o", "out/x.html"]])
@pytest.mark.parametrize("jobs", ["0", "-1"])
def test_jobs_below_one_is_told_the_least_it_takes(capsys, command, jobs):
    """`--jobs` takes 1 or more: 0 and a negative number are told so alike (before, `--jobs -1` was told `must be 0
    or more`, which 0 is, and 0 was refused too)."""
    with pytest.raises(SystemExit) as exit_:
        main([*command, "--jobs", jobs])
    assert exit_.value.code == 2
    assert f"argument --jobs: must be 1 or more, not {jobs}" in capsys.readouterr().err


@pytest.mark.parametrize("existing", [1, 2])
def test_convert_onto_existing_outputs_says_how_many_in_good_english(tmp_path, capsys, existing):
    """The line that says nothing was written agrees with its count (it read `1 output file already exist`)."""
    (tmp_path / "a.ability").write_text(CANONICAL, encoding="utf-8")
    (tmp_path / "b.ability").write_text(CANONICAL.replace("Slam", "Bash"), encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    for name in "ab"[:existing]:
        (out / f"{name}.json").write_text("keep", encoding="utf-8")
    assert main(["convert", "--to", "json", str(tmp_path / "a.ability"), str(tmp_path / "b.ability"), "-o",
                 str(out)]) == 2
    err = capsys.readouterr().err
    said = "1 output file would be overwritten;" if existing == 1 else "2 output files would be overwritten;"
    assert f"statblock: nothing written: {said} give --force" in err
    assert all((out / f"{name}.json").read_text(encoding="utf-8") == "keep" for name in "ab"[:existing])


@pytest.mark.parametrize("command", [["convert", "--to", "json"], ["export", "--to", "foundry"],
                                     ["cards", "--format", "md"]])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_output_that_cannot_be_written_says_what_to_do_once(tmp_path, capsys, monkeypatch, command, lang):
    """A folder that cannot be made, or a temporary file that cannot be, is said with one advice, in each command
    and language: `cards` gave none when the folder could not be made, `convert` and `export` gave two when the
    file could not be (`…; choose a folder you can write to; choose an output folder you can write to`)."""
    source = tmp_path / "a.ability"
    source.write_text(CANONICAL, encoding="utf-8")
    advice = {"en": "choose a folder you can write to", "ja": "書き込めるフォルダーを選んでください"}[lang]
    for fault in ("folder", "temporary"):
        def refused(*args, **kwargs):
            raise PermissionError(errno.EACCES, "Permission denied", args[0] if args else None)

        import tempfile

        monkeypatch.setattr(*((fileio.os, "makedirs") if fault == "folder" else (tempfile, "mkstemp")), refused)
        out = tmp_path / f"{fault}-out" / ("cards.md" if command[0] == "cards" else "")
        code = main([command[0], str(source), *command[1:], "-o", str(out), "--lang", lang])
        monkeypatch.undo()
        err = capsys.readouterr().err
        assert code in (1, 2) and err.count(advice) == 1 and "出力先" not in err, (fault, err)
