"""The file system, carefully: which files to read, reading them with a bound, writing them safely.

Reading: only regular files are read (a FIFO would block, a device such as
`/dev/zero` never ends), and never more than `MAX_FILE_BYTES`, whether the
file was named or found in a folder. Folders that cannot be listed are
reported, never skipped in silence.

Writing: every file is written to a temporary file beside it, flushed and
synced, then renamed over the target, so that a full disk, a kill or a crash
leaves either the old file or the new one, never a truncated mix.
"""

from __future__ import annotations

import errno
import os
import stat

from collections.abc import Callable

import attrs

from .diagnostics import Diagnostic, Severity, SourceFile, StatblockError
from .messages import Localized, msg
from .messages.oserrors import os_reason
from .records import define, frozen

__all__ = [
    "UNREAD_CODES",
    "MAX_FILE_BYTES",
    "Found",
    "ReadProblem",
    "WriteError",
    "atomic_write",
    "collect",
    "is_read_only",
    "marked_encoding",
    "mirrored_path",
    "problem_diagnostic",
    "read_bounded",
    "read_utf8_source",
    "same_file",
]

MAX_FILE_BYTES = 64 * 1024 * 1024

# what a path that is not a regular file is (the key of its name in the message catalog: `kind.<key>`)
_KINDS = (
    (stat.S_ISFIFO, "fifo"),
    (stat.S_ISCHR, "character_device"),
    (stat.S_ISBLK, "block_device"),
    (stat.S_ISSOCK, "socket"),
    (stat.S_ISDIR, "folder"),
)


class WriteError(StatblockError):
    """A file could not be written; the message names it and says the original is unchanged."""


@frozen
class ReadProblem:
    """Why a path was not read: `kind` is `missing`, `special`, `too_big`, `unreadable` or `folder`;
    `detail` is the reason (`special`: which kind of file, a key of `_KINDS`; `too_big`: the size; else the
    system's reason in each language, `messages.oserrors.os_reason`)."""

    path: str
    kind: str
    detail: str | Localized = ""


@define
class Found:
    """What `collect` found: (file, root) pairs to read, the paths it could not use, and the folders named
    in which it found nothing, neither a file nor a problem (`empty_folders`)."""

    files: list[tuple[str, str]] = attrs.Factory(list)
    problems: list[ReadProblem] = attrs.Factory(list)
    empty_folders: list[str] = attrs.Factory(list)

    @property
    def missing(self) -> list[str]:
        return [p.path for p in self.problems if p.kind == "missing"]


def problem_diagnostic(problem: ReadProblem) -> Diagnostic:
    """The diagnostic (SB003) for a path that could not be read."""
    if problem.kind == "missing" and problem.path == "-":   # (standard input, which this command does not read)
        message = msg("file.missing_stdin", path=problem.path, check="statblock check -", fmt="statblock fmt -")
    elif problem.kind == "missing":
        message = msg("file.missing", path=problem.path)
    elif problem.kind == "special":
        message = msg("file.special", kind=msg(f"kind.{problem.detail}"))
    elif problem.kind == "too_big":
        message = msg("file.too_big", size=int(problem.detail) // (1024 * 1024), limit=MAX_FILE_BYTES // (1024 * 1024))
    elif problem.kind == "folder":
        message = msg("file.folder", reason=problem.detail)
    else:
        message = msg("file.unreadable", reason=problem.detail)
    return Diagnostic("SB003", Severity.ERROR, message, SourceFile(problem.path, "").span(0, 0))


def _kind(mode: int) -> str | None:
    """What a non-regular file is (a key of `_KINDS`); None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    for test, name in _KINDS:
        if test(mode):
            return name
    return "other"


def collect(paths: list[str], suffixes: tuple[str, ...], declared: Declared | None = None) -> Found:
    """Files to read, with their root, and what could not be used.

    Files named directly are taken whatever their suffix, with their own
    folder as root; folders are searched for `suffixes` (symbolic links to
    folders are not followed, so a link loop cannot trap the walk), with the
    folder as root, so that outputs can mirror the input tree. A named or
    found path that is not a regular file (a FIFO, a device, a socket, a
    link to one) is reported and skipped; so is a folder that cannot be
    listed. A file named twice (`DIR DIR/a.ability`, `a` and `./a`) is taken
    once, where it is first met; links are separate files. `declared`, when
    given, also takes a regular file of one of its suffixes that it accepts (a
    scenario whose first line names its ruleset: `registry.declared_file`),
    asked only once the file is known to be a regular one.
    """
    found = Found()
    for raw in paths:
        try:
            mode = os.stat(raw).st_mode
        except OSError as error:
            kind = "missing" if error.errno in (errno.ENOENT, errno.ENOTDIR) else "unreadable"
            found.problems.append(ReadProblem(raw, kind, _reason(error)))
            continue
        if stat.S_ISDIR(mode):
            before = len(found.files), len(found.problems)
            _walk(raw, suffixes, found, declared)
            if (len(found.files), len(found.problems)) == before:
                found.empty_folders.append(raw)
        elif stat.S_ISREG(mode):
            found.files.append((raw, os.path.dirname(raw) or "."))
        else:
            found.problems.append(ReadProblem(raw, "special", _kind(mode) or ""))
    seen: set[str] = set()
    files = []
    for path, root in found.files:
        key = os.path.normcase(os.path.abspath(path))
        if key not in seen:
            seen.add(key)
            files.append((path, root))
    found.files[:] = files
    return found


@frozen
class Declared:
    """Files a folder walk takes by their first line: of one of `suffixes`, and `accepts(path)`."""

    suffixes: tuple[str, ...]
    accepts: Callable[[str], bool]


def _walk(top: str, suffixes: tuple[str, ...], found: Found, declared: Declared | None = None) -> None:
    def failed(error: OSError) -> None:
        found.problems.append(ReadProblem(error.filename or top, "folder", _reason(error)))

    for root, dirs, files in os.walk(top, onerror=failed):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            known = name.lower().endswith(suffixes)
            if not known and (declared is None or not name.lower().endswith(declared.suffixes)):
                continue
            path = os.path.join(root, name)
            try:
                mode = os.stat(path).st_mode  # follows links: a link to /dev/zero is a device
            except OSError as error:
                found.problems.append(ReadProblem(path, "unreadable", _reason(error)))
                continue
            kind = _kind(mode)
            if not known and (kind is not None or not declared.accepts(path)):
                continue  # (another suffix: taken only as a regular file `declared` accepts)
            if kind is None:
                found.files.append((path, top))
            elif not stat.S_ISDIR(mode):
                found.problems.append(ReadProblem(path, "special", kind))


def _reason(error: OSError | ValueError) -> Localized:
    return os_reason(error)


def read_utf8_source(path: str, limit: int = MAX_FILE_BYTES) -> tuple[SourceFile | None, list[Diagnostic]]:
    """A small settings-like file (a scenario, a game state) as a `SourceFile`, its BOM dropped, or None
    with the diagnostic that says why it cannot be read (missing, too large, not UTF-8: where, and what to do,
    as an ability file's reading says it, SB001; before, `cannot read the file: not UTF-8` at 1:1)."""
    data = read_bounded(path, limit)
    if isinstance(data, ReadProblem):
        return None, [problem_diagnostic(data)]
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = None
    from .frontends import read_source, stray_nuls

    # (a NUL or two in text are strays its reader says at their line and column, as tomllib does: only NULs all over
    # the file are binary data or UTF-16 without its mark)
    if text is not None and ("\x00" not in text[:_SNIFF] or stray_nuls(data[:_SNIFF])):
        return SourceFile(path, text), []

    # SB001 as an ability file's reading says it; SB002 with this file's advice (an ability file's is to leave it
    # out of the paths to check); a binary file that is valid UTF-8 was read as TOML, tomllib's `Invalid statement`
    said = [attrs.evolve(d, message=msg("file.binary_settings", format="TOML")) if d.code == "SB002" else d
            for d in read_source(path, data)[1] if d.code in ("SB001", "SB002")]
    if said:
        return None, said
    encoding = marked_encoding(data)
    reason = msg("file.other_encoding", encoding=encoding) if encoding else _NOT_UTF8
    return None, [Diagnostic("SB003", Severity.ERROR, msg("file.unreadable", reason=reason),
                             SourceFile(path, "").span(0, 0))]


_NOT_UTF8 = Localized({"en": "not UTF-8", "ja": "UTF-8 ではありません"})
_SNIFF = 8192  # the characters looked at for a NUL, which no text file holds (as `frontends.read_source`)
# the byte-order marks of the encodings `frontends.read_source` reads and a settings file's reading does not
_MARKS = ((b"\xff\xfe\x00\x00", "UTF-32"), (b"\x00\x00\xfe\xff", "UTF-32"), (b"\xff\xfe", "UTF-16"),
          (b"\xfe\xff", "UTF-16"))

def marked_encoding(data: bytes) -> str | None:
    """The encoding other than UTF-8 whose byte-order mark opens `data` (`UTF-16`, `UTF-32`), if any."""
    return next((name for mark, name in _MARKS if data.startswith(mark)), None)


#: The codes `read_utf8_source` gives a file it could not read (not found, too big, not UTF-8, binary): its command's
#: input is unusable (exit 2), not a file with errors.
UNREAD_CODES = frozenset({"SB001", "SB002", "SB003"})


def read_bounded(path: str, limit: int = MAX_FILE_BYTES) -> bytes | ReadProblem:
    """The bytes of a regular file of at most `limit` bytes, or why they cannot be had.

    The file is opened without blocking and checked after opening, so a path
    swapped for a FIFO or a device between finding and reading is still
    refused; at most `limit + 1` bytes are ever read, so a file that grows
    while it is read cannot exhaust memory.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except (OSError, ValueError) as error:  # ValueError: a name with a NUL character, which no file can have
        kind = "missing" if getattr(error, "errno", None) == errno.ENOENT else "unreadable"
        return ReadProblem(path, kind, _reason(error))
    try:
        info = os.fstat(fd)
        kind = _kind(info.st_mode)
        if kind is not None:
            return ReadProblem(path, "special", kind)
        if info.st_size > limit:
            return ReadProblem(path, "too_big", str(info.st_size))
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            return ReadProblem(path, "too_big", str(total))
        return b"".join(chunks)
    except OSError as error:
        return ReadProblem(path, "unreadable", _reason(error))
    finally:
        os.close(fd)


def is_read_only(path: str) -> bool:
    """True when no one may write the file (no write bit set), which `fmt` respects even as root."""
    try:
        return not os.stat(path).st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
    except OSError:
        return False


def same_file(a: str, b: str) -> bool:
    """Whether two paths name the same file (through links and relative paths alike)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def atomic_write(path: str, data: bytes, *, overwrite: bool, make_folders: bool = False) -> None:
    """Write `data` to `path` so that `path` holds either its old content or all of `data`.

    With `overwrite` False an existing `path` is left alone and `WriteError`
    is raised (the check and the creation are one step where the file system
    has hard links, so a file appearing meanwhile is not clobbered either).
    A link is followed: the file it points at is replaced and the link kept.
    An existing file keeps its permission bits. With `make_folders`, missing
    folders above `path` are created. On any failure the temporary file is removed, the target is
    unchanged, and `WriteError` names the file and the reason.
    """
    target = os.path.realpath(path) if os.path.islink(path) else path
    folder = os.path.dirname(target) or "."
    if make_folders:
        try:
            os.makedirs(folder, exist_ok=True)
        except OSError as error:
            raise WriteError(msg("write.folder", path=str(path), folder=folder, reason=_reason(error))) from None
    if not overwrite and os.path.lexists(target):
        raise WriteError(msg("write.exists", path=str(path)))
    try:
        info = os.stat(target)
    except OSError:
        mode = 0o666 & ~_umask()
    else:
        kind = _kind(info.st_mode)
        if kind is not None:   # (a device, a FIFO, a folder: `--force` renamed a regular file over `/dev/full` as root)
            raise WriteError(msg("write.not_regular", path=str(path), kind=msg(f"kind.{kind}")))
        mode = stat.S_IMODE(info.st_mode)
    import tempfile  # (only when writing: `tempfile` and what it imports cost a read-only run 10 to 30 ms)

    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{os.path.basename(target)}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise WriteError(msg("write.temporary", path=str(path), reason=_reason(error))) from None
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fchmod(fd, mode)
            os.fsync(fd)
        finally:
            os.close(fd)
        if overwrite:
            os.replace(temporary, target)
        else:
            _create(temporary, target)
        _sync_folder(folder)
    except BaseException as error:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        if isinstance(error, FileExistsError):
            raise WriteError(msg("write.exists", path=str(path))) from None
        if isinstance(error, OSError):
            key = "write.failed_unchanged" if os.path.exists(target) else "write.failed_nothing"
            raise WriteError(msg(key, path=str(path), reason=_reason(error))) from None
        raise


def _create(temporary: str, target: str) -> None:
    """Move `temporary` to `target` only if `target` does not exist."""
    try:
        os.link(temporary, target)  # fails with FileExistsError if the target appeared meanwhile
    except FileExistsError:
        raise
    except OSError:  # a file system without hard links: check, then rename
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "exists", target) from None
        os.replace(temporary, target)
        return
    os.unlink(temporary)


def _sync_folder(folder: str) -> None:
    """Make the rename itself durable; not every platform can open a folder, which is no error."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def mirrored_path(path: str, root: str, out_dir: str, suffix: str) -> str:
    """`root/a/b.md` → `out_dir/a/b<suffix>`: output names mirror input names under the output folder."""
    relative = os.path.relpath(path, root)
    stem, _ = os.path.splitext(relative)
    return os.path.join(out_dir, stem + suffix)
