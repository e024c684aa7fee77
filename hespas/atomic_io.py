"""Write output files all-or-nothing: a temporary file beside the target, renamed on success.

Inside ``all_or_none()`` the renames wait for the end of the block, so a command
that writes several files leaves all of them or none; a writer that puts a set of files in place itself
(the Chakra traces) hands the block its own commit and abort (``when_block_succeeds``).
"""

from __future__ import annotations

import contextlib
import contextvars
import os
import tempfile
from pathlib import Path

from hespas.diagnostics import HespasError, SourceLocation
from hespas.interrupts import raise_if_interrupted

# The (commit, abort) pairs of the outputs written inside the innermost all_or_none() block, else None.
_pending: contextvars.ContextVar[list | None] = contextvars.ContextVar("pending_outputs", default=None)


@contextlib.contextmanager
def all_or_none():
    """Outputs written in the block appear together when it completes, and none when it fails."""
    pending: list[tuple] = []
    token = _pending.set(pending)
    try:
        yield
        raise_if_interrupted()  # a Ctrl-C that Python swallowed (in a gc callback): no output appears
    except BaseException:
        for _, abort in pending:
            abort()
        raise
    finally:
        _pending.reset(token)
    for commit, _ in pending:
        commit()


def when_block_succeeds(commit, abort) -> None:
    """Run ``commit`` (put outputs in place) at the end of the enclosing ``all_or_none`` block, or ``abort``
    (remove what was staged) if it fails; outside such a block, commit now."""
    pending = _pending.get()
    if pending is None:
        raise_if_interrupted()
        commit()
    else:
        pending.append((commit, abort))


@contextlib.contextmanager
def outputs_at_once():
    """Outputs written in the block are put in place at once, whatever block encloses it (a writer's own
    staged files, which it moves into place itself)."""
    token = _pending.set(None)
    try:
        yield
    finally:
        _pending.reset(token)


@contextlib.contextmanager
def atomic_output(path: str | os.PathLike, mode: str = "w"):
    """Yield a file object; the file appears at ``path`` only if the block completes.

    A device or stream (/dev/stdout, a named pipe) is written directly; a symbolic link is
    followed, so the link stays and its target is replaced.
    """
    target = Path(os.path.realpath(path))
    if _is_stream(Path(path)) or _is_stream(target):
        with open(path, mode) as stream:
            yield stream
        return
    directory = target.parent if str(target.parent) else Path(".")
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    except OSError as error:
        raise HespasError(f"cannot write output file: {error.strerror}", SourceLocation(str(target))) from None
    try:
        os.chmod(temp_name, 0o666 & ~_umask())  # mkstemp makes 0600; outputs get the usual permissions
        with os.fdopen(handle, mode) as stream:
            yield stream
        when_block_succeeds(lambda: os.replace(temp_name, target), lambda: _remove(temp_name))
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise


def _remove(temp_name: str) -> None:
    with contextlib.suppress(OSError):
        os.unlink(temp_name)


def _is_stream(path: Path) -> bool:
    absolute = path.absolute()
    return absolute.parts[1:2] in (("dev",), ("proc",)) or (path.exists() and not path.is_file())


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_text_atomically(path: str | os.PathLike, text: str) -> None:
    with atomic_output(path, "w") as stream:
        stream.write(text)


def write_bytes_atomically(path: str | os.PathLike, data: bytes) -> None:
    with atomic_output(path, "wb") as stream:
        stream.write(data)
