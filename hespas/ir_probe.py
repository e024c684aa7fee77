"""Bytecode that MLIR's reader never finishes or crashes on: read it first in a forked copy, with a time limit.

MLIR's bytecode reader resolves attributes through a worklist that loops forever when a malformed attribute
table makes entries refer to each other (tools/fuzz.py seed 10, case 358: 210 bytes of flipped bits; the
loop is ``AttrTypeReader::resolveAttribute``). The bindings hold Python's interpreter lock while they read,
so no thread of this process can stop them. Before this process reads bytecode, a forked copy of it reads
the same bytes: a copy that has not finished within the limit is killed, and one that dies of a signal
(an abort in the reader) shows the input would kill this process too; either way the input is refused. A copy
still reading when this process is interrupted (Ctrl-C, SIGTERM) is killed too: inside the reader it never runs
Python's signal handlers, and it looped on forever after this process had exited.
The copy runs only MLIR's reader, which takes none of the locks the XLA runtime's threads may hold when a
process that has started JAX's backends forks (the warning JAX prints on every fork is silenced here).
"""

from __future__ import annotations

import faulthandler
import os
import signal
import time
import warnings

from hespas.diagnostics import HespasError, SourceLocation

BASE_LIMIT_S = 30.0  # the limit for a file of no size: reading takes milliseconds per kilobyte
LIMIT_S_PER_MB = 10.0


def read_limit_s(size_bytes: int) -> float:
    return BASE_LIMIT_S + LIMIT_S_PER_MB * size_bytes / 1e6


def check_bytecode_reads(data: bytes, read, input_name: str, limit_s: float | None = None) -> None:
    """Run ``read(data)`` in a forked copy of this process; refuse the input if it hangs or kills the copy.

    ``read`` may raise: only finishing matters here (the caller reads again and reports what it raises).
    ``limit_s`` defaults to ``read_limit_s`` of the data's size.
    """
    if not hasattr(os, "fork"):
        return
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        pid = os.fork()
    if pid == 0:  # the copy: nothing of it may reach the terminal or run Python's exit handlers
        try:
            faulthandler.disable()  # a handler the parent enabled (pytest's) writes to its own copy of stderr
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            read(data)
        finally:
            os._exit(0)
    limit_s = read_limit_s(len(data)) if limit_s is None else limit_s
    status = None
    try:
        status = _wait(pid, time.monotonic() + limit_s)
    finally:  # past the limit, or interrupted (Ctrl-C, SIGTERM): the copy must not outlive this process
        if status is None:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    if status is None:
        raise HespasError(f"MLIR's bytecode reader did not finish reading this input within {limit_s:.0f} s "
                          "(malformed bytecode it loops on)", SourceLocation(input_name))
    if os.WIFSIGNALED(status):
        raise HespasError(f"MLIR's bytecode reader crashed on this input (signal "
                          f"{signal.Signals(os.WTERMSIG(status)).name}): malformed bytecode",
                          SourceLocation(input_name))


def _wait(pid: int, deadline: float) -> int | None:
    """The exit status of child ``pid``, or None if it is still running at ``deadline`` (monotonic)."""
    delay_s = 0.001
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        if time.monotonic() > deadline:
            return None
        time.sleep(delay_s)
        delay_s = min(2 * delay_s, 0.05)
