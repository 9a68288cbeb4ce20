"""The README is true: every `statblock` command it shows runs, and prints what it shows.

The conventions, stated in the README itself:

- the `statblock` (or `.venv/bin/statblock`) commands of every ```sh block run as shown, from the
  repository root, in README order; a line ending in `\\` continues on the next; `&&` chains are
  split and only their `statblock` and `mkdir -p` parts run (the setup commands in `SETUP` are the
  reader's, not the test's);
- a command exits 0 unless a comment after it starts with `# exit N`;
- a plain ``` block right after a ```sh block, with only blank lines between, is exactly what that
  block's commands print, one after the other, standard output and error together in the order
  they are written; compared after removing trailing whitespace only;
- every file a command writes (`-o`, `mkdir -p`) lies under `out/`, which git ignores; the test
  empties `out/` before running the commands that write there.

Blocks that show an output run in the fast tier (about 2 s); the others (PDF cards, converting a
whole class: about 7 s on a busy 2-core machine) run in the slow tier.
"""

from __future__ import annotations

import dataclasses
import difflib
import fcntl
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path, PurePosixPath

import pytest

from conftest import ROOT, SHARED

README = ROOT / "README.md"
OUT = ROOT / "out"
STATBLOCK_NAMES = ("statblock", ".venv/bin/statblock")
# Commands a reader runs to set up; the test runs inside that setup already.
SETUP = (("python3", "-m", "venv"), (".venv/bin/pip", "install"), ("bash", "scripts/test"))
# Commands whose output depends on dice: they must name a --seed.
RANDOM_COMMANDS = ("roll",)
OUTPUT_OPTIONS = ("-o", "--output")


@dataclasses.dataclass(frozen=True)
class Command:
    line: int                        # README line where the command starts
    text: str                        # as written, continuations joined
    steps: tuple[tuple[str, ...], ...]  # the argv of each `&&` part the test runs
    exit_code: int                   # expected of the last step; the steps before it must exit 0


@dataclasses.dataclass(frozen=True)
class Block:
    line: int                        # README line of the opening ```sh fence
    commands: tuple[Command, ...]
    output: str | None               # the plain block right after, if any
    output_line: int | None

    @property
    def id(self) -> str:
        names = "-".join(dict.fromkeys(step[1] for c in self.commands for step in c.steps
                                        if step[0] in STATBLOCK_NAMES and len(step) > 1))
        return f"L{self.line}-{names or 'setup'}"


def _fences(lines: list[str]) -> list[tuple[str, int, int, list[str]]]:
    """Fenced blocks as (info string, opening line, closing line, body), lines 1-based."""
    blocks, opened = [], None
    for number, line in enumerate(lines, 1):
        if not line.startswith("```"):
            continue
        if opened is None:
            opened = (line[3:].strip(), number)
        else:
            info, start = opened
            blocks.append((info, start, number, lines[start:number - 1]))
            opened = None
    assert opened is None, f"README.md:{opened[1]}: a fenced block is never closed"
    return blocks


def _split_comment(line: str) -> tuple[str, str]:
    """The command and its trailing `# comment`: the first `#` outside quotes that starts a word."""
    quote = None
    for i, char in enumerate(line):
        if quote:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "#" and (i == 0 or line[i - 1].isspace()):
            return line[:i].rstrip(), line[i + 1:].strip()
    return line.rstrip(), ""


def _logical_lines(body: list[str], first: int) -> list[tuple[int, str]]:
    """Lines joined across trailing backslashes, each with the README line it starts on."""
    joined, pending, start = [], "", None
    for number, line in enumerate(body, first):
        code, comment = _split_comment(line)
        if start is None:
            start = number
        if code.endswith("\\") and not comment:
            pending += code[:-1] + " "
            continue
        joined.append((start, pending + line.strip()))
        pending, start = "", None
    if pending:
        joined.append((start, pending.rstrip()))
    return joined


def _command(line: int, text: str, problems: list[str]) -> Command | None:
    code, comment = _split_comment(text)
    if not code:
        return None
    where = f"README.md:{line}"
    try:
        tokens = shlex.split(code)
    except ValueError as error:
        problems.append(f"{where}: cannot split `{code}`: {error}")
        return None
    parts: list[list[str]] = [[]]
    for token in tokens:
        if token == "&&":
            parts.append([])
        else:
            parts[-1].append(token)
    steps = []
    for part in parts:
        if not part:
            problems.append(f"{where}: an empty part in `{code}`")
        elif part[0] in STATBLOCK_NAMES or part[:2] == ["mkdir", "-p"]:
            shell = sorted({t for t in part if t in ("|", ";", ">", ">>", "<", "&", "||", "2>", "2>&1")})
            if shell:
                problems.append(f"{where}: the test runs commands without a shell; remove {shell} from `{code}`")
            steps.append(tuple(part))
        elif not any(tuple(part[:len(setup)]) == setup for setup in SETUP):
            problems.append(f"{where}: the README test does not know how to run `{shlex.join(part)}`; "
                            "show it as a `statblock` command or add it to SETUP in tests/test_readme.py")
    exit_code = 0
    if declared := re.match(r"exit\b\s*(\S*)", comment):
        number = declared.group(1).rstrip(":;,.")
        if not number.isdigit():
            problems.append(f"{where}: write the expected exit status as `# exit N`, not `# {comment}`")
        else:
            exit_code = int(number)
    if not steps:
        if exit_code:
            problems.append(f"{where}: `# exit {exit_code}` on a command the test does not run")
        return None
    return Command(line, text, tuple(steps), exit_code)


def parse_readme(text: str) -> tuple[list[Block], list[str]]:
    """The README's command blocks with the output each shows, and every breach of the conventions."""
    lines = text.split("\n")
    fences = _fences(lines)
    blocks, problems = [], []
    for index, (info, start, end, body) in enumerate(fences):
        if info != "sh":
            continue
        commands = tuple(c for line, logical in _logical_lines(body, start + 1)
                         if (c := _command(line, logical, problems)) is not None)
        output = output_line = None
        if index + 1 < len(fences):
            next_info, next_start, _, next_body = fences[index + 1]
            between = lines[end:next_start - 1]
            if next_info == "" and all(not line.strip() for line in between):
                output, output_line = "\n".join(next_body), next_start
        if output is not None and not commands:
            problems.append(f"README.md:{output_line}: an output block after a block with no statblock command")
        if commands:
            blocks.append(Block(start, commands, output, output_line))
    return blocks, problems


BLOCKS, PROBLEMS = parse_readme(README.read_text(encoding="utf-8"))
SHOWN = [b for b in BLOCKS if b.output is not None]
UNSHOWN = [b for b in BLOCKS if b.output is None]


def _outputs(step: tuple[str, ...]) -> list[str]:
    """The paths a step writes: its `-o`/`--output` values (`-` is standard output), or mkdir's."""
    if step[0] == "mkdir":
        return list(step[2:])
    found = []
    for i, arg in enumerate(step):
        if arg in OUTPUT_OPTIONS and i + 1 < len(step):
            found.append(step[i + 1])
        elif arg.startswith("--output="):
            found.append(arg.split("=", 1)[1])
        elif arg.startswith("-o") and len(arg) > 2 and not arg.startswith("--"):
            found.append(arg[2:])
    return [path for path in found if path != "-"]


def _under_out(path: str) -> bool:
    parts = PurePosixPath(path).parts
    return parts[:1] == ("out",) and ".." not in parts


def _normalise(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.rstrip().split("\n"))


def _statblock() -> list[str]:
    script = Path(sys.executable).with_name("statblock")
    return [str(script)] if script.exists() else [sys.executable, "-m", "statblock.cli"]


def _run(step: tuple[str, ...]) -> tuple[int, str]:
    """Exit status and everything printed, stdout and stderr interleaved as a terminal shows them."""
    if step[0] == "mkdir":
        for path in step[2:]:
            (ROOT / path).mkdir(parents=True, exist_ok=True)
        return 0, ""
    # unbuffered, so that stdout and stderr reach the one pipe in the order they are written
    env = dict(os.environ, PYTHONUNBUFFERED="1", PYTHONIOENCODING="utf-8")
    result = subprocess.run(_statblock() + [_shared_path(word) for word in step[1:]], cwd=ROOT, env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
    output = result.stdout.decode("utf-8")
    return result.returncode, output if SHARED == ROOT.parent / "shared" else output.replace(str(SHARED), _BESIDE)


_BESIDE = "../shared"   # (where the README's commands find the shared folder)


def _shared_path(word: str) -> str:
    """A README command's word naming the shared folder (`../shared/corpus`), where `$STATBLOCK_SHARED` puts it."""
    if SHARED != ROOT.parent / "shared" and (word == _BESIDE or word.startswith(_BESIDE + "/")):
        return str(SHARED) + word[len(_BESIDE):]
    return word


def _run_block(block: Block) -> tuple[str, list[str]]:
    """Run a block's commands in order: what they printed, and what went wrong."""
    printed, failures = [], []
    for command in block.commands:
        for number, step in enumerate(command.steps, 1):
            expected = command.exit_code if number == len(command.steps) else 0
            code, output = _run(step)
            printed.append(output)
            if code != expected:
                failures.append(f"README.md:{command.line}: `{shlex.join(step)}` exited {code}, "
                                f"expected {expected}; it printed:\n{output}")
                break
            missing = [path for path in _outputs(step) if not (ROOT / path).exists()]
            if missing:
                failures.append(f"README.md:{command.line}: `{shlex.join(step)}` did not write {missing}")
    return "".join(printed), failures


@pytest.fixture
def readme_lock():
    """Only one test process at a time runs the README's commands in this checkout: they share `out/`."""
    name = hashlib.sha256(str(ROOT).encode()).hexdigest()[:16]
    with open(Path(tempfile.gettempdir()) / f"statblock-readme-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def test_the_readme_follows_its_conventions():
    assert PROBLEMS == []
    # the parser still finds what the README shows: were the fences renamed, this would be empty
    assert SHOWN, "no ```sh block is followed by its output"


def test_every_output_goes_under_the_ignored_out_folder():
    outside = [f"README.md:{c.line}: {path}" for b in BLOCKS for c in b.commands for step in c.steps
               for path in _outputs(step) if not _under_out(path)]
    assert outside == [], "README commands must write under out/"
    ignored = {line.strip() for line in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()}
    assert ignored & {"/out/", "out/", "/out", "out"}, ".gitignore must ignore out/"


def test_commands_that_roll_dice_name_a_seed():
    unseeded = [f"README.md:{c.line}: {c.text}" for b in BLOCKS for c in b.commands for step in c.steps
                if step[0] in STATBLOCK_NAMES and step[1:2] and step[1] in RANDOM_COMMANDS
                and not any(a == "--seed" or a.startswith("--seed=") for a in step)]
    assert unseeded == []


@pytest.mark.slow
@pytest.mark.parametrize("block", SHOWN, ids=lambda b: b.id)
def test_the_shown_output_is_what_statblock_prints(block, readme_lock):
    for path in {path for c in block.commands for step in c.steps for path in _outputs(step) if _under_out(path)}:
        target = ROOT / path  # a block that writes shows a first run's output: what an earlier run left goes
        if target.is_dir():
            shutil.rmtree(target)
        elif target.exists():
            target.unlink()
    printed, failures = _run_block(block)
    assert not failures, "\n".join(failures)
    shown, actual = _normalise(block.output), _normalise(printed)
    if shown != actual:
        diff = "\n".join(difflib.unified_diff(
            shown.split("\n"), actual.split("\n"), lineterm="",
            fromfile=f"README.md:{block.output_line} (shown)", tofile="statblock (printed)"))
        pytest.fail(f"the output the README shows at line {block.output_line} differs from what its "
                    f"commands (line {block.line}) print:\n{diff}", pytrace=False)


@pytest.mark.slow
def test_every_other_command_runs(readme_lock):
    if OUT.exists():
        shutil.rmtree(OUT)
    failures = []
    for block in UNSHOWN:
        failures += _run_block(block)[1]
    assert not failures, "\n\n".join(failures)
